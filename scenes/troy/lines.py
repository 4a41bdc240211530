"""The Trojan War screen's story lines kept as data: a code and its facts (hero ids,
sides, numbers), worded only where they are shown.

The board keeps what it has told (the latest notes, the mandatory duel's lines,
the duel's, army's and Horse's verdicts, the duel's rounds and taunt) as ``Line``
values, so a language switch or a save resumed in another language shows them in
the player's language. Each code has its wording and the schema its facts must
fit when read back from a save. Text lines from older saves are shown as written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.troy import data as D
from scenes.core import storage
from scenes.core.i18n import N_, _, ngettext
from scenes.troy.board import Line, Told
from scenes.troy.words import (
    cancel_line,
    event_text,
    event_title,
    event_words,
    god_sides,
    reason_word,
    result_line,
    short_name,
    side_name,
    signed,
    turn_vp_line,
    vp_words,
)

G, T = D.GREEK, D.TROJAN

# TRANSLATORS: insults a hero hurls before a duel, shown as "Hector: <insult>";
# keep the quotation marks of your language.
TAUNTS = (
    N_("\u201cYour spear is swifter in your boasts than in your hand.\u201d"),
    N_("\u201cGo home to your ships; the gods have forgotten you.\u201d"),
    N_("\u201cToday the dogs of Troy will feast.\u201d"),
    N_("\u201cI know your father's name, and I shall know your grave.\u201d"),
    N_("\u201cStand, if your knees will hold you.\u201d"),
    N_("\u201cYour shield is fine bronze. It will look well in my tent.\u201d"),
    N_("\u201cCome closer. My spear has waited all morning.\u201d"),
    N_("\u201cThe crows are circling, and they know your name.\u201d"),
    N_("\u201cPray to your gods; mine are listening.\u201d"),
    N_("\u201cBetter men than you have fed my spear.\u201d"),
    N_("\u201cWhen you fall, I shall take your armour and your name.\u201d"),
    N_("\u201cRun now, and the poets may yet forget you.\u201d"),
    N_("\u201cYour helmet shines. Let us see what is under it.\u201d"),
    N_("\u201cZeus weighs our fates today, and yours sinks.\u201d"),
    N_("\u201cEven your horses are braver than you.\u201d"),
    N_("\u201cYour friends will not find enough of you to burn.\u201d"),
    N_("\u201cI have heard your boasts across the plain. Now show me.\u201d"),
    N_("\u201cYour mother will look for you on the walls tonight.\u201d"),
)
"""What a hero may hurl before a duel (marked; a ``taunt`` line words one by index)."""

def line(code: str, **params: Any) -> Line:
    return Line(code, params)


def worded(told: Told) -> str:
    """The line in the player's language (an older save's text as it was written)."""
    if isinstance(told, str):
        return told
    return WORDINGS[told.code][0](**told.params)


# --------------------------------------------------------------------------- wordings

def _turn_begins(n: int) -> str:
    return _("Turn {n} begins.").format(n=n)


def _event(event: str) -> str:
    return _("Event: {name}.").format(name=event_words(event)[0])


def _no_further_event() -> str:
    return _("No further event: this turn has only its fixed event.")


def _event_ahead(event: str) -> str:
    """The event and what it does, when nothing told yet shows it."""
    name, does = event_words(event)
    return _("Event: {name}.").format(name=name) + " " + does


def _sinon_void() -> str:
    return _("Sinon has no effect: it has already been used.")


def briseis_taken(achilles: str | None) -> str:
    """What Briseis taken to Agamemnon's tent does, as the rules said it (the event's
    ``achilles``; None, from an older record, is the usual sulk)."""
    if achilles == "fallen":
        return _("Briseis goes to Agamemnon's tent, to no effect: Achilles has fallen.")
    if achilles == "captive":
        return _("Briseis goes to Agamemnon's tent: Achilles, a prisoner, will sulk if "
                 "he is freed before she comes back.")
    if achilles == "avenging":
        return _("Briseis goes to Agamemnon's tent, to no effect: Achilles fights on to "
                 "avenge Patroclus.")
    return event_text("briseis_taken")


def briseis_back(achilles: str | None) -> str:
    """What Briseis back in Achilles' tent does, as the rules said it."""
    if achilles == "fallen":
        return _("Briseis goes back to Achilles' tent, to no effect: Achilles has fallen.")
    if achilles == "captive":
        return _("Briseis goes back to Achilles' tent: Achilles, a prisoner, will fight "
                 "again once he is freed.")
    if achilles == "avenging":
        return _("Briseis goes back to Achilles' tent: Achilles was already fighting to "
                 "avenge Patroclus.")
    return _("Briseis goes to Achilles' tent. Achilles fights again.")


def _briseis(to: str, achilles: str | None = None) -> str:
    return briseis_back(achilles) if to == "achilles" else briseis_taken(achilles)


def _gods_drawn() -> str:
    return _("Each side draws a god from the bowl.")


def _winner_wounded(hero: str) -> str:
    return _("{hero} is wounded too, in winning.").format(hero=short_name(hero))


def _army(winner: int | None) -> str:
    return (_("The armies are tied: no VP") if winner is None else
            _("The Greek army wins: +{vp} VP") if winner == G else
            _("The Trojan army wins: +{vp} VP")).format(vp=D.ARMY_WIN_VP)


def mandatory_effect(event: str, state: str, home: bool, achilles: str | None = None) -> str:
    """What becomes of a mandatory event: it applies (Briseis taken: to what effect on
    Achilles, ``achilles`` as the rules said), is void, or is postponed."""
    if state == "applies":
        return briseis_taken(achilles) if event == "briseis_taken" else event_text(event)
    if state == "void":
        return (_("Void: Briseis is in Achilles' tent.") if home
                else _("Void: a hero is dead or a prisoner."))
    return _("Postponed: a hero cannot fight yet.")


def _mandatory(event: str, state: str, home: bool, achilles: str | None = None) -> str:
    # TRANSLATORS: a mandatory event's title, then what becomes of it.
    return _("{event} \u2014 {effect}").format(
        event=event_title(event), effect=mandatory_effect(event, state, home, achilles))


def _duel_opens(n: int, greek: str, trojan: str) -> str:
    return _("Duel on challenge {n}: {greek} vs {trojan}.").format(
        n=n, greek=short_name(greek), trojan=short_name(trojan))


def _thersites(hero: str, n: int) -> str:
    return _("Thersites: {hero} wins challenge {n} outright.").format(
        hero=short_name(hero), n=n)


def _duel_won(winner: str, loser: str, result: str) -> str:
    # TRANSLATORS: "Hector wins: Patroclus is killed".
    return _("{winner} wins: {result}").format(
        winner=short_name(winner), result=result_line(result, short_name(loser)))


def _result_roll(side: int) -> str:
    return (_("The Greeks roll for the result") if side == G
            else _("The Trojans roll for the result"))


def _result_shown(side: int, value: int) -> str:
    return (_("The Greeks' result die shows {value}") if side == G
            else _("The Trojans' result die shows {value}")).format(value=value)


def _horse_boarded(n: int) -> str:
    return ngettext("Turn 12: {n} hero climbs into the Horse.",
                    "Turn 12: {n} heroes climb into the Horse.", n).format(n=n)


ENTERS = N_("The Horse enters Troy!")
BURNS = N_("The Trojans burn the Horse outside the walls.")


def _horse(success: bool) -> str:
    return _(ENTERS) if success else _(BURNS)


def _decision(side: int, action: str) -> str:
    greeks = {"reroll": _("The Greeks re-roll their die (Sinon)."),
              "keep": _("The Greeks keep their die."),
              "spare": _("The Greeks spare the loser."),
              "kill": _("The Greeks finish the loser."),
              "noswap": _("The Greeks keep their heroes in place."),
              "noexchange": _("The Greeks offer no exchange."),
              "accept": _("The Greeks accept the exchange."),
              "refuse": _("The Greeks refuse the exchange.")}
    trojans = {"reroll": _("The Trojans re-roll their die (Sinon)."),
               "keep": _("The Trojans keep their die."),
               "spare": _("The Trojans spare the loser."),
               "kill": _("The Trojans finish the loser."),
               "noswap": _("The Trojans keep their heroes in place."),
               "noexchange": _("The Trojans offer no exchange."),
               "accept": _("The Trojans accept the exchange."),
               "refuse": _("The Trojans refuse the exchange.")}
    return (greeks, trojans)[side][action]


DECISIONS = ("reroll", "keep", "spare", "kill", "noswap", "noexchange", "accept", "refuse")
"""The decisions the story tells in a line of their own (``decision`` lines)."""


def _roll(die: int | None, total: int | None) -> str:
    mod = total - die if die is not None and total is not None else 0
    return f"{die} {signed(mod)} = {total}"


def _round(n: int, dice: list[int | None], totals: list[int | None], hero: str | None,
           wounds: int, resistance: int) -> str:
    greek, trojan = _roll(dice[G], totals[G]), _roll(dice[T], totals[T])
    if hero is None:
        # TRANSLATORS: one round of a duel: "Round 2: 7 +3 = 10 against 4 +1 = 5: ...".
        return _("Round {n}: {greek} against {trojan}: tie, no wound").format(
            n=n, greek=greek, trojan=trojan)
    return _("Round {n}: {greek} against {trojan}: {hero} wounded "
             "({wounds}/{resistance})").format(
        n=n, greek=greek, trojan=trojan, hero=short_name(hero), wounds=wounds,
        resistance=resistance)


def _placed(side: int, n: int) -> str:
    return (ngettext("The Greeks place {n} hero face down.",
                     "The Greeks place {n} heroes face down.", n) if side == G else
            ngettext("The Trojans place {n} hero face down.",
                     "The Trojans place {n} heroes face down.", n)).format(n=n)


def _revealed() -> str:
    return _("The heroes are turned face up.")


def _seer(by: int, hero: str, n: int) -> str:
    return (_("Calchas reveals {hero} on challenge {n}: it cannot be cancelled.") if by == G
            else _("Helenus reveals {hero} on challenge {n}: it cannot be cancelled.")).format(
        hero=short_name(hero), n=n)


def _god(god: str, side: int) -> str:
    return god_sides(god, side)


def _god_cancelled(god: str, side: int) -> str:
    return god_sides(god, side, cancelled=True)


def _swapped(first: str, n: int, second: str, m: int) -> str:
    return _("Cassandra: {a} now fights on challenge {n}, {b} on {m}.").format(
        a=short_name(first), n=n, b=short_name(second), m=m)


def _rerolled(left: int) -> str:
    return ngettext("Sinon: the Greeks re-roll ({left} re-roll left).",
                    "Sinon: the Greeks re-roll ({left} re-rolls left).", left).format(left=left)


def _vp(side: int, vp: int, reason: str) -> str:
    why = reason_word(reason)
    if why:
        # TRANSLATORS: "Greeks +3 VP (kill)": who scored, how much, why.
        return _("{side} +{vp} VP ({reason})").format(side=side_name(side), vp=vp, reason=why)
    return _("{side} +{vp} VP").format(side=side_name(side), vp=vp)


def track_words(turn: int, delta: int, vp: int) -> str:
    """The end of a turn on the VP track (said in the chronicle too)."""
    if delta < 0:
        text = _("End of turn {turn}: the track moves {n} towards the Greeks ({words}).")
    elif delta > 0:
        text = _("End of turn {turn}: the track moves {n} towards the Trojans ({words}).")
    else:
        text = _("End of turn {turn}: the track does not move ({words}).")
    return text.format(turn=turn, n=abs(delta), words=vp_words(vp))


def _turn_points(greek: int, trojan: int, delta: int) -> str:
    return turn_vp_line(greek, trojan, delta)


def _turn_points_so_far(greek: int, trojan: int) -> str:
    return _("This turn so far, not yet on the track: Greeks +{greek} VP, Trojans "
             "+{trojan} VP.").format(greek=greek, trojan=trojan)


def _skipped() -> str:
    # TRANSLATORS: the title of the card that sums up what a skip to the player's
    # decision (Tab / RB) passed over.
    return _("What you skipped")


def _end_title(turn: int) -> str:
    return _("End of turn {n}").format(n=turn)


def _standing(vp: int) -> str:
    # TRANSLATORS: the VP track after the turn: {lead} is "Greeks lead by 5" or "Tied"
    return _("On the track: {lead}.").format(lead=vp_words(vp))


def _exchanged(first: str, second: str) -> str:
    return _("{a} and {b} are exchanged and go home.").format(a=short_name(first),
                                                               b=short_name(second))


def _over(winner: int | None, reason: str) -> str:
    if reason == "resign":
        return (_("The Trojans resign: the Greeks win.") if winner == G
                else _("The Greeks resign: the Trojans win."))
    if winner is None:
        return _("The war ends in a draw.")
    return _("The Greeks win the war.") if winner == G else _("The Trojans win the war.")


def _recovered(hero: str, sulking: bool = False) -> str:
    if sulking:     # healed, but Briseis is still in Agamemnon's tent
        return _("{hero} has healed but still sulks in his tent while Briseis is away.").format(
            hero=short_name(hero))
    return _("{hero} is fit to fight again.").format(hero=short_name(hero))


def _reinforcement(hero: str, side: int) -> str:
    return (_("{hero} joins the Greeks.") if side == G
            else _("{hero} joins the Trojans.")).format(hero=short_name(hero))


def _achilles_returns() -> str:
    return _("Patroclus has fallen: Achilles returns to the fight.")


def _taunt(hero: str, taunt: int) -> str:
    # TRANSLATORS: a hero's name, then the insult he hurls.
    return _("{hero}: {taunt}").format(hero=short_name(hero), taunt=_(TAUNTS[taunt]))


# --------------------------------------------------------------------------- the table

_HERO = storage.string(choices=D.HERO_INDEX)
_SIDE = storage.one_of(G, T)
_SPACE = storage.whole(1, 4)
_COUNT = storage.whole(0, 99)
_DIE = storage.optional(storage.whole(0, 9))
_TOTAL = storage.optional(storage.whole(-99, 99))
_SIGNED = storage.whole(-999, 999)
_GOD = storage.string(choices=D.GODS)
_ACHILLES = storage.optional(storage.one_of("sulks", "fights", "fallen", "captive", "avenging"))

WORDINGS: dict[str, tuple[Callable[..., str], dict[str, storage.Schema]]] = {
    "turn_begins": (_turn_begins, {"n": storage.whole(1, 99)}),
    "event": (_event, {"event": storage.string(choices=[r[0] for r in
                                                        D.RANDOM_EVENTS.values()])}),
    "event_ahead": (_event_ahead, {"event": storage.string(choices=[r[0] for r in
                                                                    D.RANDOM_EVENTS.values()])}),
    "no_further_event": (_no_further_event, {}),
    "sinon_void": (_sinon_void, {}),
    "briseis": (_briseis, {"to": storage.one_of("achilles", "agamemnon")}),
    "gods_drawn": (_gods_drawn, {}),
    "cancelled": (cancel_line, {"side": _SIDE, "n": _SPACE}),
    "winner_wounded": (_winner_wounded, {"hero": _HERO}),
    "army": (_army, {"winner": storage.optional(_SIDE)}),
    "mandatory": (_mandatory, {"event": storage.string(choices=D.MANDATORY_BY_ID),
                               "state": storage.one_of("applies", "void", "postponed"),
                               "home": storage.boolean()}),
    "duel_opens": (_duel_opens, {"n": _SPACE, "greek": _HERO, "trojan": _HERO}),
    "thersites": (_thersites, {"hero": _HERO, "n": _SPACE}),
    "duel_won": (_duel_won, {"winner": _HERO, "loser": _HERO,
                             "result": storage.one_of("dead", "serious", "wounded",
                                                      "prisoner", "unharmed", "spared")}),
    "result_roll": (_result_roll, {"side": _SIDE}),
    "result_shown": (_result_shown, {"side": _SIDE, "value": storage.whole(0, 9)}),
    "horse_boarded": (_horse_boarded, {"n": _COUNT}),
    "horse": (_horse, {"success": storage.boolean()}),
    "decision": (_decision, {"side": _SIDE, "action": storage.one_of(*DECISIONS)}),
    "round": (_round, {"n": _COUNT, "dice": storage.pair(_DIE, _DIE),
                       "totals": storage.pair(_TOTAL, _TOTAL),
                       "hero": storage.optional(_HERO), "wounds": _COUNT,
                       "resistance": _COUNT}),
    "taunt": (_taunt, {"hero": _HERO, "taunt": storage.whole(0, len(TAUNTS) - 1)}),
    "placed": (_placed, {"side": _SIDE, "n": _COUNT}),
    "revealed": (_revealed, {}),
    "seer": (_seer, {"by": _SIDE, "hero": _HERO, "n": _SPACE}),
    "god": (_god, {"god": _GOD, "side": _SIDE}),
    "god_cancelled": (_god_cancelled, {"god": _GOD, "side": _SIDE}),
    "swapped": (_swapped, {"first": _HERO, "n": _SPACE, "second": _HERO, "m": _SPACE}),
    "rerolled": (_rerolled, {"left": _COUNT}),
    "vp": (_vp, {"side": _SIDE, "vp": _COUNT, "reason": storage.string(40)}),
    "track": (track_words, {"turn": storage.whole(1, 99), "delta": _SIGNED, "vp": _SIGNED}),
    "turn_points": (_turn_points, {"greek": _COUNT, "trojan": _COUNT, "delta": _SIGNED}),
    "turn_points_so_far": (_turn_points_so_far, {"greek": _COUNT, "trojan": _COUNT}),
    "skipped": (_skipped, {}),
    "end_title": (_end_title, {"turn": storage.whole(1, 99)}),
    "standing": (_standing, {"vp": _SIGNED}),
    "exchanged": (_exchanged, {"first": _HERO, "second": _HERO}),
    "over": (_over, {"winner": storage.optional(_SIDE), "reason": storage.string(20)}),
    "recovered": (_recovered, {"hero": _HERO}),
    "reinforcement": (_reinforcement, {"hero": _HERO, "side": _SIDE}),
    "achilles_returns": (_achilles_returns, {}),
}
"""Each code's wording, and the facts it takes (checked when a save is read)."""

OPTIONAL: dict[str, dict[str, storage.Schema]] = {
    "briseis": {"achilles": _ACHILLES},
    "mandatory": {"achilles": _ACHILLES},
    "recovered": {"sulking": storage.boolean()},
}
"""Facts a code's wording takes when it has them (a line of an older save lacks them)."""

_LINE = storage.Record(required={"code": storage.string(choices=WORDINGS),
                                 "params": storage.Record(others=storage.any_json(300))})
_TEXT = storage.string(300)


def told_schema(value: Any, where: str) -> str | dict[str, Any] | None:
    """A saved line, checked: a text line (older saves) as it is, a code whose facts
    fit that code, or None for a line this version cannot word (dropped, not the
    save). Still JSON; ``told_of`` makes it what the board keeps."""
    if isinstance(value, str):
        return str(_TEXT(value, where))
    try:
        data = _LINE(value, where)
        code = data["code"]
        optional = {k: (v, None) for k, v in OPTIONAL.get(code, {}).items()}
        params = storage.Record(required=WORDINGS[code][1], optional=optional)(
            data["params"], f"{where}.params")
    except storage.Damaged:
        return None
    return {"code": code, "params": params}


def told_of(value: Any) -> Told:
    """A line that ``told_schema`` passed, as the board keeps it ("" for one dropped)."""
    if value is None:
        return ""
    return value if isinstance(value, str) else Line(value["code"], dict(value["params"]))


def told_list(values: list[Any]) -> list[Told]:
    """Saved lines as the board keeps them, without those dropped."""
    return [told_of(v) for v in values if v is not None]
