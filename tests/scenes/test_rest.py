"""A still screen rests: when nothing moves, no AI thinks and nobody has touched anything for a while, the app
waits for input between frames instead of drawing 60 a second for nothing (scenes/app.py `App.resting`)."""

from __future__ import annotations

import pygame
import pytest

import scenes.app as app_mod
from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.app import Scene
from scenes.korsar.table import KorsarTable
from scenes.menu import MenuScene
from scenes.replay import ReplayScene
from scenes.rulebook import RulebookScene
from tests.scenes.conftest import run_until


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
    table = KorsarTable(app, korsar(HUMAN, "hard"))  # the hard AI moves first: it thinks over several frames
    assert table.match.state.to_act == 1
    app.push(table)
    states = []
    for _ in range(5000):
        if table.my_turn() is not None:
            break
        app.frame(1 / 60)
        states.append((app.resting, table.match.human_to_act() is not None, bool(table.pending)))
    assert not any(resting for resting, _, _ in states[:-1])  # thinking, then its move shown: no rest
    assert any(not to_act for _, to_act, _ in states)  # (the AI did think)
    run_until(app, lambda: app.resting, frames=120)  # the person's turn, all shown: rest
    assert table.my_turn() is not None and table.still
    table.hints.ask(table)  # H: the hard AI thinks of a hint
    app.frame(1 / 60)
    assert table.hints.busy and not app.resting
    run_until(app, lambda: not table.hints.busy, frames=600)
    run_until(app, lambda: app.resting, frames=3)  # the hint is shown: rest again
    assert table.hints.action is not None
    table.picker.choose(table.legal()[0])
    app.frame(1 / 60)
    assert not app.resting  # the person's move is being shown, then the AI answers


def test_any_input_wakes_the_app_for_a_while(app, monkeypatch):
    monkeypatch.setattr(app_mod, "REST_AFTER", 0.0)
    app.push(MenuScene(app))
    run_until(app, lambda: app.resting, frames=120)
    monkeypatch.setattr(app_mod, "REST_AFTER", 3600.0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert app.top.still and not app.resting  # still, but touched a moment ago


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
