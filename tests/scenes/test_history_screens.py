"""The history screen (finished games, replay, export, import) and the statistics, through the menu."""

from __future__ import annotations

import json
import os
import re

import pygame
import pytest

from game.core import Setup
from game.history import load_any
from game.match import AI, HUMAN, Match, SeatConfig
from game.record import CorruptRecord
from game.record_text import read_text
from scenes.core.app import App
from scenes.core.saves import records_dir
from scenes.core.settings import Settings
from scenes.screens.history_screen import HistoryScene, ImportOverlay, exports_dir
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import MessageOverlay
from scenes.screens.replay import ReplayScene
from scenes.screens.scoring import ScoringScene
from scenes.screens.stats_screen import StatsScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until


@pytest.fixture
def persisting(app):
    app.persist = True
    app.push(MenuScene(app))
    return app


def play_to_the_end(app, seed: int) -> Match:
    """Rosa plays her first legal action each turn against two easy AI seats, to the scoring screen."""
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Anne", "easy"), SeatConfig(AI, "Jack", "hard")]
    match = Match("korsar", Setup(3), seats, seed, think=0.01)
    table = table_for(app, match)
    app.push(table)
    while not isinstance(app.top, ScoringScene):
        run_until(app, lambda: table.human_turn() is not None or isinstance(app.top, ScoringScene), frames=20000)
        if table.human_turn() is not None:
            table.picker.choose(table.legal()[0])
    app.reset(MenuScene(app))
    return match


def open_history(app) -> HistoryScene:
    (button,) = [b for b in app.top.ring.widgets if b.label == "History and statistics"]
    button.action()
    assert isinstance(app.top, HistoryScene)
    return app.top


def test_statistics_update_after_each_finished_game(persisting):
    app = persisting
    first = play_to_the_end(app, seed=1)
    open_history(app).statistics()
    (rosa,) = app.top.stats
    assert (rosa.name, rosa.game, rosa.games, rosa.best) == ("Rosa", "korsar", 1, first.rules.scores(first.state)[0])
    assert dict(rosa.against) == {"easy": 1, "hard": 1}
    app.reset(MenuScene(app))
    second = play_to_the_end(app, seed=2)
    open_history(app).statistics()
    (rosa,) = app.top.stats
    scores = [m.rules.scores(m.state)[0] for m in (first, second)]
    assert rosa.games == 2 and rosa.recent == scores and rosa.best == max(scores)
    assert rosa.wins == sum(0 in m.rules.winners(m.state) for m in (first, second))
    app.frame(1 / 60)  # and the screen draws
    assert isinstance(app.top, StatsScene)


def test_history_lists_replays_exports_and_imports(persisting):
    app = persisting
    match = play_to_the_end(app, seed=3)
    history = open_history(app)
    row, export = history.ring.widgets[0], history.ring.widgets[1]
    scores = match.rules.scores(match.state)
    assert row.label.startswith("Korsar · today ") and f"Rosa {scores[0]}" in row.label
    assert "(won)" in row.label
    row.action()
    assert isinstance(app.top, ReplayScene) and app.top.total == len(match.record.actions)
    app.pop()
    export.action()
    assert isinstance(app.top, MessageOverlay) and "seed" in app.top.body
    (path,) = exports_dir().glob("*.txt")
    assert str(path) in app.top.body
    assert read_text(path).record == match.record
    assert re.fullmatch(r"korsar-\d{4}-\d\d-\d\d-\d{4}\.txt", path.name)  # a name a person reads (issue 51)
    app.pop()
    export.action()  # the same game again within the minute: a name of its own
    assert {p.name for p in exports_dir().glob("*.txt")} == {path.name, path.name.replace(".txt", "-2.txt")}
    (exports_dir() / path.name.replace(".txt", "-2.txt")).unlink()
    app.pop()
    (exports_dir() / "broken.txt").write_text(path.read_text().replace("\ndraw\n", "\nfly away\n", 1))
    history.import_()
    importing = app.top
    assert isinstance(importing, ImportOverlay)
    by_name = {b.label: b for b in importing.ring.widgets}
    by_name["broken.txt"].action()
    assert app.top is importing and "broken.txt" in importing.notice
    assert "is not a legal action here" in importing.notice
    assert "line " in importing.notice
    by_name[path.name].action()
    assert isinstance(app.top, ReplayScene) and app.top.replay.original == match.record


def test_a_damaged_record_is_set_aside_with_a_notice(persisting):
    app = persisting
    records_dir().mkdir(parents=True)
    (records_dir() / "bad.json").write_text(json.dumps({"game": "chess"}))
    history = open_history(app)
    assert history.games == [] and "set aside" in history.notice and "unknown game" in history.notice
    assert list(records_dir().glob("bad.json.damaged-*"))
    app.frame(1 / 60)


def test_each_record_set_aside_is_told_on_a_line_of_its_own(persisting):
    """Two damaged records: two notices, the second starting a line of its own (they once ran on in one
    paragraph), and what does not fit under the buttons ends with an ellipsis instead of being dropped."""
    from scenes.core.widgets import recording

    app = persisting
    records_dir().mkdir(parents=True)
    (records_dir() / "a.json").write_text(json.dumps({"game": "chess"}))
    (records_dir() / "b.json").write_text("{")
    history = open_history(app)
    first, second = history.notice.split("\n")
    assert "unknown game" in first and "not valid JSON" in second
    with recording() as drawn:
        app.frame(1 / 60)
    said = [s for _, s in drawn if s.rstrip("…") in history.notice]
    assert sum(s.startswith("A game record could not be read") for s in said) == 2, said
    assert said[-1].endswith("…") or history.notice.endswith(said[-1]), said


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_statistics_columns_never_cut_their_words(lang, size):
    """Each column is as wide as its widest cell: no head or figure is shortened with an ellipsis, in
    either language, at the smallest and the usual window."""
    from game.history import list_finished
    from scenes.core import i18n
    from scenes.core.widgets import recording
    from tests.scenes.screens import keep_some_records

    keep_some_records(3)  # one game of each
    i18n.install(lang)
    app = App(Settings(speed="instant"), headless=True, size=size, persist=False)
    try:
        app.push(MenuScene(app))
        app.push(StatsScene(app, list_finished(records_dir())[0]))
        with recording() as drawn:
            app.frame(1 / 60)
    finally:
        app.quit()
        i18n.install("en")
    words = [s for _, s in drawn]
    assert "Rosa" in words and len(app.top.stats) == 3
    assert not [s for s in words if "…" in s]


def test_import_lists_only_record_files_and_never_waits_on_a_pipe(persisting):
    """A folder, a link to nowhere or to itself, /dev/zero and a named pipe (whose opening would wait for a
    writer for ever) in the exports folder are not offered; the record files are, newest first."""
    app = persisting
    folder = exports_dir()
    folder.mkdir(parents=True)
    (folder / "folder.json").mkdir()
    os.symlink(folder / "gone.txt", folder / "nowhere.txt")
    os.symlink(folder / "loop.json", folder / "loop.json")
    os.symlink("/dev/zero", folder / "zero.txt")
    os.mkfifo(folder / "pipe.txt")
    (folder / "older.txt").write_text("korsar 2 seed 5\n")
    (folder / "newer.json").write_text("{}")
    os.utime(folder / "older.txt", (1_700_000_000, 1_700_000_000))
    open_history(app).import_()
    overlay = app.top
    assert isinstance(overlay, ImportOverlay)
    assert [p.name for p in overlay.files] == ["newer.json", "older.txt"]
    with pytest.raises(CorruptRecord, match="pipe.txt is not a regular file"):
        load_any(folder / "pipe.txt")  # --replay on the command line: refused at once
    app.frame(1 / 60)


def test_an_imported_record_is_refused_in_the_words_of_its_game(persisting):
    """A French player imports a Freibeuter text whose second line plays a Dutchman card on a square off its
    row: the reason names the row as the table does ("rangée 5"), not in notation ("row5"), which it once did
    inside a French sentence."""
    from scenes.core import i18n

    app = persisting
    exports_dir().mkdir(parents=True, exist_ok=True)
    (exports_dir() / "freibeuter.txt").write_text("freibeuter players=2 seed=4\ndutchman row5 A1\n")
    try:
        i18n.install("fr")
        history = HistoryScene(app)
        app.push(history)
        history.import_()
        importing = app.top
        (button,) = [b for b in importing.ring.widgets if b.label == "freibeuter.txt"]
        button.action()
        assert "rangée 5" in importing.notice and "row5" not in importing.notice.replace("'dutchman row5 A1'", "")
        assert importing.notice.startswith("Impossible d’importer freibeuter.txt\u00a0: ligne 2\u00a0: ")
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_empty_statistics_say_whole_why_all_ai_games_do_not_count(app, monkeypatch, lang):
    """A tester finished three all-AI games and found "No statistics yet" with no word why: the screen says
    which games count, whole (wrapped, never cut) at 800x600."""
    from scenes.core import i18n
    from scenes.screens import stats_screen

    drawn: list[str] = []
    real = stats_screen.text
    monkeypatch.setattr(stats_screen, "text", lambda surf, s, *a, **k: drawn.append(s) or real(surf, s, *a, **k))
    i18n.install(lang)
    try:
        app.resized((800, 600))
        app.push(StatsScene(app, []))  # no game with a person at the table finished yet
        app.frame(1 / 60)
        shown = " ".join(drawn)
        assert "…" not in shown
        assert ("AI seats" in shown) if lang == "en" else ("entre IA" in shown)
    finally:
        i18n.install("en")


def test_a_path_longer_than_a_line_is_broken_between_folders_not_run_off_the_dialog(app):
    """The export dialog's file path ran past its right edge (issue 51)."""
    from scenes.core.widgets import font, wrap

    path = "/home/rosa/.local/share/pirate-table/exports/korsar-2026-11-29-1435.txt"
    rows = wrap(f"Saved as {path}", 16, 220)
    assert all(font(16).size(row)[0] <= 220 for row in rows) and len(rows) > 2
    assert "".join(rows[1:]) == path and rows[1].endswith("/")  # nothing lost, broken after a folder


def test_import_browses_folders_like_a_file_picker(persisting, tmp_path, monkeypatch):
    """Tester 3: Import only listed one folder. Folders open with a click, Up goes to the one above, Downloads and
    Home reach the usual places; the record files of the folder shown are listed, newest first."""
    from scenes.screens import history_screen

    app = persisting
    exports_dir().mkdir(parents=True, exist_ok=True)
    sent = exports_dir() / "sent"
    sent.mkdir()
    (sent / "game.txt").write_text("korsar 2 seed 5\n")
    downloads = tmp_path / "Downloads"
    downloads.mkdir()
    (downloads / "from-a-friend.json").write_text("{}")
    monkeypatch.setattr(history_screen, "downloads_dir", lambda: downloads)
    overlay = ImportOverlay(app)
    app.push(overlay)
    by_label = {b.label: b for b in overlay.ring.widgets}
    by_label["sent/"].action()
    assert overlay.folder == sent and [p.name for p in overlay.files] == ["game.txt"]
    assert "game.txt" in [b.label for b in overlay.ring.widgets]
    {b.label: b for b in overlay.ring.widgets}["Up"].action()
    assert overlay.folder == exports_dir()
    {b.label: b for b in overlay.ring.widgets}["Downloads"].action()
    assert [p.name for p in overlay.files] == ["from-a-friend.json"]
    screen = pygame.Rect((0, 0), app.screen.get_size())
    rects = [b.rect for b in overlay.ring.widgets]
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
