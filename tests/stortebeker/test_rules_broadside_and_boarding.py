"""Störtebeker: every rule and ruling of docs/rules/stortebeker.md §2.3 phases 2-3 (broadside, boarding),
each in a test that names it."""


from __future__ import annotations

import collections
import random

import pytest

from game import CHANCE, IllegalAction
from game.stortebeker import events as ev
from game.stortebeker.components import tile_named
from tests.stortebeker.scenario import R3_FULL, R, board_table, cards, of, play, table

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


def test_stortebeker_dice_are_rolled_by_their_odds(monkeypatch):
    """`Rules.roll`, which the match runner and the search roll with: each outcome as often as its probability
    (the game's dice are fair; made uneven here, the roll follows)."""
    s = _broadside_table()
    fair = R.chance_outcomes(s)
    uneven = [(a, 0.5 if i == 0 else 0.5 / (len(fair) - 1)) for i, (a, _) in enumerate(fair)]
    for outcomes in (fair, uneven):
        monkeypatch.setattr(R, "chance_outcomes", lambda state, outcomes=outcomes: outcomes)
        rng, n = random.Random(0), 7200
        counts = collections.Counter(R.roll(s, rng) for _ in range(n))
        assert set(counts) == {a for a, _ in outcomes}
        for action, p in outcomes:  # within four standard deviations of the binomial
            assert abs(counts[action] - n * p) < 4 * (n * p * (1 - p)) ** 0.5, R.action_text(action)
    monkeypatch.undo()
    play(s, "roll rum water")
    with pytest.raises(IllegalAction):
        R.roll(s, rng)  # no dice are pending


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


def test_stortebeker_no_boarding_in_the_first_round():
    s = board_table(round=1)
    events = play(s, "discard bread", "discard bread", "discard bread")
    assert not of(events, ev.BoardingAttempted) and s.turn == 1
    with pytest.raises(IllegalAction):
        play(s, "board R3")


def test_stortebeker_board_only_with_the_complete_requirement():
    s = board_table(sides={"R3": {0: R3_FULL}, "Y1": {0: "bread"}})
    play(s, "discard bread", "discard bread", "discard bread")
    assert R.legal_texts(s) == ["board R3", "stop"]
    with pytest.raises(IllegalAction, match="Y1 lacks 1 water"):
        play(s, "board Y1")


def test_stortebeker_boarding_reveals_pirates_they_stay_face_up():
    s = board_table("pirate4 pirate2")
    play(s, "discard bread", "discard bread", "discard bread")
    events = play(s, "board R3")
    assert of(events, ev.PiratesRevealed) == [ev.PiratesRevealed(0, "R3", tuple(cards("pirate4 pirate2")))]
    assert R.observe(s, 1).ships[0].sides[0].shown == cards("pirate4 pirate2")
    play(s, "roll 1 1")  # 2 + 6 = 8 >= 8: success
    assert s.won[0] == [tile_named("R3")]


def test_stortebeker_boarding_total_is_dice_plus_pirates_plus_pirate_symbols():
    s = board_table(sides={"R3": {0: "water+ rum+ beans pirate3"}})
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 1 2")
    assert of(events, ev.AttackTotal) == [ev.AttackTotal(0, "R3", 3, 5, 8)]


def test_stortebeker_boarding_succeeds_at_exactly_the_strength():
    s = board_table("pirate2")
    play(s, "discard bread", "discard bread", "discard bread", "board R3")
    events = play(s, "roll 3 3")  # 6 + 2 = 8 = R3's strength
    assert of(events, ev.BoardingSucceeded) == [ev.BoardingSucceeded(0, "R3", 8, 8)]
    assert of(events, ev.ShipCaptured)[0].seat == 0 and R.scores(s)[0] == 4


def test_stortebeker_boarding_fails_below_the_strength_and_rolls_colour_dice():
    s = board_table()
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
    s = board_table()
    play(s, "discard bread", "discard bread", "discard bread", "board R3", "roll 1 1")
    events = play(s, "roll meat bread")  # the failure costs nothing: the side is still complete
    assert not of(events, ev.ProvisionLost) and s.ships[0].complete(0)
    assert s.turn == 1  # but R3 may not be boarded again this turn, and nothing else can be
