"""``xiapl strength``: a street's hand-strength table written as Parquet (xiapl.distributed)."""

from __future__ import annotations

import argparse
import time

from ._cluster import add_cluster_arguments, cluster, show_progress
from ._output import json_option, print_json

__all__ = ["add_arguments", "cmd_strength"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl strength`` (registered by xiapl.cli)."""
    parser.add_argument("--street", required=True, choices=("flop", "turn", "river"), help="the street's table")
    parser.add_argument("--out", required=True, metavar="DIR", help="the directory for the Parquet part files")
    parser.add_argument("--bins", type=int, default=0, help="add a histogram of N bins over the run-outs (default 0)")
    parser.add_argument(
        "--boards", metavar="BOARDS", help="only these boards, comma-separated, e.g. Ah7d2c,KsQs9s (default: all)"
    )
    parser.add_argument("--boards-per-task", type=int, metavar="N", help="canonical boards in one task and one file")
    parser.add_argument("--overwrite", action="store_true", help="replace the part files of an earlier table in DIR")
    add_cluster_arguments(parser)
    json_option(parser, "the summary")


def cmd_strength(args: argparse.Namespace) -> int:
    from ..distributed.strength import strength_table

    boards = [board.strip() for board in args.boards.split(",") if board.strip()] if args.boards else None
    started = time.perf_counter()
    with cluster(args) as client:
        table = strength_table(
            args.street,
            out=args.out,
            client=client,
            bins=args.bins,
            boards=boards,
            boards_per_task=args.boards_per_task,
            overwrite=args.overwrite,
            progress=show_progress(args),
        )
    seconds = time.perf_counter() - started
    summary = {
        "street": table.street,
        "path": str(table.path),
        "boards": table.boards,
        "rows": table.rows,
        "partitions": table.partitions,
        "weight": table.weight,
        "mean_ehs": table.mean_ehs,
        "seconds": round(seconds, 3),
    }
    if args.json:
        print_json(summary)
        return 0
    print(f"{table.street} table: {table.rows:,} situations from {table.boards:,} canonical boards")
    files = "1 Parquet file" if table.partitions == 1 else f"{table.partitions:,} Parquet files"
    print(f"written to {table.path} as {files}")
    print(f"raw situations covered: {table.weight:,}; weighted mean EHS {table.mean_ehs:.12f}")
    print(f"took {seconds:.1f} s")
    return 0
