"""The games XiaPL plays: Hold'em and Omaha with 4, 5 or 6 hole cards."""

from __future__ import annotations

from enum import IntEnum

from . import _abi


class GameType(IntEnum):
    """Selects the rules of every game-aware call (values match XIAPL_GAME_*)."""

    Holdem = _abi.GAME_HOLDEM  #: Texas Hold'em: best five of 2 hole cards and the board
    Plo = _abi.GAME_OMAHA4  #: Omaha, 4 hole cards: exactly two of them with exactly three board cards
    Plo5 = _abi.GAME_OMAHA5  #: Omaha, 5 hole cards
    Plo6 = _abi.GAME_OMAHA6  #: Omaha, 6 hole cards

    @property
    def hole_cards(self) -> int:
        return (2, 4, 5, 6)[self.value]

    @property
    def display_name(self) -> str:
        """The name players write: "Hold'em", "PLO", "PLO5", "PLO6"."""
        return ("Hold'em", "PLO", "PLO5", "PLO6")[self.value]


def as_game(game: object) -> GameType:
    """A GameType from a GameType, its value, or a name such as "plo" or "holdem"."""
    if isinstance(game, GameType):
        return game
    if isinstance(game, str):
        key = game.strip().lower().replace("-", "").replace("_", "")
        aliases = {
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
        }
        if key in aliases:
            return aliases[key]
        raise ValueError(f"unknown game {game!r}; use one of holdem, plo, plo5, plo6")
    if isinstance(game, int) and not isinstance(game, bool) and 0 <= game <= 3:
        return GameType(game)
    raise ValueError(f"unknown game {game!r}; use a xiapl.simulation.GameType (Holdem, Plo, Plo5, Plo6)")
