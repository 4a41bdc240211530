"""Penthesilea is a woman: Spanish words about her agree ("herida", "prisionera"),
in sentences and under her name, while the men's stay as they were."""

from __future__ import annotations

import pytest

from scenes.core import i18n
from scenes.troy.lines import line, worded
from scenes.troy.words import captive_of, hero_name, result_line, status_word


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_a_heroines_duel_results_agree_with_her(spanish) -> None:
    assert result_line("wounded", hero_name("penthesilea")) == \
        "Pentesilea queda herida (fuera 1 turno)"
    assert result_line("spared", hero_name("penthesilea")) == \
        "Pentesilea es perdonada y cae prisionera"
    assert result_line("spared", hero_name("memnon")) == "Memnón es perdonado y cae prisionero"
    assert worded(line("winner_wounded", hero="penthesilea")) == \
        "Pentesilea también queda herida al ganar."


def test_a_heroines_status_under_her_name_agrees_with_her(spanish) -> None:
    assert status_word("dead", "penthesilea") == "muerta"
    assert status_word("dead", "memnon") == "muerto"
    assert captive_of("penthesilea", "achilles") == "prisionera de Aquiles"
    assert captive_of("hector", "achilles") == "prisionero de Aquiles"


def test_english_and_german_say_the_same_of_her_as_of_him() -> None:
    assert result_line("serious", hero_name("penthesilea")) == \
        "Penthesilea is seriously wounded (out for 2 turns)"
    i18n.set_language("de")
    try:
        assert status_word("prisoner", "penthesilea") == status_word("prisoner", "memnon")
    finally:
        i18n.set_language("en")
