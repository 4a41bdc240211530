"""The Trojan War story as animation beats: each rules event becomes a step on the
play scene's animator that ends by updating the displayed ``Board``.

``StoryMixin._animate`` walks the events in order; the dice and duels are told
by ``DuelStoryMixin`` (duel_story.py).
"""

from __future__ import annotations

from functools import partial

from game.common import Event
from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.troy.beats import Banner, steps
from scenes.troy.board import Line
from scenes.troy.duel_story import DuelStoryMixin
from scenes.troy.horse import boarding_beats, roll_beats
from scenes.troy.layout import (
    CARD,
    CENTRE,
    DUEL_CARD,
    GOD_CARD,
    SIDE_INK,
    card_pos,
    duel_card_pos,
    god_slot,
)
from scenes.troy.lines import line, mandatory_effect, worded
from scenes.troy.table import hero_card
from scenes.troy.words import (
    era,
    event_title,
    event_words,
    god_line,
    god_name,
    reason_word,
    short_name,
    side_name,
    signed,
    turn_vp_line,
    vp_words,
)
from scenes.ui import anim, effects
from scenes.ui.widgets import (
    fit_size,
    text,
)

G, T = D.GREEK, D.TROJAN


class StoryMixin(DuelStoryMixin):
    """Turns a play's events into beats on the animator (see the module docstring)."""

    # ------------------------------------------------------------------ events -> beats

    def _animate(self, events: list[Event], viewer: int | None) -> None:
        """Queue one beat per event; each beat ends by updating the board."""
        b = self.board
        q = self.animator
        sound = self._sound
        faces = troy_art.die_faces(58)
        i = 0
        while i < len(events):
            e = events[i]
            k = e.kind
            if k == "turn_started":
                t = e["turn"]
                lines = [era(t)]
                back = [short_name(x["hero"]) for x in events[i + 1:]
                        if x.kind == "hero_recovered"]
                new = [short_name(x["hero"]) for x in events[i + 1:]
                       if x.kind == "reinforcement"]
                if back:
                    # TRANSLATORS: {heroes} is a comma-separated list of hero names.
                    lines.append(_("Back in the fight: {heroes}").format(heroes=", ".join(back)))
                if new:
                    lines.append(_("Reinforcements arrive: {heroes}").format(
                        heroes=", ".join(new)))
                q.add(steps(partial(b.new_turn, t), partial(b.note, line("turn_begins", n=t))))
                q.add(Banner(_("Turn {n}").format(n=t), lines, 1.2 + 0.4 * (len(lines) - 1)))
            elif k in ("hero_recovered", "reinforcement"):
                q.add(steps(partial(b.status.__setitem__, e["hero"], "available")))
            elif k == "die_rolled":
                self._die_beat(e, faces)
            elif k == "event_drawn":
                self._event_beat(e)
            elif k == "event_void":
                why = _("Sinon has already been used.")
                q.add(steps(partial(b.note, line("sinon_void"))))
                q.add(Banner(_("Sinon has no effect"), [why], 1.0))
            elif k == "briseis_moved":
                q.add(steps(partial(setattr, b, "briseis", e["to"])))
                q.add(steps(partial(b.note, line("briseis", to=e["to"]))))
            elif k == "hero_placed":
                side, s = e["side"], e["space"] - 1
                shown = e["hero"] if e["face_up"] or side == viewer else "hidden"
                q.add(steps(partial(self._place, s, side, shown)))
                q.add(anim.Delay(0.12))
            elif k == "hero_revealed":
                self._reveal_beat(e, viewer)
            elif k == "god_drawn":
                side, god = e["side"], e["god"]
                pos = god_slot(side)
                front = troy_art.god_card(god_name(god), GOD_CARD, god)
                face_down = troy_art.card_back(GOD_CARD)
                if side == G:
                    q.add(steps(partial(b.note, line("gods_drawn"))))
                q.add(steps(partial(b.god_flipping.add, side), partial(sound, "flip")))
                q.add(effects.CardFlip(face_down, front, pos, duration=0.55))
                q.add(steps(partial(b.god_flipping.discard, side),
                            partial(b.gods.__setitem__, side, god)))
                if side == T:
                    gods = [x["god"] for x in events if x.kind == "god_drawn"]
                    if len(gods) == 2:
                        # TRANSLATORS: "Athena (Greeks): Greeks +1": a god, who drew it, its effect.
                        said = _("{god} ({side}): {effect}")
                        q.add(Banner(_("The gods take sides"),
                                     [said.format(god=god_name(g), side=side_name(s),
                                                  effect=god_line(g))
                                      for s, g in enumerate(gods)], 2.0))
            elif k == "challenge_cancelled":
                s = e["space"] - 1
                cancel = line("cancelled", side=e["side"], n=s + 1)
                q.add(steps(partial(b.cancelled.__setitem__, s, True),
                            partial(b.note, cancel)))
                q.add(Banner(worded(cancel), [_("That duel will not be fought.")], 1.1, low=True))
            elif k == "heroes_swapped":
                s1, s2 = (x - 1 for x in e["spaces"])
                h1, h2 = e["heroes"]
                q.add(steps(partial(self._place, s1, G, h1), partial(self._place, s2, G, h2)))
                q.add(Banner(_("Cassandra: the Greeks swap"), [
                    _("{first} now fights on challenge {n}, {second} on {m}.").format(
                        first=short_name(h1), n=s1 + 1, second=short_name(h2), m=s2 + 1)],
                    1.4, low=True))
            elif k == "duel_started":
                self._duel_start_beat(e)
            elif k == "reroll":
                left = ngettext("{n} re-roll left.", "{n} re-rolls left.", e["left"])
                q.add(Banner(_("Sinon: the Greeks re-roll"), [left.format(n=e["left"])], 0.9,
                             low=True))
            elif k == "round_tied":
                q.add(steps(partial(self._round_log, e, None)))
                q.add(anim.Delay(0.6))
            elif k == "wound":
                q.add(steps(partial(self._round_log, e, e["side"])))
                word = _("Wound!")          # over the card, clear of the modifiers beside it
                img = text(word, fit_size(word, 30, "title-bold", DUEL_CARD[0] - 8), "title-bold",
                           theme.DANGER)
                cx, cy = duel_card_pos(e["side"])
                q.add(effects.FloatText(img, (cx, cy), duration=0.7, rise=50))
            elif k == "duel_result":
                self._duel_result_beat(e)
            elif k in ("hero_killed", "hero_serious", "hero_wounded"):
                st = {"hero_killed": "dead", "hero_serious": "serious",
                      "hero_wounded": "wounded"}[k]
                q.add(steps(partial(b.status.__setitem__, e["hero"], st)))
                if e.get("winner"):
                    q.add(steps(partial(b.note, line("winner_wounded", hero=e["hero"]))))
            elif k == "vp_scored":
                self._vp_beat(e)
            elif k == "army_battle":
                q.add(steps(partial(self._army_verdict, line("army", winner=e["winner"]))))
                q.add(anim.Delay(1.1))
            elif k == "vp_track":
                self._track_beat(e)
            elif k == "horse_boarded":
                roll = next((x for x in events if x.kind == "horse_roll"), None)
                boarding_beats(q, b, e, roll, sound)
            elif k == "horse_roll":
                roll_beats(q, b, e, sound)
            elif k == "prisoners_exchanged":
                first, second = (short_name(h) for h in e["heroes"])
                q.add(steps(*(partial(b.status.__setitem__, h, "available") for h in e["heroes"])))
                q.add(Banner(_("Prisoners exchanged"), [_("{first} and {second} go home.").format(
                    first=first, second=second)], 1.3))
            i += 1

    def _event_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        if not e["mandatory"]:
            name, effect = event_words(e["event"])
            roll = e.get("roll")
            q.add(steps(partial(setattr, b, "event", e["event"]),
                        partial(setattr, b, "event_roll", roll),
                        partial(b.note, line("event", event=e["event"]))))
            nothing = e["event"] == "none"
            q.add(Banner(_("Event: {name}").format(name=name),
                         [_("The die shows {n}. {effect}").format(n=roll, effect=effect)],
                         1.0 if nothing else 2.2))
            return
        ev = next(m for m in D.MANDATORY.values() if m.id == e["event"])
        state = e.get("state", "applies")
        home = ev.void_if_briseis_home and self.board.briseis == "achilles"
        extra = mandatory_effect(ev.id, state, home)
        name = event_title(ev.id)
        said = line("mandatory", event=ev.id, state=state, home=bool(home))
        q.add(steps(partial(b.tell_mandatory, said), partial(b.note, said)))
        q.add(Banner(_("Mandatory: {event}").format(event=name), [extra], 2.0,
                     theme.DANGER if state == "applies" else theme.INK_DIM))

    def _reveal_beat(self, e: Event, viewer: int | None) -> None:
        b, q = self.board, self.animator
        side, s, hid = e["side"], e["space"] - 1, e["hero"]
        if b.spaces[s][side] == hid and e.get("by") is None:
            return
        q.add(steps(partial(b.flipping.add, (s, side)), partial(self._sound, "flip")))
        q.add(effects.CardFlip(troy_art.card_back(CARD), hero_card(hid), card_pos(s, side),
                            duration=0.32))
        q.add(steps(partial(b.flipping.discard, (s, side)), partial(self._place, s, side, hid)))
        if e.get("by") is not None:
            title = (_("Calchas reveals {hero}") if e["by"] == G
                     else _("Helenus reveals {hero}")).format(hero=short_name(hid))
            q.add(Banner(title, [_("Challenge {n} is face up and cannot be cancelled.").format(
                n=s + 1)], 1.4, low=True))

    def _vp_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        side, vp = e["side"], e["vp"]
        reason = reason_word(e["reason"])
        if reason:
            # TRANSLATORS: "Greeks +3 VP (kill)": who scored, how much, why.
            label = _("{side} +{vp} VP ({reason})").format(side=side_name(side), vp=vp,
                                                          reason=reason)
        else:
            label = _("{side} +{vp} VP").format(side=side_name(side), vp=vp)
        img = text(label, 22, "ui-bold", SIDE_INK[side])
        # under the round log and the result scale, never over them; the VP track
        # itself moves when the turn's total is added
        start = (CENTRE.centerx, CENTRE.bottom - 18)
        q.add(steps(lambda: b.turn_vp.__setitem__(side, b.turn_vp[side] + vp)))
        q.add(effects.FloatText(img, start, duration=0.9, rise=6))

    def _track_beat(self, e: Event) -> None:
        b, q = self.board, self.animator
        old, new, delta = b.vp, e["vp"], e["delta"]

        def tween(v: float) -> None:
            self.shown_vp = v
        q.add(anim.Tween(old, new, 0.7 if old != new else 0.01, anim.cubic_in_out, tween))
        # the turn's points come from the engine's event, not from the beats queued before
        # this one (they have not run yet when this banner is written)
        gv, tv = e["greek"], e["trojan"]
        q.add(steps(partial(setattr, b, "vp", new), partial(setattr, self, "shown_vp", None),
                    partial(setattr, b, "turn_vp", [gv, tv])))
        lines = [turn_vp_line(gv, tv, delta),
                 _("The track stands at {vp} \u2014 {lead}.").format(vp=signed(new),
                                                                    lead=vp_words(new))]
        q.add(Banner(_("End of turn {n}").format(n=e["turn"]), lines, 1.8))

    def _army_verdict(self, verdict: Line) -> None:
        if self.board.army is not None:
            self.board.army.verdict = verdict
        self.board.note(verdict)
