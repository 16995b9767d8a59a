"""Four-state simulation with Icarus Verilog: the same cores and cocotb benches as the Verilator
runs (hashforge.hw.sim), but every register that no reset reaches starts at X and X propagates,
as on silicon before the first write. `hashforge sim --simulator icarus` and the four-state
tests use it; the bench then checks that no handshake or digest output is X (docs/hardware.md,
"Reset").

Icarus is not on PyPI: it comes from Debian's `iverilog` package (the Makefile's sim-tools
target installs it as root, otherwise it names the command). The compiled design (.vvp) is
cached beside the Verilator models, keyed by the same source hash.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

from . import cores
from .simbase import SimError, Unit, cache_root, include_dirs, param_args, sources_hash

PACKAGE = "iverilog"     # Debian's package of iverilog and vvp
RECIPE = "1"             # bump when the build recipe changes


def available() -> bool:
    return shutil.which("iverilog") is not None and shutil.which("vvp") is not None


def require() -> None:
    if not available():
        raise SimError(f"Icarus Verilog is not installed: run 'sudo apt-get install -y {PACKAGE}'")


@cache
def version() -> str:
    require()
    p = subprocess.run(["iverilog", "-V"], capture_output=True, text=True)
    m = re.search(r"Icarus Verilog version (\S+)", p.stdout + p.stderr)
    return m.group(1) if m else "unknown"


def build(core: cores.Core | Unit, width: int | None) -> Path:
    """The compiled design of (core, parameters, width) for vvp; built on first use."""
    require()
    h = sources_hash(core)
    h.update(json.dumps({"top": core.top, "params": dict(core.params), "W": width,
                         "icarus": version(), "recipe": RECIPE}, sort_keys=True).encode())
    root = cache_root()
    out = root / f"icarus-{core.top}-W{width}-{h.hexdigest()[:12]}.vvp"
    if out.exists():
        return out
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="hf-iverilog-", dir=root) as tmp:
        # the benches' clock is in ns: the design needs a time unit at least that fine
        cmdfile = Path(tmp) / "cmd"
        cmdfile.write_text("+timescale+1ns/1ps\n")
        params = [arg.replace("-G", f"-P{core.top}.", 1) for arg in param_args(core.params, width)]
        cmd = ["iverilog", "-g2005", "-o", str(Path(tmp) / "sim.vvp"), "-s", core.top, "-c", str(cmdfile),
               *params, *(f"-I{d}" for d in include_dirs(core.sources)), *map(str, core.sources)]
        p = subprocess.run(cmd, capture_output=True, text=True)
        if p.returncode != 0:
            raise SimError(f"iverilog could not compile {core.top} (W={width}):\n{(p.stdout + p.stderr)[-3000:]}")
        os.replace(Path(tmp) / "sim.vvp", out)    # atomic: a parallel build of the same key is identical
    return out


def command(vvp: Path) -> list[str]:
    """vvp with cocotb's VPI module for Icarus loaded. The wheel ships it as a .so and vvp 11
    looks only for <name>.vpi, so a link by that name is made beside the cache."""
    import cocotb_tools.config as cfg
    lib = Path(cfg.libs_dir) / "libcocotbvpi_icarus.so"
    folder = cache_root() / "icarus-vpi"
    link = folder / "libcocotbvpi_icarus.vpi"
    if not (link.exists() and link.resolve() == lib.resolve()):
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".link-{os.getpid()}"
        tmp.unlink(missing_ok=True)
        tmp.symlink_to(lib)
        os.replace(tmp, link)
    return ["vvp", "-M", str(folder), "-m", "libcocotbvpi_icarus", str(vvp)]


def environment(env: dict[str, str]) -> dict[str, str]:
    """`env` with cocotb's libraries on the loader's path (the linked module's $ORIGIN is the
    link's folder, not the wheel's)."""
    import cocotb_tools.config as cfg
    old = env.get("LD_LIBRARY_PATH")
    return {**env, "LD_LIBRARY_PATH": os.pathsep.join([str(cfg.libs_dir), *([old] if old else [])])}
