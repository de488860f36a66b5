"""The install and the executable carry every package and every asset the game loads."""

from __future__ import annotations

import fnmatch
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")
ROOT = Path(__file__).resolve().parent.parent
RUNTIME_ASSETS = (".svg", ".tmx", ".mo", ".wav")  # what scenes/ loads; the .py beside them make the assets


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_install_lists_every_package_under_one_top_level_name():
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    on_disk = {"pirate_table"} | {
        "pirate_table." + ".".join(init.parent.relative_to(ROOT).parts)
        for half in ("game", "scenes") for init in (ROOT / half).rglob("__init__.py")}
    assert listed == on_disk
    assert pyproject()["project"]["scripts"]["pirate-table"] == "pirate_table.main:main"


def test_install_carries_every_asset_the_game_loads():
    globs = pyproject()["tool"]["setuptools"]["package-data"]["pirate_table"]
    assets = [p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*") if p.suffix in RUNTIME_ASSETS]
    assert len(assets) > 100
    missing = [a for a in assets if not any(fnmatch.fnmatch(a, g) for g in globs)]
    assert missing == []

