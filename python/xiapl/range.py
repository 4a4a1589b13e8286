"""Ranges: weighted sets of starting hands, parsed from Hold'em or Omaha notation.

A :class:`Range` is immutable. It holds distinct combos of one game, each a
hole-card mask with a weight in (0, 1], in ascending mask order::

    >>> from xiapl.range import Range
    >>> hero = Range.from_string("JJ+, AKs, AKo")
    >>> hero.size(), hero.total_weight()
    (40, 40.0)
    >>> Range.from_string("AA**", game="plo").size()
    6961

Hold'em notation: ``"JJ"``, ``"AKs"``, ``"AKo"``, ``"AK"``, ``"JJ+"``, ``"AQs+"``,
``"TT-88"``, ``"AJs-A8s"``, ``"76s-54s"``, exact ``"AdAh"``. Omaha (4, 5 or 6
hole cards): rank patterns with ``*`` matched by containment (``"AA**"``),
suit qualifiers ``ds`` / ``ss`` / ``r``, exact hands, progressions
``"JJ**+"``, ``"8765-"``, ``"JT98-8765"``. Every item takes an optional
``:weight``; any two cards are ``"random"`` or ``"XX"``; items are separated
by commas or line breaks, and ``"[75]AA,KK[/75]"`` weight blocks are read as
Equilab and PokerStove write them. ``str(range)`` writes compact notation that
parses back to the same range (``"QQ+, AKs"``); ``Range.from_file`` and
``to_file`` read and write range files. docs/ranges.md is the full guide.

Weighted algebra: ``a | b`` (max of the weights), ``a & b`` (min), ``a - b``
(max(0, wa - wb); a combo reaching 0 is dropped), also as ``union``,
``intersection`` and ``difference``. Mixing games raises ``ValueError``.
"""

from __future__ import annotations

import bisect
import ctypes
import functools
import os
import weakref
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from . import _convert
from ._native import ERR_BUFFER_TOO_SMALL, lib
from .errors import ParseError, XiaplError
from .game import GameType, as_game

if TYPE_CHECKING:
    from ._convert import CardsLike

__all__ = ["Combo", "Range", "try_parse_range"]

_RANKS = "23456789TJQKA"
_SUITS = "cdhs"


@functools.total_ordering
class Combo:
    """One starting hand of a range: a hole-card ``mask`` and its ``weight`` in (0, 1].

    ``Combo("AsKs")``, ``Combo([Card("As"), Card("Ks")], 0.5)`` or ``Combo(mask, weight)``;
    ``Combo()`` is the empty combo (no cards, weight 1), which a range refuses.
    The mask is fixed; the weight can be set (checked to lie in (0, 1]). A
    combo is a value: ``Range.combos()`` returns copies, so setting a weight
    changes that combo only, never the range (ranges are immutable). To
    reweight a range, build a new one: ``Range(combos, game=r.game)``.
    Combos compare by (mask, weight) and hash by mask.
    """

    __slots__ = ("_mask", "_weight")
    _mask: int
    _weight: float

    def __init__(self, cards: int | str | Iterable[Any] = 0, weight: float = 1.0) -> None:
        if isinstance(cards, bool):
            raise TypeError('a combo is cards ("AsKs", Cards or ids) or an int mask, not a bool')
        self._mask = _convert.cards_mask(cards, "combo mask")
        self._weight = _weight_arg(weight)

    @classmethod
    def _raw(cls, mask: int, weight: float) -> Combo:
        combo = cls.__new__(cls)
        combo._mask = mask
        combo._weight = weight
        return combo

    @property
    def mask(self) -> int:
        return self._mask

    @property
    def weight(self) -> float:
        return self._weight

    @weight.setter
    def weight(self, value: float) -> None:
        self._weight = _weight_arg(value)

    @property
    def card_ids(self) -> list[int]:
        """The card ids of the hand, ascending."""
        return [i for i in range(64) if self._mask >> i & 1]

    def _key(self) -> tuple[int, float]:
        return (self._mask, self._weight)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Combo):
            return NotImplemented
        return self._key() == other._key()

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Combo):
            return NotImplemented
        return self._key() < other._key()

    def __hash__(self) -> int:
        return hash(self._mask)

    def __reduce__(self) -> tuple[Any, tuple[int, float]]:
        return (Combo._raw, (self._mask, self._weight))

    def __repr__(self) -> str:
        """``Combo('AsKs')``, ``Combo('AsKs', weight=0.5)``: its cards, and what evaluates back to it."""
        names = "".join(_RANKS[i % 13] + _SUITS[i // 13] for i in reversed(self.card_ids))
        return f"Combo({names!r}" + ("" if self._weight == 1.0 else f", weight={self._weight!r}") + ")"

    def __str__(self) -> str:
        names = [_RANKS[i % 13] + _SUITS[i // 13] for i in reversed(self.card_ids)]
        return "".join(names) + ("" if self._weight == 1.0 else f":{self._weight!r}")


def _weight_arg(weight: object) -> float:
    if isinstance(weight, bool) or not isinstance(weight, (int, float)):
        raise TypeError(f"a combo weight is a float in (0, 1], not {type(weight).__name__}")
    value = float(weight)
    if not 0.0 < value <= 1.0:
        raise ValueError(
            f"combo weight {value!r} is outside (0, 1]; a weight is how often the hand is played "
            "(1 = always); leave a hand out rather than give it weight 0"
        )
    return value


class _Handle:
    """Owns one xiapl_range handle and frees it when the last reference goes."""

    __slots__ = ("__weakref__", "pointer")

    def __init__(self, pointer: ctypes.c_void_p) -> None:
        self.pointer = pointer
        weakref.finalize(self, lib.xiapl_range_destroy, pointer)


def _text_arg(text: object) -> bytes:
    if not isinstance(text, str):
        raise TypeError(f"range text must be a str, not {type(text).__name__}")
    nul = text.find("\x00")
    if nul >= 0:
        raise ParseError(f"range text has a NUL character at position {nul}; remove it", -2, "XIAPL_ERR_PARSE")
    return text.encode("utf-8", "replace")


class Range:
    """An immutable weighted set of starting hands of one game."""

    __slots__ = ("_cache", "_handle", "_text")

    _handle: _Handle
    _text: str | None
    _cache: tuple[Combo, ...] | None

    def __init__(
        self,
        combos: str | Iterable[Combo | int | str | tuple[int | str, float]] = (),
        game: GameType | str | int = GameType.Holdem,
    ) -> None:
        """A range from explicit combos: ``Combo`` objects, hands (weight 1) or ``(hand, weight)`` pairs;
        a hand is a mask or cards in any form (``"AsKs"``, a list of Cards).

        Each mask must hold exactly the game's number of hole cards and each
        weight must be in (0, 1]; a mask given twice must have one weight.
        One string is range text, read as :meth:`from_string` reads it:
        ``Range("JJ+, AKs")``.
        """
        if isinstance(combos, str):
            data = _text_arg(combos)
            parsed = ctypes.c_void_p()
            lib.xiapl_range_parse(as_game(game), data, ctypes.byref(parsed))
            self._init(parsed, combos)
            return
        masks: list[int] = []
        weights: list[float] = []
        mask: object
        for item in combos:
            if isinstance(item, Combo):
                mask, weight = item.mask, item.weight
            elif isinstance(item, tuple):
                if len(item) != 2:
                    raise ValueError(f"a combo pair is (mask, weight), got {item!r}")
                mask, weight = item
            else:
                mask, weight = item, 1.0
            masks.append(_convert.cards_mask(mask, "combo mask"))
            if isinstance(weight, bool) or not isinstance(weight, (int, float)):
                raise TypeError(f"a combo weight is a float in (0, 1], not {type(weight).__name__}")
            weights.append(float(weight))
        count = len(masks)
        mask_array = (ctypes.c_uint64 * max(count, 1))(*masks)
        weight_array = (ctypes.c_double * max(count, 1))(*weights)
        out = ctypes.c_void_p()
        lib.xiapl_range_from_combos(as_game(game), mask_array, weight_array, count, ctypes.byref(out))
        self._init(out, None)

    def _init(self, pointer: ctypes.c_void_p, text: str | None) -> None:
        self._handle = _Handle(pointer)
        self._text = text
        self._cache = None

    @classmethod
    def _wrap(cls, pointer: ctypes.c_void_p, text: str | None = None) -> Range:
        obj = cls.__new__(cls)
        obj._init(pointer, text)
        return obj

    # -- construction ---------------------------------------------------------

    @classmethod
    def from_string(cls, text: str, game: GameType | str | int = GameType.Holdem) -> Range:
        """Parse range text in the game's notation.

        Raises ``xiapl.errors.ParseError`` (a ``ValueError``) naming the item,
        its position in the text and how to write it.
        """
        if not isinstance(text, str):
            _text_arg(text)  # the TypeError naming what was given
        return cls(text, game)

    @classmethod
    def all(cls, game: GameType | str | int = GameType.Holdem) -> Range:
        """Every hand of the game with weight 1 (Hold'em 1,326; PLO 270,725)."""
        out = ctypes.c_void_p()
        lib.xiapl_range_all(as_game(game), ctypes.byref(out))
        return cls._wrap(out)

    @classmethod
    def from_file(cls, path: str | os.PathLike[str], game: GameType | str | int = GameType.Holdem) -> Range:
        """Read one range from a text file, as Equilab, PokerStove and similar tools save them.

        The file holds one range: items separated by commas or line breaks,
        each with an optional ``:weight``, and ``[75]AA,KK[/75]`` weight
        blocks (a percentage; blocks do not nest). UTF-8, with or without a
        byte-order mark. A file that does not parse raises ``ParseError``
        naming the file; one that cannot be read raises ``OSError``.
        """
        name = os.fspath(path)
        with open(name, "rb") as handle:
            data = handle.read()
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise ParseError(
                f"range file {name!r}: byte {exc.start} is not UTF-8 text; save the range as plain text",
                -2,
                "XIAPL_ERR_PARSE",
            ) from None
        try:
            return cls.from_string(text, game)
        except ParseError as exc:
            raise ParseError(f"range file {name!r}: {exc}", exc.status, exc.status_name) from None

    def to_file(self, path: str | os.PathLike[str]) -> None:
        """Write the range to a text file: ``to_string()`` and a line break (ASCII).

        ``Range.from_file`` reads it back to the same range.
        """
        with open(os.fspath(path), "w", encoding="ascii", newline="\n") as handle:
            handle.write(self.to_string() + "\n")

    def to_string(self) -> str:
        """The range in compact standard notation, which ``from_string`` reads back to the same range.

        Hold'em: ``"QQ+, AKs, AsKd, 76s:0.5"``: complete classes as classes,
        runs as ``QQ+`` / ``TT-88`` / ``AQs+`` / ``KTs-K8s``, ``AK`` when both
        the suited and offsuit parts are complete, other combos as exact
        hands; weight 1 first, then each weight's items with their ``:weight``.
        Omaha: ``"****"`` for every hand, else full rank multisets
        (``"AAKQ"``, ``"AAKQds"``) and exact hands. docs/ranges.md has the rules.
        """
        length = ctypes.c_uint64()
        try:
            lib.xiapl_range_to_text(self._handle.pointer, None, 0, ctypes.byref(length))  # asks for the length
        except XiaplError as exc:
            if exc.status != ERR_BUFFER_TOO_SMALL:
                raise
        buffer = ctypes.create_string_buffer(length.value + 1)
        lib.xiapl_range_to_text(self._handle.pointer, buffer, len(buffer), ctypes.byref(length))
        return buffer.raw[: length.value].decode("ascii")

    def __str__(self) -> str:
        return self.to_string()

    # -- queries --------------------------------------------------------------

    @property
    def game(self) -> GameType:
        out = ctypes.c_int32()
        lib.xiapl_range_game(self._handle.pointer, ctypes.byref(out))
        return GameType(out.value)

    def size(self) -> int:
        """The number of combos."""
        out = ctypes.c_uint64()
        lib.xiapl_range_size(self._handle.pointer, ctypes.byref(out))
        return out.value

    def total_weight(self) -> float:
        """The sum of the combos' weights."""
        out = ctypes.c_double()
        lib.xiapl_range_total_weight(self._handle.pointer, ctypes.byref(out))
        return out.value

    def empty(self) -> bool:
        return self.size() == 0

    def _fetch(self, dead: int) -> tuple[Combo, ...]:
        length = ctypes.c_uint64()
        capacity = self.size()
        masks = (ctypes.c_uint64 * max(capacity, 1))()
        weights = (ctypes.c_double * max(capacity, 1))()
        lib.xiapl_range_combos(self._handle.pointer, dead, masks, weights, capacity, ctypes.byref(length))
        n = length.value
        return tuple(Combo._raw(m, w) for m, w in zip(masks[:n], weights[:n], strict=True))

    def combos(self) -> list[Combo]:
        """Every combo, ascending mask (copies: the range itself never changes)."""
        if self._cache is None:
            self._cache = self._fetch(0)
        return [Combo._raw(c.mask, c.weight) for c in self._cache]

    def valid_combos(self, dead_mask: CardsLike) -> list[Combo]:
        """The combos sharing no card with ``dead_mask`` (e.g. the board: a mask or cards such as ``"Ks7d2c"``),
        ascending mask."""
        dead = _convert.cards_mask(dead_mask, "dead_mask")
        if dead == 0:
            return self.combos()
        return list(self._fetch(dead))

    # -- algebra --------------------------------------------------------------

    def _combine(self, other: Range, function: Any) -> Range:
        if not isinstance(other, Range):
            raise TypeError(f"expected a Range, not {type(other).__name__}")
        out = ctypes.c_void_p()
        function(self._handle.pointer, other._handle.pointer, ctypes.byref(out))
        return Range._wrap(out)

    def union(self, other: Range) -> Range:
        """Combos of either range; a combo in both keeps the larger weight."""
        return self._combine(other, lib.xiapl_range_union)

    def intersection(self, other: Range) -> Range:
        """Combos of both ranges, with the smaller weight."""
        return self._combine(other, lib.xiapl_range_intersection)

    def difference(self, other: Range) -> Range:
        """Each combo's weight reduced by its weight in ``other`` (dropped at 0)."""
        return self._combine(other, lib.xiapl_range_difference)

    def __or__(self, other: object) -> Range:
        if not isinstance(other, Range):
            return NotImplemented
        return self.union(other)

    def __and__(self, other: object) -> Range:
        if not isinstance(other, Range):
            return NotImplemented
        return self.intersection(other)

    def __sub__(self, other: object) -> Range:
        if not isinstance(other, Range):
            return NotImplemented
        return self.difference(other)

    # -- protocol -------------------------------------------------------------

    def __len__(self) -> int:
        return self.size()

    def __iter__(self) -> Any:
        return iter(self.combos())

    def __contains__(self, hand: object) -> bool:
        """Whether the range holds this hand: ``"AsAh" in r``, a list of Cards, a mask or a Combo.

        Anything else is a TypeError, and a hand of the wrong number of cards a
        ValueError, rather than a silent False.
        """
        mask = hand.mask if isinstance(hand, Combo) else _convert.cards_mask(hand, "hand")  # type: ignore[arg-type]
        game = self.game
        if mask >> 52 or mask.bit_count() != game.hole_cards:
            shown = _convert.ids_from_mask(mask, "hand")  # names a bit from 52 up
            example = "AsAh" if game is GameType.Holdem else "AsAhKdQcJh9s"[: 2 * game.hole_cards]
            raise ValueError(
                f"{hand!r} is {len(shown)} card(s); a {game.display_name} hand is {game.hole_cards} cards, "
                f"e.g. {example!r}"
            )
        combos = self._all()
        index = bisect.bisect_left(combos, mask, key=lambda c: c.mask)
        return index < len(combos) and combos[index].mask == mask

    def _all(self) -> tuple[Combo, ...]:
        if self._cache is None:
            self._cache = self._fetch(0)
        return self._cache

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Range):
            return NotImplemented
        return self.game == other.game and self._all() == other._all()

    # A range is immutable: a copy is the range itself; a pickle holds its
    # game, combos and weights (and the text it was parsed from).
    def __copy__(self) -> Range:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Range:
        return self

    def __reduce__(self) -> tuple[Any, tuple[int, list[int], list[float], str | None]]:
        combos = self._all()
        return (_restore, (int(self.game), [c.mask for c in combos], [c.weight for c in combos], self._text))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        text = "" if self._text is None else f" {self._text!r}"
        size = self.size()
        combos = "1 combo" if size == 1 else f"{size} combos"
        return f"<Range GameType.{self.game.name}{text}: {combos}, total weight {self.total_weight():g}>"


def _restore(game: int, masks: list[int], weights: list[float], text: str | None) -> Range:
    """Unpickles a Range (see Range.__reduce__)."""
    count = len(masks)
    out = ctypes.c_void_p()
    lib.xiapl_range_from_combos(
        as_game(game),
        (ctypes.c_uint64 * max(count, 1))(*masks),
        (ctypes.c_double * max(count, 1))(*weights),
        count,
        ctypes.byref(out),
    )
    return Range._wrap(out, text)


def try_parse_range(text: str, game: GameType | str | int = GameType.Holdem) -> tuple[Range, None] | tuple[None, str]:
    """Parse without raising for bad text.

    Returns ``(range, None)`` on success and ``(None, message)`` when the text
    does not follow the grammar (the message is the one ``from_string``
    would raise). A wrong argument type or an unknown game still raises.
    """
    try:
        return Range.from_string(text, game), None
    except ParseError as exc:
        return None, str(exc)


# --- exact preflop ranking -------------------------------------------------------------
#
# Appended section: backed by a committed table of exact equities of the 169
# Hold'em classes against one random hand (docs/range_equity.md).


def _ranking_percent(top_percent: object) -> float:
    if isinstance(top_percent, bool) or not isinstance(top_percent, (int, float)):
        raise TypeError(f"top_percent is a fraction in (0, 1] (0.10 for 10%), not {type(top_percent).__name__}")
    return float(top_percent)


def rank_starting_hands(top_percent: float = 1.0, *, game: GameType | str | int = GameType.Holdem) -> list[str]:
    """The strongest ``floor(top_percent * 169)`` Hold'em classes, strongest first.

    Ranked by exact equity against one random hand (every villain hand and
    board counted; no sampling). ``top_percent`` is a fraction in (0, 1] of
    the 169 classes, not of the combos::

        >>> rank_starting_hands(0.10)[:8]
        ['AA', 'KK', 'QQ', 'JJ', 'TT', '99', '88', 'AKs']

    Only Hold'em is ranked; another game raises ValueError.
    """
    fraction = _ranking_percent(top_percent)
    kind = as_game(game)
    length = ctypes.c_uint64()
    buffer = ctypes.create_string_buffer(1024)
    lib.xiapl_range_top_percent_classes(kind, fraction, buffer, len(buffer), ctypes.byref(length))
    text = buffer.value.decode("ascii")
    return text.split(",") if text else []


def generate_top_percent_range(
    top_percent: float, *, game: GameType | str | int = GameType.Holdem, by: str = "classes"
) -> Range:
    """The strongest starting hands as a Range, every combo weight 1.

    ``by="classes"`` (the default, as in earlier releases): the classes of
    ``rank_starting_hands``, ``floor(top_percent * 169)`` of the 169 classes
    (0.10: 16 classes, 104 combos).

    ``by="combos"``: the top percent of the 1,326 combos, as PokerStove and
    Equilab count "top 10%": whole classes in the same ranking order, the
    prefix whose combo count is nearest ``round(top_percent * 1326)`` (the
    class at the boundary is taken when that lands no farther above the
    target than leaving it out lands below), so within 6 combos of it
    (0.10: target 133, 21 classes, 134 combos)::

        >>> str(generate_top_percent_range(0.10, by="combos"))
        '66+, AT+, A8s+, KJs+'
    """
    fraction = _ranking_percent(top_percent)
    if by not in ("classes", "combos"):
        raise ValueError(f'by is "classes" (the default) or "combos" (of the 1,326), not {by!r}')
    kind = as_game(game)
    out = ctypes.c_void_p()
    if by == "combos":
        lib.xiapl_range_top_percent_by_combos(kind, fraction, ctypes.byref(out))
    else:
        lib.xiapl_range_top_percent(kind, fraction, ctypes.byref(out))
    return Range._wrap(out)


__all__ += ["generate_top_percent_range", "rank_starting_hands"]


def _as_range(value: object, what: str, game: GameType | str | int | None = None) -> Range:
    """The range a caller means: a ``Range``, range text in ``game``'s grammar (Hold'em by
    default), or one hand's cards in any form (a range of that one combo). Every call that
    takes ranges reads them here, so each takes the same forms."""
    if isinstance(value, Range):
        return value
    kind = GameType.Holdem if game is None else as_game(game)
    if isinstance(value, str):
        return Range.from_string(value, game=kind)
    if isinstance(value, (bytes, bytearray)):
        raise TypeError(f"{what} must be a Range or range text as str, not {type(value).__name__}; decode it first")
    forms = f"{what} must be a Range, range text such as 'JJ+,AKs', or one hand's cards"
    try:
        ids = _convert.card_ids(value, what)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{forms}, not {type(value).__name__}") from None
    except ValueError:
        texts = [item for item in value if isinstance(item, str)] if isinstance(value, (list, tuple)) else []
        if texts and try_parse_range(texts[0], kind)[0] is not None:  # ["AA"]: a range in a list
            raise TypeError(f"{forms}, not a list of range text; pass the text itself: {texts[0]!r}") from None
        raise
    _convert.mask_from_ids(ids)
    ranks, suits = "23456789TJQKA", "cdhs"
    return Range.from_string("".join(ranks[i % 13] + suits[i // 13] for i in ids), game=kind)
