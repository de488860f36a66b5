"""The app shell: command line, headless runs, menu, setup, saves, loop and tweens."""

from __future__ import annotations

import json

import pytest

import main
from game.match import HUMAN
from scenes.anim import Animator
from scenes.game_setup import SetupScene
from scenes.input import BACK, CONFIRM, NAVIGATE, Intent
from scenes.korsar.table import KorsarTable
from scenes.menu import MenuScene
from scenes.saves import autosave_path, load_match, save_match
from scenes.scoring import ScoringScene
from tests.scenes.conftest import run_until


def test_headless_autoplay_prints_json_and_saves_screenshot(tmp_path, capsys):
    shot = tmp_path / "out.png"
    code = main.main(["--game", "korsar", "--players", "5", "--seats", "ai,ai,ai,ai,ai", "--seed", "3",
                      "--headless", "--autoplay", "--screenshot", str(shot)])
    assert code == 0
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert line["over"] is True and len(line["scores"]) == 5 and line["winners"]
    assert line["frames"] > 0 and line["frame_ms_median"] > 0 and line["frame_ms_p95"] >= line["frame_ms_median"]
    assert shot.stat().st_size > 10_000


def test_headless_run_is_repeatable(capsys):
    args = ["--game", "korsar", "--players", "3", "--seats", "ai,ai,ai", "--seed", "11", "--headless", "--autoplay"]
    main.main(args)
    first = json.loads(capsys.readouterr().out.strip())
    main.main(args)
    second = json.loads(capsys.readouterr().out.strip())
    assert (first["scores"], first["actions"]) == (second["scores"], second["actions"])


def test_headless_frames_stops_mid_game(tmp_path, capsys):
    main.main(["--game", "korsar", "--players", "4", "--teams", "--seats", "ai,ai,ai,ai", "--seed", "2",
               "--headless", "--autoplay", "--frames", "20", "--screenshot", str(tmp_path / "mid.png")])
    line = json.loads(capsys.readouterr().out.strip())
    assert line["frames"] == 20 and line["over"] is False and (tmp_path / "mid.png").exists()


def test_headless_refuses_human_seats_with_a_clear_message():
    with pytest.raises(SystemExit, match="every seat must be ai"):
        main.main(["--game", "korsar", "--players", "2", "--seats", "human,ai", "--headless"])


def test_command_line_refuses_seven_korsar_players():
    with pytest.raises(SystemExit, match="7"):
        main.main(["--game", "korsar", "--players", "7", "--teams", "--headless", "--autoplay"])


def test_command_line_refuses_unknown_game_and_bad_seats():
    with pytest.raises(SystemExit, match="unknown game"):
        main.main(["--game", "chess", "--headless"])
    with pytest.raises(SystemExit, match="human or ai"):
        main.main(["--game", "korsar", "--players", "2", "--seats", "ai,robot", "--headless"])


def test_quick_play_starts_one_person_against_three_ai(app):
    menu = MenuScene(app)
    app.push(menu)
    menu.quick_play()
    table = app.top
    assert isinstance(table, KorsarTable)
    kinds = [s.kind for s in table.match.seats]
    assert kinds.count(HUMAN) == 1 and len(kinds) == 4 and kinds[0] == HUMAN


def test_setup_refuses_seven_players_with_the_rules_message(app):
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup._set_players(7)
    assert not setup.start.enabled and "7" in setup.error
    setup._set_players(6)
    assert setup.teams and setup.start.enabled and not setup.teams_w.enabled
    setup._set_players(4)
    assert setup.teams_w.enabled
    setup._set_players(5)
    assert not setup.teams


def test_setup_names_seats_and_starts_the_table(app):
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup._set_players(3)
    setup._set_kind(1, "human")
    setup.name_ws[1].value = ""
    setup._set_name(1, "")
    assert not setup.start.enabled  # every seat needs a name
    setup._set_name(1, "Rosa")
    setup._start()
    table = app.top
    assert isinstance(table, KorsarTable)
    assert [s.name for s in table.match.seats][:2] == [setup.names[0], "Rosa"]
    assert [s.kind for s in table.match.seats] == ["human", "human", "ai"]


def test_setup_keyboard_changes_player_count(app):
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup.ring.focus_on(setup.players_w)
    app.dispatch(Intent(NAVIGATE, dx=1))
    assert setup.players == 5
    app.dispatch(Intent(BACK))
    assert isinstance(app.top, MenuScene)


def test_menu_keyboard_navigation_reaches_new_game(app):
    menu = MenuScene(app)
    app.push(menu)
    app.dispatch(Intent(NAVIGATE, dy=1))
    app.dispatch(Intent(CONFIRM))
    assert isinstance(app.top, SetupScene)


def test_autosave_resumes_the_same_game(app, tmp_path):
    app.persist = True
    app.push(MenuScene(app))
    menu = app.top
    menu.quick_play()
    table = app.top
    while len(table.match.record.actions) < 6:
        run_until(app, lambda: table.my_turn() is not None)
        table.picker.choose(table.rules.legal_actions(table.match.view(0))[0])
    run_until(app, lambda: table.my_turn() is not None)
    saved = load_match()
    assert saved.record.actions == table.match.record.actions
    assert saved.rules.to_json(saved.state) == table.rules.to_json(table.match.state)
    app.reset(MenuScene(app))
    assert any(b.label.startswith("Continue") for b in app.top.ring.widgets)
    app.top.resume_game()
    assert isinstance(app.top, KorsarTable)
    assert app.top.match.record.actions == table.match.record.actions


def test_damaged_autosave_is_set_aside_with_a_message(app):
    app.persist = True
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    app.push(MenuScene(app))
    app.top.resume_game()
    assert isinstance(app.top, MenuScene) and "could not be read" in app.top.notice
    assert not path.exists() and path.with_name(path.name + ".damaged").exists()


def test_finished_game_clears_the_autosave(app):
    app.persist = True
    from tests.scenes.test_korsar_table import _match

    match = _match("aaa", seed=1)
    save_match(match)
    app.push(MenuScene(app))
    app.push(KorsarTable(app, match))
    run_until(app, lambda: isinstance(app.top, ScoringScene))
    assert not autosave_path().exists()


def test_play_again_starts_a_fresh_table(app):
    from tests.scenes.test_korsar_table import _match

    app.push(MenuScene(app))
    app.push(KorsarTable(app, _match("aaa", seed=1)))
    run_until(app, lambda: isinstance(app.top, ScoringScene))
    app.top.ring.widgets[0].action()
    assert isinstance(app.top, KorsarTable) and not app.top.match.record.actions


def test_tween_midpoint_and_replacement():
    class Thing:
        x = 0.0

    anim = Animator()
    t = Thing()
    anim.animate(t, 1.0, "linear", x=10)
    anim.update(0.5)
    assert t.x == pytest.approx(5.0)
    anim.animate(t, 1.0, "linear", x=0)  # replaces the running tween on x
    anim.update(1.0)
    assert t.x == pytest.approx(0.0) and not anim.busy


def test_instant_speed_finishes_tweens_at_once():
    class Thing:
        x = 0.0

    done = []
    anim = Animator(speed=0)
    t = Thing()
    anim.animate(t, 2.0, x=4, on_done=lambda: done.append(1))
    assert t.x == 4 and done == [1] and not anim.busy


def test_window_resize_relays_the_table(app):
    from tests.scenes.test_korsar_table import _match

    table = KorsarTable(app, _match("aaaa", seed=1))
    app.push(table)
    app.frame(1 / 60)
    app.resized((1600, 900))
    assert table.layout.size == (1600, 900)
    app.resized((300, 200))  # too small: kept at the minimum
    assert app.screen.get_size() == (800, 500)


def test_setup_follows_the_chosen_game(app):
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    assert "freibeuter" in setup.games
    setup._set_players(8)
    setup._set_game("freibeuter")
    assert setup.players == 4 and not setup.teams and not setup.teams_w.enabled
    assert setup.players_w.choices == [2, 3, 4] and setup.start.enabled
    setup._start()
    assert app.top.match.game == "freibeuter"


def test_menu_rules_offers_every_game(app):
    from scenes.overlays import ChoiceOverlay, RulesOverlay

    menu = MenuScene(app)
    app.push(menu)
    menu.rules()
    chooser = app.top
    assert isinstance(chooser, ChoiceOverlay)
    labels = [b.label for b in chooser.ring.widgets]
    assert labels[:3] == ["Korsar", "Störtebeker", "Freibeuter"]
    chooser.ring.widgets[1].action()
    assert isinstance(app.top, RulesOverlay) and app.top.title == "Störtebeker" and "counterattack" in app.top.body
    app.dispatch(Intent(BACK))
    assert app.top is menu
