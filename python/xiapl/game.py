"""The games XiaPL knows and how each ranks hands (the figures come from the library)."""

from __future__ import annotations

import ctypes
from functools import cached_property

from . import _abi
from ._enum import NamedIntEnum
from ._native import lib


class Ranking(NamedIntEnum):
    """How a game orders hands (values match XIAPL_RANKING_*). A strength compares
    only with strengths of the same ranking: larger wins, whatever the ranking."""

    Unranked = _abi.RANKING_NONE  #: no such half (the low half of a game without one)
    High = _abi.RANKING_HIGH  #: Hold'em's order, strengths 1..7462
    ShortDeck = _abi.RANKING_SHORT_DECK  #: six to ace, A-6-7-8-9 a straight, flush beats full house
    EightOrBetter = _abi.RANKING_EIGHT_OR_BETTER  #: five different ranks up to eight, ace low
    AceToFive = _abi.RANKING_ACE_TO_FIVE  #: razz: the lowest five, ace low, straights and flushes ignored
    DeuceToSeven = _abi.RANKING_DEUCE_TO_SEVEN  #: 2-7: the lowest five, ace high, straights and flushes count
    Badugi = _abi.RANKING_BADUGI  #: the most cards of different ranks and suits, then the lowest

    @cached_property
    def max_strength(self) -> int:
        """The strength of the ranking's best hand (0 for ``Unranked``)."""
        out = ctypes.c_int32()
        lib.xiapl_ranking_max(self, ctypes.byref(out))
        return out.value


class GameFamily(NamedIntEnum):
    """How a game deals (values match XIAPL_FAMILY_*)."""

    Board = _abi.FAMILY_BOARD  #: hole cards, then a shared board: Hold'em, short deck, Omaha, Omaha hi/lo
    Stud = _abi.FAMILY_STUD  #: each seat's own cards, some face up, one a street: stud, stud hi/lo, razz
    Draw = _abi.FAMILY_DRAW  #: a hand each, then draw rounds: 2-7 lowball, badugi


_GameInfo = _abi.xiapl_game_info


class _Info:
    """A game's figures from xiapl_game_info_get and xiapl_game_name."""

    __slots__ = (
        "board_cards",
        "deck_cards",
        "family",
        "high",
        "hole_cards",
        "hole_used",
        "low",
        "max_players",
        "min_hole",
        "name",
        "names",
    )

    def __init__(self, game: int) -> None:
        info = _GameInfo(ctypes.sizeof(_GameInfo))
        lib.xiapl_game_info_get(game, ctypes.byref(info))
        buffer = ctypes.create_string_buffer(64)
        length = ctypes.c_uint64()
        lib.xiapl_game_name(game, buffer, 64, ctypes.byref(length))
        self.name = buffer.value.decode()
        self.hole_cards: int = info.hole_cards
        self.min_hole: int = info.min_hole_cards
        self.board_cards: int = info.board_cards
        self.hole_used: int = info.hole_used
        self.deck_cards: int = info.deck_cards
        self.high = Ranking(info.high_ranking)
        self.low = Ranking(info.low_ranking)
        self.max_players: int = info.max_players
        self.family = GameFamily(info.family)
        names = ctypes.create_string_buffer(256)
        lib.xiapl_game_names(game, names, 256, ctypes.byref(length))
        self.names: tuple[str, ...] = tuple(names.value.decode().split(","))


class GameType(NamedIntEnum):
    """Selects the rules of every game-aware call (values match XIAPL_GAME_*)."""

    Holdem = _abi.GAME_HOLDEM  #: Texas Hold'em: best five of 2 hole cards and the board
    Plo = _abi.GAME_OMAHA4  #: Omaha, 4 hole cards: exactly two of them with exactly three board cards
    Plo5 = _abi.GAME_OMAHA5  #: Omaha, 5 hole cards
    Plo6 = _abi.GAME_OMAHA6  #: Omaha, 6 hole cards
    ShortDeck = _abi.GAME_SHORT_DECK  #: six-plus Hold'em: 36 cards, A-6-7-8-9 straight, flush beats full house
    PloHiLo = _abi.GAME_OMAHA4_HILO  #: Omaha 4 cards, high half and an eight-or-better low half
    Plo5HiLo = _abi.GAME_OMAHA5_HILO  #: Omaha 5 cards, hi/lo eight or better
    Stud = _abi.GAME_STUD  #: seven-card stud: the best five of a player's own cards, no board
    StudHiLo = _abi.GAME_STUD_HILO  #: seven-card stud hi/lo eight or better
    Razz = _abi.GAME_RAZZ  #: seven-card stud for the ace-to-five low
    Lowball27 = _abi.GAME_LOWBALL27  #: deuce-to-seven low of five cards (single and triple draw)
    Badugi = _abi.GAME_BADUGI  #: four cards of different ranks and suits, lowest wins

    @cached_property
    def _info(self) -> _Info:
        return _Info(self.value)

    @property
    def hole_cards(self) -> int:
        """The cards a player holds at showdown: 2, 4, 5, 6; 7 in stud games; 5 in 2-7; 4 in badugi."""
        return self._info.hole_cards

    @property
    def min_hole_cards(self) -> int:
        """The fewest cards a hand is evaluated from (5 in stud games; else ``hole_cards``)."""
        return self._info.min_hole

    @property
    def board_cards(self) -> int:
        """Community cards at showdown: 5, or 0 for stud and draw games."""
        return self._info.board_cards

    @property
    def deck_cards(self) -> int:
        """52, or 36 for short deck."""
        return self._info.deck_cards

    @property
    def max_players(self) -> int:
        """The most players card-only equity takes; 0 in draw games, whose equity depends on
        what each player draws."""
        return self._info.max_players

    @property
    def hole_used(self) -> int:
        """Hole cards every hand uses exactly: 2 in Omaha games, 0 (any) otherwise."""
        return self._info.hole_used

    @property
    def ranking(self) -> Ranking:
        """The ranking that decides the pot (the high half in hi/lo games)."""
        return self._info.high

    @property
    def low_ranking(self) -> Ranking:
        """The low half's ranking, or ``Ranking.Unranked``."""
        return self._info.low

    @property
    def is_hilo(self) -> bool:
        return self._info.low is not Ranking.Unranked

    @property
    def family(self) -> GameFamily:
        """How the game deals: board, stud or draw."""
        return self._info.family

    @property
    def names(self) -> tuple[str, ...]:
        """The names :func:`parse_game` reads besides :attr:`display_name`, the canonical one
        first: ``("plohilo", "plo8", "o8", ...)``."""
        return self._info.names

    @property
    def key(self) -> str:
        """The canonical name: holdem, plo, plo5, plo6, shortdeck, plohilo, plo5hilo, stud,
        studhilo, razz, lowball27, badugi."""
        return self._info.names[0]

    @property
    def display_name(self) -> str:
        """The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ..."""
        return self._info.name


def parse_game(name: str) -> GameType:
    """The game a name stands for, as the library reads it (``xiapl_game_parse``): a name of
    :attr:`GameType.names` ("plo", "plo8", "o8", "stud8", "2-7", ...) or
    :attr:`GameType.display_name`, whatever the case, spaces, "-", "_", "/" and apostrophes.
    Any other name raises :class:`xiapl.errors.ParseError` (a ``ValueError``)."""
    if not isinstance(name, str):
        raise TypeError(f"a game name is a str, not {type(name).__name__}; xiapl.as_game also takes a GameType")
    text = name.encode()
    out = ctypes.c_int32()
    lib.xiapl_game_parse(text, len(text), ctypes.byref(out))
    return GameType(out.value)


def as_game(game: object) -> GameType:
    """A GameType from a GameType, its value, or a name such as "plo", "razz" or "2-7"."""
    if isinstance(game, GameType):
        return game
    if isinstance(game, str):
        return parse_game(game)
    if isinstance(game, int) and not isinstance(game, bool) and 0 <= game < len(GameType):
        return GameType(game)
    raise ValueError(f"unknown game {game!r}; use a xiapl.GameType ({', '.join(g.name for g in GameType)})")
