"""Exit codes and usage errors live in hashforge.errors; every command module uses them."""
from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hashforge import errors

SRC = Path(errors.__file__).resolve().parent
CLI_MODULES = ["hashforge.cli", "hashforge.hw.cli", "hashforge.flow.cli"]


def test_exit_codes() -> None:
    assert (errors.EXIT_OK, errors.EXIT_FAIL, errors.EXIT_USAGE) == (0, 1, 2)


def test_defined_once() -> None:
    pattern = re.compile(r"^\s*(EXIT_[A-Z]+\b.*=|class UsageError\b)", re.M)
    defining = sorted(str(p.relative_to(SRC)) for p in SRC.rglob("*.py") if pattern.search(p.read_text()))
    assert defining == ["errors.py"]


@pytest.mark.parametrize("module", CLI_MODULES)
def test_cli_module_imports_alone(module: str) -> None:
    """No import cycle between the command modules: each one loads first on its own."""
    p = subprocess.run([sys.executable, "-c", f"import {module}"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr


@pytest.mark.parametrize("message, line", [
    ("bad option", "hashforge: bad option"),
    ("build failed:\n%Error: x.v:3: syntax", "hashforge: build failed:"),
    (ValueError(), "hashforge: ValueError"),
])
def test_print_error_is_one_line(message: object, line: str) -> None:
    out = io.StringIO()
    errors.print_error(message, stream=out)
    assert out.getvalue() == line + "\n"


def test_print_error_whole() -> None:
    out = io.StringIO()
    errors.print_error("build failed:\n%Error: x.v:3", whole=True, stream=out)
    assert out.getvalue() == "hashforge: build failed:\n%Error: x.v:3\n"
