"""Builds the C library into the hashforge._native extension (pip install .), and puts copies
of the repository's rtl/, kat/ and data/ into the package as hashforge/_share/ so that an
installed wheel verifies, simulates and synthesizes without the checkout (hashforge.paths)."""
import shutil
from glob import glob
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

C_SOURCES = sorted(p for p in glob("c/*.c") if not p.endswith("hashforge_main.c"))
SHARED_FOLDERS = ("rtl", "kat", "data")     # hashforge.paths.SHARE holds them in a wheel


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
            shutil.copytree(name, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "obj_dir"))


setup(
    cmdclass={"build_py": BuildWithShare},
    ext_modules=[
        Extension(
            "hashforge._native",
            sources=["src/hashforge/_native.c", *C_SOURCES],
            include_dirs=["c"],
            depends=glob("c/*.h") + ["c/families.def"],
            extra_compile_args=["-std=c99", "-O2"],
        )
    ]
)
