"""Drawing shared by the three tables' painters: what every painter is given (`Sight`), the seat panel's
frame and name, the hand of the person at the bottom, cards in flight, the prompt panel, the log and
the title of whoever is deciding. Each game's painter draws the rest."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from game.core import Action
from scenes.core import anim, backdrops, colour_blind, theme
from scenes.core.assets import SMALL
from scenes.core.i18n import _
from scenes.core.sprites import CardSprite, glow
from scenes.core.widgets import Colour, first_fitting, line_height, panel, text, wrap
from scenes.table.effects import Effects
from scenes.table.log import GameLog
from scenes.table.picking import Picks, Target

Line = tuple[str, tuple[int, int, int]]
PANEL_RADIUS = 12  # the corners of a seat's panel and the prompt's
LOG_RADIUS = 10


@dataclass(frozen=True)
class Sight:
    """What every table's painter is given besides its game's own display and view: the seats, whose turn
    and decision it is, the person's picks and the marks on the table, the prompt's notices, the log and
    the effects. The table builds it each frame (`TableScene.sight`) from what the person at the screen
    may see; a painter reads nothing else of the table and nothing of the match."""

    names: tuple[str, ...]
    ai: tuple[bool | str, ...]  # the seats an agent plays, by its level ("" for a person): "(AI)" after the name
    turn: int | None  # whose turn the display shows (it shows the past until the animations catch up)
    over: bool
    deciding: int | None  # the seat the person at the screen decides for now
    asked: str  # what that decision is, when it is not simply their turn ("": their turn)
    legal: Sequence[Action]  # that person's legal actions (none while nobody at the screen decides)
    catching_up: bool  # events the game has moved past are still being shown
    viewer: int | None  # whose hidden cards are on screen (None: nobody's)
    bottom: int  # who sits at the bottom of the table
    notices: tuple[Line, ...]  # the lines the prompt adds under its help: a refusal, a hint
    colour_blind: bool
    tooltips: bool  # nothing lies over the table (an overlay hides the tooltips)
    picks: Picks
    unplayable: frozenset[CardSprite]  # the person's cards with nowhere to go now (dimmed)
    last_move: tuple[CardSprite, ...]  # what the last move put on the table
    flying: tuple[CardSprite, ...]  # sprites on their way somewhere and a dragged card, the latest last
    log: GameLog
    effects: Effects
    replay: bool = False  # a recorded game played back: nobody decides or thinks, the prompt says who moves next


def log(sight: Sight, surface: pygame.Surface, rect: pygame.Rect, size: int,
        locate: Callable[[str], Sequence[pygame.Rect]]) -> list[pygame.Rect]:
    """The log in `rect`. A line under the pointer that speaks of things on the table lights them, each where the
    painter's `locate` finds it (a galleon, a ship, a square, a seat's panel; nothing once it has gone): a log of
    names and squares reads against the table. Returns what was lit."""
    pointer = sight.picks.pointer if sight.tooltips else None
    sight.log.draw(surface, rect, size, _("Log"), sight.viewer, pointer)
    if pointer is None:
        return []
    lit = [r for key in sight.log.about_at(pointer) for r in locate(key)]
    for r in lit:
        glow(surface, r, theme.GOLD, radius=8, pulse=True)
    return lit


def backdrop(surface: pygame.Surface, seats: Iterable[pygame.Rect], prompt: pygame.Rect, log: pygame.Rect,
             *more: tuple[pygame.Rect, Colour, int], art: tuple[tuple[pygame.Surface, pygame.Rect], ...] = (),
             tints: Iterable[tuple[pygame.Rect, Colour, int]] = ()) -> None:
    """What a table is drawn on: the felt with the panels that stay where the layout puts them already filled
    in (the seats', the prompt's, the log's and the game's own, `more`: where, colour, corners' radius) and the
    game's art that never moves (`art`: an image and where), one opaque layer made once per window size, layout
    and art (`backdrops.backdrop`), and over it the game's translucent `tints` that move now and then (as `more`:
    `backdrops.tinted`). `seat_frame`, `prompt` and `GameLog.draw` draw on these fills; they do not fill their
    panels again."""
    fills: list[tuple[pygame.Rect, Colour, int]] = [(p, theme.PANEL, PANEL_RADIUS) for p in seats]
    fills += [(prompt, theme.PANEL, PANEL_RADIUS), (log, theme.PANEL, LOG_RADIUS), *more]
    layer = backdrops.backdrop(surface.get_size(), tuple((_box(r), c, radius) for r, c, radius in fills),
                             tuple((image, (r.x, r.y)) for image, r in art))
    over = tuple((_box(r), c, radius) for r, c, radius in tints)
    surface.blit(backdrops.tinted(layer, over) if over else layer, (0, 0))


def _box(r: pygame.Rect) -> tuple[int, int, int, int]:
    """A rectangle as a tuple (it keys the backdrop's cache)."""
    return r.x, r.y, r.w, r.h


def seat_frame(sight: Sight, surface: pygame.Surface, seat: int, rect: pygame.Rect, font: int, pad: int,
               name_width: int | None = None) -> bool:
    """A seat's name on its panel (filled in the `backdrop`), framed in the seat's colour on its turn.
    Returns whether it is."""
    colour = theme.seat_colour(seat)
    turn = sight.turn == seat and not sight.over
    pygame.draw.rect(surface, colour if turn else (40, 60, 60), rect, 4 if turn else 2, border_radius=PANEL_RADIUS)
    x = rect.x + pad
    if sight.colour_blind:  # the seat's shape before its name
        size = line_height(font) * 3 // 4
        colour_blind.seat_symbol(surface, seat, (x + size // 2, rect.y + pad // 2 + line_height(font) // 2), size)
        x += size + pad // 2
    room = (name_width or rect.w - 2 * pad) - (x - rect.x - pad)
    name = sight.names[seat]
    if sight.ai[seat]:  # its level said where it is not the usual one and there is room (tester 9: a hard seat?)
        level = {"easy": _("{name} (easy AI)"), "hard": _("{name} (hard AI)")}.get(str(sight.ai[seat]), "")
        name = first_fitting([said.format(name=name) for said in (level, _("{name} (AI)")) if said],
                             font, room, bold=True)
    text(surface, name, (x, rect.y + pad // 2), font, colour, bold=True, max_width=room)
    return turn


def hand(sight: Sight, surface: pygame.Surface, sprites: Sequence[CardSprite], draw) -> None:
    """The person's hand: the picked card outlined in gold and drawn over its neighbours (in a hand of several
    rows, the row in front hid it), the keyboard's card in white."""
    picks = sight.picks
    for s in sorted(sprites, key=lambda s: s is picks.picked):
        if s.moving or picks.dragging(s):
            continue
        draw(surface, s, theme.HIGHLIGHT if s is picks.picked else theme.WHITE if s is picks.focused_card else None)
        if s in sight.unplayable:
            grey_out(surface, s.rect)


def grey_out(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A card with nowhere to go now: half its brightness and a little washed out, plain at a glance beside the
    others, its colour still told (in Korsar the colour is what a hand is about; pure grey hid it)."""
    area = rect.clip(surface.get_rect())
    if area.w and area.h:
        card = surface.subsurface(area).copy()  # (greying the subsurface itself came out garbled)
        grey = pygame.transform.grayscale(card)
        grey.set_alpha(90)
        card.blit(grey, (0, 0))
        card.fill((125, 125, 125), special_flags=pygame.BLEND_MULT)
        surface.blit(card, area)


def moving(sight: Sight, surface: pygame.Surface, draw) -> None:
    """Sprites on their way somewhere (and a dragged card), above everything, the latest on top."""
    for s in sight.flying:
        draw(surface, s, None)


def deciding(sight: Sight) -> str:
    """The prompt's title: the person's turn (or what they are asked), or who the table waits for."""
    if sight.over:
        return _("Game over")
    seat = sight.deciding
    if seat is not None:
        return sight.asked or _("{name}, your turn").format(name=sight.names[seat])
    who = sight.turn  # the table shows the past until the animations catch up
    if who is None or who < 0:
        return ""
    if sight.replay:
        return _("Next to move: {name}").format(name=sight.names[who])
    if who == sight.viewer and not sight.ai[who]:  # their own move is being shown: never "Waiting for" themselves
        return _("{name}, your turn").format(name=sight.names[who])
    waiting = _("Waiting for {name}") if not sight.ai[who] else _("{name} is thinking…")
    return waiting.format(name=sight.names[who])


def prompt(surface: pygame.Surface, rect: pygame.Rect, title: str, lines: list[Line], font: int, small: int,
           pad: int, bottom: int | None = None) -> None:
    """The prompt: a title and wrapped lines of help on its panel (filled in the `backdrop`), down to `bottom`
    (the panel's, or the top of buttons drawn in it). When the rows do not all fit, the notices (a refusal, a
    hint: lines in any colour but the help's white and muted) stay whole and the help gives way, its last row kept
    ending in an ellipsis: at 800x600 a reason cut with "…" told nothing. The text first gets a size or three
    smaller (not under `SMALL`, the least a layout asks for) before anything is cut."""
    head = text(surface, title, (rect.x + pad, rect.y + pad // 2), font, theme.GOLD, bold=True,
                max_width=rect.w - 2 * pad)
    width, floor = rect.w - 2 * pad, (rect.bottom - pad // 2 if bottom is None else bottom) - head.bottom - 2
    for size in range(small, min(small, max(SMALL, small - 3)) - 1, -1):  # smaller by a size or three first
        shown, whole = _prompt_rows(lines, size, width, max(0, floor // line_height(size)))
        if whole:
            break
    y = head.bottom + 2
    for row, colour in shown:
        text(surface, row, (rect.x + pad, y), size, colour, shadow=False, max_width=width)
        y += line_height(size)


def _prompt_rows(lines: list[Line], size: int, width: int, room: int) -> tuple[list[list], bool]:
    """The prompt's rows in `size` within `room` rows, each [row, colour], and whether nothing was cut: the
    notices whole, the help in the room they leave, a row after which help was dropped ending in "…"."""
    wrapped = [(wrap(line, size, width), colour) for line, colour in lines]
    notice = [colour not in (theme.WHITE, theme.MUTED) for _rows, colour in wrapped]
    keep = [len(rows) if kept else 0 for (rows, _colour), kept in zip(wrapped, notice)]
    left = room - sum(keep)
    for i, (rows, _colour) in enumerate(wrapped):  # the help, in order, in the room the notices leave
        if not notice[i]:
            keep[i] = max(0, min(len(rows), left))
            left -= keep[i]
    shown: list[list] = []
    for (rows, colour), n in zip(wrapped, keep):
        shown += [[row, colour] for row in rows[:n]]
        if n < len(rows) and shown and shown[-1][1] in (theme.WHITE, theme.MUTED) and not shown[-1][0].endswith(" …"):
            shown[-1][0] += " …"
    return shown, sum(keep) <= room and all(n == len(rows) for (rows, _colour), n in zip(wrapped, keep))


def pile_label(surface: pygame.Surface, card: pygame.Rect, label: str, size: int,
               room: int | None = None) -> pygame.Rect:
    """A pile's name just above its top card (how many cards it holds is a `count_badge` on the card's corner:
    the count stays on the pile it counts, and nothing hangs below into the next pile's name). Returns where
    the name was written."""
    width = room or card.w * 2
    rows = wrap(label, size, width, most=2)
    step = line_height(size)
    area = pygame.Rect(card.centerx, card.y, 0, 0)
    for i, row in enumerate(rows):
        area.union_ip(text(surface, row, (card.centerx, card.y - 2 - (len(rows) - 1 - i) * step), size, theme.MUTED,
                           "midbottom", max_width=width))
    return area


def count_badge(surface: pygame.Surface, card: pygame.Rect, count: int, size: int) -> pygame.Rect:
    """A number in a dark pill over the bottom-right corner of `card`; returns the pill. Drawn after the glow
    of the table's targets, which would run across it where the pile is one (a pile to draw from or discard
    onto)."""
    f = str(count)
    w = text(surface, f, (-1000, -1000), size, bold=True, shadow=False)
    pill = pygame.Rect(0, 0, max(w.w + size // 2, w.h + 2), w.h + 2)
    pill.center = (card.right - pill.w // 4, card.bottom - pill.h // 4)
    pill.clamp_ip(surface.get_rect())
    panel(surface, pill, (8, 16, 20), radius=pill.h // 2, border=theme.GOLD, width=1)
    text(surface, f, pill.center, size, theme.WHITE, "center", bold=True, shadow=False)
    return pill


def last_move(sight: Sight, surface: pygame.Surface, clear: Sequence[pygame.Rect] = ()) -> None:
    """What the last move put down stays marked until the next move: a gold frame and a small pennant
    pointing at it from above, or where that would cover one of the `clear` areas (a pile's name, a gold
    count) or leave the window, from below or else from the left, so whoever looks back at the table sees
    at once what just happened."""
    screen = surface.get_rect()
    for s in sight.last_move:
        r = s.rect.inflate(6, 6)
        pygame.draw.rect(surface, theme.GOLD, r, 3, border_radius=max(4, r.w // 10))
        size = max(6, min(12, r.w // 5))
        x, y = r.centerx, r.y - 2
        above = [(x - size, y - size), (x + size, y - size), (x, y)]
        x, y = r.centerx, r.bottom + 2
        below = [(x - size, y + size), (x + size, y + size), (x, y)]
        x, y = r.x - 2, r.centery
        left = [(x - size, y - size), (x - size, y + size), (x, y)]
        pennant = next((p for p in (above, below) if _fits(p, screen, clear)), left)
        pygame.draw.polygon(surface, theme.GOLD, pennant)
        pygame.draw.polygon(surface, theme.INK, pennant, 1)


def _fits(points: Sequence[tuple[int, int]], screen: pygame.Rect, clear: Sequence[pygame.Rect]) -> bool:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    return screen.contains(box) and box.collidelist(clear) < 0


def focus_mark(surface: pygame.Surface, t: Target, label: str, size: int, keep_off: list[pygame.Rect],
               at: pygame.Rect | None = None) -> pygame.Rect:
    """The keyboard's target, unmistakable: a thick white frame round it, and a white tag naming it with an arrow that
    bobs towards it (or towards the spot `at` in it): above it, or else below, right or left of it, wherever the tag
    stays in the window and off `keep_off` (the table's names and labels, the piles, the hand, the prompt), or covers
    least of them. Returns the tag."""
    pygame.draw.rect(surface, theme.INK, t.rect.inflate(14, 14), 6, border_radius=12)
    pygame.draw.rect(surface, theme.WHITE, t.rect.inflate(12, 12), 4, border_radius=12)
    r = at if at is not None else t.rect.inflate(12, 12)
    words = text(surface, label, (-1000, -1000), size, bold=True, shadow=False)
    tag = pygame.Rect(0, 0, words.w + 18, words.h + 6)
    arrow = max(8, size // 2)
    bob = round(3 * math.sin(anim.now_ms() / 180))
    screen = surface.get_rect()
    away = 8 + arrow
    sides = (("midbottom", (r.centerx, r.y - away), (0, 1)), ("midtop", (r.centerx, r.bottom + away), (0, -1)),
             ("midleft", (r.right + away, r.centery), (-1, 0)), ("midright", (r.x - away, r.centery), (1, 0)))
    places = []
    for anchor, spot, towards in sides:
        place = tag.copy()
        setattr(place, anchor, spot)
        places.append((place, anchor, towards))

    def covered(place: pygame.Rect) -> int:
        return sum(place.clip(k).w * place.clip(k).h for k in keep_off)

    inside = [p for p in places if screen.contains(p[0])] or places
    tag, anchor, (dx, dy) = min(inside, key=lambda p: covered(p[0]))  # the first of those that cover nothing
    tag.clamp_ip(screen)
    tag.move_ip(dx * bob, dy * bob)
    base = getattr(tag, anchor)  # the tag's side facing the target: the arrow points from it
    tip = (base[0] + dx * arrow, base[1] + dy * arrow)
    wing = (dy * arrow, dx * arrow)
    arrowhead = [(base[0] - wing[0], base[1] - wing[1]), (base[0] + wing[0], base[1] + wing[1]), tip]
    pygame.draw.polygon(surface, theme.WHITE, arrowhead)
    pygame.draw.polygon(surface, theme.INK, arrowhead, 1)
    panel(surface, tag, theme.WHITE, radius=tag.h // 3, border=theme.INK, width=2)
    text(surface, label, tag.center, size, theme.INK, "center", bold=True, shadow=False)
    return tag
