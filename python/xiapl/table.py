"""The table rules engine: one hand of any :class:`~xiapl.game.GameType`.

Board games (Hold'em, short deck, Omaha, Omaha hi/lo) deal hole cards at the
start and then the board; stud games (stud, stud hi/lo, razz) deal cards street
by street, two down and one up, then up, up, up and down, with antes and a
bring-in instead of blinds; draw games (2-7 lowball, badugi) deal a hand and
then have draw rounds where each live seat discards cards (or stands pat) and
is dealt as many. Each game plays no limit, pot limit or fixed limit.

A :class:`State` is immutable: ``apply``, ``deal``, ``deal_hole``,
``deal_random`` and ``discard`` return a new state and leave the old one valid. Chips are integers; :class:`ChipScale`
converts decimal amounts (``12.5`` dollars) to chips and back, refusing amounts
that are not exact multiples of its unit. docs/table.md lists the rules.

>>> s = State.start([100, 100], blinds=(1, 2))   # heads-up: seat 0 is the button
>>> s = s.call().check()                           # limp, the big blind checks
>>> s.phase
<Phase.Dealing: 1>

A stud hand (seeded: third street is dealt at the start):

>>> s = State.start([100, 100, 100], game="stud", antes=1, bring_in=1, small_bet=2, seed=5)
>>> [a.kind.name for a in s.legal_actions()]        # the low up card brings it in or completes
['BetOrRaise', 'BringIn']
"""

from __future__ import annotations

import array
import ctypes
import math
import os
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from . import _abi, _convert
from ._enum import NamedIntEnum
from ._native import ERR_BUFFER_TOO_SMALL, lib
from .card import Card
from .errors import InvalidArgumentError, XiaplError
from .game import GameType, as_game

if TYPE_CHECKING:
    from .phh import PhhHand

MAX_SEATS = _abi.TABLE_MAX_SEATS
CardsLike = int | str | Iterable[Card | str | int]
Number = int | float | str | Decimal


class Phase(NamedIntEnum):
    """Where a hand is; values match XIAPL_PHASE_*."""

    Betting = _abi.PHASE_BETTING  #: a seat must act (:meth:`State.apply`)
    #: cards are due: board cards (``cards_needed``, :meth:`State.deal`) or a
    #: seat's hole cards (``deal_seat``, :meth:`State.deal_hole`); :meth:`State.deal_random` deals either
    Dealing = _abi.PHASE_DEALING
    Finished = _abi.PHASE_FINISHED  #: the pots are awarded
    Drawing = _abi.PHASE_DRAWING  #: draw games: a seat must discard or stand pat (:meth:`State.discard`)


class Street(NamedIntEnum):
    """Betting rounds, numbered from 0 (values match XIAPL_STREET_*).

    Board games: preflop, flop, turn, river. Stud games: third street (0) to
    seventh street (4); ``Third`` .. ``Sixth`` are other names of 0 .. 3.
    Draw games: 0 before the first draw, then one more after each draw (so
    ``River`` is the last round of a triple draw).
    ``State.last_street`` is the game's last one.
    """

    Preflop = _abi.STREET_PREFLOP
    Flop = _abi.STREET_FLOP
    Turn = _abi.STREET_TURN
    River = _abi.STREET_RIVER
    Seventh = 4  #: stud: seventh street (the river)
    Third = _abi.STREET_PREFLOP  #: stud: third street
    Fourth = _abi.STREET_FLOP  #: stud: fourth street
    Fifth = _abi.STREET_TURN  #: stud: fifth street
    Sixth = _abi.STREET_RIVER  #: stud: sixth street


class Betting(NamedIntEnum):
    """Betting structures; values match XIAPL_BETTING_*."""

    NoLimit = _abi.BETTING_NO_LIMIT
    PotLimit = _abi.BETTING_POT_LIMIT
    FixedLimit = _abi.BETTING_FIXED_LIMIT  #: bets of the street's size, four a street


_BETTING_NAMES = {
    "no-limit": Betting.NoLimit,
    "nl": Betting.NoLimit,
    "pot-limit": Betting.PotLimit,
    "pl": Betting.PotLimit,
    "fixed-limit": Betting.FixedLimit,
    "limit": Betting.FixedLimit,
    "fl": Betting.FixedLimit,
}


def _as_betting(value: Betting | str | int) -> Betting:
    if isinstance(value, str):
        key = value.strip().lower().replace("_", "-").replace(" ", "-")
        if key in _BETTING_NAMES:
            return _BETTING_NAMES[key]
        raise ValueError(f"betting {value!r} is unknown; use 'no-limit', 'pot-limit' or 'fixed-limit'")
    if isinstance(value, bool) or not isinstance(value, int) or value not in {int(b) for b in Betting}:
        raise ValueError(f"betting {value!r} is unknown; use a Betting or 'no-limit', 'pot-limit', 'fixed-limit'")
    return Betting(value)


_Defaults = _abi.xiapl_game_defaults


@dataclass(frozen=True)
class TableDefaults:
    """The table a game is usually played at, from the library's table of games
    (``xiapl_game_defaults_init``): what :meth:`State.start` and ``xiapl play`` use for
    what their caller leaves out."""

    betting: Betting
    draws: int  #: draw games: 1 to 3; other games 0
    small_blind: int  #: 1; stud games 0
    big_blind: int  #: 2; stud games 0
    ante: int  #: every seat's: 1 in stud games, else 0
    bring_in: int  #: stud games: 2; else 0
    small_bet: int  #: fixed limit, the first two streets (stud 4, else the big blind); else 0
    big_bet: int  #: fixed limit, the later streets: twice the small bet; else 0


def usual_table(
    game: GameType | str | int, betting: Betting | str | int | None = None, draws: int = 0
) -> TableDefaults:
    """The table ``game`` is usually played at. The betting, unless given: fixed limit for the
    stud games, Omaha hi/lo, badugi and 2-7 with more than one draw, pot limit for Omaha, no
    limit for Hold'em, short deck and 2-7 single draw. Draw games play ``draws`` draws (0: three
    under fixed limit, else one)."""
    g = as_game(game)
    structure = _abi.BETTING_USUAL if betting is None else int(_as_betting(betting))
    if isinstance(draws, bool) or not isinstance(draws, int) or not 0 <= draws <= 3:
        raise ValueError(f"draws is {draws!r}; a draw game has 1 to 3 draws (0: the betting's usual number)")
    out = _Defaults()
    lib.xiapl_game_defaults_init(ctypes.byref(out), ctypes.sizeof(out), int(g), structure, draws)
    return TableDefaults(
        Betting(out.betting),
        out.draws,
        out.small_blind,
        out.big_blind,
        out.ante,
        out.bring_in,
        out.small_bet,
        out.big_bet,
    )


class ActionKind(NamedIntEnum):
    """Values match XIAPL_ACTION_*; BetOrRaise takes the street total ("raise to").

    ``BringIn`` is stud's third-street choice of the first seat to act: post
    the bring-in, or complete (a BetOrRaise to the small bet). ``Discard`` is a
    draw: it appears as a legal-action row in the Drawing phase (``min`` 0,
    ``max`` the most cards the seat may discard) and as a history step, and
    is made with :meth:`State.discard`, not :meth:`State.apply`.
    """

    Fold = _abi.ACTION_FOLD
    Check = _abi.ACTION_CHECK
    Call = _abi.ACTION_CALL
    BetOrRaise = _abi.ACTION_BET_OR_RAISE
    AllIn = _abi.ACTION_ALL_IN
    CheckOrCall = _abi.ACTION_CHECK_OR_CALL
    BringIn = _abi.ACTION_BRING_IN
    Discard = _abi.ACTION_DISCARD


_ACTION_VALUES = frozenset(int(k) for k in ActionKind) - {int(ActionKind.Discard)}

# The members by value, for the queries a bot makes on every action: a dict
# look-up costs a small fraction of calling the enum class.
_ACTION_KINDS: dict[int, ActionKind] = {int(k): k for k in ActionKind}
_PHASES: dict[int, Phase] = {int(p): p for p in Phase}
_STREETS: dict[int, Street] = {int(s): s for s in Street}


class IllegalActionError(InvalidArgumentError):
    """An action or deal the rules forbid; the message names the rule. The state is unchanged."""


#: The step kind of :meth:`State.apply_many` that deals board cards (XIAPL_STEP_DEAL_BOARD).
DEAL_BOARD = _abi.STEP_DEAL_BOARD
# The history's step kind of a hole-card deal (XIAPL_STEP_DEAL_HOLE): a Step with ``to`` set.
_DEAL_HOLE = _abi.STEP_DEAL_HOLE


class IllegalStepError(IllegalActionError):
    """A step of :meth:`State.apply_many` the rules forbid; ``index`` is its position."""

    def __init__(self, message: str, status: int | None = None, status_name: str | None = None, index: int = 0) -> None:
        super().__init__(message, status, status_name)
        self.index = index


@dataclass(frozen=True)
class LegalAction:
    """One legal action: Call's amounts are the chips it adds, BetOrRaise's the street totals,
    AllIn's the street total all-in; BringIn's the chips it posts; Discard's 0 and the most
    cards the seat may discard (it may also stand pat)."""

    kind: ActionKind
    min: int = 0
    max: int = 0


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]  #: seats that can win it


@dataclass(frozen=True)
class PotResult:
    """One pot of a finished hand as the engine awarded it."""

    amount: int
    eligible: tuple[int, ...]  #: seats that could win it
    winners: tuple[int, ...]  #: seats that took a share of it (hi/lo: of either half)
    won: tuple[int, ...]  #: chips each seat took from it, one per seat
    #: seats that took a share of the high half (the whole pot outside the hi/lo games)
    high_winners: tuple[int, ...] = ()
    #: hi/lo: seats that took a share of the low half; empty when no hand made a low
    low_winners: tuple[int, ...] = ()
    #: the chips a split left over (each half apart), given to its first winner clockwise from
    #: the button; 0 when every split came out even
    odd_chips: int = 0
    odd_chip_seats: tuple[int, ...] = ()  #: the seats that took the odd chips
    #: the winners (either half) clockwise from the seat after the button: the order odd chips go in
    order: tuple[int, ...] = ()


@dataclass(frozen=True)
class Step:
    """One action, deal or draw of a hand's history (:meth:`State.history`).

    An action: ``seat`` acted, ``kind`` is what it did. A board deal: ``seat``,
    ``kind`` and ``to`` are None, ``cards`` the board cards. A hole-card deal
    (stud streets, a draw's replacements): ``seat`` and ``kind`` are None,
    ``to`` is the seat dealt to, ``cards`` the known cards, ``up`` the face-up
    part (stud) and ``unknown`` how many unseen cards (a hand history's
    ``??``). A draw: ``kind`` is ``ActionKind.Discard``, ``cards`` the known
    cards discarded and ``unknown`` the unseen ones (both empty: stood pat).
    """

    seat: int | None  #: the acting seat; None for a deal
    #: the action as applied (never CheckOrCall; an AllIn is the call or raise it was); None for a deal
    kind: ActionKind | None
    amount: int  #: the street total after a call, bet, raise, all-in or bring-in; else 0
    cards: int  #: the cards dealt (board or hole) or discarded (mask); else 0
    random: bool  #: a deal drawn from the seeded stream
    #: a fold when checking was free, kept from a hand history (the rules never offer it)
    needless: bool = False
    to: int | None = None  #: a hole-card deal: the seat dealt to; else None
    unknown: int = 0  #: a hole-card deal or a draw: the cards that are not known
    up: int = 0  #: a stud hole-card deal: the face-up part of ``cards`` (mask)
    #: a deal or a draw: its card ids in the order dealt or discarded, -1 for an unseen one
    #: (a deal given as a mask: card-id order; a stud one: face-down, unseen, then face-up);
    #: not compared, so that a Step written without it equals the one ``history`` gives
    card_ids: tuple[int, ...] = field(default=(), compare=False)
    #: the street the step belongs to (the engine's, 0 ..): an action, the street it is made on;
    #: a deal, the street its cards are for (the flop deal: 1; a draw's replacements: the street
    #: after the draw); a draw, the street after it. Not compared, as ``card_ids``.
    street: int = field(default=0, compare=False)
    #: a draw or a draw's replacement deal: its draw, 1 .. 3; else 0. Not compared.
    draw: int = field(default=0, compare=False)

    @property
    def is_deal(self) -> bool:
        """A deal of board or hole cards (not a seat's action or draw)."""
        return self.seat is None

    @property
    def is_hole_deal(self) -> bool:
        """A deal of hole cards to seat ``to``."""
        return self.to is not None


def _step(t: _abi.xiapl_table_step, ids: tuple[int, ...]) -> Step:
    """A history row of the C ABI, and its cards in order, as a Step."""
    street, draw = int(t.street), int(t.draw)
    if t.kind == DEAL_BOARD:
        return Step(None, None, 0, int(t.cards), bool(t.random), card_ids=ids, street=street, draw=draw)
    if t.kind == _DEAL_HOLE:
        return Step(
            None,
            None,
            0,
            int(t.cards),
            bool(t.random),
            to=int(t.to),
            unknown=int(t.unknown),
            up=int(t.up),
            card_ids=ids,
            street=street,
            draw=draw,
        )
    kind = _ACTION_KINDS[t.kind]
    return Step(
        int(t.seat),
        kind,
        int(t.amount),
        int(t.cards),
        False,
        bool(t.needless),
        unknown=int(t.unknown),
        card_ids=ids,
        street=street,
        draw=draw,
    )


@dataclass(frozen=True)
class ReplayWarning:
    """A step the replay of a hand history kept although the rules never offer it
    (:meth:`State.replay_warnings`), and the text a user sees."""

    kind: str  #: ``"needless_fold"``: a fold when checking was free
    step: int  #: the step's index in :meth:`State.history`
    seat: int  #: the seat that made it
    player: int  #: the seat as PHH numbers it (1: the seat after the button)
    street: int  #: the step's street
    text: str  #: "p1 folds preflop when checking was free; the replay keeps the fold"


_WARNING_KINDS = {_abi.WARNING_NEEDLESS_FOLD: "needless_fold"}


_RUN = _abi.TABLE_RUN_MAX


def _ordered_ids(cards: CardsLike | None, unknown: int = 0) -> list[int] | None:
    """Cards given in an order (text, a list, a Card) as ids then ``unknown`` unseen
    ones (-1); None for a mask or a Combo, whose order is card-id order."""
    if cards is None or isinstance(cards, int) or not isinstance(cards, (str, Card, Iterable)):
        return None
    ids = _convert.card_ids(cards)
    if len(ids) + unknown > _RUN:
        return None  # the mask call refuses the count with its message
    return ids + [-1] * unknown


def _int32s(ids: list[int]) -> ctypes.Array[ctypes.c_int32]:
    return (ctypes.c_int32 * max(1, len(ids)))(*ids)


_Config = _abi.xiapl_table_config
_Info = _abi.xiapl_table_info

# The columns of xiapl_table_seat_values.
_STACK, _BET, _CONTRIBUTED, _WON = _abi.SEAT_STACK, _abi.SEAT_BET, _abi.SEAT_CONTRIBUTED, _abi.SEAT_WON
_FOLDED, _ALL_IN, _HOLE = _abi.SEAT_FOLDED, _abi.SEAT_ALL_IN, _abi.SEAT_HOLE
_UP, _UNKNOWN = _abi.SEAT_UP, _abi.SEAT_UNKNOWN
_CHIP_LIMIT = 1 << 52
# apply_many hands array.array buffers to C as ctypes arrays at their
# addresses: from_address costs less than from_buffer's buffer export, and the
# element type is what the int32_t* and int64_t* parameters accept.
assert array.array("i").itemsize == 4 and array.array("q").itemsize == 8
_INT32_AT = ctypes.c_int32 * 0
_INT64_AT = ctypes.c_int64 * 0

# Seeds for hands started without one: drawn from a generator seeded once
# from the OS, not a system call per hand.
_UNSEEDED = random.Random(int.from_bytes(os.urandom(16), "little"))


def _chips(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            f"{what} must be an int number of chips, not {type(value).__name__} "
            "(convert decimal amounts with ChipScale)"
        )
    if not 0 <= value <= _CHIP_LIMIT:
        raise ValueError(f"{what} is {value}; chip amounts are 0..2**52")
    return value


def _chip_list(items: list[Any], what: str) -> list[int]:
    # Whole-list checks run at C speed; one by one only to name a bad entry.
    if items and set(map(type, items)) == {int} and 0 <= min(items) and max(items) <= _CHIP_LIMIT:
        return items
    return [_chips(v, f"{what}[{i}]") for i, v in enumerate(items)]


def _per_seat(values: int | Sequence[int], n: int, what: str) -> list[int]:
    if isinstance(values, int):
        return [_chips(values, what)] * n
    items = list(values)
    if len(items) != n:
        raise ValueError(f"{what} has {len(items)} entries for {n} seats; give one per seat")
    return _chip_list(items, what)


def _mask(cards: CardsLike | None) -> int:
    if cards is None:
        return 0
    if isinstance(cards, int):
        return _convert.to_mask(cards)
    return _convert.mask_from_ids(_convert.card_ids(cards))


def _seat_int(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -1 << 31 <= value < 1 << 31:
        raise ValueError(f"{what} is {value!r}; give a seat count 2..{MAX_SEATS} and a button seat")
    return value


def _seat_index(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MAX_SEATS:
        raise ValueError(f"seat is {value!r}; give a seat number 0..{MAX_SEATS - 1}")
    return value


def forced_bets(
    seats: int,
    button: int,
    small_blind: int,
    big_blind: int,
    *,
    straddles: Sequence[int] = (),
    ante: int = 0,
    big_blind_ante: int = 0,
) -> tuple[list[int], list[int]]:
    """Per-seat ``(blinds, antes)`` of the usual layout (xiapl_table_forced_bets).

    Heads-up the button posts the small blind, else the two seats after it;
    ``straddles`` follow the big blind seat by seat; every seat posts ``ante``
    and the big blind also ``big_blind_ante``.
    """
    n, b = _seat_int(seats, "seats"), _seat_int(button, "button")
    given = [_chips(x, f"straddles[{i}]") for i, x in enumerate(straddles)]
    blinds = (ctypes.c_int64 * MAX_SEATS)()
    antes = (ctypes.c_int64 * MAX_SEATS)()
    length = ctypes.c_uint64()
    lib.xiapl_table_forced_bets(
        n,
        b,
        _chips(small_blind, "small blind"),
        _chips(big_blind, "big blind"),
        (ctypes.c_int64 * max(1, len(given)))(*given),
        len(given),
        _chips(ante, "ante"),
        _chips(big_blind_ante, "big_blind_ante"),
        blinds,
        antes,
        MAX_SEATS,
        ctypes.byref(length),
    )
    return list(blinds[: length.value]), list(antes[: length.value])


def standard_blinds(seats: int, button: int, small_blind: int, big_blind: int) -> list[int]:
    """Per-seat blinds: heads-up the button posts the small blind, else the two seats after it."""
    return forced_bets(seats, button, small_blind, big_blind)[0]


class State:
    """One immutable state of a hand. Build the first with :meth:`State.start`."""

    __slots__ = ("__weakref__", "_handle")
    _handle: ctypes.c_void_p

    def __init__(self) -> None:
        raise TypeError("use State.start(...) to begin a hand")

    @classmethod
    def _wrap(cls, handle: ctypes.c_void_p) -> State:
        state = object.__new__(cls)
        state._handle = handle
        return state

    # -- value semantics ------------------------------------------------------
    #
    # A state is immutable, so a copy is the state itself; pickling saves the
    # hand as text (its config and every action and deal) and the unpickled
    # state replays it, seeded stream included, in any process.

    def __copy__(self) -> State:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (State.from_text, (self.to_text(),))

    def to_text(self) -> str:
        """The hand so far as text: the config and every action and deal, one a line.

        :meth:`from_text` turns it back into a state that continues the hand
        exactly as this one would (docs/table.md, "Saving a state").
        """
        length = ctypes.c_uint64()
        try:
            lib.xiapl_table_to_text(self._handle, None, 0, ctypes.byref(length))  # asks for the length
        except XiaplError as exc:
            if exc.status != ERR_BUFFER_TOO_SMALL:
                raise
        buffer = ctypes.create_string_buffer(length.value + 1)
        lib.xiapl_table_to_text(self._handle, buffer, len(buffer), ctypes.byref(length))
        return buffer.raw[: length.value].decode("ascii")

    @classmethod
    def from_text(cls, text: str) -> State:
        """The state saved by :meth:`to_text`; a ParseError or ValueError names the line at fault."""
        if not isinstance(text, str):
            raise TypeError(f"State.from_text takes the str of State.to_text, not {type(text).__name__}")
        data = text.encode("utf-8", "replace")
        handle = ctypes.c_void_p()
        lib.xiapl_table_from_text(data, len(data), ctypes.byref(handle))
        return cls._wrap(handle)

    # A state is made per action, so it frees its handle in __del__: a
    # weakref.finalize per state costs more than the action itself. The
    # default argument keeps the function reachable at interpreter exit.
    def __del__(self, _destroy: Any = lib.xiapl_table_destroy) -> None:
        handle = getattr(self, "_handle", None)  # unset when __init__ refused
        if handle:
            _destroy(handle)

    @classmethod
    def start(
        cls,
        stacks: Sequence[int],
        *,
        blinds: tuple[int, int] | None = None,
        seat_blinds: Sequence[int] | None = None,
        straddles: Sequence[int] = (),
        antes: int | Sequence[int] = 0,
        big_blind_ante: int = 0,
        button: int = 0,
        game: GameType | str | int = GameType.Holdem,
        pot_limit: bool | None = None,
        min_bet: int = 0,
        hole_cards: Sequence[CardsLike | None] | None = None,
        seed: int | None = None,
        betting: Betting | str | int | None = None,
        small_bet: int = 0,
        big_bet: int = 0,
        bring_in: int = 0,
        draws: int = 0,
    ) -> State:
        """Post the forced bets of a new hand of any game.

        ``blinds`` is ``(small, big)`` placed the usual way (heads-up the button
        posts the small blind; default :func:`usual_table`'s ``(1, 2)``, none in stud games);
        ``seat_blinds`` instead gives one nominal blind or straddle per seat.
        ``straddles`` follow the big blind. ``antes`` is one amount for all or
        one per seat; ``big_blind_ante`` adds an ante posted by the big blind alone.
        ``betting`` is ``"no-limit"``, ``"pot-limit"`` or ``"fixed-limit"`` (or a
        :class:`Betting`); by default the game's usual one (:func:`usual_table`:
        Omaha pot limit; stud, Omaha hi/lo, badugi and 2-7 triple draw fixed limit;
        the others no limit; ``pot_limit=True``/``False`` is the older way to
        choose). Fixed limit bets ``small_bet`` on streets 0 and 1
        (preflop and the flop; stud's third and fourth street) and ``big_bet``
        later (0: the big blind and twice the small bet; stud has no blinds, so
        it needs ``small_bet``).

        Stud games (at most 8 seats) have no blinds: every seat posts its ante
        and, on third street, the seat with the lowest up card (razz: the
        highest) must post ``bring_in`` (below the full bet) or complete to it.
        Draw games play ``draws`` draw rounds (1 to 3; 0: one under no and pot
        limit, three under fixed limit).

        ``hole_cards`` gives each seat's cards (None = unknown; stud games deal
        theirs street by street, so give none). With ``seed`` set, unknown
        hole cards are dealt from that seed at the start (stud: third street;
        draw games: the whole hand) and :meth:`deal_random` deals the rest
        from it. Without a seed, a stud hand starts in the Dealing phase:
        deal third street with :meth:`deal_hole` or :meth:`deal_random`.
        """
        n = len(stacks)
        if not 2 <= n <= MAX_SEATS:
            raise ValueError(f"a table has 2 to {MAX_SEATS} seats, not {n}")
        g = as_game(game)
        if isinstance(draws, bool) or not isinstance(draws, int) or not 0 <= draws <= 3:
            raise ValueError(f"draws is {draws!r}; a draw game has 1 to 3 draws (0: the betting's usual number)")
        config = _Config()
        lib.xiapl_table_config_init(ctypes.byref(config), ctypes.sizeof(config))
        config.game = int(g)
        if betting is not None and pot_limit is not None:
            raise ValueError("give betting or pot_limit, not both")
        if betting is not None:
            config.betting = int(_as_betting(betting))
        elif pot_limit is not None:
            config.betting = int(Betting.PotLimit if pot_limit else Betting.NoLimit)
        else:
            config.betting = int(usual_table(g, draws=draws).betting)
        config.seat_count = n
        if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n:
            raise ValueError(f"button is {button!r}; the button is a seat 0..{n - 1}")
        config.button = button
        config.min_bet = _chips(min_bet, "min_bet")
        config.small_bet = _chips(small_bet, "small_bet")
        config.big_bet = _chips(big_bet, "big_bet")
        config.bring_in = _chips(bring_in, "bring_in")
        config.draws = draws
        if seat_blinds is not None and straddles:
            raise ValueError("give straddles either in seat_blinds (one entry per seat) or as straddles, not both")
        if blinds is None:
            usual = usual_table(g, Betting(config.betting), draws)
            blinds = (usual.small_blind, usual.big_blind)
        if seat_blinds is None and len(blinds) != 2:
            raise ValueError("blinds is (small blind, big blind); use seat_blinds for one per seat")
        small, big = (0, 0) if seat_blinds is not None else blinds
        per_seat, bb_ante = forced_bets(n, button, small, big, straddles=straddles, big_blind_ante=big_blind_ante)
        if seat_blinds is not None:
            per_seat = _per_seat(seat_blinds, n, "seat_blinds")
        ante_list = [a + extra for a, extra in zip(_per_seat(antes, n, "antes"), bb_ante, strict=True)]
        config.stacks[:n] = _chip_list(list(stacks), "stacks")
        config.antes[:n] = ante_list
        config.blinds[:n] = per_seat
        if hole_cards is not None:
            if len(hole_cards) != n:
                raise ValueError(f"hole_cards has {len(hole_cards)} entries for {n} seats")
            for i, cards in enumerate(hole_cards):
                if cards is not None:
                    config.hole_cards[i] = _mask(cards)
                    # Cards given in an order are dealt in it (State.holes, to_phh).
                    ordered = _ordered_ids(cards)
                    if ordered is not None and len(ordered) == config.hole_cards[i].bit_count():
                        config.hole_order_given = 1
                        config.hole_order[i * _RUN : i * _RUN + len(ordered)] = ordered
        if seed is not None:
            config.seed = _convert.to_uint64(seed, "seed")
            config.random_holes = 1
        else:
            config.seed = _UNSEEDED.getrandbits(64)
        handle = ctypes.c_void_p()
        lib.xiapl_table_create(ctypes.byref(config), ctypes.byref(handle))
        return cls._wrap(handle)

    # -- transitions ---------------------------------------------------------

    def apply(self, kind: ActionKind | int, amount: int = 0) -> State:
        """The state after the seat to act does ``kind`` (``amount``: raise-to total).

        Any :class:`ActionKind` but Discard (a draw is :meth:`discard`). An
        illegal action raises :class:`IllegalActionError` naming the rule.
        """
        if kind not in _ACTION_VALUES:  # checked here: ctypes would wrap 2**32 + 2 to Call
            if kind == ActionKind.Discard:
                raise IllegalActionError("a draw is not applied: use State.discard(cards) (no cards: stand pat)")
            raise IllegalActionError(
                f"action {kind!r} is unknown; use an ActionKind "
                f"({', '.join(k.name for k in ActionKind if k in _ACTION_VALUES)})"
            )
        handle = ctypes.c_void_p()
        try:
            lib.xiapl_table_apply(self._handle, int(kind), _chips(amount, "amount"), ctypes.byref(handle))
        except InvalidArgumentError as exc:
            raise IllegalActionError(str(exc), exc.status, exc.status_name) from None
        return State._wrap(handle)

    def fold(self) -> State:
        return self.apply(ActionKind.Fold)

    def check(self) -> State:
        return self.apply(ActionKind.Check)

    def call(self) -> State:
        return self.apply(ActionKind.Call)

    def check_or_call(self) -> State:
        return self.apply(ActionKind.CheckOrCall)

    def bet_or_raise_to(self, amount: int) -> State:
        return self.apply(ActionKind.BetOrRaise, amount)

    raise_to = bet_or_raise_to
    bet = bet_or_raise_to

    def all_in(self) -> State:
        return self.apply(ActionKind.AllIn)

    def bring_in(self) -> State:
        """Stud, third street: the first seat to act posts the bring-in (or completes with
        :meth:`bet_or_raise_to` the small bet; it may not fold, check or call then)."""
        return self.apply(ActionKind.BringIn)

    def discard(self, cards: CardsLike | None = (), unknown: int = 0) -> State:
        """The seat to draw (Drawing phase) discards ``cards`` and ``unknown`` unseen cards.

        ``cards`` are some of the seat's known hole cards ("7h2c", a list, a
        mask); ``unknown`` counts cards of the seat's unseen ones
        (``unknown_counts``) to discard. Neither: the seat stands pat. Every live
        seat draws in turn from the button's left; the replacements are dealt
        (Dealing phase) once all have drawn.
        """
        if isinstance(unknown, bool) or not isinstance(unknown, int) or not 0 <= unknown < 1 << 31:
            raise ValueError(f"unknown is {unknown!r}; give a count of unseen cards to discard, 0 or more")
        handle = ctypes.c_void_p()
        ordered = _ordered_ids(cards, unknown)
        try:
            if ordered is None:
                lib.xiapl_table_discard(self._handle, _mask(cards), unknown, ctypes.byref(handle))
            else:
                lib.xiapl_table_discard_cards(self._handle, _int32s(ordered), len(ordered), ctypes.byref(handle))
        except InvalidArgumentError as exc:
            raise IllegalActionError(str(exc), exc.status, exc.status_name) from None
        return State._wrap(handle)

    def stand_pat(self) -> State:
        """The seat to draw keeps its hand (:meth:`discard` of no cards)."""
        return self.discard()

    def apply_many(self, kinds: Sequence[int], amounts: Sequence[int], seats: Sequence[int] | None = None) -> State:
        """The state after a run of steps, applied in one foreign call.

        Step ``i`` is ``kinds[i]`` (an :class:`ActionKind`, or :data:`DEAL_BOARD`
        with ``amounts[i]`` the mask of the board cards due) and ``amounts[i]``
        (the raise-to total for BetOrRaise). A hole deal (kind 17, the C ABI's
        ``XIAPL_STEP_DEAL_HOLE``, to ``seats[i]``) and a draw
        (``ActionKind.Discard``) take as amount the known cards' mask, the unseen
        count shifted by 52 and (stud) the face-up card's id + 1 shifted by 56
        (docs/c-abi.md), so a whole history replays in the one call. With
        ``seats``, an action or draw step whose seat is >= 0 must be by that
        seat. A refused step raises :class:`IllegalStepError` whose ``index`` is
        the step's position.
        """
        count = len(kinds)
        if len(amounts) != count or (seats is not None and len(seats) != count):
            raise ValueError(
                f"apply_many takes one amount (and one seat) per step: {count} kinds, "
                f"{len(amounts)} amounts" + ("" if seats is None else f", {len(seats)} seats")
            )
        # array.array fills a buffer faster than a ctypes array, and refuses
        # (where ctypes would wrap) integers that do not fit. The arrays are
        # passed by address and stay alive in these locals during the call.
        try:
            seat_array = None if seats is None else array.array("i", seats)
            kind_array = array.array("i", kinds)
            amount_array = array.array("q", amounts)
        except OverflowError:
            raise ValueError(
                "apply_many kinds and seats must fit in 32 bits and amounts in 64 (chips are 0..2**52)"
            ) from None
        handle = ctypes.c_void_p()
        failed = ctypes.c_uint64()
        try:
            lib.xiapl_table_apply_many(
                self._handle,
                None if seat_array is None else _INT32_AT.from_address(seat_array.buffer_info()[0]),
                _INT32_AT.from_address(kind_array.buffer_info()[0]),
                _INT64_AT.from_address(amount_array.buffer_info()[0]),
                count,
                ctypes.byref(handle),
                ctypes.byref(failed),
            )
        except InvalidArgumentError as exc:
            raise IllegalStepError(str(exc), exc.status, exc.status_name, failed.value) from None
        return State._wrap(handle)

    def deal(self, cards: CardsLike) -> State:
        """Deal the due board cards ("Jc3d5c", a list of cards, or a mask). Cards given in
        an order are dealt in it (``board``, ``history``, ``to_phh`` keep it); a mask
        deals in card-id order."""
        handle = ctypes.c_void_p()
        ordered = _ordered_ids(cards)
        try:
            if ordered is None:
                lib.xiapl_table_deal_board(self._handle, _mask(cards), ctypes.byref(handle))
            else:
                lib.xiapl_table_deal_board_cards(self._handle, _int32s(ordered), len(ordered), ctypes.byref(handle))
        except InvalidArgumentError as exc:
            raise IllegalActionError(str(exc), exc.status, exc.status_name) from None
        return State._wrap(handle)

    def deal_hole(
        self, seat: int, cards: CardsLike | None = (), *, up: CardsLike | None = None, unknown: int = 0
    ) -> State:
        """Deal hole cards to ``seat``, which must be due them (Dealing phase).

        Stud streets and a draw's replacements are dealt this way: ``cards``
        are the known cards dealt, ``up`` which of them are face up (stud:
        third street deals two down and one up, then one up on fourth to sixth
        street and one down on seventh), ``unknown`` how many cards are dealt
        unseen. ``deal_seat`` is the next seat due cards and ``hole_cards_due``
        how many, but any seat due cards may be dealt first. Cards given in an
        order are dealt in it, the unseen ones after them (``holes``,
        ``history``, ``to_phh`` keep it); a mask deals the face-down cards, the
        unseen ones, then the face-up ones, each in card-id order.
        """
        if isinstance(unknown, bool) or not isinstance(unknown, int) or not 0 <= unknown < 1 << 31:
            raise ValueError(f"unknown is {unknown!r}; give a count of unseen cards dealt, 0 or more")
        handle = ctypes.c_void_p()
        ordered = _ordered_ids(cards, unknown)
        try:
            if ordered is None:
                lib.xiapl_table_deal_hole(
                    self._handle, _seat_index(seat), _mask(cards), _mask(up), unknown, ctypes.byref(handle)
                )
            else:
                lib.xiapl_table_deal_hole_cards(
                    self._handle, _seat_index(seat), _int32s(ordered), len(ordered), _mask(up), ctypes.byref(handle)
                )
        except InvalidArgumentError as exc:
            raise IllegalActionError(str(exc), exc.status, exc.status_name) from None
        return State._wrap(handle)

    def deal_random(self) -> State:
        """Deal whatever is due next from the hand's seeded stream: the due board cards, or
        every card due to ``deal_seat`` (stud: the face-down ones first). When the deck runs
        out in a draw game, the cards no live seat holds are shuffled back; a deck with no
        card left raises :class:`~xiapl.errors.LimitExceededError`."""
        handle = ctypes.c_void_p()
        try:
            lib.xiapl_table_deal_random(self._handle, ctypes.byref(handle))
        except InvalidArgumentError as exc:
            raise IllegalActionError(str(exc), exc.status, exc.status_name) from None
        return State._wrap(handle)

    # -- queries -------------------------------------------------------------

    def legal_actions(self) -> list[LegalAction]:
        kinds = (ctypes.c_int32 * 5)()
        lo = (ctypes.c_int64 * 5)()
        hi = (ctypes.c_int64 * 5)()
        length = ctypes.c_uint64()
        lib.xiapl_table_legal_actions(self._handle, kinds, lo, hi, 5, ctypes.byref(length))
        n = length.value
        return [LegalAction(_ACTION_KINDS[k], a, b) for k, a, b in zip(kinds[:n], lo[:n], hi[:n], strict=True)]

    def check_invariants(self) -> None:
        """Raise InvalidArgumentError naming the first broken invariant, if any."""
        lib.xiapl_table_check_invariants(self._handle)

    def _info(self) -> _Info:
        info = _Info()
        info.struct_size = ctypes.sizeof(_Info)
        lib.xiapl_table_info_get(self._handle, ctypes.byref(info))
        return info

    def _column(self, column: int) -> list[int]:
        out = (ctypes.c_int64 * MAX_SEATS)()
        length = ctypes.c_uint64()
        lib.xiapl_table_seat_values(self._handle, column, out, MAX_SEATS, ctypes.byref(length))
        return list(out[: length.value])

    @property
    def seat_count(self) -> int:
        return int(self._info().seat_count)

    @property
    def game(self) -> GameType:
        return GameType(self._info().game)

    @property
    def pot_limit(self) -> bool:
        return bool(self._info().betting == _abi.BETTING_POT_LIMIT)

    @property
    def betting(self) -> Betting:
        return Betting(self._info().betting)

    @property
    def fixed_bet(self) -> int:
        """The bet size of this fixed-limit street (0 under no or pot limit)."""
        return int(self._info().fixed_bet)

    @property
    def needless_folds(self) -> int:
        """Folds when checking was free that a replayed hand history held (see :class:`Step`)."""
        return int(self._info().needless_folds)

    @property
    def completing(self) -> bool:
        """Stud's third street while a bet or raise completes the bring-in (it is due, or it
        stands and nobody has completed yet)."""
        return bool(self._info().completing)

    @property
    def returned(self) -> tuple[int, int] | None:
        """What the step that made this state returned uncalled (the top bet's part nobody
        called, when its betting ended): ``(seat, chips)``, or None."""
        info = self._info()
        return (int(info.returned_to), int(info.returned)) if info.returned > 0 else None

    @property
    def raises(self) -> int:
        """Bets and raises made on this street (the blinds not counted)."""
        return int(self._info().raises)

    @property
    def button(self) -> int:
        return int(self._info().button)

    def history(self) -> list[Step]:
        """Every action, deal and draw that led here, oldest first (forced bets are the start;
        so are the cards dealt at the start from the seed)."""
        count = int(self._info().history_len)
        steps = (_abi.xiapl_table_step * max(1, count))()
        length = ctypes.c_uint64()
        lib.xiapl_table_history(self._handle, steps, count, ctypes.byref(length))
        rows = (ctypes.c_int32 * (max(1, count) * _RUN))()
        lib.xiapl_table_history_cards(self._handle, rows, count, ctypes.byref(length))
        cards = [tuple(i for i in rows[k * _RUN : (k + 1) * _RUN] if i != _abi.CARD_NONE) for k in range(length.value)]
        return [_step(t, ids) for t, ids in zip(steps[: length.value], cards, strict=True)]

    def replay_warnings(self) -> list[ReplayWarning]:
        """Every warning about the history, oldest first: one per fold made when checking was
        free (:attr:`needless_folds` counts them), with the core's text. None for a hand the
        rules alone made."""
        count = self.needless_folds
        if count == 0:
            return []
        rows = (_abi.xiapl_table_warning * count)()
        length = ctypes.c_uint64()
        lib.xiapl_table_warnings(self._handle, rows, count, ctypes.byref(length))
        out = []
        text_length = ctypes.c_uint64()
        for index, row in enumerate(rows[: length.value]):
            buffer = ctypes.create_string_buffer(256)
            try:
                lib.xiapl_table_warning_text(self._handle, index, buffer, len(buffer), ctypes.byref(text_length))
            except XiaplError as exc:
                if exc.status != ERR_BUFFER_TOO_SMALL:
                    raise
                buffer = ctypes.create_string_buffer(text_length.value + 1)
                lib.xiapl_table_warning_text(self._handle, index, buffer, len(buffer), ctypes.byref(text_length))
            out.append(
                ReplayWarning(
                    _WARNING_KINDS.get(int(row.kind), f"kind {int(row.kind)}"),
                    int(row.step),
                    int(row.seat),
                    int(row.player),
                    int(row.street),
                    buffer.raw[: text_length.value].decode("ascii"),
                )
            )
        return out

    def pot_results(self) -> list[PotResult]:
        """Who won each pot of a finished hand and how much, main pot first."""
        rows = (_abi.xiapl_pot_result * MAX_SEATS)()
        length = ctypes.c_uint64()
        lib.xiapl_table_pot_results(self._handle, rows, MAX_SEATS, ctypes.byref(length))
        n = self.seat_count
        return [
            PotResult(
                int(r.amount),
                tuple(s for s in range(n) if r.eligible >> s & 1),
                tuple(s for s in range(n) if r.winners >> s & 1),
                tuple(int(w) for w in r.won[:n]),
                tuple(s for s in range(n) if r.high_winners >> s & 1),
                tuple(s for s in range(n) if r.low_winners >> s & 1),
                int(r.odd_chips),
                tuple(s for s in range(n) if r.odd_chip_seats >> s & 1),
                tuple(int(s) for s in r.order[:n] if s >= 0),
            )
            for r in rows[: length.value]
        ]

    def to_phh(self, scale: ChipScale | None = None, **extra: Any) -> PhhHand:
        """The hand so far as a :class:`~xiapl.phh.PhhHand` (seats rotated so the button is
        the last player; amounts are chips times ``scale``'s unit; keyword arguments
        become extra fields such as ``players=[...]``). Stud hole deals are written
        down cards first, then the up card; a draw is ``pN sd <cards>``. A game and
        betting PHH has no variant code for (pot-limit stud, no-limit badugi, ...)
        raises :class:`~xiapl.errors.UnsupportedError`."""
        from .phh import _from_state

        return _from_state(self, scale, **extra)

    @property
    def phase(self) -> Phase:
        return _PHASES[self._info().phase]

    @property
    def street(self) -> Street:
        return _STREETS[self._info().street]

    @property
    def actor(self) -> int | None:
        """The seat to act, or None."""
        actor = int(self._info().actor)
        return None if actor < 0 else actor

    @property
    def is_finished(self) -> bool:
        return self.phase == Phase.Finished

    @property
    def cards_needed(self) -> int:
        """The board cards due (Dealing phase), else 0."""
        return int(self._info().cards_needed)

    @property
    def deal_seat(self) -> int | None:
        """The seat next due hole cards (Dealing phase: a stud street, a draw's
        replacements), or None when none are due."""
        seat = int(self._info().deal_seat)
        return None if seat < 0 else seat

    @property
    def hole_cards_due(self) -> int:
        """How many hole cards ``deal_seat`` is due, else 0."""
        return int(self._info().hole_cards_due)

    @property
    def last_street(self) -> int:
        """The game's last street: 3 in board games (the river), 4 in stud (seventh
        street), the number of draws in draw games."""
        return int(self._info().last_street)

    @property
    def board_mask(self) -> int:
        return int(self._info().board)

    @property
    def board(self) -> list[Card]:
        """The board cards in the order dealt (``board_mask``: the same cards as a set)."""
        ids = (ctypes.c_int32 * _RUN)()
        length = ctypes.c_uint64()
        lib.xiapl_table_board_cards(self._handle, ids, _RUN, ctypes.byref(length))
        return [Card.from_id(i) for i in ids[: length.value]]

    @property
    def holes(self) -> list[list[Card]]:
        """Each seat's known hole cards in the order dealt (``hole_masks``: the same cards
        as sets); a draw's replacements come after the cards kept."""
        out = []
        ids = (ctypes.c_int32 * _RUN)()
        length = ctypes.c_uint64()
        for seat in range(self.seat_count):
            lib.xiapl_table_hole_cards(self._handle, seat, ids, _RUN, ctypes.byref(length))
            out.append([Card.from_id(i) for i in ids[: length.value]])
        return out

    @property
    def pot_total(self) -> int:
        return int(self._info().pot_total)

    @property
    def current_bet(self) -> int:
        return int(self._info().current_bet)

    @property
    def total_chips(self) -> int:
        return int(self._info().total_chips)

    @property
    def stacks(self) -> list[int]:
        return self._column(_STACK)

    @property
    def bets(self) -> list[int]:
        return self._column(_BET)

    @property
    def contributed(self) -> list[int]:
        return self._column(_CONTRIBUTED)

    @property
    def won(self) -> list[int]:
        return self._column(_WON)

    @property
    def folded(self) -> list[bool]:
        return [bool(v) for v in self._column(_FOLDED)]

    @property
    def all_in_seats(self) -> list[bool]:
        return [bool(v) for v in self._column(_ALL_IN)]

    @property
    def hole_masks(self) -> list[int]:
        """Each seat's known hole cards (mask; stud: the up cards included; 0: none known)."""
        return self._column(_HOLE)

    @property
    def up_masks(self) -> list[int]:
        """Stud: each seat's face-up cards (mask, a part of ``hole_masks``); else 0s."""
        return self._column(_UP)

    @property
    def unknown_counts(self) -> list[int]:
        """Stud and draw games: how many of each seat's cards are held unseen (dealt as
        ``??`` in a hand history); else 0s."""
        return self._column(_UNKNOWN)

    @property
    def pots(self) -> list[Pot]:
        amounts = (ctypes.c_int64 * MAX_SEATS)()
        eligible = (ctypes.c_uint64 * MAX_SEATS)()
        length = ctypes.c_uint64()
        lib.xiapl_table_pots(self._handle, amounts, eligible, MAX_SEATS, ctypes.byref(length))
        return [
            Pot(amounts[i], tuple(s for s in range(MAX_SEATS) if eligible[i] >> s & 1)) for i in range(length.value)
        ]

    def __repr__(self) -> str:
        info = self._info()
        where = Phase(info.phase).name
        actor = f", actor={info.actor}" if info.actor >= 0 else ""
        dealt = f", deal_seat={info.deal_seat}" if info.deal_seat >= 0 else ""
        return (
            f"<table State {where} {_STREETS[info.street].name}{actor}{dealt}, "
            f"stacks={self.stacks}, pot={info.pot_total}>"
        )


def legal_actions(state: State) -> list[LegalAction]:
    """``state.legal_actions()``: the actions the player to act may take."""
    return state.legal_actions()


def apply(state: State, kind: ActionKind | int, amount: int = 0) -> State:
    """``state.apply(kind, amount)``: the state after the seat to act does ``kind`` (``amount``: raise-to total)."""
    return state.apply(kind, amount)


def check_invariants(state: State) -> None:
    """``state.check_invariants()``: raises InvalidArgumentError naming the first broken invariant, if any."""
    state.check_invariants()


class ChipScale:
    """Converts decimal amounts to integer chips of size ``unit`` and back, exactly.

    ``ChipScale("0.25").to_chips("1259450.25") == 5037801``; an amount that is
    not a whole number of units raises ValueError instead of rounding. The
    arithmetic is the core's (xiapl_chips_from_amount), as in every language.
    """

    __slots__ = ("_text", "unit")

    def __init__(self, unit: Number = 1) -> None:
        text = _decimal_text(unit, "unit")
        buffer = ctypes.create_string_buffer(64)
        length = ctypes.c_uint64()
        lib.xiapl_chips_to_amount(text, 1, buffer, len(buffer), ctypes.byref(length))  # checks the unit
        self._text = text
        self.unit: Decimal = Decimal(buffer.raw[: length.value].decode("ascii"))

    def to_chips(self, amount: Number) -> int:
        chips = ctypes.c_int64()
        lib.xiapl_chips_from_amount(self._text, _decimal_text(amount, "amount"), ctypes.byref(chips))
        return chips.value

    def to_amount(self, chips: int) -> Decimal:
        if isinstance(chips, bool) or not isinstance(chips, int) or not -1 << 63 <= chips < 1 << 63:
            raise ValueError(f"chips is {chips!r}; give an int number of chips")
        buffer = ctypes.create_string_buffer(64)
        length = ctypes.c_uint64()
        lib.xiapl_chips_to_amount(self._text, chips, buffer, len(buffer), ctypes.byref(length))
        return Decimal(buffer.raw[: length.value].decode("ascii"))

    def __repr__(self) -> str:
        return f"ChipScale({str(self.unit)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ChipScale) and other.unit == self.unit

    def __hash__(self) -> int:
        return hash(self.unit)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (ChipScale, (str(self.unit),))


def _decimal_text(value: Number, what: str) -> bytes:
    """An amount as the decimal text the core reads ("12.5", "300", "1E+3")."""
    if isinstance(value, bool):
        raise TypeError(f"{what} must be a number, not bool")
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"{what} {value!r} is not a finite number")
        text = repr(value)
    elif isinstance(value, (int, Decimal)):
        if isinstance(value, Decimal) and not value.is_finite():
            raise ValueError(f"{what} {value!r} is not a finite number")
        text = str(value)
    elif isinstance(value, str):
        text = value.strip()
    else:
        raise ValueError(
            f"{what} {value!r} is not a number; write amounts like 1000 or 12.5 (no commas, no currency signs)"
        )
    return text.encode("ascii", "replace")


def chip_scale(amounts: Iterable[Number]) -> ChipScale:
    """The largest power-of-ten unit (at most 1) that makes every amount a whole number of chips."""
    texts = [_decimal_text(a, "amount") for a in amounts]
    buffer = ctypes.create_string_buffer(64)
    length = ctypes.c_uint64()
    lib.xiapl_chip_unit((ctypes.c_char_p * max(1, len(texts)))(*texts), len(texts), buffer, 64, ctypes.byref(length))
    return ChipScale(buffer.raw[: length.value].decode("ascii"))
