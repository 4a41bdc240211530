"""A banner that announces something in the centre (a cancelled challenge, a
revealed hero, Cassandra's swap, Sinon's re-roll, Thersites' duel) stands clear
of the centre, so the cards it announces stay in sight."""

from __future__ import annotations

import pygame

from scenes.troy.beats import Banner
from scenes.troy.layout import CENTRE


def drawn_rect(banner: Banner) -> pygame.Rect:
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    banner.elapsed = banner.duration / 2          # fully shown
    banner.draw(surface)
    return surface.get_bounding_rect()


def test_a_low_banner_leaves_the_centre_in_sight() -> None:
    low = drawn_rect(Banner("Calchas reveals Hector", ["Challenge 2 is face up."], 1.4,
                            low=True))
    assert low.height > 40 and not low.colliderect(CENTRE)


def test_an_ordinary_banner_stands_over_the_centre() -> None:
    assert drawn_rect(Banner("Turn 3", ["A new turn."], 1.2)).colliderect(CENTRE)


def test_the_army_verdict_leaves_the_dice_and_totals_in_sight() -> None:
    """The verdict of the battle stands at its foot, over the sums it repeats: the
    dice and their totals stay in view under the news they decide."""
    from scenes.core import theme
    from scenes.troy.cards import ARMY_BAND
    from scenes.troy.layout import army_die_pos

    assert CENTRE.contains(ARMY_BAND) and ARMY_BAND.bottom == CENTRE.bottom
    total_h = theme.font(28, "ui-bold").get_height()
    for side in (0, 1):
        x, y = army_die_pos(side)
        die = pygame.Rect(0, 0, 64, 64)
        die.center = (x, y)
        total = pygame.Rect(x - 30, y + 40, 60, total_h)
        assert not ARMY_BAND.colliderect(die) and not ARMY_BAND.colliderect(total)


def test_the_vp_track_grows_to_show_a_rout_rather_than_pin_it_at_the_end() -> None:
    from scenes.troy.layout import VP_SPAN, vp_span, vp_x
    assert vp_span(7) == vp_span(-15) == VP_SPAN
    assert vp_span(29) == 30 and vp_span(-34) == 35
    span = vp_span(30)
    assert vp_x(20, span) < vp_x(25, span) < vp_x(30, span)     # each lead its own place
    assert vp_x(-35, vp_span(-34)) < vp_x(-34, vp_span(-34)) < vp_x(-30, vp_span(-34))


def test_the_armies_dice_stand_alone_a_moment_before_their_verdict(tmp_path) -> None:
    """Once both army dice have landed, the dice and totals are read alone for a
    moment (pace.ARMY_READ) before the verdict card comes over the sums."""
    from scenes.troy import pace
    from scenes.troy.beats import Moment
    from tests.scenes.troy.test_skip_summary import decide_first, game
    from tests.support import DT, key, make_app

    app = make_app(tmp_path)
    scene = game(app, seed=5)

    def verdict_up() -> bool:
        step = scene.animator.queue[0] if scene.animator.queue else None
        return any(isinstance(c, Moment) and c.kind == "army"
                   for c in getattr(step, "children", ()))

    landed = None
    for _ in range(100_000):
        if scene.waiting and not scene.busy and scene.decision is not None:
            decide_first(scene)
        if scene.summing_up():
            key(app, pygame.K_RETURN)
        app.step(DT)
        army = scene.board.army
        if landed is None and army is not None and all(d is not None for d in army.dice) \
                and not any(army.rolling):
            landed = 0.0
        elif landed is not None:
            landed += DT
            if verdict_up():
                break
    assert landed is not None and landed >= pace.ARMY_READ - 2 * DT


def test_a_long_summary_rises_over_the_centres_foot_rather_than_shrink() -> None:
    """A skip's card of many lines keeps its type size: the card grows upward
    to a seam between the army battle's lines (none is cut at its edge); a short
    one stays over the prompt and strip."""
    from scenes.troy.cards import SUMMARY, SUMMARY_SEAMS, draw_summary

    def drawn(lines: list[str]) -> pygame.Rect:
        surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        draw_summary(surface, "What you skipped", lines, "Enter: go on", (200, 170, 90))
        return surface.get_bounding_rect()

    assert drawn(["Event: Helen.", "Hector wins: Ajax is killed."]).top == SUMMARY.top
    tops = []
    for n in (3, 5, 8, 12):
        many = [f"Line {k}: a duel won, a hero taken, the armies, the track." for k in range(n)]
        card = drawn(many)
        tops.append(card.top)
        assert card.top in (SUMMARY.top, *SUMMARY_SEAMS), (n, card.top)
        assert card.bottom == SUMMARY.bottom      # it grows: its foot and prompt stay
    assert tops == sorted(tops, reverse=True) and tops[-1] < SUMMARY.top


def test_the_summary_seams_fall_between_the_army_battles_lines(monkeypatch) -> None:
    """Every line the army battle draws (the most modifiers an army gets) lies wholly
    above or below each seam where a rising summary may stop."""
    from scenes.troy.board import ArmyShow
    from scenes.troy.cards import SUMMARY_SEAMS
    from scenes.troy.panels import draw_army
    from tests.support.text_audit import Audit

    mods = [[("Duels won", 3), ("Hera", 2), ("Athena", 1)],
            [("Duels won", 1), ("Apollo", 2), ("Artemis", 1)]]
    army = ArmyShow(mods=mods, dice=[7, 2], totals=[13, 6], verdict="The Greek army wins")
    class Screen:
        screen = pygame.Surface((1280, 720))

    audit = Audit()
    with audit.installed(monkeypatch):
        audit.watch(Screen)
        audit.recording = True
        draw_army(Screen.screen, army)
    assert len(audit.placed) > 8
    for seam in SUMMARY_SEAMS:
        cut = [(t, r) for t, r in audit.placed if r.top < seam < r.bottom]
        assert not cut, (seam, cut)


def test_a_hero_with_no_opponent_is_said_to_have_no_duel() -> None:
    """The picks turn face up and challenge 2 has a Greek but no Trojan: a banner says
    he has no opponent (the board would pass over him in silence); with every
    challenge paired, no banner shows."""
    from game.common import Event
    from scenes.troy.board import Board
    from scenes.troy.story import tell
    from scenes.troy.telling import Telling

    def told(picks: list[tuple[int, int, str]]) -> Banner:
        events = [Event("hero_revealed", {"space": n, "side": side, "hero": hero})
                  for n, side, hero in picks]
        board = Board()
        beats = tell(events, Telling(events))
        for beat in beats:
            beat.apply(board)
        shown = [beat.show(board) for beat in beats if beat.show is not None]
        return next(b for b in shown if isinstance(b, Banner))

    lone = told([(1, 0, "achilles"), (1, 1, "hector"), (2, 0, "nestor")])
    assert lone.title == "Challenge 2: Nestor has no opponent." and not lone.finished
    assert told([(1, 0, "achilles"), (1, 1, "hector")]).finished


def test_an_empty_event_die_beside_a_fixed_event_does_not_say_nothing_happens() -> None:
    """Turn 3: Agamemnon takes Briseis, then the event die shows 0. The banner says
    there is no further event, not "Nothing happens", which would deny the fixed
    one; a turn with no fixed event still says nothing happens."""
    from game.common import Event
    from scenes.troy.board import Board
    from scenes.troy.story import tell
    from scenes.troy.telling import Telling

    def banner(events: list[Event]) -> Banner:
        board = Board()
        beats = tell(events, Telling(events))
        for beat in beats:
            beat.apply(board)
        return [b for b in (beat.show(board) for beat in beats if beat.show is not None)
                if isinstance(b, Banner)][-1]

    die = Event("event_drawn", {"turn": 3, "event": "none", "name": "No event",
                                "mandatory": False, "roll": 0})
    fixed = Event("event_drawn", {"turn": 3, "event": "briseis_taken",
                                  "name": "Agamemnon takes Briseis", "mandatory": True,
                                  "state": "applies", "achilles": "sulks"})
    assert banner([fixed, die]).title == "No further event"
    assert banner([die]).title == "Event: No event"
