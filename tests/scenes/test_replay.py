"""The replay viewer: a game played through the real table, kept as a record, played back on the real
table to the end, then stepped back and forward; at every step the table shows what the engine's view holds."""

from __future__ import annotations

import pytest

from game.core import Setup
from game.history import list_finished
from game.match import AI, HUMAN, Match, SeatConfig
from game.record import Record
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, Intent
from scenes.core.saves import records_dir
from scenes.screens.menu import MenuScene
from scenes.screens.replay import EVERYONE, ReplayScene
from scenes.screens.scoring import ScoringScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until

GAMES = [("korsar", 3), ("stortebeker", 2), ("freibeuter", 3)]


def played_record(app, game: str, players: int, seed: int = 5):
    """Play a whole game through the table (AI seats, one of them named as a person) and return its kept file."""
    app.persist = True
    seats = [SeatConfig(AI, f"A{i}", "easy") for i in range(players)]
    match = Match(game, Setup(players), seats, seed)
    app.push(MenuScene(app))
    app.push(table_for(app, match))
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=20000)
    app.persist = False
    (finished,), damaged = list_finished(records_dir())
    assert damaged == [] and finished.record.actions == match.record.actions
    return finished, match


def shows_the_engine(scene: ReplayScene) -> bool:
    t = scene.table
    return t.display.signature() == t.kit.view_signature(t.view())


def engine_at(record: Record, n: int, rules) -> dict:
    return rules.to_json(Record(record.game, record.setup, record.seed, record.actions[:n]).replay())


@pytest.mark.parametrize("game,players", GAMES)
def test_a_kept_record_plays_back_on_the_table_and_steps_both_ways(app, game, players):
    from game.record_text import RecordText

    finished, original = played_record(app, game, players)
    loaded = RecordText(finished.record, finished.seats)
    scene = ReplayScene(app, loaded, playing=True)
    app.push(scene)
    run_until(app, lambda: scene.idle, frames=20000)
    t = scene.table
    assert scene.at == scene.total == len(original.record.actions)
    assert t.checked == scene.total and t.repairs == 0  # after each action the display held the engine's view
    assert scene.rules.to_json(scene.replay.state) == original.rules.to_json(original.state)
    rules = scene.rules
    checkpoints = sorted({scene.total - 1, scene.total // 2, 1})
    for _ in range(3):  # step back from the end, checking each step against the engine
        app.dispatch(Intent(NAVIGATE, dx=-1))
        app.frame(1 / 60)
        assert shows_the_engine(scene)
    assert scene.at == scene.total - 3
    for n in checkpoints:
        scene.go_to(n)
        app.frame(1 / 60)
        assert shows_the_engine(scene) and rules.to_json(scene.replay.state) == engine_at(finished.record, n, rules)
        scene.step()  # forward, animated (instant here)
        run_until(app, lambda: not t.pending)
        assert scene.at == n + 1 and shows_the_engine(scene)
        assert rules.to_json(scene.replay.state) == engine_at(finished.record, n + 1, rules)


def test_whose_cards_show_is_each_seat_or_everyone_once_the_game_is_over(app):
    finished, _ = played_record(app, "korsar", 3, seed=8)
    from game.record_text import RecordText

    seats = (SeatConfig(HUMAN, "Rosa"),) + finished.seats[1:]
    scene = ReplayScene(app, RecordText(finished.record, seats), at=20, playing=False)
    app.push(scene)
    assert scene.watching == 0 and scene.table.viewer == 0  # the person's own view first
    assert scene.choices() == [0, 1, 2, EVERYONE]
    seen = []
    for _ in range(4):
        scene.next_watch()
        app.frame(1 / 60)
        seen.append(scene.watching)
        assert shows_the_engine(scene)
    assert seen == [1, 2, EVERYONE, 0]
    scene._watch(EVERYONE)
    hands = scene.table.display.hands
    assert all(s.face is not None for hand in hands for s in hand)  # every hand face up
    unfinished = Record(finished.record.game, finished.record.setup, finished.record.seed, finished.record.actions[:9])
    partial = ReplayScene(app, RecordText(unfinished, seats), playing=False)
    assert EVERYONE not in partial.choices()  # a game not over keeps its secrets


def test_the_bar_works_with_keys_and_clicks(app):
    finished, _ = played_record(app, "korsar", 3, seed=2)
    from game.record_text import RecordText

    scene = ReplayScene(app, RecordText(finished.record, finished.seats), playing=False)
    app.push(scene)
    assert scene.buttons["play"].label == "Play" and scene.ring.focused is scene.buttons["play"]
    app.dispatch(Intent(CONFIRM))
    assert scene.table.playing and scene.buttons["play"].label == "Pause"
    app.dispatch(Intent(CONFIRM))
    assert not scene.table.playing
    app.dispatch(Intent(PICK, pos=scene.buttons["round+"].rect.center))
    first_round_end = scene.at
    assert first_round_end > 0 and scene.round_at[first_round_end] == 2 and scene.round_at[first_round_end - 1] == 1
    app.dispatch(Intent(PICK, pos=scene.buttons["round-"].rect.center))
    assert scene.at == 0
    app.dispatch(Intent(PICK, pos=(scene.timeline.right - 1, scene.timeline.centery)))
    assert scene.at == scene.total
    app.dispatch(Intent(PICK, pos=scene.buttons["speed"].rect.center))
    assert scene.buttons["speed"].label == "Speed ×2"
    app.dispatch(Intent(BACK))
    assert app.top is not scene


def test_why_did_a_hard_seat_play_this_asks_the_hard_ai_again_on_the_view_it_had(app, monkeypatch):
    """Issue 52: in the replay viewer, Why? (for a move of a hard seat) thinks again on the view that seat had
    before its move, and says what the search finds that move worth, and the best other move."""
    import scenes.screens.replay as replay_module
    from game.record_text import RecordText

    monkeypatch.setattr(replay_module, "HINT_THINK", 0.05)
    seats = [SeatConfig(AI, "Anne", "hard"), SeatConfig(AI, "Jack", "easy")]
    match = Match("korsar", Setup(2), seats, 5, think=0.02)
    while len(match.record.actions) < 12:
        match.advance()
    asked = []
    record = Record(match.game, match.setup, match.seed, list(match.record.actions))
    scene = ReplayScene(app, RecordText(record, tuple(seats)), at=0, playing=False)
    app.push(scene)
    hard_moves = [i + 1 for i, a in enumerate(match.history) if a.seat == 0 and len(
        match.rules.legal_actions(Record(record.game, record.setup, record.seed, record.actions[:i]).replay())) > 2]
    easy_move = next(i + 1 for i, a in enumerate(match.history) if a.seat == 1)
    scene.go_to(easy_move)
    assert not scene.buttons["why"].enabled  # an easy seat's move: nothing to ask
    at = hard_moves[0]
    scene.go_to(at)
    assert scene.buttons["why"].enabled
    thinker = app.new_thinker()
    ask = thinker.ask
    monkeypatch.setattr(thinker, "ask", lambda mind, view: asked.append((mind, view)) or ask(mind, view))
    scene.thinker = thinker
    scene.why()
    assert scene.table.hints.text == "Thinking again on the view Anne had…"
    run_until(app, lambda: scene._why is None)
    (mind, view), = asked
    before = Record(record.game, record.setup, record.seed, record.actions[:at - 1]).replay()
    assert mind.difficulty == "hard" and mind.seat == 0
    assert view == match.rules.observe(before, 0)  # the view Anne had, nothing more
    played = match.history[at - 1].action
    assert scene.table.hints.text == f"Anne played {scene.table.kit.action_words(played)}."
    assert "games played out" in scene.table.hints.why
    assert any(text == scene.table.hints.why for text, _colour in scene.table.notices())
    scene.go_to(at + 1)
    assert scene.table.hints.why == ""  # another move: the answer was about the one before


def test_why_says_the_recorded_moves_worth_whether_the_search_agrees_or_not():
    from game.ai.agent import Verdict
    from scenes.screens.replay import explain

    words = {"a": "launch g1", "b": "draw", "c": "attack g2"}.get
    agrees = Verdict("a", 0.62, 300, "b", 0.48, (("a", 0.62), ("b", 0.48)))
    assert explain(agrees, "a", words) == ("Thinking again on its view: 62% chance to win, from 300 games played "
                                           "out; the next best, draw: 48%.")
    assert explain(agrees, "b", words) == ("Thinking again on its view: 48% chance to win, from 300 games played "
                                           "out; now it prefers launch g1: 62%.")
    assert explain(agrees, "c", words) == ("Thinking again on its view, it now prefers launch g1: 62% chance to win, "
                                           "from 300 games played out.")
    assert explain(None, "a", words) == "It had no other move to compare."
