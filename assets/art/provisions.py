"""Störtebeker's six provisions: colours, icons, chips, and the pirate-symbol badge.

Every icon is centred on the origin and fits a 100 x 100 box. `icon(ptype, size)` draws the
object in its own colours (a blue droplet, a green pod, ...); `icon(ptype, size, mono=True)` draws
the same shape in cream with ink outlines, for a coloured chip or die face. The shapes differ
enough to tell the types apart without colour: droplet, pea pod, loaf, ham leg, bottle, bananas.
"""

from __future__ import annotations

from svgkit import BONE, CREAM, GOLD, GOLD_DARK, INK, crossbones, digit, el, g, layered, place, shade, skull, tint

PROVISIONS = ("water", "beans", "bread", "meat", "rum", "bananas")

# The colour of each provision: card frames, chips and colour dice.
COLOURS = {
    "water": "#2f78c4",  # blue
    "beans": "#3c8f3a",  # green
    "bread": "#8b5a2b",  # brown
    "meat": "#c4302b",  # red
    "rum": "#262220",  # black
    "bananas": "#f0c419",  # yellow
}

ICON_NAMES = {
    "water": "water droplet",
    "beans": "pea pod with beans",
    "bread": "scored loaf",
    "meat": "ham leg",
    "rum": "rum bottle",
    "bananas": "banana bunch",
}

PIRATE_DARK = "#1d1a1a"


def _shape(d: str, fill: str, ink: str, w: float = 4.0, **extra) -> str:
    return el("path", d=d, fill=fill, stroke=ink, stroke_width=w, stroke_linejoin="round", **extra)


def _line(d: str, colour: str, w: float) -> str:
    return layered(d, [(w, colour)])


# --- the six icons ---------------------------------------------------------
# Each takes (mono, ink) and returns markup in the 100 x 100 box around the origin.


def _water(mono: bool, ink: str) -> str:
    col = COLOURS["water"]
    drop = "M0 -46 C10 -30 34 -6 34 15 C34 34 19 47 0 47 C-19 47 -34 34 -34 15 C-34 -6 -10 -30 0 -46 Z"
    body = CREAM if mono else col
    detail = col if mono else tint(col, 0.55)
    return g(
        _shape(drop, body, ink, 5.0),
        _line("M-21 16 C-21 4 -15 -6 -8 -15", detail, 6.0),
        _line("M-14 30 Q-7 35 0 35", detail, 4.5),
    )


def _beans(mono: bool, ink: str) -> str:
    col = COLOURS["beans"]
    shell = CREAM if mono else "#74c04c"
    bean = col if mono else "#2f7a2c"
    # a pea pod lying along x, split open along the top, four round beans showing; turned up-right
    pod = (
        "M-52 8 Q-48 -10 -36 -14 Q-28 -28 -17 -15 Q-8 -28 1 -15 Q10 -28 19 -15 Q29 -28 38 -14 "
        "Q48 -16 54 -28 Q58 -4 42 14 Q20 32 -10 30 Q-38 28 -52 8 Z"
    )
    beans = "".join(
        el("circle", cx=float(x), cy=0.0, r=11.5, fill=bean, stroke=ink, stroke_width=3.5) for x in (-27, -8, 11, 30)
    )
    stem = "M-50 7 Q-60 -4 -52 -14"
    return g(
        _shape(pod, shell, ink, 5.0),
        _line("M-46 6 Q-10 16 44 -2", ink, 3.5),
        beans,
        _line(stem, ink, 8.0),
        _line(stem, shell, 3.5),
        transform="rotate(-22) scale(0.92)",
    )


def _bread(mono: bool, ink: str) -> str:
    col = COLOURS["bread"]
    crust = CREAM if mono else "#c98a45"
    base = shade(crust, 0.15) if not mono else CREAM
    cut = col if mono else "#f3d69c"
    loaf = "M-47 18 Q-49 -26 0 -30 Q49 -26 47 18 Q44 30 0 30 Q-44 30 -47 18 Z"
    return g(
        _shape(loaf, crust, ink, 5.0),
        _shape("M-46 14 Q0 24 46 14 Q44 29 0 29 Q-44 29 -46 14 Z", base, ink, 3.0),
        *[_line(f"M{x - 8} 6 Q{x} -6 {x + 10} -20", ink, 9.0) for x in (-24, -2, 20)],
        *[_line(f"M{x - 8} 6 Q{x} -6 {x + 10} -20", cut, 4.5) for x in (-24, -2, 20)],
    )


def _meat(mono: bool, ink: str) -> str:
    col = COLOURS["meat"]
    flesh = CREAM if mono else col
    cut = col if mono else "#ef8f7f"
    bone = CREAM if mono else BONE
    ham = "M-44 28 C-54 2 -34 -28 -6 -26 C12 -25 20 -12 18 2 C16 20 -2 38 -22 42 C-32 44 -40 38 -44 28 Z"
    knob = "".join(
        el("circle", cx=x, cy=y, r=8.5, fill=bone, stroke=ink, stroke_width=4.0)
        for x, y in ((34.0, -36.0), (42.0, -26.0))
    )
    return g(
        layered("M8 -10 L36 -30", [(17, ink), (9, bone)]),
        knob,
        el("circle", cx=34.0, cy=-36.0, r=6.0, fill=bone),
        el("circle", cx=42.0, cy=-26.0, r=6.0, fill=bone),
        layered("M14 -14 L36 -30", [(9, bone)]),
        _shape(ham, flesh, ink, 5.0),
        el(
            "ellipse",
            cx=8.0,
            cy=-4.0,
            rx=11.0,
            ry=15.0,
            fill=cut,
            stroke=ink,
            stroke_width=3.0,
            transform="rotate(35 8 -4)",
        ),
        el("circle", cx=9.0, cy=-5.0, r=4.5, fill=bone, stroke=ink, stroke_width=2.0),
        _line("M-36 24 Q-36 6 -24 -8", cut if mono else tint(col, 0.35), 4.5),
    )


def _rum(mono: bool, ink: str) -> str:
    glass = CREAM if mono else COLOURS["rum"]
    shine = shade(CREAM, 0.25) if mono else "#6d625a"
    label = COLOURS["rum"] if mono else CREAM
    mark = CREAM if mono else "#8b2a1f"
    bottle = "M-7 -34 L-7 -18 Q-24 -12 -24 6 L-24 40 Q-24 47 -17 47 L17 47 Q24 47 24 40 L24 6 Q24 -12 7 -18 L7 -34 Z"
    xs = " ".join(f"M{x - 4} 10 L{x + 4} 22 M{x + 4} 10 L{x - 4} 22" for x in (-11, 0, 11))
    return g(
        _shape(bottle, glass, ink, 5.0),
        el(
            "rect",
            x=-9.5,
            y=-40.0,
            width=19.0,
            height=12.0,
            rx=3.0,
            fill="#c9a064" if not mono else CREAM,
            stroke=ink,
            stroke_width=4.0,
        ),
        el("rect", x=-19.0, y=4.0, width=38.0, height=24.0, rx=3.0, fill=label, stroke=ink, stroke_width=3.0),
        _line(xs, mark, 3.2),
        _line("M-17 -2 Q-16 -9 -9 -13", shine, 4.0),
        _line("M-17 34 L-17 40", shine, 4.0),
    )


def _bananas(mono: bool, ink: str) -> str:
    col = COLOURS["bananas"]
    peel = CREAM if mono else col
    tip = COLOURS["bread"] if not mono else ink
    # one banana: a crescent from the stem (left) curving down and up to its tip (right)
    one = "M-36 -10 Q-26 34 24 30 Q36 28 44 16 Q40 12 34 16 Q4 26 -26 -16 Z"
    out = []
    for rot in (-34, -12, 12):
        out.append(
            g(
                _shape(one, peel, ink, 4.5),
                _line("M-26 -2 Q-12 20 24 22", shade(peel, 0.18), 3.0),
                el("circle", cx=42.0, cy=16.0, r=3.5, fill=tip),
                transform=f"rotate({rot} -32 -14)",
            )
        )
    stem = layered("M-40 -28 L-30 -12", [(12, ink), (6, "#7a5a2a" if not mono else CREAM)])
    return g(*out, stem, transform="translate(4 4)")


_ICONS = {"water": _water, "beans": _beans, "bread": _bread, "meat": _meat, "rum": _rum, "bananas": _bananas}


def icon(ptype: str, size: float, mono: bool = False, ink: str = INK) -> str:
    """The provision's icon, `size` px across, centred on the origin."""
    return g(_ICONS[ptype](mono, ink), transform=place(0, 0, size / 100.0))


def chip(ptype: str, r: float, ring: str = INK) -> str:
    """A disc in the provision's colour with its icon in cream (the requirement mark)."""
    col = COLOURS[ptype]
    return g(
        el("circle", cx=0.0, cy=0.0, r=r, fill=col, stroke=ring, stroke_width=r * 0.12),
        el("circle", cx=0.0, cy=0.0, r=r * 0.83, fill="none", stroke=tint(col, 0.45), stroke_width=r * 0.05),
        icon(ptype, r * 1.6, mono=True),
    )


# --- the pirate symbol ---------------------------------------------------------


def pirate_badge(r: float) -> str:
    """Dark disc with a skull over crossbones and a gold coin with a 1 (strength 1)."""
    s = r / 30.0
    return g(
        el("circle", cx=0.0, cy=0.0, r=30.0, fill=PIRATE_DARK, stroke=INK, stroke_width=3.0),
        el("circle", cx=0.0, cy=0.0, r=26.5, fill="none", stroke=BONE, stroke_width=1.6),
        g(crossbones(40, BONE, PIRATE_DARK), transform=place(-5, 3)),
        g(skull(29, BONE, PIRATE_DARK), transform=place(-5, -2)),
        el("circle", cx=20.0, cy=19.0, r=13.5, fill=GOLD, stroke=INK, stroke_width=2.5),
        el("circle", cx=20.0, cy=19.0, r=10.5, fill="none", stroke=GOLD_DARK, stroke_width=1.2),
        digit(1, 20 - 23.5 * 0.19, 19 - 50 * 0.19, 19, INK, INK, None),
        transform=place(0, 0, s),
    )
