"""xiapl.equity: hands or ranges in any form, auto mode, one result type, and the
command line's ``xiapl equity`` giving the same figures from the same function."""

from __future__ import annotations

import copy
import json
import pickle
import subprocess
import sys

import pytest

import xiapl
from xiapl import Card, EquityReport, GameType, LimitExceededError, Range, SimulationOptions


def test_hands_are_counted_exactly_as_calculate_equity_counts_them() -> None:
    report = xiapl.equity("AsKs", "QdQc", "7h6h", board="2c7d9h", dead="5h")
    lower = xiapl.calculate_equity(["AsKs", "QdQc", "7h6h"], "2c7d9h", SimulationOptions.exact(), dead="5h")
    assert report.exact and report.mode == "auto" and report.seed is None and report.std_error == 0.0
    assert report.equities == lower.equities and report.trials == lower.trials
    assert [(p.win, p.tie) for p in report.players] == [(p.win, p.tie) for p in lower.players]
    assert [p.label for p in report.players] == ["AsKs", "QdQc", "7h6h"]
    assert {p.kind for p in report.players} == {"hand"}
    assert report.board == tuple(Card(c) for c in ("2c", "7d", "9h")) and report.dead == (Card("5h"),)
    assert report.players[0].scoop is None and report.players[0].low_share is None  # not a hi/lo game


def test_every_form_of_a_hand_gives_the_same_answer() -> None:
    expected = xiapl.equity("AsKs", "QdQc").equities
    queens = Card("Qd").mask | Card("Qc").mask
    assert xiapl.equity([Card("As"), Card("Ks")], queens).equities == expected
    assert xiapl.equity(["As", "Ks"], [Card("Qd"), "Qc"]).equities == expected
    assert xiapl.equity(xiapl.cards_to_mask("AsKs"), "Qd Qc").equities == expected


def test_ranges_mix_with_hands_and_every_player_is_then_a_range() -> None:
    report = xiapl.equity("JJ+,AKs", Range.from_string("random"), board="Ks7d2c")
    lower = xiapl.calculate_multiway_range_equity(["JJ+,AKs", "random"], "Ks7d2c", SimulationOptions.auto())
    assert report.equities == lower.equities
    assert [p.kind for p in report.players] == ["range", "range"]
    assert [p.label for p in report.players] == ["JJ+,AKs", "random"]
    mixed = xiapl.equity("AsAh", [Card("Kd"), Card("Kc")], "QQ")
    as_ranges = xiapl.calculate_multiway_range_equity(["AsAh", "KdKc", "QQ"], 0, SimulationOptions.auto())
    assert mixed.equities == as_ranges.equities and {p.kind for p in mixed.players} == {"range"}
    assert sum(mixed.equities) == pytest.approx(1.0)


def test_auto_mode_runs_monte_carlo_when_counting_is_too_long_and_names_its_error() -> None:
    # The stud hi/lo call that calculate_equity refuses exactly gets an answer in auto mode.
    report = xiapl.equity("AsKsQs", "2h3h4h", game="studhilo", iterations=20_000, seed=3)
    assert not report.exact and report.mode == "monte-carlo" and report.seed == 3 and report.trials == 20_000
    assert report.std_error == max(p.std_error for p in report.players) > 0
    again = xiapl.equity("AsKsQs", "2h3h4h", game="studhilo", iterations=20_000, seed=3)
    assert again == report  # seeded: the same answer
    for p in report.players:  # hi/lo: both halves, adding up to the equity
        assert p.high_share is not None and p.low_share is not None and p.scoop is not None
        assert p.high_share + p.low_share == pytest.approx(p.equity)
    with pytest.raises(LimitExceededError) as info:
        xiapl.equity("AsKsQs", "2h3h4h", game="studhilo", exact=True)
    assert "without exact=True, xiapl.equity runs Monte Carlo" in str(info.value)


def test_hi_lo_shares_on_a_complete_board() -> None:
    report = xiapl.equity("As3sQdJd", "KhKc2d3d", game="plo8", board="2h7dJc4s9h")
    assert report.exact and report.game is GameType.PloHiLo
    first, second = report.players
    assert (first.high_share, first.low_share, second.high_share, second.low_share) == (0.0, 0.5, 0.5, 0.0)


def test_against_random_opponents() -> None:
    report = xiapl.equity("AsAh", opponents=1, board="KsKhKd")
    lower = xiapl.calculate_equity_vs_random("AsAh", "KsKhKd", 1)
    assert report.opponents == 1 and len(report.players) == 1 and report.equities == lower.equities
    assert report.exact == lower.exact


def test_results_copy_and_pickle() -> None:
    report = xiapl.equity("AsKs", "QdQc", board="2c7d9h", breakdown=True)
    assert report.players[0].breakdown is not None
    assert pickle.loads(pickle.dumps(report)) == report and copy.deepcopy(report) == report
    assert copy.copy(report) == report and isinstance(report, EquityReport)
    assert "AsKs" in repr(report) and "exact" in repr(report)


@pytest.mark.parametrize(
    "args, kwargs, message",
    [
        (("AsKs",), {}, 'give two or more hands or ranges (e.g. xiapl.equity("AsKs", "QdQc")), or one hand with'),
        ((["AsKs", "QdQc"],), {}, "unpack it: xiapl.equity(*players)"),
        (("AsKs", "AsQd"), {}, 'As of "AsQd" (hand 2) is also held by "AsKs" (hand 1); each card is dealt once'),
        (("AsKs", "QdQc"), {"dead": "AsQh"}, 'is also held by the dead cards (dead="AsQh")'),
        (("AsKs", "QdQc"), {"board": "2c7x9h"}, 'board "2c7x9h": "x" is not a suit (c, d, h, s)'),
        (("AsKx", "QdQc"), {}, '"AsKx" is neither a hand nor a range: "x" is not a suit'),
        (("AsKs", "QdQc"), {"exact": True, "seed": 1}, "seed is for Monte Carlo (auto or iterations=N)"),
        (("AsKs", "QdQc"), {"iterations": 0}, "iterations must be at least 1, got 0"),
        (("AK",), {"opponents": 2}, 'give one range "random" per opponent: xiapl.equity("AK", "random", "random")'),
        (("AsKs", "QdQc"), {"opponents": 1}, 'opponents=N takes exactly one hand, got 2; e.g. xiapl.equity("AsAh"'),
        (("AsKs", [Card("Qd")]), {}, 'player 2 ("Qd") is 1 card, and a Hold\'em hand is 2'),
        (("AA**", Range.from_string("KK")), {"game": "plo"}, "player 2 is a Hold'em range and the game is PLO"),
    ],
)
def test_bad_input_is_named_as_given(args: tuple[object, ...], kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError) as info:
        xiapl.equity(*args, **kwargs)  # type: ignore[arg-type]
    assert message in str(info.value)


def test_calculate_equity_given_ranges_points_to_xiapl_equity() -> None:
    with pytest.raises(ValueError) as info:
        xiapl.calculate_equity(["AKs", "QQ"])
    assert str(info.value).startswith('"AKs" (player 1) is a range, not a hand')
    assert 'xiapl.equity("AKs", "QQ") takes hands or ranges' in str(info.value)
    # What it names works.
    assert sum(xiapl.equity("AKs", "QQ").equities) == pytest.approx(1.0)
    with pytest.raises(ValueError, match="is not a suit"):  # a typo in cards keeps its own message
        xiapl.calculate_equity(["AsKx", "QdQc"])


def test_the_command_line_gives_the_librarys_figures() -> None:
    for args, kwargs in (
        (["AsKs", "QdQc", "--board", "2c7d9h"], {"board": "2c7d9h"}),
        (["JJ+,AKs", "random", "--board", "Ks7d2c"], {"board": "Ks7d2c"}),
        (["As3sQdJd", "KhKc2d3d", "--game", "plo8", "--iterations", "20000", "--seed", "5"], {}),
    ):
        out = subprocess.run(
            [sys.executable, "-m", "xiapl", "equity", *args, "--json"], capture_output=True, text=True, check=True
        )
        document = json.loads(out.stdout)
        players = [a for a in args[:2]]
        extra: dict[str, object] = dict(kwargs)
        if "--game" in args:
            extra.update(game="plo8", iterations=20_000, seed=5)
        report = xiapl.equity(*players, **extra)  # type: ignore[arg-type]
        assert [p["equity"] for p in document["players"]] == report.equities
        assert [p["kind"] for p in document["players"]] == [p.kind for p in report.players]
        assert document["mode"] == report.mode and document["exact"] == report.exact
        assert document["trials"] == report.trials and document["seed"] == report.seed
        if report.game.is_hilo:
            assert [p["low_share"] for p in document["players"]] == [p.low_share for p in report.players]


def test_the_python_page_runs_as_written() -> None:
    """docs/python.md's examples are doctests (test_doctests.py runs them with their outputs)."""
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "python.md").read_text(encoding="utf-8")
    blocks = [part.split("```", 1)[0] for part in page.split("```python\n")[1:]]
    assert len(blocks) == 2
    assert all(block.startswith(">>> ") for block in blocks)
    assert str(xiapl.evaluate_hand(hole="AhAc", board="As Kd 2c 7h 9s")) == "Three of a Kind [14 13 9]"
    r = xiapl.equity("AsKs", "QdQc")
    assert (r.exact, [round(p.equity, 4) for p in r.players]) == (True, [0.4621, 0.5379])
