"""Symbol on screen, driven headless through real input events.

Mouse clicks and pad buttons go through the app's input layer; time is
stepped explicitly so animations finish without waiting.
"""

from __future__ import annotations

import pygame
import pytest

from game.symbol import SymbolState
from game.symbol.board import INDEX
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.symbol import start_game
from scenes.symbol.army import SymbolArmyScene
from scenes.symbol.end import SymbolEndScene
from scenes.symbol.play import SymbolPlayScene
from scenes.ui import anim, effects
from tests.support import DT, card_ready, click, make_app, pad_button, post, step_until
from tests.support.symbol import FirstMove, at, press_chip, reach_chip, settle

A, B, Y, LB, RB, START = 0, 1, 3, 4, 5, 7


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


PAD_STEPS = {Act.UP: (0, 1), Act.DOWN: (0, -1), Act.LEFT: (-1, 0), Act.RIGHT: (1, 0)}


def hat(app, dx: int, dy: int) -> None:
    """Tap the pad's d-pad (dy = 1 is up)."""
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(dx, dy))
    app.step(DT)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
    app.step(DT)


def start(app, **options) -> None:
    app.push(start_game(GameSetup("symbol", options=options)))
    app.step(DT)


def test_mouse_path_army_leaders_reinforce_push_capture_undo(app) -> None:
    start(app, army="custom")
    army = app.top
    assert isinstance(army, SymbolArmyScene)
    for _ in (0, 1):   # basic army preset: one click on Confirm per player
        click(app, army.list.rects()[-1].center)
    scene = app.top
    assert isinstance(scene, SymbolPlayScene)
    assert scene.state.reserve(0) == {"L": 1, "D": 3, "F": 3, "A": 3, "W": 3, "E": 3}

    click(app, at(scene, "d2"))           # player 1's leader
    settle(app)
    click(app, at(scene, "c5"))           # a cell outside player 2's land: refused
    assert scene.state.stack_at("c5") is None and "land" in scene.builder.message
    click(app, at(scene, "d6"))
    settle(app)
    assert scene.state.stack_at("d2") == (0, "L") and scene.state.stack_at("d6") == (1, "l")

    press_chip(app, scene, "reinforce")   # a fire next to the leader, on the water
    press_chip(app, scene, "type:F")
    click(app, at(scene, "d3"))
    press_chip(app, scene, "place")
    settle(app)
    assert scene.moves[-1].text == "+d3F"
    assert scene.state.stack_at("d3") == (0, "F")

    press_chip(app, scene, "reinforce")
    press_chip(app, scene, "type:A")
    click(app, at(scene, "d5"))
    press_chip(app, scene, "place")
    settle(app)

    click(app, at(scene, "d3"))           # select the fire: d4 is lit
    assert scene.marks()[INDEX["d4"]] == "move"
    click(app, at(scene, "d4"))           # moves, then pushes the air onto its leader
    assert scene.busy
    settle(app)
    assert not scene.busy
    assert scene.state.stack_at("d6") == (1, "la")

    click(app, at(scene, "d6"))           # whole stack selected; leave the leader home
    press_chip(app, scene, "pick:L")
    assert scene.builder.group == {"A": 1}
    assert scene.marks()[INDEX["d4"]] == "capture"
    click(app, at(scene, "d4"))
    settle(app)
    assert scene.state.stack_at("d4") == (1, "a")
    assert "capture" in app.sounds_played

    press_chip(app, scene, "undo")        # hot-seat: one action back
    assert scene.state.stack_at("d4") == (0, "F")
    assert scene.state.stack_at("d6") == (1, "la")
    assert scene.side == 1


def test_controller_path_army_leader_reinforce_move(app) -> None:
    start(app, army="custom")
    pad_button(app, A)                    # player 1: basic army, focus starts on Confirm
    pad_button(app, A)                    # player 2
    scene = app.top
    assert isinstance(scene, SymbolPlayScene)
    pad_button(app, A)                    # leader on d1, where the cursor starts
    settle(app)
    pad_button(app, A)                    # player 2's cursor starts on d7
    settle(app)
    assert scene.state.stack_at("d1") == (0, "L") and scene.state.stack_at("d7") == (1, "l")

    for player in (0, 1):
        pad_button(app, RB)               # into the panel: Reinforce has the focus
        pad_button(app, A)
        assert scene.mode == "reinforce"
        pad_button(app, RB)               # pick Earth among the reserve chips
        reach_chip(lambda act: hat(app, *PAD_STEPS[act]), scene, "type:E")
        pad_button(app, A)                # picked: back on the board, on a lit cell
        assert scene.controls.zone == "board"
        target = INDEX["d2" if player == 0 else "d6"]     # one cell forward of the leader
        for _i in range(6):
            file, rank = scene.cursor % 7 - target % 7, scene.cursor // 7 - target // 7
            if file:
                hat(app, -1 if file > 0 else 1, 0)
            elif rank:
                hat(app, 0, -1 if rank > 0 else 1)
        assert scene.cursor == target
        pad_button(app, A)                # placed; focus jumps to Place
        assert scene.chips[scene.controls.focus].key == "place"
        pad_button(app, A)
        settle(app)
        assert scene.moves[-1].player == player
    assert scene.state.stack_at("d2") == (0, "E") and scene.state.stack_at("d6") == (1, "e")

    assert scene.cursor == INDEX["d1"]    # cursor back on player 1's leader
    hat(app, 0, 1)
    pad_button(app, A)                    # select the earth on d2
    assert scene.builder.sel == INDEX["d2"]
    hat(app, 1, 0)
    pad_button(app, A)                    # to e2
    settle(app)
    assert scene.state.stack_at("e2") == (0, "E")
    pad_button(app, Y)                    # undo by pad
    assert scene.state.stack_at("d2") == (0, "E") and scene.side == 0


def test_controller_capture_of_the_leader_shows_the_victory_screen(app) -> None:
    st = position({"d1": "L", "c2": "E", "d7": "l", "c3": "w"}, side=1, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    scene.cursor = INDEX["c2"]
    pad_button(app, A)
    # the water on c3 is captured by reach (earth may not stand there)
    assert scene.marks()[INDEX["c3"]] == "reach"
    hat(app, 0, 1)
    pad_button(app, A)                    # three cells could be the stop: choose one
    assert scene.mode == "stop"
    assert scene.cursor == INDEX["c2"]    # the cursor waits on the stop that stays put
    pad_button(app, A)
    settle(app)
    assert scene.state.stack_at("c3") is None and scene.state.stack_at("c2") == (0, "E")
    assert scene.moves[-1].text == "c2xc3"

    st = position({"d1": "L", "e6": "E", "d7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    scene.cursor = INDEX["e6"]
    pad_button(app, A)
    hat(app, -1, 0)
    hat(app, 0, 1)
    assert scene.cursor == INDEX["d7"] and scene.marks()[INDEX["d7"]] == "capture"
    pad_button(app, A)
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene)
    assert end.title == "Player 1 wins!"
    assert "Player 2's leader was captured" in end.reason
    card_ready(app)
    pad_button(app, A)                    # Rematch starts a new game of the same kind
    assert isinstance(app.top, SymbolPlayScene) and app.top is not scene
    assert app.top.state.to_text() == SymbolState().to_text()


def test_push_and_explosion_animate_then_input_returns(app) -> None:
    st = position({"d1": "L", "c3": "F", "c5": "a", "d5": "w", "e4": "d", "e5": "w",
                   "d7": "l", "f5": "a"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    app.step(DT)
    click(app, at(scene, "c3"))
    click(app, at(scene, "d4"))           # fire pushes d5 and sets off the death on e4
    kinds = [type(s).__name__ for s in scene.animator.queue]
    assert scene.busy and len(kinds) >= 3
    effects = _effects(scene.animator.queue)
    assert "Slide" in effects and "Push" in effects and "Explosion" in effects
    assert effects.index("Push") < effects.index("Explosion")
    before = scene.state.to_text()
    click(app, at(scene, "d1"))           # kept while the animation plays ...
    assert scene.state.to_text() == before and scene.builder.sel is None
    app.dispatch(InputAction(Act.MENU))   # and the pause menu always opens
    assert type(app.top).__name__ == "PauseScene"
    app.dispatch(InputAction(Act.CANCEL))
    settle(app)
    assert not scene.busy
    assert "belongs to your opponent" in scene.builder.message   # ... and acted on after it
    assert scene.state.stack_at("b6") == (1, "a")      # pushed one cell straight away
    assert scene.state.stack_at("d5") is None          # water cannot go onto land: crushed
    assert "push" in app.sounds_played and "explosion" in app.sounds_played
    assert scene.shown == {c: (o, s.upper()) for c, (o, s) in
                           ((c, scene.state.stack_at(c)) for c in range(49)
                            if scene.state.stack_at(c))}


def test_chained_explosions_play_in_chain_order_after_a_confirmed_detonation(app) -> None:
    st = position({"d1": "L", "d4": "D", "e5": "d", "f6": "d", "g7": "l", "a7": "a"},
                  res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    click(app, at(scene, "d4"))
    press_chip(app, scene, "detonate")
    assert type(app.top).__name__ == "ConfirmDialog"
    pad_button(app, A)                    # "Cancel" has the focus: nothing happens
    assert scene.state.stack_at("d4") == (0, "D")
    click(app, at(scene, "d4"))
    press_chip(app, scene, "detonate")
    app.dispatch(InputAction(Act.UP))
    app.dispatch(InputAction(Act.CONFIRM))
    centres = []
    for step in scene.animator.queue:
        found = [a for a in _flatten(step) if isinstance(a, effects.Explosion)]
        if found:
            centres.append(len(found))
    assert centres == [1, 1, 1]           # d4, then e5, then f6 (which takes the leader)
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene) and end.title == "Player 1 wins!"
    assert "destroyed" in end.reason


def test_reach_capture_with_two_stops_asks_where_to_stop(app) -> None:
    st = position({"d1": "L", "c1": "E", "c3": "w", "d7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    click(app, at(scene, "c1"))
    click(app, at(scene, "c3"))
    assert scene.mode == "stop"
    stops = sorted(k for k in (c.key for c in scene.chips) if k.startswith("stop:"))
    assert stops == ["stop:b2", "stop:c2", "stop:d2"]
    press_chip(app, scene, "stop:b2")
    settle(app)
    assert scene.state.stack_at("b2") == (0, "E") and scene.state.stack_at("c3") is None
    assert scene.moves[-1].text == "c1-b2xc3"


def test_undo_against_the_computer_takes_back_its_reply(app, monkeypatch) -> None:
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())
    app.push(start_game(GameSetup("symbol", vs_computer=True, human_side=0)))
    scene = app.top
    click(app, at(scene, "d1"))
    settle(app)
    assert scene.thinking                       # the computer is thinking
    step_until(app, lambda: scene.side != 1, 30)
    settle(app)
    assert [m.player for m in scene.moves] == [0, 1]
    click(app, scene.chip("undo").rect.center)
    assert scene.moves == [] and scene.side == 0
    assert scene.state.to_text() == SymbolState().to_text()


def _flatten(a: anim.Anim) -> list[anim.Anim]:
    out = [a]
    for child in getattr(a, "children", []):
        out += _flatten(child)
    return out


def _effects(queue: list[anim.Anim]) -> list[str]:
    return [type(x).__name__ for step in queue for x in _flatten(step)
            if isinstance(x, effects.Effect)]


def key_act(app, act: Act, times: int = 1) -> None:
    for _ in range(times):
        app.dispatch(InputAction(act))
        app.step(DT)


def test_custom_army_respects_the_box_for_the_second_player(app) -> None:
    start(app, army="custom")
    army = app.top
    key_act(app, Act.UP, 5)               # from Confirm up to Fire
    assert army.list.focused.label == "Fire"
    key_act(app, Act.RIGHT, 3)            # six fire: 18 units, Confirm is off
    assert army.units() == (3, 6, 3, 3, 3) and not army.confirm.enabled
    key_act(app, Act.UP)
    key_act(app, Act.LEFT, 3)             # no death: 15 again
    key_act(app, Act.DOWN, 6)
    assert army.list.focused.label == "Confirm" and army.confirm.enabled
    key_act(app, Act.CONFIRM)
    assert army.player == 1
    assert army.limits[1] == 0 and army.units()[1] == 0    # the box has no fire left
    assert sum(army.units()) == 15
    key_act(app, Act.CONFIRM)
    scene = app.top
    assert isinstance(scene, SymbolPlayScene)
    assert scene.state.reserve(0)["F"] == 6 and "F" not in scene.state.reserve(1)


def test_unlimited_forces_choose_eight_units_and_the_computer_picks_its_own(app) -> None:
    app.push(start_game(GameSetup("symbol", vs_computer=True, human_side=1,
                                  options={"forces": "unlimited"})))
    army = app.top
    assert isinstance(army, SymbolArmyScene) and army.computer_turn()
    for _ in range(60):
        app.step(DT)
    assert army.player == 1 and army.size == 8
    key_act(app, Act.CONFIRM)
    scene = app.top
    assert isinstance(scene, SymbolPlayScene) and scene.view.flipped
    assert sum(scene.state.reserve(0).values()) == 9     # leader + 8 units


def test_hot_seat_draw_offer_accepted_ends_in_a_draw(app) -> None:
    st = position({"d1": "L", "c2": "E", "d7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    press_chip(app, scene, "draw")
    dialog = app.top
    assert "Player 2, Player 1 offers a draw. Accept?" == dialog.question
    key_act(app, Act.UP)
    key_act(app, Act.CONFIRM)
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene)
    assert end.title == "A draw" and "agreed" in end.reason


def test_resigning_from_the_pause_menu_against_the_computer(app, monkeypatch) -> None:
    monkeypatch.setattr(SymbolPlayScene, "make_computer", lambda self: FirstMove())
    st = position({"d1": "L", "c2": "E", "d7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0), st)
    app.push(scene)
    key_act(app, Act.MENU)
    pause = app.top
    assert type(pause).__name__ == "PauseScene"
    pause.list.focus_on("Resign")
    key_act(app, Act.CONFIRM)
    key_act(app, Act.UP)                  # the dialog's focus starts on "Play on"
    key_act(app, Act.CONFIRM)
    settle(app)
    end = app.top
    assert isinstance(end, SymbolEndScene)
    assert end.title == "The computer wins" and end.reason == "You resigned."


def test_part_of_a_kind_can_split_off(app) -> None:
    st = position({"d1": "L", "c2": "EEE", "d7": "l"}, res="-/-")
    scene = SymbolPlayScene(GameSetup("symbol"), st)
    app.push(scene)
    click(app, at(scene, "c2"))
    assert scene.chip("pick:E").label == "Earth 3/3"
    press_chip(app, scene, "pick:E")
    press_chip(app, scene, "pick:E")
    assert scene.chip("pick:E").label == "Earth 1/3"
    click(app, at(scene, "c1"))
    settle(app)
    assert scene.moves[-1].text == "c2[E]-c1"
    assert scene.state.stack_at("c2") == (0, "EE") and scene.state.stack_at("c1") == (0, "E")


def test_online_the_friends_army_is_waited_for_without_counts_and_then_ours_is_chosen(
        app) -> None:
    setup = GameSetup("symbol", human_side=1, online=True)
    army = SymbolArmyScene(setup, SymbolState.new(["unlimited"]))
    app.push(army)
    app.step(DT)
    assert army.chosen_elsewhere()
    assert [h.label for h in army.hint_bar.hints] == ["Rules", "Menu"]   # nothing to choose
    before = army.units()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.step(DT)
    assert army.units() == before and not army.moves       # the keys choose nothing for them
    friend = army.state.legal_actions()[0]
    after = army.state.copy()
    after.play(friend)
    army.receive(0, army.state.action_text(friend), [], after.to_text())
    app.step(DT)
    assert not army.chosen_elsewhere()                     # now our own rows
    assert "Fewer / more" in [h.label for h in army.hint_bar.hints]
