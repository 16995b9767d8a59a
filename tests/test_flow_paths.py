"""The critical path's ends by register and source (flow.steps.critical_path with a netlist):
a flip-flop named after a frame port it drives is still the core's register, a register of
hf_pad or hf_ser is reported as the frame's whatever its cell is called, and a path from the
padder's block buffer into the core is the core's input path (no padder logic lies on it)."""
from __future__ import annotations

import json
from pathlib import Path

from hashforge.flow.steps import critical_path, path_ends, registers_of

FF_MAP = "/share/lattice/cells_map_trellis.v:16.100-16.154"

# Yosys' shape of a flattened ECP5 netlist: the core's state register w_q drives the
# serializer's ld_data port, and its cells are named after that port; the padder's buffer
# register drives the core's blk_data
NETLIST = {"modules": {"hf_wrap": {
    "cells": {
        "core.u_ser.ld_data_TRELLIS_FF_Q_1": {"type": "TRELLIS_FF", "connections": {"Q": [11], "DI": [40]},
                                              "attributes": {"src": f"src/03_hf_esch.v:165.5-169.8|{FF_MAP}"}},
        "core.w_q_TRELLIS_FF_Q_7": {"type": "TRELLIS_FF", "connections": {"Q": [17], "DI": [41]},
                                    "attributes": {"src": f"src/03_hf_esch.v:165.5-169.8|{FF_MAP}"}},
        "core.blk_data_TRELLIS_FF_Q": {"type": "TRELLIS_FF", "connections": {"Q": [30], "DI": [42]},
                                       "attributes": {"src": f"src/00_hf_pad.v:412.3-420.6|{FF_MAP}"}},
        "core.g_st[3].tk_q_TRELLIS_FF_Q": {"type": "TRELLIS_FF", "connections": {"Q": [60], "DI": [43]},
                                           "attributes": {"src": f"src/03_hf_esch.v:152.7-152.40|{FF_MAP}"}},
        "core.u_pad.full_q_TRELLIS_FF_Q": {"type": "TRELLIS_FF", "connections": {"Q": [70], "DI": [44]},
                                           "attributes": {"src": f"src/00_hf_pad.v:430.3-440.6|{FF_MAP}"}},
        "core.x_LUT4_Z": {"type": "LUT4", "connections": {"Z": [50]}, "attributes": {}},
    },
    "netnames": {
        "core.w_q": {"bits": [10, 11, 12, 13, 14, 15, 16, 17], "hide_name": 0,
                     "attributes": {"src": "src/03_hf_esch.v:75.16-75.19"}},
        "core.u_ser.ld_data": {"bits": [10, 11, 12, 13], "hide_name": 0,
                               "attributes": {"src": "src/01_hf_ser.v:25.31-25.38"}},
        "core.u_pad.buf_q": {"bits": [29, 30, 31], "hide_name": 0,
                             "attributes": {"src": "src/00_hf_pad.v:150.20-150.25"}},
        "core.u_pad.blk_data": {"bits": [29, 30, 31], "hide_name": 0,
                                "attributes": {"src": "src/00_hf_pad.v:80.33-80.41"}},
        "core.u_pad.full_q": {"bits": [70], "hide_name": 0, "attributes": {"src": "src/00_hf_pad.v:151.20-151.26"}},
        "core.blk_data": {"bits": [29, 30, 31], "hide_name": 0,
                          "attributes": {"src": "src/03_hf_esch.v:60.20-60.28"}},
        # a one-bit register of a generate block, beside the vector it feeds: its own name
        "core.g_st[3].tk_q": {"bits": [60], "hide_name": 0,
                              "attributes": {"src": "src/03_hf_esch.v:150.18-150.22"}},
        "core.tk_v": {"bits": [59, 60, 61], "hide_name": 0, "attributes": {"src": "src/03_hf_esch.v:103.17-103.21"}},
        "$auto$hidden": {"bits": [11], "hide_name": 1, "attributes": {"src": "src/03_hf_esch.v:1.1-1.2"}},
    },
}}}


def _report(start: str, end: str) -> dict:
    return {"critical_paths": [{"path": [
        {"type": "clk-to-q", "from": {"cell": start}, "to": {"cell": start}, "delay": 0.5},
        {"type": "routing", "from": {"cell": start}, "to": {"cell": "core.x_LUT4_Z"}, "delay": 1.0},
        {"type": "logic", "from": {"cell": "core.x_LUT4_Z"}, "to": {"cell": "core.x_LUT4_Z"}, "delay": 0.25},
        {"type": "routing", "from": {"cell": "core.x_LUT4_Z"}, "to": {"cell": end}, "delay": 0.75}]}]}


def test_a_register_named_after_a_frame_port_is_the_cores(tmp_path: Path) -> None:
    net = tmp_path / "netlist.json"
    net.write_text(json.dumps(NETLIST))
    c = critical_path(_report("core.u_ser.ld_data_TRELLIS_FF_Q_1", "core.w_q_TRELLIS_FF_Q_7"), net)
    assert c["from"] == "core.u_ser.ld_data_TRELLIS_FF_Q_1"          # nextpnr's cell name kept
    assert c["from_register"] == {"name": "core.w_q[1]", "src": "hf_esch.v:165"}
    assert c["to_register"] == {"name": "core.w_q[7]", "src": "hf_esch.v:165"}
    assert c["frame"] == [] and c["logic_levels"] == 1 and c["delay_ns"] == 2.5
    assert path_ends(c) == "w_q[1] → w_q[7]"


def test_a_padder_register_is_the_frames_whatever_its_cell_is_called(tmp_path: Path) -> None:
    net = tmp_path / "netlist.json"
    net.write_text(json.dumps(NETLIST))
    c = critical_path(_report("core.u_pad.full_q_TRELLIS_FF_Q", "core.u_ser.ld_data_TRELLIS_FF_Q_1"), net)
    assert c["from_register"] == {"name": "core.u_pad.full_q", "src": "hf_pad.v:430"}
    assert c["frame"] == ["start"] and not c["from_block_register"]
    assert path_ends(c) == "u_pad.full_q → w_q[1]; frame: start in hf_pad.v:430"
    # the block buffer into a padder register: padder logic, the frame's at both ends
    c = critical_path(_report("core.blk_data_TRELLIS_FF_Q", "core.u_pad.full_q_TRELLIS_FF_Q"), net)
    assert c["frame"] == ["start", "end"] and not c["from_block_register"]


def test_the_block_buffer_into_the_core_is_the_cores_input_path(tmp_path: Path) -> None:
    net = tmp_path / "netlist.json"
    net.write_text(json.dumps(NETLIST))
    c = critical_path(_report("core.blk_data_TRELLIS_FF_Q", "core.w_q_TRELLIS_FF_Q_7"), net)
    # among the padder file's names of the bit, the register's own (_q) name
    assert c["from_register"] == {"name": "core.u_pad.buf_q[1]", "src": "hf_pad.v:412"}
    assert c["frame"] == [] and c["from_block_register"]
    assert path_ends(c) == "u_pad.buf_q[1] → w_q[7]; from the padder's block register (no padder logic on the path)"


def test_without_a_netlist_the_cell_names_stay(tmp_path: Path) -> None:
    c = critical_path(_report("core.blk_data_TRELLIS_FF_Q", "core.w_q_TRELLIS_FF_Q_7"))
    assert "frame" not in c and path_ends(c) == "core.blk_data_TRELLIS_FF_Q → core.w_q_TRELLIS_FF_Q_7"
    # an unreadable netlist gives no register names, not an error
    c = critical_path(_report("core.blk_data_TRELLIS_FF_Q", "core.w_q_TRELLIS_FF_Q_7"), tmp_path / "none.json")
    assert c["from_register"] is None and c["frame"] == []
    assert registers_of(tmp_path / "none.json", ["x"]) == {}


def test_a_generate_blocks_register_keeps_its_own_name(tmp_path: Path) -> None:
    net = tmp_path / "netlist.json"
    net.write_text(json.dumps(NETLIST))
    regs = registers_of(net, ["core.g_st[3].tk_q_TRELLIS_FF_Q"])
    assert regs == {"core.g_st[3].tk_q_TRELLIS_FF_Q": {"name": "core.g_st[3].tk_q", "src": "hf_esch.v:152"}}


def test_a_register_known_only_by_its_instantiators_alias_keeps_its_source(tmp_path: Path) -> None:
    net = dict(NETLIST["modules"]["hf_wrap"])
    net["netnames"] = {k: v for k, v in net["netnames"].items() if not k.startswith("core.u_pad.")}
    path = tmp_path / "netlist.json"
    path.write_text(json.dumps({"modules": {"hf_wrap": net}}))
    c = critical_path(_report("core.blk_data_TRELLIS_FF_Q", "core.w_q_TRELLIS_FF_Q_7"), path)
    assert c["from_register"] == {"name": "core.blk_data[1]", "src": "hf_pad.v:412"}
    assert c["frame"] == [] and c["from_block_register"]
