"""Korsar: every rule and ruling of docs/rules/korsar.md §1.4-1.6 (a turn, control and capture, playing cards),
each in a test that names it."""


from __future__ import annotations

from collections import Counter

import pytest

from game import IllegalAction
from game.korsar import events as ev
from game.korsar.actions import Play
from game.korsar.cards import card_named
from tests.korsar.scenario import R, cards, deal, galleon_with_attacks, play

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


def test_korsar_attack_strength_is_sum_of_pirates():
    s = galleon_with_attacks()
    play(s, "play red4 g1", "draw", "play green3 g1")
    g = s.galleon("g1")
    assert (g.strength(0), g.strength(1), g.strength(2)) == (4, 4, 5)


def test_korsar_strictly_highest_attack_controls():
    s = galleon_with_attacks()
    assert R.controller(s, s.galleon("g1")) == 1  # blue 4 against green 2
    play(s, "draw")
    assert s.loot[1] == cards("galleon5")


def test_korsar_tie_at_the_top_nobody_controls():
    s = galleon_with_attacks()
    play(s, "play red4 g1")  # red 4 = blue 4
    assert R.controller(s, s.galleon("g1")) is None
    assert s.to_act == 1 and s.galleon("g1") is not None and s.loot[1] == []  # seat 1 took nothing


def test_korsar_captain_controls_whatever_the_totals():
    s = galleon_with_attacks()
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
    s = galleon_with_attacks()
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
