"""``xiapl equity`` through a real process: auto mode by default, --exact and
--iterations to force a method, the precision of Monte Carlo stated, tables
within 100 columns, and the progress bar in a terminal."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from xiapl.range import Range
from xiapl.simulation import SimulationOptions, calculate_multiway_range_equity

WIDE = ("22+,A2s+,KTs+,ATo+", "22+,A2s+,KQs")  # the pair of ranges: too many deals to count quickly


def xiapl(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, env={**os.environ, **env}, timeout=300
    )


def test_wide_ranges_run_in_auto_mode_by_default_and_state_the_precision() -> None:
    out = xiapl("equity", *WIDE)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "Hold'em, board -"
    assert lines[1].split() == ["range", "equity", "win", "tie", "std", "error"]
    assert lines[4].startswith("Monte Carlo: 1,000,000 deals, seed 0, chop rate ")
    assert "auto: too many deals to count them all" in lines[5]
    precision = re.fullmatch(r"  precision: ± (\d\.\d\d) % on each equity \(two standard errors.*\)", lines[6])
    assert precision is not None, lines[6]
    # Seeded by default: the numbers are the library's auto run with seed 0.
    doc = json.loads(xiapl("equity", *WIDE, "--json").stdout)
    expected = calculate_multiway_range_equity([Range.from_string(r) for r in WIDE], 0, SimulationOptions.auto())
    assert [p["equity"] for p in doc["players"]] == expected.equities
    assert doc["mode"] == "auto" and doc["exact"] is False and doc["seed"] == 0 and doc["trials"] == 1_000_000
    assert doc["precision"] == max(p.std_error for p in expected.players)
    assert float(precision.group(1)) == pytest.approx(200 * doc["precision"], abs=0.006)
    assert [p["kind"] for p in doc["players"]] == ["range", "range"]


def test_auto_counts_every_deal_when_that_is_quick() -> None:
    doc = json.loads(xiapl("equity", "QQ+", "AKs,AKo", "--board", "2c7d9h", "--json").stdout)
    assert doc["mode"] == "auto" and doc["exact"] is True and doc["seed"] is None and doc["precision"] is None
    text = xiapl("equity", "AsKs", "QdQc").stdout
    assert "exact: 1,712,304 deals" in text and "precision" not in text and "std error" not in text


def test_seed_sets_the_monte_carlo_of_auto_mode() -> None:
    a = json.loads(xiapl("equity", *WIDE, "--seed", "7", "--json").stdout)
    b = json.loads(xiapl("equity", *WIDE, "--seed", "7", "--json", "--threads", "1").stdout)
    assert a["seed"] == 7 and a["players"] == b["players"]


def test_exact_and_iterations_force_the_method() -> None:
    mc = json.loads(xiapl("equity", "QQ+", "AKs", "--iterations", "20000", "--seed", "3", "--json").stdout)
    assert mc["mode"] == "monte-carlo" and mc["exact"] is False and mc["trials"] == 20_000 and mc["seed"] == 3
    exact = json.loads(xiapl("equity", "AsAh", "--vs-random", "1", "--board", "KsKhKd", "--exact", "--json").stdout)
    assert exact["mode"] == "exact" and exact["exact"] is True
    # Past the library's cap, --exact is refused with the way out.
    refused = xiapl("equity", *WIDE, "--exact")
    assert refused.returncode == 2 and refused.stdout == ""
    assert "without --exact, xiapl equity runs Monte Carlo" in refused.stderr
    both = xiapl("equity", "AsKs", "QdQc", "--exact", "--iterations", "10")
    assert both.returncode == 2 and "not allowed with argument --exact" in both.stderr
    assert both.stderr.startswith("usage: xiapl equity")


def test_long_ranges_stay_within_100_columns() -> None:
    wide = ",".join(f"{r}2s+" for r in "AKQJT98765") + ",22+,A2o+,K2o+,Q2o+,J2o+,T2o+"
    for extra in ([], ["--iterations", "20000", "--seed", "1"]):
        out = xiapl("equity", wide, "QQ+,AKs", "AhAd", "--board", "2c3c4c", *extra)
        assert out.returncode == 0, out.stderr
        lines = out.stdout.splitlines()
        assert max(len(line) for line in lines) <= 100, lines
        # The range is wrapped after a comma and continued on the next line, the numbers on its first.
        assert lines[2].startswith("  A2s+,K2s+")
        assert lines[3].startswith("    ") and "%" not in lines[3]
        assert lines[2].split()[0] + lines[3].strip() == wide


def test_vs_random_counts_the_opponents_and_names_them() -> None:
    out = xiapl("equity", "AsAh", "--vs-random", "3")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("Hold'em, board -, against 3 random opponents\n")
    one = xiapl("equity", "AsAh", "--vs-random", "1", "--board", "KsKhKd").stdout
    assert "against 1 random opponent\n" in one
    # What the refusal of a range with --vs-random suggests instead works, and agrees with the hand's own run.
    as_range = json.loads(xiapl("equity", "AsAh", "random", "--board", "KsKhKd", "--json").stdout)
    as_hand = json.loads(xiapl("equity", "AsAh", "--vs-random", "1", "--board", "KsKhKd", "--json").stdout)
    assert as_range["exact"] and as_hand["exact"]
    assert as_range["players"][0]["equity"] == pytest.approx(as_hand["players"][0]["equity"], abs=1e-12)


@pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX")
def test_progress_bar_counts_the_deals_it_names() -> None:
    pytest.importorskip("tqdm")
    # Monte Carlo: the bar counts deals (1M, 2M, ...) against the total asked for.
    text = _run_in_terminal(["equity", "AsAh", "--vs-random", "4", "--iterations", "30000000", "--threads", "1"])
    assert re.search(r"\d+(\.\d+)?M/30\.0M \[.*deals/s\]", text), text[-500:]
    # An enumeration reports its own steps: the bar shows the share done and names no unit.
    text = _run_in_terminal(["equity", "22+,AK", "A2s+,KQ,KJs", "--exact", "--threads", "1"])
    assert "counting every deal:" in text and "deals/s" not in text, text[-500:]


def _run_in_terminal(args: list[str]) -> str:
    """What the command shows in a terminal 100 columns wide, progress bar included."""
    import fcntl
    import pty
    import struct
    import termios
    import time

    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "xiapl", *args], stdin=child, stdout=child, stderr=child, env=dict(os.environ)
    )
    os.close(child)
    chunks = []
    while True:
        try:
            data = os.read(main, 4096)
        except OSError:  # the terminal closes when the process ends
            break
        if not data:
            break
        chunks.append(data)
    process.wait(timeout=300)
    os.close(main)
    text = b"".join(chunks).decode("utf-8", "replace")
    assert process.returncode == 0, text
    if "%|" not in text and time.perf_counter() - started < 1.5:
        pytest.skip("the run ended before the progress bar's first second on this machine")
    return text
