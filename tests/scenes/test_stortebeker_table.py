"""The Störtebeker table scene, driven headless through the real app loop."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker import actions as act
from game.stortebeker import events as ev
from game.stortebeker.agent import StortebekerAgent
from scenes.core.input import CONFIRM, NAVIGATE, PICK, POINT, Intent
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PassScreen
from scenes.screens.scoring import ScoringScene
from scenes.stortebeker.kit import OpenTrade
from scenes.stortebeker.saying import prompt_lines
from scenes.stortebeker.trade import DiscardBrowser, TradeDialog
from scenes.tables import table_for
from tests.scenes.conftest import run_until


def _match(kinds: str, seed: int = 1, variants=frozenset()) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("stortebeker", Setup(len(kinds), variants=frozenset(variants)), seats, seed)


def _turn(app, table):
    run_until(app, lambda: table.human_turn() is not None or table.match.is_over, frames=20000)


def _play_as_agent(app, table, seat_agent, until) -> None:
    """Let an agent decide for the person at the screen, through the picker, until `until()`."""
    for _ in range(3000):
        _turn(app, table)
        if table.match.is_over or until():
            return
        table.picker.choose(seat_agent.choose(table.match.view(table.human_turn())))
    raise AssertionError("never got there")


def test_stortebeker_ai_game_plays_to_scoring_through_the_table(app):
    match = _match("aaa", seed=3, variants={1})
    app.push(MenuScene(app))
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=40000)
    assert match.is_over and match.state.ended_by == "reserve"
    assert table.repairs == 0 and table.checked == len(match.record.actions)
    assert any(row.winner for row in app.top.rows) and app.top.headings == ["Ships", "Points", "Colour bonus"]
    assert not app.top.cheer  # no person won: no coins rain


def test_without_the_colour_bonus_the_final_count_has_no_points_column_equal_to_the_score(app):
    """Tester 4: "Points" and "Score" read the same in every row unless the colour bonus is played."""
    match = _match("aa", seed=3)
    app.push(MenuScene(app))
    app.push(table_for(app, match))
    run_until(app, lambda: isinstance(app.top, ScoringScene), frames=40000)
    assert app.top.headings == ["Ships"]
    scores = match.rules.scores(match.state)
    assert {row.name: row.total for row in app.top.rows} == {s.name: scores[i] for i, s in enumerate(match.seats)}


def test_stortebeker_pick_a_card_and_place_it_by_a_ship(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    _turn(app, table)
    for sprite in table.display.hands[0]:
        places = [t for t in table.kit.targets_for(sprite) if isinstance(t.action, act.Place)]
        if places:
            break
    else:
        pytest.skip("nothing to place")
    app.dispatch(Intent(PICK, pos=sprite.rect.center))
    assert table.picker.picked is sprite
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=places[0].rect.center))
    assert match.record.actions[before] == str(places[0].action)
    assert match.state.cards_left == 2


def test_stortebeker_trade_dialog_makes_a_legal_trade(app):
    match = _match("haa", seed=4)
    table = table_for(app, match)
    app.push(table)
    agent = StortebekerAgent(match.rules, 0, random.Random(0))
    _play_as_agent(app, table, agent, lambda: table.kit.step() == "play" and any(
        isinstance(a, act.Trade) for a in table.legal()))
    button = next(t for t in table.kit.free_targets() if isinstance(t.action, OpenTrade))
    app.dispatch(Intent(PICK, pos=button.rect.center))
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    trade = next(a for a in table.legal() if isinstance(a, act.Trade))
    assert dialog.problem()  # nothing chosen yet
    for c in trade.give:
        dialog.give.add(next(i for i, h in enumerate(dialog.hand) if h == c and i not in dialog.give))
    for c in trade.take:
        dialog.take[c] += 1
    assert dialog.problem() == "" and dialog.trade() == trade
    before = len(match.record.actions)
    dialog.ok.action()
    assert app.top is table and match.record.actions[before] == str(trade)


def test_stortebeker_boarding_choices_are_buttons_with_odds(app):
    match = _match("haa", seed=5)
    table = table_for(app, match)
    app.push(table)
    agent = StortebekerAgent(match.rules, 0, random.Random(0))
    _play_as_agent(app, table, agent, lambda: table.kit.step() == "board")
    labels = [label for label, _a in table.kit.choices()]
    assert any(label.startswith("Board") and "%" in label for label in labels)
    stop = next(t for t in table.kit.free_targets() if isinstance(t.action, act.Stop))
    app.dispatch(Intent(POINT, pos=stop.rect.center))
    before = len(match.record.actions)
    app.dispatch(Intent(PICK, pos=stop.rect.center))
    assert match.record.actions[before] == "stop"


def test_stortebeker_counterattack_asked_of_each_person_behind_the_privacy_screen(app):
    match = _match("hhh", seed=7)
    table = table_for(app, match)
    app.push(table)
    agents = [StortebekerAgent(match.rules, s, random.Random(s)) for s in range(3)]
    asked = 0
    for _ in range(4000):
        run_until(app, lambda: isinstance(app.top, PassScreen) or table.human_turn() is not None or match.is_over,
                  frames=20000)
        if match.is_over:
            break
        if isinstance(app.top, PassScreen):
            assert table.viewer is None
            app.dispatch(Intent(CONFIRM))
            continue
        seat = table.human_turn()
        if table.kit.step() == "counter":
            assert seat != match.state.turn and seat == table.viewer == table.bottom
            assert any(isinstance(a, act.Decline) for _l, a in table.kit.choices())
            asked += 1
            if asked == 2:
                break
        table.picker.choose(agents[seat].choose(match.view(seat)))
    assert asked == 2


def test_stortebeker_discard_pile_can_be_looked_through(app):
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    agent = StortebekerAgent(match.rules, 0, random.Random(0))
    _play_as_agent(app, table, agent, lambda: len(match.state.discard) > 3)
    app.dispatch(Intent(PICK, pos=table.layout.discard().center))
    assert isinstance(app.top, DiscardBrowser)
    assert sum(app.top.counts.values()) == len(table.display.discard)
    app.dispatch(Intent(CONFIRM))
    assert app.top is table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 500)])
def test_stortebeker_table_fits_the_window(app, size):
    app.resized(size)
    table = table_for(app, _match("aaaa", seed=3, variants={2}))
    app.push(table)
    for _ in range(60):
        app.frame(1 / 60)
    screen = pygame.Rect((0, 0), app.screen.get_size())
    lay = table.layout
    for r in [lay.pile_area, lay.discard_area, lay.reserve_area, lay.ships_area, lay.track_area, lay.choices_area,
              lay.log_area, lay.dice_area, lay.hand_area, lay.prompt, *lay.panels.values()]:
        assert screen.contains(r)
    for s in table.display.sprites():
        if s.target:
            assert screen.contains(pygame.Rect(s.target)), s


def test_stortebeker_the_last_moves_pennant_keeps_off_the_piles_names(app, monkeypatch):
    """The gold pennant marking the last move sat on "Discard pile" and "Reserve" ("Disca▼d pile"): the table
    tells it where the piles' names lie, and a pennant that would cover one points from below or the left."""
    from scenes.table import painting

    told: list[list[pygame.Rect]] = []
    real = painting.last_move
    monkeypatch.setattr(painting, "last_move", lambda sight, surface, clear=(): told.append(list(clear))
                        or real(sight, surface, clear))
    table = table_for(app, _match("aa", seed=2))
    app.push(table)
    run_until(app, lambda: len(table.match.record.actions) > 3 and told)
    lay = table.layout
    names = told[-1][:3]  # the piles' names first; then the table's other names and labels
    for name, pile in zip(names, (lay.pile(), lay.discard(), lay.reserve_area)):
        assert name.w > 0 and name.y <= pile.y + 2 and name.colliderect(pile.inflate(40, 80))  # over its pile
    pennants: list[pygame.Rect] = []
    monkeypatch.setattr(painting.pygame.draw, "polygon",
                        lambda surf, colour, points, width=0: pennants.append(pygame.Rect(
                            min(p[0] for p in points), min(p[1] for p in points),
                            max(p[0] for p in points) - min(p[0] for p in points) + 1,
                            max(p[1] for p in points) - min(p[1] for p in points) + 1)))
    painting.last_move(table.sight(), app.screen, names)
    assert all(p.collidelist(names) < 0 for p in pennants)


def test_enter_enter_places_a_card_and_never_discards_it_first(app):
    """Tester 4: Right, Enter, Enter threw a placeable card away (the discard pile was the first place offered).
    A card's places come in this order: by a ship, a broadside, the discard pile last."""
    app.push(MenuScene(app))
    table = table_for(app, _match("ha", seed=2))
    app.push(table)
    _turn(app, table)
    kinds = (act.Place, act.Broadside, act.Discard)
    placeable = varied = 0
    for sprite in table.kit.hand_sprites():
        order = [next(i for i, k in enumerate(kinds) if isinstance(t.action, k)) for t in table.kit.targets_for(sprite)]
        assert order == sorted(order)
        placeable += bool(order) and order[0] == 0
        lacking = []  # tester 9: by the ship the card completes the most first, not the leftmost
        for t in table.kit.targets_for(sprite):
            if isinstance(t.action, act.Place):
                sh = table.display.ships[table.display.slot_of(t.action.ship)]
                missing = sh.missing(0)
                lacking.append(len(missing) - (t.action.card.ptype in missing))
        assert lacking == sorted(lacking)
        varied += len(set(lacking)) > 1
    assert placeable  # the deal has a card that can go by a ship: Enter, Enter places it
    assert varied  # and one that completes one ship more than another


def test_enter_enter_never_fires_a_broadside_or_discards_a_card_unseen(app, monkeypatch):
    """Tester 6: with a card that could go by no ship, Enter, Enter fired a broadside (the first place offered);
    tester 8: with the discard its only place, Enter, Enter threw a pirate away. Such a card's first
    Enter-after-the-pick only shows where it would go; the next one plays there."""
    app.push(MenuScene(app))
    table = table_for(app, _match("ha", seed=2))
    app.push(table)
    _turn(app, table)
    while table.view().cards_left > 1:  # the turn's last card: it may fire a broadside too
        table.submit(next(a for a in table.legal() if isinstance(a, act.Place | act.Discard)))
        _turn(app, table)
    own = table.kit.targets_for
    for sprite in table.kit.hand_sprites():
        for t in own(sprite):
            assert t.aimed_first == (not isinstance(t.action, act.Place)), t.label
    # the hand as if no card could go by a ship: only broadsides and the discard are left
    def unplaceable(sprite):
        return [t for t in own(sprite) if not isinstance(t.action, act.Place)]

    monkeypatch.setattr(table.kit, "targets_for", unplaceable)
    monkeypatch.setattr(table.picker, "targets_for", unplaceable)
    played = len(table.match.record.actions)
    app.dispatch(Intent(NAVIGATE, dx=1))  # the focus shows on the first card
    app.dispatch(Intent(CONFIRM))  # picks it
    picked = table.picker.picked
    assert picked is not None and len(unplaceable(picked)) > 1  # a broadside or the discard: a choice
    assert table.picker.focused_target is None
    assert any("choose where with the arrows" in line for line, _c in prompt_lines(table.kit.picture()))
    app.dispatch(Intent(CONFIRM))  # shows the first place, plays nothing
    first = table.kit.targets_for(picked)[0]
    assert len(table.match.record.actions) == played and table.picker.focused_target == first
    assert any(line.startswith("Enter: ") for line, _c in prompt_lines(table.kit.picture()))
    app.dispatch(Intent(CONFIRM))
    assert table.match.record.actions[played] == table.match.rules.action_text(first.action)


def test_enter_enter_never_discards_a_card_whose_only_place_is_the_discard_pile(app, monkeypatch):
    """Tester 8: after a discard (no more placing this turn) Right, Enter, Enter threw a pirate away: the discard
    pile, its only place, needs the Enter that shows it first. In a lesson the coach names the move: no aim."""
    app.push(MenuScene(app))
    table = table_for(app, _match("ha", seed=2))
    app.push(table)
    _turn(app, table)
    own = table.kit.targets_for

    def discard_only(sprite):
        return [t for t in own(sprite) if isinstance(t.action, act.Discard)]

    monkeypatch.setattr(table.picker, "targets_for", discard_only)
    played = len(table.match.record.actions)
    for key in (Intent(NAVIGATE, dx=1), Intent(CONFIRM), Intent(CONFIRM)):
        app.dispatch(key)
    assert len(table.match.record.actions) == played and table.picker.focused_target is not None
    app.dispatch(Intent(CONFIRM))
    assert table.match.record.actions[played].startswith("discard")


def test_with_a_card_picked_the_rows_icons_still_say_what_is_needed(app):
    """Tester 4: hovering the small icons at a row's end while holding a card said only "Place it on your side of
    Y6"; the tooltip says what the icons mean too."""
    app.push(MenuScene(app))
    table = table_for(app, _match("ha", seed=2))
    app.push(table)
    _turn(app, table)
    table.submit(next(a for a in table.legal() if isinstance(a, act.Place)))  # a card by a ship: its row's icons show
    _turn(app, table)
    for sprite in table.kit.hand_sprites():
        places = [t for t in table.kit.targets_for(sprite) if isinstance(t.action, act.Place)]
        if not places:
            continue
        slot = table.display.slot_of(places[0].action.ship)
        ship = table.display.ships[slot]
        counts = ship.status_counts(0)
        if not counts or not ship.lacks(0):
            continue
        app.dispatch(Intent(PICK, pos=sprite.rect.center))
        icon = table.layout.status_icons(slot, 0, counts)[0][0]
        app.dispatch(Intent(POINT, pos=icon.center))
        lines = table.tooltip()
        assert lines[0].startswith("Place it on your side of") and any(ln.startswith("Still needed at") for ln in lines)
        return
    raise AssertionError("no card of the deal goes by a ship that still lacks something")


def test_a_reshuffle_is_seen_and_heard_at_the_draw_pile(app):
    """Tester 7: the discard pile shuffled into the draw pile went unnoticed (a muted log line said it). The pile
    now rings with "shuffled!", the shuffle sound plays and the log's line stands out and lights the pile."""
    from scenes.core.theme import HIGHLIGHT
    from scenes.stortebeker.sounds import SOUNDS

    app.settings.speed = "normal"
    app.push(MenuScene(app))
    table = table_for(app, _match("aa", seed=2))
    app.push(table)
    app.frame(1 / 60)
    table.kit.react(ev.PileReshuffled(12, 1), [])
    rings = [e for e in table.effects.items if e.kind == "ring" and e.rect == table.layout.pile()]
    assert [e.text for e in rings] == ["shuffled!"]
    assert SOUNDS[ev.PileReshuffled] == "shuffle"
    [line] = table.kit.words.describe(ev.PileReshuffled(12, 1))
    assert line.colour == HIGHLIGHT and "pile" in line.about


def test_the_log_says_a_roll_once_the_dice_have_landed(app):
    """Tester 6: the log said "Dice: meat & meat" while the dice still tumbled showing other faces."""
    app.settings.speed = "normal"
    match = _match("aa", seed=3)
    app.push(MenuScene(app))
    table = table_for(app, match)
    app.push(table)
    told = table.telling.tell
    rolls: list[tuple[list[str], list[str]]] = []  # for each roll said: its faces, and the faces the dice show then

    def tell(event) -> None:
        if isinstance(event, ev.DiceRolled):
            rolls.append(([f"die{d}" if isinstance(d, int) else f"cdie-{d}" for d in event.dice],
                          [die.face for die in table.kit.dice.dice]))
        told(event)
    table.telling.tell = tell  # type: ignore[method-assign]
    run_until(app, lambda: len(rolls) >= 3, frames=30_000)
    assert all(faces == shown for faces, shown in rolls), rolls


def test_the_log_says_a_tie_reaches_the_strength_and_a_pirate_card_by_its_crew():
    """Tester 9: "6 beats 6: the boarding succeeds" (the rule: the total must reach the strength) and "pirates (4)"
    for one card."""
    from game.stortebeker.components import card_named
    from scenes.stortebeker.words import Narrator, card_label

    words = Narrator(["Ann", "Ben"])
    [tie] = words.describe(ev.BoardingSucceeded(0, "R3", 6, 6))
    [win] = words.describe(ev.BoardingSucceeded(0, "R3", 8, 6))
    assert tie.text == "6 reaches 6: the boarding succeeds" and win.text == "8 beats 6: the boarding succeeds"
    assert card_label(card_named("pirate4")) == "4 pirates"
