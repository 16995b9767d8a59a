"""The repository's folders come from hashforge.paths, and the environment moves them."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from hashforge import kat, paths
from hashforge.evaluation import report
from hashforge.flow import cache

SRC = Path(paths.__file__).resolve().parent


def test_defaults_are_the_checkout() -> None:
    root = paths.repo_root()
    assert (root / "pyproject.toml").is_file() and paths.in_source_tree()
    assert (paths.rtl_dir() / "common" / "hf_pad.v").is_file()
    assert list(paths.kat_dir().glob("*/index.tsv"))
    assert report.seed_file() == paths.data_dir() / "seed_figures.csv" and report.seed_file().is_file()
    assert paths.embedded_dir() == root / "embedded" and (paths.embedded_dir() / "avr" / "target.toml").is_file()
    assert paths.c_dir() == root / "c" and (paths.c_dir() / "tools" / "bench_callgrind.c").is_file()


@pytest.mark.parametrize("var, getter", [
    ("HASHFORGE_RTL_DIR", paths.rtl_dir),
    ("HASHFORGE_KAT_DIR", paths.kat_dir),
    ("HASHFORGE_EMBEDDED_DIR", paths.embedded_dir),
    ("HASHFORGE_C_DIR", paths.c_dir),
    ("HASHFORGE_CACHE", paths.cache_dir),
    ("HASHFORGE_SIM_CACHE", paths.sim_cache_dir),
])
def test_environment_moves_a_folder(var, getter, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(var, str(tmp_path))
    assert getter() == tmp_path


def test_users_follow_the_environment(tmp_path, monkeypatch) -> None:
    from hashforge.hw import cores, sim
    from hashforge.mcu import targets
    for var in ("HASHFORGE_RTL_DIR", "HASHFORGE_KAT_DIR", "HASHFORGE_CACHE", "HASHFORGE_SIM_CACHE",
                "HASHFORGE_EMBEDDED_DIR", "HASHFORGE_C_DIR"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "c"))
    assert cache.cache_root() == tmp_path / "c" and sim.cache_root() == tmp_path / "c" / "sim"
    monkeypatch.setenv("HASHFORGE_SIM_CACHE", str(tmp_path / "s"))
    assert sim.cache_root() == tmp_path / "s"
    monkeypatch.setenv("HASHFORGE_RTL_DIR", str(tmp_path / "r"))
    assert cores.rtl_root() == tmp_path / "r"
    (tmp_path / "k").mkdir()
    monkeypatch.setenv("HASHFORGE_KAT_DIR", str(tmp_path / "k"))
    assert kat.kat_root() == tmp_path / "k"
    (tmp_path / "e" / "avr").mkdir(parents=True)
    (tmp_path / "e" / "avr" / "target.toml").write_text("")
    monkeypatch.setenv("HASHFORGE_EMBEDDED_DIR", str(tmp_path / "e"))
    assert targets.names() == ["avr"]


def test_no_module_computes_the_root_itself() -> None:
    found = sorted(str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
                   if re.search(r"__file__\)\.resolve\(\)\.parents|parents\[\d\]", p.read_text()))
    assert found == ["paths.py"]


def test_installed_package_uses_its_share_folder(tmp_path, monkeypatch) -> None:
    """Rule 3 of hashforge.paths: outside a checkout (no pyproject.toml two levels up) the
    folders are the copies a wheel carries in hashforge/_share/ (setup.py puts them there)."""
    for var in ("HASHFORGE_RTL_DIR", "HASHFORGE_KAT_DIR", "HASHFORGE_CACHE", "HASHFORGE_EMBEDDED_DIR",
                "HASHFORGE_C_DIR"):
        monkeypatch.delenv(var, raising=False)
    pkg = tmp_path / "site-packages" / "hashforge"
    monkeypatch.setattr(paths, "_PKG", pkg)
    monkeypatch.setattr(paths, "_ROOT", tmp_path)          # no pyproject.toml there
    assert not paths.in_source_tree()
    assert paths.share_dir() == pkg / "_share"
    assert paths.rtl_dir() == pkg / "_share" / "rtl"
    assert paths.kat_dir() == pkg / "_share" / "kat"          # no archive either: reported missing
    assert paths.data_dir() == pkg / "_share" / "data"
    assert paths.embedded_dir() == pkg / "_share" / "embedded"
    assert paths.c_dir() == pkg / "_share" / "c"
    assert paths.cache_dir() == Path.home() / ".cache" / "hashforge"
    monkeypatch.setenv("HASHFORGE_KAT_DIR", str(tmp_path / "k"))   # rule 1 still first
    assert paths.kat_dir() == tmp_path / "k"
    monkeypatch.setenv("HASHFORGE_C_DIR", str(tmp_path / "cc"))
    assert paths.c_dir() == tmp_path / "cc"


def _installed(tmp_path: Path, monkeypatch) -> Path:
    """A package outside any checkout, its cache in tmp_path/cache; returns its _share/."""
    for var in ("HASHFORGE_KAT_DIR", "HASHFORGE_CACHE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(paths, "_PKG", tmp_path / "site-packages" / "hashforge")
    monkeypatch.setattr(paths, "_ROOT", tmp_path)          # no pyproject.toml there
    share = paths.share_dir()
    share.mkdir(parents=True)
    return share


def test_installed_package_unpacks_its_kat_archive(tmp_path, monkeypatch) -> None:
    """From a wheel, kat/ is _share/kat.tar.xz (what setup.py writes with pack_kat), unpacked
    once into the cache; the vectors read from it are the checkout's."""
    checkout_kat = paths.kat_dir()
    share = _installed(tmp_path, monkeypatch)
    small = tmp_path / "small"
    (small / "sha2" / "cavp-byte").mkdir(parents=True)
    for rel in ("sha2/index.tsv", "sha2/cavp-byte/SHA256ShortMsg.rsp", "sha2/cavp-byte/SHA256Monte.rsp"):
        (small / rel).write_bytes((checkout_kat / rel).read_bytes())
    (small / "sha2" / "index.tsv").write_text("sha256\tsha2/cavp-byte/SHA256ShortMsg.rsp\t-\n"
                                             "sha256\tsha2/cavp-byte/SHA256Monte.rsp\tmct=sha2\n")
    paths.pack_kat(small, share / paths.KAT_ARCHIVE)
    paths.pack_kat(small, tmp_path / "again.tar.xz")        # the same files, the same bytes
    assert (tmp_path / "again.tar.xz").read_bytes() == (share / paths.KAT_ARCHIVE).read_bytes()
    unpacked = paths.kat_dir()
    assert unpacked.parent.parent == tmp_path / "cache" / "kat" and unpacked.name == "kat"
    assert paths.kat_dir() == unpacked                      # once: the second call finds it
    assert [p.name for p in (tmp_path / "cache" / "kat").iterdir()] == [unpacked.parent.name]
    assert kat.vectors_for("sha256") == kat.vectors_for("sha256", small)
    from hashforge import monte
    assert len(monte.files_for(["sha256"])[0].checkpoints) == 100


def test_a_damaged_kat_archive_is_one_error_line(tmp_path, monkeypatch, capsys) -> None:
    from hashforge import cli
    share = _installed(tmp_path, monkeypatch)
    (share / paths.KAT_ARCHIVE).write_bytes(b"\xfd7zXZ\0 not really")
    assert cli.main(["kat", "sha256"]) == 2
    err = capsys.readouterr().err
    assert "kat.tar.xz: cannot unpack the vectors" in err and len(err.strip().splitlines()) == 1, err
    assert [p.name for p in (tmp_path / "cache" / "kat").iterdir()] == []   # nothing half-written left


def test_installed_package_generates_images_into_the_cache(tmp_path, monkeypatch) -> None:
    """From a wheel the generated memory image (c/Makefile's $(BUILD)/<name>) is built under the
    cache and copied there, not into the package's _share/rtl or _share/c."""
    from hashforge.hw import sources
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(paths, "_ROOT", tmp_path)          # no pyproject.toml there
    monkeypatch.setattr(sources, "GENERATED", {"t.hex": "t"})
    ran = []
    build = tmp_path / "cache" / "c-build-images"

    def fake_make(cmd, **kw):
        ran.append(cmd)
        build.mkdir(parents=True, exist_ok=True)
        (build / "t.hex").write_text("01\n")
        return type("Done", (), {"returncode": 0})
    monkeypatch.setattr(sources.subprocess, "run", fake_make)
    monkeypatch.setenv("HASHFORGE_C_DIR", str(tmp_path / "c"))
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "Makefile").write_text("")
    monkeypatch.setattr(sources, "_TRIED", set())
    assert sources._generate("t.hex", tmp_path / "rtl" / "t")      # a checkout's folder: not used
    gen = tmp_path / "cache" / "generated"
    assert sources.generated_dir() == gen
    assert ran == [["make", "-s", "-C", str(tmp_path / "c"), f"BUILD={build}", str(build / "t.hex")]]
    assert (gen / "t.hex").read_text() == "01\n"
    (gen / "u.hex").write_text("00\n")
    assert sources.resolve("u.hex", tmp_path / "x.v", []) == (gen / "u.hex").resolve()


def test_setup_ships_the_folders_paths_looks_for() -> None:
    """setup.py copies into the wheel exactly the folders rule 3 reads."""
    setup_py = (paths.repo_root() / "setup.py").read_text()
    assert 'SHARED_FOLDERS = ("rtl", "kat", "data", "embedded", "c")' in setup_py
    assert "paths.pack_kat(Path(name), share / paths.KAT_ARCHIVE)" in setup_py
    assert '"_share"' in setup_py and paths.SHARE == "_share"
