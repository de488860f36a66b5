"""Every rule and ruling of RULES.md §2 (Störtebeker), each in a test that names it."""

from __future__ import annotations

from collections import Counter

import pytest

from game import CHANCE, IllegalAction, InvalidActionText, InvalidSetup, Setup
from game.stortebeker import events as ev
from game.stortebeker.components import ALL_TILES, DECK_COUNTS, PROVISION_COLOURS, PROVISIONS, full_deck, tile_named
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
"""  # noqa: E501 - copied from RULES.md 2.1 as written


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


# -- 2.3 phase 2: broadside ----------------------------------------------------------------------------


def _broadside_table(**kw):
    sides = kw.pop("sides", {"R3": {0: "water", 1: "rum beans pirate3", 2: "rum+ water"}})
    s = table(["meat meat meat bread bread bread", "bread", "bread"], ships="R3 Y1 B1 G1", sides=sides, **kw)
    play(s, "discard bread", "discard bread", "broadside meat R3")
    return s


def test_stortebeker_broadside_rolls_both_colour_dice():
    s = _broadside_table()
    outcomes = R.chance_outcomes(s)
    assert len(outcomes) == 36 and abs(sum(p for _, p in outcomes) - 1) < 1e-12
    assert "roll rum bananas" in {R.action_text(a) for a, _ in outcomes}


def test_stortebeker_broadside_steals_a_provision_the_seat_lacks():
    s = _broadside_table()
    assert R.legal_texts(play(s, "roll rum water") and s) == ["steal rum s1", "sink rum s1", "steal rum+ s2",
                                                                "sink rum+ s2"]
    events = play(s, "steal rum+ s2")
    assert of(events, ev.CardStolen) == [ev.CardStolen(0, 2, cards("rum+")[0], "R3")]
    # the water die: the seat already has its one water, so any water it hits is sunk (only one: forced)
    assert of(events, ev.CardSunk) == [ev.CardSunk(0, 2, cards("water")[0], "R3")]
    r3 = s.ships[0]
    assert r3.sides[0].provisions == cards("water rum+") and r3.sides[2].provisions == []
    assert s.turn == 1  # nothing to board: the turn is over


def test_stortebeker_broadside_sinks_when_the_seat_has_that_type_already():
    s = _broadside_table(sides={"R3": {0: "water rum", 1: "rum beans", 2: "rum+"}})
    play(s, "roll rum meat")
    assert R.legal_texts(s) == ["sink rum s1", "sink rum+ s2"]
    play(s, "sink rum s1")
    assert cards("rum")[0] in s.discard and s.ships[0].sides[1].provisions == cards("beans")


def test_stortebeker_broadside_die_of_an_absent_colour_does_nothing():
    s = _broadside_table()
    before = [sh.clone() for sh in s.in_play()]
    events = play(s, "roll meat bananas")
    assert [e.colour for e in of(events, ev.DieMissed)] == ["meat", "bananas"]
    assert [sh for sh in s.in_play()] == before


def test_stortebeker_broadside_two_equal_dice_remove_two_cards():
    s = _broadside_table(sides={"R3": {0: "water", 1: "rum beans", 2: "rum+"}})
    events = play(s, "roll rum rum", "steal rum s1")
    assert of(events, ev.CardSunk) == [ev.CardSunk(0, 2, cards("rum+")[0], "R3")]  # the second die: forced
    assert s.ships[0].sides[2].provisions == [] and s.ships[0].sides[1].provisions == cards("beans")


def test_stortebeker_broadside_chooses_card_and_opponent():
    s = _broadside_table(sides={"R3": {0: "water", 1: "beans+ rum", 2: "beans"}})
    play(s, "roll beans meat")
    assert set(R.legal_texts(s)) == {"steal beans+ s1", "sink beans+ s1", "steal beans s2", "sink beans s2"}


def test_stortebeker_broadside_never_touches_the_firing_seats_own_cards():
    s = _broadside_table(sides={"R3": {0: "water rum"}})
    events = play(s, "roll water rum")
    assert len(of(events, ev.DieMissed)) == 2 and s.ships[0].sides[0].provisions == cards("water rum")


def test_stortebeker_broadside_victim_keeps_unsupported_pirates_ruling():
    s = _broadside_table(sides={"R3": {0: "water", 1: "rum pirate3", 2: "beans"}})
    play(s, "roll rum meat", "steal rum s1")
    side = s.ships[0].sides[1]
    assert side.provisions == [] and side.hidden == cards("pirate3")


# -- 2.3 phase 3: boarding ------------------------------------------------------------------------------

R3_FULL = "water rum beans"


def _board_table(extra0="", round=2, variants=(), **kw):
    sides = kw.pop("sides", {"R3": {0: f"{R3_FULL} {extra0}".strip()}})
    return table(["bread bread bread", "bread", "bread"], ships="R3 Y1 B1 G1", sides=sides, round=round,
                 variants=variants, **kw)


def test_stortebeker_no_boarding_in_the_first_round():
    s = _board_table(round=1)
    events = play(s, "discard bread", "discard bread", "discard bread")
    assert not of(events, ev.BoardingAttempted) and s.turn == 1
    with pytest.raises(IllegalAction):
        play(s, "board R3")


def test_stortebeker_board_only_with_the_complete_requirement():
    s = _board_table(sides={"R3": {0: R3_FULL}, "Y1": {0: "bread"}})
    play(s, "discard bread", "discard bread", "discard bread")
    assert R.legal_texts(s) == ["board R3", "stop"]
    with pytest.raises(IllegalAction, match="Y1 lacks 1 water"):
        play(s, "board Y1")


def test_stortebeker_boarding_reveals_pirates_they_stay_face_up():
    s = _board_table("pirate4 pirate2")
    play(s, "discard bread", "discard bread", "discard bread")
    events = play(s, "board R3")
    assert of(events, ev.PiratesRevealed) == [ev.PiratesRevealed(0, "R3", tuple(cards("pirate4 pirate2")))]
    assert R.observe(s, 1).ships[0].sides[0].shown == cards("pirate4 pirate2")
    play(s, "roll 1 1")  # 2 + 6 = 8 >= 8: success
    assert s.won[0] == [tile_named("R3")]


def test_stortebeker_boarding_total_is_dice_plus_pirates_plus_pirate_symbols():
    s = _board_table(sides={"R3": {0: "water+ rum+ beans pirate3"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 1 2")
    assert of(events, ev.AttackTotal) == [ev.AttackTotal(0, "R3", 3, 5, 8)]


def test_stortebeker_boarding_succeeds_at_exactly_the_strength():
    s = _board_table("pirate2")
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 3 3")  # 6 + 2 = 8 = R3's strength
    assert of(events, ev.BoardingSucceeded) == [ev.BoardingSucceeded(0, "R3", 8, 8)]
    assert of(events, ev.ShipCaptured)[0].seat == 0 and R.scores(s)[0] == 4


def test_stortebeker_boarding_fails_below_the_strength_and_rolls_colour_dice():
    s = _board_table()
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 3 4")
    assert of(events, ev.BoardingFailed) == [ev.BoardingFailed(0, "R3", 7, 8)]
    assert s.to_act == CHANCE and {R.action_text(a) for a, _ in R.chance_outcomes(s)} >= {"roll rum water"}
    events = play(s, "roll rum meat")
    assert of(events, ev.ProvisionLost) == [ev.ProvisionLost(0, cards("rum")[0], "R3")]
    assert s.ships[0].sides[0].provisions == cards("water beans")
    assert cards("rum")[0] in s.discard


def test_stortebeker_failure_seat_chooses_which_provision_it_loses():
    s = table(["bread bread bread", "bread"], ships="R2 Y1 B1 G1", sides={"R2": {0: "water water+ rum"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R2", "roll 1 1", "roll water meat")
    assert R.legal_texts(s) == ["lose water", "lose water+"]
    play(s, "lose water+")
    assert s.ships[0].sides[0].provisions == cards("water rum")


def test_stortebeker_failure_drops_pirates_beyond_plain_provisions():
    s = table(["bread bread bread", "bread"], ships="R4 Y1 B1 G1",
              sides={"R4": {0: "water water rum beans+ pirate2 pirate3"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R4", "roll 1 1")  # 2 + 5 + 1 < 9
    events = play(s, "roll water rum")  # two plain provisions go: one plain provision backs two pirates
    assert len(of(events, ev.ProvisionLost)) == 2
    assert of(events, ev.PirateDropped) == [] and R.legal_texts(s) == ["drop pirate2", "drop pirate3"]
    play(s, "drop pirate2")
    side = s.ships[0].sides[0]
    assert side.provisions == cards("water beans+") and side.shown == cards("pirate3")
    assert s.turn == 1


def test_stortebeker_failure_drops_pirates_by_force_when_only_one_kind_is_left():
    s = table(["bread bread bread", "bread"], ships="R4 Y1 B1 G1",
              sides={"R4": {0: "water water rum beans+ pirate2 pirate2"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R4", "roll 1 1")
    events = play(s, "roll water rum")
    assert of(events, ev.PirateDropped) == [ev.PirateDropped(0, cards("pirate2")[0], "R4")]
    assert s.ships[0].sides[0].pirates == 1


def test_stortebeker_board_ships_in_the_order_chosen_and_stop_at_any_time():
    s = table(["bread bread bread", "bread"], ships="R3 Y1 B1 G1",
              sides={"R3": {0: "water rum beans"}, "G1": {0: "beans meat"}})
    play(s, "discard bread", "discard bread", "discard bread")
    assert R.legal_texts(s) == ["board R3", "board G1", "stop"]
    play(s, "board G1", "roll 6 6")
    assert R.legal_texts(s) == ["board R3", "stop"]
    events = play(s, "stop")
    assert not of(events, ev.BoardingAttempted) and s.turn == 1


def test_stortebeker_each_ship_is_boarded_at_most_once_a_turn():
    s = _board_table()
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 1 1")
    events = play(s, "roll meat bread")  # the failure costs nothing: the side is still complete
    assert not of(events, ev.ProvisionLost) and s.ships[0].complete(0)
    assert s.turn == 1  # but R3 may not be boarded again this turn, and nothing else can be


# -- 2.3 phase 4: counterattacks ---------------------------------------------------------------------------


def _counter_table(players=4, variants=(), sides=None, hands=None):
    hands = hands or ["bread bread bread", "water rum beans", "water+ rum beans+", "water rum beans"][:players]
    sides = sides or {"R3": {0: R3_FULL, 1: "water rum", 2: "rum", 3: "water"}}
    s = table(hands, ships="R3 Y1 B1 G1", sides=sides, variants=variants)
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 4 4")
    return s


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
    s = _counter_table(sides={"R3": {0: R3_FULL, 2: "rum"}})
    assert s.to_act == 2
    play(s, "decline")
    assert s.won[0] == [tile_named("R3")] and s.turn == 1


def test_stortebeker_counter_adds_the_missing_provisions_from_hand():
    s = _counter_table()
    assert s.to_act == 1 and R.legal_texts(s) == ["decline", "counter R3 beans"]
    events = play(s, "counter R3 beans")
    assert of(events, ev.CounterattackDeclared) == [ev.CounterattackDeclared(1, "R3", tuple(cards("beans")))]
    assert s.to_act == CHANCE and s.hands[1] == cards("water rum")


def test_stortebeker_counter_may_add_pirate_symbol_provisions_not_plain_pirates():
    s = _counter_table(hands=["bread bread bread", "pirate4", "water+ beans+ beans pirate3", "water"])
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
    s = _counter_table()
    play(s, "counter R3 beans", "roll 4 4")  # seat 1: 8, as much as the boarder
    play(s, "counter R3 water+ beans+", "roll 3 3")  # seat 2: 6 + 2 = 8
    play(s, "counter R3 rum beans", "roll 4 4")  # seat 3: 8
    assert s.won[0] == [tile_named("R3")]  # the boarder keeps the ship on a tie
    s = _counter_table()
    play(s, "decline", "counter R3 water+ beans+", "roll 5 4")  # seat 2: 11
    events = play(s, "counter R3 rum beans", "roll 6 5")  # seat 3: 11, later than seat 2
    assert of(events, ev.ShipCaptured)[0].seat == 2 and of(events, ev.ShipCaptured)[0].counterattack


def test_stortebeker_counter_cards_are_not_replaced():
    s = _counter_table(players=2, sides={"R3": {0: R3_FULL, 1: "water rum"}})
    play(s, "counter R3 beans", "roll 1 1")
    assert s.turn == 1 and len(s.hands[1]) == 2  # seat 1 plays on with two cards (drew none)
    assert s.cards_left == 2


def test_stortebeker_capture_discards_every_card_on_the_ship():
    s = _counter_table()
    events = play(s, "decline", "decline", "decline")
    captured = of(events, ev.ShipCaptured)[0]
    assert Counter(c for _, c in captured.cards) == Counter(cards("water rum beans water rum rum water"))
    assert captured.seat == 0 and captured.slot == 0


# -- 2.3 phases 5 and 6: score, replacement, drawing -----------------------------------------------------


def test_stortebeker_capture_scores_the_value_and_takes_the_tile():
    s = _board_table()
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

NOTATION = ["place meat Y3", "place pirate4 Y3", "trade water rum take meat", "trade water rum beans take meat bread",
            "discard water", "broadside rum Y3", "roll 3 5", "roll rum bananas", "steal meat+ s2", "sink meat+ s2",
            "board Y3", "stop", "lose meat+", "drop pirate2", "counter Y3 meat bread+", "counter Y3", "decline"]


@pytest.mark.parametrize("text", NOTATION)
def test_stortebeker_notation_round_trips(text):
    action = R.parse_action(None, text)
    assert R.action_text(action) == text


def test_stortebeker_notation_keeps_the_written_card_order_and_ignores_it_for_equality():
    a = R.parse_action(None, "trade water rum beans take meat bread")
    b = R.parse_action(None, "trade beans rum water take bread meat")
    assert a == b and hash(a) == hash(b)
    assert R.action_text(a) == "trade water rum beans take meat bread"
    assert R.parse_action(None, "counter Y3 meat bread+") == R.parse_action(None, "counter Y3 bread+ meat")


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
    s = _board_table()
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    outcomes = R.chance_outcomes(s)
    assert sorted(R.action_text(a) for a, _ in outcomes) == sorted(
        f"roll {a} {b}" for a in range(1, 7) for b in range(1, 7))
    assert all(abs(p - 1 / 36) < 1e-12 for _, p in outcomes)
    assert R.legal_actions(s) == [a for a, _ in outcomes]


def test_stortebeker_json_round_trip_mid_counterattack():
    import json

    s = _counter_table()
    play(s, "counter R3 beans")
    assert R.from_json(json.loads(json.dumps(R.to_json(s)))) == s
    view = R.observe(s, 2)
    assert R.from_json(json.loads(json.dumps(R.to_json(view)))) == view
