"""A picture that cannot have changed is not drawn again: while an AI thinks and nothing on the table moves, the
app skips the frame's draw and flip (scenes/core/app.py `App.unchanged`, `Scene.look`). Input, the clock shown on
screen and art newly rendered in place of a stand-in always bring a draw. A tooltip floats over the picture apart
(`Scene.tip`): when only it changes, the app draws it alone (`App.retip`)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Setup
from game.match import AI, Match, SeatConfig
from scenes.core import anim
from scenes.core.app import Scene
from scenes.core.assets import svgs
from scenes.table.phases import Phase
from scenes.table.tooltips import REST
from scenes.tables import table_for
from tests.scenes.conftest import SlowThinker


def _fresh_picture(app) -> bytes:
    """What a draw of the screens shown would put in the window now, with the top one's tooltip, on a surface of
    the window's own."""
    surface = app.screen.copy()
    surface.fill((0, 0, 0))
    for scene in app.shown():
        scene.draw(surface)
    tip = app.top.tip
    if tip is not None:
        tip.draw(surface, tip.box(surface))
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("speed", ["normal", "instant"])
@pytest.mark.parametrize("game,players", [("korsar", 2), ("stortebeker", 3), ("freibeuter", 2)])
def test_a_frame_draws_nothing_only_when_the_window_already_shows_its_picture(app, monkeypatch, game, players, speed):
    """Through the start of a game of AI seats (their answers come some frames after they are asked, as from the
    AI's process), the mouse moving about the table, every frame that drew nothing, or only the tooltip, left in
    the window exactly what a draw would have made (tooltips included); while the machines were to move and nothing
    on the table moved, a frame drew nothing (or the tooltip the pointer brought, moved or took away) unless the
    frame before changed something (an action, art rendered)."""
    app.settings.speed = speed
    app.new_thinker = lambda: SlowThinker(polls=12)
    seats = [SeatConfig(AI, f"S{i}", "hard" if i == 0 else "normal") for i in range(players)]
    table = table_for(app, Match(game, Setup(players), seats, 5, think=0.05))
    replaced: list[int] = []  # stand-ins replaced by their real render, frame by frame
    render = svgs.render_pending
    monkeypatch.setattr(svgs, "render_pending", lambda *args: replaced.append(render(*args)) or replaced[-1])
    app.push(table)
    held, tipped, waiting, changed = 0, 0, 0, False
    pointing = random.Random(f"{game}:{speed}")
    for frame in range(450 if speed == "normal" else 200):  # at the instant speed, the AI's moves come faster
        before, tips, actions = app.held_frames, app.tip_frames, len(table.match.record.actions)
        tip = _tip(table)
        calm = table.look is not None  # the machines are to move, nothing on the table moves
        if frame % 60 < 9 and frame % 3 == 0:  # the mouse moves about, then rests on a thing (its tooltip shows)
            _move_pointer(app, table, pointing, onto=frame % 60 == 6)
        preparing = app.preparing  # the table is not shown yet: its art is being rendered (`App._prepare`)
        app.frame(1 / 60)
        if preparing:  # (its last frame draws the table, shows it, and may then render art at new sizes)
            changed = not app.preparing and replaced[-1] > 0
            continue
        moved = len(table.match.record.actions) != actions
        only_tip = app.tip_frames > tips
        if only_tip:
            tipped += 1
            assert _tip(table) != tip  # the tooltip came, moved or went
        if calm and table.look is not None and not moved:
            waiting += 1
            assert app.held_frames > before or changed or only_tip
        if app.held_frames > before or only_tip:
            held += 1
            assert not changed  # the match moved on, or art was rendered, in the frame before: drawn
            if not replaced[-1] and not moved:  # (else the picture is of how things stood before: the next draws)
                assert pygame.image.tobytes(app.screen, "RGB") == _fresh_picture(app), f"frame {app.frames - 1}"
        changed = replaced[-1] > 0 or moved
    assert len(table.match.record.actions) > 3  # the game moved on, its moves drawn
    assert waiting > 10 and held > waiting / 2
    assert tipped > 0 or speed == "instant"  # (the instant game's few settled frames may bring no tooltip)


def _tip(table) -> tuple:
    """The tooltip shown, and where: nothing when there is none."""
    tip = table.tip
    return (tip.lines, tip.near) if tip is not None else ()


def _move_pointer(app, table, rng: random.Random, onto: bool = False) -> None:
    """The mouse moves to a random place, to the middle of a random thing on the table, or a pixel on; `onto`: to
    the middle of a thing with a tooltip, if one is found."""
    w, h = app.screen.get_size()
    sprites = table.display.sprites()
    where, pointer = rng.random(), table.picker.pointer
    tipped = [s.rect.center for s in rng.sample(sprites, len(sprites)) if onto and _tooltip_at(table, s.rect.center)]
    table.picker.pointer = pointer
    if tipped:
        pos = tipped[0]
    elif where < 0.4 and sprites:
        pos = rng.choice(sprites).rect.center
    elif where < 0.7:
        pos = (rng.randrange(w), rng.randrange(h))
    else:
        pos = (min(w - 1, table.picker.pointer[0] + 1), table.picker.pointer[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))


def _frames(app, n: int) -> None:
    for _ in range(n):
        app.frame(1 / 60)


class Still(Scene):
    """A screen whose look is what it was told, drawing a square, breathing by the clock if asked to, or asking
    for art at a size not rendered yet."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.key: object = "one"
        self.breathing = False
        self.art_size: int | None = None
        self.draws = 0

    @property
    def look(self):
        return self.key

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1
        surface.fill((20, 40, 40))
        shade = int(200 * anim.pulse()) if self.breathing else 200
        pygame.draw.rect(surface, (shade, shade, 0), pygame.Rect(10, 10, 50, 50))
        if self.art_size is not None:
            surface.blit(svgs.get("korsar/back.svg", (self.art_size, self.art_size)), (100, 10))


def test_a_screen_whose_look_stays_the_same_is_drawn_once_until_it_changes(app):
    scene = Still(app)
    app.push(scene)
    _frames(app, 5)
    assert scene.draws == 1 and app.held_frames == 4
    scene.key = "two"
    _frames(app, 2)
    assert scene.draws == 2


def test_a_screen_without_a_look_is_drawn_every_frame(app):
    scene = Still(app)
    scene.key = None
    app.push(scene)
    _frames(app, 5)
    assert scene.draws == 5 and app.held_frames == 0


def test_input_draws_the_picture_again_but_the_pointer_moving_over_a_screen_whose_look_it_leaves_alone(app):
    scene = Still(app)
    app.push(scene)
    _frames(app, 2)
    assert scene.draws == 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    assert scene.draws == 1  # the look says what the pointer changes: here nothing
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)
    assert scene.draws == 2


def test_a_picture_showing_the_clock_is_drawn_every_frame(app):
    scene = Still(app)
    scene.breathing = True
    app.push(scene)
    _frames(app, 4)
    assert scene.draws == 4
    scene.breathing = False
    _frames(app, 4)
    assert scene.draws == 5  # the first frame without the clock, then nothing


def _stand_in_scene(app, look: object) -> Still:
    """A screen showing art at a size not rendered yet (a scaled stand-in at first) that is slow to render."""
    scene = Still(app)
    scene.key = look
    svgs.get("korsar/back.svg", (40, 40))
    svgs.render_pending(None)  # rendered at one size (and what earlier screens left): another is a stand-in at first
    scene.art_size = 57
    app.push(scene)
    return scene


def test_a_stand_in_that_does_not_fit_a_frame_that_drew_is_rendered_in_the_next_which_draws_nothing(app, monkeypatch):
    """At 3840x2160 a draw of 12 ms and a render of 10 ms in one frame made it 25 ms long."""
    scene = _stand_in_scene(app, "one")
    monkeypatch.setattr(svgs, "_render_s", 1.0)  # renders have been slow: none fits in a frame's budget
    app.frame(1 / 60)  # drawn with the stand-in, left to render
    assert (scene.draws, svgs.stand_ins) == (1, 1)
    app.frame(1 / 60)  # the same picture: not drawn, the stand-in rendered
    assert (scene.draws, svgs.stand_ins, app.held_frames) == (1, 0, 1)
    app.frame(1 / 60)  # drawn with the real render
    app.frame(1 / 60)
    assert (scene.draws, app.held_frames) == (2, 2)


def test_a_stand_in_is_rendered_in_the_frame_that_drew_it_when_the_next_frame_must_draw_anyway(app, monkeypatch):
    """A screen without a look, a picture showing the clock, or a frame after one that left its stand-ins
    waiting: at least one is rendered whatever the budget."""
    scene = _stand_in_scene(app, None)
    monkeypatch.setattr(svgs, "_render_s", 1.0)
    app.frame(1 / 60)
    assert (scene.draws, svgs.stand_ins) == (1, 0)
    scene.key, scene.breathing, scene.art_size = "one", True, 58
    app.frame(1 / 60)
    assert (scene.draws, svgs.stand_ins) == (2, 0)
    scene.breathing, scene.art_size = False, 59
    app.frame(1 / 60)  # left to render...
    assert (scene.draws, svgs.stand_ins) == (3, 1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0))
    app.frame(1 / 60)  # ...but this frame must draw (a key pressed): rendered all the same
    assert (scene.draws, svgs.stand_ins) == (4, 0)


def test_a_new_screen_on_the_stack_or_a_new_window_size_is_drawn(app):
    scene, other = Still(app), Still(app)
    app.push(scene)
    app.frame(1 / 60)
    app.push(other)
    app.frame(1 / 60)
    app.pop()
    app.frame(1 / 60)
    assert (scene.draws, other.draws) == (2, 1)
    app.resized((1000, 600))
    app.frame(1 / 60)
    assert scene.draws == 3


def test_a_machines_move_waits_for_a_flourish_on_the_table_to_end_and_then_for_the_pause(app):
    """A word rising over the table outlived the pause before an AI's move (0.9 s against 0.55 s, half that at
    the fast speed): the machines' move is shown only once the flourish is over (the table showing news) and the
    pause a person can follow has run after it, though the AI's answer was there long before."""
    app.settings.speed = "normal"
    seats = [SeatConfig(AI, "Anne", "normal"), SeatConfig(AI, "Jack", "normal")]
    table = table_for(app, Match("korsar", Setup(2), seats, 5))
    app.push(table)
    app.frame(1 / 60)
    table.effects.add("burst", pygame.Rect(100, 100, 40, 40), (240, 200, 40), "+5", duration=1.5)
    phases = []
    while not table.match.record.actions and len(phases) < 300:
        app.frame(1 / 60)
        phases.append(table.phase)
    assert not table.effects.items and len(phases) > 90 + 30  # the flourish's 1.5 s, then the pause
    flourish = phases.index(Phase.PAUSE)
    assert set(phases[:flourish]) == {Phase.NEWS} and flourish >= 88
    assert set(phases[flourish:]) <= {Phase.PAUSE, Phase.THINKING}


def test_the_mouse_moving_over_felt_while_an_ai_thinks_draws_nothing_and_onto_a_token_draws_only_its_tooltip(app):
    """A mouse moving over a 3840x2160 table drew it every frame (12-16 ms each) while the AI thought, though
    only a tooltip answers the pointer then; then, as it moved along a token, it drew the table every frame for the
    tooltip's sake (11-14 ms, and the AI's piece of thinking it had waited for took the frame to 20 ms). Now the
    tooltip alone is drawn (`TableScene.tip`, `App.retip`), and the window shows what a whole draw would."""
    app.new_thinker = lambda: SlowThinker(polls=None)  # it thinks through the test
    seats = [SeatConfig(AI, "Anne", "hard"), SeatConfig(AI, "Jack", "normal")]
    table = table_for(app, Match("freibeuter", Setup(2), seats, 5))
    app.push(table)
    in_a_row = 0
    for _ in range(300):
        held = app.held_frames
        app.frame(1 / 60)
        in_a_row = in_a_row + 1 if app.held_frames > held and not svgs.stand_ins else 0
        if in_a_row == 3:
            break
    assert in_a_row == 3 and table.look is not None  # an AI thinks on a settled table, its art all rendered
    w, h = app.screen.get_size()
    felt = next((x, y) for y in range(0, h, 10) for x in range(0, w, 10) if not _tooltip_at(table, (x, y)))
    token = next(p for p, s in table.display.tokens.items() if s.face)
    on_token = table.layout.token(token).center
    assert _tooltip_at(table, on_token)[0].startswith(f"{token}: ")
    shown = len(table.match.record.actions)

    def move(pos: tuple[int, int]) -> str:
        """What the frame in which the mouse moved to `pos` drew: nothing, the tooltip, or the whole picture; the
        window then shows what a whole draw would."""
        held, tips = app.held_frames, app.tip_frames
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)
        assert pygame.image.tobytes(app.screen, "RGB") == _fresh_picture(app)
        return "nothing" if app.held_frames > held else "tip" if app.tip_frames > tips else "picture"

    move(felt)
    assert move((felt[0], felt[1] + 1)) == "nothing"  # felt to felt
    assert move(on_token) == "nothing"  # the pointer only passes: no tooltip yet...
    rested = [move(on_token) for _ in range(int(REST * 60) + 2)]
    assert rested.count("tip") == 1 and rested[-1] == "nothing"  # ...it rests: the token's tooltip appears once...
    for step in range(1, 6):  # ...stays beside the token as the pointer moves along it: nothing to draw...
        assert move((on_token[0] + step, on_token[1] + step // 2)) == "nothing"
    assert move(felt) == "tip"  # ...and goes
    assert move(felt) == "nothing"
    assert move(on_token) == "nothing"  # back on the token: it waits for the pointer to rest again
    assert len(table.match.record.actions) == shown  # all the while the AI thought


def _tooltip_at(table, pos: tuple[int, int]) -> list[str]:
    table.picker.pointer = pos
    return table.tooltip()
