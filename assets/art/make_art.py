"""Generate the Korsar card art as SVG files (stdlib only, deterministic).

    python assets/art/make_art.py

writes every card into assets/art/korsar/. The SVGs use only what nanosvg
(SDL_image's SVG renderer) draws: no <text>, filters, masks, <use> or CSS.
See README.md in this folder.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # keep assets/art free of __pycache__

from pathlib import Path  # noqa: E402

import drawings as dr  # noqa: E402
import symbols as sym  # noqa: E402
from svgkit import (  # noqa: E402
    CREAM,
    GOLD,
    GOLD_DARK,
    INK,
    NAVY,
    NAVY_DARK,
    PARCHMENT,
    PIRATE_COLOURS,
    PIRATE_DEEP,
    SEA,
    SEA_DARK,
    SEA_LIGHT,
    SKY,
    WOOD,
    coin,
    crossbones,
    crown,
    digit,
    document,
    el,
    g,
    mix,
    place,
    shade,
    skull,
    starburst,
)

W, H = 250, 350
OUT = Path(__file__).resolve().parent / "korsar"

DIGIT_H = 66  # corner digit height (px in the 250 x 350 card)
DIGIT_XY = (16, 15)


def card(*layers: str) -> str:
    return document(W, H, *layers)


def frame(border: str, trim: str, face: str, trim_w: float = 2.5) -> str:
    """Rounded card with a coloured border and an inner face panel."""
    return g(
        el(
            "rect",
            x=1.5,
            y=1.5,
            width=247.0,
            height=347.0,
            rx=13.0,
            fill=border,
            stroke=INK,
            stroke_width=3.0,
        ),
        el(
            "rect",
            x=9.0,
            y=9.0,
            width=232.0,
            height=332.0,
            rx=9.0,
            fill=face,
            stroke=trim,
            stroke_width=trim_w,
        ),
    )


def corners(*top_left_and_right: str) -> str:
    """The corner marks, plus the same marks turned half a turn (bottom corners)."""
    marks = "".join(top_left_and_right)
    return g(marks, g(marks, transform=f"rotate(180 {W // 2} {H // 2})"))


def value_digit(n: int, fill: str) -> str:
    return digit(n, DIGIT_XY[0], DIGIT_XY[1], DIGIT_H, fill)


def row_positions(n: int, cx: float, spacing: float):
    x0 = cx - spacing * (n - 1) / 2
    return [x0 + i * spacing for i in range(n)]


# --- galleons ------------------------------------------------------------


def coin_pile(n: int) -> str:
    """n coins: one row up to 4, else two staggered rows (top row has the extra)."""
    rows = [n] if n <= 4 else [(n + 1) // 2, n // 2]
    ys = [268.0] if len(rows) == 1 else [254.0, 284.0]
    out = []
    for count, y in zip(rows, ys, strict=True):
        for x in row_positions(count, 125, 33):
            out.append(g(coin(15.5), transform=place(x, y)))
    return g(*out)


def galleon_card(value: int) -> str:
    scene = g(
        el("rect", x=9.0, y=9.0, width=232.0, height=332.0, rx=9.0, fill=SKY),
        el("rect", x=9.0, y=150.0, width=232.0, height=60.0, fill=mix(SKY, SEA_LIGHT, 0.25)),
        dr.sea(9, 206, 232, 135, SEA, SEA_LIGHT, waves=6),
        el("path", d="M9 236 L241 236 L241 332 Q241 341 232 341 L18 341 Q9 341 9 332 Z", fill=SEA_DARK),
        g(dr.cloud(1.0), transform=place(188, 104)),
        g(dr.cloud(0.8), transform=place(58, 132)),
        g(dr.gull(14), transform=place(102, 52)),
        g(dr.gull(10), transform=place(124, 64)),
        g(dr.gull(12), transform=place(148, 46)),
        g(dr.ship(WOOD, GOLD, "#f7eed6", "#d9c6a0", pirate=False, flag=GOLD), transform=place(122, 216, 0.8)),
        dr.sea(9, 214, 232, 22, SEA, SEA_LIGHT, waves=5),
    )
    return card(
        el(
            "rect",
            x=1.5,
            y=1.5,
            width=247.0,
            height=347.0,
            rx=13.0,
            fill=SEA_DARK,
            stroke=INK,
            stroke_width=3.0,
        ),
        scene,
        el(
            "rect",
            x=9.0,
            y=9.0,
            width=232.0,
            height=332.0,
            rx=9.0,
            fill="none",
            stroke=GOLD,
            stroke_width=3.5,
        ),
        coin_pile(value),
        corners(value_digit(value, GOLD), g(coin(21), transform=place(207, 41))),
    )


# --- pirates -------------------------------------------------------------


def pirate_card(colour: str, strength: int) -> str:
    col = PIRATE_COLOURS[colour]
    sky = mix(PARCHMENT, col, 0.28)
    panel = g(
        el("rect", x=20.0, y=86.0, width=210.0, height=176.0, rx=6.0, fill=sky),
        g(
            dr.ship("#3b2a20", shade(col, 0.1), "#262626", "#4a4a4a", pirate=True, flag=col),
            transform=place(121, 196, 0.68),
        ),
        dr.sea(20, 192, 210, 24, SEA_DARK, SEA_LIGHT, waves=5),
        # strength plate: one skull per point of strength, bone on the dark colour
        el(
            "path",
            d="M20 214 L230 214 L230 256 Q230 262 224 262 L26 262 Q20 262 20 256 Z",
            fill=PIRATE_DEEP.get(colour, shade(col, 0.55)),
        ),
        el("line", x1=20.0, y1=214.0, x2=230.0, y2=214.0, stroke=INK, stroke_width=2.5),
        *[g(skull(38), transform=place(x, 239)) for x in row_positions(strength, 125, 46)],
        el(
            "rect",
            x=20.0,
            y=86.0,
            width=210.0,
            height=176.0,
            rx=6.0,
            fill="none",
            stroke=INK,
            stroke_width=2.5,
        ),
    )
    return card(
        frame(col, INK, PARCHMENT),
        panel,
        corners(value_digit(strength, col), g(sym.badge(colour, 28), transform=place(204, 45))),
    )


# --- captains and admiral ------------------------------------------------


def _portrait_panel(bg: str, burst: str, portrait: str) -> str:
    return g(
        el("rect", x=20.0, y=84.0, width=210.0, height=186.0, rx=6.0, fill=bg),
        g(starburst(96, 58, 16, burst), transform=place(125, 168)),
        g(portrait, transform=place(125, 179, 0.95)),
        el(
            "rect",
            x=20.0,
            y=84.0,
            width=210.0,
            height=186.0,
            rx=6.0,
            fill="none",
            stroke=INK,
            stroke_width=2.5,
        ),
    )


def captain_card(colour: str) -> str:
    col = PIRATE_COLOURS[colour]
    return card(
        frame(col, INK, PARCHMENT),
        el(
            "rect",
            x=13.5,
            y=13.5,
            width=223.0,
            height=323.0,
            rx=6.0,
            fill="none",
            stroke=GOLD,
            stroke_width=3.0,
        ),
        _portrait_panel(
            mix(PARCHMENT, col, 0.35), mix(GOLD, PARCHMENT, 0.35), dr.captain_portrait(colour, col)
        ),
        corners(g(sym.badge(colour, 30), transform=place(48, 47)), g(crown(46), transform=place(204, 47))),
    )


def anchor_crown_emblem(r: float) -> str:
    return g(
        el("circle", cx=0.0, cy=0.0, r=r, fill=NAVY, stroke=GOLD, stroke_width=r * 0.12),
        el("circle", cx=0.0, cy=0.0, r=r * 1.06, fill="none", stroke=INK, stroke_width=r * 0.06),
        g(sym.anchor(GOLD, INK, ring=False), transform=place(0, r * 0.2, r * 0.013)),
        g(crown(r * 0.62), transform=place(0, -r * 0.5)),
    )


def admiral_card() -> str:
    return card(
        frame(NAVY, INK, "#f5f3ec"),
        el(
            "rect",
            x=13.5,
            y=13.5,
            width=223.0,
            height=323.0,
            rx=6.0,
            fill="none",
            stroke=GOLD,
            stroke_width=3.0,
        ),
        _portrait_panel("#c6d2ea", "#f7f7f2", dr.admiral_portrait()),
        corners(
            g(anchor_crown_emblem(29), transform=place(47, 47)),
            g(anchor_crown_emblem(29), transform=place(203, 47)),
        ),
    )


# --- back and icons ------------------------------------------------------


def back_card() -> str:
    red = "#7b1d1d"
    return card(
        el(
            "rect",
            x=1.5,
            y=1.5,
            width=247.0,
            height=347.0,
            rx=13.0,
            fill=NAVY_DARK,
            stroke=INK,
            stroke_width=3.0,
        ),
        el("rect", x=22.0, y=22.0, width=206.0, height=306.0, rx=8.0, fill=red),
        dr.rope(18, 18, 214, 314, 10),
        el(
            "rect",
            x=32.0,
            y=32.0,
            width=186.0,
            height=286.0,
            rx=6.0,
            fill="none",
            stroke=GOLD,
            stroke_width=2.0,
        ),
        g(starburst(76, 66, 32, shade(red, 0.25)), transform=place(125, 175)),
        el("circle", cx=125.0, cy=175.0, r=64.0, fill=NAVY, stroke=GOLD, stroke_width=4.0),
        g(sym.compass(CREAM, INK, GOLD_DARK), transform=place(125, 175, 1.25)),
        el("circle", cx=125.0, cy=175.0, r=27.0, fill=NAVY_DARK, stroke=GOLD, stroke_width=3.0),
        g(crossbones(40), transform=place(125, 178)),
        g(skull(30), transform=place(125, 173)),
        *[
            g(
                el(
                    "polygon",
                    points="0,-9 3,-3 9,0 3,3 0,9 -3,3 -9,0 -3,-3",
                    fill=GOLD,
                    stroke=INK,
                    stroke_width=1.0,
                ),
                transform=place(x, y),
            )
            for x, y in ((48, 48), (202, 48), (48, 302), (202, 302))
        ],
    )


def icon(*children: str) -> str:
    return document(64, 64, *children)


def all_files() -> dict[str, str]:
    files = {f"galleon{v}.svg": galleon_card(v) for v in range(2, 9)}
    for colour in PIRATE_COLOURS:
        for s in range(1, 5):
            files[f"{colour}{s}.svg"] = pirate_card(colour, s)
    for colour in PIRATE_COLOURS:
        files[f"captain-{colour}.svg"] = captain_card(colour)
    files["admiral.svg"] = admiral_card()
    files["back.svg"] = back_card()
    files["coin.svg"] = icon(g(coin(29), transform=place(32, 32)))
    files["skull.svg"] = icon(g(skull(56), transform=place(32, 33)))
    return files


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    files = all_files()
    for name, text in files.items():
        (OUT / name).write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {len(files)} files to {OUT}")


if __name__ == "__main__":
    main()
