"""Learn to play: which game's lesson to take, a button per game (as the rules chooser), each saying whether its
lesson was played to its end."""

from __future__ import annotations

from scenes.core.i18n import _
from scenes.lessons import LESSONS
from scenes.lessons.table import LessonTable
from scenes.screens.rulebook import RulesChooser


class LessonChooser(RulesChooser):
    def __init__(self, app) -> None:
        super().__init__(app, list(LESSONS))

    def heading(self) -> str:
        return _("Learn to play")

    def about(self, game: str) -> str:
        if game in self.app.settings.lessons:
            return _("Lesson played: take it again any time.")
        return _("A guided first game, about five minutes.")

    def open(self, game: str) -> None:
        self.app.push(LessonTable(self.app, LESSONS[game]))
