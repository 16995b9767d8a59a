"""A family's constant tables (S-boxes, IVs, round constants) from the C library, for the unit
benches and c/low/gen_tables.py: c/<family>.c exports them (c/hf_consts.h) and the binding
returns them (`hashforge._native.constants`), so they have one place and need no checkout.

`table(family, name)` gives an integer table flattened in C's order, `text(family, name)` a
char array as bytes (without its NUL). Names are the C names ("SBOX", "RC0") or, for a member
of a parameter struct, "H224.iv_offset". ValueError for a family that exports nothing,
KeyError for a name it does not export, TypeError for the wrong accessor."""
from __future__ import annotations

from functools import cache

from hashforge import _native


@cache
def family(name: str) -> dict[str, tuple[int, ...] | bytes]:
    """Every table `name`'s C file exports."""
    return _native.constants(name)


def _get(fam: str, name: str) -> tuple[int, ...] | bytes:
    tables = family(fam)
    if name not in tables:
        raise KeyError(f"c/{fam}.c exports no {name!r} (it exports {', '.join(tables)})")
    return tables[name]


def table(fam: str, name: str) -> tuple[int, ...]:
    """An integer table, a multidimensional one flattened row by row."""
    v = _get(fam, name)
    if isinstance(v, bytes):
        raise TypeError(f"{fam}'s {name} is a char array: use text()")
    return v


def text(fam: str, name: str) -> bytes:
    """A char array (a C string without its NUL)."""
    v = _get(fam, name)
    if not isinstance(v, bytes):
        raise TypeError(f"{fam}'s {name} is an integer table: use table()")
    return v
