"""Going faster through the Trojan War's story: Enter finishes the beat on screen,
Skip duel (PgUp, LB) the rest of the duel, and Tab (RB) everything up to the
next decision a person makes, but not past a moment that decides the game (a
hero killed or captured, a hero joining, Achilles leaving or returning, the
Horse). What a Tab passed over is summed up on a card before that decision, and
marked in the chronicle.

``Skipping`` is a part the play scene holds: it keeps where the skip began and
what it said, and reads the scene's animator, board, chronicle and plies.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scenes.core.i18n import _
from scenes.troy import beats
from scenes.troy.chronicle import build, skipped
from scenes.troy.lines import line, worded

if TYPE_CHECKING:
    from scenes.troy.play import TroyPlayScene


class Skipping:
    """The skips asked of one play scene, and what they passed over."""

    def __init__(self, scene: TroyPlayScene) -> None:
        self.scene = scene
        self.active = False                 # Tab: skip every beat until a person decides
        self.mark: int | None = None        # where a skip began, in chronicle entries
        self.passed_from: int | None = None  # the chronicle's first entry a skip passed
        self.skipped: Any = None            # the duel Skip duel finished (its DuelShow)
        self.told_at: tuple[int, int] | None = None   # the event of the last beat shown
        self.card: Any = None               # the card summing up a skip, while it shows
        self.moment: Any = None             # the decisive moment the skip stopped for

    def forget(self) -> None:
        """The game went back (undo): nothing was skipped since."""
        self.skipped, self.passed_from, self.mark, self.told_at = None, None, None, None

    @property
    def note(self) -> str:
        """How the skipped duel stands, in brief, while it is on the board: its verdict
        as it is now (the result die, then who won once the rules say), gone with it."""
        duel = self.scene.board.duel
        if duel is None or duel is not self.skipped or not duel.verdict:
            return ""
        return _("Skipped: {verdict}.").format(verdict=worded(duel.verdict))

    def told_mark(self) -> int:
        """How many chronicle entries the board has told: those up to the event of the
        last beat shown to its end; the rest (the beat on screen too: the turn's summary
        waiting is the end of the track's beat before it) are what a skip passes over."""
        s = self.scene
        if self.told_at is not None:
            return s.chronicle.told_by(self.told_at)
        if s.opening and not s.plies:
            return 0                          # the game's first events, none shown yet
        untold = len(s.moves) - s.told
        if untold <= 0:
            return len(s.chronicle)
        return len(build(s.start_events, s.plies[:len(s.plies) - untold]))

    def sum_up(self, card: bool = True) -> None:
        """After a skip, before the decision it led to: a card with what it passed over
        (when it passed over something worth saying), and the chronicle's marks."""
        s = self.scene
        mark, self.mark, self.moment = self.mark, None, None
        if mark is None:
            return
        passed = s.chronicle.since(mark)
        if not passed:
            return
        if self.passed_from is None:
            self.passed_from = mark
        if card:
            self._card(passed, first=False)

    def _card(self, passed: list[Any], first: bool) -> None:
        """The card saying what ``passed`` (chronicle entries) held, queued last or,
        before a decisive moment the skip stopped for, ``first``."""
        s = self.scene
        own = s.setup.human_side if s.setup.vs_computer else None
        lines = skipped(passed, s.board.turn_vp, own)
        if not lines:
            return
        prompt = s.prompt(_("Click to go on. Every step is in the chronicle."),
                          # TRANSLATORS: {key} is a key or button name (Enter, A)
                          _("{key}: go on. Every step is in the chronicle."))
        show = beats.shown(beats.Summary, line("skipped"), lines, prompt, beats.WAIT)
        beats.queue([beats.Beat(show=show)], s.animator, s.board, s.sound)
        self.card = s.animator.queue[-1]
        if first:
            s.animator.queue.insert(0, s.animator.queue.pop())

    def duel(self) -> None:
        """Finish the rest of the duel on screen at once, and say how it ended (on the
        prompt while the duel stands, and in a message that outlasts it)."""
        s = self.scene
        tag = s.duel_tag()
        if tag is None:
            return
        while s.animator.queue and s.animator.queue[0].tag == tag:
            s.animator.finish_step()
        self.skipped = s.board.duel
        if self.note:       # said where messages sit too: the next duel may open at once
            s.say(self.note)

    def all(self) -> None:
        """Skip to the next decision a person makes, past the computer's moves too,
        but not past a decisive moment: it plays, then the skip goes on. Asked while
        such a moment plays, the skip passes it and the rest too; asked while a skip's
        card is up, it ends the card."""
        animator = self.scene.animator
        if self.showing():
            animator.finish_step()
            return
        if self.mark is None:
            self.mark = self.told_mark()
            entries = self.scene.chronicle.entries()
            if self.scene.duel_tag() is not None:    # begun in a duel: say how it ended
                self.mark = next((i for i in range(self.mark - 1, -1, -1)
                                  if entries[i].kind == "duel"), self.mark)
            elif 0 < self.mark < len(entries) and entries[self.mark].kind == "god" \
                    and entries[self.mark - 1].kind == "god":
                self.mark -= 1                       # between the gods: say both
        self.active = True
        if animator.queue and beats.decisive(animator.queue[0]):
            self.to_decision()
            return
        self.to_moment()

    def to_decision(self) -> None:
        """Finish every step up to the person's decision, moments too, and stop at the
        card summing up the skip (``animator.finish`` would finish the card as well,
        queued as the story ran out); but not past the Horse, the game's finale,
        unless it is the Horse that is playing."""
        queue = self.scene.animator.queue
        in_horse = bool(queue) and queue[0].tag == "horse"
        self._finish_until(lambda: self.showing()
                           or (not in_horse and queue[0].tag == "horse"))

    def showing(self) -> bool:
        """The skip's card is up."""
        queue = self.scene.animator.queue
        return bool(queue) and queue[0] is self.card

    def to_moment(self) -> None:
        """Finish the story's steps up to the next decisive moment, or its end: a
        person's decision opening (the skip is over; its card stays). Before a moment
        that comes a turn or more after the skip began (a kill in turn 11, the Horse),
        a card says what the skip passed on the way; after it, the skip goes on from
        there, so no card says a thing twice."""
        animator = self.scene.animator
        queue = animator.queue
        if self.moment is not None and not self.showing() and \
                (not queue or queue[0] is not self.moment):
            self.mark, self.moment = self.told_mark(), None     # the moment has played
        self._finish_until(lambda: not self.active or self.showing()
                           or beats.decisive(animator.queue[0]))
        if self.active and queue and beats.decisive(queue[0]) and self.mark is not None \
                and self.moment is None:
            passed = self.scene.chronicle.entries()[self.mark:self.told_mark()]
            if any(e.kind == "track" for e in passed):      # a turn or more ago: say it
                self.moment = queue[0]
                if self.passed_from is None:
                    self.passed_from = self.mark
                self._card(passed, first=True)

    def _finish_until(self, stop: Callable[[], bool]) -> None:
        """Finish the story's steps one by one until it runs out or ``stop()``."""
        animator = self.scene.animator
        for _step in range(10_000):
            if not animator.queue or stop():
                return
            animator.finish_step()
