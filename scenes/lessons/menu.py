"""The course menus: which game to learn, then that game's lessons with done marks.

Reached from the title screen ("Learn to play"), from a game's pre-game screen
and by ``main.py --learn GAME``. A finished lesson is marked and may be played
again; the first lesson not yet done has the focus.
"""

from __future__ import annotations

from functools import partial

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _, ngettext
from scenes.games import GAMES, order
from scenes.lessons.course import Course, CourseError, load_course
from scenes.lessons.lesson import LessonScene
from scenes.lessons.progress import Progress
from scenes.ui.widgets import (
    BACK_HINT,
    CONFIRM_HINT,
    MOVE_HINT,
    Backdrop,
    FocusList,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    draw_title,
)

LIST_BOTTOM = theme.HEIGHT - 54       # the hint bar's top edge, less a margin

# TRANSLATORS: a lesson's mark in the course menu: finished, or not yet tried.
DONE = N_("Done")
NOT_YET = N_("New")


class MenuOfLessons(Scene):
    """What the two lesson menus share: a backdrop, a list, Back with Esc / B."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=seed)
        self.list = FocusList([])
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, BACK_HINT])

    def back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act in (Act.CANCEL, Act.MENU):
            self.back()
            return
        self.list.handle(action)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)


class CourseScene(MenuOfLessons):
    """One game's lessons: pick one to play (or play again)."""

    def __init__(self, game: str) -> None:
        super().__init__(seed=5 + len(game))
        self.game = game
        self.problem: str | None = None
        self.course: Course | None = None
        try:
            self.course = load_course(game)
        except CourseError as err:
            self.problem = _("The lessons cannot be opened: {error}").format(error=err)
        self.progress = Progress(None)
        self.items: list[Item] = []
        self.list = FocusList([], top=150, width=720, row_h=56, style="form",
                              on_focus=self._tick)

    def enter(self) -> None:
        """Read the marks again: a lesson just finished shows as done."""
        self.progress = Progress.of(self.app)
        self._build()

    def language_changed(self) -> None:
        self._build()

    def _build(self) -> None:
        """The menu's rows in the current language, the focus kept."""
        items: list[Item] = []
        if self.course is not None:
            for i, lesson in enumerate(self.course.lessons):
                done = self.progress.is_done(self.game, lesson.id)
                # TRANSLATORS: a row of the course menu: the lesson's number and title.
                label = _("{n}. {title}").format(n=i + 1, title=_(lesson.title))
                items.append(Item(label, partial(self.open, i),
                                  detail=_(DONE) if done else _(NOT_YET)))
        items.append(Item(_("Back"), self.back))
        # every row, Back included, above the hint bar however long the course
        self.list.top = 150 if len(items) <= 9 else 140
        self.list.row_h = min(56, (LIST_BOTTOM - self.list.top) // len(items))
        fresh = [i for i, lesson in enumerate(self.course.lessons if self.course else ())
                 if not self.progress.is_done(self.game, lesson.id)]
        focus = self.list.focus if self.items else (fresh[0] if fresh else 0)
        self.items = items
        self.list.items = items
        self.list.focus = min(focus, len(items) - 1)

    @property
    def done_count(self) -> int:
        if self.course is None:
            return 0
        return sum(1 for lesson in self.course.lessons
                   if self.progress.is_done(self.game, lesson.id))

    def open(self, index: int) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.open_lesson(index)

    def open_lesson(self, index: int) -> None:
        """Lesson ``index`` over this menu (``--learn`` opens the first); a course
        that could not be read keeps the menu with its reason."""
        if self.app is None or self.course is None:
            return
        self.app.push(LessonScene(self.course, index, self.progress))

    def _tick(self) -> None:
        if self.app is not None:
            self.app.play_sound("menu")

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _(self.course.title) if self.course else _(GAMES[self.game].title),
                   40, 52)
        if self.course is not None:
            total = len(self.course.lessons)
            line = ngettext("{done} of {total} lesson done", "{done} of {total} lessons done",
                            total).format(done=self.done_count, total=total)
            blit_text(surface, line, 20, (theme.WIDTH // 2, 108), color=theme.INK_DIM,
                      anchor="midtop")
        if self.problem:
            rect = pygame.Rect(0, 0, 1000, 60)
            rect.midtop = (theme.WIDTH // 2, 100)
            draw_panel(surface, rect, border=theme.DANGER)
            blit_text(surface, self.problem[:110], 17, rect.center, anchor="center")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))


class LearnScene(MenuOfLessons):
    """Which game to learn (from the title screen)."""

    def __init__(self) -> None:
        super().__init__(seed=9)
        self.list = FocusList(self._items(), top=220, width=480, row_h=64)

    def _items(self) -> list[Item]:
        items = [Item(_(GAMES[k].title), partial(self.open, k)) for k in order()
                 if GAMES[k].lesson is not None]
        return [*items, Item(_("Back"), self.back)]

    def language_changed(self) -> None:
        self.list.items = self._items()

    def open(self, game: str) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(CourseScene(game))

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Learn to play"), 60, 56)
        blit_text(surface, _("Short lessons: a position, a task, and a word on every try."), 22,
                  (theme.WIDTH // 2, 140), color=theme.INK_DIM, anchor="midtop")
        self.list.draw(surface)
        self.hints.draw(surface, device_of(self.app))
