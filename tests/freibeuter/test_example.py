"""The worked examples of the French rules (seeds/004): the final score of 126, the sharing of a
captured 15/3 and the loan of 7."""

from __future__ import annotations

from game.freibeuter import events as ev
from game.freibeuter.components import ship
from tests.freibeuter.scenario import R, play, sea


def test_freibeuter_example_final_score_126():
    # The doubles of 10 and 15 have left the board. Tom has 36 in treasure, two 5/1 ships, two 15/3
    # ships and one 20/4: 36 + 2x5 + 2x30 + 20 = 126.
    s = sea(treasure=[36, 20], captured=["ship5 ship5 ship15 ship15 ship20", ""], aside="double10 double15")
    assert R.scores(s)[0] == 126
    assert R.score_parts(s)[0] == (36, 90, 0, 126)


def test_freibeuter_example_126_reached_in_play():
    # the same tally, the double of 15 taken by the very sail that ends the game at the last chest
    s = sea("C4:D5=double15 D4:E5=chest", boats={"C4": [1], "D4": [1], "C5": [1], "E4": [1], "E5": [1]},
            sea_hands=["D5", "A1"], treasure=[34, 20], captured=["ship5 ship5 ship15 ship15 ship20", ""],
            aside="double10 chest chest chest")
    play(s, "sail D5", "resolve C4:D5")
    assert R.is_over(s) and s.ended == "chests"
    assert R.score_parts(s)[0] == (36, 90, 0, 126)


def test_freibeuter_example_tom_encircles_pierres_15():
    # Tom places a boat that encircles a 15/3 that Pierre had boarded. Pierre takes the ship and his
    # boat back, and pays 6 to Tom for his 2 boats (2 x 3) and 3 to David for his boat.
    tom, pierre, david = 0, 1, 2
    s = sea("C4:D5=ship15", boats={"C4": [pierre], "D4": [david], "C5": [tom]}, boarded={"C4:D5": pierre},
            sea_hands=["D5", "A1", "A2"])
    supply = s.supply[pierre]
    events = play(s, "sail D5")
    assert ev.ShipCaptured("C4:D5", ship(15), pierre) in events
    assert ev.Payment(pierre, tom, 6, "C4:D5") in events and ev.Payment(pierre, david, 3, "C4:D5") in events
    assert s.supply[pierre] == supply + 1
    assert s.phase == "draw" and s.to_act == tom  # Tom ends his turn by drawing


def test_freibeuter_example_loan_of_7():
    # A player owes 9 to the others but has only 2: he borrows 7 from the bank, pays, and puts the 7
    # under one of his boats.
    s = sea("C4:D5=ship15", boats={"C4": [1], "D4": [2], "C5": [0]}, boarded={"C4:D5": 1},
            sea_hands=["D5", "A1", "A2"], treasure=[20, 2, 20])
    supply = s.supply[1]
    events = play(s, "sail D5")
    assert ev.LoanTaken(1, 7, marker=True) in events
    assert s.treasure[1] == 0 and s.loans[1] == 7 and s.supply[1] == supply  # boat back, one under the loan
