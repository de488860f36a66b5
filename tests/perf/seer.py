"""What hidden information is worth to the hard AI: the same search shown what no player sees, against normal agents.

    python -m tests.perf.seer GAME [players] [games] [seed] [think] [shown]

`shown` is `all` (every hand and the piles' order: each made-up world is the true game) or `hands` (the other
seats' hands, not the piles: Korsar and Freibeuter, see `HANDS`). The seer plays against `players - 1`
normal agents, each deal from every seat (as `game.tournament --duplicate`), and the standings are printed
as `game.tournament` prints them. A measurement only: it breaks the rule that an agent sees no more than
`observe(state, seat)` (game/ai/agent.py), by standing in for `observe` and `determinize` on the match's rules
object for the seer's seat alone (the other seats' calls pass through). Its use is to tell where the hard AI
loses: to what it guesses of the hands (a better belief from the other seats' play would help), to what no
seat can know (the piles: only better play under the same doubt would), or to neither (its judgement and
search).

Freibeuter, three seats, 60 games at 0.25 s (`python -m tests.perf.seer freibeuter 3 60 500 0.25 [hands]`):
shown every card the hard AI won 0.617, margin +15.7; shown the other hands 0.533, margin +9.7 (0.383,
+1.9, while its ranking still guessed them from the hand sizes, as the normal agent does); seeing what
it may, 0.367, +2.4 and 0.375, +0.1 in two runs (`game.tournament ... --seed 500 --think 0.25 --duplicate`).
Korsar, two seats, the same way: every card 1.000, +39.0; the other hands 0.875, +18.0; fair 0.708, +9.9.
So most of what it lacked then was the other hands, which a seat can only infer from how the others play.
Since the search's opponents answer it as the normal agent would (game/freibeuter/guide.py `tree_shape`), the
hands are worth less to it: three seats, 78 games at 0.25 s, seed 7000 (stop 40), shown the other hands 0.500,
margin +6.4; seeing what it may 0.462, +2.7 in the same hour and 0.342 in a run before (runs of the same games
differ so).
Four seats at 1 s (stop 43: `python -m tests.perf.seer freibeuter 4 40 S 1 [hands]` beside `game.tournament --game
freibeuter --players 4 --agents hard,normal,normal,normal --games 40 --seed S --think 1 --duplicate`, S 26 and 36):
seeing what it may 0.350, +3.6 and 0.275, +5.3 (0.3125 over the 80 games); shown the other hands 0.425, +6.8 and
0.525, +15.6 (0.475); shown every card, the piles' order too, 0.675, +21.9 and 0.725, +28.6 (0.700). Only a seat
that knows which cards come next wins most four-seat games against three normal agents; the most the others'
play could tell (their hands, read perfectly) leaves this search under half.
Three seats at 1 s (stop 45: `python -m tests.perf.seer freibeuter 3 60 290 1 [hands]`, deals 290-309, 60 games each,
both beside `game.tournament` on those deals): seeing what it may 0.508, margin +14.6; shown the other hands 0.633,
+17.9; shown every card 0.817, +42.0. With three seats the hands are worth about an eighth of the games, but
little of that can be read from the others' play: their next move is the one the normal agent would make with a
hand dealt at random 11% of the time, with a hand that fits their earlier moves 13-14% (stop 40,
game/freibeuter/guide.py `rank`), with the true hand always. The best belief would leave the search's worlds
foreseeing the others' answers about as badly as now.
"""

from __future__ import annotations

import sys

import game.freibeuter.guide as freibeuter_guide
from game.core import Rules, Setup, State
from game.freibeuter.judgement import world_odds
from game.games import game_names, make_agent
from game.tournament import AgentFactory, by_difficulty, play, progress_printer, report


def _freibeuter_odds(view, seat, w):
    """The ranking's card odds: from the hands themselves once the view shows them all."""
    if all(c is not None for hand in view.sea_hands for c in hand):
        return world_odds(view, w)
    return _GUESSED_ODDS(view, seat, w)


_GUESSED_ODDS = freibeuter_guide.card_odds
HANDS = {"korsar": ("hands",), "freibeuter": ("sea_hands", "dutch_hands")}
"""The games whose `hands` can be shown, and the fields that hold them (Störtebeker also hides the cards laid
face down on the ships, which this does not show)."""
_READ_HANDS = {"freibeuter": lambda: setattr(freibeuter_guide, "card_odds", _freibeuter_odds)}
"""Where a game's ranking would still guess the hands of a view that shows them, told to read them. (Korsar's
judgement reads every card a view shows.)"""


def _shown_hands(fields: tuple[str, ...], state: State, view: State) -> State:
    """`view` with every hand of `state` in it."""
    for name in fields:
        setattr(view, name, [list(hand) for hand in getattr(state, name)])
    return view


def seer(game: str, shown: str, think: float) -> AgentFactory:
    """The hard AI whose seat is shown `shown` ("all" or "hands") of the true game."""

    def make(rules: Rules, seat: int, rng):
        observe, determinize = rules.observe, rules.determinize
        if shown == "all":
            rules.observe = lambda state, s: rules.clone(state) if s == seat else observe(state, s)
            rules.determinize = lambda view, s, r: rules.clone(view) if s == seat else determinize(view, s, r)
        else:
            rules.observe = lambda state, s: _shown_hands(HANDS[game], state, observe(state, s)) if s == seat else (
                observe(state, s))
        return make_agent(rules, seat, "hard", rng, think=think)

    return make


def main(argv: list[str]) -> None:
    if not argv or argv[0] not in game_names():
        raise SystemExit(__doc__)
    game = argv[0]
    players, games, seed = (int(argv[i]) if len(argv) > i else d for i, d in ((1, 3), (2, 60), (3, 500)))
    think = float(argv[4]) if len(argv) > 4 else 0.25
    shown = argv[5] if len(argv) > 5 else "all"
    if shown not in ("all", "hands") or (shown == "hands" and game not in HANDS):
        raise SystemExit(f"shown: 'all', or 'hands' for {', '.join(HANDS)}")
    if shown == "hands" and game in _READ_HANDS:
        _READ_HANDS[game]()
    lineup = [("seer", seer(game, shown, think))]
    lineup += [(f"normal{k}", by_difficulty("normal")) for k in range(players - 1)]
    standings = play(game, Setup(players), lineup, games, seed, progress=progress_printer(games), duplicate=True)
    print(report(standings))


if __name__ == "__main__":
    main(sys.argv[1:])
