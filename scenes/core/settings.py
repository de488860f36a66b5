"""Player settings, kept in the per-user config folder (platformdirs), written atomically.

A settings file that cannot be used is set aside (never overwritten) and the defaults are used, with
a notice for the menu: a damaged file never stops the game from starting.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

from game.core import Reason, reason_of
from game.match import clean_name
from game.storage import DamagedFile, read_json, set_aside, write_json_atomically
from scenes.core.i18n import LANGUAGES, _, why_not

APP = "pirate-table"
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
AI_PACES = {"none": 0.0, "brisk": 0.3, "normal": 0.55, "slow": 1.0}  # seconds between AI moves, so a person can follow
SETTINGS_BYTES = 64_000
MAX_SEATS = 8
SEAT_KINDS = ("human", "ai-easy", "ai-normal", "ai-hard")  # what sits in a seat, as the setup screen offers it
MIN_SIZE = (800, 500)  # the smallest window every screen is laid out for
MAX_SIZE = (3840, 2160)  # the largest window the game draws at 60 frames a second (tests/perf `draw`)


def fitted(size: tuple[int, int], room: tuple[int, int] | None = None) -> tuple[int, int]:
    """`size` made a window the game can show: at least MIN_SIZE, at most MAX_SIZE and `room` (what the display
    offers; it gives way to MIN_SIZE)."""
    most = MAX_SIZE if room is None else (min(MAX_SIZE[0], room[0]), min(MAX_SIZE[1], room[1]))
    return (max(MIN_SIZE[0], min(size[0], most[0])), max(MIN_SIZE[1], min(size[1], most[1])))


@dataclass
class Settings:
    speed: str = "normal"  # one of SPEEDS
    language: str = ""  # "" = the system's language
    names: list[str] = field(default_factory=list)  # the names typed last time, by seat
    volume: int = 70  # of the sound effects, 0 to 100
    muted: bool = False
    fullscreen: bool = False
    ai_pace: str = "normal"  # one of AI_PACES
    window: list[int] = field(default_factory=list)  # the last window size [width, height], if any
    last_setup: dict = field(default_factory=dict)  # the last game set up: game, players, teams, variants, kinds
    colour_blind: bool = False  # every seat and game colour paired with a shape (scenes/core/colour_blind.py)
    confirm_turn_end: bool = False  # ask before a move that ends the turn by choice (Störtebeker, Freibeuter)
    lessons: list[str] = field(default_factory=list)  # the games whose lesson was played to its end (a tick)
    phones: bool = False  # New game offers phones as private hands (docs/phones.md), ticked as last time
    for_now: str = ""  # a speed the command line asked for (--speed, --autoplay): this run only, never saved

    @property
    def speed_now(self) -> str:
        """The animation speed in use: the command line's for this run, else the player's."""
        return self.for_now or self.speed

    @property
    def animation_speed(self) -> float:
        return SPEEDS.get(self.speed_now, 1.0)

    def to_json(self) -> dict[str, object]:
        return {"speed": self.speed, "language": self.language, "names": list(self.names), "volume": self.volume,
                "muted": self.muted, "fullscreen": self.fullscreen, "ai_pace": self.ai_pace,
                "window": list(self.window), "last_setup": dict(self.last_setup), "colour_blind": self.colour_blind,
                "confirm_turn_end": self.confirm_turn_end, "lessons": list(self.lessons), "phones": self.phones}

    @property
    def ai_pause(self) -> float:
        return AI_PACES.get(self.ai_pace, AI_PACES["normal"])

    @classmethod
    def from_json(cls, d: object) -> Settings:
        """Settings from JSON: DamagedFile (with the reason) unless each known field has a value this game
        writes. Unknown fields are ignored, so a newer version's file still loads."""
        if not isinstance(d, dict):
            raise DamagedFile(Reason("the settings are not a JSON object"))
        s = cls()
        speed = d.get("speed", s.speed)
        if not isinstance(speed, str) or speed not in SPEEDS:
            raise DamagedFile(Reason("unknown animation speed {value}", value=repr(speed)[:40]))
        language = d.get("language", s.language)
        if not isinstance(language, str) or (language and language not in LANGUAGES):
            raise DamagedFile(Reason("unknown language {value}", value=repr(language)[:40]))
        names = d.get("names", s.names)
        if not isinstance(names, list) or len(names) > MAX_SEATS or not all(isinstance(n, str) for n in names):
            raise DamagedFile(Reason("the names must be a list of at most {count} texts", count=MAX_SEATS))
        volume, muted = d.get("volume", s.volume), d.get("muted", s.muted)
        if type(volume) is not int or not 0 <= volume <= 100:
            raise DamagedFile(Reason("the volume must be a whole number from 0 to 100, not {value}",
                                     value=repr(volume)[:40]))
        fullscreen, pace = d.get("fullscreen", s.fullscreen), d.get("ai_pace", s.ai_pace)
        if type(muted) is not bool or type(fullscreen) is not bool:
            raise DamagedFile(Reason("muted and fullscreen must be true or false, not {muted}, {fullscreen}",
                                     muted=repr(muted)[:40], fullscreen=repr(fullscreen)[:40]))
        if not isinstance(pace, str) or pace not in AI_PACES:
            raise DamagedFile(Reason("unknown AI pace {value}", value=repr(pace)[:40]))
        window = d.get("window", [])
        if not isinstance(window, list) or not (window == [] or (len(window) == 2 and all(
                type(v) is int for v in window) and fitted((window[0], window[1])) == tuple(window))):
            raise DamagedFile(Reason("the window size must be [width, height] from {least} to {most}, not {value}",
                                     least="{}x{}".format(*MIN_SIZE), most="{}x{}".format(*MAX_SIZE),
                                     value=str(window)[:40]))
        colour_blind, confirm = d.get("colour_blind", False), d.get("confirm_turn_end", False)
        if type(colour_blind) is not bool or type(confirm) is not bool:
            raise DamagedFile(Reason("colour_blind and confirm_turn_end must be true or false, not {colour_blind}, "
                                     "{confirm}", colour_blind=repr(colour_blind)[:40], confirm=repr(confirm)[:40]))
        phones = d.get("phones", False)
        if type(phones) is not bool:
            raise DamagedFile(Reason("phones must be true or false, not {value}", value=repr(phones)[:40]))
        lessons = d.get("lessons", [])
        if not isinstance(lessons, list) or len(lessons) > 10 or not all(isinstance(g, str) and len(g) <= 40
                                                                         for g in lessons):
            raise DamagedFile(Reason("the lessons played are not a list of game names"))
        return cls(speed, language, [clean_name(n) for n in names], volume, muted, fullscreen, pace, window,
                   last_setup(d.get("last_setup", {})), colour_blind, confirm, list(lessons), phones)


def last_setup(d: object) -> dict:
    """The last game set up, each field checked (whether the game allows it is for the setup screen)."""
    if not isinstance(d, dict):
        raise DamagedFile(Reason("the last setup is not a JSON object"))
    if not d:
        return {}
    game, players, teams = d.get("game", ""), d.get("players", 4), d.get("teams", False)
    variants, kinds = d.get("variants", []), d.get("kinds", [])
    if not isinstance(game, str) or len(game) > 40 or type(players) is not int or not 1 <= players <= MAX_SEATS \
            or type(teams) is not bool:
        raise DamagedFile(Reason("the last setup's game, players or teams are not what this game writes"))
    if not isinstance(variants, list) or len(variants) > 10 or not all(type(v) is int for v in variants):
        raise DamagedFile(Reason("the last setup's variants are not a list of numbers"))
    if not isinstance(kinds, list) or len(kinds) > MAX_SEATS or not all(k in SEAT_KINDS for k in kinds):
        raise DamagedFile(Reason("the last setup's seats are not what this game writes"))
    return {"game": game, "players": players, "teams": teams, "variants": variants, "kinds": kinds}


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def config_path() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False)) / "settings.json"


def load(path: Path | None = None) -> tuple[Settings, str]:
    """The saved settings and a notice for the player ("" if all is well). No file: the defaults.
    A damaged file: set aside, the defaults, and a notice that says so: a `Reason`, said (`say`) once the
    language is known, which the settings choose."""
    path = path or config_path()
    try:
        return Settings.from_json(read_json(path, SETTINGS_BYTES)), ""
    except FileNotFoundError:
        return Settings(), ""
    except DamagedFile as e:
        aside = set_aside(path)
        where = Reason(" (kept as {name})", name=aside.name) if aside else ""
        return Settings(), Reason("Your settings could not be read and were set aside{where}: {error}", where=where,
                                  error=reason_of(e))


def save(settings: Settings, path: Path | None = None) -> str:
    """Write the settings; "" if done, otherwise why not (a full disk must not stop the game)."""
    try:
        write_json_atomically(path or config_path(), settings.to_json())
        return ""
    except OSError as e:
        return _("Could not save the settings: {error}").format(error=why_not(e))
