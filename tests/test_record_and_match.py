"""Records replay exactly; the match runner drives seats the same way everywhere (docs/architecture.md §2-3)."""

from __future__ import annotations

import json
import random

import pytest

from game import IllegalAction, Setup, rules_for
from game.ai.thinking import Mind, Thinker
from game.core import CHANCE, State
from game.games import make_agent
from game.match import AI, HUMAN, Match, SeatConfig
from game.record import CorruptRecord, Record, load, save


def _ai_match(players=4, seed=5, teams=False):
    return Match("korsar", Setup(players, teams), [SeatConfig(AI, f"ai{i}") for i in range(players)], seed)


def test_record_replays_to_the_same_state():
    m = _ai_match()
    m.run_agents()
    replayed = m.record.replay()
    assert m.rules.to_json(replayed) == m.rules.to_json(m.state)


def test_record_round_trips_through_a_file(tmp_path):
    m = _ai_match(players=3, seed=9)
    m.run_agents()
    path = tmp_path / "game.json"
    save(m.record, path)
    again = load(path)
    assert again == m.record
    assert json.loads(path.read_text())["actions"] == m.record.actions
    assert not list(tmp_path.glob("*.tmp"))  # written atomically: no temporary file left


def test_record_that_does_not_replay_is_refused_with_the_reason():
    rec = Record("korsar", Setup(2), 1, ["draw", "play red4 g9"])
    with pytest.raises(CorruptRecord, match="action 2"):
        rec.replay()


def test_damaged_record_file_is_refused(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("[1, 2", encoding="utf-8")
    with pytest.raises(CorruptRecord):
        load(path)
    path.write_text('{"game": "korsar"}', encoding="utf-8")
    with pytest.raises(CorruptRecord):
        load(path)


def test_same_setup_seed_and_seats_play_the_same_game():
    a, b = _ai_match(seed=12), _ai_match(seed=12)
    a.run_agents()
    b.run_agents()
    assert a.record.actions == b.record.actions


def test_match_waits_for_a_person_and_takes_only_their_legal_actions():
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Anne"), SeatConfig(AI, "Jack")]
    m = Match("korsar", Setup(3), seats, seed=2)
    m.run_agents()
    assert m.human_to_act() == 0
    assert m.advance() is None  # nothing moves without the person
    with pytest.raises(IllegalAction):
        m.submit(rules_for("korsar").parse_action(m.state, "play red3 g42"))
    m.take()
    applied = m.submit(m.rules.legal_actions(m.state)[0])
    assert applied.seat == 0 and m.take() == [applied]


def test_match_refuses_a_person_action_on_an_ai_turn():
    m = _ai_match(players=2)
    with pytest.raises(IllegalAction, match="not a person"):
        m.submit(m.rules.legal_actions(m.state)[0])


def test_an_agent_decision_is_asked_once_and_applied_when_the_thinker_has_it():
    """The match asks its thinker once per moment (`think_ahead`, at once, even before the view is ready for the
    move), and `advance` applies nothing until the answer has come: then exactly that answer."""

    class Slow(Thinker):
        def __init__(self) -> None:
            self.asked: list[tuple[Mind, State]] = []
            self.polls = 0

        def ask(self, mind, view) -> int:
            self.asked.append((mind, view))
            return len(self.asked)

        def answer(self, ticket):
            self.polls += 1
            mind, view = self.asked[ticket - 1]
            return m.rules.legal_actions(view)[-1] if self.polls >= 3 else None

        def drop(self, ticket) -> None:
            raise AssertionError("nothing was taken back")

    m = _ai_match(players=2, seed=3)
    m.think_with(slow := Slow())
    seat = m.state.to_act
    assert m.think_ahead() == 1 and m.think_ahead() == 1  # asked once
    assert m.advance() is None and m.advance() is None and not m.history
    applied = m.advance()
    assert applied is not None and m.history == [applied] and len(slow.asked) == 1
    mind, view = slow.asked[0]
    assert mind == m.minds[seat] and view.viewer == seat  # the agent's own view, nothing more
    assert applied.action == m.rules.legal_actions(view)[-1]


def test_match_resumes_from_its_record():
    m = _ai_match(seed=4)
    for _ in range(200):
        m.advance()
    resumed = Match.from_record(m.record, m.seats)
    assert resumed.rules.to_json(resumed.state) == m.rules.to_json(m.state)
    assert resumed.take() == []


def test_match_needs_one_seat_per_player():
    with pytest.raises(ValueError, match="seats"):
        Match("korsar", Setup(3), [SeatConfig(AI, "x")], 1)


def _rolls(match: Match, count: int, person) -> list[str]:
    """Play on (the person's moves by `person`) and return the next `count` rolls of the dice, as recorded."""
    rolls: list[str] = []
    while len(rolls) < count and not match.is_over:
        if match.human_to_act() is not None:
            match.submit(person.choose(match.view(match.human_to_act())))
            continue
        chance = match.state.to_act == CHANCE
        applied = match.advance()
        if applied is None:
            match.thinker.wait(0.05)
        elif chance:
            rolls.append(applied.text)
    return rolls


def _stortebeker(seats) -> Match:
    return Match("stortebeker", Setup(2), seats, 11)


def test_dice_after_continue_roll_on_as_the_uninterrupted_game_would_with_machines_only():
    """Machines only: the seed and each roll's place decide the dice, so Continue changes nothing."""
    seats = [SeatConfig(AI, "a"), SeatConfig(AI, "b")]
    whole = _stortebeker(seats)
    _rolls(whole, 3, None)
    resumed = Match.from_record(Record.from_json(whole.record.to_json()), seats)  # the save, then Continue
    assert _rolls(resumed, 12, None) == _rolls(whole, 12, None) != []


def test_dice_after_continue_cannot_be_foretold_from_the_save_with_a_person_at_the_table():
    """A person at the table: the dice come from the system's randomness, not from the save's seed, so two
    resumptions of one save roll differently (all of 12 alike by chance: under one in a million)."""
    seats = [SeatConfig(HUMAN, "Ann"), SeatConfig(AI, "b")]
    start = _stortebeker(seats)
    person = make_agent(start.rules, 0, "normal", random.Random(3))
    _rolls(start, 2, person)
    save = Record.from_json(start.record.to_json())
    first = Match.from_record(save, seats)
    second = Match.from_record(save, seats)
    assert first.record == second.record == start.record  # the save replays exactly, rolls included
    first_rolls = _rolls(first, 12, make_agent(first.rules, 0, "normal", random.Random(3)))
    second_rolls = _rolls(second, 12, make_agent(second.rules, 0, "normal", random.Random(3)))
    assert len(first_rolls) == 12 and first_rolls != second_rolls


def test_a_match_dealt_by_hand_takes_moves_back_to_its_own_deal():
    """A lesson's game starts from a deal made by hand (`Match.opening`): taking a move back replays from that
    deal, not from the seed's."""
    from game.korsar.cards import card_named
    from game.korsar.state import dealt

    cards = [[card_named(n) for n in hand.split()] for hand in ("galleon5 red4", "green3 galleon4")]
    opening = dealt(cards, pile=[card_named("red1")])
    match = Match("korsar", Setup(2), [SeatConfig(HUMAN, "A"), SeatConfig(AI, "B")], 1, opening=opening)
    assert match.rules.to_json(match.state) == match.rules.to_json(opening)
    match.submit(match.rules.parse_action(match.state, "play galleon5"))
    match.undo(0)
    assert match.rules.to_json(match.state) == match.rules.to_json(opening) and match.record.actions == []


def test_a_scripted_seat_plays_its_written_moves_then_any_legal_one():
    """A lesson's opponent plays its moves in order; a written move the game no longer allows gives way to a legal
    one (the lesson never stalls)."""
    from game.ai.agent import ScriptedAgent
    from game.korsar.cards import card_named
    from game.korsar.state import dealt

    rules = rules_for("korsar")
    state = dealt([[card_named("galleon5")], [card_named("green3"), card_named("galleon4")]], pile=[card_named("red1")])
    rules.apply(state, rules.parse_action(state, "play galleon5"))
    agent = ScriptedAgent(rules, 1, ["play green3 g1", "play yellow4 g9"])
    assert rules.action_text(agent.choose(rules.observe(state, 1))) == "play green3 g1"
    assert agent.choose(rules.observe(state, 1)) in rules.legal_actions(rules.observe(state, 1))


def test_written_rolls_fall_as_written_then_the_dice_roll():
    """A lesson's dice fall as its story needs (`Match.rolls`): the first roll is the one written, whatever the seed
    would have rolled; a written roll the dice cannot show now is not forced."""
    seats = [SeatConfig(AI, "A", "easy"), SeatConfig(AI, "B", "easy")]

    def first_roll(rolls: tuple[str, ...]) -> tuple[str, list[str]]:
        match = Match("stortebeker", Setup(2), seats, 5, rolls=rolls)
        while match.state.to_act != CHANCE:
            match.advance() or match.thinker.wait(0.05)
        outcomes = [match.rules.action_text(a) for a, _w in match.rules.chance_outcomes(match.state)]
        applied = match.advance()
        assert applied is not None and applied.seat == CHANCE
        return applied.text, outcomes

    rolled, outcomes = first_roll(())
    other = next(o for o in outcomes if o != rolled)
    assert first_roll((other,))[0] == other
    assert first_roll(("not a roll",))[0] == rolled
