"""The statistics screen: per person and game a row with the game's emblem, the games played, the wins as a ring,
the average and best score, the AI levels played against, and a chart of the recent scores. Computed from the
records (game/stats.py); the screen only lays the figures out. With no figures yet, it says what will appear here
and how to get there, with a way to a new game."""

from __future__ import annotations

import math

import pygame

from game.games import rules_for
from game.history import FinishedGame
from game.stats import PlayerStats, compute
from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.assets import font
from scenes.core.backdrops import felt
from scenes.core.i18n import _
from scenes.core.input import BACK, NAVIGATE, SCROLL, Intent
from scenes.core.widgets import Button, FocusRing, Widget, line_height, text, wrap
from scenes.screens.decor import GAME_ART, GAME_FANS, Art, Decor, card_panel, draw_art, fan, plaque, shape, side_fans
from scenes.screens.game_setup import SetupScene

GAP = 24  # between columns
CHART = 120  # the narrowest chart of recent scores
LEAST = 16  # the smallest type the rows shrink to (13 px: the screens' minimum)
ROW_GAP = 8  # between two rows
PARAGRAPH = 8  # pixels between two paragraphs of the empty state


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
        self.back = Button(_("Back"), app.pop, primary=bool(self.stats))
        buttons: list[Widget] = [self.back]
        if not self.stats:  # the way to the figures: a game played to its end
            self.new_game = Button(_("New game"), self._new_game, primary=True)
            buttons = [self.new_game, self.back]
        self.ring = FocusRing(buttons)
        self.size = app.screen.get_size()

    def _new_game(self) -> None:
        """From the empty statistics to a new game's setup, over the menu (where a finished game comes back to)."""
        self.app.go_home()
        self.app.push(SetupScene(self.app))

    def _rows(self) -> int:
        """How many rows the list shows at once."""
        return max(1, (self.list_area.h - self.head_h + ROW_GAP) // (self.row_h + ROW_GAP))

    # -- layout --------------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """The title's plaque, the Back button at the foot, between them the rows (or the empty state's panel),
        and the fans of cards either side where the window leaves room."""
        self.size = size
        w, h = size
        title = plaque(_("Statistics"), max(34, h // 16), (w // 2, max(10, h // 60)), pygame.Rect(0, 0, w, h))
        bh = max(36, h // 17)
        self.back.rect = pygame.Rect(0, 0, 200, bh)
        self.back.rect.midbottom = (w // 2, h - max(14, h // 40))
        self.size_text = max(18, min(24, h // 34))
        self.head_h = line_height(self.size_text) + 6
        width = min(1180, w - 30)
        top = title.bounds.bottom + max(10, h // 60)
        self.list_area = pygame.Rect((w - width) // 2, top, width, self.back.rect.y - 30 - top)
        fill = (self.list_area.h - self.head_h) // max(1, len(self.stats)) - ROW_GAP  # a few rows: taller ones
        self.row_h = max(64, min(h // 8 if len(self.stats) > 4 else h // 6, 128, fill))
        shown = min(len(self.stats), self._rows())
        used = self.head_h + shown * (self.row_h + ROW_GAP) - ROW_GAP
        if self.stats and used < self.list_area.h:  # a short list stands in the middle, not under the title
            self.list_area.y += (self.list_area.h - used) // 4
            self.list_area.h = used
        art: list[Art] = []
        if self.stats:
            art = side_fans(size, self.list_area, top=top)
        else:
            self._empty_layout(w, h)
            art = self.empty_art
        self.decor = Decor(title, art)
        self.first = max(0, min(self.first, len(self.stats) - self._rows()))

    def _empty_layout(self, w: int, h: int) -> None:
        """The empty state: a panel with a small fan of the three games' cards, what to do, what will appear, and
        under the words the buttons New game and Back."""
        box = pygame.Rect(0, 0, min(720, w - 60), 0)
        size = self.size_text + 2
        self.empty_lines = [  # (text, size, colour, bold)
            *[(line, size + 6, theme.GOLD, True) for line in wrap(_("Finish a game to see your statistics"),
                                                                   size + 6, box.w - 60, bold=True)],
            *[(line, size, theme.PARCHMENT, False) for line in wrap(_(
                "Each person's games, wins, best and average score and recent scores will appear here, game by "
                "game."), size, box.w - 60)],
            *[(line, size - 2, theme.MUTED, False) for line in wrap(_(
                "No statistics yet: they count only finished games with a person at the table, not games among AI "
                "seats."), size - 2, box.w - 60)],
        ]
        words = sum(line_height(s, b) for _t, s, _c, b in self.empty_lines) + 2 * PARAGRAPH
        bh = self.back.rect.h
        fan_h = max(0, min(round(h * 0.24), self.list_area.h - words - bh - 100))
        box.h = 24 + fan_h + 16 + words + 20 + bh + 24
        box.centerx = w // 2
        box.y = self.list_area.y + max(0, (self.list_area.h + self.back.rect.h + 30 - box.h) // 2)
        box.bottom = min(box.bottom, h - 10)
        self.empty_box = box
        faces = [GAME_FANS["korsar"][0], GAME_FANS["stortebeker"][1], GAME_FANS["freibeuter"][0],
                 GAME_FANS["korsar"][1], GAME_FANS["stortebeker"][0]]
        self.empty_art = fan(faces, pygame.Rect(box.x, box.y + 24, box.w, fan_h), least=30) if fan_h else []
        self.empty_words_y = box.y + 24 + fan_h + 16
        bw = min(240, (box.w - 80) // 2)
        self.new_game.rect = pygame.Rect(box.centerx - bw - 10, box.bottom - 24 - bh, bw, bh)
        self.back.rect = pygame.Rect(box.centerx + 10, box.bottom - 24 - bh, bw, bh)

    # -- input ---------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            self.app.pop()
        elif intent.kind in (NAVIGATE, SCROLL) and intent.dy and self.stats:
            self.first = max(0, min(self.first + intent.dy, len(self.stats) - self._rows()))
        else:
            self.ring.handle(intent)

    # -- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        if not self.stats:
            card_panel(surface, self.empty_box)
            y = self.empty_words_y
            for i, (line, size, colour, bold) in enumerate(self.empty_lines):  # whole, on as many lines as needed
                if i and size != self.empty_lines[i - 1][1]:
                    y += PARAGRAPH
                text(surface, line, (w // 2, y), size, colour, "midtop", bold)
                y += line_height(size, bold)
        self.decor.draw(surface)
        if self.stats:
            self._draw_rows(surface)
        self.ring.draw(surface)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        area, size = self.list_area, self.size_text
        rows = self.stats[self.first: self.first + self._rows()]
        heads = [_("Player"), _("Games"), _("Wins"), _("Average"), _("Best")]
        names = [[st.name, rules_for(st.game).title, self.against_line(st)] for st in rows]
        big = self.figure_size()
        figures = [[str(st.games), self.wins_text(st), f"{st.average:.1f}", str(st.best)] for st in rows]
        slot = round((self.row_h - 16) * 1.5)
        xs, widths, size, big = self.columns(area.w - 28 - slot - GAP, heads, names, figures, size, big, self.row_h)
        xs = [area.x + 14 + slot + GAP + x for x in xs]
        for i, (head, cx, cw) in enumerate(zip([*heads, _("Recent scores")], xs, widths)):
            centred = 0 < i < len(heads)  # the figures' heads stand over their figures
            text(surface, head, (cx + cw // 2 if centred else cx, area.y + self.head_h // 2), size, theme.PARCHMENT,
                 "center" if centred else "midleft", True, max_width=cw)
        y = area.y + self.head_h
        for st, name, figs in zip(rows, names, figures):
            row = pygame.Rect(area.x, y, area.w, self.row_h)
            card_panel(surface, row)
            art = GAME_ART.get(st.game, "korsar/back")
            pic_h = self.row_h - 16
            ratio = shape(art)
            pic = pygame.Rect(0, 0, min(slot, round(pic_h * ratio)), min(pic_h, round(slot / ratio)))
            pic.center = (row.x + 14 + slot // 2, row.centery)
            draw_art(surface, [Art(art, pic)])
            self._draw_name(surface, name, pygame.Rect(xs[0], row.y, widths[0], row.h), size)
            for i, figure in enumerate(figs, start=1):
                cell = pygame.Rect(xs[i], row.y, widths[i], row.h)
                if i == 2:
                    self._ring(surface, st, cell, size, big)
                else:
                    text(surface, figure, cell.center, big, theme.WHITE, "center", True, max_width=cell.w)
            self._chart(surface, st, pygame.Rect(xs[-1], row.y + 8, widths[-1], row.h - 16), size)
            y += self.row_h + ROW_GAP
        if len(self.stats) > self._rows():
            more = _("Rows {a}-{b} of {n}: arrows or wheel to see the others").format(
                a=self.first + 1, b=self.first + len(rows), n=len(self.stats))
            text(surface, more, (surface.get_width() // 2, self.back.rect.y - 8), size - 2, theme.MUTED, "midbottom")

    def figure_size(self) -> int:
        """The size of the figures in a row: large, within its height."""
        return max(self.size_text, min(40, self.row_h * 3 // 8))

    @staticmethod
    def wins_text(st: PlayerStats) -> str:
        return str(st.wins)

    @staticmethod
    def against_line(st: PlayerStats) -> str:
        """Whom the person played against: "against easy ×3, hard ×1", or "people only"."""
        return _("against {levels}").format(levels=against(st)) if st.against else _("people only")

    @staticmethod
    def _draw_name(surface: pygame.Surface, name: list[str], cell: pygame.Rect, size: int) -> None:
        """The person in bold, the game in gold under it, whom they played against under that."""
        who, game, levels = name
        lines = [(who, size + 2, theme.WHITE, True), (game, size, theme.GOLD, True), (levels, size - 2, theme.MUTED,
                                                                                      False)]
        total = sum(line_height(s, b) for _t, s, _c, b in lines)
        y = cell.centery - total // 2
        for words, s, colour, bold in lines:
            text(surface, words, (cell.x, y), s, colour, "topleft", bold, max_width=cell.w)
            y += line_height(s, bold)

    def _ring(self, surface: pygame.Surface, st: PlayerStats, cell: pygame.Rect, size: int, big: int) -> None:
        """The wins as a ring (the share of the games won, in gold, from the top, clockwise) with the share inside
        it, and the number of wins beside it."""
        d = ring_size(self.row_h)
        group = d + 8 + font(big, True).size(str(st.wins))[0]
        box = pygame.Rect(cell.centerx - group // 2, cell.centery - d // 2, d, d)
        pygame.draw.circle(surface, (8, 16, 20), box.center, d // 2)
        pygame.draw.circle(surface, theme.WOOD, box.center, d // 2, max(4, d // 8))
        if st.win_rate > 0:
            arc = box.inflate(-1, -1)
            start = math.pi / 2 - 2 * math.pi * st.win_rate
            if st.win_rate >= 1:
                pygame.draw.circle(surface, theme.GOLD, box.center, d // 2, max(4, d // 8))
            else:
                for k in range(3):  # three arcs a pixel apart: pygame's one arc leaves gaps
                    pygame.draw.arc(surface, theme.GOLD, arc.inflate(-k, -k), start, math.pi / 2, max(4, d // 8))
        text(surface, f"{round(100 * st.win_rate)}\u00a0%", box.center, max(16, size - 4), theme.WHITE, "center",
             True, False)
        text(surface, str(st.wins), (box.right + 8, cell.centery), big, theme.WHITE, "midleft", True)

    @staticmethod
    def columns(width: int, heads: list[str], names: list[list[str]], figures: list[list[str]], size: int,
                big: int, row_h: int) -> tuple[list[int], list[int], int, int]:
        """The name column as wide as its widest line, each figure's column as wide as its head or its figure
        (the wins: its ring too), the chart of recent scores taking the rest (at least CHART px); when they do not
        fit, smaller figures, then a smaller type (down to the readable minimum), and only then the names give way.
        Returns each column's left edge (from 0), width, the type's size and the figures'."""
        while True:
            need = [max(font(size, True).size(heads[0])[0], *(font(size + 2, True).size(n[0])[0] for n in names),
                        *(font(size, True).size(n[1])[0] for n in names), *(font(size - 2).size(n[2])[0]
                                                                            for n in names))]
            for i, head in enumerate(heads[1:]):
                widest = max((font(big, True).size(f[i])[0] for f in figures), default=0)
                if i == 1:
                    widest += ring_size(row_h) + 8
                need.append(max(font(size, True).size(head)[0], widest))
            spare = width - sum(need) - GAP * len(heads) - CHART
            if spare >= 0 or (size <= LEAST and big <= size):
                break
            if big > size + 4:
                big -= 2
            else:
                size -= 1
        if spare < 0:
            need[0] = max(font(size).size("M…")[0], need[0] + spare)
        chart = max(CHART, width - sum(need) - GAP * len(heads))
        xs, x = [], 0
        for n in [*need, chart]:
            xs.append(x)
            x += n + GAP
        return xs, [*need, chart], size, big

    @staticmethod
    def _chart(surface: pygame.Surface, st: PlayerStats, area: pygame.Rect, size: int) -> None:
        """A bar per recent game, oldest on the left, its height the score against the best of them (in gold), on
        a baseline."""
        if not st.recent or area.w < 20:
            return
        top = max(max(st.recent), 1)
        low = min(0, min(st.recent))
        n = len(st.recent)
        bw = max(3, min(area.w // max(n, 10) - 3, area.h // 2))  # slim bars, however wide the column
        base = area.bottom
        for i, score in enumerate(st.recent):
            k = (score - low) / (top - low) if top != low else 1.0
            bh = max(2, round(area.h * k))
            bar = pygame.Rect(area.x + i * (bw + 3), base - bh, bw, bh)
            pygame.draw.rect(surface, theme.GOLD if score >= top else theme.MUTED, bar,
                             border_top_left_radius=2, border_top_right_radius=2)
        right = area.x + n * (bw + 3)
        pygame.draw.line(surface, theme.WOOD, (area.x, base), (max(right, area.x + 40), base), 2)


def ring_size(row_h: int) -> int:
    """The wins ring's diameter in a row `row_h` pixels tall."""
    return max(36, row_h - 22)
