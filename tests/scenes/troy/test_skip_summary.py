"""Tab (skip to your decision) ends on a card that says what the skip passed over,
and only that: each duel won and lost (and the loser's fate), the armies, the VP;
never what the player had already watched. A hero joining the war is a moment
the skip stops for, as a death or a capture is."""

from __future__ import annotations

import pygame
import pytest

from game.common import Event
from game.troy import data as D
from scenes.core.app import App
from scenes.core.base import Act
from scenes.games import GameSetup
from scenes.troy import beats
from scenes.troy.beats import Moment, Summary
from scenes.troy.board import Line
from scenes.troy.lines import line, worded
from scenes.troy.play import TroyPlayScene
from scenes.ui.enter_guard import QUIET
from tests.support import DT, key, make_app
from tests.support.troy import card


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path, title=False)
    yield a
    a.close()


def game(app: App, seed: int = 5) -> TroyPlayScene:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=seed))
    app.push(scene)
    return scene


def decide_first(scene: TroyPlayScene) -> None:
    """The person's decision, taken its first way."""
    st = scene.state
    if st.stage == "pick":
        heroes, spaces = st.view(st.to_move())["pick"]
        scene.play("pick:" + ",".join(heroes[:len(spaces)]))
    else:
        scene.play(st.legal_actions()[0])


def skip_from_now(app: App, scene: TroyPlayScene) -> Summary | None:
    """Tab, then time until the person's next decision: its card, if one came."""
    key(app, pygame.K_TAB)
    for _ in range(20_000):
        found = card(scene)
        if found is not None or (scene.waiting and not scene.busy):
            return found
        app.step(DT)
    raise AssertionError("no decision came")


def watch_to_the_turns_summary(app: App, scene: TroyPlayScene) -> None:
    """Watch the story, deciding the first way, up to the first turn's summary."""
    for _ in range(20_000):
        if scene.summing_up():
            return
        if scene.waiting and not scene.busy:
            decide_first(scene)
        else:
            app.step(DT * 3)
    raise AssertionError("no turn's summary came")


def results(entries) -> list[tuple[str, str, str]]:
    return [(e.data["winner"], e.data["loser"], e.data["result"]) for e in entries
            if e.kind == "result" and "winner" in e.data and not e.data.get("thersites")]


def test_the_card_names_each_duel_won_the_armies_and_the_track(app) -> None:
    """The person decides, then skips, decision after decision, until a skip passes
    a turn's end: its card names every duel of the skip, the armies and the track."""
    scene = game(app)
    for _ in range(40):
        while not (scene.waiting and not scene.busy):
            app.step(DT * 3)
        decide_first(scene)
        app.step(DT)
        mark = scene.skipping.told_mark()
        summary = skip_from_now(app, scene)
        passed = scene.chronicle.since(mark)
        if summary is not None and any(e.kind == "track" for e in passed):
            break
        if summary is not None:
            key(app, pygame.K_RETURN)
    else:
        raise AssertionError("no skip passed a turn's end")
    lines = [ln for ln in summary.lines if isinstance(ln, Line)]
    duels = [(ln.params["winner"], ln.params["loser"], ln.params["result"])
             for ln in lines if ln.code == "duel_won"]
    assert duels and duels == results(passed)    # every duel of the skip, none other
    assert [ln.code for ln in lines if ln.code in ("army", "track")] == [
        e.kind for e in passed if e.kind in ("army", "track")]
    said = [worded(ln) for ln in summary.lines]
    assert any(" wins: " in s for s in said) and any("End of turn" in s for s in said)
    assert worded(summary.title) == "What you skipped"
    key(app, pygame.K_RETURN)                    # go on: the decision is there
    assert card(scene) is None and scene.decision is not None and not scene.busy


def test_tab_at_the_turns_summary_leaves_out_the_turn_already_watched(app) -> None:
    """The player watched the whole turn and presses Tab at its summary: what comes
    after is skipped, not the duels of the turn they have just seen."""
    scene = game(app)
    watch_to_the_turns_summary(app, scene)
    watched = results(scene.chronicle.entries())
    assert watched
    mark = scene.skipping.told_mark()
    assert results(scene.chronicle.since(mark)) == []
    summary = skip_from_now(app, scene)
    said = [] if summary is None else [worded(ln) for ln in summary.lines]
    assert not any(" wins: " in s for s in said), said
    assert not any("End of turn 1" in s for s in said), said


def test_tab_stops_for_a_hero_joining_the_war(app) -> None:
    scene = game(app)
    scene.animator.finish()
    scene.tell([Event("turn_started", {"turn": 9}),
                Event("reinforcement", {"hero": "memnon", "side": D.TROJAN}),
                Event("die_rolled", {"who": None, "purpose": "event", "value": 0,
                                     "total": 0, "modifiers": []})])
    scene.skip_all()
    moment = [c for c in scene.animator.queue[0].children if isinstance(c, Moment)]
    assert [m.kind for m in moment] == ["reinforcement"] and moment[0].hero == "memnon"
    assert beats.decisive(scene.animator.queue[0])
    assert moment[0].title == "Memnon joins the Trojans"


def test_tab_during_the_opening_names_the_event_it_passed(app) -> None:
    """Tab while the first turn's event is being drawn: the card says which event."""
    scene = game(app)
    for _ in range(30):
        app.step(DT)
    assert scene.busy
    summary = skip_from_now(app, scene)
    assert summary is not None
    drawn = [e.data["drawn"] for e in scene.chronicle.entries() if "drawn" in e.data]
    assert [ln.params["event"] for ln in summary.lines
            if isinstance(ln, Line) and ln.code in ("event", "event_ahead")] == drawn[:1]


def test_an_event_whose_effect_the_skip_did_not_show_is_said_whole() -> None:
    """Calchas drawn, and the skip stops before his reveal: the card says what he
    does; once the reveal is among what it passed, the event's name is enough."""
    from scenes.troy.chronicle import Entry, skipped
    drawn = Entry("event", "", None, {"drawn": "calchas"})
    reveal = Entry("pick", "", 0, {"space": 2, "seer": 0, "hero": "hector"})
    alone = skipped([drawn])
    assert [ln.code for ln in alone] == ["event_ahead"]
    assert "Trojan hero face up" in worded(alone[0])
    assert [ln.code for ln in skipped([drawn, reveal])] == ["event", "seer"]


def test_the_persons_own_cancel_is_not_news_on_a_skip_card() -> None:
    """The Greeks (the person) cancelled challenge 2 and skipped: the card does not
    tell them what they just did; the computer's cancel (Priam) is still said."""
    from scenes.troy.chronicle import Entry, skipped
    mine = Entry("cancel", "", 0, {"space": 2})
    theirs = Entry("cancel", "", 1, {"space": 3})
    assert skipped([mine, theirs], own=0) == [line("cancelled", side=1, n=3)]
    assert len(skipped([mine, theirs])) == 2          # hot seat: both players read it


def test_a_skip_begun_between_the_two_gods_names_both(app) -> None:
    """The first god was on screen when Tab came: the card names the pair, not the
    second god alone."""
    scene = game(app)
    for _ in range(20_000):
        if scene.waiting and not scene.busy:
            decide_first(scene)
        mark, entries = scene.skipping.told_mark(), scene.chronicle.entries()
        if 0 < mark < len(entries) and entries[mark - 1].kind == "god" \
                and entries[mark].kind == "god":
            break
        app.step(DT)
    else:
        raise AssertionError("the gods never came one by one")
    gods = [e.data["god"] for e in entries[mark - 1:mark + 1]]
    summary = skip_from_now(app, scene)
    assert summary is not None
    assert [ln.params["god"] for ln in summary.lines
            if isinstance(ln, Line) and ln.code in ("god", "god_cancelled")] == gods


def test_a_cancel_the_skip_passed_is_on_the_card(app) -> None:
    """Tab after laying the heroes, past the other side's gods and cancel: the card says
    who cancelled which challenge, so the struck-out challenge has its reason."""
    scene = game(app)
    while not (scene.waiting and not scene.busy):
        app.step(DT * 3)
    decide_first(scene)                          # the pick
    for _ in range(20):
        app.step(DT)
    mark = scene.skipping.told_mark()
    summary = skip_from_now(app, scene)
    cancels = [(e.side, e.data["space"]) for e in scene.chronicle.since(mark)
               if e.kind == "cancel"]
    assert cancels and summary is not None      # seed 5: the Trojans cancel one
    said = [(ln.params["side"], ln.params["n"]) for ln in summary.lines
            if isinstance(ln, Line) and ln.code == "cancelled"]
    assert said == cancels
    assert any(isinstance(ln, Line) and ln.code in ("god", "god_cancelled")
               for ln in summary.lines)


def test_once_the_track_has_moved_the_turns_chips_are_gone(app) -> None:
    """At the turn's summary the turn's VP are on the track: no "+N this turn" chip
    beside the moved track, as if they were still to be added."""
    scene = game(app)
    watch_to_the_turns_summary(app, scene)
    assert scene.summing_up()
    assert scene.board.on_track and scene.board.vp == scene.state.vp


def test_tab_in_a_duel_says_how_that_duel_ended_and_the_turns_whole_score(app) -> None:
    """Tab in the middle of a duel: the card says how that duel ended, and its line of
    VP so far gives the turn's whole score, as the chips at the track's ends do. (A
    duel that ends in the player's own kill-or-spare question has no card: the
    question says it.)"""
    scene = game(app)
    summary = None
    for _ in range(20_000):
        if scene.busy and scene.duel_tag() is not None and scene.board.duel is not None \
                and scene.board.duel.round >= 1 and not scene.board.duel.verdict:
            heroes = set(scene.board.duel.heroes)
            summary = skip_from_now(app, scene)
            if summary is not None:
                break
        if scene.summing_up():
            key(app, pygame.K_RETURN)
        elif scene.waiting and not scene.busy:
            decide_first(scene)
        else:
            app.step(DT)
    assert summary is not None
    lines = [ln for ln in summary.lines if isinstance(ln, Line)]
    assert any(ln.code in ("duel_won", "thersites") and
               {ln.params.get("winner"), ln.params.get("loser"), ln.params.get("hero")} & heroes
               for ln in lines), [worded(ln) for ln in lines]
    so_far = [ln for ln in lines if ln.code == "turn_points_so_far"]
    assert all([ln.params["greek"], ln.params["trojan"]] == scene.board.turn_vp for ln in so_far)


def test_the_card_offers_only_going_on(app) -> None:
    scene = game(app, seed=7)
    found = skip_from_now(app, scene)
    assert found is not None
    assert [h.act for h in scene.hints.hints][:2] == [Act.CONFIRM, Act.REVIEW]   # no Tab


def test_a_press_landing_as_the_decision_opens_is_not_a_choice(app) -> None:
    """Tab is the story's skip key: at a decision it never moves the focus, however
    late it comes; an Enter meant to skip the story's end, arriving as the decision
    opens, does not choose. A moment later Enter takes the focused choice."""
    scene = game(app, seed=7)
    skip_from_now(app, scene)
    key(app, pygame.K_RETURN)                        # the card goes
    assert scene.decision is not None and not scene.busy
    focus = scene.decision.focus
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert scene.decision.focus == focus and not any(scene.sel.values())
    for _ in range(round(QUIET / DT) + 1):          # past the run of taps too
        app.step(DT)
    key(app, pygame.K_TAB)
    assert scene.decision.focus == focus
    assert not any(h.act == Act.NEXT for h in scene.hints.hints)
    key(app, pygame.K_RETURN)
    assert any(scene.sel.values())


def test_a_skip_into_a_later_turn_says_what_it_passed_before_the_moment_it_stops_for(
        app) -> None:
    """Tab in turn 2's first duel runs on into turn 3, where a death or a capture stops
    it: a card first says what the skip passed (the rest of turn 2, its army and its
    track), then the moment plays; Tab during it goes on to the decision, whose card
    says only what came after the moment (nothing twice)."""
    scene = game(app, seed=7)
    watch_to_the_turns_summary(app, scene)
    key(app, pygame.K_RETURN)
    for _ in range(20_000):                       # turn 2's first duel, its first round
        d = scene.board.duel
        if scene.duel_tag() is not None and d is not None and d.round >= 1:
            break
        if scene.waiting and not scene.busy:
            decide_first(scene)
        app.step(DT)
    assert scene.board.turn == 2
    key(app, pygame.K_TAB)
    before = None
    for _ in range(20_000):                       # the card, then the moment
        before = before or card(scene)
        if before is not None:
            break
        app.step(DT)
    assert before is not None and scene.board.turn == 3
    codes = [ln.code for ln in before.lines if isinstance(ln, Line)]
    assert "army" in codes and "track" in codes
    moment = scene.animator.queue[1]
    assert beats.decisive(moment)                 # the card stands just before it
    key(app, pygame.K_RETURN)
    assert scene.animator.queue[0] is moment
    key(app, pygame.K_TAB)                        # Tab during the moment: on to the decision
    after = None
    for _ in range(20_000):                       # the computer may think first
        after = card(scene)
        if after is not None or (scene.waiting and not scene.busy):
            break
        app.step(DT)
    said_before = [worded(ln) for ln in before.lines]
    said_after = [worded(ln) for ln in after.lines] if after is not None else []
    assert not set(said_before) & set(said_after)


def test_the_card_says_a_winner_was_left_wounded() -> None:
    """The VP a winner left on one Resistance point gives away are explained."""
    from scenes.troy.chronicle import Chronicle, skipped
    chronicle = Chronicle()
    chronicle.add([Event("turn_started", {"turn": 2}),
                   Event("hero_wounded", {"hero": "achilles", "winner": True}),
                   Event("vp_scored", {"side": D.TROJAN, "vp": 1, "signed": 1,
                                       "reason": "winner_wounded"})])
    lines = [worded(x) for x in skipped(chronicle.entries())]
    assert "Achilles is wounded too, in winning." in lines


def test_a_skip_asked_during_a_moment_still_stops_for_the_horse(app) -> None:
    """Tab while a death is shown skips it and the rest of the story, but the game's
    finale, the Horse, is never skipped by it: it plays."""
    from scenes.troy.beats import Beat, Moment, queue, shown
    from scenes.ui import anim
    scene = game(app)
    scene.animator.finish()
    death = Beat(show=shown(Moment, "killed", "nestor", 0, "Nestor is killed", [], 1.8))
    quiet = Beat(show=shown(anim.Delay, 0.5))
    horse = Beat(show=shown(anim.Delay, 1.0), tag="horse")
    queue([death, quiet, horse], scene.animator, scene.board, scene.sound)
    assert beats.decisive(scene.animator.queue[0])
    scene.skip_all()
    assert scene.animator.queue and scene.animator.queue[0].tag == "horse"


def test_a_skip_card_names_the_fixed_events_and_no_further_one() -> None:
    """Turn 3 of seed 11: Agamemnon takes Briseis and the die draws no event. A skip
    over the turn says both: the fixed event, then "no further event" (not "Event:
    no event", which would deny the Briseis it just passed)."""
    from game.troy.rules import TroyState
    from scenes.core.replay import Move
    from scenes.troy.chronicle import build, skipped
    from scenes.troy.plies import opening, replay

    state = TroyState(seed=11)
    start, moves = state.to_text(), []
    while state.turn < 4:
        action = state.legal_actions()[0]
        moves.append(Move(state.to_move(), str(action)))
        state.play(action)
    chronicle = build(opening(TroyState.from_text(start)), replay(start, moves))
    turn3 = next(t for t in chronicle.turns if t.turn == 3)
    said = [worded(ln) for ln in skipped(turn3.entries)]
    fixed = next(i for i, s in enumerate(said) if s.startswith("Agamemnon takes Briseis"))
    assert said[fixed + 1] == "No further event: this turn has only its fixed event."
    assert not any(s.startswith("Event:") for s in said)
    while state.turn < 6:                      # turn 5: a fixed duel put off is said too
        action = state.legal_actions()[0]
        moves.append(Move(state.to_move(), str(action)))
        state.play(action)
    chronicle = build(opening(TroyState.from_text(start)), replay(start, moves))
    turn5 = next(t for t in chronicle.turns if t.turn == 5)
    assert "Menelaus challenges Paris \u2014 Postponed: a hero cannot fight yet." in \
        [worded(ln) for ln in skipped(turn5.entries)]
