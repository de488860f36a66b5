"""Saying why: the rules' reasons carry their template and fields (game/ knows no languages), the
catalogs hold every template in French, and the tables show the reason for a card that cannot be played,
dimmed, in the player's language."""

from __future__ import annotations

import ast
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
from scenes.core import i18n
from scenes.core.i18n import say
from scenes.core.input import PICK, Intent
from scenes.tables import table_for
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


SAID_TO_PLAYERS = {"DamagedFile", "CorruptRecord", "BadRecordText", "InvalidSetup", "InvalidActionText"}
"""The errors whose reason a screen shows: why a file was set aside, why a record does not replay."""


def test_every_reason_a_screen_shows_for_a_file_or_a_record_is_a_reason_it_can_translate():
    """Each such error is raised with a `Reason` (or the reason of the error it wraps, `reason_of`), never with
    an English f-string: a French screen would show it in English."""
    plain = []
    for path in sorted([*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
                    and getattr(node.exc.func, "id", None) in SAID_TO_PLAYERS):
                continue
            args = node.exc.args[-1:]  # BadRecordText(line, reason)
            said = [a for arg in args for a in ([arg.body, arg.orelse] if isinstance(arg, ast.IfExp) else [arg])]
            if not said or not all(isinstance(a, ast.Call) and getattr(a.func, "id", None) in ("Reason", "reason_of")
                                   for a in said):
                plain.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert plain == []


def test_the_view_says_a_reason_in_french_with_its_fields_named_by_the_game(french):
    freibeuter = rules_for("freibeuter")
    state = freibeuter.new_game(Setup(2), 1)
    why = freibeuter.why_illegal(state, fact.Resolve("C4:D5"))
    assert why == "no encircled token is waiting to be shared"
    assert say(why) == "aucun pion encerclé n’attend d’être partagé"
    nested = Reason("you cannot {action} now: {ask}", action="stop", ask=Reason("roll the colour dice"))
    assert say(nested) == "vous ne pouvez pas stop maintenant\u00a0: lancez les dés de couleur"
    lacks = Reason("your side of {ship} lacks {lacks}", ship="Y1", lacks=Listing([(2, "water")]))
    assert say(lacks, lambda name, value: "eau" if value == "water" else None) == \
        "il manque de votre côté de Y1\u00a0: 2 eau"
    assert say("a plain text") == "a plain text"


def test_a_refused_move_is_said_at_the_table_in_french(app, french):
    match = Match("korsar", Setup(2), [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")], 3)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    pirate = next(c for c in match.state.hands[0] if c.kind is not Kind.GALLEON)
    discard = kact.Discard(pirate)  # the pile is full: nobody may discard yet
    with pytest.raises(IllegalAction) as refused:
        match.rules.apply(match.rules.clone(match.state), discard)
    assert isinstance(refused.value.args[0], Reason)
    assert not table.submit(discard)
    assert table.message == "on ne défausse qu’une fois la pioche vide"
    assert ("On ne défausse qu’une fois la pioche vide.", (230, 90, 70)) in table.notices()


def test_a_card_with_nowhere_to_go_is_dimmed_and_picking_it_says_why_in_french(app, french, monkeypatch):
    korsar = rules_for("korsar")
    seed = next(n for n in range(100) if korsar.new_game(Setup(2), n).to_act == 0)  # Rosa starts
    match = Match("korsar", Setup(2), [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")], seed)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    assert not table.display.galleons  # the first turn: no galleon at sea, so no pirate can be played
    hand = table.kit.hand_sprites()
    pirates = [s for s in hand if card_named(s.face).kind is not Kind.GALLEON]
    galleons = [s for s in hand if card_named(s.face).kind is Kind.GALLEON]
    assert pirates and galleons
    assert not any(table.playable(s) for s in pirates) and all(table.playable(s) for s in galleons)
    with monkeypatch.context() as m:  # the same hand with every card playable: in colour
        m.setattr(table, "playable", lambda s: True)
        app.draw()
        coloured = app.screen.copy()
    app.draw()
    coloured_spots = 0
    for s in pirates:  # darker, their colour still told (pure grey hid what a Korsar hand is about: issue 51)
        for at in _spots(s.rect):
            c, dim = coloured.get_at(at), app.screen.get_at(at)
            assert dim.r + dim.g + dim.b < 0.6 * (c.r + c.g + c.b) + 6
            first, second = sorted((getattr(c, k), k) for k in "rgb")[::-1][:2]
            if first[0] - second[0] > 40:  # a part of the card where one colour leads: it still leads, plainly
                coloured_spots += 1
                lead, runner = sorted((getattr(dim, k), k) for k in "rgb")[::-1][:2]
                assert lead[1] == first[1] and lead[0] - runner[0] >= 6
    assert coloured_spots > 10
    assert all(_saturation(app.screen, s.rect) > 20 for s in galleons)
    table.picker.pointer = pirates[0].rect.center  # its tooltip says what it is, and why it cannot be played
    why = "Pirates, capitaines et amiral se jouent sur un galion."
    assert table._tip_of(table.kit.picture()).lines[-1] == why
    table.picker.pick(pirates[0])
    assert ("Pirates, capitaines et amiral se jouent sur un galion.", (230, 90, 70)) in table.notices()


def _spots(rect):
    """Places in the left part of `rect` (the part of a card a later card does not cover in a fan)."""
    x0, y0 = rect.x + 2, rect.y + rect.h // 4
    return [(x, y) for x in range(x0, x0 + max(1, rect.w // 6)) for y in range(y0, rect.bottom - 4, 3)]


def _pixels(surface, rect):
    return [surface.get_at(at) for at in _spots(rect)]


def _saturation(surface, rect) -> float:
    px = _pixels(surface, rect)
    return sum(max(c.r, c.g, c.b) - min(c.r, c.g, c.b) for c in px) / len(px)


def test_a_picked_card_clicked_on_a_ship_it_cannot_go_to_says_why(app):

    from game.stortebeker import actions as sact
    from game.stortebeker.components import card_named as st_card
    from scenes.core.input import PICK, Intent

    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match("stortebeker", Setup(2), seats, 2))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    view = table.match.view(0)
    refused = [(s, slot, why) for s in table.kit.hand_sprites() for slot, sh in enumerate(table.display.ships)
               if sh is not None
               for why in [table.rules.why_illegal(view, sact.Place(st_card(s.label), sh.tid))] if why is not None]
    assert refused
    sprite, slot, why = refused[0]
    table.picker.pick(sprite)
    app.dispatch(Intent(PICK, pos=table.layout.tile(slot).center))
    assert table.message == why and table.picker.picked is sprite  # it stays picked for the right click


# -- an action a reason names is said in words, never in its notation -----------------------------------------


def _person_plays_until(app, table, done, limit: int = 300) -> None:
    """Seat 0 (the person) plays the easy AI's choices until `done()` holds at one of its decisions."""
    import random

    from game.games import make_agent

    agent = make_agent(table.rules, 0, "easy", random.Random(4))
    for _ in range(limit):
        run_until(app, lambda: table.human_turn() is not None or table.match.is_over, frames=20000)
        assert not table.match.is_over, "the game ended first"
        if done():
            return
        assert table.submit(agent.choose(table.match.view(0)))
    raise AssertionError("never got there")


def _no_notation(shown: str, actions) -> None:
    assert shown
    for a in actions:
        assert str(a) not in shown, f"{shown!r} shows the notation {a}"


def test_a_card_picked_while_boarding_says_in_words_why_not(app, french):

    from game.stortebeker.components import card_named as st_card
    from game.stortebeker.state import PLAY

    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match("stortebeker", Setup(2), seats, 2))
    app.push(table)
    _person_plays_until(app, table, lambda: table.kit.step() != PLAY and table.kit.hand_sprites())
    sprite = table.kit.hand_sprites()[0]
    table.picker.pick(sprite)
    shown = table.notices()[0][0]
    _no_notation(shown, table.kit.ways_to_play(sprite))
    card = st_card(sprite.label)
    first = table.kit.ways_to_play(sprite)[0]
    words = table.kit.reason_field('card', card)
    assert shown.startswith(f"Vous ne pouvez pas poser la carte {words} près de {first.ship}")
    ship = next(sh for sh in table.display.ships if sh is not None)
    app.dispatch(Intent(PICK, pos=table.layout.tile(table.display.slot_of(ship.tid)).center))
    _no_notation(table.message, [act for act in table.kit.plays_at(sprite, table.layout.tile(0).center)])
    assert table.message.startswith("vous ne pouvez pas poser la carte")


def test_the_hint_says_a_trade_in_words(app):

    from game.stortebeker import actions as sact
    from game.stortebeker.components import card_named as st_card

    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match("stortebeker", Setup(2), seats, 2))
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    trade = sact.trade((st_card("water"), st_card("rum")), (st_card("meat"),))  # no place on the table: a dialog
    table.hints.show(table, trade)
    assert table.hints.text == "Hint: Trade water, rum for meat"


@pytest.mark.parametrize("game", ["korsar", "freibeuter"])
def test_no_card_picked_or_dropped_shows_an_actions_notation(app, french, game):
    """Korsar and Freibeuter: each card of the person's hand, picked on each of a few turns, and dropped on
    each place for cards, says why not in words; a reason naming an action names it in words too."""
    from scenes.tables import table_for

    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Jack", "easy")]
    table = table_for(app, Match(game, Setup(2), seats, 5))
    app.push(table)
    turns = 0
    said = []

    def look() -> bool:
        nonlocal turns
        for sprite in table.kit.hand_sprites():
            why = table.why_unplayable(sprite)
            if why:
                _no_notation(why, table.kit.ways_to_play(sprite))
                said.append(why)
        turns += 1
        return turns == 6

    _person_plays_until(app, table, look)
    assert said  # some card could not be played on one of those turns
    template = {"korsar": "{action} is not a Korsar action", "freibeuter": "{action} is not a Freibeuter action"}
    foreign = Reason(template[game], action=table.legal()[0])
    assert "«\u00a0" + table.kit.action_words(table.legal()[0]) + "\u00a0»" in table.say(foreign)
    _no_notation(table.say(foreign), [table.legal()[0]])
