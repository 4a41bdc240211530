"""Essentia as the screens know it: words, options, pieces, screens, lessons, demo."""

from __future__ import annotations

from scenes.art import essentia as art
from scenes.core.i18n import N_
from scenes.essentia.lesson import LESSON_CARD, lesson_screen, wrong_move
from scenes.essentia.pictures import rules_picture
from scenes.essentia.session import SAVE_EXTRA, online_game, resume_game, start_game
from scenes.spec import DemoSpec, GameScreens, LessonSpec, OptionSpec

SCREENS = GameScreens(
    key="essentia",
    # TRANSLATORS: a game's name (the designer's own: not translated in es/de)
    title=N_("Essentia"),
    tagline=N_("Golems draw their power from the ground they stand on."),
    blurb=N_("Capture an enemy golem on a spring, or leave your rival with no golem "
             "on any spring."),
    # TRANSLATORS: Essentia's sides, as labels (Dawn: la Aurora; Twilight: el Ocaso)
    sides=(N_("Dawn"), N_("Twilight")),
    wins=(N_("Dawn wins!"), N_("Twilight wins!")),
    options=(
        OptionSpec("circles", N_("Circles of essence"),
                   # TRANSLATORS: choices for the circles of essence
                   (("on", N_("Active")), ("off", N_("Inactive")),
                    ("wild", N_("Wild (active)")), ("sealed", N_("Sealed (inactive)"))),
                   N_("Active: entering a circle declares its power. Inactive: no golem "
                      "may stop on one.")),
        OptionSpec("tiles", N_("Terrain set-up"),
                   # the names the set-up screen's card gives each way
                   (("deal", N_("Instant deal")), ("random", N_("Hidden placement")),
                    ("strategic", N_("Strategic placement"))),
                   N_("Instant deal: laid out at once. Hidden placement: placed face down "
                      "in turn. Strategic placement: picked and placed face up in turn.")),
    ),
    start=start_game,
    resume=resume_game,
    save_extra=SAVE_EXTRA,
    online=online_game,
    pieces=lambda size: (art.golem(0, size), art.golem(1, size)),
    lesson=LessonSpec(lesson_screen, lambda side: LESSON_CARD, wrong_move),
    picture=rules_picture,
    demo=DemoSpec(1.5, ({"circles": "on", "tiles": "deal"}, {"circles": "wild", "tiles": "deal"},
                        {"circles": "off", "tiles": "deal"})),
)
