"""The scene lifecycle and the scene stack (DESIGN.md §4; STYLE.md, Tuxemon).

The app sends intents to the top scene only, updates the top scene at a fixed step, and draws
from the topmost opaque scene upwards, so an overlay (pause, pass-the-screen) shows the scene
below it without updating it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.anim import Animator
from scenes.input import Intent

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    opaque = True  # False for overlays: the scene below is drawn first

    def __init__(self, app: App) -> None:
        self.app = app
        self.animator = Animator(speed=app.settings.animation_speed)

    # lifecycle: the stack calls these
    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    # every frame
    def handle(self, intent: Intent) -> None:
        """An intent while this scene is on top."""

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (a fixed step)."""
        self.animator.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on `surface`."""
