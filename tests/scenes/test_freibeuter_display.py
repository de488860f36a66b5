"""The Freibeuter table's display model, driven only by events, always shows what the engine's view holds."""

from __future__ import annotations

import pytest

from game import Setup
from game.match import AI, Match, SeatConfig
from scenes.freibeuter.display import FreibeuterDisplay, signature_of


@pytest.mark.parametrize("players,viewer", [(2, 0), (3, None), (4, 2)])
def test_freibeuter_display_follows_events_exactly(players, viewer):
    for seed in range(3):
        m = Match("freibeuter", Setup(players), [SeatConfig(AI, f"AI {i}") for i in range(players)], seed)
        display = FreibeuterDisplay(m.view(viewer))
        steps = 0
        while not m.is_over:
            m.advance()
            for applied in m.take():
                for event in applied.events:
                    display.apply(event.seen_by(viewer))
                steps += 1
                assert display.signature() == signature_of(m.view(viewer)), f"diverged at {applied.text}"
        assert steps > 20
