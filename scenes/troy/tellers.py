"""The tellers of the table's events: a turn begins, heroes recover or arrive, the
event die and its event, the mandatory events, Briseis, the picks, the reveals,
the gods, cancels, Cassandra's swap and a prisoner exchange.

Each teller takes one event and the ``Telling`` around it and returns the beats
that tell it (beats.py); the duel's events have theirs in duel_tellers.py, the
Horse's in horse.py. ``TELLERS`` names them all by event kind.
"""

from __future__ import annotations

from functools import partial

from game.common import Event
from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.core import theme
from scenes.core.i18n import _
from scenes.troy import pace
from scenes.troy.beats import Banner, Beat, Change, Moment, PanelDie, change, shown
from scenes.troy.board import Board, Line
from scenes.troy.layout import CARD, CENTRE, GOD_CARD, card_pos, god_slot
from scenes.troy.lines import briseis_taken, line, mandatory_effect, worded
from scenes.troy.table import hero_card
from scenes.troy.telling import Telling
from scenes.troy.words import (
    era,
    event_title,
    event_words,
    god_name,
    god_sides,
    hero_line,
    short_name,
)
from scenes.ui import anim, effects

G, T = D.GREEK, D.TROJAN
ERAS = (3, 9)           # the Iliad begins, and ends
FLIP_LIFT = 0.0         # cards turn over in their own place: lifted, they would run
                        # over the words beside them (a challenge's heading, "vs")


def note(said: Line) -> partial[None]:
    """A change that tells ``said`` on the board's story line."""
    return partial(Board.note, line=said)


def _set(field: str, value: object) -> partial[None]:
    return partial(_put, field=field, value=value)


def _put(board: Board, field: str, value: object) -> None:
    setattr(board, field, value)


def _status(hero: str, status: str) -> partial[None]:
    return partial(_put_status, hero=hero, status=status)


def _put_status(board: Board, hero: str, status: str) -> None:
    board.status[hero] = status


def _place(space: int, side: int, hero: str | None) -> partial[None]:
    return partial(_put_place, space=space, side=side, hero=hero)


def _put_place(board: Board, space: int, side: int, hero: str | None) -> None:
    board.spaces[space][side] = hero


# --------------------------------------------------------------------------- the turn

def tell_turn(e: Event, t: Telling) -> list[Beat]:
    turn = e["turn"]
    lines = [era(turn)]
    back = [short_name(x["hero"]) for x in t.ahead()
            if x.kind == "hero_recovered" and not x.get("sulking")]
    if back:        # (a hero joining has a moment of his own)
        # TRANSLATORS: {heroes} is a comma-separated list of hero names.
        lines.append(_("Back in the fight: {heroes}").format(heroes=", ".join(back)))
    said = line("turn_begins", n=turn)
    title = _("Turn {n}").format(n=turn)
    if turn in ERAS:
        words = (_("The Iliad begins: the fixed events of the war come one by one.")
                 if turn == ERAS[0] else
                 _("The Iliad ends. What is left of the war is the heroes' and the Horse's."))
        show = shown(Moment, "era", None, None,
                     _("Turn {n} \u00b7 {era}").format(n=turn, era=era(turn)),
                     [words, *lines[1:]], pace.ERA)
    else:
        show = shown(Banner, title, lines, pace.TURN + 0.3 * (len(lines) - 1))
    return [Beat(before=change(partial(Board.new_turn, turn=turn), note(said)), show=show,
                 stop=said)]


def tell_recovered(e: Event, t: Telling) -> list[Beat]:
    hero, sulks = e["hero"], bool(e.get("sulking"))   # Achilles healed, Briseis away
    return [Beat(before=change(partial(_recover, hero=hero, sulks=sulks),
                               note(line("recovered", hero=hero, sulking=sulks))))]


def _recover(board: Board, hero: str, sulks: bool) -> None:
    board.status[hero] = "sulking" if sulks else "available"


def tell_reinforcement(e: Event, t: Telling) -> list[Beat]:
    """A hero joins the war: a moment of his own (a skip to the decision stops for it),
    with what he brings."""
    hero, side = e["hero"], e["side"]
    said = line("reinforcement", hero=hero, side=side)
    # TRANSLATORS: a moment's title: "Memnon joins the Trojans"
    title = (_("{hero} joins the Greeks") if side == G
             else _("{hero} joins the Trojans")).format(hero=short_name(hero))
    show = shown(Moment, "reinforcement", hero, side, title,
                 [hero_line(hero), _("Ready to fight from this turn on.")], pace.ARRIVAL)
    return [Beat(before=change(_status(hero, "available"), note(said)), show=show, stop=said)]


def tell_event_die(e: Event, t: Telling) -> list[Beat]:
    value = e["value"]
    pos = (CENTRE.centerx, CENTRE.top + 70)
    show = shown(PanelDie, value, pos, troy_art.die_faces(58), CENTRE,
                   duration=pace.EVENT_DIE, seed=value * 7 + 1)
    return [Beat(show=show, after=_set("event_roll", value), sound="dice")]


def tell_event(e: Event, t: Telling) -> list[Beat]:
    if e["mandatory"]:
        return _mandatory(e, t)
    event, roll = e["event"], e.get("roll")
    name, effect = event_words(event)
    said = line("event", event=event)
    nothing = event == "none"
    show = shown(Banner, _("Event: {name}").format(name=name),
                   [_("The die shows {n}. {effect}").format(n=roll, effect=effect)],
                   pace.NO_EVENT if nothing else pace.EVENT)
    if nothing and any(x.kind == "event_drawn" and x["mandatory"] and x.get("state", "applies")
                       == "applies" for x in t.events[:t.index]):
        # the turn's fixed event was just told: "nothing happens" would deny it
        said = line("no_further_event")
        show = shown(Banner, _("No further event"),
                     [_("The die shows {n}: this turn has only its fixed event.").format(n=roll)],
                     pace.NO_EVENT)
    return [Beat(before=change(_set("event", event), _set("event_roll", roll), note(said)),
                 show=show, stop=said)]


def _mandatory(e: Event, t: Telling) -> list[Beat]:
    ev = D.MANDATORY_BY_ID[e["event"]]
    state = e.get("state", "applies")
    # void for Briseis in Achilles' tent, rather than for a fallen hero (Briseis moves
    # only after the mandatory events of a turn, so the board as the batch began says)
    home = ev.void_if_briseis_home and t.briseis == "achilles"
    achilles = e.get("achilles")        # Briseis taken: what it means for him, as ruled
    said = line("mandatory", event=ev.id, state=state, home=home, achilles=achilles)

    def tell(board: Board) -> None:
        board.tell_mandatory(said)
        board.note(said)
        if state == "applies" and ev.greek is not None:
            board.mandatory = ev.id
    if ev.greek is None and state == "applies":     # Briseis taken: her move is the moment
        return [Beat(before=tell, stop=said)]
    effect = mandatory_effect(ev.id, state, home, achilles)
    show = shown(Banner, _("Mandatory: {event}").format(event=event_title(ev.id)), [effect],
                   pace.MANDATORY, theme.DANGER if state == "applies" else theme.INK_DIM)
    return [Beat(before=tell, show=show, stop=said)]


def tell_sinon_void(e: Event, t: Telling) -> list[Beat]:
    said = line("sinon_void")
    show = shown(Banner, _("Sinon has no effect"), [_("Sinon has already been used.")],
                   pace.LOW_BANNER)
    return [Beat(before=note(said), show=show, stop=said)]


def tell_briseis(e: Event, t: Telling) -> list[Beat]:
    """Briseis changes tents: a moment when Achilles starts or stops sulking, else a
    banner that says why nothing changes for him (the rules' ``achilles``; an older
    record without it is read from the board)."""
    to = e["to"]
    achilles = e.get("achilles")
    said = line("briseis", to=to, achilles=achilles)
    if to == "agamemnon":
        def show(board: Board) -> anim.Anim:
            why = achilles if achilles is not None else _unruled(board)
            if why == "sulks":
                return Moment("sulk", "achilles", G, _("Agamemnon takes Briseis"), [
                    _("Achilles sulks in his tent: he will not fight until she comes back "
                      "or Patroclus falls.")], pace.MOMENT)
            return Banner(_("Agamemnon takes Briseis"), [briseis_taken(why)], pace.MANDATORY)
        status = partial(_sulk)
    else:
        def show(board: Board) -> anim.Anim:
            sulking = board.status.get("achilles") == "sulking"
            if sulking and achilles in (None, "fights"):
                return Moment("return", "achilles", G, _("Briseis comes back"), [
                    _("Achilles leaves his tent and fights again.")], pace.MOMENT)
            return Banner(_("Briseis comes back"), [worded(said)], pace.EVENT)
        status = partial(_unsulk)
    return [Beat(before=change(_set("briseis", to), status, note(said)), show=show, stop=said)]


def _unruled(board: Board) -> str:
    """What Briseis taken means for Achilles, from the board (a record without it)."""
    if board.status.get("achilles") == "dead":
        return "fallen"
    return "avenging" if board.status.get("patroclus") == "dead" else "sulks"


def _sulk(board: Board) -> None:
    if board.status.get("achilles") == "available" and board.status.get("patroclus") != "dead":
        board.status["achilles"] = "sulking"


def _unsulk(board: Board) -> None:
    if board.status.get("achilles") == "sulking":
        board.status["achilles"] = "available"


# --------------------------------------------------------------------------- challenges

def tell_placed(e: Event, t: Telling) -> list[Beat]:
    side, s = e["side"], e["space"] - 1
    hero = e["hero"] if e["face_up"] or side == t.viewer else "hidden"
    nxt = t.at(1)
    last = nxt is None or nxt.kind != "hero_placed" or nxt["side"] != side
    stop: Line | None = None
    if last and not e["face_up"]:
        count = sum(1 for x in t.events[:t.index + 1]
                    if x.kind == "hero_placed" and x["side"] == side and not x["face_up"])
        stop = line("placed", side=side, n=count)
    place: Change = _place(s, side, hero)
    if e["face_up"]:                    # the mandatory duel's heroes: fixed on challenge 1
        place = change(place, partial(_protect, space=s))
    return [Beat(before=place, show=shown(anim.Delay, pace.PLACED), stop=stop)]


def _protect(board: Board, space: int) -> None:
    board.protected[space] = True


def tell_revealed(e: Event, t: Telling) -> list[Beat]:
    if e.get("by") is not None:
        return _seer_reveal(e)
    if t.index in t.done:
        return []
    group = [e]
    for x in t.ahead():
        if x.kind != "hero_revealed" or x.get("by") is not None:
            break
        group.append(x)
    t.done.update(range(t.index + 1, t.index + len(group)))

    def flips(board: Board) -> anim.Anim:
        return anim.Parallel([effects.CardFlip(troy_art.card_back(CARD), hero_card(x["hero"]),
                                               card_pos(x["space"] - 1, x["side"]),
                                               duration=pace.REVEAL, lift=FLIP_LIFT)
                              for x in group])
    keys = [(x["space"] - 1, x["side"]) for x in group]

    def start(board: Board) -> None:
        board.flipping.update(keys)

    def land(board: Board) -> None:
        board.flipping.difference_update(keys)
        for x in group:
            board.spaces[x["space"] - 1][x["side"]] = x["hero"]
    said = line("revealed")
    lone = Banner("", [], pace.LOW_BANNER, low=True)

    def unopposed(board: Board) -> None:
        """The cards are up: a hero with nobody across his challenge is said to have
        no duel there (the board would just pass over him), or the banner is skipped."""
        alone = [_("Challenge {n}: {hero} has no opponent.").format(
            n=k + 1, hero=short_name(g or t or "")) for k, (g, t) in enumerate(board.spaces)
            if bool(g) != bool(t) and not board.cancelled[k]]
        if not alone:
            lone.skip()
            return
        lone.title = alone[0]
        lone.lines = alone[1:] or [_("That duel will not be fought.")]
    return [Beat(before=start, show=flips, after=change(land, note(said)), sound="flip",
                 stop=said),
            Beat(before=unopposed, show=lambda board: lone)]


def _seer_reveal(e: Event) -> list[Beat]:
    """Calchas or Helenus turns a hero over: the card turns, lands face up, and only
    then does the banner say who it is (never a banner over a card still turning)."""
    side, s, hid, by = e["side"], e["space"] - 1, e["hero"], e["by"]
    said = line("seer", by=by, hero=hid, n=s + 1)
    title = (_("Calchas reveals {hero}") if by == G else _("Helenus reveals {hero}")).format(
        hero=short_name(hid))
    flip = shown(effects.CardFlip, troy_art.card_back(CARD), hero_card(hid), card_pos(s, side),
                 duration=pace.REVEAL, lift=FLIP_LIFT)
    banner = shown(Banner, title, [_("Challenge {n} is face up and cannot be cancelled.").format(
        n=s + 1)], pace.LOW_BANNER, low=True)

    def start(board: Board) -> None:
        board.flipping.add((s, side))

    def land(board: Board) -> None:
        board.flipping.discard((s, side))
        board.spaces[s][side] = hid
        board.protected[s] = True
    return [Beat(before=start, show=flip, after=change(land, note(said)), sound="flip",
                 stop=said),
            Beat(show=banner)]


def tell_god(e: Event, t: Telling) -> list[Beat]:
    side, god = e["side"], e["god"]
    pos = god_slot(side)

    def flip(board: Board) -> anim.Anim:
        return effects.CardFlip(troy_art.card_back(GOD_CARD),
                                troy_art.god_card(god_name(god), GOD_CARD, god), pos,
                                duration=pace.GOD_FLIP, lift=FLIP_LIFT)

    def start(board: Board) -> None:
        board.god_flipping.add(side)

    def land(board: Board) -> None:
        board.god_flipping.discard(side)
        board.gods[side] = god
    gods = [x["god"] for x in t.events if x.kind == "god_drawn"]
    # the Greeks draw first: the Trojans' god lands knowing whether Zeus is out
    zeus_first = side == T and len(gods) == 2 and gods[0] == D.ZEUS
    said = line("god_cancelled" if zeus_first else "god", god=god, side=side)
    beats = [Beat(before=change(start, note(line("gods_drawn"))) if side == G else start,
                  show=flip, after=change(land, note(said)), sound="flip", stop=said)]
    if side == T and len(gods) == 2:
        beats.append(Beat(show=shown(
            Banner, _("The gods take sides"),
            [god_sides(g, s, cancelled=gods[1 - s] == D.ZEUS) for s, g in enumerate(gods)],
            pace.GODS)))
    return beats


def tell_cancelled(e: Event, t: Telling) -> list[Beat]:
    s = e["space"] - 1
    said = line("cancelled", side=e["side"], n=s + 1)
    show = shown(Banner, worded(said), [_("That duel will not be fought.")], pace.LOW_BANNER,
                   low=True)

    def cancel(board: Board) -> None:
        board.cancelled[s] = True
        board.turn_news.append([said])      # the turn's card names every challenge
    return [Beat(before=change(cancel, note(said)), show=show, stop=said)]


def tell_swapped(e: Event, t: Telling) -> list[Beat]:
    s1, s2 = (x - 1 for x in e["spaces"])
    h1, h2 = e["heroes"]
    said = line("swapped", first=h1, n=s1 + 1, second=h2, m=s2 + 1)
    show = shown(Banner, _("Cassandra: the Greeks swap"), [worded(said)], pace.LOW_BANNER,
                   low=True)
    return [Beat(before=change(_place(s1, G, h1), _place(s2, G, h2), note(said)), show=show,
                 stop=said)]


def tell_exchanged(e: Event, t: Telling) -> list[Beat]:
    first, second = e["heroes"]
    said = line("exchanged", first=first, second=second)

    def home(board: Board) -> None:
        for h in e["heroes"]:
            board.status[h] = "available"
            board.captors.pop(h, None)
    show = shown(Banner, _("Prisoners exchanged"), [worded(said)], pace.EXCHANGE)
    return [Beat(before=change(home, note(said)), show=show, stop=said)]


def tell_over(e: Event, t: Telling) -> list[Beat]:
    said = line("over", winner=e["winner"], reason=e["reason"])
    return [Beat(before=note(said), stop=said)]
