"""Builds the C library into the hashforge._native extension (pip install .)."""
from glob import glob

from setuptools import Extension, setup

C_SOURCES = sorted(p for p in glob("c/*.c") if not p.endswith("hashforge_main.c"))

setup(
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
