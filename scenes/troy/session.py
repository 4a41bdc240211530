"""Where a Trojan War game's screen comes from: a new game, a saved one resumed
exactly (its seeded chance replayed), or an online one as the server shows it."""

from __future__ import annotations

from game.troy.rules import TroyState
from scenes.core.base import Scene
from scenes.core.replay import Move
from scenes.core.saves import SavedGame
from scenes.games import GameSetup
from scenes.online.link import Snapshot
from scenes.online.story import moves_of
from scenes.play import PlayScreen
from scenes.troy.play import FINAL_EVENTS, TroyPlayScene
from scenes.troy.plies import Ply
from scenes.troy.saving import restore_shown, shown_of


def start_game(setup: GameSetup) -> Scene:
    """A new game (the pre-game screen calls it through the game's SCREENS)."""
    return TroyPlayScene(setup)


def online_game(setup: GameSetup, snapshot: Snapshot) -> PlayScreen:
    """The game as the server shows this side: the position it may hold (the
    friend's face-down heroes as stand-ins, no seed) and every ply as the server
    told it, its chance never played here."""
    plies = [Ply(e.seat, e.action, tuple(e.events), e.position) for e in snapshot.entries]
    return TroyPlayScene(setup, state=TroyState.from_text(snapshot.position), seed=0,
                         start_text=snapshot.start, moves=moves_of(snapshot.entries),
                         plies=plies)


def resume_game(saved: SavedGame) -> Scene:
    """Reopen a saved game where its screen left it ("Continue the saved game").

    The save is the start position and the decisions since (the base's), plus
    how many of them the screen had told and what it showed then: those are
    replayed silently (so Undo still reaches them), the rest are played again
    on the same seeded chance, so dice not yet seen are shown, not skipped.
    ValueError (or the engine's NotationError / IllegalActionError) for a save
    that does not fit.
    """
    if saved.game != "troy":
        raise ValueError("not a Trojan War save")
    extra = saved.extra
    seed, texts, told = extra["seed"], extra["moves"], extra["told"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError("the save has no seed")
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts) or \
            not isinstance(told, int) or not 0 <= told <= len(texts):
        raise ValueError("the saved decisions are damaged")
    state = TroyState.from_text(saved.position)
    opts = saved.setup.options
    if (state.less_bloody, state.exchange_rule) != (bool(opts.get("less_bloody")),
                                                    bool(opts.get("exchange"))):
        raise ValueError("the saved position was played with other options")
    moves: list[Move] = []
    floor = 0
    for text in texts[:told]:
        player = state.to_move()
        if player is None:
            raise ValueError("the saved decisions run past the end of the game")
        events = state.play(state.parse_action(text))
        moves.append(Move(player, text))
        if any(e.kind in FINAL_EVENTS for e in events):
            floor = len(moves)
    scene = TroyPlayScene(saved.setup, state=state, seed=seed, start_text=saved.position,
                          moves=moves, undo_floor=floor)
    restore_shown(scene.board, extra["shown"])
    scene.keep_turn = int(extra.get("keep_turn", 0))
    scene.shown_at = shown_of(scene.board)
    if extra.get("opening"):
        scene.tell_opening()
    for text in texts[told:]:
        if scene.state.to_move() is None:
            raise ValueError("the saved decisions run past the end of the game")
        scene.play(scene.state.parse_action(text))
    ending = extra.get("ending")
    if ending in ("resign 0", "resign 1"):
        scene.resign(int(ending[-1]))        # closed in its last seconds: the card comes up
    elif ending is not None:
        raise ValueError("the saved ending is damaged")
    return scene
