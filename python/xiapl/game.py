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


_GameInfo = _abi.xiapl_game_info


class _Info:
    """A game's figures from xiapl_game_info_get and xiapl_game_name."""

    __slots__ = (
        "board_cards",
        "deck_cards",
        "high",
        "hole_cards",
        "hole_used",
        "low",
        "max_players",
        "min_hole",
        "name",
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
    def display_name(self) -> str:
        """The name players write: "Hold'em", "PLO", "PLO Hi/Lo", "Razz", ..."""
        return self._info.name


_ALIASES: dict[str, GameType] = {
    "holdem": GameType.Holdem,
    "nlhe": GameType.Holdem,
    "plo": GameType.Plo,
    "plo4": GameType.Plo,
    "omaha": GameType.Plo,
    "omaha4": GameType.Plo,
    "plo5": GameType.Plo5,
    "omaha5": GameType.Plo5,
    "plo6": GameType.Plo6,
    "omaha6": GameType.Plo6,
    "shortdeck": GameType.ShortDeck,
    "shortdeckholdem": GameType.ShortDeck,
    "6+": GameType.ShortDeck,
    "sixplus": GameType.ShortDeck,
    "plohilo": GameType.PloHiLo,
    "plo8": GameType.PloHiLo,
    "o8": GameType.PloHiLo,
    "omaha8": GameType.PloHiLo,
    "omahahilo": GameType.PloHiLo,
    "omaha4hilo": GameType.PloHiLo,
    "plo4hilo": GameType.PloHiLo,
    "plo5hilo": GameType.Plo5HiLo,
    "plo58": GameType.Plo5HiLo,
    "omaha5hilo": GameType.Plo5HiLo,
    "stud": GameType.Stud,
    "7stud": GameType.Stud,
    "sevencardstud": GameType.Stud,
    "studhilo": GameType.StudHiLo,
    "stud8": GameType.StudHiLo,
    "sevencardstudhilo": GameType.StudHiLo,
    "razz": GameType.Razz,
    "lowball27": GameType.Lowball27,
    "27": GameType.Lowball27,
    "27lowball": GameType.Lowball27,
    "deucetoseven": GameType.Lowball27,
    "badugi": GameType.Badugi,
}

_ALIAS_LIST = "holdem, plo, plo5, plo6, shortdeck, plohilo, plo5hilo, stud, studhilo, razz, lowball27, badugi"


def as_game(game: object) -> GameType:
    """A GameType from a GameType, its value, or a name such as "plo", "razz" or "2-7"."""
    if isinstance(game, GameType):
        return game
    if isinstance(game, str):
        key = game.strip().lower()
        for separator in "-_/ '":
            key = key.replace(separator, "")
        if key in _ALIASES:
            return _ALIASES[key]
        raise ValueError(f"unknown game {game!r}; use one of {_ALIAS_LIST}")
    if isinstance(game, int) and not isinstance(game, bool) and 0 <= game < len(GameType):
        return GameType(game)
    raise ValueError(f"unknown game {game!r}; use a xiapl.GameType ({', '.join(g.name for g in GameType)})")
