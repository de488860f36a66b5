"""The scoring screen: a table of what each seat scored, the winners, and the way on."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.match import Match, new_seed
from scenes import symbols, theme
from scenes.assets import font
from scenes.i18n import _
from scenes.input import BACK, Intent
from scenes.scene import Scene
from scenes.tables import table_for
from scenes.widgets import Button, FocusRing, line_height, panel, text, wrap


@dataclass
class ScoreRow:
    name: str
    colour: tuple[int, int, int]
    cells: list[str]  # one per column heading
    total: int
    winner: bool
    group: str = ""  # a team's name: rows of one group are drawn together
    thumbs: list[str] = field(default_factory=list)  # card faces to show beside the name (e.g. the loot)


class ScoringScene(Scene):
    def __init__(self, app, title: str, headings: list[str], rows: list[ScoreRow], verdict: str,
                 match: Match | None, notes: list[str] | None = None, art=None,
                 thumb_ratio: float = 1.4) -> None:
        super().__init__(app)
        self.match = match  # the finished game: "play again" deals the same seats a new game
        self.art = art  # a CardArt to draw the rows' thumbnails with...
        self.thumb_ratio = thumb_ratio  # ...their height / width
        self.title = title
        self.headings = headings
        self.rows = rows
        self.verdict = verdict
        self.notes = notes or []
        self.ring = FocusRing([
            Button(_("Play again"), self._again, primary=True),
            Button(_("Menu"), self._menu),
        ])

    def _again(self) -> None:
        if self.match is not None:
            m = self.match
            self.app.replace(table_for(self.app, Match(m.game, m.setup, m.seats, seed=new_seed())))

    def _menu(self) -> None:
        self.app.go_home()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = min(240, (w - 60) // 2), max(40, h // 15)
        y = h - bh - max(16, h // 24)
        self.ring.widgets[0].rect = pygame.Rect(w // 2 - bw - 10, y, bw, bh)
        self.ring.widgets[1].rect = pygame.Rect(w // 2 + 10, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            self._menu()
            return
        self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.SEA_DEEP)
        w, h = surface.get_size()
        big, size = max(30, h // 16), max(16, h // 36)
        text(surface, self.title, (w // 2, h // 30), big, theme.GOLD, "midtop", display=True)
        text(surface, self.verdict, (w // 2, h // 30 + big + 6), size + 6, theme.WHITE, "midtop", bold=True)
        table = pygame.Rect(0, 0, min(1000, w - 40), 0)
        table.x = (w - table.w) // 2
        table.y = h // 30 + big + size + 30
        cols = len(self.headings) + 2
        name_w = table.w * 0.34
        cell_w = (table.w - name_w - 30) / (cols - 1)
        heads = [wrap(head, size, int(cell_w) - 8, bold=True)[:2] for head in [*self.headings, _("Score")]]
        head_h = max(len(rows) for rows in heads) * line_height(size, True) + 12  # headings wrap, never cut
        room = self.ring.widgets[0].rect.y - table.y - 40 - head_h
        row_h = max(size + 14, min(h // 9, room // (len(self.rows) + 1)))
        table.h = head_h + row_h * len(self.rows) + 10
        panel(surface, table, (*theme.PARCHMENT, 245), radius=14, border=theme.WOOD, width=4)
        xs = [table.x + 20 + name_w + cell_w * (i + 0.5) for i in range(cols - 1)]
        y = table.y + 8
        text(surface, _("Player"), (table.x + 20, y + head_h // 2), size, theme.INK, "midleft", True, False)
        step = line_height(size, True)
        for x, rows in zip(xs, heads):
            top = y + (head_h - len(rows) * step) // 2
            for i, line in enumerate(rows):
                text(surface, line, (x, top + i * step), size, theme.INK, "midtop", True, False,
                     max_width=int(cell_w) - 4)
        y += head_h - row_h
        group = None
        labels = [f"{row.name}  ({row.group})" if row.group else row.name for row in self.rows]
        widest = max(font(size, True).size(label)[0] for label in labels)
        thumbs_x = table.x + 46 + min(widest, int(name_w * 0.5)) + 14
        for row in self.rows:
            y += row_h
            if row.winner:
                band = pygame.Rect(table.x + 6, y + 2, table.w - 12, row_h - 4)
                pygame.draw.rect(surface, (250, 220, 130), band, border_radius=8)
            if row.group and row.group != group:
                pygame.draw.line(surface, theme.WOOD, (table.x + 12, y), (table.right - 12, y), 2)
            group = row.group
            label = f"{row.name}  ({row.group})" if row.group else row.name
            if self.app.settings.colour_blind and row.colour in theme.SEAT_COLOURS:
                symbols.seat_symbol(surface, theme.SEAT_COLOURS.index(row.colour), (table.x + 30, y + row_h // 2),
                                    max(12, size))
            else:
                pygame.draw.circle(surface, row.colour, (table.x + 30, y + row_h // 2), max(6, size // 2))
            if row.winner:
                _crown(surface, (table.x + 30, y + row_h // 2 - max(6, size // 2) - 2), max(6, size // 2))
            text(surface, label, (table.x + 46, y + row_h // 2), size, theme.INK, "midleft", row.winner,
                 False, max_width=int(name_w * 0.5))
            self._thumbs(surface, row, pygame.Rect(thumbs_x, y + 4, table.x + 20 + name_w - thumbs_x - 4, row_h - 8))
            for x, cell in zip(xs, [*row.cells, str(row.total)]):
                text(surface, cell, (x, y + row_h // 2), size, theme.INK, "center", cell == str(row.total), False)
        ny = table.bottom + 10
        for note in self.notes:
            text(surface, note, (w // 2, ny), size, theme.MUTED, "midtop", max_width=w - 40)
            ny += line_height(size)
        self.ring.draw(surface)

    def _thumbs(self, surface: pygame.Surface, row: ScoreRow, area: pygame.Rect) -> None:
        if self.art is None or not row.thumbs or area.w < 10:
            return
        from scenes.sprites import CardSprite

        n = len(row.thumbs)
        # a token's value is in its middle: tokens never overlap; a card's is in its corner, which stays in view
        shown = 1.0 if abs(self.thumb_ratio - 1) < 0.05 else 0.42
        w = min(round(area.h / self.thumb_ratio), int(area.w / (1 + shown * (n - 1))))
        h = round(w * self.thumb_ratio)
        step = min(w + 3, (area.w - w) / max(1, n - 1)) if n > 1 else 0
        area = area.move(0, (area.h - h) // 2)
        for i, face in enumerate(row.thumbs):
            self.art.draw(surface, CardSprite(face, area.x + i * step, area.y, w, h), shadow=False)


def _crown(surface: pygame.Surface, base: tuple[int, int], size: int) -> None:
    """A small gold crown above a winner's name."""
    x, y = base
    pts = [(x - size, y), (x - size, y - size), (x - size // 2, y - size // 2), (x, y - size - 2),
           (x + size // 2, y - size // 2), (x + size, y - size), (x + size, y)]
    pygame.draw.polygon(surface, theme.GOLD, pts)
    pygame.draw.polygon(surface, theme.INK, pts, 1)
