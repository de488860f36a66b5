"""Build the single executable: `make exe` runs this (needs the `build` extra: pip install '.[build]').

Writes build/work/version.json (the version from pyproject.toml and the git commit, for `--version`),
then runs PyInstaller on build/pirate-table.spec. The result is dist/pirate-table (pirate-table.exe on
Windows); PyInstaller's work files stay in build/work/, which git ignores.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "build" / "work"


def project_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    if not found:
        raise SystemExit("pyproject.toml has no version")
    return found.group(1)


def git_commit() -> str:
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short=12", "HEAD"], capture_output=True,
                             text=True, timeout=10, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return out + ("+changes" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return ""


def main() -> int:
    WORK.mkdir(parents=True, exist_ok=True)
    info = {"version": project_version(), "commit": git_commit()}
    (WORK / "version.json").write_text(json.dumps(info), encoding="utf-8")
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath",
           str(ROOT / "dist"), "--workpath", str(WORK), str(ROOT / "build" / "pirate-table.spec")]
    print("building pirate-table", info["version"], info["commit"] or "(commit unknown)")
    return subprocess.call(cmd, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
