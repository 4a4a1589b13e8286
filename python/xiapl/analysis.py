"""Analysis of a spot. Outs: every card that could come next on the board and
where it leaves the hero against the other known hands. The equity
histogram: how a range's equity against another is spread over its combos.

    >>> from xiapl.analysis import outs
    >>> spot = outs("AhJh", "KsKd", "2h7h9c")
    >>> spot.now.name, spot.count
    ('Behind', 12)
    >>> " ".join(str(c) for c in spot.outs)
    'Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As'

The core computes it (``xiapl_eval_outs``, the same in every language): each
card left in the deck is put on the board in turn and every hand judged as a
showdown would judge it. An *out* is a card that leaves the hero better placed
than now: from behind to sharing the best hand or ahead, or from sharing to
ahead alone. Games: those with a board and one ranking (Hold'em, short deck,
PLO, PLO5, PLO6); the board is a flop or a turn.

``equity_histogram(hero_range, villain_range, board)`` runs the core's range
equity per combo (``calculate_range_equity``) and bins the hero's combos by
their equity; ``EquityHistogram.combos`` lists them best first.

``hit_table(range, board)`` (the core's ``xiapl_range_hits``): how much of a
range's weight makes each hand category on the board, and how much holds a
flush draw, an open-ended straight draw, a gutshot, a combo draw or two
overcards.
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import _abi, _convert
from ._enum import NamedIntEnum
from ._native import lib
from .card import Card
from .eval import HandCategory, HandValue, RankedValue, _value
from .game import GameType, as_game
from .range import Range, _as_range
from .simulation import ComboEquity, RangeEquityMode, RangeEquityResult, SimulationOptions, calculate_range_equity

if TYPE_CHECKING:
    from ._convert import CardsLike
    from .simulation import CardsLike as RangeBoardLike
    from .simulation import ProgressCallback

__all__ = [
    "EquityBin",
    "EquityHistogram",
    "HitTable",
    "NextCard",
    "Outs",
    "Standing",
    "equity_histogram",
    "hit_table",
    "outs",
]

_MAX_ROWS = 52


class Standing(NamedIntEnum):
    """Where the hero stands among the hands: behind another, sharing the
    best hand, or ahead of every other alone."""

    Behind = -1
    Shares = 0
    Ahead = 1


@dataclass(frozen=True)
class NextCard:
    """One card that could come next, and the hero then."""

    card: Card
    standing: Standing
    value: HandValue | RankedValue  # the hero's hand with the card on the board
    is_out: bool  # the standing is better than the hero's standing now


@dataclass(frozen=True)
class Outs:
    """Every card left in the deck, by card id, with the hero's standing after it."""

    game: GameType
    now: Standing  # on the board as it is
    value: HandValue | RankedValue  # the hero's hand now
    cards: tuple[NextCard, ...]

    @property
    def outs(self) -> tuple[Card, ...]:
        """The cards that leave the hero better placed than now."""
        return tuple(c.card for c in self.cards if c.is_out)

    @property
    def count(self) -> int:
        """The number of outs."""
        return sum(1 for c in self.cards if c.is_out)

    def by_standing(self, standing: Standing | int) -> tuple[Card, ...]:
        """The cards after which the hero's standing is ``standing``."""
        wanted = Standing(standing)
        return tuple(c.card for c in self.cards if c.standing is wanted)


def _villain_masks(villains: CardsLike | Iterable[CardsLike]) -> list[int]:
    """One hand ("KsKd", a mask, a list of Cards) or a list of hands."""
    if isinstance(villains, (str, int, Card)) or (
        isinstance(villains, (list, tuple)) and villains and all(isinstance(c, Card) for c in villains)
    ):
        return [_convert.cards_mask(villains, "the villain's hand")]
    return _convert.hand_masks(villains, "villains", "hand of villain {}")


def outs(
    hero: CardsLike,
    villains: CardsLike | Iterable[CardsLike],
    board: CardsLike,
    *,
    game: GameType | str = GameType.Holdem,
    dead: CardsLike | None = None,
) -> Outs:
    """The hero's outs against known hands on a flop or a turn.

    ``villains``: one hand (``"KsKd"``) or a list of hands
    (``["KsKd", "QdQc"]``). ``dead``: cards out of the deck (folded hands,
    burned cards seen). Raises InvalidArgumentError for fewer than one
    villain, a board of other than 3 or 4 cards, a card dealt twice or both
    dealt and dead; UnsupportedError for a game without a board or with a low
    half (stud, draw, hi/lo games).
    """
    kind = as_game(game)
    masks = [_convert.cards_mask(hero, "the hero's hand"), *_villain_masks(villains)]
    board_mask = _convert.cards_mask(board, "board")
    dead_mask = 0 if dead is None else _convert.cards_mask(dead, "dead cards")
    holes = (ctypes.c_uint64 * len(masks))(*masks)
    rows = (_abi.xiapl_next_card * _MAX_ROWS)()
    length, now = ctypes.c_uint64(), ctypes.c_int32()
    lib.xiapl_eval_outs(
        kind, holes, len(masks), board_mask, dead_mask, rows, _MAX_ROWS, ctypes.byref(length), ctypes.byref(now)
    )
    strength = ctypes.c_int32()
    lib.xiapl_eval_hand(kind, masks[0], board_mask, ctypes.byref(strength))
    ranking = kind.ranking
    cards = tuple(
        NextCard(Card.from_id(r.card), Standing(r.standing), _value(r.strength, ranking), bool(r.is_out))
        for r in rows[: length.value]
    )
    return Outs(kind, Standing(now.value), _value(strength.value, ranking), cards)


@dataclass(frozen=True)
class EquityBin:
    """One bar of an equity histogram: the hero's combos whose equity is in
    ``[low, high)`` (the last bar also holds 1.0)."""

    low: float
    high: float
    share: float  # of the hero's weight (as the aggregate equity weighs combos), 0..1
    combos: int


@dataclass(frozen=True)
class EquityHistogram:
    """How the hero range's equity against the villain range is spread over its combos."""

    bins: tuple[EquityBin, ...]
    combos: tuple[ComboEquity, ...]  # the hero's combos that meet the villain range, best equity first
    mean: float  # the weighted mean of the combos' equities: the hero's aggregate equity
    result: RangeEquityResult  # the range equity it was read from


def equity_histogram(
    hero: Range | str | CardsLike,
    villain: Range | str | CardsLike,
    board: RangeBoardLike = 0,
    *,
    bins: int = 10,
    game: GameType | str = GameType.Holdem,
    dead: RangeBoardLike = 0,
    options: SimulationOptions | None = None,
    progress: ProgressCallback | None = None,
) -> EquityHistogram:
    """The distribution of the hero combos' equities against the villain range.

    ``hero`` and ``villain``: ranges, or range text in ``game``'s grammar.
    ``options``: as ``calculate_range_equity`` (exact by default; Monte Carlo
    with ``SimulationOptions.mc_seeded(n, seed)``). Each combo weighs what it
    weighs in the aggregate equity: exact, its weight times the weight of the
    villain combos it meets; Monte Carlo, the deals it was dealt in. So the
    bars' shares sum to 1 and their weighted mean is the aggregate equity.
    """
    if isinstance(bins, bool) or not isinstance(bins, int) or not 1 <= bins <= 1000:
        raise ValueError(f"bins must be an int from 1 to 1000, not {bins!r}")
    result = calculate_range_equity(
        _as_range(hero, "hero", game),
        _as_range(villain, "villain", game),
        board,
        options,
        RangeEquityMode.PerCombo,
        dead=dead,
        progress=progress,
    )
    live = [c for c in result.hero if c.matchup_weight > 0 and not math.isnan(c.equity)]
    weights = [c.matchup_weight * (c.weight if result.exact else 1.0) for c in live]
    total = math.fsum(weights)
    shares = [0.0] * bins
    counts = [0] * bins
    for combo, weight in zip(live, weights, strict=True):
        index = min(int(combo.equity * bins), bins - 1)
        shares[index] += weight
        counts[index] += 1
    edges = [k / bins for k in range(bins + 1)]
    return EquityHistogram(
        bins=tuple(
            EquityBin(edges[k], edges[k + 1], shares[k] / total if total else 0.0, counts[k]) for k in range(bins)
        ),
        combos=tuple(sorted(live, key=lambda c: (-c.equity, c.combo_mask))),
        mean=math.fsum(w * c.equity for w, c in zip(weights, live, strict=True)) / total if total else math.nan,
        result=result,
    )


_HitTableStruct = _abi.xiapl_hit_table

#: The draws of a hit table, in the order tables show them (overcards count on a river too).
DRAWS = ("flush_draw", "open_ended", "gutshot", "combo_draw", "overcards")


@dataclass(frozen=True)
class HitTable:
    """A range's hits on a board: weights of the combos that share no card
    with the board or the dead cards. ``made`` holds every category (its
    weights sum to ``weight``); a combo may hold several draws (the straight
    and flush draws are 0 on a river)."""

    game: GameType
    combos: int
    weight: float
    made: dict[HandCategory, float]
    flush_draw: float  # no flush yet, and one more card of a suit makes one
    open_ended: float  # no straight yet, and cards of two or more ranks make one
    gutshot: float  # no straight yet, and cards of exactly one rank make one
    combo_draw: float  # a flush draw and a straight draw together
    overcards: float  # high card, with two hole cards above every board card

    def share(self, weight: float) -> float:
        """A weight of this table as a share of the range's (0..1)."""
        return weight / self.weight if self.weight else 0.0

    def rows(self) -> list[tuple[str, float]]:
        """(label, weight) of every made category then every draw, as tables show them."""
        made = [(c.name, self.made[c]) for c in HandCategory]
        return made + [(name, getattr(self, name)) for name in DRAWS]


def hit_table(
    hand_range: Range | str | CardsLike,
    board: CardsLike,
    *,
    game: GameType | str = GameType.Holdem,
    dead: CardsLike | None = None,
) -> HitTable:
    """The hit table of a range on a flop, turn or river.

    ``made`` holds the hands as they play (a straight on the board is every
    hand's straight); a draw counts only what the hand's own cards would make:
    in Hold'em with at least one hole card, beating what the board alone would
    make; in Omaha with two hole cards and three board cards. Combos holding a
    board or dead card are left out. Raises InvalidArgumentError for a board of other than 3 to 5
    cards or a dead card on the board.
    """
    checked = _as_range(hand_range, "hand_range", game)
    table = _HitTableStruct(ctypes.sizeof(_HitTableStruct))
    dead_mask = 0 if dead is None else _convert.cards_mask(dead, "dead cards")
    lib.xiapl_range_hits(checked._handle.pointer, _convert.cards_mask(board, "board"), dead_mask, ctypes.byref(table))
    return HitTable(
        game=checked.game,
        combos=table.combos,
        weight=table.weight,
        made={c: table.made[c] for c in HandCategory},
        flush_draw=table.flush_draw,
        open_ended=table.open_ended,
        gutshot=table.gutshot,
        combo_draw=table.combo_draw,
        overcards=table.overcards,
    )
