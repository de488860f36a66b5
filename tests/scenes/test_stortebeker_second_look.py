"""What a second newcomer found at the Störtebeker table: a trade that ended the placing without a word, icons of what a
side still lacks too small to read and saying nothing when pointed at, crowded rows beside room left empty, a label
over two pirate cards, a keyboard target hard to tell from the others and a greyed button the keyboard pressed, a
refusal to click where there was nothing to decide, and the last move's pennant over a row's name."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker import actions as act
from game.stortebeker.agent import StortebekerAgent
from game.stortebeker.state import COUNTER, PLAY
from scenes.core.assets import font
from scenes.core.input import BACK, CONFIRM, NAVIGATE, PICK, POINT, Intent
from scenes.core.widgets import recording
from scenes.stortebeker import painter
from scenes.stortebeker.choices import Greyed, why_no_counter
from scenes.stortebeker.kit import OpenTrade
from scenes.stortebeker.layout import StortebekerLayout
from scenes.stortebeker.trade import TradeDialog
from scenes.stortebeker.words import amounts_label
from scenes.table import painting
from scenes.tables import table_for
from tests.scenes.conftest import run_until, texts_drawn

NAMES = ["Player 1", "Jo", "Mary", "Calico"]


def _match(kinds: str, seed: int = 1) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, NAMES[i]) for i, k in enumerate(kinds)]
    return Match("stortebeker", Setup(len(kinds)), seats, seed)


def _turn(app, table) -> None:
    run_until(app, lambda: table.human_turn() is not None or table.match.is_over, frames=20000)


def _play_until(app, table, until, seed: int = 0) -> None:
    """An agent decides for the person at the screen, through the picker, until `until()` holds on their turn."""
    agent = StortebekerAgent(table.rules, 0, random.Random(seed))
    for _ in range(3000):
        _turn(app, table)
        assert not table.match.is_over, "the moment never came"
        if until():
            return
        table.picker.choose(agent.choose(table.match.view(0)))
    raise AssertionError("the moment never came")


def _words(app, table) -> str:
    """Every text the table draws now, rows of wrapped text joined again."""
    with recording() as drawn:
        table.draw(pygame.Surface(app.screen.get_size()))
    return " ".join(w for _px, w in drawn)


def _may_place_and_trade(table) -> bool:
    st = table.match.state
    legal = table.legal()
    return (table.kit.step() == PLAY and st.stage == 0 and st.cards_left == 3 and bool(legal.trades)
            and any(isinstance(a, act.Place) for a in legal))


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_trade_says_before_and_after_that_no_more_cards_are_placed(app, size):
    """A trade quietly ended the placing: the trade button's tooltip and the trade dialog say beforehand that after a
    trade no more cards are placed this turn; afterwards the prompt says so and what is left to do, pointing at a
    card of the hand says it, and no card has a place by a ship."""
    app.resized(size)
    table = table_for(app, _match("haa", seed=2))
    app.push(table)
    _play_until(app, table, lambda: _may_place_and_trade(table))
    [button] = [t for t in table.kit.free_targets() if isinstance(t.action, OpenTrade)]
    app.dispatch(Intent(POINT, pos=button.rect.center))
    assert any("no more cards are placed this turn" in line for line in table.tooltip())
    table.act(OpenTrade())
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    app.frame(1 / 60)
    with recording() as drawn:
        dialog.draw(pygame.Surface(size))
    assert "After a trade, no more cards are placed this turn" in " ".join(w for _px, w in drawn)
    trade = next(a for a in table.legal() if isinstance(a, act.Trade) and len(a.give) == 2)
    for card in trade.give:
        dialog.give.add(next(i for i, c in enumerate(dialog.hand) if c == card and i not in dialog.give))
    dialog.take[trade.take[0]] += 1
    with recording() as drawn:
        dialog.draw(pygame.Surface(size))
    notes = " ".join(w for _px, w in drawn)
    assert "After this trade, no more cards are placed this turn" in notes
    assert all(dialog.box.contains(r) for r, _item in dialog._items())
    dialog._confirm()
    _turn(app, table)
    assert table.match.state.stage == 1 and table.match.state.cards_left == 1
    words = _words(app, table)
    assert "You traded, so no more cards are placed this turn." in words
    assert "Play 1 more card: discard it" in words and "place it" not in words
    for sprite in table.display.hands[0]:
        assert not any(isinstance(t.action, act.Place) for t in table.kit.targets_for(sprite))
    card = table.display.hands[0][0]
    app.dispatch(Intent(POINT, pos=card.rect.center))
    assert "No more cards are placed this turn." in table.tooltip()


def test_discarding_says_it_ends_the_placing(app):
    """A card discarded while others may still be placed ends the placing as a trade does: the discard pile's place
    for the picked card says so."""
    table = table_for(app, _match("haa", seed=4))
    app.push(table)
    _play_until(app, table, lambda: _may_place_and_trade(table))
    sprite = next(s for s in table.display.hands[0] if any(isinstance(t.action, act.Discard)
                                                            for t in table.kit.targets_for(s)))
    app.dispatch(Intent(PICK, pos=sprite.rect.center))
    discard = next(t for t in table.picker.targets if isinstance(t.action, act.Discard))
    app.dispatch(Intent(POINT, pos=discard.rect.center))
    assert table.tooltip()[-1] == "After a discard, no more cards are placed this turn."


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_what_a_side_lacks_is_readable_and_said_when_pointed_at(app, monkeypatch, size):
    """The icons of what a side still lacked were 8 to 10 px even at 1920x1080, the rum nearly invisible on the felt,
    and pointing at them said nothing: each lies on a light disc at least as tall as most of a line of the seat's name
    (20 px at 1920x1080), and pointing at them says what the side still needs there, or that it holds it all."""
    discs: list[tuple[tuple[int, int], tuple]] = []
    circle = pygame.draw.circle

    def draw_circle(surface, colour, centre, radius, *args, **kwargs):
        discs.append((tuple(map(round, centre)), tuple(colour)))
        return circle(surface, colour, centre, radius, *args, **kwargs)

    app.resized(size)
    table = table_for(app, _match("haaa", seed=3))
    app.push(table)
    _play_until(app, table, lambda: sum(bool(sh.status_counts(s)) for sh in table.display.ships if sh is not None
                                        for s in range(4)) >= 4)
    lay = table.layout
    if size == (1920, 1080):
        assert lay.status_icon(0) >= 20
    assert lay.status_icon(0) >= lay.label_height() * 3 // 4
    monkeypatch.setattr(pygame.draw, "circle", draw_circle)
    table.draw(pygame.Surface(size))
    monkeypatch.undo()
    said = 0
    for slot, sh in enumerate(table.display.ships):
        if sh is None:
            continue
        for seat in range(4):
            counts = sh.status_counts(seat)
            if not counts:
                continue
            stacks = lay.status_icons(slot, seat, counts)
            lacks = sh.lacks(seat)
            for (_p, n), stack in zip(lacks, stacks):
                assert len(stack) == n
                for r in stack:
                    assert (r.center, painter.STATUS_DISC) in discs, (slot, seat)
            app.dispatch(Intent(POINT, pos=stacks[0][0].center))
            tip = table.tooltip()
            if lacks:
                assert tip == [f"Still needed at {sh.tid}: {amounts_label(lacks)}"]
            else:
                assert tip and tip[0].startswith(f"Everything {sh.tid} requires is there")
            said += 1
    assert said >= 4


def test_a_full_row_beside_its_lone_tick_spreads_its_cards_over_the_room_the_icons_left():
    """Tester 8: six cards by R6, its requirement met (one tick), lay squeezed to slivers at the row's right end:
    the room for the most icons a side can lack was kept though only the tick showed. Once nothing is lacking,
    only the tick's room is kept (with the card being placed counted, so the drop preview shows where it lands)."""
    from game.stortebeker.components import tile_named
    from scenes.core.sprites import CardSprite
    from scenes.stortebeker.display import ShipView, SideView

    pygame.font.init()
    sh = ShipView(CardSprite("R6", label="R6"), [SideView() for _ in range(3)])
    need = [p for p, n in tile_named("R6").requirement for _ in range(n)]
    side = sh.sides[0]
    side.provisions = [CardSprite(p, label=p) for p in need[:-1]]
    assert sh.room_kept(0) == sh.most_lacked()  # one provision short: room for the icons it may show
    assert sh.room_kept(0, need[-1]) == [1]  # the last one placed: the tick's room only
    side.provisions.append(CardSprite(need[-1], label=need[-1]))
    assert sh.room_kept(0) == [1] == sh.status_counts(0)
    lay = StortebekerLayout((1280, 720), 3, 4, 0, NAMES[:3])
    for n in (5, 6, 7):
        kept, spread = lay.side_cards(0, 0, n, sh.most_lacked()), lay.side_cards(0, 0, n, [1])
        icons = [r for stack in lay.status_icons(0, 0, [1]) for r in stack]
        assert spread[0].x < kept[0].x and all(r.collidelist(icons) < 0 for r in spread)
        assert spread[0].w >= kept[0].w and spread[1].x - spread[0].x > kept[1].x - kept[0].x


def test_a_crowded_row_uses_the_room_its_short_name_leaves():
    """Four cards by a ship squeezed together while room lay empty after a short name: cards that would overlap start
    just after the row's own name and what its icons may take, clear of both; cards that fit lie where every row's
    lie, beside the head."""
    pygame.font.init()
    lay = StortebekerLayout((1920, 1080), 4, 4, 0, NAMES)
    plain = StortebekerLayout((1920, 1080), 4, 4, 0)
    most = [1, 1, 1]  # a side holding a card by a ship requiring 2 of one kind and 1 of two others lacks this at most
    for seat in range(4):
        two = lay.side_cards(0, seat, 2, most)
        assert two == plain.side_cards(0, seat, 2, most)  # aligned with the other rows
        for n in (4, 5, 6):
            cards = lay.side_cards(0, seat, n, most)
            name = lay.side_label(0, seat)
            name.w = font(lay.small, True).size(NAMES[seat])[0]
            icons = [r for stack in lay.status_icons(0, seat, most) for r in stack]
            assert all(not r.colliderect(name) and r.collidelist(icons) < 0 for r in cards), (seat, n)
            assert cards[0].x <= plain.side_cards(0, seat, n, most)[0].x
            if NAMES[seat] == "Jo":  # a short name: room taken, the cards overlap less than they did
                assert cards[0].x < plain.side_cards(0, seat, n, most)[0].x
                assert cards[1].x - cards[0].x > plain.side_cards(0, seat, n, most)[1].x - plain.side_cards(
                    0, seat, n, most)[0].x


def test_a_hidden_pirate_is_marked_on_its_corner_not_covered(app, monkeypatch):
    """A "hidden" label lay over the person's two face-down pirates: each carries a small eye struck through on its
    own corner, within the strip of it that the next card leaves, and no label is written over the row."""
    badges: list[tuple[pygame.Rect, pygame.Rect, int]] = []
    badge = painter.hidden_badge

    def hidden_badge(surface, card, size, room):
        r = badge(surface, card, size, room)
        badges.append((r, card, room))
        return r

    monkeypatch.setattr(painter, "hidden_badge", hidden_badge)
    app.resized((1920, 1080))
    table = table_for(app, _match("haaa", seed=5))
    app.push(table)
    _play_until(app, table, lambda: any(sh is not None and sh.sides[0].hidden for sh in table.display.ships))
    hidden = [s for sh in table.display.ships if sh is not None for s in sh.sides[0].hidden]
    badges.clear()
    words = _words(app, table)
    assert "hidden" not in words.split()
    assert len(badges) == len(hidden)
    for r, card, room in badges:
        assert card.contains(r) and r.w <= room
    app.dispatch(Intent(POINT, pos=(hidden[0].rect.x + 3, hidden[0].rect.centery)))
    assert "Face down: only you know its strength." in table.tooltip()


def test_the_keyboards_place_is_unmistakable(app, monkeypatch):
    """The place the keyboard had chosen was only a brighter outline: it is framed in white with a tag that names it
    ("Place by G4"), and the prompt says what Enter does; each arrow moves both to the next place."""
    marked: list[tuple[object, str]] = []
    mark = painting.focus_mark

    def focus_mark(surface, t, label, *args, **kwargs):
        marked.append((t.action, label))
        return mark(surface, t, label, *args, **kwargs)

    monkeypatch.setattr(painting, "focus_mark", focus_mark)
    table = table_for(app, _match("haa", seed=2))
    app.push(table)

    def places(sprite) -> int:
        return sum(isinstance(t.action, act.Place) for t in table.kit.targets_for(sprite))

    _play_until(app, table, lambda: table.kit.step() == PLAY and any(places(s) >= 2 for s in table.display.hands[0]))
    hand = table.display.hands[0]
    i = next(i for i, s in enumerate(hand) if places(s) >= 2)
    app.dispatch(Intent(NAVIGATE, dx=1))  # the first arrow shows the focus, on the first card
    for _ in range(i):
        app.dispatch(Intent(NAVIGATE, dx=1))
    app.dispatch(Intent(CONFIRM))
    assert table.picker.picked is hand[i]
    for _ in range(len(table.picker.targets)):
        marked.clear()
        words = _words(app, table)
        focus = table.picker.focused_target
        assert focus is not None and [a for a, _l in marked] == [focus.action]
        label = marked[0][1]
        if isinstance(focus.action, act.Place):
            assert label == f"Place by {focus.action.ship}"
        assert f"Enter: {label}." in words
        app.dispatch(Intent(NAVIGATE, dx=1))
    app.dispatch(Intent(BACK))
    marked.clear()
    table.draw(pygame.Surface(app.screen.get_size()))
    assert not marked  # no card picked: no place marked


def test_the_keyboard_passes_the_greyed_trade_button_by(app):
    """Right then Enter pressed the greyed trade button and said an error: the keyboard's focus never lands on it, so
    no arrows and Enter bring a refusal."""
    table = table_for(app, _match("haa", seed=2))
    app.push(table)
    _turn(app, table)
    assert table.kit.disabled() and not table.match.state.discard
    n = len(table.display.hands[0]) + len(table.kit.free_targets())
    for k in range(n + 1):
        for key in [1] * (k + 1) + [-1] * (k % 2):  # the first arrow shows the focus; then right, and left
            app.dispatch(Intent(NAVIGATE, dx=key))
            focused = table.picker.focused_target
            assert focused is None or not isinstance(focused.action, Greyed)
        app.dispatch(Intent(CONFIRM))
        assert not table.message
        app.dispatch(Intent(BACK))
        while app.top is not table:
            app.pop()
        table.picker.keyboard = False


def test_with_no_counterattack_possible_one_button_goes_on(app):
    """"No counterattack is possible…" still asked for "Do not counterattack": the one button says OK and goes on,
    and the title says there is nothing to decide."""
    table = table_for(app, _match("haaa", seed=3))
    app.push(table)
    _play_until(app, table, lambda: table.kit.step() == COUNTER and bool(why_no_counter(table.match.view(0), 0)))
    [(label, action)] = table.kit.choices()
    assert label == "OK, no counterattack" and isinstance(action, act.Decline)
    assert "no counterattack" in table.sight().asked.lower()
    [button] = [t for t in table.kit.free_targets() if t.action == action]
    app.dispatch(Intent(PICK, pos=button.rect.center))
    assert table.match.record.actions[-1] == table.rules.action_text(action)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_no_counterattack_names_only_what_the_hand_cannot_give(app, seed):
    """Tester 9: "your hand does not hold what you still lack at G2 (beans, meat)" while the hand held beans: the
    reason names only what is short."""
    table = table_for(app, _match("haaa", seed=seed))
    app.push(table)
    _play_until(app, table, lambda: table.kit.step() == COUNTER and bool(why_no_counter(table.match.view(0), 0)))
    view = table.match.view(0)
    ship = view.ship(view.target)
    hand = [c.ptype for c in view.hands[0] if c is not None and c.is_provision]
    short = [(p, k - hand.count(p)) for p, k in ship.missing(0).items() if hand.count(p) < k]
    why = why_no_counter(view, 0)
    if short:
        assert why.endswith(f"({amounts_label(short)}).") and why.startswith("No counterattack is possible: your hand")
    else:
        assert "more than 3 cards" in why


def _pennants(monkeypatch, table, clear: list[pygame.Rect]) -> list[pygame.Rect]:
    """Where the last move's pennants lie, drawn with `clear` to keep off."""
    from scenes.table import painting

    pennants: list[pygame.Rect] = []

    def record(surf, colour, points, width=0):
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        pennants.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))

    with monkeypatch.context() as m:
        m.setattr(painting.pygame.draw, "polygon", record)
        painting.last_move(table.sight(), pygame.Surface(table.layout.size), clear)
    return pennants


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_the_last_moves_pennant_keeps_off_every_name(app, monkeypatch, size):
    """The last move's pennant sat on a row's name ("Pl▼yer 1") and on the word "traded" ("tra▼ed"): the table
    tells it where every name and label lies (the rows', the panels', the ships', the piles', "traded"), and the
    pennant keeps off them all: after the person's trade, and after cards placed by the ships."""
    from scenes.table import painting

    told: list[list[pygame.Rect]] = []
    real = painting.last_move
    monkeypatch.setattr(painting, "last_move", lambda sight, surface, clear=(): told.append(list(clear))
                        or real(sight, surface, clear))
    written = texts_drawn(monkeypatch, painter)
    app.resized(size)
    table = table_for(app, _match("haa", seed=2))
    app.push(table)

    def check(label: str) -> None:
        told.clear()
        written.clear()
        table.draw(pygame.Surface(size))
        clear = told[-1]
        names = [r for words, r in written if words in NAMES or words == label]
        assert names and all(r in clear for r in names)
        assert label in [words for words, _r in written]
        pennants = _pennants(monkeypatch, table, clear)
        assert pennants and all(p.collidelist(names) < 0 for p in pennants)

    _play_until(app, table, lambda: _may_place_and_trade(table))
    table.submit(next(a for a in table.legal() if isinstance(a, act.Trade) and len(a.give) == 2))
    _turn(app, table)
    check("traded")
    placed = 0
    for seed in range(40):
        _play_until(app, table, lambda: any(s in side.all() for s in table.last_move() for sh in table.display.ships
                                            if sh is not None for side in sh.sides), seed)
        check(NAMES[1])
        placed += 1
        if placed >= 3:
            break
        table.picker.choose(StortebekerAgent(table.rules, 0, random.Random(seed)).choose(table.match.view(0)))
    assert placed >= 3


def test_the_turns_first_prompt_does_not_say_more_cards(app):
    """"Play 3 more cards" at the start of a turn read as if some were played already (tester 3)."""
    from game.core import Setup
    from game.match import AI, HUMAN, Match, SeatConfig
    from scenes.stortebeker.saying import play_help
    from scenes.tables import table_for
    from tests.scenes.conftest import run_until

    table = table_for(app, Match("stortebeker", Setup(2), [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack")], 2))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    said = " ".join(text for text, _colour in play_help(table.kit.picture()))
    assert said.startswith("Play 3 cards: ") and "more" not in said


def test_the_dice_panel_says_what_the_dice_are_for_before_any_roll(app):
    """The Dice panel stayed large and empty for every turn a tester played (tester 3)."""
    from game.core import Setup
    from game.match import AI, HUMAN, Match, SeatConfig
    from scenes.core.widgets import recording
    from scenes.stortebeker.saying import dice_help
    from scenes.tables import table_for
    from tests.scenes.conftest import run_until

    table = table_for(app, Match("stortebeker", Setup(2), [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack")], 2))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    assert not table.kit.picture().dice.dice
    with recording() as drawn:
        app.draw()
    words = " ".join(w for _px, w in drawn)
    assert dice_help().split(":")[0] in words and "colour dice" in words


def test_the_dice_panels_words_are_never_cut_off_mid_sentence(app):
    """At 800x600 the dice panel's help stopped at "each hits a" (no room, no sign of it)."""
    from game.core import Setup
    from game.match import AI, Match, SeatConfig
    from scenes.core.widgets import recording
    from scenes.stortebeker.saying import dice_help
    from scenes.tables import table_for

    app.resized((800, 600))
    table = table_for(app, Match("stortebeker", Setup(4), [SeatConfig(AI, f"P{i}") for i in range(4)], 11))
    app.push(table)
    app.frame(1 / 60)
    with recording() as drawn:
        app.draw()
    words = " ".join(w for _px, w in drawn)
    first = dice_help().split(". ")[0] + "."
    assert first in words and (dice_help() in words or "colour dice" not in words)


def test_the_piles_the_score_track_and_a_captured_ship_say_what_they_are_on_hover(app):
    """Tester 8: hovering the draw pile or the score track said nothing, and a captured ship still listed what
    it needed."""
    match = Match("stortebeker", Setup(2), [SeatConfig(AI, "Ann"), SeatConfig(AI, "Ben")], 3)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: any(table.display.won) and not table.pending, frames=60000)
    lay, d = table.layout, table.display
    said = {}
    for name, spot in (("pile", lay.pile().center), ("discard", lay.discard().center),
                       ("track", (lay.track_area.x + 3, lay.track_area.centery))):
        app.dispatch(Intent(POINT, pos=spot))
        said[name] = table.tooltip()
    assert said["pile"][0] == f"Draw pile: {len(d.pile)} cards" or said["pile"][0] == "Draw pile: 1 card"
    assert f"Discard pile: {len(d.discard)} cards" in said["discard"]  # under the top card's name
    ranked = sorted(range(2), key=lambda s: -d.scores[s])
    scores = ", ".join(f"{table.names[s]} {d.scores[s]}" for s in ranked)
    assert said["track"] == [f"Score track: {scores}"]
    seat = next(s for s in range(2) if d.won[s])
    tile = d.won[seat][0]
    app.dispatch(Intent(POINT, pos=tile.rect.center))
    words = table.tooltip()
    assert words[0].startswith(f"{tile.label}: captured, ") and "needs" not in " ".join(words)
