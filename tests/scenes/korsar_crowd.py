"""A crowded Korsar sea, for the sea's layout tests and screenshots: a fresh game whose table is then
filled with galleons and attacks taken from the pile, as a long game could leave it (every card is
still somewhere, each attack has its own colour, a captain lies on pirates of its colour).

    python -m tests.scenes.korsar_crowd 8 --teams --galleons 14 --size 1280x720 --out /tmp/sea.png
"""

from __future__ import annotations

import argparse
import random

from game import Setup
from game.korsar.cards import Card, Kind
from game.korsar.state import Galleon, KorsarState
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.tables import table_for

COLOURS = ("red", "blue", "green", "yellow")


def _take(state: KorsarState, want, hands: bool = False) -> Card | None:
    """A card matching `want` from the pile (or else, with `hands`, from a hand), out of where it was."""
    for place in [state.pile, *state.hands] if hands else [state.pile]:
        for i, c in enumerate(place):
            if c is not None and want(c):
                return place.pop(i)
    return None


def crowd(state: KorsarState, galleons: int, rng: random.Random, skew: int | None = None) -> None:
    """Put `galleons` galleons on the table with attacks; `skew` gives that seat half of them."""
    setup = state.setup
    n = setup.players
    sides = n // 2 if setup.teams else n
    for k in range(galleons):
        card = _take(state, lambda c: c.kind is Kind.GALLEON, hands=True)
        if card is None:
            break
        owner = skew if skew is not None and k % 2 == 0 else rng.randrange(n)
        g = Galleon(f"g{state.next_gid}", card, owner)
        state.next_gid += 1
        attackers = rng.sample(range(sides), min(sides, rng.choice([0, 1, 1, 2, 2, 3, 4])))
        for side, colour in zip(attackers, rng.sample(COLOURS, len(attackers))):
            for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
                p = _take(state, lambda c, colour=colour: c.kind is Kind.PIRATE and c.colour == colour)
                if p is not None:
                    g.attacks.setdefault(side, []).append(p)
        if g.attacks and rng.random() < 0.3:
            side = rng.choice(list(g.attacks))
            colour = g.attacks[side][0].colour
            cap = _take(state, lambda c, colour=colour: c.kind is Kind.CAPTAIN and c.colour == colour)
            if cap is not None:
                g.character, g.character_side = cap, side
        state.table.append(g)


def crowded_match(players: int, teams: bool = False, galleons: int = 14, seed: int = 5, human: bool = True,
                  skew: int | None = None) -> Match:
    """A match (seat 0 a person, unless `human` is False) whose sea holds `galleons` galleons."""
    seats = [SeatConfig(HUMAN if human and i == 0 else AI, f"Sailor{i}") for i in range(players)]
    match = Match("korsar", Setup(players, teams), seats, seed)
    crowd(match.state, galleons, random.Random(seed), skew)
    match.state.turn = match.state.to_act = 0  # seat 0 decides first, its capture done
    return match


def main() -> None:
    import pygame

    from scenes.core import i18n
    from scenes.core.app import App
    from scenes.core.settings import Settings

    p = argparse.ArgumentParser()
    p.add_argument("players", type=int)
    p.add_argument("--teams", action="store_true")
    p.add_argument("--galleons", type=int, default=14)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--skew", type=int, default=None)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--pick", default="", help="pick this card of the hand first (e.g. galleon, red)")
    p.add_argument("--out", required=True)
    a = p.parse_args()
    i18n.install("en")
    app = App(Settings(speed="instant"), headless=True, persist=False)
    app.resized(tuple(int(v) for v in a.size.split("x")))
    match = crowded_match(a.players, a.teams, a.galleons, a.seed, skew=a.skew)
    table = table_for(app, match)
    app.push(table)
    for _ in range(400):
        app.frame(1 / 60)
        if table.human_turn() is not None:
            break
    if a.pick and table.human_turn() is not None:
        for s in table.display.hands[table.bottom]:
            if s.face and s.face.startswith(a.pick):
                table.picker.pick(s)
                if table.picker.targets:
                    table.picker.pointer = table.picker.targets[0].rect.center
                break
    app.frame(1 / 60)
    pygame.image.save(app.screen, a.out)
    app.quit()


if __name__ == "__main__":
    main()
