"""Random-playout invariants every game must keep at every step (docs/architecture.md §2, and §6: OpenSpiel)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Iterator, Sequence

from game.ai.agent import Agent
from game.core import CHANCE, Action, Rules, Setup, State

ROUND_TRIP_SAMPLE = 200


def decisions(rules: Rules, state: State, agents: Sequence[Agent], dice: random.Random) -> Iterator[int]:
    """`state` played to its end, in place: each decision by `agents[seat]` on its view, the dice rolled from
    `dice`. Yields the seat to decide before each decision, `state` then the full position it decides in. The
    benchmarks' loop for agents' games (a test that checks each move as it is made keeps its own)."""
    while not rules.is_over(state):
        if state.to_act == CHANCE:
            rules.apply(state, rules.roll(state, dice))
            continue
        seat = state.to_act
        assert seat is not None
        yield seat
        rules.apply(state, agents[seat].choose(rules.observe(state, seat)))


def normal_agents(rules: Rules, seeds: Iterable[object]) -> list[Agent]:
    """A normal agent in every seat, seat i's seeded the i-th of `seeds`."""
    from game.games import make_agent

    return [make_agent(rules, i, "normal", random.Random(seed)) for i, seed in enumerate(seeds)]


def decision_positions(rules: Rules, setup: Setup, seeds: Iterable[int]) -> list[State]:
    """Every position where a seat decides (a copy of the full state), in one game between normal agents
    per seed: seat i's agent seeded i, dice drawn by their odds from the game's seed. Benchmarks and
    equivalence tests run the code they measure on these."""
    out: list[State] = []
    for seed in seeds:
        s = rules.new_game(setup, seed)
        out += [s.clone() for _ in decisions(rules, s, normal_agents(rules, range(setup.players)), random.Random(seed))]
    return out


def play_random_game(
    rules: Rules,
    setup: Setup,
    seed: int,
    check_state: Callable[[State], None] = lambda s: None,
    max_steps: int = 5000,
    candidates: Callable[[State], Iterable[Action]] | None = None,
) -> State:
    """Play one game with uniformly random legal actions, checking at every step that:
    legal actions exist until the end; every legal action's text parses back to it; the state
    survives JSON; every view is independent of hidden cards; `check_state` holds; and, given
    `candidates` (actions that may or may not be legal: a superset of the legal ones), that
    `why_illegal` accepts exactly the legal ones (one legality predicate). Returns the final state.
    Fails if the game does not end within `max_steps` actions."""
    state = rules.new_game(setup, seed)
    rng = random.Random(seed)
    for step in range(max_steps):
        check_state(state)
        assert rules.from_json(json.loads(json.dumps(rules.to_json(state)))) == state
        if rules.is_over(state):
            assert state.to_act is None
            return state
        _check_views(rules, state, rng, step)
        if state.to_act == CHANCE:
            outcomes = rules.chance_outcomes(state)
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            actions = [a for a, _ in outcomes]
        else:
            actions = rules.legal_actions(state)
        assert actions, f"no legal action at step {step} while the game is not over"
        if candidates is not None and state.to_act != CHANCE:
            check_one_legality(rules, state, actions, candidates(state), rng)
        # every legal action's text parses back to it (a sample of them when there are thousands,
        # as with Störtebeker's trades)
        for a in actions if len(actions) <= ROUND_TRIP_SAMPLE else rng.sample(actions, ROUND_TRIP_SAMPLE):
            assert rules.parse_action(state, rules.action_text(a)) == a
        rules.apply(state, rng.choice(actions))
    raise AssertionError(f"the game did not end within {max_steps} actions")


def check_one_legality(rules: Rules, state: State, legal, candidates: Iterable[Action], rng: random.Random) -> None:
    """`why_illegal(state, a) is None` exactly when `a` is among the legal actions, for every candidate
    and (a sample of) every legal action; a refusal always says why."""
    legal_set = set(legal)
    for a in legal if len(legal) <= ROUND_TRIP_SAMPLE else rng.sample(legal, ROUND_TRIP_SAMPLE):
        assert rules.why_illegal(state, a) is None, f"{rules.action_text(a)} is listed but refused"
    for a in candidates:
        why = rules.why_illegal(state, a)
        if a in legal_set:
            assert why is None, f"{rules.action_text(a)} is legal but refused: {why}"
        else:
            assert why, f"{rules.action_text(a)} is not legal but accepted"


def _check_views(rules: Rules, state: State, rng: random.Random, step: int) -> None:
    """observe(determinize(observe(s, p), p, rng), p) == observe(s, p): a view never depends on
    the hidden cards, nor on the seed (which would rebuild them), and its JSON holds no seed.
    Checked for the seat to act and, in turn, each other seat and a spectator."""
    n = state.setup.players
    others: list[int | None] = [*range(n), None]
    seats = {state.to_act if state.to_act not in (None, CHANCE) else 0, others[step % (n + 1)]}
    reseeded = rules.from_json(rules.to_json(state))
    reseeded.seed = rng.getrandbits(64)
    for seat in seats:
        view = rules.observe(state, seat)
        assert "seed" not in rules.to_json(view), "a view must not carry the seed: it rebuilds every hidden card"
        assert rules.observe(reseeded, seat) == view, "a view must not depend on the seed"
        world = rules.determinize(view, seat, rng)
        assert world.seed is not None, "a made-up world has a made-up seed for the shuffles to come"
        assert rules.observe(world, seat) == view
