"""What the tables mark: the last move until the next one, tooltips (once the pointer rests, beside what they
speak of, never from under an overlay nor over a move being shown), a counterattack prompt that says what it
asks."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import Setup, rules_for
from game.freibeuter import actions as fact
from game.korsar.cards import card_named
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker.state import COUNTER, PLAY
from scenes.core import theme
from scenes.core.i18n import sentence
from scenes.core.input import BACK, PICK, POINT, Intent
from scenes.core.widgets import recording
from scenes.korsar.words import card_label
from scenes.screens.overlays import PauseOverlay
from scenes.table import painting
from scenes.table.scene import TableScene
from scenes.table.tooltips import REST
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _korsar(app, kinds: str = "aa", seed: int = 3) -> TableScene:
    seats = [SeatConfig(HUMAN, f"P{i}") if k == "h" else SeatConfig(AI, f"P{i}", "easy") for i, k in enumerate(kinds)]
    table = table_for(app, Match("korsar", Setup(len(kinds)), seats, seed))
    app.push(table)
    return table


def _play(app, table, pick) -> None:
    """The person plays the first legal action `pick` accepts; its events are shown (one update shows
    them all at instant speed; the AI's answer is shown only by the next)."""
    run_until(app, lambda: table.human_turn() is not None)
    assert table.submit(next(a for a in table.legal() if pick(a)))
    table.update(0.0)


def test_the_last_move_stays_marked_until_the_next_one_puts_something_down(app):
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match("freibeuter", Setup(2), seats, 3))
    app.push(table)
    _play(app, table, lambda a: isinstance(a, fact.Sail) and not a.loot)  # a boat onto a square
    square = table.layout.squares[table.match.record.actions[-1].split()[1]]
    marked = table.last_move()
    assert any(square.colliderect(s.rect) for s in marked)  # the boat put there (and the card played)
    _play(app, table, lambda a: isinstance(a, fact.Draw))  # the next move: a card drawn into the hand...
    assert table.last_move() == marked  # ...puts nothing down: the boat stays marked (it went: issue 51)
    assert not any(s is c for s in table.last_move() for c in table.display.hand_of(0))
    run_until(app, lambda: len(table.match.record.actions) > 2 and table.human_turn() is not None and table.still)
    assert table.last_move() and not any(s is m for s in table.last_move() for m in marked)  # the AI's move, marked


def test_no_tooltip_is_drawn_from_under_an_overlay(app):
    table = _korsar(app, "ha")
    run_until(app, lambda: table.human_turn() is not None)
    card = table.kit.hand_sprites()[0]
    table.picker.pointer = card.rect.center
    label = card_label(card_named(card.face))
    _rest(app)

    def words() -> set[str]:
        with recording() as drawn:
            app.draw()
        return {w for _px, w in drawn}

    assert label in words()
    app.push(PauseOverlay(app, table))
    assert label not in words()


def _rest(app) -> None:
    """The pointer stays where it is long enough for a tooltip to show."""
    for _ in range(int(REST * 60) + 2):
        app.frame(1 / 60)


def test_a_tooltip_waits_for_the_pointer_to_rest_lies_beside_its_card_and_goes_when_the_table_moves(app):
    """A tooltip popped up under every card the pointer crossed and stayed over a token an AI had just taken
    (issue 51): it now shows once the pointer rests, beside the card (not over it or the pointer), and goes when
    a move is shown, until the pointer moves again."""
    table = _korsar(app, "ha")
    run_until(app, lambda: table.human_turn() is not None)
    card = table.kit.hand_sprites()[0]
    table.picker.pointer = card.rect.center
    app.frame(1 / 60)
    assert table.tip is None  # just arrived
    _rest(app)
    tip = table.tip
    assert tip is not None and tip.lines == (card_label(card_named(card.face)),)
    box = tip.box(app.screen)
    assert not box.colliderect(card.rect) and app.screen.get_rect().contains(box)
    draw = next(a for a in table.legal() if str(a) == "draw")
    table.act(draw)
    run_until(app, lambda: len(table.match.record.actions) > 1 and table.human_turn() is not None and table.still)
    assert table.tip is None  # moves were shown: the pointer has not moved since
    x, y = table.kit.hand_sprites()[0].rect.center
    table.picker.pointer = (x + 1, y)
    _rest(app)
    assert table.tip is not None


def test_a_counterattack_prompt_says_what_it_asks_not_your_turn(app, monkeypatch):
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match("stortebeker", Setup(2), seats, 1))
    app.push(table)
    monkeypatch.setattr(table, "human_turn", lambda: 0)
    monkeypatch.setattr(table.kit, "step", lambda: COUNTER)
    assert painting.deciding(table.sight()) == "Rosa, counterattack?"
    monkeypatch.setattr(table.kit, "step", lambda: PLAY)
    assert painting.deciding(table.sight()) == "Rosa, your turn"


def _gold_in(surface, area) -> bool:
    area = area.clip(surface.get_rect())
    return any(surface.get_at((x, y))[:3] == theme.GOLD[:3] for x in range(area.x, area.right)
               for y in range(area.y, area.bottom))


def test_the_last_move_pennant_points_from_above_unless_a_label_or_the_window_edge_is_there():
    """The pennant marking the last move sits above the card; over a pile's name or a gold count (`clear`) it
    points from below instead, and at the window's bottom edge from the left: it never covers words."""
    surface = pygame.Surface((200, 200))
    card = SimpleNamespace(rect=pygame.Rect(80, 60, 40, 56))
    sight = SimpleNamespace(last_move=(card,))
    above, below = pygame.Rect(60, 40, 80, 14), pygame.Rect(60, 122, 80, 14)
    painting.last_move(sight, surface)
    assert _gold_in(surface, above) and not _gold_in(surface, below)
    surface.fill((0, 0, 0))
    painting.last_move(sight, surface, clear=[above])
    assert not _gold_in(surface, above) and _gold_in(surface, below)
    surface.fill((0, 0, 0))
    card.rect = pygame.Rect(80, 140, 40, 56)  # its foot at the window's edge
    painting.last_move(sight, surface, clear=[pygame.Rect(60, 120, 80, 14)])
    assert not _gold_in(surface, pygame.Rect(60, 120, 80, 14)) and _gold_in(surface, pygame.Rect(60, 150, 16, 30))


def test_a_card_put_back_with_esc_lies_down_and_says_nothing_until_the_pointer_moves(app):
    """After Esc the card under the pointer stayed lifted (as if still picked) with its tooltip (issue 51)."""
    table = _korsar(app, "ha")
    run_until(app, lambda: table.human_turn() is not None)
    card = table.kit.hand_sprites()[0]
    at = card.rect.center
    app.dispatch(Intent(POINT, pos=at))
    app.dispatch(Intent(PICK, pos=at))
    assert table.picker.picked is card
    app.dispatch(Intent(BACK))
    _rest(app)
    assert table.picker.picked is None and card.lift == 0 and table.tip is None
    app.dispatch(Intent(POINT, pos=(at[0] + 2, at[1])))
    _rest(app)
    assert card.lift > 0 and table.tip is not None  # the pointer moved: it rises under it again, and says what it is


@pytest.mark.parametrize("game,players", [("korsar", 3), ("stortebeker", 3), ("freibeuter", 3)])
def test_every_tooltip_lies_beside_the_thing_it_speaks_of(app, game, players):
    """Three-line token tooltips covered the tokens they spoke of and their neighbours (issue 51): wherever the
    pointer brings a tooltip on a table in play, it lies inside the window and off the thing it speaks of (a
    card, a galleon with its attackers, a ship, a token)."""
    seats = [SeatConfig(AI, f"P{i}", "easy") for i in range(players)]
    table = table_for(app, Match(game, Setup(players), seats, 4))
    app.push(table)
    run_until(app, lambda: len(table.match.record.actions) >= 12 and not table.moving)
    screen = app.screen.get_rect()
    beside = 0
    for y in range(0, screen.h, 16):
        for x in range(0, screen.w, 16):
            table.picker.pointer = (x, y)
            picture = table.kit.picture()
            said = table.kit.painter.tooltip(picture)
            if said is None or said.near is None:
                continue
            tip = table._tip_of(picture)
            box = tip.box(app.screen)
            assert screen.contains(box) and not box.colliderect(said.near), (x, y, said.lines)
            beside += 1
    assert beside > 20


def test_the_picked_card_is_drawn_over_its_neighbours(app):
    """In a hand of several rows the row in front hid the picked card of the row behind (issue 51)."""
    table = _korsar(app, "ha")
    run_until(app, lambda: table.human_turn() is not None)
    hand = table.kit.hand_sprites()
    table.picker.pick(hand[0])
    order = []
    painting.hand(table.sight(), app.screen, hand, lambda surface, s, outline: order.append(s))
    assert order[-1] is hand[0] and len(order) == len(hand)


def test_a_prompt_that_does_not_fit_keeps_its_refusal_whole(app):
    """At 800x600 a refusal at the end of the prompt ended in "…", and a hint's figures at 1280x720 (issue 51):
    when the rows do not all fit, those notices stay whole and the help before them gives way, its last row kept
    ending in "…"."""
    why = "No counterattack is possible: your hand does not hold what you still lack at P5 (2 meat)."
    help_line = "Play 2 more cards: place, trade or discard them; the last one may fire a broadside instead."
    lines = [(help_line, theme.WHITE), (why, theme.DANGER)]

    def drawn(height: int) -> list[str]:
        with recording() as words:
            painting.prompt(app.screen, pygame.Rect(10, 10, 220, height), "Rosa, your turn", lines, 22, 16, 10)
        return [w for _px, w in words[1:]]  # (the title apart)

    roomy = drawn(400)
    assert " ".join(roomy) == f"{help_line} {why}"
    tight = drawn(120)
    assert " ".join(tight).endswith(why) and tight[1].endswith("…") and len(tight) < len(roomy)  # help cut, not why
    assert " ".join(drawn(90)) == why  # no room for the help at all: the refusal alone, whole
    hint = "38% chance to win, from 1049 games played out."  # a hint's lines too (tester 3)
    lines[1:] = [("Hint: Draw a card", theme.GOLD), (hint, theme.PARCHMENT)]
    assert " ".join(drawn(120)).endswith(f"Hint: Draw a card {hint}")


def test_a_refusal_goes_when_the_next_move_is_shown(app):
    """Red refusals stayed on screen after later moves (issue 51)."""
    table = _korsar(app, "ha")
    run_until(app, lambda: table.human_turn() is not None)
    table.message = "B3 does not require beans"
    assert table.submit(next(a for a in table.legal() if str(a) == "draw"))
    table.message = "an old refusal"  # (as one said while the move was on its way)
    run_until(app, lambda: len(table.match.record.actions) > 2 and table.human_turn() is not None)
    assert table.message == ""


def test_a_click_in_the_gap_between_two_hand_cards_picks_the_nearer(app):
    """Störtebeker's hand lies with gaps between its cards; a click there picked nothing (tester 3)."""
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match("stortebeker", Setup(2), seats, 2))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None and not table.moving)
    hand = sorted(table.kit.hand_sprites(), key=lambda s: s.rect.x)
    left, right = next((a, b) for a, b in zip(hand, hand[1:]) if b.rect.x - a.rect.right >= 4)
    gap = (left.rect.right + 1, left.rect.centery)
    assert not any(s.rect.collidepoint(gap) for s in hand)
    app.dispatch(Intent(PICK, pos=gap))
    assert table.picker.picked is left
    far = (left.rect.right + (right.rect.x - left.rect.right) // 2 + 60, 5)
    assert table.picker.card_at(far) is None  # (nowhere near a card: nothing)


def test_a_card_with_nowhere_to_go_let_go_anywhere_says_why_again(app):
    """A dimmed pirate picked (its reason shown), then a click on an empty zone dropped it silently (tester 3)."""
    table = _korsar(app, "ha", seed=next(n for n in range(60) if _first_turn_without_galleons(n)))
    run_until(app, lambda: table.human_turn() is not None)
    pirate = next(s for s in table.kit.hand_sprites() if not table.playable(s))
    app.dispatch(Intent(PICK, pos=pirate.rect.center))
    app.dispatch(Intent(PICK, pos=(5, 5)))  # the felt in the corner
    assert table.picker.picked is None and table.message == sentence(table.why_unplayable(pirate)) != ""


def _first_turn_without_galleons(seed: int) -> bool:
    from game.korsar.cards import Kind
    state = rules_for("korsar").new_game(Setup(2), seed)
    hand = state.hands[0]
    return state.to_act == 0 and any(c.kind is not Kind.GALLEON for c in hand)
