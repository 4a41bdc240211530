"""Sprites drawn in code: tiles, pieces, cards and dice for the three games."""
