"""Shared interface pieces: widgets, animation, hint bars, move list, thinking, result card."""
