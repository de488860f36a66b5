"""The main menu: quick play, a new game, continue a saved one, rules, settings, quit.

Left alone for ATTRACT_AFTER seconds, the menu plays an AI-only game behind itself (attract mode), as
arcade cabinets do; any input stops it. That game is never saved and never recorded."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game.core import Setup
from game.games import rules_for
from game.match import AI, HUMAN, Match, SeatConfig, new_seed
from game.record import CorruptRecord
from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.backdrops import felt
from scenes.core.i18n import _, say
from scenes.core.input import BACK, NAVIGATE, SCROLL, Intent
from scenes.core.names import ai_name, seat_name
from scenes.core.saves import SavedGame, SaveSlot, describe, list_saves, load_match, retry_unwritten, set_aside_notice
from scenes.core.sprites import CardArt, CardSprite
from scenes.core.widgets import Button, FocusRing, Widget, dim, panel, text, wrap
from scenes.screens.game_setup import SetupScene
from scenes.screens.history_screen import HistoryScene
from scenes.screens.rulebook import RulesChooser
from scenes.screens.settings_screen import SettingsOverlay
from scenes.table.scene import TableScene
from scenes.tables import playable_games, say_why, table_for

ATTRACT_AFTER = 30.0  # seconds
NOTICE_LINES = 4  # at most, under the buttons; the last shortened with an ellipsis if there is more
BUTTON_LEAST = 30  # pixels: the buttons' height in the smallest window; a notice takes no more room than that leaves


DETAIL_HEIGHT = 0.45  # how much taller a button with a line of detail is (Quick play)


class MenuScene(Scene):
    def __init__(self, app, notice: str = "") -> None:
        """`notice`: what the player must know of the last moments, such as a file set aside (a `Reason` is said
        in the language in use now)."""
        super().__init__(app)
        self.saves: list[SavedGame] = []
        notices = [say(notice)] if notice else []
        if app.persist:
            notices += retry_unwritten()  # a game that ended on a full disk joins the History once there is room
            self.saves, damaged = list_saves(say_why)
            notices += damaged
        self.notice = "\n".join(notices)  # a paragraph each
        self.notice_lines: list[str] = []
        buttons: list[Widget] = [Button(_("Quick play"), self.quick_play, primary=True,
                                        detail=_("Korsar: you against three AI players"))]
        continuing = _("Continue a game ({n})").format(n=len(self.saves))  # greyed with (0): the count says why
        buttons.append(Button(continuing, self.continue_game, enabled=bool(self.saves)))  # always there: none moves
        buttons += [
            Button(_("New game"), self.new_game),
            Button(_("Learn to play"), self.learn),
            Button(_("History and statistics"), self.history),  # tester 8 did not find the statistics
            Button(_("Rules"), self.rules),
            Button(_("Settings"), self.settings),
            Button(_("Quit"), app.quit),
        ]
        self.ring = FocusRing(buttons)
        self.idle = 0.0
        self.demo: TableScene[Any, Any, Any] | None = None  # the table of attract mode's AI-only game, while it plays
        self.size = app.screen.get_size()

    def quick_play(self) -> None:
        """One person against three AI seats, Korsar, straight to the table."""
        name = seat_name((self.app.settings.names or [""])[0], 0, True)
        seats = [SeatConfig(HUMAN, name)] + [SeatConfig(AI, ai_name(i)) for i in range(1, 4)]
        match = Match("korsar", Setup(4), seats, seed=new_seed())
        self.app.push(table_for(self.app, match))

    def new_game(self) -> None:

        self.app.push(SetupScene(self.app))

    def learn(self) -> None:
        """Learn to play: a guided first game of a title (scenes/lessons)."""
        from scenes.lessons.chooser import LessonChooser

        self.app.push(LessonChooser(self.app))

    def history(self) -> None:

        self.app.push(HistoryScene(self.app))

    def rules(self) -> None:
        """The rules chooser: a button per game, each opening its rules book, which closes back to it."""
        self.app.push(RulesChooser(self.app, playable_games()))

    def settings(self) -> None:
        self.app.push(SettingsOverlay(self.app, on_close=lambda: self.app.reset(MenuScene(self.app))))

    def continue_game(self) -> None:
        self.app.push(SavesOverlay(self.app, self.saves))

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        if self.demo is not None:
            self.demo.resize(size)
        w, h = size
        lines = self._rows()
        n = len(lines)
        y = int(h * (0.3 if self.notice else 0.38))
        gap = max(8, h // 70)
        line = self._notice_size(h)
        tall = [any(isinstance(b, Button) and bool(b.detail) for b in row) for row in lines]  # a detail: taller
        rows = n + DETAIL_HEIGHT * sum(tall)  # the buttons' height, in ordinary buttons
        self.notice_lines = self._wrapped_notice(w, h, int(h - 24 - y - rows * BUTTON_LEAST - n * gap) // line)
        room = h - 24 - len(self.notice_lines) * line  # the notice's lines under the buttons
        bw, bh = min(380, w - 40), min(max(42, h // 14), int((room - y - n * gap) / rows))
        for row, taller in zip(lines, tall, strict=True):
            each = (bw - gap * (len(row) - 1)) // len(row)
            for i, b in enumerate(row):
                b.rect = pygame.Rect((w - bw) // 2 + i * (each + gap), y, each,
                                     round(bh * (1 + DETAIL_HEIGHT * taller)))
            y += row[0].rect.h + gap

    def _rows(self) -> list[list[Widget]]:
        """The menu's rows, top to bottom: one button a row, Rules and Settings side by side (room for a notice
        under them in a small window)."""
        widgets = self.ring.widgets
        i = next((k for k, b in enumerate(widgets) if isinstance(b, Button) and b.action == self.rules), None)
        if i is None or i + 1 >= len(widgets):
            return [[b] for b in widgets]
        return [[b] for b in widgets[:i]] + [[widgets[i], widgets[i + 1]]] + [[b] for b in widgets[i + 2:]]

    def handle(self, intent: Intent) -> None:
        self.idle = 0.0
        self._stop_demo()  # anything a player does ends attract mode
        if intent.kind == BACK:
            return
        self.ring.handle(intent)

    # -- attract mode --------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.idle += dt
        if self.demo is None and self.idle >= ATTRACT_AFTER:
            self._start_demo()
        elif self.demo is not None:
            self.demo.update(dt)
            if self.demo.done:
                self._start_demo()  # the next game

    def exit(self) -> None:
        self._stop_demo()

    @property
    def settled(self) -> bool:
        return super().settled and self.demo is None  # a game played behind the menu moves

    def _stop_demo(self) -> None:
        """Attract mode ends: its table closes (and its AI's process stops)."""
        if self.demo is not None:
            self.demo.exit()
            self.demo = None

    def _start_demo(self) -> None:
        self._stop_demo()
        game = random.choice(playable_games())
        rules = rules_for(game)
        players = next(n for n in (4, 3, 2) if rules.allows(Setup(n)))
        seats = [SeatConfig(AI, ai_name(i)) for i in range(players)]
        self.demo = table_for(self.app, Match(game, Setup(players), seats, seed=new_seed()))
        self.demo.demo = True
        self.demo.resize(self.size)

    def draw(self, surface: pygame.Surface) -> None:
        if self.demo is not None:
            self.demo.draw(surface)
            dim(surface, 175)  # the game behind stays a backdrop: the title and the buttons read over it
        else:
            self._draw_cards(surface)
        self._draw_front(surface)

    def _draw_cards(self, surface: pygame.Surface) -> None:

        surface.blit(felt(surface.get_size()), (0, 0))
        art = CardArt("korsar")
        for sprite in self.fans(surface.get_size()):
            art.draw(surface, sprite)

    def fans(self, size: tuple[int, int]) -> list:
        """The two fans of Korsar cards either side of the buttons, sized to keep clear of them (none in a
        window too narrow for cards of a readable size)."""

        w, h = size
        column = self.ring.widgets[0].rect
        room = column.x - w * 0.06 - max(8, w // 100)  # for the wider fan: 1 + 4 x 0.32 card widths
        cw = int(min(h * 0.3 / 1.4, room / 2.28))
        ch = int(cw * 1.4)
        if cw < 40:
            return []
        left = [CardSprite(face, x=w * 0.06 + i * cw * 0.32, y=h * 0.62 - abs(i - 2) * h * 0.02, w=cw, h=ch)
                for i, face in enumerate(["galleon8", "captain-yellow", "red4", "admiral", "galleon5"])]
        right = [CardSprite(face, x=w * 0.94 - cw - i * cw * 0.32, y=h * 0.6 - abs(i - 1.5) * h * 0.02, w=cw, h=ch)
                 for i, face in enumerate(["blue4", "captain-green", "galleon7", "back"])]
        return left + right

    def _draw_front(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        title = max(48, h // 9)
        text(surface, _("Pirate Table"), (w // 2, int(h * 0.12)), title, theme.GOLD, "midtop", display=True)
        text(surface, _("Korsar · Störtebeker · Freibeuter"), (w // 2, int(h * 0.12) + title + 4), max(20, h // 30),
             theme.PARCHMENT, "midtop")
        self.ring.draw(surface)
        size = self._notice_size(h)
        for i, line in enumerate(reversed(self.notice_lines)):
            text(surface, line, (w // 2, h - 16 - i * size), self._notice_px(h), theme.DANGER, "midbottom",
                 max_width=w - 40)

    @staticmethod
    def _notice_px(h: int) -> int:
        """The notice's text size."""
        return max(16, h // 44)

    @classmethod
    def _notice_size(cls, h: int) -> int:
        """A line of the notice, in pixels from one to the next."""
        return cls._notice_px(h) * 5 // 4

    def _wrapped_notice(self, w: int, h: int, room: int) -> list[str]:
        """The notice in lines that fit the window: at most NOTICE_LINES, and `room` (at least one). A file set
        aside names itself and why, which one line cut short would hide."""
        if not self.notice:
            return []
        return wrap(self.notice, self._notice_px(h), w - 40, most=min(NOTICE_LINES, room))


def resume(app, path: Path) -> None:
    """Replay a saved game and sit down at its table; a damaged save is set aside with a clear message, and a
    game another window plays is left to it, with a word."""
    app.reset(MenuScene(app))  # any table open closes first, letting go of its save
    slot = SaveSlot.claim(path)
    if slot is None:
        app.reset(MenuScene(app, _("That game is open in another window: play it there, or close it there to "
                                   "play it here.")))
        return
    try:
        match = load_match(path)
    except CorruptRecord as e:
        slot.close()
        app.reset(MenuScene(app, set_aside_notice(path, e, say_why)))
        return
    slot.saved_actions = len(match.record.actions)
    table = table_for(app, match, slot)
    app.push(table)
    if app.settings.phones and match.human_seats:  # Settings: players may use their phones
        from scenes.screens.join_phones import offer_phones
        offer_phones(app, table)


class SavesOverlay(Scene):
    """The games in progress, newest first: pick one to play on, or delete it (asked twice)."""

    opaque = False

    def __init__(self, app, saves: list[SavedGame]) -> None:
        super().__init__(app)
        self.saves = list(saves)
        self.first = 0  # the first row shown: the list scrolls when it does not fit
        self.doomed: Path | None = None  # the save whose Delete was pressed once
        self.focus = 0
        self.size = (0, 0)

    def _rows(self) -> int:
        return max(1, (self.size[1] - 200) // max(48, self.size[1] // 12))

    def _build(self) -> None:
        rows = self.saves[self.first: self.first + self._rows()]
        widgets: list = []
        for saved in rows:
            title = rules_for(saved.record.game).title
            line = describe(saved, title)
            if saved.elsewhere:
                line = _("Open in another window · {game}").format(game=line)
            widgets.append(Button(line, partial(resume, self.app, saved.path)))
            label = _("Delete?") if saved.path == self.doomed else _("Delete")
            widgets.append(Button(label, partial(self._delete, saved.path), enabled=not saved.elsewhere))
        widgets.append(Button(_("Back"), self._leave))
        self.ring = FocusRing(widgets)
        self.ring.focus = min(self.focus, len(widgets) - 1)
        self._place()

    def _leave(self) -> None:
        """The Back button: back to the menu (a button's action returns nothing, `app.pop` the scene it took off)."""
        self.app.pop()

    def _delete(self, path: Path) -> None:
        if self.doomed != path:
            self.doomed = path
        else:
            slot = SaveSlot.claim(path)
            if slot is not None:  # not while another window plays it
                slot.drop()
            self.saves = [s for s in self.saves if s.path != path]
            self.doomed = None
            self.first = max(0, min(self.first, len(self.saves) - self._rows()))
            if not self.saves:
                self.app.reset(MenuScene(self.app))
                return
        self.focus = self.ring.focus
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._build()

    def _place(self) -> None:
        w, h = self.size
        row_h = max(40, h // 16)
        gap = max(48, h // 12) - row_h
        box_w = min(1000, w - 100)  # (the panel reaches 25 px further out on each side)
        x = (w - box_w) // 2
        y = 120
        for i in range(0, len(self.ring.widgets) - 1, 2):
            self.ring.widgets[i].rect = pygame.Rect(x, y, box_w - 150, row_h)
            self.ring.widgets[i + 1].rect = pygame.Rect(x + box_w - 140, y, 140, row_h)
            y += row_h + gap
        self.ring.widgets[-1].rect = pygame.Rect((w - 200) // 2, y + 10, 200, row_h)

    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            self.app.pop()
            return
        if intent.kind in (NAVIGATE, SCROLL) and intent.dy and self._scroll(intent.dy):
            return
        self.ring.handle(intent)
        if self.doomed is not None and intent.kind == NAVIGATE:
            self.doomed = None  # moving away takes the question back
            self.focus = self.ring.focus
            self._build()

    def _scroll(self, dy: int) -> bool:
        """Up from the first row or down from the last shown one: move the list instead of the focus."""
        rows = self._rows()
        at_top = self.ring.focus < 2 and dy < 0 and self.first > 0
        at_bottom = (self.ring.focus >= len(self.ring.widgets) - 3 and dy > 0
                     and self.first + rows < len(self.saves))
        if not (at_top or at_bottom):
            return False
        self.first += 1 if dy > 0 else -1
        self.focus = self.ring.focus
        self._build()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        dim(surface, 200)
        box = self.ring.widgets[0].rect.unionall([wd.rect for wd in self.ring.widgets]).inflate(50, 50)
        box.y -= 50
        box.h += 50
        panel(surface, box, theme.PANEL, radius=16, border=theme.WOOD, width=3)
        text(surface, _("Games in progress"), (w // 2, box.y + 16), max(26, h // 22), theme.GOLD, "midtop", bold=True)
        self.ring.draw(surface)
        hidden = len(self.saves) - self._rows()
        if hidden > 0:
            shown = _("Games {a}-{b} of {n}: arrows or wheel to see the others").format(
                a=self.first + 1, b=min(len(self.saves), self.first + self._rows()), n=len(self.saves))
            text(surface, shown, (w // 2, box.bottom - 8), max(14, h // 48), theme.MUTED, "midbottom")
