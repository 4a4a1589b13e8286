#!/usr/bin/env python3
"""Python-level evaluation costs: xiapl beside eval7 and phevaluator, same run.

    python tests/bench/bench_python.py [--hands 1000000]

Prints ns per hand (best of several repetitions) for one call per hand and for
xiapl's batch call, then the same for Omaha-4 deals (5-card board) beside
phevaluator's Omaha evaluator. Peers are skipped if not installed
(pip install eval7 phevaluator).
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from xiapl.card import Card
from xiapl.eval import evaluate_cards, evaluate_hands_many, evaluate_many, evaluate_mask
from xiapl.game import GameType


def best_of(repeats: int, function) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000, help="hands for the batch case")
    parser.add_argument("--calls", type=int, default=100_000, help="hands for the one-call-per-hand cases")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()

    rng = np.random.default_rng(1)
    deals = np.argsort(rng.random((args.hands, 52)), axis=1)[:, :9]  # 9 distinct cards a row
    rows = deals[:, :7]
    masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), rows.astype(np.uint64)), axis=1)
    call_rows = rows[: args.calls].tolist()
    call_masks = [int(m) for m in masks[: args.calls]]
    cards = [[Card.from_id(i) for i in row] for row in call_rows]

    results: list[tuple[str, float]] = []

    def record(name: str, count: int, function) -> None:
        seconds = best_of(args.repeats, function)
        results.append((name, seconds / count * 1e9))

    record("xiapl evaluate_many (batch, numpy)", args.hands, lambda: evaluate_many(masks))
    record("xiapl evaluate_mask (one call per hand)", args.calls, lambda: [evaluate_mask(m) for m in call_masks])
    record("xiapl evaluate_cards (7 Card objects)", args.calls, lambda: [evaluate_cards(c) for c in cards])
    try:
        import eval7

        eval7_hands = [[eval7.Card(str(c)) for c in hand] for hand in cards]
        record("eval7.evaluate (7 eval7.Card)", args.calls, lambda: [eval7.evaluate(h) for h in eval7_hands])
    except ImportError:
        print("eval7 not installed: skipped")
    try:
        from phevaluator import evaluate_cards as ph_evaluate

        ph_rows = [[(i % 13) * 4 + i // 13 for i in row] for row in call_rows]
        record("phevaluator.evaluate_cards (7 ints)", args.calls, lambda: [ph_evaluate(*r) for r in ph_rows])
    except ImportError:
        print("phevaluator not installed: skipped")

    # Omaha-4: a 5-card board and 4 hole cards per deal.
    omaha_rows = deals
    bits = np.left_shift(np.uint64(1), omaha_rows.astype(np.uint64))
    boards = np.bitwise_or.reduce(bits[:, :5], axis=1)
    holes = np.bitwise_or.reduce(bits[:, 5:], axis=1)
    record(
        "xiapl evaluate_hands_many (Omaha-4 deals, numpy)",
        args.hands,
        lambda: evaluate_hands_many(boards, holes, game=GameType.Plo),
    )
    try:
        from phevaluator import evaluate_omaha_cards

        ph_omaha = [[(i % 13) * 4 + i // 13 for i in row] for row in omaha_rows[: args.calls].tolist()]
        record(
            "phevaluator.evaluate_omaha_cards (9 ints)",
            args.calls,
            lambda: [evaluate_omaha_cards(*r) for r in ph_omaha],
        )
    except ImportError:
        print("phevaluator not installed: skipped")

    width = max(len(name) for name, _ in results)
    base = results[0][1]
    for name, ns in results:
        print(f"{name:<{width}}  {ns:10.1f} ns/hand  {ns / base:8.1f}x batch")


if __name__ == "__main__":
    main()
