"""Störtebeker: every rule and ruling of docs/rules/stortebeker.md §2.3 phases 4-6 (counterattacks, score,
replacement, drawing), each in a test that names it."""


from __future__ import annotations

from collections import Counter

import pytest

from game import CHANCE, IllegalAction
from game.stortebeker import events as ev
from game.stortebeker.components import DECK_COUNTS, tile_named
from tests.stortebeker.scenario import R3_FULL, R, board_table, cards, counter_table, of, play, table

# -- 2.3 phase 4: counterattacks ---------------------------------------------------------------------------


def test_stortebeker_counterattack_decided_clockwise_from_the_left_of_the_boarder():
    s = table(["meat meat", "meat meat", "water rum beans", "meat meat"], ships="R3 Y1 B1 G1", turn=2,
              sides={"R3": {2: R3_FULL, 0: "water", 1: "rum", 3: "beans"}})
    play(s, "discard water", "discard rum", "discard beans", "board R3", "roll 4 4")
    order = []
    while s.step == "counter":
        order.append(s.to_act)
        play(s, "decline")
    assert order == [3, 0, 1]


def test_stortebeker_only_seats_with_cards_on_the_ship_may_counter():
    s = counter_table(sides={"R3": {0: R3_FULL, 2: "rum"}})
    assert s.to_act == 2
    play(s, "decline")
    assert s.won[0] == [tile_named("R3")] and s.turn == 1


def test_stortebeker_counter_adds_the_missing_provisions_from_hand():
    s = counter_table()
    assert s.to_act == 1 and R.legal_texts(s) == ["decline", "counter R3 beans"]
    events = play(s, "counter R3 beans")
    assert of(events, ev.CounterattackDeclared) == [ev.CounterattackDeclared(1, "R3", tuple(cards("beans")))]
    assert s.to_act == CHANCE and s.hands[1] == cards("water rum")


def test_stortebeker_counter_may_add_pirate_symbol_provisions_not_plain_pirates():
    s = counter_table(hands=["bread bread bread", "pirate4", "water+ beans+ beans pirate3", "water"])
    play(s, "decline")  # seat 1 cannot: it holds no beans
    assert s.to_act == 2
    assert R.legal_texts(s) == ["decline", "counter R3 water+ beans", "counter R3 water+ beans+"]
    with pytest.raises(IllegalAction):
        play(s, "counter R3 water+ beans+ pirate3")  # not even notation: a counterattack adds provisions
    with pytest.raises(IllegalAction, match="exactly the provisions you lack"):
        play(s, "counter R3 water+")


def test_stortebeker_counter_needs_at_most_three_cards_else_the_seat_is_not_asked():
    s = table(["bread bread bread", "water water water", "meat meat"], ships="R6 Y1 B1 G1",
              sides={"R6": {0: "water water rum rum beans", 1: "pirate2", 2: "rum rum beans"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R6", "roll 6 5")
    assert s.to_act == 2  # seat 1 lacks all 5 provisions: never asked
    play(s, "decline")
    s = table(["bread bread bread", "water water water", "meat"], ships="R6 Y1 B1 G1",
              sides={"R6": {0: "water water rum rum beans", 2: "rum rum beans"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R6", "roll 6 5")
    assert s.won[0] == [tile_named("R6")]  # seat 2 lacks 2 water and holds 1 card: not asked either


def test_stortebeker_counter_highest_total_takes_the_ship():
    s = table(["bread bread bread", "beans", "bread"], ships="R3 Y3 G3 B3", turn=0,
              sides={"R3": {0: "water rum+ beans", 1: "water rum pirate4", 2: "water"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 3 4")  # 7 + 1 = 8
    events = play(s, "counter R3 beans", "roll 3 3")  # 6 + 4 = 10
    assert of(events, ev.AttackTotal)[0].total == 10  # seat 2 (one card in hand, two missing) is not asked
    assert s.won[1] == [tile_named("R3")] and R.scores(s)[:2] == [0, 4]


def test_stortebeker_counter_tie_goes_to_the_earliest_from_the_boarder_ruling():
    s = counter_table()
    play(s, "counter R3 beans", "roll 4 4")  # seat 1: 8, as much as the boarder
    play(s, "counter R3 water+ beans+", "roll 3 3")  # seat 2: 6 + 2 = 8
    play(s, "counter R3 rum beans", "roll 4 4")  # seat 3: 8
    assert s.won[0] == [tile_named("R3")]  # the boarder keeps the ship on a tie
    s = counter_table()
    play(s, "decline", "counter R3 water+ beans+", "roll 5 4")  # seat 2: 11
    events = play(s, "counter R3 rum beans", "roll 6 5")  # seat 3: 11, later than seat 2
    assert of(events, ev.ShipCaptured)[0].seat == 2 and of(events, ev.ShipCaptured)[0].counterattack


def test_stortebeker_counter_cards_are_not_replaced():
    s = counter_table(players=2, sides={"R3": {0: R3_FULL, 1: "water rum"}})
    play(s, "counter R3 beans", "roll 1 1")
    assert s.turn == 1 and len(s.hands[1]) == 2  # seat 1 plays on with two cards (drew none)
    assert s.cards_left == 2


def test_stortebeker_capture_discards_every_card_on_the_ship():
    s = counter_table()
    events = play(s, "decline", "decline", "decline")
    captured = of(events, ev.ShipCaptured)[0]
    assert Counter(c for _, c in captured.cards) == Counter(cards("water rum beans water rum rum water"))
    assert captured.seat == 0 and captured.slot == 0


# -- 2.3 phases 5 and 6: score, replacement, drawing -----------------------------------------------------


def test_stortebeker_capture_scores_the_value_and_takes_the_tile():
    s = board_table()
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 6 6")
    assert ev.ScoreChanged(0, 4, 4) in events and s.won[0] == [tile_named("R3")]


def test_stortebeker_captured_ships_replaced_after_boarding_in_order():
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", reserve="P1 P2 P3 P4",
              sides={"R3": {0: "water rum beans"}, "G1": {0: "beans meat"}})
    play(s, "discard bread", "discard bread", "discard bread", "board G1", "roll 6 6")
    assert s.ships[3] is None and s.ships[0].tid == "R3"  # not replaced while the boarding goes on
    events = play(s, "board R3", "roll 6 6")
    assert of(events, ev.ShipEntered) == [ev.ShipEntered(3, tile_named("P1")), ev.ShipEntered(0, tile_named("P2"))]
    assert [sh.tid for sh in s.ships] == ["P2", "Y1", "B1", "P1"]


def test_stortebeker_next_reserve_tile_revealed_after_replacement():
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", reserve="P1 P2 P3",
              sides={"R3": {0: "water rum beans"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 6 6")
    assert of(events, ev.ShipEntered) == [ev.ShipEntered(0, tile_named("P1"))]
    assert of(events, ev.ShipRevealed) == [ev.ShipRevealed(tile_named("P2"), 0)]
    assert R.observe(s, 1).reserve == [tile_named("P2"), None]


def test_stortebeker_variant2_reveals_the_third_tile_ahead():
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", reserve="P1 P2 P3 P4 P5", variants=(2,),
              sides={"R3": {0: "water rum beans"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 6 6")
    assert of(events, ev.ShipRevealed) == [ev.ShipRevealed(tile_named("P4"), 2)]
    assert R.observe(s, 1).reserve == [tile_named("P2"), tile_named("P3"), tile_named("P4"), None]


def test_stortebeker_draw_up_to_six():
    s = table(["water rum beans meat", "bread"], ships="R3 Y1 B1 G1", pile="pirate4 meat+ bananas rum")
    events = play(s, "discard water", "discard rum", "discard beans")
    (drawn,) = of(events, ev.CardsDrawn)
    assert drawn.seat == 0 and len(drawn.cards) == 5 and drawn.cards[:4] == tuple(cards("pirate4 meat+ bananas rum"))
    assert drawn.audience == frozenset({0}) and len(s.hands[0]) == 6
    assert drawn.seen_by(1) == ev.CardsDrawn(0, (None,) * 5)


def test_stortebeker_empty_pile_reshuffles_the_discard_pile():
    s = table(["water rum beans", "bread"], ships="R3 Y1 B1 G1", pile="")
    s.pile = s.pile[-2:]  # only two cards left to draw
    rest = DECK_COUNTS - Counter(c for h in s.hands for c in h) - Counter(s.pile)
    s.discard = sorted(rest.elements(), key=lambda c: c.order)
    events = play(s, "discard water", "discard rum", "discard beans")
    kinds = [type(e) for e in events if isinstance(e, (ev.CardsDrawn, ev.PileReshuffled))]
    assert kinds == [ev.CardsDrawn, ev.PileReshuffled, ev.CardsDrawn]
    assert len(s.hands[0]) == 6 and s.discard == [] and s.reshuffles == 1
    assert R.card_count(s) == 66


def test_stortebeker_reshuffle_is_seeded_from_the_game_seed_and_count():
    def run(seed):
        s = table(["water rum beans", "bread"], ships="R3 Y1 B1 G1", seed=seed)
        rest = DECK_COUNTS - Counter(c for h in s.hands for c in h)
        s.pile, s.discard = [], sorted(rest.elements(), key=lambda c: c.order)
        play(s, "discard water", "discard rum", "discard beans")
        return s.pile

    assert run(1) == run(1) and run(1) != run(2)


def test_stortebeker_reshuffle_cannot_be_predicted_from_a_view():
    """Two games equal in all a seat sees but for their seeds reshuffle differently, and the seat's
    views of them stay equal: the view holds nothing to predict the new pile from."""
    def run(seed):
        s = table(["water rum beans", "bread"], ships="R3 Y1 B1 G1", seed=seed)
        rest = DECK_COUNTS - Counter(c for h in s.hands for c in h)
        s.pile, s.discard = [], sorted(rest.elements(), key=lambda c: c.order)
        before = [R.observe(s, seat) for seat in (0, 1, None)]
        play(s, "discard water", "discard rum", "discard beans")
        return s, before

    (a, before_a), (b, before_b) = run(11), run(12)
    assert before_a == before_b
    assert a.pile != b.pile
    assert all(R.observe(a, seat) == R.observe(b, seat) for seat in (1, None))
    assert all("seed" not in R.to_json(R.observe(a, seat)) for seat in (0, 1, None))
