"""Where everything goes on the Störtebeker table, from assets/maps/stortebeker.tmx scaled to the window.

Each ship in play has a column (`ships3` or `ships4` in the map): its tile on top, then one row per
seat's side, the other seats first in the order of their panels and the viewer's own side last,
nearest its hand. Every row names its seat and shows what the side still lacks, an icon a card on a light disc, those of
one kind stacked, as large as the requirement printed on the tile (`ICON`); its cards never overlap so much that one
shows less than `SHOWN` of itself (they get smaller instead), and a row whose cards would overlap first takes the room
its own name and icons leave in its head.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.core.assets import SMALL, font
from scenes.core.i18n import _
from scenes.core.sprites import CARD_RATIO
from scenes.core.tmx import Viewport, table_map
from scenes.core.widgets import line_height

TILE_RATIO = 220 / 320  # height / width of a ship tile
TRACK = 44  # spaces on the score track (docs/rules/stortebeker.md 2.1)
WORST_LACK = (1, 2, 1)  # the most a side holding a card can lack, by kind (a tile needs at most 5 cards of 3 kinds):
# a row shows an icon for each card it lacks, those of one kind stacked, each over half of the one before
ICON = 24  # design pixels: a status icon, as large as the requirement's icons printed on a ship's tile at 1280x720
SHOWN = 0.5  # the least share of its width a card beside a ship shows past the card laid over it
ROW_LEAST = 44  # design pixels: the least height of the cards in a side row, which a ship's tile shrinks to leave
TILE_LEAST = 0.6  # ... but a tile keeps at least this share of its height (the ships' figures stay readable)
ICONS_SHARE = 0.45  # the most of a row's name line that the icons of what the side lacks take
HEAD_SHARE = (0.24, 0.48)  # the least and most share of a wide row's width its head takes (name, what it lacks in one
# line of icons)
TYPICAL = 4  # the cards a side commonly holds at a ship, by which the layout chooses how its rows are laid out


def reserve_face_up(variants) -> int:
    """How many reserve tiles lie face up: the top one, or the top three with variant 2 (docs/rules/stortebeker.md
    2.2, 2.5)."""
    return 3 if 2 in variants else 1


class StortebekerLayout:
    def __init__(self, size: tuple[int, int], players: int, ships: int, bottom: int,
                 names: Sequence[str] | None = None) -> None:
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
        self.prompt = vp.rect(t["prompt"])
        self.columns = [vp.rect(r) for r in m.layer(f"ships{ships}")]
        self.panels = {bottom: vp.rect(t["self"])}
        for i, r in enumerate(m.layer(f"seats{players}")):
            self.panels[(bottom + 1 + i) % players] = vp.rect(r)
        self.row_order = [(bottom + 1 + i) % players for i in range(players - 1)] + [bottom]
        self.names = list(names) if names is not None else None  # the seats' names: how much of a head each takes
        self.font = vp.text(21, SMALL + 2)  # names, titles, counts
        self.small = vp.text(18, SMALL)  # the log, labels, notes
        self.big = vp.px(24)
        self.beside = self._choose_design()

    def card(self, height: float) -> tuple[int, int]:
        h = max(8, round(height))
        return round(h / CARD_RATIO), h

    # -- ships ------------------------------------------------------------------------------------
    # A side row is its seat's colour mark, then either (wide rows) a head naming the seat over what the side still
    # lacks, with the cards beside it the row's full height; or (narrow rows) a line naming the seat, what the side
    # lacks at its right end, and the cards under it across the row. The layout takes whichever gives the larger
    # cards (`beside`).

    def _choose_design(self) -> bool:
        """Whether a row's name and what it lacks go beside its cards: where the row is wide enough for a name
        there (`name_room`) and its cards come out larger so."""
        sizes = {}
        for beside in (False, True):
            self.beside = beside
            sizes[beside] = self.side_cards(0, self.bottom, TYPICAL)[0].w
        return sizes[True] > sizes[False] and self.name_room() <= self.columns[0].w * HEAD_SHARE[1]

    def name_room(self) -> int:
        """The width a seat's name commonly needs on its rows: a default name's ("Player 4")."""
        return font(self.small).size(_("Player {n}").format(n=4))[0] + self.vp.px(4)

    def icon_target(self) -> int:
        """The size a status icon is drawn at where the row has room: `ICON` design pixels, never smaller than a line
        of the seat's name."""
        return max(self.label_height(), self.vp.px(ICON))

    def icons_room(self) -> int:
        """The width the icons of the most a side can lack (`WORST_LACK`) take side by side at `icon_target`: what a
        row's head keeps room for beside its cards (below the name) where the row allows."""
        s = self.icon_target()
        return sum(self._stack_width(n, s) for n in WORST_LACK) + self.icon_gap() * (len(WORST_LACK) - 1)

    def _head_width(self, row: int) -> int:
        need = max(self.name_room(), self.icons_room())
        return max(round(row * HEAD_SHARE[0]), min(need, round(row * HEAD_SHARE[1])))

    def tile(self, slot: int) -> pygame.Rect:
        """A ship's tile at the top of its column: as wide as the column, but never so tall that the side rows
        below it are left too short for their cards (`ROW_LEAST`) and their names."""
        col = self.columns[slot]
        w = col.w - self.vp.px(12)
        rows = self.players * self.row_least() + self.vp.px(6)
        h = max(round(w * TILE_RATIO * TILE_LEAST), min(round(w * TILE_RATIO), col.h - rows))
        w = min(w, round(h / TILE_RATIO))
        return pygame.Rect(col.centerx - w // 2, col.y, w, h)

    def row_least(self) -> int:
        """The least height of a side row: cards `ROW_LEAST` design pixels tall, and its name line above them
        (or, beside them, its name over a line of what it lacks)."""
        cards = self.vp.px(ROW_LEAST) + self.vp.px(7)
        if self.beside:
            return max(cards, self.label_height() + self.icon_target() + self.icon_gap() + self.vp.px(7))
        return self.name_line() + cards

    def label_height(self) -> int:
        """The height of a line of text naming a row's seat."""
        return line_height(self.small)

    def name_line(self) -> int:
        """The height of the line that names a row's seat: a line of text over the icons in a head beside the
        cards; as tall as the icons where they end the line, above the cards."""
        return self.label_height() if self.beside else self.icon_target()

    def side_row(self, slot: int, seat: int) -> pygame.Rect:
        """The strip below a ship's tile where `seat`'s cards for that ship lie."""
        col = self.columns[slot]
        top = self.tile(slot).bottom + self.vp.px(6)
        h = (col.bottom - top) // self.players
        i = self.row_order.index(seat)
        return pygame.Rect(col.x, top + i * h, col.w, h - self.vp.px(3))

    def _head(self, slot: int, seat: int) -> pygame.Rect:
        """The part of a row before its cards, after the seat's colour mark: the name and what the side lacks."""
        row = self.side_row(slot, seat)
        x0 = row.x + self.vp.px(14)
        if self.beside:
            return pygame.Rect(x0, row.y + 1, self._head_width(row.w), row.h - 2)
        return pygame.Rect(x0, row.y + 1, row.right - self.vp.px(4) - x0, self.name_line())

    def side_label(self, slot: int, seat: int) -> pygame.Rect:
        """The line that names the row's seat: across the top of the row, or at the top of its head."""
        head = self._head(slot, seat)
        return pygame.Rect(head.x, head.y, head.w, self.name_line())

    def status_icon(self, slot: int) -> int:
        """The size of the icons that say what a side still lacks (an icon a card, those of a kind stacked):
        `icon_target`, or as large as a row beside its cards has room for under its name (the most a side can lack,
        `WORST_LACK`, in as few lines as its head's width allows)."""
        return self._icon_size(slot)

    def icon_gap(self) -> int:
        return max(1, self.vp.px(3))

    def _icon_size(self, slot: int) -> int:
        target = self.icon_target()
        if not self.beside:
            return target
        head = self._head(slot, self.bottom)
        room = head.h - self.label_height() - 1
        for size in range(target, 7, -1):
            lines = len(self._icon_lines(WORST_LACK, size, head.w))
            if lines * (size + self.icon_gap()) <= room + self.icon_gap():
                return size
        return 8

    def _icon_lines(self, counts: Sequence[int], size: int, width: int) -> list[list[int]]:
        """The kinds (their indices in `counts`) on each line of the head's icons `width` wide: each kind's stack
        whole on one line."""
        lines: list[list[int]] = [[]]
        x = 0
        for i, n in enumerate(counts):
            w = self._stack_width(n, size)
            if lines[-1] and x + self.icon_gap() + w > width:
                lines.append([])
                x = 0
            x += (self.icon_gap() if lines[-1] else 0) + w
            lines[-1].append(i)
        return lines

    @staticmethod
    def _stack_width(n: int, size: int) -> int:
        """The width of `n` icons of one kind, each over half of the one before."""
        return size + (n - 1) * (size // 2)

    def status_icons(self, slot: int, seat: int, counts: Sequence[int]) -> list[list[pygame.Rect]]:
        """The status icons of a row, a stack a kind (`counts`: how many cards of each kind the seat lacks; `[1]`
        for the one tick), each stack's icons from the left: in the head of a row beside its cards, under the name,
        in lines; in a row with its name above its cards, at the right end of the name line, the stacks closer
        together (down to each icon over half of the one before) where they would take more than `ICONS_SHARE` of
        the line, and smaller (down to the line's text) where they would still cut the seat's name."""
        s = self.status_icon(slot)
        half = s // 2
        if self.beside:
            head = self._head(slot, seat)
            out: list[list[pygame.Rect]] = [[] for _ in counts]
            for k, kinds in enumerate(self._icon_lines(counts, s, head.w)):
                x, y = head.x, head.y + self.label_height() + 1 + k * (s + self.icon_gap())
                for i in kinds:
                    out[i] = [pygame.Rect(x + j * half, y, s, s) for j in range(counts[i])]
                    x += self._stack_width(counts[i], s) + self.icon_gap()
            return out
        line = self.side_label(slot, seat)
        for size in range(s, self.label_height() - 1, -1):  # smaller, down to a line of text, rather than cut the name
            out = self._line_icons(line, counts, size)
            if out[0][0].x - self.vp.px(4) - line.x >= self._name_px(seat):
                break
        return out

    def _line_icons(self, line: pygame.Rect, counts: Sequence[int], s: int) -> list[list[pygame.Rect]]:
        """Status icons `s` pixels wide at the right end of a row's name line."""
        half = s // 2
        natural = [half if j else s + self.icon_gap() for i, n in enumerate(counts) for j in range(n) if i or j]
        room = round(line.w * ICONS_SHARE)
        total = sum(natural)
        squeeze = min(1.0, (room - s) / total) if total > 0 else 1.0
        steps = [max(float(half), step * squeeze) for step in natural]
        left = float(line.right - s - sum(steps))
        top = line.centery - s // 2
        out = []
        for n in counts:
            stack = []
            for _j in range(n):
                stack.append(pygame.Rect(round(left), top, s, s))
                left += steps.pop(0) if steps else 0.0
            out.append(stack)
        return out

    def _name_px(self, seat: int) -> int:
        """The width of the seat's name as its rows write it (0 where the names are not known)."""
        if self.names is None or not 0 <= seat < len(self.names):
            return 0
        return font(self.small).size(self.names[seat])[0]

    def name_width(self, slot: int, seat: int, counts: Sequence[int]) -> int:
        """How wide the seat's name may be written on its line (before its status icons, `counts` as for
        `status_icons`, on the same line)."""
        line = self.side_label(slot, seat)
        if self.beside or not counts:
            return line.w
        return max(0, self.status_icons(slot, seat, counts)[0][0].x - self.vp.px(4) - line.x)

    def _head_used(self, slot: int, seat: int, counts: Sequence[int] | None) -> int:
        """How much of the width of a row's head its own name and its status icons take (`counts` as for
        `status_icons`; None: the most a side can lack): a name as the seat's is written (with room for a
        colour-blind symbol before it), the icons as they lie under it."""
        head = self._head(slot, seat)
        name = head.w
        if self.names is not None and 0 <= seat < len(self.names):
            name = self._name_px(seat) + self.vp.px(4) + 3
        stacks = [r for stack in self.status_icons(slot, seat, WORST_LACK if counts is None else counts)
                  for r in stack]
        icons = max((r.right for r in stacks), default=head.x) - head.x
        return min(head.w, max(name, icons))

    def _card_line(self, slot: int, seat: int, n: int = 0, counts: Sequence[int] | None = None) -> pygame.Rect:
        """Where a side's cards lie: beside the row's head, or under its name line, to the row's end. Beside the
        head, `n` cards that would overlap there start instead just after what the row's own name and its status
        icons (at most `counts`, as for `status_icons`) take of the head: a short name leaves room."""
        row = self.side_row(slot, seat)
        head = self._head(slot, seat)
        right = row.right - self.vp.px(4)
        if self.beside:
            x = head.right + self.vp.px(4)
            if n > 1:
                w = self.side_card(slot)[0]
                if w + (n - 1) * (w + self.vp.px(2)) > right - x:
                    x = min(x, head.x + self._head_used(slot, seat, counts) + self.vp.px(6))
            return pygame.Rect(x, row.y + self.vp.px(2), right - x, row.h - self.vp.px(4))
        top = head.bottom + self.vp.px(2)
        return pygame.Rect(head.x, top, right - head.x, row.bottom - self.vp.px(2) - top)

    def side_card(self, slot: int) -> tuple[int, int]:
        """The size of a card beside ship `slot` while few enough lie there: as tall as the row's card line, and
        two side by side at least (a pirate beside the provision it needs)."""
        line = self._card_line(slot, self.bottom)
        w, h = self.card(line.h)
        if w > line.w // 2 - self.vp.px(2):
            w = max(6, line.w // 2 - self.vp.px(2))
            h = round(w * CARD_RATIO)
        return w, h

    def side_cards(self, slot: int, seat: int, n: int, counts: Sequence[int] | None = None) -> list[pygame.Rect]:
        """`n` cards along a side row's card line: side by side while they fit; then overlapping, each showing at
        least `SHOWN` of its width (its corner, its picture); past that they shrink rather than overlap more.
        `counts`: the most the row's status icons may show, as for `status_icons` (None: the most any side can
        lack; by a ship, its whole requirement), which a crowded row's cards keep clear of whatever is placed."""
        line = self._card_line(slot, seat, n, counts)
        w, h = self.side_card(slot)
        gap = self.vp.px(2)
        if n > 1 and w + (n - 1) * (w + gap) > line.w:
            w = min(w, int(line.w / (1 + SHOWN * (n - 1))))
            h = min(h, round(w * CARD_RATIO))
            step = min(w + gap, (line.w - w) / (n - 1))
        else:
            step = w + gap
        y = line.centery - h // 2
        return [pygame.Rect(round(line.x + i * step), y, w, h) for i in range(n)]

    # -- piles, reserve, track, dice --------------------------------------------------------------------
    def pile(self) -> pygame.Rect:
        w, h = self.card(self.pile_area.h * 0.86)
        return pygame.Rect(self.pile_area.centerx - w // 2, self.pile_area.bottom - h, w, h)

    def discard(self) -> pygame.Rect:
        w, h = self.card(self.discard_area.h * 0.86)
        return pygame.Rect(self.discard_area.centerx - w // 2, self.discard_area.bottom - h, w, h)

    def reserve(self, i: int, face_up: int) -> pygame.Rect:
        """The i-th reserve tile, under the reserve's name: with one face up, the others stacked under it; with three
        (variant 2), the next ship to sail in large on top and the two after it side by side below it, apart, the
        face-down ones stacked under the last. Room is kept at the right and below for the reserve's count."""
        a = self.reserve_area
        top = a.y + max(self.vp.px(18), line_height(self.small) + 2)  # below the reserve's name
        edge, gap = self.vp.px(10), self.vp.px(4)
        room = pygame.Rect(a.x + edge, top, a.w - 2 * edge, a.bottom - edge // 2 - top)
        if face_up == 1:
            w = room.w
            return pygame.Rect(room.x, top, w, round(w * TILE_RATIO))
        shown = min(i, face_up - 1)
        small_w = (room.w - gap) // 2
        big_h = min(round(room.w * TILE_RATIO), room.h - gap - round(small_w * TILE_RATIO))
        big_h = max(big_h, (room.h - gap) // 2)
        small_h = min(round(small_w * TILE_RATIO), room.h - gap - big_h)
        if shown == 0:
            w = round(big_h / TILE_RATIO)
            return pygame.Rect(room.centerx - w // 2, top, w, big_h)
        w = round(small_h / TILE_RATIO)
        x = room.centerx - gap // 2 - w if shown == 1 else room.centerx + gap - gap // 2
        return pygame.Rect(x, top + big_h + gap, w, small_h)

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
