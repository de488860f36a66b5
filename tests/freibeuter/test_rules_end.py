"""Freibeuter: every rule and ruling of docs/rules/freibeuter.md §3.5-3.7 (the end, hidden information, notation),
each in a test that names it."""


from __future__ import annotations

import json
import random

import pytest

from game import IllegalAction, InvalidActionText, Setup
from game.freibeuter import events as ev
from tests.freibeuter.scenario import R, kinds, play, sea, three_sides, two_at_once

# -- 3.5 the end -----------------------------------------------------------------------------------


def test_freibeuter_game_ends_at_once_when_the_last_chest_is_shared():
    s = sea("C4:D5=chest", boats={"C4": [1], "D4": [1], "C5": [1]}, sea_hands=["D5", "A2"],
            aside="chest chest chest")
    events = play(s, "sail D5")
    assert kinds(events)[-3:] == ["BankPaid", "BankPaid", "GameEnded"]
    assert events[-1] == ev.GameEnded("chests", (22, 26), (1,))
    assert R.is_over(s) and s.to_act is None and R.legal_actions(s) == []


def test_freibeuter_not_the_last_chest_game_goes_on():
    s = sea("C4:D5=chest F6:G7=chest", boats={"C4": [0], "D4": [1], "C5": [1]}, sea_hands=["D5", "A2"],
            aside="chest chest")
    play(s, "sail D5")
    assert not R.is_over(s) and s.phase == "draw"


def test_freibeuter_game_ends_when_a_seat_must_draw_from_two_empty_piles():
    s = sea(sea_hands=["C5 D4", "E5"], sea_pile="", dutch_pile="")
    events = play(s, "sail C5")
    assert events[-1].reason == "piles" and R.is_over(s)


def test_freibeuter_game_ends_when_a_seat_starts_its_turn_without_boats():
    s = sea("C4:D5=ship5", sea_hands=["C5", "E5"])
    s.supply[1] = 0
    events = play(s, "board C4:D5")
    assert kinds(events) == ["ShipBoarded", "TurnBegan", "GameEnded"] and events[-1].reason == "boats"


def test_freibeuter_score_is_treasure_plus_ships_minus_twice_the_loans():
    s = sea(treasure=[30, 12], loans=[0, 4], captured=["ship5 ship15", "ship20"], aside="double15")
    assert R.scores(s) == [30 + 5 + 30, 12 + 20 - 8]


def test_freibeuter_equal_scores_share_the_win():
    s = sea(treasure=[25, 20], captured=["", "ship5"])
    assert R.winners(s) == [0, 1]


def test_freibeuter_ruling_a_seat_with_no_legal_action_passes():
    s = sea("C4:D5=ship5", sea_hands=["C5", ""], sea_pile="")
    events = play(s, "board C4:D5")
    assert kinds(events) == ["ShipBoarded", "TurnBegan", "SeatSkipped", "TurnBegan"] and s.to_act == 0


def test_freibeuter_ruling_game_ends_when_no_seat_can_act():
    s = sea("C4:D5=ship5", sea_hands=["", ""], sea_pile="")
    events = play(s, "board C4:D5")
    assert events[-1].reason == "stuck" and R.is_over(s)


# -- 3.6 hidden information --------------------------------------------------------------------------


def test_freibeuter_view_hides_other_hands_but_not_how_many_of_each_kind():
    s = R.new_game(Setup(3), seed=2)
    play(s, R.legal_texts(s)[-1])
    view = R.observe(s, 1)
    assert view.viewer == 1 and view.sea_hands[1] == s.sea_hands[1]
    assert view.sea_hands[0] == [None] * len(s.sea_hands[0]) and view.dutch_hands[2] == [None]
    assert all(c is None for c in view.sea_pile + view.dutch_pile)
    assert len(view.sea_pile) == len(s.sea_pile)
    assert view.tokens == s.tokens and view.boats == s.boats and view.treasure == s.treasure


def test_freibeuter_card_drawn_event_hides_the_card_but_not_the_pile():
    s = sea(sea_hands=["C5 D4", "E5"], dutch_pile="row1 row2")
    play(s, "sail C5")
    drawn = play(s, "draw dutchman")[0]
    assert drawn.seen_by(0).card == "row1"
    assert drawn.seen_by(1) == ev.CardDrawn(0, "dutchman", None)


def test_freibeuter_determinize_keeps_the_view():
    s = R.new_game(Setup(4), seed=6)
    rng = random.Random(1)
    for seat in (0, 2, None):
        view = R.observe(s, seat)
        assert R.observe(R.determinize(view, seat, rng), seat) == view


# -- 3.7 notation, validation, persistence -------------------------------------------------------


@pytest.mark.parametrize("text", [
    "board C4:D5", "sail C5", "sail C5 loot", "dutchman row5 C5", "dutchman colC C5", "resolve C4:D5",
    "draw sea", "draw dutchman",
])
def test_freibeuter_notation_round_trips(text):
    assert R.action_text(R.parse_action(None, text)) == text


@pytest.mark.parametrize("text", [
    "", "board", "board D5:C4", "board C4", "sail H1", "sail C5 take", "dutchman row8 C5", "dutchman C5",
    "resolve A1:B3", "draw", "draw both", "pass",
])
def test_freibeuter_notation_rejects_other_text(text):
    with pytest.raises(InvalidActionText):
        R.parse_action(None, text)


def test_freibeuter_illegal_action_leaves_the_state_untouched():
    s = three_sides(sea_hands=["D5", "A1"])
    before = json.dumps(R.to_json(s))
    for text in ("sail A1", "board A1:B2", "resolve C4:D5", "draw sea", "dutchman row5 D5"):
        with pytest.raises(IllegalAction):
            play(s, text)
        assert json.dumps(R.to_json(s)) == before


def test_freibeuter_no_action_on_a_view_or_after_the_end():
    s = R.new_game(Setup(2), seed=3)
    with pytest.raises(IllegalAction, match="view"):
        R.apply(R.observe(s, 0), R.legal_actions(s)[0])
    s = sea(sea_hands=["C5", "E5"], sea_pile="", dutch_pile="")
    play(s, "sail C5")
    with pytest.raises(IllegalAction, match="over"):
        play(s, "sail E5")


def test_freibeuter_json_round_trip_mid_game():
    s = two_at_once()
    play(s, "sail D5")
    assert R.from_json(json.loads(json.dumps(R.to_json(s)))) == s
