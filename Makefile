# hashforge: the two commands.
#   make test   set up .venv, build the C library into the package, lint (ruff), run the tests
#   make eval   set up .venv and run the main job (hashforge eval)
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: all test eval setup c clean

all: setup

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Reinstall when the C library, the binding or the project metadata change.
$(STAMP): $(BIN)/python pyproject.toml setup.py $(wildcard c/*.c c/*.h c/*.def src/hashforge/*.c)
	$(BIN)/pip install --quiet "setuptools>=77" wheel
	$(BIN)/pip install --quiet --no-build-isolation -e ".[test,hw,flow]"
	touch $@

setup: $(STAMP)

c:
	$(MAKE) -C c

test: setup c
	$(BIN)/ruff check src tests
	$(BIN)/python -m pytest -n 2 tests

eval: setup
	$(BIN)/hashforge eval

clean:
	rm -rf $(VENV) c/build build src/*.egg-info src/hashforge/*.so
