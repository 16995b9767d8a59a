"""Running a firmware in the target's simulator and turning its output into one result:
cycles (from the simulator's time stamps of the firmware's marks), ROM, RAM and the KAT
count. Results are cached under .cache/mcu/ by everything they read."""
from __future__ import annotations

import dataclasses
import functools
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

from .. import algorithm_info
from ..flow import cache
from . import build, targets, vectors, verilated

KIND = "mcu"


@functools.lru_cache(maxsize=None)
def package_versions(packages: tuple[str, ...]) -> dict[str, str]:
    """Debian package versions of the toolchain (empty where dpkg does not know it)."""
    out = {}
    for p in packages:
        try:
            v = subprocess.run(["dpkg-query", "-W", "-f=${Version}", p], capture_output=True,
                               text=True, check=False).stdout.strip()
        except FileNotFoundError:
            v = ""
        if v:
            out[p] = v
    return out


def parse(text: str) -> dict[str, Any]:
    """The simulator's output: marks ("@MARK id cycle"), V / CTX / DONE lines, the end."""
    marks: dict[int, list[int]] = {}
    runs, ctx, end = [], None, None
    for line in text.splitlines():
        f = line.split()
        if not f:
            continue
        if f[0] == "@MARK":
            marks.setdefault(int(f[1]), []).append(int(f[2]))
        elif f[0] == "V":
            nums = [int(x) for x in f[1:]]
            runs.append({"role": nums[0], "nbits": nums[1], "ok": bool(nums[2]), "stack": nums[3],
                         "measured_bytes": nums[4] if len(nums) > 4 else None})
        elif f[0] == "CTX":
            ctx = int(f[1])
        elif f[0] in ("@END", "@CRASH", "@LIMIT"):
            end = (f[0][1:], int(f[1]))
    return {"marks": marks, "runs": runs, "ctx": ctx, "end": end}


def _span(marks: dict[int, list[int]], start: int, stop: int, calib: int) -> int | None:
    a, b = marks.get(start), marks.get(stop)
    return b[0] - a[0] - calib if a and b else None


def cycles(parsed: dict[str, Any]) -> dict[str, Any]:
    m = parsed["marks"]
    calib = m[2][0] - m[1][0] if 1 in m and 2 in m else 0
    long_run = next((r for r in parsed["runs"] if r["role"] == vectors.ROLE_LONG), None)
    short_run = next((r for r in parsed["runs"] if r["role"] == vectors.ROLE_SHORT), None)
    long_cycles = _span(m, 20, 21, calib)
    measured = long_run["measured_bytes"] if long_run else None
    return {
        "cycles_per_byte_long": round(long_cycles / measured, 1) if long_cycles and measured else None,
        "cycles_long_update": long_cycles,
        "long_message_bytes": long_run["nbits"] // 8 if long_run else None,
        "long_measured_bytes": measured,
        "cycles_short_message": _span(m, 10, 11, calib),
        "short_message_bytes": short_run["nbits"] // 8 if short_run else None,
        "setup_cycles": _span(m, 30, 31, calib),
        "permutation_cycles": _span(m, 40, 41, calib),
        "mark_cost_cycles": calib,
    }


# A firmware that checks every KAT vector paints no stack: painting the free RAM around a
# thousand vectors would be most of a cycle-by-cycle simulation (embedded/rv32i/target.c).
NO_STACK = "-DBENCH_NO_STACK_PAINT"


def measure(target_name: str, algorithm: str, variant: str | None = None,
            use_cache: bool = True, jobs: int = 1, every_vector: bool = False) -> dict[str, Any]:
    """One identifier in one variant on one target: built, run, verified, measured
    (every_vector: every byte-aligned KAT vector up to 1 KB verified, the stack not measured)."""
    target = targets.load(target_name)
    var = target.variant(algorithm, variant)
    choose = vectors.every if every_vector else vectors.choose
    cases = choose(algorithm, algorithm_info(algorithm).block_bits // 8)
    if every_vector:
        var = dataclasses.replace(var, cflags=(*var.cflags, NO_STACK))
    files = build.sources_digest(target, var, algorithm)
    versions = package_versions(target.packages)
    if target.rtl_package:
        versions = {**versions, **verilated.versions(target.rtl_package)}
    key = cache.key_of({"kind": KIND, "target": target.name, "algorithm": algorithm,
                        "variant": var.name, "cases": [(c.role, c.nbits, c.msg.hex(), c.expected.hex())
                                                       for c in cases],
                        "files": build.digest(files, []), "versions": versions,
                        **({"every_vector": True} if every_vector else {})})
    hit = cache.hit(KIND, key) if use_cache else None
    if hit is not None:
        return hit
    sram = var.sram_bytes or target.sram_bytes
    result: dict[str, Any] = {
        "algorithm": algorithm, "target": target.name, "variant": var.name, "part": target.part,
        "sram_simulated_bytes": sram, "note": var.note,
        "command": (f"hashforge mcu {algorithm} --target {target.name} --variant {var.name}"
                    + (" --every-vector" if every_vector else "")),
        "compiler": None, "cflags": None, "simulator": None, "kat_passed": 0, "kat_failed": 0,
        "error": None, "cached": False,
    }
    work = cache.workdir(KIND)
    t0 = time.monotonic()
    try:
        fw = build.build(target, algorithm, var, cases, work, jobs)
        result["compiler"] = build.tool_version(target.cc)
        result["cflags"] = " ".join(fw.cflags)
        sizes = build.rom_ram(target, var, fw)
        result.update(sizes)
        if not var.filter_symbols:
            result.pop("rom_filter_bytes")
        if sizes["flash_total_bytes"] > target.flash_bytes or sizes["sram_static_total_bytes"] >= sram:
            raise build.BuildError(f"does not fit the {target.part}: {sizes['flash_total_bytes']} B flash "
                                   f"(of {target.flash_bytes}), {sizes['sram_static_total_bytes']} B "
                                   f"static data (of {sram} B SRAM)")
        sim = build.simulator(target, jobs, var, algorithm) if target.simulator else ""
        result["simulator"] = (f"{target.simulator_label} {versions.get(target.simulator_package, '')}"
                               + (f" ({target.simulator})" if target.simulator else ""))
        if target.rtl_package:
            result["rtl"] = f"{target.rtl_package} {versions.get(target.rtl_package, '')}"
            result["simulator_params"] = dict(target.simulator_params)
            if target.core_config:
                result["core_config"] = target.core_config
            if var.core_bus:
                accel = verilated.accelerator(target, var, algorithm)
                result["simulator_params"].update(accel.params)
                result["accelerator"] = accel.describe
            result["simulator_build_s"] = verilated.build_seconds(sim)
        fields = {"simulator": sim, "part": target.part, "elf": fw.elf.resolve(), "sram": sram,
                  "max_cycles": target.max_cycles}
        # a Verilator model runs in its own folder, which holds the memory images its RTL loads
        proc = subprocess.run([arg.format(**fields) for arg in target.run], cwd=Path(sim).parent if target.rtl_package
                              else None, capture_output=True, text=True, check=False)
        (work / "sim.log").write_text(proc.stdout + proc.stderr)
        parsed = parse(proc.stdout)
        result.update(cycles(parsed))
        result["kat_passed"] = sum(r["ok"] for r in parsed["runs"])
        result["kat_failed"] = sum(not r["ok"] for r in parsed["runs"]) + (len(cases) - len(parsed["runs"]))
        result["stack_bytes"] = None if every_vector else max((r["stack"] for r in parsed["runs"]), default=None)
        result["ram_ctx_bytes"] = parsed["ctx"]
        if parsed["end"] is None or parsed["end"][0] != "END":
            raise build.BuildError(f"the firmware did not finish: {parsed['end'] or 'no output'} "
                                   f"(log: {work / 'sim.log'})")
        result["ram_bytes"] = (None if every_vector
                               else sizes["ram_static_bytes"] + (parsed["ctx"] or 0) + (result["stack_bytes"] or 0))
        result["kat_vectors"] = [c.where for c in cases]
    except build.BuildError as exc:
        result["error"] = str(exc)
    result["elapsed_s"] = round(time.monotonic() - t0, 1)
    if result["error"] is None:
        final = cache.entry_dir(KIND, key)
        shutil.rmtree(final, ignore_errors=True)
        work.rename(final)
        cache.store(KIND, key, result)
    else:
        cache.keep_failed(KIND, key, work)
    return result


FIELDS = ("algorithm", "target", "variant", "cycles_per_byte_long", "cycles_short_message",
          "rom_bytes", "ram_bytes", "kat_passed", "kat_failed")
