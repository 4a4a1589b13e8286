"""Hand evaluation for every game: Hold'em (best five of 5-7 cards), Omaha (two
hole + three board), short deck, the hi/lo games' two halves, stud, razz, 2-7
lowball and badugi (docs/games.md).

A Hold'em-ranked strength is an int 1..7462 (larger wins, equal ties);
``HandValue`` wraps it with its category and the ranks that break ties. The
other rankings give a ``RankedValue``: an int that knows its ``Ranking``,
larger still wins.

Cards, boards and hole cards are taken in every form (docs/compatibility.md):
a string of cards (``"AsKs"``), a list of ``Card`` objects, card strings or
ids, one ``Card``, a ``Combo``, or an int mask; a list of hands also as a
numpy array of masks.
"""

from __future__ import annotations

import ctypes
import operator
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import _abi, _batch, _convert
from ._enum import NamedIntEnum
from ._native import error_for, lib, unchecked
from .card import Card, distinct_cards_mask
from .errors import InvalidArgumentError, XiaplError
from .game import GameType, Ranking, as_game

if TYPE_CHECKING:
    from ._convert import CardsLike

__all__ = [
    "STRENGTH_MAX",
    "BestHand",
    "HandCategory",
    "HandValue",
    "RankedValue",
    "best_hand",
    "best_low_hand",
    "completion_histogram",
    "completions",
    "count_completions",
    "describe_hand",
    "evaluate_cards",
    "evaluate_hand",
    "evaluate_hands_many",
    "evaluate_low",
    "evaluate_lows_many",
    "evaluate_many",
    "evaluate_mask",
    "hand_name",
    "judge",
    "judge_low",
]

CardLike = Card | str | int

STRENGTH_MAX = _abi.STRENGTH_MAX


class HandCategory(NamedIntEnum):
    """Hand categories, weakest first (values match XIAPL_CATEGORY_*)."""

    HighCard = _abi.CATEGORY_HIGH_CARD
    OnePair = _abi.CATEGORY_ONE_PAIR
    TwoPair = _abi.CATEGORY_TWO_PAIR
    ThreeOfAKind = _abi.CATEGORY_THREE_OF_A_KIND
    Straight = _abi.CATEGORY_STRAIGHT
    Flush = _abi.CATEGORY_FLUSH
    FullHouse = _abi.CATEGORY_FULL_HOUSE
    FourOfAKind = _abi.CATEGORY_FOUR_OF_A_KIND
    StraightFlush = _abi.CATEGORY_STRAIGHT_FLUSH


class HandValue(int):
    """A hand's strength, 1..7462: an int (larger wins, equal ties) that also
    knows its category, kickers and names."""

    __slots__ = ()

    def __new__(cls, strength: int) -> HandValue:
        if isinstance(strength, bool) or not isinstance(strength, int):
            raise TypeError(f"a hand strength is an int 1..{STRENGTH_MAX}, not {type(strength).__name__}")
        if not 1 <= strength <= STRENGTH_MAX:
            raise ValueError(f"strength {strength} is not a hand strength; strengths are 1..{STRENGTH_MAX}")
        return super().__new__(cls, strength)

    @property
    def strength(self) -> int:
        """1..7462: larger wins, equal ties."""
        return int(self)

    @property
    def category(self) -> HandCategory:
        out = ctypes.c_int32()
        lib.xiapl_strength_category(self, ctypes.byref(out))
        return HandCategory(out.value)

    @property
    def kickers(self) -> tuple[int, ...]:
        """The ranks (2..14) that order hands within the category, most significant first."""
        ranks = (ctypes.c_int32 * 5)()
        length = ctypes.c_uint64()
        lib.xiapl_strength_kickers(self, ranks, 5, ctypes.byref(length))
        return tuple(ranks[: length.value])

    def __str__(self) -> str:
        return describe_hand(self)

    def __repr__(self) -> str:
        return f"HandValue({int(self)}, {describe_hand(self)!r})"

    def __reduce__(self) -> tuple[type[HandValue], tuple[int]]:
        return (HandValue, (int(self),))


# Every strength's HandValue, made once at import (about a millisecond): the
# per-hand calls index this tuple instead of creating an int subclass, which
# costs several times as much. HandValue is immutable, so one object per
# strength can serve every caller. Index 0 is no strength and never read.
_VALUES: tuple[HandValue, ...] = tuple(int.__new__(HandValue, strength) for strength in range(STRENGTH_MAX + 1))


@dataclass(frozen=True)
class BestHand:
    """The five cards that make a hand (a badugi: one to four), and the hole
    cards among them (none when the cards were given loose, with no hole/board
    split)."""

    value: HandValue | RankedValue
    cards: list[Card]
    hole_used: list[Card]


class RankedValue(int):
    """A strength of a ranking other than Hold'em's (short deck, the lows,
    badugi): an int (larger wins within its ranking, equal ties) that knows its
    ranking, category, ranks and names."""

    def __new__(cls, strength: int, ranking: Ranking | int) -> RankedValue:
        if isinstance(strength, bool) or not isinstance(strength, int):
            raise TypeError(f"a strength is an int, not {type(strength).__name__}")
        kind = Ranking(ranking)
        out = ctypes.c_int32()
        if not 0 < strength < 1 << 16 or _ranking_category(kind, strength, out):
            raise ValueError(f"{strength} is not a strength of the {kind.name} ranking")
        value = super().__new__(cls, strength)
        value._ranking = kind
        return value

    _ranking: Ranking

    @property
    def ranking(self) -> Ranking:
        return self._ranking

    @property
    def strength(self) -> int:
        return int(self)

    @property
    def category(self) -> HandCategory:
        """A low or a badugi with no pair is ``HighCard``."""
        out = ctypes.c_int32()
        lib.xiapl_ranking_category(self._ranking, self, ctypes.byref(out))
        return HandCategory(out.value)

    @property
    def kickers(self) -> tuple[int, ...]:
        """The ranks that order hands within the category; in the lows and badugi the ace is 1."""
        ranks = (ctypes.c_int32 * 5)()
        length = ctypes.c_uint64()
        lib.xiapl_ranking_kickers(self._ranking, self, ranks, 5, ctypes.byref(length))
        return tuple(ranks[: length.value])

    def __str__(self) -> str:
        return describe_hand(self)

    def __repr__(self) -> str:
        return f"RankedValue({int(self)}, Ranking.{self._ranking.name}, {describe_hand(self)!r})"

    def __reduce__(self) -> tuple[type[RankedValue], tuple[int, int]]:
        return (RankedValue, (int(self), int(self._ranking)))


_ranking_category = unchecked("xiapl_ranking_category")  # a status, not an exception: RankedValue checks with it


def _ranked(strength: int, ranking: Ranking) -> RankedValue:
    """A RankedValue of a strength the library just gave (so known valid): no check."""
    value = int.__new__(RankedValue, strength)
    value._ranking = ranking
    return value


def _value(strength: int, ranking: Ranking) -> HandValue | RankedValue:
    if ranking is Ranking.High:
        return _VALUES[strength]
    return _ranked(strength, ranking)


def _strength_of(value: HandValue | int) -> int:
    strength = operator.index(value)
    if not 1 <= strength <= STRENGTH_MAX:  # checked here: ctypes would wrap 2**32 + 5 to 5
        raise InvalidArgumentError(f"strength {strength} is not a hand strength; strengths are 1..{STRENGTH_MAX}")
    return strength


def _text(function: Any, value: HandValue | int) -> str:
    buffer = ctypes.create_string_buffer(128)
    length = ctypes.c_uint64()
    function(_strength_of(value), buffer, 128, ctypes.byref(length))
    return buffer.value.decode()


def _ranking_of(value: HandValue | int, game: GameType | str | None, low: bool) -> Ranking:
    if isinstance(value, RankedValue):
        return value.ranking
    if game is None:
        return Ranking.High
    kind = as_game(game)
    return kind.low_ranking if low else kind.ranking


def _ranked_text(function: Any, value: HandValue | int, ranking: Ranking) -> str:
    strength = operator.index(value)
    if not 0 < strength < 1 << 16:  # checked here: ctypes would wrap 2**32 + 5 to 5
        raise InvalidArgumentError(f"strength {strength} is not a {ranking.name} strength")
    buffer = ctypes.create_string_buffer(128)
    length = ctypes.c_uint64()
    function(ranking, strength, buffer, 128, ctypes.byref(length))
    return buffer.value.decode()


def describe_hand(value: HandValue | int, *, game: GameType | str | None = None, low: bool = False) -> str:
    """The category and tie-break ranks: ``"Three of a Kind [14 13 9]"``, ``"Low [8 6 4 2 1]"``.

    A plain int is read in Hold'em's ranking unless ``game`` names another
    (``low=True``: the game's low half); a ``RankedValue`` knows its ranking.
    """
    ranking = _ranking_of(value, game, low)
    if ranking is Ranking.High:
        return _text(lib.xiapl_strength_describe, value)
    return _ranked_text(lib.xiapl_ranking_describe, value, ranking)


def hand_name(value: HandValue | int, *, game: GameType | str | None = None, low: bool = False) -> str:
    """A readable name: ``"full house, threes over twos"``, ``"8-6-4-2-A low"``,
    ``"three-card badugi 5-3-2"``; ``game`` and ``low`` as for ``describe_hand``."""
    ranking = _ranking_of(value, game, low)
    if ranking is Ranking.High:
        return _text(lib.xiapl_strength_name, value)
    return _ranked_text(lib.xiapl_ranking_name, value, ranking)


# evaluate_cards and evaluate_mask are the calls made once per hand in user
# loops: they test the status themselves rather than through a Python hook.
_evaluate_mask = unchecked("xiapl_eval_mask")


def evaluate_cards(cards: CardsLike) -> HandValue:
    """The best five of 5, 6 or 7 cards (Cards, card strings, ids, "AsKsQsJsTs", or a mask)."""
    out = ctypes.c_int32()
    mask = distinct_cards_mask(cards)
    if mask is None:
        mask = _convert.cards_mask(cards, "cards")
    status = _evaluate_mask(mask, out)
    if status:
        raise _convert.as_typed(error_for(status), cards)
    return _VALUES[out.value]


def evaluate_mask(mask: CardsLike) -> HandValue:
    """The best five of the 5, 6 or 7 cards of a mask (or of cards in any form ``evaluate_cards`` takes)."""
    out = ctypes.c_int32()
    status = _evaluate_mask(mask if type(mask) is int and 0 <= mask < 1 << 52 else _hand(mask, "card mask"), out)
    if status:
        raise _convert.as_typed(error_for(status), mask)
    return _VALUES[out.value]


def _hand(cards: CardsLike, what: str) -> int:
    return cards if type(cards) is int and 0 <= cards < 1 << 64 else _convert.cards_mask(cards, what)


def evaluate_hand(
    board: CardsLike, hole: CardsLike, *, game: GameType | str = GameType.Holdem
) -> HandValue | RankedValue:
    """One player's hand in the game's main ranking (the high half of a hi/lo game).

    Hold'em: the best five of hole + board; Omaha: exactly 2 hole + 3 board.
    Stud, razz, 2-7 and badugi have no board: pass all of a player's cards as
    ``hole`` and ``board=0`` (or ``""``). Hold'em-ranked games give a
    ``HandValue``, the others a ``RankedValue``.
    """
    kind = as_game(game)
    out = ctypes.c_int32()
    try:
        lib.xiapl_eval_hand(kind, _hand(hole, "hole"), _hand(board, "board"), out)
    except XiaplError as exc:
        raise _convert.as_typed(exc, hole, board) from None
    return _value(out.value, kind.ranking)


def evaluate_low(board: CardsLike, hole: CardsLike, *, game: GameType | str) -> RankedValue | None:
    """The low half of a hi/lo hand (PloHiLo, Plo5HiLo, StudHiLo): its
    eight-or-better strength, or None when the hand has no qualifying low."""
    kind = as_game(game)
    out = ctypes.c_int32()
    try:
        lib.xiapl_eval_low(kind, _hand(hole, "hole"), _hand(board, "board"), out)
    except XiaplError as exc:
        raise _convert.as_typed(exc, hole, board) from None
    return _ranked(out.value, Ranking.EightOrBetter) if out.value else None


def judge(hole_masks: Iterable[CardsLike], board: CardsLike, *, game: GameType | str = GameType.Holdem) -> list[int]:
    """Indices of every player holding the best hand (more than one = a split pot).

    ``hole_masks``: one hand per player, in any form (a list of ``"AsKs"``,
    Card lists or masks, or a numpy array of masks).
    """
    masks = _convert.hand_masks(hole_masks, "hole_masks", "hole cards of player {}")
    holes = (ctypes.c_uint64 * max(len(masks), 1))(*masks)
    winners = (ctypes.c_int32 * max(len(masks), 1))()
    length = ctypes.c_uint64()
    lib.xiapl_eval_showdown(
        as_game(game), holes, len(masks), _hand(board, "board"), winners, len(masks), ctypes.byref(length)
    )
    return list(winners[: length.value])


def judge_low(hole_masks: Iterable[CardsLike], board: CardsLike, *, game: GameType | str) -> list[int]:
    """Indices of every player holding the best qualifying low of a hi/lo game;
    ``[]`` when no hand qualifies (the high hands then take the whole pot)."""
    masks = _convert.hand_masks(hole_masks, "hole_masks", "hole cards of player {}")
    holes = (ctypes.c_uint64 * max(len(masks), 1))(*masks)
    winners = (ctypes.c_int32 * max(len(masks), 1))()
    length = ctypes.c_uint64()
    lib.xiapl_eval_showdown_low(
        as_game(game), holes, len(masks), _hand(board, "board"), winners, len(masks), ctypes.byref(length)
    )
    return list(winners[: length.value])


def best_low_hand(board: CardsLike, hole: CardsLike, *, game: GameType | str) -> BestHand | None:
    """The five cards of a hi/lo hand's low half and the hole cards used, or
    None when no low qualifies (tie rule as ``best_hand``)."""
    from .utils import mask_to_cards

    five, used, strength = ctypes.c_uint64(), ctypes.c_uint64(), ctypes.c_int32()
    try:
        lib.xiapl_eval_best_low(
            as_game(game),
            _hand(hole, "hole"),
            _hand(board, "board"),
            ctypes.byref(five),
            ctypes.byref(used),
            ctypes.byref(strength),
        )
    except XiaplError as exc:
        raise _convert.as_typed(exc, hole, board) from None
    if not strength.value:
        return None
    value = _ranked(strength.value, Ranking.EightOrBetter)
    return BestHand(value, mask_to_cards(five.value), mask_to_cards(used.value))


def best_hand(board: CardsLike, hole: CardsLike | None = None, *, game: GameType | str = GameType.Holdem) -> BestHand:
    """The five cards that make the hand and the hole cards used.

    ``best_hand(cards)`` takes 5, 6 or 7 loose cards with no hole/board split
    (Hold'em rules, as ``evaluate_cards``); ``hole_used`` is then empty.
    When several fives are equally strong, the one with the numerically largest
    mask is chosen (so the choice is the same in every binding).
    """
    kind = as_game(game)
    loose = hole is None
    if hole is None and kind.board_cards == 0:
        # Stud and draw games: every card is the player's own.
        hole, board = board, 0
    if hole is None:
        if kind is not GameType.Holdem:
            raise ValueError(
                f"{kind.display_name} uses exactly two hole cards: give them apart, best_hand(board, hole, game=...)"
            )
        cards = _hand(board, "cards")
        try:
            evaluate_mask(cards)  # 5 to 7 valid cards, or the library's message
        except XiaplError as exc:
            raise _convert.as_typed(exc, board) from None
        # Hold'em's best five do not depend on the split: any two cards serve as the hole.
        low_two = cards & (cards - 1)
        low_two = cards ^ (low_two & (low_two - 1))
        hole_mask, board_mask = low_two, cards & ~low_two
    else:
        hole_mask, board_mask = _hand(hole, "hole"), _hand(board, "board")
    five, used, strength = ctypes.c_uint64(), ctypes.c_uint64(), ctypes.c_int32()
    try:
        lib.xiapl_eval_best_five(
            kind, hole_mask, board_mask, ctypes.byref(five), ctypes.byref(used), ctypes.byref(strength)
        )
    except XiaplError as exc:
        raise _convert.as_typed(exc, hole, board) from None
    from .utils import mask_to_cards

    hole_used = [] if loose else mask_to_cards(used.value)
    return BestHand(_value(strength.value, kind.ranking), mask_to_cards(five.value), hole_used)


def evaluate_many(masks: Any) -> Any:
    """Strengths of many 5-7 card masks in one call.

    Takes a numpy uint64 array, an ``array('Q')``, any buffer of 64-bit ints, or a
    list; returns uint16 strengths as a numpy array, an ``array('H')`` or a list
    to match. A bad mask raises, naming its index.
    """
    buffer, count = _batch.as_u64_buffer(masks, "masks")
    result, out = _batch.u16_output_like(masks, count)
    # The library writes nothing unless every mask passes, so a batch longer than it
    # evaluates in one pass is read twice (checked whole, then evaluated). ``result`` is
    # new and an error discards it, so a long batch goes in one-pass calls; on an error
    # the whole batch is passed once more, for the message with its own index.
    step = _abi.EVAL_MASKS_ONE_PASS
    if count <= step:
        lib.xiapl_eval_masks(buffer, count, out)
    else:
        try:
            for start in range(0, count, step):
                lib.xiapl_eval_masks(_batch.u64_at(buffer, start), min(step, count - start), _batch.u16_at(out, start))
        except InvalidArgumentError:
            lib.xiapl_eval_masks(buffer, count, out)
            raise
    return list(result) if isinstance(masks, (list, tuple)) else result


def evaluate_lows_many(boards: Any, holes: Any, *, game: GameType | str) -> Any:
    """``evaluate_low(boards[i], holes[i], game=game)`` for every i of a hi/lo game, in
    one call: eight-or-better strengths, 0 where no low qualifies (containers as
    ``evaluate_hands_many``)."""
    board_buffer, count = _batch.as_u64_buffer(boards, "boards")
    hole_buffer, hole_count = _batch.as_u64_buffer(holes, "holes")
    if hole_count != count:
        raise ValueError(f"boards has {count} item(s) but holes has {hole_count}; give one hole per board")
    result, out = _batch.u16_output_like(boards, count)
    lib.xiapl_eval_lows(as_game(game), hole_buffer, board_buffer, count, out)
    return list(result) if isinstance(boards, (list, tuple)) else result


def evaluate_hands_many(boards: Any, holes: Any, *, game: GameType | str = GameType.Holdem) -> Any:
    """``evaluate_hand(boards[i], holes[i], game=game)`` for every i, in one call."""
    board_buffer, count = _batch.as_u64_buffer(boards, "boards")
    hole_buffer, hole_count = _batch.as_u64_buffer(holes, "holes")
    if hole_count != count:
        raise ValueError(f"boards has {count} item(s) but holes has {hole_count}; give one hole per board")
    result, out = _batch.u16_output_like(boards, count)
    lib.xiapl_eval_hands(as_game(game), hole_buffer, board_buffer, count, out)
    return list(result) if isinstance(boards, (list, tuple)) else result


# --- completions of a partial hand ---------------------------------------------------------------


def _completion_args(cards: CardsLike, dead: CardsLike, hand_size: int) -> tuple[int, int, int]:
    if isinstance(hand_size, bool) or not isinstance(hand_size, int):
        raise TypeError(f"hand_size must be an int (5, 6 or 7), not {type(hand_size).__name__}")
    return _hand(cards, "cards"), _hand(dead, "dead"), hand_size


def count_completions(cards: CardsLike = 0, *, dead: CardsLike = 0, hand_size: int = 7) -> int:
    """The number of ways to complete ``cards`` to ``hand_size`` (5, 6 or 7) cards from
    the deck less ``cards`` and ``dead``: ``C(52 - len(cards) - len(dead), hand_size - len(cards))``."""
    mask, dead_mask, size = _completion_args(cards, dead, hand_size)
    count = ctypes.c_uint64()
    lib.xiapl_eval_count_completions(mask, dead_mask, size, count)
    return count.value


def completions(cards: CardsLike = 0, *, dead: CardsLike = 0, hand_size: int = 7) -> array[int]:
    """The strength of every completion of ``cards`` to ``hand_size`` cards, as an
    ``array('H')``: the added cards in ascending lexicographic order of their ids (nested
    loops, the first added card outermost), each hand the best five of its cards.

    Every river of a hero and a flop is ``completions("AsKs" "Qs2d7c")`` (1,081 hands);
    all 133,784,560 seven-card hands are ``completions()`` (268 MB of strengths).
    """
    mask, dead_mask, size = _completion_args(cards, dead, hand_size)
    count = count_completions(mask, dead=dead_mask, hand_size=size)
    result = array("H", [0]) * count  # allocated once, without a temporary of the same size
    address, _ = result.buffer_info()
    length = ctypes.c_uint64()
    lib.xiapl_eval_completions(
        mask, dead_mask, size, ctypes.cast(address, ctypes.POINTER(ctypes.c_uint16)), count, length
    )
    return result


def completion_histogram(
    cards: CardsLike = 0, *, dead: CardsLike = 0, hand_size: int = 7, by: str = "strength"
) -> list[int] | dict[HandCategory, int]:
    """How many completions of ``cards`` (as ``completions``) make each hand.

    ``by="strength"``: a list of 7,463 counts, ``[s]`` for strength s (``[0]`` is 0);
    ``by="category"``: a dict from every ``HandCategory`` to its count.
    """
    kinds = {"strength": _abi.HISTOGRAM_BY_STRENGTH, "category": _abi.HISTOGRAM_BY_CATEGORY}
    if by not in kinds:
        raise ValueError(f'by must be "strength" or "category", not {by!r}')
    mask, dead_mask, size = _completion_args(cards, dead, hand_size)
    counters = STRENGTH_MAX + 1 if by == "strength" else len(HandCategory)
    counts = (ctypes.c_uint64 * counters)()
    length = ctypes.c_uint64()
    lib.xiapl_eval_completions_histogram(mask, dead_mask, size, kinds[by], counts, counters, length)
    if by == "strength":
        return list(counts)
    return {category: counts[category] for category in HandCategory}
