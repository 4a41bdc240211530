"""The one way the app reads and writes its own files (settings.json, saves/*.json).

Whatever bytes are in a file, reading it either gives a value that passed
the file's typed schema, or says the file is missing, or -- for anything the
app could not have written -- moves the file aside as ``<name>.damaged``
(nothing is destroyed) and gives one notice in words. A file that cannot be
read at all (another owner, no permission) is moved aside as
``<name>.unreadable``, or else left where it is and never written over. Never
an exception:

- a size limit (``MAX_BYTES``, on writing too) before anything is parsed;
- nesting counted without recursion before ``json`` sees the text (a file of
  ``[[[[...`` otherwise raises RecursionError), and numbers that cannot be
  finite floats or short whole numbers refused while parsing (``1e999``,
  ``NaN``, a 1 followed by 400 zeros: OverflowError further on);
- a schema of small combinators (:class:`Record`, :func:`number`, ...)
  checking types *and* ranges; it returns the cleaned value.

Writes are atomic (temp file + fsync + rename), refuse to replace a file
that cannot be read, and say why they failed;
temp files a killed write left behind are removed by :func:`remove_stale_temp_files`.
This module does not import pygame.
"""

from __future__ import annotations

import json
import math
import os
import re
import tempfile
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from scenes.core.i18n import _

MAX_BYTES = 4 << 20  # a long game's save is a few tens of kilobytes; writes stop here too
MAX_DEPTH = 24  # the app's files nest six levels at most
MAX_INT_DIGITS = 20  # 2**64 has 20 digits: seeds are the largest numbers written
DAMAGED = ".damaged"

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKETS = re.compile(r"[\[\]{}]")


ABSENT: Any = object()  # an optional field's default: leave the field out


class Damaged(ValueError):
    """A file (or a part of one) the app cannot have written; the message says why."""


# ------------------------------------------------------------------ parsing
def _depth(text: str) -> int:
    """How deeply arrays and objects nest, counted in a loop (strings skipped)."""
    deepest = depth = 0
    for bracket in _BRACKETS.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Damaged(f"number out of range: {text[:20]}")
    return value


def _int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise Damaged(f"number out of range: {text[:20]}...")
    return int(text)


def _constant(text: str) -> Any:
    raise Damaged(f"not a number: {text}")


def parse_json(raw: bytes) -> Any:
    """Bytes -> JSON value, or Damaged; never RecursionError, OverflowError or NaN."""
    if len(raw) > MAX_BYTES:
        raise Damaged(f"larger than {MAX_BYTES >> 20} MB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Damaged("not text") from None
    if _depth(text) > MAX_DEPTH:
        raise Damaged(f"nested deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text, parse_float=_float, parse_int=_int, parse_constant=_constant)
    except Damaged:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise Damaged(f"not JSON ({str(exc)[:60]})") from None


# ------------------------------------------------------------------- schema
Schema = Callable[[Any, str], Any]  # (value, where) -> cleaned value, or raise Damaged


def _fail(where: str, what: str) -> Damaged:
    return Damaged(f"{where or 'the file'}: {what}")


def boolean() -> Schema:
    def check(value: Any, where: str) -> bool:
        if type(value) is not bool:
            raise _fail(where, "not true or false")
        return value

    return check


def whole(low: int, high: int) -> Schema:
    """A whole number in ``low..high`` (true and false are not numbers)."""

    def check(value: Any, where: str) -> int:
        if type(value) is not int or not low <= value <= high:
            raise _fail(where, f"not a whole number from {low} to {high}")
        return value

    return check


def number(low: float, high: float) -> Schema:
    """A finite number (whole or not) in ``low..high``, as a float."""

    def check(value: Any, where: str) -> float:
        if type(value) not in (int, float) or not low <= value <= high:
            raise _fail(where, f"not a number from {low} to {high}")
        return float(value)

    return check


def string(max_len: int = 200, choices: Iterable[str] | None = None) -> Schema:
    allowed = None if choices is None else frozenset(choices)

    def check(value: Any, where: str) -> str:
        if not isinstance(value, str) or len(value) > max_len:
            raise _fail(where, f"not a text of at most {max_len} characters")
        if allowed is not None and value not in allowed:
            raise _fail(where, f"not one of {', '.join(sorted(allowed))}")
        return value

    return check


def one_of(*values: Any) -> Schema:
    """Exactly one of ``values`` (compared with their types: 1 is not true)."""

    def check(value: Any, where: str) -> Any:
        if not any(type(value) is type(v) and value == v for v in values):
            raise _fail(where, f"not one of {', '.join(map(repr, values))}")
        return value

    return check


def optional(schema: Schema) -> Schema:
    """None, or what ``schema`` accepts."""

    def check(value: Any, where: str) -> Any:
        return None if value is None else schema(value, where)

    return check


def list_of(item: Schema, max_len: int, min_len: int = 0) -> Schema:
    def check(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list) or not min_len <= len(value) <= max_len:
            raise _fail(where, f"not a list of {min_len} to {max_len} items")
        return [item(v, f"{where}[{i}]") for i, v in enumerate(value)]

    return check


def pair(first: Schema, second: Schema) -> Schema:
    """A list of exactly two items (JSON has no tuples)."""

    def check(value: Any, where: str) -> list[Any]:
        if not isinstance(value, list) or len(value) != 2:
            raise _fail(where, "not a pair")
        return [first(value[0], f"{where}[0]"), second(value[1], f"{where}[1]")]

    return check


def any_json(max_len: int = 10_000) -> Schema:
    """Any JSON value of bounded size (nesting is already bounded by the parser)."""

    def check(value: Any, where: str) -> Any:
        if len(json.dumps(value)) > max_len:
            raise _fail(where, f"larger than {max_len} characters")
        return value

    return check


@dataclass(frozen=True)
class Record:
    """A JSON object with known fields: ``required`` ones, ``optional`` ones with a
    default, and ``lenient`` ones kept only when they fit (remembered choices whose
    options changed between versions are forgotten, not a damaged file). Unknown
    fields are dropped, so a file from another version still reads -- or, with
    ``others``, kept when they pass that schema."""

    required: Mapping[str, Schema] = field(default_factory=dict)
    optional: Mapping[str, tuple[Schema, Any]] = field(default_factory=dict)
    lenient: Mapping[str, Schema] = field(default_factory=dict)
    others: Schema | None = None  # unknown fields: dropped, or kept when they pass this

    def known(self) -> frozenset[str]:
        return frozenset(self.required) | frozenset(self.optional) | frozenset(self.lenient)

    def __call__(self, value: Any, where: str = "") -> dict[str, Any]:
        if not isinstance(value, dict):
            raise _fail(where, "not a record")
        out: dict[str, Any] = {}
        for name, schema in self.required.items():
            if name not in value:
                raise _fail(where, f"{name} is missing")
            out[name] = schema(value[name], f"{where}.{name}".lstrip("."))
        for name, (schema, default) in self.optional.items():
            if name in value:
                out[name] = schema(value[name], f"{where}.{name}".lstrip("."))
            elif default is not ABSENT:
                out[name] = default
        for name, schema in self.lenient.items():
            if name in value:
                try:
                    out[name] = schema(value[name], name)
                except Damaged:
                    pass
        if self.others is not None:
            known = self.known()
            for name, item in value.items():
                if name not in known:
                    out[name] = self.others(item, f"{where}.{name}".lstrip("."))
        return out


def map_of(keys: Callable[[], Iterable[str]], value: Callable[[str], Schema]) -> Schema:
    """An object whose known keys (``keys()``, asked at each check: a registry's
    list may grow) each have their own schema; others are dropped."""

    def check(data: Any, where: str) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise _fail(where, "not a record")
        return {k: value(k)(data[k], f"{where}.{k}") for k in keys() if k in data}

    return check


# -------------------------------------------------------------- the files
UNREADABLE = ".unreadable"


def damaged_path(path: Path, suffix: str = DAMAGED) -> Path:
    """Where a damaged ``path`` is kept: ``<name>.damaged``, or ``.damaged-2``,
    ``-3`` ... when earlier copies are there (every one of them is kept: the
    hundredth goes beside the ninety-ninth, never over it)."""
    candidate = path.with_name(path.name + suffix)
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}{suffix}-{n}")
        n += 1
    return candidate


def move_aside(path: Path, suffix: str = DAMAGED) -> Path | None:
    """Rename a damaged (or unreadable) file out of the way; where it went, or None
    if it could not be moved (it is then left where it is)."""
    target = damaged_path(path, suffix)
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


@dataclass(frozen=True)
class Loaded:
    """What reading a file gave: ``value`` (None when missing or damaged) and, when
    the file was damaged or unreadable, a ``problem`` (the reason, in a few words,
    for the caller's own sentence) and where it was ``kept`` (None: left in place,
    and never written over, see ``write_json``)."""

    value: Any = None
    problem: str | None = None
    kept: Path | None = None
    damaged: bool = False  # False with a problem: the file could not be read at all


def open_to_read(path: Path) -> BinaryIO:
    """``path`` opened for reading: every read of the app's files starts here."""
    return open(path, "rb")


def read_bytes(path: Path) -> bytes:
    """At most MAX_BYTES + 1 bytes of ``path`` (enough to know it is too large)."""
    with open_to_read(path) as fh:
        return fh.read(MAX_BYTES + 1)


def reason(err: OSError) -> str:
    """The system's words for ``err``, lower case ("permission denied")."""
    return (err.strerror or str(err) or type(err).__name__).lower()


def load(path: Path, schema: Schema) -> Loaded:
    """Read ``path`` through ``schema``. Missing (its folder too): ``Loaded()``.
    Damaged: moved aside as ``.damaged``, with the reason. Unreadable (no
    permission: another owner, mode 000): moved aside as ``.unreadable`` so the
    next write cannot replace it, or, when it cannot be moved, left in place."""
    try:
        raw = read_bytes(path)
    except (FileNotFoundError, NotADirectoryError):
        return Loaded()
    except IsADirectoryError:
        return Loaded(problem="a folder, not a file", kept=move_aside(path), damaged=True)
    except OSError as err:
        return _unreadable(path, err)
    try:
        return Loaded(schema(parse_json(raw), ""))
    except Damaged as err:
        return Loaded(problem=str(err), kept=move_aside(path), damaged=True)


def _unreadable(path: Path, err: OSError) -> Loaded:
    try:
        path.lstat()
    except OSError:
        # no such file after all, or a folder that cannot be searched, so no
        # knowing whether there is one: nothing to tell (a write says why it fails)
        return Loaded()
    return Loaded(problem=reason(err), kept=move_aside(path, UNREADABLE))


def unreadable_in_place(path: Path) -> str | None:
    """Why ``path`` must not be written over: it is there but cannot be read (what
    it holds would be lost unseen); None when it can be replaced."""
    try:
        with open_to_read(path):
            return None
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return None
    except OSError as err:
        return reason(err)


def write_json(path: Path, data: Any) -> str | None:
    """Write atomically; None when written, else why not (the old file untouched).
    Nothing larger than MAX_BYTES is written: it could not be read back."""
    content = json.dumps(data, indent=1, sort_keys=True)
    if len(content.encode("utf-8")) > MAX_BYTES:
        # TRANSLATORS: why a save was not written; shown after "Could not save:"
        return _("the save would be larger than {mb} MB").format(mb=MAX_BYTES >> 20)
    kept = unreadable_in_place(path)
    if kept is not None:
        # TRANSLATORS: why a file was not written; {file} is its name, {reason} the system's
        return _("{file} cannot be read ({reason}), so it is kept").format(
            file=path.name, reason=kept)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".json", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(content)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as err:
        return reason(err)
    return None


def remove_stale_temp_files(folder: Path, stems: Iterable[str]) -> list[Path]:
    """Delete the ``.<stem>-XXXXXXXX.json`` temp files that a write killed mid-way
    left in ``folder`` (at start-up nothing is writing); the ones removed."""
    names = "|".join(map(re.escape, stems))
    pattern = re.compile(rf"\.(?:{names})-[a-z0-9_]{{8}}\.json")
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if pattern.fullmatch(entry.name):
            try:
                if entry.is_file():
                    entry.unlink()
                    removed.append(entry)
            except OSError:
                pass
    return removed
