"""The hint's reason in words: one whole sentence per code of game/ai/explain.py.

The rules give a code and its parameters; the sentence is chosen here, in the
player's language, with the parameters put in by name. Hero ids are named by
the game's screen (``names``), which knows each hero's name in each language.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.explain import Reason
from scenes.core.i18n import N_, Named, _, ngettext

SENTENCES: dict[str, str] = {
    "wins": N_("It wins the game."),
    # TRANSLATORS: {cell} is a board cell in notation, such as e4.
    "capture_exposed": N_("It captures the golem on {cell}; yours can be taken in return."),
    "capture_safe": N_("It captures the golem on {cell}, and no golem can take yours back."),
    "rescue_spring": N_("It takes your golem on the spring {cell} out of danger."),
    # TRANSLATORS: {cell}: the enemy golem captured; {spring}: the player's golem it saves
    "capture_saves_spring": N_("It captures the golem on {cell} and so saves your golem "
                               "on the spring {spring}."),
    "rescue": N_("It takes your golem on {cell} out of danger."),
    "defend_spring": N_("It defends the spring on {cell}."),
    "protect": N_("It protects your golem on {cell}."),
    "take_spring": N_("It takes the spring on {cell}."),
    "threaten_spring": N_("It threatens to win: next move it can take the enemy golem on "
                          "the spring {cell}."),
    "threaten": N_("It threatens the enemy golem on {cell}."),
    "deep": N_("It leads to the strongest position the computer finds a few moves ahead."),
    "lost_anyway": N_("Nothing saves the game now: whatever you play, the enemy can win "
                      "next move."),
    "leader_placed": N_("It puts your leader where the enemy can hardly reach it."),
    "army_chosen": N_("It picks a well-balanced army."),
    "leader_safe": N_("It takes your leader out of danger."),
    "break_hold": N_("It breaks the enemy's hold on a region."),
    "reinforce_guard": N_("New pieces stand beside your leader and guard it."),
    # TRANSLATORS: {hero} is one of the player's heroes, {foe} the enemy hero he
    # would duel; {pct} is a whole number.
    "best_odds": N_("Best odds: {hero} has a {pct}% chance against {foe}."),
    "send_heroes": N_("It sends your heroes with the best odds against the field."),
    "reroll": N_("The die is low: a new roll is likely to do better."),
    "keep_roll": N_("The die is good enough: a new roll would likely do worse."),
    "cancel": N_("It cancels the challenge your side would fare worst in."),
    "thersites": N_("Thersites takes the duel the Trojans would fare worst in."),
    "keep_pairs": N_("Your heroes already face their best matches."),
    "swap": N_("The swap gives your heroes better odds in their duels."),
    "spare": N_("Sparing him helps the Horse more than his death would score."),
    "kill": N_("His death scores more than sparing him would."),
    "refuse_exchange": N_("The exchange would give back more than it brings."),
    "exchange": N_("The exchange brings back the more valuable hero."),
    "odds": N_("The computer's choice, weighing the odds of every outcome."),
}
"""The sentence of each code that needs no count."""

COUNTED = ("mobility", "capture_pieces", "trade", "region", "reinforce")
"""The codes whose sentence agrees with a number (see ``sentence``)."""

HEROES = ("hero", "foe")


def counted(reason: Reason) -> str:
    """The sentence of a counted code, in the form its number asks for."""
    p = reason.params
    if reason.code == "mobility":
        n = int(p["n"])
        return ngettext("It gives your golems {n} more possible move.",
                        "It gives your golems {n} more possible moves.", n)
    if reason.code == "capture_pieces":
        n = int(p["n"])
        return ngettext("It captures {n} enemy piece.", "It captures {n} enemy pieces.", n)
    if reason.code == "reinforce":
        n = int(p["n"])
        return ngettext("It brings {n} new piece onto the board to hold and win regions.",
                        "It brings {n} new pieces onto the board to hold and win regions.", n)
    if reason.code == "region":
        # TRANSLATORS: {n} regions more than before the move; {held} in all after it
        return ngettext("It takes control of {n} more region ({held} held now).",
                        "It takes control of {n} more regions ({held} held now).",
                        int(p["n"]))
    # TRANSLATORS: the count is {taken}; {lost} pieces of yours are lost too.
    return ngettext("It destroys {taken} enemy piece for {lost} of yours.",
                    "It destroys {taken} enemy pieces for {lost} of yours.", int(p["taken"]))


def sentence(reason: Reason, names: Callable[[str], str] = str) -> str:
    """``reason`` as one sentence in the current language (and a line for each cost:
    a spring left empty, the golem moved left to be taken); ``names`` names a hero id."""
    if reason.code in COUNTED:
        template = counted(reason)
    else:
        template = _(SENTENCES.get(reason.code, SENTENCES["deep"]))
    params = {k: named(names(str(v))) if k in HEROES else v for k, v in reason.params.items()}
    said = template.format(**params)
    if reason.params.get("left"):       # what it costs, each on a line of its own
        said += "\n" + _("It leaves the spring {cell} empty.").format(cell=reason.params["left"])
    if reason.params.get("exposed"):
        said += "\n" + _("Your golem can be taken where it lands; the computer still judges "
                         "the move worth it.")
    return said


def named(name: str) -> Named:
    """A hero's name as a sentence inserts it: a translation may decline it."""
    return name if isinstance(name, Named) else Named(name)
