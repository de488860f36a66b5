"""What a newcomer at the Störtebeker table trips over: whose row is whose (each row names its seat), why no
counterattack is offered, why a click by a ship did nothing, and a prompt that reads the broadside as one of the
turn's three cards."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.match import HUMAN, Match, SeatConfig
from game.stortebeker import actions as act
from game.stortebeker.agent import StortebekerAgent
from game.stortebeker.state import COUNTER
from scenes.core.input import PICK, Intent
from scenes.core.widgets import recording
from scenes.stortebeker import painter
from scenes.stortebeker.choices import why_no_counter
from scenes.tables import table_for
from tests.scenes.conftest import run_until

NAMES = ["Rosa", "Jack", "Mary", "Calico"]


def _match(kinds: str, seed: int = 1) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else "ai", NAMES[i]) for i, k in enumerate(kinds)]
    return Match("stortebeker", Setup(len(kinds)), seats, seed)


def _turn(app, table):
    run_until(app, lambda: table.human_turn() is not None or table.match.is_over, frames=20000)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("kinds", ["ha", "haa", "haaa"])
def test_stortebeker_each_row_by_a_ship_names_its_seat_in_its_colour(app, monkeypatch, size, kinds):
    """The rows beside a ship were marked only by thin coloured bars: every row of every ship names its seat, in the
    seat's colour (faded while the row holds no card: test_stortebeker_at_a_glance), whole (no ellipsis), inside the
    row and clear of its cards."""
    from scenes.core import theme

    written: list[tuple[str, pygame.Rect, tuple]] = []
    write = painter.text

    def text(surface, words, pos, size, colour=theme.WHITE, *args, **kwargs):
        r = write(surface, words, pos, size, colour, *args, **kwargs)
        written.append((words, r, tuple(colour)))
        return r

    monkeypatch.setattr(painter, "text", text)
    app.resized(size)
    table = table_for(app, _match(kinds, seed=3))
    app.push(table)
    agent = StortebekerAgent(table.rules, 0, random.Random(0))
    for _ in range(12):  # a few turns: cards lie by the ships
        _turn(app, table)
        table.picker.choose(agent.choose(table.match.view(0)))
    _turn(app, table)
    written.clear()
    table.draw(pygame.Surface(size))
    lay = table.layout
    for slot, sh in enumerate(table.display.ships):
        if sh is None:
            continue
        for seat in range(len(kinds)):
            row = lay.side_row(slot, seat)
            names = [(r, c) for words, r, c in written if words == NAMES[seat] and row.contains(r)]
            assert names, (slot, seat)
            colour = theme.seat_colour(seat) if sh.sides[seat].all() else painter.quiet(theme.seat_colour(seat))
            assert all(c == colour for _r, c in names)
            cards = [s.rect for s in sh.sides[seat].all()]
            assert all(r.collidelist(cards) < 0 for r, _c in names), (slot, seat)


def test_stortebeker_no_counterattack_says_why_exactly_when_there_is_none():
    """Asked whether to counterattack, a person saw only "Do not counterattack": whenever a seat is asked and the rules
    allow it no counterattack, the table says why (what it lacks there that its hand does not hold), and it says
    nothing of the kind when a counterattack is allowed."""
    said = {True: 0, False: 0}
    for seed in range(12):
        match = Match("stortebeker", Setup(3), [SeatConfig(HUMAN, n) for n in NAMES[:3]], seed)
        agents = [StortebekerAgent(match.rules, s, random.Random(seed + s)) for s in range(3)]
        for _ in range(4000):
            match.run_agents()
            if match.is_over:
                break
            seat = match.human_to_act()
            view = match.view(seat)
            if view.step == COUNTER:
                legal = match.rules.legal_actions(view)
                why = why_no_counter(view, seat)
                possible = any(isinstance(a, act.Counterattack) for a in legal)
                assert bool(why) != possible, (why, legal)
                if why:
                    assert view.target in why
                said[possible] += 1
            match.submit(agents[seat].choose(view))
        if all(said.values()):
            return
    raise AssertionError(f"not both kinds of counterattack question came up: {said}")


def _at_a_counter_question_without_a_counterattack(app):
    """A table where seat 0 is asked to counterattack and cannot. The AI seats think by the clock, so a game may go
    otherwise on a busy machine: a few seeds are tried."""
    for seed in (3, 4, 5, 6, 7, 8):
        table = table_for(app, _match("haaa", seed=seed))
        app.push(table)
        agent = StortebekerAgent(table.rules, 0, random.Random(0))
        for _ in range(3000):
            _turn(app, table)
            if table.match.is_over:
                break
            view = table.match.view(0)
            if table.kit.step() == COUNTER and why_no_counter(view, 0):
                return table
            table.picker.choose(agent.choose(view))
        app.pop()
    raise AssertionError("no counterattack question without a counterattack came up")


def test_stortebeker_the_prompt_says_why_no_counterattack(app, monkeypatch):
    """The prompt of a counterattack question that allows none says why, and its title that there is none, beside the
    one button left, which goes on rather than refuses ("OK, no counterattack", not "Do not counterattack")."""
    table = _at_a_counter_question_without_a_counterattack(app)
    with recording() as drawn:
        table.draw(pygame.Surface(app.screen.get_size()))
    words = " ".join(w for _px, w in drawn)
    assert "No counterattack is possible" in words and [label for label, _a in table.kit.choices()] == [
        "OK, no counterattack"]
    assert table.sight().asked in ("Rosa, no counterattack possible", "No counterattack possible", "No counterattack")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_stortebeker_a_click_by_a_ship_is_never_refused_silently(app, monkeypatch, size):
    """A click in a ship's column off the person's own row dropped the picked card without a word: anywhere in a
    ship's column (its tile, another seat's row, the gap beside it) the card goes to the person's side of that ship,
    or the table says why it may not."""
    app.resized(size)
    table = table_for(app, _match("haa", seed=2))
    app.push(table)
    _turn(app, table)
    chosen: list = []
    monkeypatch.setattr(table.picker, "choose", lambda action: chosen.append(action) or table.picker.unpick())
    lay = table.layout
    said = played = 0
    for sprite in [s for s in table.display.hands[0] if table.kit.targets_for(s)]:
        for slot, col in enumerate(lay.columns):
            spots = [lay.side_row(slot, seat).center for seat in range(3) if seat != table.bottom]
            spots += [(col.x + 3, col.bottom - 2), lay.tile(slot).center]
            if slot + 1 < len(lay.columns):  # the gap before the next column
                spots.append(((col.right + lay.columns[slot + 1].x) // 2, col.centery))
            for pos in spots:
                app.dispatch(Intent(PICK, pos=sprite.rect.center))
                assert table.picker.picked is sprite
                if any(t.rect.inflate(8, 8).collidepoint(pos) for t in table.picker.targets):
                    table.picker.unpick()  # a glowing place (a broadside at the tile): not a miss
                    continue
                table.message, chosen[:] = "", []
                app.dispatch(Intent(PICK, pos=pos))
                if chosen:
                    played += 1
                    assert chosen == [act.Place(chosen[0].card, table.display.ships[slot].tid)], (pos, chosen)
                else:
                    said += 1
                    assert table.message, (sprite.label, slot, pos)
                    assert table.picker.picked is sprite  # it stays picked for the right click (tester 8)
                    table.picker.unpick()
    assert said and played


def test_stortebeker_the_prompt_reads_the_broadside_as_one_of_the_three_cards(app):
    """"place, trade or discard, then a broadside" read as a fourth thing to do: the broadside is the last card's
    use (docs/rules/stortebeker.md 2.3 phase 1)."""
    table = table_for(app, _match("haa", seed=2))
    app.push(table)
    _turn(app, table)
    with recording() as drawn:
        table.draw(pygame.Surface(app.screen.get_size()))
    words = " ".join(w for _px, w in drawn)
    assert "then a broadside" not in words
    assert "last one may fire a" in words
