"""Generate the Freibeuter art as SVG files (stdlib only, deterministic).

    python assets/art/make_freibeuter.py

writes into assets/art/freibeuter/: the round tokens (merchant ships 5-20, treasure chest,
doubles), the four seat boats and the Flying Dutchman, the sea and Dutchman cards (front
templates with a blank cartouche for the game to print a coordinate in, and backs), and the
7 x 7 sea board. See README.md in this folder.
"""

from __future__ import annotations

import math
import sys

sys.dont_write_bytecode = True  # keep assets/art free of __pycache__

from pathlib import Path  # noqa: E402

import drawings as dr  # noqa: E402
import freibeuter_parts as fp  # noqa: E402
import symbols as sym  # noqa: E402
from svgkit import (  # noqa: E402
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    NAVY,
    NAVY_DARK,
    SEA,
    SEA_DARK,
    SEA_LIGHT,
    document,
    el,
    g,
    mix,
    num,
    place,
    shade,
    skull,
    starburst,
    tint,
)

W, H = 250, 350
OUT = Path(__file__).resolve().parent / "freibeuter"


def rect(x: float, y: float, w: float, h: float, rx: float, **attrs) -> str:
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h), rx=float(rx), **attrs)


# --- cards -------------------------------------------------------------------------


def rhumb_lines(cx: float, cy: float, n: int, box) -> str:
    """Chart lines radiating from (cx, cy) to the edge of box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    d = []
    for i in range(n):
        a = math.radians(i * 360 / n + 90 / n)
        dx, dy = math.cos(a), math.sin(a)
        ts = []
        if dx:
            ts += [(x0 - cx) / dx, (x1 - cx) / dx]
        if dy:
            ts += [(y0 - cy) / dy, (y1 - cy) / dy]
        t = min(t for t in ts if t > 0)
        d.append(f"M{num(cx)} {num(cy)} L{num(cx + dx * t)} {num(cy + dy * t)}")
    return " ".join(d)


def _notched(x: float, y: float, w: float, h: float, k: float) -> str:
    """A rectangle with concave (scooped) corners of radius k."""
    return (
        f"M{num(x + k)} {num(y)} L{num(x + w - k)} {num(y)} A{num(k)} {num(k)} 0 0 0 {num(x + w)} {num(y + k)} "
        f"L{num(x + w)} {num(y + h - k)} A{num(k)} {num(k)} 0 0 0 {num(x + w - k)} {num(y + h)} "
        f"L{num(x + k)} {num(y + h)} A{num(k)} {num(k)} 0 0 0 {num(x)} {num(y + h - k)} "
        f"L{num(x)} {num(y + k)} A{num(k)} {num(k)} 0 0 0 {num(x + k)} {num(y)} Z"
    )


def cartouche(cx: float, cy: float, w: float, h: float, fill: str = CREAM, trim: str = GOLD_DARK) -> str:
    """A pale label panel with scooped corners, left blank for the game's text."""
    x, y = cx - w / 2, cy - h / 2
    return g(
        el("path", d=_notched(x + 4, y + 5, w, h, 12), fill=INK, opacity=0.3),
        el("path", d=_notched(x, y, w, h, 12), fill=fill, stroke=INK, stroke_width=3.0),
        el("path", d=_notched(x + 6, y + 6, w - 12, h - 12, 8), fill="none", stroke=trim, stroke_width=1.8),
    )


def sea_face(fill: str, marks: str) -> str:
    return g(
        rect(9, 9, 232, 332, 9, fill=fill),
        el(
            "path",
            d=fp.wave_marks(14, 14, 222, 322, 44, 26),
            fill="none",
            stroke=marks,
            stroke_width=2.2,
            stroke_linecap="round",
            opacity=0.55,
        ),
    )


def sea_card() -> str:
    return document(
        W,
        H,
        rect(1.5, 1.5, 247, 347, 13, fill=SEA_DARK, stroke=INK, stroke_width=3.0),
        sea_face(SEA, SEA_LIGHT),
        el(
            "path",
            d=rhumb_lines(125, 175, 16, (10, 10, 240, 340)),
            stroke=tint(SEA, 0.35),
            stroke_width=1.2,
            opacity=0.7,
        ),
        el("circle", cx=125.0, cy=175.0, r=100.0, fill="none", stroke=tint(SEA, 0.35), stroke_width=2.0),
        g(sym.compass(CREAM, INK, GOLD_DARK), transform=place(125, 175, 2.15)),
        cartouche(125, 175, 184, 84),
        rect(9, 9, 232, 332, 9, fill="none", stroke=GOLD, stroke_width=3.0),
    )


def sea_back() -> str:
    return document(
        W,
        H,
        rect(1.5, 1.5, 247, 347, 13, fill=NAVY_DARK, stroke=INK, stroke_width=3.0),
        rect(22, 22, 206, 306, 8, fill=SEA_DARK),
        el(
            "path",
            d=fp.wave_marks(26, 26, 198, 298, 40, 24),
            fill="none",
            stroke=SEA,
            stroke_width=2.4,
            stroke_linecap="round",
        ),
        dr.rope(18, 18, 214, 314, 10),
        rect(32, 32, 186, 286, 6, fill="none", stroke=GOLD, stroke_width=2.0),
        g(starburst(76, 64, 32, NAVY), transform=place(125, 175)),
        el("circle", cx=125.0, cy=175.0, r=62.0, fill=NAVY_DARK, stroke=GOLD, stroke_width=4.0),
        g(sym.wheel(GOLD, INK), transform=place(125, 175, 1.05)),
        el("circle", cx=125.0, cy=175.0, r=16.0, fill=NAVY, stroke=GOLD, stroke_width=2.5),
        g(sym.compass(GOLD_LIGHT, INK, GOLD_DARK), transform=place(125, 175, 0.3)),
        *[
            g(
                el("polygon", points="0,-9 3,-3 9,0 3,3 0,9 -3,3 -9,0 -3,-3", fill=GOLD, stroke=INK, stroke_width=1.0),
                transform=place(x, y),
            )
            for x, y in ((48, 48), (202, 48), (48, 302), (202, 302))
        ],
    )


STORM = "#39433f"
STORM_SEA = "#1f2b2a"


def dutchman_card() -> str:
    scene = g(
        rect(9, 9, 232, 332, 9, fill=STORM),
        rect(9, 120, 232, 60, 0, fill=mix(STORM, fp.GHOST_GLOW, 0.12)),
        el("circle", cx=182.0, cy=58.0, r=24.0, fill=mix(fp.GHOST_GLOW, CREAM, 0.4)),
        el("circle", cx=192.0, cy=52.0, r=22.0, fill=STORM),  # a thin crescent moon
        el("ellipse", cx=125.0, cy=124.0, rx=108.0, ry=84.0, fill=fp.GHOST_GLOW, opacity=0.12),
        el("ellipse", cx=125.0, cy=128.0, rx=90.0, ry=66.0, fill=fp.GHOST_GLOW, opacity=0.14),
        g(fp.ghost_ship_scene(0.82), transform=place(120, 176)),
        dr.sea(9, 170, 232, 171, STORM_SEA, mix(STORM_SEA, fp.GHOST_GLOW, 0.5), waves=6),
        el(
            "path",
            d="M9 300 L241 300 L241 332 Q241 341 232 341 L18 341 Q9 341 9 332 Z",
            fill=shade(STORM_SEA, 0.3),
        ),
    )
    return document(
        W,
        H,
        rect(1.5, 1.5, 247, 347, 13, fill="#4a1c1f", stroke=INK, stroke_width=3.0),
        scene,
        cartouche(125, 254, 184, 74, fill="#eef0e4", trim="#6e706c"),
        rect(9, 9, 232, 332, 9, fill="none", stroke="#8a8a86", stroke_width=3.0),
    )


def dutchman_back() -> str:
    deep = "#2a1214"
    return document(
        W,
        H,
        rect(1.5, 1.5, 247, 347, 13, fill="#151011", stroke=INK, stroke_width=3.0),
        rect(22, 22, 206, 306, 8, fill="#4a1c1f"),
        dr.rope(18, 18, 214, 314, 10, fill="#9a9c98", ink="#2a2526"),
        rect(32, 32, 186, 286, 6, fill="none", stroke=fp.GHOST_GLOW, stroke_width=2.0, opacity=0.7),
        g(starburst(80, 66, 24, shade("#4a1c1f", 0.35)), transform=place(125, 175)),
        el("circle", cx=125.0, cy=175.0, r=64.0, fill=deep, stroke="#9a9c98", stroke_width=4.0),
        el("circle", cx=125.0, cy=166.0, r=44.0, fill=fp.GHOST_GLOW, opacity=0.25),
        g(fp.ghost_ship_scene(0.42), transform=place(122, 200)),
        el(
            "path",
            d="M70 201 Q90 195 110 201 Q130 207 150 201 Q170 195 180 201",
            fill="none",
            stroke=fp.GHOST_GLOW,
            stroke_width=2.5,
            stroke_linecap="round",
        ),
        g(skull(26, "#e4e6dc"), transform=place(125, 282)),
        g(skull(26, "#e4e6dc"), transform=place(125, 68)),
    )


# --- board -------------------------------------------------------------------------

N = 7
CELL = 100
INNER = ("#2e7199", "#2a6890")
RING = ("#2f8195", "#2b778b")


def _rand(seed: int):
    """A tiny deterministic generator (so the waves differ square to square)."""
    state = seed * 2654435761 % 4294967296 or 1
    while True:
        state = (1103515245 * state + 12345) % 2147483648
        yield state / 2147483648


def board() -> str:
    squares, waves = [], []
    for r in range(N):
        for c in range(N):
            ring = r in (0, N - 1) or c in (0, N - 1)
            fill = (RING if ring else INNER)[(r + c) % 2]
            x, y = c * CELL, r * CELL
            squares.append(rect(x, y, CELL, CELL, 0, fill=fill))
            rnd = _rand(r * N + c + 1)
            d = []
            for k in range(4):
                wx = x + 14 + next(rnd) * 52
                wy = y + 16 + k * 21 + next(rnd) * 6
                d.append(f"M{num(wx)} {num(wy)} q5 -4.5 10 0 q5 4.5 10 0 q5 -4.5 10 0")
            waves.append(
                el(
                    "path",
                    d=" ".join(d),
                    fill="none",
                    stroke=tint(fill, 0.3),
                    stroke_width=2.2,
                    stroke_linecap="round",
                    opacity=0.6,
                )
            )
    lines = " ".join(f"M{i * CELL} 0 L{i * CELL} {N * CELL} M0 {i * CELL} L{N * CELL} {i * CELL}" for i in range(1, N))
    return document(
        N * CELL,
        N * CELL,
        *squares,
        *waves,
        el("path", d=lines, stroke=SEA_DARK, stroke_width=2.0),
        rect(CELL, CELL, (N - 2) * CELL, (N - 2) * CELL, 0, fill="none", stroke=shade(SEA_DARK, 0.2), stroke_width=3.5),
        rect(1.5, 1.5, N * CELL - 3, N * CELL - 3, 0, fill="none", stroke=INK, stroke_width=3.0),
    )


# --- files ---------------------------------------------------------------------------


def all_files() -> dict[str, str]:
    files: dict[str, str] = {}
    for v in fp.VALUE_RIMS:
        files[f"ship{v}.svg"] = document(120, 120, fp.ship_token(v))
    files["chest.svg"] = document(120, 120, fp.chest_token())
    for v in fp.VALUE_RIMS:
        files[f"double{v}.svg"] = document(120, 120, fp.double_token(v))
    for i, col in enumerate(fp.SEAT_COLOURS):
        files[f"boat-{i}.svg"] = document(100, 60, fp.boat(col))
    files["dutchman.svg"] = document(100, 60, fp.dutchman())
    files["sea-card.svg"] = sea_card()
    files["sea-back.svg"] = sea_back()
    files["dutchman-card.svg"] = dutchman_card()
    files["dutchman-back.svg"] = dutchman_back()
    files["board.svg"] = board()
    return files


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    files = all_files()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {len(files)} files to {OUT}")


if __name__ == "__main__":
    main()
