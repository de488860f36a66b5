"""The beginner (EASY) and what the Korsar heuristics lend the hard AI's search (GUIDE)."""

from __future__ import annotations

import random

import pytest

from game import Setup
from game.games import make_agent
from game.korsar.agent import EASY, GUIDE, KorsarAgent
from game.korsar.beginner import KorsarBeginner
from game.korsar.guide import END_PILE
from tests.korsar.scenario import R, deal, play


def easy_choice(state) -> str:
    seat = state.to_act
    return R.action_text(KorsarBeginner(R, seat, random.Random(0)).choose(R.observe(state, seat)))


# -- EASY: a beginner ---------------------------------------------------------------------------------


def test_korsar_easy_is_the_beginner_by_name():
    assert isinstance(make_agent(R, 0, "easy", random.Random(0)), EASY)


def test_korsar_easy_takes_a_galleon_with_the_weakest_card_that_does():
    s = deal(["galleon6 red1", "green2 galleon2", "blue3 blue1 yellow4 captain-blue"])
    play(s, "play galleon6", "play green2 g1")
    assert easy_choice(s) == "play blue3 g1"  # blue 1 would only tie; yellow 4 is dearer


def test_korsar_easy_takes_back_its_own_galleon():
    s = deal(["galleon5 red1 red3", "blue2 green1 yellow1"], pile="red2 red4 blue3")
    play(s, "play galleon5", "play blue2 g1")
    assert easy_choice(s) == "play red3 g1"  # red 1 would only tie


def test_korsar_easy_launches_a_galleon_rather_than_drawing():
    s = deal(["galleon4 red1", "blue2 green1"], pile="red2 red4 blue3")
    assert easy_choice(s) == "play galleon4"


def test_korsar_easy_does_not_wonder_what_the_others_will_do():
    # the normal agent keeps its 8 back: with the pile full, the opponent to act can surely take it with
    # any pirate; the beginner launches it, since right now it holds it
    s = deal(["galleon8 red1", "blue4 green4 yellow4 red4"])
    assert easy_choice(s) == "play galleon8"
    assert R.action_text(KorsarAgent(R, 0, random.Random(0)).choose(R.observe(s, 0))) != "play galleon8"


def test_korsar_easy_discards_its_weakest_card_once_the_pile_is_empty():
    s = deal(["captain-red blue4 red1", "green1 green2 green3 green4 yellow1"], pile="")
    assert easy_choice(s) == "discard red1"


def test_korsar_easy_plays_legal_moves_to_the_end():
    for players, teams in ((3, False), (4, True)):
        s = R.new_game(Setup(players, teams), seed=4)
        agents = [make_agent(R, seat, "easy", random.Random(seat)) for seat in range(players)]
        while not R.is_over(s):
            a = agents[s.to_act].choose(R.observe(s, s.to_act))
            assert R.why_illegal(s, a) is None
            R.apply(s, a)


@pytest.mark.parametrize("players,teams", [(2, False), (4, True)])
def test_korsar_normal_beats_easy(players, teams):
    from game.tournament import by_difficulty
    from game.tournament import play as tournament

    lineup = [("normal", by_difficulty("normal")), ("easy", by_difficulty("easy"))]
    standings = tournament("korsar", Setup(players, teams), lineup, games=40, seed=3)
    assert standings["normal"].win_rate > 0.6 and standings["normal"].margin > 4


# -- GUIDE: for the hard AI's search ------------------------------------------------------------------


def views(players: int, teams: bool, games: int):
    """The view of the seat to act at every step of `games` games between normal agents."""
    for seed in range(games):
        s = R.new_game(Setup(players, teams), seed)
        agents = [KorsarAgent(R, seat, random.Random(seat)) for seat in range(players)]
        while not R.is_over(s):
            view = R.observe(s, s.to_act)
            yield s, view
            R.apply(s, agents[s.to_act].choose(view))


def test_korsar_guide_ranks_the_normal_agents_choice_first():
    guide = GUIDE(R)
    for s, view in views(3, False, 2):  # with 3 sides the normal agent judges without answering worlds
        ranked = guide.rank(view, R.legal_actions(view))
        assert sorted(map(R.action_text, ranked)) == sorted(R.legal_texts(view))
        assert ranked[0] == KorsarAgent(R, s.to_act, random.Random(0)).choose(view)


def test_korsar_guide_ranks_the_searchs_own_candidates_as_the_normal_agent_with_two_sides():
    """The search's first choice is the normal agent's: with two sides its candidates are ranked after the
    opponent's answer in made-up worlds, as the normal agent ranks, from the same random numbers; with more
    sides there are no answers, and the root is ranked as every node."""
    guide = GUIDE(R)
    assert guide.root_answers == KorsarAgent.worlds
    for s, view in views(2, False, 1):
        legal = R.legal_actions(view)
        if len(legal) > 1:
            first = guide.rank_root(view, legal, random.Random(7))[0]
            assert first == KorsarAgent(R, s.to_act, random.Random(7)).choose(view)
    for _s, view in views(3, False, 1):
        legal = R.legal_actions(view)
        assert guide.rank_root(view, legal, random.Random(7)) == guide.rank(view, legal)


def test_korsar_guide_act_is_legal():
    guide = GUIDE(R)
    rng = random.Random(5)
    for players, teams in ((2, False), (6, True)):
        for seed in range(3):
            s = R.new_game(Setup(players, teams), seed)
            while not R.is_over(s):
                a = guide.act(R.observe(s, s.to_act), rng)
                assert R.why_illegal(s, a) is None
                R.apply(s, a)


def test_korsar_guide_values_are_the_scores_once_the_game_is_over():
    for players, teams in ((2, False), (4, True)):
        s = R.new_game(Setup(players, teams), seed=8)
        rng = random.Random(8)
        while not R.is_over(s):
            R.apply(s, rng.choice(R.legal_actions(s)))
        assert GUIDE(R).values(s) == R.scores(s)


def test_korsar_guide_values_a_safe_galleon_at_its_gold():
    # the pile is empty; seat 0 holds its 8 with red 4 and the others hold only 1s: it is as good as captured
    s = deal(["galleon8 red4 red1", "blue1 green1 yellow1", "green1 blue1 yellow1"], pile="")
    play(s, "play galleon8", "play blue1 g1", "discard green1", "play red4 g1")
    values = GUIDE(R).values(s)
    assert values[0] >= 8 and values[1] < 2 and values[2] < 2


def test_korsar_guide_values_rank_the_better_position_higher():
    # seat 0 leads red 4 to green 3 on its 7; seat 1, to act, holds the green captain that takes it, or not
    def position(seat1: str):
        s = deal(["galleon7 red4 blue1", seat1, "blue2 blue3"])
        play(s, "play galleon7", "play green3 g1", "draw", "play red4 g1")
        return GUIDE(R).values(s)

    threatened = position("green3 captain-green yellow1")
    safe = position("green3 yellow2 yellow1")
    assert safe[0] > safe[1] and safe[0] > safe[2]
    assert safe[0] > threatened[0] + 2
    assert threatened[1] > safe[1] + 2


def test_korsar_guide_values_carry_the_team_score():
    for s, _view in views(4, True, 1):
        v = GUIDE(R).values(s)
        assert v[0] == v[1] and v[2] == v[3]


def test_korsar_guide_plays_to_the_end_once_the_pile_is_nearly_empty():
    """The pile (docs/rules/korsar.md 1.7) brings the end: once it holds END_PILE cards or fewer, the search's playouts
    play on to the end; before that, `horizon` quick moves."""
    guide = GUIDE(R)
    state = R.new_game(Setup(3), 4)
    assert guide.playout_horizon(state) == guide.horizon == 8
    state.pile = state.pile[: END_PILE + 1]
    assert guide.playout_horizon(state) == 8
    state.pile = state.pile[:END_PILE]
    assert guide.playout_horizon(state) is None
