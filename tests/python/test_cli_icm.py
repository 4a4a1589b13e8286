"""``xiapl icm``: the exact and Monte Carlo forms agree with xiapl.icm, the
shove/call form's JSON names exactly the keys docs/cli.md lists, percentages
must add up to 100, and bad input exits 2 with a message naming it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from xiapl import icm

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", "icm", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ),
        timeout=120,
        check=False,
    )


def test_exact_and_monte_carlo_match_the_library():
    out = run("--stacks", "5000,3000,2000,1000", "--payouts", "50,30,20", "--json")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["exact"] is True
    assert tuple(doc["equity"]) == icm.prize_equity([5000, 3000, 2000, 1000], [50, 30, 20])
    out = run(
        "--stacks", "5000,3000,2000,1000", "--payouts", "50%,30%,20%", "--iterations", "500", "--seed", "4", "--json"
    )
    doc = json.loads(out.stdout)
    est = icm.prize_equity_monte_carlo([5000, 3000, 2000, 1000], [50, 30, 20], 500, seed=4)
    assert (tuple(doc["equity"]), tuple(doc["std_error"]), doc["seed"]) == (est.equity, est.std_error, 4)


def shove_table_keys() -> set[str]:
    text = (ROOT / "docs" / "cli.md").read_text()
    section = text[text.index("### `xiapl icm --shover I --caller J --json`") :]
    return set(re.findall(r"^\| `([^`]+)` \|", section, re.M))


def test_shove_call_json_names_the_documented_keys():
    out = run(
        "--stacks", "3000,4000,2000,1000", "--payouts", "50,30,20", "--posted", "100,200,0,0",
        "--shover", "0", "--caller", "1", "--caller-equity", "0.6", "--caller-tie", "0.02", "--json",
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert set(doc) == shove_table_keys()
    sc = icm.shove_call([3000, 4000, 2000, 1000], [50, 30, 20], 0, 1, 0.6, 0.02, posted=[100, 200, 0, 0])
    assert tuple(doc["call"]) == sc.call and doc["break_even"] == sc.break_even
    assert doc["decision"] == ("call" if sc.should_call else "fold")


def test_shove_call_from_hands():
    out = run(
        "--stacks", "3000,4000", "--payouts", "100", "--shover", "0", "--caller", "1",
        "--shover-range", "AsKd", "--caller-range", "QhQc", "--json",
    )  # fmt: skip
    doc = json.loads(out.stdout)
    # Winner take all, heads-up: chips are money, break-even is chip odds (3000 to call for 6000).
    assert abs(doc["break_even"] - 0.5) < 1e-12
    assert 0.5 < doc["caller_equity"] < 0.6


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--stacks", "3000,0,2000", "--payouts", "60,40"], "stacks[1] is 0"),
        (["--stacks", "3000,-1,2000", "--payouts", "60,40"], "stacks[1] is -1"),
        (["--stacks", "3000,1000,2000", "--payouts", "50%,30%,10%"], "adds up to 90%"),
        (["--stacks", "3000,1000,2000", "--payouts", "50%,30,20"], "mixes percentages"),
        (["--stacks", "3000,1000", "--payouts", "3,2,1"], "payouts has 3 places but the field has 2 players"),
        (["--stacks", "3000,1000,2000", "--payouts", "30,50"], "payouts[1] (50) is larger than payouts[0] (30)"),
        (["--stacks", "3000,x", "--payouts", "1"], "'x' is not a number"),
        (["--stacks", "3000,1000", "--payouts", "1", "--shover", "0"], "needs both --shover and --caller"),
        (["--stacks", "3000,1000", "--payouts", "1", "--shover", "0", "--caller", "1"], "--caller-equity"),
        ([f"--stacks={','.join(['100'] * 30)}", f"--payouts={','.join(['1'] * 30)}"], "Monte Carlo"),
    ],
)
def test_bad_input_exits_2_with_its_reason(args, needle):
    out = run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    assert needle in out.stderr, out.stderr
