"""Essentia's screens; the pre-game screen starts or resumes a game through these,
and the lessons open theirs through ``lesson_screen``."""

from scenes.essentia.lesson import LESSON_CARD, lesson_screen
from scenes.essentia.session import SAVE_EXTRA, resume_game, start_game

__all__ = ["LESSON_CARD", "SAVE_EXTRA", "lesson_screen", "resume_game", "start_game"]
