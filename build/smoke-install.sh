#!/usr/bin/env bash
# A plain `pip install .` (not editable) into a fresh venv, then the installed `pirate-table` command
# plays each game to the end from another folder (build/smoke.sh). Used by `make smoke-install` and CI.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
"${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet "$root"
rm -rf "$root/build/lib" "$root/build/bdist."*  # setuptools' leftovers in our build/ folder
"$root/build/smoke.sh" "$venv/bin/pirate-table"
