"""How the ``xiapl`` command line writes what it found: cards in hand order,
ranks as letters, hand descriptions, text wrapped to the terminal's 100
columns, and JSON."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from collections.abc import Iterable, Sequence
from typing import Any

from .._input import shown as shown  # the command line's modules take it from here
from ..card import Card
from ..eval import HandCategory, HandValue, describe_hand
from ..game import GameType

#: The widest line the command line prints (tables wrap long text to stay within it).
WIDTH = 100

#: The names ``--game`` accepts, first the canonical one of each game (the library's table).
GAME_NAMES: dict[GameType, tuple[str, ...]] = {game: game.names for game in GameType}


def json_option(parser: argparse.ArgumentParser, what: str) -> None:
    """The ``--json`` option of a command that prints ``what`` (docs/cli.md gives each shape)."""
    parser.add_argument("--json", action="store_true", help=f"print {what} as JSON (docs/cli.md gives its shape)")


def files_argument(parser: argparse.ArgumentParser, what: str, pattern: str) -> None:
    """The FILE arguments of a command that reads files: ``what`` they may be, and a glob ``pattern``."""
    parser.add_argument(
        "files",
        nargs="+",
        metavar="FILE",
        help=f"{what}, or glob patterns such as {pattern!r} (quoted, xiapl expands them; ** reaches into subfolders)",
    )


def game_key(game: GameType) -> str:
    """The game as ``--game`` and the JSON documents spell it: holdem, plo, plo5, plo6, razz, ..."""
    return game.key


def games_help(default: GameType = GameType.Holdem, games: tuple[GameType, ...] = tuple(GameType)) -> str:
    """The games ``--game`` accepts (of ``games``), for a help text."""
    chosen = {game: names for game, names in GAME_NAMES.items() if game in games}
    names = ", ".join(
        f"{names[0]} ({game.display_name}{', default' if game is default else ''})" for game, names in chosen.items()
    )
    aliases = ", ".join(alias for names in chosen.values() for alias in names[1:])
    return f"{names}; also written {aliases}"


def rank_letter(rank: int) -> str:
    """2..14 as a player writes it: 2-9, T, J, Q, K, A (the library's card names)."""
    return str(Card(rank, "s"))[0]


def ranks_text(ranks: Iterable[int]) -> str:
    return " ".join(rank_letter(r) for r in ranks)


_RANK_WORDS = {
    2: ("Two", "Twos"),
    3: ("Three", "Threes"),
    4: ("Four", "Fours"),
    5: ("Five", "Fives"),
    6: ("Six", "Sixes"),
    7: ("Seven", "Sevens"),
    8: ("Eight", "Eights"),
    9: ("Nine", "Nines"),
    10: ("Ten", "Tens"),
    11: ("Jack", "Jacks"),
    12: ("Queen", "Queens"),
    13: ("King", "Kings"),
    14: ("Ace", "Aces"),
}

# How many of a category's tie-break ranks the description names in words;
# the rest are the kickers, printed as rank letters.
_NAMED = {
    HandCategory.HighCard: 1,
    HandCategory.OnePair: 1,
    HandCategory.TwoPair: 2,
    HandCategory.ThreeOfAKind: 1,
    HandCategory.Straight: 1,
    HandCategory.Flush: 1,
    HandCategory.FullHouse: 2,
    HandCategory.FourOfAKind: 1,
    HandCategory.StraightFlush: 1,
}


def category_title(value: HandValue) -> str:
    """ "One Pair", "Straight Flush": the library's description without its ranks."""
    return describe_hand(value).split(" [", 1)[0]


def kickers(value: HandValue) -> tuple[int, ...]:
    """The tie-break ranks after the ones the description names: One Pair of jacks [A 9 7] -> (14, 9, 7)."""
    return value.kickers[_NAMED[value.category] :]


def describe(value: HandValue) -> str:
    """ "One Pair, Jacks [A 9 7]": the category, its ranks in words, the kickers as ranks."""
    category, ranks = value.category, value.kickers
    singular, plural = _RANK_WORDS[ranks[0]]
    if category in (HandCategory.Straight, HandCategory.Flush, HandCategory.StraightFlush):
        made = f"{singular}-high"
    elif category is HandCategory.HighCard:
        made = singular
    elif category is HandCategory.TwoPair:
        made = f"{plural} and {_RANK_WORDS[ranks[1]][1]}"
    elif category is HandCategory.FullHouse:
        made = f"{plural} over {_RANK_WORDS[ranks[1]][1]}"
    else:
        made = plural
    rest = kickers(value)
    return f"{category_title(value)}, {made}" + (f" [{ranks_text(rest)}]" if rest else "")


def hand_order(cards: Sequence[Card], value: HandValue) -> list[Card]:
    """The five cards as a player reads them: the made part first, then the kickers by rank.

    ``As Ks Qs Js Ts``; the wheel ``5s 4h 3d 2c Ac``; ``Jh Jd As 9c 7d``.
    Cards of one rank keep the order they come in.
    """
    ranks = value.kickers
    if value.category in (HandCategory.Straight, HandCategory.StraightFlush):
        top = ranks[0]
        # Counting down from the top card; in the wheel the ace (14) comes after the two.
        return sorted(cards, key=lambda c: (top - c.rank) % 13)
    return sorted(cards, key=lambda c: ranks.index(c.rank) if c.rank in ranks else len(ranks))


def cards_text(cards: Iterable[Card], separator: str = " ") -> str:
    return separator.join(str(c) for c in cards)


def percent(value: float) -> str:
    return f"{100 * value:7.2f} %"


def wrap(text: str, width: int, *, separator: str = ",") -> list[str]:
    """``text`` cut into lines of at most ``width`` characters, after a ``separator`` where possible."""
    if len(text) <= width:
        return [text]
    pieces = text.split(separator)
    lines: list[str] = []
    line = ""
    for i, piece in enumerate(pieces):
        part = piece + (separator if i < len(pieces) - 1 else "")
        if line and len(line) + len(part) > width:
            lines.append(line.rstrip())
            line = part.lstrip()
        else:
            line += part
    lines.append(line.rstrip())
    # A single item longer than the width is cut where it must be.
    out: list[str] = []
    for piece in lines:
        out += textwrap.wrap(piece, width, break_long_words=True, break_on_hyphens=False) or [""]
    return out


def print_json(document: Any) -> None:
    print(json.dumps(document, indent=2, ensure_ascii=False))


def say(line: str = "") -> None:
    sys.stdout.write(line + "\n")


def load_tqdm(command: str) -> Any | None:
    """tqdm's progress bar class, or None after a line on stderr that names the extra to
    install (tqdm is the ``cli`` extra: the command runs on without a bar)."""
    try:
        from tqdm import tqdm  # type: ignore[import-untyped]
    except ImportError:
        print(f"xiapl {command}: no progress bar without tqdm: pip install 'xiapl[cli]'", file=sys.stderr)
        return None
    bar: Any = tqdm
    return bar
