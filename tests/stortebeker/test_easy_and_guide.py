"""Störtebeker's beginner (EASY) plays legal, sensible, short-sighted moves and loses to the normal agent;
the GUIDE the hard AI's search borrows ranks the normal agent's choice first without listing every trade,
plays ahead legally and cheaply, and values better positions higher."""

from __future__ import annotations

import random

from game import CHANCE, Setup
from game.games import make_agent
from game.match import AI, Match, SeatConfig
from game.stortebeker.agent import EASY, GUIDE, Beginner, StortebekerAgent
from game.stortebeker.cardplay import CardPlays
from game.stortebeker.guide import PLAYING, RANKED
from game.stortebeker.judge import Weights
from tests.invariants import decision_positions
from tests.stortebeker.scenario import R, play, table

GUIDED = GUIDE(R)


def easy(state, seat=None) -> str:
    seat = state.to_act if seat is None else seat
    return R.action_text(EASY(R, seat, random.Random(0)).choose(R.observe(state, seat)))


def normal(state) -> str:
    return R.action_text(StortebekerAgent(R, state.to_act, random.Random(0)).choose(R.observe(state, state.to_act)))


def ranked(state) -> list[str]:
    view = R.observe(state, state.to_act)
    return [R.action_text(a) for a in GUIDED.rank(view, R.legal_actions(view))]


# -- EASY, a beginner -----------------------------------------------------------------------------------


def test_stortebeker_easy_is_found_by_name_and_is_no_noisy_normal_agent():
    agent = make_agent(R, 1, "easy", random.Random(0))
    assert isinstance(agent, Beginner) and not isinstance(agent, StortebekerAgent)


def test_stortebeker_easy_completes_the_requirement_it_is_nearest_to():
    s = table(["beans meat bananas bread pirate2 rum", "water"], ships="R3 Y1 B1 G1", sides={"R3": {0: "water rum"}})
    assert easy(s) == "place beans R3"


def test_stortebeker_easy_trades_cards_no_ship_wants_for_one_it_lacks():
    s = table(["bananas bananas bananas bananas bananas bananas", "water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum"}}, discard="beans pirate4")
    assert easy(s) == "trade bananas bananas take beans"


def test_stortebeker_easy_boards_an_even_chance_blind_to_counterattacks():
    # seat 1's side of R3 is complete too, with two face-down pirates: the normal agent expects the
    # counterattack; the beginner only sees that 2d6 + 1 >= 8 comes up more often than not
    s = table(["bananas bananas bananas", "bread water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans+", 1: "water rum beans pirate4 pirate3"}})
    play(s, "discard bananas", "discard bananas", "discard bananas")
    assert easy(s) == "board R3"
    assert normal(s) == "stop"


def test_stortebeker_easy_stops_short_of_a_long_shot():
    s = table(["bananas bananas bananas", "water"], ships="R6 Y2 B2 G2", sides={"R6": {0: "water water rum rum beans"}})
    play(s, "discard bananas", "discard bananas", "discard bananas")
    assert easy(s) == "stop"  # 2d6 >= 11: 1 in 12


def test_stortebeker_easy_counterattacks_only_with_a_fair_chance():
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans", 1: "water rum pirate4"}})
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R3", "roll 4 4")  # 8 to beat with 4
    assert easy(s) == "counter R3 beans"
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans pirate4", 1: "water rum"}})
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R3", "roll 6 6")  # 16 to beat
    assert easy(s) == "decline"


def test_stortebeker_easy_games_are_legal_and_end():
    s = R.new_game(Setup(2, variants=frozenset({2})), seed=4)
    agents = [make_agent(R, seat, "easy", random.Random(seat)) for seat in range(2)]
    dice = random.Random(9)
    while not R.is_over(s):
        if s.to_act == CHANCE:
            R.apply(s, R.roll(s, dice))
            continue
        a = agents[s.to_act].choose(R.observe(s, s.to_act))
        assert R.why_illegal(s, a) is None
        R.apply(s, a)
    assert s.ended_by == "reserve"


def test_stortebeker_normal_beats_easy():
    from game.tournament import by_difficulty
    from game.tournament import play as tournament

    lineup = [("normal", by_difficulty("normal")), ("easy", by_difficulty("easy")), ("easy2", by_difficulty("easy"))]
    standings = tournament("stortebeker", Setup(3), lineup, games=9, seed=1)
    assert standings["normal"].win_rate > 0.5 and standings["normal"].margin > 2


# -- GUIDE ------------------------------------------------------------------------------------------------


def test_stortebeker_guide_ranks_the_normal_agents_choice_first():
    s = table(["bananas bananas bananas bananas bananas bananas", "water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum"}}, discard="beans meat pirate2 water water rum bread")
    assert ranked(s)[0] == normal(s) == "trade bananas bananas bananas take beans pirate2"  # R3 lacks beans
    s = table(["beans meat bananas bread pirate2 rum", "water"], ships="R3 Y1 B1 G1", sides={"R3": {0: "water rum"}})
    assert ranked(s)[0] == normal(s) == "place beans R3"
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans", 1: "water rum pirate4"}})
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R3", "roll 4 4")
    assert ranked(s)[0] == normal(s) == "counter R3 beans" and "decline" in ranked(s)


def test_stortebeker_guide_plays_by_its_own_judgement_with_three_or_four_seats_and_the_normal_agents_with_two():
    # With three or four seats the hard AI ranks by PLAYING (a requirement still lacking provisions counts for more):
    # its first choice is the normal agent's with those weights, which differs from the plain normal agent's
    # in many card plays; with two seats it is the plain normal agent's every time.
    for players, weights in ((4, PLAYING[4]), (3, PLAYING[3]), (2, Weights())):
        differ = 0
        for state in decision_positions(R, Setup(players), [1])[::4]:
            view = R.observe(state, state.to_act)
            legal = R.legal_actions(view)
            first = GUIDED.rank(view, legal)[0]
            assert first == StortebekerAgent(R, state.to_act, random.Random(0), weights).choose(view)
            differ += first != StortebekerAgent(R, state.to_act, random.Random(0)).choose(view)
        assert (differ > 5) if players > 2 else (differ == 0)


def test_stortebeker_guide_offers_a_few_dozen_of_thousands_of_trades():
    s = table(["water beans bread meat rum pirate2", "water"], ships="R3 Y2 B2 G2", sides={"R3": {0: "water"}},
              discard="water beans bread meat rum bananas water+ beans+ bread+ meat+ pirate3 pirate4 rum")
    legal = R.legal_actions(s)
    assert isinstance(legal, CardPlays) and legal.trades > 1000
    texts = ranked(s)
    assert 5 <= len(texts) <= RANKED and len(set(texts)) == len(texts)
    assert all(R.parse_action(s, t) in legal for t in texts)
    assert any(t.startswith("trade") for t in texts) and any(t.startswith("place") for t in texts)


def test_stortebeker_guide_plays_ahead_legally_to_the_end():
    s = R.new_game(Setup(3, variants=frozenset({1})), seed=2)
    rng = random.Random(2)
    while not R.is_over(s):
        if s.to_act == CHANCE:
            R.apply(s, R.roll(s, rng))
            continue
        a = GUIDED.act(R.observe(s, s.to_act), rng)
        assert R.why_illegal(s, a) is None
        R.apply(s, a)
    assert s.ended_by == "reserve"


def test_stortebeker_guide_plays_ahead_cards_as_a_beginner_and_the_dice_bound_choices_as_the_normal_agent():
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans pirate4", 1: "water rum pirate4"}})
    assert R.action_text(GUIDED.act(s, random.Random(0))) == easy(s) == "discard bananas"
    play(s, "discard bananas", "discard bananas", "discard bananas", "board R3", "roll 4 4")
    # 12 to beat with pirate4 and two dice: 10 in 36, worth R3's 4 points to the normal agent, not to a beginner
    assert easy(s) == "decline"
    assert R.action_text(GUIDED.act(s, random.Random(0))) == normal(s) == "counter R3 beans"


def test_stortebeker_guide_values_points_taken_and_ships_nearly_won():
    s = table(["water", "water"], ships="R3 Y2 B2 G2", won={0: "R1"})
    values = GUIDED.values(s)
    assert values[0] > values[1] + 1  # 2 points ahead
    s = table(["water", "water"], ships="R3 Y2 B2 G2", sides={"R3": {0: "water rum beans pirate4"}})
    values = GUIDED.values(s)
    assert values[0] > values[1] + 2  # R3 (4 points) nearly taken
    s = table(["water", "water"], ships="R3 Y2 B2 G2", sides={"R3": {0: "water rum beans pirate4", 1: "water rum"}})
    contested = GUIDED.values(s)
    assert contested[1] > values[1] and contested[0] < values[0]  # seat 1 may yet take it


def test_stortebeker_guide_values_a_finished_game_as_its_scores():
    m = Match("stortebeker", Setup(2, variants=frozenset({1})), [SeatConfig(AI, f"AI {i}") for i in range(2)], 5)
    m.run_agents()
    assert GUIDED.values(m.state) == [float(x) for x in R.scores(m.state)]


def test_stortebeker_guide_values_are_each_seats_expected_points():
    s = R.new_game(Setup(4, variants=frozenset({1, 2})), seed=8)
    rng = random.Random(8)
    agents = [StortebekerAgent(R, i, random.Random(i)) for i in range(4)]
    while s.round < 8:
        a = R.roll(s, rng) if s.to_act == CHANCE else agents[s.to_act].choose(
            R.observe(s, s.to_act))
        R.apply(s, a)
    values = GUIDED.values(s)
    points = [sum(t.value for t in w) for w in s.won]
    on_table = sum(sh.tile.value for sh in s.in_play())
    assert all(v >= p for v, p in zip(values, points))
    assert sum(values) <= sum(points) + on_table + 1e-9  # each ship in play shared out at most once


def test_stortebeker_guide_offers_its_search_no_trade_discard_or_stop_but_the_normal_choice():
    """GUIDE.rank_root: the normal agent's choice first, whatever it is; the other candidates are placements,
    broadsides and boardings, never a trade, a discard or a stop (overrules into those lost in the duels)."""

    def root(state) -> list[str]:
        view = R.observe(state, state.to_act)
        return [R.action_text(a) for a in GUIDED.rank_root(view, R.legal_actions(view), random.Random(0))]

    s = table(["beans meat bananas bread pirate2 rum", "water"], ships="R3 Y1 B1 G1", sides={"R3": {0: "water rum"}},
              discard="beans meat pirate2 water water rum bread")
    assert root(s)[0] == ranked(s)[0] == normal(s) == "place beans R3"
    assert ranked(s)[1].startswith("trade")  # the normal agent's second choice: not a candidate of the search
    assert root(s)[1:] == [t for t in ranked(s)[1:] if t.startswith("place")]
    s = table(["bananas bananas bananas bananas bananas bananas", "water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum"}}, discard="beans meat pirate2 water water rum bread")
    assert root(s) == [normal(s)] == ["trade bananas bananas bananas take beans pirate2"]  # a trade, if first
    s = table(["bananas bananas bananas", "beans water"], ships="R3 Y2 B2 G2",
              sides={"R3": {0: "water rum beans pirate4", 1: "water"}})
    play(s, "discard bananas", "discard bananas", "discard bananas")
    assert ranked(s) == ["board R3", "stop"] and root(s) == ["board R3"]
