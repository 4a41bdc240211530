"""Nothing over anything, while the story plays: frames sampled during a Trojan War
game's animations (dice in the air, banners, decisive moments, the turn's summary)
and with the review, the chronicle and the pause menu up pass the screen audit
(no text under 12 px, off the screen, cut, untranslated, drawn over other text,
or partly hidden under a button or a flying token) in every language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.core import i18n
from scenes.core.app import App
from scenes.games import GameSetup
from scenes.troy.play import TroyPlayScene
from scenes.troy.review import TroyReviewScene
from tests.support import FakePad, key
from tests.support.text_audit import Audit

LANGUAGES = [*i18n.LANGUAGES, i18n.PSEUDO]
SAMPLES = 40            # frames looked at during the story, at least
EVERY = 0.55            # seconds of game time between two of them


def fresh(folder: Path, language: str) -> App:
    folder.mkdir(parents=True, exist_ok=True)
    app = App(seed=1, settings_path=folder / "settings.json", audio=False,
              open_device=FakePad, language=language)
    pygame.event.clear()
    return app


@pytest.mark.parametrize("language", LANGUAGES)
def test_frames_during_the_story_and_with_overlays_pass_the_audit(
        language: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    audit = Audit(hidden=True)
    found: dict[str, list[str]] = {}

    def look(moment: str, app: App) -> None:
        audit.watch(app)
        problems = audit.frame(app)
        if problems:
            found[moment] = [str(p) for p in problems]

    with audit.installed(monkeypatch):
        app = fresh(tmp_path, language)
        scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=0, seed=5))
        app.push(scene)
        looked, clock, summaries = 0, 0.0, 0
        while (looked < SAMPLES or not summaries) and clock < 400:
            if scene.decision is not None and not scene.busy:
                scene.play(scene.state.legal_actions()[0] if scene.state.stage != "pick"
                           else _first_pick(scene))
            if scene.summing_up():
                look(f"the summary of turn {scene.board.turn}", app)
                summaries += 1
                key(app, pygame.K_RETURN)
                continue
            app.step(EVERY)
            clock += EVERY
            if scene.busy:
                look(f"story at {clock:.1f} s (turn {scene.board.turn})", app)
                looked += 1
        assert looked >= SAMPLES and summaries, (looked, summaries)
        scene.open_chronicle()
        look("the chronicle over the game", app)
        app.pop()
        scene.open_review()
        review = app.top
        assert isinstance(review, TroyReviewScene)
        for step in range(0, len(review.stops), max(1, len(review.stops) // 8)):
            review.go(step)
            look(f"the review at step {step}", app)
        app.pop()
        scene.open_pause()
        look("paused", app)
    assert not found, "\n".join(f"{m}:\n  " + "\n  ".join(ps) for m, ps in found.items())


def _first_pick(scene: TroyPlayScene) -> str:
    heroes, spaces = scene.state.view(scene.state.to_move())["pick"]
    return "pick:" + ",".join(heroes[:len(spaces)])
