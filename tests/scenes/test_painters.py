"""The painters draw from what they are given: a picture the table builds (the display model, the viewer's
view, the layout, the art and a `Sight` of the seats, picks and marks). Here each picture is built by hand,
from a view, with no table at all, and a change to the view or the sight shows on the surface; and no
painter's code names the match, the scene or another object's private member."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest

from game import Setup
from game.freibeuter import actions as fact
from game.freibeuter.state import FreibeuterState
from game.korsar import actions as kact
from game.korsar.control import controller
from game.korsar.state import KorsarState
from game.match import AI, HUMAN, Match, SeatConfig
from game.stortebeker.state import PLAY, StortebekerState
from scenes.core import backdrops, theme
from scenes.core.sprites import CardArt
from scenes.core.widgets import recording
from scenes.freibeuter.display import FreibeuterDisplay
from scenes.freibeuter.layout import FreibeuterLayout
from scenes.freibeuter.painter import FreibeuterPicture
from scenes.freibeuter.painter import paint as paint_freibeuter
from scenes.korsar.display import KorsarDisplay
from scenes.korsar.layout import KorsarLayout
from scenes.korsar.painter import KorsarPicture
from scenes.korsar.painter import paint as paint_korsar
from scenes.korsar.sea import Moored
from scenes.stortebeker.display import StortebekerDisplay
from scenes.stortebeker.layout import StortebekerLayout
from scenes.stortebeker.painter import StortebekerPicture
from scenes.stortebeker.painter import paint as paint_stortebeker
from scenes.table.effects import Effects
from scenes.table.log import GameLog
from scenes.table.painting import Sight
from scenes.table.picking import Picks
from scenes.table.tumbling_dice import DiceCup

SIZE = (1280, 720)
NAMES = ("Ann", "Bo", "Cy", "Di")  # not the match's seat names: what is drawn comes from the sight
PAINTERS = ("scenes/table/painting.py", "scenes/korsar/painter.py", "scenes/stortebeker/painter.py",
            "scenes/stortebeker/saying.py",
            "scenes/freibeuter/painter.py", "scenes/freibeuter/saying.py")
ROOT = Path(__file__).resolve().parents[2]


def _sight(players: int, **changes) -> Sight:
    """The seats and picks of a person at seat 0 on their turn, nothing picked or pointed at."""
    picks = Picks(pointer=(-50, -50), active=True, picked=None, targets=(), free=(), focus=None, focused_card=None,
                  hovered_card=None, pressed=False, dragged=None)
    sight = Sight(names=NAMES[:players], ai=(False,) + (True,) * (players - 1), turn=0, over=False, deciding=0,
                  asked="", legal=(), catching_up=False, viewer=0, bottom=0, notices=(), colour_blind=False,
                  tooltips=True, picks=picks, unplayable=frozenset(), last_move=(), flying=(), log=GameLog(),
                  effects=Effects())
    return dataclasses.replace(sight, **changes)


def _match(game: str, players: int, seed: int) -> Match:
    seats = [SeatConfig(HUMAN if i == 0 else AI, f"Seat{i}", "easy") for i in range(players)]
    return Match(game, Setup(players), seats, seed)


def _words(paint, picture) -> set[str]:
    """Every line of text the painter draws, and each wrapped paragraph joined up again (the prompt's)."""
    surface = pygame.Surface(SIZE)
    with recording() as drawn:
        paint(picture, surface)
    rows = [w for _px, w in drawn]
    return set(rows) | {" ".join(rows[i:j]) for i in range(len(rows)) for j in range(i + 2, min(i + 4, len(rows)) + 1)}


# -- no painter reaches past its picture ------------------------------------------------------------------

@pytest.mark.parametrize("path", PAINTERS)
def test_a_painter_names_neither_the_match_nor_the_scene_nor_a_private_member(path):
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    names |= {a.arg for n in ast.walk(tree) if isinstance(n, ast.arguments) for a in n.args}
    attributes = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    assert not {"match", "scene", "table"} & (names | attributes)
    assert not [a for a in attributes if a.startswith("_") and not a.startswith("__")]


# -- each game's painter, from a picture built by hand -------------------------------------------------------

def _korsar_picture(view: KorsarState, sight: Sight) -> KorsarPicture:
    layout = KorsarLayout(SIZE, view.setup.players, sight.bottom)
    display = KorsarDisplay(view)
    moored = [Moored(g.gid, g.owner, tuple(len(cards) for _side, cards in g.columns()))
              for g in display.galleons.values()]
    return KorsarPicture(sight, view, display, layout, layout.sea(moored, False), CardArt("korsar"), ())


def test_korsar_painter_draws_the_sight_and_the_view_it_is_given(app):
    match = _match("korsar", 3, seed=7)
    rules = match.rules
    while True:  # on until an attacked galleon is held by a seat other than its owner
        match.run_agents()
        view: KorsarState = rules.observe(match.state, 0)  # type: ignore[assignment]
        held = [(g, controller(view, g)) for g in view.table]
        held = [(g, side) for g, side in held if side is not None and side != g.owner]
        if held:
            break
        match.submit(rules.legal_actions(view)[0])
    galleon, side = held[0]
    words = _words(paint_korsar, _korsar_picture(view, _sight(3, legal=(kact.Draw(),))))
    assert {"Ann", "Bo (AI)", "Cy (AI)", "Ann, your turn"} <= words
    assert "Draw from the pile, or pick a card to play." in words
    assert f"held by {NAMES[side]}" in words
    assert not any("Seat" in w for w in words)
    words = _words(paint_korsar, _korsar_picture(view, _sight(3, legal=())))
    assert "The pile is empty: play a card or discard one." in words


def _stortebeker_picture(view: StortebekerState, sight: Sight) -> StortebekerPicture:
    display = StortebekerDisplay(view)
    layout = StortebekerLayout(SIZE, view.setup.players, len(display.ships), sight.bottom)
    art = CardArt("stortebeker")
    return StortebekerPicture(sight, view, display, layout, art, (0.0,) * view.setup.players, DiceCup(art), "")


def test_stortebeker_painter_reads_the_cards_left_and_the_target_from_the_view(app):
    match = _match("stortebeker", 3, seed=4)
    match.run_agents()
    view: StortebekerState = match.rules.observe(match.state, 0)  # type: ignore[assignment]
    assert view.step == PLAY
    left = match.state.cards_left
    view.cards_left = 1 if left != 1 else 2  # what the view says, not what the match holds
    words = _words(paint_stortebeker, _stortebeker_picture(view, _sight(3)))
    one = "Play 1 more card: place it or discard it, or fire a broadside with it."
    two = "Play 2 more cards: place, trade or discard them; the last one may fire a broadside instead."
    assert (one in words) == (view.cards_left == 1) and (two in words) == (view.cards_left == 2)
    assert f"Round {view.round}" not in words  # the person decides: their help, not the round
    assert f"Round {view.round}" in _words(paint_stortebeker, _stortebeker_picture(view, _sight(
        3, deciding=None)))

    ship = next(sh for sh in view.ships if sh is not None)
    picture = _stortebeker_picture(view, _sight(3))
    tile = picture.layout.tile(picture.display.slot_of(ship.tid))
    edge = (tile.x - 2, tile.centery)  # where the boarded ship's red glow runs

    def edge_colour(target: str | None, **changes) -> tuple[int, int, int]:
        view.target = target
        surface = pygame.Surface(SIZE)
        paint_stortebeker(_stortebeker_picture(view, _sight(3, **changes)), surface)
        return tuple(surface.get_at(edge))[:3]

    assert edge_colour(ship.tid) == theme.DANGER
    assert edge_colour(None) != theme.DANGER
    assert edge_colour(ship.tid, catching_up=True) != theme.DANGER  # the table still shows the past
    assert "Game over" in _words(paint_stortebeker, _stortebeker_picture(view, _sight(3, over=True)))


def _freibeuter_picture(view: FreibeuterState, sight: Sight) -> FreibeuterPicture:
    layout = FreibeuterLayout(SIZE, view.setup.players, sight.bottom)
    return FreibeuterPicture(sight, view, FreibeuterDisplay(view), layout, CardArt("freibeuter"), CardArt("korsar"))


def test_freibeuter_painter_says_what_the_legal_actions_it_is_given_allow(app):
    match = _match("freibeuter", 4, seed=2)
    match.run_agents()
    view: FreibeuterState = match.rules.observe(match.state, 0)  # type: ignore[assignment]
    said = {
        (fact.Resolve("C3"),): "Several tokens are surrounded: click the one to share first.",
        (fact.Draw(fact.SEA),): "Draw a card: click the pile you choose.",
        (): "Pick a card to sail or send the Dutchman, or click a ship token to board it.",
    }
    for legal, line in said.items():
        words = _words(paint_freibeuter, _freibeuter_picture(view, _sight(4, legal=legal)))
        assert line in words
        assert {"Ann", "Bo (AI)", "Di (AI)"} <= words
        assert not {other for other in said.values() if other != line} & words


@pytest.mark.parametrize("words", ["colonne G", "rangée 2", "column G"])
def test_freibeuter_card_words_are_never_cut_on_a_small_card(app, words):
    """A Dutchman card at 800x600 is 68 px wide: its line is written whole (smaller type, a wider
    cartouche), not shortened with an ellipsis."""
    from scenes.core.widgets import recording
    from scenes.freibeuter.painter import CARTOUCHE, _cartouche

    surface = pygame.Surface((200, 200))
    card = pygame.Rect(50, 50, 68, 95)
    surface.fill((210, 210, 200), card)
    with recording() as drawn:
        _cartouche(surface, card, words, CARTOUCHE["dutchman-card"], 0.12)
    assert [s for _, s in drawn] == [words]


def test_a_freibeuter_card_off_the_window_is_painted_without_reading_the_windows_pixels(app):
    """Found by random input: the window shrank from 1280 to 800 wide while a hand's cards still lay at their
    old places (x 1148), and writing "colonne E" on one read the window's colour at the card's centre, off
    the window: an IndexError that closed the game. Now a card whose centre is off the window is written on
    without the wider cartouche (whose colour comes from the pixels under it), so its words may be shortened
    while it glides back into the window; a card wholly off the window leaves the window as it was."""
    from scenes.core.widgets import recording
    from scenes.freibeuter.painter import CARTOUCHE, _cartouche

    surface = pygame.Surface((800, 707))
    surface.fill((1, 2, 3))
    before = pygame.image.tobytes(surface, "RGB")
    with recording() as drawn:
        _cartouche(surface, pygame.Rect(1148, 371, 71, 99), "colonne E", CARTOUCHE["dutchman-card"], 0.12)
    assert drawn == [] and pygame.image.tobytes(surface, "RGB") == before
    straddling = pygame.Rect(770, 371, 71, 99)  # its centre, x 805, is off the window; its left edge is on it
    with recording() as drawn:
        _cartouche(surface, straddling, "colonne E", CARTOUCHE["dutchman-card"], 0.12)
    assert [s[:6] for _, s in drawn] == ["colonn"]


# -- the fixed panels: filled once, in the backdrop ---------------------------------------------------------

def _blend(under: tuple[int, ...], colour: tuple[int, ...]) -> tuple[int, int, int]:
    """`colour` (with its alpha) laid once over the opaque `under`."""
    a = colour[3] / 255 if len(colour) == 4 else 1.0
    return tuple(round(u + (c - u) * a) for u, c in zip(under[:3], colour[:3]))  # type: ignore[return-value]


def _inner_corners(rect: pygame.Rect, radius: int) -> list[tuple[int, int]]:
    i = radius + 4  # inside the rounded corner and the border
    return [(rect.x + i, rect.y + i), (rect.right - 1 - i, rect.y + i), (rect.x + i, rect.bottom - 1 - i),
            (rect.right - 1 - i, rect.bottom - 1 - i)]


def _fixed_panels(game: str, picture) -> list[tuple[pygame.Rect, tuple[int, ...], int]]:
    """Every panel of a table that stays where the layout puts it: the seats', the prompt's, the log's, the
    game's own."""
    from scenes.freibeuter.painter import TRAY
    from scenes.korsar.painter import SEA
    from scenes.stortebeker.painter import SHIP_COLUMN

    lay = picture.layout
    if game == "stortebeker":
        own = [(lay.dice_area, theme.PANEL, 10)] + [(c, SHIP_COLUMN, 12) for c in lay.columns]
        prompt, log = lay.prompt, lay.log_area
    else:
        own = [(lay.galleons, SEA, 16)] if game == "korsar" else [(lay.bank, TRAY, 10), (lay.aside, TRAY, 10)]
        prompt, log = lay.prompt, lay.log
    seats = [(p, theme.PANEL, 12) for p in lay.panels.values()]
    return seats + [(prompt, theme.PANEL, 12), (log, theme.PANEL, 10)] + own


@pytest.mark.parametrize("game", ["korsar", "stortebeker", "freibeuter"])
def test_each_fixed_panel_of_a_table_is_filled_once_over_the_felt(app, game):
    """The seats', prompt's, log's and game's own panels come filled in the table's backdrop (one opaque layer
    a frame instead of a dozen translucent ones): where no card or word lies on a panel, the felt shows through
    its colour laid on once, not twice (filled again by its painter) and not bare (left out of the backdrop)."""
    from scenes.core.backdrops import felt

    match = _match(game, 4, seed=5)
    match.run_agents()
    view = match.rules.observe(match.state, 0)
    picture = {"korsar": lambda: _korsar_picture(view, _sight(4)),
               "stortebeker": lambda: _stortebeker_picture(view, _sight(4)),
               "freibeuter": lambda: _freibeuter_picture(view, _sight(4))}[game]()
    paint = {"korsar": paint_korsar, "stortebeker": paint_stortebeker, "freibeuter": paint_freibeuter}[game]
    surface = pygame.Surface(SIZE)
    for _frame in range(2):  # the second frame from the backdrop made in the first
        paint(picture, surface)
    baize = felt(SIZE)
    for rect, colour, radius in _fixed_panels(game, picture):
        seen = {p: tuple(surface.get_at(p))[:3] for p in _inner_corners(rect, radius)}
        once = {p: _blend(tuple(baize.get_at(p)), colour) for p in seen}
        assert any(all(abs(a - b) <= 2 for a, b in zip(seen[p], once[p])) for p in seen), (rect, colour, seen, once)


def test_the_freibeuter_sea_lies_in_the_backdrop_and_is_laid_again_when_its_art_is_rendered_anew(app):
    """The sea's board and wooden frame never move: blitted each frame they took 4-5 ms of a 15 ms draw at
    3840x2160. They lie in the backdrop; where no token or boat lies, the window shows the board's own pixels, and
    a board drawn as a scaled stand-in at first is laid again once its real render replaces it."""
    from scenes.core.assets import svgs

    match = _match("freibeuter", 4, seed=5)
    view: FreibeuterState = match.rules.observe(match.state, 0)  # type: ignore[assignment]  # no boat placed yet
    size = (1237, 731)  # a window no other test opens: the board at its sea's size was never rendered
    sight = _sight(4)
    picture = FreibeuterPicture(sight, view, FreibeuterDisplay(view), FreibeuterLayout(size, 4, sight.bottom),
                                CardArt("freibeuter"), CardArt("korsar"))
    sea = picture.layout.sea
    svgs.get("freibeuter/board.svg", (sea.w + 40, sea.h + 40))
    svgs.render_pending(None)  # rendered at another size only: the sea's size is a stand-in at first
    surface = pygame.Surface(size)

    def board_shows() -> bool:
        board = picture.art.image("board", sea.size)
        middles = [picture.layout.squares[f"{c}{r}"].center for c in "ABCDEFG" for r in range(1, 8)]
        pairs = [(surface.get_at(p), board.get_at((p[0] - sea.x, p[1] - sea.y))) for p in middles]
        return all(abs(a - b) <= 3 for seen, art in pairs for a, b in zip(seen[:3], art[:3]))  # its art is 99% opaque

    made = backdrops.backdrop.cache_info().misses
    paint_freibeuter(picture, surface)
    assert board_shows() and svgs.stand_ins  # the stand-in, laid in the backdrop
    paint_freibeuter(picture, surface)
    assert backdrops.backdrop.cache_info().misses == made + 1  # the same backdrop, drawn again
    svgs.render_pending(None)
    paint_freibeuter(picture, surface)
    assert board_shows() and not svgs.stand_ins  # the real render, in a backdrop made again
    assert backdrops.backdrop.cache_info().misses == made + 2


def test_tints_over_the_backdrop_are_mended_in_place_as_they_move_leaving_what_a_fresh_layer_would(app, monkeypatch):
    """Korsar's seats' zones of the sea were blended every frame (3-4 ms of a 13 ms draw at 3840x2160); made part
    of the backdrop, they made it again each time they followed the galleons (20-35 ms). They lie in one layer over
    the backdrop (`backdrops.tinted`), mended in place where the old and new zones lie: after every move, however
    the zones overlap what they were, the layer is pixel for pixel a fresh copy of the backdrop with the zones
    laid on it, and zones that stood blend nothing."""
    import random

    from scenes.core import widgets

    size = (400, 240)
    base = backdrops.backdrop(size, (((10, 10, 380, 200), (0, 0, 0, 40), 16), ((20, 215, 120, 20), theme.PANEL, 12)))
    rng = random.Random(5)

    def zones() -> tuple:
        out = []
        for seat in range(rng.randint(0, 4)):
            x, y = rng.randrange(10, 300), rng.randrange(10, 160)
            out.append(((x, y, rng.randrange(20, 390 - x), rng.randrange(20, 210 - y)),
                        (*theme.seat_colour(seat), 22), 10))
        return tuple(out)

    for _move in range(40):
        tints = zones()
        layer = backdrops.tinted(base, tints)
        fresh = base.copy()
        for rect, colour, radius in tints:
            fresh.blit(widgets._rounded(rect[2:], colour, radius), rect[:2])
        assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(fresh, "RGB"), tints
    blends: list[tuple] = []
    rounded = widgets._rounded
    monkeypatch.setattr(widgets, "_rounded", lambda *args: blends.append(args) or rounded(*args))
    assert backdrops.tinted(base, tints) is layer and not blends  # the zones stood: the layer as it was


def test_a_piles_count_stays_whole_over_the_glow_of_a_pile_to_draw_from(app, monkeypatch):
    """At the draw the two Freibeuter piles glow as targets; the glow ran across their count badges ("47" read
    as a "4" and half a "7", seen at 1280x720). The badges are drawn after the targets: each badge's pixels
    are the same whether its pile glows or not."""
    from scenes.table import painting
    from scenes.table.picking import Target

    match = _match("freibeuter", 3, seed=2)
    match.run_agents()
    while match.state.phase != "draw" or match.state.to_act != 0:
        match.submit(match.rules.legal_actions(match.state)[0])
        match.run_agents()
    view: FreibeuterState = match.rules.observe(match.state, 0)  # type: ignore[assignment]
    badges: list[pygame.Rect] = []
    badge = painting.count_badge
    monkeypatch.setattr(painting, "count_badge", lambda *a: badges.append(badge(*a)) or badges[-1])

    def painted(glowing: bool) -> pygame.Surface:
        picture = _freibeuter_picture(view, _sight(3))
        piles = [Target(picture.layout.pile(p), fact.Draw(p), p) for p in (fact.SEA, fact.DUTCHMAN)]
        picks = dataclasses.replace(picture.sight.picks, free=tuple(piles) if glowing else ())
        surface = pygame.Surface(SIZE)
        badges.clear()
        paint_freibeuter(dataclasses.replace(picture, sight=dataclasses.replace(picture.sight, picks=picks)), surface)
        return surface

    plain, glowing = painted(False), painted(True)
    assert len(badges) == 2
    for pill in badges:
        inside = pill.inflate(-pill.h, -4)  # within the pill's rounded ends
        assert all(plain.get_at((x, y)) == glowing.get_at((x, y)) for x in range(inside.x, inside.right)
                   for y in range(inside.y, inside.bottom)), pill
    assert any(plain.get_at((x, y)) != glowing.get_at((x, y)) for x in range(0, SIZE[0], 2)
               for y in range(0, SIZE[1], 2))  # the piles did glow


def test_the_felt_has_a_weave_that_keeps_its_colour_and_is_the_same_every_time():
    """Testers found the screens flat: the baize has a grain of faint fibres. It keeps the felt's colour on average
    (the grain neither lightens nor darkens the table) and is made the same each time (nothing flickers between
    window sizes or runs)."""
    from scenes.core import backdrops, theme

    backdrops.felt.cache_clear()
    first = backdrops.felt((640, 480))
    centre = pygame.Rect(280, 200, 80, 80)
    pixels = [first.get_at((x, y))[:3] for x in range(centre.left, centre.right)
              for y in range(centre.top, centre.bottom)]
    assert len(set(pixels)) > 3 and sum(p != pixels[0] for p in pixels) > len(pixels) // 10  # a weave, not a flat fill
    mean = [sum(p[i] for p in pixels) / len(pixels) for i in range(3)]
    assert all(abs(m - f) <= 4 for m, f in zip(mean, theme.FELT, strict=True))
    backdrops.felt.cache_clear()
    backdrops._grain.cache_clear()
    again = backdrops.felt((640, 480))
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(first, "RGB")


def test_the_prompt_gets_a_little_smaller_before_its_help_is_cut(app):
    """Tester 4: the prompt's help ended in "…" beside a hint and its figures, even at 1920x1080. A prompt a row
    short at its size is drawn a size or two smaller, whole; one far too small still cuts its help, never a notice."""
    from scenes.core.widgets import line_height, wrap
    from scenes.table.painting import prompt
    surface = pygame.Surface((400, 400))
    help_line = "Play 3 cards: place, trade or discard them; the last one may fire a broadside instead. " * 2
    lines = [(help_line, theme.WHITE), ("Hint: place it on your side of Y3", theme.GOLD)]
    small = 22
    rows = len(wrap(help_line, small, 380)) + 1
    rect = pygame.Rect(0, 0, 400, 40 + (rows - 1) * line_height(small))  # a row short at `small`
    with recording() as drawn:
        prompt(surface, rect, "Your turn", lines, 24, small, 10)
    texts = [s for _px, s in drawn]
    assert not any(t.endswith("…") for t in texts) and texts[-1] == "Hint: place it on your side of Y3"
    with recording() as drawn:
        prompt(surface, pygame.Rect(0, 0, 400, 40 + 2 * line_height(small)), "Your turn", lines, 24, small, 10)
    texts = [s for _px, s in drawn]
    assert any(t.endswith("…") for t in texts) and texts[-1] == "Hint: place it on your side of Y3"
