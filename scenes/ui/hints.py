"""The bottom hint bar: which keys or buttons do what on a screen, named as the
player's device and language name them, each hint also a mouse button; and the
device in hand, for the words a screen says."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.core import i18n, theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _, pgettext
from scenes.ui.widgets import text

# -- key names ---------------------------------------------------------------------
_KEY_TOKEN = re.compile(r"\b(Enter|Space|Backspace|PgUp|PgDn)\b")


def key_names() -> dict[str, str]:
    """Keys whose names a language writes its own way (German and Spanish keyboards
    print Eingabe / Intro, Leertaste / Espacio, Bild\u2191 / RePág); the others (Esc,
    Tab, F1, letters, arrows) are the same everywhere."""
    # TRANSLATORS: key names as printed on this language's keyboards (short: they
    # sit on key caps in the hint bar)
    return {"Enter": pgettext("key", "Enter"), "Space": pgettext("key", "Space"),
            "Backspace": pgettext("key", "Backspace"), "PgUp": pgettext("key", "PgUp"),
            "PgDn": pgettext("key", "PgDn")}


def key_name(caps: str) -> str:
    """Key caps ("Enter", "Tab / PgDn", "Alt+Enter") as the current language writes
    them (the test language keeps them: caps are not sentences)."""
    if i18n.language() == i18n.PSEUDO:
        return caps
    names = key_names()
    return _KEY_TOKEN.sub(lambda m: names[m.group(1)], caps)


# -- hints ---------------------------------------------------------------------
@dataclass(frozen=True)
class Hint:
    """One entry of the bottom bar: key names per device, a label, and the act a
    click on it performs (so the bar doubles as mouse buttons).

    ``label`` is the English message, marked with ``N_`` where it is written
    (hints are often module constants); the bar translates it when it lays
    itself out, so a language switch relabels every bar. Key names are written
    in English and shown as the language writes them (``key_name``).
    ``verbatim`` labels come translated already (a dialog's own button words).
    """

    keys: str
    pad: str
    label: str
    act: Act | None = None
    verbatim: bool = False


class HintBar:
    """The bottom strip saying which keys or buttons do what on this screen.

    Each hint is clickable as a whole: its key cap, its words and half the gap
    either side, the bar's full height. ``standing`` trailing hints (a play
    screen's Rules and Menu) keep their place at the bar's right end whatever
    comes before them, so the hints that come and go with the moment never move
    them from under the pointer; the others then start at the left end. Without
    standing hints the bar is centred.
    """

    HEIGHT = 44
    MARGIN = 14             # the bar's hints keep this far from the screen's edges
    # a longer language closes the gaps, then shrinks the words, to stay on screen
    STEPS = ((30, 18), (20, 18), (14, 17), (12, 16), (10, 15), (8, 14))

    def __init__(self, hints: Sequence[Hint], standing: int = 0) -> None:
        self.hints = list(hints)
        self.standing = min(standing, len(self.hints))
        self._layouts: dict[tuple[str, str], list[_Chip]] = {}

    def layout(self, device: str) -> list[_Chip]:
        """Where each hint sits for ``device``'s captions in the current language
        (computed once per device and language, not by drawing)."""
        key = (device, i18n.language())
        if key not in self._layouts:
            captions = []
            for h in self.hints:
                caption = h.pad if device == "controller" else key_name(h.keys)
                if device == "mouse" and h.act is None and h.keys.startswith("Mouse"):
                    caption = h.keys
                captions.append(caption)
            pieces = list(zip(captions, self.hints, strict=True))
            split = len(pieces) - self.standing
            right = theme.WIDTH - self.MARGIN
            if self.standing:
                # the standing hints at full size against the right end; the rest
                # fitted into what is left, from the left end
                stand, gap = self._fit(pieces[split:], theme.WIDTH - 2 * self.MARGIN,
                                       self.STEPS[:1])
                width = sum(w for w, _c, _l, _h in stand) + gap * (len(stand) - 1)
                rest, rest_gap = self._fit(pieces[:split], right - width - 30 - self.MARGIN)
                if self._total(rest, rest_gap) <= right - width - 30 - self.MARGIN:
                    chips = self._place(rest, rest_gap, self.MARGIN)
                    chips += self._place(stand, gap, right - width)
                    self._layouts[key] = chips
                    return chips
            items, gap = self._fit(pieces, theme.WIDTH - 2 * self.MARGIN)
            self._layouts[key] = self._place(items, gap,
                                             (theme.WIDTH - self._total(items, gap)) // 2)
        return self._layouts[key]

    def _fit(self, pieces: list[tuple[str, Hint]], room: int,
             steps: Sequence[tuple[int, int]] = STEPS
             ) -> tuple[list[tuple[int, pygame.Surface, pygame.Surface, Hint]], int]:
        """The hints rendered at the first step (gap, size) at which they fit in
        ``room`` (the last step if none does), with that gap."""
        items: list[tuple[int, pygame.Surface, pygame.Surface, Hint]] = []
        gap = steps[0][0]
        for gap, size in steps:
            items = []
            for caption, h in pieces:
                cap = text(caption, 17, "ui-bold", theme.BG)
                label = text(h.label if h.verbatim else _(h.label), size, "ui", theme.INK)
                items.append((cap.get_width() + 20 + 8 + label.get_width(), cap, label, h))
            if self._total(items, gap) <= room:
                break
        return items, gap

    @staticmethod
    def _total(items: Sequence[tuple[int, Any, Any, Any]], gap: int) -> int:
        return sum(w for w, _c, _l, _h in items) + gap * max(0, len(items) - 1)

    def _place(self, items: Sequence[tuple[int, pygame.Surface, pygame.Surface, Hint]],
               gap: int, x: int) -> list[_Chip]:
        """The hints side by side from ``x``; each clickable over half the gaps beside it."""
        top = theme.HEIGHT - self.HEIGHT
        cy = top + self.HEIGHT // 2
        chips = []
        for w, cap, label, h in items:
            chip = pygame.Rect(x, cy - 14, cap.get_width() + 20, 28)
            area = pygame.Rect(x - gap // 2, top, w + gap, self.HEIGHT).clip(
                pygame.Rect(0, top, theme.WIDTH, self.HEIGHT))
            chips.append(_Chip(area, chip, cap, label, h))
            x += w + gap
        return chips

    @property
    def rects(self) -> list[tuple[pygame.Rect, Hint]]:
        """The clickable areas (a click comes from the mouse: its captions' layout)."""
        return [(c.area, c.hint) for c in self.layout("mouse")]

    def hit(self, pos: tuple[int, int] | None) -> Act | None:
        """The act of the clickable hint under ``pos``, if any."""
        if pos is None:
            return None
        for rect, hint in self.rects:
            if hint.act is not None and rect.collidepoint(pos):
                return hint.act
        return None

    def draw(self, surface: pygame.Surface, device: str = "keyboard") -> None:
        top = theme.HEIGHT - self.HEIGHT
        bar = pygame.Surface((theme.WIDTH, self.HEIGHT), pygame.SRCALPHA)
        bar.fill((6, 7, 11, 255))   # opaque: a modal's bar hides the one below
        surface.blit(bar, (0, top))
        pygame.draw.line(surface, theme.GOLD_DIM, (0, top), (theme.WIDTH, top), 1)
        for c in self.layout(device):
            pygame.draw.rect(surface, theme.INK if c.hint.act is None else theme.GOLD, c.chip,
                             border_radius=7)
            surface.blit(c.cap, c.cap.get_rect(center=c.chip.center))
            surface.blit(c.label, c.label.get_rect(midleft=(c.chip.right + 8, c.chip.centery)))


@dataclass(frozen=True)
class _Chip:
    """One hint as laid out: its clickable area, the key chip and the two texts."""

    area: pygame.Rect
    chip: pygame.Rect
    cap: pygame.Surface
    label: pygame.Surface
    hint: Hint


# TRANSLATORS: hint bar labels: what a key does on this screen (short)
CONFIRM_HINT = Hint("Enter", "A", N_("Select"))
BACK_HINT = Hint("Esc", "B", N_("Back"), Act.CANCEL)
# TRANSLATORS: hint bar: the arrow keys move the focus up and down a list
MOVE_HINT = Hint("\u2191\u2193", "D-pad \u2191\u2193", N_("Move"))
CANCEL_HINT = Hint("Esc", "B", N_("Cancel"), Act.CANCEL)


def device_of(app: Any) -> str:
    """The device the player used last (for hint captions)."""
    return getattr(app, "last_device", "keyboard") if app is not None else "keyboard"


def device_prompt(app: Any, mouse: str, press: str) -> str:
    """The sentence for the device in hand, so a mouse player is not told to find
    a key: ``mouse`` ("click the board to go on"), else ``press`` with its
    ``{key}`` (Enter on a keyboard, A on a controller) and ``{skip}`` (Tab, RB)
    filled in. Both come translated, whole sentences: never built from fragments."""
    device = device_of(app)
    if device == "mouse":
        return mouse
    pad = device == "controller"
    return press.format(key="A" if pad else key_name("Enter"), skip="RB" if pad else "Tab")


def bumped(action: InputAction, hints: HintBar) -> InputAction:
    """A click on a clickable hint becomes that hint's act."""
    if action.act == Act.CLICK:
        act = hints.hit(action.pos)
        if act is not None:
            return InputAction(act, "mouse")
    return action
