"""Störtebeker's trade dialog (docs/rules/stortebeker.md 2.3 phase 1: give 2 cards for 1 from the discard pile, or
3 for 2) and a look through the public discard pile."""

from __future__ import annotations

from collections import Counter
from typing import Literal

import pygame

from game.stortebeker import actions as act
from game.stortebeker.components import Card, card_named
from scenes.core import theme
from scenes.core.app import Scene
from scenes.core.i18n import _, ngettext, sentence
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, Intent
from scenes.core.sprites import CardArt, CardSprite, glow
from scenes.core.widgets import Button, line_height, panel, text, wrap
from scenes.screens.overlays import dim
from scenes.stortebeker.display import art
from scenes.stortebeker.words import cards_label

WARNING_INK = (164, 40, 26)  # a warning written on the parchment: red, and dark enough to read there

Item = tuple[Literal["give"], int] | tuple[Literal["take"], Card] | Button
"""A thing the trade dialog's focus moves between: a card of the hand to give (its index), a kind of card in the
discard pile to take, or a button."""


def card_rects(area: pygame.Rect, n: int, height: int) -> list[pygame.Rect]:
    """`n` cards in rows across `area`, left to right."""
    w = round(height / 1.4)
    gap = max(4, w // 8)
    per_row = max(1, (area.w + gap) // (w + gap))
    return [pygame.Rect(area.x + (i % per_row) * (w + gap), area.y + (i // per_row) * (height + gap), w, height)
            for i in range(n)]


def fit_height(areas: list[tuple[pygame.Rect, int]], most: int, least: int = 40) -> int:
    """The tallest card (no taller than `most`) with which each area's cards fit in it: (area, how many cards)."""
    for h in range(most, least, -2):
        if all(not n or card_rects(a, n, h)[-1].bottom <= a.bottom for a, n in areas):
            return h
    return least


class _CardsOverlay(Scene):
    """A parchment box over the table, with cards drawn in the table's art."""

    opaque = False

    def __init__(self, app, table, art: CardArt) -> None:
        super().__init__(app)
        self.table = table
        self.art = art

    def resize(self, size: tuple[int, int]) -> None:
        """The box takes most of the window (it is a decision that needs the cards seen well), its words grow
        with the window from a size readable at 800x600."""
        w, h = size
        self.box = pygame.Rect(0, 0, min(w - 32, max(760, round(w * 0.8)), 1500), min(h - 24, max(560, round(h * 0.9))))
        self.box.center = (w // 2, h // 2)
        self.size = max(22, h // 32)
        self.pad = max(16, self.box.w // 40)
        self.card_h = max(60, h // 7)
        self.button_h = max(40, round(self.size * 1.9))

    def draw_card(self, surface: pygame.Surface, name: str, r: pygame.Rect, outline=None, badge: str = "") -> None:
        self.art.draw(surface, CardSprite(art(name), r.x, r.y, r.w, r.h), outline=outline, shadow=False)
        if badge:
            b = pygame.Rect(0, 0, self.size * 2, self.size + 6)
            b.midbottom = (r.right - b.w // 2, r.bottom - 2)
            panel(surface, b, theme.INK, radius=6)
            text(surface, badge, b.center, self.size, theme.GOLD, "center", bold=True, shadow=False)


class DiscardBrowser(_CardsOverlay):
    """Every card in the discard pile (it is public), grouped, with how many of each."""

    def __init__(self, app, table, art: CardArt) -> None:
        super().__init__(app, table, art)
        self.counts = Counter(s.label for s in table.display.discard)
        self.close = Button(_("Close"), app.pop, primary=True)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.close.rect = pygame.Rect(0, 0, max(180, self.size * 8), self.button_h)
        self.close.rect.midbottom = (self.box.centerx, self.box.bottom - self.pad)
        top = self.box.y + self.pad + line_height(self.size + 8, True) + self.pad
        self.area = pygame.Rect(self.box.x + self.pad, top, self.box.w - 2 * self.pad,
                                self.close.rect.y - self.pad - top)
        self.card_h = fit_height([(self.area, len(self.counts))], self.area.h)

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, CONFIRM) or (intent.kind == PICK and self.close.rect.collidepoint(intent.pos)):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        panel(surface, self.box, (*theme.PARCHMENT, 250), radius=14, border=theme.WOOD, width=4)
        n = sum(self.counts.values())
        title = ngettext("The discard pile: {n} card", "The discard pile: {n} cards", n).format(n=n)
        text(surface, title, (self.box.centerx, self.box.y + self.pad),
             self.size + 8, theme.INK, "midtop", bold=True, shadow=False)
        names = sorted(self.counts, key=lambda c: card_named(c).order)
        for name, r in zip(names, card_rects(self.area, len(names), self.card_h)):
            self.draw_card(surface, name, r, badge=f"×{self.counts[name]}")
        if not names:
            text(surface, _("Empty"), self.box.center, self.size, theme.INK, "center", shadow=False)
        self.close.draw(surface, True, False)


class TradeDialog(_CardsOverlay):
    """Choose 2 or 3 cards to give from the hand and 1 or 2 (one fewer) to take from the discard
    pile as it is now; the rules say whether the trade is allowed before it is made."""

    def __init__(self, app, table, art: CardArt, seat: int) -> None:
        super().__init__(app, table, art)
        self.seat = seat
        self.view = table.match.view(seat)
        self.hand: list[Card] = [c for c in self.view.hands[seat] if c is not None]
        self.pile = Counter(self.view.discard)
        self.kinds = sorted(self.pile, key=lambda c: c.order)
        self.give: set[int] = set()  # indices into the hand
        self.take: Counter[Card] = Counter()
        self.focus = 0
        self.keyboard = False  # the focus and the keys' help show once the keyboard is used
        self.steered = False  # the arrows were used: the coach no longer moves the focus on (`_coach_on`)
        self._asked: object = None
        self._answer = ""
        self.ok = Button(_("Trade"), self._confirm, primary=True)
        self.cancel = Button(_("Cancel"), app.pop)
        taught = table.taught()
        self.taught = taught if isinstance(taught, act.Trade) else None  # a lesson's coach asks for this trade
        self._coach_on()

    def resize(self, size: tuple[int, int]) -> None:
        """Heading, the hand to give from, the discard pile to take from, two lines of notes, the buttons: the
        cards as large as the box allows once the words have their room."""
        super().resize(size)
        pad, bh = self.pad, self.button_h
        bw = max(200, self.size * 9)
        self.ok.rect = pygame.Rect(self.box.right - pad - bw, self.box.bottom - bh - pad, bw, bh)
        self.cancel.rect = pygame.Rect(self.box.x + pad, self.box.bottom - bh - pad, bw, bh)
        label = line_height(self.size, True) + 6
        top = self.box.y + pad + line_height(self.size + 8, True) + pad // 2  # under the heading
        self.lift = max(12, self.size // 2)  # a card picked to give rises this much above its row: clear of its label
        self.note_rows = self._note_rows()
        notes = self.note_rows * line_height(self.size) + pad  # what the trade gives and takes, costs and ends
        self.coach_rows = wrap(self.coach_line(), self.size, self.box.w - 4 * pad) if self.taught else []
        if self.coach_rows:  # the coach's line, in its own band under the heading
            self.coach_box = pygame.Rect(self.box.x + pad, top, self.box.w - 2 * pad,
                                         len(self.coach_rows) * line_height(self.size) + pad)
            top = self.coach_box.bottom + pad // 2
        inner = self.box.w - 2 * pad
        room = self.ok.rect.y - notes - top - 2 * label - self.lift - pad  # for the two rows of cards
        hand, pile = max(1, len(self.hand)), max(1, len(self.kinds))
        self.card_h = h = next((h for h in range(min(room // 2, size[1] // 4), 40, -2)
                                if fit_height([(pygame.Rect(0, 0, inner, h), hand)], h, h - 1) == h
                                and fit_height([(pygame.Rect(0, 0, inner, room - h), pile)], h, h - 1) == h), 40)
        self.hand_area = pygame.Rect(self.box.x + pad, top + label + self.lift, inner, h)
        pile_top = self.hand_area.bottom + pad // 2 + label
        self.pile_area = pygame.Rect(self.box.x + pad, pile_top, inner, self.ok.rect.y - notes - pile_top)

    def _note_rows(self) -> int:
        """The rows of notes over the buttons at the most: what a trade of three cards with pirate symbols gives and
        takes, what a trade costs, and that it ends the placing, wrapped across the box."""
        width = self.box.w - 2 * self.pad
        cards = [card_named(n) for n in ("water+", "beans+", "bread+", "meat+", "rum+")]
        gives = _("Give {given}, take {taken}.").format(given=cards_label(cards[:3]), taken=cards_label(cards[3:]))
        notes = [gives, self.cost(2), self.placing_note(2) or self.placing_note(0)]
        return max(2, sum(len(wrap(note, self.size, width)) for note in notes if note))

    def coach_line(self) -> str:
        """In a lesson, the trade the coach asks for (its cards glow too)."""
        if self.taught is None:
            return ""
        return _("Coach: {move}.").format(move=self.table.kit.action_words(self.taught))

    # -- what is chosen -------------------------------------------------------------------------------
    def cost(self, given: int) -> str:
        """What a trade of `given` cards costs of the card plays left this turn: said before it is confirmed, as
        giving three leaves no card to place or to fire a broadside with."""
        left = self.view.cards_left
        if given >= left:
            if left == 3:
                return _("This trade uses all three of your card plays this turn.")
            return _("This trade uses the last card plays of your turn.")
        return _("This trade uses two of your three card plays this turn.")

    def placing_note(self, given: int) -> str:
        """That a trade ends the placing (docs/rules/stortebeker.md 2.3 phase 1: cards are placed first), while cards
        may still be placed and the trade would leave one to play ("" otherwise)."""
        if self.view.stage > 0 or given >= self.view.cards_left:
            return ""
        if given:
            return _("After this trade, no more cards are placed this turn: your last card can only be discarded or "
                     "fire a broadside.")
        return _("After a trade, no more cards are placed this turn: place the cards you want to place first.")

    def trade(self) -> act.Trade | None:
        give = tuple(self.hand[i] for i in sorted(self.give))
        take = tuple(c for c in self.kinds for _ in range(self.take[c]))
        if not give or not take:
            return None
        return act.trade(give, take)

    def problem(self) -> str:
        """Why the chosen trade is not allowed ("" if it is); asked of the rules once per choice."""
        key = (frozenset(self.give), tuple(sorted(self.take.items(), key=lambda kv: kv[0].order)))
        if key != self._asked:
            self._asked = key
            give, take = len(self.give), sum(self.take.values())
            chosen = Counter(self.hand[i] for i in self.give)
            wanted = Counter(self.taught.give if self.taught is not None else ())
            if self.taught is not None and (any(chosen[c] > wanted[c] for c in chosen)
                                            or any(self.take[c] > self.taught_take(c) for c in self.take)):
                self._answer = self.table.reminder()  # a lesson: a card the coach's trade does not hold
            elif (give, take) not in ((2, 1), (3, 2)):
                self._answer = _("Give 2 cards and take 1, or give 3 and take 2.")
            else:
                trade = self.trade()
                assert trade is not None
                why = self.table.rules.why_illegal(self.view, trade)
                self._answer = sentence(self.table.say(why)) if why else ""
                if not why and self.taught is not None and trade != self.taught:  # a lesson: not the coach's trade
                    self._answer = self.table.reminder()
        return self._answer

    def _confirm(self) -> None:
        trade = self.trade()
        if trade is not None and not self.problem():
            self.app.pop()
            self.table.submit(trade)

    # -- input ------------------------------------------------------------------------------------------
    def _order(self) -> list[Item]:
        """What the focus moves between, in the order of the arrows: the hand, the pile's kinds, the buttons."""
        return [*(("give", i) for i in range(len(self.hand))), *(("take", c) for c in self.kinds), self.cancel,
                self.ok]

    def _items(self) -> list[tuple[pygame.Rect, Item]]:
        rects = [*card_rects(self.hand_area, len(self.hand), self.card_h),
                 *card_rects(self.pile_area, len(self.kinds), self.card_h), self.cancel.rect, self.ok.rect]
        return list(zip(rects, self._order(), strict=True))

    def _use(self, item: Item) -> None:
        if isinstance(item, Button):
            item.action()
        elif item[0] == "give":
            i = item[1]
            self.give.symmetric_difference_update({i})
        else:
            c = item[1]
            self.take[c] = (self.take[c] + 1) % (self.pile[c] + 1)

    def handle(self, intent: Intent) -> None:
        items = self._items()
        if intent.kind == BACK:
            self.app.pop()
        elif intent.kind == PICK:
            for r, item in items:
                if r.collidepoint(intent.pos):
                    self.focus = items.index((r, item))
                    self._use(item)
                    return
        elif intent.kind == NAVIGATE:
            self.keyboard = self.steered = True
            if intent.dy:
                self.focus = _row_step(items, self.focus % len(items), intent.dy)
            else:
                self.focus = (self.focus + intent.dx) % len(items)
        elif intent.kind == CONFIRM:
            self.keyboard = True
            item = items[self.focus % len(items)][1]
            self._use(item)
            if item in self._lit() and not self.steered:
                self._coach_on()
        elif intent.kind == POINT:
            self.keyboard = False

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 190)
        panel(surface, self.box, (*theme.PARCHMENT, 250), radius=14, border=theme.WOOD, width=4)
        text(surface, _("Trade"), (self.box.centerx, self.box.y + self.pad), self.size + 8, theme.INK, "midtop", True,
             False)
        text(surface, _("Give 2 or 3 cards from your hand:"), (self.hand_area.x, self.hand_area.y - self.lift - 4),
             self.size, theme.INK, "bottomleft", True, False, max_width=self.hand_area.w)
        text(surface, _("Take one card fewer from the discard pile:"), (self.pile_area.x, self.pile_area.y - 4),
             self.size, theme.INK, "bottomleft", True, False, max_width=self.pile_area.w)
        if self.coach_rows:
            panel(surface, self.coach_box, (20, 30, 34, 235), radius=10, border=theme.GOLD, width=2)
            y = self.coach_box.y + self.pad // 2
            for row in self.coach_rows:
                text(surface, row, (self.coach_box.x + self.pad, y), self.size, theme.WHITE, shadow=False)
                y += line_height(self.size)
        items = self._items()
        focused = items[self.focus % len(items)][1] if self.keyboard else None
        lit = self._lit()
        for r, item in items:
            if isinstance(item, Button):
                continue
            outline = theme.WHITE if item is focused else None
            if item is focused:  # the keyboard's card: a dark frame with a white edge, plain on the parchment
                lifted = item[0] == "give" and item[1] in self.give
                frame = r.move(0, -self.lift if lifted else 0).inflate(14, 14)
                pygame.draw.rect(surface, theme.INK, frame, 5, border_radius=9)
                pygame.draw.rect(surface, theme.WHITE, frame.inflate(-8, -8), 2, border_radius=7)
            if item[0] == "give":
                i = item[1]
                chosen = i in self.give
                place = r.move(0, -self.lift if chosen else 0)
                if item in lit and not chosen:
                    glow(surface, place, theme.GOLD, radius=8, pulse=True)
                self.draw_card(surface, self.hand[i].name, place, outline=theme.HIGHLIGHT if chosen else outline)
            else:
                c = item[1]
                k = self.take[c]
                if item in lit and k < self.taught_take(c):
                    glow(surface, r, theme.GOLD, radius=8, pulse=True)
                badge = f"{k}/{self.pile[c]}" if k else f"×{self.pile[c]}"
                self.draw_card(surface, c.name, r, outline=theme.HIGHLIGHT if k else outline, badge=badge)
        if not self.kinds:
            text(surface, _("The discard pile is empty"), self.pile_area.center, self.size, theme.INK, "center",
                 shadow=False)
        trade = self.trade()
        problem = self.problem()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if trade is not None and not problem:
            lines.append((_("Give {given}, take {taken}.").format(
                given=cards_label(trade.give), taken=cards_label(trade.take)), theme.INK))
            lines.append((self.cost(len(trade.give)), WARNING_INK if len(trade.give) == 3 else theme.INK))
            warning = self.placing_note(len(trade.give))
        else:
            nothing = not self.give and not self.take  # nothing chosen yet: what to choose, not a fault
            lines.append((problem, theme.INK if nothing else WARNING_INK))
            warning = self.placing_note(len(self.give) if len(self.give) in (2, 3) else 0)
        if warning:
            lines.append((warning, WARNING_INK))
        rows = [(row, colour) for line, colour in lines for row in wrap(line, self.size, self.box.w - 2 * self.pad)]
        y = self.ok.rect.y - self.pad // 2
        for line, colour in reversed(rows):
            r = text(surface, line, (self.box.centerx, y), self.size, colour, "midbottom", shadow=False,
                     max_width=self.box.w - 2 * self.pad)
            y = r.y - 2
        self.ok.enabled = trade is not None and not problem
        self.ok.draw(surface, focused is self.ok, False)
        self.cancel.draw(surface, focused is self.cancel, False)
        if self.keyboard:
            keys = _("Arrows move, Enter chooses a card, Down goes to the buttons, Esc cancels")
            room = self.ok.rect.x - self.cancel.rect.right - 2 * self.pad
            for i, row in enumerate(wrap(keys, max(12, self.size - 6), room)[:2]):
                text(surface, row, (self.box.centerx, self.ok.rect.y + 4 + i * line_height(max(12, self.size - 6))),
                     max(12, self.size - 6), theme.INK, "midtop", shadow=False)

    def _coach_on(self) -> None:
        """In a lesson, the focus goes to the next card of the coach's trade not chosen yet, then to Trade: Enter
        alone makes it. Once the person steers with the arrows, the focus stays where they put it."""
        if self.taught is None:
            return
        gives, takes = self._taught_parts()
        left: list[Item] = [("give", i) for i in gives if i not in self.give]
        left += [("take", c) for c in takes if self.take[c] < self.taught_take(c)]
        self.focus = self._order().index(left[0] if left else self.ok)

    def taught_take(self, card: Card) -> int:
        """How many of `card` the coach's trade takes from the pile."""
        return sum(c == card for c in self.taught.take) if self.taught is not None else 0

    def _taught_parts(self) -> tuple[list[int], list[Card]]:
        """The hand's cards (their places: the first ones of each kind) and the pile's kinds the coach's trade is
        made of."""
        if self.taught is None:
            return [], []
        gives: list[int] = []
        wanted = Counter(self.taught.give)
        for i, c in enumerate(self.hand):
            if wanted[c] > 0:
                wanted[c] -= 1
                gives.append(i)
        return gives, [c for c in self.kinds if self.taught_take(c)]

    def _lit(self) -> list[Item]:
        """What the dialog lights: the coach's trade's cards."""
        gives, takes = self._taught_parts()
        return [*(("give", i) for i in gives), *(("take", c) for c in takes)]


def _row_step(items: list[tuple[pygame.Rect, Item]], focus: int, dy: int) -> int:
    """Up or down from the item `focus`: to the nearest item (across) of the row above or below (the hand, the
    discard pile's kinds, the buttons); the top and bottom rows are the ends (Down from the buttons went back up)."""
    rows = sorted({r.y for r, _item in items})
    here = items[focus][0]
    row = rows[min(max(rows.index(here.y) + dy, 0), len(rows) - 1)]
    return min((i for i, (r, _item) in enumerate(items) if r.y == row), key=lambda i: abs(items[i][0].centerx -
                                                                                       here.centerx))
