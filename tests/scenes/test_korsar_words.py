"""What the Korsar table says, in both languages: a refused move's reason whole and fit to the player's case, the
log re-said when the language changes, only the last move standing out, whole entries only, and messages that go
once they are old news. Positions are dealt by hand (tests/korsar/scenario.py) and put before the table."""

from __future__ import annotations

import pygame
import pytest

from game import Setup
from game.korsar import events as ev
from game.korsar.cards import card_named
from game.match import AI, HUMAN, Match, SeatConfig
from scenes.core import i18n
from scenes.core.input import BACK, PICK, Intent
from scenes.core.widgets import wrap
from scenes.table import painting
from scenes.tables import table_for
from tests.korsar.scenario import deal, play
from tests.scenes.conftest import run_until


@pytest.fixture
def french():
    i18n.install("fr")
    yield
    i18n.install("en")


def _table(app, state, players: int = 3):
    """A table whose match stands at `state` (seat 0 a person, to act), shown and waiting for that person."""
    seats = [SeatConfig(HUMAN if i == 0 else AI, f"P{i}") for i in range(players)]
    match = Match("korsar", Setup(players, False), seats, 1)
    match.state = state
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    return table


def _sprite(table, face: str):
    return next(s for s in table.display.hands[0] if s.face == face)


def _prompt_rows(app, table, monkeypatch) -> list[str]:
    """The rows the prompt panel draws this frame."""
    rows: list[str] = []
    real = painting.text

    def spy(surface, s, pos, size, *args, **kwargs):
        rect = real(surface, s, pos, size, *args, **kwargs)
        if table.layout.prompt.colliderect(rect):
            rows.append(s)
        return rect

    monkeypatch.setattr(painting, "text", spy)
    table.draw(app.screen)
    monkeypatch.setattr(painting, "text", real)
    return rows


def _own_galleon_with_yellow_attack():
    """Seat 0 launched g1; seat 1 attacks it with yellow. Seat 0 holds only yellow pirates and Blackbeard."""
    s = deal(["galleon5 yellow2 yellow3 captain-yellow admiral", "yellow1 red1 blue4", "blue1 blue2 green2"])
    play(s, "play galleon5", "play yellow1 g1", "draw")
    return s


def test_korsar_own_yellow_pirate_refused_in_the_defenders_words(app):
    """Defect 51.1: picking one's own yellow pirate, yellow attacking one's galleon, says to defend with another
    colour, not to attack with one."""
    table = _table(app, _own_galleon_with_yellow_attack())
    app.dispatch(Intent(PICK, pos=_sprite(table, "yellow2").rect.center))
    assert not table.picker.targets
    notices = [text for text, _colour in table.notices()]
    assert notices == ["Yellow is already attacking your Santa Ana: defend it with another colour."]


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("face", ["yellow2", "captain-yellow"])
def test_korsar_refusals_show_whole_in_french(app, french, monkeypatch, size, face):
    """Defect 51.2: a refused card's reason wraps over as many rows as it needs in the prompt, never cut."""
    app.resized(size)
    table = _table(app, _own_galleon_with_yellow_attack())
    app.dispatch(Intent(PICK, pos=_sprite(table, face).rect.center))
    why = next(text for text, _colour in table.notices())
    rows = _prompt_rows(app, table, monkeypatch)
    assert not any(row.endswith("…") for row in rows), rows
    lay = table.layout
    width = lay.prompt.w - 2 * lay.vp.px(10)
    for row in wrap(why, lay.small, width):
        assert row in rows, (row, rows)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
@pytest.mark.parametrize("face, gid", [("admiral", "g2"), ("yellow2", "g1")])
def test_korsar_refused_click_on_a_galleon_shows_whole_in_french(app, french, monkeypatch, size, face, gid):
    """A picked card clicked onto a galleon where it may not go: the reason is said in the prompt, whole."""
    app.resized(size)
    s = deal(["galleon5 yellow2 captain-red admiral", "yellow1 blue4", "galleon3 blue2", "red2 green2"])
    play(s, "play galleon5", "play yellow1 g1", "play galleon3", "draw")  # seat 1 attacks g1; g2 is seat 2's
    table = _table(app, s, players=4)
    app.dispatch(Intent(PICK, pos=_sprite(table, face).rect.center))
    app.dispatch(Intent(PICK, pos=table.kit.sea.berths[gid].galleon.center))
    assert table.message
    rows = _prompt_rows(app, table, monkeypatch)
    lay = table.layout
    said = wrap(table.message[0].upper() + table.message[1:], lay.small, lay.prompt.w - 2 * lay.vp.px(10))
    for row in said:  # the reason whole; the picked card's help (it stays picked) may give way with "…"
        assert any(row.rstrip(".") in r and not r.endswith("…") for r in rows), (row, rows)


def test_korsar_log_is_said_again_in_the_new_language(app):
    """Defect 51.3: switching the language mid-game re-says the whole log from the match's history."""
    match = Match("korsar", Setup(3, False), [SeatConfig(AI, f"P{i}") for i in range(3)], 4)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: len(match.record.actions) >= 6 and not table.pending)
    assert any("launches a galleon" in line.text or "draws" in line.text for line in table.log.lines)
    before = len(table.log.lines)
    i18n.install("fr")
    try:
        app.frame(1 / 60)
        texts = [line.text for line in table.log.lines]
        assert len(texts) >= before
        assert not any("draws" in t or "launches" in t or "attacks" in t for t in texts), texts
        assert any("pioche" in t or "met à la mer" in t for t in texts), texts
    finally:
        i18n.install("en")


def test_a_default_seat_name_follows_a_language_change_mid_game_and_a_chosen_one_stays(app):
    """Tester 3: "Player 1" stayed English on a table switched to French. A seat called by its default name takes
    the new language's, on the table, in the log and in the match (the final count); a name chosen stays."""
    match = Match("korsar", Setup(3, False), [SeatConfig(HUMAN, "Player 1"), SeatConfig(AI, "Jack"),
                                              SeatConfig(AI, "Rosa")], 4)
    table = table_for(app, match)
    app.push(table)
    run_until(app, lambda: table.human_turn() is not None)
    table.picker.choose(table.legal()[0])
    run_until(app, lambda: not table.pending)
    i18n.install("fr")
    try:
        app.frame(1 / 60)
        assert table.names == ["Joueur 1", "Jack", "Rosa"]
        assert [s.name for s in match.seats] == ["Joueur 1", "Jack", "Rosa"]
        assert table.kit.words.names is table.names
        assert any("Joueur 1" in line.text for line in table.log.lines)
        assert not any("Player 1" in line.text for line in table.log.lines)
    finally:
        i18n.install("en")
    app.frame(1 / 60)
    assert table.names[0] == "Player 1"


def test_korsar_after_undo_only_the_last_move_stands_out(app):
    """Defect 51.3: a move taken back re-tells the log, and only the last move's lines stand out."""
    seats = [SeatConfig(HUMAN, "P0"), SeatConfig(AI, "P1"), SeatConfig(AI, "P2")]
    match = Match("korsar", Setup(3, False), seats, 2)
    table = table_for(app, match)
    app.push(table)
    from scenes.table.undo import undo
    for _ in range(3):
        run_until(app, lambda: table.human_turn() is not None)
        legal = table.legal()
        table.picker.choose(next((a for a in legal if match.rules.action_text(a) != "draw"), legal[0]))
    undo(table)  # at once, before the AI seats answer
    assert match.history[-1].seat != 0  # taken back
    run_until(app, lambda: table.human_turn() is not None)
    latest = table.log.latest()
    told = [line for line in table.log.lines if not line.heading]
    assert 0 < len(latest) < len(told)
    last = match.history[-1]
    assert len(latest) == len([e for e in last.events if type(e).__name__ != "TurnBegan"])


def test_korsar_log_shows_whole_entries_only(app, french, monkeypatch):
    """Defect 51.3: an entry wrapped over two rows never shows cut at the log's top, however far it scrolls."""
    from scenes.table import log as log_module
    from scenes.table.log import GameLog, LogLine
    log = GameLog()
    for i in range(30):
        log.begin_move()
        log.add(LogLine(f"P{i} s'empare du galion g{i} (5 pièces d'or) après un long combat" if i % 3 == 0
                        else f"P{i} pioche une carte"))
    surface = pygame.Surface((800, 600))
    rect = pygame.Rect(10, 10, 180, 171)
    width = rect.w - 2 * 8
    entries = [wrap(ln.text, 16, width, bold=bold) for ln in log.lines for bold in (False, True)]
    firsts = {rows[0] for rows in entries}
    real = log_module.text
    for back in range(0, 40):
        drawn: list[str] = []

        def spy(surf, s, pos, size, *args, drawn=drawn, **kwargs):
            drawn.append(s)
            return real(surf, s, pos, size, *args, **kwargs)

        monkeypatch.setattr(log_module, "text", spy)
        log.back = back
        log.draw(surface, rect, 16, "Journal", None)
        rows = [r for r in drawn if r not in ("Journal", i18n._("newer below"))]
        assert rows and rows[0] in firsts, (back, rows[:2])


def test_korsar_refusal_goes_once_another_card_is_picked(app):
    """Defect 51.4: the red message of a refused move clears at the next pick (and at the next move)."""
    s = deal(["galleon5 yellow2 captain-red admiral", "yellow1 blue4", "galleon3 blue2", "red2 green2"])
    play(s, "play galleon5", "play yellow1 g1", "play galleon3", "draw")
    table = _table(app, s, players=4)
    app.dispatch(Intent(PICK, pos=_sprite(table, "admiral").rect.center))
    app.dispatch(Intent(PICK, pos=table.kit.sea.berths["g2"].galleon.center))
    assert table.message and table.picker.picked is _sprite(table, "admiral")  # stays picked (tester 8)
    app.dispatch(Intent(PICK, pos=_sprite(table, "yellow2").rect.center))
    assert table.message == "" and table.picker.picked is not None
    assert table.notices() == []
    app.dispatch(Intent(PICK, pos=_sprite(table, "admiral").rect.center))
    app.dispatch(Intent(PICK, pos=table.kit.sea.berths["g2"].galleon.center))  # refused again...
    assert table.message and table.picker.picked is _sprite(table, "admiral")
    app.dispatch(Intent(BACK))  # ...and the card put back with Esc: the refusal goes too (tester 9)
    assert table.picker.picked is None and table.message == ""


def test_korsar_a_refusal_goes_at_a_hint_or_an_undo_and_a_move_taken_back_is_no_error(app, monkeypatch):
    """Tester 8: a refusal stayed at the prompt's head after H and pushed the hint out of sight, and "1 move taken
    back" was said in red, the refusals' colour."""
    from scenes.core import theme
    from scenes.core.input import HINT, UNDO

    s = deal(["galleon5 yellow2 captain-red admiral", "yellow1 blue4", "galleon3 blue2", "red2 green2"])
    play(s, "play galleon5", "play yellow1 g1", "play galleon3", "draw")
    table = _table(app, s, players=4)
    app.dispatch(Intent(PICK, pos=_sprite(table, "admiral").rect.center))
    app.dispatch(Intent(PICK, pos=table.kit.sea.berths["g2"].galleon.center))
    assert table.message and any(c == theme.DANGER for _t, c in table.notices())
    app.dispatch(Intent(HINT))
    assert table.message == "" and all(c != theme.DANGER for _t, c in table.notices())
    assert table.hints.text  # thinking of one, or the hint itself
    monkeypatch.setattr(table.match, "undo", lambda seat: 1)  # the person's last move, taken back
    monkeypatch.setattr(table, "rebuilt", lambda: None)
    app.dispatch(Intent(UNDO))
    assert table.message == "1 move taken back."
    assert [c for t, c in table.notices() if t.startswith(table.message.rstrip("."))] == [theme.PARCHMENT]


def test_korsar_other_messages_stay_at_a_pick(app):
    """Only a refusal is old news at the next pick: a notice of another kind (a failed save) stays."""
    table = _table(app, _own_galleon_with_yellow_attack())
    table.message = "Could not save the game: the disk is full"
    app.dispatch(Intent(PICK, pos=_sprite(table, "yellow2").rect.center))
    assert table.message == "Could not save the game: the disk is full"


@pytest.mark.parametrize("players", [6, 8])
def test_korsar_every_seat_area_keeps_a_readable_height(app, players):
    """Defect 51.4: with many seats at 800x600 no seat's part of the sea shrinks to a sliver: each is at least
    as tall as its name and a line more need, all game long."""
    from scenes.core.widgets import line_height
    app.resized((800, 600))
    match = Match("korsar", Setup(players, True), [SeatConfig(AI, f"P{i}") for i in range(players)], 3)
    table = table_for(app, match)
    app.push(table)
    need = 2 * line_height(table.layout.small)
    lowest = 10 ** 6
    for _ in range(400):
        app.frame(1 / 60)
        if table.kit.sea is not None:
            lowest = min(lowest, *(z.rect.h for z in table.kit.sea.zones.values()))
        if match.is_over:
            break
    assert lowest >= need, lowest


def test_korsar_galleons_go_by_ship_names_not_codes(app, monkeypatch):
    """Tester 3: "g1", "g4" read like code. A galleon goes by a ship's name on the table (above it, in its tooltip)
    and in the log; the notation keeps g1 for records."""
    from scenes.korsar import words

    assert [words.galleon_name(f"g{n}") for n in (1, 2, 3)] == ["Santa Ana", "San José", "Atocha"]
    assert len(set(words.GALLEON_NAMES)) == len(words.GALLEON_NAMES) == 25  # one name for each galleon card
    assert words.galleon_name("g26") == "Santa Ana 2"
    n = words.Narrator(["P0", "P1", "P2"], teams=False)
    told = [line.text for e in (ev.CardPlayed(0, card_named("galleon5"), "g1"),
                                ev.CardPlayed(1, card_named("yellow1"), "g1")) for line in n.describe(e)]
    assert told == ["P0 launches Santa Ana (5 gold)", "P1 attacks P0's Santa Ana with yellow 1"]
    table = _table(app, _own_galleon_with_yellow_attack())
    drawn: list[str] = []
    real = painting.text

    def spy(surface, s, pos, size, *args, **kwargs):
        drawn.append(s)
        return real(surface, s, pos, size, *args, **kwargs)

    monkeypatch.setattr("scenes.korsar.painter.text", spy)
    table.draw(app.screen)
    assert "Santa Ana" in drawn and "g1" not in drawn
