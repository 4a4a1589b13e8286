"""Calls as a new user writes them: write_phh with a str path (either argument first),
parse_phh given a PhhHand (a message that says what to do), and an equity call past
the exact limit naming the Python options that get an answer."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from xiapl import GameType, LimitExceededError, SimulationOptions, calculate_equity, phh
from xiapl.table import State


def played() -> phh.PhhHand:
    return State.start([100, 100], blinds=(1, 2), button=0).to_phh()


def test_write_phh_takes_a_str_path_in_either_order(tmp_path: Path) -> None:
    hand = played()
    first, second = tmp_path / "a.phh", tmp_path / "b.phh"
    phh.write_phh(hand, str(first))
    phh.write_phh(str(second), hand)  # type: ignore[arg-type]  # the path first works too
    assert phh.read_phh(first) == hand == phh.read_phh(str(second))
    assert first.read_text() == second.read_text() == phh.format_phh(hand)
    both = tmp_path / "both.phhs"
    phh.write_phh_all(str(both), [hand, hand])  # type: ignore[arg-type]
    assert [phh.format_phh(h) for h in phh.read_phh_all(both)] == [phh.format_phh(hand)] * 2
    with pytest.raises(TypeError, match="write_phh writes a PhhHand, not a str"):
        phh.write_phh("x", "y")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="path is a str or a path, not a int"):
        phh.write_phh(hand, 3)  # type: ignore[arg-type]


def test_parse_phh_of_a_hand_says_it_is_one_already() -> None:
    hand = played()
    with pytest.raises(TypeError) as info:
        phh.parse_phh(hand)  # type: ignore[arg-type]
    message = str(info.value)
    assert message.startswith("parse_phh reads PHH text (a str), and this is a PhhHand already")
    assert "format_phh(hand)" in message and "is a str, not PhhHand" not in message
    assert phh.parse_phh(phh.format_phh(hand)) == hand
    with pytest.raises(TypeError, match="not bytes: decode it first"):
        phh.parse_phh(phh.format_phh(hand).encode())  # type: ignore[arg-type]


def test_an_equity_call_past_the_exact_limit_names_simulation_options_auto() -> None:
    with pytest.raises(LimitExceededError) as info:
        calculate_equity(["AsKsQs", "2h3h4h"], game=GameType.StudHiLo)
    message = str(info.value)
    assert "SimulationOptions.auto()" in message and "SimulationOptions.mc_seeded(" in message
    assert isinstance(info.value, ValueError)
    # What it names works.
    result = calculate_equity(["AsKsQs", "2h3h4h"], game=GameType.StudHiLo, options=SimulationOptions.auto(20_000))
    assert not result.exact and sum(result.equities) == pytest.approx(1.0)


def test_the_command_line_words_the_limit_for_its_own_options() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "xiapl", "equity", "--game", "studhilo", "AsKsQs", "2h3h4h", "--exact"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert "without --exact, xiapl equity runs Monte Carlo" in result.stderr
    assert "SimulationOptions" not in result.stderr
