"""One handler per Trojan War decision stage: its choices on screen, its question,
what the focused choice means, and where the focus starts.

Each handler reads the decision from the rules' view (``state.view(actor)``:
the legal actions, the pick's heroes and spaces, the odds of each challenge,
and ``decision``, what the rules say the decision is about: the seer of a
reveal, the die a re-roll is about, what a result die did) and never works a
rule out again. ``STAGES`` names them by stage; ``Decision`` (decision.py)
holds the one open and moves the focus among its choices.
"""

from __future__ import annotations

from scenes.troy.stages.base import BUTTON_H, Choice, Context, Stage, button_row
from scenes.troy.stages.challenges import (
    CancelStage,
    ChallengeStage,
    SwapStage,
    ThersitesStage,
    challenge_odds,
)
from scenes.troy.stages.picks import PickStage, RevealStage
from scenes.troy.stages.results import (
    SPARE_WORDS,
    ExchangeReplyStage,
    ExchangeStage,
    RerollStage,
    SpareStage,
)

STAGES: dict[str, type[Stage]] = {
    "pick": PickStage, "reveal": RevealStage, "cancel": CancelStage,
    "thersites": ThersitesStage, "swap": SwapStage, "reroll": RerollStage,
    "spare": SpareStage, "exchange": ExchangeStage, "exchange_reply": ExchangeReplyStage,
}
"""The handler of each decision stage of the rules."""

__all__ = ["BUTTON_H", "SPARE_WORDS", "STAGES", "CancelStage", "ChallengeStage", "Choice",
           "Context", "ExchangeReplyStage", "ExchangeStage", "PickStage", "RerollStage",
           "RevealStage", "SpareStage", "Stage", "SwapStage", "ThersitesStage", "button_row",
           "challenge_odds"]
