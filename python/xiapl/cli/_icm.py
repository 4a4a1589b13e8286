"""``xiapl icm``: tournament prize equity (xiapl.icm), the bubble factor, and
the prize money of calling or folding to an all-in."""

from __future__ import annotations

import argparse
import math
from typing import Any

from ._output import json_option, print_json

__all__ = ["add_arguments", "cmd_icm", "parse_amounts"]


def parse_amounts(text: str, option: str, *, percent: bool = False) -> list[float]:
    """A comma-separated list of numbers (``--stacks 5000,3000,2000``); with
    ``percent``, entries may end in % (then all must, and add up to 100)."""
    parts = [part.strip() for part in text.replace(" ", ",").split(",") if part.strip()]
    if not parts:
        raise ValueError(f"{option} is empty; give comma-separated numbers such as 5000,3000,2000")
    marked = [part.endswith("%") for part in parts]
    if any(marked) and not (percent and all(marked)):
        raise ValueError(
            f"{option} {text!r} mixes percentages and amounts"
            if percent
            else f"{option} {text!r}: percentages are for --payouts only"
        )
    values = []
    for part in parts:
        number = part.removesuffix("%")
        try:
            value = float(number)
        except ValueError:
            raise ValueError(f"{option}: {part!r} is not a number; give comma-separated numbers") from None
        if not math.isfinite(value):
            raise ValueError(f"{option}: {part!r} is not a finite number")
        values.append(value)
    if any(marked):
        total = sum(values)
        if abs(total - 100) > 1e-9:
            raise ValueError(
                f"{option} {text!r} adds up to {total:g}%; percentages of the prize pool must add up to 100"
            )
    return values


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl icm`` (registered by xiapl.cli)."""
    parser.add_argument("--stacks", required=True, help="chip counts of the players still in, e.g. 5000,3000,2000")
    parser.add_argument(
        "--payouts",
        required=True,
        help="prizes of the places still paid, first place first, e.g. 50,30,20 or 50%%,30%%,20%% (adding up to 100)",
    )
    parser.add_argument(
        "--iterations", type=int, metavar="N", help="Monte Carlo with N finishing orders (default: exact)"
    )
    parser.add_argument("--seed", type=int, default=0, help="the Monte Carlo seed (default 0)")
    parser.add_argument("--threads", type=int, default=0, help="Monte Carlo worker threads (default 0: one per CPU)")
    parser.add_argument(
        "--bubble",
        nargs=2,
        type=int,
        metavar=("PLAYER", "OPPONENT"),
        help="the bubble factor of PLAYER against OPPONENT",
    )
    shove = parser.add_argument_group("shove or fold (players are numbered from 0, in the order of --stacks)")
    shove.add_argument("--shover", type=int, metavar="I", help="the player who moves all in")
    shove.add_argument("--caller", type=int, metavar="J", help="the player who calls or folds")
    shove.add_argument("--posted", help="chips each player already put in (blinds, antes), e.g. 100,200,0,0")
    shove.add_argument("--shover-range", metavar="RANGE", help="the shover's hand or range, e.g. AsKd or 22+,A2s+")
    shove.add_argument("--caller-range", metavar="RANGE", help="the caller's hand or range, e.g. QhQc")
    shove.add_argument("--board", default="", help="board cards already dealt (default none)")
    shove.add_argument(
        "--caller-equity",
        type=float,
        metavar="P",
        help="the caller's chance of winning the showdown, instead of the ranges",
    )
    shove.add_argument("--caller-tie", type=float, default=0.0, metavar="P", help="... and of splitting it (default 0)")
    json_option(parser, "the result")


def _caller_chances(args: argparse.Namespace) -> tuple[float, float, str]:
    if args.caller_equity is not None:
        if args.shover_range or args.caller_range:
            raise ValueError("give either --caller-equity or --shover-range and --caller-range, not both")
        return args.caller_equity, args.caller_tie, "given"
    if not (args.shover_range and args.caller_range):
        raise ValueError("the shove/call form needs --shover-range and --caller-range, or --caller-equity")
    from .._input import read_range
    from ..game import GameType
    from ..simulation import calculate_range_equity

    shover = read_range(args.shover_range, GameType.Holdem)
    caller = read_range(args.caller_range, GameType.Holdem)
    result = calculate_range_equity(shover, caller, args.board or 0, breakdown=True)
    return sum(result.breakdown[1].win), sum(result.breakdown[1].tie), "exact range equity"


def _table(stacks: list[float], columns: dict[str, tuple[float, ...]]) -> None:
    names = list(columns)
    print("player  " + "stack".rjust(12) + "".join(name.rjust(12) for name in names))
    for i, stack in enumerate(stacks):
        print(f"{i:>6}  {stack:12g}" + "".join(f"{columns[name][i]:12.4f}" for name in names))


def cmd_icm(args: argparse.Namespace) -> int:
    from .. import icm

    stacks = parse_amounts(args.stacks, "--stacks")
    payouts = parse_amounts(args.payouts, "--payouts", percent=True)
    shove_form = args.shover is not None or args.caller is not None
    document: dict[str, Any] = {"stacks": stacks, "payouts": payouts}

    if shove_form:
        if args.shover is None or args.caller is None:
            raise ValueError("the shove/call form needs both --shover and --caller")
        if args.iterations is not None:
            raise ValueError("the shove/call form is exact; leave out --iterations")
        posted = parse_amounts(args.posted, "--posted") if args.posted else [0.0] * len(stacks)
        win, tie, source = _caller_chances(args)
        sc = icm.shove_call(stacks, payouts, args.shover, args.caller, win, tie, posted=posted)
        decision = "call" if sc.should_call else "fold"
        document.update(
            {
                "shover": args.shover,
                "caller": args.caller,
                "posted": posted,
                "caller_win": win,
                "caller_tie": tie,
                "caller_equity": win + tie / 2,
                "break_even": sc.break_even,
                "decision": decision,
                "call_gain": sc.call_gain,
                "fold": sc.fold,
                "call": sc.call,
                "call_win": sc.call_win,
                "call_lose": sc.call_lose,
                "call_split": sc.call_split,
            }
        )
        if args.json:
            print_json(document)
            return 0
        _table(stacks, {"fold": sc.fold, "call": sc.call, "call wins": sc.call_win, "call loses": sc.call_lose})
        print()
        print(
            f"caller {args.caller}: showdown equity {win + tie / 2:.4f} ({source}), "
            f"break-even {sc.break_even:.4f}: {decision.upper()} "
            f"({sc.call_gain:+.4f} in prize equity by calling)"
        )
        return 0

    if args.iterations is None:
        equity = icm.prize_equity(stacks, payouts)
        document.update({"exact": True, "equity": equity})
        columns: dict[str, tuple[float, ...]] = {"equity": equity}
    else:
        est = icm.prize_equity_monte_carlo(
            stacks, payouts, args.iterations, seed=args.seed, threads=args.threads or None
        )
        document.update(
            {
                "exact": False,
                "equity": est.equity,
                "std_error": est.std_error,
                "iterations": est.iterations,
                "seed": est.seed,
            }
        )
        columns = {"equity": est.equity, "std error": est.std_error}
    if args.bubble:
        bf = icm.bubble_factor(stacks, payouts, args.bubble[0], args.bubble[1])
        fields = {name: (value if math.isfinite(value) else None) for name, value in bf._asdict().items()}
        document["bubble"] = {"player": args.bubble[0], "opponent": args.bubble[1], **fields}
    if args.json:
        print_json(document)
        return 0
    _table(stacks, columns)
    how = "exact" if args.iterations is None else f"Monte Carlo, {args.iterations:,} orders, seed {args.seed}"
    print(f"\nprize pool {sum(payouts):g} ({how})")
    if args.bubble:
        p, o = args.bubble
        print(
            f"bubble factor of player {p} against {o}: {bf.factor:.4f}; break-even {bf.break_even:.4f}, "
            f"risk premium {bf.risk_premium:+.4f}"
        )
    return 0
