"""One handler per Trojan War decision stage: its choices on screen, its question,
what the focused choice means, and where the focus starts.

Each handler reads the decision from the rules' view (``state.view(actor)``:
the legal actions, the pick's heroes and spaces, the odds of each challenge,
and ``decision``, what the rules say the decision is about: the seer of a
reveal, the die a re-roll is about, what a result die did) and never works a
rule out again. ``STAGES`` names them by stage; ``Decision`` (decision.py)
holds the one open and moves the focus among its choices.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.troy import data as D
from game.troy.modifiers import duel_modifiers
from game.troy.odds import duel_odds, space_mandatory
from scenes.core.i18n import N_, _
from scenes.troy.board import Board
from scenes.troy.layout import PROMPT, card_rect, roster_row, space_rect
from scenes.troy.sides import side_name
from scenes.troy.words import (
    hero_line,
    hero_name,
    percent,
    result_line,
    short_name,
    signed,
)

G, T = D.GREEK, D.TROJAN


@dataclass
class Choice:
    """One thing the player can pick on screen: a rect, and what it does."""

    rect: pygame.Rect
    label: str
    do: Callable[[], object]
    enabled: bool = True
    kind: str = "button"   # "button", "row" (roster hero), "space" (board)
    key: Any = None


@dataclass
class Context:
    """What a stage handler works from: the rules' view for the side deciding, the
    board on screen (where the choices sit), and how to act."""

    view: dict[str, Any]
    board: Board
    play: Callable[[str], object]
    refresh: Callable[[Any], None]       # the stage's state changed: lay out, focus on a key
    say: Callable[[str], None] = lambda message: None   # a word on the decision open
    keep_turn: Callable[[], object] = lambda: None        # Sinon: keep the rest of the turn

    @property
    def actor(self) -> int:
        return int(self.view["to_move"])

    @property
    def side(self) -> str:
        return side_name(self.actor)

    @property
    def legal(self) -> list[str]:
        return list(self.view["legal"])

    @property
    def facts(self) -> dict[str, Any]:
        return dict(self.view["decision"])


BUTTON_H = 36


def button_row(labels: list[tuple[str, Callable[[], object], Any]], wide: bool = False
               ) -> list[Choice]:
    """Buttons along the prompt's foot: at its right (text to their left), or ``wide``
    across the whole prompt under its title (three long labels)."""
    n = max(1, len(labels))
    if wide:
        w = (PROMPT.width - 24 - 10 * (n - 1)) // n
        x = PROMPT.left + 12
    else:
        w = min(172, (PROMPT.width - 20) // n - 10)
        x = PROMPT.right - 12 - n * (w + 10) + 10
    out = []
    for label, fn, key in labels:
        out.append(Choice(pygame.Rect(x, PROMPT.bottom - BUTTON_H - 6, w, BUTTON_H), label, fn,
                          key=key))
        x += w + 10
    return out


class Stage:
    """A decision stage (see the module docstring). ``wide``: its buttons take the
    prompt's whole width, so its words keep to the title and one line."""

    wide = False

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def choices(self) -> list[Choice]:
        return []

    def question(self) -> tuple[str, str]:
        return "", ""

    def first_focus(self, choices: list[Choice]) -> Any:
        """The key of the choice focused when the decision opens (None: the first)."""
        return None

    def about(self, choice: Choice | None) -> str:
        """What the prompt says of the focused choice ("" keeps the explanation)."""
        return ""

    def back(self) -> bool:
        """Esc steps back a choice being made; True when it did."""
        return False

    def take_back(self) -> Any:
        """Undo takes back a choice being made: the key to focus after it, or None."""
        return None

    def odds(self, choice: Choice | None) -> dict[int, float]:
        """Chances drawn over the board: space -> the Greek's chance (cancels), or the
        focused hero's (picks); see ``odds_kind``."""
        return {}

    odds_kind = ""       # "" none, "duel": every challenge, "hero": the focused hero's


# --------------------------------------------------------------------------- picks

class PickStage(Stage):
    """Heroes onto the challenge spaces, face down: select a hero in the roster to
    put him on the space marked next, a space to choose where the next goes."""

    odds_kind = "hero"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        heroes, spaces = ctx.view["pick"]
        self.heroes: list[str] = list(heroes)
        self.sel: dict[int, str | None] = {s - 1: None for s in spaces}
        self.target: int | None = spaces[0] - 1 if spaces else None

    @property
    def laying(self) -> bool:
        """A hero is already on a space of this pick."""
        return any(self.sel.values())

    def choices(self) -> list[Choice]:
        actor = self.ctx.actor
        ch: list[Choice] = []
        for n, h in enumerate(self.ctx.board.roster(actor)):
            ch.append(Choice(roster_row(actor, n), hero_name(h.id), partial(self.toggle, h.id),
                             enabled=h.id in self.heroes, kind="row", key=("hero", h.id)))
        for s in self.sel:
            ch.append(Choice(card_rect(s, actor), _("Challenge {n}").format(n=s + 1),
                             partial(self.aim, s), kind="space", key=("space", s)))
        buttons = button_row([(_("Clear"), self.clear, ("clear",)),
                              (_("Commit heroes"), self.commit, ("commit",))])
        buttons[0].enabled = self.laying
        buttons[1].enabled = all(self.sel.values())
        return ch + buttons

    def question(self) -> tuple[str, str]:
        spaces = ", ".join(str(s + 1) for s in self.sel)
        # TRANSLATORS: {side} is Greeks or Trojans; {spaces} lists numbers, e.g. "1, 3"
        return (_("{side}: choose heroes for challenges {spaces}").format(
            side=self.ctx.side, spaces=spaces),
            _("Select heroes in your list; select a space to choose where the next "
              "one goes. Picks stay face down until the gods are drawn."))

    def about(self, choice: Choice | None) -> str:
        if choice is not None and choice.kind == "row":
            return hero_line(choice.key[1])
        return ""

    def odds(self, choice: Choice | None) -> dict[int, float]:
        """The focused hero's chance on each open space facing a known enemy, with the
        gods not yet drawn (the engine's odds, averaged over the draws)."""
        if choice is None or choice.kind != "row":
            return {}
        hid = choice.key[1]
        opp = D.SIDE_NAMES[1 - self.ctx.actor]
        out = {}
        for s, mine in self.sel.items():
            foe = self.ctx.view["challenges"][s][opp]
            if mine is None and foe not in (None, "hidden"):
                out[s] = duel_odds(hid, foe, None)[0]
        return out

    def toggle(self, hid: str) -> None:
        """On the space marked next, or off his space; then the focus on the next hero
        free to place (Commit once every space is filled)."""
        placed = [s for s, h in self.sel.items() if h == hid]
        if placed:
            self.sel[placed[0]] = None
            self.target = placed[0]
            self.ctx.refresh(None)
            return
        target = self.target if self.target is not None else self.next_free()
        if target is None:
            self.ctx.say(_("Every space is filled: commit, or select a placed hero to take "
                           "that hero off."))
            return
        self.sel[target] = hid
        self.target = self.next_free()
        self.ctx.refresh(("commit",) if self.target is None else self.free_after(hid))

    def free_after(self, hid: str) -> Any:
        """The key of the first hero after ``hid`` (round the roster) still free to place."""
        order = [h.id for h in self.ctx.board.roster(self.ctx.actor)]
        start = order.index(hid) if hid in order else -1
        chosen = set(self.sel.values())
        for k in range(1, len(order) + 1):
            h = order[(start + k) % len(order)]
            if h in self.heroes and h not in chosen:
                return ("hero", h)
        return None

    def next_free(self) -> int | None:
        return next((s for s, h in self.sel.items() if h is None), None)

    def aim(self, s: int) -> None:
        """The next hero goes on space ``s`` (the one there comes off)."""
        hero = self.sel[s]
        self.sel[s] = None
        self.target = s
        self.ctx.refresh(self.free_after(hero or ""))

    def clear(self) -> None:
        for s in self.sel:
            self.sel[s] = None
        self.target = self.next_free()
        self.ctx.refresh(None)

    def commit(self) -> None:
        ids = [self.sel[s] for s in sorted(self.sel)]
        if all(ids):
            self.ctx.play("pick:" + ",".join(str(h) for h in ids))

    def take_back(self) -> Any:
        """The last hero placed comes off (the focus goes to him: Enter puts him back)."""
        if not self.laying:
            return None
        last = max(s for s, h in self.sel.items() if h)
        hero, self.sel[last] = self.sel[last], None
        self.target = self.next_free()
        self.ctx.refresh(("hero", hero))
        return ("hero", hero)

    def back(self) -> bool:
        return self.take_back() is not None


# --------------------------------------------------------------------------- reveal

class RevealStage(Stage):
    """Calchas or Helenus: turn one enemy hero face up before picking."""

    def choices(self) -> list[Choice]:
        opp = 1 - self.ctx.actor
        out = []
        for a in self.ctx.legal:
            s = int(a.split(":")[1]) - 1
            out.append(Choice(card_rect(s, opp), _("Reveal {n}").format(n=s + 1),
                              partial(self.ctx.play, a), kind="space", key=a))
        return out

    def question(self) -> tuple[str, str]:
        seer = self.ctx.facts["seer"]
        who = _("Calchas") if seer == "calchas" else hero_name("helenus")
        if seer == "helenus_captive":
            title = _("Helenus, prisoner of the Greeks: {side}, turn one Trojan hero face "
                      "up").format(side=self.ctx.side)
        else:
            # TRANSLATORS: {seer} is Calchas or Helenus; {side} is Greeks or Trojans
            title = _("{seer}: {side}, turn one enemy hero face up").format(
                seer=who, side=self.ctx.side)
        return title, _("Then place your heroes knowing it; that duel cannot be cancelled.")


# --------------------------------------------------------------------------- cancel, Thersites

class ChallengeStage(Stage):
    """A challenge to choose on the board (cancel, Thersites): every challenge still
    to fight is shown, the rules' legal actions say which may be chosen."""

    verb = ""
    odds_kind = "duel"

    def choices(self) -> list[Choice]:
        legal = self.ctx.legal
        out = []
        for row in self.ctx.view["challenges"]:
            s = row["space"] - 1
            if row["greek"] is None or row["trojan"] is None or row["cancelled"]:
                continue
            a = f"{self.verb}:{s + 1}"
            out.append(Choice(space_rect(s), _("Challenge {n}").format(n=s + 1),
                              partial(self.ctx.play, a), enabled=a in legal, kind="space",
                              key=a))
        return out

    def odds(self, choice: Choice | None) -> dict[int, float]:
        return {s: p for s, p in enumerate(self.ctx.view["odds"]) if p is not None}

    def mine(self, space: int) -> float:
        """The deciding side's chance on ``space`` (0.5 unknown)."""
        p = self.ctx.view["odds"][space]
        if p is None:
            return 0.5
        return p if self.ctx.actor == G else 1 - p

    def first_focus(self, choices: list[Choice]) -> Any:
        """Not the player's own best duel (a reflexive Enter would throw it away): when
        cancelling the opponent's strongest, for Thersites his weakest own."""
        spaces = [int(str(c.key).split(":")[1]) - 1 for c in choices if c.enabled]
        if not spaces:
            return None
        best = min(spaces, key=lambda s: (self.mine(s), s))
        return f"{self.verb}:{best + 1}"

    def about(self, choice: Choice | None) -> str:
        if choice is None or choice.kind != "space":
            return ""
        s = int(str(choice.key).split(":")[1]) - 1
        odds = challenge_odds(self.ctx.view, s)
        return f"{self.question()[1]} {odds}" if odds else ""


def challenge_odds(view: dict[str, Any], s: int) -> str:
    """Challenge ``s``'s odds with the gods drawn, in words ("" while unknown), with
    what each hero adds to his die: a hero's own gods can make a duel near hopeless
    ("<1 %"), and the figure alone would not say why."""
    p = view["odds"][s]
    if p is None:
        return ""
    row = view["challenges"][s]
    greek, trojan = row["greek"], row["trojan"]
    gods, mandatory = tuple(g for g in view["gods"] if g), space_mandatory(view, s)
    # TRANSLATORS: {greek_adds} and {trojan_adds} are signed numbers ("+7", "−1")
    return _("Challenge {n} with these gods: Greeks win {greeks}, Trojans {trojans}. Each "
             "die: {greek} {greek_adds}, {trojan} {trojan_adds}.").format(
        n=s + 1, greeks=percent(p), trojans=percent(1 - p), greek=short_name(greek),
        trojan=short_name(trojan),
        greek_adds=signed(duel_modifiers(greek, trojan, gods, mandatory).total),
        trojan_adds=signed(duel_modifiers(trojan, greek, gods, mandatory).total))


class CancelStage(ChallengeStage):
    verb = "cancel"

    def question(self) -> tuple[str, str]:
        priam = self.ctx.facts.get("priam")
        return (_("{side}: cancel one challenge").format(side=self.ctx.side),
                _("That duel will not be fought. Priam: each side cancels one. "
                  "Mandatory and revealed duels cannot be cancelled.") if priam else
                _("The Trojans cancel in odd turns, the Greeks in even ones: that duel "
                  "is not fought. Mandatory and revealed duels cannot be cancelled."))


class ThersitesStage(ChallengeStage):
    verb = "thersites"

    def question(self) -> tuple[str, str]:
        return (_("Thersites: {side}, pick a duel to win outright").format(side=self.ctx.side),
                _("1 VP and the loser is unharmed; not against Achilles or Great Ajax."))


# --------------------------------------------------------------------------- Cassandra

class SwapStage(Stage):
    """Cassandra: two of the Greeks' heroes change places, or none."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.first: int | None = None

    def choices(self) -> list[Choice]:
        swappable = sorted({int(x) - 1 for a in self.ctx.legal if a.startswith("swap:")
                            for x in a[5:].split(",")})
        out = [Choice(card_rect(s, G), _("Space {n}").format(n=s + 1), partial(self.pick, s),
                      kind="space", key=("sw", s)) for s in swappable]
        return out + button_row([(_("No swap"), partial(self.ctx.play, "noswap"), "noswap")])

    def question(self) -> tuple[str, str]:
        how = _("Select two of your heroes on the board, or choose No swap.") \
            if self.first is None else \
            _("Select two of your heroes on the board, or choose No swap. First: "
              "challenge {n}; now the second.").format(n=self.first + 1)
        return _("Cassandra: {side}, swap two of your heroes?").format(side=self.ctx.side), how

    odds_kind = "duel"

    def odds(self, choice: Choice | None) -> dict[int, float]:
        return {s: p for s, p in enumerate(self.ctx.view["odds"]) if p is not None}

    def about(self, choice: Choice | None) -> str:
        """A challenge's odds as they stand; with the first hero chosen, both heroes'
        odds once swapped against what they have now."""
        if choice is None or choice.kind != "space":
            return ""
        s = choice.key[1]
        if self.first is None or self.first == s:
            return challenge_odds(self.ctx.view, s)
        view, a, b = self.ctx.view, self.first, s
        gods = tuple(view["gods"]) if len(view["gods"]) == 2 else None
        row = view["challenges"]

        def facing(hero_at: int, foe_at: int) -> str:
            """The hero on ``hero_at``'s odds against the Trojan on ``foe_at``."""
            foe = row[foe_at]["trojan"]
            if foe is None:         # a challenge nobody answered: no duel there
                return _("no opponent")
            odds = duel_odds(row[hero_at]["greek"], foe, gods, space_mandatory(view, foe_at))
            # TRANSLATORS: a hero's odds against an enemy: "71 % against Hector"
            return _("{pct} against {foe}").format(pct=percent(odds[0]), foe=short_name(foe))

        def moved(hero_at: int, to: int) -> str:
            # TRANSLATORS: a hero's odds after Cassandra's swap, then as they stand
            return _("{hero}: {new} (before: {now})").format(
                hero=short_name(row[hero_at]["greek"]), new=facing(hero_at, to),
                now=facing(hero_at, hero_at))
        # TRANSLATORS: Cassandra's swap, weighed: each hero's odds after it and now
        return _("After the swap: {first}, {second}.").format(first=moved(a, b),
                                                             second=moved(b, a))

    def first_focus(self, choices: list[Choice]) -> Any:
        if self.first is None:
            return "noswap"
        return next((c.key for c in choices if c.kind == "space" and c.key != ("sw", self.first)),
                    None)

    def pick(self, s: int) -> None:
        if self.first is None:         # the focus stays on him: the next move finds the second
            self.first = s
            self.ctx.refresh(None)
        elif self.first == s:
            self.first = None
            self.ctx.refresh(None)
        else:
            a, b = sorted((self.first, s))
            self.ctx.play(f"swap:{a + 1},{b + 1}")

    def back(self) -> bool:
        if self.first is None:
            return False
        self.first = None
        self.ctx.refresh(None)
        return True


# --------------------------------------------------------------------------- Sinon

class RerollStage(Stage):
    """Sinon: re-roll the die just thrown, keep it, or keep the rest of the turn."""

    wide = True

    def choices(self) -> list[Choice]:
        left = self.ctx.facts["left"]
        return button_row([(_("Re-roll ({n} left)").format(n=left),
                            partial(self.ctx.play, "reroll"), "reroll"),
                           (_("Keep"), partial(self.ctx.play, "keep"), "keep"),
                           (_("Keep every die this turn"), self.ctx.keep_turn, "keep_turn")],
                          wide=True)

    def question(self) -> tuple[str, str]:
        facts = self.ctx.facts
        context = self.ctx.view["context"]
        ask = {"duel": _("Sinon: {side}, re-roll your duel die?"),
               "result": _("Sinon: {side}, re-roll your result die?"),
               "army": _("Sinon: {side}, re-roll your army die?")}[context]
        die = facts["die"]
        better = percent(facts["better"])
        if context == "result":
            shows = _("It shows {value}: {result}. A new roll is higher {better} of the "
                      "time.").format(value=die, better=better, result=result_line(
                          facts["result"], short_name(self.loser())))
        elif "total" in facts:
            shows = _("The die shows {value}: {total} with the modifiers. A new roll is "
                      "higher {better} of the time.").format(value=die, total=facts["total"],
                                                             better=better)
        else:
            shows = _("It shows {value}.").format(value=die)
        return ask.format(side=self.ctx.side), shows

    def loser(self) -> str:
        duel = self.ctx.view["duel"]
        row = self.ctx.view["challenges"][duel["space"] - 1]
        return row["trojan"] if duel["winner"] == G else row["greek"]

    def first_focus(self, choices: list[Choice]) -> Any:
        """Re-roll first when a new duel or army roll is more likely higher than not
        (a 0 is never kept by a stray Enter); else keep. A result die's worth depends
        on whose it is, so it starts on keep."""
        facts = self.ctx.facts
        if self.ctx.view["context"] != "result" and facts.get("better", 0) > 0.5:
            return "reroll"
        return "keep"


# --------------------------------------------------------------------------- kill or spare

class SpareStage(Stage):
    """A winner whose result die kills: kill for the VP, or spare as a prisoner."""

    def choices(self) -> list[Choice]:
        vp = self.ctx.facts["vp"]
        return button_row([(_("Kill (+{vp} VP)").format(vp=vp), partial(self.ctx.play, "kill"),
                            "kill"),
                           (_("Spare: prisoner"), partial(self.ctx.play, "spare"), "spare")])

    def question(self) -> tuple[str, str]:
        f = self.ctx.facts
        title = _("{side}: {winner} would kill {loser}").format(
            side=self.ctx.side, winner=hero_name(f["winner"]), loser=hero_name(f["loser"]))
        words = SPARE_WORDS[(self.why_spare(), bool(f["helen"]))]
        return title, _(words).format(loser=hero_name(f["loser"]))

    def why_spare(self) -> str:
        """What sparing changes here: Odysseus holding Helenus (the Horse), a prisoner
        to exchange, Hector or Paris left alive (the Horse, against the Greeks), or
        nothing at all."""
        f = self.ctx.facts
        if f["winner"] == "odysseus" and f["loser"] == "helenus":
            return "helenus"
        if f["loser"] in ("hector", "paris"):
            return "alive"
        return "exchange" if self.ctx.view["options"]["exchange"] else "nothing"


SPARE_WORDS: dict[tuple[str, bool], str] = {
    ("helenus", False): N_("Kill for 3 VP, or spare {loser} as your prisoner for no VP: "
                           "Odysseus holding Helenus adds 1 to the Horse roll."),
    ("alive", False): N_("Kill for 3 VP, or spare {loser} as your prisoner for no VP: "
                         "alive, even as a prisoner, {loser} lowers the Greeks' Horse roll."),
    ("exchange", False): N_("Kill for 3 VP, or spare {loser} as your prisoner for no VP: "
                            "a prisoner may be exchanged for one of your heroes."),
    ("nothing", False): N_("Kill for 3 VP, or spare {loser} as your prisoner for no VP: "
                           "with no prisoner exchange in this game, sparing gains nothing."),
    ("helenus", True): N_("Helen's event turns this wound into a death. Kill for 3 VP, or "
                          "spare {loser} as your prisoner for no VP: Odysseus holding "
                          "Helenus adds 1 to the Horse roll."),
    ("alive", True): N_("Helen's event turns this wound into a death. Kill for 3 VP, or "
                        "spare {loser} as your prisoner for no VP: alive, even as a "
                        "prisoner, {loser} lowers the Greeks' Horse roll."),
    ("exchange", True): N_("Helen's event turns this wound into a death. Kill for 3 VP, or "
                           "spare {loser} as your prisoner for no VP: a prisoner may be "
                           "exchanged for one of your heroes."),
    ("nothing", True): N_("Helen's event turns this wound into a death. Kill for 3 VP, or "
                          "spare {loser} as your prisoner for no VP: with no prisoner "
                          "exchange in this game, sparing gains nothing."),
}
"""The kill-or-spare question's words: what sparing changes, and Helen's event."""


# --------------------------------------------------------------------------- exchanges

class ExchangeStage(Stage):
    """The Greeks may offer to trade one prisoner each."""

    wide = True

    def choices(self) -> list[Choice]:
        labels: list[tuple[str, Callable[[], object], Any]] = [
            (_("No exchange"), partial(self.ctx.play, "noexchange"), "noexchange")]
        for a in self.ctx.legal:
            if a.startswith("exchange:"):
                g, t = a[9:].split(",")
                # TRANSLATORS: a button: give back {greek}, get {trojan} home
                labels.append((_("{greek} for {trojan}").format(
                    greek=short_name(g), trojan=short_name(t)), partial(self.ctx.play, a), a))
        return button_row(labels[:3], wide=True)

    def question(self) -> tuple[str, str]:
        return (_("{side}: offer a prisoner exchange?").format(side=self.ctx.side),
                _("Your captured hero comes home, theirs goes back."))


class ExchangeReplyStage(Stage):
    """The Trojans accept or refuse the exchange offered."""

    def choices(self) -> list[Choice]:
        return button_row([(_("Accept"), partial(self.ctx.play, "accept"), "accept"),
                           (_("Refuse"), partial(self.ctx.play, "refuse"), "refuse")])

    def question(self) -> tuple[str, str]:
        g, t = self.ctx.facts["offer"]
        return (_("{side}: exchange {trojan} for {greek}?").format(
            side=self.ctx.side, trojan=hero_name(t), greek=hero_name(g)),
            _("The Greeks offer to trade prisoners."))


STAGES: dict[str, type[Stage]] = {
    "pick": PickStage, "reveal": RevealStage, "cancel": CancelStage,
    "thersites": ThersitesStage, "swap": SwapStage, "reroll": RerollStage,
    "spare": SpareStage, "exchange": ExchangeStage, "exchange_reply": ExchangeReplyStage,
}
"""The handler of each decision stage of the rules."""
