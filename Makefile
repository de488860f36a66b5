# Two commands on a fresh machine: `make play` and `make test`. Both create .venv if it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test test-slow test-browser bench exe smoke-exe smoke-install lint clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip

$(VENV)/.play: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e .
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[test]'
	touch $@

# The phone page's browser test: Chromium and its driver from Debian's packages (apt-get, when missing), Selenium.
$(VENV)/.browser: pyproject.toml | $(BIN)/python
	command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
		{ apt-get update -qq && apt-get install -y -qq chromium chromium-driver; }
	$(BIN)/python -m pip install -e '.[test,browser]'
	touch $@

$(VENV)/.build: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[build]'
	touch $@

play: $(VENV)/.play
	$(BIN)/python main.py

# The tests run in one worker process per core (pytest-xdist): the suite takes about half the time.
test: $(VENV)/.test
	$(BIN)/python -m pytest -q -n auto

# ruff over the code and the tests; mypy over game/, scenes/ and main.py (configured in pyproject.toml)
lint: $(VENV)/.test
	$(BIN)/ruff check game tests scenes phones main.py
	$(BIN)/mypy

# The phone page played in headless Chromium (its screenshots go to PIRATE_TABLE_SHOTS, if set).
test-browser: $(VENV)/.browser
	$(BIN)/python -m pytest -q -m browser

# The long runs; then the long evening alone (it measures its own memory, and prints it game by game).
test-slow: $(VENV)/.test
	$(BIN)/python -m pytest -q -n auto -m "slow and not evening"
	$(BIN)/python -m pytest -q -s -m evening

bench: $(VENV)/.test
	$(BIN)/python -m tests.perf

# The single executable: dist/pirate-table (build/pirate-table.spec, work files in build/work/).
exe: $(VENV)/.build
	$(BIN)/python build/make_exe.py

# Play each game headless to its scoring screen with the executable, from an empty folder with
# empty user folders, as a player's machine would run it.
smoke-exe: exe
	build/smoke.sh dist/pirate-table

# A plain (non-editable) install in a fresh venv runs a game to the end.
smoke-install:
	build/smoke-install.sh

clean:
	rm -rf $(VENV) build/work build/lib build/bdist.* dist
