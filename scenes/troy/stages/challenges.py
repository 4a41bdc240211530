"""A challenge chosen on the board: cancelled, given to Thersites, or two Greek
heroes swapped between challenges (Cassandra), each weighed with its odds.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from game.troy import data as D
from game.troy.modifiers import duel_modifiers
from game.troy.odds import duel_odds, space_mandatory
from scenes.core.i18n import _
from scenes.troy.layout import card_rect, space_rect
from scenes.troy.stages.base import Choice, Context, Stage, button_row
from scenes.troy.words import percent, short_name, signed

G = D.GREEK


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
        if self.first is not None:      # the title says it: the card below may not
            # TRANSLATORS: Cassandra's swap, the first hero chosen: {n} is his challenge
            return _("Cassandra ({side}): swap challenge {n} with which?").format(
                side=self.ctx.side, n=self.first + 1), how
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
