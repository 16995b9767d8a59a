"""The repository's folders, found in one place.

The package lives in src/hashforge/ of the repository; the folders beside src/ hold the
Verilog (rtl/), the vendored vectors (kat/), the seed papers' figures (data/), the results
cache (.cache/) and the report (report/).

An installed package (a wheel, `pip install hashforge-*.whl`) has no repository around it:
the wheel carries copies of rtl/, kat/, data/, embedded/ and c/ (c/'s sources, headers and
Makefile, no build outputs) in hashforge/_share/ (setup.py puts them there). The rule, for
each of these folders, first match wins:

    1. the environment variable below, when set;
    2. the checkout the package runs from (src/hashforge/ with pyproject.toml two levels up);
    3. hashforge/_share/<folder> inside the installed package.

Outside a checkout the cache is ~/.cache/hashforge and the report goes to ./report; what is
built from the installed c/ and embedded/ (the callgrind driver, firmware, generated memory
images) goes under the cache, never into the package.
Environment variables move the folders:

    HASHFORGE_RTL_DIR       rtl/
    HASHFORGE_KAT_DIR       kat/
    HASHFORGE_EMBEDDED_DIR  embedded/
    HASHFORGE_C_DIR         c/
    HASHFORGE_CACHE         .cache/ (~/.cache/hashforge outside a source tree)
    HASHFORGE_SIM_CACHE     the compiled simulators, .cache/sim/ by default

Every function reads the environment when it is called, so a test can set a variable and
see its effect.
"""
from __future__ import annotations

import os
from pathlib import Path

RTL_ENV = "HASHFORGE_RTL_DIR"
KAT_ENV = "HASHFORGE_KAT_DIR"
EMBEDDED_ENV = "HASHFORGE_EMBEDDED_DIR"
C_ENV = "HASHFORGE_C_DIR"
CACHE_ENV = "HASHFORGE_CACHE"
SIM_CACHE_ENV = "HASHFORGE_SIM_CACHE"

_PKG = Path(__file__).resolve().parent            # the hashforge package
_ROOT = _PKG.parents[1]                            # src/hashforge/paths.py -> the repository
SHARE = "_share"                                   # the repository's folders inside a wheel


def _from_env(name: str) -> Path | None:
    value = os.environ.get(name)
    return Path(value) if value else None


def repo_root() -> Path:
    """The repository the package was loaded from (src/.. of an editable install)."""
    return _ROOT


def in_source_tree() -> bool:
    """True when the package runs from a checkout (not from an installed wheel)."""
    return (_ROOT / "pyproject.toml").is_file()


def share_dir() -> Path:
    """Where an installed package keeps its copies of rtl/, kat/, data/, embedded/ and c/."""
    return _PKG / SHARE


def _shipped(name: str) -> Path:
    """Rules 2 and 3 of the module docstring: the checkout's folder, else the package's copy."""
    return _ROOT / name if in_source_tree() else share_dir() / name


def rtl_dir() -> Path:
    """The Verilog: one folder per family, rtl/common (stream frame), rtl/prim (primitives)."""
    return _from_env(RTL_ENV) or _shipped("rtl")


def kat_dir() -> Path:
    """The vendored known-answer vectors with their index.tsv files."""
    return _from_env(KAT_ENV) or _shipped("kat")


def data_dir() -> Path:
    """The seed papers' published figures."""
    return _shipped("data")


def embedded_dir() -> Path:
    """The C library's microcontroller targets (embedded/<target>/target.toml), and the
    benchmark firmware they share (embedded/common/)."""
    return _from_env(EMBEDDED_ENV) or _shipped("embedded")


def c_dir() -> Path:
    """The portable C library's sources (c/), which the embedded builds cross-compile and the
    callgrind benchmark builds (c/Makefile, c/tools/bench_callgrind.c)."""
    return _from_env(C_ENV) or _shipped("c")


def cache_dir() -> Path:
    """Results of simulation and synthesis runs, keyed by everything they read."""
    env = _from_env(CACHE_ENV)
    if env:
        return env
    if in_source_tree():
        return _ROOT / ".cache"
    return Path.home() / ".cache" / "hashforge"


def sim_cache_dir() -> Path:
    """The compiled simulators (Verilator models)."""
    return _from_env(SIM_CACHE_ENV) or cache_dir() / "sim"


def report_dir() -> Path:
    """Where `hashforge eval` writes the report by default (report/ of the checkout, else of
    the working directory)."""
    return (_ROOT if in_source_tree() else Path.cwd()) / "report"
