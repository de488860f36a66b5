"""Sound effects for what happens at the table (assets/sounds, made by assets/sounds/make_sounds.py); which event
sounds how is each game's own (scenes/<game>/sounds.py).

They play at the volume of the settings, and not at all when muted, without a sound device, or under
SDL's dummy audio driver (tests and headless runs), where nothing is even loaded.
"""

from __future__ import annotations

import os

import pygame

from scenes.core.assets import asset_path
from scenes.core.settings import Settings


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
