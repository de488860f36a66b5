"""The heuristic Störtebeker agent plays sensibly, ends its games and sees only its own view."""

from __future__ import annotations

import random

import pytest

from game import CHANCE, Setup
from game.match import AI, Match, SeatConfig
from game.stortebeker.agent import Beginner, StortebekerAgent
from tests.stortebeker.scenario import R, play, table


def choice(state, seat=None) -> str:
    seat = state.to_act if seat is None else seat
    agent = StortebekerAgent(R, seat, random.Random(0))
    return R.action_text(agent.choose(R.observe(state, seat)))


# -- card play ----------------------------------------------------------------------------------------


def test_stortebeker_agent_completes_a_requirement():
    s = table(["beans meat bananas bread pirate2 rum", "water"], ships="R3 Y1 B1 G1", sides={"R3": {0: "water rum"}})
    assert choice(s) == "place beans R3"


def test_stortebeker_agent_places_a_pirate_behind_its_provisions():
    s = table(["pirate4 bananas bananas bananas bananas bananas", "water"], ships="R6 Y1 B1 G1",
              sides={"R6": {0: "water water rum rum beans"}})
    assert choice(s) == "place pirate4 R6"


def test_stortebeker_agent_trades_for_what_it_lacks():
    s = table(["bananas bananas bananas bananas bananas bananas", "water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum"}}, discard="beans meat")
    assert choice(s) == "trade bananas bananas bananas take beans meat"  # beans for R3, meat for G2


def test_stortebeker_agent_fires_where_it_hurts_an_opponent():
    s = table(["bananas bananas bananas", "water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water", 1: "water rum+ beans pirate3"}, "Y2": {0: "water"}})
    play(s, "discard bananas", "discard bananas")
    assert choice(s) == "broadside bananas R3"


# -- broadside, boarding, counterattack, failure ------------------------------------------------------


def test_stortebeker_agent_steals_what_it_lacks():
    s = table(["bananas bananas bananas", "water", "water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum", 1: "beans+ rum", 2: "beans"}})
    play(s, "discard bananas", "discard bananas", "broadside bananas R3", "roll beans meat")
    assert choice(s) == "steal beans+ s1"


def test_stortebeker_agent_boards_when_the_odds_are_good():
    s = table(["bananas bananas bananas", "water"], ships="R3 Y2 B2 G2", sides={"R3": {0: "water rum beans pirate4"}})
    play(s, "discard bananas", "discard bananas", "discard bananas")
    assert choice(s) == "board R3"  # 2d6 + 4 >= 8: 5 in 6


def test_stortebeker_agent_does_not_board_a_long_shot():
    s = table(["bananas bananas bananas", "water"], ships="R6 Y2 B2 G2",
              sides={"R6": {0: "water water rum rum beans"}})
    play(s, "discard bananas", "discard bananas", "discard bananas")
    assert choice(s) == "stop"  # 2d6 >= 11: 1 in 12


def test_stortebeker_agent_boards_a_long_shot_on_its_last_turn():
    s = table(["bananas bananas bananas", "water"], ships="R6 Y2 B2 G2", reserve="",
              sides={"R6": {0: "water water rum rum beans"}})
    s.end_announced = True
    play(s, "discard bananas", "discard bananas", "discard bananas")
    assert choice(s) == "board R6"


def test_stortebeker_agent_counterattacks_when_it_can_win():
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans", 1: "water rum pirate4"}})
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R3", "roll 4 4")
    assert s.to_act == 1 and choice(s) == "counter R3 beans"


def test_stortebeker_agent_declines_a_hopeless_counterattack():
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans pirate4", 1: "water rum"}})
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R3", "roll 6 6")  # 16
    assert s.to_act == 1 and choice(s) == "decline"


def test_stortebeker_agent_keeps_its_pirates_backed_when_losing_a_provision():
    s = table(["bananas bananas bananas", "water"], ships="R2 Y2 B2 G2",
              sides={"R2": {0: "water water+ rum pirate3"}})
    s.ships[0].sides[0].provisions.remove(R.parse_action(s, "lose rum").card)  # R2: 2 water, rum
    s.ships[0].sides[0].provisions.append(R.parse_action(s, "lose rum").card)
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R2", "roll 1 1", "roll water meat")
    # losing the plain water would leave two plain provisions for one pirate: still fine, and keeps the +1
    assert choice(s) == "lose water"


# -- whole games ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,variants,seed", [(4, set(), 1), (4, {1, 2, 3, 4}, 4), (3, {2}, 5), (2, {2, 5}, 6)])
def test_stortebeker_ai_games_end_without_the_safeguard(players, variants, seed):
    m = Match("stortebeker", Setup(players, variants=frozenset(variants)),
              [SeatConfig(AI, f"AI {i}") for i in range(players)], seed)
    m.run_agents()
    assert m.is_over and m.state.ended_by == "reserve" and m.state.round < 100


@pytest.mark.slow
def test_stortebeker_ai_games_end_without_the_safeguard_many_seeds():
    for seed in range(60):
        players = 2 + seed % 3
        variants = frozenset(v for v in (1, 2, 3, 4) if (seed >> v) & 1) | ({5} if players == 2 and seed % 2 else set())
        m = Match("stortebeker", Setup(players, variants=variants), [SeatConfig(AI, f"AI {i}") for i in range(players)],
                  seed)
        m.run_agents()
        assert m.state.ended_by == "reserve", (seed, players, sorted(variants), m.state.round)


def test_stortebeker_agent_beats_random_players():
    from game.tournament import by_difficulty
    from game.tournament import play as tournament

    lineup = [("normal", by_difficulty("normal")), ("random", by_difficulty("random")),
              ("random2", by_difficulty("random"))]
    standings = tournament("stortebeker", Setup(3), lineup, games=4, seed=1)
    assert standings["normal"].win_rate > 0.8
    assert standings["normal"].margin > 15


@pytest.mark.parametrize("agent", [StortebekerAgent, Beginner], ids=["normal", "easy"])
def test_stortebeker_agent_sees_only_observe_of_its_seat(agent):
    seen = []

    class Spy(agent):
        def choose(self, view):
            seen.append((self.seat, view))
            return super().choose(view)

    m = Match("stortebeker", Setup(3, variants=frozenset({1})), [SeatConfig(AI, f"a{i}") for i in range(3)], seed=3)
    for seat in range(3):
        m.play_with(seat, Spy(m.rules, seat, random.Random(seat)))
    m.run_agents()
    decisions = [h for h in m.history if h.seat != CHANCE]
    assert len(seen) == len(decisions) > 100
    for seat, view in seen:
        assert view.viewer == seat
        for other, hand in enumerate(view.hands):
            assert other == seat or all(c is None for c in hand)
        for ship in view.in_play():
            for other, side in enumerate(ship.sides):
                assert other == seat or all(c is None for c in side.hidden)
        assert all(c is None for c in view.pile)
