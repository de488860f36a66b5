"""The rules book: the rules of one game, with a contents list and pictures of the game's own art.

Opened from the menu's chooser (RulesChooser) or from the pause menu at a table; Back returns there.
The page scrolls with the wheel, the up and down arrows, the d-pad or by dragging it; left and right
(and the contents list) go from section to section. The text comes from assets/rules/<game>.<lang>.md
in the language the interface speaks (scenes/screens/rulebook_markup.py reads it)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

import pygame

from game.games import rules_for
from scenes.core import i18n, theme
from scenes.core.app import Scene
from scenes.core.assets import font, svgs
from scenes.core.backdrops import felt
from scenes.core.i18n import _
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PAUSE, PICK, POINT, PRESS, RELEASE, SCROLL, Intent
from scenes.core.widgets import Button, FocusRing, Widget, panel, text, wrap
from scenes.freibeuter.faces import CARTOUCHE
from scenes.screens.decor import GAME_ART, MIXED, MIXED_RIGHT, PANEL_RADIUS, Decor, plaque, plaque_height, side_fans
from scenes.screens.rulebook_markup import Page, aspect, lay_out, load

PAPER_DARK = (214, 196, 156)
RED_INK = (128, 36, 24)
FADED_INK = (104, 84, 58)


def body_size(size: tuple[int, int]) -> int:
    """The body text's size for a window: about 17 px of letter at 1280x720, never under 14 px."""
    return max(18, round(min(size[1] / 34, size[0] / 60)))


class RulebookScene(Scene):
    """The rules of `game`: contents on the left, the page on the right."""

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.title = rules_for(game).title
        self.sections = load(game, i18n.language())
        self.scroll = 0.0  # where the page should be, in pixels from its top
        self.shown = 0.0  # where it is drawn: glides to `scroll`
        self.chosen: int | None = None  # the section last jumped to, until the page is scrolled by hand
        self.drag: tuple[int, float] | None = None  # (pointer y, scroll) when a drag of the page began
        self.back = Button(_("Back"), app.pop, primary=True)
        self.hover: int | None = None  # the contents entry under the pointer
        self.back_hovered = False

    # -- layout ------------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        old = self.scroll / self.max_scroll() if getattr(self, "page", None) and self.max_scroll() else 0.0
        w, h = size
        self.size = size
        self.body = body_size(size)
        margin = max(10, h // 45)
        header = max(52, h // 11)
        self.contents_w = max(180, min(340, w // 5))
        self.small = max(18, round(self.body * 0.9))
        self.back.rect = pygame.Rect(margin, h - margin - max(40, h // 15), self.contents_w - margin,
                                     max(40, h // 15))
        area = pygame.Rect(self.contents_w + margin, header, w - self.contents_w - 2 * margin, h - header - margin)
        measure = min(area.w - 2 * self._pad(), 36 * self.body)  # lines of about 75 letters at most
        self.sheet = pygame.Rect(0, area.y, measure + 2 * self._pad(), area.h)
        self.sheet.centerx = area.centerx
        self.page: Page = lay_out(self.sections, measure, self.body)
        self.view = self.sheet.inflate(-2 * self._pad(), -2 * max(8, self._pad() // 2))
        if self.chosen is not None:
            self.jump(self.chosen)
        else:
            self.scroll = round(old * self.max_scroll())
        self.shown = self.scroll
        self.entries = self._entries(margin, header)
        title = _("{game}: the rules").format(game=self.title)
        px = max(30, header * 3 // 5)
        while px > 20 and plaque_height(px) > header - 6:
            px -= 2
        self.decor = Decor(plaque(title, px, (self.sheet.centerx, header // 2),
                                  pygame.Rect(self.sheet.x, 0, self.sheet.w, header), anchor="center"))

    def _pad(self) -> int:
        return max(14, self.size[0] // 50)

    def _entries(self, margin: int, top: int) -> list[pygame.Rect]:
        """One rectangle per section in the contents list."""
        row = max(self.small + 14, (self.back.rect.y - top - margin) // max(1, len(self.sections)))
        row = min(row, round(self.small * 2.2))
        return [pygame.Rect(margin, top + i * row, self.contents_w - margin, row - 4)
                for i in range(len(self.sections))]

    def max_scroll(self) -> float:
        return max(0.0, self.page.height - self.view.h)

    # -- where we are ----------------------------------------------------------------------------------
    @property
    def current(self) -> int:
        """The section being read: the last one jumped to, until the page is scrolled by hand; else the one
        whose title has gone by in the top quarter of the page, or at the end of the book the one in the middle."""
        if self.chosen is not None:
            return self.chosen
        at_end = self.scroll >= self.max_scroll() - 1
        mark = self.scroll + self.view.h / (2 if at_end else 4)
        return max([i for i, top in enumerate(self.page.section_tops) if top <= mark] or [0])

    def jump(self, index: int) -> None:
        """Show section `index` from its title (as far as the page goes)."""
        index = max(0, min(len(self.sections) - 1, index))
        self.scroll = min(float(self.page.section_tops[index]), self.max_scroll())
        self.chosen = index

    def scroll_by(self, pixels: float) -> None:
        self.scroll = max(0.0, min(self.max_scroll(), self.scroll + pixels))
        self.chosen = None

    # -- input --------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        step = font(self.body).get_linesize()
        if intent.kind in (BACK, PAUSE):
            self.app.pop()
        elif intent.kind == NAVIGATE and intent.dy:
            self.scroll_by(intent.dy * step * 3)
        elif intent.kind == NAVIGATE and intent.dx:
            self.jump(self.current + intent.dx)
        elif intent.kind == SCROLL:
            self.scroll_by(intent.dy * step * 3)
        elif intent.kind == CONFIRM:
            self.scroll_by(self.view.h * 0.8)  # Enter or A reads on, a screen at a time
        elif intent.kind == PICK:
            self._click(intent.pos)
        elif intent.kind == PRESS and self.view.collidepoint(intent.pos):
            self.drag = (intent.pos[1], self.scroll)
        elif intent.kind == RELEASE:
            self.drag = None
        elif intent.kind == POINT:
            self.hover = next((i for i, r in enumerate(self.entries) if r.collidepoint(intent.pos)), None)
            self.back_hovered = self.back.rect.collidepoint(intent.pos)
            if self.drag is not None:
                y0, s0 = self.drag
                self.scroll = max(0.0, min(self.max_scroll(), s0 - (intent.pos[1] - y0)))
                self.shown = self.scroll
                self.chosen = None

    def _click(self, pos: tuple[int, int]) -> None:
        if self.back.rect.collidepoint(pos):
            self.app.pop()
            return
        for i, r in enumerate(self.entries):
            if r.collidepoint(pos):
                self.jump(i)
                return
        bar = self._track()
        if bar.inflate(16, 0).collidepoint(pos) and self.max_scroll():
            self.scroll = (pos[1] - bar.y) / max(1, bar.h) * self.max_scroll()
            self.scroll_by(0)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.settings.speed_now == "instant" or abs(self.scroll - self.shown) < 1:
            self.shown = self.scroll
        else:
            self.shown += (self.scroll - self.shown) * min(1.0, dt * 14)

    @property
    def settled(self) -> bool:
        return super().settled and self.shown == self.scroll  # a scroll still easing in moves

    # -- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        self.decor.draw(surface)
        self._draw_contents(surface)
        panel(surface, self.sheet, theme.PARCHMENT, radius=PANEL_RADIUS, border=theme.WOOD, width=4)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(0, 8))
        self._draw_page(surface)
        surface.set_clip(clip)
        self._draw_bar(surface)
        self.back.draw(surface, False, self.back_hovered)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        if not self.entries:
            return
        box = self.entries[0].unionall(self.entries).inflate(8, 8)
        panel(surface, box, theme.PANEL, radius=PANEL_RADIUS, border=(40, 60, 60), width=2)
        for i, (section, r) in enumerate(zip(self.sections, self.entries)):
            if i == self.current:
                panel(surface, r, (160, 108, 24), radius=8, border=theme.HIGHLIGHT, width=2)
            elif i == self.hover:
                panel(surface, r, (58, 96, 104), radius=8)
            text(surface, section.title, (r.x + 10, r.centery), self.small, theme.WHITE, "midleft",
                 bold=i == self.current, max_width=r.w - 16)
        if box.bottom + 3 * self.small < self.back.rect.y:
            hint = _("Wheel or up, down: scroll. Left, right: sections.")
            for i, line in enumerate(wrap(hint, self.small, self.contents_w - 8)):
                text(surface, line, (box.x + 4, box.bottom + 8 + i * (self.small + 2)), self.small, theme.MUTED)

    def _draw_page(self, surface: pygame.Surface) -> None:
        top = self.view.y - round(self.shown)
        for item in self.page.items:
            y = top + item.y
            if y + item.h < self.view.y - 4 or y > self.view.bottom + 4:
                continue
            x = self.view.x + item.x
            if item.kind == "picture":
                surface.blit(svgs.get(f"{item.art}.svg", (item.w, item.h)), (x, y))
                if item.label:  # a Freibeuter card's square or line, where the table prints it
                    share = CARTOUCHE.get(item.art.partition("/")[2], 0.5)
                    size = max(12, round(item.h * (0.17 if share == 0.5 else 0.12)))
                    text(surface, item.label, (x + item.w // 2, y + round(item.h * share)), size, theme.INK,
                         "center", bold=True, shadow=False, max_width=round(item.w * 0.7))
                continue
            colour = {"title": RED_INK, "heading": RED_INK, "caption": FADED_INK}.get(item.kind, theme.INK)
            for ox, words, bold in item.runs:
                text(surface, words, (x + ox, y), item.size, colour, bold=bold, shadow=False)
            if item.kind == "title":
                pygame.draw.line(surface, PAPER_DARK, (self.view.x, y + item.h), (self.view.right, y + item.h), 2)

    def _track(self) -> pygame.Rect:
        return pygame.Rect(self.sheet.right - max(8, self._pad() // 2), self.view.y, 6, self.view.h)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        if not self.max_scroll():
            return
        track = self._track()
        pygame.draw.rect(surface, PAPER_DARK, track, border_radius=3)
        thumb_h = max(24, round(track.h * self.view.h / self.page.height))
        thumb_y = track.y + round((track.h - thumb_h) * self.shown / self.max_scroll())
        pygame.draw.rect(surface, theme.WOOD, (track.x, thumb_y, track.w, thumb_h), border_radius=3)


@dataclass(eq=False)
class GameButton(Button):
    """A game in the chooser: its picture, its name and a line about it."""

    art: str = ""
    about: str = ""

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        fill = (58, 96, 104) if (focused or hovered) else (36, 64, 72)
        panel(surface, self.rect, fill, radius=12, border=theme.HIGHLIGHT if focused else (0, 0, 0),
              width=3 if focused else 1)
        r = self.rect
        pic_h = r.h - 16
        pic_w = round(pic_h * aspect(self.art))
        slot = round(pic_h * 1.5)  # the same for every game, so that the names line up
        surface.blit(svgs.get(f"{self.art}.svg", (pic_w, pic_h)), (r.x + 12 + (slot - pic_w) // 2, r.y + 8))
        left = r.x + slot + 28
        name = max(22, r.h * 3 // 10)
        text(surface, self.label, (left, r.centery - 2), name, theme.GOLD, "bottomleft", bold=True,
             max_width=r.right - left - 10)
        text(surface, self.about, (left, r.centery + 4), max(18, r.h // 5), theme.WHITE, "topleft",
             max_width=r.right - left - 10)


def game_blurb(game: str) -> str:
    return {
        "korsar": _("2 to 6 or 8 players · launch galleons, attack the others' galleons"),
        "stortebeker": _("2 to 4 players · supply merchant ships, then board them"),
        "freibeuter": _("2 to 4 players · surround ships with your boats"),
    }.get(game, "")


class RulesChooser(Scene):
    """Which game's rules to read: a screen of its own over the menu, one button per game."""

    def __init__(self, app, games: list[str]) -> None:
        super().__init__(app)
        self.games = games
        buttons: list[Widget] = [
            GameButton(rules_for(g).title, partial(self.open, g), art=GAME_ART.get(g, "korsar/back"),
                       about=self.about(g)) for g in games]
        buttons.append(Button(_("Back"), app.pop))
        self.ring = FocusRing(buttons)

    def heading(self) -> str:
        return _("Rules")

    def about(self, game: str) -> str:
        """The line under a game's name."""
        return game_blurb(game)

    def open(self, game: str) -> None:
        self.app.push(RulebookScene(self.app, game))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.top = max(90, h // 5)
        bh = min(max(72, h // 7), (h - self.top - 120) // max(1, len(self.games)))
        bw = min(w - 60, max(640, bh * 7))  # its words grow with its height: so does its width
        y = self.top
        for b in self.ring.widgets[:-1]:
            b.rect = pygame.Rect((w - bw) // 2, y, bw, bh)
            y += bh + max(10, h // 60)
        self.ring.widgets[-1].rect = pygame.Rect((w - 220) // 2, y + 10, 220, max(42, h // 15))
        px = max(40, h // 12)
        while px > 24 and plaque_height(px) > self.top - 16:
            px -= 2
        title = plaque(self.heading(), px, (w // 2, self.top // 2), pygame.Rect(0, 0, w, self.top), anchor="center")
        column = self.ring.widgets[0].rect.unionall([b.rect for b in self.ring.widgets])
        self.decor = Decor(title, side_fans(size, column, left=MIXED, right=MIXED_RIGHT, top=title.bounds.bottom + 10))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self.app.pop()
        else:
            self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(felt((w, h)), (0, 0))
        self.decor.draw(surface)
        self.ring.draw(surface)
