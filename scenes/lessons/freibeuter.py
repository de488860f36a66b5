"""The Freibeuter lesson: a short game against Anne near its end, dealt so that each rule comes at the turn it
matters (docs/rules/freibeuter.md): sailing, an unboarded ship escaping, boarding, the Flying Dutchman closing a
ring, a ship captured and paid for, two tokens shared in the order chosen (a pirate chest, a double), a loan, the
loot, the three ends of the game (the last chest ends this one) and the score."""

from __future__ import annotations

from game.core import Setup
from game.freibeuter.state import FreibeuterState, dealt
from scenes.core.i18n import _
from scenes.lessons.lesson import Lesson, Step

TOKENS = "C2:D3=ship10 E2:F3=ship5 D4:E5=chest E4:F5=double10 B5:C6=ship20 D6:E7=chest"
BOATS = {
    # round the tokens: what the story needs
    "A1": [1], "C2": [1], "D2": [1], "E2": [1], "F2": [0], "E3": [0], "D4": [0], "E4": [0], "F4": [1], "F5": [1],
    "B5": [0], "C5": [0, 0], "B6": [0], "D6": [0],
    # boats out earlier in the game, round tokens already gone
    "B1": [0], "C1": [1], "F1": [1], "G1": [0], "A2": [0], "B2": [1, 0], "G2": [1], "A3": [1], "B3": [0],
    "B4": [1], "C4": [0], "A5": [1], "F6": [0], "G6": [1], "A7": [1], "F7": [0], "G7": [1],
}


def opening() -> FreibeuterState:
    """Six tokens left, boats out, ten sea cards to draw: the last chest is shared at the person's sixth turn."""
    return dealt(["C3 E5 A1 D7", "F3 D5 E6 C6"], TOKENS, BOATS, boarded={"B5:C6": 1}, dutch_hands=["row3", "colG"],
                 sea_pile="G4 E7 B2 F6 C4 B3 A4 E1 G5 D2", dutch_pile="row6", treasure=[12, 4])


ANNE = ("sail F3", "draw sea", "sail D5", "draw sea", "sail E6", "draw sea", "sail C6", "draw sea", "sail E7",
        "draw sea")


def steps() -> list[Step]:
    return [
        Step(_("Welcome aboard! In Freibeuter you surround ships with your boats: a ship you boarded is yours once "
               "all four squares round it hold a boat. Your money and your ships make your score.")),
        Step(_("This lesson is a short game against Anne, near its end: a few tokens left on the sea, many boats "
               "already out, the piles running low. A real game starts with a token on each of the 36 crossings "
               "and no boat on the sea yet."),
             ("pile:sea", "pile:dutchman")),
        Step(_("Your hand: sea cards, each naming a square, and a Dutchman card naming a row. Each turn you do one "
               "thing: sail, send the Flying Dutchman, or board a ship."), ("hand",)),
        Step(_("Sail: play your sea card C3 to put a boat on square C3, beside the ship 10/2 (worth 10; its taker "
               "pays 2 for each other player's boat round it). A square on the edge has room for one boat, any other "
               "square for two. After sailing you draw a card."), ("card:C3", "C3", "C2:D3"),
             "sail C3"),
        Step(_("Now draw a card from the sea pile."), ("pile:sea",), "draw sea"),
        Step(_("Anne's boat surrounded the ship 5/1. Nobody had boarded it, so it escapes: it is set aside and "
               "nobody gets it."), ("E2:F3", "aside")),
        Step(_("Board the ship 10/2 before it is surrounded: click it, then Board. Boarding is your whole turn: no "
               "card, no draw."), ("C2:D3",), "board C2:D3"),
        Step(_("Only D3 is still free round your ship. Play your row 3 card: the Flying Dutchman goes on D3 and "
               "counts as a boat. It only ever goes where it surrounds a token."), ("card:row3", "D3"),
             "dutchman row3 D3"),
        Step(_("Surrounded: the ship is yours, worth 10 at the end, and your boat on it comes back; the boats round "
               "it stay where they are. You paid 2 for each of Anne's boats round it, 4 in all; nothing for your own "
               "boats nor for the Dutchman, now gone."),
             ("seat:0", "seat:1")),
        Step(_("Now draw a card from the Dutchman pile."), ("pile:dutchman",), "draw dutchman"),
        Step(_("Sail to E5: that surrounds two tokens at once, a pirate chest and a double. You then choose which "
               "one is shared first."), ("card:E5", "D4:E5", "E4:F5"), "sail E5"),
        Step(_("Share the chest first: click it. The bank pays 2 for each boat round a chest, to its owner, Anne "
               "included."), ("D4:E5", "D4", "E4", "D5", "E5"), "resolve D4:E5"),
        Step(_("The bank paid you 6 and Anne 2. The double of 10 is set aside: at the end every ship worth 10 "
               "counts twice, so yours is now worth 20."), ("seat:0", "seat:1", "aside")),
        Step(_("Now draw a card from the sea pile."), ("pile:sea",), "draw sea"),
        Step(_("Anne surrounded her ship 20/4: she owes 4 for each of your four boats there, 16, and had only 10. "
               "The bank lent her the 6 she lacked: she repays twice that, 12, at the end, and a first loan also "
               "costs a boat."), ("seat:1", "B5:C6")),
        Step(_("A1 already holds a boat, and a square on the edge holds only one. Play A1 anyway and take 2 from "
               "the bank instead: pick the card, then click the bank."), ("card:A1", "A1", "bank"), "sail A1 loot"),
        Step(_("Now draw a card from the sea pile."), ("pile:sea",), "draw sea"),
        Step(_("The game ends at once when the last pirate chest is shared, when a player must draw from two empty "
               "piles, or when a player begins a turn with no boat left. One chest is left."),
             ("D6:E7", "pile:sea", "pile:dutchman", "seat:0", "seat:1")),
        Step(_("Sail to D7: your boat surrounds the last chest, and the game ends."), ("card:D7", "D7", "D6:E7"),
             "sail D7"),
        Step(_("The game is over. A score is money, plus ships (twice their value where their double was taken), "
               "less twice the loans. You: 36 and your ship 20, 56 in all. Anne: 4 and her ship 20, less 12, so 12. "
               "You win!"), ("seat:0", "seat:1")),
        Step(_("A real game, for 2 to 4 players, starts with all 36 tokens on the sea, four chests among them, and "
               "20 coins and 25 boats each. You are ready for a real game!")),
    ]


LESSON = Lesson("freibeuter", Setup(2), ("Anne",), opening, {1: ANNE}, steps)
