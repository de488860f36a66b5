"""The Korsar table scene, driven headless through the real app loop."""

from __future__ import annotations

import pygame
import pytest

from game import Setup
from game.korsar import actions as act
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, PRESS, RELEASE, Intent
from scenes.korsar import words
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen, PauseOverlay
from scenes.screens.scoring import ScoringScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _match(kinds: str, seed: int = 1, teams: bool = False) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("korsar", Setup(len(kinds), teams), seats, seed)


def test_korsar_ai_game_plays_to_scoring_through_the_table(app):
    match = _match("aaaa", seed=3)
    app.push(MenuScene(app))
    app.push(table_for(app, match))
    run_until(app, lambda: isinstance(app.top, ScoringScene))
    assert match.is_over
    assert app.top.rows and any(row.winner for row in app.top.rows)


def test_korsar_table_display_matches_engine_after_every_action(app):
    match = _match("aaaaa", seed=8)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: match.is_over and not table.pending)
    assert table.checked == len(match.record.actions) and table.repairs == 0


def _human_turn(app, table):
    run_until(app, lambda: table.human_turn() is not None)


def test_korsar_click_card_then_target_plays_it(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
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
    table = table_for(app, match)
    app.push(table)
    _human_turn(app, table)
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=table.layout.pile_card().center))
    assert match.record.actions[before:] == ["draw"]


def test_korsar_keyboard_plays_a_card(app):
    match = _match("haa", seed=6)
    table = table_for(app, match)
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
    table = table_for(app, match)
    app.push(table)
    _human_turn(app, table)
    for sprite in table.display.hands[0]:
        targets = table.kit.targets_for(sprite)
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
    table = table_for(app, match)
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
    table = table_for(app, match)
    app.push(table)
    _human_turn(app, table)
    legal = set(table.rules.legal_texts(match.view(0)))
    for sprite in table.display.hands[0]:
        for t in table.kit.targets_for(sprite):
            assert table.rules.action_text(t.action) in legal


def test_korsar_escape_pauses_and_quit_returns_to_menu(app):
    match = _match("haa", seed=2)
    app.push(MenuScene(app))
    table = table_for(app, match)
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
    table = table_for(app, match)
    app.push(table)
    first = match.state.to_act
    run_until(app, lambda: isinstance(app.top, PassScreen) or table.human_turn() is not None)
    seen = []
    for _ in range(6):  # several hand-overs between the two people
        run_until(app, lambda: isinstance(app.top, PassScreen))
        assert table.viewer is None  # nobody's hand shows behind the privacy screen
        assert all(s.face is None for hand in table.display.hands for s in hand)
        app.dispatch(Intent(CONFIRM))
        run_until(app, lambda: table.human_turn() is not None)
        seat = table.human_turn()
        seen.append(seat)
        assert table.viewer == seat == table.bottom
        assert any(s.face for s in table.display.hands[seat])
        table.picker.choose(table.rules.legal_actions(match.view(seat))[0])
    assert set(seen) == {0, 2}, first


def test_korsar_the_privacy_screen_tells_what_happened_since_the_persons_last_turn(app):
    """Tester 8: the privacy screen named the person only; what the others did since was in the log, behind it. It
    says it in public words: the others' moves since the person's own last turn, never their own."""
    from scenes.core import theme

    match = _match("haha", seed=5)
    table = table_for(app, match)
    app.push(table)
    told = 0
    for _ in range(6):
        run_until(app, lambda: isinstance(app.top, PassScreen))
        screen = app.top
        seat = match.state.to_act
        lines = [t for t, _c in screen.recap]
        own = theme.seat_colour(seat)
        assert all(colour != own for _t, colour in screen.recap), (seat, lines)  # none of its own moves
        if len(match.record.actions) > 2:
            assert any(name in " ".join(lines) for name in ("P1", "P3")), lines  # the AI seats' moves, at least
            told += 1
        assert [t for t, _c in screen.recap] == [ln.text for ln in table.log.since_turn(seat)]
        app.dispatch(Intent(CONFIRM))
        run_until(app, lambda: table.human_turn() is not None)
        table.picker.choose(table.rules.legal_actions(match.view(table.human_turn()))[0])
    assert told >= 4


def test_korsar_a_first_enter_shows_the_focus_and_plays_nothing(app):
    """Tester 8: Enter at the start of a turn drew a card at once: the keyboard's focus, unseen, sat on the pile.
    At a table with no coach, the first Enter (as the first arrow) only shows the focus, on a card to play."""
    match = _match("haaa", seed=9)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    table.picker.focus = len(table.kit.hand_sprites())  # the pile, as after a draw the turn before
    played = len(match.record.actions)
    app.dispatch(Intent(CONFIRM))
    assert len(match.record.actions) == played and table.picker.picked is None
    assert table.picker.keyboard and table.picker.focused_card() is not None  # shown, on a card
    app.dispatch(Intent(CONFIRM))
    assert table.picker.picked is not None  # the next Enter picks it


def test_korsar_solo_person_never_sees_the_privacy_screen(app):
    match = _match("haaa", seed=9)
    table = table_for(app, match)
    app.push(table)
    for _ in range(5):
        run_until(app, lambda: table.human_turn() is not None)
        assert not any(isinstance(s, PassScreen) for s in app.stack)
        table.picker.choose(table.rules.legal_actions(match.view(0))[0])


def test_korsar_team_partners_share_the_screen_without_privacy_screen(app):
    match = _match("hhaa", seed=3, teams=True)
    table = table_for(app, match)
    app.push(table)
    screens = 0
    for _ in range(8):
        run_until(app, lambda: table.human_turn() is not None or isinstance(app.top, PassScreen))
        if isinstance(app.top, PassScreen):  # once, to seat the team at the screen
            screens += 1
            assert screens == 1
            app.dispatch(Intent(CONFIRM))
            continue
        seat = table.human_turn()
        partner = seat ^ 1
        assert all(s.face for s in table.display.hands[partner])  # the partner's hand is visible
        table.picker.choose(table.rules.legal_actions(match.view(seat))[0])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500)])
def test_korsar_table_fits_the_window(app, size):
    app.resized(size)
    match = _match("aaaaaaaa", seed=3, teams=True)
    table = table_for(app, match)
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
    table = table_for(app, match)
    app.push(table)
    drawn = None
    for _ in range(6):
        run_until(app, lambda: isinstance(app.top, PassScreen) or table.human_turn() is not None)
        if isinstance(app.top, PassScreen):
            app.dispatch(Intent(CONFIRM))
            continue
        seat = table.human_turn()
        if drawn is None and table.kit.can_draw():
            drawn = seat
            table.picker.choose(act.Draw())
            run_until(app, lambda: not table.pending)
            line = next(ln for ln in reversed(table.log.lines) if ln.audience == frozenset({seat}))
            assert "draws a card" in line.text and "draws a card" not in line.secret  # public / private
        else:
            table.picker.choose(table.rules.legal_actions(match.view(seat))[0])
    assert drawn is not None


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
    table = table_for(app, Match.from_record(match.record, match.seats))
    app.push(table)
    lines = [line.text for line in table.log.lines]
    assert any("attacks" in line for line in lines)
    assert not any("?'s" in line for line in lines)


def test_korsar_place_labels_say_attack_or_defend_and_whose(app):
    """A picked card's places on galleons say what the play does, as the log will tell it: defend one's own
    galleon, or attack another seat's, named."""
    match = _match("haa", seed=4)
    table = table_for(app, match)
    app.push(table)
    seen = set()
    for _turn in range(40):
        _human_turn(app, table)
        for sprite in table.kit.hand_sprites():
            for target in table.kit.targets_for(sprite):
                a = target.action
                if isinstance(a, act.Play) and a.target is not None:
                    owner = table.display.galleons[a.target].owner
                    if owner == 0:
                        assert target.label.startswith(f"Defend {words.galleon_name(a.target)} with "), target.label
                        seen.add("defend")
                    else:
                        said = f"Attack {table.names[owner]}'s {words.galleon_name(a.target)} with "
                        assert target.label.startswith(said), target.label
                        seen.add("attack")
        if seen == {"attack", "defend"}:
            break
        legal = table.legal()
        table.picker.choose(next((x for x in legal if match.rules.action_text(x) != "draw"), legal[0]))
    assert seen == {"attack", "defend"}


def test_korsar_a_card_clicked_onto_the_galleon_itself_is_played_there(app):
    """A newcomer picked a pirate and clicked the galleon it was meant for: the pick went back to the hand
    without a word, since only the glowing place beside the galleon took it. The galleon itself takes it now."""
    match = _match("haa", seed=4)
    table = table_for(app, match)
    app.push(table)
    for _ in range(60):
        _human_turn(app, table)
        for sprite in [s for s in table.display.hands[0] if s.face]:
            targets = table.kit.targets_for(sprite)
            onto = [t for t in targets if isinstance(t.action, act.Play) and t.action.target is not None]
            if not onto:
                continue
            gid = onto[0].action.target
            spot = table.kit.sea.berths[gid].galleon.center
            if any(t.rect.inflate(8, 8).collidepoint(spot) for t in targets):
                continue
            app.dispatch(Intent(PICK, pos=sprite.rect.center))
            before = len(match.record.actions)
            app.dispatch(Intent(PICK, pos=spot))
            assert match.record.actions[before:] == [match.rules.action_text(onto[0].action)]
            return
        table.picker.choose(table.legal()[0])
    pytest.fail("no pirate to play onto a galleon came up")


def test_korsar_a_galleon_clicked_anywhere_in_ones_own_zone_is_launched(app):
    """A newcomer picked a galleon and clicked their own part of the sea, a little away from the place that glowed
    for it: the pick went back to the hand without a word. Anywhere in one's own zone launches it now."""
    match = _match("haa", seed=4)
    table = table_for(app, match)
    app.push(table)
    for _ in range(60):
        _human_turn(app, table)
        launches = [(s, t) for s in table.display.hands[0] if s.face for t in table.kit.targets_for(s)
                    if isinstance(t.action, act.Play) and t.action.target is None]
        if launches:
            sprite, target = launches[0]
            zone = table.kit.sea.zones[0].rect
            spot = (zone.x + 4, zone.bottom - 4)
            assert not target.rect.inflate(8, 8).collidepoint(spot)
            app.dispatch(Intent(PICK, pos=sprite.rect.center))
            before = len(match.record.actions)
            app.dispatch(Intent(PICK, pos=spot))
            assert match.record.actions[before:] == [match.rules.action_text(target.action)]
            return
        table.picker.choose(table.legal()[0])
    pytest.fail("no galleon to launch came up")
