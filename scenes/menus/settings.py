"""The Settings screen: fullscreen, volume, language, animation speed, the effects
gallery and the controls."""

from __future__ import annotations

import pygame

from scenes.core import i18n, theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.core.settings import SYSTEM, spoken_language
from scenes.menus.controls import ControlsTable
from scenes.menus.gallery import GalleryScene
from scenes.online.server_setting import ServerScene
from scenes.ui.anim import SPEEDS
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

# TRANSLATORS: hint bar: left/right changes the focused row's value
CHANGE_HINT = Hint("\u2190\u2192", "D-pad \u2190\u2192", N_("Change"))

# The speeds as the player reads them (whole words, to be translated as they are)
SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"),
                "instant": N_("Instant")}

class SettingsScene(Scene):
    """Fullscreen, volume, language, animation speed, the online server, the effects
    gallery and a table of the controls."""

    def __init__(self) -> None:
        super().__init__()
        self.backdrop = Backdrop(seed=11)
        self.list = FocusList([], center_x=340, top=172, width=600, row_h=56, style="form",
                              on_focus=self._tick)
        self.hints = self._hints()
        self.controls = ControlsTable(pygame.Rect(664, 150, 592, 510))

    def enter(self) -> None:
        assert self.app is not None
        s = self.app.settings
        vols = [(v / 10, f"{v * 10}%") for v in range(11)]
        vol = Item(_("Volume"), choices=vols, on_change=self._volume)
        vol.index = round(s.volume * 10)
        full = Item(_("Fullscreen"), choices=[(False, _("Off")), (True, _("On"))],
                    on_change=self._fullscreen)
        full.set_value(bool(s.fullscreen))
        system = i18n.NAMES[i18n.system_language()]
        langs = [(SYSTEM, _("System ({language})").format(language=system)),
                 *((code, i18n.NAMES[code]) for code in i18n.LANGUAGES)]
        lang = Item(_("Language"), choices=langs, on_change=self._language)
        # under --lang the language in use is not the one the settings name: show it
        in_use = i18n.language()
        lang.set_value(s.language if spoken_language(s) == in_use else in_use)
        speed = Item(_("Animation speed"),
                     choices=[(k, _(SPEED_LABELS[k])) for k in SPEEDS], on_change=self._speed)
        speed.set_value(s.animation_speed)
        gallery = Item(_("Effects gallery"), self._gallery, detail=_("Open"))
        # where online games are hosted: this computer, or a dedicated server
        server = Item(_("Online server"), self._server,
                      detail=str(s.online_server or "") or _("This computer"))
        focus = self.list.focus
        self.list.items = [full, vol, lang, speed, server, gallery, Item(_("Back"), self._back)]
        self.list.focus = focus

    def language_changed(self) -> None:
        self.enter()
        self.hints = self._hints()
        self.controls.layout()

    @staticmethod
    def _hints() -> HintBar:
        return HintBar([MOVE_HINT, CHANGE_HINT, CONFIRM_HINT, BACK_HINT])

    def _language(self, value: str) -> None:
        assert self.app is not None
        self.app.set_language(value)

    def _tick(self) -> None:
        if self.app:
            self.app.play_sound("menu")

    def _volume(self, value: float) -> None:
        assert self.app is not None
        self.app.set_volume(value)
        self.app.play_sound("move")

    def _speed(self, value: str) -> None:
        assert self.app is not None
        self.app.set_animation_speed(value)

    def _fullscreen(self, value: bool) -> None:
        assert self.app is not None
        self.app.set_fullscreen(value)

    def _gallery(self) -> None:
        if self.app is not None:
            self.app.push(GalleryScene())

    def _server(self) -> None:
        if self.app is not None:
            self.app.push(ServerScene())

    def _back(self) -> None:
        assert self.app is not None
        self.app.pop()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hints)
        if action.act == Act.CANCEL:
            self._back()
            return
        self.list.handle(action)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        self.list.update(dt)
        if self.app is not None and self.list.items:
            # F11 or the pad's fullscreen button may have toggled it meanwhile
            self.list.items[0].set_value(bool(self.app.settings.fullscreen))

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        draw_title(surface, _("Settings"), 40)
        self.list.draw(surface)
        self._draw_notice(surface)
        self.controls.draw(surface)
        self.hints.draw(surface, device_of(self.app))

    def _draw_notice(self, surface: pygame.Surface) -> None:
        """Why a change will not be remembered (or the file was replaced by defaults)."""
        notice = getattr(self.app, "notice", None)
        if not notice:
            return
        lines = wrap_text(str(notice), theme.font(19), self.list.width - 40)
        rect = pygame.Rect(0, 0, self.list.width, 24 + 26 * len(lines))
        rect.midtop = (self.list.center_x, 520)
        draw_panel(surface, rect, border=theme.DANGER)
        for i, line in enumerate(lines):
            blit_text(surface, line, 19, (rect.centerx, rect.top + 12 + 26 * i),
                      color=theme.INK, anchor="midtop")
