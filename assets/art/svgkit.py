"""Tiny SVG toolkit for the Pirate Table card art (stdlib only).

Everything here returns SVG markup as plain strings, built only from the
elements nanosvg (the SVG renderer inside SDL_image) draws reliably:
rect, circle, ellipse, path, polygon, line, g + transform, solid fills.

Shapes are drawn around their own origin; place them with `g(..., transform=)`.
"""

from __future__ import annotations

import math
import re

# --- palette -------------------------------------------------------------

INK = "#2b1d12"  # outlines: very dark brown, softer than black
PARCHMENT = "#f1e3c2"
PARCHMENT_DARK = "#dcc597"
CREAM = "#fbf4e2"  # halo behind digits, light symbol fill
BONE = "#f6f0e0"
GOLD = "#f2c12e"
GOLD_LIGHT = "#fbe58a"
GOLD_DARK = "#9a6a12"
SEA = "#2c6e91"
SEA_DARK = "#1b4a69"
SEA_LIGHT = "#5b9cbf"
SKY = "#d6ebf0"
WOOD = "#7a4a24"
WOOD_DARK = "#4e2e15"
NAVY = "#1a2b5c"
NAVY_DARK = "#0f1a3a"
SKIN = "#e8bf94"

PIRATE_COLOURS = {
    "red": "#c0392b",
    "blue": "#2b6cb0",
    "green": "#2f855a",
    "yellow": "#e2a514",
}

# The dark plate under a pirate's skulls is its colour darkened; yellow darkens towards a warm brown instead, as
# yellow mixed with black reads olive (khaki) beside the galleons' cream.
PIRATE_DEEP = {"yellow": "#7c460b"}


def mix(c1: str, c2: str, t: float) -> str:
    """Blend two #rrggbb colours: t=0 gives c1, t=1 gives c2."""
    a = [int(c1[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def shade(c: str, t: float = 0.4) -> str:
    return mix(c, "#000000", t)


def tint(c: str, t: float = 0.6) -> str:
    return mix(c, "#ffffff", t)


# --- markup --------------------------------------------------------------


def num(x: float) -> str:
    """Compact, deterministic number formatting (max 2 decimals)."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def el(tag: str, *children: str, **attrs) -> str:
    """One element; `stroke_width=3` becomes stroke-width="3", `class_` class."""
    parts = [tag]
    for key, val in attrs.items():
        if val is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(val, float):
            val = num(val)
        parts.append(f'{name}="{val}"')
    head = " ".join(parts)
    body = "".join(c for c in children if c)
    return f"<{head}>{body}</{tag}>" if body else f"<{head}/>"


def g(*children: str, **attrs) -> str:
    return el("g", *children, **attrs)


def pts(points) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in points)


def place(x: float, y: float, s: float = 1.0, rot: float = 0.0) -> str:
    """transform attribute value: translate, then rotate, then scale."""
    t = f"translate({num(x)} {num(y)})"
    if rot:
        t += f" rotate({num(rot)})"
    if s != 1:
        t += f" scale({num(s)})"
    return t


def document(width: int, height: int, *children: str) -> str:
    body = "\n".join(children)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">\n{body}\n</svg>\n'
    )


def layered(d: str, widths_colours, **extra) -> str:
    """Same open path stroked several times, widest first (outline/halo effect)."""
    return "".join(
        el(
            "path",
            d=d,
            fill="none",
            stroke=col,
            stroke_width=float(w),
            stroke_linecap="round",
            stroke_linejoin="round",
            **extra,
        )
        for w, col in widths_colours
    )


def star_points(n: int, r_out: float, r_in: float, phase: float = -90.0):
    out = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(phase + i * 180.0 / n)
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


# --- digits --------------------------------------------------------------
# Centre-line strokes in a 60 x 100 box; drawn as thick round strokes.

DIGITS = {
    0: "M30 8 C46 8 52 28 52 50 C52 72 46 92 30 92 C14 92 8 72 8 50 C8 28 14 8 30 8 Z",
    1: "M14 24 L33 8 L33 92",
    2: "M9 28 C9 14 19 8 30 8 C43 8 51 16 51 29 C51 45 36 58 9 92 L53 92",
    3: "M10 15 C15 10 22 8 30 8 C43 8 50 17 50 27 C50 39 41 47 26 47 "
    "C43 47 52 57 52 70 C52 84 42 92 28 92 C20 92 13 89 8 84",
    4: "M40 92 L40 8 L6 64 L56 64",
    5: "M50 8 L16 8 L12 45 C18 41 24 39 31 39 C44 39 52 50 52 65 C52 82 42 92 28 92 C20 92 13 89 8 84",
    6: "M47 12 C42 9 36 8 31 8 C16 8 8 26 8 55 C8 80 17 92 30 92 "
    "C44 92 52 82 52 68 C52 54 44 44 31 44 C20 44 11 51 9 60",
    7: "M8 8 L52 8 L24 92",
    8: "M30 48 C18 48 11 41 11 29 C11 16 19 8 30 8 C41 8 49 16 49 29 "
    "C49 41 42 48 30 48 C16 48 8 58 8 70 C8 84 17 92 30 92 "
    "C43 92 52 84 52 70 C52 58 44 48 30 48 Z",
}


def _turned(d: str) -> str:
    """A digit path turned half a turn inside its 60 x 100 box (6 -> 9)."""
    toks = re.findall(r"[A-Za-z]|-?\d+(?:\.\d+)?", d)
    out, coords = [], []
    for tok in toks + ["END"]:
        if tok[0].isalpha() or tok == "END":
            for i in range(0, len(coords), 2):
                out.append(f"{num(60 - coords[i])} {num(100 - coords[i + 1])}")
            coords = []
            if tok != "END":
                out.append(tok)
        else:
            coords.append(float(tok))
    return " ".join(out)


DIGITS[9] = _turned(DIGITS[6])


def digit(
    n: int, x: float, y: float, height: float, fill: str, outline: str = INK, halo: str | None = CREAM
) -> str:
    """Digit n with its top-left box corner at (x, y), `height` px tall.

    6 and 9 get a short underline so they cannot be mistaken when turned.
    """
    d = DIGITS[n]
    if n in (6, 9):
        d += " M16 113 L44 113"
    layers = ([(31, halo)] if halo else []) + [(24, outline), (15, fill)]
    return g(layered(d, layers), transform=place(x, y, height / 100.0))


# --- small icons -----------------------------------------------------------


def skull(size: float = 40.0, bone: str = BONE, ink: str = INK) -> str:
    """Skull centred on the origin, about `size` px tall."""
    s = size / 44.0
    shapes = [
        ("circle", dict(cx=0.0, cy=-5.0, r=17.0)),
        ("rect", dict(x=-10.5, y=4.0, width=21.0, height=16.0, rx=5.0)),
    ]
    outline = "".join(
        el(t, fill=ink, stroke=ink, stroke_width=5.0, stroke_linejoin="round", **a) for t, a in shapes
    )
    body = "".join(el(t, fill=bone, **a) for t, a in shapes)
    face = "".join(
        [
            el("ellipse", cx=-7.0, cy=-3.0, rx=5.2, ry=5.8, fill=ink),
            el("ellipse", cx=7.0, cy=-3.0, rx=5.2, ry=5.8, fill=ink),
            el("path", d="M0 4 L-3 10 L3 10 Z", fill=ink),
            el(
                "path",
                d="M-5 14 L-5 19 M0 14 L0 19.5 M5 14 L5 19",
                stroke=ink,
                stroke_width=2.2,
                stroke_linecap="round",
                fill="none",
            ),
        ]
    )
    return g(outline, body, face, transform=place(0, 0, s))


def crossbones(size: float = 60.0, bone: str = BONE, ink: str = INK) -> str:
    """Two crossed bones (an X), centred, `size` px wide."""
    s = size / 60.0
    out = []
    for rot in (45, -45):
        bone_d = "M-24 0 L24 0"
        ends = [(-26, -4), (-26, 4), (26, -4), (26, 4)]
        out.append(
            g(
                el("path", d=bone_d, stroke=ink, stroke_width=11.0, stroke_linecap="round"),
                *[el("circle", cx=float(x), cy=float(y), r=6.0, fill=ink) for x, y in ends],
                el("path", d=bone_d, stroke=bone, stroke_width=6.0, stroke_linecap="round"),
                *[el("circle", cx=float(x), cy=float(y), r=3.6, fill=bone) for x, y in ends],
                transform=f"rotate({rot})",
            )
        )
    return g(*out, transform=place(0, 0, s))


def coin(r: float = 16.0) -> str:
    """Gold doubloon centred on the origin (radius r)."""
    s = r / 20.0
    star = pts(star_points(4, 8.5, 3.0))
    return g(
        el("circle", cx=0.0, cy=0.0, r=20.0, fill=GOLD_DARK, stroke=INK, stroke_width=2.0),
        el("circle", cx=-0.8, cy=-0.8, r=17.0, fill=GOLD),
        el("circle", cx=0.0, cy=0.0, r=12.5, fill="none", stroke=GOLD_DARK, stroke_width=1.8),
        el("polygon", points=star, fill=GOLD_DARK),
        el(
            "path",
            d="M-13 -6 A14 14 0 0 1 -5 -13.5",
            stroke=GOLD_LIGHT,
            stroke_width=2.6,
            stroke_linecap="round",
            fill="none",
        ),
        transform=place(0, 0, s),
    )


def crown(size: float = 40.0, fill: str = GOLD, ink: str = INK) -> str:
    """Three-pointed crown centred on the origin, `size` px wide."""
    s = size / 40.0
    body = "M-18 10 L-20 -12 L-9 -2 L0 -16 L9 -2 L20 -12 L18 10 Z"
    return g(
        el("path", d=body, fill=fill, stroke=ink, stroke_width=3.0, stroke_linejoin="round"),
        el("rect", x=-18.0, y=6.0, width=36.0, height=7.0, rx=2.0, fill=fill, stroke=ink, stroke_width=2.5),
        *[
            el("circle", cx=float(x), cy=float(y), r=2.6, fill=c, stroke=ink, stroke_width=1.2)
            for x, y, c in ((-20, -13, fill), (0, -17, fill), (20, -13, fill), (0, 9.5, "#c0392b"))
        ],
        transform=place(0, 0, s),
    )


def starburst(r_out: float, r_in: float, n: int, fill: str, ink: str | None = None) -> str:
    return el(
        "polygon",
        points=pts(star_points(n, r_out, r_in)),
        fill=fill,
        stroke=ink,
        stroke_width=2.0 if ink else None,
        stroke_linejoin="round",
    )


# --- numbers and signs (added for Störtebeker and Freibeuter) -------------

# Left and right x of each digit's centre line inside its 60 x 100 box.
DIGIT_SPAN = {0: (8, 52), 1: (14, 33), 2: (9, 53), 3: (8, 52), 4: (6, 56)}
DIGIT_SPAN.update({d: (8, 52) for d in (5, 6, 7, 8, 9)})
DIGIT_GAP = 30  # centre-line gap between neighbouring digits (the outlines just touch)


def number_width(n: int, height: float) -> float:
    """Width of the centre lines of `number(n, ...)`, without the outline."""
    spans = [DIGIT_SPAN[int(c)] for c in str(n)]
    w = sum(b - a for a, b in spans) + DIGIT_GAP * (len(spans) - 1)
    return w * height / 100.0


def number(
    n: int,
    cx: float,
    y: float,
    height: float,
    fill: str,
    outline: str = INK,
    halo: str | None = CREAM,
) -> str:
    """A whole number (one or more digits) centred on x=cx, top at y, `height` px tall."""
    s = height / 100.0
    x = cx - number_width(n, height) / 2
    out = []
    for c in str(n):
        a, b = DIGIT_SPAN[int(c)]
        out.append(digit(int(c), x - a * s, y, height, fill, outline, halo))
        x += (b - a + DIGIT_GAP) * s
    return g(*out)


def times_sign(size: float, fill: str, outline: str = INK, halo: str | None = CREAM) -> str:
    """A multiplication sign × centred on the origin, `size` px across, stroked like the digits."""
    h = size / 2 - size * 0.1
    d = f"M{num(-h)} {num(-h)} L{num(h)} {num(h)} M{num(h)} {num(-h)} L{num(-h)} {num(h)}"
    k = size / 100.0
    layers = ([(31 * k, halo)] if halo else []) + [(24 * k, outline), (15 * k, fill)]
    return layered(d, layers)
