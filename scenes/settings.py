"""Player settings, kept in the per-user config folder (platformdirs), written atomically."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from game.record import write_json_atomically

APP = "pirate-table"
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}


@dataclass
class Settings:
    speed: str = "normal"  # one of SPEEDS
    language: str = ""  # "" = the system's language
    names: list[str] = field(default_factory=list)  # the names typed last time, by seat

    @property
    def animation_speed(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_path() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False)) / "settings.json"


def load(path: Path | None = None) -> Settings:
    """The saved settings; defaults if there are none or the file is damaged (it is kept aside)."""
    path = path or config_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in data.items() if k in known})
    except FileNotFoundError:
        return Settings()
    except (OSError, ValueError, TypeError):
        keep_aside(path)
        return Settings()


def save(settings: Settings, path: Path | None = None) -> None:
    write_json_atomically(path or config_path(), asdict(settings))


def keep_aside(path: Path) -> Path | None:
    """Rename a damaged file to `<name>.damaged` so it is never overwritten; returns the new path."""
    aside = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, aside)
        return aside
    except OSError:
        return None
