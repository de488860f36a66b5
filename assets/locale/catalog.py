"""The gettext catalogs: extract the messages of the interface, update each language's .po,
compile the .mo files the game loads. Run from the repo root:

    python assets/locale/catalog.py

Messages are the string literals passed to `_()` and `ngettext()` in scenes/ (and main.py).
English is the language of the source, so its catalog maps each message to itself.
"""

from __future__ import annotations

import ast
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
DOMAIN = "pirate-table"
SOURCES = ["scenes", "main.py"]


def extract(root: Path = ROOT) -> list[tuple[str, str | None]]:
    """(message, plural) pairs in order of first appearance."""
    found: dict[tuple[str, str | None], None] = {}
    files: list[Path] = []
    for src in SOURCES:
        p = root / src
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            args = node.args
            if node.func.id == "_" and args and isinstance(args[0], ast.Constant) and isinstance(args[0].value, str):
                found.setdefault((args[0].value, None))
            elif (node.func.id == "ngettext" and len(args) >= 2
                  and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args[:2])):
                found.setdefault((args[0].value, args[1].value))
    return list(found)


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def po_text(messages: list[tuple[str, str | None]], translate: dict[str, list[str]] | None = None,
            lang: str = "") -> str:
    head = [
        'msgid ""',
        'msgstr ""',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        f'"Language: {lang}\\n"',
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"',
        "",
    ]
    out = head
    for msg, plural in messages:
        out.append(f"msgid {_quote(msg)}")
        forms = (translate or {}).get(msg)
        if plural is None:
            out.append(f"msgstr {_quote(forms[0] if forms else '')}")
        else:
            out.append(f"msgid_plural {_quote(plural)}")
            for i in range(2):
                out.append(f"msgstr[{i}] {_quote(forms[i] if forms else '')}")
        out.append("")
    return "\n".join(out)


def mo_bytes(pairs: dict[str, str]) -> bytes:
    """A GNU .mo file (little-endian, no hash table) holding `pairs`."""
    keys = sorted(pairs)
    ids = [k.encode("utf-8") for k in keys]
    strs = [pairs[k].encode("utf-8") for k in keys]
    n = len(keys)
    header = 7 * 4
    ids_table = header
    strs_table = ids_table + n * 8
    data = strs_table + n * 8
    offsets_ids, offsets_strs, blob = [], [], b""
    for b in ids:
        offsets_ids.append((len(b), data + len(blob)))
        blob += b + b"\0"
    for b in strs:
        offsets_strs.append((len(b), data + len(blob)))
        blob += b + b"\0"
    out = struct.pack("<7I", 0x950412DE, 0, n, ids_table, strs_table, 0, 0)
    out += b"".join(struct.pack("<2I", *o) for o in offsets_ids)
    out += b"".join(struct.pack("<2I", *o) for o in offsets_strs)
    return out + blob


def english_pairs(messages: list[tuple[str, str | None]]) -> dict[str, str]:
    pairs = {"": "Content-Type: text/plain; charset=UTF-8\nLanguage: en\nPlural-Forms: nplurals=2; plural=(n != 1);\n"}
    for msg, plural in messages:
        if plural is None:
            pairs[msg] = msg
        else:
            pairs[f"{msg}\0{plural}"] = f"{msg}\0{plural}"
    return pairs


def write_all(root: Path = ROOT) -> None:
    messages = extract(root)
    (HERE / f"{DOMAIN}.pot").write_text(po_text(messages), encoding="utf-8")
    en = HERE / "en" / "LC_MESSAGES"
    en.mkdir(parents=True, exist_ok=True)
    forms = {m: ([m] if p is None else [m, p]) for m, p in messages}
    (en / f"{DOMAIN}.po").write_text(po_text(messages, forms, "en"), encoding="utf-8")
    (en / f"{DOMAIN}.mo").write_bytes(mo_bytes(english_pairs(messages)))


if __name__ == "__main__":
    write_all()
    print(f"{len(extract())} messages", file=sys.stderr)
