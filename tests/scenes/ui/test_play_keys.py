"""The shared key scheme of the three play screens: Enter / A finishes an
animation at once with the game state right, the hint bar names what works
now, and undo / rules / menu are clickable on every play screen."""

from __future__ import annotations

import pytest

from game.essentia import EssentiaState
from game.essentia.layout import INDEX as E_INDEX
from game.symbol.board import INDEX as S_INDEX
from game.symbol.positions import position
from scenes.core.base import Act, InputAction
from scenes.essentia.play import PlayScene
from scenes.games import GameSetup
from scenes.symbol.play import SymbolPlayScene
from scenes.troy.play import TroyPlayScene
from tests.support import DT, click, make_app
from tests.support.troy import skip_to_decision

NEAR_END = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
            "2g4g/8/8/8/8/2G5/8/8/2G5 D on 0 1")


def bar(scene):
    """The scene's hint bar: the play-screen base keeps it in ``hint_bar``."""
    if hasattr(scene, "hint_bar"):
        return scene.hint_bar
    return scene.hints if not callable(scene.hints) else scene.hints()


def acts(scene) -> list[Act]:
    return [h.act for h in bar(scene).hints]


def test_essentia_enter_finishes_a_move_animation_at_once(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    scene.cursor = E_INDEX["c4"]
    app.dispatch(InputAction(Act.CONFIRM))
    scene.cursor = E_INDEX["c3"]
    app.dispatch(InputAction(Act.CONFIRM))
    assert scene.busy and Act.CONFIRM in acts(scene) and Act.UNDO not in acts(scene)
    app.dispatch(InputAction(Act.CONFIRM))               # skip
    assert not scene.busy and scene.notation == ["c4c3"]
    assert scene.state.golem_at(E_INDEX["c3"]) == 0 and scene.state.to_move() == 1
    assert Act.NEXT in acts(scene) and Act.UNDO in acts(scene)   # Tab: next golem
    app.close()


def test_symbol_enter_finishes_a_move_animation_at_once(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "c2": "E", "d7": "l", "a7": "e"}, res="-/-"))
    app.push(scene)
    scene.cursor = S_INDEX["c2"]
    app.dispatch(InputAction(Act.CONFIRM))
    target = next(c for c in scene.dest if scene.state.stack_at(c) is None)
    scene.cursor = target
    app.dispatch(InputAction(Act.CONFIRM))
    assert scene.busy and Act.CONFIRM in acts(scene)
    app.dispatch(InputAction(Act.CONFIRM, "controller"))  # A skips
    assert not scene.busy
    assert scene.shown.get(target) == (0, "E") and scene.state.stack_at(target) == (0, "E")
    assert scene.side == 1 and Act.NEXT in acts(scene)   # Tab: to the panel buttons
    app.close()


def test_troy_undo_rules_and_menu_are_clickable(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=1, seed=3))
    app.push(scene)
    skip_to_decision(app, scene)
    assert scene.waiting and scene.state.stage == "pick"
    app.step(DT)                                           # the bar for deciding is drawn
    names = {h.act: r for r, h in scene.hints.rects}
    assert {Act.HELP, Act.MENU} <= set(names)
    assert Act.UNDO not in names                           # nothing to take back yet
    # Tab is the story's skip key: a decision's bar does not offer it
    assert not any(h.act == Act.NEXT for h in scene.hints.hints)
    scene.choices[0].do()                                  # pick a hero
    assert any(scene.sel.values())
    app.step(DT)                                           # the bar now offers Undo
    names = {h.act: r for r, h in scene.hints.rects}
    click(app, names[Act.UNDO].center)
    assert not any(scene.sel.values())
    app.step(DT)
    names = {h.act: r for r, h in scene.hints.rects}
    click(app, names[Act.HELP].center)
    assert type(app.top).__name__ == "RulesScene"
    app.pop()
    click(app, names[Act.MENU].center)
    assert type(app.top).__name__ == "PauseScene"
    app.close()


@pytest.mark.parametrize("game", ["essentia", "symbol"])
def test_board_games_have_undo_rules_and_menu_buttons(tmp_path, game) -> None:
    app = make_app(tmp_path)
    if game == "essentia":
        scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
        keys = {b.key for b in scene.buttons.buttons}
    else:
        scene = SymbolPlayScene(GameSetup("symbol"),
                                position({"d1": "L", "c2": "E", "d7": "l"}, res="-/-"))
        keys = {c.key for c in scene.chips}
    assert {"undo", "rules", "menu"} <= keys
    app.close()


def labels(scene) -> list[str]:
    return [h.label for h in bar(scene).hints]


def test_essentia_hint_bar_names_the_menu_once_and_esc_only_to_deselect(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = PlayScene(GameSetup("essentia"), EssentiaState.from_text(NEAR_END))
    app.push(scene)
    assert labels(scene).count("Menu") == 1 and Act.CANCEL not in acts(scene)
    scene.cursor = E_INDEX["c4"]
    app.dispatch(InputAction(Act.CONFIRM))                 # select
    assert "Deselect" in labels(scene) and labels(scene).count("Menu") == 1
    app.dispatch(InputAction(Act.CANCEL))                  # Esc deselects, as listed
    assert scene.selected is None and type(app.top).__name__ == "PlayScene"
    app.dispatch(InputAction(Act.CANCEL))                  # unlisted, Esc still opens the menu
    assert type(app.top).__name__ == "PauseScene"
    app.close()


def test_symbol_hint_bar_names_the_menu_once_and_esc_only_to_step_back(tmp_path) -> None:
    app = make_app(tmp_path)
    scene = SymbolPlayScene(GameSetup("symbol"),
                            position({"d1": "L", "c2": "E", "d7": "l", "a7": "e"}, res="-/-"))
    app.push(scene)
    assert labels(scene).count("Menu") == 1 and Act.CANCEL not in acts(scene)
    scene.cursor = S_INDEX["c2"]
    app.dispatch(InputAction(Act.CONFIRM))                 # select
    assert "Back" in labels(scene) and labels(scene).count("Menu") == 1
    app.dispatch(InputAction(Act.CANCEL))
    assert scene.mode == "idle" and type(app.top).__name__ == "SymbolPlayScene"
    app.close()


def test_demo_games_offer_no_buttons_only_a_person_could_use(tmp_path) -> None:
    """Computer on both sides (the attract demo): Undo, Draw / Truce, Resign and
    Reinforce are greyed out and do nothing."""
    app = make_app(tmp_path)
    nobody = GameSetup("essentia", vs_computer=True, human_side=None)
    ess = PlayScene(nobody, EssentiaState.from_text(NEAR_END))
    app.push(ess)
    ess.sync_buttons()
    enabled = {b.key: b.enabled for b in ess.buttons.buttons}
    assert not enabled["undo"] and not enabled["truce"] and not enabled["resign"]
    assert enabled["rules"] and enabled["menu"]
    ess.ask_resign()
    ess.offer_draw()
    assert app.top is ess and not ess.over
    app.pop()
    sym = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=None),
                          position({"d1": "L", "c2": "E", "d7": "l", "a7": "e"},
                                   res="E2/e2"))
    app.push(sym)
    chips = {c.key: c.enabled for c in sym.chips}
    assert not any(chips[k] for k in ("reinforce", "undo", "draw", "resign"))
    assert chips["rules"] and chips["menu"]
    sym.ask_resign()
    assert app.top is sym and not sym.over
    app.close()


def test_a_person_against_the_computer_keeps_resign(tmp_path) -> None:
    app = make_app(tmp_path)
    sym = SymbolPlayScene(GameSetup("symbol", vs_computer=True, human_side=0),
                          position({"d1": "L", "c2": "E", "d7": "l", "a7": "e"}, res="-/-"))
    app.push(sym)
    assert sym.chip("resign").enabled
    ess = PlayScene(GameSetup("essentia", vs_computer=True, human_side=0),
                    EssentiaState.from_text(NEAR_END))
    app.push(ess)
    ess.sync_buttons()
    assert {b.key for b in ess.buttons.buttons if b.enabled} >= {"truce", "resign"}
    app.close()


def word_of(scene, act: Act) -> tuple[int, int]:
    """The middle of the words of the hint for ``act`` (not its key cap), as drawn
    for the mouse."""
    chip = next(c for c in bar(scene).layout("mouse") if c.hint.act == act)
    return chip.label.get_rect(midleft=(chip.chip.right + 8, chip.chip.centery)).center


@pytest.mark.parametrize("game", ["essentia", "symbol", "troy"])
def test_rules_and_menu_stand_still_and_answer_a_click_on_their_words(tmp_path, game) -> None:
    """Against the computer, through the set-up, the stories and the person's turns:
    the bar changes with the moment, but Rules and Menu (and the Trojan War's
    Chronicle) keep their place, and a click on their words opens them, during an
    animation too (Essentia's set-up took such a click as a skip)."""
    from scenes.games import play_factory
    from scenes.menus.pause import PauseScene
    from scenes.menus.rules_reader import RulesScene
    from scenes.play import PlayScreen
    from scenes.troy.chronicle_view import CHRONICLE_HINT
    from scenes.ui.play_keys import MENU_HINT, RULES_HINT

    app = make_app(tmp_path)
    app.push(play_factory(game)(GameSetup(game, vs_computer=True, human_side=0, seed=3)))
    places: dict[Act, set[tuple[int, ...]]] = {}
    clicked: set[tuple[Act, bool]] = set()
    for frame in range(900):
        scene = app.top
        if not isinstance(scene, PlayScreen):            # the end card: the game is over
            break
        for chip in bar(scene).layout("mouse"):
            if chip.hint in (RULES_HINT, MENU_HINT, CHRONICLE_HINT):
                places.setdefault(chip.hint.act, set()).add(tuple(chip.area))
        if frame % 50 == 0 or (Act.MENU, scene.busy) not in clicked:
            for act, opened in ((Act.MENU, PauseScene), (Act.HELP, RulesScene)):
                click(app, word_of(scene, act))
                assert isinstance(app.top, opened), (frame, act)
                app.pop()
                clicked.add((act, scene.busy))
        if not scene.busy and scene.human_turn() and frame % 3 == 0:
            scene.play(next(iter(scene.state.legal_actions())))
        app.step(1 / 20)
    assert (Act.MENU, True) in clicked and (Act.MENU, False) in clicked
    assert all(len(areas) == 1 for areas in places.values()), places
    app.close()
