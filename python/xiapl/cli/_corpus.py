"""``xiapl corpus``: per-player statistics over many PHH hand histories, in this process or on Dask
(xiapl.distributed.corpus)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ._cluster import add_cluster_arguments, cluster, show_progress
from ._output import files_argument, json_option

if TYPE_CHECKING:
    from ..distributed.corpus import CorpusReport

__all__ = ["add_arguments", "cmd_corpus"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl corpus`` (registered by xiapl.cli)."""
    files_argument(parser, ".phh and .phhs files, folders (every hand history beneath them)", "hands/**/*.phh")
    json_option(parser, "the report")
    add_cluster_arguments(parser)


def _count(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")


def _text(report: CorpusReport) -> list[str]:
    lines = [f"{_count(report.hands, 'hand')} replayed from {_count(report.files, 'file')}"]
    left_out = [_count(n, what) for n, what in ((report.failed_files, "file"), (report.failed_hands, "hand")) if n]
    if left_out:
        lines[0] += f"; left out (see above): {' and '.join(left_out)}"
    if not report.rows:
        return lines
    width = max(len("player"), *(len(row.player) for row in report.rows))
    lines.append(f"{'player':<{width}}  {'hands':>8}  {'net':>16}  {'all-in adjusted':>16}  {'VPIP':>6}  {'PFR':>6}")
    for row in report.rows:
        lines.append(
            f"{row.player:<{width}}  {row.hands:>8,}  {row.net:>16,}  {float(row.allin_adjusted_net):>16,.2f}"
            f"  {100 * row.vpip_rate:>5.1f}%  {100 * row.pfr_rate:>5.1f}%"
        )
    lines.append(f"{'total':<{width}}  {'':>8}  {report.net_total:>16,}")
    if report.allin_hands or report.allin_unknown:
        lines.append(
            f"all-in before the river: {_count(report.allin_hands, 'hand')} counted at the all-in equity"
            + (
                f", {_count(report.allin_unknown, 'hand')} at the result (a live player's cards unknown)"
                if report.allin_unknown
                else ""
            )
        )
    return lines


def cmd_corpus(args: argparse.Namespace) -> int:
    from ..distributed.corpus import corpus_report

    with cluster(args) as client:
        report = corpus_report(args.files, client=client, progress=show_progress(args))
    for failure in report.failures:  # with --json too: the document on stdout stays whole
        print(f"xiapl corpus: {failure}", file=sys.stderr)
    print(report.to_json() if args.json else "\n".join(_text(report)))
    return 1 if report.failures else 0
