"""The table's display model, driven only by events, always shows what the engine's view holds."""

from __future__ import annotations

import pytest

from game import Setup
from game.match import AI, Match, SeatConfig
from scenes.korsar.display import KorsarDisplay, signature_of


@pytest.mark.parametrize("players,teams,viewer", [(2, False, 0), (4, True, 1), (5, False, None), (8, True, 6)])
def test_korsar_display_follows_events_exactly(players, teams, viewer):
    for seed in range(6):
        m = Match("korsar", Setup(players, teams), [SeatConfig(AI, f"AI {i}") for i in range(players)], seed)
        display = KorsarDisplay(m.view(viewer))
        steps = 0
        while not m.is_over:
            m.advance()
            for applied in m.take():
                for event in applied.events:
                    display.apply(event.seen_by(viewer))
                steps += 1
                assert display.signature() == signature_of(m.view(viewer)), f"diverged at action {steps}"
        assert steps > 20


def test_korsar_display_sync_keeps_sprites_in_place():
    m = Match("korsar", Setup(3), [SeatConfig(AI, f"AI {i}") for i in range(3)], seed=4)
    for _ in range(30):
        m.advance()
    display = KorsarDisplay(m.view(0))
    before = {id(s) for s in display.sprites()}
    display.sync(m.view(0))
    assert {id(s) for s in display.sprites()} == before
