"""Poker Hand History (PHH) files: read, write, and replay through the rules engine.

PHH is TOML with a fixed set of keys (``variant``, ``antes``,
``blinds_or_straddles``, ``min_bet``, ``starting_stacks``, ``actions``, ...).
This module models the two variants the library plays, ``NT`` (no-limit
Texas hold'em) and ``PO`` (pot-limit Omaha); every other variant code raises
:class:`UnsupportedVariantError`. Malformed input raises :class:`PhhParseError`
naming the line and the token; nothing half-parsed is returned.

>>> hand = parse_phh(text)                      # doctest: +SKIP
>>> state = replay(hand)                        # doctest: +SKIP
>>> [hand.chip_scale().to_amount(s) for s in state.stacks] == hand.finishing_stacks  # doctest: +SKIP
"""

from __future__ import annotations

import datetime
import json
import math
import re
import tomllib
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any, cast

from .errors import ParseError
from .game import GameType
from .table import DEAL_BOARD, ActionKind, ChipScale, State, chip_scale

Number = int | float
SUPPORTED_VARIANTS = ("NT", "PO")

_KNOWN = ("variant", "ante_trimming_status", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions")
_CARD = re.compile(r"^(?:[2-9TJQKA][cdhs]|\?\?)+$")
_AMOUNT = re.compile(r"^[0-9]+(?:\.[0-9]+)?$")
_RANKS = "23456789TJQKA"
_SUITS = "cdhs"


class PhhParseError(ParseError):
    """A PHH file that does not follow the format; the message names the line and the token."""


class UnsupportedVariantError(PhhParseError):
    """A PHH variant other than NT and PO (the games the library models)."""


_VERBS = {
    "dh": "deal_hole",
    "db": "deal_board",
    "f": "fold",
    "cc": "check_or_call",
    "cbr": "bet_or_raise",
    "sm": "show_or_muck",
}


@dataclass(frozen=True)
class PhhAction:
    """One line of a hand's ``actions``, read into its parts.

    ``actor`` is the acting player (1-based, as ``p1``) or None for the
    dealer; ``verb`` is the PHH token (``dh``, ``db``, ``f``, ``cc``,
    ``cbr``, ``sm``) and ``kind`` its readable name; ``player`` the player
    dealt to by ``dh``; ``cards`` the cards dealt or shown ("AsKs", "????"
    for unknown cards, "-" for a muck); ``amount`` the bet-or-raise-to total.
    ``str(action)`` is the line again. Build actions with the class methods
    (``PhhAction.bet_or_raise(2, 300)``) or :meth:`parse`; a PhhHand's
    ``actions`` may hold them beside plain strings.
    """

    actor: int | None
    verb: str
    cards: str | None = None
    amount: Number | Decimal | None = None
    player: int | None = None
    comment: str | None = None

    @property
    def kind(self) -> str:
        """ "deal_hole", "deal_board", "fold", "check_or_call", "bet_or_raise" or "show_or_muck"."""
        return _VERBS[self.verb]

    @classmethod
    def parse(cls, line: str) -> PhhAction:
        """One action line ("p1 cbr 300", "d dh p2 AsKs # a comment"); PhhParseError names a bad token."""
        if not isinstance(line, str):
            raise TypeError(f'a PHH action is a str like "p1 cbr 300", not {type(line).__name__}')
        body, _, comment = line.partition("#")
        words = body.split()

        def bad(problem: str) -> PhhParseError:
            return PhhParseError(f"action {line!r}: {problem}")

        def player(token: str) -> int:
            if not re.fullmatch(r"p[1-9][0-9]*", token):
                raise bad(f"{token!r} is not a player p1, p2, ...")
            return int(token[1:])

        def cards(token: str) -> str:
            if not _CARD.match(token):
                raise bad(f"{token!r} is not a run of cards like AsKd (?? for an unknown card)")
            return token

        note = comment.strip() if "#" in line else None
        if len(words) == 4 and words[:2] == ["d", "dh"]:
            return cls(None, "dh", cards(words[3]), player=player(words[2]), comment=note)
        if len(words) == 3 and words[:2] == ["d", "db"]:
            return cls(None, "db", cards(words[2]), comment=note)
        if len(words) == 2 and words[1] in ("f", "cc"):
            return cls(player(words[0]), words[1], comment=note)
        if len(words) == 3 and words[1] == "cbr":
            if not _AMOUNT.match(words[2]):
                raise bad(f"{words[2]!r} is not an amount like 300 or 12.5 (no commas, no sign)")
            return cls(player(words[0]), "cbr", amount=_number(words[2]), comment=note)
        if len(words) in (2, 3) and words[1] == "sm":
            shown = None if len(words) == 2 else words[2] if words[2] == "-" else cards(words[2])
            return cls(player(words[0]), "sm", shown, comment=note)
        raise bad('use "d dh pN CARDS", "d db CARDS", or "pN" with f, cc, cbr AMOUNT or sm [CARDS]')

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
        return cls.parse(f"p{player} cbr {_value(amount)}")

    @classmethod
    def show_or_muck(cls, player: int, cards: str | None = None) -> PhhAction:
        return cls.parse(f"p{player} sm" + ("" if cards is None else f" {cards}"))

    def __str__(self) -> str:
        if self.actor is None:
            words = ["d", self.verb] + ([f"p{self.player}"] if self.verb == "dh" else []) + [str(self.cards)]
        else:
            words = [f"p{self.actor}", self.verb]
            if self.amount is not None:
                words.append(_value(self.amount))
            if self.cards is not None:
                words.append(self.cards)
        return " ".join(words) + ("" if self.comment is None else f" # {self.comment}")


@dataclass
class PhhHand:
    """One hand. Amounts keep their TOML type (int or float); ``extra`` holds every other key.

    ``actions`` holds the action lines as strings (``"p1 cbr 300"``) or as
    :class:`PhhAction` objects; ``parsed_actions()`` reads them all into
    PhhActions.
    """

    variant: str
    antes: list[Number]
    blinds_or_straddles: list[Number]
    min_bet: Number
    starting_stacks: list[Number]
    actions: list[str | PhhAction]
    ante_trimming_status: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    def parsed_actions(self) -> list[PhhAction]:
        """Every action line read into a :class:`PhhAction`."""
        return [a if isinstance(a, PhhAction) else PhhAction.parse(a) for a in self.actions]

    @property
    def players(self) -> list[str] | None:
        value = self.extra.get("players")
        return list(value) if isinstance(value, list) else None

    @property
    def finishing_stacks(self) -> list[Number] | None:
        value = self.extra.get("finishing_stacks")
        return list(value) if isinstance(value, list) else None

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    @property
    def game(self) -> GameType:
        if self.variant == "NT":
            return GameType.Holdem
        sizes = [len(c) for c in self._holes().values() if c]
        return {5: GameType.Plo5, 6: GameType.Plo6}.get(max(sizes, default=4), GameType.Plo)

    def _holes(self) -> dict[int, list[int]]:
        """Known hole cards per player (1-based), from the deal and the showdown."""
        holes: dict[int, list[int]] = {}
        for action in self.actions:
            words = _strip(action).split()
            if words[:2] == ["d", "dh"] and "?" not in words[3]:
                holes[int(words[2][1:])] = _card_ids(words[3])
            elif len(words) == 3 and words[1] == "sm" and words[2] != "-" and "?" not in words[2]:
                holes.setdefault(int(words[0][1:]), _card_ids(words[2]))
        return holes

    def hole_mask(self, player: int) -> int:
        """The known hole cards of player ``player`` (1-based, as ``p1`` in the file); 0 if unknown."""
        if not 1 <= player <= self.player_count:
            raise ValueError(f"player {player} is not in this {self.player_count}-player hand (players are 1..)")
        return _mask(self._holes().get(player, []))

    def board_mask(self, max_cards: int | None = None) -> int:
        """The board as dealt, in order, keeping at most ``max_cards`` cards."""
        cards: list[int] = []
        for action in self.actions:
            words = _strip(action).split()
            if words[:2] == ["d", "db"]:
                cards += _card_ids(words[2])
        return _mask(cards if max_cards is None else cards[:max_cards])

    def chip_scale(self) -> ChipScale:
        """The chip unit that makes every amount of the hand a whole number of chips."""
        amounts: list[Number] = [*self.antes, *self.blinds_or_straddles, self.min_bet, *self.starting_stacks]
        for action in self.actions:
            words = _strip(action).split()
            if len(words) == 3 and words[1] == "cbr":
                amounts.append(_number(words[2]))
        return chip_scale(amounts)


def _strip(action: str | PhhAction) -> str:
    return str(action).split("#", 1)[0].strip()


def _number(text: str) -> Number:
    return float(text) if "." in text else int(text)


def _card_ids(text: str) -> list[int]:
    return [_SUITS.index(text[i + 1]) * 13 + _RANKS.index(text[i]) for i in range(0, len(text), 2) if text[i] != "?"]


def _mask(ids: Iterable[int]) -> int:
    mask = 0
    for i in ids:
        mask |= 1 << i
    return mask


# -- reading ------------------------------------------------------------------


def _line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return number
    return 0


def _fail(text: str, needle: str, message: str) -> PhhParseError:
    line = _line_of(text, needle)
    where = f"line {line}: " if line else ""
    return PhhParseError(f"{where}{message}")


def _check_amounts(text: str, key: str, value: object, count: int | None) -> list[Number]:
    if not isinstance(value, list):
        raise _fail(text, key, f"{key} must be a list of numbers, not {value!r}")
    if count is not None and len(value) != count:
        raise _fail(text, key, f"{key} has {len(value)} entries but the hand has {count} players")
    for item in value:
        if isinstance(item, bool) or not isinstance(item, (int, float)) or not math.isfinite(item):
            raise _fail(
                text, key, f"{key} holds {item!r}; amounts are numbers like 1000 or 12.5 (no commas, no quotes)"
            )
        if item < 0:
            raise _fail(text, key, f"{key} holds the negative amount {item!r}")
    return list(value)


def _check_actions(text: str, actions: object, players: int) -> list[str]:
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise _fail(text, "actions", 'actions must be a list of strings like "p1 cbr 300"')
    seen: dict[int, tuple[str, str]] = {}  # card -> (owner, action)
    for action in actions:
        words = _strip(action).split()

        # The helpers take this iteration's action as a default: they are
        # closures over a loop variable.
        def bad(problem: str, token: str, action: str = action) -> PhhParseError:
            return _fail(text, action, f"action {action!r}: token {token!r} {problem}")

        def cards(token: str, owner: str, action: str = action) -> None:
            if not _CARD.match(token):
                raise bad("is not a run of cards like AsKd (?? for an unknown card)", token)
            for i in range(0, len(token), 2):
                card = token[i : i + 2]
                if card == "??":
                    continue
                if card in (token[j : j + 2] for j in range(0, i, 2)):
                    raise bad(f"holds {card} twice; each card is dealt once", token)
                cid = _card_ids(card)[0]
                if cid in seen and seen[cid][0] != owner:
                    raise bad(f"deals {card} again (already dealt by {seen[cid][1]!r})", token)
                seen[cid] = (owner, action)

        def player(token: str) -> int:
            if not re.fullmatch(r"p[0-9]+", token) or not 1 <= int(token[1:]) <= players:
                raise bad(f"is not a player p1..p{players}", token)
            return int(token[1:])

        if not words:
            raise _fail(text, action, f"action {action!r} is empty")
        if words[0] == "d":
            if len(words) == 4 and words[1] == "dh":
                cards(words[3], f"p{player(words[2])}")
            elif len(words) == 3 and words[1] == "db":
                cards(words[2], "board")
            else:
                raise bad('starts a dealer action; use "d dh pN CARDS" or "d db CARDS"', " ".join(words[1:]))
        else:
            who = f"p{player(words[0])}"
            verb = words[1] if len(words) > 1 else ""
            if verb in ("f", "cc") and len(words) == 2:
                pass
            elif verb == "cbr" and len(words) == 3:
                if not _AMOUNT.match(words[2]):
                    raise bad("is not an amount like 300 or 12.5 (no commas, no sign)", words[2])
            elif verb == "sm" and len(words) in (2, 3):
                if len(words) == 3 and words[2] != "-":
                    cards(words[2], who)
            else:
                raise bad("is not an action; use f, cc, cbr AMOUNT or sm [CARDS]", verb or action)
    return list(actions)


def _hand_from(data: dict[str, Any], text: str) -> PhhHand:
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise _fail(text, "variant", 'the hand has no variant (variant = "NT" or "PO")')
    if variant not in SUPPORTED_VARIANTS:
        raise UnsupportedVariantError(
            f"variant {variant!r} is not supported; xiapl models NT (no-limit hold'em) and PO (pot-limit Omaha)"
        )
    for key in ("antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"):
        if key not in data:
            raise _fail(text, "variant", f"the {variant} hand lacks the required key {key!r}")
    stacks = _check_amounts(text, "starting_stacks", data["starting_stacks"], None)
    n = len(stacks)
    if not 2 <= n <= 10:
        raise _fail(text, "starting_stacks", f"the hand has {n} players; xiapl plays 2 to 10")
    antes = _check_amounts(text, "antes", data["antes"], n)
    blinds = _check_amounts(text, "blinds_or_straddles", data["blinds_or_straddles"], n)
    min_bet = _check_amounts(text, "min_bet", [data["min_bet"]], None)[0]
    actions = _check_actions(text, data["actions"], n)
    trimming = data.get("ante_trimming_status", False)
    if not isinstance(trimming, bool):
        raise _fail(text, "ante_trimming_status", "ante_trimming_status must be true or false")
    extra = {k: v for k, v in data.items() if k not in _KNOWN}
    if "finishing_stacks" in extra:
        _check_amounts(text, "finishing_stacks", extra["finishing_stacks"], n)
    return PhhHand(variant, antes, blinds, min_bet, stacks, list[str | PhhAction](actions), trimming, extra)


def _load(text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PhhParseError(f"not valid PHH/TOML: {exc}") from None


def parse_phh(text: str) -> PhhHand:
    """One hand from PHH text."""
    return _hand_from(_load(text), text)


def parse_phh_all(text: str) -> list[PhhHand]:
    """Every hand of a .phhs text (one TOML table per hand, ``[1]``, ``[2]``, ...) or of a .phh text."""
    data = _load(text)
    if "variant" in data:
        return [_hand_from(data, text)]
    hands = []
    for key, value in data.items():
        if not isinstance(value, dict):
            raise _fail(text, key, f"key {key!r} is not a hand table; a .phhs file holds [1], [2], ... tables")
        hands.append(_hand_from(value, text))
    return hands


def read_phh(path: str | Path) -> PhhHand:
    return parse_phh(Path(path).read_text(encoding="utf-8"))


def read_phh_all(path: str | Path) -> list[PhhHand]:
    return parse_phh_all(Path(path).read_text(encoding="utf-8"))


# -- writing ------------------------------------------------------------------


def _toml_string(text: str) -> str:
    """A TOML basic string: JSON's escapes are TOML's, except that TOML has no surrogate
    escapes (so non-ASCII stays literal) and forbids a literal DEL."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _key(name: str) -> str:
    return name if re.fullmatch(r"[A-Za-z0-9_-]+", name) else _toml_string(name)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        text = repr(value)
        return text if any(c in text for c in ".en") else text + ".0"
    if isinstance(value, Decimal):
        # Written digit for digit: a float would round amounts with many decimals.
        return str(int(value)) if value == value.to_integral_value() else format(value, "f")
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (datetime.datetime, datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(str(k))} = {_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot write {type(value).__name__} to PHH")


def _body(hand: PhhHand) -> list[str]:
    lines = [
        f"variant = {_value(hand.variant)}",
        f"ante_trimming_status = {_value(hand.ante_trimming_status)}",
        f"antes = {_value(hand.antes)}",
        f"blinds_or_straddles = {_value(hand.blinds_or_straddles)}",
        f"min_bet = {_value(hand.min_bet)}",
        f"starting_stacks = {_value(hand.starting_stacks)}",
        "actions = [",
        *[f"  {_value(str(a))}," for a in hand.actions],
        "]",
    ]
    lines += [f"{_key(k)} = {_value(v)}" for k, v in hand.extra.items()]
    return lines


def format_phh(hand: PhhHand) -> str:
    """PHH text for one hand (valid TOML; parse_phh(format_phh(h)) == h)."""
    return "\n".join(_body(hand)) + "\n"


def format_phh_all(hands: Sequence[PhhHand]) -> str:
    """A .phhs text: the hands as tables [1], [2], ..."""
    parts = []
    for i, hand in enumerate(hands, 1):
        parts.append(f"[{i}]\n" + "\n".join(_body(hand)) + "\n")
    return "\n".join(parts)


def write_phh(hand: PhhHand, path: str | Path) -> None:
    Path(path).write_text(format_phh(hand), encoding="utf-8")


def write_phh_all(hands: Sequence[PhhHand], path: str | Path) -> None:
    Path(path).write_text(format_phh_all(hands), encoding="utf-8")


# -- replaying ----------------------------------------------------------------


class ReplayError(PhhParseError):
    """A hand whose actions the rules engine does not accept (the message says where)."""


def replay(hand: PhhHand, scale: ChipScale | None = None) -> State:
    """Drive the rules engine through the hand; returns the last state.

    Seats follow the hand's player order (p1 = seat 0) and the button is the
    last player. Amounts are converted to chips with ``scale`` (default
    ``hand.chip_scale()``); convert the state's ``stacks`` back with
    ``scale.to_amount``. Show/muck actions only reveal cards: a live player
    who mucks, or whose cards stay unknown, does not contend at showdown.
    """
    try:
        return _replay_at_once(hand, scale)
    except Exception:
        # An illegal action or a malformed hand: the one-call-per-action path
        # raises exactly what it always has (naming the offending action).
        return _replay_one_by_one(hand, scale)


_UNIT = ChipScale(1)
# Look-up tables for the replay's one pass ("??" is an unknown card: no bit).
_CARD_BIT = {rank + suit: 1 << (s * 13 + r) for s, suit in enumerate(_SUITS) for r, rank in enumerate(_RANKS)}
_CARD_BIT["??"] = 0
_SEAT = {f"p{p}": p - 1 for p in range(1, 11)}
_FOLD, _CHECK_OR_CALL, _BET_OR_RAISE = int(ActionKind.Fold), int(ActionKind.CheckOrCall), int(ActionKind.BetOrRaise)


def _cards_mask(text: str) -> int:
    mask = 0
    for i in range(0, len(text), 2):
        mask |= _CARD_BIT[text[i : i + 2]]
    return mask


@dataclass
class _Plan:
    """A hand as the engine takes it: the start of State.start and the steps of State.apply_many."""

    stacks: list[int]
    blinds: list[int]
    antes: list[int]
    button: int
    game: GameType
    pot_limit: bool
    min_bet: int
    hole_cards: list[int | None]
    seats: list[int]
    kinds: list[int]
    amounts: list[int]

    def start(self) -> State:
        return State.start(
            self.stacks,
            seat_blinds=self.blinds,
            antes=self.antes,
            button=self.button,
            game=self.game,
            pot_limit=self.pot_limit,
            min_bet=self.min_bet,
            hole_cards=self.hole_cards,
        )


def _replay_at_once(hand: PhhHand, scale: ChipScale | None) -> State:
    """The replay as one engine call for all steps; any refusal raises."""
    plan = _plan(hand, scale)
    return plan.start().apply_many(plan.kinds, plan.amounts, plan.seats)


def _plan(hand: PhhHand, scale: ChipScale | None) -> _Plan:
    """One pass over the action strings, as PhhHand._holes and the one-by-one replay read them.

    Integer amounts skip Decimal (one chip per unit). Anything unusual raises
    (KeyError, IndexError, ValueError) and the caller falls back.
    """
    holes: dict[int, str] = {}  # seat -> hole-card text, known cards only
    mucked: set[int] = set()
    seats: list[int] = []
    kinds: list[int] = []
    amounts: list[int] = []
    bets: list[tuple[int, str]] = []  # (step, amount text) of each cbr
    whole = True
    seat_of = _SEAT
    for line in hand.actions:
        action = line if type(line) is str else str(line)
        words = (action.split("#", 1)[0] if "#" in action else action).split()
        verb = words[1]
        if verb == "f":
            seats.append(seat_of[words[0]])
            kinds.append(_FOLD)
            amounts.append(0)
        elif verb == "cc":
            seats.append(seat_of[words[0]])
            kinds.append(_CHECK_OR_CALL)
            amounts.append(0)
        elif verb == "cbr":
            seats.append(seat_of[words[0]])
            text = words[2]
            bets.append((len(kinds), text))
            if whole and text.isascii() and text.isdigit():
                amounts.append(int(text))
            else:
                whole = False
                amounts.append(0)
            kinds.append(_BET_OR_RAISE)
        elif verb == "dh":
            if words[0] != "d":
                raise ValueError(action)
            if "?" not in words[3]:
                holes[seat_of[words[2]]] = words[3]
        elif verb == "db":
            if words[0] != "d":
                raise ValueError(action)
            seats.append(-1)
            kinds.append(DEAL_BOARD)
            amounts.append(_cards_mask(words[2]))
        elif verb == "sm":
            if len(words) == 2 or words[2] == "-":
                mucked.add(seat_of[words[0]])
            elif len(words) == 3 and "?" not in words[2]:
                holes.setdefault(seat_of[words[0]], words[2])
        else:
            raise ValueError(action)
    numbers = [*hand.antes, *hand.blinds_or_straddles, *hand.starting_stacks, hand.min_bet]
    whole = whole and set(map(type, numbers)) == {int}
    if scale is None:
        scale = _UNIT if whole else hand.chip_scale()
    elif scale.unit != 1:
        whole = False
    if whole:  # every amount is an int (checked above)
        blinds = cast(list[int], list(hand.blinds_or_straddles))
        stacks = cast(list[int], list(hand.starting_stacks))
        antes = cast(list[int], list(hand.antes))
        min_bet = int(hand.min_bet)
    else:
        to_chips = scale.to_chips
        for step, text in bets:
            amounts[step] = to_chips(text)
        blinds = [to_chips(b) for b in hand.blinds_or_straddles]
        stacks = [to_chips(s) for s in hand.starting_stacks]
        antes = [to_chips(a) for a in hand.antes]
        min_bet = to_chips(hand.min_bet)
    n = len(stacks)
    if n == 2:
        blinds.reverse()  # heads-up PHH lists the blinds big blind first (p1 is the big blind)
    if hand.variant == "NT":
        game = GameType.Holdem
    else:
        sizes = [len(text) // 2 for text in holes.values() if text]
        game = {5: GameType.Plo5, 6: GameType.Plo6}.get(max(sizes, default=4), GameType.Plo)
    return _Plan(
        stacks=stacks,
        blinds=blinds,
        antes=antes,
        button=n - 1,
        game=game,
        pot_limit=hand.variant == "PO",
        min_bet=min_bet,
        hole_cards=[None if (seat in mucked or seat not in holes) else _cards_mask(holes[seat]) for seat in range(n)],
        seats=seats,
        kinds=kinds,
        amounts=amounts,
    )


def _replay_one_by_one(hand: PhhHand, scale: ChipScale | None = None) -> State:
    """The reference replay: one engine call per action, checking the actor before each."""
    last = deque(_replay_steps(hand, scale), maxlen=1)
    assert last  # _replay_steps yields at least the starting state
    return last[0]


def _replay_steps(hand: PhhHand, scale: ChipScale | None = None) -> Iterator[State]:
    """The states of the reference replay: after the forced bets, then after each board
    deal and each player action (hole-card deals and show/muck only reveal cards)."""
    scale = scale or hand.chip_scale()
    n = hand.player_count
    blinds = [scale.to_chips(b) for b in hand.blinds_or_straddles]
    if n == 2:
        blinds.reverse()  # heads-up PHH lists the blinds big blind first (p1 is the big blind)
    holes = hand._holes()
    mucked = set()
    for action in hand.actions:
        words = _strip(action).split()
        if (len(words) == 2 and words[1] == "sm") or words[1:3] == ["sm", "-"]:
            mucked.add(int(words[0][1:]))
    hole_cards: list[int | None] = [
        None if (p in mucked or p not in holes) else _mask(holes[p]) for p in range(1, n + 1)
    ]
    try:
        state = State.start(
            [scale.to_chips(s) for s in hand.starting_stacks],
            seat_blinds=blinds,
            antes=[scale.to_chips(a) for a in hand.antes],
            button=n - 1,
            game=hand.game,
            pot_limit=hand.variant == "PO",
            min_bet=scale.to_chips(hand.min_bet),
            hole_cards=hole_cards,
        )
    except ValueError as exc:  # amounts or cards the engine cannot seat: a bad hand, like a bad action
        raise ReplayError(f"the hand cannot be set up: {exc}") from None
    yield state
    for index, action in enumerate(hand.actions):
        words = _strip(action).split()
        try:
            if words[0] == "d":
                if words[1] == "db":
                    state = state.deal(_mask(_card_ids(words[2])))
                    yield state
                continue
            if words[1] == "sm":
                continue
            seat = int(words[0][1:]) - 1
            if state.actor != seat:
                raise ReplayError(
                    f"action {index} {action!r}: the engine expects "
                    f"{'nobody' if state.actor is None else f'p{state.actor + 1}'} to act"
                )
            if words[1] == "f":
                state = state.fold()
            elif words[1] == "cc":
                state = state.check_or_call()
            else:
                state = state.bet_or_raise_to(scale.to_chips(words[2]))
        except ReplayError:
            raise
        except ValueError as exc:
            raise ReplayError(f"action {index} {action!r}: {exc}") from None
        yield state


def finishing_stacks_match(hand: PhhHand, state: State, scale: ChipScale | None = None) -> bool:
    """True when the replayed stacks equal the file's finishing_stacks exactly."""
    expected = hand.finishing_stacks
    if expected is None:
        raise ValueError("the hand has no finishing_stacks to compare with")
    scale = scale or hand.chip_scale()
    return [scale.to_amount(s) for s in state.stacks] == [Decimal(repr(x)) for x in expected]


def replay_states(hand: PhhHand, scale: ChipScale | None = None) -> Iterator[State]:
    """Every state :func:`replay` passes through, in order: the state after the
    forced bets, then the state after each board deal and each player action.

    Every state knows the hole cards the whole file reveals (later hole-card
    deals and show/muck actions only reveal cards), as replay's final state does.
    Raises ReplayError, like replay, at the first action the engine refuses.
    """
    return _replay_steps(hand, scale)
