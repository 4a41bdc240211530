"""The engine's Essentia events turned into animations, in event order.

The rules state has already changed when these play; each effect carries a
tag ("golem", cell) or ("tile", cell) so the board leaves that cell to the
effect until it ends. Sounds are played by ``Call`` steps at the moment
they belong to (a capture sounds when the shards fly, not when queued).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from game.common import Event
from game.essentia.layout import INDEX
from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.essentia.board import BoardView
from scenes.essentia.words import moves_first, side_name
from scenes.ui.anim import Anim, Call, Parallel, blit_center, cubic_out
from scenes.ui.anim import Sequence as Seq
from scenes.ui.effects import Capture, CardFlip, Effect, Hold, Slide
from scenes.ui.widgets import fit_size, text

Sound = Callable[[str], None]
REVEAL_STAGGER = 0.07   # seconds between two tiles turning over
DEAL_STAGGER = 0.035
MARCH_STAGGER = 0.03


# The words over a declared power, whole so they can be translated as they are.
POWER_DECLARED = {
    "forest": N_("Forest power"),
    "plateau": N_("Plateau power"),
    "rocks": N_("Rocks power"),
    "plains": N_("Plains power"),
    "mountain": N_("Mountain power"),
    "spring": N_("Spring power"),
}
STAMP_SECONDS = 1.8     # how long a declared power stays large on its circle: long
                        # enough to read its name


def move_anims(board: BoardView, events: Sequence[Event], sound: Sound) -> list[Anim]:
    """One queued step per rule event of a play move (moved, captured, declared).

    A capture: the victim stays on its cell while the capturer slides in over
    it; once the capturer has arrived the victim shatters beneath it.
    """
    out: list[Anim] = []
    moved = next((e for e in events if e.kind == "moved"), None)
    captured = next((e for e in events if e.kind == "captured"), None)
    if moved is not None:
        to = INDEX[moved["to"]]
        points = [board.center(INDEX[c]) for c in moved["path"]]
        mover = board.golem_image(moved["player"])
        jump = bool(moved["jump"])
        slide = Slide(mover, points, arc=board.cell * 0.9 if jump else 0.0,
                      speed=520.0 if jump else 600.0)
        if jump:
            slide.duration = max(slide.duration, 0.42)
        steps: list[Anim] = [Call(lambda: sound("move"))]
        if captured is not None:
            victim = board.golem_image(captured["player"])
            # drawn in list order: the victim first, the arriving capturer over it
            steps.append(Parallel([Hold(victim, board.center(to), slide.duration), slide]))
            steps.append(Call(lambda: sound("capture")))
            shatter = Capture(victim, board.center(to), seed=to)
            # the capturer stands on the cell, over the shards, while they fly
            steps.append(Parallel([shatter, Hold(mover, board.center(to), shatter.duration)]))
        else:
            steps.append(slide)
        out.append(Seq(steps, tag=("golem", to)))
    for e in events:
        if e.kind == "power_declared":
            c = INDEX[e["cell"]]
            out.append(PowerStamp(e["power"], board.center(c), board.cell))
    return out


class PowerStamp(Effect):
    """A declared power shown large on its circle: the glyph swells in over the
    golem with its name, holds, then shrinks into the corner badge the board
    keeps drawing."""

    def __init__(self, power: str, pos: tuple[int, int], cell: int,
                 duration: float = STAMP_SECONDS) -> None:
        super().__init__(duration)
        self.pos, self.cell = pos, cell
        self.icon = essentia_art.power_icon(power, int(cell * 1.25))
        self.label = text(_(POWER_DECLARED[power]), 30, "ui-bold", theme.FOCUS)

    @property
    def scale(self) -> float:
        """The glyph's size against its full size: pops in, holds, shrinks away."""
        u = self.progress
        if u < 0.12:
            return 0.4 + 0.6 * cubic_out(u / 0.12)
        if u < 0.85:
            return 1.0
        return 1.0 - 0.7 * (u - 0.85) / 0.15

    def draw(self, surface: pygame.Surface) -> None:
        u = self.progress
        k = self.scale
        x, y = float(self.pos[0]), float(self.pos[1])
        if u > 0.85:    # glide toward the corner badge as it shrinks
            v = (u - 0.85) / 0.15
            x, y = x + self.cell * 0.32 * v, y + self.cell * 0.32 * v
        size = max(1, round(self.icon.get_width() * k))
        img = pygame.transform.smoothscale(self.icon, (size, size))
        blit_center(surface, img, (x, y))
        alpha = int(255 * min(1.0, u * 12, (1 - u) * 8))
        plate = pygame.Surface((self.label.get_width() + 20, self.label.get_height() + 8),
                               pygame.SRCALPHA)
        pygame.draw.rect(plate, (*theme.BG_PANEL, 230), plate.get_rect(), border_radius=8)
        pygame.draw.rect(plate, (*theme.FOCUS, 255), plate.get_rect(), 2, border_radius=8)
        plate.blit(self.label, (10, 4))
        blit_center(surface, plate, (self.pos[0], self.pos[1] - self.cell * 0.95), alpha)


class Banner(Effect):
    """A short centred message card over the board (e.g. who moves first)."""

    def __init__(self, lines: list[str], pos: tuple[int, int], duration: float = 1.1,
                 icon: pygame.Surface | None = None) -> None:
        super().__init__(duration)
        self.lines, self.pos, self.icon = lines, pos, icon

    def draw(self, surface: pygame.Surface) -> None:
        u = self.progress
        alpha = int(255 * min(1.0, u * 6, (1 - u) * 5))
        card = pygame.Surface((520, 128), pygame.SRCALPHA)
        pygame.draw.rect(card, (*theme.BG_PANEL, 240), card.get_rect(), border_radius=16)
        pygame.draw.rect(card, (*theme.GOLD, 255), card.get_rect(), 3, border_radius=16)
        y = 24
        if self.icon is not None:
            card.blit(self.icon, self.icon.get_rect(midleft=(26, 64)))
        left = 110 if self.icon is not None else 20
        x, room = (left + card.get_width() - 20) // 2, card.get_width() - 20 - left
        for i, line in enumerate(self.lines):
            kind = "title-bold" if i == 0 else "ui"
            img = text(line, fit_size(line, 34 if i == 0 else 20, kind, room, 12), kind,
                       theme.GOLD if i == 0 else theme.INK)
            card.blit(img, img.get_rect(midtop=(x, y)))
            y += 48
        card.set_alpha(max(0, alpha))
        blit_center(surface, card, (self.pos[0], self.pos[1] - 10 * (1 - cubic_out(u))))


DRAW_CARD = (470, 220)   # the first-player card's least size
DRAW_SPREAD = 100        # each golem's least distance from the card's middle
NAME_PX = 20             # the sides' names under the golems
NAME_GAP = 56            # the least room between the two names


class FirstPlayerDraw(Effect):
    """The draw for the first move: the two sides' golems take turns in the
    spotlight, slowing down, and the drawn one stays lit."""

    def __init__(self, winner: int, pos: tuple[int, int], duration: float = 1.6) -> None:
        super().__init__(duration)
        self.winner, self.pos = winner, pos
        # Light switches at slowing times; the last one lands on the winner.
        n = 9 + (1 if winner == 0 else 0)   # an odd count of switches ends on Twilight
        self.switches = [duration * 0.75 * (1 - (1 - i / n) ** 2) for i in range(1, n + 1)]
        # the two names apart by a clear gap however long a language makes them:
        # the golems stand over them, and the card widens when they need it
        self.names = (side_name(0), side_name(1))
        widest = max(theme.font(NAME_PX, "ui-bold").size(name)[0] for name in self.names)
        self.spread = max(DRAW_SPREAD, widest // 2 + NAME_GAP // 2)
        self.card = pygame.Rect(0, 0, max(DRAW_CARD[0], 2 * self.spread + widest + 2 * 32),
                                DRAW_CARD[1])

    @property
    def lit(self) -> int:
        flips = sum(1 for s in self.switches if self.elapsed >= s)
        return 0 if self.finished else (flips % 2)

    def draw(self, surface: pygame.Surface) -> None:
        lit = self.winner if self.progress >= 0.75 else self.lit
        card = self.card.copy()
        card.center = self.pos
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((8, 9, 14, int(120 * min(1.0, self.elapsed * 6))))
        surface.blit(veil, (0, 0))
        s = pygame.Surface(card.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (*theme.BG_PANEL, 252), s.get_rect(), border_radius=18)
        pygame.draw.rect(s, (*theme.GOLD, 255), s.get_rect(), 3, border_radius=18)
        head = text(_("Who moves first?"), 30, "title-bold", theme.GOLD)
        s.blit(head, head.get_rect(midtop=(card.w // 2, 14)))
        for p in (0, 1):
            cx = card.w // 2 + (-self.spread if p == 0 else self.spread)
            on = p == lit
            size = 84 if on else 60
            if on:
                glow = pygame.Surface((120, 120), pygame.SRCALPHA)
                pygame.draw.circle(glow, (*theme.FOCUS, 90), (60, 60), 56)
                s.blit(glow, glow.get_rect(center=(cx, 112)))
            img = essentia_art.golem(p, size)
            if not on:
                img = img.copy()
                img.set_alpha(110)
            s.blit(img, img.get_rect(center=(cx, 112)))
            name = text(self.names[p], NAME_PX, "ui-bold", theme.INK if on else theme.INK_FAINT)
            s.blit(name, name.get_rect(midtop=(cx, 176)))
        blit_center(surface, s, self.pos)


def setup_anims(board: BoardView, events: Sequence[Event], sound: Sound,
                deck: tuple[int, int]) -> list[Anim]:
    """Placements fly from the deck, reveals flip one by one, golems march in,
    and the first-player draw plays."""
    out: list[Anim] = []
    placed = [e for e in events if e.kind == "tile_placed"]
    revealed = [e for e in events if e.kind == "tile_revealed"]
    size = board.cell - 2
    if placed:
        flights: list[Anim] = []
        stagger = DEAL_STAGGER if len(placed) > 1 else 0.0
        for i, e in enumerate(placed):
            c = INDEX[e["cell"]]
            img = essentia_art.tile(e["terrain"] if e["terrain"] else "back", size)
            wait: list[Anim] = [Hold(_empty(size), board.center(c), i * stagger)] if i else []
            flights.append(Seq([*wait, Slide(img, [deck, board.center(c)], arc=50,
                                             duration=0.38)], tag=("tile", c)))
        out.append(Seq([Call(lambda: sound("flip")), Parallel(flights)]))
    if revealed:
        back = essentia_art.tile("back", size)
        flips: list[Anim] = []
        for i, e in enumerate(revealed):
            c = INDEX[e["cell"]]
            front = essentia_art.tile(e["terrain"], size)
            steps: list[Anim] = []
            if i:
                steps.append(Hold(back, board.center(c), i * REVEAL_STAGGER))
            if i % 4 == 0:
                steps.append(Call(lambda: sound("flip")))
            steps.append(CardFlip(back, front, board.center(c), duration=0.34))
            flips.append(Seq(steps, tag=("tile", c)))
        out.append(Parallel(flips))
    for e in events:
        if e.kind == "golems_placed":
            marches: list[Anim] = []
            for player, cells in enumerate(e["cells"]):
                img = board.golem_image(player)
                ordered = sorted(cells, key=lambda n: (abs(int(n[1:]) - 5), n), reverse=True)
                for i, name in enumerate(ordered):
                    c = INDEX[name]
                    x, y = board.center(c)
                    edge = board.rect.bottom + 40 if board.colrow(c)[1] > 4 else board.rect.top - 40
                    start = (x, edge)
                    wait = [Hold(_empty(8), start, i * MARCH_STAGGER)] if i else []
                    marches.append(Seq([*wait, Slide(img, [start, (x, y)], duration=0.32)],
                                       tag=("golem", c)))
            out.append(Seq([Call(lambda: sound("move")), Parallel(marches)]))
        elif e.kind == "first_player":
            center = board.rect.center
            out.append(Seq([FirstPlayerDraw(e["player"], center),
                            Call(lambda: sound("confirm")),
                            Banner([moves_first(e["player"])], center, 0.9,
                                   icon=essentia_art.golem(e["player"], 72))]))
    return out


def _empty(size: int) -> pygame.Surface:
    return pygame.Surface((size, size), pygame.SRCALPHA)


def pulse(t: float) -> float:
    return 0.5 + 0.5 * math.sin(t * 5)
