"""The title screen and main menu: the three games, Settings, Rules, Quit."""

from __future__ import annotations

import math
from functools import partial

import pygame

from game.version import __version__
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.games import GAMES, order, side_pieces
from scenes.lessons.menu import LearnScene
from scenes.menus.demo import DemoScene
from scenes.menus.pregame import PregameScene
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.online.menu import OnlineMenuScene
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import CONFIRM_HINT, MOVE_HINT, Hint, HintBar, bumped, device_of
from scenes.ui.widgets import Backdrop, FocusList, Item, blit_text, draw_panel, wrap_text

# TRANSLATORS: the program's name on the title screen (a name: not translated)
TITLE = N_("TRIPTYCH")
PIECE_SIZE = 170
SUBTITLE = N_("Three games of strategy for two players")
ROWS_ROOM = 392         # px between the top of the menu and the focused game's caption
IDLE_TO_DEMO = 45.0     # seconds without input before the attract demo starts
NOTICE_WIDTH = 760      # the settings notice's panel at the top
VERSION_LABEL = f"v{__version__}"   # small and faint in the corner above the hint bar


class TitleScene(Scene):
    """Opens the game: pick a game, the settings, the rules, or quit."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop()
        self.game_items: dict[str, Item] = {}     # each game's row, to know which is focused
        self.list = FocusList([], top=244, width=420, row_h=54, on_focus=self._tick)
        self.hints = HintBar([])
        self._build()
        self.t = 0.0
        self.notice_time = 0.0
        self.notice = ""        # the settings notice on show (each one is shown once)
        self._notice_lines: tuple[str, list[str]] = ("", [])
        self.shown_game = order()[0]     # whose pieces flank the menu
        self.pieces: dict[str, tuple[pygame.Surface, pygame.Surface]] = {}
        self.idle = 0.0         # seconds on top with no input (attract demo timer)
        self.demos = 0          # demos started from here: each opens with the next game
        self.opened = False     # shown once: the focus then stays where the player left it
        self.resting: tuple[int, int] | None | bool = None   # where the pointer first was,
                                                             # False once it has moved

    def _build(self) -> None:
        """The menu rows and hints in the current language (the focus stays put)."""
        self.game_items = {k: Item(_(GAMES[k].title), partial(self.open_game, k))
                           for k in order()}
        items = [*self.game_items.values(), Item(_("Play online"), self._online),
                 Item(_("Learn to play"), self._learn), Item(_("Settings"), self._settings),
                 Item(_("Rules"), self._rules), Item(_("Quit"), self._ask_quit)]
        # the rows share the room between the logo and the caption, however many games
        self.list.row_h = min(54, ROWS_ROOM // len(items))
        focus = self.list.focus
        self.list.items = items
        self.list.focus = focus
        self.hints = HintBar([MOVE_HINT, CONFIRM_HINT, Hint("F1", "Back", N_("Rules"), Act.HELP),
                              Hint("F11", "X", N_("Fullscreen")),
                              Hint("Esc", "B", N_("Quit"), Act.CANCEL)])

    def language_changed(self) -> None:
        self._build()

    def enter(self) -> None:
        self.idle = 0.0
        settings = getattr(self.app, "settings", None)
        last = getattr(settings, "last_game", "")
        if not self.opened and last in self.game_items:     # first shown: the last game
            self.list.focus = self.list.items.index(self.game_items[last])
        self.opened = True
        notice = getattr(self.app, "notice", None) if self.app is not None else None
        if notice and notice != self.notice:
            self.notice = str(notice)
            self.notice_time = 6.0

    def _start_demo(self) -> None:
        """Nobody is playing: the computer plays itself until someone does."""
        assert self.app is not None
        games = order()
        first = self.demos % len(games)
        self.demos += 1
        self.app.push(DemoScene(games[first:] + games[:first]))

    def _tick(self) -> None:
        if self.app:
            self.app.play_sound("menu")

    def open_game(self, key: str) -> None:
        """The pre-game screen of game ``key`` (also how a finished course goes on
        to a real game)."""
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(PregameScene(key))

    def _online(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(OnlineMenuScene())

    def _learn(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(LearnScene())

    def _settings(self) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(SettingsScene())

    def _rules(self, game: str | None = None) -> None:
        assert self.app is not None
        self.app.play_sound("menu")
        self.app.push(RulesScene(game or "essentia"))

    def _ask_quit(self) -> None:
        """Quit asks first, from the menu's row as from Esc / B."""
        assert self.app is not None
        self.app.push(ConfirmDialog(_("Quit the game?"), self._quit, yes=_("Quit"),
                                    no=_("Stay")))

    def _quit(self) -> None:
        assert self.app is not None
        self.app.quit()

    def handle(self, action: InputAction) -> None:
        self.idle = 0.0
        if action.act == Act.POINT and self.resting is not False:
            # the pointer resting where the window opened is not a choice: the menu
            # keeps the last game in focus until the mouse really moves
            if self.resting is None or self.resting == action.pos:
                self.resting = action.pos
                return
            self.resting = False
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._ask_quit()
            return
        if action.act == Act.HELP:
            self._rules(self._focused_game())
            return
        self.list.handle(action)

    def update(self, dt: float) -> None:
        self.t += dt
        self.idle += dt
        if self.idle >= IDLE_TO_DEMO and self.app is not None:
            self._start_demo()
            return
        self.backdrop.update(dt)
        self.list.update(dt)
        self.notice_time = max(0.0, self.notice_time - dt)
        key = self._focused_game()
        if key is not None:
            self.shown_game = key

    def _focused_game(self) -> str | None:
        item = self.list.focused
        return next((k for k, it in self.game_items.items() if it is item), None)

    def _pieces(self, game: str) -> tuple[pygame.Surface, pygame.Surface]:
        """The two sides' pieces of ``game``, drawn once by the sprite module."""
        if game not in self.pieces:
            self.pieces[game] = side_pieces(game, PIECE_SIZE)
        return self.pieces[game]

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        self._draw_logo(surface)
        self._draw_pieces(surface)
        self.list.draw(surface)
        self._draw_caption(surface)
        blit_text(surface, VERSION_LABEL, 15, (theme.WIDTH - 16, theme.HEIGHT - HintBar.HEIGHT - 8),
                  color=theme.INK_FAINT, anchor="bottomright")
        if self.notice_time > 0 and self.notice:
            # a longer language's notice takes a second line rather than leaving the panel
            lines = self.notice_lines()
            rect = pygame.Rect(0, 0, NOTICE_WIDTH, 20 + 26 * len(lines))
            rect.midtop = (theme.WIDTH // 2, 14)
            draw_panel(surface, rect, border=theme.DANGER)
            for i, line in enumerate(lines):
                blit_text(surface, line, 19, (rect.centerx, rect.top + 23 + 26 * i),
                          color=theme.INK, anchor="center")
        self.hints.draw(surface, device_of(self.app))

    def notice_lines(self) -> list[str]:
        """The notice as it fits its panel (a longer language takes a second line),
        wrapped when the words change, not every frame."""
        if self._notice_lines[0] != self.notice:
            self._notice_lines = (self.notice,
                                  wrap_text(self.notice, theme.font(19), NOTICE_WIDTH - 24))
        return self._notice_lines[1]

    def _draw_logo(self, surface: pygame.Surface) -> None:
        cx = theme.WIDTH // 2
        bob = int(3 * math.sin(self.t * 1.6))
        # three hinged panels under the title: the triptych
        for i, col in enumerate((theme.SIDE_LIGHT, theme.GOLD, theme.SIDE_DARK)):
            leaf = pygame.Rect(0, 0, 150, 10)
            leaf.center = (cx + (i - 1) * 160, 186)
            pygame.draw.rect(surface, col, leaf, border_radius=5)
        for dx, dy, col in ((5, 7, (0, 0, 0)), (0, 0, theme.GOLD)):
            blit_text(surface, _(TITLE), 120, (cx + dx, 36 + dy + bob), kind="title-bold",
                      color=col, anchor="midtop")
        blit_text(surface, _(SUBTITLE), 24, (cx, 204), kind="ui-semibold", color=theme.INK,
                  anchor="midtop")

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        """The focused game's two sides, facing each other across the menu."""
        left, right = self._pieces(self.shown_game)
        for i, (img, x) in enumerate(((left, 215), (right, theme.WIDTH - 215))):
            bob = 8 * math.sin(self.t * 1.8 + i * math.pi)
            shadow = pygame.Rect(0, 0, PIECE_SIZE * 0.7, 22)
            shadow.center = (x, 520)
            pygame.draw.ellipse(surface, (6, 7, 12), shadow)
            surface.blit(img, img.get_rect(center=(x, 420 + bob)))

    def _draw_caption(self, surface: pygame.Surface) -> None:
        """The one-line pitch of the game whose pieces stand beside the menu (the focused
        game, else the last one focused), under the menu."""
        key = self._focused_game() or self.shown_game
        if key not in GAMES:
            return
        blit_text(surface, _(GAMES[key].tagline), 21, (theme.WIDTH // 2, 666),
                  color=theme.INK_DIM, anchor="midbottom")
