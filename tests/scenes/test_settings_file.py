"""The settings file: read back as written (unknown fields ignored), set aside when damaged with a message in the
language the game starts in, and a speed from the command line kept for that run only."""

from __future__ import annotations

import json

import pytest

import main
from scenes.core import settings as settings_mod
from scenes.core.saves import saves_dir
from scenes.screens.menu import BUTTON_LEAST, MenuScene


def test_damaged_settings_are_told_in_the_language_the_game_starts_in_and_in_full(monkeypatch):
    """The settings choose the language, so the notice that they were set aside is said once the language is
    known (before, a French player read it in English), and the menu wraps its notices under the buttons instead
    of cutting the reason off at the window's edge."""
    from main import open_app, parse_args
    from scenes.core import i18n
    from scenes.core.widgets import font

    monkeypatch.setenv("LANGUAGE", "fr")
    path = settings_mod.config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"volume": 150}')
    (saves_dir() / "a.json").parent.mkdir(parents=True, exist_ok=True)
    (saves_dir() / "a.json").write_text("{half")
    app = open_app(parse_args(["--size", "800x600"]))
    try:
        menu = app.top
        assert isinstance(menu, MenuScene)
        first, second = menu.notice.split("\n")
        assert first.startswith("Vos paramètres étaient illisibles") and first.endswith("0 à 100, pas 150")
        assert second.endswith("a.json n’est pas du JSON valide (ligne 1, colonne 2)")
        app.frame(1 / 60)
        lines, size = menu.notice_lines, menu._notice_size(600)
        assert " ".join(lines) == menu.notice.replace("\n", " ") and len(lines) == 4  # nothing cut off
        assert all(font(max(16, 600 // 44)).size(line)[0] <= 760 for line in lines)
        assert menu.ring.widgets[-1].rect.bottom <= 600 - 16 - len(lines) * size  # clear of the buttons
        menu.resize((800, 500))  # the smallest window: buttons no smaller than without a notice, which gets the rest
        lines, size = menu.notice_lines, menu._notice_size(500)
        assert lines and all(font(max(16, 500 // 44)).size(line)[0] <= 760 for line in lines)
        assert all(b.rect.height >= BUTTON_LEAST for b in menu.ring.widgets)
        assert menu.ring.widgets[-1].rect.bottom <= 500 - 16 - len(lines) * size
    finally:
        app.quit()
        i18n.install("en")


@pytest.mark.parametrize("text", ["[1,2]", '{"language": 5}', '{"speed": []}', '{"names": 5}', '{"names": [5]}',
                                  '{"speed": "warp"}', '{"language": "../../etc"}', "{half", '"text"',
                                  '{"volume": 150}', '{"volume": 5.5}', '{"muted": "yes"}',
                                  '{"window": [16000, 16000]}', '{"window": [100, 100]}', '{"window": [1280]}'])
def test_damaged_settings_are_set_aside_and_the_defaults_used(text):
    path = settings_mod.config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    settings, notice = settings_mod.load()
    assert settings == settings_mod.Settings()
    assert "could not be read and were set aside" in notice
    assert not path.exists() and len(list(path.parent.glob("settings.json.damaged-*"))) == 1


def test_settings_round_trip_and_unknown_fields_are_ignored():
    s = settings_mod.Settings(speed="fast", language="en", names=["Rosa", ""], volume=35, muted=True)
    settings_mod.save(s)
    assert settings_mod.load() == (s, "")
    path = settings_mod.config_path()
    path.write_text(json.dumps({**s.to_json(), "from_a_newer_version": 1}))
    assert settings_mod.load() == (s, "")


def test_the_game_starts_with_damaged_settings_and_says_so(monkeypatch):
    path = settings_mod.config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"speed": []}')
    shown = []
    monkeypatch.setattr(MenuScene, "draw", lambda self, surface: shown.append(self.notice))
    assert main.main(["--frames", "60"]) == 0  # the window (SDL's dummy driver), not --headless
    assert shown and "set aside" in shown[-1]


def test_a_speed_from_the_command_line_is_for_that_run_only():
    """A tester's one run with --autoplay left every later start at "Instant", and replays raced by: the
    command line's speed is used for the run and never saved over the player's own."""
    from main import open_app, parse_args

    settings_mod.save(settings_mod.Settings(speed="slow"))
    app = open_app(parse_args(["--speed", "instant"]))
    try:
        assert app.settings.animation_speed == 0.0 and app.settings.speed_now == "instant"
        settings_mod.save(app.settings)  # as the game does when it closes
        assert settings_mod.load()[0].speed == "slow"
    finally:
        app.quit()
