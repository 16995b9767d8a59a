"""RFSB-509: the table against its AES definition, the table-driven and the
AES-on-the-fly variants on every vector, and the non-byte-length definition
against an independent Python model."""
from __future__ import annotations

import hashlib
import os
import random
import re
import subprocess
from pathlib import Path

import pytest

import hashforge
from hashforge import kat, paths

REPO = paths.repo_root()
C = REPO / "c"
CC = os.environ.get("CC", "cc")


def _build(tmp: Path, name: str, *sources: str | Path) -> Path:
    exe = tmp / name
    subprocess.run([CC, "-std=c99", "-O2", f"-I{C}", "-o", str(exe), *map(str, sources)],
                   check=True, capture_output=True)
    return exe


@pytest.fixture(scope="module")
def libhashforge() -> Path:
    subprocess.run(["make", "-s", "-C", str(C)], check=True, capture_output=True)
    return C / "build" / "libhashforge.a"


def test_table_is_the_generators_output(tmp_path: Path) -> None:
    """c/rfsb509_table.h is exactly what the AES-based generator writes."""
    gen = _build(tmp_path, "rfsb509-gen", C / "tools" / "rfsb509_gen.c", C / "aes.c")
    out = subprocess.run([str(gen)], check=True, capture_output=True).stdout
    assert out == (C / "rfsb509_table.h").read_bytes()


def test_rtl_table_image_is_the_generators_output(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """rtl/rfsb's $readmemh image (made by the hardware side, hashforge.hw.sources, with c/Makefile
    in a build folder under the cache, then put beside the RTL) is the generator's --hex output,
    and line j is c[j] of c/rfsb509_table.h as one little-endian number."""
    from hashforge.hw import sources
    gen = _build(tmp_path, "rfsb509-gen", C / "tools" / "rfsb509_gen.c", C / "aes.c")
    out = subprocess.run([str(gen), "--hex"], check=True, capture_output=True).stdout
    monkeypatch.setenv(paths.RTL_ENV, str(tmp_path / "rtl"))
    monkeypatch.setenv(paths.CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(sources, "_TRIED", set())
    assert sources._generate("rfsb509_table.hex", tmp_path / "rtl" / "rfsb")
    assert (tmp_path / "rtl" / "rfsb" / "rfsb509_table.hex").read_bytes() == out
    header = (C / "rfsb509_table.h").read_text()
    rows = [bytes(int(x, 16) for x in re.findall(r"0x([0-9a-f]{2})", body))
            for body in re.findall(r"\{ /\* \d+ \*/(.*?)\}", header, re.S)]
    lines = out.decode().split()
    assert len(rows) == len(lines) == 256
    assert all(bytes.fromhex(line)[::-1] == row for line, row in zip(lines, rows, strict=True))


def test_selftest_checks_table(libhashforge: Path) -> None:
    r = subprocess.run([str(C / "build" / "hashforge-c"), "selftest"], capture_output=True)
    assert r.returncode == 0, r.stdout
    assert b"rfsb509 table = AES generation: ok" in r.stdout


def _random_messages() -> list[tuple[int, bytes]]:
    rng = random.Random(509)
    lengths = [0, 1, 7, 9, 319, 321, 327, 329, 383, 385, 767, 769, 4000]
    lengths += [rng.randrange(0, 6000) for _ in range(20)]
    return [(n, rng.randbytes((n + 7) // 8)) for n in lengths]


def test_table_and_aes_variants_agree_on_every_vector(libhashforge: Path, tmp_path: Path) -> None:
    drv = _build(tmp_path, "rfsb509-variants", C / "tools" / "rfsb509_variants.c", libhashforge)
    vectors = [v for kf in kat.files_for(["rfsb509"]) for v in kat.read_vectors(kf)]
    assert len(vectors) == 512
    extra = _random_messages()
    lines = [f"{v.nbits} {v.msg.hex() or '00'}" for v in vectors]
    lines += [f"{n} {m.hex() or '00'}" for n, m in extra]
    out = subprocess.run([str(drv)], input="\n".join(lines) + "\n", text=True,
                         check=True, capture_output=True).stdout.split("\n")
    assert len(out) == len(lines) + 1 and out[-1] == ""
    for v, row in zip(vectors, out[:len(vectors)], strict=True):
        table, aes = row.split()
        assert table == aes == v.expected.hex(), v.id
    for (n, m), row in zip(extra, out[len(vectors):-1], strict=True):
        table, aes = row.split()
        assert table == aes == hashforge.hash_bits("rfsb509", m, n).hex(), n


# --- an independent model (Python integers, hashlib's SHA-256) ---------------

def _table() -> list[int]:
    """The 256 constants as integers (bit k = coefficient of x^k)."""
    text = (C / "rfsb509_table.h").read_text()
    data = bytes(int(h, 16) for h in re.findall(r"0x([0-9a-f]{2})", text))
    assert len(data) == 256 * 64
    return [int.from_bytes(data[64 * j:64 * j + 64], "little") for j in range(256)]


def _model(msg: bytes, nbits: int, table: list[int]) -> bytes:
    r, mask = 509, (1 << 509) - 1

    def rot(c: int, k: int) -> int:  # c * x^k mod x^509 - 1
        k %= r
        return ((c << k) | (c >> (r - k))) & mask

    data = bytearray(msg[: (nbits + 7) // 8])
    length = len(data)
    if nbits % 8:
        data[-1] = (data[-1] & (0xFF00 >> (nbits % 8)) & 0xFF) | (0x80 >> (nbits % 8))
        length |= 1 << 63
    full, rest = divmod(len(data), 48)
    tail = bytes(data[48 * full:])
    pad_len = 48 if rest <= 40 else 96
    data = bytes(data[: 48 * full]) + tail + bytes(pad_len - 8 - len(tail)) + length.to_bytes(8, "little")
    state = bytes(64)
    for off in range(0, len(data), 48):
        m = state + data[off:off + 48]
        v = 0
        for i, byte in enumerate(m):
            v ^= rot(table[byte], 128 * (111 - i))
        state = v.to_bytes(64, "little")
    return hashlib.sha256(state).digest()


def test_matches_python_model_including_bit_lengths() -> None:
    table = _table()
    for v in [v for kf in kat.files_for(["rfsb509"]) for v in kat.read_vectors(kf)]:
        assert _model(v.msg, v.nbits, table) == v.expected, v.id  # the model is right
    for n, m in _random_messages():
        assert hashforge.hash_bits("rfsb509", m, n) == _model(m, n, table), n


def test_partial_byte_is_not_a_byte_message() -> None:
    """One bit '1' and the byte 0xC0 (the bit plus its padding bit) differ."""
    assert hashforge.hash_bits("rfsb509", b"\x80", 1) != hashforge.new("rfsb509", b"\xc0").digest()
