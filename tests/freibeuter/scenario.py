"""Building Freibeuter positions by hand for rule and scenario tests."""

from __future__ import annotations

from game.freibeuter.rules import FreibeuterRules
from game.freibeuter.state import FreibeuterState, dealt

R = FreibeuterRules()


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
    """A position dealt by hand (`dealt`), two seats holding A1-A4 and B1-B4 unless `sea_hands` says otherwise."""
    return dealt(sea_hands if sea_hands is not None else ["A1 A2 A3 A4", "B1 B2 B3 B4"], tokens=tokens, boats=boats,
                 boarded=boarded, dutch_hands=dutch_hands, sea_pile=sea_pile, dutch_pile=dutch_pile,
                 treasure=treasure, loans=loans, aside=aside, captured=captured, turn=turn, fill=fill)


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
