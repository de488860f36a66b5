"""What the person at the screen sees of the table, TableScene's part (scene.py): the game's painter drawing the
frame's picture, the tooltip by the pointer (when it shows is tooltips.py's), what the painter is told besides the
game's display (`Sight`) and the prompt's notices (a refusal, a hint)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from scenes.core import theme
from scenes.core.i18n import sentence
from scenes.table.deciding import Deciding
from scenes.table.effects import Effects
from scenes.table.kit import Display
from scenes.table.log import GameLog
from scenes.table.painting import Sight
from scenes.table.tooltips import Tip, Tooltips


class Seeing(Deciding):
    """Mixed into TableScene, whose own (scene.py) are the attributes below."""

    names: list[str]
    calm: str  # a message that is news, not a refusal
    bottom: int
    display: Display
    effects: Effects
    tips: Tooltips
    _memo: dict[str, tuple[Hashable, Any]]
    view: Callable[[], Any]
    last_move: Callable[[], list]
    _speak: Callable[[], None]

    if TYPE_CHECKING:
        @property
        def covered(self) -> bool: ...

        @property
        def look(self) -> Hashable | None: ...

        @property
        def log(self) -> GameLog: ...

    def draw(self, surface: pygame.Surface) -> None:
        """The game's painter draws the table. The tooltip is the `tip`, drawn over it by the app."""
        self._speak()
        picture = self.kit.picture()
        if picture is not None:
            self.kit.painter.paint(picture, surface)
            self._memo["tip"] = (self._tip_key(), self.tips.shown(self._tip_of(picture)))

    @property
    def tip(self) -> Tip | None:
        """The tooltip by the pointer (`Scene.tip`): what the painter says of what the pointer is on. Worked out
        again only when the pointer, the press of a button, the window or the `look` changed (it builds the
        frame's picture), or, for a picture drawn every frame, in each frame's `draw`. While no person may act,
        nothing else on a table answers the pointer, so a mouse moving while an AI thinks draws the tooltip alone
        (`App.retip`)."""
        def work_out() -> Tip | None:
            picture = self.kit.picture()
            return self.tips.shown(self._tip_of(picture) if picture is not None else None)
        return self._once("tip", self._tip_key(), work_out)

    def _tip_key(self) -> Hashable:
        """What the `tip` depends on: the look (or, for a picture drawn every frame, the frame), the pointer, a
        button held, an overlay over the table and the window."""
        look = self.look
        return (self.app.frames if look is None else look, self.picker.pointer, self.picker.drag is not None,
                self.covered, self.app.screen.get_size(), self.tips.state)

    def _tip_of(self, picture: Any) -> Tip | None:
        said = self.kit.painter.tooltip(picture)
        if said is None or not said.lines:
            return None
        lines, near, card = said.lines, said.near, picture.sight.picks.hovered_card
        if card is not None and card in picture.sight.unplayable and near == card.rect:  # a dimmed card: why
            why = self.why_unplayable(card)
            lines += (sentence(why),) if why else ()
        return Tip(lines, picture.layout.small, (near.x, near.y, near.w, near.h) if near is not None else
                   Tip.by_pointer(picture.sight.picks.pointer))

    def tooltip(self) -> list[str]:
        """The lines of the tooltip the painter shows by the pointer now (none: [])."""
        picture = self.kit.picture()
        said = self.kit.painter.tooltip(picture) if picture is not None else None
        return list(said.lines) if said is not None else []

    def sight(self) -> Sight:
        """What the painter draws besides its game's display and view, for this frame."""
        view = self.view()
        deciding = self.human_turn()
        picks = self.picker.seen()
        unplayable = frozenset(s for s in self.kit.hand_sprites() if s is not picks.picked and not self.playable(s)) \
            if deciding is not None else frozenset()
        flying = [s for s in self.display.sprites() if s.moving]
        if picks.dragged is not None:
            flying.append(picks.dragged)
        return Sight(
            names=tuple(self.names), ai=tuple("" if seat.is_human else seat.difficulty for seat in self.match.seats),
            # over once the last events are shown (tester 9: "Game over" while the last dice still rolled)
            turn=self.display.turn, over=self.rules.is_over(view) and not self.pending, deciding=deciding,
            asked=self.kit.decision_title(deciding) if deciding is not None else "", legal=self.legal(),
            catching_up=bool(self.pending), viewer=self.viewer, bottom=self.bottom, notices=tuple(self.notices()),
            colour_blind=self.app.settings.colour_blind, tooltips=not self.covered, picks=picks,
            unplayable=unplayable, last_move=tuple(self.last_move()),
            flying=tuple(sorted(flying, key=lambda s: s.z)), log=self.log, effects=self.effects)

    def notices(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines the prompt adds under its help: a refusal, a hint."""
        why = ""
        picked = self.picker.picked
        if picked is not None and not self.picker.targets and self.human_turn() is not None:
            why = self.why_unplayable(picked)
        said = theme.PARCHMENT if self.message and self.message == self.calm else theme.DANGER
        lines = ((sentence(why), theme.DANGER), (sentence(self.message), said), (self.hints.text, theme.GOLD),
                 (self.hints.why, theme.PARCHMENT), (self.hints.more, theme.MUTED))  # muted: help, the first to go
        phones = self.phones.notices() if self.phones is not None else []
        return [(text, colour) for text, colour in (*lines, *phones) if text]
