"""Jobs too big for one call, spread over the cores of a machine or a Dask cluster.

Install with ``pip install 'xiapl[distributed]'`` (Dask, pandas, pyarrow, tqdm).
Every job takes ``client=``: None runs it in this process, a
``distributed.Client`` (or a scheduler address) runs its tasks on that cluster,
and ``connect(workers=N)`` starts a local cluster of N worker processes. The
results are the same wherever the tasks ran (docs/distributed.md).
"""

from __future__ import annotations

from ._flop_plot import plot_flop_report
from ._runner import connect, run_tasks
from .corpus import CorpusFailure, CorpusPatternError, CorpusReport, PlayerTotals, corpus_report
from .flops import BOARD_FILTER_WORDS, FlopClass, flop_classes, flop_report, flop_texture, suit_symmetries
from .strength import STREETS, StrengthTable, strength_table

__all__ = [
    "CorpusFailure",
    "CorpusPatternError",
    "CorpusReport",
    "PlayerTotals",
    "connect",
    "corpus_report",
    "run_tasks",
]
__all__ += [
    "BOARD_FILTER_WORDS",
    "FlopClass",
    "flop_classes",
    "flop_report",
    "flop_texture",
    "plot_flop_report",
    "suit_symmetries",
]
__all__ += ["STREETS", "StrengthTable", "strength_table"]
