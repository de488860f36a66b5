"""A still screen rests: when nothing moves, no AI thinks and nobody has touched anything for a while, the app
waits for input between frames instead of drawing 60 a second for nothing (scenes/core/app.py `App.resting`)."""

from __future__ import annotations

import time

import pygame
import pytest

import scenes.core.app as app_mod
from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.app import Scene
from scenes.screens.menu import MenuScene
from scenes.screens.replay import ReplayScene
from scenes.screens.rulebook import RulebookScene
from scenes.tables import table_for
from tests.scenes.conftest import SlowThinker, run_until


@pytest.fixture
def quiet(monkeypatch):
    """No wait for the last input to grow old: a still screen rests at once."""
    monkeypatch.setattr(app_mod, "REST_AFTER", 0.0)


def korsar(rosa: str = HUMAN, level: str = "easy", seed: int = 3) -> Match:
    """Rosa (a person, unless `rosa` says AI) and Anne (AI), who starts."""
    seats = [SeatConfig(rosa, "Rosa", level), SeatConfig(AI, "Anne", level)]
    return Match("korsar", Setup(2), seats, seed, think=0.05)


def test_a_table_rests_only_while_it_waits_for_the_person_with_everything_shown(app, quiet):
    app.settings.speed = "normal"
    app.new_thinker = SlowThinker  # the AI moves first: its answer comes some frames later, as from its process
    table = table_for(app, korsar(HUMAN, "hard"))
    assert table.match.state.to_act == 1
    app.push(table)
    states = []
    for _ in range(5000):
        if table.human_turn() is not None:
            break
        app.frame(1 / 60)
        states.append((app.resting, table.match.human_to_act() is not None, bool(table.pending)))
    assert not any(resting for resting, _, _ in states[:-1])  # thinking, then its move shown: no rest
    assert any(not to_act for _, to_act, _ in states)  # (the AI did think)
    run_until(app, lambda: app.resting, frames=120)  # the person's turn, all shown: rest
    assert table.human_turn() is not None and table.still
    table.hints.ask(table)  # H: the hard AI thinks of a hint, over the next frames
    app.frame(1 / 60)
    assert table.hints.busy and not app.resting
    run_until(app, lambda: not table.hints.busy, frames=600)
    run_until(app, lambda: app.resting, frames=3)  # the hint is shown: rest again
    assert table.hints.action is not None
    table.picker.choose(table.legal()[0])
    app.frame(1 / 60)
    assert not app.resting  # the person's move is being shown, then the AI answers


def _untouched_for_a_minute(app, monkeypatch) -> None:
    """Rest after 10 s without input, the last input being a minute old (frames until the events the system
    sends as a window opens, focus or an audio device, are past): any input now wakes the app."""
    monkeypatch.setattr(app_mod, "REST_AFTER", 10.0)
    for _ in range(30):
        app._last_input = time.perf_counter() - 60.0
        app.frame(1 / 60)
        if app.resting:
            return
    raise AssertionError("the app never rested")


def test_any_input_wakes_the_app_for_a_while(app, monkeypatch):
    monkeypatch.setattr(app_mod, "REST_AFTER", 0.0)
    app.push(MenuScene(app))
    run_until(app, lambda: app.resting, frames=120)
    _untouched_for_a_minute(app, monkeypatch)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert app.top.still and not app.resting  # still, but touched a moment ago


DOWN = pygame.CONTROLLER_AXIS_LEFTY


def _stick(value: int, axis: int = pygame.CONTROLLER_AXIS_LEFTX) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value)


def test_a_drifting_stick_does_not_keep_the_app_awake_but_a_lean_does(app, monkeypatch):
    """A pad whose stick drifts sends small motions all the time: they change nothing, so the app rests through
    them (and a rest waits on past them); a lean past the threshold, and its return, are input."""
    monkeypatch.setattr(app_mod, "REST_AFTER", 0.0)
    app.push(MenuScene(app))
    run_until(app, lambda: app.resting, frames=120)
    _untouched_for_a_minute(app, monkeypatch)
    for value in (900, -1200, 2000):
        pygame.event.post(_stick(value))
    pygame.event.post(_stick(30000, pygame.CONTROLLER_AXIS_TRIGGERLEFT))  # an axis the game does not read
    assert app.rest() == []  # nothing but drift came: the wait went on to its end
    for value in (700, -500):
        pygame.event.post(_stick(value))
    app.frame(1 / 60)
    assert app.resting  # drift handled in a frame is not a touch either
    focus = app.top.ring.focus
    pygame.event.post(_stick(30000, DOWN))  # a real lean: the focus moves, and the app is awake
    (woken,) = app.rest()
    app.frame(1 / 60, [woken])
    assert not app.resting and app.top.ring.focus != focus
    assert not app.mapper.quiet(_stick(100, DOWN))  # back to the middle from a lean: it changes the stick's state
    assert app.mapper.map(_stick(100, DOWN)) == [] and app.mapper.quiet(_stick(100, DOWN))


def test_a_game_played_behind_the_menu_keeps_it_awake(app, quiet):
    app.push(MenuScene(app))
    menu = app.top
    run_until(app, lambda: app.resting, frames=120)
    menu._start_demo()
    app.frame(1 / 60)
    assert not menu.still and not app.resting


def test_the_replay_viewer_rests_when_stopped_or_at_the_end(app, quiet):
    match = korsar(AI)
    match.run_agents()
    from game.record_text import RecordText

    viewer = ReplayScene(app, RecordText(match.record, tuple(match.seats)), playing=True)
    app.push(viewer)
    for _ in range(30):
        app.frame(1 / 60)
        assert not app.resting  # playing: a move now and then
    viewer.toggle()  # stopped
    run_until(app, lambda: app.resting, frames=120)
    viewer.go_to(viewer.total)
    run_until(app, lambda: app.resting, frames=120)
    assert viewer.table.match.at_end


def test_a_scroll_easing_in_is_motion(app, quiet):
    app.settings.speed = "normal"
    app.push(RulebookScene(app, "korsar"))
    book = app.top
    app.frame(1 / 60)
    book.scroll_by(400)
    app.frame(1 / 60)
    assert book.shown != book.scroll and not app.resting
    run_until(app, lambda: app.resting, frames=240)
    assert book.shown == book.scroll


class Recorder(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.seen: list[str] = []

    def handle(self, intent) -> None:
        self.seen.append(intent.kind)


def test_the_event_a_rest_woke_for_is_handled_first_then_the_rest_in_order(app):
    app.push(Recorder(app))
    app.frame(1 / 60)
    assert app.rest() == []  # nothing came in REST_WAIT_MS
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    woken = app.rest()
    assert [e.key for e in woken] == [pygame.K_ESCAPE]
    app.frame(1 / 60, woken)
    assert app.top.seen[-2:] == ["back", "confirm"]
