"""What Korsar's heuristics lend the hard AI's search (game/ai/guide.py): the normal agent's order of the
moves, the beginner's quick move to play ahead with, and the normal agent's judgement as scores."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.guide import Guide
from game.core import Action, State
from game.korsar.beginner import quick_move
from game.korsar.judgement import Judgement, Weights, answers_count
from game.korsar.rules import KorsarRules
from game.korsar.state import KorsarState

END_PILE = 10  # how near the end a playout plays on to it (`KorsarGuide.playout_horizon`)


class KorsarGuide(Guide):
    lazy_rank = False  # ranking is cheap here, and the other seats' first answers are better for it
    # One new node a game (game/ai/guide.py `nodes_per_game`), so the tree is one answer deep: with two seats
    # a decision at 1 s plays 500-1,800 rounds of its 8 candidates, and thinking longer changes little. Against
    # normal, two seats, 400 games at 0.1 s (200 deals from both seats, 7001-7200): 0.704, margin +7.2, as at
    # 1 s (0.694 over 600). Tried at 0.1 s, same deals: 4 new nodes a game (the next moves of both seats by
    # the normal agent's ranking, and the searching seat's own answers searched) 0.694 over the first 160,
    # where 1 won 0.728; the opponent's answers in the tree ranked after its own answer in 4 worlds, as the
    # normal agent ranks (`decision_duel korsar 150 1 rollouts=32`): +0.0100 a decision, as without.
    root_answers = 4
    """With two sides the search's own candidates are ranked as the normal agent ranks its moves: after the
    opponent's answer in this many made-up worlds (0: as any other node, without answers). So the search's
    first choice is the normal agent's, overruled only on evidence."""
    root_width = 8
    """The search compares the best 8 candidates and overrules on 0.5 standard errors and a 0.01 floor (the
    thresholds every game now shares, game/ai/guide.py). On 300 decisions of normal-vs-normal games, each
    differing pair played on by normal agents in 32 worlds (`python -m tests.perf.decision_duel korsar 300 1
    rollouts=32`), chances of winning gained a decision:
    +0.0076 with the old defaults (4 / 1.0 / 0.03, no answers at the root), +0.0102 with these thresholds,
    +0.0109 with the answers at the root (each ± about 0.004). Both together against normal over 100 games
    at 1 s (--jobs 2, seed 1): 0.71 [0.61-0.79], margin +7.5 (0.67 and +6.5 before).
    Flat at 1 s (`decision_duel korsar 150 1 rollouts=32`, seed 1, per decision, each about ± 0.004): these
    settings +0.0103; 12 answer worlds at the root +0.0094; 3, 16 or 32 quick moves ahead instead of 8
    +0.0077, +0.0116, +0.0083, or to the end +0.0102; min_gain 0.03 +0.0095, confidence 1.0 +0.0109,
    4 candidates +0.0095, exploration 0.4 or 2.5 (the tree's, below the root) +0.0116 / +0.0096. Every
    common kind of overrule gains on average (over the nine runs, a launch for a draw +0.011 in 157, a draw
    for a launch +0.015 in 131, a pirate for another +0.017 in 121): none to leave out, as Störtebeker
    leaves out its trades."""
    scale = 6.0
    """In gold. Measured on normal agents' games by an older count: a seat whose estimated final score (`values`)
    leads the best other side's by 5 to 7 gold, depending on the number of players, goes on to win about 3 times
    in 4. Scored as the search uses it (`python -m tests.perf.guide_scale korsar 60`, the log loss of its chances),
    9 to 12 foretells a little better (two seats 0.525 at 9, 0.551 at 6; four 1.087 at 12, 1.171 at 6); 6 is
    kept, since a better-foretelling scale did not play better in Freibeuter (game/ai/search.py, `chances`)."""

    def __init__(self, rules: KorsarRules, weights: Weights | None = None) -> None:
        super().__init__(rules)
        self.judgement = Judgement(rules, weights)

    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """Every legal action (there are a few dozen at most), best first by the normal agent's judgement of
        the position after it. Without the opponent's answer in made-up worlds, which the normal agent
        adds when there are two sides: the search plays the answers itself, and ranks far more often."""
        return self._judged(view, legal, [])

    def rank_root(self, view: State, legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """As the normal agent ranks: after the opponent's answer in `root_answers` worlds with two sides."""
        answers = self.root_answers if answers_count(view.setup) else 0
        return self._judged(view, legal, [self.rules.determinize(view, view.to_act, rng) for _ in range(answers)])

    def _judged(self, view: State, legal: Sequence[Action], worlds: list[KorsarState]) -> list[Action]:
        assert isinstance(view, KorsarState)
        unseen = self.rules.unseen(view)  # type: ignore[attr-defined]
        values = {a: self.judgement.action_value(view, a, unseen, worlds) for a in legal}
        return sorted(legal, key=lambda a: -values[a])

    def playout_horizon(self, world: State) -> int | None:
        """To the end once the pile holds at most END_PILE cards (about 27 moves from the end with two normal
        seats, 29 with four; RULES.md 1.7): there who takes each galleon still at sea is decided, and the
        judgement's guess of it is worst. Against normal, two seats, seeds 1-100 at 0.25 s: 0.665 -> 0.73,
        margin +5.8 -> +8.2. At 1 s, the default, a tie within the noise: over seeds 1-150, 0.683 with it;
        without it 0.717 in one run and 0.677 in another (0.73 and 0.64 on seeds 101-150, the same code: the
        search thinks by CPU time, so a 50-game figure moves by about 0.09 from run to run); with it, 0.70 on
        seeds 201-300, margin +7.3, and 0.745 on seeds 301-400, margin +10.8: 0.691 over seeds 1-400. Four
        seats at 1 s against three normal agents: 0.38 -> 0.50 (30 games), 0.59 over 34 more (seeds 31-64),
        0.55 over 64.
        Tried and dropped: this with three seats or more only (the two-seat figures without it, above).
        Not worth it: an exact end game. With two seats nothing is hidden once the pile is empty (the unseen
        cards are the other hand), and a win/draw/loss alpha-beta search settles such a position in 6 to 3,500
        nodes (30 positions; with 4 cards left in the pile, up to 47,000). But it found no move there that
        gave anything away, over about 115 decisions of the hard AI (0.25 s) and as many of the normal agent
        in 40 games, nor any with 3 cards or fewer left in the pile (40 hard decisions, judged in the true
        deal): the search already plays the end perfectly, and games are decided before it."""
        assert isinstance(world, KorsarState)
        return None if len(world.pile) <= END_PILE else self.horizon

    def act(self, view: State, rng: random.Random) -> Action:
        """The beginner's move (game/korsar/beginner.py): the largest immediate gain, a little at random."""
        assert isinstance(view, KorsarState)
        return quick_move(view, self.rules.legal_actions(view), rng)

    def values(self, state: State) -> list[float]:
        """Each seat's expected final score (team play: its team's): gold captured, each galleon at sea
        weighted by its expected share, and what the hands are worth (game/korsar/judgement.py).

        In a made-up full world a threat is certain or absent (the hands are known); over the worlds that
        averages out to the normal agent's odds. Tried at 1 s and flat (`decision_duel korsar 150 1
        rollouts=32`, chances of winning gained a decision, seed 1 / seed 500, each about ± 0.004; this
        judgement +0.0103 / +0.0050): each seat judged on its own view of the world instead +0.0097 /
        +0.0055; the threats' interest halved in these judgements +0.0144 / +0.0039, or none +0.0132 (seed 1)."""
        assert isinstance(state, KorsarState)
        return self.judgement.values(state)
