"""Freibeuter's table for a newcomer (second round): boarding a ship takes a click to pick it and another to
board it, never one by accident; a draw due puts the keyboard on the piles and the prompt says the keys; at
800x600 the log gets the room the prompt does not need."""

from __future__ import annotations

import pytest

from game import Setup
from game.freibeuter import actions as act
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, Intent
from scenes.core.widgets import line_height
from scenes.freibeuter.layout import FreibeuterLayout
from scenes.freibeuter.painter import PAINTER, Select
from scenes.freibeuter.saying import board_label, prompt_lines
from scenes.screens.overlays import PauseOverlay
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _table(app, seed: int = 4, kinds: str = "haa"):
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    match = Match("freibeuter", Setup(len(kinds)), seats, seed)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    return match, table


def _ships(table) -> list:
    return [t for t in table.kit.free_targets() if isinstance(t.action, Select)]


def _prompt(table) -> str:
    return " ".join(line for line, _colour in prompt_lines(table.kit.picture()))


def test_a_first_click_on_a_ship_picks_it_and_says_what_boarding_costs(app):
    """The tester clicked a 15 "to look at it" and boarded it at once: the first click only picks the ship,
    the prompt says what boarding it costs and gains and how to board it."""
    match, table = _table(app)
    ship = _ships(table)[0]
    point = ship.action.point
    moves = len(match.record.actions)
    app.dispatch(Intent(POINT, pos=ship.rect.center))
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    app.frame(1 / 60)
    assert len(match.record.actions) == moves
    assert table.picker.picked is table.display.tokens[point]
    said = _prompt(table)
    token = match.state.tokens[point]
    assert f"Board {point}" in said and f"you pay {token.payment} for each boat" in said
    assert f"worth {token.value} at the end" in said and "Click it again" in said and "Esc" in said
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    assert match.record.actions[moves] == f"board {point}"


def test_the_board_button_by_the_picked_ship_boards_it(app):
    match, table = _table(app)
    ship = _ships(table)[0]
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    button = table.layout.board_button(ship.action.point, board_label())
    assert not button.colliderect(ship.rect) and table.layout.sea.contains(button)
    moves = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=button.center))
    assert match.record.actions[moves] == f"board {ship.action.point}"


def test_esc_or_a_click_elsewhere_lets_the_picked_ship_go(app):
    """Esc puts the ship down (no pause screen), a click on the empty sea too; neither boards, and the next click
    on the ship picks it again rather than boarding it."""
    match, table = _table(app)
    ship = _ships(table)[0]
    moves = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    app.dispatch(Intent(BACK))
    assert table.picker.picked is None and app.top is table and not isinstance(app.top, PauseOverlay)
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    assert table.picker.picked is not None
    corner = table.layout.squares["A1"].topleft
    app.dispatch(Intent(PICK, pos=(corner[0] + 3, corner[1] + 3)))
    assert table.picker.picked is None
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    assert len(match.record.actions) == moves and table.picker.picked is not None


def test_a_click_on_another_ship_picks_that_one(app):
    match, table = _table(app)
    first, second = _ships(table)[:2]
    app.dispatch(Intent(PICK, pos=first.rect.center))
    app.dispatch(Intent(PICK, pos=second.rect.center))
    assert table.picker.picked is table.display.tokens[second.action.point]
    moves = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=second.rect.center))
    assert match.record.actions[moves] == f"board {second.action.point}"


def test_the_keyboard_picks_a_ship_with_enter_and_boards_it_with_enter_again(app):
    match, table = _table(app)
    hand = len(table.kit.hand_sprites())
    app.dispatch(Intent(NAVIGATE, dx=1))  # the first arrow shows the focus
    free = table.kit.free_targets()
    ship = next(i for i, t in enumerate(free) if isinstance(t.action, Select))
    table.picker.focus = hand + ship
    moves = len(match.record.actions)
    app.dispatch(Intent(CONFIRM))
    assert len(match.record.actions) == moves and table.picker.picked is not None
    app.frame(1 / 60)
    assert "Enter boards it" in _prompt(table)
    app.dispatch(Intent(CONFIRM))
    assert match.record.actions[moves] == f"board {free[ship].action.point}"


def test_a_move_chosen_by_the_table_itself_still_boards_at_once(app):
    """A board chosen as an action (a hint followed, an AI's move shown) is the move, not a pick."""
    match, table = _table(app)
    board = next(a for a in table.legal() if isinstance(a, act.Board))
    moves = len(match.record.actions)
    table.picker.choose(board)
    assert match.record.actions[moves] == f"board {board.point}"


def _draw_due(app, table, match) -> None:
    for _ in range(30):
        run_until(app, lambda: table.human_turn() is not None)
        if sum(isinstance(a, act.Draw) for a in table.legal()) == 2:
            app.frame(1 / 60)
            return
        sails = [a for a in table.legal() if isinstance(a, act.Sail)]
        table.picker.choose(sails[0] if sails else table.legal()[0])
    pytest.fail("never had to choose a pile")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_enter_draws_at_once_when_a_draw_is_due(app, size):
    """The keyboard's focus stayed in the hand, so Enter said "Draw a card first": it is on the piles now, at
    every size, and the prompt says the keys once the keyboard is in use."""
    app.resized(size)
    match, table = _table(app, seed=2)
    _draw_due(app, table, match)
    assert table.picker.focused_target is not None and isinstance(table.picker.focused_target.action, act.Draw)
    app.dispatch(Intent(NAVIGATE, dx=1))  # the first arrow shows the focus: on the sea pile
    app.frame(1 / 60)
    assert isinstance(table.picker.focused_target.action, act.Draw)
    assert "Enter draws" in _prompt(table)
    moves = len(match.record.actions)
    app.dispatch(Intent(CONFIRM))
    assert match.record.actions[moves] == "draw sea"


@pytest.mark.parametrize("players", [2, 3])
def test_at_800x600_the_log_takes_the_column_the_prompt_does_not_need(app, players):
    """The log showed about five lines over a prompt mostly empty: it holds a dozen now, and the prompt keeps
    room for its title and five lines."""
    lay = FreibeuterLayout((800, 600), players, 0)
    rows = lay.log.h // line_height(lay.small)
    assert rows >= (12 if players == 2 else 9)
    assert lay.prompt.h >= line_height(lay.font) + 5 * line_height(lay.small)
    assert lay.log.bottom < lay.prompt.y and lay.prompt.bottom <= 600
    assert max(r.bottom for r in lay.panels.values()) < lay.log.y


def test_the_picked_ships_tooltip_keeps_off_its_board_button(app):
    """The tooltip by the picked ship covered its Board button: it now says how to board and keeps off it."""
    match, table = _table(app)
    ship = _ships(table)[0]
    app.dispatch(Intent(POINT, pos=ship.rect.center))
    app.dispatch(Intent(PICK, pos=ship.rect.center))
    said = PAINTER.tooltip(table.kit.picture())
    button = table.layout.board_button(ship.action.point, board_label())
    assert said is not None and said.near is not None and said.near.contains(button)
    assert "Click it again or Board" in said.lines[-1]


def test_a_hint_to_board_points_at_the_ship(app):
    """Boarding takes a first step now (the ship selected): a hint to board still puts the keyboard on that
    ship, its words the target's."""
    from scenes.table.hint import Hint

    match, table = _table(app)
    ship = _ships(table)[0]
    board = ship.leads_to
    assert isinstance(board, act.Board) and board.point == ship.action.point
    hint = Hint()
    hint.show(table, board)
    free = table.kit.free_targets()
    focused = free[table.picker.focus - len(table.kit.hand_sprites())]
    assert focused.action == ship.action and hint.text == f"Hint: {ship.label}"
