"""The heuristic Korsar agent plays sensibly and sees only its own view (docs/rules/korsar.md 1.8)."""

from __future__ import annotations

import random

from game import Setup
from game.korsar.actions import Draw
from game.korsar.agent import KorsarAgent, look_ahead
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
        def choose(self, view):
            seen.append((self.seat, view))
            return super().choose(view)

    m = Match("korsar", Setup(4, teams=True), [SeatConfig(AI, f"a{i}") for i in range(4)], seed=3)
    for seat in range(4):
        m.play_with(seat, Spy(m.rules, seat, random.Random(seat)))
    m.run_agents()
    assert len(seen) == len(m.record.actions)
    for seat, view in seen:
        assert view.viewer == seat
        partner = seat ^ 1
        for other, hand in enumerate(view.hands):
            if other not in (seat, partner):
                assert all(c is None for c in hand)
        assert all(c is None for c in view.pile)


def test_korsar_agent_looks_ahead_through_the_rules_on_its_view():
    """A move of one's own card reads nothing hidden, so playing it on the view (viewer cleared) gives
    exactly the view of the real position after it (game/korsar/judgement.py, look_ahead)."""
    rng = random.Random(2)
    checked = 0
    for players, teams in ((2, False), (4, True), (5, False)):
        for seed in range(6):
            s = R.new_game(Setup(players, teams), seed)
            while not R.is_over(s):
                seat = s.to_act
                view = R.observe(s, seat)
                for a in R.legal_actions(s):
                    if not isinstance(a, Draw):
                        after = R.clone(s)
                        R.apply(after, a)
                        assert look_ahead(R, view, a) == R.observe(after, seat)
                        checked += 1
                R.apply(s, rng.choice(R.legal_actions(s)))
    assert checked > 1000
