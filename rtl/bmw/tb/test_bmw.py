"""rtl/bmw/'s modules against their own benches (rtl/conftest.py says more)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hashforge.hw import cores, sim, units

HERE = Path(__file__).resolve().parent


def _bmw_compress_unit(word: int, f1: Path | None = None) -> sim.Unit:
    root = cores.rtl_root() / "bmw"
    return sim.Unit(top="hf_bmw_compress_tb",
                    sources=(root / "hf_bmw_f0.v", f1 or root / "hf_bmw_f1.v", root / "hf_bmw_f2.v",
                             root / "tb" / "hf_bmw_compress_tb.v"),
                    params={"WB": word})


@pytest.mark.parametrize("word", [32, 64])
def test_bmw_compress_unit(word):
    """BMW's compression function alone (hf_bmw_f0 -> f1 -> f2 without the pipeline
    registers): messages of both digest sizes of the word size hashed with the module doing
    every compression, the final one included (padding, IV, truncation in Python), compared
    with the C library."""
    unit = _bmw_compress_unit(word)
    units.passes(unit, HERE / "bmw_compress_bench.py", word=word)


def test_bmw_compress_bench_fails_on_a_wrong_expansion(tmp_path):
    """The bench is not vacuous: AddElement's first rotation off by one fails it."""
    bad = units.mutant(cores.rtl_root() / "bmw" / "hf_bmw_f1.v",
                  "m[WB*p +: WB], p + 1)", "m[WB*p +: WB], p + 2)", tmp_path)
    (tmp_path / "hf_bmw.vh").write_text((cores.rtl_root() / "bmw" / "hf_bmw.vh").read_text())
    units.fails(_bmw_compress_unit(32, bad), HERE / "bmw_compress_bench.py",
                       word=32, count=0)


def _bmw_compress_fold_unit(word: int, units: int, f0: Path | None = None) -> sim.Unit:
    root = cores.rtl_root() / "bmw"
    return sim.Unit(top="hf_bmw_compress_fold_tb",
                    sources=(f0 or root / "hf_bmw_f0_fold.v", root / "hf_bmw_f1.v", root / "hf_bmw_f2.v",
                             root / "tb" / "hf_bmw_compress_fold_tb.v"),
                    params={"WB": word, "F0_UNITS": units})


@pytest.mark.parametrize("word,f0_units", [(32, 2), (64, 2), (32, 1), (64, 4)])
def test_bmw_f0_fold_unit(word, f0_units):
    """hf_bmw_f0_fold (arch compact's f0: circulant units over 16 / F0_UNITS cycles) in the
    compression function with the parallel f1 and f2: messages of both digest sizes of the
    word size hashed with it doing every f0, compared with the C library."""
    unit = _bmw_compress_fold_unit(word, f0_units)
    units.passes(unit, HERE / "bmw_compress_bench.py", word=word, cycles=16 // f0_units, count=3)


def test_bmw_f0_fold_bench_fails_on_a_wrong_sign(tmp_path):
    """The clocked bench is not vacuous: one sign of W_7 flipped fails it."""
    bad = units.mutant(cores.rtl_root() / "bmw" / "hf_bmw_f0_fold.v",
                  "sign_mask = 5'b11011;", "sign_mask = 5'b11010;", tmp_path)
    (tmp_path / "hf_bmw.vh").write_text((cores.rtl_root() / "bmw" / "hf_bmw.vh").read_text())
    units.fails(_bmw_compress_fold_unit(32, 2, bad), HERE / "bmw_compress_bench.py",
                       word=32, count=0, cycles=8)


def _bmw_f2_fold_unit(word: int, f2: Path | None = None) -> sim.Unit:
    root = cores.rtl_root() / "bmw"
    return sim.Unit(top="hf_bmw_f2_fold_tb",
                    sources=(root / "hf_bmw_f0.v", root / "hf_bmw_f1.v", f2 or root / "hf_bmw_f2_fold.v",
                             root / "tb" / "hf_bmw_f2_fold_tb.v"),
                    params={"WB": word})


@pytest.mark.parametrize("word", [32, 64])
def test_bmw_f2_fold_unit(word):
    """hf_bmw_f2_fold (arch compact's f2: four units over 4 cycles, XL and XH accumulated over
    f1's words) after the parallel f0 and f1: messages of both digest sizes of the word size
    hashed with it doing every f2, compared with the C library."""
    units.passes(_bmw_f2_fold_unit(word), HERE / "bmw_compress_bench.py",
                        word=word, cycles=20, count=3)


def test_bmw_f2_fold_bench_fails_on_a_wrong_word(tmp_path):
    """The bench is not vacuous: H_8's Q_23 read as the later cycles' Q_{15+c} fails it."""
    bad = units.mutant(cores.rtl_root() / "bmw" / "hf_bmw_f2_fold.v",
                  "(c_q == 2'd0) ? `Q(23)", "(c_q == 2'd0) ? `Q(15)", tmp_path)
    (tmp_path / "hf_bmw.vh").write_text((cores.rtl_root() / "bmw" / "hf_bmw.vh").read_text())
    units.fails(_bmw_f2_fold_unit(32, bad), HERE / "bmw_compress_bench.py",
                       word=32, count=0, cycles=20)
