"""The scoring screen: a table of what each seat scored, the winners, and the way on.

Every game's final count is built the same way (`final_count`): a row per seat with its name, colour, what
it took (thumbnails), the game's own columns and the score, the winners crowned, a verdict. A game says only
what is its own (`Sheet`): the title, the columns and their cells, the thumbnails and the notes. Where
everything goes is worked out first (`ScoringScene.grid`), then drawn: the tests check the geometry that is
drawn."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.match import Match
from scenes.core import colour_blind, theme
from scenes.core.app import Scene
from scenes.core.assets import SMALL, font
from scenes.core.backdrops import felt
from scenes.core.i18n import _
from scenes.core.input import BACK, CONFIRM, Intent
from scenes.core.sprites import CardArt, CardSprite
from scenes.core.widgets import Button, FocusRing, line_height, panel, text, wrap
from scenes.screens.decor import GAME_FANS, MIXED_RIGHT, draw_art, side_fans

NBSP = "\u00a0"  # joins words a table cell must never split between two lines ("+2 red")
GAP = 3  # pixels between two thumbnails that do not overlap


@dataclass
class ScoreRow:
    name: str
    colour: tuple[int, int, int]
    cells: list[str]  # one per column heading
    total: int
    winner: bool
    group: str = ""  # a team's name: rows of one group are drawn together
    thumbs: list[str] = field(default_factory=list)  # card faces to show beside the name (e.g. the loot)
    marks: list[str] = field(default_factory=list)  # per thumbnail, a mark on it ("×2": it counts twice) or ""

    @property
    def label(self) -> str:
        return f"{self.name}  ({self.group})" if self.group else self.name


@dataclass
class Sheet:
    """What one game says in its final count; the rows, the winners and the verdict are the same for all."""

    title: str
    headings: list[str]  # the game's columns, before the score
    cells: list[list[str]]  # per seat, one per heading
    thumbs: list[list[str]]  # per seat: the faces of what it took, most valuable first
    notes: list[str] = field(default_factory=list)
    thumb_ratio: float = 1.4  # a thumbnail's height / width
    thumb_shown: float = 1.0  # the share of a thumbnail's width that shows its value: 1, they never overlap
    marks: list[list[str]] = field(default_factory=list)  # per seat, per thumbnail: its mark (`ScoreRow.marks`)


def minus(n: int) -> str:
    """A deduction in a cell: "−3", or "0" when there is none."""
    return f"−{n}" if n else "0"


def team_name(seat: int) -> str:
    return _("Team {n}").format(n=seat // 2 + 1)


def verdict(names: list[str], winners: set[int], teams: bool) -> str:
    """Who won, said once per side: a team's two partners are one winner."""
    sides = sorted({s // 2 for s in winners}) if teams else sorted(winners)
    who = ", ".join(team_name(2 * t) if teams else names[t] for t in sides)
    return (_("{who} wins!") if len(sides) == 1 else _("A shared win: {who}")).format(who=who)


def final_count(app, match: Match, sheet: Sheet) -> ScoringScene:
    """The scoring screen of a finished `match`, with the game's own columns from `sheet`: the best score first
    (testers 8: in seats' order the winner could stand last)."""

    scores = match.rules.scores(match.state)
    winners = set(match.rules.winners(match.state))
    names = [s.name for s in match.seats]
    teams = match.setup.teams
    rows = [ScoreRow(names[seat], theme.seat_colour(seat), sheet.cells[seat], scores[seat], seat in winners,
                     group=team_name(seat) if teams else "", thumbs=sheet.thumbs[seat],
                     marks=sheet.marks[seat] if sheet.marks else [])
            for seat in range(len(names))]
    best = {row.group: max(r.total for r in rows if r.group == row.group) for row in rows if row.group}
    rows.sort(key=lambda r: (-best[r.group], r.group) if r.group else (-r.total, ""))  # a team's partners together
    return ScoringScene(app, sheet.title, sheet.headings, rows, verdict(names, winners, teams), match, sheet.notes,
                        art=CardArt(match.game), thumb_ratio=sheet.thumb_ratio, thumb_shown=sheet.thumb_shown)


@dataclass
class Grid:
    """Where each part of the scoring table goes at one window size."""

    size: int  # the table's text size
    table: pygame.Rect
    head_h: int
    row_h: int
    name_x: int  # the names' left edge
    name_w: int  # the widest a name may be drawn
    thumbs: pygame.Rect  # the thumbnails' column (its x and width)
    columns: list[pygame.Rect]  # one per heading, then the score's (x and width)
    heads: list[list[str]]  # each column's heading, in lines
    cells: list[list[list[str]]]  # per row, per column: the cell's lines
    thumb: tuple[int, int]  # every thumbnail's size, the same in every row
    step: float  # from one thumbnail to the next
    notes: list[str]  # the notes, in lines
    notes_y: int
    top: int = 0  # the title's top: the sheet, its notes and its buttons stand in the window's middle
    buttons_y: int = 0  # the buttons' top, a gap below the notes


    def row_top(self, i: int) -> int:
        return self.table.y + 8 + self.head_h + i * self.row_h

    def crown(self, i: int, name_width: int) -> pygame.Rect:
        """The winner's crown, just right of a name `name_width` wide in row `i`, on the name's middle."""
        w = self.crown_w()
        h = round(w * 0.8)
        return pygame.Rect(self.name_x + name_width + 8, self.row_top(i) + (self.row_h - h) // 2, w, h)

    def crown_w(self) -> int:
        return max(12, round(self.size * 1.25))

    def thumb_rects(self, i: int, n: int) -> list[pygame.Rect]:
        w, h = self.thumb
        y = self.row_top(i) + (self.row_h - h) // 2
        return [pygame.Rect(round(self.thumbs.x + k * self.step), y, w, h) for k in range(n)]


class ScoringScene(Scene):
    def __init__(self, app, title: str, headings: list[str], rows: list[ScoreRow], verdict: str,
                 match: Match | None, notes: list[str] | None = None, art=None,
                 thumb_ratio: float = 1.4, thumb_shown: float = 1.0) -> None:
        super().__init__(app)
        self.match = match  # the finished game
        self.again: Callable[[], None] | None = None  # "play again": the table's seats at a new game (its table)
        self.on_exit: Callable[[], None] | None = None  # told when the sheet goes (the finished table's phones)
        self.art = art  # a CardArt to draw the rows' thumbnails with...
        self.thumb_ratio = thumb_ratio  # ...their height / width...
        self.thumb_shown = thumb_shown  # ...and how much of each stays in view where they overlap
        self.title = title
        self.headings = headings
        self.rows = rows
        self.verdict = verdict
        self.notes = notes or []
        self.t = 0.0  # seconds since the sheet was shown: the coins of a person's win fall for CHEER seconds
        self.cheer = match is not None and match.is_over and any(
            match.seats[seat].is_human for seat in match.rules.winners(match.state))
        self.again_button = Button(_("Play again"), self._again, primary=True)
        self.ring = FocusRing([self.again_button, Button(_("Menu"), self._menu)])

    def offer_again(self, label: str, action: Callable[[], None]) -> None:
        """The first button: `label` (Play again; after a lesson, Play a real game) runs `action`."""
        self.again = action
        self.again_button.label = label

    def update(self, dt: float) -> None:
        super().update(dt)
        self.t += dt

    def exit(self) -> None:
        if self.on_exit is not None:
            self.on_exit()

    @property
    def settled(self) -> bool:
        return super().settled and (not self.cheer or self.t >= CHEER)

    def _again(self) -> None:
        if self.again is not None:
            self.again()

    def _menu(self) -> None:
        self.app.go_home()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = _button_size(size)
        y = self.grid(size).buttons_y
        self.ring.widgets[0].rect = pygame.Rect(w // 2 - bw - 10, y, bw, bh)
        self.ring.widgets[1].rect = pygame.Rect(w // 2 + 10, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, CONFIRM) and self.t < GRACE:
            return  # a key meant for the table's last move: it must not leave the sheet unread (tester 9)
        if intent.kind == BACK:
            self._menu()
            return
        self.ring.handle(intent)

    # -- geometry ------------------------------------------------------------------------------------------
    def grid(self, size: tuple[int, int]) -> Grid:
        """The table at window `size`: at the screen's text size if every column fits its words unbroken,
        else at the largest smaller size that does, a few steps down at most (never below the readable least)."""
        start = max(SMALL, size[1] // 36)
        least = max(SMALL, start - 4)
        for px in range(start, least, -1):
            grid = self._grid(size, px)
            if grid is not None:
                return grid
        return self._grid(size, least, squeeze=True)  # type: ignore[return-value]

    def _grid(self, size: tuple[int, int], px: int, squeeze: bool = False) -> Grid | None:
        w, h = size
        big = max(30, h // 16)
        table = pygame.Rect(0, h // 30 + big + max(16, h // 36) + 30, min(w - 40, max(1000, round(w * 0.62))), 0)
        table.x = (w - table.w) // 2
        inner = table.inflate(-32, 0)
        bold = font(px, True)
        marker = px + 14
        crown = max(12, round(px * 1.25)) + 18  # the crown, 8 px after the name and 10 px before the cards
        name_w = min(max((bold.size(r.label)[0] for r in self.rows), default=0), round(table.w * 0.26))
        names_end = inner.x + marker + name_w + crown
        headings = [*self.headings, _("Score")]
        texts = [[*r.cells, str(r.total)] for r in self.rows]

        def widest(words: list[str]) -> int:
            return max((bold.size(word)[0] for word in words), default=0)

        need = [max(widest(head.split(" ")), widest([c for row in texts for c in row[i].split(" ")])) + 16
                for i, head in enumerate(headings)]
        cells_w = [widest([row[i] for row in texts]) + 24 for i in range(len(headings))]
        two_lines = [max(c, _two_lines(head, px) + 16) for c, head in zip(cells_w, headings)]
        pref = [max(c, bold.size(head)[0] + 24) for c, head in zip(cells_w, headings)]
        n_thumbs = max((len(r.thumbs) for r in self.rows), default=0) if self.art is not None else 0
        row_cap = h // 9
        want = self._thumbs_width(n_thumbs, row_cap - 8) if n_thumbs else 0
        room = inner.right - names_end
        least = min(want, round(table.w * 0.16))
        if sum(need) + least > room and not squeeze:
            return None
        widths, thumbs_w = share(room, need, two_lines, pref, least, want)
        x = names_end + thumbs_w
        columns = []
        for wd in widths:
            columns.append(pygame.Rect(x, 0, wd, 0))
            x += wd
        step_px = line_height(px, True)
        heads = [wrap(head, px, wd - 8, bold=True) for head, wd in zip(headings, widths)]
        head_h = max(len(lines) for lines in heads) * step_px + 12
        cells = [[wrap(c, px, wd - 8, bold=True) for c, wd in zip(row, widths)] for row in texts]
        lines = max((len(c) for row in cells for c in row), default=1)
        notes = [line for note in self.notes for line in wrap(note, px, table.w)]  # between the side fans
        notes_h = len(notes) * line_height(px) + (10 if notes else 0)
        bw, bh = _button_size(size)
        lowest = h - bh - max(16, h // 24)  # the buttons' top at the window's foot
        bottom = lowest - 16
        fit = (bottom - notes_h - table.y - head_h - 18) // max(1, len(self.rows))
        row_h = max(lines * step_px + 8, px + 14, min(row_cap, fit))
        table.h = 8 + head_h + row_h * len(self.rows) + 10
        # what room is left goes half above the title and half below the buttons, the buttons a gap under the notes
        gap = max(24, h // 18)
        spare = max(0, lowest - (table.bottom + notes_h + gap))
        drop = spare // 2
        table.y += drop
        thumbs = pygame.Rect(names_end, 0, thumbs_w, 0)
        tw, th, step = self._thumb_size(n_thumbs, thumbs_w, row_h - 8)
        return Grid(px, table, head_h, row_h, inner.x + marker, name_w, thumbs, columns, heads, cells, (tw, th),
                    step, notes, table.bottom + 10, h // 30 + drop, lowest - (spare - drop))

    def _thumbs_width(self, n: int, height: int) -> int:
        """How wide `n` thumbnails `height` tall lie, each showing its value."""
        w = height / self.thumb_ratio
        return round(w * (1 + self.thumb_shown * (n - 1)) + GAP * (n - 1)) + 8

    def _thumb_size(self, n: int, width: int, height: int) -> tuple[int, int, float]:
        """One size for every row's thumbnails: the most a row holds fit in `width`, each showing its value."""
        if n == 0 or width < 10:
            return 0, 0, 0.0
        w = min(height / self.thumb_ratio, (width - 8 - GAP * (n - 1)) / (1 + self.thumb_shown * (n - 1)))
        w = max(1, int(w))
        return w, round(w * self.thumb_ratio), w * self.thumb_shown + GAP

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        big, size = max(30, h // 16), max(16, h // 36)
        g = self.grid((w, h))
        text(surface, self.title, (w // 2, g.top), big, theme.GOLD, "midtop", display=True, max_width=w - 20)
        text(surface, self.verdict, (w // 2, g.top + big + 6), size + 6, theme.WHITE, "midtop", bold=True,
             max_width=w - 20)
        px = g.size
        panel(surface, g.table, (*theme.PARCHMENT, 245), radius=14, border=theme.WOOD, width=4)
        y = g.table.y + 8
        text(surface, _("Player"), (g.name_x - px - 14, y + g.head_h // 2), px, theme.INK, "midleft", True, False)
        step = line_height(px, True)
        for col, lines in zip(g.columns, g.heads):
            top = y + (g.head_h - len(lines) * step) // 2
            for i, line in enumerate(lines):
                text(surface, line, (col.centerx, top + i * step), px, theme.INK, "midtop", True, False)
        group = None
        for i, row in enumerate(self.rows):
            top = g.row_top(i)
            mid = top + g.row_h // 2
            if row.winner:
                band = pygame.Rect(g.table.x + 6, top + 2, g.table.w - 12, g.row_h - 4)
                pygame.draw.rect(surface, (250, 220, 130), band, border_radius=8)
            if row.group and row.group != group:
                pygame.draw.line(surface, theme.WOOD, (g.table.x + 12, top), (g.table.right - 12, top), 2)
            group = row.group
            self._marker(surface, row, (g.name_x - px // 2 - 8, mid), px)
            name = text(surface, row.label, (g.name_x, mid), px, theme.INK, "midleft", row.winner, False,
                        max_width=g.name_w)
            if row.winner:
                _crown(surface, g.crown(i, name.w))
            self._thumbs(surface, row, g, i)
            for c, (col, lines) in enumerate(zip(g.columns, g.cells[i])):
                score = c == len(g.columns) - 1
                ctop = mid - len(lines) * step // 2
                for k, line in enumerate(lines):
                    text(surface, line, (col.centerx, ctop + k * step), px, theme.INK, "midtop", score, False)
        ny = g.notes_y
        for note in g.notes:
            text(surface, note, (w // 2, ny), px, theme.MUTED, "midtop")
            ny += line_height(px)
        game = self.match.game if self.match is not None else ""
        own = GAME_FANS.get(game, MIXED_RIGHT)  # the game's own cards both sides (tester 8: others' looked wrong)
        draw_art(surface, side_fans((w, h), g.table, own, own[::-1], top=g.table.y))
        if self.cheer and self.t < CHEER:  # behind the buttons: a coin over "Play again" hid its words
            _coins(surface, self.t)
        self.ring.draw(surface)

    def _marker(self, surface: pygame.Surface, row: ScoreRow, centre: tuple[int, int], px: int) -> None:
        """The seat's colour, or its symbol when colour-blind symbols are on."""
        if self.app.settings.colour_blind and row.colour in theme.SEAT_COLOURS:
            colour_blind.seat_symbol(surface, theme.SEAT_COLOURS.index(row.colour), centre, max(12, px))
        else:
            pygame.draw.circle(surface, row.colour, centre, max(6, px // 2))

    def _thumbs(self, surface: pygame.Surface, row: ScoreRow, g: Grid, i: int) -> None:
        if self.art is None or not row.thumbs or g.thumb[0] < 2:
            return

        for k, (face, r) in enumerate(zip(row.thumbs, g.thumb_rects(i, len(row.thumbs)))):
            self.art.draw(surface, CardSprite(face, r.x, r.y, r.w, r.h), shadow=False)
            if k < len(row.marks) and row.marks[k]:
                thumb_mark(surface, r, row.marks[k])


def _button_size(size: tuple[int, int]) -> tuple[int, int]:
    return min(240, (size[0] - 60) // 2), max(40, size[1] // 15)


GRACE = 1.0  # seconds the sheet takes no Enter or Esc: one pressed for the table's last move went on to a new game
CHEER = 3.5  # seconds the coins of a person's win fall over the sheet
COINS = 36


def _coins(surface: pygame.Surface, t: float) -> None:
    """Gold coins raining over the final count when a person at the table won: each from its own place and time
    (the same every time), spinning as it falls, gone after CHEER seconds."""
    w, h = surface.get_size()
    size = max(8, h // 60)
    for i in range(COINS):
        x = (i * 97 + 31) % 100 / 100 * w
        start = (i * 37 % 20) / 20 * 1.2
        fall = h * (0.45 + (i * 53 % 10) / 20)  # pixels a second
        y = -size + (t - start) * fall
        if t < start or y > h + size:
            continue
        spin = abs(((t * 3 + i * 0.37) % 2) - 1)  # the coin's face turning: its width breathes
        r = pygame.Rect(0, 0, max(2, round(2 * size * spin)), 2 * size)
        r.center = (round(x), round(y))
        pygame.draw.ellipse(surface, (150, 104, 24), r)
        pygame.draw.ellipse(surface, theme.GOLD, r.inflate(-max(1, r.w // 5), -size // 3))


def thumb_mark(surface: pygame.Surface, thumb: pygame.Rect, mark: str) -> pygame.Rect:
    """A thumbnail's mark ("×2": it counts twice) in a gold pill on its bottom right corner, clear of its middle
    (where a token shows its value); returns the pill."""
    size = max(SMALL, thumb.h * 2 // 7)
    words = font(size, True).size(mark)
    pill = pygame.Rect(0, 0, words[0] + 6, words[1])
    pill.bottomright = thumb.bottomright
    pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.INK, pill, 1, border_radius=pill.h // 2)
    text(surface, mark, pill.center, size, theme.INK, "center", True, False)
    return pill


def _fill(widths: list[int], targets: list[int], extra: int) -> list[int]:
    """`widths` grown towards `targets` with at most `extra` pixels, the narrowest first (a water level)."""
    def used(level: int) -> int:
        return sum(max(0, min(t, level) - w) for w, t in zip(widths, targets))

    lo, hi = 0, max(targets, default=0)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if used(mid) <= extra else (lo, mid - 1)
    return [max(w, min(t, lo)) for w, t in zip(widths, targets)]


def share(room: int, need: list[int], two_lines: list[int], pref: list[int], least: int, want: int
          ) -> tuple[list[int], int]:
    """The columns' widths and the thumbnails' in `room` pixels: each column its words unbroken (`need`)
    and the thumbnails `least`; then the columns their headings in two lines at most; then the thumbnails
    all they `want`; then the headings in one line (`pref`); what is left, shared by the columns."""
    widths = list(need)
    thumbs = min(least, max(0, room - sum(widths)))
    widths = _fill(widths, two_lines, room - thumbs - sum(widths))
    thumbs = max(thumbs, min(want, room - sum(widths)))
    widths = _fill(widths, pref, room - thumbs - sum(widths))
    left = room - thumbs - sum(widths)
    return [w + left // len(widths) for w in widths], thumbs


def _two_lines(s: str, px: int) -> int:
    """The least width in which `s` wraps into two lines at most."""
    f = font(px, True)
    lo, hi = max(f.size(word)[0] for word in s.split(" ")), f.size(s)[0]
    while lo < hi:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if len(wrap(s, px, mid, bold=True)) <= 2 else (mid + 1, hi)
    return lo


def _crown(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gold crown beside a winner's name, filling `rect`."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    mid = (x0 + x1) // 2
    band = y1 - max(2, rect.h // 4)
    pts = [(x0, y1), (x0, y0 + rect.h // 5), (x0 + rect.w // 4, band - rect.h // 4), (mid, y0),
           (x1 - rect.w // 4, band - rect.h // 4), (x1, y0 + rect.h // 5), (x1, y1)]
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.INK, pts, max(1, rect.w // 14))
