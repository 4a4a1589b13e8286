"""Hand-strength tables: every canonical (hero, board) situation of a street
with its expected hand strength against a random hand, written as Parquet.

    >>> from xiapl.distributed import strength_table
    >>> table = strength_table("turn", out="strength-turn")   # doctest: +SKIP
    >>> table.rows                                            # doctest: +SKIP
    13960050

The core computes one board's rows at a time (``xiapl_strength_board``: every
hand of each full board evaluated once); a task takes a run of consecutive
canonical boards and writes them as one Parquet file, ``part-NNNNN.parquet``,
in the output directory. The workers write the files themselves, so the
client holds no rows and the river's 123,156,254 rows never meet in memory.

Columns (one row per situation, in the order of the core's situation stream:
boards ascending by mask, heroes ascending within a board):

- ``hero``, ``board``: card masks (``xiapl.utils.mask_to_cards`` reads them);
- ``weight``: the situation's orbit size, the raw (hero, board) pairs it
  stands for;
- ``ehs``: the probability of beating a random hand plus half of tying it,
  over every run-out still to come;
- ``ehs2``: the mean of the squared river strength over the run-outs (the
  same as ``ehs`` squared on the river);
- ``histogram`` (when ``bins`` > 0): how many run-outs leave the river
  strength in each of ``bins`` equal bins of [0, 1].
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._extras import missing_extra
from ..canonicalize import canonicalize_board_mask, generate_canonical_boards
from ..strength import board_strengths
from ..utils import cards_to_mask
from ._runner import ClientLike, run_tasks

__all__ = ["STREETS", "StrengthTable", "strength_table"]

#: The streets a table can be built for, and their board sizes.
STREETS = {"flop": 3, "turn": 4, "river": 5}

# Boards a task takes: about a second of work, and at most a few million rows in memory.
_BOARDS_PER_TASK = {"flop": 16, "turn": 200, "river": 1000}

_PART = "part-{:05d}.parquet"


@dataclass(frozen=True)
class StrengthTable:
    """What a finished ``strength_table`` job wrote."""

    street: str
    path: Path  #: the directory of part files (``pandas.read_parquet(path)`` reads them all)
    boards: int
    rows: int
    partitions: int
    weight: int  #: the sum of the rows' orbit sizes: raw (hero, board) pairs covered
    mean_ehs: float  #: the orbit-weighted mean ``ehs``; 0.5 for any whole street or whole boards


def _street(street: str) -> int:
    if street not in STREETS:
        raise ValueError(f"street is one of {', '.join(STREETS)}, not {street!r}")
    return STREETS[street]


def _chosen_boards(boards: Iterable[Any], size: int) -> list[int]:
    chosen = set()
    for board in boards:
        mask = board if isinstance(board, int) else cards_to_mask(board)
        if mask.bit_count() != size:
            raise ValueError(f"board {board!r} has {mask.bit_count()} cards; this street's boards have {size}")
        chosen.add(canonicalize_board_mask(mask))
    return sorted(chosen)


def _output_directory(out: str | os.PathLike[str], overwrite: bool) -> Path:
    path = Path(out)
    if path.exists() and not path.is_dir():
        raise ValueError(f"{path} is a file; give a directory for the part files")
    stale = sorted(path.glob("part-*.parquet")) if path.is_dir() else []
    if stale and not overwrite:
        raise ValueError(
            f"{path} already holds a table ({len(stale)} part files): choose an empty directory, "
            "or overwrite it (overwrite=True, --overwrite)"
        )
    for file in stale:
        file.unlink()
    path.mkdir(parents=True, exist_ok=True)
    return path


def _write_partition(boards: list[int], bins: int, path: str, part: int) -> tuple[int, int, float]:
    """One task: the rows of consecutive canonical boards, written as one Parquet file.

    Returns the rows written, their total weight and their weighted ``ehs`` sum.
    """
    try:
        import numpy as np
        import pyarrow as pa  # type: ignore[import-untyped]
        import pyarrow.parquet as pq  # type: ignore[import-untyped]
    except ImportError as exc:
        raise missing_extra(exc.name or "pyarrow", "strength_table", "distributed") from exc

    parts = [board_strengths(board, bins=bins) for board in boards]

    def column(name: str, dtype: type) -> Any:
        return np.concatenate([np.frombuffer(getattr(rows, name), dtype=dtype) for rows in parts])

    weights, ehs = column("orbit_sizes", np.uint64), column("ehs", np.float64)
    columns = {
        "hero": pa.array(column("heroes", np.uint64)),
        "board": pa.array(np.repeat(np.array(boards, dtype=np.uint64), [len(rows.heroes) for rows in parts])),
        "weight": pa.array(weights),
        "ehs": pa.array(ehs),
        "ehs2": pa.array(column("ehs2", np.float64)),
    }
    if bins:
        columns["histogram"] = pa.FixedSizeListArray.from_arrays(pa.array(column("histogram", np.uint32)), bins)
    final = Path(path) / _PART.format(part)
    partial = final.with_suffix(f".{os.getpid()}.tmp")
    pq.write_table(pa.table(columns), partial)
    # A retried task rewrites the same bytes; the rename makes a half-written file impossible.
    os.replace(partial, final)
    # Orbit sizes are at most 24, so each product is exact, and fsum rounds the sum once: the same
    # figure on every machine, where a BLAS dot product may add in another order.
    return len(weights), int(weights.sum()), math.fsum((weights * ehs).tolist())


def strength_table(
    street: str,
    *,
    out: str | os.PathLike[str],
    client: ClientLike = None,
    bins: int = 0,
    boards: Iterable[Any] | None = None,
    boards_per_task: int | None = None,
    overwrite: bool = False,
    progress: bool = False,
) -> StrengthTable:
    """Build the hand-strength table of a street ("flop", "turn" or "river") into ``out``.

    ``boards`` limits the table to some boards (cards or masks; each stands for
    its canonical board); by default every canonical board of the street.
    ``bins`` adds a histogram column over the run-outs. ``out`` must be a new or
    empty directory unless ``overwrite`` is true, which deletes the old part files.
    """
    size = _street(street)
    if isinstance(bins, bool) or not isinstance(bins, int) or not 0 <= bins <= 1000:
        raise ValueError(f"bins is a count from 0 (no histogram) to 1000, not {bins!r}")
    per_task = boards_per_task or _BOARDS_PER_TASK[street]
    if isinstance(per_task, bool) or not isinstance(per_task, int) or per_task < 1:
        raise ValueError(f"boards_per_task is a count >= 1, not {boards_per_task!r}")
    masks = _chosen_boards(boards, size) if boards is not None else [b.board for b in generate_canonical_boards(size)]
    if not masks:
        raise ValueError("no boards to build: give at least one board, or none for the whole street")
    path = _output_directory(out, overwrite)
    tasks = [(masks[i : i + per_task], bins, str(path), i // per_task) for i in range(0, len(masks), per_task)]
    rows = weight = 0
    weighted_ehs = [0.0] * len(tasks)
    for index, (count, part_weight, part_ehs) in run_tasks(
        _write_partition, tasks, client=client, progress=progress, description=f"{street} boards"
    ):
        rows += count
        weight += part_weight
        weighted_ehs[index] = part_ehs
    # A worker lost while writing leaves its unfinished file behind; the task's rerun wrote the part.
    for unfinished in path.glob("part-*.tmp"):
        unfinished.unlink(missing_ok=True)
    return StrengthTable(
        street=street,
        path=path,
        boards=len(masks),
        rows=rows,
        partitions=len(tasks),
        weight=weight,
        mean_ehs=math.fsum(weighted_ehs) / weight,
    )
