"""`hashforge sim`: run cores' KATs in simulation and print cycle counts."""
from __future__ import annotations

import argparse
import json
from concurrent.futures import ThreadPoolExecutor

from ..errors import EXIT_FAIL, EXIT_OK, UsageError, print_error
from ..monte import ITERATIONS


def register(sub) -> None:
    sp = sub.add_parser("sim", help="run a core's KATs in simulation (Verilator + cocotb), print cycle counts")
    sp.add_argument("algorithms", nargs="+", metavar="ALGO",
                    help="identifier with a core ('all' for every core)")
    sp.add_argument("--arch", help="architecture (default: the core's first)")
    sp.add_argument("--width", type=int, choices=(32, 64), default=32, help="bus width W (default 32)")
    sp.add_argument("--json", action="store_true", help="one JSON object (a list for several ALGOs)")
    sp.add_argument("--kat-limit", type=int, metavar="N",
                    help="about N vectors: padding corner cases first, then evenly spread (default: all)")
    sp.add_argument("--stall", type=float, default=0.25, metavar="P",
                    help="probability of an input gap / output stall per cycle (default 0.25)")
    sp.add_argument("--random", type=int, default=24, metavar="N", help="random messages vs the C library")
    sp.add_argument("--seed", type=int, default=1, help="the bench's random stalls and messages (default 1)")
    sp.add_argument("--reset-seed", type=int, metavar="N",
                    help="power-up state of every register no reset reaches: N > 0 random from seed N, "
                         "0 all zero (default: a random state per identifier, width and --seed)")
    sp.add_argument("--simulator", choices=("verilator", "icarus"), default="verilator",
                    help="verilator (two-state, power-up state from --reset-seed; default) or icarus "
                         "(four-state: registers start at X, the bench fails on any X it reads)")
    sp.add_argument("-j", "--jobs", type=int, default=2, help="simulations in parallel (default 2)")
    sp.add_argument("--monte-carlo", type=int, nargs="?", const=ITERATIONS, metavar="N",
                    help="instead of the KATs, hash the first chain of the identifier's NIST Monte Carlo "
                         f"test: the whole first checkpoint ({ITERATIONS} hashes, the default N, compared "
                         "with the official value) or its first N hashes (compared with the C library)")
    sp.set_defaults(func=cmd_sim)


def _line(r: dict) -> str:
    ok = "ok" if r["ok"] else "FAIL"
    s = (f"{r['algorithm']:<14} {r['arch']:<6} W={r['width']:<3} KAT {r['kat_passed']:>5} passed "
         f"{r['kat_failed']:>3} failed  random {r['random_passed']}/{r['random_passed'] + r['random_failed']}  "
         f"long {r['cycles_per_block_long']:g} cyc/{r['block_bits']}-bit block (formula "
         f"{r['formula_cycles_per_block_long']})  short {r['cycles_short_message']} cyc (formula "
         f"{r['formula_cycles_short_message']})  {_start(r)}  {ok}")
    if r.get("error"):
        s += f"\n    error: {r['error']}"
    for f in r.get("failures", [])[:3]:
        s += f"\n    {f['case']}: got {f['got'][:32]}… expected {f['expected'][:32]}…"
    return s


def _start(r: dict) -> str:
    """The run's power-up state."""
    if r.get("initial_state") == "x":
        return f"{r['simulator']} X start"
    return f"reset seed {r['reset_seed']}"


def _monte_line(r: dict) -> str:
    s = (f"{r['algorithm']:<14} {r['arch']:<6} W={r['width']:<3} Monte Carlo {r['hashes']}/{r['iterations']} "
         f"hashes, last digest {r['digest'][:16]}… vs {r['compared_with']}  {r['cycles_simulated']} cycles, "
         f"{r['seconds']:g} s  {'ok' if r['ok'] else 'FAIL'}")
    if r.get("error"):
        s += f"\n    error: {r['error']}"
    elif not r["ok"]:
        s += f"\n    got {r['digest'][:32]}… expected {r['expected'][:32]}…"
    return s


def cmd_sim(args: argparse.Namespace) -> int:
    from ..selection import identifier
    from . import cores, sim

    if args.algorithms == ["all"]:
        names = cores.identifiers()
    else:       # identifiers or aliases (SHA-256, sha3_256), as `hashforge hash` takes them
        names = list(dict.fromkeys(identifier(given) for given in args.algorithms))
    for name in names:
        try:
            cores.get(name, args.arch)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    if args.kat_limit is not None and args.kat_limit < 1:
        raise UsageError("--kat-limit must be positive")
    if not 0 <= args.stall < 1:
        raise UsageError("--stall must be in [0, 1)")
    if args.reset_seed is not None and not 0 <= args.reset_seed < 2**31:
        raise UsageError("--reset-seed must be in [0, 2**31)")
    if args.reset_seed is not None and args.simulator != "verilator":
        raise UsageError("--reset-seed chooses Verilator's power-up state: Icarus starts from X")

    if args.monte_carlo is not None:
        from .. import kat
        from . import monte as hw_monte
        if not 1 <= args.monte_carlo <= ITERATIONS:
            raise UsageError(f"--monte-carlo takes 1..{ITERATIONS} hashes")
        for name in names:
            try:
                hw_monte.monte_file(cores.get(name, args.arch))
            except (ValueError, kat.KatError) as exc:
                raise UsageError(str(exc)) from None

    def one(name: str) -> dict:
        try:
            if args.monte_carlo is not None:
                return hw_monte.first_checkpoint(name, args.monte_carlo, args.width, args.arch)
            return sim.run(name, args.arch, args.width, kat_limit=args.kat_limit,
                           n_random=args.random, stall=args.stall, seed=args.seed,
                           reset_seed=args.reset_seed, simulator=args.simulator)
        except sim.SimError as exc:
            print_error(f"{name}: {exc}", whole=True)     # a build log follows the first line
            return {"algorithm": name, "ok": False, "error": str(exc).splitlines()[0], "kat_failed": 1}

    results = []
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for r in pool.map(one, names):
            results.append(r)
            if not args.json and "arch" in r:
                print(_monte_line(r) if args.monte_carlo is not None else _line(r), flush=True)
    if args.json:
        print(json.dumps(results[0] if len(results) == 1 else results, indent=2))
    elif len(results) > 1:
        n_ok = sum(1 for r in results if r["ok"])
        print(f"cores: {n_ok} passed, {len(results) - n_ok} failed")
    return EXIT_OK if all(r["ok"] for r in results) else EXIT_FAIL
