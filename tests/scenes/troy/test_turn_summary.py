"""The end-of-turn card says who fell, who was taken and who was badly hurt that
turn, above its points: the turn's news, not only its sums."""

from __future__ import annotations

import pygame

from scenes.troy.beats import Summary
from scenes.troy.lines import line, worded
from tests.scenes.troy.test_skip_summary import decide_first, game
from tests.support import DT, key, make_app

NEWS = ("dead", "prisoner", "spared", "serious")


def summary_on_screen(scene) -> Summary:
    step = scene.animator.queue[0]
    return next(c for c in step.children if isinstance(c, Summary))


def test_the_turns_card_names_its_kills_captures_and_serious_wounds(tmp_path) -> None:
    app = make_app(tmp_path, title=False)
    scene = game(app, seed=3)
    seen_news, turn_from = 0, 0
    for _ in range(200_000):
        if scene.waiting and not scene.busy and scene.decision is not None:
            decide_first(scene)
        elif scene.summing_up():
            entries = scene.chronicle.entries()
            turn = [e for e in entries[turn_from:] if e.kind == "result"
                    and "winner" in e.data and not e.data.get("thersites")]
            said = [worded(ln) for ln in summary_on_screen(scene).said]
            for e in turn:
                told = worded(line("duel_won", winner=e.data["winner"],
                                   loser=e.data["loser"], result=e.data["result"]))
                assert (told in said) == (e.data["result"] in NEWS), (told, said)
                seen_news += e.data["result"] in NEWS
            turn_from = len(entries)
            key(app, pygame.K_RETURN)
            if seen_news >= 2:
                break
        app.step(DT * 3)
    app.close()
    assert seen_news >= 2
