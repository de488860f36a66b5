"""Taking a move back at the table: U (or X on a pad, or the pause menu) within the limits, refused with a
message beyond them; the table and the save then hold the game as it was; hot-seat only by agreement."""

from __future__ import annotations

import pygame

from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.input import UNDO, Intent, IntentMapper
from scenes.core.saves import load_match
from scenes.core.widgets import recording
from scenes.screens.game_setup import SetupScene
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PauseOverlay
from scenes.table import privacy
from scenes.table.scene import TableScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def solo_table(app, seed: int = 7) -> TableScene:
    seats = [SeatConfig(HUMAN, "Rosa")] + [SeatConfig(AI, f"A{i}", "easy") for i in (1, 2)]
    table = table_for(app, Match("korsar", Setup(3), seats, seed))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    return table


def shows_the_engine(table) -> bool:
    return table.display.signature() == table.kit.view_signature(table.view())


def play(app, table, text: str | None = None) -> None:
    """The person's move (the first one that is not `draw`, or `text`), then on to their next turn."""
    rules = table.rules
    choice = next(a for a in table.legal() if (rules.action_text(a) == text if text else
                                                rules.action_text(a) != "draw"))
    table.picker.choose(choice)
    run_until(app, lambda: table.human_turn() is not None)


def move(table: TableScene) -> None:
    """The person's move (the first that is not `draw`), and not a frame more: the AI seats have not answered."""
    table.picker.choose(next(a for a in table.legal() if table.rules.action_text(a) != "draw"))


def test_u_takes_the_move_back_and_the_table_and_the_save_follow(app):
    app.persist = True
    app.push(MenuScene(app))
    table = solo_table(app)
    before_actions = list(table.match.record.actions)
    before_state = table.rules.to_json(table.match.state)
    move(table)
    assert len(table.match.record.actions) == len(before_actions) + 1
    app.dispatch(Intent(UNDO))
    assert table.match.record.actions == before_actions
    assert table.rules.to_json(table.match.state) == before_state
    assert shows_the_engine(table) and not table.pending and table.human_turn() == 0
    assert table.message == "1 move taken back."
    assert load_match(table.slot.path).record.actions == before_actions  # saved as it now stands
    play(app, table)  # and the game goes on from there
    assert shows_the_engine(table)


def test_undo_is_refused_with_a_message_once_the_ai_seats_have_answered(app):
    table = solo_table(app)
    play(app, table)
    kept = list(table.match.record.actions)
    app.dispatch(Intent(UNDO))
    assert table.match.record.actions == kept
    assert table.message == "The others have played since: that move stays."


def test_undo_is_refused_with_a_message_after_a_card_was_drawn(app):
    table = solo_table(app, seed=3)
    table.picker.choose(next(a for a in table.legal() if table.rules.action_text(a) == "draw"))
    kept = list(table.match.record.actions)
    app.dispatch(Intent(UNDO))  # before the AI seats answer: the drawn card alone stops it
    assert table.match.record.actions == kept
    assert table.message == "You have seen hidden cards since: that move stays."


def test_the_pause_menu_offers_undo_only_when_it_is_possible(app):
    table = solo_table(app, seed=5)
    app.push(PauseOverlay(app, table))
    (button,) = [b for b in app.top.ring.widgets if b.label == "Take my move back (U)"]
    assert not button.enabled  # nothing played yet: the entry stays in its place, disabled
    app.pop()
    before = list(table.match.record.actions)
    move(table)
    app.push(PauseOverlay(app, table))
    (button,) = [b for b in app.top.ring.widgets if b.label == "Take my move back (U)"]
    button.action()
    assert app.top is table and table.match.record.actions == before


def test_hot_seat_undo_needs_the_setup_option(app):
    app.push(MenuScene(app))
    app.top.new_game()
    setup = app.top
    assert isinstance(setup, SetupScene)
    setup._set_game("freibeuter")
    assert not setup.undo_w.enabled  # one person: undo is always theirs, no option needed...
    assert setup.undo_w.value and "until" in setup.undo_w.label  # ...and the greyed option says so (issue 51)
    setup.ring.focus_on(setup.undo_w)
    with recording() as drawn:
        setup.draw(app.screen)
    assert "Alone" in setup.undo_help()
    assert any(w in setup.undo_help() for _px, w in drawn)  # (the help line, wrapped)
    setup._set_kind(0, "normal")
    assert not setup.undo_w.value and "no person" in setup.undo_w.label
    setup._set_kind(0, "human")
    setup._set_kind(1, "human")
    assert setup.undo_w.enabled and not setup.undo_w.value and "agree" in setup.undo_help()
    setup.undo_w.handle(Intent("confirm"))
    setup._start()
    table = app.top
    assert table.match.undo_agreed and len(table.match.human_seats) == 2
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(HUMAN, "Ben"), SeatConfig(AI, "Anne", "easy")]
    match = Match("korsar", Setup(3), seats, 2)  # no agreement
    match.run_agents()
    match.submit(next(a for a in match.rules.legal_actions(match.view(match.human_to_act()))
                      if match.rules.action_text(a) != "draw"))
    match.run_agents()
    match.take()
    refused = table_for(app, match)
    app.push(refused)
    privacy.hand_over(refused, match.human_to_act())
    refused.handle(Intent(UNDO))
    assert "everyone agreed" in refused.message


def test_u_and_the_pad_x_button_ask_for_undo():
    mapper = IntentMapper()
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0)
    pad = pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_X)
    assert [i.kind for i in mapper.map(key) + mapper.map(pad)] == [UNDO, UNDO]
    mapper.text_mode = True  # typing a name: u is a letter
    assert mapper.map(key) == []
