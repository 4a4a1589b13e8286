"""The pot facts of a finished hand (State.pot_results): the winners of each half of a hi/lo pot,
the odd chips and who took them, and the winners in odd-chip order, checked against a judgment
written here with judge and judge_low over the hands shown."""

from __future__ import annotations

import random

import pytest

from xiapl.eval import judge, judge_low
from xiapl.game import GameFamily, GameType
from xiapl.table import ActionKind, Phase, State

STUD = dict(antes=1, bring_in=1, small_bet=2, big_bet=4)


def _play(state: State, rng: random.Random) -> State:
    """Random calls, raises and folds, and the seeded stream's cards, to the end."""
    while state.phase != Phase.Finished:
        if state.phase == Phase.Dealing:
            state = state.deal_random()
            continue
        legal = {a.kind: a for a in state.legal_actions()}
        if ActionKind.BringIn in legal:
            state = state.apply(ActionKind.BringIn)
        elif ActionKind.BetOrRaise in legal and rng.random() < 0.2:
            state = state.apply(ActionKind.BetOrRaise, legal[ActionKind.BetOrRaise].min)
        elif ActionKind.Fold in legal and rng.random() < 0.1:
            state = state.apply(ActionKind.Fold)
        else:
            state = state.check_or_call()
    return state


def _clockwise(seats: tuple[int, ...] | list[int], button: int, n: int) -> list[int]:
    return sorted(seats, key=lambda s: (s - button - 1) % n)


@pytest.mark.parametrize("game", [GameType.PloHiLo, GameType.StudHiLo, GameType.Holdem, GameType.Stud])
def test_pot_results_name_each_halfs_winners_and_the_odd_chips(game: GameType) -> None:
    rng = random.Random(int(game))
    split_pots = odd_pots = low_pots = 0
    for seed in range(120):
        seats = 2 + seed % 5
        stacks = [rng.choice((7, 13, 40, 100)) for _ in range(seats)]
        extra = STUD if game.family is GameFamily.Stud else {}
        start = State.start(stacks, game=game, seed=seed, button=seed % seats, **extra)  # type: ignore[arg-type]
        end = _play(start, rng)
        n, button, board = end.seat_count, end.button, end.board_mask
        for pot in end.pot_results():
            assert sum(pot.won) == pot.amount
            assert set(pot.winners) == set(pot.high_winners) | set(pot.low_winners)
            assert list(pot.order) == _clockwise(pot.winners, button, n)
            live = [s for s in pot.eligible if not end.folded[s]]
            if len(live) > 1:  # a showdown: judge the hands shown
                holes = [end.hole_masks[s] for s in live]
                b = board
                if game.family is not GameFamily.Board:
                    holes, b = [h | board for h in holes], 0
                assert set(pot.high_winners) == {live[i] for i in judge(holes, b, game=game)}
                lows = {live[i] for i in judge_low(holes, b, game=game)} if game.is_hilo else set()
                assert set(pot.low_winners) == lows
                low_pots += bool(lows)
            # Each half split among its winners, the odd chips to the first clockwise from the button.
            halves = [(pot.amount - pot.amount // 2, pot.high_winners), (pot.amount // 2, pot.low_winners)]
            if not pot.low_winners:
                halves = [(pot.amount, pot.high_winners)]
            odd, takers = 0, set()
            for chips, winners in halves:
                if chips % len(winners):
                    odd += chips % len(winners)
                    takers.add(_clockwise(winners, button, n)[0])
            assert (pot.odd_chips, set(pot.odd_chip_seats)) == (odd, takers)
            split_pots += len(pot.winners) > 1
            odd_pots += pot.odd_chips > 0
    if game is not GameType.Stud:  # stud hands seldom tie
        assert split_pots > 0
    if game.is_hilo:
        assert low_pots > 0 and odd_pots > 0


def test_the_state_says_what_its_step_returned_uncalled() -> None:
    start = State.start([100, 100], blinds=(1, 2))  # heads-up: the button (seat 0) posts the small blind
    assert start.returned is None
    raised = start.raise_to(10)
    assert raised.returned is None  # still to be called
    folded = raised.fold()
    assert folded.returned == (0, 8) and folded.is_finished  # the raise's uncalled part
    assert folded.stacks == [102, 98]
    # Checked through: nothing goes back.
    called = start.call()
    assert called.returned is None and called.check().returned is None
    # A short all-in call: the bigger stack's excess comes back to it.
    short = State.start([100, 30], blinds=(1, 2)).raise_to(60).call()
    assert short.returned == (0, 30)
    assert short.deal_random().returned is None  # a later step returns nothing
