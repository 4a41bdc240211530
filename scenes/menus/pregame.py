"""The pre-game screen every game shares: who plays, which side, how hard,
and the game's own options (listed as data in scenes/games.py).

Confirming "Start game" builds a ``GameSetup`` and hands it to the game's
play scene in its place.
The last choices per game are remembered in the settings.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.saves import read_save, set_aside
from scenes.games import (
    DIFFICULTIES,
    GAMES,
    GameSetup,
    play_factory,
    resume_factory,
    side_pieces,
)
from scenes.lessons.menu import CourseScene
from scenes.menus.rules_reader import RulesScene
from scenes.ui.widgets import (
    BACK_HINT,
    CONFIRM_HINT,
    Backdrop,
    ConfirmDialog,
    FocusList,
    Hint,
    HintBar,
    Item,
    blit_text,
    bumped,
    device_of,
    draw_panel,
    draw_title,
    wrap_text,
)

HOVER_SLACK = 24   # pixels the pointer must travel before hovering moves the focus


class PregameScene(Scene):
    """Options for one game, then one confirm starts it."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.info = GAMES[game]
        self.backdrop = Backdrop(seed=3 + len(game))
        info = self.info
        self.opponent = Item("Opponent", choices=[(False, "Human (same screen)"),
                                                  (True, "Computer")],
                             on_change=lambda _v: self._refresh())
        self.side = Item("You play", choices=[(0, info.sides[0]), (1, info.sides[1])])
        self.difficulty = Item("Difficulty", choices=list(DIFFICULTIES), index=1)
        self.option_items: dict[str, Item] = {}
        for spec in info.options:
            item = Item(spec.label, choices=list(spec.choices), note=spec.note)
            item.set_value(spec.default)
            self.option_items[spec.key] = item
        self.start = Item("Start game", self._start)
        self.resume = Item("Continue the saved game", self._resume)
        self.resume.visible = False
        self.saved: Any = None          # the game's save, when there is one to continue
        self.notice: str | None = None  # a save that could not be used, in words
        items = [self.resume, self.opponent, self.side, self.difficulty,
                 *self.option_items.values(), self.start,
                 Item("Learn to play", self._learn, detail="Short lessons"),
                 Item("Back", self._back)]
        self.list = FocusList(items, center_x=420, top=140, width=680, row_h=54, style="form",
                              on_focus=self._tick)
        self.hints = HintBar([Hint("\u2191\u2193", "D-pad \u2191\u2193", "Move"),
                              Hint("\u2190\u2192", "D-pad \u2190\u2192", "Change"), CONFIRM_HINT,
                              Hint("F1", "Back", "Rules", Act.HELP), BACK_HINT])
        self._restored = False
        # where the pointer rested when the screen opened: hovering takes the focus
        # only once the mouse really moves, so the focus starts on "Start game"
        self._rest: tuple[int, int] | None = None
        self._hover_armed = False
        self.pieces = side_pieces(game, 44)

    # -- remembered choices ----------------------------------------------------
    def _restore(self) -> None:
        assert self.app is not None
        saved: dict[str, Any] = getattr(self.app.settings, "pregame", {}).get(self.info.key, {})
        self.opponent.set_value(saved.get("vs_computer", False))
        self.side.set_value(saved.get("human_side", 0))
        self.difficulty.set_value(saved.get("difficulty", "normal"))
        for key, item in self.option_items.items():
            if key in saved:
                item.set_value(saved[key])
        self._refresh()
        self._find_save()
        self.list.focus_on(self.resume.label if self.resume.visible else "Start game")

    def _find_save(self) -> None:
        """Offer to continue this game's save, when its screen can resume one."""
        self.saved, self.notice = None, None
        if resume_factory(self.info.key) is not None:
            self.saved, self.notice = read_save(self.app, self.info.key)
        self.resume.visible = self.saved is not None

    def _resume(self) -> None:
        assert self.app is not None and self.saved is not None
        factory = resume_factory(self.info.key)
        assert factory is not None
        try:
            scene = factory(self.saved)
        except Exception:  # whatever a damaged save trips on: keep it aside, start anew
            self.notice = set_aside(self.app, self.info.key)
            self.saved, self.resume.visible = None, False
            self.list.focus_on("Start game")
            return
        self.app.play_sound("menu")
        self.app.replace(scene)

    def _refresh(self) -> None:
        vs = bool(self.opponent.value)
        self.side.visible = vs
        self.difficulty.visible = vs

    def enter(self) -> None:
        if not self._restored:
            self._restored = True
            self._restore()
            pointer = getattr(getattr(self.app, "input", None), "mouse_pos", None)
            self._rest = (int(pointer[0]), int(pointer[1])) if pointer is not None else None

    def _stray_point(self, action: InputAction) -> bool:
        """A pointer event from a mouse left where the last screen's click was (or
        jittering there): it must not move the focus off "Start game"."""
        if self._hover_armed or action.act != Act.POINT or action.pos is None:
            return False
        if self._rest is None:
            self._rest = action.pos
            return True
        dx, dy = action.pos[0] - self._rest[0], action.pos[1] - self._rest[1]
        if dx * dx + dy * dy < HOVER_SLACK * HOVER_SLACK:
            return True
        self._hover_armed = True
        return False

    def setup(self) -> GameSetup:
        """What the player chose, as the play scene receives it."""
        vs = bool(self.opponent.value)
        return GameSetup(
            game=self.info.key,
            vs_computer=vs,
            human_side=int(self.side.value) if vs else None,
            difficulty=str(self.difficulty.value),
            options={k: it.value for k, it in self.option_items.items()},
            seed=getattr(self.app, "seed", None),
        )

    # -- actions ---------------------------------------------------------------
    def _tick(self) -> None:
        if self.app:
            self.app.play_sound("menu")

    def _start(self) -> None:
        """Start a new game; when one is saved, only once the player agreed to replace it."""
        assert self.app is not None
        if self.saved is not None:
            self.app.push(ConfirmDialog(
                "Start a new game?", self._start_new, yes="Start a new game",
                no="Keep the saved game",
                detail="This replaces your saved game: it cannot be continued afterwards."))
            return
        self._start_new()

    def _start_new(self) -> None:
        assert self.app is not None
        setup = self.setup()
        remembered = {"vs_computer": setup.vs_computer, "human_side": self.side.value,
                      "difficulty": setup.difficulty, **setup.options}
        self.app.settings.pregame[self.info.key] = remembered
        save = getattr(self.app, "save_settings", None)
        if callable(save):
            save()
        self.app.play_sound("menu")
        self.app.replace(play_factory(self.info.key)(setup))

    def _learn(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(CourseScene(self.info.key))

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        if self._stray_point(action):
            return
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
        elif action.act == Act.HELP:
            assert self.app is not None
            self.app.push(RulesScene(self.info.key))
        elif self.list.handle(action) and action.act in (Act.LEFT, Act.RIGHT):
            self._tick()

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, self.info.title, 28, size=60)
        self.list.draw(surface)
        self._draw_summary(surface)
        self.hints.draw(surface, device_of(self.app))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(810, 140, 430, 470)
        draw_panel(surface, panel)
        x = panel.left + 24
        y = panel.top + 20
        blit_text(surface, "The game", 24, (x, y), kind="title-bold", color=theme.GOLD)
        y += 38
        for line in wrap_text(self.info.tagline + ". " + self.info.blurb, theme.font(19),
                              panel.width - 48):
            blit_text(surface, line, 19, (x, y), color=theme.INK)
            y += 26
        y += 18
        blit_text(surface, "Players", 24, (x, y), kind="title-bold", color=theme.GOLD)
        y += 44
        s = self.setup()
        for player in (0, 1):
            img = self.pieces[player]
            surface.blit(img, img.get_rect(center=(x + 20, y + 13)))
            who = "Human" if not s.vs_computer else (
                "You" if s.human_side == player else "Computer")
            blit_text(surface, self.info.sides[player], 22, (x + 54, y), kind="ui-bold")
            blit_text(surface, who, 19, (panel.right - 24, y + 2), color=theme.INK_DIM,
                      anchor="topright")
            y += 56
        if s.vs_computer:
            strength = self.difficulty.choices[self.difficulty.index][1]
            blit_text(surface, f"Computer strength: {strength}", 18, (x, y + 6),
                      color=theme.INK_DIM)
        else:
            blit_text(surface, "Hot-seat: pass the controls each turn.", 18, (x, y + 6),
                      color=theme.INK_DIM)
        note = self._save_note()
        if note:
            for i, line in enumerate(wrap_text(note, theme.font(17), panel.width - 48)[:3]):
                blit_text(surface, line, 17, (x, panel.bottom - 84 + i * 23),
                          color=theme.DANGER if self.notice else theme.GOLD)

    def _save_note(self) -> str:
        """A line about the saved game: what continuing brings back, or why not."""
        if self.notice:
            return self.notice
        if self.saved is None:
            return ""
        s = self.saved.setup
        who = ("against the computer, you play " + self.info.sides[s.human_side or 0]
               if s.vs_computer else "two players on this screen")
        return f"A game is saved ({who}). Continue it, or start a new one."
