"""``xiapl histogram`` (how a range's equity against another is spread over its
combos) and ``xiapl hits`` (a range's hit table on a board), as a table, JSON
or a picture (matplotlib, the ``plot`` extra)."""

from __future__ import annotations

import argparse
from typing import Any

from .._input import read_cards, read_range
from ..game import as_game
from ..utils import mask_to_cards
from ._output import WIDTH, game_key, json_option, print_json, shown

__all__ = ["add_histogram_arguments", "add_hits_arguments", "cmd_histogram", "cmd_hits"]

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
    json_option(parser, "the histogram")


def _cards(mask: int) -> str:
    return "".join(str(c) for c in sorted(mask_to_cards(mask), key=lambda c: (-c.rank, c.suit)))


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError:
        raise ValueError(
            "--plot needs matplotlib: pip install 'xiapl[plot]' (or matplotlib), or leave --plot out"
        ) from None
    return pyplot


def _plot(path: str, title: str, histogram: Any) -> None:
    pyplot = _pyplot()
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
    from ..analysis import equity_histogram
    from . import _equity_options

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


def add_hits_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl hits`` (registered by xiapl.cli)."""
    parser.add_argument("range", help='the range, e.g. "JJ+,AKs,76s" (quote it for the shell)')
    parser.add_argument("board", help="3, 4 or 5 board cards, e.g. 9h8h2c")
    parser.add_argument("--dead", help="cards out of the deck, e.g. 5h8c")
    parser.add_argument("--game", default="holdem", metavar="GAME", help="holdem (default), plo, plo5, plo6")
    parser.add_argument("--plot", metavar="FILE", help="also draw the table into FILE (.png, .svg, .pdf)")
    json_option(parser, "the table")


_LABELS = {
    "HighCard": "high card",
    "OnePair": "one pair",
    "TwoPair": "two pair",
    "ThreeOfAKind": "three of a kind",
    "Straight": "straight",
    "Flush": "flush",
    "FullHouse": "full house",
    "FourOfAKind": "four of a kind",
    "StraightFlush": "straight flush",
    "flush_draw": "flush draw",
    "open_ended": "open-ended straight draw",
    "gutshot": "gutshot",
    "combo_draw": "combo draw",
    "overcards": "two overcards",
}


def _plot_hits(path: str, title: str, table: Any) -> None:
    pyplot = _pyplot()
    rows = table.rows()
    figure, axes = pyplot.subplots(figsize=(8, 5))
    labels = [_LABELS[name] for name, _ in rows]
    shares = [100 * table.share(weight) for _, weight in rows]
    colors = ["tab:blue"] * 9 + ["tab:orange"] * (len(rows) - 9)
    axes.barh(labels[::-1], shares[::-1], color=colors[::-1], edgecolor="black")
    axes.set_xlim(0, 100)
    axes.set_xlabel("share of the range (%)")
    axes.set_title(title)
    figure.tight_layout()
    figure.savefig(path)
    pyplot.close(figure)


def cmd_hits(args: argparse.Namespace) -> int:
    from ..analysis import hit_table

    game = as_game(args.game)
    board = read_cards(args.board, "the board")
    dead = read_cards(args.dead or "", "--dead")
    table = hit_table(
        read_range(args.range, game),
        "".join(str(c) for c in board),
        dead="".join(str(c) for c in dead) or None,
    )
    board_text = "".join(str(c) for c in board)
    title = f"{game.display_name}: {shown(args.range)} on {board_text}"
    if args.plot:
        _plot_hits(args.plot, title, table)
    if args.json:
        print_json(
            {
                "game": game_key(game),
                "range": args.range,
                "board": board_text,
                "dead": "".join(str(c) for c in dead),
                "combos": table.combos,
                "weight": table.weight,
                "made": {c.name: w for c, w in table.made.items()},
                "draws": {
                    name: getattr(table, name)
                    for name in ("flush_draw", "open_ended", "gutshot", "combo_draw", "overcards")
                },
                "plot": args.plot,
            }
        )
        return 0
    print(title)
    print(f"{table.combos:,} combos, weight {table.weight:g} (combos holding a board or dead card left out)")
    print()
    print(f"  {'hand':<26}  {'weight':>10}  {'share':>8}")
    for k, (name, weight) in enumerate(table.rows()):
        if k == 9:
            print("  draws")
        print(f"  {_LABELS[name]:<26}  {weight:>10g}  {100 * table.share(weight):6.2f} %")
    if args.plot:
        print(f"\nplot: {args.plot}")
    return 0
