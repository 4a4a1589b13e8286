"""The xiapl command line, run as a user would run it."""

from __future__ import annotations

import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["xiapl", *args], capture_output=True, text=True)


def test_eval_spaced_and_compact_agree():
    spaced = run("eval", "As", "Ks", "Qs", "Js", "Ts", "2c", "7h")
    compact = run("eval", "AsKsQsJsTs2c7h")
    assert spaced.returncode == 0, spaced.stderr
    assert spaced.stdout == compact.stdout
    assert spaced.stdout.splitlines()[0] == "Straight Flush [14]"
    assert "royal flush" in spaced.stdout
    assert "StraightFlush" in spaced.stdout


def test_eval_omaha_shows_the_hole_cards_used():
    result = run("eval", "--game", "plo", "--board", "2h7dJc4s9h", "--hole", "AsKsQdJd")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "One Pair [11 14 9 7]"
    assert "pair of jacks" in result.stdout
    used = next(line for line in lines if "hole used" in line).split()[-2:]
    assert sorted(used) == ["As", "Jd"]


def test_eval_bad_input_exits_2_with_the_reason():
    for args, fragment in [
        (["eval", "AsKsQs"], "5"),
        (["eval", "AsKsQsJsXx"], "not a rank"),
        (["eval", "--board", "2h7dJc"], "--hole"),
        (["eval", "--game", "plo", "AsKsQsJsTs"], "--board"),
        (["eval", "--game", "stud", "--board", "2h7dJc", "--hole", "AsKs"], "stud"),
    ]:
        result = run(*args)
        assert result.returncode == 2, (args, result.stdout)
        assert fragment in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr


def test_module_entry_point():
    result = subprocess.run([sys.executable, "-m", "xiapl", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("xiapl ")


def test_range_prints_size_weight_and_grid():
    result = run("range", "JJ+,AKs,AQo:0.5")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "40 combos, total weight 34" in lines[0]
    grid = lines[2:15]
    assert grid[0].split()[:2] == ["AA", "AKs"]
    assert grid[2].split()[0] == "AQo*"  # offsuit below the diagonal, partial weight
    assert grid[3].split()[3] == "JJ" and grid[4].split()[4] == "."


def test_range_errors_teach_the_grammar():
    result = run("range", "AA", "--game", "plo")
    assert result.returncode == 2 and "AA**" in result.stderr


def test_equity_accepts_ranges():
    result = run("equity", "AA", "KK")
    assert result.returncode == 0, result.stderr
    rows = {line.split()[0]: line.split()[1] for line in result.stdout.splitlines()[2:4]}
    assert rows == {"AA": "81.95", "KK": "18.05"}
    assert "exact" in result.stdout and "chop rate" not in result.stdout


def test_a_closed_pipe_stops_the_output_quietly():
    # `xiapl range ... | head -0`: the reader is gone before the first write, so every
    # write fails with EPIPE; the command stops without a traceback.
    import os

    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            ["xiapl", "range", "JJ+,AKs"], stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60
        )
    finally:
        os.close(write_end)
    assert result.returncode == 1
    assert result.stderr == ""
