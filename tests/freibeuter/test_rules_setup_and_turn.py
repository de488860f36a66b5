"""Freibeuter: every rule and ruling of docs/rules/freibeuter.md §3.1-3.3 (components, setup, board, sail, the
Dutchman, the draw), each in a test that names it."""


from __future__ import annotations

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
from tests.freibeuter.scenario import R, kinds, play, sea, three_sides

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


def test_freibeuter_dutchman_only_where_it_encircles():
    s = three_sides(sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
    dutch = [t for t in R.legal_texts(s) if t.startswith("dutchman")]
    assert dutch == ["dutchman row5 D5"]
    with pytest.raises(IllegalAction, match="would encircle no token"):
        play(s, "dutchman row5 E5")


def test_freibeuter_dutchman_card_unplayable_when_it_encircles_nothing():
    s = three_sides(sea_hands=["A1", "A2"], dutch_hands=["row2", ""])
    assert not [t for t in R.legal_texts(s) if t.startswith("dutchman")]


def test_freibeuter_dutchman_only_on_an_empty_square_of_its_line():
    s = three_sides(sea_hands=["A1", "A2"], dutch_hands=["colC", ""])
    assert not [t for t in R.legal_texts(s) if t.startswith("dutchman")]  # C5 is taken
    with pytest.raises(IllegalAction, match="only on an empty square"):
        play(s, "dutchman colC C5")
    with pytest.raises(InvalidActionText, match="not in row4"):
        R.parse_action(s, "dutchman row4 D5")


def test_freibeuter_dutchman_leaves_the_board_after_the_sharing():
    s = three_sides(sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
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
    s = three_sides(sea_hands=["A1", "A2"], dutch_hands=["row5", ""])
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
