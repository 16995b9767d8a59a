"""Shared fixtures: the vendored KAT vectors, each one a parametrized case."""
from __future__ import annotations

import pytest

from hashforge import kat


def _all_vectors() -> list[kat.Vector]:
    vectors: list[kat.Vector] = []
    for kf in kat.catalogue():      # every row names an implemented identifier (or KatError)
        if not kf.monte:            # Monte Carlo files: tests/test_monte.py
            vectors.extend(kat.read_vectors(kf))
    return vectors


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "kat_vector" in metafunc.fixturenames:
        vectors = _all_vectors()
        metafunc.parametrize("kat_vector", vectors, ids=[v.id for v in vectors])
