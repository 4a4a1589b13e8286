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
