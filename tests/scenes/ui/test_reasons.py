"""The hint's reason in words: every code the rules give has a whole sentence in
every language, with its numbers and names put in."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.ai import explain as explain_module
from game.ai.explain import Reason
from scenes.core import i18n
from scenes.troy.advice import SENTENCES as TROY_SENTENCES
from scenes.ui.reasons import COUNTED, SENTENCES, sentence


def codes_in_the_rules() -> set[str]:
    source = Path(explain_module.__file__).read_text(encoding="utf-8")
    return set(re.findall(r'Reason\("(\w+)"', source))


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    i18n.set_language(i18n.SOURCE)


def test_every_code_the_rules_give_has_a_sentence() -> None:
    codes = codes_in_the_rules()
    assert len(codes) > 20
    assert codes <= set(SENTENCES) | set(COUNTED) | set(TROY_SENTENCES)


PARAMS: dict[str, str | int] = {"cell": "e4", "n": 3, "taken": 2, "lost": 1, "held": 2, "pct": 64,
          "hero": "achilles", "foe": "hector", "spring": "c9"}


@pytest.mark.parametrize("lang", [*i18n.LANGUAGES, i18n.PSEUDO])
def test_each_sentence_is_whole_in_each_language(lang: str, speaking: None) -> None:
    i18n.set_language(lang)
    for code in [*SENTENCES, *COUNTED]:
        words = sentence(Reason(code, dict(PARAMS)), names=str.upper)
        assert "{" not in words and words.strip(), (lang, code)
        if lang == i18n.PSEUDO:     # one message, never glued from pieces
            assert words.startswith("«") and words.count("«") == 1, words
        elif lang != i18n.SOURCE:
            i18n.set_language(i18n.SOURCE)
            english = sentence(Reason(code, dict(PARAMS)), names=str.upper)
            i18n.set_language(lang)
            assert words != english, (lang, code)


def test_numbers_and_heroes_are_put_in(speaking: None) -> None:
    odds = Reason("best_odds", {"hero": "achilles", "foe": "hector", "pct": 64})
    assert sentence(odds, names=lambda h: h.capitalize()) == \
        "Best odds: Achilles has a 64% chance against Hector."
    assert sentence(Reason("capture_pieces", {"n": 1})) == "It captures 1 enemy piece."
    assert sentence(Reason("capture_pieces", {"n": 3})) == "It captures 3 enemy pieces."
    i18n.set_language("de")
    assert "e4" in sentence(Reason("capture_safe", {"cell": "e4"}))
    assert "3" in sentence(Reason("mobility", {"n": 3}))
    # a move's costs, each on a line of its own after its reason
    costly = sentence(Reason("protect", {"cell": "a2", "left": "c1", "exposed": 1}))
    assert costly.split("\n")[1:] == ["Er lässt die Quelle c1 leer.",
                                       "Dein Golem kann dort, wo er landet, geschlagen "
                                       "werden; der Computer hält den Zug trotzdem für "
                                       "lohnend."]
