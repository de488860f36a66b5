"""The command line (main.py): headless runs, --version, and every bad value refused before anything
starts with one clear line and a non-zero exit, never a traceback."""

from __future__ import annotations

import json
import re

import pytest

import main
from game.match import NAME_LIMIT

AI2 = ["--game", "korsar", "--players", "2", "--seats", "ai,ai", "--headless"]


def refused(capsys, args: list[str]) -> str:
    """Run main with `args`; it must exit non-zero. Returns what it said (one line)."""
    with pytest.raises(SystemExit) as stop:
        main.main(args)
    err = capsys.readouterr().err
    said = err if err else str(stop.value.code)
    assert stop.value.code not in (0, None), f"{args} was accepted"
    assert said.strip() and len(said.strip().splitlines()) == 1, f"not one line: {said!r}"
    assert "Traceback" not in said
    return said


def test_headless_autoplay_prints_json_and_saves_screenshot(tmp_path, capsys):
    shot = tmp_path / "out.png"
    code = main.main(["--game", "korsar", "--players", "5", "--seats", "ai,ai,ai,ai,ai", "--seed", "3",
                      "--headless", "--autoplay", "--screenshot", str(shot)])
    assert code == 0
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert line["over"] is True and len(line["scores"]) == 5
    best = max(line["scores"])
    assert line["winners"] == [seat for seat, score in enumerate(line["scores"]) if score == best]
    assert line["actions"] > 60 and line["frames"] > 0
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


def test_headless_run_is_repeatable(capsys):
    args = ["--game", "korsar", "--players", "3", "--seats", "ai,ai,ai", "--seed", "11", "--headless", "--autoplay"]
    main.main(args)
    first = json.loads(capsys.readouterr().out.strip())
    main.main(args)
    second = json.loads(capsys.readouterr().out.strip())
    assert (first["scores"], first["actions"]) == (second["scores"], second["actions"])


def test_headless_frames_stops_mid_game(tmp_path, capsys):
    main.main(["--game", "korsar", "--players", "4", "--teams", "--seats", "ai,ai,ai,ai", "--seed", "2",
               "--headless", "--autoplay", "--frames", "20", "--screenshot", str(tmp_path / "mid.png")])
    line = json.loads(capsys.readouterr().out.strip())
    assert line["frames"] == 20 and line["over"] is False and (tmp_path / "mid.png").exists()


def test_headless_menu_with_frames_shows_the_menu(tmp_path, capsys):
    shot = tmp_path / "menu.png"
    assert main.main(["--headless", "--frames", "2", "--screenshot", str(shot)]) == 0
    line = json.loads(capsys.readouterr().out.strip())
    assert line["game"] is None and line["frames"] == 2 and shot.exists()


def test_version_is_one_line_with_the_project_version(capsys):
    assert main.main(["--version"]) == 0
    out = capsys.readouterr().out
    version = re.search(r'^version = "([^"]+)"', (main.HERE / "pyproject.toml").read_text(), re.M).group(1)
    assert len(out.strip().splitlines()) == 1
    assert re.fullmatch(rf"pirate-table {re.escape(version)}( \(commit [0-9a-f]{{7,}}\S*\))?", out.strip())


@pytest.mark.parametrize("bad, says", [
    (["--variants", "a,b"], "variant numbers"),
    (["--variants", "1.5"], "variant numbers"),
    (["--screenshot", "/no/such/dir/x.png"], "no folder"),
    (["--screenshot", "out.xyz"], ".png"),
    (["--size", "0x0"], "outside"),
    (["--size", "100000x100000"], "outside"),
    (["--size", "big"], "WIDTHxHEIGHT"),
    (["--lang", "../../etc/passwd"], "unknown language"),
    (["--frames", "-5"], "at least 1"),
    (["--frames", "many"], "whole number"),
    (["--seed", "3.5"], "whole number"),
    (["--seed", "-1"], "whole number"),
    (["--seed", "9" * 5000], "whole number"),
    (["--players", "0"], "at least 1"),
])
def test_command_line_refuses_bad_values_in_one_line(capsys, bad, says):
    assert says in refused(capsys, AI2 + ["--autoplay"] + bad)


def test_command_line_refuses_what_the_game_does_not_allow(capsys):
    assert "unknown game" in refused(capsys, ["--game", "chess", "--headless"])
    assert "human, ai" in refused(capsys, ["--game", "korsar", "--players", "2", "--seats", "ai,robot",
                                             "--headless"])
    assert "7" in refused(capsys, ["--game", "korsar", "--players", "7", "--teams", "--headless", "--autoplay"])
    assert "every seat must be ai" in refused(capsys, ["--game", "korsar", "--players", "2", "--seats",
                                                       "human,ai", "--headless"])
    assert "--names lists 3" in refused(capsys, AI2 + ["--names", "a,b,c"])
    assert "need --game" in refused(capsys, ["--players", "3"])
    assert "--frames" in refused(capsys, ["--headless"])
    try:  # the game's own refusal in the language asked for (tester 8 read English under --lang fr)
        said = refused(capsys, ["--game", "korsar", "--players", "6", "--headless", "--autoplay", "--lang", "fr"])
        assert said.strip() == "impossible de lancer Korsar\u00a0: à 6 joueurs, Korsar se joue en équipes de deux"
    finally:
        from scenes.core import i18n

        i18n.install("en")


def test_names_from_the_command_line_are_cleaned_and_capped(monkeypatch):
    started = []
    monkeypatch.setattr(main, "run_headless", lambda app, match, limit, viewer=None: started.append(match))
    main.main(AI2 + ["--autoplay", "--names", "\u200b\u200b," + "x" * 8000])
    names = [s.name for s in started[0].seats]
    assert names == ["Anne", "x" * NAME_LIMIT]  # nothing visible: the seat's default name



def test_a_french_command_line_game_names_its_people_in_french(tmp_path, monkeypatch):
    """`--lang fr` named the seats before the language was installed: "Player 1" at a French table (issue 51)."""
    from scenes.core import i18n

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    seen = []

    class Started(Exception):
        pass

    def start(app, args, match):
        seen.extend(s.name for s in match.seats)
        raise Started

    monkeypatch.setattr(main, "open_start", start)
    try:
        with pytest.raises(Started):
            main.main(["--game", "korsar", "--players", "2", "--lang", "fr"])
    finally:
        i18n.install("en")
    assert seen == ["Joueur 1", "Jack"]
