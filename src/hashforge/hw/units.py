"""What the families' unit tests share (rtl/<family>/tb/test_<family>.py): a module with its
own bench must be lint clean and pass it, and a deliberately broken copy must fail it."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from . import sim
from .benchconfig import BenchConfig


def passes(unit: sim.Unit, bench: str | Path, /, width: int | None = None,
           config: BenchConfig | None = None, **settings: Any) -> None:
    """`unit` (a round module and its own bench, or a core with other parameters) is lint
    clean under -Wall and passes its cocotb `bench` (a file or a package module) with
    `config` and `settings` (which may hold a setting named unit or bench: the first two
    arguments are positional only)."""
    ok, out = sim.lint(unit, width)
    assert ok and "%Warning" not in out, out
    ok, out = sim.run_unit(unit, bench, config, width=width, **settings)
    assert ok, out[-3000:]


def fails(unit: sim.Unit, bench: str | Path, /, config: BenchConfig | None = None,
          **settings: Any) -> None:
    """The bench is not vacuous: it fails on the mutant `unit`."""
    ok, _ = sim.run_unit(unit, bench, config, **settings)
    assert not ok


def mutant(path: Path, old: str, new: str, tmp_path: Path) -> Path:
    """A copy of `path` in tmp_path with its one occurrence of `old` replaced by `new`."""
    src = path.read_text()
    assert src.count(old) == 1, f"{path.name}: {old!r} must occur exactly once"
    bad = tmp_path / path.name
    bad.write_text(src.replace(old, new))
    return bad
