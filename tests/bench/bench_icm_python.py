#!/usr/bin/env python3
"""Tournament prize equity from Python: xiapl.icm beside pokerkit's
calculate_icm (which sums over every finishing order), same run.

    python tests/bench/bench_icm_python.py [--repeats 3]

For fields of 4 to 9 players with every place paid, the best time of each
(and checks that they agree to 1e-12); then xiapl alone: the exact form on 20
and 25 players with every place paid, and the Monte Carlo form on 5,000
players (750 and 50 paid places) on 1 and 2 threads with its largest
standard error. pokerkit is skipped if not installed.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from typing import Any

from xiapl import icm


def best_of(repeats: int, function: Callable[[], Any]) -> tuple[float, Any]:
    best, result = float("inf"), None
    for _ in range(repeats):
        start = time.perf_counter()
        result = function()
        best = min(best, time.perf_counter() - start)
    return best, result


def field(n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [float(rng.randint(1000, 60000)) for _ in range(n)]


def payouts(m: int) -> list[float]:
    return [100 * 0.9**k for k in range(m)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    try:
        from pokerkit import calculate_icm
    except ImportError:
        calculate_icm = None

    print(f"{'players':>8} {'xiapl exact':>14} {'pokerkit':>14} {'ratio':>10}")
    for n in range(4, 10):
        stacks, pay = field(n, n), payouts(n)
        ours, eq = best_of(args.repeats, lambda s=stacks, p=pay: icm.prize_equity(s, p))
        if calculate_icm is None:
            print(f"{n:>8} {ours * 1e6:>11.1f} us")
            continue
        theirs, peq = best_of(1 if n >= 9 else args.repeats, lambda s=stacks, p=pay: calculate_icm(p, s))
        assert all(abs(a - b) <= 1e-12 * 100 for a, b in zip(eq, peq, strict=True))
        print(f"{n:>8} {ours * 1e6:>11.1f} us {theirs * 1e3:>11.1f} ms {theirs / ours:>9.0f}x")

    for n in (20, 25):
        stacks, pay = field(n, n), payouts(n)
        t, eq = best_of(args.repeats, lambda s=stacks, p=pay: icm.prize_equity(s, p))
        print(f"exact {n} players, {n} paid: {t:.3f} s (equities add up to {sum(eq):.9f} of {sum(pay):.9f})")

    stacks = field(5000, 5000)
    for m, iterations in ((750, 100_000), (50, 1_000_000)):
        first = None
        for threads in (1, 2):
            t, est = best_of(1, lambda m=m, i=iterations, th=threads: icm.prize_equity_monte_carlo(
                stacks, payouts(m), i, seed=42, threads=th))  # fmt: skip
            same = first is None or est == first
            first = first or est
            print(
                f"monte carlo 5000 players, {m} paid, {iterations:,} orders, {threads} thread(s): {t:.2f} s, "
                f"largest std error {max(est.std_error):.4f} (of a first prize of 100){'' if same else ' DIFFERENT'}"
            )


if __name__ == "__main__":
    main()
