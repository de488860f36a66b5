"""Störtebeker: every rule and ruling of docs/rules/stortebeker.md §2.1-2.3 phase 1 (components, setup, playing cards),
each in a test that names it."""


from __future__ import annotations

from collections import Counter

import pytest

from game import CHANCE, IllegalAction, InvalidSetup, Setup
from game.stortebeker import events as ev
from game.stortebeker.components import ALL_TILES, DECK_COUNTS, PROVISION_COLOURS, PROVISIONS, full_deck
from tests.stortebeker.scenario import R, cards, of, play, table

# -- 2.1 components ---------------------------------------------------------------------------------


def test_stortebeker_66_action_cards():
    assert len(full_deck()) == 66


def test_stortebeker_10_pirates_3x4_3x3_4x2():
    pirates = Counter(c.strength for c in full_deck() if c.is_pirate)
    assert pirates == {4: 3, 3: 3, 2: 4}


def test_stortebeker_56_provisions_of_six_types():
    provisions = Counter(c.ptype for c in full_deck() if c.is_provision)
    assert provisions == {"water": 13, "beans": 10, "bread": 10, "meat": 8, "rum": 8, "bananas": 7}
    assert sum(provisions.values()) == 56


def test_stortebeker_pirate_symbol_provisions_ruling():
    symbols = Counter(c.ptype for c in full_deck() if c.symbol)
    assert symbols == {"water": 2, "beans": 2, "bread": 2, "meat": 2, "rum": 1, "bananas": 1}
    assert all(c.strength == 1 and c.is_provision and not c.is_pirate for c in full_deck() if c.symbol)


def test_stortebeker_provision_colours_are_the_colour_dice_faces():
    assert set(PROVISION_COLOURS) == set(PROVISIONS)
    assert len(set(PROVISION_COLOURS.values())) == 6
    assert PROVISION_COLOURS["rum"] == "black" and PROVISION_COLOURS["bread"] == "brown"


RULES_TILE_TABLE = """
Y1 2/6 bread, water · Y2 3/7 2 bread, water · Y3 4/8 bread, water, bananas · Y4 5/9 2 bread, water, bananas · Y5 7/10 bread, 2 water, bananas · Y6 9/11 2 bread, 2 water, bananas
R1 2/6 water, rum · R2 3/7 2 water, rum · R3 4/8 water, rum, beans · R4 5/9 2 water, rum, beans · R5 7/10 water, 2 rum, beans · R6 9/11 2 water, 2 rum, beans
B1 2/6 rum, bread · B2 3/7 2 rum, bread · B3 4/8 rum, bread, water · B4 5/9 2 rum, bread, water · B5 7/10 rum, 2 bread, water · B6 9/11 2 rum, 2 bread, water
G1 2/6 beans, meat · G2 3/7 2 beans, meat · G3 4/8 beans, meat, water · G4 5/9 2 beans, meat, water · G5 7/10 beans, 2 meat, water · G6 9/11 2 beans, 2 meat, water
P1 2/6 bananas, meat · P2 3/7 2 bananas, meat · P3 4/8 bananas, meat, beans · P4 5/9 2 bananas, meat, beans · P5 7/10 bananas, 2 meat, beans · P6 9/11 2 bananas, 2 meat, beans
"""  # noqa: E501 - copied from docs/rules/stortebeker.md 2.1 as written


def test_stortebeker_tile_set_ruling_matches_the_rule_book_table():
    expected = {}
    for entry in RULES_TILE_TABLE.replace("\n", " · ").split(" · "):
        if not entry.strip():
            continue
        tid, vs, req = entry.split(" ", 2)
        value, strength = map(int, vs.split("/"))
        need = {}
        for part in req.split(", "):
            words = part.split()
            need[words[-1]] = int(words[0]) if len(words) == 2 else 1
        expected[tid] = (value, strength, need)
    assert len(expected) == len(ALL_TILES) == 30
    for t in ALL_TILES:
        assert (t.value, t.strength, dict(t.requirement)) == expected[t.tid], t.tid
    assert {t.colour for t in ALL_TILES} == {"yellow", "red", "blue", "green", "purple"}


# -- 2.2 setup ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,reserve", [(2, 12), (3, 15), (4, 18)])
def test_stortebeker_setup_four_ships_in_play_and_a_reserve_by_player_count(players, reserve):
    s = R.new_game(Setup(players), seed=5)
    assert len(s.in_play()) == 4
    assert len(s.reserve) == reserve
    assert len(s.box) == 30 - 4 - reserve
    assert R.tile_count(s) == 30


def test_stortebeker_setup_deals_six_each_discard_pile_starts_empty():
    s = R.new_game(Setup(3), seed=5)
    assert [len(h) for h in s.hands] == [6, 6, 6]
    assert len(s.pile) == 66 - 18 and s.discard == []
    assert Counter(c for h in s.hands for c in h) + Counter(s.pile) == DECK_COUNTS


def test_stortebeker_seat_0_starts():
    for seed in range(5):
        s = R.new_game(Setup(4), seed)
        assert s.to_act == s.turn == 0 and s.round == 1


def test_stortebeker_setup_shuffles_from_the_seed():
    a, b, c = (R.new_game(Setup(3), seed) for seed in (8, 8, 9))
    assert a == b and a != c


def test_stortebeker_reserve_top_tile_face_up():
    s = R.new_game(Setup(3), seed=2)
    view = R.observe(s, 1)
    assert view.reserve[0] == s.reserve[0]
    assert all(t is None for t in view.reserve[1:])
    assert all(t is None for t in view.box) and len(view.box) == len(s.box)


@pytest.mark.parametrize("players", [1, 5])
def test_stortebeker_is_for_2_to_4_players(players):
    with pytest.raises(InvalidSetup, match="2 to 4"):
        R.new_game(Setup(players), seed=1)


def test_stortebeker_has_no_team_play():
    with pytest.raises(InvalidSetup, match="team"):
        R.check_setup(Setup(4, teams=True))


def test_stortebeker_variants_are_1_to_5():
    R.check_setup(Setup(2, variants=frozenset({1, 2, 3, 4, 5})))
    with pytest.raises(InvalidSetup, match="variants 1 to 5"):
        R.check_setup(Setup(3, variants=frozenset({6})))


@pytest.mark.parametrize("players", [3, 4])
def test_stortebeker_variant5_only_with_two_players(players):
    with pytest.raises(InvalidSetup, match="two players"):
        R.new_game(Setup(players, variants=frozenset({5})), seed=1)


def test_stortebeker_variant5_three_ships_in_play():
    s = R.new_game(Setup(2, variants=frozenset({5})), seed=3)
    assert len(s.ships) == 3 and len(s.reserve) == 12 and len(s.box) == 15


def test_stortebeker_variant2_three_reserve_tiles_face_up():
    s = R.new_game(Setup(2, variants=frozenset({2})), seed=3)
    view = R.observe(s, 0)
    assert view.reserve[:3] == s.reserve[:3] and all(t is None for t in view.reserve[3:])


# -- 2.3 phase 1: playing cards --------------------------------------------------------------------


def test_stortebeker_plays_exactly_three_cards_then_the_turn_moves_on():
    s = table(["water rum beans meat bread bananas", "water water water water water water"], ships="R3 Y3 G3 B3",
              round=1)
    play(s, "place water R3", "place rum R3")
    assert s.to_act == 0 and s.cards_left == 1
    events = play(s, "place beans R3")
    assert s.turn == 1 and s.to_act == 1
    assert of(events, ev.TurnBegan) == [ev.TurnBegan(1, 1)]


def test_stortebeker_plays_all_cards_if_fewer_than_three_ruling():
    s = table(["water rum", "bread bread bread bread bread bread"], ships="R3 Y3 G3 B3", round=1)
    assert s.cards_left == 2
    play(s, "place water R3", "place rum R3")
    assert s.turn == 1


def test_stortebeker_a_seat_without_cards_skips_card_play():
    s = table(["", "bread bread bread bread bread bread"], ships="R3 Y3 G3 B3", round=1, pile="meat")
    assert s.turn == 1  # seat 0 had nothing to play, drew up to 6 and passed on
    assert len(s.hands[0]) == 6


def test_stortebeker_place_provision_only_of_a_required_type():
    s = table(["meat water rum beans bread bananas", "water"], ships="R3 Y1 Y2 B1")
    with pytest.raises(IllegalAction, match="does not require meat"):
        play(s, "place meat R3")
    assert "place meat R3" not in R.legal_texts(s)


def test_stortebeker_place_provision_within_the_required_count():
    s = table(["water water+ water rum beans meat", "bread"], ships="R3 Y1 B1 G1")
    play(s, "place water R3")
    with pytest.raises(IllegalAction, match="already have the 1 water"):
        play(s, "place water+ R3")
    play(s, "place rum R3")


def test_stortebeker_pirate_symbol_provision_counts_for_the_requirement():
    s = table(["water+ rum+ beans", "bread"], ships="R3 Y1 B1 G1")
    play(s, "place water+ R3", "place rum+ R3", "place beans R3")
    assert s.ships[0].complete(0)


def test_stortebeker_plain_pirate_needs_a_plain_provision_beside_it():
    s = table(["pirate4 water rum pirate2 bread meat", "bread"], ships="R3 Y1 B1 G1")
    with pytest.raises(IllegalAction, match="provision without pirate symbol"):
        play(s, "place pirate4 R3")
    play(s, "place water R3", "place pirate4 R3")
    assert "place pirate2 R3" not in R.legal_texts(s)  # one plain provision backs one plain pirate
    # why, in words a newcomer reads (tester 8 met "you have 0 for 0 pirates")
    with pytest.raises(IllegalAction, match="place one at Y1 first"):
        play(s, "place pirate2 Y1")
    with pytest.raises(IllegalAction, match="at R3 your 1 already back 1 pirates"):
        play(s, "place pirate2 R3")


def test_stortebeker_symbol_provision_never_supports_a_plain_pirate():
    s = table(["water+ rum+ pirate2 bread meat beans", "bread"], ships="R3 Y1 B1 G1")
    play(s, "place water+ R3", "place rum+ R3")
    assert "place pirate2 R3" not in R.legal_texts(s)


def test_stortebeker_plain_pirate_is_placed_face_down():
    s = table(["water pirate3 bread meat beans rum", "bread"], ships="R3 Y1 B1 G1")
    events = play(s, "place water R3", "place pirate3 R3")
    placed = of(events, ev.CardPlaced)[-1]
    assert placed.face_down and placed.audience == frozenset({0})
    assert placed.seen_by(1) == ev.CardPlaced(0, None, "R3", face_down=True)
    assert R.observe(s, 1).ships[0].sides[0].hidden == [None]
    assert R.observe(s, 0).ships[0].sides[0].hidden == cards("pirate3")


def test_stortebeker_place_before_trade():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="meat")
    play(s, "discard bananas")
    with pytest.raises(IllegalAction, match="placed before trading"):
        play(s, "place water R3")
    assert not any(t.startswith("place") for t in R.legal_texts(s))


def test_stortebeker_trade_two_for_one():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="pirate4 meat+")
    events = play(s, "trade meat bananas take pirate4")
    assert events[0] == ev.Traded(0, tuple(cards("meat bananas")), tuple(cards("pirate4")))
    assert s.taken == cards("pirate4")
    assert Counter(s.discard) == Counter(cards("meat+ meat bananas"))
    assert s.cards_left == 1


def test_stortebeker_trade_three_for_two():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="pirate4 meat+ rum")
    events = play(s, "trade water rum beans take meat+ pirate4")
    assert events[0] == ev.Traded(0, tuple(cards("water beans rum")), tuple(cards("meat+ pirate4")))
    assert s.turn == 1  # three cards played: the turn is over and the taken cards joined the hand
    assert of(events, ev.TakenJoinHand) == [ev.TakenJoinHand(0, tuple(cards("meat+ pirate4")))]
    assert Counter(s.discard) == Counter(cards("rum water beans rum"))


def test_stortebeker_trade_takes_from_pile_as_before_trade():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="pirate4")
    assert "trade meat bananas take meat" not in R.legal_texts(s)
    with pytest.raises(IllegalAction, match="discard pile does not hold"):
        play(s, "trade meat bananas take meat")
    assert s.hands[0] == cards("water beans bread meat rum bananas") and s.discard == cards("pirate4")


def test_stortebeker_trade_may_take_a_card_discarded_earlier_in_the_turn():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1")
    play(s, "discard meat")
    events = play(s, "trade rum bananas take meat")
    assert events[0] == ev.Traded(0, tuple(cards("rum bananas")), tuple(cards("meat")))


def test_stortebeker_traded_cards_lie_face_up_until_phase_6():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="pirate4 rum")
    play(s, "trade meat bananas take pirate4")
    assert cards("pirate4")[0] not in s.hands[0]
    assert R.observe(s, 1).taken == cards("pirate4")  # face up: public
    assert not any("pirate4" in t for t in R.legal_texts(s))
    events = play(s, "discard bread")
    assert of(events, ev.TakenJoinHand) == [ev.TakenJoinHand(0, tuple(cards("pirate4")))]
    assert cards("pirate4")[0] in s.hands[0] and s.taken == []
    taken_at = events.index(of(events, ev.TakenJoinHand)[0])
    assert taken_at < events.index(of(events, ev.CardsDrawn)[0])  # they join the hand before drawing


def test_stortebeker_discard_without_taking():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1")
    events = play(s, "discard bananas", "discard meat")
    assert of(events, ev.CardDiscarded) == [ev.CardDiscarded(0, cards("bananas")[0]),
                                          ev.CardDiscarded(0, cards("meat")[0])]
    assert s.discard == cards("bananas meat") and s.taken == []


def test_stortebeker_trade_needs_enough_cards_left_to_play():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="pirate4 meat")
    play(s, "place water R3", "place rum R3")
    assert not any(t.startswith("trade") for t in R.legal_texts(s))
    with pytest.raises(IllegalAction, match="only 1 card"):
        play(s, "trade beans meat take pirate4")


def test_stortebeker_broadside_comes_last():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1",
              sides={"R3": {0: "water"}})
    with pytest.raises(IllegalAction, match="comes last"):
        play(s, "broadside meat R3")
    play(s, "place rum R3", "discard bananas")
    assert "broadside meat R3" in R.legal_texts(s)
    play(s, "broadside meat R3")
    assert s.to_act == CHANCE and s.cards_left == 0  # no card can follow: at most one broadside


def test_stortebeker_broadside_only_at_a_ship_where_the_seat_has_a_provision():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1",
              sides={"R3": {0: "water", 1: "rum"}, "Y1": {1: "bread"}})
    play(s, "discard bananas", "discard meat")
    assert [t for t in R.legal_texts(s) if t.startswith("broadside")] == [
        f"broadside {c} R3" for c in ("water", "beans", "bread", "rum")]
    with pytest.raises(IllegalAction, match="only at a ship where you have a provision"):
        play(s, "broadside water Y1")
