"""The install and the executable carry every package and every asset the game loads."""

from __future__ import annotations

import fnmatch
import sys
import types
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")
ROOT = Path(__file__).resolve().parent.parent
RUNTIME_ASSETS = (".svg", ".tmx", ".mo", ".wav")  # what scenes/ loads; the .py beside them make the assets
RUNTIME_FOLDERS = ("rules", "phone")  # folders of assets/ whose every file is loaded (the rules books, the phone page)


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_install_lists_every_package_under_one_top_level_name():
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    on_disk = {"pirate_table"} | {
        "pirate_table." + ".".join(init.parent.relative_to(ROOT).parts)
        for half in ("game", "scenes", "phones") for init in (ROOT / half).rglob("__init__.py")}
    assert listed == on_disk
    assert pyproject()["project"]["scripts"]["pirate-table"] == "pirate_table.main:main"


def runtime_assets() -> list[str]:
    """Every file under assets/ the game loads, as a path from the checkout's root."""
    return [p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*")
            if p.is_file() and (p.suffix in RUNTIME_ASSETS or p.parent.relative_to(ROOT / "assets").as_posix()
                                in RUNTIME_FOLDERS)]


def test_install_carries_every_asset_the_game_loads():
    globs = pyproject()["tool"]["setuptools"]["package-data"]["pirate_table"]
    assets = runtime_assets()
    assert len(assets) > 100 and any(a.startswith("assets/rules/") for a in assets)
    missing = [a for a in assets if not any(fnmatch.fnmatch(a, g) for g in globs)]
    assert missing == []



def test_the_executable_bundles_every_asset_the_game_loads_where_the_game_looks(monkeypatch):
    """The PyInstaller recipe, run with stand-ins for PyInstaller's own objects: each asset file matches
    one of its data globs, and lands in the bundle at the same path as in the checkout."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_data_files = lambda *args, **kwargs: []
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    spec = ROOT / "build" / "pirate-table.spec"
    recipe = {"SPECPATH": str(spec.parent), "Analysis": lambda *a, **k: types.SimpleNamespace(
        pure=[], scripts=[], binaries=[], datas=[]), "PYZ": lambda *a, **k: None, "EXE": lambda *a, **k: None}
    exec(compile(spec.read_text(encoding="utf-8"), str(spec), "exec"), recipe)
    bundled = [(Path(source).relative_to(ROOT).as_posix(), Path(dest).as_posix()) for source, dest in recipe["datas"]
               if Path(source).is_relative_to(ROOT)]
    missing = [a for a in runtime_assets()
               if not any(fnmatch.fnmatch(a, glob) and dest == a.rsplit("/", 1)[0] for glob, dest in bundled)]
    assert missing == []
