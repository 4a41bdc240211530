"""The dice and the duels as animation beats: thrown dice that land on the
right panel, a duel opening with its itemised modifiers (from the rules'
``duel_modifiers``), each round's log line, and the verdict.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.common import Event
from game.troy import data as D
from game.troy.modifiers import army_modifiers, duel_modifiers
from scenes.art import troy as troy_art
from scenes.core.i18n import _
from scenes.troy.beats import Banner, PanelDie
from scenes.troy.board import ArmyShow, DuelShow
from scenes.troy.layout import (
    CENTRE,
    DUEL_CARD,
    PANEL_BODY,
    army_die_pos,
    die_pos,
    duel_card_pos,
    horse_die_pos,
    result_die_pos,
)
from scenes.troy.lines import TAUNTS, line
from scenes.troy.parts import TroyScreenParts
from scenes.troy.table import hero_card
from scenes.troy.words import short_name
from scenes.ui import anim, effects

G, T = D.GREEK, D.TROJAN


class DuelStoryMixin(TroyScreenParts):
    """Beats for the dice, and for a duel from its opening to its verdict."""

    def _sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def _place(self, s: int, side: int, hid: str) -> None:
        self.board.spaces[s][side] = hid

    def _die_beat(self, e: Event, faces: Callable[[int], pygame.Surface]) -> None:
        b, q = self.board, self.animator
        purpose, who, value = e["purpose"], e.get("who"), e["value"]
        seed = len(b.chronicle) * 7 + value
        if purpose == "event":
            pos = (CENTRE.centerx, CENTRE.top + 70)
            q.add(anim.Parallel([anim.Call(lambda: self._sound("dice")),
                                 PanelDie(value, pos, faces, CENTRE, duration=0.8,
                                          seed=seed)]))
            q.add(anim.Call(partial(setattr, b, "event_roll", value)))
        elif purpose == "duel":
            def start(who: int = who) -> None:
                d = b.duel
                if d is None:
                    return
                if who == G:
                    d.round += 1
                    d.dice, d.totals = [None, None], [None, None]
                d.rolling[who] = True
                self._sound("dice")

            def land(who: int = who, e: Event = e) -> None:
                d = b.duel
                if d is None:
                    return
                d.rolling[who] = False
                d.dice[who], d.totals[who] = e["value"], e["total"]
            q.add(anim.Call(start))
            q.add(PanelDie(value, die_pos(who), faces, PANEL_BODY, duration=0.75,
                           seed=seed))
            q.add(anim.Call(land))
        elif purpose == "result":
            def rstart() -> None:
                if b.duel is not None:
                    b.duel.result_rolling = True
                    b.duel.verdict = line("result_roll", side=who)
                self._sound("dice")

            def rland(v: int = value) -> None:
                if b.duel is not None:
                    b.duel.result_rolling = False
                    b.duel.result_die = v
            q.add(anim.Call(rstart))
            q.add(PanelDie(value, result_die_pos(), troy_art.die_faces(40), PANEL_BODY,
                           duration=0.8, seed=seed))
            q.add(anim.Call(rland))
        elif purpose == "army":
            def astart(who: int = who) -> None:
                b.duel = None
                if b.army is None:
                    b.army = ArmyShow(mods=[
                        army_modifiers(side, b.duels_won[side], b.gods).shown for side in (G, T)])
                b.army.rolling[who] = True
                b.army.verdict = ""
                self._sound("dice")

            def aland(who: int = who, e: Event = e) -> None:
                if b.army is not None:
                    b.army.rolling[who] = False
                    b.army.dice[who], b.army.totals[who] = e["value"], e["total"]
            q.add(anim.Call(astart))
            q.add(PanelDie(value, army_die_pos(who), troy_art.die_faces(64), PANEL_BODY,
                           duration=0.8, seed=seed))
            q.add(anim.Call(aland))
        elif purpose == "horse":
            def hstart() -> None:
                if b.horse is not None:
                    b.horse.rolling = True
                self._sound("dice")

            def hland(v: int = value) -> None:
                if b.horse is not None:
                    b.horse.rolling, b.horse.die = False, v
            q.add(anim.Call(hstart))
            q.add(PanelDie(value, horse_die_pos(), troy_art.die_faces(72), PANEL_BODY,
                           duration=1.3, seed=seed))
            q.add(anim.Call(hland))

    def _duel_start_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        s = e["space"] - 1
        g, t = e["greek"], e["trojan"]

        def open_duel() -> None:
            d = DuelShow(space=s, heroes=(g, t), to_death=e["to_death"])
            speaker = (g, t)[(b.turn + s) % 2]
            taunt = (self.seed + 3 * b.turn + s) % len(TAUNTS)
            d.taunt = line("taunt", hero=speaker, taunt=taunt)
            d.mods = [duel_modifiers(g, t, b.gods, e["mandatory"]).shown,
                      duel_modifiers(t, g, b.gods, e["mandatory"]).shown]
            b.duel = d
            b.army = None
            b.note(line("duel_opens", n=s + 1, greek=g, trojan=t))
        q.add(anim.Call(open_duel))
        q.add(anim.Delay(0.9))

    def _round_log(self, e: Event, loser: int | None) -> None:
        d = self.board.duel
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

    def _duel_result_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        s = e["space"] - 1
        wh, lh, res = e["winner_hero"], e["loser_hero"], e["result"]
        verdict = line("duel_won", winner=wh, loser=lh, result=res)
        if e.get("thersites"):
            def thersites() -> None:
                b.thersites = s
                b.duels_won[e["winner"]] += 1   # it counts for the army battle
                b.note(line("thersites", hero=wh, n=s + 1))
            q.add(anim.Call(thersites))
            q.add(Banner(_("Thersites mocks the Greeks"), [
                _("{winner} wins challenge {n} over {loser}: 1 VP, no harm done.").format(
                    winner=short_name(wh), n=s + 1, loser=short_name(lh))], 1.6, low=True))
            return

        def settle() -> None:
            d = b.duel
            if d is not None:
                d.verdict, d.winner = verdict, e["winner"]
                d.loser_gone = res in ("dead", "prisoner", "spared")
            if res in ("prisoner", "spared"):
                b.status[lh] = "prisoner"
                b.captors[lh] = wh
            b.duels_won[e["winner"]] += 1
            b.note(verdict)
        if res == "dead":
            side = 1 - e["winner"]
            img = hero_card(lh, DUEL_CARD)
            q.add(anim.Call(lambda: self._sound("capture")))
            q.add(anim.Parallel([anim.Call(settle),
                                 effects.Capture(img, duel_card_pos(side), duration=0.9)]))
        else:
            q.add(anim.Call(settle))
        q.add(anim.Delay(1.2))
