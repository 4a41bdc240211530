"""The end-of-turn card says how each duel of the turn ended (who won, who fell,
who was taken or hurt), above its points: the turn's news, so its sums add up."""

from __future__ import annotations

import re

import pygame

from scenes.troy.beats import Summary
from scenes.troy.lines import line, worded
from tests.scenes.troy.test_skip_summary import decide_first, game
from tests.support import DT, key, make_app


def at_the_first_decision(tmp_path):
    """A game against the computer (seed 3) stepped to the person's first decision."""
    app = make_app(tmp_path, title=False)
    scene = game(app, seed=3)
    for _ in range(20_000):
        if scene.waiting and not scene.busy and scene.decision is not None:
            return app, scene
        app.step(DT)
    raise AssertionError("no decision came")


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
                    assert any(s.startswith(told) for s in said), (told, said)
                    seen += 1
                elif e.kind == "cancel" and e.side is not None:    # a struck challenge too
                    told = worded(line("cancelled", side=e.side, n=e.data["space"]))
                    assert told in said, (told, said)
            # every point the turn scored is on the card, so its sums add up
            board = scene.board
            for side, name in ((0, "Greeks"), (1, "Trojans")):
                listed = [int(m) for s in said for m in re.findall(name + r"\s\+(\d+)\sVP", s)]
                assert sum(listed) == board.turn_vp[side], (name, said)
            turn_from, turns = len(entries), turns + 1
            key(app, pygame.K_RETURN)
            if turns >= 3:
                break
        app.step(DT * 3)
    app.close()
    assert seen >= 4


def test_enter_hurrying_the_story_does_not_take_the_decision_it_opens(tmp_path) -> None:
    """A player taps Enter through a turn's beats, twice a second; the taps after the
    last land on the decision just opened (a kill or spare): none is taken while the
    run goes on, and the Enter after a pause is."""
    from scenes.troy.keys import HURRIED, SETTLE
    from scenes.ui.enter_guard import QUIET

    app = make_app(tmp_path, title=False)
    scene = game(app, seed=3)
    taken: list[int] = []
    real = scene.take_choice

    def take(i: int) -> None:
        taken.append(i)
        real(i)

    scene.take_choice = take  # type: ignore[method-assign]

    def deciding() -> bool:
        return scene.waiting and not scene.busy and scene.decision is not None \
            and bool(scene.decision.choices)

    for _ in range(20_000):                       # the first decision, then its story
        if deciding():
            decide_first(scene)
            break
        app.step(DT)
    for _ in range(20_000):                       # Enter, beat after beat, to the next
        if deciding():
            break
        if scene.busy:
            key(app, pygame.K_RETURN)
        app.step(DT)
    assert deciding() and scene.hurried
    for _ in range(8):                            # the taps go on, twice a second
        for _ in range(int(0.5 / DT)):
            app.step(DT)
        key(app, pygame.K_RETURN)
    assert taken == [], "a tap of a run meant for the story is not a choice"
    assert scene.message == "Your decision is open: pause a moment, then choose."
    assert scene.taps.open_for > HURRIED > SETTLE
    for _ in range(int(QUIET / DT) + 2):          # the player stops, looks, and chooses
        app.step(DT)
    key(app, pygame.K_RETURN)
    assert taken, "an Enter after a pause takes the decision"
    app.close()


def test_a_run_of_taps_at_a_decision_no_story_led_to_takes_one_choice_at_most(
        tmp_path) -> None:
    """The game opens straight at the picks: a player tapping Enter there (carried
    on from the menus) places at most the first hero, not four and the commit; the
    run's later taps say why nothing happens. Arrows end the run: the Enter after
    them chooses."""
    from scenes.ui.enter_guard import QUIET

    app, scene = at_the_first_decision(tmp_path)
    placed = lambda: sum(1 for v in scene.sel.values() if v)   # noqa: E731
    for _ in range(12):                           # taps, three a second
        for _ in range(int(0.3 / DT)):
            app.step(DT)
        key(app, pygame.K_RETURN)
    assert placed() <= 1 and scene.state.stage == "pick" and scene.waiting
    assert scene.message == "Your decision is open: pause a moment, then choose."
    before = placed()
    key(app, pygame.K_DOWN)                       # the player looks and moves the focus
    key(app, pygame.K_RETURN)
    assert placed() == before + 1 or scene.state.stage != "pick"
    key(app, pygame.K_RETURN)                     # at once again: a run
    assert placed() == before + 1 or scene.state.stage != "pick"
    for _ in range(int(QUIET / DT) + 2):
        app.step(DT)
    key(app, pygame.K_RETURN)
    assert placed() == before + 2 or scene.state.stage != "pick"
    app.close()


def test_a_decision_seen_again_after_the_chronicle_waits_before_enter_takes_it(
        tmp_path) -> None:
    """The chronicle opened over a decision and closed: an Enter pressed as it closes
    is not taken (the decision is seen anew); one a moment later is."""
    from scenes.troy.chronicle_view import ChronicleScene
    from scenes.troy.keys import SETTLE

    app, scene = at_the_first_decision(tmp_path)
    for _ in range(int(SETTLE / DT) + 2):          # the decision has been open a while
        app.step(DT)
    key(app, pygame.K_r)
    assert isinstance(app.top, ChronicleScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    placed = lambda: sum(1 for v in scene.sel.values() if v)   # noqa: E731
    key(app, pygame.K_RETURN)
    assert placed() == 0
    for _ in range(int(0.8 / DT)):                 # a pause past the run of taps
        app.step(DT)
    key(app, pygame.K_RETURN)
    assert placed() == 1
    app.close()
