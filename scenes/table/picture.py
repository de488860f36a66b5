"""The picture side of a table (TableScene, table.py): what its painter is given each frame (`sight`, `notices`),
the draw itself, the tooltip floating over it (`tip`), and the key of what the picture shows (`look`), by which the
app skips frames that would draw the same picture again."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from scenes.core import theme
from scenes.core.i18n import sentence
from scenes.table.painting import Sight, Tip
from scenes.table.phases import Phase


class TablePicture:
    """What TableScene shows, drawn by its game's painter (`TableHooks.painter`)."""

    @property
    def look(self) -> Hashable | None:
        """While the machines are to move (a pause, an AI thinking) and nothing on the table moves: the events
        shown, the actions taken so far, whose view it is and the prompt's notices. The rest of the picture
        changes only with these, with input other than the pointer's moves or with the window (`Scene.look`); the
        tooltip by the pointer floats over it, apart (`tip`). Otherwise (a person's turn: the places to act on
        breathe) None: drawn every frame."""
        if self.phase not in (Phase.PAUSE, Phase.THINKING) or self.moving:
            return None
        return self._shown, len(self.match.record.actions), self.viewer, tuple(self.notices())

    def draw(self, surface: pygame.Surface) -> None:
        """The game's painter draws the table. The tooltip is the `tip`, drawn over it by the app."""
        picture = self.picture()
        if picture is not None:
            self.painter.paint(picture, surface)
            self._pointed = self._tip_key(), self._tip_of(picture)

    @property
    def tip(self) -> Tip | None:
        """The tooltip by the pointer (`Scene.tip`): what the painter says of what the pointer is on. Worked out
        again only when the pointer, the press of a button, the window or the `look` changed (it builds the
        frame's picture), or, for a picture drawn every frame, in each frame's `draw`. While no person may act,
        nothing else on a table answers the pointer (the hand's cards rise and the places to play glow only in a
        person's turn), so a mouse moving while an AI thinks draws the tooltip alone (`App.retip`)."""
        key = self._tip_key()
        if self._pointed is None or self._pointed[0] != key:
            picture = self.picture()
            self._pointed = key, (self._tip_of(picture) if picture is not None else None)
        return self._pointed[1]

    def _tip_key(self) -> Hashable:
        """What the `tip` depends on: the look (or, for a picture drawn every frame, the frame), the pointer, a
        button held, an overlay over the table and the window."""
        look = self.look
        return (self.app.frames if look is None else look, self.picker.pointer, self.picker.drag is not None,
                self.covered, self.app.screen.get_size())

    def _tip_of(self, picture) -> Tip | None:
        lines = self.painter.tooltip_lines(picture)
        return Tip(tuple(lines), picture.sight.picks.pointer, picture.layout.small) if lines else None

    def tooltip(self) -> list[str]:
        """The lines of the tooltip the painter shows by the pointer now (none: [])."""
        picture = self.picture()
        return self.painter.tooltip_lines(picture) if picture is not None else []

    def sight(self) -> Sight:
        """What the painter draws besides its game's display and view, for this frame."""
        view = self.view()
        deciding = self.my_turn()
        picks = self.picker.seen()
        unplayable = frozenset(s for s in self.hand_sprites() if s is not picks.picked and not self.playable(s)) \
            if deciding is not None else frozenset()
        flying = [s for s in self.display.sprites() if s.moving]
        if picks.dragged is not None:
            flying.append(picks.dragged)
        return Sight(
            names=tuple(self.names), ai=tuple(not seat.is_human for seat in self.match.seats),
            turn=self.display.turn, over=self.rules.is_over(view), deciding=deciding,
            asked=self.decision_title(deciding) if deciding is not None else "", legal=self.legal(),
            catching_up=bool(self.pending), viewer=self.viewer, bottom=self.bottom, notices=tuple(self.notices()),
            colour_blind=self.app.settings.colour_blind, tooltips=not self.covered, picks=picks,
            unplayable=unplayable, last_move=tuple(self.last_move()),
            flying=tuple(sorted(flying, key=lambda s: s.z)), log=self.log, effects=self.effects)

    def notices(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines the prompt adds under its help: a refusal, a hint."""
        why = ""
        picked = self.picker.picked
        if picked is not None and not self.picker.targets and self.my_turn() is not None:
            why = self.why_unplayable(picked)
        lines = ((sentence(why), theme.DANGER), (sentence(self.message), theme.DANGER), (self.hints.text, theme.GOLD))
        return [(text, colour) for text, colour in lines if text]
