"""The ``xiapl`` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import __version__, get_library_path
from ._native import ABI_VERSION
from .game import GameType, as_game


def _cards_text(values: Sequence[str]) -> str:
    return " ".join(values)


def cmd_eval(args: argparse.Namespace) -> int:
    from .eval import best_hand, evaluate_mask, hand_name
    from .utils import cards_to_mask, mask_to_ids

    game = as_game(args.game)
    if args.board is not None or args.hole is not None:
        if args.cards:
            raise ValueError("give the cards either as arguments or with --board and --hole, not both")
        if args.board is None or args.hole is None:
            raise ValueError("--board and --hole go together: e.g. --board 2h7dJc4s9h --hole AsKsQdJd")
        board, hole = cards_to_mask(args.board), cards_to_mask(args.hole)
    else:
        if game is not GameType.Holdem:
            raise ValueError(f"{game.name} needs --board and --hole (two hole cards must come from the hand)")
        if not args.cards:
            raise ValueError("give 5 to 7 cards, e.g. `xiapl eval As Ks Qs Js Ts 2c 7h`")
        mask = cards_to_mask(_cards_text(args.cards))
        evaluate_mask(mask)  # checks the count (5 to 7) with the library's message
        # Loose cards have no hole/board split; any two serve as the "hole" for best_hand.
        first_two = mask_to_ids(mask)[:2]
        hole = (1 << first_two[0]) | (1 << first_two[1])
        board = mask & ~hole
    best = best_hand(board, hole, game=game)
    value = best.value
    print(f"{value}")
    print(f"  category  {value.category.name}")
    print(f"  kickers   {' '.join(str(r) for r in value.kickers)}")
    print(f"  name      {hand_name(value)}")
    print(f"  strength  {value.strength} of 7462")
    print(f"  best five {' '.join(str(c) for c in best.cards)}")
    if game is not GameType.Holdem:
        print(f"  hole used {' '.join(str(c) for c in best.hole_used)}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="xiapl",
        description="Fast poker hand evaluation and equity for Hold'em and Omaha.",
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"xiapl {__version__} (C ABI {ABI_VERSION}, {get_library_path()})",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    evaluate = commands.add_parser(
        "eval",
        help="evaluate a hand",
        description="Evaluate the best five of 5-7 cards, or an Omaha hand with --board/--hole.",
        epilog="examples: xiapl eval As Ks Qs Js Ts 2c 7h | xiapl eval AsKsQsJsTs2c7h | "
        "xiapl eval --game plo --board 2h7dJc4s9h --hole AsKsQdJd",
    )
    evaluate.add_argument("cards", nargs="*", help="5 to 7 cards, separated or written together")
    evaluate.add_argument("--board", help="board cards (3 to 5), e.g. 2h7dJc")
    evaluate.add_argument("--hole", help="hole cards, e.g. AsKs or AsKsQdJd")
    evaluate.add_argument("--game", default="holdem", help="holdem (default), plo, plo5 or plo6")
    evaluate.set_defaults(run=cmd_eval)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return 2
    try:
        return int(args.run(args))
    except ValueError as exc:
        print(f"xiapl {args.command}: {exc}", file=sys.stderr)
        return 2
