"""Bounded proofs of hf_pad's stream frame with SymbiYosys (hashforge.hw.formal): a quick
configuration per run here, every mode and width in `make formal`; and a deliberately broken
padder (a partial last byte that leaks the bit after the message's last one) that the proof
must catch."""
from __future__ import annotations

import re

import pytest

from hashforge.hw import formal, padding
from hashforge.paths import rtl_dir

QUICK = [("10", 32), ("sponge", 64)]


@pytest.mark.parametrize("mode, width", QUICK)
def test_pad_frame_holds_to_depth(mode, width):
    r = formal.prove_pad(mode, width, depth=8)
    assert r.status == "pass", r.line()
    reached, total = map(int, r.covered.split(" of "))
    assert total >= 3 and reached == total, r.line()          # no vacuous pass


def test_broken_padder_is_caught(tmp_path):
    src = (rtl_dir() / "common" / "hf_pad.v").read_text()
    broken, n = re.subn(r"byte_m = byte_m & ~\(8'hFF >> r\);", "byte_m = byte_m & ~(8'h7F >> r);", src)
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
