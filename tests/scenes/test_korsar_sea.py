"""The Korsar sea (docs/rules/korsar.md 1.6: a galleon lies in front of its owner): every seat's galleons in its
own zone, attack stacks that never overlap, badges that never cover a card, and a picked card
that lands exactly where its glowing place was shown. Checked on crowded tables (tests/scenes/
korsar_crowd.py) for 2 to 8 seats, teams too, at three window sizes."""

from __future__ import annotations

import pygame
import pytest

from game.korsar import actions as act
from scenes.core.input import PICK, Intent
from scenes.table.scene import TableScene
from scenes.tables import table_for
from tests.scenes.conftest import run_until
from tests.scenes.korsar_crowd import crowded_match

TABLES = [(2, False, 12, 0), (3, False, 13, None), (4, False, 14, None), (4, True, 14, None),
          (5, False, 15, None), (6, True, 14, None), (8, True, 16, None)]
SIZES = [(1280, 720), (1920, 1080), (800, 600)]


def _table(app, players, teams, galleons, skew, size=(1280, 720), seed=5) -> TableScene:
    app.resized(size)
    table = table_for(app, crowded_match(players, teams, galleons, seed=seed, skew=skew))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    return table


def _stacks(table) -> list[tuple[str, pygame.Rect]]:
    """Every galleon and every attack column on the table, each as the rectangle its cards cover."""
    out = []
    for slot in table.display.galleons.values():
        out.append((slot.gid, pygame.Rect(slot.sprite.target)))
        for side, cards in slot.columns():
            rects = [pygame.Rect(s.target) for s in cards]
            out.append((f"{slot.gid}/{side}", rects[0].unionall(rects[1:])))
    return out


def _cards(table) -> list[pygame.Rect]:
    return [pygame.Rect(s.target) for slot in table.display.galleons.values()
            for s in [slot.sprite, *(c for _side, cards in slot.columns() for c in cards)]]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,teams,galleons,skew", TABLES)
def test_korsar_sea_galleons_lie_in_their_owners_zone(app, players, teams, galleons, skew, size):
    table = _table(app, players, teams, galleons, skew, size)
    sea = table.kit.sea
    assert len(table.display.galleons) >= 12
    assert set(sea.zones) == set(range(players))
    zones = list(sea.zones.values())
    for i, z in enumerate(zones):
        assert table.layout.galleons.contains(z.rect)
        assert z.rect.collidelist([o.rect for o in zones[i + 1:]]) == -1
    for slot in table.display.galleons.values():
        zone = sea.zones[slot.owner].rect
        assert zone.contains(pygame.Rect(slot.sprite.target)), slot.gid
        for _side, cards in slot.columns():
            for s in cards:
                assert zone.contains(pygame.Rect(s.target)), (slot.gid, s.face)
    assert sea.zones[table.bottom].rect.bottom == max(z.rect.bottom for z in zones)  # the viewer's, in front


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players,teams,galleons,skew", TABLES)
def test_korsar_sea_stacks_never_overlap_and_badges_cover_no_card(app, players, teams, galleons, skew, size):
    table = _table(app, players, teams, galleons, skew, size)
    stacks = _stacks(table)
    assert any("/" in name for name, _r in stacks)
    for i, (name, r) in enumerate(stacks):
        for other, o in stacks[i + 1:]:
            assert not r.colliderect(o), (name, other)
    cards = _cards(table)
    badges = 0
    for slot in table.display.galleons.values():
        berth = table.kit.sea.berths[slot.gid]
        for i, (side, _column) in enumerate(slot.columns()):
            if slot.attacks.get(side):
                badges += 1
                assert berth.badge_rect(i).collidelist(cards) == -1, (slot.gid, side)
    assert badges


def _pick(app, table, kind: str):
    """Pick a card of the hand with a target of `kind` (launch, new column, same column)."""
    for sprite in list(table.display.hands[table.bottom]):
        if sprite.face is None:
            continue
        app.dispatch(Intent(PICK, pos=sprite.rect.center))
        for t in table.picker.targets:
            if not isinstance(t.action, act.Play):
                continue
            if kind == "launch" and t.action.target is None:
                return sprite, t
            if t.action.target is not None:
                slot = table.display.galleons[t.action.target]
                side = table.display.side(table.bottom)
                if (kind == "join") == (side in slot.attacks):
                    return sprite, t
        app.dispatch(Intent(PICK, pos=sprite.rect.center))  # drop it again
    return None, None


@pytest.mark.parametrize("kind", ["launch", "open", "join"])
@pytest.mark.parametrize("players,teams", [(2, False), (4, False), (6, True), (8, True)])
def test_korsar_card_lands_in_the_place_that_glowed(app, players, teams, kind):
    table = None
    for seed in range(1, 12):  # a table where the person holds a card for such a place
        table = _table(app, players, teams, 8, None, seed=seed)
        sprite, target = _pick(app, table, kind)
        if sprite is not None:
            break
        app.pop()
    else:
        pytest.skip(f"no seed gives a {kind} play")
    own_column = []
    if kind == "join":
        own_column = [pygame.Rect(s.target) for s in table.display.galleons[target.action.target]
                      .attacks[table.display.side(table.bottom)]]
    others = [r for r in _cards(table) if r not in own_column]
    assert target.rect.collidelist(others) == -1  # the place glows on free sea, or on its own stack
    before = {slot.gid: slot.sprite.target for slot in table.display.galleons.values()}
    landed = {}
    done = table.action_done

    def spy():  # once the action's events are all shown, before the sea re-charts
        landed["card"] = pygame.Rect(sprite.target)
        landed["galleons"] = {gid: table.display.galleons[gid].sprite.target
                              for gid in before if gid in table.display.galleons}
        done()

    table.action_done = spy
    played = len(table.match.record.actions)
    app.dispatch(Intent(PICK, pos=target.rect.center))
    assert len(table.match.record.actions) == played + 1
    app.frame(1 / 60)
    assert landed["card"] == target.rect
    for gid, place in landed["galleons"].items():  # nothing moved under the card as it landed
        assert before[gid] == place
