"""A hint (H, or Y on a gamepad): what the hard AI would play for the person deciding now. It is asked of the
table's AI process, as an AI seat's move is, and sees only that person's view; the table says the move when it
comes and points at it. A move played, or taken back, ends the hint."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from game.ai.agent import Verdict
from game.ai.thinking import Mind, Thinker
from game.core import Action, Rules
from game.match import Match
from scenes.core.i18n import _, share
from scenes.table.picking import Picker, Target

HINT_THINK = 1.0  # seconds of CPU time the hard AI thinks about a hint


class Pointing(Protocol):
    """What a hint needs of a game's table kit: where a move is played on the table, and its words."""

    def hand_sprites(self) -> list: ...
    def targets_for(self, sprite) -> Sequence[Target]: ...
    def free_targets(self) -> Sequence[Target]: ...
    def action_words(self, action: Action) -> str: ...


class Deciding(Protocol):
    """What a hint needs of the table it helps at (TableScene)."""

    rules: Rules
    match: Match
    picker: Picker

    @property
    def kit(self) -> Pointing: ...

    def human_turn(self) -> int | None: ...


class Hint:
    def __init__(self) -> None:
        self.text = ""  # the hinted move in words, or that the AI is thinking of one
        self.why = ""  # what the search found it worth (H again: the next best move's)
        self.more = ""  # what helps read it (an even share's chance; H again), the first to give way in the prompt
        self.verdict: Verdict | None = None  # the search's figures for the hint shown
        self.action: Action | None = None
        self._asked: tuple[int, int] | None = None  # (actions played when asked, the thinker's ticket)

    @property
    def busy(self) -> bool:
        """A hint was asked for and is still being thought of."""
        return self._asked is not None

    def clear(self, thinker: Thinker) -> None:
        """No hint any more (a move was played or taken back): one still being thought of is no longer wanted."""
        if self._asked is not None:
            thinker.drop(self._asked[1])
        self.text, self.why, self.more, self.verdict, self._asked = "", "", "", None, None

    def ask(self, table: Deciding) -> None:
        """H: think of a hint; with a hint shown, say the next best move and its figures."""
        seat = table.human_turn()
        if seat is None or self._asked is not None:
            return
        if self.text and self.verdict is not None and self.verdict.runner_up is not None:
            self.why = _("Next best: {move}, {p:.0%} to win.").format(
                move=table.kit.action_words(self.verdict.runner_up), p=share(self.verdict.runner_up_chance))
            self.more = ""
            return
        match = table.match
        mind = Mind(match.game, seat, "hard", HINT_THINK, f"hint:{match.seed}:{seat}")
        self._asked = (len(match.record.actions), match.thinker.ask(mind, match.view(seat)))
        self.text = _("Thinking of a hint…")

    def update(self, table: Deciding) -> None:
        """The hint, once it has come, if its moment has not passed."""
        if self._asked is None:
            return
        asked_at, ticket = self._asked
        thinker = table.match.thinker
        if asked_at != len(table.match.record.actions) or table.human_turn() is None:
            self.clear(thinker)  # the moment has passed
            return
        action = thinker.answer(ticket)
        if action is not None:
            self._asked = None
            self.show(table, action)
            self.verdict = verdict = thinker.verdict(ticket)
            if verdict is not None:  # the hinted move's worth in the search's own figures (an only move: none)
                self.why = _("{p:.0%} chance to win, from {n} games played out.").format(p=share(verdict.chance),
                                                                                      n=verdict.rounds)
                setup = table.match.setup
                sides = setup.players // 2 if setup.teams else setup.players
                more = [_("An even share is {p:.0%}.").format(p=share(1 / sides))]  # tester 9: is 6% bad?
                if verdict.runner_up is not None:
                    more.append(_("H again: the next best move."))
                self.more = " ".join(more)

    def show(self, table: Deciding, action: Action) -> None:
        """Say the hinted move and point at it: its card picked, the keyboard focus on its target."""
        self.action = action
        picker, kit = table.picker, table.kit
        hand = kit.hand_sprites()
        for sprite in hand:
            for i, target in enumerate(kit.targets_for(sprite)):
                if target.plays(action):
                    picker.pick(sprite)
                    picker.focus, picker.keyboard = i, True
                    picker.lift()  # the card picked before lies down again
                    self.text = _("Hint: {move}").format(move=target.label)
                    return
        picker.unpick()
        picker.lift()
        for i, target in enumerate(kit.free_targets()):
            if target.plays(action):
                picker.focus, picker.keyboard = len(hand) + i, True
                self.text = _("Hint: {move}").format(move=target.label)
                return
        words = kit.action_words(action)  # a move with no place on the table (a trade): said in words
        self.text = _("Hint: {move}").format(move=words[:1].upper() + words[1:])
