"""Results cache: one JSON file per key under .cache/<kind>/<key>/ (paths.cache_dir())."""
from __future__ import annotations

import hashlib
import json
import os
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


def workdir(kind: str) -> Path:
    root = cache_root() / kind
    root.mkdir(parents=True, exist_ok=True)
    return Path(tempfile.mkdtemp(dir=root, prefix="tmp-"))
