"""Every rule and ruling of RULES.md §1 (Korsar), each in a test that names it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import IllegalAction, InvalidSetup, Setup
from game.korsar import events as ev
from game.korsar.actions import Play
from game.korsar.cards import DECK_COUNTS, Kind, card_named, full_deck
from tests.korsar.scenario import R, cards, deal, play

# -- 1.1 cards --------------------------------------------------------------------------------------


def test_korsar_deck_has_78_cards():
    assert len(full_deck()) == 78


def test_korsar_galleons_25_worth_100_gold():
    galleons = [c for c in full_deck() if c.kind is Kind.GALLEON]
    assert len(galleons) == 25
    assert sum(c.value for c in galleons) == 100
    assert Counter(c.value for c in galleons) == {2: 5, 3: 6, 4: 5, 5: 5, 6: 2, 7: 1, 8: 1}


def test_korsar_pirates_12_per_colour():
    pirates = [c for c in full_deck() if c.kind is Kind.PIRATE]
    assert len(pirates) == 48
    for colour in ("red", "blue", "green", "yellow"):
        assert Counter(c.value for c in pirates if c.colour == colour) == {1: 2, 2: 4, 3: 4, 4: 2}


def test_korsar_four_captains_and_one_admiral():
    assert sorted(c.name for c in full_deck() if c.kind is Kind.CAPTAIN) == [
        "captain-blue", "captain-green", "captain-red", "captain-yellow"]
    assert [c.name for c in full_deck() if c.kind is Kind.ADMIRAL] == ["admiral"]


# -- 1.2 players and teams --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_korsar_2_3_5_players_play_solo(players):
    R.check_setup(Setup(players))
    with pytest.raises(InvalidSetup):
        R.check_setup(Setup(players, teams=True))


def test_korsar_4_players_solo_or_teams():
    R.check_setup(Setup(4))
    R.check_setup(Setup(4, teams=True))


@pytest.mark.parametrize("players", [6, 8])
def test_korsar_6_and_8_players_play_in_teams(players):
    R.check_setup(Setup(players, teams=True))
    with pytest.raises(InvalidSetup, match="teams"):
        R.check_setup(Setup(players))


def test_korsar_7_players_refused_with_a_clear_message():
    for teams in (False, True):
        with pytest.raises(InvalidSetup, match="7"):
            R.new_game(Setup(7, teams), seed=1)


@pytest.mark.parametrize("players", [1, 9])
def test_korsar_refuses_too_few_or_too_many(players):
    with pytest.raises(InvalidSetup):
        R.check_setup(Setup(players))


def test_korsar_partners_sit_side_by_side():
    s = R.new_game(Setup(6, teams=True), seed=3)
    assert [s.side(seat) for seat in range(6)] == [0, 0, 1, 1, 2, 2]
    assert [s.loot_seat(t) for t in range(3)] == [0, 2, 4]  # the first partner keeps the loot


# -- 1.3 setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,teams", [(2, False), (5, False), (8, True)])
def test_korsar_setup_deals_six_each_rest_is_pile(players, teams):
    s = R.new_game(Setup(players, teams), seed=11)
    assert all(len(h) == 6 for h in s.hands)
    assert len(s.pile) == 78 - 6 * players
    assert Counter(c for h in s.hands for c in h) + Counter(s.pile) == DECK_COUNTS


def test_korsar_starting_seat_drawn_from_seed():
    starts = {R.new_game(Setup(5), seed).start for seed in range(60)}
    assert starts == set(range(5))
    assert R.new_game(Setup(5), 42).start == R.new_game(Setup(5), 42).start
    s = R.new_game(Setup(5), 42)
    assert s.to_act == s.turn == s.start


def test_korsar_team_starting_seat_is_a_first_partner():
    starts = {R.new_game(Setup(8, teams=True), seed).start for seed in range(60)}
    assert starts == {0, 2, 4, 6}


# -- 1.4 a turn -------------------------------------------------------------------------------------


def test_korsar_turn_is_exactly_one_action_then_next_seat():
    s = deal(["galleon3 red1", "blue2 blue3", "green1"])
    events = play(s, "play galleon3")
    assert s.to_act == 1
    assert [type(e) for e in events] == [ev.CardPlayed, ev.TurnBegan]


def test_korsar_draw_takes_top_card_no_hand_limit():
    s = deal(["red1 red2 red3 red4 blue1 blue2", "green1"], pile="galleon8 green2 green3")
    play(s, "draw")
    assert card_named("galleon8") in s.hands[0] and len(s.hands[0]) == 7
    play(s, "draw", "draw")
    assert len(s.hands[0]) == 8


def test_korsar_draw_only_while_pile_not_empty():
    s = deal(["red1 red2", "green1 green2"], pile="")
    assert "draw" not in R.legal_texts(s)
    with pytest.raises(IllegalAction, match="pile is empty"):
        play(s, "draw")


def test_korsar_discard_only_once_pile_is_empty():
    s = deal(["red1 red2", "green1 green2"], pile="blue1")
    assert not any(t.startswith("discard") for t in R.legal_texts(s))
    with pytest.raises(IllegalAction, match="only once the pile is empty"):
        play(s, "discard red1")


def test_korsar_discard_removes_card_from_game():
    s = deal(["red1 red2", "green1 green2"], pile="")
    events = play(s, "discard red1")
    assert s.removed[-1] == card_named("red1")
    assert isinstance(events[0], ev.CardDiscarded)


def test_korsar_galleon_never_discarded():
    s = deal(["galleon4 red2", "green1 green2"], pile="")
    assert "discard galleon4" not in R.legal_texts(s)
    with pytest.raises(IllegalAction, match="never be discarded"):
        play(s, "discard galleon4")


def test_korsar_capture_step_is_automatic_at_turn_start():
    s = deal(["galleon3 red1", "blue1 blue2", "green1 green2"])
    play(s, "play galleon3", "draw")
    events = play(s, "draw")  # seat 0's turn begins: its unattacked galleon comes home
    captured = [e for e in events if isinstance(e, ev.GalleonCaptured)]
    assert [(e.gid, e.seat) for e in captured] == [("g1", 0)]
    assert s.to_act == 0 and s.loot[0] == cards("galleon3") and not s.table


def test_korsar_capture_step_takes_every_controlled_galleon():
    s = deal(["galleon3 galleon5 red1", "blue1 blue2", "green1"])
    play(s, "play galleon3", "draw", "draw", "play galleon5", "draw", "draw")
    assert sorted(c.value for c in s.loot[0]) == [3, 5]


def test_korsar_capture_step_takes_every_controlled_galleon_at_once():
    s = deal(["red4 red1", "galleon3 blue1", "galleon5 green1", "yellow1 yellow2"], teams=True, start=2)
    play(s, "play galleon5", "draw", "play red4 g1", "play galleon3")  # team 0 now controls g1 and g2
    play(s, "draw", "draw")
    assert s.to_act == 0 and sorted(c.value for c in s.loot[0]) == [3, 5] and not s.table


def test_korsar_team_only_first_partner_captures():
    s = deal(["galleon3 red1", "galleon5 blue2", "green1 green2", "yellow1 yellow2"], teams=True)
    play(s, "draw", "play galleon5", "draw", "draw")  # seat 1 (second partner) launched g1
    assert s.to_act == 0 and s.loot[0] == cards("galleon5") and s.loot[1] == []


def test_korsar_team_second_partner_has_no_capture_step():
    s = deal(["galleon3 red1", "blue1 blue2", "green1 green2", "yellow1 yellow2"], teams=True)
    play(s, "play galleon3")  # team 0 controls g1, but the second partner's turn takes nothing
    assert s.to_act == 1 and s.galleon("g1") is not None and s.loot == [[], [], [], []]


# -- 1.5 control and capture -----------------------------------------------------------------------


def _galleon_with_attacks():
    """Seat 0 launched g1 (5 gold); seat 1 attacks it with blue 4, seat 2 with green 2. Seat 0 to act."""
    s = deal(["galleon5 red4 red1", "blue4 blue1", "green2 green3 captain-green"])
    play(s, "play galleon5", "play blue4 g1", "play green2 g1")
    return s


def test_korsar_attack_strength_is_sum_of_pirates():
    s = _galleon_with_attacks()
    play(s, "play red4 g1", "draw", "play green3 g1")
    g = s.galleon("g1")
    assert (g.strength(0), g.strength(1), g.strength(2)) == (4, 4, 5)


def test_korsar_strictly_highest_attack_controls():
    s = _galleon_with_attacks()
    assert R.controller(s, s.galleon("g1")) == 1  # blue 4 against green 2
    play(s, "draw")
    assert s.loot[1] == cards("galleon5")


def test_korsar_tie_at_the_top_nobody_controls():
    s = _galleon_with_attacks()
    play(s, "play red4 g1")  # red 4 = blue 4
    assert R.controller(s, s.galleon("g1")) is None
    assert s.to_act == 1 and s.galleon("g1") is not None and s.loot[1] == []  # seat 1 took nothing


def test_korsar_captain_controls_whatever_the_totals():
    s = _galleon_with_attacks()
    play(s, "play red4 g1", "draw", "play captain-green g1")  # green 2 + captain against 4 and 4
    assert R.controller(s, s.galleon("g1")) == 2
    play(s, "draw", "draw")
    assert s.loot[2] == cards("galleon5")


def test_korsar_unattacked_galleon_controlled_by_owner():
    s = deal(["galleon5 red1", "blue1"])
    play(s, "play galleon5")
    assert R.controller(s, s.galleon("g1")) == 0


def test_korsar_admiral_alone_keeps_galleon_for_owner():
    s = deal(["galleon5 red1", "admiral blue2", "green2 green1", "yellow1 yellow2"], teams=True)
    play(s, "play galleon5", "play admiral g1", "play green2 g1")
    g = s.galleon("g1")
    assert list(g.attacks) == [1] and R.controller(s, g) == 0  # the admiral outweighs green 2
    play(s, "draw")
    assert s.loot[0] == cards("galleon5")


def test_korsar_owner_defends_with_own_pirates():
    s = deal(["galleon5 red4", "blue2 blue1"])
    play(s, "play galleon5", "play blue2 g1", "play red4 g1", "draw")
    assert s.loot[0] == cards("galleon5")


def test_korsar_capture_removes_cards_on_the_galleon_from_game():
    s = _galleon_with_attacks()
    play(s, "draw")  # seat 1 captures at the start of its turn
    assert s.loot[1] == cards("galleon5")
    assert Counter(s.removed[-2:]) == Counter(cards("blue4 green2"))
    assert R.card_count(s) == 78


# -- 1.6 playing cards -------------------------------------------------------------------------------


def test_korsar_galleon_played_in_front_of_its_owner_with_next_id():
    s = deal(["galleon5 galleon2 red1", "galleon3 blue1"])
    play(s, "play galleon5")
    assert [(g.gid, g.owner, g.value) for g in s.table] == [("g1", 0, 5)]
    play(s, "play galleon3")
    assert [(g.gid, g.owner, g.value) for g in s.table] == [("g2", 1, 3)]  # g1 went home to seat 0
    play(s, "play galleon2")  # then seat 1 took g2 home
    assert s.loot == [cards("galleon5"), cards("galleon3")]
    assert [(g.gid, g.owner, g.value) for g in s.table] == [("g3", 0, 2)]


def test_korsar_galleon_ids_never_reused():
    s = deal(["galleon5 galleon2 red1", "blue1 blue2"])
    play(s, "play galleon5", "draw", "draw")  # g1 comes home
    play(s, "draw", "play galleon2")
    assert [g.gid for g in s.table] == ["g2"]


def test_korsar_galleon_cannot_target_a_galleon():
    s = deal(["galleon5 galleon2", "galleon3 blue1"])
    play(s, "play galleon5", "play galleon3")
    with pytest.raises(IllegalAction, match="in front of you"):
        R.apply(s, Play(card_named("galleon2"), "g2"))


def test_korsar_pirate_may_attack_any_galleon_own_included():
    s = deal(["galleon5 red1", "galleon3 blue1", "blue2 green1"])
    play(s, "play galleon5", "play galleon3", "play blue2 g1")
    assert {"play red1 g1", "play red1 g2"} <= set(R.legal_texts(s))  # defend g1, attack g2


def test_korsar_pirate_must_match_own_attack_colour():
    s = deal(["galleon5 yellow3", "red1 blue2 red2"])
    play(s, "play galleon5", "play red1 g1", "play yellow3 g1")
    legal = R.legal_texts(s)
    assert "play red2 g1" in legal and "play blue2 g1" not in legal
    with pytest.raises(IllegalAction, match="are red"):
        play(s, "play blue2 g1")


def test_korsar_new_attack_needs_a_colour_not_yet_used():
    s = deal(["galleon5 red1 blue2", "red2 green3"])
    play(s, "play galleon5", "play red2 g1")
    legal = R.legal_texts(s)
    assert "play red1 g1" not in legal and "play blue2 g1" in legal
    with pytest.raises(IllegalAction, match="red is already attacking"):
        play(s, "play red1 g1")


def test_korsar_at_most_four_attacks_on_a_galleon():
    s = deal(["galleon5 red1 red1", "blue1 blue2", "green1 green2", "yellow1 yellow2", "red2 blue3"],
             pile="red3 blue4 green4 yellow4 green3")
    play(s, "play galleon5", "play blue1 g1", "play green1 g1", "play yellow1 g1", "draw", "play red1 g1")
    assert len(s.galleon("g1").attacks) == 4
    play(s, "draw", "draw", "draw")
    assert s.to_act == 4 and not any(t.endswith("g1") for t in R.legal_texts(s))  # every colour taken


def test_korsar_captain_needs_own_pirates_of_its_colour():
    s = deal(["galleon5 red3", "captain-blue blue2"])
    play(s, "play galleon5")
    assert "play captain-blue g1" not in R.legal_texts(s)  # seat 1 has no pirates there yet
    with pytest.raises(IllegalAction, match="needs your blue pirates"):
        play(s, "play captain-blue g1")
    play(s, "play blue2 g1", "play red3 g1", "play captain-blue g1")
    assert s.galleon("g1").character == card_named("captain-blue")


def test_korsar_captain_removes_character_already_there():
    s = deal(["galleon5 admiral red1", "blue2 captain-blue"])
    play(s, "play galleon5", "play blue2 g1", "play admiral g1")
    events = play(s, "play captain-blue g1")
    g = s.galleon("g1")
    assert g.character == card_named("captain-blue") and g.character_side == 1
    assert card_named("admiral") in s.removed
    assert ev.CharacterRemoved("g1", card_named("admiral")) in events


def test_korsar_admiral_only_on_own_galleon_no_pirate_needed():
    s = deal(["galleon5 red1", "galleon3 admiral"])
    play(s, "play galleon5")
    assert "play admiral g1" not in R.legal_texts(s)
    with pytest.raises(IllegalAction, match="only onto a galleon you own"):
        play(s, "play admiral g1")
    play(s, "play galleon3", "play red1 g2")  # attacked, so g2 is still on the table
    assert "play admiral g2" in R.legal_texts(s)


def test_korsar_admiral_removes_captain_and_later_captain_removes_admiral():
    s = deal(["galleon5 admiral red3", "blue2 captain-blue blue1"])
    play(s, "play galleon5", "play blue2 g1", "play red3 g1", "play captain-blue g1", "play admiral g1")
    assert s.galleon("g1").character == card_named("admiral")
    assert card_named("captain-blue") in s.removed
    assert R.controller(s, s.galleon("g1")) == 0


def test_korsar_team_partners_form_one_attack_of_one_colour():
    s = deal(["galleon5 red1", "blue3 red1", "green2 green1", "yellow1 blue2"], teams=True)
    play(s, "play galleon5", "draw", "play green2 g1", "draw", "draw")
    legal = R.legal_texts(s)  # seat 1: team 0 has no attack on g1 yet, and green is taken
    assert "play red1 g1" in legal and "play blue3 g1" in legal
    play(s, "play blue3 g1", "play green1 g1", "draw")  # blue 3 = green 3
    legal = R.legal_texts(s)  # seat 0: team 0 attacks g1 in blue, whichever partner plays
    assert "play red1 g1" not in legal
    with pytest.raises(IllegalAction, match="are blue"):
        play(s, "play red1 g1")


def test_korsar_team_one_partner_per_galleon():
    s = deal(["galleon5 blue3", "blue2 blue1", "green2 green1", "yellow1 red2"], teams=True)
    play(s, "play galleon5", "draw", "play green2 g1", "draw")
    play(s, "play blue3 g1")  # the first partner defends g1 in this team turn
    legal = R.legal_texts(s)  # so the second partner may not add to g1 in the same team turn
    assert not any(t.endswith("g1") for t in legal)
    with pytest.raises(IllegalAction, match="partner already played on g1"):
        play(s, "play blue2 g1")
    play(s, "draw", "play green1 g1", "draw", "draw")  # a tie keeps g1 on the table
    assert s.to_act == 1 and "play blue2 g1" in R.legal_texts(s)  # the next team turn


def test_korsar_team_second_partner_may_defend_galleon_first_partner_just_played():
    s = deal(["galleon5 blue1", "blue2 admiral", "green2 green1", "yellow1 red2"], teams=True)
    play(s, "play galleon5")
    legal = R.legal_texts(s)
    assert "play blue2 g1" in legal and "play admiral g1" in legal
    play(s, "play admiral g1")
    assert R.controller(s, s.galleon("g1")) == 0


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
    s = _galleon_with_attacks()
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
