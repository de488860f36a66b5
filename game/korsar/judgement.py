"""The normal Korsar agent's judgement of a position, in gold (used by AGENT and by GUIDE.values).

For each galleon at sea, each side's expected share of its gold:

  the side in control keeps it until its capture step unless one of the seats acting before then
  overturns it (docs/rules/korsar.md 1.5: a higher total, a captain, the admiral). The chance of that comes from the
  cards that could do it (`KorsarRules.overturning_cards`), held for sure or among the cards nobody in
  this view has seen (`KorsarRules.unseen`). Overturned is not lost: the galleon becomes a fight in
  which the former holder keeps a share (`contest`; in team play either partner may fight back).

plus the gold already captured, plus what a hand is worth: pirates, captains and the admiral as gold to
come, galleons as a hope while the pile lasts and, once it is empty, as gold lost unless there are turns
enough left to launch them (`KorsarRules.coming_turns`, docs/rules/korsar.md 1.7).

A move is judged by the position after it, played by the rules on the seat's own view (`look_ahead`),
and, given made-up worlds, after the next opponent's answer too (`Judgement.action_value`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.core import Action, Setup, State
from game.korsar import actions as act
from game.korsar.beginner import immediate_gains
from game.korsar.cards import Card, Kind
from game.korsar.rules import KorsarRules
from game.korsar.state import Galleon, KorsarState


@dataclass(frozen=True)
class Weights:
    """The judgement, in gold. Tuned by self-play (python -m tests.perf.tune korsar)."""

    pirate: float = 0.675  # a pirate in hand, per skull
    captain: float = 3.0  # a captain in hand
    admiral: float = 2.5  # the admiral in hand
    draw: float = 0.9  # drawing an unseen card
    hand: int = 6  # a hand people hold; a draw costs, for each card it leaves the hand past this...
    crowd: float = 0.45  # ...this much, so a crowded hand plays a card rather than draw
    galleon_hope: float = 0.35  # a galleon in hand may still be launched safely: share of its gold
    pressure_floor: float = 0.15  # the least weight of a galleon stuck in hand at the end
    pressure_pile: float = 40.0  # pile size at which that weight starts to rise
    interest: float = 0.45  # how likely an opponent who can overturn a galleon does so...
    interest_per_gold: float = 0.125  # ...rising with its gold, falling with the other targets it has
    other_targets: float = 0.0  # each other galleon an opponent could go for divides its interest by 1 + this
    contest: float = 0.4  # the share an overturned holder keeps by fighting back (team play: each partner)
    tie_share: float = 0.25  # the share of each side tied at the top


def look_ahead(rules: KorsarRules, view: KorsarState, action: Action) -> KorsarState:
    """`view` after its seat to act takes `action`, played by the rules themselves (`rules.apply`).

    `apply` refuses a view, since in general a move may depend on cards the view hides. A Korsar move by
    the viewer does not: the card played or discarded comes from the viewer's own hand, which the view
    shows, and everything else `apply` does (the capture steps, skipping seats, the end test, the final
    share-out) reads only public facts: the table, the hand sizes, the pile's size (docs/rules/korsar.md 1.4-1.8).
    So the view is cloned with its viewer cleared, played on, and handed back as a view. The one card it
    cannot know, the pile's top card that a draw takes, joins the hand as an unknown card (None): just what
    the seat knows before it looks. (Only the scores in the game-end event, which nobody reads here, miss
    the gold of the galleons hidden in other hands.) A determinized world would make up every hidden card
    for nothing, and one made-up world would add noise to a judgement that already weighs them all."""
    world = rules.clone(view)
    assert isinstance(world, KorsarState)
    world.viewer = None
    rules.apply(world, action)
    world.viewer = view.viewer
    return world


def answers_count(setup: Setup) -> bool:
    """Whether a move is judged after the opponent's answer (in made-up worlds): with two sides (2 players,
    or 4 in teams) the one opponent's answer decides whether a move keeps its gold; with more, each seat's
    threat counts (the judgement) and answers add little for several times the work (measured:
    python -m tests.perf.korsar_levels)."""
    return (setup.players // 2 if setup.teams else setup.players) == 2


class Judgement:
    def __init__(self, rules: KorsarRules, weights: Weights | None = None) -> None:
        self.rules = rules
        self.w = weights or Weights()

    # -- one's own moves -------------------------------------------------------------------------------
    def action_value(self, view: KorsarState, action: Action, unseen: Counter[Card],
                     worlds: Sequence[State] = ()) -> float:
        """How good `action` is for the seat to act of `view`: the position after it, by `for_seat`.

        When the next seat is an opponent and `worlds` (made up from `view` by `determinize`) are given,
        the position is judged after that opponent's answer too: in each world the action is played, the
        opponent answers with the beginner's move (game/korsar/beginner.py), and the seat's view of the
        result is judged; the value is their mean (a card drawn is then the world's card, seen). Without
        worlds a draw adds the worth of the unseen card drawn. Either way a draw costs `crowd` for each card it
        leaves the hand past `hand`: people at a table play their cards rather than hoard them.
        The galleons in hand are pressed by the pile as it is now, the same for every move compared: the
        time a draw takes is part of its tuned worth."""
        seat = view.to_act
        assert seat is not None
        after = look_ahead(self.rules, view, action)
        answers = worlds and after.to_act is not None and after.side(after.to_act) != after.side(seat)
        if answers:
            value = sum(self._answered(w, action, seat, len(view.pile)) for w in worlds) / len(worlds)
        else:
            value = self.for_seat(after, seat, unseen, pile=len(view.pile))
        if isinstance(action, act.Draw):
            value += (0.0 if answers else self.w.draw) - self.w.crowd * max(0, len(view.hands[seat]) + 1 - self.w.hand)
        return value

    def _answered(self, world: State, action: Action, seat: int, pile: int) -> float:
        """`for_seat` of `seat`'s view once `action` is played in `world` and the next seat answers."""
        rules = self.rules
        w = rules.clone(world)
        assert isinstance(w, KorsarState)
        rules.apply(w, action)
        legal = rules.legal_actions(w)
        gains = immediate_gains(w, legal)
        rules.apply(w, legal[max(range(len(legal)), key=gains.__getitem__)])
        view = rules.observe(w, seat)
        return self.for_seat(view, seat, rules.unseen(view), pile=pile)

    # -- the galleons at sea -------------------------------------------------------------------------
    def at_sea(self, s: KorsarState, unseen: Counter[Card], order: list[int]) -> dict[int, float]:
        """Each side's expected gold from the galleons on the table, `order` being the seats to act next."""
        gold: dict[int, float] = {}
        for g in s.table:
            for side, share in self.shares(s, g, unseen, order).items():
                gold[side] = gold.get(side, 0.0) + g.value * share
        return gold

    def shares(self, s: KorsarState, g: Galleon, unseen: Counter[Card], order: list[int]) -> dict[int, float]:
        """Each side's expected share of galleon `g`."""
        holder = self.rules.controller(s, g)
        if holder is None:
            return {side: self.w.tie_share for side in g.attacks}
        capture_seat = s.loot_seat(holder)
        keep = 1.0
        threats: dict[int, float] = {}
        for seat in order:
            if seat == capture_seat:
                break
            side = s.side(seat)
            if side == holder:
                continue
            t = self.threat(s, g, seat, unseen)
            threats[side] = threats.get(side, 0.0) + keep * t
            keep *= 1.0 - t
        # each seat of the holder's side may fight back (team play: both partners)
        contest = 1.0 - (1.0 - self.w.contest) ** (2 if s.setup.teams else 1)
        shares = {holder: keep + (1.0 - keep) * contest}
        lost = (1.0 - keep) * (1.0 - contest)
        total_threat = sum(threats.values())
        if total_threat > 0:
            for side, t in threats.items():
                shares[side] = shares.get(side, 0.0) + lost * t / total_threat
        return shares

    def threat(self, s: KorsarState, g: Galleon, seat: int, unseen: Counter[Card]) -> float:
        """The chance that `seat`, in its one turn, takes control of `g` from whoever holds it."""
        side = s.side(seat)
        wanted = self.rules.overturning_cards(s, g, side)
        if not wanted:
            return 0.0
        hand = s.hands[seat]
        n_hidden = hand.count(None)
        if n_hidden < len(hand) and not set(hand).isdisjoint(wanted):
            holds = 1.0
        elif n_hidden:
            pool = unseen.total() or 1
            k = sum(map(unseen.__getitem__, wanted))
            holds = 1.0 - (1.0 - min(1.0, k / pool)) ** n_hidden
        else:
            return 0.0
        want = min(1.0, self.w.interest + self.w.interest_per_gold * g.value)
        if self.w.other_targets:
            want /= 1.0 + self.w.other_targets * sum(1 for x in s.table if x is not g and s.side(x.owner) != side)
        return holds * want

    # -- the gold captured and the hands -------------------------------------------------------------
    @staticmethod
    def loot(s: KorsarState) -> dict[int, int]:
        """Each side's captured gold (docs/rules/korsar.md 1.5: a team's captures lie in its first partner's loot)."""
        gold: dict[int, int] = {}
        for seat, pile in enumerate(s.loot):
            side = s.side(seat)
            gold[side] = gold.get(side, 0) + sum(c.value for c in pile)
        return gold

    def hand_worth(self, s: KorsarState, seat: int, turns: int, pile: int) -> float:
        """What `seat`'s known cards are worth, in gold to come, with `pile` cards left to draw and, once
        none are, `turns` turns left (docs/rules/korsar.md 1.7: a galleon still in hand at the end costs its gold)."""
        w = self.w
        worth = 0.0
        galleons = []
        for c in s.hands[seat]:
            if c is None:
                continue
            kind = c.kind
            if kind is Kind.PIRATE:
                worth += w.pirate * c.value
            elif kind is Kind.GALLEON:
                galleons.append(c.value)
            elif kind is Kind.CAPTAIN:
                worth += w.captain
            else:
                worth += w.admiral
        if not galleons:
            return worth
        galleons.sort(reverse=True)
        if pile:
            pressure = max(w.pressure_floor, 1.0 - pile / w.pressure_pile)
            return worth + sum(v * (w.galleon_hope - pressure) for v in galleons)
        last_card_ends_it = turns == len(s.hands[seat])  # a galleon launched then is safe
        for i, v in enumerate(galleons):  # the biggest go out last; those that cannot go out cost their gold
            if last_card_ends_it and i == 0:
                worth += v
            else:
                worth += v * (w.galleon_hope - w.pressure_floor) if i < turns else -v
        return worth

    # -- whole positions -----------------------------------------------------------------------------
    def for_seat(self, s: KorsarState, seat: int, unseen: Counter[Card], pile: int | None = None) -> float:
        """How good `s` is for `seat`: its side's expected gold less the opponents' average, counting of
        the hands only its own (the rest is the same whatever it does now); `pile` for `hand_worth`, by
        default the pile's size."""
        me = s.side(seat)
        opponents = max(1, len({s.side(x) for x in range(s.setup.players)}) - 1)
        coming = self.rules.coming_turns(s)
        gold = self.at_sea(s, unseen, coming[: s.setup.players])  # the threats come before my next turn
        for side, v in self.loot(s).items():
            gold[side] = gold.get(side, 0.0) + v
        total = sum(v if side == me else -v / opponents for side, v in gold.items())
        pile = len(s.pile) if pile is None else pile
        return total + self.hand_worth(s, seat, 0 if pile else coming.count(seat), pile)

    def values(self, s: KorsarState) -> list[float]:
        """Each seat's expected final score (team play: its team's), by the same judgement."""
        if s.to_act is None:
            return [float(v) for v in self.rules.scores(s)]
        coming = self.rules.coming_turns(s)
        gold = self.at_sea(s, self.rules.unseen(s), coming[: s.setup.players])
        for side, v in self.loot(s).items():
            gold[side] = gold.get(side, 0.0) + v
        for seat in range(s.setup.players):
            side = s.side(seat)
            turns = 0 if s.pile else coming.count(seat)
            gold[side] = gold.get(side, 0.0) + self.hand_worth(s, seat, turns, len(s.pile))
        return [gold[s.side(seat)] for seat in range(s.setup.players)]
