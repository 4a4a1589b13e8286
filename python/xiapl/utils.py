"""Conversions between cards, ids and 52-bit card masks (bit ``id`` set)."""

from __future__ import annotations

from collections.abc import Iterable

from . import _convert
from .card import Card

CardLike = Card | str | int


def card_to_mask(card: CardLike) -> int:
    """The mask of one card (a Card, "As", or an id)."""
    return 1 << _convert.card_id(card)


def cards_to_mask(cards: Iterable[CardLike] | str) -> int:
    """The mask of several distinct cards; a card given twice is a ValueError.

    Accepts Cards, card strings, ids, or one string of cards ("AsKs", "As Ks").
    """
    return _convert.mask_from_ids(_convert.card_ids(cards))


def mask_to_ids(mask: int) -> list[int]:
    """The ids of a mask's cards, ascending; bits >= 52 are a ValueError."""
    return _convert.ids_from_mask(mask)


def mask_to_cards(mask: int) -> list[Card]:
    """The cards of a mask, ascending by id."""
    return [Card.from_id(card_id) for card_id in _convert.ids_from_mask(mask)]
