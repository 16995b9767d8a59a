"""Which FPGA a design's row is placed on. data/fpga_placement.csv names the architectures the
LFE5U-85F cannot hold, or nextpnr-ecp5 cannot route within the default limit: their FPGA row
comes from the GW5AST-138C (target gw5a) instead, and, where no device places one in the time
a quick evaluation allows, `quick_arch` names the architecture the quick evaluation runs in its
place. A core of the same datapath (an identifier of --all) follows its listed identifier."""
from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path

from .. import paths


@dataclass(frozen=True)
class Placement:
    algorithm: str
    arch: str
    target: str              # the FPGA target of its row: gw5a, or ecp5 when none places it
    quick_arch: str          # the architecture the quick evaluation runs instead ("" = this)
    why: str                 # one line: why the LFE5U-85F gives no row


def placement_file() -> Path:
    return paths.data_dir() / "fpga_placement.csv"


def load(path: Path | None = None) -> list[Placement]:
    try:
        with open(path or placement_file(), newline="") as f:
            return [Placement(r["algorithm"], r["arch"], r["target"], r.get("quick_arch") or "",
                              r["why"]) for r in csv.DictReader(f)]
    except OSError:
        return []


def _datapath(registry, algorithm: str, arch: str) -> str | None:
    try:
        core = registry.get(algorithm, arch)
    except (ValueError, KeyError):
        return None
    # a registry without this core, or one that answers every name with its own core (a
    # stand-in): the listed design is not there, so nothing of that registry follows it
    if core is None or getattr(core, "algorithm", algorithm) != algorithm:
        return None
    return core.datapath or core.top


class Placements:
    """The file's entries, matched by identifier or by the listed identifier's datapath."""

    def __init__(self, registry, entries: list[Placement] | None = None):
        self.entries = load() if entries is None else entries
        self.by_path = {}
        for e in self.entries:
            dp = _datapath(registry, e.algorithm, e.arch)
            if dp is not None:
                self.by_path[(dp, e.arch)] = e
        self.by_name = {(e.algorithm, e.arch): e for e in self.entries}
        self.registry = registry

    def of(self, algorithm: str, arch: str) -> Placement | None:
        hit = self.by_name.get((algorithm, arch))
        if hit is None:
            dp = _datapath(self.registry, algorithm, arch)
            hit = self.by_path.get((dp, arch)) if dp is not None else None
        return hit

    def fpga_target(self, algorithm: str, arch: str) -> str:
        e = self.of(algorithm, arch)
        return e.target if e else "ecp5"

    def quick_arch(self, algorithm: str, arch: str) -> str:
        e = self.of(algorithm, arch)
        return (e.quick_arch or arch) if e else arch

    def note(self, algorithm: str, arch: str, target: str, quick: bool) -> str:
        """One line for a row placed elsewhere than the usual (ECP5, default architecture)."""
        if target == "gw5a":
            e = self.of(algorithm, arch)
            return f"on the GW5AST-138C: {e.why}" if e else ""
        if quick and target == "ecp5":
            for e in self.entries:
                if e.quick_arch == arch and self.of(algorithm, e.arch) is e:
                    return f"quick evaluation: `{arch}` in place of `{e.arch}` ({e.why})"
        return ""
