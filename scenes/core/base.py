"""The contract between the app loop, the input layer and every scene.

Input from keyboard, mouse and controller arrives as ``InputAction`` values;
a scene never sees raw pygame events. Scenes are driven with explicit ``dt``
(seconds) so tests can step them without a screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame


class Act(Enum):
    """The small set of abstract actions every device maps onto."""

    UP = auto()
    DOWN = auto()
    LEFT = auto()
    RIGHT = auto()
    CONFIRM = auto()   # Enter/Space, left click, pad A
    CANCEL = auto()    # Esc/Backspace, right click, pad B
    MENU = auto()      # Esc in play / P, pad Start: pause menu
    NEXT = auto()      # Tab / PageDown, pad RB: next tab, next page
    PREV = auto()      # Shift+Tab / PageUp, pad LB
    UNDO = auto()      # U / Ctrl+Z, pad Y
    HELP = auto()      # F1 / H, pad Back: rules for this game
    HINT = auto()      # I, pad left-stick press: the computer's suggested move
    REVIEW = auto()    # R / C, pad right-stick press: the moves played (Troy: its chronicle)
    POINT = auto()     # mouse moved to ``pos`` (logical coordinates)
    CLICK = auto()     # left mouse button released at ``pos``
    SCROLL = auto()    # wheel: ``value`` +1 up / -1 down
    TEXT = auto()      # characters typed (``text``): a text field takes them
    PASTE = auto()     # Ctrl+V / Shift+Insert: a text field takes the clipboard


@dataclass(frozen=True)
class InputAction:
    """One abstract action; ``pos`` is in logical 1280x720 coordinates."""

    act: Act
    device: str = "keyboard"          # "keyboard", "mouse" or "controller"
    pos: tuple[int, int] | None = None
    value: int = 0
    text: str = ""                    # Act.TEXT: the characters typed
    key: int = 0                      # the key pressed, for a keyboard action: a text
                                      # field tells Backspace from Esc, a letter from a key


class AppLike(Protocol):
    """What a scene may ask of the app that hosts it."""

    def push(self, scene: Scene) -> None: ...
    def pop(self) -> None: ...
    def replace(self, scene: Scene) -> None: ...
    def quit(self) -> None: ...
    def play_sound(self, name: str) -> None: ...
    def return_to_title(self) -> None: ...
    def set_fullscreen(self, on: bool) -> None: ...
    def set_volume(self, volume: float) -> None: ...
    def set_animation_speed(self, speed: str) -> None: ...
    def save_settings(self) -> None: ...
    def set_language(self, choice: str) -> None: ...
    def show_banner(self, text: str, seconds: float = ..., problem: bool = ...) -> None: ...

    settings: Any
    seed: int | None
    stack: list[Scene]

    @property
    def top(self) -> Scene | None:
        """The scene on top of the stack (None when it is empty)."""
        ...

    @property
    def last_device(self) -> str:
        """"keyboard", "mouse" or "controller": the captions for on-screen hints."""
        ...


class Scene:
    """Base scene: override what you need. ``opaque`` False draws the scene below."""

    opaque: bool = True

    def __init__(self) -> None:
        self.app: AppLike | None = None

    def enter(self) -> None:
        """Called when pushed (or uncovered again after a pop above it)."""

    def exit(self) -> None:
        """Called when popped or replaced."""

    def language_changed(self) -> None:
        """The player chose another language: rebuild any text kept from before
        (labels made once). Every scene on the stack hears it, covered or not."""

    def handle(self, action: InputAction) -> None:
        """React to one abstract input action."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def update_covered(self, dt: float) -> None:
        """A frame passes while another scene is on top (a menu, a question, the end
        card): most scenes wait; one that hears the network keeps listening."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto the 1280x720 logical surface. Never changes state."""
