"""The VP a duel, Thersites or the armies win are shown where they were won (on
the winner's portrait, on the winning army's die) and then on the side's chip at
the track's end: the token never lies over a word of the screen on its way."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.common import Event
from game.troy import data as D
from scenes.core.app import App
from scenes.games import GameSetup
from scenes.troy import table
from scenes.troy.beats import Score
from scenes.troy.board import Board
from scenes.troy.duel_tellers import _won_at
from scenes.troy.layout import DUEL_CARD, VPBAR, duel_card_pos, portrait_pos
from scenes.troy.play import TroyPlayScene
from scenes.troy.telling import Telling
from tests.support import FakePad
from tests.support.text_audit import SLACK, Audit

STEPS = 24          # moments looked at in each token's life


def _score(scene: TroyPlayScene) -> Score | None:
    """The VP token on screen, if one is."""
    step = scene.animator.queue[0] if scene.animator.queue else None
    return next((c for c in getattr(step, "children", ()) if isinstance(c, Score)), None)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_vp_token_never_lies_over_a_word(language: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    audit = Audit()
    crossed: list[str] = []
    seen: set[str] = set()
    with audit.installed(monkeypatch):
        app = App(seed=1, settings_path=tmp_path / "settings.json", audio=False,
                  open_device=FakePad, language=language)
        scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=None, seed=5))
        app.push(scene)
        tokens = 0
        for _ in range(60_000):
            if scene.over and not scene.busy or tokens >= 12:
                break
            score = _score(scene)
            if score is None:           # the story up to the next token, the computer's turns
                if scene.animator.queue:
                    scene.animator.finish_step()
                else:
                    app.step(1 / 30)
                continue
            tokens += 1
            seen.add("track only" if score.frm is None else "won and landed")
            score.draw = lambda surface: None      # type: ignore[method-assign]
            # the side's own chip, which the landing token replaces, is not a word it covers
            scene.board.scoring.add(D.GREEK if score.to[0] < VPBAR.centerx else D.TROJAN)
            audit.watch(app)
            audit.frame(app)                   # the words on screen, the token left out
            del score.draw
            words = [(t, r.inflate(-2 * SLACK, -2 * SLACK)) for t, r in audit.placed]
            for k in range(STEPS + 1):
                score.elapsed = score.duration * k / STEPS
                _image, rect = score.now()
                crossed += [f"{t!r} at {rect} ({k}/{STEPS})" for t, r in words
                            if r.colliderect(rect)]
            scene.animator.finish_step()
    assert tokens >= 10 and "won and landed" in seen
    assert not crossed, "\n".join(crossed[:20])


def words_drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every word the table paints from now on, in order."""
    said: list[str] = []
    real = table.blit_text
    monkeypatch.setattr(table, "blit_text",
                        lambda surface, words, *a, **k: said.append(words) or
                        real(surface, words, *a, **k))
    return said


def test_the_vp_bar_says_who_leads_and_what_waits_for_the_turns_end(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The bar's headline says who leads in words (no minus for a Greek lead), its
    numbers count outwards from the middle, and a side's chip says its VP are this
    turn's, not yet on the track."""
    said = words_drawn(monkeypatch)
    board = Board()
    board.vp, board.turn_vp = -4, [0, 2]
    table.draw_vp_track(pygame.Surface((1280, 720)), board)
    assert "Victory points: Greeks lead by 4" in said
    assert "+2 this turn" in said and not any(w.startswith("+0") for w in said)
    numbers = [w for w in said if w.lstrip("-\u2212").isdigit()]
    assert sorted(set(numbers)) == ["0", "10", "5"]


def test_the_gods_line_names_the_heroes_the_gods_treat_otherwise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Athena and Hera drawn: the line names those whose own modifiers differ from
    their side's (not "some heroes differ"), leaving out the dead."""
    said = words_drawn(monkeypatch)
    board = Board()
    board.turn, board.gods = 3, ["athena", "hera"]
    board.status = {h: "available" for h in D.HERO_IDS}
    board.status["paris"] = "dead"
    table.draw_info(pygame.Surface((1280, 720)), board)
    line = " ".join(said)
    assert "Great Ajax, Diomedes, Odysseus and Aeneas: their own values, shown if they " \
        "fight" in line, said
    # once the heroes stand on the challenges, only those who fight are named
    said.clear()
    board.spaces = [["odysseus", "hector"], ["nestor", "aeneas"], [None, None], [None, None]]
    table.draw_info(pygame.Surface((1280, 720)), board)
    line = " ".join(said)
    assert "Odysseus and Aeneas: their own values, shown in their duels" in line, said


@pytest.mark.parametrize("scorer", [D.GREEK, D.TROJAN])
def test_a_winner_left_on_one_resistance_point_gives_the_vp_from_the_winners_portrait(
        scorer: int) -> None:
    """The loser's side scores 1 VP because the winner is left on one Resistance point:
    the token rises from the winner's portrait (the loser may lie dead), as a duel's
    own VP rise from the scorer's."""
    telling = Telling([], duel=("duel", 1))
    wounded = Event("vp_scored", {"side": scorer, "vp": 1, "signed": 1,
                                  "reason": "winner_wounded"})
    killed = Event("vp_scored", {"side": scorer, "vp": 3, "signed": 3, "reason": "dead"})
    assert _won_at(wounded, telling) == portrait_pos(duel_card_pos(1 - scorer), DUEL_CARD[1])
    assert _won_at(killed, telling) == portrait_pos(duel_card_pos(scorer), DUEL_CARD[1])


def test_the_sides_chip_keeps_its_old_figure_until_the_new_one_lands() -> None:
    """While the VP show where they were won, the side's chip still says the turn's
    VP so far; only when the token lands does the new chip take its place."""
    from scenes.troy.duel_tellers import tell_vp
    board = Board()
    board.turn_vp = [2, 0]
    won = Event("vp_scored", {"side": D.GREEK, "vp": 2, "signed": -2, "reason": "army"})
    beat = tell_vp(won, Telling([won]))[0]
    score = beat.show(board)
    score.update(score.duration * 0.2)              # still on the army's die
    assert not score.landing and D.GREEK not in board.scoring
    score.update(score.duration * 0.4)              # landing on the chip
    assert score.landing and D.GREEK in board.scoring
    beat.after(board)
    assert board.turn_vp == [4, 0] and not board.scoring
