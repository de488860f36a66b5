"""The worked 3-player example of the Alto Korsar rules (seeds/002, "Exemple d'un début de partie").

Players A, B, C are seats 0, 1, 2; A starts. The French text's "black" pirates are yellow here
(our four colours are red, blue, green and yellow; docs/rules/korsar.md 1.1).
"""

from game.korsar import events as ev
from tests.korsar.scenario import R, cards, deal, play

A, B, C = 0, 1, 2


def _captures(events):
    return [(e.gid, e.seat) for e in events if isinstance(e, ev.GalleonCaptured)]


def test_korsar_alto_korsar_worked_example():
    s = deal(
        [
            "galleon3 yellow3 blue3 captain-blue green2 red1",  # A
            "galleon2 galleon6 admiral yellow2 blue1 blue1",  # B
            "red2 red2 green3 galleon2 green1 yellow1",  # C
        ],
        start=A,
        pile="red4 blue4 green4 yellow4 red3",
    )

    # Turn 1: A launches a galleon of 3. B draws. C attacks it with 2 red.
    play(s, "play galleon3", "draw", "play red2 g1")
    assert s.galleon("g1").strength(C) == 2

    # Turn 2: A defends with 3 black (yellow). B launches a galleon of 2. C adds 2 red.
    play(s, "play yellow3 g1", "play galleon2", "play red2 g1")
    g1 = s.galleon("g1")
    assert (g1.strength(A), g1.strength(C)) == (3, 4)

    # Turn 3: A draws. B takes home its unattacked galleon and launches a 6.
    # C captures A's galleon with 4 red (the three pirates leave the game), then attacks the 6 with 3 green.
    events = play(s, "draw")
    assert _captures(events) == [("g2", B)]
    events = play(s, "play galleon6")
    assert _captures(events) == [("g1", C)]  # at the start of C's turn
    play(s, "play green3 g3")
    assert s.loot[C] == cards("galleon3")
    (capture,) = [e for e in events if isinstance(e, ev.GalleonCaptured)]
    assert sorted(c.name for c in capture.removed) == ["red2", "red2", "yellow3"]
    assert sorted(c.name for c in s.removed[-3:]) == ["red2", "red2", "yellow3"]
    assert s.galleon("g3").attacks == {C: cards("green3")}

    # Turn 4: A attacks the 6 with 3 blue. B defends it with the admiral. C launches a galleon of 2.
    play(s, "play blue3 g3", "play admiral g3", "play galleon2")
    assert R.controller(s, s.galleon("g3")) == B

    # Turn 5: A plays the blue captain on B's galleon, driving off the admiral.
    # B attacks C's galleon with 2 black (yellow). C draws.
    events = play(s, "play captain-blue g3")
    assert ev.CharacterRemoved("g3", cards("admiral")[0]) in events
    assert R.controller(s, s.galleon("g3")) == A
    play(s, "play yellow2 g4", "draw")

    # Turn 6: A captures B's galleon, then attacks C's galleon with 2 green. B draws. C draws.
    assert s.to_act == A and s.loot[A] == cards("galleon6")
    assert s.galleon("g3") is None
    play(s, "play green2 g4", "draw", "draw")
    g4 = s.galleon("g4")
    assert g4.attacks == {B: cards("yellow2"), A: cards("green2")}
    assert s.loot == [cards("galleon6"), cards("galleon2"), cards("galleon3")]
    assert R.card_count(s) == 78
