"""Chance for The Trojan War: a seeded d10 and god bowl, or a scripted list.

The generator is splitmix64 so that its whole state is one integer: saving,
copying and replaying a game stay exact and cheap.
"""

from __future__ import annotations

from game.common import ChanceExhausted, NotationError
from game.troy.data import GODS

_MASK = (1 << 64) - 1
DIE_FACES = frozenset("0123456789")  # ASCII only: "²".isdigit() is true, int("²") fails


class Chance:
    """Where dice and god draws come from: a seed, or a script consumed in order."""

    __slots__ = ("seed", "script", "pos")

    def __init__(self, seed: int = 0, script: list[str] | None = None, pos: int = 0) -> None:
        self.seed = seed & _MASK
        self.script = script
        self.pos = pos

    def copy(self) -> Chance:
        return Chance(self.seed, self.script, self.pos)

    def _next(self) -> int:
        self.seed = (self.seed + 0x9E3779B97F4A7C15) & _MASK
        z = self.seed
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def _token(self) -> str:
        assert self.script is not None
        if self.pos >= len(self.script):
            raise ChanceExhausted("the chance list ran out")
        token = self.script[self.pos]
        self.pos += 1
        return token

    def die(self) -> int:
        """A d10 roll, 0-9."""
        if self.script is None:
            return self._next() % 10
        token = self._token()
        if token not in DIE_FACES:
            raise NotationError(f"chance: expected a die 0-9, got {token!r}")
        return int(token)

    def god(self, bowl: list[str]) -> str:
        """A god drawn from the gods still in the bowl."""
        if self.script is None:
            return bowl[self._next() % len(bowl)]
        token = self._token()
        if token not in GODS:
            raise NotationError(f"chance: expected a god, got {token!r}")
        if token not in bowl:
            raise NotationError(f"chance: {token} is not in the bowl")
        return token

    def key(self) -> tuple[int, int]:
        return (self.seed, self.pos)


def parse_chance(text: str) -> list[str]:
    """A --chance list: comma separated dice digits and god ids."""
    tokens = [t.strip() for t in text.split(",") if t.strip()]
    for t in tokens:
        if not (t in DIE_FACES or t in GODS):
            raise NotationError(f"chance: {t!r} is neither a die 0-9 nor a god")
    return tokens


__all__ = ["DIE_FACES", "Chance", "ChanceExhausted", "parse_chance"]
