"""The course menus: which game to learn, then that game's lessons with done marks.

Reached from the title screen ("Learn to play"), from a game's pre-game screen
and by ``main.py --learn GAME``. A finished lesson is marked and may be played
again; the first lesson not yet done has the focus.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _, ngettext
from scenes.games import GAMES, order
from scenes.lessons.course import Course, CourseError, load_course
from scenes.lessons.lesson import LessonScene
from scenes.lessons.progress import Progress
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, Hint, HintBar, bumped, device_of
from scenes.ui.widgets import Backdrop, FocusList, Item, blit_text, draw_panel, draw_title

LIST_TOP = 150                        # under the title and the count of lessons done
LIST_BOTTOM = theme.HEIGHT - 54       # the hint bar's top edge, less a margin
ROW_H = 56                            # a lesson's row, with the room under it
COLUMN_W, COLUMN_GAP = 560, 40        # a long course's two columns

# the arrows move the focus through two columns of lessons
GRID_HINT = Hint("\u2190\u2191\u2192\u2193", "D-pad", MOVE_HINT.label)
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


class LessonColumns(FocusList):
    """The lessons in one column, or in two when one would not hold them at a
    comfortable height (numbered down the first, then the second), with Back
    under them; Left and Right step between the columns."""

    def __init__(self, **kw: Any) -> None:
        super().__init__([], top=LIST_TOP, width=720, row_h=ROW_H, style="form", **kw)
        self.per_column = 0                 # lessons in the first column; 0: one column

    def arrange(self, items: list[Item]) -> None:
        """Take these rows (the lessons, then Back) and lay them out."""
        self.items = items
        lessons = len(items) - 1
        fits = len(items) * ROW_H <= LIST_BOTTOM - LIST_TOP
        self.per_column = 0 if fits else (lessons + 1) // 2
        self.width = 720 if fits else COLUMN_W

    def rects(self) -> list[pygame.Rect]:
        if not self.per_column:
            return super().rects()
        left = theme.WIDTH // 2 - COLUMN_W - COLUMN_GAP // 2
        out = []
        for i in range(len(self.shown()) - 1):
            column, row = divmod(i, self.per_column)
            out.append(pygame.Rect(left + column * (COLUMN_W + COLUMN_GAP),
                                   self.top + row * ROW_H, COLUMN_W, ROW_H - 12))
        back = pygame.Rect(0, self.top + self.per_column * ROW_H, COLUMN_W, ROW_H - 12)
        back.centerx = theme.WIDTH // 2
        return [*out, back]

    def handle(self, action: InputAction) -> bool:
        lessons = len(self.shown()) - 1
        if self.per_column and action.act in (Act.LEFT, Act.RIGHT) and self.focus < lessons:
            step = self.per_column if action.act == Act.RIGHT else -self.per_column
            if 0 <= self.focus + step < lessons:
                self.focus += step
                if self.on_focus:
                    self.on_focus()
            return True
        return super().handle(action)


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
        self.list: LessonColumns = LessonColumns(on_focus=self._tick)

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
        fresh = [i for i, lesson in enumerate(self.course.lessons if self.course else ())
                 if not self.progress.is_done(self.game, lesson.id)]
        focus = self.list.focus if self.items else (fresh[0] if fresh else 0)
        self.items = items
        self.list.arrange(items)     # every row, Back included, above the hint bar
        move = GRID_HINT if self.list.per_column else MOVE_HINT
        self.hints = HintBar([move, CONFIRM_HINT, BACK_HINT])
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
