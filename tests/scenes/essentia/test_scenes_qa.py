"""Essentia screens as a newcomer meets them: a flipped board whose cursor goes
where the arrow points, prompts in the words of the device in hand, a power
chooser that leaves the circle in view, a visible last move, and buttons and
hints that only offer what works."""

from __future__ import annotations

from itertools import pairwise

import pygame
import pytest

from game.essentia import EssentiaState
from game.essentia.layout import INDEX
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.essentia.dialogs import PowerChooser, ResultScene
from scenes.essentia.play import PlayScene
from scenes.essentia.setup import SetupScene
from scenes.games import GameSetup
from scenes.menus.pause import PauseScene
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import HintBar
from tests.support import DT, click, key, make_app, post
from tests.support.essentia import at, run

# Dawn's c4 golem (rocks) can step onto the circle c5; Twilight keeps its springs.
NEAR_END = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
            "2g4g/8/8/8/8/2G5/8/8/2G5 {side} {circles} 0 1")


def position(side: str = "D", circles: str = "on") -> EssentiaState:
    return EssentiaState.from_text(NEAR_END.format(side=side, circles=circles))


class Idle:
    """A computer player whose turn does not matter in these tests: it never
    ends the game by leaving its last spring."""

    game, level = "essentia", "idle"

    def choose(self, state, stop=None):
        return next(a for a in state.legal_actions() if not state.abandons_springs(a))


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    app.close()


def screen_pos(scene, cell: str) -> tuple[int, int]:
    return scene.board.center(INDEX[cell])


def test_twilight_against_the_computer_sees_a_flipped_board_and_arrows_follow_the_screen(
        app) -> None:
    setup = GameSetup("essentia", vs_computer=True, human_side=1, difficulty="easy")
    scene = PlayScene(setup, position("W"))
    scene.computer = Idle()
    app.push(scene)
    assert scene.board.flipped
    # Twilight's home rank is at the bottom of the screen, file a on the right
    assert screen_pos(scene, "c9")[1] > screen_pos(scene, "c1")[1]
    assert screen_pos(scene, "a5")[0] > screen_pos(scene, "h5")[0]
    scene.cursor = INDEX["d5"]
    for k, dx, dy in ((pygame.K_UP, 0, -1), (pygame.K_DOWN, 0, 1), (pygame.K_LEFT, -1, 0),
                      (pygame.K_RIGHT, 1, 0)):
        before = scene.board.center(scene.cursor)
        key(app, k)
        after = scene.board.center(scene.cursor)
        assert (after[0] - before[0], after[1] - before[1]) == (dx * scene.board.cell,
                                                                dy * scene.board.cell), k
    # the d-pad agrees with the keys
    before = scene.board.center(scene.cursor)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 1))     # d-pad up
    app.step(DT)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
    app.step(DT)
    assert scene.board.center(scene.cursor)[1] == before[1] - scene.board.cell
    # and a click lands on the cell drawn under the pointer
    click(app, screen_pos(scene, "c9"))
    assert scene.selected == INDEX["c9"]


def test_power_chooser_leaves_the_circle_in_view_and_fits_the_screen(app) -> None:
    scene = PlayScene(GameSetup("essentia", options={"circles": "wild"}), position("D", "wild"))
    app.push(scene)
    click(app, screen_pos(scene, "c4"))
    click(app, screen_pos(scene, "c5"))
    chooser = app.top
    assert isinstance(chooser, PowerChooser)
    labels = [it.label for it in chooser.list.shown()]
    assert labels == ["Forest", "Plateau", "Rocks", "Plains", "Mountain", "Cancel"]
    assert not chooser.card.colliderect(scene.board.cell_rect(INDEX["c5"]))
    assert not chooser.card.colliderect(scene.board.rect)
    assert chooser.card.bottom <= theme.HEIGHT - HintBar.HEIGHT
    for rect in chooser.list.rects():
        assert chooser.card.contains(rect)
    # the circle is drawn undimmed in a gold frame under the chooser
    app.step(DT)
    frame = scene.board.cell_rect(INDEX["c5"]).inflate(6, 6)
    assert app.screen.get_at((frame.centerx, frame.top))[:3] == theme.GOLD


def test_pause_menu_with_truce_and_resign_clears_the_hint_bar(app) -> None:
    scene = PlayScene(GameSetup("essentia"), position())
    app.push(scene)
    key(app, pygame.K_p)
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [it.label for it in pause.list.shown()]
    assert "Offer a truce" in labels and "Resign" in labels
    # the card reaches 30 px below its last row; it must stay above the hint bar
    assert pause.list.rects()[-1].bottom + 30 <= theme.HEIGHT - HintBar.HEIGHT


def test_last_move_is_framed_in_gold(app) -> None:
    scene = PlayScene(GameSetup("essentia"), position())
    app.push(scene)
    edge = scene.board.cell_rect(INDEX["c4"]).inflate(-4, -4)
    probe = (edge.centerx, edge.top + 1)
    app.step(DT)
    assert app.screen.get_at(probe)[:3] != theme.GOLD
    click(app, screen_pos(scene, "c4"))
    click(app, screen_pos(scene, "c3"))
    run(app, 1.0)
    scene.cursor = INDEX["h1"]
    app.step(DT)
    assert app.screen.get_at(probe)[:3] == theme.GOLD


def test_undo_button_waits_for_a_move_of_the_player(app) -> None:
    setup = GameSetup("essentia", vs_computer=True, human_side=1, difficulty="easy")
    scene = PlayScene(setup, position("D"))
    scene.computer = Idle()
    app.push(scene)
    scene.play(scene.state.parse_action("c4c3"))              # the computer opens
    run(app, 1.0)
    app.step(DT)
    undo = next(b for b in scene.buttons.buttons if b.key == "undo")
    assert not undo.enabled
    click(app, screen_pos(scene, "h9"))
    click(app, screen_pos(scene, "h8"))
    run(app, 1.0)
    assert undo.enabled


@pytest.mark.parametrize("device,words", [("keyboard", "press Enter to select"),
                                          ("controller", "press A to select"),
                                          ("mouse", "click to select")])
def test_prompts_name_the_device_in_hand(app, device, words) -> None:
    scene = PlayScene(GameSetup("essentia"), position())
    app.push(scene)
    app.input.last_device = device
    assert scene.prompt("click to select", "press {key} to select") == words


def test_viewing_the_final_board_with_the_mouse_says_to_click_and_old_toasts_go(app) -> None:
    scene = PlayScene(GameSetup("essentia"), position())
    app.push(scene)
    scene.say("Took back the last move")
    scene.resign(1)
    run(app, 1.0)
    result = app.top
    assert isinstance(result, ResultScene)
    assert not scene.toast.showing
    click(app, result.list.rects()[1].center)              # View the board
    assert app.top is scene
    assert scene.toast.message == "Game over: click the board for the result"
    click(app, screen_pos(scene, "e5"))
    assert isinstance(app.top, ResultScene)


def test_hidden_placement_offers_placing_keys_only_while_a_person_places(app) -> None:
    setup = GameSetup("essentia", options={"tiles": "random"}, seed=4)
    scene = SetupScene(setup)
    app.push(scene)
    labels = [h.label for h in scene.hints.hints]
    assert "Place tile" in labels and "Undo" in labels
    undo = next(b for b in scene.buttons.buttons if b.key == "undo")
    app.step(DT)
    assert not undo.enabled                                   # nothing placed yet
    key(app, pygame.K_p)                                      # nor does the pause offer it
    assert "Undo" not in [it.label for it in app.top.list.shown()]
    key(app, pygame.K_ESCAPE)
    free = [c for c in range(72) if scene.state.terrain_at(c) == "rocks"]
    scene.confirm(free[0])
    scene.finish_animations()
    key(app, pygame.K_p)                                      # a tile down: now both do
    assert undo.enabled and "Undo" in [it.label for it in app.top.list.shown()]
    key(app, pygame.K_ESCAPE)
    scene.undo()
    scene.finish_animations()
    for cell in free[:27]:
        scene.confirm(cell)
        scene.finish_animations()
    scene.confirm(free[27])                                   # the last tile
    assert not scene.placing and scene.busy                   # the tiles turn over
    assert scene.status_title() == "The tiles turn over"
    labels = [h.label for h in scene.hints.hints]
    assert "Place tile" not in labels and "Undo" not in labels
    assert "Skip animation" in labels


def test_instant_deal_hints_only_skip_rules_and_menu(app) -> None:
    scene = SetupScene(GameSetup("essentia", options={"tiles": "deal"}, seed=4))
    app.push(scene)
    assert [h.label for h in scene.hints.hints] == ["Skip animation", "Rules", "Menu"]


def test_setup_cursor_starts_in_the_half_of_the_player_at_the_bottom(app) -> None:
    dawn = SetupScene(GameSetup("essentia", options={"tiles": "strategic"}, seed=4))
    twilight = SetupScene(GameSetup("essentia", vs_computer=True, human_side=1,
                                    difficulty="easy", options={"tiles": "strategic"}, seed=4))
    for scene in (dawn, twilight):
        assert scene.board.center(scene.cursor)[1] > scene.board.rect.centery


def pad(app, button: int) -> None:
    post(pygame.JOYBUTTONDOWN, instance_id=0, button=button)
    post(pygame.JOYBUTTONUP, instance_id=0, button=button)
    app.step(DT)


def hat(app, y: int) -> None:
    """Tap the d-pad up (1) or down (-1)."""
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, y))
    app.step(DT)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
    app.step(DT)


def test_strategic_placement_and_truce_with_the_controller_alone(app) -> None:
    scene = SetupScene(GameSetup("essentia", options={"tiles": "strategic"}, seed=4))
    app.push(scene)
    assert scene.kind_name() == "plateau"
    pad(app, 5)                                             # RB: next tile kind
    assert scene.kind_name() == "mountain"
    pad(app, 4)                                             # LB: back again
    pad(app, 4)
    assert scene.kind_name() == "forest"
    assert scene.cursor == INDEX["d4"]
    assert app.last_device == "controller"
    assert [h.pad for h in scene.hints.hints][:3] == ["D-pad", "A", "LB/RB"]
    pad(app, 0)                                             # A: place on d4 (Dawn's half)
    assert scene.state.terrain_at("d4") == "forest"
    run(app, 1.0)
    pad(app, 3)                                             # Y: take it back
    assert scene.state.terrain_at("d4") == "rocks"
    # in play, Start opens the menu whose rows offer the truce
    play = PlayScene(GameSetup("essentia"), position())
    app.push(play)
    pad(app, 7)                                             # Start
    pause = app.top
    assert isinstance(pause, PauseScene)
    rows = [it.label for it in pause.list.shown()]
    for _ in range(rows.index("Offer a truce")):
        hat(app, -1)
    pad(app, 0)
    assert isinstance(app.top, ConfirmDialog)               # focus starts on "Play on"
    hat(app, 1)
    pad(app, 0)                                             # Twilight accepts
    assert play.state.outcome() is not None and play.state.outcome().reason == "agreement"


def test_hidden_placement_counts_what_is_left_not_the_whole_set(app) -> None:
    """The line under the deck follows the tiles still to place; their kinds are
    secret (face down), so it does not list the full tile set."""
    scene = SetupScene(GameSetup("essentia", options={"tiles": "random"}, seed=4))
    app.push(scene)
    assert scene.left_line() == "28 face-down tiles, kinds unknown"
    cell = sorted(scene.legal_cells())[0]
    click(app, scene.board.center(cell))
    assert scene.state.tiles_left() == 27
    assert scene.left_line() == "27 face-down tiles, kinds unknown"
    assert "plateau" not in scene.left_line()


def test_instant_deal_names_the_kinds_still_in_flight(app) -> None:
    scene = SetupScene(GameSetup("essentia", options={"tiles": "deal"}, seed=4))
    app.push(scene)
    for _ in range(40):
        app.step(DT)
        flying = len({c for kind, c in scene.animator.hidden() if kind == "tile"})
        if 0 < flying < 28:
            break
    line = scene.left_line()
    assert sum(int(part.split()[0]) for part in line.split(" \u00b7 ")) == flying
    while not scene.animator.idle:
        scene.animator.update(1.0)
    assert scene.left_line() == "all 28 tiles on the board"


def truce_button(scene: PlayScene):
    return next(b for b in scene.buttons.buttons if b.key == "truce")


def test_a_truce_is_offered_on_your_own_turn_from_the_button_and_the_menu_alike(app) -> None:
    """Against the computer, while it is to move, neither the Truce button nor the
    pause menu offers a truce; on the person's turn both do."""
    state = position()
    mover = state.to_move()
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=1 - mover), state)
    app.push(scene)
    app.step(DT)
    assert not scene.draw_open() and not truce_button(scene).enabled
    key(app, pygame.K_p)
    assert "Offer a truce" not in [it.label for it in app.top.list.shown()]
    app.pop()
    ours = PlayScene(GameSetup("essentia", vs_computer=True, human_side=mover), position())
    app.replace(ours)
    app.step(DT)
    assert ours.draw_open() and truce_button(ours).enabled
    key(app, pygame.K_p)
    assert "Offer a truce" in [it.label for it in app.top.list.shown()]


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_every_panel_button_holds_its_word_at_full_size(app, language) -> None:
    """Buttons are as wide as their words: Essentia's long word for a truce
    ("Waffenstillstand") takes room from short ones instead of shrinking."""
    from scenes.core import i18n
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=0), position())
    app.push(scene)
    try:
        i18n.set_language(language)
        app.draw()
        row = scene.buttons
        font = theme.font(row.LABEL, "ui-bold")
        for b in row.buttons:
            assert font.size(i18n._(b.label))[0] <= b.rect.w - 8, (language, b.label)
        assert all(a.rect.right < b.rect.left for a, b in pairwise(row.buttons))
        assert row.buttons[-1].rect.right <= row.area.right
    finally:
        i18n.set_language("en")


def test_the_pause_menu_offers_the_hint_to_a_player_with_a_mouse_alone(app) -> None:
    state = position()
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=state.to_move()),
                      state)
    app.push(scene)
    app.step(DT)
    key(app, pygame.K_p)
    pause = app.top
    assert "Hint" in [it.label for it in pause.list.shown()]
    pause.list.focus_on("Hint")
    key(app, pygame.K_RETURN)
    assert app.top is scene and scene.coach is not None and scene.coach.asking


DEALT = ("MFSMMSFM/FTFRTPTT/RRRFRRRR/RRRRRRRR/MPCTTCMM/FRRRRRRR/RRFRRFRR/RTRPPRTR/"
         "RRSRRSRM gggggggg/gggggggg/8/8/8/8/8/GGGGGGGG/GGGGGGGG D on 0 1")


def test_a_golem_on_a_spring_the_enemy_can_take_is_warned_of(app) -> None:
    """Dawn's golem on d7 can take Twilight's golem on the spring c9 (and win): the turn
    card says so in red, and a move that leaves it so says it would lose."""
    state = EssentiaState.from_text(DEALT)
    state.play(state.parse_action("d2d7"))
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=1), state)
    app.push(scene)
    app.step(DT)
    assert "d7" in scene.focus.danger and "c9" in scene.focus.danger
    # the board rings the golem in danger and marks the one that threatens it
    assert (INDEX["d7"], INDEX["c9"]) in scene.focus.threats
    click(app, at(app, "b8"))
    app.dispatch(InputAction(Act.POINT, "mouse", at(app, "b7")))
    app.step(DT)
    assert "d7" in scene.focus.warning and "would lose" in scene.focus.warning
    assert (INDEX["d7"], INDEX["c9"]) in scene.focus.threats


def test_no_warning_when_the_spring_golems_are_safe(app) -> None:
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=0),
                      EssentiaState.from_text(DEALT))
    app.push(scene)
    app.step(DT)
    click(app, at(app, "d2"))
    app.dispatch(InputAction(Act.POINT, "mouse", at(app, "d7")))
    app.step(DT)
    assert scene.focus.danger == "" and scene.focus.warning == "" and scene.focus.threats == ()


def test_the_warning_follows_the_keyboard_cursor_too(app, monkeypatch) -> None:
    """By keys: Enter takes the golem on b8, an arrow puts the cursor on b7; the move
    there would leave c9 to the golem on d7, and the card and the board say so."""
    state = EssentiaState.from_text(DEALT)
    state.play(state.parse_action("d2d7"))
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=1), state)
    app.push(scene)
    app.step(DT)
    scene.cursor = INDEX["b8"]
    key(app, pygame.K_RETURN)
    assert scene.selected == INDEX["b8"]
    key(app, pygame.K_UP if scene.board.flipped else pygame.K_DOWN)
    app.step(DT)
    assert scene.cursor == INDEX["b7"]
    assert "would lose" in scene.focus.warning
    assert (INDEX["d7"], INDEX["c9"]) in scene.focus.threats
    # and on the board, where the move is aimed, over any card that may hide the words
    import scenes.essentia.play as play_module
    tags: list[tuple[pygame.Rect, str]] = []
    real = play_module.draw_tag

    def tag(surface, cell, bounds, label, fill) -> None:
        tags.append((cell, label))
        real(surface, cell, bounds, label, fill)

    monkeypatch.setattr(play_module, "draw_tag", tag)
    app.draw()
    assert tags == [(scene.board.cell_rect(INDEX["b7"]), "Then you could lose")]


# Dawn to move with one golem left on a spring (c1); g2 and a8 open to capture
LAST_SPRING = ("MFSMMSFM/FTFRTPTT/RRRFRRRR/RRRRRRRR/MPCTTCMM/FRRRRRRR/RRFRRFRR/RTRPPRTR/RRSRRSRM "
               "gggg1ggg/Gg2g3/4g3/1g1gg3/8/GG4g1/6Gg/1GG2GGG/GGGGG1G1 D on 3 8")


def against_the_computer(app, state: EssentiaState) -> PlayScene:
    """``state`` on screen, Dawn played by the person against the computer."""
    scene = PlayScene(GameSetup("essentia", vs_computer=True, human_side=0), state)
    app.push(scene)
    app.step(DT)
    return scene


def test_a_move_that_loses_at_once_says_so(app) -> None:
    """Dawn's last golem on a spring stands on c1: stepping it off to d2 leaves none
    on a spring and loses on the spot. Aimed at, the move says so in words and on
    the board ('This loses'), not only a move that lets the enemy win next."""
    state = EssentiaState.from_text(LAST_SPRING)
    after = state.copy()
    after.play(state.parse_action("c1d2"))
    assert after.outcome() is not None and after.outcome().winner == 1
    scene = against_the_computer(app, state)
    click(app, at(app, "c1"))
    app.dispatch(InputAction(Act.POINT, "mouse", at(app, "d2")))
    app.step(DT)
    assert scene.focus.loses and "loses at once" in scene.focus.warning


def test_the_reviews_last_step_says_the_move_ended_the_game(app) -> None:
    """Dawn steps its last spring golem off (c1-d2) and loses: in the review, the last
    move's story ends with what the end card says, and earlier steps do not."""
    from scenes.review import ReviewScene

    state = EssentiaState.from_text(LAST_SPRING)
    scene = PlayScene(GameSetup("essentia"), state)
    app.push(scene)
    app.step(DT)
    scene.play(state.parse_action("c1d2"))
    scene.animator.finish()
    ending = scene.ending_words()
    assert ending and ending in " ".join(scene.result_card(scene.state.outcome()).reason_lines())
    scene.open_review()
    review = app.top
    assert isinstance(review, ReviewScene) and review.ply == 1
    assert ending in " ".join(review.story_lines), (ending, review.story_lines)
    review.go(0)
    assert ending not in " ".join(review.story_lines)


def test_the_reviews_last_step_says_the_player_resigned(app) -> None:
    """A game resigned after a move: its review's last step says so, in the end
    card's words, under the last move's story."""
    state = EssentiaState.from_text(LAST_SPRING)
    scene = against_the_computer(app, state)
    scene.play(next(a for a in state.legal_actions() if state.action_text(a) != "c1d2"))
    scene.animator.finish()
    scene.resign(0)
    ending = scene.ending_words()
    assert ending == "You resigned."
    scene.open_review()
    assert ending in " ".join(app.top.story_lines)


def test_a_move_that_leaves_the_golem_to_be_taken_says_by_whom(app) -> None:
    """f2 to f3 puts the golem where Twilight's g4 can take it: aimed at, the move is
    tagged 'Could be taken', the card names the taker, and g4 is marked on the board;
    a move that leaves it safe says that it is."""
    state = EssentiaState.from_text(LAST_SPRING)
    scene = against_the_computer(app, state)
    click(app, at(app, "f2"))
    app.dispatch(InputAction(Act.POINT, "mouse", at(app, "f3")))
    app.step(DT)
    focus = scene.focus
    assert focus.taken and not focus.loses
    assert focus.warning == "There the golem on g4 could take it."
    assert focus.threats == ((INDEX["g4"], INDEX["f3"]),)
    safe = [a for a in state.golem_moves(INDEX["f2"]) if a.to != INDEX["f3"]]
    for move in safe:
        after = state.copy()
        after.play(move)
        if not any(a.to == move.to and after.is_capture(a) for a in after.legal_actions()):
            app.dispatch(InputAction(Act.POINT, "mouse", scene.board.center(move.to)))
            app.step(DT)
            assert not scene.focus.taken and scene.focus.warning == ""
            assert "No enemy golem could take it there." in scene.focus.detail
            break
    else:
        raise AssertionError("no safe move from f2")


def test_a_warning_on_the_move_aimed_at_shows_through_a_hint(app) -> None:
    """A hint is up (f2 to e2); the player aims f2 at f3 instead, where g4 could take
    the golem: the hint card steps aside so the golem's card shows the warning."""
    from game.ai.explain import explain
    from game.ai.hint import Suggestion

    state = EssentiaState.from_text(LAST_SPRING)
    scene = against_the_computer(app, state)
    hinted = state.parse_action("f2e2")
    scene.coach.suggestion = Suggestion(hinted, "f2e2", explain(state, hinted))
    scene.coach.show("f2e2", "")
    scene.hint_cells = scene.hint_marks(hinted)
    assert not scene.hint_steps_aside()
    click(app, at(app, "f2"))
    app.dispatch(InputAction(Act.POINT, "mouse", at(app, "f3")))
    app.step(DT)
    assert scene.focus.warning and scene.coach.showing and scene.hint_steps_aside()


def test_golems_an_enemy_can_take_now_are_ringed_and_their_card_says_by_whom(app) -> None:
    """Dawn to move: the engine's captures open to Twilight now (were it its turn)
    name Dawn's golems on g2 and a8, off the springs; they are ringed while nothing is
    selected, and pointing at g2 names the golem that can take it."""
    state = EssentiaState.from_text(LAST_SPRING)
    scene = against_the_computer(app, state)
    assert scene.focus.open_to == (INDEX["g2"], INDEX["a8"])
    assert set(scene.focus.open_to) == {v for _a, v in state.capture_threats(0)}
    app.dispatch(InputAction(Act.POINT, "mouse", at(app, "g2")))
    app.step(DT)
    assert "The enemy golem on h3 can take it." in scene.focus.detail
