"""Range-against-range equity on every flop: ``flop_report``.

One row per class of flops that the two ranges cannot tell apart. When both
ranges are unchanged by every relabelling of the suits, the classes are the
1,755 canonical flops, each weighing its orbit size (the weights sum to
22,100). Otherwise the classes are the orbits of the relabellings that leave
both ranges unchanged, the smallest flop mask of each standing for it; with
no such relabelling but the identity, every flop is its own class.

Each row: the flop, its class weight, its frequency (the summed weight
``w_hero * w_villain`` of the combo pairs still live on that flop, times the
class weight), the hero's and the villain's equity on that flop, the hero's hit
table (the share of the hero's live weight making each hand and holding each
draw) and the flop's texture. The frequency-weighted mean of the flop
equities is the preflop range equity: every pair of combos sees each flop
that misses both of its hands equally often.

    >>> from xiapl.distributed import flop_report
    >>> report = flop_report("AA,KK", "QQ,AKs")
    >>> len(report), int(report.weight.sum())
    (1755, 22100)
"""

from __future__ import annotations

import ctypes
import functools
import itertools
import math
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from .. import _abi, _convert
from .._extras import missing_extra
from .._native import lib
from ..analysis import DRAWS, hit_table
from ..errors import InvalidArgumentError, LimitExceededError, UnsupportedError
from ..eval import HandCategory
from ..game import GameType, as_game
from ..range import Range
from ..rng import Rng
from ..simulation import RangeEquityMode, SimulationOptions, calculate_range_equity
from ..utils import mask_to_cards
from ._runner import ClientLike, run_tasks

if TYPE_CHECKING:
    import pandas

__all__ = [
    "BOARD_FILTER_WORDS",
    "FLOP_GAMES",
    "FlopClass",
    "flop_classes",
    "flop_report",
    "flop_texture",
    "suit_symmetries",
]

#: The games a flop report is made for: a board, one ranking and a hit table.
FLOP_GAMES = (GameType.Holdem, GameType.ShortDeck, GameType.Plo, GameType.Plo5, GameType.Plo6)

#: The words of ``board_filter``; a flop passes when every word given holds.
BOARD_FILTER_WORDS = {
    "monotone": "three cards of one suit",
    "two-tone": "two suits",
    "rainbow": "three suits",
    "paired": "two or three cards of one rank",
    "trips": "three cards of one rank",
    "unpaired": "three ranks",
    "connected": "three ranks that one straight can use (within five consecutive ranks; the ace high or low)",
    "unconnected": "not connected",
}

#: The hit table columns, in the order tables show them: every made category, then every draw.
HIT_COLUMNS = tuple(
    "hit_" + re.sub(r"(?<!^)(?=[A-Z])", "_", category.name).lower() for category in HandCategory
) + tuple(f"hit_{draw}" for draw in DRAWS)

COLUMNS = (
    "flop",
    "flop_mask",
    "weight",
    "frequency",
    "hero_equity",
    "villain_equity",
    "texture",
    "suits",
    "pairing",
    "connected",
    *HIT_COLUMNS,
)

_SUITS = 4
_MAX_FLOPS = math.comb(52, 3)  # the most classes: every flop its own
# Per-flop cost model for sizing tasks: evaluations per second of one core,
# and the fixed cost of a flop (its hit table, the live-pair count, the calls).
_EVALUATIONS_PER_SECOND = 8e8
_MONTE_CARLO_DEALS_PER_SECOND = 1e7
_FLOP_OVERHEAD_SECONDS = 1e-3
_THREADED_FLOP_SECONDS = 0.02
_TASK_SECONDS = 1.0
_MIN_TASKS = 8


class FlopClass(NamedTuple):
    """A class of flops: its representative (the smallest mask of the class) and its size."""

    flop: int
    weight: int


# --- suit symmetry ---------------------------------------------------------------------


_PERMUTATIONS = tuple(itertools.permutations(range(_SUITS)))  # the identity first


def suit_symmetries(*ranges: Range) -> tuple[tuple[int, ...], ...]:
    """The relabellings of the suits that map every range onto itself, weights included, from the
    core (``xiapl_range_suit_symmetries``).

    Each is a tuple ``p`` relabelling suit ``s`` (0..3: c, d, h, s) as ``p[s]``;
    the identity comes first. All 24 when the ranges are written by hand class
    (``"AKs"``, ``"QQ"``); fewer when a range names suits (``"AhKh"``).
    """
    for r in ranges:
        if not isinstance(r, Range):
            raise TypeError(f"suit_symmetries takes Range objects, not {type(r).__name__}")
    handles = (ctypes.c_void_p * max(len(ranges), 1))(*(r._handle.pointer for r in ranges))
    out = (ctypes.c_int32 * (_SUITS * len(_PERMUTATIONS)))()
    count = ctypes.c_uint64()
    lib.xiapl_range_suit_symmetries(handles, len(ranges), out, len(_PERMUTATIONS), ctypes.byref(count))
    return tuple(tuple(out[_SUITS * i : _SUITS * (i + 1)]) for i in range(count.value))


def flop_classes(
    symmetries: Sequence[Sequence[int]], *, game: GameType | str = GameType.Holdem
) -> tuple[FlopClass, ...]:
    """The classes of the game's flops under a group of suit relabellings, ascending by representative.

    Each class is its smallest flop mask and its size, from the core
    (``xiapl_flop_classes``). With all 24 relabellings they are the canonical
    flops (1,755 of a full deck); otherwise the orbits of ``symmetries``,
    which must form a group (as ``suit_symmetries`` returns). The weights sum
    to the number of flops of the deck (22,100; 7,140 in short deck).
    """
    kind = as_game(game)
    if any(len(p) != _SUITS for p in symmetries):
        raise InvalidArgumentError(
            f"each suit relabelling is {_SUITS} suits (0..3: c, d, h, s), as suit_symmetries returns them; "
            f"got {[tuple(p) for p in symmetries]!r}"
        )
    relabellings = [int(to) for p in symmetries for to in p]
    flops = (ctypes.c_uint64 * _MAX_FLOPS)()
    weights = (ctypes.c_uint64 * _MAX_FLOPS)()
    count = ctypes.c_uint64()
    lib.xiapl_flop_classes(
        int(kind),
        (ctypes.c_int32 * max(len(relabellings), 1))(*relabellings),
        len(symmetries),
        flops,
        weights,
        _MAX_FLOPS,
        ctypes.byref(count),
    )
    return tuple(FlopClass(flops[i], weights[i]) for i in range(count.value))


# --- texture -----------------------------------------------------------------------------


def _words(prefix: str) -> dict[int, str]:
    """The header's constants of a prefix as words: XIAPL_FLOP_SUITS_TWO_TONE is "two-tone"."""
    return {
        value: name.removeprefix(prefix).lower().replace("_", "-")
        for name, value in vars(_abi).items()
        if name.startswith(prefix) and isinstance(value, int)
    }


_TEXTURES = _words("FLOP_TEXTURE_")
_SUIT_WORDS = _words("FLOP_SUITS_")
_PAIRINGS = _words("FLOP_PAIRING_")


def flop_texture(flop: int, *, game: GameType | str = GameType.Holdem) -> dict[str, Any]:
    """A flop's texture from the core (``xiapl_flop_texture``): ``suits`` (monotone, two-tone,
    rainbow), ``pairing`` (unpaired, paired, trips), ``connected`` and the one ``texture``
    label the plots colour by.

    ``connected``: three ranks that one straight of the game can use, that is
    within five consecutive ranks with the ace high or low (A-2-3 and Q-K-A
    are connected; in short deck the ace is low in A-6-7-8-9). ``texture``
    is the first that holds of monotone, paired (a pair or trips), connected,
    two-tone, rainbow. ``flop`` is a mask of three cards of the game's deck
    (``InvalidArgumentError`` otherwise).
    """
    kind = as_game(game)
    texture, suits, pairing, connected = (ctypes.c_int32() for _ in range(4))
    lib.xiapl_flop_texture(
        int(kind),
        _convert.to_mask(flop, "flop mask"),
        ctypes.byref(texture),
        ctypes.byref(suits),
        ctypes.byref(pairing),
        ctypes.byref(connected),
    )
    return {
        "texture": _TEXTURES[texture.value],
        "suits": _SUIT_WORDS[suits.value],
        "pairing": _PAIRINGS[pairing.value],
        "connected": bool(connected.value),
    }


def _filter_words(board_filter: str | Iterable[str] | None) -> tuple[str, ...]:
    if board_filter is None:
        return ()
    words = board_filter.replace(",", " ").split() if isinstance(board_filter, str) else list(board_filter)
    for word in words:
        if word not in BOARD_FILTER_WORDS:
            raise InvalidArgumentError(
                f"board filter word {word!r} is not one of {', '.join(BOARD_FILTER_WORDS)}; "
                "give one or more of them, separated by commas or spaces (every word must hold)"
            )
    return tuple(words)


def _passes(texture: dict[str, Any], words: Sequence[str]) -> bool:
    facts = {
        "monotone": texture["suits"] == "monotone",
        "two-tone": texture["suits"] == "two-tone",
        "rainbow": texture["suits"] == "rainbow",
        "paired": texture["pairing"] != "unpaired",
        "trips": texture["pairing"] == "trips",
        "unpaired": texture["pairing"] == "unpaired",
        "connected": texture["connected"],
        "unconnected": not texture["connected"],
    }
    return all(facts[word] for word in words)


# --- the work of one task ----------------------------------------------------------------


@functools.lru_cache(maxsize=1 << 16)
def _subsets(mask: int) -> tuple[tuple[int, int], ...]:
    """Every non-empty set of the mask's cards, with its inclusion-exclusion sign."""
    cards = [1 << c for c in range(64) if mask >> c & 1]
    return tuple(
        (sum(chosen), 1 if size % 2 else -1)
        for size in range(1, len(cards) + 1)
        for chosen in itertools.combinations(cards, size)
    )


def live_pair_weight(hero: Range, villain: Range, flop: int) -> float:
    """The summed ``w_hero * w_villain`` of the pairs of combos with no card in common or on the flop.

    By inclusion and exclusion over the hero combo's cards: the villain
    weight meeting a hero combo is the alternating sum of the weights holding
    each non-empty set of its cards.
    """
    holding: dict[int, float] = {}
    villain_total = 0.0
    for combo in villain.valid_combos(flop):
        villain_total += combo.weight
        for subset, _ in _subsets(combo.mask):
            holding[subset] = holding.get(subset, 0.0) + combo.weight
    parts = []
    for combo in hero.valid_combos(flop):
        meeting = math.fsum(sign * holding.get(subset, 0.0) for subset, sign in _subsets(combo.mask))
        parts.append(combo.weight * (villain_total - meeting))
    return max(math.fsum(parts), 0.0)


def _flop_seed(seed: int, flop: int) -> int:
    """A flop's Monte Carlo seed, from the job's seed and the flop alone (not from where it runs)."""
    return Rng(seed ^ flop).next()


def _flop_rows(
    hero: Range,
    villain: Range,
    flops: Sequence[tuple[int, int]],
    iterations: int,
    seed: int,
    threads: int,
) -> list[tuple[Any, ...]]:
    """The rows of some flops: (flop, weight, frequency, hero equity, villain equity, hit shares...)."""
    rows = []
    for flop, weight in flops:
        pairs = live_pair_weight(hero, villain, flop)
        hero_equity = villain_equity = math.nan
        if pairs > 0:
            options = (
                SimulationOptions.mc_seeded(iterations, _flop_seed(seed, flop), threads=threads)
                if iterations
                else SimulationOptions.exact(threads=threads)
            )
            try:
                result = calculate_range_equity(hero, villain, flop, options, RangeEquityMode.AggregateOnly)
            except LimitExceededError as exc:
                raise LimitExceededError(
                    f"{exc} (on the flop {_flop_text(flop)}): an exact flop report of ranges this wide is "
                    "too large; pass exact=False (xiapl flops --iterations N) for Monte Carlo on each flop"
                ) from None
            hero_equity, villain_equity = result.hero_aggregate_equity, result.villain_aggregate_equity
        table = hit_table(hero, flop, game=hero.game)
        shares = [table.share(w) if table.weight else math.nan for _, w in table.rows()]
        rows.append((flop, weight, pairs * weight, hero_equity, villain_equity, *shares))
    return rows


def _flop_text(flop: int) -> str:
    return "".join(str(c) for c in sorted(mask_to_cards(flop), key=lambda c: (-c.rank, c.suit)))


# --- the job -----------------------------------------------------------------------------


def _range(value: Range | str, what: str, game: GameType) -> Range:
    if isinstance(value, Range):
        if value.game is not game:
            raise InvalidArgumentError(
                f"the {what} range is a {value.game.display_name} range but the report is for "
                f"{game.display_name}; pass game={value.game.name!r} or a range of that game"
            )
        return value
    if isinstance(value, str):
        return Range.from_string(value, game=game)
    raise TypeError(f"the {what} range must be a Range or range text such as 'JJ+,AKs', not {type(value).__name__}")


def _flop_seconds(hero: Range, villain: Range, game: GameType, iterations: int) -> float:
    """A rough cost of one flop on one core, to size the tasks."""
    if iterations:
        return iterations / _MONTE_CARLO_DEALS_PER_SECOND + _FLOP_OVERHEAD_SECONDS
    left = game.deck_cards - 3 - 2 * game.hole_cards
    runouts = left * (left - 1) // 2
    per_hand = math.comb(game.hole_cards, 2) if game.hole_used else 1
    evaluations = hero.size() * villain.size() * runouts * 2 * per_hand
    return evaluations / _EVALUATIONS_PER_SECOND + _FLOP_OVERHEAD_SECONDS


def _group_size(flop_seconds: float, flops: int) -> int:
    """Flops per task: about a second of one core each, and at least a few tasks to share."""
    per_task = max(1, int(_TASK_SECONDS / flop_seconds))
    return max(1, min(per_task, math.ceil(flops / _MIN_TASKS)))


def flop_report(
    hero_range: Range | str,
    villain_range: Range | str,
    *,
    game: GameType | str = GameType.Holdem,
    client: ClientLike = None,
    exact: bool = True,
    iterations: int = 10_000,
    seed: int = 0,
    board_filter: str | Iterable[str] | None = None,
    flops_per_task: int | None = None,
    progress: bool = False,
) -> pandas.DataFrame:
    """Range-against-range equity on every flop, one row per class of flops, as a DataFrame.

    ``hero_range``, ``villain_range``: ``Range`` objects or range text in
    ``game``'s notation (Hold'em, short deck, PLO, PLO5, PLO6). ``exact``
    counts every turn and river on each flop (``LimitExceededError`` when a
    flop is past the core's cap); ``exact=False`` samples ``iterations``
    deals on each flop, seeded from ``seed`` and the flop, so the report is
    the same wherever and in whatever order the flops ran. ``board_filter``:
    words of ``BOARD_FILTER_WORDS`` ("monotone", "paired connected", ...),
    all of which a flop must meet. ``client``: see ``xiapl.distributed``.
    ``flops_per_task`` overrides the task size (by default about a second of
    one core each).

    Columns (``COLUMNS``): ``flop`` (text, highest rank first), ``flop_mask``,
    ``weight`` (the class size), ``frequency`` (live pair weight times
    ``weight``), ``hero_equity``, ``villain_equity`` (NaN when no pair of
    combos is live on the flop, whose frequency is then 0), ``texture``,
    ``suits``, ``pairing``, ``connected`` (see ``flop_texture``), and the
    hero's hit table as shares of its live weight (``hit_one_pair``, ...,
    ``hit_flush_draw``, ...; NaN when no hero combo is live). Rows ascend by
    ``flop_mask``. ``report.attrs`` holds the inputs and the
    frequency-weighted equities (``hero_equity``, ``villain_equity``).
    """
    try:
        import pandas
    except ImportError as exc:
        raise missing_extra("pandas", "flop_report", "distributed") from exc

    kind = as_game(game)
    if kind not in FLOP_GAMES:
        raise UnsupportedError(
            f"flop reports are for {', '.join(g.display_name for g in FLOP_GAMES)} "
            f"(a board, one ranking and a hit table), not {kind.display_name}"
        )
    hero, villain = _range(hero_range, "hero", kind), _range(villain_range, "villain", kind)
    if type(exact) is not bool:
        raise TypeError(f"exact must be True or False, not {type(exact).__name__}")
    if not exact and (isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1):
        raise InvalidArgumentError(
            f"iterations must be a positive int of Monte Carlo deals per flop, not {iterations!r}"
        )
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 64:
        raise InvalidArgumentError(f"seed must be an int from 0 to 2**64 - 1, not {seed!r}")
    if flops_per_task is not None and (
        isinstance(flops_per_task, bool) or not isinstance(flops_per_task, int) or flops_per_task < 1
    ):
        raise InvalidArgumentError(f"flops_per_task must be a positive int or None, not {flops_per_task!r}")
    words = _filter_words(board_filter)
    deals = 0 if exact else iterations

    symmetries = suit_symmetries(hero, villain)
    classes = flop_classes(symmetries, game=kind)
    textures = {c.flop: flop_texture(c.flop, game=kind) for c in classes}
    chosen = [(c.flop, c.weight) for c in classes if _passes(textures[c.flop], words)]
    flop_seconds = _flop_seconds(hero, villain, kind, deals)
    size = flops_per_task or _group_size(flop_seconds, len(chosen))
    groups = [chosen[k : k + size] for k in range(0, len(chosen), size)]
    # On a cluster each worker process runs one task on one core. In this process a
    # long flop uses every core; a short one stays on one, as starting threads would cost more.
    threads = 0 if client is None and flop_seconds > _THREADED_FLOP_SECONDS else 1
    tasks = [(hero, villain, group, deals, seed, threads) for group in groups]
    results: list[list[tuple[Any, ...]]] = [[] for _ in groups]
    for index, rows in run_tasks(_flop_rows, tasks, client=client, progress=progress, description="flops"):
        results[index] = rows
    records = []
    for rows in results:
        for flop, weight, frequency, hero_equity, villain_equity, *shares in rows:
            texture = textures[flop]
            records.append(
                (
                    _flop_text(flop),
                    flop,
                    weight,
                    frequency,
                    hero_equity,
                    villain_equity,
                    texture["texture"],
                    texture["suits"],
                    texture["pairing"],
                    texture["connected"],
                    *shares,
                )
            )
    report = pandas.DataFrame.from_records(records, columns=list(COLUMNS))
    report = report.astype({"flop_mask": "int64", "weight": "int64", "connected": "bool"})
    live = [
        (f, h, v) for f, h, v in zip(report.frequency, report.hero_equity, report.villain_equity, strict=True) if f > 0
    ]
    total = math.fsum(f for f, _, _ in live)
    report.attrs.update(
        {
            "game": kind.name,
            "hero": str(hero),
            "villain": str(villain),
            "exact": exact,
            "iterations": deals,
            "seed": seed if deals else None,
            "board_filter": list(words),
            "symmetries": len(symmetries),
            "hero_equity": math.fsum(f * h for f, h, _ in live) / total if total else math.nan,
            "villain_equity": math.fsum(f * v for f, _, v in live) / total if total else math.nan,
        }
    )
    return report
