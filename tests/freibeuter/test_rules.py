"""Every rule and ruling of RULES.md §3 (Freibeuter), each in a test that names it."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game import IllegalAction, InvalidActionText, InvalidSetup, Setup
from game.freibeuter import events as ev
from game.freibeuter.components import (
    DUTCHMAN_COUNTS,
    SEA_COUNTS,
    TOKEN_COUNTS,
    all_tokens,
    dutchman_deck,
    sea_deck,
    ship,
    token_named,
)
from tests.freibeuter.scenario import R, kinds, play, sea

# -- 3.1 components ---------------------------------------------------------------------------------


def test_freibeuter_28_ships_7_of_each_value_4_chests_4_doubles():
    tokens = all_tokens()
    assert len(tokens) == 36
    assert Counter(t.value for t in tokens if t.is_ship) == {5: 7, 10: 7, 15: 7, 20: 7}
    assert sum(t.kind == "chest" for t in tokens) == 4
    assert sorted(t.value for t in tokens if t.kind == "double") == [5, 10, 15, 20]


def test_freibeuter_ship_payment_is_1_to_4():
    assert [ship(v).payment for v in (5, 10, 15, 20)] == [1, 2, 3, 4]
    assert token_named("chest").payment == 0


def test_freibeuter_74_sea_cards_one_per_outer_square_two_per_inner():
    deck = sea_deck()
    assert len(deck) == 74
    assert SEA_COUNTS["A1"] == SEA_COUNTS["G4"] == SEA_COUNTS["D7"] == 1
    assert SEA_COUNTS["B2"] == SEA_COUNTS["D4"] == SEA_COUNTS["F6"] == 2


def test_freibeuter_14_dutchman_cards_one_per_row_and_column():
    assert sorted(dutchman_deck()) == sorted([f"row{r}" for r in range(1, 8)] + [f"col{c}" for c in "ABCDEFG"])


# -- 3.2 setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_freibeuter_setup_deals_4_sea_1_dutchman_20_treasure_25_boats(players):
    s = R.new_game(Setup(players), seed=5)
    assert all(len(h) == 4 for h in s.sea_hands) and all(len(h) == 1 for h in s.dutch_hands)
    assert len(s.sea_pile) == 74 - 4 * players and len(s.dutch_pile) == 14 - players
    assert Counter(c for h in s.sea_hands for c in h) + Counter(s.sea_pile) == SEA_COUNTS
    assert Counter(c for h in s.dutch_hands for c in h) + Counter(s.dutch_pile) == DUTCHMAN_COUNTS
    assert s.treasure == [20] * players and s.supply == [25] * players and s.loans == [0] * players


def test_freibeuter_tokens_shuffled_onto_the_36_points_from_the_seed():
    s = R.new_game(Setup(3), seed=8)
    assert len(s.tokens) == 36 and Counter(s.tokens.values()) == TOKEN_COUNTS
    assert R.new_game(Setup(3), seed=8).tokens == s.tokens
    assert R.new_game(Setup(3), seed=9).tokens != s.tokens


def test_freibeuter_seat_0_starts():
    s = R.new_game(Setup(4), seed=1)
    assert s.to_act == s.turn == 0 and s.phase == "act"


@pytest.mark.parametrize("setup,message", [
    (Setup(1), "2 to 4"), (Setup(5), "2 to 4"), (Setup(4, teams=True), "no teams"),
    (Setup(3, variants=frozenset({1})), "no variants"),
])
def test_freibeuter_2_to_4_players_no_teams_no_variants(setup, message):
    with pytest.raises(InvalidSetup, match=message):
        R.new_game(setup, seed=1)


# -- 3.3 a turn: board ------------------------------------------------------------------------------


def test_freibeuter_board_puts_a_boat_on_an_unboarded_ship_no_card_no_draw():
    s = sea("C4:D5=ship15", sea_hands=["C5 D4", "E5"])
    events = play(s, "board C4:D5")
    assert s.boarded == {"C4:D5": 0} and s.supply[0] == 24
    assert s.sea_hands[0] == ["D4", "C5"] and len(s.sea_pile) == 71
    assert kinds(events) == ["ShipBoarded", "TurnBegan"] and s.to_act == 1


def test_freibeuter_board_not_on_chests_or_doubles():
    s = sea("C4:D5=chest D4:E5=double10 E4:F5=ship5")
    assert [t for t in R.legal_texts(s) if t.startswith("board")] == ["board E4:F5"]
    with pytest.raises(IllegalAction, match="not chests or doubles"):
        play(s, "board C4:D5")


def test_freibeuter_board_not_on_a_ship_already_boarded():
    s = sea("C4:D5=ship10", boarded={"C4:D5": 1})
    assert "board C4:D5" not in R.legal_texts(s)
    with pytest.raises(IllegalAction, match="already boarded"):
        play(s, "board C4:D5")


# -- 3.3 sail --------------------------------------------------------------------------------------


def test_freibeuter_sail_plays_a_sea_card_and_puts_a_boat_on_its_square():
    s = sea(sea_hands=["C5 D4", "E5"])
    events = play(s, "sail C5")
    assert s.boats == {"C5": [0]} and s.supply[0] == 24 and s.sea_discard == ["C5"]
    assert s.sea_hands[0] == ["D4"]
    assert kinds(events) == ["CardPlayed", "BoatPlaced"]
    assert s.to_act == 0 and s.phase == "draw"


def test_freibeuter_sail_on_an_occupied_square_may_take_2_from_the_bank():
    s = sea(boats={"C5": [1]}, sea_hands=["C5 D4", "E5"])
    assert {"sail C5", "sail C5 loot"} <= set(R.legal_texts(s))
    events = play(s, "sail C5 loot")
    assert s.treasure[0] == 22 and s.boats == {"C5": [1]} and s.supply[0] == 25
    assert events[-1] == ev.BankPaid(0, 2, "loot")
    assert s.phase == "draw"


def test_freibeuter_sail_loot_only_where_a_boat_already_is():
    s = sea(sea_hands=["C5 D4", "E5"])
    assert "sail C5 loot" not in R.legal_texts(s)
    with pytest.raises(IllegalAction, match="already holds a boat"):
        play(s, "sail C5 loot")


def test_freibeuter_outer_square_holds_one_boat_inner_two():
    s = sea(boats={"A3": [1], "C5": [1, 1], "D5": [1]}, sea_hands=["A3 C5 D5", "E5"])
    legal = set(R.legal_texts(s))
    assert "sail A3" not in legal and "sail A3 loot" in legal
    assert "sail C5" not in legal and "sail C5 loot" in legal
    assert "sail D5" in legal and "sail D5 loot" in legal
    with pytest.raises(IllegalAction, match="holds 2 boats already"):
        play(s, "sail C5")


def test_freibeuter_sail_needs_the_card_in_hand():
    s = sea(sea_hands=["C5", "E5"])
    with pytest.raises(IllegalAction, match="no sea card E5"):
        play(s, "sail E5")


# -- 3.3 the Dutchman ------------------------------------------------------------------------------


def _three_sides(**kw):
    """A 10/2 ship at C4:D5 with three of its squares taken (C4, D4: seat 0; C5: seat 1); D5 is open."""
    return sea("C4:D5=ship10", boats={"C4": [0], "D4": [0], "C5": [1]}, **kw)


def test_freibeuter_dutchman_only_where_it_encircles():
    s = _three_sides(sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
    dutch = [t for t in R.legal_texts(s) if t.startswith("dutchman")]
    assert dutch == ["dutchman row5 D5"]
    with pytest.raises(IllegalAction, match="would encircle no token"):
        play(s, "dutchman row5 E5")


def test_freibeuter_dutchman_card_unplayable_when_it_encircles_nothing():
    s = _three_sides(sea_hands=["A1", "A2"], dutch_hands=["row2", ""])
    assert not [t for t in R.legal_texts(s) if t.startswith("dutchman")]


def test_freibeuter_dutchman_only_on_an_empty_square_of_its_line():
    s = _three_sides(sea_hands=["A1", "A2"], dutch_hands=["colC", ""])
    assert not [t for t in R.legal_texts(s) if t.startswith("dutchman")]  # C5 is taken
    with pytest.raises(IllegalAction, match="only on an empty square"):
        play(s, "dutchman colC C5")
    with pytest.raises(InvalidActionText, match="not in row4"):
        R.parse_action(s, "dutchman row4 D5")


def test_freibeuter_dutchman_leaves_the_board_after_the_sharing():
    s = _three_sides(sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
    events = play(s, "dutchman row5 D5")
    assert kinds(events) == ["CardPlayed", "DutchmanPlaced", "TokenEncircled", "ShipEscaped", "DutchmanLeft"]
    assert s.dutchman is None and "D5" not in s.boats and s.dutch_discard == ["row5"]
    assert s.supply[0] == 25 - 2  # the Dutchman is no seat's boat
    assert s.phase == "draw" and s.to_act == 0


# -- 3.3 the draw ----------------------------------------------------------------------------------


def test_freibeuter_draw_after_sail_from_the_pile_of_choice():
    s = sea(sea_hands=["C5 D4", "E5"], dutch_pile="row1 row2")
    play(s, "sail C5")
    assert R.legal_texts(s) == ["draw sea", "draw dutchman"]
    events = play(s, "draw dutchman")
    assert s.dutch_hands[0] == ["row1"] and s.to_act == 1
    assert events[0] == ev.CardDrawn(0, "dutchman", "row1", audience=frozenset({0}))


def test_freibeuter_draw_after_loot_and_after_dutchman():
    s = sea(boats={"C5": [1]}, sea_hands=["C5 D4", "E5"])
    play(s, "sail C5 loot")
    assert s.phase == "draw"
    s = _three_sides(sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
    play(s, "dutchman row5 D5")
    assert s.phase == "draw"


def test_freibeuter_draw_from_the_other_pile_when_one_is_empty():
    s = sea(sea_hands=["C5 D4", "E5"], dutch_pile="")
    play(s, "sail C5")
    assert R.legal_texts(s) == ["draw sea"]
    s = sea(sea_hands=["C5 D4", "E5"], sea_pile="")
    play(s, "sail C5")
    assert R.legal_texts(s) == ["draw dutchman"]
    with pytest.raises(IllegalAction, match="sea pile is empty"):
        play(s, "draw sea")


def test_freibeuter_seat_without_sea_card_must_draw_a_sea_card():
    s = sea(sea_hands=["C5", "E5"], dutch_hands=["row1", ""])
    play(s, "sail C5")
    assert R.legal_texts(s) == ["draw sea"]
    with pytest.raises(IllegalAction, match="must draw a sea card"):
        play(s, "draw dutchman")


def test_freibeuter_seat_without_sea_card_draws_dutchman_when_no_sea_card_is_left():
    s = sea(sea_hands=["C5", "E5"], sea_pile="")
    play(s, "sail C5")
    assert R.legal_texts(s) == ["draw dutchman"]


def test_freibeuter_draw_only_after_sail_or_dutchman():
    s = sea(sea_hands=["C5", "E5"])
    with pytest.raises(IllegalAction, match="only after a sail or a Dutchman"):
        play(s, "draw sea")
    play(s, "sail C5")
    with pytest.raises(IllegalAction, match="draw a card first"):
        play(s, "sail E5")


# -- 3.4 encircling --------------------------------------------------------------------------------


def test_freibeuter_token_encircled_when_each_of_its_4_squares_holds_a_boat():
    s = sea("C4:D5=ship10", boats={"C4": [0], "D4": [1]}, sea_hands=["C5 D5", "E5 A1"])
    events = play(s, "sail C5", "draw sea", "sail E5", "draw sea")
    assert "TokenEncircled" not in kinds(events) and "C4:D5" in s.tokens
    events = play(s, "sail D5")
    assert ev.TokenEncircled("C4:D5", ship(10)) in events and "C4:D5" not in s.tokens


def test_freibeuter_unboarded_ship_escapes_nobody_gains():
    s = _three_sides(sea_hands=["D5", "A1"])
    events = play(s, "sail D5")
    assert ev.ShipEscaped("C4:D5", ship(10)) in events
    assert s.aside == [("C4:D5", ship(10))] and s.treasure == [20, 20] and s.captured == [[], []]


def test_freibeuter_boarded_ship_goes_to_its_boarder_with_its_boat():
    s = _three_sides(boarded={"C4:D5": 1}, sea_hands=["D5", "A1"])
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
    s = _three_sides(boarded={"C4:D5": 1}, sea_hands=["A1", "A2"], dutch_hands=["colD", ""])
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
    s = _three_sides(boarded={"C4:D5": 1}, sea_hands=["D5", "A1"], aside="double10")
    play(s, "sail D5")
    assert s.treasure == [20 + 3 * 2, 20 - 3 * 2]


def _two_at_once(chests_aside: str = ""):
    """D5 is the last open square of a boarded 10/2 at C4:D5 (seat 1) and of a chest at D4:E5; one
    more chest lies far away unless the other three are `chests_aside`."""
    far = "" if chests_aside else " A6:B7=chest"
    return sea("C4:D5=ship10 D4:E5=chest" + far, boats={"C4": [0], "D4": [0], "C5": [1], "E4": [1], "E5": [0]},
               boarded={"C4:D5": 1}, sea_hands=["D5", "A1"], aside=chests_aside)


def test_freibeuter_active_seat_chooses_the_order_when_several_tokens_are_encircled():
    s = _two_at_once()
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
    s = _three_sides(sea_hands=["D5", "A1"])
    play(s, "sail D5")
    assert s.phase == "draw" and not s.pending


def test_freibeuter_the_order_matters_at_the_last_chest():
    s = _two_at_once(chests_aside="chest chest chest")
    play(s, "sail D5", "resolve C4:D5")
    assert R.is_over(s) and s.ended == "chests" and s.captured[1]
    s = _two_at_once(chests_aside="chest chest chest")
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
    s = _three_sides(sea_hands=["D5", "A1"])
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
    s = _two_at_once()
    play(s, "sail D5")
    assert R.from_json(json.loads(json.dumps(R.to_json(s)))) == s
