"""Every vendored known-answer vector against the C library, one case each."""
from __future__ import annotations

import pytest

import hashforge
from hashforge import kat


def test_vector(kat_vector: kat.Vector) -> None:
    assert kat.check(kat_vector).hex().upper() == kat_vector.expected.hex().upper()


@pytest.mark.parametrize("name", hashforge.algorithms())
def test_every_algorithm_has_vectors(name: str) -> None:
    assert kat.files_for([name]), f"{name} has no KAT file in kat/*/index.tsv"


def test_index_names_only_implemented_algorithms() -> None:
    """A typo in an index.tsv would otherwise silently test nothing."""
    unknown = {k.algorithm for k in kat.catalogue()} - set(hashforge.algorithms())
    assert not unknown
