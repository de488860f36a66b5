"""Saved games, records of finished games and settings: several games in progress, Continue with its
log, the last action saved before it is shown, and damaged files set aside without stopping the game."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time

import pytest

from game.core import Setup
from game.history import list_finished
from game.match import AI, HUMAN, NAME_LIMIT, Match, SeatConfig
from game.record import CorruptRecord, Record
from game.storage import FileLock
from scenes.core import saves
from scenes.core import settings as settings_mod
from scenes.core.saves import list_saves, load_match, new_save_path, records_dir, save_match, saves_dir
from scenes.screens.game_setup import SetupScene
from scenes.screens.menu import MenuScene, SavesOverlay, resume
from scenes.screens.scoring import ScoringScene
from scenes.table.scene import TableScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def korsar(kinds: str = "haaa", seed: int = 1) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("korsar", Setup(len(kinds)), seats, seed)


def play_some(app, table, actions: int) -> None:
    """The person plays their first legal action each turn until the game has `actions` actions."""
    while len(table.match.record.actions) < actions:
        run_until(app, lambda: table.human_turn() is not None)
        table.picker.choose(table.legal()[0])
    run_until(app, lambda: table.human_turn() is not None)


def log_texts(table) -> list[str]:
    return [line.text for line in table.log.lines]


@pytest.fixture
def persisting(app):
    app.persist = True
    return app


def test_each_game_in_progress_has_its_own_save_listed_by_continue(persisting):
    app = persisting
    app.push(MenuScene(app))
    first = table_for(app, korsar(seed=1))
    app.push(first)
    play_some(app, first, 5)
    app.reset(MenuScene(app))
    app.top.new_game()
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup._set_game("freibeuter")
    setup._start()  # a second game: the first one's save stays
    second = app.top
    play_some(app, second, 1)
    found, notices = list_saves()
    assert notices == [] and len(found) == 2
    assert {s.path for s in found} == {first.slot.path, second.slot.path}
    newest, older = found
    assert newest.record.game == "freibeuter" and older.record.game == "korsar"
    assert older.record.actions == first.match.record.actions
    assert older.round == len(older.record.actions) // 4 + 1  # a Korsar turn is one action
    app.reset(MenuScene(app))
    continue_button = app.top.ring.widgets[1]
    assert continue_button.label == "Continue a game (2)"
    continue_button.action()
    listing = app.top
    assert isinstance(listing, SavesOverlay)
    labels = [w.label for w in listing.ring.widgets]
    def moves(saved) -> str:  # the moves played tell two games of one round and minute apart (tester 9)
        n = len(saved.record.actions)
        return f"{n} move" if n == 1 else f"{n} moves"

    assert labels[0].startswith(f"Freibeuter · round {newest.round}, {moves(newest)} · today ")
    assert labels[2].startswith(f"Korsar · round {older.round}, {moves(older)} · today ")
    assert labels[2].endswith(" · P0, P1, P2, P3")


def test_a_game_left_before_any_person_moved_is_not_kept(persisting):
    """Saves piled up from games started and left at once (issue 51): one left before a person at the screen
    made a move goes; one a person moved in stays, and so does a game of AI seats only."""
    app = persisting
    app.push(MenuScene(app))
    rules = korsar().rules
    seed = next(n for n in range(50) if rules.new_game(Setup(3), n).to_act == 0)  # an AI seat starts
    left = table_for(app, korsar("aha", seed=seed))
    app.push(left)
    run_until(app, lambda: left.human_turn() is not None)
    assert left.match.record.actions and left.slot.path.exists()  # the AI seat's move was saved...
    app.reset(MenuScene(app))
    assert not left.slot.path or not left.slot.path.exists()  # ...and goes with its table
    played = table_for(app, korsar("aha", seed=1))
    app.push(played)
    play_some(app, played, 3)
    watched = table_for(app, korsar("aaa", seed=1))
    app.reset(watched)
    run_until(app, lambda: watched.slot.path is not None)
    app.reset(MenuScene(app))
    assert {s.path for s in list_saves()[0]} == {played.slot.path, watched.slot.path}


def test_only_the_games_played_last_are_kept(persisting, monkeypatch):
    """A new game beyond SAVES_KEPT removes the one played longest ago, but not one another window plays."""
    monkeypatch.setattr(saves, "SAVES_KEPT", 3)
    paths = []
    for seed in range(4):
        path = new_save_path("korsar")
        save_match(korsar("ha", seed=seed), path)
        paths.append(path)
        time.sleep(0.01)
    held = FileLock(saves.lock_path(paths[0]))
    assert held.acquire()  # the oldest is open in another window
    slot = saves.SaveSlot()
    slot.save(korsar("ha", seed=9))
    kept = [s.path for s in list_saves()[0]]
    assert kept[0] == slot.path and paths[1] not in kept and paths[0] in kept and len(kept) == 4
    held.release()
    slot.close()


def test_continue_picks_up_the_game_with_its_log(persisting):
    app = persisting
    app.push(MenuScene(app))
    table = table_for(app, korsar(seed=4))
    app.push(table)
    play_some(app, table, 9)
    before = log_texts(table)
    assert len(before) > 9
    resume(app, table.slot.path)
    again = app.top
    assert (isinstance(again, TableScene) and again.kit.game == "korsar") and again is not table
    assert again.match.record.actions == table.match.record.actions
    assert again.rules.to_json(again.match.state) == table.rules.to_json(table.match.state)
    assert log_texts(again) == before
    play_some(app, again, 11)  # it goes on saving to the same file
    assert load_match(table.slot.path).record.actions == again.match.record.actions
    assert len(list_saves()[0]) == 1


def test_the_last_action_is_saved_before_it_is_shown(persisting):
    app = persisting
    app.push(MenuScene(app))
    table = table_for(app, korsar(seed=2))
    app.push(table)
    play_some(app, table, 3)
    table.picker.choose(table.legal()[0])  # no frame has run since: nothing of it is shown yet
    assert table.pending
    assert load_match(table.slot.path).record.actions == table.match.record.actions


def test_a_finished_game_leaves_its_record_and_drops_its_save(persisting):
    app = persisting
    app.push(MenuScene(app))
    path = new_save_path("korsar")
    match = korsar("aaa", seed=1)
    save_match(match, path)
    app.push(table_for(app, match, saves.SaveSlot.claim(path)))
    run_until(app, lambda: isinstance(app.top, ScoringScene))
    assert not path.exists() and list_saves() == ([], [])
    (record,) = records_dir().glob("*.json")
    data = json.loads(record.read_text())
    assert data["actions"] == match.record.actions and data["scores"] == match.rules.scores(match.state)
    assert [s["name"] for s in data["seats"]] == ["P0", "P1", "P2"]


def test_records_keep_only_the_newest(persisting, monkeypatch):
    monkeypatch.setattr(saves, "RECORDS_KEPT", 2)
    for seed in (1, 2, 3):
        m = korsar("aa", seed=seed)
        m.run_agents()
        saves.keep_record(m)
    kept = sorted(records_dir().glob("*.json"))
    assert len(kept) == 2
    assert [json.loads(p.read_text())["seed"] for p in kept] == [2, 3]


def good_save() -> dict:
    m = korsar("ha", seed=5)
    m.run_agents()
    data = saves.match_json(m)
    data["saved_at"] = 1_700_000_000.0
    return data


def write_save(name: str, data: object) -> os.PathLike:
    path = saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


DAMAGED = {
    "seed of 5,000 digits": lambda d: json.dumps(d).replace('"seed": 5', '"seed": ' + "9" * 5000),
    "seed of 4,000 digits": lambda d: json.dumps(d).replace('"seed": 5', '"seed": ' + "9" * 4000),
    "nested 200,000 deep": lambda d: "[" * 200_000 + "]" * 200_000,
    "unknown seat kind": lambda d: {**d, "seats": [{**d["seats"][0], "kind": "robot"}, d["seats"][1]]},
    "float seed": lambda d: {**d, "seed": 5.0},
    "not JSON": lambda d: "{half a save",
    "not an object": lambda d: [1, 2],
    "too few seats": lambda d: {**d, "seats": d["seats"][:1]},
    "a seat that is a number": lambda d: {**d, "seats": [5, 6]},
}


@pytest.mark.parametrize("damage", list(DAMAGED))
def test_a_damaged_save_is_set_aside_and_the_menu_still_starts(persisting, damage):
    app = persisting
    path = write_save("bad.json", DAMAGED[damage](good_save()))
    write_save("good.json", good_save())
    app.push(MenuScene(app))
    menu = app.top
    assert [s.path.name for s in menu.saves] == ["good.json"]
    assert "could not be read and was set aside" in menu.notice
    assert not path.exists() and len(list(saves_dir().glob("bad.json.damaged-*"))) == 1
    app.frame(1 / 60)  # and it draws


def test_a_save_that_is_a_symlink_to_dev_zero_is_set_aside(persisting):
    app = persisting
    saves_dir().mkdir(parents=True)
    os.symlink("/dev/zero", saves_dir() / "zero.json")
    app.push(MenuScene(app))
    assert app.top.saves == [] and "not a regular file" in app.top.notice
    assert not os.path.lexists(saves_dir() / "zero.json")


def test_a_save_that_is_a_link_to_nowhere_is_set_aside_and_the_menu_still_starts(persisting):
    app = persisting
    saves_dir().mkdir(parents=True)
    os.symlink(saves_dir() / "gone.json", saves_dir() / "link.json")
    write_save("good.json", good_save())
    app.push(MenuScene(app))
    assert [s.path.name for s in app.top.saves] == ["good.json"]
    assert "link to a file that is not there" in app.top.notice
    assert not os.path.lexists(saves_dir() / "link.json")


def test_a_save_that_does_not_replay_is_set_aside_on_continue(persisting):
    app = persisting
    data = good_save()
    data["actions"] = data["actions"][:2] + ["play admiral g99"]
    path = write_save("broken.json", data)
    app.push(MenuScene(app))
    assert len(app.top.saves) == 1  # it looks like a save...
    resume(app, path)  # ...until it is replayed
    assert isinstance(app.top, MenuScene) and "does not replay" in app.top.notice
    assert not path.exists() and list(saves_dir().glob("broken.json.damaged-*"))


def test_two_damaged_saves_of_one_name_are_both_kept(persisting):
    for _ in range(2):
        write_save("bad.json", "{half")
        list_saves()
    assert len(list(saves_dir().glob("bad.json.damaged-*"))) == 2


def test_names_in_a_save_are_cleaned(persisting):
    data = good_save()
    data["seats"][0]["name"] = "\u200b\u200b\u200e"
    data["seats"][1]["name"] = "y" * 8000
    path = write_save("names.json", data)
    match = load_match(path)
    assert [s.name for s in match.seats] == ["Player 1", "y" * NAME_LIMIT]


def test_why_a_file_was_set_aside_is_said_in_the_players_language(monkeypatch):
    """game/ knows no languages: each reason it gives for a damaged file is a Reason, said in the language the
    game speaks, down to a rule's reason quoted inside one and the system's own reason for a file it could not
    read (the common ones in the game's words). Before, a French screen read "a.json is not valid JSON: ..."."""
    from game import storage
    from scenes.core import i18n

    folder = saves_dir()
    folder.mkdir(parents=True)
    (folder / "a.json").write_text("{half")
    record = Record("korsar", Setup(2), 1, ["nonsense"]).to_json()
    (folder / "b.json").write_text(json.dumps({**record, "seats": [SeatConfig(HUMAN, "Ann").to_json(),
                                                                   SeatConfig(AI, "Bo").to_json()]}))
    settings_path = settings_mod.config_path()
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_text('{"volume": 150}')
    try:
        i18n.install("fr")
        found, notices = list_saves()
        assert [s.path.name for s in found] == ["b.json"]
        assert notices[0].startswith("Une partie enregistrée était illisible et a été mise de côté")
        assert notices[0].endswith("a.json n’est pas du JSON valide (ligne 1, colonne 2)")
        with pytest.raises(CorruptRecord) as refused:
            load_match(folder / "b.json")
        assert saves.set_aside_notice(folder / "b.json", refused.value).endswith(
            "la partie sauvegardée ne se rejoue pas\u00a0: pas une action de Korsar\u00a0: 'nonsense' (par exemple "
            "'draw', 'play red3 g2', 'discard red3')")
        assert i18n.say(settings_mod.load()[1]).endswith("le volume doit être un nombre entier de 0 à 100, pas 150")

        def denied(*args, **kwargs):
            raise PermissionError(errno.EACCES, "Permission denied")

        (folder / "c.json").write_text("{}")
        monkeypatch.setattr(storage, "open", denied, raising=False)
        assert list_saves()[1][0].endswith("impossible de lire c.json\u00a0: accès refusé")
        i18n.install("en")
        assert str(refused.value) == ("the saved game does not replay: not a Korsar action: 'nonsense' (e.g. 'draw', "
                                      "'play red3 g2', 'discard red3')")
    finally:
        i18n.install("en")


# -- settings ----------------------------------------------------------------------------------------


def test_when_a_game_was_saved_reads_as_a_player_says_it():
    noon = time.mktime((2026, 11, 22, 12, 0, 0, 0, 0, -1))
    assert saves.when(noon - 3600, noon) == "today 11:00"
    assert saves.when(noon - 86400, noon) == "yesterday 12:00"
    assert saves.when(noon - 5 * 86400, noon) == "2026-11-17 12:00"


def test_deleting_a_save_asks_twice_and_the_list_scrolls(persisting):
    from scenes.core.input import NAVIGATE, Intent

    app = persisting
    for i in range(12):
        data = good_save()
        data["saved_at"] = 1_700_000_000.0 + i * 86400  # a day apart: each row reads differently
        write_save(f"game{i:02}.json", data)
    app.push(MenuScene(app))
    app.top.continue_game()
    listing = app.top
    shown = listing._rows()
    assert shown < 12
    first_label = listing.ring.widgets[0].label
    for _ in range(2 * shown + 5):  # down past the last row shown: the list moves on
        app.dispatch(Intent(NAVIGATE, dy=1))
    assert listing.first > 0 and listing.ring.widgets[0].label != first_label
    listing.first = 0
    listing._build()
    delete = listing.ring.widgets[1]
    delete.action()
    assert (saves_dir() / "game11.json").exists() and listing.ring.widgets[1].label == "Delete?"
    listing.ring.widgets[1].action()
    assert not (saves_dir() / "game11.json").exists() and len(listing.saves) == 11


# -- one window a game, one record a game -----------------------------------------------------------------


HOLD = """
import sys, time
from pathlib import Path
from game.storage import FileLock
lock = FileLock(Path(sys.argv[1]))
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


def test_a_game_open_in_another_window_is_refused_there_and_taken_over_when_that_window_dies(persisting):
    """Two windows that both Continued one game each rewrote its save, and the second one's moves were lost. Now
    the window that plays a save holds a lock beside it: another process (a second window) is told the game is
    open elsewhere, cannot delete it, and writes nothing; once that window is gone (killed), the game opens."""
    app = persisting
    app.push(MenuScene(app))
    table = table_for(app, korsar(seed=6))
    app.push(table)
    play_some(app, table, 3)
    path = table.slot.path
    app.reset(MenuScene(app))  # this window leaves the game...
    other = subprocess.Popen([sys.executable, "-c", HOLD, str(saves.lock_path(path))], stdout=subprocess.PIPE,
                             text=True, cwd=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    try:
        assert other.stdout.readline().strip() == "held"  # ...and another one plays it
        before = path.read_bytes()
        app.reset(MenuScene(app))
        app.top.continue_game()
        listing = app.top
        assert isinstance(listing, SavesOverlay)
        play_button, delete_button = listing.ring.widgets[:2]
        assert play_button.label.startswith("Open in another window · Korsar") and not delete_button.enabled
        play_button.action()
        assert isinstance(app.top, MenuScene) and "open in another window" in app.top.notice
        listing._delete(path), listing._delete(path)  # asked twice: still not while the other window plays it
        assert path.read_bytes() == before  # nothing written or removed here
    finally:
        other.kill()
        other.wait(10)
        other.stdout.close()
    resume(app, path)  # the other window died without letting go: the game is taken over
    again = app.top
    assert isinstance(again, TableScene) and again.match.record.actions == table.match.record.actions
    play_some(app, again, 6)
    assert load_match(path).record.actions == again.match.record.actions


def test_the_same_process_never_holds_one_save_twice(tmp_path):
    lock = FileLock(tmp_path / "a.lock")
    assert lock.acquire() and not FileLock(tmp_path / "a.lock").acquire()
    assert not lock.held_elsewhere()  # held here, by this window
    lock.release()
    assert not (tmp_path / "a.lock").exists() and FileLock(tmp_path / "a.lock").is_free()


def test_a_game_finished_twice_is_one_game_in_the_history():
    """Dying after the record was written but before the save was removed left both: Continue replayed the last
    move and the History showed the game twice. Now a save whose game has a record is dropped when the saves are
    listed, and a second finish of the same game replaces its record."""
    match = korsar("aaa", seed=8)
    match.run_agents()
    path = new_save_path("korsar")
    before_end = Match.from_record(Record("korsar", match.setup, match.seed, match.record.actions[:-1]),
                                   match.seats, game_id=match.game_id)
    save_match(before_end, path)  # the last save, before the last move...
    saves.keep_record(match)  # ...the record is kept, and the window dies before removing the save
    assert list_saves() == ([], []) and not path.exists()
    before_end.run_agents()  # had it been continued all the same, the same game would finish again
    saves.keep_record(before_end)
    finished, damaged = list_finished(records_dir())
    assert damaged == [] and len(finished) == 1 and finished[0].record.actions == match.record.actions


def test_the_games_in_progress_dialog_lies_inside_a_small_window(persisting):
    """At 800x600 its panel ran past both edges of the window (issue 51)."""
    app = persisting
    app.resized((800, 600))
    save_match(korsar(seed=1), new_save_path("korsar"))
    app.push(MenuScene(app))
    app.top.continue_game()
    listing = app.top
    assert isinstance(listing, SavesOverlay)
    box = listing.ring.widgets[0].rect.unionall([w.rect for w in listing.ring.widgets]).inflate(50, 50)
    assert app.screen.get_rect().contains(box)
