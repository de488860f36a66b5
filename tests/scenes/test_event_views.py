"""Every kind of event of every game is shown on its table: the display model moves its sprites for it, the kit
reacts to it (a flourish, the pause after it), the log has a line for it in English and in French, and it has a
sound or is explicitly silent. One dispatch per concern (scenes/<game>/display.py `apply`, kit.py `react`,
words.py `describe`, sounds.py `SOUNDS`), each listing every kind: a kind a game adds without saying how it shows
fails here, not at the table."""

from __future__ import annotations

import inspect
import re
from functools import singledispatchmethod

import pytest

from game.core import Event, Setup
from game.games import game_names
from game.match import AI, Match, SeatConfig
from scenes.core import i18n
from scenes.tables import TABLES, table_for

GAMES = {"korsar": 4, "stortebeker": 3, "freibeuter": 3}
NAMES = ["P0", "P1", "P2", "P3"]  # no word of three letters: a line of names alone is the same in every language


def kinds(game: str) -> list[type[Event]]:
    """The kinds of event the game's engine makes (game/<game>/events.py)."""
    module = __import__(f"game.{game}.events", fromlist=["_"])
    return [cls for _name, cls in inspect.getmembers(module, inspect.isclass)
            if issubclass(cls, Event) and cls is not Event and cls.__module__ == module.__name__]


def handled(cls: type, method: str) -> set[type]:
    """The kinds of event `cls.method` (a `singledispatchmethod`) has a way for, itself: not the fallback."""
    for klass in cls.__mro__:
        found = klass.__dict__.get(method)
        if isinstance(found, singledispatchmethod):
            return set(found.dispatcher.registry) - {object, Event}
    raise AssertionError(f"{cls.__name__}.{method} does not dispatch on the kind of event")


PLAYS = {  # the tables random and normal play are watched at: every kind of event comes up in them...
    "korsar": [Setup(4), Setup(4, teams=True)],
    "stortebeker": [Setup(3, variants=frozenset({1})), Setup(2, variants=frozenset({3, 4}))],
    "freibeuter": [Setup(3), Setup(2)],
}


def rare() -> dict[str, list[Event]]:
    """...but these, which only rare positions make."""
    from game.freibeuter import events as fb
    from game.stortebeker import events as sb
    from game.stortebeker.components import card_named

    return {"korsar": [], "stortebeker": [sb.PirateDropped(1, card_named("pirate3"), "Y3"),
                                          sb.BonusScored(0, "G", 6)],  # variant 1: three green ships taken
            "freibeuter": [fb.SeatSkipped(2)]}


def samples(game: str) -> dict[type[Event], list[Event]]:
    """Events of each kind from games of random and normal play, each as made and as a seat that may not see it
    sees it."""
    found: dict[type[Event], list[Event]] = {}
    for event in rare()[game]:
        found[type(event)] = [event, event.seen_by(None)]
    for setup in PLAYS[game]:
        for seed, level in enumerate(["random", "normal"] * 3):
            seats = [SeatConfig(AI, NAMES[i], level) for i in range(setup.players)]
            match = Match(game, setup, seats, seed)
            match.run_agents()
            for applied in match.history:
                for event in applied.events:
                    found.setdefault(type(event), [])
                    if len(found[type(event)]) < 4:
                        found[type(event)] += [event, event.seen_by(None)]
    return found


def test_every_game_has_a_table():
    assert list(TABLES) == game_names()


@pytest.mark.parametrize("game", list(GAMES))
def test_every_kind_of_event_has_a_display_move_a_reaction_and_a_sound_or_an_explicit_silence(app, game):
    players = GAMES[game]
    table = table_for(app, Match(game, Setup(players), [SeatConfig(AI, NAMES[i]) for i in range(players)], 1))
    every = set(kinds(game))
    assert every, "the game makes no events?"
    assert every <= handled(type(table.display), "_apply"), "the display has no way for these"
    assert every <= handled(type(table.kit), "react"), "the kit does not react to these"
    assert every <= handled(type(table.kit.words), "describe"), "the log has no words for these"
    assert every == set(table.kit.sounds), "a sound (or None: silent) for each kind, and no other"


@pytest.mark.parametrize("game", list(GAMES))
def test_every_kind_of_event_has_a_log_line_in_english_and_in_french(app, game):
    players = GAMES[game]
    table = table_for(app, Match(game, Setup(players), [SeatConfig(AI, NAMES[i]) for i in range(players)], 1))
    seen = samples(game)
    assert set(kinds(game)) == set(seen), f"random play never made {set(kinds(game)) - set(seen)}"
    words = table.kit.words
    try:
        for kind, events in seen.items():
            for event in events:
                i18n.install("en")
                english = [line.text for line in words.describe(event)]
                i18n.install("fr")
                french = [line.text for line in words.describe(event)]
                assert english and all(english), f"{kind.__name__}: no log line"
                assert len(french) == len(english)
                for en, fr in zip(english, french):
                    names_gone = re.sub(r"\bP\d\b", "", en)
                    untranslated = fr == en and re.search(r"[A-Za-z]{3,}", names_gone)
                    assert not untranslated, f"{kind.__name__}: {en!r} has no French"
    finally:
        i18n.install("en")
