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

# The stream frame every core shares (rtl/common): the padder, which registers each bus beat
# and assembles the block, and the output serializer. Without it (Design.no_frame) a core's
# datapath sees the block, and hands its digest chunk over, as whole-width ports.
FRAME_MODULES = ("hf_pad", "hf_ser")
# the stream interface of docs/hardware.md: the top's ports that only the frame drives
FRAME_OUTPUTS = ("s_ready", "m_valid", "m_data", "m_last")
# the frame's own bus-side and clock pins, which `expose -evert` turns into ports that merely
# pass a top input through: dropped, they would only add buffers
FRAME_PASS_PINS = ("clk", "rst_n", "s_*", "m_*")
FRAME_SEP = "__"                         # <instance>__<pin>: a port that stands for a frame pin


# Hard blocks: modules every target that keeps hierarchy maps once and then instantiates as a
# cell (gw5a, asic), wherever a design uses them. The AES S-box is an 8-input function each
# mapper optimizes best alone, and ECHO `round` has 512 of them (Grøstl-512 `round` 1,024):
# their flat mapping exhausts the 4 GiB of the WebAssembly Yosys.
HARD_BLOCKS = ("hf_aes_sbox",)

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
    # synthesize the top without its stream frame (FRAME_MODULES): each frame instance is cut
    # out and its block and chunk pins become ports of the top (`expose -evert`), so the
    # datapath is measured alone, as seed 002's "-nw" figures are
    no_frame: bool = False

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
    def from_core(cls, core, width: int, no_frame: bool = False) -> "Design":
        params = dict(core.params)
        params["W"] = width
        srcs = tuple(Path(s).resolve() for s in core.sources)
        return cls(srcs, core.top, tuple(sorted(params.items())),
                   label=f"{core.algorithm}/{core.arch}/w{width}" + ("/no-frame" if no_frame else ""),
                   include_dirs=tuple(hwsources.include_dirs(srcs)), no_frame=no_frame)

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
        return lines + (self.frame_strip_script() if self.no_frame else [])

    def frame_strip_script(self) -> list[str]:
        t = self.top
        cells = " ".join(f"{t}/t:{m} {t}/t:$paramod*{m}*" for m in FRAME_MODULES)
        ports = " ".join([*(f"{t}/w:*{FRAME_SEP}{p}" for p in FRAME_PASS_PINS),
                          *(f"{t}/o:{p}" for p in FRAME_OUTPUTS)])
        return [f"hierarchy -top {t}", f"expose -evert -sep {FRAME_SEP} {cells}",
                f"delete -port {ports}"]


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


def check_frame_cut(design: Design, ports: list[Port]) -> None:
    """A no-frame design whose top had no frame instance to cut out is an error, not a
    silently framed result."""
    if design.no_frame and not any(FRAME_SEP in p.name for p in ports):
        raise FlowError(f"{design.top} instantiates no stream frame ({', '.join(FRAME_MODULES)}) "
                        "to leave out (--no-frame)")


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
