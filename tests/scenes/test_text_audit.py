"""The screen audit's checks themselves: the pseudo language's must join a message
wrapped over lines (also where a line starts with a placeholder's message) and
still find what is cut or glued; the layout checks must tell text over text,
words crowded against their neighbours or an arrow, and rows too low for their
words from what is fine, or the every-screen test would pass or fail for the
wrong reason."""

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


def _frame(monkeypatch, folder, draw, hidden: bool = False) -> list[str]:
    """Audit one frame of a scene whose drawing is ``draw(surface)``."""
    import pygame

    from scenes.core.base import Scene
    from tests.support import make_app
    from tests.support.text_audit import Audit

    class Probe(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            draw(surface)

    audit = Audit(hidden=hidden)
    with audit.installed(monkeypatch):
        app = make_app(folder, title=False)
        app.push(Probe())
        audit.watch(app)
        return [p.kind for p in audit.frame(app)]


def _card(alpha: int, words: str):
    import pygame

    from scenes.ui.widgets import text

    def draw(surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        surface.blit(text("Text underneath", 20), (100, 100))
        card = pygame.Surface((300, 80), pygame.SRCALPHA)
        card.fill((40, 40, 60, alpha))
        card.blit(text(words, 20), (10, 10))
        surface.blit(card, (90, 90))
    return draw


def test_a_see_through_card_over_text_is_text_over_text(monkeypatch, tmp_path) -> None:
    assert _frame(monkeypatch, tmp_path, _card(150, "A card of its own")) == ["overlap"]


def test_an_opaque_card_hides_the_text_under_it(monkeypatch, tmp_path) -> None:
    assert _frame(monkeypatch, tmp_path, _card(255, "A card of its own")) == []


def test_a_label_that_runs_out_of_its_button_spills(monkeypatch, tmp_path) -> None:
    import pygame

    from scenes.ui.widgets import text

    def draw(surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        box = pygame.Rect(100, 100, 120, 40)
        pygame.draw.rect(surface, (60, 60, 80), box)
        words = text("Far too long for this little box", 20)
        surface.blit(words, words.get_rect(center=box.center))

    assert _frame(monkeypatch, tmp_path, draw) == ["spills"]


def _line_of(*pieces):
    """Draw ``pieces`` (words, size, x, colour) on one line; an arrow where the words
    are None."""
    import pygame

    from scenes.ui.widgets import text

    def draw(surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        for words, size, x, color in pieces:
            if words is None:
                pygame.draw.polygon(surface, (200, 160, 60), [(x, 110), (x + 12, 101),
                                                              (x + 12, 119)])
            else:
                surface.blit(text(words, size, "ui-bold", color), (x, 100))
    return draw


def test_two_captions_nearly_touching_are_crowded(monkeypatch, tmp_path) -> None:
    from scenes.ui.widgets import text

    width = text("Morgendämmerung", 20, "ui-bold").get_width()
    ink = (230, 230, 230)
    close = _line_of(("Morgendämmerung", 20, 100, ink), ("Abenddämmerung", 20, 104 + width, ink))
    apart = _line_of(("Morgendämmerung", 20, 100, ink), ("Abenddämmerung", 20, 140 + width, ink))
    assert _frame(monkeypatch, tmp_path, close) == ["crowded"]
    assert _frame(monkeypatch, tmp_path, apart) == []


def test_one_sentence_in_two_styles_is_not_crowded(monkeypatch, tmp_path) -> None:
    from scenes.ui.widgets import text

    width = text("Player 2", 20, "ui-bold", (230, 230, 230)).get_width()
    run = _line_of(("Player 2", 20, 100, (230, 230, 230)),
                   ("(Computer)", 20, 106 + width, (150, 150, 150)))
    assert _frame(monkeypatch, tmp_path, run) == []


def test_words_squeezed_against_an_arrow_are_crowded(monkeypatch, tmp_path) -> None:
    from scenes.ui.widgets import text

    width = text("Human (same screen)", 22, "ui-bold").get_width()
    ink = (230, 230, 230)
    tight = _line_of((None, 0, 80, ink), ("Human (same screen)", 22, 102, ink),
                     (None, 0, 112 + width, ink))
    roomy = _line_of((None, 0, 60, ink), ("Human (same screen)", 22, 102, ink),
                     (None, 0, 130 + width, ink))
    assert _frame(monkeypatch, tmp_path, tight) == ["crowded", "crowded"]   # either side
    assert _frame(monkeypatch, tmp_path, roomy) == []


def test_a_row_lower_than_its_words_spills(monkeypatch, tmp_path) -> None:
    import pygame

    from scenes.ui.widgets import text

    def row(height: int):
        def draw(surface: pygame.Surface) -> None:
            surface.fill((0, 0, 0))
            box = pygame.Rect(100, 100, 600, height)
            pygame.draw.rect(surface, (60, 60, 80), box)
            words = text("3. Killing or sparing", 24, "ui-semibold")
            surface.blit(words, words.get_rect(midleft=(box.left + 22, box.centery)))
        return draw

    assert _frame(monkeypatch, tmp_path, row(23)) == ["spills"]
    assert _frame(monkeypatch, tmp_path, row(44)) == []


def _covered(size: tuple[int, int]):
    """A line of text, then an opaque box of ``size`` over its last words."""
    import pygame

    from scenes.ui.widgets import text

    def draw(surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        surface.blit(text("The words of a line that runs on", 20), (100, 100))
        pygame.draw.rect(surface, (60, 60, 80), pygame.Rect(300, 104, *size))
    return draw


def test_a_button_over_the_end_of_a_line_hides_part_of_it(monkeypatch, tmp_path) -> None:
    assert _frame(monkeypatch, tmp_path, _covered((120, 40)), hidden=True) == ["hidden"]
    assert _frame(monkeypatch, tmp_path / "b", _covered((120, 40))) == []   # not asked


def test_a_card_laid_over_the_screen_may_cover_part_of_a_line(monkeypatch, tmp_path) -> None:
    assert _frame(monkeypatch, tmp_path, _covered((400, 300)), hidden=True) == []
