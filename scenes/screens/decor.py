"""The look the screens around the tables share with the menu and the tables: a title plaque in the titles' face
between two gold coins, fans of our own cards beside the content where the window leaves room for them, and
panels with the tables' corners.

Every piece is laid out as rectangles first (a screen does it in `resize`, beside its widgets), then drawn: a
screen keeps its pieces off its widgets, and the tests check the same rectangles (`Decor.pieces`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from scenes.core import theme
from scenes.core.assets import font, svgs
from scenes.core.widgets import Colour, panel, text
from scenes.screens.rulebook_markup import aspect

PANEL_RADIUS = 12  # the corners of the tables' panels (scenes/table/painting.py), on every screen's panels too
PANEL_EDGE = (40, 60, 60)  # the tables' panel border when it is not the seat's turn
PLAQUE_FILL = (8, 16, 20, 225)  # the tables' pills and tooltips: near-black, edged in gold
EMBLEM = "korsar/coin"  # either side of a title
STEP = 0.32  # of a card's width, from one card of a fan to the next (the menu's)
LEAST_CARD = 40  # pixels: a card narrower than this is not worth drawing beside the content

GAME_ART = {"korsar": "korsar/galleon5", "stortebeker": "stortebeker/Y4", "freibeuter": "freibeuter/ship15"}
"""Each game's emblem: the picture that stands for it in a list (the rules chooser, the statistics, the history)."""

GAME_FANS = {
    "korsar": ("korsar/galleon8", "korsar/captain-yellow", "korsar/red4", "korsar/admiral", "korsar/galleon5"),
    "stortebeker": ("stortebeker/rum", "stortebeker/pirate3", "stortebeker/bread", "stortebeker/back",
                    "stortebeker/Y4"),
    "freibeuter": ("freibeuter/sea-back", "freibeuter/dutchman-back", "freibeuter/sea-back", "freibeuter/ship10",
                   "freibeuter/chest"),
}
"""A few of each game's cards (and a token or a tile in front), for a fan."""

MIXED = ("korsar/galleon7", "stortebeker/pirate4", "freibeuter/sea-back", "korsar/captain-red", "stortebeker/water")
MIXED_RIGHT = ("freibeuter/dutchman-back", "korsar/blue3", "stortebeker/rum", "korsar/back")
"""Cards of the three games together, for the screens that belong to all of them."""


@dataclass(frozen=True)
class Art:
    """One picture of our own art (`relpath` under assets/art, without .svg) in `rect`."""

    relpath: str
    rect: pygame.Rect


@dataclass
class Plaque:
    """A screen's title on a dark plaque edged in gold, a coin either side of the words, and a thin gold rule
    running out from each end (`rules`)."""

    title: str
    rect: pygame.Rect
    size: int  # the title's type size
    rules: tuple[pygame.Rect, pygame.Rect] | None = None  # left, right: none where there is no room

    @property
    def bounds(self) -> pygame.Rect:
        r = self.rect
        return r.unionall(list(self.rules)) if self.rules else pygame.Rect(r)


@dataclass
class Decor:
    """What a screen draws around its widgets: its plaque and its pictures."""

    plaque: Plaque | None = None
    art: list[Art] = field(default_factory=list)

    def pieces(self) -> list[pygame.Rect]:
        """Each piece's rectangle: the plaque with its rules, each fan (or picture group) as a whole."""
        out = [self.plaque.bounds] if self.plaque else []
        return out + fan_bounds(self.art)

    def draw(self, surface: pygame.Surface) -> None:
        draw_art(surface, self.art)
        if self.plaque is not None:
            draw_plaque(surface, self.plaque)


# -- the plaque ---------------------------------------------------------------------------------------------
def plaque_height(size: int) -> int:
    """How tall a plaque with a title of type `size` is."""
    return font(size, display=True).get_height() + max(8, size // 3)


def plaque(title: str, size: int, centre: tuple[int, int], span: pygame.Rect | None = None,
           anchor: str = "midtop") -> Plaque:
    """The plaque for `title` in type `size`, its `anchor` at `centre`; its rules reach out as far as a third of
    its width each way, within `span` (none if that leaves them under 16 px)."""
    h = plaque_height(size)
    coin = round(h * 0.56)
    pad = max(8, h // 4)
    words = font(size, display=True).size(title)[0]
    rect = pygame.Rect(0, 0, words + 2 * (coin + 2 * pad), h)
    if span is not None and rect.w > span.w:
        rect.w = span.w
    setattr(rect, anchor, centre)
    rules = None
    if span is not None:
        reach = min(rect.w // 3, rect.x - span.x - 6, span.right - rect.right - 6)
        if reach >= 16:
            gap = max(6, h // 6)
            band = max(6, h // 5)  # room for the diamond at the end
            left = pygame.Rect(rect.x - gap - reach, rect.centery - band // 2, reach, band)
            rules = (left, left.move(reach + 2 * gap + rect.w, 0))
    return Plaque(title, rect, size, rules)


def draw_plaque(surface: pygame.Surface, p: Plaque) -> None:
    r = p.rect
    panel(surface, r, PLAQUE_FILL, radius=PANEL_RADIUS, border=theme.GOLD, width=2)
    pygame.draw.rect(surface, theme.WOOD, r.inflate(-8, -8), 1, border_radius=max(2, PANEL_RADIUS - 4))
    coin = round(r.h * 0.56)
    pad = max(8, r.h // 4)
    image = svgs.get(f"{EMBLEM}.svg", (coin, coin))
    surface.blit(image, image.get_rect(midleft=(r.x + pad, r.centery)))
    surface.blit(image, image.get_rect(midright=(r.right - pad, r.centery)))
    text(surface, p.title, r.center, p.size, theme.GOLD, "center", display=True, max_width=r.w - 2 * (coin + pad))
    for i, rule in enumerate(p.rules or ()):
        y = rule.centery
        near, far = (rule.right, rule.x) if i == 0 else (rule.x, rule.right)
        pygame.draw.line(surface, theme.GOLD, (near, y), (far, y), 2)
        d = rule.h // 2
        pygame.draw.polygon(surface, theme.GOLD, [(far, y - d), (far + d, y), (far, y + d), (far - d, y)])


# -- fans of cards ------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def shape(relpath: str) -> float:
    """Width / height of a picture."""
    return aspect(relpath)


def fan(faces: Sequence[str], box: pygame.Rect, least: int = LEAST_CARD) -> list[Art]:
    """`faces` fanned left to right as the menu fans its cards, as large as `box` allows and centred in it: each
    card STEP of a card's width from the one before, the middle ones a little higher; a token or a tile (any
    picture not taller than wide) stands in front, as wide as a card, its foot on the cards' foot. None if the
    cards would be narrower than `least` pixels."""
    if not faces or box.w <= 0 or box.h <= 0:
        return []
    n = len(faces)
    mid = (n - 1) / 2

    def sizes(cw: float) -> list[tuple[float, float]]:
        return [(cw, cw * 1.4) if shape(f) < 1 else (cw * min(1.5, shape(f)), cw * min(1.5, shape(f))
                                                       / shape(f)) for f in faces]

    cw = box.h / 1.4 / 1.06  # the raise of the middle cards: 6 % of a card's height at most
    width = max(i * cw * STEP + s[0] for i, s in enumerate(sizes(cw)))
    if width > box.w:
        cw *= box.w / width
    if cw < least:
        return []
    ch = cw * 1.4
    width = max(i * cw * STEP + s[0] for i, s in enumerate(sizes(cw)))
    x0 = box.centerx - width / 2
    foot = box.centery + ch * 1.06 / 2
    out = []
    for i, (face, (fw, fh)) in enumerate(zip(faces, sizes(cw), strict=True)):
        lift = ch * 0.06 * (1 - abs(i - mid) / max(mid, 1))
        rect = pygame.Rect(round(x0 + i * cw * STEP), round(foot - lift - fh), round(fw), round(fh))
        out.append(Art(face, rect))
    return out


def side_fans(size: tuple[int, int], clear: pygame.Rect, left: Sequence[str] = GAME_FANS["korsar"],
              right: Sequence[str] = MIXED_RIGHT, top: int = 0) -> list[Art]:
    """A fan each side of `clear` (the screen's content), as the menu has beside its buttons, kept out of it by a
    gap, below `top` and above the window's foot; none where the room left would make cards too small."""
    w, h = size
    gap = max(16, w // 60)
    margin = round(w * 0.04)
    tall = min(round(h * 0.32), h - max(top, round(h * 0.35)) - margin)
    y = max(top, round(h * 0.6) - tall // 2)
    y = min(y, h - margin - tall)
    boxes = [(pygame.Rect(margin, y, clear.x - gap - margin, tall), left),
             (pygame.Rect(clear.right + gap, y, w - margin - clear.right - gap, tall), right)]
    both = [fan(faces, box) for box, faces in boxes]
    if not all(both):  # one side alone looks like a mistake
        return []
    return both[0] + both[1]


def fan_bounds(art: list[Art]) -> list[pygame.Rect]:
    """The rectangle of each group of pictures that touch one another (a fan, a lone picture)."""
    groups: list[pygame.Rect] = []
    for a in art:
        rect = pygame.Rect(a.rect)
        for g in [g for g in groups if g.colliderect(rect)]:
            groups.remove(g)
            rect.union_ip(g)
        groups.append(rect)
    return groups


def draw_art(surface: pygame.Surface, art: list[Art], shadow: bool = True) -> None:
    """Each picture, with the soft shadow the tables give their cards."""
    for a in art:
        r = a.rect
        if r.w < 2 or r.h < 2:
            continue
        if shadow and shape(a.relpath) < 1:
            panel(surface, r.move(max(1, r.w // 30), max(2, r.w // 20)), (0, 0, 0, 90), radius=max(2, r.w // 14))
        surface.blit(svgs.get(f"{a.relpath}.svg", r.size), r)


def card_panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL,
               border: Colour = PANEL_EDGE) -> None:
    """A panel as the tables draw theirs: translucent dark, their corners, a thin edge."""
    panel(surface, rect, colour, radius=PANEL_RADIUS, border=border, width=2)
