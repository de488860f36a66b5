"""What the Störtebeker table says to the person at it, in words: the prompt's help for the step they are at (the
cards left to play and what a trade or a discard ends, a counterattack asked or why there is none), the keyboard
marker's names, what the dice are for, and the tooltips. The painter draws them (painter.py); this reads the same
`StortebekerPicture` and changes nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.core import Action
from game.stortebeker import actions as act
from game.stortebeker.cardplay import CardPlays
from game.stortebeker.components import TILES, card_named, tile_named
from game.stortebeker.phases import CARDS_PER_TURN
from game.stortebeker.state import BOARD, BROADSIDE, COUNTER, DROP, LOSE, PLAY, StortebekerState
from scenes.core import theme
from scenes.core.i18n import _, ngettext
from scenes.stortebeker.choices import Greyed, OpenTrade, why_no_counter
from scenes.stortebeker.words import amounts_label, card_label
from scenes.table import painting
from scenes.table.picking import Target
from scenes.table.tooltips import Said

if TYPE_CHECKING:
    from scenes.stortebeker.painter import StortebekerPicture


def short_name(t: Target) -> str:
    """A place on the table in a word or two, for the keyboard's marker: "Place by G4", "Fire at G4"."""
    a = t.action
    if isinstance(a, act.Place):
        return _("Place by {ship}").format(ship=a.ship)
    if isinstance(a, act.Broadside):
        return _("Fire at {ship}").format(ship=a.ship)
    if isinstance(a, act.Discard):
        return _("Discard")
    return t.label



def dice_help() -> str:
    """What the dice panel is for, before anything is rolled (in the language of the moment)."""
    return _("Boarding rolls the two number dice: they and your pirates at the ship must reach its strength. "
             "A broadside rolls the two colour dice: each hits a provision of its colour.")



def step_help(step: str) -> str:
    return {
        BROADSIDE: _("The broadside hits: take the provision if you still lack that type, or sink it."),
        BOARD: _("Board a ship whose requirement you hold (the odds are on the buttons), or stop."),
        LOSE: _("The boarding failed: choose which provision the die costs you."),
        DROP: _("Choose which pirate you can no longer keep."),
    }.get(step, "")


def play_help(pic: StortebekerPicture) -> list[painting.Line]:
    """The prompt while cards are played (`play_lines`), then how to play the card picked."""
    lines = play_lines(pic.view, single_plays(pic))
    picks = pic.sight.picks
    picked = picks.picked
    if picked is not None and picked.label:
        if picks.focus is not None and picks.targets:  # the keyboard: the place chosen, by name
            lines.append((_("Enter: {place}.").format(place=short_name(picks.focus)), theme.HIGHLIGHT))
        elif picks.keyboard and picks.targets:  # nothing aimed at yet (a broadside, a discard: never by default)
            lines.append((_("{card}: choose where with the arrows, then Enter.").format(
                card=card_label(card_named(picked.label))), theme.HIGHLIGHT))
        else:
            lines.append((_("{card}: click where it goes.").format(card=card_label(card_named(picked.label))),
                          theme.HIGHLIGHT))
    return lines


def play_lines(view: StortebekerState, singles: Sequence[Action]) -> list[painting.Line]:
    """What is left to play and how; once a trade or a discard has ended the placing (docs/rules/stortebeker.md
    2.3 phase 1: place, then trade or discard, the broadside last), that no more cards are placed this turn. Said at
    the table and on a phone (`singles`: the legal moves but the trades)."""
    left = view.cards_left
    lines: list[painting.Line] = []
    if view.stage == 0 and left == CARDS_PER_TURN:  # the turn's start: none played yet ("more" read as if some were)
        lines.append((_("Play {n} cards: place, trade or discard them; the last one may fire a broadside "
                        "instead.").format(n=left), theme.WHITE))
    elif view.stage == 0:
        lines.append((ngettext("Play {n} more card: place it or discard it, or fire a broadside with it.",
                               "Play {n} more cards: place, trade or discard them; the last one may fire a "
                               "broadside instead.", left).format(n=left), theme.WHITE))
    else:
        if left == 1:
            fire = any(isinstance(a, act.Broadside) for a in singles)
            what = _("Play 1 more card: discard it, or fire a broadside with it.") if fire else _(
                "Play 1 more card: discard it.")
        else:
            what = _("Play {n} more cards: trade or discard them; the last one may fire a broadside instead.").format(
                n=left)
        lines.append((what, theme.WHITE))
        lines.append((_("You traded, so no more cards are placed this turn.") if view.taken else
                      _("You discarded a card, so no more cards are placed this turn."), theme.HIGHLIGHT))
    return lines


def counter_lines(view: StortebekerState, names: Sequence[str]) -> list[painting.Line]:
    """A counterattack asked: who boarded what with how much, and whether the hand can answer (at the table and on
    a phone)."""
    boarder, best = view.totals[0][0], max(t for _s, t in view.totals)
    why = why_no_counter(view, view.queue[0]) if view.queue else ""
    if why:  # only letting it go: say why, beside the one button that goes on
        return [(_("{name} boarded {ship} with {total}.").format(name=names[boarder], ship=view.target, total=best),
                 theme.WHITE), (why, theme.HIGHLIGHT)]
    return [(_("{name} boarded {ship} with {total}. Counterattack, or let it go?").format(
                name=names[boarder], ship=view.target, total=best), theme.WHITE),
            (_("A counterattack adds from your hand what you lack there, then rolls the dice with "
               "your pirates there: the best total takes the ship."), theme.MUTED)]


def single_plays(pic: StortebekerPicture) -> Sequence[Action]:
    """The person's legal moves but the trades (the thousands of them are never all built: `CardPlays`)."""
    legal = pic.sight.legal
    return legal.singles if isinstance(legal, CardPlays) else legal


def placing_ends(pic: StortebekerPicture) -> bool:
    """Whether a card may still be placed this turn, which a trade or a discard would end (a card play that leaves
    cards to play)."""
    view = pic.view
    return view.step == PLAY and view.stage == 0 and view.cards_left > 1 and any(
        isinstance(a, act.Place) for a in single_plays(pic))


def status_at(pic: StortebekerPicture, pos: tuple[int, int]) -> Said | None:
    """The icons of what a side still lacks by a ship (or its tick), under `pos`: what they say, in words."""
    lay = pic.layout
    for slot, sh in enumerate(pic.display.ships):
        if sh is None:
            continue
        for seat in range(len(sh.sides)):
            counts = sh.status_counts(seat)
            if not counts:
                continue
            spots = [r for stack in lay.status_icons(slot, seat, counts) for r in stack]
            icons = spots[0].unionall(spots)
            if icons.inflate(4, 4).collidepoint(pos):
                lacks = sh.lacks(seat)
                if not lacks:
                    return Said((_("Everything {ship} requires is there: {name} can try to board it.").format(
                        ship=sh.tid, name=pic.sight.names[seat]),), icons)
                return Said((_("Still needed at {ship}: {lacks}").format(ship=sh.tid, lacks=amounts_label(lacks)),),
                            icons)
    return None


def tooltip(pic: StortebekerPicture) -> Said | None:
    """The tooltip by the pointer: a place for the picked card (what playing it there does), the trade button (what
    a trade costs) or the greyed one (why not), a card in the hand or on the table, what a side still lacks by a
    ship, a ship at sea or in the reserve."""
    if not pic.sight.tooltips:  # an overlay is open: the table under it shows no tooltip
        return None
    picks = pic.sight.picks
    pointer = picks.pointer
    for t in picks.targets if picks.picked is not None else []:
        if t.rect.collidepoint(pointer):
            lines = [t.label]
            if isinstance(t.action, act.Discard) and placing_ends(pic):
                lines.append(_("After a discard, no more cards are placed this turn."))
            status = status_at(pic, pointer)  # the row's icons under the pointer: what they mean, too
            return Said((*lines, *(status.lines if status is not None else ())), t.rect)
    if picks.dragged is not None:
        return None
    if picks.picked is None:
        for t in pic.disabled:  # the greyed trade button: why there is no trade
            if isinstance(t.action, Greyed) and t.rect.collidepoint(pointer):
                return Said((t.action.why,), t.rect)
        for t in picks.free:
            if isinstance(t.action, OpenTrade) and t.rect.collidepoint(pointer):
                lines = [_("Give 2 cards to the discard pile and take 1 from it, or give 3 and take 2.")]
                if placing_ends(pic):
                    lines.append(_("After a trade, no more cards are placed this turn: place yours first."))
                return Said(tuple(lines), t.rect)
    card = picks.hovered_card
    if card is not None and card.label:
        if picks.active and pic.view.step == PLAY and pic.view.stage > 0:  # a trade or a discard ended the placing
            return Said((card_label(card_named(card.label)), _("No more cards are placed this turn.")), card.rect)
        return Said((card_label(card_named(card.label)),), card.rect)
    lay = pic.layout
    status = status_at(pic, pointer)
    if status is not None:
        return status
    for slot, sh in enumerate(pic.display.ships):
        if sh is not None and lay.tile(slot).collidepoint(pointer):
            return Said((ship_words(sh.tid),), lay.tile(slot))
    piles = piles_at(pic, pointer)
    if piles is not None:
        return piles
    d = pic.display
    won = {id(t) for tiles in d.won for t in tiles}
    for s in sorted(d.sprites(), key=lambda s: s.z, reverse=True):  # beside a ship, in the reserve, captured
        if s.label and not s.moving and s.rect.collidepoint(pointer):
            if s.label in TILES and id(s) in won:  # what it needed no longer matters (tester 8)
                tile = tile_named(s.label)
                return Said((_("{ship}: captured, {value} points").format(ship=tile.tid, value=tile.value),), s.rect)
            if s.label in TILES:
                return Said((ship_words(s.label),), s.rect)
            words = card_label(card_named(s.label))
            if any(s in side.hidden for sh in pic.display.ships if sh is not None for side in sh.sides):
                return Said((words, _("Face down: only you know its strength.")), s.rect)
            return Said((words,), s.rect)
    return None


def piles_at(pic: StortebekerPicture, pointer: tuple[int, int]) -> Said | None:
    """The draw pile, the discard pile and the score track in words (tester 8: hovering them said nothing)."""
    lay, d = pic.layout, pic.display
    if lay.pile().collidepoint(pointer):
        return Said((ngettext("Draw pile: {n} card", "Draw pile: {n} cards", len(d.pile)).format(n=len(d.pile)),
                     _("Once it is empty, the discard pile is shuffled into a new one.")), lay.pile())
    if lay.discard().collidepoint(pointer):
        top = [card_label(card_named(d.discard[-1].label))] if d.discard and d.discard[-1].label else []
        return Said((*top, ngettext("Discard pile: {n} card", "Discard pile: {n} cards", len(d.discard)).format(
            n=len(d.discard)), _("A trade takes its cards from here.")), lay.discard())
    if lay.track_area.collidepoint(pointer):
        seats = sorted(range(len(d.scores)), key=lambda seat: -d.scores[seat])
        said = ", ".join(f"{pic.sight.names[seat]} {d.scores[seat]}" for seat in seats)
        return Said((_("Score track: {scores}").format(scores=said),), lay.track_area)
    return None


def ship_words(tid: str) -> str:
    """A ship tile in words: its value, its strength and what it needs."""
    tile = tile_named(tid)
    needs = amounts_label(tile.requirement)
    return _("{ship}: {value} points, strength {strength}; needs {needs}").format(
        ship=tile.tid, value=tile.value, strength=tile.strength, needs=needs)


def prompt_lines(pic: StortebekerPicture) -> list[painting.Line]:
    """The prompt's lines: the person's step in words (the cards left to play, a counterattack asked and why
    there is none, a broadside's hit...), or the round while the machines play, then the table's notices."""
    lines: list[painting.Line] = []
    view = pic.view
    if pic.sight.over:
        pass
    elif pic.sight.deciding is not None:
        step = view.step
        if step == PLAY:
            lines += play_help(pic)
        elif step == COUNTER:
            lines += counter_lines(view, pic.sight.names)
        else:
            lines.append((step_help(step), theme.WHITE))
        if pic.note:
            lines.append((pic.note, theme.PARCHMENT))
    else:
        lines.append((_("Round {n}").format(n=pic.display.round), theme.MUTED))
    return lines + list(pic.sight.notices)
