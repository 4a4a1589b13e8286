"""The picture of a flop report: the hero's equity on every flop, sorted, coloured by texture."""

from __future__ import annotations

import itertools
import math
import os
from typing import TYPE_CHECKING, Any

from .._extras import missing_extra

if TYPE_CHECKING:
    import pandas

__all__ = ["TEXTURE_COLOURS", "plot_flop_report"]

#: The colour of each ``texture`` label (see ``flop_texture``), in the legend's order.
TEXTURE_COLOURS = {
    "monotone": "tab:purple",
    "paired": "tab:red",
    "connected": "tab:orange",
    "two-tone": "tab:blue",
    "rainbow": "tab:gray",
}


def _pyplot() -> Any:
    try:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib import pyplot
    except ImportError:
        raise missing_extra("matplotlib", "plot_flop_report", "plot") from None
    return pyplot


def plot_flop_report(report: pandas.DataFrame, path: str | os.PathLike[str], *, title: str | None = None) -> None:
    """Draws the hero's equity by flop into ``path`` (.png, .svg, .pdf: the extension decides).

    The flops stand side by side from the hero's worst to best, each as wide
    as its share of the frequency, coloured by its ``texture``; a line marks
    the frequency-weighted equity. Flops where no pair of combos is live are
    left out. Needs matplotlib (``pip install 'xiapl[plot]'``).
    """
    pyplot = _pyplot()
    live = report[report["frequency"] > 0].sort_values(["hero_equity", "flop_mask"], kind="stable")
    total = math.fsum(live["frequency"])
    figure, axes = pyplot.subplots(figsize=(9, 4.5))
    if total > 0:
        from matplotlib.collections import PolyCollection

        shares = [100 * f / total for f in live["frequency"]]
        lefts = [0.0, *itertools.accumulate(shares)][: len(shares)]
        heights = [100 * e for e in live["hero_equity"]]
        # One collection of rectangles draws thousands of flops much faster than one bar each.
        bars = [
            ((left, 0.0), (left, height), (left + width, height), (left + width, 0.0))
            for left, width, height in zip(lefts, shares, heights, strict=True)
        ]
        colours = [TEXTURE_COLOURS[t] for t in live["texture"]]
        axes.add_collection(PolyCollection(bars, facecolors=colours, edgecolors=colours, linewidths=0.2))
        mean = math.fsum(f * e for f, e in zip(live["frequency"], live["hero_equity"], strict=True)) / total
        axes.axhline(100 * mean, color="black", linestyle="--", linewidth=1, label=f"equity {100 * mean:.2f} %")
    for texture, colour in TEXTURE_COLOURS.items():
        axes.bar([0], [0], width=0, color=colour, label=texture)
    axes.set_xlim(0, 100)
    axes.set_ylim(0, 100)
    axes.set_xlabel("flops, worst to best for the hero (% of the deals)")
    axes.set_ylabel("hero equity (%)")
    if title:
        axes.set_title(title)
    axes.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize="small")
    figure.tight_layout()
    figure.savefig(os.fspath(path))
    pyplot.close(figure)
