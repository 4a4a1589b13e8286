"""Equity through the Python package: published figures, an independent brute
force with phevaluator, the Monte Carlo draw re-implemented here from
docs/equity.md, determinism, progress, Ctrl-C, the GIL, errors and the CLI."""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from itertools import combinations, pairwise

import numpy as np
import pytest

from oracle import ph_rank_holdem, ph_rank_omaha
from xiapl.errors import InvalidArgumentError, LimitExceededError
from xiapl.simulation import (
    EquityResult,
    GameType,
    SimulationMode,
    SimulationOptions,
    calculate_equity,
    calculate_equity_vs_random,
    max_players,
)
from xiapl.utils import cards_to_mask, mask_to_ids

HOLE_SIZE = {GameType.Holdem: 2, GameType.Plo: 4, GameType.Plo5: 5, GameType.Plo6: 6}


# --- published figures -----------------------------------------------------------------


def test_heads_up_preflop_exact():
    r = calculate_equity([cards_to_mask("AsKs"), cards_to_mask("QdQc")], 0, SimulationOptions.exact())
    assert r.exact and r.trials == 1_712_304
    assert [round(p.equity, 4) for p in r.players] == [0.4621, 0.5379]
    assert r.players[0].std_error == 0.0
    assert r.evaluated < 50_000  # board classes, not boards


def test_three_way_preflop_exact():
    r = calculate_equity(["AsKs", "QdQc", "7h6h"], 0, SimulationOptions.exact())
    assert [round(p.equity, 4) for p in r.players] == [0.3779, 0.3957, 0.2263]
    assert round(r.chop_rate, 4) == 0.0015
    assert math.isclose(sum(r.equities), 1.0, abs_tol=1e-12)


def test_omaha_preflop_exact():
    r = calculate_equity(["AsKsQdJd", "2c7cJh9d"], 0, SimulationOptions.exact(), game=GameType.Plo)
    assert r.trials == math.comb(44, 5)
    assert [round(p.equity, 4) for p in r.players] == [0.6386, 0.3614]


def test_seed_examples_api():
    # The calls of the seed README: options positional, game keyword.
    a = calculate_equity([cards_to_mask("AsKs"), cards_to_mask("QdQc")], 0, SimulationOptions.mc_seeded(20_000, 42))
    b = calculate_equity([cards_to_mask("AsKs"), cards_to_mask("QdQc")], 0, SimulationOptions.mc_seeded(20_000, 42))
    assert a.players[0].equity == b.players[0].equity
    assert not a.exact and a.trials == 20_000 and a.seed == 42
    plo = calculate_equity(["AsKsQdJd", "2c7cJh9d"], 0, SimulationOptions.mc_seeded(50_000, 7), game=GameType.Plo)
    assert abs(plo.players[0].equity - 0.6386) < 4 * plo.players[0].std_error
    assert "Monte Carlo" in repr(a) and "0.46" in repr(a)


# --- an independent brute force --------------------------------------------------------


def brute_force(holes: list[int], board: int, dead: int, game: GameType) -> tuple[list[float], float, int]:
    """Every completion of the board, ranked by phevaluator (smaller rank wins)."""
    known = board | dead
    for h in holes:
        known |= h
    deck = [i for i in range(52) if not known >> i & 1]
    board_ids = mask_to_ids(board)
    hole_ids = [mask_to_ids(h) for h in holes]
    shares = [0.0] * len(holes)
    chops = 0
    boards = 0
    for extra in combinations(deck, 5 - len(board_ids)):
        full = board_ids + list(extra)
        if game is GameType.Holdem:
            ranks = [ph_rank_holdem(full + h) for h in hole_ids]
        else:
            ranks = [ph_rank_omaha(full, h) for h in hole_ids]
        best = min(ranks)
        winners = [i for i, r in enumerate(ranks) if r == best]
        for i in winners:
            shares[i] += 1 / len(winners)
        chops += len(winners) > 1
        boards += 1
    return [s / boards for s in shares], chops / boards, boards


def random_deal(rng: np.random.Generator, game: GameType, players: int, board: int, dead: int):
    ids = [int(i) for i in rng.permutation(52)]
    size = HOLE_SIZE[game]
    holes = [sum(1 << i for i in ids[p * size : (p + 1) * size]) for p in range(players)]
    at = players * size
    board_mask = sum(1 << i for i in ids[at : at + board])
    dead_mask = sum(1 << i for i in ids[at + board : at + board + dead])
    return holes, board_mask, dead_mask


@pytest.mark.parametrize(
    "game, players, board, dead, deals",
    [
        (GameType.Holdem, 2, 3, 0, 6),
        (GameType.Holdem, 3, 3, 2, 6),
        (GameType.Holdem, 4, 4, 0, 10),
        (GameType.Holdem, 2, 4, 5, 10),
        (GameType.Plo, 2, 3, 0, 3),
        (GameType.Plo, 3, 4, 0, 8),
        (GameType.Plo, 4, 4, 3, 6),
        (GameType.Plo5, 2, 4, 0, 4),
        (GameType.Plo6, 3, 4, 0, 4),
    ],
)
def test_exact_agrees_with_phevaluator(game, players, board, dead, deals):
    rng = np.random.default_rng(1000 * players + 10 * board + dead + int(game))
    for _ in range(deals):
        holes, board_mask, dead_mask = random_deal(rng, game, players, board, dead)
        r = calculate_equity(holes, board_mask, SimulationOptions.exact(), game=game, dead=dead_mask)
        expected, chop, boards = brute_force(holes, board_mask, dead_mask, game)
        assert r.exact and r.trials == boards
        assert r.players[0].std_error == 0.0
        for ours, theirs in zip(r.equities, expected, strict=True):
            assert ours == pytest.approx(theirs, abs=1e-12)
        assert r.chop_rate == pytest.approx(chop, abs=1e-12)


def test_suited_flush_draws_agree_with_phevaluator():
    # Flush draws on both sides and dead cards of the suit: where suits matter most.
    for dead in ("", "2h", "2h3h4h"):
        holes = [cards_to_mask("AhKh"), cards_to_mask("QhJh"), cards_to_mask("9c9d")]
        board, dead_mask = cards_to_mask("7h8hTs"), cards_to_mask(dead) if dead else 0
        r = calculate_equity(holes, board, game=GameType.Holdem, dead=dead_mask)
        expected, chop, _ = brute_force(holes, board, dead_mask, GameType.Holdem)
        assert r.equities == pytest.approx(expected, abs=1e-12)
        assert r.chop_rate == pytest.approx(chop, abs=1e-12)


# --- Monte Carlo: the draw re-implemented from docs/equity.md ---------------------------

MASK64 = (1 << 64) - 1


def splitmix64_first(seed: int) -> int:
    z = (seed + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


class Xoshiro:
    def __init__(self, seed: int) -> None:
        state, self.s = seed, []
        for _ in range(4):
            state = (state + 0x9E3779B97F4A7C15) & MASK64
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            self.s.append(z ^ (z >> 31))

    def next(self) -> int:
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & MASK64  # noqa: E731
        result = (rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result


def spec_trial_cards(rng: Xoshiro, deck: list[int], count: int) -> list[int]:
    """One trial: batches of draws (product of ranges <= 2**48), mixed-radix split of one output each."""
    ranks: list[int] = []
    i = 0
    while i < count:
        first, product = i, 1
        while i < count and product * (len(deck) - i) <= 1 << 48:
            product *= len(deck) - i
            i += 1
        threshold = ((1 << 64) - product) % product
        while True:
            x, batch = rng.next(), []
            for j in range(first, i):
                z = x * (len(deck) - j)
                batch.append(z >> 64)
                x = z & MASK64
            if x >= threshold:
                break
        ranks += batch
    left, dealt = list(deck), []
    for r in ranks:
        dealt.append(left.pop(r))  # the r-th card not dealt yet, ascending
    return dealt


def spec_monte_carlo(
    holes: list[int], board: int, game: GameType, n: int, seed: int, opponents: int = 0
) -> list[float]:
    """Pot shares of every seat (known players, then random opponents), counted trial by trial."""
    known = board
    for h in holes:
        known |= h
    deck = [i for i in range(52) if not known >> i & 1]
    board_ids, hole_ids = mask_to_ids(board), [mask_to_ids(h) for h in holes]
    size = HOLE_SIZE[game]
    shares = [0.0] * (len(holes) + opponents)
    chunk = 0
    while chunk * 65536 < n:
        rng = Xoshiro(splitmix64_first((splitmix64_first(seed) + chunk) & MASK64))
        for _ in range(min(65536, n - chunk * 65536)):
            cards = spec_trial_cards(rng, deck, opponents * size + 5 - len(board_ids))
            seats = hole_ids + [cards[o * size : (o + 1) * size] for o in range(opponents)]
            full = board_ids + cards[opponents * size :]
            if game is GameType.Holdem:
                ranks = [ph_rank_holdem(full + h) for h in seats]
            else:
                ranks = [ph_rank_omaha(full, h) for h in seats]
            best = min(ranks)
            winners = [i for i, r in enumerate(ranks) if r == best]
            for i in winners:
                shares[i] += 1 / len(winners)
        chunk += 1
    return [s / n for s in shares]


def test_monte_carlo_follows_the_specification():
    holes = [cards_to_mask("AsKs"), cards_to_mask("QdQc")]
    r = calculate_equity(holes, 0, SimulationOptions.mc_seeded(3000, 2024, threads=2))
    assert r.equities == pytest.approx(spec_monte_carlo(holes, 0, GameType.Holdem, 3000, 2024), abs=1e-12)
    plo = [cards_to_mask("AsKsQdJd"), cards_to_mask("2c7cJh9d"), cards_to_mask("Tc9c8h7h")]
    board = cards_to_mask("2h7dJc")
    r = calculate_equity(plo, board, SimulationOptions.mc_seeded(300, 5), game=GameType.Plo)
    assert r.equities == pytest.approx(spec_monte_carlo(plo, board, GameType.Plo, 300, 5), abs=1e-12)


def test_vs_random_monte_carlo_follows_the_specification():
    hero = cards_to_mask("AsAh")
    r = calculate_equity_vs_random(hero, 0, 3, SimulationOptions.mc_seeded(1500, 11))
    assert not r.exact
    expected = spec_monte_carlo([hero], 0, GameType.Holdem, 1500, 11, opponents=3)
    assert r.players[0].equity == pytest.approx(expected[0], abs=1e-12)


def test_seeded_runs_are_identical_at_every_thread_count():
    holes = ["AsKs", "QdQc", "7h6h"]
    runs = [calculate_equity(holes, 0, SimulationOptions.mc_seeded(400_000, 99, threads=t)) for t in (1, 2, 7)]
    assert runs[0] == runs[1] == runs[2]
    assert runs[0].trials == 400_000 and runs[0].seed == 99


def test_different_seeds_differ_and_errors_shrink():
    holes = ["AsKs", "QdQc"]
    exact = calculate_equity(holes, 0).players[0].equity
    a = calculate_equity(holes, 0, SimulationOptions.mc_seeded(50_000, 1))
    b = calculate_equity(holes, 0, SimulationOptions.mc_seeded(50_000, 2))
    assert a.players[0].equity != b.players[0].equity
    big = calculate_equity(holes, 0, SimulationOptions.mc_seeded(1_600_000, 1))
    # 32 times the trials, 1/sqrt(32) of the error.
    assert big.players[0].std_error / a.players[0].std_error == pytest.approx(1 / math.sqrt(32), rel=0.03)
    for r in (a, b, big):
        assert abs(r.players[0].equity - exact) < 5 * r.players[0].std_error


def test_random_seed_is_reported_and_repeatable():
    holes = ["AsKs", "QdQc"]
    a = calculate_equity(holes, 0, SimulationOptions.mc_random(100_000))
    b = calculate_equity(holes, 0, SimulationOptions.mc_random(100_000))
    assert a.seed != b.seed
    assert calculate_equity(holes, 0, SimulationOptions.mc_seeded(100_000, a.seed)) == a


def test_monte_carlo_covering_every_board_is_exact():
    r = calculate_equity(["AsKs", "QdQc"], "2c7d9h", SimulationOptions.mc_seeded(10_000, 3))
    assert r.exact and r.trials == 990
    assert r == calculate_equity(["AsKs", "QdQc"], "2c7d9h", SimulationOptions.exact())


# --- against random opponents ----------------------------------------------------------


def test_vs_random_aces():
    r = calculate_equity_vs_random(cards_to_mask("AsAh"), 0, 1, SimulationOptions.exact())
    assert r.exact and len(r.players) == 1
    assert r.trials == math.comb(50, 2) * math.comb(48, 5)
    assert round(r.players[0].equity, 3) == 0.852


def test_vs_random_exact_agrees_with_phevaluator():
    hero, board = cards_to_mask("Td9d"), cards_to_mask("8d7c2d3h")
    r = calculate_equity_vs_random(hero, board, 1, SimulationOptions.exact())
    deck = [i for i in range(52) if not (hero | board) >> i & 1]
    hero_ids, board_ids = mask_to_ids(hero), mask_to_ids(board)
    share = count = 0
    for opp in combinations(deck, 2):
        for river in deck:
            if river in opp:
                continue
            full = [*board_ids, river]
            a, b = ph_rank_holdem(full + hero_ids), ph_rank_holdem(full + list(opp))
            share += 1 if a < b else 0.5 if a == b else 0
            count += 1
    assert r.exact and r.trials == count
    assert r.players[0].equity == pytest.approx(share / count, abs=1e-12)


def test_vs_random_modes():
    hero, flop = "AsAh", "Kd7c2s"
    with pytest.raises(LimitExceededError, match="Monte Carlo"):
        calculate_equity_vs_random(hero, flop, 2, SimulationOptions.exact())
    auto = calculate_equity_vs_random(hero, flop, 2)  # default: auto
    assert not auto.exact and auto.trials == 1_000_000
    assert auto == calculate_equity_vs_random(hero, flop, 2, SimulationOptions.auto(threads=1))
    one = calculate_equity_vs_random(hero, flop, 1)
    assert one.exact
    sampled = calculate_equity_vs_random(hero, flop, 1, SimulationOptions.mc_seeded(200_000, 4))
    assert abs(sampled.players[0].equity - one.players[0].equity) < 5 * sampled.players[0].std_error


# --- progress, errors from callbacks, Ctrl-C, the GIL ----------------------------------


def test_progress_is_called_and_ends_at_the_total():
    calls: list[tuple[int, int]] = []
    r = calculate_equity(
        ["AsKs", "QdQc"],
        0,
        SimulationOptions.mc_seeded(1_500_000, 1, threads=2),
        progress=lambda done, total: calls.append((done, total)),
    )
    assert calls and calls[-1] == (1_500_000, 1_500_000)
    assert all(a[0] <= b[0] for a, b in pairwise(calls))
    assert r.trials == 1_500_000


class Stop(Exception):
    pass


def test_an_exception_in_progress_cancels_and_propagates():
    seen: list[int] = []

    def progress(done: int, total: int) -> None:
        seen.append(done)
        raise Stop

    with pytest.raises(Stop):  # a run of days, stopped at the first report
        calculate_equity_vs_random("AsKs", 0, 4, SimulationOptions.mc_seeded(2**40, 1, threads=2), progress=progress)
    assert len(seen) == 1  # no report after the exception: the workers stopped


def test_other_python_threads_run_during_a_call():
    # ctypes releases the GIL for the foreign call: a counting thread keeps
    # counting while the call runs on another thread's behalf.
    counter = [0]
    running = threading.Event()
    stop = threading.Event()

    def count() -> None:
        running.set()
        while not stop.is_set():
            counter[0] += 1

    thread = threading.Thread(target=count)
    thread.start()
    running.wait()
    try:
        before = counter[0]
        started = time.perf_counter()
        r = calculate_equity_vs_random(
            "AsKsQdJd", 0, 3, SimulationOptions.mc_seeded(1_000_000, 3, threads=1), game=GameType.Plo
        )
        elapsed = time.perf_counter() - started
        during = counter[0] - before
    finally:
        stop.set()
        thread.join()
    assert r.trials == 1_000_000 and elapsed > 0.05
    # A held GIL would freeze the counter for the whole call but for the
    # progress hook's brief visits; free, it counts millions.
    assert during > 100_000, (during, elapsed)


CTRL_C_CHILD = textwrap.dedent(
    """
    import signal, sys, time
    from xiapl.simulation import calculate_equity_vs_random, SimulationOptions
    # A test runner started in the background passes SIGINT on ignored; Ctrl-C must reach this call.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    threads = int(sys.argv[1])
    started = time.perf_counter()
    reports = []

    def progress(done, total):
        if not reports:
            print("running", flush=True)  # inside the call: the parent may send SIGINT now
        reports.append(done)

    # Monte Carlo against four unknown hands: 2**40 trials would take days.
    try:
        calculate_equity_vs_random("AsAh", sys.argv[2], 4, SimulationOptions.mc_seeded(2**40, 1, threads=threads),
                                   progress=progress)
    except KeyboardInterrupt:
        print(f"interrupted after {time.perf_counter() - started:.2f} s", flush=True)
        sys.exit(0)
    print("finished?!", flush=True)
    sys.exit(1)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is a POSIX test")
@pytest.mark.parametrize("threads, board", [(1, ""), (2, ""), (2, "2c7d9h")])
def test_ctrl_c_stops_a_running_call(threads, board):
    child = subprocess.Popen(
        [sys.executable, "-c", CTRL_C_CHILD, str(threads), board],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "running"
        sent = time.perf_counter()
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=20)
        latency = time.perf_counter() - sent
    finally:
        child.kill()
    assert child.returncode == 0, (out, err)
    assert "interrupted after" in out and "Traceback" not in err
    assert latency < 60  # a hang guard only: the call would otherwise run for days


# --- errors ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "holes, board, dead, game, fragment",
    [
        (["AsKs", "QdQc"], "2c", 0, GameType.Holdem, "0 (preflop), 3 (flop)"),
        (["AsKs", "QdQc"], "2c3c", 0, GameType.Holdem, "0 (preflop), 3 (flop)"),
        (["AsKs", "AsQd"], 0, 0, GameType.Holdem, "player 0"),
        (["AsKs", "QdQc"], "As2c3c", 0, GameType.Holdem, "board"),
        (["AsKs", "QdQc"], 0, "Qd", GameType.Holdem, "dead"),
        (["AsKsQs", "QdQc"], 0, 0, GameType.Holdem, "hold 2"),
        (["AsKs", "QdQc"], 0, 0, GameType.Plo, "hold 4"),
        ([], 0, 0, GameType.Holdem, "no players"),
    ],
)
def test_bad_input_is_a_clear_value_error(holes, board, dead, game, fragment):
    with pytest.raises(InvalidArgumentError, match=fragment.replace("(", r"\(").replace(")", r"\)")):
        calculate_equity(holes, board, SimulationOptions.exact(), game=game, dead=dead)


def test_player_limits():
    assert [max_players(g) for g in GameType] == [23, 11, 9, 7, 15, 11, 9, 7, 7, 7, 0, 0]
    deck = [1 << i for i in range(52)]
    holes = [deck[2 * i] | deck[2 * i + 1] for i in range(23)]
    r = calculate_equity(holes, 0)  # 23 players, 6 cards left: C(6, 5) boards
    assert r.trials == 6 and math.isclose(sum(r.equities), 1.0)
    with pytest.raises(LimitExceededError, match="at most 23"):
        calculate_equity([*holes, deck[46] | deck[47]], 0)
    plo = [sum(deck[4 * i : 4 * i + 4]) for i in range(12)]
    with pytest.raises(LimitExceededError, match="at most 11"):
        calculate_equity(plo, 0, game="plo")
    with pytest.raises(LimitExceededError):
        calculate_equity_vs_random("AsKs", 0, 23)
    with pytest.raises(ValueError):
        calculate_equity_vs_random("AsKs", 0, 0)


def test_bad_options():
    with pytest.raises(ValueError, match="iterations"):
        calculate_equity(["AsKs", "QdQc"], 0, SimulationOptions.mc_seeded(0, 1))
    with pytest.raises(ValueError, match="threads"):
        calculate_equity(["AsKs", "QdQc"], 0, SimulationOptions.exact(threads=-1))
    with pytest.raises(TypeError):
        calculate_equity(["AsKs", "QdQc"], 0, "exact")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        calculate_equity("AsKs QdQc", 0)  # type: ignore[arg-type]
    opts = SimulationOptions.mc_seeded(1000, 1)
    opts.threads = 3  # a plain field
    assert opts.mode is SimulationMode.MonteCarlo and opts.threads == 3


def test_result_types():
    r = calculate_equity(["AsKs", "QdQc"], "2c7d9h")
    assert isinstance(r, EquityResult) and r.exact and r.seed == 0
    assert "exact" in repr(r) and "PlayerEquity(equity=" in repr(r.players[0])
    with pytest.raises(AttributeError):
        r.trials = 3  # type: ignore[misc]


# --- the command line ------------------------------------------------------------------


def xiapl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["xiapl", *args], capture_output=True, text=True, env={**os.environ})


def test_cli_table():
    out = xiapl("equity", "AsKs", "QdQc")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("Hold'em, board -")
    assert "46.21 %" in lines[2] and lines[2].split()[0] == "AsKs"
    assert "53.79 %" in lines[3]
    assert "exact: 1,712,304 deals" in out.stdout
    assert out.stderr == ""  # no progress bar when stderr is not a terminal


def test_cli_monte_carlo_json_and_options():
    out = xiapl(
        "equity",
        "AsKsQdJd",
        "2c7cJh9d",
        "--game",
        "plo",
        "--iterations",
        "100000",
        "--seed",
        "7",
        "--threads",
        "2",
        "--json",
    )
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["exact"] is False and doc["trials"] == 100_000 and doc["seed"] == 7
    assert [p["hand"] for p in doc["players"]] == ["AsKsQdJd", "2c7cJh9d"]
    api = calculate_equity(["AsKsQdJd", "2c7cJh9d"], 0, SimulationOptions.mc_seeded(100_000, 7), game="plo")
    assert [p["equity"] for p in doc["players"]] == api.equities
    assert doc["players"][0]["std_error"] > 0
    board = xiapl("equity", "AsKs", "QdQc", "7h6h", "--board", "2c7d9h", "--dead", "5h", "--json")
    doc = json.loads(board.stdout)
    assert doc["board"] == "2c7d9h" and doc["dead"] == "5h" and doc["trials"] == math.comb(42, 2)


def test_cli_vs_random():
    out = xiapl("equity", "AsAh", "--vs-random", "1", "--board", "KsKhKd")
    assert out.returncode == 0, out.stderr
    assert "against 1 random opponent" in out.stdout and "exact:" in out.stdout
    doc = json.loads(xiapl("equity", "AsAh", "--vs-random", "3", "--json").stdout)
    assert doc["exact"] is False and doc["opponents"] == 3 and doc["seed"] == 0
    assert 0.6 < doc["players"][0]["equity"] < 0.68


@pytest.mark.parametrize(
    "args, fragment",
    [
        (["equity", "AsKs", "QdQc", "--board", "2c7d"], "3 (flop)"),
        (["equity", "AsKs"], "two or more hands"),
        (["equity", "AsKs", "AsQd"], 'As of "AsQd" (hand 2) is also held by "AsKs" (hand 1)'),
        (["equity", "AsKs", "QdQx"], "suit"),
        (["equity", "AsKs", "QdQc", "--exact", "--seed", "3"], "--seed is for Monte Carlo"),
        (["equity", "AsKs", "QdQc", "--iterations", "0"], "at least 1"),
        (["equity", "AsKs", "QdQc", "--game", "pinochle"], "unknown game"),
        (["equity", "AsKs", "QdQc", "--vs-random", "2"], "exactly one hand"),
        (["equity", "AsKs", "--vs-random", "30"], "opponents"),
        (["equity", "AsKs", "QdQc", "--threads", "-2"], "threads"),
    ],
)
def test_cli_bad_input_exits_2_with_the_reason(args, fragment):
    out = xiapl(*args)
    assert out.returncode == 2, (args, out.stdout)
    assert fragment in out.stderr, (args, out.stderr)
    assert "Traceback" not in out.stderr
