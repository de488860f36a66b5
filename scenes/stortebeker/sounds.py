"""What Störtebeker sounds like at the table: each of its events' sound (assets/sounds/<name>.wav, made by
assets/sounds/make_sounds.py), or None: that event is silent. Every event is listed (a test checks it)."""

from __future__ import annotations

from game.stortebeker import events as ev
from scenes.table.kit import EventSounds

SOUNDS: EventSounds = {
    ev.TurnBegan: None,
    ev.CardPlaced: "card-play",
    ev.Traded: "card-play",
    ev.CardDiscarded: "card-play",
    ev.BroadsideFired: "broadside",
    ev.DiceRolled: "dice",
    ev.CardStolen: None,
    ev.CardSunk: "broadside",
    ev.DieMissed: None,
    ev.BoardingAttempted: None,
    ev.PiratesRevealed: None,
    ev.AttackTotal: None,
    ev.BoardingSucceeded: "capture",
    ev.BoardingFailed: None,
    ev.ProvisionLost: None,
    ev.PirateDropped: None,
    ev.CounterattackDeclared: None,
    ev.CounterattackDeclined: None,
    ev.ShipCaptured: "capture",
    ev.ScoreChanged: "coins",
    ev.EndAnnounced: None,
    ev.ShipEntered: None,
    ev.ShipRevealed: None,
    ev.TakenJoinHand: "card-draw",
    ev.CardsDrawn: "card-draw",
    ev.PileReshuffled: "shuffle",
    ev.BonusScored: None,
    ev.GameEnded: None,
}
