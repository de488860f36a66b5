"""The judge values a hand by placing its cards one by one where they add most (judge.py, `hand_worth`); it
remembers what each card adds at each side of a ship (`Judge.offers`). Remembering changes no value: the
same worth as placing the cards the plain way, trying every card at every ship each time."""

from __future__ import annotations

import random

from game import CHANCE, Setup
from game.stortebeker.cardplay import placeable
from game.stortebeker.judge import Judge, Weights, distinct
from game.stortebeker.normal import StortebekerAgent
from tests.stortebeker.scenario import R


def _plain_hand_worth(judge: Judge, hand: list) -> float:
    """`hand_worth` without anything remembered: the best gain (the first card, then ship, of equals) each time."""
    cards = list(hand)
    worth = judge.w.card_base * len(cards)
    placed = []
    ships = judge.view.in_play()
    while cards:
        kinds = distinct(cards)
        best = None
        for si, sh in enumerate(ships):
            before = judge.ship_score(sh)
            for c in placeable(sh, judge.seat, kinds):
                side = sh.sides[judge.seat]
                zone = side.provisions if c.is_provision else side.hidden
                zone.append(c)
                gain = (judge.ship_score(sh) - before, -kinds.index(c), -si)
                zone.pop()
                if gain[0] > 0 and (best is None or gain > best):
                    best = gain
        if best is None:
            break
        c, sh = kinds[-best[1]], ships[-best[2]]
        worth += judge.w.keep * best[0]
        cards.remove(c)
        side = sh.sides[judge.seat]
        zone = side.provisions if c.is_provision else side.hidden
        zone.append(c)
        placed.append(zone)
    for zone in reversed(placed):
        zone.pop()
    return worth


def test_remembered_offers_value_every_hand_as_placing_it_card_by_card_does():
    checked = 0
    for players, variants, seed in ((2, (), 4), (4, (1, 2), 5)):
        s = R.new_game(Setup(players, variants=frozenset(variants)), seed)
        agents = [StortebekerAgent(R, i, random.Random(i)) for i in range(players)]
        dice = random.Random(seed)
        rng = random.Random(seed)
        while not R.is_over(s):
            if s.to_act == CHANCE:
                R.apply(s, R.roll(s, dice))
                continue
            seat = s.to_act
            view = R.observe(s, seat)
            judge = Judge(view.clone(), seat, Weights())
            hand = [c for c in view.hands[seat] if c is not None]
            for extra in ([], rng.sample(view.discard, min(2, len(view.discard)))):
                for k in range(len(hand) + 1):
                    cards = hand[:k] + extra
                    assert judge.hand_worth(cards) == _plain_hand_worth(judge, cards)
                    checked += 1
            R.apply(s, agents[seat].choose(view))
    assert checked > 1000
