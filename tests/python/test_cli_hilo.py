"""Hi/lo games at the command line: ``xiapl eval``, ``equity`` and ``replay`` give
both halves, in text and in --json, with the low's name ("no low" when none
qualifies) as the library's evaluate_low judges it; a file that splits an odd
chip into halves is not a replay failure, and a real difference is given in figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from xiapl import phh
from xiapl.eval import best_low_hand, evaluate_hand, evaluate_low, hand_name

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"


def xiapl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, env=dict(os.environ), timeout=300
    )


def test_eval_plo8_gives_the_low_half_in_text_and_json() -> None:
    args = ("eval", "--game", "plo8", "--board", "2h7dJc4s9h", "--hole", "As3sQdJd")
    text = xiapl(*args)
    assert text.returncode == 0, text.stderr
    low = evaluate_low("2h7dJc4s9h", "As3sQdJd", game="plo8")
    assert low is not None and hand_name(low) == "7-4-3-2-A low"
    lines = text.stdout.splitlines()
    assert lines[0] == "One Pair, Jacks [A 9 7]"  # the high half first, as before
    assert f"  low        7-4-3-2-A low (strength {low.strength} of 225)" in lines
    assert "  low five   7d 4s 3s 2h As" in lines and "  low hole   3s As" in lines
    doc = json.loads(xiapl(*args, "--json").stdout)
    assert doc["name"] == "pair of jacks" and doc["low_name"] == "7-4-3-2-A low"
    best = best_low_hand("2h7dJc4s9h", "As3sQdJd", game="plo8")
    assert best is not None
    assert sorted(doc["low"]["best_five"]) == sorted(str(c) for c in best.cards)
    assert sorted(doc["low"]["hole_used"]) == ["3s", "As"]
    assert doc["low"]["strength"] == low.strength and doc["low"]["ranks"] == [7, 4, 3, 2, 1]


def test_eval_says_no_low_when_none_qualifies() -> None:
    args = ("eval", "--game", "plo8", "--board", "2h7dJcKs9h", "--hole", "AsQsQdJd")
    assert evaluate_low("2h7dJcKs9h", "AsQsQdJd", game="plo8") is None
    assert "  low        no low" in xiapl(*args).stdout.splitlines()
    doc = json.loads(xiapl(*args, "--json").stdout)
    assert doc["low_name"] == "no low" and doc["low"] is None


def test_eval_stud_hilo_gives_both_halves() -> None:
    text = xiapl("eval", "--game", "studhilo", "As2d3c4h6s7d8c").stdout.splitlines()
    assert "  name       high card, ace" in text
    assert "  low five   6s 4h 3c 2d As" in text
    doc = json.loads(xiapl("eval", "--game", "studhilo", "As2d3c4h6s7d8c", "--json").stdout)
    assert doc["name"] == "high card, ace" and doc["low_name"] == "6-4-3-2-A low"
    assert doc["low"]["hole_used"] is None


def test_eval_of_a_high_only_game_has_no_low_fields() -> None:
    doc = json.loads(xiapl("eval", "--game", "plo", "--board", "2h7dJc4s9h", "--hole", "As3sQdJd", "--json").stdout)
    assert "low" not in doc and "low_name" not in doc
    assert "low" not in xiapl("eval", "--game", "plo", "--board", "2h7dJc4s9h", "--hole", "As3sQdJd").stdout


def test_equity_names_both_halves_once_no_card_is_to_come() -> None:
    args = ("equity", "--game", "plo8", "As3sQdJd", "KhKc5d6d", "--board", "2h7dJc4s9h")
    text = xiapl(*args).stdout
    assert "  As3sQdJd  high: pair of jacks; low: 7-4-3-2-A low" in text
    assert "  KhKc5d6d  high: pair of kings; low: 7-6-5-4-2 low" in text
    players = json.loads(xiapl(*args, "--json").stdout)["players"]
    for player in players:
        high = hand_name(evaluate_hand("2h7dJc4s9h", player["hand"], game="plo8"))
        low = evaluate_low("2h7dJc4s9h", player["hand"], game="plo8")
        assert player["high_name"] == high
        assert player["low_name"] == (hand_name(low) if low is not None else "no low")
        assert player["high_share"] + player["low_share"] == player["equity"]
    stud = json.loads(xiapl("equity", "--game", "studhilo", "As2d3c4h6s7d8d", "KhKcKd5s9s7s8s", "--json").stdout)
    assert [(p["high_name"], p["low_name"]) for p in stud["players"]] == [
        ("high card, ace", "6-4-3-2-A low"),
        ("three of a kind, kings", "no low"),
    ]
    # With cards to come there is no showdown hand to name yet.
    early = json.loads(xiapl("equity", "--game", "plo8", "As3sQdJd", "KhKc5d6d", "--board", "2h7dJc", "--json").stdout)
    assert all("low_name" not in p and "low_share" in p for p in early["players"])


def test_replay_of_a_hilo_hand_names_each_showdown_hand_by_halves() -> None:
    path = FIXTURES / "wsop-2023-43-5" / "79.phh"  # Omaha hi/lo to a three-way showdown
    hand = phh.read_phh(path)
    names = hand.players
    assert names is not None
    doc = json.loads(xiapl("replay", str(path), "--json").stdout)
    showdown = doc["hands"][0]["showdown"]
    assert len(showdown) == 3
    board = "".join(a.cards_text for a in hand.parsed_actions() if a.verb == "db")
    shows = {names[a.actor - 1]: a.cards_text for a in hand.parsed_actions() if a.verb == "sm"}
    for row in showdown:
        low = evaluate_low(board, shows[row["player"]], game="plo8")
        assert row["low_name"] == (hand_name(low, game="plo8", low=True) if low is not None else "no low")
        assert row["high_name"] == hand_name(evaluate_hand(board, shows[row["player"]], game="plo8"))
    assert "no low" in [row["low_name"] for row in showdown]
    text = xiapl("replay", str(path)).stdout
    assert "  showdown" in text
    assert all(f"    {row['player']}: high {row['high_name']}; low {row['low_name']}" in text for row in showdown)


def test_replay_of_the_documented_odd_chip_split_exits_0_with_the_figures() -> None:
    path = FIXTURES / "pluribus" / "32" / "23.phh"  # the file gives 10387.5 to each of two tied winners
    result = xiapl("replay", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "differs by +0.5" in result.stdout and "differs by -0.5" in result.stdout
    assert "finishing stacks match the file but for an odd chip" in result.stdout
    doc = json.loads(xiapl("replay", str(path), "--json").stdout)
    assert doc["mismatches"] == 0 and doc["odd_chip_splits"] == 1
    only = doc["hands"][0]
    assert only["finishing_stacks_match"] is False and only["odd_chip_split"] is True
    assert sorted(only["finishing_stacks_difference"]) == [-0.5, 0, 0, 0, 0, 0.5]
