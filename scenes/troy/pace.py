"""How long each beat of the Trojan War story lasts at normal speed, in seconds.

One table, so the pace is tuned in one place (bench/troy_turn_time.py measures
what it adds up to; the animation speed in Settings scales all of it). The
small moments are quick; the ones that decide the game (a death, a capture, a
serious wound, the armies, the Iliad's turns, the Horse) take their time.
"""

TURN = 0.9              # the turn's banner
ERA = 2.0               # the Iliad begins or ends
EVENT_DIE = 0.5
EVENT = 1.3             # an event's banner
NO_EVENT = 0.5
MANDATORY = 1.5
PLACED = 0.06           # each hero put on a challenge
REVEAL = 0.4            # every face-down hero turned up at once
GOD_FLIP = 0.45
GODS = 1.4              # the gods' banner
LOW_BANNER = 1.0        # a cancel, a swap, a seer's reveal, a re-roll
DUEL_OPENS = 0.45
DUEL_DICE = 0.38        # both duel dice in the air together
ROUND = 0.16            # a round's row and wound pips
RESULT_DIE = 0.45
VERDICT = 0.55          # a light result
MOMENT = 1.3            # a capture, a serious wound, Achilles
KILL = 1.8              # a hero killed: the portrait struck through, held longer
ARRIVAL = 2.2           # a hero joining the war: his card and values, to be read
VP_SCORED = 0.5       # the VP on the winner's portrait, then landing on the track
ARMY_DICE = 0.55
ARMY_READ = 0.6       # the armies' dice and totals, read before the verdict
ARMY = 1.2
TRACK = 0.6
SUMMARY = 4.0           # the turn's summary with nobody to go on past it
LESSON_SUMMARY = 2.0    # ... in a lesson, whose card says when to go on
EXCHANGE = 1.3
