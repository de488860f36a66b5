"""Learn to play: a guided first game of each title at its own table (lesson.py says what a lesson is, table.py
plays one, each game's module is its lesson)."""

from __future__ import annotations

from scenes.lessons.freibeuter import LESSON as FREIBEUTER
from scenes.lessons.korsar import LESSON as KORSAR
from scenes.lessons.lesson import Lesson
from scenes.lessons.stortebeker import LESSON as STORTEBEKER

LESSONS: dict[str, Lesson] = {"korsar": KORSAR, "stortebeker": STORTEBEKER, "freibeuter": FREIBEUTER}


def lesson_games() -> list[str]:
    return list(LESSONS)
