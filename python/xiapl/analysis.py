"""Analysis of a spot. Outs: every card that could come next on the board and
where it leaves the hero against the other known hands.

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
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum
from typing import TYPE_CHECKING

from . import _abi, _convert
from ._native import lib
from .card import Card
from .eval import HandValue, RankedValue, _value
from .game import GameType, as_game

if TYPE_CHECKING:
    from ._convert import CardsLike

__all__ = ["NextCard", "Outs", "Standing", "outs"]

_MAX_ROWS = 52


class Standing(IntEnum):
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
