"""Symbol's screens; the pre-game screen starts or resumes a game through these,
and the lessons open theirs through ``lesson_screen``."""

from scenes.symbol.entry import resume_game, start_game
from scenes.symbol.lesson import LESSON_CARD, lesson_screen
from scenes.symbol.save import SAVE_EXTRA

__all__ = ["LESSON_CARD", "SAVE_EXTRA", "lesson_screen", "resume_game", "start_game"]
