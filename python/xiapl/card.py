"""A playing card: ``Card.from_string("As")``, ``Card.from_id(51)``."""

from __future__ import annotations

import ctypes
import functools
import operator
from typing import Any, Final

from . import _convert
from ._native import lib

__all__ = ["Card", "card_id", "card_ids"]

_SUITS: Final = "cdhs"


@functools.total_ordering
class Card:
    """One of the 52 cards; immutable, hashable, equal by id.

    ``id = suit * 13 + (rank - 2)`` with suits c, d, h, s = 0..3 and ranks
    2..14 (A = 14). There is one object per card: ``Card("As") is Card(51)``.
    """

    __slots__ = ("_bit", "_id", "_name")
    _id: int
    _name: str
    _bit: int  # 1 << id, read by distinct_cards_mask

    def __new__(cls, card: Card | str | int, suit: str | None = None) -> Card:
        """``Card("As")``, ``Card(51)``, or ``Card(rank, suit)`` with rank 2..14 and suit "c", "d", "h" or "s"."""
        if suit is not None:
            return _DECK[_id_of_rank_and_suit(card, suit)]
        return _DECK[_convert.card_id(card)]

    @classmethod
    def _create(cls, card_id: int) -> Card:
        buffer = ctypes.create_string_buffer(3)
        length = ctypes.c_uint64()
        lib.xiapl_card_name(card_id, buffer, 3, ctypes.byref(length))
        card = object.__new__(cls)
        object.__setattr__(card, "_id", card_id)
        object.__setattr__(card, "_name", buffer.value.decode())
        object.__setattr__(card, "_bit", 1 << card_id)
        return card

    @classmethod
    def from_string(cls, text: str) -> Card:
        """Parse one card ("As", "td", "10h"); raises ValueError with the fix."""
        if not isinstance(text, str):
            raise TypeError(f"Card.from_string takes a str, not {type(text).__name__}")
        return _DECK[_convert.card_id(text)]

    @classmethod
    def from_id(cls, card_id: int) -> Card:
        """The card with this id (0..51).

        An id outside the deck gives an invalid card (``is_valid`` is False,
        ``repr`` says so): it can be held and compared, but everything that
        uses a card (a mask, a hand, a deck, ``rank`` and ``suit``) refuses it
        with a ValueError naming the id.
        """
        if isinstance(card_id, str) or isinstance(card_id, bool) or not hasattr(card_id, "__index__"):
            raise TypeError(
                f"Card.from_id takes an int id 0..51, not {type(card_id).__name__}; use Card.from_string for text"
            )
        number = operator.index(card_id)
        if 0 <= number < 52:
            return _DECK[number]
        card = object.__new__(cls)
        object.__setattr__(card, "_id", number)
        object.__setattr__(card, "_name", "??")
        object.__setattr__(card, "_bit", 0)  # sets no bit: a mask of it is refused by the checked path
        return card

    @property
    def is_valid(self) -> bool:
        """False for a card made by ``Card.from_id`` from an id outside 0..51."""
        return 0 <= self._id < 52

    def _check(self) -> None:
        if not 0 <= self._id < 52:
            raise ValueError(f"{self!r} is not a card of the deck; card ids are 0..51 (suit * 13 + rank - 2)")

    @property
    def id(self) -> int:
        return self._id

    @property
    def rank(self) -> int:
        """2..14 (11 = J, 12 = Q, 13 = K, 14 = A)."""
        self._check()
        return self._id % 13 + 2

    @property
    def suit(self) -> str:
        """'c', 'd', 'h' or 's'."""
        self._check()
        return _SUITS[self._id // 13]

    @property
    def mask(self) -> int:
        self._check()
        return self._bit

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    def to_string(self) -> str:
        """The card's two-character name ("As")."""
        return self._name

    def __str__(self) -> str:
        return self._name

    def __repr__(self) -> str:
        if not 0 <= self._id < 52:
            return f"<Card invalid id {self._id}>"
        return f"<Card {self._name}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other._id == self._id

    # Ordered by id, as equality and hashing are (total_ordering adds the rest).
    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._id < other._id

    def __hash__(self) -> int:
        return hash(self._id)

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (Card, (self._id,)) if 0 <= self._id < 52 else (Card.from_id, (self._id,))


# The 52 cards, named by the library once at import.
_DECK: Final[tuple[Card, ...]] = tuple(Card._create(card_id) for card_id in range(52))

# The bit of every two-character card name ("As", "as", "AS"): a list of
# names so becomes a mask without a call per card.
_NAME_BITS: Final[dict[str, int]] = {name: 1 << card for name, card in _convert.CARD_NAMES.items()}


def _id_of_rank_and_suit(rank: object, suit: object) -> int:
    if isinstance(rank, bool) or not isinstance(rank, int):
        raise TypeError(f"Card(rank, suit) takes the rank as an int 2..14, not {type(rank).__name__}")
    if not isinstance(suit, str):
        raise TypeError(f"Card(rank, suit) takes the suit as a str, not {type(suit).__name__}")
    if not 2 <= rank <= 14:
        raise ValueError(f"rank {rank} is out of range; a rank is 2..14 (11 = J, 12 = Q, 13 = K, 14 = A)")
    if len(suit) != 1 or suit.lower() not in _SUITS:
        raise ValueError(f"suit {suit!r} is not a suit; use 'c', 'd', 'h' or 's'")
    return _SUITS.index(suit.lower()) * 13 + rank - 2


def distinct_cards_mask(cards: object) -> int | None:
    """The mask of a list or tuple of distinct Cards, or of distinct
    two-character names; None for anything else (ids, other spellings, mixed
    lists, repeats, iterators), which the checked path then handles with its
    own messages."""
    if type(cards) is not list and type(cards) is not tuple:
        return None  # an iterator would be consumed here and lost to the checked path
    mask = 0
    if cards and type(cards[0]) is Card:
        # A plain loop: about a third of the time of sum(map(...)) over seven cards.
        for card in cards:
            if type(card) is not Card:
                return None
            mask |= card._bit
    else:
        try:
            for name in cards:
                mask |= _NAME_BITS[name]
        except (KeyError, TypeError):  # an unknown spelling, an id, an unhashable item
            return None
    # A repeated card sets no new bit, so the bit count falls short.
    return mask if mask.bit_count() == len(cards) else None


# The rules for one card and for a set of cards live in _convert, with every
# other input rule; these are their public names.
card_id = _convert.card_id
card_ids = _convert.card_ids
