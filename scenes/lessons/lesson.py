"""One lesson on screen: the game's own play screen, judged move by move.

The lesson wraps the game's play screen (its board, panel and input, opened by
its screens record's ``LessonSpec``) and sets itself as the screen's
referee: the play base asks it before playing a person's move. A move the
step accepts is played and praised; any other is refused with its one-line
reason and may be tried again. A scripted reply is played through the same
base, animated like the computer's. The task card sits where the game's
``LessonSpec.card`` says (over panel parts a lesson does not need).
A watch step (no move asked) opens as soon as the step before is solved, so
its words are up while the board tells the story. Mouse, keyboard and
controller alone each reach everything: the card's buttons are clicked, Enter /
A goes on, Esc / B asks whether to leave for the course (the Menu key opens the
pause, which offers the same). A finished lesson shows a lesson-complete card
over the board, also when its last move ended the game.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.games import GAMES, GameSetup
from scenes.lessons.course import Course, Lesson, Step, normal, step_state
from scenes.lessons.progress import Progress
from scenes.menus.pause import PauseScene
from scenes.play import PlayScreen
from scenes.spec import LessonSpec
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import Hint, HintBar, device_of
from scenes.ui.widgets import blit_text, dim, draw_panel, fit_size, wrap_text

TASK_SIZE = 20
NOTE_SIZE = 18
MIN_NOTE_SIZE = 13        # the smallest the card's words become in a long language
INTRO_SHRINK = 3          # px the card's type may lose to keep the lesson's opening words
BUTTON_H = 44
NARROW = 400            # a card narrower than this stacks its buttons, in smaller type
DONE_W = 640            # the lesson-complete card's width; its height fits its words


def adapter(game: str) -> LessonSpec:
    """How the game's screens take a lesson (its screens record's ``lesson``)."""
    spec = GAMES[game].lesson
    if spec is None:
        raise ValueError(f"{game} has no lessons")
    return spec


PRAISE_WAIT = 2.0
"""Seconds at most a solved step's praise waits for what the move set off to be shown
(the Trojan War's story may run a whole turn after a pick)."""


class LessonScene(Scene):
    """Lesson ``index`` of ``course``, step by step, then the next lesson."""

    def __init__(self, course: Course, index: int, progress: Progress | None = None) -> None:
        super().__init__()
        self.course, self.index = course, index
        self.lesson: Lesson = course.lessons[index]
        self.progress = progress
        self.adapter = adapter(course.game)
        self.card = pygame.Rect(0, 0, 0, 0)
        self.done_card = pygame.Rect(0, 0, 0, 0)
        self.fits = True                    # the card's words clear its buttons
        self.asked_by: Act | None = None    # the key now being passed to the game's screen
        self.step_no = 0
        self.solved = False             # the step's move was made ...
        self.praise_due = False         # ... and its praise waits for it to be shown
        self.praise_wait = 0.0          # ... but never longer than PRAISE_WAIT
        self.reply_due: str | None = None   # ... and this reply is still to come
        self.finished = False           # every step done
        self.feedback, self.tone = "", "task"
        self.fact: Callable[[], str] | None = None   # what a refused move did, in words
        self.note = ""          # what the game's screen said (a click it refused), in words
        self.tries = 0                  # wrong tries in this step (tests, measurements)
        self.screen: PlayScreen = self._screen_for(self.step, None)
        self.lines: list[tuple[str, int, str, tuple[int, int, int]]] = []
        self.buttons: list[tuple[pygame.Rect, str, str]] = []
        self.hints = HintBar([])
        self._layout()

    # -- the steps -------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.lesson.steps[self.step_no]

    @property
    def ready(self) -> bool:
        """The step is done and everything it set off has been shown."""
        return self.solved and self.reply_due is None and self.screen.animator.idle

    def _screen_for(self, step: Step, before: Any) -> PlayScreen:
        state = step_state(self.course.game, step, before)
        setup = GameSetup(self.course.game, vs_computer=True, human_side=state.to_move())
        screen: PlayScreen = self.adapter.screen(setup, state)
        screen.computer = None          # the other side plays only the scripted replies
        screen.keeps_save = False       # a lesson never touches the player's save
        screen.result_shown = True      # the lesson, not the end card, says what happened
        screen.referee = self.judge
        screen.pause_menu = self._pause
        screen.app = self.app
        own = getattr(screen, "lesson_card", None)      # a screen with a card place of its own
        self.card = pygame.Rect(own if own is not None else self.adapter.card(state.to_move()))
        screen.state_changed()          # its buttons now know it is a lesson
        return screen

    def judge(self, action: Hashable) -> bool:
        """The play base asks before a person's move: is it the one asked for?"""
        if self.solved:
            return False
        self.note = ""
        state = self.screen.state
        move = str(state.action_text(action))
        if self.step.accepts(move, state):
            self.solved = True
            self.reply_due = self.step.reply
            self.feedback, self.tone = self.step.praise, "right"
            self.praise_due, self.praise_wait = True, 0.0
            self.fact = None
            self.sound("win" if self.step_no == len(self.lesson.steps) - 1 else "menu")
            if all(s.watch for s in self.lesson.steps[self.step_no + 1:]):
                self._record()          # done: kept even if the player leaves at once
        else:
            reasons = {normal(state, m): why for m, why in self.step.reasons.items()}
            self.tries += 1
            self.feedback, self.tone = reasons.get(move) or self.step.reason(move), "wrong"
            # a reason written for this very move says it all; any other move is first
            # told what it did (true whatever it was), then the lesson's hint
            wrong = self.adapter.wrong
            if move not in reasons and wrong is not None:
                accepted = tuple(state.parse_action(m) for m in self.step.accept)
                self.fact = partial(wrong, state.copy(), action, accepted)
        self._layout()
        return self.solved

    def go_on(self) -> None:
        """Enter / A / the Next button: the next step, lesson or the course menu. Once
        the task is solved the player need not sit through the rest of its story (a
        Trojan War turn runs for many seconds): it is shown to its end at once."""
        if self.solved and not self.ready:
            self._hurry()
        if not self.ready:
            return
        if self.finished:
            if self.index + 1 < len(self.course.lessons) and self.app is not None:
                self.app.replace(LessonScene(self.course, self.index + 1, self.progress))
            else:
                self.play_real_game()
            return
        if self.step_no + 1 >= len(self.lesson.steps):
            self._finish()
            return
        self._next_step()

    def _hurry(self) -> None:
        """The solved step's story, and the scripted reply it waits for, to their end;
        after the lesson's last task the reply is not played (the lesson ends first:
        its story would run on into a turn the lesson never meant to show)."""
        self.screen.animator.finish()
        if self.step_no + 1 >= len(self.lesson.steps):
            self.reply_due = None
        self._reply()
        self.screen.animator.finish()
        if self.praise_due:
            self.praise_due = False
            self._layout()

    def _reply(self) -> None:
        """The other side's scripted reply, once the player's move has been shown."""
        if self.solved and self.reply_due is not None and self.screen.animator.idle:
            reply, self.reply_due = self.reply_due, None
            state = self.screen.state
            if state.to_move() is not None:
                self.screen.play(state.parse_action(reply))

    def _next_step(self) -> None:
        self.step_no += 1
        step = self.step
        if step.watch:              # the story goes on under its words; the praise stays
            self.screen.undo_floor = len(self.screen.moves)
            self._layout()
            return
        if step.position is not None:
            self.screen.exit()
            self.screen = self._screen_for(step, None)
            self.screen.enter()
        else:
            self.screen.undo_floor = len(self.screen.moves)   # no taking back the lesson
            self.screen.state_changed()
        self.solved, self.feedback, self.tone = False, "", "task"
        self.fact, self.note = None, ""
        self._layout()

    def _watch_next(self) -> bool:
        """The step is solved and a watch step follows: it opens at once."""
        steps = self.lesson.steps
        return self.solved and not self.finished and not self.step.watch \
            and self.step_no + 1 < len(steps) and steps[self.step_no + 1].watch

    def _finish(self) -> None:
        self.finished = True
        self._record()
        self.tone = "right"         # the feedback (the last praise) stays, on the card
        self._layout()

    def _record(self) -> None:
        """The lesson counts as done in the course's list (once: written when its last
        task is solved, so leaving then keeps it)."""
        if self.progress is None or self.progress.is_done(self.course.game, self.lesson.id):
            return
        problem = self.progress.mark(self.course.game, self.lesson.id)
        if problem:
            self.screen.say(_("Progress not saved: {reason}").format(reason=problem))

    def play_real_game(self) -> None:
        """The course is done: the game's pre-game screen, opened from the title
        screen (which knows how), as if chosen there."""
        if self.app is None:
            return
        self.app.return_to_title()
        opener = getattr(self.app.top, "open_game", None)
        if callable(opener):
            opener(self.course.game)

    def leave(self) -> None:
        """Back to the course menu, which lies just below."""
        if self.app is not None:
            self.app.pop()

    def _pause(self) -> None:
        """The game's screen would pause: Esc / B asks whether to leave for the course,
        the Menu key opens the pause with the same way out."""
        if self.app is None:
            return
        done = self.progress is not None and self.progress.is_done(self.course.game,
                                                                    self.lesson.id)
        if self.asked_by == Act.CANCEL and self.solved and done:
            self.leave()            # its last task is solved and counted: nothing is lost
        elif self.asked_by == Act.CANCEL:
            self.app.push(ConfirmDialog(
                _("Leave this lesson?"), self.leave, yes=_("All lessons"), no=_("Keep trying"),
                detail=_("The lesson starts again from its first step next time.")))
        else:
            self.app.push(PauseScene(self.course.game, [(N_("All lessons"), self.leave)]))

    def sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    # -- layout (on change, never in draw) ---------------------------------------------
    def _layout(self) -> None:
        if self.finished:
            self._layout_done()
            return
        # a longer language may need smaller type to keep the card's words whole; the
        # lesson's opening words stay while a few px smaller type keeps them in
        narrow = self.card.width < NARROW
        first = (TASK_SIZE - 3, NOTE_SIZE - 3) if narrow else (TASK_SIZE, NOTE_SIZE)
        for intro, floor in ((True, max(MIN_NOTE_SIZE, first[1] - INTRO_SHRINK)),
                             (False, MIN_NOTE_SIZE)):
            task, note = first
            while True:
                self._layout_step(task, note, intro)
                if self.fits:
                    return
                if note <= floor:
                    break
                task, note = task - 1, note - 1

    def _layout_step(self, task: int, note: int, intro_too: bool = True) -> None:
        card = self.card
        narrow = card.width < NARROW
        width = card.width - (28 if narrow else 40)
        lines: list[tuple[str, int, str, tuple[int, int, int]]] = []
        # TRANSLATORS: the lesson card's heading; {title} is the lesson's title.
        header = _("Lesson {n} of {total}: {title}").format(
            n=self.index + 1, total=len(self.course.lessons), title=_(self.lesson.title))
        lines += [(t, 22 if not narrow else 20, "title-bold", theme.GOLD)
                  for t in wrap_text(header, theme.font(22 if not narrow else 20, "title-bold"),
                                     width)]
        heads = len(lines)
        steps = len(self.lesson.steps)
        if steps > 1:
            lines.append((_("Step {n} of {total}").format(n=self.step_no + 1, total=steps), note,
                          "ui", theme.INK_DIM))
        intro = [(t, note, "ui", theme.INK_DIM)
                 for t in wrap_text(_(self.lesson.intro), theme.font(note), width)
                 if self.lesson.intro]
        body = [(t, task, "ui-semibold", theme.INK)
                for t in wrap_text(_(self.step.task), theme.font(task, "ui-semibold"), width)]
        said = []
        if self.note:           # the screen's own reply (its toast would be under this card)
            said = [(t, task, "ui-semibold", theme.DANGER)
                    for t in wrap_text(self.note, theme.font(task, "ui-semibold"), width)]
        elif self.feedback and not (self.praise_due and not self.step.watch):
            # praise waits until the move it praises has been shown ("the new die
            # shows 8" once it does)
            color = theme.GOOD if self.tone == "right" else theme.DANGER
            fact = self.fact() if self.fact is not None and self.tone == "wrong" else ""
            words = f"{fact}\n{_(self.feedback)}" if fact else _(self.feedback)
            said = [(t, task, "ui-semibold", color)
                    for t in wrap_text(words, theme.font(task, "ui-semibold"), width)]
        # a watch step's praise (of the move before) comes first: it is what just happened
        lines += (said + body) if self.step.watch else (body + said)
        buttons = 2 * BUTTON_H + 12 if narrow else BUTTON_H
        room = card.height - 16 - buttons - 24
        if intro_too:
            lines[heads:heads] = intro  # the lesson's opening words, on every step with room
        self.lines = lines
        self.fits = sum(size + 8 for _t, size, _k, _c in lines) <= room
        label = _("Next step") if self.step_no + 1 < steps else _("Finish the lesson")
        if narrow:
            w = card.width - 28
            self.buttons = [
                (pygame.Rect(card.left + 14, card.bottom - 2 * BUTTON_H - 24, w, BUTTON_H),
                 "next", label),
                (pygame.Rect(card.left + 14, card.bottom - BUTTON_H - 14, w, BUTTON_H),
                 "leave", _("All lessons"))]
        else:
            half = (card.width - 60) // 2
            row = card.bottom - BUTTON_H - 16
            self.buttons = [(pygame.Rect(card.left + 20, row, half, BUTTON_H), "next", label),
                            (pygame.Rect(card.right - 20 - half, row, half, BUTTON_H), "leave",
                             _("All lessons"))]
        self._refresh_hints()

    def _layout_done(self) -> None:
        """The lesson-complete card, over the board (the game may have just ended)."""
        width = DONE_W - 60
        more = self.index + 1 < len(self.course.lessons)
        title = _("Lesson complete!") if more else _("Course complete!")
        lines: list[tuple[str, int, str, tuple[int, int, int]]] = [
            (title, 34, "title-bold", theme.GOLD)]
        lines += [(t, 22, "ui-semibold", theme.INK) for t in
                  wrap_text(_(self.lesson.title), theme.font(22, "ui-semibold"), width)]
        lines += [(t, 20, "ui", theme.GOOD) for t in
                  wrap_text(_(self.feedback), theme.font(20), width)]
        # TRANSLATORS: {title} is the next lesson's title.
        words = _("Next: {title}.").format(title=_(self.course.lessons[self.index + 1].title)) \
            if more else _("You are ready for a real game.")
        lines += [(t, 20, "ui", theme.INK_DIM) for t in wrap_text(words, theme.font(20), width)]
        self.lines = lines
        card = pygame.Rect(0, 0, DONE_W, 28 + sum(size + 12 for _t, size, _k, _c in lines)
                           + 16 + BUTTON_H + 28)
        card.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self.done_card = card
        half = (card.width - 90) // 2
        row = card.bottom - BUTTON_H - 28
        if more:
            self.buttons = [
                (pygame.Rect(card.left + 30, row, half, BUTTON_H), "next", _("Next lesson")),
                (pygame.Rect(card.right - 30 - half, row, half, BUTTON_H), "leave",
                 _("All lessons"))]
        else:       # the course is done: on to a real game, or back to the lessons
            self.buttons = [
                (pygame.Rect(card.left + 30, row, half, BUTTON_H), "next", _("Play a real game")),
                (pygame.Rect(card.right - 30 - half, row, half, BUTTON_H), "leave",
                 _("Back to the lessons"))]
        self._refresh_hints()

    def _refresh_hints(self) -> None:
        last = self.finished and self.index + 1 >= len(self.course.lessons)
        state = "last" if last else "done" if self.finished else "ready" if self.ready \
            else "play"
        key = (state, device_of(self.app))
        if getattr(self, "_hint_key", None) == key:
            return
        self._hint_key = key
        if self.ready:      # the bar names what the card's buttons say
            go = {"last": N_("Play a real game"), "done": N_("Next lesson")}.get(state,
                                                                                N_("Go on"))
            back = N_("Back to the lessons") if last else N_("All lessons")
            self.hints = HintBar([Hint("Enter", "A", go, Act.CONFIRM),
                                  Hint("Esc", "B", back, Act.CANCEL)])
        else:
            self.hints = HintBar([])

    def language_changed(self) -> None:
        """Lay the card out again in the new language."""
        self._hint_key = ("", "")     # the hint bar is made again
        self.note = ""                # said in the old language
        self._layout()
        self.screen.language_changed()

    # -- the loop ------------------------------------------------------------------------
    def enter(self) -> None:
        self.screen.app = self.app
        self.screen.enter()

    def exit(self) -> None:
        self.screen.exit()

    def handle(self, action: InputAction) -> None:
        if action.act == Act.CLICK:
            hit = next((key for rect, key, _label in self.buttons
                        if action.pos is not None and rect.collidepoint(action.pos)), None)
            if hit == "leave":
                self.leave()
                return
            if hit == "next":
                self.go_on()
                return
            if self.ready:
                act = self.hints.hit(action.pos)
                if act is not None:
                    action = InputAction(act, "mouse")
        if self.ready:
            if action.act == Act.CONFIRM:
                self.go_on()
            elif action.act == Act.CANCEL:
                self.leave()
            elif action.act in (Act.MENU, Act.HELP):
                self.screen.handle(action)
            return
        self.asked_by = action.act
        try:
            self.screen.handle(action)
        finally:
            self.asked_by = None

    def update(self, dt: float) -> None:
        self.screen.update(dt)
        toast = self.screen.toast
        if toast.showing and not self.finished and not self.solved:
            # what the game's screen says (why a click did nothing) goes on the card,
            # which would hide a toast under it
            self.note, self.tone = toast.message, "wrong"
            toast.clear()
            self._layout()
        if self._watch_next():
            self._next_step()
        self._reply()
        self.screen.task_done = self.ready
        self.praise_wait += dt
        # the move has been shown (or a long story it set off has begun): now its praise
        if self.praise_due and (self.ready or self.praise_wait >= PRAISE_WAIT):
            self.praise_due = False
            self._layout()
        self._refresh_hints()

    def draw(self, surface: pygame.Surface) -> None:
        self.screen.draw(surface)
        if self.finished:
            dim(surface, 140)
            card = self.done_card
            draw_panel(surface, card, border=theme.GOLD, alpha=255)
            y = card.top + 28
            for text, size, kind, color in self.lines:
                blit_text(surface, text, size, (card.centerx, y), kind=kind, color=color,
                          anchor="midtop")
                y += size + 12
        else:
            card = self.card
            draw_panel(surface, card,
                       border=theme.GOLD if self.tone != "wrong" else theme.DANGER, alpha=255)
            y, x = card.top + 16, card.left + (14 if card.width < NARROW else 20)
            for text, size, kind, color in self.lines:
                blit_text(surface, text, size, (x, y), kind=kind, color=color)
                y += size + 8
        for rect, key, label in self.buttons:
            live = key == "leave" or self.solved
            pygame.draw.rect(surface, theme.GOLD if live and key == "next" else theme.BG_PANEL_HI,
                             rect, border_radius=8)
            color = theme.BG if live and key == "next" else (theme.INK if live else theme.INK_FAINT)
            size = fit_size(label, 19, "ui-semibold", rect.width - 16, floor=12)
            blit_text(surface, label, size, rect.center, kind="ui-semibold", color=color,
                      anchor="center")
        if self.ready:
            self.hints.draw(surface, device_of(self.app))
