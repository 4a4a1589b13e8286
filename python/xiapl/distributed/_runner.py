"""Running a job's tasks: in this process, or on a Dask cluster.

Every job splits its work into tasks, module-level functions applied to
picklable arguments, so that Dask can ship them to worker processes.
``run_tasks`` yields ``(index, result)`` pairs as tasks finish; the jobs put
the results back in task order, so a job's output never depends on where or
when its tasks ran.
"""

from __future__ import annotations

import contextlib
import os
import sys
import uuid
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .._extras import missing_extra

if TYPE_CHECKING:
    from distributed import Client

ClientLike = Any  # a distributed.Client, a scheduler address, or None

__all__ = ["ClientLike", "connect", "run_tasks"]

# Dask retries a task whose worker died; a task that raises is retried this often too,
# for errors such as a worker's memory limit, before the job gives up.
TASK_RETRIES = 1

# A local cluster's nannies start a worker again when it dies. If none comes back, its
# scheduler fails the waiting tasks after this long (Dask's no-workers-timeout) instead of
# leaving the job waiting for ever; a timeout set in Dask's configuration is kept.
LOCAL_NO_WORKERS_TIMEOUT = "60s"


def _distributed() -> Any:
    try:
        import distributed
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise missing_extra("Dask", "a cluster (client=, connect)", "distributed") from exc
    return distributed


@contextlib.contextmanager
def connect(
    client: ClientLike = None, *, workers: int | None = None, scheduler: str | None = None
) -> Iterator[Client | None]:
    """The Dask client a job runs on, closed again afterwards if this call made it.

    ``client`` is used as it is. Otherwise ``scheduler`` (``tcp://host:port``)
    connects to a running cluster, and ``workers=N`` starts a local cluster of
    N single-threaded worker processes (0 means one per core), whose
    scheduler fails the waiting tasks with Dask's ``NoWorkerError`` if no
    worker runs for ``LOCAL_NO_WORKERS_TIMEOUT`` (or Dask's configured
    ``distributed.scheduler.no-workers-timeout``). With none of them the job
    runs in this process, without Dask.
    """
    if client is not None and (workers is not None or scheduler is not None):
        raise ValueError("give a client, or workers or a scheduler address, not both")
    if workers is not None and scheduler is not None:
        raise ValueError("give --workers (a local cluster) or --scheduler (a running one), not both")
    if client is not None:
        if isinstance(client, str):
            with _distributed().Client(client) as made:
                yield made
        else:
            yield client
        return
    if scheduler is not None:
        with _distributed().Client(scheduler) as made:
            yield made
        return
    if workers is None:
        yield None
        return
    if workers < 0:
        raise ValueError(f"workers must be 0 (one per core) or more, not {workers}")
    if _in_a_starting_worker():
        raise RuntimeError(f"connect(workers=...) ran again in a starting worker process: {_MAIN_GUARD}")
    distributed = _distributed()
    import dask

    count = workers or os.cpu_count() or 1
    no_workers_timeout = dask.config.get("distributed.scheduler.no-workers-timeout", None) or LOCAL_NO_WORKERS_TIMEOUT
    try:
        with dask.config.set({"distributed.scheduler.no-workers-timeout": no_workers_timeout}):
            cluster = distributed.LocalCluster(
                n_workers=count, threads_per_worker=1, processes=True, dashboard_address=":0"
            )
    except RuntimeError as exc:
        # A worker process imports the main script again; unguarded, that script starts
        # another cluster in the worker, which then fails to start (Dask: "Nanny failed to start").
        if _is_main_script() and "failed to start" in str(exc):
            raise RuntimeError(f"the local cluster's workers failed to start ({exc}); {_MAIN_GUARD}") from exc
        raise
    with cluster, distributed.Client(cluster) as made:
        yield made


_MAIN_GUARD = (
    'a script that starts a local cluster must do so under `if __name__ == "__main__":`, since each '
    "worker process imports the script again (docs/distributed.md, installed with the package in "
    'xiapl/docs/: "Starting a local cluster from a script")'
)


def _is_main_script() -> bool:
    """True when ``__main__`` is a script file, which worker processes import again as they start."""
    main = sys.modules.get("__main__")
    return main is not None and getattr(main, "__file__", None) is not None


def _in_a_starting_worker() -> bool:
    """True while a spawned process is still starting: running the parent's main script
    again (as ``__mp_main__``), which is when multiprocessing refuses to start processes."""
    import multiprocessing

    return bool(getattr(multiprocessing.current_process(), "_inheriting", False))


def _progress_bar(total: int, description: str, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        from tqdm import tqdm  # type: ignore[import-untyped]
    except ImportError:
        return None
    return tqdm(total=total, desc=description, unit="task")


def run_tasks(
    function: Callable[..., Any],
    arguments: Sequence[tuple[Any, ...]],
    *,
    client: ClientLike = None,
    progress: bool = False,
    description: str = "tasks",
) -> Iterator[tuple[int, Any]]:
    """Yields ``(index, function(*arguments[index]))`` for every task as it finishes.

    Without a client the tasks run here, in order. With one, they are Dask
    futures; leaving the loop early, an error, or Ctrl-C cancels the tasks
    still pending, so the cluster is free for the next job.
    """
    bar = _progress_bar(len(arguments), description, progress)
    try:
        if client is None:
            for index, task in enumerate(arguments):
                yield index, function(*task)
                if bar is not None:
                    bar.update(1)
            return
        if isinstance(client, str):
            with connect(client) as made:
                yield from run_tasks(function, arguments, client=made, progress=progress, description=description)
            return
        yield from _on_cluster(client, function, arguments, bar)
    finally:
        if bar is not None:
            bar.close()


def _on_cluster(
    client: Client, function: Callable[..., Any], arguments: Sequence[tuple[Any, ...]], bar: Any
) -> Iterator[tuple[int, Any]]:
    distributed = _distributed()
    job = uuid.uuid4().hex[:12]
    name = getattr(function, "__name__", "task")
    futures = [
        client.submit(function, *task, key=f"xiapl-{name}-{job}-{index}", retries=TASK_RETRIES)
        for index, task in enumerate(arguments)
    ]
    index_of = {future.key: index for index, future in enumerate(futures)}
    done = False
    try:
        # The client's own loop: as_completed would otherwise follow the newest client made.
        # Tasks that finished together come back in one gather.
        for batch in distributed.as_completed(futures, loop=client.loop).batches():
            results = client.gather(batch)  # type: ignore[no-untyped-call]
            for future, result in zip(batch, results, strict=True):
                yield index_of[future.key], result
                future.release()
                if bar is not None:
                    bar.update(1)
        done = True
    finally:
        if not done:
            client.cancel(futures)  # type: ignore[no-untyped-call]
