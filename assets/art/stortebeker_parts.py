"""Störtebeker pieces shared by the cards, tiles and icons: the value medallion, the strength
shield, merchant ships in a colour's livery, and the pirate crew silhouettes.

Everything is centred on the origin (or stands on it, for figures); place with `g(transform=)`.
"""

from __future__ import annotations

import math

import drawings as dr
from svgkit import (
    CREAM,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    WOOD_DARK,
    el,
    g,
    layered,
    mix,
    num,
    number,
    place,
    shade,
    tint,
)

SHIP_COLOURS = {
    "Y": ("yellow", "#d9a400"),
    "R": ("red", "#b83227"),
    "B": ("blue", "#2f5fa8"),
    "G": ("green", "#2e7d4f"),
    "P": ("purple", "#7b4aa0"),
}

LAUREL = "#4f7a2a"
STEEL = "#c9ced6"
SHIELD = "#8e1f1b"
NIGHT = "#140c0e"  # pirate silhouettes


# --- value and strength marks ------------------------------------------------


def laurel(r: float, leaf: str = LAUREL, ink: str = INK) -> str:
    """Two laurel branches curving up both sides of a circle of radius r."""
    out = []
    for side in (-1, 1):
        leaves = []
        for i in range(6):
            a = math.radians(90 + side * (20 + i * 22))  # from the bottom, up one side
            x, y = r * math.cos(a), r * math.sin(a)
            tangent = math.degrees(a) + 90
            for off, tilt in ((-1, -28), (1, 28)):
                lx = x + off * 4.2 * math.cos(a)
                ly = y + off * 4.2 * math.sin(a)
                leaves.append(
                    el(
                        "ellipse",
                        cx=0.0,
                        cy=0.0,
                        rx=7.5,
                        ry=3.4,
                        fill=leaf,
                        stroke=ink,
                        stroke_width=1.3,
                        transform=f"translate({num(lx)} {num(ly)}) rotate({num(tangent + side * tilt * off)})",
                    )
                )
        out.append(g(*leaves))
    stem = f"M{num(-r * 0.3)} {num(r * 0.95)} Q0 {num(r * 1.08)} {num(r * 0.3)} {num(r * 0.95)}"
    return g(layered(stem, [(4, ink), (2, leaf)]), *out)


def value_medallion(value: int | None, r: float = 30.0) -> str:
    """Gold medallion in a laurel wreath with the value (victory points) in dark ink."""
    s = r / 30.0
    inner = [
        laurel(33.0),
        el("circle", cx=0.0, cy=0.0, r=27.0, fill=GOLD_DARK, stroke=INK, stroke_width=2.5),
        el("circle", cx=-0.7, cy=-0.7, r=23.5, fill=GOLD),
        el("circle", cx=0.0, cy=0.0, r=21.0, fill="none", stroke=GOLD_DARK, stroke_width=1.4),
        layered("M-17 -9 A19 19 0 0 1 -8 -18", [(2.6, GOLD_LIGHT)]),
    ]
    if value is None:
        inner.append(
            el(
                "polygon",
                points="0,-15 4.4,-6 14.3,-4.6 7.1,2.3 8.8,12.1 0,7.5 -8.8,12.1 -7.1,2.3 -14.3,-4.6 -4.4,-6",
                fill=CREAM,
                stroke=INK,
                stroke_width=2.5,
                stroke_linejoin="round",
            )
        )
    else:
        inner.append(number(value, 0, -17, 34, "#5a1a0e", INK, CREAM))
    return g(*inner, transform=place(0, 0, s))


def _sword(rot: float) -> str:
    blade = "M-3.5 22 L-3.5 -30 L0 -38 L3.5 -30 L3.5 22 Z"
    return g(
        el("path", d=blade, fill=STEEL, stroke=INK, stroke_width=2.5, stroke_linejoin="round"),
        layered("M-11 23 L11 23", [(7, INK), (3.5, GOLD)]),
        layered("M0 26 L0 35", [(7, INK), (3.5, WOOD_DARK)]),
        el("circle", cx=0.0, cy=38.0, r=3.8, fill=GOLD, stroke=INK, stroke_width=2.0),
        transform=f"rotate({num(rot)})",
    )


def strength_shield(strength: int | None, r: float = 30.0, colour: str = SHIELD) -> str:
    """Heater shield over two crossed swords, with the strength (boarding target) digits."""
    s = r / 30.0
    shape = "M-25 -27 L25 -27 L25 -2 Q25 22 0 33 Q-25 22 -25 -2 Z"
    parts = [
        g(_sword(42), transform="translate(0 2)"),
        g(_sword(-42), transform="translate(0 2)"),
        el("path", d=shape, fill=colour, stroke=INK, stroke_width=3.0, stroke_linejoin="round"),
        el(
            "path",
            d="M-20.5 -22.5 L20.5 -22.5 L20.5 -2 Q20.5 18 0 27.5 Q-20.5 18 -20.5 -2 Z",
            fill="none",
            stroke=tint(colour, 0.45),
            stroke_width=1.6,
        ),
    ]
    if strength is not None:
        height = 30.0 if strength < 10 else 25.0
        parts.append(number(strength, 0, -18 if strength < 10 else -14, height, CREAM, INK, None))
    else:
        parts.append(layered("M-13 -12 L0 2 L13 -12 M-13 4 L0 18 L13 4", [(7, INK), (3.5, CREAM)]))
    return g(*parts, transform=place(0, 0, s))


# --- merchant ships ------------------------------------------------------------


def livery_ship(colour: str) -> str:
    """Three-masted merchantman (waterline at y=0) with hull, sails and flags in `colour`."""
    hull = mix(shade(colour, 0.2), "#6b4423", 0.2)
    sail = tint(colour, 0.62)
    return dr.ship(hull, GOLD, sail, tint(colour, 0.35), pirate=False, flag=colour)


# --- pirate crew ---------------------------------------------------------------


def pirate_figure(hat: str, sword_hand: int, blade: str = STEEL, body: str = NIGHT) -> str:
    """A cutlass-wielding pirate silhouette standing on the origin, about 150 px tall.

    hat: "tricorn" or "bandana"; sword_hand: 1 raises the cutlass on the right, -1 on the left.
    """
    legs = "M-15 0 L-11 -42 L-1 -42 L-4 0 Z M4 0 L1 -42 L11 -42 L15 0 Z"
    boots = "M-19 0 L-17 -12 L-4 -12 L-3 0 Z M3 0 L4 -12 L17 -12 L19 0 Z"
    coat = "M-20 -34 L-17 -80 Q0 -88 17 -80 L20 -34 L26 -26 L8 -36 L0 -30 L-8 -36 L-26 -26 Z"
    parts = [
        el("path", d=legs + " " + boots, fill=body),
        el("path", d=coat, fill=body, stroke=body, stroke_width=2.0, stroke_linejoin="round"),
        layered("M-14 -78 L-24 -52 L-20 -40", [(10, body)]),  # free arm, fist on the hip
        layered("M13 -78 L28 -98 L32 -108", [(10, body)]),  # sword arm, raised
        el("circle", cx=0.0, cy=-95.0, r=12.0, fill=body),
        el("path", d="M-10 -98 L10 -98", stroke="#8b1a14", stroke_width=2.0),  # a glint of eyes
    ]
    if hat == "tricorn":
        parts.append(el("path", d="M-24 -98 Q-16 -122 0 -114 Q16 -122 24 -98 Q0 -106 -24 -98 Z", fill=body))
    else:
        parts.append(el("path", d="M-13 -98 Q-12 -110 0 -109 Q12 -110 13 -98 Z", fill=body))
        parts.append(layered("M-11 -102 L-22 -96 M-11 -101 L-20 -90", [(4, body)]))
    # the cutlass: a curved blade from the raised fist, guard and knuckle bow
    parts.append(
        el(
            "path",
            d="M30 -108 Q24 -138 6 -156 Q36 -140 36 -110 Z",
            fill=blade,
            stroke=body,
            stroke_width=2.0,
            stroke_linejoin="round",
        )
    )
    parts.append(layered("M24 -109 L40 -106", [(4.5, body)]))
    return g(*parts, transform="scale(-1 1)" if sword_hand < 0 else None)


CREW_LOOKS = [("tricorn", 1, 1.0), ("bandana", -1, 0.94), ("tricorn", -1, 1.04), ("bandana", 1, 0.92)]


def crew(n: int, width: float) -> str:
    """n pirate silhouettes standing on y=0, spread over `width` (centred on x=0)."""
    step = width / n
    order = [0, 1, 2, 3][:n]
    out = []
    for i, k in enumerate(order):
        hat, hand, size = CREW_LOOKS[k]
        x = -width / 2 + step * (i + 0.5)
        scale = size * min(1.0, 1.9 / max(n, 2) + 0.2)
        out.append(g(pirate_figure(hat, hand), transform=place(x, 0, scale)))
    return g(*out)
