"""The match runner (docs/architecture.md §3), shared by the window, headless autoplay and tests.

A `Match` owns the state, the seats and the record. `advance()` moves on whatever does not wait for a person: it
rolls the dice, or applies an agent's decision once its `Thinker` has it (`think_ahead` asks for it early). A
person's choice comes in through `submit()`. Every applied action's events are queued for the view, unmasked: the
view shows each one as `event.seen_by(viewer)`.
"""

from __future__ import annotations

import random
import re
import secrets
import unicodedata
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from game.ai.agent import Agent
from game.ai.search import DEFAULT_THINK
from game.ai.thinking import LocalThinker, Mind, Thinker
from game.core import CHANCE, SEED_BITS, Action, Event, IllegalAction, Reason, Setup, State
from game.games import DIFFICULTIES, rules_for
from game.record import Record

HUMAN = "human"
AI = "ai"
NAME_LIMIT = 24  # characters of a seat's name: it must fit beside a seat and in the scoring table


_SYSTEM_DICE = random.SystemRandom()
GAME_ID = re.compile(r"[0-9a-f]{6,32}")  # what a game's own name looks like (`Match.game_id`)


def new_game_id() -> str:
    return secrets.token_hex(8)


def new_seed() -> int:
    """A seed for a new game, from the operating system's randomness: nobody can guess it."""
    return random.SystemRandom().getrandbits(SEED_BITS)


def clean_name(text: str) -> str:
    """A name as typed, from the command line or from a file, made safe to draw: control, format
    (zero-width, direction overrides) and unassigned characters dropped, white space collapsed, at most
    NAME_LIMIT characters. "" if nothing visible is left (the seat then takes its default name)."""
    kept = []
    for ch in str(text)[: NAME_LIMIT * 8]:
        kind = unicodedata.category(ch)
        if kind[0] == "Z":
            kept.append(" ")
        elif kind[0] != "C":
            kept.append(ch)
    name = " ".join("".join(kept).split())[:NAME_LIMIT].rstrip()
    if all(unicodedata.category(ch)[0] == "M" for ch in name):  # only accents: nothing to see
        return ""
    return name


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: a person or an agent (with its difficulty), and the name shown. The name
    is cleaned on the way in (`clean_name`); an unknown kind or difficulty is a ValueError."""

    kind: str  # HUMAN or AI
    name: str
    difficulty: str = "normal"

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, AI):
            raise ValueError(Reason("a seat is {human} or {ai}, not {kind}", human=HUMAN, ai=AI,
                                    kind=repr(self.kind)[:40]))
        if self.difficulty not in ("random", *DIFFICULTIES):
            raise ValueError(Reason("unknown difficulty {difficulty}", difficulty=repr(self.difficulty)[:40]))
        object.__setattr__(self, "name", clean_name(self.name))

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "difficulty": self.difficulty}

    @classmethod
    def from_json(cls, d: object) -> SeatConfig:
        """A seat from a saved file: ValueError unless every field has the right type and value."""
        if not isinstance(d, dict) or not all(isinstance(d.get(k, ""), str) for k in ("kind", "name", "difficulty")):
            raise ValueError(Reason("a seat is {{kind, name, difficulty}} in text"))
        return cls(d.get("kind", ""), d.get("name", ""), d.get("difficulty", "normal"))


UNDO_NOT_YOURS = "not-a-person"  # why a move cannot be taken back (the view words each reason)
UNDO_SEVERAL_PEOPLE = "several-people"
UNDO_DICE = "dice"
UNDO_REVEALED = "revealed"
UNDO_AI_MOVED = "ai-moved"
UNDO_NOTHING = "nothing"


@dataclass(frozen=True)
class UndoCheck:
    """Where an undo would return to (`at` actions kept), or None and why not (one of UNDO_*)."""

    at: int | None
    why: str


@dataclass(frozen=True)
class Applied:
    """One applied action and the events it caused, in order."""

    seat: int
    action: Action
    text: str
    events: tuple[Event, ...]


@dataclass
class Match:
    game: str
    setup: Setup
    seats: list[SeatConfig]
    seed: int
    think: float = DEFAULT_THINK  # seconds of CPU time a hard agent spends on a decision
    undo_agreed: bool = False  # several people at the screen agreed that each may take moves back
    # the game's own name, kept in its save and its record: a game finished twice (a crash between keeping its
    # record and removing its save) is still one game in the History
    game_id: str = field(default_factory=new_game_id)
    opening: State | None = None  # a position dealt by hand to start from (a lesson); None: the seed's deal
    rolls: tuple[str, ...] = ()  # the dice's outcomes written down, in the notation, taken in order (a lesson)
    state: State = field(init=False)
    record: Record = field(init=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.setup.players:
            raise ValueError(f"{self.setup.players} players but {len(self.seats)} seats")
        self.rules = rules_for(self.game)
        self.state = self._deal()
        self.record = Record(self.game, self.setup, self.seed, [])
        # agents draw from their own generators, so a game from (setup, seed) and the same seats plays out the same
        # way; the dice too while only machines sit at the table (`roll`)
        self.people_at_table = any(s.is_human for s in self.seats)
        self.minds: dict[int, Mind] = {
            seat: Mind(self.game, seat, cfg.difficulty, self.think, f"agent:{self.seed}:{seat}")
            for seat, cfg in enumerate(self.seats)
            if not cfg.is_human
        }
        self.thinker: Thinker = LocalThinker()  # who answers for the agents (a table gives its AI process)
        self._asked: tuple[int, int] | None = None  # (actions played when asked, the thinker's ticket)
        self.queue: deque[Applied] = deque()
        self.history: list[Applied] = []

    @classmethod
    def from_record(cls, record: Record, seats: list[SeatConfig], undo_agreed: bool = False,
                    game_id: str = "") -> Match:
        """A match that has replayed `record`'s actions: resuming a saved game (`game_id`: the save's, if any)."""
        m = cls(record.game, record.setup, seats, record.seed, undo_agreed=undo_agreed,
                game_id=game_id or new_game_id())
        m._replay(record.actions)
        return m

    def _deal(self) -> State:
        """The game's first state: the `opening` dealt by hand, or the deal the seed makes."""
        return self.rules.clone(self.opening) if self.opening is not None else self.rules.new_game(self.setup,
                                                                                                 self.seed)

    def _replay(self, actions: list[str]) -> None:
        """Start again from the deal and apply `actions` (replays are exact); nothing is left to show."""
        self.state = self._deal()
        self.record = Record(self.game, self.setup, self.seed, [])
        self.history = []
        for text in actions:
            self._apply(self.rules.parse_action(self.state, text))
        self.queue.clear()
        if self._asked is not None:
            self.thinker.drop(self._asked[1])
        self._asked = None

    # -- who decides ---------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.rules.is_over(self.state)

    def human_to_act(self) -> int | None:
        """The seat a person must decide for now, or None."""
        seat = self.state.to_act
        if seat is None or seat == CHANCE or not self.seats[seat].is_human:
            return None
        return seat

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def view(self, seat: int | None) -> State:
        return self.rules.observe(self.state, seat)

    # -- moving the game on --------------------------------------------------------------------
    def submit(self, action: Action) -> Applied:
        """A person's action for the seat to act. IllegalAction if it is not theirs or not legal."""
        if self.human_to_act() is None:
            raise IllegalAction(Reason("it is not a person's turn to decide"))
        return self._apply(action)

    def advance(self) -> Applied | None:
        """Apply the next action that needs no person, if it is ready: a die rolled, or an agent's decision once
        the thinker has it. Returns it, or None (an agent still thinking, a person to decide, game over)."""
        seat = self.state.to_act
        if seat is None or self.human_to_act() is not None:
            return None
        if seat == CHANCE:
            return self._apply(self._written_roll() or self.rules.roll(self.state, self.dice()))
        ticket = self.think_ahead()
        action = self.thinker.answer(ticket) if ticket is not None else None
        if action is None:
            return None
        self._asked = None
        return self._apply(action)

    def _written_roll(self) -> Action | None:
        """The next of the `rolls` written down, if one is left and the dice may show it now (a lesson's dice fall
        as its story needs); else None: the dice roll."""
        done = sum(1 for applied in self.history if applied.seat == CHANCE)
        if done >= len(self.rolls):
            return None
        outcomes = [action for action, _weight in self.rules.chance_outcomes(self.state)]
        try:
            action = self.rules.parse_action(self.state, self.rolls[done])
        except IllegalAction:
            return None
        return action if action in outcomes else None

    def dice(self) -> random.Random:
        """Where the next roll comes from. With a person at the table, the system's randomness: nothing in a save
        foretells a roll, and a game picked up again rolls on as it would have. With machines only, the seed and
        the roll's place in the game: a headless run or a tournament repeats exactly, across Continue too. Either
        way the roll is recorded as an action, so a replay is exact."""
        if self.people_at_table:
            return _SYSTEM_DICE
        return random.Random(f"roll:{self.seed}:{len(self.record.actions)}")

    def think_ahead(self) -> int | None:
        """Ask the thinker for the decision of the agent to act now, unless it was asked already: an AI process
        starts on it at once, while the table still shows the last move. The ticket; None if no agent is to act."""
        seat = self.state.to_act
        if seat is None or seat not in self.minds:
            return None
        moment = len(self.record.actions)
        if self._asked is None or self._asked[0] != moment:
            self._asked = (moment, self.thinker.ask(self.minds[seat], self.view(seat)))
        return self._asked[1]

    def think_with(self, thinker: Thinker) -> None:
        """Ask `thinker` from now on (a table gives its AI process); a question the one before was asked is
        forgotten."""
        self.thinker, self._asked = thinker, None

    def play_with(self, seat: int, agent: Agent) -> None:
        """Let `agent` decide for the AI seat `seat`, in this process (a tournament times its agents, a test spies
        on one)."""
        thinker = self.thinker if isinstance(self.thinker, LocalThinker) else LocalThinker()
        thinker.agents[self.minds[seat]] = agent
        self.think_with(thinker)

    def run_agents(self, max_actions: int = 100_000) -> None:
        """Advance until a person must decide or the game is over (tests, headless play, tournaments)."""
        applied = 0
        while not self.is_over and self.human_to_act() is None:
            if applied >= max_actions:
                raise RuntimeError("the match did not reach a decision point")
            if self.advance() is None:
                self.thinker.wait(0.05)
            else:
                applied += 1

    def _apply(self, action: Action) -> Applied:
        seat = self.state.to_act
        assert seat is not None
        events = self.rules.apply(self.state, action)
        text = self.rules.action_text(action)
        self.record.actions.append(text)
        applied = Applied(seat, action, text, tuple(events))
        self.queue.append(applied)
        self.history.append(applied)
        return applied

    # -- taking moves back ----------------------------------------------------------------------------
    def undo_point(self, seat: int) -> UndoCheck:
        """How far `seat` (a person) may take their moves back: to just before their latest move, unless
        something since then (that move included) revealed hidden information to a person at the screen:
        an event whose audience holds one (a card drawn), a die rolled (a chance action), or a move by an
        AI seat that is not the person's partner (it plays from a hand the person cannot see, and shows
        what that seat chose to do with it); nor, without the players' agreement, another person's move.
        Said by the engine's events and seats, the same rule in every game."""
        humans = set(self.human_seats)
        if seat not in humans:
            return UndoCheck(None, UNDO_NOT_YOURS)
        if len(humans) > 1 and not self.undo_agreed:
            return UndoCheck(None, UNDO_SEVERAL_PEOPLE)
        see_all = set(self.rules.partners(self.setup, seat)) | humans
        if all(applied.seat != seat for applied in self.history):
            return UndoCheck(None, UNDO_NOTHING)  # (not "the others have played": nothing of the person's yet)
        for i in range(len(self.history) - 1, -1, -1):
            applied = self.history[i]
            if applied.seat == CHANCE:
                return UndoCheck(None, UNDO_DICE)
            if any(e.audience is not None and e.audience & humans for e in applied.events):
                return UndoCheck(None, UNDO_REVEALED)
            if applied.seat not in see_all:
                return UndoCheck(None, UNDO_AI_MOVED)
            if applied.seat == seat:
                return UndoCheck(i, "")
        return UndoCheck(None, UNDO_NOTHING)

    def undo(self, seat: int) -> int:
        """Take back `seat`'s latest move and everything after it; the number of actions taken back.
        IllegalAction (with `undo_point`'s reason as its text) if it may not (never back past a roll of the
        dice)."""
        check = self.undo_point(seat)
        if check.at is None:
            raise IllegalAction(check.why)
        taken = len(self.record.actions) - check.at
        self._replay(self.record.actions[: check.at])
        return taken

    def take(self) -> list[Applied]:
        """Everything applied since the last call, oldest first (the view animates it)."""
        out = list(self.queue)
        self.queue.clear()
        return out


class Replay(Match):
    """A recorded game played back on the real table: `advance()` applies the record's next action,
    whoever's turn it is, and nothing else ever moves the game (no agent thinks, nobody decides)."""

    def __init__(self, record: Record, seats: list[SeatConfig], at: int = 0) -> None:
        super().__init__(record.game, record.setup, list(seats), record.seed)
        self.minds = {}  # nobody thinks: the record decides
        self.original = record
        self._replay(record.actions[: max(0, min(at, len(record.actions)))])

    @property
    def at(self) -> int:
        """How many of the record's actions have been applied."""
        return len(self.record.actions)

    @property
    def at_end(self) -> bool:
        return self.at >= len(self.original.actions)

    def human_to_act(self) -> int | None:
        return None

    @property
    def human_seats(self) -> list[int]:
        return []

    def advance(self) -> Applied | None:
        if self.at_end:
            return None
        return self._apply(self.rules.parse_action(self.state, self.original.actions[self.at]))

    def go_to(self, n: int) -> None:
        """Jump to the moment after the record's first `n` actions (stepping back rebuilds from the deal)."""
        self._replay(self.original.actions[: max(0, min(n, len(self.original.actions)))])
