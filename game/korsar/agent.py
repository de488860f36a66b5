"""A heuristic Korsar agent: one-ply look-ahead over an estimate of who ends up with each galleon.

It sees only `observe(state, seat)`. For every legal action it plays the action on a copy of the
view (hidden cards stay hidden) and scores the result:

  for each galleon: its gold x (my side's expected share - the opponents' average share)
  + what the cards left in my hand are worth - gold on galleons I may still hold at the end.

The side in control of a galleon keeps it until its capture step unless one of the seats acting
before then overturns it (RULES.md 1.5: a higher total, a captain, the admiral). The chance of that
comes from the cards nobody has seen yet. Overturned is not lost: the galleon becomes a fight in
which the former holder keeps a share (`contest`).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.ai import Agent, Thinking
from game.core import Action, State
from game.korsar import actions as act
from game.korsar.cards import ADMIRAL, COLOURS, DECK_COUNTS, Card, Kind, captain, pirate
from game.korsar.state import Galleon, KorsarState


@dataclass(frozen=True)
class Weights:
    """The agent's judgement, in gold. Tuned by self-play (tests/perf/korsar_tune.py)."""

    pirate: float = 0.675  # a pirate in hand, per skull
    captain: float = 3.0  # a captain in hand
    admiral: float = 2.5  # the admiral in hand
    draw: float = 0.9  # drawing an unseen card into a hand of 6 or fewer...
    draw_fade: float = 60.0  # ...worth less with each card above 6, down to nothing this many cards later
    galleon_hope: float = 0.35  # a galleon in hand may still be launched safely: share of its gold
    pressure_floor: float = 0.15  # the least weight of a galleon stuck in hand at the end
    pressure_pile: float = 40.0  # pile size at which that weight starts to rise
    interest: float = 0.45  # how likely an opponent who can overturn a galleon does so...
    interest_per_gold: float = 0.125  # ...rising with its gold, falling with the other targets it has
    other_targets: float = 0.0  # each other galleon an opponent could go for divides its interest by 1 + this
    contest: float = 0.4  # the share an overturned holder keeps by fighting back
    tie_share: float = 0.25  # the share of each side tied at the top


class KorsarAgent(Agent):
    def __init__(self, rules, seat: int, rng: random.Random, noise: float = 0.0,
                 weights: Weights | None = None) -> None:
        super().__init__(rules, seat, rng, noise)
        self.w = weights or Weights()

    def think(self, view: State) -> Thinking:
        assert isinstance(view, KorsarState)
        return (yield from self.best_of(self.rules.legal_actions(view), lambda a: self.score(view, a)))

    # -- scoring an action -----------------------------------------------------------------------
    def score(self, view: KorsarState, action: Action) -> float:
        if isinstance(action, act.Draw):
            extra = max(0, len(view.hands[self.seat]) - 6)
            return self.evaluate(view) + self.w.draw * max(0.0, 1.0 - extra / self.w.draw_fade)
        after = view.clone()
        after.hands[self.seat].remove(action.card)  # type: ignore[attr-defined]
        if isinstance(action, act.Play):
            self._play(after, action)
        else:
            after.removed.append(action.card)  # type: ignore[attr-defined]
        return self.evaluate(after)

    def _play(self, s: KorsarState, action: act.Play) -> None:
        side = s.side(self.seat)
        if action.target is None:
            s.table.append(Galleon(f"new{s.next_gid}", action.card, self.seat))
            return
        g = s.galleon(action.target)
        assert g is not None
        if action.card.kind is Kind.PIRATE:
            g.attacks.setdefault(side, []).append(action.card)
        else:
            if g.character is not None:
                s.removed.append(g.character)
            g.character, g.character_side = action.card, side

    # -- evaluating the position after my action -----------------------------------------------------
    def evaluate(self, s: KorsarState) -> float:
        me = s.side(self.seat)
        unseen = self._unseen(s)
        order = self._upcoming_seats(s)
        sides = {s.side(x) for x in range(s.setup.players)}
        opponents = max(1, len(sides) - 1)
        total = 0.0
        for g in s.table:
            for side, share in self._shares(s, g, unseen, order).items():
                total += g.value * share if side == me else -g.value * share / opponents
        return total + self._hand_worth(s, order)

    def _unseen(self, s: KorsarState) -> Counter[Card]:
        seen = [c for h in s.hands for c in h if c is not None]
        for g in s.table:
            seen.append(g.card)
            seen += g.cards_on_it()
        seen += [c for pile in s.loot for c in pile]
        seen += s.removed
        return DECK_COUNTS - Counter(seen)

    def _upcoming_seats(self, s: KorsarState) -> list[int]:
        """The seats that act after me, up to my next turn or the end. With the pile empty each
        seat sheds one card a turn, so the game ends when the first hand runs out (RULES.md 1.7)."""
        n = s.setup.players
        seats = [(self.seat + 1 + i) % n for i in range(n)]
        if s.pile:
            return seats
        sizes = [len(h) for h in s.hands]
        if self._over_now(s, sizes):
            return []
        out = []
        for seat in seats:
            if sizes[seat] == 0:
                continue  # team play: skipped
            out.append(seat)
            sizes[seat] -= 1
            if self._over_now(s, sizes):
                break
        return out

    @staticmethod
    def _over_now(s: KorsarState, sizes: list[int]) -> bool:
        if s.setup.teams:
            return any(sizes[t] == 0 and sizes[t + 1] == 0 for t in range(0, len(sizes), 2))
        return 0 in sizes

    def _shares(self, s: KorsarState, g: Galleon, unseen: Counter[Card], order: list[int]) -> dict[int, float]:
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
            t = self._threat(s, g, seat, holder, unseen)
            threats[side] = threats.get(side, 0.0) + keep * t
            keep *= 1.0 - t
        shares = {holder: keep + (1.0 - keep) * self.w.contest}
        lost = (1.0 - keep) * (1.0 - self.w.contest)
        total_threat = sum(threats.values())
        if total_threat > 0:
            for side, t in threats.items():
                shares[side] = shares.get(side, 0.0) + lost * t / total_threat
        return shares

    def _threat(self, s: KorsarState, g: Galleon, seat: int, holder: int, unseen: Counter[Card]) -> float:
        """The chance that `seat`, in its one turn, takes control of `g` from `holder`."""
        side = s.side(seat)
        hand = s.hands[seat]
        known = set(c for c in hand if c is not None)
        n_hidden = sum(c is None for c in hand)
        pool = sum(unseen.values()) or 1

        def holds(wanted: list[Card]) -> float:
            if any(c in known for c in wanted):
                return 1.0
            k = sum(unseen[c] for c in wanted)
            return 1.0 - (1.0 - min(1.0, k / pool)) ** n_hidden

        colour = g.attack_colour(side)
        wanted: list[Card] = []
        if colour is not None:
            wanted.append(captain(colour))
        if s.side(g.owner) == side:
            wanted.append(ADMIRAL)
        if g.character is None:
            best_other = max((g.strength(x) for x in g.attacks if x != side), default=0)
            need = max(1, best_other - g.strength(side) + 1)
            if need <= 4:
                used = {g.attack_colour(x) for x in g.attacks}
                colours = [colour] if colour is not None else [c for c in COLOURS if c not in used]
                wanted += [pirate(c, v) for c in colours for v in range(need, 5)]
        if not wanted:
            return 0.0
        want = min(1.0, self.w.interest + self.w.interest_per_gold * g.value)
        others = sum(1 for x in s.table if x is not g and s.side(x.owner) != side)
        return holds(wanted) * want / (1.0 + self.w.other_targets * others)

    def _hand_worth(self, s: KorsarState, order: list[int]) -> float:
        w = self.w
        worth = 0.0
        hand = [c for c in s.hands[self.seat] if c is not None]
        for c in hand:
            if c.kind is Kind.PIRATE:
                worth += w.pirate * c.value
            elif c.kind is Kind.CAPTAIN:
                worth += w.captain
            elif c.kind is Kind.ADMIRAL:
                worth += w.admiral
        galleons = sorted((c.value for c in hand if c.kind is Kind.GALLEON), reverse=True)
        if s.pile:
            pressure = max(w.pressure_floor, 1.0 - len(s.pile) / w.pressure_pile)
            return worth + sum(v * (w.galleon_hope - pressure) for v in galleons)
        turns = self._my_turns_left(s)
        i_end_it = turns == len(hand)  # my last card ends the game: a galleon launched then is safe
        for i, v in enumerate(galleons):  # the biggest go out last; those that cannot go out cost their gold
            if i_end_it and i == 0:
                worth += v
            else:
                worth += v * (w.galleon_hope - w.pressure_floor) if i < turns else -v
        return worth

    def _my_turns_left(self, s: KorsarState) -> int:
        """With the pile empty: how many more turns I get before a hand runs out (RULES.md 1.7)."""
        n = s.setup.players
        sizes = [len(h) for h in s.hands]
        turns = 0
        seat = self.seat
        for _ in range(sum(sizes) + n):
            if self._over_now(s, sizes):
                break
            seat = (seat + 1) % n
            if sizes[seat]:
                turns += seat == self.seat
                sizes[seat] -= 1
        return turns


AGENT = KorsarAgent
