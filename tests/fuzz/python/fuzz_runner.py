"""Runs a Python fuzz harness: with atheris (coverage-guided) when it is installed,
otherwise by replaying the corpus and then feeding hypothesis-generated mutations
of it for the time box.

    python tests/fuzz/python/fuzz_phh.py [atheris/libFuzzer flags] CORPUS_DIR...
    python tests/fuzz/python/fuzz_phh.py --replay FILE_OR_DIR...   # each input once, no fuzzing

Without atheris, ``-runs=N``, ``-seed=N`` and ``-max_total_time=N`` are honoured
(a nonzero seed makes the mutations the same on every run) and the other flags
are ignored.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

Harness = Callable[[bytes], None]


def _inputs(paths: list[str]) -> Iterator[tuple[Path, bytes]]:
    for name in paths:
        path = Path(name)
        files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
        for file in files:
            yield file, file.read_bytes()


def replay(harness: Harness, paths: list[str]) -> int:
    """Runs every input once; an exception propagates with the input's path in the message."""
    count = 0
    for file, data in _inputs(paths):
        try:
            harness(data)
        except BaseException as exc:
            raise AssertionError(f"{file}: {type(exc).__name__}: {exc}") from exc
        count += 1
    return count


def import_instrumented(*modules: str) -> None:
    """Imports the modules with atheris's coverage instrumentation (when atheris is installed)."""
    if importlib.util.find_spec("atheris") is None or os.environ.get("XIAPL_FUZZ_NO_ATHERIS"):
        return
    import atheris

    with atheris.instrument_imports():
        for name in modules:
            importlib.import_module(name)


def _fallback(harness: Harness, argv: list[str]) -> None:
    """Corpus replay, then hypothesis mutations of corpus entries until the run count or time box ends."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as fixed
    from hypothesis import strategies as st

    seconds: float | None = None
    runs_wanted: int | None = None
    fixed_seed = 0
    dirs = []
    for arg in argv:
        if arg.startswith("-max_total_time="):
            seconds = float(arg.split("=", 1)[1])
        elif arg.startswith("-runs="):
            runs_wanted = int(arg.split("=", 1)[1])
        elif arg.startswith("-seed="):
            fixed_seed = int(arg.split("=", 1)[1])
        elif not arg.startswith("-"):
            dirs.append(arg)
    if seconds is None and runs_wanted is None:
        seconds = 20.0
    if dirs and not any(Path(d).is_dir() for d in dirs):
        print(f"replayed {replay(harness, dirs)} input(s)")  # files alone: reproducers, run once
        return
    seeds = [data for _, data in _inputs(dirs)] or [b""]
    budget = f"{runs_wanted} runs" if runs_wanted is not None else f"{seconds:g} s"
    print(f"without atheris: replaying {len(seeds)} input(s), then hypothesis mutations ({budget})")
    replay(harness, dirs)
    deadline = None if seconds is None else time.monotonic() + seconds
    runs = 0

    @st.composite
    def mutated(draw: st.DrawFn) -> bytes:
        data = bytearray(draw(st.sampled_from(seeds)))
        for _ in range(draw(st.integers(0, 8))):
            op = draw(st.integers(0, 3))
            at = draw(st.integers(0, len(data)))
            if op == 0 and data:
                del data[min(at, len(data) - 1)]
            elif op == 1:
                data[at:at] = draw(st.binary(min_size=1, max_size=8))
            elif op == 2 and data:
                data[min(at, len(data) - 1)] = draw(st.integers(0, 255))
            else:
                donor = draw(st.sampled_from(seeds))
                data[at:at] = donor[: draw(st.integers(0, len(donor)))]
        return bytes(data)

    batch = 0
    while (deadline is None or time.monotonic() < deadline) and (runs_wanted is None or runs < runs_wanted):

        @settings(
            max_examples=200, deadline=None, database=None, derandomize=False, suppress_health_check=list(HealthCheck)
        )
        @given(mutated())
        def run(data: bytes) -> None:
            harness(data)

        if fixed_seed:
            run = fixed(fixed_seed * 1_000_003 + batch)(run)  # each batch its own fixed seed
        run()
        runs += 200
        batch += 1
    print(f"Done {runs} runs (hypothesis mutations)")


def main(harness: Harness) -> None:
    argv = sys.argv[1:]
    if argv[:1] == ["--replay"]:
        print(f"replayed {replay(harness, argv[1:])} input(s)")
        return
    if importlib.util.find_spec("atheris") is None or os.environ.get("XIAPL_FUZZ_NO_ATHERIS"):
        _fallback(harness, argv)
        return
    import atheris

    atheris.Setup([sys.argv[0], *argv], harness)
    atheris.Fuzz()
