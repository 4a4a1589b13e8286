"""The table rules engine through the C ABI: rules, immutability, errors, invariants."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xiapl.table import ActionKind, ChipScale, IllegalActionError, Phase, State, chip_scale


def test_heads_up_button_posts_small_blind_and_acts_first_preflop() -> None:
    s = State.start([100, 100], blinds=(1, 2), button=0)
    assert s.bets == [1, 2]
    assert s.actor == 0
    s = s.call()
    assert s.actor == 1
    kinds = {a.kind for a in s.legal_actions()}
    assert ActionKind.Fold not in kinds and ActionKind.Check in kinds
    s = s.check()
    assert s.phase == Phase.Dealing and s.cards_needed == 3
    s = s.deal("2c7d9h")
    assert s.actor == 1  # big blind first after the flop


def test_apply_returns_a_new_state_and_illegal_actions_leave_it_unchanged() -> None:
    s = State.start([100, 100, 100], blinds=(1, 2))
    t = s.raise_to(6)
    assert s.stacks == [100, 99, 98] and t.stacks == [94, 99, 98]
    with pytest.raises(IllegalActionError, match="minimum raise"):
        s.raise_to(3)
    with pytest.raises(IllegalActionError, match="cannot check"):
        s.check()
    assert s.stacks == [100, 99, 98] and s.actor == 0
    with pytest.raises(IllegalActionError, match="no board cards are due"):
        s.deal("2c3c4c")


def test_legal_actions_and_pot_limit_maximum() -> None:
    s = State.start([1000, 1000, 1000], blinds=(1, 2), game="plo")
    legal = {a.kind: a for a in s.legal_actions()}
    assert legal[ActionKind.Call].min == 2
    assert (legal[ActionKind.BetOrRaise].min, legal[ActionKind.BetOrRaise].max) == (4, 7)
    s = s.raise_to(7)
    legal = {a.kind: a for a in s.legal_actions()}
    assert legal[ActionKind.BetOrRaise].max == 23
    with pytest.raises(IllegalActionError, match="pot limit"):
        s.raise_to(24)


def test_short_all_in_does_not_reopen_betting() -> None:
    s = State.start([1000, 1000, 1000, 130, 175], blinds=(5, 10))
    s = s.call().fold().raise_to(100).fold().call().all_in()
    assert s.actor == 0
    assert ActionKind.BetOrRaise not in {a.kind for a in s.legal_actions()}
    with pytest.raises(IllegalActionError, match="did not reopen"):
        s.raise_to(400)


def test_side_pots_run_out_and_showdown() -> None:
    s = State.start([300, 200, 100], seat_blinds=[0, 0, 0], min_bet=10, hole_cards=["2c3d", "KcKd", "AcAd"])
    s = s.all_in().all_in().call()
    assert [(p.amount, p.eligible) for p in s.pots] == [(300, (0, 1, 2)), (200, (0, 1))]
    s = s.deal("7h8h9s").deal("Js").deal("4s")
    assert s.is_finished
    assert s.stacks == [100, 200, 300]
    s.check_invariants()


def test_fold_to_one_returns_uncalled_bet_and_big_blind_ante() -> None:
    s = State.start([1000, 1000, 1000], blinds=(50, 100), big_blind_ante=100, button=2)
    assert s.contributed == [50, 200, 0]
    s = s.raise_to(1000).fold().fold()
    assert s.is_finished
    assert s.stacks == [950, 800, 1250]


def test_seeded_dealing_is_reproducible() -> None:
    def play(seed: int) -> tuple[list[int], int]:
        s = State.start([100, 100], seed=seed)
        s = s.call().check()
        while not s.is_finished:
            s = s.deal_random() if s.phase == Phase.Dealing else s.check()
        return s.hole_masks, s.board_mask

    assert play(7) == play(7)
    assert play(7) != play(8)


def test_chip_scale_converts_and_rejects_non_multiples() -> None:
    scale = chip_scale([1259450.25, 678473.5, 500])
    assert scale == ChipScale("0.01")
    assert scale.to_chips(1259450.25) == 125945025
    assert scale.to_amount(125945025) == Decimal("1259450.25")
    with pytest.raises(ValueError, match="whole number"):
        ChipScale("0.25").to_chips("0.1")
    with pytest.raises(TypeError):
        State.start([10.5, 100])  # type: ignore[list-item]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_hands_keep_the_invariants(data: st.DataObject) -> None:
    n = data.draw(st.integers(2, 10))
    stacks = data.draw(st.lists(st.integers(1, 500), min_size=n, max_size=n))
    game = data.draw(st.sampled_from(["holdem", "plo"]))
    s = State.start(
        stacks,
        blinds=(1, 2),
        antes=data.draw(st.integers(0, 2)),
        button=data.draw(st.integers(0, n - 1)),
        game=game,
        seed=data.draw(st.integers(0, 2**64 - 1)),
    )
    total = sum(stacks)
    for _ in range(200):
        s.check_invariants()
        if s.is_finished:
            break
        if s.phase == Phase.Dealing:
            s = s.deal_random()
            continue
        action = data.draw(st.sampled_from(s.legal_actions()))
        amount = data.draw(st.integers(action.min, action.max)) if action.kind == ActionKind.BetOrRaise else 0
        s = s.apply(action.kind, amount)
    assert s.is_finished
    assert sum(s.stacks) == total == s.total_chips
    assert sum(s.won) == sum(s.contributed)


def test_thousands_of_seeded_random_hands_keep_the_invariants() -> None:
    # Wider than the hypothesis test above: every game, antes, straddles, the big-blind
    # ante and short stacks, 3,000 hands from one seed (about a second).
    import random

    deck_limit = {"holdem": 10, "plo": 10, "plo5": 9, "plo6": 7}
    rng = random.Random(20261129)
    finished_by_showdown = 0
    for _ in range(3000):
        game = rng.choice(list(deck_limit))
        n = rng.randint(2, deck_limit[game])
        stacks = [rng.choice([rng.randint(1, 12), rng.randint(40, 400)]) for _ in range(n)]
        straddles = [4] if n >= 4 and rng.random() < 0.2 else []
        s = State.start(
            stacks,
            blinds=(1, 2),
            straddles=straddles,
            antes=rng.choice([0, 0, 1]),
            big_blind_ante=rng.choice([0, 0, 2]),
            button=rng.randrange(n),
            game=game,
            seed=rng.getrandbits(64),
        )
        total = sum(stacks)
        while not s.is_finished:
            s.check_invariants()
            if s.phase == Phase.Dealing:
                s = s.deal_random()
                continue
            action = rng.choice(s.legal_actions())
            amount = rng.randint(action.min, action.max) if action.kind == ActionKind.BetOrRaise else 0
            s = s.apply(action.kind, amount)
        s.check_invariants()
        assert sum(s.stacks) == total == s.total_chips
        assert sum(s.won) == sum(s.contributed)
        finished_by_showdown += len(s.board) == 5
    assert 300 < finished_by_showdown < 2700, finished_by_showdown  # both endings were exercised
