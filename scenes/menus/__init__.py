"""Screens outside a game: title, pre-game, settings, pause, rules reader, demo, gallery."""
