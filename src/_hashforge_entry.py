"""The `hashforge` command's entry point, outside the hashforge package on purpose: loading
this module loads nothing else, so the Ctrl-C handling starts before the package and the
CLI load (which take most of the first tenth of a second); an interrupt then ends quietly
with exit 130 instead of a traceback."""
from __future__ import annotations

import sys


def run() -> int:
    try:
        from hashforge.cli import main
    except KeyboardInterrupt:
        return 130      # hashforge.errors.EXIT_INTERRUPTED, not importable before this point
    return main(sys.argv[1:])
