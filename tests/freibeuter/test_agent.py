"""The heuristic Freibeuter agent plays sensibly, fast enough, and sees only its own view
(docs/rules/freibeuter.md 3.6)."""

from __future__ import annotations

import random

from game import Setup
from game.freibeuter.agent import FreibeuterAgent
from game.freibeuter.beginner import BeginnerAgent
from game.games import make_agent
from game.match import AI, Match, SeatConfig
from tests.freibeuter.scenario import R, play, sea


def choice(state, seat=None):
    seat = state.to_act if seat is None else seat
    agent = FreibeuterAgent(R, seat, random.Random(0))
    return R.action_text(agent.choose(R.observe(state, seat)))


def _my_ship_at_c4(boarded=None):
    """A 15/3 at C4:D5 with my boats on C4, D4, C5; an opponent's 15/3 at E2:F3 with its boats on
    three squares. I hold the card for D5, the last open square of mine."""
    return sea("C4:D5=ship15 E2:F3=ship15", boats={"C4": [0], "D4": [0], "C5": [0], "E2": [1], "F2": [1], "E3": [1]},
               boarded=boarded, sea_hands=["D5 A1 A7 G1", "B6 B7 C7 D7"])


def test_freibeuter_agent_boards_the_ship_it_can_encircle_alone():
    assert choice(_my_ship_at_c4()) == "board C4:D5"


def test_freibeuter_agent_completes_its_own_boarded_ship():
    s = _my_ship_at_c4(boarded={"C4:D5": 0})
    assert choice(s) == "sail D5"


def test_freibeuter_agent_does_not_complete_an_encirclement_that_feeds_an_opponent():
    # seat 1 boarded a 20/4 on A1:B2 and holds three of its squares; A2's only card is in my hand:
    # sailing there would earn me 4 and hand seat 1 a ship worth 20
    s = sea("A1:B2=ship20", boats={"A1": [1], "B1": [1], "B2": [1]}, boarded={"A1:B2": 1},
            sea_hands=["A2 G7 G6 F7", "B6 B7 C7 D7"])
    assert choice(s) != "sail A2"


def test_freibeuter_agent_shares_a_chest_it_surrounds():
    s = sea("C4:D5=chest F6:G7=chest", boats={"C4": [0, 0], "D4": [0], "C5": [1]},
            sea_hands=["D5 A1 A7 G1", "B6 B7 C7 D7"])
    assert choice(s) == "sail D5"


def test_freibeuter_agent_ends_the_game_at_the_last_chest_only_when_winning():
    def last_chest(treasure):
        return sea("C4:D5=chest", boats={"C4": [0], "D4": [1], "C5": [1]}, aside="chest chest chest",
                   sea_hands=["D5 A1 A7 G1", "B6 B7 C7 D7"], treasure=treasure)

    assert choice(last_chest([40, 20])) == "sail D5"
    assert choice(last_chest([20, 40])) != "sail D5"


def test_freibeuter_agent_uses_the_dutchman_to_capture_its_ship_unpaid():
    # my 20/4 at C4:D5 waits for D5, an opponent's boat would cost me 4: the Dutchman costs nothing
    s = sea("C4:D5=ship20", boats={"C4": [0], "D4": [1], "C5": [0]}, boarded={"C4:D5": 0},
            sea_hands=["A1 A7 G1 G7", "B6 B7 C7 D7"], dutch_hands=["row5", ""])
    assert choice(s) == "dutchman row5 D5"


def test_freibeuter_agent_chooses_the_order_to_end_the_game_winning():
    # D5 encircles its own 10/2 and the last chest: resolving the ship first banks 10 before the end
    s = sea("C4:D5=ship10 D4:E5=chest", boats={"C4": [0], "D4": [0], "C5": [0], "E4": [1], "E5": [0]},
            boarded={"C4:D5": 0}, sea_hands=["D5 A1", "B6 B7"], aside="chest chest chest", treasure=[20, 25])
    play(s, "sail D5")
    assert choice(s) == "resolve C4:D5"


def test_freibeuter_agent_sees_only_observe_of_its_seat():
    seen = []

    class Spy(FreibeuterAgent):
        def choose(self, view):
            seen.append((self.seat, view))
            return super().choose(view)

    m = Match("freibeuter", Setup(3), [SeatConfig(AI, f"a{i}") for i in range(3)], seed=3)
    for seat in range(3):
        m.play_with(seat, Spy(m.rules, seat, random.Random(seat)))
    m.run_agents()
    assert len(seen) == len(m.record.actions)
    for seat, view in seen:
        assert view.viewer == seat
        for other in range(3):
            if other != seat:
                assert all(c is None for c in view.sea_hands[other] + view.dutch_hands[other])
        assert all(c is None for c in view.sea_pile + view.dutch_pile)


def test_freibeuter_ai_only_games_end():
    for players in (2, 3, 4):
        m = Match("freibeuter", Setup(players), [SeatConfig(AI, f"a{i}", "easy" if i else "normal")
                                                 for i in range(players)], seed=players)
        m.run_agents()
        assert m.is_over and R.winners(m.state)


def test_freibeuter_easy_agent_is_the_beginner_and_always_legal():
    s = R.new_game(Setup(3), seed=4)
    agents = [make_agent(R, seat, "easy", random.Random(seat)) for seat in range(3)]
    assert all(isinstance(a, BeginnerAgent) for a in agents)
    while not R.is_over(s):
        a = agents[s.to_act].choose(R.observe(s, s.to_act))
        assert a in R.legal_actions(s)
        R.apply(s, a)


def test_freibeuter_agent_beats_random_players():
    from game.tournament import by_difficulty
    from game.tournament import play as tournament

    lineup = [("normal", by_difficulty("normal")), ("random", by_difficulty("random")),
              ("random2", by_difficulty("random"))]
    standings = tournament("freibeuter", Setup(3), lineup, games=12, seed=1)
    assert standings["normal"].win_rate > 0.75
    assert standings["normal"].margin > 20
