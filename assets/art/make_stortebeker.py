"""Generate the Störtebeker art as SVG files (stdlib only, deterministic).

    python assets/art/make_stortebeker.py

writes into assets/art/stortebeker/: the action cards (provisions, provisions with the pirate
symbol, pirate crews, back), the 30 ship tiles and the tile back, number and colour dice, and
64 x 64 icons. Names, coordinates and other text are printed by the game; digits are paths.
See README.md in this folder.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # keep assets/art free of __pycache__

from pathlib import Path  # noqa: E402

import drawings as dr  # noqa: E402
import provisions as pv  # noqa: E402
import stortebeker_parts as sp  # noqa: E402
import symbols as sym  # noqa: E402
from svgkit import (  # noqa: E402
    BONE,
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    PARCHMENT,
    SEA,
    SEA_DARK,
    SEA_LIGHT,
    SKY,
    crossbones,
    digit,
    document,
    el,
    g,
    mix,
    place,
    shade,
    skull,
    starburst,
    tint,
)

W, H = 250, 350
TW, TH = 320, 220
OUT = Path(__file__).resolve().parent / "stortebeker"

# The tile table (docs/rules/stortebeker.md 2.1): per colour the types a, b, c; per tile value, strength and how
# many of a, b, c it needs.
TILE_TYPES = {
    "Y": ("bread", "water", "bananas"),
    "R": ("water", "rum", "beans"),
    "B": ("rum", "bread", "water"),
    "G": ("beans", "meat", "water"),
    "P": ("bananas", "meat", "beans"),
}
TILE_SHAPES = [
    (2, 6, (1, 1, 0)),
    (3, 7, (2, 1, 0)),
    (4, 8, (1, 1, 1)),
    (5, 9, (2, 1, 1)),
    (7, 10, (1, 2, 1)),
    (9, 11, (2, 2, 1)),
]


def rect(x: float, y: float, w: float, h: float, rx: float, **attrs) -> str:
    return el("rect", x=float(x), y=float(y), width=float(w), height=float(h), rx=float(rx), **attrs)


def row_positions(n: int, cx: float, spacing: float):
    x0 = cx - spacing * (n - 1) / 2
    return [x0 + i * spacing for i in range(n)]


# --- action cards ----------------------------------------------------------------


def frame(border: str, face: str, trim: str = INK) -> str:
    return g(
        rect(1.5, 1.5, 247, 347, 13, fill=border, stroke=INK, stroke_width=3.0),
        rect(9, 9, 232, 332, 9, fill=face, stroke=trim, stroke_width=2.5),
    )


def corners(*marks: str) -> str:
    """Marks for the top corners, plus the same marks turned half a turn (bottom corners)."""
    m = "".join(marks)
    return g(m, g(m, transform=f"rotate(180 {W // 2} {H // 2})"))


def provision_card(ptype: str, plus: bool) -> str:
    col = pv.COLOURS[ptype]
    panel_bg = mix(PARCHMENT, col, 0.22)
    panel = g(
        rect(24, 84, 202, 182, 8, fill=panel_bg),
        g(starburst(88, 62, 18, mix(PARCHMENT, col, 0.1)), transform=place(125, 175)),
        el("circle", cx=125.0, cy=175.0, r=66.0, fill=mix(PARCHMENT, col, 0.08), stroke=col, stroke_width=3.0),
        g(pv.icon(ptype, 150), transform=place(125, 175)),
        rect(24, 84, 202, 182, 8, fill="none", stroke=INK, stroke_width=2.5),
    )
    right = (
        g(pv.pirate_badge(33), transform=place(204, 47)) if plus else g(pv.chip(ptype, 28), transform=place(204, 46))
    )
    return document(
        W,
        H,
        frame(col, PARCHMENT),
        panel,
        corners(g(pv.chip(ptype, 28), transform=place(46, 46)), right),
    )


def pirate_card(strength: int) -> str:
    blood = "#b3261e"
    sky = [("#2a0e12", 84), ("#46141a", 130), ("#6e1f1c", 176), ("#9c3420", 208)]
    bands = [rect(22, y, 206, 268 - y, 6 if i == 0 else 0, fill=c) for i, (c, y) in enumerate(sky)]
    panel = g(
        *bands,
        el("circle", cx=125.0, cy=204.0, r=46.0, fill="#d4572f"),
        el("circle", cx=125.0, cy=204.0, r=38.0, fill="#e2743a"),
        rect(22, 216, 206, 10, 0, fill=sp.NIGHT),  # the rail they stand on
        g(sp.crew(strength, 196), transform=place(125, 217, 0.82 if strength < 4 else 0.78)),
        el(
            "path",
            d="M22 226 L228 226 L228 260 Q228 268 220 268 L30 268 Q22 268 22 260 Z",
            fill="#120a0b",
        ),
        *[g(skull(34), transform=place(x, 247)) for x in row_positions(strength, 125, 44)],
        rect(22, 84, 206, 184, 6, fill="none", stroke=INK, stroke_width=2.5),
    )
    corner_right = g(
        el("circle", cx=0.0, cy=0.0, r=29.0, fill="#120a0b", stroke=INK, stroke_width=3.0),
        el("circle", cx=0.0, cy=0.0, r=25.0, fill="none", stroke=blood, stroke_width=2.0),
        sym.symbol("red", 46),
        transform=place(204, 46),
    )
    return document(
        W,
        H,
        frame("#5a1512", "#1e1517", trim="#8a2a20"),
        panel,
        corners(digit(strength, 16, 15, 66, blood), corner_right),
    )


def back_card() -> str:
    green, deep = "#1f5a36", "#0f2e1c"
    return document(
        W,
        H,
        rect(1.5, 1.5, 247, 347, 13, fill=deep, stroke=INK, stroke_width=3.0),
        rect(22, 22, 206, 306, 8, fill=green),
        dr.rope(18, 18, 214, 314, 10),
        rect(32, 32, 186, 286, 6, fill="none", stroke=GOLD, stroke_width=2.0),
        g(starburst(76, 64, 32, shade(green, 0.3)), transform=place(125, 175)),
        el("circle", cx=125.0, cy=175.0, r=62.0, fill=deep, stroke=GOLD, stroke_width=4.0),
        g(sym.compass(GOLD_LIGHT, INK, GOLD_DARK), transform=place(125, 175, 1.2)),
        g(sym.cutlasses(CREAM, INK, GOLD), transform=place(125, 183, 1.3)),
        *[
            g(
                el("polygon", points="0,-9 3,-3 9,0 3,3 0,9 -3,3 -9,0 -3,-3", fill=GOLD, stroke=INK, stroke_width=1.0),
                transform=place(x, y),
            )
            for x, y in ((48, 48), (202, 48), (48, 302), (202, 302))
        ],
    )


# --- ship tiles --------------------------------------------------------------------


def requirement(letter: str, counts) -> list[str]:
    """The provisions a tile needs, one per card: '2 bread, water' is bread, bread, water."""
    out = []
    for ptype, n in zip(TILE_TYPES[letter], counts, strict=True):
        out += [ptype] * n
    return out


def tile(letter: str, value: int, strength: int, needs: list[str]) -> str:
    _, col = sp.SHIP_COLOURS[letter]
    plate_top = 160
    scene = g(
        rect(9, 9, 302, 202, 8, fill=SKY),
        rect(9, 92, 302, 50, 0, fill=mix(SKY, SEA_LIGHT, 0.25)),
        g(dr.cloud(0.9), transform=place(112, 40)),
        g(dr.cloud(0.7), transform=place(232, 98)),
        dr.sea(9, 136, 302, 40, SEA, SEA_LIGHT, waves=6),
        g(sp.livery_ship(col), transform=place(168, 151, 0.66)),
        dr.sea(9, 146, 302, 20, SEA, SEA_LIGHT, waves=5),
    )
    plate = g(
        el(
            "path",
            d=f"M9 {plate_top} L311 {plate_top} L311 203 Q311 211 303 211 L17 211 Q9 211 9 203 Z",
            fill=mix(PARCHMENT, col, 0.14),
        ),
        el("line", x1=9.0, y1=float(plate_top), x2=311.0, y2=float(plate_top), stroke=INK, stroke_width=2.5),
        *[
            g(pv.chip(p, 22), transform=place(x, 186))
            for p, x in zip(needs, row_positions(len(needs), 160, 52), strict=True)
        ],
    )
    return document(
        TW,
        TH,
        rect(1.5, 1.5, 317, 217, 12, fill=col, stroke=INK, stroke_width=3.0),
        scene,
        plate,
        rect(9, 9, 302, 202, 8, fill="none", stroke=INK, stroke_width=2.5),
        g(sp.value_medallion(value, 34), transform=place(54, 51)),
        g(sp.strength_shield(strength, 36), transform=place(268, 52)),
    )


def tile_back() -> str:
    waves = " ".join(
        f"M{x} {y} q9 -7 18 0 q9 7 18 0" for y in range(30, 200, 24) for x in range(18 + (y // 24 % 2) * 22, 290, 46)
    )
    return document(
        TW,
        TH,
        rect(1.5, 1.5, 317, 217, 12, fill=SEA_DARK, stroke=INK, stroke_width=3.0),
        rect(9, 9, 302, 202, 8, fill=SEA, stroke=GOLD, stroke_width=2.5),
        el("path", d=waves, fill="none", stroke=SEA_LIGHT, stroke_width=2.4, stroke_linecap="round", opacity=0.6),
        el("circle", cx=160.0, cy=110.0, r=74.0, fill=SEA_DARK, stroke=GOLD, stroke_width=3.5),
        g(starburst(70, 58, 32, shade(SEA, 0.25)), transform=place(160, 110)),
        g(sym.compass(CREAM, INK, GOLD_DARK), transform=place(160, 110, 1.3)),
    )


# --- dice and icons ----------------------------------------------------------------

PIPS = {
    1: [(50, 50)],
    2: [(29, 29), (71, 71)],
    3: [(27, 27), (50, 50), (73, 73)],
    4: [(29, 29), (71, 29), (29, 71), (71, 71)],
    5: [(27, 27), (73, 27), (50, 50), (27, 73), (73, 73)],
    6: [(29, 25), (71, 25), (29, 50), (71, 50), (29, 75), (71, 75)],
}
IVORY = "#f7f0dc"


def die_face(fill: str, edge: str) -> str:
    return g(
        rect(3, 3, 94, 94, 17, fill=edge, stroke=INK, stroke_width=3.0),
        rect(9, 8, 82, 82, 13, fill=fill),
        el("path", d="M16 12 L84 12", stroke=tint(fill, 0.5), stroke_width=3.0, stroke_linecap="round"),
    )


def number_die(n: int) -> str:
    pip_colour = "#b3261e" if n == 1 else INK
    return document(
        100,
        100,
        die_face(IVORY, "#d9cba6"),
        *[el("circle", cx=float(x), cy=float(y), r=9.5 if n > 1 else 12.5, fill=pip_colour) for x, y in PIPS[n]],
    )


def colour_die(ptype: str) -> str:
    col = pv.COLOURS[ptype]
    return document(
        100,
        100,
        die_face(col if ptype != "rum" else "#34302c", shade(col, 0.35) if ptype != "rum" else "#151312"),
        g(pv.icon(ptype, 74, mono=True), transform=place(50, 50)),
    )


def icon_file(*children: str) -> str:
    return document(64, 64, *children)


def all_files() -> dict[str, str]:
    files: dict[str, str] = {}
    for p in pv.PROVISIONS:
        files[f"{p}.svg"] = provision_card(p, plus=False)
        files[f"{p}-plus.svg"] = provision_card(p, plus=True)
    for s in (2, 3, 4):
        files[f"pirate{s}.svg"] = pirate_card(s)
    files["back.svg"] = back_card()
    for letter in TILE_TYPES:
        for i, (value, strength, counts) in enumerate(TILE_SHAPES, start=1):
            files[f"{letter}{i}.svg"] = tile(letter, value, strength, requirement(letter, counts))
    files["tile-back.svg"] = tile_back()
    for n in range(1, 7):
        files[f"die{n}.svg"] = number_die(n)
    for p in pv.PROVISIONS:
        files[f"cdie-{p}.svg"] = colour_die(p)
    for p in pv.PROVISIONS:
        files[f"icon-{p}.svg"] = icon_file(g(pv.icon(p, 58), transform=place(32, 32)))
    files["icon-pirate.svg"] = icon_file(
        g(crossbones(52, BONE, INK), transform=place(32, 38)), g(skull(40), transform=place(32, 30))
    )
    files["icon-strength.svg"] = icon_file(g(sp.strength_shield(None, 26), transform=place(32, 30)))
    files["icon-value.svg"] = icon_file(g(sp.value_medallion(None, 27), transform=place(32, 31)))
    return files


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    files = all_files()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {len(files)} files to {OUT}")


if __name__ == "__main__":
    main()
