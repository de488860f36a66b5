"""Every visible string goes through gettext, and the committed catalogs are what the sources make."""

from __future__ import annotations

import ast
import importlib.util
import json
import string
from pathlib import Path

import pytest

import main
from scenes.core import i18n

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "assets" / "locale"
NBSP = "\u00a0"  # French puts a no-break space before : ; ! ? and %


def _catalog():
    spec = importlib.util.spec_from_file_location("catalog", LOCALE / "catalog.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _po(lang: str):
    return _catalog()._read(LOCALE / lang / "LC_MESSAGES" / "pirate-table.po", lang)


def _fields(s: str) -> set[str]:
    """The placeholders of a message as str.format reads them, with their format: {n}, {chance:.0%}."""
    return {"{" + name + (f"!{conv}" if conv else "") + (f":{spec}" if spec else "") + "}"
            for _text, name, spec, conv in string.Formatter().parse(s) if name is not None}


@pytest.fixture
def french():
    """French for the test, English again afterwards (the other tests read English)."""
    assert i18n.install("fr") == "fr"
    yield
    i18n.install("en")


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
    rules = tmp_path / "game" / "demo.py"  # the reasons the rules give: templates the view translates
    rules.parent.mkdir()
    rules.write_text('def why(s):\n    return Reason("{card} is not in your hand", card=s.card)\n', encoding="utf-8")
    assert (None, "{card} is not in your hand") in {(m.context, m.id) for m in _catalog().extract(tmp_path)}
    assert len(_catalog().extract(ROOT)) > 250  # the whole interface (the rules are books of their own)


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


def test_french_catalog_translates_every_message_of_the_template():
    cat = _catalog()
    template = {(m.context, m.id) for m in cat.extract(ROOT) if m.id}
    french = _po("fr")
    assert {(m.context, m.id) for m in french if m.id} == template
    assert cat.untranslated(LOCALE / "fr" / "LC_MESSAGES" / "pirate-table.po", "fr") == []
    assert french.plural_forms == "nplurals=2; plural=(n > 1);"


def test_untranslated_lists_empty_and_fuzzy_messages(tmp_path):
    po = tmp_path / "xx.po"
    po.write_text('msgid ""\nmsgstr ""\n"Language: fr\\n"\n\nmsgid "Rules"\nmsgstr "Règles"\n\n'
                  'msgid "Quit"\nmsgstr ""\n\n#, fuzzy\nmsgid "Start"\nmsgstr "Commencer"\n\n'
                  'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carte"\nmsgstr[1] ""\n',
                  encoding="utf-8")
    assert _catalog().untranslated(po, "fr") == ["Quit", "Start", "{n} card"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_translation_keeps_the_placeholders_of_its_message(lang):
    """The names in braces are code: a translation that drops, renames or adds one would fail at .format()."""
    wrong = []
    for m in _po(lang):
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        wanted = _fields(ids[-1])
        assert all(_fields(i) == wanted for i in ids), f"singular and plural differ: {ids}"
        wrong += [f"{ids[0]!r} -> {s!r}" for s in strings if _fields(s) != wanted]
    assert not wrong


def test_placeholders_are_read_as_format_reads_them():
    assert _fields("Board {ship} ({chance:.0%})") == {"{ship}", "{chance:.0%}"}
    assert _fields("Aborder {ship} ({chance})") != _fields("Board {ship} ({chance:.0%})")
    assert _fields("{{literal}} {n}") == {"{n}"}


def test_french_speaks_french(french):
    from game.korsar.cards import card_named
    from scenes.korsar.words import card_label
    from scenes.stortebeker.words import ship_colour

    assert i18n._("Quick play") == "Partie rapide"
    assert i18n._("Rules") == "Règles"
    assert i18n._("{who} wins!").format(who="Rosa") == f"Rosa gagne{NBSP}!"
    assert i18n.ngettext("{n} card", "{n} cards", 0).format(n=0) == "0 carte"  # French counts zero as one
    assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 carte"
    assert i18n.ngettext("{n} card", "{n} cards", 2).format(n=2) == "2 cartes"
    assert i18n._("blue") == "bleu" and ship_colour("blue") == "bleus"  # one pirate, several ships
    assert card_label(card_named("captain-yellow")) == "Barbe-Noire (capitaine jaune)"
    assert card_label(card_named("red3")) == "pirate rouge 3"


def test_first_start_follows_the_system_language(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    try:
        monkeypatch.setenv("LANG", "fr_FR.UTF-8")
        assert i18n.system_language() == "fr"
        assert i18n.install(None) == "fr" and i18n._("Rules") == "Règles"
        monkeypatch.setenv("LANG", "pt_BR.UTF-8")  # no catalog: English
        assert i18n.install(None) == "en" and i18n._("Rules") == "Rules"
    finally:
        i18n.install("en")


def test_the_settings_switch_to_french_at_once(app):
    from scenes.screens.menu import MenuScene
    from scenes.screens.settings_screen import SettingsOverlay

    app.push(MenuScene(app))
    app.top.settings()
    screen = app.top
    assert isinstance(screen, SettingsOverlay)
    try:
        language = screen.ring.widgets[0]
        assert language.label == "Language"
        language.step(language.choices.index("fr"))  # from "as the system"
        assert app.settings.language == "fr"
        assert [w.label for w in screen.ring.widgets][:2] == ["Langue", "Volume"]
        app.frame(1 / 60)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("game, players", [("korsar", 4), ("stortebeker", 3), ("freibeuter", 3)])
def test_each_game_plays_to_the_end_in_french(game, players, monkeypatch, capsys):
    from scenes.screens.scoring import ScoringScene

    shown = []
    play = main.run_headless

    def run_and_look(app, match, limit, viewer=None):
        play(app, match, limit, viewer)
        shown.append(app.top)

    monkeypatch.setattr(main, "run_headless", run_and_look)
    try:
        assert main.main(["--game", game, "--players", str(players), "--seats", ",".join(["ai"] * players),
                          "--seed", "5", "--lang", "fr", "--headless", "--autoplay"]) == 0
        assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["over"] is True
        scoring = shown[0]
        assert isinstance(scoring, ScoringScene)
        assert scoring.title.endswith(f"{NBSP}: le décompte final")
        assert "gagne" in scoring.verdict or "Victoire partagée" in scoring.verdict
    finally:
        i18n.install("en")


def test_a_share_is_written_as_each_language_writes_a_percentage():
    """Tester 8: French reads "32 %" (a narrow no-break space before the sign), English "32%"."""
    from scenes.core.i18n import share

    try:
        assert f"{share(0.62):.0%} chance" == "62% chance"
        i18n.install("fr")
        assert i18n._("{p:.0%} chance to win, from {n} games played out.").format(p=share(0.32), n=9) == \
            "32\u202f% de chances de gagner, d’après 9 parties jouées jusqu’au bout."
        assert f"{share(0.5)}" == "0.5" and share(None) is None
    finally:
        i18n.install("en")
