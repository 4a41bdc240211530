"""The Trojan War as the screens know it: words, options, pieces, screens,
lessons, demo."""

from __future__ import annotations

from scenes.art import troy as art
from scenes.core.i18n import N_
from scenes.spec import DemoSpec, GameScreens, LessonSpec, OptionSpec
from scenes.troy.lesson import lesson_card, lesson_screen
from scenes.troy.pictures import rules_picture
from scenes.troy.saving import SAVE_EXTRA
from scenes.troy.session import online_game, resume_game, start_game

SCREENS = GameScreens(
    key="troy",
    title=N_("The Trojan War"),
    tagline=N_("Heroes duel under the eyes of the gods, until the Horse."),
    blurb=N_("Eleven turns of duels and battles; in the twelfth, the Greeks gamble on the Horse."),
    sides=(N_("Greeks"), N_("Trojans")),
    wins=(N_("Greeks win!"), N_("Trojans win!")),
    options=(
        OptionSpec("less_bloody", N_("Less bloody duels"),
                   ((False, N_("Off")), (True, N_("On"))),
                   N_("A result die of 0 leaves the loser unharmed; the winner still "
                      "scores 1 VP.")),
        OptionSpec("exchange", N_("Prisoner exchange"),
                   ((False, N_("Off")), (True, N_("On"))),
                   N_("After each turn the sides may trade prisoners.")),
    ),
    start=start_game,
    resume=resume_game,
    save_extra=SAVE_EXTRA,
    online=online_game,
    pieces=lambda size: (art.hero_token("achilles", 0, size), art.hero_token("hector", 1, size)),
    lesson=LessonSpec(lesson_screen, lesson_card),
    picture=rules_picture,
    demo=DemoSpec(3.0, ({"less_bloody": False, "exchange": False},
                        {"less_bloody": True, "exchange": True})),
)
