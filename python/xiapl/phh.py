"""Poker Hand History (PHH) files: read, write, and replay through the rules engine.

PHH is TOML with a fixed set of keys (``variant``, ``antes``,
``blinds_or_straddles``, ``min_bet``, ``starting_stacks``, ``actions``, ...).
Reading, checking, writing and replaying are done by the library's core
(``xiapl_phh_*`` in xiapl.h), the same in every language; this module holds a
hand as a plain :class:`PhhHand` you can inspect and edit. Every variant code
of the PHH specification (:data:`VARIANTS`) is read, written and replayed by
the rules engine: the board games, stud (its hole deals ``d dh p1 7c2d????9h``
give the down cards, unseen ones as ``??``, then the up card; ``p1 pb`` posts
the bring-in) and draw games (``p1 sd 7h2c`` discards, ``p1 sd`` stands pat).
So are XiaPL's extension codes (:data:`EXTENSION_VARIANTS`: PT, NO, FO, PO/8,
NO/8), the board games the sites deal that the specification has no code for,
which other PHH readers refuse (docs/phh.md, "Extension codes"). Reading any
other code raises :class:`UnsupportedVariantError`. Malformed input raises
:class:`PhhParseError` naming the line and the token; nothing half-parsed is
returned.

>>> hand = parse_phh(text)                      # doctest: +SKIP
>>> state = replay(hand)                        # doctest: +SKIP
>>> [hand.chip_scale().to_amount(s) for s in state.stacks] == hand.finishing_stacks  # doctest: +SKIP
>>> finals = list(replay_all(texts))            # many hands in one call  # doctest: +SKIP
"""

from __future__ import annotations

import ctypes
import datetime
import json
import math
import re
import tomllib
import warnings
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import InitVar, dataclass, field
from decimal import Decimal
from os import PathLike
from pathlib import Path
from typing import Any

from . import _abi
from ._native import ERR_BUFFER_TOO_SMALL, ERR_PARSE, ERR_UNSUPPORTED, lib
from .card import Card
from .errors import InvalidArgumentError, ParseError, UnsupportedError, XiaplError
from .game import GameType
from .table import ChipScale, State

Number = int | float
_Info = _abi.xiapl_phh_info
_Action = _abi.xiapl_phh_action
#: The variant codes of the PHH specification, each read and written.
VARIANTS = ("FT", "NT", "NS", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB")
#: XiaPL's extension codes, named by the specification's rule (betting letter,
#: game, ``/8`` for hi/lo eight or better): pot-limit Hold'em, no-limit Omaha,
#: fixed-limit Omaha, pot-limit and no-limit Omaha hi/lo (4 or 5 cards). Read,
#: written and replayed here; not codes of the specification, so other PHH
#: readers refuse them. ``hand.variant in VARIANTS`` tells a hand that any reader takes.
EXTENSION_VARIANTS = ("PT", "NO", "FO", "PO/8", "NO/8")
#: The variant codes the rules engine replays: every code of :data:`VARIANTS`
#: (Hold'em fixed and no limit, short deck, pot-limit Omaha, fixed-limit Omaha
#: hi/lo, fixed-limit stud, stud hi/lo and razz, no-limit 2-7 single draw,
#: fixed-limit 2-7 triple draw and badugi) and of :data:`EXTENSION_VARIANTS`.
SUPPORTED_VARIANTS = VARIANTS + EXTENSION_VARIANTS


class PhhParseError(ParseError):
    """A PHH file that does not follow the format; the message names the line and the token."""


class UnsupportedVariantError(PhhParseError, UnsupportedError):
    """A variant code neither the PHH specification nor XiaPL's extension defines (every code either
    defines is read and replayed)."""

    status = UnsupportedError.status
    status_name = UnsupportedError.status_name


class PhhReplayWarning(UserWarning):
    """A hand history held an action the engine never offers, and the replay kept it: a fold when
    checking was free (real histories hold such folds; the engine's ``legal_actions`` never does)."""


def _warn_needless_folds(state: State) -> State:
    """One PhhReplayWarning per warning of the core's about the replayed history (a fold kept
    although checking was free), with the core's text."""
    if state.needless_folds:
        for warning in state.replay_warnings():
            warnings.warn(warning.text, PhhReplayWarning, stacklevel=3)
    return state


class ReplayError(PhhParseError):
    """A hand whose actions the rules engine does not accept (the message says where).

    Its status is the library's, XIAPL_ERR_INVALID_ARGUMENT: the text was read,
    the rules refused it."""

    status = InvalidArgumentError.status
    status_name = InvalidArgumentError.status_name


def _phh_error(exc: XiaplError) -> Exception:
    """The library's error for a PHH text, as this module's exception."""
    if exc.status == ERR_UNSUPPORTED:
        return UnsupportedVariantError(str(exc))
    if exc.status == ERR_PARSE:
        return PhhParseError(str(exc))
    return exc


# -- the core's documents -----------------------------------------------------


def _text_out(function: Callable[..., Any], *arguments: Any) -> str:
    """Calls a (..., buf, capacity, out_len) function twice: for the length, then the text."""
    length = ctypes.c_uint64()
    try:
        function(*arguments, None, 0, ctypes.byref(length))
    except XiaplError as exc:
        if exc.status != ERR_BUFFER_TOO_SMALL:
            raise
    buffer = ctypes.create_string_buffer(length.value + 1)
    function(*arguments, buffer, len(buffer), ctypes.byref(length))
    return buffer.raw[: length.value].decode("utf-8")


def _unit_bytes(scale: ChipScale | None) -> bytes | None:
    return None if scale is None else str(scale.unit).encode("ascii")


class _Document:
    """A parsed PHH document (xiapl_phh): one hand or several. Owns its handle."""

    __slots__ = ("_handle",)

    def __init__(self, handle: ctypes.c_void_p) -> None:
        self._handle = handle

    def __del__(self, _destroy: Any = lib.xiapl_phh_destroy) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            _destroy(handle)

    @classmethod
    def parse(cls, text: str) -> _Document:
        if isinstance(text, PhhHand):
            raise TypeError(
                "parse_phh reads PHH text (a str), and this is a PhhHand already (State.to_phh() gives one): "
                "use it as it is, or format_phh(hand) for its text"
            )
        if isinstance(text, (bytes, bytearray)):
            raise TypeError("parse_phh reads PHH text as a str, not bytes: decode it first (text.decode('utf-8'))")
        if not isinstance(text, str):
            raise TypeError(
                f"parse_phh reads PHH text as a str, not a {type(text).__name__}; read_phh(path) reads a file"
            )
        data = text.encode("utf-8", "surrogatepass")
        handle = ctypes.c_void_p()
        try:
            lib.xiapl_phh_parse(data, len(data), ctypes.byref(handle))
        except XiaplError as exc:
            raise _phh_error(exc) from None
        return cls(handle)

    @classmethod
    def of(cls, hands: Sequence[PhhHand]) -> _Document:
        """A document of hands built in Python (checked by the core as a file is)."""
        for hand in hands:
            if not isinstance(hand, PhhHand):
                raise TypeError(f"expected PhhHand objects, not {type(hand).__name__}")
        data = json.dumps([_to_json(h) for h in hands], ensure_ascii=False, allow_nan=False).encode("utf-8")
        handle = ctypes.c_void_p()
        try:
            lib.xiapl_phh_from_json(data, len(data), ctypes.byref(handle))
        except XiaplError as exc:
            raise _phh_error(exc) from None
        return cls(handle)

    def count(self) -> int:
        count = ctypes.c_uint64()
        lib.xiapl_phh_count(self._handle, ctypes.byref(count))
        return count.value

    def text(self, index: int) -> str:
        return _text_out(lib.xiapl_phh_to_text, self._handle, index)

    def hands(self, keys: Sequence[str] | None = None) -> list[PhhHand]:
        """The hands, each with the collection key ``keys`` gives it ("" by default)."""
        data = json.loads(_text_out(lib.xiapl_phh_to_json, self._handle, _abi.PHH_ALL))
        return [_from_json(h, GameType(self.info(i).game), "" if keys is None else keys[i]) for i, h in enumerate(data)]

    def unit(self, index: int) -> ChipScale:
        return ChipScale(_text_out(lib.xiapl_phh_chip_unit, self._handle, index))

    def info(self, index: int) -> _Info:
        info = _Info()
        info.struct_size = ctypes.sizeof(info)
        lib.xiapl_phh_info_get(self._handle, index, ctypes.byref(info))
        return info

    def board_cards(self, index: int) -> list[int]:
        cards = (ctypes.c_int32 * 52)()
        length = ctypes.c_uint64()
        lib.xiapl_phh_board_cards(self._handle, index, cards, 52, ctypes.byref(length))
        return list(cards[: length.value])

    def replay(self, index: int, scale: ChipScale | None) -> State:
        handle = ctypes.c_void_p()
        try:
            lib.xiapl_phh_replay(self._handle, index, _unit_bytes(scale), ctypes.byref(handle))
        except InvalidArgumentError as exc:
            raise ReplayError(str(exc)) from None
        except XiaplError as exc:
            raise _phh_error(exc) from None
        return State._wrap(handle)

    def replay_states(self, index: int, scale: ChipScale | None, capacity: int) -> list[State]:
        handles = (ctypes.c_void_p * capacity)()
        length = ctypes.c_uint64()
        try:
            lib.xiapl_phh_replay_states(
                self._handle, index, _unit_bytes(scale), handles, capacity, ctypes.byref(length)
            )
        except InvalidArgumentError as exc:
            raise ReplayError(str(exc)) from None
        except XiaplError as exc:
            raise _phh_error(exc) from None
        return [State._wrap(ctypes.c_void_p(h)) for h in handles[: length.value]]


# -- JSON: how hands cross into the core ------------------------------------------


def _json_value(value: object) -> object:
    """A PhhHand value as the core's JSON form of PHH (docs/phh.md, "JSON")."""
    if isinstance(value, bool) or value is None or isinstance(value, (int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {"$float": repr(value)}
    if isinstance(value, Decimal):
        if not value.is_finite():
            return _json_value(float(value))
        if value == value.to_integral_value():
            return int(value)
        # PHH (TOML) writes a fractional amount as a float: refuse one a float would change.
        if Decimal(repr(float(value))) != value:
            raise ValueError(
                f"the amount {value} cannot be written to PHH exactly: a fractional amount is a TOML "
                "float, which holds about 15 significant digits; round it, or give the amounts in "
                "whole chips of a smaller unit"
            )
        return float(value)
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return {"$datetime": value.isoformat()}
    if isinstance(value, PhhAction):
        return str(value)
    if isinstance(value, (list, tuple)):
        return [_json_value(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json_value(v) for k, v in value.items()}
    raise TypeError(f"cannot write {type(value).__name__} to PHH")


# The single-amount fields; a variant takes some of them (bring_in in stud,
# small_bet and big_bet in fixed limit, min_bet otherwise).
_BET_FIELDS = ("bring_in", "small_bet", "big_bet", "min_bet")


# The keys a PhhHand holds as fields of their own beyond the variant's: written
# after the variant's fields, among the extra ones, in the file's order.
_LIST_FIELDS = ("players", "finishing_stacks", "winnings")


def _to_json(hand: PhhHand) -> dict[str, object]:
    known: dict[str, object] = {
        "variant": hand.variant,
        "ante_trimming_status": hand.extra.get("ante_trimming_status", False),
        "antes": hand.antes,
    }
    if hand.blinds_or_straddles or hand.bring_in is None:
        known["blinds_or_straddles"] = hand.blinds_or_straddles
    for name in _BET_FIELDS:
        if getattr(hand, name) is not None:
            known[name] = getattr(hand, name)
    known["starting_stacks"] = hand.starting_stacks
    known["actions"] = hand.actions
    extra = {k: v for k, v in hand.extra.items() if k != "ante_trimming_status"}
    clash = sorted(set(known) & set(extra) | set(_LIST_FIELDS) & set(extra))
    if clash:
        raise ValueError(f"PhhHand.extra repeats the field {clash[0]!r}; set the attribute instead")
    others: dict[str, object] = {name: getattr(hand, name) for name in _LIST_FIELDS if getattr(hand, name)}
    others.update(extra)
    order = {key: i for i, key in enumerate(hand._order)}
    ordered = sorted(others, key=lambda k: order.get(k, len(order)))
    return {key: _json_value(value) for key, value in [*known.items(), *((k, others[k]) for k in ordered)]}


def _python_value(value: object) -> Any:
    """The core's JSON form of a TOML value, as tomllib would give it."""
    if isinstance(value, list):
        return [_python_value(v) for v in value]
    if isinstance(value, dict):
        if len(value) == 1 and "$datetime" in value:
            return tomllib.loads(f"v = {value['$datetime']}")["v"]
        if len(value) == 1 and "$float" in value:
            return float(value["$float"])
        return {k: _python_value(v) for k, v in value.items()}
    return value


def _from_json(data: dict[str, Any], game: GameType | None = None, key: str = "") -> PhhHand:
    values = {k: _python_value(v) for k, v in data.items()}
    # The core writes the fields the variant takes first, the extra ones after.
    names = list(values)
    known = set(names[: names.index("actions") + 1])
    others = [k for k in names if k not in known]
    lists = {name: values[name] for name in _LIST_FIELDS if name in others and isinstance(values[name], list)}
    # ante_trimming_status is kept in extra when true (the core writes false for a file without it).
    extra = {"ante_trimming_status": True} if values.get("ante_trimming_status") else {}
    extra.update({k: values[k] for k in others if k not in lists})
    hand = PhhHand(
        variant=values["variant"],
        antes=values["antes"],
        blinds_or_straddles=values.get("blinds_or_straddles", []) if "blinds_or_straddles" in known else [],
        min_bet=values["min_bet"] if "min_bet" in known else None,
        starting_stacks=values["starting_stacks"],
        actions=[PhhAction.parse(line) for line in values["actions"]],
        extra=extra,
        bring_in=values["bring_in"] if "bring_in" in known else None,
        small_bet=values["small_bet"] if "small_bet" in known else None,
        big_bet=values["big_bet"] if "big_bet" in known else None,
        game=game,
        players=lists.get("players", []),
        finishing_stacks=lists.get("finishing_stacks", []),
        winnings=lists.get("winnings", []),
        collection_key=key,
    )
    hand._order = tuple(others)
    return hand


# -- actions ---------------------------------------------------------------------

_VERBS = {
    "dh": "deal_hole",
    "db": "deal_board",
    "f": "fold",
    "cc": "check_or_call",
    "cbr": "bet_or_raise",
    "sm": "show_or_muck",
    "pb": "bring_in",
    "sd": "stand_pat_or_discard",
}
# The token of each XIAPL_PHH_VERB_* (xiapl_phh_action.verb); "" for commentary alone.
_VERB_TOKENS = {
    _abi.PHH_VERB_DEAL_HOLE: "dh",
    _abi.PHH_VERB_DEAL_BOARD: "db",
    _abi.PHH_VERB_FOLD: "f",
    _abi.PHH_VERB_CHECK_CALL: "cc",
    _abi.PHH_VERB_BET_RAISE: "cbr",
    _abi.PHH_VERB_SHOW_MUCK: "sm",
    _abi.PHH_VERB_BRING_IN: "pb",
    _abi.PHH_VERB_DISCARD: "sd",
    _abi.PHH_VERB_COMMENT: "",
}


def _number(text: str) -> Number | Decimal:
    """An amount as written: an int; a float when it holds the decimal exactly and is
    below 2**53 (where every float's shortest digits are its value); else a Decimal."""
    if "." not in text:
        return int(text)
    value = float(text)
    exact = abs(value) < _FLOAT_EXACT and Decimal(_amount_text(value)) == Decimal(text)
    return value if exact else Decimal(text)


# Floats at or above 2**53 skip integers: such an amount stays a Decimal.
_FLOAT_EXACT = 2.0**53


def _amount_text(value: Number | Decimal) -> str:
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise TypeError(f"an amount is a number like 300 or 12.5, not {value!r}")
    if isinstance(value, float):
        value = Decimal(repr(value))  # written digit for digit, never with an exponent
    if isinstance(value, Decimal):
        return str(int(value)) if value == value.to_integral_value() else format(value, "f")
    return str(value)


@dataclass
class PhhAction:
    """One action of a hand, read into its parts (the library's core reads the line).

    ``verb`` is the PHH token: ``dh`` (deal hole cards), ``db`` (deal board
    cards), ``f``, ``cc``, ``cbr``, ``sm`` (show or muck), ``pb`` (the
    bring-in), ``sd`` (stand pat or discard). ``player`` is the 1-based seat
    the action is about (``p3``: 3; the seat dealt to by ``dh``), 0 for a
    board deal. ``amount`` is the bet-or-raise-to total of ``cbr`` (0
    otherwise). ``cards`` are the ids of the known cards in the order
    written (``7h6h``: ``[31, 30]``), ``unknown_count`` how many are written
    ``??``, ``cards_text`` the cards as written, ``has_cards`` whether the
    action names cards, ``same_as_dealt`` whether it is ``sm -`` (pokerkit
    shows the cards dealt; :func:`replay` reads it as a muck). ``commentary`` is the
    text after ``#`` inside the action string; it is part of the action and
    is written back.

    ``str(action)`` is the action's PHH text. ``cards_text`` is written as
    read while ``cards`` and ``unknown_count`` are unchanged (it keeps the
    place of unknown cards, as in stud's ``7c2d????9h``); otherwise the
    text is made from ``cards`` and ``unknown_count``. Build actions by
    keyword, with the class methods (``PhhAction.bet_or_raise(2, 300)``) or
    with :meth:`parse`.
    """

    verb: str = ""
    player: int = 0
    amount: Number | Decimal = 0
    cards: list[int] = field(default_factory=list)
    cards_text: str = ""
    unknown_count: int = 0
    has_cards: bool = False
    same_as_dealt: bool = False
    commentary: str = ""
    _written: tuple[tuple[int, ...], int, str] = field(default=((), 0, ""), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.cards = list(self.cards)
        if self.verb == "sm" and self.cards_text == "-":
            self.same_as_dealt = True
        if self.same_as_dealt:
            self.cards_text = "-"
        elif self.cards_text and not self.cards and not self.unknown_count:
            read = PhhAction.parse(f"d db {self.cards_text}")  # the core reads the cards
            self.cards, self.unknown_count = read.cards, read.unknown_count
        elif not self.cards_text and (self.cards or self.unknown_count):
            self.cards_text = self._cards_from_ids()
        self.has_cards = self.has_cards or self.cards_text not in ("", "-")
        self._written = (tuple(self.cards), self.unknown_count, self.cards_text)

    def _cards_from_ids(self) -> str:
        return "".join(str(Card(i)) for i in self.cards) + "??" * self.unknown_count

    @property
    def actor(self) -> int | None:
        """The acting player (1-based), None for the dealer (``dh``, ``db``) and for commentary alone."""
        return None if self.verb in ("dh", "db", "") else self.player

    @property
    def kind(self) -> str:
        """ "deal_hole", "deal_board", "fold", "check_or_call", "bet_or_raise", "show_or_muck",
        "bring_in", "stand_pat_or_discard", or "" for an action of commentary alone."""
        return _VERBS.get(self.verb, "")

    @property
    def comment(self) -> str | None:
        """``commentary``, or None when there is none."""
        return self.commentary or None

    @classmethod
    def parse(cls, line: str) -> PhhAction:
        """One action line ("p1 cbr 300", "d dh p2 AsKs # a comment"); PhhParseError names a bad token."""
        if not isinstance(line, str):
            raise TypeError(f'a PHH action is a str like "p1 cbr 300", not {type(line).__name__}')
        data = line.encode("utf-8", "surrogatepass")
        parts = _Action()
        parts.struct_size = ctypes.sizeof(parts)
        try:
            lib.xiapl_phh_action_parse(data, len(data), ctypes.byref(parts))
        except XiaplError as exc:
            raise _phh_error(exc) from None

        def text(offset: int, length: int) -> str:  # a text of the line, as written
            return data[offset : offset + length].decode("utf-8")

        verb = _VERB_TOKENS[parts.verb]
        return cls(
            verb=verb,
            player=parts.actor or parts.player,
            amount=_number(text(parts.amount_offset, parts.amount_length)) if verb == "cbr" else 0,
            cards=list(parts.card_ids[: parts.card_count]),
            cards_text=text(parts.cards_offset, parts.cards_length),
            unknown_count=parts.unknown_count,
            commentary=text(parts.comment_offset, parts.comment_length),
        )

    @classmethod
    def deal_hole(cls, player: int, cards: str) -> PhhAction:
        return cls.parse(f"d dh p{player} {cards}")

    @classmethod
    def deal_board(cls, cards: str) -> PhhAction:
        return cls.parse(f"d db {cards}")

    @classmethod
    def fold(cls, player: int) -> PhhAction:
        return cls.parse(f"p{player} f")

    @classmethod
    def check_or_call(cls, player: int) -> PhhAction:
        return cls.parse(f"p{player} cc")

    @classmethod
    def bet_or_raise(cls, player: int, amount: Number | Decimal) -> PhhAction:
        return cls.parse(f"p{player} cbr {_amount_text(amount)}")

    @classmethod
    def show_or_muck(cls, player: int, cards: str | None = None) -> PhhAction:
        return cls.parse(f"p{player} sm" + ("" if cards is None else f" {cards}"))

    @classmethod
    def bring_in(cls, player: int) -> PhhAction:
        return cls.parse(f"p{player} pb")

    @classmethod
    def stand_pat_or_discard(cls, player: int, cards: str | None = None) -> PhhAction:
        """Discard ``cards`` (None: stand pat) in a draw game."""
        return cls.parse(f"p{player} sd" + ("" if cards is None else f" {cards}"))

    def __str__(self) -> str:
        if self.same_as_dealt:
            cards = "-"
        elif (tuple(self.cards), self.unknown_count, self.cards_text) == self._written:
            cards = self.cards_text
        else:
            cards = self._cards_from_ids()
        seat = f"p{self.player}"
        if self.verb == "dh":
            words = ["d", "dh", seat, cards]
        elif self.verb == "db":
            words = ["d", "db", cards]
        elif self.verb == "cbr":
            words = [seat, "cbr", _amount_text(self.amount)]
        elif self.verb in ("sm", "sd"):
            words = [seat, self.verb] + ([cards] if cards else [])
        elif self.verb:
            words = [seat, self.verb]
        else:
            words = []
        text = " ".join(words)
        if self.commentary:
            text = f"{text} # {self.commentary}" if text else f"# {self.commentary}"
        elif not text:
            text = "#"  # commentary alone, and empty
        return text


# -- hands -----------------------------------------------------------------------


@dataclass
class PhhHand:
    """One hand. Amounts keep their TOML type (int or float; integral amounts compare equal to floats).

    The variant decides which forced-bet and bet-size fields the hand has:
    ``blinds_or_straddles`` (every game but stud) or ``bring_in`` (stud), and
    ``small_bet`` and ``big_bet`` (fixed limit) or ``min_bet`` (no and pot
    limit); the others are None (``blinds_or_straddles``: empty). ``game`` is
    the game the hand replays as (PO: Omaha with the most hole cards any
    player shows). ``players``, ``finishing_stacks`` and ``winnings`` are
    empty when the file has none. ``collection_key`` is the hand's table name
    in a .phhs collection (``"1"``, ``"2"``, ...), ``""`` for a .phh file.
    ``extra`` holds every other key with its TOML type; ``ante_trimming_status``
    is there when true (``extra["ante_trimming_status"] is True``) and is also
    an attribute and a keyword of the constructor.

    ``actions`` holds :class:`PhhAction` objects; a string given there is
    read into one (``str(action)`` gives the text back).
    """

    variant: str
    antes: list[Number]
    blinds_or_straddles: list[Number]
    min_bet: Number | None
    starting_stacks: list[Number]
    actions: list[PhhAction]
    ante_trimming_status: InitVar[bool | None] = None
    extra: dict[str, Any] = field(default_factory=dict)
    bring_in: Number | None = None
    small_bet: Number | None = None
    big_bet: Number | None = None
    game: GameType | None = None
    players: list[str] = field(default_factory=list)
    finishing_stacks: list[Number] = field(default_factory=list)
    winnings: list[Number] = field(default_factory=list)
    collection_key: str = ""
    # The file's order of the keys after the variant's fields, for writing them back alike.
    _order: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self, ante_trimming_status: bool | None) -> None:
        if ante_trimming_status is not None:
            self.extra["ante_trimming_status"] = ante_trimming_status
        self.actions = [PhhAction.parse(a) if isinstance(a, str) else a for a in self.actions]
        if self.game is None:
            try:
                self.game = GameType(_Document.of([self]).info(0).game)
            except (XiaplError, ValueError, TypeError):
                pass  # an incomplete hand: the game is known once it reads

    def parsed_actions(self) -> list[PhhAction]:
        """Every action as a :class:`PhhAction` (strings put in ``actions`` since are read)."""
        return [a if isinstance(a, PhhAction) else PhhAction.parse(a) for a in self.actions]

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    def hole_mask(self, player: int) -> int:
        """The known hole cards of player ``player`` (1-based, as ``p1`` in the file); 0 if unknown."""
        if not 1 <= player <= self.player_count:
            raise ValueError(f"player {player} is not in this {self.player_count}-player hand (players are 1..)")
        return int(_Document.of([self]).info(0).holes[player - 1])

    def board_mask(self, max_cards: int | None = None) -> int:
        """The board as dealt, in order, keeping at most ``max_cards`` cards."""
        mask = 0
        for card in _Document.of([self]).board_cards(0)[:max_cards]:
            mask |= 1 << card
        return mask

    def board_cards(self) -> list[Card]:
        """The board cards in the order the hand deals them."""
        return [Card.from_id(i) for i in _Document.of([self]).board_cards(0)]

    def chip_scale(self) -> ChipScale:
        """The chip unit that makes every amount of the hand a whole number of chips."""
        return _Document.of([self]).unit(0)


def _ante_trimming_status(hand: PhhHand) -> bool:
    return bool(hand.extra.get("ante_trimming_status", False))


def _set_ante_trimming_status(hand: PhhHand, value: bool) -> None:
    hand.extra["ante_trimming_status"] = value


# ``ante_trimming_status`` is a keyword of the constructor and an attribute that
# reads and writes ``extra["ante_trimming_status"]`` (one value, kept in extra).
setattr(PhhHand, "ante_trimming_status", property(_ante_trimming_status, _set_ante_trimming_status))  # noqa: B010


# -- reading and writing ---------------------------------------------------------


_TABLE_HEADER = re.compile(r"^[ \t]*\[", re.MULTILINE)


def _collection_keys(text: str, count: int) -> list[str]:
    """The table names of a .phhs text ("1", "2", ...), or [""] for a .phh text of one hand."""
    if count == 1 and _TABLE_HEADER.search(text) is None:
        return [""]  # no line opens a table: a .phh text (read without a second TOML pass)
    try:
        tables = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        tables = {}
    if "variant" not in tables and len(tables) == count and all(isinstance(v, dict) for v in tables.values()):
        return list(tables)
    return [""] if count == 1 else [str(i + 1) for i in range(count)]


def parse_phh(text: str) -> PhhHand:
    """One hand from PHH text."""
    document = _Document.parse(text)
    count = document.count()
    if count != 1:
        raise PhhParseError(f"the text holds {count} hands; read it with parse_phh_all")
    return document.hands(_collection_keys(text, 1))[0]


def parse_phh_all(text: str) -> list[PhhHand]:
    """Every hand of a .phhs text (one TOML table per hand, ``[1]``, ``[2]``, ...) or of a .phh text.

    Each hand's ``collection_key`` is its table name ("" for a .phh text)."""
    document = _Document.parse(text)
    return document.hands(_collection_keys(text, document.count()))


def read_phh(path: str | PathLike[str]) -> PhhHand:
    """The hand of a .phh file (UTF-8): ``parse_phh`` of its text."""
    return parse_phh(Path(path).read_text(encoding="utf-8"))


def read_phh_all(path: str | PathLike[str]) -> list[PhhHand]:
    """The hands of a .phhs file (UTF-8), in file order: ``parse_phh_all`` of its text."""
    return parse_phh_all(Path(path).read_text(encoding="utf-8"))


def format_phh(hand: PhhHand) -> str:
    """PHH text for one hand in the canonical field order (parse_phh(format_phh(h)) == h)."""
    return _Document.of([hand]).text(0)


def format_phh_all(hands: Sequence[PhhHand]) -> str:
    """A .phhs text: the hands as tables [1], [2], ..."""
    return _Document.of(list(hands)).text(_abi.PHH_ALL) if hands else ""


def write_phh(hand: PhhHand, path: str | PathLike[str]) -> None:
    """Writes ``format_phh(hand)`` to ``path`` (a str or a path); ``write_phh(path, hand)`` works too."""
    if isinstance(path, PhhHand) and isinstance(hand, (str, PathLike)):
        hand, path = path, hand
    if not isinstance(hand, PhhHand):
        raise TypeError(f"write_phh writes a PhhHand, not a {type(hand).__name__}: write_phh(hand, path)")
    Path(_path_arg(path, "write_phh")).write_text(format_phh(hand), encoding="utf-8")


def write_phh_all(hands: Sequence[PhhHand], path: str | PathLike[str]) -> None:
    """Writes ``format_phh_all(hands)`` to ``path``; ``write_phh_all(path, hands)`` works too."""
    if isinstance(hands, (str, PathLike)) and not isinstance(path, (str, PathLike)):
        hands, path = path, hands
    Path(_path_arg(path, "write_phh_all")).write_text(format_phh_all(hands), encoding="utf-8")


def _path_arg(path: object, function: str) -> str | PathLike[str]:
    if not isinstance(path, (str, PathLike)):
        raise TypeError(f"{function}'s path is a str or a path, not a {type(path).__name__}")
    return path


def _from_state(state: State, scale: ChipScale | None = None, **extra: Any) -> PhhHand:
    """State.to_phh: a played (or self-played) hand as PHH: its forced bets, deals and actions.

    The seats are rotated so that the button is the last player, as PHH
    places it; amounts are chips times ``scale``'s unit (default 1). Keyword
    arguments become extra fields (``players=[...]``, ``event="..."``).
    """
    handle = ctypes.c_void_p()
    lib.xiapl_phh_from_table(state._handle, _unit_bytes(scale), ctypes.byref(handle))
    hand = _Document(handle).hands()[0]
    for key, value in extra.items():
        if key in _LIST_FIELDS:
            setattr(hand, key, list(value))
        else:
            hand.extra[key] = value
    return hand


# -- replaying -------------------------------------------------------------------


def replay(hand: PhhHand, scale: ChipScale | None = None) -> State:
    """Drive the rules engine through the hand; returns the last state.

    Seats follow the hand's player order (p1 = seat 0) and the button is the
    last player. Amounts are converted to chips with ``scale`` (default
    ``hand.chip_scale()``); convert the state's ``stacks`` back with
    ``scale.to_amount``. Show/muck actions only reveal cards: a live player
    who mucks, or whose cards stay unknown, does not contend at showdown. A
    fold when checking was free is kept, with a :class:`PhhReplayWarning`.
    """
    return _warn_needless_folds(_Document.of([hand]).replay(0, scale))


def replay_states(hand: PhhHand, scale: ChipScale | None = None) -> Iterator[State]:
    """Every state :func:`replay` passes through, in order: the state after the
    forced bets, then the state after each board deal and each player action
    (stud and draw games: also after each hole-card deal, bring-in and draw,
    which are steps of their hands).

    Every state knows the hole cards the whole file reveals (board games: the
    later hole-card deals and show/muck actions only reveal cards; stud and
    draw games: cards a showdown shows are known from their deal on), as
    replay's final state does.
    Raises ReplayError, like replay, at the first action the engine refuses.
    """
    states = _Document.of([hand]).replay_states(0, scale, len(hand.actions) + 1)
    _warn_needless_folds(states[-1])
    return iter(states)


_BATCH = 512  # texts per foreign call: big enough to amortise it, small enough to stream


def replay_all(
    items: Iterable[str | PhhHand], *, threads: int = 0, errors: str = "raise"
) -> Iterator[State | PhhParseError]:
    """Replay many hands, yielding each one's final state in order.

    ``items`` are PHH texts of one hand each (the contents of .phh files) or
    PhhHands; they are parsed and replayed by the core in batches over
    ``threads`` threads (0 = one per CPU), each with its own chip unit.
    ``errors="raise"`` raises the first hand's error (PhhParseError,
    UnsupportedVariantError or ReplayError); ``errors="return"`` yields the
    error in that hand's place and goes on.
    """
    if errors not in ("raise", "return"):
        raise ValueError(f'errors is "raise" or "return", not {errors!r}')
    if isinstance(threads, bool) or not isinstance(threads, int) or threads < 0:
        raise ValueError(f"threads is a count >= 0 (0 = one per CPU), not {threads!r}")
    batch: list[str] = []
    for item in items:
        batch.append(item if isinstance(item, str) else format_phh(item))
        if len(batch) == _BATCH:
            yield from _replay_batch(batch, threads, errors)
            batch = []
    if batch:
        yield from _replay_batch(batch, threads, errors)


def _replay_batch(texts: list[str], threads: int, errors: str) -> Iterator[State | PhhParseError]:
    data = [t.encode("utf-8", "surrogatepass") for t in texts]
    count = len(data)
    pointers = (ctypes.c_char_p * count)(*data)
    lengths = (ctypes.c_uint64 * count)(*map(len, data))
    handles = (ctypes.c_void_p * count)()
    statuses = (ctypes.c_int32 * count)()
    lib.xiapl_phh_replay_texts(pointers, lengths, count, threads, handles, statuses)
    # Wrap every state first, so none leaks if a failure below is raised.
    states = [State._wrap(ctypes.c_void_p(h)) if h else None for h in handles]
    for text, state in zip(texts, states, strict=True):
        if state is not None:
            yield _warn_needless_folds(state)
            continue
        error = _replay_error(text)
        if errors == "raise":
            raise error
        yield error


def _replay_error(text: str) -> PhhParseError:
    """Why a text failed in a batch: it is read and replayed alone for the message."""
    try:
        document = _Document.parse(text)
        if document.count() != 1:
            return ReplayError(f"the text holds {document.count()} hands; replay_all takes one hand per text")
        document.replay(0, None)
    except PhhParseError as exc:
        return exc
    except XiaplError as exc:
        return ReplayError(str(exc))
    return ReplayError("the hand failed in a batch but replays alone; please report it")


def finishing_stacks_match(hand: PhhHand, state: State, scale: ChipScale | None = None) -> bool:
    """True when the replayed stacks equal the file's finishing_stacks exactly."""
    expected = hand.finishing_stacks
    if not expected:
        raise ValueError("the hand has no finishing_stacks to compare with")
    scale = scale or hand.chip_scale()
    return [scale.to_amount(s) for s in state.stacks] == [Decimal(repr(x)) for x in expected]
