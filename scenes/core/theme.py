"""Colours and sizes shared by every scene."""

from __future__ import annotations

SEA_DEEP = (12, 36, 54)
SEA = (22, 62, 86)
FELT = (24, 78, 64)
FELT_DARK = (16, 54, 44)
WOOD = (92, 58, 32)
WOOD_DARK = (58, 36, 20)
PARCHMENT = (241, 227, 194)
INK = (43, 29, 18)
GOLD = (242, 193, 46)
WHITE = (245, 245, 240)
MUTED = (170, 180, 175)
SHADOW = (0, 0, 0)
HIGHLIGHT = (255, 224, 102)
LEGAL = (120, 230, 140)
DANGER = (230, 90, 70)
PANEL = (10, 24, 30, 200)

PIRATE_COLOURS = {
    "red": (192, 57, 43),
    "blue": (43, 108, 176),
    "green": (47, 133, 90),
    "yellow": (226, 165, 20),
}

# One colour per seat, chosen to stay apart from the four pirate colours.
SEAT_COLOURS = [
    (236, 132, 60),  # orange
    (168, 112, 222),  # violet
    (64, 196, 190),  # turquoise
    (232, 104, 164),  # pink
    (196, 160, 112),  # sand
    (166, 206, 70),  # lime
    (120, 150, 255),  # periwinkle
    (214, 214, 214),  # silver
]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
