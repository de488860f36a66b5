"""The engine contract shared by every game (docs/architecture.md §2).

One `Rules` object per game carries the whole public API; a scene, an agent, a test or a
replay never reaches into a game's modules past it. States are plain dataclasses that
serialise to JSON; actions and events are small frozen dataclasses.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

CHANCE = -1
"""The pseudo-seat that decides dice rolls: `state.to_act == CHANCE` asks for `chance_outcomes`."""


class Reason(str):
    """Why the rules refuse an action: the English sentence itself (a str, as the engine and its tests
    read it), plus its `template` and `fields` so a view can say it in the player's language. The engine
    knows no languages: assets/locale/catalog.py extracts each `Reason("...")` template from game/ into
    the catalogs, and the view translates the template and formats it with the fields (which it may
    name in its own words, e.g. a card)."""

    template: str
    fields: dict[str, object]

    def __new__(cls, template: str, **fields: object) -> Reason:
        self = super().__new__(cls, template.format(**fields))
        self.template = template
        self.fields = fields
        return self

    def __reduce__(self):  # pickled and copied as a Reason, fields and all
        return (_reason, (self.template, self.fields))


def _reason(template: str, fields: dict[str, object]) -> Reason:
    return Reason(template, **fields)


def reason_of(error: BaseException) -> str:
    """What an exception says: its first argument when that is a text (a `Reason` keeps its template and
    fields, so a view can say it in the player's language, and so can a reason that quotes it), else its text."""
    if error.args and isinstance(error.args[0], str):
        return error.args[0]
    return str(error)


class Listing(tuple):
    """A field of a `Reason` that counts things, e.g. what a side lacks: (count, word) pairs that read
    "2 water, 1 rum" in English (or "nothing"); a view names each word in its language."""

    def __format__(self, spec: str) -> str:
        return ", ".join(f"{n} {word}" for n, word in self) or "nothing"


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is left untouched. Its argument is the
    reason, a `Reason` when a player may read it."""


class InvalidActionText(IllegalAction):
    """A text that is not an action in the game's notation (docs/rules/<game>.md, 'Notation')."""


class InvalidSetup(ValueError):
    """Setup options that the game does not allow (e.g. 7 players in Korsar)."""


@dataclass(frozen=True)
class Setup:
    """The options a game starts from. Each game validates them in `Rules.check_setup`."""

    players: int
    teams: bool = False
    variants: frozenset[int] = frozenset()

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "teams": self.teams, "variants": sorted(self.variants)}

    @classmethod
    def from_json(cls, d: object) -> Setup:
        """The options from JSON; ValueError unless players is a whole number, teams true or false and
        variants a list of whole numbers (whether the game allows them is `Rules.check_setup`'s to say)."""
        if not isinstance(d, dict):
            raise ValueError(Reason("the options must be a JSON object"))
        players, teams, variants = d.get("players"), d.get("teams", False), d.get("variants", [])
        if type(players) is not int or type(teams) is not bool or not isinstance(variants, list) or not all(
                type(v) is int for v in variants):
            raise ValueError(Reason("players is a whole number, teams true or false, variants a list of numbers"))
        return cls(players, teams, frozenset(variants))


@dataclass(frozen=True)
class Action:
    """Base of every game's actions: value objects that round-trip through the notation."""


@dataclass(frozen=True)
class Event:
    """Something that happened, for the view to animate and the log to tell.

    `audience` is None for a public event; otherwise the seats allowed to see its details.
    Every other seat gets `masked()`, the same event with the secret fields blanked.
    """

    audience: frozenset[int] | None = field(default=None, kw_only=True)

    def seen_by(self, seat: int | None) -> Event:
        """The form of this event that `seat` may see (None: a spectator who sees no secrets)."""
        if self.audience is None or (seat is not None and seat in self.audience):
            return self
        return self.masked()

    def masked(self) -> Event:
        """This event with its secret fields blanked; events with secrets override it."""
        return self


@dataclass
class State:
    """Fields every game state has. `to_act` is the seat whose decision is pending,
    `CHANCE`, or None once the game is over. A view made by `observe` has `viewer` set.

    `seed` drives the shuffles the rules make during play (Störtebeker's reshuffles). It is a
    secret of the true state: a view has none (`observe` drops it), since a seat that knew it could
    rebuild every hidden card; `determinize` makes up a new one for its made-up world."""

    setup: Setup
    seed: int | None
    to_act: int | None = 0
    viewer: int | None = field(default=None, kw_only=True)

    def clone(self) -> State:
        """A copy sharing nothing mutable (each game's state implements it)."""
        raise NotImplementedError


SEED_BITS = 64


def forget_seed(view: State) -> None:
    """For `observe`: a view carries no seed, nor anything derived from it."""
    view.seed = None


def invent_seed(world: State, rng: random.Random) -> None:
    """For `determinize`: a made-up world gets a made-up seed for the shuffles still to come."""
    world.seed = rng.getrandbits(SEED_BITS)


def seed_to_json(state: State) -> dict[str, Any]:
    """The seed's JSON field: absent from a view's JSON."""
    return {} if state.seed is None else {"seed": state.seed}


def seed_from_json(d: dict[str, Any]) -> int | None:
    seed = d.get("seed")
    return None if seed is None else int(seed)


class Rules(ABC):
    """The whole public API of one game. Subclasses fill in the abstract methods."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]

    # -- setup -------------------------------------------------------------------------
    @abstractmethod
    def check_setup(self, setup: Setup) -> None:
        """Raise InvalidSetup with a message a player can read if the options are not allowed."""

    def allows(self, setup: Setup) -> bool:
        """Whether `check_setup` accepts `setup`."""
        try:
            self.check_setup(setup)
            return True
        except InvalidSetup:
            return False

    @abstractmethod
    def new_game(self, setup: Setup, seed: int) -> State:
        """A fresh state; every shuffle comes from `seed`."""

    # -- play ----------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, state: State) -> Sequence[Action]:
        """Legal actions for `state.to_act`; never empty while the game is not over. A list, or a light
        sequence (len, index, iterate, `in`) when there are very many, as with Störtebeker's trades."""

    def why_illegal(self, state: State, action: Action) -> Reason | None:
        """None if `action` is legal for `state.to_act` now, otherwise why not, in words a player can read
        (what `IllegalAction` carries and the table shows). It is the game's one legality predicate:
        `legal_actions` lists exactly the actions it accepts. This default derives it from
        `legal_actions`; a game that answers directly (faster) proves the two agree in a property test."""
        return None if action in self.legal_actions(state) else Reason("that is not allowed now")

    def chance_outcomes(self, state: State) -> list[tuple[Action, float]]:
        """(outcome, probability) pairs when `state.to_act == CHANCE`."""
        raise IllegalAction("no chance decision is pending")

    def roll(self, state: State, rng: random.Random) -> Action:
        """The dice's outcome when `state.to_act == CHANCE`, drawn by its probability (`chance_outcomes`) from `rng`:
        how the match runner, the search and every game played headless roll."""
        actions, weights = zip(*self.chance_outcomes(state))
        return rng.choices(actions, weights)[0]

    @abstractmethod
    def apply(self, state: State, action: Action) -> list[Event]:
        """Validate (`why_illegal`), then play `action`; on IllegalAction the state is untouched."""

    def clone(self, state: State) -> State:
        """An independent copy of `state`, far cheaper than a deep copy: look-ahead clones, then applies."""
        return state.clone()

    # -- hidden information ---------------------------------------------------------------
    @abstractmethod
    def observe(self, state: State, seat: int | None) -> State:
        """A copy holding only what `seat` may know (None: public information only)."""

    @abstractmethod
    def determinize(self, view: State, seat: int | None, rng: random.Random) -> State:
        """A full state consistent with `view`, the hidden parts dealt at random."""

    # -- notation ------------------------------------------------------------------------
    @abstractmethod
    def action_text(self, action: Action) -> str: ...

    @abstractmethod
    def parse_action(self, state: State, text: str) -> Action:
        """The action written `text` in the game's notation; InvalidActionText if it is not one."""

    # -- persistence ---------------------------------------------------------------------
    @abstractmethod
    def to_json(self, state: State) -> dict[str, Any]: ...

    @abstractmethod
    def from_json(self, data: dict[str, Any]) -> State: ...

    # -- outcome -------------------------------------------------------------------------
    def is_over(self, state: State) -> bool:
        return state.to_act is None

    @abstractmethod
    def round_number(self, state: State) -> int:
        """The round being played, 1 for the first: how far a game has gone, for the list of saved games."""

    @abstractmethod
    def scores(self, state: State) -> list[int]:
        """One score per seat (in team play, each seat carries its team's score)."""

    def winners(self, state: State) -> list[int]:
        """Seats with the best score; equal scores share the win."""
        s = self.scores(state)
        best = max(s)
        return [seat for seat, v in enumerate(s) if v == best]

    # -- helpers every game uses ---------------------------------------------------------
    def legal_texts(self, state: State) -> list[str]:
        return [self.action_text(a) for a in self.legal_actions(state)]

    def apply_text(self, state: State, text: str) -> list[Event]:
        return self.apply(state, self.parse_action(state, text))

    def partners(self, setup: Setup, seat: int) -> frozenset[int]:
        """The seats that share `seat`'s hidden information (itself, and a team partner)."""
        if setup.teams:
            first = seat - seat % 2
            return frozenset({first, first + 1})
        return frozenset({seat})
