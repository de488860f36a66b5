"""Damaged files through the real app (tests/scenes/damaged_files.py): a damaged settings file, save, record or
exported record costs only itself. The game opens, every file left whole is played on, replayed or imported,
and none of them is set aside."""

from __future__ import annotations

import json
import random

import pytest

from scenes.core.saves import load_match
from tests.scenes.damaged_files import damage_json, make_files, run, user_files


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    """Good files of every kind, made once for the module by the game itself."""
    folder = tmp_path_factory.mktemp("good")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_DATA_HOME", f"{folder}/data")
        mp.setenv("XDG_CONFIG_HOME", f"{folder}/config")
        make_files()
    return folder


@pytest.fixture
def root(tmp_path, monkeypatch):
    """The user folders of one run."""
    folder = tmp_path / "run"
    monkeypatch.setenv("XDG_DATA_HOME", f"{folder}/data")
    monkeypatch.setenv("XDG_CONFIG_HOME", f"{folder}/config")
    return folder


def test_the_good_files_are_every_kind_the_game_reads(pristine):
    kinds = sorted((p.parent.name, p.suffix) for p in user_files(pristine))
    assert kinds.count(("saves", ".json")) == 3 and kinds.count(("records", ".json")) == 3
    assert kinds.count(("exports", ".txt")) == 3 and kinds.count(("exports", ".json")) == 1
    assert ("pirate-table", ".json") in kinds  # the settings
    in_progress = [load_match(p) for p in user_files(pristine) if p.parent.name == "saves"]
    assert all(not m.is_over and len(m.record.actions) == 12 for m in in_progress)


def test_untouched_files_are_all_opened(pristine, root, monkeypatch):
    """The check below sees every file: with nothing damaged, each save is played on, each record replayed and
    each export imported."""
    monkeypatch.setattr("tests.scenes.damaged_files.damage", lambda path, rng: "left whole")
    _done, seen = run(0, pristine, root)
    assert (seen.resumed, seen.replayed, seen.imported) == (3, 3, 4)
    assert {"MenuScene", "HistoryScene", "ReplayScene", "StatsScene", "ImportOverlay"} <= seen.screens


def test_a_damaged_place_is_drawn_by_its_kind_not_by_the_length_of_lists():
    """With 500 actions and one seed, a damage still lands away from the actions most of the time."""
    data = {"game": "korsar", "seed": 5, "actions": ["x"] * 500, "seats": [{"name": "a"}]}
    hits = [damage_json(json.loads(json.dumps(data)), random.Random(i))[1] for i in range(200)]
    assert 0.1 < sum(h.startswith("actions/") for h in hits) / 200 < 0.5


@pytest.mark.parametrize("seed", range(10))
def test_a_damaged_file_costs_only_itself(pristine, root, seed):
    run(seed, pristine, root)  # raises on a crash, a good file set aside or one not opened


@pytest.mark.slow
@pytest.mark.parametrize("first", range(100, 400, 50))
def test_many_damaged_files_cost_only_themselves(pristine, root, first):
    for seed in range(first, first + 50):
        run(seed, pristine, root)
