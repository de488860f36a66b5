"""The SVG cache: a new size of an image already rendered is answered at once with a scaled stand-in,
and the real render follows a few per frame, so resizing the window never stalls a frame."""

from __future__ import annotations

import pygame
import pytest

from game import Setup
from game.match import AI, Match, SeatConfig
from scenes.core.assets import SvgCache, svgs
from scenes.tables import table_for
from tests.scenes.conftest import run_until

CARD = "korsar/back.svg"
COIN = "korsar/coin.svg"


@pytest.fixture
def renders(monkeypatch):
    """Every real SVG render, as (file name, size), in order."""
    done: list[tuple[str, tuple[int, int]]] = []
    load = pygame.image.load_sized_svg

    def counting(path, size):
        done.append((str(path).replace("\\", "/").split("/art/")[-1], tuple(size)))
        return load(path, size)

    monkeypatch.setattr(pygame.image, "load_sized_svg", counting)
    return done


def test_a_file_never_rendered_is_rendered_at_once(renders):
    cache = SvgCache()
    img = cache.get(CARD, (50, 70))
    assert img.get_size() == (50, 70) and renders == [(CARD, (50, 70))] and cache.stand_ins == 0


def test_a_new_size_is_a_scaled_stand_in_until_render_pending(renders):
    cache = SvgCache()
    cache.get(CARD, (50, 70))
    stand_in = cache.get(CARD, (100, 140))
    assert stand_in.get_size() == (100, 140) and renders == [(CARD, (50, 70))] and cache.stand_ins == 1
    assert cache.get(CARD, (100, 140)) is stand_in  # kept, not scaled again each frame
    assert cache.render_pending(None) == 1
    real = cache.get(CARD, (100, 140))
    assert real is not stand_in and real.get_size() == (100, 140)
    assert renders == [(CARD, (50, 70)), (CARD, (100, 140))] and cache.stand_ins == 0


def test_render_pending_renders_the_latest_request_first_and_at_least_one(renders):
    cache = SvgCache()
    cache.get(CARD, (50, 70))
    cache.get(CARD, (60, 84))
    cache.get(CARD, (70, 98))
    assert cache.render_pending(0.0) == 1  # no time to spare, still one
    assert renders[-1] == (CARD, (70, 98)) and cache.stand_ins == 1


def test_sizes_no_longer_asked_for_are_dropped_unrendered(renders):
    cache = SvgCache()
    cache.get(CARD, (50, 70))
    cache.get(COIN, (10, 10))
    cache.get(CARD, (60, 84))  # a size that a second resize makes obsolete
    cache.get(COIN, (20, 20))
    cache.render_pending(0.0)  # one frame: time for one image only, the coin
    cache.get(CARD, (90, 126))  # the next frame asks only for the new size
    assert cache.render_pending(None) == 1
    assert renders[2:] == [(COIN, (20, 20)), (CARD, (90, 126))] and cache.stand_ins == 0


def test_a_stand_in_asked_for_again_after_a_gap_is_still_rendered(renders):
    """A table hidden for a frame (a privacy screen) asks again when it shows: scaled again, rendered."""
    cache = SvgCache()
    cache.get(CARD, (50, 70))
    cache.get(COIN, (10, 10))
    cache.get(CARD, (80, 112))
    cache.get(COIN, (20, 20))
    cache.render_pending(0.0)  # renders the coin, the card waits
    cache.render_pending(0.0)  # a frame that did not draw the table
    assert cache.get(CARD, (80, 112)).get_size() == (80, 112) and cache.stand_ins == 1
    cache.render_pending(None)
    assert renders[-1] == (CARD, (80, 112)) and cache.stand_ins == 0


def test_the_limit_holds_and_a_file_whose_renders_were_dropped_renders_at_once(renders):
    cache = SvgCache(limit=2)
    cache.get(CARD, (50, 70))
    cache.get(CARD, (60, 84))  # a stand-in
    cache.get(COIN, (20, 20))  # drops the card's only real render
    cache.get(COIN, (30, 30))  # drops the stand-in
    assert len(cache._images) == 2 and cache.stand_ins == 1
    assert cache.get(CARD, (70, 98)).get_size() == (70, 98)
    assert renders[-1] == (CARD, (70, 98))  # nothing to scale from: rendered on the spot
    cache.render_pending(None)
    assert renders[-1] == (COIN, (30, 30)) and cache.stand_ins == 0


def test_a_closed_table_leaves_only_the_art_drawn_last(app, monkeypatch):
    """A long evening grew the art cache by about 0.3 MB a game: a table that closes trims it to the images
    drawn most recently (what the next screen draws), and the next game finds its art again."""
    monkeypatch.setattr(svgs, "limit", 10_000)
    monkeypatch.setattr("scenes.table.scene.KEEP_ART", 5)
    svgs.trim(0)
    for n in range(12):
        svgs.get(COIN, (20 + n, 20 + n))  # sizes an earlier table drew
    table = table_for(app, Match("korsar", Setup(2), [SeatConfig(AI, "A"), SeatConfig(AI, "B")], 1))
    app.push(table)
    app.frame(1 / 60)
    drawn_last = list(svgs._images)[-5:]
    app.pop()
    assert list(svgs._images) == drawn_last
    svgs.trim(0)
    assert svgs._images == {} and svgs.stand_ins == 0 and all(not sizes for sizes in svgs._sizes.values())


def test_render_pending_starts_a_second_image_only_if_a_whole_render_fits(renders):
    """The first stand-in is always rendered; another only when the time left holds a render as long as the
    longest recent one (a frame at 1920x1080 rendered a second tile of 5 ms with 1 ms of its budget left)."""
    cache = SvgCache()
    cache.get(CARD, (50, 70))
    cache.get(CARD, (60, 84))
    cache.get(CARD, (70, 98))
    cache._render_s = 0.050  # renders have taken 50 ms lately
    assert cache.render_pending(0.040) == 1 and cache.stand_ins == 1
    cache.get(CARD, (60, 84))
    cache._render_s = 0.0
    assert cache.render_pending(0.040) == 1 and cache.stand_ins == 0


def test_warm_renders_a_folders_files_ahead_so_a_card_first_shown_later_is_a_stand_in_at_once(renders):
    import os

    from scenes.core.assets import asset_path

    files = sorted(f"korsar/{name}" for name in os.listdir(asset_path("art", "korsar")) if name.endswith(".svg"))
    cache = SvgCache()
    cache.get(CARD, (50, 70))  # already on the table: not rendered again
    cache.warm("korsar", 60)
    assert cache.warming == len(files) - 1
    while cache.warming:
        waiting = cache.warming
        assert cache.render_pending(1.0) == 0 and cache.warming < waiting  # no stand-in replaced; files rendered
    assert sorted(name for name, _ in renders) == files
    assert all(max(size) == 60 for name, size in renders[1:])  # within a square of 60
    warmed = len(renders)
    img = cache.get("korsar/red3.svg", (77, 108))
    assert img.get_size() == (77, 108) and cache.stand_ins == 1 and len(renders) == warmed


def test_warm_renders_only_when_a_whole_render_fits_after_the_stand_ins_and_the_next_table_replaces_it(renders):
    from scenes.core.assets import asset_path

    cache = SvgCache()
    cache.get(CARD, (50, 70))
    cache.get(CARD, (60, 84))  # a stand-in
    cache.warm("korsar", 60)
    waiting = cache.warming
    assert cache.render_pending(0.0) == 1 and renders[-1] == (CARD, (60, 84))  # the stand-in, no warming
    assert cache.warming == waiting
    cache._render_s = 0.050
    assert cache.render_pending(0.040) == 0 and cache.warming == waiting  # a render would overrun the frame
    assert cache.render_pending(None) == 0 and cache.warming == waiting  # "render all" is for stand-ins only
    cache.warm("freibeuter", 60)  # another table: what the first left is dropped
    assert cache.warming == len(list(asset_path("art", "freibeuter").glob("*.svg")))


def test_a_table_has_its_games_art_rendered_ahead_in_its_first_frames(app, renders):
    """A tile first drawn in the middle of a game once cost its frame a render of 3-5 ms (four in one frame at
    1920x1080: 19 ms while an AI thought); a table now warms its game's art in its first frames."""
    match = Match("stortebeker", Setup(4), [SeatConfig(AI, f"AI {i}") for i in range(4)], 4)
    app.push(table_for(app, match))
    run_until(app, lambda: svgs.warming == 0, frames=600)
    done = len(renders)
    for name in ("G6", "B5", "bananas-plus", "pirate2"):
        svgs.get(f"stortebeker/{name}.svg", (93, 64))
    assert len(renders) == done


def test_a_tables_machines_render_its_art_before_their_first_move_even_when_no_frame_has_room(app, monkeypatch):
    """In a big window a frame's draw leaves no spare room for the art (at 2560x1440 about 12 of its 13 ms):
    the machines' time then goes to it, a render at a time, and their first move comes once it is done."""
    svgs.__init__()  # nothing rendered yet, as when the game starts
    monkeypatch.setattr(app, "render_budget", lambda: 0.0)
    match = Match("stortebeker", Setup(4), [SeatConfig(AI, f"AI {i}") for i in range(4)], 4)
    app.push(table_for(app, match))
    app.frame(1 / 60)
    waiting = svgs.warming
    assert waiting > 20 and not match.history
    run_until(app, lambda: match.history, frames=600)
    assert svgs.warming == 0


def _table(app):
    match = Match("korsar", Setup(3), [SeatConfig(AI, f"AI {i}") for i in range(3)], 4)
    app.push(table_for(app, match))
    for _ in range(10):
        app.frame(1 / 60)


def test_after_a_resize_the_frames_replace_every_stand_in(app):
    _table(app)
    app.resized((1413, 911))  # a size no other test renders at
    app.draw()
    assert svgs.stand_ins > 0
    run_until(app, lambda: svgs.stand_ins == 0, frames=300)


def test_a_screenshot_never_shows_a_stand_in(app, tmp_path):
    _table(app)
    app.resized((1417, 913))
    app.draw()
    assert svgs.stand_ins > 0
    app.screenshot(tmp_path / "shot.png")
    assert svgs.stand_ins == 0 and (tmp_path / "shot.png").stat().st_size > 10_000


def test_the_text_and_display_fonts_are_installed_and_draw_small_text_to_size():
    from scenes.core.assets import FONT_SCALE, font, font_file

    assert all(font_file(bold, display).is_file() for bold, display in ((False, False), (True, False), (False, True)))
    assert font(20).get_height() >= round(20 * FONT_SCALE)  # not pygame's own font, which draws smaller
