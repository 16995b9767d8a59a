"""The hashforge command line: a thin layer over the library API.

Exit codes (hashforge.errors): 0 success, 1 verification failure, 2 usage or input error.
`hash` follows sha256sum where users expect it to: a file that cannot be read is named on
stderr, the other files are still hashed, and the exit code is 1; write errors on stdout
are exit 1 too.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections import OrderedDict
from typing import Any, BinaryIO, Sequence

from . import Hash, algorithm_info, canonical_name, kat as katmod, new
from .errors import (
    EXIT_FAIL,
    EXIT_INTERRUPTED,
    EXIT_OK,
    EXIT_USAGE,
    OutputError,
    UsageError,
    print_error,
)
from .selection import identifier, select


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse exits 2 too; keep one line
        raise UsageError(message)


def cmd_list(args: argparse.Namespace) -> int:
    from .status import status_rows

    rows = status_rows()
    if args.json:
        print(json.dumps(rows, indent=2))
        return EXIT_OK
    print(f"{'identifier':<20} {'family':<12} {'bits':>5}  {'C':<3} {'RTL':<3} {'report':<6}  version")
    for r in rows:
        yes = lambda b: "yes" if b else "-"  # noqa: E731
        print(f"{r['name']:<20} {r['family']:<12} {r['digest_bits']:>5}  {yes(r['c']):<3} "
              f"{yes(r['rtl']):<3} {yes(r['report']):<6}  {r['version']}")
    return EXIT_OK


def _read_into(h: Hash, stream: BinaryIO) -> None:
    for chunk in iter(lambda: stream.read(1 << 16), b""):
        h.update(chunk)


def _length_bytes(info: Any, length_bits: int | None) -> int | None:
    """--length in bits -> bytes; XOFs default to their KAT length."""
    if length_bits is not None:
        if not info.xof:
            raise UsageError(f"--length applies to XOFs only; {info.name} has a fixed digest")
        if length_bits <= 0 or length_bits % 8:
            raise UsageError("--length must be a positive multiple of 8 bits")
        return length_bits // 8
    return info.digest_bits // 8 if info.xof else None


def _hash_file(name: str, algorithm: str, length: int | None) -> str:
    """Hex digest of a file ('-': stdin). OSError when it cannot be read."""
    h = new(algorithm, length=length)
    if name == "-":
        if sys.stdin is None:             # started with stdin closed (<&-)
            raise OSError(9, "standard input is closed")
        _read_into(h, sys.stdin.buffer)
    else:
        with open(name, "rb") as f:
            _read_into(h, f)
    return h.hexdigest()


# sha256sum's line "HEX  NAME" (" *NAME" in binary mode) and the BSD line of --tag,
# "ALGO (NAME) = HEX"; either may start with the backslash that marks an escaped name.
_PLAIN_LINE = re.compile(r"^(\\?)([0-9a-fA-F]+) [ *](.+)$")
_TAG_LINE = re.compile(r"^(\\?)([^\s\\]\S*) \((.+)\) = ([0-9a-fA-F]+)$")

# File-name escaping as GNU coreutils' sha256sum does it (checked against coreutils 9.1):
# a name holding a backslash, newline or carriage return is written with `\\`, `\n`, `\r`
# and its whole line starts with a backslash; `-c` undoes exactly these three escapes.
_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r"}
_UNESCAPES = {"\\": "\\", "n": "\n", "r": "\r"}


def _escape_name(name: str) -> tuple[str, str]:
    """(line prefix, name) as sha256sum writes them: ("\\", escaped) or ("", name)."""
    if not any(c in name for c in _ESCAPES):
        return "", name
    return "\\", "".join(_ESCAPES.get(c, c) for c in name)


def _unescape_name(text: str) -> str | None:
    """The name of an escaped line; None for an escape sha256sum rejects (anything but
    `\\\\`, `\\n`, `\\r`, a trailing lone backslash, a NUL)."""
    out = []
    chars = iter(text)
    for c in chars:
        if c == "\0":
            return None
        if c == "\\":
            c = _UNESCAPES.get(next(chars, ""), "")
            if not c:
                return None
        out.append(c)
    return "".join(out)


def _status_name(name: str) -> str:
    """The name in `sha256sum -c`'s status lines: escaped (with the leading backslash) only
    when it holds a newline, raw otherwise (coreutils 9.1)."""
    return "".join(_escape_name(name)) if "\n" in name else name


_SHELL_SAFE = re.compile(r"[\w%+,./:=@-]+")
_SHELL_CONTROL = {"\a": "\\a", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\v": "\\v",
                  "\f": "\\f", "\r": "\\r"}


def _quote_name(name: str) -> str:
    """A file name for a one-line error, quoted as coreutils quotes it there (gnulib's
    shell-escape style): bare when nothing in it needs quoting, else in single quotes, with
    control characters as $'\\n' pieces."""
    if name and _SHELL_SAFE.fullmatch(name) and not name.startswith(("~", "#")):
        return name
    parts: list[str] = []
    plain = ""
    for c in name:
        if c.isprintable():
            plain += "'\\''" if c == "'" else c
            continue
        if plain:
            parts.append(f"'{plain}'")
            plain = ""
        code = _SHELL_CONTROL.get(c) or "".join(f"\\{b:03o}" for b in os.fsencode(c))
        if parts and parts[-1].startswith("$'"):
            parts[-1] = parts[-1][:-1] + code + "'"
        else:
            parts.append(f"$'{code}'")
    if plain or not parts:
        parts.append(f"'{plain}'")
    return "".join(parts)


def cmd_check(args: argparse.Namespace) -> int:
    """hash -c: verify the lines of sha256sum-style lists, as `sha256sum -c` does."""
    default = identifier(args.algorithm) if args.algorithm else None
    length_bits = args.length
    _length_bytes(algorithm_info(default), length_bits) if default else None   # --length sanity
    failed = unreadable = malformed = checked = 0
    for listing in args.files or ["-"]:
        try:
            if listing == "-":
                if sys.stdin is None:
                    raise OSError(9, "standard input is closed")
                text = os.fsdecode(sys.stdin.buffer.read())
            else:
                with open(listing, "rb") as f:
                    text = os.fsdecode(f.read())   # names round-trip, as bytes to open()
        except OSError as exc:
            print_error(f"{_quote_name(listing)}: {exc.strerror or exc}")
            unreadable += 1
            continue
        # lines end at "\n" only (a name may hold other line breaks); one "\r" before it
        # goes, as sha256sum drops it
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        for lineno, raw in enumerate(lines, 1):
            line = raw[:-1] if raw.endswith("\r") else raw
            if not line.strip() or line.startswith("#"):
                continue
            tag = _TAG_LINE.match(line)
            plain = None if tag else _PLAIN_LINE.match(line)
            name: str | None = None
            if tag:
                algorithm, name, want = canonical_name(tag.group(2)), tag.group(3), tag.group(4)
                escaped = tag.group(1)
            elif plain:
                algorithm, name, want = default, plain.group(3), plain.group(2)
                escaped = plain.group(1)
            if name is not None and escaped:
                name = _unescape_name(name)     # an invalid escape: improperly formatted
            elif name is not None and "\0" in name:
                name = None
            if (not tag and not plain) or algorithm is None or name is None:
                if not tag and plain and default is None:
                    raise UsageError(f"{listing}:{lineno}: an untagged line needs -a ALGO")
                malformed += 1
                continue
            info = algorithm_info(algorithm)
            if info.xof and length_bits is None and want and len(want) % 2 == 0:
                length: int | None = len(want) // 2    # the listed digest gives the XOF's length
            else:
                length = _length_bytes(info, length_bits)
            checked += 1
            try:
                got = _hash_file(name, algorithm, length)
            except OSError as exc:
                print_error(f"{_quote_name(name)}: {exc.strerror or exc}")
                print(f"{_status_name(name)}: FAILED open or read")
                unreadable += 1
                continue
            ok = got == want.lower()
            failed += not ok
            if not (ok and args.quiet):
                print(f"{_status_name(name)}: {'OK' if ok else 'FAILED'}")
    if malformed:
        print_error(f"WARNING: {malformed} line{'s are' if malformed > 1 else ' is'} improperly formatted")
    if unreadable:
        print_error(f"WARNING: {unreadable} listed file{'s' if unreadable > 1 else ''} could not be read")
    if failed:
        print_error(f"WARNING: {failed} computed checksum{'s' if failed > 1 else ''} did NOT match")
    if checked == 0 and not unreadable:
        print_error("no properly formatted checksum lines found")
        return EXIT_FAIL
    return EXIT_FAIL if failed or unreadable else EXIT_OK


def cmd_hash(args: argparse.Namespace) -> int:
    if args.check:
        return cmd_check(args)
    if not args.algorithm:
        raise UsageError("hash needs -a ALGO (see 'hashforge list')")
    algorithm = identifier(args.algorithm)
    info = algorithm_info(algorithm)
    length = None
    if args.length is not None:
        if not info.xof:
            raise UsageError(f"--length applies to XOFs only; {info.name} has a fixed digest")
        if args.length <= 0 or args.length % 8:
            raise UsageError("--length must be a positive multiple of 8 bits")
        length = args.length // 8
    elif info.xof:
        length = info.digest_bits // 8        # the default (KAT) length of the XOF
    rc = EXIT_OK
    for name in args.files or ["-"]:
        try:
            hexdigest = _hash_file(name, algorithm, length)
        except OSError as exc:
            # as sha256sum: name the file, go on with the others, exit 1 at the end
            print_error(f"{_quote_name(name)}: {exc.strerror or exc}")
            rc = EXIT_FAIL
            continue
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        prefix, shown = _escape_name(name)
        print(f"{prefix}{algorithm.upper()} ({shown}) = {hexdigest}" if args.tag
              else f"{prefix}{hexdigest}  {shown}")
    return rc


def cmd_kat(args: argparse.Namespace) -> int:
    chosen = select(args.selectors)
    try:
        files = katmod.files_for(chosen)
    except katmod.KatError as exc:
        raise UsageError(str(exc)) from None
    per_algo: "OrderedDict[str, list[int]]" = OrderedDict((a, [0, 0]) for a in chosen)
    sources: dict[str, list[str]] = {a: [] for a in chosen}
    for kf in files:
        try:
            vectors = katmod.read_vectors(kf)
        except katmod.KatError as exc:
            raise UsageError(str(exc)) from None
        sources[kf.algorithm].append(kf.path)
        for v in vectors:
            got = katmod.check(v)
            ok = got == v.expected
            per_algo[v.algorithm][0 if ok else 1] += 1
            if not ok and args.verbose:
                print(f"FAIL {v.path}:{v.line} Len={v.nbits}: got {got.hex().upper()[:32]}…", file=sys.stderr)
    for algo, (p, f) in per_algo.items():
        _kat_row(algo, p, f, ", ".join(sources[algo]) or "no KAT file")
    for algo, (p, f) in _run_monte(chosen, args.verbose):
        per_algo[algo][0] += p
        per_algo[algo][1] += f
    total_pass = sum(p for p, _ in per_algo.values())
    total_fail = sum(f for _, f in per_algo.values())
    print(f"{total_pass} passed, {total_fail} failed")
    untested = [a for a, (p, f) in per_algo.items() if p + f == 0]
    if untested:
        # nothing verified is not a success
        print_error(f"no KAT vectors ran for {', '.join(untested)}")
        return EXIT_FAIL
    return EXIT_FAIL if total_fail else EXIT_OK


def _kat_row(algo: str, passed: int, failed: int, where: str) -> None:
    state = "ok" if failed == 0 and passed > 0 else ("FAIL" if failed else "untested")
    print(f"{algo:<20} {passed:>6} passed {failed:>5} failed  {state:<8} {where}")


def _run_monte(chosen: list[str], verbose: bool) -> list[tuple[str, tuple[int, int]]]:
    """NIST's Monte Carlo files of the chosen identifiers, every checkpoint on the C library;
    one row per file. Returns (identifier, (checkpoints passed, failed)) per file."""
    from . import monte

    try:
        files = monte.files_for(chosen)
    except katmod.KatError as exc:
        raise UsageError(str(exc)) from None
    if files:
        print(f"Monte Carlo checkpoints ({monte.ITERATIONS} chained hashes each):")
    counts = []
    for mf in files:
        p = f = 0
        for cp, got in monte.run(mf):
            if got == cp.digest:
                p += 1
                continue
            f += 1
            if verbose:
                print(f"FAIL {mf.path}:{cp.line} COUNT={cp.count}: got {got.hex().upper()[:32]}…", file=sys.stderr)
        _kat_row(mf.algorithm, p, f, mf.path)
        counts.append((mf.algorithm, (p, f)))
    return counts


def build_parser() -> argparse.ArgumentParser:
    from . import __version__

    p = _Parser(prog="hashforge", description="hash functions in C and Verilog, verified and evaluated")
    p.add_argument("--version", action="version", version=f"hashforge {__version__}")
    sub = p.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    sp = sub.add_parser("list", help="identifiers, versions, and which have C / RTL / report rows")
    sp.add_argument("--json", action="store_true", help="machine-readable output")
    sp.set_defaults(func=cmd_list)

    sp = sub.add_parser("hash", help="hash files (or stdin) like sha256sum",
                        description="Print or check digests like sha256sum. ALGO is an identifier "
                                    "or an alias in any case (SHA-256, sha3_256). A file that cannot "
                                    "be read is reported and skipped; the exit code is then 1.")
    sp.add_argument("-a", "--algorithm", help="identifier, see 'hashforge list' (required unless "
                                              "--check reads --tag lines)")
    sp.add_argument("--length", type=int, help="output length in bits (XOFs only)")
    sp.add_argument("--tag", action="store_true", help="BSD-style lines: ALGO (FILE) = HEX")
    sp.add_argument("-c", "--check", action="store_true",
                    help="read HEX  FILE (or --tag) lines from the FILEs and verify them; exit 1 on any mismatch")
    sp.add_argument("--quiet", action="store_true", help="with --check: do not print OK lines")
    sp.add_argument("files", nargs="*", metavar="FILE", help="files to hash, '-' for stdin (default)")
    sp.set_defaults(func=cmd_hash)

    sp = sub.add_parser("kat", help="verify the C library against the vendored KATs",
                        description="Run every vendored known-answer vector, and every checkpoint of "
                                    "NIST's Monte Carlo tests, through the C library.")
    sp.add_argument("selectors", nargs="*", metavar="ALGO|FAMILY", help="default: everything")
    sp.add_argument("-v", "--verbose", action="store_true", help="print each failing vector or checkpoint")
    sp.set_defaults(func=cmd_kat)

    # imported here, inside main()'s error handling, so that Ctrl-C during the imports ends
    # like Ctrl-C anywhere else
    from .bench.cli import register as register_bench  # hashforge bench
    from .evaluation.cli import register as register_eval  # hashforge eval
    from .flow.cli import register as register_flow  # hashforge synth
    from .hw.cli import register as register_hw  # hashforge sim
    from .mcu.cli import register as register_mcu  # hashforge mcu

    register_hw(sub)
    register_flow(sub)
    register_eval(sub)
    register_mcu(sub)
    register_bench(sub)
    return p


class _CheckedOutput:
    """sys.stdout that turns a failed write or flush into OutputError (BrokenPipeError, a
    reader that went away, stays itself)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(f"write error: {exc.strerror or exc}") from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(f"write error: {exc.strerror or exc}") from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _silence_stdout() -> None:
    """Point descriptor 1 at /dev/null so that the interpreter's flush at exit does not print
    a second error (or a traceback) for output we already reported as lost."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.__stdout__.fileno() if sys.__stdout__ else 1)
        os.close(devnull)
    except (OSError, ValueError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    if sys.stdout is None:                      # started with stdout closed (>&-)
        print_error("write error: standard output is closed")
        return EXIT_FAIL
    real_stdout = sys.stdout
    sys.stdout = _CheckedOutput(real_stdout)    # type: ignore[assignment]
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if args.command is None:                # no command: the usage text, a usage error
            parser.print_help(sys.stderr)
            return EXIT_USAGE
        rc = args.func(args)
        sys.stdout.flush()                      # a full disk shows up here, not at exit
        return rc
    except (UsageError, katmod.KatError) as exc:
        print_error(exc)
        return EXIT_USAGE
    except OutputError as exc:
        print_error(exc)
        _silence_stdout()
        return EXIT_FAIL
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_OK
    except OSError as exc:
        # the environment, not the code: an unwritable cache folder, a missing tool
        where = f"{exc.filename}: " if exc.filename else ""
        print_error(f"{where}{exc.strerror or exc}")
        return EXIT_USAGE
    finally:
        sys.stdout = real_stdout
