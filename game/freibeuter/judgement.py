"""What a Freibeuter position is worth: each seat's expected final score (docs/rules/freibeuter.md 3.5), in treasure
points.

The normal agent scores its one-ply look-ahead with it, and the hard AI's search its leaves (`GUIDE.values`).
A seat's expected score is its score now (treasure, captured ships with doubles, minus twice its loans),
a little for its boats, its cards and the card it is about to draw, plus for every token still on the sea
what it should bring that seat once encircled (docs/rules/freibeuter.md 3.4): a boarded ship its value to the
boarder less a payment per other boat, the payments to the owners of those boats, 2 per boat for a chest, the doubled
ships for a double. The rules' own helpers (game/freibeuter/sharing.py) say what is paid; this module
only says how likely it is and who will have the boats there.

The squares still open around a token are expected to be filled by the seats that hold their sea cards.
A share is the surer, the fewer squares are open, the likelier a card for each of them is in some hand or
still to come, and the more turns are left (bounded by the cards left to draw and the smallest supply of
boats); an opponent's ship that only my cards can complete is as sure as I make it. An unboarded ship is
a race: whoever boards it first takes it, and an opponent who gains from it will not wait for me. A boarded
ship that may never be encircled also costs its boarder the boat on it (it comes back only with the ship):
without that cost the agent boarded every promising ship, and in games against a beginner three boats in
four it put on ships stayed there to the end, so it ran out of boats first (docs/rules/freibeuter.md 3.5 c) with a
third of its boats stranded. How games end at each table size, and a check of the payments it expects:
docs/ai.md, Freibeuter, 'The judgement: how games end, what is paid'.
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import add

from game.core import Action, Rules, State
from game.freibeuter.board import AROUND, SQUARES
from game.freibeuter.components import CHEST, DOUBLE, SEA_COUNTS
from game.freibeuter.sharing import chest_payouts, final_scores, ship_payments, ship_points, shortfall
from game.freibeuter.state import DRAW, FreibeuterState, unseen_sea_cards


@dataclass(frozen=True)
class Weights:
    """The judgement, in treasure points."""

    sure: tuple[float, ...] = (1.0, 0.85, 0.7, 0.55, 0.45)  # how sure a token's share is, by open squares
    own_option: float = 0.5  # the share of an unboarded ship's worth I keep by waiting to board it later
    rival_option: float = 0.3  # the share an opponent takes of an unboarded ship by boarding it first
    card_prior: float = 0.15  # the chance weight of a seat filling an open square without its card now
    dutchman_card: float = 3.0  # a Dutchman card in hand
    sea_card: float = 0.3  # a sea card in hand
    fresh_card: float = 1.3  # the card a seat is about to draw: a new chance, where a board keeps the old hand
    boat: float = 0.2  # a boat in supply
    stranded: float = 2.0  # a boarder's boat on a ship that may never be encircled: lost if it is not
    loan_marker: float = 2.0  # the boat a first loan takes away, and the trouble
    win_bonus: float = 40.0  # a finished game that I win
    double_hope: float = 0.5  # how much a boarded ship counts toward a double's worth
    placing: float = 0.7  # the share of the turns left that put a boat on an empty square
    dutchman_fill: float = 0.15  # the chance that a square no card is left for gets the Dutchman
    last_round: float = 0.5  # the chance that a seat holding the card shares a token before a boatless end


@dataclass
class CardOdds:
    """What is expected of the sea cards, worked out once per decision (a seat's view) or per world."""

    fillers: dict[str, list[float]]  # square -> each seat's chance of being the one to put a boat there
    held: dict[str, float]  # square -> the chance that some seat holds a card for it now
    held_by_others: dict[str, float]  # the same, leaving the judging seat's cards out
    future: dict[str, float]  # square -> the chance that a card for it is still to come (or the Dutchman)
    shares: dict[tuple, dict[tuple, Share]] | None = None
    """What each token brings (`expected_scores`), remembered by what it depends on, when the same odds judge
    many positions alike: the normal agent's and `GUIDE.rank`'s look-ahead, one position per legal action,
    where most tokens are as they were. None: nothing remembered (a world judged once)."""


def card_odds(view: FreibeuterState, seat: int, w: Weights) -> CardOdds:
    """Who is likely to put a boat on each square, from the sea cards `seat` holds and the others' expected
    share of the cards it has not seen (game/freibeuter/state.py), and how likely a card is to come at all."""
    n = view.setup.players
    mine = view.sea_hands[seat]
    unseen = unseen_sea_cards(view)
    total = sum(unseen.values()) or 1
    hidden = [0 if x == seat else len(view.sea_hands[x]) / total for x in range(n)]
    prior = w.card_prior
    odds = CardOdds({}, {}, {}, {}, shares={})
    for sq in SQUARES:
        k = unseen[sq]
        weights = [(mine.count(sq) if x == seat else k * hidden[x]) + prior for x in range(n)]
        t = sum(weights)
        odds.fillers[sq] = [v / t for v in weights]
        odds.held[sq] = min(1.0, t - n * prior)
        odds.held_by_others[sq] = min(1.0, t - weights[seat] - (n - 1) * prior)
        odds.future[sq] = max(w.dutchman_fill, k / SEA_COUNTS[sq])
    return odds


def world_odds(s: FreibeuterState, w: Weights) -> CardOdds:
    """The odds in a full (made-up) world, where every hand is known: for judging every seat alike."""
    n = s.setup.players
    played = {sq: 0 for sq in SQUARES}
    c: str | None
    for c in s.sea_discard:
        played[c] += 1
    counts = [{sq: 0 for sq in SQUARES} for _ in range(n)]
    for x, hand in enumerate(s.sea_hands):
        for c in hand:
            if c is not None:
                counts[x][c] += 1
    prior = w.card_prior
    odds = CardOdds({}, {}, {}, {})
    for sq in SQUARES:
        weights = [counts[x][sq] + prior for x in range(n)]
        t = sum(weights)
        odds.fillers[sq] = [v / t for v in weights]
        odds.held[sq] = odds.held_by_others[sq] = min(1.0, t - n * prior)
        odds.future[sq] = max(w.dutchman_fill, 1.0 - played[sq] / SEA_COUNTS[sq])
    return odds


def fill_rate(s: FreibeuterState, w: Weights) -> float:
    """The share of the empty squares that should still get a boat before the game ends: the turns left
    are bounded by the cards left to draw (docs/rules/freibeuter.md 3.5 b) and by the smallest supply of boats
    (3.5 c)."""
    n = s.setup.players
    turns = min(1.3 * (len(s.sea_pile) + len(s.dutch_pile)), n * (min(s.supply) + 1))
    empty = len(SQUARES) - len(s.boats) or 1
    return min(1.0, w.placing * turns / empty)


def about_to_end(s: FreibeuterState) -> bool:
    """A seat without boats ends the game when its turn comes (docs/rules/freibeuter.md 3.5 c): only the last round is
    left."""
    return min(s.supply) == 0


def expected_scores(s: FreibeuterState, odds: CardOdds, w: Weights, judge: int | None) -> list[float]:
    """Each seat's expected final score, as seat `judge` sees it (its options on unboarded ships are its
    own to take, the others race it; an opponent's ship waits for its cards only if it helps). With `judge`
    None every seat is judged alike. A finished game is its scores; when a seat is out of boats only tokens
    one boat away from being encircled may still be shared, by a seat holding the card."""
    n = s.setup.players
    if s.to_act is None:
        return [float(x) for x in final_scores(s)]
    last_round = about_to_end(s)
    worth = [float(s.treasure[x] + ship_points(s, x) - 2 * s.loans[x]) for x in range(n)]
    costs = [0.0] * n  # what each seat expects to pay for its boarded ships
    if not last_round:
        for x in range(n):
            worth[x] += w.boat * s.supply[x] + w.sea_card * len(s.sea_hands[x])
            worth[x] += w.dutchman_card * len(s.dutch_hands[x])
        if s.phase == DRAW:
            worth[s.turn] += w.fresh_card
    fill = fill_rate(s, w)
    doubles = s.doubles
    reach: dict[tuple[str, bool], float] = {}  # the chance an open square gets a boat, by whose cards count
    memo = None if odds.shares is None else odds.shares.setdefault((w, judge, last_round, fill), {})
    boats_of, dutchman, boarded = s.boats, s.dutchman, s.boarded
    tallies: dict[int, tuple[tuple[int, int], ...]] | None = None
    none_yet = ((0, 0),) * n
    # What a square holds, for remembering a token's share by its four squares: its boats in placement order
    # (one tuple per seat list), the Dutchman, or nothing (None: an open square).
    held: dict[str, tuple[int, ...] | str] = (
        {sq: tuple(seats) for sq, seats in boats_of.items() if seats} if memo is not None else {})
    if memo is not None and dutchman is not None and dutchman not in held:
        held[dutchman] = DUTCHMAN_HERE
    related: bool | tuple[tuple[int, int], ...]
    share: Share | None
    for p, token in s.tokens.items():
        boarder = boarded.get(p)
        if token.kind == DOUBLE:  # it counts the ships of its value taken and boarded, all over the table
            if tallies is None:
                tallies = _tallies(s)
            related = tallies.get(token.value, none_yet)
        else:
            related = token.value in doubles
        if memo is None:
            share = _share(s, p, *_around(p, boats_of, dutchman, n), boarder, related, odds, w, judge, last_round,
                           fill, reach)
        else:
            a, b, c, d = AROUND[p]
            key = (p, held.get(a), held.get(b), held.get(c), held.get(d), boarder, related)
            share = memo.get(key)
            if share is None:
                share = memo[key] = _share(s, p, *_around(p, boats_of, dutchman, n), boarder, related, odds, w,
                                           judge, last_round, fill, reach)
        gains, owed = share
        for x, v in gains:
            worth[x] += v
        for x, v in owed:
            costs[x] += v
    for x in range(n):
        loan = shortfall(s.treasure[x], costs[x])
        if loan:  # what cannot be paid is borrowed, and repaid twice
            worth[x] -= loan + (w.loan_marker if s.loans[x] == 0 else 0.0)
    return worth


DUTCHMAN_HERE = "dutchman"  # a square that holds the Dutchman and no boat, in a remembered share's key

Share = tuple[list[tuple[int, float]], list[tuple[int, float]]]
"""What one token brings: the amounts added to the seats' expected scores and to what they expect to pay,
each as (seat, amount), in the order they are added (so the sums come out the same to the last bit)."""


def _around(p: str, boats_of: dict[str, list[int]], dutchman: str | None, n: int) -> tuple[list[int], list[str]]:
    """The boats each seat has around the point `p`, and its open squares (neither a boat nor the Dutchman)."""
    boats = [0] * n
    gaps = []
    for sq in AROUND[p]:
        seats = boats_of.get(sq)
        if seats:
            for x in seats:
                boats[x] += 1
        elif sq != dutchman:
            gaps.append(sq)
    return boats, gaps


def _tallies(s: FreibeuterState) -> dict[int, tuple[tuple[int, int], ...]]:
    """Per ship value, per seat: how many ships of that value it has taken, and how many it has boarded."""
    n = s.setup.players
    out: dict[int, list[list[int]]] = {}
    for x in range(n):
        for _, t in s.captured[x]:
            out.setdefault(t.value, [[0, 0] for _ in range(n)])[x][0] += 1
    for q, x in s.boarded.items():
        out.setdefault(s.tokens[q].value, [[0, 0] for _ in range(n)])[x][1] += 1
    return {v: tuple((a, b) for a, b in seats) for v, seats in out.items()}


def _share(s: FreibeuterState, p: str, boats: list[int], gaps: list[str], boarder: int | None,
           related: bool | tuple[tuple[int, int], ...], odds: CardOdds, w: Weights, judge: int | None,
           last_round: bool, fill: float, reach: dict[tuple[str, bool], float]) -> Share:
    """What the token at `p` should bring each seat once encircled, as `expected_scores` counts it: `boats`
    there per seat, its open squares `gaps`, its `boarder` if any. `related`: for a ship, whether its value is
    doubled; for a double, the ships of its value each seat has taken and boarded (`_tallies`)."""
    n = len(boats)
    token = s.tokens[p]
    gains: list[tuple[int, float]] = []
    owed: list[tuple[int, float]] = []
    helped = judge is None or boarder is None or boarder == judge  # my cards count toward it
    if last_round:
        if len(gaps) > 1 or (gaps and boarder is None and token.kind != CHEST):
            return gains, owed
        held = odds.held if helped else odds.held_by_others
        sure = w.last_round * held[gaps[0]] if gaps else 1.0
    else:
        sure = w.sure[len(gaps)]
        for sq in gaps:
            r = reach.get((sq, helped))
            if r is None:
                held = odds.held if helped else odds.held_by_others
                r = reach[sq, helped] = 1.0 - (1.0 - fill * odds.future[sq]) * (1.0 - held[sq])
            sure *= r
    expect: list[float] = boats  # type: ignore[assignment]
    for sq in gaps:
        expect = list(map(add, expect, odds.fillers[sq]))
    if token.kind == CHEST:
        gains += [(x, sure * pay) for x, pay in enumerate(chest_payouts(expect))]
    elif token.kind == DOUBLE:
        assert isinstance(related, tuple)
        for x, (taken, on_board) in enumerate(related):
            gains.append((x, sure * token.value * (taken + w.double_hope * on_board)))
    else:
        value = token.value * (2 if related else 1)
        if boarder is not None:
            paid = ship_payments(token, expect, boarder)
            total = sum(paid)
            gains.append((boarder, sure * (value - total)))
            owed.append((boarder, sure * total))
            gains.append((boarder, -(w.stranded * (1.0 - sure))))  # the boat on it comes back only with the ship
            gains += [(x, sure * paid[x]) for x in range(n)]
        else:
            options = [w.own_option if x == judge else w.rival_option for x in range(n)] if judge is not None else (
                [(w.own_option + w.rival_option) / 2] * n)
            around = sum(expect)
            for x in range(n):
                net = value - token.payment * (around - expect[x])  # what boarding it would bring x
                if net > 0:
                    gains.append((x, options[x] * sure * net))
    return gains, owed


def judge(s: FreibeuterState, odds: CardOdds, w: Weights, seat: int) -> float:
    """One number for `seat`: its expected final score less the opponents' average; a finished game, or
    one in its last round, also counts the win (or the loss)."""
    worth = expected_scores(s, odds, w, seat)
    others = [v for x, v in enumerate(worth) if x != seat]
    lead = worth[seat] - sum(others) / len(others)
    if s.to_act is None or about_to_end(s):
        lead += w.win_bonus if worth[seat] >= max(others) else -w.win_bonus
    return lead


def judge_action(rules: Rules, world: State, odds: CardOdds, w: Weights, seat: int, action: Action) -> float:
    """The judgement of the position `action` leads to, played through the rules (`clone`, `apply`) on a
    full world: the normal agent's look-ahead, and the order the hard AI's search tries actions in."""
    after = rules.clone(world)
    rules.apply(after, action)
    assert isinstance(after, FreibeuterState)
    return judge(after, odds, w, seat)
