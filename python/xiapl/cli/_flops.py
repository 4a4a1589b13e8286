"""``xiapl flops``: a range's equity against another on every flop (``xiapl.distributed.flop_report``),
as a summary, JSON, a Parquet or CSV file, and a picture."""

from __future__ import annotations

import argparse
import math
from importlib.util import find_spec
from typing import Any

from .. import _abi
from .._input import read_range
from ..game import as_game
from ._cluster import add_cluster_arguments, cluster, show_progress
from ._output import game_key, games_help, json_option, print_json, shown

__all__ = ["add_arguments", "cmd_flops"]

_LISTED = 5  # best and worst flops in the text summary; --json and --out give every row
# The texture labels in the header's order (XIAPL_FLOP_TEXTURE_TWO_TONE is "two-tone").
_TEXTURES = tuple(
    name.removeprefix("FLOP_TEXTURE_").lower().replace("_", "-")
    for name, _ in sorted(
        ((n, v) for n, v in vars(_abi).items() if n.startswith("FLOP_TEXTURE_") and isinstance(v, int)),
        key=lambda item: item[1],
    )
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl flops`` (registered by xiapl.cli)."""
    from ..distributed.flops import BOARD_FILTER_WORDS, FLOP_GAMES

    parser.add_argument("hero", help='the hero\'s range, e.g. "JJ+,AKs" (quote it for the shell)')
    parser.add_argument("villain", help='the villain\'s range, e.g. "QQ+,AQs+"')
    parser.add_argument("--game", default="holdem", metavar="GAME", help=f"the game: {games_help(games=FLOP_GAMES)}")
    parser.add_argument(
        "--board-filter",
        metavar="WORDS",
        help=f'only the flops meeting every word, e.g. "two-tone,connected"; words: {", ".join(BOARD_FILTER_WORDS)}',
    )
    parser.add_argument(
        "--iterations", type=int, metavar="N", help="Monte Carlo with N random deals on each flop (default: exact)"
    )
    parser.add_argument("--seed", type=int, help="the Monte Carlo seed (with --iterations; default 0)")
    parser.add_argument("--out", metavar="FILE", help="also write every row to FILE: .parquet or .csv")
    parser.add_argument("--plot", metavar="FILE", help="also draw equity by flop into FILE (.png, .svg, .pdf)")
    json_option(parser, "the report")
    add_cluster_arguments(parser)


def _number(value: float) -> float | None:
    return None if math.isnan(value) else float(value)


def _write(report: Any, path: str) -> None:
    lower = path.lower()
    if lower.endswith(".csv"):
        report.to_csv(path, index=False)
    elif lower.endswith(".parquet"):
        if find_spec("pyarrow") is None:
            raise ValueError("--out FILE.parquet needs pyarrow: pip install 'xiapl[distributed]', or write a .csv")
        report.to_parquet(path, index=False)
    else:
        raise ValueError(f"--out {shown(path)}: write a .parquet or a .csv file")


def _by_texture(report: Any, total: float) -> list[dict[str, Any]]:
    rows = []
    for texture in _TEXTURES:
        part = report[report["texture"] == texture]
        live = part[part["frequency"] > 0]
        frequency = math.fsum(live["frequency"])
        equity = math.fsum(live["frequency"] * live["hero_equity"]) / frequency if frequency else math.nan
        rows.append(
            {
                "texture": texture,
                "flops": int(part["weight"].sum()),
                "share": frequency / total if total else 0.0,
                "hero_equity": _number(equity),
            }
        )
    return rows


def _hits(row: Any, columns: list[str]) -> dict[str, float | None]:
    return {name.removeprefix("hit_"): _number(row[name]) for name in columns}


def cmd_flops(args: argparse.Namespace) -> int:
    if find_spec("pandas") is None:
        raise ValueError("xiapl flops needs pandas: pip install 'xiapl[distributed]'")
    from ..distributed.flops import HIT_COLUMNS, flop_report

    game = as_game(args.game)
    if args.iterations is not None and args.iterations < 1:
        raise ValueError(f"--iterations must be at least 1, got {args.iterations}")
    if args.seed is not None and args.iterations is None:
        raise ValueError("--seed is for Monte Carlo (--iterations N); without it every deal is counted, no seed")
    if args.seed is not None and not 0 <= args.seed < 1 << 64:
        raise ValueError(f"--seed must be from 0 to 2**64 - 1, got {args.seed}")
    hero, villain = read_range(args.hero, game), read_range(args.villain, game)
    exact = args.iterations is None
    seed = args.seed or 0
    with cluster(args) as client:
        report = flop_report(
            hero,
            villain,
            game=game,
            client=client,
            exact=exact,
            iterations=args.iterations or 1,
            seed=seed,
            board_filter=args.board_filter,
            progress=show_progress(args),
        )
    if args.out:
        _write(report, args.out)
    title = f"{game.display_name}: {shown(args.hero)} against {shown(args.villain)} on every flop" + (
        f" ({args.board_filter})" if args.board_filter else ""
    )
    if args.plot:
        from ..distributed import plot_flop_report

        try:
            plot_flop_report(report, args.plot, title=title)
        except ImportError:
            raise ValueError(
                "--plot needs matplotlib: pip install 'xiapl[plot]' (or matplotlib), or leave --plot out"
            ) from None
    total = math.fsum(report["frequency"])
    hero_equity, villain_equity = report.attrs["hero_equity"], report.attrs["villain_equity"]
    textures = _by_texture(report, total)
    how = "exact" if exact else f"Monte Carlo, {args.iterations:,} deals a flop, seed {seed}"
    if args.json:
        columns = list(HIT_COLUMNS)
        print_json(
            {
                "game": game_key(game),
                "hero": args.hero,
                "villain": args.villain,
                "board_filter": report.attrs["board_filter"],
                "exact": exact,
                "iterations": None if exact else args.iterations,
                "seed": None if exact else seed,
                "classes": len(report),
                "flops": int(report["weight"].sum()),
                "hero_equity": _number(hero_equity),
                "villain_equity": _number(villain_equity),
                "textures": textures,
                "rows": [
                    {
                        "flop": row["flop"],
                        "weight": int(row["weight"]),
                        "frequency": float(row["frequency"]),
                        "hero_equity": _number(row["hero_equity"]),
                        "villain_equity": _number(row["villain_equity"]),
                        "texture": row["texture"],
                        "suits": row["suits"],
                        "pairing": row["pairing"],
                        "connected": bool(row["connected"]),
                        "hits": _hits(row, columns),
                    }
                    for row in report.to_dict("records")
                ],
                "out": args.out,
                "plot": args.plot,
            }
        )
        return 0
    print(title)
    print(
        f"{len(report):,} flop classes standing for {int(report['weight'].sum()):,} flops "
        f"({report.attrs['symmetries']} of the 24 suit relabellings leave both ranges alike)"
    )
    if total == 0:
        print("no pair of hero and villain combos is live on these flops")
    else:
        print(f"hero equity {100 * hero_equity:.2f} %, villain {100 * villain_equity:.2f} % ({how})")
        print()
        print(f"  {'texture':<10}  {'flops':>6}  {'share':>8}  {'hero equity':>11}")
        for t in (t for t in textures if t["flops"]):
            equity = "" if t["hero_equity"] is None else f"{100 * t['hero_equity']:9.2f} %"
            print(f"  {t['texture']:<10}  {t['flops']:>6,}  {100 * t['share']:6.2f} %  {equity:>11}".rstrip())
        live = report[report["frequency"] > 0].sort_values(["hero_equity", "flop_mask"], ascending=[False, True])
        for heading, rows in (("best flops for the hero", live.head(_LISTED)), ("worst", live.tail(_LISTED))):
            print()
            print(f"  {heading:<24}  {'weight':>6}  {'share':>8}  {'hero equity':>11}")
            for row in rows.to_dict("records"):
                share = 100 * row["frequency"] / total
                print(
                    f"  {row['flop']:<8} {row['texture']:<15}  {row['weight']:>6}  {share:6.3f} %"
                    f"  {100 * row['hero_equity']:9.2f} %"
                )
    if args.out:
        print(f"\nrows: {args.out}")
    if args.plot:
        print(f"{'' if args.out else chr(10)}plot: {args.plot}")
    return 0
