"""A deck of cards with a reproducible seeded shuffle."""

from __future__ import annotations

import ctypes
import os
import weakref
from collections.abc import Iterable

from . import _convert
from ._native import lib
from .card import Card

CardLike = Card | str | int


class Deck:
    """The ordered cards still in a deck; a new deck holds all 52 in id order.

    ``shuffle(seed)`` gives the same order for the same seed on every platform
    (seed 0 included). Every method either succeeds or raises and leaves the
    deck unchanged. A deck is not meant to be shared between threads.
    """

    def __init__(self) -> None:
        handle = ctypes.c_void_p()
        lib.xiapl_deck_create(ctypes.byref(handle))
        self._handle = handle
        self._finalizer = weakref.finalize(self, lib.xiapl_deck_destroy, handle)

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

    def reset(self) -> None:
        """Put all 52 cards back, in id order."""
        lib.xiapl_deck_reset(self._handle)

    @property
    def card_ids(self) -> list[int]:
        buffer = (ctypes.c_int32 * 52)()
        length = ctypes.c_uint64()
        lib.xiapl_deck_cards(self._handle, buffer, 52, ctypes.byref(length))
        return list(buffer[: length.value])

    @property
    def cards(self) -> list[Card]:
        return [Card.from_id(card_id) for card_id in self.card_ids]

    def __len__(self) -> int:
        return len(self.card_ids)

    def __repr__(self) -> str:
        return f"<Deck of {len(self)} cards>"
