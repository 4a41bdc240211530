"""Painting the centre panels that replace the challenge spaces while they play:
a duel round by round and the battle of the armies, each with
its itemised modifiers."""

from __future__ import annotations

from typing import Any

import pygame

from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.troy.board import ArmyShow, DuelShow, Line, Told
from scenes.troy.layout import (
    ARMY_SUM_Y,
    CENTRE,
    DICE_Y,
    DUEL_CARD,
    LOG_LINES,
    LOG_RECT,
    LOG_STEP,
    MODS_W,
    RESULT_SCALE_Y,
    SIDE_INK,
    army_die_pos,
    die_pos,
    duel_card_pos,
    result_die_pos,
)
from scenes.troy.lines import worded
from scenes.troy.table import greyed, hero_card
from scenes.troy.words import MINUS, army_sum, fit, hero_name, mods_lines, signed
from scenes.ui.widgets import (
    blit_text,
    draw_panel,
    fit_size,
    text,
    wrap_text,
)

G, T = D.GREEK, D.TROJAN


def mod_label_lines(label: str, width: int) -> tuple[int, list[str]]:
    """A modifier's label wrapped beside its value: 13 px, or 12 px when a longer
    language's word would run into the value."""
    for size in (13, 12):
        lines = wrap_text(label, theme.font(size), width)
        if all(theme.font(size).size(ln)[0] <= width for ln in lines):
            break
    return size, lines


def draw_mods(surface: pygame.Surface, mods: list[tuple[str, int]], x: int, y: int,
              width: int, color: Any) -> int:
    """An itemised modifier list with a total line; returns the y below it. A label
    too long for one line wraps (a hero's Character against his opponent's)."""
    for label, val in mods_lines(mods):
        size, lines = mod_label_lines(label, width - 28)
        for k, ln in enumerate(lines):
            blit_text(surface, ln, size, (x + (8 if k else 0), y + 2), color=theme.INK)
            y += 16
        blit_text(surface, val, 15, (x + width, y - 16), kind="ui-bold", color=color,
                  anchor="topright")
        y += 3
    pygame.draw.line(surface, theme.GOLD_DIM, (x, y + 1), (x + width, y + 1), 1)
    total = sum(v for _, v in mods)
    blit_text(surface, _("Modifier"), 15, (x, y + 4), kind="ui-bold", color=theme.GOLD)
    blit_text(surface, signed(total), 15, (x + width, y + 4), kind="ui-bold", color=theme.GOLD,
              anchor="topright")
    return y + 26


ROUND_H = LOG_STEP
ROUND_DIE = 30          # a round's die: its number drawn at 12 px

def draw_rounds(surface: pygame.Surface, log: list[Told], key: bool = True) -> None:
    """The duel's last rounds, one row each, read at a glance: the round's number,
    each side's die and total, and a red pip on the side that took the wound
    (a ring for a tie), with their ``key`` under them (its place is the result die's
    legend's once that die is thrown). A text line of an older save is shown as
    written."""
    cx = CENTRE.centerx
    y = LOG_RECT.top
    for entry in log[-LOG_LINES:]:
        mid = y + ROUND_H // 2
        if not isinstance(entry, Line) or entry.code != "round":
            blit_text(surface, fit(worded(entry), 14, LOG_RECT.width), 14, (LOG_RECT.left, y + 2),
                      color=theme.INK)
            y += ROUND_H
            continue
        p = entry.params
        loser = None if p["hero"] is None else (G if p["hero"] in _GREEKS else T)
        blit_text(surface, f"{p['n']}.", 14, (cx - 214, mid), kind="ui-bold",
                  color=theme.INK_DIM, anchor="midright")
        for side in (G, T):           # each reads left to right: die + modifier = total
            die, total = p["dice"][side], p["totals"][side]
            if die is None or total is None:
                continue
            ink = theme.INK_FAINT if loser == side else SIDE_INK[side]
            mod, tot = text(_modifier(die, total), 14, "ui", theme.INK_DIM), \
                text(f"= {total}", 18, "ui-bold", ink)
            face = troy_art.die_face(die, ROUND_DIE)
            width = face.get_width() + 4 + mod.get_width() + 6 + tot.get_width()
            x = cx - 26 - width if side == G else cx + 26
            surface.blit(face, face.get_rect(midleft=(x, mid)))
            x += face.get_width() + 4
            surface.blit(mod, mod.get_rect(midleft=(x, mid)))
            x += mod.get_width() + 6
            surface.blit(tot, tot.get_rect(midleft=(x, mid)))
        if loser is None:           # a ring: '=' already stands before each total
            pygame.draw.circle(surface, theme.INK_DIM, (cx, mid), 6, 2)
        else:                           # the wound, on the side that took it
            pygame.draw.circle(surface, theme.DANGER, (cx + (-12 if loser == G else 12), mid), 7)
        y += ROUND_H
    if key and any(isinstance(e, Line) and e.code == "round" for e in log):
        _draw_round_key(surface)


def _draw_round_key(surface: pygame.Surface) -> None:
    """What the round rows' marks mean, under them at the left: the red pip, the ring."""
    x, y = CENTRE.left + 20, RESULT_SCALE_Y
    pygame.draw.circle(surface, theme.DANGER, (x + 6, y + 9), 6)
    # TRANSLATORS: the key to the round rows: the red pip marks the side wounded
    x = blit_text(surface, _("wounded"), 13, (x + 16, y), color=theme.INK_DIM).right + 14
    pygame.draw.circle(surface, theme.INK_DIM, (x + 6, y + 9), 6, 2)
    # TRANSLATORS: the key to the round rows: a ring marks a round with equal totals
    blit_text(surface, _("tied round"), 13, (x + 16, y), color=theme.INK_DIM)


def _modifier(die: int, total: int) -> str:
    """'+ 5': what was added to the die."""
    mod = total - die
    return f"{'+' if mod >= 0 else MINUS} {abs(mod)}"


_GREEKS = frozenset(D.HEROES[i].id for i in D.SIDE_HEROES[G])


FATE_FACES = {
    # TRANSLATORS: the result die's legend: {faces} is a face or a range ("0–2", "9")
    "dead": N_("{faces} killed"), "serious": N_("{faces} seriously wounded"),
    "wounded": N_("{faces} wounded"), "prisoner": N_("{faces} prisoner"),
    "unharmed": N_("{faces} unharmed"),
}
"""The result die's legend, one entry per run of faces with the same fate."""


def draw_fates(surface: pygame.Surface, fates: list[str]) -> None:
    """The result die's legend under the round log, right-aligned: what each face
    does this turn (``Board.fates``: Helen's event and the variant change it)."""
    runs: list[tuple[str, int, int]] = []
    for face, fate in enumerate(fates):
        if runs and runs[-1][0] == fate:
            runs[-1] = (fate, runs[-1][1], face)
        else:
            runs.append((fate, face, face))
    x = CENTRE.right - 16
    for i, (fate, low, high) in enumerate(reversed(runs)):
        if i:
            x -= blit_text(surface, " \u00b7 ", 13, (x, RESULT_SCALE_Y), color=theme.INK_DIM,
                           anchor="topright").width
        faces = str(low) if low == high else f"{low}\u2013{high}"
        x -= blit_text(surface, _(FATE_FACES[fate]).format(faces=faces), 13,
                       (x, RESULT_SCALE_Y), color=theme.INK_DIM, anchor="topright").width


def draw_duel(surface: pygame.Surface, duel: DuelShow, fates: list[str]) -> None:
    """A duel round by round: cards, wound pips, dice, totals and every modifier;
    ``fates``: what each face of the result die does to its loser."""
    draw_panel(surface, CENTRE, fill=(40, 30, 30), border=theme.GOLD, alpha=245)
    title = _("Challenge {n}: {greek} against {trojan}").format(
        n=duel.space + 1, greek=hero_name(duel.heroes[G]), trojan=hero_name(duel.heroes[T]))
    size = fit_size(title, 22, "title-bold", CENTRE.width - 24, floor=14)
    blit_text(surface, title, size, (CENTRE.centerx, CENTRE.top + 6),
              kind="title-bold", color=theme.GOLD, anchor="midtop")
    if duel.to_death:
        sub = (_("to the death \u00b7 round {n}").format(n=duel.round) if duel.round
               else _("to the death \u00b7 the heroes face off"))
    else:
        sub = _("round {n}").format(n=duel.round) if duel.round else _("the heroes face off")
    blit_text(surface, sub, 14, (CENTRE.centerx, CENTRE.top + 34), kind="ui-semibold",
              color=theme.DANGER if duel.to_death else theme.INK_DIM, anchor="midtop")
    for side in (G, T):
        hid = duel.heroes[side]
        cx, cy = duel_card_pos(side)
        img = hero_card(hid, DUEL_CARD)
        if duel.loser_gone and duel.winner is not None and side != duel.winner:
            img = greyed(img)
        surface.blit(img, img.get_rect(center=(cx, cy)))
        if duel.hit == side:            # the wound lands: his card flashes red
            pygame.draw.rect(surface, theme.DANGER, img.get_rect(center=(cx, cy)).inflate(8, 8),
                             4, border_radius=10)
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
        wounds = _("wounds {n} of {total}").format(n=duel.wounds[side], total=res)
        img = text(wounds, 13, "ui", theme.INK_DIM)
        # under its card, but never out of the centre panel a longer language reaches
        surface.blit(img, img.get_rect(midtop=(cx, py + 15)).clamp(CENTRE.inflate(-8, -8)))
        # modifiers, itemised
        mx = cx + DUEL_CARD[0] // 2 + 10 if side == G else cx - DUEL_CARD[0] // 2 - 10 - MODS_W
        blit_text(surface, (_("Greek roll"), _("Trojan roll"))[side], 14, (mx, CENTRE.top + 58),
                  kind="ui-bold", color=SIDE_INK[side])
        draw_mods(surface, duel.mods[side], mx, CENTRE.top + 80, MODS_W, SIDE_INK[side])
        # die and total
        if duel.dice[side] is not None and not duel.rolling[side]:
            face = troy_art.die_face(duel.dice[side], 58)
            surface.blit(face, face.get_rect(center=die_pos(side)))
        elif not duel.rolling[side]:
            pygame.draw.circle(surface, (80, 66, 66), die_pos(side), 20, 2)
        if duel.totals[side] is not None and not duel.rolling[side]:
            dx, dy = die_pos(side)
            blit_text(surface, str(duel.totals[side]), 30, (dx, dy + 34), kind="ui-bold",
                      color=SIDE_INK[side], anchor="midtop")
    blit_text(surface, _("d10 + modifier"), 13, (CENTRE.centerx, DICE_Y - 54),
              color=theme.INK_DIM, anchor="midtop")
    blit_text(surface, _("totals"), 12, (CENTRE.centerx, DICE_Y + 72), color=theme.INK_DIM,
              anchor="midtop")
    if duel.taunt and not duel.log:
        ty = CENTRE.top + 262
        for ln in wrap_text(worded(duel.taunt), theme.font(18, "title"), CENTRE.width - 300)[:3]:
            blit_text(surface, ln, 18, (CENTRE.centerx, ty), kind="title", color=theme.INK_DIM,
                      anchor="midtop")
            ty += 24
    draw_rounds(surface, duel.log, key=duel.result_die is None and not duel.result_rolling)
    if duel.result_die is not None or duel.result_rolling:
        draw_fates(surface, fates)
    if duel.result_die is not None or duel.result_rolling:
        dx, dy = result_die_pos()
        # TRANSLATORS: beside the die that decides a beaten hero's fate (killed, wounded...)
        blit_text(surface, _("result die"), 13, (dx - 30, dy), color=theme.INK_DIM,
                  anchor="midright")
    if duel.result_die is not None and not duel.result_rolling:
        face = troy_art.die_face(duel.result_die, 40)
        surface.blit(face, face.get_rect(center=result_die_pos()))
    if duel.verdict:
        verdict = worded(duel.verdict)
        size = fit_size(verdict, 18, "ui-bold", CENTRE.width - 40, floor=12)
        blit_text(surface, verdict, size,
                  (CENTRE.left + 20, CENTRE.bottom - 30), kind="ui-bold", color=theme.FOCUS)


def draw_army(surface: pygame.Surface, army: ArmyShow) -> None:
    draw_panel(surface, CENTRE, fill=(30, 36, 34), border=theme.GOLD, alpha=245)
    blit_text(surface, _("Battle of the armies"), 24, (CENTRE.centerx, CENTRE.top + 10),
              kind="title-bold", color=theme.GOLD, anchor="midtop")
    blit_text(surface, _("d10 + duels won + gods; the higher total scores 2 VP"), 14,
              (CENTRE.centerx, CENTRE.top + 42), color=theme.INK_DIM, anchor="midtop")
    for side in (G, T):
        x = CENTRE.left + 40 if side == G else CENTRE.centerx + 120
        blit_text(surface, (_("Greek army"), _("Trojan army"))[side], 20, (x, CENTRE.top + 80),
                  kind="ui-bold", color=SIDE_INK[side])
        draw_mods(surface, army.mods[side], x, CENTRE.top + 112, 170, SIDE_INK[side])
        die, total = army.dice[side], army.totals[side]
        if die is not None and not army.rolling[side]:
            face = troy_art.die_face(die, 64)
            surface.blit(face, face.get_rect(center=army_die_pos(side)))
            if total is not None:
                dx, dy = army_die_pos(side)
                blit_text(surface, f"= {total}", 28, (dx, dy + 40),
                          kind="ui-bold", color=SIDE_INK[side], anchor="midtop")
                # TRANSLATORS: {sum} is the army roll written out, e.g. "7 + 2 = 9"
                sum_line = (_("Greek army: {sum}"), _("Trojan army: {sum}"))[side].format(
                    sum=army_sum(die, army.mods[side], total))
                size = fit_size(sum_line, 17, "ui-semibold", CENTRE.width - 40, floor=12)
                blit_text(surface, sum_line, size,
                          (CENTRE.centerx, ARMY_SUM_Y + 24 * side), kind="ui-semibold",
                          color=SIDE_INK[side], anchor="midtop")
    if army.verdict:
        blit_text(surface, worded(army.verdict), 20, (CENTRE.centerx, CENTRE.bottom - 40),
                  kind="ui-bold", color=theme.FOCUS, anchor="midtop")
