"""Known-answer-test files: parsing, the catalogue of which file tests which
identifier, and running the C library against them.

Formats read (detected per record, so later families only add files):
  * SHA-3 competition / XKCP ShortMsgKAT: ``Len = bits`` ``Msg = hex`` ``MD = hex``
    (``Squeezed = hex`` for SHAKE);
  * NIST CAVP ``.rsp``: the same fields under ``[L = n]`` section headers; SHAKE's
    VariableOut files: ``COUNT`` ``Outputlen = bits`` ``Msg`` ``Output``, the length is the
    byte count;
  * NIST LWC: ``Count = n`` ``Msg = hex`` ``MD = hex``, the length is the byte count.

The catalogue is one ``index.tsv`` per family folder under ``kat/``:
``identifier<TAB>file relative to kat/<TAB>options`` where options is ``-`` or
a comma list; ``bits=lsb`` marks files (XKCP's) whose partial last byte holds
its valid bits in the low end, which the parser moves to the top so that every
vector reaches the library in the NIST MSB-first convention. ``outlen=any`` marks
XOF files whose outputs have many lengths (SHAKE VariableOut): ``hashforge kat`` and
the tests run them, the benches that compare the identifier's fixed output length
(vectors_for: cores, firmware) leave them out. ``mct=<procedure>`` marks a NIST
Monte Carlo file, which hashforge.monte reads and runs (not a list of vectors).
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Iterator, TextIO

from . import paths

KAT_ENV = paths.KAT_ENV
FIELD = re.compile(r"^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$")
_HEX = re.compile(r"^[0-9A-Fa-f]*$")
_DIGEST_FIELDS = ("MD", "Squeezed", "Digest", "Output")
_RECORD_START = ("Len", "Count", "COUNT")


# hashforge.monte's chain rules, named by an index row's mct= option
MONTE_PROCEDURES = ("sha2", "sha3", "shake")


class KatError(Exception):
    """A KAT file or index that cannot be read; the message names path and line."""


@dataclass(frozen=True)
class Vector:
    algorithm: str
    path: str          # relative to the KAT root, for messages
    line: int          # line of the record's first field
    nbits: int
    msg: bytes         # MSB-first: a partial last byte holds its bits at the top
    expected: bytes

    @property
    def id(self) -> str:
        return f"{self.algorithm}:{Path(self.path).name}:L{self.line}:len{self.nbits}"


@dataclass(frozen=True)
class KatFile:
    algorithm: str
    path: str          # relative to the KAT root
    lsb_partial: bool  # partial last byte stored in the low bits (XKCP)
    any_length: bool = False   # XOF outputs of many lengths (outlen=any)
    monte: str = ""            # a Monte Carlo file: its procedure (mct=...), see hashforge.monte


def kat_root() -> Path:
    """The vendored vectors: $HASHFORGE_KAT_DIR, else kat/ of the source tree."""
    root = paths.kat_dir()
    if not root.is_dir():
        raise KatError(f"KAT directory not found: {root} (set {KAT_ENV})")
    return root


def parse_hex(value: str, path: str, lineno: int, field: str) -> bytes:
    if not _HEX.match(value) or len(value) % 2:
        raise KatError(f"{path}:{lineno}: {field} is not an even-length hex string")
    return bytes.fromhex(value)


def parse_records(text: str, path: str) -> Iterator[tuple[int, int, bytes, bytes]]:
    """Yield (line, nbits, raw message bytes, digest) per record of a KAT file."""
    fields: dict[str, tuple[int, str]] = {}

    def flush() -> Iterator[tuple[int, int, bytes, bytes]]:
        if not fields:
            return
        first = min(line for line, _ in fields.values())
        digest_key = next((k for k in _DIGEST_FIELDS if k in fields), None)
        if "Msg" not in fields or digest_key is None:
            raise KatError(f"{path}:{first}: record without Msg and MD")
        msg = parse_hex(fields["Msg"][1], path, fields["Msg"][0], "Msg")
        digest = parse_hex(fields[digest_key][1], path, fields[digest_key][0], digest_key)
        if not digest:
            raise KatError(f"{path}:{fields[digest_key][0]}: empty {digest_key}")
        if "Outputlen" in fields and fields["Outputlen"][1] != str(8 * len(digest)):
            line, value = fields["Outputlen"]
            raise KatError(f"{path}:{line}: Outputlen = {value} but {digest_key} has {8 * len(digest)} bits")
        if "Len" in fields:
            line, value = fields["Len"]
            if not value.isdigit():
                raise KatError(f"{path}:{line}: Len is not a non-negative integer")
            nbits = int(value)
            if (nbits + 7) // 8 > len(msg):
                raise KatError(f"{path}:{line}: Len = {nbits} but Msg has only {len(msg)} bytes")
            msg = msg[: (nbits + 7) // 8]
        elif "Count" in fields or "COUNT" in fields:
            nbits = 8 * len(msg)
        else:
            raise KatError(f"{path}:{first}: record without Len or Count")
        yield first, nbits, msg, digest

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#") or (line.startswith("[") and line.endswith("]")):
            if not line:
                yield from flush()
                fields = {}
            continue
        m = FIELD.match(line)
        if not m:
            raise KatError(f"{path}:{lineno}: cannot read line {raw.strip()[:40]!r}")
        key, value = m.group(1), m.group(2)
        if key in _RECORD_START and any(k in fields for k in _RECORD_START) and "Msg" in fields:
            # a new record started without a blank line
            yield from flush()
            fields = {}
        if key in fields:
            raise KatError(f"{path}:{lineno}: {key} appears twice in one record")
        fields[key] = (lineno, value)
    yield from flush()


def _move_partial_byte_up(msg: bytes, nbits: int) -> bytes:
    rem = nbits % 8
    if not rem:
        return msg
    last = msg[-1]
    if last >> rem:
        raise ValueError("bits above the valid low bits")
    return msg[:-1] + bytes([(last << (8 - rem)) & 0xFF])


def read_text(kat: KatFile, root: Path | None = None) -> str:
    """A KAT file's text (ASCII)."""
    full = (root or kat_root()) / kat.path
    try:
        return full.read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError) as exc:
        raise KatError(f"{full}: cannot read: {exc}") from None


def read_vectors(kat: KatFile, root: Path | None = None) -> list[Vector]:
    if kat.monte:
        raise KatError(f"{kat.path}: a Monte Carlo file, not a list of vectors (hashforge.monte reads it)")
    text = read_text(kat, root)
    from . import _native

    vectors = []
    for line, nbits, msg, digest in parse_records(text, kat.path):
        if 8 * len(digest) > _native.OUT_MAX_BITS:
            # the library cannot produce it, so the vector could neither pass nor fail
            raise KatError(f"{kat.path}:{line}: digest of {8 * len(digest)} bits exceeds the "
                           f"{_native.OUT_MAX_BITS}-bit output limit")
        if kat.lsb_partial:
            try:
                msg = _move_partial_byte_up(msg, nbits)
            except ValueError:
                raise KatError(f"{kat.path}:{line}: partial byte has bits set above Len") from None
        vectors.append(Vector(kat.algorithm, kat.path, line, nbits, msg, digest))
    if not vectors:
        raise KatError(f"{kat.path}: no vectors")
    return vectors


def _read_index(index: Path, rel: Path) -> str:
    try:
        return index.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise KatError(f"{rel}: not UTF-8 text") from None
    except OSError as exc:
        raise KatError(f"{rel}: cannot read: {exc.strerror or exc}") from None


def catalogue(root: Path | None = None) -> list[KatFile]:
    """Every (identifier, file) pair listed by the index.tsv files. A folder without any,
    or a row naming an identifier the library does not implement, is a KatError: a vector
    that cannot be attributed must not be skipped in silence."""
    from . import algorithms

    root = root or kat_root()
    known = set(algorithms())
    files = []
    indexes = sorted(root.glob("*/index.tsv"))
    if not indexes:
        raise KatError(f"{root}: no <family>/index.tsv (is this a KAT directory?)")
    for index in indexes:
        rel = index.relative_to(root)
        for lineno, raw in enumerate(_read_index(index, rel).splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3:
                raise KatError(f"{rel}:{lineno}: expected 3 tab-separated columns")
            algorithm, path, options = parts
            if algorithm not in known:
                raise KatError(f"{rel}:{lineno}: unknown identifier '{algorithm}' (see 'hashforge list')")
            opts = set() if options == "-" else set(options.split(","))
            monte = [o.split("=", 1)[1] for o in opts if o.startswith("mct=")]
            unknown = opts - {"bits=lsb", "outlen=any"} - {f"mct={p}" for p in MONTE_PROCEDURES}
            if unknown:
                raise KatError(f"{rel}:{lineno}: unknown option {sorted(unknown)[0]!r}")
            if len(monte) > 1:
                raise KatError(f"{rel}:{lineno}: more than one mct= option")
            if not (root / path).is_file():
                raise KatError(f"{rel}:{lineno}: no such file {path}")
            files.append(KatFile(algorithm, path, "bits=lsb" in opts, "outlen=any" in opts,
                                 monte[0] if monte else ""))
    return files


def files_for(algorithms: Iterable[str], root: Path | None = None) -> list[KatFile]:
    """The vector files of the identifiers (every output length; no Monte Carlo file)."""
    wanted = set(algorithms)
    return [k for k in catalogue(root) if k.algorithm in wanted and not k.monte]


def _fixed_length_files(algorithm: str, root: Path | None) -> list[KatFile]:
    return [kf for kf in files_for([algorithm], root) if not kf.any_length]


def sources_for(algorithm: str, root: Path | None = None) -> list[Path]:
    """The files one identifier's vectors come from (what vectors_for reads for it): the
    index.tsv files that list it and the KAT files they name for it."""
    root = root or kat_root()
    kats = list(dict.fromkeys(root / kf.path for kf in _fixed_length_files(algorithm, root)))
    indexes = [i for i in sorted(root.glob("*/index.tsv"))
               if any(row.strip().split("\t")[0] == algorithm
                      for row in _read_index(i, i.relative_to(root)).splitlines())]
    return indexes + kats


def vectors_for(algorithm: str, root: Path | None = None) -> list[Vector]:
    """Every vector of one identifier at its fixed output length (what a core or a firmware
    compares its digest with; no outlen=any file), its files in catalogue order."""
    return [v for kf in _fixed_length_files(algorithm, root) for v in read_vectors(kf, root)]


def check(vector: Vector) -> bytes:
    """The C library's output for a vector (compare with vector.expected)."""
    from . import algorithm_info, hash_bits

    out_bits = 8 * len(vector.expected) if algorithm_info(vector.algorithm).xof else None
    return hash_bits(vector.algorithm, vector.msg, vector.nbits, out_bits)


def dump(out: TextIO, algorithms: Iterable[str] | None = None) -> int:
    """Write every vector as "ALGO NBITS MSGHEX DIGESTHEX" ("-" for an empty message), the
    input of the C-only KAT runner c/tools/kat_check.c (make sanitize). Returns the count."""
    from . import algorithms as all_algorithms

    count = 0
    for kf in files_for(algorithms or all_algorithms()):
        for v in read_vectors(kf):
            out.write(f"{v.algorithm} {v.nbits} {v.msg.hex() or '-'} {v.expected.hex()}\n")
            count += 1
    return count


def _main(argv: list[str]) -> int:
    """python -m hashforge.kat dump [ALGO]...: the vectors for the C-only runner."""
    from .errors import EXIT_OK, EXIT_USAGE, print_error

    if not argv or argv[0] != "dump":
        print_error("usage: python -m hashforge.kat dump [ALGO]...")
        return EXIT_USAGE
    try:
        dump(sys.stdout, argv[1:] or None)
    except KatError as exc:
        print_error(exc)
        return EXIT_USAGE
    except BrokenPipeError:
        return EXIT_OK
    return EXIT_OK


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv[1:]))
