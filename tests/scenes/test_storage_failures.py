"""A folder the game cannot write to, or a disk that fills up mid-game: the game goes on, says what it could
not keep, and loses nothing it had kept."""

from __future__ import annotations

import errno

import pytest

from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.storage import write_json_atomically
from scenes.core import settings as settings_mod
from scenes.core.saves import list_saves, load_match, records_dir, saves_dir
from scenes.screens.game_setup import SetupScene
from scenes.screens.history_screen import HistoryScene
from scenes.screens.menu import MenuScene, resume
from scenes.screens.scoring import ScoringScene
from scenes.screens.settings_screen import SettingsOverlay
from scenes.tables import table_for
from tests.scenes.conftest import run_until


@pytest.fixture
def persisting(app):
    app.persist = True
    app.push(MenuScene(app))
    return app


def korsar(seed: int = 3) -> Match:
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Anne", "easy")]
    return Match("korsar", Setup(2), seats, seed)


def play(app, table, until) -> None:
    """Rosa plays her first legal action each turn until `until()` holds."""
    while not until():
        run_until(app, lambda: until() or table.human_turn() is not None, frames=20000)
        if not until():
            table.picker.choose(table.legal()[0])


def unwritable_user_folders() -> None:
    """The game's own data and settings folders are files: nothing can be made in them (even by root)."""
    for folder in (settings_mod.data_dir(), settings_mod.config_path().parent):
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder")


def test_a_game_plays_to_its_end_where_nothing_can_be_saved_and_says_so(persisting):
    app = persisting
    unwritable_user_folders()
    app.reset(MenuScene(app))
    app.top.new_game()
    assert isinstance(app.top, SetupScene)
    app.top._start()  # the last setup cannot be kept either: the game starts all the same
    table = app.top
    play(app, table, lambda: len(table.match.record.actions) >= 2)
    assert table.save_path is None and table.message.startswith("Could not save the game: ")
    app.frame(1 / 60)  # and the table draws with it
    play(app, table, lambda: isinstance(app.top, ScoringScene))
    app.frame(1 / 60)
    app.reset(MenuScene(app))
    assert app.top.saves == []
    app.push(HistoryScene(app))
    assert app.top.games == []
    app.frame(1 / 60)


def test_settings_that_cannot_be_saved_say_so_on_the_settings_screen(persisting):
    app = persisting
    unwritable_user_folders()
    app.push(SettingsOverlay(app))
    overlay = app.top
    overlay._changed()
    assert overlay.notice.startswith("Could not save the settings: ")
    app.frame(1 / 60)


def test_a_disk_full_at_the_end_keeps_the_game_in_progress_until_its_record_can_be_kept(persisting, monkeypatch):
    """The finished game's record cannot be written: the scoring sheet says so, and the game is saved as it
    ended, so Continue shows the end again and, once the disk has room, keeps the record and drops the save."""
    app = persisting
    table = table_for(app, korsar())
    app.push(table)
    play(app, table, lambda: len(table.match.record.actions) >= 4)
    saved = table.save_path
    assert saved is not None and saved.exists()

    disk = {"full": True}

    def full(path, data):
        if disk["full"] and path.parent == records_dir():
            raise OSError(errno.ENOSPC, "No space left on device")
        write_json_atomically(path, data)

    monkeypatch.setattr("scenes.core.saves.write_json_atomically", full)
    play(app, table, lambda: table.match.is_over)
    assert table.message == "Could not save the game: the disk is full"
    assert not list(records_dir().glob("*.json"))
    assert load_match(saved).record.actions == table.match.record.actions  # saved as it ended
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)
    assert app.top.notes[-1] == ("Could not save the game: the disk is full. It waits under “Continue a game” "
                                 "until it can join the History.")
    app.frame(1 / 60)

    disk["full"] = False
    app.reset(MenuScene(app))
    (left,) = app.top.saves
    assert left.path == saved
    resume(app, saved)
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)  # nobody plays: it is over
    assert app.top.notes == [] or "Could not save" not in app.top.notes[-1]
    saves, _damaged = list_saves()
    assert saves == [] and len(list(records_dir().glob("*.json"))) == 1
    assert not list(saves_dir().glob("*.damaged-*"))


def test_why_a_file_could_not_be_written_is_said_in_the_players_language():
    """The system's reason is in the system's language (often English); the common ones are the game's own
    words, in the language the game speaks, and any other is the system's text as it is."""
    from scenes.core.i18n import install, why_not

    try:
        install("fr")
        assert why_not(OSError(errno.ENOSPC, "No space left on device")) == "le disque est plein"
        assert why_not(PermissionError(errno.EACCES, "Permission denied")) == "accès refusé"
        install("en")
        assert why_not(OSError(errno.EROFS, "Read-only file system")) == "the disk is read-only"
        assert why_not(OSError(errno.ELOOP, "Too many levels of symbolic links")) == "Too many levels of symbolic links"
        assert why_not(OSError("no errno at all")) == "no errno at all"
    finally:
        install("en")
