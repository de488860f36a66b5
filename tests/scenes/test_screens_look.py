"""The screens around the tables look designed (newcomers found them plain and flat): each has its title on a
plaque and, where the window leaves room, our cards beside its content, never under a widget; the statistics show
a row per person and game, and with no figures yet say what will appear there and lead to a new game."""

from __future__ import annotations

import pygame
import pytest

from game.history import list_finished
from scenes.core import i18n
from scenes.core.saves import records_dir
from scenes.core.widgets import recording
from scenes.screens.decor import Decor, fan, plaque, side_fans
from scenes.screens.game_setup import SetupScene
from scenes.screens.history_screen import HistoryScene
from scenes.screens.menu import MenuScene
from scenes.screens.rulebook import RulebookScene, RulesChooser
from scenes.screens.settings_screen import SettingsOverlay
from scenes.screens.stats_screen import StatsScene
from scenes.tables import playable_games
from tests.scenes import screens
from tests.scenes.screens import keep_some_records

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def _setup(game: str, players: int, teams: bool = False):
    def make(app):
        screens.setup(game, players, teams)(app)  # the setup screen as the screenshots script builds it
        return app.top
    return make


def _pushed(make):
    def build(app):
        scene = make(app)
        app.push(scene)
        return scene
    return build


SCREENS = {
    "rules": _pushed(lambda app: RulesChooser(app, playable_games())),
    "rulebook": _pushed(lambda app: RulebookScene(app, "korsar")),
    "history": _pushed(HistoryScene),
    "stats": _pushed(lambda app: StatsScene(app, list_finished(records_dir())[0])),
    "settings": _pushed(SettingsOverlay),
    "setup-korsar-teams": _setup("korsar", 6, teams=True),
    "setup-korsar-8": _setup("korsar", 8, teams=True),
    "setup-stortebeker": _setup("stortebeker", 4),
    "setup-freibeuter": _setup("freibeuter", 2),
}


def widget_rects(scene) -> list[pygame.Rect]:
    """Every widget's rectangle (the rules book: its contents entries, its page and its Back button)."""
    if isinstance(scene, RulebookScene):
        return [scene.back.rect, scene.sheet, *scene.entries]
    return [pygame.Rect(w.rect) for w in scene.ring.widgets]


def overlaps(rects: list[pygame.Rect]) -> list[tuple[int, int]]:
    return [(i, j) for i, a in enumerate(rects) for j, b in enumerate(rects) if i < j and a.colliderect(b)]


@pytest.fixture(scope="module")
def records(tmp_path_factory):
    """Nine finished games (Rosa's count in the statistics), made once for the module's tests."""
    folder = tmp_path_factory.mktemp("records")
    mp = pytest.MonkeyPatch()
    mp.setenv("XDG_DATA_HOME", str(folder / "data"))
    keep_some_records(9)
    mp.undo()
    return folder / "data"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", list(SCREENS))
@pytest.mark.parametrize("games", ["some", "none"])
def test_widgets_and_decoration_lie_inside_the_window_and_apart(app, records, monkeypatch, name, size, lang, games):
    if games == "some":
        monkeypatch.setenv("XDG_DATA_HOME", str(records))
    elif name not in ("history", "stats"):
        pytest.skip("the same screen with or without finished games")
    i18n.install(lang)
    try:
        app.resized(size)
        app.reset(MenuScene(app))
        scene = SCREENS[name](app)
        app.frame(1 / 60)
        assert app.screen.get_size() == size
        window = pygame.Rect((0, 0), size)
        decor: Decor = scene.decor
        assert decor.plaque is not None, "every screen has its title on a plaque"
        mine = widget_rects(scene)
        pieces = decor.pieces()
        for rect in mine + pieces:
            assert window.contains(rect), f"{rect} leaves the {size} window"
        assert not overlaps(mine), "two widgets overlap"
        assert not overlaps(pieces), "two pieces of the decoration overlap"
        assert not [(p, w) for p in pieces for w in mine if p.colliderect(w)], "a picture lies under a widget"
        with recording() as drawn:
            app.draw()
        assert not [words for _px, words in drawn if "…" in words], "a text is cut short"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("size", SIZES)
def test_cards_beside_the_content_only_where_the_window_leaves_room(size):
    """Fans either side of the content at 1920x1080; none at 800x600, where they would crowd the widgets, and
    always both or neither."""
    w, h = size
    content = pygame.Rect(0, 0, min(1100, w - 40), h // 2)
    content.center = (w // 2, h // 2)
    art = side_fans(size, content, top=80)
    if w >= 1920:
        assert art and {a.rect.centerx < w // 2 for a in art} == {True, False}
    if w <= 800:
        assert art == []
    assert not [a for a in art if a.rect.colliderect(content) or a.rect.top < 80]


def test_a_fan_keeps_inside_its_box_and_gives_up_when_too_small():
    box = pygame.Rect(100, 100, 300, 200)
    art = fan(["korsar/galleon8", "korsar/red4", "freibeuter/ship10"], box)
    assert art and all(box.contains(a.rect) for a in art)
    assert fan(["korsar/galleon8", "korsar/red4"], pygame.Rect(0, 0, 30, 40)) == []


def test_a_plaque_rules_stay_within_their_span():
    span = pygame.Rect(50, 0, 700, 100)
    p = plaque("History", 34, (400, 10), span)
    assert p.rules is not None and span.contains(p.bounds)
    narrow = plaque("History", 34, (400, 10), p.rect.inflate(20, 0))
    assert narrow.rules is None  # no room: no rules rather than rules over something else


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_empty_statistics_say_what_will_appear_and_lead_to_a_new_game(app, size, lang):
    """With no finished game yet the statistics screen said only that there were none: it says what to do, what
    will appear, and offers a New game button that opens the game's setup over the menu."""
    i18n.install(lang)
    try:
        app.resized(size)
        app.reset(MenuScene(app))
        stats = StatsScene(app, [])
        app.push(stats)
        with recording() as drawn:
            app.draw()
        words = " ".join(w for _px, w in drawn)
        assert i18n._("Finish a game to see your statistics") in words
        assert i18n._("New game") in [b.label for b in stats.ring.widgets]
        box = stats.empty_box
        assert all(box.contains(b.rect) for b in stats.ring.widgets)
        assert pygame.Rect((0, 0), size).contains(box)
        stats.new_game.action()
        assert isinstance(app.top, SetupScene) and isinstance(app.stack[0], MenuScene) and len(app.stack) == 2
    finally:
        i18n.install("en")


def test_statistics_rows_show_each_game_with_its_figures(app, records, monkeypatch):
    """A row per person and game, each with its game's emblem and its figures, in the window."""
    monkeypatch.setenv("XDG_DATA_HOME", str(records))
    app.resized((800, 600))
    stats = StatsScene(app, list_finished(records_dir())[0])
    app.push(stats)
    with recording() as drawn:
        app.draw()
    words = [w for _px, w in drawn]
    assert {"Korsar", "Störtebeker", "Freibeuter"} <= set(words)
    for st in stats.stats:
        assert str(st.best) in words and f"{st.average:.1f}" in words
    assert stats.list_area.bottom < stats.back.rect.top and stats.list_area.top >= stats.decor.plaque.bounds.bottom
