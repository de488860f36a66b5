"""Freibeuter's table says why a click or a drop on the board does not fit (issue 51): a picked card taken to a
square that does not glow, or a token clicked that cannot be boarded, gets a reason in the game's words."""

from __future__ import annotations

import random

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.input import PICK, POINT, PRESS, RELEASE, Intent
from scenes.freibeuter.painter import Select
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _table(app, seed: int):
    seats = [SeatConfig(HUMAN, "P0"), SeatConfig(AI, "P1"), SeatConfig(AI, "P2")]
    match = Match("freibeuter", Setup(3), seats, seed)
    table = table_for(app, match)
    app.push(table)
    return match, table


def _turn(app, table) -> None:
    run_until(app, lambda: table.human_turn() is not None)


def _refused_squares(table, card) -> list[tuple[int, int]]:
    """The centres of the squares (and the bank) where `card` has no target."""
    lay = table.layout
    glowing = [t.rect.inflate(8, 8) for t in table.kit.targets_for(card)]
    spots = [r.center for r in lay.squares.values()] + [lay.bank.center]
    return [p for p in spots if not any(g.collidepoint(p) for g in glowing)]


def test_freibeuter_every_refused_click_on_the_board_says_why(app):
    """Each card of the hand, over several turns (a sail, a draw, the sharing), clicked on every square and
    the bank where it does not glow: the prompt says why (before: silence) and the card stays picked for the right
    click (tester 8: a misclick put it back in the hand)."""
    rng = random.Random(0)
    for seed in (2, 5):
        match, table = _table(app, seed)
        for _ in range(6):
            _turn(app, table)
            for card in [s for s in table.display.hand_of(0) if s.label]:
                for pos in _refused_squares(table, card):
                    table.message = ""
                    before = len(match.record.actions)
                    app.dispatch(Intent(PICK, pos=card.rect.center))
                    assert table.picker.picked is card
                    app.dispatch(Intent(PICK, pos=pos))
                    assert table.picker.picked is card and len(match.record.actions) == before
                    assert table.message, (card.label, pos, table.legal())
                    table.picker.unpick()
            table.picker.choose(rng.choice(table.legal()))
        app.pop()


def test_freibeuter_a_sea_card_clicked_on_another_square_names_its_own(app):
    match, table = _table(app, 2)
    _turn(app, table)
    card = next(s for s in table.display.hand_of(0) if s.face == "sea-card")
    other = next(sq for sq in table.layout.squares if sq != card.label)
    app.dispatch(Intent(PICK, pos=card.rect.center))
    app.dispatch(Intent(PICK, pos=table.layout.squares[other].center))
    assert table.message == f"the sea card {card.label} sails only to {card.label}, not to {other}"
    assert "The sea card" in " ".join(text for text, _c in table.notices())


def test_freibeuter_every_refused_drop_on_the_board_says_why(app):
    """A card dragged onto a square that does not glow goes back to the hand, and the prompt says why."""
    match, table = _table(app, 5)
    _turn(app, table)
    for card in [s for s in table.display.hand_of(0) if s.label]:
        for pos in _refused_squares(table, card)[::7]:
            table.message = ""
            before = len(match.record.actions)
            start = card.rect.center
            app.dispatch(Intent(PRESS, pos=start))
            app.dispatch(Intent(POINT, pos=(start[0], start[1] - 60)))
            app.dispatch(Intent(POINT, pos=pos))
            app.dispatch(Intent(RELEASE, pos=pos))
            for _ in range(3):
                app.frame(1 / 60)
            assert len(match.record.actions) == before and table.message, (card.label, pos)


def test_freibeuter_a_token_that_cannot_be_boarded_says_why(app):
    """With no card picked, a click on a chest, a double or a ship already boarded says why it cannot be
    boarded; a click on a ship that can be boarded boards it, with no refusal."""
    match, table = _table(app, 4)
    _turn(app, table)
    board = {t.action.point for t in table.kit.free_targets() if isinstance(t.action, Select)}
    others = [p for p in table.display.tokens if p not in board]
    assert others
    for point in others:
        table.message = ""
        app.dispatch(Intent(PICK, pos=table.layout.token(point).center))
        assert table.message, point
    table.message = ""
    a_card = next(s for s in table.display.hand_of(0) if s.face == "sea-card" and table.kit.targets_for(s))
    app.dispatch(Intent(PICK, pos=a_card.rect.center))  # a pick, then a token that is no target: the card's reason
    point = others[0]
    app.dispatch(Intent(PICK, pos=table.layout.token(point).center))
    assert table.message and "board" not in table.message
