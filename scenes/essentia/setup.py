"""Essentia setup: the 28 terrain tiles go down, golems march in, the first
player is drawn; then the position is handed to the play scene.

Three modes (the pre-game "Terrain set-up" row): an instant deal (tiles fly
onto the board), hidden placement (players alternately put face-down tiles
on free cells; they turn over one after another at the end) and strategic
placement (players pick tiles from the visible pool; the half that is due is
highlighted and illegal cells are dimmed).

The screen stands on the shared play-screen base (scenes/play.py) like every
play screen: the computer's placements are thought off the frame, Undo takes
back the person's last tile and the computer's after it, and the game is
saved after every placement as its set-up start and the placements since
(replayed on resume). Set-up has no truce, resignation, hint or review: those
begin with play. A click during an animation skips it, as the panel says.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from game.common import Event
from game.essentia import EssentiaState
from game.essentia.layout import CELLS, DEFAULT_LAYOUT, FOREST, INDEX, MOUNTAIN, PLAINS, PLATEAU
from game.essentia.notation import DEAL, action_to, parse_action, placement_terrain
from game.essentia.spec import RULES
from scenes.art import essentia as essentia_art
from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.core.i18n import N_, _, ngettext
from scenes.core.replay import Move
from scenes.essentia.board import BoardView
from scenes.essentia.fx import setup_anims
from scenes.essentia.panel import Button, ButtonRow
from scenes.essentia.play import PlayScene
from scenes.essentia.table import PANEL, draw_turn_card
from scenes.essentia.words import half_name, short_power, side_places, terrain_name
from scenes.games import GameSetup
from scenes.play import PlayScreen
from scenes.ui.hints import Hint, HintBar, device_of
from scenes.ui.play_keys import CURSOR_HINT, MENU_HINT, RULES_HINT, UNDO_HINT
from scenes.ui.widgets import Backdrop, blit_fit, blit_text, draw_panel, fit_size, wrap_text

KINDS = ("plateau", "mountain", "plains", "forest")
TILES = sum(DEFAULT_LAYOUT.tiles.values())
DIRECTIONS = (Act.UP, Act.DOWN, Act.LEFT, Act.RIGHT)
SKIP_ANIMATION_HINT = Hint("Enter", "A", N_("Skip animation"), Act.CONFIRM)
TOP_CARD = pygame.Rect(PANEL.left, PANEL.top, PANEL.w, 104)
INFO_CARD = pygame.Rect(PANEL.left, TOP_CARD.bottom + 10, PANEL.w, 186)
POOL_CARD = pygame.Rect(PANEL.left, INFO_CARD.bottom + 10, PANEL.w, 150)
HANDOFF_DELAY = 0.35
DEAL_DELAY = 0.5


def new_state(setup: GameSetup) -> EssentiaState:
    """The rules state the pre-game options describe, at the start of setup."""
    seed = setup.seed if setup.seed is not None else random.SystemRandom().getrandbits(32)
    state = RULES.start(setup.options, seed)
    assert isinstance(state, EssentiaState)
    return state


class SetupScene(PlayScreen):
    """Tile placement by hand, by the computer or by an instant deal."""

    def __init__(self, setup: GameSetup, state: EssentiaState | None = None, *,
                 start_text: str | None = None, moves: Sequence[Move] = (),
                 undo_floor: int = 0) -> None:
        super().__init__(setup, state or new_state(setup), start_text=start_text, moves=moves,
                         undo_floor=undo_floor)
        self.state: EssentiaState
        self.coach = None                  # no hint during set-up
        self.board = BoardView(flipped=setup.own_side == 1)
        self.backdrop = Backdrop(seed=11, motes=30)
        self.mode = self.state.setup_mode or "instant"
        self.kind = 0
        self.wait = 0.0
        self.handed = False
        # start in the player's own half: Twilight's when the board is turned for it
        self.cursor = INDEX["e6"] if self.board.flipped else INDEX["d4"]
        self.deck = pygame.Rect(POOL_CARD.left + 24, POOL_CARD.top + 40, 500, 96)
        self.buttons = ButtonRow([Button("undo", N_("Undo"), "U"),
                                  Button("skip", N_("Skip"), "Enter"),
                                  Button("rules", N_("Rules"), "F1"),
                                  Button("menu", N_("Menu"), "P")],
                                 pygame.Rect(PANEL.left, PANEL.bottom - 58, PANEL.w, 58))
        self.sync_buttons()

    # -- questions ---------------------------------------------------------------
    @property
    def placing(self) -> bool:
        return self.state.phase == "setup"

    def legal_cells(self) -> set[int]:
        return {INDEX[c] for c in self.state.placement_cells()}

    def kind_name(self) -> str:
        return KINDS[self.kind]

    def pool_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.deck.left + i * 128, self.deck.top, 112, 96)
                for i in range(len(KINDS))]

    def fix_kind(self, step: int = 1) -> None:
        """Keep the chosen tile kind on one that is left in the pool."""
        pool = self.state.pool()
        for _i in range(len(KINDS)):
            if pool.get(KINDS[self.kind], 0) > 0:
                return
            self.kind = (self.kind + step) % len(KINDS)

    # -- the play base's hooks ---------------------------------------------------
    @property
    def hints(self) -> HintBar:
        """The keys that work right now (the bar drawn is refreshed each frame)."""
        return self.hint_bars.get(self.hint_list())

    def hint_list(self) -> list[Hint]:
        """The placing keys only while a person may place; else the skip key."""
        if self.busy or not self.placing or self.mode == "instant":
            return [SKIP_ANIMATION_HINT, RULES_HINT, MENU_HINT]
        hints = [CURSOR_HINT, Hint("Enter", "A", N_("Place tile"))]
        if self.mode == "strategic":
            hints.append(Hint("Tab", "LB/RB", N_("Tile kind"), Act.NEXT))
        return [*hints, UNDO_HINT, RULES_HINT, MENU_HINT]

    def finish_animations(self) -> None:
        """Skip to the end of every queued effect (their sounds and callbacks run)."""
        self.animator.finish()

    def offers_open(self) -> bool:
        return False                        # no truce nor resignation before play

    def can_undo(self) -> bool:
        return self.placing and super().can_undo()

    def can_act(self) -> bool:
        """Placing only: the moves of play are the play screen's."""
        return self.placing and super().can_act()

    def pause_extras(self) -> list[tuple[str, object]]:
        """Undo, when the Undo button would take something back."""
        return [(N_("Undo"), self.undo)] if self.can_undo() else []

    def toast_midbottom(self) -> tuple[int, int]:
        return PANEL.centerx, PANEL.bottom - 74     # the panel's foot: clear of the board

    def show_events(self, events: list[Event]) -> None:
        """Tiles fly from the deck (strategic: from their pile in the pool)."""
        origin = (self.deck.left + 40, self.deck.top + 56)   # the face-down stack
        placed = next((e for e in events if e.kind == "tile_placed"), None)
        if self.mode == "strategic" and placed is not None and placed["terrain"] in KINDS:
            origin = self.pool_rects()[KINDS.index(placed["terrain"])].center
        for anim in setup_anims(self.board, events, self.sound, origin):
            self.animator.add(anim)

    def state_changed(self) -> None:
        if self.mode == "strategic":
            self.fix_kind()
        self.sync_buttons()

    # -- input -------------------------------------------------------------------
    def handle(self, action: InputAction) -> None:
        if action.act == Act.CLICK and self.busy and self.buttons.hit(action.pos) is None \
                and self.hint_bar.hit(action.pos) is None:
            self.animator.finish()          # "Click the board to skip the animation"
            return
        super().handle(action)
        self.sync_buttons()

    def handle_play(self, action: InputAction) -> None:
        a = action.act
        if a == Act.POINT:
            self.buttons.point(action.pos)
            cell = self.board.cell_at(action.pos)
            if cell is not None:
                self.cursor = cell
            return
        if a == Act.CLICK:
            key = self.buttons.hit(action.pos)
            if key is not None:
                self.press(key)
                return
            for i, rect in enumerate(self.pool_rects()):
                if self.mode == "strategic" and rect.collidepoint(action.pos or (-1, -1)):
                    self.pick_kind(i)
                    return
            cell = self.board.cell_at(action.pos)
            if cell is not None:
                self.cursor = cell
                self.confirm(cell)
            return
        if a == Act.CANCEL:
            self.open_pause()
        elif a in DIRECTIONS:
            self.cursor = self.board.step(self.cursor, a)
        elif a == Act.CONFIRM:
            self.confirm(self.cursor)
        elif a in (Act.NEXT, Act.PREV) and self.mode == "strategic":
            step = 1 if a == Act.NEXT else -1
            self.kind = (self.kind + step) % len(KINDS)
            self.fix_kind(step)
            self.sound("menu")

    def press(self, key: str) -> None:
        if key == "undo":
            self.undo()
        elif key == "skip":
            self.animator.finish()
        elif key == "rules":
            self.open_rules()
        elif key == "menu":
            self.open_pause()

    def pick_kind(self, i: int) -> None:
        if self.state.pool().get(KINDS[i], 0) > 0:
            self.kind = i
            self.sound("menu")

    def confirm(self, cell: int) -> None:
        """Place a tile at ``cell``, or skip the animations playing now."""
        if self.busy:
            self.animator.finish()
            return
        if not self.placing or self.mode == "instant":
            return
        if not self.human_turn():
            self.say(_("Wait: your friend is placing a tile") if self.setup.online
                     else _("Wait: the computer is placing a tile"))
            return
        if cell not in self.legal_cells():
            self.say(self.why_not(cell))
            return
        self.fix_kind()
        for a in self.state.legal_actions():
            if a.to == cell and (self.mode == "random"
                                 or a.terrain == INDEX_KIND[self.kind_name()]):
                self.play(a)
                return

    def why_not(self, cell: int) -> str:
        terrain = self.state.terrain_at(cell)
        if terrain == "spring":
            return _("Tiles cannot go on a spring.")
        if terrain == "circle":
            return _("Tiles cannot go on a circle.")
        if terrain != "rocks":
            return _("That cell already has a tile")
        # TRANSLATORS: {half} is "Dawn's half (ranks 1–4)" or "Twilight's half (ranks 6–9)".
        return _("This tile is due in {half} or on rank 5.").format(
            half=half_name(self.state.due_half()))

    # -- frame ---------------------------------------------------------------------
    def _update_computer(self, dt: float) -> None:
        """The computer places tiles; the instant deal deals itself; play waits."""
        if self.placing and self.mode != "instant":
            super()._update_computer(dt)

    def update(self, dt: float) -> None:
        self.backdrop.update(dt)
        super().update(dt)
        self.sync_buttons()
        if self.busy:
            return
        if self.placing and self.mode == "instant":
            self.wait += dt
            if self.wait >= DEAL_DELAY:
                self.deal()
        elif not self.placing and not self.handed:
            self.wait += dt
            if self.wait >= HANDOFF_DELAY:
                self.hand_over()

    def deal(self) -> None:
        """The instant deal: one action, whoever it falls to (online, the screen of
        the side it falls to deals, once)."""
        if self.remote is not None and (self.remote.sending or not self.human_turn()):
            return
        self.play(DEAL)

    def hand_over(self) -> None:
        """Setup done: the play scene takes the position, and the save with it
        (from now on the game is saved from the start of play)."""
        self.handed = True
        self.keeps_save = False
        assert self.app is not None
        play = self.carry_to(PlayScene(self.setup, self.state))
        self.app.replace(play)
        play.save()

    def draw_play(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface)
        board = self.board
        board.draw_frame(surface)
        hidden = self.animator.hidden()
        tiles = {c for kind, c in hidden if kind == "tile"}
        golems = {c for kind, c in hidden if kind == "golem"}
        human = self.placing and self.mode != "instant" and self.human_turn() and not self.busy
        legal = self.legal_cells() if human else set()
        dimmed = set(range(CELLS)) - legal if human else set()
        board.draw_terrain(surface, self.state, tiles, dimmed)
        last = self.moves[-1] if self.moves and self.placing else None
        if last is not None and last.text != DEAL and not self.setup.is_human(last.player):
            board.mark_last_move(surface, [action_to(parse_action(last.text))])  # theirs
        if human and self.mode == "strategic":
            self.tint_due_half(surface, legal)
        board.draw_golems(surface, self.state, golems)
        self.draw_side(surface)
        self.animator.draw(surface)
        if self.placing and self.mode != "instant":     # a deal has no cell to choose
            board.draw_cursor(surface, self.cursor, self.t,
                              theme.FOCUS if self.cursor in legal or not human else theme.DANGER)
            if human and self.cursor in legal:
                self.draw_ghost(surface)

    def tint_due_half(self, surface: pygame.Surface, legal: set[int]) -> None:
        self.board.tint_cells(surface, legal, (*theme.FOCUS, 38))

    def draw_ghost(self, surface: pygame.Surface) -> None:
        """The tile about to be placed, see-through under the cursor."""
        name = "back" if self.mode == "random" else self.kind_name()
        img = essentia_art.tile(name, self.board.cell - 14).copy()
        img.set_alpha(150)
        surface.blit(img, img.get_rect(center=self.board.center(self.cursor)))

    def draw_side(self, surface: pygame.Surface) -> None:
        top = TOP_CARD
        if self.placing and self.mode != "instant":
            side = self.state.to_move()
            thinking = self.thinking and not self.human_turn()
            draw_turn_card(surface, top, side, side_places(side) if side is not None else "",
                           self.who(side) if side is not None else "", thinking, self.t)
        else:
            draw_panel(surface, top, border=theme.GOLD)
            msg = self.status_title()
            blit_fit(surface, msg, 34, (top.left + 24, top.top + 16), top.w - 48,
                     kind="title-bold", color=theme.GOLD)
            blit_fit(surface, self.skip_words(), 19, (top.left + 26, top.top + 62), top.w - 48,
                     color=theme.INK_DIM)
        info = INFO_CARD
        draw_panel(surface, info)
        title, lines = self.explain()
        blit_fit(surface, title, 24, (info.left + 20, info.top + 14), info.w - 40,
                 kind="title-bold", color=theme.GOLD)
        y = info.top + 52
        room = info.w - 40
        for sentence in lines:
            size = fit_size(sentence, 18, "ui", room, 12)
            if size >= 14:
                blit_text(surface, sentence, size, (info.left + 20, y), color=theme.INK)
                y += 28
                continue
            for line in wrap_text(sentence, theme.font(16), room):   # longer than any we have
                blit_text(surface, line, 16, (info.left + 20, y), color=theme.INK)
                y += 21
            y += 7
        draw_panel(surface, POOL_CARD)
        self.draw_pool(surface, POOL_CARD)
        self.buttons.draw(surface)

    def skip_words(self) -> str:
        """How to skip the animation, for the device in hand."""
        device = device_of(self.app)
        if device == "mouse":
            return _("Click the board to skip the animation")
        if device == "controller":
            return _("Press A to skip the animation")
        return _("Press Enter to skip the animation")

    def sync_buttons(self) -> None:
        """Undo while a person's placement can be taken back; Skip while tiles fly."""
        self.buttons.enable("undo", self.can_undo())
        self.buttons.enable("skip", self.busy)

    def status_title(self) -> str:
        """The top card once nobody places: what the animation is showing."""
        if not self.busy and not self.placing:
            return _("Ready")
        if self.mode == "random" and not self.placing:
            return _("The tiles turn over")
        if self.mode == "strategic" and not self.placing:
            return _("The golems march in")
        return _("Dealing the terrain")

    def explain(self) -> tuple[str, list[str]]:
        """The info card: the mode's name and what is happening, sentence by sentence."""
        state = self.state
        if self.mode == "instant":
            return (_("Instant deal"), [
                (_("The {n} tiles are dealt at random.") if state.phase != "setup"
                 else _("The {n} tiles will be dealt at random.")).format(n=TILES),
                _("Every cell left uncovered is rocks."),
                _("Then the golems take their home rows."),
                _("The first player is drawn by lot.")])
        left = state.tiles_left()
        if self.mode == "random":
            if not self.placing:
                return (_("Hidden placement"),
                        [_("All the tiles are down: they turn over one by one.")])
            return (_("Hidden placement"), [
                _("Take turns putting a face-down tile on any free cell."),
                _("Springs and circles stay free."),
                _("Nobody knows what lies beneath."),
                ngettext("{n} tile to go; when it is down they all turn over.",
                         "{n} tiles to go; when the last is down they all turn over.",
                         left).format(n=left)])
        if not self.placing:
            return (_("Strategic placement"), [_("All tiles are down.")])
        due = state.due_half()
        kind = self.kind_name()
        return (_("Strategic placement"), [
            # TRANSLATORS: {half} is "Dawn's half (ranks 1–4)" or "Twilight's half (ranks 6–9)".
            _("Place the tile in {half} or on rank 5.").format(half=half_name(due)),
            _("The highlighted cells show where it may go."),
            _("Each player alternates: own half, then the opponent's."),
            # TRANSLATORS: {tile} is a terrain (Plateau...), {power} what a golem there does.
            _("Chosen tile: {tile} ({power}).").format(tile=terrain_name(kind),
                                                        power=short_power(kind)),
        ])

    def draw_pool(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.mode == "strategic":
            blit_fit(surface, _("Tile pool (Tab / click to choose)"), 18,
                      (rect.left + 20, rect.top + 10), rect.w - 40, kind="ui-semibold",
                     color=theme.INK_DIM)
            pool = self.state.pool()
            for i, (kind, r) in enumerate(zip(KINDS, self.pool_rects(), strict=True)):
                n = pool.get(kind, 0)
                img = essentia_art.tile(kind, 64)
                if n == 0:
                    img = img.copy()
                    img.set_alpha(70)
                surface.blit(img, img.get_rect(midtop=(r.centerx - 14, r.top)))
                blit_text(surface, f"×{n}", 22, (r.centerx + 22, r.top + 32), kind="ui-bold",
                          color=theme.INK if n else theme.INK_FAINT, anchor="midleft")
                blit_fit(surface, terrain_name(kind), 15, (r.centerx - 14, r.top + 68), 124,
                         color=theme.INK_DIM, anchor="midtop")
                if i == self.kind and self.placing:
                    pygame.draw.rect(surface, theme.FOCUS, r.inflate(6, 4), 3, border_radius=10)
            return
        left = self.state.tiles_left()
        if self.mode == "instant" and self.state.phase != "setup":   # dealt: some in flight
            left = len({c for kind, c in self.animator.hidden() if kind == "tile"})
        blit_fit(surface, _("Tiles left to place") if self.mode == "random" else _("Terrain tiles"),
                 18, (rect.left + 20, rect.top + 10), rect.w - 40, kind="ui-semibold",
                 color=theme.INK_DIM)
        back = essentia_art.tile("back", 64)
        for i in range(min(left, 14)):
            surface.blit(back, (self.deck.left + i * 4, self.deck.top + 30 - i * 2))
        # TRANSLATORS: the deck's count once every tile is on the board.
        blit_fit(surface, f"{left}" if left or self.mode == "random" else _("dealt"), 40,
                 (self.deck.left + 150, self.deck.top + 24), rect.right - self.deck.left - 170,
                 kind="ui-bold", color=theme.GOLD, anchor="midleft")   # old-style 11 reads II
        blit_fit(surface, self.left_line(), 16, (self.deck.left + 152, self.deck.top + 68),
                 rect.right - self.deck.left - 170, color=theme.INK_DIM, anchor="midleft")

    def left_line(self) -> str:
        """What is still to come, under the deck's count.

        Hidden placement: the kinds of the face-down tiles are secret until they
        turn over, so only the number left is known. The instant deal lays tiles
        face up, so the kinds still in flight are named.
        """
        if self.mode == "random":
            left = self.state.tiles_left()
            if not self.placing:
                return _("all down: they turn over one by one")
            return ngettext("{n} face-down tile, kinds unknown",
                            "{n} face-down tiles, kinds unknown", left).format(n=left)
        if self.state.phase == "setup":      # the instant deal waits to be dealt
            return _("to be dealt at once, face up")
        flying = [c for kind, c in self.animator.hidden() if kind == "tile"]
        if not flying:
            return _("all {n} tiles on the board").format(n=TILES)
        counts = {k: 0 for k in ("plateau", "mountain", "forest", "plains")}
        for c in flying:
            name = self.state.terrain_at(c)
            if name in counts:
                counts[name] += 1
        # TRANSLATORS: tiles still in flight, by kind; each {name} is a count.
        return _("{plateau} plateau · {mountain} mountain · {forest} forest · {plains} plains"
                 ).format(**counts)


INDEX_KIND = {"plateau": PLATEAU, "mountain": MOUNTAIN, "plains": PLAINS, "forest": FOREST}


def _terrain_name(action: int) -> str:
    code = placement_terrain(action)
    return {v: k for k, v in INDEX_KIND.items()}.get(code, "plateau")
