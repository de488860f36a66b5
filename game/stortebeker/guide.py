"""What Störtebeker lends the hard AI's search (game/ai/guide.py): the normal agent's order of the actions
worth searching (never every trade), a quick move to play ahead with (the beginner's card play, the normal
agent's every later choice), and each seat's expected final score of a made-up world.
What each setting is for and what was measured: docs/ai.md, 'Störtebeker'."""

from __future__ import annotations

import random
from collections.abc import Sequence

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
to them. Here each chance of completing a requirement is raised to the power 0.36 (a ship still lacking
provisions counts for more), and the strength a side may yet add (`future`) and what a card in hand is worth
(`keep`) are 1.5 times the normal agent's. Found by `python -m tests.perf.tune stortebeker 300 4 2`; no better
with two seats, nor against beginners. Measured: docs/ai.md, Störtebeker, 'Playing weights'."""
GROW_FOUR = 4  # new nodes a game of the search adds with four seats (`StortebekerGuide.tree_shape`)
_NO_DICE = random.Random(0)  # the normal agent's judgement draws no random numbers


class StortebekerGuide(Guide):
    scale = 4.5
    """Fitted to games between normal agents: a lead of 4.5 in `values` (about one middling ship) won 3
    games in 4 (early in a game it takes nearer 7, late nearer 3.5)."""

    lazy_rank = False
    """Every new node of the tree is ranked at once, so the other seat's first answer to a candidate is the
    normal agent's (the one the search plays against), not the beginner's; it plays about a quarter of the
    games, and still chooses better. Measured: docs/ai.md, Störtebeker, 'Eager ranking'."""

    # The search overrules on the thresholds every game shares (game/ai/guide.py), among the default 4 candidates,
    # and its playouts stop after `horizon` quick moves even near the end (to the end did worse here). With four
    # seats it seldom overrules, and neither looser nor stricter thresholds helped. Measured: docs/ai.md,
    # Störtebeker, 'Thresholds and candidates', 'Four seats: few overrules' and 'Playout horizon'.

    def __init__(self, rules: Rules, weights: Weights | None = None) -> None:
        super().__init__(rules)
        self.w = weights or Weights()
        self.fixed = weights is not None  # the given weights also rank, whatever the number of seats

    def tree_shape(self, setup: Setup) -> tuple[bool, int]:
        """With four seats a game of the search adds `GROW_FOUR` new nodes, not one: a turn here is several
        decisions (each card played, a broadside, a boarding), so with one node the tree modelled only the
        first of them, and the next seat's cards were played as a beginner plays them; with four, most of the
        next seat's turn is the normal agent's answer. It won more on each set of deals tried, and the
        thinking frames stayed short. Measured: docs/ai.md, Störtebeker, 'Tree shape (four seats)'."""
        if setup.players == 4:
            return False, GROW_FOUR
        return super().tree_shape(setup)

    def playing(self, s: StortebekerState) -> Weights:
        """The weights `rank` judges by at this table (`PLAYING`); `values` keeps the normal agent's, which
        estimate final scores (the scale was fitted to them)."""
        return self.w if self.fixed else PLAYING.get(s.players, self.w)

    def rank_root(self, view: State, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """The normal agent's choice, then its other placements, broadsides and boardings: no trade, discard
        or stop as another candidate (the normal agent's choice may be one). The search's overrules into a
        trade, a stop or a discard lost on average, those into a placement gained: likely because what a trade
        or a discard leaves on the pile, the made-up worlds' quick moves judge worst.
        Measured: docs/ai.md, Störtebeker, 'Ranking'."""
        ranked = self.rank(view, legal)
        return [ranked[0], *(a for a in ranked[1:] if not isinstance(a, (Trade, Discard, Stop)))]

    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """The normal agent's choice first, then its other plans, the other placements, the trades of its
        least useful cards for the pile's most useful ones, broadsides and discards; at most `RANKED`."""
        assert isinstance(view, StortebekerState)
        return self._ranked(view, legal, wide=True)[:RANKED]

    def _ranked(self, view: StortebekerState, legal: Sequence[Action], wide: bool) -> list[Action]:
        """The normal agent's order of `legal` (at least one action)."""
        assert view.to_act is not None
        agent = StortebekerAgent(self.rules, view.to_act, _NO_DICE, self.playing(view))
        ranked = agent.ranking(view, legal, wide=wide)
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
        return self._ranked(view, legal, wide=False)[0]

    def values(self, state: State) -> list[float]:
        """Points taken (and colour bonuses already earned, variant 1), plus each ship in play shared out
        by each seat's chance of taking it: from what its side lacks (less what its hand holds of that)
        and the dice it needs with its pirates (docs/rules/stortebeker.md 2.3 phase 3). Once the end is announced, only
        the seats still to play this round can board (docs/rules/stortebeker.md 2.4)."""
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
