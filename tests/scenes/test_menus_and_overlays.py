"""The menus and shared screens a newcomer found wanting (issue 51): the privacy screen's way to the pause menu, the
pause menu's steady entries and single current one, the settings covering it, the dimmed table under it, the name
field's selection, imported games in the History, a replay that never says anyone thinks, the variants explained."""

from __future__ import annotations

import pygame
import pytest

from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import widgets
from scenes.core.input import BACK, CONFIRM, ERASE, PICK, POINT, SELECT_ALL, TEXT, UNDO, Intent, IntentMapper
from scenes.core.saves import records_dir
from scenes.screens.game_setup import SetupScene, variant_help
from scenes.screens.history_screen import HistoryScene, ImportOverlay, exports_dir
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen, PauseOverlay
from scenes.screens.replay import ReplayScene
from scenes.screens.settings_screen import SettingsOverlay
from scenes.table import painting
from scenes.table.scene import TableScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until
from tests.scenes.test_history_screens import open_history, persisting, play_to_the_end  # noqa: F401
from tests.scenes.test_undo import move, solo_table


def labels(overlay: PauseOverlay) -> list[tuple[str, pygame.Rect, bool]]:
    return [(b.label, pygame.Rect(b.rect), b.enabled) for b in overlay.ring.widgets]


def test_the_pause_menu_keeps_its_entries_in_place_with_or_without_a_move_to_take_back(app):
    table = solo_table(app, seed=5)
    app.push(PauseOverlay(app, table))
    before = labels(app.top)
    app.pop()
    move(table)
    app.push(PauseOverlay(app, table))
    after = labels(app.top)
    assert [(label, rect) for label, rect, _ in before] == [(label, rect) for label, rect, _ in after]
    assert before[1][0] == "Take my move back (U)" and not before[1][2] and after[1][2]
    assert before[2][0] == "Rules"
    app.pop()
    app.push(PauseOverlay(app, table))  # nothing played yet here: the entry says why, briefly
    app.pop()


def test_the_pause_menu_says_briefly_why_no_move_can_be_taken_back(app):
    table = solo_table(app, seed=5)
    app.push(PauseOverlay(app, table))  # the AI seats moved first: nothing of the person's yet (issue 51)
    assert app.top.why == "There is no move of yours to take back." and not app.top.undo_button.enabled
    app.top.handle(Intent(PICK, pos=app.top.ring.widgets[1].rect.center))  # a click on it does nothing
    assert isinstance(app.top, PauseOverlay)


def test_only_the_pause_menus_current_entry_looks_current(app):
    table = solo_table(app, seed=5)
    app.push(PauseOverlay(app, table))
    pause = app.top
    rules = pause.ring.widgets[2]
    app.dispatch(Intent(POINT, pos=rules.rect.center))
    assert pause.ring.focused is rules  # the pointer moves the focus: one current entry, not two
    app.frame(1 / 60)
    resume = pause.ring.widgets[0]
    assert app.screen.get_at(resume.rect.center)[:3] != (196, 140, 34)  # Resume is gold only while current
    app.dispatch(Intent(CONFIRM))
    assert app.top is not pause and app.top.__class__.__name__ == "RulebookScene"


def test_the_settings_over_the_pause_menu_hide_it(app):
    table = solo_table(app, seed=5)
    app.push(PauseOverlay(app, table))
    app.top.ring.widgets[3].action()
    assert isinstance(app.top, SettingsOverlay)
    for _ in range(3):
        app.frame(1 / 60)
    with widgets.recording() as drawn:
        app.draw()
    words = [w for _, w in drawn]
    assert "Settings" in words and "Paused" not in words and "Quit to menu" not in words


def hot_seat(app) -> TableScene:
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(HUMAN, "Ben")]
    table = table_for(app, Match("korsar", Setup(2), seats, 4))
    app.push(MenuScene(app))
    app.push(table)
    run_until(app, lambda: isinstance(app.top, PassScreen))
    return table


def test_esc_on_the_privacy_screen_opens_the_pause_menu_and_quit_needs_no_hand(app):
    table = hot_seat(app)
    screen = app.top
    app.dispatch(Intent(BACK))
    assert isinstance(app.top, PauseOverlay) and app.top.table is table
    assert table.viewer is None  # no hand shows
    app.frame(1 / 60)
    app.dispatch(Intent(BACK))
    assert app.top is screen
    app.dispatch(Intent(UNDO))  # U says why not, as at the table
    assert app.top is screen and screen.notice
    screen.pause_button.action()  # the mouse's way there
    (quit_,) = [b for b in app.top.ring.widgets if b.label == "Quit to menu"]
    quit_.action()
    assert isinstance(app.top, MenuScene) and table.viewer is None


def test_the_privacy_screens_disc_keeps_clear_of_its_words(app):
    hot_seat(app)
    for size in ((800, 600), (1920, 1080)):
        app.resized(size)
        app.draw()
        w, h = size
        colour = tuple(app.top.colour)
        column = [app.screen.get_at((w // 2, y))[:3] == colour for y in range(h)]
        top = column.index(True)
        disc_bottom = top + column[top:].index(False)  # the disc: the first run of its colour down the middle
        with widgets.recording() as drawn:
            app.top.draw(app.screen)
        assert "Pass the screen to" in [words for _, words in drawn]
        label_top = h * 2 // 5 - h // 14 - widgets.line_height(max(22, h // 26))
        assert disc_bottom + 8 <= label_top, size


def setup_scene(app) -> SetupScene:
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    return setup


def test_ctrl_a_then_typing_replaces_the_name(app):
    setup = setup_scene(app)
    field = setup.name_ws[0]
    app.dispatch(Intent(PICK, pos=(field.rect.right - 5, field.rect.centery)))  # the click selects it...
    assert field.selected
    app.dispatch(Intent(PICK, pos=(field.rect.right - 5, field.rect.centery)))  # ...a second one puts the caret
    assert not field.selected
    mapper = IntentMapper()
    mapper.text_mode = app.mapper.text_mode
    (select,) = mapper.map(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_LCTRL))
    assert select.kind == SELECT_ALL
    app.dispatch(select)
    app.dispatch(Intent(TEXT, text="Rosa"))
    assert field.value == "Rosa" and setup.names[0] == "Rosa"
    app.dispatch(Intent(TEXT, text="!"))
    assert field.value == "Rosa!"  # typing goes on after it


def test_clicking_the_default_name_selects_it_so_typing_replaces_it(app):
    setup = setup_scene(app)
    field = setup.name_ws[0]
    default = field.value
    assert default
    app.dispatch(Intent(PICK, pos=field.rect.center))
    app.frame(1 / 60)  # and it draws, selected
    app.dispatch(Intent(TEXT, text="Ben"))
    assert field.value == "Ben"
    app.dispatch(Intent(SELECT_ALL))
    app.dispatch(Intent(ERASE))
    assert field.value == ""


def import_exported(app, history) -> ImportOverlay:
    history.import_()
    overlay = app.top
    assert isinstance(overlay, ImportOverlay)
    return overlay


def test_an_imported_game_is_listed_once_and_marked_as_imported(persisting):  # noqa: F811
    app = persisting
    match = play_to_the_end(app, seed=3)
    history = open_history(app)
    history.export(history.games[0])
    app.pop()
    (path,) = exports_dir().glob("*.txt")
    for f in records_dir().glob("*.json"):  # the game was played elsewhere: only the exported file is here
        f.unlink()
    history.resume()
    assert history.games == []
    for _ in range(2):  # imported twice: listed once
        import_exported(app, history).pick(path)
        assert isinstance(app.top, ReplayScene)
        app.top.close()
        assert app.top is history
    assert len(history.games) == 1 and history.games[0].record == match.record
    assert "imported" in history.ring.widgets[0].label
    assert HistoryScene(app).games[0].record == match.record  # and it stays


def test_a_game_already_in_the_history_is_not_listed_again_when_imported(persisting):  # noqa: F811
    app = persisting
    play_to_the_end(app, seed=3)
    history = open_history(app)
    history.export(history.games[0])
    app.pop()
    (path,) = exports_dir().glob("*.txt")
    import_exported(app, history).pick(path)
    app.top.close()
    assert len(history.games) == 1 and "imported" not in history.ring.widgets[0].label


def test_a_replay_never_says_anyone_is_thinking(app):
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    match = Match("korsar", Setup(2), seats, 1)
    match.run_agents()
    viewer = ReplayScene(app, __import__("game.record_text", fromlist=["RecordText"]).RecordText(
        match.record, tuple(seats)), playing=False)
    app.push(viewer)
    for at in range(min(8, viewer.total)):
        viewer.go_to(at)
        sight = viewer.table.sight()
        title = painting.deciding(sight)
        assert "thinking" not in title and "Waiting" not in title
        assert title == "" or title.startswith("Next to move: ")


def test_each_variant_is_explained_beside_it_readably_at_800x600(app):
    app.resized((800, 600))
    setup = setup_scene(app)
    setup._set_game("stortebeker")
    with widgets.recording() as drawn:
        setup.draw(app.screen)
    shown = " ".join(w for _, w in drawn)
    for explanation in variant_help("stortebeker").values():
        assert explanation.split()[0] in shown and explanation.split()[-1] in shown
    assert min(px for px, _ in drawn) >= 13
    toggles = [t.rect for t in setup.variant_ws.values()]
    for (x, y, lines), toggle in zip(setup.explained, toggles):
        assert x > toggle.right and abs(y - toggle.y) < toggle.h and lines  # beside its toggle
    assert toggles[0].y > max(r.rect.bottom for r in setup.name_ws)  # under the seats: no empty middle
    assert toggles[-1].bottom <= setup.start.rect.y - widgets.line_height(setup.label_size(setup.row))


def test_everything_under_the_pause_menu_is_dimmed(app):
    """Every pixel of the table outside the menu's panel is darkened alike: nothing of the table (its hand, its
    dice) is drawn over the overlay."""
    table = solo_table(app, seed=5)
    for _ in range(5):
        app.frame(1 / 60)
    app.draw()
    bare = app.screen.copy()
    app.push(PauseOverlay(app, table))
    for _ in range(5):
        app.frame(1 / 60)
    app.draw()
    dimmed = app.screen
    menu = app.top.ring.widgets[0].rect.unionall([b.rect for b in app.top.ring.widgets]).inflate(80, 220)
    w, h = bare.get_size()
    for sprite in table.kit.hand_sprites():
        assert not menu.contains(sprite.rect)
    for y in range(0, h, 3):
        for x in range(0, w, 3):
            if menu.collidepoint(x, y):
                continue
            a, b = bare.get_at((x, y)), dimmed.get_at((x, y))
            assert all(abs(b[i] - a[i] * 50 // 255) <= 6 for i in range(3)), (x, y, a, b)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_quick_play_says_which_game_and_whom_against(app, size):
    """Tester 3: Quick play did not say which game it starts. Its button says it under its label, taller than the
    others, and every button of the menu still fits the window without overlapping."""
    from scenes.core.widgets import Button

    app.resized(size)
    menu = MenuScene(app)
    app.push(menu)
    menu.resize(size)
    quick, *rest = menu.ring.widgets
    assert isinstance(quick, Button) and quick.label == "Quick play"
    assert quick.detail == "Korsar: you against three AI players"
    assert quick.rect.h > rest[0].rect.h
    screen = pygame.Rect((0, 0), size)
    rects = [b.rect for b in menu.ring.widgets]
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_down_from_history_goes_to_rules_the_left_of_the_two_below(app):
    """Tester 5: Down from History landed on Settings (Rules and Settings sit side by side under it, as far from
    History's middle, to a pixel): the left one, as one reads."""
    from scenes.core.input import NAVIGATE

    menu = MenuScene(app)
    app.push(menu)
    menu.resize(app.screen.get_size())
    labels = [b.label for b in menu.ring.widgets]
    menu.ring.focus_on(menu.ring.widgets[labels.index("History and statistics")])
    menu.ring.handle(Intent(NAVIGATE, dy=1))
    assert menu.ring.widgets[menu.ring.focus].label == "Rules"
