"""Essentia's screens; the pre-game screen starts or resumes a game through these."""

from scenes.essentia.play import resume_game, start_game

__all__ = ["resume_game", "start_game"]
