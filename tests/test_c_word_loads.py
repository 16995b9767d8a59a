"""hf_load_words_le (c/hf_util.h): on RISC-V an aligned block is read a word per load, an
unaligned one byte by byte. Both paths are built for the host with __riscv defined (the host
is little-endian, as RV32 is) and must give what the byte loads give, at every offset: the
benchmark firmware's message buffer is aligned, so the targets run only the first path."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

C_DIR = Path(__file__).resolve().parents[1] / "c"
PROGRAM = r"""
#include <stdio.h>
#include "hf_util.h"
int main(void)
{
    static uint32_t storage[8];
    uint8_t *buf = (uint8_t *)storage;
    unsigned off, i, bad = 0, aligned = 0;
    for (i = 0; i < sizeof(storage); i++)
        buf[i] = (uint8_t)(7 * i + 1);
    for (off = 0; off < 4; off++) {
        uint32_t w[4];
        hf_load_words_le(w, buf + off, 4);
        for (i = 0; i < 4; i++)
            bad += w[i] != hf_load32_le(buf + off + 4 * i);
        aligned += ((uintptr_t)(buf + off) & 3) == 0;
    }
    printf("%u %u\n", bad, aligned);
    return 0;
}
"""


@pytest.mark.skipif(sys.byteorder != "little", reason="the word path is for little-endian CPUs")
@pytest.mark.parametrize("riscv", [True, False])
def test_word_loads_equal_byte_loads(tmp_path: Path, riscv: bool) -> None:
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no host C compiler")
    src, exe = tmp_path / "t.c", tmp_path / "t"
    src.write_text(PROGRAM)
    flags = ["-D__riscv=1"] if riscv else []
    subprocess.run([cc, "-std=gnu99", "-O2", "-Wall", "-Werror", *flags, f"-I{C_DIR}", str(src), "-o", str(exe)],
                   check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout.split() == ["0", "1"]
