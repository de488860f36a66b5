"""The Freibeuter lesson: its deal accounts for every card and boat, it meets each rule it promises in the order
taught, its last bubble says the real score, a move the coach does not ask for leaves it where it was, and each
bubble lies inside the window, off what the person must click."""

from __future__ import annotations

import re
from collections import Counter

import pygame
import pytest

from game.freibeuter import events as ev
from game.freibeuter.components import DUTCHMAN_COUNTS, SEA_COUNTS
from game.freibeuter.state import dealt
from scenes.core import i18n
from scenes.core.input import CONFIRM, PICK, Intent
from scenes.core.widgets import recording
from scenes.lessons import LESSONS
from scenes.lessons.freibeuter import opening
from scenes.lessons.table import LessonTable
from scenes.screens.menu import MenuScene
from scenes.screens.scoring import ScoringScene
from tests.scenes.conftest import run_until

LESSON = LESSONS["freibeuter"]


def _lesson(app, autoplay: bool = False) -> LessonTable:
    app.push(MenuScene(app))
    table = LessonTable(app, LESSON, autoplay=autoplay)
    app.push(table)
    return table


def _played(app) -> LessonTable:
    table = _lesson(app, autoplay=True)
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20_000)
    return table


def _at_person(app, table: LessonTable) -> None:
    run_until(app, lambda: table.showing() is not None or table.match.is_over)


def test_the_deal_accounts_for_every_card_and_boat():
    """The cards in no hand nor pile lie in the discard (played earlier); a supply is what the sea does not hold."""
    s = opening()
    sea = Counter(c for h in s.sea_hands for c in h) + Counter(s.sea_pile) + Counter(s.sea_discard)
    dutch = Counter(c for h in s.dutch_hands for c in h) + Counter(s.dutch_pile) + Counter(s.dutch_discard)
    assert sea == SEA_COUNTS and dutch == DUTCHMAN_COUNTS
    assert [len(s.sea_pile), len(s.dutch_pile)] == [10, 1]
    for seat in (0, 1):
        assert s.supply[seat] + s.boats_placed(seat) + list(s.boarded.values()).count(seat) == 25


def test_the_lesson_meets_each_rule_in_the_order_taught(app):
    """A boat sailed, an unboarded ship escaping, a ship boarded, the Dutchman surrounding it, the ship captured and
    paid for, two tokens shared in the order chosen (a chest paying each boat, a double), Anne's loan, the loot, and
    the game ended by the last chest."""
    table = _played(app)
    seen: list[str] = []

    def met(name: str) -> None:
        if name not in seen:
            seen.append(name)

    for applied in table.match.history:
        if applied.seat == 0 and applied.text.startswith("resolve"):
            met("order chosen")
        for e in applied.events:
            if isinstance(e, ev.BoatPlaced) and e.seat == 0:
                met("sail")
            elif isinstance(e, ev.ShipEscaped):
                met("escape")
            elif isinstance(e, ev.ShipBoarded) and e.seat == 0:
                met("board")
            elif isinstance(e, ev.DutchmanPlaced):
                met("dutchman")
            elif isinstance(e, ev.ShipCaptured) and e.seat == 0:
                met("capture")
            elif isinstance(e, ev.Payment) and e.payer == 0:
                met("pay")
            elif isinstance(e, ev.BankPaid) and e.reason == "chest":
                met("chest")
            elif isinstance(e, ev.DoubleTaken):
                met("double")
            elif isinstance(e, ev.LoanTaken) and e.marker:
                met("loan")
            elif isinstance(e, ev.BankPaid) and e.reason == "loot":
                met("loot")
            elif isinstance(e, ev.GameEnded):
                met("end:" + e.reason)
    assert seen == ["sail", "escape", "board", "dutchman", "capture", "pay", "order chosen", "chest", "double",
                    "loan", "loot", "end:chests"]
    assert table.match.state.chests_left == 0


def test_the_last_bubbles_say_the_real_score(app):
    """The score bubble's figures (money, ship, total for each) are those the scoring screen shows."""
    table = _played(app)
    parts = table.match.rules.score_parts(table.match.state)
    said = next(s.text for s in LESSON.steps() if "You win!" in s.text)
    figures = [int(n) for n in re.findall(r"\d+", said.split("loans.")[1])]
    assert figures == [parts[0].treasure, parts[0].ships, parts[0].total,
                       parts[1].treasure, parts[1].ships, parts[1].loans, parts[1].total]
    assert parts[0].total > parts[1].total


def test_another_move_is_met_by_the_reminder_and_the_lesson_stays_where_it_was(app):
    table = _lesson(app)
    _at_person(app, table)
    while (step := table.current()) is not None and step.move is None:
        app.dispatch(Intent(CONFIRM))
    assert step is not None and step.move == "sail C3"
    assert [table.rules.action_text(a) for a in table.legal()] == ["sail C3"]
    wrong = next(s for s in table.kit.hand_sprites() if s.label == "A1")
    app.dispatch(Intent(PICK, pos=wrong.rect.center))
    assert table.picker.picked is None and table.message == "The coach asks for this first: sail to C3."
    ship = table.layout.token("C2:D3")  # a ship that may be boarded, by the rules, but not now
    app.dispatch(Intent(PICK, pos=ship.center))
    assert table.picker.picked is None
    assert table.match.record.actions == [] and table.current() is step
    right = next(s for s in table.kit.hand_sprites() if s.label == "C3")
    app.dispatch(Intent(PICK, pos=right.rect.center))
    (target,) = table.picker.targets
    app.dispatch(Intent(PICK, pos=target.rect.center))
    assert table.match.record.actions[0] == "sail C3"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_each_bubble_lies_inside_the_window_and_off_what_is_clicked(app, size):
    """Played with clicks as a person would: a card then its glowing place, a ship then Board, a token to share
    first; the bubble never covers the card, the place, the ship or the button, and each thing it points at is on
    the table."""
    app.resized(size)
    table = _lesson(app)
    screen = pygame.Rect((0, 0), size)
    for _ in range(60):
        _at_person(app, table)
        step = table.showing()
        if step is None:
            break
        table.draw(app.screen)
        assert screen.contains(table.bubble) and table.bubble.w > 0
        assert all(table.whereabouts(key) for key in step.point), step.point
        if step.move is None:
            assert table.bubble.contains(table.next_button)
            app.dispatch(Intent(PICK, pos=table.next_button.center))
            continue
        card = next((s for s in table.kit.hand_sprites() if table.playable(s)), None)
        first = card.rect if card is not None else table.kit.free_targets()[0].rect
        assert not table.bubble.colliderect(first), step.move
        app.dispatch(Intent(PICK, pos=first.center))
        table.draw(app.screen)
        if table.picker.picked is not None:  # a card or a ship picked: where it goes, or the Board button
            assert table.picker.targets and not any(table.bubble.colliderect(t.rect) for t in table.picker.targets)
            app.dispatch(Intent(PICK, pos=table.picker.targets[-1].rect.center))
    assert table.match.is_over
    assert [a.text for a in table.match.history if a.seat == 0] == LESSON.taught()


def test_a_deal_by_hand_refuses_more_copies_of_a_card_than_the_deck_holds():
    with pytest.raises(ValueError, match="more copies"):
        dealt(["A1", "A1"])  # an edge square has one sea card
    with pytest.raises(ValueError, match="more copies"):
        dealt(["A1", "B1"], sea_pile="A1 C1")


def test_the_capture_is_told_before_the_draw_that_ends_the_move(app):
    """Tester 5: the capture was explained after Anne's turn; tester 6: after the coach had asked for the draw. It
    is told as soon as the capture has been shown, before the draw is asked for."""
    from scenes.core.input import CONFIRM, Intent
    from scenes.lessons import LESSONS
    from scenes.lessons.table import LessonTable
    from scenes.screens.menu import MenuScene

    app.push(MenuScene(app))
    table = LessonTable(app, LESSONS["freibeuter"])
    app.push(table)
    for _ in range(40):
        run_until(app, lambda: table.showing() is not None or table.match.is_over)
        step = table.showing()
        if step is not None and step.text.startswith("Surrounded: the ship is yours"):
            break
        if step.move is None:
            app.dispatch(Intent(CONFIRM))
        else:
            assert table.submit(table.taught())
    assert table.match.history[-1].text == "dutchman row3 D3" and table.match.history[-1].seat == 0
    app.dispatch(Intent(CONFIRM))
    run_until(app, lambda: table.showing() is not None)
    assert table.showing().move == "draw dutchman"


def test_a_loan_is_said_whole_in_a_narrow_panel(app):
    """Tester 6: at 800x600 in French Anne's panel read "4 bateaux emprunt 6 (à r…": what is owed must read whole."""
    i18n.install("fr")
    try:
        app.resized((800, 600))
        table = _lesson(app)
        for _ in range(40):
            _at_person(app, table)
            if table.display.loans[1]:
                break
            if table.showing().move is None:
                app.dispatch(Intent(CONFIRM))
            else:
                assert table.submit(table.taught())
        assert table.display.loans[1] == 6
        with recording() as drawn:
            table.draw(app.screen)
        owed = [s for _px, s in drawn if "rendre" in s]
        assert owed and all(not s.endswith("…") and "12" in s for s in owed), owed
    finally:
        i18n.install("en")
