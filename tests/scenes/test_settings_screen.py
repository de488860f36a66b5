"""The settings screen: each change takes effect at once and is saved."""

from __future__ import annotations

from scenes import settings as settings_mod
from scenes.input import BACK, NAVIGATE, Intent
from scenes.menu import MenuScene
from scenes.overlays import PauseOverlay
from scenes.settings_screen import SettingsOverlay
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
    from scenes.korsar.table import KorsarTable

    app.push(MenuScene(app))
    app.push(KorsarTable(app, _match("haaa", seed=1)))
    app.dispatch(Intent(BACK))
    pause = app.top
    assert isinstance(pause, PauseOverlay)
    next(w for w in pause.ring.widgets if w.label == "Settings").action()
    assert isinstance(app.top, SettingsOverlay)
    app.frame(1 / 60)
