"""Hand-strength tables: the expected hand strength of every canonical hero of one board.

For a Hold'em board of 3, 4 or 5 cards in canonical form
(:func:`xiapl.canonicalize.canonicalize_board_mask` gives it back), one row per
canonical (hero, board) situation, in the order of the canonical situation
stream (heroes ascending by mask), with:

- ``orbit_sizes``: the raw situations the row stands for;
- ``ehs``: the expected hand strength against one uniformly random opponent
  hand, ``(wins + ties / 2) / 990`` on the river and its mean over the run-outs
  (the 46 river cards on the turn, the 1081 turn-and-river pairs on the flop)
  before it: the hero's equity against a random hand;
- ``ehs2``: the mean of the squared river strength over the same run-outs;
- ``histogram`` (with ``bins`` > 0): for each row, ``bins`` counters of the
  run-outs whose river strength ``e`` falls in bin ``min(floor(e * bins),
  bins - 1)``, computed exactly; each row's counters add up to the run-outs.

Over a board's rows the ``orbit_sizes``-weighted mean of ``ehs`` is 1/2::

    >>> from xiapl.canonicalize import canonicalize_board
    >>> from xiapl.strength import board_strengths
    >>> rows = board_strengths(canonicalize_board("Ah7d2c"), bins=10)
    >>> len(rows.heroes), len(rows.histogram), sum(rows.histogram[:10])
    (1176, 11760, 1081)

The columns are ``array`` objects: ``numpy.asarray(rows.ehs)`` views one
without copying; numpy itself is never required. docs/strength.md has the
definitions and the method.
"""

from __future__ import annotations

import ctypes
from array import array
from typing import TYPE_CHECKING, Any, NamedTuple

from . import _abi, _convert
from ._native import lib
from .errors import InvalidArgumentError

if TYPE_CHECKING:
    from ._convert import CardsLike

__all__ = ["STRENGTH_MAX_BINS", "BoardStrengths", "board_strengths"]

#: The most histogram bins :func:`board_strengths` takes.
STRENGTH_MAX_BINS = _abi.STRENGTH_MAX_BINS


class BoardStrengths(NamedTuple):
    """The rows of one canonical board: equal-length columns, the histogram ``bins`` per row."""

    board: int
    heroes: array[int]  #: hero masks ('Q'), ascending
    orbit_sizes: array[int]  #: raw situations each row stands for ('Q')
    ehs: array[float]  #: expected hand strength against a random hand ('d')
    ehs2: array[float]  #: mean squared river strength over the run-outs ('d')
    histogram: array[int] | None  #: len(heroes) * bins run-out counts, row-major ('I'); None without bins


def _address(column: array[int] | array[float], kind: type[ctypes.c_uint64 | ctypes.c_uint32 | ctypes.c_double]) -> Any:
    """A pointer to an array's first item, for a column the library fills."""
    return ctypes.cast(column.buffer_info()[0], ctypes.POINTER(kind))


def board_strengths(board: CardsLike, *, bins: int = 0) -> BoardStrengths:
    """Every canonical (hero, board) row of one Hold'em board with its EHS, EHS^2 and histogram.

    ``board``: 3, 4 or 5 cards (a string such as ``"Ah7d2c"``, cards, ids or
    an int mask) in canonical form; any other board is an
    :class:`~xiapl.errors.InvalidArgumentError` that names the canonical board
    to pass instead (:func:`xiapl.canonicalize.canonicalize_board_mask`).
    ``bins``: 0 (no histogram) to :data:`STRENGTH_MAX_BINS`.
    """
    mask = _convert.cards_mask(board, "board")
    if isinstance(bins, bool) or not isinstance(bins, int):
        raise TypeError(f"bins must be an int, not {type(bins).__name__}")
    if not 0 <= bins <= STRENGTH_MAX_BINS:
        raise InvalidArgumentError(f"bins {bins} is out of range; use 0 (no histogram) to {STRENGTH_MAX_BINS}")
    capacity = _abi.STRENGTH_MAX_HEROES
    heroes = array("Q", bytes(8 * capacity))
    orbit_sizes = array("Q", bytes(8 * capacity))
    ehs = array("d", bytes(8 * capacity))
    ehs2 = array("d", bytes(8 * capacity))
    histogram = array("I", bytes(4 * capacity * bins)) if bins else None
    count = ctypes.c_uint64()
    lib.xiapl_strength_board(
        mask,
        bins,
        _address(heroes, ctypes.c_uint64),
        _address(orbit_sizes, ctypes.c_uint64),
        _address(ehs, ctypes.c_double),
        _address(ehs2, ctypes.c_double),
        _address(histogram, ctypes.c_uint32) if histogram is not None else None,
        capacity,
        ctypes.byref(count),
    )
    rows = count.value
    for column in (heroes, orbit_sizes, ehs, ehs2):
        del column[rows:]
    if histogram is not None:
        del histogram[rows * bins :]
    return BoardStrengths(mask, heroes, orbit_sizes, ehs, ehs2, histogram)
