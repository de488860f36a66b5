"""What a newcomer tripped over at the Freibeuter table: a Dutchman card's line cut ("colu…") and written up to the
card's edges, a card put back with Esc still lifted, the card played last squeezed into the corner, doubled ships
not shown on the final count, the help for a picked card that spoke of the bank whatever the card."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import Setup
from game.freibeuter import actions as act
from game.freibeuter.board import COLUMNS
from game.freibeuter.components import token_named
from game.freibeuter.state import FreibeuterState
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import i18n
from scenes.core.input import BACK, PICK, POINT, Intent
from scenes.core.sprites import CardArt, CardSprite
from scenes.core.widgets import line_height, recording, wrap
from scenes.freibeuter.display import FreibeuterDisplay
from scenes.freibeuter.faces import CARTOUCHE
from scenes.freibeuter.layout import HAND_CARD, HAND_HEIGHT, FreibeuterLayout
from scenes.freibeuter.painter import LABEL_SIZE, FreibeuterPicture, card_label, double_marks, name_rects, paint
from scenes.freibeuter.saying import card_words, picked_help
from scenes.freibeuter.scoring import freibeuter_scoring
from scenes.freibeuter.words import card_text, column_names, line_label
from scenes.table.effects import Effects
from scenes.table.log import GameLog
from scenes.table.painting import Sight
from scenes.table.picking import Picks, Target
from scenes.tables import table_for
from tests.scenes.conftest import run_until, texts_drawn

SIZES = [(800, 500), (800, 600), (1024, 768), (1280, 720), (1920, 1080)]
LINES = [f"row{n}" for n in range(1, 8)] + [f"col{c}" for c in COLUMNS]
SQUARES = [f"{c}{n}" for c in COLUMNS for n in range(1, 8)]


@pytest.fixture(params=["en", "fr"])
def lang(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def _match(kinds: str, seed: int) -> Match:
    seats = [SeatConfig(HUMAN if k == "h" else AI, f"P{i}", "easy") for i, k in enumerate(kinds)]
    return Match("freibeuter", Setup(len(kinds)), seats, seed)


def _picture(view: FreibeuterState, size: tuple[int, int]) -> FreibeuterPicture:
    players = view.setup.players
    picks = Picks(pointer=(-50, -50), active=False, picked=None, targets=(), free=(), focus=None, focused_card=None,
                  hovered_card=None, pressed=False, dragged=None)
    sight = Sight(names=("Ann", "Bo", "Cy", "Di")[:players], ai=(False,) + (True,) * (players - 1), turn=0,
                  over=False, deciding=None, asked="", legal=(), catching_up=False, viewer=0, bottom=0, notices=(),
                  colour_blind=False, tooltips=True, picks=picks, unplayable=frozenset(), last_move=(), flying=(),
                  log=GameLog(), effects=Effects())
    return FreibeuterPicture(sight, view, FreibeuterDisplay(view), FreibeuterLayout(size, players, 0),
                             CardArt("freibeuter"), CardArt("korsar"))


def _placed(picture: FreibeuterPicture) -> None:
    """Every sprite of the picture at its place, as the table's kit lays them (`place_all`)."""
    lay, d = picture.layout, picture.display
    for s in d.played:
        s.place(lay.played())
    for (_p, s), r in zip(d.captured[0], lay.captured(0, len(d.captured[0]))):
        s.place(r)
    for seat in range(1, len(d.hands)):
        for (_p, s), r in zip(d.captured[seat], lay.captured(seat, len(d.captured[seat]))):
            s.place(r)
    hand = d.hands[0]
    for s, r in zip(d.hand_of(0), lay.hand_cards(len(hand["sea"]), len(hand["dutchman"]))):
        s.place(r)


# -- F2: a card's words fit it whole, inside its margins ------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_a_cards_square_or_line_is_written_whole_inside_the_card_at_every_size(app, lang, size):
    """"colonne G" on the 41 px card played last at 800x600 was cut to "colu…", and on a hand's card its wider
    cartouche ran to 2 px from the card's edges. Every card that shows its words (a hand's, however many it holds,
    and the card played last) writes each square and line whole, its text and cartouche at least 3 px inside the
    card, in English and in French."""
    for players in (2, 3, 4):
        lay = FreibeuterLayout(size, players, 0)
        cards = [lay.played()] + [r for n in ((4, 1), (6, 3), (9, 5)) for r in lay.hand_cards(*n)]
        for r, (face, words) in itertools.product(
                {tuple(c) for c in cards},
                [("sea-card", card_text("sea", sq)) for sq in SQUARES] +
                [("dutchman-card", card_text("dutchman", line)) for line in LINES]):
            card = pygame.Rect(r)
            label = card_label(words, card, CARTOUCHE[face], LABEL_SIZE[face])
            assert label is not None, (size, players, card, words)
            assert " ".join(label.lines) == words and not any("…" in line for line in label.lines)
            inside = card.inflate(-6, -6)
            for line, rect in zip(label.lines, label.rects):
                assert inside.contains(rect), (size, players, card, line, rect)
            assert label.pill is None or inside.contains(label.pill)


def test_the_table_never_writes_a_cut_line_on_a_card(app, lang):
    """Drawn on the table, the card played last and the hand's cards of every line, at the smallest windows:
    no card's words are shortened with an ellipsis (before: "colu…" on the card played last)."""
    match = _match("haa", seed=2)
    view: FreibeuterState = match.rules.observe(match.state, 0)  # type: ignore[assignment]
    view.dutch_discard = ["colG"]
    view.dutch_hands[0] = ["colE", "colG", "row7"]
    lines = {line_label(line) for line in ("colE", "colG", "row7")}
    for size in ((800, 500), (800, 600), (1280, 720)):
        picture = _picture(view, size)
        _placed(picture)
        with recording() as drawn:
            paint(picture, pygame.Surface(size))
        words = [w for _px, w in drawn]
        assert not [w for w in words if "…" in w and w.split(" ")[0] in {line.split(" ")[0] for line in lines}]
        for line in lines:  # whole, on one line or on two
            assert line in words or any(words[i:i + 2] == line.rsplit(" ", 1) for i in range(len(words)))


# -- F3: Esc puts a picked card back, down in the hand ------------------------------------------------------------

def test_a_card_put_back_with_esc_lies_back_in_the_hand(app):
    """A Dutchman card that cannot be played is picked (it rises, outlined) and put back with Esc while the pointer
    still rests on it: it was left lifted, looking picked still. Now nothing is picked and the card lies in its
    place until the pointer moves; moved over it again, it rises as any card under the pointer does."""
    match = _match("haa", seed=3)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None and not table.moving)
    card = next((s for s in table.display.hand_of(0) if s.face == "dutchman-card" and not table.kit.targets_for(s)),
                None)
    assert card is not None, "the seed deals a Dutchman card that cannot be played at once"
    at = card.rect.center
    app.dispatch(Intent(POINT, pos=at))
    app.dispatch(Intent(PICK, pos=at))
    assert table.picker.picked is card and card.lift > 0
    app.dispatch(Intent(BACK))
    for _ in range(5):
        app.frame(1 / 60)
    assert table.picker.picked is None and table.sight().picks.picked is None
    assert card.lift == 0
    away = (at[0], at[1] - card.rect.h * 2)
    app.dispatch(Intent(POINT, pos=away))
    app.dispatch(Intent(POINT, pos=card.rect.center))
    assert card.lift > 0  # the pointer on it again: it rises, as any card under it


def test_a_cards_tooltip_says_what_it_does_not_what_it_shows():
    """The tooltip under a hand's card read its square or line again ("row 2" under "row 2": the same words
    twice); it says what the card is and does."""
    sea, dutch = CardSprite("sea-card", label="D5"), CardSprite("dutchman-card", label="row2")
    assert card_words(sea) != card_text("sea", "D5") and "D5" in card_words(sea) and "bank" in card_words(sea)
    assert card_words(dutch) != line_label("row2") and line_label("row2") in card_words(dutch)
    assert "Flying Dutchman" in card_words(dutch)
    assert card_words(CardSprite("sea-back")) == ""


# -- F4: the card played last, in its own place, as big as a hand's card --------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_the_card_played_last_has_a_place_of_its_own_as_big_as_a_hand_card(app, lang, size):
    """The card just played lay squeezed beside its pile at the top left (41x57 at 800x600). It has a place of its
    own under the piles, as big as a hand's card at the map's size, under its name; nothing in the column left of
    the sea overlaps anything else there or the sea's row numbers, the piles' names are never cut, and what was set
    aside keeps room for two rows of tokens and the note of the doubles."""
    for players in (2, 3, 4):
        lay = FreibeuterLayout(size, players, 0)
        played = lay.played()
        least = lay.card(lay.vp.px(HAND_HEIGHT) * HAND_CARD)
        assert played.w >= least[0] - 1 and played.h >= least[1] - 1
        screen = pygame.Rect((0, 0), size)
        names = name_rects(lay)
        column = [lay.pile("sea"), lay.pile("dutchman"), played, lay.bank, lay.aside, *names]
        for a, b in itertools.combinations(column, 2):
            assert not a.colliderect(b), (size, players, a, b)
        rest = lay.dutchman_rest()
        for r in [*column, rest]:
            assert screen.contains(r) and not r.colliderect(lay.sea)
            assert not r.colliderect(rest) or r is rest
        assert played.y >= lay.played_area.y + line_height(lay.small)
        assert all(r.right <= lay.sea.x - lay.vp.px(10) - lay.font // 2 for r in column)  # clear of the row numbers
        areas = {"sea": lay.sea_pile, "dutchman": lay.dutchman_pile, "played": lay.played_area}
        for place, name in column_names().items():
            assert not any("…" in line for line in wrap(name, lay.small, areas[place].w, most=lay.name_lines[place]))
        assert played.y >= lay.played_area.y + lay.name_lines["played"] * line_height(lay.small)
        _d, per_row, _top = lay._aside_grid()
        tokens = lay.aside_tokens(2 * per_row, 2)
        assert all(not a.colliderect(b) for a, b in itertools.combinations(tokens, 2))
        assert lay.aside_box(len(tokens), 2).bottom <= lay.aside.bottom


def test_the_card_played_goes_to_its_place_over_the_one_before(app):
    """Played, a card glides to the place of the card played last, on top of the one before; a sync of the display
    (a new viewer, a repair) keeps the order they were played in."""
    match = _match("haa", seed=2)
    table = table_for(app, match)
    app.push(table)
    sails = 0
    while sails < 2:
        run_until(app, lambda: table.human_turn() is not None and not table.moving)
        sail = next((a for a in table.legal() if isinstance(a, act.Sail) and not a.loot), None)
        if sail is None:  # the draw after the sail
            table.picker.choose(table.legal()[0])
            continue
        table.picker.choose(sail)
        sails += 1
        run_until(app, lambda square=sail.square: table.display.played[-1:]
                  and table.display.played[-1].label == square and not table.moving)
        assert table.display.played[-1].rect == table.layout.played()
    order = [(s.face, s.label) for s in table.display.played]
    assert len(order) >= 2
    table.display.sync(table.view())
    assert [(s.face, s.label) for s in table.display.played] == order


# -- F5: the ships that count twice, marked ---------------------------------------------------------------------------

def _finished_with_doubles() -> Match:
    for seed in range(1, 30):
        match = _match("aaaa", seed)
        match.run_agents()
        state = match.state
        assert isinstance(state, FreibeuterState)
        if any(token.value in state.doubles for caps in state.captured for _p, token in caps):
            return match
    raise AssertionError("no game where a doubled ship was captured")


def test_the_final_count_marks_each_ship_that_counts_twice(app, lang):
    """The final count showed 110 for the ships 20, 15, 15 and 10 and said nothing of why: each ship whose double
    was taken now carries "×2", and the ships column is the sum of the values with those counted twice."""
    match = _finished_with_doubles()
    scene = freibeuter_scoring(app, match)
    state = match.state
    assert isinstance(state, FreibeuterState)
    marked = 0
    for row in scene.rows:
        assert len(row.marks) == len(row.thumbs)
        values = [token_named(face).value for face in row.thumbs]
        assert [m == "×2" for m in row.marks] == [v in state.doubles for v in values]
        assert int(row.cells[1]) == sum(v * (2 if m else 1) for v, m in zip(values, row.marks))
        marked += sum(1 for m in row.marks if m)
    assert marked
    with recording() as drawn:
        scene.resize((1280, 720))
        scene.draw(pygame.Surface((1280, 720)))
    assert sum(1 for _px, w in drawn if w == "×2") == marked
    assert any("×2" in w for _px, w in drawn if w != "×2")  # the note says what the mark means


@pytest.mark.parametrize("size", [(800, 500), (800, 600), (1280, 720), (1920, 1080)])
def test_the_seats_panels_mark_the_ships_that_count_twice(app, size):
    """At the table too, each captured ship whose double was taken is marked "×2" (neighbours share one mark),
    over its token's rim, clear of its value and inside its seat's panel."""
    match = _finished_with_doubles()
    view: FreibeuterState = match.rules.observe(match.state, 0)  # type: ignore[assignment]
    picture = _picture(view, size)
    _placed(picture)
    lay, d = picture.layout, picture.display
    pills = double_marks(d, lay.small)
    doubled = [(seat, s.rect) for seat, caps in enumerate(d.captured) for _p, s in caps
               if token_named(s.face).value in view.doubles]
    assert pills and len(pills) <= len(doubled)
    for seat, token in doubled:
        over = [p for p in pills if p.left <= token.centerx <= p.right and p.bottom > token.top]
        assert len(over) == 1 and lay.panels[seat].contains(over[0])
        assert not over[0].collidepoint(token.center)
    with recording() as drawn:
        paint(picture, pygame.Surface(size))
    assert sum(1 for _px, w in drawn if w == "×2") == len(pills)


# -- the help for a picked card -------------------------------------------------------------------------------------

def test_the_help_for_a_picked_card_speaks_of_that_card(app):
    """Whatever card was picked, the prompt said to click a glowing square "or the bank to take 2": also for a
    Dutchman card (which never takes from the bank) and for a card with nowhere to go. It now says where that card
    goes, and for one that cannot be played, how to put it back."""
    dutch, sea = CardSprite("dutchman-card", label="row2"), CardSprite("sea-card", label="D5")
    square = Target(pygame.Rect(0, 0, 9, 9), act.Dutchman("row2", "D2"), "")
    sail, loot = (Target(pygame.Rect(0, 0, 9, 9), act.Sail("D5", loot=flag), "") for flag in (False, True))
    assert "Esc" in picked_help(dutch, ()) and "bank" not in picked_help(dutch, ())
    assert "row 2" in picked_help(dutch, (square,)) and "bank" not in picked_help(dutch, (square,))
    assert "bank" not in picked_help(sea, (sail,))
    assert "bank" in picked_help(sea, (sail, loot)) and "full" in picked_help(sea, (loot,))


def test_a_picked_card_that_cannot_be_played_shows_why_whole(app):
    """At 800x600 with four seats, in French, the help for the picked card filled the prompt and the reason it
    could not be played did not show ("… encerclerait. …"): the reason now comes first and whole, and the short
    help to put the card back after it."""
    i18n.install("fr")
    try:
        app.resized((800, 600))
        match = _match("haaa", seed=3)
        table = table_for(app, match)
        app.push(table)
        run_until(app, lambda: table.human_turn() is not None and not table.moving)
        card = next(s for s in table.display.hand_of(0) if s.face == "dutchman-card" and not table.kit.targets_for(s))
        app.dispatch(Intent(PICK, pos=card.rect.center))
        why = table.notices()[0][0]
        picture = table.kit.picture()
        assert picture is not None
        with recording() as drawn:
            paint(picture, app.screen)
        words = [w for _px, w in drawn]
        at = max(i for i, w in enumerate(words) if len(w) > 10 and why.startswith(w))  # its first line
        assert " ".join(words[at:]).startswith(why)
    finally:
        i18n.install("en")


def test_the_last_moves_pennant_keeps_off_the_set_aside_name(app, monkeypatch):
    """Tester 8 read "S▼t aside": the pennant over a token just set aside lay on the box's name."""
    from scenes.freibeuter import painter as fpainter
    from scenes.table import painting

    told: list[list[pygame.Rect]] = []
    real = painting.last_move
    monkeypatch.setattr(painting, "last_move", lambda sight, surface, clear=(): told.append(list(clear))
                        or real(sight, surface, clear))
    match = _match("aaa", seed=5)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.display.aside and told and not table.pending, frames=20000)
    lay = table.layout
    box = lay.aside_box(len(table.display.aside), len(fpainter.doubles_note(lay, table.display)))
    name = pygame.Rect(box.x + lay.vp.px(6), box.y + lay.vp.px(4), 1, line_height(lay.small))
    assert any(r.contains(name) for r in told[-1])


def test_the_bank_and_each_seats_panel_say_what_they_are_on_hover(app):
    """Tester 8: the bank and the panels had no tooltip, and nothing said how a score adds up."""
    from scenes.freibeuter.display import score_now

    match = _match("haa", seed=5)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    lay = table.layout
    app.dispatch(Intent(POINT, pos=lay.bank.center))
    assert table.tooltip()[0] == "The bank: it never runs out"
    for seat, panel in lay.panels.items():
        app.dispatch(Intent(POINT, pos=(panel.x + 4, panel.centery)))
        lines = table.tooltip()
        d = table.display
        assert lines[0] == f"{table.names[seat]}: {d.treasure[seat]} coins, {d.supply[seat]} boats still to place"
        assert lines[1].startswith(f"Score now {score_now(d, seat)}: {d.treasure[seat]} coins, ")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_loan_reads_whole_beside_many_ships_taken(app, monkeypatch, size):
    """Tester 9: in an opponent's panel, seven captured ships and their "×2" pills lay over "11 boats  loan 5
    (repay 10)". The boats' line ends before them: what is owed reads whole, clear of every token and pill."""
    from scenes.freibeuter import painter as fpainter

    app.resized(size)
    match = _match("haa", seed=5)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None and not table.pending)
    d = table.display
    d.captured[1] = [(f"P{i}", CardSprite(f"ship{v}")) for i, v in enumerate((15, 5, 20, 20, 15, 20, 10))]
    d.aside.append(("Q", CardSprite("double20")))
    d.loans[1] = 5
    table.kit.place_all(animate=False)
    for i, (_p, s) in enumerate(d.captured[1]):
        r = table.layout.captured(1, len(d.captured[1]))[i]
        s.x, s.y, s.w, s.h = r.x, r.y, r.w, r.h
    drawn = texts_drawn(monkeypatch, fpainter)
    table.draw(app.screen)
    owed = [(s, r) for s, r in drawn if "repay 10" in s]
    assert owed and not owed[0][0].endswith("…"), owed
    tokens = [s.rect for _p, s in d.captured[1]] + fpainter.double_marks(d, table.layout.small)
    assert owed[0][1].collidelist(tokens) == -1, (owed, tokens)


def test_a_square_with_boats_says_whose_they_are_on_hover(app):
    """Tester 9: hovering a square with boats on it said nothing (ships and chests did)."""
    match = _match("aaa", seed=5)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: len(table.display.boats) >= 2 and not table.pending, frames=20000)
    square, boats = next((sq, b) for sq, b in table.display.boats.items() if b)
    rect = table.layout.squares[square]
    tokens = [table.layout.token(p) for p in table.display.tokens]
    spot = next((x, y) for x in range(rect.x + 2, rect.right - 2, 3) for y in range(rect.y + 2, rect.bottom - 2, 3)
                if not any(t.collidepoint((x, y)) for t in tokens))
    app.dispatch(Intent(POINT, pos=spot))
    owners = ", ".join(table.names[table.display.seat_of(b)] for b in boats)
    assert table.tooltip() == [f"{square}: {len(boats)} boat{'s' if len(boats) > 1 else ''} ({owners})"]
