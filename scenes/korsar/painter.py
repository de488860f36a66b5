"""Drawing the Korsar table: background, seat panels, galleons with their attacks, hands, prompt,
log and effects. Reads the scene; changes nothing."""

from __future__ import annotations

import math

import pygame

from game.korsar import actions as act
from game.korsar.cards import card_named
from scenes import painting, symbols, theme
from scenes.assets import SMALL
from scenes.i18n import _, ngettext
from scenes.korsar.sea import BADGE_RING
from scenes.korsar.words import card_label, colour_name
from scenes.sprites import CardSprite, glow
from scenes.widgets import felt, line_height, panel, text


def paint(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    if lay is None or scene.sea is None:
        return
    surface.blit(felt(surface.get_size()), (0, 0))
    pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 260)
    _areas(scene, surface)
    for seat in range(scene.match.setup.players):
        _seat_panel(scene, surface, seat)
    _zones(scene, surface)
    _galleons(scene, surface)
    _piles(scene, surface, pulse)
    room = min(lay.pile.w + lay.vp.px(40), 2 * lay.pile.centerx)
    painting.pile_label(surface, lay.pile_card(), _("Pile"), len(scene.display.pile), lay.small, room)
    painting.pile_label(surface, lay.removed_card(), _("Out of the game"), len(scene.display.removed), lay.small,
                        room)
    _hands(scene, surface)
    painting.last_move(scene, surface)
    painting.moving(scene, surface, lambda surf, s, _o: scene.art.draw(surf, s))
    _targets(scene, surface, pulse)
    scene.log.draw(surface, lay.log, lay.small, _("Log"), scene.viewer)
    _prompt(scene, surface)
    _effects(scene, surface)
    _tooltip(scene, surface)


def _areas(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    panel(surface, lay.galleons, (0, 0, 0, 40), radius=16)
    if not scene.display.pile:
        r = lay.pile_card()
        pygame.draw.rect(surface, theme.MUTED, r, 2, border_radius=8)
        text(surface, _("empty"), r.center, lay.small, theme.MUTED, "center")
    if not scene.display.galleons:
        text(surface, _("No galleon at sea"), lay.galleons.center, lay.font, theme.MUTED, "center", shadow=False)


def _seat_panel(scene, surface: pygame.Surface, seat: int) -> None:
    lay = scene.layout
    p = lay.panels[seat]
    colour = theme.seat_colour(seat)
    pad = lay.vp.px(10)
    turn = painting.seat_frame(scene, surface, seat, p, lay.font, pad)
    sub = []
    if scene.teams:
        sub.append(_("Team {n}").format(n=seat // 2 + 1))
    n = len(scene.display.hands[seat])
    sub.append(ngettext("{n} card", "{n} cards", n).format(n=n))
    text(surface, " · ".join(sub), (p.x + pad, p.y + pad // 2 + lay.font), lay.small, theme.MUTED,
         max_width=p.w - 2 * pad)
    loot = lay.loot_spot(seat)
    gold = scene.display.gold(seat)
    coin = scene.art.icon("coin", lay.font)
    label = str(gold)
    lw = text(surface, label, (-1000, -1000), lay.font, shadow=False).w
    x = loot.centerx - (coin.get_width() + 4 + lw) // 2
    y = loot.y - lay.font - 2
    surface.blit(coin, (x, y))
    text(surface, label, (x + coin.get_width() + 4, y + coin.get_height() // 2), lay.font, theme.GOLD, "midleft",
         bold=True)
    if scene.display.loot[seat]:
        scene.art.draw(surface, scene.display.loot[seat][-1].sprite, shadow=False)
    else:
        pygame.draw.rect(surface, (60, 90, 90), loot, 1, border_radius=6)
    if turn and p.y + pad // 2 + line_height(lay.small) <= y:  # a small window has no room: the frame says it
        text(surface, _("turn"), (p.right - pad, p.y + pad // 2), lay.small, colour, "topright", bold=True)


def _side_colour(scene, side: int) -> tuple[int, int, int]:
    return theme.seat_colour(2 * side if scene.teams else side)


def _side_name(scene, side: int) -> str:
    if scene.teams:
        return _("Team {n}").format(n=side + 1)
    return scene.names[side]


def _zones(scene, surface: pygame.Surface) -> None:
    """Each seat's part of the sea, in front of it, tinted and named in its colour."""
    lay = scene.layout
    for seat, zone in scene.sea.zones.items():
        colour = theme.seat_colour(seat)
        panel(surface, zone.rect, (*colour, 22), radius=10, border=tuple(c * 3 // 5 for c in colour), width=1)
        name = scene.names[seat]
        if scene.teams:
            name = f"{name} · " + _("Team {n}").format(n=seat // 2 + 1)
        text(surface, name, zone.name.topleft, max(10, lay.small - 1), colour, bold=True, shadow=False,
             max_width=zone.name.w)


def _galleons(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    small = max(10, lay.small - 1)
    for slot in scene.display.galleons.values():
        berth = scene.sea.berths.get(slot.gid)
        if berth is None:
            continue
        if not slot.sprite.moving:
            scene.art.draw(surface, slot.sprite)
        text(surface, slot.gid, berth.title, small, theme.MUTED, "center", shadow=False)
        for i, (side, sprites) in enumerate(slot.columns()):
            for s in sprites:
                if s.moving:
                    continue
                ring = _side_colour(scene, side) if s is slot.character else None
                scene.art.draw(surface, s, outline=ring, shadow=False)
            if slot.attacks.get(side) and i < len(berth.badges):
                _badge(surface, berth.badges[i], berth.badge_radius, slot.strength(side),
                       theme.PIRATE_COLOURS.get(slot.colour(side), (90, 90, 90)), _side_colour(scene, side))
                if scene.app.settings.colour_blind:  # the pirates' colour and the side's seat as shapes
                    cx, cy = berth.badges[i]
                    r = berth.badge_radius
                    symbols.colour_symbol(surface, slot.colour(side) or "", (cx - r, cy + r - 2), max(10, r * 2 // 3))
                    seat = 2 * side if scene.teams else side
                    symbols.seat_symbol(surface, seat, (cx + r, cy + r - 2), max(10, r * 2 // 3))
        for s in slot.displaced:
            scene.art.draw(surface, s)
        holder = scene.rules.controller(scene.match.state, slot.as_galleon())
        if holder is None:
            note, colour = _("tie: nobody holds it"), theme.MUTED
        elif holder == (slot.owner // 2 if scene.teams else slot.owner) and not slot.attacks and not slot.character:
            note, colour = "", theme.MUTED
        else:
            note, colour = _("held by {name}").format(name=_side_name(scene, holder)), _side_colour(scene, holder)
        if note:
            text(surface, note, berth.note, lay.small, colour, "midtop", max_width=berth.area.w)


def _badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, value: int,
           fill: tuple[int, int, int], ring: tuple[int, int, int]) -> None:
    """An attack's strength, in its pirates' colour, ringed in the attacker's colour."""
    pygame.draw.circle(surface, ring, centre, radius + BADGE_RING)
    pygame.draw.circle(surface, fill, centre, radius)
    text(surface, str(value), centre, max(SMALL + 2, int(radius * 1.6)), theme.WHITE, "center", bold=True)


def _piles(scene, surface: pygame.Surface, pulse: float) -> None:
    d = scene.display
    for s in d.pile[-4:]:
        if not s.moving:
            scene.art.draw(surface, s, shadow=s is d.pile[-4:][0])
    for s in d.removed[-2:]:
        if not s.moving:
            scene.art.draw(surface, s)
    picker = scene.picker
    if picker.active and picker.picked is None:
        for t in scene.free_targets():
            target = picker.focused_target if picker.keyboard else None
            focused = target is not None and target.action == t.action
            glow(surface, t.rect, theme.HIGHLIGHT if focused else theme.LEGAL, pulse=pulse)


def _hands(scene, surface: pygame.Surface) -> None:
    d = scene.display
    for seat, hand in enumerate(d.hands):
        if seat == scene.bottom:
            continue
        for s in hand:
            if not s.moving:
                scene.art.draw(surface, s, shadow=False)
    painting.hand(scene, surface, d.hands[scene.bottom], lambda surf, s, outline: scene.art.draw(surf, s, outline))


def _targets(scene, surface: pygame.Surface, pulse: float) -> None:
    """Where the picked card may go, each drawn exactly where it would lie: the card itself, faint."""
    picker = scene.picker
    for t in picker.targets:
        focused = (picker.keyboard and t is picker.focused_target) or t.rect.collidepoint(picker.pointer)
        colour = theme.HIGHLIGHT if focused else theme.LEGAL
        if isinstance(t.action, act.Play) and picker.picked is not None:
            s = CardSprite(picker.picked.face)
            s.x, s.y, s.w, s.h = t.rect.x, t.rect.y, t.rect.w, t.rect.h
            scene.art.draw(surface, s, shadow=False, alpha=150 if focused else 80)
        glow(surface, t.rect, colour, radius=max(4, t.rect.w // 10), pulse=pulse)


def _prompt(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    lines: list[painting.Line] = []
    if scene.my_turn() is not None:
        picked = scene.picker.picked
        if picked is not None and picked.face:
            card = card_label(card_named(picked.face))
            if scene.picker.targets:
                lines.append((_("Where does {card} go? Click a glowing place, or use arrows and Enter.")
                              .format(card=card), theme.WHITE))
            else:
                lines.append((_("{card} cannot be played now.").format(card=card), theme.DANGER))
        elif scene.can_draw():
            lines.append((_("Draw from the pile, or pick a card to play."), theme.WHITE))
        else:
            lines.append((_("The pile is empty: play a card or discard one."), theme.WHITE))
    lines += scene.notices()
    buttons = scene.prompt_buttons()
    bottom = min((rect.y for rect, _action in buttons), default=None)
    painting.prompt(surface, lay.prompt, painting.deciding(scene), lines, lay.font, lay.small, lay.vp.px(10), bottom)
    for rect, _action in buttons:
        label = _("Cancel") if scene.picker.picked is not None else _("Draw a card")
        hovered = rect.collidepoint(scene.picker.pointer)
        panel(surface, rect, (196, 140, 34) if hovered else (160, 108, 24), radius=rect.h // 4, border=(0, 0, 0),
              width=1)
        text(surface, label, rect.center, lay.font, theme.WHITE, "center", bold=True)


def _effects(scene, surface: pygame.Surface) -> None:
    scene.effects.draw(surface, scene.layout.big)


def _tooltip(scene, surface: pygame.Surface) -> None:
    """Pointing at a galleon shows who attacks it with what, and who holds it."""
    if scene.covered:  # an overlay is open: the table under it shows no tooltip
        return
    lay = scene.layout
    pointer = scene.picker.pointer
    if scene.picker.drag is not None:
        return
    d = scene.display
    card = scene.picker.card_at(pointer)
    if card is not None and card.face:
        painting.tooltip(surface, [card_label(card_named(card.face))], pointer, lay.small)
        return
    for t in scene.picker.targets:
        if t.rect.collidepoint(pointer):
            painting.tooltip(surface, [t.label], pointer, lay.small)
            return
    for slot in d.galleons.values():
        berth = scene.sea.berths.get(slot.gid)
        if berth is None or not berth.galleon.collidepoint(pointer):
            continue
        lines = [_("{gid}: {gold} gold, launched by {name}").format(
            gid=slot.gid, gold=card_named(slot.sprite.face or "galleon2").value, name=scene.names[slot.owner])]
        for side in slot.attacks:
            lines.append(_("{name}: {colour}, strength {n}").format(
                name=_side_name(scene, side), colour=colour_name(slot.colour(side)), n=slot.strength(side)))
        if slot.character is not None and slot.character.face:
            lines.append(_("{card}, for {name}").format(card=card_label(card_named(slot.character.face)),
                                                        name=_side_name(scene, slot.character_side or 0)))
        painting.tooltip(surface, lines, pointer, lay.small)
        return
