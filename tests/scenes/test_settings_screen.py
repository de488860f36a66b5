"""The settings screen: each change takes effect at once and is saved."""

from __future__ import annotations

import pytest

from scenes.core import settings as settings_mod
from scenes.core.input import BACK, NAVIGATE, Intent
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PauseOverlay
from scenes.screens.settings_screen import SettingsOverlay
from scenes.tables import table_for
from tests.scenes.test_korsar_table import _match


def widget(screen: SettingsOverlay, label: str):
    return next(w for w in screen.ring.widgets if w.label == label)


def test_settings_take_effect_and_are_saved(app):
    app.persist = True
    app.push(MenuScene(app))
    app.top.settings()
    screen = app.top
    assert isinstance(screen, SettingsOverlay)
    widget(screen, "Volume").step(-3)
    widget(screen, "Mute all sound").handle(Intent("confirm"))
    widget(screen, "AI pace").step(1)
    widget(screen, "Animations").step(1)
    saved, notice = settings_mod.load()
    assert notice == "" and saved == app.settings
    assert (saved.volume, saved.muted, saved.ai_pace, saved.speed) == (40, True, "slow", "instant")
    assert app.settings.ai_pause == settings_mod.AI_PACES["slow"]
    app.dispatch(Intent(BACK))
    assert isinstance(app.top, MenuScene)


def test_the_keyboard_reaches_every_setting(app):
    app.push(MenuScene(app))
    app.top.settings()
    screen = app.top
    seen = set()
    for _ in range(len(screen.ring.widgets)):
        seen.add(screen.ring.focused.label)
        app.dispatch(Intent(NAVIGATE, dy=1))
    assert seen == {w.label for w in screen.ring.widgets}


def test_the_pause_overlay_opens_the_settings(app):

    app.push(MenuScene(app))
    app.push(table_for(app, _match("haaa", seed=1)))
    app.dispatch(Intent(BACK))
    pause = app.top
    assert isinstance(pause, PauseOverlay)
    next(w for w in pause.ring.widgets if w.label == "Settings").action()
    assert isinstance(app.top, SettingsOverlay)
    app.frame(1 / 60)


def test_colour_blind_symbols_and_confirming_a_turn_end_are_saved(app):
    app.persist = True
    app.push(MenuScene(app))
    app.top.settings()
    screen = app.top
    widget(screen, "Colour-blind symbols: a shape with every colour").handle(Intent("confirm"))
    widget(screen, "Confirm before ending a turn").handle(Intent("confirm"))
    saved, notice = settings_mod.load()
    assert notice == "" and (saved.colour_blind, saved.confirm_turn_end) == (True, True)
    for bad in ({"colour_blind": "yes"}, {"confirm_turn_end": 1}):
        try:
            settings_mod.Settings.from_json(bad)
        except settings_mod.DamagedFile:
            continue
        raise AssertionError(f"{bad} was accepted")


def test_colour_blind_mode_draws_each_seat_shape_at_the_table(app):

    from scenes.core import colour_blind
    from tests.scenes.test_stortebeker_table import _match as st_match

    app.push(MenuScene(app))
    app.push(table_for(app, st_match("haa")))
    drawn: list[str] = []
    real = colour_blind.shape

    def spy(surface, name, *args, **kwargs):
        drawn.append(name)
        return real(surface, name, *args, **kwargs)

    colour_blind.shape = spy
    try:
        app.draw()
        assert drawn == []
        app.settings.colour_blind = True
        app.draw()
    finally:
        colour_blind.shape = real
    assert {colour_blind.seat_shape(seat) for seat in range(3)} <= set(drawn)


def test_ending_a_turn_by_choice_is_asked_first_when_the_settings_say_so(app):

    from game.freibeuter import actions as fact
    from scenes.screens.overlays import ConfirmOverlay
    from tests.scenes.conftest import run_until
    from tests.scenes.test_freibeuter_table import _match as fb_match

    app.push(MenuScene(app))
    table = table_for(app, fb_match("ha"))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    board = next(a for a in table.legal() if isinstance(a, fact.Board))
    app.settings.confirm_turn_end = True
    moves = len(table.match.record.actions)
    table.act(board)
    assert isinstance(app.top, ConfirmOverlay) and len(table.match.record.actions) == moves
    app.dispatch(Intent(BACK))  # Esc: not boarded
    assert app.top is table and len(table.match.record.actions) == moves
    table.act(board)
    app.top.ring.widgets[0].action()  # End the turn
    assert app.top is table and len(table.match.record.actions) == moves + 1
    sail = next((a for a in table.legal() if isinstance(a, fact.Sail)), None)
    assert sail is None or table.kit.turn_end_question(sail) == ""  # a sail is followed by a draw: not asked


def test_the_lessons_played_are_kept_and_a_damaged_list_is_refused():
    """The Learn to play menu ticks the lessons played to their end: kept in the settings file, checked on the
    way in like every other field."""
    from scenes.core.settings import DamagedFile, Settings

    kept = Settings.from_json(Settings(lessons=["korsar"]).to_json())
    assert kept.lessons == ["korsar"]
    for bad in ("korsar", [1], ["x" * 41]):
        with pytest.raises(DamagedFile):
            Settings.from_json({"lessons": bad})


@pytest.mark.parametrize("system", ["en", "fr", "de"])
def test_each_step_of_the_language_changes_what_is_spoken_and_a_command_lines_language_is_shown(app, monkeypatch,
                                                                                             system):
    """Tester 8: from "As the system (English)" the first step went to "English": nothing changed. And under
    --lang fr the line read "As the system (English)" over a French screen."""
    from scenes.core import i18n

    monkeypatch.setenv("LANGUAGE", system)
    try:
        i18n.install(None)
        app.push(MenuScene(app))
        app.top.settings()
        stepper = widget(app.top, "Language") if system != "fr" else widget(app.top, "Langue")
        assert stepper.value == ""
        spoken = [i18n.language()]
        for _ in range(len(stepper.choices) - 1):
            stepper.step(1)
            spoken.append(i18n.language())
        assert all(a != b for a, b in zip(spoken, spoken[1:])), spoken  # each step heard
        app.pop()
        app.settings.language = ""
        i18n.install("fr" if system != "fr" else "en")  # the command line's --lang, for this run
        app.top.settings()
        shown = next(w for w in app.top.ring.widgets if w.label in ("Language", "Langue"))
        assert shown.value == i18n.language()
    finally:
        i18n.install("en")
