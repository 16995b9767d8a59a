"""What every simulator's build of a core or unit shares: the unit of a build, the cache
folder, the files a build reads and their hash, the parameter arguments. hashforge.hw.sim
(Verilator) and hashforge.hw.icarus (Icarus Verilog) both build on it."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping

from .. import paths
from . import cores, sources


class SimError(Exception):
    """The simulator could not be built or run (not a KAT failure)."""


def cache_root() -> Path:
    return paths.sim_cache_dir()


@dataclass(frozen=True)
class Unit:
    """Anything the simulator can build: a top module, its sources and parameters. Cores
    (`cores.Core`) have the same three fields; units are the benches of primitives and of
    the stream frame (rtl/prim, rtl/common), driven by their own cocotb test module."""
    top: str
    sources: tuple[Path, ...]
    params: Mapping[str, int] = field(default_factory=dict)
    asserts: bool = False       # build with --assert (its sources bind checkers: rtl/bus's benches)


def include_dirs(srcs) -> list[Path]:
    """Folders searched for `include files: the shared frame and primitives (rtl/common,
    rtl/prim), then the folders of the sources (hashforge.hw.sources)."""
    return sources.include_dirs(srcs)


def files_read(core: cores.Core | Unit) -> list[Path]:
    """Every file a build of `core` reads: its sources and the headers they `include."""
    try:
        return sources.closure(core.sources, include_dirs(core.sources))
    except sources.IncludeError as exc:
        raise SimError(str(exc)) from None


def sources_hash(core: cores.Core | Unit) -> "hashlib._Hash":
    """A running hash of every file a build of `core` reads (files_read, and every `include
    header of its include folders)."""
    h = hashlib.sha256()
    for src in files_read(core):
        h.update(src.name.encode() + b"\0" + src.read_bytes() + b"\0")
    for d in include_dirs(core.sources):     # `included headers (hf_pad_modes.vh)
        for inc in sorted(d.glob("*.vh")):
            h.update(inc.name.encode() + b"\0" + inc.read_bytes() + b"\0")
    return h


def param_args(params: Mapping[str, int], width: int | None) -> list[str]:
    args = [f"-GW={width}"] if width is not None else []
    return args + [f"-G{k}={v}" for k, v in params.items()]
