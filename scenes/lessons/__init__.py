"""Interactive lessons: a course per game, played on the game's own screen."""
