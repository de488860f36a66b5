"""The worked examples of the French rules (seeds/000), as scenarios with forced dice.

Yellow is seat 0 (the yellow player usually starts), red seat 1, a third player seat 2. The rules'
ship is not named; docs/rules/stortebeker.md 2.1 fixes our tile set, in which no ship requires rum, beans *and* meat
while being worth 5 at strength 8, so the example is played on R3 (water, rum, beans; 4/8): the same
two colour dice (red and blue) are rolled, but here the blue die (water) is the one that finds
provisions and the red one (meat) finds none, and red's capture scores 4 rather than 5.
"""

from game.stortebeker import events as ev
from game.stortebeker.components import tile_named
from tests.stortebeker.scenario import R, cards, of, play, table

YELLOW, RED, THIRD = 0, 1, 2


def test_stortebeker_worked_example_broadside_boarding_and_red_counterattack():
    s = table(
        ["rum beans bread", "beans meat bananas", "bread bananas meat"],
        ships="R3 G1 B1 Y1",
        sides={"R3": {RED: "water rum pirate4", THIRD: "water+"}, "G1": {YELLOW: "beans meat"}},
        round=3,
    )

    # "le joueur jaune place deux cartes provisions, une noire (rhum) et une verte (haricots) sur le
    # navire et se défausse d'une carte pour tirer une bordée"
    events = play(s, "place rum R3", "place beans R3", "broadside bread R3")
    assert [type(e) for e in events] == [ev.CardPlaced, ev.CardPlaced, ev.BroadsideFired]

    # "il obtient rouge et bleu. Il n'y a pas de carte-provision [de l'une des couleurs] : le dé est sans
    # effet. Les deux autres joueurs ont des cartes [de l'autre]. Le joueur choisit la carte avec le
    # symbole pirate, et la prend."
    events = play(s, "roll meat water")
    assert of(events, ev.DieMissed) == [ev.DieMissed(YELLOW, "meat", "R3")]
    assert R.legal_texts(s) == ["steal water s1", "sink water s1", "steal water+ s2", "sink water+ s2"]
    events = play(s, "steal water+ s2")
    assert events[0] == ev.CardStolen(YELLOW, THIRD, cards("water+")[0], "R3")
    # "Il a maintenant toutes les cartes provisions nécessaires pour passer à l'abordage."
    assert s.ships[0].complete(YELLOW)
    assert R.legal_texts(s) == ["board R3", "board G1", "stop"]

    # "le joueur jaune obtient 7 aux dés. En y ajoutant la valeur du pirate figurant sur sa carte [...] (1),
    # cela fait 8. C'est donc suffisant pour aborder le navire, mais…"
    events = play(s, "board R3", "roll 3 4")
    assert of(events, ev.AttackTotal) == [ev.AttackTotal(YELLOW, "R3", 7, 1, 8)]
    assert of(events, ev.BoardingSucceeded) == [ev.BoardingSucceeded(YELLOW, "R3", 8, 8)]

    # "Le joueur rouge contre attaque! Il joue la carte haricot, qui lui manquait, retourne son pirate,
    # de valeur 4, et obtient 6 en lançant les deux dés. Son total est donc de 10, supérieur au 8 du
    # joueur jaune." The third player, its card stolen, has nothing left beside the ship: not asked.
    assert s.to_act == RED and R.legal_texts(s) == ["decline", "counter R3 beans"]
    events = play(s, "counter R3 beans")
    assert events[:2] == [ev.CounterattackDeclared(RED, "R3", tuple(cards("beans"))),
                          ev.PiratesRevealed(RED, "R3", tuple(cards("pirate4")))]
    events = play(s, "roll 2 4")
    assert of(events, ev.AttackTotal) == [ev.AttackTotal(RED, "R3", 6, 4, 10)]

    # "C'est donc le joueur rouge qui s'empare du navire." "Le joueur rouge avance son marqueur de 5
    # cases" (4 with our R3) "Et le joueur jaune continue son tour de jeu."
    captured = of(events, ev.ShipCaptured)[0]
    assert (captured.seat, captured.tile, captured.counterattack) == (RED, tile_named("R3"), True)
    assert ev.ScoreChanged(RED, 4, 4) in events
    assert sorted(c.name for _, c in captured.cards) == sorted(["rum", "beans", "water+", "water", "rum", "pirate4",
                                                               "beans"])
    assert s.turn == YELLOW and s.to_act == YELLOW and R.legal_texts(s) == ["board G1", "stop"]
    # the counterattacker's card is not replaced: red holds two cards until its own turn
    assert len(s.hands[RED]) == 2


def test_stortebeker_worked_example_variant1_red_scores_39_and_a_yellow_bonus_of_9():
    # "Le joueur rouge marque 39 points pour les navires ainsi qu'un bonus de 9 points pour les navires
    # jaunes." (the two-player example)
    s = table(["bread bread bread", "meat meat meat"], variants=(1,), round=100, turn=1, ships="R3 G3 B3 P3",
              won={RED: "Y6 Y1 Y2 R6 B6 G4 P1", YELLOW: "R1 R2"})
    assert R.score_parts(s)[RED].points == 39
    events = play(s, "discard meat", "discard meat", "discard meat")  # the last turn of the game
    assert of(events, ev.BonusScored) == [ev.BonusScored(RED, "yellow", 9)]
    parts = R.score_parts(s)[RED]
    assert (parts.points, parts.bonuses, parts.total) == (39, (("yellow", 9),), 48)
    assert R.scores(s) == [5, 48] and R.winners(s) == [RED]
