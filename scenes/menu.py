"""The main menu: quick play, a new game, continue a saved one, rules, quit."""

from __future__ import annotations

import importlib
import importlib.util
import random

import pygame

from game.core import Setup, game_names, rules_for
from game.match import AI, HUMAN, Match, SeatConfig
from game.record import CorruptRecord
from scenes import theme
from scenes.i18n import _
from scenes.input import BACK, Intent
from scenes.saves import autosave_path, load_match
from scenes.scene import Scene
from scenes.settings import keep_aside
from scenes.widgets import Button, FocusRing, felt, text

AI_NAMES = ["Anne", "Jack", "Mary", "Calico", "Grace", "Bart", "Ching", "Ned"]


def table_for(app, match: Match) -> Scene:
    """The table scene of `match`'s game: the class `TABLE` in `scenes/<game>/table.py`."""
    return importlib.import_module(f"scenes.{match.game}.table").TABLE(app, match)


def playable_games() -> list[str]:
    """The games that have both rules and a table scene."""
    def has_table(game: str) -> bool:
        return (importlib.util.find_spec(f"scenes.{game}") is not None
                and importlib.util.find_spec(f"scenes.{game}.table") is not None)

    return [g for g in game_names() if has_table(g)]


def ai_name(seat: int) -> str:
    return AI_NAMES[seat % len(AI_NAMES)]


class MenuScene(Scene):
    def __init__(self, app, notice: str = "") -> None:
        super().__init__(app)
        self.notice = notice
        buttons = [Button(_("Quick play"), self.quick_play, primary=True)]
        if app.persist and autosave_path().exists():
            buttons.append(Button(_("Continue the last game"), self.resume_game))
        buttons += [
            Button(_("New game"), self.new_game),
            Button(_("Rules"), self.rules),
            Button(_("Quit"), app.quit),
        ]
        self.ring = FocusRing(buttons)

    def quick_play(self) -> None:
        """One person against three AI seats, Korsar, straight to the table."""
        name = (self.app.settings.names or [_("You")])[0] or _("You")
        seats = [SeatConfig(HUMAN, name)] + [SeatConfig(AI, ai_name(i)) for i in range(1, 4)]
        match = Match("korsar", Setup(4), seats, seed=random.randrange(1 << 30))
        self.app.push(table_for(self.app, match))

    def new_game(self) -> None:
        from scenes.game_setup import SetupScene

        self.app.push(SetupScene(self.app))

    def rules(self) -> None:
        """A button per game; each opens that game's rules summary."""
        from scenes.overlays import ChoiceOverlay, RulesOverlay

        def show(game: str):
            words = importlib.import_module(f"scenes.{game}.words")
            return lambda: self.app.replace(RulesOverlay(self.app, rules_for(game).title, words.rules_summary()))

        games = playable_games()
        self.app.push(ChoiceOverlay(self.app, _("Rules"), [(rules_for(g).title, show(g)) for g in games]))

    def resume_game(self) -> None:
        """Replay the autosaved game; a damaged file is set aside with a clear message."""
        try:
            match = load_match()
        except CorruptRecord as e:
            aside = keep_aside(autosave_path())
            where = f" ({aside.name})" if aside else ""
            self.app.reset(MenuScene(self.app, _("The saved game could not be read and was set aside{where}: {error}")
                                     .format(where=where, error=e)))
            return
        self.app.push(table_for(self.app, match))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh = min(380, w - 40), max(42, h // 14)
        y = int(h * 0.42)
        for b in self.ring.widgets:
            b.rect = pygame.Rect((w - bw) // 2, y, bw, bh)
            y += bh + max(10, h // 60)

    def handle(self, intent: Intent) -> None:
        if intent.kind == BACK:
            return
        self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.sprites import CardArt, CardSprite

        surface.blit(felt(surface.get_size()), (0, 0))
        w, h = surface.get_size()
        art = CardArt("korsar")
        ch = int(h * 0.3)
        cw = int(ch / 1.4)
        for i, face in enumerate(["galleon8", "captain-yellow", "red4", "admiral", "galleon5"]):
            s = CardSprite(face, x=w * 0.06 + i * cw * 0.32, y=h * 0.62 - abs(i - 2) * h * 0.02, w=cw, h=ch)
            art.draw(surface, s)
        for i, face in enumerate(["blue4", "captain-green", "galleon7", "back"]):
            s = CardSprite(face, x=w * 0.94 - cw - i * cw * 0.32, y=h * 0.6 - abs(i - 1.5) * h * 0.02, w=cw, h=ch)
            art.draw(surface, s)
        title = max(48, h // 9)
        text(surface, _("Pirate Table"), (w // 2, int(h * 0.12)), title, theme.GOLD, "midtop", bold=True)
        text(surface, _("Korsar · Störtebeker · Freibeuter"), (w // 2, int(h * 0.12) + title + 4), max(20, h // 30),
             theme.PARCHMENT, "midtop")
        self.ring.draw(surface)
        if self.notice:
            text(surface, self.notice, (w // 2, h - 20), max(16, h // 44), theme.DANGER, "midbottom",
                 max_width=w - 40)
