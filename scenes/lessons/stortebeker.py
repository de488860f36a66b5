"""The Störtebeker lesson: a short game of two against Gödeke, already under way, dealt so that each rule comes at
the turn it matters (docs/rules/stortebeker.md): placing provisions, a pirate face down, boarding and its odds, a
counterattack, scoring a capture (the colour bonus mentioned), a trade, a broadside and its dice, a failed boarding,
the person's own counterattack and the end once the reserve is empty; the variants are mentioned last."""

from __future__ import annotations

from game.core import Setup
from game.stortebeker.components import Card, card_named, tile_named
from game.stortebeker.state import Ship, Side, StortebekerState, dealt
from scenes.core.i18n import _
from scenes.lessons.lesson import Lesson, Step


def _cards(names: str) -> list[Card]:
    return [card_named(n) for n in names.split()]


def _side(names: str) -> Side:
    """A seat's cards by a ship: provisions face up, plain pirates face down."""
    cards = _cards(names)
    return Side([c for c in cards if c.is_provision], [c for c in cards if c.is_pirate])


def _ship(tid: str, you: str, godeke: str) -> Ship:
    return Ship(tile_named(tid), [_side(you), _side(godeke)])


def opening() -> StortebekerState:
    """A game under way (round 3), the person to play: four ships with cards already beside them, two ships left in
    the reserve, so the game ends within two turns of each."""
    ships = [_ship("R3", "water rum", "rum"), _ship("Y2", "", "bread water pirate3"),
             _ship("G5", "beans+ water+ meat pirate2", "meat water"), _ship("B1", "", "rum")]
    hands = [_cards("beans water pirate3 bread bananas bananas"), _cards("water beans bread pirate4 bananas meat")]
    pile = _cards("rum beans water  bread water rum beans bananas  meat rum")  # your draw, Gödeke's, yours
    return dealt(hands, ships, discard=_cards("bread+ bananas"), pile=pile,
                 reserve=[tile_named("P2"), tile_named("B4")], round=3)


GODEKE = (
    "counter R3 water beans",  # your boarding of R3: he adds what he lacks there, and loses
    "place bread B1", "place pirate4 B1", "place bananas P2", "board B1",  # he takes B1
    "place bread Y2", "place meat P2", "place rum B4", "board Y2",  # you counterattack
)

ROLLS = (
    "roll 4 3",  # your boarding of R3: 7 + pirate 3 = 10, strength 8
    "roll 3 3",  # Gödeke's counterattack there: 6
    "roll 5 4",  # Gödeke boards B1: 9 + pirate 4
    "roll meat water",  # your broadside at G5
    "roll 1 3",  # your boarding of G5: 4 + 4 = 8, strength 10
    "roll meat meat",  # what the failure costs
    "roll 2 3",  # Gödeke boards Y2: 5 + pirate 3 = 8, strength 7
    "roll 5 4",  # your counterattack there: 9 + bread+ = 10
)


def steps() -> list[Step]:
    return [
        Step(_("Welcome aboard! In Störtebeker you supply merchant ships with provisions, then board them with your "
               "pirates. Each ship you capture scores its points; the most points wins.")),
        Step(_("Each ship shows its points (top left), its strength (the red shield) and the provisions it needs. "
               "Below it, Gödeke's cards lie in the upper row, yours in the lower one; the icons at a row's end show "
               "what that side still lacks."), ("R3",)),
        Step(_("This game is already under way, with cards beside the ships. Each turn you play exactly three "
               "cards (place them by ships, trade, or discard a card you cannot use: after a trade or a discard no "
               "more cards are placed that turn), then you may board ships, then you draw back up to six cards."),
             ("hand",)),
        Step(_("R3 needs water, rum and beans; you have the water and the rum. Place your beans by R3. A provision "
               "goes only where a ship needs it, and no more of it than the ship needs."),
             ("card:beans", "R3"), "place beans R3"),
        Step(_("Now a pirate, by R3 too. It lies face down: Gödeke sees that you have one, not its strength. Each "
               "pirate must be backed there by a plain provision: a provision with no skull in its corners."),
             ("card:pirate3", "R3"), "place pirate3 R3"),
        Step(_("Your third card: place your water by Y2. A card by a ship will matter later."),
             ("card:water", "Y2"), "place water Y2"),
        Step(_("Your side of R3 holds all it needs: you may board it. Two dice plus your pirates there must reach "
               "its strength, 8; the button above your hand shows your odds. Gödeke has cards by R3 too, so he may "
               "answer with a counterattack. Board R3."), ("R3", "move"), "board R3"),
        Step(_("You rolled 7, plus your pirate 3: 10. Gödeke had a card by R3, so he could counterattack: he added "
               "the water and beans he lacked from his hand and rolled 6. The best total wins: R3 is yours, 4 "
               "points. Your marker on the score track below the ships moved on by 4."), ("seat:0", "track"),
             after="roll 3 3"),
        Step(_("The cards by a captured ship go to the discard pile, and the reserve's next ship takes its place. "
               "(New game offers variants; with the colour bonus, not played here, three ships of one colour earn "
               "the points of the best of them once more at the end.)"), ("P2",), after="roll 3 3"),
        Step(_("Gödeke completed B1, added a pirate and boarded it: 2 points. The reserve is empty now: the next "
               "capture ends the game once the round is played out."), ("seat:1",)),
        Step(_("Bread will win Y2 later, and the discard pile holds a bread with a pirate. Trade for it: press "
               "Trade… above your hand, give both bananas and take that bread. A provision with a pirate (its skull) "
               "supplies the ship like any other and adds its pirate to your boarding total. After a "
               "trade (or a discard) no more cards are placed this turn; the bread joins your hand at its end."),
             ("card:bananas", "discard", "Y2"), "trade bananas bananas take bread+"),
        Step(_("G5 still needs a meat, and you have none. Fire a broadside at it with your last card: drop the rum "
               "on G5."), ("card:rum", "G5"), "broadside rum G5"),
        Step(_("The colour dice show meat and water. Each die takes a provision of its colour from an opponent at "
               "G5: you keep it if your side still needs it, else it sinks. Take Gödeke's meat."), ("G5", "dice"),
             "steal meat s1"),
        Step(_("You already had your water at G5, so the water die sank Gödeke's water into the discard pile."),
             ("G5",)),
        Step(_("G5 is complete. Its strength is 10; your pirate 2 and the pirates on your beans and water add 4. "
               "Board it: the odds are good, not certain."), ("G5", "move"), "board G5"),
        Step(_("Not this time: the dice made 4, your pirates 4: 8, short of 10. A failure costs provisions: both "
               "colour dice showed meat, so you lost your two meats. Your pirate, with no plain provision left to "
               "back it, went too."),
             ("G5",), after="roll meat meat"),
        Step(_("Gödeke completed Y2 and boarded it with 8. Your water by Y2 lets you counterattack: add the two "
               "breads you lack and roll. Only a total above 8 wins; the bread with a pirate adds 1. Your odds: "
               "42%."), ("Y2", "move"), "counter Y2 bread bread+"),
        Step(_("10 beats 8: Y2 is yours. It was the first capture with the reserve empty, so the game ended with "
               "the round. You have 7 points, Gödeke 2. You win!"), ("seat:0", "seat:1")),
        Step(_("A new game can add variants: the colour bonus, three reserve ships face up, no more boarding after a "
               "failure or after losing to a counterattack, three ships for two players. You are ready for a real "
               "game!")),
    ]


LESSON = Lesson("stortebeker", Setup(2), ("Gödeke",), opening, {1: GODEKE}, steps, ROLLS)
