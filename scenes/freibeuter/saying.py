"""What the Freibeuter table says to the person at it, in words: the prompt's help (a card picked and where it
goes, a ship picked and what boarding it costs, a draw or a sharing due, with the keys while the keyboard is in
use) and the tooltips (a card, a token and who boarded it). The painter draws them (painter.py); this reads the
same `FreibeuterPicture` and changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.freibeuter import actions as act
from game.freibeuter.components import CHEST, DOUBLE, Token, token_named
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.core.sprites import CardSprite
from scenes.core.widgets import minus_sign
from scenes.freibeuter.display import FreibeuterDisplay, score_now, ships_now
from scenes.freibeuter.words import line_label
from scenes.table import painting
from scenes.table.picking import Target
from scenes.table.tooltips import Said

if TYPE_CHECKING:
    from scenes.freibeuter.painter import FreibeuterPicture


def picked_point(d: FreibeuterDisplay, sprite: CardSprite | None) -> str | None:
    """The point of the ship token `sprite`, picked to be boarded (None: it is a card, or nothing)."""
    return next((p for p, s in d.tokens.items() if s is sprite), None) if sprite is not None else None


def board_label() -> str:
    """The words on the button that boards the ship picked."""
    return _("Board")


def keyboard(pic: FreibeuterPicture) -> bool:
    """Whether the person deciding uses the keyboard (its focus shows): the prompt then says the keys."""
    picks = pic.sight.picks
    return picks.focus is not None or picks.focused_card is not None


def card_words(sprite: CardSprite) -> str:
    """What a card is and does, for its tooltip (the card itself shows only its square or line: `card_text`);
    "" face down."""
    if not sprite.label:
        return ""
    if sprite.face == "sea-card":
        return _("Sea card: a boat to {square} (or 2 from the bank once {square} holds a boat)").format(
            square=sprite.label)
    return _("Dutchman card: the Flying Dutchman to a free square of {line}").format(line=line_label(sprite.label))


def boarding_help(pic: FreibeuterPicture, point: str) -> list[str]:
    """What boarding the ship picked costs and gains, then how to board it or let it go (the keys, while the
    keyboard is in use)."""
    token = token_named(pic.display.tokens[point].face or "")
    lines = [_("Board {point}: you pay {payment} for each boat of the others around it once it is surrounded; "
               "it is worth {value} at the end.").format(point=point, payment=token.payment, value=token.value)]
    if keyboard(pic):
        lines.append(_("Enter boards it: that is your whole turn. Esc cancels."))
    else:
        lines.append(_("Click it again or Board: that is your whole turn. Esc cancels."))
    return lines


def prompt_lines(pic: FreibeuterPicture) -> list[painting.Line]:
    """What the person deciding may do (and the keys for it, while the keyboard is in use), then the notices (a
    refusal, a hint). For a picked card that cannot be played the reason comes first and how to put it back
    after it: where the prompt is short (800x600, four seats), the reason is what must show."""
    lines: list[painting.Line] = []
    last: list[painting.Line] = []
    picks = pic.sight.picks
    if pic.sight.deciding is not None:
        legal = pic.sight.legal
        if any(isinstance(a, act.Resolve) for a in legal):
            lines.append((_("Several tokens are surrounded: the arrows choose the one to share first, Enter "
                            "shares it.") if keyboard(pic) else
                          _("Several tokens are surrounded: click the one to share first."), theme.WHITE))
        elif any(isinstance(a, act.Draw) for a in legal):
            lines.append((_("Draw a card: the arrows choose the pile, Enter draws.") if keyboard(pic) else
                          _("Draw a card: click the pile you choose."), theme.WHITE))
        elif (point := picked_point(pic.display, picks.picked)) is not None:
            lines += [(line, theme.WHITE) for line in boarding_help(pic, point)]
        elif picks.picked is not None:
            (lines if picks.targets else last).append((picked_help(picks.picked, picks.targets), theme.WHITE))
        else:
            lines.append((_("Pick a card to sail or send the Dutchman, or click a ship token to board it."),
                          theme.WHITE))
            if keyboard(pic):
                lines.append((_("The arrows go through your cards and the ringed ships, Enter takes one."),
                              theme.WHITE))
    return [*lines, *pic.sight.notices, *last]


def picked_help(card: CardSprite, targets: tuple[Target, ...]) -> str:
    """What to do with the card picked: where a sea card goes (its square, and the bank where it may take 2; only
    the bank once its square is full), where a Dutchman card goes, or, for a card that cannot be played now (the
    prompt says why), how to put it back."""
    if not targets:
        return _("Press Esc to put it back.")
    if card.face != "sea-card":
        return _("Click a glowing square of {line}, or drag the card there. Rings show what the Dutchman would "
                 "surround.").format(line=line_label(card.label))
    loot = [isinstance(t.action, act.Sail) and t.action.loot for t in targets]
    if all(loot):
        return _("Its square is full: click the glowing bank to take 2, or drag the card there.")
    if any(loot):
        return _("Click a glowing square (or the bank to take 2), or drag the card there. Rings show what it "
                 "would surround.")
    return _("Click the glowing square, or drag the card there. Rings show what it would surround.")


def tooltip(pic: FreibeuterPicture) -> Said | None:
    """The tooltip by the pointer: pointing at a token tells what it is, what it does and who boarded it
    (`token_tip`); at the ship picked to be boarded (or its button), what boarding it costs and gains; at a card,
    what it is."""
    picks = pic.sight.picks
    if not pic.sight.tooltips or picks.pressed:  # an overlay is open, or a card is held: no tooltip
        return None
    card = picks.hovered_card
    if card is not None and card.label:
        return Said((card_words(card),), card.rect)
    picked = picked_point(pic.display, picks.picked)
    if picked is not None:  # the ship picked to be boarded: what boarding it does, clear of its Board button
        spot = pic.layout.token(picked)
        button = pic.layout.board_button(picked, board_label())
        if spot.collidepoint(picks.pointer) or button.collidepoint(picks.pointer):
            lines = token_tip(picked, token_named(pic.display.tokens[picked].face or ""), None)[:2]
            return Said((*lines, _("Click it again or Board to board it: that is your whole turn")),
                        spot.union(button))
    for point, s in pic.display.tokens.items():
        spot = pic.layout.token(point)
        if s.face and spot.collidepoint(picks.pointer):
            boarder = pic.display.boarders.get(point)
            name = pic.sight.names[pic.display.seat_of(boarder)] if boarder is not None else None
            return Said(tuple(token_tip(point, token_named(s.face), name)), spot)
    lay = pic.layout
    for square, rect in lay.squares.items():  # a square's boats, by whose they are (tester 9: it said nothing)
        boats = pic.display.boats.get(square, [])
        if boats and rect.collidepoint(picks.pointer):
            owners = ", ".join(pic.sight.names[pic.display.seat_of(b)] for b in boats)
            return Said((ngettext("{square}: {n} boat ({owners})", "{square}: {n} boats ({owners})",
                                  len(boats)).format(square=square, n=len(boats), owners=owners),), rect)
    if lay.bank.collidepoint(picks.pointer):
        return Said((_("The bank: it never runs out"),
                     _("It pays 2 for loot and for each boat around a chest, and lends what a payment lacks: a loan "
                       "is repaid twice at the end")), lay.bank)
    for seat, panel in lay.panels.items():
        if panel.collidepoint(picks.pointer):
            return Said(tuple(seat_tip(pic, seat)), panel)
    return None


def seat_tip(pic: FreibeuterPicture, seat: int) -> list[str]:
    """A seat's panel in words (tester 8: it had no tooltip): its coins and boats, and its score now, added up."""
    d = pic.display
    lines = [_("{name}: {coins} coins, {boats} boats still to place").format(
        name=pic.sight.names[seat], coins=d.treasure[seat], boats=d.supply[seat])]
    parts = [_("{coins} coins").format(coins=d.treasure[seat]),
             _("{points} for ships").format(points=ships_now(d, seat))]
    if d.loans[seat]:
        parts.append(_("less {twice} for loans").format(twice=2 * d.loans[seat]))
    lines.append(_("Score now {score}: {parts}").format(score=minus_sign(score_now(d, seat)), parts=", ".join(parts)))
    return lines


def token_tip(point: str, token: Token, boarder: str | None) -> list[str]:
    """What a token is and what it does when it is surrounded, in words a newcomer reads without the rules: a
    ship's two figures (20/4 on the token) are its value at the end and what its boarder pays for each boat of
    the others around it (docs/rules/freibeuter.md 3.4); and who boarded it, or that nobody did."""
    if token.kind == CHEST:
        return [_("{point}: a pirate chest").format(point=point),
                _("Surrounded: the bank pays 2 for each boat around it")]
    if token.kind == DOUBLE:
        return [_("{point}: the double of {value}").format(point=point, value=token.value),
                _("Surrounded: captured ships of {value} count twice at the end").format(value=token.value)]
    lines = [_("{point}: a ship worth {value} points at the end").format(point=point, value=token.value),
             _("Its boarder pays {payment} for each boat of the others around it").format(payment=token.payment)]
    if boarder is not None:
        lines.append(_("Boarded by {name}").format(name=boarder))
    else:
        lines.append(_("Nobody has boarded it: surrounded, it escapes"))
    return lines
