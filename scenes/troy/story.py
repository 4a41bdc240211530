"""The Trojan War story: every rules event, in order, told as beats.

``TELLERS`` names the teller of each event kind (tellers.py for the table,
duel_tellers.py for the fighting, horse.py for the finale); ``tell`` walks a
batch of events through them. The play screen plays the beats on its animator
as the game goes (beats.queue); the review applies them to a copy of the board
and keeps the board at each step (beats.apply). An event kind with no teller
(a reinforcement's own line is told by the turn's banner) adds no beat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.common import Event
from scenes.troy import duel_tellers as duel
from scenes.troy import horse
from scenes.troy import tellers as table
from scenes.troy.beats import Beat
from scenes.troy.telling import Telling

Teller = Callable[[Event, Telling], list[Beat]]

TELLERS: dict[str, Teller] = {
    "turn_started": table.tell_turn,
    "hero_recovered": table.tell_recovered,
    "reinforcement": table.tell_reinforcement,
    "die_rolled": duel.tell_die,
    "event_drawn": table.tell_event,
    "event_void": table.tell_sinon_void,
    "briseis_moved": table.tell_briseis,
    "hero_placed": table.tell_placed,
    "hero_revealed": table.tell_revealed,
    "god_drawn": table.tell_god,
    "challenge_cancelled": table.tell_cancelled,
    "heroes_swapped": table.tell_swapped,
    "duel_started": duel.tell_duel_started,
    "reroll": duel.tell_reroll,
    "round_tied": duel.tell_round,
    "wound": duel.tell_round,
    "duel_result": duel.tell_result,
    "hero_killed": duel.tell_hurt,
    "hero_serious": duel.tell_hurt,
    "hero_wounded": duel.tell_hurt,
    "vp_scored": duel.tell_vp,
    "army_battle": duel.tell_army,
    "vp_track": duel.tell_track,
    "horse_boarded": horse.tell_boarded,
    "horse_roll": horse.tell_roll,
    "prisoners_exchanged": table.tell_exchanged,
    "game_over": table.tell_over,
}

ENDS_DUEL = ("duel_started", "army_battle", "vp_track", "turn_started", "horse_boarded")
"""Events after which the beats no longer belong to the duel before them."""


def tell(events: Sequence[Event], telling: Telling) -> list[Beat]:
    """The beats of ``events`` in order (``telling`` says what is known around them)."""
    telling.events = list(events)
    beats: list[Beat] = []
    for i, e in enumerate(telling.events):
        telling.index = i
        if e.kind in ENDS_DUEL or (e.kind == "die_rolled" and e["purpose"] == "army"):
            telling.duel = None
        if e.kind == "duel_started":
            telling.duel = ("duel", e["space"] - 1)
        teller = TELLERS.get(e.kind)
        if teller is not None:
            told = teller(e, telling)
            for beat in told:
                beat.event = i
            beats += told
    return beats
