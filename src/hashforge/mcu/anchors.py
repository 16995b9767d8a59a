"""Published AVR figures beside ours (data/avr_anchors.csv): the best AVR code of the same
algorithm that others measured, as cycles/byte with its source and the conversion."""
from __future__ import annotations

import csv
import functools
from typing import Any

from .. import paths


@functools.lru_cache(maxsize=None)
def _read(path: str) -> dict[str, dict[str, str]]:
    with open(path, newline="") as f:
        return {row["algorithm"]: row for row in csv.DictReader(f)}


def load() -> dict[str, dict[str, str]]:
    """The anchors by identifier; none when the file is absent (an installed package)."""
    path = paths.data_dir() / "avr_anchors.csv"
    return _read(str(path)) if path.is_file() else {}


def row(r: dict[str, Any], a: dict[str, str]) -> list[str]:
    """A table row under ours: the anchor's cycles/byte and ours over it."""
    theirs = float(a["anchor_cycles_per_byte"])
    ours = r.get("cycles_per_byte_long")
    ratio = f" (ours ×{ours / theirs:.2f})" if ours else ""
    return [f"↳ anchor: {a['implementation']}", a["device"], f"{theirs:,.1f}{ratio}", "–", "–", "–",
            "–", "–", f"{a['published_us_per_byte']} µs/B; {a['source']}"]
