"""The heuristic Korsar agent plays sensibly and sees only its own view (RULES.md 1.8)."""

from __future__ import annotations

import random

from game import Setup
from game.ai import make_agent
from game.korsar.agent import KorsarAgent
from game.match import AI, Match, SeatConfig
from tests.korsar.scenario import R, deal, play


def choice(state, seat=None):
    seat = state.to_act if seat is None else seat
    agent = KorsarAgent(R, seat, random.Random(0))
    return R.action_text(agent.choose(R.observe(state, seat)))


def test_korsar_agent_defends_its_valuable_galleon():
    s = deal(["galleon8 blue4 green1 yellow1", "red3 red2 green2 yellow2"], pile="red1 red4 blue1 blue2 blue3")
    play(s, "play galleon8", "play red3 g1")  # seat 1 now holds the 8 with red 3
    assert choice(s) == "play blue4 g1"


def test_korsar_agent_attacks_where_it_can_win():
    s = deal(["galleon7 yellow1 yellow2", "green4 blue1 red1 galleon2"], pile="red4 blue4 green2 yellow3 red2")
    play(s, "play galleon7")
    assert choice(s) == "play green4 g1"


def test_korsar_agent_plays_a_captain_to_secure_a_big_galleon():
    s = deal(["galleon8 red4 red3 red2", "green2 captain-green blue1 yellow1"], pile="blue4 yellow4 green4 red1")
    play(s, "play galleon8", "play green2 g1", "play red4 g1")  # seat 0 leads 4 to 2 on its 8
    assert choice(s) == "play captain-green g1"


def test_korsar_agent_keeps_a_galleon_for_the_final_safe_launch():
    # the pile is empty: discarding the red 1 now lets the 6 go out as the very last card, when
    # nobody can attack it any more and it goes home at the end
    s = deal(["galleon6 red1", "blue4 blue3 green4"], pile="")
    assert choice(s) == "discard red1"
    play(s, "discard red1", "discard green4")
    assert choice(s) == "play galleon6"
    play(s, "play galleon6")
    assert R.is_over(s) and R.scores(s)[0] == 6


def test_korsar_agent_discards_its_least_useful_card():
    s = deal(["captain-red blue4 red1", "green1 green2 green3 green4 yellow1"], pile="")
    assert choice(s) == "discard red1"


def test_korsar_agent_beats_random_players():
    from game.tournament import by_difficulty
    from game.tournament import play as tournament

    lineup = [("normal", by_difficulty("normal")), ("random", by_difficulty("random")),
              ("random2", by_difficulty("random"))]
    standings = tournament("korsar", Setup(3), lineup, games=30, seed=1)
    assert standings["normal"].win_rate > 0.6
    assert standings["normal"].margin > 10


def test_korsar_agent_sees_only_observe_of_its_seat():
    seen = []

    class Spy(KorsarAgent):
        def think(self, view):
            seen.append((self.seat, view))
            return (yield from super().think(view))

    m = Match("korsar", Setup(4, teams=True), [SeatConfig(AI, f"a{i}") for i in range(4)], seed=3)
    for seat in range(4):
        m.agents[seat] = Spy(m.rules, seat, random.Random(seat))
    m.run_agents()
    assert len(seen) == len(m.record.actions)
    for seat, view in seen:
        assert view.viewer == seat
        partner = seat ^ 1
        for other, hand in enumerate(view.hands):
            if other not in (seat, partner):
                assert all(c is None for c in hand)
        assert all(c is None for c in view.pile)


def test_korsar_easy_agent_is_noisy_but_always_legal():
    s = R.new_game(Setup(3), seed=4)
    agents = [make_agent(R, seat, "easy", random.Random(seat)) for seat in range(3)]
    assert all(a.noise > 0 for a in agents)
    while not R.is_over(s):
        a = agents[s.to_act].choose(R.observe(s, s.to_act))
        assert a in R.legal_actions(s)
        R.apply(s, a)
