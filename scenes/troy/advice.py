"""The Trojan War hint's reasons in a player's terms: the odds of a duel, the VP at
stake, the risk to a hero. One whole sentence per code of game/ai/explain.py's
``explain_troy``, whose figures come from the rules' odds; codes shared with the
other games are worded by scenes/ui/reasons.py.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.explain import Reason
from scenes.core.i18n import N_, _
from scenes.ui.reasons import named, sentence

SENTENCES: dict[str, str] = {
    # TRANSLATORS: a hint's reason for a pick: {hero} is the player's hero, {foe} the
    # enemy face up on challenge {n}; {pct} is a whole number, {gain} and {loss} VP.
    "troy_pick": N_("{hero} to challenge {n}: {pct}% against {foe}, face up; a win scores "
                    "about {gain} VP, a loss costs about {loss}."),
    "troy_pick_match": N_("{hero} to challenge {n}: {pct}% against {foe}, face up; a win "
                          "scores about {gain} VP, a loss costs about {loss}. The other "
                          "enemies are face down, so where your others go does not matter."),
    "troy_pick_sacrifice": N_("{hero} to challenge {n}: only {pct}% against {foe}, face "
                              "up, but {hero} is the hero it costs least to risk there (a "
                              "loss costs about {loss} VP). Your best face the enemies "
                              "face down, where it does not matter who goes where."),
    # TRANSLATORS: {threat} is the enemy the pick keeps {hero} away from ({worse}%).
    "troy_pick_away": N_("{hero} to challenge {n}: {pct}% against {foe}, face up, and away "
                         "from {threat} (only {worse}% there); a win scores about {gain} "
                         "VP. The other enemies are face down, so where your others go "
                         "does not matter."),
    # TRANSLATORS: {count} heroes go; {hero} has the best odds ({pct}%), {last} the
    # worst ({low}%) and is killed or captured {risk}% of the time; {vp} is VP.
    "troy_pick_blind": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} heroes by their odds: {hero} wins {pct}% on average, down to {last} at "
        "{low}% (killed or captured {risk}% of the time). A lost duel costs about {vp} VP."),
    # TRANSLATORS: as the reason above; {next} is the best of the heroes who stay out of
    # the duels, with his odds {next_pct}%.
    "troy_pick_blind_rest": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} best by their odds fight: {hero} wins {pct}% on average, down to {last} "
        "at {low}% (killed or captured {risk}% of the time); the next best, {next} "
        "({next_pct}%), stays in camp. A lost duel costs about {vp} VP."),
    # TRANSLATORS: as the reason above, but {next} has better odds than {last} and
    # still stays out, for the reason the sentence's end gives.
    "troy_pick_blind_keep": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} heroes fight at {pct}% down to {low}% on average; {next} ({next_pct}%) "
        "stays in camp: a hero that strong is worth more alive in the turns to come. A "
        "lost duel costs about {vp} VP."),
    # TRANSLATORS: as above; {next} (Achilles, Philoctetes) adds {points} to the Horse's roll.
    "troy_pick_blind_keep_roll": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} heroes fight at {pct}% down to {low}% on average; {next} ({next_pct}%) "
        "stays in camp: in the Horse, {next} adds {points} to its roll. A lost duel costs "
        "about {vp} VP."),
    # TRANSLATORS: as above; while {next} (Hector, Paris) lives, the Greeks' Horse roll
    # has {points} less.
    "troy_pick_blind_keep_alive": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} heroes fight at {pct}% down to {low}% on average; {next} ({next_pct}%) "
        "stays in camp: while {next} lives, the Greeks' Horse roll is {points} lower. A "
        "lost duel costs about {vp} VP."),
    # TRANSLATORS: as above; {points} is what seven heroes in the Horse add to its roll.
    "troy_pick_blind_keep_horse": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} heroes fight at {pct}% down to {low}% on average; {next} ({next_pct}%) "
        "stays in camp: any Greek alive may climb into the Horse, where seven add {points} "
        "to its roll. A lost duel costs about {vp} VP."),
    # TRANSLATORS: as above; nothing but the odds sets {next} and the heroes sent apart.
    "troy_pick_blind_keep_close": N_(
        "You cannot see where the enemies stand: who fights matters, not where. Your "
        "{count} heroes fight at {pct}% down to {low}% on average; {next} ({next_pct}%) "
        "stays in camp: the odds are about the same, and either may go. A lost duel "
        "costs about {vp} VP."),
    "troy_pick_field": N_("Your best against the heroes who can fight: {hero} wins {pct}% "
                          "of the duels on average."),
    # TRANSLATORS: {next} is the best of the heroes who stay out of the duels.
    "troy_pick_field_rest": N_("{hero} has the best odds against the heroes who can fight: "
                               "{pct}% on average; the next best, {next}, has {next_pct} "
                               "%."),
    "troy_pick_field_keep": N_("{hero} fights ({pct}% on average against the heroes who "
                               "can fight); {next} ({next_pct}%) stays in camp: a hero "
                               "that strong is worth more alive in the turns to come."),
    "troy_pick_field_keep_roll": N_("{hero} fights ({pct}% on average against the heroes "
                                    "who can fight); {next} ({next_pct}%) stays in camp: "
                                    "in the Horse, {next} adds {points} to its roll."),
    "troy_pick_field_keep_alive": N_("{hero} fights ({pct}% on average against the heroes "
                                     "who can fight); {next} ({next_pct}%) stays in camp: "
                                     "while {next} lives, the Greeks' Horse roll is "
                                     "{points} lower."),
    "troy_pick_field_keep_horse": N_("{hero} fights ({pct}% on average against the heroes "
                                     "who can fight); {next} ({next_pct}%) stays in camp: "
                                     "any Greek alive may climb into the Horse, where seven "
                                     "add {points} to its roll."),
    "troy_pick_field_keep_close": N_("{hero} fights ({pct}% on average against the heroes "
                                     "who can fight); {next} ({next_pct}%) stays in camp: "
                                     "the odds are about the same, and either may go."),
    "troy_cancel": N_("Challenge {n} is your worst duel: {hero} has {pct}% against {foe}, "
                      "and losing it costs about {vp} VP."),
    "troy_cancel_cassandra": N_("Challenge {n} is your worst duel: {hero} has {pct}% against "
                                "{foe}, and losing it costs about {vp} VP. Cassandra's swap "
                                "comes after the cancels and may still change who fights "
                                "where."),
    "troy_thersites": N_("Challenge {n}: {hero} has only {pct}% against {foe}; Thersites wins "
                         "it for 1 VP and no risk (a loss would cost about {vp} VP)."),
    "troy_swap": N_("{hero} to challenge {n}: {pct}% there instead of {before}%; {other} to "
                    "challenge {m}: {other_pct}% instead of {other_before}%."),
    # TRANSLATORS: Cassandra's swap leaves both heroes' odds as they were
    "troy_swap_even": N_("{hero} and {other} keep their odds ({pct}% and {other_pct}%): the "
                         "swap changes only what a lost duel would cost."),
    # TRANSLATORS: {die} is the die's face, {pct} the chance a new roll is higher.
    "troy_reroll": N_("The die shows {die}: a new roll is higher {pct}% of the time."),
    "troy_keep": N_("The die shows {die}: a new roll would be higher only {pct}% of the "
                    "time."),
    "troy_kill": N_("{hero}'s death scores {vp} VP; taken prisoner, {hero} would score "
                    "nothing."),
    "troy_spare": N_("{hero} as a prisoner scores nothing, but the death ({vp} VP) matters "
                     "less to the Horse."),
    "troy_spare_helenus": N_("Helenus as Odysseus's prisoner adds 1 to the Horse roll, which "
                             "is worth more than {vp} VP."),
    "troy_exchange": N_("{hero} comes home to fight again; {foe} goes back to the other "
                        "side."),
    "troy_reveal": N_("The face-down heroes give nothing away, so any challenge will do: "
                      "challenge {n} turned face up, you place your heroes knowing who "
                      "fights there."),
}
"""The sentence of each Troy code."""

HEROES = ("hero", "foe", "threat", "next", "last", "other")
DUEL_ODDS = ("pct", "low", "next_pct", "other_pct", "before", "other_before")
"""A duel's chances (whole percents): never a flat 0 or 100 while dice can turn."""


def advice_sentence(reason: Reason, names: Callable[[str], str]) -> str:
    """``reason`` as one sentence in the current language; ``names`` names a hero id.
    A duel's chance of 0 or 100 reads "<1" or ">99", as on the board."""
    if reason.code not in SENTENCES:
        return sentence(reason, names)
    duel = reason.code.startswith(("troy_pick", "troy_cancel", "troy_thersites", "troy_swap"))
    params = {k: named(names(str(v))) if k in HEROES else
              ("<1" if v == 0 else ">99" if v == 100 else v) if duel and k in DUEL_ODDS
              else v for k, v in reason.params.items()}
    return _(SENTENCES[reason.code]).format(**params)
