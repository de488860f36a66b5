"""The log beside each table: what happened, a line an event, newest at the bottom (each game's words.py
says its lines; the table keeps them; a replay or a game picked up again tells them anew)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.core import Event
from scenes.core import theme
from scenes.core.i18n import _, language
from scenes.core.widgets import line_height, panel, text, wrap

Entry = tuple[list[str], tuple[int, int, int], bool, tuple[str, ...]]  # a line as shown: rows, colour, standing
# out, what it speaks of


@dataclass
class LogLine:
    text: str
    colour: tuple[int, int, int] = theme.WHITE
    secret: str = ""  # what the seats in `audience` read instead (e.g. which card was drawn)
    audience: frozenset[int] | None = None
    heading: bool = False  # whose turn it is now: not part of a move
    about: tuple[str, ...] = ()  # the things on the table it speaks of (the game's keys: "g3", "Y5", "seat:1")


class GameLog:
    """The last lines of what happened, newest at the bottom. A line about a secret shows its
    details only while someone allowed to know them has the screen: the log outlives a hand-over.
    The wheel over the log scrolls back through older lines; the newest line stands out, so the last
    move reads at a glance. A line under the pointer that speaks of something on the table is lit, and the
    table lights that thing (`about_at`, `painting.log`)."""

    def __init__(self, limit: int = 200) -> None:
        self.lines: deque[LogLine] = deque(maxlen=limit)
        self.back = 0  # entries (lines, each maybe wrapped) scrolled back from the newest
        self.rect: pygame.Rect | None = None  # where the log was last drawn, for the wheel
        self.added = 0  # lines added since the start; line i of `lines` is number added - len(lines) + i
        self._move = 0  # the number of the first line of the move being told
        self.last_move = 0  # the number of the first line of the last move that said something
        self.spots: list[tuple[pygame.Rect, tuple[str, ...]]] = []  # each entry last drawn: where, what it is about

    def begin_move(self) -> None:
        """The lines added from now on tell one new move."""
        self._move = self.added

    def add(self, line: LogLine) -> None:
        self.lines.append(line)
        if not line.heading:
            self.last_move = self._move
        self.added += 1
        self.back = 0  # something new happened: show it

    def latest(self) -> list[LogLine]:
        """The lines of the last move (what the log shows standing out)."""
        first = self.added - len(self.lines)
        return [ln for i, ln in enumerate(self.lines) if first + i >= self.last_move and not ln.heading]

    def since_turn(self, seat: int) -> list[LogLine]:
        """What happened since `seat`'s last turn, in public words (never a line's secret: whoever holds the
        screen is not known yet), for the privacy screen to tell the person taking it (tester 8: the log held
        it, out of sight). Its own moves of that turn are left out (the game's first turn has no heading: its
        lines are the seat's own if they are in its colour), and so is the heading of the turn it begins."""
        mark = f"seat:{seat}"
        lines = list(self.lines)
        while lines and lines[-1].heading and mark in lines[-1].about:
            lines.pop()
        start = next((i + 1 for i in range(len(lines) - 1, -1, -1) if lines[i].heading and mark in lines[i].about),
                     None)
        if start is None:
            first = next((ln for ln in lines if not ln.heading), None)
            if first is None or first.colour != theme.seat_colour(seat):
                return lines  # no turn of its own yet: all that was told
            start = 0
        rest = lines[start:]
        others = next((j for j, ln in enumerate(rest) if ln.heading), len(rest))
        return rest[others:]

    def scroll(self, rows: int) -> None:
        """Scroll `rows` entries back in time (negative: towards the newest)."""
        self.back = max(0, self.back + rows)

    def about_at(self, pos: tuple[int, int]) -> tuple[str, ...]:
        """What the entry under `pos` speaks of, as last drawn (nothing: no entry there, or it names nothing)."""
        return next((about for area, about in self.spots if area.collidepoint(pos)), ())

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, size: int, title: str, viewer: int | None,
             pointer: tuple[int, int] | None = None) -> None:
        """The log's lines in `rect`, on the panel the table's backdrop fills there (`painting.backdrop`). Only
        whole entries show: a line wrapped over several rows is never cut at the top of the log. `back` counts
        the entries scrolled back from the newest. The entry under `pointer` that speaks of something is lit."""
        self.rect = rect
        self.spots = []
        pad = max(6, size // 2)
        head = text(surface, title, (rect.x + pad, rect.y + pad // 2), size, theme.GOLD, bold=True)
        step = line_height(size)
        top = head.bottom + 2
        room = max(1, (rect.bottom - pad // 2 - top) // step)
        shown = self._entries(size, rect.w - 2 * pad, room, viewer)
        y = rect.bottom - pad // 2 - sum(len(entry[0]) for entry in shown) * step
        for rows, colour, newest, about in reversed(shown):
            area = pygame.Rect(rect.x + 4, y, rect.w - 8, step * len(rows))
            self.spots.append((area, about))
            if about and pointer is not None and area.collidepoint(pointer):
                panel(surface, area, (*theme.GOLD, 60), radius=4)
            for row in rows:
                if newest:
                    band = pygame.Rect(rect.x + 4, y, rect.w - 8, step)
                    panel(surface, band, (255, 255, 255, 34), radius=4)
                text(surface, row, (rect.x + pad, y), size, colour, bold=newest, shadow=False)
                y += step
        if self.back:
            text(surface, _("newer below"), (rect.right - pad, rect.y + pad // 2), size, theme.MUTED, "topright")

    def _entries(self, size: int, width: int, room: int, viewer: int | None) -> list[Entry]:
        """The entries the log shows, newest first, each as its wrapped rows: as many whole entries as `room`
        rows hold, from the `back`-th newest (pulled towards the newest if the oldest would leave room empty).
        An entry taller than the whole log shows alone, its first rows."""
        wrapped: list[Entry] = []
        used = 0
        for i, line in enumerate(reversed(self.lines)):
            newest = self.added - 1 - i >= self.last_move and not line.heading
            if line.audience is not None and viewer in line.audience:
                line = LogLine(line.secret, line.colour, about=line.about)
            rows = wrap(line.text, size, width, bold=newest)
            wrapped.append((rows, line.colour, newest, line.about))
            if i >= self.back:
                used += len(rows)
                if used > room:
                    break
        self.back = min(self.back, max(0, len(wrapped) - 1))
        shown: list[Entry] = []
        used = 0
        for entry in wrapped[self.back:]:
            if used + len(entry[0]) > room:
                break
            shown.append(entry)
            used += len(entry[0])
        while self.back > 0 and used + len(wrapped[self.back - 1][0]) <= room and len(shown) == len(
                wrapped) - self.back:  # scrolled back to the oldest: fill the room with newer entries
            self.back -= 1
            shown.insert(0, wrapped[self.back])
            used += len(wrapped[self.back][0])
        if not shown and wrapped[self.back:]:
            rows, colour, newest, about = wrapped[self.back]
            shown.append((rows[:room], colour, newest, about))
        return shown


class Telling:
    """The log told from the events, in the game's words (`describe`, the kit's `Words`): a line about a secret
    keeps, for its audience, what the others may not read. The log is words made from events, so a game picked
    up again, a move taken back or a new language tells it anew (`retell`, `speak`)."""

    def __init__(self, describe: Callable[[Event], list[LogLine]]) -> None:
        self.describe = describe
        self.log = GameLog()
        self.told_in = language()  # the language the lines were said in

    def tell(self, event: Event) -> None:
        """The lines of one event (as the table shows it to its viewer)."""
        public = self.describe(event.seen_by(None))
        if event.audience is None:
            for line in public:
                self.log.add(line)
            return
        secret = self.describe(event)
        for i, line in enumerate(public):
            hidden = secret[i].text if i < len(secret) else line.text
            self.log.add(LogLine(line.text, line.colour, hidden, event.audience, line.heading, line.about))

    def retell(self, moves: Iterable[Sequence[Event]]) -> None:
        """Say the log anew, in the language spoken now, from the events of each move told so far."""
        self.log = GameLog()
        self.told_in = language()
        for events in moves:
            self.log.begin_move()
            for event in events:
                self.tell(event)

    def speak(self, moves: Callable[[], Iterable[Sequence[Event]]]) -> None:
        """The language changed (Settings, over the table): the log is told again in the new one, scrolled back
        as far as it was."""
        if language() != self.told_in:
            back = self.log.back
            self.retell(moves())
            self.log.back = back
