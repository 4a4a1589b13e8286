"""The ``xiapl`` command line (docs/cli.md is its manual, installed with the package in xiapl/docs/)."""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from .. import __version__, get_library_path
from .._input import read_cards, read_range, readable
from .._native import ABI_MAJOR, ABI_MINOR
from ..card import Card
from ..game import GameType, as_game
from ..matchup import AUTO_DEALS
from ..utils import cards_to_mask as _mask
from ._output import (
    GAME_NAMES,
    WIDTH,
    cards_text,
    category_title,
    describe,
    game_key,
    games_help,
    hand_order,
    json_option,
    kickers,
    load_tqdm,
    percent,
    print_json,
    ranks_text,
    shown,
    wrap,
)

if TYPE_CHECKING:
    from ..eval import RankedValue


# --- eval -----------------------------------------------------------------------------------


def _print_ranked(
    args: argparse.Namespace,
    game: GameType,
    value: RankedValue,
    five: list[Card],
    loose: list[Card] | None,
    board: list[Card] | None,
    hole: list[Card] | None,
) -> int:
    """cmd_eval's report of a hand in a ranking other than Hold'em's (short deck, lows, badugi)."""
    from ..eval import describe_hand, hand_name

    if args.json:
        print_json(
            {
                "game": game_key(game),
                "ranking": value.ranking.name,
                "cards": None if loose is None else [str(c) for c in loose],
                "board": None if board is None else [str(c) for c in board],
                "hole": None if hole is None else [str(c) for c in hole],
                "strength": value.strength,
                "strength_max": value.ranking.max_strength,
                "category": value.category.name,
                "description": describe_hand(value),
                "name": hand_name(value),
                "ranks": list(value.kickers),
                "best_five": [str(c) for c in five],
            }
        )
        return 0
    print(hand_name(value))
    print(f"  ranking    {value.ranking.name} ({game.display_name})")
    print(f"  ranks      {describe_hand(value)}")
    print(f"  strength   {value.strength} of {value.ranking.max_strength} (higher wins)")
    print(f"  best cards {cards_text(five)}")
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from ..eval import STRENGTH_MAX, HandValue, best_hand, evaluate_mask, hand_name

    game = as_game(args.game)
    loose: list[Card] | None = None
    board: list[Card] | None = None
    hole: list[Card] | None = None
    if args.board is not None or args.hole is not None:
        if args.cards:
            raise ValueError("give the cards either as arguments or with --board and --hole, not both")
        if args.board is None or args.hole is None:
            raise ValueError("--board and --hole go together: e.g. --board 2h7dJc4s9h --hole AsKsQdJd")
        board, hole = read_cards(args.board, "--board"), read_cards(args.hole, "--hole")
        typed = hole + board
        best = best_hand(_mask(board), _mask(hole), game=game)
    elif game.board_cards == 0:  # stud and draw games: every card is the player's own
        if not args.cards:
            raise ValueError(
                f"give the {game.display_name} hand's cards, e.g. `xiapl eval --game {game_key(game)} "
                f"{'As2d3c4h5s6d7c'[: 2 * game.hole_cards]}`"
            )
        loose = [card for word in args.cards for card in read_cards(word, "cards")]
        typed = loose
        best = best_hand(_mask(loose), game=game)
    else:
        if game is not GameType.Holdem and game is not GameType.ShortDeck:
            raise ValueError(
                f"{game.display_name} needs --board and --hole (two hole cards must come from the hand), "
                "e.g. --board 2h7dJc4s9h --hole AsKsQdJd"
            )
        if not args.cards:
            raise ValueError("give 5 to 7 cards, e.g. `xiapl eval As Ks Qs Js Ts 2c 7h`")
        loose = [card for word in args.cards for card in read_cards(word, "cards")]
        try:
            mask = _mask([c.id for c in loose])
        except ValueError as exc:
            raise ValueError(f"cards {shown(' '.join(args.cards))}: {readable(str(exc))}") from None
        try:
            evaluate_mask(mask)
        except ValueError:
            raise ValueError(
                f"{len(loose)} card{'s' if len(loose) != 1 else ''} given ({cards_text(loose)}); "
                "a hand is evaluated from 5, 6 or 7 cards"
            ) from None
        typed = loose
        # Loose cards have no hole/board split; any two serve as the "hole" for best_hand.
        best = best_hand(mask & ~(loose[0].mask | loose[1].mask), loose[0].mask | loose[1].mask, game=game)
    value = best.value

    def in_typed_order(cards: Sequence[Card]) -> list[Card]:
        return sorted(cards, key=typed.index)

    low = _low_half(game, board, hole, loose, in_typed_order)
    if not isinstance(value, HandValue):
        return _print_ranked(args, game, value, in_typed_order(best.cards), loose, board, hole)

    five = hand_order(in_typed_order(best.cards), value)
    used = hand_order(in_typed_order(best.hole_used), value) if hole is not None else None
    if args.json:
        print_json(
            {
                "game": game_key(game),
                "cards": None if loose is None else [str(c) for c in loose],
                "board": None if board is None else [str(c) for c in board],
                "hole": None if hole is None else [str(c) for c in hole],
                "strength": value.strength,
                "strength_max": STRENGTH_MAX,
                "category": value.category.name,
                "category_name": category_title(value),
                "description": describe(value),
                "name": hand_name(value),
                "ranks": [ranks_text([r]) for r in value.kickers],
                "kickers": [ranks_text([r]) for r in kickers(value)],
                "best_five": [str(c) for c in five],
                "hole_used": None if used is None else [str(c) for c in used],
            }
            | _low_json(game, low)
        )
        return 0
    print(describe(value))
    print(f"  category   {category_title(value)}")
    print(f"  kickers    {ranks_text(kickers(value)) or '-'}")
    print(f"  name       {hand_name(value)}")
    print(f"  strength   {value.strength} of {STRENGTH_MAX} (higher wins)")
    print(f"  best five  {cards_text(five)}")
    if used is not None:
        print(f"  hole used  {cards_text(used)}")
    _print_low(game, low)
    return 0


def _low_half(
    game: GameType,
    board: list[Card] | None,
    hole: list[Card] | None,
    loose: list[Card] | None,
    in_typed_order: Any,
) -> tuple[RankedValue, list[Card], list[Card] | None] | None:
    """A hi/lo hand's low half as the library judges it: its value, its five cards and
    (board games) the hole cards it uses; None when no low qualifies or the game has no low."""
    from ..eval import HandValue, best_low_hand

    if not game.is_hilo:
        return None
    if loose is not None:  # stud: every card is the player's own
        best = best_low_hand(0, _mask(loose), game=game)
    else:
        assert board is not None and hole is not None
        best = best_low_hand(_mask(board), _mask(hole), game=game)
    if best is None:
        return None
    assert not isinstance(best.value, HandValue)
    ranks = list(best.value.kickers)  # as the player reads a low: 7-4-3-2-A, the ace as 1

    def read_order(cards: Sequence[Card]) -> list[Card]:
        return sorted(in_typed_order(cards), key=lambda c: ranks.index(1 if c.rank == 14 else c.rank))

    used = read_order(best.hole_used) if loose is None else None
    return best.value, read_order(best.cards), used


def _low_json(game: GameType, low: tuple[RankedValue, list[Card], list[Card] | None] | None) -> dict[str, Any]:
    """The low half of a hi/lo hand in ``xiapl eval --json`` (nothing for the other games)."""
    from ..eval import describe_hand, hand_name

    if not game.is_hilo:
        return {}
    if low is None:
        return {"low_name": "no low", "low": None}
    value, five, used = low
    return {
        "low_name": hand_name(value),
        "low": {
            "ranking": value.ranking.name,
            "strength": value.strength,
            "strength_max": value.ranking.max_strength,
            "description": describe_hand(value),
            "name": hand_name(value),
            "ranks": list(value.kickers),
            "best_five": [str(c) for c in five],
            "hole_used": None if used is None else [str(c) for c in used],
        },
    }


def _print_low(game: GameType, low: tuple[RankedValue, list[Card], list[Card] | None] | None) -> None:
    """The low half of a hi/lo hand under its high half in ``xiapl eval``."""
    from ..eval import hand_name

    if not game.is_hilo:
        return
    if low is None:
        print("  low        no low")
        return
    value, five, used = low
    print(f"  low        {hand_name(value)} (strength {value.strength} of {value.ranking.max_strength})")
    print(f"  low five   {cards_text(five)}")
    if used is not None:
        print(f"  low hole   {cards_text(used)}")


# --- equity ---------------------------------------------------------------------------------


class _ProgressBar:
    """A tqdm bar on stderr, shown only when stderr is a terminal and the run passes a second.

    Monte Carlo reports deals, and the bar counts them; an enumeration reports
    its own steps (boards, combos), so its bar shows the share done and names no unit.
    """

    def __init__(self, deals: int | None) -> None:
        import time

        self.deals = deals  # the Monte Carlo deals asked for, if any
        self.start = time.perf_counter()
        self.bar: object | None = None
        self.enabled = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        import time

        if not self.enabled:
            return
        if self.bar is None:
            if time.perf_counter() - self.start < 1.0 or done >= total:
                return
            tqdm = load_tqdm("equity")
            if tqdm is None:
                self.enabled = False
                return
            if total == self.deals:
                self.bar = tqdm(
                    total=total, unit="deals", unit_scale=True, file=sys.stderr, leave=False, dynamic_ncols=True
                )
            else:
                self.bar = tqdm(
                    total=total,
                    desc="counting every deal",
                    bar_format="{desc}: {percentage:3.0f}%|{bar}| {elapsed}<{remaining}",
                    file=sys.stderr,
                    leave=False,
                    dynamic_ncols=True,
                )
        bar: Any = self.bar
        bar.update(done - bar.n)

    def close(self) -> None:
        if self.bar is not None:
            bar: Any = self.bar
            bar.close()


def _equity_options(args: argparse.Namespace) -> tuple[str, Any]:
    """(the mode asked for: auto, exact or monte-carlo; the SimulationOptions), as ``xiapl.equity`` decides."""
    from ..matchup import COMMAND_LINE, options_for

    return options_for(args.exact, args.iterations, args.seed, args.threads, COMMAND_LINE)


def cmd_equity(args: argparse.Namespace) -> int:
    import time

    from ..matchup import AUTO_DEALS, COMMAND_LINE, run

    if args.vs_random is not None and args.vs_random < 1:
        raise ValueError(f"--vs-random must be at least 1 (the number of opponents), got {args.vs_random}")
    bar = _ProgressBar(None if args.exact else args.iterations or AUTO_DEALS)
    started = time.perf_counter()
    try:
        report = run(
            args.hands,
            args.board or "",
            args.dead or "",
            args.game,
            exact=args.exact,
            iterations=args.iterations,
            seed=args.seed,
            threads=args.threads,
            opponents=args.vs_random or 0,
            breakdown=args.breakdown,
            progress=bar,
            words=COMMAND_LINE,
        )
    except KeyboardInterrupt:
        bar.close()
        print(f"xiapl {args.command}: interrupted", file=sys.stderr)
        return 130
    except ValueError:
        bar.close()
        raise
    bar.close()
    elapsed = time.perf_counter() - started
    game, board, dead, ranges = report.game, report.board, report.dead, report.players[0].kind == "range"
    split = report.players[0].high_share is not None
    hands = [p.label for p in report.players]
    named = _showdown_hands(game, hands, board) if not report.opponents and not ranges else None

    if args.json:
        print_json(
            {
                "game": game_key(game),
                "board": "".join(str(c) for c in board),
                "dead": "".join(str(c) for c in dead),
                "players": [
                    {
                        "hand": p.label,
                        "kind": p.kind,
                        "equity": p.equity,
                        "win": p.win,
                        "tie": p.tie,
                        "std_error": p.std_error,
                    }
                    | ({"scoop": p.scoop, "high_share": p.high_share, "low_share": p.low_share} if split else {})
                    | (
                        {"breakdown": {c.name: {"win": win, "tie": tie} for c, win, tie in p.breakdown.rows()}}
                        if p.breakdown is not None
                        else {}
                    )
                    | ({"high_name": named[i][0], "low_name": named[i][1]} if named is not None else {})
                    for i, p in enumerate(report.players)
                ],
                "opponents": report.opponents,
                "mode": report.mode,
                "exact": report.exact,
                "trials": report.trials,
                "evaluated": report.evaluated,
                "seed": report.seed,
                "chop_rate": report.chop_rate,
                "precision": None if report.exact else report.std_error,
                "elapsed_seconds": elapsed,
            }
        )
        return 0

    print(
        f"{game.display_name}, board {cards_text(board, '') or '-'}"
        + (f", dead {cards_text(dead, '')}" if dead else "")
        + (
            f", against {report.opponents} random opponent{'s' if report.opponents > 1 else ''}"
            if report.opponents
            else ""
        )
    )
    numbers = 3 * 10 + (20 if split else 0) + (0 if report.exact else 11)  # equity, win, tie (high, low, std error)
    most = WIDTH - 2 - numbers
    labels = [wrap(p.label, most) for p in report.players]
    width = max(len("range" if ranges else "hand"), *(len(line) for lines in labels for line in lines))
    won = "     scoop" if game.is_hilo else "       win"  # a hi/lo win is a scoop
    head = f"  {'range' if ranges else 'hand':<{width}}    equity{won}       tie"
    head += "      high       low" if split else ""
    print(head + ("" if report.exact else "  std error"))
    for lines, p in zip(labels, report.players, strict=True):
        row = f"  {lines[0]:<{width}} {percent(p.equity)} {percent(p.win)} {percent(p.tie)}"
        if p.high_share is not None and p.low_share is not None:
            row += f" {percent(p.high_share)} {percent(p.low_share)}"
        print(row + ("" if report.exact else f" {100 * p.std_error:8.3f} %"))
        for line in lines[1:]:
            print(f"    {line}")
    if named is not None:
        print("the hands, with no card to come:")
        width = max(len(p.label) for p in report.players)
        for p, (high, low) in zip(report.players, named, strict=True):
            print(f"  {p.label:<{width}}  high: {high}; low: {low}")
    breakdowns = tuple(p.breakdown for p in report.players if p.breakdown is not None)
    if breakdowns:
        _print_breakdown(breakdowns, len(labels))
    timing = f"chop rate {100 * report.chop_rate:.2f} %, {elapsed * 1e3:.1f} ms"
    if report.exact:
        print(f"exact: {report.trials:,} deals ({report.evaluated:,} evaluated), {timing}")
        return 0
    print(f"Monte Carlo: {report.trials:,} deals, seed {report.seed}, {timing}")
    if report.mode == "auto":
        print("  auto: too many deals to count them all; --exact counts every deal, --iterations N sets the deals")
    print(f"  precision: ± {200 * report.std_error:.2f} % on each equity (two standard errors: about 95 % confidence)")
    return 0


def _showdown_hands(game: GameType, hands: Sequence[str], board: Sequence[Card]) -> list[tuple[str, str]] | None:
    """Each hand's high and low names ("no low" when none qualifies) once no card is to come
    in a hi/lo game (the complete board, or stud's seven cards each); None otherwise."""
    from ..eval import evaluate_hand, evaluate_low, hand_name

    if not game.is_hilo:
        return None
    if game.board_cards and len(board) != game.board_cards:
        return None
    holes = [read_cards(hand, "hand") for hand in hands]
    if any(len(hole) != game.hole_cards for hole in holes):
        return None
    names = []
    for hole in holes:
        high = evaluate_hand(_mask(board), _mask(hole), game=game)
        low = evaluate_low(_mask(board), _mask(hole), game=game)
        names.append((hand_name(high), "no low" if low is None else hand_name(low)))
    return names


def _print_breakdown(breakdown: Sequence[Any], count: int) -> None:
    """Wins and splits by the winning hand's category: one row per category, one
    column pair per player (numbered as the table above lists them)."""
    from ..eval import HandCategory

    names = {c: c.name for c in HandCategory}
    names.update(
        {
            HandCategory.HighCard: "high card",
            HandCategory.OnePair: "one pair",
            HandCategory.TwoPair: "two pair",
            HandCategory.ThreeOfAKind: "three of a kind",
            HandCategory.Straight: "straight",
            HandCategory.Flush: "flush",
            HandCategory.FullHouse: "full house",
            HandCategory.FourOfAKind: "four of a kind",
            HandCategory.StraightFlush: "straight flush",
        }
    )
    print()
    print("  won with" + " " * 9 + "".join(f"   {f'player {i + 1} win':>14}  {'tie':>9}" for i in range(count)))
    for category in HandCategory:
        cells = "".join(f"   {percent(b.win[category]):>14}  {percent(b.tie[category]):>9}" for b in breakdown[:count])
        print(f"  {names[category]:<15}{cells}")
    print()


# --- range ----------------------------------------------------------------------------------


_GRID_RANKS = "AKQJT98765432"


def holdem_grid(weights: dict[str, float], counts: dict[str, int]) -> list[str]:
    """A 13x13 starting-hand grid: pairs on the diagonal, suited above, offsuit below.

    A class is shown by name when all its combos are in at full weight, with
    a ``*`` when only part of it is, and as ``.`` when none is.
    """
    lines = []
    for label_row in _grid_labels():
        cells = []
        for label in label_row:
            if counts.get(label, 0) == 0:
                cells.append(f"{'.':<4}")
            elif counts[label] == _CLASS_SIZE[label[2:]] and weights[label] == _CLASS_SIZE[label[2:]]:
                cells.append(f"{label:<4}")
            else:
                cells.append(f"{label + '*':<4}")
        lines.append(" ".join(cells).rstrip())
    return lines


_CLASS_SIZE = {"s": 4, "o": 12, "": 6}


def _grid_labels() -> list[list[str]]:
    rows = []
    for i, high in enumerate(_GRID_RANKS):
        row = []
        for j, low in enumerate(_GRID_RANKS):
            row.append(high + low if i == j else high + low + "s" if i < j else low + high + "o")
        rows.append(row)
    return rows


def _range_items(text: str, game: GameType, whole: Any) -> list[dict[str, Any]] | None:
    """Each comma-separated item of the text alone: its combos and weight (None if an item needs the others)."""
    from ..range import Range

    parts = [part.strip() for part in text.split(",")] if text.strip() else []
    if len(parts) == 1:  # the item is the range: no need to read it again
        return [{"item": parts[0], "combos": whole.size(), "weight": whole.total_weight()}]
    items = []
    for item in parts:
        try:
            alone = Range.from_string(item, game=game)
        except ValueError:
            return None
        items.append({"item": item, "combos": alone.size(), "weight": alone.total_weight()})
    return items


def _weight(value: float) -> str:
    """A total weight as a player reads it: 34, 1,024, 2.25 (at most four decimals)."""
    return f"{value:,.4f}".rstrip("0").rstrip(".")


def cmd_range(args: argparse.Namespace) -> int:
    from ..canonicalize import holdem_hand_class

    game = as_game(args.game)
    hand_range = read_range(args.range, game)
    size, weight = hand_range.size(), hand_range.total_weight()
    every = math.comb(game.deck_cards, game.hole_cards)
    items = _range_items(args.range, game, hand_range)
    classes: list[dict[str, Any]] | None = None
    weights: dict[str, float] = {}
    counts: dict[str, int] = {}
    if game in (GameType.Holdem, GameType.ShortDeck):
        for combo in hand_range.combos():
            label = holdem_hand_class(combo.mask)
            weights[label] = weights.get(label, 0.0) + combo.weight
            counts[label] = counts.get(label, 0) + 1
        classes = [
            {"class": label, "combos": counts[label], "of": _CLASS_SIZE[label[2:]], "weight": weights[label]}
            for row in _grid_labels()
            for label in row
            if label in counts
        ]
    if args.json:
        print_json(
            {
                "game": game_key(game),
                "range": args.range,
                "combos": size,
                "of": every,
                "total_weight": weight,
                "items": items,
                "classes": classes,
            }
        )
        return 0
    title = wrap(f"{game.display_name} range {shown(args.range)}", WIDTH)
    print("\n".join(title))
    print(f"{size:,} combos ({100 * size / every:.2f} % of {every:,}), total weight {_weight(weight)}")
    if game in (GameType.Holdem, GameType.ShortDeck):
        if size:
            print()
            print("\n".join(holdem_grid(weights, counts)))
            print("\nname: every combo at full weight; name*: some combos or a lower weight; .: none")
        return 0
    if items:
        width = min(max(len("item"), *(len(i["item"]) for i in items)), WIDTH - 30)
        print()
        print(f"  {'item':<{width}}  {'combos':>12}  {'weight':>12}")
        for item in items:
            lines = wrap(item["item"], width)
            print(f"  {lines[0]:<{width}}  {item['combos']:>12,}  {_weight(item['weight']):>12}")
            for line in lines[1:]:
                print(f"    {line}")
        if len(items) > 1:
            print("\nItems that share combos count them once in the range.")
    return 0


# --- the parser -----------------------------------------------------------------------------


def version_text() -> str:
    """``xiapl --version``: the package, the C ABI, and the library on a line of its own."""
    return f"xiapl {__version__} (C ABI {ABI_MAJOR}.{ABI_MINOR})\nlibrary {get_library_path()}"


class _VersionAction(argparse.Action):
    """Prints version_text() as it is: argparse's own version action would rewrap it, breaking the path."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, **kwargs: Any) -> None:
        super().__init__(option_strings, dest=dest, default=argparse.SUPPRESS, nargs=0, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *args: Any) -> NoReturn:
        print(version_text())
        parser.exit()


def _texts(description: str, *examples: str) -> dict[str, Any]:
    """A subcommand's description, wrapped, and its examples one a line (argparse would run them together)."""
    import textwrap

    return {
        "description": textwrap.fill(description, 79),
        "epilog": "examples:\n" + "\n".join(f"  {example}" for example in examples),
        "formatter_class": argparse.RawDescriptionHelpFormatter,
    }


def _game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", default="holdem", metavar="GAME", help=f"the game: {games_help()}")


def manual_path() -> Path:
    """The command's manual, docs/cli.md: the copy installed with the package (xiapl/docs/),
    or in a source checkout the repository's docs/."""
    package = Path(__file__).resolve().parent.parent
    for folder in (package / "docs", package.parent.parent / "docs"):
        if (folder / "cli.md").is_file():
            return folder / "cli.md"
    return package / "docs" / "cli.md"


def build_parser() -> argparse.ArgumentParser:
    import textwrap

    # The manual's path stands on a line of its own: wrapped, it would break at a hyphen of a folder name.
    parser = argparse.ArgumentParser(
        prog="xiapl",
        description=textwrap.fill(
            "Fast poker hand evaluation, equity and play for Hold'em, Omaha, short deck, the hi/lo games, "
            "stud, razz, 2-7 lowball and badugi.",
            79,
        )
        + f"\n\nThe manual:\n  {manual_path()}\n"
        + textwrap.fill(
            "(docs/cli.md, installed with the package; the documentation site's cli.html). The docs/ pages "
            "the options name are beside it.",
            79,
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action=_VersionAction, help="print the version and the library's path")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    evaluate = commands.add_parser(
        "eval",
        help="evaluate a hand",
        **_texts(
            "Evaluate the best five of 5-7 cards, or an Omaha hand with --board/--hole.",
            "xiapl eval As Ks Qs Js Ts 2c 7h",
            "xiapl eval AsKsQsJsTs2c7h --json",
            "xiapl eval --game plo --board 2h7dJc4s9h --hole AsKsQdJd",
        ),
    )
    evaluate.add_argument("cards", nargs="*", help="5 to 7 cards, separated or written together")
    evaluate.add_argument("--board", help="board cards (3 to 5), e.g. 2h7dJc")
    evaluate.add_argument("--hole", help="hole cards, e.g. AsKs or AsKsQdJd")
    _game_option(evaluate)
    json_option(evaluate, "the hand")
    evaluate.set_defaults(run=cmd_eval, parser=evaluate)

    equity = commands.add_parser(
        "equity",
        help="equity of hands or ranges",
        **_texts(
            "Each hand's or range's share of the pot when the board is dealt out. By default (auto) "
            "every deal is counted when that is quick, and otherwise a seeded Monte Carlo run of "
            f"{AUTO_DEALS:,} deals gives each equity with its precision; --exact or --iterations N decide.",
            "xiapl equity AsKs QdQc",
            "xiapl equity AsKs QdQc 7h6h --board 2c7d9h",
            "xiapl equity AsKsQdJd 2c7cJh9d --game plo --iterations 1000000 --seed 7",
            "xiapl equity AsAh --vs-random 3 --json",
            'xiapl equity "JJ+,AKs" "99-22,AJs+" --board Ks7d2c',
        ),
    )
    equity.add_argument(
        "hands", nargs="+", help='one hand or range per player, e.g. AsKs QdQc, or "JJ+,AKs" "99-22,AJs+"'
    )
    equity.add_argument("--board", help="0, 3, 4 or 5 board cards, e.g. 2c7d9h")
    equity.add_argument("--dead", help="cards out of the deck, e.g. 5h8c")
    _game_option(equity)
    how = equity.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="count every deal, however long it takes")
    how.add_argument("--iterations", type=int, metavar="N", help="Monte Carlo with N random deals")
    equity.add_argument(
        "--seed", type=int, help="the Monte Carlo seed (default: 0 in auto mode, a fresh one with --iterations)"
    )
    equity.add_argument("--threads", type=int, default=0, help="worker threads (default 0: one per CPU)")
    equity.add_argument(
        "--breakdown",
        action="store_true",
        help="also show each player's wins and splits by the hand category they won with",
    )
    equity.add_argument(
        "--vs-random",
        type=int,
        metavar="N",
        help="one exact hand against N opponents with unknown cards",
    )
    json_option(equity, "the result")
    equity.set_defaults(run=cmd_equity, parser=equity)

    ranges = commands.add_parser(
        "range",
        help="parse a range: its combos, and a 13x13 grid (Hold'em) or its items (Omaha)",
        **_texts(
            "Parse a Hold'em or Omaha range (docs/ranges.md) and show what it holds: a 13x13 grid of "
            "the Hold'em starting hands, or the combos of each Omaha item.",
            'xiapl range "JJ+,AKs,AQo:0.5"',
            'xiapl range "AAKKds,JT98-8765" --game plo',
        ),
    )
    ranges.add_argument("range", help='the range, e.g. "JJ+,AKs" (quote it for the shell)')
    _game_option(ranges)
    json_option(ranges, "the range")
    ranges.set_defaults(run=cmd_range, parser=ranges)

    from ._analysis import add_histogram_arguments, add_hits_arguments, cmd_histogram, cmd_hits

    hits = commands.add_parser(
        "hits",
        help="a range's hit table on a board: hand categories and draws",
        **_texts(
            "How much of a range's weight makes each hand category on a flop, turn or river, and how "
            "much holds a flush draw, an open-ended straight draw, a gutshot, a combo draw or two "
            "overcards (docs/analysis.md). Combos holding a board or dead card are left out.",
            'xiapl hits "JTs,T7s,76s,AhKh,QhJh,AKo,65s" 9h8h2c',
            'xiapl hits "AAKK,KQJT" Qh7h2c --game plo --json',
            'xiapl hits "22+,A2s+,KTs+,ATo+" Ks7d2c --plot hits.png',
        ),
    )
    add_hits_arguments(hits)
    hits.set_defaults(run=cmd_hits, parser=hits)

    histogram = commands.add_parser(
        "histogram",
        help="how a range's equity against another is spread over its combos",
        **_texts(
            "The hero range's equity against the villain range, combo by combo: a histogram of the "
            "combos' equities (each weighing as it does in the range's equity, so the bars' mean is "
            "that equity) and the combos from best to worst (docs/analysis.md). Exact when counting "
            "is quick, else seeded Monte Carlo, as xiapl equity.",
            'xiapl histogram "JJ+,AKs" "QQ+,AQs+" Ks7d2c',
            'xiapl histogram "AA**" "KK**" Qh7c2d --game plo --iterations 100000 --seed 1 --json',
            'xiapl histogram "22+,A2s+" "TT+,AK" --bins 20 --plot histogram.png',
        ),
    )
    add_histogram_arguments(histogram)
    histogram.set_defaults(run=cmd_histogram, parser=histogram)

    from ._replay import add_arguments as add_replay_arguments
    from ._replay import cmd_replay

    replaying = commands.add_parser(
        "replay",
        help="replay PHH hand histories: finishing stacks and all-in equity per street",
        **_texts(
            "Replay each hand of .phh and .phhs files through the rules engine: the finishing stacks "
            "(checked against the file's), and when the money went in before the river, each player's "
            "exact equity, expected chips and luck on every street of the run-out (docs/table.md). "
            "Exits 1 when a replay does not reach the file's finishing_stacks, 2 when a file cannot "
            "be read or replayed.",
            "xiapl replay hand.phh --verbose",
            "xiapl replay 'histories/*.phh' more.phhs --json",
        ),
    )
    add_replay_arguments(replaying)
    replaying.set_defaults(run=cmd_replay, parser=replaying)

    from ._convert import add_arguments as add_convert_arguments
    from ._convert import cmd_convert

    converting = commands.add_parser(
        "convert",
        help="convert poker sites' hand histories to PHH, each hand proved by replay",
        **_texts(
            "Read the hand-history files poker sites write (PokerStars, GGPoker, WinningPoker, "
            "Pacific/888, iPoker, PartyPoker, Winamax, Full Tilt; docs/sites.md), turn each hand into "
            "PHH and keep it only when the rules engine replays it to the amounts the site says each "
            "player collected. Prints a summary per site on stderr and each hand left out with its file, "
            "line and reason. Exits 1 when a hand or file was left out, 2 when a pattern names no file.",
            "xiapl convert HH20140106.txt",
            "xiapl convert 'hh/**/*.txt' --out phh/",
            "xiapl convert hh/ --out phh/ --json",
        ),
    )
    add_convert_arguments(converting)
    converting.set_defaults(run=cmd_convert, parser=converting)

    from ._strength import add_arguments as add_strength_arguments
    from ._strength import cmd_strength

    strength = commands.add_parser(
        "strength",
        help="a street's hand-strength table (EHS of every canonical situation) as Parquet, on Dask",
        **_texts(
            "Every canonical (hero, board) situation of the flop, turn or river with its expected hand "
            "strength against a random hand, the mean of its squared river strength and, with --bins, a "
            "histogram over the run-outs, written as Parquet part files into DIR (docs/distributed.md). "
            "Runs in this process, or on a local or remote Dask cluster (the distributed extra).",
            "xiapl strength --street flop --out strength-flop --workers 0",
            "xiapl strength --street turn --bins 10 --out strength-turn --scheduler tcp://10.0.0.5:8786",
            "xiapl strength --street river --boards Ah7d2cKs9s --out spot --json",
        ),
    )
    add_strength_arguments(strength)
    strength.set_defaults(run=cmd_strength, parser=strength)

    from ._corpus import add_arguments as add_corpus_arguments
    from ._corpus import cmd_corpus

    corpus = commands.add_parser(
        "corpus",
        help="per-player statistics over many PHH hand histories: net, all-in adjusted net, VPIP, PFR",
        **_texts(
            "Replay every hand of many .phh and .phhs files (or poker sites' hand-history files, "
            "docs/sites.md) through the rules engine and report per "
            "player the hands played, the net chips won, the net with all-ins counted at their equity, "
            "and VPIP and PFR (docs/distributed.md). Files and hands that cannot be used are listed "
            "with the reason. Runs in this process, or on a local or remote Dask cluster (the "
            "distributed extra). Exits 1 when a file or hand was left out.",
            "xiapl corpus 'hands/**/*.phh'",
            "xiapl corpus 'hands/**/*.phh' --json --workers 0",
            "xiapl corpus /shared/hands --scheduler tcp://10.0.0.5:8786",
        ),
    )
    add_corpus_arguments(corpus)
    corpus.set_defaults(run=cmd_corpus, parser=corpus)

    from ._flops import add_arguments as add_flops_arguments
    from ._flops import cmd_flops

    flops = commands.add_parser(
        "flops",
        help="a range's equity against another on every flop, with its hit table and the flop's texture",
        **_texts(
            "The hero range's equity against the villain range on every flop, one row per class of "
            "flops the ranges cannot tell apart (the 1,755 canonical flops when no range names a "
            "suit), with how often the flop comes, the hero's hit table and the flop's texture "
            "(docs/distributed.md). Exact, or seeded Monte Carlo on each flop with --iterations; "
            "in this process, on a local Dask cluster (--workers) or a running one (--scheduler).",
            'xiapl flops "AA,KK" "QQ,AKs"',
            'xiapl flops "JJ+,AKs" "TT+,AQs+,AKo" --board-filter two-tone,connected --json',
            'xiapl flops "22+,A2s+,KTs+,ATo+" "TT+,AQs+,AKo" --workers 0 --out report.parquet --plot report.png',
        ),
    )
    add_flops_arguments(flops)
    flops.set_defaults(run=cmd_flops, parser=flops)

    from ._icm import add_arguments as add_icm_arguments
    from ._icm import cmd_icm

    tournament = commands.add_parser(
        "icm",
        help="tournament prize equity (ICM) from stacks and payouts, the bubble factor, shove or fold",
        **_texts(
            "Each player's prize equity by the Independent Chip Model: exact (every field of up to 25 "
            "players, and bigger ones with few paid places) or seeded Monte Carlo with --iterations "
            "(the same numbers at any --threads), the bubble factor of two players with --bubble, and "
            "with --shover and --caller the prize equity of calling and folding to an all-in, the "
            "caller's chances taken from two ranges or given (docs/icm.md).",
            "xiapl icm --stacks 5000,3000,2000 --payouts 50,30,20",
            "xiapl icm --stacks 5000,5000,1000,1000 --payouts 50%,30%,20% --bubble 0 1 --json",
            "xiapl icm --stacks 3000,4000,2000,1000 --payouts 50,30,20 --posted 100,200,0,0 "
            "--shover 0 --caller 1 --shover-range 22+,A2s+,KTs+ --caller-range QhQc",
        ),
    )
    add_icm_arguments(tournament)
    tournament.set_defaults(run=cmd_icm, parser=tournament)

    from ._solve import add_arguments as add_solve_arguments
    from ._solve import cmd_solve

    solver = commands.add_parser(
        "solve",
        help="solves a heads-up postflop spot (flop, turn or river) by Discounted CFR",
        **_texts(
            "A heads-up No-Limit Hold'em spot from the flop, turn or river, two ranges, the board, the "
            "starting pot and the effective stack, solved to --target percent of the pot (exploitability) "
            "or --max-iterations (docs/solver.md). Prints the exploitability, both players' EVs and out of "
            "position's root strategy as a 13x13 grid; --spot FILE reads the spot (and sizes per player "
            "and street) from TOML.",
            'xiapl solve --oop "66+,A8s+,AJo+" --ip "QQ-22,AQs-A2s,ATo+" --board Td9d6hQc --pot 200 --stack 900',
            'xiapl solve --oop "AA,QQ,AKs" --ip "KK,JJ,AQs" --board Td9d6hQc2s --pot 100 --stack 200 '
            '--bets "50%, a" --raises "" --json',
            "xiapl solve --spot turn.toml --threads 2",
        ),
    )
    add_solve_arguments(solver)
    solver.set_defaults(run=cmd_solve, parser=solver)

    from ..apps.play import add_arguments as add_play_arguments
    from ..apps.play import cmd_play

    play = commands.add_parser(
        "play",
        help="play Hold'em, Omaha, stud or draw games against bots in the terminal",
        **_texts(
            "You (seat 0) against bots, heads-up or 6-max, until you bust, quit (q) or the hands run "
            "out. The engine applies the rules: side pots, odd chips, all-ins, stud's bring-in, the draws.",
            "xiapl play",
            "xiapl play --seats 6 --bots equity,call,raise --seed 7",
            "xiapl play --game plo --stack 200 --blinds 1/2 --hands 20",
            "xiapl play --game razz --seats 5 --ante 1 --bring-in 2 --bets 4/8",
            "xiapl play --game 2-7 --draws 3",
        ),
    )
    add_play_arguments(play)
    play.set_defaults(run=cmd_play, parser=play)
    return parser


def parse_arguments(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> argparse.Namespace:
    """parse_args, except that an unknown option is reported with the usage of its subcommand."""
    args, extras = parser.parse_known_args(argv)
    if extras:
        owner: argparse.ArgumentParser = getattr(args, "parser", None) or parser
        owner.error(f"unrecognized arguments: {' '.join(extras)}")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parse_arguments(parser, argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.run(args))
    except ValueError as exc:
        # A limit's message as the library words it: the Python options it names are not the command's.
        text = str(getattr(exc, "library_message", exc))
        print(f"xiapl {args.command}: {readable(text)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"\nxiapl {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`xiapl range ... | head`): stop quietly, and point stdout
        # at /dev/null so the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


__all__ = ["AUTO_DEALS", "GAME_NAMES", "build_parser", "holdem_grid", "main", "parse_arguments", "version_text"]
