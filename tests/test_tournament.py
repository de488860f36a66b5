"""The tournament command (game/tournament.py): seats rotating, shared wins counted as fractions, the JSON
line the hard AI is measured by, games shared among processes giving the same figures, duplicate deals
and the win rate's interval."""

from __future__ import annotations

import json

import pytest

from game.core import Setup
from game.tournament import Standing, by_difficulty, main, play, play_levels


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
    assert line["game"] == "korsar" and line["games"] == 4 and line["duplicate"] is False
    serial = play_levels("korsar", Setup(2), ["normal", "random"], games=4, seed=2)
    for name in ("normal", "random"):
        figures = line["agents"][name]
        assert figures["win_rate"] == round(serial[name].wins / 4, 4)
        assert len(figures["ci95"]) == 2 and set(figures["decision_s"]) == {"median", "p95", "max"}


def test_duplicate_plays_each_deal_once_from_every_seat():
    # Two entrants that are the same level with the same random numbers per (deal, seat): with duplicate
    # deals, game 1 is game 0 with the names swapped, the same cards, dice and choices, so the same scores.
    lineup = [("a", by_difficulty("random")), ("b", by_difficulty("random"))]
    standings = play("stortebeker", Setup(2), lineup, games=4, seed=11, duplicate=True)
    a, b = standings["a"].scores, standings["b"].scores
    assert (a[0], b[0]) == (b[1], a[1]) and (a[2], b[2]) == (b[3], a[3])
    assert [deal for deal, _ in standings["a"].outcomes] == [11, 11, 12, 12]
    three = play_levels("korsar", Setup(3), ["normal", "random", "random"], games=6, seed=4, duplicate=True)
    assert [deal for deal, _ in three["normal"].outcomes] == [4, 4, 4, 5, 5, 5]
    assert len(three["random"].outcomes) == 12


def _standing(outcomes):
    st = Standing("x", games=len(outcomes), wins=sum(share for _, share in outcomes))
    st.outcomes = list(outcomes)
    return st


def test_the_interval_is_wilsons_when_every_result_has_its_own_deal():
    st = _standing([(d, 1.0 if d < 70 else 0.0) for d in range(100)])
    lo, hi = st.ci95()
    assert (lo, hi) == pytest.approx((0.6041, 0.7810), abs=5e-4)  # Wilson's interval for 70 in 100


def test_results_of_one_deal_count_by_how_they_go_together():
    # Each deal won from one seat and lost from the other: the deal's luck cancels, nothing is left to doubt.
    assert _standing([(d // 2, float(d % 2)) for d in range(100)]).ci95() == (0.5, 0.5)
    # Both seats of a deal won, or both lost: 200 results that are worth 100 deals, a wider interval than
    # 200 independent games would give (about +-0.069). Half width 1.96 * sqrt(100 * 100 / 99) / 200.
    lo, hi = _standing([(d // 2, float(d // 2 % 2)) for d in range(200)]).ci95()
    assert (lo, hi) == pytest.approx((0.5 - 0.09849, 0.5 + 0.09849), abs=1e-4)
