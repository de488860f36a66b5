"""Random input through the real app (tests/scenes/random_input.py): nothing a person, a gamepad or the window
sends may close the game, show a table that differs from the game, or change the game outside its rules."""

from __future__ import annotations

import pytest

from game.games import rules_for
from game.match import Replay
from tests.scenes.random_input import run

GAMES = ("korsar", "stortebeker", "freibeuter")


def _check(r) -> None:
    match = r.match
    rules = rules_for(match.game)
    assert all(t.repairs == 0 for t in r.tables) and sum(t.checked for t in r.tables) > 0
    assert rules.to_json(match.record.replay()) == rules.to_json(match.state)


@pytest.mark.parametrize("game", GAMES)
def test_random_input_at_a_table_never_breaks_the_game(game):
    """900 frames of clicks, drags off the window, keys, gamepad buttons, text and window sizes at a table of
    people and easy or normal AI seats (the table left for the menu is opened again on the same game). The
    people do play (the input moves cards), every action shown matches the engine's view, and the game is
    exactly what its record replays to."""
    r = run(12, 900, game, levels=("easy", "normal"))
    assert r.frames == 900 and r.people_moves > 0
    _check(r)


def test_random_input_in_the_replay_viewer_never_leaves_the_record():
    """900 frames in the replay viewer on a finished game (opened again each time it is closed): whatever is
    pressed, the game shown is the record played to the viewer's place in it."""
    r = run(12, 900, "replay")
    assert r.frames == 900 and len(r.tables) > 1
    _check_replays(r)


def _check_replays(r) -> None:
    record, seats = r.watched.record, list(r.watched.seats)
    rules = rules_for(record.game)
    assert {scene.replay.at for scene in r.tables} != {0}  # the viewer moved through the game
    for scene in r.tables:
        assert rules.to_json(scene.replay.state) == rules.to_json(Replay(record, seats, scene.replay.at).state)


@pytest.mark.slow
@pytest.mark.parametrize("game", (*GAMES, "menu", "replay"))
@pytest.mark.parametrize("seed", range(100, 104))
def test_long_random_input_with_hard_seats_never_breaks_the_game(game, seed):
    """Longer runs, the hard AI among the seats (its hint too), and from the menu."""
    r = run(seed, 5000, game)
    assert r.frames > 0
    if r.match is not None:
        _check(r)
    if r.watched is not None:
        _check_replays(r)
