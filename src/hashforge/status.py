"""What exists for each identifier: C implementation, RTL core, report row."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from . import algorithm_info, algorithms, paths


def rtl_identifiers() -> set[str]:
    """Identifiers that have a hardware core (filled in by the hardware flow)."""
    try:
        from .hw import cores  # noqa: WPS433 (optional until the RTL flow exists)
    except ImportError:
        return set()
    return set(cores.identifiers())


def report_identifiers(report: Path | None = None) -> set[str]:
    report = report or paths.report_dir() / "results.json"
    try:
        rows = json.loads(report.read_text())
    except (OSError, ValueError):
        return set()
    return {r.get("algorithm") for r in rows.get("rows", []) if isinstance(r, dict)}


def status_rows() -> list[dict[str, Any]]:
    rtl, rep = rtl_identifiers(), report_identifiers()
    rows = []
    for name in algorithms():
        info = algorithm_info(name)
        rows.append({
            "name": name, "family": info.family, "version": info.version,
            "digest_bits": info.digest_bits, "block_bits": info.block_bits, "xof": info.xof,
            "c": True, "rtl": name in rtl, "report": name in rep,
        })
    return rows
