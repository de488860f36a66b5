"""The replay viewer: a recorded game played back on the real table, with its normal animations.

The table is the game's own table (`ReplayTable`, made here: it never saves, never scores and lets
nobody decide), fed by a `Replay` match: every seat watches, and the next action comes from the record.
Stepping back rebuilds the match from the record's first actions (replays are exact) and resyncs the
display; stepping forward animates as in play. The bar below the table: back to the start, step back,
play/pause, step forward, the previous/next round, the speed, whose hidden cards show (one seat, or
everyone once the recorded game is over), close. Left/right step, up/down choose a button, Enter presses
it, Esc closes; a click on the timeline jumps there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game.ai.agent import Verdict
from game.ai.thinking import Mind, Thinker
from game.core import Action, Event, State
from game.match import Applied, Replay, SeatConfig
from game.record import Record
from game.record_text import RecordText
from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.i18n import _, share
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PAUSE, PICK, POINT, Intent
from scenes.core.names import seat_name
from scenes.core.widgets import Button, FocusRing, panel, text
from scenes.table.hint import HINT_THINK
from scenes.table.painting import Sight
from scenes.table.phases import Phase
from scenes.table.scene import TableScene
from scenes.tables import TABLES

RATES = (0.5, 1.0, 2.0, 4.0)
EVERYONE = -2  # `watching`: every hand shown (only for a finished game)


def explain(verdict: Verdict | None, played: Action, words: Callable[[Action], str]) -> str:
    """What the hard AI's search, thinking again on the view a hard seat had, finds its recorded move worth, and
    the best other move (or the move it now prefers)."""
    if verdict is None:
        return _("It had no other move to compare.")
    chance = share(verdict.chance_of(played))
    if verdict.action == played:
        other = verdict.runner_up
        return _("Thinking again on its view: {p:.0%} chance to win, from {n} games played out; the next best, "
                 "{other}: {q:.0%}.").format(p=chance, n=verdict.rounds, other=words(other) if other else "-",
                                    q=share(verdict.runner_up_chance))
    if chance is not None:
        return _("Thinking again on its view: {p:.0%} chance to win, from {n} games played out; now it prefers "
                 "{other}: {q:.0%}.").format(p=chance, n=verdict.rounds, other=words(verdict.action),
                                             q=share(verdict.chance))
    return _("Thinking again on its view, it now prefers {other}: {q:.0%} chance to win, from {n} games played "
             "out.").format(other=words(verdict.action), q=share(verdict.chance), n=verdict.rounds)


class ReplayTable(TableScene[Any, Any, Any]):
    """A game's table playing back a record: it never saves, never scores and lets nobody decide; the record
    moves the game on while it plays, at its own rate, and may show every hand."""

    match: Replay

    def __init__(self, app, match: Replay) -> None:
        self.playing = False
        self.rate = 1.0
        self.everything = False  # every hand shown
        super().__init__(app, match, TABLES[match.game].kit)

    @property
    def speed(self) -> float:
        return self.app.settings.animation_speed * self.rate

    def seen(self, event: Event) -> Event:
        return event if self.everything else super().seen(event)

    def observe(self) -> State:
        if self.everything:
            return self.rules.clone(self.match.state)
        return super().observe()

    def sees(self, seat: int) -> bool:
        return self.everything or super().sees(seat)

    @property
    def moves_on(self) -> bool:
        """The record moves the game on while it plays, up to its end."""
        return self.playing and not self.match.at_end

    def autosave(self) -> None:
        """A replay changes nothing on disk."""

    def sight(self) -> Sight:
        """As at play, but a replay: the prompt says whose move comes next, never that an AI is thinking."""
        return replace(super().sight(), replay=True)

    @property
    def still(self) -> bool:
        """Stopped, or at the end of the record, with nothing moving: only a press moves it on."""
        return not self.moving and self.phase in (Phase.PERSON, Phase.FINISHED)

    def _finish(self, entering: bool, dt: float) -> None:
        self.playing = False  # the last table stays up: no scoring screen


class ReplayScene(Scene):
    def __init__(self, app, loaded: RecordText, at: int = 0, playing: bool = True,
                 on_close=None) -> None:
        super().__init__(app)
        record: Record = loaded.record
        seats = [SeatConfig(s.kind, seat_name(s.name, i, s.is_human), s.difficulty)
                 for i, s in enumerate(loaded.seats)]
        self.seats = seats
        self.replay = Replay(record, seats, at)
        self.table = ReplayTable(app, self.replay)
        self.rules = self.table.rules
        self.total = len(record.actions)
        self.finished_game = self._rounds(record)
        self.on_close = on_close
        humans = [i for i, s in enumerate(seats) if s.is_human]
        self.watching = humans[0] if humans else 0
        self.table.playing = playing
        self.size = app.screen.get_size()
        self.buttons: dict[str, Button] = {}
        self.thinker: Thinker | None = None  # asked Why? (made at the first question, closed with the viewer)
        self._why: tuple[int, int, Applied] | None = None  # the question in the air: where, its ticket, the move
        self._make_bar()
        self._watch(self.watching)

    def _rounds(self, record: Record) -> bool:
        """The round after each prefix of the record (for jumps), and whether the game is over at its end."""
        probe = Replay(record, self.seats)
        self.round_at = [self.rules.round_number(probe.state)]
        while not probe.at_end:
            probe.advance()
            self.round_at.append(self.rules.round_number(probe.state))
        return probe.is_over

    # -- the bar -----------------------------------------------------------------------------------------
    def _make_bar(self) -> None:
        b = self.buttons
        b["start"] = Button(_("Start"), lambda: self.go_to(0))
        b["back"] = Button(_("Step back"), self.step_back)
        b["play"] = Button(_("Pause"), self.toggle, primary=True)
        b["step"] = Button(_("Step"), self.step)
        b["round-"] = Button(_("Round −"), lambda: self.jump_round(-1))
        b["round+"] = Button(_("Round +"), lambda: self.jump_round(1))
        b["speed"] = Button("", self.faster)
        b["watch"] = Button("", self.next_watch)
        b["why"] = Button(_("Why?"), self.why)
        b["close"] = Button(_("Close"), self.close)
        self.ring = FocusRing(list(b.values()))
        self.ring.focus = 2
        self._label()

    def _label(self) -> None:
        self.buttons["play"].label = _("Pause") if self.table.playing else _("Play")
        self.buttons["speed"].label = _("Speed ×{rate}").format(rate=f"{self.table.rate:g}")
        who = _("everyone") if self.watching == EVERYONE else self.seats[self.watching].name
        self.buttons["watch"].label = _("Cards: {who}").format(who=who)
        self.buttons["why"].enabled = self._hard_move() is not None

    # -- why a hard seat played its move -----------------------------------------------------------------
    def _hard_move(self) -> Applied | None:
        """The move just shown, if a hard AI seat played it (the one the Why? button asks about)."""
        history = self.replay.history
        if not history or not 0 <= history[-1].seat < len(self.seats):
            return None
        seat = self.seats[history[-1].seat]
        return history[-1] if not seat.is_human and seat.difficulty == "hard" else None

    def why(self) -> None:
        """Ask the hard AI again, on the view that seat had before its move (from the record: nothing it could
        not see), and say what its search finds that move worth (`explain`)."""
        moved = self._hard_move()
        if moved is None or self._why is not None:
            return
        before = Replay(self.replay.original, self.seats, self.at - 1)
        self.thinker = self.thinker or self.app.new_thinker()
        mind = Mind(self.replay.game, moved.seat, "hard", HINT_THINK, f"why:{self.replay.seed}:{self.at}")
        self._why = (self.at, self.thinker.ask(mind, before.view(moved.seat)), moved)
        self.table.hints.text = _("Thinking again on the view {name} had…").format(name=self.seats[moved.seat].name)
        self.table.hints.why = ""

    def _heard_why(self) -> None:
        """The answer to Why?, once it has come, while the replay still stands at that move."""
        if self._why is None or self.thinker is None:
            return
        at, ticket, moved = self._why
        if at != self.at:
            self.thinker.drop(ticket)
            self._why = None
            self.table.hints.text = self.table.hints.why = ""
            return
        if self.thinker.answer(ticket) is None:
            return
        self._why = None
        words = self.table.kit.action_words
        name = self.seats[moved.seat].name
        self.table.hints.text = _("{name} played {move}.").format(name=name, move=words(moved.action))
        self.table.hints.why = explain(self.thinker.verdict(ticket), moved.action, words)

    def bar_height(self) -> int:
        return max(88, self.size[1] // 7)

    def resize(self, size: tuple[int, int]) -> None:
        """The table above, the bar below: a row with the timeline, the speed and whose cards show, and a row
        of buttons to move through the record."""
        self.size = size
        w, h = size
        bar = self.bar_height()
        self.table.resize((w, h - bar))
        gap = 6
        bh = max(30, bar // 2 - 10)
        row = [b for k, b in self.buttons.items() if k not in ("speed", "watch")]
        bw = (w - 20 - gap * (len(row) - 1)) // len(row)
        for i, widget in enumerate(row):
            widget.rect = pygame.Rect(10 + i * (bw + gap), h - bh - 8, bw, bh)
        top = h - bar + 8
        side = min(220, w // 5)
        self.buttons["watch"].rect = pygame.Rect(w - 10 - side, top, side, bh)
        self.buttons["speed"].rect = pygame.Rect(w - 10 - side - gap - side * 3 // 5, top, side * 3 // 5, bh)
        self.timeline = pygame.Rect(10, top + 4, self.buttons["speed"].rect.x - gap - 10, bh - 8)

    # -- moving through the record -----------------------------------------------------------------------
    @property
    def at(self) -> int:
        return self.replay.at

    def go_to(self, n: int) -> None:
        """Show the table after the record's first `n` actions, at once (no animation)."""
        t = self.table
        self.replay.go_to(n)
        t.rebuilt()  # the table's match is this replay
        self._label()

    def step_back(self) -> None:
        self.table.playing = False
        self.go_to(self.at - 1)

    def step(self) -> None:
        """The next action, animated; what was still animating is finished first."""
        t = self.table
        t.playing = False
        if t.pending or t.animator.busy:
            self.go_to(self.at)
        if not self.replay.at_end:
            self.replay.advance()
            t._collect()
        self._label()

    def toggle(self) -> None:
        t = self.table
        if not t.playing and self.replay.at_end:
            self.go_to(0)
        t.playing = not t.playing
        self._label()

    def jump_round(self, d: int) -> None:
        """To the first action of the previous (d=-1) or next (d=1) round."""
        starts = [i for i in range(len(self.round_at)) if i == 0 or self.round_at[i] != self.round_at[i - 1]]
        if d < 0:
            current = max(s for s in starts if s <= self.at)
            target = max((s for s in starts if s < current), default=0)
        else:
            target = min((s for s in starts if s > self.at), default=self.total)
        self.table.playing = False
        self.go_to(target)

    def faster(self) -> None:
        i = RATES.index(self.table.rate) if self.table.rate in RATES else 1
        self.table.rate = RATES[(i + 1) % len(RATES)]
        self.table.animator.speed = self.table.speed
        self._label()

    def choices(self) -> list[int]:
        """Whose hidden cards may show: each seat, and everyone once the recorded game is over."""
        return list(range(len(self.seats))) + ([EVERYONE] if self.finished_game else [])

    def next_watch(self) -> None:
        options = self.choices()
        self._watch(options[(options.index(self.watching) + 1) % len(options)])

    def _watch(self, who: int) -> None:
        t = self.table
        self.watching = who
        t.everything = who == EVERYONE
        if who != EVERYONE:
            t.viewer = t.holder = t.bottom = who
        else:
            t.viewer = t.holder = None
        self.go_to(self.at)

    def exit(self) -> None:
        if self.thinker is not None:
            self.thinker.close()

    def close(self) -> None:
        if self.on_close is not None:
            self.on_close()
        else:
            self.app.pop()

    # -- the scene ---------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self.close()
        elif intent.kind == NAVIGATE and intent.dx and not intent.dy:
            (self.step if intent.dx > 0 else self.step_back)()
        elif intent.kind == NAVIGATE:
            self.ring.move(intent.dy)
        elif intent.kind == PICK and self.timeline.collidepoint(intent.pos):
            k = (intent.pos[0] - self.timeline.x) / max(1, self.timeline.w)
            self.table.playing = False
            self.go_to(round(k * self.total))
        elif intent.kind in (CONFIRM, PICK, POINT):
            self.ring.handle(intent)
        self._label()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)
        self._heard_why()
        if self.table.playing is False and self.buttons["play"].label != _("Play"):
            self._label()

    @property
    def still(self) -> bool:
        return super().still and self.table.still

    @property
    def idle(self) -> bool:
        """Nothing left to show: at the end of the record and every animation done."""
        t = self.table
        return self.replay.at_end and not t.pending and not t.animator.busy and not self.replay.queue

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        bar = self.bar_height()
        self.table.draw(surface.subsurface(pygame.Rect(0, 0, w, h - bar)))
        panel(surface, pygame.Rect(0, h - bar, w, bar), theme.PANEL, radius=0)
        self._timeline(surface)
        self.ring.draw(surface)

    def _timeline(self, surface: pygame.Surface) -> None:
        """Where the replay stands: in words, over a track that fills in gold up to a knob (a click jumps)."""
        r = self.timeline
        pygame.draw.rect(surface, (20, 34, 40), r, border_radius=8)
        track = pygame.Rect(r.x + 10, r.bottom - 10, r.w - 20, 6)
        pygame.draw.rect(surface, (70, 92, 98), track, border_radius=3)
        if self.total:
            done = track.copy()
            done.w = round(track.w * self.at / self.total)
            pygame.draw.rect(surface, theme.GOLD, done, border_radius=3)
            pygame.draw.circle(surface, theme.GOLD, (done.right, track.centery), 7)
            pygame.draw.circle(surface, theme.WHITE, (done.right, track.centery), 7, 2)
        size = max(12, r.h - 18)
        where = _("Round {round} · action {n} of {total}").format(round=self.round_at[self.at], n=self.at,
                                                                  total=self.total)
        if self.replay.at_end and self.replay.is_over:
            scores = self.rules.scores(self.replay.state)
            winners = set(self.rules.winners(self.replay.state))
            where = _("The end · {scores}").format(scores=", ".join(
                (_("{name} {score} (won)") if i in winners else "{name} {score}").format(name=s.name, score=scores[i])
                for i, s in enumerate(self.seats)))
        text(surface, where, (r.x + 12, (r.y + track.y) // 2), size, theme.WHITE, "midleft", bold=True,
             max_width=r.w - 24)
