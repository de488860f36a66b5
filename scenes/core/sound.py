"""Sound effects for what happens at the table (assets/sounds, made by assets/sounds/make_sounds.py).

They play at the volume of the settings, and not at all when muted, without a sound device, or under
SDL's dummy audio driver (tests and headless runs), where nothing is even loaded.
"""

from __future__ import annotations

import os

import pygame

from game.core import Event
from scenes.core.assets import asset_path
from scenes.core.settings import Settings

# The sound of each kind of event, by the event's class name: the three games name alike things alike.
SOUND_OF = {
    "CardDrawn": "card-draw", "CardsDrawn": "card-draw", "TakenJoinHand": "card-draw",
    "CardPlayed": "card-play", "CardPlaced": "card-play", "CardDiscarded": "card-play", "Traded": "card-play",
    "BoatPlaced": "card-play", "ShipBoarded": "card-play", "DutchmanPlaced": "card-play",
    "DiceRolled": "dice",
    "BroadsideFired": "broadside", "CardSunk": "broadside",
    "GalleonCaptured": "capture", "ShipCaptured": "capture", "BoardingSucceeded": "capture",
    "Payment": "coins", "BankPaid": "coins", "ScoreChanged": "coins",
    "ChestOpened": "chest",
}


class Sounds:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._loaded: dict[str, pygame.mixer.Sound] = {}
        self.enabled = os.environ.get("SDL_AUDIODRIVER") != "dummy" and self._start()

    @staticmethod
    def _start() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return True
        except pygame.error:  # no sound device: play silently
            return False

    def play(self, name: str) -> bool:
        """Play a sound by name; False if nothing was played (muted, no device, dummy driver)."""
        if not self.enabled or self.settings.muted or self.settings.volume <= 0:
            return False
        sound = self._loaded.get(name)
        if sound is None:
            try:
                sound = self._loaded[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError):
                return False
        sound.set_volume(self.settings.volume / 100)
        sound.play()
        return True

    def react(self, event: Event) -> str | None:
        """Play the sound of `event`, if it has one; returns its name (played or not)."""
        name = SOUND_OF.get(type(event).__name__)
        if name is not None:
            self.play(name)
        return name
