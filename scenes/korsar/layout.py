"""Where everything goes on the Korsar table, from assets/maps/korsar.tmx scaled to the window.

The seat at the bottom (whose hand is shown) is `bottom`; the others follow clockwise along the
top, as the map's `seats<N>` layer places them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes.core.assets import SMALL
from scenes.core.sprites import CARD_RATIO
from scenes.core.tmx import Viewport, table_map
from scenes.core.widgets import line_height
from scenes.korsar.sea import Metrics, Moored, Sea, chart

MAX_GALLEON_W = 100  # design pixels: a galleon at sea is never wider
CARD_INDEX = (0.3, 0.26)  # a card's corner index (its value and colour), top left: its share of the width, height
HAND_ROWS = 3  # a long hand takes at most this many rows
HAND_ROW = 0.3  # of a card's height: how far a row of the hand lies below the row it covers


class KorsarLayout:
    def __init__(self, size: tuple[int, int], players: int, bottom: int) -> None:
        m = table_map("korsar", size)
        self.vp = Viewport(m.size, size)
        vp = self.vp
        self.size = size
        self.pile = vp.rect(m.rect("table", "pile"))
        self.removed = vp.rect(m.rect("table", "removed"))
        self.galleons = vp.rect(m.rect("table", "galleons"))
        self.log = vp.rect(m.rect("table", "log"))
        self.hand = vp.rect(m.rect("table", "hand"))
        self.prompt = vp.rect(m.rect("table", "prompt"))
        self.panels: dict[int, pygame.Rect] = {bottom: vp.rect(m.rect("table", "self"))}
        for i, r in enumerate(m.layer(f"seats{players}")):
            self.panels[(bottom + 1 + i) % players] = vp.rect(r)
        self.bottom = bottom
        self.font = vp.text(21, SMALL + 2)  # names, titles, counts
        self.small = vp.text(18, SMALL)  # the log, labels, notes
        self.big = vp.px(24)

    def card(self, height: float) -> tuple[int, int]:
        h = max(8, round(height))
        return (round(h / CARD_RATIO), h)

    # -- hands ---------------------------------------------------------------------------------------
    def hand_cards(self, n: int) -> list[pygame.Rect]:
        """The viewer's hand across the hand area, centred: one row on a little arc while each card still shows
        its corner index (value and colour) past the next; a long hand in two or three rows, each lower row over
        the one above it down to the index of its cards, the cards smaller only if even that is not enough."""
        if n == 0:
            return []
        rows, height = self.hand_rows(n)
        w, h = self.card(height)
        per = math.ceil(n / rows)
        if rows == 1:
            return [r.move(0, round(self.vp.px(16) * abs(i - (n - 1) / 2) / n) - self.vp.px(14))
                    for i, r in enumerate(self._row(n, w, h, self.hand.bottom - h))]
        drop = math.ceil(HAND_ROW * h)
        top = self.hand.centery - (h + (rows - 1) * drop) // 2
        out: list[pygame.Rect] = []
        for row in range(rows):
            out += self._row(min(per, n - row * per), w, h, top + row * drop)
        return out

    def hand_rows(self, n: int) -> tuple[int, float]:
        """How many rows a hand of `n` cards takes, and its cards' height: the largest cards at which each shows
        its index, fewer rows when that makes them no smaller."""
        gap = self.vp.px(2)  # to spare, past each index: places are rounded to whole pixels
        best = (1, 0.0)
        for rows in range(1, HAND_ROWS + 1):
            per = math.ceil(n / rows)
            height = min(self.hand.h * 0.8, (self.hand.h - self.vp.px(8)) / (1 + (rows - 1) * HAND_ROW))
            room = (self.hand.w - gap * (per - 1)) / (1 + CARD_INDEX[0] * (per - 1))  # the widest card that shows
            if min(height, room * CARD_RATIO) > best[1] + 0.5:
                best = (rows, min(height, room * CARD_RATIO))
            if height <= room * CARD_RATIO:
                break  # every index shows at this height: more rows would only make the cards smaller
        return best

    def _row(self, n: int, w: int, h: int, y: int) -> list[pygame.Rect]:
        """`n` cards of `w` x `h` side by side at `y`, overlapping as the hand area's width needs, centred."""
        step = min(w + self.vp.px(8), (self.hand.w - w) / max(1, n - 1))
        x0 = self.hand.centerx - (w + step * (n - 1)) / 2
        return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(n)]

    def mini_hand(self, seat: int, n: int, face_up: bool) -> list[pygame.Rect]:
        """Another seat's hand in its panel: card backs overlapping, or a partner's faces (`face_up`), as large as the
        panel allows under its name and count, each showing its corner index (value and colour) past the next: a long
        hand in two or three rows, each lower row over the one above it down to the index of its cards."""
        p = self.panels[seat]
        if not face_up:
            w, h = self.card(p.h * 0.36)
            step = min(w * 0.3, (p.w * 0.62 - w) / max(1, n - 1)) if n > 1 else 0
            y = p.bottom - h - self.vp.px(8)
            return [pygame.Rect(round(p.x + self.vp.px(10) + i * step), round(y), w, h) for i in range(n)]
        area = self.partner_hand(seat)
        gap = self.vp.px(2)  # to spare past each index: places are rounded to whole pixels
        best = (1, 0.0)
        for rows in range(1, HAND_ROWS + 1):
            per = math.ceil(n / rows)
            height = min(area.h / (1 + (rows - 1) * HAND_ROW),
                         (area.w - gap * (per - 1)) / (1 + CARD_INDEX[0] * (per - 1)) * CARD_RATIO)
            if height > best[1] + 0.5:
                best = (rows, height)
        rows, height = best
        w, h = self.card(height)
        per = math.ceil(n / rows)
        step = min(w * 0.7, (area.w - w) / max(1, per - 1))
        drop = math.ceil(HAND_ROW * h)
        top = area.bottom - h - (rows - 1) * drop
        return [pygame.Rect(round(area.x + (i % per) * step), top + (i // per) * drop, w, h) for i in range(n)]

    def partner_hand(self, seat: int) -> pygame.Rect:
        """Where a partner's face-up hand lies in its panel: under the name and the line below it, left of the gold
        count and the captured pile."""
        p = self.panels[seat]
        pad = self.vp.px(10)
        top = p.y + pad // 2 + self.font + line_height(self.small) + self.vp.px(3)
        right = self.loot_spot(seat).centerx - self.font - pad  # the gold count is centred over the captured pile
        return pygame.Rect(p.x + pad, top, right - p.x - pad, p.bottom - self.vp.px(8) - top)

    def loot_spot(self, seat: int) -> pygame.Rect:
        p = self.panels[seat]
        w, h = self.card(p.h * 0.36)
        return pygame.Rect(p.right - w - self.vp.px(12), p.bottom - h - self.vp.px(8), w, h)

    # -- pile and removed cards -------------------------------------------------------------------------
    def pile_card(self) -> pygame.Rect:
        w, h = self.card(self.pile.h * 0.86)
        return pygame.Rect(self.pile.centerx - w // 2, self.pile.bottom - h, w, h)

    def removed_card(self) -> pygame.Rect:
        w, h = self.card(self.removed.h * 0.86)
        return pygame.Rect(self.removed.centerx - w // 2, self.removed.bottom - h, w, h)

    # -- the sea ---------------------------------------------------------------------------------------
    def top_seats(self) -> list[int]:
        """The seats along the top, left to right (clockwise from the viewer's left)."""
        n = len(self.panels)
        return [(self.bottom + 1 + i) % n for i in range(n - 1)]

    def sea(self, galleons: Sequence[Moored], launch: bool) -> Sea:
        """Every galleon in its owner's zone (sea.py); `launch` keeps a berth for the viewer's next one."""
        area = self.galleons.inflate(-self.vp.px(12), -self.vp.px(12))
        metrics = Metrics(self.small, self.vp.px(6))
        anchors = [(self.panels[s].centerx, self.panels[s].w) for s in self.top_seats()]
        return chart(area, self.top_seats(), self.bottom, galleons, launch, metrics, self.vp.px(MAX_GALLEON_W),
                     anchors)
