"""What Freibeuter lends the hard AI's search (game/ai/guide.py): the normal agent's order of the actions,
the beginner's quick move to play ahead with, and the judgement's expected final scores of a world."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.guide import Guide
from game.core import Action, Rules, Setup, State
from game.freibeuter.beginner import choose_pile, quick_move
from game.freibeuter.judgement import Weights, card_odds, expected_scores, judge_action, world_odds
from game.freibeuter.state import DRAW, FreibeuterState

END_BOATS, END_CARDS = 4, 10  # how near the end a playout plays on to it (`FreibeuterGuide.playout_horizon`)
GROW = {3: 2, 4: 4}  # new nodes a game of the search adds, by the number of seats (`FreibeuterGuide.tree_shape`)


class FreibeuterGuide(Guide):
    scale = 12.0
    """Final scores spread widely (a ship is worth 5 to 40). 12 was once the lead that won 3 games in 4; fitted
    again on 60 games of normal agents (a seat's lead over the best other) it was 23 with two seats, 20 with three,
    11 with four. Scored as the search uses it (`python -m tests.perf.guide_scale freibeuter 200`, the log loss of
    its chances shared out), 12 foretells the winner badly with more seats: three seats 1.110, worse than knowing
    nothing (1.099), best 0.952 at 30; four 1.271 (nothing 1.386), best 1.150 at 24; two 0.661, best 0.616 at 24.
    But no other scale played better: 28 with three or four seats (the chances shared out, stop 42) won 0.310 of
    240 four-seat games at 1 s (game/ai/search.py, `chances`); 6 or 24 with two seats (below); with three,
    `decision_duel freibeuter 150 1 rollouts=32 players=3` per decision: 6
    +0.0009, 12 +0.0034, 24 +0.0056, 48 -0.0003 (seed 1), 12 +0.0072, 24 +0.0094 (seed 500), and against
    two or three normal agents at 1 s, the scale doubled with three seats or more won 0.383 of 60 three-seat
    games (0.392 with 12, seeds 1-60) and 0.273 of 64 four-seat games (0.35, seeds 1-64). With 12, three seats,
    seeds 61-120: 0.333, so 0.362 over 120.
    Nor with the search as it is now (stop 45, three seats at 1 s, deals 290-309, each from every seat): 24 won 0.442,
    margin +6.8, where 12 won 0.508, +14.6 (60 games each, side by side)."""
    root_width = 8
    """The search compares the normal agent's best 8 actions, and overrules on the thresholds that are now
    every game's (game/ai/guide.py): on 300 decisions of normal-vs-normal games, each move played on by
    normal agents in 16 worlds (`python -m tests.perf.decision_duel freibeuter 300 1`), the old 4 / 1.0 /
    0.03 overruled 5% of the decisions for +0.004 chances of winning a decision, these 21% for +0.011 (at
    0.25 s on other games, seed 500, both gained about nothing). Against normal over 100 games: 0.65 at 1 s
    (0.58 before); 100 more (seeds 101-200) 0.615, 100 more (201-300, two halves: 0.75, 0.57) 0.66: 0.64
    over 300.
    Run again unchanged, the duel gave +0.007 (seed 1) and +0.002 (seed 500). None of these did clearly
    better at 1 s on seed 1 (per decision; in brackets the decisions where a run stopped early): 16
    candidates +0.006, 4 or 16 quick moves ahead +0.004 / +0.001 (190), scale 6 or 24 +0.006 each, 0.25 /
    0.005 thresholds +0.005 (170), dropping candidates a standard error behind the first +0.007, the normal
    agent's move as the first quick move of the searching seat +0.001 (200) or of the others 0.000 (200),
    and the best 8 reordered by a two-ply look-ahead (the other seat's normal reply) +0.008 (170; these
    settings +0.007 there), which costs a tenth of a second more a decision. With three seats (players=3),
    a 0.005 floor overruled 21% of 150 decisions for +0.0047 a decision (these settings +0.0034, seed 1).
    With four seats (stop 41, `decision_duel freibeuter 300 1 rollouts=32 players=4`, seed 1) it overruled 18% for
    +0.011 ± 0.013 an overrule, +0.0020 a decision; 1.5 standard errors instead of 0.5, 16% for +0.0014. At 0.25 s
    (80 decisions) -0.0031: there a four-seat search plays 5-30 rounds. Over four duels (three and four seats),
    a sail overruled by a boarding (46 of 197 overrules) lost -0.014 ± 0.016 and a boarding overruled by a sail
    gained +0.034 ± 0.025, as if the search valued boarding too highly (in 60 four-seat games at 0.25 s the hard seat
    borrowed 2.3 a game, a normal seat 0.6, and kept 26.5 treasure to 37.2, for 4.5 ships to 3.9). But asking three
    times the evidence to overrule a first choice that is not a boarding with one that is changed 13 of those 300
    decisions for -0.0001 ± 0.0011 a decision (paired with the run above): not where its four-seat games go wrong."""

    def __init__(self, rules: Rules, weights: Weights | None = None) -> None:
        super().__init__(rules)
        self.w = weights or Weights()
        self.rng = random.Random(0)  # deals the hidden cards the look-ahead never reads (see agent.py)

    def tree_shape(self, setup: Setup) -> tuple[bool, int]:
        """With three or four seats every new node of the search is ranked at once (not lazily), and a game adds
        `GROW` of them (the searching seat's draw, then the next seats' moves), so the seats after the
        searching one answer as the normal agent would, not with the beginner's quick move. A seat's node is
        met again only in a world that deals it the same hand, so with one new node a game the tree stopped at
        the first answer and every other seat played as a beginner: a candidate that left a seat a good move
        looked safe. It costs rounds (at 1 s about 30-65 a decision with three seats, instead of 160-260).
        Against normal agents at 1 s, each deal played from every seat (`game.tournament --duplicate` with this
        search's settings):
        - three seats, 2 nodes a game: 0.600, margin +14.7 over deals 1-20 (60 games) and 0.383, +5.3 over deals
          21-40: 0.492, +10.0 over 120 games (the old search: 0.362 of 120 other games); deals 41-47 0.286, -2.5
          and 48-54 0.429, -0.1: 0.457, +7.1 over 162. On deals 1-7 alone (21 games) both won 0.524, the old
          search by a margin of +8.2, this one +14.6 (its first 20): more points, not clearly more wins;
        - four seats, deals 1-10 (40 games): the old search 0.325, margin +2.2; 2 nodes a game 0.25, +1.9;
          4 nodes 0.4125, +7.8; deals 11-25 (60 more) 0.392, +8.1: 0.40, +8.0 over 100 games.
        On later deals (stops 40-42, these settings): three seats, deals 55-189 (405 games) 0.498, so 0.486 over all
        567 (deals 145-169 0.453, 170-189 0.558), deals 250-289 (stop 43, 120 games) 0.463 and 190-249 (stop 44, 180
        games) 0.483, 290-309 (stop 45, 60 games) 0.508 and 320-359 (stop 46, 120 games) 0.483, so 0.484 over 1047
        (about [0.45, 0.51]); four seats, deals 26-77 (208 games) 0.310 and 138-157 (stop 44, 80 games) 0.3625, so
        0.344 over all 388 (a normal seat about 0.22).
        Tried and dropped: with three seats, 4 nodes a game (the seat after next answers too) won 0.275, margin
        -4.5, of the first 20 games of deals 1-7, where 2 won 0.55, +14.6 (it ranks twice as much, so it plays
        half the rounds), and 3 nodes 0.417, -0.7 over deals 1-20 (60 games; 2: 0.600, +14.7); with four seats,
        6 nodes 0.3875, +5.3 over deals 1-10 (40 games; 4: 0.4125, +7.8); comparing the best 4 candidates
        instead of 8 (`root_width`), 0.492, +9.0 with three seats (deals 1-20, where 8 won 0.600, +14.7) and
        0.3625, +6.6 with four (deals 1-10; 8: 0.4125, +7.8);
        with three seats, 4 quick moves ahead instead of 8 (`horizon`), 0.492, +15.3 on those deals 1-20.
        With two seats the search is as it was: there 2 nodes a game did worse at 0.25 s (deals 1-30, 60 games:
        0.675, margin +10.8, where the old search won 0.742, +18.1), where its rounds are fewest.
        The count is uneven on purpose: a sail's draw is a node of its own (ranked to one pile), so after a sail
        only the next seat answers, after a boarding the seat after it too. Counting only nodes with a choice
        did worse with three seats: one a game (the next seat answers every candidate) 0.458, margin +5.4 on
        deals 1-20 (60 games, where this won 0.600, +14.7); two (both other seats answer every candidate) 0.45,
        +4.8 on the first 20 games (this: 0.55, +14.6). Nor did thinking longer help: at 2 s, 0.600, +13.8 on the
        first 40 games of deals 1-20 (at 1 s, 0.600, +14.7 on all 60), so the rounds are not what is short. Nor
        with four seats (stop 42), where a search at 1 s plays only 6-14 rounds (under the profiler; 88% of its
        time ranks nodes): at 4 s, `decision_duel freibeuter 150 4 rollouts=32 players=4` gained -0.0006 a decision
        where 1 s gained +0.0020 on the same decisions.
        Those calls rest on 20-60 games, which cannot tell 0.05 apart (two runs of the same 78 three-seat games at
        0.25 s won 0.342 and 0.462). Per decision (stop 40, `python -m tests.perf.decision_duel freibeuter 120 1
        rollouts=32 players=3`, seeds 1 and 500, GROW[3] set by a scratch script): 2 nodes +0.0025 / +0.0068, 3 nodes
        +0.0068 / +0.0057, 4 nodes +0.0021 / +0.0045 chances of winning a decision, all within the duel's noise (about
        0.004): no reason to change it.
        Nor did playing the seats on as the normal agent would for longer (stop 43): with three or four seats, a
        playout's first 8 moves (its whole length away from the end) made as the ranking puts first, each seat
        ranking the world as it sees it, instead of the beginner's quick moves (about 8-17 rounds a four-seat
        decision at 1 s instead of 19-42): `decision_duel freibeuter 150 1 rollouts=32` +0.0076 a decision with three
        seats, +0.0053 with four (these settings +0.0034 / +0.0039 and +0.0020); on the same games at 1 s (stop 44,
        each deal from every seat), three seats, deals 190-249 (180 games), 0.500, margin +5.6 where these settings won
        0.483, +5.0, and four seats, deals 138-157 (80 games), 0.344, +3.9 where these won 0.3625, +6.2; three seats
        again (stop 46, deals 320-359, 120 games, side by side), 0.4875, +7.7 where these won 0.483, +3.2. So 0.495
        against 0.483 over 300 three-seat games: within the noise, and under half either way."""
        grow = GROW.get(setup.players)
        return (False, grow) if grow else super().tree_shape(setup)

    def rank(self, view: State, legal: Sequence[Action]) -> list[Action]:
        """Every legal action, best first by the normal agent's one-ply judgement; for the draw only the
        normal agent's pile (RULES.md 3.3): which pile matters little, and a single candidate lets the search
        spend its time on the placements.
        Tried and dropped (stop 37): card odds from what the others' play tells of their sea cards. The search's
        seat was shown every other seat's action (an `Agent.witness` called by `Match._apply`), and a sail the
        seat passed up, rated by this judgement above what it did, lowered its share of that square's cards
        (a factor falling with the points passed up, brought back part of the way by each card it drew). The
        evidence is real: of the squares believed lacking (factor under 0.2) the normal agents held 0.5%, of
        the rest 9.3% (two three-seat games). The choices are not better: judged by normal agents playing on
        in the true hands (piles shuffled), the ranking's first choice changed in 92 of 932 three-seat
        decisions for +0.0008 ± 0.0014 chances of winning a decision, and even the true hands' odds changed
        287 choices for about +0.003 a decision. At 0.25 s, three seats, seed 500 (60 games): 0.433, margin
        +7.7 where this ranking won 0.425, +4.8; with the search's worlds dealt by the belief as well, 0.383,
        +2.0. (Stop 29's seer, shown the hands, won 0.53: the worth of the hands is in the search's worlds and
        odds together, and a belief from passed-up sails knows too little of them.)
        Nor did weights of its own for four seats, as Störtebeker's `PLAYING`: `python -m tests.perf.tune freibeuter
        150 4 2` kept sea_card 0.18 and placing 0.42 (the one-ply agent with them won 0.289 of the tuning deals
        against three normal agents, 0.268 ± 0.018 of others; fair 0.25), and ranking with them the search won
        0.325, margin +1.8 of deals 1-10 at 1 s (40 games; with the normal agent's weights 0.4125, +7.8).
        Nor with three seats (stop 39): `python -m tests.perf.tune freibeuter 150 3 2` kept only card_prior 0.225
        (0.359 ± 0.022 of the tuning deals against two normal agents) and won 0.340 ± 0.020 of others (fair 0.333).
        Nor did this ranking's aim help a one-ply agent against two normal ones (each deal from every seat, fair
        0.333): the lead over the best other seat instead of over their average 0.342 ± 0.026 (100 deals), the
        chance of winning as the search counts it (`Search._chances`) 0.369 ± 0.018 (200 deals) but 0.335 ± 0.013 on
        300 others, with twice the scale 0.335.
        Nor can much more be read from the others' play (stop 40): in normal agents' three-seat games, a seat's move
        was the one the normal agent would make with a hand dealt at random 11% of the time; with a hand from a
        particle filter over its earlier moves (32 hands a seat, each kept as the move it would have made matched
        the real one) 13-14%; with its true hand 100%. What a seat's play tells is mostly which cards it lacks, and
        its next move turns on the best card it holds. Nor would the hands help this search much now: shown them
        (`python -m tests.perf.seer freibeuter 3 78 7000 0.25 hands`) it won 0.500, margin +6.4, of 78 games where
        seeing what it may it won 0.462, +2.7 (`game.tournament` on those deals in the same hour; 0.342 in the
        run before, which is how far apart two runs of the same 78 games fall)."""
        assert isinstance(view, FreibeuterState) and view.to_act is not None
        actions = list(legal)
        if len(actions) == 1:
            return actions
        if view.phase == DRAW:
            return [choose_pile(view, actions)]
        seat = view.to_act
        world = self.rules.determinize(view, seat, self.rng)
        odds = card_odds(view, seat, self.w)
        scores = {a: judge_action(self.rules, world, odds, self.w, seat, a) for a in actions}
        return sorted(actions, key=lambda a: -scores[a])

    def playout_horizon(self, world: State) -> int | None:
        """To the end once it is near: a seat with at most END_BOATS boats left (RULES.md 3.5 c), at most
        END_CARDS cards left to draw (3.5 b) or one pirate chest left (3.5 a). There the judgement's guess of
        who still fills which square matters most and is worst, and the game's real result is a few moves
        away. On end-game decisions only (`decision_duel` restricted to them, 150 decisions at 1 s, per
        decision): +0.0086 -> +0.0121 (seed 1), +0.0025 -> +0.0064 (seed 500). Small a decision, large over
        games, since the end game is a plan of several moves (keep boats while behind, spend them while
        ahead) the duel cannot see: against normal, seeds 1-100, 0.65 -> 0.70 at 1 s and 0.61 -> 0.80 at
        0.25 s (before the chest).
        The last chest matters with four seats, whose games end by the chests a third of the time (two seats:
        about one in seven, and seldom long after the last chest but one): with it, against three normal
        agents over 64 games (seeds 1-64) at 1 s, 0.28 -> 0.35 (within the noise of so few games); 64 more
        (seeds 65-128) 0.40, so 0.375 over 128.
        Tried and dropped: away from the end, 4 quick moves per seat (16 with four seats) instead of 8 won 38.5 of
        the first 108 of those games, where 8 won 41; and END_CARDS scaled by the seats (20 cards left with four,
        as many a seat as 10 with two) won 0.33 of the first 64, where 10 won 0.35.
        Nor, with three seats (stop 41, each a duel at 1 s on seed 1, 32 rollouts): quick moves that do not end a
        game their seat loses (the last chest, a sail with both piles empty), a better likeness of the normal
        agent's end: on 150 end-game decisions +0.0266 -> +0.0307 a decision, paired +0.004 ± 0.003; to the end from
        farther (a seat with 6 boats, 20 cards left or two chests), on 120 decisions in that wider band +0.0115 ->
        +0.0109; to the end from anywhere (with those quick moves), on 150 decisions +0.0000 -> +0.0031, paired
        +0.003 ± 0.005. The end is where the search earns its keep (+0.027 a decision there, +0.000 to +0.007
        over all decisions in four runs), but neither a truer end nor a longer one was measurably better. Nor a
        longer search there (stop 42, `decision_duel freibeuter 150 T rollouts=32 players=3 end=1`): +0.0104 a
        decision at 1 s and at 3 s alike, so giving the end game time saved from the middle game would not help.
        Nor another way of choosing there (stop 44, three seats, `end=1`, in brackets these settings in the same hour):
        overruling on any gain (`confidence=0 min_gain=0`, 39% of decisions overruled) +0.0107 (+0.0129), the best 16
        candidates (`root_width=16`) +0.0100, a playout that reaches the end judged by its result alone (not half by
        its margin, `Search._playout`) +0.0133 on seed 1 and +0.0144 on seed 500 (+0.0153): about +0.013 an end-game
        decision however it is set."""
        assert isinstance(world, FreibeuterState)
        if (min(world.supply) <= END_BOATS or len(world.sea_pile) + len(world.dutch_pile) <= END_CARDS
                or world.chests_left <= 1):
            return None
        return self.horizon

    def act(self, view: State, rng: random.Random) -> Action:
        """The beginner's move: greedy for what a placement pays at once (game/freibeuter/beginner.py)."""
        assert isinstance(view, FreibeuterState)
        return quick_move(self.rules, view, rng)

    def values(self, state: State) -> list[float]:
        """Each seat's expected final score, every seat judged alike and every hand of the world known.
        Tried and dropped (stop 40): a mix of this judgement's parts learned from final results. Each part (the
        score now, boats, cards, chests, doubles, boarded ships' net worth and the payments they bring others,
        unboarded ships' options, stranded boats, loans), each also times the game's progress, and the turn
        order, fitted by least squares to the seats' final leads over 2,000 normal-agent games a table size
        (a position every second decision; the odd games held out). On the held-out games it foretold a seat's
        final lead better (R² 0.24 -> 0.31 with three seats, 0.25 -> 0.33 with four; the winner named 0.546 ->
        0.565 and 0.486 -> 0.511 of the time), but as the search's leaf value (its scale refitted to 24) it won no
        more: three seats at 0.25 s, deals 7000-7025 (78 games), 0.423, margin +5.6, where these values won 0.462,
        +2.7 in the same hour."""
        assert isinstance(state, FreibeuterState)
        return expected_scores(state, world_odds(state, self.w), self.w, None)
