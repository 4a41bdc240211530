"""The Trojan Horse finale: the heroes climb in, the Horse is drawn to the gates,
the die and each modifier land one by one, the gates open or stay shut; it can
be skipped like every animation and ends on the engine's result."""

from __future__ import annotations

import pygame
import pytest

from game.common import Event
from scenes.core import theme
from scenes.core.app import App
from scenes.games import GameSetup
from scenes.troy.lines import BURNS, ENTERS, worded
from scenes.troy.overlays import TroyResultScene
from scenes.troy.play import TroyPlayScene
from tests.support import DT, key, make_app
from tests.support.troy import before_the_horse, run_until


@pytest.fixture
def app(tmp_path):
    a = make_app(tmp_path)
    yield a
    a.close()


def horse_scene(app: App, seed: int) -> tuple[TroyPlayScene, Event]:
    """A hot-seat game at the Horse, its turn-12 play made; returns the horse_roll event."""
    state, action = before_the_horse(seed)
    scene = TroyPlayScene(GameSetup("troy"), state=state, seed=seed)
    app.push(scene)
    scene.animator.finish()
    events = scene.play(action)
    return scene, next(e for e in events if e.kind == "horse_roll")


def watch(app: App, scene: TroyPlayScene) -> list[tuple]:
    """The Horse's picture, frame by frame, until the animation ends."""
    seen = []
    surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    for frame in range(20000):
        if scene.animator.idle:
            break
        h = scene.board.horse
        if h is not None:
            seen.append((h.aboard, h.march, h.die, h.landed, h.opening, h.verdict))
        if frame % 20 == 0:       # drawing the finale on the way changes nothing
            scene.draw(surf)
        if scene.summing_up():    # turn 11's summary waits for the players to go on
            scene.skip_beat()
        scene.update(DT)
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3, 5])
def test_the_finale_plays_in_order_and_ends_on_the_engines_result(app: App, seed: int) -> None:
    scene, roll = horse_scene(app, seed)
    heroes, mods = roll["heroes"], roll["modifiers"]
    seen = watch(app, scene)
    assert seen, "the Horse is shown"
    n, m = len(heroes), len(mods)

    def first(pred) -> int:
        return next(i for i, s in enumerate(seen) if pred(s))
    # each hero climbs in one after the other
    climbs = [first(lambda s, k=k: s[0] >= k) for k in range(1, n + 1)]
    assert climbs == sorted(climbs) and len(set(climbs)) == n
    moving = first(lambda s: s[1] > 0)
    assert moving >= climbs[-1], "the Horse moves once everyone is inside"
    die = first(lambda s: s[2] is not None)
    assert die > first(lambda s: s[1] >= 1), "the die lands at the gates"
    lands = [first(lambda s, k=k: s[3] >= k) for k in range(1, m + 1)]
    assert all(die <= a < b for a, b in zip([die, *lands], lands, strict=False))
    gates = first(lambda s: s[4] > 0)
    assert gates > (lands[-1] if lands else die), "the gates move after the last modifier"
    h = scene.board.horse
    assert h.die == roll["value"] and h.total == roll["total"] and h.success == roll["success"]
    assert h.mods == [tuple(x) for x in mods] and h.heroes == heroes
    assert worded(h.verdict) == (ENTERS if roll["success"] else BURNS)
    run_until(app, lambda: isinstance(app.top, TroyResultScene))
    assert app.top.horse[:2] == (roll["value"], roll["total"])


def test_the_finale_is_skipped_with_the_skip_keys(app: App) -> None:
    scene, roll = horse_scene(app, 1)
    for _ in range(20000):                  # up to the first hero climbing in
        if scene.board.horse is not None and scene.board.horse.aboard > 0:
            break
        if scene.summing_up():              # turn 11's summary waits for the players
            scene.skip_beat()
        scene.update(DT)
    h = scene.board.horse
    assert h is not None and h.aboard < len(roll["heroes"]) and h.die is None
    key(app, pygame.K_TAB)                  # the skip key of every animation
    app.step(DT)
    h = scene.board.horse
    assert h.aboard >= len(roll["heroes"]) and h.march == 1 and h.landed >= len(h.mods)
    assert h.total == roll["total"]
    assert worded(h.verdict) == (ENTERS if roll["success"] else BURNS)
    run_until(app, lambda: isinstance(app.top, TroyResultScene))


def test_both_endings_are_reachable_among_the_seeds() -> None:
    """The tests above see the gates open and stay shut (else they prove half)."""
    ok = set()
    for seed in (1, 2, 3, 5):
        state, action = before_the_horse(seed)
        ok |= {e["success"] for e in state.play(action) if e.kind == "horse_roll"}
    assert ok == {True, False}


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_every_horse_modifier_and_the_total_stay_inside_the_panel(
        language: str, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Eight modifiers (the most the rules give) and the roll written out term by term
    all stand inside the Horse's panel, none over its edge or the prompt below."""
    from game.troy import data as D
    from scenes.troy.board import HorseShow
    from scenes.troy.layout import CENTRE
    from tests.support import FakePad
    from tests.support.text_audit import Audit

    keys = ["vp_minus_1_9", "odysseus_helenus", "achilles", "philoctetes", "seven_heroes",
            "no_sinon", "hector", "paris"]
    mods = [D.HORSE_MODIFIERS[k] for k in keys]
    audit = Audit()
    with audit.installed(monkeypatch):
        app = App(seed=1, settings_path=tmp_path / "settings.json", audio=False,
                  open_device=FakePad, language=language)
        scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
        app.push(scene)
        for _ in range(600):                    # past the opening story, to a decision
            if scene.waiting and not scene.busy:
                break
            scene.animator.finish()
            app.step(DT)
        total = 4 + sum(v for _k, v in mods)
        scene.board.horse = HorseShow(heroes=["achilles", "odysseus"], mods=mods, die=4,
                                      total=total, success=total >= D.HORSE_TARGET)
        audit.watch(app)
        audit.frame(app)
    right = [(t, r) for t, r in audit.placed if CENTRE.centerx < r.left < CENTRE.right and
             CENTRE.top + 150 < r.centery < CENTRE.bottom + 40]
    assert any(t.startswith(("Total", "Gesamt")) or "= " in t for t, _r in right)
    assert all(CENTRE.contains(r) for _t, r in right), \
        [(t, r) for t, r in right if not CENTRE.contains(r)]


@pytest.mark.parametrize("language", ["en", "es", "de"])
def test_wounded_heroes_in_the_horse_are_said_to_count_as_recovered(
        language: str, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The roster still marks Idomeneus badly wounded in turn 11 as he climbs in
    (seed 8), so the finale says the rule: he boards as recovered, on the field,
    over nothing; Patroclus, recovered at the turn's start, is not named."""
    from scenes.troy.horse import HORSE_FIELD
    from scenes.troy.words import hero_name
    from tests.support.text_audit import Audit

    audit = Audit()
    with audit.installed(monkeypatch):
        app = make_app(tmp_path)
        app.set_language(language)
        scene, roll = horse_scene(app, 8)
        for _ in range(20000):
            if scene.board.horse is not None and scene.board.horse.aboard > 0:
                break
            if scene.summing_up():
                scene.skip_beat()
            scene.update(DT)
        assert scene.board.status["idomeneus"] == "serious"
        assert "patroclus" in roll["heroes"] and scene.board.horse.healed == ["idomeneus"]
        audit.watch(app)
        problems = audit.frame(app)
    note = [r for t, r in audit.placed
            if hero_name("idomeneus") in t and HORSE_FIELD.top <= r.top < HORSE_FIELD.top + 60]
    assert note and all(HORSE_FIELD.contains(r) for r in note)
    assert not problems, problems
    app.close()
