"""Which files a Verilog build reads: its sources and, recursively, every header they
`include and every memory image they load ($readmemh / $readmemb with a literal file name).
Both caches (compiled simulators, synthesis results) key on this closure, and the synthesis
flow stages exactly its headers and images (the simulator copies the images into the folder
it runs in: $readmemh opens its file relative to the working directory).

A memory image is looked up like a header. Images the build generates (GENERATED: RFSB-509's
constant table) are written by their make target when a build needs one that is missing.

An `include "name" is looked up in the include folders in order (include_dirs(): rtl/common,
rtl/prim, then the sources' folders, the -I list the simulator gets), then in the folder of the
file that includes it. Directives in comments do not count; directives under `ifdef all count
(the closure may be larger than one configuration reads, never smaller).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from .. import paths

# comments and string literals are matched (and skipped) so that a directive inside them
# does not count; group 1 / 2 is the name of an `include "name" / `include <name>
_TOKENS = re.compile(r'//[^\n]*|/\*.*?\*/|`include\s*(?:"([^"\n]*)"|<([^>\n]*)>)'
                     r'|\$readmem[hb]\s*\(\s*"([^"\n]*)"|"(?:\\.|[^"\\\n])*"', re.S)

# Memory images not checked in: name -> the rtl/ folder that reads it. c/Makefile makes the
# image in a build folder of ours ($(BUILD)/<name>: c/tools/rfsb509_gen.c --hex); it is copied
# beside the file that includes it (that folder, in whichever rtl/ tree the build reads), or
# into generated_dir() from an installed wheel, so that nothing is written into the package or
# into c/
GENERATED = {"rfsb509_table.hex": "rfsb"}
_TRIED: set[tuple[str, Path]] = set()       # (image, folder) pairs _generate has made or tried


class IncludeError(Exception):
    """A source or header that cannot be read, or an `include that names no file."""


@dataclass(frozen=True)
class Header:
    name: str        # as written in the directive, e.g. "hf_word.vh"
    path: Path       # the file it resolved to (absolute)
    by: Path         # the first file seen including it
    line: int        # the directive's line in `by`


def include_dirs(sources: Iterable[Path | str]) -> list[Path]:
    """Folders searched for `include files: the shared frame and primitives (rtl/common,
    rtl/prim), then the folders of the sources; absolute, without repeats."""
    rtl = paths.rtl_dir().resolve()
    shared = [rtl / "common", rtl / "prim"]
    return list(dict.fromkeys([*shared, *(Path(s).resolve().parent for s in sources)]))


def directives(text: str) -> list[tuple[str, int]]:
    """(name, line) of every `include directive and $readmemh/b file name outside comments
    and strings."""
    found = []
    for m in _TOKENS.finditer(text):
        name = next((g for g in m.groups() if g is not None), None)
        if name is not None:
            found.append((name, text.count("\n", 0, m.start()) + 1))
    return found


def _show(path: Path) -> str:
    root = paths.repo_root()
    return str(path.relative_to(root)) if path.is_relative_to(root) else str(path)


def _read(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError as exc:
        raise IncludeError(f"{_show(path)}: cannot read: {exc.strerror or exc}") from None


def resolve(name: str, including: Path, dirs: Iterable[Path]) -> Path | None:
    """The file an `include "name" in `including` reads, or None."""
    if not name:
        return None
    if Path(name).is_absolute():
        return Path(name) if Path(name).is_file() else None
    extra = [] if paths.in_source_tree() else [generated_dir()]
    for d in [*dirs, including.parent, *extra]:
        candidate = Path(d) / name
        if candidate.is_file():
            return candidate.resolve()
    if name in GENERATED and _generate(name, including.parent):
        return resolve(name, including, dirs)
    return None


def generated_dir() -> Path:
    """Where an installed package writes the generated memory images (under the cache)."""
    return paths.cache_dir() / "generated"


def _generate(name: str, beside: Path) -> bool:
    """Make a generated memory image with c/Makefile in a build folder under the cache and copy
    it where the RTL reads it (in a checkout beside the file that includes it, `beside`, its
    family's rtl/ folder; generated_dir() from an installed wheel); True when that worked."""
    dest = beside if paths.in_source_tree() else generated_dir()
    if (name, dest) in _TRIED:                    # once per process and place, even if it fails
        return False
    _TRIED.add((name, dest))
    cdir = paths.c_dir()
    if not (cdir / "Makefile").is_file():
        return False
    build = paths.cache_dir() / "c-build-images"
    image = build / name
    if subprocess.run(["make", "-s", "-C", str(cdir), f"BUILD={build}", str(image)],
                      capture_output=True).returncode != 0 or not image.is_file():
        return False
    dest.mkdir(parents=True, exist_ok=True)
    tmp = dest / f"{name}.tmp{os.getpid()}"
    shutil.copyfile(image, tmp)
    os.replace(tmp, dest / name)
    return True


def is_image(path: Path) -> bool:
    """A memory image ($readmemh/b data), not Verilog: staged beside the sources."""
    return path.suffix not in (".v", ".vh", ".sv", ".svh")


def headers(sources: Iterable[Path | str], dirs: Iterable[Path] | None = None) -> list[Header]:
    """Every header the sources include, directly or through other headers, in the order
    first met (depth first); one entry per (name, file). IncludeError names the file, line and
    header of an `include that resolves to nothing, and the folders searched."""
    srcs = [Path(s).resolve() for s in sources]
    search = list(include_dirs(srcs) if dirs is None else dirs)
    found: dict[tuple[str, Path], Header] = {}
    scanned: set[Path] = set()

    def scan(path: Path) -> None:
        if path in scanned:
            return
        scanned.add(path)
        for name, line in directives(_read(path)):
            target = resolve(name, path, search)
            if target is None:
                where = ", ".join(dict.fromkeys(_show(Path(d)) for d in [*search, path.parent]))
                raise IncludeError(f'{_show(path)}:{line}: `include "{name}" not found (searched {where})')
            found.setdefault((name, target), Header(name, target, path, line))
            if not is_image(target):
                scan(target)

    for s in srcs:
        scan(s)
    return list(found.values())


def closure(sources: Iterable[Path | str], dirs: Iterable[Path] | None = None) -> list[Path]:
    """The sources (in their order) followed by every file they include, recursively; dirs
    defaults to include_dirs(sources)."""
    srcs = [Path(s).resolve() for s in sources]
    files = dict.fromkeys(srcs)
    for h in headers(srcs, dirs):
        files.setdefault(h.path)
    return list(files)
