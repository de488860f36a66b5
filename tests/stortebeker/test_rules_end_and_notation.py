"""Störtebeker: every rule and ruling of docs/rules/stortebeker.md §2.4-2.7 (the end, variants, hidden information,
notation), each in a test that names it."""


from __future__ import annotations

import pytest

from game import IllegalAction, InvalidActionText
from game.stortebeker import events as ev
from game.stortebeker.components import tile_named
from tests.stortebeker.scenario import R3_FULL, R, board_table, cards, counter_table, of, play, table

# -- 2.4 end ----------------------------------------------------------------------------------------------


def _end_table(turn=0, players=3, **kw):
    fillers = iter(["meat meat meat", "bananas bananas bananas", "water water water"])
    hands = ["bread bread bread" if seat == turn else next(fillers) for seat in range(players)]
    sides = {"R3": {turn: R3_FULL}, "G1": {turn: "beans meat"}}
    return table(hands, ships="R3 Y1 B1 G1", sides=sides, reserve="", turn=turn, **kw)


def test_stortebeker_capture_with_empty_reserve_announces_the_end():
    s = _end_table(turn=1)
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 6 6")
    assert of(events, ev.EndAnnounced) == [ev.EndAnnounced(1, "R3")]
    assert s.end_announced and not R.is_over(s)


def test_stortebeker_play_continues_to_the_end_of_the_round():
    s = _end_table(turn=1)
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 6 6", "stop")
    assert s.turn == 2 and not R.is_over(s)
    events = play(s, "discard bananas", "discard bananas", "discard bananas")
    assert R.is_over(s) and s.ended_by == "reserve"
    assert of(events, ev.GameEnded) == [ev.GameEnded((0, 4, 0), (1,), "reserve")]


def test_stortebeker_capture_by_the_last_seat_ends_the_game_after_its_turn():
    s = _end_table(turn=2)
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 6 6")
    assert not R.is_over(s) and R.legal_texts(s) == ["board G1", "stop"]  # it finishes its turn
    play(s, "board G1", "roll 6 6")
    assert R.is_over(s) and R.scores(s) == [0, 0, 6]


def test_stortebeker_capture_while_reserve_still_has_tiles_does_not_announce():
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", reserve="P1",
              sides={"R3": {0: R3_FULL}, "G1": {0: "beans meat"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 6 6", "board G1", "roll 6 6")
    assert not s.end_announced and s.reserve == [] and s.ships[3] is None  # G1's slot stays empty
    assert [sh.tid for sh in s.in_play()] == ["P1", "Y1", "B1"]


def test_stortebeker_highest_score_wins():
    s = table(["bread", "bread"], won={0: "Y1 Y2", 1: "R4"})
    assert R.scores(s) == [5, 5]
    assert R.winners(s) == [0]  # tie on points: more ships


def test_stortebeker_tie_on_points_and_ships_is_shared():
    s = table(["bread", "bread", "bread"], won={0: "Y1 Y3", 1: "R2 G2", 2: "B6"})
    assert R.scores(s) == [6, 6, 9] and R.winners(s) == [2]
    s = table(["bread", "bread"], won={0: "Y1 Y3", 1: "R1 G3"})
    assert R.winners(s) == [0, 1]


def test_stortebeker_score_track_wrap_past_44_is_display_only():
    s = table(["bread", "bread"], won={0: "Y6 R6 B6 G6 P6 Y5 R5"})
    assert R.scores(s)[0] == 5 * 9 + 2 * 7  # 59: the engine keeps the full score


def test_stortebeker_100_round_safeguard_ruling():
    s = table(["bread bread bread", "bread bread bread"], round=100, turn=1, won={0: "Y1"})
    events = play(s, "discard bread", "discard bread", "discard bread")
    assert R.is_over(s) and s.ended_by == "safeguard"
    assert of(events, ev.GameEnded) == [ev.GameEnded((2, 0), (0,), "safeguard")]
    s = table(["bread bread bread", "bread bread bread"], round=99, turn=1)
    play(s, "discard bread", "discard bread", "discard bread")
    assert not R.is_over(s) and s.round == 100


# -- 2.5 variants -------------------------------------------------------------------------------------------


def test_stortebeker_variant1_bonus_highest_value_of_three_ships_of_a_colour():
    s = _end_table(turn=2, variants=(1,), won={2: "Y1 Y6 Y2 P1 P2", 0: "B1 B2 B3 B4"})
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 6 6")
    events = play(s, "stop")
    assert of(events, ev.BonusScored) == [ev.BonusScored(0, "blue", 5), ev.BonusScored(2, "yellow", 9)]
    parts = R.score_parts(s)
    assert parts[2].points == 2 + 9 + 3 + 2 + 3 + 4 and parts[2].bonuses == (("yellow", 9),)
    assert R.scores(s) == [14 + 5, 0, 23 + 9]


def test_stortebeker_no_bonus_without_variant1():
    s = _end_table(turn=2, won={2: "Y1 Y6 Y2"})
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 6 6", "stop")
    assert R.scores(s) == [0, 0, 18] and R.score_parts(s)[2].bonuses == ()


def test_stortebeker_variant3_failed_boarding_ends_boarding():
    sides = {"R3": {0: R3_FULL}, "G1": {0: "beans meat"}}
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", sides=sides, variants=(3,))
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 1 1", "roll bread bread")
    assert s.turn == 1  # G1 could still have been boarded without the variant
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", sides=sides)
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 1 1", "roll bread bread")
    assert R.legal_texts(s) == ["board G1", "stop"]


def test_stortebeker_variant4_successful_counter_ends_boarding():
    sides = {"R3": {0: R3_FULL, 1: R3_FULL}, "G1": {0: "beans meat"}}
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", sides=sides, variants=(4,))
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 4 4", "counter R3", "roll 6 6")
    assert s.won[1] == [tile_named("R3")] and s.turn == 1
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1", sides=sides)
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 4 4", "counter R3", "roll 6 6")
    assert R.legal_texts(s) == ["board G1", "stop"]


# -- 2.6 hidden information -------------------------------------------------------------------------------


def test_stortebeker_observe_masks_what_a_seat_may_not_know():
    s = table(["water rum beans", "bread meat", "pirate2"], ships="R3 Y1 B1 G1",
              sides={"R3": {0: "water pirate4", 1: "rum ^pirate3 pirate2"}}, discard="meat")
    view = R.observe(s, 1)
    assert view.viewer == 1
    assert view.hands[0] == [None] * 3 and view.hands[1] == cards("bread meat") and view.hands[2] == [None]
    assert all(c is None for c in view.pile) and len(view.pile) == len(s.pile)
    r3 = view.ships[0]
    assert r3.sides[0].hidden == [None] and r3.sides[1].hidden == cards("pirate2")
    assert r3.sides[1].shown == cards("pirate3") and r3.sides[0].provisions == cards("water")
    assert view.discard == cards("meat")
    spectator = R.observe(s, None)
    assert spectator.ships[0].sides[1].hidden == [None] and all(c is None for h in spectator.hands for c in h)


def test_stortebeker_determinize_deals_the_unknown_consistently():
    import random

    s = table(["water rum beans", "bread meat", "pirate2"], ships="R3 Y1 B1 G1",
              sides={"R3": {0: "water pirate4", 1: "rum pirate3"}})
    view = R.observe(s, 2)
    for seed in range(20):
        full = R.determinize(view, 2, random.Random(seed))
        assert R.observe(full, 2) == view
        assert R.card_count(full) == 66 and R.tile_count(full) == 30
        assert all(c is not None and c.is_pirate for sh in full.in_play() for side in sh.sides for c in side.hidden)


def test_stortebeker_views_cannot_be_played():
    s = table(["water rum beans", "bread"])
    with pytest.raises(IllegalAction, match="view"):
        R.apply(R.observe(s, 0), R.parse_action(s, "discard water"))


# -- 2.7 notation and the contract -------------------------------------------------------------------------

# docs/rules/stortebeker.md 2.7's examples, each written with its cards in the canonical order (water, beans, bread,
# meat, rum, bananas, plain before +, then pirates): the order the engine writes them in
NOTATION = ["place meat Y3", "place pirate4 Y3", "trade water rum take meat+", "trade water beans rum take bread meat",
            "discard water", "broadside rum Y3", "roll 3 5", "roll rum bananas", "steal meat+ s2", "sink meat+ s2",
            "board Y3", "stop", "lose meat+", "drop pirate2", "counter Y3 bread+ meat", "counter Y3", "decline"]


@pytest.mark.parametrize("text", NOTATION)
def test_stortebeker_notation_round_trips(text):
    action = R.parse_action(None, text)
    assert R.action_text(action) == text


@pytest.mark.parametrize("written,canonical", [
    # docs/rules/stortebeker.md 2.7 as printed:
    ("trade water rum beans take meat bread", "trade water beans rum take bread meat"),
    ("trade rum water take meat+", "trade water rum take meat+"),
    ("trade pirate4 meat+ meat take bananas water", "trade meat meat+ pirate4 take water bananas"),
    ("counter Y3 meat bread+", "counter Y3 bread+ meat"),
])
def test_stortebeker_notation_reads_any_card_order_and_writes_the_canonical_one(written, canonical):
    a = R.parse_action(None, written)
    assert a == R.parse_action(None, canonical) and hash(a) == hash(R.parse_action(None, canonical))
    assert R.action_text(a) == canonical


def test_stortebeker_every_ordering_of_a_trade_is_one_action_with_one_text():
    from itertools import permutations

    from game.stortebeker.actions import Trade

    texts = {R.action_text(Trade(give, take)) for give in permutations(cards("bananas water+ pirate2"))
             for take in permutations(cards("rum beans"))}
    assert texts == {"trade water+ bananas pirate2 take beans rum"}


def test_stortebeker_equal_trades_written_differently_play_the_same():
    results = []
    for text in ("trade water rum beans take meat+ pirate4", "trade beans water rum take pirate4 meat+"):
        s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="pirate4 meat+")
        events = play(s, text)
        results.append((R.to_json(s), events))
    assert results[0] == results[1]


@pytest.mark.parametrize("text", ["", "place", "place meat Z9", "trade water take meat", "trade water rum take",
                                  "roll 0 3", "roll 3 rum", "steal pirate2 s1", "sink meat s4", "drop meat",
                                  "lose pirate2", "counter Y3 pirate2", "board", "draw"])
def test_stortebeker_bad_text_is_refused(text):
    with pytest.raises(InvalidActionText):
        R.parse_action(None, text)


def test_stortebeker_illegal_action_leaves_the_state_untouched():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1")
    before = R.to_json(s)
    for text in ["place meat R3", "board R3", "broadside water R3", "roll 3 3", "steal meat s1",
                 "trade water rum take meat", "discard pirate4"]:
        with pytest.raises(IllegalAction):
            play(s, text)
        assert R.to_json(s) == before


def test_stortebeker_number_dice_outcomes_are_the_36_ordered_pairs():
    s = board_table()
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    outcomes = R.chance_outcomes(s)
    assert sorted(R.action_text(a) for a, _ in outcomes) == sorted(
        f"roll {a} {b}" for a in range(1, 7) for b in range(1, 7))
    assert all(abs(p - 1 / 36) < 1e-12 for _, p in outcomes)
    assert R.legal_actions(s) == [a for a, _ in outcomes]


def test_stortebeker_json_round_trip_mid_counterattack():
    import json

    s = counter_table()
    play(s, "counter R3 beans")
    assert R.from_json(json.loads(json.dumps(R.to_json(s)))) == s
    view = R.observe(s, 2)
    assert R.from_json(json.loads(json.dumps(R.to_json(view)))) == view
