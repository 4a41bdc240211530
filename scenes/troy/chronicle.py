"""The chronicle of a Trojan War game, as data: a list of turns, each a list of
entries written from the rules' events (and the decisions that caused them).

It is kept apart from any view so that the play screen's chronicle panel and
the review read the same record. Everything in it is written from the rules'
events, ply by ply (scenes/troy/plies.py): ``build`` writes the plies a game
has kept, so the chronicle is the same after a resume or an undo as if the
game had been played straight through, and the same whether the events came
from this machine's rules or from elsewhere. Heroes placed face down are named
only once they are revealed.
"""

# Every sentence is one template with named placeholders, kept whole for translation.
# ruff: noqa: UP032

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.common import Event
from game.troy import data as D
from game.troy.rules import TroyState
from scenes.core.i18n import N_, _, ngettext
from scenes.core.replay import Move
from scenes.troy.board import Line
from scenes.troy.lines import briseis_back, briseis_taken, line, track_words, worded
from scenes.troy.plies import Ply, opening, replay
from scenes.troy.words import (
    RESULT_WORDS,
    cancel_line,
    era,
    event_text,
    event_title,
    event_words,
    god_sides,
    horse_sum,
    mod_label,
    names_and,
    result_line,
    roll_sum,
    short_name,
    side_name,
    signed,
)

G, T = D.GREEK, D.TROJAN

# Entry kinds, for a view's colours and a review's filters.
KINDS = ("turn", "event", "decision", "pick", "god", "cancel", "duel", "modifiers", "round",
         "result", "vp", "army", "track", "horse", "end")

@dataclass(frozen=True)
class Entry:
    """One line of the chronicle: what happened, in words, and its numbers.

    ``side`` is the side it concerns (for colour), ``data`` the engine's values
    it was written from (totals of a round, VP scored, the track...), ``at`` where
    in the game it comes from: (batch, event), the batch written by ``add`` (0 the
    start's, then one a ply) and its event's index (-1: the decision itself)."""

    kind: str
    text: str
    side: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    at: tuple[int, int] = (0, -1)


@dataclass
class ChronicleTurn:
    """One turn's entries, in the order they happened."""

    turn: int
    entries: list[Entry] = field(default_factory=list)

    @property
    def title(self) -> str:
        return _("Turn {n} \u00b7 {era}").format(n=self.turn, era=era(self.turn))


# One whole sentence for each side (a side's name inside a sentence takes its
# language's article, case and capitals)
_DECISION_WORDS = {
    "reroll": (N_("The Greeks re-roll their die (Sinon)."),
               N_("The Trojans re-roll their die (Sinon).")),
    "keep": (N_("The Greeks keep their dice."), N_("The Trojans keep their dice.")),
    "spare": (N_("The Greeks spare the loser."), N_("The Trojans spare the loser.")),
    "kill": (N_("The Greeks finish the loser."), N_("The Trojans finish the loser.")),
    "noswap": (N_("The Greeks keep their heroes in place."),
               N_("The Trojans keep their heroes in place.")),
    "noexchange": (N_("The Greeks offer no exchange."), N_("The Trojans offer no exchange.")),
    "accept": (N_("The Greeks accept the exchange."), N_("The Trojans accept the exchange.")),
    "refuse": (N_("The Greeks refuse the exchange."), N_("The Trojans refuse the exchange.")),
}


class Chronicle:
    """The game so far, turn by turn; ``add`` writes one batch of events into it."""

    def __init__(self) -> None:
        self.turns: list[ChronicleTurn] = []
        self._spaces: list[list[str | None]] = [[None, None] for _ in range(4)]
        self._dice: list[dict[str, Any] | None] = [None, None]   # this round's duel dice
        self._army: list[dict[str, Any] | None] = [None, None]
        self._duel: tuple[str, str] | None = None
        self._round = 0
        self._shown_mods = [False, False]
        self._kept = -1            # the turn whose dice the Greeks were last said to keep
        self._zeus_turn = -1       # the turn in which Zeus was drawn, if he was
        self._briseis_home = True  # Briseis in Achilles' tent (a fixed event void for it)
        self._batch = -1           # the batches written so far, less one
        self._at = -1              # the event of the batch being written

    # ------------------------------------------------------------------ reading
    def entries(self) -> list[Entry]:
        """Every entry, first to last."""
        return [e for t in self.turns for e in t.entries]

    def __len__(self) -> int:
        return sum(len(t.entries) for t in self.turns)

    def since(self, count: int) -> list[Entry]:
        """The entries added after the first ``count``."""
        return self.entries()[count:]

    def head(self, count: int) -> Chronicle:
        """A copy holding only the first ``count`` entries (for reading, not writing)."""
        out = Chronicle()
        left = count
        for turn in self.turns:
            if left <= 0 and turn.entries:
                break
            out.turns.append(ChronicleTurn(turn.turn, turn.entries[:max(0, left)]))
            left -= len(turn.entries)
        return out

    def told_by(self, at: tuple[int, int]) -> int:
        """How many entries come from the game up to and including event ``at``
        ((batch, event), as ``Entry.at``)."""
        return sum(1 for e in self.entries() if e.at <= at)

    # ------------------------------------------------------------------ writing
    def add(self, events: Iterable[Event], actor: int | None = None,
            action: str | None = None) -> list[Entry]:
        """Write ``events`` (the result of ``actor`` deciding ``action``); the new entries."""
        before = len(self)
        self._batch += 1
        self._at = -1
        turn = self.turns[-1].turn if self.turns else 0
        if action == "keep" and self._kept == turn:
            pass        # their dice are kept: once a turn is enough to say so
        elif actor is not None and action in _DECISION_WORDS:
            if action == "keep":
                self._kept = turn
            self._put("decision", _(_DECISION_WORDS[action][actor]), actor)
        elif actor is not None and action is not None and action.startswith("exchange:"):
            g, t = action[len("exchange:"):].split(",")
            offer = (_("The Greeks offer {greek} for {trojan}.") if actor == G else
                     _("The Trojans offer {greek} for {trojan}."))
            self._put("decision", offer.format(greek=short_name(g), trojan=short_name(t)), actor)
        placed: dict[int, int] = {}
        reveals = False
        for i, e in enumerate(events):     # a group's line comes from its last event
            if reveals and e.kind != "hero_revealed":
                self._pairs()
                reveals = False
            if e.kind == "hero_placed" and not e["face_up"]:
                placed[e["side"]] = placed.get(e["side"], 0) + 1
                self._spaces[e["space"] - 1][e["side"]] = e["hero"]
                self._at = i
                continue
            if placed:
                self._placed(placed)
                placed = {}
            self._at = i
            if e.kind == "hero_revealed" and e.get("by") is None:
                self._spaces[e["space"] - 1][e["side"]] = e["hero"]
                reveals = True
                continue
            self._event(e)
        if placed:
            self._placed(placed)
        if reveals:
            self._pairs()
        return self.since(before)

    def _put(self, kind: str, text: str, side: int | None = None, **data: Any) -> None:
        if not self.turns:
            self.turns.append(ChronicleTurn(0))
        self.turns[-1].entries.append(Entry(kind, text, side, data, (self._batch, self._at)))

    def _placed(self, placed: dict[int, int]) -> None:
        for side, n in placed.items():
            self._put("pick", worded(line("placed", side=side, n=n)), side, count=n)

    def _pairs(self) -> None:
        for s, (g, t) in enumerate(self._spaces):
            if g and t:
                self._put("pick", _("Challenge {n}: {greek} against {trojan}.").format(
                    n=s + 1, greek=short_name(g), trojan=short_name(t)), None, space=s + 1)
            elif g or t:
                hero = g or t
                self._put("pick", _("Challenge {n}: {hero} has no opponent.").format(
                    n=s + 1, hero=short_name(hero or "")), 0 if g else 1, space=s + 1)

    def _event(self, e: Event) -> None:  # noqa: C901 - one branch per kind of event
        k = e.kind
        put = self._put
        if k == "turn_started":
            self.turns.append(ChronicleTurn(e["turn"]))
            self._spaces = [[None, None] for _ in range(4)]
        elif k == "hero_recovered":
            put("event", worded(line("recovered", hero=e["hero"], sulking=bool(e.get("sulking")))),
                recovered=e["hero"], sulking=bool(e.get("sulking")))
        elif k == "reinforcement":
            put("event", worded(line("reinforcement", hero=e["hero"], side=e["side"])),
                e["side"], joins=e["hero"])
        elif k == "die_rolled":
            self._die(e)
        elif k == "event_drawn":
            self._drawn(e)
        elif k == "event_void":
            put("event", _("Sinon has no effect: it has already been used."))
        elif k == "briseis_moved":
            self._briseis_home = e["to"] == "achilles"
            if self._briseis_home:          # taken: the mandatory line says so
                achilles = e.get("achilles")
                put("event", briseis_back(achilles) if achilles not in (None, "fights") else
                    _("Briseis goes back to Achilles' tent: Achilles fights again."),
                    achilles=achilles)
        elif k == "hero_placed":   # face up: the mandatory duel's heroes
            self._spaces[e["space"] - 1][e["side"]] = e["hero"]
            mandatory = (_("Challenge {n} (mandatory): {hero} for the Greeks.") if e["side"] == G
                         else _("Challenge {n} (mandatory): {hero} for the Trojans."))
            put("pick", mandatory.format(n=e["space"], hero=short_name(e["hero"])),
                e["side"], space=e["space"])
        elif k == "hero_revealed":  # Calchas or Helenus turns one face up
            self._spaces[e["space"] - 1][e["side"]] = e["hero"]
            text = (_("Calchas reveals {hero} on challenge {n}: it cannot be cancelled.")
                    if e["by"] == G else
                    _("Helenus reveals {hero} on challenge {n}: it cannot be cancelled."))
            put("pick", text.format(hero=short_name(e["hero"]), n=e["space"]), e["by"],
                space=e["space"], seer=e["by"], hero=e["hero"])
        elif k == "god_drawn":
            turn = self.turns[-1].turn if self.turns else 0
            cancelled = self._zeus_turn == turn         # the other side's Zeus came first
            put("god", god_sides(e["god"], e["side"], cancelled), e["side"], god=e["god"],
                cancelled=cancelled)
            if e["god"] == D.ZEUS:
                self._zeus_turn = turn
        elif k == "challenge_cancelled":
            put("cancel", cancel_line(e["side"], e["space"]), e["side"], space=e["space"])
        elif k == "heroes_swapped":
            (s1, s2), (h1, h2) = e["spaces"], e["heroes"]
            self._spaces[s1 - 1][G], self._spaces[s2 - 1][G] = h1, h2
            put("decision", _("Cassandra: {a} now fights on challenge {n}, {b} on {m}.").format(
                a=short_name(h1), n=s1, b=short_name(h2), m=s2), G, swapped=True)
        elif k == "duel_started":
            self._duel = (e["greek"], e["trojan"])
            self._round, self._dice, self._shown_mods = 0, [None, None], [False, False]
            text = (_("Duel on challenge {n}: {greek} against {trojan}, to the death.")
                    if e["to_death"] else _("Duel on challenge {n}: {greek} against {trojan}."))
            put("duel", text.format(n=e["space"], greek=short_name(e["greek"]),
                                    trojan=short_name(e["trojan"])), space=e["space"])
        elif k == "reroll":
            put("decision", ngettext("Sinon: the Greeks re-roll ({left} re-roll left).",
                                     "Sinon: the Greeks re-roll ({left} re-rolls left).",
                                     e["left"]).format(left=e["left"]), G, rerolled=True)
        elif k in ("round_tied", "wound"):
            self._round_entry(e)
        elif k == "duel_result":
            self._result(e)
        elif k == "hero_wounded" and e.get("winner"):
            put("result", worded(line("winner_wounded", hero=e["hero"])), scratched=e["hero"])
        elif k == "vp_scored":
            self._vp(e)
        elif k == "army_battle":
            self._army_entry(e)
        elif k == "vp_track":
            put("track", track_words(e["turn"], e["delta"], e["vp"]),
                delta=e["delta"], vp=e["vp"], turn=e["turn"])
        elif k == "horse_boarded":
            names = names_and([short_name(h) for h in e["heroes"]]) or _("nobody")
            put("horse", _("Into the Horse ({n}): {names}.").format(n=len(e["heroes"]),
                                                                    names=names), G)
        elif k == "horse_roll":
            mods = [(str(m[0]), int(m[1])) for m in e["modifiers"]]
            text = (_("The Horse: {sum}. The Horse enters Troy!") if e["success"] else
                    _("The Horse: {sum}. The Trojans burn the Horse."))
            put("horse", text.format(sum=horse_sum(e["value"], mods, e["total"])), G,
                total=e["total"])
        elif k == "prisoners_exchanged":
            a, b = e["heroes"]
            put("event", _("{a} and {b} are exchanged and go home.").format(
                a=short_name(a), b=short_name(b)), exchanged=[a, b])
        elif k == "game_over":
            self._over(e)

    def _die(self, e: Event) -> None:
        purpose, who = e["purpose"], e.get("who")
        if purpose == "duel" and who in (G, T):
            if who == G and self._dice[G] is None:   # a Sinon re-roll stays in its round
                self._round += 1
            self._dice[who] = e.data
            if not self._shown_mods[who] and self._duel is not None:
                self._shown_mods[who] = True
                mods = e["modifiers"]
                items = ", ".join(f"{mod_label(label)} {signed(v)}" for label, v in mods)
                self._put("modifiers", _("{hero}: modifier {total} ({items}).").format(
                    hero=short_name(self._duel[who]), total=signed(sum(v for _, v in mods)),
                    items=items or _("none")), who)
        elif purpose == "army" and who in (G, T):
            self._army[who] = e.data

    def _drawn(self, e: Event) -> None:
        if not e["mandatory"]:
            name, line = event_words(e["event"])
            # no event after the turn's fixed one: a skip's card says "no further event"
            only_fixed = e["event"] == "none" and any(
                x.data.get("state") == "applies" for x in self.turns[-1].entries) \
                if self.turns else False
            self._put("event", _("Event (die {roll}): {name}. {line}").format(
                roll=e.get("roll"), name=name, line=line), roll=e.get("roll"), drawn=e["event"],
                only_fixed=only_fixed)
            return
        ev = D.MANDATORY_BY_ID[e["event"]]
        state = e.get("state", "applies")
        text = {"applies": _("Mandatory: {name}. {text}"),
                "void": _("Mandatory: {name}. It is void."),
                "postponed": _("Mandatory: {name}. Postponed: a hero cannot fight yet.")}[state]
        words = briseis_taken(e.get("achilles")) if ev.id == "briseis_taken" else \
            event_text(ev.id)
        home = ev.void_if_briseis_home and self._briseis_home      # why void, if it is
        self._put("event", text.format(name=event_title(ev.id), text=words), state=state,
                  achilles=e.get("achilles"), mandatory=ev.id, home=home)

    def _round_entry(self, e: Event) -> None:
        g, t = self._dice
        if self._duel is None or g is None or t is None:
            return
        self._dice = [None, None]
        gh, th = (short_name(h) for h in self._duel)
        if e.kind == "round_tied":
            text = _("Round {r}: {greek} {groll} against {trojan} {troll}: a tie, no wound.")
            side = None
        else:
            text = _("Round {r}: {greek} {groll} against {trojan} {troll}: {hero} wounded "
                     "({wounds} of {res}).")
            side = e["side"]
        words = dict(r=self._round, greek=gh, trojan=th,
                     groll=roll_sum(g["value"], g["total"]), troll=roll_sum(t["value"], t["total"]))
        if e.kind == "wound":
            words.update(hero=short_name(e["hero"]), wounds=e["wounds"],
                         res=e["resistance"])
        self._put("round", text.format(**words), side, round=self._round,
                  greek_total=g["total"], trojan_total=t["total"])

    def _result(self, e: Event) -> None:
        wh, lh = short_name(e["winner_hero"]), short_name(e["loser_hero"])
        if e.get("thersites"):
            text = _("Thersites: {winner} wins challenge {n} over {loser}, who is unharmed.")
        elif e.get("roll", -1) >= 0:
            # TRANSLATORS: {result} is a whole sentence such as "Hector is killed".
            text = _("{winner} wins (result die {roll}): {result}.")
        else:
            text = _("{winner} wins: {result}.")
        result = result_line(e["result"], lh) if e["result"] in RESULT_WORDS else ""
        self._put("result", text.format(winner=wh, loser=lh, n=e["space"], roll=e.get("roll"),
                                        result=result), e["winner"],
                  result=e["result"], space=e["space"], winner=e["winner_hero"],
                  loser=e["loser_hero"], thersites=bool(e.get("thersites")))

    def _vp(self, e: Event) -> None:
        reasons = {"dead": _("{side} +{vp} VP for a kill."),
                   "serious": _("{side} +{vp} VP for a serious wound."),
                   "wounded": _("{side} +{vp} VP for a wound."),
                   "prisoner": _("{side} +{vp} VP for a prisoner."),
                   "unharmed": _("{side} +{vp} VP for a duel won."),
                   "winner_wounded": _("{side} +{vp} VP for their enemy's winner left on "
                                       "1 Resistance."),
                   "thersites": _("{side} +{vp} VP for Thersites."),
                   "army": _("{side} +{vp} VP for the army battle.")}
        text = reasons.get(e["reason"]) or _("{side} +{vp} VP.")
        self._put("vp", text.format(side=side_name(e["side"]), vp=e["vp"]),
                  e["side"], vp=e["vp"], signed=e["signed"], reason=e["reason"])

    def _army_entry(self, e: Event) -> None:
        g, t = self._army
        self._army = [None, None]
        w = e["winner"]
        verdict = (_("a draw, no VP") if w is None else
                   _("the Greek army wins") if w == G else _("the Trojan army wins"))
        if g is None or t is None:
            # TRANSLATORS: {verdict} is "a draw, no VP" or "the Greek army wins".
            text = _("Armies: Greeks {gt} against Trojans {tt}: {verdict}.")
            words: dict[str, Any] = {}
        else:
            text = _("Armies: Greeks {groll} against Trojans {troll}: {verdict}.")
            words = dict(groll=roll_sum(g["value"], g["total"]),
                         troll=roll_sum(t["value"], t["total"]))
        self._put("army", text.format(gt=e["greek_total"], tt=e["trojan_total"],
                                      verdict=verdict, **words), w,
                  greek_total=e["greek_total"], trojan_total=e["trojan_total"], winner=w)

    def _over(self, e: Event) -> None:
        w, reason = e["winner"], e["reason"]
        if reason == "resign":
            text = (_("The Trojans resign: the Greeks win.") if w == G
                    else _("The Greeks resign: the Trojans win."))
        elif w is None:
            text = _("The war ends in a draw.")
        else:
            text = (_("The Greeks win the war.") if w == G else _("The Trojans win the war."))
        self._put("end", text, w, reason=reason)


def _never(entry: Entry) -> bool:
    return False


_SHOWS: dict[str, Callable[[Entry], bool]] = {
    "calchas": lambda e: e.kind == "pick" and "seer" in e.data,
    "helenus": lambda e: e.kind == "pick" and "seer" in e.data,
    "cassandra": lambda e: "swapped" in e.data,
    "sinon": lambda e: "rerolled" in e.data,
    "priam": lambda e: e.kind == "cancel",
    "thersites": lambda e: e.kind == "result" and bool(e.data.get("thersites")),
    "briseis": lambda e: e.kind == "event" and "achilles" in e.data,
    "none": lambda e: True,
}
"""The chronicle entries that show what a drawn event did: without one among what a
skip passed, its card says what the event does (it is still to come, or unseen)."""


def skipped(entries: Sequence[Entry], turn_vp: Sequence[int] | None = None,
            own: int | None = None) -> list[Line]:
    """What a skip to the player's decision passed over, in a few lines: the events
    (the fixed ones and what became of them, the die's, or that it added none, Briseis
    coming back) and the gods drawn,
    heroes fit again, a seer's reveal, each challenge cancelled, each duel won (by
    whom, the loser's fate, a winner left wounded), the armies, a hero joining or
    exchanged, and the VP: the track's move at a turn's end and, when VP
    were scored since, the turn's score so far (``turn_vp``, what the board's chips
    show; else the skip's). The person's own cancel (``own``: the side a person
    plays against the computer) is not news to them."""
    lines: list[Line] = []
    scored = [0, 0]
    for e in entries:
        d = e.data
        if e.kind == "event" and d.get("only_fixed"):
            lines.append(line("no_further_event"))
        elif e.kind == "event" and "drawn" in d:
            shown = any(_SHOWS.get(d["drawn"], _never)(x) for x in entries)
            lines.append(line("event" if shown else "event_ahead", event=d["drawn"]))
        elif e.kind == "event" and "mandatory" in d:
            lines.append(line("mandatory", event=d["mandatory"], state=d["state"],
                              home=d["home"], achilles=d.get("achilles")))
        elif e.kind == "event" and "achilles" in d:          # Briseis back in his tent
            lines.append(line("briseis", to="achilles", achilles=d["achilles"]))
        elif e.kind == "event" and "recovered" in d:
            lines.append(line("recovered", hero=d["recovered"], sulking=bool(d.get("sulking"))))
        elif e.kind == "god" and e.side is not None:
            lines.append(line("god_cancelled" if d.get("cancelled") else "god", god=d["god"],
                              side=e.side))
        elif e.kind == "pick" and "seer" in d:
            lines.append(line("seer", by=d["seer"], hero=d["hero"], n=d["space"]))
        elif e.kind == "cancel" and e.side is not None and e.side != own:
            lines.append(line("cancelled", side=e.side, n=d["space"]))
        elif e.kind == "result" and d.get("thersites"):
            lines.append(line("thersites", hero=d["winner"], n=d["space"]))
        elif e.kind == "result" and "winner" in d:
            lines.append(line("duel_won", winner=d["winner"], loser=d["loser"],
                              result=d["result"]))
        elif e.kind == "result" and "scratched" in d:     # its VP are in the score below
            lines.append(line("winner_wounded", hero=d["scratched"]))
        elif e.kind == "army":
            lines.append(line("army", winner=e.side))
        elif e.kind == "event" and "joins" in d:
            lines.append(line("reinforcement", hero=d["joins"], side=e.side))
        elif e.kind == "event" and "exchanged" in d:
            first, second = d["exchanged"]
            lines.append(line("exchanged", first=first, second=second))
        elif e.kind == "vp" and e.side is not None:
            scored[e.side] += d["vp"]
        elif e.kind == "track":
            lines.append(line("track", turn=d["turn"], delta=d["delta"], vp=d["vp"]))
            scored = [0, 0]
    if any(scored):         # the turn's whole score so far (``turn_vp``), as the chips say
        so_far = scored if turn_vp is None else turn_vp
        lines.append(line("turn_points_so_far", greek=so_far[G], trojan=so_far[T]))
    return lines


def build(start: Sequence[Event], plies: Sequence[Ply]) -> Chronicle:
    """The chronicle of a game from its start position's opening events and its plies."""
    chronicle = Chronicle()
    chronicle.add(start)
    for ply in plies:
        chronicle.add(ply.events, ply.player, ply.action or None)
    return chronicle


def of_game(start_text: str, moves: Sequence[Move]) -> Chronicle:
    """The chronicle of a local game: its start position and moves, played again."""
    return build(opening(TroyState.from_text(start_text)), replay(start_text, moves))
