"""A folder the game cannot write to, or a disk that fills up mid-game: the game goes on, says what it could
not keep, and loses nothing it had kept."""

from __future__ import annotations

import errno

import pytest

from game import storage
from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.storage import write_json_atomically
from scenes.core import saves
from scenes.core import settings as settings_mod
from scenes.core.saves import list_saves, load_match, records_dir, saves_dir
from scenes.screens.game_setup import SetupScene
from scenes.screens.history_screen import HistoryScene
from scenes.screens.menu import MenuScene
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
    assert table.slot.path is None and table.message.startswith("Could not save the game: ")
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


def test_a_records_folder_that_refuses_at_the_end_keeps_the_game_until_its_record_can_be_kept(persisting,
                                                                                               monkeypatch):
    """The finished game's record cannot be written (the saves still can): the game is saved as it ended, the
    scoring sheet says so truly, and once there is room the menu keeps the record and drops the save."""
    app = persisting
    table = table_for(app, korsar())
    app.push(table)
    play(app, table, lambda: len(table.match.record.actions) >= 4)
    saved = table.slot.path
    assert saved is not None and saved.exists()

    disk = {"full": True}

    def full(path, data):
        if disk["full"] and path.parent == records_dir():
            raise OSError(errno.ENOSPC, "No space left on device")
        write_json_atomically(path, data)

    monkeypatch.setattr("scenes.core.saves.write_json_atomically", full)
    monkeypatch.setattr("scenes.core.saves._make_spare", lambda path: None)  # no room kept beside the save
    play(app, table, lambda: table.match.is_over)
    assert table.message == "Could not save the game: the disk is full"
    assert not list(records_dir().glob("*.json"))
    assert load_match(saved).record.actions == table.match.record.actions  # saved as it ended
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)
    assert app.top.notes[-1] == ("Could not save the game: the disk is full. The result is kept while the game "
                                 "runs and joins the History as soon as there is room (the menu tries again). Should "
                                 "the game close first, “Continue a game” holds it as it ended.")
    app.frame(1 / 60)

    disk["full"] = False
    app.reset(MenuScene(app))
    assert app.top.saves == [] and "now in the History" in app.top.notice
    saves, _damaged = list_saves()
    assert saves == [] and len(list(records_dir().glob("*.json"))) == 1
    assert not list(saves_dir().glob("*.damaged-*")) and not list(saves_dir().iterdir())


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


class SmallDisk:
    """The user's data folder on a disk of `room` bytes: a file written there (atomically, as the game writes)
    fails with "No space left on device" when the files already there and the new one would not fit."""

    def __init__(self, monkeypatch, room: int) -> None:
        self.room = room
        self.refused = 0
        real = storage.os.fdopen

        def fdopen(fd, *args, **kwargs):
            f = real(fd, *args, **kwargs)
            disk = self

            class Sized:  # the file being written: refused at its flush if it does not fit
                def __getattr__(self, name):
                    return getattr(f, name)

                def __enter__(self):
                    f.__enter__()
                    return self

                def __exit__(self, *exc):
                    return f.__exit__(*exc)

                def write(self, text):
                    return f.write(text)

                def flush(self):
                    f.flush()
                    if disk.used() > disk.room:
                        disk.refused += 1
                        raise OSError(errno.ENOSPC, "No space left on device")

            return Sized()

        monkeypatch.setattr(storage.os, "fdopen", fdopen)

    @staticmethod
    def used() -> int:
        folder = settings_mod.data_dir()
        return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else 0


def test_a_disk_that_fills_mid_game_still_keeps_the_finished_game_from_the_room_kept_beside_its_save(persisting,
                                                                                                   monkeypatch):
    """The disk fills a few moves in: the saves after that fail and say so, the game goes on, and at its end the
    spare file kept beside the save gives its room to the record: the game joins the History, nothing is left
    under Continue, and the scoring sheet has nothing to confess."""
    app = persisting
    table = table_for(app, korsar(seed=5))
    app.push(table)
    play(app, table, lambda: len(table.match.record.actions) >= 4)
    saved = table.slot.path
    assert saves.spare_path(saved).stat().st_size == saves.SPARE_BYTES
    disk = SmallDisk(monkeypatch, SmallDisk.used() + 200)  # a few more saves fit, then none
    play(app, table, lambda: table.match.is_over)
    assert disk.refused > 0
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)
    assert not any("Could not save" in note for note in app.top.notes)
    (record,) = records_dir().glob("*.json")
    assert load_json_actions(record) == table.match.record.actions
    assert list(saves_dir().iterdir()) == []  # the save, its spare and its lock are gone


def test_a_disk_full_before_the_game_began_keeps_the_result_in_memory_and_says_what_waits_where(persisting,
                                                                                              monkeypatch):
    """No room for a spare and none at the end: the scoring sheet says the result is kept in memory and what
    "Continue a game" really holds (the last save that fit, so many moves before the end); the menu writes the
    record once there is room, and drops the save."""
    app = persisting
    table = table_for(app, korsar(seed=5))
    monkeypatch.setattr(saves, "_make_spare", lambda path: None)  # the disk had no room for a spare
    app.push(table)
    play(app, table, lambda: len(table.match.record.actions) >= 4)
    saved = table.slot.path
    kept = len(load_match(saved).record.actions)
    disk = SmallDisk(monkeypatch, SmallDisk.used() + 50)
    play(app, table, lambda: table.match.is_over)
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)
    behind = len(table.match.record.actions) - kept
    assert disk.refused > 0 and behind > 1 and len(load_match(saved).record.actions) == kept
    assert app.top.notes[-1] == (
        "Could not save the game: the disk is full. The result is kept while the game runs and joins the History as "
        "soon as there is room (the menu tries again). Should the game close first, “Continue a game” holds its "
        f"last save, {behind} moves before the end.")
    app.frame(1 / 60)
    app.reset(MenuScene(app))  # still no room: the game waits, in memory and under Continue
    assert [s.path for s in app.top.saves] == [saved] and not list(records_dir().glob("*.json"))
    disk.room = 10**9
    app.reset(MenuScene(app))
    assert app.top.saves == [] and "now in the History" in app.top.notice
    (record,) = records_dir().glob("*.json")
    assert load_json_actions(record) == table.match.record.actions


def load_json_actions(path) -> list[str]:
    import json

    return json.loads(path.read_text())["actions"]
