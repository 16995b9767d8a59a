"""`hashforge eval`, registered into the main parser by register()."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from ..errors import UsageError
from ..flow.targets import TARGETS
from ..flow.tools import FlowError


def register(subparsers) -> None:
    ep = subparsers.add_parser(
        "eval", help="the main job: simulate, synthesize and place every core, write report/",
        description="For every core and architecture: KATs and cycle counts in simulation, "
                    "synthesis and place and route; writes report/ (results.json, results.csv, "
                    "report.md, report.html, plots). Every job is a Dask task: a local cluster by "
                    "default, any Dask cluster with --scheduler. Results are cached under .cache/.")
    ep.add_argument("selectors", nargs="*", metavar="ALGO|FAMILY",
                    help="identifiers (just those) or families such as keccak, sha2 (one identifier "
                         "per datapath, every one with --all); default: every core")
    mode = ep.add_mutually_exclusive_group()
    mode.add_argument("--quick", dest="mode", action="store_const", const="quick",
                      help="one identifier per datapath, default architecture (or the one "
                           "data/fpga_placement.csv runs in its place), ECP5 (default)")
    mode.add_argument("--full", dest="mode", action="store_const", const="full",
                      help="every architecture, every target (ecp5, xc7, asic, gates)")
    ep.set_defaults(mode="quick")
    ep.add_argument("--arch", metavar="A|all", help="this architecture, or all (default: the "
                    "default architecture with --quick, all with --full)")
    ep.add_argument("--target", action="append", metavar="T", type=_targets,
                    help=f"targets, comma-separated or repeated: {', '.join(TARGETS)} or all "
                         "(default: ecp5 with --quick, all but gw5a with --full; gw5a in place of "
                         "ecp5 for the designs data/fpga_placement.csv places there)")
    ep.add_argument("-j", "--jobs", type=int, default=None,
                    help="worker processes of the local Dask cluster (default: one per core)")
    ep.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                    help="run the jobs on this Dask cluster instead of a local one")
    ep.add_argument("--seeds", type=int, default=1, metavar="N",
                    help="place each ECP5 design with N nextpnr seeds, report the median fmax and "
                         "the spread (default 1)")
    ep.add_argument("--width", type=int, choices=(32, 64), default=32)
    ep.add_argument("--out", default=None, help="report directory (default: report/ in the repository)")
    ep.add_argument("--all", action="store_true", dest="all_variants",
                    help="every identifier (default: one per datapath, e.g. sha256 for sha224/sha256)")
    ep.add_argument("--only", nargs="+", metavar="ALGO", help="only these identifiers or prefixes (every match)")
    ep.add_argument("--no-cache", action="store_true")
    fc = ep.add_mutually_exclusive_group()
    fc.add_argument("--frame-cost", action="store_true", default=None,
                    help="also synthesize each core without its stream frame (asic, ecp5): the "
                         "datapath's figures and the frame's cost (default with --full)")
    fc.add_argument("--no-frame-cost", action="store_false", dest="frame_cost",
                    help="no no-frame twins, also with --full")
    ep.add_argument("--no-embedded", action="store_true",
                    help="leave out the microcontroller rows (hashforge mcu: AVR and RV32I, RFSB-509's "
                         "variants and one identifier per family, every identifier with --full; "
                         "RV32I+Zbb, the identifiers with an assembly permutation)")
    ep.add_argument("--no-software", action="store_true",
                    help="leave out the software rows (callgrind instructions/byte beside the best "
                         "portable peers', and hashforge bench's cycles/byte: the peers' identifiers, every "
                         "identifier with --full)")
    ep.set_defaults(func=cmd_eval)


def _targets(text: str) -> list[str]:
    names = [t.strip() for t in text.split(",") if t.strip()]
    if names == ["all"]:
        return list(TARGETS)
    bad = [t for t in names if t not in TARGETS]
    if bad or not names:
        raise argparse.ArgumentTypeError(f"unknown target '{','.join(bad) or text}' "
                                         f"(choose from {', '.join(TARGETS)} or all)")
    return names


def cmd_eval(args: argparse.Namespace) -> int:
    from .. import paths
    from .evaluate import evaluate

    try:
        from hashforge.hw import cores  # noqa: F401
    except ImportError:
        raise UsageError("no hardware cores in this installation (hashforge.hw is missing)") from None
    if args.seeds < 1:
        raise UsageError("--seeds wants a positive number of nextpnr seeds")
    if args.jobs is not None and args.jobs < 1:
        raise UsageError("-j wants a positive number of worker processes")
    if args.scheduler and args.jobs is not None:
        raise UsageError("-j sizes the local cluster; with --scheduler the cluster's workers run the jobs")
    if args.scheduler and "://" not in args.scheduler:
        raise UsageError(f"--scheduler wants an address such as tcp://HOST:8786, got '{args.scheduler}'")
    targets = list(dict.fromkeys(t for group in args.target or [] for t in group)) or None
    out = Path(args.out) if args.out else paths.report_dir()
    t0 = time.monotonic()
    cmd = " ".join(["hashforge eval", *args.selectors, "--" + args.mode]
                   + ([f"--arch {args.arch}"] if args.arch else [])
                   + ([f"--target {','.join(targets)}"] if targets else [])
                   + ([f"--seeds {args.seeds}"] if args.seeds != 1 else [])
                   + ([f"--width {args.width}"] if args.width != 32 else [])
                   + (["--all"] if args.all_variants else [])
                   + (["--only " + " ".join(args.only)] if args.only else [])
                   + (["--no-embedded"] if args.no_embedded else [])
                   + (["--no-software"] if args.no_software else [])
                   + ([] if args.frame_cost is None else ["--frame-cost" if args.frame_cost else "--no-frame-cost"]))
    try:
        results, rc = evaluate(args.mode, args.jobs, args.width, out, args.only,
                               use_cache=not args.no_cache, command=cmd, all_variants=args.all_variants,
                               selectors=args.selectors, arch=args.arch, target_list=targets,
                               scheduler=args.scheduler, seeds=args.seeds,
                               embedded=not args.no_embedded, software=not args.no_software,
                               frame_cost=args.frame_cost)
    except FlowError as exc:
        raise UsageError(str(exc)) from None
    j = results["jobs"]
    for f in results["failed_jobs"]:
        print(f"FAILED {f['job']}: {f['reason']}")
    for r in results.get("embedded") or []:
        if r.get("error") or r["kat_failed"]:
            print(f"embedded {r['algorithm']}/{r['variant']}: {r.get('error') or 'KAT FAILED'}")
    for r in results.get("software") or []:
        if r.get("error"):
            print(f"software {r['algorithm']}: {r['error']}")
    print(f"{len(results['rows'])} rows ({', '.join(results['targets'])}); {j['total']} jobs, "
          f"{j['cached']} cached, {j['ran']} run, {j['failed']} failed; {time.monotonic() - t0:.1f} s; "
          f"report in {out}" + ("" if rc == 0 else " -- exit 1: a job failed or a KAT did not pass"))
    return rc
