"""Exit codes and usage errors of every `hashforge` command, in one place.

    0  success
    1  verification failure (a KAT, a random message or a cycle count did not match)
    2  usage or input error (one line on stderr, never a traceback)
"""
from __future__ import annotations

import sys
from typing import TextIO

PROG = "hashforge"

EXIT_OK = 0
EXIT_FAIL = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130        # 128 + SIGINT, as the shell reports Ctrl-C


class UsageError(Exception):
    """Bad input from the user: printed as one line, exit 2."""


class OutputError(Exception):
    """Standard output cannot be written (a full disk, a closed descriptor): one line, exit 1,
    as sha256sum and coreutils do ("write error")."""


def one_line(message: object) -> str:
    """The first non-empty line of a message (a tool's log can follow it); an exception
    without a message is named by its class."""
    lines = [ln.strip() for ln in str(message).splitlines() if ln.strip()]
    if lines:
        return lines[0]
    return type(message).__name__ if isinstance(message, BaseException) else "error"


def print_error(message: object, *, whole: bool = False, stream: TextIO | None = None) -> None:
    """`hashforge: MESSAGE` on stderr: the first line of the message, or all of it with
    whole=True (a failed run's log, not a usage error)."""
    text = str(message).rstrip() if whole and str(message).strip() else one_line(message)
    print(f"{PROG}: {text}", file=stream or sys.stderr)
