"""The duel and army panels list the modifiers the rules add: the same engine
function decides both, and each landed die is checked against the list shown
since the panel opened."""

from __future__ import annotations

import random

import pytest

from game.ai.troy import choose
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.games import GameSetup
from scenes.troy.board import ArmyShow, DuelShow
from scenes.troy.play import TroyPlayScene
from tests.support import make_app

G, T = D.GREEK, D.TROJAN
PAD = ["9", "0"] * 60


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


class ShownChecker:
    """Follows a scene beat by beat: the list each panel opened with, and each die."""

    def __init__(self, scene: TroyPlayScene) -> None:
        self.scene = scene
        self.panel: DuelShow | ArmyShow | None = None
        self.opened: list[list[tuple[str, int]]] = [[], []]
        self.landed: list[tuple[int, int, list[tuple[str, int]]]] = []  # (die, total, list)

    def step(self) -> None:
        b = self.scene.board
        before = self._dice()
        self.scene.skip_beat()
        panel = b.duel if b.duel is not None else b.army
        if panel is not None and panel is not self.panel:
            self.panel = panel
            self.opened = [list(m) for m in panel.mods]
            before = [None, None]
        if panel is None:
            self.panel = None
            return
        for side in (G, T):
            now = self._dice()[side]
            if now is not None and now != before[side]:
                assert panel.mods[side] == self.opened[side], "the list changed mid-duel"
                self.landed.append((now[0], now[1], self.opened[side]))
                assert sum(v for _, v in self.opened[side]) == now[1] - now[0]

    def _dice(self) -> list[tuple[int, int] | None]:
        b = self.scene.board
        panel = b.duel if b.duel is not None else b.army
        if panel is None:
            return [None, None]
        return [(d, t) if d is not None and t is not None and not r else None
                for d, t, r in zip(panel.dice, panel.totals, panel.rolling, strict=True)]

    def story(self) -> None:
        while self.scene.animator.queue:
            self.step()


def test_a_postponed_turn_9_duel_shows_pariss_bow_from_the_start(app) -> None:
    # The screen once gave Paris his bow only on turn 9 itself; the rules give it to
    # the turn-9 duel whenever it is fought, here on turn 10.
    state = TroyState.at_turn(10, chance=["0", "zeus", "hera", "5", "5"] + PAD, pending=(9,))
    scene = TroyPlayScene(GameSetup("troy", seed=0), state=state, seed=0)
    app.push(scene)
    check = ShownChecker(scene)
    scene.play("pick:ajax_t,diomedes,odysseus")
    check.story()
    scene.play("pick:hector,aeneas,sarpedon")
    check.story()
    scene.play(scene.state.legal_actions()[0])         # the Greeks cancel one challenge
    while scene.board.duel is None and scene.animator.queue:
        check.step()
    duel = scene.board.duel
    assert duel is not None and duel.heroes == ("achilles", "paris") and duel.to_death
    assert ("Apollo's bow", 5) in duel.mods[T]
    check.story()
    assert (5, 12, duel.mods[T]) in check.landed     # Paris: die 5, Power 2, bow 5


def test_the_listed_modifiers_add_up_to_every_die_over_many_games(app, monkeypatch) -> None:
    monkeypatch.setattr("scenes.core.saves.saves_dir", lambda app: None)  # no disk writes
    dice = 0
    for seed in range(12):
        scene = TroyPlayScene(GameSetup("troy", seed=seed))
        app.push(scene)      # hot-seat: the test plays both sides, past the pass screens
        check = ShownChecker(scene)
        rng = random.Random(seed)
        check.story()
        while scene.state.to_move() is not None:
            scene.play(choose(scene.state, "random", rng))
            check.story()
        dice += len(check.landed)
        app.return_to_title()
    assert dice > 12 * 200
