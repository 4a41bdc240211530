"""The Trojan War as a show: the turn's summary waits for the player, Skip duel
finishes a duel and says how it ended, decisive moments get a card of their
own, and announcements are opaque over a whole region from their first frame."""

from __future__ import annotations

import pygame
import pytest

from game.common import Event
from game.troy import data as D
from scenes.core import theme
from scenes.core.app import App
from scenes.core.base import Act, InputAction
from scenes.games import GameSetup
from scenes.troy import beats, pace
from scenes.troy.beats import Banner, Moment, Summary
from scenes.troy.cards import LOW, SUMMARY
from scenes.troy.layout import CENTRE
from scenes.troy.lines import line, worded
from scenes.troy.play import TroyPlayScene
from scenes.ui import anim, effects
from tests.support import DT, key, make_app


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path, title=False)
    yield a
    a.close()


def game(app: App, human: int | None = 0, seed: int = 5) -> TroyPlayScene:
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=human, seed=seed))
    app.push(scene)
    return scene


def until(app: App, scene: TroyPlayScene, done, seconds: float = 600.0) -> float:
    """Step time, deciding the person's choices with their first legal action, until
    ``done()``; the game time it took."""
    spent = 0.0
    while not done():
        assert spent < seconds, "never happened"
        if scene.decision is not None and not scene.busy:
            stage = scene.state.stage
            view = scene.state.view(scene.state.to_move())
            scene.play("pick:" + ",".join(view["pick"][0][:len(view["pick"][1])])
                       if stage == "pick" else scene.state.legal_actions()[0])
            continue
        app.step(DT * 3)
        spent += DT * 3
    return spent


def test_the_turns_summary_waits_for_the_player_and_enter_goes_on(app: App) -> None:
    scene = game(app)
    until(app, scene, scene.summing_up)
    turn = scene.board.turn
    for _ in range(600):                         # ten seconds: it is still there
        app.step(DT)
    assert scene.summing_up() and scene.board.turn == turn
    assert any(h.label == "Go on" for h in scene.hints.hints)
    key(app, pygame.K_RETURN)
    assert not scene.summing_up()
    until(app, scene, lambda: scene.board.turn == turn + 1)


def test_with_nobody_to_go_on_the_summary_stays_its_four_seconds(app: App) -> None:
    scene = game(app, human=None)
    until(app, scene, lambda: any(isinstance(c, Summary) for step in scene.animator.queue[:1]
                                  for c in getattr(step, "children", ())))
    summary = next(c for c in scene.animator.queue[0].children if isinstance(c, Summary))
    assert not summary.waiting and summary.duration == pace.SUMMARY


def test_skip_duel_finishes_the_duel_and_says_how_it_ended(app: App) -> None:
    scene = game(app)
    until(app, scene, lambda: scene.duel_tag() is not None and scene.board.duel is not None
          and scene.board.duel.round >= 1)
    tag = scene.duel_tag()
    assert any(h.act == Act.PREV for h in scene.hints.hints)       # PgUp / LB: Skip duel
    app.dispatch(InputAction(Act.PREV))
    assert scene.duel_tag() != tag
    duel = scene.board.duel
    assert duel is None or duel.space != tag[1] or duel.verdict
    assert scene.skipping.note.startswith("Skipped:")
    assert worded(duel.verdict) in scene.skipping.note     # the verdict as it stands now
    assert scene.toast.message == scene.skipping.note      # and where messages sit
    until(app, scene, lambda: scene.board.duel is not duel)
    assert scene.skipping.note == ""          # gone with its duel, never into later turns


def test_the_skip_duel_button_takes_a_click(app: App) -> None:
    scene = game(app)
    until(app, scene, lambda: scene.duel_tag() is not None and scene.frame.skip_duel is not None)
    tag = scene.duel_tag()
    app.dispatch(InputAction(Act.CLICK, "mouse", scene.frame.skip_duel.center))
    assert scene.duel_tag() != tag


def test_a_kill_a_capture_and_a_serious_wound_each_get_their_moment(app: App) -> None:
    scene = game(app)
    scene.animator.finish()
    for result, kind in (("dead", "killed"), ("prisoner", "captured"), ("serious", "serious")):
        scene.tell([Event("duel_result", {"space": 1, "winner": 0, "winner_hero": "achilles",
                                          "loser_hero": "hector", "result": result,
                                          "roll": 1})])
        moments = [c for step in scene.animator.queue for c in getattr(step, "children", ())
                   if isinstance(c, Moment)]
        assert [m.kind for m in moments] == [kind] and moments[0].hero == "hector"
        assert moments[0].duration == (pace.KILL if result == "dead" else pace.MOMENT)
        while not any(isinstance(c, Moment) for c in scene.animator.queue[0].children):
            scene.animator.finish_step()
        # the roster says it while the moment is up, not only after it
        assert scene.board.status["hector"] == ("prisoner" if result == "prisoner" else result)
        scene.animator.finish()
    scene.tell([Event("duel_result", {"space": 1, "winner": 0, "winner_hero": "achilles",
                                      "loser_hero": "hector", "result": "wounded", "roll": 6})])
    assert not [c for step in scene.animator.queue for c in getattr(step, "children", ())
                if isinstance(c, Moment)], "a light wound stays quick"


@pytest.mark.parametrize("card,region", [
    (Banner("Turn 3", ["The Iliad"], 1.0), CENTRE),
    (Banner("Calchas reveals Hector", ["Challenge 2 is face up."], 1.0, low=True), LOW),
    (Moment("killed", "hector", 1, "Hector is killed", ["Achilles wins challenge 1."], 1.3),
     CENTRE),
    (Summary(line("end_title", turn=3), [line("standing", vp=-2)], "Enter / A: go on",
             beats.WAIT), SUMMARY),
])
def test_announcements_are_opaque_over_their_whole_region_from_the_first_frame(
        card, region) -> None:
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    surface.fill((255, 0, 255))
    card.draw(surface)                    # the first frame: nothing has elapsed
    inner = region.inflate(-16, -16)
    for x in range(inner.left, inner.right, 23):
        for y in range(inner.top, inner.bottom, 17):
            assert surface.get_at((x, y))[:3] != (255, 0, 255), (x, y)
    outside = surface.get_bounding_rect()
    assert surface.get_rect().contains(region)
    assert outside.width == theme.WIDTH       # the magenta around it is untouched
    assert surface.get_at((2, 2))[:3] == (255, 0, 255)


def test_skip_to_the_decision_still_shows_a_hero_killed(app) -> None:
    """Tab passes the small beats but stops for a decisive moment: the kill's card
    plays through, then the skip goes on to the end of the story."""
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=3))
    app.push(scene)
    scene.animator.finish()
    beats.queue([beats.Beat(show=beats.shown(anim.Delay, 5.0)),
                 beats.Beat(show=beats.shown(Moment, "killed", "hector", D.TROJAN,
                                             "Hector is killed", [], pace.MOMENT)),
                 beats.Beat(show=beats.shown(anim.Delay, 5.0))],
                scene.animator, scene.board, scene.sound)
    scene.skip_all()
    assert beats.decisive(scene.animator.queue[0])        # the kill, not skipped
    for _ in range(round(pace.MOMENT / DT) + 5):
        app.step(DT)
    assert not scene.animator.queue                       # then the rest was skipped


def _drawn(step: anim.Anim) -> list[anim.Anim]:
    """The effects a step draws this frame (as Sequence and Parallel draw them)."""
    if isinstance(step, anim.Sequence):
        rest = [c for c in step.children[step.index:] if not isinstance(c, anim.Call)]
        return _drawn(rest[0]) if rest and not step.finished else []
    if isinstance(step, anim.Parallel):
        return [leaf for c in step.children if not c.finished for leaf in _drawn(c)]
    return [step]


@pytest.mark.parametrize("by", [D.GREEK, D.TROJAN])
def test_a_seers_banner_comes_once_the_card_has_turned_and_the_card_never_blinks_out(
        app, by) -> None:
    """Calchas (or Helenus) turns a hero over: while the card turns it is drawn
    turning, then it lies face up on the board; the banner naming him shows only
    then, and every frame of it has the card face up."""
    scene = game(app)
    scene.animator.finish()
    side, hero = 1 - by, ("hector" if by == D.GREEK else "achilles")
    scene.board.spaces[1][side] = "hidden"
    scene.tell([Event("hero_revealed", {"side": side, "hero": hero, "space": 2, "by": by})])
    banners = 0
    for _ in range(400):
        if not scene.animator.queue:
            break
        drawn = _drawn(scene.animator.queue[0])
        turning = any(isinstance(d, effects.CardFlip) for d in drawn)
        face_up = scene.board.spaces[1][side] == hero and (1, side) not in scene.board.flipping
        assert turning or face_up, "the card is neither turning nor lying face up"
        if any(isinstance(d, Banner) for d in drawn):
            banners += 1
            assert face_up and not turning, "the banner shows before the card has turned"
        app.step(DT)
    assert banners > 20 and face_up


def test_skip_duel_is_offered_while_the_rounds_play_not_once_the_duel_is_won(app: App) -> None:
    scene = game(app)
    until(app, scene, lambda: scene.duel_tag() is not None and scene.board.duel is not None
          and scene.board.duel.round >= 1)
    assert scene.frame.skip_duel is not None
    assert any(h.act == Act.PREV for h in scene.hints.hints)
    until(app, scene, lambda: scene.duel_tag() is not None and scene.board.duel is not None
          and scene.board.duel.winner is not None)
    app.step(DT)
    assert scene.duel_tag() is not None          # the duel's last beats still play
    assert scene.frame.skip_duel is None
    assert not any(h.act == Act.PREV for h in scene.hints.hints)


def test_the_prompts_story_line_follows_the_duels_rounds(app: App) -> None:
    """Rounds are not spoken one by one, but the prompt's line is never an older one
    (a Sinon re-roll, the duel's opening) while the rounds go on."""
    scene = game(app)
    until(app, scene, lambda: scene.board.duel is not None and scene.board.duel.round >= 2
          and scene.board.duel.log and scene.board.duel.hit is not None)
    app.step(DT)
    assert " ".join(scene.frame.story).startswith(f"Round {scene.board.duel.round}")


def test_achilles_a_prisoner_does_not_return_when_patroclus_falls(app: App) -> None:
    """Briseis is with Agamemnon and Patroclus dies: Achilles returns if he sulks in
    his tent, not if the Trojans hold him prisoner."""
    from scenes.troy.duel_tellers import tell_hurt
    from scenes.troy.telling import Telling
    for achilles, returns in (("sulking", True), ("prisoner", False)):
        board = scene_board = game(app).board
        scene_board.status["achilles"] = achilles
        e = Event("hero_killed", {"hero": "patroclus"})
        beats_ = tell_hurt(e, Telling([e], briseis="agamemnon"))
        for beat in beats_:
            beat.apply(board)
        moments = [m for m in (b.show(board) for b in beats_ if b.show) if isinstance(m, Moment)]
        assert [m.finished for m in moments] == [not returns]
        assert board.status["achilles"] == ("available" if returns else "prisoner")
