"""Essentia's screens; the pre-game screen starts or resumes a game through these."""

from scenes.essentia.session import SAVE_EXTRA, resume_game, start_game

__all__ = ["SAVE_EXTRA", "resume_game", "start_game"]
