"""What Störtebeker lends the hard AI's search (game/ai/guide.py): the normal agent's order of the actions
worth searching (never every trade), a quick move to play ahead with (the beginner's card play, the normal
agent's every later choice), and each seat's expected final score of a made-up world."""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence

from game.ai.agent import finished
from game.ai.guide import Guide
from game.core import Action, Rules, Setup, State
from game.stortebeker.actions import Discard, Stop, Trade
from game.stortebeker.beginner import quick_move
from game.stortebeker.dice import at_least
from game.stortebeker.judge import Weights
from game.stortebeker.normal import StortebekerAgent
from game.stortebeker.state import OVER, PLAY, Ship, StortebekerState

RANKED = 24  # the most actions `rank` offers the search
_KEEN = Weights(complete=(1.0, 0.832, 0.671, 0.528, 0.403, 0.314), future=2.25, keep=0.375)
PLAYING = {3: _KEEN, 4: _KEEN}
"""The judgement the hard AI plays by (`rank`: its own first choice and the other seats' answers in its
search), by the number of seats, where self-play found one that beats the normal agent's; the normal agent's
elsewhere. `values` keeps the normal agent's weights: they estimate final scores, and `scale` was fitted
to them.
With four seats, found by `python -m tests.perf.tune stortebeker 300 4 2` (the one-ply agent with these
weights against three normal agents, each deal from every seat; the fair share 0.25): each chance of
completing a requirement raised to the power 0.36, so a ship still lacking provisions counts for more
(0.315 and 0.321 ± 0.013 of 1,200 games on two sets of deals; the power 0.6 won 0.29, 0.2 won 0.286, 0.1
won 0.223), then 1.5 times the strength a side may yet add (`future`; 0.396) and 1.5 times what a card in
hand is worth (`keep`; 0.425 on those deals, 0.374 ± 0.014 on others). No other weight scaled by 0.6 or
1.5 did better. The hard AI with them against three normal agents at 0.25 s, 60 games (15 deals from
every seat, `python -m game.tournament --game stortebeker --players 4 --agents hard,normal,normal,normal
--games 60 --seed 500 --think 0.25 --duplicate`): 0.600 [0.47-0.73], margin +9.2; with the normal agent's
weights on the same games 0.358, margin +2.2. At 1 s, the default, 60 other games (seed 1, duplicate): 0.458
[0.34-0.57], margin +6.8, each normal seat 0.18; 40 more (seed 1000) 0.40, +3.1: 0.435 over 100, margin +5.3
(about 0.3 before these weights); the 60 games of seed 500 at 1 s too, 0.483 [0.32-0.65], margin +5.9: 0.453 over
160. And the 60 of seed 1 at 0.25 s, 0.483, margin +4.0: 0.542 over 120 at 0.25 s. So a quarter of the time
does about as well (seed 1: 0.458 at 1 s, 0.483 at 0.25 s); seed 500's 0.600 was those deals, not the time.
The same weights with three seats: 0.478 and 0.473 ± 0.017 of 900 games each against two normal agents
(`... tune stortebeker 300 3 1 rounds=0 seed=20000 complete=... future=2.25 keep=0.375`; fair 0.333).
The hard AI with them against two normal agents at 0.25 s, 60 games (seed 500, duplicate): 0.45
[0.32-0.58], margin +4.9; an earlier run of the same games, cut off, had won 31 of the first 55. The search
thinks by CPU time, so two runs of one set of games differ this much. At 1 s, 60 games (seed 1, duplicate):
0.55 [0.42-0.68], margin +4.4, each normal seat 0.225 (0.55 and 0.57 of 30 games each before these weights).
With two seats they are no better than the normal agent's (0.481 and 0.517 ± 0.020 of 600), nor was any
power of the chances alone (0.6: 0.496, 1.5: 0.395 of 800 games). Against beginners they are no better
either: the one-ply agent with them wins 0.635 of 200 four-seat games against three (the normal agent's
weights 0.665 on other deals): they beat the normal agent's play, not every play."""
GROW_FOUR = 4  # new nodes a game of the search adds with four seats (`StortebekerGuide.tree_shape`)
_NO_DICE = random.Random(0)  # the normal agent's judgement draws no random numbers


class StortebekerGuide(Guide):
    scale = 4.5
    """Fitted to games between normal agents: a lead of 4.5 in `values` (about one middling ship) won 3
    games in 4 (early in a game it takes nearer 7, late nearer 3.5)."""

    lazy_rank = False
    """Every new node of the tree is ranked at once, so the other seat's first answer to a candidate is the
    normal agent's (the one the search plays against), not the beginner's; it leaves about a quarter of the
    games (2,163 against 7,790 on ten positions at 0.5 s), and still chooses better.
    `python -m tests.perf.decision_duel stortebeker 300 1 rollouts=32` (seed 1, per decision, chances of
    winning): +0.0074 lazy, +0.0101 eager. With `rank_root` below, against normal over 100 games (`python -m
    game.tournament --game stortebeker --players 2 --agents hard,normal --games 100 --seed 1 --think T`):
    0.68 at 1 s (0.655 before), 0.675 at 0.25 s (0.63)."""

    # The search overrules on the thresholds every game shares (game/ai/guide.py: 0.5 standard errors, 0.01
    # floor; 1.0 and 0.03 before). The overrules they add here gain too: `python -m tests.perf.decision_duel
    # stortebeker 300 1 rollouts=32` (per decision, chances of winning): seed 1 +0.0101 → +0.0144 (overruling 14%
    # → 29% of the decisions), seed 500 +0.0015 → +0.0048 (9% → 25%); 0.25 / 0.005 no better (+0.0140, seed 1),
    # nor 8 candidates (+0.0090), nor playing 4 or 16 quick moves ahead instead of 8 (+0.0047, +0.0090).
    # Against normal over 100 games (as above): 0.75 at 1 s (0.68 before), 0.69 at 0.25 s (0.675).
    # Playouts to the end once the reserve holds 2 ships or fewer (about 25 actions from the end), which
    # helped Korsar and Freibeuter, did not here: 0.64 at 0.25 s, margin +2.9 (100 games, seeds 1-100).
    # With four seats the search seldom overrules: `decision_duel stortebeker 100 1 rollouts=16 players=4`
    # (seed 1) overruled 6 of 100 decisions for +0.0013 a decision, and with the scale doubled (9) also 6,
    # for +0.0006. Not for want of games: about 150 rounds of its 4 candidates a decision, as with two seats.
    # Nor for thresholds too strict: with a 0.005 floor it overruled 13 of the 100 for -0.0053 a decision.
    # Nor too loose, though a quarter of the time did as well on the same deals (`PLAYING` below): at 1 s a 0.03
    # floor won 0.417, margin +6.1 of seed 500's 60 four-seat games, where 0.01 won 0.483, +5.9.

    def __init__(self, rules: Rules, weights: Weights | None = None) -> None:
        super().__init__(rules)
        self.w = weights or Weights()
        self.fixed = weights is not None  # the given weights also rank, whatever the number of seats

    def tree_shape(self, setup: Setup) -> tuple[bool, int]:
        """With four seats a game of the search adds `GROW_FOUR` new nodes, not one: a turn here is several
        decisions (each card played, a broadside, a boarding), so with one node the tree modelled only the
        first of them, and the next seat's cards were played as a beginner plays them; with four, most of the
        next seat's turn is the normal agent's answer (in ten searches of 30 rounds, 840 of the 1,200 nodes were
        the next seat's, 128 the searching seat's own). Against three normal agents at 1 s, each deal from every
        seat: seed 500 (60 games) 0.517, margin +7.4, where one node won 0.483, +5.9; seed 1 (60 games) 0.500, +7.6,
        where one node won 0.458, +6.8; seed 1000 (40 games) 0.4625, +6.0, where one node won 0.40, +3.1: 0.497,
        +7.1 over these 160 games (one node: 0.453, +5.5), better on each set of deals (thinking frames still
        at most 13.8 ms in a four-seat game with a hard seat). Eight nodes, seed 1000: 0.500, +3.75 (more wins,
        fewer points: no clearer, so four). Freibeuter found the same with four seats (game/freibeuter/guide.py
        `tree_shape`). More deals since, the search unchanged: seed 2000 (40 games) 0.475, +4.5; seed 3000 (24)
        0.75, +8.8; seed 4000 (48) 0.667, +10.25; seed 5000 (48) 0.604, +9.7: 0.555 over all 320 games (about
        0.50 to 0.61), each normal seat about 0.15. The deals differ more than the settings did."""
        if setup.players == 4:
            return False, GROW_FOUR
        return super().tree_shape(setup)

    def playing(self, s: StortebekerState) -> Weights:
        """The weights `rank` judges by at this table (`PLAYING`); `values` keeps the normal agent's, which
        estimate final scores (the scale was fitted to them)."""
        return self.w if self.fixed else PLAYING.get(s.players, self.w)

    def rank_root(self, view: State, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """The normal agent's choice, then its other placements, broadsides and boardings: no trade, discard
        or stop as another candidate (the normal agent's choice may be one). In three duels of 300 decisions
        (above, lazy and eager, and lazy with 8 candidates and looser overrules) the search's overrules into a
        trade lost in each (32 in all, 0.024 chances of winning each on average), as did those into a stop (8,
        0.043 each) and a discard (5, 0.063 each), while those into a placement gained 0.03 to 0.09 each.
        Likely why: what a trade or a discard leaves on the pile, the made-up worlds' quick moves judge worst."""
        ranked = self.rank(view, legal)
        return [ranked[0], *(a for a in ranked[1:] if not isinstance(a, (Trade, Discard, Stop)))]

    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """The normal agent's choice first, then its other plans, the other placements, the trades of its
        least useful cards for the pile's most useful ones, broadsides and discards; at most `RANKED`."""
        return finished(self.ranking(view, legal))

    def ranking(self, view: State, legal: Sequence[Action]) -> Generator[None, None, list[Action]]:
        """`rank` in the normal agent's pieces (it yields between the plans of a turn): a card play's ranking
        once took 16 ms in one piece of a search, a whole frame's room."""
        assert isinstance(view, StortebekerState)
        return (yield from self._ranked(view, legal, wide=True))[:RANKED]

    def _ranked(self, view: StortebekerState, legal: Sequence[Action],
                wide: bool) -> Generator[None, None, list[Action]]:
        """The normal agent's order of `legal` (at least one action), in its pieces."""
        assert view.to_act is not None
        agent = StortebekerAgent(self.rules, view.to_act, _NO_DICE, self.playing(view))
        ranked: list[Action] = yield from agent.ranking(view, legal, wide=wide)
        return [a for a in ranked if a in legal] or [legal[0]]

    def act(self, view: State, rng: random.Random) -> Action:
        """Card play: the beginner's move (beginner.py), greedy and cheap (planning a turn as the normal agent
        does costs a hundred times more). Every later decision (broadside, boarding, counterattack, losses)
        is the normal agent's: it costs little there, and these dice-bound choices decide who takes the
        ships, so the search's other seats answer as the normal agent would, not as a beginner."""
        assert isinstance(view, StortebekerState)
        if view.step == PLAY:
            return quick_move(self.rules, view, rng)
        legal = self.rules.legal_actions(view)
        if len(legal) == 1:
            return legal[0]
        return finished(self._ranked(view, legal, wide=False))[0]

    def values(self, state: State) -> list[float]:
        """Points taken (and colour bonuses already earned, variant 1), plus each ship in play shared out
        by each seat's chance of taking it: from what its side lacks (less what its hand holds of that)
        and the dice it needs with its pirates (RULES.md 2.3 phase 3). Once the end is announced, only
        the seats still to play this round can board (RULES.md 2.4)."""
        assert isinstance(state, StortebekerState)
        s = state
        if s.step == OVER:
            return [float(x) for x in self.rules.scores(s)]
        n = s.players
        out = [float(sum(t.value for t in won)) + _bonus(s, seat) for seat, won in enumerate(s.won)]
        still_to_play = range(s.turn, n) if s.end_announced else range(n)
        for ship in s.in_play():
            chances = [self._chance(s, ship, seat) * (1.0 if seat in still_to_play else 0.1) for seat in range(n)]
            share = ship.tile.value / max(1.0, sum(chances))
            for seat, c in enumerate(chances):
                out[seat] += c * share
        return out

    def _chance(self, s: StortebekerState, ship: Ship, seat: int) -> float:
        missing = ship.missing(seat)
        lacking = sum(missing.values())
        if lacking:
            in_hand = sum(1 for c in s.hands[seat] if c is not None and c.ptype in missing)
            lacking = max(0.0, lacking - 0.5 * min(in_hand, lacking))  # type: ignore[assignment]
        complete = self.w.complete
        k = min(int(lacking + 0.5), len(complete) - 1)
        future = self.w.future if s.turn != seat or s.step == PLAY else 0.0
        return complete[k] * at_least(ship.tile.strength - ship.sides[seat].strength() - future)


def _bonus(s: StortebekerState, seat: int) -> float:
    """Variant 1: three or more ships of one colour already earn the best of their values at the end."""
    if 1 not in s.setup.variants:
        return 0.0
    by_colour: dict[str, list[int]] = {}
    for t in s.won[seat]:
        by_colour.setdefault(t.colour, []).append(t.value)
    return float(sum(max(v) for v in by_colour.values() if len(v) >= 3))
