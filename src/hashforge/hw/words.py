"""Word lists as the unit benches drive and read them: a state of n w-bit words is one vector,
word i in bits [w*i + w - 1 : w*i] (the ports of every round/step module are laid out so)."""
from __future__ import annotations

from collections.abc import Iterable


def pack(words: Iterable[int], w: int) -> int:
    """The vector holding `words`, word 0 at the bottom."""
    return sum(x << (w * i) for i, x in enumerate(words))


def unpack(v: int, n: int, w: int) -> list[int]:
    """The n w-bit words of vector v, word 0 from the bottom."""
    m = (1 << w) - 1
    return [(v >> (w * i)) & m for i in range(n)]
