"""The gallery screen: loops every effect, pages through the sprites, leaves on Back."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.base import Act, InputAction
from scenes.menus.gallery import PAGES, GalleryScene


class FakeApp:
    settings = None
    seed = 1

    def __init__(self) -> None:
        self.popped = 0
        self.sounds: list[str] = []

    def push(self, scene) -> None: ...
    def replace(self, scene) -> None: ...
    def quit(self) -> None: ...

    def pop(self) -> None:
        self.popped += 1

    def play_sound(self, name: str) -> None:
        self.sounds.append(name)


def _scene() -> tuple[GalleryScene, FakeApp]:
    scene, app = GalleryScene(), FakeApp()
    scene.app = app
    scene.enter()
    return scene, app


def test_every_page_updates_and_draws_for_a_few_seconds():
    scene, _ = _scene()
    surface = pygame.Surface((theme.WIDTH, theme.HEIGHT))
    for page in range(len(PAGES)):
        scene.page = page
        for _ in range(90):
            scene.update(1 / 30)
            scene.draw(surface)


def test_effects_keep_looping():
    scene, _ = _scene()
    for _ in range(8 * 30):
        scene.update(1 / 30)
    assert all(p.run >= 2 for p in scene.panels)
    assert all(p.effect is not None and not p.effect.finished for p in scene.panels)


def test_pages_turn_with_tab_and_shoulders_and_wrap_around():
    scene, app = _scene()
    scene.handle(InputAction(Act.NEXT))
    assert scene.page == 1
    scene.handle(InputAction(Act.LEFT))         # the sprite pages have no focus: arrows page
    scene.handle(InputAction(Act.PREV, "controller"))
    assert scene.page == len(PAGES) - 1
    scene.handle(InputAction(Act.RIGHT))
    assert scene.page == 0
    assert "menu" in app.sounds


def test_arrows_reach_every_effect_panel():
    scene, _ = _scene()
    seen = {scene.focus}
    for act in (Act.RIGHT, Act.RIGHT, Act.RIGHT, Act.DOWN, Act.LEFT, Act.LEFT, Act.LEFT):
        scene.handle(InputAction(act, "controller"))
        seen.add(scene.focus)
    assert seen == set(range(len(scene.panels))) and scene.page == 0
    scene.handle(InputAction(Act.UP))
    assert scene.focus == 0


def test_the_hint_speaks_the_device_in_use():
    scene, app = _scene()
    app.last_device = "controller"
    assert "A replay" in scene.hint() and "LB RB" in scene.hint()
    app.last_device = "keyboard"
    assert "Enter replay" in scene.hint() and "Tab" in scene.hint()


def test_mouse_alone_turns_pages_and_leaves():
    scene, app = _scene()
    scene.handle(InputAction(Act.CLICK, "mouse", pos=scene.buttons["next"].center))
    assert scene.page == 1
    scene.handle(InputAction(Act.CLICK, "mouse", pos=scene.buttons["prev"].center))
    assert scene.page == 0
    scene.handle(InputAction(Act.CLICK, "mouse", pos=scene.buttons["back"].center))
    assert app.popped == 1


def test_confirm_replays_the_focused_effect_with_its_sound():
    scene, app = _scene()
    scene.handle(InputAction(Act.DOWN))          # from Slide down to the explosion row
    focused = scene.panels[scene.focus]
    assert focused.title.startswith("Explosion")
    for _ in range(20):
        scene.update(1 / 30)
    scene.handle(InputAction(Act.CONFIRM))
    assert focused.effect is not None and focused.effect.elapsed == 0
    assert app.sounds[-1] == "explosion"


def test_clicking_a_panel_replays_it():
    scene, app = _scene()
    panel = scene.panels[5]
    scene.handle(InputAction(Act.CLICK, "mouse", pos=panel.rect.center))
    assert scene.focus == 5 and app.sounds[-1] == panel.sound


def test_cancel_and_menu_leave_the_gallery():
    scene, app = _scene()
    scene.handle(InputAction(Act.CANCEL))
    scene.handle(InputAction(Act.MENU, "controller"))
    assert app.popped == 2
