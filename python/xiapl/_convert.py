"""Checks and conversions of Python values before they cross into libxiapl.

ctypes silently wraps out-of-range integers (-1 becomes 2**64 - 1), so every
integer that crosses the boundary is checked here first.

What every entry point accepts is decided here, once:

- one card: a ``Card``, a card string (``"As"``, ``"10h"``) or an id 0..51;
- a set of cards (a hand, a board, dead cards): an int mask (numpy integers
  too), a string of cards (``"AsKs"``, ``"As Ks"``), one ``Card``, a ``Combo``,
  or an iterable of single cards (Cards, card strings, ids). An int alone is
  a mask; an int inside a list is a card id;
- a list of hands, one per player: a list or tuple of sets of cards, or an
  array of masks (numpy, ``array('Q')``; a two-dimensional array holds one
  row of card ids per hand).
"""

from __future__ import annotations

import ctypes
import numbers
import operator
import re
from collections.abc import Iterable, Set
from typing import TYPE_CHECKING, Any, SupportsIndex, TypeAlias

from ._native import lib

if TYPE_CHECKING:
    from .card import Card
    from .range import Combo

    CardLike: TypeAlias = Card | str | int
    #: A hand, a board or dead cards, in any accepted form.
    CardsLike: TypeAlias = int | SupportsIndex | str | Card | Combo | Iterable[Card | str | int]

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
    if isinstance(card, _card.Card):
        if not 0 <= card._id < 52:
            raise ValueError(f"{card!r} is not a card of the deck; card ids are 0..51 (suit * 13 + rank - 2)")
        return card._id
    if isinstance(card, str):
        known = CARD_NAMES.get(card)
        if known is not None:
            return known
        reject_nul(card)
        out = ctypes.c_int32()
        lib.xiapl_card_parse(card.encode("utf-8", "replace"), ctypes.byref(out))
        return out.value
    if isinstance(card, bool) or not hasattr(card, "__index__"):
        raise TypeError(f"expected a Card, a card string like 'As' or an id 0..51, not {type(card).__name__}")
    number = operator.index(card)
    if not 0 <= number < 52:
        raise ValueError(f"card id {number} is out of range; card ids are 0..51 (suit * 13 + rank - 2)")
    return number


def _is_integer(value: object) -> bool:
    """An int or an integer of another kind (numpy's), not a bool. An array has
    ``__index__`` too, so the test is by the numbers ABC rather than by it."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _cards_type_error(what: str, value: object) -> TypeError:
    return TypeError(
        f"{what} must be cards (a string like 'AsKs', Card objects or ids) or an int card mask, "
        f"not {type(value).__name__}"
    )


def card_ids(cards: CardsLike, what: str = "cards") -> list[int]:
    """The ids of a set of cards in any accepted form, in the order given
    (ascending for a mask or a Combo). A repeated card is kept: callers that
    build a mask let the library name it."""
    if isinstance(cards, str):
        return parse_cards(cards)
    if isinstance(cards, _card.Card):
        return [card_id(cards)]
    if _is_integer(cards):
        return ids_from_mask(cards, what)
    if isinstance(cards, (bytes, bytearray)):
        raise TypeError(f"{what} must be cards as str, not {type(cards).__name__}; decode the bytes first")
    if isinstance(cards, Iterable):
        return [card_id(card) for card in cards]
    mask = getattr(cards, "mask", None)
    if mask is not None and _is_combo(cards):
        return ids_from_mask(mask, what)
    raise _cards_type_error(what, cards)


def _is_combo(value: object) -> bool:
    from .range import Combo  # only reached for a value that is no card, int, str or iterable

    return isinstance(value, Combo)


def cards_mask(cards: CardsLike, what: str = "cards") -> int:
    """The mask of a set of cards in any accepted form; an error names ``what``
    (``"board"``, ``"hole cards of player 1"``) and the fix."""
    if type(cards) is int and 0 <= cards < _U64_LIMIT:
        return cards
    if not isinstance(cards, str):
        mask = _card.distinct_cards_mask(cards)
        if mask is not None:
            return mask
        if _is_integer(cards):
            return to_mask(cards, what)
    try:
        ids = card_ids(cards, what)
        mask = 0
        for card in ids:
            mask |= 1 << card
        # A repeated card sets no new bit: then the library names it.
        return mask if mask.bit_count() == len(ids) else mask_from_ids(ids)
    except (ValueError, TypeError) as exc:
        if str(exc).startswith(what):
            raise
        raise _named(exc, what) from None


def hand_masks(hands: object, what: str, item: str) -> list[int]:
    """One mask per hand of a list of hands. ``item`` names hand i with
    ``item.format(i)`` ("hole cards of player {}")."""
    items: Iterable[Any]
    if type(hands) is list or type(hands) is tuple:
        items = hands
    elif isinstance(hands, (str, bytes, bytearray, _card.Card, Set)) or _is_integer(hands):
        raise TypeError(
            f"{what} must be a list of hands, one per player, e.g. ['AsKs', 'QdQc'] or a numpy array of "
            f"masks, not {type(hands).__name__}"
        )
    elif isinstance(hands, (list, tuple)):
        items = hands
    elif hasattr(hands, "tolist"):  # numpy arrays, array('Q'), memoryview: lists of Python ints
        items = hands.tolist()
    elif isinstance(hands, Iterable):
        items = hands
    else:
        raise TypeError(f"{what} must be a list of hands, one per player, not {type(hands).__name__}")
    return [
        hand if type(hand) is int and 0 <= hand < _U64_LIMIT else cards_mask(hand, item.format(index))
        for index, hand in enumerate(items)
    ]


def _named(exc: Exception, what: str) -> Exception:
    """The same error with ``what`` in front of its message."""
    message = f"{what}: {exc}"
    from .errors import XiaplError

    if isinstance(exc, XiaplError):
        return type(exc)(message, exc.status, exc.status_name)
    return type(exc)(message)


_CARD_RUN = re.compile(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][cdhs]){2,}(?![A-Za-z0-9])")


def as_typed(exc: Exception, *typed: object) -> Exception:
    """``exc`` with each run of cards in its message that names the cards of one of ``typed``
    (the caller's arguments) written in the order the caller typed them: the library gets a
    mask, which has no order, and names its cards highest first ("AsKs" for "KsAs")."""
    from .errors import XiaplError

    orders: dict[frozenset[int], str] = {}
    for value in typed:
        if isinstance(value, str) or (isinstance(value, (list, tuple)) and not any(_is_integer(v) for v in value)):
            try:
                ids = card_ids(value)
            except (TypeError, ValueError):
                continue
            names = [_CARD_NAMES[i] for i in ids]
            orders.setdefault(frozenset(ids), "".join(names))
    if not orders or not isinstance(exc, XiaplError):
        return exc
    text = str(exc)

    def typed_order(match: re.Match[str]) -> str:
        run = match.group(0)
        ids = frozenset(_CARD_IDS[run[i : i + 2]] for i in range(0, len(run), 2))
        return orders.get(ids, run)

    changed = _CARD_RUN.sub(typed_order, text)
    if changed == text:
        return exc
    return type(exc)(changed, exc.status, exc.status_name)


_CARD_NAMES = [r + s for s in "cdhs" for r in "23456789TJQKA"]
_CARD_IDS = {name: i for i, name in enumerate(_CARD_NAMES)}


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


# Imported last: card.py imports this module for CARD_NAMES, so the card
# module may still be initialising here; its names are read at call time.
from . import card as _card  # noqa: E402
