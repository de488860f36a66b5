"""The Störtebeker table at every window size and number of players (issue 51): the cards beside a ship stay in
their column, clear of the reserve, the piles and what the side still lacks; the ship's name is on its tile;
the picked card's ghost is where it will land; the trade button says why there is no trade; the trade dialog's
words are large and its cards fill its room."""

from __future__ import annotations

import random

import pygame
import pytest

from game import Setup
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker import actions as act
from game.stortebeker.agent import StortebekerAgent
from scenes.core.assets import text_px
from scenes.core.input import PICK, POINT, Intent
from scenes.stortebeker import painter
from scenes.stortebeker.choices import Greyed
from scenes.stortebeker.kit import OpenTrade
from scenes.stortebeker.layout import SHOWN, TYPICAL, WORST_LACK, StortebekerLayout
from scenes.stortebeker.painter import side_spots
from scenes.stortebeker.trade import TradeDialog
from scenes.tables import table_for
from tests.scenes.conftest import run_until

SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080), (2560, 1080)]
GAMES = [(2, 3), (2, 4), (3, 4), (4, 4)]  # players, ships in play: three ships only with two players (variant 5)


def _match(kinds: str, seed: int = 1) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}") for i, k in enumerate(kinds)]
    return Match("stortebeker", Setup(len(kinds)), seats, seed)


def _apart(rects: list[tuple[str, pygame.Rect]]) -> None:
    for i, (na, a) in enumerate(rects):
        for nb, b in rects[i + 1:]:
            assert not a.colliderect(b), (na, a, nb, b)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("ships", [3, 4])
def test_stortebeker_cards_by_a_ship_stay_in_their_column(app, size, players, ships):
    """At 800x600 a pirate card covered the reserve, a card back the discard pile, the icons of what a side
    lacks lay over its cards: each side's cards (however many), and its status icons (as many as a side can
    lack), lie inside the side's row, apart from each other, and every column apart from the piles, the
    reserve and the other columns, all inside the window."""
    pygame.font.init()
    lay = StortebekerLayout(size, players, ships, 0)
    window = pygame.Rect((0, 0), size)
    fixed = [("pile", lay.pile()), ("discard", lay.discard()), ("reserve", lay.reserve_area),
             *((f"column {i}", c) for i, c in enumerate(lay.columns))]
    _apart(fixed)
    assert all(lay.reserve_area.contains(lay.reserve(i, up)) for up in (1, 3) for i in range(3))
    for name, r in fixed:
        assert window.contains(r), name
    for slot, col in enumerate(lay.columns):
        assert col.contains(lay.tile(slot))
        rows = [(f"row {seat}", lay.side_row(slot, seat)) for seat in range(players)]
        _apart(rows + [("tile", lay.tile(slot))])
        for seat in range(players):
            row = lay.side_row(slot, seat)
            assert col.contains(row)
            icons = [r for stack in lay.status_icons(slot, seat, WORST_LACK) for r in stack]
            for a, b in zip(icons, icons[1:]):  # apart, or (at the end of a short name line) each half seen
                assert not a.colliderect(b) or (a.y == b.y and b.x - a.x >= a.w // 2), (a, b)
            assert all(row.contains(r) for r in icons)
            pair = lay.side_cards(slot, seat, 2)  # a pirate beside the provision it needs: both seen whole
            _apart([("provision", pair[0]), ("pirate", pair[1])])
            for n in range(1, 11):
                cards = lay.side_cards(slot, seat, n)
                assert len(cards) == n
                for r in cards:
                    assert row.contains(r), (n, r, row)
                    assert not any(r.colliderect(i) for i in icons), (n, r)
                    assert not any(r.colliderect(f) for name, f in fixed if name != f"column {slot}")
                assert all(b.x > a.x for a, b in zip(cards, cards[1:]))  # each card shows a strip


def _turn(app, table):
    run_until(app, lambda: table.human_turn() is not None or table.match.is_over, frames=20000)


def test_stortebeker_ship_names_are_printed_on_their_tiles(app, monkeypatch):
    """The log and the reasons name the ships (G3, B2): each ship in play has its name on its tile, in type
    readable at 800x600."""
    written: list[tuple[str, tuple[int, int], int]] = []
    write = painter.text

    def text(surface, words, pos, size, *args, **kwargs):
        written.append((words, pos, size))
        return write(surface, words, pos, size, *args, **kwargs)

    monkeypatch.setattr(painter, "text", text)
    app.resized((800, 600))
    table = table_for(app, _match("haaa", seed=3))
    app.push(table)
    _turn(app, table)
    table.draw(pygame.Surface((800, 600)))
    for slot, sh in enumerate(table.display.ships):
        assert sh is not None
        tile = table.layout.tile(slot)
        shown = [(pos, size) for words, pos, size in written if words == sh.tid and tile.collidepoint(pos)]
        assert shown and all(text_px(size) >= 14 for _pos, size in shown), sh.tid


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_stortebeker_the_ghost_of_a_picked_card_is_where_it_lands(app, size):
    """The ghost of the picked card lay on a card by one ship and beside the cards by another: by every ship
    the side makes room for it, and once placed the card lands exactly on its ghost, the other cards exactly
    where they were drawn."""
    app.resized(size)
    table = table_for(app, _match("ha", seed=6))
    app.push(table)
    agent = StortebekerAgent(table.rules, 0, random.Random(1))
    checked = 0
    for _ in range(300):
        _turn(app, table)
        if table.match.is_over or checked >= 4:
            break
        legal = list(table.legal())
        places = [a for a in legal if isinstance(a, act.Place)]
        busy = [a for a in places if table.display.ship(a.ship).sides[0].all()]  # a side with cards already
        if not busy:
            table.picker.choose(agent.choose(table.match.view(0)))
            continue
        action = random.Random(checked).choice(busy)
        sprite = next(s for s in table.display.hands[0] if s.label == action.card.name)
        app.dispatch(Intent(PICK, pos=sprite.rect.center))
        assert table.picker.picked is sprite
        slot = table.display.slot_of(action.ship)
        spots, ghost = side_spots(table.kit.picture(), slot, 0)
        assert ghost is not None
        side = table.display.ships[slot].sides[0]
        others = dict(zip(map(id, side.all()), spots))
        target = next(t for t in table.picker.targets if t.action == action)
        app.dispatch(Intent(PICK, pos=target.rect.center))
        run_until(app, lambda: not table.pending, frames=2000)
        assert pygame.Rect(sprite.target) == ghost
        for s in side.all():
            if s is not sprite:
                assert pygame.Rect(s.target) == others[id(s)]
        checked += 1
    assert checked >= 2


def test_stortebeker_trade_button_is_disabled_and_says_why(app):
    """The prompt offers a trade, but on the first turn (an empty discard pile) or with one card left there is
    none: the trade button is there all the same, greyed, and its tooltip (or a click on it) says why, calmly (in the
    prompt, not as a refusal); the keyboard's focus passes it by."""
    table = table_for(app, _match("haa", seed=2))
    app.push(table)
    _turn(app, table)
    assert not table.match.state.discard
    assert not any(isinstance(t.action, (OpenTrade, Greyed)) for t in table.kit.free_targets())
    [button] = table.kit.disabled()
    assert isinstance(button.action, Greyed) and "discard pile is empty" in button.action.why
    app.dispatch(Intent(POINT, pos=button.rect.center))
    assert table.tooltip() == [button.action.why]
    app.dispatch(Intent(PICK, pos=button.rect.center))
    assert table.kit.note() == button.action.why and not table.message and app.top is table
    for _ in range(2):  # two cards discarded: one left to play, and the discard pile holds cards
        card = table.display.hands[0][0]
        table.picker.choose(act.Discard(next(c for c in table.match.state.hands[0] if c.name == card.label)))
        _turn(app, table)
    assert table.match.state.cards_left == 1 and table.match.state.discard
    assert not table.kit.note()  # the word was for a moment that has passed
    [button] = table.kit.disabled()
    assert isinstance(button.action, Greyed) and "1 card left" in button.action.why


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_stortebeker_trade_dialog_is_readable_and_fills_its_room(app, size):
    """The trade dialog's words were 13 px in a box mostly empty (and at 1920x1080 its pile ran under the
    buttons): its words are 17 px or more, the box takes most of the window, every card lies inside it above
    the notes and the buttons, and the cards are tall."""
    app.resized(size)
    table = table_for(app, _match("haa", seed=4))
    app.push(table)
    agent = StortebekerAgent(table.rules, 0, random.Random(0))
    for _ in range(3000):
        _turn(app, table)
        if table.kit.step() == "play" and table.legal().trades and len(table.match.state.discard) > 8:
            break
        table.picker.choose(agent.choose(table.match.view(0)))
    else:
        raise AssertionError("no trade came up")
    table.act(OpenTrade())
    dialog = app.top
    assert isinstance(dialog, TradeDialog)
    app.frame(1 / 60)
    assert text_px(dialog.size) >= 17
    assert dialog.box.w >= size[0] * 0.7 and dialog.box.h >= size[1] * 0.85
    buttons = dialog.ok.rect.union(dialog.cancel.rect)
    notes = 2 * pygame.font.SysFont(None, 10).get_linesize()  # at least some room for the notes
    for r, item in dialog._items():
        assert dialog.box.contains(r), item
        if not hasattr(item, "action"):
            assert r.bottom <= buttons.y - notes, item
    assert dialog.card_h >= size[1] // 6


def _shown(cards: list[pygame.Rect]) -> list[int]:
    """How much of each card's width shows, once the cards after it (drawn over it) lie where they lie."""
    out = []
    for i, r in enumerate(cards):
        covering = [c for c in cards[i + 1:] if c.colliderect(r)]
        out.append(min([c.x - r.x for c in covering], default=r.w))
    return out


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players,ships", GAMES)
def test_stortebeker_every_card_by_a_ship_shows_its_face(app, size, players, ships):
    """Cards beside a ship were crushed into slivers, a seat's two face-down pirates drawn one over the other
    (their figures read "23"): however many lie in a row (up to the ten a side can hold), each card shows at
    least half its width, its corner and its picture, and past that the cards get smaller rather than overlap more;
    two lie whole side by side; the few a side usually holds stay large enough to read; none covers the seat's
    name or what the side lacks."""
    pygame.font.init()
    lay = StortebekerLayout(size, players, ships, 0)
    least = lay.vp.px(26)  # the few cards a side usually holds are no smaller than this, at any size
    for slot in range(ships):
        for seat in range(players):
            row = lay.side_row(slot, seat)
            name = lay.side_label(slot, seat)
            name.w = lay.name_width(slot, seat, WORST_LACK)
            icons = [r for stack in lay.status_icons(slot, seat, WORST_LACK) for r in stack]
            assert name.w >= 3 * text_px(lay.small), (name, row)  # room for a name: "Calico", "Player 2"
            for n in range(1, 11):
                cards = lay.side_cards(slot, seat, n)
                for r, seen in zip(cards, _shown(cards)):
                    assert seen >= r.w * SHOWN - 1, (n, seen, r)
                    assert row.contains(r) and not r.colliderect(name) and r.collidelist(icons) < 0, (n, r)
                assert len({r.size for r in cards}) == 1
                if n <= TYPICAL:
                    assert cards[0].w >= least, (n, cards[0])
                if n <= 2:
                    assert all(seen == r.w for r, seen in zip(cards, _shown(cards)))  # side by side, whole


@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720), (1920, 1080), (2560, 1080)])
@pytest.mark.parametrize("players,ships", GAMES)
def test_stortebeker_three_reserve_ships_face_up_lie_apart(app, size, players, ships):
    """With variant 2 the three face-up reserve tiles lay over each other (their figures hidden), the reserve's
    count sat on the second one and they covered the start of the score track: the three lie apart, under the
    reserve's name, inside the reserve's area, the count on the last one (over the face-down stack under it) clear
    of the others; the score track and everything else are clear of them."""
    from scenes.table import painting

    pygame.font.init()
    lay = StortebekerLayout(size, players, ships, 0)
    surface = pygame.Surface(size)
    name = painting.text(surface, "Reserve", (lay.reserve_area.centerx, lay.reserve_area.y), lay.small, anchor="midtop")
    for face_up in (1, 3):
        tiles = [lay.reserve(i, face_up) for i in range(face_up)]
        badge = painting.count_badge(surface, tiles[-1], 18, lay.small)
        _apart([(f"tile {i}", r) for i, r in enumerate(tiles)] + [("name", name)])
        assert all(lay.reserve_area.contains(r) for r in [*tiles, badge])
        assert badge.collidelist(tiles[:-1]) < 0
        assert lay.reserve(face_up + 4, face_up) == tiles[-1]  # the face-down ones, stacked under the last
        others = [lay.track_area, lay.pile(), lay.discard(), lay.hand_area, *lay.columns, *lay.panels.values()]
        assert all(r.collidelist(others) < 0 for r in [*tiles, badge])
        assert min(r.w for r in tiles) >= lay.vp.px(52), tiles  # small, but their figures readable
