"""Input reaches scenes as intents, never as raw pygame events (STYLE.md, Tuxemon).

Keyboard and mouse are mapped here; a gamepad mapping can be added here without touching scenes.
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
HINT = "hint"  # H: what would the hard AI play?

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
        if k == pygame.K_h and not self.text_mode:
            return [Intent(HINT)]
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if k in arrows:
            dx, dy = arrows[k]
            return [Intent(NAVIGATE, dx=dx, dy=dy)]
        if k == pygame.K_TAB:
            back = bool(event.mod & pygame.KMOD_SHIFT)
            return [Intent(NAVIGATE, dx=-1 if back else 1)]
        return []
