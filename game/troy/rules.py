"""The Trojan War rules: a 12-turn state machine of decisions and chance.

Chance (d10 rolls, god draws) is resolved inside the state from its Chance
source, so ``to_move()`` always names a deciding player (or None at the end).
Actions are their own notation strings (``pick:hector,paris``, ``cancel:2``...):
``TroyAction`` values (game/troy/actions.py), str with the kind and arguments
as properties. The events and their fields are listed in game/troy/events.py.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from game.common import (
    ChanceExhausted,
    CommonEvent,
    Event,
    IllegalActionError,
    NotationError,
    Outcome,
    Previews,
)
from game.troy import actions as A
from game.troy import data as D
from game.troy.actions import TroyAction, TroyKind, troy_action
from game.troy.chance import Chance
from game.troy.events import TroyEvent
from game.troy.modifiers import Modifiers, army_modifiers, duel_modifiers
from game.troy.odds import better_roll, duel_odds, result_of

G, T = D.GREEK, D.TROJAN
IDX = D.HERO_INDEX
ACHILLES, PATROCLUS, HECTOR, PARIS = IDX["achilles"], IDX["patroclus"], IDX["hector"], IDX["paris"]
HELENUS, ODYSSEUS, MENELAUS = IDX["helenus"], IDX["odysseus"], IDX["menelaus"]
AGAMEMNON, NEOPTOLEMUS, PHILOCTETES = IDX["agamemnon"], IDX["neoptolemus"], IDX["philoctetes"]
NEVER = 99

# Which rulebook phase each decision stage belongs to (for display and the CLI).
STAGE_PHASE = {
    "pick": "challenges", "reveal": "challenges", "cancel": "duels", "swap": "duels",
    "thersites": "duels", "reroll": "duels", "spare": "duels", "exchange": "score",
    "exchange_reply": "score", "over": "over",
}


class TroyState(Previews):
    """A whole game of The Trojan War. Player 0 = Greek, 1 = Trojan."""

    _LISTS = ("status", "back", "captor", "pending", "face_up_g", "face_up_t", "space_g",
              "space_t", "protected", "cancelled", "gods", "wounds", "won", "score",
              "cancellers", "committed", "mods_g", "mods_t")

    def __init__(self, seed: int = 0, chance: list[str] | None = None, *,
                 less_bloody: bool = False, exchange: bool = False) -> None:
        self.less_bloody = less_bloody
        self.exchange_rule = exchange
        self.chance = Chance(seed, chance)
        self.turn = 1
        self.vp = 0
        n = len(D.HEROES)
        self.status = ["available"] * n
        self.back = [0] * n  # return turn for wounded heroes, entry turn for absent ones
        self.captor = [-1] * n
        for i, h in enumerate(D.HEROES):
            if h.enters != 1:
                self.status[i] = "absent"
                self.back[i] = h.enters if h.enters else NEVER
        self.briseis_home = True
        self.sinon_seen = False
        self.rerolls = 0
        self.event = -1  # this turn's random event roll
        self.mandatory = 0  # turn number of the mandatory duel fought this turn, 0 for none
        self.pending: list[int] = []
        self._clear_turn()
        self.stage = "turn_start"
        self.actor: int | None = None
        self.context = ""  # what a reroll decision is about: duel, result or army
        self.result: Outcome | None = None
        self.horse: tuple[int, int, bool] | None = None  # (die, total, success)
        self.offer: list[int] = []
        self._history: list[TroyState] = []
        self._events: list[Event] | None = []  # None while play(record=False) runs
        self._run()
        self._events = []

    @classmethod
    def at_turn(cls, turn: int, *, seed: int = 0, chance: list[str] | None = None,
                vp: int = 0, status: dict[str, str] | None = None, briseis_home: bool = True,
                sinon_seen: bool = False, pending: tuple[int, ...] = (),
                captors: dict[str, str] | None = None, less_bloody: bool = False,
                back: dict[str, int] | None = None, exchange: bool = False) -> TroyState:
        """A position at the start of ``turn`` (tutorials, scenarios and tests).

        ``status`` maps hero ids to base statuses; wounded heroes return on the
        turn given in ``back`` (default: next turn).
        """
        state = cls(seed=seed, chance=["0"], less_bloody=less_bloody, exchange=exchange)
        state.chance = Chance(seed, chance)
        state.turn, state.vp = turn, vp
        state.briseis_home, state.sinon_seen = briseis_home, sinon_seen
        state.pending = list(pending)
        for i, h in enumerate(D.HEROES):
            if h.enters and h.enters <= turn and state.status[i] == "absent":
                state.status[i] = "available"
        for hid, st in (status or {}).items():
            if st not in D.STATUSES or st == "sulking":
                raise NotationError(f"bad status {st!r}")
            i = IDX[hid]
            state.status[i] = st
            state.back[i] = (back or {}).get(hid, turn + 1 if st != "absent" else NEVER)
        for hid, cap in (captors or {}).items():
            state.captor[IDX[hid]] = IDX[cap]
        state.stage = "turn_start"
        state._run()
        state._events = []
        return state

    # ------------------------------------------------------------------ set-up
    def _clear_turn(self) -> None:
        self.space_g = [-1] * 4
        self.space_t = [-1] * 4
        self.face_up_g = [False] * 4
        self.face_up_t = [False] * 4
        self.protected = [False] * 4
        self.cancelled = [False] * 4
        self.thersites = -1
        self.gods: list[str] = []
        self.committed = [False, False]
        self.first = T
        self.beneficiary = -1
        self.cancellers: list[int] = []
        self.duel = 0
        self.wounds = [0, 0]
        self.mods_g: list[tuple[str, int]] = []
        self.mods_t: list[tuple[str, int]] = []
        self.tot_g = self.tot_t = 0
        self.gdie = -1
        self.res_die = -1
        self.winner = -1
        self.won = [0, 0]
        self.score = [0, 0]
        self.army_die = -1

    # --------------------------------------------------------- common verbs
    def to_move(self) -> int | None:
        return None if self.stage == "over" else self.actor

    def outcome(self) -> Outcome | None:
        return self.result

    @property
    def phase(self) -> str:
        """The rulebook phase of the pending decision (challenges, duels, armies...)."""
        if self.stage == "reroll" and self.context == "army":
            return "armies"
        return STAGE_PHASE.get(self.stage, self.stage)

    def copy(self) -> TroyState:
        c = self._clone()
        c._history = list(self._history)
        return c

    def _clone(self) -> TroyState:
        c = object.__new__(TroyState)
        d = self.__dict__.copy()
        for name in self._LISTS:
            d[name] = list(d[name])
        d["chance"] = self.chance.copy()
        d["_history"] = []
        d["_events"] = []
        c.__dict__ = d
        return c

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TroyState) and self._core() == other._core()

    __hash__ = None  # type: ignore[assignment]

    def _core(self) -> tuple[Any, ...]:
        d = self.__dict__
        return tuple(
            tuple(v) if isinstance(v, list) else v
            for k, v in sorted(d.items()) if k not in ("_history", "_events", "chance")
        ) + (self.chance.key(), tuple(self.chance.script or ()))

    def key(self) -> tuple[Any, ...]:
        return self._core()

    def undo(self) -> None:
        if not self._history:
            raise IllegalActionError("nothing to undo")
        prev = self._history.pop()
        history = self._history
        self.__dict__ = prev._clone().__dict__
        self._history = history

    def play(self, action: str, *, record: bool = True) -> list[Event]:
        """Apply one decision, then let chance run until the next decision.

        ``record=False`` skips building the event records (and returns []):
        simulations and look-ahead want the position, not the story.
        """
        if self.stage == "over":
            raise IllegalActionError("the game is over")
        if not isinstance(action, str):
            raise NotationError(f"not an action: {action!r}")
        snapshot = self._clone()
        self._events = [] if record else None
        try:
            self._decide(action.strip())
            self._run()
        except Exception:
            history = self._history
            self.__dict__ = snapshot.__dict__
            self._history = history
            raise
        self._history.append(snapshot)
        events, self._events = self._events, []
        return events if events is not None else []

    def resign(self, player: int) -> list[Event]:
        """``player`` gives up: the other side wins ("resign"); undo() takes it back.

        Not an action (never in ``legal_actions``): either player may resign at
        any decision, whoever is to move.
        """
        if self.stage == "over":
            raise IllegalActionError("the game is over")
        if player not in (G, T):
            raise IllegalActionError(f"no player {player!r}")
        self._history.append(self._clone())
        self.result = Outcome(1 - player, "resign")
        self.stage, self.actor = "over", None
        event = Event(CommonEvent.GAME_OVER,
                      {"winner": 1 - player, "reason": "resign", "vp": self.vp})
        return [event]

    def agree_draw(self) -> list[Event]:
        """The Trojan War has no agreed draw: it always raises IllegalActionError."""
        raise IllegalActionError("the Trojan War has no agreed draw")

    def action_text(self, action: str) -> str:
        return action

    def parse_action(self, text: str) -> TroyAction:
        text = text.strip()
        verb = text.split(":", 1)[0]
        if verb not in _KINDS:
            raise NotationError(f"unknown action {text!r}")
        return troy_action(text)

    # ----------------------------------------------------------- queries
    def available(self, side: int) -> list[int]:
        """Heroes of ``side`` that may be chosen for challenges now (table order)."""
        out = []
        for i in D.SIDE_HEROES[side]:
            if self.status[i] == "available" and not (i == ACHILLES and self.sulking()):
                out.append(i)
        return out

    def sulking(self) -> bool:
        return not self.briseis_home and self.status[PATROCLUS] != "dead"

    def achilles_briseis(self) -> str:
        """What the tent Briseis is in means for Achilles now: ``fallen`` (he is dead:
        nothing), ``captive`` (a prisoner: he sulks only if freed while she is away),
        ``avenging`` (Patroclus is dead: he fights wherever she is), else ``sulks``
        (she is in Agamemnon's tent) or ``fights`` (she is in his)."""
        status = self.status[ACHILLES]
        if status == "dead":
            return "fallen"
        if status == "prisoner":
            return "captive"
        if self.status[PATROCLUS] == "dead":
            return "avenging"
        return "sulks" if self.sulking() else "fights"

    def hero_status(self, i: int) -> str:
        s = self.status[i]
        if i == ACHILLES and s == "available" and self.sulking():
            return "sulking"
        return s

    def pick_slots(self, side: int) -> tuple[list[int], list[int]]:
        """(heroes that may be picked, spaces they fill in order) for ``side``."""
        busy = self._mand_heroes() if self.mandatory else ()
        heroes = [i for i in self.available(side) if i not in busy]
        spaces = [1, 2, 3] if self.mandatory else [0, 1, 2, 3]
        return heroes, spaces[: min(len(spaces), len(heroes))]

    def _mand_heroes(self) -> tuple[int, int]:
        ev = D.MANDATORY[self.mandatory]
        return IDX[ev.greek], IDX[ev.trojan]  # type: ignore[index]

    def spaces(self, side: int) -> list[int]:
        return self.space_g if side == G else self.space_t

    def face_up(self, side: int) -> list[bool]:
        return self.face_up_g if side == G else self.face_up_t

    def cancellable(self) -> list[int]:
        return [s for s in range(4) if self.space_g[s] >= 0 and self.space_t[s] >= 0
                and not self.cancelled[s] and not self.protected[s]]

    def fought(self) -> list[int]:
        """Spaces whose duel is still to be fought (both sides, not cancelled)."""
        return [s for s in range(4) if self.space_g[s] >= 0 and self.space_t[s] >= 0
                and not self.cancelled[s] and s != self.thersites]

    def _swappable(self) -> list[int]:
        return [s for s in range(4) if self.space_g[s] >= 0 and not self.cancelled[s]
                and not (self.mandatory and s == 0)]

    def _thersites_spaces(self) -> list[int]:
        out = []
        for s in self.fought():
            if self.mandatory and s == 0:
                continue
            if D.HEROES[self.space_g[s]].id in D.THERSITES_IMMUNE:
                continue
            out.append(s)
        return out

    def random_event_id(self) -> str:
        return D.RANDOM_EVENTS[self.event][0] if self.event >= 0 else "none"

    def legal_actions(self) -> list[TroyAction]:
        st = self.stage
        if st == "over":
            return []
        if st == "pick":
            heroes, spaces = self.pick_slots(self._actor())
            return list(A.picks(tuple(heroes), len(spaces)))
        if st == "reveal":
            return [A.REVEAL[s] for s in self._revealable()]
        if st == "cancel":
            return [A.CANCEL[s] for s in self.cancellable()]
        if st == "swap":
            sw = self._swappable()
            return [A.NOSWAP] + [A.SWAP[a][b] for a, b in itertools.combinations(sw, 2)]
        if st == "thersites":
            return [A.THERSITES[s] for s in self._thersites_spaces()]
        if st == "reroll":
            return [A.REROLL, A.KEEP]
        if st == "spare":
            return [A.SPARE, A.KILL]
        if st == "exchange":
            held_by_t = [i for i in D.SIDE_HEROES[G] if self.status[i] == "prisoner"]
            held_by_g = [i for i in D.SIDE_HEROES[T] if self.status[i] == "prisoner"]
            return [A.NOEXCHANGE] + [A.EXCHANGE[a, b] for a in held_by_t for b in held_by_g]
        if st == "exchange_reply":
            return [A.ACCEPT, A.REFUSE]
        return []

    def _actor(self) -> int:
        """The deciding side, at a decision (where ``actor`` is never None)."""
        who = self.actor
        assert who is not None
        return who

    def is_legal(self, action: str) -> bool:
        if self.stage == "pick":
            try:
                self._parse_pick(action)
            except (IllegalActionError, NotationError):
                return False
            return True
        return action in self.legal_actions()

    def _revealable(self) -> list[int]:
        opp = 1 - self.beneficiary
        sp, up = self.spaces(opp), self.face_up(opp)
        return [s for s in range(4) if sp[s] >= 0 and not up[s]]

    # ----------------------------------------------------------- decisions
    def _parse_pick(self, action: str) -> list[int]:
        if not action.startswith("pick:"):
            raise IllegalActionError(f"expected a pick, got {action!r}")
        names = [n.strip() for n in action[5:].split(",") if n.strip()]
        for n in names:
            if n not in IDX:
                raise NotationError(f"unknown hero {n!r}")
        heroes, spaces = self.pick_slots(self._actor())
        chosen = [IDX[n] for n in names]
        if len(set(chosen)) != len(chosen):
            raise IllegalActionError("a hero can stand on one challenge space only")
        for i in chosen:
            if i not in heroes:
                raise IllegalActionError(f"{D.HEROES[i].id} is not available")
        if len(chosen) != len(spaces):
            raise IllegalActionError(f"pick exactly {len(spaces)} heroes")
        return chosen

    def _space_arg(self, action: str, prefix: str) -> int:
        try:
            n = int(action[len(prefix):])
        except ValueError:
            raise NotationError(f"bad space in {action!r}") from None
        if not 1 <= n <= 4:
            raise NotationError(f"space must be 1-4 in {action!r}")
        return n - 1

    def _decide(self, a: str) -> None:
        st, who = self.stage, self.actor
        if st == "pick":
            chosen = self._parse_pick(a)
            picker = self._actor()
            _, spaces = self.pick_slots(picker)
            sp = self.spaces(picker)
            for s, h in zip(spaces, chosen, strict=True):
                sp[s] = h
                self._emit("hero_placed", side=picker, hero=D.HEROES[h].id,
                           space=s + 1, face_up=False)
            self.committed[picker] = True
            self.stage = "after_pick"
        elif st == "reveal":
            if not a.startswith("reveal:"):
                raise IllegalActionError(f"expected reveal:N, got {a!r}")
            s = self._space_arg(a, "reveal:")
            if s not in self._revealable():
                raise IllegalActionError(f"no face-down hero to reveal on space {s + 1}")
            opp = 1 - self.beneficiary
            self.face_up(opp)[s] = True
            self.protected[s] = True
            self._emit("hero_revealed", side=opp, hero=D.HEROES[self.spaces(opp)[s]].id,
                       space=s + 1, by=self.beneficiary)
            self.stage = "pick2"
        elif st == "cancel":
            if not a.startswith("cancel:"):
                raise IllegalActionError(f"expected cancel:N, got {a!r}")
            s = self._space_arg(a, "cancel:")
            if s not in self.cancellable():
                raise IllegalActionError(f"challenge {s + 1} cannot be cancelled")
            self.cancelled[s] = True
            self._emit("challenge_cancelled", side=who, space=s + 1)
            self.cancellers.pop(0)
            self.stage = "cancel_next"
        elif st == "swap":
            if a == "noswap":
                self.stage = "thersites_check"
            elif a.startswith("swap:"):
                parts = a[5:].split(",")
                if len(parts) != 2:
                    raise NotationError(f"expected swap:N,M, got {a!r}")
                s1, s2 = (self._space_arg(p, "") for p in parts)
                sw = self._swappable()
                if s1 == s2 or s1 not in sw or s2 not in sw:
                    raise IllegalActionError(f"cannot swap spaces {s1 + 1} and {s2 + 1}")
                self.space_g[s1], self.space_g[s2] = self.space_g[s2], self.space_g[s1]
                self._emit("heroes_swapped", side=G, spaces=(s1 + 1, s2 + 1),
                           heroes=(D.HEROES[self.space_g[s1]].id, D.HEROES[self.space_g[s2]].id))
                self.stage = "thersites_check"
            else:
                raise IllegalActionError(f"expected swap:N,M or noswap, got {a!r}")
        elif st == "thersites":
            if not a.startswith("thersites:"):
                raise IllegalActionError(f"expected thersites:N, got {a!r}")
            s = self._space_arg(a, "thersites:")
            if s not in self._thersites_spaces():
                raise IllegalActionError(f"Thersites cannot take duel {s + 1}")
            self.thersites = s
            self.won[T] += 1
            self._emit("duel_result", space=s + 1, winner=T,
                       winner_hero=D.HEROES[self.space_t[s]].id,
                       loser_hero=D.HEROES[self.space_g[s]].id, result="unharmed",
                       thersites=True)
            self._score(T, 1, "thersites")
            self.stage = "duels"
        elif st == "reroll":
            if a not in ("reroll", "keep"):
                raise IllegalActionError(f"expected reroll or keep, got {a!r}")
            if a == "reroll":
                self.rerolls -= 1
                self._emit("reroll", side=G, left=self.rerolls, context=self.context)
                self.stage = {"duel": "round_g", "result": "result_roll", "army": "army_g"}[
                    self.context]
            else:
                self.stage = {"duel": "round_t", "result": "result_apply", "army": "army_t"}[
                    self.context]
        elif st == "spare":
            if a not in ("spare", "kill"):
                raise IllegalActionError(f"expected spare or kill, got {a!r}")
            self._finish_duel(spare=(a == "spare"))
        elif st == "exchange":
            if a == "noexchange":
                self.stage = "next_turn"
            elif a.startswith("exchange:") and a in self.legal_actions():
                g, t = a[9:].split(",")
                self.offer = [IDX[g], IDX[t]]
                self.stage = "exchange_ask"
            else:
                raise IllegalActionError(f"not a possible exchange: {a!r}")
        elif st == "exchange_reply":
            if a not in ("accept", "refuse"):
                raise IllegalActionError(f"expected accept or refuse, got {a!r}")
            if a == "accept":
                for h in self.offer:
                    self.status[h] = "available"
                    self.captor[h] = -1
                self._emit("prisoners_exchanged",
                           heroes=tuple(D.HEROES[h].id for h in self.offer))
            self.offer = []
            self.stage = "next_turn"
        else:  # pragma: no cover - stages above are the only decision stages
            raise IllegalActionError(f"no decision expected at {st}")

    # ----------------------------------------------------------- the machine
    def _emit(self, kind: str, **data: Any) -> None:
        """Record an event of the kind named ``kind`` (a ``TroyEvent`` value, or
        ``game_over``) when play() records them; the name is looked up only then,
        so a simulation pays nothing for it."""
        if self._events is not None:
            self._events.append(Event(_EVENT_KINDS[kind], data))

    def _ask(self, stage: str, who: int) -> bool:
        self.stage, self.actor = stage, who
        return True

    def _run(self) -> None:
        """Advance through chance and automatic steps until a decision is needed."""
        steps = _STEPS
        while True:
            step = steps.get(self.stage)
            if step is None or step(self):
                return

    def _st_turn_start(self) -> bool:
        self._clear_turn()
        self._emit("turn_started", turn=self.turn)
        for i, h in enumerate(D.HEROES):
            s = self.status[i]
            if s in ("wounded", "serious") and self.back[i] <= self.turn:
                self.status[i] = "available"
                self._emit("hero_recovered", hero=h.id, sulking=self.hero_status(i) == "sulking")
            elif s == "absent" and self.back[i] <= self.turn:
                self.status[i] = "available"
                self._emit("reinforcement", hero=h.id, side=h.side)
        if self.turn == D.HORSE_TURN:
            self.stage = "horse"
            return False
        self.rerolls = 0
        self.event = -1
        self.mandatory = 0
        self._mandatory_events()
        roll = self.chance.die()
        self.event = roll
        ev_id, name, _text = D.RANDOM_EVENTS[roll]
        self._emit("die_rolled", who=None, purpose="event", value=roll, total=roll,
                   modifiers=[])
        self._emit("event_drawn", turn=self.turn, event=ev_id, name=name, mandatory=False,
                   roll=roll)
        if ev_id == "sinon":
            if self.sinon_seen:
                self._emit("event_void", event="sinon",
                           reason="Sinon has already been used")
            else:
                self.sinon_seen = True
                self.rerolls = D.SINON_REROLLS
        elif ev_id == "briseis" and not self.briseis_home:
            self.briseis_home = True
            self._emit("briseis_moved", to="achilles", achilles=self.achilles_briseis())
        if ev_id == "calchas":
            self.beneficiary = G
        elif ev_id == "helenus":
            self.beneficiary = G if self.status[HELENUS] == "prisoner" else T
        self.first = T if self.turn % 2 else G
        if self.beneficiary >= 0:
            self.first = 1 - self.beneficiary
        if self.mandatory:
            gh, th = self._mand_heroes()
            self.space_g[0], self.space_t[0] = gh, th
            self.face_up_g[0] = self.face_up_t[0] = self.protected[0] = True
            for side, hero in ((G, gh), (T, th)):
                self._emit("hero_placed", side=side, hero=D.HEROES[hero].id, space=1,
                           face_up=True)
        self.stage = "pick1"
        return False

    def _mandatory_events(self) -> None:
        ev = D.MANDATORY.get(self.turn)
        if ev is not None and ev.greek is None:  # turn 3: Briseis taken
            if self.status[AGAMEMNON] in ("dead", "prisoner"):
                self._emit("event_drawn", turn=self.turn, event=ev.id, name=ev.name,
                           mandatory=True, state="void")
            else:
                self.briseis_home = False
                achilles = self.achilles_briseis()
                self._emit("event_drawn", turn=self.turn, event=ev.id, name=ev.name,
                           mandatory=True, state="applies", achilles=achilles)
                self._emit("briseis_moved", to="agamemnon", achilles=achilles)
        elif ev is not None:
            self.pending.append(self.turn)
        keep = []
        for t in self.pending:
            ev = D.MANDATORY[t]
            gh, th = IDX[ev.greek], IDX[ev.trojan]  # type: ignore[index]
            gone = any(self.status[h] in ("dead", "prisoner") for h in (gh, th))
            if gone or (ev.void_if_briseis_home and self.briseis_home):
                state = "void"
            elif self.mandatory or not all(h in self.available(D.HEROES[h].side)
                                           for h in (gh, th)):
                state = "postponed"
                keep.append(t)
            else:
                state = "applies"
                self.mandatory = t
            self._emit("event_drawn", turn=self.turn, event=ev.id, name=ev.name,
                       mandatory=True, state=state, from_turn=t)
        self.pending = keep

    def _st_pick1(self) -> bool:
        if self.committed[self.first]:
            self.stage = "reveal_check"
            return False
        if not self.pick_slots(self.first)[1]:
            self.committed[self.first] = True
            return False
        return self._ask("pick", self.first)

    def _st_after_pick(self) -> bool:
        self.stage = "pick1" if not self.committed[self.first] else "reveal_check"
        if all(self.committed):
            self.stage = "gods"
        return False

    def _st_reveal_check(self) -> bool:
        second = 1 - self.first
        if self.beneficiary >= 0 and self._revealable():
            return self._ask("reveal", second)
        self.stage = "pick2"
        return False

    def _st_pick2(self) -> bool:
        second = 1 - self.first
        if not self.pick_slots(second)[1]:
            self.committed[second] = True
            self.stage = "gods"
            return False
        return self._ask("pick", second)

    def _st_gods(self) -> bool:
        bowl = list(D.GODS)
        for side in (G, T):
            god = self.chance.god(bowl)
            bowl.remove(god)
            self.gods.append(god)
            self._emit("god_drawn", side=side, god=god)
        for side in (G, T):
            sp, up = self.spaces(side), self.face_up(side)
            for s in range(4):
                if sp[s] >= 0 and not up[s]:
                    up[s] = True
                    self._emit("hero_revealed", side=side, hero=D.HEROES[sp[s]].id,
                               space=s + 1)
        canceller = T if self.turn % 2 else G
        self.cancellers = [canceller]
        if self.random_event_id() == "priam":
            self.cancellers.append(1 - canceller)
        self.stage = "cancel_next"
        return False

    def _st_cancel_next(self) -> bool:
        while self.cancellers:
            if self.cancellable():
                return self._ask("cancel", self.cancellers[0])
            self.cancellers.pop(0)
        ev = self.random_event_id()
        if ev == "cassandra" and len(self._swappable()) >= 2:
            return self._ask("swap", G)
        self.stage = "thersites_check"
        return False

    def _st_thersites_check(self) -> bool:
        if self.random_event_id() == "thersites" and self._thersites_spaces():
            return self._ask("thersites", T)
        self.stage = "duels"
        return False

    def _st_duels(self) -> bool:
        self.duel = -1
        self.stage = "duel_next"
        return False

    def _st_duel_next(self) -> bool:
        nxt = [s for s in self.fought() if s > self.duel]
        if not nxt:
            self.stage = "army_g"
            return False
        s = self.duel = nxt[0]
        greek, trojan = D.HEROES[self.space_g[s]].id, D.HEROES[self.space_t[s]].id
        mandatory = self.mandatory_duel(s)
        gmods = duel_modifiers(greek, trojan, self.gods, mandatory)
        tmods = duel_modifiers(trojan, greek, self.gods, mandatory)
        self.mods_g, self.mods_t = list(gmods.items), list(tmods.items)
        self.tot_g, self.tot_t = gmods.total, tmods.total
        self.wounds = [0, 0]
        self._emit("duel_started", space=s + 1, greek=greek, trojan=trojan,
                   to_death=self._to_death(), mandatory=mandatory)
        self.stage = "round_g"
        return False

    def mandatory_duel(self, space: int) -> str | None:
        """The id of the mandatory duel on challenge ``space`` (0-3) this turn, or None."""
        return D.MANDATORY[self.mandatory].id if self.mandatory and space == 0 else None

    def _to_death(self) -> bool:
        return bool(self.mandatory) and self.duel == 0 and D.MANDATORY[self.mandatory].to_death

    def _roll(self, who: int, purpose: str, mods: list[tuple[str, int]], **extra: Any) -> int:
        value = self.chance.die()
        if self._events is not None:  # the itemised record only when someone will read it
            total = value + sum(v for _, v in mods)
            self._emit("die_rolled", who=who, purpose=purpose, value=value, total=total,
                       modifiers=list(mods), **extra)
        return value

    def _st_round_g(self) -> bool:
        """Fight rounds until the duel is decided or a Sinon re-roll needs deciding."""
        while True:
            self.gdie = self._roll(G, "duel", self.mods_g, space=self.duel + 1)
            if self.rerolls > 0:
                self.context = "duel"
                return self._ask("reroll", G)
            if self._trojan_die():
                return False

    def _st_round_t(self) -> bool:
        """The rest of a round after the Greek kept or re-rolled his die."""
        self._trojan_die()
        return False

    def _trojan_die(self) -> bool:
        """Roll the Trojan die and settle the round; True when the duel is decided."""
        tdie = self._roll(T, "duel", self.mods_t, space=self.duel + 1)
        gt = self.gdie + self.tot_g
        tt = tdie + self.tot_t
        self.stage = "round_g"
        if gt == tt:
            self._emit("round_tied", space=self.duel + 1, greek_total=gt, trojan_total=tt)
            return False
        loser = T if gt > tt else G
        self.wounds[loser] += 1
        hero = (self.space_t if loser == T else self.space_g)[self.duel]
        resistance = D.HEROES[hero].resistance
        self._emit("wound", side=loser, hero=D.HEROES[hero].id, wounds=self.wounds[loser],
                   resistance=resistance, space=self.duel + 1)
        if self.wounds[loser] >= resistance:
            self.winner = 1 - loser
            self.stage = "result_roll"
            return True
        return False

    def _st_result_roll(self) -> bool:
        if self._to_death():
            self.res_die = -1
            self.stage = "result_apply"
            return False
        self.res_die = self._roll(self.winner, "result", [], space=self.duel + 1)
        if self.winner == G and self.rerolls > 0:
            self.context = "result"
            return self._ask("reroll", G)
        self.stage = "result_apply"
        return False

    def _loser_result(self) -> str:
        """What happens to the loser, from the result die and every event."""
        if self._to_death():
            return "dead"
        return self.result_of(self.res_die)

    def result_of(self, die: int) -> str:
        """What result die ``die`` does to the loser of the duel being fought (not one
        to the death): the table read through this turn's event and the variant."""
        winner = self.spaces(self.winner)[self.duel]
        loser = self.spaces(1 - self.winner)[self.duel]
        return result_of(die, helen=self.random_event_id() == "helen",
                         less_bloody=self.less_bloody, winner=D.HEROES[winner].id,
                         loser=D.HEROES[loser].id)

    def _st_result_apply(self) -> bool:
        if self._loser_result() == "dead" and not self._to_death():
            return self._ask("spare", self.winner)
        self._finish_duel(spare=False)
        return False

    def _finish_duel(self, spare: bool) -> None:
        w, s = self.winner, self.duel
        loser_side = 1 - w
        wh, lh = self.spaces(w)[s], self.spaces(loser_side)[s]
        res = "spared" if spare else self._loser_result()
        self.won[w] += 1
        self._emit("duel_result", space=s + 1, winner=w, winner_hero=D.HEROES[wh].id,
                   loser_hero=D.HEROES[lh].id, result=res, roll=self.res_die)
        if res in ("dead", "serious", "wounded"):
            self._hurt(lh, res)
        elif res in ("prisoner", "spared"):
            self.status[lh] = "prisoner"
            self.captor[lh] = wh
        self._score(w, D.RESULT_VP[res], res)
        if self.wounds[w] == D.HEROES[wh].resistance - 1:
            self._hurt(wh, "wounded", winner=True)
            self._score(loser_side, D.WINNER_SCRATCH_VP, "winner_wounded")
        self.stage = "duel_next"

    def _hurt(self, hero: int, res: str, winner: bool = False) -> None:
        if res == "dead":
            self.status[hero] = "dead"
            if hero == ACHILLES:
                self.back[NEOPTOLEMUS] = self.turn + 1
        else:
            self.status[hero] = res
            self.back[hero] = self.turn + 1 + D.MISSED_TURNS[res]
        self._emit("hero_" + ("killed" if res == "dead" else res), hero=D.HEROES[hero].id,
                   winner=winner)

    def _score(self, side: int, vp: int, reason: str) -> None:
        if vp:
            self.score[side] += vp
            self._emit("vp_scored", side=side, vp=vp, signed=vp if side == T else -vp,
                       reason=reason)

    def army_modifiers(self, side: int) -> Modifiers:
        """``side``'s army die modifiers as they stand this turn."""
        return army_modifiers(side, self.won[side], self.gods)

    def _st_army_g(self) -> bool:
        self.army_die = self._roll(G, "army", list(self.army_modifiers(G).items))
        if self.rerolls > 0:
            self.context = "army"
            return self._ask("reroll", G)
        self.stage = "army_t"
        return False

    def _st_army_t(self) -> bool:
        gmods, tmods = self.army_modifiers(G), self.army_modifiers(T)
        tdie = self._roll(T, "army", list(tmods.items))
        gt = self.army_die + gmods.total
        tt = tdie + tmods.total
        winner = None if gt == tt else (G if gt > tt else T)
        self._emit("army_battle", greek_total=gt, trojan_total=tt, winner=winner)
        if winner is not None:
            self._score(winner, D.ARMY_WIN_VP, "army")
        delta = self.score[T] - self.score[G]
        self.vp += delta
        # the turn's own points per side ride on the event, so whoever tells the turn's
        # end reads the engine's change rather than a tally of its own
        self._emit("vp_track", turn=self.turn, delta=delta, vp=self.vp,
                   greek=self.score[G], trojan=self.score[T])
        self.stage = "next_turn"
        if self.exchange_rule and any(self.status[i] == "prisoner" for i in D.SIDE_HEROES[G]) \
                and any(self.status[i] == "prisoner" for i in D.SIDE_HEROES[T]):
            return self._ask("exchange", G)
        return False

    def _st_exchange_ask(self) -> bool:
        return self._ask("exchange_reply", T)

    def _st_next_turn(self) -> bool:
        self.turn += 1
        self.stage = "turn_start"
        return False

    def horse_modifiers(self) -> tuple[list[str], list[tuple[str, int]]]:
        """(heroes in the Horse, itemised modifiers) for the state as it stands."""
        inside = [D.HEROES[i].id for i in D.SIDE_HEROES[G]
                  if self.status[i] not in ("dead", "prisoner", "absent")
                  and D.HEROES[i].id not in D.HORSE_EXCLUDED]
        keys = []
        if -9 <= self.vp <= -1:
            keys.append("vp_minus_1_9")
        elif self.vp <= -10:
            keys.append("vp_minus_10")
        if self.status[HELENUS] == "prisoner" and self.captor[HELENUS] == ODYSSEUS:
            keys.append("odysseus_helenus")
        if "achilles" in inside:
            keys.append("achilles")
        if "philoctetes" in inside:
            keys.append("philoctetes")
        if len(inside) >= D.HORSE_MIN_HEROES:
            keys.append("seven_heroes")
        keys.append("sinon" if self.sinon_seen else "no_sinon")
        if self.status[HECTOR] != "dead":
            keys.append("hector")
        if self.status[PARIS] != "dead":
            keys.append("paris")
        if self.vp > 0:
            keys.append("vp_positive")
        return inside, [D.HORSE_MODIFIERS[k] for k in keys]

    def _st_horse(self) -> bool:
        inside, mods = self.horse_modifiers()
        self._emit("horse_boarded", heroes=inside)
        value = self._roll(G, "horse", mods)
        total = value + sum(v for _, v in mods)
        success = total >= D.HORSE_TARGET
        self.horse = (value, total, success)
        self._emit("horse_roll", value=value, total=total, modifiers=list(mods),
                   success=success, heroes=inside)
        if success:
            self.result = Outcome(G, "horse")
        elif self.vp > 0:
            self.result = Outcome(T, "vp")
        else:
            self.result = Outcome(None, "draw")
        self._emit("game_over", winner=self.result.winner, reason=self.result.reason,
                   vp=self.vp)
        self.stage, self.actor = "over", None
        return True

    # ----------------------------------------------------------- display
    def hero_location(self, i: int) -> str:
        s = self.status[i]
        side = D.HEROES[i].side
        if s == "dead":
            return "dead"
        if s == "absent":
            return "reserve"
        if s == "prisoner":
            return "greek_camp" if side == T else "troy"
        if i == ACHILLES and self.sulking():
            return "achilles_tent"
        sp = self.spaces(side)
        if i in sp:
            return f"challenge:{sp.index(i) + 1}"
        return "greek_camp" if side == G else "troy"

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (None: an onlooker who sees only public things).

        Face-down picks of the other side, and where its fit heroes stand while
        those picks are face down, are shown as ``"hidden"``.
        """
        hidden = [side != player and any(sp[s] >= 0 and not up[s] for s in range(4))
                  for side, sp, up in ((G, self.space_g, self.face_up_g),
                                       (T, self.space_t, self.face_up_t))]
        shown: dict[int, str] = {}  # hero -> "challenge:N" where the viewer may see him
        rows: list[list[str | None]] = [[None, None] for _ in range(4)]
        for side, sp, up in ((G, self.space_g, self.face_up_g), (T, self.space_t, self.face_up_t)):
            for s in range(4):
                h = sp[s]
                if h < 0:
                    continue
                if up[s] or not hidden[side]:
                    shown[h] = _CHALLENGE_LOC[s]
                    rows[s][side] = D.HERO_IDS[h]
                else:
                    rows[s][side] = "hidden"
        sulk = self.sulking()
        status = self.status
        heroes = {}
        for i, hid, side in _HERO_ROWS:
            st = status[i]
            if st == "available":
                if i == ACHILLES and sulk:
                    loc, st = "achilles_tent", "sulking"
                else:
                    loc = shown.get(i) or ("hidden" if hidden[side] else _CAMP[side])
            elif st == "dead" or st == "absent":
                loc = "dead" if st == "dead" else "reserve"
            else:
                loc = self.hero_location(i)
            heroes[hid] = {"status": st, "location": loc, "side": _SIDE_NAMES[side]}
        challenges = [{"space": s + 1, "greek": rows[s][G], "trojan": rows[s][T],
                       "cancelled": self.cancelled[s], "protected": self.protected[s],
                       "mandatory": bool(self.mandatory) and s == 0,
                       "thersites": self.thersites == s} for s in range(4)]
        return {
            "player": player, "turn": self.turn, "phase": self.phase, "stage": self.stage,
            "to_move": self.to_move(), "context": self.context if self.stage == "reroll" else "",
            "vp": self.vp, "turn_vp": list(self.score), "duels_won": list(self.won),
            "event": self.random_event_id(),
            "event_roll": self.event if self.event >= 0 else None,   # None: not rolled yet
            "mandatory": D.MANDATORY[self.mandatory].id if self.mandatory else None,
            "pending": [D.MANDATORY[t].id for t in self.pending],
            "briseis": "achilles" if self.briseis_home else "agamemnon",
            "sinon_seen": self.sinon_seen, "rerolls": self.rerolls, "gods": list(self.gods),
            "heroes": heroes, "challenges": challenges,
            "captors": {D.HEROES[i].id: D.HEROES[c].id for i, c in enumerate(self.captor)
                        if c >= 0 and self.status[i] == "prisoner"},
            "duel": {"space": self.duel + 1, "wounds": list(self.wounds),
                     "greek_die": self.gdie, "result_die": self.res_die, "winner": self.winner,
                     "greek_modifiers": list(self.mods_g), "trojan_modifiers": list(self.mods_t)}
            if self.stage in ("reroll", "spare") else None,
            "army_die": self.army_die if self.context == "army" else -1,
            "first": self.first, "beneficiary": self.beneficiary,
            "committed": list(self.committed), "offer": [D.HEROES[h].id for h in self.offer],
            "legal": self.legal_actions() if self.stage != "pick" else [],
            "pick": self._pick_view() if self.stage == "pick" else None,
            "outcome": None if self.result is None else
            {"winner": self.result.winner, "reason": self.result.reason},
            "options": {"less_bloody": self.less_bloody, "exchange": self.exchange_rule},
            "decision": self._decision_facts(),
            "odds": self._odds(rows) if self.stage in _BEFORE_DUELS else [None] * 4,
        }

    def _decision_facts(self) -> dict[str, Any]:
        """What the decision open means, as the rules decide it (for a screen or a
        hint to say, never to work out again): the seer of a reveal, the die a
        Sinon re-roll is about, what the result die did before a kill or spare,
        a Priam cancel, the exchange offered."""
        st = self.stage
        if st == "reveal":
            event = self.random_event_id()
            seer = "calchas" if event == "calchas" else (
                "helenus" if self.beneficiary == T else "helenus_captive")
            return {"seer": seer, "beneficiary": self.beneficiary}
        if st == "reroll":
            die = {"duel": self.gdie, "result": self.res_die, "army": self.army_die}[self.context]
            facts: dict[str, Any] = {"die": die, "better": better_roll(die), "left": self.rerolls}
            if self.context == "duel":
                facts["total"] = die + self.tot_g
            elif self.context == "result":
                facts["result"] = self.result_of(die)
            elif self.context == "army":
                facts["total"] = die + self.army_modifiers(G).total
            return facts
        if st == "spare":
            table = D.RESULT_TABLE[self.res_die][0]
            return {"winner": D.HEROES[self.spaces(self.winner)[self.duel]].id,
                    "loser": D.HEROES[self.spaces(1 - self.winner)[self.duel]].id,
                    "die": self.res_die, "table": table,
                    "helen": table != "dead" and self.random_event_id() == "helen",
                    "vp": D.RESULT_VP["dead"]}
        if st == "cancel":
            return {"priam": self.random_event_id() == "priam",
                    "second": self.random_event_id() == "priam" and len(self.cancellers) == 1}
        if st == "exchange_reply":
            return {"offer": [D.HEROES[h].id for h in self.offer]}
        return {}

    def _odds(self, rows: list[list[str | None]]) -> list[float | None]:
        """The Greek's chance in each challenge whose two heroes the viewer sees and
        that is still to be fought (this turn's gods once drawn, else averaged)."""
        gods = tuple(self.gods) if len(self.gods) == 2 else None
        out: list[float | None] = [None] * 4
        for s, (g, t) in enumerate(rows):
            if g in (None, "hidden") or t in (None, "hidden") or self.cancelled[s] \
                    or self.thersites == s:
                continue
            out[s] = duel_odds(g, t, gods, self.mandatory_duel(s))[0]
        return out

    def _pick_view(self) -> tuple[list[str], list[int]]:
        heroes, spaces = self.pick_slots(self._actor())
        return [D.HEROES[i].id for i in heroes], [s + 1 for s in spaces]

    def summary(self) -> dict[str, Any]:
        """The `play` command's JSON line."""
        out = None
        if self.result is not None:
            w = self.result.winner
            out = {"winner": None if w is None else D.SIDE_NAMES[w], "reason": self.result.reason}
        who = self.to_move()
        return {"turn": self.turn, "phase": self.phase, "vp": self.vp,
                "to_act": None if who is None else D.SIDE_NAMES[who], "outcome": out,
                "heroes": {h.id: self.hero_status(i) for i, h in enumerate(D.HEROES)}}

    # ----------------------------------------------------------- notation
    def seat_text(self, viewer: int) -> str:
        """The position text ``viewer`` may hold while the other side plays unseen.

        The chance source is emptied (no seed: anything that would roll or draw
        raises ChanceExhausted), and the other side's face-down heroes are
        replaced by stand-ins taken from public facts alone: that side's first
        available heroes in roster order that are not already face up.
        ``view(viewer)`` of the text shows those spaces as hidden, as it would
        the real ones.
        """
        shown = self._clone()
        shown.chance = Chance(0, [])
        other = 1 - viewer
        spaces, up = shown.spaces(other), shown.face_up(other)
        down = [s for s in range(4) if spaces[s] >= 0 and not up[s]]
        if down:
            open_heroes = {spaces[s] for s in range(4) if spaces[s] >= 0 and up[s]}
            stand_ins = [h for h in self.available(other) if h not in open_heroes]
            # the real picks are among them, so there are always enough
            for s, hero in zip(down, stand_ins[: len(down)], strict=True):
                spaces[s] = hero
        return shown.to_text()

    def face_down_picks(self, side: int) -> set[str]:
        """Ids of ``side``'s heroes lying face down on the challenge spaces."""
        spaces, up = self.spaces(side), self.face_up(side)
        return {D.HEROES[spaces[s]].id for s in range(4) if spaces[s] >= 0 and not up[s]}

    def to_text(self) -> str:
        d = {k: v for k, v in self.__dict__.items() if k not in ("_history", "_events", "chance")}
        d["result"] = None if self.result is None else [self.result.winner, self.result.reason]
        d["chance"] = [self.chance.seed, self.chance.script, self.chance.pos]
        d["mods_g"] = [list(m) for m in self.mods_g]
        d["mods_t"] = [list(m) for m in self.mods_t]
        return "troy1 " + json.dumps(d, separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_text(cls, text: str) -> TroyState:
        if not isinstance(text, str) or not text.startswith("troy1 "):
            raise NotationError("not a Trojan War position (expected 'troy1 {...}')")
        try:
            d = json.loads(text[6:])
        except (ValueError, RecursionError) as exc:  # RecursionError: [[[[... nested deep
            raise NotationError(f"bad position text: {str(exc)[:80]}") from None
        ref = TroyState()
        want = {k for k in ref.__dict__ if k not in ("_history", "_events")}
        if not isinstance(d, dict) or set(d) != want:
            raise NotationError("position text has missing or unknown fields")
        try:
            seed, script, pos = d.pop("chance")
            res = d.pop("result")
            _check_ranges(d, seed, script, pos, res)
            state = object.__new__(cls)
            for k, v in d.items():
                if type(v) is not type(getattr(ref, k)) and getattr(ref, k) is not None \
                        and v is not None:
                    raise NotationError(f"field {k} has the wrong type")
            state.__dict__.update(d)
            state.chance = Chance(int(seed), script, int(pos))
            state.result = None if res is None else Outcome(res[0], res[1])
            state.mods_g = [tuple(m) for m in d["mods_g"]]
            state.mods_t = [tuple(m) for m in d["mods_t"]]
            if state.horse is not None:
                die, total, success = state.horse
                state.horse = (int(die), int(total), bool(success))
            if len(state.status) != len(D.HEROES) or any(
                    s not in D.STATUSES for s in state.status):
                raise NotationError("bad hero statuses")
        except (TypeError, ValueError, KeyError, IndexError) as exc:
            if isinstance(exc, NotationError):
                raise
            raise NotationError(f"bad position text: {exc}") from None
        state._history = []
        state._events = []
        try:  # what every screen asks of a loaded position, and a few decisions on
            actions = state.legal_actions()
            state.view(G)
            state.view(T)
            state.summary()
            for action in actions[:: max(1, len(actions) // 6)][:6]:
                trial = state._clone()
                try:
                    trial.play(action, record=False)
                except (IllegalActionError, NotationError, ChanceExhausted):
                    pass
        except Exception as exc:  # the fields do not fit together
            raise NotationError(f"inconsistent position: {type(exc).__name__}") from None
        return state


_DECISIONS = (*STAGE_PHASE,)  # the stages a game rests in between decisions
_EVENT_KINDS: dict[str, TroyEvent | CommonEvent] = {
    **{kind.value: kind for kind in TroyEvent}, CommonEvent.GAME_OVER.value: CommonEvent.GAME_OVER}
_KINDS = frozenset(TroyKind)
_BEFORE_DUELS = ("pick", "reveal", "cancel", "swap", "thersites")  # a duel's odds still matter


def _ints(value: Any, low: int, high: int, length: int | None = None) -> bool:
    """A list of whole numbers in ``low..high`` (of ``length`` items when given)."""
    return isinstance(value, list) and (length is None or len(value) == length) and all(
        type(v) is int and low <= v <= high for v in value)


def _bools(value: Any, length: int) -> bool:
    return isinstance(value, list) and len(value) == length and all(
        type(v) is bool for v in value)


def _mods(value: Any) -> bool:
    return isinstance(value, list) and len(value) <= 12 and all(
        isinstance(m, list) and len(m) == 2 and isinstance(m[0], str) and type(m[1]) is int
        and -99 <= m[1] <= 99 for m in value)


def _check_ranges(d: dict[str, Any], seed: Any, script: Any, pos: Any, res: Any) -> None:
    """Every field of a position text within what a game can reach: the right
    types alone let ``"actor": 7`` through, to fail later as an IndexError."""
    greeks, trojans = set(D.SIDE_HEROES[G]), set(D.SIDE_HEROES[T])
    checks = {
        "actor": d["actor"] in (None, G, T) and (d["actor"] is not None or d["stage"] == "over"),
        "stage": d["stage"] in _DECISIONS,
        "turn": type(d["turn"]) is int and 1 <= d["turn"] <= 12,
        "vp": type(d["vp"]) is int and -999 <= d["vp"] <= 999,
        "status": len(d["status"]) == len(D.HEROES),
        "back": _ints(d["back"], 0, NEVER, len(D.HEROES)),
        "captor": _ints(d["captor"], -1, len(D.HEROES) - 1, len(D.HEROES)),
        "pending": _ints(d["pending"], 1, 12) and set(d["pending"]) <= set(D.MANDATORY),
        "mandatory": d["mandatory"] == 0 or d["mandatory"] in D.MANDATORY,
        "space_g": _ints(d["space_g"], -1, len(D.HEROES) - 1, 4)
        and all(v == -1 or v in greeks for v in d["space_g"]),
        "space_t": _ints(d["space_t"], -1, len(D.HEROES) - 1, 4)
        and all(v == -1 or v in trojans for v in d["space_t"]),
        "face_up_g": _bools(d["face_up_g"], 4),
        "face_up_t": _bools(d["face_up_t"], 4),
        "protected": _bools(d["protected"], 4),
        "cancelled": _bools(d["cancelled"], 4),
        "committed": _bools(d["committed"], 2),
        "thersites": type(d["thersites"]) is int and -1 <= d["thersites"] <= 3,
        "duel": type(d["duel"]) is int and -1 <= d["duel"] <= 3,
        "gods": isinstance(d["gods"], list) and len(d["gods"]) <= 2
        and all(g in D.GODS for g in d["gods"]),
        "first": d["first"] in (G, T),
        "beneficiary": d["beneficiary"] in (-1, G, T),
        "cancellers": _ints(d["cancellers"], G, T) and len(d["cancellers"]) <= 2,
        "wounds": _ints(d["wounds"], 0, 99, 2),
        "won": _ints(d["won"], 0, 4, 2),
        "score": _ints(d["score"], 0, 999, 2),
        "mods_g": _mods(d["mods_g"]),
        "mods_t": _mods(d["mods_t"]),
        "tot_g": type(d["tot_g"]) is int and -99 <= d["tot_g"] <= 99,
        "tot_t": type(d["tot_t"]) is int and -99 <= d["tot_t"] <= 99,
        "dice": all(type(d[k]) is int and -1 <= d[k] <= 9
                    for k in ("gdie", "res_die", "army_die", "event")),
        "winner": d["winner"] in (-1, G, T),
        "rerolls": type(d["rerolls"]) is int and 0 <= d["rerolls"] <= D.SINON_REROLLS,
        "context": d["context"] in ("", "duel", "result", "army"),
        "offer": _ints(d["offer"], 0, len(D.HEROES) - 1) and len(d["offer"]) in (0, 2),
        "horse": d["horse"] is None or (
            isinstance(d["horse"], list) and len(d["horse"]) == 3
            and type(d["horse"][0]) is int and 0 <= d["horse"][0] <= 9
            and type(d["horse"][1]) is int and -99 <= d["horse"][1] <= 99
            and type(d["horse"][2]) is bool),
        "chance": type(seed) is int and 0 <= seed < 1 << 64 and type(pos) is int and pos >= 0
        and (script is None or (isinstance(script, list) and pos <= len(script) and all(
            isinstance(t, str) and (t in D.GODS or (len(t) == 1 and t in "0123456789"))
            for t in script))),
        "result": (res is None) == (d["stage"] != "over") and (res is None or (
            isinstance(res, list) and len(res) == 2 and res[0] in (None, G, T)
            and (res[1] in ("horse", "vp", "draw") or (res[1] == "resign" and res[0] in (G, T))))),
    }
    stage = d["stage"]
    checks["stage"] = checks["stage"] and {
        "cancel": bool(d["cancellers"]),
        "reroll": d["context"] != "" and d["rerolls"] > 0,
        "spare": d["winner"] in (G, T) and d["duel"] >= 0,
        "reveal": d["beneficiary"] in (G, T),
        "exchange": d["exchange_rule"],
        "exchange_reply": d["exchange_rule"] and len(d["offer"]) == 2,
    }.get(stage, True)
    bad = [name for name, ok in checks.items() if not ok]
    if bad:
        raise NotationError(f"position field out of range: {bad[0]}")


_HERO_ROWS = tuple((i, h.id, h.side) for i, h in enumerate(D.HEROES))
_CAMP = ("greek_camp", "troy")
_SIDE_NAMES = D.SIDE_NAMES
_CHALLENGE_LOC = tuple(f"challenge:{s + 1}" for s in range(4))

# The automatic steps of the machine, by stage name (``_st_<stage>``).
_STEPS = {name[4:]: f for name, f in vars(TroyState).items() if name.startswith("_st_")}
