"""The evaluation's jobs as Dask tasks (dask.distributed).

By default a `LocalCluster` of worker processes sized to the machine (nothing for the user to
start); with an address (`hashforge eval --scheduler tcp://HOST:PORT`) any Dask cluster: a
`dask scheduler` with `dask worker` processes, or dask-jobqueue on Slurm.

A task is named by the content key of its result (`flow/cache.py`), the same key on every
machine, and the worker recomputes that key from what *it* sees before it runs anything: a
worker with another checkout, other RTL or other tool versions fails the task with one line
instead of storing a result under a key it does not match. Workers therefore need the
repository at the same path (a shared file system, as on a cluster) and the same `.venv`.
"""
from __future__ import annotations

import os
import socket
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ..errors import one_line
from .tools import FlowError

# Retries for a task whose worker died or that raised something unexpected (a lost node,
# a full disk); a FlowError is the design's or the tool's answer and is never retried.
RETRIES = 2
CONNECT_TIMEOUT = 15          # seconds to reach a --scheduler before giving up


@dataclass
class Outcome:
    """What a task returns: the result or the one-line reason it failed, and where it ran."""
    result: dict | None
    error: str | None
    seconds: float
    host: str = field(default_factory=socket.gethostname)
    pid: int = field(default_factory=os.getpid)


def run_task(fn: Callable[..., dict], args: tuple, check: Callable[[], str] | None = None,
             expect_key: str | None = None) -> Outcome:
    """Runs on a worker.  `check` recomputes the content key there (see the module doc)."""
    t0 = time.monotonic()
    try:
        if check is not None and expect_key is not None:
            seen = check()
            if seen != expect_key:
                raise FlowError(f"worker {socket.gethostname()} sees other sources or tool versions "
                                f"than the client (key {seen} != {expect_key}); give every worker "
                                "the same checkout and .venv")
        return Outcome(fn(*args), None, time.monotonic() - t0)
    except FlowError as exc:
        return Outcome(None, one_line(exc), time.monotonic() - t0)


class Engine:
    """A Dask client, started lazily: a run whose every job is cached never starts a cluster
    (the cached `make eval` stays a file read)."""

    def __init__(self, scheduler: str | None = None, workers: int | None = None,
                 processes: bool = True):
        self.scheduler = scheduler
        self.workers = max(1, workers or os.cpu_count() or 1)
        self.processes = processes
        self.client: Any = None
        self.cluster: Any = None

    def start(self) -> Any:
        if self.client is not None:
            return self.client
        try:
            import dask
            from distributed import Client, LocalCluster
        except ImportError:
            raise FlowError("dask.distributed is not installed (pip install '.[flow]')") from None
        if self.scheduler:
            try:
                self.client = Client(self.scheduler, timeout=CONNECT_TIMEOUT, set_as_default=False)
            except (OSError, TimeoutError, ValueError) as exc:
                raise FlowError(f"cannot reach the Dask scheduler at {self.scheduler}: "
                                f"{one_line(exc)}") from None
            return self.client
        # one single-threaded process per core: the tools are single-threaded subprocesses;
        # no memory limit, since the tools' memory is not the worker's; the HTTP server on a
        # free port (":0"), so no collision with another user's cluster on a shared machine;
        # loopback only; an in-process cluster (processes=False) talks inproc:// instead; no
        # statistical profiler: it samples every worker's stack each 10 ms, to learn nothing
        # about a task that waits on a tool; measured, it doubles an idle-waiting worker's CPU
        # (1.4 s against 0.7 s of CPU per 20 s for two workers)
        where = {"host": "127.0.0.1"} if self.processes else {}
        with dask.config.set({"distributed.worker.profile.enabled": False}):
            self.cluster = LocalCluster(n_workers=self.workers, threads_per_worker=1,
                                        processes=self.processes, memory_limit=0, **where,
                                        dashboard_address=":0", scheduler_kwargs={"dashboard": False},
                                        worker_dashboard_address=None, silence_logs=40)
        self.client = Client(self.cluster, set_as_default=False)
        return self.client

    def threads(self) -> int:
        if self.client is None:
            return self.workers
        try:
            return max(1, sum(self.client.nthreads().values()))
        except Exception:                       # noqa: BLE001 - a count for the progress line only
            return self.workers

    def submit(self, key: str, fn: Callable[..., dict], args: tuple, priority: int = 0,
               check: Callable[[], str] | None = None, expect_key: str | None = None) -> Any:
        client = self.start()
        return client.submit(run_task, fn, args, check, expect_key, key=key, pure=False,
                             retries=RETRIES, priority=priority)

    def executing(self) -> set[str]:
        """Keys of the tasks the workers are executing right now (for the progress line)."""
        if self.client is None:
            return set()
        try:
            per_worker = self.client.run(_executing, wait=True)
        except Exception:                       # noqa: BLE001 - progress must not fail a run
            return set()
        return {k for keys in per_worker.values() for k in keys}

    def close(self) -> None:
        if self.client is not None:
            self.client.close()
        if self.cluster is not None:
            self.cluster.close()
        self.client = self.cluster = None

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _executing(dask_worker: Any) -> list[str]:
    return [str(ts.key) for ts in dask_worker.state.executing]
