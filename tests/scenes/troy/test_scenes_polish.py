"""The Trojan War screen after play-testing: dice, sums and layouts a player reads."""

from __future__ import annotations

import re

import pygame
import pytest

from game.common import Event
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core import theme
from scenes.core.app import App
from scenes.core.base import Act
from scenes.games import GameSetup
from scenes.troy import layout, panels, words
from scenes.troy.board import ArmyShow, Board, DuelShow, HorseShow
from scenes.troy.overlays import PASS_LINE, PASS_TEXT_TOP, PassScene, TroyResultScene
from scenes.troy.play import TroyPlayScene
from scenes.ui.result_card import CARD_W
from scenes.ui.widgets import wrap_text
from tests.support import make_app


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path, title=False)
    yield a
    a.close()


def scene(app: App, human_side: int | None) -> TroyPlayScene:
    sc = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=human_side, seed=5))
    app.push(sc)
    return sc


def die_extents(sc: TroyPlayScene) -> list[pygame.Rect]:
    """Where the queued die is drawn, frame by frame, until it settles."""
    out = []
    surf = pygame.Surface((theme.WIDTH, theme.HEIGHT), pygame.SRCALPHA)
    while not sc.animator.idle:
        surf.fill((0, 0, 0, 0))
        sc.animator.draw(surf)
        box = surf.get_bounding_rect()
        if box.width:
            out.append(box)
        sc.animator.update(1 / 60)
    return out


@pytest.mark.parametrize("purpose,who", [("duel", D.GREEK), ("duel", D.TROJAN),
                                         ("result", D.GREEK), ("army", D.TROJAN),
                                         ("horse", D.GREEK)])
@pytest.mark.parametrize("value", [0, 9])
def test_thrown_dice_stay_in_the_panel_below_its_title(app: App, purpose: str, who: int,
                                                       value: int) -> None:
    sc = scene(app, D.GREEK)
    sc.animator.clear()
    sc.board.duel = DuelShow(space=0, heroes=("achilles", "hector"))
    if purpose == "horse":
        sc.board.duel, sc.board.horse = None, HorseShow(heroes=["achilles"], mods=[])
    sc.tell([Event("die_rolled", {"who": who, "purpose": purpose, "value": value,
                                  "total": value, "modifiers": []})])
    boxes = die_extents(sc)
    assert boxes, "the die is drawn while it rolls"
    for box in boxes:
        assert box.top >= layout.PANEL_BODY.top > layout.TRACK.bottom, box
        assert layout.CENTRE.contains(box), box


def test_the_event_die_never_crosses_the_turn_track(app: App) -> None:
    sc = scene(app, D.GREEK)
    sc.animator.clear()
    sc.tell([Event("die_rolled", {"who": None, "purpose": "event", "value": 4})])
    boxes = die_extents(sc)
    assert boxes and all(layout.CENTRE.contains(b) for b in boxes)


def test_horse_modifiers_on_the_result_card_keep_their_values() -> None:
    state = TroyState.at_turn(12, seed=5, vp=-4, status={"helenus": "prisoner"},
                              captors={"helenus": "odysseus"})
    mods = state.horse_modifiers()[1]
    card = TroyResultScene(D.GREEK, "horse", -4, (7, 12, mods), lambda: None, None)
    text = card.small_print()
    lines = text.split("\n")
    assert len(lines) > 1, "enough modifiers to need more than one line"
    # the card's own wrapping leaves the lines as they are: no break inside an item
    assert wrap_text(text, theme.font(16), CARD_W - 90) == lines
    for line in lines:
        assert not re.fullmatch(r"[+\u2212]?\d+,?", line.strip())
    for label, v in mods:
        assert any(f"{words.minus_signs(words.horse_label(label))} {words.signed(v)}" in line
                   for line in lines), label


def test_turn_twelve_speaks_of_the_horse_not_of_nothing() -> None:
    board = Board(turn=12)
    name, line = words.event_panel_words(board)
    assert "Horse" in name and "Horse" in line
    assert "Nothing happens" not in line
    assert words.event_panel_words(Board(turn=5, event_roll=0))[1] == "Nothing happens."


def test_army_total_is_written_out_like_a_duel_roll() -> None:
    mods = [("Duels won", 2), ("Athena", 1), ("Hera", -1), ("Zeus cancels gods", 0)]
    assert words.army_sum(7, mods, 9) == "die 7 + 2 duels won + 1 Athena \u2212 1 Hera = 9"
    assert words.army_sum(4, [("Duels won", 0)], 4) == "die 4 = 4"


def test_army_panel_shows_the_sum_under_the_dice() -> None:
    army = ArmyShow(mods=[[("Duels won", 3)], [("Duels won", 0)]], dice=[6, 0],
                      totals=[9, 0])
    surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    panels.draw_army(surf, army)
    band = surf.subsurface(pygame.Rect(layout.CENTRE.left + 20, layout.ARMY_SUM_Y,
                                       layout.CENTRE.width - 40, 44))
    assert band.get_bounding_rect(min_alpha=1).width > 0
    colours = {tuple(band.get_at((x, y)))[:3] for x in range(0, band.get_width(), 2)
               for y in range(band.get_height())}
    assert len(colours) > 8, "the itemised lines are drawn in the band under the dice"


def test_pass_screen_puts_ready_right_under_its_text(app: App) -> None:
    ps = PassScene(D.TROJAN, "Choose your heroes in secret.", lambda: None)
    app.push(ps)
    card, lines = ps.layout()
    text_bottom = card.top + PASS_TEXT_TOP + PASS_LINE * len(lines)
    button = ps.list.rects()[0]
    assert 0 < button.top - text_bottom <= 40
    assert card.contains(button) and card.bottom - button.bottom <= 40


def test_demo_offers_no_keys_only_a_player_could_use(app: App) -> None:
    sc = scene(app, None)
    assert not sc.animator.idle
    acts = {h.act for h in sc.hints.hints}
    assert not acts & {Act.CONFIRM, Act.NEXT, Act.UNDO}
    for _ in range(400):
        app.step(0.05)
        assert not sc.waiting and not sc.choices, "no decision opens for nobody"
        assert not {h.act for h in sc.hints.hints} & {Act.CONFIRM, Act.NEXT, Act.UNDO}


def test_a_player_still_gets_the_skip_keys(app: App) -> None:
    sc = scene(app, D.GREEK)
    assert not sc.animator.idle
    assert {Act.CONFIRM, Act.NEXT} <= {h.act for h in sc.hints.hints}
