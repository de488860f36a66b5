"""Sound effects: made by a script in the repository, played for what happens at the table at the
volume of the settings, silent when muted and under the dummy driver."""

from __future__ import annotations

import filecmp
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

from game.korsar import events as korsar_events
from scenes.core.settings import Settings
from scenes.core.sound import Sounds
from scenes.tables import TABLES

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "assets" / "sounds"


def test_the_sound_files_are_what_the_script_makes(tmp_path):
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    maker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(maker)
    maker.main(tmp_path)
    made = sorted(p.name for p in tmp_path.glob("*.wav"))
    assert made == sorted(p.name for p in SOUNDS.glob("*.wav"))
    assert all(filecmp.cmp(tmp_path / name, SOUNDS / name, shallow=False) for name in made), \
        "run: python assets/sounds/make_sounds.py"
    named = {name for spec in TABLES.values() for name in spec.kit.sounds.values() if name is not None}
    assert named and {f"{name}.wav" for name in named} <= set(made)  # every sound a game names is made


def test_events_have_sounds_and_the_dummy_driver_plays_none():
    sounds = Sounds(Settings())
    assert not sounds.enabled  # tests run with SDL's dummy audio driver
    korsar = TABLES["korsar"].kit.sounds
    assert korsar[korsar_events.CardDrawn] == "card-draw" and not sounds.play("card-draw")
    assert korsar[korsar_events.TurnBegan] is None  # a turn begins in silence


PLAYER = """
import pygame
pygame.init()
from scenes.core.settings import Settings
from scenes.core.sound import Sounds
s = Settings(volume=40)
sounds = Sounds(s)
played = [sounds.play("dice")]
s.muted = True
played.append(sounds.play("dice"))
s.muted, s.volume = False, 0
played.append(sounds.play("dice"))
print(sounds.enabled, played)
"""


def test_a_real_mixer_plays_at_the_settings_volume_and_not_when_muted(tmp_path):
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(tmp_path / "out.raw"),
               SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", PLAYER], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout.strip().splitlines()[-1]
    assert out == "True [True, False, False]"
