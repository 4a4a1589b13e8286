"""The options every Dask-backed command shares: where its tasks run, and the progress bar."""

from __future__ import annotations

import argparse
import sys
from contextlib import AbstractContextManager
from importlib.util import find_spec
from typing import Any


def add_cluster_arguments(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="run the tasks on a local Dask cluster of N worker processes (0: one per core); default: in this process",
    )
    where.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="run the tasks on a running Dask cluster, e.g. tcp://10.0.0.5:8786",
    )
    parser.add_argument(
        "--progress",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="show a progress bar on stderr (default: when stderr is a terminal)",
    )


def cluster(args: argparse.Namespace) -> AbstractContextManager[Any]:
    """The Dask client the options ask for (None: run in this process)."""
    from ..distributed import connect

    if (args.workers is not None or args.scheduler is not None) and find_spec("distributed") is None:
        raise ValueError("--workers and --scheduler need Dask: pip install 'xiapl[distributed]'")
    return connect(workers=args.workers, scheduler=args.scheduler)


def show_progress(args: argparse.Namespace) -> bool:
    return sys.stderr.isatty() if args.progress is None else bool(args.progress)
