"""The Störtebeker table's display model, driven only by events, always shows what the engine's view holds."""

from __future__ import annotations

import pytest

from game import Setup
from game.match import AI, Match, SeatConfig
from scenes.stortebeker.display import StortebekerDisplay, signature_of


@pytest.mark.parametrize("players,variants,viewer", [(2, {5, 2}, 0), (3, {1, 3}, 1), (4, {2, 4}, None), (4, {1}, 3)])
def test_stortebeker_display_follows_events_exactly(players, variants, viewer):
    m = Match("stortebeker", Setup(players, variants=frozenset(variants)),
              [SeatConfig(AI, f"AI {i}") for i in range(players)], seed=players)
    display = StortebekerDisplay(m.view(viewer))
    steps = 0
    while not m.is_over:
        m.advance()
        for applied in m.take():
            for event in applied.events:
                display.apply(event.seen_by(viewer))
            steps += 1
            expected = signature_of(m.view(viewer), m.rules.scores(m.state))
            assert display.signature() == expected, f"diverged at {applied.text}"
    assert steps > 100
