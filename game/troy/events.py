"""What a Trojan War decision sets going: the kinds of its events and their fields.

``play`` returns the events of the decision and of all the chance it sets
going, up to the next decision, in the order they happen. Sides are 0
(Greek) and 1 (Trojan), heroes and gods their ids (``"hector"``), spaces the
challenge spaces 1-4; ``modifiers`` are itemised ``[(name, value)]``. The
game's end is ``CommonEvent.GAME_OVER`` (game/common.py): winner (0/1 or
None), reason, vp (the track at the end).
"""

from __future__ import annotations

from enum import StrEnum


class TroyEvent(StrEnum):
    """The kinds of the Trojan War's own events; each member's fields follow it."""

    TURN_STARTED = "turn_started"
    """turn"""
    HERO_RECOVERED = "hero_recovered"
    """hero: back from his wounds; sulking: Achilles healed while Briseis is away"""
    REINFORCEMENT = "reinforcement"
    """hero, side: a hero joins the war"""
    DIE_ROLLED = "die_rolled"
    """who (side, None for the event roll), purpose ("event", "duel", "result", "army",
    "horse"), value, total, modifiers; space too for a duel's or its result's roll"""
    EVENT_DRAWN = "event_drawn"
    """turn, event (id), name, mandatory; a random event adds roll, a mandatory one
    state ("applies", "void", "postponed") and, when it was due, from_turn; Briseis
    taken (applying) adds achilles, what it means for him (see ``BRISEIS_MOVED``)"""
    EVENT_VOID = "event_void"
    """event, reason: a random event that changes nothing"""
    BRISEIS_MOVED = "briseis_moved"
    """to ("achilles" or "agamemnon"), achilles: what her tent now means for him
    (``TroyState.achilles_briseis``: "sulks", "fights", or no change because he is
    "fallen", "captive" or "avenging" Patroclus)"""
    HERO_PLACED = "hero_placed"
    """side, hero, space, face_up"""
    HERO_REVEALED = "hero_revealed"
    """side, hero, space; by (the side who revealed him) for Calchas's or Helenus's reveal"""
    GOD_DRAWN = "god_drawn"
    """side, god"""
    CHALLENGE_CANCELLED = "challenge_cancelled"
    """side, space"""
    HEROES_SWAPPED = "heroes_swapped"
    """side, spaces (two), heroes (as they stand after the swap)"""
    DUEL_STARTED = "duel_started"
    """space, greek, trojan (heroes), to_death, mandatory (the mandatory duel's id or None)"""
    ROUND_TIED = "round_tied"
    """space, greek_total, trojan_total"""
    WOUND = "wound"
    """side, hero, wounds, resistance, space"""
    REROLL = "reroll"
    """side, left (re-rolls left), context ("duel", "result", "army")"""
    DUEL_RESULT = "duel_result"
    """space, winner (side), winner_hero, loser_hero, result (the loser's fate); roll
    (the result die, -1 for none), or thersites (True) for a duel Thersites takes"""
    HERO_KILLED = "hero_killed"
    """hero, winner (True when the duel's winner is the one hurt)"""
    HERO_SERIOUS = "hero_serious"
    """hero, winner: seriously wounded"""
    HERO_WOUNDED = "hero_wounded"
    """hero, winner: wounded"""
    VP_SCORED = "vp_scored"
    """side, vp, signed (Trojan +, Greek -), reason"""
    ARMY_BATTLE = "army_battle"
    """greek_total, trojan_total, winner (side, None for a tie)"""
    VP_TRACK = "vp_track"
    """turn, delta, vp (the track after it), greek, trojan (each side's points this turn)"""
    PRISONERS_EXCHANGED = "prisoners_exchanged"
    """heroes (the two set free)"""
    HORSE_BOARDED = "horse_boarded"
    """heroes (inside the Horse)"""
    HORSE_ROLL = "horse_roll"
    """value, total, modifiers, success, heroes"""
