"""An action decided elsewhere is followed on the state: what a position's text
does not hold (the positions seen, for repetition) survives."""

from __future__ import annotations

from game.essentia import EssentiaState
from scenes.core.replay import follow

# rocks everywhere: a golem of each side steps straight down and back (circles off)
BOARD = ("RRSRRSRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRCRRCRR/RRRRRRRR/RRRRRRRR/RRRRRRRR/RRSRRSRR "
         "2g4g/8/8/8/8/2G5/8/8/2G5 D off 0 1")


def test_a_repetition_played_elsewhere_ends_the_followed_game() -> None:
    start = EssentiaState.from_text(BOARD)
    shuffle = ["c4c3", "h9h8", "c3c4", "h8h9"] * 3
    server = start.copy()
    here = EssentiaState.from_text(BOARD)
    for text in shuffle:
        if server.outcome() is not None:
            break
        server.play(server.parse_action(text))
        position = server.to_text()
        here = follow(here, text, position)
        assert here.to_text() == position
    assert server.outcome() is not None and server.outcome().reason == "repetition"
    assert here.outcome() == server.outcome()                       # followed: it ends here too
    assert EssentiaState.from_text(server.to_text()).outcome() is None   # the text alone: not


def test_an_action_that_does_not_lead_to_the_position_takes_the_position() -> None:
    here = EssentiaState.from_text(BOARD)
    elsewhere = EssentiaState.from_text(BOARD)
    elsewhere.play(elsewhere.parse_action("c4c3"))
    assert follow(here, "hidden", elsewhere.to_text()).to_text() == elsewhere.to_text()
    assert follow(here, "c4c5", elsewhere.to_text()).to_text() == elsewhere.to_text()
