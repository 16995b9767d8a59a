"""hashforge mcu: the C library on an 8-bit AVR in simavr (embedded/avr). The runs need the
AVR toolchain and libsimavr (make mcu-tools installs them as root); without them these tests
skip, except on CI (CI=true), where a missing tool is a failure."""
from __future__ import annotations

import dataclasses
import json
import os
import random
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from hashforge import paths
from hashforge.evaluation.report import load_seed_figures
from hashforge.mcu import report as mcu_report, run, targets

ROOT = Path(__file__).resolve().parents[1]
AVR = paths.embedded_dir() / "avr"
TOOLS = ("avr-gcc", "simavr")
HEADERS = ("/usr/include/simavr/sim_avr.h", "/usr/lib/avr/include/avr/io.h")
MISSING = [t for t in TOOLS if shutil.which(t) is None] + [h for h in HEADERS if not Path(h).is_file()]
needs_toolchain = pytest.mark.skipif(bool(MISSING) and os.environ.get("CI") != "true",
                                     reason=f"AVR toolchain missing ({', '.join(MISSING)}): make mcu-tools")
RFSB_VARIANTS = ["rom-unrolled", "rom", "ram", "ram-unrolled", "small"]   # the default first
SEED_FASTEST = 965.6            # seed 000 Table 1: RAM table unrolled, cycles/byte


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh cache for this module: every result below is built and simulated here."""
    return tmp_path_factory.mktemp("mcu-cache")


@pytest.fixture(scope="module")
def rfsb(cache: Path) -> dict[str, dict]:
    with pytest.MonkeyPatch.context() as mp, ThreadPoolExecutor(2) as pool:
        mp.setenv("HASHFORGE_CACHE", str(cache))
        rows = list(pool.map(lambda v: run.measure("avr", "rfsb509", v), RFSB_VARIANTS))
    return {r["variant"]: r for r in rows}


@needs_toolchain
@pytest.mark.parametrize("variant", RFSB_VARIANTS)
def test_rfsb509_variant_verified_and_measured(rfsb: dict[str, dict], variant: str) -> None:
    r = rfsb[variant]
    assert r["error"] is None, r["error"]
    assert r["kat_failed"] == 0 and r["kat_passed"] >= 6
    assert r["long_measured_bytes"] % 48 == 0 and r["long_measured_bytes"] >= 96
    assert r["cycles_per_byte_long"] > 100 and r["cycles_short_message"] > 10_000
    assert 0 < r["rom_filter_bytes"] < r["rom_bytes"]
    assert r["ram_bytes"] == r["ram_static_bytes"] + r["ram_ctx_bytes"] + r["stack_bytes"]
    table = 16384
    assert (mcu_report.rom_without_filter(r) > table) == variant.startswith("rom")  # the table in flash
    assert (r["ram_static_bytes"] > table) == variant.startswith("ram")              # the table in SRAM


@needs_toolchain
def test_rfsb509_targets(rfsb: dict[str, dict]) -> None:
    """The fastest variant beats the seed's fastest; unrolling pays; the AES variant is the
    smallest (without the output filter, as the seed counts)."""
    cpb = {v: r["cycles_per_byte_long"] for v, r in rfsb.items()}
    assert min(cpb.values()) <= SEED_FASTEST
    assert cpb["rom-unrolled"] < cpb["rom"] and cpb["ram-unrolled"] < cpb["ram"] < cpb["rom"]
    rom = {v: mcu_report.rom_without_filter(r) for v, r in rfsb.items()}
    assert rom["small"] == min(rom.values()) and rom["small"] <= 1200      # the small variant's ROM bound


@needs_toolchain
@pytest.mark.parametrize("algorithm", ["sha256", "keccak256-r2", "ascon-hash", "esch256", "xoodyak"])
def test_library_identifier_on_avr(cache: Path, monkeypatch: pytest.MonkeyPatch, algorithm: str) -> None:
    monkeypatch.setenv("HASHFORGE_CACHE", str(cache))
    r = run.measure("avr", algorithm)
    assert r["error"] is None and r["kat_failed"] == 0 and r["kat_passed"] >= 5, r
    assert r["cycles_per_byte_long"] > 10 and r["cycles_short_message"] > 1000
    assert r["rom_bytes"] > 500 and r["ram_bytes"] > r["ram_ctx_bytes"] > 0
    again = run.measure("avr", algorithm)
    assert again["cached"] and again["cycles_per_byte_long"] == r["cycles_per_byte_long"]


@needs_toolchain
def test_cli_json_lines(cache: Path) -> None:
    env = {**os.environ, "HASHFORGE_CACHE": str(cache)}
    out = subprocess.run([sys.executable, "-m", "hashforge", "mcu", "xoodyak", "ascon-hash", "--target", "avr",
                          "--json"], capture_output=True, text=True, env=env, check=False)
    assert out.returncode == 0, out.stderr
    rows = [json.loads(line) for line in out.stdout.splitlines()]
    assert [r["algorithm"] for r in rows] == ["xoodyak", "ascon-hash"]
    for r in rows:
        assert set(run.FIELDS) <= set(r) and r["variant"] == "asm" and r["target"] == "avr"


@pytest.mark.parametrize("argv, message", [
    (["sha256", "--target", "x86"],
     "unknown target 'x86' (targets: avr, ibex, ibex-zbb, ibex-zbb-maxperf, rv32i, rv32i-zbb)"),
    (["nope", "--target", "avr"], "unknown algorithm or family 'nope'"),
    (["sha256", "--target", "avr", "--variant", "rom"], "no variant 'rom' of sha256 on avr (variants: asm, c)"),
    (["rfsb509", "--target", "avr", "--variant", "fast"], "no variant 'fast' of rfsb509 on avr"),
    (["sha256"], "the following arguments are required: --target"),
])
def test_cli_usage_errors(argv: list[str], message: str) -> None:
    r = subprocess.run([sys.executable, "-m", "hashforge", "mcu", *argv], capture_output=True, text=True,
                       check=False)
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.splitlines()) == 1 and message in r.stderr


def test_target_configuration() -> None:
    avr = targets.load("avr")
    assert "avr" in targets.names() and avr.part == "atmega1284"
    assert avr.variant_names("rfsb509") == RFSB_VARIANTS and avr.variant_names("blake512") == ["asm", "c"]
    assert avr.variant_names("sha256") == ["asm", "c"] and avr.variant("sha256").library_low_levels
    assert avr.variant_names("groestl256") == ["asm", "c"]
    assert all((AVR / s).is_file() for s in avr.variant("groestl256").library_sources)
    assert avr.variant("rfsb509", "ram").sram_bytes == 32768 and avr.variant("rfsb509", "rom").sram_bytes is None
    assert avr.variant("sha256").portable and not avr.variant("rfsb509").portable
    for v in avr.variants["rfsb509"].values():
        assert all((AVR / s).is_file() for s in v.sources) and v.descriptor == "hf_rfsb509_avr"


def test_parse_marks_and_lines() -> None:
    text = ("@MARK 1 100\n@MARK 2 110\nCTX 134\n@MARK 10 200\n@MARK 11 5210\nV 1 64 1 300\n"
            "@MARK 20 6000\n@MARK 21 16010\nV 2 1920 1 320 192 48\nV 0 0 0 12\nDONE 2 1\n@END 20000\n")
    p = run.parse(text)
    c = run.cycles(p)
    assert c["mark_cost_cycles"] == 10 and c["cycles_short_message"] == 5000
    assert c["cycles_long_update"] == 10000 and c["cycles_per_byte_long"] == round(10000 / 192, 1)
    assert c["long_message_bytes"] == 240 and c["short_message_bytes"] == 8
    assert [r["ok"] for r in p["runs"]] == [True, True, False] and p["ctx"] == 134 and p["end"] == ("END", 20000)


def test_seed_rows_sit_under_their_variant() -> None:
    rows = [{"algorithm": "rfsb509", "variant": v, "cycles_per_byte_long": 1000.0, "kat_passed": 8,
             "kat_failed": 0, "rom_bytes": 5000, "rom_filter_bytes": 2700} for v in RFSB_VARIANTS]
    _, headers, body = mcu_report.table(rows, load_seed_figures())
    designs = {"rom": "ROM table,", "rom-unrolled": "ROM table unrolled,", "ram": "RAM table,",
               "ram-unrolled": "RAM table unrolled,", "small": "HW-AES,"}
    for i, line in enumerate(body):
        if not line[0].startswith("↳"):
            assert body[i + 1][0].startswith("↳ seed 000") and body[i + 1][1].startswith(designs[line[1]])
    assert len(body) == 10 and headers[5].startswith("ROM w/o output filter")


def _interpret(asm: str, table: list[list[int]], message: list[int]) -> list[int]:
    """The instructions rfsb509_unrolled.py emits, executed on a model of the AVR's registers
    and memory: U (128 bytes) after rfsb509_compress_unrolled."""
    prog, labels = [], {}
    for raw in asm.splitlines():
        line = raw.split(";")[0].strip()
        if not line or line.startswith("."):
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(prog)
        else:
            op, _, args = line.partition(" ")
            prog.append((op, [a.strip() for a in args.split(",")] if args else []))
    reg, mem, flash, carry = [0] * 32, {}, {}, 0
    u, msg, perm, base = 0x2000, 0x3000, 0x4000, 0x8000
    for j, c in enumerate(table):          # in flash (LPM) and in SRAM (LD) alike
        for k, b in enumerate(c):
            flash[base + 64 * j + k] = mem[base + 64 * j + k] = b
    mem.update({msg + i: b for i, b in enumerate(message)})
    mem.update({u + i: 0 for i in range(128)})
    pair = lambda r: reg[r] | reg[r + 1] << 8  # noqa: E731

    def setp(r: int, v: int) -> None:
        reg[r], reg[r + 1] = v & 255, v >> 8 & 255

    for r, v in ((24, u), (22, msg), (20, base), (18, perm)):
        setp(r, v)
    stack, calls, pc = [], [], labels["rfsb509_compress_unrolled"]
    r_ = lambda s: int(s[1:])  # noqa: E731
    imm = lambda s: eval(re.sub(r"(lo8|hi8)", "", s)) & 255 if "hi8" not in s else eval(s.replace("hi8", "")) >> 8 & 255  # noqa: E731,S307
    while True:
        op, a = prog[pc]
        pc += 1
        if op == "push":
            stack.append(reg[r_(a[0])])
        elif op == "pop":
            reg[r_(a[0])] = stack.pop()
        elif op == "movw":
            setp(r_(a[0]), pair(r_(a[1])))
        elif op in ("adiw", "sbiw"):
            setp(r_(a[0]), pair(r_(a[0])) + (int(a[1]) if op == "adiw" else -int(a[1])))
        elif op == "ldd":
            ptr, off = a[1].split("+")
            reg[r_(a[0])] = mem.get(pair(28 if ptr == "Y" else 30) + int(off), 0)
        elif op == "st":
            mem[pair(26)] = reg[r_(a[1])]
            if a[0] == "X+":
                setp(26, pair(26) + 1)
        elif op == "ld":
            p = 26 if a[1] == "X" else 30
            reg[r_(a[0])] = mem.get(pair(p), 0)
            if a[1].endswith("+"):
                setp(p, pair(p) + 1)
        elif op == "lpm":
            reg[r_(a[0])] = flash[pair(30)]
            setp(30, pair(30) + 1)
        elif op == "ldi":
            reg[r_(a[0])] = int(a[1]) & 255
        elif op == "mul":
            prod = reg[r_(a[0])] * reg[r_(a[1])]
            reg[0], reg[1] = prod & 255, prod >> 8
        elif op in ("add", "adc"):
            total = reg[r_(a[0])] + reg[r_(a[1])] + (carry if op == "adc" else 0)
            reg[r_(a[0])], carry = total & 255, total >> 8
        elif op in ("subi", "sbci"):
            total = reg[r_(a[0])] - imm(a[1]) - (carry if op == "sbci" else 0)
            reg[r_(a[0])], carry = total & 255, int(total < 0)
        elif op == "eor":
            reg[r_(a[0])] ^= reg[r_(a[1])]
        elif op == "clr":
            reg[r_(a[0])] = 0
        elif op == "mov":
            reg[r_(a[0])] = reg[r_(a[1])]
        elif op == "call":
            calls.append(pc)
            pc = labels[a[0]]
        elif op == "ret":
            if not calls:
                return [mem[u + i] for i in range(128)]
            pc = calls.pop()
        else:
            raise AssertionError(f"the model lacks {op}")


@pytest.mark.parametrize("variant", ["rom-unrolled", "ram-unrolled"])
def test_unrolled_generator_computes_the_compression(tmp_path: Path, variant: str) -> None:
    """Without a toolchain: the generated assembly, interpreted, gives the unreduced sum of
    the compression's definition (x^(128 (111 - i)) = x^(128 r + 3 q))."""
    out = tmp_path / "u.S"
    subprocess.run([sys.executable, str(AVR / "rfsb509_unrolled.py"), variant, str(out)], check=True)
    rng = random.Random(21)
    table = [[rng.randrange(256) for _ in range(64)] for _ in range(256)]
    message = [rng.randrange(256) for _ in range(112)]
    want = 0
    for i, m in enumerate(message):
        q, r = divmod(111 - i, 4)
        want ^= int.from_bytes(bytes(table[m]), "little") << (128 * r + 3 * q)
    assert _interpret(out.read_text(), table, message) == list(want.to_bytes(128, "little"))
    assert ("lpm" in out.read_text()) == variant.startswith("rom")


def test_report_has_the_embedded_table_and_plot(tmp_path: Path) -> None:
    from hashforge.evaluation.report import write_report
    rows = [{"algorithm": "rfsb509", "target": "avr", "variant": v, "part": "atmega1284",
             "cycles_per_byte_long": 900.0 + i, "cycles_short_message": 400_000, "short_message_bytes": 8,
             "rom_bytes": 20_000 - 1000 * i, "rom_filter_bytes": 2_700, "ram_bytes": 700, "ram_static_bytes": 100,
             "ram_ctx_bytes": 134, "stack_bytes": 466, "kat_passed": 8, "kat_failed": 0, "error": None,
             "note": "n", "sram_simulated_bytes": 16384} for i, v in enumerate(RFSB_VARIANTS)]
    rows.append({**rows[0], "algorithm": "sha256", "variant": "c", "rom_filter_bytes": None})
    results = {"rows": [], "jobs": {"total": 0, "cached": 0, "failed": 0, "ran": 0, "engine": "none"},
               "generated": "now", "command": "hashforge eval", "targets": ["ecp5"], "width": 32,
               "elapsed_s": 0, "definitions": {}, "wrapper": "", "failed_jobs": [], "selection": "",
               "embedded": rows}
    write_report(results, tmp_path)
    md = (tmp_path / "report.md").read_text()
    section = md.split("## Embedded: 8-bit AVR (atmega1284")[1].split("## Tool versions")[0]
    assert section.count("↳ seed 000, Table 1") == 5 and "| sha256 | c | 900.0 |" in section
    assert "Embedded: 8-bit AVR" in (tmp_path / "report.html").read_text()
    assert (tmp_path / "embedded_cpb_vs_rom.png").stat().st_size > 10_000
    assert json.loads((tmp_path / "results.json").read_text())["embedded"][0]["variant"] == RFSB_VARIANTS[0]


def test_eval_collects_embedded_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """evaluate(embedded=True) runs the embedded rows as engine tasks and adds them; a KAT
    failure fails the job, a part too small does not."""
    from types import SimpleNamespace

    from hashforge.evaluation.evaluate import evaluate
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    rows = [{"algorithm": "xoodyak", "variant": "c", "kat_passed": 8, "kat_failed": 0, "error": None},
            {"algorithm": "hamsi512", "variant": "c", "kat_passed": 0, "kat_failed": 0,
             "error": "does not fit the atmega1284: ..."}]
    # every run is a task of the evaluation's engine (Dask): runs() names them, measure_row runs one
    monkeypatch.setattr(mcu_report, "runs",
                        lambda full=False, names=None: [("avr", r["algorithm"], r["variant"]) for r in rows])
    by_name = {r["algorithm"]: r for r in rows}
    monkeypatch.setattr(mcu_report, "measure_row", lambda t, a, v, use_cache=True: by_name[a])
    empty = SimpleNamespace(identifiers=lambda: [], archs=lambda a: [], get=lambda a, r: None)
    results, rc = evaluate("quick", registry=empty, embedded=True, processes=False)
    assert rc == 0 and results["embedded"] == rows
    rows.append({"algorithm": "simd256", "variant": "c", "kat_passed": 0, "kat_failed": 8, "error": None})
    assert evaluate("quick", registry=empty, embedded=True, processes=False)[1] == 1
    assert "embedded" not in evaluate("quick", registry=empty, processes=False)[0]


def test_eval_embedded_task_that_raises_is_a_failed_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A run whose task raises (a worker lost, a tool missing) is a row with its reason and
    fails the evaluation, never a silent gap."""
    from types import SimpleNamespace

    from hashforge.evaluation.evaluate import evaluate
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(mcu_report, "runs", lambda full=False, names=None: [("avr", "xoodyak", None)])

    def boom(t, a, v, use_cache=True):
        raise RuntimeError("simulator crashed")
    monkeypatch.setattr(mcu_report, "measure_row", boom)
    empty = SimpleNamespace(identifiers=lambda: [], archs=lambda a: [], get=lambda a, r: None)
    results, rc = evaluate("quick", registry=empty, embedded=True, processes=False)
    assert rc == 1
    [row] = results["embedded"]
    assert row["algorithm"] == "xoodyak" and "simulator crashed" in row["error"]
    assert results["failed_jobs"] and results["failed_jobs"][0]["job"].startswith("mcu avr xoodyak")


@needs_toolchain
@pytest.mark.parametrize("flags_on", [True, False])
def test_radiogatun64_needs_its_family_flag(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            flags_on: bool) -> None:
    """avr-gcc 5.4 miscompiles RadioGatun[64] without -fno-tree-ter, which target.toml gives that
    family alone: with the family's flags every vector passes, without them every one fails (if
    a compiler stops miscompiling it, the flag can go). The run without them has a cache of its
    own: its result would otherwise stand for the portable C's where other tests read it."""
    monkeypatch.setenv("HASHFORGE_CACHE", str(cache if flags_on else tmp_path))
    target = targets.load("avr")
    assert "-fno-tree-ter" in target.family_cflags["radiogatun"]
    assert "-fno-tree-ter" not in target.cflags
    if not flags_on:
        real = targets.load
        monkeypatch.setattr(targets, "load", lambda name: dataclasses.replace(real(name), family_cflags={}))
    r = run.measure("avr", "radiogatun64", "c", use_cache=False)   # asm: the mill is not C
    assert r["error"] is None, r["error"]
    assert r["kat_passed"] + r["kat_failed"] >= 5
    assert r["kat_failed"] == 0 if flags_on else r["kat_passed"] == 0


# One identifier per family with an AVR low level of its own (assembly or AVR-aware C): every
# byte-aligned KAT vector up to 1 KB where they fit the part's flash with the firmware (Ascon's,
# Esch's and Xoodyak's 1,025 vectors do not) and take seconds in the simulator (not for the
# slower families); the speed-up over the portable C it must reach.
ASM_FAMILIES = [("sha3-256", True, 2), ("sha256", True, 2), ("blake256", True, 2),
                ("ascon-hash", False, 2), ("esch256", False, 2), ("xoodyak", False, 2),
                ("groestl256", True, 4), ("fugue256", True, 2), ("echo256", True, 2),
                ("shavite3-256", True, 1.5), ("shabal256", True, 2), ("cubehash256", True, 2),
                ("simd256", False, 3), ("jh256", False, 2), ("luffa256", False, 4),
                ("hamsi256", False, 4), ("bmw256", True, 2), ("sha512", True, 4),
                ("skein512-256", True, 4), ("bmw512", True, 2), ("radiogatun64", True, 4),
                ("radiogatun32", False, 4), ("irrupt32", True, 1.5), ("irrupt64", True, 2),
                ("blake512", True, 2)]


@needs_toolchain
@pytest.mark.parametrize(("algorithm", "every", "gain"), ASM_FAMILIES)
def test_avr_assembly_low_level(cache: Path, monkeypatch: pytest.MonkeyPatch, algorithm: str, every: bool,
                                gain: float) -> None:
    """The AVR low level of a family (variant asm, the default) verified on the part, `gain`
    times as fast as the portable C or more, at most twice its ROM."""
    monkeypatch.setenv("HASHFORGE_CACHE", str(cache))
    assert targets.load("avr").variant_names(algorithm)[0] == "asm"
    asm = run.measure("avr", algorithm, "asm", every_vector=every)
    assert asm["error"] is None and asm["kat_failed"] == 0 and asm["kat_passed"] >= (60 if every else 5), asm
    c = run.measure("avr", algorithm, "c")
    assert c["error"] is None and c["kat_failed"] == 0, c
    assert asm["cycles_per_byte_long"] < c["cycles_per_byte_long"] / gain
    assert asm["rom_bytes"] <= 2 * c["rom_bytes"]


ROTATE_CHECK = r"""
#include <stdio.h>
#define HF_ROTATE_BYTEWISE
#include "hf_util.h"
int main(void)
{
    uint32_t x = 0x9e3779b9u;
    unsigned n, k, bad = 0;
    for (n = 0; n < 64; n++)
        for (k = 0; k < 64; k++) {
            unsigned m = n & 31;
            uint32_t want = m ? (x << m) | (x >> (32 - m)) : x;
            bad += hf_rotl32(x, n) != want;
            bad += hf_rotr32(x, (32 - m) & 31) != want;
            x = x * 1664525u + 1013904223u;
        }
    printf("%u\n", bad);
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="no host C compiler")
def test_bytewise_rotations_agree(tmp_path: Path) -> None:
    """HF_ROTATE_BYTEWISE's 32-bit rotations (AVR's variant asm) against the plain shifts, for
    every count 0..63 on pseudo-random words."""
    (tmp_path / "rot.c").write_text(ROTATE_CHECK)
    exe = tmp_path / "rot"
    subprocess.run(["cc", "-O2", "-I", str(paths.c_dir()), "-o", str(exe), str(tmp_path / "rot.c")], check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.strip() == "0"


IRRUPT_OTHER_COUNTERS = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "low/irrupt/irrupt_low.h"
void ref_ir2s_32(ir_state *s, uint32_t p);
void ref_ir2s_64(ir_state *s, uint64_t p);
void hf_ir32_rounds_avr(uint32_t *x, const uint64_t *r) { (void)x; (void)r; abort(); }
void hf_ir64_rounds_avr(uint64_t *x, const uint64_t *r) { (void)x; (void)r; abort(); }
int main(void)
{
    ir_state a, b;
    unsigned n, i, bad = 0;
    for (n = 0; n < 200; n++) {
        unsigned char *p = (unsigned char *)&a;
        for (i = 0; i < sizeof(a); i++)
            p[i] = (unsigned char)rand();
        a.r = (a.r & ~(uint64_t)7) | (1 + n % 7);
        memcpy(&b, &a, sizeof(a));
        hf_ir2s_32(&a, 0x9e3779b9u); ref_ir2s_32(&b, 0x9e3779b9u);
        hf_ir2s_64(&a, 0x0123456789abcdefULL); ref_ir2s_64(&b, 0x0123456789abcdefULL);
        bad += memcmp(&a, &b, sizeof(a)) != 0;
    }
    printf("%u\n", bad);
    return 0;
}
"""


@pytest.mark.skipif(shutil.which("cc") is None, reason="no host C compiler")
def test_irrupt_avr_other_round_counters(tmp_path: Path) -> None:
    """AVR's irRUPT (irrupt_avr.c) runs its assembly only for a round counter that is a multiple
    of 8; every other counter takes its C rounds, checked here on the host against the
    reference on random states (the assembly stands in as an abort)."""
    (tmp_path / "main.c").write_text(IRRUPT_OTHER_COUNTERS)
    exe = tmp_path / "ir"
    ref = ["-Dhf_ir2s_32=ref_ir2s_32", "-Dhf_ir2s_64=ref_ir2s_64", "-Dhf_impl_irrupt=ref_impl_irrupt"]
    objs = []
    for src, flags in ((paths.c_dir() / "low" / "irrupt" / "irrupt_ref.c", ref), (AVR / "irrupt_avr.c", []),
                       (tmp_path / "main.c", [])):
        obj = tmp_path / (src.stem + ".o")
        subprocess.run(["cc", "-O2", *flags, "-I", str(paths.c_dir()), "-c", str(src), "-o", str(obj)], check=True)
        objs.append(str(obj))
    subprocess.run(["cc", "-o", str(exe), *objs], check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.strip() == "0"


def test_anchor_rows_beside_their_identifier() -> None:
    rows = [{"algorithm": a, "variant": v, "cycles_per_byte_long": 500.0, "kat_passed": 6, "kat_failed": 0,
             "rom_bytes": 5000} for a in ("sha256", "blake256") for v in ("asm", "c")]
    _, _, body = mcu_report.table(rows, [])
    assert [line[0].split(":")[0] for line in body] == ["sha256", "↳ anchor", "sha256", "↳ anchor",
                                                         "blake256", "blake256"]
    assert body[1][2] == "701.6 (ours ×0.71)" and "43.85 µs/B" in body[1][-1]


def test_every_vector_parts_keep_the_measured_two_out() -> None:
    from hashforge.mcu import every
    from hashforge.mcu.vectors import Case
    cases = [Case(0, 8 * n, bytes(n), bytes(32), f"f:{n}") for n in (8, 1000, 10, 20, 30, 500, 600)]
    split = every.parts(cases, 600)
    assert [[c.where for c in p] for p in split] == [["f:10", "f:20", "f:30"], ["f:500"], ["f:600"]]
    assert every.parts(cases[:2], 600) == []
