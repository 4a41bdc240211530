"""The pseudo-language check itself: it must join a message wrapped over lines
(also where a line starts with a placeholder's message) and still find what is
cut or glued, or the every-screen test would pass or fail for the wrong reason."""

from __future__ import annotations

from tests.support.text_audit import messages, pseudo_problems


def kinds(lines: list[str]) -> list[str]:
    return [p.kind for text in messages(lines) for p in pseudo_problems(text)]


def test_a_wrapped_message_is_judged_whole() -> None:
    assert kinds(["«Lesson 1 of 5:", "«Choosing", "heroes~~»~~»"]) == []
    assert kinds(["««Achilles~»: Power 5,", "«Speed~»; −1 against", "«Skill~»~»"]) == []


def test_a_cut_message_is_still_found_among_whole_ones() -> None:
    assert kinds(["«Round 6: Polydamas wounded…", "«Greeks~»", "«Trojans~»"]) == ["cut"]


def test_glued_and_untranslated_lines_are_found() -> None:
    assert kinds(["«Ajax~»: 1 VP, the loser"]) == ["glued"]
    assert kinds(["Character H vs E"]) == ["untranslated"]
