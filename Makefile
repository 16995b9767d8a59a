# hashforge: the two commands.
#   make test   set up .venv, build the C library into the package, lint (ruff), run the tests
#   make eval   set up .venv and run the main job (hashforge eval)
# Checks of the C library beyond the tests (not part of `make test`):
#   make cc        build warning-free (-Werror) with gcc and with clang
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: all test eval setup c cc clean

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

# A compiler the checks need: installed with apt-get when we are root, otherwise the command
# to run is named and the target fails (the project installs tools from package registries).
define need_tool
	@command -v $(1) >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    apt-get install -y $(2); \
	  else \
	    echo "$(1) is missing: run 'sudo apt-get install -y $(2)'" >&2; exit 2; \
	  fi; }
endef

cc:
	$(call need_tool,gcc,gcc)
	$(call need_tool,clang,clang)
	$(MAKE) -C c CC=gcc BUILD=build/gcc WERROR=1
	$(MAKE) -C c CC=clang BUILD=build/clang WERROR=1

test: setup c
	$(BIN)/ruff check src tests
	$(BIN)/python -m pytest -n 2 tests

eval: setup
	$(BIN)/hashforge eval

clean:
	rm -rf $(VENV) c/build build src/*.egg-info src/hashforge/*.so
