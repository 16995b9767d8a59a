"""rtl/bus/'s wrappers through the bus libraries (cocotbext-axi, cocotbext-wishbone), each core
inside them as the generated shim of hashforge.hw.busmap (rtl/conftest.py says more)."""
from __future__ import annotations

import dataclasses
import hashlib
import shutil
import subprocess
from pathlib import Path

import pytest

from hashforge.hw import busmap, cores, sim, units
from hashforge.hw.benchconfig import BenchConfig

HERE = Path(__file__).resolve().parent
pytest.importorskip("cocotbext.axi")

# every family's first identifier (and default architecture) through AXI4-Stream
FIRSTS = [f.variants[0].algorithm for f in cores.FAMILIES]


def _run(algorithm: str, bus: str, bench: str, width: int = 32, **fields) -> None:
    unit = busmap.unit(algorithm, bus, width=width)
    config = BenchConfig(algorithm=algorithm, width=width, **fields)
    units.passes(unit, HERE / bench, width=None, config=config)


@pytest.mark.parametrize("algorithm", FIRSTS)
def test_axis_first_identifier(algorithm):
    """A few KATs (padding corners first) and random messages of each family's first identifier
    through hf_axis at W=32, under random TVALID gaps and TREADY stalls."""
    _run(algorithm, "axis", "axis_bench.py", kat_limit=4, random=3, stall=0.3)


@pytest.mark.parametrize("algorithm", ["sha224", "sha512"])
def test_axis_w64(algorithm):
    """W=64: SHA-224's digest ends in a half beat (TKEEP 0x0f on its last beat)."""
    _run(algorithm, "axis", "axis_bench.py", width=64, kat_limit=16, random=8, stall=0.3)


def test_axil_sha256_every_kat():
    """Every SHA-256 KAT vector and random messages through hf_axil under random stalls on every
    channel, the AXI4-Lite checker bound; then the registers and the bad accesses."""
    _run("sha256", "axil", "axil_bench.py", random=8, stall=0.3)


def test_wb_sha256_every_kat():
    """Every SHA-256 KAT vector and random messages through hf_wb with random master wait
    states; then the bad accesses."""
    pytest.importorskip("cocotbext.wishbone")
    _run("sha256", "wb", "wb_bench.py", random=8, stall=0.3)


def _mutant_unit(algorithm: str, bus: str, name: str, old: str, new: str, tmp_path, width: int = 32):
    unit = busmap.unit(algorithm, bus, width=width)
    good = busmap.bus_dir() / name
    bad = units.mutant(good, old, new, tmp_path)
    shutil.copyfile(busmap.bus_dir() / busmap.HEADER, tmp_path / busmap.HEADER)   # found beside it
    return dataclasses.replace(unit, sources=tuple(bad if s == good else s for s in unit.sources))


def test_axil_checker_catches_a_dropped_response(tmp_path):
    """The AXI4-Lite checker is not vacuous: a BVALID that does not wait for BREADY stops the
    model with the checker's message."""
    unit = _mutant_unit("sha256", "axil", "hf_axil.v", "if (s_axil_bready) bvalid_q <= 1'b0;",
                        "bvalid_q <= 1'b0;", tmp_path)
    ok, out = sim.run_unit(unit, HERE / "axil_bench.py",
                           config=BenchConfig(algorithm="sha256", kat_limit=2, random=0, stall=0.5))
    assert not ok and "hf_axil_checker: BVALID dropped" in out, out[-2000:]


def test_axis_bench_fails_on_a_wrong_bit_count(tmp_path):
    """The AXI4-Stream bench is not vacuous: one valid bit too many in a partial last byte
    (TUSER read as one more) gives wrong digests for messages that end inside a byte."""
    unit = _mutant_unit("sha256", "axis", "hf_axis.v", "7'd8 - {4'd0, s_axis_tuser}",
                        "7'd7 - {4'd0, s_axis_tuser}", tmp_path)
    units.fails(unit, HERE / "axis_bench.py",
                BenchConfig(algorithm="sha256", kat_limit=0, random=12, stall=0.2))


def test_wb_bench_fails_on_a_wrong_byte_select(tmp_path):
    """The Wishbone bench is not vacuous: a register file that hands the core a LAST word with
    one byte more than its valid bits fails the digests."""
    unit = _mutant_unit("sha256", "wb", "hf_bus_regs.v", "assign s_bits   = is_last ? last_k : 7'd32;",
                        "assign s_bits   = is_last ? last_k + 7'd8 : 7'd32;", tmp_path)
    units.fails(unit, HERE / "wb_bench.py",
                BenchConfig(algorithm="sha256", kat_limit=8, random=4, stall=0.2))


def _driver_model(tmp_path) -> Path:
    """Verilator model of hf_wb around sha256 with driver_tb.cpp as its main, built once per
    content of everything it reads (in the simulation cache)."""
    top, srcs, _ = busmap.wrapped(cores.get("sha256"), "wb")
    files = [*srcs, HERE / "driver_tb.cpp", busmap.bus_dir() / "hf_bus_driver.h", busmap.bus_dir() / busmap.C_HEADER]
    digest = hashlib.sha256(b"".join(p.read_bytes() for p in [*files, *sim.files_read(sim.Unit(top, srcs))]))
    digest.update(sim.verilator_version().encode())
    out = sim.cache_root() / f"bus-driver-{digest.hexdigest()[:12]}"
    exe = out / "Vdriver"
    if not exe.exists():
        build = tmp_path / "build"
        cmd = [sim.verilator_bin(), "--cc", "--exe", "--build", "-j", "1", "-Mdir", str(build), "--top-module", top,
               "-o", "Vdriver", "-CFLAGS", f"-O1 -I{busmap.bus_dir()}",
               *[f"-I{d}" for d in sim.include_dirs(srcs)], *map(str, srcs), str(HERE / "driver_tb.cpp")]
        p = subprocess.run(cmd, env=sim.verilator_env(), capture_output=True, text=True)
        assert p.returncode == 0, (p.stdout + p.stderr)[-3000:]
        out.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(build / "Vdriver", tmp_path / "Vdriver")
        (tmp_path / "Vdriver").chmod(0o755)
        (tmp_path / "Vdriver").replace(exe)
    return exe


def test_c_driver_through_wishbone(tmp_path):
    """rtl/bus/hf_bus_driver.h (init / update / final over the register map) hashes SHA-256
    KAT vectors and random bit-length messages through hf_wb, each message in updates split at
    random bit positions: every digest equals the C library's, no access answers ERR."""
    import random

    import hashforge
    from hashforge import kat

    rng = random.Random(5)
    vecs = kat.vectors_for("sha256")
    msgs = [(v.msg[: (v.nbits + 7) // 8], v.nbits) for v in vecs[:: max(1, len(vecs) // 24)]]
    for _ in range(24):
        nbits = rng.randrange(0, 1600)
        data = bytearray(rng.getrandbits(8) for _ in range((nbits + 7) // 8))
        if nbits % 8:
            data[-1] &= 0xFF << (8 - nbits % 8) & 0xFF
        msgs.append((bytes(data), nbits))
    lines = "".join(f"{n} {d.hex() or '-'} {i}\n" for i, (d, n) in enumerate(msgs))
    p = subprocess.run([str(_driver_model(tmp_path))], input=lines, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-2000:]
    got = p.stdout.splitlines()
    assert len(got) == len(msgs)
    for (data, nbits), line in zip(msgs, got, strict=True):
        digest, errors, rc = line.split()
        assert (errors, rc) == ("0", "0"), line
        assert digest == hashforge.hash_bits("sha256", data, nbits).hex(), (nbits, data.hex())


def test_c_driver_compiles_as_c99(tmp_path):
    """The driver with its default accessors (volatile loads and stores) is warning-free C99."""
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    if cc is None:
        pytest.skip("no C compiler")
    src = tmp_path / "use.c"
    src.write_text('#include "hf_bus_driver.h"\n'
                   "int hash(uintptr_t base, const uint8_t *m, size_t nbits, uint8_t *out) {\n"
                   "  hf_bus_ctx c;\n  if (hf_bus_probe(base)) return -1;\n  hf_bus_init(&c, base);\n"
                   "  hf_bus_update(&c, m, nbits);\n  return hf_bus_final(&c, out, hf_bus_digest_bits(base));\n}\n")
    p = subprocess.run([cc, "-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-c", "-o", str(tmp_path / "use.o"),
                        f"-I{busmap.bus_dir()}", str(src)], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
