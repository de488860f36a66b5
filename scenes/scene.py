"""What a screen is: a `Scene` on the app's stack (scenes/app.py) and the hooks the stack and each frame call, with
what lets the app skip a frame's draw (`look`) or draw only a tooltip (`tip`: a `Floating` thing)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.anim import Animator
from scenes.input import Intent

if TYPE_CHECKING:
    from scenes.app import App


class Floating(Protocol):
    """Something small drawn over a screen's picture and apart from it, that comes and goes with the pointer (a
    tooltip: painting.Tip). Equal ones look the same."""

    def box(self, surface: pygame.Surface) -> pygame.Rect:
        """Where it lies on `surface`."""

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Draw it in its `box`."""


class Scene:
    """A screen on the app's stack (menu, setup, a table, an overlay): the stack calls its lifecycle hooks,
    and each frame its handle, update and draw."""

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

    @property
    def settled(self) -> bool:
        """Nothing on this screen moves or waits to be shown. A scene with motion of its own (a table's moves,
        a scroll easing in) says when it has stopped."""
        return not self.animator.busy

    @property
    def still(self) -> bool:
        """Settled, and nothing but a person moves this screen on: the app may rest (`App.resting`)."""
        return self.settled

    @property
    def look(self) -> Hashable | None:
        """What this screen's picture shows, as a key: while it stays equal, no input but the pointer's moves
        comes, the clock shows nowhere on screen and no art is newly rendered, the screen would draw the same
        picture again, and the app skips the frame's draw (`App.unchanged`). So the key holds whatever the pointer
        changes in the picture (a thing lit under it; a tooltip floats apart: `tip`). None (the default): not known,
        drawn every frame."""
        return None

    @property
    def tip(self) -> Floating | None:
        """What floats over this screen's picture by the pointer, drawn after `draw` and apart from it (a table's
        tooltip), when this is the top screen; not part of the `look`. The app draws it over the picture, and when
        only the tip changes puts back what it covered and draws the new one (`App.retip`). None: nothing."""
        return None

    def think(self) -> None:
        """Work nothing on screen waits for (an AI's thinking), after this frame's draw: `App.within_frame`
        gives it what the frame has left, so a draw heavier than usual takes its room from the thinking,
        not from the frame rate."""
