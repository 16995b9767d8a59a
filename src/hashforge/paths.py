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

kat/ is the exception in rule 3: the wheel carries it as one xz-compressed tar file,
hashforge/_share/kat.tar.xz (pack_kat), unpacked on first use into the cache
(kat/<digest of the archive>/ there), and kat_dir() is that copy. Most of kat/ is hex text
whose messages repeat from file to file (every SHA-3-competition ShortMsgKAT file holds the
same 2,048 messages): a solid archive finds the repeats, where the wheel's own zip
compression, one file at a time, cannot.

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

import hashlib
import lzma
import os
import shutil
import tarfile
import tempfile
from functools import lru_cache
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
KAT_ARCHIVE = "kat.tar.xz"                         # the wheel's kat/ (pack_kat)


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
    """The vendored known-answer vectors with their index.tsv files (from a wheel: its
    archive, unpacked into the cache on first use)."""
    env = _from_env(KAT_ENV)
    if env:
        return env
    if in_source_tree():
        return _ROOT / "kat"
    archive = share_dir() / KAT_ARCHIVE
    if not archive.is_file():
        return share_dir() / "kat"      # not there either: the caller says the folder is missing
    return _unpacked(archive, cache_dir() / "kat")


def pack_kat(source: Path, archive: Path) -> None:
    """Write the folder `source` (kat/) as the archive a wheel carries: a tar of its files
    under kat/, xz-compressed, byte-identical for identical files (sorted, no times or owners)."""
    files = sorted(p for p in source.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    with lzma.open(archive, "wb", preset=6) as xz, tarfile.open(fileobj=xz, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for path in files:
            info = tarfile.TarInfo("kat/" + path.relative_to(source).as_posix())
            info.size = path.stat().st_size
            info.mode = 0o644
            with path.open("rb") as f:
                tar.addfile(info, f)


@lru_cache(maxsize=4)
def _digest(archive: Path, size: int, mtime_ns: int) -> str:
    """The archive's sha256, once per process for one state of the file."""
    h = hashlib.sha256()
    with archive.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _unpacked(archive: Path, parent: Path) -> Path:
    """kat/ of the archive, unpacked once into parent/<digest>/kat. Unpacked into a temporary
    folder beside it and renamed, so that a concurrent run (two pytest workers, Dask workers)
    never sees a half-written copy; a copy is named by the archive's digest, so a new wheel
    never reads an older one's vectors."""
    st = archive.stat()
    target = parent / _digest(archive, st.st_size, st.st_mtime_ns)[:16]
    if (target / "kat").is_dir():
        return target / "kat"
    parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".unpack-", dir=parent))
    try:
        try:
            with tarfile.open(archive, "r:xz") as tar:
                # the "data" filter (Python 3.11.4 and later) refuses links and paths outside tmp
                tar.extractall(tmp, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
        except (tarfile.TarError, lzma.LZMAError, EOFError) as exc:
            raise OSError(f"{archive}: cannot unpack the vectors: {exc}") from None
        if not (tmp / "kat").is_dir():
            raise OSError(f"{archive}: no kat/ folder in the archive")
        try:
            tmp.rename(target)
        except OSError:
            if not (target / "kat").is_dir():   # not a concurrent run that finished first
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target / "kat"


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
