"""The choices a person has at each Trojan War decision, as on-screen targets.

``DecisionsMixin`` builds the ``Choice`` list for the decision open (picks,
reveals, cancels, Cassandra's swap, Thersites, Sinon's re-roll, sparing,
prisoner exchanges), moves the focus between them, and answers what the
prompt shows about the focused one (a hero's line, his odds, a duel's odds).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.ai.troy_odds import duel_odds
from game.troy import data as D
from game.troy.actions import TroyKind, troy_action
from scenes.core.base import Act
from scenes.core.i18n import _
from scenes.troy.layout import PROMPT, card_rect, roster_row, space_rect
from scenes.troy.parts import Choice, TroyScreenParts
from scenes.troy.sides import side_name
from scenes.troy.words import hero_name, percent, short_name

G, T = D.GREEK, D.TROJAN


class DecisionsMixin(TroyScreenParts):
    """The choices of the decision open, the focus among them, and what they say."""

    def _activate(self, i: int) -> None:
        if 0 <= i < len(self.choices) and self.choices[i].enabled:
            if self.app is not None:
                self.app.play_sound("menu")
            self.choices[i].do()

    def _cycle_focus(self, step: int) -> None:
        n = len(self.choices)
        for k in range(1, n + 1):
            j = (self.focus + step * k) % n
            if self.choices[j].enabled:
                self.focus = j
                return

    def _move_focus(self, a: Act) -> None:
        """Spatial navigation: the nearest enabled choice in that direction."""
        if not self.choices:
            return
        cur = self.choices[self.focus].rect.center
        dx, dy = {Act.LEFT: (-1, 0), Act.RIGHT: (1, 0), Act.UP: (0, -1), Act.DOWN: (0, 1)}[a]
        best, best_score = None, 1e18
        for i, c in enumerate(self.choices):
            if i == self.focus or not c.enabled:
                continue
            vx, vy = c.rect.centerx - cur[0], c.rect.centery - cur[1]
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            score = along + 2.5 * across
            if score < best_score:
                best, best_score = i, score
        if best is not None:
            self.focus = best
            if self.app is not None:
                self.app.play_sound("menu")

    # ------------------------------------------------------------------ decisions

    def _button_row(self, labels: list[tuple[str, Callable[[], None]]]) -> list[Choice]:
        out = []
        w = min(172, (PROMPT.width - 20) // max(1, len(labels)) - 10)
        x = PROMPT.right - 12 - len(labels) * (w + 10) + 10
        for label, fn in labels:
            r = pygame.Rect(x, PROMPT.bottom - 46, w, 38)
            out.append(Choice(r, label, fn))
            x += w + 10
        return out

    def _build_choices(self, fresh: bool = False) -> None:
        st = self.state
        stage, actor = st.stage, st.to_move()
        assert actor is not None
        side = side_name(actor)
        old_key = self.choices[self.focus].key if self.choices and not fresh else None
        if fresh and self.focus_after_undo is not None:
            old_key, self.focus_after_undo = self.focus_after_undo, None
        ch: list[Choice] = []
        legal = st.legal_actions() if stage != "pick" else []
        go = self._go
        if stage == "pick":
            if fresh:
                spaces = st.pick_slots(actor)[1]
                self.sel = {s: None for s in spaces}
                self.pick_target = spaces[0] if spaces else None
            heroes = [D.HEROES[i].id for i in st.pick_slots(actor)[0]]
            for n, h in enumerate(self.board.roster(actor)):
                r = roster_row(actor, n)
                ch.append(Choice(r, hero_name(h.id), partial(self._toggle_hero, h.id),
                                 enabled=h.id in heroes, kind="row", key=("hero", h.id)))
            for s in self.sel:
                ch.append(Choice(card_rect(s, actor), _("Challenge {n}").format(n=s + 1),
                                 partial(self._target, s), kind="space", key=("space", s)))
            full = all(self.sel.values())
            commit = self._button_row([(_("Clear"), self._clear_picks),
                                       (_("Commit heroes"), self._commit)])
            commit[1].enabled = full
            commit[0].enabled = any(self.sel.values())
            commit[1].key, commit[0].key = ("commit",), ("clear",)
            ch += commit
            spaces_txt = ", ".join(str(s + 1) for s in self.sel)
            # TRANSLATORS: {side} is Greeks or Trojans; {spaces} lists numbers, e.g. "1, 3"
            self.question = (_("{side}: choose heroes for challenges {spaces}").format(
                side=side, spaces=spaces_txt),
                _("Select heroes in your list; select a space to choose where the next "
                  "one goes. Picks stay face down until the gods are drawn."))
        elif stage == "reveal":
            opp = 1 - actor
            who = _("Calchas") if st.random_event_id() == "calchas" or actor == G \
                else hero_name("helenus")
            for a in legal:
                s = a.space - 1
                ch.append(Choice(card_rect(s, opp), _("Reveal {n}").format(n=s + 1), partial(go, a),
                                 kind="space", key=a))
            # TRANSLATORS: {seer} is Calchas or Helenus; {side} is Greeks or Trojans
            self.question = (_("{seer}: {side}, turn one enemy hero face up").format(
                seer=who, side=side),
                _("Then place your heroes knowing it; that duel cannot be cancelled."))
        elif stage in ("cancel", "thersites"):
            # every challenge still to fight is shown; the rules' legal actions say which
            # may be chosen, the others are greyed (mandatory, revealed, Thersites' exceptions)
            for s in range(4):
                if None in self.board.spaces[s] or self.board.cancelled[s]:
                    continue
                a = troy_action(f"{stage}:{s + 1}")
                ch.append(Choice(space_rect(s), _("Challenge {n}").format(n=s + 1), partial(go, a),
                                 enabled=a in legal, kind="space", key=a))
            if stage == "cancel":
                priam = st.random_event_id() == "priam"
                self.question = (_("{side}: cancel one challenge").format(side=side),
                                 _("That duel will not be fought. Priam: each side cancels one. "
                                   "Mandatory and revealed duels cannot be cancelled.")
                                 if priam else
                                 _("That duel will not be fought. Mandatory and revealed duels "
                                   "cannot be cancelled."))
            else:
                self.question = (_("Thersites: {side}, pick a duel to win outright").format(
                    side=side), _("1 VP and the loser is unharmed; not against Achilles or "
                                  "Great Ajax."))
        elif stage == "swap":
            swappable = sorted({s - 1 for a in legal if a.kind == TroyKind.SWAP
                                for s in a.spaces})
            for s in swappable:
                ch.append(Choice(card_rect(s, G), _("Space {n}").format(n=s + 1),
                                 partial(self._swap_pick, s), kind="space", key=("sw", s)))
            ch += self._button_row([(_("No swap"), lambda: go("noswap"))])
            ch[-1].key = "noswap"
            how = _("Select two of your heroes on the board, or choose No swap.") \
                if self.swap_first is None else \
                _("Select two of your heroes on the board, or choose No swap. First: "
                  "challenge {n}; now the second.").format(n=self.swap_first + 1)
            self.question = (_("Cassandra: {side}, swap two of your heroes?").format(side=side),
                             how)
        elif stage == "reroll":
            v = st.view(actor)
            ctx = v["context"]
            die = {"duel": st.gdie, "result": st.res_die, "army": st.army_die}.get(ctx, -1)
            ch += self._button_row([(_("Re-roll ({n} left)").format(n=st.rerolls),
                                      lambda: go("reroll")),
                                    (_("Keep"), lambda: go("keep")),
                                    (_("Keep all this turn"), self._keep_this_turn)])
            ch[0].key, ch[1].key, ch[2].key = "reroll", "keep", "keep_turn"
            ask = {"duel": _("Sinon: {side}, re-roll your duel die?"),
                   "result": _("Sinon: {side}, re-roll your result die?"),
                   "army": _("Sinon: {side}, re-roll your army die?")}.get(
                       ctx, _("Sinon: {side}, re-roll your die?"))
            # short: three buttons share the prompt ("Keep all this turn" says the rest)
            self.question = (ask.format(side=side), _("It shows {value}.").format(value=die))
        elif stage == "spare":
            w = st.spaces(actor)[st.duel]
            lo = st.spaces(1 - actor)[st.duel]
            ch += self._button_row([(_("Kill (+3 VP)"), lambda: go("kill")),
                                    (_("Spare: prisoner"), lambda: go("spare"))])
            helen = st.random_event_id() == "helen" and st.res_die not in (0, 1, 2)
            self.question = (_("{side}: {winner} would kill {loser}").format(
                side=side, winner=hero_name(D.HEROES[w].id), loser=hero_name(D.HEROES[lo].id)),
                _("Kill for 3 VP, or spare him as your prisoner for no VP. Helen's event turns "
                  "this wound into a death.") if helen else
                _("Kill for 3 VP, or spare him as your prisoner for no VP."))
        elif stage == "exchange":
            labels = [(_("No exchange"), lambda: go("noexchange"))]
            for a in legal:
                if a.kind == TroyKind.EXCHANGE:
                    g, t = a.heroes
                    # TRANSLATORS: a button: give back {greek}, get {trojan} home
                    labels.append((_("{greek} for {trojan}").format(
                        greek=short_name(g), trojan=short_name(t)), partial(go, a)))
            ch += self._button_row(labels[:3])
            self.question = (_("{side}: offer a prisoner exchange?").format(side=side),
                             _("Your captured hero comes home, theirs goes back."))
        elif stage == "exchange_reply":
            g, t = (D.HEROES[i].id for i in st.offer)
            ch += self._button_row([(_("Accept"), lambda: go("accept")),
                                    (_("Refuse"), lambda: go("refuse"))])
            self.question = (_("{side}: exchange {trojan} for {greek}?").format(
                side=side, trojan=hero_name(t), greek=hero_name(g)),
                _("The Greeks offer to trade prisoners."))
        self.choices = ch
        self.focus = 0
        keys = [c.key for c in ch]
        if old_key is not None and old_key in keys and ch[keys.index(old_key)].enabled:
            self.focus = keys.index(old_key)
        elif stage == "reroll":
            self._focus_key("keep")
        elif stage in ("cancel", "thersites") and any(c.enabled for c in ch):
            # not the player's own best duel (a reflexive Enter would throw it away): when
            # cancelling, the opponent's strongest challenge; for Thersites, his weakest own
            odds = self.challenge_odds()
            mine = {s: w if actor == G else 1 - w for s, w in odds.items()}
            spaces = [int(str(c.key).split(":")[1]) - 1 for c in ch if c.enabled]
            best = min(spaces, key=lambda s: (mine.get(s, 0.5), s))
            self._focus_key(f"{stage}:{best + 1}")
        elif stage == "swap" and self.swap_first is None:
            self._focus_key("noswap")
        elif stage == "swap":
            self._focus_key(next(c.key for c in ch if c.kind == "space"
                                 and c.key != ("sw", self.swap_first)))
        elif not ch[0].enabled:
            self._cycle_focus(1)

    def _go(self, action: str) -> None:
        self.play(action)

    def _keep_this_turn(self) -> None:
        """Sinon: keep this die and every later one this turn without being asked
        (the screen answers ``keep`` for the player; the rules still ask)."""
        self.keep_turn = self.state.turn
        self.play("keep")

    def _next_target(self) -> int | None:
        for s, h in self.sel.items():
            if h is None:
                return s
        return None

    def _toggle_hero(self, hid: str) -> None:
        placed = [s for s, h in self.sel.items() if h == hid]
        if placed:
            self.sel[placed[0]] = None
            self.pick_target = placed[0]
        else:
            target = self.pick_target if self.pick_target is not None else self._next_target()
            if target is None:
                self.message = _("Every space is filled: commit, or select a hero to take him off.")
                return
            self.sel[target] = hid
            self.pick_target = self._next_target()
        self._build_choices()
        if self.pick_target is None:
            self._focus_key(("commit",))
        elif not placed:
            self._focus_next_free_hero()

    def _focus_key(self, key: Any) -> None:
        for i, c in enumerate(self.choices):
            if c.key == key and c.enabled:
                self.focus = i

    def _focus_next_free_hero(self) -> None:
        start = self.focus
        n = len(self.choices)
        for k in range(1, n + 1):
            c = self.choices[(start + k) % n]
            if c.kind == "row" and c.enabled and c.key[1] not in self.sel.values():
                self.focus = (start + k) % n
                return

    def _target(self, s: int) -> None:
        if self.sel.get(s):
            self.sel[s] = None
        self.pick_target = s
        self._build_choices()
        self._focus_next_free_hero()

    def _clear_picks(self) -> None:
        for s in self.sel:
            self.sel[s] = None
        self.pick_target = self._next_target()
        self._build_choices()

    def _commit(self) -> None:
        ids = [self.sel[s] for s in sorted(self.sel)]
        if not all(ids):
            return
        self.play("pick:" + ",".join(ids))  # type: ignore[arg-type]

    def _swap_pick(self, s: int) -> None:
        if self.swap_first is None:
            self.swap_first = s
            self._build_choices()
        elif self.swap_first == s:
            self.swap_first = None
            self._build_choices()
        else:
            a, b = sorted((self.swap_first, s))
            self.play(f"swap:{a + 1},{b + 1}")

    def pick_odds(self, hid: str) -> dict[int, float]:
        """Chance the focused hero beats each face-up enemy on an open space (gods unknown)."""
        actor = self.state.to_move()
        if actor is None:
            return {}
        out = {}
        for s, mine in self.sel.items():
            opp = self.board.spaces[s][1 - actor]
            if mine is None and opp not in (None, "hidden"):
                out[s] = duel_odds(hid, opp, None, self.board.mandatory if s == 0 else None)[0]
        return out

    def challenge_odds(self) -> dict[int, float]:
        """The Greek's chance in each face-up challenge still to fight, with this turn's
        gods (the computer players' exact odds, game/ai/troy_odds.py)."""
        gods = tuple(x for x in self.board.gods if x)
        out = {}
        for s, (g, t) in enumerate(self.board.spaces):
            if g in (None, "hidden") or t in (None, "hidden") or self.board.cancelled[s]:
                continue
            out[s] = duel_odds(g, t, gods, self.board.mandatory if s == 0 else None)[0]
        return out

    def focused_duel_odds(self) -> str:
        """The focused challenge's odds with this turn's gods, when cancelling or Thersites."""
        if self.state.stage not in ("cancel", "thersites") or not self.waiting or \
                not self.choices or self.choices[self.focus].kind != "space":
            return ""
        s = int(str(self.choices[self.focus].key).split(":")[1]) - 1
        g, t = self.board.spaces[s]
        if g in (None, "hidden") or t in (None, "hidden"):
            return ""
        gods = tuple(x for x in self.board.gods if x)
        win = duel_odds(g, t, gods, self.board.mandatory if s == 0 else None)[0]
        return _("Challenge {n} with these gods: Greeks win {greeks}, Trojans {trojans}.").format(
            n=s + 1, greeks=percent(win), trojans=percent(1 - win))

    def focused_hero(self) -> str | None:
        if self.waiting and self.choices and self.choices[self.focus].kind == "row":
            return self.choices[self.focus].key[1]
        return None
