"""When an Enter chooses, on a screen that opens under a player's hurrying taps.

A player tapping Enter to hurry an animation on keeps tapping as the decision
(the Trojan War's) or the end card it led to opens: those taps must not choose.
An Enter chooses only once the screen has been open its wait, and only after a
pause: Enters closer than ``QUIET`` to the last are one run of taps. Moving the
focus (the arrows, a click) ends a run: the player is choosing now.
"""

from __future__ import annotations

from dataclasses import dataclass

QUIET = 0.7     # seconds: Enters closer than this to the last are one run of taps


@dataclass
class EnterGuard:
    wait: float = 0.0           # seconds open before an Enter chooses
    open_for: float = 0.0       # seconds open this time
    since_enter: float = QUIET  # seconds since the last Enter, wherever it was pressed

    def open(self, wait: float | None = None) -> None:
        """The screen (or the decision) opens: its wait starts again."""
        self.open_for = 0.0
        if wait is not None:
            self.wait = wait

    def tick(self, dt: float, opened: bool = True) -> None:
        """Time passes; ``opened``: the screen is up (not hidden behind a story)."""
        if opened:
            self.open_for += dt
        self.since_enter += dt

    def tap(self) -> None:
        """An Enter that hurried something else: it belongs to the run."""
        self.since_enter = 0.0

    def calm(self) -> None:
        """The player moved the focus: the run of taps is over."""
        self.since_enter = QUIET

    def in_run(self) -> bool:
        return self.since_enter < QUIET

    def ready(self, wait: float | None = None) -> bool:
        """An Enter now would choose."""
        return self.open_for >= (self.wait if wait is None else wait) and not self.in_run()

    def press(self, wait: float | None = None) -> bool:
        """An Enter: whether it chooses. It counts in the run either way."""
        chooses = self.ready(wait)
        self.tap()
        return chooses
