"""The bus wrappers' register map, described once, and the per-core shim they instantiate.

rtl/bus/ holds three wrappers written once for every core: `hf_axis` (AXI4-Stream names on the
core's own stream), and `hf_axil` (AXI4-Lite) and `hf_wb` (Wishbone B4 classic), both fronts of
one register file, `hf_bus_regs`. Verilog has no type parameters, so a wrapper cannot take "the
core" as a parameter; each instantiates a module of one fixed name, `hf_bus_core`, with the
stream ports of docs/hardware.md and W, plus constant ports that describe the core (digest and
block bits, XOF, the identifier in ASCII). That module is generated here from the registry
(`shim(core)`): the only place that names a core's top and its parameters, for every core, so
no wrapper and no per-family file knows any family.

The register map is `REGISTERS` (and the windows `WINDOWS`, the fields `FIELDS`, the constants
`ID`/`VERSION`). From it come rtl/bus/hf_bus_map.vh (the Verilog localparams, `write()`), the
register table of rtl/bus/README.md (between its markers), the cycles per access of
rtl/bus/CYCLES.md (`TIMING`, each figure measured by the wrapper's bench), the C header rtl/bus/hf_bus_map.h
and the example shim rtl/bus/tb/hf_bus_core.v (SHA-256, what the FuseSoC cores lint with);
tests/test_busmap.py fails when any of them is out of date.

    python -m hashforge.hw.busmap --write          # regenerate the headers, the README and CYCLES.md tables
    python -m hashforge.hw.busmap shim sha256 [-o hf_bus_core.v] [--arch A]
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .. import paths
from . import cores

ID = 0x48464252            # "HFBR" in ASCII, most significant byte first: a fixed magic
VERSION = 0x00010000       # register map 1.0 (major in the high half)
BUS_BITS = 32              # data width of AXI4-Lite and Wishbone here; the core runs at W = 32
ADDR_BITS = 12             # byte address bits of the wrappers (a 4 KiB page; the map uses 1 KiB of it)
NAME_WORDS = 5             # identifier in ASCII, NUL padded: up to 20 characters
# the core whose wrapped area the evaluation reports beside its bare row (the cost target is
# stated against SHA-256's ECP5 LUTs)
REPRESENTATIVE = "sha256"


@dataclass(frozen=True)
class Register:
    name: str
    offset: int            # byte offset
    access: str            # "ro", "rw", "w1c" (read, write 1 to clear), "wo"
    doc: str


@dataclass(frozen=True)
class Window:
    name: str
    offset: int
    words: int
    access: str
    doc: str


@dataclass(frozen=True)
class Field:
    register: str
    name: str
    bit: int
    width: int
    doc: str


REGISTERS: tuple[Register, ...] = (
    Register("ID", 0x000, "ro", "constant 0x48464252: a hashforge register map"),
    Register("VERSION", 0x004, "ro", "register map version, major in [31:16], minor in [15:0]"),
    Register("INFO", 0x008, "ro", "the core's bus width W (32), XOF and interrupt flags"),
    Register("DIGEST_BITS", 0x00C, "ro", "digest bits per message (an XOF's fixed output length)"),
    Register("BLOCK_BITS", 0x010, "ro", "message bits per block (the rate of a sponge)"),
    Register("CTRL", 0x014, "rw", "interrupt enable; soft reset of the core and the wrapper"),
    Register("STATUS", 0x018, "w1c", "core ready, digest valid, busy; sticky error bits (write 1 to clear)"),
    Register("MSG", 0x01C, "wo", "one full 32-bit message word (all four byte enables)"),
    Register("NAME", 0x020, "ro", f"the identifier in ASCII, {NAME_WORDS} words, NUL padded "
                                  "(byte i of the name in byte i mod 4 of word i / 4)"),
)

WINDOWS: tuple[Window, ...] = (
    Window("LAST", 0x100, 33, "wo", "the message's last word: a write at LAST + 4k carries k valid "
                                    "bits (0..32); k = 0 is an empty last word (the empty message)"),
    Window("DIGEST", 0x200, 128, "ro", "the digest, 32 bits per word, read in ascending order from "
                                       "DIGEST; each read takes the word from the core"),
)

FIELDS: tuple[Field, ...] = (
    Field("INFO", "W", 0, 8, "the core's stream width"),
    Field("INFO", "XOF", 8, 1, "the core is an XOF (DIGEST_BITS is its fixed output length)"),
    Field("INFO", "IRQ", 9, 1, "the wrapper has the interrupt output irq"),
    Field("CTRL", "IRQ_EN", 0, 1, "irq follows STATUS.DIGEST_VALID"),
    Field("CTRL", "SRST", 1, 1, "write 1: reset the core and the wrapper's message state (reads 0)"),
    Field("STATUS", "IN_READY", 0, 1, "the core takes a message word now (else the write waits)"),
    Field("STATUS", "DIGEST_VALID", 1, 1, "the next digest word can be read"),
    Field("STATUS", "BUSY", 2, 1, "a message has ended and its digest is not read to the end"),
    Field("STATUS", "ERR_ACCESS", 8, 1, "an unmapped address, a write to a read-only or a read of "
                                        "a write-only register"),
    Field("STATUS", "ERR_BUSY", 9, 1, "a message word written while BUSY"),
    Field("STATUS", "ERR_STRB", 10, 1, "a message word whose byte enables miss one of its valid bytes"),
    Field("STATUS", "ERR_DIGEST", 11, 1, "a DIGEST read while not BUSY or out of order"),
)


def register(name: str) -> Register:
    return next(r for r in REGISTERS if r.name == name)


def window(name: str) -> Window:
    return next(w for w in WINDOWS if w.name == name)


def _spans() -> list[tuple[str, int, int]]:
    spans = [(r.name, r.offset, r.offset + 4 * (NAME_WORDS if r.name == "NAME" else 1)) for r in REGISTERS]
    return sorted(spans + [(w.name, w.offset, w.offset + 4 * w.words) for w in WINDOWS], key=lambda s: s[1])


def span_bits(words: int) -> int:
    """log2 of the aligned block of words a multi-word entry is decoded in: the register file
    takes its word index as the low address bits, so the entry must start at a multiple of it."""
    return max(0, (words - 1).bit_length())


def check() -> list[str]:
    """Problems of the table itself: overlapping or unaligned entries (a multi-word one must
    start at a multiple of its power-of-two span), entries past the decoded address space,
    fields outside 32 bits or overlapping, identifiers too long for NAME."""
    problems = []
    spans = _spans()
    for name, start, end in spans:
        words = (end - start) // 4
        if words > 1 and (start // 4) % (1 << span_bits(words)):
            problems.append(f"{name}: {words} words must start at a multiple of {4 << span_bits(words):#x}")
    for (a, _, e0), (b, s1, _) in zip(spans, spans[1:], strict=False):
        if s1 < e0:
            problems.append(f"{a} and {b} overlap")
    for name, start, end in spans:
        if start % 4 or end > 1 << ADDR_BITS:
            problems.append(f"{name}: unaligned or past {1 << ADDR_BITS:#x}")
    for f in FIELDS:
        if f.bit + f.width > BUS_BITS:
            problems.append(f"{f.register}.{f.name} outside 32 bits")
        others = [g for g in FIELDS if g.register == f.register and g is not f]
        if any(g.bit < f.bit + f.width and f.bit < g.bit + g.width for g in others):
            problems.append(f"{f.register}.{f.name} overlaps another field")
    long = [a for a in cores.identifiers() if len(a) > 4 * NAME_WORDS]
    if long:
        problems.append(f"identifiers longer than NAME: {', '.join(long)}")
    return problems


# ---------------------------------------------------------------- cycles per access
@dataclass(frozen=True)
class Timing:
    bus: str               # a key of WRAPPERS
    access: str            # the name the bus benches look the figure up by
    cycles: int
    doc: str


# Each figure is measured by the bench of its wrapper (rtl/bus/tb/*_bench.py, `*_cycles`), with
# an access the register file completes at once (a register, not a message word that waits for
# the core or a digest word not yet out: those waits are the core's, CYCLES.md of its family).
TIMING = (
    Timing("axil", "write", 2, "cycles from the AW and W handshakes (in one cycle) to BVALID"),
    Timing("axil", "read", 2, "cycles from the AR handshake to RVALID"),
    Timing("axil", "writes back to back", 2,
           "cycles per write while the master holds AWVALID, WVALID and BREADY high"),
    Timing("axil", "reads back to back", 2, "cycles per read while the master holds ARVALID and RREADY high"),
    Timing("wb", "access", 2, "cycles of a request, STB high up to and with its ACK (or ERR)"),
    Timing("wb", "accesses back to back", 2, "cycles per access while the master holds CYC and STB high"),
    Timing("axis", "short message", 0,
           "cycles the wrapper adds to the core's short-message cycles (first beat accepted to the "
           "digest's last beat): TREADY is the core's s_ready and the digest beats are its registers"),
)


def timing(bus: str) -> dict[str, int]:
    """The cycles of each kind of access of one wrapper, by name."""
    return {t.access: t.cycles for t in TIMING if t.bus == bus}


def cycles_table() -> str:
    rows = ["| wrapper | access | cycles | meaning |", "|---|---|---|---|"]
    rows += [f"| `{WRAPPERS[t.bus]}` | {t.access} | {t.cycles} | {t.doc} |" for t in TIMING]
    return "\n".join(rows)


# ---------------------------------------------------------------- generated files
HEADER = "hf_bus_map.vh"
C_HEADER = "hf_bus_map.h"
README_BEGIN = "<!-- register map: generated by python -m hashforge.hw.busmap --write -->"
README_END = "<!-- end of register map -->"
CYCLES = "CYCLES.md"
CYCLES_BEGIN = "<!-- cycles per access: generated by python -m hashforge.hw.busmap --write -->"
CYCLES_END = "<!-- end of cycles per access -->"


def bus_dir() -> Path:
    return paths.rtl_dir() / "bus"


def verilog_header() -> str:
    """The localparams of the register map, included in hf_bus_regs' module body."""
    out = ["// generated by python -m hashforge.hw.busmap --write from hashforge.hw.busmap (do not edit):",
           "// the register map of hf_bus_regs (AXI4-Lite hf_axil, Wishbone hf_wb), byte offsets.",
           f"localparam [31:0] HF_BUS_ID_VALUE      = 32'h{ID:08x};",
           f"localparam [31:0] HF_BUS_VERSION_VALUE = 32'h{VERSION:08x};",
           f"localparam integer HF_BUS_NAME_WORDS = {NAME_WORDS};",
           f"localparam integer HF_BUS_NAME_SPAN_BITS = {span_bits(NAME_WORDS)};"]
    out += [f"localparam integer HF_BUS_{r.name} = 'h{r.offset:03x};" for r in REGISTERS]
    for w in WINDOWS:
        out += [f"localparam integer HF_BUS_{w.name} = 'h{w.offset:03x};",
                f"localparam integer HF_BUS_{w.name}_WORDS = {w.words};",
                f"localparam integer HF_BUS_{w.name}_SPAN_BITS = {span_bits(w.words)};"]
    out += [f"localparam integer HF_BUS_{f.register}_{f.name} = {f.bit};" for f in FIELDS]
    return "\n".join(out) + "\n"


def c_header() -> str:
    """Offsets and bits for a C driver."""
    out = ["/* generated by python -m hashforge.hw.busmap --write from hashforge.hw.busmap (do not edit):",
           " * the register map of the hashforge AXI4-Lite / Wishbone wrappers (rtl/bus/README.md). */",
           "#ifndef HF_BUS_MAP_H", "#define HF_BUS_MAP_H", "",
           f"#define HF_BUS_ID_VALUE 0x{ID:08x}u", f"#define HF_BUS_VERSION_VALUE 0x{VERSION:08x}u",
           f"#define HF_BUS_NAME_WORDS {NAME_WORDS}u", f"#define HF_BUS_ADDR_BITS {ADDR_BITS}u"]
    out += [f"#define HF_BUS_{r.name} 0x{r.offset:03x}u  /* {r.access}: {r.doc} */" for r in REGISTERS]
    for w in WINDOWS:
        out += [f"#define HF_BUS_{w.name} 0x{w.offset:03x}u  /* {w.access}, {w.words} words: {w.doc} */"]
    out += [f"#define HF_BUS_{f.register}_{f.name} (1u << {f.bit})" if f.width == 1 else
            f"#define HF_BUS_{f.register}_{f.name}_SHIFT {f.bit}u" for f in FIELDS]
    return "\n".join([*out, "", "#endif", ""])


def readme_table() -> str:
    rows = ["| offset | name | access | meaning |", "|---|---|---|---|"]
    for name, start, end in _spans():
        reg = next((r for r in REGISTERS if r.name == name), None)
        if reg is not None:
            span = f"`{start:#05x}`" if end - start == 4 else f"`{start:#05x}`–`{end - 4:#05x}`"
            rows.append(f"| {span} | `{name}` | {reg.access} | {reg.doc} |")
        else:
            w = window(name)
            rows.append(f"| `{start:#05x}`–`{end - 4:#05x}` | `{name}` | {w.access} | {w.doc} |")
    rows += ["", "| register | bits | field | meaning |", "|---|---|---|---|"]
    for f in FIELDS:
        bits = str(f.bit) if f.width == 1 else f"{f.bit + f.width - 1}:{f.bit}"
        rows.append(f"| `{f.register}` | {bits} | `{f.name}` | {f.doc} |")
    return "\n".join(rows)


def _with_section(text: str, begin: str, end: str, body: str, what: str) -> str:
    pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
    if not pattern.search(text):
        raise ValueError(f"rtl/bus/{what} has no markers of its generated table")
    return pattern.sub(lambda _: f"{begin}\n{body}\n{end}", text)


def readme_with_table(text: str) -> str:
    return _with_section(text, README_BEGIN, README_END, readme_table(), "README.md")


def cycles_with_table(text: str) -> str:
    return _with_section(text, CYCLES_BEGIN, CYCLES_END, cycles_table(), CYCLES)


# the shim of one core, checked in: the FuseSoC cores' lint targets build the wrappers with it,
# and it shows what `python -m hashforge.hw.busmap shim` writes. Xoodyak, because FuseSoC hands a
# dependency's target parameters to the top level, and its core's are W alone.
EXAMPLE = "tb/hf_bus_core.v"
EXAMPLE_CORE = "xoodyak"


def _generated() -> list[tuple[str, str]]:
    return [(HEADER, verilog_header()), (C_HEADER, c_header()), (EXAMPLE, shim(cores.get(EXAMPLE_CORE)))]


def stale() -> list[str]:
    """Generated files that differ from what this table gives (empty when current)."""
    d = bus_dir()
    out = []
    for name, want in _generated():
        path = d / name
        if not path.is_file() or path.read_text() != want:
            out.append(str(path.relative_to(paths.repo_root())))
    for name, fill in _sections():
        path = d / name
        if not path.is_file() or fill(path.read_text()) != path.read_text():
            out.append(str(path.relative_to(paths.repo_root())))
    return out


def _sections():
    """The hand-written files with a generated table between markers, and how each is filled."""
    return [("README.md", readme_with_table), (CYCLES, cycles_with_table)]


def write() -> None:
    d = bus_dir()
    for name, text in _generated():
        (d / name).write_text(text)
    for name, fill in _sections():
        (d / name).write_text(fill((d / name).read_text()))


# ---------------------------------------------------------------- the core shim
SHIM_TOP = "hf_bus_core"


def shim(core: cores.Core) -> str:
    """Verilog of `hf_bus_core` wrapping `core` (any identifier and architecture of the registry):
    the stream ports and W passed through, the core's parameters fixed, and the constant
    description ports the wrappers read."""
    if core.lanes > 1:
        raise ValueError(f"{core.algorithm} --arch {core.arch}: a multi-lane top has no single stream to wrap")
    name = core.algorithm.encode()
    if len(name) > 4 * NAME_WORDS:
        raise ValueError(f"{core.algorithm}: longer than the NAME registers ({4 * NAME_WORDS} characters)")
    name_bits = 32 * NAME_WORDS
    name_hex = int.from_bytes(name.ljust(4 * NAME_WORDS, b"\0"), "little")
    params = ", ".join([".W(W)", *(f".{k}({v})" for k, v in core.params.items())])
    return f"""// generated by hashforge.hw.busmap from the registry (rtl/{core.folder}/family.py; do not edit):
// {core.algorithm}, architecture {core.arch}, as the module hf_bus_core that the bus wrappers of
// rtl/bus/ instantiate. Regenerate with: python -m hashforge.hw.busmap shim {core.algorithm} --arch {core.arch}
`default_nettype none

module {SHIM_TOP} #(
  parameter integer W = 32
) (
  input  wire         clk,
  input  wire         rst_n,
  input  wire         s_valid,
  output wire         s_ready,
  input  wire [W-1:0] s_data,
  input  wire         s_last,
  input  wire [6:0]   s_bits,
  output wire         m_valid,
  input  wire         m_ready,
  output wire [W-1:0] m_data,
  output wire         m_last,
  output wire [15:0]  info_digest_bits,
  output wire [15:0]  info_block_bits,
  output wire         info_xof,
  output wire [{name_bits - 1}:0] info_name
);
  assign info_digest_bits = 16'd{core.digest_bits};
  assign info_block_bits  = 16'd{core.block_bits};
  assign info_xof         = 1'b{int(core.xof)};
  assign info_name        = {name_bits}'h{name_hex:0{name_bits // 4}x};  // "{core.algorithm}"

  {core.top} #({params}) u_core (
    .clk(clk), .rst_n(rst_n),
    .s_valid(s_valid), .s_ready(s_ready), .s_data(s_data), .s_last(s_last), .s_bits(s_bits),
    .m_valid(m_valid), .m_ready(m_ready), .m_data(m_data), .m_last(m_last)
  );
endmodule

`default_nettype wire
"""


WRAPPERS = {"axis": "hf_axis", "axil": "hf_axil", "wb": "hf_wb"}


def wrapper_sources(bus: str) -> tuple[Path, ...]:
    """The files of rtl/bus/ a wrapper needs besides the shim and the core."""
    d = bus_dir()
    if bus == "axis":
        return (d / "hf_axis.v",)
    return (d / "hf_bus_regs.v", d / f"{WRAPPERS[bus]}.v")


def _write_if_changed(path: Path, text: str) -> Path:
    """Write text to path unless it already holds it (parallel runs share the cache)."""
    if not (path.is_file() and path.read_text() == text):
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}")
        tmp.write_text(text)
        tmp.replace(path)
    return path


def checker_source() -> Path:
    return bus_dir() / "hf_axil_checker.sv"


def _axil_bind() -> str:
    ports = ["awaddr", "awvalid", "awready", "wdata", "wstrb", "wvalid", "wready", "bresp", "bvalid",
             "bready", "araddr", "arvalid", "arready", "rdata", "rresp", "rvalid", "rready"]
    conns = ", ".join(f".{p}(s_axil_{p})" for p in ports)
    return ("// generated by hashforge.hw.busmap: the AXI4-Lite rules' checker on hf_axil's port\n"
            f"bind hf_axil hf_axil_checker u_hf_axil_checker (.aclk(aclk), .aresetn(aresetn), {conns});\n")


def wrapped(core: cores.Core, bus: str, width: int = 32) -> tuple[str, tuple[Path, ...], dict[str, int]]:
    """(top, sources, parameters) of `core` inside the wrapper `bus` ("axis", "axil" or "wb"):
    the core's sources, its generated shim (written to the cache, under bus/), the wrapper's files.
    The register wrappers run the core at W = 32; `width` is the AXI4-Stream wrapper's."""
    if bus not in WRAPPERS:
        raise ValueError(f"bus must be one of {', '.join(WRAPPERS)}, not {bus!r}")
    if bus != "axis" and width != BUS_BITS:
        raise ValueError(f"the {bus} wrapper runs its core at W = {BUS_BITS}")
    folder = paths.cache_dir() / "bus" / f"{core.algorithm}-{core.arch}"
    shim_file = _write_if_changed(folder / f"{SHIM_TOP}.v", shim(core))
    return WRAPPERS[bus], (*core.sources, shim_file, *wrapper_sources(bus)), ({"W": width} if bus == "axis" else {})


def unit(algorithm: str, bus: str, arch: str | None = None, width: int = 32):
    """A simulation unit (hashforge.hw.sim.Unit) of `algorithm`'s core inside the wrapper `bus`
    (wrapped()) with checkers bound, built with --assert: hf_stream_checker on the core's own
    stream (every wrapper) and hf_axil_checker on the AXI4-Lite port."""
    from . import sim

    core = cores.get(algorithm, arch)
    top, srcs, params = wrapped(core, bus, width)
    binds = sim.checker_bind(core.top)
    extra: list[Path] = [sim.checker_source()]
    if bus == "axil":
        binds += _axil_bind()
        extra.append(checker_source())
    folder = paths.cache_dir() / "bus" / f"{core.algorithm}-{core.arch}"
    bind_file = _write_if_changed(folder / f"hf_bus_bind_{bus}.sv", binds)
    return sim.Unit(top=top, sources=(*srcs, *extra, bind_file), params=params, asserts=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m hashforge.hw.busmap", description=__doc__.split("\n\n")[0])
    ap.add_argument("--write", action="store_true", help="regenerate hf_bus_map.vh/.h, the README and CYCLES.md tables")
    sub = ap.add_subparsers(dest="cmd")
    sp = sub.add_parser("shim", help="print (or write) hf_bus_core for one identifier")
    sp.add_argument("algorithm")
    sp.add_argument("--arch")
    sp.add_argument("-o", "--output", type=Path)
    args = ap.parse_args(argv)
    if args.cmd == "shim":
        try:
            text = shim(cores.get(args.algorithm, args.arch))
        except ValueError as exc:
            print(f"busmap: {exc}", file=sys.stderr)
            return 2
        if args.output:
            args.output.write_text(text)
        else:
            sys.stdout.write(text)
        return 0
    problems = check()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    if args.write:
        write()
        return 0
    for name in stale():
        print(f"out of date: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
