"""Freibeuter's actions and their notation (docs/rules/freibeuter.md 3.7):
`board C4:D5` · `sail C5` · `sail C5 loot` · `dutchman row5 C5` · `dutchman colC C5` ·
`resolve C4:D5` · `draw sea` · `draw dutchman`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, InvalidActionText, Reason
from game.freibeuter.board import LINE_SET, LINE_SQUARES, LINES, POINT_SET, POINTS, SQUARE_SET, SQUARES, in_line

SEA = "sea"
DUTCHMAN = "dutchman"
PILES = (SEA, DUTCHMAN)


@dataclass(frozen=True)
class Board(Action):
    """Put one of one's boats on the unboarded ship at `point` (docs/rules/freibeuter.md 3.3)."""

    point: str

    def __str__(self) -> str:
        return f"board {self.point}"


@dataclass(frozen=True)
class Sail(Action):
    """Play the sea card `square`: put a boat there, or with `loot` take 2 from the bank instead."""

    square: str
    loot: bool = False

    def __str__(self) -> str:
        return f"sail {self.square} loot" if self.loot else f"sail {self.square}"


@dataclass(frozen=True)
class Dutchman(Action):
    """Play the Dutchman card `line` and put the Flying Dutchman on `square` of that line."""

    line: str
    square: str

    def __str__(self) -> str:
        return f"dutchman {self.line} {self.square}"


@dataclass(frozen=True)
class Resolve(Action):
    """Share the encircled token at `point` next (the active seat chooses the order, docs/rules/freibeuter.md 3.4)."""

    point: str

    def __str__(self) -> str:
        return f"resolve {self.point}"


@dataclass(frozen=True)
class Draw(Action):
    """Draw the top card of the sea pile or of the Dutchman pile (docs/rules/freibeuter.md 3.3)."""

    pile: str

    def __str__(self) -> str:
        return f"draw {self.pile}"


# Every action the notation can name, made once: the rules list these very objects (cheap to list and
# to compare), and `parse` returns them.
BOARD: dict[str, Board] = {p: Board(p) for p in POINTS}
SAIL: dict[str, Sail] = {sq: Sail(sq) for sq in SQUARES}
LOOT: dict[str, Sail] = {sq: Sail(sq, loot=True) for sq in SQUARES}
DUTCH: dict[tuple[str, str], Dutchman] = {(line, sq): Dutchman(line, sq) for line in LINES for sq in LINE_SQUARES[line]}
RESOLVE: dict[str, Resolve] = {p: Resolve(p) for p in POINTS}
DRAW: dict[str, Draw] = {pile: Draw(pile) for pile in PILES}


_EXAMPLES = "'board C4:D5', 'sail C5', 'sail C5 loot', 'dutchman row5 C5', 'resolve C4:D5', 'draw sea'"


def parse(text: str) -> Action:
    """The action written `text`; InvalidActionText (a ValueError) if it is not Freibeuter notation."""
    words = text.split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if verb in ("board", "resolve") and len(args) == 1 and args[0] in POINT_SET:
        return BOARD[args[0]] if verb == "board" else RESOLVE[args[0]]
    if verb == "sail" and args and args[0] in SQUARE_SET:
        if len(args) == 1:
            return SAIL[args[0]]
        if args[1:] == ["loot"]:
            return LOOT[args[0]]
    if verb == "dutchman" and len(args) == 2 and args[0] in LINE_SET and args[1] in SQUARE_SET:
        if not in_line(args[1], args[0]):
            raise InvalidActionText(Reason("{square} is not in {line}: the Dutchman goes on a square of its line",
                                           square=args[1], line=args[0]))
        return DUTCH[args[0], args[1]]
    if verb == "draw" and args in ([SEA], [DUTCHMAN]):
        return DRAW[args[0]]
    raise InvalidActionText(Reason("not a Freibeuter action: {text} (e.g. {examples})", text=repr(text)[:60],
                                   examples=_EXAMPLES))
