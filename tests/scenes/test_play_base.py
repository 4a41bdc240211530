"""The play-screen base: undo, offers, resignation, saves, the end card and
input during animations behave the same in every game.

A tiny take-away game (take 1 or 2 stones; whoever takes the last wins,
tests/support/stones.py) stands in for the real games, so these tests pin
the shared behaviour alone.
"""

from __future__ import annotations

import pytest

from game.common import Outcome
from scenes.core.base import Act, InputAction
from scenes.core.replay import Move, replay
from scenes.core.saves import read_save
from scenes.games import GameSetup
from scenes.play_words import headline
from scenes.ui.dialogs import ConfirmDialog
from scenes.ui.hints import Hint
from scenes.ui.result_card import ResultCard
from tests.support import DT, card_ready, make_app, step_until
from tests.support.stones import Stones, StonesScreen, TakeOne, registered


@pytest.fixture(autouse=True)
def stones_game():
    with registered():
        yield


def open_screen(tmp_path, setup: GameSetup, **kw):
    app = make_app(tmp_path)
    screen = StonesScreen(setup, **kw)
    app.push(screen)
    app.step(DT)
    return app, screen


def settle(app, screen) -> None:
    """Play out animations and the computer's turn until a person may act or it ended."""
    step_until(app, lambda: not screen.busy and (screen.human_turn() or screen.over)
               and not screen.thinking, 60)


VS = GameSetup("stones", vs_computer=True, human_side=0)
HOT = GameSetup("stones")


def test_undo_against_the_computer_takes_back_the_reply_too_and_says_so(tmp_path) -> None:
    app, screen = open_screen(tmp_path, VS)
    app.dispatch(InputAction(Act.CONFIRM))
    settle(app, screen)
    assert [m.player for m in screen.moves] == [0, 1] and screen.state.pile == 5
    app.dispatch(InputAction(Act.UNDO))
    assert screen.moves == [] and screen.state.pile == 7
    assert screen.toast.message == "Took back your move and the computer's reply"


def test_hot_seat_undo_takes_back_one_move_and_names_its_side(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT)
    for _ in range(2):
        app.dispatch(InputAction(Act.CONFIRM))
        settle(app, screen)
    app.dispatch(InputAction(Act.UNDO))
    assert screen.state.pile == 6 and screen.toast.message == "Took back South's move"


def test_a_finished_game_is_final_no_undo_offered(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT, state=Stones(2, 0))
    app.dispatch(InputAction(Act.CLICK, "mouse", (10, 10)))           # takes the last two
    assert screen.over
    settle(app, screen)
    assert Act.UNDO not in {h.act for h in screen.hint_bar.hints}
    screen.undo()
    assert screen.over and screen.state.pile == 0
    assert "cannot be taken back" in screen.toast.message


def test_undo_reaches_past_a_resume(tmp_path) -> None:
    app, screen = open_screen(tmp_path, VS)
    app.dispatch(InputAction(Act.CONFIRM))
    settle(app, screen)
    app.pop()                                       # leaving saves
    saved, notice = read_save(app, "stones")
    assert saved is not None and notice is None
    state, moves = replay(saved, Stones.from_text)
    assert moves == [Move(0, "1"), Move(1, "1")] and state.pile == 5
    resumed = StonesScreen(saved.setup, state, start_text=saved.position, moves=moves)
    app.push(resumed)
    app.step(DT)
    app.dispatch(InputAction(Act.UNDO))
    assert resumed.state.pile == 7 and resumed.moves == []


def test_a_save_that_does_not_replay_is_refused(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT, state=Stones(1, 0))
    saved = screen.saved_game()
    saved.extra["moves"] = ["1", "1"]               # runs past the end
    with pytest.raises(ValueError):
        replay(saved, Stones.from_text)
    saved.extra["moves"] = ["3"]
    with pytest.raises(ValueError):
        replay(saved, Stones.from_text)


def test_a_draw_offer_is_confirmed_first_and_the_computer_answers_for_itself(tmp_path) -> None:
    app, screen = open_screen(tmp_path, VS)
    screen.computer = TakeOne(accepts=False)
    screen.offer_draw()
    assert isinstance(app.top, ConfirmDialog) and not screen.computer.offers
    app.top.list.focus = 0
    app.dispatch(InputAction(Act.CONFIRM))
    assert screen.answering and not screen.can_act()     # weighed off the frame
    step_until(app, lambda: not screen.answering, 5)
    assert screen.computer.offers == [1] and not screen.over
    assert screen.toast.message == "The computer declines the draw"
    screen.computer.accepts = True
    screen.offer_draw()
    app.top.list.focus = 0
    app.dispatch(InputAction(Act.CONFIRM))
    step_until(app, lambda: not screen.answering, 5)
    assert screen.state.outcome() == Outcome(None, "agreement")


def test_declining_the_confirmation_changes_nothing(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT)
    screen.offer_draw()
    app.dispatch(InputAction(Act.CONFIRM))          # "Play on" has the focus
    screen.ask_resign()
    app.dispatch(InputAction(Act.CONFIRM))
    assert app.top is screen and not screen.over


def test_resignation_is_the_engines_and_the_card_speaks_to_the_player(tmp_path) -> None:
    app, screen = open_screen(tmp_path, VS)
    screen.ask_resign()
    app.top.list.focus = 0
    app.dispatch(InputAction(Act.CONFIRM))
    assert screen.state.outcome() == Outcome(1, "resign")
    settle(app, screen)
    step_until(app, lambda: isinstance(app.top, ResultCard), 5)
    assert app.top.headline_text() == "The computer wins"


@pytest.mark.parametrize("setup,winner,words", [
    (VS, 0, "You win!"), (VS, 1, "The computer wins"),
    (GameSetup("stones", vs_computer=True, human_side=1), 1, "You win!"),
    (HOT, 0, "North wins!"), (HOT, 1, "South wins!"), (HOT, None, "A draw")])
def test_headlines(setup, winner, words) -> None:
    assert headline(setup, Outcome(winner, "x")) == words


def test_a_people_wins_in_the_plural() -> None:
    assert headline(GameSetup("troy"), Outcome(0, "horse")) == "Greeks win!"
    assert headline(GameSetup("essentia"), Outcome(1, "spring")) == "Twilight wins!"


def test_a_click_during_an_animation_is_acted_on_when_it_ends(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT)
    app.dispatch(InputAction(Act.CONFIRM))
    assert screen.busy
    app.dispatch(InputAction(Act.CLICK, "mouse", (10, 10)))
    assert screen.state.pile == 6                    # not yet
    settle(app, screen)
    assert screen.state.pile == 4 and [m.text for m in screen.moves] == ["1", "2"]


def test_skip_keys_finish_the_animation(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT)
    app.dispatch(InputAction(Act.CONFIRM))
    assert screen.busy
    app.dispatch(InputAction(Act.CONFIRM))
    assert not screen.busy and screen.state.pile == 6


def test_a_failed_save_is_told_at_once_and_retried_on_the_next_move(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT)
    saves = tmp_path / "saves"
    saves.mkdir(exist_ok=True)
    (saves / "stones.json").mkdir()                   # a folder where the file should go
    app.dispatch(InputAction(Act.CONFIRM))
    assert app.banner.startswith("Could not save: ")
    assert app.banner.endswith("; the game goes on")
    (saves / "stones.json").rmdir()
    settle(app, screen)
    app.dispatch(InputAction(Act.CONFIRM))
    assert screen.save_error is None
    saved, _ = read_save(app, "stones")
    assert saved is not None and saved.extra["moves"] == ["1", "1"]


def test_the_save_is_kept_until_the_end_card_is_up(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT, state=Stones(3, 0))
    app.dispatch(InputAction(Act.CONFIRM))
    settle(app, screen)
    app.dispatch(InputAction(Act.CLICK, "mouse", (10, 10)))       # the last two stones
    assert screen.over
    assert read_save(app, "stones")[0] is not None    # the ending still plays
    step_until(app, lambda: isinstance(app.top, ResultCard), 5)
    assert read_save(app, "stones")[0] is None


def test_rematch_starts_a_fresh_game_of_the_same_setup(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT, state=Stones(1, 0))
    app.dispatch(InputAction(Act.CONFIRM))
    card_ready(app, 5)
    app.top.list.focus = 0
    app.dispatch(InputAction(Act.CONFIRM))
    assert isinstance(app.top, StonesScreen) and app.top is not screen
    assert app.top.state.pile == 7


def test_an_ending_by_agreement_survives_a_close_before_the_end_card(tmp_path) -> None:
    app, screen = open_screen(tmp_path, HOT)
    screen.resign(1)
    assert not screen.result_shown
    state, _ = replay(screen.saved_game(), Stones.from_text)
    assert state.outcome() == Outcome(0, "resign")
    screen.ending = "resign 7"
    with pytest.raises(ValueError):
        replay(screen.saved_game(), Stones.from_text)


class MarkingScreen(StonesScreen):
    """A stone is marked before it is taken; Undo unmarks it first."""

    def __init__(self, setup: GameSetup, **kw) -> None:
        super().__init__(setup, **kw)
        self.marked = False

    def undo_choice(self) -> bool:
        if not self.marked:
            return False
        self.marked = False
        return True

    def play_hints(self) -> list[Hint]:
        return [Hint("U", "Y", "Unmark", Act.UNDO)] if self.marked else []


def test_undo_takes_back_a_choice_before_a_move_and_the_bar_names_u_once(tmp_path) -> None:
    app = make_app(tmp_path)
    screen = MarkingScreen(HOT)
    app.push(screen)
    app.step(DT)
    app.dispatch(InputAction(Act.CONFIRM))
    settle(app, screen)
    screen.marked = True
    app.step(DT)
    labels = [h.label for h in screen.hint_bar.hints]
    assert "Unmark" in labels and "Undo" not in labels
    app.dispatch(InputAction(Act.UNDO))
    assert not screen.marked and screen.state.pile == 6      # the move stays
    app.step(DT)
    assert "Undo" in [h.label for h in screen.hint_bar.hints]
    app.dispatch(InputAction(Act.UNDO))
    assert screen.state.pile == 7
