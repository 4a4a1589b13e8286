"""The equity breakdown by the winning hand's category: every turn and river of
a flop against phevaluator's judgement, Monte Carlo and ranges against their
sums and each other, the CLI's table and JSON, values, and the refusals."""

from __future__ import annotations

import copy
import itertools
import json
import os
import pickle
import subprocess
import sys

import pytest
from phevaluator import evaluate_cards as ph_evaluate

from xiapl import CategoryBreakdown, HandCategory, HandValue
from xiapl.errors import UnsupportedError
from xiapl.range import Range
from xiapl.simulation import (
    SimulationOptions,
    calculate_equity,
    calculate_multiway_range_equity,
    calculate_range_equity,
)

NAMES = [r + s for s in "cdhs" for r in "23456789TJQKA"]  # card id = suit * 13 + rank


def split(text: str) -> list[str]:
    return [text[i : i + 2] for i in range(0, len(text), 2)]


@pytest.mark.parametrize(
    ("holes", "board"),
    [(["AsKs", "QdQc"], "2c7d9h"), (["Th9h", "8c8d", "AsKd"], "Jh5c4d"), (["AhAd", "AcAs"], "Kh2h3h")],
)
def test_every_board_as_phevaluator_judges_it(holes: list[str], board: str) -> None:
    result = calculate_equity(holes, board, breakdown=True)
    assert result.exact and len(result.breakdown) == len(holes)
    used = set(split("".join(holes) + board))
    deck = [c for c in NAMES if c not in used]
    win = [[0] * 9 for _ in holes]
    tie = [[0] * 9 for _ in holes]
    boards = 0
    for turn_river in itertools.combinations(deck, 2):
        ranks = [ph_evaluate(*split(h + board), *turn_river) for h in holes]  # 1 is the best hand
        best = min(ranks)
        category = HandValue(7463 - best).category
        winners = [p for p, r in enumerate(ranks) if r == best]
        for p in winners:
            (win if len(winners) == 1 else tie)[p][category] += 1
        boards += 1
    for p, b in enumerate(result.breakdown):
        assert b.win == tuple(n / boards for n in win[p])
        assert b.tie == tuple(n / boards for n in tie[p])
        assert sum(b.win) == pytest.approx(result.players[p].win, abs=1e-12)
        assert sum(b.tie) == pytest.approx(result.players[p].tie, abs=1e-12)


def test_monte_carlo_sums_and_threads() -> None:
    hands = ["AsKs", "QdQc", "7h6h"]
    one = calculate_equity(hands, 0, SimulationOptions.mc_seeded(200_000, 3, threads=1), breakdown=True)
    two = calculate_equity(hands, 0, SimulationOptions.mc_seeded(200_000, 3, threads=2), breakdown=True)
    assert not one.exact and one.breakdown == two.breakdown
    for p, b in zip(one.players, one.breakdown, strict=True):
        assert sum(b.win) == pytest.approx(p.win, abs=1e-12)
        assert sum(b.tie) == pytest.approx(p.tie, abs=1e-12)
    plain = calculate_equity(hands, 0, SimulationOptions.mc_seeded(200_000, 3, threads=1))
    assert plain.breakdown == () and plain.players == one.players


def test_ranges_heads_up_and_multiway_agree() -> None:
    hero, villain = Range.from_string("QQ+,AKs"), Range.from_string("JJ-99,AQs:0.5")
    hu = calculate_range_equity(hero, villain, "Jd8c3s", breakdown=True)
    mw = calculate_multiway_range_equity([hero, villain], "Jd8c3s", breakdown=True)
    assert hu.breakdown == mw.breakdown
    for p, b in zip(mw.players, mw.breakdown, strict=True):
        assert sum(b.win) == pytest.approx(p.win, abs=1e-12)
        assert sum(b.tie) == pytest.approx(p.tie, abs=1e-12)
    assert sum(hu.breakdown[0].win) + sum(hu.breakdown[0].tie) / 2 == pytest.approx(hu.hero_aggregate_equity)
    assert calculate_range_equity(hero, villain, "Jd8c3s").breakdown == ()


def test_values_copy_and_pickle() -> None:
    result = calculate_equity(["AsKs", "QdQc"], "2c7d9h", breakdown=True)
    b = result.breakdown[0]
    assert isinstance(b, CategoryBreakdown)
    assert [row[0] for row in b.rows()] == list(HandCategory)
    for clone in (copy.copy(result), copy.deepcopy(result), pickle.loads(pickle.dumps(result))):
        assert clone == result and clone.breakdown[0].win[HandCategory.Flush] == b.win[HandCategory.Flush]


def test_refusals() -> None:
    with pytest.raises(UnsupportedError, match="Hold'em and Omaha high"):
        calculate_equity(["AsKsQd2d", "2c7cJh9d"], game="plo8", breakdown=True)
    with pytest.raises(TypeError, match="breakdown must be True or False"):
        calculate_equity(["AsKs", "QdQc"], breakdown="yes")  # type: ignore[arg-type]


def xiapl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, env=os.environ)


def test_cli_table_and_json() -> None:
    out = xiapl("equity", "AsKs", "QdQc", "--board", "2c7d9h", "--breakdown")
    assert out.returncode == 0, out.stderr
    assert "won with" in out.stdout and "straight flush" in out.stdout
    data = json.loads(xiapl("equity", "AsKs", "QdQc", "--board", "2c7d9h", "--breakdown", "--json").stdout)
    for player in data["players"]:
        assert sum(v["win"] for v in player["breakdown"].values()) == pytest.approx(player["win"], abs=1e-12)
    refused = xiapl("equity", "AsKs", "--vs-random", "2", "--breakdown")
    assert refused.returncode != 0 and "--breakdown is for hands or ranges" in refused.stderr
