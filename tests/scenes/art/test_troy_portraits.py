"""Every Trojan War hero has his own portrait and every god her or his own emblem:
pairwise different pictures at the size the Troy screens show them."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.troy import data as D
from scenes.art import troy as troy_art
from scenes.art import troy_gods, troy_portraits
from scenes.troy.layout import CARD
from scenes.troy.table import hero_card


def _rgb(s: pygame.Surface) -> bytes:
    flat = pygame.Surface(s.get_size())
    flat.fill((22, 24, 33))
    flat.blit(s, (0, 0))
    return pygame.image.tobytes(flat, "RGB")


def _distance(a: pygame.Surface, b: pygame.Surface) -> float:
    """Mean absolute difference per colour channel, 0-255."""
    ra, rb = _rgb(a), _rgb(b)
    return sum(abs(x - y) for x, y in zip(ra, rb, strict=True)) / len(ra)


def _closest_pair(images: dict[str, pygame.Surface]) -> tuple[float, str, str]:
    return min((_distance(images[a], images[b]), a, b) for a, b in
               itertools.combinations(images, 2))


def test_every_hero_and_every_god_has_a_picture():
    assert set(troy_portraits.PORTRAITS) == set(D.HERO_IDS)
    assert set(troy_gods.EMBLEMS) == set(D.GODS)


def test_hero_portraits_are_pairwise_distinct_at_card_size():
    size = round(CARD[0] * 0.58)
    faces = {h: troy_portraits.portrait(h, size) for h in D.HERO_IDS}
    gap, a, b = _closest_pair(faces)
    assert gap > 8, f"{a} and {b} look alike ({gap:.1f})"


def test_god_emblems_are_pairwise_distinct_at_card_size():
    emblems = {g: troy_gods.emblem(g, 45) for g in D.GODS}
    gap, a, b = _closest_pair(emblems)
    assert gap > 8, f"{a} and {b} look alike ({gap:.1f})"


def _art(card: pygame.Surface) -> pygame.Surface:
    """The picture area of a card, without its name or numbers."""
    w, h = card.get_size()
    return card.subsurface(pygame.Rect(w * 0.22, h * 0.26, w * 0.56, h * 0.36)).copy()


def test_the_troy_screen_cards_carry_the_portraits():
    # Menelaus and Patroclus share Power, Resistance and side: only the portrait tells them
    arts = {h: _art(hero_card(h)) for h in ("menelaus", "patroclus", "achilles")}
    gap, a, b = _closest_pair(arts)
    assert gap > 8, f"{a} and {b} cards look alike ({gap:.1f})"


def test_god_cards_show_each_gods_emblem():
    arts = {g: _art(troy_art.god_card(D.GOD_NAMES[g], (62, 86))) for g in D.GODS}
    gap, a, b = _closest_pair(arts)
    assert gap > 8, f"{a} and {b} cards look alike ({gap:.1f})"


def test_pictures_are_cached_and_unknown_names_refused():
    assert troy_portraits.portrait("nestor", 60) is troy_portraits.portrait("nestor", 60)
    assert troy_gods.emblem("zeus", 40) is troy_gods.emblem("zeus", 40)
    with pytest.raises(ValueError):
        troy_portraits.portrait("priam", 60)
    with pytest.raises(ValueError):
        troy_gods.emblem("hades", 40)
