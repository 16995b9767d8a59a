"""The embedded part of `hashforge eval`: which runs (selection), one table per target (AVR:
seed 000's Table 1 under our RFSB-509 variants; RISC-V: QEMU's instruction counts and Ibex's
cycles side by side, seed 004's permutation figures under ours; seed 004's full-hash overhead),
and the plot of cycles/byte against ROM."""
from __future__ import annotations

from typing import Any, Callable

from .. import algorithm_info, algorithms
from . import anchors, targets

TARGET = "avr"
# the report's targets: (name, what it runs: "library" = as selection() says, "permutations" =
# only the identifiers whose permutation the target has in assembly, "seed 004" = quick: seed
# 004's three identifiers in every variant, full: as "library", by name: as "permutations")
TARGETS = (("avr", "library"), ("rv32i", "library"), ("rv32i-zbb", "permutations"),
           ("ibex", "seed 004"), ("ibex-zbb", "seed 004"))
SEED_004 = ("ascon-hash", "esch256", "xoodyak")
RISCV = ("rv32", "ibex")       # the names of the RISC-V targets begin so
# the hardware cores the report runs as accelerators (variant accel) beside the software on the
# same core: SHA-2, SHA-3 and Ascon, the targets' three (quick and full alike: each is a model)
ACCEL_TARGET = "ibex"
ACCELERATED = ("sha256", "sha3-256", "ascon-hash256")


def software_variants(target: targets.Target, algorithm: str) -> list[str]:
    """The identifier's variants that run the library's code (not a hardware core), default first."""
    return [v for v in target.variant_names(algorithm) if v != targets.ACCEL]


def selection(target: targets.Target, full: bool, only_permutations: bool = False,
              names: list[str] | None = None) -> list[tuple[str, str]]:
    """quick: every variant of an identifier that has its own (RFSB-509), and one identifier
    per family of the library (its 256-bit one where it has one); full: every identifier in
    every variant. only_permutations: the identifiers the target names a permutation for, in
    their default variant (RISC-V: the assembly permutation). names (`hashforge eval`'s
    selection, hashforge.selection.software): those identifiers instead of one per family,
    each in its default variant or every one as above."""
    runs: list[tuple[str, str]] = []
    if names is not None:
        for a in names:
            variants = software_variants(target, a)
            if only_permutations:
                if a in target.permutations or algorithm_info(a).family in target.permutations:
                    runs.append((a, variants[0]))
            else:
                runs += [(a, v) for v in (variants if full or len(variants) > 1 else variants[:1])]
        return runs
    families: dict[str, list[str]] = {}
    for a in algorithms():
        families.setdefault(algorithm_info(a).family, []).append(a)
    if only_permutations:     # named ones, and of a named family its first (full: all)
        return [(a, software_variants(target, a)[0]) for a in algorithms()
                if a in target.permutations or (algorithm_info(a).family in target.permutations and (
                    full or families[algorithm_info(a).family][0] == a))]
    for names in families.values():
        chosen = names if full else [min(names, key=lambda n: (algorithm_info(n).digest_bits != 256,
                                                            names.index(n)))]
        for a in chosen:
            variants = software_variants(target, a)
            runs += [(a, v) for v in (variants if full or len(variants) > 1 else variants[:1])]
    return runs


def runs(full: bool = False, names: list[str] | None = None) -> list[tuple[str, str, str | None]]:
    """The (target, identifier, variant) runs of the report's embedded rows (of `names`
    only when given, see selection)."""
    out: list[tuple[str, str, str | None]] = []
    for name, what in TARGETS:
        if name in targets.names():
            target = targets.load(name)
            if what == "seed 004" and not full and names is None:
                out += [(name, a, v) for a in SEED_004 for v in software_variants(target, a)]
            else:       # a selection by name: on a seed 004 target, its identifiers with a permutation
                only = what == "permutations" or (what == "seed 004" and names is not None)
                out += [(name, a, v) for a, v in selection(target, full, only, names)]
            if name == ACCEL_TARGET:
                out += [r for r in accelerated_runs(target, names) if r not in out]
    return out


def accelerated_runs(target: targets.Target, names: list[str] | None) -> list[tuple[str, str, str]]:
    """ACCELERATED (of `names` when given) through the hardware core and in every software
    variant on the same target."""
    chosen = [a for a in ACCELERATED if names is None or a in names]
    return [(target.name, a, v) for a in chosen if target.has_core(a)
            for v in (targets.ACCEL, *software_variants(target, a))]


def measure_row(target: str, algorithm: str, variant: str | None, use_cache: bool = True) -> dict[str, Any]:
    """One run of the embedded table: a task of `hashforge eval`'s engine (Dask)."""
    from .run import measure
    return measure(target, algorithm, variant, use_cache=use_cache)


def error_row(target: str, algorithm: str, variant: str | None, error: str) -> dict[str, Any]:
    """The row of a run whose task failed (its worker died, a tool is missing)."""
    return {"algorithm": algorithm, "target": target, "variant": variant or targets.PORTABLE,
            "kat_passed": 0, "kat_failed": 0, "error": error}



def _fmt(x: Any, nd: int = 0) -> str:
    if x is None or x == "":
        return "–"
    if isinstance(x, (int, float)):
        return f"{x:,.{nd}f}"
    return str(x)


def rom_without_filter(r: dict[str, Any]) -> int | None:
    """ROM less an output filter the row reports apart (RFSB-509's SHA-256)."""
    if r.get("rom_bytes") is None or r.get("rom_filter_bytes") is None:
        return None
    return r["rom_bytes"] - r["rom_filter_bytes"]


HEADERS = ["algorithm", "variant", "cycles/byte long [cyc/B]", "cycles short [cyc] (message)",
           "ROM [B]", "ROM w/o output filter [B]", "RAM [B] (static + context + stack)", "KAT [passed/total]",
           "note"]


def _ours(r: dict[str, Any]) -> list[str]:
    if r.get("error"):
        return [r["algorithm"], r["variant"]] + ["–"] * 6 + [f"ERROR: {r['error']}"]
    ram = (f"{_fmt(r.get('ram_bytes'))} ({_fmt(r.get('ram_static_bytes'))} + {_fmt(r.get('ram_ctx_bytes'))} "
           f"+ {_fmt(r.get('stack_bytes'))})")
    kat = f"{r['kat_passed']}/{r['kat_passed'] + r['kat_failed']}" + (" FAIL" if r["kat_failed"] else "")
    note = r.get("note", "") if r.get("variant") != targets.PORTABLE else ""
    if r.get("sram_simulated_bytes") and r.get("sram_simulated_bytes") != 16384:
        note += f" (simulated SRAM {r['sram_simulated_bytes'] // 1024} KB)"
    return [r["algorithm"], r["variant"], _fmt(r.get("cycles_per_byte_long"), 1),
            f"{_fmt(r.get('cycles_short_message'))} ({r.get('short_message_bytes')} B)",
            _fmt(r.get("rom_bytes")), _fmt(rom_without_filter(r)), ram, kat, note.strip()]


def _seed(r: dict[str, Any], s: dict[str, str]) -> list[str]:
    ours, paper = r.get("cycles_per_byte_long"), float(s["cycles_per_byte"])
    ratio = f" (ours ×{ours / paper:.2f})" if ours else ""
    return [f"↳ seed {s['seed']}, {s['table']}", f"{s['design']}, {s['device']}",
            f"{_fmt(paper, 1)}{ratio}", "–", "–", s.get("rom_bytes") or "–", s.get("ram_bytes") or "–",
            "–", s.get("notes", "")]


RISCV_HEADERS = ["algorithm", "ISA", "variant", "permutation: QEMU [instr]", "permutation: Ibex [cyc]",
                 "long: QEMU [instr/B]", "long: Ibex [cyc/B]", "short: QEMU [instr] (message)",
                 "short: Ibex [cyc]", "ROM: QEMU / Ibex [B]", "RAM: QEMU / Ibex [B] (static + context + stack)",
                 "KAT: QEMU / Ibex [passed/total]", "note"]


def _ram(r: dict[str, Any]) -> str:
    return (f"{_fmt(r.get('ram_bytes'))} ({_fmt(r.get('ram_static_bytes'))} + {_fmt(r.get('ram_ctx_bytes'))} "
            f"+ {_fmt(r.get('stack_bytes'))})")


def _kat(r: dict[str, Any]) -> str:
    return f"{r['kat_passed']}/{r['kat_passed'] + r['kat_failed']}" + (" FAIL" if r["kat_failed"] else "")


def _pair(q: dict[str, Any] | None, c: dict[str, Any] | None, cell: Callable[[dict[str, Any]], str]) -> str:
    return " / ".join(("–" if r is None or r.get("error") else cell(r)) for r in (q, c))


def _riscv(q: dict[str, Any] | None, c: dict[str, Any] | None, isa: str) -> list[str]:
    """One identifier and variant: q the QEMU row (instructions), c the Ibex row (cycles)."""
    r = q or c
    errors = [f"ERROR ({x['target']}): {x['error']}" for x in (q, c) if x and x.get("error")]
    num = lambda x, key, nd=0: "–" if x is None or x.get("error") else _fmt(x.get(key), nd)  # noqa: E731
    short = lambda x: ("–" if x is None or x.get("error")  # noqa: E731
                       else f"{_fmt(x.get('cycles_short_message'))} ({x.get('short_message_bytes')} B)")
    return [r["algorithm"], isa, r["variant"], num(q, "permutation_cycles"), num(c, "permutation_cycles"),
            num(q, "cycles_per_byte_long", 1), num(c, "cycles_per_byte_long", 1), short(q),
            num(c, "cycles_short_message"), _pair(q, c, lambda x: _fmt(x.get("rom_bytes"))),
            _pair(q, c, _ram), _pair(q, c, _kat), "; ".join(errors)]


def _beside(rows: list[dict[str, Any]]) -> dict[str, str]:
    """Cycle target -> the QEMU target it sits beside (target.toml's `beside`)."""
    out = {}
    for name in {r.get("target") for r in rows}:
        if name in targets.names() and targets.load(name).beside:
            out[name] = targets.load(name).beside
    return out


def riscv_table(rows: list[dict[str, Any]], seeds: list[dict[str, str]]) -> tuple[str, list[str], list[list[str]]]:
    """The RISC-V rows: per instruction set, identifier and variant QEMU's instruction counts
    beside Ibex's cycles of the same library code; seed 004's permutation cycles under the
    identifiers it has."""
    beside = _beside(rows)
    qemu = [r for r in rows if r.get("target") not in beside]
    cyc = {(beside[r["target"]], r["algorithm"], r["variant"]): r for r in rows if r.get("target") in beside}
    pairs = [(q, cyc.pop((q.get("target"), q["algorithm"], q["variant"]), None), q.get("target", "")) for q in qemu]
    pairs += [(None, c, isa) for (isa, _, _), c in cyc.items()]
    cc = next((r.get("compiler") for r in rows if r.get("compiler")), "")
    sims = sorted({str(r["simulator"]).split(" (")[0] + (f", {r['rtl']}" if r.get("rtl") else "")  # no driver
                   for r in rows if r.get("simulator")})
    title = (f"Embedded: 32-bit RISC-V RV32I and RV32I+Zbb, instructions retired (QEMU) and clock cycles "
             f"(Ibex) of the same library ({cc}; {'; '.join(sims)}), every digest checked against the KAT")
    body: list[list[str]] = []
    seen: set[tuple[str, str]] = set()
    for q, c, isa in pairs:
        r = q or c
        body.append(_riscv(q, c, isa))
        if (r["algorithm"], isa) in seen:      # the seed once, under the first variant
            continue
        seen.add((r["algorithm"], isa))
        for s in seeds:
            if (s.get("algorithm") == r["algorithm"] and s.get("arch") == isa
                    and "MCU" in (s.get("technology") or "") and s.get("cycles_long")):
                paper = float(s["cycles_long"])
                ratio = (f" (Ibex ×{c['permutation_cycles'] / paper:.2f})"
                         if c and not c.get("error") and c.get("permutation_cycles") else "")
                body.append([f"↳ seed {s['seed']}, {s['table']}", s["device"], "", "–",
                             f"≈{_fmt(paper)} cycles{ratio}", "–", "–", "–", "–", "–", "–", "–",
                             s.get("design", "")])
    return title, RISCV_HEADERS, body


OVERHEAD_HEADERS = ["algorithm", "target", "variant", "unit", "permutation", "block [B]", "permutation per byte",
                    "hash long, per byte", "overhead per byte", "permutation share"]


def overhead_table(rows: list[dict[str, Any]]) -> tuple[str, list[str], list[list[str]]]:
    """Seed 004's point about the full hash: one permutation per block, per byte, against the
    measured cycles/byte of the hash; the rest (Ascon's bit interleaving, Esch's indirect
    injection, the streaming API) is the overhead."""
    body = []
    for r in rows:
        perm, long = r.get("permutation_cycles"), r.get("cycles_per_byte_long")
        if r.get("error") or not perm or not long:
            continue
        block = algorithm_info(r["algorithm"]).block_bits // 8
        per_byte = perm / block
        unit = "instr" if str(r.get("simulator") or "").startswith("QEMU") else "cyc"
        body.append([r["algorithm"], r["target"], r["variant"], unit, _fmt(perm), str(block), _fmt(per_byte, 1),
                     _fmt(long, 1), _fmt(long - per_byte, 1), f"{100 * per_byte / long:.0f} %"])
    title = "Embedded: seed 004's full-hash overhead, the permutation's share of the hash (RISC-V)"
    return title, OVERHEAD_HEADERS, body


Table = tuple[str, list[str], list[list[str]], list[str]]


def tables(rows: list[dict[str, Any]], seeds: list[dict[str, str]]) -> list[Table]:
    """(title, headers, body, notes) per kind of target that has rows: AVR, then RISC-V."""
    avr = [r for r in rows if r.get("target", TARGET) == TARGET]
    rv = [r for r in rows if str(r.get("target", "")).startswith(RISCV) and r.get("variant") != targets.ACCEL]
    out = []
    if avr:
        out.append((*table(avr, seeds), NOTES))
    if rv:
        out.append((*riscv_table(rv, seeds), RISCV_NOTES))
        over = overhead_table(rv)
        if over[2]:
            out.append((*over, OVERHEAD_NOTES))
    acc = accel_table(rows)
    if acc[2]:
        out.append((*acc, ACCEL_NOTES))
    return out


ACCEL_HEADERS = ["algorithm", "target", "variant", "long [cyc/B]", "long: speed-up", "short [cyc] (message)",
                 "short: speed-up", "ROM [B]", "RAM [B] (static + context + stack)", "KAT [passed/total]", "note"]


def _speedup(soft: dict[str, Any], acc: dict[str, Any], key: str) -> str:
    """The software row's cycles over the accelerated row's ("–" on the accelerated row itself)."""
    if soft is acc or acc.get("error") or not soft.get(key) or not acc.get(key):
        return "–"
    return f"{soft[key] / acc[key]:,.0f}×"


def accel_table(rows: list[dict[str, Any]]) -> tuple[str, list[str], list[list[str]]]:
    """Each identifier run through a hardware core (variant accel) beside its software variants
    on the same target: the software's cycles over the core's, long and short."""
    body: list[list[str]] = []
    for acc in rows:
        if acc.get("variant") != targets.ACCEL:
            continue
        same = [acc] + [r for r in rows if r.get("target") == acc.get("target") and r["algorithm"] == acc["algorithm"]
                        and r.get("variant") != targets.ACCEL]
        for r in same:
            if r.get("error"):
                body.append([r["algorithm"], r.get("target", ""), r["variant"]] + ["–"] * 7 + [f"ERROR: {r['error']}"])
                continue
            speed = lambda key, r=r, acc=acc: _speedup(r, acc, key)  # noqa: E731
            body.append([r["algorithm"], r.get("target", ""), r["variant"], _fmt(r.get("cycles_per_byte_long"), 1),
                         speed("cycles_per_byte_long"),
                         f"{_fmt(r.get('cycles_short_message'))} ({r.get('short_message_bytes')} B)",
                         speed("cycles_short_message"), _fmt(r.get("rom_bytes")), _ram(r), _kat(r),
                         r.get("accelerator", "") if r is acc else ""])
    title = ("Embedded: hash cores as accelerators of a RISC-V core (Ibex + the core behind the Wishbone "
             "wrapper, Verilator), clock cycles beside the software on the same core, every digest checked")
    return title, ACCEL_HEADERS, body


def table(rows: list[dict[str, Any]], seeds: list[dict[str, str]]) -> tuple[str, list[str], list[list[str]]]:
    """Our rows, each variant with the seed rows of the same design (their `arch`) under it."""
    part = next((r.get("part") for r in rows if r.get("part")), "")
    cc = next((r.get("compiler") for r in rows if r.get("compiler")), "")
    sim = next((r.get("simulator") for r in rows if r.get("simulator")), "")
    title = f"Embedded: 8-bit AVR ({part}, {cc}, {sim}), every digest checked against the KAT on the part"
    body: list[list[str]] = []
    published = anchors.load()
    for r in rows:
        body.append(_ours(r))
        body += [_seed(r, s) for s in seeds
                 if s.get("algorithm") == r["algorithm"] and "MCU" in (s.get("technology") or "")
                 and s.get("arch") == r.get("variant") and s.get("cycles_per_byte")]
        if r["algorithm"] in published:
            body.append(anchors.row(r, published[r["algorithm"]]))
    return title, HEADERS, body


NOTES = [
    "cycles/byte long: cycles of the update calls over the whole blocks of the longest KAT message "
    "(after its first block) divided by their bytes; RFSB-509: per 48 fresh bytes, as seed 000.",
    "cycles short: init + update + final of the 8-byte KAT message (the output filter included; "
    "an XOF squeezes its KAT's output length, 512 bytes for SHAKE).",
    "ROM: flash of the firmware less a baseline firmware without the algorithm (harness, vectors, "
    "C start-up excluded); ROM w/o output filter: RFSB-509 less its SHA-256 filter, which seed 000's "
    "figures do not have (their output is the 64-byte state).",
    "ROM of a portable-library identifier (variant c) is its family's: the family's descriptor "
    "table links every variant's code (sha256 carries SHA-512's compression too).",
    "RAM: the algorithm's static data (on AVR constant tables the code does not keep in flash are "
    "copied to SRAM) + its context + the peak stack of init/update/final (stack painting).",
    "↳ anchor: the published AVR figure of the same algorithm (data/avr_anchors.csv: rweather's "
    "arduinolibs on a 16 MHz ATmega328P, µs/byte × 16 = cycles/byte), under each of its variants, "
    "with ours over it.",
    "seed 000 ran on ATxmega128A1 / ATxmega384C3 (hardware AES for HW-AES); simavr models no "
    "ATxmega, so ours run on an ATmega1284 model (the RAM-table variants with its SRAM enlarged "
    "to 32 KB, the ATxmega384C3's size).",
]


RISCV_NOTES = [
    "QEMU: instructions, not cycles: QEMU (TCG, -icount shift=0) counts the instructions retired on a bare-metal "
    "RV32 (the instret counter, read by the firmware at each mark). Ibex: clock cycles (mcycle) of lowRISC's "
    "Ibex (its configuration 'small', ibex_configs.yaml) in Verilator with single-cycle instruction and data "
    "memory (embedded/ibex), the library compiled "
    "for RV32IMC (+Zbb: Ibex's RV32BBalanced) and the same assembly permutations; there loads and stores take "
    "2 cycles, taken branches 3, jumps 2, rol/ror/rori 2 (Ibex's documented timings). Seed 004's figures are "
    "cycles of an RV-STAR board (Bumblebee core, RV32IMAC).",
    "permutation: one call of the permutation a message block costs (Ascon-p[12], p[8] for ascon-hasha; "
    "SPARKLE-384 with 7 steps for esch256, SPARKLE-512 with 8 for esch384; Xoodoo[12]), the call included; "
    "variant asm (the default on RISC-V): the permutation in the target's assembly "
    "(embedded/rv32i/permutations.py); variant c: the portable C permutation compiled by GCC.",
    "instructions/byte long and short as the AVR table defines cycles/byte (update calls over the whole "
    "blocks of the longest KAT message after the first; init + update + final of the 8-byte message).",
    "ROM: .init + .text (code and constants) + .data of the firmware less a baseline firmware without the "
    "algorithm; rv32i-zbb compiles the library (and the assembly) with Zbb; Ibex's is RV32IMC code "
    "(compressed instructions), so smaller.",
]

ACCEL_NOTES = [
    "accel: the firmware of the other rows with hf_init / hf_update / hf_final replaced by the register-map "
    "driver rtl/bus/hf_bus_driver.h (embedded/ibex/accel.c); the simulated part is Ibex with the identifier's "
    "core (default architecture, W = 32) behind rtl/bus/hf_wb.v on its data bus (embedded/ibex/ibex_accel.sv), "
    "memory as in the other rows; the digests are the core's, checked against the KAT by the firmware.",
    "long: the update calls over the whole blocks of the longest KAT message after its first block, per byte "
    "(the core's last block may still run when the call returns: final waits for it); short: init + update + "
    "final of the 8-byte message, the core's padding and finalization included; speed-up: the software row's "
    "cycles over the accel row's.",
    "ROM: the driver's code (no hash code of the library is linked); RAM: the context (the driver's 12 bytes "
    "in the library's context header) and the stack.",
]


OVERHEAD_NOTES = [
    "permutation per byte: one call of the permutation (the RISC-V table's) per block of the hash's rate "
    "(Ascon-Hash 8 B, Esch256 16 B, Xoodyak 16 B), divided by the block; overhead: the measured long-message "
    "cost per byte less it (absorbing, Ascon's bit-interleaving conversion on Zbb, Esch's indirect injection, "
    "the calls of the streaming API); permutation share: permutation per byte / hash per byte.",
]


def plot(rows: list[dict[str, Any]], seeds: list[dict[str, str]], ax, labels: Callable, rom_of: Callable) -> None:
    """Cycles/byte against ROM on ax: ours (RFSB-509 without its filter, as the seed's) and
    seed 000's Table 1."""
    pts = []
    colors = {"avr": "tab:blue", "rv32i": "tab:green", "rv32i-zbb": "tab:olive", "ibex": "tab:red",
              "ibex-zbb": "tab:orange"}
    for name, _ in TARGETS:
        for accel in (False, True):
            mine = []
            for r in rows:
                rom = rom_without_filter(r) or r.get("rom_bytes")
                if (r.get("target", TARGET) == name and (r.get("variant") == targets.ACCEL) == accel
                        and not r.get("error") and rom and r.get("cycles_per_byte_long")):
                    mine.append((float(rom), float(r["cycles_per_byte_long"]),
                                 r["algorithm"] + ("" if r["variant"] == targets.PORTABLE else f" {r['variant']}")))
            if mine:
                label = targets.load(name).simulator_label
                sim = f"{label}, {'instructions' if label == 'QEMU' else 'cycles'}"
                ax.scatter([p[0] for p in mine], [p[1] for p in mine], color=colors.get(name, "tab:gray"), zorder=3,
                           marker="*" if accel else "o", s=90 if accel else None,
                           label=(f"hashforge on {name} + its hardware core ({sim}; ROM: the driver)" if accel
                                  else f"hashforge on {name} ({sim})"))
                pts += mine if name == TARGET or accel or len(mine) < 30 else []     # labelled where few
    mcu = [(rom_of(s["rom_bytes"]), float(s["cycles_per_byte"]), f"seed {s['design']}") for s in seeds
           if s.get("cycles_per_byte") and rom_of(s.get("rom_bytes")) and "8-bit MCU" in (s.get("technology") or "")]
    if mcu:
        ax.scatter([p[0] for p in mcu], [p[1] for p in mcu], color="tab:purple", zorder=3,
                   label="seed 000, ATxmega (RFSB-509)")
    # the published AVR figures of identifiers in the plot: cycles/byte only (no ROM was published),
    # so a dotted line at that height, named at its left end
    shown = {r["algorithm"] for r in rows if r.get("target", TARGET) == TARGET and not r.get("error")}
    published = [(name, float(a["anchor_cycles_per_byte"])) for name, a in anchors.load().items() if name in shown]
    for i, (name, cpb) in enumerate(sorted(published)):
        ax.axhline(cpb, color="tab:brown", ls=":", lw=0.8, zorder=1,
                   label="published AVR figure (arduinolibs, ATmega328P; ROM not published)" if i == 0 else None)
        ax.annotate(f"{name} (published)", (0.01, cpb), xycoords=("axes fraction", "data"), fontsize=6,
                    color="tab:brown", va="bottom")
    labels(ax, pts + mcu)
