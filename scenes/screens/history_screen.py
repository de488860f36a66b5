"""The history screen: finished games, newest first (game, date, players, winner, scores). Pick one to
watch it again in the replay viewer, or export it as a text file (for a bug report); import a record file
put in the exports folder; open the statistics.

Records come from the records folder (scenes/core/saves.py keeps them); a damaged one is set aside with a notice.
"""

from __future__ import annotations

import stat
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import platformdirs
import pygame

from game.games import rules_for
from game.history import FinishedGame, list_finished, load_any, replay
from game.record import CorruptRecord
from game.record_text import RecordText, to_text
from game.storage import set_aside
from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.backdrops import felt
from scenes.core.i18n import _, why_not
from scenes.core.input import BACK, NAVIGATE, SCROLL, Intent
from scenes.core.names import seat_name
from scenes.core.saves import is_imported, keep_imported, records_dir, when
from scenes.core.settings import data_dir
from scenes.core.widgets import Button, FocusRing, Widget, dim, panel, text, wrap
from scenes.screens.decor import GAME_ART, GAME_FANS, MIXED, Art, Decor, draw_art, fan, plaque, shape, side_fans
from scenes.screens.overlays import MessageOverlay
from scenes.screens.replay import ReplayScene
from scenes.screens.stats_screen import StatsScene
from scenes.tables import say_why


def downloads_dir() -> Path:
    """Where a browser puts a record file someone sent (the Import picker's Downloads)."""
    return Path(platformdirs.user_downloads_dir())


def exports_dir() -> Path:
    """Where exported record texts go and where import looks for them."""
    return data_dir() / "exports"


def names(fg: FinishedGame) -> list[str]:
    return [seat_name(s.name, i, s.is_human) for i, s in enumerate(fg.seats)]


def describe(fg: FinishedGame, now: float | None = None) -> str:
    """One row: game, when (an imported game: when it was imported, said so), then each player's score, the
    winners marked."""
    scores = ", ".join((_("{name} {score} (won)") if i in fg.winners else "{name} {score}").format(
        name=name, score=fg.scores[i]) for i, name in enumerate(names(fg)))
    moment = when(fg.finished_at, now)
    if is_imported(fg.path):
        moment = _("imported {when}").format(when=moment)
    return _("{game} · {when} · {scores}").format(game=rules_for(fg.record.game).title, when=moment, scores=scores)


def import_record(loaded: RecordText) -> str:
    """Keep an imported record's game in the History if it was played to its end (the History lists finished
    games; an unfinished one only opens in the viewer). A notice if it could not be kept, else ""."""
    state = replay(loaded.record)
    rules = rules_for(loaded.record.game)
    if not rules.is_over(state):
        return ""
    known = [fg.record for fg in list_finished(records_dir())[0]]
    try:
        keep_imported(loaded.record, loaded.seats, rules.scores(state), rules.winners(state), known)
    except OSError as e:
        return _("The game could not be added to the History: {error}").format(error=why_not(e))
    return ""


def export(fg: FinishedGame) -> Path:
    """Write the record as text to the exports folder, named for a person to find it (`korsar-2026-11-29-1435.txt`,
    then `-2`, `-3` for more that minute); the new file's path."""
    name = f"{fg.record.game}-{time.strftime('%Y-%m-%d-%H%M')}"
    path, n = exports_dir() / f"{name}.txt", 1
    while path.exists():
        n += 1
        path = exports_dir() / f"{name}-{n}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(to_text(fg.record, fg.seats), encoding="utf-8")
    return path


def newest_records(folder: Path) -> list[Path]:
    """The files in `folder` that may be records (.txt, .json), newest first. Only regular files: a folder, a
    link to nowhere or to itself, a device or a named pipe (which would wait for ever for a writer) is left out."""
    found = []
    for path in folder.glob("*") if folder.is_dir() else ():
        try:
            info = path.stat()
        except OSError:
            continue
        if path.suffix.lower() in (".txt", ".json") and stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime, path))
    return [path for _, path in sorted(found, reverse=True)]


@dataclass(eq=False)
class GameRow(Button):
    """A finished game in the list: its game's emblem at the left, then its line."""

    art: str = ""

    def draw(self, surface: pygame.Surface, focused: bool, hovered: bool) -> None:
        label, self.label = self.label, ""
        super().draw(surface, focused, hovered)  # the button without its words
        self.label = label
        r = self.rect
        pic_h = r.h - 8
        slot = round(pic_h * 1.5)
        ratio = shape(self.art) if self.art else 1.0
        pic = pygame.Rect(0, 0, min(slot, round(pic_h * ratio)), min(pic_h, round(slot / ratio)))
        pic.center = (r.x + 8 + slot // 2, r.centery)
        if self.art:
            draw_art(surface, [Art(self.art, pic)], shadow=False)
        left = r.x + 16 + slot
        text(surface, label, (left, r.centery), max(18, int(r.h * 0.46)), theme.WHITE, "midleft", bold=True,
             max_width=r.right - left - 10)


def open_replay(app, loaded: RecordText) -> None:

    app.push(ReplayScene(app, loaded, playing=True))


class HistoryScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._list()

    def _list(self) -> None:
        """Read the records folder: the games, and a notice for each damaged record (set aside)."""
        self.games, damaged = list_finished(records_dir())
        notices = []
        for path, error in damaged:
            aside = set_aside(path)
            where = _(" (kept as {name})").format(name=aside.name) if aside else ""
            notices.append(_("A game record could not be read and was set aside{where}: {error}").format(
                where=where, error=say_why(error)))
        self.notice = "\n".join(notices)  # a paragraph each
        self.first = 0
        self.focus = 0
        self.size = self.app.screen.get_size()

    def resume(self) -> None:
        """Back from a screen above: a game imported there is now listed, at the top (the newest)."""
        notice, count, first, focus = self.notice, len(self.games), self.first, self.focus
        self._list()
        self.notice = "\n".join(n for n in (notice, self.notice) if n)
        if len(self.games) != count:
            self._build()
        else:
            self.first, self.focus = first, focus
    def _rows(self) -> int:
        return max(1, (self.size[1] - 260) // max(44, self.size[1] // 13))

    def _build(self) -> None:
        widgets: list = []
        for fg in self.games[self.first: self.first + self._rows()]:
            widgets.append(GameRow(describe(fg), partial(self.replay, fg), art=GAME_ART.get(fg.record.game, "")))
            widgets.append(Button(_("Export"), partial(self.export, fg)))
        self.tools = [Button(_("Statistics"), self.statistics, primary=True), Button(_("Import"), self.import_),
                      Button(_("Back"), self._leave)]
        self.ring = FocusRing(widgets + self.tools)
        self.ring.focus = min(self.focus, len(self.ring.widgets) - 1)
        self._place()

    def _place(self) -> None:
        """The plaque, the rows under it, the tools at the foot, the fans either side where there is room (and
        with no game yet, a small fan over the words that say so)."""
        w, h = self.size
        row_h = max(36, h // 17)
        step = max(44, h // 13)
        box_w = min(1100, w - 40)
        title = plaque(_("History"), max(34, h // 16), (w // 2, max(10, h // 60)), pygame.Rect(0, 0, w, h))
        x, y = (w - box_w) // 2, max(110, title.bounds.bottom + 20)
        rows = self.ring.widgets[: -len(self.tools)]
        for i in range(0, len(rows), 2):
            rows[i].rect = pygame.Rect(x, y, box_w - 150, row_h)
            rows[i + 1].rect = pygame.Rect(x + box_w - 140, y, 140, row_h)
            y += step
        bw = min(240, (box_w - 40) // 3)
        ty = h - row_h - max(60, h // 10)
        for i, b in enumerate(self.tools):
            b.rect = pygame.Rect(w // 2 - (3 * bw + 40) // 2 + i * (bw + 20), ty, bw, row_h)
        art: list[Art] = []
        if rows:
            art = side_fans(self.size, rows[0].rect.unionall([r.rect for r in rows]), left=GAME_FANS["korsar"],
                            right=MIXED, top=title.bounds.bottom + 10)
        else:  # a few cards over the words, in the middle of the empty list
            self.empty_y = h // 3 + h // 20
            tall = min(round(h * 0.22), self.empty_y - title.bounds.bottom - 40)
            box = pygame.Rect(0, self.empty_y - 24 - tall, min(400, w - 60), tall)
            box.centerx = w // 2
            art = fan([MIXED[0], MIXED[1], MIXED[2]], box, least=30)
        self.decor = Decor(title, art)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._build()

    # -- what the buttons do -------------------------------------------------------------------------------
    def replay(self, fg: FinishedGame) -> None:
        try:
            loaded = load_any(fg.path)
        except CorruptRecord as e:
            self.notice = _("This record does not replay: {error}").format(error=say_why(e))
            return
        open_replay(self.app, loaded)

    def export(self, fg: FinishedGame) -> None:
        try:
            path = export(fg)
        except OSError as e:
            self.notice = _("Could not export the game: {error}").format(error=why_not(e))
            return

        self.app.push(MessageOverlay(self.app, _("Game exported"), _(
            "Saved as {path}\n\nThe file holds the setup line, then one move a line, as the rules write them. "
            "It also holds the game's seed, which gives away every hidden card of that game: attach it to a bug "
            "report or keep it, but it tells all the secrets of the game it records.").format(path=path)))

    def import_(self) -> None:
        self.app.push(ImportOverlay(self.app))

    def statistics(self) -> None:

        self.app.push(StatsScene(self.app, self.games))

    def _leave(self) -> None:
        """The Back button: back to the menu (a button's action returns nothing, `app.pop` the scene it took off)."""
        self.app.pop()

    # -- input and drawing ---------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            self.app.pop()
            return
        if intent.kind in (NAVIGATE, SCROLL) and intent.dy and self._scroll(intent.dy):
            return
        self.ring.handle(intent)

    def _scroll(self, dy: int) -> bool:
        rows = self._rows()
        shown = 2 * len(self.games[self.first: self.first + rows])
        at_top = self.ring.focus < 2 and dy < 0 and self.first > 0
        at_bottom = shown - 2 <= self.ring.focus < shown and dy > 0 and self.first + rows < len(self.games)
        if not (at_top or at_bottom):
            return False
        self.first += 1 if dy > 0 else -1
        self.focus = self.ring.focus
        self._build()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        self.decor.draw(surface)
        size = max(16, h // 40)
        if not self.games:
            y = self.empty_y
            for line in wrap(_("No finished game yet: every game played to its end is kept here."), size + 2, w - 60):
                text(surface, line, (w // 2, y), size + 2, theme.PARCHMENT, "midtop")
                y += size + 8
        elif len(self.games) > self._rows():
            shown = _("Games {a}-{b} of {n}: arrows or wheel to see the others").format(
                a=self.first + 1, b=min(len(self.games), self.first + self._rows()), n=len(self.games))
            text(surface, shown, (w // 2, self.tools[0].rect.y - 12), size - 2, theme.MUTED, "midbottom")
        self.ring.draw(surface)
        if self.notice:
            y = self.tools[0].rect.bottom + 8
            for line in wrap(self.notice, size - 2, w - 60, most=3):
                text(surface, line, (w // 2, y), size - 2, theme.DANGER, "midtop")
                y += size


class ImportOverlay(Scene):
    """Choose a record file to watch, as a file picker would: the exports folder first, its record files (.txt,
    .json) newest first and its folders, which open with a click; Up, Downloads, Home and Exports reach the usual
    places at once. A file that is not a record, or does not replay, is named with the line that is wrong."""

    opaque = False
    SHOWN = 12  # entries listed at most: record files first, then folders

    def __init__(self, app, folder: Path | None = None) -> None:
        super().__init__(app)
        self.notice = ""
        self.size = app.screen.get_size()
        self.open_folder(folder or exports_dir())

    def open_folder(self, folder: Path) -> None:
        """List `folder`: its record files, then its folders (hidden ones left out), and the row of places."""
        self.folder = folder
        self.files = newest_records(folder)[: self.SHOWN]
        try:
            subfolders = sorted((p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")),
                                key=lambda p: p.name.lower())
        except OSError as e:
            subfolders, self.notice = [], _("Could not open {name}: {error}").format(name=folder.name, error=why_not(e))
        self.subfolders = subfolders[: max(0, self.SHOWN - len(self.files))]
        entries: list[Widget] = [Button(p.name, partial(self.pick, p)) for p in self.files]
        entries += [Button(f"{p.name}/", partial(self.open_folder, p)) for p in self.subfolders]
        self.places = [Button(_("Up"), partial(self.open_folder, folder.parent), enabled=folder.parent != folder),
                       Button(_("Downloads"), partial(self.open_folder, downloads_dir())),
                       Button(_("Home"), partial(self.open_folder, Path.home())),
                       Button(_("Exports"), partial(self.open_folder, exports_dir())),
                       Button(_("Back"), self.close)]
        self.ring = FocusRing([*entries, *self.places])
        self.resize(self.size)

    def close(self) -> None:
        self.app.pop()

    def pick(self, path: Path) -> None:
        try:
            loaded = load_any(path)
        except CorruptRecord as e:
            self.notice = _("Could not import {name}: {error}").format(name=path.name, error=say_why(e))
            return
        self.app.pop()
        notice = import_record(loaded)
        if notice and isinstance(self.app.top, HistoryScene):
            self.app.top.notice = notice
        open_replay(self.app, loaded)

    def resize(self, size: tuple[int, int]) -> None:
        """The entries in a column under the folder's name; the row of places at the bottom."""
        self.size = size
        w, h = size
        bw = min(640, w - 60)
        x = (w - bw) // 2
        bh = max(32, h // 20)
        row = pygame.Rect(x, h - 40 - bh, bw, bh)
        entries = self.ring.widgets[: len(self.ring.widgets) - len(self.places)]
        y = 40 + max(26, h // 24) + 12 + 3 * max(16, h // 40) + 8  # under the title and the hint's rows (`draw`)
        step = min(bh + 6, max(24, (row.y - 16 - y) // max(1, len(entries))))
        for b in entries:
            b.rect = pygame.Rect(x, y, bw, step - 6)
            y += step
        gap = 8
        each = (bw - gap * (len(self.places) - 1)) // len(self.places)
        for i, b in enumerate(self.places):
            b.rect = pygame.Rect(x + i * (each + gap), row.y, each, bh)

    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            self.app.pop()
        else:
            self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        box = pygame.Rect(20, 20, w - 40, h - 40)
        dim(surface, 230)
        panel(surface, box, theme.PANEL, radius=16, border=theme.WOOD, width=3)
        size = max(16, h // 40)
        text(surface, _("Import a game record"), (w // 2, 40), max(26, h // 24), theme.GOLD, "midtop", bold=True)
        y = 40 + max(26, h // 24) + 12
        hint = _("Pick a record file (.txt or .json); a folder opens with a click. In {folder}:").format(
            folder=self.folder)
        for line in wrap(hint, size - 2, w - 100, most=3):
            text(surface, line, (w // 2, y), size - 2, theme.PARCHMENT, "midtop")
            y += size
        if not self.files:
            text(surface, _("There is no record file here."), (w // 2, y + 4), size, theme.MUTED, "midtop")
        self.ring.draw(surface)
        if self.notice:
            y = self.ring.widgets[-1].rect.bottom + 12
            for line in wrap(self.notice, size - 2, w - 100, most=4):
                text(surface, line, (w // 2, y), size - 2, theme.DANGER, "midtop")
                y += size
