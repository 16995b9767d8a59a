"""Compiling a benchmark firmware for a target, and its ROM / static RAM.

A firmware is embedded/common/bench.c + the target's hooks + the algorithm: either the
portable library (one family's c/<family>.c, c/hf_core.c and what they call, from a static
library of c/ cross-compiled once per flag set) or a variant's own sources. Its baseline is
the same firmware with empty stand-ins for hf_init / hf_update / hf_final: ROM and static
RAM of the algorithm = the firmware's less the baseline's (the stand-ins' own bytes added
back), so the harness, the vectors, the C start-up code and the I/O hooks are not counted."""
from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .. import algorithm_info, algorithms, paths
from ..flow import cache
from . import verilated
from .targets import Target, Variant
from .vectors import Case, header

STUBS = ("hf_init", "hf_update", "hf_final")
_LOCK = threading.Lock()       # one build of the library / simulator at a time in a process


def _private(path: Path) -> Path:
    """A work name beside path that no other process or thread uses."""
    return path.with_name(f"{path.name}.tmp{os.getpid()}-{threading.get_ident()}")


def _publish(tmp: Path, final: Path) -> None:
    """Move a finished build into place; another process that got there first wins."""
    try:
        tmp.rename(final)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True) if tmp.is_dir() else tmp.unlink(missing_ok=True)


class BuildError(Exception):
    """A compiler or linker failure (its first error line), or a tool that is missing."""


def _run(cmd: list[str], cwd: Path | None = None) -> str:
    try:
        proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise BuildError(f"{cmd[0]} is not installed (make mcu-tools installs the target's "
                         "packages)") from None
    if proc.returncode != 0:
        lines = [ln for ln in (proc.stderr + proc.stdout).splitlines() if ln.strip()]
        errs = [ln for ln in lines if ("error" in ln.lower() or "undefined reference" in ln
                                       or "overflow" in ln or "not within region" in ln)
                and "ld returned" not in ln]
        errs = errs or lines or [f"exit {proc.returncode}"]
        raise BuildError(f"{Path(cmd[0]).name}: {errs[0]}")
    return proc.stdout


def tool_version(command: str) -> str:
    return _run([command, "--version"]).splitlines()[0]


def digest(files: list[Path], extra: list[str]) -> str:
    h = hashlib.sha256()
    for p in sorted(files):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    h.update("\0".join(extra).encode())
    return h.hexdigest()[:16]


def library_sources(variant: Variant | None = None) -> list[Path]:
    """c/ without the command-line tool and without hf_core.c (compiled per firmware: it
    names the families a firmware links), each family with its reference low level
    (c/low/<family>/<family>_ref.c) unless the variant brings its own (library_low_levels)."""
    c = paths.c_dir()
    own = set(variant.library_low_levels) if variant else set()
    high = [p for p in c.glob("*.c") if p.name not in ("hashforge_main.c", "hf_core.c")]
    return sorted(high + [p for p in c.glob("low/*/*_ref.c") if p.parent.name not in own])


def family_of_source(src: Path) -> str:
    """The family a library source belongs to: c/<family>.c or c/low/<family>/*."""
    return src.parent.name if src.parent.parent.name == "low" else src.stem


def library_headers() -> list[Path]:
    """The headers the library's sources read, and the family list."""
    c = paths.c_dir()
    return sorted([*c.glob("*.h"), *c.glob("low/*/*.h")]) + [c / "families.def"]


def library_generators(target: Target, variant: Variant | None) -> list[Path]:
    """The scripts that write part of the library: the target's and the variant's."""
    names = [target.library_generator, variant.library_generator if variant else None]
    return [target.folder / n for n in names if n]


def target_library_files(target: Target, variant: Variant | None = None) -> list[Path]:
    """The target's (and the variant's) own sources of the library and their generators
    (embedded/<target>/), and the headers beside them."""
    own = [target.folder / s for s in own_library_sources(target, variant)]
    return own + sorted(target.folder.glob("*.h")) + library_generators(target, variant)


def own_library_sources(target: Target, variant: Variant | None) -> list[str]:
    """The library's sources beside target.toml: the target's and the variant's."""
    return [*target.library_sources, *(variant.library_sources if variant else ())]


def library(target: Target, jobs: int = 2, variant: Variant | None = None) -> Path:
    """The library for the target: c/ and the target's own sources (a generator's output
    among them), built once per sources + flags (cached); a variant may add flags and a
    generator (RISC-V's assembly permutations)."""
    srcs = library_sources(variant)
    headers = library_headers()
    flags = [*target.cflags, *(variant.library_cflags if variant else ())]
    per_family = [f"{fam}:{' '.join(fl)}" for fam, fl in sorted(target.family_cflags.items())]
    key = digest(srcs + headers + target_library_files(target, variant), [target.cc, *flags, *per_family])
    out = cache.cache_root() / "mcu" / target.name / f"lib-{key}"
    lib = out / "libhashforge.a"
    with _LOCK:
        if lib.is_file():
            return lib
        tmp = _private(out)
        tmp.mkdir(parents=True)
        cc = [target.cc, *flags, "-I", str(paths.c_dir())]
        own = [target.folder / s for s in own_library_sources(target, variant)]
        for gen in library_generators(target, variant):
            out_s = tmp / (gen.stem + ".S")
            _run([sys.executable, str(gen), target.name, str(out_s)])
            own.append(out_s)

        def one(src: Path) -> Path:
            obj = tmp / (src.stem + ".o")
            _run(cc + list(target.family_cflags.get(family_of_source(src), ())) + ["-c", str(src), "-o", str(obj)])
            return obj

        try:
            with ThreadPoolExecutor(max(1, jobs)) as pool:
                objs = list(pool.map(one, srcs + own))
            _run([target.ar, "rcs", str(tmp / "libhashforge.a"), *map(str, objs)])
        except BaseException:
            shutil.rmtree(tmp, ignore_errors=True)
            raise
        _publish(tmp, out)
    return lib


def simulator(target: Target, jobs: int = 2, variant: Variant | None = None, algorithm: str = "") -> Path:
    """The target's simulator driver (embedded/<target>/<simulator>), built for the host: a
    C program against the simulator's library, or the C++ main of a Verilator model (with the
    identifier's core on its bus for a variant that has one)."""
    if not target.simulator:
        raise BuildError(f"{target.name} has no simulator driver to build")
    if target.simulator_rtl:
        with _LOCK:
            try:
                accel = verilated.accelerator(target, variant, algorithm) if variant and variant.core_bus else None
                return verilated.model(target, digest, jobs, accel)[0]
            except verilated.ModelError as exc:
                raise BuildError(str(exc)) from None
    src = target.folder / target.simulator
    key = digest([src], list(target.simulator_libs))
    exe = cache.cache_root() / "mcu" / target.name / f"{src.stem}-{key}"
    with _LOCK:
        if not exe.is_file():
            exe.parent.mkdir(parents=True, exist_ok=True)
            tmp = _private(exe)
            _run(["cc", "-O2", "-o", str(tmp), str(src), *target.simulator_libs])
            _publish(tmp, exe)
    return exe


def descriptor_of(algorithm: str) -> tuple[str, str]:
    """(family, C expression of its descriptor) of the portable library's identifier."""
    family = algorithm_info(algorithm).family
    index = [n for n in algorithms() if algorithm_info(n).family == family].index(algorithm)
    return family, f"&hf_algos_{family}[{index}]"


@dataclass
class Firmware:
    elf: Path
    baseline: Path
    folder: Path
    cflags: list[str]


def accel_header(target: Target, algorithm: str, variant: Variant) -> str:
    """bench_accel.h of a variant with a hardware core: the identifier, its sizes and where the
    core sits, which the variant's driver code (embedded/<target>/accel.c) checks and uses."""
    from ..hw import cores

    core = cores.get(algorithm)
    return ("/* Generated by hashforge.mcu.build: do not edit. */\n"
            f"#define HF_ACCEL_NAME \"{algorithm}\"\n"
            f"#define HF_ACCEL_DIGEST_BITS {core.digest_bits}u\n"
            f"#define HF_ACCEL_BLOCK_BITS {core.block_bits}u\n"
            f"#define HF_ACCEL_BASE 0x{variant.core_base or 0:08x}u\n")


def sources_digest(target: Target, variant: Variant, algorithm: str = "") -> list[Path]:
    """Every file a firmware of this variant reads (for the result cache's key), and with a
    hardware core the RTL of its model."""
    common = paths.embedded_dir() / "common"
    files = list(common.glob("*")) + [target.folder / s for s in target.sources]
    files += sorted(target.folder.glob("*.h")) + [target.folder / "target.toml"]
    files += library_sources(variant) + [paths.c_dir() / "hf_core.c"] + library_headers()
    files += [target.folder / s for s in variant.sources] + target_library_files(target, variant)
    files += sorted(Path(__file__).parent.glob("*.py"))      # how it is built and measured
    if variant.generator:
        files.append(target.folder / variant.generator)
    if variant.core_bus:
        files += [*verilated.accelerator(target, variant, algorithm).read, *verilated.driver_headers()]
    return [f for f in files if f.is_file()]


def build(target: Target, algorithm: str, variant: Variant, cases: list[Case], folder: Path,
          jobs: int = 2) -> Firmware:
    folder.mkdir(parents=True, exist_ok=True)
    common = paths.embedded_dir() / "common"
    inc = ["-I", str(folder), "-I", str(common), "-I", str(target.folder), "-I", str(paths.c_dir())]
    cflags = [*target.cflags, *variant.cflags]
    hooks = [str(common / "bench.c"), *(str(target.folder / s) for s in target.sources)]
    if variant.portable:
        family, expr = descriptor_of(algorithm)
        descriptor = f"hf_algos_{family}[]"
        (folder / "families_one.def").write_text(f"HF_FAMILY({family})\n")
        algo_srcs = [str(paths.c_dir() / "hf_core.c")]
        cflags.append('-DHF_FAMILIES="families_one.def"')
        libs = [str(library(target, jobs, variant))]
    else:
        descriptor, expr = variant.descriptor or "", f"&{variant.descriptor}"
        algo_srcs = [str(target.folder / s) for s in variant.sources]
        if variant.generator:
            gen = folder / (Path(variant.generator).stem + ".S")
            _run([sys.executable, str(target.folder / variant.generator), variant.name, str(gen)])
            algo_srcs.append(str(gen))
        libs = [str(library(target, jobs, variant))]
    if variant.core_bus:      # the hash is the core's: the driver, and no library
        (folder / "bench_accel.h").write_text(accel_header(target, algorithm, variant))
        inc += ["-I", str(verilated.driver_headers()[0].parent)]
        libs = []
    perm = target.permutation(algorithm, algorithm_info(algorithm).family) if variant.portable else None
    (folder / "bench_case.h").write_text(header(cases, descriptor, expr, variant.setup, perm))
    elf, base = folder / "firmware.elf", folder / "baseline.elf"
    # The harness is compiled alike in both builds: the target's flags and the variant's
    # defines (they size the context); the variant's other flags (-Os, ...) are its own.
    defines = [f for f in cflags if f.startswith("-D")]
    harness = [*target.cflags, *defines]
    objs = []
    for src in algo_srcs:
        obj = folder / (Path(src).stem + ".o")
        _run([target.cc, *cflags, *inc, "-c", src, "-o", str(obj)])
        objs.append(str(obj))
    link = [*target.ldflags, *variant.ldflags]
    _run([target.cc, *harness, *inc, *hooks, *objs, *libs, *link,
          f"-Wl,-Map={folder / 'firmware.map'}", "-o", str(elf)])
    _run([target.cc, *harness, *inc, "-DBENCH_BASELINE", *hooks, *link, "-o", str(base)])
    return Firmware(elf, base, folder, [*cflags, *variant.library_cflags])


def sections(target: Target, elf: Path) -> dict[str, int]:
    """Section sizes (avr-size -A)."""
    out: dict[str, int] = {}
    for line in _run([target.size, "-A", str(elf)]).splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].startswith(".") and parts[1].isdigit():
            out[parts[0]] = int(parts[1])
    return out


def symbol_sizes(target: Target, elf: Path) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in _run([target.nm, "-S", str(elf)]).splitlines():
        m = re.match(r"^[0-9a-f]+ ([0-9a-f]+) \w (\S+)$", line)
        if m:
            out[m.group(2)] = out.get(m.group(2), 0) + int(m.group(1), 16)
    return out


def rom_ram(target: Target, variant: Variant, fw: Firmware) -> dict[str, int]:
    """ROM = flash (.text + .data initialisers) and static RAM (.data + .bss) of the algorithm:
    the firmware's less the baseline's, the baseline's stand-ins added back."""
    full, base = sections(target, fw.elf), sections(target, fw.baseline)
    stubs = symbol_sizes(target, fw.baseline)
    flash = lambda s: sum(s.get(n, 0) for n in target.rom_sections)  # noqa: E731
    static = lambda s: sum(s.get(n, 0) for n in target.ram_sections)  # noqa: E731
    syms = symbol_sizes(target, fw.elf)
    return {
        "rom_bytes": flash(full) - flash(base) + sum(stubs.get(s, 0) for s in STUBS),
        "ram_static_bytes": static(full) - static(base),
        "flash_total_bytes": flash(full),
        "sram_static_total_bytes": static(full),
        "rom_filter_bytes": sum(n for s, n in syms.items() if s in variant.filter_symbols),
    }
