"""The settings screen, from the menu or the pause overlay: language, sound, display, pace.

Every change takes effect at once and is saved in the user's config folder (scenes/core/settings.py).
"""

from __future__ import annotations

import pygame

from scenes.core import i18n, theme
from scenes.core.app import Scene
from scenes.core.i18n import _
from scenes.core.input import BACK, PAUSE, Intent
from scenes.core.settings import AI_PACES, SPEEDS
from scenes.core.settings import save as save_settings
from scenes.core.widgets import Button, FocusRing, Stepper, Toggle, dim, panel, text
from scenes.screens.decor import PANEL_RADIUS, Decor, plaque, plaque_height

VOLUMES = list(range(0, 101, 10))


def speed_names() -> dict[str, str]:
    return {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"), "instant": _("Instant")}


def pace_names() -> dict[str, str]:
    return {"none": _("No pause"), "brisk": _("Brisk"), "normal": _("Normal"), "slow": _("Slow")}


def language_names() -> dict[str, str]:
    """The language's choices in the order a step goes through them: the system's, then the others, the one the
    system speaks last (tester 8: from "As the system (English)" the first step to "English" changed nothing)."""
    code = _system_speaks()
    others = sorted(i18n.LANGUAGES, key=lambda c: c == code)
    return {"": _("As the system ({language})").format(language=i18n.LANGUAGES[code]),
            **{c: i18n.LANGUAGES[c] for c in others}}


def _system_speaks() -> str:
    """The language the game speaks when it follows the system: the system's, if the game has it, else English."""
    code = i18n.system_language()
    return code if code in i18n.LANGUAGES else "en"


def language_shown(chosen: str) -> str:
    """The language choice the settings show: the one chosen, or, when the command line's --lang speaks another
    than the system's for this run, that one (tester 8 read "As the system (English)" over a French screen)."""
    speaking = i18n.language()
    if not chosen and speaking in i18n.LANGUAGES and speaking != _system_speaks():
        return speaking
    return chosen


class SettingsOverlay(Scene):
    opaque = False

    def __init__(self, app, on_close=None) -> None:
        super().__init__(app)
        self.on_close = on_close  # e.g. the menu rebuilds its buttons in a new language
        self.notice = ""
        self._build()

    def _build(self) -> None:
        s = self.app.settings
        langs, speeds, paces = language_names(), speed_names(), pace_names()

        def stepper(label: str, choices: list, value, setter, render) -> Stepper:
            index = choices.index(value) if value in choices else 0
            return Stepper(label, choices, index, setter, render=render)

        self.ring = FocusRing([
            stepper(_("Language"), list(langs), language_shown(s.language), self._language,
                    lambda v: _("Language: {language}").format(language=langs[v])),
            stepper(_("Volume"), VOLUMES, s.volume, self._volume,
                    lambda v: _("Sound effects: {volume}%").format(volume=v)),
            Toggle(_("Mute all sound"), s.muted, self._mute),
            Toggle(_("Full screen"), s.fullscreen, self._fullscreen),
            stepper(_("Animations"), list(SPEEDS), s.speed_now, self._speed,
                    lambda v: _("Animations: {speed}").format(speed=speeds[v])),
            stepper(_("AI pace"), list(AI_PACES), s.ai_pace, self._pace,
                    lambda v: _("Pause between AI moves: {pace}").format(pace=paces[v])),
            Toggle(_("Colour-blind symbols: a shape with every colour"), s.colour_blind, self._colour_blind),
            Toggle(_("Confirm before ending a turn"), s.confirm_turn_end, self._confirm),
            Toggle(_("Players may use their phones"), s.phones, self._phones),
            Button(_("Done"), self._close, primary=True),
        ])

    # -- changes ------------------------------------------------------------------------------------------
    def _changed(self) -> None:
        if self.app.persist:
            self.notice = save_settings(self.app.settings)

    def _language(self, value: object) -> None:
        self.app.settings.language = str(value)
        i18n.install(self.app.settings.language or None)
        focus = self.ring.focus
        self._build()
        self.ring.focus = focus
        self.resize(self.app.screen.get_size())
        self._changed()

    def _volume(self, value: object) -> None:
        self.app.settings.volume = int(value)  # type: ignore[call-overload]
        self.app.sounds.play("coins")  # hear the new volume
        self._changed()

    def _mute(self, on: bool) -> None:
        self.app.settings.muted = on
        self._changed()

    def _fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.set_fullscreen(on)
        self._changed()

    def _speed(self, value: object) -> None:
        self.app.settings.speed = str(value)
        self.app.settings.for_now = ""  # the player's own choice from now on
        for scene in self.app.stack:
            scene.animator.speed = self.app.settings.animation_speed
        self._changed()

    def _pace(self, value: object) -> None:
        self.app.settings.ai_pace = str(value)
        self._changed()

    def _colour_blind(self, on: bool) -> None:
        self.app.settings.colour_blind = on
        self._changed()

    def _confirm(self, on: bool) -> None:
        self.app.settings.confirm_turn_end = on
        self._changed()

    def _phones(self, on: bool) -> None:
        """Whether New game starts with phones allowed (docs/phones.md)."""
        self.app.settings.phones = on
        self._changed()

    def _close(self) -> None:
        self.app.pop()
        if self.on_close is not None:
            self.on_close()

    # -- the screen ---------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """The widgets one under another in the middle, in a panel under the title's plaque."""
        w, h = size
        n = len(self.ring.widgets)
        bw, bh = min(560, w - 60), max(30, min(52, h // 15, (h - 150) * 4 // (5 * n)))
        gap = max(6, bh // 4)
        y = (h - len(self.ring.widgets) * (bh + gap)) // 2 + bh // 2
        for widget in self.ring.widgets:
            widget.rect = pygame.Rect((w - bw) // 2, y, bw, bh)
            y += bh + gap
        rects = [wd.rect for wd in self.ring.widgets]
        title = max(26, h // 20)
        self.box = rects[0].unionall(rects).inflate(60, 50)
        room = plaque_height(title) + 14
        self.box.y -= room
        self.box.h += room
        self.decor = Decor(plaque(_("Settings"), title, (w // 2, self.box.y + 12), self.box.inflate(-40, 0)))

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self._close()
            return
        self.ring.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 200)
        w, h = surface.get_size()
        box = self.box
        panel(surface, box, theme.PANEL, radius=PANEL_RADIUS, border=theme.WOOD, width=3)
        self.decor.draw(surface)
        self.ring.draw(surface)
        if self.notice:
            text(surface, self.notice, (w // 2, box.bottom + 8), max(16, h // 40), theme.DANGER, "midtop",
                 max_width=w - 40)
