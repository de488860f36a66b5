"""Finding and loading assets: one helper for every file, in a checkout or a frozen executable.

SVG art is rendered by `pygame.image.load_sized_svg` at the size it is drawn, and cached, so every
resolution stays crisp (docs/architecture.md §4). A new size of an image already rendered shows a scaled copy
for a few frames while the real render waits its turn, so resizing the window never stalls a frame.
"""

from __future__ import annotations

import os
import queue
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from pathlib import Path

import pygame


def root() -> Path:
    """The folder holding `assets/`: the checkout, or PyInstaller's unpacked bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    return Path(bundle) if bundle else Path(__file__).resolve().parents[2]


def asset_path(*parts: str) -> Path:
    """The path of an asset, e.g. `asset_path("maps", "korsar.tmx")`."""
    return root().joinpath("assets", *parts)


Key = tuple[str, int, int]  # (file, width, height)

RENDER_GUESS = 0.003  # seconds: a first guess of one render (2-5 ms for a card or a tile at 1920x1080)
RENDER_MEMORY = 0.9  # at each render the longest recent render counts for this much less
IN_FLIGHT = 2  # renders handed to the render thread at a time: the rest wait, the latest asked for first


class RenderThread:
    """Renders art in a thread of its own. pygame's SVG rasteriser lets go of the interpreter while it works (one
    large image took 20-30 ms at 1920x1080, more than a frame), so the frames go on while a new screen's art, or
    a new window size's, is made."""

    def __init__(self) -> None:
        self._asked: queue.SimpleQueue[tuple[str, tuple[int, int]]] = queue.SimpleQueue()
        self._made: queue.SimpleQueue[tuple[str, tuple[int, int], pygame.Surface | None]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None

    def ask(self, relpath: str, box: tuple[int, int]) -> None:
        """Render `relpath` within `box` (its own shape; `made` gives it back)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="art-renders", daemon=True)
            self._thread.start()
        self._asked.put((relpath, box))

    def made(self) -> list[tuple[str, tuple[int, int], pygame.Surface | None]]:
        """The renders finished since the last call (None for a file that could not be rendered)."""
        out = []
        while True:
            try:
                out.append(self._made.get_nowait())
            except queue.Empty:
                return out

    def _run(self) -> None:
        while True:
            relpath, box = self._asked.get()
            try:
                img: pygame.Surface | None = pygame.image.load_sized_svg(str(asset_path("art", relpath)), box)
            except (pygame.error, OSError):
                img = None
            self._made.put((relpath, box, img))


class SvgCache:
    """Rendered SVG images by (file, size); the least recently used are dropped past `limit`.

    After a resize every image on screen is needed at a new size, and rendering them all in one
    frame took seconds at 4K. So a file already rendered at some size is answered at once with a
    stand-in, a scaled copy of its nearest real render, and the real render waits for
    `render_pending`, which the app calls once a frame with a few milliseconds to spend. A file never
    rendered before is left for later too while a new screen is prepared (`deferring`: the app renders it
    before it shows the screen), and otherwise rendered on the spot; `warm` has the rest of a table's files
    rendered ahead (in frames' spare time, or by `warm_up` before its machines' first move), so a card first
    seen in the middle of a game does not cost its frame a render (at 1920x1080 a frame that rendered four
    new tiles took 19 ms)."""

    def __init__(self, limit: int = 600) -> None:
        self.limit = limit
        self._images: OrderedDict[Key, pygame.Surface] = OrderedDict()  # real renders and stand-ins
        self._sizes: dict[str, set[tuple[int, int]]] = {}  # the sizes of each file's real renders
        self._standins: set[Key] = set()
        self._asked: dict[Key, None] = {}  # stand-ins asked for since the last draw's render_pending, in order
        self._waiting: dict[Key, None] = {}  # those the last draw asked for, not rendered yet
        self._warm: dict[str, int] = {}  # files never rendered, to render at this longest side (`warm`)
        self._render_s = RENDER_GUESS  # about how long a render takes (the longest of the recent ones)
        self.deferring = False  # a new screen is being prepared: a file never rendered is left for later (`get`)
        self._placeholders: set[Key] = set()  # what stands for such files until they are rendered
        self.thread: RenderThread | None = None  # where renders are made, if not in `render_pending` itself
        self._in_flight: dict[tuple[str, tuple[int, int]], Key | None] = {}  # asked of the thread: for which image

    def get(self, relpath: str, size: tuple[int, int]) -> pygame.Surface:
        """`relpath` (under assets/art) at exactly `size`: its real render, or a stand-in for now."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        key = (relpath, w, h)
        img = self._images.get(key)
        if img is not None:
            self._images.move_to_end(key)
        elif self._sizes.get(relpath):
            nw, nh = min(self._sizes[relpath], key=lambda s: abs(s[0] - w) + abs(s[1] - h))
            img = pygame.transform.smoothscale(self._images[(relpath, nw, nh)], (w, h))
            self._standins.add(key)
            self._store(key, img)
        elif self.deferring or self.thread is not None:
            img = pygame.Surface((w, h), pygame.SRCALPHA)  # nothing shows until the real render
            self._standins.add(key)
            self._placeholders.add(key)
            self._store(key, img)
        else:
            img = self._timed(self._render, key)
            self._store(key, img)
        if key in self._standins:
            self._asked.pop(key, None)
            self._asked[key] = None  # the most recently asked is rendered first
        return img

    @property
    def stand_ins(self) -> int:
        """How many scaled stand-ins still wait for their real render."""
        return len(self._standins)

    @property
    def placeholders(self) -> int:
        """How many images a screen being prepared asked for have never been rendered yet (`deferring`)."""
        return len(self._placeholders)

    def render_in_background(self, on: bool = True) -> None:
        """From now on renders are made in a thread of their own (`RenderThread`): `get` answers a file never
        rendered with a placeholder too, and `render_pending` takes in what the thread has made and hands it what
        to make next, in no time of the frame's own. `on=False`: in `render_pending` itself again (tests)."""
        if on and self.thread is None:
            self.thread = RenderThread()
        elif not on:
            self.thread, self._in_flight = None, {}

    def render_pending(self, budget: float | None, least: int = 1, drawn: bool = True) -> int:
        """Replace stand-ins by real renders, the most recently asked for first, while a whole render
        still fits in `budget` seconds (always at least `least`; None: all of them, at once). After a draw
        (`drawn`), stand-ins it did not ask for are dropped unrendered: a tween or a second resize leaves sizes
        behind that nobody will see again; after a frame that drew nothing, those the last draw asked for wait
        on. Then, with a budget, files `warm` asked for, while a whole render still fits. With a render thread
        the renders are the thread's, and the budget does not matter. Returns how many stand-ins were replaced:
        the picture they were drawn in has changed."""
        start = time.perf_counter()
        if drawn:
            for key in self._standins - self._asked.keys():
                self._standins.discard(key)
                self._placeholders.discard(key)
                del self._images[key]
            self._waiting, self._asked = self._asked, {}  # the next draw asks again for those still on screen
        if self.thread is not None and budget is not None:
            return self._from_thread()
        done = 0
        while self._waiting and (done < least or budget is None or self._fits(start, budget)):
            key, _ = self._waiting.popitem()
            self._standins.discard(key)
            self._placeholders.discard(key)
            self._images[key] = self._timed(self._render, key)
            done += 1
        if budget is not None:
            self._render_warm(budget - (time.perf_counter() - start), least=0)
        return done

    def warm(self, folder: str, longest: int) -> None:
        """Have every file of `assets/art/<folder>/` that was never rendered rendered once, at `longest` pixels
        on its longer side: by `render_pending` after the stand-ins, only in what its budget leaves for a whole
        render (a frame is never made longer for it), or by `warm_up`. A file then shown at any size is a scaled
        stand-in at once, its real render a frame or two later, instead of a render of 2-6 ms in the frame it
        first appears in. What an earlier `warm` left is dropped: the table that asked for it is gone."""
        relpaths = (f"{folder}/{name}" for name in _svg_files(folder))
        self._warm = {relpath: max(1, int(longest)) for relpath in relpaths if not self._sizes.get(relpath)}

    @property
    def warming(self) -> int:
        """How many files `warm` still has to render (or has asked the render thread for)."""
        return len(self._warm) + sum(1 for key in self._in_flight.values() if key is None)

    @property
    def render_s(self) -> float:
        """About how long the next render will take: the longest recent one, fading."""
        return self._render_s

    def warm_up(self, budget: float) -> bool:
        """Render files `warm` asked for, at least one, while a whole render still fits in `budget` seconds (a
        table before its machines' first move: `TableScene`; with a render thread, the thread's); whether none
        is left."""
        if self.thread is not None:
            self._from_thread()
        else:
            self._render_warm(budget, least=1)
        return not self.warming

    def _from_thread(self) -> int:
        """Take in what the render thread has made, and hand it what to make next (up to IN_FLIGHT at a time): the
        stand-ins the last draw asked for, the latest first, then the files `warm` asked for. How many stand-ins
        were replaced."""
        assert self.thread is not None
        done = 0
        for relpath, box, img in self.thread.made():
            key = self._in_flight.pop((relpath, box), None)
            if img is None:
                continue
            if key is not None and img.get_size() != (key[1], key[2]):  # the SVG's shape differs a little: fit it
                img = pygame.transform.smoothscale(img, (key[1], key[2]))
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            size = img.get_size()
            self._sizes.setdefault(relpath, set()).add(size)
            stood_in = (relpath, *size) in self._standins
            self._standins.discard((relpath, *size))
            self._placeholders.discard((relpath, *size))
            self._store((relpath, *size), img)
            done += stood_in
        while len(self._in_flight) < IN_FLIGHT and (self._waiting or self._warm):
            wanted: Key | None
            if self._waiting:
                wanted, _ = self._waiting.popitem()
                job = (wanted[0], (wanted[1], wanted[2]))
            else:
                relpath, longest = next(iter(self._warm.items()))
                del self._warm[relpath]
                if self._sizes.get(relpath):
                    continue
                wanted, job = None, (relpath, (longest, longest))  # its own shape, within a square
            if job not in self._in_flight:
                self._in_flight[job] = wanted
                self.thread.ask(*job)
        return done

    def _render_warm(self, budget: float, least: int) -> int:
        start, done = time.perf_counter(), 0
        while self._warm and (done < least or self._fits(start, budget)):
            relpath, longest = next(iter(self._warm.items()))
            del self._warm[relpath]
            if not self._sizes.get(relpath):
                img = self._timed(self._load, relpath, (longest, longest))  # its own shape, within a square
                self._sizes.setdefault(relpath, set()).add(img.get_size())
                self._store((relpath, *img.get_size()), img)
                done += 1
        return done

    def _fits(self, start: float, budget: float) -> bool:
        """Whether a render as long as the longest recent one still fits in `budget` seconds from `start`."""
        return time.perf_counter() - start + self._render_s <= budget

    def _timed(self, render: Callable[..., pygame.Surface], *args) -> pygame.Surface:
        """`render(*args)`, its time kept in the estimate of the next render (the longest recent one)."""
        before = time.perf_counter()
        img = render(*args)
        self._render_s = max(time.perf_counter() - before, self._render_s * RENDER_MEMORY)
        return img

    def _render(self, key: Key) -> pygame.Surface:
        relpath, w, h = key
        img = self._load(relpath, (w, h))
        if img.get_size() != (w, h):  # the SVG's aspect ratio differs a little: fit exactly
            img = pygame.transform.smoothscale(img, (w, h))
        self._sizes.setdefault(relpath, set()).add((w, h))
        return img

    @staticmethod
    def _load(relpath: str, box: tuple[int, int]) -> pygame.Surface:
        """A real render of `relpath` within `box`, in its own shape."""
        img = pygame.image.load_sized_svg(str(asset_path("art", relpath)), box)
        return img.convert_alpha() if pygame.display.get_surface() is not None else img

    def _store(self, key: Key, img: pygame.Surface) -> None:
        self._images[key] = img
        if len(self._images) > self.limit:
            self._drop_oldest()

    def trim(self, keep: int) -> None:
        """Keep only the `keep` images drawn most recently: a table that closes leaves its art at sizes no screen
        will ask for again (a long evening of games grew the cache by about 0.3 MB a game up to `limit`)."""
        while len(self._images) > keep:
            self._drop_oldest()

    def _drop_oldest(self) -> None:
        old, _ = self._images.popitem(last=False)
        if old in self._standins:
            self._standins.discard(old)
            self._placeholders.discard(old)
            self._asked.pop(old, None)
            self._waiting.pop(old, None)
        else:
            self._sizes[old[0]].discard(old[1:])


@lru_cache(maxsize=8)
def _svg_files(folder: str) -> tuple[str, ...]:
    """The SVG files of `assets/art/<folder>/`, by name."""
    return tuple(sorted(name for name in os.listdir(asset_path("art", folder)) if name.endswith(".svg")))


svgs = SvgCache()


FONT_SCALE = 0.8
"""Sizes across the scenes were chosen for pygame's default font, which draws smaller than its size; our
fonts draw true to size, so a size is scaled by this to keep the same look."""

MIN_TEXT_PX = 13
"""No text is drawn smaller than this many pixels, whatever the window: below it Lato's hinted letters
run together ("countera t tack", "7is short") and nobody at arm's length reads it."""

SMALL = 16
"""The least size a table's layout asks for in a small window (13 px once scaled by FONT_SCALE): the log,
labels, notes. At 1280x720 and up they are 14 px or more."""


def text_px(size: int) -> int:
    """The pixel size of the font drawn for a text of `size`."""
    return max(MIN_TEXT_PX, round(size * FONT_SCALE))


def font_file(bold: bool = False, display: bool = False) -> Path | None:
    """Lato (regular, bold) for text, Fredoka One for display titles: open fonts installed as
    dependencies (font-lato, font-fredoka-one), also inside the executable. They draw small text
    cleanly, where pygame's own font, made bolder, runs letters together ("countera t tack")."""
    try:
        if display:
            return Path(str(resources.files("font_fredoka_one") / "files" / "FredokaOne-Regular.ttf"))
        return Path(str(resources.files("font_lato") / "files" / ("Lato-Bold.ttf" if bold else "Lato-Regular.ttf")))
    except ModuleNotFoundError:  # not installed (a damaged install): pygame's own font still draws
        return None


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """The font for text of `size` (bold, or the display face for titles)."""
    path = font_file(bold, display)
    if path is None or not path.is_file():
        f = pygame.font.Font(None, max(MIN_TEXT_PX + 4, int(size)))
        f.set_bold(bold)
        return f
    return pygame.font.Font(str(path), text_px(size))
