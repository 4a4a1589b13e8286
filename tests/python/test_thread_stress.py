"""Many Python threads calling equity, evaluation and range functions at once.

The library releases the GIL for each call (ctypes), so these calls really run
at the same time in libxiapl. Every result must be bit-identical to the one the
same call gave when run alone first; shared Range objects are read by every
thread at once; progress hooks and cancellation on several threads at once
must each reach their own call.
"""

from __future__ import annotations

import math
import random
import struct
import threading
from array import array
from collections.abc import Callable
from typing import Any

import pytest

from xiapl.eval import evaluate_cards, evaluate_hands_many, evaluate_many
from xiapl.game import GameType
from xiapl.range import Range
from xiapl.simulation import (
    RangeEquityMode,
    SimulationOptions,
    calculate_equity,
    calculate_equity_vs_random,
    calculate_multiway_range_equity,
    calculate_range_equity,
)

THREADS = 8
ROUNDS = 3
CHUNK = 65_536  # XIAPL_EQUITY_CHUNK_TRIALS
TWO_CHUNKS = CHUNK + 4_096  # enough for two workers, little work

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def _card_text(card_id: int) -> str:
    return RANKS[card_id % 13] + SUITS[card_id // 13]


def _bits(value: Any) -> Any:
    """A structure equal only for bit-identical results (floats by their bytes, so NaN == NaN)."""
    if isinstance(value, float):
        return struct.pack("<d", value)
    if isinstance(value, (tuple, list)):
        return tuple(_bits(item) for item in value)
    if isinstance(value, array):
        return (value.typecode, value.tobytes())
    return value


# --- shared, read-only inputs ------------------------------------------------------------

_rng = random.Random(2024)  # the test draws its own hands, independent of the library
SEVEN_CARD_MASKS = array("Q", [sum(1 << c for c in _rng.sample(range(52), 7)) for _ in range(2_000)])
SEVEN_CARD_TEXTS = ["".join(_card_text(c) for c in _rng.sample(range(52), 7)) for _ in range(200)]
_omaha_deals = [_rng.sample(range(52), 9) for _ in range(1_000)]
OMAHA_HOLES = array("Q", [sum(1 << c for c in deal[:4]) for deal in _omaha_deals])
OMAHA_BOARDS = array("Q", [sum(1 << c for c in deal[4:]) for deal in _omaha_deals])
RANGE_TEXTS = ["QQ+,AKs,AKo:0.5", "22+,A2s+,K9s+,QTs+,JTs,T9s,ATo+,KJo+", "TT-66,AJs-A8s,76s-54s:0.25,AdAh"]

HERO = Range.from_string("QQ+,AKs,AKo:0.5")
VILLAIN = Range.from_string("JJ-88,AQs+,KQs:0.75")
THIRD = Range.from_string("76s-54s,A5s")
OMAHA_HERO = Range.from_string("AA**ds", GameType.Plo)
OMAHA_VILLAIN = Range.from_string("JT98-8765", GameType.Plo)


def _exact_holdem(threads: int) -> object:
    return calculate_equity(["AsKs", "QdQc", "7h6h"], 0, SimulationOptions.exact(threads=threads))


def _monte_carlo_holdem(threads: int) -> object:
    return calculate_equity(
        ["AsKs", "QdQc", "7h6h", "2c2h"], 0, SimulationOptions.mc_seeded(TWO_CHUNKS, 99, threads=threads)
    )


def _monte_carlo_omaha() -> object:
    return calculate_equity(
        ["AsAdKsKd", "JhTh9c8c", "7s6s5d4d"],
        0,
        SimulationOptions.mc_seeded(TWO_CHUNKS, 5, threads=2),
        game=GameType.Plo,
    )


def _vs_random() -> object:
    return calculate_equity_vs_random("AhQh", "Qc8h3h", 2, SimulationOptions.mc_seeded(TWO_CHUNKS, 17, threads=2))


def _evaluate() -> object:
    return (
        evaluate_many(SEVEN_CARD_MASKS),
        [evaluate_cards(text).strength for text in SEVEN_CARD_TEXTS],
        evaluate_hands_many(OMAHA_BOARDS, OMAHA_HOLES, game=GameType.Plo),
    )


def _parse_ranges() -> object:
    return [[(c.mask, c.weight) for c in Range.from_string(text).combos()] for text in RANGE_TEXTS]


def _range_equity_exact() -> object:
    return calculate_range_equity(HERO, VILLAIN, "Jc7d2s", SimulationOptions.exact(threads=2))


def _range_equity_monte_carlo(threads: int) -> object:
    return calculate_range_equity(HERO, VILLAIN, 0, SimulationOptions.mc_seeded(TWO_CHUNKS, 3, threads=threads))


def _multiway_range_equity() -> object:
    return calculate_multiway_range_equity(
        [HERO, VILLAIN, THIRD], 0, SimulationOptions.mc_seeded(TWO_CHUNKS, 8, threads=2)
    )


def _omaha_range_equity() -> object:
    return calculate_range_equity(
        OMAHA_HERO,
        OMAHA_VILLAIN,
        0,
        SimulationOptions.mc_seeded(TWO_CHUNKS, 21, threads=2),
        RangeEquityMode.AggregateOnly,
    )


def _with_progress() -> object:
    """A call long enough to get the progress hook; the reports stay on this call's thread."""
    caller = threading.get_ident()
    reports: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        assert threading.get_ident() == caller
        reports.append((done, total))

    result = calculate_equity(
        ["AsKs", "QdQc", "7h6h"], 0, SimulationOptions.mc_seeded(5 * CHUNK, 4, threads=2), progress=progress
    )
    return result, reports[-1]


JOBS: dict[str, Callable[[], object]] = {
    "exact Hold'em, 1 thread": lambda: _exact_holdem(1),
    "exact Hold'em, 2 threads": lambda: _exact_holdem(2),
    "Monte Carlo Hold'em, 1 thread": lambda: _monte_carlo_holdem(1),
    "Monte Carlo Hold'em, 2 threads": lambda: _monte_carlo_holdem(2),
    "Monte Carlo Omaha": _monte_carlo_omaha,
    "Monte Carlo against random hands": _vs_random,
    "evaluation": _evaluate,
    "range parsing": _parse_ranges,
    "exact range equity on shared ranges": _range_equity_exact,
    "Monte Carlo range equity, 1 thread": lambda: _range_equity_monte_carlo(1),
    "Monte Carlo range equity, 2 threads": lambda: _range_equity_monte_carlo(2),
    "multiway range equity": _multiway_range_equity,
    "Omaha range equity": _omaha_range_equity,
    "equity with a progress hook": _with_progress,
}


def _run_in_threads(work: Callable[[int], None], count: int = THREADS) -> None:
    """Runs work(index) on `count` threads started together; re-raises the first failure."""
    start = threading.Barrier(count)
    failures: list[BaseException] = []

    def body(index: int) -> None:
        try:
            start.wait()
            work(index)
        except BaseException as exc:
            failures.append(exc)

    threads = [threading.Thread(target=body, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]


def test_concurrent_calls_match_serial_runs() -> None:
    serial = {name: _bits(job()) for name, job in JOBS.items()}
    # Results that could not be told apart would prove nothing.
    assert serial["exact Hold'em, 1 thread"] == serial["exact Hold'em, 2 threads"]
    assert serial["Monte Carlo Hold'em, 1 thread"] == serial["Monte Carlo Hold'em, 2 threads"]
    assert serial["Monte Carlo Hold'em, 1 thread"] != serial["Monte Carlo Omaha"]
    names = list(JOBS)
    mismatches: list[str] = []

    def work(index: int) -> None:
        for round_number in range(ROUNDS):
            for k in range(len(names)):
                name = names[(index + k) % len(names)]  # each thread starts elsewhere
                if _bits(JOBS[name]()) != serial[name]:
                    mismatches.append(f"thread {index} round {round_number}: {name}")

    _run_in_threads(work)
    assert mismatches == []


def test_shared_ranges_are_unchanged_by_concurrent_use() -> None:
    before = [(r.size(), r.total_weight(), [(c.mask, c.weight) for c in r.combos()]) for r in (HERO, VILLAIN)]

    def work(index: int) -> None:
        for _ in range(20):
            assert HERO.size() == before[0][0]
            assert [(c.mask, c.weight) for c in VILLAIN.valid_combos(1 << (index % 52))] == [
                (m, w) for m, w in before[1][2] if not m >> (index % 52) & 1
            ]
            union = HERO | VILLAIN
            assert union.size() == len({m for m, _ in before[0][2]} | {m for m, _ in before[1][2]})

    _run_in_threads(work)
    after = [(r.size(), r.total_weight(), [(c.mask, c.weight) for c in r.combos()]) for r in (HERO, VILLAIN)]
    assert after == before


def test_cancellation_on_many_threads_reaches_each_call() -> None:
    """Each thread's hook raises its own exception: that call stops, and only it gets it."""

    class Stop(Exception):
        pass

    def work(index: int) -> None:
        def progress(done: int, total: int) -> None:
            raise Stop(index)

        with pytest.raises(Stop) as caught:
            calculate_equity_vs_random(
                "AhQh", 0, 3, SimulationOptions.mc_seeded(1 << 62, index, threads=2), progress=progress
            )
        assert caught.value.args == (index,)
        # The thread goes on with ordinary calls afterwards.
        result = calculate_range_equity(HERO, VILLAIN, "Jc7d2s", SimulationOptions.exact(threads=1))
        assert math.isclose(result.hero_aggregate_equity + result.villain_aggregate_equity, 1.0)

    _run_in_threads(work)
