"""Drawing the Korsar table: background, seat panels, galleons with their attacks, hands, prompt,
log and effects. Draws a `KorsarPicture`, which the table builds each frame; changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.korsar import actions as act
from game.korsar.cards import Kind, card_named
from game.korsar.control import controller
from game.korsar.state import KorsarState
from scenes.core import colour_blind, theme
from scenes.core.assets import SMALL, font
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.sprites import CardArt, CardSprite, glow
from scenes.core.widgets import first_fitting, line_height, minus_sign, panel, text, wrap
from scenes.korsar.display import GalleonSlot, KorsarDisplay
from scenes.korsar.layout import KorsarLayout
from scenes.korsar.sea import BADGE_RING, Berth, Sea
from scenes.korsar.words import card_label, colour_name, galleon_name
from scenes.table import painting
from scenes.table.kit import Painter
from scenes.table.painting import Sight
from scenes.table.tooltips import Said

SEA = (0, 0, 0, 40)  # the shade of the sea, where the galleons lie
ZONE_TINT, ZONE_RADIUS = 22, 10  # a seat's zone of the sea: the opacity of its colour over the sea, its corners


@dataclass(frozen=True)
class KorsarPicture:
    """Everything the Korsar painter reads: what every table shows (`sight`), the viewer's view, the
    display model, the layout with the sea charted for it, the card art and the prompt's button."""

    sight: Sight
    view: KorsarState
    display: KorsarDisplay
    layout: KorsarLayout
    sea: Sea
    art: CardArt
    buttons: tuple[pygame.Rect, ...]  # in the prompt panel: Draw, or Cancel once a card is picked

    @property
    def teams(self) -> bool:
        return self.view.setup.teams

    @property
    def names(self) -> tuple[str, ...]:
        return self.sight.names


def paint(pic: KorsarPicture, surface: pygame.Surface) -> None:
    lay = pic.layout
    zones = ((zone.rect, (*theme.seat_colour(seat), ZONE_TINT), ZONE_RADIUS) for seat, zone in pic.sea.zones.items())
    painting.backdrop(surface, lay.panels.values(), lay.prompt, lay.log, (lay.galleons, SEA, 16), tints=zones)
    _areas(pic, surface)
    counts = [_seat_panel(pic, surface, seat) for seat in range(pic.view.setup.players)]
    _zones(pic, surface)
    marks = _galleons(pic, surface)
    _piles(pic, surface)
    labels = _pile_labels(pic)
    _hands(pic, surface)
    painting.last_move(pic.sight, surface, [area for label in labels for area in label.areas()] + counts + marks)
    painting.moving(pic.sight, surface, lambda surf, s, _o: pic.art.draw(surf, s))
    _targets(pic, surface)
    for label in labels:  # over the glow of a pile that is a target
        label.draw(surface)
    painting.log(pic.sight, surface, lay.log, lay.small, lambda key: _whereabouts(pic, key))
    _prompt(pic, surface)
    _effects(pic, surface)


def _whereabouts(pic: KorsarPicture, key: str) -> list[pygame.Rect]:
    """Where a thing a log line speaks of lies now (`LogLine.about`): a galleon at sea, a seat's panel, the pile,
    the cards out of the game; nothing for a galleon no longer at sea."""
    lay = pic.layout
    berth = pic.sea.berths.get(key)
    if berth is not None:
        return [berth.area]
    if key.startswith("seat:") and int(key[5:]) in lay.panels:
        return [lay.panels[int(key[5:])]]
    return {"pile": [lay.pile_card()], "removed": [lay.removed_card()]}.get(key, [])


def _areas(pic: KorsarPicture, surface: pygame.Surface) -> None:
    """The places that hold nothing yet: an empty pile says so, the place for cards out of the game is outlined,
    and an empty sea says it in the viewer's zone (`_empty_sea`)."""
    lay = pic.layout
    if not pic.display.pile:
        r = lay.pile_card()
        pygame.draw.rect(surface, theme.MUTED, r, 2, border_radius=8)
        text(surface, _("empty"), r.center, lay.small, theme.MUTED, "center")
    if not pic.display.removed:
        pygame.draw.rect(surface, (60, 90, 90), lay.removed_card(), 1, border_radius=8)
    _empty_sea(pic, surface)


def _empty_sea(pic: KorsarPicture, surface: pygame.Surface) -> pygame.Rect | None:
    """While no galleon is at sea, a note that says so, whole, in the open water of the viewer's zone (wrapped, and
    smaller, where that is narrow); returns what it covers (None: galleons are at sea)."""
    if pic.display.galleons:
        return None
    lay = pic.layout
    water = pic.sea.open_water(lay.bottom)
    note = _("No galleon at sea")
    for size in (lay.font, lay.small):
        rows = wrap(note, size, water.w)
        if len(rows) * line_height(size) <= water.h:
            break
    step = line_height(size)
    rows = wrap(note, size, water.w, most=max(1, water.h // step))
    y = water.centery - len(rows) * step // 2
    drawn = [text(surface, row, (water.centerx, y + i * step), size, theme.MUTED, "midtop", shadow=False,
                  max_width=water.w) for i, row in enumerate(rows)]
    return drawn[0].unionall(drawn[1:])


@dataclass(frozen=True)
class PileLabel:
    """A pile's name above its place, in one or two rows, and right after its last row how many cards the pile
    holds, in a pill: the count reads with its name even while the place is empty."""

    rows: tuple[tuple[str, pygame.Rect], ...]
    count: str
    pill: pygame.Rect
    size: int

    def areas(self) -> list[pygame.Rect]:
        return [rect for _row, rect in self.rows] + [self.pill]

    def draw(self, surface: pygame.Surface) -> None:
        for row, rect in self.rows:
            text(surface, row, rect.topleft, self.size, theme.MUTED)
        panel(surface, self.pill, (8, 16, 20), radius=self.pill.h // 2, border=theme.GOLD, width=1)
        text(surface, self.count, self.pill.center, self.size, theme.WHITE, "center", bold=True, shadow=False)


def _pile_labels(pic: KorsarPicture) -> list[PileLabel]:
    """The names of the pile and of the cards out of the game, each with its count."""
    lay, d = pic.layout, pic.display
    room = min(lay.pile.w + lay.vp.px(40), 2 * lay.pile.centerx)
    return [_pile_label(lay.pile_card(), _("Pile"), len(d.pile), lay.small, room),
            _pile_label(lay.removed_card(), _("Out of the game"), len(d.removed), lay.small, room)]


def _pile_label(card: pygame.Rect, label: str, count: int, size: int, room: int) -> PileLabel:
    """`label` just above `card`, `room` pixels wide at most with its count."""
    digits = str(count)
    w, h = font(size, True).size(digits)
    pill = pygame.Rect(0, 0, max(w + size // 2, h + 2), h + 2)
    gap = max(3, size // 4)
    lines = wrap(label, size, room - pill.w - gap, most=2)
    step = max(line_height(size), pill.h)  # the rows above the last clear its pill
    bottom = card.y - 3
    rows = []
    for i, line in enumerate(lines):
        rect = pygame.Rect((0, 0), font(size).size(line))
        if i < len(lines) - 1:
            rect.midbottom = (card.centerx, bottom - (len(lines) - 1 - i) * step)
        else:
            rect.bottomleft = (card.centerx - (rect.w + gap + pill.w) // 2, bottom)
            pill.midleft = (rect.right + gap, rect.centery)
        rows.append((line, rect))
    return PileLabel(tuple(rows), digits, pill, size)


def _seat_panel(pic: KorsarPicture, surface: pygame.Surface, seat: int) -> pygame.Rect:
    """A seat's name, hand size, gold and captured pile; returns where the gold count was written."""
    lay = pic.layout
    p = lay.panels[seat]
    colour = theme.seat_colour(seat)
    pad = lay.vp.px(10)
    turn = painting.seat_frame(pic.sight, surface, seat, p, lay.font, pad)
    n = len(pic.display.hands[seat])
    cards = ngettext("{n} card", "{n} cards", n).format(n=n)
    team = _("Team {n}").format(n=seat // 2 + 1)
    sub = first_fitting([f"{team} · {cards}", team] if pic.teams else [cards], lay.small, p.w - 2 * pad)
    text(surface, sub, (p.x + pad, p.y + pad // 2 + lay.font), lay.small, theme.MUTED, max_width=p.w - 2 * pad)
    loot = lay.loot_spot(seat)
    gold = pic.display.gold(seat)
    coin = pic.art.icon("coin", lay.font)
    label = str(gold)
    lw = text(surface, label, (-1000, -1000), lay.font, shadow=False).w
    x = loot.centerx - (coin.get_width() + 4 + lw) // 2
    y = loot.y - lay.font - 2
    surface.blit(coin, (x, y))
    count = text(surface, label, (x + coin.get_width() + 4, y + coin.get_height() // 2), lay.font, theme.GOLD,
                 "midleft", bold=True).union(pygame.Rect((x, y), coin.get_size()))
    _captured_pile(pic, surface, seat, loot)
    if turn and p.y + pad // 2 + line_height(lay.small) <= y:  # a small window has no room: the frame says it
        text(surface, _("turn"), (p.right - pad, p.y + pad // 2), lay.small, colour, "topright", bold=True)
    if seat == pic.sight.viewer and not pic.teams:
        top = p.y + pad // 2 + lay.font + line_height(lay.small)
        _score_now(pic, surface, seat, pygame.Rect(p.x + pad, top, min(loot.x, count.x) - p.x - 2 * pad,
                                                   p.bottom - pad // 2 - top))
    return count


def _captured_pile(pic: KorsarPicture, surface: pygame.Surface, seat: int, spot: pygame.Rect) -> None:
    """A seat's captured galleons, face down as the rules keep them: a pile as thick as it is high (an edge under the
    top card for each of the first few below it) with how many it holds; an empty place outlined."""
    loot = pic.display.loot[seat]
    if not loot:
        pygame.draw.rect(surface, (60, 90, 90), spot, 1, border_radius=6)
        return
    step = max(2, spot.w // 18)
    for k in range(min(len(loot), 4) - 1, 0, -1):  # the cards under the top one, deepest first
        edge = spot.move(k * step, k * step // 2)
        pygame.draw.rect(surface, (92, 24, 28), edge, border_radius=6)
        pygame.draw.rect(surface, (214, 170, 90), edge, 1, border_radius=6)
    pic.art.draw(surface, loot[-1].sprite, shadow=False)
    if len(loot) > 1:
        painting.count_badge(surface, spot, len(loot), pic.layout.small)


def _score_now(pic: KorsarPicture, surface: pygame.Surface, seat: int, room: pygame.Rect) -> None:
    """In the viewer's own panel, what they would score if the game ended now: the gold captured less the gold of
    the galleons in their hand (the rule a newcomer forgets), at the bottom of `room`, left of the gold and the
    captured pile."""
    held = sum(card_named(s.face).value for s in pic.display.hands[seat]
               if s.face and card_named(s.face).kind is Kind.GALLEON)
    if not held and not pic.display.loot[seat]:
        return
    size = pic.layout.small
    rows = [_("Galleons in hand: {gold}").format(gold=f"−{held}")] if held else []
    score = pic.display.gold(seat) - held
    rows.append(_("Score now: {n}").format(n=minus_sign(score)))
    step = line_height(size)
    if len(rows) * step > room.h or room.w < size * 5:
        return  # a small window: the panel has no room; the tooltip on the captured pile still says the gold
    for i, row in enumerate(rows):
        text(surface, row, (room.x, room.bottom - (len(rows) - i) * step), size,
             theme.MUTED if i < len(rows) - 1 else theme.GOLD, shadow=False, max_width=room.w)


def _side_colour(pic: KorsarPicture, side: int) -> tuple[int, int, int]:
    return theme.seat_colour(2 * side if pic.teams else side)


def _side_name(pic: KorsarPicture, side: int) -> str:
    if pic.teams:
        return _("Team {n}").format(n=side + 1)
    return pic.names[side]


def _zones(pic: KorsarPicture, surface: pygame.Surface) -> None:
    """Each seat's part of the sea, in front of it, framed and named in its colour. Its tint lies over the backdrop
    (`paint`: the backdrop's `tints`), not blended again each frame (3-4 ms at 3840x2160)."""
    lay = pic.layout
    for seat, zone in pic.sea.zones.items():
        colour = theme.seat_colour(seat)
        pygame.draw.rect(surface, tuple(c * 3 // 5 for c in colour), zone.rect, 1, border_radius=ZONE_RADIUS)
        names = [pic.names[seat]]
        if pic.teams:
            names.insert(0, f"{names[0]} · " + _("Team {n}").format(n=seat // 2 + 1))
        size = max(10, lay.small - 1)
        text(surface, first_fitting(names, size, zone.name.w, bold=True), zone.name.topleft, size, colour, bold=True,
             shadow=False, max_width=zone.name.w)


def _galleons(pic: KorsarPicture, surface: pygame.Surface) -> list[pygame.Rect]:
    """Each galleon with its name, its attacks and their strengths, and who holds it; returns where the names,
    strengths and holders were written, which the last move's pennant keeps clear of."""
    lay = pic.layout
    small = max(10, lay.small - 1)
    marks = []
    for slot in pic.display.galleons.values():
        berth = pic.sea.berths.get(slot.gid)
        if berth is None:
            continue
        if not slot.sprite.moving:
            pic.art.draw(surface, slot.sprite)
        marks.append(text(surface, galleon_name(slot.gid), berth.title, small, theme.MUTED, "center", shadow=False,
                          max_width=berth.area.w))
        for i, (side, sprites) in enumerate(slot.columns()):
            for s in sprites:
                if s.moving:
                    continue
                ring = _side_colour(pic, side) if s is slot.character else None
                pic.art.draw(surface, s, outline=ring, shadow=False)
            if slot.attacks.get(side) and i < len(berth.badges):
                _badge(surface, berth.badges[i], berth.badge_radius, slot.strength(side),
                       theme.PIRATE_COLOURS.get(slot.colour(side), (90, 90, 90)), _side_colour(pic, side))
                marks.append(berth.badge_rect(i))
                if pic.sight.colour_blind:  # the pirates' colour and the side's seat as shapes
                    cx, cy = berth.badges[i]
                    r = berth.badge_radius
                    colour_blind.colour_symbol(surface, slot.colour(side) or "", (cx - r, cy + r - 2),
                                               max(10, r * 2 // 3))
                    seat = 2 * side if pic.teams else side
                    colour_blind.seat_symbol(surface, seat, (cx + r, cy + r - 2), max(10, r * 2 // 3))
        for s in slot.displaced:
            pic.art.draw(surface, s)
        note = _holder_note(pic, surface, slot, berth)
        if note is not None:
            marks.append(note)
    return marks


def _holder_note(pic: KorsarPicture, surface: pygame.Surface, slot: GalleonSlot, berth: Berth) -> pygame.Rect | None:
    """The line under a galleon that says who holds it (none while its owner does, unattacked); in a narrow
    berth (many seats, a small window) the short form: the holder's name alone, in their colour."""
    holder = controller(pic.view, slot.as_galleon())
    if holder is None:
        notes, colour = [_("tie: nobody holds it"), pgettext("nobody holds the galleon", "tie")], theme.MUTED
    elif holder == (slot.owner // 2 if pic.teams else slot.owner) and not slot.attacks and not slot.character:
        return None
    else:
        name = _side_name(pic, holder)
        notes, colour = [_("held by {name}").format(name=name), name], _side_colour(pic, holder)
    size = pic.layout.small
    return text(surface, first_fitting(notes, size, berth.area.w), berth.note, size, colour, "midtop",
                max_width=berth.area.w)


def _badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, value: int,
           fill: tuple[int, int, int], ring: tuple[int, int, int]) -> None:
    """An attack's strength, in its pirates' colour, ringed in the attacker's colour."""
    pygame.draw.circle(surface, ring, centre, radius + BADGE_RING)
    pygame.draw.circle(surface, fill, centre, radius)
    text(surface, str(value), centre, max(SMALL + 2, int(radius * 1.6)), theme.WHITE, "center", bold=True)


def _piles(pic: KorsarPicture, surface: pygame.Surface) -> None:
    d = pic.display
    for s in d.pile[-4:]:
        if not s.moving:
            pic.art.draw(surface, s, shadow=s is d.pile[-4:][0])
    for s in d.removed[-2:]:
        if not s.moving:
            pic.art.draw(surface, s)
    picks = pic.sight.picks
    if picks.picked is None:
        for t in picks.free:
            focused = picks.focus is not None and picks.focus.action == t.action
            glow(surface, t.rect, theme.HIGHLIGHT if focused else theme.LEGAL, pulse=True)


def _hands(pic: KorsarPicture, surface: pygame.Surface) -> None:
    d = pic.display
    for seat, hand in enumerate(d.hands):
        if seat == pic.sight.bottom:
            continue
        for s in hand:
            if not s.moving:
                pic.art.draw(surface, s, shadow=False)
    painting.hand(pic.sight, surface, d.hands[pic.sight.bottom],
                  lambda surf, s, outline: pic.art.draw(surf, s, outline))


def _targets(pic: KorsarPicture, surface: pygame.Surface) -> None:
    """Where the picked card may go, each drawn exactly where it would lie: the card itself, faint."""
    picks = pic.sight.picks
    for t in picks.targets:
        focused = t is picks.focus or t.rect.collidepoint(picks.pointer)
        colour = theme.HIGHLIGHT if focused else theme.LEGAL
        if isinstance(t.action, act.Play) and picks.picked is not None:
            s = CardSprite(picks.picked.face)
            s.x, s.y, s.w, s.h = t.rect.x, t.rect.y, t.rect.w, t.rect.h
            pic.art.draw(surface, s, shadow=False, alpha=150 if focused else 80)
        glow(surface, t.rect, colour, radius=max(4, t.rect.w // 10), pulse=True)


def _prompt(pic: KorsarPicture, surface: pygame.Surface) -> None:
    """What the person deciding may do, then the table's notices: why the picked card cannot be played, a refusal, a
    hint. A refusal takes the place of the help (the Draw button and the dimmed cards still say it), so that its
    reason shows whole, wrapped, in the smallest window rather than cut (issue 51)."""
    lay = pic.layout
    lines: list[painting.Line] = []
    picks = pic.sight.picks
    refused = any(colour == theme.DANGER for _text, colour in pic.sight.notices)  # then the help yields its rows
    if pic.sight.deciding is not None:
        picked = picks.picked
        if picked is not None and picked.face:
            card = card_label(card_named(picked.face))
            if picks.targets:
                lines.append((_("Where does {card} go? Click a glowing place, or use arrows and Enter.")
                              .format(card=card), theme.WHITE))
            elif not refused:  # else the notices say why, in full: the picked card stands out in the hand
                lines.append((_("{card} cannot be played now.").format(card=card), theme.DANGER))
        elif refused:
            pass
        elif any(isinstance(a, act.Draw) for a in pic.sight.legal):
            lines.append((_("Draw from the pile, or pick a card to play."), theme.WHITE))
        else:
            lines.append((_("The pile is empty: play a card or discard one."), theme.WHITE))
    lines += pic.sight.notices
    bottom = min((rect.y for rect in pic.buttons), default=None)
    painting.prompt(surface, lay.prompt, painting.deciding(pic.sight), lines, lay.font, lay.small, lay.vp.px(10),
                    bottom)
    for rect in pic.buttons:
        label = _("Cancel") if picks.picked is not None else _("Draw a card")
        hovered = rect.collidepoint(picks.pointer)
        panel(surface, rect, (196, 140, 34) if hovered else (160, 108, 24), radius=rect.h // 4, border=(0, 0, 0),
              width=1)
        text(surface, label, rect.center, lay.font, theme.WHITE, "center", bold=True)


def _effects(pic: KorsarPicture, surface: pygame.Surface) -> None:
    pic.sight.effects.draw(surface, pic.layout.big)


def tooltip(pic: KorsarPicture) -> Said | None:
    """The tooltip by the pointer: pointing at a card tells what it is (in the hand, a partner's hand, on a galleon,
    out of the game), at a place for the picked card what playing it there does, at a galleon who attacks it with
    what (the tip keeps off all of that galleon's cards), at a captured pile what it holds."""
    picks = pic.sight.picks
    if not pic.sight.tooltips or picks.pressed:  # an overlay is open, or a card is held: no tooltip
        return None
    pointer = picks.pointer
    d = pic.display
    card = picks.hovered_card
    if card is not None and card.face:
        return Said((card_label(card_named(card.face)),), card.rect)
    for t in picks.targets:
        if t.rect.collidepoint(pointer):
            return Said((t.label,), t.rect)
    for slot in d.galleons.values():
        berth = pic.sea.berths.get(slot.gid)
        if berth is not None:
            said = _galleon_tip(pic, slot, berth, pointer)
            if said is not None:
                return said
    for seat, hand in enumerate(d.hands):
        if seat == pic.sight.bottom:
            continue
        for s in reversed(hand):  # the topmost card first: each lies over the one before
            if s.face and not s.moving and s.rect.collidepoint(pointer):
                return Said((card_label(card_named(s.face)),), s.rect)
    for seat, loot in enumerate(d.loot):
        spot = pic.layout.loot_spot(seat)
        if loot and spot.collidepoint(pointer):
            n = len(loot)
            return Said((ngettext("{name}: {n} galleon, {gold} gold", "{name}: {n} galleons, {gold} gold", n).format(
                name=_side_name(pic, d.side(seat)), n=n, gold=d.gold(seat)),), spot)
    if d.removed and d.removed[-1].face and d.removed[-1].rect.collidepoint(pointer):
        top = d.removed[-1]
        return Said((_("Out of the game"), card_label(card_named(top.face or ""))), top.rect)
    return None


def _galleon_tip(pic: KorsarPicture, slot: GalleonSlot, berth: Berth, pointer: tuple[int, int]) -> Said | None:
    """What a galleon's tooltip says while the pointer is on it or on a card of its attacks: that card first, then
    the galleon, its attacks and its captain or admiral."""
    lines = []
    for side, sprites in slot.columns():
        for s in reversed(sprites):  # the lowest card of a column lies over the ones above it
            if s.face and not s.moving and s.rect.collidepoint(pointer):
                lines.append(_("{card}, for {name}").format(card=card_label(card_named(s.face)),
                                                            name=_side_name(pic, side)))
                break
        if lines:
            break
    if not lines and not berth.galleon.collidepoint(pointer):
        return None
    lines.append(_("{gid}: {gold} gold, launched by {name}").format(
        gid=galleon_name(slot.gid), gold=card_named(slot.sprite.face or "galleon2").value, name=pic.names[slot.owner]))
    for side in slot.attacks:
        lines.append(_("{name}: {colour}, strength {n}").format(
            name=_side_name(pic, side), colour=colour_name(slot.colour(side)), n=slot.strength(side)))
    if slot.character is not None and slot.character.face:
        lines.append(_("{card}, for {name}").format(card=card_label(card_named(slot.character.face)),
                                                    name=_side_name(pic, slot.character_side or 0)))
    return Said(tuple(dict.fromkeys(lines)), berth.area)


PAINTER = Painter(paint, tooltip, _whereabouts)
