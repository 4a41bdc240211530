"""Symbol as the screens know it: words, options, pieces, screens, lessons, demo."""

from __future__ import annotations

from scenes.art import symbol as art
from scenes.core.i18n import N_
from scenes.spec import DemoSpec, GameScreens, LessonSpec, OptionSpec
from scenes.symbol.entry import online_game, resume_game, start_game
from scenes.symbol.lesson import LESSON_CARD, lesson_screen
from scenes.symbol.pictures import rules_picture
from scenes.symbol.save import SAVE_EXTRA

SCREENS = GameScreens(
    key="symbol",
    title=N_("Symbol"),
    tagline=N_("Earth, water, air, fire and death fight over land and sea."),
    blurb=N_("Capture or destroy the enemy leader. Fire pushes, death explodes."),
    # the rules' own SIDE_NAMES (game/symbol/board.py), shown in the player's language
    sides=(N_("Player 1"), N_("Player 2")),
    wins=(N_("Player 1 wins!"), N_("Player 2 wins!")),
    options=(
        OptionSpec("army", N_("Armies"),
                   (("basic", N_("Basic (3 of each)")), ("custom", N_("Custom")),
                    ("openpool", N_("Custom, open pool"))),
                   N_("Basic: 3 of each colour. Custom: choose your 15. With 8 units, "
                      "each side chooses its 8.")),
        # the rules' variants (game/symbol/RULINGS.md, 8): "unlimited forces" are 8
        # units each that come back to their owner when removed; with desertion a
        # removed unit goes to the side whose action removed it
        OptionSpec("forces", N_("Forces"),
                   (("basic", N_("Standard (15 units)")),
                    ("unlimited", N_("8 units that come back")),
                    ("desertion", N_("8 units that defect"))),
                   N_("Standard: a unit removed from the board is out of the game. With 8 "
                      "units each, a removed unit goes back to its owner's reserve, or, "
                      "when they defect, to the side whose action removed it.")),
        OptionSpec("tiebreak", N_("Territorial tie-break"),
                   # TRANSLATORS: an option switched off / on
                   ((False, N_("Off")), (True, N_("On"))),
                   N_("A draw goes to whoever holds more regions.")),
    ),
    start=start_game,
    resume=resume_game,
    save_extra=SAVE_EXTRA,
    online=online_game,
    pieces=lambda size: (art.symbol_emblem(0, size), art.symbol_emblem(1, size)),
    lesson=LessonSpec(lesson_screen, lambda side: LESSON_CARD),
    picture=rules_picture,
    demo=DemoSpec(1.5, ({"army": "basic", "forces": "basic", "tiebreak": False},
                        {"army": "basic", "forces": "unlimited", "tiebreak": True},
                        {"army": "basic", "forces": "desertion", "tiebreak": False})),
)
