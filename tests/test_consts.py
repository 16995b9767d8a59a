"""The constant tables the C families export to the binding (c/hf_consts.h,
hashforge._native.constants, hashforge.hw.consts): sizes, values from the specifications, the
errors, and that the C library built on its own (make -C c, as the firmware) leaves them out."""
from __future__ import annotations

import shutil
import subprocess

import pytest

from hashforge import _native, paths
from hashforge.hw import consts

SIZES = {
    "jh": {"SBOX": 32, "RC0": 64},
    "hamsi": {"IV_TEXT": 192, "ALPHA_N": 32, "ALPHA_F": 32, "LAYOUT_SMALL": 16, "LAYOUT_BIG": 32,
              "GEN256": 16 * 8, "GEN512": 32 * 16, "SBOX": 16,
              "H224.iv_offset": 1, "H256.iv_offset": 1, "H384.iv_offset": 1, "H512.iv_offset": 1,
              "H224.out_words": 7, "H256.out_words": 8, "H384.out_words": 12, "H512.out_words": 16},
    "luffa": {"IV": 5 * 8, "RC": 5 * 2 * 8, "SBOX": 16},
    "fugue": {"IV224": 28, "IV256": 32, "IV384": 48, "IV512": 64, "FUGUE_M_ROW": 4},
    "groestl": {"GROESTL_MIX": 8},
}


@pytest.mark.parametrize("family", sorted(SIZES))
def test_sizes(family: str) -> None:
    tables = _native.constants(family)
    assert {name: len(v) for name, v in tables.items()} == SIZES[family]
    for name, v in tables.items():
        assert isinstance(v, bytes) == (name in ("IV_TEXT", "LAYOUT_SMALL", "LAYOUT_BIG")), name


def test_jh() -> None:
    """JH's S0 and S1 and round 0's constant, the fractional part of sqrt(2) (0x6a09e667...)."""
    sbox = consts.table("jh", "SBOX")
    assert sbox[:4] == (9, 0, 4, 11) and sbox[16:20] == (3, 12, 6, 13)
    assert sorted(sbox[:16]) == sorted(sbox[16:]) == list(range(16))
    assert "".join(f"{v:x}" for v in consts.table("jh", "RC0")) == \
        "6a09e667f3bcc908b2fb1366ea957d3e3adec17512775099da2f590b0667322a"


def test_hamsi() -> None:
    """The IVs are the designer's address in UTF-8 (Hamsi-256's IV starts 0x76657273, 'vers'),
    Serpent's S2, alpha and alpha_f, the state layouts, Hamsi-384's truncation."""
    text = consts.text("hamsi", "IV_TEXT")
    assert text.decode("utf-8").startswith("Özgül Küçük, Katholieke Universiteit Leuven")
    assert text.endswith(b"B-3001 Leuven-Heverlee, Belgium")
    off = consts.table("hamsi", "H256.iv_offset")[0]
    assert text[off: off + 4] == bytes.fromhex("76657273")
    assert [consts.table("hamsi", f"H{b}.iv_offset")[0] for b in (224, 384, 512)] == [0, 64, 128]
    assert consts.table("hamsi", "SBOX") == (8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2)
    assert consts.table("hamsi", "ALPHA_N")[:2] == (0xff00f0f0, 0xccccaaaa)
    assert consts.table("hamsi", "ALPHA_F")[:2] == (0xcaf9639c, 0x0ff0f9c0)
    assert consts.table("hamsi", "GEN256")[:2] == (0x045f0000, 0x9c4a93c9)
    assert consts.table("hamsi", "GEN512")[:2] == (0x466d0c00, 0x08620000)
    assert consts.text("hamsi", "LAYOUT_SMALL") == b"mmccccmmmmccccmm"
    assert consts.text("hamsi", "LAYOUT_BIG").count(b"m") == 16
    assert consts.table("hamsi", "H384.out_words") == (0, 1, 3, 4, 5, 6, 8, 9, 10, 12, 13, 15)
    assert consts.table("hamsi", "H512.out_words") == tuple(range(16))


def test_luffa() -> None:
    """The specification's V_0..V_4, the step constants of Q_0 and Q_4, SubCrumb."""
    iv = consts.table("luffa", "IV")
    assert iv[0] == 0x6d251e69 and iv[8] == 0xc3b44b95 and iv[32] == 0x6c68e9be and iv[39] == 0x03e86cea
    rc = consts.table("luffa", "RC")
    assert (rc[0], rc[8], rc[64], rc[79]) == (0x303994a6, 0xe0337818, 0xf0d2e9e3, 0xfc053c31)
    assert consts.table("luffa", "SBOX") == (13, 14, 0, 1, 5, 10, 7, 6, 11, 3, 9, 12, 15, 8, 2, 4)


def test_fugue() -> None:
    """The IVs in column order as the specification lists them (Fugue-256: 0xe952bdde, ...)."""
    firsts = {bits: bytes(consts.table("fugue", f"IV{bits}")[:4]).hex() for bits in (224, 256, 384, 512)}
    assert firsts == {224: "f4c9120d", 256: "e952bdde", 384: "aa61ec0d", 512: "8807a57e"}
    assert bytes(consts.table("fugue", "IV512")[-4:]).hex() == "e13e3567"


@pytest.mark.parametrize("family", ["nosuch", "sha2", ""])
def test_family_without_exports(family: str) -> None:
    with pytest.raises(ValueError, match="exports no constants"):
        _native.constants(family)
    with pytest.raises(ValueError):
        consts.table(family, "SBOX")


def test_accessor_errors() -> None:
    with pytest.raises(KeyError, match="exports no 'NOSUCH'"):
        consts.table("jh", "NOSUCH")
    with pytest.raises(TypeError):
        consts.table("hamsi", "IV_TEXT")
    with pytest.raises(TypeError):
        consts.text("jh", "SBOX")
    with pytest.raises(TypeError):
        _native.constants(5)


def test_library_on_its_own_leaves_them_out() -> None:
    """make -C c (no HF_EXPORT_CONSTS, as the embedded firmware) defines no hf_consts_*."""
    if shutil.which("nm") is None:
        pytest.skip("no nm")
    c = paths.c_dir()
    subprocess.run(["make", "-s", "-C", str(c)], check=True, capture_output=True)
    syms = subprocess.run(["nm", str(c / "build" / "libhashforge.a")], check=True, capture_output=True,
                          text=True).stdout
    assert "hf_algos_jh" in syms and "hf_consts_" not in syms
