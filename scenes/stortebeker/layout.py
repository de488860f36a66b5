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
        """The size of the icons that say what a side still lacks, at the right end of its row."""
        return max(10, self.side_row(slot, self.bottom).h // 2)

    def side_cards(self, slot: int, seat: int, n: int, icons: int = 0) -> list[pygame.Rect]:
        """`n` cards along a side row, after the seat's colour mark and before `icons` status
        icons, overlapping to fit."""
        row = self.side_row(slot, seat)
        w, h = self.card(row.h - self.vp.px(4))
        x0 = row.x + self.vp.px(16)
        room = row.right - x0 - self.vp.px(4) - icons * (self.status_icon(slot) + 1)
        step = min(w + self.vp.px(2), (room - w) / max(1, n - 1)) if n > 1 else 0
        return [pygame.Rect(round(x0 + i * step), row.y + self.vp.px(2), w, h) for i in range(n)]

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
