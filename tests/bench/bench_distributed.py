#!/usr/bin/env python3
"""xiapl.distributed on local Dask clusters: the cost of a task, and each job on one and two workers.

    python tests/bench/bench_distributed.py [--rounds 3] [--jobs strength,flops,corpus,overhead]

Every case runs in this process (no Dask), on a LocalCluster of one worker
process and on one of two (one thread each), in rounds, one run of each a
round in turn, so that a change of load falls on all of them. A figure is the
median over the rounds of the wall time; a speed-up is the median of the
rounds' ratios. The clusters are started before timing; their start-up is
reported on its own. Each job's output is compared across the three places
before anything is timed.

- overhead: ``run_tasks`` of an empty task, many times: the cost a task adds;
- strength: ``strength_table("turn")`` of the first ``--turn-boards``
  canonical turn boards, and ``strength_table("river")`` of the first
  ``--river-boards`` river boards (Parquet written into a scratch folder);
- flops: ``flop_report`` of ``--hero`` against ``--villain``, exact;
- corpus: ``corpus_report`` over tests/fixtures/phh copied ``--copies`` times.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xiapl.canonicalize import generate_canonical_boards
from xiapl.distributed import connect, corpus_report, flop_report, run_tasks, strength_table

ROOT = Path(__file__).resolve().parents[2]


def _nothing(index: int) -> int:
    return index


def _timed(run: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    result = run()
    return time.perf_counter() - started, result


def _cases(args: argparse.Namespace, scratch: Path) -> dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]]:
    """name -> (run(client) returning a result, key(result) to compare across places)."""
    cases: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {}
    jobs = set(args.jobs.split(","))
    if "overhead" in jobs:
        tasks = [(i,) for i in range(args.tasks)]
        cases[f"overhead: {args.tasks} empty tasks"] = (
            lambda client: sorted(run_tasks(_nothing, tasks, client=client)),
            lambda result: result,
        )
    if "strength" in jobs:
        for street, count in (("turn", args.turn_boards), ("river", args.river_boards)):
            boards = [b.board for b in generate_canonical_boards(4 if street == "turn" else 5)[:count]]
            folder = scratch / street

            def build(client: Any, street: str = street, boards: list[int] = boards, folder: Path = folder) -> Any:
                return strength_table(street, out=folder, boards=boards, client=client, overwrite=True)

            cases[f"strength {street}: {count} boards"] = (build, lambda t: (t.rows, t.weight, t.mean_ehs))
    if "flops" in jobs:
        cases[f"flops: {args.hero} vs {args.villain}"] = (
            lambda client: flop_report(args.hero, args.villain, client=client),
            lambda frame: frame.to_json(),
        )
    if "corpus" in jobs:
        corpus = scratch / "corpus"
        for copy in range(args.copies):
            shutil.copytree(ROOT / "tests" / "fixtures" / "phh", corpus / str(copy))
        cases[f"corpus: {args.copies} copies of the fixtures"] = (
            lambda client: corpus_report(str(corpus), client=client),
            lambda report: report.to_json(),
        )
    return cases


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--jobs", default="overhead,strength,flops,corpus")
    parser.add_argument("--tasks", type=int, default=1000)
    parser.add_argument("--turn-boards", type=int, default=3000)
    parser.add_argument("--river-boards", type=int, default=40000)
    parser.add_argument("--hero", default="TT+,AJs+,KQs,AQo+")
    parser.add_argument("--villain", default="22+,A2s+,K9s+,QTs+,JTs,ATo+,KJo+")
    parser.add_argument("--copies", type=int, default=20)
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}; rounds: {args.rounds}")
    with tempfile.TemporaryDirectory() as scratch:
        cases = _cases(args, Path(scratch))
        started = time.perf_counter()
        with connect(workers=1) as one:
            print(f"LocalCluster(1) up in {time.perf_counter() - started:.2f} s")
            started = time.perf_counter()
            with connect(workers=2) as two:
                print(f"LocalCluster(2) up in {time.perf_counter() - started:.2f} s")
                places = {"in process": None, "1 worker": one, "2 workers": two}
                for name, (run, key) in cases.items():
                    keys = {place: key(run(client)) for place, client in places.items()}
                    assert len({repr(k) for k in keys.values()}) == 1, f"{name}: results differ by place"
                    times: dict[str, list[float]] = {place: [] for place in places}
                    for _ in range(args.rounds):
                        for place, client in places.items():
                            times[place].append(_timed(lambda run=run, client=client: run(client))[0])
                    medians = {place: statistics.median(t) for place, t in times.items()}
                    ratio = statistics.median(a / b for a, b in zip(times["1 worker"], times["2 workers"], strict=True))
                    cells = "  ".join(f"{place} {seconds:8.3f} s" for place, seconds in medians.items())
                    print(f"{name}\n    {cells}  two over one {ratio:.2f}x")
                    if name.startswith("overhead"):
                        for place, seconds in medians.items():
                            print(f"    {place}: {1e3 * seconds / args.tasks:.3f} ms a task")


if __name__ == "__main__":
    main()
