"""One line of text the player types, pastes or spells on screen.

``TextField`` takes the characters typed (``Act.TEXT``), the clipboard
(``Act.PASTE``: Ctrl+V, Shift+Insert, or a Paste button calling ``paste``),
Backspace, and Left/Right to move the caret. A key that also names an action
elsewhere (W is Up, U is Undo...) is a letter here: its action is ignored and
its character arrives as text. ``OnScreenKeyboard`` spells text with a pad
(or the mouse): a grid of keys over the screen, A types, B closes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame.scrap

from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _
from scenes.ui.dialogs import ModalMenu
from scenes.ui.hints import Hint, device_of
from scenes.ui.widgets import blit_text, dim, draw_focus, draw_panel, fit_size

TEXT_KEYS = {pygame.K_BACKSPACE, pygame.K_SPACE}


def clipboard_text() -> str:
    """The clipboard's text ("" when it holds none or cannot be read)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return ""
    return text if isinstance(text, str) else ""


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; False when the system has none to offer."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, NotImplementedError):
        return False
    return True


class TextField:
    """The text, the caret, and the keys that edit them."""

    def __init__(self, text: str = "", limit: int = 300) -> None:
        self.limit = limit
        self.text = ""
        self.caret = 0
        self.insert(text)

    def insert(self, text: str) -> None:
        """Type ``text`` at the caret (line breaks and tabs become spaces)."""
        clean = "".join(" " if ch in "\r\n\t" else ch for ch in text if ch.isprintable()
                        or ch in "\r\n\t")
        room = max(0, self.limit - len(self.text))
        clean = clean[:room]
        self.text = self.text[:self.caret] + clean + self.text[self.caret:]
        self.caret += len(clean)

    def erase(self) -> None:
        if self.caret > 0:
            self.text = self.text[:self.caret - 1] + self.text[self.caret:]
            self.caret -= 1

    def clear(self) -> None:
        self.text, self.caret = "", 0

    def paste(self) -> bool:
        """Insert the clipboard's text; False when it held none."""
        text = clipboard_text()
        if text:
            self.insert(text)
        return bool(text)

    def handle(self, action: InputAction) -> bool:
        """Edit with ``action``; True when the field used it (or it was a letter
        whose character arrives as text)."""
        a = action.act
        if a == Act.TEXT:
            self.insert(action.text)
            return True
        if a == Act.PASTE:
            self.paste()
            return True
        if action.device != "keyboard" or not action.key:
            return False
        if action.key == pygame.K_BACKSPACE:
            self.erase()
            return True
        if action.key == pygame.K_LEFT:
            self.caret = max(0, self.caret - 1)
            return True
        if action.key == pygame.K_RIGHT:
            self.caret = min(len(self.text), self.caret + 1)
            return True
        # a letter or a space is a character here, whatever it does elsewhere
        return action.key in TEXT_KEYS or 32 < action.key < 127

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, t: float,
             placeholder: str = "") -> None:
        draw_panel(surface, rect, fill=theme.BG_PANEL_HI if focused else theme.BG_PANEL,
                   border=theme.GOLD if focused else theme.GOLD_DIM, alpha=240, radius=10)
        room = rect.w - 32
        shown = self.text or placeholder
        size = fit_size(shown, 24, "ui", room, 14)
        font = theme.font(size)
        # the end of a long text stays in view, with the caret
        start = 0
        while start < self.caret and font.size(shown[start:self.caret])[0] > room:
            start += 1
        visible = shown[start:]
        color = theme.INK if self.text else theme.INK_FAINT
        blit_text(surface, visible, size, (rect.left + 16, rect.centery), color=color,
                  anchor="midleft")
        if focused and int(t * 2) % 2 == 0:
            x = rect.left + 16 + font.size(self.text[start:self.caret])[0]
            pygame.draw.line(surface, theme.FOCUS, (x + 1, rect.centery - size // 2 - 2),
                             (x + 1, rect.centery + size // 2 + 2), 2)
        if focused:
            draw_focus(surface, rect, t)


# the keys of the on-screen keyboard: what an invite or a server's address is made of
ROWS = ("1234567890", "QWERTYUIOP", "ASDFGHJKL:", "ZXCVBNM.-/")
SPECIAL = ("paste", "erase", "clear", "done")
KEY = 64


class OnScreenKeyboard(ModalMenu):
    """A grid of keys over the screen, for a pad (the mouse may click them too)."""

    def __init__(self, field: TextField, on_done: Callable[[], None]) -> None:
        super().__init__([], [Hint("\u2190\u2191\u2192\u2193", "D-pad", N_("Move")),
                              Hint("Enter", "A", N_("Type")),
                              Hint("Esc", "B", N_("Close"), Act.CANCEL)])
        self.field, self.on_done = field, on_done
        self.row, self.col = 0, 0
        self.keys = self._layout()
        self.t = 0.0

    def _layout(self) -> list[list[tuple[str, pygame.Rect]]]:
        left = theme.WIDTH // 2 - 5 * (KEY + 8)
        top = 330
        grid: list[list[tuple[str, pygame.Rect]]] = []
        for r, row in enumerate(ROWS):
            grid.append([(ch, pygame.Rect(left + c * (KEY + 8), top + r * (KEY + 8), KEY, KEY))
                         for c, ch in enumerate(row)])
        wide = (10 * (KEY + 8) - 8 - 3 * 8) // 4
        grid.append([(name, pygame.Rect(left + i * (wide + 8), top + 4 * (KEY + 8), wide, KEY))
                     for i, name in enumerate(SPECIAL)])
        return grid

    def labels(self) -> dict[str, str]:
        return {"paste": _("Paste"), "erase": _("Erase"), "clear": _("Clear"),
                "done": _("Done")}

    def press(self, name: str) -> None:
        if name == "paste":
            self.field.paste()
        elif name == "erase":
            self.field.erase()
        elif name == "clear":
            self.field.clear()
        elif name == "done":
            self.close()
            self.on_done()
        else:
            self.field.insert(name)

    def handle(self, action: InputAction) -> None:
        a = action.act
        if a in (Act.CANCEL, Act.MENU):
            self.close()
        elif a in (Act.UP, Act.DOWN):
            self.row = (self.row + (1 if a == Act.DOWN else -1)) % len(self.keys)
            self.col = min(self.col, len(self.keys[self.row]) - 1)
        elif a in (Act.LEFT, Act.RIGHT):
            self.col = (self.col + (1 if a == Act.RIGHT else -1)) % len(self.keys[self.row])
        elif a == Act.CONFIRM:
            self.press(self.keys[self.row][self.col][0])
        elif a in (Act.TEXT, Act.PASTE):
            self.field.handle(action)
        elif a in (Act.POINT, Act.CLICK) and action.pos is not None:
            for r, row in enumerate(self.keys):
                for c, (name, rect) in enumerate(row):
                    if rect.collidepoint(action.pos):
                        self.row, self.col = r, c
                        if a == Act.CLICK:
                            self.press(name)
                        return

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        card = pygame.Rect(0, 0, 10 * (KEY + 8) + 48, 5 * (KEY + 8) + 150)
        card.midtop = (theme.WIDTH // 2, 190)
        draw_panel(surface, card, border=theme.GOLD, alpha=255)
        self.field.draw(surface, pygame.Rect(card.left + 24, card.top + 24, card.w - 48, 64),
                        False, self.t)
        words = self.labels()
        for r, row in enumerate(self.keys):
            for c, (name, rect) in enumerate(row):
                focused = (r, c) == (self.row, self.col)
                draw_panel(surface, rect, fill=theme.BG_PANEL_HI if focused else theme.BG_PANEL,
                           border=theme.GOLD if focused else theme.GOLD_DIM, alpha=255,
                           radius=8)
                label = words.get(name, name)
                size = fit_size(label, 26, "ui-bold", rect.w - 10, 14)
                blit_text(surface, label, size, rect.center, kind="ui-bold",
                          color=theme.FOCUS if focused else theme.INK, anchor="center")
                if focused:
                    draw_focus(surface, rect, self.t)
        self.hints.draw(surface, device_of(self.app))

