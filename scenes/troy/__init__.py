"""The Trojan War's screens; the pre-game screen starts or resumes a game through these."""

from scenes.troy.lesson import lesson_card, lesson_screen
from scenes.troy.play import resume_game, start_game
from scenes.troy.saving import SAVE_EXTRA

__all__ = ["SAVE_EXTRA", "lesson_card", "lesson_screen", "resume_game", "start_game"]
