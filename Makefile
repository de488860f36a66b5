# Two commands on a fresh machine: `make play` and `make test`. Both create .venv if it is missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test test-slow bench lint clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip

$(VENV)/.play: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e .
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -e '.[test]'
	touch $@

play: $(VENV)/.play
	$(BIN)/python main.py

test: $(VENV)/.test
	$(BIN)/python -m pytest -q

test-slow: $(VENV)/.test
	$(BIN)/python -m pytest -q -m slow

bench: $(VENV)/.test
	$(BIN)/python -m tests.perf

clean:
	rm -rf $(VENV)
