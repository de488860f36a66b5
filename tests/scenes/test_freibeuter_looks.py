"""What the Freibeuter table shows a newcomer (issue 51): boarded ships at a glance and whose, tooltips that say
what a token's figures are, panels sized to what they hold, and no "Waiting for" oneself between one's own steps."""

from __future__ import annotations

import pygame
import pytest

from game import Setup
from game.freibeuter import actions as act
from game.freibeuter.components import ship, token_named
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import theme
from scenes.freibeuter.layout import HAND_CARD, HAND_HEIGHT, FreibeuterLayout
from scenes.freibeuter.painter import boarded_ring
from scenes.freibeuter.saying import token_tip
from scenes.table import painting
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _table(app, kinds: str = "haa", seed: int = 2):
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    match = Match("freibeuter", Setup(len(kinds)), seats, seed)
    table = table_for(app, match)
    app.push(table)
    return match, table


def test_freibeuter_no_waiting_for_oneself_between_ones_own_steps(app):
    """A sail, then the draw: while the sail is shown, the person still has the turn, though nobody at the
    screen decides while news is shown. The title never says "Waiting for P0" to P0, in any frame, until the
    next seat's turn is shown (it said so between the two steps)."""
    app.settings.speed = "normal"
    match, table = _table(app)
    for _ in range(3):
        run_until(app, lambda: table.human_turn() is not None)
        sail = next(a for a in table.legal() if isinstance(a, (act.Sail, act.Dutchman)))
        table.picker.choose(sail)
        assert table.sight().deciding is None  # nobody at the screen decides while the sail is shown...
        for _ in range(2000):
            sight = table.sight()
            if sight.turn != 0 or match.is_over:
                break
            assert painting.deciding(sight) == "P0, your turn"  # ...yet it is still P0's turn
            if table.human_turn() is not None and any(isinstance(a, act.Draw) for a in table.legal()):
                table.picker.choose(table.legal()[0])
            app.frame(1 / 60)


def test_freibeuter_a_tokens_tooltip_says_what_its_figures_are():
    """"a ship 20/4" said nothing of the 20 and the 4: its value at the end, and what its boarder pays for each
    of the others' boats around it when it is surrounded (docs/rules/freibeuter.md 3.4)."""
    lines = token_tip("C4:D5", ship(20), None)
    assert lines[0] == "C4:D5: a ship worth 20 points at the end"
    assert lines[1] == "Its boarder pays 4 for each boat of the others around it"
    assert "Nobody has boarded it" in lines[2]
    assert token_tip("C4:D5", ship(5), "Rosa")[2] == "Boarded by Rosa"
    assert "the bank pays 2" in token_tip("A1:B2", token_named("chest"), None)[1]
    assert "count twice" in token_tip("A1:B2", token_named("double15"), None)[1]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_freibeuter_a_boarded_ship_wears_its_boarders_colour(app, size):
    """A boarded ship gets a thick ring in the boarder's colour, readable at 800x600 (before: a 30 px boat)."""
    app.resized(size)
    match, table = _table(app, seed=4)
    run_until(app, lambda: table.human_turn() is not None)
    board = next(a for a in table.legal() if isinstance(a, act.Board))
    table.picker.choose(board)
    run_until(app, lambda: not table.moving)
    app.frame(1 / 60)
    table.draw(app.screen)
    centre, radius, width = boarded_ring(table.layout, board.point)
    assert width >= 4
    for dx, dy in ((1, 0), (-1, 0), (0, 1)):
        x, y = centre[0] + dx * (radius - width // 2), centre[1] + dy * (radius - width // 2)
        assert tuple(app.screen.get_at((x, y)))[:3] == theme.seat_colour(0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600), (1024, 768)])
def test_freibeuter_panels_are_sized_to_what_they_hold(app, size):
    """With three seats the log is no taller than their column of panels beside it (or sits right under them),
    the room goes to the hand's cards (or the prompt), and the empty "Set aside" panel is one row of tokens."""
    lay = FreibeuterLayout(size, 3, 0)
    seats = max(r.bottom for r in lay.panels.values())
    gap = lay.vp.px(16)
    if lay.log.y < seats:  # beside the panels
        assert lay.log.bottom <= max(seats, lay.log.y + lay.vp.px(260))
        assert lay.hand.y <= max(seats, lay.log.bottom) + gap
        assert lay.hand_cards(4, 1)[0].h > lay.vp.px(HAND_HEIGHT) * HAND_CARD * 1.1
    else:
        assert lay.log.y == seats + gap and lay.prompt.y == lay.log.bottom + gap
    empty = lay.aside_box(0)
    assert empty.h < lay.aside.h / 2 and empty.h >= lay.aside_tokens(1)[0].h
    assert lay.aside_box(7).h > empty.h
    assert lay.aside_box(40).h == lay.aside.h
    assert all(lay.aside.contains(r) for r in lay.aside_tokens(40))
    screen = pygame.Rect((0, 0), size)
    for r in (lay.log, lay.hand, lay.prompt, *lay.hand_cards(6, 2)):
        assert screen.contains(r)


def test_the_log_names_a_surrounded_ship_by_its_worth_and_payment_in_words():
    """Tester 9: "a ship 20/4" in the log: the notation was never introduced there."""
    from game.freibeuter.components import token_named
    from scenes.freibeuter.words import token_label

    assert token_label(token_named("ship20")) == "a ship worth 20 (its boarder pays 4 a boat)"
    assert "/" not in token_label(token_named("ship5"))
