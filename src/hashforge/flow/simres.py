"""Simulation results of `hashforge eval`, cached: `hashforge.hw.sim.run` of one core,
architecture and width in its own process (hashforge.flow.simjob), its result stored under
.cache/simres/<key>/.  The key is made of the files that job reads (hashforge.hw.sim.job_inputs):
an edit in one family's folder re-runs that family's simulations only."""
from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .. import paths
from ..errors import PROG
from . import cache
from .tools import FlowError, die_with_parent


@functools.lru_cache(maxsize=4096)
def _file_digest(path: str, mtime_ns: int, size: int, inode: int) -> str:
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def _named(path: Path, roots: dict[str, Path]) -> str:
    """A file's name in the key: relative to the first root that holds it (rtl/, kat/, the
    hashforge package), so that the key does not depend on where the checkout is."""
    for label, root in roots.items():
        if path.is_relative_to(root):
            return f"{label}/{path.relative_to(root)}"
    return str(path)


def inputs_digest(files: list[Path]) -> str:
    """SHA-256 over (name, content digest) of each file; names relative to their root."""
    import hashforge
    roots = {"rtl": paths.rtl_dir(), "kat": paths.kat_dir(), "hashforge": Path(hashforge.__file__).parent}
    h = hashlib.sha256()
    for f in files:
        st = os.stat(f)
        h.update(_named(f, roots).encode() + b"\0")
        h.update(_file_digest(str(f), st.st_mtime_ns, st.st_size, st.st_ino).encode() + b"\0")
    return h.hexdigest()


def sim_inputs(algorithm: str, arch: str) -> list[Path]:
    from ..hw import cores, sim
    return sim.job_inputs(cores.get(algorithm, arch))


def sim_key(algorithm: str, arch: str, width: int) -> str:
    """The cache key of one simulation job: what it is and the files it reads."""
    return cache.key_of({"kind": "sim", "algorithm": algorithm, "arch": arch, "width": width,
                         "inputs": inputs_digest(sim_inputs(algorithm, arch)),
                         "python": sys.version.split()[0]})


def simulate(algorithm: str, arch: str, width: int, use_cache: bool = True) -> dict:
    key = sim_key(algorithm, arch, width)
    hit = cache.hit("simres", key) if use_cache else None
    if hit is not None:
        return hit
    work = cache.workdir("simres")
    out = work / "sim.json"
    cmd = [sys.executable, "-m", "hashforge.flow.simjob", algorithm, arch, str(width), str(out)]
    t0 = time.monotonic()
    try:
        proc = subprocess.run(cmd, cwd=work, capture_output=True, text=True, check=False,
                              preexec_fn=die_with_parent)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)       # interrupted: no half-done folder stays
        raise
    (work / "sim.log").write_text(proc.stdout + proc.stderr)
    if proc.returncode != 0 or not out.exists():
        lines = [ln for ln in (proc.stderr or proc.stdout).strip().splitlines() if ln.strip()]
        # simjob's own message (hashforge: ...) if it wrote one, else the last line (a traceback's)
        said = [ln.removeprefix(f"{PROG}: ") for ln in lines if ln.startswith(f"{PROG}: ")]
        why = said[0] if said else (lines[-1] if lines else f"exit {proc.returncode}")
        kept = cache.keep_failed("simres", key, work)
        raise FlowError(f"simulation of {algorithm}/{arch} failed: {why} (log: {kept / 'sim.log'})")
    result = json.loads(out.read_text())
    command = f"hashforge sim {algorithm} --arch {arch}" + (f" --width {width}" if width != 32 else "")
    result.update({"cached": False, "cache_key": key, "elapsed_s": round(time.monotonic() - t0, 1),
                   "command": command})
    # the work folder (sim.log) becomes the entry's folder, as a synthesis' does
    final = cache.entry_dir("simres", key)
    shutil.rmtree(final, ignore_errors=True)
    out.unlink()
    work.rename(final)
    cache.store("simres", key, result)
    return result
