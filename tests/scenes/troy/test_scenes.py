"""The Trojan War on screen, driven by posted input only (headless)."""

from __future__ import annotations

import pygame
import pytest

from game.troy import data as D
from scenes.core.app import App
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.menus.pregame import PregameScene
from scenes.troy.layout import roster_row
from scenes.troy.lines import worded
from scenes.troy.overlays import PassScene, TroyResultScene
from scenes.troy.play import TroyPlayScene
from scenes.troy.words import hero_line
from scenes.ui.enter_guard import QUIET
from tests.support import DT, card_ready, click, make_app, pad_button, post, top_name
from tests.support.troy import choose, run_until

PAD_A, PAD_B, PAD_RB, PAD_Y = 0, 1, 5, 3
CALCHAS_SEED = 6   # turn 1's event die shows 2 with this seed


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def hat(app: App, value: tuple[int, int]) -> None:
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=value)
    post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
    app.step(DT)


def start(app: App, **kw) -> TroyPlayScene:
    setup = GameSetup("troy", **kw)
    scene = TroyPlayScene(setup)
    app.push(scene)
    return scene


def test_whole_game_against_the_computer_by_controller_alone(app: App) -> None:
    app.push(PregameScene("troy"))
    for _ in range(3):                       # from "Start game" up to "Opponent"
        hat(app, (0, 1))
    hat(app, (1, 0))                         # Computer
    assert app.top.opponent.value is True
    for _ in range(5):                       # down to "Start game"
        hat(app, (0, -1))
    pad_button(app, PAD_A)
    scene = app.top
    assert isinstance(scene, TroyPlayScene)
    assert scene.setup.vs_computer and scene.setup.human_side == 0 and scene.seed == 1
    decisions = 0
    for _ in range(4000):
        if isinstance(app.top, TroyResultScene):
            break
        if not scene.animator.idle:
            pad_button(app, PAD_RB)          # skip to the next decision
        elif scene.waiting and scene.choices:
            assert scene.state.to_move() == 0, "the human only decides for his side"
            decisions += 1
            choose(app, pad=True)
        else:
            app.step(0.05)
    assert isinstance(app.top, TroyResultScene), (scene.state.stage, scene.state.turn,
                                                  scene.waiting, scene.thinker.task, scene.choices)
    assert scene.state.outcome() is not None and scene.board.turn == 12
    assert decisions >= 11                   # at least one pick per turn
    # the Horse panel and the result itemise the same modifiers as the rules
    die, total, ok = scene.state.horse
    mods = scene.state.horse_modifiers()[1]
    assert scene.board.horse.mods == mods and scene.board.horse.total == total
    result = app.top
    out = scene.state.outcome()
    assert result.winner == out.winner and result.horse == (die, total, mods)
    said = " ".join(result.explanation())
    assert f"= {total}" in said and ("Greeks win" in said) == ok
    # the result offers a rematch: a new game, same options
    card_ready(app)
    pad_button(app, PAD_A)
    assert isinstance(app.top, TroyPlayScene) and app.top is not scene
    assert app.top.setup.vs_computer and app.top.state.turn == 1


def test_hot_seat_hides_the_first_picks_behind_the_pass_screen(app: App) -> None:
    scene = start(app, vs_computer=False, seed=4)
    first = scene.state.first
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.side == first
    pad_button(app, PAD_A)                   # "ready"
    assert scene.waiting and scene.state.stage == "pick"
    for _ in range(4):
        choose(app, pad=True)                # a hero each
    assert all(scene.sel.values())
    choose(app, pad=True)                    # commit
    picked = [scene.state.spaces(first)[s] for s in range(4)]
    assert all(h >= 0 for h in picked)
    run_until(app, lambda: isinstance(app.top, PassScene))
    assert app.top.side == 1 - first
    # behind the pass screen, and while the second player picks, the first's
    # heroes are face down on the board and unmarked in his roster
    assert [scene.board.spaces[s][first] for s in range(4)] == ["hidden"] * 4
    pad_button(app, PAD_A)
    assert scene.waiting and scene.state.to_move() == 1 - first
    assert [scene.board.spaces[s][first] for s in range(4)] == ["hidden"] * 4
    assert scene.viewer == 1 - first
    # once both have picked, the gods are drawn and every hero is turned over
    for _ in range(5):
        choose(app, pad=True)
    run_until(app, lambda: scene.board.gods[1] is not None and scene.animator.idle)
    assert all(scene.board.spaces[s][first] not in (None, "hidden") for s in range(4))


def test_a_duel_shows_each_die_and_every_modifier(app: App) -> None:
    scene = start(app, vs_computer=True, human_side=1, seed=5)
    seen_rounds = 0
    for _ in range(3000):
        d = scene.board.duel
        if d is not None and d.round and all(v is not None for v in d.totals) \
                and not any(d.rolling):
            g, t = d.heroes
            for side, hid in ((0, g), (1, t)):
                mods = d.mods[side]
                assert mods[0] == ("Power", D.BY_ID[hid].power)
                assert d.totals[side] == d.dice[side] + sum(v for _, v in mods)
            seen_rounds += 1
            if d.log:
                assert worded(d.log[-1]).startswith("Round")
                assert f"{d.dice[0]} " in worded(d.log[-1])
            if seen_rounds >= 3:
                break
        if scene.waiting and scene.animator.idle:
            for _ in range(int(QUIET / 0.05) + 1):   # a player at a decision looks first
                app.step(0.05)
            pad_button(app, PAD_A)
        elif not scene.animator.idle:
            pad_button(app, PAD_A)               # one beat at a time
        else:
            app.step(0.05)
    assert seen_rounds >= 3
    # the dice animate: a die tumbles for a while before its value shows
    for _ in range(3000):
        d = scene.board.duel
        if d is not None and any(d.rolling):
            break
        if scene.waiting and scene.animator.idle:
            pad_button(app, PAD_A)
        else:
            app.step(0.01)
    d = scene.board.duel
    assert d is not None and any(d.rolling)
    side = d.rolling.index(True)
    assert d.dice[side] is None
    for _ in range(3):
        app.step(0.1)                            # the app caps a frame at 0.1 s
    assert d.rolling[side] and d.dice[side] is None
    app.step(0.1)                                # both dice of a round land together
    assert not any(d.rolling) and None not in d.dice


def test_picks_by_mouse_alone(app: App) -> None:
    scene = start(app, vs_computer=True, human_side=0, seed=9)
    run_until(app, lambda: scene.waiting and scene.state.stage == "pick")
    heroes, spaces = scene.state.pick_slots(0)
    wanted = [D.HEROES[i].id for i in heroes][-len(spaces):]
    order = [h.id for h in (D.HEROES[i] for i in D.SIDE_HEROES[0])
             if scene.board.status.get(h.id) != "absent" or h.id != "neoptolemus"]
    for hid in wanted:
        click(app, roster_row(0, order.index(hid)).center)
    assert [scene.sel[s] for s in spaces] == wanted
    commit = next(c for c in scene.choices if c.key == ("commit",))
    assert commit.enabled
    click(app, commit.rect.center)
    assert [D.HEROES[scene.state.space_g[s]].id for s in spaces] == wanted


def test_pick_undo_and_clicking_a_disabled_hero(app: App) -> None:
    scene = start(app, vs_computer=True, human_side=1, seed=2)
    run_until(app, lambda: scene.waiting and scene.state.stage == "pick")
    choose(app, pad=True)
    choose(app, pad=True)
    assert sum(1 for h in scene.sel.values() if h) == 2
    pad_button(app, PAD_Y)                   # undo the last placed hero
    assert sum(1 for h in scene.sel.values() if h) == 1
    # a hero who has not arrived yet cannot be picked
    rows = [c for c in scene.choices if c.kind == "row"]
    memnon = next(c for c in rows if c.key == ("hero", "memnon"))
    assert not memnon.enabled
    click(app, memnon.rect.center)
    assert "memnon" not in scene.sel.values()


def test_input_waits_while_animating_except_skip_and_pause(app: App) -> None:
    scene = start(app, vs_computer=True, human_side=1, seed=3)   # Trojans pick first on turn 1
    assert not scene.animator.idle            # the first turn is being announced
    turn_before = scene.board.turn
    app.dispatch(InputAction(Act.UNDO, "keyboard"))
    app.dispatch(InputAction(Act.LEFT, "keyboard"))
    assert scene.state.stage == "pick" and not scene.waiting
    app.dispatch(InputAction(Act.MENU, "keyboard"))
    assert top_name(app) == "PauseScene"
    pad_button(app, PAD_B)
    assert app.top is scene
    app.dispatch(InputAction(Act.NEXT, "controller"))
    app.step(DT)                     # the opening went by at once: the card says what it was
    assert scene.animator.queue[0] is scene.skipping.card and scene.board.turn == turn_before
    app.dispatch(InputAction(Act.NEXT, "controller"))
    assert scene.animator.idle and scene.waiting and scene.state.stage == "pick"


def test_the_computer_thinks_off_the_render_loop(app: App) -> None:
    # on turn 1 the Trojans (the computer here) pick first
    scene = start(app, vs_computer=True, human_side=0, seed=7)
    scene.skip_all()
    app.step(DT)
    assert scene.thinker.task is not None            # thinking, the frame went on
    assert "thinking" in scene.question[0]
    run_until(app, lambda: scene.waiting)
    # the computer's picks are on the board face down only
    assert [scene.board.spaces[s][1] for s in range(4)] == ["hidden"] * 4


def test_hero_line_explains_the_character() -> None:
    line = hero_line("achilles")
    assert "Power 5" in line and "Strength" in line and "\u22121 against Cunning" in line


def test_hot_seat_undo_takes_back_a_cancel_until_dice_roll(app: App) -> None:
    scene = start(app, vs_computer=False, seed=7)
    assert scene.state.random_event_id() == "priam"      # each side cancels one challenge
    for _ in range(2):
        run_until(app, lambda: isinstance(app.top, PassScene))
        pad_button(app, PAD_A)
        for _ in range(5):
            choose(app, pad=True)                        # four heroes, then commit
    run_until(app, lambda: scene.waiting and scene.state.stage == "cancel")
    first = scene.state.to_move()
    choose(app, pad=True)                                # cancel the first offered challenge
    run_until(app, lambda: scene.waiting)
    assert scene.state.stage == "cancel" and scene.state.to_move() == 1 - first
    assert sum(scene.board.cancelled) == 1
    pad_button(app, PAD_Y)                               # undo: no die has been rolled since
    assert scene.state.to_move() == first and not any(scene.board.cancelled)
    assert scene.waiting and scene.state.stage == "cancel"
    choose(app, pad=True)
    run_until(app, lambda: scene.waiting)
    choose(app, pad=True)                                # second cancel: the duels roll
    for _ in range(3000):                                # on to next turn's secret picks
        if isinstance(app.top, PassScene):
            break
        if scene.waiting and scene.choices and scene.animator.idle:
            choose(app, pad=True)
        else:
            app.step(0.05)
    pad_button(app, PAD_A)
    choose(app, pad=True)                                # one hero placed...
    pad_button(app, PAD_Y)                               # ...and taken back
    assert not any(scene.sel.values())
    before = scene.state.to_text()
    pad_button(app, PAD_Y)                               # dice have spoken: nothing to undo
    assert scene.state.to_text() == before and "Nothing to undo" in scene.toast.message


def test_calchas_reveal_then_picking_shows_the_odds_against_the_revealed_hero(app: App) -> None:
    from game.ai.troy import duel_odds

    scene = start(app, vs_computer=True, human_side=0, seed=CALCHAS_SEED)
    assert scene.state.random_event_id() == "calchas"
    run_until(app, lambda: scene.waiting and scene.state.stage == "reveal")
    assert [scene.board.spaces[s][1] for s in range(4)] == ["hidden"] * 4
    space = next(c for c in scene.choices if c.kind == "space")
    click(app, space.rect.center)                        # turn that Trojan face up
    run_until(app, lambda: scene.waiting and scene.state.stage == "pick")
    s = int(space.key.split(":")[1]) - 1
    enemy = scene.board.spaces[s][1]
    assert enemy not in (None, "hidden") and scene.board.protected[s]
    assert sum(1 for x in range(4) if scene.board.spaces[x][1] == "hidden") == 3
    app.step(DT)
    hero = scene.frame.focused_hero
    assert hero is not None
    assert scene.frame.odds == {s: duel_odds(hero, enemy, None, None)[0]}
