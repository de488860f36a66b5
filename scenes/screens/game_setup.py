"""Setting up a game: which game, how many players, teams, and each seat a person (named) or an AI."""

from __future__ import annotations

from functools import partial

import pygame

from game.core import InvalidSetup, Setup
from game.games import rules_for
from game.match import AI, HUMAN, NAME_LIMIT, Match, SeatConfig, clean_name, new_seed
from scenes.core import colour_blind, theme
from scenes.core.app import Scene
from scenes.core.assets import font
from scenes.core.backdrops import felt
from scenes.core.i18n import _, ngettext, say
from scenes.core.input import BACK, NAVIGATE, PICK, Intent
from scenes.core.names import default_name, seat_name
from scenes.core.settings import SEAT_KINDS
from scenes.core.settings import save as save_settings
from scenes.core.widgets import (
    Button,
    FocusRing,
    Stepper,
    TextField,
    Toggle,
    Widget,
    line_height,
    panel,
    text,
    wrap,
)
from scenes.screens.decor import GAME_FANS, PANEL_RADIUS, Decor, fan, plaque, side_fans
from scenes.screens.rulebook import game_blurb
from scenes.tables import TABLES, playable_games, table_for


def variant_names(game: str) -> dict[int, str]:
    """A game's variants by number, named in its words (none if it has none)."""
    return TABLES[game].variant_names()


def variant_help(game: str) -> dict[int, str]:
    """One line per variant saying what it changes."""
    return TABLES[game].variant_help()


def players_label(n: object) -> str:
    """A player count (one of the players stepper's choices, all of them ints) as the stepper shows it."""
    assert isinstance(n, int)
    return ngettext("{n} player", "{n} players", n).format(n=n)


def kind_names() -> dict[str, str]:
    return {"human": _("Person"), "ai-easy": _("AI (easy)"), "ai-normal": _("AI (normal)"), "ai-hard": _("AI (hard)")}


class SetupScene(Scene):
    def __init__(self, app) -> None:
        """Set up as last time (the settings keep it), where the games and the rules still allow it."""
        super().__init__(app)
        self.games = playable_games()
        last = app.settings.last_setup
        self.game = last.get("game") if last.get("game") in self.games else self.games[0]
        rules = rules_for(self.game)
        self.players = max(rules.min_players, min(rules.max_players, last.get("players", 4)))
        self.teams = bool(last.get("teams", False))
        self.variants: set[int] = {v for v in last.get("variants", []) if v in variant_names(self.game)}
        kinds = [k for k in last.get("kinds", []) if k in SEAT_KINDS]
        self.kinds = (kinds + ["human"] + ["ai-normal"] * 7)[:8] if kinds else ["human"] + ["ai-normal"] * 7
        self._fit_teams()
        if not rules.allows(self.setup()):
            self.teams, self.variants = False, set()
            self._fit_teams()
        saved = list(app.settings.names)
        self.names = [seat_name(saved[i] if i < len(saved) else "", i, self.kinds[i] == "human") for i in range(8)]
        self.error = ""
        self._build()

    def _default_name(self, seat: int) -> str:
        return default_name(seat, self.kinds[seat] == "human")

    def _own_name(self, seat: int) -> str:
        """The name a person typed for `seat`, to offer next time; "" for an AI seat or the default name, which
        then follows the language ("Joueur 1" was kept and shown in an English game)."""
        name = clean_name(self.names[seat])
        return name if self.kinds[seat] == "human" and name != self._default_name(seat) else ""

    # -- widgets --------------------------------------------------------------------------------------
    def _build(self) -> None:
        names = kind_names()
        self.game_w = Stepper(_("Game"), self.games, self.games.index(self.game), self._set_game,
                              render=lambda g: rules_for(str(g)).title)
        rules = rules_for(self.game)
        counts = list(range(rules.min_players, rules.max_players + 1))
        self.players_w = Stepper(_("Players"), counts, counts.index(self.players), self._set_players,
                                 render=players_label)
        self.teams_w = Stepper(_("Teams"), [False, True], int(self.teams), self._set_teams,
                               render=lambda t: _("Teams of two") if t else _("Everyone for themselves"))
        self.name_ws: list[TextField] = []
        self.kind_ws: list[Stepper] = []
        for seat in range(self.players):
            self.name_ws.append(TextField(self.names[seat], partial(self._set_name, seat),
                                          max_len=NAME_LIMIT, placeholder=_("Name")))
            self.kind_ws.append(Stepper(_("Seat"), list(SEAT_KINDS), SEAT_KINDS.index(self.kinds[seat]),
                                        partial(self._kind_picked, seat), render=lambda k: names[str(k)]))
        self.variant_ws = {
            number: Toggle(label, number in self.variants, partial(self._set_variant, number))
            for number, label in variant_names(self.game).items()
        }
        self.start = Button(_("Start"), self._start, primary=True)
        self.back = Button(_("Back"), self._leave)
        self.undo_w = Toggle(_("Take moves back: all agree"), getattr(self, "undo_agreed", False),
                             self._set_undo)  # with several people at the screen (one person may always)
        self.phones_w = Toggle(_("Players may use their phones"), self.app.settings.phones, self._set_phones)
        widgets: list[Widget] = [self.game_w, self.players_w, self.teams_w]
        for n, k in zip(self.name_ws, self.kind_ws):
            widgets += [n, k]
        widgets += [*self.variant_ws.values(), self.phones_w, self.undo_w, self.start, self.back]
        self.ring = FocusRing(widgets)
        self.ring.focus_on(self.players_w if hasattr(self, "box") else self.start)
        self._check()
        self.resize(self.app.screen.get_size())

    def _set_game(self, g: object) -> None:
        self.game = str(g)
        rules = rules_for(self.game)
        self.players = max(rules.min_players, min(rules.max_players, self.players))
        self._fit_teams()
        self._build()
        self.ring.focus_on(self.game_w)

    def _set_players(self, n: object) -> None:
        self.players = int(n)  # type: ignore[call-overload]
        self._fit_teams()
        self._build()

    def _allowed(self, teams: bool, variants: frozenset[int] = frozenset()) -> bool:
        return rules_for(self.game).allows(Setup(self.players, teams, variants))

    def _fit_teams(self) -> None:
        """Teams when the game and the player count demand them; none when they are not allowed, nor for a count
        the game refuses either way (Korsar's seven: the screen says why, with no seats paired into teams)."""
        solo, teams = self._allowed(False), self._allowed(True)
        if teams and not solo:
            self.teams = True
        elif not teams:
            self.teams = False

    def _set_variant(self, number: int, on: bool) -> None:
        (self.variants.add if on else self.variants.discard)(number)
        self._check()

    def setup(self) -> Setup:
        return Setup(self.players, self.teams, frozenset(self.variants))

    def _set_teams(self, t: object) -> None:
        self.teams = bool(t)
        self._check()

    def _set_name(self, seat: int, value: str) -> None:
        self.names[seat] = value
        self._check()

    def _set_kind(self, seat: int, kind: str) -> None:
        was_default = self.names[seat] in ("", self._default_name(seat))
        self.kinds[seat] = kind
        if was_default:
            self.names[seat] = self._default_name(seat)
            self.name_ws[seat].value = self.names[seat]
        self._check()

    def _kind_picked(self, seat: int, kind: object) -> None:
        """The seat's stepper moved to `kind` (one of SEAT_KINDS)."""
        self._set_kind(seat, str(kind))

    def _set_undo(self, on: bool) -> None:
        self.undo_agreed = on

    def _set_phones(self, on: bool) -> None:
        self.app.settings.phones = on  # the next New game offers the same

    def _check(self) -> None:
        """Validate with the game's own rules, so the message is the one the rules give."""
        people = self.kinds[: self.players].count("human")
        self.undo_w.enabled = people > 1
        self.undo_w.value = getattr(self, "undo_agreed", False) if people > 1 else people == 1
        self.undo_w.label = (_("Take moves back: all agree") if people > 1 else
                             _("Take moves back: until the AI answers") if people == 1 else
                             _("Take moves back: no person plays"))
        self.phones_w.enabled = people > 0
        self.teams_w.enabled = self._allowed(False) and self._allowed(True)
        self.teams_w.index = int(self.teams)
        for number, toggle in self.variant_ws.items():  # e.g. Störtebeker's variant 5: two players only
            toggle.enabled = self._allowed(self.teams, frozenset({number}))
            if not toggle.enabled and toggle.value:
                toggle.value = False
                self.variants.discard(number)
        try:
            rules_for(self.game).check_setup(self.setup())
            self.error = ""
        except InvalidSetup as e:
            self.error = say(e.args[0])  # in the player's language (str() is the engine's English)
        self.start.enabled = not self.error

    def _start(self) -> None:
        seats = []
        for seat in range(self.players):
            kind = self.kinds[seat]
            name = seat_name(self.names[seat], seat, kind == "human")  # a blank field: the default name
            if kind == "human":
                seats.append(SeatConfig(HUMAN, name))
            else:
                seats.append(SeatConfig(AI, name, kind.removeprefix("ai-")))
        self.app.settings.names = [self._own_name(s) for s in range(8)]
        self.app.settings.last_setup = {"game": self.game, "players": self.players, "teams": self.teams,
                                        "variants": sorted(self.variants), "kinds": self.kinds[:self.players]}
        if self.app.persist:
            save_settings(self.app.settings)
        agreed = self.undo_w.enabled and self.undo_w.value
        match = Match(self.game, self.setup(), seats, seed=new_seed(), undo_agreed=agreed)
        table = table_for(self.app, match)
        self.app.replace(table)
        if self.phones_w.enabled and self.phones_w.value:
            from scenes.screens.join_phones import offer_phones  # (segno, the server: loaded only for phones)
            offer_phones(self.app, table)

    # -- layout and input -------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """Rows as tall as the window allows (26 to 56 px) once the seats, the variants (each with what it changes
        beside it) and the buttons fit under each other; partners in teams sit in one frame, one pair under the
        other."""
        w, h = size
        self.box = pygame.Rect(0, 0, min(980, w - 40), h - 40)
        self.box.center = (w // 2, h // 2)
        cols = 1 if self.players <= 4 else 2
        per_col = (self.players + cols - 1) // cols
        if self.teams:  # partners (seats 2n and 2n + 1) never split between columns
            per_col = 2 * ((self.players // 2 + cols - 1) // cols)
        row = max(30, min(56, h // 18))
        while True:
            self._place(row, cols, per_col)
            if row <= 26 or self._variants_bottom <= self._hint_y:
                break
            row -= 2
        self.row = row

    def _place(self, row: int, cols: int, per_col: int) -> None:
        label = line_height(self.label_size(row)) + 2
        self.title = plaque(_("New game"), self.label_size(row) + 12, (self.box.centerx, self.box.y + 10),
                            self.box.inflate(-60, 0))
        x, y = self.box.x + 30, self.title.rect.bottom + 6 + label
        third = (self.box.w - 90) // 3
        for i, wdg in enumerate([self.game_w, self.players_w, self.teams_w]):
            wdg.rect = pygame.Rect(x + i * (third + 15), y, third, row)
        y += row + 14
        col_gap = 44  # room between the columns for a team's frame and the next column's colour dots
        col_w = (self.box.w - 90 - col_gap * (cols - 1)) // cols
        team_gap = label + 10 if self.teams else 0
        bottom = y
        for seat in range(self.players):
            if self.teams:  # teams read left to right, then down: Team 1 | Team 2, Team 3 | Team 4
                team, k = divmod(seat, 2)
                c, r = team % cols, 2 * (team // cols) + k
            else:
                c, r = divmod(seat, per_col)
            cx = x + 30 + c * (col_w + col_gap)
            cy = y + r * (row + 8) + (r // 2 + 1) * team_gap
            name_w = int(col_w * 0.5)
            self.name_ws[seat].rect = pygame.Rect(cx, cy, name_w, row)
            self.kind_ws[seat].rect = pygame.Rect(cx + name_w + 10, cy, col_w - name_w - 10, row)
            bottom = max(bottom, cy + row + (8 if self.teams else 0))
        self._seats_bottom = bottom
        self.start.rect = pygame.Rect(self.box.right - 230, self.box.bottom - row - 20, 200, row)
        self.back.rect = pygame.Rect(self.box.x + 30, self.box.bottom - row - 20, 160, row)
        self.undo_w.rect = pygame.Rect(self.back.rect.right + 20, self.back.rect.y,
                                       self.start.rect.x - self.back.rect.right - 40, row)
        self._hint_y = self.start.rect.y - 8 - line_height(self.label_size(row))  # the help, a line
        self._place_variants(row, x, bottom + 6 + label)
        self._place_decor(row)

    def _place_decor(self, row: int) -> None:
        """The plaque; fans of the game's cards outside the box where the window leaves room; and in a large
        empty middle (few seats, no variants) the game's cards with a line about it."""
        w, h = self.app.screen.get_size()
        faces = GAME_FANS.get(self.game, GAME_FANS["korsar"])
        art = side_fans((w, h), self.box, left=faces, right=faces[::-1], top=self.box.y)
        self.blurb: tuple[str, tuple[int, int]] | None = None
        top, bottom = self._variants_bottom + 24, self._hint_y - 16
        words = line_height(self.label_size(row))
        tall = min(round(h * 0.26), bottom - top - words - 12)
        preview = fan(faces, pygame.Rect(self.box.x + 30, top + (bottom - top - tall - words - 12) // 2,
                                         self.box.w - 60, tall), least=30) if tall >= 56 else []
        if preview:
            art += preview
            room = preview[0].rect.unionall([a.rect for a in preview])
            self.blurb = (game_blurb(self.game), (self.box.centerx, room.bottom + 12))
        self.decor = Decor(self.title, art)

    def _place_variants(self, row: int, x: int, y: int) -> None:
        """One variant a row, under the seats, then the phones' option: its toggle, and beside it what it changes
        (`explained`)."""
        size = self.label_size(row)
        width = self.box.w - 60
        words = max(18, int(row * 0.46))  # the toggles' own text (widgets.Toggle)
        needed = max(font(words).size(t.label)[0] + row // 2 + 44
                     for t in (*self.variant_ws.values(), self.phones_w))
        toggle_w = max(int(width * 0.3), min(needed, int(width * 0.5)))
        explain = variant_help(self.game)
        self.explained: list[tuple[int, int, list[str]]] = []  # where each explanation goes: x, y, its lines
        options = [(toggle, explain.get(number, "")) for number, toggle in self.variant_ws.items()]
        options.append((self.phones_w, _("Each person may hold their seat on their own phone: the table shows a code "
                                         "to join.")))
        for toggle, said in options:
            lines = wrap(said, size, width - toggle_w - 14, most=3)
            high = max(row, len(lines) * line_height(size))
            toggle.rect = pygame.Rect(x, y + (high - row) // 2, toggle_w, row)
            top = y + (high - len(lines) * line_height(size)) // 2
            self.explained.append((x + toggle_w + 14, top, lines))
            y += high + 6
        self._variants_top = self._seats_bottom
        self._variants_bottom = y - 6

    def undo_help(self) -> str:
        """What the undo option means for the people at this table (the help line, while it has the focus): one
        person may always take a move back; several, only if all agreed here."""
        people = self.kinds[: self.players].count("human")
        if people > 1:
            return _("Tick it if everyone agrees that each of you may take their own moves back (U).")
        if people == 1:
            return _("Alone at the screen, you may take your move back (U) until the others answer it or "
                     "hidden cards or dice are shown.")
        return _("Only the AI plays: there is nobody to take a move back.")

    @staticmethod
    def label_size(row: int) -> int:
        """The size of the labels and the help for rows `row` pixels tall: never under 14 px."""
        return max(18, row // 2)

    def enter(self) -> None:
        self._sync_text_mode()

    def _leave(self) -> None:
        """The Back button: back to the menu (a button's action returns nothing, `app.pop` the scene it took off)."""
        self.app.pop()

    def exit(self) -> None:
        self.app.set_text_mode(False)

    def _sync_text_mode(self) -> None:
        self.app.set_text_mode(isinstance(self.ring.focused, TextField))

    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            self.app.pop()
            return
        if intent.kind == NAVIGATE and intent.dx and isinstance(self.ring.focused, TextField):
            self.ring.move(intent.dx)  # left/right leave a name field for its neighbour
        else:
            self.ring.handle(intent)
        if intent.kind in (NAVIGATE, PICK):
            self._sync_text_mode()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(surface.get_size()), (0, 0))
        panel(surface, self.box, theme.PANEL, radius=PANEL_RADIUS, border=theme.WOOD, width=3)
        size = self.label_size(self.row)
        self.decor.draw(surface)
        if self.blurb:
            text(surface, self.blurb[0], self.blurb[1], size, theme.PARCHMENT, "midtop", max_width=self.box.w - 60)
        for wdg, label in [(self.game_w, _("Game")), (self.players_w, _("Players")), (self.teams_w, _("Teams"))]:
            text(surface, label, (wdg.rect.x, wdg.rect.y - 2), size, theme.MUTED, "bottomleft")
        if self.teams:  # partners sit together in a frame of their own, named above them
            for first in range(0, self.players, 2):
                pair = self.name_ws[first].rect.union(self.kind_ws[first + 1].rect)
                head = line_height(size)
                frame = pygame.Rect(pair.x - 30, pair.y - head - 2, pair.w + 36, pair.h + head + 8)
                panel(surface, frame, (40, 70, 76), radius=10, border=theme.GOLD, width=1)
                text(surface, _("Team {n}").format(n=first // 2 + 1), (frame.x + 10, frame.y + 1), size, theme.GOLD,
                     bold=True, shadow=False)
        for seat in range(self.players):
            r = self.name_ws[seat].rect
            if self.app.settings.colour_blind:
                colour_blind.seat_symbol(surface, seat, (r.x - 16, r.centery), max(14, size))
            else:
                pygame.draw.circle(surface, theme.seat_colour(seat), (r.x - 16, r.centery), max(7, size // 2))
        if self.variant_ws:
            top = next(iter(self.variant_ws.values())).rect
            text(surface, _("Variants"), (top.x, top.y - 2), size, theme.MUTED, "bottomleft")
        for (vx, vy, lines), toggle in zip(self.explained, (*self.variant_ws.values(), self.phones_w), strict=True):
            colour = theme.PARCHMENT if toggle.enabled else theme.MUTED
            for i, line in enumerate(lines):
                text(surface, line, (vx, vy + i * line_height(size)), size, colour, max_width=self.box.right - 30 - vx)
        self.ring.draw(surface)
        if self.error:
            help_text, colour = self.error, theme.DANGER
        elif self.ring.focused is self.undo_w:
            help_text, colour = self.undo_help(), theme.PARCHMENT
        else:
            help_text, colour = _("Arrows to move, Enter or click to change; type to edit a name."), theme.MUTED
        width = self.box.w - 60
        rows = wrap(help_text, size, width, most=2)
        y = self._hint_y - (len(rows) - 1) * line_height(size)  # a second line of an error goes up, not into Start
        for i, row in enumerate(rows):
            text(surface, row, (self.box.centerx, y + i * line_height(size)), size, colour, "midtop",
                 max_width=width)
