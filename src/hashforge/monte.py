"""NIST's Monte Carlo tests (MCT) of SHA-2 (SHAVS section 6.4), SHA-3 and SHAKE (SHA3VS
sections 6.2.3 and 6.3.3), run on the C library and, one chain at a time, on a core.

A Monte Carlo file (CAVP ``*Monte.rsp``) holds a start value and 100 checkpoints; each
checkpoint is the last digest of a chain of 1,000 hashes, each hash's input made from the
ones before it, and the next chain starts from that checkpoint. The chain rule depends on the
procedure, which the file's row in ``kat/<family>/index.tsv`` names with ``mct=<procedure>``:

``sha2``   Seed; per checkpoint MD0 = MD1 = MD2 = Seed, MD_i = H(MD_{i-3} || MD_{i-2} ||
           MD_{i-1}) for i = 3..1002, and Seed = MD_1002 is the checkpoint.
``sha3``   Seed = MD_0; MD_i = H(MD_{i-1}) for i = 1..1000, MD_1000 is the checkpoint and the
           next chain's MD_0.
``shake``  Msg (128 bits), Minoutlen and Maxoutlen; Output_0 = Msg, the first output is
           Maxoutlen bits (rounded down to bytes); M_i = the leftmost 128 bits of
           Output_{i-1} (zero-padded if shorter), Output_i = SHAKE(M_i, Outputlen), and after
           each hash Outputlen = Minoutbytes + (rightmost 16 bits of Output_i mod
           (Maxoutbytes - Minoutbytes + 1)) bytes. Output_1000 (and its length) is the
           checkpoint; the next chain goes on from it with the Outputlen it left.

A chain is a generator: it yields (message, output bits or None) and is sent each digest, so
the same rule drives the C library here and a simulated core's stream in hashforge.hw.monte.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Generator, Iterable, Iterator

from . import kat as katmod

ITERATIONS = 1000           # hashes per checkpoint (SHAVS, SHA3VS)
PROCEDURES = katmod.MONTE_PROCEDURES
SHAKE_MSG_BITS = 128        # SHA3VS: each SHAKE message is the leftmost 128 bits of the last output

# (message, output bits: None for the identifier's fixed digest) -> digest
Chain = Generator[tuple[bytes, "int | None"], bytes, "State"]


@dataclass(frozen=True)
class State:
    """Where a chain stands between checkpoints: the last digest (output) and, for SHAKE, the
    output length the next hash uses."""
    digest: bytes
    out_bits: int | None = None


@dataclass(frozen=True)
class Checkpoint:
    count: int
    line: int
    digest: bytes


@dataclass(frozen=True)
class MonteFile:
    algorithm: str
    path: str                  # relative to the KAT root
    procedure: str
    start: bytes               # Seed (SHA-2, SHA-3) or Msg (SHAKE)
    checkpoints: tuple[Checkpoint, ...]
    min_out_bits: int | None = None      # SHAKE only
    max_out_bits: int | None = None

    def initial(self) -> State:
        if self.procedure == "shake":
            return State(self.start, self.max_out_bits // 8 * 8)
        return State(self.start)

    def chain(self, state: State, iterations: int = ITERATIONS) -> Chain:
        """The chain that leads from `state` (the start or the last checkpoint) to the next
        checkpoint, or, with fewer iterations, to the digest after that many hashes."""
        if self.procedure == "sha2":
            return _sha2_chain(state, iterations)
        if self.procedure == "sha3":
            return _sha3_chain(state, iterations)
        return _shake_chain(state, iterations, self.min_out_bits // 8, self.max_out_bits // 8)


def _sha2_chain(state: State, iterations: int) -> Chain:
    a = b = c = state.digest
    for _ in range(iterations):
        a, b, c = b, c, (yield a + b + c, None)
    return State(c)


def _sha3_chain(state: State, iterations: int) -> Chain:
    md = state.digest
    for _ in range(iterations):
        md = yield md, None
    return State(md)


def _shake_chain(state: State, iterations: int, min_bytes: int, max_bytes: int) -> Chain:
    out, out_bits = state.digest, state.out_bits
    span = max_bytes - min_bytes + 1
    for _ in range(iterations):
        msg = out[: SHAKE_MSG_BITS // 8].ljust(SHAKE_MSG_BITS // 8, b"\0")
        out = yield msg, out_bits
        # the next length comes from this output, so a checkpoint's recorded length is its own
        out_bits = 8 * (min_bytes + int.from_bytes(out[-2:], "big") % span)
    return State(out, out_bits)


def drive(chain: Chain, hash_fn: Callable[[bytes, "int | None"], bytes]) -> State:
    """Run a chain to its end with hash_fn(message, output bits or None) -> digest."""
    try:
        request = next(chain)
        while True:
            request = chain.send(hash_fn(*request))
    except StopIteration as done:
        return done.value


def library_hash(algorithm: str) -> Callable[[bytes, "int | None"], bytes]:
    """hash_fn for drive(): the C library (hashforge._native), one context per hash."""
    from . import _native, algorithm_info

    name = algorithm_info(algorithm).name

    def hash_fn(msg: bytes, out_bits: int | None) -> bytes:
        ctx = _native.new(name, out_bits or 0)
        ctx.update(msg)
        return ctx.digest()
    return hash_fn


def run(mf: MonteFile, checkpoints: int | None = None) -> Iterator[tuple[Checkpoint, bytes]]:
    """The first `checkpoints` (default all) checkpoints on the C library: (expected, got)."""
    hash_fn = library_hash(mf.algorithm)
    state = mf.initial()
    for cp in mf.checkpoints[:checkpoints]:
        state = drive(mf.chain(state), hash_fn)
        yield cp, state.digest


# ---------------------------------------------------------------- the .rsp files
def parse(text: str, algorithm: str, path: str, procedure: str) -> MonteFile:
    """A CAVP Monte Carlo response file; KatError (path:line) for anything else."""
    if procedure not in PROCEDURES:
        raise katmod.KatError(f"{path}: unknown Monte Carlo procedure {procedure!r} "
                              f"(one of {', '.join(PROCEDURES)})")
    start_key = "Msg" if procedure == "shake" else "Seed"
    digest_key = "Output" if procedure == "shake" else "MD"
    headers: dict[str, int] = {}
    start: bytes | None = None
    checkpoints: list[Checkpoint] = []
    record: dict[str, tuple[int, str]] = {}

    def close() -> None:
        if not record:
            return
        first = min(line for line, _ in record.values())
        if "COUNT" not in record or digest_key not in record:
            raise katmod.KatError(f"{path}:{first}: checkpoint without COUNT and {digest_key}")
        line, count = record["COUNT"]
        if count != str(len(checkpoints)):
            raise katmod.KatError(f"{path}:{line}: COUNT = {count}, expected {len(checkpoints)}")
        line, value = record[digest_key]
        digest = katmod.parse_hex(value, path, line, digest_key)
        if not digest:
            raise katmod.KatError(f"{path}:{line}: empty {digest_key}")
        if "Outputlen" in record and record["Outputlen"][1] != str(8 * len(digest)):
            raise katmod.KatError(f"{path}:{record['Outputlen'][0]}: Outputlen = {record['Outputlen'][1]} "
                                  f"but {digest_key} has {8 * len(digest)} bits")
        checkpoints.append(Checkpoint(len(checkpoints), first, digest))
        record.clear()

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            close()
            continue
        if line.startswith("[") and line.endswith("]"):
            key, _, value = line[1:-1].partition("=")
            if value.strip().isdigit():
                headers[key.strip()] = int(value)
            continue
        m = katmod.FIELD.match(line)
        if not m:
            raise katmod.KatError(f"{path}:{lineno}: cannot read line {line[:40]!r}")
        key, value = m.group(1), m.group(2)
        if key == start_key and not checkpoints and not record:
            if start is not None:
                raise katmod.KatError(f"{path}:{lineno}: {start_key} appears twice")
            start = katmod.parse_hex(value, path, lineno, start_key)
            continue
        if key not in ("COUNT", digest_key, "Outputlen"):
            raise katmod.KatError(f"{path}:{lineno}: unexpected field {key!r} in a Monte Carlo file")
        if key in record:
            raise katmod.KatError(f"{path}:{lineno}: {key} appears twice in one checkpoint")
        record[key] = (lineno, value)
    close()
    if start is None:
        raise katmod.KatError(f"{path}: no {start_key} (is this a {procedure} Monte Carlo file?)")
    if not checkpoints:
        raise katmod.KatError(f"{path}: no checkpoints")
    limits = (None, None)
    if procedure == "shake":
        limits = (headers.get("Minimum Output Length (bits)"), headers.get("Maximum Output Length (bits)"))
        if None in limits or not 8 <= limits[0] <= limits[1]:
            raise katmod.KatError(f"{path}: a SHAKE Monte Carlo file needs [Minimum Output Length (bits) = n] "
                                  f"and [Maximum Output Length (bits) = n], 8 <= minimum <= maximum")
    return MonteFile(algorithm, path, procedure, start, tuple(checkpoints), *limits)


def read(kf: katmod.KatFile, root: Path | None = None) -> MonteFile:
    """The Monte Carlo file of a catalogue row (KatFile.monte names its procedure)."""
    text = katmod.read_text(kf, root)
    return parse(text, kf.algorithm, kf.path, kf.monte)


def files_for(algorithms: Iterable[str], root: Path | None = None) -> list[MonteFile]:
    """Every Monte Carlo file of the identifiers, in catalogue order."""
    wanted = set(algorithms)
    return [read(kf, root) for kf in katmod.catalogue(root) if kf.monte and kf.algorithm in wanted]
