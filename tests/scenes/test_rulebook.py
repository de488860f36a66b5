"""The rules book: a complete book per game in each language, its markup, and the scene that shows it."""

from __future__ import annotations

import re

import pytest

from game import Setup
from game.games import rules_for
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import i18n
from scenes.core.assets import asset_path, font
from scenes.core.input import BACK, NAVIGATE, PICK, POINT, PRESS, RELEASE, SCROLL, Intent
from scenes.screens.menu import MenuScene
from scenes.screens.overlays import PauseOverlay
from scenes.screens.rulebook import RulebookScene, RulesChooser
from scenes.screens.rulebook_markup import RulebookError, load, parse, words
from scenes.tables import playable_games, table_for

GAMES = ["korsar", "stortebeker", "freibeuter"]
LANGUAGES = list(i18n.LANGUAGES)

# The sections a player needs in each book: what is in the box, a turn, how the game is scored, and what
# each game has beyond that (docs/rules/: Korsar's teams, Störtebeker's variants and phases, Freibeuter's
# board, encircling, loans, chests and the Dutchman).
REQUIRED = {
    "korsar": ["components", "setup", "turn", "cards", "control", "scoring", "variants"],
    "stortebeker": ["components", "setup", "turn", "cards", "broadside", "boarding", "counterattack", "scoring",
                    "variants"],
    "freibeuter": ["components", "setup", "turn", "dutchman", "encircling", "loans", "scoring"],
}


def _ids(game: str, lang: str) -> list[str]:
    return [s.id for s in load(game, lang)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_game_has_a_rules_book_in_each_language_with_the_same_sections(lang):
    assert sorted(playable_games()) == sorted(GAMES)
    for game in GAMES:
        assert asset_path("rules", f"{game}.{lang}.md").is_file()
        assert _ids(game, lang) == _ids(game, "en")
        sections = load(game, lang)
        assert all(s.title and s.blocks for s in sections)
        titles = [s.title for s in sections]
        assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("game", GAMES)
def test_each_book_has_the_sections_a_player_needs(game):
    ids = _ids(game, "en")
    assert [i for i in ids if i in REQUIRED[game]] == REQUIRED[game]  # all there, in the order of play


def test_the_french_books_are_written_in_french_not_left_in_english():
    for game in GAMES:
        en = [s.title for s in load(game, "en")]
        fr = [s.title for s in load(game, "fr")]
        assert sum(a == b for a, b in zip(en, fr)) <= 1  # a name may stay the same, not the book


def test_french_books_keep_french_typography():
    """A no-break space before : ; ! ? (never a line break there), and the typographic apostrophe."""
    for game in GAMES:
        source = asset_path("rules", f"{game}.fr.md").read_text(encoding="utf-8")
        assert not re.search(r" [:;!?]|^[:;?]", source, re.MULTILINE) and "'" not in source
        assert re.search("\u00a0[:;]", source)


def test_every_picture_names_existing_art():
    seen = 0
    for game in GAMES:
        for lang in LANGUAGES:
            for section in load(game, lang):
                for block in section.blocks:
                    for art in block.pictures:
                        seen += 1
                        assert asset_path("art", f"{art}.svg").is_file(), f"{game}.{lang}: no art {art}"
    assert seen > 40


def test_the_markup_reads_sections_bullets_steps_and_pictures():
    sections = parse("# Cards {#cards}\nA **galleon**\ncarries gold.\n\n- one\n  two\n1. first\n"
                     "   - inside\n![card korsar/red3 freibeuter/sea-card@C5 | Two cards]\n## More\n")
    (cards,) = sections
    assert (cards.id, cards.title) == ("cards", "Cards")
    kinds = [(b.kind, b.text) for b in cards.blocks]
    assert kinds == [("para", "A **galleon** carries gold."), ("bullet", "one two"), ("step", "first"),
                     ("subbullet", "inside"), ("pictures", "Two cards"), ("heading", "More")]
    assert cards.blocks[2].marker == "1." and cards.blocks[4].pictures == ("korsar/red3", "freibeuter/sea-card")
    assert cards.blocks[4].labels == ("", "C5")


@pytest.mark.parametrize("source", ["# No id\ntext", "text before\n# A {#a}", "# A {#a}\n![huge korsar/red3]",
                                    "# A {#a}\n### deeper"])
def test_the_markup_refuses_what_it_does_not_know_with_the_line(source):
    with pytest.raises(RulebookError, match="line"):
        parse(source, "x.md")


def test_bold_words_keep_the_punctuation_that_touches_them():
    assert words("its **owner**. See **a b**) c") == [
        [("its", False)], [("owner", True), (".", False)], [("See", False)], [("a", True)],
        [("b", True), (")", False)], [("c", False)]]
    assert words("**Score**\u00a0: votre") == [[("Score", True), ("\u00a0:", False)], [("votre", False)]]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_every_page_fits_its_column_and_text_is_readable(app, size):
    """Nothing runs past the page's column at any size; at 1280x720 and above every letter of the book
    is at least 14 px (the font's pixel size), and at 800x600 too."""
    app.resized(size)
    for game in GAMES:
        book = RulebookScene(app, game)
        app.push(book)
        width = book.view.w
        for item in book.page.items:
            if item.kind == "picture":
                assert 0 <= item.x and item.x + item.w <= width
                continue
            for x, text, bold in item.runs:
                assert item.x + x + font(item.size, bold).size(text)[0] <= width + 1
            assert font(item.size).point_size >= 14
        assert font(book.small).point_size >= 14
        while True:  # every screen draws, pictures and their printed labels included
            book.draw(app.screen)
            if book.scroll >= book.max_scroll():
                break
            book.scroll_by(book.view.h)
            book.shown = book.scroll
        app.pop()


def _book_from_chooser(app, game: str) -> tuple[MenuScene, RulesChooser, RulebookScene]:
    menu = MenuScene(app)
    app.push(menu)
    menu.rules()
    chooser = app.top
    button = next(b for b in chooser.ring.widgets if b.label == rules_for(game).title)
    app.dispatch(Intent(PICK, pos=button.rect.center))
    return menu, chooser, app.top


def test_the_book_opens_from_the_menu_chooser_scrolls_and_returns_to_it(app):
    menu, chooser, book = _book_from_chooser(app, "korsar")
    assert isinstance(book, RulebookScene) and book.game == "korsar"
    app.frame(1 / 60)
    assert book.scroll == 0 and book.current == 0
    app.dispatch(Intent(SCROLL, dy=2))
    app.frame(1 / 60)
    assert book.scroll > 0 and book.shown == book.scroll
    first = book.scroll
    app.dispatch(Intent(NAVIGATE, dy=1))  # the down arrow, or the d-pad
    assert book.scroll > first
    app.dispatch(Intent(NAVIGATE, dy=-1))
    assert book.scroll == first
    app.dispatch(Intent(PICK, pos=book.back.rect.center))
    assert app.top is chooser
    app.dispatch(Intent(BACK))
    assert app.top is menu


def test_left_and_right_and_the_contents_go_from_section_to_section(app):
    _, _, book = _book_from_chooser(app, "korsar")
    tops = book.page.section_tops
    app.dispatch(Intent(NAVIGATE, dx=1))
    assert book.current == 1 and book.scroll == tops[1]
    app.dispatch(Intent(NAVIGATE, dx=1))
    app.dispatch(Intent(NAVIGATE, dx=-1))
    assert book.current == 1
    last = len(book.sections) - 1
    app.dispatch(Intent(PICK, pos=book.entries[last].center))
    assert book.current == last and book.scroll == min(tops[last], book.max_scroll())
    app.dispatch(Intent(NAVIGATE, dx=1))  # past the last section: stays there
    assert book.current == last
    app.dispatch(Intent(PICK, pos=book.entries[4].center))  # playing a card: a long section
    app.dispatch(Intent(NAVIGATE, dy=1))
    app.dispatch(Intent(NAVIGATE, dy=-1))  # scrolled by hand back to its title: still that section
    assert book.chosen is None and book.scroll == tops[4] and book.current == 4
    book.scroll_by(tops[3] - book.scroll)  # up to the title of the section before: it is the one being read
    assert book.current == 3


def test_the_page_scrolls_by_dragging_and_never_past_its_ends(app):
    _, _, book = _book_from_chooser(app, "korsar")
    x, y = book.view.center
    app.dispatch(Intent(PRESS, pos=(x, y)))
    app.dispatch(Intent(POINT, pos=(x, y - 150)))
    app.dispatch(Intent(RELEASE, pos=(x, y - 150)))
    assert book.scroll == 150
    app.dispatch(Intent(POINT, pos=(x, y - 400)))  # the button is up: no more dragging
    assert book.scroll == 150
    for _ in range(500):
        app.dispatch(Intent(SCROLL, dy=5))
    assert book.scroll == book.max_scroll() > 0
    for _ in range(500):
        app.dispatch(Intent(NAVIGATE, dy=-1))
    assert book.scroll == 0


def test_the_book_opens_from_the_pause_menu_and_returns_to_it(app):
    seats = [SeatConfig(HUMAN, "Rosa"), SeatConfig(AI, "Ben")]
    app.push(MenuScene(app))
    table = table_for(app, Match("korsar", Setup(2), seats, 5))
    app.push(table)
    app.frame(1 / 60)
    app.dispatch(Intent(BACK))
    pause = app.top
    assert isinstance(pause, PauseOverlay)
    rules = next(b for b in pause.ring.widgets if b.label == "Rules")
    app.dispatch(Intent(PICK, pos=rules.rect.center))
    book = app.top
    assert isinstance(book, RulebookScene) and book.game == "korsar"
    app.dispatch(Intent(SCROLL, dy=3))
    app.frame(1 / 60)
    app.dispatch(Intent(BACK))
    assert app.top is pause
    app.dispatch(Intent(BACK))
    assert app.top is table


def test_a_resize_keeps_the_reader_at_the_same_place(app):
    _, _, book = _book_from_chooser(app, "korsar")
    app.dispatch(Intent(PICK, pos=book.entries[4].center))
    before = book.page.section_tops[4]
    app.resized((1920, 1080))
    assert book.page.section_tops[4] != before  # the page was laid out again, bigger
    assert book.current == 4 and book.scroll == min(book.page.section_tops[4], book.max_scroll())
    app.dispatch(Intent(SCROLL, dy=2))
    share = book.scroll / book.max_scroll()
    app.resized((800, 600))
    assert abs(book.scroll / book.max_scroll() - share) < 0.01


def test_the_book_speaks_the_interface_language(app):
    i18n.install("fr")
    try:
        book = RulebookScene(app, "freibeuter")
        assert [s.title for s in book.sections] == [s.title for s in load("freibeuter", "fr")]
        assert book.sections[0].title != load("freibeuter", "en")[0].title
    finally:
        i18n.install("en")
    assert RulebookScene(app, "freibeuter").sections[0].title == load("freibeuter", "en")[0].title


def test_a_language_without_a_book_reads_the_english_one():
    sections = load("korsar", "xx")
    assert [s.id for s in sections] == _ids("korsar", "en")


def test_the_page_glides_to_where_it_is_scrolled_unless_animations_are_instant(app):
    app.settings.speed = "normal"
    _, _, book = _book_from_chooser(app, "korsar")
    app.frame(1 / 60)  # the window's own events first (a size change lays the page out at once)
    app.dispatch(Intent(SCROLL, dy=3))
    app.frame(1 / 60)
    assert 0 < book.shown < book.scroll  # on its way
    for _ in range(120):
        app.frame(1 / 60)
    assert book.shown == book.scroll  # arrived, exactly
