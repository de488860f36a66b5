"""Small widgets shared by the scenes: text, panels, buttons, steppers, text fields, and the focus
ring that lets the keyboard reach all of them."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from scenes.core import anim, theme
from scenes.core.assets import SMALL, font, text_px
from scenes.core.input import CONFIRM, ERASE, NAVIGATE, PICK, POINT, SELECT_ALL, TEXT, Intent

Colour = tuple[int, ...]

_drawn: list[tuple[int, str]] | None = None  # while recording: (pixel size, text) of each text drawn


@contextmanager
def recording() -> Iterator[list[tuple[int, str]]]:
    """Collect the pixel size and words of every text drawn where it can be seen, while the block runs:
    the tests measure the smallest type of each screen this way."""
    global _drawn
    outer, _drawn = _drawn, []
    try:
        yield _drawn
    finally:
        _drawn = outer


def line_height(size: int, bold: bool = False) -> int:
    """The distance between two lines of text of `size`."""
    return font(size, bold).get_linesize()


def text(surface: pygame.Surface, s: str, pos: tuple[float, float], size: int, colour: Colour = theme.WHITE,
         anchor: str = "topleft", bold: bool = False, shadow: bool = True, max_width: int | None = None,
         display: bool = False) -> pygame.Rect:
    """Draw one line of text; `anchor` is a pygame.Rect attribute (topleft, center, midright...).
    Text wider than `max_width` is shortened with an ellipsis. `display`: the titles' face."""
    if max_width is not None:
        s = fit(s, size, bold, max_width, display)
    img = _rendered(s, size, tuple(colour), bold, display)
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    if _drawn is not None and s.strip() and rect.colliderect(surface.get_rect()):
        _drawn.append((text_px(size), s))
    if shadow:
        offset = max(1, size // 16)
        surface.blit(_rendered(s, size, theme.SHADOW + (150,), bold, display), rect.move(offset, offset))
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=2048)
def fit(s: str, size: int, bold: bool, max_width: int, display: bool = False) -> str:
    """`s`, shortened with an ellipsis if it is wider than `max_width` pixels."""
    f = font(size, bold, display)
    if f.size(s)[0] <= max_width:
        return s
    lo, hi = 0, len(s)  # the longest prefix that fits with its ellipsis: a binary search, as s may be long
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid] + "…")[0] <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo] + "…"


def minus_sign(n: int) -> str:
    """A score with a true minus sign ("−3"), as the tables and sheets write one."""
    return f"−{-n}" if n < 0 else str(n)


def first_fitting(options: list[str], size: int, max_width: int, bold: bool = False) -> str:
    """The first of `options` (longest, clearest first) that fits `max_width` pixels whole; else the last,
    which `text` then shortens: a narrow place says less rather than cutting words off."""
    f = font(size, bold)
    return next((o for o in options if f.size(o)[0] <= max_width), options[-1])


@lru_cache(maxsize=2048)
def _rendered(s: str, size: int, colour: tuple[int, ...], bold: bool, display: bool = False) -> pygame.Surface:
    """Text images are drawn every frame: render each (text, size, colour) once. A text with nothing
    to draw (only zero-width characters) or that the font refuses (a NUL) gives an empty image."""
    f = font(size, bold, display)
    try:
        img = f.render(s, True, colour[:3])
    except (pygame.error, ValueError):
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)
    if len(colour) == 4:
        img.set_alpha(colour[3])
    return img


def wrap(s: str, size: int, width: int, bold: bool = False, most: int | None = None) -> list[str]:
    """Split `s` into lines no wider than `width` pixels (each "\n" starts a line), at most `most` of them:
    text that runs on past the last is cut with an ellipsis, never dropped without a sign."""
    lines = _wrapped(s, size, width, bold)
    if most is not None and len(lines) > max(1, most):
        most = max(1, most)
        lines = lines[:most - 1] + [fit(" ".join(lines[most - 1:]), size, bold, width)]
    return lines


def _wrapped(s: str, size: int, width: int, bold: bool) -> list[str]:
    f = font(size, bold)
    lines: list[str] = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
            while f.size(line)[0] > width and len(line) > 1:  # a word longer than a line (a file's path): split it
                cut = _longest_start(line, f, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


def _longest_start(word: str, f: pygame.font.Font, width: int) -> int:
    """How many of `word`'s first characters fit in `width` (at least one), ending after a "/" or "\\" when
    one is near enough (a path breaks between folders)."""
    n = 1
    while n < len(word) and f.size(word[:n + 1])[0] <= width:
        n += 1
    folder = max(word.rfind("/", 0, n), word.rfind("\\", 0, n))
    return folder + 1 if folder >= n // 2 else n


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL, radius: int = 10,
          border: Colour | None = None, width: int = 2) -> None:
    """A rounded, possibly translucent rectangle."""
    _fill(surface, rect, colour, radius, _translucent)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


def _fill(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, radius: int,
          layer: Callable[[tuple[int, int], Colour, int], pygame.Surface]) -> None:
    """A rounded rectangle filled in `colour`; a translucent one blended from `layer(size, colour, radius)`."""
    if len(colour) == 4 and colour[3] < 255:
        surface.blit(layer(rect.size, colour, radius), rect)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)


def _rounded(size: tuple[int, int], colour: Colour, radius: int) -> pygame.Surface:
    """A translucent rounded rectangle to blit."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
    return layer


_translucent = lru_cache(maxsize=32)(_rounded)
"""`_rounded` made once for its size and colour: a table draws panels every frame, and making each layer anew
cost about half a millisecond a frame at 1920x1080 and 2560x1440."""


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    """Darken the whole surface: what lies under an overlay."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    surface.blit(veil, (0, 0))


class Widget:
    rect: pygame.Rect
    enabled: bool = True

    def handle(self, intent: Intent) -> bool:
        """Called with the focus on this widget; True if it used the intent."""
        return False

    def focus_gained(self) -> None:
        """The focus just came to this widget (the keyboard, the pointer or a click): a text field selects its
        text, so what is typed next replaces it."""

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None: ...


@dataclass(eq=False)
class Button(Widget):
    label: str
    action: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    enabled: bool = True
    primary: bool = False
    detail: str = ""  # a smaller line under the label: what the button will do (Quick play: which game, whom)

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (CONFIRM, PICK) and self.enabled:
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        """The primary button is gold only while it is the current one: a gold button beside the focus outline on
        another looked like two current buttons."""
        if not self.enabled:
            fill: Colour = (60, 66, 66)
        elif self.primary and focused:
            fill = (196, 140, 34)
        else:
            fill = (58, 96, 104) if (focused or hovered) else (36, 64, 72)
        panel(surface, self.rect, fill, radius=self.rect.h // 4,
              border=theme.HIGHLIGHT if focused else (0, 0, 0), width=3 if focused else 1)
        colour = theme.WHITE if self.enabled else theme.MUTED
        size = max(18, int(self.rect.h * 0.46))
        if not self.detail:
            text(surface, self.label, self.rect.center, size, colour, "center", bold=True, max_width=self.rect.w - 12)
            return
        small = max(SMALL, int(self.rect.h * 0.27))
        size = min(size, self.rect.h - line_height(small) - 6)
        top = self.rect.centery - (line_height(size) + line_height(small)) // 2
        text(surface, self.label, (self.rect.centerx, top), size, colour, "midtop", bold=True,
             max_width=self.rect.w - 12)
        text(surface, self.detail, (self.rect.centerx, top + line_height(size)), small, colour, "midtop",
             shadow=False, max_width=self.rect.w - 12)


@dataclass(eq=False)
class Stepper(Widget):
    """A value chosen among `choices` with left/right."""

    label: str
    choices: list
    index: int
    on_change: Callable[[object], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    render: Callable[[object], str] = str
    enabled: bool = True

    @property
    def value(self) -> object:
        return self.choices[self.index]

    def step(self, d: int) -> None:
        i = max(0, min(len(self.choices) - 1, self.index + d))
        if i != self.index:
            self.index = i
            self.on_change(self.value)

    def handle(self, intent: Intent) -> bool:
        if not self.enabled:
            return False
        if intent.kind == NAVIGATE and intent.dx and not intent.dy:
            self.step(intent.dx)
            return True
        if intent.kind == PICK:
            self.step(-1 if intent.pos[0] < self.rect.centerx else 1)
            return True
        if intent.kind == CONFIRM:  # Enter cycles through the choices
            self.index = (self.index + 1) % len(self.choices)
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        panel(surface, self.rect, (36, 64, 72) if self.enabled else (50, 56, 56), radius=8,
              border=theme.HIGHLIGHT if focused else (0, 0, 0), width=3 if focused else 1)
        size = max(18, int(self.rect.h * 0.46))
        colour = theme.WHITE if self.enabled else theme.MUTED
        r, cy, a = self.rect, self.rect.centery, max(5, self.rect.h // 5)
        if self.index > 0:
            pygame.draw.polygon(surface, colour, [(r.x + 12, cy), (r.x + 12 + a, cy - a), (r.x + 12 + a, cy + a)])
        if self.index < len(self.choices) - 1:
            pygame.draw.polygon(surface, colour, [(r.right - 12, cy), (r.right - 12 - a, cy - a),
                                                  (r.right - 12 - a, cy + a)])
        text(surface, self.render(self.value), self.rect.center, size, colour, "center", True,
             max_width=self.rect.w - 2 * (16 + a))


@dataclass(eq=False)
class Toggle(Widget):
    """An option that is on or off (e.g. a game variant)."""

    label: str
    value: bool
    on_change: Callable[[bool], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    enabled: bool = True

    def handle(self, intent: Intent) -> bool:
        if intent.kind in (CONFIRM, PICK) and self.enabled:
            self.value = not self.value
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        fill = (58, 96, 104) if (focused or hovered) else (36, 64, 72)
        if not self.enabled:
            fill = (50, 56, 56)
        panel(surface, self.rect, fill, radius=8, border=theme.HIGHLIGHT if focused else (0, 0, 0),
              width=3 if focused else 1)
        box = pygame.Rect(0, 0, self.rect.h // 2, self.rect.h // 2)
        box.midleft = (self.rect.x + 10, self.rect.centery)
        pygame.draw.rect(surface, theme.PARCHMENT if self.enabled else theme.MUTED, box, border_radius=4)
        if self.value:
            pygame.draw.lines(surface, theme.INK, False, [(box.x + 3, box.centery), (box.centerx - 1, box.bottom - 4),
                                                          (box.right - 3, box.y + 3)], 3)
        colour = theme.WHITE if self.enabled else theme.MUTED
        text(surface, self.label, (box.right + 8, self.rect.centery), max(18, int(self.rect.h * 0.46)), colour,
             "midleft", max_width=self.rect.w - box.w - 24)


@dataclass(eq=False)
class TextField(Widget):
    """A line of text to type (a name). Its whole text may be selected (Ctrl+A, or the focus coming to it): what
    is typed then replaces it and Backspace clears it, so a default name is replaced without erasing it first.
    A click on the field while its text is selected puts the caret at the end instead."""

    value: str
    on_change: Callable[[str], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    max_len: int = 16
    enabled: bool = True
    placeholder: str = ""
    selected: bool = False  # the whole text is selected
    _fresh: bool = False  # the focus has just come: the click that brought it keeps the selection

    def focus_gained(self) -> None:
        self.selected, self._fresh = bool(self.value), True

    def handle(self, intent: Intent) -> bool:
        if not self.enabled:
            return False
        if intent.kind == SELECT_ALL:
            self.selected = bool(self.value)
            return True
        if intent.kind == TEXT:
            typed = "".join(ch for ch in intent.text if unicodedata.category(ch)[0] != "C")
            if not typed:
                return True
            start = "" if self.selected else self.value
            self.value, self.selected, self._fresh = (start + typed)[: self.max_len], False, False
            self.on_change(self.value)
            return True
        if intent.kind == ERASE:
            self.value = "" if self.selected else self.value[:-1]
            self.selected = self._fresh = False
            self.on_change(self.value)
            return True
        if intent.kind == PICK:
            if not self._fresh:
                self.selected = False
            self._fresh = False
            return True
        return False

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        panel(surface, self.rect, (250, 244, 228) if self.enabled else (120, 120, 112), radius=6,
              border=theme.HIGHLIGHT if focused else (0, 0, 0), width=3 if focused else 1)
        size = max(18, int(self.rect.h * 0.5))
        shown = self.value or self.placeholder
        colour = theme.INK if self.value else (140, 130, 110)
        selected = focused and self.enabled and self.selected and bool(self.value)
        if selected:  # the selection: light text on a dark band, as text fields show it
            box = pygame.Rect(0, 0, min(font(size).size(fit(shown, size, False, self.rect.w - 24))[0],
                                        self.rect.w - 20) + 6, self.rect.h - 10)
            box.midleft = (self.rect.x + 7, self.rect.centery)
            pygame.draw.rect(surface, theme.SEA_DEEP, box, border_radius=3)
            colour = theme.WHITE
        r = text(surface, shown, (self.rect.x + 10, self.rect.centery), size, colour, "midleft", shadow=False,
                 max_width=self.rect.w - 24)
        if focused and self.enabled and not selected and int(anim.now_ms() // 500) % 2 == 0:
            x = r.right + 2 if self.value else self.rect.x + 10
            pygame.draw.line(surface, theme.INK, (x, self.rect.y + 6), (x, self.rect.bottom - 6), 2)


class FocusRing:
    """The widgets of a screen in keyboard order. Up/down (and Tab) move the focus; the pointer moves it to what
    it hovers (except into or out of a text field, which a click or the keyboard enters and leaves: a nudged
    mouse must not take the typing away), so only one widget ever looks current; other intents go to the
    focused widget."""

    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = widgets or []
        self.focus = 0
        self.hover: Widget | None = None

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if self.widgets else None

    def move(self, d: int) -> None:
        n = len(self.widgets)
        for _ in range(n):
            self.focus = (self.focus + d) % n
            if self.widgets[self.focus].enabled:
                self.widgets[self.focus].focus_gained()
                return

    def focus_on(self, widget: Widget) -> None:
        if widget in self.widgets:
            was = self.focused
            self.focus = self.widgets.index(widget)
            if widget is not was:
                widget.focus_gained()

    def handle(self, intent: Intent) -> bool:
        if not self.widgets:
            return False
        if intent.kind == POINT:
            self.hover = self.at(intent.pos)
            typing = isinstance(self.focused, TextField) or isinstance(self.hover, TextField)
            if self.hover is not None and not typing:
                self.focus_on(self.hover)
            return False
        if intent.kind == PICK:
            w = self.at(intent.pos)
            if w is None:
                return False
            self.focus_on(w)
            return w.handle(intent)
        focused = self.focused
        if focused is not None and focused.handle(intent):
            return True
        if intent.kind == NAVIGATE:
            if not (intent.dy and self._go_vertically(intent.dy)):
                self.move(intent.dy or intent.dx)
            return True
        return False

    def _go_vertically(self, dy: int) -> bool:
        """Up/down go to the nearest widget in the row above or below (on a screen laid out in rows, Down from
        the first of three side by side went to the second); False when there is none, or the widgets are laid
        out one under another anyway (their order then says the same)."""
        here = self.widgets[self.focus].rect
        rows = [w for w in self.widgets if w.enabled and w is not self.widgets[self.focus]
                and (w.rect.top >= here.bottom - here.h // 3 if dy > 0 else w.rect.bottom <= here.top + here.h // 3)]
        if not rows:
            return False
        nearest_row = min(abs(w.rect.centery - here.centery) for w in rows)
        row = [w for w in rows if abs(w.rect.centery - here.centery) <= nearest_row + here.h // 2]
        self.focus_on(min(row, key=lambda w: (abs(w.rect.centerx - here.centerx) // 4, w.rect.x)))  # ties: left
        return True

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for w in self.widgets:
            if w.enabled and w.rect.collidepoint(pos):
                return w
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Each widget; only the focused one looks current (a widget under the pointer has the focus, or the
        pointer is kept from a text field being typed in)."""
        for i, w in enumerate(self.widgets):
            w.draw(surface, i == self.focus, w is self.hover and i == self.focus)
