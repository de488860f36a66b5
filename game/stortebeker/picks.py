"""The different ways to pick 1, 2 or 3 cards from a zone (a hand, the discard pile), as a light sequence:
what a trade gives and what it takes (docs/rules/stortebeker.md 2.3 phase 1). Cards of one face are interchangeable, so
a way to pick is a multiset, written canonically (in card order). Their number has a closed form and the
t-th way is decoded on demand from a table, so listing the trades costs nothing per trade."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from operator import attrgetter
from typing import overload

from game.stortebeker.components import FACES, Card

Pick = tuple[Card, ...]

_order = attrgetter("order")
# every way to choose k of d different faces, by position: the table a pick of different faces is read from
_COMBOS = {k: [tuple(combinations(range(d), k)) for d in range(len(FACES) + 1)] for k in (1, 2, 3)}


class Picks(Sequence[Pick]):
    """Every way to pick `k` cards (1 to 3) from a zone holding the faces `kinds` (in card order, each once),
    those of `doubles` at least twice and those of `triples` at least three times (both in card order).

    In order: the picks of k different faces (`_COMBOS`), then, for k = 2, a doubled face twice; for
    k = 3, a doubled face twice with each other face, then a tripled face three times."""

    __slots__ = ("kinds", "doubles", "triples", "k", "_combos", "_len")

    def __init__(self, kinds: tuple[Card, ...], doubles: tuple[Card, ...], k: int,
                 triples: tuple[Card, ...] = ()) -> None:
        self.kinds, self.doubles, self.triples, self.k = kinds, doubles, triples, k
        self._combos = _COMBOS[k][len(kinds)]
        n = len(self._combos)
        if k == 2:
            n += len(doubles)
        elif k == 3:
            n += len(doubles) * (len(kinds) - 1) + len(triples)
        self._len = n

    @classmethod
    def of(cls, zone: Sequence[Card], *ks: int, kinds: tuple[Card, ...] | None = None) -> list[Picks]:
        """The picks of `k` cards from the cards of `zone`, for each `k` of `ks` (`kinds`: the different
        cards of `zone` in card order, if known)."""
        if kinds is None:
            kinds = tuple(sorted(set(zone), key=_order))
        doubles: tuple[Card, ...] = ()
        triples: tuple[Card, ...] = ()
        if len(kinds) < len(zone):  # take one of each face away: what is left is there at least twice
            rest = list(zone)
            for c in kinds:
                rest.remove(c)
            twice = set(rest)
            doubles = tuple([c for c in kinds if c in twice])
            if max(ks) > 2 and len(doubles) < len(rest):
                for c in doubles:
                    rest.remove(c)
                thrice = set(rest)
                triples = tuple([c for c in doubles if c in thrice])
        return [cls(kinds, doubles, k, triples) for k in ks]

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, t: int) -> Pick: ...
    @overload
    def __getitem__(self, t: slice) -> list[Pick]: ...
    def __getitem__(self, t: int | slice) -> Pick | list[Pick]:
        if isinstance(t, slice):
            return [self[j] for j in range(*t.indices(self._len))]
        if t < 0:
            t += self._len
        if not 0 <= t < self._len:
            raise IndexError(t)
        return self.pick(t)

    def pick(self, t: int) -> Pick:
        """The `t`-th pick, 0 <= t < len (unchecked: for decoding an index already checked)."""
        kinds, combos = self.kinds, self._combos
        if t < len(combos):
            return tuple([kinds[i] for i in combos[t]])
        t -= len(combos)
        if self.k == 2:
            a = self.doubles[t]
            return a, a
        others = len(kinds) - 1
        if t < len(self.doubles) * others:
            a = self.doubles[t // others]
            b = [c for c in kinds if c is not a][t % others]
            return (b, a, a) if b.order < a.order else (a, a, b)
        a = self.triples[t - len(self.doubles) * others]
        return a, a, a

    def __iter__(self) -> Iterator[Pick]:
        return map(self.pick, range(self._len))

    def __contains__(self, pick: object) -> bool:
        if not isinstance(pick, tuple) or len(pick) != self.k:
            return False
        orders = [getattr(c, "order", -1) for c in pick]
        if orders != sorted(orders) or not all(c in self.kinds for c in pick):
            return False
        for c in pick:
            n = pick.count(c)
            if (n == 2 and c not in self.doubles) or (n == 3 and c not in self.triples):
                return False
        return True
