"""The AI's own process (game/ai/worker.py): it answers what the agent in this process would, keeps each mind's
agent between decisions, is started again once when it dies and then leaves the machines to the normal agents here,
and closing it never waits long."""

from __future__ import annotations

import time

import pytest

from game.ai.thinking import FELL_BACK, LocalThinker, Mind
from game.ai.worker import WorkerThinker
from game.core import Setup
from game.games import rules_for
from game.match import AI, Match, SeatConfig


def _answer(thinker, ticket: int, seconds: float = 60.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        action = thinker.answer(ticket)
        if action is not None:
            return action
        thinker.wait(0.02)
    raise AssertionError("no answer came")


@pytest.fixture
def worker():
    w = WorkerThinker()
    yield w
    w.close()


def _views(game: str, players: int, seed: int, n: int):
    """The views of the seats to act in the first `n` decisions of a game of normal agents."""
    match = Match(game, Setup(players), [SeatConfig(AI, f"s{i}") for i in range(players)], seed)
    views = []
    while len(views) < n and not match.is_over:
        seat = match.state.to_act
        if seat in match.minds:
            views.append((seat, match.view(seat)))
        match.advance()
    return views


@pytest.mark.parametrize("game,players", [("korsar", 3), ("stortebeker", 2), ("freibeuter", 3)])
def test_the_ai_process_answers_as_the_same_agents_here_would_decision_after_decision(worker, game, players):
    """The same minds asked the same views in the same order: the same answers (their random numbers carry on from
    one decision to the next there as here)."""
    here = LocalThinker()
    for seat, view in _views(game, players, seed=11, n=6):
        mind = Mind(game, seat, "normal", 1.0, f"agent:11:{seat}")
        assert _answer(worker, worker.ask(mind, view)) == here.answer(here.ask(mind, view))


def test_answers_come_by_ticket_and_a_dropped_question_is_never_answered(worker):
    (seat, view), (seat2, view2) = _views("korsar", 2, seed=3, n=2)
    first = worker.ask(Mind("korsar", seat, "easy", 1.0, "a"), view)
    second = worker.ask(Mind("korsar", seat2, "easy", 1.0, "b"), view2)
    worker.drop(first)
    assert _answer(worker, second) in rules_for("korsar").legal_actions(view2)
    time.sleep(0.2)
    assert worker.answer(first) is None


def test_a_dead_process_is_started_once_more_and_asked_again_then_the_normal_agents_play_here(worker):
    (seat, view), = _views("korsar", 2, seed=4, n=1)
    legal = rules_for("korsar").legal_actions(view)
    mind = Mind("korsar", seat, "hard", 0.05, "x")
    ticket = worker.ask(mind, view)
    worker._process.kill()
    assert _answer(worker, ticket) in legal  # asked again of the new process
    assert len(worker.failures) == 1 and worker.notice == ""
    ticket = worker.ask(mind, view)
    worker._process.kill()
    assert _answer(worker, ticket) in legal  # the normal agent, here
    assert len(worker.failures) == 2 and worker.notice == FELL_BACK and worker.fallback is not None
    assert worker.answer(worker.ask(mind, view)) in legal  # and from now on at once


def test_an_agent_that_fails_in_the_process_counts_as_its_death(worker):
    (seat, view), = _views("korsar", 2, seed=4, n=1)
    broken = Mind("nonesuch", seat, "normal", 1.0, "x")  # no such game: the agent cannot even be made
    ticket = worker.ask(broken, view)
    deadline = time.monotonic() + 30
    while not worker.failures and time.monotonic() < deadline:
        assert worker.answer(ticket) is None
        worker.wait(0.02)
    assert "unknown game" in worker.failures[0]


def test_closing_stops_the_process_at_once_even_in_the_middle_of_a_long_decision():
    worker = WorkerThinker()
    (seat, view), = _views("freibeuter", 2, seed=5, n=1)
    worker.ask(Mind("freibeuter", seat, "hard", 30.0, "x"), view)  # thirty seconds of thinking
    time.sleep(0.3)
    process = worker._process
    start = time.monotonic()
    worker.close()
    assert time.monotonic() - start < 0.05  # no waiting
    process.join(2)
    assert not process.is_alive()


def test_an_idle_process_stops_by_itself_and_says_how_much_cpu_it_used():
    worker = WorkerThinker()
    (seat, view), = _views("korsar", 2, seed=6, n=1)
    _answer(worker, worker.ask(Mind("korsar", seat, "hard", 0.2, "x"), view))
    worker.close(report=True)
    assert worker.cpu_s >= 0.2  # at least the decision's thinking


def test_the_process_sees_only_the_view_it_is_asked_about():
    """What crosses to the AI's process is the mind and `observe(state, seat)`: the other hands are hidden in it."""
    sent = []
    worker = WorkerThinker()
    try:
        worker._send = lambda question: sent.append(question)  # type: ignore[method-assign]
        match = Match("korsar", Setup(3), [SeatConfig(AI, f"s{i}") for i in range(3)], 8)
        match.think_with(worker)
        match.think_ahead()
        (_ticket, mind, view), = sent
        assert view.viewer == mind.seat == match.state.to_act
        assert all(c is None for s, hand in enumerate(view.hands) if s != mind.seat for c in hand)
    finally:
        worker.close()


def test_a_game_of_ai_seats_plays_to_the_end_through_the_process():
    match = Match("stortebeker", Setup(2), [SeatConfig(AI, "a", "easy"), SeatConfig(AI, "b", "normal")], 9)
    here = Match("stortebeker", Setup(2), [SeatConfig(AI, "a", "easy"), SeatConfig(AI, "b", "normal")], 9)
    match.think_with(worker := WorkerThinker())
    try:
        match.run_agents()
        here.run_agents()
    finally:
        worker.close()
    assert match.is_over and match.record.actions == here.record.actions  # the same game, move for move


def test_a_hard_minds_verdict_comes_back_with_its_answer_a_normal_one_has_none(worker):
    """The hint that explains (issue 52) reads why the hard AI chose its move: the search's verdict crosses from
    the AI's process with the answer, once; the normal agent says nothing of the kind."""
    rules = rules_for("korsar")
    seat, view = next((s, v) for s, v in _views("korsar", 2, seed=5, n=12) if len(rules.legal_actions(v)) > 2)
    ticket = worker.ask(Mind("korsar", seat, "hard", 0.05, "h"), view)
    action = _answer(worker, ticket)
    verdict = worker.verdict(ticket)
    assert verdict is not None and verdict.action == action and verdict.rounds > 0
    assert worker.verdict(ticket) is None  # told once
    ticket = worker.ask(Mind("korsar", seat, "normal", 0.05, "n"), view)
    _answer(worker, ticket)
    assert worker.verdict(ticket) is None
