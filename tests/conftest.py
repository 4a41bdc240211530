"""Headless SDL for every test: no window, no sound card needed."""

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from scenes.ui import anim  # noqa: E402  (after the SDL variables and the path)

# Settings and saves of any App a test builds without its own folder, and the
# catalogs compiled on first use, go to one throw-away folder, never the real
# user folders. The process that made it removes it when the run ends; xdist's
# workers inherit it (each with a data folder of its own) and leave it be.
_ROOT_VARIABLE = "TRIPTYCH_TEST_ROOT"
_OWNED = _ROOT_VARIABLE not in os.environ
if _OWNED:
    os.environ[_ROOT_VARIABLE] = tempfile.mkdtemp(prefix="triptych-tests-")
_TEST_ROOT = Path(os.environ[_ROOT_VARIABLE])
os.environ["TRIPTYCH_DATA_DIR"] = str(
    _TEST_ROOT / "data" / os.environ.get("PYTEST_XDIST_WORKER", "main"))
os.environ["TRIPTYCH_CACHE_DIR"] = str(_TEST_ROOT / "cache")
# The computer decides inside Thinker.start: no test waits on a thread (scenes/ui/thinking.py).
os.environ["TRIPTYCH_INLINE_COMPUTER"] = "1"
# A game hosted from a screen in a test listens on the loopback only, on a free port.
os.environ["TRIPTYCH_HOST_ON"] = "127.0.0.1"

from scenes.core import i18n  # noqa: E402
from scenes.online import session  # noqa: E402

# The screens speak English in tests whatever the machine's language, unless a
# test chooses another (and the language is English again after each test): on
# macOS and Windows the system's preferred languages come before LANGUAGE.
os.environ["LANGUAGE"] = "en"
import pygame.system  # noqa: E402

pygame.system.get_pref_locales = lambda: []


def pytest_unconfigure(config: pytest.Config) -> None:
    if _OWNED:
        shutil.rmtree(_TEST_ROOT, ignore_errors=True)
        os.environ.pop(_ROOT_VARIABLE, None)


@pytest.fixture(autouse=True)
def _english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def _no_server_left_running() -> Iterator[None]:
    """A game a test hosted from a screen: its server stops with the test."""
    yield
    session.stop_local_server()


# Property tests draw the same examples on every run and machine (no example
# database, no random seed), so a failure in CI is a failure everywhere.
settings.register_profile("ci", derandomize=True, database=None, deadline=None)
settings.load_profile("ci")


@pytest.fixture(autouse=True)
def normal_animation_speed():
    """Each test starts at the normal animation speed, whatever one before it chose."""
    anim.set_speed(anim.DEFAULT_SPEED)
    yield
    anim.set_speed(anim.DEFAULT_SPEED)
