"""icm.json: tournament prize equity (xiapl.icm), for generate.py.

Every exact field of up to 8 players is checked against pokerkit's
``calculate_icm`` (PyPI, a sum over every finishing order) to 1e-12, larger
ones against a memoized recursion over the set of players still to place
written here (an independent implementation); each Monte Carlo row against
a rerun at 3 threads (bit-identical) and against the exact equity (within 5
standard errors); each bubble factor and shove/call outcome against pokerkit
on the stacks after the hand (a busted player takes the first unpaid-or-last
place below the players still in).
"""

from __future__ import annotations

import math
import random
from functools import cache
from typing import Any

from pokerkit import calculate_icm

from xiapl import icm
from xiapl.errors import XiaplError


class IcmVectorError(Exception):
    """The library and the oracle disagree."""


def _expect(condition: bool, what: str) -> None:
    if not condition:
        raise IcmVectorError(what)


def _close(a: float, b: float, scale: float = 1.0) -> bool:
    return abs(a - b) <= 1e-12 * max(1.0, scale)


def oracle(stacks: list[float], payouts: list[float]) -> list[float]:
    """Malmuth-Harville by recursion over the set of players still to place."""
    n = len(stacks)
    if n <= 8:
        return list(calculate_icm(payouts, stacks))

    @cache
    def place(left: frozenset[int], k: int) -> tuple[float, ...]:
        # Expected payout of each player from place k on, given `left` are still unplaced.
        out = [0.0] * n
        if k >= len(payouts) or not left:
            return tuple(out)
        chips = sum(stacks[i] for i in left)
        for j in left:
            p = stacks[j] / chips
            out[j] += p * payouts[k]
            rest = place(left - {j}, k + 1)
            for i in left - {j}:
                out[i] += p * rest[i]
        return tuple(out)

    return list(place(frozenset(range(n)), 0))


def oracle_after(after: list[float], before: list[float], payouts: list[float]) -> list[float]:
    """Prize equity when some players hold nothing: they finish below the rest, bigger start higher."""
    alive = [i for i, s in enumerate(after) if s > 0]
    busted = sorted((i for i, s in enumerate(after) if s <= 0), key=lambda i: -before[i])
    out = [0.0] * len(after)
    live_payouts = payouts[: len(alive)]
    if any(live_payouts):
        for i, e in zip(alive, oracle([after[i] for i in alive], live_payouts), strict=True):
            out[i] = e
    for b, i in enumerate(busted):
        if len(alive) + b < len(payouts):
            out[i] = payouts[len(alive) + b]
    return out


def _field(rng: random.Random, n: int, paid: int | None = None) -> tuple[list[float], list[float]]:
    stacks: list[float] = [float(rng.randint(1, 200) * 50) for _ in range(n)]
    if rng.random() < 0.3:
        stacks[rng.randrange(n)] += 0.5
    m = paid if paid is not None else rng.randint(1, n)
    payouts = sorted((float(rng.randint(1, 1000)) for _ in range(m)), reverse=True)
    return stacks, payouts


def _status(call: Any) -> str:
    try:
        call()
    except XiaplError as error:
        return error.status_name
    raise IcmVectorError(f"{call} was expected to fail")


def build_icm() -> dict[str, Any]:
    rng = random.Random(20261205)
    exact_rows = []
    fields = [_field(rng, 2 + i % 7) for i in range(21)]
    fields += [_field(rng, 10, 4), _field(rng, 12, 6), ([float(1000 + 97 * i) for i in range(25)], [10.0, 6.0, 4.0])]
    fields.append(([5000.0, 5000.0, 1000.0, 1000.0], [50.0, 30.0, 20.0]))
    fields.append(([1500.0] * 6, [40.0, 40.0, 20.0]))  # equal prizes (a satellite), equal stacks
    for stacks, payouts in fields:
        got = list(icm.prize_equity(stacks, payouts))
        want = oracle(stacks, payouts)
        scale = max(payouts)
        for a, b in zip(got, want, strict=True):
            _expect(_close(a, b, scale), f"exact {stacks} {payouts}: {got} != {want}")
        _expect(_close(sum(got), sum(payouts), 10 * scale), f"exact {stacks}: the equities add up to {sum(got)}")
        exact_rows.append({"stacks": stacks, "payouts": payouts, "equity": got})

    mc_rows = []
    for n, m, iterations, seed, threads in [(6, 3, 5000, 1, 2), (15, 5, 20000, 2, 4), (40, 5, 3000, 3, 1)]:
        stacks, _ = _field(rng, n)
        payouts = [float(100 - 10 * k) for k in range(m)]
        est = icm.prize_equity_monte_carlo(stacks, payouts, iterations, seed=seed, threads=threads)
        again = icm.prize_equity_monte_carlo(stacks, payouts, iterations, seed=seed, threads=3)
        _expect(est == again, f"monte carlo {n} players: not bit-identical at 3 threads")
        exact = icm.prize_equity(stacks, payouts)
        for e, x, se in zip(est.equity, exact, est.std_error, strict=True):
            _expect(abs(e - x) <= 5 * se, f"monte carlo {n} players: {e} vs exact {x} (se {se})")
        mc_rows.append(
            {
                "stacks": stacks,
                "payouts": payouts,
                "iterations": iterations,
                "seed": str(seed),
                "threads": threads,
                "equity": list(est.equity),
                "std_error": list(est.std_error),
            }
        )

    bubble_rows = []
    for stacks, payouts, player, opponent in [
        ([5000.0, 5000.0, 1000.0, 1000.0], [50.0, 30.0, 20.0], 0, 1),
        ([7000.0, 4500.0, 2500.0, 1000.0], [50.0, 30.0, 20.0], 1, 0),
        ([7000.0, 4500.0, 2500.0, 1000.0], [50.0, 30.0, 20.0], 3, 0),
        ([3000.0, 2000.0, 1000.0], [100.0], 0, 2),
        ([800.0, 1200.0, 2500.0, 3000.0, 4100.0, 900.0], [45.0, 27.0, 18.0, 10.0], 4, 2),
    ]:
        bf = icm.bubble_factor(stacks, payouts, player, opponent)
        e = min(stacks[player], stacks[opponent])
        win, lose = list(stacks), list(stacks)
        win[player] += e
        win[opponent] -= e
        lose[player] -= e
        lose[opponent] += e
        now = oracle(stacks, payouts)[player]
        ew = oracle_after(win, stacks, payouts)[player]
        el = oracle_after(lose, stacks, payouts)[player]
        _expect(_close(bf.equity, now, 100) and _close(bf.equity_win, ew, 100) and _close(bf.equity_lose, el, 100),
                f"bubble {stacks}: {bf} vs {(now, ew, el)}")  # fmt: skip
        _expect(math.isclose(bf.factor, (now - el) / (ew - now), rel_tol=1e-9), f"bubble factor {stacks}")
        bubble_rows.append(
            {"stacks": stacks, "payouts": payouts, "player": player, "opponent": opponent, **bf._asdict()}
        )

    shove_rows = []
    for stacks, payouts, posted, shover, caller, win, tie in [
        ([7000.0, 4500.0, 2500.0, 1000.0], [50.0, 30.0, 20.0], [150.0, 300.0, 0.0, 0.0], 0, 1, 0.72, 0.015),
        ([3000.0, 4000.0, 2000.0, 1000.0], [50.0, 30.0, 20.0], [100.0, 200.0, 25.0, 25.0], 0, 1, 0.45, 0.02),
        ([2000.0, 9000.0, 6000.0], [65.0, 35.0], [50.0, 100.0, 0.0], 1, 0, 0.5, 0.0),
        (
            [1000.0, 1000.0, 5000.0, 8000.0, 3000.0],
            [40.0, 25.0, 20.0, 15.0],
            [0.0, 200.0, 100.0, 0.0, 0.0],
            3,
            4,
            0.3,
            0.1,
        ),
    ]:
        sc = icm.shove_call(stacks, payouts, shover, caller, win, tie, posted=posted)
        dead = sum(p for i, p in enumerate(posted) if i not in (shover, caller))
        base = [
            s - (p if i not in (shover, caller) else 0) for i, (s, p) in enumerate(zip(stacks, posted, strict=True))
        ]
        e = min(stacks[shover], stacks[caller])
        outcomes = {"fold": list(base), "call_win": list(base), "call_lose": list(base), "call_split": list(base)}
        outcomes["fold"][caller] -= posted[caller]
        outcomes["fold"][shover] += dead + posted[caller]
        outcomes["call_win"][caller] += e + dead
        outcomes["call_win"][shover] -= e
        outcomes["call_lose"][shover] += e + dead
        outcomes["call_lose"][caller] -= e
        outcomes["call_split"][shover] += dead / 2
        outcomes["call_split"][caller] += dead / 2
        for name, after in outcomes.items():
            want = oracle_after(after, stacks, payouts)
            got = getattr(sc, name)
            _expect(all(_close(a, b, 100) for a, b in zip(got, want, strict=True)), f"shove {name}: {got} != {want}")
        w, lo, f = sc.call_win[caller], sc.call_lose[caller], sc.fold[caller]
        _expect(_close(sc.break_even * w + (1 - sc.break_even) * lo, f, 100), f"shove break-even {stacks}")
        shove_rows.append(
            {
                "stacks": stacks,
                "payouts": payouts,
                "posted": posted,
                "shover": shover,
                "caller": caller,
                "win": win,
                "tie": tie,
                "fold": list(sc.fold),
                "call_win": list(sc.call_win),
                "call_lose": list(sc.call_lose),
                "call_split": list(sc.call_split),
                "call": list(sc.call),
                "break_even": sc.break_even,
            }
        )

    errors = []
    for stacks, payouts in [
        ([100.0, 0.0, 50.0], [60.0, 40.0]),
        ([100.0, -5.0], [1.0]),
        ([100.0, 200.0], [3.0, 2.0, 1.0]),
        ([100.0, 200.0, 300.0], [30.0, 70.0]),
        ([100.0, 200.0], [30.0, -1.0]),
        ([100.0, 200.0], []),
        ([], [1.0]),
        ([100.0] * 30, [1.0] * 30),
    ]:
        status = _status(lambda s=stacks, p=payouts: icm.prize_equity(s, p))  # type: ignore[misc]
        errors.append({"call": "exact", "stacks": stacks, "payouts": payouts, "status": status})
    errors.append(
        {
            "call": "monte_carlo",
            "stacks": [100.0, 0.0],
            "payouts": [1.0],
            "iterations": 100,
            "seed": "0",
            "threads": 1,
            "status": _status(lambda: icm.prize_equity_monte_carlo([100.0, 0.0], [1.0], 100)),
        }
    )
    errors.append(
        {
            "call": "bubble_factor",
            "stacks": [100.0, 200.0, 300.0],
            "payouts": [2.0, 1.0],
            "player": 1,
            "opponent": 1,
            "status": _status(lambda: icm.bubble_factor([100.0, 200.0, 300.0], [2.0, 1.0], 1, 1)),
        }
    )
    errors.append(
        {
            "call": "shove_call",
            "stacks": [100.0, 200.0, 300.0],
            "payouts": [2.0, 1.0],
            "posted": [0.0, 250.0, 0.0],
            "shover": 0,
            "caller": 1,
            "win": 0.5,
            "tie": 0.0,
            "status": _status(
                lambda: icm.shove_call([100.0, 200.0, 300.0], [2.0, 1.0], 0, 1, 0.5, 0.0, posted=[0.0, 250.0, 0.0])
            ),
        }
    )
    return {
        "format": 1,
        "exact": exact_rows,
        "monte_carlo": mc_rows,
        "bubble": bubble_rows,
        "shove_call": shove_rows,
        "errors": errors,
    }
