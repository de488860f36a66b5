"""Every visible string goes through gettext, and the English catalog is up to date."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

from scenes import i18n

ROOT = Path(__file__).resolve().parents[2]


def _catalog():
    spec = importlib.util.spec_from_file_location("catalog", ROOT / "assets" / "locale" / "catalog.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_catalog_template_is_up_to_date():
    cat = _catalog()
    pot = (ROOT / "assets" / "locale" / "pirate-table.pot").read_text(encoding="utf-8")
    assert pot == cat.po_text(cat.extract()), "run: python assets/locale/catalog.py"


def test_english_catalog_compiled_from_every_message():
    cat = _catalog()
    mo = (ROOT / "assets" / "locale" / "en" / "LC_MESSAGES" / "pirate-table.mo").read_bytes()
    assert mo == cat.mo_bytes(cat.english_pairs(cat.extract())), "run: python assets/locale/catalog.py"
    assert len(cat.extract()) > 100


def test_scenes_draw_no_literal_words_without_gettext():
    offenders = []
    for path in (ROOT / "scenes").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("text", "Button"):
                args = node.args[1:2] if node.func.id == "text" else node.args[:1]
                for a in args:
                    if isinstance(a, ast.Constant) and isinstance(a.value, str) and any(c.isalpha() for c in a.value):
                        offenders.append(f"{path.name}:{node.lineno} {a.value!r}")
    assert not offenders


def test_unknown_language_falls_back_to_english():
    assert i18n.install("xx") == "en"
    assert i18n._("Quick play") == "Quick play"
    assert i18n.install("en") == "en"
    assert i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cards"
