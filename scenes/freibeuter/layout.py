"""Where everything goes on the Freibeuter table, from assets/maps/freibeuter.tmx scaled to the window.

The map holds the 49 squares and 36 grid points of the sea (columns A-G left to right, rows 1-7
top to bottom), the column left of the sea (the piles, the bank, the tokens set aside: laid out again here,
with the card played last among them), the seat panels, the hand, the log and the prompt. The viewer's panel
comes first; the others follow in turn order.
"""

from __future__ import annotations

import pygame

from scenes.core.assets import SMALL, font
from scenes.core.sprites import CARD_RATIO
from scenes.core.tmx import Viewport, table_map
from scenes.core.widgets import line_height, wrap
from scenes.freibeuter.words import column_names

BOAT_RATIO = 0.6  # height / width of a boat
TOKEN = 0.62  # a token's diameter, in squares
HAND_HEIGHT = 148  # the maps' hand area's height, in design pixels: hand cards are never smaller than there
LOG_LEAST = 260  # the log's least height beside the seat panels, in design pixels (about 11 lines)
PROMPT_LEAST = 180  # the prompt's height under the log (4:3), in design pixels: its title and five lines of help
HAND_CARD = 0.82  # a hand card's height, in the hand area's height
OVERLAP = 0.9  # a hand's cards step by at least this share of a card's width, when the cards are grown to fit
PILE_CARD = 62  # a draw pile's card height, in design pixels (its back and its count are all it shows)
BANK_HEIGHT = 52  # the bank's height, in design pixels
ASIDE_TOKEN = 0.38  # a token set aside, in squares
REST = 1.2  # the Dutchman waiting beside the sea, in boats


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
        self._fit_to_seats()
        self._left_column()

    def _fit_to_seats(self) -> None:
        """The map leaves room for four seats' panels; with fewer, that room goes where it is of use. Beside the
        panels (a wide window) the log is only as tall as their column (at least LOG_LEAST) and the hand grows
        up under it, for bigger cards; under them (4:3) the log moves up below the last panel and grows down to
        the prompt, which keeps PROMPT_LEAST (or the map's height, if more): the log holds a round of the
        others' moves, the prompt its help and a reason."""
        vp, log = self.vp, self.log
        seats = max(r.bottom for r in self.panels.values())
        gap = vp.px(16)
        if log.y < seats:  # beside the panels
            bottom = min(log.bottom, max(seats, log.y + vp.px(LOG_LEAST)))
            if self.hand.y >= log.bottom:
                top = max(seats, bottom) + gap
                self.hand = pygame.Rect(self.hand.x, top, self.hand.w, self.hand.bottom - top)
            self.log = pygame.Rect(log.x, log.y, log.w, bottom - log.y)
        elif log.y > seats + gap:  # under them
            moved = log.move(0, seats + gap - log.y)
            p = self.prompt
            if p.y >= log.bottom and p.x < log.right and log.x < p.right:
                top = min(p.y, max(moved.bottom + gap, p.bottom - vp.px(PROMPT_LEAST)))
                self.prompt = pygame.Rect(p.x, top, p.w, p.bottom - top)
                moved = pygame.Rect(moved.x, moved.y, moved.w, top - gap - moved.y)
            self.log = moved

    def _left_column(self) -> None:
        """The column left of the sea, top to bottom, clear of the sea's row numbers: the two draw piles, each
        card under its name (in two lines where one is too narrow); the card played last, as big as a hand's
        card at the map's size, under its name; the bank; what was set aside, in the room left. Where the sea
        leaves a band above its column letters (a wide window), the Dutchman waits there and the column starts
        at the top; else it waits above the column (`dutchman_rest`)."""
        vp = self.vp
        x, bottom = self.sea_pile.x, self.aside.bottom
        digit = font(self.font, True).size("7")[0]
        w = min(self.sea_pile.right, self.sea.x - vp.px(10) - digit - vp.px(6)) - x
        label = line_height(self.small) + vp.px(2)
        gap = vp.px(12)
        _bw, bh = self.boat_size(REST)
        self.rest_above_sea = self.letters_top() - vp.px(4) - bh >= vp.px(4)
        y = min(r.y for r in self.panels.values()) if self.rest_above_sea else self.sea_pile.y
        self.name_lines = {place: min(2, len(wrap(name, self.small, w))) for place, name in column_names().items()}
        areas = []
        for pile in ("sea", "dutchman"):
            areas.append(pygame.Rect(x, y, w, self.name_lines[pile] * label + vp.px(PILE_CARD)))
            y = areas[-1].bottom + vp.px(8)
        self.sea_pile, self.dutchman_pile = areas
        _cw, ch = self.card(self.played_height(w))
        self.played_area = pygame.Rect(x, y - vp.px(8) + gap, w, self.name_lines["played"] * label + ch)
        self.bank = pygame.Rect(x, self.played_area.bottom + gap, w, vp.px(BANK_HEIGHT))
        top = self.bank.bottom + gap
        self.aside = pygame.Rect(x, top, w, bottom - top)

    def letters_top(self) -> int:
        """The top of the sea's column letters, written above it."""
        return self.sea.y - self.vp.px(10) - line_height(self.font, True)

    def played_height(self, width: int) -> float:
        """The card played last is as tall as a hand's card at the map's size (HAND_HEIGHT), as wide as its
        column allows."""
        return min(self.vp.px(HAND_HEIGHT) * HAND_CARD, width * CARD_RATIO)

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
        """A boarder's boat, riding on top of its ship token (nearly a square's boat: seen at a glance)."""
        w, h = self.boat_size(1.0)
        t = self.token(point)
        return pygame.Rect(t.centerx - w // 2, t.y - h // 2, w, h)

    def board_button(self, point: str, label: str) -> pygame.Rect:
        """The button that boards the ship picked at `point` (its `label` written in it): under the token, or
        above it where the sea ends below."""
        token = self.token(point)
        w, h = font(self.small, True).size(label)
        r = pygame.Rect(0, 0, w + self.vp.px(20), h + self.vp.px(8))
        r.midtop = (token.centerx, token.bottom + self.vp.px(4))
        if r.bottom > self.sea.bottom:
            r.midbottom = (token.centerx, token.y - self.vp.px(4))
        return r.clamp(self.sea)

    def dutchman_on(self, square: str) -> pygame.Rect:
        sq = self.squares[square]
        w, h = self.boat_size(1.5)
        return pygame.Rect(sq.centerx - w // 2, sq.centery - h // 2, w, h)

    def dutchman_rest(self) -> pygame.Rect:
        """Where the Dutchman waits while nobody has sent it out: above the sea's letters at its left, or where
        there is no room there (a 4:3 window), above the piles."""
        w, h = self.boat_size(REST)
        if self.rest_above_sea:
            return pygame.Rect(self.sea.x, self.letters_top() - self.vp.px(4) - h, w, h)
        return pygame.Rect(self.sea_pile.x, self.sea_pile.y - h - self.vp.px(30), w, h)

    # -- cards -------------------------------------------------------------------------------------
    def card(self, height: float) -> tuple[int, int]:
        h = max(8, round(height))
        return round(h / CARD_RATIO), h

    def pile(self, which: str) -> pygame.Rect:
        """The draw pile of sea or Dutchman cards, at the bottom left of its area (its name above it)."""
        area = self.sea_pile if which == "sea" else self.dutchman_pile
        w, h = self.card(self.vp.px(PILE_CARD))
        return pygame.Rect(area.x, area.bottom - h, w, h)

    def played(self) -> pygame.Rect:
        """The card played last, of either kind (the ones before lie under it), under its name."""
        a = self.played_area
        w, h = self.card(self.played_height(a.w))
        return pygame.Rect(a.x, a.bottom - h, w, h)

    def hand_cards(self, n_sea: int, n_dutch: int) -> list[pygame.Rect]:
        """The viewer's hand: sea cards, a gap, then Dutchman cards, centred in the hand area (`hand_card_height`)."""
        n = n_sea + n_dutch
        if n == 0:
            return []
        gap = self.vp.px(14) if n_sea and n_dutch else 0
        w, h = self.card(self.hand_card_height(n, gap))
        step = min(w + self.vp.px(6), (self.hand.w - w - gap) / max(1, n - 1))
        total = w + step * (n - 1) + gap
        x0 = self.hand.centerx - total / 2
        y = self.hand.bottom - h - self.vp.px(6)
        y -= max(0, round(y - self.hand.y - h * 0.22) // 2)  # room to spare: centred, under a picked card's lift
        return [pygame.Rect(round(x0 + i * step + (gap if i >= n_sea else 0)), y, w, h) for i in range(n)]

    def hand_card_height(self, n: int, gap: int = 0) -> float:
        """The hand's cards fill the height of the hand area as long as `n` of them fit its width, each stepping
        by at least OVERLAP of a card (their square or line stays in sight), and never fall below the map's own
        size (a hand area of HAND_HEIGHT design pixels)."""
        fit = (self.hand.w - gap) / (1 + OVERLAP * max(0, n - 1)) * CARD_RATIO
        least = self.vp.px(HAND_HEIGHT) * HAND_CARD
        return max(least, min(self.hand.h * HAND_CARD, fit))

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

    def _aside_grid(self) -> tuple[int, int, int]:
        """The tokens set aside: their diameter, how many to a row, and the top of the first row."""
        a = self.aside
        d = round(self.square * ASIDE_TOKEN)
        return d, max(1, (a.w - self.vp.px(8)) // (d + 4)), a.y + line_height(self.small) + self.vp.px(6)

    def aside_box(self, n: int, note: int = 0) -> pygame.Rect:
        """The panel of what was set aside, as tall as what it holds: its name, the rows of `n` tokens (one at
        least, to show where they go) and the note of the doubles taken (`note` lines); never taller than its
        room in the column."""
        d, cols, top = self._aside_grid()
        rows = max(1, -(-n // cols))
        bottom = top + rows * (d + 4) + self.vp.px(4) + self._note_height(note)
        a = self.aside
        return pygame.Rect(a.x, a.y, a.w, min(a.h, bottom - a.y))

    def _note_height(self, lines: int) -> int:
        return lines * line_height(self.small) + self.vp.px(4) if lines else 0

    def aside_tokens(self, n: int, note: int = 0) -> list[pygame.Rect]:
        """Tokens that left the board (escaped ships, opened chests, doubles), in a grid in `aside_box`; rows
        close up (overlap) should there be more than the map's panel holds."""
        a = self.aside
        d, cols, top = self._aside_grid()
        rows = max(1, -(-n // cols))
        room = self.aside_box(n, note).bottom - self.vp.px(4) - self._note_height(note)
        step = min(d + 4, (room - top - d) / (rows - 1)) if rows > 1 else d + 4
        return [pygame.Rect(a.x + self.vp.px(4) + (i % cols) * (d + 4), round(top + (i // cols) * step), d, d)
                for i in range(n)]
