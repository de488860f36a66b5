"""Phones as private hands, measured (docs/phones.md §5): how long a move made on a phone takes to reach the TV's
table over loopback, what the phones cost the TV's frame, and whether a hostile phone changes the frames.

    python -m tests.perf.phones [MOVES]

A two-seat Korsar table, both seats on phones (bots in processes of their own, over loopback), runs in a paced window
loop like the game's own (`App.run`: 60 frames a second, resting while it waits for a person). Each phone moves as
soon as its page says it may. Printed, for MOVES phone moves (default 40) in each of three runs (quiet; with a
hostile phone flooding the server with junk and 30 idle connections open; with the phones' server off and the same
moves made at the screen, for the frames alone; after a first table, not counted, has drawn the art):
- phone to table: from the phone's send to the table applying the move (`Match.submit`), and to the end of the
  frame that shows it first; median and worst;
- the phones' part of a frame (`PhoneSeats.update`): median, 99th percentile and worst;
- frame times (the whole frame's work): median, 99th percentile, worst, and frames over 16.7 ms.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from websockets.sync.client import connect  # noqa: E402

from game import Setup  # noqa: E402
from game.match import HUMAN, Match, SeatConfig  # noqa: E402
from scenes.core import i18n  # noqa: E402
from scenes.core.app import App  # noqa: E402
from scenes.core.settings import Settings  # noqa: E402
from scenes.screens.menu import MenuScene  # noqa: E402
from scenes.screens.overlays import PassScreen  # noqa: E402
from scenes.tables import table_for  # noqa: E402
from tests.phones.client import TestPhone  # noqa: E402


def _ms(values: list[float]) -> str:
    if not values:
        return "none"
    values = sorted(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"median {statistics.median(values):.2f} ms, p99 {p99:.2f} ms, worst {values[-1]:.2f} ms (n={len(values)})"


def bot(port: int, code: str, seat: int, sent, stop) -> None:
    """A phone, in a process of its own as a real one would be: it moves as soon as its news says it may, and
    notes when it sent each move (perf_counter is the system's monotonic clock, the same in every process)."""
    phone = TestPhone(port)
    phone.sit(code, seat)
    rng, done = random.Random(seat), set()
    while not stop.is_set():
        news = phone.news()
        if news and news["deciding"] and news["moment"] not in done and news["moves"]:
            done.add(news["moment"])
            sent.put((news["moment"], time.perf_counter()))
            phone.send(type="act", action=rng.choice(news["moves"])["action"], moment=news["moment"])
        time.sleep(0.001)
    phone.close()


def hostile(port: int, stop) -> None:
    """A broken or hostile phone, in a process of its own: 30 idle connections, then junk, oversized and forged
    messages as fast as it can, coming straight back each time it is cut off."""
    idle = []
    for _ in range(30):
        try:
            idle.append(connect(f"ws://127.0.0.1:{port}/ws", open_timeout=5).__enter__())
        except Exception:  # noqa: BLE001 - turned away past the limit: what a flood gets
            pass
    junk = ["{]", "x" * 4000, json.dumps({"type": "resume", "seat": 0, "secret": "guess"}),
            json.dumps({"type": "act", "action": "draw", "moment": 0})]
    while not stop.is_set():
        try:
            with connect(f"ws://127.0.0.1:{port}/ws", open_timeout=5) as ws:
                while not stop.is_set():
                    ws.send(random.choice(junk))
        except Exception:  # noqa: BLE001 - cut off for flooding
            time.sleep(0.01)


def run(moves: int, phones: bool, with_hostile: bool, quiet: bool = False) -> None:
    i18n.install("en")
    app = App(Settings(speed="fast", ai_pace="none"), headless=True, persist=False, size=(1280, 720))
    app.home = MenuScene
    match = Match("korsar", Setup(2), [SeatConfig(HUMAN, "Anna"), SeatConfig(HUMAN, "Ben")], 7)
    table = table_for(app, match)
    app.push(MenuScene(app))
    app.push(table)
    applied: dict[int, float] = {}
    real_submit = match.submit

    def submit(action):
        applied[len(match.record.actions)] = time.perf_counter()
        return real_submit(action)

    match.submit = submit  # type: ignore[method-assign]
    sent_queue, stop = multiprocessing.Queue(), multiprocessing.Event()
    helpers = []
    update_ms: list[float] = []
    if phones:
        seats = table.allow_phones("127.0.0.1", 0)
        real_update = seats.update

        def timed_update() -> None:
            start = time.perf_counter()
            real_update()
            update_ms.append((time.perf_counter() - start) * 1000)

        seats.update = timed_update  # type: ignore[method-assign]
        helpers = [multiprocessing.Process(target=bot, args=(seats.server.port, seats.lobby.code, seat, sent_queue,
                                                             stop)) for seat in (0, 1)]
        if with_hostile:
            helpers.append(multiprocessing.Process(target=hostile, args=(seats.server.port, stop)))
    for helper in helpers:
        helper.start()
    clock = pygame.time.Clock()
    shown: dict[int, float] = {}
    frame_ms: list[float] = []
    rng = random.Random(1)
    while len(match.record.actions) < moves and not match.is_over:
        woken = app.rest() if app.resting else []
        dt = clock.tick(60) / 1000.0
        start = time.perf_counter()
        app.frame(dt, woken)
        frame_ms.append((time.perf_counter() - start) * 1000)
        for moment in applied:
            shown.setdefault(moment, time.perf_counter())
        if isinstance(app.top, PassScreen):
            app.top._ready()
        if not phones and table.human_turn() is not None:  # the same moves, at the screen
            table.submit(rng.choice(table.legal()))
    stop.set()
    for helper in helpers:
        helper.join(5)
    sent = {}
    while not sent_queue.empty():
        moment, when = sent_queue.get()
        sent[moment] = when
    app.quit()
    if quiet:
        return
    label = "phones" if phones else "no phones (moves at the screen)"
    label += ", a hostile phone flooding beside" if with_hostile else ""
    print(f"  {label}: {len(match.record.actions)} moves", flush=True)
    if phones:
        common = [m for m in sent if m in applied]
        print(f"    phone to table, applied: {_ms([(applied[m] - sent[m]) * 1000 for m in common])}")
        print(f"    phone to table, shown:   {_ms([(shown[m] - sent[m]) * 1000 for m in common])}")
        print(f"    the phones' part of a frame: {_ms(update_ms)}")
    over = sum(1 for f in frame_ms if f > 1000 / 60)
    print(f"    frames: {_ms(frame_ms)}, {over} over 16.7 ms")


def main() -> None:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print("phones: a two-seat Korsar table over loopback, paced at 60 frames a second")
    run(10, phones=True, with_hostile=False, quiet=True)  # a first table's frames draw its art: not counted
    run(moves, phones=True, with_hostile=False)
    run(moves, phones=True, with_hostile=True)
    run(moves, phones=False, with_hostile=False)


if __name__ == "__main__":
    main()
