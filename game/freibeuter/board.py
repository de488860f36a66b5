"""The sea of Freibeuter: 7x7 squares, the 36 inner grid points and the Dutchman's lines (docs/rules/freibeuter.md 3.1).

Pure geometry, independent of any map or state. Squares are named `A1`..`G7` (column letter, row
number); a grid point, and the token on it, by the two opposite corners of its 2x2 block of squares,
the lower column and row first: `C4:D5` is surrounded by C4, D4, C5 and D5 (docs/rules/freibeuter.md 3.7). A Dutchman
card names a line: `row1`..`row7` or `colA`..`colG`.
"""

from __future__ import annotations

COLUMNS = "ABCDEFG"
ROWS = range(1, 8)
SIZE = 7

SQUARES: tuple[str, ...] = tuple(f"{c}{r}" for r in ROWS for c in COLUMNS)
"""All 49 squares, row by row (A1, B1, .. G1, A2, ..)."""

SQUARE_SET = frozenset(SQUARES)


def square(col: int, row: int) -> str:
    """The square at column index `col` (0 = A) and row index `row` (0 = row 1)."""
    return f"{COLUMNS[col]}{row + 1}"


def coords(sq: str) -> tuple[int, int]:
    """(column index, row index) of square `sq`, both from 0."""
    return COLUMNS.index(sq[0]), int(sq[1:]) - 1


def is_outer(sq: str) -> bool:
    """The 24 squares of the outer ring: row 1, row 7, column A, column G."""
    c, r = coords(sq)
    return c in (0, SIZE - 1) or r in (0, SIZE - 1)


CAPACITY: dict[str, int] = {sq: 1 if is_outer(sq) else 2 for sq in SQUARES}
"""How many boats a square holds: 1 on the outer ring, 2 inside (docs/rules/freibeuter.md 3.1)."""


def point(col: int, row: int) -> str:
    """The grid point below and right of square (col, row): `C4:D5` for C4 (col 2, row 3)."""
    return f"{square(col, row)}:{square(col + 1, row + 1)}"


POINTS: tuple[str, ...] = tuple(point(c, r) for r in range(SIZE - 1) for c in range(SIZE - 1))
"""The 36 inner grid points, row by row (A1:B2, B1:C2, .. F6:G7)."""

POINT_SET = frozenset(POINTS)

AROUND: dict[str, tuple[str, str, str, str]] = {}
"""The 4 squares that surround each point: top-left, top-right, bottom-left, bottom-right."""

TOUCHING: dict[str, tuple[str, ...]] = {}
"""The points at the corners of each square (1 to 4 of them; the outer corners touch one)."""

for _r in range(SIZE - 1):
    for _c in range(SIZE - 1):
        AROUND[point(_c, _r)] = (square(_c, _r), square(_c + 1, _r), square(_c, _r + 1), square(_c + 1, _r + 1))
TOUCHING.update({sq: tuple(p for p in POINTS if sq in AROUND[p]) for sq in SQUARES})

LINES: tuple[str, ...] = tuple(f"row{r}" for r in ROWS) + tuple(f"col{c}" for c in COLUMNS)
"""The 14 lines a Dutchman card can name: 7 rows then 7 columns."""

LINE_SET = frozenset(LINES)


def line_squares(line: str) -> tuple[str, ...]:
    """The 7 squares of `row5` (A5..G5) or `colC` (C1..C7)."""
    if line.startswith("row"):
        r = int(line[3:]) - 1
        return tuple(square(c, r) for c in range(SIZE))
    c = COLUMNS.index(line[3:])
    return tuple(square(c, r) for r in range(SIZE))


LINE_SQUARES: dict[str, tuple[str, ...]] = {line: line_squares(line) for line in LINES}


def in_line(sq: str, line: str) -> bool:
    return sq in LINE_SQUARES[line]


SQUARE_ORDER: dict[str, int] = {sq: i for i, sq in enumerate(SQUARES)}
LINE_ORDER: dict[str, int] = {line: i for i, line in enumerate(LINES)}
