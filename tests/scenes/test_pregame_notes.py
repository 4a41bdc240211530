"""Every Symbol and Trojan War option on the pre-game screen says in one line what it changes, and
the line fits beside its choice at 1280x720."""

from __future__ import annotations

from scenes.core import theme
from scenes.games import GAMES
from scenes.menus.pregame import PregameScene


def test_each_game_option_has_a_one_line_note_that_fits(tmp_path) -> None:
    for key in ("symbol", "troy"):
        info = GAMES[key]
        scene = PregameScene(key)
        room = scene.list.note_width()
        for spec in info.options:
            item = scene.option_items[spec.key]
            assert item.note == spec.note and spec.note.endswith(".")
            assert theme.font(13).size(spec.note)[0] <= room, spec.note
