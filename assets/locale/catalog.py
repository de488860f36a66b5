"""The gettext catalogs, made with Babel: extract the messages of the interface into the template,
update each language's .po (keeping its translations), compile the .mo files the game loads. From the
repo root:

    python assets/locale/catalog.py

Messages are the string literals passed to `_()`, `ngettext()` and `pgettext()` in scenes/ and main.py, and
the templates of the reasons the rules give (`Reason("...")` in game/, which knows no languages; the view
translates them with scenes.core.i18n.say).
English is the language of the source, so its catalog maps each message to itself. Every other language
is a folder here (fr/LC_MESSAGES/pirate-table.po); to start one, make the folder and run this script.

The output depends on the sources and the translations only (no dates, no line numbers, no Babel
version, no line wrapping), so a test can regenerate it and compare it with the committed files. The
game reads the compiled .mo files with the standard library: players never need Babel.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DOMAIN = "pirate-table"
SOURCES = ["scenes", "main.py", "game", "phones"]
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "Reason": (1,)}
COMMENT_TAGS = ["Translators:"]
SOURCE_LANGUAGE = "en"
HEADER_COMMENT = ("# Pirate Table: the messages of the interface.\n"
                  "# Made by assets/locale/catalog.py from the sources; translations are kept when it runs again.")


class FixedCatalog(Catalog):
    """A Babel catalog whose header holds only what gettext needs (charset, language, plural forms):
    Babel's own header carries the time of the run and its version, which would change every file at
    every run."""

    def _fixed_headers(self) -> list[tuple[str, str]]:
        headers = [("Project-Id-Version", "Pirate Table")]
        if self.locale_identifier:
            headers += [("Language", str(self.locale_identifier)), ("Plural-Forms", self.plural_forms)]
        return headers + [("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=UTF-8"),
                          ("Content-Transfer-Encoding", "8bit\n")]

    mime_headers = property(_fixed_headers, Catalog.mime_headers.fset)


PLURAL_FORMS = {"fr": "nplurals=2; plural=(n > 1);"}
"""The plural rule each translation is written for, fixed here rather than taken from Babel, whose rules follow
the Unicode CLDR release it ships: Babel 2.19 gives French a third form (for round millions), which none of our
messages needs and which would leave every plural translation incomplete."""


def new_catalog(lang: str | None = None) -> FixedCatalog:
    """A language's catalog, or the template (no language; its header is marked fuzzy, as gettext's are)."""
    catalog = FixedCatalog(locale=lang, domain=DOMAIN, header_comment=HEADER_COMMENT, project="Pirate Table",
                           charset="utf-8", fuzzy=lang is None)
    if lang in PLURAL_FORMS:
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
    return catalog


def source_files(root: Path = ROOT) -> list[Path]:
    """The files messages come from, in a fixed order (the template's order follows it)."""
    files: list[Path] = []
    for src in SOURCES:
        p = root / src
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p] if p.exists() else []
    return files


def extract(root: Path = ROOT) -> FixedCatalog:
    """The template: every message once, in order of first appearance, with the files that use it."""
    template = new_catalog()
    for path in source_files(root):
        where = path.relative_to(root).as_posix()
        for lineno, message, comments, context in extract_from_file("python", path, KEYWORDS, COMMENT_TAGS,
                                                                    strip_comment_tags=True):
            template.add(message, None, [(where, lineno)], auto_comments=comments, context=context)
    return template


def languages(locale_dir: Path = HERE) -> list[str]:
    """English and every language with a folder of its own here."""
    found = {p.parent.name for p in locale_dir.glob("*/LC_MESSAGES")}
    return sorted(found | {SOURCE_LANGUAGE})


def _read(path: Path, lang: str) -> FixedCatalog:
    catalog = new_catalog(lang)
    if path.is_file():
        with path.open("rb") as f:
            for message in read_po(f, locale=lang, domain=DOMAIN):
                if message.id:
                    catalog[message.id] = message
    return catalog


def updated(template: Catalog, lang: str, po_path: Path) -> FixedCatalog:
    """The language's catalog for this template. Translations of messages still in the template are
    kept; a message whose wording changed gets the old translation marked fuzzy (for review); messages
    gone from the sources are dropped. English translates each message as itself."""
    if lang == SOURCE_LANGUAGE:
        catalog = new_catalog(lang)
        for m in template:
            if m.id:
                catalog.add(m.id, m.id, m.locations, m.flags, m.auto_comments, context=m.context)
        return catalog
    catalog = _read(po_path, lang)
    catalog.update(template, update_creation_date=False)
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=0, ignore_obsolete=True, include_lineno=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """The compiled catalog; fuzzy and untranslated messages are left out, so they show in English."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def build(root: Path = ROOT) -> dict[str, bytes]:
    """Every file this script writes (path under assets/locale -> content), from the sources under
    `root` and the translations in its catalogs; nothing is written."""
    locale_dir = root / "assets" / "locale"
    template = extract(root)
    files = {f"{DOMAIN}.pot": po_bytes(template)}
    for lang in languages(locale_dir):
        where = f"{lang}/LC_MESSAGES/{DOMAIN}"
        catalog = updated(template, lang, locale_dir / f"{where}.po")
        files[f"{where}.po"] = po_bytes(catalog)
        files[f"{where}.mo"] = mo_bytes(catalog)
    return files


def write_all(root: Path = ROOT, out: Path | None = None) -> dict[str, bytes]:
    """Build the catalogs and write them into `out` (default: the repo's assets/locale)."""
    out = out or root / "assets" / "locale"
    files = build(root)
    for name, content in files.items():
        path = out / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
    return files


def untranslated(po_path: Path, lang: str) -> list[str]:
    """The messages of a catalog that still show in English: empty or fuzzy."""
    return [m.id if isinstance(m.id, str) else m.id[0] for m in _read(po_path, lang)
            if m.id and (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string]))]


if __name__ == "__main__":
    written = write_all()
    template = extract()
    print(f"{len(template)} messages", file=sys.stderr)
    for lang in languages():
        missing = untranslated(HERE / lang / "LC_MESSAGES" / f"{DOMAIN}.po", lang)
        if missing:
            print(f"{lang}: {len(missing)} to translate or review (empty or fuzzy)", file=sys.stderr)
