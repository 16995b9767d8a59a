"""The C library as a C user gets it: a copy of c/ alone builds and installs (make install
PREFIX=...: the header, a static and a versioned shared library, hashforge.pc), and a small C
program compiled with `pkg-config --cflags --libs hashforge` against the installed copy hashes
official vectors (kat/) right, linked statically and dynamically."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from hashforge import kat, paths

TOOLS = ("make", "cc", "pkg-config", "readelf")
# one vector set per family checked: FIPS 180-4's SHA-256 and FIPS 202's SHA3-256 (CAVP byte-oriented)
ALGORITHMS = ("sha256", "sha3-256")
PROGRAM = r"""
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <hashforge.h>

/* hfhash ALGO HEX: the digest of the message HEX ("-" for none) as hex */
int main(int argc, char **argv)
{
    static uint8_t msg[4096], out[HF_OUT_MAX_BITS / 8];
    size_t n = 0, i;
    const hf_algo *algo;
    if (argc != 3 || (algo = hf_find(argv[1])) == NULL || strlen(argv[2]) / 2 > sizeof(msg))
        return 2;
    if (strcmp(argv[2], "-") != 0)
        for (n = 0; 2 * n < strlen(argv[2]); n++) {
            unsigned v;
            if (sscanf(argv[2] + 2 * n, "%2x", &v) != 1)
                return 2;
            msg[n] = (uint8_t)v;
        }
    if (hf_hash(argv[1], msg, 8 * n, out, 0) != 0)
        return 1;
    for (i = 0; i < algo->digest_bits / 8; i++)
        printf("%02x", out[i]);
    printf(" %s\n", hf_impl(algo->family));
    return 0;
}
"""


def _needed(exe: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(exe)], capture_output=True, text=True, check=True).stdout
    return [line.split("[")[1].split("]")[0] for line in out.splitlines() if "(NEEDED)" in line]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed")
    root = tmp_path_factory.mktemp("c-install")
    shutil.copytree(paths.c_dir(), root / "c", ignore=shutil.ignore_patterns("build"))
    prefix = root / "prefix"
    # only c/ itself: a build that reached outside it (../rtl, ../src) would fail here
    subprocess.run(["make", "-s", "-j2", "-C", str(root / "c"), "install", f"PREFIX={prefix}"],
                   check=True, capture_output=True, text=True)
    return prefix


def test_install_lays_out_the_library(installed: Path) -> None:
    lib = installed / "lib"
    version = next(line.split(": ")[1] for line in (lib / "pkgconfig" / "hashforge.pc").read_text().splitlines()
                   if line.startswith("Version: "))
    major = version.split(".")[0]
    assert (installed / "include" / "hashforge.h").is_file() and (lib / "libhashforge.a").is_file()
    assert (lib / f"libhashforge.so.{version}").is_file() and not (lib / f"libhashforge.so.{version}").is_symlink()
    assert os.readlink(lib / f"libhashforge.so.{major}") == f"libhashforge.so.{version}"
    assert os.readlink(lib / "libhashforge.so") == f"libhashforge.so.{major}"
    dyn = subprocess.run(["readelf", "-d", str(lib / f"libhashforge.so.{version}")], capture_output=True,
                         text=True, check=True).stdout
    assert f"[libhashforge.so.{major}]" in dyn              # the soname carries the major version
    assert (installed / "bin" / "hashforge-c").is_file()
    # the project's version: pyproject.toml's, from c/hashforge.h
    assert f'version = "{version}"' in (paths.repo_root() / "pyproject.toml").read_text()


@pytest.mark.parametrize("linking", ["shared", "static"])
def test_pkg_config_program_hashes_official_vectors(installed: Path, tmp_path: Path, linking: str) -> None:
    env = {**os.environ, "PKG_CONFIG_PATH": str(installed / "lib" / "pkgconfig")}
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "hashforge"], env=env, capture_output=True,
                           text=True, check=True).stdout.split()
    if linking == "static":               # the archive beside the shared library, by the linker's choice
        flags = [f for f in flags if f != "-lhashforge"] + ["-Wl,-Bstatic", "-lhashforge", "-Wl,-Bdynamic"]
    src, exe = tmp_path / "hfhash.c", tmp_path / "hfhash"
    src.write_text(PROGRAM)
    subprocess.run(["cc", "-std=c99", "-Wall", "-Werror", str(src), *flags, "-o", str(exe)],
                   check=True, capture_output=True, text=True)
    linked = [n for n in _needed(exe) if n.startswith("libhashforge")]
    assert linked == (["libhashforge.so.0"] if linking == "shared" else [])
    run_env = {**os.environ, "LD_LIBRARY_PATH": str(installed / "lib")}
    checked = 0
    for algorithm in ALGORITHMS:
        vectors = [v for v in kat.vectors_for(algorithm) if v.nbits % 8 == 0 and v.nbits <= 8 * 4096][:8]
        assert vectors, algorithm
        for v in vectors:
            out = subprocess.run([str(exe), algorithm, v.msg.hex() or "-"], env=run_env, capture_output=True,
                                 text=True, check=True).stdout.split()
            assert out[0] == v.expected.hex(), (algorithm, v.nbits)
            assert out[1] == "opt"                  # make's default build, as hashforge-c reports it
            checked += 1
    assert checked >= 2 * len(ALGORITHMS)
