"""strength_table: the Parquet table of a street, the same in process and on Dask,
each board's rows complete and their orbit-weighted mean EHS one half."""

from __future__ import annotations

import json
import math
import os
import signal
import threading
import time
from pathlib import Path

import pandas as pd
import pytest

from xiapl.canonicalize import generate_canonical_boards, stream_canonical_situations
from xiapl.cli import main
from xiapl.distributed import StrengthTable, connect, strength_table
from xiapl.simulation import SimulationOptions, calculate_equity_vs_random
from xiapl.utils import mask_to_cards


def _situations(board_size: int, boards: set[int]) -> list[tuple[int, int, int]]:
    """The core's situation stream, kept to some boards: the rows a table of those boards must hold."""
    rows = []
    last = max(boards)
    for chunk in stream_canonical_situations(board_size, chunk_size=1 << 14):
        if chunk.boards[0] > last:
            break
        if not boards.intersection(chunk.boards):
            continue
        for hero, board, weight in zip(chunk.heroes, chunk.boards, chunk.weights, strict=True):
            if board in boards:
                rows.append((hero, board, weight))
    return rows


def _boards(board_size: int, count: int, step: int) -> list[int]:
    every = generate_canonical_boards(board_size)
    return [every[i].board for i in range(0, min(len(every), count * step), step)]


def _read(path: Path) -> pd.DataFrame:
    return pd.read_parquet(path).reset_index(drop=True)


def _weighted_mean_per_board(frame: pd.DataFrame) -> pd.Series:
    weighted = frame.assign(product=frame["weight"] * frame["ehs"]).groupby("board")
    return weighted["product"].sum() / weighted["weight"].sum()


@pytest.mark.parametrize(("street", "size", "count", "step"), [("river", 5, 40, 301), ("turn", 4, 6, 2711)])
def test_rows_are_the_situation_stream_and_each_board_averages_one_half(
    street: str, size: int, count: int, step: int, tmp_path: Path
) -> None:
    boards = _boards(size, count, step)
    table = strength_table(street, out=tmp_path, boards=boards, boards_per_task=7)
    frame = _read(tmp_path)
    expected = _situations(size, set(boards))
    assert list(zip(frame["hero"], frame["board"], frame["weight"], strict=True)) == expected
    assert (table.rows, table.boards, table.partitions) == (len(expected), len(boards), math.ceil(len(boards) / 7))
    assert table.weight == sum(weight for _, _, weight in expected)
    assert _weighted_mean_per_board(frame).sub(0.5).abs().max() < 1e-12
    assert table.mean_ehs == pytest.approx(0.5, abs=1e-12)


def test_sampled_rows_equal_equity_against_a_random_hand(tmp_path: Path) -> None:
    boards = _boards(3, 2, 877) + _boards(4, 1, 1)
    strength_table("flop", out=tmp_path / "flop", boards=boards[:2])
    strength_table("turn", out=tmp_path / "turn", boards=boards[2:])
    for street in ("flop", "turn"):
        frame = _read(tmp_path / street)
        for row in frame.iloc[:: max(1, len(frame) // 12)].itertuples():
            result = calculate_equity_vs_random(int(row.hero), int(row.board), options=SimulationOptions.exact())
            assert row.ehs == pytest.approx(result.players[0].equity, abs=1e-12), (street, mask_to_cards(int(row.hero)))


def _assert_same_table(one: StrengthTable, one_path: Path, other: StrengthTable, other_path: Path) -> None:
    """The same summary, and every part file byte for byte."""
    assert (one.rows, one.partitions, one.weight, one.mean_ehs) == (
        other.rows,
        other.partitions,
        other.weight,
        other.mean_ehs,
    )
    for part in sorted(one_path.glob("part-*.parquet")):
        assert part.read_bytes() == (other_path / part.name).read_bytes()


@pytest.mark.parametrize("fixture", ["local_client_1", "local_client_2"])
def test_the_same_table_on_dask(fixture: str, request: pytest.FixtureRequest, tmp_path: Path) -> None:
    client = request.getfixturevalue(fixture)
    boards = _boards(5, 30, 4001)
    here = strength_table("river", out=tmp_path / "here", boards=boards, bins=5, boards_per_task=4)
    there = strength_table("river", out=tmp_path / "there", boards=boards, bins=5, boards_per_task=4, client=client)
    _assert_same_table(here, tmp_path / "here", there, tmp_path / "there")
    assert not list((tmp_path / "there").glob("*.tmp"))


def test_histograms_count_the_run_outs(tmp_path: Path) -> None:
    strength_table("turn", out=tmp_path, boards=_boards(4, 2, 5003), bins=8)
    frame = _read(tmp_path)
    assert {len(row) for row in frame["histogram"]} == {8}
    assert {int(sum(row)) for row in frame["histogram"]} == {46}


def test_the_whole_flop_street_averages_one_half(local_client_2: object, tmp_path: Path) -> None:
    table = strength_table("flop", out=tmp_path, client=local_client_2)
    assert table.boards == 1755
    assert table.weight == 22100 * 1176
    assert table.mean_ehs == pytest.approx(0.5, abs=1e-12)


def test_refusals(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="street is one of flop, turn, river"):
        strength_table("preflop", out=tmp_path)
    with pytest.raises(ValueError, match="bins"):
        strength_table("river", out=tmp_path, bins=-1)
    with pytest.raises(ValueError, match="has 3 cards"):
        strength_table("river", out=tmp_path, boards=["Ah7d2c"])
    strength_table("river", out=tmp_path, boards=["Ah7d2cKs9s"])
    with pytest.raises(ValueError, match="already holds a table"):
        strength_table("river", out=tmp_path, boards=["Ah7d2cKs9s"])
    again = strength_table("river", out=tmp_path, boards=["Ah7d2cKs9s"], overwrite=True)
    assert again.partitions == len(list(tmp_path.glob("part-*.parquet"))) == 1


def test_the_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "table"
    command = ["strength", "--street", "river", "--boards", "Ah7d2cKs9s,AsKsQsJsTs", "--out", str(out)]
    assert main([*command, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["boards"] == 2 and summary["partitions"] == 1
    assert summary["rows"] == len(_read(out))
    assert main(["strength", "--street", "river", "--boards", "Ah7d2cKs9s", "--out", str(out)]) == 2
    assert "already holds a table" in capsys.readouterr().err


def test_a_worker_killed_mid_table_changes_nothing(tmp_path: Path) -> None:
    boards = _boards(5, 48, 97)
    here = strength_table("river", out=tmp_path / "here", boards=boards, boards_per_task=2)
    there = tmp_path / "there"
    killed: list[int] = []
    with connect(workers=2) as client:
        pids = list(client.run(os.getpid).values())

        def kill_after_the_first_part() -> None:
            deadline = time.monotonic() + 60
            while not list(there.glob("part-*.parquet")) and time.monotonic() < deadline:
                time.sleep(0.005)
            os.kill(pids[0], signal.SIGKILL)
            killed.append(pids[0])

        killer = threading.Thread(target=kill_after_the_first_part)
        killer.start()
        table = strength_table("river", out=there, boards=boards, boards_per_task=2, client=client)
        killer.join()
        assert pids[0] not in client.run(os.getpid).values()
    assert killed
    _assert_same_table(here, tmp_path / "here", table, there)
    assert sorted(p.name for p in there.iterdir()) == sorted(p.name for p in (tmp_path / "here").iterdir())
