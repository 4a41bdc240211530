"""A game's course of lessons, read from ``assets/lessons/<game>.json``.

The lessons are data, not code: each step is a prepared position in the game's
own notation, a task in words, the moves that fulfil it (in action notation),
a reason for each wrong move worth naming (and one for any other), praise, and
optionally the opponent's scripted reply. A step with no moves to make is a
"watch" step: it goes on from the step before, its words explain what the board
is showing (the reply's story, told while the words are up), and the player
goes on when it has been told. The file is read through scenes/core/storage.py
and checked against the engine (positions parse, accepted moves and replies are
legal), so a broken file gives one clear ``CourseError`` naming the lesson and
step, never a crash.

Translation: the file is written in English and its texts are messages of
the game's catalog like any other string. ``python tools/i18n.py extract``
takes every text field (``texts``) into assets/locale/triptych.pot, with a
comment saying which lesson and step it belongs to, and the translator writes
the Spanish and German in the ``.po`` files; the screens show each text
through ``_``. So a course is written once, its positions and moves never
diverge between languages, a changed English text turns fuzzy until it is
translated again, and the catalog tests find a text left untranslated.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.common import ChanceExhausted, NotationError
from scenes.core import storage
from scenes.core.i18n import N_
from scenes.core.resources import resource_path

TEXT = 600              # characters of one text field at most
MAX_LESSONS = 40
MAX_STEPS = 20


class CourseError(ValueError):
    """A lesson file that cannot be used, with where and why."""


_STEP = storage.Record(
    required={"task": storage.string(TEXT)},
    optional={
        "accept": (storage.list_of(storage.string(80), 20), []),
        "praise": (storage.string(TEXT), ""),
        "position": (storage.string(20_000), None),
        "reasons": (storage.any_json(20_000), {}),
        "otherwise": (storage.string(TEXT), ""),
        "reply": (storage.string(80), None),
        "chance": (storage.string(400), None),
        "any_order": (storage.boolean(), False),
    },
)
_LESSON = storage.Record(
    required={"id": storage.string(40), "title": storage.string(80),
              "steps": storage.list_of(_STEP, MAX_STEPS, 1)},
    optional={"intro": (storage.string(TEXT), "")},
)
_COURSE = storage.Record(
    required={"game": storage.string(20), "title": storage.string(80),
              "lessons": storage.list_of(_LESSON, MAX_LESSONS, 1)},
)


NOT_THIS = N_("Not this one: read the task again.")


@dataclass(frozen=True)
class Step:
    """One task: make one of the ``accept`` moves from the position (none: watch)."""

    task: str
    accept: tuple[str, ...] = ()
    praise: str = ""
    position: str | None = None     # None: go on from where the last step left the board
    reasons: dict[str, str] = field(default_factory=dict)   # move notation -> why not
    otherwise: str = ""              # why not, for any other move
    reply: str | None = None         # the opponent's scripted answer
    chance: str | None = None        # Troy: the dice and gods, as for --chance
    any_order: bool = False          # an accepted "kind:a,b,c" move in any order of its parts

    def accepts(self, move: str, state: Any) -> bool:
        """``move`` (as the engine writes it) is one the step asks for."""
        accepted = {normal(state, m) for m in self.accept}
        if move in accepted:
            return True
        return self.any_order and unordered(move) in {unordered(m) for m in accepted}

    def reason(self, move: str) -> str:
        """Why ``move`` is not the one asked for."""
        return self.reasons.get(move) or self.otherwise or NOT_THIS

    @property
    def watch(self) -> bool:
        """No move asked: the words explain what the board shows, then the player goes on."""
        return not self.accept


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    intro: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Course:
    game: str
    title: str
    lessons: tuple[Lesson, ...]

    def index_of(self, lesson_id: str) -> int:
        return next(i for i, lesson in enumerate(self.lessons) if lesson.id == lesson_id)


def course_path(game: str) -> Path:
    return resource_path("assets", "lessons", f"{game}.json")


def course_games() -> list[str]:
    """The registered games that have a course (``assets/lessons/<game>.json``)."""
    return [game for game in registry.keys() if course_path(game).is_file()]


def load_course(game: str, path: Path | None = None) -> Course:
    """Read and check the course of ``game``; CourseError says what is wrong."""
    path = path or course_path(game)
    try:
        raw = storage.read_bytes(path)
    except OSError as err:
        raise CourseError(f"{path.name}: cannot be read ({err.strerror or err})") from err
    try:
        data = _COURSE(storage.parse_json(raw), "")
    except storage.Damaged as err:
        raise CourseError(f"{path.name}: {err}") from err
    if data["game"] != game:
        raise CourseError(f"{path.name}: a course of {data['game']}, not of {game}")
    lessons = tuple(_lesson(game, raw_lesson, path.name) for raw_lesson in data["lessons"])
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise CourseError(f"{path.name}: two lessons share an id")
    return Course(game, data["title"], lessons)


def _lesson(game: str, data: dict[str, Any], file: str) -> Lesson:
    steps: list[Step] = []
    state: Any = None
    player: int | None = None       # the side the person plays, set by each position
    unknown = False                 # a move in any order was made: the board is not known
    for n, raw in enumerate(data["steps"], 1):
        where = f"{file}: lesson '{data['id']}' step {n}"
        step = _step(raw, where)
        if step.position is not None and step.watch:
            raise CourseError(f"{where}: a watch step goes on from the step before")
        if step.position is not None:
            unknown = False
        elif not step.watch and unknown:
            raise CourseError(f"{where}: after a move in any order the board is not known; "
                              "give the step a position")
        if step.position is None and not step.watch and state is not None \
                and state.to_move() != player:
            raise CourseError(f"{where}: the other side is to move; give the step a reply")
        state_after = _check(game, step, state, where)
        if step.position is not None:
            player = step_state(game, step, None).to_move()
        state = state_after
        unknown = unknown or step.any_order
        steps.append(step)
    return Lesson(data["id"], data["title"], data["intro"], tuple(steps))


def _step(raw: dict[str, Any], where: str) -> Step:
    reasons = raw["reasons"]
    if not isinstance(reasons, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in reasons.items()):
        raise CourseError(f"{where}: reasons must map moves to texts")
    return Step(raw["task"], tuple(raw["accept"]), raw["praise"], raw["position"], reasons,
                raw["otherwise"], raw["reply"], raw["chance"], raw["any_order"])


def step_state(game: str, step: Step, before: Any) -> Any:
    """The position a step starts from: its own, else a copy of ``before``."""
    if step.position is None:
        return before.copy()
    rules = registry.get(game)
    state = rules.from_text(step.position)
    if step.chance is not None:     # the dice and gods of the lesson, fixed
        if rules.fix_chance is None:
            raise NotationError(f"{game} has no chance to fix")
        rules.fix_chance(state, step.chance.split(","))
    return state


def unordered(move: str) -> tuple[str, tuple[str, ...]]:
    """A move written ``kind:a,b,c`` as its kind and its parts, whatever their order
    (a Troy pick: the same four heroes, on the challenges in any order)."""
    kind, _, parts = move.partition(":")
    return kind, tuple(sorted(parts.split(",")))


def normal(state: Any, move: str) -> str:
    """``move`` as the engine writes it (NotationError when it does not parse)."""
    return str(state.action_text(state.parse_action(move)))


def _check(game: str, step: Step, before: Any, where: str) -> Any:
    """Check ``step`` against the engine; the position after its first answer
    (and the reply), where a following step without a position goes on."""
    if step.position is None and before is None:
        raise CourseError(f"{where}: the first step needs a position")
    if step.watch:
        return before.copy()
    try:
        state = step_state(game, step, before)
    except (NotationError, ValueError, TypeError) as err:
        raise CourseError(f"{where}: the position does not read: {err}") from err
    if state.outcome() is not None or state.to_move() is None:
        raise CourseError(f"{where}: nobody is to move in the position")
    legal = {str(state.action_text(a)) for a in state.legal_actions()}
    for move in (*step.accept, *step.reasons):
        try:
            text = normal(state, move)
        except (NotationError, ValueError) as err:
            raise CourseError(f"{where}: '{move}' does not read: {err}") from err
        if text not in legal:
            raise CourseError(f"{where}: '{move}' is not a legal move here")
    for move in step.accept[1:]:        # each accepted move plays out on the script's chance
        _play(state.copy(), move, where)
    if step.any_order:                  # ... in every order of its parts
        kind, _, parts = step.accept[0].partition(":")
        for order in itertools.islice(itertools.permutations(parts.split(",")), 1, 720):
            move = f"{kind}:{','.join(order)}"
            if normal(state, move) not in legal:
                raise CourseError(f"{where}: '{move}' is not a legal move here")
            _play(state.copy(), move, where)
    after = _play(state.copy(), step.accept[0], where)
    if step.reply is not None:
        if after.to_move() is None:
            raise CourseError(f"{where}: a reply after the game has ended")
        try:
            _play(after, step.reply, where)
        except (NotationError, ValueError) as err:
            raise CourseError(f"{where}: the reply '{step.reply}' is not legal: {err}") from err
    return after


def _play(state: Any, move: str, where: str) -> Any:
    """``state`` after ``move``; a Troy chance script too short is the file's fault."""
    try:
        state.play(state.parse_action(move))
    except ChanceExhausted as err:
        raise CourseError(f"{where}: the chance script runs out after '{move}'") from err
    return state


def texts(course: Course) -> Iterator[tuple[str, str]]:
    """Every text of ``course`` a player reads, each with where it is shown (for
    the catalog's translator comments and the tests)."""
    yield f"{course.game} course title", course.title
    for lesson in course.lessons:
        where = f"{course.game} lesson '{lesson.id}'"
        yield f"{where}: title", lesson.title
        if lesson.intro:
            yield f"{where}: introduction", lesson.intro
        for n, step in enumerate(lesson.steps, 1):
            yield f"{where}, step {n}: task", step.task
            if step.praise:
                yield f"{where}, step {n}: praise for the right move", step.praise
            for move, why in step.reasons.items():
                yield f"{where}, step {n}: why not {move}", why
            if step.otherwise:
                yield f"{where}, step {n}: why not another move", step.otherwise
