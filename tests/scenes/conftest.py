"""Scene tests: a headless app that writes nothing to the real user folders."""

from __future__ import annotations

import pytest

from game.ai.thinking import LocalThinker
from scenes.core import i18n, saves
from scenes.core.app import App
from scenes.core.settings import Settings
from scenes.screens.menu import MenuScene


@pytest.fixture(autouse=True)
def private_user_dirs(tmp_path, monkeypatch):
    """platformdirs honours the XDG variables: point them at a temporary folder. Finished games kept in memory
    for want of room (`saves.UNWRITTEN`) belong to the test that made them."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setattr(saves, "UNWRITTEN", {})
    return tmp_path


@pytest.fixture
def app():
    i18n.install("en")
    a = App(Settings(speed="instant"), headless=True, persist=False)
    a.home = MenuScene
    yield a
    a.quit()


def run_until(app, condition, frames: int = 5000) -> None:
    for _ in range(frames):
        if condition():
            return
        app.frame(1 / 60)
    raise AssertionError("the condition never came true")


class SlowThinker(LocalThinker):
    """Answers as the AI's own process would, some frames after it was asked: on the `polls`-th call of `answer`
    for a question (never, with `polls=None`), so a test sees a table wait for its AI."""

    def __init__(self, polls: int | None = 20) -> None:
        super().__init__()
        self.polls = polls
        self.waited: dict[int, int] = {}

    def answer(self, ticket: int):
        self.waited[ticket] = self.waited.get(ticket, 0) + 1
        if self.polls is None or self.waited[ticket] < self.polls:
            return None
        del self.waited[ticket]
        return super().answer(ticket)


def texts_drawn(monkeypatch, module) -> list:
    """Every text `module` draws from now on, with where it went: (words, rect), in drawing order."""
    drawn: list = []
    real = module.text

    def spy(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        drawn.append((words, rect))
        return rect

    monkeypatch.setattr(module, "text", spy)
    return drawn
