"""The gallery: every animation effect on a loop and every sprite, with labels.

A place to see (and screenshot) the art and motion outside a game. Pages:
effects, Essentia, Symbol, The Trojan War. LEFT/RIGHT (or NEXT/PREV, or the
arrow buttons) change page; UP/DOWN move the focus between effect panels and
CONFIRM (or a click on a panel) replays it with its sound; CANCEL/MENU (or
the Back button) leaves.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.troy import data as D
from scenes.art import essentia as essentia_art
from scenes.art import symbol as symbol_art
from scenes.art import troy as troy_art
from scenes.art import troy_portraits
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.ui import anim, effects
from scenes.ui.hints import key_name

CELL = 64
PAGES = (N_("Effects"), N_("Essentia"), N_("Symbol"), N_("The Trojan War"),
         N_("Heroes and gods of Troy"))
HERO_SAMPLES = tuple(D.BY_ID[h] for h in ("achilles", "odysseus", "hector", "paris"))
# TRANSLATORS: Essentia's terrains and tiles as captioned in the gallery
TERRAIN_NAMES = {"plains": N_("Plains"), "plateau": N_("Plateau"), "rocks": N_("Rocks"),
                 "mountain": N_("Mountain"), "forest": N_("Forest"), "spring": N_("Spring"),
                 "circle_active": N_("Circle (active)"),
                 "circle_inactive": N_("Circle (inactive)"), "back": N_("Face down")}
# TRANSLATORS: Symbol's pieces as captioned in the gallery
ELEMENT_NAMES = {"E": N_("Earth"), "W": N_("Water"), "A": N_("Air"), "F": N_("Fire"),
                 "D": N_("Death"), "L": N_("Leader")}
# Symbol stacks shown in the gallery: their pieces (bottom first), owner, caption
STACKS = ((("E", "F"), 0, N_("Earth + fire")), (("W", "A", "D"), 1, N_("Water + air + death")),
          (("L", "E", "E", "F", "A"), 0, N_("A stack of five")), (("A",), 1, N_("Air alone")))


@dataclass
class Panel:
    """One looping effect demo: a backdrop, a factory, and the running instance."""

    title: str
    sound: str
    rect: pygame.Rect
    board: str                                   # "essentia", "symbol" or "felt"
    factory: Callable[[int, tuple[float, float]], anim.Anim]
    run: int = 0
    effect: anim.Anim | None = None

    @property
    def center(self) -> tuple[float, float]:
        return (self.rect.centerx, self.rect.centery - 12)

    def start(self) -> None:
        self.effect = self.factory(self.run, self.center)
        self.run += 1


def _cell(c: tuple[float, float], i: int, j: int) -> tuple[float, float]:
    return (c[0] + i * CELL, c[1] + j * CELL)


def _rest(image: pygame.Surface, pos: tuple[float, float], t: float = 0.7) -> effects.Hold:
    return effects.Hold(image, pos, t)


def _slide(n: int, c: tuple[float, float]) -> anim.Anim:
    g = essentia_art.golem(0, 56)
    path = [_cell(c, -1, 1), _cell(c, -1, -1), _cell(c, 1, -1)] if n % 2 == 0 else \
        [_cell(c, 1, -1), _cell(c, 1, 1), _cell(c, -1, 1)]
    return anim.Sequence([_rest(g, path[0], 0.3), effects.Slide(g, path, duration=0.7),
                          _rest(g, path[-1])])


def _jump(n: int, c: tuple[float, float]) -> anim.Anim:
    g = essentia_art.golem(1, 56)
    a, b = (_cell(c, -1, 1), _cell(c, 0, -1)) if n % 2 == 0 else (_cell(c, 0, -1), _cell(c, -1, 1))
    return anim.Sequence([_rest(g, a, 0.3), effects.Slide(g, [a, b], duration=0.55, arc=46),
                          _rest(g, b)])


def _capture(n: int, c: tuple[float, float]) -> anim.Anim:
    victim = essentia_art.golem(1 - n % 2, 56)
    hunter = essentia_art.golem(n % 2, 56)
    a, b = _cell(c, -1, 1), _cell(c, 0, 0)
    return anim.Sequence([
        anim.Parallel([_rest(victim, b, 0.3), _rest(hunter, a, 0.3)]),
        anim.Parallel([_rest(victim, b, 0.32), effects.Slide(hunter, [a, b], duration=0.32)]),
        anim.Parallel([effects.Capture(victim, b, seed=n), _rest(hunter, b, 0.9)]),
        _rest(hunter, b, 0.3)])


def _push(n: int, c: tuple[float, float]) -> anim.Anim:
    fire = symbol_art.symbol_piece("F", 0, 56)
    foe = symbol_art.symbol_piece("W", 1, 56)
    start, mid, end = _cell(c, -1, 0), _cell(c, 0, 0), _cell(c, 1, 0)
    fire_at = _cell(c, -1, 1)
    return anim.Sequence([
        anim.Parallel([_rest(fire, fire_at, 0.3), _rest(foe, mid, 0.3)]),
        anim.Parallel([effects.Slide(fire, [fire_at, start], duration=0.3),
                       _rest(foe, mid, 0.3)]),
        anim.Parallel([_rest(fire, start, 0.45), effects.Push(foe, mid, end)]),
        anim.Parallel([_rest(fire, start, 0.7), _rest(foe, end, 0.7)])])


def _explosion(n: int, c: tuple[float, float]) -> anim.Anim:
    death = symbol_art.symbol_piece("D", n % 2, 56)
    near = [symbol_art.symbol_piece(k, 1 - n % 2, 56) for k in ("W", "A")]
    spots = list(zip(near, [_cell(c, -1, -1), _cell(c, 1, 0)], strict=True))
    boom: list[anim.Anim] = [effects.Explosion(c, radius=CELL * 1.3, seed=n),
                             effects.Capture(death, c, seed=n)]
    boom += [effects.Capture(p, s, seed=n + i + 1) for i, (p, s) in enumerate(spots)]
    return anim.Sequence([
        anim.Parallel([_rest(death, c, 0.5)] + [_rest(p, s, 0.5) for p, s in spots]),
        anim.Parallel(boom),
        anim.Delay(0.5)])


def _dice(n: int, c: tuple[float, float]) -> anim.Anim:
    value = (n * 7 + 3) % 10
    faces = troy_art.die_faces(72)
    return anim.Sequence([effects.DieRoll(value, c, faces, seed=n),
                          _rest(troy_art.die_face(value, 72), c, 1.0)])


def _card(n: int, c: tuple[float, float]) -> anim.Anim:
    size = (120, 168)
    back, front = troy_art.card_back(size), _hero_card(HERO_SAMPLES[n % len(HERO_SAMPLES)], size)
    return anim.Sequence([_rest(back, c, 0.5), effects.CardFlip(back, front, c, duration=0.5),
                          _rest(front, c, 1.2)])


def _tile(n: int, c: tuple[float, float]) -> anim.Anim:
    terrains = essentia_art.TERRAINS[:6]
    back, front = essentia_art.tile("back", 96), essentia_art.tile(terrains[n % len(terrains)], 96)
    return anim.Sequence([_rest(back, c, 0.5), effects.CardFlip(back, front, c, duration=0.45),
                          _rest(front, c, 1.0)])


# TRANSLATORS: the effects gallery's panels, each an animation shown on a loop
_PANELS = (
    (N_("Slide"), "move", "essentia", _slide),
    (N_("Jump (forest)"), "move", "essentia", _jump),
    (N_("Capture"), "capture", "essentia", _capture),
    (N_("Push (fire)"), "push", "symbol", _push),
    (N_("Explosion (death)"), "explosion", "symbol", _explosion),
    (N_("Die roll"), "dice", "felt", _dice),
    (N_("Card flip"), "flip", "felt", _card),
    (N_("Tile reveal"), "flip", "felt", _tile),
)


class GalleryScene(Scene):
    """Shows every effect on a loop and every sprite; a page per game."""

    def __init__(self, page: int = 0) -> None:
        super().__init__()
        self.page = page % len(PAGES)
        self.t = 0.0
        self.focus = 0
        self.hover: str | None = None
        self.panels: list[Panel] = []
        for i, (title, sound, board, factory) in enumerate(_PANELS):
            col, row = i % 4, i // 4
            rect = pygame.Rect(28 + col * 308, 96 + row * 284, 292, 270)
            self.panels.append(Panel(title, sound, rect, board, factory))
        for p in self.panels:
            p.start()
        self.buttons = {
            "prev": pygame.Rect(24, 22, 52, 44),
            "next": pygame.Rect(theme.WIDTH - 76, 22, 52, 44),
            "back": pygame.Rect(24, theme.HEIGHT - 52, 120, 38),
        }
        self._pages: dict[int, pygame.Surface] = {}
        self.device = "keyboard"    # whose key names the labels show
        self.back_label = ""
        self._words()

    def _words(self) -> None:
        """The Back button's label for the device in hand, and its width to fit it."""
        key = "B" if self.device == "controller" else "Esc"
        # TRANSLATORS: the gallery's Back button; {key} is the key or button cap
        self.back_label = _("{key}  Back").format(key=key)
        width = theme.font(18, "ui-semibold").size(self.back_label)[0] + 32
        self.buttons["back"].width = max(120, width)

    def language_changed(self) -> None:
        self._pages.clear()
        self._words()

    # ----------------------------------------------------------------- input
    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def _turn(self, step: int) -> None:
        self.page = (self.page + step) % len(PAGES)
        self._sound("menu")

    def replay(self, index: int) -> None:
        """Restart one effect panel from its beginning, with its sound."""
        panel = self.panels[index]
        panel.start()
        self._sound(panel.sound)

    def handle(self, action: InputAction) -> None:
        act = action.act
        if act in (Act.CANCEL, Act.MENU):
            if self.app is not None:
                self._sound("cancel")
                self.app.pop()
        elif act in (Act.LEFT, Act.RIGHT, Act.UP, Act.DOWN) and self.page == 0:
            # the effects page is a grid: the arrows reach every panel
            step = {Act.LEFT: -1, Act.RIGHT: 1, Act.UP: -4, Act.DOWN: 4}[act]
            self.focus = (self.focus + step) % len(self.panels)
            self._sound("menu")
        elif act in (Act.LEFT, Act.PREV):
            self._turn(-1)
        elif act in (Act.RIGHT, Act.NEXT):
            self._turn(1)
        elif act == Act.CONFIRM:
            if self.page == 0:
                self.replay(self.focus)
            else:
                self._pages.pop(self.page, None)
                self._sound("confirm")
        elif act == Act.POINT and action.pos is not None:
            self.hover = next((k for k, r in self.buttons.items() if r.collidepoint(action.pos)),
                              None)
            if self.page == 0:
                for i, p in enumerate(self.panels):
                    if p.rect.collidepoint(action.pos):
                        self.focus = i
        elif act == Act.CLICK and action.pos is not None:
            self._click(action.pos)
        elif act == Act.SCROLL:
            self._turn(-1 if action.value > 0 else 1)

    def _click(self, pos: tuple[int, int]) -> None:
        if self.buttons["prev"].collidepoint(pos):
            self._turn(-1)
        elif self.buttons["next"].collidepoint(pos):
            self._turn(1)
        elif self.buttons["back"].collidepoint(pos):
            self.handle(InputAction(Act.CANCEL, "mouse"))
        elif self.page == 0:
            for i, p in enumerate(self.panels):
                if p.rect.collidepoint(pos):
                    self.focus = i
                    self.replay(i)

    # ----------------------------------------------------------------- time
    def update(self, dt: float) -> None:
        self.t += dt
        if self._device() != self.device:
            self.device = self._device()
            self._words()
        if self.page != 0:
            if self.page not in self._pages:       # drawn once per language, then shown
                self._pages[self.page] = _STATIC_PAGES[self.page]()
            return
        for p in self.panels:
            if p.effect is None:
                p.start()
            assert p.effect is not None
            rest = p.effect.update(dt)
            if p.effect.finished:
                p.start()
                p.effect.update(rest)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        _draw_vignette(surface)
        # TRANSLATORS: the gallery's title; {page} is what the page shows (Effects, Symbol...)
        heading = _("Gallery: {page}").format(page=_(PAGES[self.page]))
        title = theme.font(40, "title-bold").render(heading, True, theme.GOLD)
        surface.blit(title, title.get_rect(midtop=(theme.WIDTH // 2, 16)))
        dots_y = 72
        for i in range(len(PAGES)):
            x = theme.WIDTH // 2 + (i - (len(PAGES) - 1) / 2) * 18
            col = theme.GOLD if i == self.page else theme.INK_FAINT
            pygame.draw.circle(surface, col, (x, dots_y), 5 if i == self.page else 4)
        if self.page == 0:
            self._draw_effects(surface)
        elif self.page in self._pages:
            surface.blit(self._pages[self.page], (0, 0))
        self._draw_buttons(surface)

    def _draw_effects(self, surface: pygame.Surface) -> None:
        for i, p in enumerate(self.panels):
            _panel(surface, p.rect, focused=i == self.focus, t=self.t)
            _mini_board(surface, p.board, p.center)
            if p.effect is not None:
                clip = surface.get_clip()
                surface.set_clip(p.rect.inflate(-4, -4))
                p.effect.draw(surface)
                surface.set_clip(clip)
            label = theme.font(20, "ui-semibold").render(_(p.title), True, theme.INK)
            surface.blit(label, label.get_rect(midbottom=(p.rect.centerx, p.rect.bottom - 8)))

    def _device(self) -> str:
        return getattr(self.app, "last_device", "keyboard") if self.app is not None else "keyboard"

    def hint(self) -> str:
        """The bottom line, in the keys of the device in use."""
        pad = self._device() == "controller"
        pages = "LB RB" if pad else "Tab" if self.page == 0 else "\u2190 \u2192"
        if self.page != 0:
            # TRANSLATORS: bottom line of the gallery; {keys} are key or button caps
            return _("{keys} page").format(keys=pages)
        # TRANSLATORS: bottom line of the gallery; {pages}, {choose}, {replay} are key caps
        return _("{pages} page    {choose} choose    {replay} replay").format(
            pages=pages, choose="D-pad" if pad else "\u2190 \u2191 \u2192 \u2193",
            replay="A" if pad else key_name("Enter"))

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        for key, rect in self.buttons.items():
            hot = self.hover == key
            pygame.draw.rect(surface, theme.BG_PANEL_HI if hot else theme.BG_PANEL, rect,
                             border_radius=10)
            pygame.draw.rect(surface, theme.GOLD if hot else theme.GOLD_DIM, rect, 2,
                             border_radius=10)
            c = rect.center
            if key == "back":
                txt = theme.font(18, "ui-semibold").render(self.back_label, True, theme.INK)
                surface.blit(txt, txt.get_rect(center=c))
            else:
                d = -1 if key == "prev" else 1
                pts = [(c[0] + 9 * d, c[1]), (c[0] - 7 * d, c[1] - 11), (c[0] - 7 * d, c[1] + 11)]
                pygame.draw.polygon(surface, theme.GOLD, pts)
        txt = theme.font(16).render(self.hint(), True, theme.INK_DIM)
        surface.blit(txt, txt.get_rect(midbottom=(theme.WIDTH // 2, theme.HEIGHT - 12)))


# --------------------------------------------------------------------------- drawing helpers

def _draw_vignette(surface: pygame.Surface) -> None:
    surface.blit(_vignette(), (0, 0))


_VIGNETTE: list[pygame.Surface] = []


def _vignette() -> pygame.Surface:
    if not _VIGNETTE:
        v = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
        for i in range(18):
            a = int(10 + i * 1.2)
            pygame.draw.rect(v, (0, 0, 0, a), v.get_rect().inflate(-i * 2, -i * 2), 2)
        _VIGNETTE.append(v)
    return _VIGNETTE[0]


def _panel(surface: pygame.Surface, rect: pygame.Rect, focused: bool = False,
           t: float = 0.0) -> None:
    card = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(card, (*theme.BG_PANEL, 235), card.get_rect(), border_radius=14)
    surface.blit(card, rect)
    if focused:
        pulse = 0.5 + 0.5 * math.sin(t * 5)
        pygame.draw.rect(surface, theme.FOCUS, rect.inflate(2 + 2 * pulse, 2 + 2 * pulse), 3,
                         border_radius=15)
    else:
        pygame.draw.rect(surface, theme.GOLD_DIM, rect, 2, border_radius=14)


_BOARD_TERRAIN = (("forest", "rocks", "plateau"), ("rocks", "plains", "mountain"),
                  ("spring", "rocks", "forest"))


def _mini_board(surface: pygame.Surface, kind: str, c: tuple[float, float]) -> None:
    x0, y0 = int(c[0] - CELL * 1.5), int(c[1] - CELL * 1.5)
    if kind == "felt":
        rect = pygame.Rect(x0 - 8, y0 - 8, CELL * 3 + 16, CELL * 3 + 16)
        pygame.draw.rect(surface, (40, 62, 52), rect, border_radius=16)
        pygame.draw.rect(surface, (28, 44, 36), rect, 3, border_radius=16)
        return
    for j in range(3):
        for i in range(3):
            if kind == "essentia":
                img = essentia_art.tile(_BOARD_TERRAIN[j][i], CELL)
            else:
                img = symbol_art.symbol_cell("land" if j == 2 else "water", CELL)
            surface.blit(img, (x0 + i * CELL, y0 + j * CELL))


def _label(surface: pygame.Surface, text: str, center: tuple[float, float], size: int = 16,
           color: tuple[int, int, int] = theme.INK_DIM, width: int = 0) -> None:
    """A caption centred under a picture, kept to ``width`` when a longer language's
    words would run into the next one: on two lines where it has a space to break
    at, else narrowed (never under 12 px)."""
    fnt = theme.font(size, "ui-semibold")
    lines = [text]
    if width and fnt.size(text)[0] > width:
        halves = _halves(text)
        if halves is not None:          # two lines, narrowed only if they must be
            lines = list(halves)
            size = min(theme.fit_size(line, size, "ui-semibold", width, 12) for line in lines)
        else:
            size = theme.fit_size(text, size, "ui-semibold", width, 12)
        fnt = theme.font(size, "ui-semibold")
    step = fnt.get_linesize() - 2
    for k, line in enumerate(lines):
        img = fnt.render(line, True, color)
        y = center[1] + (k - (len(lines) - 1) / 2) * step
        surface.blit(img, img.get_rect(center=(round(center[0]), round(y))))


def _halves(text: str) -> tuple[str, str] | None:
    """``text`` on two lines, broken at the space nearest its middle (None: no space)."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return None
    cut = min(spaces, key=lambda i: abs(len(text) - 2 * i))
    return text[:cut], text[cut + 1:]


def _section(surface: pygame.Surface, text: str, y: int) -> None:
    img = theme.font(24, "title-bold").render(text, True, theme.GOLD)
    surface.blit(img, (60, y))
    pygame.draw.line(surface, theme.GOLD_DIM, (60, y + 32), (theme.WIDTH - 60, y + 32), 1)


def _essentia_page() -> pygame.Surface:
    s = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    _section(s, _("Golems and their powers"), 96)
    for p, name in ((0, N_("Dawn")), (1, N_("Twilight"))):
        x = 130 + p * 170
        s.blit(essentia_art.golem(p, 100), (x - 50, 140))
        _label(s, _(name), (x, 252), width=150)
    for i, t in enumerate(essentia_art.POWERS):
        x = 520 + i * 120
        s.blit(essentia_art.power_icon(t, 72), (x - 36, 150))
        _label(s, _(TERRAIN_NAMES[t]), (x, 240), width=106)
    _section(s, _("Terrain"), 286)
    for i, t in enumerate((*essentia_art.TERRAINS, "back")):
        x = 110 + i * 132
        s.blit(essentia_art.tile(t, 104), (x - 52, 336))
        _label(s, _(TERRAIN_NAMES[t]), (x, 456), 15, width=118)
    _section(s, _("On the board"), 486)
    for i, t in enumerate(essentia_art.TERRAINS):
        x = 110 + i * 132
        s.blit(essentia_art.tile(t, 84), (x - 42, 532))
        g = essentia_art.golem(i % 2, 72)
        s.blit(g, (x - 36, 538))
    return s


def _symbol_page() -> pygame.Surface:
    s = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    faces = (N_("Player 1: the circle face"), N_("Player 2: the plain face"))
    for p, title in enumerate(faces):
        y = 96 + p * 190
        _section(s, _(title), y)
        for i, k in enumerate(symbol_art.SYMBOL_KINDS):
            x = 130 + i * 170
            s.blit(symbol_art.symbol_cell("land" if k in "EDL" else "water", 110), (x - 55, y + 44))
            s.blit(symbol_art.symbol_piece(k, p, 100), (x - 50, y + 49))
            _label(s, _(ELEMENT_NAMES[k]), (x, y + 170), width=164)
    _section(s, _("Stacks and cells"), 476)
    for i, (kinds, p, name) in enumerate(STACKS):
        x = 130 + i * 170
        s.blit(symbol_art.symbol_cell("land" if "W" not in kinds else "water", 110), (x - 55, 522))
        s.blit(symbol_art.symbol_stack(kinds, p, 104), (x - 52, 525))
        _label(s, _(name), (x, 646), 14, width=164)
    for i, (kind, name) in enumerate((("land", N_("Land")), ("water", N_("Water")))):
        x = 130 + (4 + i) * 170
        s.blit(symbol_art.symbol_cell(kind, 110), (x - 55, 522))
        _label(s, _(name), (x, 646), width=164)
    return s


def _troy_page() -> pygame.Surface:
    s = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    _section(s, _("Heroes, gods and cards"), 96)
    size = (150, 210)
    for i, hero in enumerate(HERO_SAMPLES):
        x = 70 + i * 170
        s.blit(_hero_card(hero, size), (x, 144))
        # TRANSLATORS: under a hero's card in the gallery: the hero's side
        people = _("Greek") if hero.side == D.GREEK else _("Trojan")
        _label(s, people, (x + 75, 368), width=164)
    s.blit(troy_art.god_card("Athena", size), (70 + 4 * 170, 144))
    # TRANSLATORS: under a card in the gallery: the card shows a god
    _label(s, _("God"), (70 + 4 * 170 + 75, 368), width=164)
    s.blit(troy_art.card_back(size), (70 + 5 * 170, 144))
    _label(s, _("Card back"), (70 + 5 * 170 + 75, 368), width=164)
    _section(s, _("Tokens and the d10"), 400)
    for i, (hid, side) in enumerate((("achilles", 0), ("agamemnon", 0), ("hector", 1),
                                      ("aeneas", 1))):
        x = 100 + i * 125
        s.blit(troy_art.hero_token(hid, side, 72), (x - 36, 452))
        _label(s, _(D.BY_ID[hid].name), (x, 540), 14, width=121)
    for n in range(10):
        x = 520 + (n % 5) * 140
        y = 446 + (n // 5) * 100
        s.blit(troy_art.die_face(n, 84), (x, y))
    return s


def _hero_card(hero: D.Hero, size: tuple[int, int]) -> pygame.Surface:
    return troy_art.hero_card(hero.name, hero.power, hero.resistance, hero.character, hero.side,
                              size, hero.id)


def _troy_people_page() -> pygame.Surface:
    """Every hero's portrait and every god's card, each known by its sign."""
    s = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    for side, title in ((D.GREEK, N_("Greek heroes")), (D.TROJAN, N_("Trojan heroes"))):
        y = 92 + side * 172
        _section(s, _(title), y)
        heroes = [D.HEROES[i] for i in D.SIDE_HEROES[side]]
        for i, hero in enumerate(heroes):
            x = 90 + i * 100
            s.blit(troy_portraits.portrait(hero.id, 90), (x - 45, y + 42))
            # every other name a line lower: each has the room of two portraits
            # ("Ajax, son of Telamon" on one line)
            _label(s, _(hero.name), (x, y + 143 + 16 * (i % 2)), 14, width=196)
    _section(s, _("The gods"), 436)
    for i, god in enumerate(D.GODS):
        x = 100 + i * 135
        s.blit(troy_art.god_card(D.GOD_NAMES[god], (112, 156)), (x - 56, 478))
    return s


_STATIC_PAGES: dict[int, Callable[[], pygame.Surface]] = {
    1: _essentia_page, 2: _symbol_page, 3: _troy_page, 4: _troy_people_page,
}
