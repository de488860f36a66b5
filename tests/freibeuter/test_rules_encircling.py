"""Freibeuter: every rule and ruling of docs/rules/freibeuter.md §3.4 (encircling, sharing, loans),
each in a test that names it."""


from __future__ import annotations

import pytest

from game import IllegalAction
from game.freibeuter import events as ev
from game.freibeuter.components import (
    ship,
    token_named,
)
from tests.freibeuter.scenario import R, kinds, play, sea, three_sides, two_at_once

# -- 3.4 encircling --------------------------------------------------------------------------------


def test_freibeuter_token_encircled_when_each_of_its_4_squares_holds_a_boat():
    s = sea("C4:D5=ship10", boats={"C4": [0], "D4": [1]}, sea_hands=["C5 D5", "E5 A1"])
    events = play(s, "sail C5", "draw sea", "sail E5", "draw sea")
    assert "TokenEncircled" not in kinds(events) and "C4:D5" in s.tokens
    events = play(s, "sail D5")
    assert ev.TokenEncircled("C4:D5", ship(10)) in events and "C4:D5" not in s.tokens


def test_freibeuter_unboarded_ship_escapes_nobody_gains():
    s = three_sides(sea_hands=["D5", "A1"])
    events = play(s, "sail D5")
    assert ev.ShipEscaped("C4:D5", ship(10)) in events
    assert s.aside == [("C4:D5", ship(10))] and s.treasure == [20, 20] and s.captured == [[], []]


def test_freibeuter_boarded_ship_goes_to_its_boarder_with_its_boat():
    s = three_sides(boarded={"C4:D5": 1}, sea_hands=["D5", "A1"])
    assert s.supply[1] == 23
    events = play(s, "sail D5")
    assert ev.ShipCaptured("C4:D5", ship(10), 1) in events
    assert s.captured[1] == [("C4:D5", ship(10))] and "C4:D5" not in s.boarded and s.supply[1] == 24


def test_freibeuter_boarder_pays_per_boat_of_other_seats():
    # seed example: Pierre (1) boarded a 15/3; Tom (0) encircles it: 6 for Tom's 2 boats, 3 for David's (2)
    s = sea("C4:D5=ship15", boats={"C4": [1], "D4": [2], "C5": [0]}, boarded={"C4:D5": 1},
            sea_hands=["D5", "A1", "A2"])
    events = play(s, "sail D5")
    payments = [e for e in events if isinstance(e, ev.Payment)]
    assert payments == [ev.Payment(1, 2, 3, "C4:D5"), ev.Payment(1, 0, 6, "C4:D5")]
    assert s.treasure == [26, 11, 23]


def test_freibeuter_two_boats_on_one_square_are_both_paid():
    s = sea("C4:D5=ship20", boats={"C4": [0, 0], "D4": [1], "C5": [1]}, boarded={"C4:D5": 1},
            sea_hands=["D5", "A1"])
    play(s, "sail D5")
    assert s.treasure == [20 + 3 * 4, 20 - 12]


def test_freibeuter_boarder_own_boats_and_the_dutchman_not_paid():
    s = three_sides(boarded={"C4:D5": 1}, sea_hands=["A1", "A2"], dutch_hands=["colD", ""])
    events = play(s, "dutchman colD D5")
    assert [e for e in events if isinstance(e, ev.Payment)] == [ev.Payment(1, 0, 4, "C4:D5")]
    assert s.treasure == [24, 16]


def test_freibeuter_chest_bank_pays_2_per_boat_dutchman_not_paid():
    s = sea("C4:D5=chest D6:E7=chest", boats={"C4": [0], "D4": [1, 1], "C5": [0]},
            sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
    events = play(s, "dutchman row5 D5")
    assert ev.ChestOpened("C4:D5", last=False) in events
    assert [e for e in events if isinstance(e, ev.BankPaid)] == [
        ev.BankPaid(0, 4, "chest", "C4:D5"), ev.BankPaid(1, 4, "chest", "C4:D5")]
    assert s.treasure == [24, 24] and ("C4:D5", token_named("chest")) in s.aside


def test_freibeuter_chest_pays_the_active_seat_too():
    s = sea("C4:D5=chest D6:E7=chest", boats={"C4": [1], "D4": [1], "C5": [1]}, sea_hands=["D5", "A2"])
    play(s, "sail D5")
    assert s.treasure == [22, 26]


def test_freibeuter_double_set_aside_every_captured_ship_of_its_value_counts_double():
    s = sea("C4:D5=double10", boats={"C4": [0], "D4": [1], "C5": [1]}, sea_hands=["D5", "A2"],
            captured=["ship10 ship5", "ship10 ship20"])
    events = play(s, "sail D5")
    assert ev.DoubleTaken("C4:D5", 10) in events and s.doubles == [10]
    assert s.treasure == [20, 20]
    assert [p.ships for p in R.score_parts(s)] == [20 + 5, 20 + 20]  # whoever took it: all 10s double


def test_freibeuter_double_never_doubles_payments():
    s = three_sides(boarded={"C4:D5": 1}, sea_hands=["D5", "A1"], aside="double10")
    play(s, "sail D5")
    assert s.treasure == [20 + 3 * 2, 20 - 3 * 2]


def test_freibeuter_active_seat_chooses_the_order_when_several_tokens_are_encircled():
    s = two_at_once()
    events = play(s, "sail D5")
    assert kinds(events) == ["CardPlayed", "BoatPlaced", "TokenEncircled", "TokenEncircled"]
    assert s.phase == "resolve" and s.to_act == 0
    assert R.legal_texts(s) == ["resolve C4:D5", "resolve D4:E5"]
    with pytest.raises(IllegalAction, match="first choose which encircled token"):
        play(s, "draw sea")
    events = play(s, "resolve D4:E5")
    assert kinds(events) == ["ChestOpened", "BankPaid", "BankPaid", "ShipCaptured", "Payment"]
    assert s.phase == "draw" and not s.pending


def _three_round_d4(**kw):
    """D4 is the last open square of three tokens: C3:D4, D3:E4 and C4:D5."""
    return sea("C3:D4=ship5 D3:E4=double20 C4:D5=ship10 A6:B7=chest",
               boats={"C3": [1], "D3": [1], "C4": [1], "E3": [0], "E4": [0], "C5": [1], "D5": [0]}, **kw)


def test_freibeuter_three_tokens_at_once_need_two_choices():
    s = _three_round_d4(sea_hands=["D4 A1", "B6 B7"])
    play(s, "sail D4")
    assert R.legal_texts(s) == ["resolve C3:D4", "resolve D3:E4", "resolve C4:D5"]
    play(s, "resolve D3:E4")
    assert s.phase == "resolve" and R.legal_texts(s) == ["resolve C3:D4", "resolve C4:D5"]
    events = play(s, "resolve C4:D5")
    assert kinds(events) == ["ShipEscaped", "ShipEscaped"] and s.phase == "draw"


def test_freibeuter_dutchman_leaves_only_once_every_token_is_shared():
    s = _three_round_d4(sea_hands=["A1", "B6 B7"], dutch_hands=["row4", ""])
    events = play(s, "dutchman row4 D4")
    assert s.dutchman == "D4" and "DutchmanLeft" not in kinds(events)
    play(s, "resolve C3:D4")
    events = play(s, "resolve C4:D5")
    assert kinds(events)[-1] == "DutchmanLeft" and s.dutchman is None and s.phase == "draw"


def test_freibeuter_single_encircled_token_is_shared_at_once():
    s = three_sides(sea_hands=["D5", "A1"])
    play(s, "sail D5")
    assert s.phase == "draw" and not s.pending


def test_freibeuter_the_order_matters_at_the_last_chest():
    s = two_at_once(chests_aside="chest chest chest")
    play(s, "sail D5", "resolve C4:D5")
    assert R.is_over(s) and s.ended == "chests" and s.captured[1]
    s = two_at_once(chests_aside="chest chest chest")
    play(s, "sail D5", "resolve D4:E5")
    assert R.is_over(s) and s.captured[1] == [] and "C4:D5" in s.tokens  # stays unshared


# -- 3.4 loans -------------------------------------------------------------------------------------


def _owes_9(treasure_1: int, loans: list[int] | None = None):
    """Seat 1 boarded a 15/3 at C4:D5 and will owe 9 (3 boats of others) when seat 0 sails D5."""
    return sea("C4:D5=ship15", boats={"C4": [1], "D4": [2], "C5": [0]}, boarded={"C4:D5": 1},
               sea_hands=["D5", "A1", "A2"], treasure=[20, treasure_1, 20], loans=loans)


def test_freibeuter_loan_borrows_exactly_the_shortfall():
    s = _owes_9(2)  # seed example: owes 9, holds 2, borrows 7
    events = play(s, "sail D5")
    assert ev.LoanTaken(1, 7, marker=True) in events
    assert s.loans[1] == 7 and s.treasure == [26, 0, 23]


def test_freibeuter_no_loan_when_the_treasure_covers_the_payment():
    s = _owes_9(9)
    events = play(s, "sail D5")
    assert "LoanTaken" not in kinds(events) and s.treasure[1] == 0 and s.loans[1] == 0


def test_freibeuter_first_loan_takes_a_boat_out_of_supply_for_good():
    s = _owes_9(2)
    before = s.supply[1]
    play(s, "sail D5")
    assert s.supply[1] == before + 1 - 1  # the boat back from the ship, one under the loan


def test_freibeuter_further_loans_go_under_the_same_marker():
    s = _owes_9(0, loans=[0, 5, 0])
    before = s.supply[1]
    events = play(s, "sail D5")
    assert ev.LoanTaken(1, 9, marker=False) in events
    assert s.loans[1] == 14 and s.supply[1] == before + 1


def test_freibeuter_loans_repaid_twice_at_the_end():
    s = _owes_9(2)
    play(s, "sail D5")
    assert R.scores(s)[1] == 0 + 15 - 2 * 7
    assert R.score_parts(s)[1] == (0, 15, 14, 1)
