"""``xiapl replay`` through a real process: several files, globs and .phhs in
one run, the action-by-action narrative of --verbose, the board in dealt
order, and the exit status when a replay misses the file's finishing stacks."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from xiapl import phh

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"
DWAN_IVEY = FIXTURES / "dwan-ivey-2009.phh"
PLURIBUS = FIXTURES / "pluribus" / "31"


def xiapl(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        cwd=cwd,
        timeout=300,
    )


def hand(stacks: list[int], actions: list[str], finishing: list[int] | None = None) -> phh.PhhHand:
    text = "\n".join(
        [
            'variant = "NT"',
            f"antes = {[0] * len(stacks)}",
            f"blinds_or_straddles = {[1, 2] + [0] * (len(stacks) - 2)}",
            "min_bet = 2",
            f"starting_stacks = {stacks}",
            "actions = [" + ", ".join(json.dumps(a) for a in actions) + "]",
        ]
        + ([] if finishing is None else [f"finishing_stacks = {finishing}"])
    )
    return phh.parse_phh(text)


# A heads-up all-in: p2 shoves 100, p1 has 60 and calls; 40 go back to p2, who wins with the kings.
SHOVE = ["d dh p1 QsQh", "d dh p2 KdKc", "p2 cbr 100", "p1 cc", "d db 7c8d2h", "d db 4s", "d db 3s"]


def test_several_files_globs_and_phhs_in_one_run(tmp_path: Path) -> None:
    for name in ("0.phh", "1.phh", "10.phh"):
        shutil.copy(PLURIBUS / name, tmp_path / name)
    phh.write_phh_all([hand([60, 100], SHOVE, [0, 160]), hand([60, 100], SHOVE, [0, 160])], tmp_path / "two.phhs")
    result = xiapl("replay", str(tmp_path / "*.phh"), str(tmp_path / "two.phhs"), str(DWAN_IVEY))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    headers = [line for line in out.splitlines() if ": Hand " in line]
    assert [h.split(": Hand ")[0] for h in headers] == [
        str(tmp_path / "0.phh"),
        str(tmp_path / "1.phh"),
        str(tmp_path / "10.phh"),
        str(tmp_path / "two.phhs"),
        str(tmp_path / "two.phhs"),
        str(DWAN_IVEY),
    ]
    assert out.rstrip().endswith("6 hands replayed from 5 files")
    doc = json.loads(xiapl("replay", str(tmp_path / "*.ph*"), "--json").stdout)
    assert [f["file"] for f in doc["files"]] == [str(tmp_path / n) for n in ("0.phh", "1.phh", "10.phh", "two.phhs")]
    assert [(h["file"].rsplit("/", 1)[-1], h["hand"]) for h in doc["hands"]] == [
        ("0.phh", 1),
        ("1.phh", 1),
        ("10.phh", 1),
        ("two.phhs", 1),
        ("two.phhs", 2),
    ]
    assert doc["errors"] == [] and doc["mismatches"] == 0
    assert all(h["finishing_stacks_match"] for h in doc["hands"])


def test_verbose_tells_the_hand_action_by_action(tmp_path: Path) -> None:
    path = tmp_path / "shove.phh"
    phh.write_phh(hand([60, 100], SHOVE, [0, 160]), path)
    result = xiapl("replay", str(path), "--verbose")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    story = lines[1 : next(i for i, line in enumerate(lines) if line.startswith("  player "))]
    assert story == [
        "  Forced bets: p1 2, p2 1",
        "  p1 is dealt Qs Qh",
        "  p2 is dealt Kd Kc",
        "  p2 raises to 100 and is all-in",
        "  p1 calls 58 and is all-in",
        "  Uncalled 40 returned to p2",
        "  Flop: 7c 8d 2h",
        "  Turn: 7c 8d 2h [4s]",
        "  River: 7c 8d 2h 4s [3s]",
        "  p1 has pair of queens (Qs Qh)",
        "  p2 has pair of kings (Kd Kc)",
        "  p2 wins 120",
    ]
    actions = json.loads(xiapl("replay", str(path), "--verbose", "--json").stdout)["hands"][0]["actions"]
    assert [a["kind"] for a in actions][:6] == ["forced_bets", "deal_hole", "deal_hole", "raise", "call", "returned"]
    assert actions[3] == {
        "kind": "raise",
        "player": "p2",
        "cards": None,
        "amount": 100,
        "all_in": True,
        "text": "p2 raises to 100 and is all-in",
    }
    assert json.loads(xiapl("replay", str(path), "--json").stdout)["hands"][0]["actions"] is None


def test_the_board_shows_in_dealt_order() -> None:
    out = xiapl("replay", str(DWAN_IVEY), "--verbose").stdout
    assert "  Flop: Jc 3d 5c" in out and "  Turn: Jc 3d 5c [4h]" in out
    assert "Turn all-in, board Jc3d5c4h: main pot 1,109,500" in out
    spots = json.loads(xiapl("replay", str(DWAN_IVEY), "--json").stdout)["hands"][0]["allin"]["spots"]
    assert spots[0]["board"] == "Jc3d5c4h"


def test_a_replay_that_misses_the_finishing_stacks_exits_1(tmp_path: Path) -> None:
    good, wrong = tmp_path / "good.phh", tmp_path / "wrong.phh"
    phh.write_phh(hand([60, 100], SHOVE, [0, 160]), good)
    phh.write_phh(hand([60, 100], SHOVE, [60, 100]), wrong)
    assert xiapl("replay", str(good)).returncode == 0
    result = xiapl("replay", str(good), str(wrong))
    assert result.returncode == 1, result.stderr
    assert "finishing stacks differ from the file" in result.stdout
    assert result.stdout.rstrip().endswith(
        f"2 hands replayed from 2 files; 1 do not reach the file's finishing stacks: {wrong} hand 1"
    )
    doc = json.loads(xiapl("replay", str(wrong), "--json").stdout)
    assert doc["mismatches"] == 1 and doc["hands"][0]["finishing_stacks_match"] is False
    # A hand that stops early cannot reach the finishing stacks either.
    early = tmp_path / "early.phh"
    phh.write_phh(hand([60, 100], SHOVE[:4], [0, 160]), early)
    result = xiapl("replay", str(early))
    assert result.returncode == 1
    assert "the hand stops before the end, so it does not reach the file's finishing stacks" in result.stdout


def test_a_bad_file_among_good_ones_is_named_and_the_others_still_run(tmp_path: Path) -> None:
    good, bad = tmp_path / "good.phh", tmp_path / "bad.phh"
    phh.write_phh(hand([60, 100], SHOVE, [0, 160]), good)
    phh.write_phh(hand([200, 200], ["d dh p1 AsAh", "d dh p2 KdKc", "p1 cbr 200"]), bad)
    result = xiapl("replay", str(bad), str(good))
    assert result.returncode == 2
    assert f"xiapl replay: {bad}: action 2 'p1 cbr 200'" in result.stderr
    assert f"{good}: Hand 1" in result.stdout
    assert "1 could not be replayed (see above)" in result.stdout
    both = xiapl("replay", str(bad), str(good), "--json")
    doc = json.loads(both.stdout)
    assert [e["file"] for e in doc["errors"]] == [str(bad)] and len(doc["hands"]) == 1
    assert both.returncode == 2 and both.stderr == f"xiapl replay: {doc['errors'][0]['error']}\n"
