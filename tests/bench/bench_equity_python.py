#!/usr/bin/env python3
"""Equity from Python: xiapl beside the C++ figures, eval7 and pokerkit, in one run.

    python tests/bench/bench_equity_python.py [--c-bench BUILD/tests/bench/bench_equity]
                                              [--repeats 15] [--pokerkit-samples 2000]

Each figure is the best (and the median) of several repetitions of one public
call. The xiapl cases are the calls of tests/bench/bench_equity.cpp made
through the Python package with int card masks (one foreign call each); with
--c-bench the C++ benchmark runs first in the same session and each shared
case shows Python's time over C++'s. Peers are skipped when not installed
(pip install eval7 pokerkit).
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import time
from collections.abc import Callable

from xiapl.simulation import GameType, SimulationOptions, calculate_equity, calculate_equity_vs_random
from xiapl.utils import cards_to_mask

_C_LINE = re.compile(r"^  (.+?)\s{2,}([\d.]+) ms best\s+([\d.]+) median\s*(.*)$")


def timed(repeats: int, function: Callable[[], object]) -> tuple[float, float]:
    """(best, median) seconds of `repeats` calls."""
    seconds = []
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        seconds.append(time.perf_counter() - start)
    return min(seconds), statistics.median(seconds)


def c_figures(path: str | None) -> dict[str, float]:
    """Best milliseconds of each case of the C++ benchmark, keyed like ours."""
    if not path:
        return {}
    output = subprocess.run([path], capture_output=True, text=True, check=True).stdout
    figures = {}
    for line in output.splitlines():
        match = _C_LINE.match(line)
        if match:
            key = match.group(1) + (" [2 threads]" if "2 threads" in match.group(4) else "")
            figures.setdefault(key, float(match.group(2)))
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--c-bench", help="path of the built bench_equity, run first for the ratios")
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--pokerkit-samples", type=int, default=2000)
    args = parser.parse_args()
    reference = c_figures(args.c_bench)
    r = args.repeats

    def row(key: str, best: float, median: float, note: str = "") -> None:
        c = reference.get(key)
        ratio = f"  Python/C++ {best * 1e3 / c:5.3f}" if c else ""
        print(f"  {key:<56} {best * 1e3:10.3f} ms best {median * 1e3:10.3f} median{ratio}  {note}")

    ak, qq, small = cards_to_mask("AsKs"), cards_to_mask("QdQc"), cards_to_mask("7h6h")
    plo_a, plo_b = cards_to_mask("AsKsQdJd"), cards_to_mask("2c7cJh9d")
    flop, plo_flop = cards_to_mask("2c7d9h"), cards_to_mask("2h7dJc")
    exact1 = SimulationOptions.exact(threads=1)

    print("xiapl from Python (exact enumeration on one thread)")
    for key, call, repeats in [
        ("AsKs vs QdQc, preflop", lambda: calculate_equity([ak, qq], 0, exact1), 20 * r),
        ("AsKs vs QdQc vs 7h6h, preflop", lambda: calculate_equity([ak, qq, small], 0, exact1), 10 * r),
        ("AsKs vs QdQc, flop 2c7d9h", lambda: calculate_equity([ak, qq], flop, exact1), 100 * r),
        (
            "Omaha-4 AsKsQdJd vs 2c7cJh9d, preflop",
            lambda: calculate_equity([plo_a, plo_b], 0, exact1, game=GameType.Plo),
            3 * r,
        ),
        (
            "Omaha-4 AsKsQdJd vs 2c7cJh9d, flop 2h7dJc",
            lambda: calculate_equity([plo_a, plo_b], plo_flop, exact1, game=GameType.Plo),
            100 * r,
        ),
    ]:
        best, median = timed(repeats, call)
        row(key, best, median)

    # The Python layer alone: the public call against the bare foreign call
    # with the same arguments, interleaved in one process.
    import ctypes

    from xiapl import simulation as sim
    from xiapl._native import lib

    holes = (ctypes.c_uint64 * 2)(ak, qq)
    out = (sim._Player * 2)()
    length = ctypes.c_uint64()
    summary = sim._Summary(ctypes.sizeof(sim._Summary))
    raw_options = sim._Options(ctypes.sizeof(sim._Options), 0, 1, 0, 1, 1)

    def bare() -> None:
        lib.xiapl_equity_calculate(
            0, holes, 2, 0, 0, ctypes.byref(raw_options), out, 2, ctypes.byref(length), ctypes.byref(summary)
        )

    def block(function: Callable[[], object], calls: int = 10) -> float:
        start = time.perf_counter()
        for _ in range(calls):
            function()
        return (time.perf_counter() - start) / calls

    public_best = bare_best = float("inf")
    for _ in range(5 * r):
        public_best = min(public_best, block(lambda: calculate_equity([ak, qq], 0, exact1)))
        bare_best = min(bare_best, block(bare))
    row(
        "AsKs vs QdQc, preflop: bare ctypes call, same process",
        bare_best,
        bare_best,
        f"(the public call adds {(public_best - bare_best) * 1e6:.1f} us, {100 * (public_best / bare_best - 1):.1f} %)",
    )

    print("Monte Carlo")
    for threads in (1, 2):
        options = SimulationOptions.mc_seeded(1_700_000, 1, threads=threads)
        best, median = timed(r, lambda options=options: calculate_equity([ak, qq], 0, options))
        key = "AsKs vs QdQc, preflop, 1,700,000 trials" + (" [2 threads]" if threads == 2 else "")
        row(key, best, median, f"({1.7 / best:6.1f} M showdowns/s, {threads} thread(s))")
    for threads in (1, 2):
        options = SimulationOptions.mc_seeded(1_000_000, 1, threads=threads)
        best, median = timed(
            max(3, r // 2), lambda options=options: calculate_equity([plo_a, plo_b], 0, options, game=GameType.Plo)
        )
        key = "Omaha-4 heads-up, preflop, 1,000,000 trials" + (" [2 threads]" if threads == 2 else "")
        row(key, best, median, f"({1.0 / best:6.1f} M showdowns/s, {threads} thread(s))")

    print("against random opponents")
    aa = cards_to_mask("AsAh")
    best, median = timed(3, lambda: calculate_equity_vs_random(aa, 0, 1, exact1))
    row("AsAh vs 1 hand, preflop, exact, 1 thread", best, median)

    print("100,000 Monte Carlo trials of AsKs vs QdQc, preflop (one thread), beside eval7")
    mc100k = SimulationOptions.mc_seeded(100_000, 1, threads=1)
    ours_100k, ours_median = timed(10 * r, lambda: calculate_equity([ak, qq], 0, mc100k))
    row("xiapl calculate_equity", ours_100k, ours_median, f"({0.1 / ours_100k:6.1f} M trials/s)")
    try:
        import eval7  # type: ignore[import-untyped]
    except ImportError:
        print("  eval7: not installed (pip install eval7)")
    else:
        hand = [eval7.Card("As"), eval7.Card("Ks")]
        villain = eval7.HandRange("QdQc")
        best, median = timed(r, lambda: eval7.py_hand_vs_range_monte_carlo(hand, villain, [], 100_000))
        row("eval7 py_hand_vs_range_monte_carlo", best, median, f"(xiapl {best / ours_100k:5.1f}x faster)")

    try:
        from pokerkit import Deck, StandardHighHand, calculate_equities, parse_range
    except ImportError:
        print("  pokerkit: not installed (pip install pokerkit)")
    else:
        n = args.pokerkit_samples
        print(f"pokerkit calculate_equities, {n} samples of AsKs vs QdQc, preflop")
        ranges = (parse_range("AsKs"), parse_range("QdQc"))
        best, median = timed(
            1, lambda: calculate_equities(ranges, (), 2, 5, Deck.STANDARD, (StandardHighHand,), sample_count=n)
        )
        per_10k = best / n * 10_000
        mc10k = SimulationOptions.mc_seeded(10_000, 1, threads=1)
        ours_10k, _ = timed(10 * r, lambda: calculate_equity([ak, qq], 0, mc10k))
        row(
            f"pokerkit, {n} samples",
            best,
            median,
            f"(10,000 samples: {per_10k:.2f} s; xiapl, 10,000 trials: {ours_10k * 1e3:.3f} ms, "
            f"{per_10k / ours_10k:,.0f}x faster)",
        )


if __name__ == "__main__":
    main()
