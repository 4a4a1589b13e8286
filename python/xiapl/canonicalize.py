"""Suit isomorphism: canonical boards, hands and (hero, board) situations.

Poker does not care which suit is which, so the 24 ways of relabelling the
four suits turn a board, a hand or a hero-plus-board situation into
strategically identical ones. Every function here maps an input to one
representative of its class; the orbit size (``*_orbit_size``, and the
``weights`` of the generators) says how many raw inputs the class stands for,
so a result computed once per class can be weighted back exactly.

The representative: each suit gets the key ``(board ranks, hero ranks)`` as
two 13-bit rank patterns; the suit with the largest key becomes clubs, the next
diamonds, then hearts, then spades. It is the relabelling with the smallest
board mask, then the smallest hero mask; canonicalizing it again gives it back,
and the board half of a canonical situation is the canonical board::

    >>> from xiapl.canonicalize import canonicalize_board
    >>> [str(c) for c in canonicalize_board("Ah Kh Ad")]
    ['Kc', 'Ac', 'Ad']
    >>> [str(c) for c in canonicalize_board("Ad Kd Ah")]
    ['Kc', 'Ac', 'Ad']

The ``*_mask(s)`` forms take and return int card masks (bit ``id`` set); the
plain forms take cards (``Card`` objects, ids, or a string such as "AhKhAd")
and return lists of ``Card`` in ascending id order.

Three names keep older behaviour for code written against it (listed in
docs/compatibility.md): ``canonicalize_hand(_mask)`` of a Hold'em hand gives
its class label ("AKs"), and ``canonicalize_hero_and_board(_masks)`` keep the
frozen form of the 0.1 API, which is not canonical. The canonical forms are
``canonical_hand(_mask)`` and ``canonical_situation(_masks)``.

``generate_canonical_*`` return sequences (``len()`` without enumerating;
iteration streams); ``stream_canonical_*`` yield chunks of ``array('Q')``
columns: ``numpy.asarray(chunk.heroes)`` (or ``numpy.frombuffer``) views one
as a ``uint64`` array without copying; numpy itself is never required.
"""

from __future__ import annotations

import ctypes
import operator
from array import array
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, NamedTuple

from . import _convert
from ._native import lib
from .card import Card
from .game import GameType, as_game

__all__ = [
    "BoardChunk",
    "CanonicalBoard",
    "CanonicalClasses",
    "CanonicalHand",
    "CanonicalSituation",
    "HandChunk",
    "SituationChunk",
    "board_orbit_size",
    "canonical_hand",
    "canonical_hand_mask",
    "canonical_situation",
    "canonical_situation_masks",
    "canonicalize_board",
    "canonicalize_board_mask",
    "canonicalize_hand",
    "canonicalize_hand_mask",
    "canonicalize_hero_and_board",
    "canonicalize_hero_and_board_masks",
    "count_canonical_boards",
    "count_canonical_hands",
    "count_canonical_situations",
    "generate_canonical_boards",
    "generate_canonical_hands",
    "generate_canonical_situations",
    "hand_orbit_size",
    "hero_and_board_orbit_size",
    "holdem_hand_class",
    "stream_canonical_boards",
    "stream_canonical_hands",
    "stream_canonical_situations",
]

CardLike = Card | str | int
Cards = Iterable[CardLike] | str

DEFAULT_CHUNK_SIZE = 65536
_MAX_CHUNK_SIZE = 1 << 26
_BOARD_NAMES = {3: "flop", 4: "turn", 5: "river"}
_u64p = ctypes.POINTER(ctypes.c_uint64)


class SituationChunk(NamedTuple):
    """Consecutive canonical (hero, board) situations: three equal-length columns."""

    heroes: array[int]
    boards: array[int]
    weights: array[int]  #: orbit sizes: raw situations each one stands for


class BoardChunk(NamedTuple):
    """Consecutive canonical boards and their orbit sizes."""

    boards: array[int]
    weights: array[int]


class HandChunk(NamedTuple):
    """Consecutive canonical hands (hole cards alone) and their orbit sizes."""

    hands: array[int]
    weights: array[int]


# --- single inputs --------------------------------------------------------


def _board_game(game: GameType | str | int) -> GameType:
    """as_game for the games canonical forms are defined for: Hold'em and Omaha high."""
    kind = as_game(game)
    if kind > GameType.Plo6:
        raise ValueError(f"canonical forms are for Hold'em and PLO, PLO5, PLO6, not {kind.display_name}")
    return kind


def _mask(cards: Cards | int, what: str) -> int:
    """A mask from an int mask or from cards (Cards, ids, or a string of cards)."""
    if isinstance(cards, int) and not isinstance(cards, bool):
        return _convert.to_mask(cards, what)
    if isinstance(cards, (str, Iterable)):
        return _convert.mask_from_ids(_convert.card_ids(cards))
    raise TypeError(
        f"{what} must be cards (Card objects, ids or a string like 'AhKhAd') or an int mask, not {type(cards).__name__}"
    )


def _card_list(mask: int) -> list[Card]:
    return [Card.from_id(card_id) for card_id in _convert.ids_from_mask(mask)]


def _board(mask: int) -> tuple[int, int]:
    out, orbit = ctypes.c_uint64(), ctypes.c_uint64()
    lib.xiapl_canon_board(_convert.to_mask(mask, "board mask"), ctypes.byref(out), ctypes.byref(orbit))
    return out.value, orbit.value


def _hand(mask: int) -> tuple[int, int]:
    out, orbit = ctypes.c_uint64(), ctypes.c_uint64()
    lib.xiapl_canon_hand(_convert.to_mask(mask, "hand mask"), ctypes.byref(out), ctypes.byref(orbit))
    return out.value, orbit.value


def _situation(hero: int, board: int) -> tuple[int, int, int]:
    out_hero, out_board, orbit = ctypes.c_uint64(), ctypes.c_uint64(), ctypes.c_uint64()
    lib.xiapl_canon_situation(
        _convert.to_mask(hero, "hero mask"),
        _convert.to_mask(board, "board mask"),
        ctypes.byref(out_hero),
        ctypes.byref(out_board),
        ctypes.byref(orbit),
    )
    return out_hero.value, out_board.value, orbit.value


def canonicalize_board_mask(board: int) -> int:
    """The canonical form of a 3-, 4- or 5-card board mask."""
    return _board(board)[0]


def canonicalize_board(board: Cards) -> list[Card]:
    """The canonical form of a flop, turn or river, as cards in ascending id order."""
    return _card_list(_board(_mask(board, "board"))[0])


def canonical_hand_mask(hand: int) -> int:
    """The canonical form of hole cards alone (2 for Hold'em; 4, 5 or 6 for Omaha)."""
    return _hand(hand)[0]


def canonical_hand(hand: Cards | int) -> list[Card]:
    """The canonical form of hole cards alone, as cards in ascending id order."""
    return _card_list(_hand(_mask(hand, "hand"))[0])


def canonicalize_hand_mask(hand: int) -> str | int:
    """A Hold'em hand's class label ("AKs", "AKo", "TT"); an Omaha hand's canonical mask.

    ``canonical_hand_mask`` gives the canonical mask for Hold'em too.
    """
    mask = _convert.to_mask(hand, "hand mask")
    return holdem_hand_class(mask) if mask.bit_count() == 2 else canonical_hand_mask(mask)


def canonicalize_hand(hand: Cards | int) -> str | list[Card]:
    """A Hold'em hand's class label ("AKs", "AKo", "TT"); an Omaha hand's canonical cards.

    ``canonical_hand`` gives the canonical cards for Hold'em too.
    """
    mask = _mask(hand, "hand")
    return holdem_hand_class(mask) if mask.bit_count() == 2 else canonical_hand(mask)


def canonical_situation_masks(hero: int, board: int) -> tuple[int, int]:
    """The canonical (hero, board) masks: both relabelled together, kept apart.

    The board half equals ``canonicalize_board_mask(board)``; this is the form
    ``generate_canonical_situations`` enumerates.
    """
    out_hero, out_board, _ = _situation(hero, board)
    return out_hero, out_board


def canonical_situation(hero: Cards | int, board: Cards | int) -> tuple[list[Card], list[Card]]:
    """The canonical (hero cards, board cards), each in ascending id order."""
    out_hero, out_board, _ = _situation(_mask(hero, "hero"), _mask(board, "board"))
    return _card_list(out_hero), _card_list(out_board)


def _top_rank(hero: int, board: int) -> tuple[int, int]:
    out_hero, out_board = ctypes.c_uint64(), ctypes.c_uint64()
    lib.xiapl_canon_situation_top_rank(
        _convert.to_mask(hero, "hero mask"),
        _convert.to_mask(board, "board mask"),
        ctypes.byref(out_hero),
        ctypes.byref(out_board),
        None,
    )
    return out_hero.value, out_board.value


def canonicalize_hero_and_board_masks(hero: int, board: int) -> tuple[int, int]:
    """The frozen (hero, board) form of the 0.1 API, for tables keyed by it.

    The board's cards, sorted by rank descending and then suit (clubs
    first), give the suits the labels clubs, diamonds, hearts, spades in the
    order they first appear; the hero's cards, sorted alike, continue the
    numbering for suits the board lacks. Both are relabelled alike. The hero
    may be 0 (the board alone). It is not a canonical form: when suits tie on
    their top board card, relabellings of one situation can give different
    results. New code uses ``canonical_situation_masks``
    (docs/canonicalization.md).
    """
    return _top_rank(hero, board)


def canonicalize_hero_and_board(hero: Cards | int, board: Cards | int) -> tuple[list[Card], list[Card]]:
    """The frozen form as (hero cards, board cards); see ``canonicalize_hero_and_board_masks``."""
    out_hero, out_board = _top_rank(_mask(hero, "hero"), _mask(board, "board"))
    return _card_list(out_hero), _card_list(out_board)


def board_orbit_size(board: Cards | int) -> int:
    """How many raw boards share this board's canonical form (1, 4, 6, 12 or 24)."""
    return _board(_mask(board, "board"))[1]


def hand_orbit_size(hand: Cards | int) -> int:
    """How many raw hands share this hand's canonical form (Hold'em: 6 pairs, 4 suited, 12 offsuit)."""
    return _hand(_mask(hand, "hand"))[1]


def hero_and_board_orbit_size(hero: Cards | int, board: Cards | int) -> int:
    """How many raw (hero, board) situations share this one's canonical form."""
    return _situation(_mask(hero, "hero"), _mask(board, "board"))[2]


def holdem_hand_class(hand: Cards | int) -> str:
    """The Hold'em starting-hand class of two hole cards: "AA", "AKs" or "AKo" (one of 169)."""
    buffer = ctypes.create_string_buffer(4)
    length = ctypes.c_uint64()
    lib.xiapl_canon_holdem_class(_mask(hand, "hand"), buffer, 4, ctypes.byref(length))
    return buffer.value.decode()


# --- counting and enumeration ---------------------------------------------


def _board_size(value: object) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"board_size must be an int (3, 4 or 5), not {type(value).__name__}")
    size = operator.index(value)
    if size not in _BOARD_NAMES:
        raise ValueError(f"board_size {size} is not supported; use 3 (flop), 4 (turn) or 5 (river)")
    return size


def _chunk_size(value: object) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"chunk_size must be an int, not {type(value).__name__}")
    size = operator.index(value)
    if not 1 <= size <= _MAX_CHUNK_SIZE:
        raise ValueError(
            f"chunk_size {size} is out of range; use 1..{_MAX_CHUNK_SIZE} "
            f"(the default, {DEFAULT_CHUNK_SIZE}, is a good choice)"
        )
    return size


def _count(hero_size: int, board_size: int) -> int:
    out = ctypes.c_uint64()
    lib.xiapl_canon_count(hero_size, board_size, ctypes.byref(out))
    return out.value


def count_canonical_boards(board_size: int) -> int:
    """The number of canonical boards: 1,755 flops, 16,432 turns, 134,459 rivers."""
    return _count(0, _board_size(board_size))


def count_canonical_situations(board_size: int, *, game: GameType | str | int = GameType.Holdem) -> int:
    """The number of canonical (hero, board) situations, counted without enumerating them.

    Hold'em: 1,286,792 (flop), 13,960,050 (turn), 123,156,254 (river).
    """
    return _count(_board_game(game).hole_cards, _board_size(board_size))


def count_canonical_hands(*, game: GameType | str | int = GameType.Holdem) -> int:
    """The number of canonical starting hands: 169 (Hold'em), 16,432 (Omaha-4),
    134,459 (Omaha-5), 962,988 (Omaha-6)."""
    return _count(_board_game(game).hole_cards, 0)


_ZERO = array("Q", [0])


def _column(count: int) -> tuple[array[int], ctypes._Pointer[ctypes.c_uint64]]:
    column = _ZERO * count  # far faster than array("Q", bytes(8 * count))
    address, _ = column.buffer_info()
    return column, ctypes.cast(address, _u64p)


def _stream(hero_size: int, board_size: int, chunk_size: int) -> Iterator[tuple[array[int], array[int], array[int]]]:
    """(heroes, boards, weights) chunks; an empty array for a column the stream lacks."""
    handle = ctypes.c_void_p()
    lib.xiapl_canon_iter_create(hero_size, board_size, ctypes.byref(handle))
    try:
        length = ctypes.c_uint64()
        while True:
            heroes, hero_ptr = _column(chunk_size if hero_size else 0)
            boards, board_ptr = _column(chunk_size if board_size else 0)
            weights, weight_ptr = _column(chunk_size)
            lib.xiapl_canon_iter_next(
                handle,
                hero_ptr if hero_size else None,
                board_ptr if board_size else None,
                weight_ptr,
                chunk_size,
                ctypes.byref(length),
            )
            n = length.value
            if n == 0:
                return
            for column in (heroes, boards, weights):
                del column[n:]
            yield heroes, boards, weights
    finally:
        lib.xiapl_canon_iter_destroy(handle)


def _situation_chunks(hero_size: int, board_size: int, chunk_size: int) -> Iterator[SituationChunk]:
    for heroes, boards, weights in _stream(hero_size, board_size, chunk_size):
        yield SituationChunk(heroes, boards, weights)


def _board_chunks(board_size: int, chunk_size: int) -> Iterator[BoardChunk]:
    for _, boards, weights in _stream(0, board_size, chunk_size):
        yield BoardChunk(boards, weights)


def _hand_chunks(hole_cards: int, chunk_size: int) -> Iterator[HandChunk]:
    for hands, _, weights in _stream(hole_cards, 0, chunk_size):
        yield HandChunk(hands, weights)


# The public generators check their arguments when called, not at the first
# next(), so a bad board_size fails where it is written.


class _Situation(NamedTuple):
    hero: int  #: hole-card mask
    board: int  #: board mask


class CanonicalSituation(_Situation):
    """One canonical situation: a ``(hero_mask, board_mask)`` pair, as the 0.1
    API yields it, with its orbit size as the attribute ``weight`` (how many
    raw situations it stands for)."""

    weight: int

    def __new__(cls, hero: int, board: int, weight: int) -> CanonicalSituation:
        self = super().__new__(cls, hero, board)
        self.weight = weight
        return self

    def __reduce__(self) -> tuple[Any, tuple[int, int, int]]:
        return (CanonicalSituation, (self.hero, self.board, self.weight))

    def __repr__(self) -> str:
        return f"CanonicalSituation(hero={self.hero}, board={self.board}, weight={self.weight})"


class CanonicalBoard(NamedTuple):
    """One canonical board and its orbit size."""

    board: int
    weight: int


class CanonicalHand(NamedTuple):
    """One canonical starting hand and its orbit size."""

    hand: int
    weight: int


class CanonicalClasses(Sequence[Any]):
    """Every canonical class of one kind, in enumeration order, as a sequence.

    ``len()`` is counted without enumerating. Iterating streams the classes
    chunk by chunk in constant memory; the first index or slice reads them
    all into three ``array('Q')`` columns (``heroes``, ``boards``,
    ``weights``: 24 bytes a class, about 3 GB for the 123 million Hold'em
    river situations, which are better streamed). Items are
    :class:`CanonicalSituation`, :class:`CanonicalBoard` or
    :class:`CanonicalHand`.
    """

    def __init__(self, hero_size: int, board_size: int, chunk_size: int) -> None:
        self._hero_size, self._board_size, self._chunk_size = hero_size, board_size, chunk_size
        self._length = _count(hero_size, board_size)
        self._columns: tuple[array[int], array[int], array[int]] | None = None

    def _row(self, hero: int, board: int, weight: int) -> Any:
        if not self._hero_size:
            return CanonicalBoard(board, weight)
        if not self._board_size:
            return CanonicalHand(hero, weight)
        return CanonicalSituation(hero, board, weight)

    def __len__(self) -> int:
        return self._length

    def __iter__(self) -> Iterator[Any]:
        if self._columns is not None:
            heroes, boards, weights = self._columns
            for i in range(self._length):
                yield self._row(heroes[i] if heroes else 0, boards[i] if boards else 0, weights[i])
            return
        for heroes, boards, weights in _stream(self._hero_size, self._board_size, self._chunk_size):
            for i in range(len(weights)):
                yield self._row(heroes[i] if heroes else 0, boards[i] if boards else 0, weights[i])

    def _load(self) -> tuple[array[int], array[int], array[int]]:
        if self._columns is None:
            heroes, boards, weights = array("Q"), array("Q"), array("Q")
            for h, b, w in _stream(self._hero_size, self._board_size, self._chunk_size):
                heroes.extend(h)
                boards.extend(b)
                weights.extend(w)
            self._columns = (heroes, boards, weights)
        return self._columns

    def __getitem__(self, index: Any) -> Any:
        heroes, boards, weights = self._load()
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._length))]
        i = operator.index(index)
        if i < 0:
            i += self._length
        if not 0 <= i < self._length:
            raise IndexError(f"index {index} is out of range for {self._length} classes")
        return self._row(heroes[i] if heroes else 0, boards[i] if boards else 0, weights[i])

    @property
    def heroes(self) -> array[int]:
        """The hero (or hand) masks as one ``array('Q')``; empty for boards alone."""
        return self._load()[0]

    @property
    def boards(self) -> array[int]:
        """The board masks as one ``array('Q')``; empty for hands alone."""
        return self._load()[1]

    @property
    def weights(self) -> array[int]:
        """The orbit sizes as one ``array('Q')``."""
        return self._load()[2]

    def __reduce__(self) -> tuple[Any, tuple[int, int, int]]:
        return (CanonicalClasses, (self._hero_size, self._board_size, self._chunk_size))

    def __repr__(self) -> str:
        return f"<CanonicalClasses: {self._length:,} classes>"


def generate_canonical_situations(
    board_size: int,
    *,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    game: GameType | str | int = GameType.Holdem,
) -> CanonicalClasses:
    """Every canonical (hero, board) situation once, as a sequence of :class:`CanonicalSituation`.

    ``len()`` is immediate (1,286,792 Hold'em flop situations); iterating
    streams; indexing reads them all first. Order: boards ascending by mask,
    heroes ascending within a board. The weights add up to the raw count
    (25,989,600 hero + flop situations in Hold'em). For the turn and river,
    :func:`stream_canonical_situations` gives the same classes in chunks of
    arrays.
    """
    return CanonicalClasses(_board_game(game).hole_cards, _board_size(board_size), _chunk_size(chunk_size))


def generate_canonical_boards(board_size: int, *, chunk_size: int = DEFAULT_CHUNK_SIZE) -> CanonicalClasses:
    """Every canonical board of a size once, ascending by mask, as a sequence of :class:`CanonicalBoard`."""
    return CanonicalClasses(0, _board_size(board_size), _chunk_size(chunk_size))


def generate_canonical_hands(
    *,
    game: GameType | str | int = GameType.Holdem,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
) -> CanonicalClasses:
    """Every canonical starting hand of a game once, ascending by mask, as a sequence of :class:`CanonicalHand`."""
    return CanonicalClasses(_board_game(game).hole_cards, 0, _chunk_size(chunk_size))


def stream_canonical_situations(
    board_size: int,
    *,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
    game: GameType | str | int = GameType.Holdem,
) -> Iterator[SituationChunk]:
    """Every canonical (hero, board) situation once, in chunks of up to ``chunk_size``.

    Order: boards ascending by mask, heroes ascending within a board; the
    chunk size does not change the stream. ``weights`` are orbit sizes.
    Nothing but the current chunk is held in memory, so the 123,156,254
    river situations stream in constant space.
    """
    hole_cards = _board_game(game).hole_cards
    return _situation_chunks(hole_cards, _board_size(board_size), _chunk_size(chunk_size))


def stream_canonical_boards(board_size: int, *, chunk_size: int = DEFAULT_CHUNK_SIZE) -> Iterator[BoardChunk]:
    """Every canonical board of a size once, ascending by mask, in chunks with orbit sizes."""
    return _board_chunks(_board_size(board_size), _chunk_size(chunk_size))


def stream_canonical_hands(
    *,
    game: GameType | str | int = GameType.Holdem,
    chunk_size: int = DEFAULT_CHUNK_SIZE,
) -> Iterator[HandChunk]:
    """Every canonical starting hand of a game once, ascending by mask, in chunks with orbit sizes."""
    return _hand_chunks(_board_game(game).hole_cards, _chunk_size(chunk_size))
