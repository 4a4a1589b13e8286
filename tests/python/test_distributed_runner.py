"""xiapl.distributed's runner: the same results in process and on real local Dask clusters,
also when a worker dies mid-job, and pending tasks cancelled when the caller stops early."""

from __future__ import annotations

import os
import signal
import sys
import time

import cloudpickle
import pytest

from xiapl.distributed import connect, run_tasks
from xiapl.eval import evaluate_mask
from xiapl.utils import cards_to_mask

# Workers cannot import this test module: ship its task functions by value.
cloudpickle.register_pickle_by_value(sys.modules[__name__])


def _strength_of(cards: str, pause: float) -> tuple[int, int]:
    time.sleep(pause)
    return os.getpid(), evaluate_mask(cards_to_mask(cards))


HANDS = [("AsKsQsJsTs",), ("2c3d4h5s7c",), ("AhAdAcKsKd",), ("9c9d4h4s2c",), ("8h7h6h5h4h",)] * 4


def _values(pairs: object) -> list[int]:
    return [value for _, (_, value) in sorted(pairs)]  # type: ignore[attr-defined]


def _expected() -> list[int]:
    return [evaluate_mask(cards_to_mask(cards)) for (cards,) in HANDS]


@pytest.mark.parametrize("fixture", [None, "local_client_1", "local_client_2"])
def test_same_results_in_process_and_on_clusters(fixture: str | None, request: pytest.FixtureRequest) -> None:
    client = None if fixture is None else request.getfixturevalue(fixture)
    pairs = list(run_tasks(_strength_of, [(*task, 0.0) for task in HANDS], client=client))
    assert sorted(index for index, _ in pairs) == list(range(len(HANDS)))
    assert _values(pairs) == _expected()


def test_in_process_runs_in_order_here() -> None:
    pairs = list(run_tasks(_strength_of, [(*task, 0.0) for task in HANDS]))
    assert [index for index, _ in pairs] == list(range(len(HANDS)))
    assert {pid for _, (pid, _) in pairs} == {os.getpid()}


def test_two_workers_share_the_tasks(local_client_2: object) -> None:
    pairs = list(run_tasks(_strength_of, [(*task, 0.05) for task in HANDS], client=local_client_2))
    assert len({pid for _, (pid, _) in pairs}) == 2
    assert os.getpid() not in {pid for _, (pid, _) in pairs}


def test_a_worker_killed_mid_job_loses_nothing() -> None:
    with connect(workers=2) as client:
        tasks = [(*task, 0.2) for task in HANDS]
        results = []
        killed = False
        pids = client.run(os.getpid)
        for index, result in run_tasks(_strength_of, tasks, client=client):
            results.append((index, result))
            if not killed:
                # SIGKILL the worker that did not return this result: it is busy with a task.
                victim = next(pid for pid in pids.values() if pid != result[0])
                os.kill(victim, signal.SIGKILL)
                killed = True
        assert killed
        # The victim's own first result may still be on its way when it dies
        # (both workers finish their first task at about the same time); it
        # returns nothing after that.
        assert sum(pid == victim for _, (pid, _) in results[1:]) <= 1
        assert sorted(index for index, _ in results) == list(range(len(tasks)))
        assert _values(results) == _expected()


def test_leaving_early_cancels_the_pending_tasks(local_client_1: object) -> None:
    tasks = [(*task, 0.05) for task in HANDS]
    for _ in run_tasks(_strength_of, tasks, client=local_client_1):
        break
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        keys = [key for key in local_client_1.who_has() if str(key).startswith("xiapl-_strength_of")]  # type: ignore[attr-defined]
        if not keys:
            break
        time.sleep(0.1)
    assert not keys
    # The cluster is free for the next job.
    assert _values(list(run_tasks(_strength_of, [(*t, 0.0) for t in HANDS], client=local_client_1))) == _expected()


def test_a_failing_task_raises_its_error(local_client_1: object) -> None:
    with pytest.raises(ValueError, match="card"):
        list(run_tasks(_strength_of, [("AsKsQsJsXx", 0.0)], client=local_client_1))
    with pytest.raises(ValueError, match="card"):
        list(run_tasks(_strength_of, [("AsKsQsJsXx", 0.0)]))


def test_connect_refuses_two_places() -> None:
    with pytest.raises(ValueError, match="not both"), connect(workers=1, scheduler="tcp://127.0.0.1:1"):
        pass
    with pytest.raises(ValueError, match="workers"), connect(workers=-1):
        pass
    with connect() as client:
        assert client is None


def test_each_client_runs_its_own_tasks_while_another_is_open(local_client_1: object, local_client_2: object) -> None:
    # Dask follows the newest client by default; the runner must wait on the one it was given.
    for client in (local_client_1, local_client_2, local_client_1):
        pairs = list(run_tasks(_strength_of, [(*task, 0.0) for task in HANDS], client=client))
        assert _values(pairs) == _expected()


def _exit_the_worker(code: int) -> None:
    os._exit(code)


def test_a_task_that_kills_its_workers_fails_the_job() -> None:
    import distributed

    with connect(workers=1) as client:
        started = time.monotonic()
        with pytest.raises(distributed.KilledWorker, match="workers died while running it"):
            list(run_tasks(_exit_the_worker, [(3,)], client=client))
        assert time.monotonic() - started < 120  # a hang guard: it takes seconds
        # The nanny started the worker again: the cluster still runs jobs.
        assert _values(list(run_tasks(_strength_of, [(*t, 0.0) for t in HANDS], client=client))) == _expected()


def _no_workers_timeout(dask_scheduler: object) -> float | None:
    return dask_scheduler.no_workers_timeout  # type: ignore[attr-defined]


def test_a_local_cluster_left_without_workers_fails_the_job(monkeypatch: pytest.MonkeyPatch) -> None:
    import distributed

    from xiapl.distributed import _runner

    monkeypatch.setattr(_runner, "LOCAL_NO_WORKERS_TIMEOUT", "2s")
    with connect(workers=1) as client:
        assert client.run_on_scheduler(_no_workers_timeout) == 2
        # The worker and its nanny leave: nothing starts a worker again.
        client.retire_workers(close_workers=True)
        started = time.monotonic()
        with pytest.raises(distributed.scheduler.NoWorkerError, match="without any running workers"):
            list(run_tasks(_strength_of, [(*task, 0.0) for task in HANDS], client=client))
        assert time.monotonic() - started < 60  # a hang guard: the timeout is 2 s


def test_a_no_workers_timeout_set_in_dask_config_is_kept() -> None:
    import dask

    with dask.config.set({"distributed.scheduler.no-workers-timeout": "7s"}), connect(workers=1) as client:
        assert client.run_on_scheduler(_no_workers_timeout) == 7
