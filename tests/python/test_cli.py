"""The xiapl command line, run as a user would run it: eval, range, --version, the pipe."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, env=dict(os.environ))


def test_eval_spaced_and_compact_agree():
    spaced = run("eval", "As", "Ks", "Qs", "Js", "Ts", "2c", "7h")
    compact = run("eval", "AsKsQsJsTs2c7h")
    assert spaced.returncode == 0, spaced.stderr
    assert spaced.stdout == compact.stdout
    lines = spaced.stdout.splitlines()
    assert lines[0] == "Straight Flush, Ace-high"
    assert "  name       royal flush" in lines
    assert "  category   Straight Flush" in lines


def test_eval_prints_the_best_five_in_hand_order_and_kickers_as_ranks():
    pair = run("eval", "7d", "Jh", "3s", "As", "Jd", "9c", "2h").stdout.splitlines()
    assert pair[0] == "One Pair, Jacks [A 9 7]"
    assert "  kickers    A 9 7" in pair
    assert "  best five  Jh Jd As 9c 7d" in pair  # the pair first, in the order typed, then the kickers
    royal = run("eval", "Ts", "Js", "2c", "Qs", "Ks", "As", "7h").stdout.splitlines()
    assert "  best five  As Ks Qs Js Ts" in royal
    wheel = run("eval", "Ac", "2c", "3d", "4h", "5s", "Kd").stdout.splitlines()
    assert wheel[0] == "Straight, Five-high"
    assert "  best five  5s 4h 3d 2c Ac" in wheel  # the ace plays low, so it comes last
    assert "  kickers    -" in wheel
    for cards, first in [
        ("AsKd9c7h3s", "High Card, Ace [K 9 7 3]"),
        ("KhKd9s9c4d", "Two Pair, Kings and Nines [4]"),
        ("7h7d7sAcKd", "Three of a Kind, Sevens [A K]"),
        ("AsJs9s6s3s", "Flush, Ace-high [J 9 6 3]"),
        ("KhKdKs9c9d", "Full House, Kings over Nines"),
        ("AhAdAsAcKd", "Four of a Kind, Aces [K]"),
    ]:
        assert run("eval", cards).stdout.splitlines()[0] == first


def test_python_describe_hand_keeps_its_format():
    from xiapl.eval import describe_hand, evaluate_cards

    assert describe_hand(evaluate_cards("JhJdAs9c7d")) == "One Pair [11 14 9 7]"


def test_eval_omaha_shows_the_hole_cards_used():
    result = run("eval", "--game", "plo", "--board", "2h7dJc4s9h", "--hole", "AsKsQdJd")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "One Pair, Jacks [A 9 7]"
    assert "  best five  Jd Jc As 9h 7d" in lines
    assert "  hole used  Jd As" in lines


def test_eval_bad_input_exits_2_with_the_reason():
    for args, fragment in [
        (["eval", "AsKsQs"], "3 cards given (As Ks Qs); a hand is evaluated from 5, 6 or 7 cards"),
        (["eval", "AsKsQsJsXx"], '"X" is not a rank'),
        (["eval", "--board", "2h7dJc"], "--hole"),
        (["eval", "--game", "plo", "AsKsQsJsTs"], "PLO needs --board and --hole"),
        (["eval", "--game", "stud", "--board", "2h7dJc", "--hole", "AsKs"], "stud"),
    ]:
        result = run(*args)
        assert result.returncode == 2, (args, result.stdout)
        assert fragment in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr


def test_module_entry_point_and_version_on_lines_of_their_own():
    import xiapl

    result = subprocess.run(
        [sys.executable, "-m", "xiapl", "--version"],
        capture_output=True,
        text=True,
        env=dict(os.environ, COLUMNS="30"),  # argparse wraps its texts to COLUMNS; the version is not wrapped
    )
    assert result.returncode == 0 and result.stdout.startswith(f"xiapl {xiapl.__version__} (C ABI ")
    assert result.stdout.splitlines()[1] == f"library {xiapl.get_library_path()}"


def test_range_prints_size_weight_and_grid():
    result = run("range", "JJ+,AKs,AQo:0.5")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == 'Hold\'em range "JJ+,AKs,AQo:0.5"'
    assert lines[1] == "40 combos (3.02 % of 1,326), total weight 34"
    grid = lines[3:16]
    assert grid[0].split()[:2] == ["AA", "AKs"]
    assert grid[2].split()[0] == "AQo*"  # offsuit below the diagonal, partial weight
    assert grid[3].split()[3] == "JJ" and grid[4].split()[4] == "."
    assert all(len(row.split()) == 13 for row in grid)


def test_range_summarises_omaha_by_item():
    result = run("range", "AAKKds, JT98-8765, AA**", "--game", "plo")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == 'PLO range "AAKKds, JT98-8765, AA**"'
    assert lines[1].startswith("7,985 combos (2.95 % of 270,725)")
    rows = {line.split()[0]: line.split()[1] for line in lines[4:7]}
    assert rows == {"AAKKds": "6", "JT98-8765": "1,024", "AA**": "6,961"}
    six = run("range", "AAKKQQ", "--game", "plo6")
    assert six.stdout.splitlines()[0] == 'PLO6 range "AAKKQQ"'


def test_range_errors_teach_the_grammar():
    result = run("range", "AA", "--game", "plo")
    assert result.returncode == 2 and "AA**" in result.stderr


def test_game_names_as_players_write_them():
    assert run("equity", "AsKsQdJdTc", "2c7cJh9d8s", "--game", "plo5").stdout.startswith("PLO5, board -")
    assert run("equity", "AsKs", "QdQc").stdout.startswith("Hold'em, board -")
    assert json.loads(run("range", "AAKK**", "--game", "omaha6", "--json").stdout)["game"] == "plo6"


def test_a_closed_pipe_stops_the_output_quietly():
    # `xiapl range ... | head -0`: the reader is gone before the first write, so every
    # write fails with EPIPE; the command stops without a traceback.
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "xiapl", "range", "JJ+,AKs"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            env=dict(os.environ),
        )
    finally:
        os.close(write_end)
    assert result.returncode == 1
    assert result.stderr == ""
