"""A deck of cards with a reproducible seeded shuffle."""

from __future__ import annotations

import ctypes
import os
import weakref
from collections.abc import Iterable
from typing import Any

from . import _convert
from ._native import lib
from .card import Card

CardLike = Card | str | int


class Deck:
    """The ordered cards still in a deck; a new deck holds all 52 in id order.

    ``shuffle(seed)`` gives the same order for the same seed on every platform
    (seed 0 included). Every method either succeeds or raises and leaves the
    deck unchanged. A deck is not meant to be shared between threads.

    A deck is a value: ``copy.copy``, ``copy.deepcopy`` and pickling give an
    independent deck with the same cards in the same order, so its deals and
    seeded shuffles match the original's.
    """

    __slots__ = ("__weakref__", "_finalizer", "_handle")

    def __init__(self, cards: Iterable[CardLike] | str | None = None) -> None:
        """A full deck in id order, or one holding ``cards`` front first (see :meth:`set_cards`)."""
        handle = ctypes.c_void_p()
        lib.xiapl_deck_create(ctypes.byref(handle))
        self._handle = handle
        self._finalizer = weakref.finalize(self, lib.xiapl_deck_destroy, handle)
        if cards is not None:
            self.set_cards(cards)

    # -- dealing ---------------------------------------------------------------

    def shuffle(self, seed: int | None = None) -> None:
        """Shuffle the remaining cards; ``seed=None`` draws a seed from the OS."""
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "little")
        lib.xiapl_deck_shuffle(self._handle, _convert.to_uint64(seed, "seed"))

    def deal(self, n: int = 1) -> list[Card]:
        """Take ``n`` cards from the front."""
        count = _convert.to_count(n, "number of cards to deal")
        remaining = len(self)
        buffer = (ctypes.c_int32 * max(min(count, remaining), 1))()
        length = ctypes.c_uint64()
        lib.xiapl_deck_deal(self._handle, count, buffer, min(count, remaining), ctypes.byref(length))
        return [Card.from_id(card_id) for card_id in buffer[: length.value]]

    def deal_one(self) -> Card:
        """Take the front card."""
        return self.deal(1)[0]

    def burn(self, n: int = 1) -> None:
        """Discard ``n`` cards from the front."""
        lib.xiapl_deck_burn(self._handle, _convert.to_count(n, "number of cards to burn"))

    def remove_cards(self, cards: Iterable[CardLike] | str | int) -> None:
        """Take these cards out of the deck (Cards, strings like "AsKs", or a mask).

        A card that is not in the deck any more is a ValueError; nothing is removed then.
        """
        if isinstance(cards, int):
            mask = _convert.to_mask(cards)
        else:
            mask = _convert.mask_from_ids(_convert.card_ids(cards))
        lib.xiapl_deck_remove(self._handle, mask)

    def set_cards(self, cards: Iterable[CardLike] | str) -> None:
        """Make the deck hold exactly ``cards``, front first (Cards, ids or text like "AsKs").

        A repeated or invalid card is a ValueError; the deck is then unchanged.
        """
        ids = _convert.card_ids(cards)
        if len(ids) > 52:
            raise ValueError(f"a deck holds at most 52 cards, not {len(ids)}")
        buffer = (ctypes.c_int32 * max(len(ids), 1))(*ids)
        lib.xiapl_deck_set_cards(self._handle, buffer, len(ids))

    def reset(self) -> None:
        """Put all 52 cards back, in id order."""
        lib.xiapl_deck_reset(self._handle)

    # -- queries ---------------------------------------------------------------

    @property
    def card_ids(self) -> list[int]:
        """The ids of the cards still in the deck, front first."""
        buffer = (ctypes.c_int32 * 52)()
        length = ctypes.c_uint64()
        lib.xiapl_deck_cards(self._handle, buffer, 52, ctypes.byref(length))
        return list(buffer[: length.value])

    @property
    def cards(self) -> list[Card]:
        """The cards still in the deck, front first."""
        return [Card.from_id(card_id) for card_id in self.card_ids]

    def size(self) -> int:
        """The number of cards still in the deck."""
        return len(self.card_ids)

    def empty(self) -> bool:
        """True when no card is left."""
        return self.size() == 0

    def has_cards(self, n: int = 1) -> bool:
        """True when at least ``n`` cards are left to deal."""
        return self.size() >= _convert.to_count(n, "number of cards")

    def __len__(self) -> int:
        return self.size()

    # -- value semantics ---------------------------------------------------------

    def __copy__(self) -> Deck:
        return Deck(self.card_ids)

    def __deepcopy__(self, memo: dict[int, Any]) -> Deck:
        return Deck(self.card_ids)

    def __reduce__(self) -> tuple[type[Deck], tuple[list[int]]]:
        return (Deck, (self.card_ids,))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deck):
            return NotImplemented
        return self.card_ids == other.card_ids

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"<Deck of {len(self)} cards>"
