"""hashforge bench (timed in C), the callgrind benchmark and the report's software table."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from hashforge import _native, algorithms
from hashforge.bench import callgrind, report as bench_report, speed
from hashforge.cli import main

FIELDS = {"algorithm", "cycles_per_byte_long", "cycles_per_byte_0", "cycles_per_byte_64", "cycles_per_byte_576",
          "cycles_per_byte_1536", "mb_per_s_long", "hashlib_ratio", "cpu", "compiler", "flags"}


def _bench_json(capsys, *args: str) -> list[dict]:
    rc = main(["bench", *args, "--json", "--repeat", "1"])
    out = capsys.readouterr().out
    assert rc == 0
    return [json.loads(line) for line in out.splitlines()]


def test_bench_json_fields_and_hashlib_ratio(capsys):
    (r,) = _bench_json(capsys, "sha256")
    assert FIELDS <= set(r) and r["algorithm"] == "sha256"
    assert r["mb_per_s_long"] > 0 and r["hashlib_ratio"] > 0 and r["compiler"] and r["flags"]
    if _native.HAVE_TSC:
        assert r["cycles_per_byte_long"] > 0 and r["cycles_per_byte_0"] > 0
        assert isinstance(r["cycles_per_byte_0"], int)          # cycles per message, not per byte


def test_bench_family_selection_and_no_hashlib_ratio_outside_sha2_sha3(capsys):
    rows = _bench_json(capsys, "ascon-hash", "sha3")
    names = [r["algorithm"] for r in rows]
    assert names[0] == "ascon-hash" and "sha3-256" in names and "shake128" in names
    assert rows[0]["hashlib_ratio"] is None
    assert all(r["hashlib_ratio"] is not None for r in rows[1:])


def test_bench_text_line(capsys):
    assert main(["bench", "sha512", "--repeat", "1"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert line.startswith("sha512") and "cyc/B" in line and "MB/s" in line and "hashlib" in line


@pytest.mark.parametrize("args, message", [
    (["nosuch"], "unknown algorithm or family 'nosuch'"),
    (["sha256", "--repeat", "0"], "--repeat wants a positive number"),
])
def test_bench_usage_errors_are_one_line_exit_2(capsys, args, message):
    rc = main(["bench", *args])
    err = capsys.readouterr().err
    assert rc == 2 and message in err and len(err.strip().splitlines()) == 1


def test_native_bench_checks_its_arguments():
    with pytest.raises(ValueError, match="unknown algorithm"):
        _native.bench("nosuch", 64, 1)
    with pytest.raises(ValueError):
        _native.bench("sha256", -1, 1)
    with pytest.raises(ValueError):
        _native.bench("sha256", 64, 0)
    runs = _native.bench("skein1024-1024" if "skein1024-1024" in algorithms() else "sha512", 100, 2)
    assert len(runs) == 2 and all(ns >= 0 for _, ns in runs)


def test_hashlib_names():
    assert speed.hashlib_name("sha384") == "sha384"
    assert speed.hashlib_name("sha3-224") == "sha3_224"
    assert speed.hashlib_name("shake256") == "shake_256"
    assert speed.hashlib_name("keccak256") is None


# ---------------------------------------------------------------- callgrind

SAMPLE_OUT = """# callgrind format
version: 1
creator: callgrind-3.19.0
pid: 25461
cmd:  bench-callgrind sha256 65536
part: 1

positions: line
events: Ir
summary: 4214631

fn=(588) hf_bench_one
0 12
totals: 4214631
"""

SAMPLE_STDERR = """==25551== Events    : Ir
==25551== Collected : 4962
==25551==
==25551== I   refs:      4,962
"""


def test_callgrind_parser_on_sample_output():
    assert callgrind.parse_ir(SAMPLE_OUT) == 4214631
    assert callgrind.parse_ir(SAMPLE_STDERR) == 4962
    assert callgrind.per_byte(4214631, 4962) == pytest.approx(64.23, abs=0.01)
    with pytest.raises(ValueError):
        callgrind.parse_ir("==1== Command: x\n")


def test_peer_figures_name_implemented_identifiers_with_their_source():
    peers = callgrind.load_peers()
    assert len(peers) == 28 and peers["sha256"]["peer_instructions_per_byte"] == "28"
    assert set(peers) <= set(algorithms())
    assert all(p["source"] == "hashforge measurement" and p["measured"] == "2026-11-22" for p in peers.values())
    assert callgrind.default_selection() == list(peers)


def test_callgrind_cli_unknown_algorithm_is_exit_2(capsys):
    assert callgrind.main(["nosuch"]) == 2
    err = capsys.readouterr().err
    assert "unknown algorithm or family 'nosuch'" in err and len(err.strip().splitlines()) == 1


def _need_valgrind() -> None:
    if shutil.which("valgrind") is None or shutil.which("gcc") is None:
        if os.environ.get("CI") == "true":
            pytest.fail("valgrind is missing on CI: `make test` installs it (apt-get install valgrind)")
        pytest.skip("valgrind not installed: sudo apt-get install -y valgrind")


def test_callgrind_counts_one_identifier(tmp_path, monkeypatch, capsys):
    _need_valgrind()
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path))
    assert callgrind.main(["ascon-hash", "--json"]) == 0
    (r,) = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert r["algorithm"] == "ascon-hash" and r["cached"] is False
    assert r["ir_long"] > r["ir_empty"] > 0 and r["message_bytes"] == 65536
    assert r["instructions_per_byte"] == pytest.approx((r["ir_long"] - r["ir_empty"]) / 65536, abs=0.01)
    assert r["peer_instructions_per_byte"] == 80 and r["ratio"] == round(r["instructions_per_byte"] / 80, 2)
    # no c/low/ascon/ascon_opt.c: one build counted, the reference figure is the same
    assert r["implementation"] == "ref" and r["ref_instructions_per_byte"] == r["instructions_per_byte"]
    again = callgrind.measure("ascon-hash")                 # the same count, from the cache
    assert again["cached"] is True and again["ir_long"] == r["ir_long"]


# ---------------------------------------------------------------- the report's software part

ROWS = [
    {"algorithm": "sha256", "instructions_per_byte": 64.2, "peer_instructions_per_byte": 28.0, "ratio": 2.29,
     "ir_empty": 4962, "ir_long": 4214631, "compiler": "gcc 12", "valgrind": "valgrind-3.19.0",
     "cycles_per_byte_long": 8.0, "cycles_per_byte_0": 624, "mb_per_s_long": 320.0, "hashlib_ratio": 6.2,
     "cpu": "AMD EPYC"},
    {"algorithm": "esch256", "instructions_per_byte": 137.7, "peer_instructions_per_byte": 140.0, "ratio": 0.98,
     "ir_empty": 5908, "ir_long": 9031330},
    {"algorithm": "blake256", "error": "valgrind is not installed: run 'sudo apt-get install -y valgrind'"},
]


def test_software_table_marks_ratios_and_errors():
    title, headers, body, notes = bench_report.table(ROWS)
    assert "AMD EPYC" in title and "gcc 12" in title and len(headers) == len(body[0])
    assert body[0][:4] == ["sha256", "64.2", "28", "2.29"] and "above 1.5x" in body[0][-1]
    assert body[1][-1] == "at or below the peer"
    assert body[2][-1].startswith("ERROR: valgrind is not installed")
    assert any("1 of 2 identifiers above their peer, 1 above" in n for n in notes)
    assert not bench_report.failed(ROWS[2]) and bench_report.failed({"algorithm": "x", "error": "build failed"})


def test_collect_without_valgrind_gives_error_rows(monkeypatch):
    real = shutil.which
    monkeypatch.setattr(shutil, "which", lambda t: None if t == "valgrind" else real(t))
    rows = bench_report.collect(full=False, timed=True,
                                measure_speed=lambda a, n: {"cycles_per_byte_long": 1.0, "mb_per_s_long": 2.0})
    assert len(rows) == 28 and all("valgrind is not installed" in r["error"] for r in rows)
    assert rows[0]["cycles_per_byte_long"] == 1.0 and not any(bench_report.failed(r) for r in rows)


def test_report_has_the_software_table_and_plot(tmp_path: Path):
    from hashforge.evaluation.report import write_report
    results = {"rows": [], "command": "hashforge eval --quick", "generated": "now", "mode": "quick",
               "targets": ["ecp5"], "width": 32, "elapsed_s": 0.0,
               "jobs": {"total": 0, "cached": 0, "failed": 0, "ran": 0, "engine": "none"},
               "failed_jobs": [], "definitions": {}, "wrapper": "", "skipped": [], "selection": "",
               "software": ROWS}
    written = {p.name for p in write_report(results, tmp_path, seeds=[])}
    assert "software_instructions_per_byte.png" in written
    md = (tmp_path / "report.md").read_text()
    assert "## Software: the C library" in md and "| sha256 | 64.2 | 28 | 2.29 |" in md
    assert "Software: the C library" in (tmp_path / "report.html").read_text()
    assert json.loads((tmp_path / "results.json").read_text())["software"][0]["algorithm"] == "sha256"


def test_eval_adds_the_software_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """evaluate(software=True): the rows of bench_report.collect (quick: the peers' identifiers);
    a failed count fails the evaluation, a missing valgrind does not."""
    from types import SimpleNamespace

    from hashforge.evaluation.evaluate import evaluate
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    rows = [dict(r) for r in ROWS]
    asked: list[bool] = []
    monkeypatch.setattr(bench_report, "collect",
                        lambda full=False, use_cache=True, names=None: asked.append(full) or rows)
    empty = SimpleNamespace(identifiers=lambda: [], archs=lambda a: [], get=lambda a, r: None)
    results, rc = evaluate("quick", registry=empty, software=True, processes=False)
    assert rc == 0 and results["software"] == rows and asked == [False]
    rows.append({"algorithm": "jh256", "error": "callgrind jh256 65536 B failed: ..."})
    assert evaluate("quick", registry=empty, software=True, processes=False)[1] == 1
    assert "software" not in evaluate("quick", registry=empty, processes=False)[0]
