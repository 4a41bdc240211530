"""A tour of every screen a player can reach, for checks that look at all of them.

Each stop builds a headless App (its settings in a folder of its own) and
yields it at one or more moments worth looking at: ``(moment, app)``. The
text checks (tests/scenes/test_every_screen_speaks.py) draw each moment in
each language. A new screen joins the game by joining this tour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

from game.common import Outcome
from game.essentia import dealt_game
from game.essentia.notation import action_declared, action_to
from scenes.core.app import App
from scenes.core.i18n import _ as i18n_
from scenes.essentia.dialogs import PowerChooser, ResultScene
from scenes.essentia.fx import FirstPlayerDraw
from scenes.essentia.play import PlayScene
from scenes.games import GameSetup, play_factory
from scenes.lessons.course import course_path, normal
from scenes.lessons.lesson import LessonScene
from scenes.lessons.menu import CourseScene, LearnScene
from scenes.menus.demo import DemoScene
from scenes.menus.gallery import PAGES, GalleryScene
from scenes.menus.pause import PauseScene
from scenes.menus.pregame import PregameScene
from scenes.menus.rules_reader import RulesScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from scenes.play import PlayScreen
from scenes.troy.play import TroyPlayScene
from scenes.ui.result_card import ResultCard
from tests.support import DT, FakePad, key
from tests.support.symbol_tour import symbol_moments
from tests.support.troy import before_the_horse

GAMES = ("essentia", "symbol", "troy")
Moments = Iterator[tuple[str, App]]


def fresh(folder: Path, language: str) -> App:
    folder.mkdir(parents=True, exist_ok=True)
    app = App(seed=1, settings_path=folder / "settings.json", audio=False,
              open_device=FakePad, language=language)
    pygame.event.clear()
    app.push(TitleScene())
    return app


def run(app: App, seconds: float, dt: float = 0.1) -> None:
    """Let ``seconds`` pass in coarse steps (as a slow machine would)."""
    for _ in range(round(seconds / dt)):
        app.step(dt)


def menus(folder: Path, language: str) -> Moments:
    app = fresh(folder / "title", language)
    yield "title", app
    key(app, pygame.K_DOWN)
    yield "title, second game focused", app
    app.push(SettingsScene())
    yield "settings", app
    for game in GAMES:
        app = fresh(folder / game, language)
        app.push(PregameScene(game))
        app.step(DT)
        yield f"pre-game {game}", app
        key(app, pygame.K_UP)
        yield f"pre-game {game}, an option and what it means", app
        yield from every_choice(app, game)
        app.push(play_factory(game)(GameSetup(game, seed=3)))
        app.push(PauseScene(game))
        yield f"{game} paused", app


def every_choice(app: App, game: str) -> Moments:
    """Each row of the pre-game screen showing each of its values (against the
    computer, so every row is there), the widest one among them."""
    pre = app.top
    assert isinstance(pre, PregameScene)
    pre.opponent.set_value(True)
    pre._refresh()
    for row, item in enumerate(pre.list.items):
        for index in range(len(item.choices)):
            item.index = index
            app.step(DT)
            yield f"pre-game {game}, row {row} value {index}", app
        item.index = 0


def rules(folder: Path, language: str) -> Moments:
    for game in GAMES:
        app = fresh(folder / game, language)
        scene = RulesScene(game)
        app.push(scene)
        for page in range(scene.page_count()):
            run(app, 0.5)
            yield f"rules {game} page {page + 1}", app
            key(app, pygame.K_PAGEDOWN)


def gallery(folder: Path, language: str) -> Moments:
    for page in range(len(PAGES)):
        app = fresh(folder / str(page), language)
        app.push(GalleryScene(page))
        run(app, 0.5)
        yield f"gallery page {page + 1}", app


def game_screens(game: str) -> Callable[[Path, str], Moments]:
    """One game: its first screen in hot-seat and against the computer, then the
    computer playing itself (the demo), looked at every few seconds."""

    def moments(folder: Path, language: str) -> Moments:
        for vs in (False, True):
            app = fresh(folder / str(vs), language)
            setup = GameSetup(game, vs_computer=vs, human_side=0 if vs else None, seed=3)
            app.push(play_factory(game)(setup))
            run(app, 1.0)
            yield f"{game} {'against the computer' if vs else 'hot-seat'}", app
        app = fresh(folder / "demo", language)
        app.push(DemoScene((game,), seed=2))
        for second in range(8, 64, 8):
            run(app, 8.0)
            yield f"{game} demo at {second} s", app

    return moments


def lessons(folder: Path, language: str) -> Moments:
    """The courses: which game to learn, each game's course menu, and its first
    lesson's card as it opens, after a wrong move and after the right one."""
    app = fresh(folder / "learn", language)
    app.push(LearnScene())
    yield "learn to play", app
    for game in GAMES:
        if not course_path(game).exists():
            continue
        app = fresh(folder / f"course-{game}", language)
        menu = CourseScene(game)
        app.push(menu)
        app.step(DT)
        yield f"{game} course menu", app
        menu.open_lesson(0)
        run(app, 1.0)
        lesson = app.top
        assert isinstance(lesson, LessonScene)
        yield f"{game} first lesson", app
        state = lesson.screen.state
        right = {normal(state, m) for m in lesson.step.accept}
        wrong = next((a for a in state.legal_actions() if state.action_text(a) not in right),
                     None)
        if wrong is not None:
            lesson.screen.play(wrong)       # refused by the lesson, with its reason
            run(app, 0.5)
            yield f"{game} first lesson, a wrong move", app
        lesson.screen.play(state.parse_action(lesson.step.accept[0]))
        run(app, 4.0)
        yield f"{game} first lesson, the right move", app


def review(folder: Path, language: str) -> Moments:
    """The review of a game in progress and of a finished one (over its end card),
    for each game that has one, and the hint's card against the computer."""
    for game in ("essentia", "symbol"):
        app = fresh(folder / f"review-{game}", language)
        setup = GameSetup(game, vs_computer=True, human_side=0, seed=3)
        app.push(play_factory(game)(setup))
        run(app, 1.0)
        for _i in range(10):                       # Essentia's set-up comes first
            if isinstance(app.top, PlayScreen) and app.top.review_board() is not None:
                break
            run(app, 1.0)
        scene = app.top
        assert isinstance(scene, PlayScreen) and scene.review_board() is not None
        key(app, pygame.K_i)
        run(app, 1.0)
        yield f"{game} hint", app
        for _i in range(3):                        # a few moves, the computer answering
            if scene.over or not scene.can_act():
                break
            scene.play(next(iter(scene.state.legal_actions())))
            run(app, 6.0)
        key(app, pygame.K_r)
        yield f"{game} review of a game in progress", app
        key(app, pygame.K_LEFT)
        yield f"{game} review, a move back", app
        key(app, pygame.K_PAGEUP)
        yield f"{game} review, the start position", app
        key(app, pygame.K_ESCAPE)
        if not scene.over:
            scene.resign(0)
        run(app, 3.0)
        if not isinstance(app.top, ResultCard):
            scene.show_result()
        card = app.top
        assert isinstance(card, ResultCard) and card.on_review is not None, card
        card.on_review()
        yield f"{game} review of a finished game", app


def essentia_moments(folder: Path, language: str) -> Moments:
    """Essentia beyond its first screen: the two set-up modes played by hand, the
    power chooser on a circle and a power declared (as it swells, holds and
    shrinks), the truce question and the end cards."""
    for tiles in ("random", "strategic"):
        app = fresh(folder / tiles, language)
        app.push(play_factory("essentia")(GameSetup("essentia", options={"tiles": tiles},
                                                     seed=3)))
        run(app, 1.0)
        yield f"essentia {tiles} set-up", app
        if tiles == "random":
            yield from _first_player_drawn(app)
    app = fresh(folder / "play", language)
    state = dealt_game(seed=1)
    scene = PlayScene(GameSetup("essentia", seed=1), state)
    app.push(scene)
    run(app, 1.0)
    entries = [a for a in state.legal_actions() if action_declared(a) is not None]
    if entries:
        to = action_to(entries[0])
        app.push(PowerChooser([a for a in entries if action_to(a) == to], scene.try_move,
                              scene.board.center(to)))
        run(app, 0.5)
        yield "essentia power chooser", app
        app.pop()
        scene.play(entries[0])
        for step in range(8):
            run(app, 0.3, dt=0.05)
            yield f"essentia power declared, {0.3 * (step + 1):.1f} s on", app
        scene.undo()
        run(app, 1.0)
    scene.offer_draw()
    run(app, 0.5)
    yield "essentia truce question", app
    app.pop()
    for outcome in (Outcome(1, "spring-capture"), Outcome(0, "springs-abandoned"),
                    Outcome(None, "repetition")):
        app.push(ResultScene(outcome, (scene.who(0), scene.who(1)), scene.setup,
                             lambda: None, lambda: None))
        run(app, 1.0)
        yield f"essentia end card {outcome.reason}", app
        app.pop()


def troy_endings(folder: Path, language: str) -> Moments:
    """The Trojan War's end cards: a game played to the Horse, hot-seat and against
    the computer (the card speaks to the player), then a resignation."""
    for seed, vs in ((1, False), (2, True), (3, False)):
        app = fresh(folder / f"horse-{seed}", language)
        state, action = before_the_horse(seed)
        setup = GameSetup("troy", vs_computer=vs, human_side=0 if vs else None, seed=seed)
        scene = TroyPlayScene(setup, state=state, seed=seed)
        app.push(scene)
        scene.animator.finish()
        scene.play(action)
        for _i in range(400):
            if isinstance(app.top, ResultCard):
                break
            scene.skip_all()
            run(app, 0.5)
        assert isinstance(app.top, ResultCard), app.top
        yield f"troy end card after the Horse, seed {seed}", app
    app = fresh(folder / "resign", language)
    scene = TroyPlayScene(GameSetup("troy", vs_computer=True, human_side=1, seed=3))
    app.push(scene)
    run(app, 1.0)
    scene.resign(1)
    run(app, 3.0)
    if not isinstance(app.top, ResultCard):
        scene.show_result()
    yield "troy end card, a side resigned", app


def _first_player_drawn(app: App) -> Moments:
    """The set-up played to its end (its tiles, the golems' march), then the draw
    for the first move as its light settles."""
    for _i in range(2000):
        if _drawing_first_player(app):
            yield "essentia who moves first", app
            return
        scene = app.top
        if isinstance(scene, PlayScreen) and not scene.busy and scene.state.to_move() is not None:
            scene.play(next(iter(scene.state.legal_actions())))
        app.step(0.05)
    raise AssertionError("the draw for the first move never showed")


def _drawing_first_player(app: App) -> bool:
    """Essentia's draw for the first move is on screen, its light settled."""
    queue = getattr(app.top, "animator", None)
    step = queue.queue[0] if queue is not None and queue.queue else None
    children = getattr(step, "children", [])
    index = getattr(step, "index", 0)
    now = children[index] if index < len(children) else None
    return isinstance(now, FirstPlayerDraw) and now.progress >= 0.8


def motion(game: str) -> Callable[[Path, str], Moments]:
    """The computer playing itself, looked at every quarter of a second: frames in
    the middle of every kind of animation (slides, captures, pushes, explosions,
    banners), not only the still screens between them."""

    def moments(folder: Path, language: str) -> Moments:
        app = fresh(folder / "motion", language)
        app.push(DemoScene((game,), seed=5))
        run(app, 2.0)
        for quarter in range(96):
            for _i in range(3):
                app.step(1 / 12)
            yield f"{game} demo at {2 + quarter / 4:.2f} s", app

    return moments


def overlays(folder: Path, language: str) -> Moments:
    """Every overlay a play screen puts over itself, each on its own and the app's
    banner over them: a toast, the hint's card, the pause and its questions,
    resign and draw questions, Symbol's question about playing fewer pieces."""
    for game in ("essentia", "symbol"):
        app = fresh(folder / game, language)
        setup = GameSetup(game, vs_computer=True, human_side=0, seed=3)
        app.push(play_factory(game)(setup))
        for _i in range(12):                       # Essentia's set-up comes first
            run(app, 1.0)
            scene = app.top
            if isinstance(scene, PlayScreen) and scene.review_board() is not None \
                    and scene.can_act():
                break
        scene = app.top
        assert isinstance(scene, PlayScreen)
        scene.say(i18n_("The golem on {frm} cannot reach {to}: on a plateau it slides along "
                        "its rank or file.").format(frm="b2", to="c4"), 5.0)
        app.step(DT)
        yield f"{game} toast", app
        key(app, pygame.K_i)
        run(app, 1.0)
        yield f"{game} hint card with a toast", app
        app.show_banner(i18n_("Could not save: {problem}; the game goes on").format(
            problem="disk full"))
        app.step(DT)
        yield f"{game} banner over the hint card", app
        scene.ask_resign()
        app.step(DT)
        yield f"{game} resign question", app
        app.pop()
        scene.open_pause()
        app.step(DT)
        yield f"{game} pause menu with every row", app
        pause = app.top
        assert isinstance(pause, PauseScene)
        pause._ask_quit()
        app.step(DT)
        yield f"{game} quit question", app
        app.pop()
        app.pop()
        if game == "symbol":
            scene.ask_fewer(1, 3, lambda: None)
            app.step(DT)
            yield "symbol question about fewer pieces", app
            app.pop()


def essentia(folder: Path, language: str) -> Moments:
    yield from game_screens("essentia")(folder, language)
    yield from essentia_moments(folder / "more", language)


STOPS: dict[str, Callable[[Path, str], Moments]] = {
    "menus": menus, "rules": rules, "gallery": gallery,
    **{game: game_screens(game) for game in GAMES}, "essentia": essentia,
    "symbol": symbol_moments(game_screens("symbol"), fresh, run),
    "lessons": lessons, "review": review, "overlays": overlays, "troy endings": troy_endings,
    **{f"{game} in motion": motion(game) for game in ("essentia", "symbol")},
}
