"""The statistics screen: per person and game, the games played, wins, average and best score, the AI
levels played against, and a small chart of the recent scores. Computed from the records (game/stats.py)."""

from __future__ import annotations

import pygame

from game.games import rules_for
from game.history import FinishedGame
from game.stats import PlayerStats, compute
from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.assets import font
from scenes.core.backdrops import felt
from scenes.core.i18n import _
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, SCROLL, Intent
from scenes.core.widgets import Button, panel, text, wrap

GAP = 14  # between columns
CHART = 120  # the narrowest chart of recent scores
LEAST = 14  # the smallest type the table shrinks to (as the screen's own minimum)


def level_name(level: str) -> str:
    return {"easy": _("easy"), "normal": _("normal"), "hard": _("hard"), "random": _("random")}.get(level, level)


def against(st: PlayerStats) -> str:
    """"normal ×3, hard ×1": the AI levels, each with the number of games it sat at the table."""
    order = ["easy", "normal", "hard", "random"]
    parts = [f"{level_name(k)} ×{st.against[k]}" for k in sorted(st.against, key=lambda k: order.index(k)
                                                                  if k in order else 9)]
    return ", ".join(parts) or _("people only")


class StatsScene(Scene):
    def __init__(self, app, games: list[FinishedGame]) -> None:
        super().__init__(app)
        self.stats = compute(games)
        self.first = 0
        self.back = Button(_("Back"), app.pop, primary=True)
        self.size = app.screen.get_size()

    def _rows(self) -> int:
        return max(1, (self.size[1] - 200) // self._row_h())

    def _row_h(self) -> int:
        return max(40, self.size[1] // 12)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        self.back.rect = pygame.Rect(0, 0, 200, max(36, h // 17))
        self.back.rect.midbottom = (w // 2, h - 20)

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, CONFIRM):
            self.app.pop()
        elif intent.kind in (NAVIGATE, SCROLL) and intent.dy:
            self.first = max(0, min(self.first + intent.dy, len(self.stats) - self._rows()))
        elif intent.kind == PICK and self.back.rect.collidepoint(intent.pos):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        text(surface, _("Statistics"), (w // 2, 20), max(34, h // 16), theme.GOLD, "midtop", display=True)
        size = max(14, h // 36)
        table = pygame.Rect(0, 0, min(1180, w - 30), 0)
        table.x = (w - table.w) // 2
        table.y = 30 + max(34, h // 16) + 10
        row_h = self._row_h()
        rows = self.stats[self.first: self.first + self._rows()]
        table.h = row_h * (len(rows) + 1) + 10
        if not self.stats:
            why = _("No statistics yet: they count only finished games with a person at the table, not games "
                    "among AI seats.")
            for i, row in enumerate(wrap(why, size + 4, min(w - 60, 900))):  # whole, on as many lines as it needs
                text(surface, row, (w // 2, h // 3 + i * (size + 10)), size + 4, theme.PARCHMENT, "center")
            self.back.draw(surface, True, False)
            return
        panel(surface, table, (*theme.PARCHMENT, 245), radius=14, border=theme.WOOD, width=4)
        heads = [_("Player"), _("Game"), _("Games"), _("Wins"), _("Average"), _("Best"), _("Against")]
        lines = [[st.name, rules_for(st.game).title, str(st.games), f"{st.wins} ({round(100 * st.win_rate)} %)",
                  f"{st.average:.1f}", str(st.best), against(st)] for st in rows]
        xs, widths, size = self.columns(table.w - 28, heads, lines, size)
        xs = [table.x + 14 + x for x in xs]
        y = table.y + 6
        for head, cx, cw in zip([*heads, _("Recent scores")], xs, widths):
            text(surface, head, (cx, y + row_h // 2), size, theme.INK, "midleft", True, False, max_width=cw)
        for st, cells in zip(rows, lines):
            y += row_h
            pygame.draw.line(surface, theme.WOOD, (table.x + 10, y), (table.right - 10, y), 1)
            for cell, cx, cw in zip(cells, xs, widths):
                text(surface, cell, (cx, y + row_h // 2), size, theme.INK, "midleft", False, False, max_width=cw)
            self._chart(surface, st, pygame.Rect(xs[-1], y + 5, widths[-1], row_h - 10))
        if len(self.stats) > self._rows():
            more = _("Rows {a}-{b} of {n}: arrows or wheel to see the others").format(
                a=self.first + 1, b=self.first + len(rows), n=len(self.stats))
            text(surface, more, (w // 2, table.bottom + 6), size, theme.MUTED, "midtop")
        self.back.draw(surface, True, False)

    @staticmethod
    def columns(width: int, heads: list[str], lines: list[list[str]], size: int) -> tuple[list[int], list[int], int]:
        """Each column as wide as its widest cell (the heads bold), the chart of recent scores taking the
        rest (at least CHART px); when they do not fit, a smaller type (down to the readable minimum),
        and only then the names give way. Returns each column's left edge (from 0), width, and the size."""
        while True:
            need = [max(font(size, True).size(h)[0], *(font(size).size(row[i])[0] for row in lines))
                    for i, h in enumerate(heads)]
            spare = width - sum(need) - GAP * len(heads) - CHART
            if spare >= 0 or size <= LEAST:
                break
            size -= 1
        if spare < 0:
            need[0] = max(font(size).size("M…")[0], need[0] + spare)
        chart = max(CHART, width - sum(need) - GAP * len(heads))
        xs, x = [], 0
        for n in [*need, chart]:
            xs.append(x)
            x += n + GAP
        return xs, [*need, chart], size

    @staticmethod
    def _chart(surface: pygame.Surface, st: PlayerStats, area: pygame.Rect) -> None:
        """A bar per recent game, oldest on the left, its height the score against the best of them (in gold)."""
        if not st.recent or area.w < 20:
            return
        top = max(max(st.recent), 1)
        low = min(0, min(st.recent))
        n = len(st.recent)
        bw = max(2, min(area.w // max(n, 8) - 2, area.h // 2))  # slim bars, however wide the column
        for i, score in enumerate(st.recent):
            k = (score - low) / (top - low) if top != low else 1.0
            bh = max(2, round(area.h * k))
            bar = pygame.Rect(area.x + i * (bw + 2), area.bottom - bh, bw, bh)
            pygame.draw.rect(surface, theme.WOOD if score < top else theme.GOLD, bar)
