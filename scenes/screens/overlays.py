"""Overlays pushed on top of a scene: pause, pass-the-screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.assets import SMALL
from scenes.core.i18n import _
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PAUSE, PICK, SCROLL, UNDO, Intent
from scenes.core.widgets import Button, FocusRing, dim, line_height, panel, text, wrap
from scenes.screens.rulebook import RulebookScene
from scenes.screens.settings_screen import SettingsOverlay
from scenes.table.undo import can_undo, refusal, undo, undo_seat


class PauseOverlay(Scene):
    """Esc (or Start) at the table or on its pass-the-screen: resume, take my move back, the rules book, the
    settings, quit to the menu. The entries keep their places: a move that cannot be taken back leaves its
    entry disabled, with why under the menu when that is short (a click meant for Rules once took a move back
    because the list moved). Only the focused entry looks current, and under another overlay (the settings)
    the menu hides, leaving the dimmed table."""

    opaque = False
    WHY_MOST = 60  # characters: a longer reason is not shown under the menu (U at the table says it)

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.undo_button = Button(_("Take my move back (U)"), self._undo, enabled=can_undo(table))
        self.ring = FocusRing([
            Button(_("Resume"), app.pop, primary=True),
            self.undo_button,
            Button(_("Rules"), self._rules),
            Button(_("Settings"), self._settings),
            *([Button(_("Phones"), self._phones)] if getattr(table, "phones", None) is not None else []),
            Button(_("Quit to menu"), self._quit),
        ])
        self.why = "" if self.undo_button.enabled else undo_refusal(table)
        if len(self.why) > self.WHY_MOST:
            self.why = ""

    def _undo(self) -> None:
        self.app.pop()
        undo(self.table)

    def _settings(self) -> None:
        self.app.push(SettingsOverlay(self.app))

    def _phones(self) -> None:
        """The join card again, for a latecomer's phone."""
        from scenes.screens.join_phones import JoinPhones
        self.app.pop()
        self.app.push(JoinPhones(self.app, self.table.phones))

    def _rules(self) -> None:
        self.app.push(RulebookScene(self.app, self.table.match.game))

    def _quit(self) -> None:
        self.app.go_home()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        n = len(self.ring.widgets)
        bw, bh = min(420, w - 40), max(36, min(h // 14, (h - 220) // n - 12))
        gap = max(8, min(14, bh // 3))
        y = (h - n * (bh + gap)) // 2 + 30
        for widget in self.ring.widgets:
            widget.rect = pygame.Rect((w - bw) // 2, y, bw, bh)
            y += bh + gap

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self.app.pop()
            return
        self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        over = self.app.top
        if over is not None and over is not self and not over.opaque:
            return  # an overlay over the menu (the settings) dims the table itself; the menu must not show through
        dim(surface, 205)  # the table stays in view, too dark to compete with the menu
        w, h = surface.get_size()
        top, bottom = self.ring.widgets[0].rect, self.ring.widgets[-1].rect
        size = max(28, h // 18)
        small = max(16, h // 40)
        title_h = line_height(size, True)
        why_h = line_height(small) + 6
        box = pygame.Rect(top.x - 30, top.y - 30 - title_h - 16, top.w + 60,
                          bottom.bottom - top.y + title_h + 76 + why_h)
        panel(surface, box, theme.PANEL, radius=16, border=theme.WOOD, width=3)
        text(surface, _("Paused"), (w // 2, top.y - 30), size, theme.GOLD, "midbottom", bold=True)
        self.ring.draw(surface)
        if self.why:
            text(surface, self.why, (w // 2, bottom.bottom + 12), small, theme.MUTED, "midtop",
                 max_width=box.w - 24)


def undo_refusal(table) -> str:
    """Why the person cannot take a move back now, in the words U at the table would use."""
    seat = undo_seat(table)
    if seat is None:
        return _("Moves are taken back on your turn, once nothing is moving.")
    return refusal(table.match.undo_point(seat).why)


class MessageOverlay(Scene):
    """A page of text over the dimmed screen: a title, a message that scrolls if long, and Close."""

    opaque = False

    def __init__(self, app, title: str, body: str) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.scroll = 0
        self.close = Button(_("Close"), app.pop, primary=True)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.box = pygame.Rect(0, 0, min(860, w - 40), h - 60)
        self.box.center = (w // 2, h // 2)
        self.close.rect = pygame.Rect(0, 0, 180, max(36, h // 18))
        self.close.rect.midbottom = (self.box.centerx, self.box.bottom - 14)
        self.size = max(16, h // 40)
        self.lines = wrap(self.body, self.size, self.box.w - 60)

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, CONFIRM):
            self.app.pop()
        elif intent.kind == PICK and self.close.rect.collidepoint(intent.pos):
            self.app.pop()
        elif intent.kind == NAVIGATE and intent.dy:
            self.scroll += intent.dy * 3
        elif intent.kind == SCROLL:
            self.scroll += intent.dy * 3
        self.scroll = max(0, min(self.scroll, max(0, len(self.lines) - self._rows())))

    def _rows(self) -> int:
        return max(1, (self.box.h - 130) // (self.size + 4))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        panel(surface, self.box, (*theme.PARCHMENT, 250), radius=14, border=theme.WOOD, width=4)
        text(surface, self.title, (self.box.centerx, self.box.y + 16), self.size + 12, theme.INK, "midtop",
             bold=True, shadow=False)
        y = self.box.y + 64
        for line in self.lines[self.scroll: self.scroll + self._rows()]:
            bold = line.endswith(":")
            text(surface, line, (self.box.x + 30, y), self.size, theme.INK, bold=bold, shadow=False)
            y += self.size + 4
        if len(self.lines) > self._rows():
            text(surface, _("Arrows or wheel to scroll"), (self.box.right - 20, self.box.bottom - 20),
                 self.size - 2, (110, 90, 60), "bottomright", shadow=False)
        self.close.draw(surface, True, False)


class ConfirmOverlay(Scene):
    """A small question over the table before a move that cannot be taken back: the move's button and
    Cancel (Esc). Asked only when the settings want it (Confirm before ending a turn)."""

    opaque = False

    def __init__(self, app, question: str, yes: str, on_yes: Callable[[], object],
                 on_no: Callable[[], object] | None = None, stands: Callable[[], bool] | None = None,
                 careful: bool = False) -> None:
        """`on_yes` makes the move; what it returns (e.g. whether the match took it) is not used. `on_no`, if
        given, hears Cancel; `stands`, asked each frame, says whether the question still stands (a phone away has
        come back): if not, it goes unanswered. `careful`: Cancel has the focus (Enter must not give a seat away)."""
        super().__init__(app)
        self.question = question
        self.on_yes, self.on_no, self.stands = on_yes, on_no, stands
        self.ring = FocusRing([Button(yes, self._yes, primary=True), Button(_("Cancel"), self._no)])
        if careful:
            self.ring.focus = 1

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.stands is not None and not self.stands():
            self.app.pop()

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def _no(self) -> None:
        self.app.pop()
        if self.on_no is not None:
            self.on_no()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = max(20, h // 34)
        self.box = pygame.Rect(0, 0, min(620, w - 40), 0)
        self.lines = wrap(self.question, self.size, self.box.w - 60)
        bh = max(36, h // 18)
        self.box.h = 40 + len(self.lines) * line_height(self.size) + 24 + bh + 24
        self.box.center = (w // 2, h // 2)
        bw = (self.box.w - 90) // 2
        y = self.box.bottom - bh - 24
        self.ring.widgets[0].rect = pygame.Rect(self.box.right - 30 - bw, y, bw, bh)
        self.ring.widgets[1].rect = pygame.Rect(self.box.x + 30, y, bw, bh)

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self._no()
            return
        self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        panel(surface, self.box, theme.PANEL, radius=14, border=theme.GOLD, width=2)
        y = self.box.y + 28
        for line in self.lines:
            text(surface, line, (self.box.centerx, y), self.size, theme.WHITE, "midtop", bold=True)
            y += line_height(self.size)
        self.ring.draw(surface)


class PassScreen(Scene):
    """Hides the table until the named person has the screen (docs/architecture.md §4, pass-the-screen). Esc,
    Start and its Pause button open the pause menu over it (rules, settings, quit) without showing a hand; U
    says why no move can be taken back here, as U at the table would."""

    def __init__(self, app, name: str, colour: tuple[int, int, int], on_ready: Callable[[], None],
                 table=None, recap: list[tuple[str, tuple[int, int, int]]] | None = None,
                 seat: int | None = None) -> None:
        """`table`: the table it hides, which the pause menu acts on (None: no pause menu); `recap`: what happened
        since the person's last turn, in public words and the log's colours, told under the buttons; `seat`: the
        person's."""
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.recap = recap or []
        self.colour = colour
        self.on_ready = on_ready
        self.table = table
        self.notice = ""
        self.button = Button(_("I am {name}: show my hand").format(name=name), self._ready, primary=True)
        self.pause_button = Button(_("Pause menu (Esc)"), self._pause, enabled=table is not None)
        self.ring = FocusRing([self.button, self.pause_button])

    def _ready(self) -> None:
        self.app.pop()
        self.on_ready()

    def update(self, dt: float) -> None:
        """The phones go on hearing the table's news behind it; if the person waited for takes their seat on a
        phone (a latecomer, Esc → Phones), the screen need not change hands: it goes."""
        super().update(dt)
        phones = getattr(self.table, "phones", None)
        if phones is not None:
            phones.covered()
            if phones.on_phone(self.seat):
                self.app.pop()

    def _pause(self) -> None:
        if self.table is not None:
            self.app.push(PauseOverlay(self.app, self.table))

    def _undo(self) -> None:
        if self.table is not None:
            self.notice = undo_refusal(self.table) if not can_undo(self.table) else ""
            if not self.notice:
                undo(self.table)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.button.rect = pygame.Rect(0, 0, min(520, w - 40), max(44, h // 12))
        self.button.rect.center = (w // 2, h * 3 // 5)
        self.pause_button.rect = pygame.Rect(0, 0, min(300, w - 40), max(36, h // 16))
        self.pause_button.rect.midtop = (w // 2, self.button.rect.bottom + max(14, h // 40))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self._pause()
        elif intent.kind == UNDO:
            self._undo()
        else:
            self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.SEA_DEEP)
        w, h = surface.get_size()
        r = max(24, h // 16)
        label_size = max(22, h // 26)
        label_bottom = h * 2 // 5 - h // 14
        label_top = label_bottom - line_height(label_size)
        pygame.draw.circle(surface, self.colour, (w // 2, label_top - max(12, h // 40) - r), r)
        text(surface, _("Pass the screen to"), (w // 2, label_bottom), label_size, theme.MUTED, "midbottom")
        text(surface, self.name, (w // 2, h * 2 // 5 + 10), max(36, h // 12), self.colour, "midbottom", display=True)
        text(surface, _("Everyone else, look away: the hand will show."), (w // 2, h * 2 // 5 + 24),
             max(18, h // 34), theme.WHITE, "midtop")
        self.ring.draw(surface)
        below = self.pause_button.rect.bottom + 14
        if self.notice:
            below = text(surface, self.notice, (w // 2, below), max(16, h // 40), theme.DANGER, "midtop",
                         max_width=w - 40).bottom + 10
        self._recap(surface, below)

    def _recap(self, surface: pygame.Surface, top: int) -> None:
        """"Since your last turn", then the last of what happened that fits above the window's foot."""
        if not self.recap:
            return
        w, h = surface.get_size()
        size = max(SMALL, h // 38)
        width = min(760, w - 60)
        step, pad = line_height(size), size // 2
        room = (h - 12 - 2 * pad - top) // step - 1
        rows = [(row, colour) for line, colour in self.recap for row in wrap(line, size, width - 2 * pad)][-room:] \
            if room > 0 else []
        if not rows:
            return
        x = (w - width) // 2
        panel(surface, pygame.Rect(x, top, width, (len(rows) + 1) * step + 2 * pad), (0, 0, 0, 70), radius=10)
        text(surface, _("Since your last turn:"), (x + pad, top + pad), size, theme.MUTED, bold=True)
        for i, (row, colour) in enumerate(rows):
            text(surface, row, (x + pad, top + pad + (i + 1) * step), size, colour, shadow=False)
