"""How long a course takes to play through with its solutions (the README's table).

    python bench/course_time.py [essentia|symbol|troy ...]

Each lesson is played headless as the lesson tests do (the mouse clicking each
accepted move, Enter going on), at normal animation speed, counting the game
time the animations take. The words a player reads (titles, intros, tasks,
praise) are counted too; "a newcomer" adds reading at 200 words a minute and
some 10 s to find and make each move to the animation.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("TRIPTYCH_INLINE_COMPUTER", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from scenes.lessons.course import load_course  # noqa: E402
from tests.support import key  # noqa: E402
from tests.support.lessons import open_lesson, play, settle  # noqa: E402

WORDS_A_MINUTE = 200
SECONDS_A_MOVE = 10.0


def words(game: str) -> int:
    """The words a player reads playing the course through: no reasons for wrong moves."""
    texts: list[str] = []
    for lesson in load_course(game).lessons:
        texts += [lesson.title, lesson.intro]
        texts += [t for step in lesson.steps for t in (step.task, step.praise)]
    return sum(len(t.split()) for t in texts)


def play_through(game: str, index: int, where: Path) -> tuple[int, float]:
    """Lesson ``index`` played with its solutions: (moves made, animation seconds)."""
    app = open_lesson(where, game, index)
    lesson = app.top
    moves, spent = 0, settle(app, 60.0)
    while not lesson.finished:
        if not lesson.step.watch and not lesson.solved:
            play(app, game, lesson.step.accept[0])
            moves += 1
        spent += settle(app, 120.0)
        key(app, pygame.K_RETURN)
    return moves, spent


def main(games: list[str]) -> None:
    print("| course | lessons | moves | animation | words | a newcomer |")
    for game in games:
        n = len(load_course(game).lessons)
        moves, spent = 0, 0.0
        with tempfile.TemporaryDirectory() as tmp:
            for index in range(n):
                made, took = play_through(game, index, Path(tmp) / str(index))
                moves, spent = moves + made, spent + took
        count = words(game)
        reading = 60.0 * count / WORDS_A_MINUTE
        total = reading + spent + SECONDS_A_MOVE * moves
        print(f"| {game} | {n} | {moves} | {spent:.1f} s | {count} ({reading / 60:.1f} min) "
              f"| {total / 60:.1f} min |")
    pygame.quit()


if __name__ == "__main__":
    main(sys.argv[1:] or ["essentia", "symbol", "troy"])
