"""The ``xiapl`` command line."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any

from . import __version__, get_library_path
from ._native import ABI_MAJOR, ABI_MINOR
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


def _percent(value: float) -> str:
    return f"{100 * value:7.2f} %"


def _hand_text(text: str) -> tuple[int, str]:
    """(mask, cards as written, normalised: "AsKs") of one hand or board."""
    from . import _convert
    from .card import Card
    from .utils import cards_to_mask

    ids = _convert.card_ids(text)
    return cards_to_mask(ids), "".join(str(Card.from_id(i)) for i in ids)


class _ProgressBar:
    """A tqdm bar on stderr, shown only when stderr is a terminal and the run passes a second."""

    def __init__(self, unit: str) -> None:
        import time

        self.unit = unit
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
            from tqdm import tqdm  # type: ignore[import-untyped]

            self.bar = tqdm(
                total=total, unit=self.unit, unit_scale=True, file=sys.stderr, leave=False, dynamic_ncols=True
            )
        bar: Any = self.bar
        bar.update(done - bar.n)

    def close(self) -> None:
        if self.bar is not None:
            bar: Any = self.bar
            bar.close()


def cmd_equity(args: argparse.Namespace) -> int:
    import json
    import time

    from .simulation import (
        SimulationOptions,
        calculate_equity,
        calculate_equity_vs_random,
        calculate_multiway_range_equity,
    )

    game = as_game(args.game)
    board, board_text = _hand_text(args.board or "")
    dead, dead_text = _hand_text(args.dead or "")
    ranges = None
    try:
        hands = [_hand_text(h) for h in args.hands]
    except ValueError:
        if args.vs_random is not None:
            raise
        # Not all exact hands: every argument is read as a range ("JJ+,AKs", "AsKs").
        from .range import Range

        ranges = [Range.from_string(h, game=game) for h in args.hands]
        hands = [(0, h) for h in args.hands]
    if args.vs_random is not None:
        if args.vs_random < 1:
            raise ValueError(f"--vs-random must be at least 1 (the number of opponents), got {args.vs_random}")
        if len(hands) != 1:
            raise ValueError(
                f"--vs-random takes exactly one hand, got {len(hands)}; e.g. `xiapl equity AsAh --vs-random 2`"
            )
    elif len(hands) < 2:
        raise ValueError("give two or more hands (e.g. `xiapl equity AsKs QdQc`), or one hand with --vs-random N")
    if args.seed is not None and args.iterations is None:
        raise ValueError("--seed goes with --iterations N (Monte Carlo); exact enumeration needs no seed")
    if args.iterations is not None:
        if args.iterations < 1:
            raise ValueError(f"--iterations must be at least 1, got {args.iterations}")
        options = (
            SimulationOptions.mc_seeded(args.iterations, args.seed, threads=args.threads)
            if args.seed is not None
            else SimulationOptions.mc_random(args.iterations, threads=args.threads)
        )
    elif args.vs_random is not None:
        options = SimulationOptions.auto(threads=args.threads)
    else:
        options = SimulationOptions.exact(threads=args.threads)
    if args.threads < 0:
        raise ValueError(f"--threads must be 0 (one per CPU) or more, got {args.threads}")

    bar = _ProgressBar("deals")
    started = time.perf_counter()
    try:
        if args.vs_random is not None:
            result = calculate_equity_vs_random(
                hands[0][0], board, args.vs_random, options, game=game, dead=dead, progress=bar
            )
            names = [hands[0][1]] + [f"random {i + 1}" for i in range(args.vs_random)]
        elif ranges is not None:
            result = calculate_multiway_range_equity(ranges, board, options, dead=dead, progress=bar)
            names = [h[1] for h in hands]
        else:
            result = calculate_equity([h[0] for h in hands], board, options, game=game, dead=dead, progress=bar)
            names = [h[1] for h in hands]
    except KeyboardInterrupt:
        bar.close()
        print(f"xiapl {args.command}: interrupted", file=sys.stderr)
        return 130
    bar.close()
    elapsed = time.perf_counter() - started

    if args.json:
        document = {
            "game": game.name.lower(),
            "board": board_text,
            "dead": dead_text,
            "players": [
                {"hand": names[i], "equity": p.equity, "win": p.win, "tie": p.tie, "std_error": p.std_error}
                for i, p in enumerate(result.players)
            ],
            "opponents": args.vs_random or 0,
            "exact": result.exact,
            "trials": result.trials,
            "evaluated": result.evaluated,
            "seed": None if result.exact else result.seed,
            "chop_rate": result.chop_rate,
            "elapsed_seconds": elapsed,
        }
        print(json.dumps(document, indent=2))
        return 0

    title = {
        GameType.Holdem: "Hold'em",
        GameType.Plo: "Omaha",
        GameType.Plo5: "Omaha (5 cards)",
        GameType.Plo6: "Omaha (6 cards)",
    }[game]
    print(
        f"{title}, board {board_text or '-'}"
        + (f", dead {dead_text}" if dead_text else "")
        + (f", against {args.vs_random} random opponent(s)" if args.vs_random else "")
    )
    width = max(len("hand"), *(len(n) for n in names[: len(result.players)]))
    print(f"  {'hand':<{width}}    equity       win       tie  std error")
    # Against random opponents the result holds the hero alone: the names of the others go unused.
    for name, p in zip(names, result.players, strict=False):
        error = f"{100 * p.std_error:8.3f} %" if not result.exact else "         -"
        print(f"  {name:<{width}} {_percent(p.equity)} {_percent(p.win)} {_percent(p.tie)} {error}")
    if result.exact:
        how = f"exact: {result.trials:,} deals ({result.evaluated:,} evaluated)"
    else:
        how = f"Monte Carlo: {result.trials:,} trials, seed {result.seed}"
    chops = "" if ranges is not None else f", chop rate {100 * result.chop_rate:.2f} %"  # not computed for ranges
    print(f"{how}{chops}, {elapsed * 1e3:.1f} ms")
    return 0


_GRID_RANKS = "AKQJT98765432"


def holdem_grid(weights: dict[str, float], counts: dict[str, int]) -> list[str]:
    """A 13x13 starting-hand grid: pairs on the diagonal, suited above, offsuit below.

    A class is shown by name when all its combos are in at full weight, with
    a ``*`` when only part of it is, and as ``.`` when none is.
    """
    full = {"s": 4, "o": 12, "": 6}
    lines = []
    for i, high in enumerate(_GRID_RANKS):
        cells = []
        for j, low in enumerate(_GRID_RANKS):
            if i == j:
                label = high + low
            elif i < j:
                label = high + low + "s"
            else:
                label = low + high + "o"
            total = full[label[2:]]
            if counts.get(label, 0) == 0:
                cells.append(f"{'.':<4}")
            elif counts[label] == total and weights[label] == total:
                cells.append(f"{label:<4}")
            else:
                cells.append(f"{label + '*':<4}")
        lines.append(" ".join(cells).rstrip())
    return lines


def cmd_range(args: argparse.Namespace) -> int:
    from .canonicalize import holdem_hand_class
    from .range import Range

    game = as_game(args.game)
    hand_range = Range.from_string(args.range, game=game)
    print(f"{game.name} range {args.range!r}: {hand_range.size()} combos, total weight {hand_range.total_weight():g}")
    if game is GameType.Holdem and not hand_range.empty():
        weights: dict[str, float] = {}
        counts: dict[str, int] = {}
        for combo in hand_range.combos():
            label = holdem_hand_class(combo.mask)
            weights[label] = weights.get(label, 0.0) + combo.weight
            counts[label] = counts.get(label, 0) + 1
        print()
        print("\n".join(holdem_grid(weights, counts)))
        print("\nname: every combo at full weight; name*: some combos or a lower weight; .: none")
    return 0


def _json_amount(value: Any) -> Any:
    """A Decimal amount as a JSON number: an int when whole."""
    return int(value) if value == value.to_integral_value() else float(value)


def cmd_replay(args: argparse.Namespace) -> int:
    import json
    from decimal import Decimal

    from .allin import allin_equity
    from .phh import read_phh_all, replay

    try:
        hands = read_phh_all(args.file)
    except OSError as exc:
        raise ValueError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    documents = []
    for number, hand in enumerate(hands, 1):
        scale = hand.chip_scale()
        state = replay(hand, scale)
        report = allin_equity(hand, threads=args.threads)
        finish = [scale.to_amount(s) for s in state.stacks]
        expected = hand.finishing_stacks
        file_finish = None if expected is None else [Decimal(repr(x)) for x in expected]
        match = None if file_finish is None else finish == file_finish
        if args.json:
            documents.append(
                {
                    "hand": number,
                    "variant": hand.variant,
                    "players": list(report.names),
                    "starting_stacks": hand.starting_stacks,
                    "finishing_stacks": [_json_amount(a) for a in finish],
                    "file_finishing_stacks": expected,
                    "finishing_stacks_match": match,
                    "finished": state.is_finished,
                    "allin": report.to_dict(),
                }
            )
            continue
        about = ", ".join(str(hand.extra[k]) for k in ("event", "year") if k in hand.extra)
        print(f"Hand {number}: {hand.variant}, {hand.player_count} players" + (f" ({about})" if about else ""))
        width = max(len("player"), *(len(n) for n in report.names))
        print(f"  {'player':<{width}}  {'start':>14}  {'finish':>14}" + (f"  {'file':>14}" if file_finish else ""))
        for seat, name in enumerate(report.names):
            start = scale.to_amount(scale.to_chips(hand.starting_stacks[seat]))
            row = f"  {name:<{width}}  {start:>14,}  {finish[seat]:>14,}"
            if file_finish is not None:
                row += f"  {file_finish[seat]:>14,}" + ("" if file_finish[seat] == finish[seat] else "  differs")
            print(row)
        if not state.is_finished:
            print("  the hand stops before the end (no finishing stacks)")
        elif match is None:
            print("  the file has no finishing stacks to compare with")
        else:
            print("  finishing stacks " + ("match the file" if match else "differ from the file"))
        print("\n".join("  " + line for line in str(report).splitlines()))
        if number < len(hands):
            print()
    if args.json:
        print(json.dumps({"file": str(args.file), "hands": documents}, indent=2))
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="xiapl",
        description="Fast poker hand evaluation and equity for Hold'em and Omaha.",
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"xiapl {__version__} (C ABI {ABI_MAJOR}.{ABI_MINOR}, {get_library_path()})",
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

    equity = commands.add_parser(
        "equity",
        help="equity of hands, exact or Monte Carlo",
        description="Each hand's share of the pot when the board is dealt out: exact enumeration by "
        "default, Monte Carlo with --iterations (reproducible with --seed).",
        epilog="examples: xiapl equity AsKs QdQc | xiapl equity AsKs QdQc 7h6h --board 2c7d9h | "
        "xiapl equity AsKsQdJd 2c7cJh9d --game plo --iterations 1000000 --seed 7 | "
        'xiapl equity AsAh --vs-random 3 --json | xiapl equity "JJ+,AKs" "99-22,AJs+" --board Ks7d2c',
    )
    equity.add_argument(
        "hands", nargs="+", help='one hand or range per player, e.g. AsKs QdQc, or "JJ+,AKs" "99-22,AJs+"'
    )
    equity.add_argument("--board", help="0, 3, 4 or 5 board cards, e.g. 2c7d9h")
    equity.add_argument("--dead", help="cards out of the deck, e.g. 5h8c")
    equity.add_argument("--game", default="holdem", help="holdem (default), plo, plo5 or plo6")
    equity.add_argument("--iterations", type=int, help="Monte Carlo with N random deals (default: exact)")
    equity.add_argument("--seed", type=int, help="seed for --iterations (default: a fresh one, printed)")
    equity.add_argument("--threads", type=int, default=0, help="worker threads (default 0: one per CPU)")
    equity.add_argument(
        "--vs-random",
        type=int,
        metavar="N",
        help="one hand against N opponents with unknown cards (exact where tractable)",
    )
    equity.add_argument("--json", action="store_true", help="print JSON instead of a table")
    equity.set_defaults(run=cmd_equity)

    ranges = commands.add_parser(
        "range",
        help="parse a range: size, weight and a 13x13 grid",
        description="Parse a Hold'em or Omaha range (docs/ranges.md) and show what it holds.",
        epilog='examples: xiapl range "JJ+,AKs,AQo:0.5" | xiapl range "AAKKds,JT98-8765" --game plo',
    )
    ranges.add_argument("range", help='the range, e.g. "JJ+,AKs" (quote it for the shell)')
    ranges.add_argument("--game", default="holdem", help="holdem (default), plo, plo5 or plo6")
    ranges.set_defaults(run=cmd_range)

    replaying = commands.add_parser(
        "replay",
        help="replay a PHH hand history: finishing stacks and all-in equity per street",
        description="Replay each hand of a .phh or .phhs file through the rules engine: the finishing "
        "stacks (checked against the file's), and when the money went in before the river, each "
        "player's exact equity, expected chips and luck on every street of the run-out (docs/table.md).",
        epilog="examples: xiapl replay hand.phh | xiapl replay session.phhs --json",
    )
    replaying.add_argument("file", help="a .phh file (one hand) or .phhs file (several)")
    replaying.add_argument("--threads", type=int, default=0, help="equity worker threads (default 0: one per CPU)")
    replaying.add_argument("--json", action="store_true", help="print JSON instead of tables")
    replaying.set_defaults(run=cmd_replay)

    from .play import add_arguments as add_play_arguments
    from .play import cmd_play

    play = commands.add_parser(
        "play",
        help="play Hold'em or Omaha against bots in the terminal",
        description="You (seat 0) against bots, heads-up or 6-max, until you bust, quit (q) or the "
        "hands run out. The engine applies the rules: side pots, odd chips, all-ins.",
        epilog="examples: xiapl play | xiapl play --seats 6 --bots equity,call,raise --seed 7 | "
        "xiapl play --game plo --stack 200 --blinds 1/2 --hands 20",
    )
    add_play_arguments(play)
    play.set_defaults(run=cmd_play)
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
    except BrokenPipeError:
        # The reader went away (`xiapl range ... | head`): stop quietly, and point stdout
        # at /dev/null so the interpreter's final flush does not fail again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
