"""Störtebeker card play: the three kinds of place for a picked card (its own side of a ship:
place; a ship: broadside; the discard pile) each look their own way and say on hover what playing
there does; the dice follow the window when it is resized."""

from __future__ import annotations

import random

import pygame

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker import actions as act
from game.stortebeker.agent import StortebekerAgent
from scenes.core.input import PICK, POINT, Intent
from scenes.stortebeker.kit import NUMBER_FACES
from scenes.stortebeker.painter import LOOKS
from scenes.table.scene import TableScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until

KINDS = (act.Place, act.Broadside, act.Discard)


def _table(app, seed: int = 2) -> TableScene:
    seats = [SeatConfig(HUMAN if i == 0 else AI, f"P{i}") for i in range(3)]
    table = table_for(app, Match("stortebeker", Setup(3), seats, seed))
    app.push(table)
    return table


def _targets_of_every_kind(app, table) -> dict[type, tuple]:
    """Play as an agent until the hand offers a place, a broadside and a discard; (sprite, target) each."""
    agent = StortebekerAgent(table.rules, 0, random.Random(0))
    for _ in range(400):
        run_until(app, lambda: table.human_turn() is not None, frames=20000)
        found = {}
        for sprite in table.display.hands[0]:
            for t in table.kit.targets_for(sprite):
                found.setdefault(type(t.action), (sprite, t))
        if all(k in found for k in KINDS):
            return found
        table.picker.choose(agent.choose(table.match.view(0)))
    raise AssertionError("no moment with all three kinds of target")


def test_stortebeker_each_kind_of_target_has_its_own_look_and_hover_text(app):
    scene = _table(app)
    found = _targets_of_every_kind(app, scene)
    assert len({LOOKS[k] for k in KINDS}) == 3
    labels = set()
    for kind in KINDS:
        sprite, target = found[kind]
        if scene.picker.picked is not sprite:
            app.dispatch(Intent(PICK, pos=sprite.rect.center))
        assert scene.picker.picked is sprite
        shown = next(t for t in scene.picker.targets if t.action == target.action)
        app.dispatch(Intent(POINT, pos=(0, 0)))  # nothing hovered: the bare look
        surface = pygame.Surface(app.screen.get_size())
        scene.draw(surface)
        edge = (shown.rect.x - 2, shown.rect.centery)  # the target's outline, left side
        assert tuple(surface.get_at(edge))[:3] == LOOKS[kind], kind
        app.dispatch(Intent(POINT, pos=shown.rect.center))
        lines = scene.tooltip()
        assert lines == [shown.label]
        labels.add(shown.label)
        scene.picker.unpick()
    assert len(labels) == 3
    assert any("broadside" in s for s in labels) and any("Discard" in s for s in labels)


def test_stortebeker_dice_follow_the_window_after_a_resize(app):
    table = _table(app, seed=5)
    app.frame(1 / 60)
    table.kit.dice.set(NUMBER_FACES, ["die3", "die5"], table.layout.dice(), 5.0)  # still tumbling at each resize
    for size in [(1920, 1080), (800, 600), (1280, 720)]:
        app.resized(size)
        app.frame(1 / 60)
        assert [d.rect for d in table.kit.dice.dice] == table.layout.dice()
        for d in table.kit.dice.dice:
            assert table.layout.dice_area.contains(d.rect)
