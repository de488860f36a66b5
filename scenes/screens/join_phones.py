"""The join card for phones (docs/phones.md §1), over the table: a QR code (drawn by segno), the address and the code
to type, who holds which seat now, and what the code protects. Shown when a table that allows phones opens, and
from the pause menu for latecomers; the table waits behind it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import segno

from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.i18n import _, pgettext
from scenes.core.input import BACK, PAUSE, Intent
from scenes.core.widgets import Button, FocusRing, dim, line_height, panel, text, wrap

if TYPE_CHECKING:
    from scenes.table.phones import PhoneSeats

QUIET = 4  # modules of white round a QR code, as readers expect


def qr_surface(link: str, most: int) -> pygame.Surface:
    """`link` as a QR code at most `most` pixels wide, in whole pixels a module (a scaled code blurs)."""
    code = segno.make_qr(link, error="m")
    rows = list(code.matrix_iter(scale=1, border=QUIET))
    module = max(2, most // len(rows))
    surface = pygame.Surface((len(rows) * module,) * 2)
    surface.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), (x * module, y * module, module, module))
    return surface


def offer_phones(app, table) -> PhoneSeats:
    """`table`, just opened, lets its people join from their phones: its server starts and its join card shows."""
    phones: PhoneSeats = table.allow_phones()
    app.push(JoinPhones(app, phones))
    return phones


def spaced(code: str) -> str:
    """A code as shown to be typed: in two halves ("K7Q FM2")."""
    half = (len(code) + 1) // 2
    return f"{code[:half]} {code[half:]}"


class JoinPhones(Scene):
    opaque = False

    def __init__(self, app, phones: PhoneSeats) -> None:
        super().__init__(app)
        self.phones = phones
        self.ring = FocusRing([Button(pgettext("join card: to the game", "Play"), app.pop, primary=True)])
        self.qr: pygame.Surface | None = None

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = max(16, h // 40)
        self.box = pygame.Rect(0, 0, min(w - 40, max(640, w * 2 // 3)), min(h - 40, max(460, h * 3 // 4)))
        self.box.center = (w // 2, h // 2)
        self.qr = qr_surface(self.phones.join_link, min(self.box.h - 140, self.box.w // 2 - 40))
        bh = max(36, h // 18)
        self.ring.widgets[0].rect = pygame.Rect(self.box.right - 30 - 200, self.box.bottom - bh - 24, 200, bh)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.phones.covered()

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self.app.pop()
            return
        self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        panel(surface, self.box, theme.PANEL, radius=14, border=theme.GOLD, width=2)
        size, box = self.size, self.box
        text(surface, _("Play from your phone"), (box.centerx, box.y + 18), size + 8, theme.GOLD, "midtop", bold=True)
        top = box.y + 30 + line_height(size + 8)
        if self.phones.error:
            for i, line in enumerate(wrap(self.phones.error, size, box.w - 60)):
                text(surface, line, (box.x + 30, top + i * line_height(size)), size, theme.DANGER)
            self.ring.draw(surface)
            return
        assert self.qr is not None
        surface.blit(self.qr, (box.x + 30, top))
        x, width = box.x + 60 + self.qr.get_width(), box.right - 30 - (box.x + 60 + self.qr.get_width())
        y = top
        for words, big, colour in (
                (_("Scan the code, or open this address on a phone on the same Wi-Fi:"), False, theme.PARCHMENT),
                (self.phones.address, True, theme.WHITE), (_("and type this code:"), False, theme.PARCHMENT),
                (spaced(self.phones.lobby.code), True, theme.GOLD)):
            s = size + 10 if big else size
            for line in wrap(words, s, width, bold=big):
                text(surface, line, (x, y), s, colour, bold=big)
                y += line_height(s, big)
            y += size // 2
        y += size // 2
        held = self.phones.server.holdings()
        for seat, name in sorted(self.phones.lobby.offered.items()):
            where = _("at the screen") if seat not in held else (
                _("on a phone") if held[seat].connected else _("phone away"))
            text(surface, _("{name}: {where}").format(name=name, where=where), (x, y), size, theme.seat_colour(seat),
                 bold=True)
            y += line_height(size)
        y += size // 2
        for line in wrap(_("Only this local network is served. The code keeps out phones that are not in the room; "
                           "what travels on the Wi-Fi is not encrypted."), size - 2, width):
            text(surface, line, (x, y), size - 2, theme.MUTED)
            y += line_height(size - 2)
        self.ring.draw(surface)
