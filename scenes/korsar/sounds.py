"""What Korsar sounds like at the table: each of its events' sound (assets/sounds/<name>.wav, made by
assets/sounds/make_sounds.py), or None: that event is silent. Every event is listed (a test checks it)."""

from __future__ import annotations

from game.korsar import events as ev
from scenes.table.kit import EventSounds

SOUNDS: EventSounds = {
    ev.TurnBegan: None,
    ev.CardDrawn: "card-draw",
    ev.CardPlayed: "card-play",
    ev.CharacterRemoved: None,
    ev.CardDiscarded: "card-play",
    ev.GalleonCaptured: "capture",
    ev.GalleonStays: None,
    ev.SeatSkipped: None,
    ev.GameEnded: None,
}
