"""Störtebeker's dice (docs/rules/stortebeker.md 2.1): two number dice (d6) and two colour dice whose six faces are the
six provision colours (named by provision). The engine's chance outcomes and every odds the agents weigh and
the table shows come from here, so the odds of two dice exist once."""

from __future__ import annotations

from collections import Counter

from game.stortebeker.actions import RollColours, RollNumbers
from game.stortebeker.components import PROVISIONS

NUMBER_FACES = (1, 2, 3, 4, 5, 6)

NUMBER_ROLLS: tuple[tuple[RollNumbers, float], ...] = tuple(
    (RollNumbers(a, b), 1 / 36) for a in NUMBER_FACES for b in NUMBER_FACES)
"""The 36 ordered rolls of the two number dice, each 1/36: CHANCE's outcomes for a boarding total."""

COLOUR_ROLLS: tuple[tuple[RollColours, float], ...] = tuple(
    (RollColours(a, b), 1 / 36) for a in PROVISIONS for b in PROVISIONS)
"""The 36 ordered rolls of the two colour dice: CHANCE's outcomes for a broadside or a failed boarding."""

TWO_DICE: tuple[tuple[int, float], ...] = tuple(
    (total, n / 36) for total, n in sorted(Counter(r.a + r.b for r, _ in NUMBER_ROLLS).items()))
"""(sum, probability) of the two number dice, 2 to 12."""

_AT_LEAST = [sum(p for t, p in TWO_DICE if t >= k) for k in range(14)]


def at_least(k: float) -> float:
    """P(two dice show `k` or more). `k` may be an estimate (an unseen pirate's expected strength): it is
    rounded up, as dice only show whole numbers."""
    need = int(k + 0.999)
    return 1.0 if need <= 2 else 0.0 if need > 12 else _AT_LEAST[need]


def boarding_chance(strength: int, bonus: float) -> float:
    """The chance that a boarding total (two dice + `bonus`) reaches a ship's `strength` (docs/rules/stortebeker.md 2.3
    phase 3: total >= strength succeeds)."""
    return at_least(strength - bonus)


def beating_chance(best: int, bonus: float) -> float:
    """The chance that a counterattack total (two dice + `bonus`) beats the best total so far: a tie goes
    to the seat earlier in order from the boarding seat (Ruling, docs/rules/stortebeker.md 2.3 phase 4), so only a
    higher total takes the ship."""
    return at_least(best + 1 - bonus)
