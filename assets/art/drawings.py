"""Illustrations: ships on the sea, captain and admiral portraits, rope."""

from __future__ import annotations

import math

from svgkit import (
    BONE,
    CREAM,
    GOLD,
    GOLD_DARK,
    INK,
    NAVY,
    SEA,
    SEA_LIGHT,
    SKIN,
    WOOD,
    WOOD_DARK,
    el,
    g,
    layered,
    num,
    place,
    shade,
    skull,
)

# --- ships ---------------------------------------------------------------
# Drawn with the waterline at y=0, stern on the left, bow on the right;
# about 200 wide (x -92..108) and 165 tall (y -160..6).

HULL = "M-90 -46 L-60 -46 L-58 -31 L46 -31 L58 -40 L86 -42 Q78 -12 58 5 L-66 5 Q-84 -8 -90 -46 Z"
MASTS = ((-44, -118), (2, -156), (48, -136))  # x, top


def _square_sail(cx: float, y1: float, y2: float, a: float, b: float, tattered: bool) -> str:
    """Billowing square sail hanging from a yard at y1 down to y2."""
    mid = (y1 + y2) / 2
    d = (
        f"M{num(cx - a)} {num(y1)} L{num(cx + a)} {num(y1)} "
        f"Q{num(cx + b + 5)} {num(mid)} {num(cx + b)} {num(y2)} "
    )
    if tattered:
        xs = [cx + b - i * (2 * b) / 5 for i in range(1, 6)]
        for i, x in enumerate(xs):
            d += f"L{num(x + b / 10)} {num(y2 + (2 if i % 2 else 9))} L{num(x)} {num(y2)} "
    else:
        d += f"Q{num(cx)} {num(y2 + 11)} {num(cx - b)} {num(y2)} "
    d += f"Q{num(cx - b - 5)} {num(mid)} {num(cx - a)} {num(y1)} Z"
    return d


def _jolly_roger(x: float, y: float) -> str:
    """Black flag flying to the left from a mast top at (x, y)."""
    return g(
        el(
            "path",
            d=f"M{num(x)} {num(y)} L{num(x - 34)} {num(y + 2)} Q{num(x - 30)} {num(y + 12)} "
            f"{num(x - 36)} {num(y + 24)} L{num(x)} {num(y + 22)} Z",
            fill="#151515",
            stroke=INK,
            stroke_width=1.5,
        ),
        g(skull(13, BONE, "#151515"), transform=place(x - 17, y + 10)),
        el(
            "path",
            d=f"M{num(x - 27)} {num(y + 16)} L{num(x - 7)} {num(y + 22)} "
            f"M{num(x - 7)} {num(y + 16)} L{num(x - 27)} {num(y + 22)}",
            stroke=BONE,
            stroke_width=2.2,
            stroke_linecap="round",
        ),
    )


def _pennant(x: float, y: float, colour: str) -> str:
    return el(
        "path",
        d=f"M{num(x)} {num(y)} L{num(x - 26)} {num(y + 5)} L{num(x)} {num(y + 10)} Z",
        fill=colour,
        stroke=INK,
        stroke_width=1.5,
        stroke_linejoin="round",
    )


def ship(hull: str, trim: str, sail: str, sail_seam: str, pirate: bool, flag: str) -> str:
    """A three-masted ship. Pirates get tattered dark sails and a jolly roger."""
    parts = []
    # bowsprit and jib (behind the hull)
    parts.append(layered("M78 -40 L112 -60", [(6, INK), (3, WOOD)]))
    parts.append(
        el(
            "path",
            d="M52 -124 L110 -58 L60 -44 Q70 -80 52 -124 Z",
            fill=sail,
            stroke=INK,
            stroke_width=2.5,
            stroke_linejoin="round",
        )
    )
    for i, (x, top) in enumerate(MASTS):
        parts.append(layered(f"M{x} -30 L{x} {top}", [(7, INK), (3.5, WOOD_DARK)]))
        if i == 0:  # lateen mizzen: a triangle on a slanted yard
            d = f"M{x - 2} {top + 10} L{x + 30} -42 L{x - 36} -40 Q{x - 28} {top + 44} {x - 2} {top + 10} Z"
            parts.append(el("path", d=d, fill=sail, stroke=INK, stroke_width=2.5, stroke_linejoin="round"))
            parts.append(layered(f"M{x + 6} {top + 2} L{x - 40} -40", [(4, INK)]))
            continue
        span = -40 - (top + 12)
        upper = (top + 12, top + 12 + span * 0.42)
        lower = (upper[1] + 6, -42)
        widths = ((15, 19), (25, 29)) if i == 1 else ((13, 17), (22, 26))
        for (y1, y2), (a, b) in zip((upper, lower), widths, strict=True):
            d = _square_sail(x, y1, y2, a, b, pirate)
            parts.append(el("path", d=d, fill=sail, stroke=INK, stroke_width=2.5, stroke_linejoin="round"))
            parts.append(
                el("path", d=f"M{x} {num(y1 + 3)} L{x} {num(y2 + 4)}", stroke=sail_seam, stroke_width=2.0)
            )
            parts.append(layered(f"M{x - a - 4} {num(y1)} L{x + a + 4} {num(y1)}", [(4.5, INK)]))
    # flags
    main_x, main_top = MASTS[1]
    if pirate:
        parts.append(_jolly_roger(main_x, main_top - 1))
    else:
        parts.append(_pennant(main_x, main_top - 1, flag))
        parts.append(_pennant(MASTS[2][0], MASTS[2][1] - 1, flag))
    parts.append(_pennant(MASTS[0][0], MASTS[0][1] - 1, flag if not pirate else "#151515"))
    # hull
    parts.append(el("path", d=HULL, fill=hull, stroke=INK, stroke_width=3.0, stroke_linejoin="round"))
    parts.append(layered("M-86 -30 L-58 -24 L56 -24 L80 -30", [(4, trim)]))
    parts.append(layered("M-82 -14 L70 -10", [(3, trim)]))
    ports = range(-46, 50, 16) if pirate else range(-38, 50, 28)
    for x in ports:
        parts.append(
            el(
                "rect",
                x=float(x),
                y=-21.0,
                width=7.0,
                height=6.0,
                fill="#151515" if pirate else trim,
                stroke=INK,
                stroke_width=1.2,
            )
        )
    for x in (-84, -76, -68):  # stern windows
        parts.append(
            el("rect", x=float(x), y=-42.0, width=5.0, height=7.0, fill=GOLD, stroke=INK, stroke_width=1.2)
        )
    return g(*parts)


def sea(
    x: float, y: float, w: float, h: float, colour: str = SEA, crest: str = SEA_LIGHT, waves: int = 6
) -> str:
    """Water surface at height y, wavy top, filling a w x h box."""
    step = w / waves
    d = f"M{num(x)} {num(y + 4)} "
    for i in range(waves):
        x0 = x + i * step
        d += f"Q{num(x0 + step / 4)} {num(y - 4)} {num(x0 + step / 2)} {num(y + 2)} "
        d += f"Q{num(x0 + step * 3 / 4)} {num(y + 7)} {num(x0 + step)} {num(y + 4)} "
    d += f"L{num(x + w)} {num(y + h)} L{num(x)} {num(y + h)} Z"
    crests = " ".join(
        f"M{num(x + (i + 0.15) * step)} {num(y + 14 + 9 * (i % 2))} "
        f"q{num(step * 0.18)} -5 {num(step * 0.36)} 0"
        for i in range(waves)
    )
    return g(
        el("path", d=d, fill=colour, stroke=shade(colour, 0.35), stroke_width=1.5),
        el("path", d=crests, fill="none", stroke=crest, stroke_width=2.2, stroke_linecap="round"),
    )


def cloud(scale: float = 1.0, colour: str = "#ffffff") -> str:
    """A small flat-bottomed cloud centred on the origin."""
    blobs = ((-20, 2, 14, 9), (-4, -5, 16, 12), (14, 0, 14, 10), (0, 5, 28, 7))
    return g(
        *[
            el("ellipse", cx=float(x), cy=float(y), rx=float(rx), ry=float(ry), fill=colour)
            for x, y, rx, ry in blobs
        ],
        transform=place(0, 0, scale),
    )


def gull(size: float = 12.0, ink: str = INK) -> str:
    """A seagull as two little arcs, `size` px wide, centred on the origin."""
    h = size / 2
    d = f"M{num(-h)} 0 Q{num(-h / 2)} {num(-h / 2)} 0 {num(h / 5)} Q{num(h / 2)} {num(-h / 2)} {num(h)} 0"
    return el(
        "path",
        d=d,
        fill="none",
        stroke=ink,
        stroke_width=2.0,
        stroke_linecap="round",
        stroke_linejoin="round",
    )


# --- portraits -----------------------------------------------------------
# Head centred on the origin; the bust fills roughly x -80..80, y -70..95.


def _coat(colour: str, lapel: str, trim: str) -> str:
    body = "M-84 96 L-76 50 Q-66 30 -24 24 L24 24 Q66 30 76 50 L84 96 Z"
    return g(
        el("path", d=body, fill=colour, stroke=INK, stroke_width=3.0, stroke_linejoin="round"),
        el(
            "path",
            d="M-24 24 L-6 84 L-40 96 L-48 30 Z",
            fill=lapel,
            stroke=INK,
            stroke_width=2.5,
            stroke_linejoin="round",
        ),
        el(
            "path",
            d="M24 24 L6 84 L40 96 L48 30 Z",
            fill=lapel,
            stroke=INK,
            stroke_width=2.5,
            stroke_linejoin="round",
        ),
        el(
            "path",
            d="M-20 24 L20 24 L0 78 Z",
            fill=CREAM,
            stroke=INK,
            stroke_width=2.5,
            stroke_linejoin="round",
        ),
        *[
            el("circle", cx=float(sx * 30), cy=float(y), r=3.6, fill=trim, stroke=INK, stroke_width=1.3)
            for y in (48, 64, 80)
            for sx in (-1, 1)
        ],
    )


def _face(skin: str, eye_patch: bool = False) -> str:
    parts = [
        el(
            "rect",
            x=-11.0,
            y=12.0,
            width=22.0,
            height=16.0,
            fill=shade(skin, 0.12),
            stroke=INK,
            stroke_width=2.5,
        ),
        el("ellipse", cx=0.0, cy=0.0, rx=23.0, ry=27.0, fill=skin, stroke=INK, stroke_width=3.0),
        el("ellipse", cx=8.0, cy=-3.0, rx=2.8, ry=3.4, fill=INK),
        layered("M-13 -10 L-3 -8 M3 -8 L13 -10", [(2.5, INK)]),
        layered("M0 -2 L-3 8 L1 9", [(2.0, shade(skin, 0.45))]),
        layered("M-7 16 Q0 19 7 16", [(2.2, INK)]),
    ]
    if eye_patch:
        parts.append(layered("M-22 -12 L22 -16", [(2.2, INK)]))
        parts.append(el("ellipse", cx=-8.0, cy=-3.0, rx=6.0, ry=5.0, fill=INK))
    else:
        parts.append(el("ellipse", cx=-8.0, cy=-3.0, rx=2.8, ry=3.4, fill=INK))
    return g(*parts)


def tricorn(colour: str = "#1c1614", trim: str = GOLD) -> str:
    brim = "M-50 -12 Q-48 -40 -22 -46 Q0 -64 22 -46 Q48 -40 50 -12 Q26 -30 0 -16 Q-26 -30 -50 -12 Z"
    return g(
        el("path", d=brim, fill=colour, stroke=INK, stroke_width=3.0, stroke_linejoin="round"),
        layered("M-48 -13 Q-26 -30 0 -17 Q26 -30 48 -13", [(3.5, trim)]),
        g(skull(15), transform=place(0, -36)),
    )


CAPTAIN_LOOKS = {
    # colour: (skin, hair colour, beard style, eye patch)
    "yellow": ("#d9a77c", "#141414", "full", False),  # Blackbeard
    "red": ("#e3b58c", "#3a2418", "goatee", True),  # l'Olonnais
    "blue": ("#f0c9a4", "#b5451b", "none", False),  # Anne Bonny
    "green": ("#e6bb90", "#5a3a1e", "moustache", False),  # Henry Morgan
}


def _hair_back(colour: str, long: bool) -> str:
    if long:
        d = "M-24 -20 Q-40 10 -34 60 L-14 52 Q-22 20 -18 -4 Z M24 -20 Q40 10 34 60 L14 52 Q22 20 18 -4 Z"
    else:
        d = "M-24 -18 Q-34 4 -28 28 L-16 22 Z M24 -18 Q34 4 28 28 L16 22 Z"
    return el("path", d=d, fill=colour, stroke=INK, stroke_width=2.5, stroke_linejoin="round")


def _beard(colour: str, style: str) -> str:
    if style == "full":
        d = "M-23 2 Q-26 34 -10 50 L0 58 L10 50 Q26 34 23 2 Q16 20 0 18 Q-16 20 -23 2 Z"
        braids = layered("M-6 48 L-7 62 M6 48 L7 62", [(5, INK), (2.5, colour)])
        return g(
            el("path", d=d, fill=colour, stroke=INK, stroke_width=2.5, stroke_linejoin="round"),
            braids,
            el("path", d="M-7 14 Q0 18 7 14", stroke=CREAM, stroke_width=2.0, fill="none"),
        )
    if style == "goatee":
        return g(
            layered("M-12 12 Q0 6 12 12", [(6, INK), (3.5, colour)]),
            el("path", d="M-5 20 L0 34 L5 20 Z", fill=colour, stroke=INK, stroke_width=2.0),
        )
    if style == "moustache":
        return layered("M-15 15 Q-8 7 0 11 Q8 7 15 15", [(6.5, INK), (3.5, colour)])
    return ""


def captain_portrait(colour_name: str, coat: str) -> str:
    skin, hair, beard, patch = CAPTAIN_LOOKS[colour_name]
    long_hair = beard in ("none", "moustache")
    return g(
        _hair_back(hair, long_hair),
        _coat(coat, shade(coat, 0.35), GOLD),
        _face(skin, patch),
        _beard(hair, beard),
        tricorn(),
    )


def admiral_portrait() -> str:
    bicorne = "M-62 -12 Q-54 -62 0 -62 Q54 -62 62 -12 Q30 -26 0 -24 Q-30 -26 -62 -12 Z"
    epaulette = "M{s}26 32 Q{s}46 22 {s}64 40 L{s}60 48 Q{s}46 40 {s}28 44 Z"
    fringe = " ".join(
        f"M{num(x)} {num(44 + (x - 30) * 0.12)} L{num(x)} {num(54 + (x - 30) * 0.12)}"
        for x in range(32, 62, 5)
    )
    wig = "M-22 -18 Q-38 -6 -32 14 Q-40 22 -30 32 L-16 24 Z M22 -18 Q38 -6 32 14 Q40 22 30 32 L16 24 Z"
    return g(
        el("path", d=wig, fill="#eceae4", stroke=INK, stroke_width=2.5, stroke_linejoin="round"),
        _coat(NAVY, "#f4f4f0", GOLD),
        el("path", d=epaulette.replace("{s}", ""), fill=GOLD, stroke=INK, stroke_width=2.5),
        el("path", d=epaulette.replace("{s}", "-"), fill=GOLD, stroke=INK, stroke_width=2.5),
        el("path", d=fringe, stroke=GOLD_DARK, stroke_width=2.5, stroke_linecap="round"),
        g(
            el("path", d=fringe, stroke=GOLD_DARK, stroke_width=2.5, stroke_linecap="round"),
            transform="scale(-1 1)",
        ),
        _face(SKIN),
        el("path", d=bicorne, fill="#161616", stroke=INK, stroke_width=3.0, stroke_linejoin="round"),
        layered("M-62 -12 Q-54 -62 0 -62 Q54 -62 62 -12", [(3, GOLD)]),
        layered("M-60 -13 Q-30 -27 0 -25 Q30 -27 60 -13", [(3.5, GOLD)]),
        el("circle", cx=0.0, cy=-40.0, r=9.0, fill=CREAM, stroke=INK, stroke_width=2.0),
        el("circle", cx=0.0, cy=-40.0, r=5.0, fill="#2b6cb0", stroke=INK, stroke_width=1.5),
        layered("M-4 -30 L4 -30 L6 -24", [(2.0, GOLD)]),
    )


# --- rope border ---------------------------------------------------------


def rope(
    x: float,
    y: float,
    w: float,
    h: float,
    r: float,
    step: float = 7.0,
    fill: str = "#c9a064",
    ink: str = WOOD_DARK,
) -> str:
    """Twisted rope along a rounded rectangle: a run of slanted strands."""
    points = []
    straight = [
        (x + r, y, x + w - r, y),
        (x + w, y + r, x + w, y + h - r),
        (x + w - r, y + h, x + r, y + h),
        (x, y + h - r, x, y + r),
    ]
    corners = [
        (x + w - r, y + r, -90),
        (x + w - r, y + h - r, 0),
        (x + r, y + h - r, 90),
        (x + r, y + r, 180),
    ]
    for (x0, y0, x1, y1), (cx, cy, a0) in zip(straight, corners, strict=True):
        length = math.hypot(x1 - x0, y1 - y0)
        n = max(1, round(length / step))
        ang = math.degrees(math.atan2(y1 - y0, x1 - x0))
        for i in range(n):
            t = (i + 0.5) / n
            points.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, ang))
        arc = math.pi * r / 2
        m = max(1, round(arc / step))
        for i in range(m):
            a = a0 + 90 * (i + 0.5) / m
            points.append((cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)), a + 90))
    back = el("rect", x=x, y=y, width=w, height=h, rx=r, fill="none", stroke=ink, stroke_width=10.0)
    strands = "".join(
        el(
            "ellipse",
            cx=0.0,
            cy=0.0,
            rx=step * 0.72,
            ry=3.0,
            fill=fill,
            stroke=ink,
            stroke_width=1.2,
            transform=f"translate({num(px)} {num(py)}) rotate({num(a + 45)})",
        )
        for px, py, a in points
    )
    return g(back, strands)
