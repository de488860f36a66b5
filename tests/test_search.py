"""The hard AI's search (game/ai/search.py): it decides from the view alone, answers at once when there
is nothing to choose, grows its tree as the game's guide says, and overrules the game's first choice only on
evidence."""

from __future__ import annotations

import random

import pytest

from game import Setup, rules_for
from game.ai.guide import Guide
from game.ai.search import LN3, Search, SearchAgent, chances
from game.core import CHANCE
from game.games import make_agent

GAMES = ["korsar", "stortebeker", "freibeuter"]  # the games whose GUIDE has landed; the others join as theirs do


def position(game: str, players: int, seed: int, moves: int):
    """A true state some moves into a game between normal agents."""
    rules = rules_for(game)
    state = rules.new_game(Setup(players), seed)
    agents = [make_agent(rules, s, "normal", random.Random(s)) for s in range(players)]
    rng = random.Random(seed)
    for _ in range(moves):
        if state.to_act == CHANCE:
            rules.apply(state, rules.roll(state, rng))
        else:
            rules.apply(state, agents[state.to_act].choose(rules.observe(state, state.to_act)))
    return rules, state


def hard(rules, seat: int, games: int = 40, seed: int = 3) -> SearchAgent:
    agent = make_agent(rules, seat, "hard", random.Random(seed))
    agent.games = games
    return agent


@pytest.mark.parametrize("game", GAMES)
def test_two_true_states_with_the_same_view_get_the_same_decision(game):
    rules, state = position(game, 2, seed=5, moves=9)
    while len(rules.legal_actions(state)) < 2:
        rules, state = position(game, 2, seed=5, moves=10)
    seat = state.to_act
    view = rules.observe(state, seat)
    other = rules.determinize(view, seat, random.Random(99))  # other hidden cards, other seed
    assert rules.to_json(other) != rules.to_json(state) and rules.observe(other, seat) == view
    first = hard(rules, seat).choose(rules.observe(state, seat))
    second = hard(rules, seat).choose(rules.observe(other, seat))
    assert first == second


def test_one_legal_action_is_played_at_once_without_searching():
    rules, state = position("korsar", 2, seed=1, moves=0)
    agent = hard(rules, state.to_act)
    view = rules.observe(state, state.to_act)
    only = rules.legal_actions(view)[0]
    rules.legal_actions = lambda s: [only]  # type: ignore[method-assign]
    assert agent.choose(view) == only and agent.last is None


@pytest.mark.parametrize("game", GAMES)
def test_the_verdict_says_the_chosen_moves_chance_and_the_next_best_from_the_searchs_games(game):
    """Issue 52's hint that explains: the chosen move's mean reward (its chance of winning) over the deals every
    candidate played, and the best other candidate's over the same deals; an only move has none."""
    rules, state = position(game, 2, seed=6, moves=7)
    moves = 7
    while state.to_act == CHANCE or len(rules.legal_actions(state)) < 3:
        moves += 1
        rules, state = position(game, 2, seed=6, moves=moves)
    agent = hard(rules, state.to_act, games=60)
    chosen = agent.choose(rules.observe(state, state.to_act))
    search, verdict = agent.last, agent.verdict
    assert search is not None and verdict is not None and verdict.action == chosen
    n = verdict.rounds
    assert n == min(len(r) for r in search.rewards) and n >= 60 // len(search.candidates)
    played = {a: sum(r[:n]) / n for a, r in zip(search.candidates, search.rewards)}
    assert verdict.chance == pytest.approx(played[chosen]) and 0.0 <= verdict.chance <= 1.0
    others = {a: v for a, v in played.items() if a != chosen}
    assert verdict.runner_up_chance == pytest.approx(max(others.values()))
    assert played[verdict.runner_up] == pytest.approx(max(others.values()))
    assert all(verdict.chance_of(a) == pytest.approx(v) for a, v in played.items())
    view = rules.observe(state, state.to_act)
    only = rules.legal_actions(view)[0]
    rules.legal_actions = lambda s: [only]  # type: ignore[method-assign]
    assert agent.choose(view) == only and agent.verdict is None


def counted(guide: Guide, *methods: str) -> list[int]:
    """Count the calls of some of `guide`'s methods (in a one-item list, reset by the caller); a call made
    inside another counted one (the default `rank_root` ranks by `rank`) is not counted again."""
    calls, depth = [0], [0]

    def counting(original):
        def call(*args):
            calls[0] += depth[0] == 0
            depth[0] += 1
            try:
                return original(*args)
            finally:
                depth[0] -= 1
        return call

    for method in methods:
        setattr(guide, method, counting(getattr(guide, method)))
    return calls


def test_a_search_of_a_fixed_number_of_games_plays_exactly_those(game="korsar"):
    rules, state = position(game, 2, seed=2, moves=4)
    agent = hard(rules, state.to_act, games=30)
    quick = counted(agent.guide, "act")
    agent.choose(rules.observe(state, state.to_act))
    assert agent.last is not None and agent.last.games == 30 and quick[0] > 30  # each game plays quick moves


@pytest.mark.parametrize("game, lazy", [("freibeuter", True), ("stortebeker", False), ("korsar", False)])
def test_a_lazy_guide_ranks_a_node_when_it_is_met_again_an_eager_one_every_new_node(game, lazy):
    """Ranking a node costs a normal decision, the longest piece of a search. A lazy guide (Freibeuter's with two
    seats) first plays a new node with its quick move and ranks it when the descent meets it again; an eager one
    ranks every new node, and most of the search's games meet one."""
    moves = 6
    rules, state = position(game, 2, seed=4, moves=moves)
    while state.to_act == CHANCE or len(rules.legal_actions(state)) < 2:
        moves += 1
        rules, state = position(game, 2, seed=4, moves=moves)
    agent = hard(rules, state.to_act, games=120)
    assert agent.guide.lazy_rank is lazy
    ranked = counted(agent.guide, "rank", "rank_root")
    agent.choose(rules.observe(state, state.to_act))
    search = agent.last
    assert search is not None
    ranked_nodes = sum(node.ranked is not None for node in search.nodes.values())
    assert ranked[0] == 1 + ranked_nodes  # the root, then each node ranked once
    if lazy:
        assert all(node.visits > 0 or node.ranked is None for node in search.nodes.values())
        assert ranked_nodes < len(search.nodes)
    else:
        assert ranked_nodes == len(search.nodes) and ranked_nodes >= 120 // 2


class Reversed(Guide):
    """A guide whose judgement is upside down at the root: its first choice is its worst."""

    def __init__(self, inner: Guide) -> None:
        super().__init__(inner.rules)
        self.inner, self.horizon, self.scale, self.root_width = inner, None, inner.scale, 40
        self.calls = 0

    def rank(self, view, legal):
        self.calls += 1
        order = self.inner.rank(view, legal)
        return order[::-1] if self.calls == 1 else order

    def act(self, state, rng):
        return self.inner.act(state, rng)

    def values(self, state):
        return self.inner.values(state)


def test_the_search_overrules_a_bad_first_choice_on_evidence():
    """Late in a game, with a guide that puts its worst move first, the search plays games to the end
    and picks a move that does clearly better on the same worlds."""
    rules, state = position("korsar", 2, seed=8, moves=120)
    assert not rules.is_over(state)
    seat = state.to_act
    view = rules.observe(state, seat)
    guide = Reversed(make_agent(rules, seat, "hard", random.Random(1)).guide)
    search = Search(rules, guide, view, seat, random.Random(4))
    for _ in range(len(search.candidates) * 30):
        search.step()
    worst, chosen = search.candidates[0], search.best()
    gains = dict(zip(search.candidates, search.advantages()))
    assert chosen != worst and gains[chosen][0] > 0


def test_without_evidence_the_first_choice_stands():
    rules, state = position("korsar", 2, seed=3, moves=6)
    seat = state.to_act
    search = Search(rules, make_agent(rules, seat, "hard", random.Random(1)).guide, rules.observe(state, seat), seat,
                    random.Random(2))
    for _ in range(len(search.candidates)):  # one round: one game each, no spread to judge by
        search.step()
    assert search.rounds == 1 and search.best() == search.candidates[0]


def test_a_consistent_gain_smaller_than_the_floor_does_not_overrule():
    """Made-up worlds are biased, so a gain must also clear `Guide.min_gain`: a second choice that does
    better in every one of 400 rounds (no spread at all) stands if its gain is below the floor, and wins
    above it."""
    rules, state = position("korsar", 2, seed=3, moves=6)
    seat = state.to_act
    guide = make_agent(rules, seat, "hard", random.Random(1)).guide
    search = Search(rules, guide, rules.observe(state, seat), seat, random.Random(2))
    assert len(search.candidates) >= 2
    assert guide.min_gain > 0
    for gain, overruled in ((guide.min_gain * 0.6, False), (guide.min_gain * 1.6, True)):
        search.rewards = [[0.5] * 400, [0.5 + gain] * 400] + [[0.4] * 400 for _ in search.candidates[2:]]
        assert (search.best() == search.candidates[1]) is overruled


def test_chances_of_winning_are_the_odds_against_each_other_side_multiplied():
    """A lead of the scale over the other side is 3 to 1; with three sides the odds against each are multiplied
    (a lead of the scale over both others: 3/4 * 3/4; each of them 1/4 * 1/2); partners get their side's chance."""
    k = LN3 / 10
    assert chances([15.0, 5.0], [0, 1], k) == pytest.approx([3 / 4, 1 / 4])
    assert chances([10.0, 0.0, 0.0], [0, 1, 2], k) == pytest.approx([9 / 16, 1 / 8, 1 / 8])
    assert chances([12.0, 2.0, 12.0, 2.0], [0, 1, 0, 1], k) == pytest.approx([3 / 4, 1 / 4, 3 / 4, 1 / 4])


class ToTheEnd(Guide):
    """A guide that sees the end within reach everywhere: every playout goes to the end of the game."""

    def __init__(self, inner: Guide) -> None:
        super().__init__(inner.rules)
        self.inner, self.scale = inner, inner.scale
        self.judged = 0

    def playout_horizon(self, world):
        return None

    def rank(self, view, legal):
        return self.inner.rank(view, legal)

    def act(self, state, rng):
        return self.inner.act(state, rng)

    def values(self, state):
        self.judged += 1
        return self.inner.values(state)


def test_a_playout_plays_as_far_as_the_guide_says_for_its_world():
    """`Guide.playout_horizon` is asked for each playout's world: None plays every playout to the end, so
    no world is judged by the heuristic values; the default plays `horizon` quick moves and judges."""
    rules, state = position("freibeuter", 2, seed=2, moves=6)
    view = rules.observe(state, state.to_act)
    guide = ToTheEnd(make_agent(rules, 0, "hard", random.Random(0)).guide)
    search = Search(rules, guide, view, state.to_act, random.Random(1))
    for _ in range(12):
        search.step()
    assert search.games == 12 and guide.judged == 0
    guide.playout_horizon = lambda world: Guide.playout_horizon(guide, world)  # type: ignore[method-assign]
    for _ in range(12):
        search.step()
    assert guide.judged == 12



def _first_choice(game: str, players: int, seed: int):
    """A true state early in a game, with a choice for the seat to act."""
    moves = 4
    rules, state = position(game, players, seed=seed, moves=moves)
    while state.to_act == CHANCE or len(rules.legal_actions(state)) < 2:
        moves += 1
        rules, state = position(game, players, seed=seed, moves=moves)
    return rules, state


@pytest.mark.parametrize("grow", [1, 3])
def test_each_game_of_the_search_adds_as_many_new_nodes_as_the_guide_says(grow, monkeypatch):
    """A seat's node is met again only in worlds that deal it the same hand, so one new node a game leaves the
    tree one decision deep; `nodes_per_game` lets a game go on adding nodes (the seats after it answer as the
    game's ranking says) before its quick moves. Early in a game none ends first: exactly `grow` new nodes a game."""
    rules, state = _first_choice("korsar", 2, seed=6)
    agent = hard(rules, state.to_act, games=48)
    monkeypatch.setattr(type(agent.guide), "nodes_per_game", grow)
    agent.choose(rules.observe(state, state.to_act))
    assert agent.last.games == 48
    assert len(agent.last.nodes) == grow * 48


@pytest.mark.parametrize("players, lazy, grow", [(2, True, 1), (3, False, 2), (4, False, 4)])
def test_freibeuter_searches_with_three_or_four_seats_let_the_next_seat_answer_as_the_normal_agent(players, lazy,
                                                                                                  grow):
    """With three or four seats each game ranks every new node and adds two or four: the searching seat's draw,
    then the next seats' moves by the normal agent's ranking (after a boarding, which draws nothing, the next
    seat's move comes first); with two the search is as it was (game/freibeuter/guide.py
    `tree_shape`)."""
    rules, state = _first_choice("freibeuter", players, seed=2)
    agent = hard(rules, state.to_act, games=24)
    assert agent.guide.tree_shape(Setup(players)) == (lazy, grow)
    ranked = counted(agent.guide, "rank", "rank_root")
    agent.choose(rules.observe(state, state.to_act))
    assert len(agent.last.nodes) == grow * 24
    if not lazy:
        assert ranked[0] >= grow * 24  # every new node ranked when it is added
        assert (state.to_act + 1) % players in {n.seat for n in agent.last.nodes.values()}  # the next seat answers


def test_stortebeker_searches_with_four_seats_let_the_next_seats_turn_answer_as_the_normal_agent():
    """With four seats a turn is several decisions, so each game of the search adds four ranked nodes, most of
    them the next seat's (game/stortebeker/guide.py `tree_shape`); with two or three seats, one."""
    rules, state = _first_choice("stortebeker", 4, seed=2)
    agent = hard(rules, state.to_act, games=24)
    assert [agent.guide.tree_shape(Setup(n)) for n in (2, 3, 4)] == [(False, 1), (False, 1), (False, 4)]
    ranked = counted(agent.guide, "rank", "rank_root")
    agent.choose(rules.observe(state, state.to_act))
    nodes = agent.last.nodes.values()
    assert len(nodes) == 4 * 24
    assert ranked[0] >= 4 * 24  # every new node ranked when it is added
    assert (state.to_act + 1) % 4 in {n.seat for n in nodes}  # the next seat answers
