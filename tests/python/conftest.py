"""Shared pytest set-up: the hypothesis profiles, the local Dask clusters, and the
installed distribution for the tests that need one.

The default profile, "fixed", derandomizes every property test: the same
commit draws the same examples on every run, so the suite's verdict does not
depend on chance. For exploration, ``HYPOTHESIS_PROFILE=random pytest ...``
draws new examples each run (and keeps failures in the local example
database); a failure found that way becomes an explicit ``@example`` or a
regression test.
"""

from __future__ import annotations

import importlib.metadata
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

settings.register_profile("fixed", derandomize=True, database=None, print_blob=True)
settings.register_profile("random", derandomize=False, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fixed"))


def _local_client(workers: int) -> Iterator[object]:
    from xiapl.distributed import connect

    with connect(workers=workers) as client:
        yield client


@pytest.fixture(scope="session")
def local_client_1() -> Iterator[object]:
    """A Dask client on a local cluster of one worker process, shared by the session."""
    yield from _local_client(1)


@pytest.fixture(scope="session")
def local_client_2() -> Iterator[object]:
    """A Dask client on a local cluster of two worker processes, shared by the session."""
    yield from _local_client(2)


@pytest.fixture
def installed_distribution() -> importlib.metadata.Distribution:
    """The installed xiapl distribution, when it is the package imported. A test of what
    installing adds (the headers, the console script, the metadata) is skipped when the
    package comes from the source tree (``PYTHONPATH=python``), which has none of it."""
    import xiapl

    try:
        distribution = importlib.metadata.distribution("xiapl")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("the xiapl distribution is not installed (run from the source tree)")
    init = Path(str(distribution.locate_file("xiapl/__init__.py")))
    if not init.is_file() or not init.samefile(xiapl.__file__):
        pytest.skip("the xiapl imported is not the installed distribution's (run from the source tree)")
    return distribution
