"""Runs hashforge.hw.sim.run in its own process and writes the result as JSON.

    python -m hashforge.flow.simjob ALGO ARCH WIDTH OUT.json

A simulator that cannot be built or run is reported on stderr (exit 1), not as a traceback.
"""
from __future__ import annotations

import json
import sys

from hashforge.errors import EXIT_FAIL, EXIT_OK, print_error


def main(argv: list[str]) -> int:
    algo, arch, width, out = argv
    from hashforge.hw import sim
    try:
        result = sim.run(algo, arch=arch, width=int(width))
    except (sim.SimError, ValueError) as exc:
        print_error(exc, whole=True)
        return EXIT_FAIL
    with open(out, "w") as f:
        json.dump(result, f, indent=2, default=str)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
