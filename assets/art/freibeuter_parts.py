"""Freibeuter pieces: round tokens (merchant ships, treasure chest, doubles), the players' boats
and the Flying Dutchman. Tokens are centred on (60, 60) of a 120 x 120 box; boats fill 100 x 60.
"""

from __future__ import annotations

import math

import drawings as dr
from svgkit import (
    CREAM,
    GOLD,
    INK,
    NAVY,
    NAVY_DARK,
    PARCHMENT,
    SEA_LIGHT,
    SKY,
    WOOD,
    WOOD_DARK,
    coin,
    digit,
    el,
    g,
    layered,
    mix,
    num,
    number,
    place,
    shade,
    times_sign,
    tint,
)

# Each value has its own rim: copper, silver, gold, ruby.
VALUE_RIMS = {5: "#b8693a", 10: "#a3afbb", 15: "#dba72a", 20: "#a8243a"}
PAYMENTS = {5: 1, 10: 2, 15: 3, 20: 4}

SEAT_COLOURS = ["#ec843c", "#a870de", "#40c4be", "#e868a4"]  # orange, violet, turquoise, pink
SEAT_NAMES = ["orange", "violet", "turquoise", "pink"]

GHOST_HULL = "#4a2326"
GHOST_SAIL = "#9a9c98"
GHOST_SAIL_DARK = "#5d605e"
GHOST_GLOW = "#b9e3cf"

C = 60.0  # token centre


def _rim(colour: str, field: str) -> str:
    """The token's edge: an ink ring, the coloured rim with rivets, and the inner field."""
    rivets = "".join(
        el(
            "circle",
            cx=C + 51.0 * math.cos(math.radians(a)),
            cy=C + 51.0 * math.sin(math.radians(a)),
            r=2.2,
            fill=tint(colour, 0.45),
            stroke=shade(colour, 0.45),
            stroke_width=0.8,
        )
        for a in range(0, 360, 30)
    )
    return g(
        el("circle", cx=C, cy=C, r=57.5, fill=colour, stroke=INK, stroke_width=3.0),
        el("circle", cx=C, cy=C, r=54.0, fill="none", stroke=tint(colour, 0.35), stroke_width=1.5),
        rivets,
        el("circle", cx=C, cy=C, r=46.0, fill=field, stroke=INK, stroke_width=2.5),
    )


def ship_token(value: int) -> str:
    """Merchant ship medallion: a small ship, the value big, the payment as coins below."""
    rim = VALUE_RIMS[value]
    pay = PAYMENTS[value]
    field = mix(SKY, PARCHMENT, 0.5)
    sea_band = el(
        "path",
        d="M16 47 Q38 42 60 47 Q82 52 104 47 L104 52 L16 52 Z",
        fill=SEA_LIGHT,
    )
    ship = g(
        dr.ship(WOOD, GOLD, "#f7eed6", "#d9c6a0", pirate=False, flag=rim),
        transform=place(60, 45, 0.18),
    )
    coins = "".join(g(coin(8.4), transform=place(x, 94)) for x in [60 + (i - (pay - 1) / 2) * 17.5 for i in range(pay)])
    plate = el("path", d="M17.3 83 L102.7 83 A46 46 0 0 1 17.3 83 Z", fill=shade(rim, 0.35))
    return g(
        _rim(rim, field),
        sea_band,
        ship,
        plate,
        number(value, 60, 42, 38 if value < 10 else 36, NAVY, INK, CREAM),
        coins,
    )


def chest_token() -> str:
    """The pirates' treasure chest, lid open, gold spilling over."""
    rim = "#5b3a1e"
    field = "#7a1f1f"
    body = "M30 64 L90 64 L88 94 L32 94 Z"
    heap = "M32 64 Q40 48 52 52 Q60 42 70 52 Q80 46 88 64 Z"
    return g(
        _rim(rim, field),
        el("circle", cx=C, cy=C, r=40.0, fill="none", stroke=shade(field, 0.3), stroke_width=4.0),
        # open lid behind the gold
        el(
            "path",
            d="M34 46 L30 24 Q60 14 90 24 L86 46 Q60 36 34 46 Z",
            fill=WOOD_DARK,
            stroke=INK,
            stroke_width=2.5,
            stroke_linejoin="round",
        ),
        layered("M33 37 Q60 28 87 37", [(3, GOLD)]),
        el("path", d=heap, fill=GOLD, stroke=INK, stroke_width=2.5, stroke_linejoin="round"),
        *[g(coin(6.5), transform=place(x, y)) for x, y in ((46, 54), (62, 48), (76, 55))],
        el("path", d=body, fill=WOOD, stroke=INK, stroke_width=2.5, stroke_linejoin="round"),
        el("rect", x=26.0, y=60.0, width=68.0, height=8.0, rx=2.0, fill=WOOD_DARK, stroke=INK, stroke_width=2.2),
        *[
            el("rect", x=x, y=60.0, width=6.0, height=34.0, fill=GOLD, stroke=INK, stroke_width=1.6)
            for x in (36.0, 78.0)
        ],
        el("rect", x=53.0, y=68.0, width=14.0, height=15.0, rx=2.0, fill=GOLD, stroke=INK, stroke_width=2.0),
        el("circle", cx=60.0, cy=74.0, r=2.4, fill=INK),
        el("path", d="M60 75 L60 80", stroke=INK, stroke_width=2.0),
        *[g(coin(5.5), transform=place(x, y)) for x, y in ((28, 98), (92, 97))],
    )


def double_token(value: int) -> str:
    """A ×2 badge doubling the value shown below it, on a dark field."""
    rim = VALUE_RIMS[value]
    field = NAVY
    plate = el(
        "path", d="M22 74 L98 74 Q94 100 60 106 Q26 100 22 74 Z", fill=shade(rim, 0.15), stroke=INK, stroke_width=2.0
    )
    return g(
        _rim(rim, field),
        el("circle", cx=C, cy=C, r=40.0, fill="none", stroke=NAVY_DARK, stroke_width=4.0),
        g(times_sign(30, GOLD, INK, CREAM), transform=place(38, 44)),
        digit(2, 55, 19, 48, GOLD, INK, CREAM),
        plate,
        number(value, 60, 77, 26, CREAM, INK, None),
    )


# --- boats ---------------------------------------------------------------------


def boat(colour: str) -> str:
    """A single-masted sloop seen from the side, hull and sails in the seat colour (100 x 60)."""
    hull = "M8 36 L92 34 Q86 50 70 53 L26 53 Q12 50 8 36 Z"
    sail = tint(colour, 0.62)
    return g(
        layered("M84 36 L98 26", [(4, INK), (2, WOOD)]),  # bowsprit
        layered("M48 36 L48 4", [(5, INK), (2.5, WOOD_DARK)]),  # mast
        # mainsail (gaff) and jib
        el(
            "path",
            d="M45 7 L45 31 L12 33 Q22 18 45 7 Z",
            fill=sail,
            stroke=INK,
            stroke_width=2.2,
            stroke_linejoin="round",
        ),
        el("path", d="M45 17 L45 24 L17 27 Q20 22 24 20 Z", fill=colour),
        el(
            "path",
            d="M52 6 L52 31 L92 28 Q70 20 52 6 Z",
            fill=sail,
            stroke=INK,
            stroke_width=2.2,
            stroke_linejoin="round",
        ),
        el("path", d="M52 17 L52 24 L84 25 Q72 20 66 17 Z", fill=colour),
        el("path", d="M49 2 L62 5 L49 8 Z", fill=colour, stroke=INK, stroke_width=1.4, stroke_linejoin="round"),
        el("path", d=hull, fill=colour, stroke=INK, stroke_width=2.5, stroke_linejoin="round"),
        layered("M11 41 L89 39", [(3, shade(colour, 0.45))]),
        layered("M10 37 L90 35", [(2, tint(colour, 0.5))]),
        layered("M14 57 Q30 53 50 57 Q70 53 86 57", [(2.5, SEA_LIGHT)]),
    )


def dutchman() -> str:
    """The Flying Dutchman: a tattered three-master, dark red hull, grey sails, in a pale glow."""
    return g(
        el("ellipse", cx=50.0, cy=31.0, rx=50.0, ry=29.0, fill=GHOST_GLOW, opacity=0.3),
        el("ellipse", cx=50.0, cy=32.0, rx=42.0, ry=23.0, fill=GHOST_GLOW, opacity=0.35),
        g(
            dr.ship(GHOST_HULL, "#8a8a86", GHOST_SAIL_DARK, "#3e403e", pirate=True, flag="#1a1a1a"),
            transform="translate(46 55) scale(0.43 0.33)",
        ),
        layered("M12 57 Q31 53 50 57 Q69 53 88 57", [(3, GHOST_GLOW)]),
    )


def ghost_ship_scene(scale: float) -> str:
    """The Dutchman alone (no glow), waterline at y=0, for the cards."""
    return g(
        dr.ship(GHOST_HULL, "#8a8a86", GHOST_SAIL, "#6e706c", pirate=True, flag="#3a3a38"),
        transform=place(0, 0, scale),
    )


def wave_marks(x0: float, y0: float, w: float, h: float, step_x: float, step_y: float) -> str:
    """A loose pattern of little wave strokes filling a box (one path)."""
    d = []
    row = 0
    y = y0 + step_y / 2
    while y < y0 + h:
        x = x0 + (step_x / 2 if row % 2 else 0) + step_x / 4
        while x + 18 < x0 + w:
            d.append(f"M{num(x)} {num(y)} q4.5 -4 9 0 q4.5 4 9 0")
            x += step_x
        y += step_y
        row += 1
    return " ".join(d)
