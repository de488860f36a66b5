"""The Korsar table scene, driven headless through the real app loop."""

from __future__ import annotations

import gc

import pygame
import pytest

from game import Setup
from game.korsar import actions as act
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, PRESS, RELEASE, Intent
from scenes.korsar.table import KorsarTable
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen, PauseOverlay
from scenes.screens.scoring import ScoringScene
from tests.scenes.conftest import run_until


def _match(kinds: str, seed: int = 1, teams: bool = False) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("korsar", Setup(len(kinds), teams), seats, seed)


def test_korsar_ai_game_plays_to_scoring_through_the_table(app):
    match = _match("aaaa", seed=3)
    app.push(MenuScene(app))
    app.push(KorsarTable(app, match))
    run_until(app, lambda: isinstance(app.top, ScoringScene))
    assert match.is_over
    assert app.top.rows and any(row.winner for row in app.top.rows)


def test_korsar_table_display_matches_engine_after_every_action(app):
    match = _match("aaaaa", seed=8)
    table = KorsarTable(app, match)
    app.push(table)
    run_until(app, lambda: match.is_over and not table.pending)
    assert table.checked == len(match.record.actions) and table.repairs == 0


def _human_turn(app, table):
    run_until(app, lambda: table.my_turn() is not None)


def test_korsar_click_card_then_target_plays_it(app):
    match = _match("haa", seed=2)
    table = KorsarTable(app, match)
    app.push(table)
    _human_turn(app, table)
    hand = match.state.hands[0]
    sprite = next(s for s in table.display.hands[0] if s.face and s.face.startswith("galleon")) \
        if any(c.name.startswith("galleon") for c in hand) else None
    if sprite is None:
        pytest.skip("no galleon in the opening hand for this seed")
    app.dispatch(Intent(PICK, pos=sprite.rect.center))
    assert table.picker.picked is sprite and table.picker.targets
    target = table.picker.targets[0]
    assert isinstance(target.action, act.Play) and target.action.target is None
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=target.rect.center))
    assert match.record.actions[before] == f"play {sprite.face}"


def test_korsar_click_pile_draws(app):
    match = _match("haa", seed=4)
    table = KorsarTable(app, match)
    app.push(table)
    _human_turn(app, table)
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=table.layout.pile_card().center))
    assert match.record.actions[before:] == ["draw"]


def test_korsar_keyboard_plays_a_card(app):
    match = _match("haa", seed=6)
    table = KorsarTable(app, match)
    app.push(table)
    _human_turn(app, table)
    n_hand = len(table.display.hands[0])
    app.dispatch(Intent(NAVIGATE, dx=1))  # the first arrow press focuses the first card...
    assert table.picker.focused_card() is table.display.hands[0][0]
    app.dispatch(Intent(NAVIGATE, dx=1))  # ...the next ones move the focus
    app.dispatch(Intent(NAVIGATE, dx=-1))  # back on the first card
    app.dispatch(Intent(CONFIRM))
    assert table.picker.picked is table.display.hands[0][0]
    if not table.picker.targets:  # a card with nowhere to go: Esc drops it, Enter on the pile draws
        app.dispatch(Intent(BACK))
        assert table.picker.picked is None
        app.dispatch(Intent(NAVIGATE, dx=-1))  # from the first card round to the pile
        assert table.picker.focus == n_hand
        before = len(match.record.actions)
        app.dispatch(Intent(CONFIRM))
        assert match.record.actions[before:] == ["draw"]
        return
    before = len(match.record.actions)
    app.dispatch(Intent(CONFIRM))
    assert len(match.record.actions) > before


def test_korsar_drag_and_drop_plays_a_card(app):
    match = _match("haa", seed=2)
    table = KorsarTable(app, match)
    app.push(table)
    _human_turn(app, table)
    for sprite in table.display.hands[0]:
        targets = table.targets_for(sprite)
        if targets:
            break
    else:
        pytest.skip("nothing playable")
    start = sprite.rect.center
    goal = targets[0].rect.center
    app.dispatch(Intent(PRESS, pos=start))
    app.dispatch(Intent(POINT, pos=(start[0] + 30, start[1] - 40)))
    assert table.picker.drag is not None and table.picker.drag.moved
    app.dispatch(Intent(POINT, pos=goal))
    before = len(match.record.actions)
    app.dispatch(Intent(RELEASE, pos=goal))
    assert match.record.actions[before] == table.rules.action_text(targets[0].action)


def test_korsar_drop_outside_a_target_cancels(app):
    match = _match("haa", seed=2)
    table = KorsarTable(app, match)
    app.push(table)
    _human_turn(app, table)
    sprite = table.display.hands[0][0]
    app.dispatch(Intent(PRESS, pos=sprite.rect.center))
    app.dispatch(Intent(POINT, pos=(5, 300)))
    before = len(match.record.actions)
    app.dispatch(Intent(RELEASE, pos=(5, 300)))
    assert len(match.record.actions) == before and table.picker.picked is None


def test_korsar_illegal_targets_are_not_offered(app):
    match = _match("haa", seed=2)
    table = KorsarTable(app, match)
    app.push(table)
    _human_turn(app, table)
    legal = set(table.rules.legal_texts(match.view(0)))
    for sprite in table.display.hands[0]:
        for t in table.targets_for(sprite):
            assert table.rules.action_text(t.action) in legal


def test_korsar_escape_pauses_and_quit_returns_to_menu(app):
    match = _match("haa", seed=2)
    app.push(MenuScene(app))
    table = KorsarTable(app, match)
    app.push(table)
    app.frame(1 / 60)
    app.dispatch(Intent(BACK))
    assert isinstance(app.top, PauseOverlay)
    app.dispatch(Intent(BACK))
    assert app.top is table
    app.dispatch(Intent(BACK))
    pause = app.top
    pause.ring.widgets[-1].action()  # Quit to menu
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1


def test_korsar_pass_the_screen_between_two_people(app):
    match = _match("haha", seed=5)
    table = KorsarTable(app, match)
    app.push(table)
    first = match.state.to_act
    run_until(app, lambda: isinstance(app.top, PassScreen) or table.my_turn() is not None)
    seen = []
    for _ in range(6):  # several hand-overs between the two people
        run_until(app, lambda: isinstance(app.top, PassScreen))
        assert table.viewer is None  # nobody's hand shows behind the privacy screen
        assert all(s.face is None for hand in table.display.hands for s in hand)
        app.dispatch(Intent(CONFIRM))
        run_until(app, lambda: table.my_turn() is not None)
        seat = table.my_turn()
        seen.append(seat)
        assert table.viewer == seat == table.bottom
        assert any(s.face for s in table.display.hands[seat])
        table.picker.choose(table.rules.legal_actions(match.view(seat))[0])
    assert set(seen) == {0, 2}, first


def test_korsar_solo_person_never_sees_the_privacy_screen(app):
    match = _match("haaa", seed=9)
    table = KorsarTable(app, match)
    app.push(table)
    for _ in range(5):
        run_until(app, lambda: table.my_turn() is not None)
        assert not any(isinstance(s, PassScreen) for s in app.stack)
        table.picker.choose(table.rules.legal_actions(match.view(0))[0])


def test_korsar_team_partners_share_the_screen_without_privacy_screen(app):
    match = _match("hhaa", seed=3, teams=True)
    table = KorsarTable(app, match)
    app.push(table)
    screens = 0
    for _ in range(8):
        run_until(app, lambda: table.my_turn() is not None or isinstance(app.top, PassScreen))
        if isinstance(app.top, PassScreen):  # once, to seat the team at the screen
            screens += 1
            assert screens == 1
            app.dispatch(Intent(CONFIRM))
            continue
        seat = table.my_turn()
        partner = seat ^ 1
        assert all(s.face for s in table.display.hands[partner])  # the partner's hand is visible
        table.picker.choose(table.rules.legal_actions(match.view(seat))[0])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500)])
def test_korsar_table_fits_the_window(app, size):
    app.resized(size)
    match = _match("aaaaaaaa", seed=3, teams=True)
    table = KorsarTable(app, match)
    app.push(table)
    for _ in range(40):
        app.frame(1 / 60)
    screen = pygame.Rect((0, 0), app.screen.get_size())
    lay = table.layout
    for r in [lay.pile, lay.removed, lay.galleons, lay.log, lay.hand, lay.prompt, *lay.panels.values()]:
        assert screen.contains(r)
    for s in table.display.sprites():
        if s.target:
            assert screen.contains(pygame.Rect(s.target)), s


def test_korsar_log_keeps_secrets_after_the_screen_changes_hands(app):
    match = _match("haha", seed=5)
    table = KorsarTable(app, match)
    app.push(table)
    drawn = None
    for _ in range(6):
        run_until(app, lambda: isinstance(app.top, PassScreen) or table.my_turn() is not None)
        if isinstance(app.top, PassScreen):
            app.dispatch(Intent(CONFIRM))
            continue
        seat = table.my_turn()
        if drawn is None and table.can_draw():
            drawn = seat
            table.picker.choose(act.Draw())
            run_until(app, lambda: not table.pending)
            line = next(ln for ln in reversed(table.log.lines) if ln.audience == frozenset({seat}))
            assert "draws a card" in line.text and "draws a card" not in line.secret  # public / private
        else:
            table.picker.choose(table.rules.legal_actions(match.view(seat))[0])
    assert drawn is not None


def test_ai_thinking_stops_before_a_slice_that_would_overrun_the_frame(app, monkeypatch):
    """No frame waits for an AI: slices run while the frame has room for one as long as the longest so far
    (a made-up clock: each slice takes the time listed)."""
    import scenes.core.app as app_module

    table = KorsarTable(app, _match("aa"))
    app.push(table)
    clock = [0.0]
    monkeypatch.setattr(app_module.time, "thread_time", lambda: clock[0])
    monkeypatch.setattr(app, "think_budget", lambda: 0.0085)
    monkeypatch.setattr(app, "room", lambda: 0.0085)  # the frame's draw left room for it
    took = [0.001, 0.002, 0.002, 0.001, 0.001, 0.001]
    done = []

    def work() -> bool:
        clock[0] += took[len(done)]
        done.append(took[len(done)])
        return False

    assert table.within_frame(work) is False
    # at 6 ms a slice as long as the longest (2 ms) still fits in 8.5; at 7 ms it does not
    assert done == [0.001, 0.002, 0.002, 0.001, 0.001]
    done.clear()
    assert table.within_frame(lambda: done.append(1) or True) is True and done == [1]


def test_a_long_piece_of_thinking_makes_the_next_frames_careful(app, monkeypatch):
    """The longest recent piece is remembered across frames, fading: after a 7 ms piece, the next frame
    stops before a piece that would overrun if it were as long as what is left of that memory."""
    import scenes.core.app as app_module

    table = KorsarTable(app, _match("aa"))
    app.push(table)
    clock = [0.0]
    monkeypatch.setattr(app_module.time, "thread_time", lambda: clock[0])
    monkeypatch.setattr(app, "think_budget", lambda: 0.0085)
    monkeypatch.setattr(app, "room", lambda: 0.0085)  # the frame's draw left room for it

    def pieces(*took):
        done = []

        def work() -> bool:
            clock[0] += took[len(done)]
            done.append(took[len(done)])
            return False
        table.within_frame(work)
        return done

    assert pieces(0.007, 0.001) == [0.007]  # 7 + 7 > 8.5
    # remembered 7, fading by PIECE_MEMORY a piece: 1 + 6.3, 2 + 5.67, 3 + 5.1 fit; 4 + 4.59 does not
    assert app_module.PIECE_MEMORY == 0.9
    assert pieces(*[0.001] * 8) == [0.001] * 4
    clock[0] += 1.0
    assert len(pieces(*[0.001] * 12)) == 7  # the memory has faded: as many 1 ms pieces as 8.5 ms holds


def test_a_piece_announced_as_long_waits_for_the_start_of_a_frame(app, monkeypatch):
    """An agent that says its next slice will be long (a search about to rank a node) gets it started only
    where the frame has room: here at the start of the next frame, never after other pieces."""
    import scenes.core.app as app_module

    table = KorsarTable(app, _match("aa"))
    app.push(table)
    clock = [0.0]
    monkeypatch.setattr(app_module.time, "thread_time", lambda: clock[0])
    monkeypatch.setattr(app, "think_budget", lambda: 0.0085)
    monkeypatch.setattr(app, "room", lambda: 0.0085)  # the frame's draw left room for it
    took = [0.001, 0.001, 0.001, 0.008, 0.001]
    done: list[float] = []

    def work() -> bool:
        clock[0] += took[len(done)]
        done.append(took[len(done)])
        return False

    def expect() -> float:
        return took[len(done)] if took[len(done)] > 0.002 else 0.0

    table.within_frame(work, expect)
    assert done == [0.001, 0.001, 0.001]  # 3 + 8 would overrun 8.5
    table.within_frame(work, expect)
    assert done == [0.001, 0.001, 0.001, 0.008]  # first in its frame, and alone


def test_a_piece_too_long_for_a_frames_room_waits_for_a_roomier_frame_but_not_for_ever(app, monkeypatch):
    """A frame whose draw left less room than the next piece is expected to take (new art rendered, a busy
    table) does not start it, whatever the least a frame's thinking gets: the piece waits for a roomier
    frame, at most WAIT_MOST frames in a row."""
    import scenes.core.app as app_module

    table = KorsarTable(app, _match("aa"))
    app.push(table)
    clock = [0.0]
    monkeypatch.setattr(app_module.time, "thread_time", lambda: clock[0])
    rooms = iter([0.002, 0.0085, 0.002, 0.002, 0.002, 0.002])
    monkeypatch.setattr(app, "think_budget", lambda: 0.0085)
    monkeypatch.setattr(app, "room", lambda: next(rooms))
    done: list[float] = []

    def work() -> bool:
        clock[0] += 0.003
        done.append(0.003)
        return True

    assert table.within_frame(work, lambda: 0.003) is False and done == []  # 3 ms expected, 2 ms of room
    assert table.within_frame(work, lambda: 0.003) is True and done == [0.003]  # a roomier frame
    assert app_module.WAIT_MOST == 2
    outcomes = [table.within_frame(work, lambda: 0.003) for _ in range(3)]
    assert outcomes == [False, False, True] and len(done) == 2  # after two frames it runs anyway


def test_the_frame_that_applies_an_ai_move_does_not_think(app):
    """An AI's move lands in the frame after its thinking ended, and that frame thinks no more: applying and
    showing a move never shares a frame with thinking."""
    table = KorsarTable(app, _match("aa"))
    app.push(table)
    run_until(app, lambda: table.match.chosen is not None)
    thought_in = app.frames - 1
    assert thought_in in app.thinking_frames and not table.match.history
    app.frame(1 / 60)
    assert table.match.history and app.frames - 1 not in app.thinking_frames


def test_an_ai_seat_thinks_after_the_frames_draw(app, monkeypatch):
    """Every piece of an AI seat's thinking runs after its frame's draw (`Scene.think`), so the budget it
    gets knows what that draw took: a heavy draw shortens the thinking, never stretches the frame."""
    seats = [SeatConfig(AI, "A", "hard"), SeatConfig(AI, "B", "hard")]
    table = KorsarTable(app, Match("korsar", Setup(2), seats, 1, think=0.05))
    app.push(table)
    order: list[str] = []
    draw, within = table.draw, app.within_frame
    monkeypatch.setattr(table, "draw", lambda surface: (order.append("draw"), draw(surface))[1])
    monkeypatch.setattr(app, "within_frame", lambda *a: (order.append("think"), within(*a))[1])
    frames: list[list[str]] = []
    held = app.held_frames
    for _ in range(200):
        order.clear()
        app.frame(1 / 60)
        frames.append(list(order))
    thinking = [f for f in frames if "think" in f]
    assert len(thinking) > 10 and table.match.history  # it thought, and moves were made
    # each draws first, or draws nothing: the picture on screen stood (`App.unchanged`)
    assert all(f in (["draw", "think"], ["think"]) for f in thinking)
    assert [f for f in frames if "draw" not in f] == [["think"]] * (app.held_frames - held)


def test_what_an_ai_thinking_builds_is_set_aside_from_the_garbage_collector_frame_by_frame(app):
    """A young collection inside a piece of thinking walks only what was made since the frame began: at the
    end of each thinking frame the search's tree, still growing, is out of the collector's sight."""
    seats = [SeatConfig(AI, "A", "hard"), SeatConfig(AI, "B", "hard")]
    match = Match("korsar", Setup(2), seats, 1, think=0.5)
    table = KorsarTable(app, match)
    app.push(table)

    def searching():
        search = match.agents[match.state.to_act].last if match.state.to_act in (0, 1) else None
        return match.chosen is None and search is not None and search.games > 20

    run_until(app, searching)
    search = match.agents[match.state.to_act].last
    games = search.games
    tracked = {id(o) for o in gc.get_objects()}
    assert id(search.nodes) not in tracked and not any(id(n) in tracked for n in search.nodes.values())
    app.frame(1 / 60)
    assert search.games > games and match.chosen is None  # it thought on in that frame
    tracked = {id(o) for o in gc.get_objects()}
    assert not any(id(n) in tracked for n in search.nodes.values())


def test_korsar_log_told_again_on_continue_names_every_galleon_owner(app):
    """A game picked up again tells its log from the start: attacks name the galleon's owner even when
    that galleon has since left the table."""
    match = _match("haa", seed=4)
    match.run_agents()
    moves = 0
    while not match.is_over and moves < 60:
        legal = match.rules.legal_actions(match.view(0))
        match.submit(next((a for a in legal if match.rules.action_text(a) != "draw"), legal[0]))
        match.run_agents()
        moves += 1
    captured = [e.gid for a in match.history for e in a.events if type(e).__name__ == "GalleonCaptured"]
    assert captured  # galleons have come and gone
    table = KorsarTable(app, Match.from_record(match.record, match.seats))
    app.push(table)
    lines = [line.text for line in table.log.lines]
    assert any("attacks" in line for line in lines)
    assert not any("?'s" in line for line in lines)


def test_korsar_place_labels_say_attack_or_defend_and_whose(app):
    """A picked card's places on galleons say what the play does, as the log will tell it: defend one's own
    galleon, or attack another seat's, named."""
    match = _match("haa", seed=4)
    table = KorsarTable(app, match)
    app.push(table)
    seen = set()
    for _turn in range(40):
        _human_turn(app, table)
        for sprite in table.hand_sprites():
            for target in table.targets_for(sprite):
                a = target.action
                if isinstance(a, act.Play) and a.target is not None:
                    owner = table.display.galleons[a.target].owner
                    if owner == 0:
                        assert target.label.startswith(f"Defend {a.target} with "), target.label
                        seen.add("defend")
                    else:
                        assert target.label.startswith(f"Attack {table.names[owner]}'s {a.target} with "), target.label
                        seen.add("attack")
        if seen == {"attack", "defend"}:
            break
        legal = table.legal()
        table.picker.choose(next((x for x in legal if match.rules.action_text(x) != "draw"), legal[0]))
    assert seen == {"attack", "defend"}


def test_no_ai_thinks_in_the_frame_that_first_draws_the_table(app):
    """The table's first draw (art at the window's size, the layout) fills its frame: the AI seats begin in
    the next one. Two AI seats, instant animations: nothing moves in frame one, something in frame two."""
    table = KorsarTable(app, _match("aa"))
    app.push(table)
    first = app.frames
    app.frame(1 / 60)
    assert first not in app.thinking_frames and not table.match.record.actions
    app.frame(1 / 60)
    assert first + 1 in app.thinking_frames
