"""What Freibeuter sounds like at the table: each of its events' sound (assets/sounds/<name>.wav, made by
assets/sounds/make_sounds.py), or None: that event is silent. Every event is listed (a test checks it)."""

from __future__ import annotations

from game.freibeuter import events as ev
from scenes.table.kit import EventSounds

SOUNDS: EventSounds = {
    ev.TurnBegan: None,
    ev.CardPlayed: "card-play",
    ev.BoatPlaced: "card-play",
    ev.ShipBoarded: "card-play",
    ev.BankPaid: "coins",
    ev.DutchmanPlaced: "card-play",
    ev.DutchmanLeft: None,
    ev.TokenEncircled: None,
    ev.ShipEscaped: None,
    ev.ShipCaptured: "capture",
    ev.LoanTaken: None,
    ev.Payment: "coins",
    ev.ChestOpened: "chest",
    ev.DoubleTaken: None,
    ev.CardDrawn: "card-draw",
    ev.SeatSkipped: None,
    ev.GameEnded: None,
}
