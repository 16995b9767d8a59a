"""The C library compiles warning-free with gcc and clang at
-std=c99 -Wall -Wextra -pedantic (clang rejected the registry tables' initializers).
Syntax and semantic checks only (-fsyntax-only), a second per compiler; `make cc` builds."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

C_DIR = Path(__file__).resolve().parents[1] / "c"
FLAGS = ["-std=c99", "-Wall", "-Wextra", "-pedantic", "-Werror", "-fsyntax-only"]


@pytest.mark.parametrize("compiler", ["gcc", "clang"])
def test_c_library_is_warning_free(compiler: str) -> None:
    if shutil.which(compiler) is None:
        pytest.skip(f"{compiler} not installed (make cc installs it or names the command)")
    sources = sorted(C_DIR.glob("*.c")) + sorted(C_DIR.glob("low/*/*.c"))   # every implementation
    assert sources
    p = subprocess.run([compiler, *FLAGS, "-I.", *map(str, sources)], cwd=C_DIR, capture_output=True, text=True)
    assert p.returncode == 0 and not p.stderr, p.stderr[:2000]
