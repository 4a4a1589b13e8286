"""Checks and conversions of Python values before they cross into libxiapl.

ctypes silently wraps out-of-range integers (-1 becomes 2**64 - 1), so every
integer that crosses the boundary is checked here first.
"""

from __future__ import annotations

import ctypes
import operator
from collections.abc import Iterable
from typing import TYPE_CHECKING, TypeAlias

from ._native import lib

if TYPE_CHECKING:
    from .card import Card

    CardLike: TypeAlias = Card | str | int

_U64_LIMIT = 1 << 64


def to_uint64(value: object, what: str) -> int:
    """An int in [0, 2**64); anything else is a ValueError/TypeError naming `what`."""
    if type(value) is int and 0 <= value < _U64_LIMIT:
        return value
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    number = operator.index(value)
    if not 0 <= number < _U64_LIMIT:
        raise ValueError(f"{what} must be between 0 and 2**64 - 1, got {number}")
    return number


def to_mask(value: object, what: str = "card mask") -> int:
    """A 64-bit mask; bits >= 52 are rejected by the library with its own message."""
    return to_uint64(value, what)


def to_count(value: object, what: str) -> int:
    return to_uint64(value, what)


def card_id(card: CardLike) -> int:
    """The id of a Card, a card string ("As", "10h") or an id (checked 0..51)."""
    from .card import card_id as checked_card_id

    return checked_card_id(card)


def card_ids(cards: Iterable[CardLike] | str) -> list[int]:
    """Ids of several cards; a single string may hold several cards ("AsKs", "As Ks")."""
    from .card import card_ids as checked_card_ids

    return checked_card_ids(cards)


def reject_nul(text: str) -> None:
    """C strings end at a NUL: text after one would be dropped silently, so refuse it."""
    nul = text.find("\x00")
    if nul >= 0:
        from .errors import ParseError

        raise ParseError(f"card text {text!r} has a NUL character at position {nul}; remove it")


def _two_letter_names() -> dict[str, int]:
    """Every two-character spelling of a card the library accepts ("As", "aS", "tc"...).

    Built once by asking the library, so the grammar stays defined in one place:
    the 52 names it prints, in both letter cases, each kept only if the
    library's own parser maps it to that card.
    """
    names: dict[str, int] = {}
    buffer = ctypes.create_string_buffer(3)
    length = ctypes.c_uint64()
    parsed = ctypes.c_int32()
    for card in range(52):
        lib.xiapl_card_name(card, buffer, 3, ctypes.byref(length))
        name = buffer.value.decode("ascii")
        rank, suit = name[0], name[1]
        for spelling in {r + s for r in (rank.upper(), rank.lower()) for s in (suit.upper(), suit.lower())}:
            try:
                lib.xiapl_card_parse(spelling.encode("ascii"), ctypes.byref(parsed))
            except ValueError:
                continue
            if parsed.value == card:
                names[spelling] = card
    return names


# card_id looks a card string up here before crossing into the library: a dict
# lookup costs a small fraction of a foreign call.
CARD_NAMES: dict[str, int] = _two_letter_names()


def parse_cards(text: str) -> list[int]:
    """Card ids in input order, read by the library's parser."""
    reject_nul(text)
    buffer = (ctypes.c_int32 * 52)()
    length = ctypes.c_uint64()
    lib.xiapl_cards_parse(text.encode("utf-8", "replace"), buffer, 52, ctypes.byref(length))
    return list(buffer[: length.value])


def mask_from_ids(ids: list[int]) -> int:
    array = (ctypes.c_int32 * max(len(ids), 1))(*ids)
    mask = ctypes.c_uint64()
    lib.xiapl_mask_from_ids(array, len(ids), ctypes.byref(mask))
    return mask.value


def ids_from_mask(mask: object, what: str = "card mask") -> list[int]:
    buffer = (ctypes.c_int32 * 52)()
    length = ctypes.c_uint64()
    lib.xiapl_mask_to_ids(to_mask(mask, what), buffer, 52, ctypes.byref(length))
    return list(buffer[: length.value])
