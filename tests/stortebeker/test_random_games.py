"""Random Störtebeker games across 2-4 players and every variant combination, checked at every step
(tests/invariants.py), with the game's own checks: all 66 cards and 30 tiles accounted for, and no
face-down pirate value or other hidden card ever in another seat's view (docs/rules/stortebeker.md 2.6).

A uniformly random player hardly ever completes a requirement (it trades most of the time), so these
games usually run to the 100-round safeguard: that is fine for random play (docs/rules/stortebeker.md 2.4 ruling)."""

from __future__ import annotations

import random
from itertools import combinations, count

import pytest

from game import Setup
from game.stortebeker import actions as act
from game.stortebeker.components import ALL_TILES, FACES
from game.stortebeker.state import PLAY, StortebekerState
from tests.invariants import play_random_game
from tests.stortebeker.scenario import R

_BASE = [frozenset(c) for k in range(5) for c in combinations((1, 2, 3, 4), k)]
# every combination of variants 1-4, the player count turning 2, 3, 4; and every one with variant 5 (2 players)
CONFIGS = [(2 + i % 3, v) for i, v in enumerate(_BASE)] + [(2, v | {5}) for v in _BASE]


_STEPS = count()


def check_state(state) -> None:
    assert R.card_count(state) == 66
    assert R.tile_count(state) == 30
    # one viewer a step, in turn (every seat and a spectator): its view holds no hidden card
    viewers = [*range(state.setup.players), None]
    _check_secrets(state, viewers[next(_STEPS) % len(viewers)])


def _check_secrets(state, seat) -> None:
    view = R.observe(state, seat)
    for other, hand in enumerate(view.hands):
        assert other == seat or all(c is None for c in hand)
    for ship in view.in_play():
        for other, side in enumerate(ship.sides):
            if other != seat:
                assert all(c is None for c in side.hidden), "a face-down pirate shows in another seat's view"
    assert all(c is None for c in view.pile) and all(t is None for t in view.box)
    assert all(t is None for t in view.reserve[state.face_up:])


IDS = [f"{p}p-v{''.join(map(str, sorted(v)))}" for p, v in CONFIGS]

SAMPLED = 30


def candidates(state: StortebekerState) -> list:
    """Actions the notation can name for the cards and ships involved now, legal or not (docs/rules/stortebeker.md 2.7):
    the card plays of the hand's cards and a few other faces at every ship in play and one not in play,
    trades sampled from the hand, the discard pile and every face, and the decisions of every step (all
    of them at the step deciding now, a sample at the others). A superset of the legal actions, for
    `why_illegal` to sort (tests/invariants.py)."""
    rng = random.Random(len(state.discard) * 1000 + state.round * 10 + state.cards_left)
    in_play = [sh.tid for sh in state.in_play()]
    ships = in_play + [next(t.tid for t in ALL_TILES if t.tid not in in_play)]
    hand = [c for c in state.hands[state.to_act] if c is not None]
    on_ships = [c for sh in state.in_play() for side in sh.sides for c in side.cards() if c is not None]
    faces = sorted({*hand, *on_ships, *rng.sample(FACES, 3)}, key=lambda c: c.order)
    provisions = [c for c in faces if c.is_provision]
    out: list = [act.Discard(c) for c in faces]
    out += [cls(c, t) for c in faces for t in ships for cls in (act.Place, act.Broadside)]
    for _ in range(SAMPLED):  # mostly cards at hand and in the pile (some more than once: not held)
        give_n, take_n = rng.choice([(2, 1), (3, 2), (2, 1), (3, 2), (1, 1), (2, 2)])
        give = rng.choices(hand if hand and rng.random() < 0.8 else FACES, k=give_n)
        take = rng.choices(state.discard if state.discard and rng.random() < 0.8 else FACES, k=take_n)
        out.append(act.Trade(tuple(give), tuple(take)))
    decisions = [cls(c, v) for c in provisions for v in range(state.players) for cls in (act.Steal, act.Sink)]
    decisions += [act.Board(t) for t in ships] + [act.Stop(), act.Decline()]
    decisions += [act.Lose(c) for c in provisions] + [act.Drop(c) for c in faces if c.is_pirate]
    adds = {combo for k in range(4) for combo in combinations([c for c in hand if c.is_provision], k)}
    adds |= {tuple(rng.choices(provisions, k=rng.randrange(1, 4))) for _ in range(5) if provisions}
    decisions += [act.Counterattack(t, combo) for t in {state.target or ships[0], ships[-1]} for combo in adds]
    if state.step == PLAY:
        decisions = rng.sample(decisions, min(len(decisions), SAMPLED))
    return out + decisions


@pytest.mark.parametrize("players,variants", CONFIGS, ids=IDS)
def test_stortebeker_random_games_keep_every_invariant(players, variants):
    setup = Setup(players, variants=variants)
    final = play_random_game(R, setup, seed=players * 100 + sum(variants), check_state=check_state,
                             candidates=candidates)
    assert R.is_over(final) and final.ended_by in ("reserve", "safeguard")
    assert len(R.winners(final)) >= 1


@pytest.mark.slow
@pytest.mark.parametrize("players,variants", CONFIGS, ids=IDS)
def test_stortebeker_random_games_many_more(players, variants):
    for seed in range(1000, 1010):
        play_random_game(R, Setup(players, variants=variants), seed, check_state=check_state)


def _agent_game_checked(players: int, variants: frozenset, seed: int):
    """An AI game (boarding, counterattacks, the end by the reserve: what random play rarely
    reaches), with the invariants of tests/invariants.py checked at every step."""
    import json
    import random

    from game import CHANCE
    from game.stortebeker.agent import StortebekerAgent

    s = R.new_game(Setup(players, variants=variants), seed)
    rng = random.Random(seed)
    agents = [StortebekerAgent(R, seat, random.Random(seat)) for seat in range(players)]
    steps: set[str] = set()
    while not R.is_over(s):
        check_state(s)
        steps.add(s.step)
        assert R.from_json(json.loads(json.dumps(R.to_json(s)))) == s
        for seat in (s.to_act if s.to_act != CHANCE else 0, None):
            view = R.observe(s, seat)
            assert R.observe(R.determinize(view, seat, rng), seat) == view
        if s.to_act == CHANCE:
            action = R.roll(s, rng)
        else:
            legal = R.legal_actions(s)
            assert legal
            for a in legal:
                assert R.parse_action(s, R.action_text(a)) == a
            action = agents[s.to_act].choose(R.observe(s, s.to_act))
        R.apply(s, action)
    check_state(s)
    return s, steps


@pytest.mark.parametrize("players,variants,seed", [(4, {1, 3}, 1), (3, {2, 4}, 2), (2, {1, 2, 5}, 3)])
def test_stortebeker_agent_games_keep_every_invariant(players, variants, seed):
    final, steps = _agent_game_checked(players, frozenset(variants), seed)
    assert final.ended_by == "reserve"
    assert {"play", "broadside", "board", "board-roll", "counter"} <= steps
