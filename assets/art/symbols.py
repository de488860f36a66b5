"""The four pirate-colour symbols (colour-blind friendly) and their badges.

red: crossed cutlasses, blue: anchor, green: ship's wheel, yellow: compass star.
Each symbol is centred on the origin and fits a ~100 x 100 box.
"""

from __future__ import annotations

import math

from svgkit import CREAM, GOLD, INK, PIRATE_COLOURS, el, g, layered, num, place, pts, shade


def cutlasses(light: str = CREAM, ink: str = INK, guard: str = GOLD) -> str:
    """Two crossed cutlasses, tips up."""
    blade = "M-4.5 30 L-4.5 -20 Q-3.5 -36 9 -42 Q13 -24 9.5 -4 L5.5 30 Z"
    bow = "M-13 31 L13 31 Q19 47 3 56"

    def one(transform: str) -> str:
        return g(
            el("path", d=blade, fill=light, stroke=ink, stroke_width=4.0, stroke_linejoin="round"),
            el("path", d="M1 24 L1 -18", stroke=shade(light, 0.25), stroke_width=2.0),
            layered("M0 34 L0 53", [(11, ink), (5.5, "#6b3f1f")]),
            layered(bow, [(9, ink), (4, guard)]),
            el("circle", cx=0.0, cy=57.0, r=5.5, fill=guard, stroke=ink, stroke_width=3.0),
            transform=transform,
        )

    return g(one("translate(0 -8) rotate(38)"), one("translate(0 -8) scale(-1 1) rotate(38)"))


def anchor(light: str = CREAM, ink: str = INK, ring: bool = True) -> str:
    stroke = [(14, ink), (7, light)]
    fluke = "M{x0} 22 L{x1} 2 L{x2} 21"
    return g(
        layered("M0 -30 L0 42", stroke),
        layered("M-22 -20 L22 -20", stroke),
        layered("M-34 14 Q-30 43 0 43 Q30 43 34 14", stroke),
        layered(fluke.format(x0=-44, x1=-34, x2=-24), stroke),
        layered(fluke.format(x0=44, x1=34, x2=24), stroke),
        el("circle", cx=0.0, cy=-39.0, r=9.0, fill="none", stroke=ink, stroke_width=13.0) if ring else "",
        el("circle", cx=0.0, cy=-39.0, r=9.0, fill="none", stroke=light, stroke_width=6.0) if ring else "",
        # re-draw the shank top so the ring sits behind it cleanly
        layered("M0 -29 L0 -10", [(7, light)]),
    )


def wheel(light: str = CREAM, ink: str = INK) -> str:
    spokes = []
    knobs = []
    for i in range(8):
        a = math.radians(i * 45 + 22.5)
        x, y = 44 * math.cos(a), 44 * math.sin(a)
        spokes.append(f"M0 0 L{num(x)} {num(y)}")
        knobs.append((x, y))
    d = " ".join(spokes)
    return g(
        el("path", d=d, stroke=ink, stroke_width=12.0, stroke_linecap="round"),
        *[el("circle", cx=x, cy=y, r=8.0, fill=ink) for x, y in knobs],
        el("circle", cx=0.0, cy=0.0, r=29.0, fill="none", stroke=ink, stroke_width=14.0),
        el("circle", cx=0.0, cy=0.0, r=12.0, fill=ink),
        el("path", d=d, stroke=light, stroke_width=5.5, stroke_linecap="round"),
        *[el("circle", cx=x, cy=y, r=5.0, fill=light) for x, y in knobs],
        el("circle", cx=0.0, cy=0.0, r=29.0, fill="none", stroke=light, stroke_width=7.0),
        el("circle", cx=0.0, cy=0.0, r=8.0, fill=light),
        el("circle", cx=0.0, cy=0.0, r=3.0, fill=ink),
    )


def compass(light: str = CREAM, ink: str = INK, dark: str | None = None) -> str:
    """Eight-pointed compass star: long N/E/S/W points over short diagonals."""
    dark = dark or ink

    def point(angle: float, r_tip: float, r_side: float) -> str:
        a = math.radians(angle - 90)
        tip = (r_tip * math.cos(a), r_tip * math.sin(a))
        s1 = (r_side * math.cos(a - math.pi / 4), r_side * math.sin(a - math.pi / 4))
        s2 = (r_side * math.cos(a + math.pi / 4), r_side * math.sin(a + math.pi / 4))
        return "".join(
            [
                el(
                    "polygon",
                    points=pts([(0, 0), s1, tip, s2]),
                    fill=ink,
                    stroke=ink,
                    stroke_width=5.0,
                    stroke_linejoin="round",
                ),
                el("polygon", points=pts([(0, 0), s1, tip]), fill=light),
                el("polygon", points=pts([(0, 0), tip, s2]), fill=dark),
            ]
        )

    return g(
        el("circle", cx=0.0, cy=0.0, r=30.0, fill="none", stroke=ink, stroke_width=9.0),
        el("circle", cx=0.0, cy=0.0, r=30.0, fill="none", stroke=light, stroke_width=3.5),
        *[point(a, 30, 8) for a in (45, 135, 225, 315)],
        *[point(a, 48, 11) for a in (0, 90, 180, 270)],
        el("circle", cx=0.0, cy=0.0, r=4.5, fill=light, stroke=ink, stroke_width=2.5),
    )


SYMBOLS = {"red": cutlasses, "blue": anchor, "green": wheel, "yellow": compass}
SYMBOL_NAMES = {
    "red": "crossed cutlasses",
    "blue": "anchor",
    "green": "ship's wheel",
    "yellow": "compass star",
}


def symbol(colour: str, size: float, light: str = CREAM, ink: str = INK) -> str:
    """The colour's symbol, `size` px across, centred on the origin."""
    fn = SYMBOLS[colour]
    inner = fn(light, ink, shade(PIRATE_COLOURS[colour], 0.45)) if fn is compass else fn(light, ink)
    return g(inner, transform=place(0, 0, size / 100.0))


def badge(colour: str, r: float) -> str:
    """Coloured disc with the colour's symbol, centred on the origin."""
    col = PIRATE_COLOURS[colour]
    return g(
        el("circle", cx=0.0, cy=0.0, r=r, fill=col, stroke=INK, stroke_width=r * 0.1),
        el("circle", cx=0.0, cy=0.0, r=r * 0.84, fill="none", stroke=CREAM, stroke_width=r * 0.04),
        symbol(colour, r * 1.6),
    )
