"""The beginner (EASY) and what the Freibeuter heuristics lend the hard AI's search (GUIDE)."""

from __future__ import annotations

import random

from game import Setup
from game.freibeuter.agent import EASY, GUIDE, FreibeuterAgent
from game.freibeuter.components import CHEST
from game.games import make_agent
from tests.freibeuter.scenario import R, sea


def easy_choice(state) -> str:
    seat = state.to_act
    return R.action_text(EASY(R, seat, random.Random(0)).choose(R.observe(state, seat)))


def normal_choice(state) -> str:
    seat = state.to_act
    return R.action_text(FreibeuterAgent(R, seat, random.Random(0)).choose(R.observe(state, seat)))


# -- EASY: a beginner ---------------------------------------------------------------------------------


def test_freibeuter_easy_is_the_beginner_by_name():
    assert isinstance(make_agent(R, 0, "easy", random.Random(0)), EASY)


def _my_ship_at_c4(boarded=None):
    return sea("C4:D5=ship15 E2:F3=ship15", boats={"C4": [0], "D4": [0], "C5": [0], "E2": [1], "F2": [1], "E3": [1]},
               boarded=boarded, sea_hands=["D5 A1 A7 G1", "B6 B7 C7 D7"])


def test_freibeuter_easy_boards_a_ship_its_cards_can_close_and_closes_it():
    assert easy_choice(_my_ship_at_c4()) == "board C4:D5"
    assert easy_choice(_my_ship_at_c4(boarded={"C4:D5": 0})) == "sail D5"


def test_freibeuter_easy_does_not_hand_an_opponent_its_ship():
    # seat 1 boarded a 20/4 and holds three of its squares: closing it pays me 4 and seat 1 a ship worth 20
    s = sea("A1:B2=ship20", boats={"A1": [1], "B1": [1], "B2": [1]}, boarded={"A1:B2": 1},
            sea_hands=["A2 G7 G6 F7", "B6 B7 C7 D7"])
    assert easy_choice(s) != "sail A2"


def test_freibeuter_easy_uses_the_dutchman_on_its_own_ship():
    s = sea("C4:D5=ship20", boats={"C4": [0], "D4": [1], "C5": [0]}, boarded={"C4:D5": 0},
            sea_hands=["A1 A7 G1 G7", "B6 B7 C7 D7"], dutch_hands=["row5", ""])
    assert easy_choice(s) == "dutchman row5 D5"


def test_freibeuter_easy_takes_the_loot_rather_than_a_slow_start():
    s = sea("C4:D5=ship5", boats={"C4": [0], "A1": [1]}, boarded={"C4:D5": 0}, sea_hands=["A1 D4 G7", "B7 C7"])
    assert easy_choice(s) == "sail A1 loot"


def test_freibeuter_easy_grabs_the_last_chest_without_asking_who_wins():
    # the last chest pays me 6 and seat 1 4, and ends the game: I lose it by 14; the normal agent waits
    s = sea("C4:D5=chest", boats={"C4": [0, 0], "D4": [1], "C5": [1]}, aside="chest chest chest",
            sea_hands=["D5 A1 A7 G1", "B6 B7 C7 D7"], treasure=[20, 36])
    assert easy_choice(s) == "sail D5"
    assert normal_choice(s) != "sail D5"


def test_freibeuter_easy_plays_legal_moves_to_the_end():
    for players in (2, 4):
        s = R.new_game(Setup(players), seed=4)
        agents = [make_agent(R, seat, "easy", random.Random(seat)) for seat in range(players)]
        while not R.is_over(s):
            a = agents[s.to_act].choose(R.observe(s, s.to_act))
            assert R.why_illegal(s, a) is None
            R.apply(s, a)


def test_freibeuter_normal_beats_easy():
    from game.tournament import by_difficulty
    from game.tournament import play as tournament

    lineup = [("normal", by_difficulty("normal")), ("easy", by_difficulty("easy"))]
    standings = tournament("freibeuter", Setup(2), lineup, games=40, seed=100)
    assert standings["normal"].win_rate > 0.6 and standings["normal"].margin > 10


# -- GUIDE: for the hard AI's search ------------------------------------------------------------------


def states(players: int, games: int):
    """The true state at every step of `games` games between normal agents."""
    for seed in range(games):
        s = R.new_game(Setup(players), seed)
        agents = [FreibeuterAgent(R, seat, random.Random(seat)) for seat in range(players)]
        while not R.is_over(s):
            yield s
            R.apply(s, agents[s.to_act].choose(R.observe(s, s.to_act)))


def test_freibeuter_guide_ranks_the_normal_agents_choice_first():
    guide = GUIDE(R)
    for s in states(3, 1):
        view = R.observe(s, s.to_act)
        ranked = guide.rank(view, R.legal_actions(view))
        if view.phase != "draw":
            assert sorted(map(R.action_text, ranked)) == sorted(R.legal_texts(view))
        assert ranked[0] == FreibeuterAgent(R, s.to_act, random.Random(0)).choose(view)


def test_freibeuter_guide_act_is_legal_on_made_up_worlds():
    guide = GUIDE(R)
    rng = random.Random(5)
    for players in (2, 4):
        s = R.new_game(Setup(players), seed=players)
        while not R.is_over(s):
            world = R.determinize(R.observe(s, s.to_act), s.to_act, rng)
            a = guide.act(world, rng)
            assert R.why_illegal(world, a) is None and R.why_illegal(s, a) is None
            R.apply(s, a)


def test_freibeuter_guide_values_are_the_scores_once_the_game_is_over():
    for players in (2, 4):
        s = R.new_game(Setup(players), seed=8)
        rng = random.Random(8)
        while not R.is_over(s):
            R.apply(s, rng.choice(R.legal_actions(s)))
        assert GUIDE(R).values(s) == R.scores(s)


def test_freibeuter_guide_values_a_ship_about_to_be_captured_for_its_boarder():
    # a 20/4 with three boats of the boarder round it, and the card for the last square in the boarder's hand
    def position(boarder: int):
        return sea("C4:D5=ship20", boats={"C4": [boarder], "D4": [boarder], "C5": [boarder]},
                   boarded={"C4:D5": boarder}, sea_hands=["D5 A1 A7 G1", "B6 B7 C7 D7"], fill=True)

    mine, theirs = GUIDE(R).values(position(0)), GUIDE(R).values(position(1))
    assert mine[0] > mine[1] + 10
    assert theirs[1] > theirs[0] + 10
    assert mine[0] > theirs[0] + 10


def test_freibeuter_guide_values_count_a_loan_against_the_borrower():
    even = sea("C4:D5=ship10", sea_hands=["A1 A7", "B6 B7"], fill=True)
    indebted = sea("C4:D5=ship10", sea_hands=["A1 A7", "B6 B7"], fill=True, loans=[5, 0])
    assert GUIDE(R).values(indebted)[0] < GUIDE(R).values(even)[0] - 9


def test_freibeuter_guide_plays_to_the_end_once_one_of_the_three_ends_is_near():
    """The search's playouts go to the end (docs/rules/freibeuter.md 3.5 a, b, c) once one pirate chest or none
    is left, a seat has END_BOATS boats or fewer, or END_CARDS cards or fewer are left to draw; before that they stop
    after `horizon` quick moves."""
    from game.freibeuter.guide import END_BOATS, END_CARDS

    guide = GUIDE(R)
    s = R.new_game(Setup(2), seed=4)
    assert guide.playout_horizon(s) == guide.horizon == 8
    s.supply[1] = END_BOATS + 1
    assert guide.playout_horizon(s) == 8
    s.supply[1] = END_BOATS
    assert guide.playout_horizon(s) is None
    s = R.new_game(Setup(2), seed=4)
    s.dutch_pile = s.dutch_pile[:3]
    s.sea_pile = s.sea_pile[: END_CARDS - 2]
    assert guide.playout_horizon(s) == 8
    s.sea_pile = s.sea_pile[: END_CARDS - 3]
    assert guide.playout_horizon(s) is None
    s = R.new_game(Setup(4), seed=4)
    chests = [p for p, t in s.tokens.items() if t.kind == CHEST]
    for p in chests[:2]:
        del s.tokens[p]
    assert guide.playout_horizon(s) == 8
    del s.tokens[chests[2]]
    assert s.chests_left == 1 and guide.playout_horizon(s) is None
