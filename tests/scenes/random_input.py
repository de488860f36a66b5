"""Random input through the real app: the view must take whatever a person, a gamepad or the window sends.

    python -m tests.scenes.random_input [GAME|menu|replay] [first seed] [last seed] [frames]

Each run opens the app headless in a temporary user folder, at the menu, at GAME's table (one or two people,
the other seats AI of every level, `hard` included; a table left for the menu is opened again on the same
game) or in the replay viewer on a finished game (opened again when it is closed), and sends random input
every frame: clicks, drags that leave the window (a system keeps reporting the pointer while a button is
held), keys, the wheel, typed text, gamepad buttons and sticks, a gamepad plugged in or pulled out, and new
window sizes. It prints what each run reached and, for an exception, the traceback and the seed that plays it
again. tests/scenes/test_random_input.py runs a short one at each game's table in the suite, and longer ones
with `make test-slow`.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import traceback
from dataclasses import dataclass, field

import pygame

from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.record_text import RecordText

KEYS = {  # weights: mostly choosing and playing, now and then a hint, taking back, pausing or leaving
    pygame.K_RETURN: 4, pygame.K_SPACE: 2, pygame.K_LEFT: 2, pygame.K_RIGHT: 2, pygame.K_UP: 2, pygame.K_DOWN: 2,
    pygame.K_TAB: 1, pygame.K_h: 1, pygame.K_a: 0.5, pygame.K_BACKSPACE: 0.5, pygame.K_u: 0.3, pygame.K_ESCAPE: 0.05,
}
PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: 3, pygame.CONTROLLER_BUTTON_DPAD_UP: 1, pygame.CONTROLLER_BUTTON_DPAD_DOWN: 1,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: 1, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: 1, pygame.CONTROLLER_BUTTON_Y: 1,
    pygame.CONTROLLER_BUTTON_X: 0.2, pygame.CONTROLLER_BUTTON_B: 0.05, pygame.CONTROLLER_BUTTON_START: 0.05,
}
TEXTS = ("a", "Zoé", "  ", "x" * 40, "€", "\u202e")
SIZES = ((1280, 720), (800, 600), (1920, 1080))
PLAYERS = {"korsar": (2, 3, 4, 5), "stortebeker": (2, 3, 4), "freibeuter": (2, 3, 4)}


@dataclass
class Run:
    """What one run reached: frames played, the screens it opened, and at the table the match and how many of
    its actions people took through the input."""

    frames: int = 0
    screens: set[str] = field(default_factory=set)
    match: Match | None = None
    tables: list = field(default_factory=list)  # the table, and each one opened again on the same match
    people_moves: int = 0
    watched: RecordText | None = None  # the finished game in the replay viewer (`replay` instead of a game)


def table_match(game: str, rng: random.Random, levels: tuple[str, ...]) -> Match:
    """GAME for a random number of seats: one or two people, every other seat an AI of one of `levels`."""
    n = rng.choice(PLAYERS[game])
    people = min(n, rng.choice((1, 2)))
    kinds = [HUMAN] * people + [AI] * (n - people)
    rng.shuffle(kinds)
    seats = [SeatConfig(k, f"P{i}", rng.choice(levels) if k == AI else "normal") for i, k in enumerate(kinds)]
    return Match(game, Setup(n), seats, rng.randrange(1 << 30))


def finished_game(rng: random.Random) -> RecordText:
    """A whole game of a random title and number of seats, played by easy AI seats, to watch in the replay
    viewer (its seats named as people and AI, so the viewer can follow either)."""
    game = rng.choice(sorted(PLAYERS))
    n = rng.choice(PLAYERS[game])
    seats = [SeatConfig(rng.choice((HUMAN, AI)), f"P{i}", "easy") for i in range(n)]
    match = Match(game, Setup(n), [SeatConfig(AI, s.name, "easy") for s in seats], rng.randrange(1 << 30))
    match.run_agents()
    return RecordText(match.record, tuple(seats))


def send_random_input(rng: random.Random, size: tuple[int, int], held: list[tuple[int, int]]) -> None:
    """Post this frame's random events (none to three). `held`: where a button went down and stays down."""
    w, h = size
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        r = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if r < 0.3:  # a click, or a press held for a drag
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            if rng.random() < 0.75:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            else:
                held[:] = [pos]
        elif r < 0.4 and held:  # the drag goes on, sometimes off the window, and ends
            if rng.random() < 0.5:
                pos = (rng.randrange(-150, w + 150), rng.randrange(-150, h + 150))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
            if rng.random() < 0.5:
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
                held.clear()
        elif r < 0.8:
            key = rng.choices(list(KEYS), list(KEYS.values()))[0]
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        elif r < 0.88:
            button = rng.choices(list(PAD_BUTTONS), list(PAD_BUTTONS.values()))[0]
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0))
        elif r < 0.93:
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False))
        elif r < 0.97:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS)))
        elif r < 0.985:
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(rng.randrange(300, 2200),
                                                                           rng.randrange(200, 1300)), w=0, h=0))
        elif r < 0.99:  # the stick pushed or let go, a gamepad plugged in or pulled out (one the system has not)
            kind = rng.random()
            if kind < 0.6:
                axis = rng.choice((pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY,
                                   pygame.CONTROLLER_AXIS_TRIGGERLEFT))
                pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, instance_id=0,
                                                     value=rng.choice((-32768, -20000, 0, 300, 20000, 32767))))
            elif kind < 0.8:
                pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=rng.randrange(-1, 4)))
            else:
                pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=rng.randrange(-1, 4)))
        else:
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def run(seed: int, frames: int, game: str = "menu", levels: tuple[str, ...] = ("easy", "normal", "hard")) -> Run:
    """One run of random input from `seed` (the caller points the user folders somewhere private)."""
    from scenes.core import i18n
    from scenes.core.app import App
    from scenes.core.settings import Settings
    from scenes.screens.menu import MenuScene
    from scenes.screens.replay import ReplayScene
    from scenes.tables import table_for

    rng = random.Random(seed)
    language = i18n.language()
    i18n.install(rng.choice(("en", "fr")))
    app = App(Settings(speed=rng.choice(("instant", "fast", "normal"))), headless=True, persist=True,
              size=rng.choice(SIZES))
    app.home = MenuScene
    app.push(MenuScene(app))
    out = Run()
    if game == "replay":
        out.watched = finished_game(rng)
        out.tables.append(ReplayScene(app, out.watched, at=rng.choice((0, 10**6)), playing=rng.random() < 0.5))
        app.push(out.tables[-1])
    elif game != "menu":
        out.match = table_match(game, rng, levels)
        out.tables.append(table_for(app, out.match))
        app.push(out.tables[-1])
    held: list[tuple[int, int]] = []
    pygame.event.clear()
    m = out.match
    while out.frames < frames and app.running and app.stack:
        if out.tables and out.tables[-1] not in app.stack:  # left for the menu: the person comes back to it
            if m is not None:
                again = table_for(app, m)
            else:  # the viewer is picked again from the history, at the menu
                app.reset(MenuScene(app))
                again = ReplayScene(app, out.watched, at=rng.randrange(10**3), playing=rng.random() < 0.5)
            out.tables.append(again)
            app.push(again)
        out.screens.update(type(s).__name__ for s in app.stack)
        before = len(m.record.actions) if m else 0
        seat = m.state.to_act if m else None
        person = m is not None and seat is not None and 0 <= seat < len(m.seats) and m.seats[seat].is_human
        send_random_input(rng, app.screen.get_size(), held)
        app.frame(1 / 60)
        out.frames += 1
        if person and len(m.record.actions) > before:  # type: ignore[union-attr]
            out.people_moves += 1
    app.quit()
    i18n.install(language)
    return out


def main(argv: list[str]) -> int:
    game = argv[0] if argv else "menu"
    first, last = (int(argv[1]), int(argv[2])) if len(argv) > 2 else (0, 5)
    frames = int(argv[3]) if len(argv) > 3 else 5000
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    folder = tempfile.mkdtemp(prefix="pirate-table-random-")
    os.environ["XDG_DATA_HOME"], os.environ["XDG_CONFIG_HOME"] = f"{folder}/data", f"{folder}/config"
    failed = 0
    for seed in range(first, last):
        try:
            r = run(seed, frames, game)
        except Exception:
            failed += 1
            print(f"seed {seed}: CRASH (python -m tests.scenes.random_input {game} {seed} {seed + 1} {frames})")
            traceback.print_exc()
            continue
        moves = (f", {len(r.match.record.actions)} actions, {r.people_moves} by people, table opened again "
                 f"{len(r.tables) - 1} times" if r.match else "")
        if r.watched is not None:
            moves = f", {r.watched.record.game}, replay viewer opened again {len(r.tables) - 1} times"
        print(f"seed {seed}: {r.frames} frames{moves}; {', '.join(sorted(r.screens))}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
