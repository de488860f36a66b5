"""--save-record and --replay: a game's record written when it ends (also headless), and played back headless
to the same scores and number of actions, for each game; bad files and combinations refused in one line."""

from __future__ import annotations

import json

import pytest

import main
from game.history import read_finished
from game.record_text import read_text
from tests.test_command_line import refused

AI2_AUTO = ["--game", "korsar", "--players", "2", "--seats", "ai,ai", "--headless", "--autoplay"]
GAMES = [("korsar", "ai,ai,ai,ai"), ("stortebeker", "ai,ai"), ("freibeuter", "ai,ai,ai")]


def last_json(capsys) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.mark.parametrize("game,seats", GAMES)
@pytest.mark.parametrize("kind", [".json", ".txt"])
def test_a_saved_record_replays_headless_to_the_same_end(tmp_path, capsys, game, seats, kind):
    path = tmp_path / f"game{kind}"
    players = str(len(seats.split(",")))
    assert main.main(["--game", game, "--players", players, "--seats", seats, "--seed", "7", "--headless",
                      "--autoplay", "--save-record", str(path)]) == 0
    played = last_json(capsys)
    assert played["over"]
    saved = read_text(path).record if kind == ".txt" else read_finished(path).record
    assert len(saved.actions) == played["actions"] and saved.seed == 7 and saved.game == game
    assert main.main(["--replay", str(path), "--headless", "--autoplay"]) == 0
    replayed = last_json(capsys)
    for key in ("game", "seed", "over", "scores", "winners", "actions"):
        assert replayed[key] == played[key], key


def test_a_game_cut_short_writes_no_record(tmp_path, capsys):
    path = tmp_path / "short.json"
    assert main.main(["--game", "korsar", "--players", "2", "--seats", "ai,ai", "--headless", "--frames", "5",
                      "--save-record", str(path)]) == 0
    assert not path.exists()


@pytest.mark.parametrize("args,says", [
    (["--replay", "/nonexistent/x.txt"], "there is no file"),
    (["--replay", "{tmp}/bad.txt"], "line 3: 'fly away' is not a legal action here"),
    (["--replay", "{tmp}/bad.json"], "not valid JSON"),
    (["--replay", "{tmp}/good.txt", "--game", "korsar"], "leave out --game"),
    (["--save-record", "{tmp}/r.pdf", "--game", "korsar"], "must end in .json or .txt"),
    (["--save-record", "/nonexistent/r.json", "--game", "korsar"], "there is no folder"),
    (["--save-record", "{tmp}/folder.json", "--game", "korsar"], "cannot write there"),
    (["--save-record", "{tmp}/r.json"], "need --game"),
])
def test_bad_record_files_and_combinations_are_refused_in_one_line(tmp_path, capsys, args, says):
    (tmp_path / "bad.txt").write_text("korsar players=2 seed=1\ndraw\nfly away\n", encoding="utf-8")
    (tmp_path / "bad.json").write_text("{half", encoding="utf-8")
    (tmp_path / "good.txt").write_text("korsar players=2 seed=1\ndraw\n", encoding="utf-8")
    (tmp_path / "folder.json").mkdir()  # a folder where the record file would go
    said = refused(capsys, [a.replace("{tmp}", str(tmp_path)) for a in args])
    assert says in said


@pytest.mark.parametrize("option,kind", [("--save-record", ".json"), ("--screenshot", ".png")])
def test_a_file_or_folder_name_too_long_is_refused_in_one_line(tmp_path, capsys, option, kind):
    long_file = str(tmp_path / ("r" * 300 + kind))
    assert "too long" in refused(capsys, AI2_AUTO + [option, long_file])
    long_folder = str(tmp_path / ("d" * 300) / f"r{kind}")
    assert "too long" in refused(capsys, AI2_AUTO + [option, long_folder])


def test_a_record_that_cannot_be_written_after_the_game_fails_the_run(tmp_path, capsys, monkeypatch):
    path = tmp_path / "r.json"

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("game.storage.os.fdopen", full)  # the disk fills while the game is played
    assert main.main(AI2_AUTO + ["--seed", "2", "--save-record", str(path)]) == 1
    said = capsys.readouterr().err
    assert "could not write the record" in said and "No space left" in said and not path.exists()


@pytest.mark.parametrize("kind", [".json", ".txt"])
def test_a_record_that_starts_with_a_byte_order_mark_replays(tmp_path, capsys, kind):
    path = tmp_path / f"game{kind}"
    assert main.main(AI2_AUTO + ["--seed", "4", "--save-record", str(path)]) == 0
    played = last_json(capsys)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())  # as Notepad saves it
    assert main.main(["--replay", str(path), "--headless", "--autoplay"]) == 0
    assert last_json(capsys)["scores"] == played["scores"]
