"""Drawing the Korsar table: background, seat panels, galleons with their attacks, hands, prompt,
log and effects. Reads the scene; changes nothing."""

from __future__ import annotations

import math

import pygame

from game.korsar import actions as act
from game.korsar.cards import card_named
from scenes import painting, symbols, theme
from scenes.i18n import _, ngettext
from scenes.korsar.words import card_label, colour_name
from scenes.sprites import CardSprite, glow
from scenes.widgets import felt, line_height, panel, text


def paint(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    if lay is None:
        return
    surface.blit(felt(surface.get_size()), (0, 0))
    pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 260)
    _areas(scene, surface)
    for seat in range(scene.match.setup.players):
        _seat_panel(scene, surface, seat)
    _galleons(scene, surface, pulse)
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
        # at the top of the sea: a launched galleon's ghost takes the middle
        text(surface, _("No galleon at sea"), (lay.galleons.centerx, lay.galleons.y + lay.vp.px(12)), lay.font,
             theme.MUTED, "midtop")


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


def _galleons(scene, surface: pygame.Surface, pulse: float) -> None:
    lay = scene.layout
    d = scene.display
    for slot, geo in zip(d.galleons.values(), lay.slots(len(d.galleons))):
        if not slot.sprite.moving:
            scene.art.draw(surface, slot.sprite)
        for i, (side, sprites) in enumerate(slot.attacks.items()):
            for s in sprites:
                if not s.moving:
                    scene.art.draw(surface, s, shadow=False)
            if sprites:
                _badge(surface, geo.badges[i], geo.mini[0] // 2 + 2, slot.strength(side),
                       theme.PIRATE_COLOURS.get(slot.colour(side), (90, 90, 90)), _side_colour(scene, side))
                if scene.app.settings.colour_blind:  # the pirates' colour and the side's seat as shapes
                    cx, cy = geo.badges[i]
                    r = max(9, geo.mini[0] // 2 + 2)
                    symbols.colour_symbol(surface, slot.colour(side) or "", (cx - r, cy + r - 2), max(10, r * 2 // 3))
                    seat = 2 * side if scene.teams else side
                    symbols.seat_symbol(surface, seat, (cx + r, cy + r - 2), max(10, r * 2 // 3))
        for s in slot.displaced:
            scene.art.draw(surface, s)
        if slot.character is not None and not slot.character.moving:
            ring = _side_colour(scene, slot.character_side or 0)
            scene.art.draw(surface, slot.character, outline=ring)
        owner = scene.names[slot.owner]
        x, y = geo.label
        text(surface, f"{slot.gid} · {owner}", (x, y + geo.galleon.h // 3 if slot.character else y),
             lay.small, theme.seat_colour(slot.owner), "midtop", bold=True, max_width=geo.area.w)
        holder = scene.rules.controller(scene.match.state, slot.as_galleon())
        if holder is None:
            note, colour = _("tie: nobody holds it"), theme.MUTED
        elif holder == (slot.owner // 2 if scene.teams else slot.owner) and not slot.attacks and not slot.character:
            note, colour = "", theme.MUTED
        else:
            note, colour = _("held by {name}").format(name=_side_name(scene, holder)), _side_colour(scene, holder)
        if note:
            dy = geo.galleon.h // 3 if slot.character else 0
            text(surface, note, (x, y + dy + line_height(lay.small)), lay.small, colour, "midtop",
                 max_width=geo.area.w)


def _badge(surface: pygame.Surface, centre: tuple[int, int], radius: int, value: int,
           fill: tuple[int, int, int], ring: tuple[int, int, int]) -> None:
    radius = max(9, radius)
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius + 2)
    pygame.draw.circle(surface, ring, centre, radius + 2)
    pygame.draw.circle(surface, fill, centre, radius - 1)
    text(surface, str(value), centre, int(radius * 1.5), theme.WHITE, "center", bold=True)


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
    picker = scene.picker
    for t in picker.targets:
        focused = picker.keyboard and t is picker.focused_target
        colour = theme.HIGHLIGHT if focused else theme.LEGAL
        if isinstance(t.action, act.Play) and t.action.target is None:  # a launch: show the empty place
            s = CardSprite(picker.picked.face if picker.picked else None)
            s.x, s.y, s.w, s.h = t.rect.x, t.rect.y, t.rect.w, t.rect.h
            scene.art.draw(surface, s, shadow=False, alpha=90)
        glow(surface, t.rect, colour, pulse=pulse)


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
    for slot, geo in zip(d.galleons.values(), lay.slots(len(d.galleons))):
        if not geo.galleon.collidepoint(pointer):
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
