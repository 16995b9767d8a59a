"""Regression tests of the binding's former defects: bit-length bounds, threads,
copy.copy and non-bytes data."""
from __future__ import annotations

import copy
import hashlib
import pickle
import threading

import pytest

import hashforge
from hashforge import _native

# --- nbits bounds, one rule for update() and hash_bits() ---------------------

BAD_NBITS = [2**63 - 1, 2**63 - 7, 2**63, 2**64 + 8, 25, -1, -8, -(2**63)]


@pytest.mark.parametrize("nbits", BAD_NBITS)
def test_update_rejects_out_of_range_nbits(nbits: int) -> None:
    # 2**63-1 used to overflow (nbits+7)/8 in the binding and read past the buffer (segfault);
    # negative values used to hash the whole buffer.
    h = hashforge.new("sha256")
    with pytest.raises(ValueError, match="nbits"):
        h.update(b"abc", nbits)
    assert h.hexdigest() == hashlib.sha256().hexdigest()      # nothing was absorbed


@pytest.mark.parametrize("nbits", BAD_NBITS)
def test_hash_bits_same_rule(nbits: int) -> None:
    with pytest.raises(ValueError, match="nbits"):
        hashforge.hash_bits("sha256", b"abc", nbits)


def test_native_ctx_rejects_out_of_range_nbits() -> None:
    ctx = _native.new("sha256")
    for nbits in (2**63 - 1, -1):
        with pytest.raises(ValueError):
            ctx.update(b"abc", nbits)


def test_nbits_edges_accepted() -> None:
    assert hashforge.hash_bits("sha256", b"abc", 24) == hashlib.sha256(b"abc").digest()
    assert hashforge.hash_bits("sha256", b"abc", 0) == hashlib.sha256().digest()
    with pytest.raises(TypeError):
        hashforge.new("sha256").update(b"abc", 8.0)       # type: ignore[arg-type]


# --- one object, many threads ----------------------------------------------

CHUNK = bytes(range(256)) * 256          # 64 KiB: well above the size that releases the GIL
THREADS, ROUNDS = 4, 24


def _run_threads(target) -> None:
    threads = [threading.Thread(target=target) for _ in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def test_concurrent_updates_serialise() -> None:
    # Every update absorbs the same chunk, so any serialisation gives the same message; the
    # unlocked binding interleaved inside hf_update and gave wrong digests (or a heap overflow).
    h = hashforge.new("sha256")
    _run_threads(lambda: [h.update(CHUNK) for _ in range(ROUNDS)])
    assert h.digest() == hashlib.sha256(CHUNK * (THREADS * ROUNDS)).digest()


def test_digest_and_copy_during_updates_see_a_prefix() -> None:
    prefixes = {}
    ref = hashlib.sha256()
    for k in range(THREADS * ROUNDS + 1):
        prefixes[ref.digest()] = k
        ref.update(CHUNK)
    h = hashforge.new("sha256")
    seen: list[bytes] = []
    done = threading.Event()

    def reader() -> None:
        while not done.is_set():
            seen.append(h.digest())
            seen.append(h.copy().digest())

    r = threading.Thread(target=reader)
    r.start()
    try:
        _run_threads(lambda: [h.update(CHUNK) for _ in range(ROUNDS)])
    finally:
        done.set()
        r.join()
    assert seen
    assert all(d in prefixes for d in seen), "a digest of no prefix of the message"


# --- copy.copy and non-bytes data --------------------------------------------

@pytest.mark.parametrize("clone", [copy.copy, copy.deepcopy, pickle.dumps])
def test_copy_module_refused_like_hashlib(clone) -> None:
    with pytest.raises(TypeError):
        clone(hashlib.sha256())
    h = hashforge.new("sha256", b"a")
    with pytest.raises(TypeError):
        clone(h)
    with pytest.raises(TypeError):
        clone(_native.new("sha256"))
    assert h.digest() == hashlib.sha256(b"a").digest()


@pytest.mark.parametrize("data", ["", "abc", 0, 1, [], [1], None])
def test_non_bytes_data_is_type_error(data: object) -> None:
    with pytest.raises(TypeError):
        hashlib.new("sha256", data)                  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        hashforge.new("sha256", data)                # type: ignore[arg-type]
    with pytest.raises(TypeError):
        hashforge.sha256(data)                       # type: ignore[attr-defined]


def test_bytes_like_data_accepted() -> None:
    for data in (b"abc", bytearray(b"abc"), memoryview(b"abc")):
        assert hashforge.new("sha256", data).digest() == hashlib.sha256(b"abc").digest()
