"""Drawing the Freibeuter table: the sea with its coordinates, tokens, boats and the Dutchman, piles,
the bank and what was set aside, seat panels, the hand, targets and previews, log and prompt."""

from __future__ import annotations

import math

import pygame

from game.freibeuter import actions as act
from game.freibeuter.board import COLUMNS
from game.freibeuter.components import token_named
from scenes import painting, symbols, theme
from scenes.assets import SMALL
from scenes.freibeuter.display import PILES
from scenes.freibeuter.words import token_label
from scenes.i18n import _, ngettext
from scenes.sprites import CardSprite, glow
from scenes.widgets import felt, panel, text

CARTOUCHE = {"sea-card": 0.5, "dutchman-card": 0.726}  # where a card prints its square or line (height share)


def paint(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    if lay is None:
        return
    surface.blit(felt(surface.get_size()), (0, 0))
    pulse = 0.6 + 0.4 * math.sin(pygame.time.get_ticks() / 260)
    _sea(scene, surface)
    _left_column(scene, surface)
    for seat in range(scene.match.setup.players):
        _seat_panel(scene, surface, seat)
    _pieces(scene, surface)
    painting.hand(scene, surface, scene.display.hand_of(scene.bottom),
                  lambda surf, s, outline: draw_card(scene, surf, s, outline))
    if scene.app.settings.colour_blind:  # each boat carries its seat's shape
        for s in scene.display.sprites():
            seat = s.face.removeprefix("boat-") if s.face and s.face.startswith("boat-") else ""
            if seat.isdigit() and not s.moving:
                symbols.shape(surface, symbols.seat_shape(int(seat)), s.rect.center, max(10, s.rect.h * 2 // 3),
                              theme.WHITE)
    painting.last_move(scene, surface)
    painting.moving(scene, surface, lambda surf, s, _o: draw_card(scene, surf, s))
    _targets(scene, surface, pulse)
    scene.log.draw(surface, lay.log, lay.small, _("Log"), scene.viewer)
    _prompt(scene, surface)
    scene.effects.draw(surface, lay.font, scene.coin_art.icon("coin", lay.font + 4))
    _tooltip(scene, surface)


def draw_card(scene, surface: pygame.Surface, s: CardSprite, outline=None, shadow: bool = True) -> None:
    scene.art.draw(surface, s, outline=outline, shadow=shadow)
    if s.label and s.face in CARTOUCHE:
        r = s.rect
        size = max(SMALL + 2, int(r.h * (0.17 if s.face == "sea-card" else 0.12)))
        text(surface, scene.card_text(s), (r.centerx, r.y + r.h * CARTOUCHE[s.face]), size, theme.INK, "center",
             bold=True, shadow=False, max_width=int(r.w * 0.7))


def _sea(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    sea = lay.sea
    pygame.draw.rect(surface, theme.WOOD_DARK, sea.inflate(lay.vp.px(16), lay.vp.px(16)), border_radius=8)
    surface.blit(scene.art.image("board", sea.size), sea)
    size = lay.font
    for c in COLUMNS:
        r = lay.squares[f"{c}1"]
        text(surface, c, (r.centerx, sea.y - lay.vp.px(10)), size, theme.PARCHMENT, "midbottom", bold=True)
    for row in range(1, 8):
        r = lay.squares[f"A{row}"]
        text(surface, str(row), (sea.x - lay.vp.px(10), r.centery), size, theme.PARCHMENT, "midright", bold=True)


def _left_column(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    d = scene.display
    names = {"sea": _("Sea cards"), "dutchman": _("Dutchman cards")}
    for pile in PILES:
        r = lay.pile(pile)
        area = lay.sea_pile if pile == "sea" else lay.dutchman_pile
        text(surface, names[pile], (area.x, area.y), lay.small, theme.MUTED, max_width=area.w)
        if not d.piles[pile]:
            pygame.draw.rect(surface, theme.MUTED, r, 2, border_radius=6)
        for s in d.piles[pile][-3:]:
            if not s.moving:
                scene.art.draw(surface, s, shadow=False)
        for s in d.discards[pile][-2:]:
            if not s.moving:
                draw_card(scene, surface, s, shadow=False)
        painting.count_badge(surface, r, len(d.piles[pile]), lay.small)
    bank = lay.bank
    panel(surface, bank, (0, 0, 0, 60), radius=10)
    coin = scene.coin_art.icon("coin", bank.h // 2)
    surface.blit(coin, coin.get_rect(midleft=(bank.x + lay.vp.px(10), bank.centery)))
    text(surface, _("Bank"), (bank.x + coin.get_width() + lay.vp.px(18), bank.centery), lay.font, theme.GOLD,
         "midleft", bold=True)
    a = lay.aside
    panel(surface, a, (0, 0, 0, 60), radius=10)
    text(surface, _("Set aside"), (a.x + lay.vp.px(6), a.y + lay.vp.px(4)), lay.small, theme.MUTED)
    for _p, s in d.aside:
        if not s.moving:
            scene.art.draw(surface, s, shadow=False)
    doubles = sorted(token_named(s.face).value for _p, s in d.aside if s.face and s.face.startswith("double"))
    if doubles:
        note = _("Doubled: {values}").format(values=", ".join(map(str, doubles)))
        text(surface, note, (a.x + lay.vp.px(6), a.bottom - lay.vp.px(6)), lay.small, theme.GOLD, "bottomleft",
             bold=True, max_width=a.w - lay.vp.px(10))
    rest = lay.dutchman_rest()
    if scene.display.dutchman_on is None and not scene.display.dutchman.moving:
        scene.art.draw(surface, scene.display.dutchman, shadow=False)
    text(surface, _("Flying Dutchman"), (rest.right + lay.vp.px(6), rest.centery), lay.small,
         theme.MUTED, "midleft", max_width=lay.sea.centerx - rest.right)


def _seat_panel(scene, surface: pygame.Surface, seat: int) -> None:
    lay = scene.layout
    d = scene.display
    p = lay.panels[seat]
    pad = lay.vp.px(8)
    painting.seat_frame(scene, surface, seat, p, lay.font, pad, name_width=p.w // 2)
    coin = scene.coin_art.icon("coin", lay.font)
    money = str(d.treasure[seat])
    mw = text(surface, money, (-1000, -1000), lay.font, shadow=False).w
    x = p.right - pad - mw
    text(surface, money, (x, p.y + pad // 2), lay.font, theme.GOLD, bold=True)
    surface.blit(coin, (x - coin.get_width() - 4, p.y + pad // 2))
    supply = lay.supply_spot(seat)
    surface.blit(scene.art.image(f"boat-{seat}", supply.size), supply)
    line = ngettext("{n} boat", "{n} boats", d.supply[seat]).format(n=d.supply[seat])
    if d.loans[seat]:
        line += "  " + _("loan {amount} (repay {twice})").format(amount=d.loans[seat], twice=2 * d.loans[seat])
    text(surface, line, (supply.right + pad // 2, supply.centery), lay.small,
         theme.DANGER if d.loans[seat] else theme.WHITE, "midleft", max_width=p.w - supply.w - 3 * pad)
    if seat != scene.bottom:
        for s in d.hand_of(seat):
            if not s.moving:
                scene.art.draw(surface, s, shadow=False)
    for _p, s in d.captured[seat]:
        if not s.moving:
            scene.art.draw(surface, s, shadow=False)


def _pieces(scene, surface: pygame.Surface) -> None:
    d = scene.display
    for s in d.tokens.values():
        if not s.moving:
            scene.art.draw(surface, s, shadow=False)
    for s in d.boarders.values():
        if not s.moving:
            scene.art.draw(surface, s, shadow=False)
    for boats in d.boats.values():
        for s in boats:
            if not s.moving:
                scene.art.draw(surface, s, shadow=False)
    if d.dutchman_on is not None and not d.dutchman.moving:
        scene.art.draw(surface, d.dutchman)


def _targets(scene, surface: pygame.Surface, pulse: float) -> None:
    """Where the picked card may go (or what needs no card), and what a placement would surround."""
    lay = scene.layout
    picker = scene.picker
    if not picker.active:
        return
    targets = picker.targets if picker.picked is not None else scene.free_targets()
    hovered = next((t for t in targets if t.rect.collidepoint(picker.pointer)), None)
    focus = picker.focused_target if picker.keyboard else None
    for t in targets:
        strong = t is hovered or (focus is not None and t.action == focus.action)
        if picker.picked is None and isinstance(t.action, act.Board) and not strong:
            pygame.draw.circle(surface, theme.LEGAL, t.rect.center, t.rect.w // 2 + 2, 2)  # quietly boardable
            continue
        glow(surface, t.rect, theme.HIGHLIGHT if strong else theme.LEGAL, radius=6, pulse=pulse)
    shown = hovered or focus or (targets[0] if picker.picked is not None and len(targets) == 1 else None)
    if shown is not None:
        for point in scene.encircled(shown.action):
            r = lay.token(point).inflate(lay.square // 5, lay.square // 5)
            pygame.draw.ellipse(surface, theme.HIGHLIGHT, r, 4)


def _prompt(scene, surface: pygame.Surface) -> None:
    lay = scene.layout
    lines: list[painting.Line] = []
    if scene.my_turn() is not None:
        legal = scene.legal()
        if any(isinstance(a, act.Resolve) for a in legal):
            lines.append((_("Several tokens are surrounded: click the one to share first."), theme.WHITE))
        elif any(isinstance(a, act.Draw) for a in legal):
            lines.append((_("Draw a card: click the pile you choose."), theme.WHITE))
        elif scene.picker.picked is not None:
            lines.append((_("Click a glowing square (or the bank to take 2), or drag the card there. "
                            "Rings show what it would surround."), theme.WHITE))
        else:
            lines.append((_("Pick a card to sail or send the Dutchman, or click a ship token to board it."),
                          theme.WHITE))
    lines += scene.notices()
    painting.prompt(surface, lay.prompt, painting.deciding(scene), lines, lay.font, lay.small, lay.vp.px(10))


def _tooltip(scene, surface: pygame.Surface) -> None:
    """Pointing at a token tells what it is and who boarded it; at a card, what it is."""
    if scene.covered:  # an overlay is open: the table under it shows no tooltip
        return
    lay = scene.layout
    pointer = scene.picker.pointer
    if scene.picker.drag is not None:
        return
    label = ""
    card = scene.picker.card_at(pointer)
    if card is not None and card.label:
        label = scene.card_text(card)
    else:
        for point, s in scene.display.tokens.items():
            if s.face and lay.token(point).collidepoint(pointer):
                label = f"{point}: {token_label(token_named(s.face))}"
                boarder = scene.display.boarders.get(point)
                if boarder is not None:
                    label += " · " + _("boarded by {name}").format(name=scene.names[scene.display._seat_of(boarder)])
                break
    if label:
        painting.tooltip(surface, [label], pointer, lay.small)
