"""Which identifiers a command line names: one set of rules for every command.

A selector is an identifier or an alias of one (any case, "_" for "-": SHA-256, sha3_256),
a group users name that is not a family (GROUPS: sha3, shake), or a family name (the C
library's family, compared without case, "-" or "_": SHA-2, sha_2 and sha2 are one family;
for hardware also the core's rtl/ folder).  `kat`, `bench` and `mcu` take identifiers,
groups and families (select); `hash` and `sim` take one identifier or alias each
(identifier); `eval` takes all of them and --only prefixes (hardware, software), with its own
errors for a name that has no hardware core yet.

This module imports only the package's top level: every command may use it, and it uses none.
"""
from __future__ import annotations

import re
from typing import Callable, Iterable, Sequence

from . import algorithm_info, algorithms, canonical_name
from .errors import UsageError

# Groups users name that are not a family of the registry (keccak holds SHA-3 and SHAKE).
GROUPS = {
    "sha3": ("sha3-224", "sha3-256", "sha3-384", "sha3-512", "shake128", "shake256"),
    "shake": ("shake128", "shake256"),
}


def squash(text: str) -> str:
    """A selector compared without case, "-" or "_": SHA-2, sha_2 and sha2 are one family."""
    return re.sub(r"[-_]", "", text.lower())


def identifier(name: str) -> str:
    """The identifier an identifier or alias (any case, "_" for "-": SHA-256, sha3_256) names."""
    canonical = canonical_name(name)
    if canonical is None:
        raise UsageError(f"unknown algorithm '{name}' (see 'hashforge list')")
    return canonical


def c_family(name: str) -> str:
    """The C library's family of an identifier ('' for a name the library does not have)."""
    try:
        return algorithm_info(name).family
    except ValueError:
        return ""


def resolve(selector: str, names: Sequence[str] | None = None,
            families: Callable[[str], Iterable[str]] | None = None) -> list[str]:
    """The identifiers of `names` (default: every identifier of the C library, in its order)
    that one selector names: an identifier (exactly), an alias of one, a group or a family;
    [] when it names none of them.  families(identifier): the family names it answers to
    (default: its C library family)."""
    names = algorithms() if names is None else list(names)
    if selector in names:
        return [selector]
    one = canonical_name(selector)
    if one in names:
        return [one]
    key = squash(selector)
    if key in GROUPS:
        return [n for n in GROUPS[key] if n in names]
    families = families or (lambda n: [c_family(n)])
    return [n for n in names if any(squash(f) == key for f in families(n) if f)]


def is_identifier(selector: str, names: Sequence[str] | None = None) -> bool:
    """Whether a selector names one identifier (exactly, or by an alias), not a group or family."""
    names = algorithms() if names is None else names
    return selector in names or canonical_name(selector) in names


def select(selectors: Sequence[str]) -> list[str]:
    """Identifiers named by identifiers, aliases, family names or GROUPS; all when empty."""
    names = algorithms()
    if not selectors:
        return names
    chosen: list[str] = []
    for sel in selectors:
        hits = resolve(sel, names)
        if not hits:
            families = sorted({c_family(n) for n in names})
            raise UsageError(f"unknown algorithm or family '{sel}' (families: {', '.join(families)})")
        chosen.extend(h for h in hits if h not in chosen)
    return chosen


def prefixed(prefixes: Sequence[str], names: Sequence[str]) -> list[str]:
    """--only: every identifier of `names` equal to or starting with one of the prefixes."""
    return [n for n in names if any(n == p or n.startswith(p) for p in prefixes)]


def hardware(registry, selectors: Sequence[str] | None = None,
             only: Sequence[str] | None = None) -> tuple[list[str], bool]:
    """The registry's identifiers `eval` selects (registry order) and whether they were named
    one by one (identifiers, aliases or --only alone: exactly those) rather than by a group or
    family (one identifier per datapath unless --all).  A family name is the C library's
    family or the core's rtl/ folder.  A selector that names nothing is a UsageError: "no
    hardware core for X yet" when the C library has it, else "unknown algorithm or family"."""
    idents = list(registry.identifiers())
    folders: dict[str, str] = {}
    for a in idents:
        try:
            folders[a] = registry.family_of(a).folder
        except (ValueError, AttributeError):
            folders[a] = ""

    def families(a: str) -> list[str]:
        return [c_family(a), folders[a]]

    wanted: list[str] = []
    for sel in selectors or []:
        hits = resolve(sel, idents, families)
        if not hits:
            have = sorted({f.lower() for a in idents for f in families(a) if f} or set(idents))
            has_c = bool(resolve(sel))
            raise UsageError(f"no hardware core for '{sel}' yet (cores: {', '.join(have)})" if has_c else
                             f"unknown algorithm or family '{sel}' (cores: {', '.join(have)})")
        wanted.extend(h for h in hits if h not in wanted)
    for pre in only or []:
        hits = prefixed([pre], idents)
        if not hits:
            raise UsageError(f"no core matches '{pre}' (cores: {', '.join(idents)})")
        wanted.extend(h for h in hits if h not in wanted)
    if not selectors and not only:
        return idents, False
    explicit = all(is_identifier(sel, idents) for sel in selectors or [])
    return [a for a in idents if a in wanted], explicit


def software(selectors: Sequence[str] | None = None, only: Sequence[str] | None = None) -> list[str] | None:
    """The C library's identifiers the same selectors name, for the tables that are not
    hardware (software, embedded): every identifier of a group or family, each named one,
    every --only match; None when nothing is selected (each table then has its default).
    Called after hardware(), which has already refused a selector that names nothing."""
    if not selectors and not only:
        return None
    names = algorithms()
    wanted = {h for sel in selectors or [] for h in resolve(sel, names)}
    wanted.update(prefixed(only or [], names))
    return [n for n in names if n in wanted]


def describe(selectors: Sequence[str] | None = None, only: Sequence[str] | None = None) -> str:
    """The selection as the command line gave it: 'sha256', 'sha2 --only keccak'; '' for none."""
    return " ".join(list(selectors or []) + (["--only", *only] if only else []))
