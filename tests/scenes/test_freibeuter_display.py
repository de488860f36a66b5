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


def test_freibeuter_each_panels_score_now_is_what_the_rules_would_count_if_the_game_ended_there():
    """Tester 8: no running score anywhere. Each panel says "Score N": coins, ships (doubles counted), less
    twice the loans, from what the table shows; after every move it is what the rules count (3.5)."""
    from scenes.freibeuter.display import score_now

    seen_double = False
    for seed in range(3):
        m = Match("freibeuter", Setup(3), [SeatConfig(AI, f"AI {i}", "easy") for i in range(3)], seed)
        display = FreibeuterDisplay(m.view(0))
        while not m.is_over:
            m.advance()
            for applied in m.take():
                for event in applied.events:
                    display.apply(event.seen_by(0))
                state = m.state
                counted = [state.treasure[s] + sum(t.value * (2 if t.value in state.doubles else 1)
                                                   for _p, t in state.captured[s]) - 2 * state.loans[s]
                           for s in range(3)]
                assert [score_now(display, s) for s in range(3)] == counted
                seen_double |= bool(state.doubles)
        assert [score_now(display, s) for s in range(3)] == m.rules.scores(m.state)
    assert seen_double  # the doubles were met
