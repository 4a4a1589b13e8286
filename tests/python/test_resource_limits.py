"""Resource limits (docs/errors.md, "Resource limits"): each huge request either
completes within its documented memory or fails fast with a clear error, and a
cancelled call releases everything.

Peak memory is measured as the growth of ``ru_maxrss`` in a fresh interpreter,
so one check's allocations cannot hide another's.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from xiapl.errors import InvalidArgumentError, LimitExceededError
from xiapl.eval import judge
from xiapl.range import Range
from xiapl.simulation import (
    GameType,
    RangeEquityMode,
    SimulationOptions,
    calculate_equity,
    calculate_equity_vs_random,
    calculate_range_equity,
    max_players,
)
from xiapl.utils import cards_to_mask, mask_to_ids

FULL_DECK = (1 << 52) - 1
MB = 1024 * 1024


class Stop(Exception):
    """Raised by a progress callback to cancel a call."""


def measure(body: str) -> dict[str, float]:
    """Run ``body`` in a fresh interpreter; it may call ``mark(name)`` to record the
    peak resident size (MB) so far. Returns the marks, and ``error`` if it raised."""
    program = "\n".join(
        [
            "import json, resource",
            "marks = {}",
            "def mark(name):",
            "    marks[name] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KB on Linux",
            "mark('start')",
            "try:",
            textwrap.indent(textwrap.dedent(body).strip("\n"), "    "),
            "except Exception as exc:",
            "    marks['error'] = f'{type(exc).__name__}: {exc}'",
            "print(json.dumps(marks))",
        ]
    )
    env = dict(os.environ)
    package = str(Path(__file__).resolve().parents[2] / "python")
    if "XIAPL_LIBRARY" in env:  # a build tree, not an installed package: use its sources too
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package, env.get("PYTHONPATH")) if p)
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def native_threads() -> int:
    return len(os.listdir("/proc/self/task"))


def native_threads_settle_to(count: int) -> bool:
    """Whether the thread count comes back to ``count`` within two seconds: a joined
    thread's /proc entry can outlive the join by a moment, more so under a sanitizer."""
    deadline = time.monotonic() + 2.0
    while native_threads() != count:
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ru_maxrss and /proc are Linux's")


# --- huge iteration counts ------------------------------------------------------------


def test_more_than_2_to_the_63_iterations_is_refused_before_any_work():
    with pytest.raises(ValueError, match=r"between 1 and 2\*\*63"):
        calculate_equity(["AsKs", "QdQc"], 0, SimulationOptions.mc_seeded(2**63 + 1, 1))


def test_fixed_hands_with_2_to_the_62_trials_enumerate_every_board_instead():
    """Monte Carlo asking for at least as many deals as exist counts each deal once (docs/equity.md)."""
    result = calculate_equity(["AsKs", "QdQc"], 0, SimulationOptions.mc_seeded(2**62, 7))
    assert result.exact and result.trials == 1_712_304  # C(48, 5)
    assert result == calculate_equity(["AsKs", "QdQc"], 0, SimulationOptions.exact())


@pytest.mark.parametrize("threads", [1, 2])
def test_2_to_the_62_trials_run_until_the_progress_callback_cancels(threads):
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if len(seen) == 3:
            raise Stop

    before = native_threads() if sys.platform.startswith("linux") else None
    with pytest.raises(Stop):  # three random opponents: no exact enumeration to fall back on
        calculate_equity_vs_random(
            "AsKs", 0, 3, SimulationOptions.mc_seeded(2**62, 7, threads=threads), progress=progress
        )
    assert len(seen) == 3 and all(total == 2**62 for _, total in seen)
    assert seen[-1][0] < 2**40  # stopped at the start, not at the end
    if before is not None:
        assert native_threads_settle_to(before), "every worker is joined when the call returns"


def test_huge_range_equity_runs_are_cancellable_too():
    calls: list[int] = []

    def progress(done: int, total: int) -> None:
        calls.append(done)
        raise Stop

    with pytest.raises(Stop):
        calculate_range_equity(
            Range.from_string("JJ+,AKs"),
            Range.from_string("22+"),
            0,
            SimulationOptions.mc_seeded(2**62, 1),
            progress=progress,
        )
    assert calls


def test_another_thread_can_cancel_a_huge_run():
    """A thread sets an event; the callback on the calling thread turns it into a cancel."""
    cancel = threading.Event()
    reported = threading.Event()
    calls = itertools.count()

    def progress(done: int, total: int) -> None:
        next(calls)
        if cancel.is_set():
            raise Stop
        reported.set()
        cancel.wait()  # the other thread cancels while the call is running

    # The other thread cancels once the call has reported, whatever the timing.
    canceller = threading.Thread(target=lambda: (reported.wait(), cancel.set()))
    canceller.start()
    try:
        with pytest.raises(Stop):
            calculate_equity_vs_random("AsKs", 0, 3, SimulationOptions.mc_seeded(2**62, 3), progress=progress)
    finally:
        cancel.set()
        canceller.join()
    assert next(calls) >= 2


def test_a_cancelled_run_leaves_the_library_ready_for_the_next_call():
    def progress(done: int, total: int) -> None:
        raise Stop

    options = SimulationOptions.mc_seeded(300_000, 1)
    first = calculate_equity_vs_random("AsKs", 0, 3, options)
    with pytest.raises(Stop):
        calculate_equity_vs_random("AsKs", 0, 3, SimulationOptions.mc_seeded(2**62, 1), progress=progress)
    assert calculate_equity_vs_random("AsKs", 0, 3, options) == first  # the cancelled run left nothing behind


@linux_only
def test_memory_does_not_grow_with_iterations():
    marks = measure("""
        from xiapl.simulation import SimulationOptions, calculate_equity_vs_random
        calculate_equity_vs_random("AsKs", 0, 3, SimulationOptions.mc_seeded(300_000, 1, threads=2))
        mark("warm")
        def progress(done, total):
            if done >= 2_000_000:
                raise KeyError("stop")
        try:
            calculate_equity_vs_random("AsKs", 0, 3, SimulationOptions.mc_seeded(2**62, 1, threads=2),
                                       progress=progress)
        except KeyError:
            mark("cancelled")
    """)
    assert "error" not in marks, marks["error"]
    assert marks["cancelled"] - marks["warm"] < 20  # MB: a few KB per worker, nothing per trial


# --- huge ranges ----------------------------------------------------------------------


def test_full_plo5_ranges_exact_fail_fast_with_the_cap_error():
    full = Range.all(GameType.Plo5)
    assert full.size() == 2_598_960
    for mode in RangeEquityMode:
        with pytest.raises(LimitExceededError, match="more than 4194304 deals of combos; use Monte Carlo"):
            calculate_range_equity(full, full, 0, SimulationOptions.exact(), mode)


@linux_only
def test_full_plo6_ranges_refused_without_allocating_more():
    """Two full PLO6 ranges: the ranges cost what docs/ranges.md says, and the refused
    exact calls (heads-up, per combo, multiway) add nothing measurable."""
    marks = measure("""
        from xiapl.errors import LimitExceededError
        from xiapl.range import Range
        from xiapl.simulation import (RangeEquityMode, SimulationOptions, calculate_multiway_range_equity,
                                      calculate_range_equity)
        full = Range.all("plo6")
        assert full.size() == 20_358_520
        mark("ranges")
        refused = 0
        for call in (lambda: calculate_range_equity(full, full, 0, SimulationOptions.exact(),
                                                    RangeEquityMode.AggregateOnly),
                     lambda: calculate_range_equity(full, full, 0, SimulationOptions.exact()),
                     lambda: calculate_multiway_range_equity([full, full, full], 0, SimulationOptions.exact())):
            try:
                call()
            except LimitExceededError as exc:
                assert "more than 4194304 deals of combos" in str(exc), exc
                refused += 1
        assert refused == 3
        mark("refused")
    """)
    assert "error" not in marks, marks["error"]
    assert marks["ranges"] - marks["start"] < 600  # MB: 20,358,520 combos x 16 bytes, built once
    assert marks["refused"] - marks["ranges"] < 20  # MB: no copy of the ranges, no rows


@linux_only
def test_monte_carlo_over_full_plo6_ranges_reads_the_combos_in_place():
    """Monte Carlo over two full PLO6 ranges keeps only its running weight sums
    (8 bytes a combo a side), not a copy of the combos."""
    marks = measure("""
        from xiapl.range import Range
        from xiapl.simulation import RangeEquityMode, SimulationOptions, calculate_range_equity
        full = Range.all("plo6")
        mark("ranges")
        result = calculate_range_equity(full, full, 0, SimulationOptions.mc_seeded(20_000, 1, threads=1),
                                        RangeEquityMode.AggregateOnly)
        assert abs(result.hero_aggregate_equity - 0.5) < 0.02, result
        mark("monte carlo")
    """)
    assert "error" not in marks, marks["error"]
    # Two sides x 20,358,520 combos x 8 bytes = 326 MB; a copy of the combos
    # with their positions, masks and weights used to add about 930 MB.
    assert marks["monte carlo"] - marks["ranges"] < 420


# --- ten-player Omaha -----------------------------------------------------------------


def _omaha_hands(players: int) -> list[int]:
    """Players' hands of four consecutive card ids: 0-3, 4-7, ..."""
    return [0b1111 << 4 * p for p in range(players)]


def _brute_force_equity(hands: list[int], board: int) -> list[float]:
    """Each player's pot share over every completion of the board, from judge() alone."""
    used = board
    for hand in hands:
        used |= hand
    left = [c for c in range(52) if not used >> c & 1]
    shares = [0.0] * len(hands)
    count = 0
    for extra in itertools.combinations(left, 5 - len(mask_to_ids(board))):
        full = board
        for card in extra:
            full |= 1 << card
        winners = judge(hands, full, game=GameType.Plo)
        for w in winners:
            shares[w] += 1 / len(winners)
        count += 1
    return [s / count for s in shares]


def test_ten_player_omaha_exact_matches_a_brute_force_count():
    hands = _omaha_hands(10)
    result = calculate_equity(hands, 0, SimulationOptions.exact(), game=GameType.Plo)
    assert result.exact and result.trials == 792  # C(12, 5): 12 cards left after 40 hole cards
    expected = _brute_force_equity(hands, 0)
    assert [p.equity for p in result.players] == pytest.approx(expected, abs=1e-12)
    assert sum(p.equity for p in result.players) == pytest.approx(1.0)


def test_ten_player_omaha_monte_carlo_agrees_with_exact():
    hands = _omaha_hands(10)
    board = cards_to_mask("As Ks 5s")  # the hands hold ids 0..39: every club, diamond and heart, and 2s
    exact = calculate_equity(hands, board, SimulationOptions.exact(), game=GameType.Plo)
    assert exact.trials == 36  # C(9, 2)
    mc = calculate_equity(hands, board, SimulationOptions.mc_seeded(20_000, 5), game=GameType.Plo)
    assert not mc.exact or mc.trials == 36
    for e, m in zip(exact.players, mc.players, strict=True):
        assert abs(e.equity - m.equity) <= 5 * m.std_error + 1e-12


def test_eleven_omaha_players_are_the_most_and_twelve_is_a_limit_error():
    assert max_players(GameType.Plo) == 11
    eleven = calculate_equity(_omaha_hands(11), 0, SimulationOptions.exact(), game=GameType.Plo)
    assert eleven.trials == 56  # C(8, 5)
    with pytest.raises(LimitExceededError, match=r"calculate_equity: at most 11 players for PLO \(got 12\)"):
        calculate_equity(_omaha_hands(12), 0, SimulationOptions.mc_seeded(1000, 1), game=GameType.Plo)


# --- full-deck dead masks -------------------------------------------------------------


def test_every_card_dead_is_a_clear_error():
    with pytest.raises(InvalidArgumentError, match="also held by the dead cards"):
        calculate_equity(["AsKs", "QdQc"], 0, dead=FULL_DECK)
    with pytest.raises(InvalidArgumentError):
        calculate_equity_vs_random("AsKs", 0, 1, dead=FULL_DECK & ~cards_to_mask("AsKs"))
    hero = Range.from_string("AKs")
    with pytest.raises(InvalidArgumentError, match="too few cards left: 0 after"):
        calculate_range_equity(hero, Range.from_string("QQ"), 0, dead=FULL_DECK)


@pytest.mark.parametrize("mode", ["exact", "mc"])
def test_dead_cards_leaving_too_few_for_the_board_fail_before_any_work(mode):
    dead = FULL_DECK & ~cards_to_mask("AsKs QdQc 2c 3d 4h 5s")  # four cards left, five to come
    options = SimulationOptions.exact() if mode == "exact" else SimulationOptions.mc_seeded(2**62, 1)
    with pytest.raises(InvalidArgumentError, match="only 4 card"):
        calculate_equity(["AsKs", "QdQc"], 0, options, dead=dead)


def test_dead_cards_leaving_exactly_one_board_count_that_board():
    board_cards = cards_to_mask("2c 3d 4h 5s 9c")
    hands = [cards_to_mask("AsKs"), cards_to_mask("QdQc")]
    dead = FULL_DECK & ~(board_cards | hands[0] | hands[1])
    result = calculate_equity(hands, 0, SimulationOptions.exact(), dead=dead)
    assert result.exact and result.trials == 1
    winners = judge(hands, board_cards)
    assert [p.equity for p in result.players] == [1.0 if i in winners else 0.0 for i in range(2)]
