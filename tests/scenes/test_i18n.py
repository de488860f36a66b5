"""Every visible string goes through gettext, and the committed catalogs are what the sources make."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

from scenes import i18n

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"


def _catalog():
    spec = importlib.util.spec_from_file_location("catalog", LOCALE / "catalog.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_catalogs_are_what_the_sources_make(tmp_path):
    """The template, each .po and each .mo, regenerated from the sources and the committed translations,
    are byte for byte the committed files: nobody forgot to run the script after changing a message."""
    cat = _catalog()
    made = cat.write_all(ROOT, out=tmp_path)
    committed = {p.relative_to(LOCALE).as_posix() for p in LOCALE.rglob("*") if p.suffix in (".pot", ".po", ".mo")}
    assert set(made) == committed, "run: python assets/locale/catalog.py"
    stale = [name for name in made if (tmp_path / name).read_bytes() != (LOCALE / name).read_bytes()]
    assert not stale, f"run: python assets/locale/catalog.py ({', '.join(stale)} out of date)"


def test_running_the_script_twice_changes_nothing(tmp_path):
    """No dates, line numbers or versions in the output: two builds in a row are identical."""
    cat = _catalog()
    assert cat.build(ROOT) == cat.build(ROOT)


def test_template_holds_the_messages_of_gettext_calls(tmp_path):
    source = tmp_path / "scenes" / "demo.py"
    source.parent.mkdir(parents=True)
    (tmp_path / "main.py").write_text('print(_("Ahoy"))\n', encoding="utf-8")
    source.write_text('x = _("Quick play")\ny = ngettext("{n} card", "{n} cards", 2)\nz = pgettext("ships", "red")\n'
                      'w = _(name)\n', encoding="utf-8")
    template = _catalog().extract(tmp_path)
    ids = {(m.context, m.id) for m in template if m.id}
    assert ids == {(None, "Quick play"), (None, ("{n} card", "{n} cards")), ("ships", "red"), (None, "Ahoy")}
    assert len(_catalog().extract(ROOT)) > 300


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
