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


@pytest.mark.parametrize("var, getter", [
    ("HASHFORGE_RTL_DIR", paths.rtl_dir),
    ("HASHFORGE_KAT_DIR", paths.kat_dir),
    ("HASHFORGE_CACHE", paths.cache_dir),
    ("HASHFORGE_SIM_CACHE", paths.sim_cache_dir),
])
def test_environment_moves_a_folder(var, getter, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(var, str(tmp_path))
    assert getter() == tmp_path


def test_users_follow_the_environment(tmp_path, monkeypatch) -> None:
    from hashforge.hw import cores, sim
    for var in ("HASHFORGE_RTL_DIR", "HASHFORGE_KAT_DIR", "HASHFORGE_CACHE", "HASHFORGE_SIM_CACHE"):
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


def test_no_module_computes_the_root_itself() -> None:
    found = sorted(str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
                   if re.search(r"__file__\)\.resolve\(\)\.parents|parents\[\d\]", p.read_text()))
    assert found == ["paths.py"]


def test_installed_package_uses_its_share_folder(tmp_path, monkeypatch) -> None:
    """Rule 3 of hashforge.paths: outside a checkout (no pyproject.toml two levels up) the
    folders are the copies a wheel carries in hashforge/_share/ (setup.py puts them there)."""
    for var in ("HASHFORGE_RTL_DIR", "HASHFORGE_KAT_DIR", "HASHFORGE_CACHE"):
        monkeypatch.delenv(var, raising=False)
    pkg = tmp_path / "site-packages" / "hashforge"
    monkeypatch.setattr(paths, "_PKG", pkg)
    monkeypatch.setattr(paths, "_ROOT", tmp_path)          # no pyproject.toml there
    assert not paths.in_source_tree()
    assert paths.share_dir() == pkg / "_share"
    assert paths.rtl_dir() == pkg / "_share" / "rtl"
    assert paths.kat_dir() == pkg / "_share" / "kat"
    assert paths.data_dir() == pkg / "_share" / "data"
    assert paths.cache_dir() == Path.home() / ".cache" / "hashforge"
    monkeypatch.setenv("HASHFORGE_KAT_DIR", str(tmp_path / "k"))   # rule 1 still first
    assert paths.kat_dir() == tmp_path / "k"


def test_setup_ships_the_folders_paths_looks_for() -> None:
    """setup.py copies into the wheel exactly the folders rule 3 reads."""
    setup_py = (paths.repo_root() / "setup.py").read_text()
    assert 'SHARED_FOLDERS = ("rtl", "kat", "data")' in setup_py
    assert '"_share"' in setup_py and paths.SHARE == "_share"
