"""Heroes onto the challenges: the pick (face down, its odds where an enemy shows)
and a seer's reveal before it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from game.troy import data as D
from game.troy.odds import duel_odds
from scenes.core.i18n import _
from scenes.troy.layout import card_rect, roster_row
from scenes.troy.stages.base import Choice, Context, Stage, button_row
from scenes.troy.words import hero_line, hero_name

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
