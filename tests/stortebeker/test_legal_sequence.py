"""The legal card plays as a light sequence (docs/rules/stortebeker.md 2.3 phase 1): the trades are counted and decoded,
never all built, and the sequence is exactly the trades a player could name, each once, canonically."""

from __future__ import annotations

import random
from itertools import combinations

from game.stortebeker import actions as act
from game.stortebeker.cardplay import CardPlays
from game.stortebeker.components import FACES, full_deck
from game.stortebeker.picks import Picks
from tests.stortebeker.scenario import R, cards, play, table


def _zones(seed: int, n: int = 300):
    """Random zones of up to 20 cards from the deck (so faces repeat as in a pile), with a pick size."""
    rng = random.Random(seed)
    deck = full_deck()
    return [(rng.sample(deck, rng.randrange(21)), rng.choice([1, 2, 3])) for _ in range(n)]


def test_picks_are_every_way_to_pick_k_cards_once_each_in_card_order():
    for zone, k in _zones(1):
        picks = Picks.of(zone, k)[0]
        expected = set(combinations(sorted(zone, key=lambda c: c.order), k))
        listed = list(picks)
        assert len(listed) == len(picks) == len(expected), (zone, k)
        assert set(listed) == expected, (zone, k)  # each once, each canonical (the cards in card order)
        assert all(picks[i] == listed[i] for i in range(len(listed))), (zone, k)
        assert all(p in picks for p in expected), (zone, k)
        assert not listed or picks[-1] == listed[-1]


def test_picks_contain_only_what_the_zone_holds():
    rng = random.Random(3)
    for zone, k in _zones(2):
        pick = rng.choices(zone + list(FACES), k=k)
        picks = Picks.of(zone, k)[0]
        held = all(zone.count(c) >= pick.count(c) for c in pick)
        canonical = tuple(sorted(pick, key=lambda c: c.order))
        assert (canonical in picks) == held, (zone, pick)
        if canonical != tuple(pick):
            assert tuple(pick) not in picks  # only the canonical writing is listed


def _every_trade(hand, discard, left):
    """Every trade, built the slow way: any 2 of the hand for any 1 of the pile, or 3 for 2."""
    out = {act.trade(g, t) for g in combinations(sorted(hand, key=lambda c: c.order), 2)
           for t in combinations(sorted(discard, key=lambda c: c.order), 1)}
    if left >= 3:
        out |= {act.trade(g, t) for g in combinations(sorted(hand, key=lambda c: c.order), 3)
                for t in combinations(sorted(discard, key=lambda c: c.order), 2)}
    return out


def test_card_plays_list_every_trade_once_after_the_single_card_plays():
    s = table(["water water rum beans+ meat pirate3", "bread"], ships="R3 Y1 B1 G1",
              discard="meat meat bananas water+ pirate2 rum rum rum")
    legal = R.legal_actions(s)
    assert isinstance(legal, CardPlays)
    listed = list(legal)
    singles = [a for a in listed if not isinstance(a, act.Trade)]
    assert listed[:len(singles)] == singles == legal.singles
    trades = listed[len(singles):]
    assert len(listed) == len(legal) and len(trades) == legal.trades == len(set(trades))
    assert set(trades) == _every_trade(s.hands[0], s.discard, 3)
    rng = random.Random(1)
    for i in rng.sample(range(len(legal)), 50):
        assert legal[i] == listed[i] and listed[i] in legal
        assert legal[i - len(legal)] == listed[i]


def test_card_plays_with_two_cards_left_offer_only_two_for_one():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="meat meat rum")
    play(s, "discard bananas")
    legal = R.legal_actions(s)
    trades = [a for a in legal if isinstance(a, act.Trade)]
    assert {(len(t.give), len(t.take)) for t in trades} == {(2, 1)}
    assert set(trades) == _every_trade(s.hands[0], s.discard, 2)
    assert R.parse_action(s, "trade water rum beans take meat meat") not in legal


def test_card_plays_refuse_trades_nobody_could_make():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1", discard="meat rum")
    legal = R.legal_actions(s)
    for text in ["trade water water take meat", "trade water rum take pirate4",
                 "trade water rum beans take rum rum"]:
        a = R.parse_action(s, text)
        assert a not in legal and R.why_illegal(s, a)
    assert R.parse_action(s, "trade rum water take meat") in legal  # any written order is the same trade


def test_a_random_pick_decodes_one_trade_without_building_the_others():
    s = table(["water rum beans meat bread bananas", "bread"], ships="R3 Y1 B1 G1",
              discard=" ".join(c.name for c in cards("water beans bread meat rum bananas pirate2 pirate3 water+")))
    legal = R.legal_actions(s)
    assert legal.trades > 500
    def made() -> int:  # the shared trade objects made so far
        return sum(len(row) for row in act._TRADES.values())

    before = made()
    assert isinstance(legal[len(legal) // 2], act.Trade)
    assert made() - before <= 1
