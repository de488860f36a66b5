"""Readable type: every screen of the three games measured while it draws (the text helper records the
pixel size of each text it puts on screen), and the log that scrolls and marks the last move."""

from __future__ import annotations

import pygame
import pytest

from scenes.core import assets
from scenes.core.widgets import recording, text
from scenes.table.log import GameLog, LogLine
from tests.scenes import screens


def _smallest(app) -> tuple[int, str]:
    with recording() as drawn:
        app.draw()
    assert drawn, "the screen drew no text"
    return min(drawn)


@pytest.mark.parametrize(("size", "least"), [((1280, 720), 14), ((800, 600), assets.MIN_TEXT_PX)])
def test_no_screen_draws_text_smaller_than_the_minimum(size, least):
    seen = set()
    for label, app in screens.each(sizes=[size], langs=["en"]):
        px, words = _smallest(app)
        assert px >= least, f"{label}: {words!r} is drawn at {px} px"
        seen.add(label.split("-")[0])
    assert seen == {"menu", "settings", "setup", "korsar", "stortebeker", "freibeuter", "rules", "history", "stats"}


ENDS_WITH_DOTS = {"Trade…", "Échanger…"}  # a button that opens a dialog says so with an ellipsis of its own


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_no_screen_cuts_its_words(size, lang):
    """No text on any screen is shortened with an ellipsis: a narrow place says less (a team's name without
    its number of cards) or draws smaller, never "Calico · Te…". At the smallest window and the largest."""
    screens.keep_some_records(3)  # the history and statistics show rows
    cut = []
    for label, app in screens.each(sizes=[size], langs=[lang]):
        with recording() as drawn:
            app.draw()
        cut += [(label, words) for _px, words in drawn if "…" in words and words not in ENDS_WITH_DOTS
                and not words.endswith((" thinking…", " réfléchit…"))]
    assert not cut


def test_text_drawn_off_screen_is_not_counted_and_sizes_are_floored():
    surface = pygame.Surface((200, 100))
    with recording() as drawn:
        text(surface, "measured only", (-1000, -1000), 40)
        text(surface, "tiny", (10, 10), 4)
    assert drawn == [(assets.MIN_TEXT_PX, "tiny")]
    assert assets.font(4).get_height() == assets.font(1).get_height() > 4


def _log_with(moves: list[list[str]]) -> GameLog:
    log = GameLog()
    for i, lines in enumerate(moves):
        log.begin_move()
        log.add(LogLine(f"— turn {i} —", heading=True))
        for line in lines:
            log.add(LogLine(line))
    return log


def test_the_log_marks_the_lines_of_the_last_move_that_said_something():
    log = _log_with([["Anne draws"], ["Jack attacks g2", "Jack captures g2"]])
    assert [ln.text for ln in log.latest()] == ["Jack attacks g2", "Jack captures g2"]
    log.begin_move()
    log.add(LogLine("— Mary —", heading=True))  # a new turn alone does not hide the last move
    assert [ln.text for ln in log.latest()] == ["Jack attacks g2", "Jack captures g2"]


def test_the_log_scrolls_back_and_a_new_line_brings_it_to_the_newest():
    log = _log_with([[f"move {i}"] for i in range(60)])
    surface = pygame.Surface((300, 200))
    rect = surface.get_rect()

    def shown() -> list[str]:
        with recording() as drawn:
            log.draw(surface, rect, 18, "Log", None)
        return [words for _px, words in drawn]

    newest = shown()
    assert "move 59" in newest and "move 0" not in newest
    log.scroll(1000)  # as far back as it goes: the first lines, and a note that newer ones follow
    oldest = shown()
    assert "— turn 0 —" in oldest and "move 59" not in oldest and "newer below" in oldest
    log.add(LogLine("move 60"))
    assert "move 60" in shown()


def test_text_wrapped_to_a_few_lines_ends_with_an_ellipsis_when_it_runs_on(app):
    """`wrap(..., most=N)`: never more than N lines, each as wide as allowed at most; text that does not fit
    ends the last line with an ellipsis (it was once cut at a line's end without a sign), and each "\\n"
    starts a line of its own."""
    from scenes.core.widgets import font, wrap

    long = " ".join(f"word{i}" for i in range(60))
    lines = wrap(long, 16, 200, most=3)
    assert len(lines) == 3 and lines[-1].endswith("…")
    assert all(font(16).size(line)[0] <= 200 for line in lines)
    assert lines[:2] == wrap(long, 16, 200)[:2]
    assert wrap("first\nsecond", 16, 200, most=3) == ["first", "second"]
    assert wrap("first\nsecond", 16, 200, most=1)[0].startswith("first")
    assert wrap(long, 16, 200, most=0) == wrap(long, 16, 200, most=1)
