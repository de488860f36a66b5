"""Input reaches scenes as intents, never as raw pygame events (docs/architecture.md §6, Tuxemon).

Keyboard, mouse and gamepads (SDL game controllers) are mapped here, so every screen works with any
of them alone: the d-pad or the left stick moves the focus, A confirms, B goes back, Start pauses,
Y asks for a hint, X takes a move back.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

CONFIRM = "confirm"  # Enter, Space
BACK = "back"  # Escape
NAVIGATE = "navigate"  # arrows, Tab: dx, dy
POINT = "point"  # the pointer moved: pos
PRESS = "press"  # primary button down: pos
RELEASE = "release"  # primary button up: pos
PICK = "pick"  # a click (press and release close together): pos
TEXT = "text"  # typed characters: text
ERASE = "erase"  # Backspace
SCROLL = "scroll"  # wheel: dy
RESIZE = "resize"  # the window changed size: size
HINT = "hint"  # H, or Y on a gamepad: what would the hard AI play?
PAUSE = "pause"  # Start on a gamepad (the keyboard pauses with Esc, which is BACK)
UNDO = "undo"  # U, or X on a gamepad: take my last move back
SELECT_ALL = "select-all"  # Ctrl+A (Cmd+A on a Mac) in a text field: select its whole text

STICK_THRESHOLD = 0.5  # how far the stick must lean (of its full travel) to move the focus once
_DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0), pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_UP: (0, -1), pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, 1),
}
_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: CONFIRM, pygame.CONTROLLER_BUTTON_B: BACK,
    pygame.CONTROLLER_BUTTON_START: PAUSE, pygame.CONTROLLER_BUTTON_Y: HINT, pygame.CONTROLLER_BUTTON_X: UNDO,
}
_STICK_AXES = {pygame.CONTROLLER_AXIS_LEFTX: 0, pygame.CONTROLLER_AXIS_LEFTY: 1}

CLICK_SLOP = 8  # pixels a press may travel and still count as a click


@dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] = (0, 0)
    dx: int = 0
    dy: int = 0
    text: str = ""


class IntentMapper:
    """Turns pygame events into intents. Keeps the press position to recognise clicks."""

    def __init__(self) -> None:
        self._pressed_at: tuple[int, int] | None = None
        self.text_mode = False  # a text field has focus: Space types a space instead of confirming
        self._leaning: dict[tuple[int, int], int] = {}  # (pad, axis) -> the way the stick leans: -1, 0, 1

    def map(self, event: pygame.event.Event) -> list[Intent]:
        t = event.type
        if t == pygame.KEYDOWN:
            return self._key(event)
        if t == pygame.TEXTINPUT:
            return [Intent(TEXT, text=event.text)]
        if t == pygame.MOUSEMOTION:
            return [Intent(POINT, pos=event.pos)]
        if t == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_at = event.pos
            return [Intent(PRESS, pos=event.pos)]
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            out = [Intent(RELEASE, pos=event.pos)]
            start = self._pressed_at
            self._pressed_at = None
            if start is not None and abs(start[0] - event.pos[0]) + abs(start[1] - event.pos[1]) <= CLICK_SLOP:
                out.append(Intent(PICK, pos=event.pos))
            return out
        if t == pygame.MOUSEWHEEL:
            return [Intent(SCROLL, dy=-event.y)]
        if t == pygame.CONTROLLERBUTTONDOWN:
            return self._button(event.button)
        if t == pygame.CONTROLLERAXISMOTION:
            return self._stick(event)
        if t in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = getattr(event, "size", None) or (event.x, event.y)
            return [Intent(RESIZE, pos=tuple(size))]
        return []

    def _key(self, event: pygame.event.Event) -> list[Intent]:
        k = event.key
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) or (k == pygame.K_SPACE and not self.text_mode):
            return [Intent(CONFIRM)]
        if k == pygame.K_ESCAPE:
            return [Intent(BACK)]
        if k == pygame.K_BACKSPACE:
            return [Intent(ERASE)]
        if k == pygame.K_a and self.text_mode and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return [Intent(SELECT_ALL)]
        if k == pygame.K_h and not self.text_mode:
            return [Intent(HINT)]
        if k == pygame.K_u and not self.text_mode:
            return [Intent(UNDO)]
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if k in arrows:
            dx, dy = arrows[k]
            return [Intent(NAVIGATE, dx=dx, dy=dy)]
        if k == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            return [Intent(NAVIGATE, dx=-1 if back else 1)]
        return []

    def _button(self, button: int) -> list[Intent]:
        if button in _DPAD:
            dx, dy = _DPAD[button]
            return [Intent(NAVIGATE, dx=dx, dy=dy)]
        kind = _BUTTONS.get(button)
        return [Intent(kind)] if kind else []

    def quiet(self, event: pygame.event.Event) -> bool:
        """Whether `event` is a stick's motion that changes nothing: an axis the game does not read, or a stick
        within its threshold that was not leaning (the drift of a stick at rest, which some pads send all the
        time). It maps to no intent, and a resting app does not wake for it."""
        if event.type != pygame.CONTROLLERAXISMOTION:
            return False
        axis = _STICK_AXES.get(event.axis)
        if axis is None:
            return True
        key = (getattr(event, "instance_id", 0), axis)
        return abs(event.value / 32767) < STICK_THRESHOLD and self._leaning.get(key, 0) == 0

    def _stick(self, event: pygame.event.Event) -> list[Intent]:
        """The left stick moves the focus once each time it leans past the threshold."""
        axis = _STICK_AXES.get(event.axis)
        if axis is None:
            return []
        lean = event.value / 32767
        way = 0 if abs(lean) < STICK_THRESHOLD else (1 if lean > 0 else -1)
        key = (getattr(event, "instance_id", 0), axis)
        if way == self._leaning.get(key, 0):
            return []
        self._leaning[key] = way
        if way == 0:
            return []
        return [Intent(NAVIGATE, dx=way if axis == 0 else 0, dy=way if axis == 1 else 0)]
