"""Couch input: a whole Korsar game from the menu to the scoring screen with a gamepad alone, and
with the keyboard alone. The tests only post device events (SDL's event queue); what they read of
the screen is only to decide which button a player would press next."""

from __future__ import annotations

import pygame
import pytest

from scenes.core.input import HINT, NAVIGATE, PAUSE, Intent, IntentMapper
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PauseOverlay
from scenes.screens.scoring import ScoringScene
from scenes.table.scene import TableScene
from scenes.tables import table_for


def pad(button: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0),
            pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0)]


def key(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="")]


GAMEPAD = {"right": pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT), "confirm": pad(pygame.CONTROLLER_BUTTON_A)}
KEYBOARD = {"right": key(pygame.K_RIGHT), "confirm": key(pygame.K_RETURN)}


def press(app, events: list[pygame.event.Event]) -> None:
    for e in events:
        pygame.event.post(e)
    app.frame(1 / 60)


def play_korsar_with(app, device: dict) -> None:
    """From the menu: Quick play, then every decision of the person by moving the focus right and
    confirming, until the scoring screen. The person draws while the pile lasts, then plays the first
    card that has somewhere to go."""
    app.push(MenuScene(app))
    press(app, device["confirm"])  # Quick play has the focus
    table = app.top
    assert (isinstance(table, TableScene) and table.kit.game == "korsar")
    for _ in range(20_000):
        if isinstance(app.top, ScoringScene):
            return
        if table.human_turn() is None:
            app.frame(1 / 60)
            continue
        picker, hand = table.picker, table.kit.hand_sprites()
        if not picker.keyboard:
            press(app, device["right"])  # the first press shows the focus, on the first card that can be played
            assert picker.keyboard and (picker.focus >= len(hand) or table.playable(hand[picker.focus]))
        free = table.kit.free_targets()
        goal = len(hand) if free else next(i for i, s in enumerate(hand) if table.kit.targets_for(s))
        for _ in range(len(hand) + len(free)):  # the arrows stop at the playable cards and the free targets only
            if picker.focus == goal:
                break
            press(app, device["right"])
            assert picker.focus >= len(hand) or table.playable(hand[picker.focus])
        assert picker.focus == goal
        press(app, device["confirm"])  # draws; or picks the card, and the focus moves to its first target
        if not free:
            assert picker.picked is hand[goal]
            press(app, device["confirm"])
    raise AssertionError("the game did not reach its scoring screen")


@pytest.mark.parametrize("device", [GAMEPAD, KEYBOARD], ids=["gamepad", "keyboard"])
def test_a_whole_korsar_game_from_menu_to_scoring_with_one_device(app, device):
    play_korsar_with(app, device)
    scoring = app.top
    assert isinstance(scoring, ScoringScene) and scoring.rows
    assert len(scoring.rows) == 4


def test_gamepad_buttons_and_stick_become_intents():
    m = IntentMapper()
    b = pygame.CONTROLLERBUTTONDOWN
    assert m.map(pygame.event.Event(b, button=pygame.CONTROLLER_BUTTON_DPAD_UP, instance_id=0)) == [
        Intent(NAVIGATE, dy=-1)]
    assert m.map(pygame.event.Event(b, button=pygame.CONTROLLER_BUTTON_START, instance_id=0)) == [Intent(PAUSE)]
    assert m.map(pygame.event.Event(b, button=pygame.CONTROLLER_BUTTON_Y, instance_id=0)) == [Intent(HINT)]
    axis = pygame.CONTROLLERAXISMOTION
    x = pygame.CONTROLLER_AXIS_LEFTX
    lean = [m.map(pygame.event.Event(axis, axis=x, value=v, instance_id=0)) for v in (3000, 25000, 30000, 2000, 26000)]
    assert lean == [[], [Intent(NAVIGATE, dx=1)], [], [], [Intent(NAVIGATE, dx=1)]]  # once per lean


def test_start_pauses_the_table_and_resumes_it(app):
    from tests.scenes.test_korsar_table import _match

    app.push(MenuScene(app))
    table = table_for(app, _match("haaa", seed=1))
    app.push(table)
    press(app, pad(pygame.CONTROLLER_BUTTON_START))
    assert isinstance(app.top, PauseOverlay)
    press(app, pad(pygame.CONTROLLER_BUTTON_START))
    assert app.top is table
