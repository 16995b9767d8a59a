"""Ibex's clock cycles of the generated straight-line permutations, predicted from their
instruction classes with the stalls Ibex documents (doc/03_reference/pipeline_details.rst of
the pythondata-cpu-ibex package) and its RTL: the cross-check of what the Verilator model
measures, and the account of where the cycles go.

    python -m hashforge.mcu.ibex_cost ibex|ibex-zbb [--maxperf]

Per instruction, in the default ("small") configuration the targets use: 1 cycle, a load or
store +1 (single-cycle memory: the response arrives in the next cycle), rol/ror/rori +1 (in
every RV32B option, ibex_decoder.sv marks them multicycle: ibex_alu.sv computes the two shifts
in two cycles), a jump +1, a taken branch +2. With "maxperf" (writeback stage, branch target
ALU) loads and stores no longer stall and a taken branch costs +1. The permutations run
straight through (hf_ascon_p with 12 rounds and hf_xoodoo from their labels to their `ret`)."""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from .. import paths

ROTATIONS = {"rol", "ror", "rori"}
MEMORY = {"lw", "sw", "lh", "lhu", "lb", "lbu", "sh", "sb"}
JUMPS = {"j", "jr", "jal", "jalr", "ret", "call", "tail"}
BRANCHES = {"beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez", "bgez", "bltz", "bgtz"}
# the functions whose every instruction runs once per call (no loop, no early exit)
STRAIGHT = ("hf_ascon_p", "hf_xoodoo")


@dataclass(frozen=True)
class Cost:
    function: str
    instructions: int
    rotations: int
    memory: int
    jumps: int
    branches: int          # not taken on the straight path

    def cycles(self, maxperf: bool = False) -> int:
        """The function's cycles from its first instruction to its return, the call excluded."""
        return self.instructions + self.rotations + (0 if maxperf else self.memory) + self.jumps


def counts(asm: str) -> dict[str, Counter[str]]:
    """Mnemonics per function of a generated file, from its label to its `.size`."""
    out: dict[str, Counter[str]] = {}
    current: str | None = None
    for line in asm.splitlines():
        if m := re.match(r"^(\w+):", line):
            current = m.group(1) if not m.group(1).startswith(".") else current
            out.setdefault(current, Counter()) if current else None
        elif line.strip().startswith(".size"):
            current = None
        elif current and (m := re.match(r"^\s+([a-z][a-z0-9.]*)\b", line)) and not line.strip().startswith("."):
            out[current][m.group(1)] += 1
    return out


def cost(function: str, mnemonics: Counter[str]) -> Cost:
    def total(names: set[str]) -> int:
        return sum(n for op, n in mnemonics.items() if op in names)
    return Cost(function, sum(mnemonics.values()), total(ROTATIONS), total(MEMORY), total(JUMPS), total(BRANCHES))


def generate(target: str) -> str:
    """The assembly rv32i's generator writes for `target`."""
    generator = paths.embedded_dir() / "rv32i" / "permutations.py"
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "permutations.S"
        subprocess.run([sys.executable, str(generator), target, str(out)], check=True)
        return out.read_text()


def straight_costs(target: str) -> list[Cost]:
    found = counts(generate(target))
    return [cost(f, found[f]) for f in STRAIGHT]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hashforge.mcu.ibex_cost", description=__doc__.split("\n\n")[0])
    ap.add_argument("target", choices=["ibex", "ibex-zbb"])
    ap.add_argument("--maxperf", action="store_true", help="Ibex's maxperf configuration (writeback stage)")
    args = ap.parse_args(argv)
    print("function      instr  rotations  loads/stores  jumps  predicted [cyc]")
    for c in straight_costs(args.target):
        print(f"{c.function:<12} {c.instructions:6} {c.rotations:10} {c.memory:13} {c.jumps:6} "
              f"{c.cycles(args.maxperf):16,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
