"""xiapl.strength: each board's rows against the equity of the hero against a random hand, the
orbit-weighted mean of one half, the rows of the canonical situation stream, the histogram, bad input."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from xiapl.canonicalize import canonicalize_board_mask, generate_canonical_boards, stream_canonical_situations
from xiapl.errors import InvalidArgumentError
from xiapl.simulation import SimulationOptions, calculate_equity_vs_random
from xiapl.strength import STRENGTH_MAX_BINS, board_strengths
from xiapl.utils import cards_to_mask, mask_to_cards

RUNOUTS = {3: 1081, 4: 46, 5: 1}


def canonical(text: str) -> int:
    return canonicalize_board_mask(cards_to_mask(text))


@pytest.mark.parametrize(
    ("board", "sampled"),
    [("Ad7c2h", 20), ("Ts9s8s", 20), ("Kh8h3d2c", 12), ("7s7d7c7h", 6), ("9h9d4c4s2h", 40), ("AsKsQsJsTs", 10)],
)
def test_rows_are_the_equity_against_a_random_hand(board: str, sampled: int) -> None:
    rows = board_strengths(canonical(board))
    step = max(1, len(rows.heroes) // sampled)
    for i in range(0, len(rows.heroes), step):
        result = calculate_equity_vs_random(rows.heroes[i], rows.board, options=SimulationOptions.exact())
        assert result.exact
        assert rows.ehs[i] == pytest.approx(result.players[0].equity, abs=1e-12)


@pytest.mark.parametrize("board", ["Ad7c2h", "QsQd5c", "Kh8h3d2c", "QsQd5c5h", "9h9d4c4s2h", "Ac7d2h5s9c"])
def test_the_orbit_weighted_mean_is_one_half(board: str) -> None:
    rows = board_strengths(canonical(board))
    weights = sum(rows.orbit_sizes)
    mean = math.fsum(w * e for w, e in zip(rows.orbit_sizes, rows.ehs, strict=True)) / weights
    assert mean == pytest.approx(0.5, abs=1e-12)
    # EHS^2 is a mean of squares, so at least the square of the mean, and at most the mean itself.
    for e, e2 in zip(rows.ehs, rows.ehs2, strict=True):
        assert e * e - 1e-12 <= e2 <= e + 1e-12


def test_the_river_strength_squared_is_its_square() -> None:
    rows = board_strengths(canonical("Ac7d2h5s9c"))
    for e, e2 in zip(rows.ehs, rows.ehs2, strict=True):
        assert e2 == pytest.approx(e * e, abs=1e-15)


@pytest.mark.parametrize("size", [3, 4])
def test_the_heroes_are_the_canonical_stream(size: int) -> None:
    boards = [b.board for b in generate_canonical_boards(size)][:3]
    stream: dict[int, tuple[list[int], list[int]]] = {}
    for chunk in stream_canonical_situations(size, chunk_size=4096):
        if chunk.boards[0] > boards[-1]:
            break
        for hero, board, weight in zip(chunk.heroes, chunk.boards, chunk.weights, strict=True):
            heroes, weights = stream.setdefault(board, ([], []))
            heroes.append(hero)
            weights.append(weight)
    for board in boards:
        rows = board_strengths(board)
        assert (list(rows.heroes), list(rows.orbit_sizes)) == stream[board]


@pytest.mark.parametrize(("board", "bins"), [("Ts9s8s", 7), ("Kh8h3d2c", 10), ("9h9d4c4s2h", 3), ("Kh8h3d2c", 1)])
def test_the_histogram(board: str, bins: int) -> None:
    mask = canonical(board)
    rows = board_strengths(mask, bins=bins)
    assert rows.histogram is not None and len(rows.histogram) == len(rows.heroes) * bins
    runouts = RUNOUTS[mask.bit_count()]
    for i in range(len(rows.heroes)):
        counts = rows.histogram[i * bins : (i + 1) * bins]
        assert sum(counts) == runouts
        # Every run-out lies in its bin, so the mean strength lies between the bins' edges.
        low = Fraction(sum(k * c for k, c in enumerate(counts)), bins * runouts)
        high = Fraction(sum((k + 1) * c for k, c in enumerate(counts)), bins * runouts)
        assert low - Fraction(1, 10**12) <= Fraction(rows.ehs[i]) <= high + Fraction(1, 10**12)
    assert board_strengths(mask).histogram is None


def test_a_river_histogram_is_the_bin_of_the_strength() -> None:
    rows = board_strengths(canonical("9h9d4c4s2h"), bins=STRENGTH_MAX_BINS)
    assert rows.histogram is not None
    for i, e in enumerate(rows.ehs):
        # ehs is k / 1980 exactly; its bin is min(floor(k * bins / 1980), bins - 1).
        k = round(e * 1980)
        assert abs(e * 1980 - k) < 1e-9
        want = min(k * STRENGTH_MAX_BINS // 1980, STRENGTH_MAX_BINS - 1)
        assert list(rows.histogram[i * STRENGTH_MAX_BINS : (i + 1) * STRENGTH_MAX_BINS]) == [
            int(b == want) for b in range(STRENGTH_MAX_BINS)
        ]


def test_cards_and_masks_are_one_board() -> None:
    mask = canonical("Kh8h3d2c")
    by_text = board_strengths("".join(str(c) for c in mask_to_cards(mask)))
    assert by_text == board_strengths(mask)


def test_bad_input() -> None:
    with pytest.raises(InvalidArgumentError, match="pass its canonical board 4c3d2h"):
        board_strengths("2s3h4d")
    with pytest.raises(InvalidArgumentError, match="has 2 cards"):
        board_strengths("AsKs")
    with pytest.raises(InvalidArgumentError, match="bins 1001 is out of range"):
        board_strengths(canonical("Ad7c2h"), bins=STRENGTH_MAX_BINS + 1)
    with pytest.raises(InvalidArgumentError, match="bins -1 is out of range"):
        board_strengths(canonical("Ad7c2h"), bins=-1)
    with pytest.raises(TypeError, match="bins must be an int"):
        board_strengths(canonical("Ad7c2h"), bins=2.0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="bit 52"):
        board_strengths(1 << 52 | 7)
