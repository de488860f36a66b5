"""The Korsar lesson: a short game of two against Jack, dealt so that each rule comes at the turn it matters
(docs/rules/korsar.md): launching, attacking, defending and the colours on a galleon, capture at the start of a
turn, the admiral and the captains, drawing, the end of the game and the score; teams are mentioned last."""

from __future__ import annotations

from game.core import Setup
from game.korsar.cards import card_named
from game.korsar.state import KorsarState, dealt
from scenes.core.i18n import _
from scenes.lessons.lesson import Lesson, Step


def _cards(names: str) -> list:
    return [card_named(n) for n in names.split()]


def opening() -> KorsarState:
    """Five cards each and a pile of two: the game ends within seven turns of the person's."""
    you, jack = _cards("galleon5 red4 blue2 captain-blue galleon3"), _cards("green3 galleon4 admiral green1 yellow2")
    return dealt([you, jack], start=0, pile=_cards("red1 galleon2"))


JACK = ("play green3 g1", "play galleon4", "play admiral g2", "draw", "play yellow2 g3", "discard green1")


def steps() -> list[Step]:
    return [
        Step(_("Welcome aboard! In Korsar you send galleons full of gold to sea, and your pirates seize the other "
               "players' galleons. Whoever brings home the most gold wins.")),
        Step(_("This lesson is a short game against Jack: five cards each, a pile of two, and the rest set aside "
               "out of the game. A real game deals every card."), ("pile", "removed")),
        Step(_("These are your cards. Galleons (sails and coins) carry gold. Pirates (black ships and skulls) fight "
               "in four colours: red, blue, green and yellow. Captains lead the pirates of their colour. Your panel, "
               "bottom left, says what you would score now: galleons still in your hand count against you."),
             ("hand",)),
        Step(_("Launch your galleon of 5 gold: pick it, then click the glowing place in your part of the sea."),
             ("card:galleon5",), "play galleon5"),
        Step(_("Jack attacks your galleon with green 3. At the start of each turn a player takes every galleon they "
               "hold: if Jack is still the strongest on the Santa Ana when his turn comes, it is his."), ("g1",)),
        Step(_("Defend it with your red 4. Each attack on a galleon has its own colour, and green is Jack's here: "
               "you defend with another colour. Your 4 beats his 3; equal strengths and nobody holds it."),
             ("card:red4", "g1"), "play red4 g1"),
        Step(_("Your turn began with you holding the Santa Ana: you brought it home with its 5 gold. A galleon you "
               "hold when your turn begins is taken, your own too."), ("seat:0",)),
        Step(_("Now attack: Jack has launched the San José, 4 gold. Put your blue 2 on it. Nobody defends it, so you "
               "hold it. Blue is now your colour there: more blue pirates would join it, and an attack's strength is "
               "the total of its pirates."), ("card:blue2", "g2"), "play blue2 g2"),
        Step(_("Jack answers with the admiral. A captain or the admiral decides who holds a galleon, whatever the "
               "pirates say. A player may put the admiral only on a galleon of their own."), ("g2",)),
        Step(_("A captain drives the admiral off. A captain goes only where you already have pirates of its "
               "colour: your blue captain may join your blue pirates on the San José, and then it is yours again."),
             ("card:captain-blue", "g2"), "play captain-blue g2"),
        Step(_("You took the San José: 9 gold so far. The pirates and captains that lay on a galleon taken leave "
               "the game (the pile marked so). Jack drew a card. Drawing is what you do when nothing better "
               "is at hand; there is no limit to a hand."), ("seat:0", "removed", "pile")),
        Step(_("Careful: a galleon still in your hand when the game ends counts against you. Launch your galleon of "
               "3."), ("card:galleon3",), "play galleon3"),
        Step(_("Jack attacks the Atocha with yellow 2 and you have no pirate left to defend it: he will take it when "
               "his turn begins."), ("g3",)),
        Step(_("Your hand is empty: draw a card. Once the pile is empty, the game ends as soon as a player's hand "
               "is empty."), ("pile",), "draw"),
        Step(_("The pile is empty, so a card may now be thrown away instead (never a galleon). Jack took the Atocha "
               "and threw away a pirate."), ("seat:1", "removed")),
        Step(_("You drew a galleon of 2. Launch it: your hand is then empty and the game ends at once. At the end, a "
               "galleon still at sea goes to whoever controls it; with no attack on it, that is you who launched it."),
             ("card:galleon2",), "play galleon2"),
        Step(_("The game is over. Each player scores the gold of the galleons they took, less the gold of the "
               "galleons left in their hand: you 11, Jack 3. You win!"), ("seat:0", "seat:1")),
        Step(_("With 4, 6 or 8 players Korsar can be played in teams of two: partners attack together, in one "
               "colour, and add up their gold. You are ready for a real game!")),
    ]


LESSON = Lesson("korsar", Setup(2), ("Jack",), opening, {1: JACK}, steps)
