"""Helpers for the Trojan War's scene tests."""

from __future__ import annotations

from scenes.core.app import App


def run_until(app: App, done, limit: int = 3000, dt: float = 0.05) -> None:
    """Step time (and only time) until ``done()``."""
    for _ in range(limit):
        if done():
            return
        app.step(dt)
    raise AssertionError("condition not reached")
