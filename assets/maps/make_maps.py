"""Writes the Tiled maps (TMX) that lay out each table, in two shapes: `<game>.tmx` for wide windows
(a 1280x720 design space) and `<game>-4x3.tmx` for squarer ones (1024x768). The table uses the shape
nearest its window's (scenes/core/tmx.py `table_map`), so an 800x600 window is filled, not banded.

Run from the repo root: `python assets/maps/make_maps.py`. The maps can also be edited in Tiled;
the scenes read only their object layers (scenes/core/tmx.py), each object a named rectangle.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

TILE = 16
WIDE, SQUARE_4X3 = (1280, 720), (1024, 768)  # the two design spaces
HERE = Path(__file__).resolve().parent


Rects = list[tuple[str, int, int, int, int]]


def tmx(size: tuple[int, int], layers: dict[str, Rects], properties: dict[str, str]) -> str:
    W, H = size
    properties = {**properties, "design": f"{W}x{H}"}
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{W // TILE}" height="{H // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="{len(layers) + 1}" nextobjectid="{sum(map(len, layers.values())) + 1}">',
        " <properties>",
        *(f"  <property name={quoteattr(k)} value={quoteattr(v)}/>" for k, v in properties.items()),
        " </properties>",
    ]
    oid = 1
    for lid, (name, objects) in enumerate(layers.items(), start=1):
        out.append(f" <objectgroup id=\"{lid}\" name={quoteattr(name)}>")
        for oname, x, y, w, h in objects:
            out.append(f'  <object id="{oid}" name={quoteattr(oname)} x="{x}" y="{y}" width="{w}" height="{h}"/>')
            oid += 1
        out.append(" </objectgroup>")
    out.append("</map>")
    return "\n".join(out) + "\n"


def top_row(size: tuple[int, int], others: int, widest: int, y: int, h: int, gap: int) -> Rects:
    """The other seats' panels in a row along the top, centred, each at most `widest` wide."""
    W = size[0]
    width = min(widest, (W - 24 - gap * (others - 1)) // others)
    x0 = (W - others * width - (others - 1) * gap) // 2
    return [(f"other{i + 1}", x0 + i * (width + gap), y, width, h) for i in range(others)]


def korsar(size: tuple[int, int]) -> str:
    """Korsar: the other seats along the top (clockwise from the viewer's left), the galleons in
    the middle, pile and removed cards on the left, the log on the right, the viewer's hand below.
    The 4:3 shape trades width for a taller sea, hand and seat panels."""
    if size == WIDE:
        seats_y, seats_h = 10, 116
        table = [
            ("pile", 28, 176, 104, 146),
            ("removed", 28, 372, 104, 146),
            ("galleons", 150, 140, 850, 396),
            ("log", 1012, 140, 256, 396),
            ("self", 12, 556, 262, 152),
            ("hand", 286, 548, 708, 164),
            ("prompt", 1006, 556, 262, 152),
        ]
    else:
        seats_y, seats_h = 10, 124
        table = [
            ("pile", 16, 168, 104, 146),
            ("removed", 16, 372, 104, 146),
            ("galleons", 132, 146, 636, 428),
            ("log", 780, 146, 232, 428),
            ("self", 12, 590, 236, 166),
            ("hand", 258, 586, 510, 174),
            ("prompt", 780, 590, 232, 166),
        ]
    layers: dict[str, Rects] = {"table": table}
    for players in range(2, 9):
        layers[f"seats{players}"] = top_row(size, players - 1, 236, seats_y, seats_h, 8)
    return tmx(size, layers, {"game": "korsar"})


POINT = 24  # a grid point's rectangle, centred on the point


def freibeuter(size: tuple[int, int]) -> str:
    """Freibeuter: the 7x7 sea (columns A-G left to right, rows 1-7 top to bottom), the 36 grid
    points named like their tokens (`C4:D5`); the piles, the bank and the tokens set aside on the left;
    the seat panels (the viewer first, then clockwise), the log, the viewer's hand and the prompt on the
    right (wide), or the panels and log on the right and hand and prompt under the sea (4:3)."""
    if size == WIDE:
        sea_x, sea_y, square = 184, 80, 80  # a 560 square at the centre-left
        table = [
            ("sea_pile", 16, 80, 152, 100),
            ("dutchman_pile", 16, 192, 152, 100),
            ("bank", 16, 304, 152, 80),
            ("aside", 16, 396, 152, 244),
            ("log", 1016, 16, 252, 408),
            ("hand", 760, 440, 508, 150),
            ("prompt", 760, 602, 508, 102),
        ]
        panel_x, panel_w = 760, 248
    else:
        sea_x, sea_y, square = 180, 40, 80
        table = [
            ("sea_pile", 12, 84, 146, 96),
            ("dutchman_pile", 12, 188, 146, 96),
            ("bank", 12, 292, 146, 72),
            ("aside", 12, 376, 146, 380),
            ("log", 752, 436, 260, 164),
            ("hand", 180, 612, 560, 148),
            ("prompt", 752, 612, 260, 148),
        ]
        panel_x, panel_w = 752, 260
    columns = "ABCDEFG"
    squares = [(f"{c}{r + 1}", sea_x + i * square, sea_y + r * square, square, square)
               for r in range(7) for i, c in enumerate(columns)]
    points = [(f"{columns[i]}{r + 1}:{columns[i + 1]}{r + 2}",
               sea_x + (i + 1) * square - POINT // 2, sea_y + (r + 1) * square - POINT // 2, POINT, POINT)
              for r in range(6) for i in range(6)]
    table.insert(0, ("sea", sea_x, sea_y, 7 * square, 7 * square))
    layers: dict[str, Rects] = {"squares": squares, "points": points, "table": table}
    for players in range(2, 5):
        names = ["self"] + [f"other{i}" for i in range(1, players)]
        layers[f"seats{players}"] = [(name, panel_x, 16 + i * 104, panel_w, 96) for i, name in enumerate(names)]
    return tmx(size, layers, {"game": "freibeuter"})


def stortebeker(size: tuple[int, int]) -> str:
    """Störtebeker: the other seats along the top; piles and the reserve on the left; the ships in
    play in the middle, each with one row per seat's side below its tile (`ships4` or `ships3`);
    the 44-space score track and the choices under them; log and dice on the right; the viewer's
    panel (with the cards taken in a trade), hand and prompt below."""
    if size == WIDE:
        seats_y, seats_h = 8, 104
        ships = (156, 120, 848, 344)
        table = [
            ("pile", 20, 128, 120, 100),
            ("discard", 20, 252, 120, 100),
            ("reserve", 12, 372, 136, 176),
            ("track", 156, 470, 848, 30),
            ("choices", 156, 506, 848, 40),
            ("log", 1012, 120, 256, 282),
            ("dice", 1012, 410, 256, 136),
            ("self", 12, 556, 262, 152),
            ("hand", 286, 552, 708, 160),
            ("prompt", 1006, 556, 262, 152),
        ]
    else:
        seats_y, seats_h = 8, 108
        ships = (144, 124, 628, 404)
        table = [
            ("pile", 16, 132, 112, 100),
            ("discard", 16, 256, 112, 100),
            ("reserve", 8, 376, 128, 176),
            ("track", 144, 534, 628, 30),
            ("choices", 144, 570, 628, 40),
            ("log", 784, 124, 228, 300),
            ("dice", 784, 432, 228, 138),
            ("self", 12, 620, 250, 140),
            ("hand", 272, 618, 500, 146),
            ("prompt", 784, 578, 228, 182),  # up beside the choices: at 800x600 its help was cut (tester 8)
        ]
    table.insert(3, ("ships", *ships))
    layers: dict[str, Rects] = {"table": table}
    x, y, w, h = ships
    for n in (3, 4):
        gap = 10
        width = (w - gap * (n - 1)) // n
        layers[f"ships{n}"] = [(f"slot{i}", x + i * (width + gap), y, width, h) for i in range(n)]
    for players in range(2, 5):
        layers[f"seats{players}"] = top_row(size, players - 1, 300, seats_y, seats_h, 10)
    return tmx(size, layers, {"game": "stortebeker"})


MAPS = {"korsar": korsar, "freibeuter": freibeuter, "stortebeker": stortebeker}

if __name__ == "__main__":
    for game, draw in MAPS.items():
        (HERE / f"{game}.tmx").write_text(draw(WIDE), encoding="utf-8")
        (HERE / f"{game}-4x3.tmx").write_text(draw(SQUARE_4X3), encoding="utf-8")
