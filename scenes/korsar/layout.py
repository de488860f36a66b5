"""Where everything goes on the Korsar table, from assets/maps/korsar.tmx scaled to the window.

The seat at the bottom (whose hand is shown) is `bottom`; the others follow clockwise along the
top, as the map's `seats<N>` layer places them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.assets import SMALL
from scenes.sprites import CARD_RATIO
from scenes.tmx import Viewport, load_map

# A galleon slot, in units of the galleon card's width: the card in the middle, two attack columns
# on each side, a row of strength badges above, the owner's name below.
MINI = 0.56  # a pirate on a galleon, relative to the galleon's width
COLUMN = MINI + 0.06
SLOT_W = 1.0 + 4 * COLUMN + 0.16
BADGE_ROW = 0.34
LABEL_ROW = 0.36
SLOT_H = BADGE_ROW + 1.55 + LABEL_ROW
MAX_GALLEON_W = 100  # design pixels


@dataclass
class Slot:
    galleon: pygame.Rect
    columns: list[pygame.Rect]  # top card of each attack column, in the order attacks open
    badges: list[tuple[int, int]]  # centre of each column's strength badge
    label: tuple[int, int]  # midtop of the owner label
    area: pygame.Rect
    mini: tuple[int, int]
    stack_room: int  # pixels a column may grow downwards

    def column_cards(self, i: int, n: int) -> list[pygame.Rect]:
        top = self.columns[i]
        step = min(top.h * 0.27, (self.stack_room - top.h) / max(1, n - 1)) if n > 1 else 0
        return [top.move(0, round(k * step)) for k in range(n)]

    def character(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, round(self.galleon.w * 0.78), round(self.galleon.w * 0.78 * CARD_RATIO))
        r.midbottom = (self.galleon.centerx + self.galleon.w // 5, self.galleon.bottom + self.galleon.h // 3)
        return r


class KorsarLayout:
    def __init__(self, size: tuple[int, int], players: int, bottom: int) -> None:
        m = load_map("korsar")
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
        """The viewer's hand, fanned across the hand area (a little arc, centred)."""
        w, h = self.card(self.hand.h * 0.8)
        if n == 0:
            return []
        step = min(w + self.vp.px(8), (self.hand.w - w) / max(1, n - 1))
        total = w + step * (n - 1)
        x0 = self.hand.centerx - total / 2
        out = []
        for i in range(n):
            t = (i - (n - 1) / 2) / max(1, n)  # -0.5 .. 0.5
            y = self.hand.bottom - h - self.vp.px(14) + abs(t) * self.vp.px(16)
            out.append(pygame.Rect(round(x0 + i * step), round(y), w, h))
        return out

    def mini_hand(self, seat: int, n: int, face_up: bool) -> list[pygame.Rect]:
        """Another seat's hand in its panel: card backs (or faces, for a partner) overlapping."""
        p = self.panels[seat]
        h = p.h * (0.42 if face_up else 0.36)
        w, h = self.card(h)
        area_w = p.w * 0.62 - w
        step = min(w * (0.55 if face_up else 0.3), area_w / max(1, n - 1)) if n > 1 else 0
        y = p.bottom - h - self.vp.px(8)
        return [pygame.Rect(round(p.x + self.vp.px(10) + i * step), round(y), w, h) for i in range(n)]

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

    # -- galleons ------------------------------------------------------------------------------------------
    def slots(self, count: int) -> list[Slot]:
        """`count` galleon slots in a grid that fills the galleons area as well as it can."""
        area = self.galleons.inflate(-self.vp.px(12), -self.vp.px(12))
        if count == 0:
            return []
        best = (0.0, 1, 1)
        for cols in range(1, count + 1):
            rows = math.ceil(count / cols)
            gw = min(area.w / (cols * SLOT_W), area.h / (rows * SLOT_H), self.vp.px(MAX_GALLEON_W))
            if gw > best[0]:
                best = (gw, cols, rows)
        gw, cols, rows = best
        sw, sh = gw * SLOT_W, gw * SLOT_H
        x0 = area.centerx - cols * sw / 2
        y0 = area.y + (area.h - rows * sh) / 2
        out = []
        for i in range(count):
            r, c = divmod(i, cols)
            in_row = min(cols, count - r * cols)  # centre a last, shorter row
            xs = area.centerx - in_row * sw / 2 if r == rows - 1 else x0
            left, top = round(xs + c * sw), round(y0 + r * sh)
            cell = pygame.Rect(left, top, round(xs + (c + 1) * sw) - left, round(y0 + (r + 1) * sh) - top)
            out.append(self._slot(cell, gw))
        return out

    def _slot(self, area: pygame.Rect, gw: float) -> Slot:
        gh = gw * CARD_RATIO
        top = area.y + gw * BADGE_ROW
        galleon = pygame.Rect(round(area.centerx - gw / 2), round(top), round(gw), round(gh))
        mw, mh = round(gw * MINI), round(gw * MINI * CARD_RATIO)
        col = gw * COLUMN
        lefts = [galleon.x - col * (k + 1) + (col - mw) / 2 - gw * 0.02 for k in range(2)]
        rights = [galleon.right + col * k + (col - mw) / 2 + gw * 0.02 for k in range(2)]
        xs = [lefts[0], rights[0], lefts[1], rights[1]]
        columns = [pygame.Rect(round(x), round(top), mw, mh) for x in xs]
        badges = [(c.centerx, round(area.y + gw * BADGE_ROW / 2)) for c in columns]
        label = (galleon.centerx, round(top + gh + gw * 0.04))
        room = round(area.bottom - top - gw * 0.06)
        return Slot(galleon, columns, badges, label, area, (mw, mh), room)
