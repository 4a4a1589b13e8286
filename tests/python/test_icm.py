"""Tournament prize equity (xiapl.icm): exact ICM against pokerkit's
``calculate_icm`` (which sums over every finishing order) on random fields of
2 to 8 players, the Monte Carlo form against the exact one within its own
standard error on 12 to 20 players, bit-identical Monte Carlo at every thread
count, the bubble factor and shove/call identities, and every refusal."""

from __future__ import annotations

import copy
import itertools
import math
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import xiapl
from xiapl import icm
from xiapl.errors import InvalidArgumentError, LimitExceededError

pokerkit = pytest.importorskip("pokerkit")


def random_field(rng: random.Random, n: int) -> tuple[list[float], list[float]]:
    stacks = [rng.choice([rng.randint(1, 100_000), rng.uniform(0.5, 5000.0)]) for _ in range(n)]
    m = rng.randint(1, n)
    payouts = sorted((rng.choice([rng.randint(0, 1000), rng.uniform(0, 1000)]) for _ in range(m)), reverse=True)
    if payouts[0] == 0:
        payouts[0] = 1.0
    return stacks, payouts


def test_exact_agrees_with_pokerkit_on_random_fields():
    rng = random.Random(42)
    for trial in range(300):
        n = 2 + trial % 7
        stacks, payouts = random_field(rng, n)
        ours = icm.prize_equity(stacks, payouts)
        theirs = pokerkit.calculate_icm(payouts, stacks)
        scale = max(1.0, max(payouts))
        assert len(ours) == n
        for a, b in zip(ours, theirs, strict=True):
            assert abs(a - b) <= 1e-12 * scale, (stacks, payouts, ours, theirs)


def test_exact_agrees_with_pokerkit_to_1e12_on_a_prize_pool_of_one():
    rng = random.Random(8)
    for trial in range(300):
        n = 2 + trial % 7
        stacks = [rng.uniform(1, 100_000) for _ in range(n)]
        raw = sorted((rng.random() for _ in range(rng.randint(1, n))), reverse=True)
        payouts = [p / sum(raw) for p in raw]
        ours = icm.prize_equity(stacks, payouts)
        theirs = pokerkit.calculate_icm(payouts, stacks)
        assert max(abs(a - b) for a, b in zip(ours, theirs, strict=True)) <= 1e-12, (stacks, payouts)


def test_exact_sums_to_the_prize_pool_and_first_place_is_chip_proportional():
    stacks = [1500, 2500, 800, 12000, 4400, 3100, 900, 2200, 5000, 7700]
    first = icm.prize_equity(stacks, [1])
    total = sum(stacks)
    assert all(math.isclose(e, s / total, rel_tol=1e-14) for e, s in zip(first, stacks, strict=True))
    payouts = [50, 30, 20]
    assert math.isclose(sum(icm.prize_equity(stacks, payouts)), 100, rel_tol=1e-13)


def test_the_permutation_order_does_not_matter():
    rng = random.Random(7)
    stacks, payouts = random_field(rng, 8)
    base = icm.prize_equity(stacks, payouts)
    for perm in itertools.islice(itertools.permutations(range(8)), 0, 5000, 997):
        moved = icm.prize_equity([stacks[i] for i in perm], payouts)
        for k, i in enumerate(perm):
            assert math.isclose(moved[k], base[i], rel_tol=1e-12, abs_tol=1e-12)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.floats(min_value=0.01, max_value=1e6, allow_nan=False), min_size=2, max_size=9),
    st.lists(st.floats(min_value=0, max_value=1e4, allow_nan=False), min_size=1, max_size=9),
)
def test_exact_properties(stacks, raw_payouts):
    payouts = sorted(raw_payouts, reverse=True)[: len(stacks)]
    eq = icm.prize_equity(stacks, payouts)
    # Every player gets between the smallest and the largest prize a seat can take.
    low = payouts[-1] if len(payouts) == len(stacks) else 0.0
    for e in eq:
        assert low - 1e-9 * max(1.0, payouts[0]) <= e <= payouts[0] * (1 + 1e-12) + 1e-12
    assert math.isclose(sum(eq), sum(payouts), rel_tol=1e-9, abs_tol=1e-9)
    # More chips, no less equity.
    order = sorted(range(len(stacks)), key=lambda i: stacks[i])
    for a, b in itertools.pairwise(order):
        if stacks[a] < stacks[b]:
            assert eq[a] <= eq[b] + 1e-9 * max(1.0, payouts[0])


@pytest.mark.parametrize("n", [12, 14, 16, 18, 20])
def test_monte_carlo_within_its_reported_error(n):
    rng = random.Random(n)
    stacks = [rng.randint(500, 30_000) for _ in range(n)]
    payouts = [30.0, 20.0, 14.0, 10.0, 8.0, 6.0, 5.0, 4.0, 3.0][: n // 2]
    exact = icm.prize_equity(stacks, payouts)
    est = icm.prize_equity_monte_carlo(stacks, payouts, 100_000, seed=n, threads=2)
    assert est.iterations == 100_000 and est.seed == n
    for e, m, se in zip(exact, est.equity, est.std_error, strict=True):
        assert se > 0
        assert abs(m - e) <= 5 * se, (e, m, se)


def test_monte_carlo_is_bit_identical_at_every_thread_count():
    rng = random.Random(3)
    stacks = [rng.randint(100, 10_000) for _ in range(500)]
    payouts = [100 - i for i in range(50)]
    runs = [icm.prize_equity_monte_carlo(stacks, payouts, 3000, seed=99, threads=t) for t in (1, 2, 3, None)]
    assert all(r == runs[0] for r in runs)
    assert icm.prize_equity(stacks, payouts, iterations=3000, seed=99, threads=3) == runs[0].equity
    assert icm.prize_equity_monte_carlo(stacks, payouts, 3000, seed=100).equity != runs[0].equity


def test_exact_handles_25_players_and_refuses_beyond_with_a_pointer_to_monte_carlo():
    stacks = [1000 + 37 * i for i in range(25)]
    payouts = [25 - i for i in range(25)]
    eq = icm.prize_equity(stacks, payouts)
    assert math.isclose(sum(eq), sum(payouts), rel_tol=1e-12)
    with pytest.raises(LimitExceededError, match="Monte Carlo"):
        icm.prize_equity([100] * 30, [1] * 30)
    with pytest.raises(LimitExceededError, match="Monte Carlo"):
        icm.prize_equity([100] * 100, [3, 2, 1])
    assert len(icm.prize_equity([100] * 100, [3, 2, 1], iterations=100)) == 100


@pytest.mark.parametrize(
    ("stacks", "payouts", "needle"),
    [
        ([100, 0, 50], [60, 40], "stacks[1] is 0"),
        ([100, -5, 50], [60, 40], "stacks[1] is -5"),
        ([100, float("nan")], [1], "stacks[1]"),
        ([], [1], "stacks is empty"),
        ([100, 200], [], "payouts is empty"),
        ([100, 200], [3, 2, 1], "payouts has 3 places but the field has 2 players"),
        ([100, 200, 300], [30, 70], "payouts[1] (70) is larger than payouts[0] (30)"),
        ([100, 200], [30, -1], "payouts[1] is -1"),
        ([1e308, 1e308], [1], "add up to more than a double"),
    ],
)
def test_bad_input_names_the_input_and_the_fix(stacks, payouts, needle):
    with pytest.raises(InvalidArgumentError) as info:
        icm.prize_equity(stacks, payouts)
    assert needle in str(info.value)
    if stacks:
        with pytest.raises(InvalidArgumentError):
            icm.prize_equity(stacks, payouts, iterations=10)


def test_bad_argument_types():
    with pytest.raises(TypeError, match="stacks"):
        icm.prize_equity("100 200", [1])
    with pytest.raises(TypeError, match=r"payouts\[0\]"):
        icm.prize_equity([100, 200], ["1"])
    with pytest.raises(ValueError, match="iterations"):
        icm.prize_equity([100, 200], [1], iterations=1)
    with pytest.raises(ValueError, match="give iterations"):
        icm.prize_equity([100, 200], [1], seed=3)
    with pytest.raises(ValueError, match="threads"):
        icm.prize_equity([100, 200], [1], iterations=10, threads=-1)


def test_bubble_factor():
    stacks = [5000, 5000, 1000, 1000]
    payouts = [50, 30, 20]
    bf = icm.bubble_factor(stacks, payouts, 0, 1)
    assert bf.factor > 1
    assert math.isclose(bf.factor, (bf.equity - bf.equity_lose) / (bf.equity_win - bf.equity), rel_tol=1e-12)
    assert math.isclose(bf.break_even, bf.factor / (1 + bf.factor), rel_tol=1e-12)
    assert bf.equity == icm.prize_equity(stacks, payouts)[0]
    # Winning doubles player 0 (the opponent busts, fourth), losing busts player 0.
    assert bf.equity_win == icm.prize_equity([10000, 1000, 1000], payouts)[0]
    assert bf.equity_lose == 0.0
    wta = icm.bubble_factor(stacks, [100], 0, 2)
    assert math.isclose(wta.factor, 1.0, rel_tol=1e-12)
    with pytest.raises(InvalidArgumentError, match="both 1"):
        icm.bubble_factor(stacks, payouts, 1, 1)
    with pytest.raises(InvalidArgumentError, match="opponent is 9"):
        icm.bubble_factor(stacks, payouts, 0, 9)


def test_shove_call_outcomes():
    stacks = [3000, 4000, 2000, 1000]
    payouts = [50, 30, 20]
    sc = icm.shove_call(stacks, payouts, 0, 1, 0.45, 0.02, posted=[100, 200, 0, 0])
    assert sc.fold == icm.prize_equity([3200, 3800, 2000, 1000], payouts)
    assert sc.call_lose == icm.prize_equity([6000, 1000, 2000, 1000], payouts)
    assert sc.call_split == icm.prize_equity(stacks, payouts)
    assert sc.call_win[0] == 0.0  # the shover busts fourth
    assert math.isclose(sc.call_win[1], icm.prize_equity([7000, 2000, 1000], payouts)[0], rel_tol=1e-15)
    w, lo, f = sc.call_win[1], sc.call_lose[1], sc.fold[1]
    assert math.isclose(sc.break_even * w + (1 - sc.break_even) * lo, f, rel_tol=1e-12)
    assert sc.break_even > 2800 / 6200  # ICM asks for more than chip odds
    assert sc.should_call == (sc.call[1] > sc.fold[1])
    # With the caller's equity well above break-even, calling is right.
    strong = icm.shove_call(stacks, payouts, 0, 1, sc.break_even + 0.1, 0.0, posted=[100, 200, 0, 0])
    assert strong.should_call
    weak = icm.shove_call(stacks, payouts, 0, 1, sc.break_even - 0.1, 0.0, posted=[100, 200, 0, 0])
    assert not weak.should_call


def test_shove_call_with_the_library_equity():
    eq = xiapl.calculate_equity(["AsKd", "QhQc"])
    caller = eq.players[1]
    sc = icm.shove_call([3000, 4000, 2000, 1000], [50, 30, 20], 0, 1, caller.win, caller.tie)
    assert 0 < sc.break_even < 1
    assert math.isclose(
        sc.call[1],
        caller.win * sc.call_win[1] + caller.tie * sc.call_split[1] + (1 - caller.win - caller.tie) * sc.call_lose[1],
        rel_tol=1e-12,
    )


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"posted": [0, 5000, 0]}, "posted[1] is 5000"),
        ({"posted": [0, 0]}, "posted has 2 amounts"),
        ({"win": 0.7, "tie": 0.4}, "must not exceed 1"),
        ({"caller": 0}, "both 0"),
    ],
)
def test_shove_call_refusals(kwargs, needle):
    args = {"stacks": [3000, 4000, 2000], "payouts": [60, 40], "shover": 0, "caller": 1, "win": 0.5, "tie": 0.0}
    args.update(kwargs)
    with pytest.raises((InvalidArgumentError, ValueError)) as info:
        icm.shove_call(**args)
    assert needle in str(info.value)


def test_results_copy_and_pickle():
    values = [
        icm.prize_equity_monte_carlo([100, 200, 300], [3, 2], 100, seed=1),
        icm.bubble_factor([100, 200, 300], [3, 2], 0, 1),
        icm.shove_call([100, 200, 300], [3, 2], 0, 1, 0.5),
    ]
    for value in values:
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        assert pickle.loads(pickle.dumps(value)) == value
    assert "3 players" in repr(values[0])


def test_root_names():
    assert xiapl.prize_equity is icm.prize_equity
    assert xiapl.ICM_MAX_EXACT_PLAYERS == 64


def test_the_manual_page_examples_run():
    import doctest
    import re
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "icm.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 3
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    # The page's blocks build on each other: one session.
    runner.run(parser.get_doctest("\n".join(blocks), {}, "docs/icm.md", None, 0))
    assert runner.summarize(verbose=False).failed == 0
