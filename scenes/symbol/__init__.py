"""Symbol's screens; the pre-game screen starts or resumes a game through these."""

from scenes.symbol.entry import resume_game, start_game
from scenes.symbol.save import SAVE_EXTRA

__all__ = ["SAVE_EXTRA", "resume_game", "start_game"]
