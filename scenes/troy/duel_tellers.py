"""The tellers of the fighting: dice thrown onto their panel, a duel from its
opening through its rounds to its verdict (a death, a capture or a serious
wound as a moment of its own), the VP flying to the track, the battle of the
armies and the end of the turn, kept on screen until the player goes on.

Both dice of a round are thrown together; when a Sinon decision comes between
them, the Greek die is thrown alone and the Trojan one after the decision.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from game.common import Event
from game.troy import data as D
from game.troy.modifiers import army_modifiers, duel_modifiers
from scenes.art import troy as troy_art
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.troy import pace
from scenes.troy.beats import WAIT, Banner, Beat, Moment, PanelDie, Score, Summary, change, shown
from scenes.troy.board import ArmyShow, Board, DuelShow, Line, Told
from scenes.troy.layout import (
    CARD,
    DUEL_CARD,
    PANEL_BODY,
    SIDE_INK,
    army_die_pos,
    card_pos,
    die_pos,
    duel_card_pos,
    duel_dice_field,
    horse_die_pos,
    portrait_pos,
    result_die_pos,
    vp_chip,
)
from scenes.troy.lines import TAUNTS, line
from scenes.troy.table import turn_chip
from scenes.troy.tellers import note, tell_event_die
from scenes.troy.telling import Telling
from scenes.troy.words import result_line, short_name
from scenes.ui import anim

G, T = D.GREEK, D.TROJAN


# --------------------------------------------------------------------------- dice

def tell_die(e: Event, t: Telling) -> list[Beat]:
    if t.index in t.done:
        return []
    purpose = e["purpose"]
    if purpose == "event":
        return tell_event_die(e, t)
    if purpose == "duel":
        return _duel_dice(e, t)
    if purpose == "result":
        return _result_die(e, t)
    if purpose == "army":
        return _army_dice(e, t)
    return _horse_die(e)


def _pair(e: Event, t: Telling) -> list[Event]:
    """The die and, for a Greek die followed by the Trojan one of the same throw,
    that one too (told together)."""
    nxt = t.at(1)
    if e["who"] == G and nxt is not None and nxt.kind == "die_rolled" \
            and nxt["purpose"] == e["purpose"] and nxt["who"] == T:
        t.done.add(t.index + 1)
        return [e, nxt]
    return [e]


def _throw(dice: list[Event], where: Callable[[int], tuple[int, int]], size: int,
           duration: float, bounds: pygame.Rect = PANEL_BODY) -> Callable[[Board], anim.Anim]:
    """The dice thrown together, each onto its side's place on the panel, tumbling
    inside ``bounds``."""
    def show(board: Board) -> anim.Anim:
        faces = troy_art.die_faces(size)
        return anim.Parallel([PanelDie(x["value"], where(x["who"]), faces, bounds,
                                       duration=duration, seed=x["value"] * 7 + x["who"])
                              for x in dice])
    return show


def _duel_dice(e: Event, t: Telling) -> list[Beat]:
    dice = _pair(e, t)
    before = t.at(-1)
    new_round = e["who"] == G and not (before is not None and before.kind == "reroll")

    def start(board: Board) -> None:
        d = board.duel
        if d is None:
            return
        if new_round:
            d.round += 1
            d.dice, d.totals = [None, None], [None, None]
        for x in dice:
            d.rolling[x["who"]] = True

    def land(board: Board) -> None:
        d = board.duel
        if d is None:
            return
        for x in dice:
            d.rolling[x["who"]] = False
            d.dice[x["who"]], d.totals[x["who"]] = x["value"], x["total"]
    return [Beat(before=start, show=_throw(dice, die_pos, 58, pace.DUEL_DICE,
                                                  duel_dice_field()), after=land,
                 sound="dice", tag=t.duel)]


def _result_die(e: Event, t: Telling) -> list[Beat]:
    who, value = e["who"], e["value"]

    def start(board: Board) -> None:
        if board.duel is not None:      # the one who rolls for the result won the duel
            board.duel.result_rolling, board.duel.winner = True, who
            board.duel.verdict = line("result_roll", side=who)

    def land(board: Board) -> None:
        if board.duel is not None:      # the die is down: the legend beside it says what it does
            board.duel.result_rolling = False
            board.duel.result_die = value
            board.duel.verdict = line("result_shown", side=who, value=value)
    show = shown(PanelDie, value, result_die_pos(), troy_art.die_faces(40), PANEL_BODY,
                 duration=pace.RESULT_DIE, seed=value * 3 + 1)
    return [Beat(before=start, show=show, after=land, sound="dice", tag=t.duel)]


def _army_dice(e: Event, t: Telling) -> list[Beat]:
    dice = _pair(e, t)

    def start(board: Board) -> None:
        board.duel = None
        if board.army is None:
            board.army = ArmyShow(mods=[army_modifiers(side, board.duels_won[side],
                                                       board.gods).shown for side in (G, T)])
        for x in dice:
            board.army.rolling[x["who"]] = True
        board.army.verdict = ""

    def land(board: Board) -> None:
        if board.army is not None:
            for x in dice:
                board.army.rolling[x["who"]] = False
                board.army.dice[x["who"]], board.army.totals[x["who"]] = x["value"], x["total"]
    # the dice and totals stand alone a moment before the verdict comes over their sums
    return [Beat(before=start, show=_throw(dice, army_die_pos, 64, pace.ARMY_DICE), after=land,
                 sound="dice"),
            Beat(show=shown(anim.Delay, pace.ARMY_READ))]


def _horse_die(e: Event) -> list[Beat]:
    value = e["value"]

    def start(board: Board) -> None:
        if board.horse is not None:
            board.horse.rolling = True

    def land(board: Board) -> None:
        if board.horse is not None:
            board.horse.rolling, board.horse.die = False, value
    show = shown(PanelDie, value, horse_die_pos(), troy_art.die_faces(72), PANEL_BODY,
                 duration=1.2, seed=value)
    return [Beat(before=start, show=show, after=land, sound="dice")]


# --------------------------------------------------------------------------- the duel

def taunt_for(seed: int, turn: int, space: int) -> int:
    """Which taunt opens the duel on ``space`` (0-3) in ``turn``: the game's duels go
    through every taunt, in an order its seed shuffles, before one comes again."""
    order = list(range(len(TAUNTS)))
    random.Random(seed).shuffle(order)
    return order[((turn - 1) * 4 + space) % len(order)]


def tell_duel_started(e: Event, t: Telling) -> list[Beat]:
    s = e["space"] - 1
    g, tr = e["greek"], e["trojan"]
    said = line("duel_opens", n=s + 1, greek=g, trojan=tr)
    seed = t.taunt_seed

    def open_duel(board: Board) -> None:
        d = DuelShow(space=s, heroes=(g, tr), to_death=e["to_death"])
        speaker = (g, tr)[(board.turn + s) % 2]
        d.taunt = line("taunt", hero=speaker, taunt=taunt_for(seed, board.turn, s))
        d.mods = [duel_modifiers(g, tr, board.gods, e["mandatory"]).shown,
                  duel_modifiers(tr, g, board.gods, e["mandatory"]).shown]
        board.duel, board.army = d, None
        board.note(said)
    return [Beat(before=open_duel, show=shown(anim.Delay, pace.DUEL_OPENS), stop=said,
                 tag=("duel", s))]


def tell_reroll(e: Event, t: Telling) -> list[Beat]:
    said = line("rerolled", left=e["left"])
    left = ngettext("{n} re-roll left.", "{n} re-rolls left.", e["left"]).format(n=e["left"])
    show = shown(Banner, _("Sinon: the Greeks re-roll"), [left], pace.LOW_BANNER, low=True)
    return [Beat(before=note(said), show=show, stop=said, tag=t.duel)]


def tell_round(e: Event, t: Telling) -> list[Beat]:
    loser = e["side"] if e.kind == "wound" else None

    def log(board: Board) -> None:
        d = board.duel
        if d is None:
            return
        if loser is None:
            said = line("round", n=d.round, dice=list(d.dice), totals=list(d.totals),
                        hero=None, wounds=0, resistance=0)
        else:
            d.wounds[loser] = e["wounds"]
            said = line("round", n=d.round, dice=list(d.dice), totals=list(d.totals),
                        hero=e["hero"], wounds=e["wounds"], resistance=e["resistance"])
        d.log.append(said)
        d.hit = loser
        board.latest = said         # the prompt follows the duel, not an older line

    def settle(board: Board) -> None:
        if board.duel is not None:
            board.duel.hit = None

    def stop(board: Board) -> Line:
        d = board.duel
        last = d.log[-1] if d is not None and d.log else None
        return last if isinstance(last, Line) else line("turn_begins", n=board.turn)
    return [Beat(before=log, show=shown(anim.Delay, pace.ROUND), after=settle, stop=stop,
                 sound="capture" if loser is not None else "", tag=t.duel)]


MOMENTS = {"dead": "killed", "prisoner": "captured", "spared": "captured", "serious": "serious"}


def tell_result(e: Event, t: Telling) -> list[Beat]:
    s = e["space"] - 1
    winner, wh, lh, res = e["winner"], e["winner_hero"], e["loser_hero"], e["result"]
    said = line("duel_won", winner=wh, loser=lh, result=res)
    if e.get("thersites"):
        won = line("thersites", hero=wh, n=s + 1)

        def thersites(board: Board) -> None:
            board.thersites = s
            board.duels_won[winner] += 1     # it counts for the army battle
            board.turn_news.append([won])
            board.note(won)
        show = shown(Banner, _("Thersites mocks the Greeks"), [
            _("{winner} wins challenge {n} over {loser}: 1 VP, no harm done.").format(
                winner=short_name(wh), n=s + 1, loser=short_name(lh))], pace.LOW_BANNER + 0.4,
            low=True)
        return [Beat(before=thersites, show=show, stop=won)]

    def settle(board: Board) -> None:
        d = board.duel
        if d is not None:
            d.verdict, d.winner = said, winner
            d.loser_gone = res in ("dead", "prisoner", "spared")
        if res in ("prisoner", "spared"):
            board.status[lh] = "prisoner"
            board.captors[lh] = wh
        elif res in ("dead", "serious"):     # the roster says it with the moment
            board.status[lh] = res
        board.duels_won[winner] += 1
        board.turn_news.append([said])
        board.note(said)
    beats = [Beat(before=settle, show=shown(anim.Delay, pace.VERDICT), stop=said, tag=t.duel)]
    if res in MOMENTS:
        title = result_line(res, short_name(lh))
        words = [_("{winner} wins challenge {n}.").format(winner=short_name(wh), n=s + 1)]
        hold = pace.KILL if res == "dead" else pace.MOMENT
        beats.append(Beat(show=shown(Moment, MOMENTS[res], lh, 1 - winner, title, words,
                                     hold), sound="capture" if res == "dead" else "",
                          tag=t.duel))
    return beats


def tell_hurt(e: Event, t: Telling) -> list[Beat]:
    status = {"hero_killed": "dead", "hero_serious": "serious", "hero_wounded": "wounded"}[e.kind]
    hero = e["hero"]

    def hurt(board: Board) -> None:
        board.status[hero] = status
    beats = [Beat(before=hurt, tag=t.duel)]
    if e.get("winner"):     # said on the prompt long enough to read, before its VP rise
        said = line("winner_wounded", hero=hero)
        beats[0] = Beat(before=change(hurt, note(said)), show=shown(anim.Delay, pace.VERDICT),
                        stop=said, tag=t.duel)
    if hero == "patroclus" and status == "dead" and t.briseis == "agamemnon":
        said = line("achilles_returns")
        moment = Moment("return", "achilles", G, _("Achilles returns"), [
            _("Patroclus has fallen: Achilles leaves his tent to avenge him.")], pace.MOMENT)

        def back(board: Board) -> None:
            if board.status.get("achilles") != "sulking":
                moment.skip()       # a prisoner (or dead) Achilles leaves no tent
                return
            board.status["achilles"] = "available"
            board.note(said)

        def told(board: Board) -> Told:     # the review's line: the return, if it was
            return (board.latest or said) if moment.finished else said
        beats.append(Beat(before=back, show=lambda board: moment, stop=told))
    return beats


DUEL_POINTS = ("dead", "serious", "wounded", "prisoner", "unharmed", "thersites")
"""The reasons a side scores for the duel just told (its line on the turn's card)."""


def tell_vp(e: Event, t: Telling) -> list[Beat]:
    """VP scored: shown where they were won, then landing on the side's turn chip
    (``Score``: never carried over the screen's words)."""
    side, vp = e["side"], e["vp"]
    said = line("vp", side=side, vp=vp, reason=e["reason"])
    frm = _won_at(e, t)

    def show(board: Board) -> anim.Anim:
        chip = turn_chip(board.turn_vp[side] + vp, side)
        return Score(turn_chip(vp, side, waiting=False), frm, chip,
                     vp_chip(side, chip.get_width()), pace.VP_SCORED,
                     on_land=lambda: board.scoring.add(side))

    def score(board: Board) -> None:
        board.scoring.discard(side)
        board.turn_vp[side] += vp
        board.note(said)
        # the turn's card adds up: a duel's points beside it, the rest on a line of their own
        if e["reason"] in DUEL_POINTS and board.turn_news:
            board.turn_news[-1].append(line("vp", side=side, vp=vp, reason=""))
        elif e["reason"] == "winner_wounded" and board.turn_news:   # the same duel's
            board.turn_news[-1].append(said)                        # (its winner hurt)
        else:
            board.turn_news.append([said])
    return [Beat(show=show, after=score,
                 tag=t.duel if e["reason"] not in ("army",) else None)]


def _won_at(e: Event, t: Telling) -> tuple[int, int] | None:
    """Where VP were won, on a picture rather than on words: the scoring side's
    portrait in the duel (the winner's own, when left on one Resistance point gives
    the loser's side the VP: the loser may lie dead), the Trojan's card that
    Thersites' duel went to, or the winning army's die (None: nowhere on the table)."""
    side, reason = e["side"], e["reason"]
    if reason == "army":
        return army_die_pos(side)
    if reason == "thersites":
        won = next((x for x in reversed(t.events[:t.index])
                    if x.kind == "duel_result" and x.get("thersites")), None)
        return portrait_pos(card_pos(won["space"] - 1, side), CARD[1]) if won else None
    if t.duel is not None:
        at = 1 - side if reason == "winner_wounded" else side
        return portrait_pos(duel_card_pos(at), DUEL_CARD[1])
    return None


def tell_army(e: Event, t: Telling) -> list[Beat]:
    winner = e["winner"]
    said = line("army", winner=winner)

    def verdict(board: Board) -> None:
        if board.army is not None:
            board.army.verdict = said
        board.note(said)
    if winner is None:
        title = _("The armies are tied")
        words = [_("{greek} against {trojan}: no VP.").format(greek=e["greek_total"],
                                                              trojan=e["trojan_total"])]
    else:
        title = (_("The Greek army wins"), _("The Trojan army wins"))[winner]
        mine, theirs = ((e["greek_total"], e["trojan_total"]) if winner == G
                        else (e["trojan_total"], e["greek_total"]))
        words = [_("{mine} against {theirs}: +{vp} VP.").format(mine=mine, theirs=theirs,
                                                                vp=D.ARMY_WIN_VP)]
    return [Beat(before=verdict, show=shown(Moment, "army", None, winner, title, words,
                                            pace.ARMY), stop=said)]


def tell_track(e: Event, t: Telling) -> list[Beat]:
    new, delta, turn = e["vp"], e["delta"], e["turn"]
    gv, tv = e["greek"], e["trojan"]
    said = line("track", turn=turn, delta=delta, vp=new)

    def slide(board: Board) -> anim.Anim:
        def move(v: float) -> None:
            board.shown_vp = v
        return anim.Tween(board.vp, new, pace.TRACK if board.vp != new else 0.01,
                          anim.cubic_in_out, move)

    def land(board: Board) -> None:
        board.vp, board.shown_vp, board.turn_vp = new, None, [gv, tv]
        board.on_track = True           # the turn's chips are gone: their VP are on it
        board.note(said)
    title = line("end_title", turn=turn)
    lines: list[Told] = [line("turn_points", greek=gv, trojan=tv, delta=delta),
                         line("standing", vp=new)]
    color = theme.GOLD if delta == 0 else SIDE_INK[T if delta > 0 else G]
    # TRANSLATORS: {key} is a key or button name (Enter, A)
    prompt = t.prompt(_("Click to go on"), _("{key}: go on")) if t.waits else ""
    hold = WAIT if t.waits else t.summary
    card = Summary(title, lines, prompt, hold, color)

    def news(board: Board) -> None:     # the turn's duels, once played
        card.news = [list(item) for item in board.turn_news]
    return [Beat(show=slide, after=land), Beat(before=news, show=lambda board: card, stop=said)]

