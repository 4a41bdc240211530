"""The play-screen base the three games share.

Everything a player expects to work the same way in Essentia, Symbol and the
Trojan War is written here once; a game's screen adds only what is its own
(its board, its panel, its animations, its input):

- the session: the setup, the engine state, the moves played since the start
  position (with who played them) and the computer opponent, whose turn is
  thought off the render loop (``scenes/ui/thinking.py``);
- undo: against the computer one undo takes back the person's last move and
  the computer's replies after it; hot-seat, the last move. It reaches back
  past a resume (a save is the start position plus the moves, replayed), and
  it is not offered once the game has ended: a finished game is final;
- offers: a draw (Essentia calls it a truce) and resignation are confirmed
  before they end the game; the computer answers a draw through its player's
  ``accepts_draw``; the engine records both (``agree_draw``, ``resign``)
  (scenes/play_offers.py);
- saves after every change, a notice when a save cannot be written (retried
  on the next change), and the end card once the last animation has played;
- toasts placed where the game says they are clear of its board;
- input during an animation: skip keys finish it; a click is kept and acted
  on when the animation ends, never dropped;
- the hint bar, recomputed in ``update`` (drawing changes nothing);
- the hint and the review (scenes/play_aids.py);
- online play: with a ``Remote`` connected (scenes/online/table.py) the other
  side is a friend at another computer and the game runs on a server. The
  person's actions go to the server, and every action (theirs too) comes back
  with its events and the position this side may see, which the screen takes
  as its state and animates: it never plays chance itself. Undo becomes a
  takeback request, a draw and a rematch are offers the friend answers,
  resignation is the server's to record, and nothing is saved here (the
  server keeps the game; Continue finds it again).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

import pygame

from game.ai.players import Player, make_player
from game.common import Event, GameState, IllegalActionError, Outcome
from scenes import play_end, play_undo
from scenes.core import theme
from scenes.core.base import Act, InputAction, Scene
from scenes.core.i18n import N_, _
from scenes.core.replay import Move, follow
from scenes.core.saves import SavedGame, clear_save, write_save
from scenes.games import GameSetup, side_names
from scenes.menus.pause import PauseScene
from scenes.menus.rules_reader import RulesScene
from scenes.play_aids import PlayAids
from scenes.play_offers import answer_arrived, ask_resign, offer_draw
from scenes.play_words import DRAW_WORDS, DrawWords
from scenes.remote import Remote
from scenes.ui.anim import Animator
from scenes.ui.coach import HINT_HINT
from scenes.ui.hints import Hint, HintBar, bumped, device_of, device_prompt
from scenes.ui.play_keys import (
    ANIMATING_HINTS,
    END_HINTS,
    MENU_HINT,
    RULES_HINT,
    STANDING_HINTS,
    UNDO_HINT,
    HintBars,
    is_skip,
)
from scenes.ui.thinking import Thinker
from scenes.ui.toast import TOAST_SECONDS, Toast

RESULT_DELAY = 0.6      # seconds between the last animation and the end card


def computer_for(setup: GameSetup) -> Player:
    """The computer opponent of ``setup``, seeded from the game's seed (replayable)."""
    seed = None if setup.seed is None else setup.seed * 7 + 1
    return make_player(setup.game, setup.difficulty, seed)


class PlayScreen(PlayAids):
    """A game from its first move to its end card; subclasses fill in the hooks.

    Hooks: ``show_events`` (queue the animation of what just happened),
    ``state_changed`` (recompute selection, layout, buttons), ``result_card``
    (the game's end card), ``play_hints`` and ``handle_play`` (the game's own
    keys), ``undo_choice`` (Undo taking back a choice before a move),
    ``toast_midbottom`` (where messages sit clear of the board),
    ``save_extra`` (what else a save keeps), ``draw_play``.
    """

    #: the game's word for an agreed draw ("truce" in Essentia, a key of DRAW_WORDS);
    #: None: no agreed draw
    draw_word: str | None = "draw"
    # the hints every bar of this screen ends with: they stand still at its right end
    standing_hints: tuple[Hint, ...] = STANDING_HINTS

    def __init__(self, setup: GameSetup, state: GameState[Any], *, start_text: str | None = None,
                 moves: Sequence[Move] = (), undo_floor: int = 0) -> None:
        super().__init__()
        self.setup, self.state = setup, state
        self.start_text = state.to_text() if start_text is None else start_text
        self.moves: list[Move] = list(moves)
        self.undo_floor = undo_floor          # moves before it cannot be taken back
        self.computer: Player | None = self.make_computer() if setup.vs_computer else None
        self.thinker = Thinker()
        self.animator = Animator()
        self.toast = Toast()
        self.hint_bars = HintBars(self.standing_hints)
        self.hint_bar: HintBar = self.hint_bars.get([])
        self.pending: InputAction | None = None    # a click made during an animation
        self.answering = False                     # the computer weighs a draw offer
        self.ending: str | None = None             # "draw" or "resign N": ended by agreement
        self.end_card: Scene | None = None
        self.result_shown = False
        self.result_wait = 0.0
        self.save_error: str | None = None
        self.t = 0.0
        # a lesson's judge of the person's moves (scenes/lessons): False refuses
        # the move (the judge tells why); a lesson also keeps no save
        self.referee: Callable[[Hashable], bool] | None = None
        # a lesson's task is done and shown: nobody is to move until the lesson goes
        # on, so the turn card says so rather than naming a side that will not move
        self.task_done = False
        self.keeps_save = True
        # a lesson's own menu, opened instead of the pause (Esc or Menu with nothing
        # to step back from): it offers to leave to the course
        self.pause_menu: Callable[[], None] | None = None
        self.remote: Remote | None = None          # online: the other side plays elsewhere
        self.init_aids()

    @property
    def sides(self) -> tuple[str, str]:
        """The two sides' names in the current language."""
        return side_names(self.setup.game)

    @property
    def draw_words(self) -> DrawWords | None:
        return None if self.draw_word is None else DRAW_WORDS[self.draw_word]

    # -- hooks -------------------------------------------------------------------
    def make_computer(self) -> Player:
        return computer_for(self.setup)

    def show_events(self, events: list[Event]) -> None:
        """Queue the animation of ``events`` (in order) on ``self.animator``."""

    def state_changed(self) -> None:
        """The state changed (a move, an undo, a resume): recompute what depends on it."""

    def result_card(self, outcome: Outcome) -> Scene:
        raise NotImplementedError

    def play_hints(self) -> list[Hint]:
        """The game's own keys while a person may act (before Undo, Rules, Menu)."""
        return []

    def handle_play(self, action: InputAction) -> None:
        """The game's own input (board, panel) while nothing else claimed it."""

    def toast_midbottom(self) -> tuple[int, int]:
        """Where messages sit: by default just above the hint bar."""
        return theme.WIDTH // 2, theme.HEIGHT - 52

    def save_extra(self) -> dict[str, Any]:
        """What a save keeps besides the start position and the moves (JSON)."""
        return {}

    def nothing_to_undo(self) -> str:
        """What undo says when no person's move can be taken back."""
        return _("Nothing to undo")

    def undo_refusal(self) -> str | None:
        """Why undo is refused now although a move could be taken back (or None)."""
        return None

    def undo_choice(self) -> bool:
        """Undo first takes back a choice still being made (a piece placed but not
        confirmed); True when it did, so no move is taken back."""
        return False

    def pause_extras(self) -> list[tuple[str, object]]:
        """Rows the game adds to its pause menu before the offers."""
        return []

    def draw_play(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # -- questions ---------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.setup.game

    @property
    def over(self) -> bool:
        return self.state.outcome() is not None

    @property
    def busy(self) -> bool:
        """An animation plays: game-changing input waits."""
        return not self.animator.idle

    def human_turn(self) -> bool:
        side = self.state.to_move()
        return side is not None and self.setup.is_human(side)

    def has_person(self) -> bool:
        """Someone at the screen plays (not the computer against itself)."""
        return not self.setup.vs_computer or self.setup.human_side is not None

    def can_act(self) -> bool:
        """A person may play now: no animation, game on, their turn (and online, no
        action of theirs still on its way)."""
        return not self.busy and not self.over and self.human_turn() and not self.answering \
            and not (self.remote is not None and self.remote.sending)

    def who(self, player: int) -> str:
        """'You', 'Computer' or 'Player 1/2': the person behind a side."""
        return self.setup.who(player)

    def offers_open(self) -> bool:
        """A draw offer or a resignation may be made: a person plays a game still
        going, and not a lesson (whose positions are tasks, not games)."""
        return not self.over and self.has_person() and self.referee is None

    def draw_open(self) -> bool:
        """A draw (truce) may be offered now: on a person's own turn, in every game
        and from every place that offers it (the board's button, the pause menu)."""
        return self.draw_words is not None and self.offers_open() and self.human_turn()

    def in_lesson(self) -> bool:
        return self.referee is not None

    def can_undo(self) -> bool:
        """A person's move that undo would take back, and a game still going."""
        return not self.over and any(self.setup.is_human(m.player)
                                     for m in self.moves[self.undo_floor:])

    @property
    def thinking(self) -> bool:
        return self.thinker.busy

    def say(self, message: str, seconds: float = TOAST_SECONDS) -> None:
        self.toast.say(message, seconds)

    def sound(self, name: str) -> None:
        if self.app is not None:
            self.app.play_sound(name)

    def prompt(self, mouse: str, press: str) -> str:
        """``mouse`` for a mouse player, else ``press`` with its {key} filled in."""
        return device_prompt(self.app, mouse, press)

    # -- playing -----------------------------------------------------------------
    def move_refused(self) -> None:
        """A lesson refused the person's move: the position is as it was (a game may
        keep the choice being made, so the next try starts where this one did)."""
        self.state_changed()

    def play(self, action: Hashable) -> list[Event]:
        """Apply one action of the side to move; animate it, save, refresh."""
        player = self.state.to_move()
        if player is None:
            raise IllegalActionError("the game is over")
        if self.referee is not None and self.setup.is_human(player) \
                and not self.referee(action):
            self.sound("cancel")
            self.move_refused()
            return []
        if self.remote is not None:
            if self.setup.is_human(player):
                self.remote.send(self.state.action_text(action))
            return []                   # the server answers with the events to show
        move = Move(player, self.state.action_text(action))
        events = self.state.play(action)
        self.moves.append(move)
        self._changed(events)
        return events

    # -- online --------------------------------------------------------------------
    def connect(self, remote: Remote) -> None:
        """Play online: ``remote`` brings the server's news; nothing is saved here."""
        self.remote = remote
        self.computer = None
        self.keeps_save = False
        self.coach = None
        remote.attach(self)
        self.state_changed()

    def carry_to(self, scene: PlayScreen) -> PlayScreen:
        """The next screen of this game (set-up to play) takes over the connection."""
        if self.remote is not None:
            scene.connect(self.remote)
        return scene

    def receive(self, player: int, text: str, events: list[Event], position: str) -> None:
        """An action the server played (either side's): its events as this side may
        see them, and the position it left, which becomes the state."""
        self.adopt(follow(self.state, text, position))
        self.moves.append(Move(player, text))
        self._changed(events)

    def adopt(self, state: GameState[Any]) -> None:
        """Take ``state`` as the game's state from now on (online: the server's); a
        screen whose parts keep the state object hands it to them too."""
        self.state = state

    def end_by(self, ending: str) -> None:
        """The server recorded a draw or a resignation: the game ends here too."""
        self.animator.finish()
        self.ending = ending
        events = self.state.agree_draw() if ending == "draw" else self.state.resign(
            int(ending[-1]))
        self._changed(events)

    def _changed(self, events: list[Event]) -> None:
        self.pending = None
        self.drop_hint()
        self.save()
        self.show_events(events)
        self.state_changed()

    def undo(self) -> None:
        """Take back the person's last move (and the computer's replies after it;
        scenes/play_undo.py)."""
        play_undo.undo(self)

    def undo_message(self, taken: list[Move]) -> str:
        """What was taken back, in words ('taken' newest first)."""
        return play_undo.undo_message(self, taken)

    def offer_draw(self) -> None:
        """Offer a draw (a truce), confirmed first (scenes/play_offers.py)."""
        offer_draw(self)

    def ask_resign(self) -> None:
        """Resign, confirmed first (scenes/play_offers.py)."""
        ask_resign(self)

    def _stop_thinking(self) -> None:
        """Drop the computer's move or answer in progress (undo, resign, leaving)."""
        self.thinker.cancel()
        self.answering = False

    def agree_draw(self) -> None:
        self._stop_thinking()
        self.animator.finish()
        self.ending = "draw"
        self._changed(self.state.agree_draw())

    def resign(self, side: int) -> None:
        self._stop_thinking()
        self.animator.finish()
        self.ending = f"resign {side}"
        self._changed(self.state.resign(side))

    # -- saving ------------------------------------------------------------------
    def save(self) -> None:
        """Keep the game for next time (a finished one once its end card is up);
        only when a person plays, so the demo never touches a player's save."""
        if self.app is None or not self.has_person() or not self.keeps_save:
            return
        if self.over and self.result_shown:
            clear_save(self.app, self.game)
            return
        # a failed write is shown by the app over every screen, and tried again
        # on the next change (scenes/core/saves.write_save, App.report_save)
        written = write_save(self.app, self.saved_game())
        self.save_error = None if written else getattr(self.app, "save_problem", "not saved")

    def saved_game(self) -> SavedGame:
        """The game as a save: the start position and the moves, replayed on resume."""
        extra: dict[str, Any] = {"moves": [m.text for m in self.moves], **self.save_extra()}
        if self.ending is not None:
            extra["ending"] = self.ending
        return SavedGame(self.setup, self.start_text, extra)

    # -- the end (scenes/play_end.py) ---------------------------------------------
    def show_result(self) -> None:
        """Open (or reopen, after looking at the board) the end card."""
        play_end.show_result(self)

    def view_board(self) -> None:
        """Closed the end card to look at the board: how to bring it back."""
        play_end.view_board(self)

    def rematch(self) -> None:
        play_end.rematch(self)

    def ending_words(self) -> str:
        """How the game ended after its last move, as the end card says it."""
        return play_end.ending_words(self)

    # -- menus -------------------------------------------------------------------
    def open_pause(self) -> None:
        if self.app is None:
            return
        if self.pause_menu is not None:
            self.pause_menu()
            return
        # the hint here too: a player with a mouse alone finds it in the menu
        hint = [(N_("Hint"), self.ask_hint)] if self.hint_offered() else []
        extras = [*hint, *self.pause_extras(), *self.review_extras()]
        if self.offers_open():
            if self.draw_words is not None and self.draw_open():
                extras.append((self.draw_words.offer, self.offer_draw))
            extras.append((N_("Resign"), self.ask_resign))
        if self.remote is None:
            # a finished game is not kept: leaving says so, not "it is saved"
            self.app.push(PauseScene(self.game, extras, N_("The game is over: nothing is lost "
                                                          "by leaving.") if self.over else None))
            return
        extras += self.remote.pause_rows()
        self.app.push(PauseScene(
            self.game, extras, N_("The game is kept on the server: continue it from Play online."),
            # TRANSLATORS: the heading of the menu opened during an online game (it goes on)
            title=N_("Game menu")))

    def open_rules(self) -> None:
        if self.app is not None:
            self.app.push(RulesScene(self.game))

    # -- the loop ----------------------------------------------------------------
    def enter(self) -> None:
        self._refresh_hints()

    def language_changed(self) -> None:
        """Forget words kept in the old language: the toast, the hint's card, and
        the end card when it is not showing (it is made again when reopened)."""
        self.toast.clear()
        self.drop_hint()
        if self.end_card not in getattr(self.app, "stack", ()):
            self.end_card = None
        self.state_changed()

    def exit(self) -> None:
        """Leaving (menu, rematch, a closed window): stop thinking, keep the game;
        online, the connection goes unless the game's next screen took it over."""
        self._stop_thinking()
        self.drop_hint()
        self.save()
        if self.remote is not None and self.remote.screen is self:
            self.remote.leave()

    def handle(self, action: InputAction) -> None:
        action = bumped(action, self.hint_bar)
        a = action.act
        if a == Act.MENU:
            self.open_pause()
            return
        if a == Act.HELP:
            self.open_rules()
            return
        if a in (Act.REVIEW, Act.HINT):
            self.open_review() if a == Act.REVIEW else self.ask_hint()
            return
        if self.busy:
            if is_skip(a):
                self.animator.finish()
                return
            if a == Act.CLICK:
                self.pending = action      # acted on when the animation ends
                return
        if self.over and self.result_shown and a == Act.CONFIRM:
            self.show_result()
            return
        if a == Act.UNDO:
            self.undo()
            return
        if a == Act.CANCEL and self.coach is not None and self.coach.showing:
            self.drop_hint()            # Esc puts the hint away: the panel it covers is back
            return
        self.handle_play(action)

    def update_covered(self, dt: float) -> None:
        """Online, the friend's news is heard under a menu or the end card too."""
        if self.remote is not None:
            self.remote.update(dt)

    def update(self, dt: float) -> None:
        self.t += dt
        if self.remote is not None:
            self.remote.update(dt)
            if self.app is None or self.app.top is not self:
                return                  # the server's news rebuilt or covered the screen
        self.toast.update(dt)
        self.animator.update(dt)
        self._update_hint(dt)
        if self.busy:
            self._refresh_hints()
            return
        if self.pending is not None and (self.human_turn() or self.over):
            pending, self.pending = self.pending, None
            self.handle_play(pending)
        if self.over:
            self.thinker.cancel()
            if not self.result_shown:
                self.result_wait += dt
                if self.result_wait >= RESULT_DELAY:
                    self.sound("win")
                    self.show_result()
        else:
            self.result_wait = 0.0
            self._update_computer(dt)
        self._refresh_hints()

    def _update_computer(self, dt: float) -> None:
        """Start or collect the computer's choice; never blocks the frame."""
        if self.answering:
            ready, accepted = self.thinker.poll(dt)
            if ready:
                answer_arrived(self, bool(accepted))
            return
        if self.computer is None or self.human_turn() or self.state.to_move() is None:
            return
        if not self.thinker.busy:
            self.thinker.start(self.computer, self.state)
            return
        ready, action = self.thinker.poll(dt)
        if ready:
            self.play(action)

    def hint_list(self) -> Sequence[Hint]:
        """The keys that work now, for the hint bar: the game's own (``play_hints``),
        then Hint, Undo, Rules and Menu when they apply."""
        if self.busy:
            return ANIMATING_HINTS
        if self.over:
            return END_HINTS
        play = self.play_hints()
        # a game's own hint for U (taking back a choice) stands in for Undo
        undo = self.can_undo() and not any(h.act == Act.UNDO for h in play)
        hint = self.hint_offered()
        return [*play, *([HINT_HINT] if hint else []), *([UNDO_HINT] if undo else []),
                RULES_HINT, MENU_HINT]

    def _refresh_hints(self) -> None:
        self.hint_bar = self.hint_bars.get(self.hint_list())

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_play(surface)
        rise = self.draw_aids(surface)
        x, y = self.toast_midbottom()
        if self.remote is not None:            # the connection's banner, where messages sit
            rise += self.remote.draw(surface, (x, y - rise))
        self.toast.draw(surface, (x, y - rise))
        self.hint_bar.draw(surface, device_of(self.app))
