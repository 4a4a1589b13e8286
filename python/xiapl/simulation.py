"""Equity: exact enumeration and reproducible Monte Carlo, multiway, with dead
cards, for Hold'em and Omaha; and one hand against unknown opponents.

    >>> from xiapl.simulation import calculate_equity, SimulationOptions
    >>> r = calculate_equity(["AsKs", "QdQc"], 0, SimulationOptions.exact())
    >>> r.exact, r.trials, [round(p.equity, 4) for p in r.players]
    (True, 1712304, [0.4621, 0.5379])

Hands, boards and dead cards are int card masks (bit ``id`` set, see
``xiapl.utils.cards_to_mask``) or anything ``cards_to_mask`` accepts, such as
``"AsKs"``. A seeded Monte Carlo run (``SimulationOptions.mc_seeded``) gives
bit-identical results at every ``threads`` value and on every platform;
docs/equity.md specifies the random draw.

The calls release the GIL: other Python threads keep running during a long
call. Ctrl-C stops a running call cleanly (the call raises KeyboardInterrupt
within about 20 ms); so does an exception raised by a ``progress`` callback,
which then propagates.
"""

from __future__ import annotations

import ctypes
import itertools
import mmap
import operator
import signal
import struct
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from types import FrameType, TracebackType
from typing import Any, NamedTuple

from . import _abi, _convert
from ._enum import NamedIntEnum
from ._native import lib
from .card import Card
from .errors import CancelledError, LimitExceededError
from .eval import HandCategory
from .game import GameType, as_game

__all__ = [
    "CategoryBreakdown",
    "EquityResult",
    "GameType",
    "PlayerEquity",
    "PlayerSplit",
    "SimulationMode",
    "SimulationOptions",
    "calculate_equity",
    "calculate_equity_vs_random",
    "max_players",
]

CardsLike = int | str | Card | Iterable[Card | str | int]
ProgressCallback = Callable[[int, int], object]

#: Monte Carlo runs in chunks of this many trials, each with its own seeded stream.
CHUNK_TRIALS = _abi.EQUITY_CHUNK_TRIALS
#: The most worker threads a call starts.
MAX_THREADS = _abi.EQUITY_MAX_THREADS
_MAX_ITERATIONS = 1 << 63


class SimulationMode(NamedIntEnum):
    """How a call counts deals (values match XIAPL_EQUITY_*)."""

    Exact = _abi.EQUITY_EXACT  #: every possible deal, weighted exactly
    MonteCarlo = _abi.EQUITY_MONTE_CARLO  #: ``iterations`` random deals (exact instead when that covers every deal)
    Auto = _abi.EQUITY_AUTO  #: exact when tractable, else Monte Carlo with ``iterations`` deals

    def __call__(self) -> SimulationMode:
        """The member itself: ``options.effective_mode()`` reads like ``options.effective_mode``."""
        return self


@dataclass
class SimulationOptions:
    """How to count deals: ``iterations`` 0 enumerates every deal exactly; more
    than 0 runs that many Monte Carlo deals from ``seed`` (reproducible bit for
    bit when ``deterministic``; otherwise a fresh seed each call).
    ``threads`` (0 = one per CPU, 1 = the calling thread, N = N workers, at most
    64) only changes the speed, never a result.

    The factories set the usual combinations: ``exact()``, ``mc_random(n)``,
    ``mc_seeded(n, seed)``, and ``auto()`` (keyword ``auto_exact=True``: exact
    where that is cheap, otherwise ``iterations`` seeded Monte Carlo deals).
    ``effective_mode`` says which of these the fields select.
    """

    iterations: int = 0
    seed: int = 0
    deterministic: bool = True
    threads: int = 0
    auto_exact: bool = field(default=False, kw_only=True)

    @classmethod
    def exact(cls, *, threads: int = 0) -> SimulationOptions:
        """Enumerate every deal."""
        return cls(0, threads=threads)

    @classmethod
    def mc_random(cls, iterations: int, *, threads: int = 0) -> SimulationOptions:
        """Monte Carlo from a fresh seed each call (``EquityResult.seed`` says which)."""
        return cls(_monte_carlo_iterations(iterations), 0, False, threads)

    @classmethod
    def mc_seeded(cls, iterations: int, seed: int, *, threads: int = 0) -> SimulationOptions:
        """Monte Carlo that repeats bit for bit: same seed, same result, any thread count."""
        return cls(_monte_carlo_iterations(iterations), seed, True, threads)

    @classmethod
    def auto(cls, iterations: int = 1_000_000, seed: int = 0, *, threads: int = 0) -> SimulationOptions:
        """Exact where tractable, otherwise seeded Monte Carlo with ``iterations`` deals."""
        return cls(iterations, seed, True, threads, auto_exact=True)

    @property
    def effective_mode(self) -> SimulationMode:
        """Exact for ``iterations == 0``, Monte Carlo for more, Auto when ``auto_exact`` is set.

        An attribute that may also be called: ``options.effective_mode()`` gives the same member.
        """
        if self.auto_exact:
            return SimulationMode.Auto
        return SimulationMode.MonteCarlo if self.iterations > 0 else SimulationMode.Exact

    @property
    def mode(self) -> SimulationMode:
        """The same as ``effective_mode``."""
        return self.effective_mode


def _monte_carlo_iterations(iterations: object) -> int:
    if type(iterations) is not int and not hasattr(iterations, "__index__"):
        raise TypeError(f"iterations must be an int, not {type(iterations).__name__}")
    count = operator.index(iterations)
    if isinstance(iterations, bool) or not 1 <= count <= _MAX_ITERATIONS:
        raise ValueError(
            f"iterations must be between 1 and 2**63 for Monte Carlo, got {iterations!r}; "
            "SimulationOptions.exact() enumerates every deal instead"
        )
    return count


_DEFAULT_OPTIONS = SimulationOptions()  # exact, read only


class PlayerEquity(NamedTuple):
    """One player's share: ``equity`` = ``win`` + each split pot's share."""

    equity: float  #: expected share of the pot
    win: float  #: fraction of deals won outright
    tie: float  #: fraction of deals whose pot this player splits
    std_error: float  #: Monte Carlo standard error of ``equity`` (0 when exact)

    def __repr__(self) -> str:
        error = f" ± {self.std_error:.5f}" if self.std_error else ""
        return f"PlayerEquity(equity={self.equity:.5f}{error}, win={self.win:.5f}, tie={self.tie:.5f})"


class PlayerSplit(NamedTuple):
    """How one player's share was won. In a hi/lo game half of each pot goes to
    the best high hand and half to the best qualifying low (all to the high
    hands when no low qualifies); in the other games ``high_share`` is the
    equity, ``low_share`` 0 and ``scoop`` the win rate."""

    scoop: float  #: fraction of deals whose whole pot this player took alone
    high_share: float  #: share of the pot won with the main (high) ranking
    low_share: float  #: share won with the low half; high_share + low_share = equity


class CategoryBreakdown(NamedTuple):
    """One player's (or range's) wins and splits by the category of the winning hand:
    ``win[c]`` is the fraction of deals won alone, ``tie[c]`` the fraction split, the best
    hand being of ``HandCategory`` c. ``sum(win)`` is the player's win, ``sum(tie)`` its tie."""

    win: tuple[float, ...]  #: nine fractions, indexed by HandCategory
    tie: tuple[float, ...]  #: nine fractions, indexed by HandCategory

    def rows(self) -> list[tuple[HandCategory, float, float]]:
        """(category, win, tie) for every category, weakest first."""
        return [(c, self.win[c], self.tie[c]) for c in HandCategory]


class EquityResult(NamedTuple):
    """The result of ``calculate_equity`` or ``calculate_equity_vs_random`` (immutable)."""

    players: tuple[PlayerEquity, ...]  #: one per player (vs random: the hero alone)
    trials: int  #: deals counted (every deal when exact)
    exact: bool  #: True when every deal was counted
    chop_rate: float  #: fraction of deals with a split pot
    seed: int  #: the Monte Carlo seed used (0 when exact)
    evaluated: int  #: deals, or classes of deals, actually evaluated
    splits: tuple[PlayerSplit, ...] = ()  #: per player, how the share was won (scoops, high and low halves)
    breakdown: tuple[CategoryBreakdown, ...] = ()  #: ``breakdown=True``: per player, by winning category

    @property
    def equities(self) -> list[float]:
        return [p.equity for p in self.players]

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, seed {self.seed}"
        shares = ", ".join(f"{p.equity:.4f}" for p in self.players)
        return f"EquityResult([{shares}], trials={self.trials}, {how}, chop_rate={self.chop_rate:.4f})"


def max_players(game: GameType | str = GameType.Holdem) -> int:
    """The most players one deck deals with a full board: 23, or 11, 9, 7 for Omaha 4, 5, 6."""
    out = ctypes.c_int32()
    lib.xiapl_equity_max_players(as_game(game), ctypes.byref(out))
    return out.value


_MAX_PLAYERS: dict[GameType, int] = {g: max_players(g) for g in GameType}

# --- the C structs -------------------------------------------------------------------

_ProgressFunction = _abi.xiapl_progress_fn
_Options = _abi.xiapl_equity_options
_Player = _abi.xiapl_player_equity
_Split = _abi.xiapl_player_split
_Summary = _abi.xiapl_equity_summary


# --- progress, Ctrl-C and callback errors --------------------------------------------
#
# One C callback serves every call; progress_user carries the call's number.
# Python runs signal handlers only between bytecodes of the main thread, and
# during a call that thread runs Python only inside the callback, so a
# KeyboardInterrupt raised there could escape the callback and be lost. So
# while a call runs on the main thread, SIGINT only sets a flag; the callback
# sees it and asks the library to cancel; once the call has returned, the
# previous handler is put back and given the signal.


class _Call:
    __slots__ = ("error", "interrupted", "progress")

    def __init__(self, progress: ProgressCallback | None) -> None:
        self.progress = progress
        self.error: BaseException | None = None
        self.interrupted = False


_calls: dict[int, _Call] = {}
_call_numbers = itertools.count(1)


def _hook(user: int | None, done: int, total: int) -> int:
    call = _calls.get(user or 0)
    if call is None:
        return 0
    if call.interrupted or call.error is not None:
        return 1
    if call.progress is not None:
        try:
            call.progress(done, total)
        except BaseException as exc:
            call.error = exc
            return 1
    return 0


_HOOK = _ProgressFunction(_hook)


class _Guard:
    """Registers a call for the hook and routes Ctrl-C to it (main thread only)."""

    def __init__(self, call: _Call) -> None:
        self.call = call
        self.number = next(_call_numbers)
        self.previous: Any = None
        self.installed = False

    def _on_sigint(self, signum: int, frame: FrameType | None) -> None:
        self.call.interrupted = True

    def __enter__(self) -> _Guard:
        _calls[self.number] = self.call
        if threading.current_thread() is threading.main_thread():
            previous = signal.getsignal(signal.SIGINT)
            if previous not in (signal.SIG_IGN, None):
                self.previous = previous
                signal.signal(signal.SIGINT, self._on_sigint)
                self.installed = True
        return self

    def __exit__(
        self, kind: type[BaseException] | None, value: BaseException | None, traceback: TracebackType | None
    ) -> None:
        del _calls[self.number]
        if self.installed:
            signal.signal(signal.SIGINT, self.previous)
        if self.call.interrupted:
            if self.previous is signal.default_int_handler or not self.installed:
                raise KeyboardInterrupt
            if callable(self.previous):
                self.previous(signal.SIGINT, None)
            else:
                signal.raise_signal(signal.SIGINT)
        if self.call.error is not None:
            raise self.call.error
        return None


_OPTIONS_SIZE = ctypes.sizeof(_Options)
_Breakdown = _abi.xiapl_category_breakdown


def _breakdown_array(wanted: object, count: int) -> Any:
    """An array for ``count`` breakdowns when ``wanted`` (a bool), else None."""
    if type(wanted) is not bool:
        raise TypeError(f"breakdown must be True or False, not {type(wanted).__name__}")
    return (_Breakdown * max(count, 1))() if wanted else None


def _breakdowns(array: Any, count: int) -> tuple[CategoryBreakdown, ...]:
    if array is None:
        return ()
    return tuple([CategoryBreakdown(tuple(b.win), tuple(b.tie)) for b in array[:count]])


_LONG_RUN = 4 * CHUNK_TRIALS  # Monte Carlo trials from which a call gets the hook (about 4 ms and up)
_SUMMARY_SIZE = ctypes.sizeof(_Summary)


def _run(
    call: Callable[[Any], None],
    options: SimulationOptions | None,
    progress: ProgressCallback | None,
    may_be_long: bool,
    breakdown: Any = None,
) -> None:
    """Builds the options struct and makes the one foreign call, with the hook when it may matter;
    ``breakdown``, an array of ``xiapl_category_breakdown`` the call fills, asks for the breakdown."""
    opts = options if options is not None else _DEFAULT_OPTIONS
    if type(opts) is not SimulationOptions and not isinstance(opts, SimulationOptions):
        raise TypeError(f"options must be a SimulationOptions, not {type(opts).__name__}")
    iterations, seed, threads = opts.iterations, opts.seed, opts.threads
    if type(iterations) is int and not 0 <= iterations <= _MAX_ITERATIONS:
        raise ValueError(f"iterations is 0 (exact) or a number of Monte Carlo deals up to 2**63, got {iterations}")
    if type(threads) is int and not 0 <= threads <= 0xFFFFFFFF:
        raise ValueError(f"threads must be 0 (one per CPU) or a number of worker threads, got {threads}")
    if not (type(iterations) is int and type(seed) is int and type(threads) is int and 0 <= seed < 1 << 64):
        iterations = _convert.to_uint64(iterations, "iterations")
        seed = _convert.to_uint64(seed, "seed")
        threads = _convert.to_uint64(threads, "threads")
        if iterations > _MAX_ITERATIONS:
            raise ValueError(f"iterations is 0 (exact) or a number of Monte Carlo deals up to 2**63, got {iterations}")
        if threads > 0xFFFFFFFF:
            raise ValueError(f"threads must be 0 (one per CPU) or a positive count, got {threads}")
    mode = opts.effective_mode
    if mode is SimulationMode.Auto and iterations == 0:
        raise ValueError("auto mode needs iterations >= 1: the Monte Carlo deals it runs when exact is too long")
    raw = _Options(_OPTIONS_SIZE, mode, iterations, seed, 1 if opts.deterministic else 0, threads)
    if breakdown is not None:
        raw.breakdown = ctypes.cast(breakdown, ctypes.POINTER(_Breakdown))
    # Calls that take milliseconds skip the hook and the SIGINT swap (about 10 us).
    short = iterations < _LONG_RUN if mode is SimulationMode.MonteCarlo else not may_be_long
    try:
        if progress is None and short:
            call(ctypes.byref(raw))
            return
        state = _Call(progress)
        guard = _Guard(state)
        raw.progress = _HOOK
        raw.progress_user = guard.number
        with guard:
            try:
                call(ctypes.byref(raw))
            except CancelledError:
                if state.interrupted or state.error is not None:
                    return  # the guard raises KeyboardInterrupt or the callback's error
                raise
    except LimitExceededError as exc:
        raise _python_limit_error(exc) from None


def _python_limit_error(exc: LimitExceededError) -> LimitExceededError:
    """The library's "too long to count" in the options a Python caller passes."""
    text = str(exc)
    if "auto mode" not in text or "SimulationOptions" in text:
        return exc
    error = LimitExceededError(
        f"{text} (in Python: options=SimulationOptions.auto(), exact when quick and else "
        "Monte Carlo, or SimulationOptions.mc_seeded(iterations, seed))"
    )
    error.library_message = text  # type: ignore[attr-defined]  # the command line words its own hint
    return error


def _mask(value: CardsLike, what: str) -> int:
    return value if type(value) is int and 0 <= value < 1 << 64 else _convert.cards_mask(value, what)


def _result(players: Sequence[_Player], summary: _Summary) -> EquityResult:
    return EquityResult(
        tuple([PlayerEquity(p.equity, p.win, p.tie, p.std_error) for p in players]),
        summary.trials,
        bool(summary.exact),
        summary.chop_rate,
        summary.seed,
        summary.evaluated,
    )


def _flat_result(values: Sequence[float], summary: _Summary, split_values: Sequence[float] = ()) -> EquityResult:
    """_result from the players' xiapl_player_equity structs read as one flat list of
    doubles, and their xiapl_player_split structs likewise (empty: derived, no low half)."""
    fields = iter(values)
    players = tuple(map(PlayerEquity._make, zip(fields, fields, fields, fields, strict=True)))
    if split_values:
        parts = iter(split_values)
        splits = tuple(map(PlayerSplit._make, zip(parts, parts, parts, strict=True)))
    else:
        splits = tuple([PlayerSplit(p.win, p.equity, 0.0) for p in players])
    return EquityResult(
        players, summary.trials, bool(summary.exact), summary.chop_rate, summary.seed, summary.evaluated, splits
    )


# xiapl_player_equity is four doubles with no padding, so an array of them is
# read back in one unpack rather than field by field.
_MOST_PLAYERS = 24  # more than any game deals; larger counts build their types on the fly
_PLAYERS = [_Player * n for n in range(_MOST_PLAYERS + 1)]
_UNPACK_PLAYERS = [struct.Struct(f"{4 * n}d").unpack_from for n in range(_MOST_PLAYERS + 1)]
_HOLES = [ctypes.c_uint64 * n for n in range(_MOST_PLAYERS + 1)]


def _player_doubles(players: Any, count: int) -> tuple[float, ...]:
    unpack = _UNPACK_PLAYERS[count] if count < len(_UNPACK_PLAYERS) else struct.Struct(f"{4 * count}d").unpack_from
    values: tuple[float, ...] = unpack(players)
    return values


def _refuse_ranges(hands: object, game: GameType) -> None:
    """Says that ``calculate_equity`` takes hands and ``xiapl.equity`` ranges, when a player's
    text is a range rather than cards (``["AKs", "QQ"]``)."""
    from ._input import shown
    from .range import try_parse_range

    if not isinstance(hands, (list, tuple)) or game.board_cards == 0:
        return
    for index, hand in enumerate(hands):
        if not isinstance(hand, str):
            continue
        try:
            _convert.card_ids(hand)
            continue  # cards: the library's own message says what is wrong with them
        except ValueError:
            pass
        if try_parse_range(hand, game)[0] is None:
            continue
        texts = [h if isinstance(h, str) else "..." for h in hands]
        raise ValueError(
            f"{shown(hand)} (player {index + 1}) is a range, not a hand: calculate_equity takes one exact hand "
            f"per player; xiapl.equity({', '.join(shown(t) for t in texts)}"
            + ("" if game is GameType.Holdem else f", game={game.key!r}")
            + ") takes hands or ranges"
        ) from None


# --- the calls -----------------------------------------------------------------------


def calculate_equity(
    hole_masks: Iterable[CardsLike],
    board: CardsLike = 0,
    options: SimulationOptions | None = None,
    *,
    game: GameType | str = GameType.Holdem,
    dead: CardsLike = 0,
    progress: ProgressCallback | None = None,
    breakdown: bool = False,
) -> EquityResult:
    """Each player's equity when the board (0, 3, 4 or 5 cards) is dealt out.

    ``hole_masks``: one hand per player (2 cards for Hold'em, 4, 5 or 6 for
    Omaha), up to ``max_players(game)``: a list of ``"AsKs"``, Card lists or
    masks, or a numpy array of masks. ``dead``: cards out of the deck.
    ``options``: ``SimulationOptions.exact()`` (the default), ``mc_seeded(n,
    seed)``, ``mc_random(n)``; Monte Carlo with at least as many iterations
    as there are boards enumerates instead (``exact`` is then True).
    ``progress(done, total)`` is called from time to time during a long call;
    an exception it raises cancels the call and propagates.

    ``breakdown=True`` also fills ``EquityResult.breakdown``: each player's
    wins and splits by the category of the winning hand (Hold'em and Omaha
    high; other games raise ``UnsupportedError``).

    Bad input raises ValueError (``InvalidArgumentError``) naming the problem;
    too many players raises ``LimitExceededError`` (also a ValueError).
    """
    kind = game if type(game) is GameType else as_game(game)
    try:
        masks = _convert.hand_masks(hole_masks, "hole_masks", "hole cards of player {}")
    except ValueError:
        _refuse_ranges(hole_masks, kind)
        raise
    board_mask = board if type(board) is int and 0 <= board < 1 << 64 else _mask(board, "board")
    dead_mask = dead if type(dead) is int and 0 <= dead < 1 << 64 else _mask(dead, "dead cards")
    count = len(masks)
    if 0 < _MAX_PLAYERS[kind] < count:  # before any worker starts (0: a draw game, refused by the library)
        raise LimitExceededError(
            f"calculate_equity: at most {_MAX_PLAYERS[kind]} players for {kind.display_name} (got {count}): "
            f"one deck deals no more {kind.display_name} hands"
        )
    holes = (_HOLES[count] if count < len(_HOLES) else ctypes.c_uint64 * count)(*masks)
    players = (_PLAYERS[count] if count < len(_PLAYERS) else _Player * count)()
    length = ctypes.c_uint64()
    summary = _Summary(_SUMMARY_SIZE)
    by_category = _breakdown_array(breakdown, count)
    if kind <= GameType.Plo6:

        def call(opts: Any) -> None:
            lib.xiapl_equity_calculate(
                kind,
                holes,
                count,
                board_mask,
                dead_mask,
                opts,
                players,
                count,
                ctypes.byref(length),
                ctypes.byref(summary),
            )

        _run(call, options, progress, may_be_long=False, breakdown=by_category)
        result = _flat_result(_player_doubles(players, count), summary)
        return result._replace(breakdown=_breakdowns(by_category, count)) if by_category is not None else result

    splits = (_Split * max(count, 1))()

    def call_split(opts: Any) -> None:
        lib.xiapl_equity_calculate_split(
            kind,
            holes,
            count,
            board_mask,
            dead_mask,
            opts,
            players,
            splits,
            count,
            ctypes.byref(length),
            ctypes.byref(summary),
        )

    _run(call_split, options, progress, may_be_long=True, breakdown=by_category)
    split_values = struct.Struct(f"{3 * count}d").unpack_from(splits)
    return _flat_result(_player_doubles(players, count), summary, split_values)


def calculate_equity_vs_random(
    hole_mask: CardsLike,
    board: CardsLike = 0,
    n_opponents: int = 1,
    options: SimulationOptions | None = None,
    *,
    game: GameType | str = GameType.Holdem,
    dead: CardsLike = 0,
    progress: ProgressCallback | None = None,
) -> EquityResult:
    """The equity of one hand against ``n_opponents`` players holding unknown cards.

    ``options`` defaults to ``SimulationOptions.auto()``: exact where
    tractable (Hold'em against one opponent on any street, two from the turn;
    Omaha-4 against one from the turn), otherwise a seeded Monte Carlo run of
    a million deals. ``SimulationOptions.exact()`` raises
    ``LimitExceededError`` when the enumeration is not tractable. The result
    holds one player, the hero.
    """
    hole = _mask(hole_mask, "hole cards")
    board_mask, dead_mask, kind = _mask(board, "board"), _mask(dead, "dead cards"), as_game(game)
    if isinstance(n_opponents, bool) or not isinstance(n_opponents, int):
        raise TypeError(f"n_opponents must be an int, not {type(n_opponents).__name__}")
    if n_opponents < 1:
        raise ValueError(f"n_opponents must be at least 1, got {n_opponents}")
    if n_opponents > 0xFFFFFFFF:
        raise LimitExceededError(
            f"{n_opponents} opponents; one deck deals at most {max_players(kind)} hands with a full board"
        )
    hero = _PLAYERS[1]()
    summary = _Summary(_SUMMARY_SIZE)

    def call(opts: Any) -> None:
        lib.xiapl_equity_vs_random(kind, hole, board_mask, dead_mask, n_opponents, opts, hero, ctypes.byref(summary))

    _run(call, options if options is not None else SimulationOptions.auto(), progress, may_be_long=True)
    result = _flat_result(_player_doubles(hero, 1), summary)
    # The call reports no halves; in a hi/lo game they cannot be derived from the equity.
    return result._replace(splits=()) if kind.is_hilo else result


# --- equity over ranges ----------------------------------------------------------------
#
# Appended section: range-vs-range and multiway range equity (docs/range_equity.md).


class RangeEquityMode(NamedIntEnum):
    """What ``calculate_range_equity`` computes (values match XIAPL_RANGE_EQUITY_*)."""

    PerCombo = _abi.RANGE_EQUITY_PER_COMBO  #: the aggregates and one row per combo of each range
    AggregateOnly = _abi.RANGE_EQUITY_AGGREGATE_ONLY  #: the aggregates alone (Monte Carlo samples whole deals)
    # Deprecated spellings, kept until 1.0: the same members under other names.
    PER_COMBO = _abi.RANGE_EQUITY_PER_COMBO
    AGGREGATE_ONLY = _abi.RANGE_EQUITY_AGGREGATE_ONLY


class ComboEquity(NamedTuple):
    """One combo's row: its equity against the other range.

    ``equity`` is NaN (and ``matchup_weight`` 0) for a combo that meets no
    opposing combo: it touches the board or dead cards, or collides with every
    opposing combo. ``matchup_weight``: exact, the summed weight of the opposing
    combos it meets; Monte Carlo, the number of sampled deals it was dealt in.
    """

    combo_mask: int
    weight: float
    equity: float
    matchup_weight: float


class _ComboRows(tuple[ComboEquity, ...]):
    """A range's per-combo rows: an immutable tuple that also compares equal to a
    list of the same rows, as the 0.1 API's lists did (``result.hero == []`` for
    an ``AggregateOnly`` result, which has no rows)."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, list):
            return list(self) == other
        return tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = tuple.__hash__

    def __reduce__(self) -> tuple[Any, tuple[tuple[ComboEquity, ...]]]:
        return (_ComboRows, (tuple(self),))


class RangeEquityResult(NamedTuple):
    """The result of ``calculate_range_equity`` (immutable)."""

    hero: tuple[ComboEquity, ...]  #: PerCombo: one row per hero combo, range order (else empty)
    villain: tuple[ComboEquity, ...]  #: PerCombo: one row per villain combo, range order (else empty)
    hero_aggregate_equity: float  #: weighted mean over the possible deals of combos
    villain_aggregate_equity: float
    aggregate_std_error: float  #: Monte Carlo standard error of the aggregates (0 when exact)
    trials: int  #: exact: boards counted over every pair; Monte Carlo: deals sampled
    matchups: int  #: exact: combo pairs enumerated; Monte Carlo: 0
    exact: bool
    seed: int  #: the Monte Carlo seed used (0 when exact)
    breakdown: tuple[CategoryBreakdown, ...] = ()  #: ``breakdown=True``: hero's and villain's, by winning category

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, seed {self.seed}, ± {self.aggregate_std_error:.5f}"
        return (
            f"RangeEquityResult(hero={self.hero_aggregate_equity:.4f}, "
            f"villain={self.villain_aggregate_equity:.4f}, trials={self.trials}, {how})"
        )


_ComboRow = _abi.xiapl_combo_equity
_RangeSummary = _abi.xiapl_range_equity_summary
_RANGE_SUMMARY_SIZE = ctypes.sizeof(_RangeSummary)


def _rows(count: int) -> Any:
    """Zeroed rows in an anonymous mapping: its pages cost memory only once the library
    writes them, so a call refused at once (the exact cap) allocates nothing for full ranges."""
    kind = _ComboRow * max(count, 1)
    return kind.from_buffer(mmap.mmap(-1, ctypes.sizeof(kind)))


def _ranges_of(values: Sequence[object], names: Sequence[str], game: GameType | str | None) -> list[Any]:
    """Each argument as a Range: Range objects as they are; text and hands read in ``game``,
    or when no game is given in the game of the Range objects given (Hold'em without one)."""
    from .range import Range, _as_range

    if game is None:
        game = next((v.game for v in values if isinstance(v, Range)), GameType.Holdem)
    return [_as_range(value, name, game) for value, name in zip(values, names, strict=True)]


def calculate_range_equity(
    hero: Any,
    villain: Any,
    board: CardsLike = 0,
    options: SimulationOptions | None = None,
    mode: RangeEquityMode | int = RangeEquityMode.PerCombo,
    *,
    game: GameType | str | None = None,
    dead: CardsLike = 0,
    progress: ProgressCallback | None = None,
    breakdown: bool = False,
) -> RangeEquityResult:
    """Heads-up equity of one range against another.

    ``hero`` and ``villain``: a ``Range``, range text (``"22+,A2s+"``,
    ``"random"``) or one hand's cards, text and hands read in ``game``
    (default: the game of the ``Range`` given, else Hold'em). Both ranges
    carry their game (Hold'em or Omaha) and must match, or ValueError. The
    aggregates are weighted means over the possible pairs of combos (no
    shared card, none on the board or dead), a pair weighing the product of
    its weights. ``PerCombo`` (the default) also returns one row per
    combo of each range, in the range's order. ``options``: exact (the
    default) enumerates every pair and board and raises
    ``LimitExceededError`` past a documented work cap (use Monte Carlo then);
    ``mc_seeded(n, seed)`` samples ``n`` deals of combos and boards,
    bit-identical at every thread count; ``auto()`` is exact within the cap.
    ``breakdown=True`` also fills ``breakdown``: the hero's and the villain's
    wins and splits by the category of the winning hand.
    """
    hero, villain = _ranges_of((hero, villain), ("hero", "villain"), game)
    hero_pointer, villain_pointer = hero._handle.pointer, villain._handle.pointer
    board_mask, dead_mask = _mask(board, "board"), _mask(dead, "dead cards")
    if type(mode) is not RangeEquityMode and mode not in (0, 1):
        raise ValueError(
            f"mode {mode!r} is not a RangeEquityMode; use RangeEquityMode.PerCombo or RangeEquityMode.AggregateOnly"
        )
    kind = mode if type(mode) is RangeEquityMode else RangeEquityMode(mode)
    per_combo = kind is RangeEquityMode.PerCombo
    hero_count = hero.size() if per_combo else 0
    villain_count = villain.size() if per_combo else 0
    hero_rows, villain_rows = _rows(hero_count), _rows(villain_count)
    hero_len, villain_len = ctypes.c_uint64(), ctypes.c_uint64()
    summary = _RangeSummary(_RANGE_SUMMARY_SIZE)
    by_category = _breakdown_array(breakdown, 2)

    def call(opts: Any) -> None:
        lib.xiapl_range_equity_calculate(
            hero_pointer,
            villain_pointer,
            board_mask,
            dead_mask,
            int(kind),
            opts,
            hero_rows,
            hero_count,
            ctypes.byref(hero_len),
            villain_rows,
            villain_count,
            ctypes.byref(villain_len),
            ctypes.byref(summary),
        )

    _run(call, options, progress, may_be_long=True, breakdown=by_category)

    def rows(array: Any, count: int) -> _ComboRows:
        return _ComboRows([ComboEquity(r.mask, r.weight, r.equity, r.matchup_weight) for r in array[:count]])

    return RangeEquityResult(
        rows(hero_rows, hero_len.value),
        rows(villain_rows, villain_len.value),
        summary.hero_equity,
        summary.villain_equity,
        summary.std_error,
        summary.trials,
        summary.matchups,
        bool(summary.exact),
        summary.seed,
        _breakdowns(by_category, 2),
    )


def calculate_multiway_range_equity(
    ranges: Sequence[Any],
    board: CardsLike = 0,
    options: SimulationOptions | None = None,
    *,
    game: GameType | str | None = None,
    dead: CardsLike = 0,
    progress: ProgressCallback | None = None,
    breakdown: bool = False,
) -> EquityResult:
    """Each range's aggregate equity when two or more ranges (one game) meet.

    ``ranges``: one per player, each a ``Range``, range text or one hand's
    cards, as ``calculate_range_equity`` takes them.

    A deal of combos is one combo per range with no shared card; it weighs
    the product of the combos' weights. Exact mode enumerates every deal of
    combos and every board (``LimitExceededError`` past the work cap); Monte
    Carlo draws one combo per range by weight and redraws all of them while two
    collide (or, for small ranges, draws from a list of the deals that fit),
    so the deals follow the product of the weights conditioned on the combos
    fitting together. With two ranges the aggregates equal
    ``calculate_range_equity``'s. ``EquityResult.evaluated`` is the number of
    deals of combos enumerated (exact) and ``chop_rate`` the weighted fraction
    of deals with a split pot. ``breakdown=True`` also fills ``breakdown``:
    each range's wins and splits by the category of the winning hand.
    """
    if isinstance(ranges, (str, bytes)) or not isinstance(ranges, Sequence):
        raise TypeError("ranges must be a list of ranges, one per player, e.g. ['JJ+,AKs', 'random']")
    held = _ranges_of(ranges, [f"ranges[{i}]" for i in range(len(ranges))], game)
    pointers = [r._handle.pointer for r in held]
    board_mask, dead_mask = _mask(board, "board"), _mask(dead, "dead cards")
    count = len(pointers)
    handles = (ctypes.c_void_p * max(count, 1))(*pointers)
    players = (_Player * max(count, 1))()
    length = ctypes.c_uint64()
    summary = _Summary(_SUMMARY_SIZE)
    by_category = _breakdown_array(breakdown, count)

    def call(opts: Any) -> None:
        lib.xiapl_range_equity_multiway(
            handles, count, board_mask, dead_mask, opts, players, count, ctypes.byref(length), ctypes.byref(summary)
        )

    _run(call, options, progress, may_be_long=True, breakdown=by_category)
    return _result(players[:count], summary)._replace(breakdown=_breakdowns(by_category, count))


__all__ += [
    "ComboEquity",
    "RangeEquityMode",
    "RangeEquityResult",
    "calculate_multiway_range_equity",
    "calculate_range_equity",
]
