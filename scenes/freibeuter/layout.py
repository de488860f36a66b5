"""Where everything goes on the Freibeuter table, from assets/maps/freibeuter.tmx scaled to the window.

The map holds the 49 squares and 36 grid points of the sea (columns A-G left to right, rows 1-7
top to bottom), the piles, the bank, the tokens set aside, the seat panels, the hand, the log and
the prompt. The viewer's panel comes first; the others follow in turn order.
"""

from __future__ import annotations

import pygame

from scenes.core.assets import SMALL
from scenes.core.sprites import CARD_RATIO
from scenes.core.tmx import Viewport, table_map
from scenes.core.widgets import line_height

BOAT_RATIO = 0.6  # height / width of a boat
TOKEN = 0.62  # a token's diameter, in squares


class FreibeuterLayout:
    def __init__(self, size: tuple[int, int], players: int, bottom: int) -> None:
        m = table_map("freibeuter", size)
        self.vp = vp = Viewport(m.size, size)
        self.size = size
        self.bottom = bottom
        self.squares = {name: vp.rect(r) for name, r in m.layers["squares"].items()}
        self.points = {name: vp.rect(r).center for name, r in m.layers["points"].items()}
        t = m.layers["table"]
        self.sea = vp.rect(t["sea"])
        self.sea_pile = vp.rect(t["sea_pile"])
        self.dutchman_pile = vp.rect(t["dutchman_pile"])
        self.bank = vp.rect(t["bank"])
        self.aside = vp.rect(t["aside"])
        self.log = vp.rect(t["log"])
        self.hand = vp.rect(t["hand"])
        self.prompt = vp.rect(t["prompt"])
        panels = m.layer(f"seats{players}")
        self.panels = {(bottom + i) % players: vp.rect(r) for i, r in enumerate(panels)}
        self.square = self.squares["A1"].w
        self.font = vp.text(21, SMALL + 2)  # names, titles, counts
        self.small = vp.text(18, SMALL)  # the log, labels, notes
        self.big = vp.px(24)

    # -- the sea ---------------------------------------------------------------------------------
    def boat_size(self, scale: float = 1.0) -> tuple[int, int]:
        w = round(self.square * 0.46 * scale)
        return w, round(w * BOAT_RATIO)

    def boats_in(self, square: str, n: int) -> list[pygame.Rect]:
        """`n` boats on `square`: one in the middle, two side by side."""
        sq = self.squares[square]
        w, h = self.boat_size()
        if n <= 1:
            return [pygame.Rect(sq.centerx - w // 2, sq.centery - h // 2, w, h)]
        gap = max(2, sq.w // 40)
        return [pygame.Rect(sq.centerx - w - gap // 2 + i * (w + gap), sq.centery - h // 2, w, h) for i in range(n)]

    def token(self, point: str) -> pygame.Rect:
        d = round(self.square * TOKEN)
        r = pygame.Rect(0, 0, d, d)
        r.center = self.points[point]
        return r

    def boarder(self, point: str) -> pygame.Rect:
        """A boarder's boat, riding on top of its ship token."""
        w, h = self.boat_size(0.8)
        t = self.token(point)
        return pygame.Rect(t.centerx - w // 2, t.y - h // 2, w, h)

    def dutchman_on(self, square: str) -> pygame.Rect:
        sq = self.squares[square]
        w, h = self.boat_size(1.5)
        return pygame.Rect(sq.centerx - w // 2, sq.centery - h // 2, w, h)

    def dutchman_rest(self) -> pygame.Rect:
        """Beside the board, above the piles, while nobody has sent it out."""
        w, h = self.boat_size(1.2)
        return pygame.Rect(self.sea_pile.x, self.sea_pile.y - h - self.vp.px(30), w, h)

    # -- cards -------------------------------------------------------------------------------------
    def card(self, height: float) -> tuple[int, int]:
        h = max(8, round(height))
        return round(h / CARD_RATIO), h

    def pile(self, which: str) -> pygame.Rect:
        """The draw pile of sea or Dutchman cards (the left card of its area)."""
        area = self.sea_pile if which == "sea" else self.dutchman_pile
        label = line_height(self.small) + 2  # the pile's name, above its cards
        w, h = self.card(min(area.h * 0.92, area.h - label))
        return pygame.Rect(area.x, area.bottom - h, w, h)

    def discard(self, which: str) -> pygame.Rect:
        """The discard pile of that kind (the right card of its area)."""
        r = self.pile(which)
        area = self.sea_pile if which == "sea" else self.dutchman_pile
        clear = self.sea.x - self.vp.px(10) - line_height(self.font) - 2  # of the sea's row numbers
        return r.move(min(area.right, clear) - r.right, 0)

    def hand_cards(self, n_sea: int, n_dutch: int) -> list[pygame.Rect]:
        """The viewer's hand: sea cards, a gap, then Dutchman cards, centred in the hand area."""
        n = n_sea + n_dutch
        if n == 0:
            return []
        w, h = self.card(self.hand.h * 0.82)
        gap = self.vp.px(14) if n_sea and n_dutch else 0
        step = min(w + self.vp.px(6), (self.hand.w - w - gap) / max(1, n - 1))
        total = w + step * (n - 1) + gap
        x0 = self.hand.centerx - total / 2
        y = self.hand.bottom - h - self.vp.px(6)
        return [pygame.Rect(round(x0 + i * step + (gap if i >= n_sea else 0)), y, w, h) for i in range(n)]

    # -- seat panels -----------------------------------------------------------------------------------
    def supply_spot(self, seat: int) -> pygame.Rect:
        """Where a seat's boats wait: new boats start here, returning ones land here."""
        p = self.panels[seat]
        w, h = self.boat_size()
        return pygame.Rect(p.x + self.vp.px(10), p.y + p.h // 2 - h // 2, w, h)

    def mini_hand(self, seat: int, n_sea: int, n_dutch: int) -> list[pygame.Rect]:
        p = self.panels[seat]
        w, h = self.card(p.h * 0.34)
        step = w * 0.35
        x: float = p.x + self.vp.px(10)
        y = p.bottom - h - self.vp.px(6)
        out = []
        for i in range(n_sea + n_dutch):
            out.append(pygame.Rect(round(x), y, w, h))
            x += step + (w * 0.8 if i == n_sea - 1 and n_dutch else 0)
        return out

    def captured(self, seat: int, n: int) -> list[pygame.Rect]:
        """A seat's captured ship tokens, in a row at the bottom right of its panel."""
        p = self.panels[seat]
        d = round(p.h * 0.3)
        step = min(d * 0.8, (p.w * 0.5 - d) / max(1, n - 1)) if n > 1 else 0
        x0 = p.right - self.vp.px(8) - d - step * (n - 1)
        y = p.bottom - d - self.vp.px(6)
        return [pygame.Rect(round(x0 + i * step), y, d, d) for i in range(n)]

    def aside_tokens(self, n: int) -> list[pygame.Rect]:
        """Tokens that left the board (escaped ships, opened chests, doubles), in a grid."""
        a = self.aside
        d = round(self.square * 0.42)
        top = a.y + self.vp.px(24)
        cols = max(1, (a.w - self.vp.px(8)) // (d + 4))
        return [pygame.Rect(a.x + self.vp.px(4) + (i % cols) * (d + 4), top + (i // cols) * (d + 4), d, d)
                for i in range(n)]
