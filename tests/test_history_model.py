"""Records as text, replays, statistics and undo in the model (game/record_text.py, game/history.py,
game/stats.py, Match.undo and Replay)."""

from __future__ import annotations

import json

import pytest

from game.core import CHANCE, IllegalAction, Setup
from game.games import rules_for
from game.history import FinishedGame, list_finished, load_any, read_finished
from game.match import (
    AI,
    HUMAN,
    UNDO_AI_MOVED,
    UNDO_DICE,
    UNDO_NOTHING,
    UNDO_REVEALED,
    UNDO_SEVERAL_PEOPLE,
    Match,
    Replay,
    SeatConfig,
)
from game.record import RECORD_BYTES, CorruptRecord, Record
from game.record_text import BadRecordText, from_text, read_text, to_text
from game.stats import compute

LEVELS = {"a": "normal", "e": "easy", "x": "hard"}


def ai_game(game: str = "korsar", players: int = 3, seed: int = 4, kinds: str = "") -> Match:
    """A finished game played quickly (random agents); `kinds` then names the seats' levels (a, e, x) as
    the record will tell them."""
    m = Match(game, Setup(players), [SeatConfig(AI, f"P{i}", "random") for i in range(players)], seed)
    m.run_agents()
    m.seats = [SeatConfig(AI, f"P{i}", LEVELS[k]) for i, k in enumerate(kinds or "a" * players)]
    return m


# -- text ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game,players", [("korsar", 4), ("stortebeker", 2), ("freibeuter", 3)])
def test_a_record_text_reads_back_to_the_same_record_and_seats(game, players):
    m = ai_game(game, players, seed=11)
    text = to_text(m.record, m.seats)
    first = text.splitlines()[0]
    assert first.startswith(f"{game} players={players} ") and f"seed={m.seed}" in first
    assert text.splitlines()[2:] == m.record.actions  # one action a line, after the setup and the seed note
    back = from_text(text)
    assert back.record == m.record
    assert [(s.kind, s.name, s.difficulty) for s in back.seats] == [(s.kind, s.name, s.difficulty) for s in m.seats]


def test_names_with_commas_quotes_and_accents_survive_the_text():
    seats = [SeatConfig(HUMAN, 'Zoë "la Rouge", capitaine'), SeatConfig(AI, "Anne=1", "hard")]
    rec = Record("korsar", Setup(2), 3, [])
    back = from_text(to_text(rec, seats))
    assert [s.name for s in back.seats] == [s.name for s in seats] and back.seats[1].difficulty == "hard"


@pytest.mark.parametrize("damage,line,words", [
    (lambda lines: ["chess players=2 seed=1"] + lines[1:], 1, "must start with the game"),
    (lambda lines: [lines[0].replace("players=3", "players=9")] + lines[1:], 1, "not a game of Korsar"),
    (lambda lines: [lines[0].replace("seed=", "seed=x")] + lines[1:], 1, "seed= takes"),
    (lambda lines: [lines[0].replace("teams=no", "colour=red")] + lines[1:], 1, "is not one of"),
    (lambda lines: [lines[0].replace("seats=normal", "seats=robot")] + lines[1:], 1, "seats= takes"),
    (lambda lines: lines[:4] + ["play admiral g99"] + lines[4:], 5, "is not a legal action here"),
    (lambda lines: lines[:3] + ["fly to the moon"] + lines[3:], 4, "is not a legal action here"),
    (lambda lines: lines + ["draw"], None, "already over"),
    (lambda lines: [], 1, "empty"),
])
def test_a_bad_record_text_names_the_line_and_says_why(damage, line, words):
    m = ai_game(seed=2)
    lines = to_text(m.record, m.seats).splitlines()
    with pytest.raises(BadRecordText) as caught:
        from_text("\n".join(damage(lines)))
    expected_line = line if line is not None else len(lines) + 1
    assert caught.value.line == expected_line
    assert words in str(caught.value) and str(caught.value).startswith(f"line {expected_line}: ")


def test_comment_and_blank_lines_are_left_out():
    m = ai_game(seed=3)
    lines = to_text(m.record, m.seats).splitlines()
    text = "\n".join(lines[:2] + ["", "# my note about the next move"] + lines[2:])
    assert from_text(text).record == m.record


# -- records on disk ------------------------------------------------------------------------------------


def finished_file(tmp_path, m: Match, name: str, at: float, **extra) -> FinishedGame:
    data = {**m.record.to_json(), "seats": [s.to_json() for s in m.seats], "finished_at": at,
            "scores": m.rules.scores(m.state), "winners": m.rules.winners(m.state), **extra}
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return read_finished(path)


def test_finished_games_list_newest_first_and_damaged_files_are_named(tmp_path):
    a, b = ai_game(seed=1), ai_game(seed=2)
    finished_file(tmp_path, a, "a.json", 100.0)
    finished_file(tmp_path, b, "b.json", 200.0)
    (tmp_path / "c.json").write_text("{half", encoding="utf-8")
    games, damaged = list_finished(tmp_path)
    assert [g.path.name for g in games] == ["b.json", "a.json"]
    assert [p.name for p, _ in damaged] == ["c.json"]


def test_an_older_record_without_seats_or_outcome_still_loads_and_its_outcome_is_replayed(tmp_path):
    m = ai_game(seed=6)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(m.record.to_json()), encoding="utf-8")
    fg = read_finished(path)
    assert list(fg.scores) == m.rules.scores(m.state) and list(fg.winners) == m.rules.winners(m.state)
    assert len(fg.seats) == 3 and not any(s.is_human for s in fg.seats)
    assert load_any(path).record == m.record


def test_load_any_reads_a_text_file_too_and_refuses_a_json_record_that_does_not_replay(tmp_path):
    m = ai_game(seed=8)
    text = tmp_path / "game.txt"
    text.write_text(to_text(m.record, m.seats), encoding="utf-8")
    assert load_any(text).record == m.record
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**m.record.to_json(), "actions": ["play admiral g99"]}), encoding="utf-8")
    with pytest.raises(CorruptRecord, match="does not replay"):
        load_any(bad)


def test_a_record_text_that_is_a_folder_or_too_large_is_refused_with_the_reason(tmp_path):
    folder = tmp_path / "folder.txt"
    folder.mkdir()
    with pytest.raises(CorruptRecord, match="not a regular file"):
        read_text(folder)
    huge = tmp_path / "huge.txt"
    huge.write_text("korsar players=2 seed=1\n" + "draw\n" * (RECORD_BYTES // 5 + 1), encoding="utf-8")
    with pytest.raises(CorruptRecord, match="too large"):
        read_text(huge)
    with pytest.raises(CorruptRecord, match="there is no file"):
        read_text(tmp_path / "none.txt")


# -- replay -------------------------------------------------------------------------------------------------


def test_a_replay_steps_forward_and_back_to_the_engine_state_of_each_prefix():
    m = ai_game("stortebeker", 2, seed=5)
    replay = Replay(m.record, m.seats)
    rules = m.rules
    states = []
    while not replay.at_end:
        assert replay.advance() is not None
        states.append(rules.to_json(replay.state))
    assert replay.advance() is None and rules.to_json(replay.state) == rules.to_json(m.state)
    assert replay.record.actions == m.record.actions
    for n in (len(states) // 2, 1, len(states)):
        replay.go_to(n)
        assert rules.to_json(replay.state) == states[n - 1] and replay.at == n


# -- statistics -------------------------------------------------------------------------------------------------


def test_statistics_count_games_wins_scores_and_ai_levels_per_person_and_game(tmp_path):
    played = []
    for i, (kinds, seed) in enumerate([("hae", 1), ("hax", 2), ("hxx", 3)]):
        m = ai_game("korsar", 3, seed=seed, kinds=kinds.replace("h", "a"))
        m.seats[0] = SeatConfig(HUMAN, " rosa " if i == 1 else "Rosa")
        played.append(finished_file(tmp_path, m, f"{i}.json", 100.0 + i))
    stats = compute(played)
    assert len(stats) == 1
    rosa = stats[0]
    scores = [g.scores[0] for g in played]
    assert (rosa.name, rosa.game, rosa.games) == ("Rosa", "korsar", 3)
    assert rosa.wins == sum(0 in g.winners for g in played)
    assert rosa.best == max(scores) and rosa.recent == scores
    assert rosa.average == pytest.approx(sum(scores) / 3)
    assert dict(rosa.against) == {"normal": 2, "easy": 1, "hard": 2}


def test_ai_seats_have_no_statistics():
    assert compute([]) == []


# -- undo -------------------------------------------------------------------------------------------------------


def solo(game: str, players: int, seed: int) -> Match:
    seats = [SeatConfig(HUMAN, "Rosa")] + [SeatConfig(AI, f"A{i}", "easy") for i in range(1, players)]
    m = Match(game, Setup(players), seats, seed)
    m.run_agents()
    return m


def test_undo_takes_back_the_persons_move_before_the_ai_seats_answer():
    m = solo("korsar", 3, seed=7)
    before = (list(m.record.actions), m.rules.to_json(m.state))
    play = next(a for a in m.rules.legal_actions(m.view(0)) if m.rules.action_text(a) != "draw")
    m.submit(play)
    assert m.undo_point(0).at == len(before[0])
    assert m.undo(0) == 1
    assert (m.record.actions, m.rules.to_json(m.state)) == before
    assert m.human_to_act() == 0 and [a.text for a in m.history] == m.record.actions


def test_undo_stops_where_an_ai_seat_has_moved():
    """An AI seat plays from a hand the person cannot see: its move is hidden information revealed."""
    m = solo("korsar", 3, seed=7)
    play = next(a for a in m.rules.legal_actions(m.view(0)) if m.rules.action_text(a) != "draw")
    m.submit(play)
    m.run_agents()
    assert any(a.seat == 1 for a in m.history[-2:])  # the AI seats answered
    kept = list(m.record.actions)
    check = m.undo_point(0)
    assert check.at is None and check.why == UNDO_AI_MOVED
    with pytest.raises(IllegalAction, match=UNDO_AI_MOVED):
        m.undo(0)
    assert m.record.actions == kept


def test_before_any_move_of_the_persons_there_is_nothing_to_take_back():
    """The AI seats moved first: the pause menu said "The others have played since" (issue 51)."""
    seed = next(n for n in range(40) if rules_for("korsar").new_game(Setup(3), n).to_act != 0)
    m = solo("korsar", 3, seed=seed)
    assert m.history and all(a.seat != 0 for a in m.history) and m.human_to_act() == 0
    assert m.undo_point(0).why == UNDO_NOTHING


def test_undo_stops_where_a_card_was_revealed_to_the_person():
    m = solo("korsar", 3, seed=7)
    draw = next(a for a in m.rules.legal_actions(m.view(0)) if m.rules.action_text(a) == "draw")
    m.submit(draw)  # the drawn card is shown to the person at once
    check = m.undo_point(0)
    assert check.at is None and check.why == UNDO_REVEALED
    with pytest.raises(IllegalAction, match=UNDO_REVEALED):
        m.undo(0)


def test_undo_stops_where_a_die_was_rolled():
    m = solo("stortebeker", 2, seed=3)
    for _ in range(400):  # the person plays on until a die has been rolled since their last move
        if m.is_over:
            pytest.fail("no die was rolled")
        if any(a.seat == CHANCE for a in m.history) and m.undo_point(0).why == UNDO_DICE:
            break
        m.submit(m.rules.legal_actions(m.view(0))[0])
        m.run_agents()
    else:
        pytest.fail("no die was rolled")
    kept = list(m.record.actions)
    with pytest.raises(IllegalAction):
        m.undo(0)
    assert m.record.actions == kept


def test_undo_with_several_people_needs_their_agreement():
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(HUMAN, "Ben"), SeatConfig(AI, "Anne", "easy")]
    for agreed in (False, True):
        m = Match("freibeuter", Setup(3), seats, 2, undo_agreed=agreed)
        m.submit(m.rules.legal_actions(m.view(0))[0])
        m.run_agents()
        check = m.undo_point(0)
        if agreed:
            assert check.at == 0 and m.undo(0) == 1 and m.record.actions == []
        else:
            assert check.at is None and check.why == UNDO_SEVERAL_PEOPLE


def test_undo_then_another_move_plays_on_as_a_new_game_would():
    m = solo("freibeuter", 3, seed=9)
    legal = m.rules.legal_actions(m.view(0))
    m.submit(legal[0])
    m.undo(0)
    m.submit(legal[1])
    m.run_agents()
    again = Record(m.game, m.setup, m.seed, list(m.record.actions)).replay()
    assert rules_for("freibeuter").to_json(again) == m.rules.to_json(m.state)
