"""Drawing the Störtebeker table: piles and the reserve, the ships with every seat's side and what
it still lacks, the score track, the dice, seat panels, the hand, the choices, log and prompt. Draws a
`StortebekerPicture`, which the table builds each frame; changes nothing."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.stortebeker import actions as act
from game.stortebeker.components import card_named, tile_named
from game.stortebeker.state import StortebekerState
from scenes.core import colour_blind, theme
from scenes.core.i18n import _, ngettext
from scenes.core.sprites import CardArt, CardSprite, glow
from scenes.core.widgets import line_height, panel, text, wrap
from scenes.stortebeker.display import ShipView, StortebekerDisplay
from scenes.stortebeker.layout import StortebekerLayout, reserve_face_up
from scenes.stortebeker.saying import dice_help, prompt_lines, short_name, tooltip
from scenes.stortebeker.track import track
from scenes.table import painting
from scenes.table.kit import Painter
from scenes.table.painting import Sight
from scenes.table.picking import Target
from scenes.table.tumbling_dice import DiceCup

SHIP_COLUMN = (0, 0, 0, 40)  # the shade under a ship and its sides


@dataclass(frozen=True)
class StortebekerPicture:
    """Everything the Störtebeker painter reads: what every table shows (`sight`), the viewer's view (the
    step, the cards left to play, the ship fought over), the display model, the layout, the card art, the
    score markers where their tweens have them and the dice with the last total rolled."""

    sight: Sight
    view: StortebekerState
    display: StortebekerDisplay
    layout: StortebekerLayout
    art: CardArt
    markers: tuple[float, ...]  # each seat's marker on the score track (gliding to its score)
    dice: DiceCup
    dice_note: str
    disabled: tuple[Target, ...] = ()  # buttons shown greyed (no trade now), which the keyboard's focus passes by
    note: str = ""  # a calm word in the prompt (why a greyed button does nothing)


def paint(pic: StortebekerPicture, surface: pygame.Surface) -> None:
    lay = pic.layout
    painting.backdrop(surface, lay.panels.values(), lay.prompt, lay.log_area, (lay.dice_area, theme.PANEL, 10),
                      *((col, SHIP_COLUMN, 12) for col in lay.columns))
    labels = _piles(pic, surface)  # what the last move's pennant keeps off: every name and label on the table
    labels += _ships(pic, surface)
    track(surface, pic.layout, pic.markers, pic.sight.colour_blind)
    for seat in range(pic.view.setup.players):
        labels += _seat_panel(pic, surface, seat)
    painting.hand(pic.sight, surface, pic.display.hands[pic.sight.bottom],
                  lambda surf, s, outline: pic.art.draw(surf, s, outline=outline))
    painting.last_move(pic.sight, surface, labels)
    painting.moving(pic.sight, surface, lambda surf, s, _o: pic.art.draw(surf, s))
    _choices(pic, surface)
    _targets(pic, surface, labels)
    _counts(pic, surface)
    _boarding(pic, surface)
    _dice(pic, surface)
    painting.log(pic.sight, surface, lay.log_area, lay.small, lambda key: _whereabouts(pic, key))
    _prompt(pic, surface)
    pic.sight.effects.draw(surface, lay.big)


def _whereabouts(pic: StortebekerPicture, key: str) -> list[pygame.Rect]:
    """Where a thing a log line speaks of lies now (`LogLine.about`): a ship in play (its column), a ship face up in
    the reserve, a seat's panel, the piles, the dice, the score track; nothing for a ship taken since."""
    lay, d = pic.layout, pic.display
    slot = d.ship_slot(key)
    if slot is not None:
        return [lay.columns[slot]]
    if key.startswith("seat:") and int(key[5:]) in lay.panels:
        return [lay.panels[int(key[5:])]]
    places = {"pile": [lay.pile()], "discard": [lay.discard()], "dice": [lay.dice_area], "track": [lay.track_area]}
    return places.get(key, [s.rect for s in d.reserve if s.label == key and s.face])


def _still(pic: StortebekerPicture, surface: pygame.Surface, sprites, outline=None, shadow: bool = False) -> None:
    for s in sprites:
        if not s.moving:
            pic.art.draw(surface, s, outline=outline, shadow=shadow)


def _piles(pic: StortebekerPicture, surface: pygame.Surface) -> list[pygame.Rect]:
    """The piles and the reserve with their names; where the names lie (the last move's pennant keeps off them)."""
    lay = pic.layout
    d = pic.display
    _still(pic, surface, d.pile[-3:])
    _still(pic, surface, d.discard[-1:])
    names = [painting.pile_label(surface, card, label, lay.small, lay.pile_area.w + lay.vp.px(16))
             for label, card in ((_("Draw pile"), lay.pile()), (_("Discard pile"), lay.discard()))]
    if not d.pile:
        pygame.draw.rect(surface, theme.MUTED, lay.pile(), 2, border_radius=6)
    if not d.discard:
        pygame.draw.rect(surface, theme.MUTED, lay.discard(), 2, border_radius=6)
    a = lay.reserve_area
    names.append(text(surface, _("Reserve"), (a.centerx, a.y), lay.small, theme.MUTED, "midtop", max_width=a.w))
    _still(pic, surface, list(reversed(d.reserve[:4])), shadow=True)
    return names


def _counts(pic: StortebekerPicture, surface: pygame.Surface) -> None:
    """How many cards each pile and the reserve hold, over their corners (after the targets' glow)."""
    lay, d = pic.layout, pic.display
    painting.count_badge(surface, lay.pile(), len(d.pile), lay.small)
    painting.count_badge(surface, lay.discard(), len(d.discard), lay.small)
    if d.reserve:  # on the last tile face up, over the stack of the others: clear of the tiles before it
        last = d.reserve[min(len(d.reserve), reserve_face_up(pic.view.setup.variants)) - 1]
        painting.count_badge(surface, last.rect, len(d.reserve), lay.small)


def _ships(pic: StortebekerPicture, surface: pygame.Surface) -> list[pygame.Rect]:
    """The ships in play with every seat's row; where their names and labels lie."""
    lay = pic.layout
    d = pic.display
    labels = []
    for slot, sh in enumerate(d.ships):
        if sh is None:
            labels.append(text(surface, _("(captured)"), lay.tile(slot).center, lay.small, theme.MUTED, "center"))
            continue
        if not sh.tile.moving:
            pic.art.draw(surface, sh.tile)
            labels.append(ship_name(surface, sh.tile.rect, sh.tid, lay.font, pic.sight.colour_blind))
        for seat in range(len(sh.sides)):
            labels += _side_row(pic, surface, slot, seat, sh)
    return labels


def _side_row(pic: StortebekerPicture, surface: pygame.Surface, slot: int, seat: int,
              sh: ShipView) -> list[pygame.Rect]:
    """A seat's row by a ship: its colour mark, its name (whose row it is), its cards, and what it still lacks.
    A row with no card yet is quiet (its mark and name in a dim tint of the seat's colour), so that the sides in
    play stand out; a side that holds all the ship requires (it may board) lies on a faint green wash. Returns where
    its name, its icons and its cards' badges lie."""
    lay = pic.layout
    side = sh.sides[seat]
    row = lay.side_row(slot, seat)
    if side.all() and not sh.lacks(seat):
        wash = pygame.Surface(row.size, pygame.SRCALPHA)
        pygame.draw.rect(wash, READY_WASH, wash.get_rect(), border_radius=lay.vp.px(6))
        surface.blit(wash, row)
    colour = theme.seat_colour(seat) if side.all() else quiet(theme.seat_colour(seat))
    pygame.draw.rect(surface, colour, (row.x + lay.vp.px(5), row.y + 2, lay.vp.px(4), row.h - 4), border_radius=2)
    line = lay.side_label(slot, seat)
    x = line.x
    if pic.sight.colour_blind:  # the seat's shape at the top of its mark, its name just after it
        size = max(10, min(row.h - 4, lay.vp.px(14)))
        centre = (row.x + lay.vp.px(7), row.y + 2 + size // 2)
        colour_blind.seat_symbol(surface, seat, centre, size)
        x = max(x, centre[0] + size // 2 + 3)
    counts = sh.status_counts(seat)
    labels = [text(surface, pic.sight.names[seat], (x, line.centery), lay.small, colour, "midleft",
                   shadow=bool(side.all()), max_width=lay.name_width(slot, seat, counts) - (x - line.x))]
    labels += _side_cards(pic, surface, slot, seat, side)
    if counts:
        stacks = lay.status_icons(slot, seat, counts)
        _side_status(pic, surface, stacks, sh.lacks(seat))
        labels += [r for stack in stacks for r in stack]
    return labels


READY_WASH = (*theme.LEGAL, 34)  # under the row of a side that may board its ship
QUIET_TO = (20, 62, 52)  # what a quiet row's colours fade toward: the felt under a ship's column


def quiet(colour: tuple[int, int, int], share: float = 0.45) -> tuple[int, int, int]:
    """A seat's colour faded `share` of the way toward the felt: a row that holds nothing yet, still named."""
    return (round(colour[0] + (QUIET_TO[0] - colour[0]) * share), round(colour[1] + (QUIET_TO[1] - colour[1]) * share),
            round(colour[2] + (QUIET_TO[2] - colour[2]) * share))


def ship_name(surface: pygame.Surface, tile: pygame.Rect, tid: str, size: int, colour_blind_mode: bool) -> pygame.Rect:
    """A ship's name (`G3`, as the log and the reasons call it) on a dark tag at the top of its tile, between
    its value and its strength; with colour-blind symbols, the shape of its colour before the name. Returns the
    tag."""
    words = text(surface, tid, (-1000, -1000), size, bold=True, shadow=False)
    symbol = words.h if colour_blind_mode else 0
    tag = pygame.Rect(0, 0, words.w + symbol + 10, words.h + 2)
    tag.midtop = (tile.centerx, tile.y + max(2, tile.h // 30))
    panel(surface, tag, (8, 16, 20, 200), radius=tag.h // 3)
    if colour_blind_mode:
        colour_blind.colour_symbol(surface, tile_named(tid).colour, (tag.x + 4 + symbol // 2, tag.centery), symbol - 2)
    text(surface, tid, (tag.x + 5 + symbol + words.w // 2, tag.centery), size, theme.WHITE, "center", bold=True,
         shadow=False)
    return tag


def insert_index(side, card) -> int:
    """Where a card placed on a side lands among its cards (provisions, then face-down pirates, then revealed
    ones, as the display keeps them): a provision after the provisions, a plain pirate after the face-down
    pirates."""
    return len(side.provisions) + (len(side.hidden) if card.is_pirate else 0)


def placing_at(pic: StortebekerPicture, slot: int) -> Target | None:
    """The target placing the picked card by ship `slot`, while a person may place it there."""
    picks = pic.sight.picks
    if not picks.active or picks.picked is None or not picks.picked.label:
        return None
    sh = pic.display.ships[slot]
    return next((t for t in picks.targets if isinstance(t.action, act.Place) and sh is not None
                 and t.action.ship == sh.tid), None)


def side_spots(pic: StortebekerPicture, slot: int, seat: int) -> tuple[list[pygame.Rect], pygame.Rect | None]:
    """Where a side's cards are drawn, and where the picked card would go (None: it cannot go there). While a
    card is picked that may be placed on the viewer's side of this ship, the side makes room for it: its cards
    are drawn where they will lie once it is placed, and the card's ghost in the gap, exactly where it will land."""
    sh = pic.display.ships[slot]
    assert sh is not None
    side = sh.sides[seat]
    cards = side.all()
    target = placing_at(pic, slot) if seat == pic.sight.bottom else None
    if target is None:
        return [s.rect for s in cards], None
    picked = pic.sight.picks.picked
    assert picked is not None  # a place to put it is shown only while a card is picked
    spots = pic.layout.side_cards(slot, seat, len(cards) + 1, sh.room_kept(seat, picked.label))
    k = insert_index(side, card_named(picked.label))
    return spots[:k] + spots[k + 1:], spots[k]


def _side_cards(pic: StortebekerPicture, surface: pygame.Surface, slot: int, seat: int, side) -> list[pygame.Rect]:
    """A seat's cards by a ship, the ghost of the picked card among them where it would go, and the viewer's
    own face-down pirates veiled, each with an eye struck through on its corner (the others see only its back).
    Returns where the cards' badges lie."""
    lay = pic.layout
    spots, ghost = side_spots(pic, slot, seat)
    cards = side.all()
    picked = pic.sight.picks.picked
    k = len(spots) if ghost is None or picked is None else insert_index(side, card_named(picked.label))
    shown = [b.x - a.x for a, b in zip(spots, spots[1:])] + [spots[-1].w if spots else 0]
    badges = []
    for i, (s, r) in enumerate(zip(cards, spots)):
        if i == k:
            _ghost(pic, surface, slot, ghost)
        if not s.moving:
            pic.art.draw(surface, CardSprite(s.face, r.x, r.y, r.w, r.h, label=s.label), shadow=False)
            if s.label and card_named(s.label).is_pirate:
                hidden = s in side.hidden  # the viewer's own face-down pirate: shown to it, veiled
                if hidden:
                    veil = pygame.Surface(r.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 110))
                    surface.blit(veil, r)
                badge = strength_badge(surface, r, card_named(s.label).strength, lay.small, shown[i])
                badges.append(badge)
                if hidden:
                    badges.append(hidden_badge(surface, r, badge.w, shown[i]))
    if ghost is not None and k >= len(cards):
        _ghost(pic, surface, slot, ghost)
    return badges


def strength_badge(surface: pygame.Surface, card: pygame.Rect, strength: int, size: int, room: int) -> pygame.Rect:
    """A pirate's strength in a dark disc over its card's top-left corner, where its own small figure is printed:
    readable on the small cards beside a ship, within the strip of the card that the next one leaves (`room`)."""
    d = max(12, min(line_height(size), room - 1, card.w - 2))
    disc = pygame.Rect(card.x + 1, card.y + 1, d, d)
    pygame.draw.circle(surface, (8, 16, 20), disc.center, d // 2)
    pygame.draw.circle(surface, theme.DANGER, disc.center, d // 2, 1)
    text(surface, str(strength), disc.center, size, theme.WHITE, "center", bold=True, shadow=False)
    return disc


def _ghost(pic: StortebekerPicture, surface: pygame.Surface, slot: int, spot: pygame.Rect | None) -> None:
    """The picked card, faint, where placing it by ship `slot` puts it; less faint while that place is
    pointed at or focused."""
    picks = pic.sight.picks
    target = placing_at(pic, slot)
    if spot is None or target is None or picks.picked is None:
        return
    strong = target.rect.collidepoint(picks.pointer) or (picks.focus is not None
                                                         and picks.focus.action == target.action)
    ghost = CardSprite(picks.picked.face, spot.x, spot.y, spot.w, spot.h)
    pic.art.draw(surface, ghost, shadow=False, alpha=150 if strong else 90)


def hidden_badge(surface: pygame.Surface, card: pygame.Rect, size: int, room: int) -> pygame.Rect:
    """An eye struck through, in a dark disc over the bottom-left corner of the viewer's own face-down pirate (within
    the strip of the card the next one leaves, `room`): the others see only its back, and nothing covers the card."""
    d = max(10, min(size, room - 1, card.w - 2))
    disc = pygame.Rect(card.x + 1, card.bottom - 1 - d, d, d)
    pygame.draw.circle(surface, (8, 16, 20), disc.center, d // 2)
    pygame.draw.circle(surface, theme.MUTED, disc.center, d // 2, 1)
    cx, cy = disc.center
    eye = pygame.Rect(0, 0, max(6, d * 6 // 10), max(4, d * 36 // 100))
    eye.center = (cx, cy)
    pygame.draw.ellipse(surface, theme.WHITE, eye, max(1, d // 12))
    pygame.draw.circle(surface, theme.WHITE, (cx, cy), max(1, d // 9))
    reach = d * 32 // 100
    pygame.draw.line(surface, (8, 16, 20), (cx - reach, cy + reach), (cx + reach, cy - reach), max(3, d // 5))
    pygame.draw.line(surface, theme.WHITE, (cx - reach, cy + reach), (cx + reach, cy - reach), max(1, d // 10))
    return disc


STATUS_DISC = (246, 236, 212)  # the light disc under an icon of what a side lacks: dark icons (rum) show on the felt
PROVISION_RINGS = {"water": (47, 120, 196), "beans": (60, 143, 58), "bread": (139, 90, 43), "meat": (196, 48, 43),
                   "rum": (38, 34, 32), "bananas": (214, 168, 20)}  # each provision's colour (the cards' frames)


def _side_status(pic: StortebekerPicture, surface: pygame.Surface, stacks: list[list[pygame.Rect]],
                 lacks: list[tuple[str, int]]) -> None:
    """What the seat still lacks at this ship (public: provisions lie face up): an icon a card on a light disc
    ringed in the provision's colour, those of a kind stacked; or a tick, in the places the layout keeps for them."""
    if not lacks:
        r = stacks[0][0]
        pygame.draw.circle(surface, theme.LEGAL, r.center, r.w // 2)
        pygame.draw.circle(surface, theme.INK, r.center, r.w // 2, 1)
        tick = [(r.x + r.w * 0.22, r.centery), (r.x + r.w * 0.45, r.centery + r.w * 0.23),
                (r.x + r.w * 0.8, r.centery - r.w * 0.25)]
        pygame.draw.lines(surface, theme.INK, False, tick, max(2, r.w // 8))
        return
    for (p, _n), stack in zip(lacks, stacks):
        for r in stack:
            status_icon(pic, surface, r, p)


def status_icon(pic: StortebekerPicture, surface: pygame.Surface, r: pygame.Rect, ptype: str) -> None:
    """One kind of provision a side lacks, in `r`: its icon on a light disc ringed in its colour."""
    radius = r.w // 2
    pygame.draw.circle(surface, STATUS_DISC, r.center, radius)
    pygame.draw.circle(surface, PROVISION_RINGS.get(ptype, theme.INK), r.center, radius, max(1, r.w // 10))
    size = round(r.w * 0.88)  # the icon's figure fills 90% of its box: within the disc's ring, nearly to it
    icon = pic.art.icon(f"icon-{ptype}", size)
    surface.blit(icon, icon.get_rect(center=r.center))


def _seat_panel(pic: StortebekerPicture, surface: pygame.Surface, seat: int) -> list[pygame.Rect]:
    """A seat's panel: its name, score, cards and ships, its hand (another's, backs), the cards it took in a trade;
    returns where its words lie."""
    lay = pic.layout
    d = pic.display
    p = lay.panels[seat]
    pad = lay.vp.px(8)
    painting.seat_frame(pic.sight, surface, seat, p, lay.font, pad, name_width=p.w // 2)
    labels = [pygame.Rect(p.x, p.y, p.w, pad // 2 + line_height(lay.font) + line_height(lay.small))]  # name, counts
    score = ngettext("{n} point", "{n} points", d.scores[seat]).format(n=d.scores[seat])
    text(surface, score, (p.right - pad, p.y + pad // 2), lay.font, theme.GOLD, "topright", bold=True)
    n = len(d.hands[seat])
    ships = len(d.won[seat])
    sub = ngettext("{n} card", "{n} cards", n).format(n=n) + " · " + ngettext(
        "{n} ship", "{n} ships", ships).format(n=ships)
    text(surface, sub, (p.x + pad, p.y + pad // 2 + lay.font), lay.small, theme.MUTED)
    if seat != pic.sight.bottom:
        _still(pic, surface, d.hands[seat])
    if d.taken and d.turn == seat:
        r = lay.taken(seat, len(d.taken))[0]
        labels.append(text(surface, _("traded"), (r.x, r.y - 2), max(9, lay.small - 2), theme.MUTED, "bottomleft"))
        _still(pic, surface, d.taken)
    _still(pic, surface, d.won[seat])
    return labels


def _choices(pic: StortebekerPicture, surface: pygame.Surface) -> None:
    """Buttons for the decisions that are not card play; a greyed one (no trade now, a choice a lesson's coach does
    not ask for) says why in its tooltip."""
    lay = pic.layout
    picks = pic.sight.picks
    focus = picks.focus
    for t in pic.disabled if picks.active else ():
        hovered = t.rect.collidepoint(picks.pointer)
        panel(surface, t.rect, (62, 70, 72), radius=t.rect.h // 4, border=theme.MUTED if hovered else (0, 0, 0),
              width=2)
        _label(surface, t.label, t.rect, lay.small, theme.MUTED)
    for t in picks.free:
        if t.rect.colliderect(lay.choices_area):
            focused = focus is not None and focus.action == t.action
            hovered = t.rect.collidepoint(picks.pointer) or focused
            panel(surface, t.rect, (196, 140, 34) if hovered else (150, 100, 24), radius=t.rect.h // 4,
                  border=theme.HIGHLIGHT if hovered else (0, 0, 0), width=2)
            if focused:  # the keyboard's button: plain at a glance
                pygame.draw.rect(surface, theme.WHITE, t.rect.inflate(8, 8), 3, border_radius=t.rect.h // 4 + 4)
            _label(surface, t.label, t.rect, lay.small, theme.WHITE)


def _label(surface: pygame.Surface, label: str, r: pygame.Rect, size: int, colour: tuple[int, int, int]) -> None:
    """A button's label, on two lines if one is too narrow for it and the button is tall enough (a counterattack's
    cards and odds are long), shortened only if two are not enough."""
    rows = wrap(label, size, r.w - 10, bold=True)
    if len(rows) > 1 and 2 * line_height(size, True) <= r.h + 4:
        rows = wrap(label, size, r.w - 10, bold=True, most=2)
        top = r.centery - line_height(size, True) * len(rows) // 2
        for i, row in enumerate(rows):
            text(surface, row, (r.centerx, top + i * line_height(size, True)), size, colour, "midtop", bold=True,
                 max_width=r.w - 10)
        return
    text(surface, label, r.center, size, colour, "center", bold=True, max_width=r.w - 10)


# How each kind of place for a picked card looks: placing is green, a broadside red, the discard
# pile blue; each with its own mark, so that colour is not the only difference.
LOOKS: dict[type, tuple[int, int, int]] = {
    act.Place: theme.LEGAL,
    act.Broadside: theme.DANGER,
    act.Discard: (120, 170, 235),
}


def _targets(pic: StortebekerPicture, surface: pygame.Surface, labels: list[pygame.Rect]) -> None:
    """The places the picked card may go (or, with no card picked, the ships to board), each in its kind's colour
    and mark; the one under the pointer stronger, the keyboard's unmistakable (`focus_mark`), its tag clear of the
    table's `labels`."""
    lay = pic.layout
    picks = pic.sight.picks
    if not picks.active:
        return
    focus = picks.focus
    targets = picks.targets if picks.picked is not None else [
        t for t in picks.free if not t.rect.colliderect(lay.choices_area)]
    focused = None
    for t in targets:
        keyboard = focus is not None and t.action == focus.action
        strong = t.rect.collidepoint(picks.pointer) or keyboard
        focused = t if keyboard else focused
        look = LOOKS.get(type(t.action))
        if look is None:  # boarding a ship, outside card play
            glow(surface, t.rect, theme.HIGHLIGHT if strong else theme.LEGAL, radius=8, pulse=True)
            continue
        _mark(pic, surface, t, look, strong)
        glow(surface, t.rect, look, width=5 if strong else 3, radius=8, pulse=not strong)
    if focused is not None:
        at = None
        if isinstance(focused.action, act.Place):  # the arrow points at the very spot the card lands on
            at = side_spots(pic, pic.display.slot_of(focused.action.ship), pic.sight.bottom)[1]
        keep_off = [*labels, lay.pile_area, lay.reserve_area, lay.hand_area, lay.prompt]
        painting.focus_mark(surface, focused, short_name(focused), lay.font, keep_off, at)


def _mark(pic: StortebekerPicture, surface: pygame.Surface, t, colour: tuple[int, int, int], strong: bool) -> None:
    """The sign of a target's kind: the card itself, faint, where it would lie; cross-hairs on a ship
    to fire at; an arrow into the discard pile."""
    r = t.rect
    if isinstance(t.action, act.Place):  # the card's ghost is drawn among the side's cards (`side_spots`)
        return
    c, size = r.center, max(8, min(r.w, r.h) // 3)
    if isinstance(t.action, act.Broadside):
        pygame.draw.circle(surface, colour, c, size, 3)
        pygame.draw.circle(surface, colour, c, max(2, size // 4))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(surface, colour, (c[0] + dx * size // 2, c[1] + dy * size // 2),
                             (c[0] + dx * (size + size // 2), c[1] + dy * (size + size // 2)), 3)
        return
    head = [(c[0] - size, c[1]), (c[0] + size, c[1]), (c[0], c[1] + size)]
    pygame.draw.rect(surface, colour, (c[0] - size // 3, c[1] - size, 2 * (size // 3), size))
    pygame.draw.polygon(surface, colour, head)


def _boarding(pic: StortebekerPicture, surface: pygame.Surface) -> None:
    """The ship being boarded (or fired at) glows red while it is fought over: steadily, unlike the places a
    person may act on, which breathe (and a picture that does not change is not drawn again while an AI
    thinks: `Scene.look`)."""
    target = pic.view.target
    if target is None or pic.sight.catching_up or pic.sight.over:
        return
    slot = pic.display.ship_slot(target)
    if slot is not None:
        glow(surface, pic.layout.tile(slot), theme.DANGER, radius=8)


def _dice(pic: StortebekerPicture, surface: pygame.Surface) -> None:
    lay = pic.layout
    a = lay.dice_area  # its panel is in the backdrop
    head = text(surface, _("Dice"), (a.x + 10, a.y + 6), lay.small, theme.GOLD, bold=True)
    if not pic.dice.dice:  # nothing rolled yet: what the dice will be for (an empty panel told a newcomer nothing)
        step = line_height(lay.small)
        most = max(1, (a.bottom - 4 - head.bottom - 4) // step)
        said = dice_help()
        rows = wrap(said, lay.small, a.w - 20)
        if len(rows) > most:  # a small window: the first sentence (boarding), cut with "…" if even that is too long
            rows = wrap(said.split(". ")[0] + ".", lay.small, a.w - 20, most=most)
        for i, row in enumerate(rows):
            text(surface, row, (a.x + 10, head.bottom + 4 + i * step), lay.small, theme.MUTED, shadow=False)
    pic.dice.draw(surface)
    if pic.dice_note and not pic.dice.rolling:
        text(surface, pic.dice_note, (a.centerx, a.bottom - 8), lay.small, theme.WHITE, "midbottom",
             max_width=a.w - 12)


def _prompt(pic: StortebekerPicture, surface: pygame.Surface) -> None:
    lay = pic.layout
    painting.prompt(surface, lay.prompt, painting.deciding(pic.sight), prompt_lines(pic), lay.font, lay.small,
                    lay.vp.px(10))


PAINTER = Painter(paint, tooltip, _whereabouts)
