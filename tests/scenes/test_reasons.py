"""Saying why: the rules' reasons carry their template and fields (game/ knows no languages), the
catalogs hold every template in French, and the tables show the reason for a card that cannot be played,
dimmed, in the player's language."""

from __future__ import annotations

import copy
import pickle
import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file

from game import IllegalAction, Setup, rules_for
from game.core import Listing, Reason
from game.freibeuter import actions as fact
from game.korsar import actions as kact
from game.korsar.cards import Kind, card_named
from game.match import AI, HUMAN, Match, SeatConfig
from scenes import i18n
from scenes.i18n import say
from scenes.korsar.table import KorsarTable
from tests.scenes.conftest import run_until

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def french():
    i18n.install("fr")
    yield
    i18n.install("en")


def test_a_reason_is_its_english_sentence_and_keeps_what_a_translation_needs():
    r = Reason("{card} is not in your hand", card="meat+")
    assert r == "meat+ is not in your hand" and isinstance(r, str)
    assert (r.template, r.fields) == ("{card} is not in your hand", {"card": "meat+"})
    for twin in (copy.deepcopy(r), pickle.loads(pickle.dumps(r))):
        assert twin == r and twin.template == r.template and twin.fields == r.fields
    assert f"{Listing([(2, 'water'), (1, 'rum')])}" == "2 water, 1 rum" and f"{Listing([])}" == "nothing"


def _game_templates() -> set[str]:
    found = set()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for _line, message, _c, _ctx in extract_from_file("python", path, {"Reason": (1,)}, []):
            found.add(message)
    return found


def test_every_reason_of_the_three_games_is_in_french(french):
    templates = _game_templates()
    assert len(templates) > 60  # Korsar, Störtebeker and Freibeuter refusals, each once
    for template in templates:
        said = i18n._(template)
        assert said != template, f"no French for {template!r}"
        assert set(re.findall(r"{(\w+)}", template)) == set(re.findall(r"{(\w+)}", said)), template


def test_the_view_says_a_reason_in_french_with_its_fields_named_by_the_game(french):
    freibeuter = rules_for("freibeuter")
    state = freibeuter.new_game(Setup(2), 1)
    why = freibeuter.why_illegal(state, fact.Resolve("C4:D5"))
    assert why == "no encircled token is waiting to be shared"
    assert say(why) == "aucun pion encerclé n’attend d’être partagé"
    nested = Reason("{action} is not allowed now: {ask}", action="stop", ask=Reason("roll the colour dice"))
    assert say(nested) == "«\u00a0stop\u00a0» n’est pas permis maintenant\u00a0: lancez les dés de couleur"
    lacks = Reason("your side of {ship} lacks {lacks}", ship="Y1", lacks=Listing([(2, "water")]))
    assert say(lacks, lambda name, value: "eau" if value == "water" else None) == \
        "il manque de votre côté de Y1\u00a0: 2 eau"
    assert say("a plain text") == "a plain text"


def test_a_refused_move_is_said_at_the_table_in_french(app, french):
    match = Match("korsar", Setup(2), [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")], 3)
    table = KorsarTable(app, match)
    app.push(table)
    run_until(app, lambda: table.my_turn() is not None)
    pirate = next(c for c in match.state.hands[0] if c.kind is not Kind.GALLEON)
    discard = kact.Discard(pirate)  # the pile is full: nobody may discard yet
    with pytest.raises(IllegalAction) as refused:
        match.rules.apply(match.rules.clone(match.state), discard)
    assert isinstance(refused.value.args[0], Reason)
    assert not table.submit(discard)
    assert table.message == "on ne défausse qu’une fois la pioche vide"
    assert ("On ne défausse qu’une fois la pioche vide.", (230, 90, 70)) in table.notices()


def test_a_card_with_nowhere_to_go_is_dimmed_and_picking_it_says_why_in_french(app, french):
    korsar = rules_for("korsar")
    seed = next(n for n in range(100) if korsar.new_game(Setup(2), n).to_act == 0)  # Rosa starts
    match = Match("korsar", Setup(2), [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")], seed)
    table = KorsarTable(app, match)
    app.push(table)
    run_until(app, lambda: table.my_turn() is not None)
    assert not table.display.galleons  # the first turn: no galleon at sea, so no pirate can be played
    hand = table.hand_sprites()
    pirates = [s for s in hand if card_named(s.face).kind is not Kind.GALLEON]
    galleons = [s for s in hand if card_named(s.face).kind is Kind.GALLEON]
    assert pirates and galleons
    assert not any(table.playable(s) for s in pirates) and all(table.playable(s) for s in galleons)
    table.picker.pick(pirates[0])
    assert ("Pirates, capitaines et amiral se jouent sur un galion.", (230, 90, 70)) in table.notices()


def test_a_picked_card_clicked_on_a_ship_it_cannot_go_to_says_why(app):
    from game.stortebeker import actions as sact
    from game.stortebeker.components import card_named as st_card
    from scenes.input import PICK, Intent
    from scenes.stortebeker.table import StortebekerTable

    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = StortebekerTable(app, Match("stortebeker", Setup(2), seats, 2))
    app.push(table)
    run_until(app, lambda: table.my_turn() is not None)
    view = table.match.view(0)
    refused = [(s, slot, why) for s in table.hand_sprites() for slot, sh in enumerate(table.display.ships)
               if sh is not None
               for why in [table.rules.why_illegal(view, sact.Place(st_card(s.label), sh.tid))] if why is not None]
    assert refused
    sprite, slot, why = refused[0]
    table.picker.pick(sprite)
    app.dispatch(Intent(PICK, pos=table.layout.tile(slot).center))
    assert table.message == why and table.picker.picked is None
