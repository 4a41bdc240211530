"""Symbol screens as a newcomer meets them: what just happened, what can be
undone, buttons that stay in their box, and a flipped board that still
steers the way it looks."""

from __future__ import annotations

import pytest

from game.symbol.board import INDEX, NAMES
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.symbol import start_game
from scenes.symbol.army import SymbolArmyScene
from scenes.symbol.controls import CONTEXT_BOTTOM
from scenes.symbol.play import SymbolPlayScene
from scenes.symbol.story import story
from tests.support import DT, click, make_app, step_until
from tests.support.symbol import FirstMove, at, settle

SIDES = ("Player 1", "Player 2")


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def test_story_tells_a_fire_push_crushing_and_throwing_off_the_board() -> None:
    st = position({"c1": "L", "f3": "F", "g5": "a", "e5": "w", "d7": "l"})
    text = story(st.play(st.parse_action("f3-f4")), SIDES)
    assert "Player 1 moved Fire f3\u2192f4." in text
    assert "Air on g5 off the board: captured" in text
    assert "Water on e5 onto ground it cannot stand on: captured" in text


def test_story_tells_a_reach_capture_and_who_lost_what() -> None:
    st = position({"c1": "L", "e2": "E", "e3": "w", "d7": "l"})
    text = story(st.play(st.parse_action("e2xe3")), SIDES)
    assert "across the waterline on e3" in text and "Player 2 lost Water on e3" in text


def test_story_counts_a_chain_of_explosions_by_side() -> None:
    st = position({"c1": "L", "a2": "E", "b3": "D", "a4": "d", "a5": "a", "d7": "l"})
    text = story(st.play(st.parse_action("!b3")), SIDES)
    assert "Player 1 detonated the death piece on b3." in text
    # one whole sentence each (each language words them its own way): the chain, each side's loss
    assert "A chain reaction: b3, a4 exploded." in text.split("\n")
    assert ("The blast destroyed pieces of both sides: 2 of Player 1, 2 of Player 2."
            in text.split("\n"))


def test_the_panel_says_what_the_last_action_did(app) -> None:
    st = position({"c1": "L", "f3": "F", "g5": "a", "d7": "l", "a6": "e"})
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "f3"))
    click(app, at(scene, "f4"))
    settle(app)
    assert "Air on g5 off the board" in scene.last_story
    scene.undo()
    assert scene.last_story == ""


def test_after_the_computers_reply_the_panel_still_says_what_your_move_did(
        app, monkeypatch) -> None:
    """The computer answers in half a second: the panel keeps the person's own action
    in words above the reply, not the reply alone."""
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())
    st = position({"c1": "L", "f3": "F", "g5": "a", "d7": "l", "a6": "e"})
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0), st)
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "f3"))
    click(app, at(scene, "f4"))
    step_until(app, lambda: len(scene.moves) == 2, 60)
    settle(app)
    lines = scene.last_story.split("\n")
    assert lines[0] == "Player 1 moved Fire f3\u2192f4."
    assert any(line.startswith("Player 2 ") for line in lines[1:])
    # short of room (dangers to the leader above it), the story outlasts the notes
    scene.foresight.warnings = ["Danger: a long warning about the leader. " * 3] * 2
    scene._compose()
    rows = " ".join(text for text, _colour in scene.context.rows)
    assert lines[0] in rows and "f4: Player 1" not in rows
    scene.undo()                                  # both taken back: nothing to tell
    assert scene.last_story == ""


def test_reinforce_buttons_stay_inside_the_context_box(app) -> None:
    # three regions held: two pieces, five kinds in reserve -> the buttons wrap
    st = position({"c1": "L", "a2": "E", "f1": "A", "d7": "l"},
                  res="D2F2A2W2E2/d2f2a2w2e2")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, scene.chip("reinforce").rect.center)
    rows = {c.rect.top for c in scene.controls.chips_in_context()}
    assert len(rows) == 2
    assert all(c.rect.bottom <= CONTEXT_BOTTOM - 4 for c in scene.controls.chips_in_context())


def test_the_computers_opening_cannot_be_undone_but_a_reply_can(app, monkeypatch) -> None:
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())
    app.push(start_game(GameSetup("symbol", vs_computer=True, human_side=1)))
    scene = app.top
    step_until(app, lambda: scene.side != 0, 30)
    settle(app)
    assert [m.player for m in scene.moves] == [0]
    assert not scene.chip("undo").enabled
    app.dispatch(InputAction(Act.UNDO))
    assert len(scene.moves) == 1                      # nothing of the player's to take back
    assert "placed the leader" in scene.last_story      # and the panel says what it did


def test_flipped_board_cursor_moves_the_way_the_player_sees(app) -> None:
    """Player 2 against the computer sees rank 7 at the bottom; arrows follow the screen."""
    st = position({"c1": "L", "d7": "l", "d6": "e"}, side=2)
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=1), st)
    app.push(scene)
    app.step(DT)
    assert scene.view.flipped
    for act, axis, sign in ((Act.LEFT, 0, -1), (Act.RIGHT, 0, 1), (Act.UP, 1, -1),
                            (Act.DOWN, 1, 1)):
        scene.cursor = INDEX["d4"]
        before = scene.view.center(scene.cursor)
        app.dispatch(InputAction(act, "keyboard"))
        after = scene.view.center(scene.cursor)
        assert (after[axis] - before[axis]) * sign == scene.view.cell, act
        assert after[1 - axis] == before[1 - axis]


def test_hints_while_the_computer_thinks_name_only_keys_that_work(app, monkeypatch) -> None:
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())
    st = position({"c1": "L", "c2": "E", "d7": "l", "e6": "e"}, side=2)
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=1), st)
    app.push(scene)
    app.step(DT)
    scene.play(st.parse_action("e6-d6"))  # the person's move: something to undo
    settle(app)
    assert scene.thinking and not scene.human_turn() and not scene.over
    labels = [h.label for h in scene.hint_bar.hints]
    assert "Cursor" not in labels and "Select / move" not in labels
    assert "Undo" in labels and "Menu" in labels


def test_second_army_offers_an_even_army_when_three_of_each_is_gone(app) -> None:
    app.push(start_game(GameSetup("symbol", options={"army": "custom"})))
    app.step(DT)
    army = app.top
    assert isinstance(army, SymbolArmyScene)
    assert army.preset_item.label == "Basic army (3 of each)"
    army.rows[0].set_value(4)             # player 1 takes 4 death, 2 air
    army.rows[2].set_value(2)
    army.list.focus_on("Confirm")
    app.dispatch(InputAction(Act.CONFIRM))
    assert army.player == 1 and army.limits[0] == 2
    assert army.preset_item.label == "Even army"


def test_escape_cancels_a_reinforcement_even_from_the_place_button(app) -> None:
    st = position({"c1": "L", "d7": "l", "a6": "e"}, res="F/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, scene.chip("reinforce").rect.center)
    click(app, at(scene, "d1"))           # the one piece: focus jumps to Place
    assert scene.controls.zone == "panel" and "Press Place" in scene.builder.message
    app.dispatch(InputAction(Act.CANCEL, "keyboard"))
    assert scene.mode == "idle" and scene.builder.placed == [] and scene.controls.zone == "board"
    assert scene.state.stack_at("d1") is None


def test_taking_a_placement_back_restores_the_placing_prompt(app) -> None:
    st = position({"c1": "L", "d7": "l", "a6": "e"}, res="F/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, scene.chip("reinforce").rect.center)
    click(app, at(scene, "d1"))
    click(app, at(scene, "d1"))           # picked again: taken back
    assert scene.builder.placed == []
    assert "Place up to 1 piece on the lit cells" in scene.builder.message


def _lum(surface, points) -> float:
    vals = [surface.get_at(p) for p in points]
    return sum((299 * c[0] + 587 * c[1] + 114 * c[2]) / 1000 for c in vals) / len(vals)


def _rings(kind: str, player: int, size: int = 28):
    """The panel token of a piece over the panel's fill, with pixel sets: the piece's
    silhouette, the one-pixel band around it, and the plate beyond that."""
    import pygame

    from scenes.art import symbol as symbol_art
    from scenes.core import theme

    token = symbol_art.symbol_token(kind, player, size)
    flat = pygame.Surface((size, size))
    flat.fill(theme.BG_PANEL_HI)
    flat.blit(token, (0, 0))
    piece = symbol_art.symbol_piece(kind, player, round(size * 0.86))
    at = piece.get_rect(center=(size / 2, size / 2 + 0.5))
    m = pygame.mask.Mask((size, size))
    m.draw(pygame.mask.from_surface(piece, 127), at.topleft)
    grown = m.copy()
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            grown.draw(m, (dx, dy))
    c = size / 2
    inside = [(x, y) for x in range(size) for y in range(size) if m.get_at((x, y))]
    band = [(x, y) for x in range(size) for y in range(size)
            if grown.get_at((x, y)) and not m.get_at((x, y))]
    plate = [(x, y) for x in range(size) for y in range(size) if not grown.get_at((x, y))
             and (x + 0.5 - c) ** 2 + (y + 0.5 - c) ** 2 < (c - 1.5) ** 2]
    return flat, inside, band, plate


@pytest.mark.parametrize("kind", "LDFAWE")
@pytest.mark.parametrize("player", [0, 1])
def test_panel_pieces_stand_out_on_a_light_plate(kind: str, player: int) -> None:
    """Every piece in the panel sits on a plate lighter than the panel, with a dark
    edge between piece and plate; the dark death piece of player 2 reads too."""
    flat, inside, band, plate = _rings(kind, player)
    panel = _lum(flat, [(0, 0)])
    assert _lum(flat, plate) - panel > 60, "the plate does not show on the panel"
    assert _lum(flat, plate) - _lum(flat, band) > 45, "the piece has no edge on the plate"
    if kind == "D":
        assert _lum(flat, plate) - _lum(flat, inside) > 60


@pytest.mark.parametrize("army,flags,text", [
    ("basic", set(), "basic game"),
    ("custom", set(), "custom armies"),
    ("openpool", {"openpool"}, "custom armies, open pool"),
    ("basic", {"unlimited", "tiebreak"}, "8 units that come back \u00b7 tie-break"),
    ("custom", {"unlimited", "desertion"}, "custom armies \u00b7 8 units that defect"),
])
def test_panel_names_the_actual_set_up(army, flags, text) -> None:
    from scenes.symbol.panel import setup_text

    assert setup_text(army, frozenset(flags)) == text


def test_custom_armies_game_does_not_claim_to_be_the_basic_game(app) -> None:
    import pygame

    scene = SymbolPlayScene(GameSetup("symbol", options={"army": "custom"}),
                            position({"d1": "L", "d7": "l"}, res="E2/e2"))
    app.push(scene)
    drawn: list[str] = []
    import scenes.symbol.play as sp

    real = sp.blit_text

    def spy(surface, text, *a, **k):
        drawn.append(text)
        return real(surface, text, *a, **k)

    sp.blit_text = spy
    try:
        scene.draw(pygame.Surface((1280, 720)))
    finally:
        sp.blit_text = real
    assert "custom armies" in drawn and "basic game" not in drawn


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_the_forces_choices_say_what_the_rules_do(tmp_path, language) -> None:
    """Each "Forces" choice names the army size the rules give it, and none calls a
    counted army unlimited: the rules' "unlimited forces" are 8 units each that come
    back to their owner when removed (with desertion, to the side that removed them)."""
    import re

    from scenes.games import GAMES
    from scenes.menus.pregame import PregameScene

    app = make_app(tmp_path, title=False)
    app.set_language(language)
    pre = PregameScene("symbol")
    app.push(pre)
    app.step(DT)
    rules = GAMES["symbol"].rules
    said = {}
    for value, label in pre.option_items["forces"].choices:
        size = rules.new_state({"forces": value}, 1).army_size()
        assert re.search(rf"\b{size}\b", label), (value, label)
        assert not re.search(r"unlimit|ilimitad|unbegrenzt", label, re.IGNORECASE), label
        said[value] = label
    assert len(set(said.values())) == 3
    app.close()


def test_the_hint_draws_an_arrow_only_for_a_group_that_goes_somewhere(app) -> None:
    """A reinforcement's hint marks where the pieces go down, with no arrow between
    them that would read as a move."""
    st = position({"c1": "L", "a2": "E", "d7": "l"}, res="D2F2A2W2E2/d2f2a2w2e2")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    assert scene.hint_moves(st.parse_action("a2-a4"))
    reinforce = next(a for a in st.legal_actions() if str(st.action_text(a)).startswith("+"))
    assert not scene.hint_moves(reinforce)


def test_a_lessons_scripted_side_has_a_heading_while_it_answers(app) -> None:
    """In a lesson the other side answers as scripted (no computer thinks): the box's
    heading says it answers, never an emblem beside no words."""
    st = position({"c1": "L", "f3": "F", "d7": "l", "a6": "e"}, side=2)
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0), st)
    scene.computer = None
    app.push(scene)
    app.step(DT)
    assert scene.context.title == "Player 2 answers" and scene.context.player == 1
    # the task done, the lesson stops before that turn: nobody answers, and it says so
    scene.task_done = True
    scene.state_changed()
    app.step(DT)
    assert scene.context.title == "Task done" and scene.context.player == 0


def test_a_step_that_pushes_is_marked_apart_and_said_before_it_is_made(app) -> None:
    """Fire on f2, an enemy water on f4: the steps to e3, f3 and g3 stand beside it and
    would push it (the engine's own play says so); they carry the push mark and their
    preview says so, the others are plain moves."""
    st = position({"c1": "L", "f2": "F", "g5": "a", "f4": "w", "d7": "l"})
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0), st)
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "f2"))
    b = scene.builder
    assert {NAMES[c] for c in b.pushes} == {"e3", "f3", "g3"}
    assert {NAMES[c] for c in b.dest} - {NAMES[c] for c in b.pushes} >= {"e1", "f1", "g1"}
    assert "push" in b.preview(INDEX["f3"]) and "push" not in b.preview(INDEX["f1"])
    app.draw()                                            # the marks draw over the board
