"""Every screen of the three games, set up headless, for looking at and for measuring.

    python -m tests.scenes.screens OUT_DIR [--sizes 1280x720,1920x1080,800x600] [--langs en,fr]

saves one PNG per screen, size and language (menu, setup, settings, each table mid-game with a card
picked, pause, pass-the-screen, the trade dialog, each scoring screen...). It is run on demand, not in
the suite; the suite's tests/scenes/test_readable.py builds the same screens to measure their text.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import Setup  # noqa: E402
from game.match import AI, HUMAN, Match, SeatConfig  # noqa: E402
from scenes.core import i18n  # noqa: E402
from scenes.core.app import App  # noqa: E402
from scenes.core.settings import Settings  # noqa: E402

GAMES = ("korsar", "stortebeker", "freibeuter")
NAMES = ["Rosa", "Jack", "Mary", "Calico", "Anne", "Ned", "Grace", "Ching"]
SIZES = ((1280, 720), (1920, 1080), (800, 600))


def _match(game: str, kinds: str, seed: int = 3, teams: bool = False, variants=frozenset()) -> Match:
    seats = [SeatConfig(HUMAN, NAMES[i]) if k == "h" else SeatConfig(AI, NAMES[i], "easy")
             for i, k in enumerate(kinds)]
    return Match(game, Setup(len(kinds), teams, frozenset(variants)), seats, seed)


def _frames(app: App, until: Callable[[], bool], limit: int = 20000) -> None:
    for _ in range(limit):
        if until():
            return
        app.frame(1 / 60)
    raise RuntimeError("the screen never got there")


def _table(app: App, match: Match, colour_blind: bool = False):
    from scenes.screens.menu import MenuScene
    from scenes.tables import table_for

    app.settings.colour_blind = colour_blind
    app.reset(MenuScene(app))
    table = table_for(app, match)
    app.push(table)
    return table


def _my_turn(app: App, table, actions: int = 6) -> None:
    """Play a few turns (the person's by the easy AI's choice), then stop at the person's turn with a
    card picked, so the table shows its targets and prompt."""
    from game.games import make_agent

    seat = table.match.human_seats[0]
    agent = make_agent(table.rules, seat, "easy", __import__("random").Random(1))
    for _ in range(actions):
        _frames(app, lambda: table.human_turn() is not None)
        table.picker.choose(agent.choose(table.match.view(seat)))
    _frames(app, lambda: table.human_turn() is not None)
    for sprite in table.kit.hand_sprites():
        if table.kit.targets_for(sprite):
            table.picker.pick(sprite)
            break


def menu(app: App) -> None:
    from scenes.screens.menu import MenuScene

    app.reset(MenuScene(app))
    for _ in range(3):
        app.frame(1 / 60)


def setup(game: str, players: int, teams: bool = False) -> Callable[[App], None]:
    def build(app: App) -> None:
        from scenes.screens.game_setup import SetupScene
        from scenes.screens.menu import MenuScene

        app.reset(MenuScene(app))
        scene = SetupScene(app)
        app.push(scene)
        scene._set_game(game)
        scene._set_players(players)
        if teams:
            scene._set_teams(True)
        scene._build()
        scene.resize(app.screen.get_size())
    return build


def settings(app: App) -> None:
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings_screen import SettingsOverlay

    app.reset(MenuScene(app))
    app.push(SettingsOverlay(app))


def table(game: str, kinds: str = "haaa", colour_blind: bool = False, **options) -> Callable[[App], None]:
    def build(app: App) -> None:
        t = _table(app, _match(game, kinds, **options), colour_blind)
        _my_turn(app, t)
    return build


def confirm(app: App) -> None:
    """The question before boarding a ship in Freibeuter (Settings: confirm before ending a turn)."""
    from game.freibeuter.actions import Board
    from scenes.core.i18n import _
    from scenes.screens.overlays import ConfirmOverlay

    t = _table(app, _match("freibeuter", "haaa"))
    _my_turn(app, t, 2)
    t.picker.unpick()
    app.push(ConfirmOverlay(app, t.kit.turn_end_question(Board("C4:D5")), _("End the turn"), lambda: None))


def pause(game: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        from scenes.screens.overlays import PauseOverlay

        t = _table(app, _match(game, "haaa"))
        _my_turn(app, t, 2)
        app.push(PauseOverlay(app, t))
    return build


def pass_screen(game: str) -> Callable[[App], None]:
    def build(app: App) -> None:
        from scenes.screens.overlays import PassScreen

        _table(app, _match(game, "hh"))
        _frames(app, lambda: isinstance(app.top, PassScreen))
    return build


def scoring(game: str, players: int = 4, **options) -> Callable[[App], None]:
    def build(app: App) -> None:
        match = _match(game, "a" * players, **options)
        match.run_agents()
        t = _table(app, match)
        app.replace(t.kit.scoring())
    return build


def trade(app: App) -> None:
    from scenes.stortebeker.kit import OpenTrade
    from scenes.stortebeker.trade import TradeDialog

    t = _table(app, _match("stortebeker", "haa", seed=2))
    for _ in range(40):
        _frames(app, lambda: t.human_turn() is not None)
        button = next((b for b in t.kit.free_targets() if isinstance(b.action, OpenTrade)), None)
        if button is not None:
            t.act(button.action)
            break
        _my_turn(app, t, 1)
        t.picker.unpick()
    if not isinstance(app.top, TradeDialog):
        raise RuntimeError("no trade came up")
    dialog = app.top
    dialog.give = set(range(min(2, len(dialog.hand))))
    if dialog.kinds:
        dialog.take[dialog.kinds[0]] = 1


def over_menu(make: Callable[[App], object]) -> Callable[[App], None]:
    """A screen opened from the menu (the rules chooser, a rules book, the history, the statistics)."""
    def build(app: App) -> None:
        from scenes.screens.menu import MenuScene

        app.settings.colour_blind = False
        app.reset(MenuScene(app))
        app.push(make(app))
        for _ in range(3):
            app.frame(1 / 60)
    return build


def _rules_chooser(app: App):
    from scenes.screens.rulebook import RulesChooser
    from scenes.tables import playable_games

    return RulesChooser(app, playable_games())


def _rulebook(game: str) -> Callable[[App], object]:
    def make(app: App):
        from scenes.screens.rulebook import RulebookScene

        return RulebookScene(app, game)
    return make


def keep_some_records(count: int = 9) -> None:
    """A few finished games in the (scratch) records folder, so the history and the statistics show rows,
    names that win and lose, and a chart: easy AI seats named like people, each game played to its end."""
    from scenes.core.saves import keep_record

    games = [("korsar", 4), ("stortebeker", 3), ("freibeuter", 2), ("korsar", 3), ("freibeuter", 3), ("korsar", 2),
             ("stortebeker", 2), ("korsar", 3), ("korsar", 4)]
    for i, (game, players) in enumerate(games[:count]):
        seats = [SeatConfig(AI, NAMES[k], "easy" if k else "normal") for k in range(players)]
        match = Match(game, Setup(players), seats, 100 + i)
        match.run_agents()
        match.seats[0] = SeatConfig(HUMAN, NAMES[0])  # Rosa's games count in the statistics (people only)
        keep_record(match)


def _history(app: App):
    from scenes.screens.history_screen import HistoryScene

    return HistoryScene(app)


def _stats(app: App):
    from game.history import list_finished
    from scenes.core.saves import records_dir
    from scenes.screens.stats_screen import StatsScene

    return StatsScene(app, list_finished(records_dir())[0])


def screens() -> dict[str, Callable[[App], None]]:
    """Each screen's name and how to get there."""
    out: dict[str, Callable[[App], None]] = {"menu": menu, "settings": settings}
    out["rules-chooser"] = over_menu(_rules_chooser)
    out["history"] = over_menu(_history)
    out["stats"] = over_menu(_stats)
    for game in GAMES:
        out[f"rules-{game}"] = over_menu(_rulebook(game))
    out["setup-korsar-teams"] = setup("korsar", 6, teams=True)
    out["setup-stortebeker"] = setup("stortebeker", 4)
    out["setup-freibeuter"] = setup("freibeuter", 4)
    for game in GAMES:
        out[f"{game}-table"] = table(game)
        out[f"{game}-pause"] = pause(game)
        out[f"{game}-pass"] = pass_screen(game)
        out[f"{game}-scoring"] = scoring(game)
    out["korsar-scoring-8"] = scoring("korsar", 8, teams=True)
    out["korsar-scoring-2"] = scoring("korsar", 2)
    out["stortebeker-scoring-bonus"] = scoring("stortebeker", 4, variants={1})
    out["freibeuter-scoring-2"] = scoring("freibeuter", 2)
    out["korsar-table-teams"] = table("korsar", "haaaaa", teams=True)
    out["korsar-table-8"] = table("korsar", "haaaaaaa", teams=True)
    out["korsar-table-5"] = table("korsar", "haaaa")
    out["stortebeker-table-2"] = table("stortebeker", "ha", variants={5})
    out["stortebeker-trade"] = trade
    out["freibeuter-confirm"] = confirm
    for game in GAMES:
        out[f"{game}-table-colourblind"] = table(game, colour_blind=True)
    return out


def each(sizes=SIZES, langs=("en", "fr"), names: list[str] | None = None) -> Iterator[tuple[str, App]]:
    """Set up every screen (or those `names`) at each size and language; yields (label, app) with the app
    showing it. The app is new for each size and language."""
    from scenes.screens.menu import MenuScene

    chosen = screens()
    for lang in langs:
        i18n.install(lang)
        for size in sizes:
            app = App(Settings(speed="instant"), headless=True, size=size, persist=False)
            app.home = MenuScene
            try:
                for name, build in chosen.items():
                    if names is None or name in names:
                        build(app)
                        yield f"{name}-{size[0]}x{size[1]}-{lang}", app
            finally:
                app.quit()
    i18n.install("en")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", type=Path)
    p.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    p.add_argument("--langs", default="en,fr")
    p.add_argument("--only", default="", help="comma-separated screen names (default: all)")
    args = p.parse_args(argv)
    scratch = tempfile.mkdtemp(prefix="pirate-table-screens-")  # the history reads (and may set aside) records:
    os.environ["XDG_DATA_HOME"] = os.path.join(scratch, "data")  # never the player's own
    os.environ["XDG_CONFIG_HOME"] = os.path.join(scratch, "config")
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    args.out.mkdir(parents=True, exist_ok=True)
    names = args.only.split(",") if args.only else None
    keep_some_records()
    for label, app in each(sizes, args.langs.split(","), names):
        app.screenshot(args.out / f"{label}.png")
        print(label, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
