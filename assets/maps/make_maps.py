"""Writes the Tiled maps (TMX) that lay out each table, in a 1280x720 design space.

Run from the repo root: `python assets/maps/make_maps.py`. The maps can also be edited in Tiled;
the scenes read only their object layers (scenes/tmx.py), each object a named rectangle.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

W, H, TILE = 1280, 720, 16
HERE = Path(__file__).resolve().parent


def tmx(layers: dict[str, list[tuple[str, int, int, int, int]]], properties: dict[str, str]) -> str:
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


def korsar() -> str:
    """Korsar: the other seats along the top (clockwise from the viewer's left), the galleons in
    the middle, pile and removed cards on the left, the log on the right, the viewer's hand below."""
    table = [
        ("pile", 28, 176, 104, 146),
        ("removed", 28, 372, 104, 146),
        ("galleons", 150, 140, 850, 396),
        ("log", 1012, 140, 256, 396),
        ("self", 12, 556, 262, 152),
        ("hand", 286, 548, 708, 164),
        ("prompt", 1006, 556, 262, 152),
    ]
    layers: dict[str, list[tuple[str, int, int, int, int]]] = {"table": table}
    for players in range(2, 9):
        others = players - 1
        gap = 8
        width = min(236, (W - 24 - gap * (others - 1)) // others)
        total = others * width + (others - 1) * gap
        x0 = (W - total) // 2
        layers[f"seats{players}"] = [(f"other{i + 1}", x0 + i * (width + gap), 10, width, 116) for i in range(others)]
    return tmx(layers, {"game": "korsar", "design": f"{W}x{H}"})


SEA_X, SEA_Y, SQUARE = 184, 80, 80  # Freibeuter's sea: 7x7 squares of 80, a 560 square at the centre-left
POINT = 24  # a grid point's rectangle, centred on the point


def freibeuter() -> str:
    """Freibeuter: the 7x7 sea at the centre-left (columns A-G left to right, rows 1-7 top to
    bottom), the 36 grid points named like their tokens (`C4:D5`); the piles, the bank and the tokens
    set aside on the left; the seat panels (the viewer first, then clockwise), the log, the viewer's
    hand and the prompt on the right."""
    columns = "ABCDEFG"
    squares = [(f"{c}{r + 1}", SEA_X + i * SQUARE, SEA_Y + r * SQUARE, SQUARE, SQUARE)
               for r in range(7) for i, c in enumerate(columns)]
    points = [(f"{columns[i]}{r + 1}:{columns[i + 1]}{r + 2}",
               SEA_X + (i + 1) * SQUARE - POINT // 2, SEA_Y + (r + 1) * SQUARE - POINT // 2, POINT, POINT)
              for r in range(6) for i in range(6)]
    table = [
        ("sea", SEA_X, SEA_Y, 7 * SQUARE, 7 * SQUARE),
        ("sea_pile", 16, 80, 152, 100),
        ("dutchman_pile", 16, 192, 152, 100),
        ("bank", 16, 304, 152, 80),
        ("aside", 16, 396, 152, 244),
        ("log", 1016, 16, 252, 408),
        ("hand", 760, 440, 508, 150),
        ("prompt", 760, 602, 508, 102),
    ]
    layers: dict[str, list[tuple[str, int, int, int, int]]] = {"squares": squares, "points": points, "table": table}
    for players in range(2, 5):
        names = ["self"] + [f"other{i}" for i in range(1, players)]
        layers[f"seats{players}"] = [(name, 760, 16 + i * 104, 248, 96) for i, name in enumerate(names)]
    return tmx(layers, {"game": "freibeuter", "design": f"{W}x{H}"})


def stortebeker() -> str:
    """Störtebeker: the other seats along the top; piles and the reserve on the left; the ships in
    play in the middle, each with one row per seat's side below its tile (`ships4` or `ships3`);
    the 44-space score track and the choices under them; log and dice on the right; the viewer's
    panel (with the cards taken in a trade), hand and prompt below."""
    table = [
        ("pile", 20, 128, 120, 100),
        ("discard", 20, 252, 120, 100),
        ("reserve", 12, 372, 136, 176),
        ("ships", 156, 120, 848, 344),
        ("track", 156, 470, 848, 30),
        ("choices", 156, 506, 848, 40),
        ("log", 1012, 120, 256, 282),
        ("dice", 1012, 410, 256, 136),
        ("self", 12, 556, 262, 152),
        ("hand", 286, 552, 708, 160),
        ("prompt", 1006, 556, 262, 152),
    ]
    layers: dict[str, list[tuple[str, int, int, int, int]]] = {"table": table}
    for ships in (3, 4):
        gap = 10
        width = (848 - gap * (ships - 1)) // ships
        layers[f"ships{ships}"] = [(f"slot{i}", 156 + i * (width + gap), 120, width, 344) for i in range(ships)]
    for players in range(2, 5):
        others = players - 1
        width, gap = 300, 10
        x0 = (W - others * width - (others - 1) * gap) // 2
        layers[f"seats{players}"] = [(f"other{i + 1}", x0 + i * (width + gap), 8, width, 104) for i in range(others)]
    return tmx(layers, {"game": "stortebeker", "design": f"{W}x{H}"})


if __name__ == "__main__":
    (HERE / "korsar.tmx").write_text(korsar(), encoding="utf-8")
    (HERE / "freibeuter.tmx").write_text(freibeuter(), encoding="utf-8")
    (HERE / "stortebeker.tmx").write_text(stortebeker(), encoding="utf-8")
