"""Builds the C library into the hashforge._native extension (pip install .), and puts copies
of the repository's rtl/, kat/, data/, embedded/ and c/ into the package as hashforge/_share/
so that an installed wheel verifies, simulates, synthesizes, runs the microcontroller targets
and the callgrind benchmark without the checkout (hashforge.paths). kat/ goes in as one
compressed archive, _share/kat.tar.xz, which hashforge.paths writes and reads."""
import fnmatch
import importlib.util
import shutil
from glob import glob
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py


def c_sources() -> list[str]:
    """The library's sources as c/Makefile's default (IMPL=opt) takes them: the high level
    c/*.c, per family the optimized low level c/low/<family>/<family>_opt.c where the family
    has one, else the reference <family>_ref.c, and the shared pieces c/low/common/*.c. Each
    implementation names itself (hf_impl_<family>), so hashforge._native.implementation()
    reports what was compiled."""
    high = sorted(p for p in glob("c/*.c") if not p.endswith("hashforge_main.c"))
    low = []
    for folder in sorted(Path("c/low").iterdir()):
        if folder.name == "common" or not folder.is_dir():
            continue
        opt = folder / f"{folder.name}_opt.c"
        low.append(str(opt if opt.is_file() else folder / f"{folder.name}_ref.c"))
    return high + low + sorted(glob("c/low/common/*.c"))


C_SOURCES = c_sources()
SHARED_FOLDERS = ("rtl", "kat", "data", "embedded", "c")     # hashforge.paths.SHARE holds them in a wheel
# Skipped in every shared folder: caches and build outputs (c/build/, objects, executables)
SKIP = ("__pycache__", "*.pyc", "obj_dir", "build", "*.o", "*.a", "*.so", "*.elf", "*.tmp")
# c/ ships only what its Makefile, the firmware and the callgrind driver compile from: the
# sources, headers, families.def and the Makefile (no hashforge-c, no table generator, no
# fuzz corpora or other outputs a checkout may hold)
C_FILES = ("*.c", "*.h", "*.def", "Makefile")


def _ignore(name: str):
    """copytree's ignore for one shared folder."""
    skip = shutil.ignore_patterns(*SKIP)
    if name != "c":
        return skip

    def c_only(folder: str, names: list[str]) -> set[str]:
        keep = {n for n in names if (Path(folder) / n).is_dir()
                or any(fnmatch.fnmatch(n, pat) for pat in C_FILES)}
        return skip(folder, names) | (set(names) - keep)
    return c_only


def _paths_module():
    """src/hashforge/paths.py on its own (the package cannot be imported before its extension
    is built): the kat/ archive's writer, next to the reader."""
    spec = importlib.util.spec_from_file_location("_hashforge_paths", "src/hashforge/paths.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithShare(build_py):
    """build_py that also copies SHARED_FOLDERS into build/.../hashforge/_share/. Copied at
    build time rather than kept twice in the repository; editable installs do not need it
    (they find the checkout)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        share = Path(self.build_lib) / "hashforge" / "_share"
        for name in SHARED_FOLDERS:
            if not Path(name).is_dir():
                raise SystemExit(f"setup.py: {name}/ is missing; build the wheel from a checkout or sdist")
            target = share / name
            if target.exists():
                shutil.rmtree(target)
            if name == "kat":
                paths = _paths_module()
                share.mkdir(parents=True, exist_ok=True)
                paths.pack_kat(Path(name), share / paths.KAT_ARCHIVE)
                continue
            shutil.copytree(name, target, ignore=_ignore(name))


setup(
    cmdclass={"build_py": BuildWithShare},
    ext_modules=[
        Extension(
            "hashforge._native",
            sources=["src/hashforge/_native.c", *C_SOURCES],
            include_dirs=["c"],
            depends=glob("c/*.c") + glob("c/*.h") + glob("c/low/*/*.[ch]") + ["c/families.def"],
            # HF_EXPORT_CONSTS: the families' constant tables for hashforge._native.constants()
            # (c/hf_consts.h); the C library on its own and the firmware leave them out
            define_macros=[("HF_EXPORT_CONSTS", "1")],
            extra_compile_args=["-std=c99", "-O2"],
        )
    ]
)
