"""The review on the board: a Trojan War game so far, turn by turn and beat by beat
(the picks, the gods, each round of each duel, the armies, the VP), with the
board, the cards and the track as they were.

It is built from the game's plies (plies.py), not by playing it again: each
ply's events are told as beats (story.py) and applied to a board of its own,
which is kept at every beat the story marks as a step; at the end of each ply
the board takes the position's facts, as the play screen does when its story
is told. So the review shows exactly what the play screen showed, for the
seat that was looking, wherever the events came from.

Keys as in every game's review: Left / Right (d-pad, wheel) a step, PgUp / PgDn
(LB / RB) the start or the end, Esc (B) back; Up / Down a turn. A click on a
turn of the turn track goes to it, and the hint bar's chips are buttons.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pygame

from game.common import Event
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _, pgettext
from scenes.troy.beats import apply
from scenes.troy.board import Board, Told
from scenes.troy.horse import draw_horse_panel
from scenes.troy.layout import CHRONICLE_BUTTON, PROMPT, TRACK
from scenes.troy.lines import DECISIONS, line, worded
from scenes.troy.panels import draw_army, draw_duel
from scenes.troy.plies import Ply
from scenes.troy.story import tell
from scenes.troy.table import draw_info, draw_roster, draw_spaces, draw_track, draw_vp_track
from scenes.troy.telling import Telling
from scenes.ui.hints import Hint, HintBar, bumped, device_of
from scenes.ui.widgets import Backdrop, blit_text, draw_panel, fit_size, wrap_text

G, T = D.GREEK, D.TROJAN


PROGRESS = pygame.Rect(PROMPT.left + 16, PROMPT.bottom - 10, PROMPT.width - 32, 5)
"""How far through the story the review stands; a click on it goes there."""


@dataclass(frozen=True)
class Stop:
    """One step of the review: the board as it was, and the line that tells it."""

    board: Board
    said: Told
    ply: int            # how many decisions had been played
    event: int = -1     # the event of that ply's story the step tells


def walk(start_text: str, start: Sequence[Event], plies: Sequence[Ply], viewer: int | None,
         seed: int = 0, keep: bool = True) -> Iterator[tuple[int, Board, list[Stop]]]:
    """The game's story ply by ply, as the seat ``viewer`` saw it: for each ply (0 for
    the start position's opening) the board as its story leaves it, before it takes
    the position's own facts, and its steps (none unless ``keep``)."""
    board = Board()
    board.sync(TroyState.from_text(start_text).view(viewer))
    for n, events in enumerate([list(start), *(ply.events for ply in plies)]):
        ply = plies[n - 1] if n else None
        if ply is not None and ply.player is not None and ply.action in DECISIONS:
            board.note(line("decision", side=ply.player, action=ply.action))
        duel = board.duel
        telling = Telling(list(events), viewer=viewer, taunt_seed=seed, summary=0.0,
                          duel=("duel", duel.space) if duel is not None else None,
                          briseis=board.briseis)
        beats = tell(events, telling)
        if keep:
            made = [Stop(b, said, n, event) for b, said, event in apply(beats, board)]
        else:
            for beat in beats:
                beat.apply(board)
            made = []
        yield n, board, made
        if ply is not None:
            board.sync(TroyState.from_text(ply.position).view(viewer))


def stops(start_text: str, start: Sequence[Event], plies: Sequence[Ply], viewer: int | None,
          seed: int = 0) -> list[Stop]:
    """Every step of the game's story, from its start position's opening to the
    last ply, as the seat ``viewer`` saw it."""
    out: list[Stop] = []
    last = Board()
    for _n, last, made in walk(start_text, start, plies, viewer, seed):  # noqa: B007
        out += made
    if not out:
        out.append(Stop(last.copy(), line("turn_begins", n=last.turn), len(plies)))
    return out


def told_board(start_text: str, start: Sequence[Event], plies: Sequence[Ply],
               viewer: int | None, seed: int = 0) -> Board:
    """The board as the game's story leaves it after its last ply: what the
    position alone does not hold (the turn's mandatory lines, the chronicle) is
    there as a screen that told it live shows it."""
    board = Board()
    for _n, board, _made in walk(start_text, start, plies, viewer, seed, keep=False):  # noqa: B007
        pass
    return board


class TroyReviewScene(Scene):
    """The game's steps over its own table, one at a time (see the module docstring)."""

    def __init__(self, start_text: str, start: Sequence[Event], plies: Sequence[Ply],
                 viewer: int | None, seed: int = 0,
                 leave_label: str = N_("Back to the game"), ply: int | None = None,
                 told: tuple[int, int] | None = None) -> None:
        """``ply``: open on the last step of that many decisions (the game's end by
        default). ``told``: the story on the play screen has told up to this event
        ((ply, event)); the review stops there, showing nothing not yet shown."""
        super().__init__()
        every = stops(start_text, start, plies, viewer, seed)
        self.stops = [s for s in every if told is None or (s.ply, s.event) <= told] \
            or every[:1]
        self.turn_starts = self._turn_starts()
        self.backdrop = Backdrop(seed=5, motes=20)
        self.leave_label = leave_label
        self.hint_bar = HintBar([
            Hint("PgUp", "LB", N_("To the start"), Act.PREV),
            Hint("\u2190", "D-pad \u2190", N_("Previous step"), Act.LEFT),
            Hint("\u2192", "D-pad \u2192", N_("Next step"), Act.RIGHT),
            # by mouse, a click on the turn track goes to a turn
            Hint("\u2191\u2193", "D-pad \u2191\u2193", N_("Turn before / after")),
            Hint("PgDn", "RB", N_("To the end"), Act.NEXT),
            Hint("Esc", "B", leave_label, Act.CANCEL)])
        self.index = -1
        self.heading = ""
        self.caption: list[str] = []
        last = len(self.stops) - 1
        if ply is not None:
            last = max((i for i, stop in enumerate(self.stops) if stop.ply <= ply), default=0)
        self.go(last)

    def _turn_starts(self) -> list[tuple[int, int]]:
        """(turn, index of its first step) for every turn the review shows."""
        seen: list[tuple[int, int]] = []
        for i, stop in enumerate(self.stops):
            if not seen or seen[-1][0] != stop.board.turn:
                seen.append((stop.board.turn, i))
        return seen

    @property
    def stop(self) -> Stop:
        return self.stops[self.index]

    def go(self, index: int) -> None:
        """Show step ``index`` (clamped to the game)."""
        index = max(0, min(len(self.stops) - 1, index))
        if index == self.index:
            return
        self.index = index
        self._layout()

    def go_turn(self, step: int) -> None:
        """To the first step of the turn before (-1) or after (+1) the one shown; back
        to the first step of this turn when it is not shown yet."""
        turn = self.stop.board.turn
        firsts = dict(self.turn_starts)
        if step < 0 and firsts.get(turn, 0) < self.index:
            self.go(firsts[turn])
            return
        turns = [t for t, _i in self.turn_starts]
        k = turns.index(turn) + step if turn in turns else 0
        if 0 <= k < len(turns):
            self.go(firsts[turns[k]])

    def _layout(self) -> None:
        # TRANSLATORS: the review's heading: the turn shown, the step, how many steps
        self.heading = _("Turn {turn} \u00b7 step {n} of {total}").format(
            turn=self.stop.board.turn, n=self.index + 1, total=len(self.stops))
        self.caption = wrap_text(worded(self.stop.said), theme.font(16), PROMPT.width - 32)[:2]

    def language_changed(self) -> None:
        self._layout()

    # -- input ---------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hint_bar)
        a = action.act
        before = self.index
        if a == Act.LEFT:
            self.go(self.index - 1)
        elif a == Act.RIGHT:
            self.go(self.index + 1)
        elif a == Act.UP:
            self.go_turn(-1)
        elif a == Act.DOWN:
            self.go_turn(1)
        elif a == Act.PREV:
            self.go(0)
        elif a == Act.NEXT:
            self.go(len(self.stops) - 1)
        elif a == Act.SCROLL:
            self.go(self.index - action.value)
        elif a == Act.CLICK and action.pos is not None:
            if CHRONICLE_BUTTON.collidepoint(action.pos):
                self.leave()
                return
            if PROGRESS.inflate(0, 14).collidepoint(action.pos):    # the bar: that far in
                share = (action.pos[0] - PROGRESS.left) / max(1, PROGRESS.width)
                self.go(round(max(0.0, min(1.0, share)) * (len(self.stops) - 1)))
            else:
                self._click_track(action.pos)
        elif a in (Act.CANCEL, Act.MENU, Act.REVIEW, Act.CONFIRM):
            self.leave()
            return
        if self.index != before and self.app is not None:
            self.app.play_sound("menu")

    def _click_track(self, pos: tuple[int, int]) -> None:
        """A click on a turn of the turn track goes to that turn's first step."""
        cw = (TRACK.width - 70) // 12
        x0 = TRACK.left + 60
        if not TRACK.collidepoint(pos) or pos[0] < x0:
            return
        turn = (pos[0] - x0) // cw + 1
        firsts = dict(self.turn_starts)
        if turn in firsts:
            self.go(firsts[turn])

    def leave(self) -> None:
        if self.app is not None:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        b = self.stop.board
        self.backdrop.draw(surface)
        draw_track(surface, b)
        draw_vp_track(surface, b)
        for side in (G, T):
            draw_roster(surface, b, side)
        if b.horse is not None:
            draw_horse_panel(surface, b.horse)
        elif b.duel is not None:
            draw_duel(surface, b.duel, b.fates(b.duel))
        elif b.army is not None:
            draw_army(surface, b.army)
        else:
            draw_spaces(surface, b)
        self._draw_prompt(surface)
        draw_info(surface, b)
        r = CHRONICLE_BUTTON
        label = _(self.leave_label)
        draw_panel(surface, r, fill=theme.BG_PANEL_HI, border=theme.GOLD, alpha=250, radius=10)
        blit_text(surface, label, fit_size(label, 16, "ui-bold", r.width - 16, floor=12),
                  r.center, kind="ui-bold", color=theme.INK, anchor="center")
        self.hint_bar.draw(surface, device_of(self.app))

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        r = PROMPT
        draw_panel(surface, r, border=theme.FOCUS, alpha=250)
        x = r.left + 16
        # TRANSLATORS: title of the screen that steps through a game's moves.
        title = pgettext("title", "Review")
        shown = blit_text(surface, title, 19, (x, r.top + 8), kind="title-bold",
                          color=theme.GOLD)
        blit_text(surface, self.heading, fit_size(self.heading, 17, "ui-bold",
                                                  r.right - 16 - shown.right - 14, floor=12),
                  (shown.right + 14, r.top + 10), kind="ui-bold", color=theme.INK)
        y = r.top + 36
        for ln in self.caption:
            blit_text(surface, ln, 16, (x, y), color=theme.INK)
            y += 20
        bar = PROGRESS
        pygame.draw.rect(surface, theme.BG, bar, border_radius=3)
        done = bar.copy()
        done.width = max(6, bar.width * (self.index + 1) // len(self.stops))
        pygame.draw.rect(surface, theme.GOLD_DIM, done, border_radius=3)
