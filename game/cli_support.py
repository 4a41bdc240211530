"""What the rules command lines share, so that they keep one contract.

The contract of ``python -m game.essentia``, ``game.symbol``, ``game.troy``
and ``game.ai.bench`` (rules/*.md): bad input prints nothing on stdout,
exactly one line on stderr and exits with status 2 -- never a traceback,
never a hang. ``-h`` or ``--help`` anywhere prints the usage on stdout and
exits with status 0. A reader that closes the pipe early (``| head``) ends
the command quietly with status 1.

Numbers are ASCII digits only: ``str.isdigit`` also accepts ``²`` and other
Unicode digits that ``int`` then refuses or reads differently.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

USAGE_STATUS = 2  # bad input
PIPE_STATUS = 1  # the reader closed stdout early
INTERNAL_STATUS = 1  # a bug: still one line on stderr, not a traceback
INTERRUPT_STATUS = 130  # Ctrl+C

SEED_MAX = 2**64 - 1  # seeds fit the engines' 64-bit generators and Essentia's notation
GAMES_MAX = 1_000_000  # benches and simulations: a day's work at most, never an endless run
HELP_FLAGS = ("-h", "--help")

_DIGITS = re.compile(r"[0-9]+")  # [0-9], not \d: \d matches every Unicode digit
_SHOWN_MAX = 60  # characters of user input quoted in a message
_LINE_MAX = 300  # characters of a whole error line


class UsageError(Exception):
    """Bad command-line input; its message becomes the one line on stderr."""


def shown(text: str) -> str:
    """User input quoted for a message: escaped like ``repr`` and shortened when long."""
    if len(text) > _SHOWN_MAX:
        return repr(text[: _SHOWN_MAX - 3]) + "..."
    return repr(text)


def one_line(message: str) -> str:
    """``message`` as exactly one line: line breaks and other control characters
    escaped (``\\n``, ``\\x85``, ``\\u2028`` ...), the whole shortened when long."""
    text = "".join(
        ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
        for ch in message[: _LINE_MAX * 2]
    ).strip()
    if len(text) > _LINE_MAX:
        text = text[: _LINE_MAX - 3] + "..."
    return text or "bad input"


def _number(text: str, low: int, high: int) -> int | None:
    if not isinstance(text, str) or not _DIGITS.fullmatch(text):
        return None
    digits = text.lstrip("0") or "0"
    if len(digits) > len(str(high)):  # never int() a huge string (and its digit limit)
        return None
    value = int(digits)
    return value if low <= value <= high else None


def whole_number(text: str, what: str, low: int, high: int) -> int:
    """``text`` as a whole number in ``low..high``, written in ASCII digits only."""
    value = _number(text, low, high)
    if value is None:
        raise UsageError(f"{what} must be a whole number from {low} to {high}: {shown(text)}")
    return value


def number_type(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` for :func:`whole_number` (argparse names the option)."""

    def convert(text: str) -> int:
        value = _number(text, low, high)
        if value is None:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {low} to {high}: {shown(text)}")
        return value

    return convert


class OptionParser(argparse.ArgumentParser):
    """argparse whose every complaint is one :class:`UsageError`, never a usage
    block printed to stderr and an exit; ``--help`` is left to :func:`run`."""

    def __init__(self, prog: str) -> None:
        super().__init__(prog=prog, add_help=False)

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise UsageError(f"{self.prog}: {message or 'bad arguments'}")


def _silence_stdout() -> None:
    """Point stdout at the null device, so the final flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass  # not a real file (a test's capture): nothing is flushed at exit


def run(
    body: Callable[[list[str]], int | None],
    argv: Sequence[str] | None,
    help_text: str,
    errors: tuple[type[Exception], ...] = (),
) -> int:
    """Run a command line's ``body`` under the contract; returns the exit status.

    ``body`` gets the arguments, writes its output only once everything is
    checked, and raises :class:`UsageError` (or one of ``errors``, the game's
    notation and legality errors) for bad input.
    """
    args = [str(a) for a in (sys.argv[1:] if argv is None else argv)]
    bad_input: tuple[type[Exception], ...] = (UsageError, *errors)
    try:
        if any(a in HELP_FLAGS for a in args):
            sys.stdout.write(help_text if help_text.endswith("\n") else help_text + "\n")
            status = 0
        else:
            status = body(args) or 0
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        _silence_stdout()
        return PIPE_STATUS
    except bad_input as exc:
        print("error: " + one_line(str(exc)), file=sys.stderr)
        return USAGE_STATUS
    except KeyboardInterrupt:
        return INTERRUPT_STATUS
    except Exception as exc:  # the last line of defence: one line, never a traceback
        print(f"internal error: {type(exc).__name__}: {one_line(str(exc))}", file=sys.stderr)
        return INTERNAL_STATUS
