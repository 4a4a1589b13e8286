"""Range equity and the exact preflop ranking through the Python package."""

from __future__ import annotations

import math

import pytest

from xiapl.errors import LimitExceededError
from xiapl.game import GameType
from xiapl.range import Range, generate_top_percent_range, rank_starting_hands
from xiapl.simulation import (
    RangeEquityMode,
    RangeEquityResult,
    SimulationOptions,
    calculate_equity,
    calculate_multiway_range_equity,
    calculate_range_equity,
)
from xiapl.utils import cards_to_mask


def test_aces_against_kings_exact() -> None:
    res = calculate_range_equity(Range.from_string("AA"), Range.from_string("KK"), 0, SimulationOptions.exact())
    assert isinstance(res, RangeEquityResult)
    assert res.exact
    assert round(res.hero_aggregate_equity, 4) == 0.8195
    assert round(res.villain_aggregate_equity, 4) == 0.1805
    assert res.matchups == 36
    assert len(res.hero) == 6 and len(res.villain) == 6
    assert [row.combo_mask for row in res.hero] == [c.mask for c in Range.from_string("AA").combos()]


def test_plo_aggregate_only_published_figure() -> None:
    hero = Range.from_string("AAKKds", game=GameType.Plo)
    villain = Range.from_string("QQJJds,JT98ds", game=GameType.Plo)
    agg = calculate_range_equity(
        hero, villain, 0, SimulationOptions.mc_seeded(200_000, 7), RangeEquityMode.AggregateOnly
    )
    assert len(agg.hero) == 0
    assert agg.trials == 200_000
    assert abs(agg.hero_aggregate_equity - 0.6442) < 3 * agg.aggregate_std_error


def test_exact_matches_averaging_fixed_hand_equity() -> None:
    hero = Range.from_string("AKs, QQ:0.5")
    villain = Range.from_string("JJ+, KQs:0.25")
    board = "Ks7d2c"
    res = calculate_range_equity(hero, villain, board)
    from xiapl.utils import cards_to_mask

    board_mask = cards_to_mask(board)
    total = weight = 0.0
    for h in hero.combos():
        for v in villain.combos():
            if (h.mask | v.mask) & board_mask or h.mask & v.mask:
                continue
            eq = calculate_equity([h.mask, v.mask], board_mask).players[0].equity
            total += h.weight * v.weight * eq
            weight += h.weight * v.weight
    assert res.hero_aggregate_equity == pytest.approx(total / weight, abs=1e-12)
    blocked = [row for row in res.hero if row.combo_mask & board_mask]
    assert blocked and all(math.isnan(row.equity) and row.matchup_weight == 0 for row in blocked)


def test_seeded_monte_carlo_is_identical_at_every_thread_count() -> None:
    hero, villain = Range.from_string("TT+, AQs+"), Range.from_string("88-66, KQs")
    runs = [
        calculate_range_equity(hero, villain, "9h8d2s", SimulationOptions.mc_seeded(150_000, 3, threads=t))
        for t in (1, 2, 4)
    ]
    assert len({r.hero_aggregate_equity for r in runs}) == 1
    assert runs[0].hero[0] == runs[2].hero[0] or math.isnan(runs[0].hero[0].equity)


def test_two_range_multiway_agrees_with_heads_up() -> None:
    a, b = Range.from_string("QQ+, AK"), Range.from_string("TT-88, AQs")
    hu = calculate_range_equity(a, b, "Jd8c3s")
    mw = calculate_multiway_range_equity([a, b], "Jd8c3s")
    assert mw.exact
    assert mw.players[0].equity == hu.hero_aggregate_equity
    assert mw.players[1].equity == hu.villain_aggregate_equity
    opts = SimulationOptions.mc_seeded(100_000, 9)
    hu_mc = calculate_range_equity(a, b, "Jd8c3s", opts, RangeEquityMode.AggregateOnly)
    mw_mc = calculate_multiway_range_equity([a, b], "Jd8c3s", opts)
    assert mw_mc.players[0].equity == hu_mc.hero_aggregate_equity


def test_multiway_three_ranges() -> None:
    ranges = [Range.from_string("AA"), Range.from_string("KK"), Range.from_string("QQ")]
    exact = calculate_multiway_range_equity(ranges, "2c7d9h")
    assert exact.exact
    assert sum(exact.equities) == pytest.approx(1.0, abs=1e-12)
    mc = calculate_multiway_range_equity(ranges, "2c7d9h", SimulationOptions.mc_seeded(100_000, 1))
    for e, m in zip(exact.players, mc.players, strict=True):
        assert abs(e.equity - m.equity) < 4 * m.std_error


def test_multiway_chop_rate_is_the_weighted_fixed_hand_chop_rate() -> None:
    # Weighted combos make the weighting visible: the expected rate is the
    # weight-averaged chop rate of every deal of combos, each from the fixed-hand call.
    ranges = [Range.from_string("AK:0.5, QQ"), Range.from_string("AK, JJ:0.25"), Range.from_string("T9s")]
    board = "Ah9c4d"
    result = calculate_multiway_range_equity(ranges, board)
    total = chops = 0.0
    live = [r.valid_combos(cards_to_mask(board)) for r in ranges]
    for a in live[0]:
        for b in live[1]:
            for c in live[2]:
                if a.mask & b.mask or a.mask & c.mask or b.mask & c.mask:
                    continue
                w = a.weight * b.weight * c.weight
                total += w
                chops += w * calculate_equity([a.mask, b.mask, c.mask], board).chop_rate
    assert chops > 0
    assert result.chop_rate == pytest.approx(chops / total, rel=1e-9)
    mc = calculate_multiway_range_equity(ranges, board, SimulationOptions.mc_seeded(200_000, 3))
    assert abs(mc.chop_rate - chops / total) < 0.01


def test_errors() -> None:
    with pytest.raises(ValueError):
        calculate_range_equity(Range.from_string("AA"), Range.from_string("AAKKds", game=GameType.Plo))
    with pytest.raises(LimitExceededError, match="Monte Carlo"):
        calculate_range_equity(Range.all(), Range.all())
    with pytest.raises(TypeError, match="Range, range text"):
        calculate_range_equity(1.5, Range.from_string("KK"))
    with pytest.raises(ValueError):
        calculate_multiway_range_equity([Range.from_string("AA")])


def test_rank_starting_hands() -> None:
    assert rank_starting_hands(0.10) == [
        "AA",
        "KK",
        "QQ",
        "JJ",
        "TT",
        "99",
        "88",
        "AKs",
        "77",
        "AQs",
        "AJs",
        "AKo",
        "ATs",
        "AQo",
        "AJo",
        "KQs",
    ]
    top10 = generate_top_percent_range(0.10)
    assert top10.size() == 104
    assert top10.total_weight() == 104.0
    assert rank_starting_hands(0.001) == []  # floor(0.169) classes
    assert len(rank_starting_hands(1.0)) == 169 and rank_starting_hands() == rank_starting_hands(1.0)
    for fraction in (0, 0.0, -0.1, 1.5, float("nan")):
        with pytest.raises(ValueError, match=r"not a fraction in \(0, 1\]"):
            rank_starting_hands(fraction)
        with pytest.raises(ValueError, match=r"not a fraction in \(0, 1\]"):
            generate_top_percent_range(fraction)
    with pytest.raises(ValueError, match="versioned PLO hand ranking is not available yet"):
        rank_starting_hands(0.1, game=GameType.Plo)


def test_ranges_are_taken_in_every_form() -> None:
    """Text, Range objects and one hand's cards give the same answer; text takes the Range's game."""
    auto = SimulationOptions.auto(20_000)
    as_objects = calculate_range_equity(Range.from_string("22+,A2s+"), Range.from_string("random"), 0, auto)
    as_text = calculate_range_equity("22+,A2s+", "random", 0, auto)
    assert as_text.hero_aggregate_equity == as_objects.hero_aggregate_equity
    assert as_text.hero == as_objects.hero and as_text.trials == as_objects.trials
    hand = calculate_range_equity(["As", "Ah"], "KK")
    assert hand.hero_aggregate_equity == calculate_range_equity(Range.from_string("AsAh"), "KK").hero_aggregate_equity
    plo = calculate_range_equity(Range.from_string("AAKKds", game=GameType.Plo), "QQJJds")
    assert plo.hero_aggregate_equity == calculate_range_equity("AAKKds", "QQJJds", game="plo").hero_aggregate_equity
    multi = calculate_multiway_range_equity(["AA", "KK", Range.from_string("QQ")])
    assert (
        multi.equities == calculate_multiway_range_equity([Range.from_string(t) for t in ("AA", "KK", "QQ")]).equities
    )
    with pytest.raises(TypeError, match="pass the text itself"):
        calculate_range_equity(["AA"], "KK")
    with pytest.raises(ValueError):
        calculate_range_equity("AA,ZZ", "KK")
