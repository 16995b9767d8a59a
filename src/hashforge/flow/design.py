"""What the flow synthesizes: a set of Verilog files, a top module and its parameters."""
from __future__ import annotations

import hashlib
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..hw import sources as hwsources
from .tools import FlowError

CLOCK_NAMES = ("clk", "clock", "clk_i", "i_clk", "aclk")


@dataclass(frozen=True)
class Design:
    sources: tuple[Path, ...]
    top: str
    params: tuple[tuple[str, int], ...] = ()
    label: str = ""                      # e.g. "sha256/round/w32" or "external:tiny"
    clock: str | None = None             # None: found by name (clk, clock, ...)
    # folders searched for `include files, in order (then the including file's folder)
    include_dirs: tuple[Path, ...] = ()
    router: str = ""                     # nextpnr's --router; "" its default (targets.ECP5_ROUTERS[0])

    @classmethod
    def external(cls, files: list[str], top: str, params: dict[str, int] | None = None,
                 clock: str | None = None) -> "Design":
        paths = []
        for f in files:
            p = Path(f)
            if not p.is_file():
                raise FlowError(f"{f}: no such file")
            paths.append(p.resolve())
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_$]*", top):
            raise FlowError(f"'{top}' is not a Verilog module name")
        return cls(tuple(paths), top, tuple(sorted((params or {}).items())),
                   label=f"external:{top}", clock=clock,
                   include_dirs=tuple(dict.fromkeys(p.parent for p in paths)))

    @classmethod
    def from_core(cls, core, width: int) -> "Design":
        params = dict(core.params)
        params["W"] = width
        srcs = tuple(Path(s).resolve() for s in core.sources)
        return cls(srcs, core.top, tuple(sorted(params.items())),
                   label=f"{core.algorithm}/{core.arch}/w{width}",
                   include_dirs=tuple(hwsources.include_dirs(srcs)))

    def headers(self) -> list[hwsources.Header]:
        """Every header the sources `include, recursively (FlowError if one is missing)."""
        try:
            return hwsources.headers(self.sources, self.include_dirs)
        except hwsources.IncludeError as exc:
            raise FlowError(str(exc)) from None

    def files(self) -> list[Path]:
        """Every file synthesis reads: the sources, then the headers they include."""
        return [*self.sources, *dict.fromkeys(h.path for h in self.headers())]

    def source_digest(self) -> str:
        """SHA-256 over the name and content of every file synthesis reads (files())."""
        h = hashlib.sha256()
        for p in self.files():
            h.update(p.name.encode() + b"\0")
            try:
                h.update(p.read_bytes())
            except OSError as exc:
                raise FlowError(f"{p}: {exc.strerror or exc}") from None
            h.update(b"\0")
        return h.hexdigest()

    def stage(self, workdir: Path) -> list[str]:
        """Copy the sources into workdir/src, and every header they include under the name
        its `include gives, so that `read_verilog -I src` finds it (the tools see relative
        paths only). Returns the staged sources' paths relative to workdir."""
        src = workdir / "src"
        src.mkdir(parents=True, exist_ok=True)
        names = []
        for i, p in enumerate(self.sources):
            dst = src / f"{i:02d}_{p.name}"
            shutil.copyfile(p, dst)
            names.append(f"src/{dst.name}")
        staged: dict[str, Path] = {}
        for h in self.headers():
            rel = Path(h.name)
            if rel.is_absolute() or ".." in rel.parts:
                raise FlowError(f'{h.by.name}:{h.line}: cannot stage `include "{h.name}" '
                                "(name a header relative to an include folder)")
            if staged.setdefault(h.name, h.path) != h.path:
                raise FlowError(f'`include "{h.name}" names two files: {staged[h.name]} and {h.path}')
            dst = src / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(h.path, dst)
        return names

    def read_script(self, staged: list[str]) -> list[str]:
        # SystemVerilog sources (.sv: e.g. a peer core measured with --verilog) need -sv
        lines = [f"read_verilog {'-sv ' if name.endswith('.sv') else ''}-I src {name}" for name in staged]
        for k, v in self.params:
            lines.append(f"chparam -set {k} {v} {self.top}")
        return lines


@dataclass
class Port:
    name: str
    direction: str   # input / output / inout
    msb: int
    lsb: int

    @property
    def width(self) -> int:
        return abs(self.msb - self.lsb) + 1

    @property
    def range(self) -> str:
        return f"[{self.msb}:{self.lsb}]"


def parse_portlist(text: str) -> list[Port]:
    ports = []
    for line in text.splitlines():
        m = re.match(r"\s*(input|output|inout)\s+\[(-?\d+):(-?\d+)\]\s+(\S+)", line)
        if m:
            ports.append(Port(m.group(4).lstrip("\\"), m.group(1), int(m.group(2)), int(m.group(3))))
    return ports


def clock_port(ports: list[Port], wanted: str | None) -> str | None:
    names = {p.name: p for p in ports}
    if wanted:
        p = names.get(wanted)
        if p is None or p.direction != "input" or p.width != 1:
            raise FlowError(f"clock '{wanted}' is not a 1-bit input of the top module")
        return wanted
    for n in CLOCK_NAMES:
        if n in names and names[n].direction == "input" and names[n].width == 1:
            return n
    return None
