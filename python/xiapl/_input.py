"""How ``xiapl.equity`` and the ``xiapl`` command line read cards, hands and
ranges, and say what is wrong with them in the user's own words.

The library's parsers decide what is valid; this module decides whether a
player's text is a hand or a range (as ``xiapl equity`` does) and finds the
words to explain a refusal: which argument, which character, and what to
write instead. Its messages quote the input as typed (``"A♠"``, not escaped
bytes).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from .card import Card
from .game import GameType
from .range import Range

# Suit symbols people paste, and the letter the grammar wants for each.
_SUIT_SYMBOLS = {"♠": "s", "♤": "s", "♥": "h", "♡": "h", "♦": "d", "♢": "d", "♣": "c", "♧": "c"}
_CARD_POSITION = re.compile(r"at position (\d+) of ")
_ESCAPED_BYTES = re.compile(r"(?:\\x[0-9a-fA-F]{2})+")


def shown(text: str) -> str:
    """The user's text in double quotes, as typed: non-ASCII characters as themselves."""
    return json.dumps(text, ensure_ascii=False)


def readable(message: str) -> str:
    """A library message with its escaped UTF-8 bytes (``\\xe2\\x99\\xa0``) shown as the characters."""

    def decode(match: re.Match[str]) -> str:
        raw = bytes(int(h, 16) for h in match.group(0).split("\\x")[1:])
        return raw.decode("utf-8", errors="backslashreplace")

    return _ESCAPED_BYTES.sub(decode, message)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _is_card(text: str) -> bool:
    try:
        Card.from_string(text)
    except ValueError:
        return False
    return True


def _non_ascii(text: str) -> str | None:
    """Why ``text`` cannot be cards or a range because of a character outside ASCII, if it has one."""
    for i, char in enumerate(text):
        if char.isascii():
            continue
        where = f"the {_ordinal(i + 1)} character"
        if char in _SUIT_SYMBOLS:
            fixed = "".join(_SUIT_SYMBOLS.get(c, c) for c in text)
            return f"{shown(char)} ({where}) is a suit symbol; write suits as the letters c, d, h, s: {shown(fixed)}"
        return (
            f"{shown(char)} ({where}) is not part of a card or a range: "
            "ranks are 2-9, T, J, Q, K, A and suits c, d, h, s"
        )
    return None


def _card_problem(text: str, error: ValueError) -> tuple[int, str] | None:
    """(the card's start, why) for the first card of ``text`` the library could not read.

    The library's message gives where the card starts as a UTF-8 byte offset;
    the character at fault is found by asking the library about its parts.
    """
    found = _CARD_POSITION.search(str(error))
    if found is None:
        return None
    start = len(text.encode("utf-8")[: int(found.group(1))].decode("utf-8", errors="ignore"))
    rank_length = 2 if text[start : start + 2] == "10" else 1
    rank = text[start : start + rank_length]
    if not _is_card(rank + "s"):
        return start, f"{shown(text[start])} is not a rank (2-9, T, J, Q, K, A)"
    suit_at = start + rank_length
    if suit_at >= len(text) or text[suit_at].isspace() or text[suit_at] in ",-":
        return start, f"the card {shown(rank)} has no suit: add c, d, h or s ({shown(rank + 's')})"
    card = text[start : suit_at + 1]
    return start, f"{shown(text[suit_at])} is not a suit (c, d, h, s), in the card {shown(card)}"


def card_error(text: str, error: ValueError) -> str:
    """Why ``text`` is not a run of cards, naming the character at fault."""
    problem = _non_ascii(text)
    if problem is not None:
        return problem
    located = _card_problem(text, error)
    if located is not None:
        return located[1]
    return readable(str(error))


def read_cards(text: str, what: str) -> list[Card]:
    """The cards of ``text`` in the order typed; ValueError names ``what`` (``--board``) and the fault."""
    from . import _convert

    try:
        ids = _convert.card_ids(text)
    except ValueError as exc:
        raise ValueError(f"{what} {shown(text)}: {card_error(text, exc)}") from None
    try:
        _convert.mask_from_ids(ids)  # the library refuses a card given twice
    except ValueError as exc:
        raise ValueError(f"{what} {shown(text)}: {readable(str(exc))}") from None
    return [Card.from_id(i) for i in ids]


@dataclass(frozen=True)
class Player:
    """One player of ``xiapl.equity`` or ``xiapl equity``: exact cards, a range, or text that is both."""

    text: str  #: as typed (blanks around it removed)
    cards: tuple[Card, ...] | None  #: the hand, when the text is one of the game's size
    range: Range | None  #: the range, when the text parses as one

    @property
    def label(self) -> str:
        """The hand as cards written together ("AsKs"), or the range as typed."""
        return "".join(str(c) for c in self.cards) if self.cards is not None else self.text

    @property
    def mask(self) -> int:
        assert self.cards is not None
        mask = 0
        for card in self.cards:
            mask |= card.mask
        return mask


def read_player(text: str, game: GameType) -> Player:
    """A hand or a range, as ``xiapl equity`` reads each player's argument.

    Raises ValueError saying why ``text`` is neither, in terms of what was typed.
    """
    from . import _convert

    text = text.strip()
    if not text:
        raise ValueError('an empty argument: give a hand ("AsKs") or a range ("JJ+,AKs")')
    cards: tuple[Card, ...] | None = None
    card_failure: ValueError | None = None
    # Stud games take each player's cards so far (up and down); the others a whole hand.
    sizes = range(1, game.hole_cards + 1) if game.board_cards == 0 else range(game.hole_cards, game.hole_cards + 1)
    try:
        ids = _convert.card_ids(text)
        _convert.mask_from_ids(ids)  # the library refuses a card given twice
        if len(ids) in sizes:
            cards = tuple(Card.from_id(i) for i in ids)
    except ValueError as exc:
        ids = []
        card_failure = exc
    if game.board_cards == 0:  # stud and draw games have no ranges: the text is a hand or a mistake
        if cards is not None:
            return Player(text, cards, None)
        if card_failure is not None:
            located = _card_problem(text, card_failure)
            raise ValueError(f"{shown(text)} is not a hand: {located[1] if located else readable(str(card_failure))}")
        want = f"1 to {game.hole_cards} cards (the cards so far)" if game.board_cards == 0 else f"{game.hole_cards}"
        raise ValueError(
            f"{shown(text)} is {len(ids)} card{'s' if len(ids) != 1 else ''}, and a {game.display_name} hand is {want}"
        )
    try:
        hand_range: Range | None = Range.from_string(text, game=game)
    except ValueError as range_failure:
        if cards is not None:
            return Player(text, cards, None)
        raise ValueError(
            f"{shown(text)} is neither a hand nor a range: {_why_neither(text, game, ids, card_failure, range_failure)}"
        ) from None
    return Player(text, cards, hand_range)


def _why_neither(
    text: str, game: GameType, ids: list[int], card_failure: ValueError | None, range_failure: ValueError
) -> str:
    problem = _non_ascii(text)
    if problem is not None:
        return problem
    size = game.hole_cards
    example = shown("AsKsQdJdTc9c"[: 2 * size])
    if card_failure is None:  # cards, but not as many as a hand holds
        return (
            f"it is {len(ids)} card{'s' if len(ids) != 1 else ''}, and a {game.display_name} hand is {size} ({example})"
        )
    located = _card_problem(text, card_failure)
    if (located is not None and located[0] > 0) or _is_card(text[:2]) or _is_card(text[:3]):
        # The text starts with a card, so it was meant as cards: say which character is wrong.
        return located[1] if located is not None else readable(str(card_failure))
    return readable(str(range_failure))


def read_range(text: str, game: GameType) -> Range:
    """``xiapl range``'s argument; the library's message, readable, when it is not a range."""
    problem = _non_ascii(text)
    if problem is not None:
        raise ValueError(f"{shown(text)} is not a range: {problem}")
    try:
        return Range.from_string(text, game=game)
    except ValueError as exc:
        raise ValueError(readable(str(exc))) from None
