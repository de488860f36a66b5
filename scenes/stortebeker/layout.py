"""Where everything goes on the Störtebeker table, from assets/maps/stortebeker.tmx scaled to the window.

Each ship in play has a column (`ships3` or `ships4` in the map): its tile on top, then one row per
seat's side, the other seats first in the order of their panels and the viewer's own side last,
nearest its hand.
"""

from __future__ import annotations

import pygame

from scenes.core.assets import SMALL
from scenes.core.sprites import CARD_RATIO
from scenes.core.tmx import Viewport, table_map
from scenes.core.widgets import line_height

TILE_RATIO = 220 / 320  # height / width of a ship tile
TRACK = 44  # spaces on the score track (docs/rules/stortebeker.md 2.1)
MOST_MISSING = 5  # the most provisions a ship requires (2.1 Ruling, the ship tiles): the most a side can lack


class StortebekerLayout:
    def __init__(self, size: tuple[int, int], players: int, ships: int, bottom: int) -> None:
        m = table_map("stortebeker", size)
        self.vp = vp = Viewport(m.size, size)
        self.size = size
        self.players = players
        self.bottom = bottom
        t = m.layers["table"]
        self.pile_area = vp.rect(t["pile"])
        self.discard_area = vp.rect(t["discard"])
        self.reserve_area = vp.rect(t["reserve"])
        self.ships_area = vp.rect(t["ships"])
        self.track_area = vp.rect(t["track"])
        self.choices_area = vp.rect(t["choices"])
        self.log_area = vp.rect(t["log"])
        self.dice_area = vp.rect(t["dice"])
        self.hand_area = vp.rect(t["hand"])
        self.prompt_area = vp.rect(t["prompt"])
        self.columns = [vp.rect(r) for r in m.layer(f"ships{ships}")]
        self.panels = {bottom: vp.rect(t["self"])}
        for i, r in enumerate(m.layer(f"seats{players}")):
            self.panels[(bottom + 1 + i) % players] = vp.rect(r)
        self.row_order = [(bottom + 1 + i) % players for i in range(players - 1)] + [bottom]
        self.font = vp.text(21, SMALL + 2)  # names, titles, counts
        self.small = vp.text(18, SMALL)  # the log, labels, notes
        self.big = vp.px(24)

    def card(self, height: float) -> tuple[int, int]:
        h = max(8, round(height))
        return round(h / CARD_RATIO), h

    # -- ships ------------------------------------------------------------------------------------
    def tile(self, slot: int) -> pygame.Rect:
        col = self.columns[slot]
        w = col.w - self.vp.px(12)
        h = round(w * TILE_RATIO)
        return pygame.Rect(col.centerx - w // 2, col.y, w, h)

    def side_row(self, slot: int, seat: int) -> pygame.Rect:
        """The strip below a ship's tile where `seat`'s cards for that ship lie."""
        col = self.columns[slot]
        top = self.tile(slot).bottom + self.vp.px(6)
        h = (col.bottom - top) // self.players
        i = self.row_order.index(seat)
        return pygame.Rect(col.x, top + i * h, col.w, h - self.vp.px(3))

    def status_icon(self, slot: int) -> int:
        """The size of the icons that say what a side still lacks: half a row, but no more than a seventh
        of the column, so that they leave the cards room in a narrow column."""
        row = self.side_row(slot, self.bottom)
        return max(12, min(row.h // 2, self.columns[slot].w // 7))

    def _icon_block(self, slot: int) -> tuple[int, int]:
        """Rows and columns of the block kept at the right end of every side row for the status icons: room for
        the most a side can lack (`MOST_MISSING`), so the cards beside it never move when the icons change."""
        s = self.status_icon(slot)
        rows = max(1, min(MOST_MISSING, (self.side_row(slot, self.bottom).h - 2) // (s + 1)))
        return rows, -(-MOST_MISSING // rows)

    def status_icons(self, slot: int, seat: int, k: int) -> list[pygame.Rect]:
        """`k` status icons (what the seat lacks, or the one tick) at the right end of its row, in columns
        filled top to bottom, within the block the cards leave them."""
        row = self.side_row(slot, seat)
        s = self.status_icon(slot)
        rows, _cols = self._icon_block(slot)
        used_rows, used_cols = min(rows, max(1, k)), -(-max(1, k) // rows)
        top = row.centery - (used_rows * (s + 1) - 1) // 2
        left = row.right - self.vp.px(4) - used_cols * (s + 1) + 1
        return [pygame.Rect(left + (i // rows) * (s + 1), top + (i % rows) * (s + 1), s, s) for i in range(k)]

    def _card_room(self, slot: int, seat: int) -> tuple[int, int]:
        """Where a side's cards start (after the seat's colour mark) and how wide they may spread (up to the
        status icons' block)."""
        row = self.side_row(slot, seat)
        rows, cols = self._icon_block(slot)
        x0 = row.x + self.vp.px(16)
        right = row.right - self.vp.px(4) - cols * (self.status_icon(slot) + 1) - self.vp.px(3)
        return x0, right - x0

    def side_card(self, slot: int) -> tuple[int, int]:
        """The size of a card beside ship `slot`: as tall as a side row allows, but narrow enough that two
        cards lie side by side in the column (a pirate beside the provision it needs, both readable)."""
        w, h = self.card(self.side_row(slot, self.bottom).h - self.vp.px(4))
        _x0, room = self._card_room(slot, self.bottom)
        most = max(6, (room - self.vp.px(2)) // 2)
        if w > most:
            w, h = most, round(most * CARD_RATIO)
        return w, h

    def side_cards(self, slot: int, seat: int, n: int) -> list[pygame.Rect]:
        """`n` cards along a side row, between the seat's colour mark and the status icons' block, side by
        side while they fit and overlapping evenly once they do not; never outside the row."""
        row = self.side_row(slot, seat)
        w, h = self.side_card(slot)
        x0, room = self._card_room(slot, seat)
        step = min(w + self.vp.px(2), (room - w) / (n - 1)) if n > 1 else 0
        y = row.centery - h // 2
        return [pygame.Rect(round(x0 + i * step), y, w, h) for i in range(n)]

    # -- piles, reserve, track, dice --------------------------------------------------------------------
    def pile(self) -> pygame.Rect:
        w, h = self.card(self.pile_area.h * 0.86)
        return pygame.Rect(self.pile_area.centerx - w // 2, self.pile_area.bottom - h, w, h)

    def discard(self) -> pygame.Rect:
        w, h = self.card(self.discard_area.h * 0.86)
        return pygame.Rect(self.discard_area.centerx - w // 2, self.discard_area.bottom - h, w, h)

    def reserve(self, i: int, face_up: int) -> pygame.Rect:
        """The i-th reserve tile: the face-up ones fanned downwards, the rest stacked under the last."""
        a = self.reserve_area
        w = a.w - self.vp.px(8) if face_up == 1 else round(a.w * 0.8)
        h = round(w * TILE_RATIO)
        shown = min(i, face_up - 1)
        x = a.x + self.vp.px(4) + (shown * (a.w - w - self.vp.px(8)) // max(1, face_up - 1))
        top = max(self.vp.px(18), line_height(self.small) + 2)  # below the reserve's name
        step = (a.h - h - top - self.vp.px(2)) / max(1, face_up - 1)
        return pygame.Rect(x, round(a.y + top + shown * step), w, h)

    def track_cell(self, space: int) -> pygame.Rect:
        """Space 0..43 of the score track."""
        a = self.track_area
        w = a.w / TRACK
        return pygame.Rect(round(a.x + space * w), a.y, round(w) - 1, a.h)

    def dice(self) -> list[pygame.Rect]:
        """Two places in the dice area: the two dice of a roll."""
        a = self.dice_area
        d = min(a.h // 2, a.w // 4)
        y = a.y + self.vp.px(26)
        return [pygame.Rect(a.centerx - d - self.vp.px(8), y, d, d), pygame.Rect(a.centerx + self.vp.px(8), y, d, d)]

    # -- hands and panels -----------------------------------------------------------------------------
    def hand_cards(self, n: int) -> list[pygame.Rect]:
        w, h = self.card(self.hand_area.h * 0.8)
        if n == 0:
            return []
        step = min(w + self.vp.px(8), (self.hand_area.w - w) / max(1, n - 1))
        total = w + step * (n - 1)
        x0 = self.hand_area.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), self.hand_area.bottom - h - self.vp.px(8), w, h) for i in range(n)]

    def mini_hand(self, seat: int, n: int) -> list[pygame.Rect]:
        p = self.panels[seat]
        w, h = self.card(p.h * 0.36)
        step = min(w * 0.3, (p.w * 0.4 - w) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(p.x + self.vp.px(10) + i * step), p.bottom - h - self.vp.px(8), w, h)
                for i in range(n)]

    def taken(self, seat: int, n: int) -> list[pygame.Rect]:
        """Cards taken in a trade, face up in front of the seat until phase 6."""
        p = self.panels[seat]
        w, h = self.card(p.h * 0.36)
        x0 = p.x + p.w * 0.42
        return [pygame.Rect(round(x0 + i * (w * 0.6)), p.bottom - h - self.vp.px(8), w, h) for i in range(n)]

    def won(self, seat: int, n: int) -> list[pygame.Rect]:
        """The ships a seat has taken: small tiles at the right of its panel."""
        p = self.panels[seat]
        w = round(p.w * 0.2)
        h = round(w * TILE_RATIO)
        step = min(w * 0.35, (p.w * 0.34 - w) / max(1, n - 1)) if n > 1 else 0
        x0 = p.right - self.vp.px(8) - w - step * (n - 1)
        return [pygame.Rect(round(x0 + i * step), p.bottom - h - self.vp.px(8), w, h) for i in range(n)]
