"""The Trojan War screen's words: statuses, results, events, gods, modifiers and
odds as a player reads them."""

from __future__ import annotations

import re

from game.troy import data as D
from scenes.core import theme
from scenes.troy.board import Board

G, T = D.GREEK, D.TROJAN


SIDE_WORD = ("Greek", "Trojan")


STATUS_WORDS = {
    "available": "ready", "wounded": "wounded", "serious": "seriously wounded", "dead": "dead",
    "prisoner": "prisoner", "absent": "not yet arrived", "sulking": "sulking in his tent",
}


RESULT_WORDS = {
    "dead": "is killed", "serious": "is seriously wounded (out 2 turns)",
    "wounded": "is wounded (out 1 turn)", "prisoner": "is taken prisoner",
    "unharmed": "is beaten but unharmed", "spared": "is spared and taken prisoner",
}


REASON_WORDS = {
    "dead": "kill", "serious": "serious wound", "wounded": "wound", "prisoner": "prisoner",
    "unharmed": "light wound", "spared": "", "winner_wounded": "winner left on 1 Resistance",
    "thersites": "Thersites", "army": "army battle",
}


def hero_name(hid: str) -> str:
    return D.BY_ID[hid].name


# Names that fit a card, a roster row or a log line; the two Ajaxes keep their
# traditional epithets so they stay apart.
SHORT_NAMES = {"ajax_t": "Great Ajax", "ajax_o": "Lesser Ajax"}


def short_name(hid: str) -> str:
    """The hero's name as a card, a roster row or a log line shows it."""
    return SHORT_NAMES.get(hid) or D.BY_ID[hid].name


def minus_signs(label: str) -> str:
    """A label from the rules' data written with the screen's one minus sign (U+2212)."""
    return re.sub(r"(?<![\w])-(?=\d)", "\u2212", label)


def horse_sum(die: int, modifier: int, total: int) -> str:
    """The Horse roll written out: '2 + 0 = 2', '5 \u2212 3 = 2'."""
    sign = "\u2212" if modifier < 0 else "+"
    return f"{die} {sign} {abs(modifier)} = {signed(total) if total < 0 else total}"


def mod_label(label: str) -> str:
    """'Character F vs H' becomes 'Strength vs Skill'; other labels stay."""
    if label.startswith("Character ") and " vs " in label:
        a, b = label[len("Character "):].split(" vs ")
        return f"{D.CHARACTERS.get(a, a)} vs {D.CHARACTERS.get(b, b)}"
    return label


def signed(v: int) -> str:
    return f"+{v}" if v > 0 else ("\u2212" + str(-v) if v < 0 else "0")


def turn_vp_line(greek: int, trojan: int, delta: int) -> str:
    """The turn's points per side and what they do to the track."""
    return f"Greeks {greek} VP, Trojans {trojan} VP this turn: track {signed(delta)}"


def vp_words(vp: int) -> str:
    if vp > 0:
        return f"Trojans lead by {vp}"
    if vp < 0:
        return f"Greeks lead by {-vp}"
    return "Level"


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
        return "The Trojan Horse", (
            f"No event die on the last turn: the Greeks roll d10 + the Horse modifiers and "
            f"take Troy on {D.HORSE_TARGET} or more.")
    if board.event_roll is None and board.event == "none":
        return "to come", "The die is about to decide this turn's event."
    return event_words(board.event)


def event_words(event: str) -> tuple[str, str]:
    for _roll, (eid, name, line) in D.RANDOM_EVENTS.items():
        if eid == event:
            return name, line
    return "No event", "Nothing happens."


def god_line(god: str) -> str:
    """One short line on what a drawn god does to the armies and most heroes."""
    if god == D.ZEUS:
        return "cancels every divine modifier"
    parts = []
    for side in (G, T):
        v = D.GOD_TABLE[D.SIDE_NAMES[side]].get(god, 0)
        if v:
            parts.append(f"{D.SIDE_DISPLAY[side]} {signed(v)}")
    return ", ".join(parts) if parts else "helps neither side as a whole"


def mods_lines(mods: list[tuple[str, int]]) -> list[tuple[str, str]]:
    out = []
    for label, v in mods:
        if label == "Power":
            out.append(("Power", signed(v)))
        else:
            out.append((mod_label(label), signed(v)))
    return out


def army_sum(die: int, mods: list[tuple[str, int]], total: int) -> str:
    """'die 7 + 2 duels won + 1 Athena = 10': the army roll written out, like a duel's."""
    parts = [f"die {die}"]
    for label, v in mods:
        if v:
            word = label[0].lower() + label[1:] if label == "Duels won" else label
            parts.append(f"{'+' if v > 0 else chr(0x2212)} {abs(v)} {word}")
    return " ".join(parts) + f" = {total}"


def percent(p: float) -> str:
    """A chance as a player reads it: never a flat 0% or 100% while dice can still turn."""
    if p > 0.995:
        return ">99%"
    if p < 0.005:
        return "<1%"
    return f"{round(p * 100)}%"


def hero_line(hid: str) -> str:
    """Power, Resistance and what the hero's Character is good against."""
    h = D.BY_ID[hid]
    row = D.CHARACTER_TABLE[h.character]
    good = [D.CHARACTERS[o] for o, v in row.items() if v > 0]
    bad = [D.CHARACTERS[o] for o, v in row.items() if v < 0]
    out = f"{h.name}: Power {h.power}, Resistance {h.resistance}, " \
          f"{D.CHARACTERS[h.character]} ({h.character})"
    if good:
        out += f"; +1 against {', '.join(good)}"
    if bad:
        out += f"; \u22121 against {', '.join(bad)}"
    return out + "."


def decision_words(action: str, spaces: list[int]) -> str:
    """A decision token in words, for the hint ("Achilles to challenge 2, ...");
    ``spaces`` are the challenge spaces a pick fills, in order."""
    verb, _, rest = action.partition(":")
    args = rest.split(",") if rest else []
    if verb == "pick":
        return ", ".join(f"{hero_name(h).split(',')[0]} to challenge {s}"
                         for h, s in zip(args, spaces, strict=False))
    fixed = {"noswap": "No swap", "reroll": "Roll again", "keep": "Keep the roll",
             "spare": "Spare him", "kill": "Kill him", "noexchange": "No exchange",
             "accept": "Accept the exchange", "refuse": "Refuse the exchange"}
    if verb in fixed:
        return fixed[verb]
    if verb == "reveal":
        return f"Reveal the hero on challenge {args[0]}"
    if verb == "cancel":
        return f"Cancel challenge {args[0]}"
    if verb == "thersites":
        return f"Thersites takes challenge {args[0]}"
    if verb == "swap":
        first, second = args
        return f"Swap challenges {first} and {second}"
    if verb == "exchange":
        mine, theirs = (hero_name(h).split(",")[0] for h in args)
        return f"Exchange {mine} for {theirs}"
    return action
