"""A game record as a text file a person can read and attach to a bug report.

    korsar players=4 teams=no variants=- seed=1234 seats=human,normal,normal,hard names=["Rosa","Anne","Jack","Mary"]
    # The seed above gives away every hidden card of this game: share the file only for a look back or a bug.
    draw
    play red4 g1
    ...

The first line is the setup (the game, its options, the seed, who sat where); every other line is one action
in the game's notation (the rule book's notation section), in order. Blank lines and lines starting with `#`
are left out. Reading one checks everything through the engine: each action must be legal where it stands,
and a refusal names the line it is on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game.core import SEED_BITS, Reason, Setup, reason_of
from game.games import game_names, rules_for
from game.match import AI, HUMAN, SeatConfig
from game.record import MAX_ACTION_TEXT, MAX_ACTIONS, RECORD_BYTES, CorruptRecord, Record
from game.storage import DamagedFile, read_capped

SEAT_KINDS = ("human", "random", "easy", "normal", "hard")
KEYS = ("players", "teams", "variants", "seed", "seats", "names")
SEED_NOTE = "# The seed above gives away every hidden card of this game: share the file only for a look back or a bug."


class BadRecordText(CorruptRecord):
    """A record text that cannot be used; the message names the line."""

    def __init__(self, line: int, reason: str, game: str | None = None) -> None:
        super().__init__(Reason("line {line}: {reason}", line=line, reason=reason), game=game)
        self.line = line
        self.reason = reason


@dataclass(frozen=True)
class RecordText:
    """What a record file holds: the record and who sat where."""

    record: Record
    seats: tuple[SeatConfig, ...]


def seat_kind(seat: SeatConfig) -> str:
    return HUMAN if seat.is_human else seat.difficulty


def to_text(record: Record, seats: list[SeatConfig] | tuple[SeatConfig, ...]) -> str:
    """The record as text: the setup line, the note on the seed, one action a line."""
    setup = record.setup
    variants = ",".join(str(v) for v in sorted(setup.variants)) or "-"
    names = json.dumps([s.name for s in seats], ensure_ascii=False)
    head = (f"{record.game} players={setup.players} teams={'yes' if setup.teams else 'no'} variants={variants} "
            f"seed={record.seed} seats={','.join(seat_kind(s) for s in seats)} names={names}")
    return "\n".join([head, SEED_NOTE, *record.actions]) + "\n"


def _setup_line(line: str) -> tuple[str, Setup, int, list[str], list[str]]:
    """(game, setup, seed, seat kinds, names) from the first line; BadRecordText(1, why) if it is not one."""
    head, _, names_part = line.partition(" names=")
    words = head.split()
    if not words or words[0] not in game_names():
        known = ", ".join(game_names())
        raise BadRecordText(1, Reason("the first line must start with the game ({known}), not {text}", known=known,
                                       text=repr(line[:40])))
    game, fields = words[0], {}
    for word in words[1:]:
        key, eq, value = word.partition("=")
        if not eq or key not in KEYS or key in fields:
            raise BadRecordText(1, Reason("{text} is not one of players=, teams=, variants=, seed=, seats=, names=",
                                           text=repr(word[:40])))
        fields[key] = value
    missing = [k for k in ("players", "seed") if k not in fields]
    if missing:
        raise BadRecordText(1, Reason("the setup line needs players= and seed=") if len(missing) > 1 else
                            Reason("the setup line needs {key}", key=missing[0] + "="))
    if not fields["players"].isdigit() or len(fields["players"]) > 2:
        raise BadRecordText(1, Reason("players= takes a number, not {text}", text=repr(fields["players"][:20])))
    teams = fields.get("teams", "no")
    if teams not in ("yes", "no"):
        raise BadRecordText(1, Reason("teams= takes yes or no, not {text}", text=repr(teams[:20])))
    variants = fields.get("variants", "-")
    parts = [] if variants == "-" else variants.split(",")
    if not all(p.isdigit() and len(p) < 4 for p in parts):
        raise BadRecordText(1, Reason("variants= takes numbers separated by commas, or -, not {text}",
                                       text=repr(variants[:20])))
    seed = fields["seed"]
    if not seed.isdigit() or len(seed) > 20 or int(seed) >= 1 << SEED_BITS:
        raise BadRecordText(1, Reason("seed= takes a whole number from 0 to 2^{bits} - 1", bits=SEED_BITS))
    setup = Setup(int(fields["players"]), teams == "yes", frozenset(int(p) for p in parts))
    try:
        rules_for(game).check_setup(setup)
    except ValueError as e:
        raise BadRecordText(1, Reason("these options are not a game of {title}: {reason}", title=rules_for(game).title,
                                       reason=reason_of(e))) from e
    kinds = fields["seats"].split(",") if "seats" in fields else [AI if i else HUMAN for i in range(setup.players)]
    kinds = ["normal" if k == AI else k for k in kinds]
    if len(kinds) != setup.players or not all(k in SEAT_KINDS for k in kinds):
        raise BadRecordText(1, Reason("seats= takes one of {kinds} for each of the {players} players",
                                       kinds=", ".join(SEAT_KINDS), players=setup.players))
    names: list[str] = [""] * setup.players
    if names_part:
        try:
            names = json.loads(names_part)
        except ValueError:
            names = None  # type: ignore[assignment]
        if not isinstance(names, list) or len(names) != setup.players or not all(isinstance(n, str) for n in names):
            raise BadRecordText(1, Reason('names= takes a list of {players} names in quotes, e.g. ["Rosa", "Anne"]',
                                           players=setup.players))
    return game, setup, int(seed), kinds, names


def from_text(text: str) -> RecordText:
    """The record a text holds, every action replayed through the engine; BadRecordText naming the first
    line that is wrong."""
    lines = text.splitlines()
    if not lines or not lines[0].strip():
        raise BadRecordText(1, Reason("the file is empty; the first line must be the setup line"))
    game, setup, seed, kinds, names = _setup_line(lines[0].strip())
    seats = tuple(SeatConfig(HUMAN, name) if kind == HUMAN else SeatConfig(AI, name, kind)
                  for kind, name in zip(kinds, names))
    rules = rules_for(game)
    state = rules.new_game(setup, seed)
    actions: list[str] = []
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if len(line) > MAX_ACTION_TEXT or len(actions) >= MAX_ACTIONS:
            raise BadRecordText(number, Reason("this line is too long to be an action") if len(line) > MAX_ACTION_TEXT
                                else Reason("a game has at most {count} actions", count=format(MAX_ACTIONS, ",")),
                                game=game)
        if rules.is_over(state):
            raise BadRecordText(number, Reason("the game is already over, but the file goes on with {text}",
                                               text=repr(line[:40])), game=game)
        try:
            action = rules.parse_action(state, line)
            rules.apply(state, action)
        except (ValueError, LookupError, TypeError, AssertionError) as e:
            raise BadRecordText(number, Reason("{text} is not a legal action here: {reason}", text=repr(line[:40]),
                                               reason=reason_of(e)), game=game) from e
        actions.append(rules.action_text(action))
    return RecordText(Record(game, setup, seed, actions), seats)


def read_text(path: Path) -> RecordText:
    """A record text file, read with a size cap; CorruptRecord (with the reason) if it cannot be used."""
    try:
        raw = read_capped(path, RECORD_BYTES)
    except FileNotFoundError:
        raise CorruptRecord(Reason("there is no file {name}", name=path.name)) from None
    except DamagedFile as e:
        raise CorruptRecord(reason_of(e)) from e
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise CorruptRecord(Reason("{name} is not text (UTF-8)", name=path.name)) from e
    return from_text(text)
