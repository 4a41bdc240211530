"""Symbol: armies of the five elements on a 7x7 board of land and water."""

from .actions import (
    ARMY,
    DETONATE,
    MOVE,
    PLACE,
    REACH,
    REINFORCE,
    RESIGN,
    Army,
    Detonate,
    Move,
    Place,
    Reach,
    Reinforce,
    Resign,
    SymbolAction,
)
from .board import SIDE_NAMES
from .events import SymbolEvent
from .state import VARIANTS, SymbolState

__all__ = [
    "ARMY", "DETONATE", "MOVE", "PLACE", "REACH", "REINFORCE", "RESIGN",
    "SIDE_NAMES", "VARIANTS", "SymbolState",
    "Army", "Detonate", "Move", "Place", "Reach", "Reinforce", "Resign", "SymbolAction",
    "SymbolEvent",
]
