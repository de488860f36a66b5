"""The tournament command (game/tournament.py): seats rotating, shared wins counted as fractions, the JSON
line the hard AI is measured by, and games shared among processes giving the same figures."""

from __future__ import annotations

import json

from game.core import Setup
from game.tournament import main, play_levels


def _figures(standings):
    return {name: (st.games, st.wins, st.points, st.scores) for name, st in standings.items()}


def test_every_entrant_plays_every_seat_and_the_wins_add_up():
    standings = play_levels("korsar", Setup(3), ["normal", "random", "random"], games=6, seed=4)
    normal, random_ = standings["normal"], standings["random"]
    assert normal.games == 6  # one normal seat a game, whichever seat the rotation gives it
    assert random_.games == 12  # two random seats a game share one entrant's standing
    # One win a game, a shared one split between its winners: the entrants' wins add up to the games.
    assert abs(normal.wins + random_.wins - 6) < 1e-9


def test_games_shared_among_processes_give_the_same_figures():
    serial = play_levels("freibeuter", Setup(2), ["normal", "easy"], games=4, seed=9)
    shared = play_levels("freibeuter", Setup(2), ["normal", "easy"], games=4, seed=9, jobs=2)
    assert _figures(shared) == _figures(serial)
    assert len(shared["normal"].decisions) == len(serial["normal"].decisions) > 0


def test_the_json_line_has_the_issue_s_fields(capsys):
    assert main(["--game", "korsar", "--players", "2", "--agents", "normal,random", "--games", "4",
                 "--seed", "2", "--json", "--jobs", "2"]) == 0
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert line["game"] == "korsar" and line["games"] == 4
    serial = play_levels("korsar", Setup(2), ["normal", "random"], games=4, seed=2)
    for name in ("normal", "random"):
        figures = line["agents"][name]
        assert figures["win_rate"] == round(serial[name].wins / 4, 4)
        assert len(figures["ci95"]) == 2 and set(figures["decision_s"]) == {"median", "p95", "max"}
