"""Results cache: one JSON file per key under .cache/<kind>/<key>/ (paths.cache_dir())."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import socket
import tempfile
from pathlib import Path
from typing import Any

from .. import paths

# Bump when the flow's scripts or result fields change: old entries stop matching.
FLOW_VERSION = "2"


def cache_root() -> Path:
    return paths.cache_dir()


def key_of(material: dict[str, Any]) -> str:
    blob = json.dumps({"flow_version": FLOW_VERSION, **material}, sort_keys=True).encode()
    return hashlib.sha256(blob).hexdigest()[:32]


def entry_dir(kind: str, key: str) -> Path:
    return cache_root() / kind / key


def load(kind: str, key: str) -> dict | None:
    path = entry_dir(kind, key) / "result.json"
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def hit(kind: str, key: str) -> dict | None:
    """A stored result, marked as served from the cache (None if there is none)."""
    result = load(kind, key)
    if result is not None:
        result["cached"] = True
    return result


def store(kind: str, key: str, result: dict) -> Path:
    d = entry_dir(kind, key)
    d.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".result-", suffix=".json")
    with os.fdopen(fd, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
    os.replace(tmp, d / "result.json")
    return d / "result.json"


def _tmp_prefix() -> str:
    # host and pid in the name: sweep() can tell a dead run's folder from a live one's, even
    # with several machines' workers sharing the cache
    return f"tmp-{socket.gethostname()}-{os.getpid()}-"


def workdir(kind: str) -> Path:
    """A fresh work folder under .cache/<kind>/; the job moves it to its entry (entry_dir),
    to failed_dir() or removes it: none is left behind."""
    root = cache_root() / kind
    root.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(dir=root, prefix=_tmp_prefix()))


def failed_dir(kind: str, key: str) -> Path:
    """Where the work folder of a failed job goes, logs and all (the last failure per key)."""
    return cache_root() / kind / "failed" / key


def keep_failed(kind: str, key: str, work: Path) -> Path:
    dest = failed_dir(kind, key)
    shutil.rmtree(dest, ignore_errors=True)
    dest.parent.mkdir(parents=True, exist_ok=True)
    try:
        work.rename(dest)
    except OSError:
        shutil.rmtree(work, ignore_errors=True)
        return work
    return dest


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def sweep() -> list[Path]:
    """Removes the work folders of runs on this host that are gone (killed, or a worker that
    died mid-task); folders of live processes and of other hosts are left alone."""
    removed = []
    host = socket.gethostname()
    for kind in ("synth", "simres"):
        root = cache_root() / kind
        if not root.is_dir():
            continue
        for d in root.glob("tmp-*"):
            parts = d.name.split("-")
            # tmp-<host>-<pid>-<random>; the host may itself contain dashes; a folder of the
            # old naming (tmp-<random>) has no pid and counts as dead
            pid = parts[-2] if len(parts) >= 4 else ""
            if d.name.startswith(f"tmp-{host}-") and pid.isdigit() and _alive(int(pid)):
                continue
            if len(parts) >= 4 and not d.name.startswith(f"tmp-{host}-"):
                continue
            shutil.rmtree(d, ignore_errors=True)
            removed.append(d)
    return removed
