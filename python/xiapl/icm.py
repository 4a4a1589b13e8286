"""Tournament prize equity: the Independent Chip Model (Malmuth-Harville).

A player takes first place with probability stack / total chips, and each next
place the same way among the players left; a player's prize equity is the sum
of each place's payout times the chance of finishing there (docs/icm.md).

>>> [round(e, 2) for e in prize_equity([5000, 3000, 2000], [50, 30, 20])]
[38.39, 32.75, 28.86]

``stacks`` are positive chip counts, one per player still in; ``payouts`` the
prizes of the places still to be paid, first place first (at most one per
player, none larger than the place above). The exact form sums over the sets
of players who took the top places, never over finishing orders: for ``n``
players and ``m`` paid places, ``sum(k * C(n, k) for k in 1..m)`` terms, every
25-player field included; larger fields take ``iterations`` (a seeded Monte
Carlo that gives the same numbers at every thread count).
"""

from __future__ import annotations

import ctypes
import operator
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from . import _abi, _convert
from ._native import lib

__all__ = [
    "ICM_MAX_EXACT_PLAYERS",
    "BubbleFactor",
    "IcmEstimate",
    "ShoveCall",
    "bubble_factor",
    "prize_equity",
    "prize_equity_monte_carlo",
    "shove_call",
]

#: Fields with more players than this are beyond the exact form.
ICM_MAX_EXACT_PLAYERS: int = _abi.ICM_MAX_EXACT_PLAYERS

_MAX_THREADS = 256


class IcmEstimate(NamedTuple):
    """A Monte Carlo estimate of every player's prize equity."""

    equity: tuple[float, ...]  #: mean payout of each player over the sampled finishing orders
    std_error: tuple[float, ...]  #: standard error of each mean
    iterations: int  #: finishing orders drawn
    seed: int  #: the seed they were drawn from

    def __repr__(self) -> str:
        worst = max(self.std_error, default=0.0)
        return (
            f"IcmEstimate({len(self.equity)} players, {self.iterations} orders, seed {self.seed}, "
            f"largest std error {worst:.6g})"
        )


class BubbleFactor(NamedTuple):
    """What an all-in for the smaller of two stacks is worth to ``player`` in prize money."""

    equity: float  #: the player's prize equity now
    equity_win: float  #: after winning the all-in
    equity_lose: float  #: after losing it (a busted player finishes below everyone still in)
    factor: float  #: (equity - equity_lose) / (equity_win - equity); inf when winning gains nothing
    break_even: float  #: factor / (1 + factor): the chance of winning needed to break even
    risk_premium: float  #: break_even - 0.5


class ShoveCall(NamedTuple):
    """Every player's prize equity in each outcome of a shove and a call or fold."""

    fold: tuple[float, ...]  #: the caller folds: the shover takes the pot
    call_win: tuple[float, ...]  #: the caller calls and wins
    call_lose: tuple[float, ...]  #: the caller calls and loses
    call_split: tuple[float, ...]  #: the caller calls and the pot is split
    call: tuple[float, ...]  #: calling, weighted by the caller's win and tie chances
    break_even: float  #: the caller's showdown equity (ties half) at which calling equals folding
    caller: int  #: the caller's index

    @property
    def call_gain(self) -> float:
        """The caller's prize equity of calling minus folding (positive: call)."""
        return self.call[self.caller] - self.fold[self.caller]

    @property
    def should_call(self) -> bool:
        """True when calling is worth more to the caller than folding."""
        return self.call_gain > 0


def _doubles(values: object, what: str) -> tuple[Any, int]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise TypeError(f"{what} must be a sequence of numbers, not {type(values).__name__}")
    items = list(values)
    out = (ctypes.c_double * max(1, len(items)))()
    for i, value in enumerate(items):
        if isinstance(value, bool) or (not isinstance(value, (int, float)) and not hasattr(value, "__float__")):
            raise TypeError(f"{what}[{i}] is {value!r}; give a number")
        try:
            out[i] = float(value)
        except (OverflowError, ValueError) as e:
            raise ValueError(f"{what}[{i}] is {value!r}, not a finite number: {e}") from None
    return out, len(items)


def _index(value: object, what: str) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be a player index (an int), not {type(value).__name__}")
    index = operator.index(value)
    if index < 0:
        raise ValueError(f"{what} is {index}; player indices start at 0")
    return index


def _threads(threads: object) -> int:
    if threads is None:
        return 0
    if isinstance(threads, bool) or not hasattr(threads, "__index__"):
        raise TypeError(f"threads must be an int or None, not {type(threads).__name__}")
    count = operator.index(threads)
    if not 0 <= count <= _MAX_THREADS:
        raise ValueError(f"threads is {count}; give 0 or None (one per CPU) or 1 .. {_MAX_THREADS}")
    return count


def _exact(stacks: object, payouts: object) -> tuple[float, ...]:
    s, n = _doubles(stacks, "stacks")
    p, m = _doubles(payouts, "payouts")
    out = (ctypes.c_double * max(1, n))()
    length = ctypes.c_uint64()
    lib.xiapl_icm_exact(s, n, p, m, out, n, ctypes.byref(length))
    return tuple(out[:n])


def prize_equity_monte_carlo(
    stacks: Sequence[float],
    payouts: Sequence[float],
    iterations: int,
    *,
    seed: int = 0,
    threads: int | None = None,
) -> IcmEstimate:
    """Every player's prize equity from ``iterations`` finishing orders drawn from
    ``seed``, with its standard error. The same seed gives bit-identical numbers
    at every ``threads`` (None or 0: one per CPU)."""
    if isinstance(iterations, bool) or not hasattr(iterations, "__index__"):
        raise TypeError(f"iterations must be an int, not {type(iterations).__name__}")
    count = operator.index(iterations)
    if not 2 <= count < 1 << 64:
        raise ValueError(f"iterations is {count}; give at least 2 (a standard error needs two samples)")
    seed_value = _convert.to_uint64(seed, "seed")
    workers = _threads(threads)
    s, n = _doubles(stacks, "stacks")
    p, m = _doubles(payouts, "payouts")
    equity = (ctypes.c_double * max(1, n))()
    error = (ctypes.c_double * max(1, n))()
    length = ctypes.c_uint64()
    lib.xiapl_icm_monte_carlo(s, n, p, m, count, seed_value, workers, equity, error, n, ctypes.byref(length))
    return IcmEstimate(tuple(equity[:n]), tuple(error[:n]), count, seed_value)


def prize_equity(
    stacks: Sequence[float],
    payouts: Sequence[float],
    *,
    iterations: int | None = None,
    seed: int | None = None,
    threads: int | None = None,
) -> tuple[float, ...]:
    """One prize equity per player, in the order of ``stacks``: exact when
    ``iterations`` is None, otherwise the mean of ``iterations`` seeded
    finishing orders (``seed`` None means 0; ``prize_equity_monte_carlo`` also gives the
    standard errors).

    Raises ``InvalidArgumentError`` (a ``ValueError``) for a stack that is not
    a positive number, payouts that are empty, longer than the field, negative
    or rising, and ``LimitExceededError`` for a field too large for the exact
    form (give ``iterations``).
    """
    if iterations is None:
        if seed is not None or threads is not None:
            raise ValueError("seed and threads apply to the Monte Carlo form: give iterations too")
        return _exact(stacks, payouts)
    return prize_equity_monte_carlo(
        stacks, payouts, iterations, seed=0 if seed is None else seed, threads=threads
    ).equity


def bubble_factor(stacks: Sequence[float], payouts: Sequence[float], player: int, opponent: int) -> BubbleFactor:
    """The bubble factor and risk premium of ``player`` in an all-in against
    ``opponent`` for the smaller of their stacks (exact form)."""
    s, n = _doubles(stacks, "stacks")
    p, m = _doubles(payouts, "payouts")
    now, win, lose, factor, be, premium = (ctypes.c_double() for _ in range(6))
    lib.xiapl_icm_bubble_factor(
        s,
        n,
        p,
        m,
        _index(player, "player"),
        _index(opponent, "opponent"),
        ctypes.byref(now),
        ctypes.byref(win),
        ctypes.byref(lose),
        ctypes.byref(factor),
        ctypes.byref(be),
        ctypes.byref(premium),
    )
    return BubbleFactor(now.value, win.value, lose.value, factor.value, be.value, premium.value)


def shove_call(
    stacks: Sequence[float],
    payouts: Sequence[float],
    shover: int,
    caller: int,
    win: float,
    tie: float = 0.0,
    *,
    posted: Sequence[float] | None = None,
) -> ShoveCall:
    """Prize equity of every player when ``shover`` goes all in and ``caller``
    calls or folds (everyone else has folded). ``stacks`` are the stacks at the
    start of the hand, ``posted`` what each player had already put in (blinds,
    antes; part of the stack; default none). ``win`` and ``tie`` are the
    caller's showdown chances, from ``calculate_equity`` or
    ``calculate_range_equity``."""
    s, n = _doubles(stacks, "stacks")
    p, m = _doubles(payouts, "payouts")
    posts, count = _doubles([0.0] * n if posted is None else posted, "posted")
    if count != n:
        raise ValueError(f"posted has {count} amounts but stacks has {n}; give one per player (0 for none)")
    for name, value in (("win", win), ("tie", tie)):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"{name} must be a probability (a float 0 .. 1), not {value!r}")
    rows = (ctypes.c_double * max(1, n * _abi.ICM_ROWS))()
    length = ctypes.c_uint64()
    be = ctypes.c_double()
    caller_index = _index(caller, "caller")
    lib.xiapl_icm_shove_call(
        s,
        n,
        p,
        m,
        posts,
        _index(shover, "shover"),
        caller_index,
        float(win),
        float(tie),
        rows,
        n * _abi.ICM_ROWS,
        ctypes.byref(length),
        ctypes.byref(be),
    )

    def row(r: int) -> tuple[float, ...]:
        return tuple(rows[r * n : (r + 1) * n])

    return ShoveCall(
        row(_abi.ICM_ROW_FOLD),
        row(_abi.ICM_ROW_CALL_WIN),
        row(_abi.ICM_ROW_CALL_LOSE),
        row(_abi.ICM_ROW_CALL_SPLIT),
        row(_abi.ICM_ROW_CALL),
        be.value,
        caller_index,
    )
