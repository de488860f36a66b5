"""Drawing the Störtebeker table: piles and the reserve, the ships with every seat's side and what
it still lacks, the score track, the dice, seat panels, the hand, the choices, log and prompt."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.stortebeker import actions as act
from game.stortebeker.components import card_named, tile_named
from game.stortebeker.state import BOARD, BROADSIDE, COUNTER, DROP, LOSE, PLAY
from scenes import painting, symbols, theme
from scenes.i18n import _, ngettext
from scenes.sprites import CardSprite, glow
from scenes.stortebeker.layout import TRACK
from scenes.stortebeker.words import card_label, provision_name
from scenes.widgets import felt, panel, text


def paint(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    if lay is None:
        return
    surface.blit(felt(surface.get_size()), (0, 0))
    pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 260)
    _piles(scene, surface)
    _ships(scene, surface)
    _track(scene, surface)
    for seat in range(scene.match.setup.players):
        _seat_panel(scene, surface, seat)
    painting.hand(scene, surface, scene.display.hands[scene.bottom],
                  lambda surf, s, outline: scene.art.draw(surf, s, outline=outline))
    painting.last_move(scene, surface)
    painting.moving(scene, surface, lambda surf, s, _o: scene.art.draw(surf, s))
    _choices(scene, surface, pulse)
    _targets(scene, surface, pulse)
    _boarding(scene, surface, pulse)
    _dice(scene, surface)
    scene.log.draw(surface, lay.log_area, lay.small, _("Log"), scene.viewer)
    _prompt(scene, surface)
    scene.effects.draw(surface, lay.big)
    _tooltip(scene, surface)


def _still(scene, surface: pygame.Surface, sprites, outline=None, shadow: bool = False) -> None:
    for s in sprites:
        if not s.moving:
            scene.art.draw(surface, s, outline=outline, shadow=shadow)


def _piles(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    d = scene.display
    _still(scene, surface, d.pile[-3:])
    _still(scene, surface, d.discard[-1:])
    for label, card, count in ((_("Draw pile"), lay.pile(), len(d.pile)),
                               (_("Discard pile"), lay.discard(), len(d.discard))):
        painting.pile_label(surface, card, label, count, lay.small, lay.pile_area.w + lay.vp.px(16))
    if not d.pile:
        pygame.draw.rect(surface, theme.MUTED, lay.pile(), 2, border_radius=6)
    if not d.discard:
        pygame.draw.rect(surface, theme.MUTED, lay.discard(), 2, border_radius=6)
    a = lay.reserve_area
    text(surface, _("Reserve"), (a.centerx, a.y), lay.small, theme.MUTED, "midtop", max_width=a.w)
    _still(scene, surface, list(reversed(d.reserve[:4])), shadow=True)
    if d.reserve:
        painting.count_badge(surface, d.reserve[0].rect, len(d.reserve), lay.small)


def _ships(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    d = scene.display
    for slot, sh in enumerate(d.ships):
        col = lay.columns[slot]
        panel(surface, col, (0, 0, 0, 40), radius=12)
        if sh is None:
            text(surface, _("(captured)"), lay.tile(slot).center, lay.small, theme.MUTED, "center")
            continue
        if not sh.tile.moving:
            scene.art.draw(surface, sh.tile)
            if scene.app.settings.colour_blind:  # the ship's colour as a shape, by its strength shield
                t = sh.tile.rect
                size = max(12, t.h // 6)
                symbols.colour_symbol(surface, tile_named(sh.tid).colour, (t.centerx, t.y + size // 2 + 4), size)
        for seat, side in enumerate(sh.sides):
            row = lay.side_row(slot, seat)
            colour = theme.seat_colour(seat)
            pygame.draw.rect(surface, colour, (row.x + lay.vp.px(4), row.y + 2, lay.vp.px(6), row.h - 4),
                             border_radius=3)
            if scene.app.settings.colour_blind:
                size = max(10, min(row.h - 4, lay.vp.px(14)))
                symbols.seat_symbol(surface, seat, (row.x + lay.vp.px(7), row.y + 2 + size // 2), size)
            _still(scene, surface, side.all())
            for s in side.hidden:  # the viewer's own face-down pirates: shown to it, marked as hidden
                if s.label and not s.moving:
                    veil = pygame.Surface(s.rect.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 110))
                    surface.blit(veil, s.rect)
                    _tag(surface, s.rect, _("hidden"), lay.small)
            _side_status(scene, surface, row, sh.missing(seat), side, lay.status_icon(slot))


def _tag(surface: pygame.Surface, card: pygame.Rect, label: str, size: int) -> None:
    """A small dark label across the bottom of a card, as wide as its words need (wider than a small
    card if need be), so it stays readable where the card is not."""
    w = text(surface, label, (-1000, -1000), size, shadow=False)
    tag = pygame.Rect(0, 0, w.w + 8, w.h + 2)
    tag.midbottom = (card.centerx, card.bottom - 2)
    panel(surface, tag, (8, 16, 20, 220), radius=tag.h // 3)
    text(surface, label, tag.center, size, theme.WHITE, "center", shadow=False)


def _side_status(scene, surface: pygame.Surface, row: pygame.Rect, missing: list[str], side, size: int) -> None:
    """What the seat still lacks at this ship (public: provisions lie face up), or a tick."""
    if not side.all():
        return
    x = row.right - scene.layout.vp.px(4)
    if not missing:
        cy = row.centery
        pygame.draw.circle(surface, theme.LEGAL, (x - size // 2, cy), size // 2)
        tick = [(x - size * 0.8, cy), (x - size * 0.55, cy + size * 0.25), (x - size * 0.2, cy - size * 0.25)]
        pygame.draw.lines(surface, theme.INK, False, tick, 3)
        return
    for p in reversed(missing):
        icon = scene.art.icon(f"icon-{p}", size).copy()
        icon.set_alpha(110)
        x -= size + 1
        surface.blit(icon, (x, row.centery - size // 2))


def _track(scene, surface: pygame.Surface) -> None:
    """The 44-space score track; past 44 a marker goes round again (RULES.md 2.1)."""
    lay = scene.layout
    surface.blit(_track_spaces(lay.track_area.size, tuple(tuple(lay.track_cell(i).move(
        -lay.track_area.x, -lay.track_area.y)) for i in range(TRACK))), lay.track_area)
    at: dict[int, int] = {}
    for seat, m in enumerate(scene.markers):
        space = int(round(m.pos)) % TRACK
        r = lay.track_cell(space)
        k = at.get(space, 0)
        at[space] = k + 1
        radius = max(5, r.h // 3)
        centre = (r.centerx + k * 3, r.centery - k * 4)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
        if scene.app.settings.colour_blind:
            symbols.seat_symbol(surface, seat, centre, 2 * radius + 2)
        else:
            pygame.draw.circle(surface, theme.seat_colour(seat), centre, radius)
            pygame.draw.circle(surface, theme.INK, centre, radius, 1)


@lru_cache(maxsize=4)
def _track_spaces(size: tuple[int, int], cells: tuple[tuple[int, int, int, int], ...]) -> pygame.Surface:
    """The empty track, drawn once per window size."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    for space, cell in enumerate(cells):
        r = pygame.Rect(cell)
        pygame.draw.rect(layer, (30, 60, 70) if space % 5 else (60, 90, 96), r, border_radius=3)
        if space % 5 == 0:
            text(layer, str(space), r.center, max(9, r.h // 2), theme.MUTED, "center", shadow=False)
    return layer


def _seat_panel(scene, surface: pygame.Surface, seat: int) -> None:
    lay = scene.layout
    d = scene.display
    p = lay.panels[seat]
    pad = lay.vp.px(8)
    painting.seat_frame(scene, surface, seat, p, lay.font, pad, name_width=p.w // 2)
    score = ngettext("{n} point", "{n} points", d.scores[seat]).format(n=d.scores[seat])
    text(surface, score, (p.right - pad, p.y + pad // 2), lay.font, theme.GOLD, "topright", bold=True)
    n = len(d.hands[seat])
    ships = len(d.won[seat])
    sub = ngettext("{n} card", "{n} cards", n).format(n=n) + " · " + ngettext(
        "{n} ship", "{n} ships", ships).format(n=ships)
    text(surface, sub, (p.x + pad, p.y + pad // 2 + lay.font), lay.small, theme.MUTED)
    if seat != scene.bottom:
        _still(scene, surface, d.hands[seat])
    if d.taken and d.turn == seat:
        r = lay.taken(seat, len(d.taken))[0]
        text(surface, _("traded"), (r.x, r.y - 2), max(9, lay.small - 2), theme.MUTED, "bottomleft")
        _still(scene, surface, d.taken)
    _still(scene, surface, d.won[seat])


def _choices(scene, surface: pygame.Surface, pulse: float) -> None:
    """Buttons for the decisions that are not card play."""
    lay = scene.layout
    picker = scene.picker
    if not picker.active:
        return
    focus = picker.focused_target if picker.keyboard else None
    for t in scene.free_targets():
        if t.rect.colliderect(lay.choices_area):
            hovered = t.rect.collidepoint(picker.pointer) or (focus is not None and focus.action == t.action)
            panel(surface, t.rect, (196, 140, 34) if hovered else (150, 100, 24), radius=t.rect.h // 4,
                  border=theme.HIGHLIGHT if hovered else (0, 0, 0), width=2)
            text(surface, t.label, t.rect.center, lay.small, theme.WHITE, "center", bold=True, max_width=t.rect.w - 10)


# How each kind of place for a picked card looks: placing is green, a broadside red, the discard
# pile blue; each with its own mark, so that colour is not the only difference.
LOOKS: dict[type, tuple[int, int, int]] = {
    act.Place: theme.LEGAL,
    act.Broadside: theme.DANGER,
    act.Discard: (120, 170, 235),
}


def _targets(scene, surface: pygame.Surface, pulse: float) -> None:
    lay = scene.layout
    picker = scene.picker
    if not picker.active:
        return
    focus = picker.focused_target if picker.keyboard else None
    targets = picker.targets if picker.picked is not None else [
        t for t in scene.free_targets() if not t.rect.colliderect(lay.choices_area)]
    for t in targets:
        strong = t.rect.collidepoint(picker.pointer) or (focus is not None and t.action == focus.action)
        look = LOOKS.get(type(t.action))
        if look is None:  # boarding a ship, outside card play
            glow(surface, t.rect, theme.HIGHLIGHT if strong else theme.LEGAL, radius=8, pulse=pulse)
            continue
        _mark(scene, surface, t, look, strong)
        glow(surface, t.rect, look, width=5 if strong else 3, radius=8, pulse=1.0 if strong else pulse)


def _mark(scene, surface: pygame.Surface, t, colour: tuple[int, int, int], strong: bool) -> None:
    """The sign of a target's kind: the card itself, faint, where it would lie; cross-hairs on a ship
    to fire at; an arrow into the discard pile."""
    r = t.rect
    if isinstance(t.action, act.Place):
        spot = scene.place_for(t)
        if spot is not None and scene.picker.picked is not None:
            ghost = CardSprite(scene.picker.picked.face)
            ghost.x, ghost.y, ghost.w, ghost.h = spot.x, spot.y, spot.w, spot.h
            scene.art.draw(surface, ghost, shadow=False, alpha=150 if strong else 90)
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


def _boarding(scene, surface: pygame.Surface, pulse: float) -> None:
    """The ship being boarded (or fired at) glows red while it is fought over."""
    state = scene.match.state
    if state.target is None or scene.pending or scene.match.is_over:
        return
    r = scene._tile_rect(state.target)
    if r is not None:
        glow(surface, r, theme.DANGER, radius=8, pulse=pulse)


def _dice(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    a = lay.dice_area
    panel(surface, a, theme.PANEL, radius=10)
    text(surface, _("Dice"), (a.x + 10, a.y + 6), lay.small, theme.GOLD, bold=True)
    scene.dice.draw(surface)
    if scene.dice_note and not scene.dice.rolling:
        text(surface, scene.dice_note, (a.centerx, a.bottom - 8), lay.small, theme.WHITE, "midbottom",
             max_width=a.w - 12)


def step_help(step: str) -> str:
    return {
        BROADSIDE: _("The broadside hits: take the provision if you still lack that type, or sink it."),
        BOARD: _("Board a ship whose requirement you hold (the odds are on the buttons), or stop."),
        LOSE: _("The boarding failed: choose which provision the die costs you."),
        DROP: _("Choose which pirate you can no longer keep."),
    }.get(step, "")


def _prompt(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    lines: list[painting.Line] = []
    if scene.match.is_over:
        pass
    elif scene.my_turn() is not None:
        step = scene.step()
        if step == PLAY:
            left = scene.match.state.cards_left
            lines.append((ngettext("Play {n} more card: place, trade or discard, then a broadside.",
                                   "Play {n} more cards: place, trade or discard, then a broadside.", left)
                          .format(n=left), theme.WHITE))
            picked = scene.picker.picked
            if picked is not None and picked.label:
                lines.append((_("{card}: click where it goes.").format(card=card_label(card_named(picked.label))),
                              theme.HIGHLIGHT))
        elif step == COUNTER:
            state = scene.match.state
            boarder = state.totals[0][0]
            lines.append((_("{name} boarded {ship} with {total}. Counterattack, or let it go?").format(
                name=scene.names[boarder], ship=state.target, total=max(t for _s, t in state.totals)), theme.WHITE))
        else:
            lines.append((step_help(step), theme.WHITE))
    else:
        lines.append((_("Round {n}").format(n=scene.display.round), theme.MUTED))
    lines += scene.notices()
    painting.prompt(surface, lay.prompt_area, painting.deciding(scene), lines, lay.font, lay.small, lay.vp.px(10))


def _tooltip(scene, surface: pygame.Surface) -> None:
    if scene.covered:  # an overlay is open: the table under it shows no tooltip
        return
    painting.tooltip(surface, hover_lines(scene), scene.picker.pointer, scene.layout.small)


def hover_lines(scene) -> list[str]:
    """What the pointer is on: a place for the picked card (what playing it there does), a card in
    the hand, or a ship."""
    pointer = scene.picker.pointer
    for t in scene.picker.targets if scene.picker.picked is not None else []:
        if t.rect.collidepoint(pointer):
            return [t.label]
    if scene.picker.drag is not None and scene.picker.drag.moved:
        return []
    card = scene.picker.card_at(pointer)
    if card is not None and card.label:
        return [card_label(card_named(card.label))]
    lay = scene.layout
    for slot, sh in enumerate(scene.display.ships):
        if sh is not None and lay.tile(slot).collidepoint(pointer):
            t = tile_named(sh.tid)
            needs = ", ".join(f"{n} {provision_name(p)}" if n > 1 else provision_name(p) for p, n in t.requirement)
            return [_("{ship}: {value} points, strength {strength}; needs {needs}").format(
                ship=t.tid, value=t.value, strength=t.strength, needs=needs)]
    return []
