"""The move lists follow the newest move; the wheel looks back, a new move returns."""

from __future__ import annotations

from scenes.ui.move_list import MoveScroll, turn_rows


def test_turns_pair_moves_and_mark_a_missing_first_half() -> None:
    assert turn_rows([(0, "a"), (1, "b"), (0, "c")]) == [(1, "a", "b"), (2, "c", "")]
    assert turn_rows([(1, "x"), (0, "y")]) == [(1, "\u2026", "x"), (2, "y", "")]


def test_the_list_follows_the_newest_turn_until_the_wheel_looks_back() -> None:
    scroll = MoveScroll()
    assert scroll.window(20, 5) == (15, 20)          # newest at the bottom
    scroll.scroll(3, 20, 5)
    assert scroll.window(20, 5) == (12, 17)
    scroll.scroll(100, 20, 5)                        # never past the first turn
    assert scroll.window(20, 5) == (0, 5)
    scroll.scroll(-1, 20, 5)                         # and back down at once
    assert scroll.window(20, 5) == (1, 6)
    assert scroll.window(20, 5) == (1, 6)            # asking twice changes nothing
    scroll.follow()                                  # a move was played
    assert scroll.window(21, 5) == (16, 21)
