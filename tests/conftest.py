"""Shared fixtures: the vendored KAT vectors, each one a parametrized case."""
from __future__ import annotations

import pytest

import hashforge
from hashforge import kat


def _all_vectors() -> list[kat.Vector]:
    implemented = set(hashforge.algorithms())
    vectors: list[kat.Vector] = []
    for kf in kat.catalogue():
        if kf.algorithm in implemented:
            vectors.extend(kat.read_vectors(kf))
    return vectors


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "kat_vector" in metafunc.fixturenames:
        vectors = _all_vectors()
        metafunc.parametrize("kat_vector", vectors, ids=[v.id for v in vectors])
