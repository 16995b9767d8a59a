"""Microcontroller targets: one embedded/<name>/target.toml each, read here only."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import algorithm_info, paths
from ..errors import UsageError

PORTABLE = "c"      # the variant every identifier has: the portable C library as it is
ACCEL = "accel"     # the variant of a target with an accelerator (its [accel] table): the
#                     identifier's hardware core on the simulated part's bus


@dataclass(frozen=True)
class Variant:
    """One implementation of an identifier on a target."""
    name: str
    note: str
    sources: tuple[str, ...] = ()        # beside target.toml; empty: the portable library
    cflags: tuple[str, ...] = ()
    ldflags: tuple[str, ...] = ()
    descriptor: str | None = None        # the hf_algo the firmware hashes with
    setup: str | None = None             # a start-up call (not measured as hashing)
    generator: str | None = None         # a script beside target.toml that writes a source
    sram_bytes: int | None = None        # the simulated part's SRAM if not the part's
    filter_symbols: tuple[str, ...] = ()  # an output filter's symbols: ROM reported apart
    library_cflags: tuple[str, ...] = ()   # the library built with these flags more ...
    library_generator: str | None = None   # ... and a script beside target.toml writing more of it,
    library_low_levels: tuple[str, ...] = ()  # ... the low level of these families (c/low/<family>/
    #                                          <family>_low.h) in place of their reference,
    library_sources: tuple[str, ...] = ()  # ... from the generator or these C files beside target.toml
    # the identifier's hardware core (hashforge.hw.cores) behind a bus wrapper of rtl/bus/
    # (core_bus: "wb") at core_base in the simulated part, whose model adds simulator_rtl and
    # simulator_params to the target's; the firmware then links no hash code of the library
    core_bus: str | None = None
    core_base: int | None = None
    simulator_rtl: tuple[str, ...] = ()
    simulator_params: dict[str, int] = field(default_factory=dict)

    @property
    def portable(self) -> bool:
        return not self.sources


@dataclass(frozen=True)
class Target:
    name: str
    folder: Path
    description: str
    part: str
    part_note: str
    clock_hz: int
    flash_bytes: int
    sram_bytes: int
    cc: str
    ar: str
    size: str
    nm: str
    packages: tuple[str, ...]
    cflags: tuple[str, ...]
    ldflags: tuple[str, ...]
    sources: tuple[str, ...]
    simulator: str                       # a driver to build for the host; "" for none
    run: tuple[str, ...]
    max_cycles: int
    simulator_libs: tuple[str, ...] = ()
    # a simulator that is a Verilator model: the RTL beside target.toml (the core in its
    # memory), a file list naming the rest in rtl_package (a PyPI distribution shipping the
    # core's SystemVerilog), the top module and its parameters; `simulator` is its C++ main
    simulator_rtl: tuple[str, ...] = ()
    simulator_filelist: str | None = None
    simulator_top: str | None = None
    simulator_params: dict[str, int] = field(default_factory=dict)
    rtl_package: str | None = None
    # the core's configuration as its own project names it (Ibex: ibex_configs.yaml)
    core_config: str | None = None
    # the target whose instruction counts (QEMU) the report sets beside this one's cycles
    beside: str | None = None
    simulator_label: str = "simavr"      # how results name the simulator ...
    simulator_package: str = "libsimavr-dev"  # ... and the package whose version they give
    rom_sections: tuple[str, ...] = (".text", ".data")      # what flash holds
    ram_sections: tuple[str, ...] = (".data", ".bss", ".noinit")  # static RAM
    library_sources: tuple[str, ...] = ()   # the target's own code in the library ...
    library_generator: str | None = None    # ... and a script that writes more of it
    # flags of one family's library sources (c/<family>.c, c/low/<family>/) after cflags
    family_cflags: dict[str, tuple[str, ...]] = field(default_factory=dict)
    permutations: dict[str, str] = field(default_factory=dict)  # identifier|family: C call
    variants: dict[str, dict[str, Variant]] = field(default_factory=dict)
    defaults: dict[str, str] = field(default_factory=dict)
    # the variants of every identifier `permutations` names: the library built in several ways
    # (RISC-V: its permutations in the target's assembly, or in C)
    permutation_variants: dict[str, Variant] = field(default_factory=dict)
    permutation_default: str | None = None
    accel: Variant | None = None       # [accel]: every identifier with a hardware core has it

    def permutation(self, algorithm: str, family: str) -> str | None:
        """The C call of one permutation the identifier uses per block, if the target has one."""
        return self.permutations.get(algorithm) or self.permutations.get(family)

    def _own(self, algorithm: str) -> tuple[dict[str, Variant], str | None]:
        if algorithm in self.variants:
            return self.variants[algorithm], self.defaults.get(algorithm)
        if self.permutation_variants and self.permutation(algorithm, algorithm_info(algorithm).family):
            return self.permutation_variants, self.permutation_default
        return {}, None

    def has_core(self, algorithm: str) -> bool:
        """The target has an accelerator variant and the identifier a single-stream core for it."""
        if self.accel is None:
            return False
        # the registry of rtl/<family>/family.py
        from ..hw import cores
        return algorithm in cores.identifiers() and cores.get(algorithm).lanes == 1

    def variant_names(self, algorithm: str) -> list[str]:
        """The variants of an identifier, its default first (a software one; `accel` last)."""
        own, default = self._own(algorithm)
        names = [PORTABLE]
        if own:
            first = default or next(iter(own))
            names = [first] + [v for v in own if v != first]
        return names + ([ACCEL] if self.has_core(algorithm) else [])

    def variant(self, algorithm: str, name: str | None = None) -> Variant:
        names = self.variant_names(algorithm)
        name = name or names[0]
        if name not in names:
            raise UsageError(f"no variant '{name}' of {algorithm} on {self.name} "
                             f"(variants: {', '.join(names)})")
        own, _ = self._own(algorithm)
        if name in own:
            return own[name]
        if name == ACCEL and self.accel is not None:
            return self.accel
        return Variant(PORTABLE, "the portable C library (c/), tables in flash where "
                                 "marked HF_ROM, other constants in SRAM")


def names() -> list[str]:
    """The targets there are: the folders of embedded/ with a target.toml."""
    root = paths.embedded_dir()
    return sorted(p.parent.name for p in root.glob("*/target.toml")) if root.is_dir() else []


def _variant_set(spec: dict[str, Any]) -> tuple[dict[str, Variant], str | None]:
    """The variants of one table (`[variants.<identifier>]`, `[permutation_variants]`): its
    plain keys are shared by its variants, `default` names the first."""
    shared = {k: v for k, v in spec.items() if not isinstance(v, dict)}
    default = shared.pop("default", None)
    out: dict[str, Variant] = {}
    for vname, vspec in spec.items():
        if not isinstance(vspec, dict):
            continue
        merged = {**shared, **vspec}
        merged["cflags"] = list(shared.get("cflags", [])) + list(vspec.get("cflags", []))
        out[vname] = Variant(
            name=vname, note=merged.get("note", ""), sources=tuple(merged.get("sources", ())),
            cflags=tuple(merged["cflags"]), ldflags=tuple(merged.get("ldflags", ())),
            descriptor=merged.get("descriptor"),
            setup=merged.get("setup"), generator=merged.get("generator"),
            sram_bytes=merged.get("sram_bytes"),
            filter_symbols=tuple(merged.get("filter_symbols", ())),
            library_cflags=tuple(merged.get("library_cflags", ())),
            library_generator=merged.get("library_generator"),
            library_low_levels=tuple(merged.get("library_low_levels", ())),
            library_sources=tuple(merged.get("library_sources", ())),
            core_bus=merged.get("core_bus"), core_base=merged.get("core_base"),
            simulator_rtl=tuple(merged.get("simulator_rtl", ())),
            simulator_params=dict(merged.get("simulator_params", {})))
    return out, default


def _variants(raw: dict[str, Any]) -> tuple[dict[str, dict[str, Variant]], dict[str, str]]:
    out: dict[str, dict[str, Variant]] = {}
    defaults: dict[str, str] = {}
    for algo, spec in raw.items():
        out[algo], default = _variant_set(spec)
        if default:
            defaults[algo] = default
    return out, defaults


def load(name: str) -> Target:
    """The target of that name; a UsageError names the ones there are."""
    toml = paths.embedded_dir() / name / "target.toml"
    if not toml.is_file():
        have = ", ".join(names()) or f"none in {paths.embedded_dir()}"
        raise UsageError(f"unknown target '{name}' (targets: {have})")
    try:
        raw = tomllib.loads(toml.read_text())
        variants, defaults = _variants(raw.pop("variants", {}))
        perm_variants, perm_default = _variant_set(raw.pop("permutation_variants", {}))
        accel = _variant_set({ACCEL: raw.pop("accel")})[0][ACCEL] if "accel" in raw else None
        raw["family_cflags"] = {k: tuple(v) for k, v in raw.get("family_cflags", {}).items()}
        tup = ("packages", "cflags", "ldflags", "sources", "simulator_libs", "run", "rom_sections",
               "ram_sections", "library_sources", "simulator_rtl")
        return Target(folder=toml.parent, variants=variants, defaults=defaults,
                      permutation_variants=perm_variants, permutation_default=perm_default, accel=accel,
                      **{k: tuple(v) if k in tup else v for k, v in raw.items()})
    except (tomllib.TOMLDecodeError, TypeError, AttributeError) as exc:
        raise UsageError(f"{toml}: not a valid target ({str(exc).splitlines()[0]})") from None
