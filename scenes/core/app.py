"""The app: window, fixed-step loop at 60 Hz, the scene stack and the scenes' lifecycle (DESIGN.md §4).

The app sends intents to the top scene only, updates the top scene at a fixed step, and draws from the
topmost opaque scene upwards, so an overlay (pause, pass-the-screen) shows the scene below it without
updating it. Every screen is a `Scene`, defined here with the stack that drives it (STYLE.md, Tuxemon).

Logic runs in fixed steps of 1/60 s fed by an accumulator; each frame draws once. A headless run
(SDL's dummy drivers) advances exactly one step per frame without waiting, so it is repeatable and
as fast as the machine allows. Art at a new size (after a resize) is rendered a few milliseconds'
worth per frame, after the draw; until then a scaled stand-in shows (scenes/core/assets.py). Last comes work
that nothing on screen waits for, an AI's thinking (`Scene.think`), in what the frame has left. A frame whose
picture would be the one the window already shows (an AI thinks, nothing on the table moves: `Scene.look`) skips
its draw and flip, and the thinking has the frame. A tooltip floats over the picture apart from it (`Scene.tip`):
a frame in which only the tooltip came, moved or went puts back what it covered and draws it again, nothing else.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Protocol

import pygame
from pygame._sdl2 import controller

from scenes.core import anim
from scenes.core.anim import Animator
from scenes.core.assets import svgs
from scenes.core.collecting import set_aside, settle
from scenes.core.input import RESIZE, Intent, IntentMapper
from scenes.core.settings import Settings
from scenes.core.sound import Sounds

STEP = 1.0 / 60.0
MAX_STEPS_PER_FRAME = 5  # after a long stall, skip ahead instead of spiralling
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (800, 500)
RENDER_BUDGET = 0.006  # seconds per frame for replacing scaled stand-ins by real renders
FRAME_WORK = 0.013  # seconds of main-thread work a frame may take, leaving room in a 60 Hz frame (16.7 ms)
PIECE_MEMORY = 0.9  # how much of the longest recent piece of thinking the next one is expected to take
WAIT_MOST = 2  # frames in a row a piece of thinking too long for its frame's room may wait for a roomier one
REST_AFTER = 1.0  # seconds without input after which a still screen rests (`App.resting`)...
REST_WAIT_MS = 50  # ...waiting this long for input between its frames: at most 20 frames a second
THINK_LEAST, THINK_MOST = 0.002, 0.007  # seconds an AI may think in a frame: what the frame left, within these.
# At most 7 ms, not the 9 a frame often leaves: the main thread now and then stalls for 6 ms or more
# of its CPU time in code that takes microseconds (seen on our test machine, a small VM: four calls of a
# layout's arithmetic, a font's measuring, a state's to_json), so a frame keeps room for one such stall.


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


class App:
    def __init__(self, settings: Settings, headless: bool = False, size: tuple[int, int] = DEFAULT_SIZE,
                 persist: bool = True) -> None:
        self.settings = settings
        self.headless = headless
        self.persist = persist  # False for headless runs and tests: nothing is written to the user's folders
        pygame.init()
        pygame.display.set_caption("Pirate Table")
        self.sounds = Sounds(settings)
        flags = 0 if headless else pygame.RESIZABLE
        self.screen = pygame.display.set_mode(size, flags)
        self.stack: list[Scene] = []
        self.home: Callable[[App], Scene] | None = None  # the first screen (the menu), set by whoever starts
        # the app: any screen returns to it through `go_home` without importing the screens above it
        self.mapper = IntentMapper()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.frame_ms: list[float] = []  # each frame on the clock
        self.frame_cpu_ms: list[float] = []  # each frame's main-thread work (CPU time of this thread)
        self.thinking_frames: set[int] = set()  # the frames in which an AI thought
        self.frame_think_ms: list[float] = []  # each frame's thinking (CPU), and its draw and render (CPU)
        self.frame_draw_ms: list[float] = []
        self.held_frames = 0  # frames that drew nothing: the picture on screen stood (`unchanged`)
        self.tip_frames = 0  # frames that drew only the top screen's tip, over the picture that stood (`retip`)
        self._tip: tuple[Floating, pygame.Rect, pygame.Surface] | None = None  # the tip shown, where, what it covers
        self._drawn: tuple | None = None  # the look of the picture on screen, when it is steady (`draw`)
        self._deferred = False  # the last frame left the stand-ins it drew for this one to render (`render`)
        self._thought = 0.0  # seconds of this frame's CPU time an AI has thought so far
        self._frame_start = time.thread_time()  # this thread's CPU time when the frame began
        self._piece_s = 0.0  # the longest recent piece of an AI's thinking, fading (`within_frame`)
        self._waited = 0  # frames in a row whose room was too small for the next piece (`within_frame`)
        self._accumulator = 0.0
        self._last_input = time.perf_counter()  # when the last event arrived (`resting`)
        self.pads: dict[int, controller.Controller] = {}  # open gamepads by their instance id
        controller.init()
        for index in range(controller.get_count()):
            self._plug(index)

    # -- the scene stack -----------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.pause()
        self.stack.append(scene)
        scene.resize(self.screen.get_size())
        scene.enter()
        settle()

    def pop(self) -> Scene:
        scene = self.stack.pop()
        scene.exit()
        if self.top:
            self.top.resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        old = self.stack.pop()
        old.exit()
        self.stack.append(scene)
        scene.resize(self.screen.get_size())
        scene.enter()
        settle()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene` (e.g. quit to the menu)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def go_home(self) -> None:
        """Back to the first screen (quit to the menu); without one, the app ends."""
        if self.home is None:
            self.quit()
        else:
            self.reset(self.home(self))

    def set_text_mode(self, on: bool) -> None:
        """A text field took or lost the focus."""
        if on != self.mapper.text_mode:
            self.mapper.text_mode = on
            (pygame.key.start_text_input if on else pygame.key.stop_text_input)()

    # -- the loop ---------------------------------------------------------------------------------
    def run(self, max_frames: int | None = None) -> None:
        while self.running and self.stack and (max_frames is None or self.frames < max_frames):
            woken = self.rest() if self.resting and not self.headless else []
            dt = STEP if self.headless else self.clock.tick(60) / 1000.0
            self.frame(dt, woken)

    @property
    def resting(self) -> bool:
        """Whether the next frame may wait for input first: the top screen is still (`Scene.still`), the last
        frame neither thought nor rendered art, and nobody has touched anything for REST_AFTER seconds. A
        table waiting for a person drew 60 frames a second for nothing: a third of a core at 1920x1080."""
        return (self.top is not None and self.top.still and (self.frames - 1) not in self.thinking_frames
                and not svgs.stand_ins and time.perf_counter() - self._last_input >= REST_AFTER)

    def rest(self) -> list[pygame.event.Event]:
        """Wait up to REST_WAIT_MS for an event: the one that came (the next frame handles it first), if any.
        A stick's motion that changes nothing (`IntentMapper.quiet`: a drifting stick) is dropped and the wait
        goes on."""
        deadline = time.perf_counter() + REST_WAIT_MS / 1000
        while True:
            left = int((deadline - time.perf_counter()) * 1000)
            event = pygame.event.wait(left) if left > 0 else pygame.event.poll()
            if event.type == pygame.NOEVENT:
                return []
            if not self.mapper.quiet(event):
                return [event]

    def frame(self, dt: float, woken: list[pygame.event.Event] | None = None) -> None:
        """One frame: input (`woken`: an event a rest already took, then the queue), fixed-step updates, one
        draw, then some of the art the draw was missing, then the top scene's thinking in what is left of the
        frame's work (`Scene.think`)."""
        start, start_cpu = time.perf_counter(), time.thread_time()
        self._thought, self._frame_start = 0.0, start_cpu
        events = [*(woken or ()), *pygame.event.get()]
        if any(not self.mapper.quiet(e) for e in events):  # a drifting stick is nobody touching anything
            self._last_input = start
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                return
            if event.type == pygame.CONTROLLERDEVICEADDED:
                self._plug(event.device_index)
            elif event.type == pygame.CONTROLLERDEVICEREMOVED:
                pad = self.pads.pop(event.instance_id, None)
                if pad is not None:
                    pad.quit()
            for intent in self.mapper.map(event):
                self.dispatch(intent)
        self._accumulator = min(self._accumulator + dt, STEP * MAX_STEPS_PER_FRAME)
        while self._accumulator >= STEP - 1e-9 and self.top:
            self._accumulator -= STEP
            self.top.update(STEP)
        drawing = time.thread_time()
        redraw = any(e.type != pygame.MOUSEMOTION for e in events) or not self.unchanged()
        if redraw:
            self.draw()
        elif self.retip():
            self.tip_frames += 1
        else:
            self.held_frames += 1
        self.render(redraw)
        drew = time.thread_time() - drawing
        if self.top:
            self.top.think()
        self.frames += 1
        self.frame_ms.append((time.perf_counter() - start) * 1000.0)
        self.frame_cpu_ms.append((time.thread_time() - start_cpu) * 1000.0)
        self.frame_think_ms.append(self._thought * 1000.0)
        self.frame_draw_ms.append(drew * 1000.0)

    def render(self, drew: bool) -> None:
        """Some of the art the last draw showed as scaled stand-ins, rendered (`render_budget`); a stand-in
        replaced changes the picture, and the next frame draws it. A frame that drew a steady picture renders
        only what fits: the rest waits for the next frame, which draws nothing if nothing else changed and has
        the room (at 3840x2160 a draw of 12 ms and a render of 10 ms made one frame). Any other frame renders
        at least one, and so does the frame after one that left its stand-ins waiting."""
        least = 0 if drew and self._drawn is not None and not self._deferred else 1
        replaced = svgs.render_pending(self.render_budget(), least, drew)
        self._deferred = least == 0 and svgs.stand_ins > 0
        if replaced:
            self._drawn = None

    def render_budget(self) -> float:
        """How long this frame may spend replacing stand-ins by real renders (seconds of this thread's CPU
        time): RENDER_BUDGET, or less when the frame's work so far leaves less before the AI's least slice
        (THINK_LEAST) within FRAME_WORK. At least one image is rendered a frame whatever the budget."""
        return min(RENDER_BUDGET, max(0.0, self.room() - THINK_LEAST))

    def think_budget(self) -> float:
        """How long an AI may think now (seconds of this thread's CPU time): what is left of a frame's work
        after what this frame has done so far (input, updates, its draw: `Scene.think` comes last, and any
        thinking already done in it), so a frame stays within 60 Hz while an AI thinks. A frame's thinking
        gets at least THINK_LEAST (it must progress; `within_frame` may first wait for a frame with room),
        at most THINK_MOST."""
        return max(0.0, min(THINK_MOST - self._thought, max(THINK_LEAST - self._thought, self.room())))

    def room(self) -> float:
        """What is left of this frame's work (FRAME_WORK) after what it has done so far; below 0 once over."""
        return FRAME_WORK - (time.thread_time() - self._frame_start)

    def thought(self, seconds: float) -> None:
        """An AI thought for `seconds` of this thread's CPU time in this frame (`think_budget`): one of the
        `thinking_frames` (not a frame in which it waited for room: `within_frame`)."""
        self.thinking_frames.add(self.frames)
        self._thought += seconds

    def within_frame(self, work: Callable[[], bool], expect: Callable[[], float] = lambda: 0.0) -> bool:
        """Call `work` (a piece of an AI's thinking) until it says it is done, as long as this frame has
        room: it stops before a call that would overrun the frame's budget if it took as long as the longest
        of the recent ones, or as `expect()` says the next will (DESIGN.md: no frame waits for an AI). The
        first call of a frame runs unless what is left of the frame's work (`room`, not the least a frame's
        thinking gets) is too small for it (its draw was long: new art rendered, a busy table); then it waits
        for a roomier frame, but never more than WAIT_MOST frames in a row: thinking always moves on. Returns
        whether the work is done. What the work built and still holds (a search's tree grows by every piece)
        is then set aside from the garbage collector: a young collection inside a later piece walks only what
        was made since, not a whole decision's tree."""
        start, budget = time.thread_time(), self.think_budget()
        if max(self._piece_s, expect()) > min(budget, self.room()) and self._waited < WAIT_MOST:
            self._waited += 1
            return False
        self._waited = 0
        try:
            while True:
                before = time.thread_time()
                if work():
                    return True
                now = time.thread_time()
                self._piece_s = max(now - before, self._piece_s * PIECE_MEMORY)
                if now - start + max(self._piece_s, expect()) > budget:
                    return False
        finally:
            set_aside()
            self.thought(time.thread_time() - start)

    def dispatch(self, intent: Intent) -> None:
        if intent.kind == RESIZE:
            self.resized(intent.pos)
        elif self.top:
            self.top.handle(intent)

    def resized(self, size: tuple[int, int]) -> None:
        w, h = max(size[0], MIN_SIZE[0]), max(size[1], MIN_SIZE[1])
        if (w, h) != self.screen.get_size():
            self.screen = pygame.display.set_mode((w, h), 0 if self.headless else pygame.RESIZABLE)
        if not self.settings.fullscreen:
            self.settings.window = [w, h]  # the next start opens at this size
        for scene in self.stack:
            scene.resize((w, h))

    def shown(self) -> list[Scene]:
        """The scenes a frame draws: the topmost opaque one and the overlays above it."""
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        return self.stack[first:]

    def draw(self) -> None:
        """Draw the screens shown, then the top one's tip over them."""
        scenes = self.shown()
        anim.clock_shown = False
        for scene in scenes:
            scene.draw(self.screen)
        steady = not anim.clock_shown  # drawn again, the picture would be the same (until a stand-in is replaced)
        self._drawn = self.look(scenes) if steady else None
        self._tip = None
        self._lay_tip(scenes[-1].tip if scenes else None)
        if not self.headless:
            pygame.display.flip()

    def retip(self) -> bool:
        """Over a picture that stands (`unchanged`), the top screen's tip again if it changed: what the old one
        covered put back, the new one drawn, and only those places of the window updated. Whether it changed.
        A tooltip following the mouse over a 3840x2160 table drew the table every frame (11-14 ms) while the AI
        thought, and the AI's piece of thinking it waited for at last took the frame to 20 ms."""
        tip = self.top.tip if self.top else None
        if tip == (self._tip[0] if self._tip is not None else None):
            return False
        places = []
        if self._tip is not None:
            _, box, under = self._tip
            self.screen.blit(under, box)
            places.append(box)
            self._tip = None
        places += self._lay_tip(tip)
        if not self.headless:
            pygame.display.update(places)
        return True

    def _lay_tip(self, tip: Floating | None) -> list[pygame.Rect]:
        """Draw `tip` over the window's picture, keeping what it covers; where it lies ([] for none)."""
        if tip is None:
            return []
        box = tip.box(self.screen)
        self._tip = tip, box, self.screen.subsurface(box).copy()
        tip.draw(self.screen, box)
        return [box]

    def look(self, scenes: list[Scene]) -> tuple | None:
        """What the window shows, as a key (`Scene.look`): the window, and each scene drawn with its look; None
        when a scene's is not known."""
        looks = tuple((scene, scene.look) for scene in scenes)
        if any(look is None for _, look in looks):
            return None
        return self.screen, self.screen.get_size(), looks

    def unchanged(self) -> bool:
        """Whether this frame would draw the picture the window already shows: the last draw showed no clock
        (`anim.now_ms`), no stand-in for art it showed was replaced since (`render`), and the window and the
        looks of the scenes it shows are as they were (`Scene.look`). `frame` then skips its draw and flip,
        unless input other than the pointer's moves came (a look says what the pointer changes). A table at
        3840x2160 took 11-16 ms to draw each frame while its AI thought, for the same picture, and as much
        again each frame the mouse moved over it."""
        return self._drawn is not None and self._drawn == self.look(self.shown())

    def quit(self) -> None:
        self.running = False

    def set_fullscreen(self, on: bool) -> None:
        """Full screen at the desktop's size, or back to a window of the last windowed size."""
        if self.headless:
            return
        if on:
            self._windowed = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = pygame.display.set_mode(getattr(self, "_windowed", DEFAULT_SIZE), pygame.RESIZABLE)
        for scene in self.stack:
            scene.resize(self.screen.get_size())

    def _plug(self, index: int) -> None:
        """A gamepad was plugged in (or was there at the start): open it so its buttons reach us."""
        if not controller.is_controller(index):
            return
        try:
            pad = controller.Controller(index)
        except pygame.error:
            return
        self.pads[pad.as_joystick().get_instance_id()] = pad

    # -- headless helpers -------------------------------------------------------------------------
    def screenshot(self, path: str | Path) -> None:
        """Save the screen, drawn with every image rendered at its size (no scaled stand-in)."""
        self.draw()
        if svgs.render_pending(None):
            self.draw()
        pygame.image.save(self.screen, str(path))

    def frame_stats(self) -> dict[str, float]:
        """Median, 95th percentile and longest frame time in milliseconds, and the most main-thread work
        (CPU time) of a frame in which an AI thought, with that frame's thinking and its draw (the rest is
        input, updates and the news of moves)."""
        stats = {"frame_ms_median": 0.0, "frame_ms_p95": 0.0, "frame_ms_max": 0.0, "thinking_frame_cpu_ms_max": 0.0,
                 "thinking_frame_think_ms": 0.0, "thinking_frame_draw_ms": 0.0}
        if not self.frame_ms:
            return stats
        ordered = sorted(self.frame_ms)
        p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
        stats.update(frame_ms_median=round(statistics.median(ordered), 3), frame_ms_p95=round(p95, 3),
                     frame_ms_max=round(ordered[-1], 3))
        thinking = [i for i in self.thinking_frames if i < len(self.frame_cpu_ms)]
        if thinking:
            worst = max(thinking, key=lambda i: self.frame_cpu_ms[i])
            stats.update(thinking_frame_cpu_ms_max=round(self.frame_cpu_ms[worst], 3),
                         thinking_frame_think_ms=round(self.frame_think_ms[worst], 3),
                         thinking_frame_draw_ms=round(self.frame_draw_ms[worst], 3))
        return stats
