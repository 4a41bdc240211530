"""The Trojan War screen's words: names, statuses, results, events, gods, modifiers
and odds as a player reads them, in the player's language.

The rules package names things in English for its command line; the screens
translate by id through the display tables here (marked with ``N_`` so the
catalog holds them, translated with ``_`` where shown)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from game.troy import data as D
from game.troy.modifiers import code as modifier_code
from scenes.core import theme
from scenes.core.i18n import N_, Named, _, ngettext, pgettext
from scenes.troy.board import Board

G, T = D.GREEK, D.TROJAN


# TRANSLATORS: the side as an adjective before "army", "roll", "player".
SIDE_WORD = (N_("Greek"), N_("Trojan"))
"""The side as an adjective (marked; show with ``_``)."""

SIDE_PEOPLE = (N_("Greeks"), N_("Trojans"))
"""The side as a people (marked; show with ``side_name``)."""


def side_name(side: int) -> str:
    """'Greeks' / 'Trojans' in the player's language."""
    return _(SIDE_PEOPLE[side])


def side_word(side: int) -> str:
    """'Greek' / 'Trojan' as an adjective, in the player's language."""
    return _(SIDE_WORD[side])


STATUS_WORDS = {
    "available": N_("ready"), "wounded": N_("wounded"), "serious": N_("seriously wounded"),
    "dead": N_("dead"), "prisoner": N_("prisoner"), "absent": N_("not yet arrived"),
    "sulking": N_("sulking in his tent"),
}
"""A hero's status (marked; show with ``status_word``)."""


def cancel_line(side: int, n: int) -> str:
    """``side`` cancels challenge ``n``: a whole sentence per side, as the side's
    name takes its own article and agreement in each language."""
    return (_("The Greeks cancel challenge {n}") if side == G
            else _("The Trojans cancel challenge {n}")).format(n=n)


HEROINES = ("penthesilea",)
"""The heroes that are women: words about them agree in gender where a language
asks ({hero:o/a} in a sentence, a heroine's own status words)."""

# TRANSLATORS: a heroine's status under her name (Penthesilea): the word as it
# agrees with a woman ("herida", "muerta")
_HEROINE_STATUS = {
    "wounded": lambda: pgettext("of a heroine", "wounded"),
    "serious": lambda: pgettext("of a heroine", "seriously wounded"),
    "dead": lambda: pgettext("of a heroine", "dead"),
    "prisoner": lambda: pgettext("of a heroine", "prisoner"),
}


def status_word(status: str, hid: str = "") -> str:
    """A hero's status in words (agreeing with a heroine, ``hid``, where it must)."""
    if hid in HEROINES and status in _HEROINE_STATUS:
        return _HEROINE_STATUS[status]()
    return _(STATUS_WORDS[status])


def captive_of(hid: str, captor: str) -> str:
    """'prisoner of Hector' under a captive's name."""
    text = (pgettext("of a heroine", "prisoner of {hero}") if hid in HEROINES
            else _("prisoner of {hero}"))
    return text.format(hero=short_name(captor))


RESULT_WORDS = {
    "dead": N_("is killed"), "serious": N_("is seriously wounded (out for 2 turns)"),
    "wounded": N_("is wounded (out for 1 turn)"), "prisoner": N_("is taken prisoner"),
    "unharmed": N_("is beaten but unharmed"), "spared": N_("is spared and taken prisoner"),
}
"""What a lost duel does to the loser (marked; prefer ``result_line``)."""

_RESULT_LINES = {
    # TRANSLATORS: {hero} is the hero who lost a duel.
    "dead": N_("{hero} is killed"),
    "serious": N_("{hero} is seriously wounded (out for 2 turns)"),
    "wounded": N_("{hero} is wounded (out for 1 turn)"),
    "prisoner": N_("{hero} is taken prisoner"),
    "unharmed": N_("{hero} is beaten but unharmed"),
    "spared": N_("{hero} is spared and taken prisoner"),
}


def result_line(result: str, hero: Named) -> str:
    """'Hector is killed': a lost duel's result as one whole sentence."""
    return _(_RESULT_LINES[result]).format(hero=hero)


REASON_WORDS = {
    "dead": N_("kill"), "serious": N_("serious wound"), "wounded": N_("wound"),
    "prisoner": N_("prisoner"), "unharmed": N_("light wound"), "spared": "",
    "winner_wounded": N_("winner left on 1 Resistance"),
    "thersites": N_("Thersites"), "army": N_("army battle"),
}
"""Why a side scored (marked; show with ``reason_word``)."""


def reason_word(reason: str) -> str:
    word = REASON_WORDS.get(reason, "")
    return _(word) if word else ""


HERO_NAMES = {
    "achilles": N_("Achilles"),
    # TRANSLATORS: Ajax, son of Telamon: his one name everywhere on screen.
    "ajax_t": N_("Great Ajax"),
    "diomedes": N_("Diomedes"), "agamemnon": N_("Agamemnon"), "odysseus": N_("Odysseus"),
    # TRANSLATORS: Ajax, son of Oileus: his one name everywhere on screen.
    "ajax_o": N_("Lesser Ajax"),
    "menelaus": N_("Menelaus"),
    "patroclus": N_("Patroclus"), "idomeneus": N_("Idomeneus"), "nestor": N_("Nestor"),
    "neoptolemus": N_("Neoptolemus"), "philoctetes": N_("Philoctetes"),
    "hector": N_("Hector"), "aeneas": N_("Aeneas"), "sarpedon": N_("Sarpedon"),
    "glaucus": N_("Glaucus"), "deiphobus": N_("Deiphobus"),
    # TRANSLATORS: the Trojan prince (Spanish: no accent, not the city).
    "paris": N_("Paris"),
    "helenus": N_("Helenus"), "polydamas": N_("Polydamas"), "memnon": N_("Memnon"),
    "penthesilea": N_("Penthesilea"),
}
"""Each hero's one name, by id, the same on every list, card, title and line
(marked; show with ``hero_name``)."""


class HeroName(Named):
    """A hero's name, declined where a translation asks (``Named``): the two Ajaxes
    have case forms of their own ("den Großen Aias"), every other name stays."""

    hid: str

    def __new__(cls, text: str, hid: str) -> HeroName:
        name = super().__new__(cls, text)
        name.hid = hid
        name.feminine = hid in HEROINES
        return name

    def declined(self, case: str) -> str:
        form = _DECLINED.get((self.hid, case))
        return form() if form is not None else str(self)


# TRANSLATORS: a hero's name in a grammatical case, with its article where the
# language needs one (German: "den Großen Aias"); languages that do not decline
# names repeat the name as it stands
_DECLINED = {
    ("ajax_t", "acc"): lambda: pgettext("name, accusative", "Great Ajax"),
    ("ajax_t", "dat"): lambda: pgettext("name, dative", "Great Ajax"),
    ("ajax_t", "gen"): lambda: pgettext("name, genitive", "Great Ajax"),
    ("ajax_o", "acc"): lambda: pgettext("name, accusative", "Lesser Ajax"),
    ("ajax_o", "dat"): lambda: pgettext("name, dative", "Lesser Ajax"),
    ("ajax_o", "gen"): lambda: pgettext("name, genitive", "Lesser Ajax"),
}


def hero_name(hid: str) -> HeroName:
    """The hero's name in the player's language (the two Ajaxes as Great and Lesser),
    ready to be declined where a translation asks (``HeroName``)."""
    return HeroName(_(HERO_NAMES[hid]) if hid in HERO_NAMES else D.BY_ID[hid].name, hid)


def short_name(hid: str) -> HeroName:
    """The hero's name on a card, a roster row or a log line: his one name."""
    return hero_name(hid)


CHARACTER_NAMES = {
    "priam": N_("Priam"), "helen": N_("Helen"), "cassandra": N_("Cassandra"),
    "calchas": N_("Calchas"), "briseis": N_("Briseis"), "thersites": N_("Thersites"),
    "sinon": N_("Sinon"),
}
"""The non-fighting figures, by id (marked; show with ``character_name``)."""


def character_name(cid: str) -> str:
    return _(CHARACTER_NAMES[cid])


TRAIT_NAMES = {"E": N_("Experience"), "F": N_("Strength"), "H": N_("Skill"),
               "A": N_("Cunning"), "V": N_("Speed")}
"""A hero's Character by the rules' letter (show with ``trait_name``)."""

def trait_name(letter: str) -> str:
    return _(TRAIT_NAMES[letter]) if letter in TRAIT_NAMES else letter


def trait_letter(letter: str) -> str:
    """The letter the cards show for the rules' Character ``letter``, as the player's
    language abbreviates it (the rules keep their own letters, E F H A V, in
    positions and on the command line)."""
    letters = {
        # TRANSLATORS: the letter (or two) of the Character Experience on hero cards
        "E": pgettext("character letter", "E"),
        # TRANSLATORS: the letter (or two) of the Character Strength on hero cards
        "F": pgettext("character letter", "S"),
        # TRANSLATORS: the letter (or two) of the Character Skill on hero cards
        "H": pgettext("character letter", "K"),
        # TRANSLATORS: the letter (or two) of the Character Cunning on hero cards
        "A": pgettext("character letter", "C"),
        # TRANSLATORS: the letter (or two) of the Character Speed on hero cards
        "V": pgettext("character letter", "Sp"),
    }
    return letters.get(letter, letter)


def trait_legend() -> list[str]:
    """The cards' letters and what each stands for, one entry each."""
    # TRANSLATORS: the key to the cards' letters: a letter, then the Character it stands for
    return [_("{letter} {name}").format(letter=trait_letter(k), name=trait_name(k))
            for k in ("F", "H", "A", "E", "V")]


GOD_NAMES = {
    "aphrodite": N_("Aphrodite"), "apollo": N_("Apollo"), "ares": N_("Ares"),
    "artemis": N_("Artemis"), "athena": N_("Athena"), "hera": N_("Hera"),
    "hephaestus": N_("Hephaestus"), "poseidon": N_("Poseidon"), "zeus": N_("Zeus"),
}
"""The gods, by id (marked; show with ``god_name``)."""

_GOD_BY_ENGLISH = {D.GOD_NAMES[g]: g for g in D.GODS}


def god_name(god: str) -> str:
    """A god's name in the player's language, from its id (or its English name)."""
    gid = god if god in GOD_NAMES else _GOD_BY_ENGLISH.get(god, "")
    return _(GOD_NAMES[gid]) if gid else god


EVENT_NAMES = {
    "none": N_("No event"), "cassandra": N_("Cassandra"), "calchas": N_("Calchas"),
    "thersites": N_("Thersites"), "sinon": N_("Sinon"), "briseis": N_("Briseis"),
    "helenus": N_("Helenus"), "priam": N_("Priam"), "helen": N_("Helen"),
    "briseis_taken": N_("Agamemnon takes Briseis"),
    "menelaus_paris": N_("Menelaus challenges Paris"),
    "patroclus_hector": N_("Patroclus challenges Hector"),
    "achilles_hector": N_("Achilles challenges Hector"),
    "paris_achilles": N_("Paris challenges Achilles"),
    "philoctetes_paris": N_("Philoctetes challenges Paris"),
}
"""Each event's title, by id, random and mandatory (show with ``event_words``)."""

EVENT_TEXTS = {
    "none": N_("Nothing happens."),
    "cassandra": N_("Before the duels: the Greek player may swap two of his heroes between "
                    "challenges."),
    "calchas": N_("When heroes are chosen: the Greek player turns one Trojan hero face up, "
                  "then places his own; that duel cannot be cancelled."),
    "thersites": N_("Before the duels: the Trojan player wins one duel without Achilles or "
                    "Great Ajax: 1 VP, the loser unharmed."),
    "sinon": N_("The Greek player may re-roll two of his dice this turn (once a game)."),
    "briseis": N_("If Briseis is in Agamemnon's tent she returns to Achilles'."),
    "helenus": N_("The Trojans (the Greeks, if Helenus is their prisoner) turn one enemy "
                  "hero face up before placing theirs."),
    "priam": N_("Two challenges are cancelled, one chosen by each player."),
    "helen": N_("Wounds become serious wounds, serious wounds become deaths."),
    "briseis_taken": N_("Achilles sulks in his tent and will not fight until she comes "
                        "back."),
    "menelaus_paris": N_("Menelaus cannot kill Paris."),
    "patroclus_hector": N_("To the death."),
    "achilles_hector": N_("To the death."),
    "paris_achilles": N_("To the death; Paris +5 on every roll."),
    "philoctetes_paris": N_("To the death."),
}


def event_title(event: str) -> str:
    """An event's title (random or mandatory) in the player's language."""
    return _(EVENT_NAMES.get(event, EVENT_NAMES["none"]))


def event_text(event: str) -> str:
    """What an event does, in the player's language."""
    return _(EVENT_TEXTS.get(event, EVENT_TEXTS["none"]))


HORSE_LABELS = {
    # the track as the screen shows it: who leads, unsigned (the rules' -1 to -9)
    "vp_minus_1_9": N_("Greeks lead by 1 to 9 VP"),
    "vp_minus_10": N_("Greeks lead by 10 VP or more"),
    "odysseus_helenus": N_("Odysseus has captured Helenus"),
    "achilles": N_("Achilles is in the Horse"),
    "philoctetes": N_("Philoctetes is in the Horse"),
    "seven_heroes": N_("7 or more heroes in the Horse"),
    "sinon": N_("The Sinon event came up"),
    "no_sinon": N_("The Sinon event never came up"),
    "hector": N_("Hector is alive"),
    "paris": N_("Paris is alive"),
    "vp_positive": N_("Trojans lead"),
}
"""The Horse's modifiers, by key (show with ``horse_label``)."""

_HORSE_BY_ENGLISH = {label: key for key, (label, _v) in D.HORSE_MODIFIERS.items()}


def horse_label(key_or_label: str) -> str:
    """A Horse modifier in the player's language, from its key (or its English label)."""
    key = key_or_label if key_or_label in HORSE_LABELS else \
        _HORSE_BY_ENGLISH.get(key_or_label, "")
    return _(HORSE_LABELS[key]) if key else key_or_label


ERAS = {1: N_("Before the Iliad"), 3: N_("The Iliad"), 9: N_("After the Iliad"),
        12: N_("The Trojan Horse")}


def era(turn: int) -> str:
    """The part of the war a turn belongs to, in the player's language."""
    return _(ERAS[max(k for k in ERAS if k <= turn)])


MINUS = "\u2212"


def minus_signs(label: str) -> str:
    """A label from the rules' data written with the screen's one minus sign (U+2212)."""
    return re.sub(r"(?<![\w])-(?=\d)", "\u2212", label)


def horse_sum(die: int, modifiers: list[tuple[str, int]], total: int,
              named: bool = True) -> str:
    """The Horse roll written term by term, the die named as in an army's roll
    ('die 3 + 2 + 1 \u2212 2 = 4'; not ``named`` beside the die's picture)."""
    terms = [f"{'+' if v > 0 else MINUS} {abs(v)}" for _label, v in modifiers if v] or ["+ 0"]
    first = _("die {n}").format(n=die) if named else str(die)
    return " ".join([first, *terms]) + f" = {signed(total) if total < 0 else total}"


_MOD_WORDS = {
    # TRANSLATORS: a hero's Power, a line of a duel's modifiers.
    "power": N_("Power"),
    "bow": N_("Apollo's bow"),
    "duels_won": N_("Duels won"),
    "zeus_cancels": N_("Zeus cancels gods"),
}
"""The modifiers without parameters, by code (game/troy/modifiers.py ``code``)."""


def mod_label(label: str) -> str:
    """A modifier from the rules in the player's language, worded from its code:
    'Character F vs H' becomes 'Strength vs Skill'; gods take their names."""
    kind, params = modifier_code(label)
    if kind == "character":
        # TRANSLATORS: a duel modifier, one hero's Character against the other's.
        return _("{mine} vs {theirs}").format(mine=trait_name(params[0]),
                                               theirs=trait_name(params[1]))
    if kind == "god":
        return god_name(params[0])
    if kind == "horse":
        return horse_label(params[0])
    if kind in _MOD_WORDS:
        return _(_MOD_WORDS[kind])
    return label


def roll_sum(die: int, total: int) -> str:
    """A die and its modifier written out with their signs: '7 + 3 = 10', '2 \u2212 1 = 1',
    '5 + 0 = 5'."""
    mod = total - die
    sign = MINUS if mod < 0 else "+"
    return f"{die} {sign} {abs(mod)} = {signed(total) if total < 0 else total}"


def signed(v: int) -> str:
    return f"+{v}" if v > 0 else ("\u2212" + str(-v) if v < 0 else "0")


def turn_vp_line(greek: int, trojan: int, delta: int) -> str:
    """The turn's points per side and what they do to the track, in words (the track
    reads without signs: so many points towards a side)."""
    if delta < 0:
        text = _("Greeks {greek} VP, Trojans {trojan} VP this turn: the track moves {n} "
                 "towards the Greeks.")
    elif delta > 0:
        text = _("Greeks {greek} VP, Trojans {trojan} VP this turn: the track moves {n} "
                 "towards the Trojans.")
    else:
        text = _("Greeks {greek} VP, Trojans {trojan} VP this turn: the track does not "
                 "move.")
    return text.format(greek=greek, trojan=trojan, n=abs(delta))


def vp_words(vp: int) -> str:
    if vp > 0:
        return _("Trojans lead by {n}").format(n=vp)
    if vp < 0:
        return _("Greeks lead by {n}").format(n=-vp)
    # TRANSLATORS: the VP track stands at 0: neither side leads.
    return _("Tied")


def fit(s: str, size: int, width: int) -> str:
    fnt = theme.font(size)
    if fnt.size(s)[0] <= width:
        return s
    while s and fnt.size(s + "\u2026")[0] > width:
        s = s[:-1]
    return s + "\u2026"


def event_panel_words(board: Board) -> tuple[str, str]:
    """The turn's event, or that the die has yet to decide it (not 'nothing happens').

    Turn 12 rolls no event: the Greeks try the Horse, so the panel speaks of it."""
    if board.turn >= D.HORSE_TURN:
        return _("The Trojan Horse"), _(
            "No event die on the last turn: the Greeks roll d10 + the Horse modifiers and "
            "take Troy on {target} or more.").format(target=D.HORSE_TARGET)
    if board.event_roll is None and board.event == "none":
        # TRANSLATORS: the event panel's title before the event die is rolled.
        return _("to come"), _("The die is about to decide this turn's event.")
    return event_words(board.event)


def event_words(event: str) -> tuple[str, str]:
    """An event's title and what it does, in the player's language."""
    if event in EVENT_NAMES and event not in D.MANDATORY_BY_ID:
        return event_title(event), event_text(event)
    return event_title("none"), event_text("none")


def god_line(god: str) -> str:
    """One short line on what a drawn god does to the armies and most heroes."""
    if god == D.ZEUS:
        return _("cancels every divine modifier")
    greek = D.GOD_TABLE[D.SIDE_NAMES[G]].get(god, 0)
    trojan = D.GOD_TABLE[D.SIDE_NAMES[T]].get(god, 0)
    if greek and trojan:
        return _("Greeks {greek}, Trojans {trojan}").format(
            greek=signed(greek), trojan=signed(trojan))
    if greek:
        return _("Greeks {greek}").format(greek=signed(greek))
    if trojan:
        return _("Trojans {trojan}").format(trojan=signed(trojan))
    return _("helps neither side as a whole")


def own_gods(drawn: list[str], heroes: list[str]) -> list[str]:
    """Those of ``heroes`` the two drawn gods treat otherwise than the rest of their side
    (their own row of the table differs for one of the gods)."""
    own = []
    for h in heroes:
        side = D.HEROES[D.HERO_INDEX[h]].side
        row, usual = D.god_row(h, side), D.GOD_TABLE[D.SIDE_NAMES[side]]
        if any(row.get(g, 0) != usual.get(g, 0) for g in drawn):
            own.append(h)
    return own


def names_and(names: Sequence[str]) -> str:
    """Names as a list in words: "A", "A and B", "A, B and C"."""
    if len(names) < 2:
        return "".join(names)
    # TRANSLATORS: the end of a list of names: "Odysseus, Diomedes and Paris"
    return _("{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])


def god_sides(god: str, drew: int, cancelled: bool = False) -> str:
    """A drawn god, who drew it and whom it helps, as one whole sentence: 'Artemis,
    drawn by the Greeks, helps Troy: +1' (the god's row for most heroes and the
    army; Zeus cancels every god: ``cancelled`` when the other side drew him)."""
    name = god_name(god)
    if cancelled and god != D.ZEUS:
        return (_("{god}, drawn by the Greeks, is cancelled by Zeus") if drew == G
                else _("{god}, drawn by the Trojans, is cancelled by Zeus")).format(god=name)
    if god == D.ZEUS:
        return (_("{god}, drawn by the Greeks, cancels every god this turn") if drew == G
                else _("{god}, drawn by the Trojans, cancels every god this turn")).format(
            god=name)
    value = {side: D.GOD_TABLE[D.SIDE_NAMES[side]].get(god, 0) for side in (G, T)}
    helped = [side for side in (G, T) if value[side] > 0]
    if len(helped) == 1:
        side = helped[0]
        words = {(G, G): _("{god}, drawn by the Greeks, helps them: {value}"),
                 (G, T): _("{god}, drawn by the Greeks, helps Troy: {value}"),
                 (T, T): _("{god}, drawn by the Trojans, helps them: {value}"),
                 (T, G): _("{god}, drawn by the Trojans, helps the Greeks: {value}")}
        return words[drew, side].format(god=name, value=signed(value[side]))
    return (_("{god}, drawn by the Greeks, helps only some heroes") if drew == G
            else _("{god}, drawn by the Trojans, helps only some heroes")).format(god=name)


def mods_lines(mods: list[tuple[str, int]]) -> list[tuple[str, str]]:
    return [(mod_label(label), signed(v)) for label, v in mods]


def army_sum(die: int, mods: list[tuple[str, int]], total: int) -> str:
    """'die 7 + 2 duels won + 1 Athena = 10': the army roll written out, like a duel's."""
    # TRANSLATORS: the start of an army roll written out: "die 7 + 2 duels won = 9".
    parts = [_("die {n}").format(n=die)]
    for label, v in mods:
        if v:
            sign = "+" if v > 0 else "\u2212"
            if modifier_code(label)[0] == "duels_won":
                # TRANSLATORS: a term of an army roll: "+ 2 duels won".
                term = ngettext("{sign} {n} duel won", "{sign} {n} duels won", abs(v))
                parts.append(term.format(sign=sign, n=abs(v)))
            else:
                parts.append(f"{sign} {abs(v)} {mod_label(label)}")
    return " ".join(parts) + f" = {total}"


def percent(p: float) -> str:
    """A chance as a player reads it: never a flat 0% or 100% while dice can still turn."""
    # TRANSLATORS: a chance in percent, as the language writes it ("45%", "45 %")
    if p > 0.995:
        return _(">{n}%").format(n=99)
    if p < 0.005:
        return _("<{n}%").format(n=1)
    return _("{n}%").format(n=round(p * 100))


def hero_line(hid: str) -> str:
    """Power, Resistance and what the hero's Character is good against."""
    h = D.BY_ID[hid]
    row = D.CHARACTER_TABLE[h.character]
    good = ", ".join(trait_name(o) for o, v in row.items() if v > 0)
    bad = ", ".join(trait_name(o) for o, v in row.items() if v < 0)
    words = dict(hero=hero_name(hid), power=h.power, resistance=h.resistance,
                 trait=trait_name(h.character), letter=trait_letter(h.character),
                 good=good, bad=bad)
    if good and bad:
        return _("{hero}: Power {power}, Resistance {resistance}, {trait} ({letter}); "
                 "+1 against {good}; \u22121 against {bad}.").format(**words)
    if good:
        return _("{hero}: Power {power}, Resistance {resistance}, {trait} ({letter}); "
                 "+1 against {good}.").format(**words)
    if bad:
        return _("{hero}: Power {power}, Resistance {resistance}, {trait} ({letter}); "
                 "\u22121 against {bad}.").format(**words)
    return _("{hero}: Power {power}, Resistance {resistance}, {trait} ({letter}).").format(
        **words)


_FIXED_DECISIONS = {
    "noswap": N_("No swap"), "reroll": N_("Roll again"), "keep": N_("Keep the roll"),
    "spare": N_("Spare the beaten hero"), "kill": N_("Kill the beaten hero"),
    "noexchange": N_("No exchange"),
    "accept": N_("Accept the exchange"), "refuse": N_("Refuse the exchange"),
}


def move_words(view: dict[str, Any], action: str) -> str:
    """A decision of the side to move in ``view``, in words (``decision_words``): a
    pick names its spaces only when an enemy there is known."""
    spaces = list(view["pick"][1]) if view["stage"] == "pick" else []
    enemy = ("trojan", "greek")[view["to_move"] or 0]
    blind = not any(row[enemy] not in (None, "hidden") for row in view["challenges"]
                    if row["space"] in spaces)
    return decision_words(action, spaces, blind)


def decision_words(action: str, spaces: list[int], blind: bool = False) -> str:
    """A decision token in words, for the hint ("Achilles to challenge 2, ...");
    ``spaces`` are the challenge spaces a pick fills, in order; a ``blind`` pick
    (every enemy there face down) names only who goes, since where does not matter."""
    verb, _sep, rest = action.partition(":")
    args = rest.split(",") if rest else []
    if verb == "pick" and blind:
        # TRANSLATORS: a pick with every enemy face down: "Send Odysseus, Diomedes and Achilles"
        return _("Send {heroes}").format(heroes=names_and([short_name(h) for h in args]))
    if verb == "pick":
        # TRANSLATORS: the heroes of a pick, each with the challenge he goes to, e.g.
        # "Diomedes 1, Great Ajax 2, Achilles 3, Odysseus 4" (the hint's short form)
        each = [_("{hero} {n}").format(hero=short_name(h), n=s)
                for h, s in zip(args, spaces, strict=False)]
        return ", ".join(each)
    if verb in _FIXED_DECISIONS:
        return _(_FIXED_DECISIONS[verb])
    if verb == "reveal":
        return _("Reveal the hero on challenge {n}").format(n=args[0])
    if verb == "cancel":
        return _("Cancel challenge {n}").format(n=args[0])
    if verb == "thersites":
        return _("Thersites takes challenge {n}").format(n=args[0])
    if verb == "swap":
        first, second = args
        return _("Swap challenges {first} and {second}").format(first=first, second=second)
    if verb == "exchange":
        mine, theirs = (short_name(h) for h in args)
        return _("Exchange {mine} for {theirs}").format(mine=mine, theirs=theirs)
    return action
