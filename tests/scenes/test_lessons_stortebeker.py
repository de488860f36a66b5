"""The Störtebeker lesson (scenes/lessons/stortebeker.py): its deal, Gödeke's written moves and the written dice
carry the game as the story says (no move falls back on a first legal one, no die rolls at random), each rule it
promises is met, the last bubbles' numbers are the real score, and a move the coach does not ask for leaves the
lesson where it was, in the table or in the trade dialog."""

from __future__ import annotations

import pytest

from game.core import CHANCE
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.dice import beating_chance
from scenes.core import i18n
from scenes.core.app import App
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, Intent
from scenes.core.settings import Settings
from scenes.core.widgets import line_height, wrap
from scenes.lessons import LESSONS
from scenes.lessons.stortebeker import GODEKE, ROLLS, opening
from scenes.lessons.table import LessonTable
from scenes.screens.menu import MenuScene
from scenes.screens.scoring import ScoringScene
from scenes.stortebeker.choices import Greyed
from scenes.stortebeker.trade import TradeDialog
from tests.scenes.conftest import run_until

LESSON = LESSONS["stortebeker"]


def _played(app) -> LessonTable:
    app.push(MenuScene(app))
    table = LessonTable(app, LESSON, autoplay=True)
    app.push(table)
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20_000)
    return table


def _events(table: LessonTable) -> list:
    return [e for a in table.match.history for e in a.events]


def test_the_deal_accounts_for_every_card_and_tile():
    s = opening()
    cards = [*(c for h in s.hands for c in h), *s.pile, *s.discard,
             *(c for sh in s.ships if sh is not None for side in sh.sides for c in side.cards())]
    assert len(cards) == 66 and None not in cards
    assert len([*s.ships, *s.reserve, *s.box]) == 30
    assert s.to_act == 0 and s.round == 3 and s.cards_left == 3


def test_every_written_move_and_die_is_the_one_played(app):
    """Gödeke's moves and the dice fall exactly as written: a script that parted from the game would show here (a
    scripted seat then plays its first legal move, and the dice roll at random)."""
    table = _played(app)
    history = table.match.history
    assert [a.text for a in history if a.seat == 1] == list(GODEKE)
    assert [a.text for a in history if a.seat == CHANCE] == list(ROLLS)
    assert [a.text for a in history if a.seat == 0] == LESSON.taught()


def test_the_lesson_meets_each_rule_it_promises(app):
    """Provisions and a pirate placed, a trade, a broadside that steals and sinks, a boarding that succeeds and one
    that fails (a provision lost, a pirate dropped), a counterattack lost by Gödeke and one won by the person, a
    ship replaced from the reserve, the end announced; and the score the last bubble says: 7 to 2."""
    table = _played(app)
    events = _events(table)

    def kinds(kind: type, **fields) -> list:
        return [e for e in events if isinstance(e, kind) and all(getattr(e, k) == v for k, v in fields.items())]

    assert {(e.card.name, e.ship) for e in kinds(ev.CardPlaced, seat=0)} == {
        ("beans", "R3"), ("pirate3", "R3"), ("water", "Y2")}
    assert kinds(ev.Traded, seat=0)
    assert kinds(ev.BroadsideFired, seat=0)
    assert kinds(ev.CardStolen, seat=0, victim=1) and kinds(ev.CardSunk, seat=0, victim=1)
    assert [e.ship for e in kinds(ev.BoardingSucceeded, seat=0)] == ["R3"]
    assert [e.ship for e in kinds(ev.BoardingFailed, seat=0)] == ["G5"]
    assert kinds(ev.ProvisionLost, seat=0) and kinds(ev.PirateDropped, seat=0)
    assert [e.ship for e in kinds(ev.CounterattackDeclared)] == ["R3", "Y2"]
    captured = [(e.seat, e.tile.tid, e.counterattack) for e in kinds(ev.ShipCaptured)]
    assert captured == [(0, "R3", False), (1, "B1", False), (0, "Y2", True)]
    assert [e.tile.tid for e in kinds(ev.ShipEntered)] == ["P2", "B4"]
    assert kinds(ev.EndAnnounced) and kinds(ev.GameEnded)
    assert table.match.rules.scores(table.match.state) == [7, 2]


def test_the_bubbles_say_the_real_numbers(app):
    """The totals, odds and score the bubbles quote are the game's own."""
    table = _played(app)
    totals = [(e.seat, e.ship, e.dice, e.total) for e in _events(table) if isinstance(e, ev.AttackTotal)]
    assert totals == [(0, "R3", 7, 10), (1, "R3", 6, 6), (1, "B1", 9, 13), (0, "G5", 4, 8), (1, "Y2", 5, 8),
                      (0, "Y2", 9, 10)]
    texts = [s.text for s in LESSON.steps()]
    assert "You rolled 7, plus your pirate 3: 10" in texts[7] and "rolled 6" in texts[7]
    assert "the dice made 4, your pirates 4: 8, short of 10" in texts[15]
    assert "boarded it with 8" in texts[16] and f"Your odds: {beating_chance(8, 1):.0%}" in texts[16]
    assert "10 beats 8" in texts[17]
    you, godeke = table.match.rules.scores(table.match.state)
    assert f"You have {you} points, Gödeke {godeke}" in texts[17]


def test_every_coach_line_is_said_in_french():
    english = [s.text for s in LESSON.steps()]
    i18n.install("fr")
    try:
        french = [s.text for s in LESSON.steps()]
    finally:
        i18n.install("en")
    assert all(f != e for f, e in zip(french, english, strict=True))


def _at_move(app, table: LessonTable, move: str) -> None:
    """On to the bubble asking for `move`, reading the others."""
    for _ in range(60):
        run_until(app, lambda: table.showing() is not None or table.match.is_over)
        step = table.current()
        assert step is not None
        if step.move == move:
            return
        if step.move is None:
            app.dispatch(Intent(CONFIRM))
        else:
            assert table.submit(table.taught())
    raise AssertionError(f"never asked for {move}")


@pytest.fixture
def lesson(app) -> LessonTable:
    app.push(MenuScene(app))
    table = LessonTable(app, LESSON)
    app.push(table)
    return table


def test_another_card_is_met_by_the_reminder_and_the_lesson_stays_where_it_was(app, lesson):
    _at_move(app, lesson, "place beans R3")
    step = lesson.current()
    wrong = next(s for s in lesson.kit.hand_sprites() if s.label == "bread")
    app.dispatch(Intent(PICK, pos=wrong.rect.center))
    assert lesson.picker.picked is None
    assert lesson.message == "The coach asks for this first: put beans by R3."
    assert lesson.match.record.actions == [] and lesson.current() is step


def test_only_the_taught_boarding_is_offered(app, lesson):
    """At the boarding, the buttons above the hand hold the taught move only (no Stop to end the turn early)."""
    _at_move(app, lesson, "board R3")
    assert [lesson.rules.action_text(a) for a in lesson.legal()] == ["board R3"]
    assert [label for label, _a in lesson.kit.choices()] == ["Board R3 (83%)"]


def test_another_trade_in_the_dialog_leaves_the_lesson_where_it_was(app, lesson):
    """The trade dialog may offer any legal trade: one the coach does not ask for is met by the reminder."""
    _at_move(app, lesson, "trade bananas bananas take bread+")
    made = len(lesson.match.record.actions)
    other = lesson.rules.parse_action(lesson.match.view(0), "trade water beans take bread+")
    assert not lesson.submit(other)
    assert len(lesson.match.record.actions) == made
    assert lesson.message.startswith("The coach asks for this first")


def test_the_trade_is_made_with_the_keyboard_alone_and_the_dialog_says_the_coachs_trade(app, lesson):
    """Tester 5: the trade dialog's buttons could not be reached by keyboard, and the coach's bubble lay under the
    dialog. The dialog says the coach's trade and lights its cards; Up and Down go between the hand, the pile and
    the buttons; Enter alone chooses the coach's cards one after the other, then makes the trade."""
    _at_move(app, lesson, "trade bananas bananas take bread+")
    made = len(lesson.match.history)
    app.dispatch(Intent(NAVIGATE, dx=1))  # the focus shows, on the only thing to do: Trade…
    app.dispatch(Intent(CONFIRM))
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    assert dialog.coach_line() == "Coach: trade bananas, bananas for bread with a pirate."
    bananas = [i for i, c in enumerate(dialog.hand) if c.name == "bananas"]
    bread = next(c for c in dialog.kinds if c.name == "bread+")
    assert dialog._lit() == [("give", i) for i in bananas] + [("take", bread)]

    def focused():
        return dialog._items()[dialog.focus][1]

    assert focused() == ("give", bananas[0])
    app.dispatch(Intent(NAVIGATE, dy=1))
    assert focused()[0] == "take"
    app.dispatch(Intent(NAVIGATE, dy=1))
    assert focused() in (dialog.ok, dialog.cancel)
    app.dispatch(Intent(NAVIGATE, dy=1))  # the buttons are the bottom row (tester 7: Down went back up)
    assert focused() in (dialog.ok, dialog.cancel)
    app.dispatch(Intent(NAVIGATE, dy=-1))
    assert focused()[0] == "take"
    while focused() != ("give", bananas[0]):
        app.dispatch(Intent(NAVIGATE, dx=1))
    app.dispatch(Intent(CONFIRM))  # steered by the arrows, the focus stays put (tester 7: it jumped on)
    assert focused() == ("give", bananas[0]) and dialog.give == {bananas[0]}
    app.dispatch(Intent(BACK))
    assert app.top is lesson
    app.frame(1 / 60)
    app.dispatch(Intent(CONFIRM))  # Trade… again: a fresh dialog, with Enter alone
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    for wanted in [("give", bananas[0]), ("give", bananas[1]), ("take", bread), dialog.ok]:
        assert focused() == wanted
        app.dispatch(Intent(CONFIRM))
    assert app.top is lesson and lesson.match.history[made].text == "trade bananas bananas take bread+"


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_counterattack_shows_both_choices_whole_the_other_greyed_with_the_reminder(size):
    """Tester 5: the counterattack's button read "…42% to be…", and the prompt's "or let it go?" had no button. Both
    choices show, the one the coach does not ask for greyed (a click says the reminder, and nothing is played), each
    label whole (on two lines if need be)."""
    app = App(Settings(speed="instant"), headless=True, persist=False, size=size)
    try:
        app.push(MenuScene(app))
        lesson = LessonTable(app, LESSON)
        app.push(lesson)
        _at_move(app, lesson, "counter Y2 bread bread+")
        app.frame(1 / 60)
        [counter] = [t for t in lesson.kit.free_targets() if isinstance(t.action, act.Counterattack)]
        [other] = lesson.kit.disabled()
        assert isinstance(other.action, Greyed) and other.label == "Do not counterattack"
        assert not counter.rect.colliderect(other.rect)
        for t in (counter, other):
            rows = wrap(t.label, lesson.layout.small, t.rect.w - 10, bold=True)
            assert len(rows) <= 2 and 2 * line_height(lesson.layout.small, True) <= t.rect.h + 4, t.label
        made = len(lesson.match.history)
        app.dispatch(Intent(PICK, pos=other.rect.center))
        app.frame(1 / 60)
        assert len(lesson.match.history) == made
        said = [line for line, _colour in lesson.sight().notices] + [lesson.kit.note()]
        assert [line for line in said if line.startswith("The coach asks")] == [lesson.reminder()]  # once (tester 7)
    finally:
        app.quit()


def test_the_outcome_of_a_boarding_is_told_before_godeke_plays_on(app, lesson):
    """Tester 5: "R3 is yours" came a whole turn late, after Gödeke had played his own turn. The bubble comes as soon
    as the boarding's last roll has been shown, and Gödeke waits for Next."""
    _at_move(app, lesson, "board R3")
    assert lesson.submit(lesson.taught())
    run_until(app, lambda: lesson.showing() is not None)
    texts = [a.text for a in lesson.match.history]
    assert texts[-1] == "roll 3 3" and lesson.showing().text.startswith("You rolled 7")
    for _ in range(120):
        app.frame(1 / 60)
    assert lesson.match.history[-1].text == "roll 3 3"  # Gödeke waits while it is read
    app.dispatch(Intent(CONFIRM))
    app.dispatch(Intent(CONFIRM))  # the reserve's ship, told at the same moment
    run_until(app, lambda: len(lesson.match.history) > len(texts))
    assert lesson.match.history[len(texts)].seat == 1  # then Gödeke plays on


def test_the_first_points_scored_point_at_the_score_track(app, lesson):
    """Tester 5: the score track was never explained. The bubble that tells of the first capture lights it."""
    _at_move(app, lesson, "board R3")
    assert lesson.submit(lesson.taught())
    run_until(app, lambda: lesson.showing() is not None)
    step = lesson.showing()
    assert "score track" in step.text and "track" in step.point
    [track] = lesson.whereabouts("track")
    assert track == lesson.layout.track_area and app.screen.get_rect().contains(track)


def test_a_trade_the_coach_does_not_ask_for_is_refused_in_the_dialog_which_stays_open(app, lesson):
    """Tester 6: the plain bread taken instead of the bread with a pirate enabled Trade; pressing it closed the
    dialog, lost the choice, and the reminder came in a small line beside the table. The dialog says it and stays."""
    _at_move(app, lesson, "trade bananas bananas take bread+")
    app.dispatch(Intent(NAVIGATE, dx=1))
    app.dispatch(Intent(CONFIRM))
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    dialog.give |= {i for i, c in enumerate(dialog.hand) if c.name == "bananas"}
    dialog.take[next(c for c in dialog.kinds if c.name == "bread")] += 1
    assert dialog.problem().startswith("The coach asks for this first: trade bananas, bananas for bread with a pirate")
    dialog._confirm()
    assert app.top is dialog and len(dialog.give) == 2


def test_a_card_the_coachs_trade_does_not_hold_is_said_at_once_in_the_dialog(app, lesson):
    """Tester 7: water and beans chosen instead of the coach's cards got only the dialog's usual "Give 2 cards and
    take 1" line: the coach says its trade as soon as a card outside it is chosen."""
    _at_move(app, lesson, "trade bananas bananas take bread+")
    app.dispatch(Intent(NAVIGATE, dx=1))
    app.dispatch(Intent(CONFIRM))
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    dialog.give.add(next(i for i, c in enumerate(dialog.hand) if c.name == "water"))
    assert dialog.problem().startswith("The coach asks for this first: trade bananas")
