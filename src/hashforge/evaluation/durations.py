"""The shipped per-job wall times (data/eval_durations.json), gathered from result caches.

    python -m hashforge.evaluation.durations [CACHE ...] [--write]

A fresh machine has no record of its own, so `hashforge eval`'s first run estimates each job
from the times shipped in data/eval_durations.json. This reads what earlier runs measured --
each cache's own record of `hashforge eval` (durations.json) and the wall time every cached
result keeps (a synthesis' elapsed_s_total, a simulation's elapsed_s, also of runs started
with `hashforge synth` or `hashforge sim`) -- and prints, or with --write merges into the
shipped file, one figure per job under the names `hashforge eval` gives its jobs. Where
several runs timed one job, the longest counts: an estimate that errs long does not promise
an early end. Only defaults the evaluation uses are taken (W=32; from result files a synthesis
of a core, not of a bus wrapper or an external design; the evaluation's own record also has its
bus-wrapper and microcontroller jobs)."""
from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path

from ..errors import EXIT_OK, EXIT_USAGE
from ..flow import cache
from .evaluate import read_durations, shipped_durations_file, synth_label


def _synth_name(result: dict) -> str | None:
    """'synth ecp5 sha256/round' for a result of `hashforge synth sha256 --arch round ...`."""
    try:
        words = shlex.split(str(result.get("command") or ""))
    except ValueError:
        return None
    if words[:2] != ["hashforge", "synth"] or len(words) < 3 or words[2].startswith("-"):
        return None
    opts: dict[str, str | bool] = {}
    i = 3
    while i < len(words):
        w = words[i]
        if not w.startswith("--"):
            return None                     # several designs, --verilog files: not an eval job
        if w in ("--no-frame", "--json"):
            opts[w] = True
            i += 1
        else:
            if i + 1 >= len(words):
                return None
            opts[w], i = words[i + 1], i + 2
    if {"--bus", "--verilog", "--top"} & opts.keys() or opts.get("--width", "32") != "32" \
            or "--arch" not in opts or "--target" not in opts:
        return None
    try:
        seeds = int(str(opts.get("--seeds", "1")))
    except ValueError:
        return None
    label = f"{words[2]}/{opts['--arch']}"
    return "synth " + synth_label(str(opts["--target"]), label, seeds, bool(opts.get("--no-frame")))


def _results(root: Path, kind: str):
    for f in sorted((root / kind).glob("*/result.json")):
        try:
            data = json.loads(f.read_text())
        except (OSError, ValueError):
            continue
        if isinstance(data, dict):
            yield data


def gather(roots: list[Path]) -> dict[str, float]:
    """Job name -> seconds, the longest any of the caches under `roots` recorded."""
    out: dict[str, float] = {}

    def keep(name: str | None, seconds) -> None:
        if name and isinstance(seconds, (int, float)) and seconds > 0:
            out[name] = max(out.get(name, 0.0), round(float(seconds), 1))

    for root in roots:
        for name, seconds in read_durations(root / "durations.json").items():
            if name.split()[:1] in (["sim"], ["synth"], ["mcu"]):
                keep(name, seconds)
        for r in _results(root, "synth"):
            if not r.get("cached"):
                keep(_synth_name(r), r.get("elapsed_s_total"))
        for r in _results(root, "simres"):
            if r.get("width") == 32 and r.get("kat_limit") is None and r.get("algorithm") and r.get("arch"):
                keep(f"sim {r['algorithm']}/{r['arch']}", r.get("elapsed_s"))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hashforge.evaluation.durations",
                                 description="Per-job wall times from result caches, for data/eval_durations.json.")
    ap.add_argument("caches", nargs="*", type=Path, help="cache folders (default: this checkout's)")
    ap.add_argument("--write", action="store_true", help="merge them into data/eval_durations.json")
    a = ap.parse_args(argv)
    roots = a.caches or [cache.cache_root()]
    missing = [str(r) for r in roots if not r.is_dir()]
    if missing:
        print(f"durations: no cache folder {', '.join(missing)}", file=sys.stderr)
        return EXIT_USAGE
    found = gather(roots)
    if not a.write:
        for name, seconds in sorted(found.items()):
            print(f"{seconds:9.1f}  {name}")
        return EXIT_OK
    path = shipped_durations_file()
    # the longest time of a job counts here too: a shorter run (a warm or idle machine) does not
    # lower what a cold first run is told to expect
    merged = read_durations(path)
    for name, seconds in found.items():
        merged[name] = max(seconds, merged.get(name, 0.0))
    path.write_text(json.dumps(merged, indent=1, sort_keys=True) + "\n")
    print(f"durations: {len(found)} job(s) from {len(roots)} cache(s), {len(merged)} in {path}")
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
