"""What the Trojan War screen shows, and how it is painted.

``Board`` is the displayed picture of the game. It lags the rules state on
purpose: the play scene updates it step by step as the events animate, then
re-syncs it from ``state.view(viewer)`` once the animations are done, so the
screen never shows a die, a wound or a hidden pick before its moment.
Drawing reads a ``Board`` and never changes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.troy import data as D
from scenes.art import sprites
from scenes.core import theme
from scenes.ui.widgets import blit_text, draw_panel, text, wrap_text

G, T = D.GREEK, D.TROJAN
SIDE_COLOR = (theme.SIDE_LIGHT, theme.SIDE_DARK)
SIDE_INK = ((250, 214, 140), (140, 180, 255))
SIDE_WORD = ("Greek", "Trojan")

# -- layout (logical 1280x720; the hint bar takes the bottom 44 px) ------------
TRACK = pygame.Rect(16, 8, 660, 84)
VPBAR = pygame.Rect(690, 8, 574, 84)
ROSTER = (pygame.Rect(12, 100, 252, 572), pygame.Rect(1016, 100, 252, 572))
CENTRE = pygame.Rect(274, 100, 732, 352)
PROMPT = pygame.Rect(274, 458, 732, 92)
INFO = pygame.Rect(274, 556, 732, 116)
# the duel, army and Horse panels below their title and subtitle: where dice may fly
PANEL_BODY = pygame.Rect(CENTRE.left + 4, CENTRE.top + 60, CENTRE.width - 8, CENTRE.height - 64)
CARD = (104, 146)
ROW_H = 38
ILIAD = range(3, 9)
VP_SPAN = 15


def space_rect(space: int) -> pygame.Rect:
    """The column of challenge space 0-3 in the centre area."""
    w = CENTRE.width // 4
    return pygame.Rect(CENTRE.left + space * w + 4, CENTRE.top, w - 8, CENTRE.height)


def card_pos(space: int, side: int) -> tuple[int, int]:
    """Centre of a side's card on a challenge space."""
    r = space_rect(space)
    y = r.top + 30 + CARD[1] // 2 if side == G else r.bottom - 8 - CARD[1] // 2
    return (r.centerx, y)


def card_rect(space: int, side: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *CARD)
    rect.center = card_pos(space, side)
    return rect


def roster_row(side: int, n: int) -> pygame.Rect:
    box = ROSTER[side]
    return pygame.Rect(box.left + 6, box.top + 44 + n * ROW_H, box.width - 12, ROW_H - 4)


def vp_x(vp: int) -> int:
    """Where a VP value sits on the track (clamped to its ends)."""
    v = max(-VP_SPAN, min(VP_SPAN, vp))
    inner = VPBAR.inflate(-60, 0)
    return round(inner.centerx + v * inner.width / (2 * VP_SPAN))


VP_TRACK_Y = VPBAR.top + 52

# -- words -------------------------------------------------------------------------
STATUS_WORDS = {
    "available": "ready", "wounded": "wounded", "serious": "badly wounded", "dead": "dead",
    "prisoner": "prisoner", "absent": "not yet arrived", "sulking": "sulking in his tent",
}
RESULT_WORDS = {
    "dead": "is killed", "serious": "is seriously wounded (out 2 turns)",
    "wounded": "is wounded (out 1 turn)", "prisoner": "is taken prisoner",
    "unharmed": "is beaten but unharmed", "spared": "is spared and taken prisoner",
}
REASON_WORDS = {
    "dead": "kill", "serious": "serious wound", "wounded": "wound", "prisoner": "prisoner",
    "unharmed": "light wound", "spared": "", "winner_wounded": "winner left on 1 Resistance",
    "thersites": "Thersites", "army": "army battle",
}


def hero_name(hid: str) -> str:
    return D.BY_ID[hid].name


def mod_label(label: str) -> str:
    """'Character F vs H' becomes 'Strength vs Skill'; other labels stay."""
    if label.startswith("Character ") and " vs " in label:
        a, b = label[len("Character "):].split(" vs ")
        return f"{D.CHARACTERS.get(a, a)} vs {D.CHARACTERS.get(b, b)}"
    return label


def signed(v: int) -> str:
    return f"+{v}" if v > 0 else ("\u2212" + str(-v) if v < 0 else "0")


def vp_words(vp: int) -> str:
    if vp > 0:
        return f"Trojans lead by {vp}"
    if vp < 0:
        return f"Greeks lead by {-vp}"
    return "Level"


# -- the displayed picture -----------------------------------------------------------
@dataclass
class DuelShow:
    """The duel on screen: heroes, modifiers, wounds, the last dice and a log."""

    space: int
    heroes: tuple[str, str]
    to_death: bool = False
    mods: list[list[tuple[str, int]]] = field(default_factory=lambda: [[], []])
    wounds: list[int] = field(default_factory=lambda: [0, 0])
    dice: list[int | None] = field(default_factory=lambda: [None, None])
    totals: list[int | None] = field(default_factory=lambda: [None, None])
    rolling: list[bool] = field(default_factory=lambda: [False, False])
    round: int = 0
    log: list[str] = field(default_factory=list)
    verdict: str = ""
    result_die: int | None = None
    result_rolling: bool = False
    winner: int | None = None
    loser_gone: bool = False
    taunt: str = ""


@dataclass
class ArmyShow:
    mods: list[list[tuple[str, int]]] = field(default_factory=lambda: [[], []])
    dice: list[int | None] = field(default_factory=lambda: [None, None])
    totals: list[int | None] = field(default_factory=lambda: [None, None])
    rolling: list[bool] = field(default_factory=lambda: [False, False])
    verdict: str = ""


@dataclass
class HorseShow:
    heroes: list[str]
    mods: list[tuple[str, int]]
    die: int | None = None
    total: int | None = None
    rolling: bool = False
    verdict: str = ""


@dataclass
class Board:
    """Everything the Troy screen draws, as plain values."""

    turn: int = 1
    vp: int = 0
    status: dict[str, str] = field(default_factory=dict)
    spaces: list[list[str | None]] = field(default_factory=lambda: [[None, None] for _ in range(4)])
    cancelled: list[bool] = field(default_factory=lambda: [False] * 4)
    protected: list[bool] = field(default_factory=lambda: [False] * 4)
    mandatory: bool = False
    thersites: int = -1
    gods: list[str | None] = field(default_factory=lambda: [None, None])
    event: str = "none"
    event_roll: int | None = None
    mandatory_lines: list[str] = field(default_factory=list)
    turn_vp: list[int] = field(default_factory=lambda: [0, 0])
    duels_won: list[int] = field(default_factory=lambda: [0, 0])
    captors: dict[str, str] = field(default_factory=dict)
    briseis: str = "achilles"
    rerolls: int = 0
    duel: DuelShow | None = None
    army: ArmyShow | None = None
    horse: HorseShow | None = None
    chronicle: list[str] = field(default_factory=list)
    flipping: set[tuple[int, int]] = field(default_factory=set)  # (space, side) mid-flip
    god_flipping: set[int] = field(default_factory=set)

    def sync(self, view: dict[str, Any]) -> None:
        """Take every public (or the viewer's) fact from ``state.view``."""
        self.turn, self.vp = view["turn"], view["vp"]
        self.status = {h: v["status"] for h, v in view["heroes"].items()}
        for row in view["challenges"]:
            s = row["space"] - 1
            self.spaces[s] = [row["greek"], row["trojan"]]
            self.cancelled[s] = row["cancelled"]
            self.protected[s] = row["protected"]
            if row["thersites"]:
                self.thersites = s
        self.mandatory = any(r["mandatory"] for r in view["challenges"])
        gods = list(view["gods"]) + [None, None]
        self.gods = gods[:2]
        self.event = view["event"]
        self.turn_vp = list(view["turn_vp"])
        self.duels_won = list(view["duels_won"])
        self.captors = dict(view["captors"])
        self.briseis = view["briseis"]
        self.rerolls = view["rerolls"]

    def new_turn(self, turn: int) -> None:
        self.turn = turn
        self.spaces = [[None, None] for _ in range(4)]
        self.cancelled = [False] * 4
        self.protected = [False] * 4
        self.mandatory = False
        self.thersites = -1
        self.gods = [None, None]
        self.event, self.event_roll = "none", None
        self.mandatory_lines = []
        self.turn_vp = [0, 0]
        self.duels_won = [0, 0]
        self.duel = self.army = None

    def note(self, line: str) -> None:
        self.chronicle = [*self.chronicle[-40:], line]


# -- painting ---------------------------------------------------------------------
def draw_track(surface: pygame.Surface, board: Board) -> None:
    """Turn track 1-12: the Iliad turns banded, the Horse on 12, this turn lit."""
    draw_panel(surface, TRACK, alpha=225)
    blit_text(surface, "Turn", 16, (TRACK.left + 12, TRACK.top + 8), kind="ui-bold",
              color=theme.GOLD)
    cw = (TRACK.width - 70) // 12
    x0 = TRACK.left + 60
    band = pygame.Rect(x0 + 2 * cw, TRACK.top + 6, 6 * cw, 16)
    pygame.draw.rect(surface, (92, 70, 40), band, border_radius=6)
    blit_text(surface, "THE ILIAD", 12, band.center, kind="ui-bold", color=theme.GOLD,
              anchor="center")
    for t in range(1, 13):
        r = pygame.Rect(x0 + (t - 1) * cw + 2, TRACK.top + 26, cw - 4, 48)
        now, past = t == board.turn, t < board.turn
        fill = theme.GOLD if now else ((58, 56, 64) if past else theme.BG_PANEL_HI)
        pygame.draw.rect(surface, fill, r, border_radius=8)
        pygame.draw.rect(surface, theme.GOLD if t in ILIAD or t == 12 else theme.GOLD_DIM, r, 1,
                         border_radius=8)
        ink = theme.BG if now else (theme.INK_FAINT if past else theme.INK)
        if t == 12:
            draw_horse(surface, (r.centerx, r.centery + 2), 17, ink)
        else:
            blit_text(surface, str(t), 20, (r.centerx, r.centery - 3), kind="ui-bold",
                      color=ink, anchor="center")
        if t in D.MANDATORY:
            pygame.draw.circle(surface, theme.DANGER if not now else (120, 30, 20),
                               (r.centerx, r.bottom - 8), 3)
    pygame.draw.circle(surface, theme.DANGER, (TRACK.left + 14, TRACK.top + 44), 3)
    blit_text(surface, "fixed", 12, (TRACK.left + 22, TRACK.top + 37), color=theme.INK_DIM)
    blit_text(surface, "event", 12, (TRACK.left + 22, TRACK.top + 51), color=theme.INK_DIM)


def draw_horse(surface: pygame.Surface, c: tuple[int, int], s: int, color: Any) -> None:
    """A small wooden-horse silhouette on wheels."""
    x, y = c
    body = pygame.Rect(x - s * 0.7, y - s * 0.25, s * 1.3, s * 0.55)
    pygame.draw.rect(surface, color, body, border_radius=3)
    pygame.draw.polygon(surface, color, [(x + s * 0.45, y - s * 0.2), (x + s * 0.7, y - s * 0.9),
                                         (x + s * 0.95, y - s * 0.8), (x + s * 0.75, y - s * 0.1)])
    for dx in (-0.5, 0.35):
        pygame.draw.line(surface, color, (x + s * dx, y + s * 0.25), (x + s * dx, y + s * 0.55), 2)
    pygame.draw.line(surface, color, (x - s * 0.8, y + s * 0.6), (x + s * 0.8, y + s * 0.6), 2)
    for dx in (-0.55, 0.55):
        pygame.draw.circle(surface, color, (x + s * dx, y + s * 0.7), max(2, s // 6))


def draw_vp_track(surface: pygame.Surface, board: Board, shown_vp: float | None = None) -> None:
    """One track: Greek VP to the left (negative), Trojan VP to the right (positive)."""
    draw_panel(surface, VPBAR, alpha=225)
    vp = board.vp if shown_vp is None else shown_vp
    blit_text(surface, "\u2190 Greeks", 16, (VPBAR.left + 14, VPBAR.top + 8), kind="ui-bold",
              color=SIDE_INK[G])
    blit_text(surface, "Trojans \u2192", 16, (VPBAR.right - 14, VPBAR.top + 8), kind="ui-bold",
              color=SIDE_INK[T], anchor="topright")
    blit_text(surface, f"Victory points {signed(round(vp))}  \u00b7  {vp_words(round(vp))}", 16,
              (VPBAR.centerx, VPBAR.top + 8), kind="ui-semibold", color=theme.INK,
              anchor="midtop")
    y = VP_TRACK_Y
    left, right = vp_x(-VP_SPAN), vp_x(VP_SPAN)
    pygame.draw.rect(surface, (90, 72, 40), (left, y - 5, vp_x(0) - left, 10), border_radius=5)
    pygame.draw.rect(surface, (36, 56, 100), (vp_x(0), y - 5, right - vp_x(0), 10),
                     border_radius=5)
    for v in range(-VP_SPAN, VP_SPAN + 1):
        x = vp_x(v)
        h = 9 if v % 5 == 0 else 4
        pygame.draw.line(surface, theme.INK_DIM, (x, y - h), (x, y + h), 1)
        if v % 5 == 0:
            blit_text(surface, str(v), 12, (x, y + 11), color=theme.INK_DIM, anchor="midtop")
    # the marker
    v = max(-VP_SPAN, min(VP_SPAN, vp))
    inner = VPBAR.inflate(-60, 0)
    mx = inner.centerx + v * inner.width / (2 * VP_SPAN)
    col = SIDE_COLOR[T] if vp > 0 else (SIDE_COLOR[G] if vp < 0 else theme.GOLD)
    pygame.draw.polygon(surface, (0, 0, 0), [(mx, y + 2), (mx - 10, y - 16), (mx + 10, y - 16)])
    pygame.draw.polygon(surface, col, [(mx, y), (mx - 8, y - 15), (mx + 8, y - 15)])
    pygame.draw.circle(surface, theme.INK, (round(mx), y), 4)


def draw_roster(surface: pygame.Surface, board: Board, side: int, *, active: bool = False,
                picked: dict[str, int] | None = None, t: float = 0.0) -> list[pygame.Rect]:
    """A side's heroes as rows: token, name, Power/Resistance/Character, status."""
    box = ROSTER[side]
    draw_panel(surface, box, border=SIDE_COLOR[side] if active else theme.GOLD_DIM, alpha=225)
    title = D.SIDE_DISPLAY[side]
    blit_text(surface, title, 24, (box.left + 14, box.top + 8), kind="title-bold",
              color=SIDE_INK[side])
    blit_text(surface, "Pow Res Char", 12, (box.right - 12, box.top + 20), color=theme.INK_DIM,
              anchor="topright")
    rects = []
    n = 0
    for i in D.SIDE_HEROES[side]:
        h = D.HEROES[i]
        status = board.status.get(h.id, "available")
        if status == "absent" and h.id == "neoptolemus" and board.status.get("achilles") != "dead":
            continue
        r = roster_row(side, n)
        n += 1
        rects.append(r)
        ok = status == "available"
        where = _placed_space(board, h.id, side)
        if picked is not None and h.id in picked:
            where = picked[h.id]
        if where is not None:
            pygame.draw.rect(surface, (70, 62, 44) if side == G else (38, 48, 78), r,
                             border_radius=8)
        token = sprites.hero_token(h.name, side, 30)
        if not ok:
            token = _greyed(token)
        surface.blit(token, token.get_rect(midleft=(r.left + 4, r.centery)))
        ink = theme.INK if ok else theme.INK_FAINT
        blit_text(surface, _fit(h.name, 15, 128), 15, (r.left + 40, r.top + 2),
                  kind="ui-semibold", color=ink)
        sub = STATUS_WORDS[status] if not ok else D.CHARACTERS[h.character]
        if status == "prisoner" and h.id in board.captors:
            sub = f"prisoner of {hero_name(board.captors[h.id]).split(',')[0]}"
        sub_col = theme.INK_DIM if ok else (theme.DANGER if status == "dead" else (200, 150, 90))
        blit_text(surface, _fit(sub, 12, 140), 12, (r.left + 40, r.top + 19), color=sub_col)
        stats = f"{h.power}   {h.resistance}   {h.character}"
        blit_text(surface, stats, 15, (r.right - 10, r.centery), kind="ui-bold",
                  color=ink if ok else theme.INK_FAINT, anchor="midright")
        if where is not None:
            chip = pygame.Rect(r.right - 98, r.centery - 10, 22, 20)
            pygame.draw.rect(surface, theme.GOLD, chip, border_radius=5)
            blit_text(surface, str(where + 1), 14, chip.center, kind="ui-bold", color=theme.BG,
                      anchor="center")
        if status == "dead":
            pygame.draw.line(surface, theme.DANGER, (r.left + 40, r.top + 11),
                             (r.left + 40 + text(_fit(h.name, 15, 128), 15).get_width(),
                              r.top + 11), 2)
    return rects


def _placed_space(board: Board, hid: str, side: int) -> int | None:
    for s in range(4):
        if board.spaces[s][side] == hid:
            return s
    return None


def _fit(s: str, size: int, width: int) -> str:
    fnt = theme.font(size)
    if fnt.size(s)[0] <= width:
        return s
    while s and fnt.size(s + "\u2026")[0] > width:
        s = s[:-1]
    return s + "\u2026"


_GREY: dict[pygame.Surface, pygame.Surface] = {}


def _greyed(img: pygame.Surface) -> pygame.Surface:
    """A faded grey copy (sprites are cached, so this cache stays small)."""
    if img not in _GREY:
        g = pygame.transform.grayscale(img)
        g.set_alpha(110)
        _GREY[img] = g
    return _GREY[img]


def hero_card(hid: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    h = D.BY_ID[hid]
    return sprites.hero_card(h.name, h.power, h.resistance, h.character, h.side, size)


def draw_spaces(surface: pygame.Surface, board: Board, *, hide_own: dict[int, str | None]
                | None = None, pick_side: int | None = None, target: int | None = None,
                pickable: list[int] | None = None, quiet: set[int] | None = None) -> None:
    """The four challenge spaces: Greek card above, Trojan card below, and tags."""
    for s in range(4):
        r = space_rect(s)
        cancelled = board.cancelled[s]
        fill = (30, 30, 38) if cancelled else theme.BG_PANEL
        border = theme.FOCUS if target == s else theme.GOLD_DIM
        draw_panel(surface, r, fill=fill, border=border, alpha=215)
        label = f"Challenge {s + 1}"
        blit_text(surface, label, 16, (r.centerx, r.top + 6), kind="ui-bold",
                  color=theme.GOLD if not cancelled else theme.INK_FAINT, anchor="midtop")
        tags = []
        if board.mandatory and s == 0:
            tags.append("MANDATORY")
        elif board.protected[s]:
            tags.append("NO CANCEL")
        if board.thersites == s:
            tags.append("THERSITES")
        for side in (G, T):
            cr = card_rect(s, side)
            hid = board.spaces[s][side]
            if pick_side == side and hide_own is not None and (pickable or []).count(s):
                hid = hide_own.get(s)
            if (s, side) in board.flipping:
                continue
            if hid is None:
                pygame.draw.rect(surface, (60, 60, 70), cr, 2, border_radius=10)
                if quiet and s in quiet and pick_side == side:
                    pass
                elif pick_side == side and pickable and s in pickable:
                    blit_text(surface, "choose", 14, cr.center, color=theme.INK_DIM,
                              anchor="center")
                else:
                    blit_text(surface, "\u2014", 20, cr.center, color=theme.INK_FAINT,
                              anchor="center")
                continue
            img = sprites.card_back(CARD) if hid == "hidden" else hero_card(hid)
            if cancelled:
                img = _greyed(img)
            surface.blit(img, cr)
        mid = (r.centerx, (card_rect(s, G).bottom + card_rect(s, T).top) // 2)
        word = " \u00b7 ".join(tags) if tags else "vs"
        blit_text(surface, word, 13 if tags else 16, mid, kind="ui-bold",
                  color=theme.DANGER if tags else theme.INK_DIM, anchor="center")
        if cancelled:
            a, b = card_rect(s, G).topleft, card_rect(s, T).bottomright
            pygame.draw.line(surface, theme.DANGER, a, b, 5)
            pygame.draw.line(surface, theme.DANGER, (b[0], a[1]), (a[0], b[1]), 5)
            blit_text(surface, "CANCELLED", 18, mid, kind="ui-bold", color=theme.DANGER,
                      anchor="center")


def draw_info(surface: pygame.Surface, board: Board) -> None:
    """The turn's events and the two gods, with a one-line explanation each."""
    draw_panel(surface, INFO, alpha=225)
    x, y = INFO.left + 14, INFO.top + 8
    name, line = event_panel_words(board)
    roll = f" (die {board.event_roll})" if board.event_roll is not None else ""
    head = f"Turn {board.turn}: {name}" if board.turn >= D.HORSE_TURN else \
        f"Event of turn {board.turn}{roll}: {name}"
    blit_text(surface, head, 17, (x, y),
              kind="ui-bold", color=theme.GOLD)
    width = INFO.width - 230
    y += 22
    for ln in wrap_text(line, theme.font(14), width)[:2]:
        blit_text(surface, ln, 14, (x, y), color=theme.INK)
        y += 18
    drawn = [(sd, g) for sd, g in enumerate(board.gods) if g]
    if len(drawn) == 2:
        if D.ZEUS in board.gods:
            gl = "Gods: Zeus is drawn, so every divine modifier is cancelled this turn."
        else:
            gl = "Gods: " + "; ".join(f"{D.GOD_NAMES[g]} {god_line(g)}" for _, g in drawn) \
                + " (some heroes differ)"
        blit_text(surface, _fit(gl, 13, width), 13, (x, INFO.bottom - 22), color=theme.GOLD)
    for ln in board.mandatory_lines[:2]:
        blit_text(surface, _fit(ln, 14, width), 14, (x, y), kind="ui-semibold",
                  color=(240, 150, 120))
        y += 18
    # gods
    gx = INFO.right - 206
    for side in (G, T):
        god = board.gods[side]
        r = pygame.Rect(gx + side * 102, INFO.top + 6, 96, INFO.height - 12)
        blit_text(surface, f"{SIDE_WORD[side]} god", 12, (r.centerx, r.top), kind="ui-bold",
                  color=SIDE_INK[side], anchor="midtop")
        card = pygame.Rect(0, 0, 62, 86)
        card.midtop = (r.centerx, r.top + 16)
        if side in board.god_flipping:
            continue
        if god is None:
            pygame.draw.rect(surface, (60, 60, 70), card, 2, border_radius=8)
            blit_text(surface, "?", 26, card.center, kind="title-bold", color=theme.INK_FAINT,
                      anchor="center")
        else:
            surface.blit(sprites.god_card(D.GOD_NAMES[god], (62, 86)), card)


def god_slot(side: int) -> tuple[int, int]:
    gx = INFO.right - 206
    r = pygame.Rect(gx + side * 102, INFO.top + 6, 96, INFO.height - 12)
    return (r.centerx, r.top + 16 + 43)


def event_panel_words(board: Board) -> tuple[str, str]:
    """The turn's event, or that the die has yet to decide it (not 'nothing happens').

    Turn 12 rolls no event: the Greeks try the Horse, so the panel speaks of it."""
    if board.turn >= D.HORSE_TURN:
        return "The Trojan Horse", (
            f"No event die on the last turn: the Greeks roll d10 + the Horse modifiers and "
            f"take Troy on {D.HORSE_TARGET} or more.")
    if board.event_roll is None and board.event == "none":
        return "to come", "The die is about to decide this turn's event."
    return event_words(board.event)


def event_words(event: str) -> tuple[str, str]:
    for _roll, (eid, name, line) in D.RANDOM_EVENTS.items():
        if eid == event:
            return name, line
    return "No event", "Nothing happens."


def god_line(god: str) -> str:
    """One short line on what a drawn god does to the armies and most heroes."""
    if god == D.ZEUS:
        return "cancels every divine modifier"
    parts = []
    for side in (G, T):
        v = D.GOD_TABLE[D.SIDE_NAMES[side]].get(god, 0)
        if v:
            parts.append(f"{D.SIDE_DISPLAY[side]} {signed(v)}")
    return ", ".join(parts) if parts else "helps neither side as a whole"


def mods_lines(mods: list[tuple[str, int]]) -> list[tuple[str, str]]:
    out = []
    for label, v in mods:
        if label == "Power":
            out.append(("Power", signed(v)))
        else:
            out.append((mod_label(label), signed(v)))
    return out


def draw_mods(surface: pygame.Surface, mods: list[tuple[str, int]], x: int, y: int,
              width: int, color: Any) -> int:
    """An itemised modifier list with a total line; returns the y below it."""
    for (raw, _v), (label, val) in zip(mods, mods_lines(mods), strict=True):
        if theme.font(13).size(label)[0] > width - 24:
            label = raw  # "Character E vs F": the letters are on the cards
        blit_text(surface, _fit(label, 13, width - 24), 13, (x, y + 2), color=theme.INK)
        blit_text(surface, val, 15, (x + width, y), kind="ui-bold", color=color,
                  anchor="topright")
        y += 19
    pygame.draw.line(surface, theme.GOLD_DIM, (x, y + 1), (x + width, y + 1), 1)
    total = sum(v for _, v in mods)
    blit_text(surface, "Modifier", 15, (x, y + 4), kind="ui-bold", color=theme.GOLD)
    blit_text(surface, signed(total), 15, (x + width, y + 4), kind="ui-bold", color=theme.GOLD,
              anchor="topright")
    return y + 26


DICE_Y = CENTRE.top + 118
DUEL_CARD = (100, 140)
MODS_W = 160
LOG_LINES, LOG_STEP = 3, 19                  # the duel's last rounds, one line each
LOG_RECT = pygame.Rect(CENTRE.left + 100, CENTRE.top + 238, CENTRE.width - 200,
                       LOG_LINES * LOG_STEP)
RESULT_SCALE_Y = CENTRE.bottom - 50         # "0-2 killed ..." under the round log


def die_pos(side: int) -> tuple[int, int]:
    return (CENTRE.centerx - 40 if side == G else CENTRE.centerx + 40, DICE_Y)


def duel_card_pos(side: int) -> tuple[int, int]:
    x = CENTRE.left + 12 + DUEL_CARD[0] // 2
    y = CENTRE.top + 48 + DUEL_CARD[1] // 2
    return (x if side == G else CENTRE.right - (x - CENTRE.left), y)


def draw_duel(surface: pygame.Surface, duel: DuelShow, t: float) -> None:
    """A duel round by round: cards, wound pips, dice, totals and every modifier."""
    draw_panel(surface, CENTRE, fill=(40, 30, 30), border=theme.GOLD, alpha=245)
    title = f"Challenge {duel.space + 1}: {hero_name(duel.heroes[G])} against " \
            f"{hero_name(duel.heroes[T])}"
    blit_text(surface, _fit(title, 22, 560), 22, (CENTRE.centerx, CENTRE.top + 6),
              kind="title-bold", color=theme.GOLD, anchor="midtop")
    sub = ("to the death \u00b7 " if duel.to_death else "") + \
        (f"round {duel.round}" if duel.round else "the heroes face off")
    blit_text(surface, sub, 14, (CENTRE.centerx, CENTRE.top + 34), kind="ui-semibold",
              color=theme.DANGER if duel.to_death else theme.INK_DIM, anchor="midtop")
    for side in (G, T):
        hid = duel.heroes[side]
        cx, cy = duel_card_pos(side)
        img = hero_card(hid, DUEL_CARD)
        if duel.loser_gone and duel.winner is not None and side != duel.winner:
            img = _greyed(img)
        surface.blit(img, img.get_rect(center=(cx, cy)))
        # wound pips: Resistance boxes, filled as wounds come
        res = D.BY_ID[hid].resistance
        pw = 16
        x0 = cx - (res * (pw + 4) - 4) // 2
        py = cy + DUEL_CARD[1] // 2 + 6
        for k in range(res):
            box = pygame.Rect(x0 + k * (pw + 4), py, pw, 12)
            hurt = k < duel.wounds[side]
            pygame.draw.rect(surface, theme.DANGER if hurt else (70, 70, 80), box,
                             border_radius=4)
            pygame.draw.rect(surface, theme.INK_DIM, box, 1, border_radius=4)
        blit_text(surface, f"wounds {duel.wounds[side]} of {res}", 13, (cx, py + 15),
                  color=theme.INK_DIM, anchor="midtop")
        # modifiers, itemised
        mx = cx + DUEL_CARD[0] // 2 + 10 if side == G else cx - DUEL_CARD[0] // 2 - 10 - MODS_W
        blit_text(surface, f"{SIDE_WORD[side]} roll", 14, (mx, CENTRE.top + 58),
                  kind="ui-bold", color=SIDE_INK[side])
        draw_mods(surface, duel.mods[side], mx, CENTRE.top + 80, MODS_W, SIDE_INK[side])
        # die and total
        if duel.dice[side] is not None and not duel.rolling[side]:
            face = sprites.die_face(duel.dice[side], 58)
            surface.blit(face, face.get_rect(center=die_pos(side)))
        elif not duel.rolling[side]:
            pygame.draw.circle(surface, (80, 66, 66), die_pos(side), 20, 2)
        if duel.totals[side] is not None and not duel.rolling[side]:
            dx, dy = die_pos(side)
            blit_text(surface, str(duel.totals[side]), 30, (dx, dy + 34), kind="ui-bold",
                      color=SIDE_INK[side], anchor="midtop")
    blit_text(surface, "d10 + modifier", 13, (CENTRE.centerx, DICE_Y - 54),
              color=theme.INK_DIM, anchor="midtop")
    blit_text(surface, "totals", 12, (CENTRE.centerx, DICE_Y + 72), color=theme.INK_DIM,
              anchor="midtop")
    if duel.taunt and not duel.log:
        ty = CENTRE.top + 262
        for ln in wrap_text(duel.taunt, theme.font(18, "title"), CENTRE.width - 300)[:3]:
            blit_text(surface, ln, 18, (CENTRE.centerx, ty), kind="title", color=theme.INK_DIM,
                      anchor="midtop")
            ty += 24
    # log of rounds: clear of the result scale drawn below it
    y = LOG_RECT.top
    for line in duel.log[-LOG_LINES:]:
        blit_text(surface, _fit(line, 15, LOG_RECT.width), 15, (LOG_RECT.left, y),
                  color=theme.INK)
        y += LOG_STEP
    if duel.result_die is not None or duel.result_rolling:
        blit_text(surface, "0-2 killed \u00b7 3-4 badly wounded \u00b7 5-8 wounded"
                  " \u00b7 9 prisoner", 13, (CENTRE.right - 16, RESULT_SCALE_Y),
                  color=theme.INK_DIM, anchor="topright")
    if duel.result_die is not None and not duel.result_rolling:
        face = sprites.die_face(duel.result_die, 40)
        surface.blit(face, face.get_rect(center=result_die_pos()))
    if duel.verdict:
        blit_text(surface, _fit(duel.verdict, 18, CENTRE.width - 40), 18,
                  (CENTRE.left + 20, CENTRE.bottom - 30), kind="ui-bold", color=theme.FOCUS)


def result_die_pos() -> tuple[int, int]:
    return (CENTRE.right - 60, CENTRE.bottom - 82)


def draw_army(surface: pygame.Surface, army: ArmyShow, board: Board) -> None:
    draw_panel(surface, CENTRE, fill=(30, 36, 34), border=theme.GOLD, alpha=245)
    blit_text(surface, "Battle of the armies", 24, (CENTRE.centerx, CENTRE.top + 10),
              kind="title-bold", color=theme.GOLD, anchor="midtop")
    blit_text(surface, "d10 + duels won + gods; the higher total scores 2 VP", 14,
              (CENTRE.centerx, CENTRE.top + 42), color=theme.INK_DIM, anchor="midtop")
    for side in (G, T):
        x = CENTRE.left + 40 if side == G else CENTRE.centerx + 120
        blit_text(surface, f"{SIDE_WORD[side]} army", 20, (x, CENTRE.top + 80),
                  kind="ui-bold", color=SIDE_INK[side])
        draw_mods(surface, army.mods[side], x, CENTRE.top + 112, 170, SIDE_INK[side])
        if army.dice[side] is not None and not army.rolling[side]:
            face = sprites.die_face(army.dice[side], 64)
            surface.blit(face, face.get_rect(center=army_die_pos(side)))
            if army.totals[side] is not None:
                dx, dy = army_die_pos(side)
                blit_text(surface, f"= {army.totals[side]}", 28, (dx, dy + 40),
                          kind="ui-bold", color=SIDE_INK[side], anchor="midtop")
                sum_line = f"{SIDE_WORD[side]} army: " + \
                    army_sum(army.dice[side], army.mods[side], army.totals[side])
                blit_text(surface, _fit(sum_line, 17, CENTRE.width - 40), 17,
                          (CENTRE.centerx, ARMY_SUM_Y + 24 * side), kind="ui-semibold",
                          color=SIDE_INK[side], anchor="midtop")
    if army.verdict:
        blit_text(surface, army.verdict, 20, (CENTRE.centerx, CENTRE.bottom - 40),
                  kind="ui-bold", color=theme.FOCUS, anchor="midtop")


ARMY_SUM_Y = CENTRE.top + 250     # the two itemised army totals, under the dice


def army_sum(die: int, mods: list[tuple[str, int]], total: int) -> str:
    """'die 7 + 2 duels won + 1 Athena = 10': the army roll written out, like a duel's."""
    parts = [f"die {die}"]
    for label, v in mods:
        if v:
            word = label[0].lower() + label[1:] if label == "Duels won" else label
            parts.append(f"{'+' if v > 0 else chr(0x2212)} {abs(v)} {word}")
    return " ".join(parts) + f" = {total}"


def army_die_pos(side: int) -> tuple[int, int]:
    return (CENTRE.centerx - 70 if side == G else CENTRE.centerx + 70, CENTRE.top + 170)


def draw_horse_panel(surface: pygame.Surface, horse: HorseShow) -> None:
    draw_panel(surface, CENTRE, fill=(44, 36, 26), border=theme.GOLD, alpha=248)
    draw_horse(surface, (CENTRE.left + 70, CENTRE.top + 60), 40, theme.GOLD)
    blit_text(surface, "Turn 12: the Trojan Horse", 24, (CENTRE.centerx, CENTRE.top + 10),
              kind="title-bold", color=theme.GOLD, anchor="midtop")
    blit_text(surface, f"The Greeks need a total of {D.HORSE_TARGET} or more to take Troy", 14,
              (CENTRE.centerx, CENTRE.top + 42), color=theme.INK_DIM, anchor="midtop")
    names = ", ".join(hero_name(h).split(",")[0] for h in horse.heroes) or "nobody"
    lines = wrap_text(f"In the Horse ({len(horse.heroes)}): {names}", theme.font(14), 600)
    y = CENTRE.top + 66
    for ln in lines[:2]:
        blit_text(surface, ln, 14, (CENTRE.left + 130, y), color=theme.INK)
        y += 18
    x, y, w = CENTRE.left + 130, CENTRE.top + 110, 330
    for label, v in horse.mods:
        blit_text(surface, label, 15, (x, y), color=theme.INK)
        blit_text(surface, signed(v), 15, (x + w, y), kind="ui-bold",
                  color=theme.GOOD if v > 0 else theme.DANGER, anchor="topright")
        y += 19
    total = sum(v for _, v in horse.mods)
    pygame.draw.line(surface, theme.GOLD_DIM, (x, y + 1), (x + w, y + 1), 1)
    blit_text(surface, "Modifier", 15, (x, y + 4), kind="ui-bold", color=theme.GOLD)
    blit_text(surface, signed(total), 15, (x + w, y + 4), kind="ui-bold", color=theme.GOLD,
              anchor="topright")
    if horse.die is not None and not horse.rolling:
        face = sprites.die_face(horse.die, 72)
        surface.blit(face, face.get_rect(center=horse_die_pos()))
        if horse.total is not None:
            dx, dy = horse_die_pos()
            blit_text(surface, f"{horse.die} {signed(total)} = {horse.total}", 26, (dx, dy + 44),
                      kind="ui-bold", color=theme.FOCUS, anchor="midtop")
    if horse.verdict:
        blit_text(surface, horse.verdict, 20, (CENTRE.centerx, CENTRE.bottom - 36),
                  kind="ui-bold", color=theme.FOCUS, anchor="midtop")


def horse_die_pos() -> tuple[int, int]:
    return (CENTRE.right - 130, CENTRE.top + 150)


def draw_banner(surface: pygame.Surface, title: str, lines: list[str], u: float,
                color: Any = theme.GOLD) -> None:
    """A centred announcement card that eases in and out over its life ``u`` 0..1."""
    a = min(1.0, u / 0.12, (1 - u) / 0.12) if 0 <= u <= 1 else 0.0
    a = max(0.0, a)
    w = 620
    fnt = theme.font(18)
    wrapped = [ln2 for ln in lines for ln2 in wrap_text(ln, fnt, w - 60)]
    h = 84 + 24 * len(wrapped)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(card, card.get_rect(), fill=(40, 34, 30), border=color, alpha=250)
    blit_text(card, title, 32, (w // 2, 16), kind="title-bold", color=color, anchor="midtop")
    y = 62
    for ln in wrapped:
        blit_text(card, ln, 18, (w // 2, y), color=theme.INK, anchor="midtop")
        y += 24
    card.set_alpha(int(255 * a))
    dy = int(18 * (1 - a))
    surface.blit(card, card.get_rect(center=(CENTRE.centerx, CENTRE.centery + 40 + dy)))
