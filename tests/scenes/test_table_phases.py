"""The table's pacing as phases (scenes/table/phases.py): the transition function phase by phase, then the table
doing what each phase asks: the AI asked at once, its move shown only on a settled table after a pause, the screen
handed over, the scoring screen after a last look."""

from __future__ import annotations

import pytest

from game.ai.thinking import FELL_BACK, LocalThinker
from game.core import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen
from scenes.screens.scoring import ScoringScene
from scenes.table.phases import Facts, Phase, next_phase
from scenes.table.undo import undo
from scenes.tables import table_for
from tests.scenes.conftest import SlowThinker, run_until

CALM = Facts(news=False, over=False, person=None, has_screen=False, moves_on=True, pause_over=False)


def facts(**changes) -> Facts:
    return Facts(**{**CALM.__dict__, **changes})


@pytest.mark.parametrize("phase", [p for p in Phase if p is not Phase.FINISHED])
def test_news_comes_first_from_every_phase_but_the_end(phase):
    assert next_phase(phase, facts(news=True)) is Phase.NEWS
    assert next_phase(phase, facts(news=True, over=True, person=0)) is Phase.NEWS


def test_a_finished_game_stays_finished_whatever_happens():
    for f in (facts(news=True), facts(person=1, has_screen=True), CALM):
        assert next_phase(Phase.FINISHED, f) is Phase.FINISHED


def test_the_news_shown_the_game_over_ends_the_game():
    assert next_phase(Phase.NEWS, facts(over=True)) is Phase.FINISHED


def test_a_persons_decision_waits_for_them_with_their_hand_on_screen_else_the_screen_is_handed_over():
    assert next_phase(Phase.NEWS, facts(person=2, has_screen=True)) is Phase.PERSON
    assert next_phase(Phase.NEWS, facts(person=2, has_screen=False)) is Phase.HANDOVER
    assert next_phase(Phase.HANDOVER, facts(person=2, has_screen=True)) is Phase.PERSON


def test_a_machines_move_is_first_a_pause_then_thinking_until_it_comes():
    assert next_phase(Phase.NEWS, CALM) is Phase.PAUSE
    assert next_phase(Phase.PERSON, CALM) is Phase.PAUSE
    assert next_phase(Phase.PAUSE, CALM) is Phase.PAUSE  # the pause has not run its time
    assert next_phase(Phase.PAUSE, facts(pause_over=True)) is Phase.THINKING
    assert next_phase(Phase.THINKING, CALM) is Phase.THINKING


def test_a_stopped_replay_waits_for_a_press():
    assert next_phase(Phase.NEWS, facts(moves_on=False)) is Phase.PERSON
    assert next_phase(Phase.PERSON, facts(moves_on=False)) is Phase.PERSON


def _korsar(kinds: str, seed: int = 1) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("korsar", Setup(len(kinds)), seats, seed)


def test_an_ai_is_asked_at_once_and_its_move_shown_only_once_the_news_and_the_pause_are_over(app):
    """The AI starts thinking the moment it is to act, while the table still shows the news before it; its
    answer, come long before, waits for the news to be shown and for the pause a person can follow."""
    app.settings.speed = "normal"
    asked_in: list[Phase] = []

    class Watching(LocalThinker):
        def ask(self, mind, view):
            asked_in.append(table.phase)
            return super().ask(mind, view)

    app.new_thinker = Watching
    table = table_for(app, _korsar("ha", seed=2))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    table.picker.choose(next(a for a in table.legal() if table.rules.action_text(a) != "draw"))
    actions = len(table.match.record.actions)
    phases = []
    while len(table.match.record.actions) == actions and len(phases) < 600:
        app.frame(1 / 60)
        phases.append(table.phase)
    assert asked_in[-1] is Phase.NEWS  # asked while the person's move was still being shown
    first_pause = phases.index(Phase.PAUSE)
    assert set(phases[:first_pause]) == {Phase.NEWS}
    pause_frames = sum(p is Phase.PAUSE for p in phases)
    assert pause_frames >= int(app.settings.ai_pause * 60) - 1  # the whole pause, though the answer was there
    assert phases[-1] is Phase.THINKING  # applied as soon as the pause ended


def test_a_move_taken_back_while_the_ai_thinks_forgets_its_question(app):
    """U while the AI is still thinking about the person's move: the question is dropped (its answer, when it
    comes, is thrown away) and the person decides again at once."""
    table = table_for(app, _korsar("ha", seed=2))
    app.push(MenuScene(app))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    table.match.think_with(thinker := SlowThinker(polls=None))  # from now on the AI never answers
    table.picker.choose(next(a for a in table.legal() if table.rules.action_text(a) != "draw"))
    run_until(app, lambda: table.phase is Phase.THINKING)
    assert len(thinker._asked) == 1
    assert undo(table)
    assert thinker._asked == {} and table.phase is Phase.PERSON and table.human_turn() == 0


def test_between_two_people_the_screen_is_handed_over_before_the_next_hand_shows(app):
    table = table_for(app, _korsar("hh", seed=3))
    app.push(MenuScene(app))
    app.push(table)
    run_until(app, lambda: isinstance(app.top, PassScreen))
    assert table.phase is Phase.HANDOVER and table.viewer is None
    app.top._ready()
    app.frame(1 / 60)
    assert table.phase is Phase.PERSON and table.viewer == table.match.human_to_act()


def test_a_finished_game_shows_the_table_a_moment_then_the_scoring_screen(app):
    table = table_for(app, _korsar("aa", seed=5))
    app.push(MenuScene(app))
    app.push(table)
    run_until(app, lambda: table.match.is_over, frames=20000)  # at the instant speed
    app.settings.speed = "normal"
    run_until(app, lambda: table.phase is Phase.FINISHED)
    finished_at = app.frames
    run_until(app, lambda: isinstance(app.top, ScoringScene))
    assert app.frames - finished_at >= 60  # END_PAUSE, about 1.2 s at the normal speed


def test_when_the_ai_fails_for_good_the_table_says_so_once_and_plays_on(app):
    class Failed(LocalThinker):
        notice = FELL_BACK

    app.new_thinker = Failed
    table = table_for(app, _korsar("ha", seed=2))
    app.push(table)
    app.frame(1 / 60)
    assert "normal level" in table.message
    table.message = ""
    run_until(app, lambda: table.human_turn() is not None)
    assert table.message == ""


def test_closing_the_table_stops_its_ai(app):
    closed = []

    class Closing(LocalThinker):
        def close(self) -> None:
            closed.append(True)

    app.new_thinker = Closing
    app.push(MenuScene(app))
    app.push(table_for(app, _korsar("aa")))
    app.go_home()
    assert closed == [True]


def test_the_table_says_game_over_only_once_the_last_events_are_shown(app):
    """Tester 9: the status read "Game over" while the last counterattack's dice still rolled and its result was not
    yet in the log."""
    from scenes.tables import table_for
    from tests.scenes.conftest import run_until

    app.settings.speed = "fast"
    match = Match("korsar", Setup(2), [SeatConfig(AI, "Ann", "easy"), SeatConfig(AI, "Ben", "easy")], 3)
    app.push(MenuScene(app))
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: match.is_over, frames=200_000)
    assert table.pending and not table.sight().over  # the end is known, not yet shown
    run_until(app, lambda: not table.pending, frames=20_000)
    assert table.sight().over


def test_a_person_on_a_phone_is_waited_for_without_the_screen_changing_hands():
    for phase in (Phase.NEWS, Phase.PAUSE, Phase.PERSON, Phase.PHONE):
        assert next_phase(phase, facts(person=1, on_phone=True)) is Phase.PHONE
        assert next_phase(phase, facts(person=1)) is Phase.HANDOVER
    assert next_phase(Phase.PHONE, facts(person=1, on_phone=True, news=True)) is Phase.NEWS
