"""``xiapl histogram``: how a range's equity against another is spread over its
combos, as a table, JSON or a picture (matplotlib, the ``plot`` extra)."""

from __future__ import annotations

import argparse
from typing import Any

from ._cli_input import read_cards, read_range
from ._cli_output import WIDTH, game_key, print_json, shown
from .game import as_game
from .utils import mask_to_cards

__all__ = ["add_histogram_arguments", "cmd_histogram"]

_LISTED = 12  # combos shown in the text table, best and worst; --json lists all


def add_histogram_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl histogram`` (registered by xiapl.cli)."""
    parser.add_argument("hero", help='the hero\'s range, e.g. "JJ+,AKs" (quote it for the shell)')
    parser.add_argument("villain", help='the villain\'s range, e.g. "QQ+,AQs+"')
    parser.add_argument("board", nargs="?", default="", help="0, 3, 4 or 5 board cards, e.g. Ks7d2c")
    parser.add_argument("--bins", type=int, default=10, help="the number of equity bars (default 10)")
    parser.add_argument("--dead", help="cards out of the deck, e.g. 5h8c")
    parser.add_argument("--game", default="holdem", metavar="GAME", help="holdem (default), plo, plo5, plo6")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="count every deal, however long it takes")
    how.add_argument("--iterations", type=int, metavar="N", help="Monte Carlo with N random deals")
    parser.add_argument("--seed", type=int, help="the Monte Carlo seed (default: 0 in auto mode)")
    parser.add_argument("--threads", type=int, default=0, help="worker threads (default 0: one per CPU)")
    parser.add_argument("--plot", metavar="FILE", help="also draw the histogram into FILE (.png, .svg, .pdf)")
    parser.add_argument("--json", action="store_true", help="print the histogram as JSON (docs/cli.md gives its shape)")


def _cards(mask: int) -> str:
    return "".join(str(c) for c in sorted(mask_to_cards(mask), key=lambda c: (-c.rank, c.suit)))


def _plot(path: str, title: str, histogram: Any) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError:
        raise ValueError(
            "--plot needs matplotlib: pip install 'xiapl[plot]' (or matplotlib), or leave --plot out"
        ) from None
    figure, axes = pyplot.subplots(figsize=(8, 4.5))
    width = histogram.bins[0].high - histogram.bins[0].low
    axes.bar(
        [100 * b.low for b in histogram.bins],
        [100 * b.share for b in histogram.bins],
        width=100 * width,
        align="edge",
        edgecolor="black",
    )
    axes.axvline(100 * histogram.mean, color="red", linestyle="--", label=f"equity {100 * histogram.mean:.2f} %")
    axes.set_xlim(0, 100)
    axes.set_xlabel("equity (%)")
    axes.set_ylabel("share of the range (%)")
    axes.set_title(title)
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
    pyplot.close(figure)


def cmd_histogram(args: argparse.Namespace) -> int:
    from .analysis import equity_histogram
    from .cli import _equity_options

    if not 1 <= args.bins <= 1000:
        raise ValueError(f"--bins must be from 1 to 1000, got {args.bins}")
    game = as_game(args.game)
    board = read_cards(args.board or "", "the board")
    dead = read_cards(args.dead or "", "--dead")
    hero, villain = read_range(args.hero, game), read_range(args.villain, game)
    mode, options = _equity_options(args)
    histogram = equity_histogram(
        hero,
        villain,
        "".join(str(c) for c in board),
        bins=args.bins,
        game=game,
        dead="".join(str(c) for c in dead),
        options=options,
    )
    result = histogram.result
    how = "exact" if result.exact else f"Monte Carlo, {result.trials:,} deals, seed {result.seed}"
    title = f"{game.display_name}: {shown(args.hero)} against {shown(args.villain)}" + (
        f" on {''.join(str(c) for c in board)}" if board else ""
    )
    if args.plot:
        _plot(args.plot, title, histogram)
    if args.json:
        print_json(
            {
                "game": game_key(game),
                "hero": args.hero,
                "villain": args.villain,
                "board": "".join(str(c) for c in board),
                "dead": "".join(str(c) for c in dead),
                "mode": mode,
                "exact": result.exact,
                "seed": None if result.exact else result.seed,
                "hero_equity": histogram.mean,
                "bins": [{"low": b.low, "high": b.high, "share": b.share, "combos": b.combos} for b in histogram.bins],
                "combos": [
                    {"cards": _cards(c.combo_mask), "weight": c.weight, "equity": c.equity} for c in histogram.combos
                ],
                "plot": args.plot,
            }
        )
        return 0
    print(title)
    print(f"hero equity {100 * histogram.mean:.2f} % over {len(histogram.combos):,} combos ({how})")
    print()
    print("  equity            share  combos")
    most = max((b.share for b in histogram.bins), default=0.0) or 1.0
    bar_width = WIDTH - 40
    for b in histogram.bins:
        label = f"{100 * b.low:5.1f} - {100 * b.high:5.1f} %"
        bar = "#" * round(bar_width * b.share / most)
        print(f"  {label}  {100 * b.share:6.2f} %  {b.combos:6,}  {bar}".rstrip())
    combos = histogram.combos
    listed = combos if len(combos) <= 2 * _LISTED else (*combos[:_LISTED], None, *combos[-_LISTED:])
    print()
    print("  combos, best first")
    for c in listed:
        if c is None:
            print(f"  ... {len(combos) - 2 * _LISTED:,} more (--json lists them all)")
            continue
        print(f"  {_cards(c.combo_mask):<14} {100 * c.equity:6.2f} %  weight {c.weight:g}")
    if args.plot:
        print(f"\nplot: {args.plot}")
    return 0
