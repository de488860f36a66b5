"""A heuristic Korsar agent: one-ply look-ahead over an estimate of who ends up with each galleon.

It sees only `observe(state, seat)`. For every legal action it plays the action on a copy of the
view (hidden cards stay hidden) and scores the result:

  for each galleon: gold x (chance my side takes it - share of the chance an opponent takes it)
  + what the cards left in my hand are worth - gold on galleons I may still hold at the end.

The chance that the side in control keeps a galleon until its capture step is the product, over
the seats that act before then, of the chance that each cannot (or will not) overturn it, given
the cards nobody has seen yet (RULES.md 1.5: higher strength, captain, admiral).
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai import Agent, Thinking
from game.core import Action, State
from game.korsar import actions as act
from game.korsar.cards import ADMIRAL, DECK_COUNTS, Card, Kind, captain
from game.korsar.state import Galleon, KorsarState

# What a card in hand is worth for later, in gold.
PIRATE_WORTH = 0.45  # per skull
CAPTAIN_WORTH = 3.0
ADMIRAL_WORTH = 2.5
GALLEON_HOPE = 0.35  # a galleon in hand may still be launched safely later: share of its gold
DRAW_WORTH = 0.9  # the average worth of an unseen card, roughly


class KorsarAgent(Agent):
    def __init__(self, rules, seat: int, rng: random.Random, noise: float = 0.0) -> None:
        super().__init__(rules, seat, rng)
        self.noise = noise

    def think(self, view: State) -> Thinking:
        assert isinstance(view, KorsarState)
        legal = self.rules.legal_actions(view)
        best, best_score = legal[0], float("-inf")
        for i, action in enumerate(legal):
            score = self.score(view, action)
            if self.noise:
                score += self.rng.gauss(0.0, self.noise)
            if score > best_score:
                best, best_score = action, score
            if i % 8 == 7:
                yield
        return best

    # -- scoring an action ---------------------------------------------------------------------
    def score(self, view: KorsarState, action: Action) -> float:
        if isinstance(action, act.Draw):
            return self.evaluate(view, acted=True) + DRAW_WORTH
        after = view.clone()
        hand = after.hands[self.seat]
        hand.remove(action.card)  # type: ignore[attr-defined]
        if isinstance(action, act.Play):
            self._play(after, action)
        else:
            after.removed.append(action.card)  # type: ignore[attr-defined]
        return self.evaluate(after, acted=True)

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

    # -- evaluating a position ---------------------------------------------------------------------
    def evaluate(self, s: KorsarState, acted: bool = False) -> float:
        me = s.side(self.seat)
        unseen = self._unseen(s)
        order = self._upcoming_seats(s, acted)
        n_opp_sides = len({s.side(x) for x in range(s.setup.players)}) - 1
        total = 0.0
        for g in s.table:
            for side, p in self._take_chances(s, g, unseen, order).items():
                total += g.value * p if side == me else -g.value * p / n_opp_sides
        total += self._hand_worth(s, order)
        return total

    def _unseen(self, s: KorsarState) -> Counter[Card]:
        seen = [c for h in s.hands for c in h if c is not None]
        for g in s.table:
            seen.append(g.card)
            seen += g.cards_on_it()
        seen += [c for pile in s.loot for c in pile]
        seen += s.removed
        return DECK_COUNTS - Counter(seen)

    def _upcoming_seats(self, s: KorsarState, acted: bool) -> list[int]:
        """The seats that will act from now until the end or a whole round, in order. With the pile
        empty each seat sheds one card a turn, so the game ends when the first hand runs out."""
        n = s.setup.players
        first = (self.seat + 1) % n if acted else self.seat
        seats = [(first + i) % n for i in range(n)]
        if s.pile:
            return seats
        sizes = [len(h) for h in s.hands]
        out = []
        for seat in seats:
            if sizes[seat] == 0:
                if not s.setup.teams:
                    break
                continue
            out.append(seat)
            sizes[seat] -= 1
            if sizes[seat] == 0 and not s.setup.teams:
                break
        return out

    def _take_chances(self, s: KorsarState, g: Galleon, unseen: Counter[Card], order: list[int]) -> dict[int, float]:
        controller = self.rules.controller(s, g)
        if controller is None:
            return {side: 0.3 for side in g.attacks}
        capture_seat = s.loot_seat(controller)
        keep = 1.0
        for seat in order:
            if seat == capture_seat:
                break
            if s.side(seat) == controller:
                continue
            keep *= 1.0 - self._threat(s, g, seat, controller, unseen)
        return {controller: keep}

    def _threat(self, s: KorsarState, g: Galleon, seat: int, holder: int, unseen: Counter[Card]) -> float:
        """The chance that `seat`, in its one turn, takes control of `g` from `holder`."""
        side = s.side(seat)
        hand = s.hands[seat]
        known = [c for c in hand if c is not None]
        n_hidden = sum(c is None for c in hand)
        pool = sum(unseen.values()) or 1
        interest = min(1.0, 0.45 + g.value / 8)

        def holds(wanted: list[Card]) -> float:
            if any(c in known for c in wanted):
                return 1.0
            k = sum(unseen[c] for c in wanted)
            return 1.0 - (1.0 - min(1.0, k / pool)) ** n_hidden

        colour = g.attack_colour(side)
        chars: list[Card] = []
        if colour is not None:
            chars.append(captain(colour))
        if s.side(g.owner) == side:
            chars.append(ADMIRAL)
        p = holds(chars) if chars else 0.0
        if g.character is None:
            best_other = max((g.strength(x) for x in g.attacks if x != side), default=0)
            need = best_other - g.strength(side) + 1
            if need <= 4:
                if colour is not None:
                    colours = [colour]
                else:
                    used = {g.attack_colour(x) for x in g.attacks}
                    colours = [c for c in ("red", "blue", "green", "yellow") if c not in used]
                pirates = [Card(Kind.PIRATE, c, v) for c in colours for v in range(max(need, 1), 5)]
                p = 1.0 - (1.0 - p) * (1.0 - holds(pirates))
        return p * interest

    def _hand_worth(self, s: KorsarState, order: list[int]) -> float:
        end_near = not s.pile
        worth = 0.0
        for c in s.hands[self.seat]:
            if c is None:
                continue
            if c.kind is Kind.PIRATE:
                worth += PIRATE_WORTH * c.value
            elif c.kind is Kind.CAPTAIN:
                worth += CAPTAIN_WORTH
            elif c.kind is Kind.ADMIRAL:
                worth += ADMIRAL_WORTH
            else:
                hope = 0.0 if end_near and len(s.hands[self.seat]) > len(order) else GALLEON_HOPE
                pressure = 1.0 if end_near else max(0.15, 1.0 - len(s.pile) / 40)
                worth += c.value * (hope - pressure)
        return worth
