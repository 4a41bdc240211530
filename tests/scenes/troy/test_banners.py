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
