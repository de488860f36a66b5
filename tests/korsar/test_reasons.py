"""The words of the rules' refusals fit the player's case (docs/rules/korsar.md 1.6): a pirate refused on one's
own galleon is a defence, and the reason says so; on another's galleon it is an attack."""

from __future__ import annotations

from tests.korsar.scenario import R, deal, play


def test_korsar_colour_taken_on_own_galleon_says_defend():
    """Seat 1's yellow attacks seat 0's g1: seat 0's yellow pirate is refused as a defence there."""
    s = deal(["galleon5 yellow2 yellow3", "yellow1 red1", "blue1 blue2"])
    play(s, "play galleon5", "play yellow1 g1", "draw")
    why = R.why_illegal(s, R.parse_action(s, "play yellow2 g1"))
    assert why is not None
    assert why.template == "{colour} is already attacking your {galleon}: defend it with another colour"
    assert str(why) == "yellow is already attacking your g1: defend it with another colour"
    assert "attack with" not in str(why) and "open with" not in str(why)


def test_korsar_colour_taken_on_anothers_galleon_says_open_an_attack():
    """Seat 1's red attacks seat 0's g1: seat 2, attacking, is told to open with another colour."""
    s = deal(["galleon5 red1", "red2 red3", "blue1 red4"])
    play(s, "play galleon5", "play red2 g1")
    why = R.why_illegal(s, R.parse_action(s, "play red4 g1"))
    assert why is not None and why.template == "{colour} is already attacking {galleon}: open with another colour"
    assert R.why_illegal(s, R.parse_action(s, "play blue1 g1")) is None


def test_korsar_team_partner_galleon_counts_as_own_for_the_reason():
    """In team play a partner's galleon is the team's: its defence is refused in the defender's words."""
    s = deal(["galleon5 red1", "yellow1 blue2", "red2 green3", "blue3 green1"], teams=True)
    play(s, "play galleon5", "draw", "play red2 g1", "draw")
    why = R.why_illegal(s, R.parse_action(s, "play red1 g1"))
    assert why is not None and "your g1" in str(why)
