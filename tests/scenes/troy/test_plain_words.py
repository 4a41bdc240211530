"""The Trojan War in plain words: the two Ajaxes apart, one minus sign, the Horse sum
written out, 'seriously wounded' as in the rules, and no bare phase letters."""

from __future__ import annotations

from game.common import Event
from game.troy import data as D
from scenes.troy import words
from scenes.troy.chronicle import Chronicle
from scenes.troy.overlays import TroyResultScene


def test_the_two_ajaxes_have_different_short_names() -> None:
    assert words.short_name("ajax_t") == "Great Ajax"
    assert words.short_name("ajax_o") == "Lesser Ajax"
    assert words.short_name("achilles") == "Achilles"
    assert len({words.short_name(h.id) for h in D.HEROES}) == len(D.HEROES)


def test_the_horse_sum_is_written_term_by_term_with_one_minus_sign() -> None:
    assert words.horse_sum(3, [("a", 2), ("b", 1), ("c", 1)], 7) == "die 3 + 2 + 1 + 1 = 7"
    assert words.horse_sum(2, [], 2) == "die 2 + 0 = 2"
    assert words.horse_sum(5, [("a", -2), ("b", -1)], 2) == "die 5 \u2212 2 \u2212 1 = 2"
    assert words.horse_sum(1, [("a", 1), ("b", -4)], -2) == "die 1 + 1 \u2212 4 = \u22122"
    card = TroyResultScene(D.GREEK, "horse", -4, (2, 2, []), lambda: None, None)
    assert "The Horse roll: die 2 + 0 = 2" in card.explanation()[0]
    assert words.horse_sum(3, [("a", 2)], 5, named=False) == "3 + 2 = 5"   # beside its die
    for label, _v in D.HORSE_MODIFIERS.values():
        assert "-" not in words.minus_signs(label)


def test_the_end_card_says_the_track_as_the_screen_does_never_a_signed_value() -> None:
    """A failed Horse with the Greeks ahead on the track: no '-3' or 'zero or Greek', but
    who leads, and why that is no win for the Greeks."""
    card = TroyResultScene(None, "draw", -3, (2, 3, [("a", 1)]), lambda: None, None)
    said = " ".join(card.explanation())
    assert "Greeks lead by 3" in said and "win only by taking Troy" in said
    assert "-3" not in said and "\u22123" not in said
    won = " ".join(TroyResultScene(D.TROJAN, "vp", 4, None, lambda: None, None).explanation())
    assert "(Trojans lead by 4)" in won


def test_rules_words_for_wounds_and_steps() -> None:
    assert words.STATUS_WORDS["serious"] == "seriously wounded"
    for _eid, _name, line in D.RANDOM_EVENTS.values():
        assert "Phase" not in line



def test_a_god_the_other_sides_zeus_cancels_says_so_and_no_bonus() -> None:
    """Zeus drawn by the Greeks first: the Trojans' god helps nobody this turn, and
    the line about it says so instead of quoting its bonus."""
    said = words.god_sides("apollo", D.TROJAN, cancelled=True)
    assert said == "Apollo, drawn by the Trojans, is cancelled by Zeus"
    assert "+" not in said
    assert words.god_sides(D.ZEUS, D.GREEK, cancelled=True).endswith("cancels every god this turn")


def test_the_chronicle_says_a_god_after_zeus_is_cancelled() -> None:
    chronicle = Chronicle()
    entries = chronicle.add([Event("turn_started", {"turn": 2}),
                             Event("god_drawn", {"side": D.GREEK, "god": D.ZEUS}),
                             Event("god_drawn", {"side": D.TROJAN, "god": "apollo"})])
    gods = [e.text for e in entries if e.kind == "god"]
    assert gods[1] == "Apollo, drawn by the Trojans, is cancelled by Zeus"
    later = chronicle.add([Event("turn_started", {"turn": 3}),
                           Event("god_drawn", {"side": D.GREEK, "god": "ares"}),
                           Event("god_drawn", {"side": D.TROJAN, "god": "apollo"})])
    assert all("cancelled" not in e.text for e in later)   # Zeus only cancels his turn


def test_a_pick_in_words_names_where_only_when_an_enemy_there_is_known() -> None:
    from scenes.troy.words import decision_words
    assert decision_words("pick:achilles,ajax_t", [1, 2]) == "Achilles 1, Great Ajax 2"
    assert decision_words("pick:achilles,ajax_t,odysseus", [1, 2, 3], blind=True) == \
        "Send Achilles, Great Ajax and Odysseus"


def test_german_declines_the_ajaxes_where_a_sentence_asks() -> None:
    """'Großer Aias' is his one name, and German declines it after 'gegen' or as an
    object ('würde den Großen Aias töten'); other names and languages stay as they are."""
    from scenes.core import i18n
    from scenes.troy.words import hero_name

    try:
        i18n.set_language("de")
        ajax, hector = hero_name("ajax_t"), hero_name("hector")
        assert str(ajax) == "Großer Aias"
        line = i18n._("{side}: {winner} would kill {loser}").format(
            side="Trojaner", winner=hector, loser=ajax)
        assert line == "Trojaner: Hektor würde den Großen Aias töten"
        assert i18n._("Challenge {n}: {greek} against {trojan}").format(
            n=1, greek=hero_name("ajax_o"), trojan=hector) == \
            "Herausforderung 1: Kleiner Aias gegen Hektor"
        assert f"{hector:acc}" == "Hektor"
        i18n.set_language("es")
        assert "{hero:acc}".format(hero=hero_name("ajax_t")) == "Áyax el Grande"
    finally:
        i18n.set_language("en")
