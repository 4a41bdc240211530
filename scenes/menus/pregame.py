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
from scenes.core.i18n import N_, _
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
from scenes.menus.settings import CHANGE_HINT
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import BACK_HINT, CONFIRM_HINT, MOVE_HINT, Hint, HintBar, bumped, device_of
from scenes.ui.widgets import (
    Backdrop,
    FocusList,
    Item,
    blit_text,
    draw_panel,
    draw_title,
    wrap_text,
)

HOVER_SLACK = 24   # pixels the pointer must travel before hovering moves the focus
SUMMARY = pygame.Rect(810, 140, 430, 520)   # the panel about the game and its players
SUMMARY_PX, SUMMARY_LINE = 18, 24           # its text's size and line height
NOTE_PX, NOTE_LINE = 17, 23                 # the focused row's explanation at its foot
PLAYER_GAP = 24                             # a side's name and who plays it, side by side


class PregameScene(Scene):
    """Options for one game, then one confirm starts it."""

    def __init__(self, game: str) -> None:
        super().__init__()
        self.info = GAMES[game]
        self.backdrop = Backdrop(seed=3 + len(game))
        info = self.info
        self.opponent = Item("", choices=[(False, ""), (True, "")],
                             on_change=lambda _v: self._refresh())
        self.side = Item("", choices=[(0, ""), (1, "")])
        self.difficulty = Item("", choices=[(key, "") for key, _label in DIFFICULTIES], index=1)
        self.option_items: dict[str, Item] = {}
        for spec in info.options:
            item = Item("", choices=[(value, "") for value, _label in spec.choices])
            item.set_value(info.rules.option(spec.key).default)
            self.option_items[spec.key] = item
        self.start = Item("", self._start)
        # "Continue" keeps its place at the top whether or not a game is saved (greyed
        # when none is): the rows below never move when a save appears or goes, so a
        # click aimed at a row lands on it, every visit
        self.resume = Item("", self._resume, enabled=False)
        self.resume.visible = resume_factory(game) is not None
        self.learn = Item("", self._learn)
        self.back = Item("", self._back)
        self.saved: Any = None          # the game's save, when there is one to continue
        self.notice: str | None = None  # a save that could not be used, in words
        items = [self.resume, self.opponent, self.side, self.difficulty,
                 *self.option_items.values(), self.start, self.learn, self.back]
        # rows as tall as the most that may show (against the computer) let the last end
        # with the game's panel, clear of the hint bar
        most = len([it for it in items if it.visible or it in (self.side, self.difficulty)])
        row_h = min(54, (SUMMARY.bottom - SUMMARY.top + 12) // most)
        self.list = FocusList(items, center_x=420, top=SUMMARY.top, width=720, row_h=row_h,
                              style="form", on_focus=self._tick)
        self.hints = HintBar([])
        self._label()
        self._restored = False
        # where the pointer rested when the screen opened: hovering takes the focus
        # only once the mouse really moves, so the focus starts on "Start game"
        self._rest: tuple[int, int] | None = None
        self._hover_armed = False
        self.pieces = side_pieces(game, 44)
        self._note_lines: tuple[str, list[str]] = ("", [])   # the focus note, wrapped

    def _label(self) -> None:
        """Every row's words in the current language (values and focus stay put)."""
        info = self.info
        sides = self.side_names()
        self.opponent.label = _("Opponent")
        self.opponent.choices = [(False, _("Human (same screen)")), (True, _("Computer"))]
        self.side.label = _("You play")
        self.side.choices = [(0, sides[0]), (1, sides[1])]
        self.difficulty.label = _("Difficulty")
        self.difficulty.choices = [(key, _(label)) for key, label in DIFFICULTIES]
        for spec in info.options:
            item = self.option_items[spec.key]
            item.label = _(spec.label)
            item.note = _(spec.note) if spec.note else ""
            item.choices = [(value, _(label)) for value, label in spec.choices]
        self.opponent.note = _("Play a friend on this screen, or the computer.")
        self.difficulty.note = _("Easy makes mistakes; Hard thinks longest and plays its best.")
        self.start.label = _("Start game")
        self.resume.label = _("Continue the saved game")
        # TRANSLATORS: beside a greyed "Continue the saved game" row: nothing to continue
        self.resume.detail = "" if self.resume.enabled else _("None saved")
        self.learn.label = _("Learn to play")
        self.learn.detail = _("Short lessons")
        self.back.label = _("Back")
        self.hints = HintBar([MOVE_HINT, CHANGE_HINT, CONFIRM_HINT,
                              Hint("F1", "Back", N_("Rules"), Act.HELP), BACK_HINT])
        # what the game is about: its pitch, then how it is won (a blank line between)
        font, room = theme.font(SUMMARY_PX), SUMMARY.width - 48
        self.about = [*wrap_text(_(info.tagline), font, room), "",
                      *wrap_text(_(info.blurb), font, room)]

    def language_changed(self) -> None:
        self._label()

    def side_names(self) -> tuple[str, str]:
        """The game's two sides (player 0, player 1) in the current language."""
        first, second = self.info.sides
        return _(first), _(second)

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
        self._focus(self.resume if self.resume.enabled else self.start)

    def _find_save(self) -> None:
        """Offer to continue this game's save, when its screen can resume one."""
        self.saved, self.notice = None, None
        if resume_factory(self.info.key) is not None:
            self.saved, self.notice = read_save(self.app, self.info.key)
        self._offer_save(self.saved is not None)

    def _offer_save(self, offered: bool) -> None:
        """Light or grey the "Continue" row (it stays where it is)."""
        self.resume.enabled = offered
        self._label()

    def _resume(self) -> None:
        assert self.app is not None and self.saved is not None
        factory = resume_factory(self.info.key)
        assert factory is not None
        try:
            scene = factory(self.saved)
        except Exception:  # whatever a damaged save trips on: keep it aside, start anew
            self.notice = set_aside(self.app, self.info.key)
            self.saved = None
            self._offer_save(False)
            self._focus(self.start)
            return
        self.app.play_sound("menu")
        self.app.replace(scene)

    def _focus(self, item: Item) -> None:
        self.list.focus = self.list.shown().index(item)

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
                _("Start a new game?"), self._start_new, yes=_("Start a new game"),
                no=_("Keep the saved game"),
                detail=_("This replaces your saved game: it cannot be continued afterwards.")))
            return
        self._start_new()

    def _start_new(self) -> None:
        assert self.app is not None
        setup = self.setup()
        remembered = {"vs_computer": setup.vs_computer, "human_side": self.side.value,
                      "difficulty": setup.difficulty, **setup.options}
        self.app.settings.pregame[self.info.key] = remembered
        self.app.settings.last_game = self.info.key
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
        note = self._focus_note()[1]
        if self._note_lines[0] != note:     # wrapped when the words change, not every frame
            room = SUMMARY.width - 48
            self._note_lines = (note, wrap_text(note, theme.font(NOTE_PX), room))

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _(self.info.title), 28, size=60)
        self.list.draw(surface)
        self._draw_summary(surface)
        self.hints.draw(surface, device_of(self.app))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        panel = SUMMARY
        draw_panel(surface, panel)
        x = panel.left + 24
        y = panel.top + 20
        blit_text(surface, _("The game"), 24, (x, y), kind="title-bold", color=theme.GOLD)
        y += 38
        for line in self.about:
            if line:
                blit_text(surface, line, SUMMARY_PX, (x, y), color=theme.INK)
            y += SUMMARY_LINE if line else SUMMARY_LINE // 2
        y += 10
        blit_text(surface, _("Players"), 24, (x, y), kind="title-bold", color=theme.GOLD)
        y += 40
        s = self.setup()
        sides = self.side_names()
        for player in (0, 1):
            img = self.pieces[player]
            surface.blit(img, img.get_rect(center=(x + 20, y + 13)))
            who = s.who(player)
            name = blit_text(surface, sides[player], 22, (x + 54, y), kind="ui-bold")
            if who != sides[player]:    # Symbol's sides are players already: said once
                if name.right + PLAYER_GAP + theme.font(19).size(who)[0] <= panel.right - 24:
                    blit_text(surface, who, 19, (panel.right - 24, y + 2),
                              color=theme.INK_DIM, anchor="topright")
                else:                   # no room beside a long name: under it
                    y += 28
                    blit_text(surface, who, 19, (x + 54, y), color=theme.INK_DIM)
            y += 44
        self._draw_focus_note(surface, y + 8)

    def _draw_focus_note(self, surface: pygame.Surface, top: int) -> None:
        """The foot of the panel, from ``top``: what the focused row means, or
        how the game is played when the row needs no words."""
        heading, note, color = self._focus_note()
        x, room = SUMMARY.left + 24, SUMMARY.width - 48
        pygame.draw.line(surface, theme.GOLD_DIM, (x, top), (x + room, top))
        top += 12
        if heading:
            blit_text(surface, heading, 20, (x, top), kind="ui-bold", color=theme.GOLD)
            top += 28
        for i, line in enumerate(self._note_lines[1] if self._note_lines[0] == note else ()):
            blit_text(surface, line, NOTE_PX, (x, top + i * NOTE_LINE), color=color)

    def _focus_note(self) -> tuple[str, str, tuple[int, int, int]]:
        """The focused row's heading, explanation and colour: an option's meaning,
        the saved game on "Continue" and "Start game", else how the game is played."""
        shown = self.list.shown()
        item = shown[self.list.focus] if 0 <= self.list.focus < len(shown) else None
        if self.notice and item is not self.back:
            return "", self.notice, theme.DANGER
        if item is self.resume or (item is self.start and self.saved is not None):
            return "", self._save_note(), theme.GOLD
        if item is not None and item.note:
            return item.label, item.note, theme.INK
        if self.setup().vs_computer:
            strength = self.difficulty.choices[self.difficulty.index][1]
            # TRANSLATORS: {level} is a difficulty (Easy, Normal, Hard)
            return "", _("Computer strength: {level}").format(level=strength), theme.INK_DIM
        return "", _("Hot-seat: pass the controls each turn."), theme.INK_DIM

    def _save_note(self) -> str:
        """A line about the saved game: what continuing brings back, or why not."""
        if self.notice:
            return self.notice
        if self.saved is None:
            return ""
        s = self.saved.setup
        if not s.vs_computer:
            return _("A game is saved (two players on this screen). "
                     "Continue it, or start a new one.")
        side = self.side_names()[s.human_side or 0]
        # TRANSLATORS: {side} is the side the player chose (Dawn, Greeks, Player 1...)
        return _("A game is saved (against the computer, you play {side}). "
                 "Continue it, or start a new one.").format(side=side)
