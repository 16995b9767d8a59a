"""Runs hashforge.hw.sim.run in its own process and writes the result as JSON.

    python -m hashforge.flow.simjob ALGO ARCH WIDTH OUT.json
"""
from __future__ import annotations

import json
import sys


def main(argv: list[str]) -> int:
    algo, arch, width, out = argv
    from hashforge.hw import sim
    result = sim.run(algo, arch=arch, width=int(width))
    with open(out, "w") as f:
        json.dump(result, f, indent=2, default=str)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
