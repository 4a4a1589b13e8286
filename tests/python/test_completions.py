"""Completions of a partial hand: every strength and the order against
phevaluator over an independent loop, histograms against the strengths, the
published counts of all five- and seven-card hands, and the refusals."""

from __future__ import annotations

import doctest
import itertools
import re
from collections import Counter
from pathlib import Path

import pytest
from phevaluator import evaluate_cards as ph_evaluate

import xiapl
from xiapl import HandCategory, completion_histogram, completions, count_completions
from xiapl.errors import InvalidArgumentError

NAMES = [r + s for s in "cdhs" for r in "23456789TJQKA"]  # card id = suit * 13 + rank


def ids(text: str) -> list[int]:
    return [NAMES.index(text[i : i + 2]) for i in range(0, len(text), 2)]


@pytest.mark.parametrize(
    ("cards", "dead", "size"),
    [("AsKsQs2d7c", "Jh", 7), ("9h9d9c5s", "8s", 6), ("2c7d", "AhKh", 5), ("AsKs2s", "3s4s", 6)],
)
def test_every_completion_in_order(cards: str, dead: str, size: int) -> None:
    hand, out = ids(cards), set(ids(dead))
    deck = [c for c in range(52) if c not in hand and c not in out]
    want = [
        7463 - ph_evaluate(*(NAMES[c] for c in hand + list(more)))
        for more in itertools.combinations(deck, size - len(hand))
    ]
    got = completions(cards, dead=dead, hand_size=size)
    assert count_completions(cards, dead=dead, hand_size=size) == len(want)
    assert list(got) == want
    by_strength = completion_histogram(cards, dead=dead, hand_size=size)
    assert isinstance(by_strength, list) and len(by_strength) == xiapl.STRENGTH_MAX + 1
    assert Counter({s: n for s, n in enumerate(by_strength) if n}) == Counter(want)
    by_category = completion_histogram(cards, dead=dead, hand_size=size, by="category")
    assert by_category == {c: sum(1 for s in want if xiapl.HandValue(s).category is c) for c in HandCategory}


def test_published_counts() -> None:
    five = completion_histogram(hand_size=5, by="category")
    assert list(five.values()) == [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]
    seven = completion_histogram(by="category")
    assert list(seven.values()) == [
        23_294_460,
        58_627_800,
        31_433_400,
        6_461_620,
        6_180_020,
        4_047_644,
        3_473_184,
        224_848,
        41_584,
    ]


def test_refusals() -> None:
    with pytest.raises(InvalidArgumentError, match="5, 6 or 7"):
        count_completions("AsKs", hand_size=8)
    with pytest.raises(InvalidArgumentError, match="both in the hand and dead"):
        completions("AsKs", dead="As")
    with pytest.raises(InvalidArgumentError, match="more than the hand size"):
        completion_histogram("AsKsQsJsTs9s", hand_size=5)
    with pytest.raises(ValueError, match='"strength" or "category"'):
        completion_histogram("AsKs", by="rank")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="hand_size"):
        count_completions("AsKs", hand_size=7.0)  # type: ignore[arg-type]
    assert len(completions("AsKsQsJsTs", hand_size=5)) == 1


def test_the_manual_example_runs() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "evaluation.md").read_text(encoding="utf-8")
    blocks = [b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "completions" in b]
    assert blocks
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner()
    for block in blocks:
        runner.run(parser.get_doctest(block, {}, "docs/evaluation.md", None, 0))
    assert runner.summarize(verbose=False).failed == 0
