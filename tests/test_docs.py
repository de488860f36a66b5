"""The code's own documents: every document the code names is in the repository, docstrings stay short (a
few lines of what and why; the measurements live in docs/ai.md), and no tuning diary ("stop N") is left."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = sorted([*ROOT.glob("game/**/*.py"), *ROOT.glob("scenes/**/*.py"), ROOT / "main.py"])
LONGEST_DOCSTRING = 12


def test_every_document_the_code_names_is_in_the_repository():
    named = {m for path in CODE for m in re.findall(r"(?<![\w.<>{}])[\w/-]+(?:\.\w+)*\.md\b",
                                                    path.read_text(encoding="utf-8"))}
    assert {"docs/architecture.md", "docs/ai.md"} <= named  # the search finds what the code cites
    missing = sorted(n for n in named if not (ROOT / n).is_file() and not (ROOT / "docs" / n).is_file())
    assert missing == []


def test_no_docstring_is_longer_than_twelve_lines():
    long = []
    for path in CODE:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                doc = ast.get_docstring(node, clean=True)
                if doc and len(doc.splitlines()) > LONGEST_DOCSTRING:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert long == []


def test_no_tuning_diary_is_left_in_the_code():
    found = [f"{path.relative_to(ROOT)}:{i}" for path in CODE
             for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\bstop \d+\b", line, re.I)]
    assert found == []


def test_the_readme_says_the_window_sizes_the_game_allows():
    """The README said 7680x4320 long after the game capped windows at 3840x2160 (issue 51)."""
    from scenes.core.settings import MAX_SIZE, MIN_SIZE

    for name in ("README.md", "README.fr.md"):
        said = (ROOT / name).read_text(encoding="utf-8")
        assert f"{MIN_SIZE[0]}x{MIN_SIZE[1]}" in said and f"{MAX_SIZE[0]}x{MAX_SIZE[1]}" in said, name
        assert "7680x4320" not in said
