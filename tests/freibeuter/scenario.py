"""Building Freibeuter positions by hand for rule and scenario tests."""

from __future__ import annotations

from collections import Counter

from game.core import Setup
from game.freibeuter.board import POINTS
from game.freibeuter.components import (
    BOATS_PER_SEAT,
    DUTCHMAN_COUNTS,
    SEA_COUNTS,
    START_TREASURE,
    all_tokens,
    dutchman_deck,
    dutchman_key,
    sea_deck,
    sea_key,
    token_named,
)
from game.freibeuter.rules import FreibeuterRules
from game.freibeuter.state import FreibeuterState

R = FreibeuterRules()


def _rest(deck: list[str], counts: Counter[str], used: list[str]) -> list[str]:
    left = counts - Counter(used)
    out = []
    for c in deck:
        if left[c] > 0:
            out.append(c)
            left[c] -= 1
    return out


def sea(
    tokens: str = "",
    boats: dict[str, list[int]] | None = None,
    boarded: dict[str, int] | None = None,
    sea_hands: list[str] | None = None,
    dutch_hands: list[str] | None = None,
    sea_pile: str | None = None,
    dutch_pile: str | None = None,
    treasure: list[int] | None = None,
    loans: list[int] | None = None,
    aside: str = "",
    captured: list[str] | None = None,
    turn: int = 0,
    fill: bool = False,
) -> FreibeuterState:
    """A position: `tokens` as "C4:D5=ship15 D4:E5=chest", `boats` square -> seats, `boarded`
    point -> seat. Hands as card names per seat ("C5 D4", "row5"); a pile as its cards top first, by
    default every card not in a hand. `aside` and `captured` name tokens already gone. With `fill`
    the other points get the remaining tokens (in the box's order), so all 36 are accounted for."""
    sea_hands = sea_hands if sea_hands is not None else ["A1 A2 A3 A4", "B1 B2 B3 B4"]
    n = len(sea_hands)
    dutch_hands = dutch_hands if dutch_hands is not None else [""] * n
    placed = {}
    for item in tokens.split():
        p, name = item.split("=")
        placed[p] = token_named(name)
    gone_aside = [token_named(t) for t in aside.split()]
    gone_captured = [[token_named(t) for t in c.split()] for c in (captured or [""] * n)]
    if fill:
        pool = Counter(all_tokens()) - Counter(placed.values()) - Counter(gone_aside)
        pool -= Counter(t for c in gone_captured for t in c)
        rest = list(pool.elements())
        for p in POINTS:
            if p not in placed and rest:
                placed[p] = rest.pop(0)
    placed = {p: placed[p] for p in POINTS if p in placed}
    hands_s = [sorted(h.split(), key=sea_key) for h in sea_hands]
    hands_d = [sorted(h.split(), key=dutchman_key) for h in dutch_hands]
    spile = (_rest(sea_deck(), SEA_COUNTS, [c for h in hands_s for c in h]) if sea_pile is None
             else sea_pile.split())
    dpile = (_rest(dutchman_deck(), DUTCHMAN_COUNTS, [c for h in hands_d for c in h]) if dutch_pile is None
             else dutch_pile.split())
    boats = {sq: list(b) for sq, b in (boats or {}).items()}
    boarded = dict(boarded or {})
    supply = [BOATS_PER_SEAT - sum(b.count(seat) for b in boats.values()) - list(boarded.values()).count(seat)
              for seat in range(n)]
    loans = loans or [0] * n
    supply = [x - (loans[seat] > 0) for seat, x in enumerate(supply)]
    return FreibeuterState(
        setup=Setup(n), seed=0, to_act=turn, tokens=placed, boarded=boarded, boats=boats,
        sea_hands=hands_s, dutch_hands=hands_d, sea_pile=list(reversed(spile)), dutch_pile=list(reversed(dpile)),
        treasure=list(treasure or [START_TREASURE] * n), loans=list(loans), supply=supply,
        captured=[[("", t) for t in c] for c in gone_captured], aside=[("", t) for t in gone_aside], turn=turn,
    )


def play(state: FreibeuterState, *texts: str) -> list:
    """Apply each action written in the notation; return all their events."""
    events = []
    for text in texts:
        events += R.apply(state, R.parse_action(state, text))
    return events


def kinds(events: list) -> list[str]:
    return [type(e).__name__ for e in events]


def three_sides(**kw):
    """A 10/2 ship at C4:D5 with three of its squares taken (C4, D4: seat 0; C5: seat 1); D5 is open."""
    return sea("C4:D5=ship10", boats={"C4": [0], "D4": [0], "C5": [1]}, **kw)


def two_at_once(chests_aside: str = ""):
    """D5 is the last open square of a boarded 10/2 at C4:D5 (seat 1) and of a chest at D4:E5; one
    more chest lies far away unless the other three are `chests_aside`."""
    far = "" if chests_aside else " A6:B7=chest"
    return sea("C4:D5=ship10 D4:E5=chest" + far, boats={"C4": [0], "D4": [0], "C5": [1], "E4": [1], "E5": [0]},
               boarded={"C4:D5": 1}, sea_hands=["D5", "A1"], aside=chests_aside)
