"""`hashforge eval` selection (ALGO|FAMILY, --arch, --target, --quick/--full) and its
progress line; no tool runs here."""
from __future__ import annotations

import io
import shutil
import time
from dataclasses import replace
from types import SimpleNamespace

import pytest

from hashforge.cli import main
from hashforge.errors import UsageError
from hashforge.evaluation.evaluate import Job, Progress, seed_asic_designs, select

cores = pytest.importorskip("hashforge.hw.cores")


def names(selected) -> list[str]:
    return [f"{a}/{r}" for a, r, _ in selected]


def test_family_gives_one_identifier_per_datapath():
    sel, _, _ = select(cores, ["keccak"], stream=io.StringIO())
    assert names(sel) == ["keccak256-r2/round"]
    sel, _, _ = select(cores, ["SHA2"], stream=io.StringIO())        # family names: any case
    assert names(sel) == ["sha256/round", "sha512/round"]


def test_default_quick_gives_one_identifier_per_family():
    """`make eval` without selectors: one identifier per rtl/ folder, the seed-tabulated 256-bit
    one; naming the family (or --full) brings back one per datapath"""
    sel, _, how = select(cores, stream=io.StringIO())
    chosen = [a for a, _, _ in sel]
    folders = {cores.family_of(a).folder for a in cores.identifiers()}
    assert len(chosen) == len(folders) and {cores.family_of(a).folder for a in chosen} == folders
    assert {"sha256", "keccak256-r2", "luffa256", "skein512-256"} <= set(chosen)
    assert "sha512" not in chosen and "one identifier per family" in how
    full, _, _ = select(cores, mode="full", stream=io.StringIO())
    assert "sha512" in {a for a, _, _ in full}


def test_quick_adds_the_asic_seeds_own_designs():
    """seed 001's and seed 003's designs get their ASIC rows in the quick evaluation, every
    architecture the seeds report; a datapath no ASIC seed reports gets none"""
    sel, _, _ = select(cores, ["irrupt", "luffa"], stream=io.StringIO())
    extra = names(seed_asic_designs(cores, sel))
    assert {"irrupt32/8ir1", "irrupt32/1ir1", "irrupt64/8ir1", "irrupt64/1ir1"} <= set(extra)
    assert {f"luffa{b}/{a}" for b in (256, 384, 512) for a in ("ht", "compact", "pipelined")} <= set(extra)
    assert len(extra) == len(set(extra)) == 13
    sel, _, _ = select(cores, ["sha2", "keccak"], stream=io.StringIO())
    assert seed_asic_designs(cores, sel) == []


def test_all_variants_of_a_family():
    sel, _, _ = select(cores, ["keccak"], all_variants=True, stream=io.StringIO())
    assert len(sel) == sum(1 for a in cores.identifiers() if cores.family_of(a).folder == "keccak") > 10


def test_identifiers_are_taken_exactly():
    sel, _, how = select(cores, ["sha3-256", "sha224"], stream=io.StringIO())
    assert names(sel) == ["sha224/round", "sha3-256/round"] and how == "every identifier selected"


def two_arch_registry():
    base = cores.get("sha256")
    reg = {("sha256", "round"): base, ("sha256", "fold"): replace(base, arch="fold")}
    return SimpleNamespace(identifiers=lambda: ["sha256"], archs=lambda a: ["round", "fold"],
                           get=lambda a, r=None: reg[(a, r or "round")])


def test_quick_takes_the_default_architecture_full_every_one():
    reg = two_arch_registry()
    quiet = io.StringIO()
    assert names(select(reg, mode="quick", stream=quiet)[0]) == ["sha256/round"]
    assert names(select(reg, mode="full", stream=quiet)[0]) == ["sha256/round", "sha256/fold"]
    assert names(select(reg, arch="all", stream=quiet)[0]) == ["sha256/round", "sha256/fold"]
    assert names(select(reg, arch="fold", stream=quiet)[0]) == ["sha256/fold"]
    with pytest.raises(UsageError, match="no architecture 'unrolled'"):
        select(reg, arch="unrolled", stream=quiet)


@pytest.mark.parametrize("args, message", [
    (["nosuch"], "unknown algorithm or family 'nosuch'"),
    (["blake"], "no hardware core for 'blake' yet"),
    (["sha256", "--arch", "bogus"], "no architecture 'bogus'"),
    (["sha256", "--target", "vivado"], "unknown target 'vivado'"),
    (["sha256", "--target", "asic,nope"], "unknown target 'nope'"),
    (["sha256", "-j", "0"], "-j wants a positive number"),
    (["sha256", "-j", "2", "--scheduler", "tcp://127.0.0.1:8786"], "with --scheduler"),
    (["--quick", "--full"], "not allowed with argument"),
    (["--only", "nosuch"], "no core matches 'nosuch'"),
    (["sha256", "--seeds", "0"], "--seeds wants a positive number"),
])
def test_bad_selection_is_one_line_exit_2(capsys, monkeypatch, args, message):
    # every family has a core now: the registry without BLAKE stands in for a family to come
    monkeypatch.setattr(cores, "_REGISTRY", {a: c for a, c in cores._REGISTRY.items()
                                             if cores.family_of(a).folder != "blake"})
    rc = main(["eval", *args])
    err = capsys.readouterr().err
    assert rc == 2, err
    assert message in err and len(err.strip().splitlines()) == 1 and err.startswith("hashforge: ")


def _job(label: str) -> Job:
    return Job("synth", label, f"synth-{label}", dict, ())


def test_progress_heartbeat_names_the_running_job_and_the_time_left():
    out = io.StringIO()
    running, waiting = _job("ecp5 keccak256-r2/round"), _job("ecp5 sha512/round")
    p = Progress(3, out, hints={running.hint_name: 400.0, waiting.hint_name: 200.0}, heartbeat=30)
    p.say("cached", _job("ecp5 sha256/round"))
    running.started = time.monotonic() - 100
    p.beat([running, waiting], threads=2)                  # within the heartbeat: silent
    assert out.getvalue().count("\n") == 1
    p.beat([running, waiting], threads=2, force=True)
    line = out.getvalue().splitlines()[-1]
    assert "1/3]" in line and "1 running, 1 cached, 0 failed" in line
    assert "running: synth ecp5 keccak256-r2/round 100 s (last run 400 s)" in line
    assert "~4 min left" in line                           # (300 + 200) s of work on 2 workers
    p.beat([running, _job("ecp5 new/round")], threads=1, force=True)
    # a job never timed counts as the median of its kind (400 s): 300 + 400 s on 1 worker
    assert "~12 min left" in out.getvalue().splitlines()[-1]
    assert "(est. 400 s)" not in out.getvalue()                  # it does not run yet
    p.beat([_job("asic new/round")], threads=1, force=True)
    assert "time left unknown" in out.getvalue().splitlines()[-1]   # no asic job ever timed


def test_progress_counts_failures():
    out = io.StringIO()
    p = Progress(2, out)
    p.say("FAILED", _job("asic x/round"), "yosys failed: syntax error")
    assert p.failed == 1 and "FAILED  synth asic x/round  yosys failed: syntax error" in out.getvalue()
    p.beat([_job("asic y/round")], threads=1, force=True)
    assert "0 running, 0 cached, 1 failed; time left unknown" in out.getvalue()


def test_sim_key_follows_the_verilog_not_the_prose(tmp_path, monkeypatch):
    """A simulation result is stale when a core's Verilog changes, not when rtl/'s prose does
    (CYCLES.md is regenerated whenever the registry changes)."""
    from hashforge import paths
    from hashforge.flow import simres
    rtl = tmp_path / "rtl"
    shutil.copytree(paths.rtl_dir(), rtl)
    monkeypatch.setenv(paths.RTL_ENV, str(rtl))

    def key() -> str:
        return simres.sim_key("sha256", "round", 32)

    before = key()
    (rtl / "sha2" / "CYCLES.md").write_text("edited prose\n")
    assert key() == before
    v = rtl / "sha2" / "hf_sha2.v"
    v.write_text(v.read_text() + "\n// one more line\n")
    assert key() != before


@pytest.mark.parametrize("selectors, only, software, sentence", [
    ([], None, None,
     "one identifier per family (one per datapath: name the family or --full; every identifier: --all)"),
    (["sha256"], None, ["sha256"],
     "sha256 (hardware rows: every identifier selected; software and embedded rows: sha256)"),
    (["SHA-2"], None, ["sha224", "sha256", "sha384", "sha512"],
     "SHA-2 (hardware rows: one identifier per datapath and architecture (every identifier: --all); "
     "software and embedded rows: sha224, sha256, sha384, sha512)"),
    ([], ["sha3-2"], ["sha3-224", "sha3-256"],
     "--only sha3-2 (hardware rows: every identifier selected; software and embedded rows: sha3-224, sha3-256)"),
])
def test_every_table_follows_the_selection(tmp_path, monkeypatch, selectors, only, software, sentence):
    """`hashforge eval sha256`: the software and embedded tables get the selection's
    identifiers (their own defaults without one) and the report's sentence names it."""
    from hashforge.bench import report as bench_report
    from hashforge.evaluation import evaluate as ev
    from hashforge.mcu import report as mcu_report
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    asked: dict[str, object] = {}
    runs = mcu_report.runs
    monkeypatch.setattr(bench_report, "collect",
                        lambda full=False, use_cache=True, names=None: asked.update(software=names) or [])
    monkeypatch.setattr(mcu_report, "runs", lambda full=False, names=None: asked.update(embedded=names) or [])
    real = ev.select

    def hardware_checked_but_not_run(*args, **kw):
        chosen, skipped, how = real(*args, **kw)
        asked["hardware"] = [f"{a}/{r}" for a, r, _ in chosen]
        return [], skipped, how
    monkeypatch.setattr(ev, "select", hardware_checked_but_not_run)
    results, rc = ev.evaluate("quick", selectors=selectors, only=only, embedded=True, software=True,
                              processes=False, stream=io.StringIO())
    print(f"eval {' '.join(selectors + (['--only', *only] if only else []))}: hardware {asked['hardware'][:4]}"
          f"{' ...' if len(asked['hardware']) > 4 else ''}, software {asked['software']}, "
          f"embedded {asked['embedded']}")
    assert rc == 0 and asked["software"] == software and asked["embedded"] == software
    assert results["selection"] == sentence
    if selectors == ["sha256"]:
        assert asked["hardware"] == ["sha256/round"]
        # ibex runs sha256 through its hardware core and in software (hashforge.mcu.report.ACCELERATED);
        # avr in its assembly low level and in the portable C
        assert [(t, a, v) for t, a, v in runs(names=software)] == [
            ("avr", "sha256", "asm"), ("avr", "sha256", "c"), ("rv32i", "sha256", "c"), ("ibex", "sha256", "accel"),
            ("ibex", "sha256", "c")]
