"""The Trojan War on screen: what a player reads while deciding (headless)."""

from __future__ import annotations

import pygame
import pytest

from game.ai.troy import duel_odds
from game.common import Event
from game.troy import data as D
from game.troy.modifiers import duel_modifiers
from game.troy.rules import TroyState
from scenes.core.app import App
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.troy import layout, words
from scenes.troy.board import Board, DuelShow
from scenes.troy.play import TroyPlayScene
from scenes.troy.stages import SPARE_WORDS, Context, SpareStage
from scenes.troy.words import percent, short_name, signed
from tests.support import make_app, pad_button, post
from tests.support.troy import settle, skip_to_decision

PRIAM_SEED = 7       # TroyState.at_turn(4, seed=7) draws event 7: Priam, two cancels
THERSITES_SEED = 3   # ... seed=3 draws event 3: Thersites


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path, title=False)
    yield a
    a.close()


def scene_at(app: App, state: TroyState, human_side: int) -> TroyPlayScene:
    """A game against the computer that starts from ``state`` (a scenario)."""
    sc = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=human_side,
                                 seed=state.chance.seed), state=state, seed=state.chance.seed)
    sc.tell_opening()
    app.push(sc)
    return sc


def play_to_stage(app: App, sc: TroyPlayScene, stage: str) -> None:
    """Step time; the human takes the first legal choice until ``stage`` is open."""
    for _ in range(5000):
        if sc.waiting and sc.animator.idle and sc.choices:
            if sc.state.stage == stage:
                settle(app)
                return
            sc.play(sc.state.legal_actions()[0])
        app.step(0.05)
    raise AssertionError(f"stage {stage} not reached")


@pytest.mark.parametrize("seed,stage", [(PRIAM_SEED, "cancel"), (THERSITES_SEED, "thersites")])
def test_choosing_a_duel_shows_its_odds_with_the_gods_drawn(app: App, seed: int,
                                                           stage: str) -> None:
    sc = scene_at(app, TroyState.at_turn(4, seed=seed), human_side=1)
    play_to_stage(app, sc, stage)
    spaces = [i for i, c in enumerate(sc.choices) if c.kind == "space"]
    assert spaces
    gods = tuple(g for g in sc.board.gods if g)
    assert len(gods) == 2
    for i in spaces:
        sc.decision.focus = i
        s = int(sc.choices[i].key.split(":")[1]) - 1
        g, t = sc.board.spaces[s]
        win = duel_odds(g, t, gods)[0]
        line = sc.decision.stage.about(sc.decision.focused)
        assert f"Challenge {s + 1}" in line
        assert f"Greeks win {percent(win)}" in line
        assert f"Trojans {percent(1 - win)}" in line
        # what each die gets says why a figure is lopsided (a hero's own gods)
        adds = [duel_modifiers(g, t, gods).total, duel_modifiers(t, g, gods).total]
        assert f"Each die: {short_name(g)} {signed(adds[0])}, {short_name(t)} " \
            f"{signed(adds[1])}." in line
    # the mouse focuses a challenge by pointing at it, and its odds follow
    last = sc.choices[spaces[-1]]
    sc.handle(InputAction(Act.POINT, "mouse", last.rect.center))
    assert sc.focus == spaces[-1]
    assert f"Challenge {int(last.key.split(':')[1])} with these gods" in \
        sc.decision.stage.about(sc.decision.focused)
    app.step(0.05)   # and the prompt draws with it


def test_no_odds_line_outside_cancelling_and_thersites(app: App) -> None:
    sc = scene_at(app, TroyState.at_turn(4, seed=PRIAM_SEED), human_side=1)
    play_to_stage(app, sc, "pick")
    assert "with these gods" not in sc.question[1]
    assert all("with these gods" not in sc.decision.stage.about(c) for c in sc.choices)


def test_the_duel_rounds_clear_the_result_scale_and_the_result_die() -> None:
    assert layout.LOG_RECT.bottom + 2 <= layout.RESULT_SCALE_Y
    die_x, _ = layout.result_die_pos()
    assert layout.LOG_RECT.right <= die_x - 24
    # a round's row (the die faces at its two ends) stays inside the rounds' box
    assert layout.LOG_RECT.left < layout.CENTRE.centerx - 194
    assert layout.CENTRE.centerx + 194 < layout.LOG_RECT.right


def test_odds_never_read_as_certain() -> None:
    assert percent(0.996) == ">99%" and percent(0.004) == "<1%"
    assert percent(0.5) == "50%" and percent(0.994) == "99%"


def test_skip_to_the_decision_runs_past_the_computers_moves(app: App) -> None:
    """Tab / RB means the player's own next decision, not the computer's next move."""
    sc = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=1, seed=11))
    app.push(sc)
    skip_to_decision(app, sc)
    assert sc.waiting and sc.state.stage == "pick" and sc.state.to_move() == 1
    sc.play(_four_picks(sc))
    assert not sc.animator.idle
    sc.handle(InputAction(Act.NEXT, "keyboard"))
    frames_animating = 0
    for _ in range(2000):
        if sc.waiting and sc.animator.idle:
            break
        app.step(0.05)
        if sc.busy and sc.animator.queue[0] is sc.skipping.card:
            sc.skip_all()                  # the card of what the skip passed: Tab ends it
            continue
        frames_animating += not sc.animator.idle
    assert sc.waiting and sc.state.to_move() == 1
    assert frames_animating == 0          # the computer's picks and the gods went by at once
    assert not sc.skipping.active            # and the next story after this decision plays again
    sc.choices[sc.focus].do()
    assert not sc.animator.idle
    app.step(0.05)
    assert not sc.animator.idle


def _four_picks(sc: TroyPlayScene) -> str:
    heroes, spaces = sc.state.pick_slots(1)
    return "pick:" + ",".join(D.HEROES[i].id for i in heroes[:len(spaces)])


CASSANDRA_SEED = 15  # TroyState.at_turn(4, seed=15) draws event 1: Cassandra


def test_cassandra_swap_by_controller_alone(app: App) -> None:
    sc = scene_at(app, TroyState.at_turn(4, seed=CASSANDRA_SEED), human_side=0)
    play_to_stage(app, sc, "swap")
    played: list[str] = []
    real_play = sc.play
    sc.play = lambda a: (played.append(a), real_play(a))  # type: ignore[method-assign]
    assert sc.choices[sc.focus].key == "noswap"          # the safe choice comes first

    def hat(value: tuple[int, int]) -> None:
        post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=value)
        post(pygame.JOYHATMOTION, instance_id=0, hat=0, value=(0, 0))
        app.step(0.01)

    hat((0, 1))                                          # up, onto the board
    first = sc.choices[sc.focus].key
    assert first[0] == "sw"
    pad_button(app, 0)                                   # A: the first hero
    assert sc.decision.stage.first == first[1]
    pad_button(app, 1)                                   # B takes the first pick back
    assert sc.decision.stage.first is None and sc.state.stage == "swap"
    pad_button(app, 0)
    hat((1, 0) if first[1] < 3 else (-1, 0))             # across to another of his heroes
    second = sc.choices[sc.focus].key
    assert second[0] == "sw" and second != first
    pad_button(app, 0)
    a, b = sorted((first[1], second[1]))
    assert played == [f"swap:{a + 1},{b + 1}"]


def test_the_spare_question_says_when_helen_made_the_kill(app: App) -> None:
    """Seed 5: Helen's turn, and Achilles beats Hector with a result die of 1."""
    sc = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
    app.push(sc)
    for _ in range(20000):
        if sc.waiting and sc.animator.idle and sc.choices:
            if sc.state.stage == "spare":
                break
            sc.play(next(a for a in sc.state.legal_actions() if a != "spare"))
        app.step(0.05)
    assert sc.state.stage == "spare" and sc.state.random_event_id() == "helen"
    assert sc.state.res_die <= 2 and "Helen" not in sc.question[1]     # a true kill
    sc.state.res_die = 3                  # a serious wound, which Helen makes a death
    sc._open_stage()
    assert "Helen's event turns this wound into a death." in sc.question[1]


def test_the_event_panel_waits_for_the_die_before_saying_nothing_happens() -> None:
    board = Board()
    board.new_turn(3)
    assert words.event_panel_words(board)[0] == "to come"
    board.event, board.event_roll = "none", 9
    assert words.event_panel_words(board) == ("No event", "Nothing happens.")
    board.new_turn(12)                    # the Horse's turn rolls no event: it speaks of the Horse
    assert words.event_panel_words(board)[0] == "The Trojan Horse"


@pytest.mark.parametrize(("winner", "loser", "exchange", "why"), [
    ("odysseus", "helenus", False, "Odysseus holding Helenus adds 1 to the Horse roll"),
    ("achilles", "hector", True, "Hector lowers the Greeks' Horse roll"),
    ("diomedes", "aeneas", True, "a prisoner may be exchanged for one of your heroes"),
    ("hector", "diomedes", False, "with no prisoner exchange in this game, sparing gains "
                                  "nothing"),
])
def test_the_spare_question_says_what_sparing_changes(winner, loser, exchange, why) -> None:
    """Kill scores 3 VP; the question says what sparing would do instead, so the choice
    is a real one (or plainly none)."""
    side = D.BY_ID[winner].side
    view = {"to_move": side, "options": {"exchange": exchange},
            "decision": {"winner": winner, "loser": loser, "vp": 3, "helen": False}}
    stage = SpareStage(Context(view=view, board=Board(), play=lambda a: None,
                               refresh=lambda focus: None))
    assert why in stage.question()[1]


@pytest.mark.parametrize(("event", "less_bloody", "legend"), [
    ("none", False, "0–2 killed · 3–4 seriously wounded · 5–8 wounded · 9 prisoner"),
    ("helen", False, "0–4 killed · 5–8 seriously wounded · 9 prisoner"),
    ("none", True, "0 unharmed · 1–2 killed · 3–4 seriously wounded · 5–8 wounded · "
                   "9 prisoner"),
])
def test_the_result_dies_legend_reads_the_table_of_this_turn(monkeypatch, event, less_bloody,
                                                            legend) -> None:
    """Under Helen's event wounds are worse, and in the less bloody variant a 0 leaves
    the loser unharmed: the legend beside the result die says so."""
    from scenes.troy import panels
    said: list[str] = []
    real = panels.blit_text
    monkeypatch.setattr(panels, "blit_text", lambda surface, words, *a, **k:
                        said.append(words) or real(surface, words, *a, **k))
    board = Board()
    board.event, board.less_bloody = event, less_bloody
    duel = DuelShow(space=0, heroes=("diomedes", "glaucus"), winner=D.GREEK)
    panels.draw_fates(pygame.Surface((1280, 720)), board.fates(duel))
    assert "".join(reversed(said)) == legend


def test_cassandras_swap_shows_the_odds_now_and_once_swapped(app: App) -> None:
    """Each challenge's odds stand beside its cards, as for a cancel; with the first
    hero chosen, the second focused says both heroes' odds after the swap and now."""
    sc = scene_at(app, TroyState.at_turn(4, seed=CASSANDRA_SEED), human_side=0)
    play_to_stage(app, sc, "swap")
    view = sc.state.view(0)
    app.step(0.01)
    assert sc.frame.duel_odds == {s: p for s, p in enumerate(view["odds"]) if p is not None}
    spaces = [c for c in sc.choices if c.kind == "space"]
    first, second = spaces[0].key[1], spaces[1].key[1]
    row = view["challenges"]
    sc.choices[sc.choices.index(spaces[0])].do()         # the first hero chosen
    focus = next(c for c in sc.choices if c.key == ("sw", second))
    words = sc.decision.stage.about(focus)
    gods = tuple(view["gods"])
    after = duel_odds(row[first]["greek"], row[second]["trojan"], gods)[0]
    assert words.startswith("After the swap: " + short_name(row[first]["greek"]))
    assert f"{percent(after)} against {short_name(row[second]['trojan'])}" in words
    assert f"(before: {percent(view['odds'][first])} against " \
        f"{short_name(row[first]['trojan'])})" in words
    # a Greek with nobody across his challenge (three Trojans left): no duel to weigh
    row[second]["trojan"] = None
    stage = sc.decision.stage
    stage.ctx.view = view
    words = stage.about(focus)
    assert f"{short_name(row[first]['greek'])}: no opponent (before: " in words
    assert f"{short_name(row[second]['greek'])}: " in words and "(before: no opponent)" in words


def test_a_duel_die_in_the_air_never_passes_over_the_modifiers() -> None:
    """Both dice of a round tumble between the two columns of modifiers, whatever
    they show."""
    from scenes.troy.duel_tellers import _duel_dice
    from scenes.troy.layout import duel_dice_field
    from scenes.troy.telling import Telling

    field = duel_dice_field()
    for value in range(10):
        dice = [Event("die_rolled", {"who": side, "value": value, "total": value,
                                     "purpose": "duel", "modifiers": []})
                for side in (D.GREEK, D.TROJAN)]
        beat = _duel_dice(dice[0], Telling(dice))[0]
        throw = beat.show(Board())
        assert len(throw.children) == 2
        for k in range(21):
            for die in throw.children:
                die.elapsed = die.duration * k / 20
                x, _y = die.pos
                assert field.left + die.reach <= x <= field.right - die.reach, (value, k)


def test_the_round_rows_marks_have_a_key(monkeypatch) -> None:
    """The red pip and the ring (a tie) of the round rows are explained under them."""
    from scenes.troy import panels
    from scenes.troy.lines import line
    said: list[str] = []
    real = panels.blit_text
    monkeypatch.setattr(panels, "blit_text", lambda surface, words, *a, **k:
                        said.append(words) or real(surface, words, *a, **k))
    panels.draw_rounds(pygame.Surface((1280, 720)), [])
    assert "wounded" not in said                  # no rounds yet: nothing to explain
    panels.draw_rounds(pygame.Surface((1280, 720)), [
        line("round", n=1, dice=[4, 3], totals=[9, 9], hero=None, wounds=0, resistance=5),
        line("round", n=2, dice=[7, 1], totals=[12, 7], hero="hector", wounds=1,
             resistance=5)])
    assert "wounded" in said and "tied round" in said


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_every_kill_or_spare_question_is_said_whole(language: str) -> None:
    """Beside the Kill and Spare buttons, each variant of the question (Helen's or not,
    what sparing changes) fits the prompt at 12 px or more with the longest name: no
    line is dropped."""
    from types import SimpleNamespace

    from scenes.core import i18n
    from scenes.troy.screen import Frame, _decide
    try:
        i18n.set_language(language)
        for (why, helen), _words in SPARE_WORDS.items():
            winner, loser = {"helenus": ("odysseus", "helenus"), "alive": ("ajax_o", "hector"),
                             "exchange": ("hector", "ajax_o"),
                             "nothing": ("aeneas", "ajax_o")}[why]
            view = {"to_move": D.BY_ID[winner].side, "options": {"exchange": why != "nothing"},
                    "decision": {"winner": winner, "loser": loser, "vp": 3, "helen": helen}}
            stage = SpareStage(Context(view=view, board=Board(), play=lambda a: None,
                                       refresh=lambda focus: None))
            assert stage.why_spare() == why
            decision = SimpleNamespace(stage=stage, choices=stage.choices(), focused=None)
            frame = Frame(actor=D.BY_ID[winner].side)
            _decide(frame, SimpleNamespace(decision=decision, message="",
                                           skipping=SimpleNamespace(note="")))
            assert frame.dropped == 0 and frame.lines_size >= 12, (why, helen, frame.lines)
    finally:
        i18n.set_language("en")
