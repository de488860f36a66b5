"""Korsar: every rule and ruling of docs/rules/korsar.md §1.7-1.9 (the end, hidden information, notation),
each in a test that names it."""


from __future__ import annotations

import random

import pytest

from game import IllegalAction, Setup
from game.korsar import events as ev
from game.korsar.cards import card_named
from tests.korsar.scenario import R, cards, deal, galleon_with_attacks, play

# -- 1.7 end of the game ---------------------------------------------------------------------------


def test_korsar_pile_never_reshuffled():
    for seed in range(20):
        s = R.new_game(Setup(3), seed)
        rng = random.Random(seed)
        emptied = False
        while not R.is_over(s):
            R.apply(s, rng.choice(R.legal_actions(s)))
            emptied = emptied or not s.pile
            if emptied:
                assert not s.pile and "draw" not in R.legal_texts(s)
        assert emptied


def test_korsar_empty_hand_draws_while_it_can():
    s = deal(["galleon2", "green1 green2", "blue1 blue2"], pile="blue3 blue4 yellow1")
    play(s, "play galleon2", "draw", "draw")
    assert s.to_act == 0 and s.hands[0] == [] and R.legal_texts(s) == ["draw"]


def test_korsar_ruling_game_ends_when_hand_empties_after_pile_is_empty():
    s = deal(["red1", "green1 green2", "blue1 blue2"], pile="")
    events = play(s, "discard red1")
    assert R.is_over(s) and isinstance(events[-1], ev.GameEnded)
    s = deal(["galleon2", "green1 green2"], pile="")
    play(s, "play galleon2")
    assert R.is_over(s)


def test_korsar_ruling_game_ends_when_last_card_drawn_and_a_hand_is_already_empty():
    s = deal(["galleon2", "green1 green2", "blue1 blue2"], pile="yellow1")
    play(s, "play galleon2")
    assert not R.is_over(s)
    play(s, "draw")  # seat 1 takes the last card while seat 0 holds none
    assert R.is_over(s)


def test_korsar_game_goes_on_while_pile_has_cards():
    s = deal(["galleon2", "green1 green2"], pile="yellow1 yellow2")
    play(s, "play galleon2")
    assert not R.is_over(s) and s.to_act == 1


def test_korsar_ruling_team_empty_hand_skipped_once_pile_empty():
    s = deal(["red1", "blue1 blue2", "green1 green2", "yellow1 yellow2"], teams=True, pile="")
    events = play(s, "discard red1", "discard blue1", "discard green1", "discard yellow1")
    assert ev.SeatSkipped(0) in events and s.to_act == 1
    assert not R.is_over(s)


def test_korsar_ruling_team_first_partner_still_captures_when_skipped():
    s = deal(["galleon2", "blue1 blue2", "green1 green2", "yellow1 yellow2"], teams=True, pile="")
    play(s, "play galleon2", "discard blue1", "discard green1", "discard yellow1")
    assert s.loot[0] == cards("galleon2") and s.to_act == 1


def test_korsar_ruling_team_game_ends_when_both_partners_empty():
    s = deal(["red1", "blue1", "green1 green2", "yellow1 yellow2"], teams=True, pile="")
    play(s, "discard red1")
    assert not R.is_over(s)  # one partner alone with an empty hand does not end it
    play(s, "discard blue1")
    assert R.is_over(s)


def test_korsar_end_galleons_go_to_controller_ties_stay():
    s = deal(["galleon5 galleon3 red1 red1", "blue2 blue3 green4", "yellow2 yellow1 yellow3"], pile="")
    play(s, "play galleon5", "play blue2 g1", "play yellow2 g1")  # g1: blue 2 = yellow 2
    play(s, "discard red1", "discard blue3", "discard yellow1")
    events = play(s, "play galleon3", "play green4 g2")  # seat 1 plays its last card: the end
    assert R.is_over(s)
    assert ev.GalleonStays("g1") in events
    assert s.loot == [[], cards("galleon3"), []]
    assert [g.gid for g in s.table] == ["g1"]


def test_korsar_end_unattacked_galleon_goes_to_owner():
    s = deal(["galleon5", "blue2 blue1"], pile="")
    events = play(s, "play galleon5")
    assert R.is_over(s) and s.loot[0] == cards("galleon5")
    assert any(isinstance(e, ev.GalleonCaptured) and e.at_end for e in events)


def test_korsar_score_is_captured_gold_minus_gold_in_hand():
    s = deal(["galleon5 red1", "galleon7 galleon3 blue1"], pile="")
    play(s, "play galleon5", "discard blue1", "discard red1")
    assert R.is_over(s)
    assert R.score_parts(s) == [(5, 0), (0, 10)]
    assert R.scores(s) == [5, -10] and R.winners(s) == [0]


def test_korsar_team_score_is_sum_of_both_partners():
    s = deal(["galleon5", "galleon2 blue1", "galleon3 green1", "yellow1 yellow2"], teams=True, pile="")
    play(s, "play galleon5", "discard blue1", "play galleon3", "discard yellow1")
    play(s, "play galleon2")  # seat 0 was skipped after taking g1; seat 1 empties: team 0 is out
    assert R.is_over(s)
    assert R.score_parts(s) == [(7, 0), (0, 0), (3, 0), (0, 0)]
    assert R.scores(s) == [7, 7, 3, 3] and R.winners(s) == [0, 1]


def test_korsar_equal_scores_share_the_win():
    s = deal(["galleon2 red1", "galleon2 blue1 blue2"], pile="")
    play(s, "play galleon2", "play galleon2", "discard red1")
    assert R.is_over(s)
    assert R.scores(s) == [2, 2] and R.winners(s) == [0, 1]


# -- 1.8 hidden information --------------------------------------------------------------------------


def test_korsar_hands_hidden_from_others_counts_public():
    s = R.new_game(Setup(4), seed=5)
    view = R.observe(s, 1)
    assert view.hands[1] == s.hands[1]
    for other in (0, 2, 3):
        assert view.hands[other] == [None] * len(s.hands[other])
    assert view.pile == [None] * len(s.pile)


def test_korsar_team_partner_sees_hand():
    s = R.new_game(Setup(4, teams=True), seed=5)
    view = R.observe(s, 2)
    assert view.hands[3] == s.hands[3] and view.hands[2] == s.hands[2]
    assert view.hands[0] == [None] * 6


def test_korsar_table_and_removed_cards_public():
    s = galleon_with_attacks()
    play(s, "draw")
    view = R.observe(s, 2)
    assert view.removed == s.removed and view.loot == s.loot and view.table == s.table


def test_korsar_draw_event_hidden_from_others():
    s = deal(["red1", "blue1"], pile="galleon8")
    (drawn, *_rest) = play(s, "draw")
    assert drawn.seen_by(0).card == card_named("galleon8")
    assert drawn.seen_by(1).card is None and drawn.seen_by(None).card is None


def test_korsar_determinize_keeps_the_view():
    s = R.new_game(Setup(3), seed=9)
    view = R.observe(s, 0)
    full = R.determinize(view, 0, random.Random(1))
    assert R.observe(full, 0) == view and R.card_count(full) == 78
    assert None not in full.hands[1]


def test_korsar_views_cannot_be_played_on():
    s = R.new_game(Setup(3), seed=9)
    view = R.observe(s, s.to_act)
    with pytest.raises(IllegalAction, match="view"):
        R.apply(view, R.legal_actions(view)[0])


# -- 1.9 notation ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "draw", "play galleon5", "play red3 g2", "play captain-red g2", "play admiral g2", "discard red3"])
def test_korsar_notation_examples_round_trip(text):
    s = R.new_game(Setup(2), seed=1)
    assert R.action_text(R.parse_action(s, text)) == text


@pytest.mark.parametrize("text", [
    "", "drw", "play", "play galleon9", "play galleon5 g1", "play red3", "play red3 x2", "discard",
    "play purple2 g1", "draw now"])
def test_korsar_notation_rejects_malformed_text(text):
    from game import InvalidActionText
    s = R.new_game(Setup(2), seed=1)
    with pytest.raises(InvalidActionText):
        R.parse_action(s, text)


def test_korsar_illegal_action_leaves_state_untouched():
    s = R.new_game(Setup(3), seed=2)
    before = R.to_json(s)
    for text in ("play red3 g7", "discard red1", "play admiral g1"):
        with pytest.raises(IllegalAction):
            R.apply_text(s, text)
    assert R.to_json(s) == before
