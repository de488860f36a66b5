"""The app: window, fixed-step loop at 60 Hz, the scene stack and the scenes' lifecycle (docs/architecture.md §4).

The app sends intents to the top scene only, updates the top scene at a fixed step, and draws from the
topmost opaque scene upwards, so an overlay (pause, pass-the-screen) shows the scene below it without
updating it. Every screen is a `Scene`, defined here with the stack that drives it (docs/architecture.md §6, Tuxemon).

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

import time
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Protocol

import pygame
from pygame._sdl2 import controller

from game.ai.thinking import LocalThinker, Thinker
from scenes.core import anim
from scenes.core.anim import Animator
from scenes.core.assets import svgs
from scenes.core.frames import FrameStats
from scenes.core.input import RESIZE, Intent, IntentMapper
from scenes.core.settings import Settings, fitted
from scenes.core.sound import Sounds

STEP = 1.0 / 60.0
MAX_STEPS_PER_FRAME = 5  # after a long stall, skip ahead instead of spiralling
DEFAULT_SIZE = (1280, 720)
RENDER_BUDGET = 0.006  # seconds per frame for replacing scaled stand-ins by real renders
FRAME_WORK = 0.013  # seconds of work a frame may take, leaving room in a 60 Hz frame (16.7 ms)
PREPARE_MOST = 0.75  # seconds a new screen may take to have its art rendered before it shows (`App._prepare`)
REST_AFTER = 1.0  # seconds without input after which a still screen rests (`App.resting`)...
REST_WAIT_MS = 50  # ...waiting this long for input between its frames: at most 20 frames a second


class Floating(Protocol):
    """Something small drawn over a screen's picture and apart from it, that comes and goes with the pointer (a
    tooltip: tooltips.Tip). Equal ones look the same."""

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

    def prepare(self) -> bool:
        """Make a piece of what this screen's first draw would make, before the app draws it (`App._prepare`), at
        most a frame's work a call: whether nothing is left."""
        return True

    def await_outside(self, seconds: float) -> None:
        """Wait up to `seconds` for what this screen awaits from outside the app (a table: its AI's answer), if
        anything: a headless run, which never sleeps between frames, calls it instead of spinning."""

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


class App:
    def __init__(self, settings: Settings, headless: bool = False, size: tuple[int, int] = DEFAULT_SIZE,
                 persist: bool = True, art_thread: bool = False) -> None:
        self.settings = settings
        self.headless = headless
        self.persist = persist  # False for headless runs and tests: nothing is written to the user's folders
        svgs.render_in_background(art_thread)  # the art renders in a thread of its own (tests: in the frame)
        pygame.init()
        pygame.display.set_caption("Pirate Table")
        self.sounds = Sounds(settings)
        flags = 0 if headless else pygame.RESIZABLE
        self.screen = pygame.display.set_mode(self.fitted(size), flags)
        self.stack: list[Scene] = []
        self.home: Callable[[App], Scene] | None = None  # the first screen (the menu), set by whoever starts
        # the app: any screen returns to it through `go_home` without importing the screens above it
        self.new_thinker: Callable[[], Thinker] = LocalThinker  # who answers a table's AI seats (main.py: the
        # AI's own process); tests think in this process
        self.mapper = IntentMapper()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.stats = FrameStats()  # how long the frames took, in bounded memory
        self.held_frames = 0  # frames that drew nothing: the picture on screen stood (`unchanged`)
        self.tip_frames = 0  # frames that drew only the top screen's tip, over the picture that stood (`retip`)
        self._tip: tuple[Floating, pygame.Rect, pygame.Surface] | None = None  # the tip shown, where, what it covers
        self._drawn: tuple | None = None  # the look of the picture on screen, when it is steady (`draw`)
        self._deferred = False  # the last frame left the stand-ins it drew for this one to render (`render`)
        self._frame_start = time.perf_counter()  # when this frame began
        self._in_frame = False  # a frame is running (`frame`): a screen set up now shows from the next one
        self._preparing: float | None = None  # when preparing the new top screen must end (`_prepare`), or None
        self._dry_drawn = False  # the new screen was drawn once, unseen, asking for the art it needs
        self._quiet_frame = False  # this frame set a new screen up: it draws nothing more
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
        self._prepare_new()

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
        self._prepare_new()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from `scene` (e.g. quit to the menu)."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def close(self) -> None:
        """The app ends: every screen is closed, top first (a table stops its AI's process)."""
        while self.stack:
            self.stack.pop().exit()

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
        """Whether the next frame may wait for input first: the top screen is still (`Scene.still`), no art
        waits for its render, and nobody has touched anything for REST_AFTER seconds. A
        table waiting for a person drew 60 frames a second for nothing: a third of a core at 1920x1080."""
        return (self.top is not None and self.top.still
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
        draw, then some of the art the draw was missing."""
        start, start_cpu = time.perf_counter(), time.process_time()
        self._frame_start, self._in_frame = start, True
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
        redraw = any(e.type != pygame.MOUSEMOTION for e in events) or not self.unchanged()
        if self.preparing:
            self._prepare()
        elif redraw:
            self.draw()
        elif self.retip():
            self.tip_frames += 1
        else:
            self.held_frames += 1
        if not self.preparing:
            self.render(redraw)
        self._in_frame = False
        self.frames += 1
        self.stats.add((time.perf_counter() - start) * 1000.0, (time.process_time() - start_cpu) * 1000.0)

    @property
    def preparing(self) -> bool:
        """A new screen is being prepared: the window still shows the last picture (`_prepare`)."""
        return self._preparing is not None

    def _prepare_new(self) -> None:
        """A new screen is on the stack: it shows once its art is rendered (`_prepare`). Set up during a frame (a
        button pressed), it waits for the next: setting a table up and drawing it first took 70-90 ms together."""
        self._preparing = time.perf_counter() + PREPARE_MOST
        self._dry_drawn = False
        self._quiet_frame = self._in_frame
        self._drawn = None

    def _prepare(self) -> None:
        """A frame of preparing a new screen, while the window still shows the last one. First the screen makes
        what its first draw would make (`Scene.prepare`), a piece a frame. Then its first draw asks for
        art never rendered without rendering it (`SvgCache.deferring`); if it asked for none, it is shown at once,
        as any frame's draw. Else the next frames render that art, a frame's work at a time, and the first frame
        that finds none left draws the screen and shows it. After PREPARE_MOST it shows whatever it has."""
        assert self._preparing is not None
        late = time.perf_counter() > self._preparing
        if self._quiet_frame:
            self._quiet_frame = False
            return
        if not self.top or not self.top.prepare():
            return
        if self._dry_drawn and svgs.placeholders and not late:
            room = FRAME_WORK - (time.perf_counter() - self._frame_start)  # this frame draws nothing else
            svgs.render_pending(max(0.0, room), 1, False)
            return
        svgs.deferring = True
        try:
            self.draw(show=False)
        finally:
            svgs.deferring = False
        if svgs.placeholders and not late:
            svgs.render_pending(0.0, 0)  # what this draw asked for waits for the next frames
            self._dry_drawn = True
            self._drawn = None
            return
        self._show()
        self._preparing = None

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
        """How long this frame may spend replacing stand-ins by real renders (seconds): RENDER_BUDGET, or less when
        the frame's work so far leaves less within FRAME_WORK. At least one image is rendered a frame whatever the
        budget."""
        return min(RENDER_BUDGET, max(0.0, FRAME_WORK - (time.perf_counter() - self._frame_start)))

    def dispatch(self, intent: Intent) -> None:
        if intent.kind == RESIZE:
            self.resized(intent.pos)
        elif self.top:
            self.top.handle(intent)

    def fitted(self, size: tuple[int, int]) -> tuple[int, int]:
        """`size` within what the game can afford to draw and what the display offers (settings.fitted)."""
        desktops = [] if self.headless else pygame.display.get_desktop_sizes()
        return fitted(size, desktops[0] if desktops else None)

    def resized(self, size: tuple[int, int]) -> None:
        """The window was resized: to a size the game can show (`fitted`), which the next start opens at."""
        w, h = self.fitted(size)
        if (w, h) != self.screen.get_size() or (w, h) != tuple(size):
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

    def draw(self, show: bool = True) -> None:
        """Draw the screens shown, then the top one's tip over them; `show`: put the picture in the window."""
        scenes = self.shown()
        anim.clock_shown = False
        for scene in scenes:
            scene.draw(self.screen)
        steady = not anim.clock_shown  # drawn again, the picture would be the same (until a stand-in is replaced)
        self._drawn = self.look(scenes) if steady else None
        self._tip = None
        if show:
            self._show()

    def _show(self) -> None:
        """Put the picture drawn in the window, with the top screen's tip over it."""
        self._lay_tip(self.top.tip if self.top else None)
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
        """Median, 95th percentile and longest frame on the clock, in milliseconds, and the most CPU time of this
        process a frame took (`FrameStats`)."""
        return self.stats.summary()
