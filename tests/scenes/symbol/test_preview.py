"""Seeing what a move will do: the Symbol screen previews the focused action
from the engine and warns when the leader of the side to move is threatened.

Driven by posted mouse, key and pad events with time stepped explicitly; the
assertions read the screen's preview model, not its pixels.
"""

from __future__ import annotations

import pygame
import pytest

from game.symbol import SymbolState
from game.symbol.board import INDEX
from game.symbol.positions import position
from scenes.games import GameSetup
from scenes.symbol.play import SymbolPlayScene
from tests.support import DT, click, key, make_app, post
from tests.support.symbol import at

RES = "D2F2A2W2E2/d2f2a2w2e2"
# Player 1's fire on d3 faces four enemy stacks around d4: the water on c5 would
# land on land (crushed), the air on c3 against player 1's earth on b2 (crushed),
# the air on e5 and the fire on e4 are pushed to f6 and f4.
PUSHES = {"d1": "L", "d3": "F", "b2": "E", "d7": "l", "c5": "w", "e5": "a", "e4": "f",
          "c3": "a"}
# Player 1's death piece on e5 stands next to player 2's leader on e6 (and a death
# piece of theirs on f5); an enemy death piece on c3 stands next to player 1's leader.
BLAST = {"b2": "L", "c3": "d", "e5": "D", "d4": "A", "e6": "l", "f5": "d", "g4": "w",
         "g6": "e"}


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def open_position(app, pieces: dict[str, str]) -> SymbolPlayScene:
    scene = SymbolPlayScene(GameSetup("symbol"), position(pieces, res=RES))
    app.push(scene)
    app.step(DT)
    return scene


def hover(app, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step(DT)


def cells(*names: str) -> set[int]:
    return {INDEX[n] for n in names}


def test_hovering_a_fire_move_shows_where_pushed_stacks_land_and_what_is_crushed(app) -> None:
    scene = open_position(app, PUSHES)
    text = scene.state.to_text()
    click(app, at(scene, "d3"))
    hover(app, at(scene, "d4"))
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.at == INDEX["d4"]
    assert set(ahead.pushes) == {(INDEX["e5"], INDEX["f6"]), (INDEX["e4"], INDEX["f4"])}
    assert set(ahead.crushed) == cells("c5", "c3")
    assert set(ahead.lost) == cells("c5", "c3")
    assert not ahead.blast and ahead.ending == ""
    rows = " ".join(line for line, _ in scene.context.rows)
    assert "Pushes 4 enemy stacks." in rows and "Crushes Water on c5" in rows
    assert scene.state.to_text() == text          # previewing played nothing
    hover(app, at(scene, "e2"))                   # no enemy next to e2: nothing pushed
    ahead = scene.foresight.preview
    assert ahead is not None and not ahead.pushes and not ahead.lost
    hover(app, at(scene, "a7"))                   # not a destination: no preview
    assert scene.foresight.preview is None


def test_the_keyboard_cursor_on_a_destination_previews_it(app) -> None:
    scene = open_position(app, PUSHES)
    assert scene.cursor == INDEX["d1"]            # the turn starts on the leader
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)                     # the fire on d3 is picked
    assert scene.foresight.preview is None        # the cursor rests on the fire itself
    key(app, pygame.K_LEFT)
    key(app, pygame.K_UP)                         # c4: pushes c3 onto c2, crushes c5
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.at == INDEX["c4"]
    assert ahead.landings == (INDEX["c2"],) and ahead.crushed == (INDEX["c5"],)
    key(app, pygame.K_ESCAPE)                     # back: the preview goes with the choice
    assert scene.foresight.preview is None


def test_the_pad_cursor_previews_too(app) -> None:
    scene = open_position(app, PUSHES)
    for _ in range(2):
        post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 1))
        app.step(DT)
        post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
        app.step(DT)
    post(pygame.JOYBUTTONDOWN, instance_id=0, button=0)
    post(pygame.JOYBUTTONUP, instance_id=0, button=0)
    app.step(DT)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 1))
    app.step(DT)
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.at == INDEX["d4"] and len(ahead.pushes) == 2


def test_focusing_detonate_shows_the_blast_and_that_it_wins(app) -> None:
    scene = open_position(app, BLAST)
    click(app, at(scene, "e5"))
    assert scene.foresight.preview is None
    key(app, pygame.K_TAB)                        # into the panel: Detonate has the focus
    assert scene.controls.chips[scene.controls.focus].key == "detonate"
    ahead = scene.foresight.preview
    assert ahead is not None
    # e5 and f5 (the chained death piece) blow up everything around them
    assert ahead.blast == cells("d4", "e4", "f4", "g4", "d5", "e5", "f5", "g5",
                                "d6", "e6", "f6", "g6")
    assert set(ahead.destroyed) == cells("e5", "d4", "f5", "e6", "g4", "g6")
    assert ahead.ending == "win"
    rows = " ".join(line for line, _ in scene.context.rows)
    assert "This wins: the enemy leader falls." in rows
    assert scene.state.leader_cell(1) == INDEX["e6"]   # nothing was played


def test_hovering_detonate_with_the_mouse_previews_it(app) -> None:
    scene = open_position(app, BLAST)
    click(app, at(scene, "e5"))
    chip = scene.chip("detonate")
    assert chip is not None
    hover(app, chip.rect.center)
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.action == (5, INDEX["e5"]) and ahead.ending == "win"


def test_an_enemy_death_piece_next_to_the_leader_is_warned_of(app) -> None:
    scene = open_position(app, BLAST)
    assert scene.foresight.leader == INDEX["b2"]
    assert INDEX["c3"] in scene.foresight.threat_cells
    assert scene.foresight.warnings == [
        "Danger: the enemy death piece on c3 can blow up your leader on b2."]
    assert scene.cards[0].in_danger and not scene.cards[1].in_danger
    rows = " ".join(line for line, _ in scene.context.rows)
    assert "the enemy death piece on c3 can blow up your leader" in rows


def test_a_safe_leader_gets_no_warning(app) -> None:
    scene = open_position(app, PUSHES)
    assert scene.foresight.warnings == [] and scene.foresight.leader is None
    assert not scene.cards[0].in_danger


def test_the_preview_is_asked_for_once_per_focus_not_every_frame(app, monkeypatch) -> None:
    scene = open_position(app, PUSHES)
    asked = []
    real = SymbolState.preview

    def counting(state, action):
        asked.append(action)
        return real(state, action)

    monkeypatch.setattr(SymbolState, "preview", counting)
    click(app, at(scene, "d3"))
    hover(app, at(scene, "d4"))
    for _ in range(30):
        app.step(DT)
    assert len(asked) == 1
    hover(app, at(scene, "c4"))
    assert len(asked) == 2


def test_playing_the_previewed_move_hands_the_next_side_a_fresh_look(app) -> None:
    scene = open_position(app, BLAST)
    click(app, at(scene, "d4"))                   # the air on d4
    hover(app, at(scene, "d3"))
    assert scene.foresight.preview is not None
    click(app, at(scene, "d3"))                   # played: player 2 to move (hot seat)
    for _ in range(240):
        app.step(DT)
    assert scene.side == 1 and scene.foresight.preview is None
    # player 2's leader on e6 stands next to player 1's death piece on e5
    assert scene.foresight.leader == INDEX["e6"]
    assert any("e5" in w for w in scene.foresight.warnings)
    assert scene.cards[1].in_danger and not scene.cards[0].in_danger


# From a game of the computer against itself: player 2's leader (with a water)
# on e6; player 1's fire and water on d3, a death piece on d4.
EDGE = {"d1": "L", "d3": "FW", "d4": "D", "e6": "lw", "e7": "f"}


def test_a_move_that_leaves_the_leader_to_be_pushed_off_is_warned_of(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"), position(EDGE, side=2, res=RES))
    app.push(scene)
    app.step(DT)
    assert scene.foresight.warnings == []         # nothing threatens the leader yet
    click(app, at(scene, "e6"))
    hover(app, at(scene, "f7"))                   # onto the edge, beside the fire's reach
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.at == INDEX["f7"]
    assert [t.kind for t in ahead.exposed] == ["push"]
    assert ahead.exposed_leader == INDEX["f7"] and ahead.exposed_cells == (INDEX["d3"],)
    rows = " ".join(line for line, _ in scene.context.rows)
    assert ("After this move enemy fire from d3 could push your leader on f7 to its loss."
            in rows)
    hover(app, at(scene, "b6"))                   # out of its reach: no warning
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.exposed == () and ahead.warning == ""
    assert "After this move" not in " ".join(line for line, _ in scene.context.rows)


def test_a_move_beside_a_death_piece_the_enemy_can_set_off_is_warned_of(app) -> None:
    scene = SymbolPlayScene(GameSetup("symbol"), position(EDGE, side=2, res=RES))
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "e6"))
    key(app, pygame.K_DOWN)                       # the cursor walks e6 -> e5 -> e4 -> e3
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    ahead = scene.foresight.preview
    assert ahead is not None and ahead.at == INDEX["e3"]
    assert "detonation" in {t.kind for t in ahead.exposed}
    assert ahead.exposed_leader == INDEX["e3"] and INDEX["d4"] in ahead.exposed_cells
    rows = " ".join(line for line, _ in scene.context.rows)
    assert "could blow up your leader on e3" in rows


def test_an_explosion_that_reaches_the_leader_is_warned_of_once() -> None:
    """A death piece the enemy sets off and a blast the enemy starts are one danger
    (an explosion): one warning names every cell, not two sentences for it."""
    from game.symbol.actions import Detonate
    from game.symbol.threats import LeaderThreat
    from scenes.symbol.preview import threat_lines

    threats = [LeaderThreat("detonation", "c3", "b2", Detonate(INDEX["c3"])),
               LeaderThreat("blast", "e4", "b2", Detonate(INDEX["e4"]), death="c2"),
               LeaderThreat("capture", "d4", "b2", Detonate(INDEX["d4"]))]
    assert threat_lines(threats) == [
        "Danger: the enemy stack on d4 can capture your leader on b2.",
        "Danger: the enemy on c3, e4 can set off blasts that reach your leader on b2."]


def test_the_legend_explains_the_marks_on_the_board_the_push_mark_too(app) -> None:
    """Fire on d3 lit: plain moves, steps that push and captures; the legend under the
    box names those three (no reach capture here), and nothing once the group is let go."""
    scene = open_position(app, PUSHES)
    click(app, at(scene, "d3"))
    assert scene.context.legend == ("move", "push", "capture")
    key(app, pygame.K_ESCAPE)
    app.step(DT)
    assert scene.context.legend == ()


def test_the_detonation_dialog_says_first_when_the_blast_loses_the_game(app) -> None:
    """Player 1's own death piece on c3 stands beside their leader on b2: the dialog
    asking to set it off says before anything else that it loses, then the rule."""
    from scenes.ui.dialogs import ConfirmDialog

    scene = open_position(app, {"b2": "L", "c3": "D", "e6": "l", "g4": "w"})
    click(app, at(scene, "c3"))
    chip = scene.chip("detonate")
    assert chip is not None
    click(app, chip.rect.center)
    dialog = app.top
    assert isinstance(dialog, ConfirmDialog)
    lines = dialog.detail.split("\n")
    assert lines[0] == "This loses: your own leader falls."
    assert lines[1].startswith("Every piece on c3")
    app.pop()
    scene = open_position(app, BLAST)               # the blast wins: said first too
    click(app, at(scene, "e5"))
    click(app, scene.chip("detonate").rect.center)
    assert app.top.detail.split("\n")[0] == "This wins: the enemy leader falls."


def test_the_legend_names_the_mark_of_a_move_that_joins_ones_own_stack(app) -> None:
    """Earth on d2 beside the leader on d1 and earth on b2: a step onto either joins
    a stack of one's own, marked apart, and the legend says so."""
    scene = open_position(app, {"d1": "L", "d2": "E", "b2": "E", "d7": "l", "c5": "a"})
    click(app, at(scene, "d2"))
    assert scene.context.legend == ("move", "join")
