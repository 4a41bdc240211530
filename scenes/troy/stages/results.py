"""What a die decided, and what to do about it: Sinon's re-roll, kill or spare,
and the exchange of prisoners.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from game.troy import data as D
from scenes.core.i18n import N_, _
from scenes.troy.stages.base import Choice, Stage, button_row
from scenes.troy.words import (
    hero_name,
    percent,
    result_line,
    short_name,
)

G = D.GREEK


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
