"""Sprites: right sizes, the two sides differ in shape, terrain reads in grey."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.art import essentia as essentia_art
from scenes.art import symbol as symbol_art
from scenes.art import troy as troy_art


def _mask(s: pygame.Surface) -> pygame.mask.Mask:
    return pygame.mask.from_surface(s, 127)


def _shape_overlap(a: pygame.Surface, b: pygame.Surface) -> float:
    """Intersection over union of two alpha silhouettes (1.0 = same shape)."""
    ma, mb = _mask(a), _mask(b)
    inter = ma.overlap_area(mb, (0, 0))
    union = ma.count() + mb.count() - inter
    return inter / union


def _grey(s: pygame.Surface) -> list[int]:
    """Luminance per pixel, composited over the game's dark backdrop."""
    flat = pygame.Surface(s.get_size())
    flat.fill((22, 24, 33))
    flat.blit(s, (0, 0))
    raw = pygame.image.tobytes(flat, "RGB")
    return [(299 * raw[i] + 587 * raw[i + 1] + 114 * raw[i + 2]) // 1000
            for i in range(0, len(raw), 3)]


def _grey_distance(a: pygame.Surface, b: pygame.Surface) -> float:
    ga, gb = _grey(a), _grey(b)
    return sum(abs(x - y) for x, y in zip(ga, gb, strict=True)) / len(ga)


@pytest.mark.parametrize("size", [24, 64, 97])
def test_every_square_sprite_has_the_asked_size(size):
    made = [essentia_art.golem(0, size), essentia_art.golem(1, size), troy_art.die_face(6, size),
            troy_art.hero_token("hector", 1, size), symbol_art.symbol_cell("water", size),
            symbol_art.symbol_stack(("E", "F"), 0, size)]
    made += [essentia_art.tile(t, size) for t in (*essentia_art.TERRAINS, "back")]
    made += [essentia_art.power_icon(t, size) for t in essentia_art.POWERS]
    made += [symbol_art.symbol_piece(k, p, size) for k in symbol_art.SYMBOL_KINDS for p in (0, 1)]
    assert all(s.get_size() == (size, size) for s in made)


def test_cards_have_the_asked_size():
    for card in (troy_art.hero_card("Achilles", 5, 5, "F", 0, (120, 168)),
                 troy_art.god_card("Zeus", (120, 168)), troy_art.card_back((120, 168))):
        assert card.get_size() == (120, 168)


def test_sprites_are_cached_not_redrawn():
    assert essentia_art.golem(0, 50) is essentia_art.golem(0, 50)
    assert essentia_art.tile("forest", 50) is essentia_art.tile("forest", 50)


def test_dawn_and_twilight_golems_differ_in_shape_not_only_colour():
    # a recoloured copy would overlap 1.0; the sun's rays and the diamond's points do not
    assert _shape_overlap(essentia_art.golem(0, 64), essentia_art.golem(1, 64)) < 0.88


def test_the_two_golems_differ_clearly_in_grey_scale():
    assert _grey_distance(essentia_art.golem(0, 64), essentia_art.golem(1, 64)) > 30


def test_terrain_tiles_are_told_apart_in_grey_scale():
    tiles = {t: essentia_art.tile(t, 48) for t in (*essentia_art.TERRAINS, "back")}
    for a, b in itertools.combinations(tiles, 2):
        assert _grey_distance(tiles[a], tiles[b]) > 12, f"{a} and {b} look alike in grey"


def test_power_icons_show_different_movement_patterns():
    icons = {t: essentia_art.power_icon(t, 48) for t in essentia_art.POWERS}
    for a, b in itertools.combinations(icons, 2):
        assert _grey_distance(icons[a], icons[b]) > 10, f"{a} and {b} glyphs look alike"


def test_each_symbol_element_has_its_own_silhouette():
    shapes = {k: symbol_art.symbol_piece(k, 0, 64) for k in symbol_art.SYMBOL_KINDS}
    for a, b in itertools.combinations(shapes, 2):
        assert _shape_overlap(shapes[a], shapes[b]) < 0.9, f"{a} and {b} share a shape"


@pytest.mark.parametrize("kind", symbol_art.SYMBOL_KINDS)
def test_symbol_sides_differ_in_grey_scale(kind):
    assert _grey_distance(symbol_art.symbol_piece(kind, 0, 64),
                          symbol_art.symbol_piece(kind, 1, 64)) > 8


def test_die_faces_are_all_different():
    faces = [pygame.image.tobytes(troy_art.die_face(n, 40), "RGBA") for n in range(10)]
    assert len(set(faces)) == 10


def test_hero_cards_of_the_two_sides_differ_in_grey_scale():
    greek = troy_art.hero_card("Achilles", 5, 5, "F", 0)
    trojan = troy_art.hero_card("Achilles", 5, 5, "F", 1)
    assert _grey_distance(greek, trojan) > 15


def test_hero_tokens_differ_in_shape_between_sides():
    assert _shape_overlap(troy_art.hero_token("ajax_t", 0, 64),
                          troy_art.hero_token("ajax_t", 1, 64)) < 0.97


@pytest.mark.parametrize("call", [
    lambda: essentia_art.golem(2, 40),
    lambda: essentia_art.tile("lava", 40),
    lambda: essentia_art.power_icon("circle_active", 40),
    lambda: symbol_art.symbol_piece("Q", 0, 40),
    lambda: symbol_art.symbol_cell("sky", 40),
    lambda: symbol_art.symbol_stack((), 0, 40),
    lambda: troy_art.die_face(10, 40),
    lambda: troy_art.hero_card("X", 1, 1, "E", 3),
])
def test_bad_requests_raise_a_clear_value_error(call):
    with pytest.raises(ValueError):
        call()
