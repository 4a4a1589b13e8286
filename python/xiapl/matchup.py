"""Equity asked one way: ``xiapl.equity`` takes hands or ranges, as the
``xiapl equity`` command does, and counts every deal when that is quick,
else runs a seeded Monte Carlo simulation.

    >>> import xiapl
    >>> r = xiapl.equity("AsKs", "QdQc")
    >>> r.exact, [round(p.equity, 4) for p in r.players]
    (True, [0.4621, 0.5379])
    >>> r = xiapl.equity("JJ+,AKs", "random", board="Ks7d2c")
    >>> [p.kind for p in r.players], round(sum(r.equities), 6)
    (['range', 'range'], 1.0)

A player is a hand or a range in any form: text (``"AsKs"``, ``"JJ+,AKs"``,
``"random"``; text that is both, as ``"AsKs"``, is the hand), a list of
``Card`` objects or card strings, an int card mask, a ``Combo`` or a
``Range``. When one player is a range, every player is read as one.
``calculate_equity`` and ``calculate_range_equity`` (``xiapl.simulation``)
stay the lower-level calls, with the options spelled out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from . import _convert
from ._input import Player, read_cards, read_player, shown
from .card import Card
from .errors import LimitExceededError
from .game import GameType, as_game
from .range import Range
from .simulation import (
    CategoryBreakdown,
    EquityResult,
    ProgressCallback,
    SimulationOptions,
    calculate_equity,
    calculate_equity_vs_random,
    calculate_multiway_range_equity,
)

__all__ = ["AUTO_DEALS", "EquityReport", "PlayerShare", "equity"]

#: The Monte Carlo deals an auto run draws when counting every deal would take too long.
AUTO_DEALS = 1_000_000


class PlayerShare(NamedTuple):
    """One player's part of an ``EquityReport``."""

    label: str  #: the hand as its cards ("AsKs"), or the range as given
    kind: str  #: "hand" or "range"
    equity: float  #: expected share of the pot
    win: float  #: fraction of deals won outright (a scoop, in a hi/lo game)
    tie: float  #: fraction of deals whose pot this player splits
    std_error: float  #: Monte Carlo standard error of ``equity`` (0 when exact)
    scoop: float | None = None  #: hi/lo games: fraction of deals whose whole pot this player took alone
    high_share: float | None = None  #: hi/lo games: share of the pot won with the high hand
    low_share: float | None = None  #: hi/lo games: share won with the low half (high + low = equity)
    breakdown: CategoryBreakdown | None = None  #: ``breakdown=True``: wins and splits by winning category


class EquityReport(NamedTuple):
    """What ``xiapl.equity`` found, and how (immutable)."""

    game: GameType
    board: tuple[Card, ...]  #: in the order given
    dead: tuple[Card, ...]
    players: tuple[PlayerShare, ...]  #: one per player (against random opponents: the hero alone)
    opponents: int  #: random opponents (``opponents=``), else 0
    mode: str  #: what was asked: "auto", "exact" or "monte-carlo"
    exact: bool  #: True when every deal was counted
    trials: int  #: deals counted or drawn
    evaluated: int  #: deals, or classes of deals, actually evaluated
    seed: int | None  #: the Monte Carlo seed (None when exact)
    chop_rate: float  #: fraction of deals with a split pot
    std_error: float  #: the largest standard error of a player's equity (0 when exact)

    @property
    def equities(self) -> list[float]:
        return [p.equity for p in self.players]

    def __repr__(self) -> str:
        how = "exact" if self.exact else f"Monte Carlo, seed {self.seed}, ± {self.std_error:.5f}"
        shares = ", ".join(f"{p.label}: {p.equity:.4f}" for p in self.players)
        return f"EquityReport({self.game.name}, [{shares}], trials={self.trials}, {how})"


@dataclass(frozen=True)
class _Words:
    """How the caller's arguments are named in messages: Python keywords, or the command line's options."""

    board: str = "board"
    dead: str = "dead"
    exact: str = "exact=True"
    iterations: str = "iterations"
    seed: str = "seed"
    threads: str = "threads"
    opponents: str = "opponents"
    breakdown: str = "breakdown=True"
    command: bool = False

    def given(self, name: str, value: str) -> str:
        """An argument with its value, as the caller writes it: ``board="2c7d"``, ``--board 2c7d``."""
        return f"{name} {value}" if self.command else f"{name}={value}"

    def example(self, *players: str) -> str:
        if self.command:
            return "xiapl equity " + " ".join(p if p.isalnum() else shown(p) for p in players)
        return "xiapl.equity(" + ", ".join(shown(p) for p in players) + ")"

    @property
    def limit_hint(self) -> str:
        if self.command:
            return "without --exact, xiapl equity runs Monte Carlo when counting is too long"
        return "without exact=True, xiapl.equity runs Monte Carlo when counting is too long"


_PYTHON = _Words()
COMMAND_LINE = _Words(
    board="--board",
    dead="--dead",
    exact="--exact",
    iterations="--iterations",
    seed="--seed",
    threads="--threads",
    opponents="--vs-random",
    breakdown="--breakdown",
    command=True,
)


def equity(
    *players: Any,
    board: Any = "",
    dead: Any = "",
    game: GameType | str = GameType.Holdem,
    exact: bool = False,
    iterations: int | None = None,
    seed: int | None = None,
    threads: int = 0,
    opponents: int = 0,
    breakdown: bool = False,
    progress: ProgressCallback | None = None,
) -> EquityReport:
    """Each player's equity when the rest of the board is dealt: hands or ranges, any game.

    ``players``: two or more hands or ranges, each in any form (the module's
    docstring), or one hand with ``opponents=N`` random opponents. ``board``
    and ``dead``: cards in any form. By default (auto) every deal is counted
    when that is quick, else ``AUTO_DEALS`` deals are drawn with ``seed``
    (default 0), so the same call gives the same answer; ``exact=True``
    always counts (``LimitExceededError`` when too long), ``iterations=N``
    always draws N deals (with ``seed``, reproducibly). ``breakdown=True``
    adds each player's wins and splits by the category of the winning hand.

    Bad input raises ValueError naming the argument as given.
    """
    return run(
        list(players),
        board,
        dead,
        game,
        exact=exact,
        iterations=iterations,
        seed=seed,
        threads=threads,
        opponents=opponents,
        breakdown=breakdown,
        progress=progress,
        words=_PYTHON,
    )


def options_for(
    exact: bool, iterations: int | None, seed: int | None, threads: int, words: _Words = _PYTHON
) -> tuple[str, SimulationOptions]:
    """(the mode asked for: auto, exact or monte-carlo; the SimulationOptions)."""
    if isinstance(threads, bool) or not isinstance(threads, int) or threads < 0:
        raise ValueError(f"{words.threads} must be 0 (one per CPU) or more, got {threads!r}")
    if exact:
        if seed is not None:
            raise ValueError(
                f"{words.seed} is for Monte Carlo (auto or {words.given(words.iterations, 'N')}); {words.exact} counts "
                "every deal, "
                "no seed"
            )
        if iterations is not None:
            raise ValueError(
                f"{words.exact} counts every deal; {words.given(words.iterations, 'N')} is for Monte Carlo"
            )
        return "exact", SimulationOptions.exact(threads=threads)
    if iterations is not None:
        if isinstance(iterations, bool) or not isinstance(iterations, int) or iterations < 1:
            raise ValueError(f"{words.iterations} must be at least 1, got {iterations!r}")
        if seed is not None:
            return "monte-carlo", SimulationOptions.mc_seeded(iterations, seed, threads=threads)
        return "monte-carlo", SimulationOptions.mc_random(iterations, threads=threads)
    return "auto", SimulationOptions.auto(AUTO_DEALS, 0 if seed is None else seed, threads=threads)


def _cards(value: Any, what: str) -> list[Card]:
    """Board or dead cards in any form, in the order given; ValueError names ``what`` as typed."""
    if isinstance(value, str):
        return read_cards(value, what)
    if type(value) is int and value == 0:
        return []
    ids = _convert.card_ids(value, what)
    _convert.mask_from_ids(ids)  # a card given twice is refused, by name
    return [Card.from_id(i) for i in ids]


def _player(value: Any, index: int, game: GameType) -> Player:
    """One player in any form, read as ``xiapl equity`` reads its arguments."""
    if isinstance(value, str):
        return read_player(value, game)
    if isinstance(value, Range):
        if value.game is not game:
            raise ValueError(
                f"player {index + 1} is a {value.game.display_name} range and the game is {game.display_name}; "
                f"pass game={value.game.key!r} or a range of the game"
            )
        text = getattr(value, "_text", None) or value.to_string()
        return Player(text, None, value)
    ids = _convert.card_ids(value, f"player {index + 1}")
    _convert.mask_from_ids(ids)
    cards = tuple(Card.from_id(i) for i in ids)
    sizes = range(1, game.hole_cards + 1) if game.board_cards == 0 else range(game.hole_cards, game.hole_cards + 1)
    if len(cards) not in sizes:
        label = "".join(str(c) for c in cards)
        raise ValueError(
            f"player {index + 1} ({shown(label)}) is {len(cards)} card{'s' if len(cards) != 1 else ''}, "
            f"and a {game.display_name} hand is {game.hole_cards}"
        )
    return Player("".join(str(c) for c in cards), cards, None)


def _as_range(player: Player, game: GameType) -> Range:
    if player.range is not None:
        return player.range
    return Range.from_string(player.label, game=game)


def _mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= card.mask
    return mask


def check_each_card_once(
    players: Sequence[Player], board: Sequence[Card], dead: Sequence[Card], words: _Words = _PYTHON
) -> None:
    """Names the two arguments that hold one card, as typed, if two do."""
    owners: dict[Card, str] = {}
    places: list[tuple[str, Sequence[Card]]] = [
        (f"the dead cards ({words.given(words.dead, shown(''.join(str(c) for c in dead)))})", dead),
        (f"the board ({words.given(words.board, shown(''.join(str(c) for c in board)))})", board),
    ]
    places += [(f"{shown(p.text)} (hand {i + 1})", p.cards or ()) for i, p in enumerate(players)]
    for place, cards in places:
        for card in cards:
            if card in owners:
                raise ValueError(f"{card} of {place} is also held by {owners[card]}; each card is dealt once")
            owners[card] = place


def run(
    given: Sequence[Any],
    board: Any,
    dead: Any,
    game: GameType | str,
    *,
    exact: bool,
    iterations: int | None,
    seed: int | None,
    threads: int,
    opponents: int,
    breakdown: bool,
    progress: Callable[[int, int], object] | None,
    words: _Words,
) -> EquityReport:
    """``equity`` with its messages worded for the caller (Python keywords or the command line's options)."""
    kind = as_game(game)
    board_cards = _cards(board, words.board)
    dead_cards = _cards(dead, words.dead)
    if isinstance(opponents, bool) or not isinstance(opponents, int) or opponents < 0:
        raise ValueError(f"{words.opponents} must be a count of random opponents (0: none), got {opponents!r}")
    per_opponent = words.opponents if words.command else words.given(words.opponents, "N")
    if opponents:
        if len(given) != 1:
            example = "`xiapl equity AsAh --vs-random 2`" if words.command else 'xiapl.equity("AsAh", opponents=2)'
            raise ValueError(f"{per_opponent} takes exactly one hand, got {len(given)}; e.g. {example}")
        if breakdown:
            raise ValueError(
                f"{words.breakdown} is for hands or ranges against each other, not {per_opponent}; "
                'against unknown hands give one range "random" per opponent'
            )
    elif len(given) < 2:
        one = len(given) == 1 and isinstance(given[0], (list, tuple)) and not words.command
        raise ValueError(
            f"give two or more hands or ranges (e.g. {words.example('AsKs', 'QdQc')}), "
            f"or one hand with {per_opponent}"
            + ("; for a list of players, unpack it: xiapl.equity(*players)" if one else "")
        )
    mode, options = options_for(exact, iterations, seed, threads, words)
    players = [_player(value, i, kind) for i, value in enumerate(given)]
    ranges = any(p.cards is None for p in players)
    if opponents and ranges:
        hero = players[0]
        count = hero.range.size() if hero.range is not None else 0
        raise ValueError(
            f"{per_opponent} takes one exact hand such as {shown('AsKsQdJdTc9c'[: 2 * kind.hole_cards])}, "
            f"and {shown(hero.text)} is a range ({count:,} combos): ranges are not accepted against random opponents"
            + (
                # The Hold'em grammar's "random" is any two cards: one such range per opponent does it.
                '; for a range against unknown hands, give one range "random" per opponent: '
                + words.example(hero.text, *["random"] * min(opponents, 3))
                + (" ..." if opponents > 3 else "")
                if kind is GameType.Holdem
                else ""
            )
        )
    board_mask, dead_mask = _mask(board_cards), _mask(dead_cards)
    result: EquityResult
    try:
        if opponents:
            result = calculate_equity_vs_random(
                players[0].mask, board_mask, opponents, options, game=kind, dead=dead_mask, progress=progress
            )
        elif ranges:
            result = calculate_multiway_range_equity(
                [_as_range(p, kind) for p in players],
                board_mask,
                options,
                dead=dead_mask,
                progress=progress,
                breakdown=breakdown,
            )
        else:
            result = calculate_equity(
                [p.mask for p in players],
                board_mask,
                options,
                game=kind,
                dead=dead_mask,
                progress=progress,
                breakdown=breakdown,
            )
    except LimitExceededError as exc:
        if mode == "exact":
            raise LimitExceededError(f"{getattr(exc, 'library_message', exc)}; {words.limit_hint}") from None
        raise
    except ValueError:
        if not ranges:  # the library numbers players from 0: name the arguments instead
            check_each_card_once(players, board_cards, dead_cards, words)
        raise
    # Hi/lo games: how each share was won (none against random opponents: the library does not split those).
    halves: list[Any] = list(result.splits) if kind.is_hilo and result.splits else [None] * len(result.players)
    shares = []
    for i, (player, p, half) in enumerate(zip(players, result.players, halves, strict=False)):
        share = PlayerShare(player.label, "range" if ranges else "hand", p.equity, p.win, p.tie, p.std_error)
        if half is not None:
            share = share._replace(scoop=half.scoop, high_share=half.high_share, low_share=half.low_share)
        if result.breakdown:
            share = share._replace(breakdown=result.breakdown[i])
        shares.append(share)
    return EquityReport(
        kind,
        tuple(board_cards),
        tuple(dead_cards),
        tuple(shares),
        opponents,
        mode,
        result.exact,
        result.trials,
        result.evaluated,
        None if result.exact else result.seed,
        result.chop_rate,
        0.0 if result.exact else max(p.std_error for p in result.players),
    )
