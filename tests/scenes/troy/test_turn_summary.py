"""The end-of-turn card says how each duel of the turn ended (who won, who fell,
who was taken or hurt), above its points: the turn's news, so its sums add up."""

from __future__ import annotations

import pygame

from scenes.troy.beats import Summary
from scenes.troy.lines import line, worded
from tests.scenes.troy.test_skip_summary import decide_first, game
from tests.support import DT, key, make_app


def summary_on_screen(scene) -> Summary:
    step = scene.animator.queue[0]
    return next(c for c in step.children if isinstance(c, Summary))


def test_the_turns_card_names_every_duel_of_the_turn(tmp_path) -> None:
    app = make_app(tmp_path, title=False)
    scene = game(app, seed=3)
    seen, turn_from, turns = 0, 0, 0
    for _ in range(200_000):
        if scene.waiting and not scene.busy and scene.decision is not None:
            decide_first(scene)
        elif scene.summing_up():
            entries = scene.chronicle.entries()
            said = [worded(ln) for ln in summary_on_screen(scene).said]
            for e in entries[turn_from:]:
                if e.kind == "result" and "winner" in e.data:
                    code = "thersites" if e.data.get("thersites") else "duel_won"
                    told = worded(line("thersites", hero=e.data["winner"], n=e.data["space"])
                                  if code == "thersites" else
                                  line("duel_won", winner=e.data["winner"],
                                       loser=e.data["loser"], result=e.data["result"]))
                    assert told in said, (told, said)
                    seen += 1
            turn_from, turns = len(entries), turns + 1
            key(app, pygame.K_RETURN)
            if turns >= 3:
                break
        app.step(DT * 3)
    app.close()
    assert seen >= 4
