"""Player strategies and self-play: legal actions only, the bots' behaviour, chips conserved."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from checked_bots import CheckEveryone
from xiapl.eval import evaluate_hand
from xiapl.play import pot_results
from xiapl.selfplay import play_hand
from xiapl.strategies import (
    AlwaysCall,
    AlwaysFold,
    AlwaysRaise,
    Decision,
    EquityBot,
    Strategy,
    make_strategy,
)
from xiapl.table import ActionKind, Phase, State


def self_play_checked(
    players: list[str],
    stacks: list[int],
    blinds: tuple[int, int],
    button: int,
    game: str,
    seed: int,
    bot_seed: int,
    seen: dict[str, int],
) -> State:
    """One self-play hand in which every strategy is asked at every turn and checked; invariants each step."""
    everyone: list[Strategy] = [AlwaysCall(), AlwaysRaise(), AlwaysFold(), EquityBot(bot_seed, trials=300)]
    checked = [CheckEveryone(make_strategy(p, bot_seed), everyone, seen) for p in players]

    def observe(before: State, decision: Decision | None, after: State) -> None:
        after.check_invariants()
        assert after.total_chips == before.total_chips

    end = play_hand(checked, stacks, blinds, button, game, seed, observer=observe)
    assert end.phase == Phase.Finished
    assert sum(end.stacks) == sum(stacks)
    assert sum(end.won) == sum(end.contributed)
    return end


@settings(max_examples=60, deadline=None)
@given(
    seats=st.integers(2, 10),
    game=st.sampled_from(["holdem", "plo"]),
    data=st.data(),
)
def test_every_strategy_only_returns_legal_actions(seats: int, game: str, data: st.DataObject) -> None:
    stacks = data.draw(st.lists(st.integers(1, 400), min_size=seats, max_size=seats))
    big = data.draw(st.integers(1, 10))
    small = data.draw(st.integers(0, big))
    button = data.draw(st.integers(0, seats - 1))
    seed = data.draw(st.integers(0, 2**64 - 1))
    bot_seed = data.draw(st.integers(0, 2**64 - 1))
    players = [data.draw(st.sampled_from(["call", "raise", "fold", "equity"])) for _ in range(seats)]
    self_play_checked(players, stacks, (small, big), button, game, seed, bot_seed, {})


def test_the_checked_self_play_meets_every_kind_of_action() -> None:
    seen: dict[str, int] = {}
    for seed in range(12):
        players = ["equity", "raise", "call", "fold", "equity", "call"][: 2 + seed % 5]
        stacks = [30 + 37 * i % 90 for i in range(len(players))]
        self_play_checked(
            players, stacks, (1, 2), seed % len(players), "plo" if seed % 2 else "holdem", seed, seed, seen
        )
    assert {"Fold", "Check", "Call", "BetOrRaise", "AllIn"} <= set(seen), seen


def test_always_fold_checks_when_checking_is_free_and_folds_to_a_bet() -> None:
    limped = State.start([100, 100], blinds=(1, 2), seed=1).call()  # the big blind may check
    assert AlwaysFold().decide(limped, 1) == Decision(ActionKind.Check)
    facing = State.start([100, 100], blinds=(1, 2), seed=1).raise_to(6)
    assert AlwaysFold().decide(facing, 1) == Decision(ActionKind.Fold)
    flop = limped.check().deal("2c7d9h")
    assert AlwaysFold().decide(flop, flop.actor or 0) == Decision(ActionKind.Check)


def test_always_call_and_always_raise() -> None:
    s = State.start([100, 100, 100], blinds=(1, 2), seed=2)
    assert AlwaysCall().decide(s, 0) == Decision(ActionKind.Call)
    assert AlwaysRaise().decide(s, 0) == Decision(ActionKind.BetOrRaise, 4)  # the big blind doubled
    s = s.raise_to(10)
    assert AlwaysRaise().decide(s, 1) == Decision(ActionKind.BetOrRaise, 18)  # a full raise of 8 more
    # Too short for a full raise: all-in instead.
    short = State.start([100, 12], blinds=(1, 2), button=0, seed=2).raise_to(10)
    decision = AlwaysRaise().decide(short, 1)
    assert decision.kind in (ActionKind.BetOrRaise, ActionKind.AllIn)
    assert decision.apply_to(short).all_in_seats[1]
    # Nobody left to raise: it calls.
    shove = State.start([50, 100], blinds=(1, 2), button=0, seed=2).all_in()
    assert AlwaysRaise().decide(shove, 1) == Decision(ActionKind.Call)


def test_equity_bot_raises_aces_preflop_heads_up() -> None:
    for seed in range(10):
        s = State.start([100, 100], blinds=(1, 2), button=0, hole_cards=["AsAh", None], seed=seed)
        decision = EquityBot(seed).decide(s, 0)
        assert decision.kind == ActionKind.BetOrRaise
        # Pot-sized: call 1 more, then raise by the pot of 4: to 2 + 4 = 6.
        assert decision.amount == 6


def test_equity_bot_raises_the_pot_under_pot_limit() -> None:
    s = State.start([100, 100], blinds=(1, 2), button=0, hole_cards=["AsAhKsKh", None], seed=3, game="plo")
    raise_row = next(a for a in s.legal_actions() if a.kind == ActionKind.BetOrRaise)
    assert EquityBot(3).decide(s, 0) == Decision(ActionKind.BetOrRaise, raise_row.max)


def test_equity_bot_folds_seven_deuce_to_a_big_raise_and_checks_it_for_free() -> None:
    for seed in range(10):
        s = State.start([100, 100], blinds=(1, 2), button=0, hole_cards=[None, "7c2d"], seed=seed)
        assert EquityBot(seed).decide(s.raise_to(20), 1) == Decision(ActionKind.Fold)
        assert EquityBot(seed).decide(s.all_in(), 1) == Decision(ActionKind.Fold)
        assert EquityBot(seed).decide(s.call(), 1) == Decision(ActionKind.Check)


def test_equity_bot_calls_when_the_price_is_right() -> None:
    # 72o has about 35 % against one random hand; a min-raise asks 2 of 8 = 25 %.
    s = State.start([100, 100], blinds=(1, 2), button=0, hole_cards=[None, "7c2d"], seed=4).raise_to(4)
    assert EquityBot(4).decide(s, 1) == Decision(ActionKind.Call)


def test_equity_bot_is_deterministic_by_seed_and_estimates_well() -> None:
    s = State.start([100, 100, 100], blinds=(1, 2), button=0, hole_cards=["KdKc", None, None], seed=5)
    a, b = EquityBot(11), EquityBot(11)
    assert a.equity(s, 0) == b.equity(s, 0)
    assert a.decide(s, 0) == b.decide(s, 0)
    # KK against two random hands: about 70 % (published tables give 70.1 %).
    assert abs(a.equity(s, 0) - 0.70) < 0.04
    # Once the opponents fold it is alone: all the pot is its.
    alone = s.raise_to(6).fold().fold()
    assert alone.phase == Phase.Finished


def test_equity_bot_decides_the_same_way_in_the_same_spot() -> None:
    # Its speed is measured by tests/bench, not asserted here.
    s = State.start([100] * 6, blinds=(1, 2), button=0, seed=6, game="plo")
    first = [EquityBot(6).decide(s, s.actor or 0) for _ in range(3)]
    assert first.count(first[0]) == 3
    assert EquityBot(6).equity(s, s.actor or 0) == EquityBot(6).equity(s, s.actor or 0)


def test_self_play_conserves_chips_over_many_hands() -> None:
    seats = 6
    stacks = [200] * seats
    bots: list[Strategy] = [
        EquityBot(1, trials=300),
        AlwaysCall(),
        AlwaysRaise(),
        AlwaysFold(),
        EquityBot(2, trials=300),
        AlwaysCall(),
    ]
    button = 0
    hands = 0
    for hand in range(150):
        live = [i for i in range(seats) if stacks[i] > 0]
        if len(live) < 2:
            break
        button = next(s for s in live if s >= button) if any(s >= button for s in live) else live[0]

        def observe(before: State, decision: Decision | None, after: State) -> None:
            after.check_invariants()

        end = play_hand(
            [bots[i] for i in live],
            [stacks[i] for i in live],
            (1, 2),
            live.index(button),
            "holdem" if hand % 2 else "plo",
            1000 + hand,
            observer=observe,
        )
        for t, i in enumerate(live):
            stacks[i] = end.stacks[t]
        assert sum(stacks) == 200 * seats
        button = (button + 1) % seats
        hands += 1
    assert hands >= 10


def test_play_hand_refuses_more_cards_than_a_deck() -> None:
    import pytest

    with pytest.raises(ValueError, match="at most 7"):
        play_hand([AlwaysCall()] * 8, [100] * 8, game="plo6")
    with pytest.raises(ValueError, match="one strategy per seat"):
        play_hand([AlwaysCall()], [100, 100])


def test_same_seed_same_hand() -> None:
    bots: list[Strategy] = [EquityBot(3), AlwaysCall(), AlwaysRaise()]
    one = play_hand(bots, [100, 80, 60], (1, 2), 1, "holdem", 42)
    two = play_hand(bots, [100, 80, 60], (1, 2), 1, "holdem", 42)
    assert one.stacks == two.stacks and one.board_mask == two.board_mask and one.hole_masks == two.hole_masks


def test_pot_results_match_the_engine_awards() -> None:
    # Short, uneven stacks and odd blinds give side pots and split pots with odd chips.
    bots: list[Strategy] = [AlwaysCall(), AlwaysRaise(), AlwaysCall(), EquityBot(1, trials=300)]
    splits = 0
    for seed in range(300):
        stacks = [7 + seed % 5, 13, 20 + seed % 3, 9]
        game = "holdem" if seed % 3 else "plo"
        end = play_hand(bots, stacks, (1, 3), seed % 4, game, seed)
        results = pot_results(end)
        won = [0] * 4
        for pot in results:
            assert sum(pot.shares.values()) == pot.amount
            for seat, chips in pot.shares.items():
                won[seat] += chips
            splits += len(pot.winners) > 1
        assert won == end.won
    assert splits > 0


def test_odd_chip_goes_to_the_first_winner_left_of_the_button() -> None:
    # Three seats, button 0; the small blind folds its 1 chip; the board plays: 5 chips for two.
    s = State.start([100, 100, 100], blinds=(1, 2), button=0, hole_cards=["2c3d", "4h5h", "2d3c"])
    s = s.call().fold().check().deal("AsKsQs").check().check().deal("Js").check().check().deal("Ts")
    s = s.check().check()
    assert s.phase == Phase.Finished
    assert evaluate_hand(s.board_mask, s.hole_masks[0]) == evaluate_hand(s.board_mask, s.hole_masks[2])
    (pot,) = pot_results(s)
    assert pot.amount == 5 and pot.odd_chips == 1
    assert pot.winners == (2, 0)  # seat 1 (left of the button) folded, so seat 2 is first
    assert pot.shares == {2: 3, 0: 2}
    assert s.won == [2, 0, 3]
