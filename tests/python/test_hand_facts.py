"""xiapl.hand_facts: VPIP, PFR and first-in raises of a hand, and the pot-sized raise, from the core."""

from __future__ import annotations

import copy
import pickle
import random
from pathlib import Path

import pytest

from xiapl.errors import InvalidArgumentError
from xiapl.hand_facts import MoneyFacts, money_facts, pot_raise_to
from xiapl.phh import parse_phh_all, replay_all
from xiapl.table import ActionKind, Phase, State

FIXTURES = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "phh"


def _reference(state: State, opening_bet: int) -> MoneyFacts:
    """The facts counted here from the history, step by step, another way: the rounds split at
    each run of deals or draws that follows an action."""
    rounds: list[list[object]] = [[]]
    for step in state.history():
        dealt = step.seat is None or step.kind == ActionKind.Discard
        if dealt:
            if rounds[-1]:
                rounds.append([])
        else:
            rounds[-1].append(step)
    voluntary = [-1] * state.seat_count
    raised = [-1] * state.seat_count
    first_in = None
    for number, steps in enumerate(rounds):
        top = opening_bet if number == 0 else 0
        money_in = False
        for step in steps:
            seat, kind, amount = step.seat, step.kind, step.amount  # type: ignore[attr-defined]
            if kind not in (ActionKind.Call, ActionKind.BetOrRaise, ActionKind.AllIn):
                continue
            if voluntary[seat] < 0:
                voluntary[seat] = number
            if kind != ActionKind.Call and amount > top:
                if raised[seat] < 0:
                    raised[seat] = number
                if number == 0 and not money_in and first_in is None:
                    first_in = seat
            top = max(top, amount)
            money_in = True
    return MoneyFacts(tuple(voluntary), tuple(raised), first_in)


def _fixture_states() -> list[tuple[str, State, int]]:
    out = []
    for path in sorted(FIXTURES.rglob("*.phh*")):
        text = path.read_text(encoding="utf-8")
        hands = parse_phh_all(text)
        for number, (hand, state) in enumerate(zip(hands, replay_all(hands, threads=1), strict=True), 1):
            scale = hand.chip_scale()
            blinds = hand.blinds_or_straddles
            out.append((f"{path.name}#{number}", state, scale.to_chips(max(blinds)) if blinds else 0))
    return out


@pytest.mark.filterwarnings("ignore")
def test_every_fixture_hand_has_the_facts_counted_here() -> None:
    states = _fixture_states()
    assert len(states) > 5
    for name, state, opening_bet in states:
        assert money_facts(state) == _reference(state, opening_bet), name


def test_a_limp_then_a_raise_is_no_first_in_raise() -> None:
    state = State.start([100] * 4, blinds=(1, 2))
    state = state.apply(ActionKind.Call).apply(ActionKind.BetOrRaise, 8).apply(ActionKind.Fold)
    facts = money_facts(state.apply(ActionKind.Call))
    assert facts == MoneyFacts((0, -1, 0, 0), (0, -1, -1, -1), None)
    assert facts.vpip(3) and not facts.pfr(3) and facts.pfr(0)
    assert copy.deepcopy(facts) == facts and pickle.loads(pickle.dumps(facts)) == facts


def test_money_facts_refuses_what_is_no_state() -> None:
    with pytest.raises(TypeError, match=r"xiapl\.table\.State"):
        money_facts("not a state")  # type: ignore[arg-type]


@pytest.mark.parametrize("betting", ["no-limit", "pot-limit"])
def test_the_pot_sized_raise_is_the_pot_after_the_call_within_the_legal_range(betting: str) -> None:
    rng = random.Random(betting)
    checked = 0
    for _ in range(40):
        seats = rng.randint(2, 6)
        state = State.start([rng.randint(30, 300) for _ in range(seats)], blinds=(1, 2), betting=betting, seed=7)
        while not state.is_finished:
            if state.phase == Phase.Dealing:
                state = state.deal_random()
                continue
            legal = {a.kind: a for a in state.legal_actions()}
            raise_row = legal.get(ActionKind.BetOrRaise)
            if raise_row is None:
                with pytest.raises(InvalidArgumentError, match="may not bet or raise"):
                    pot_raise_to(state)
            else:
                seat = state.actor
                assert seat is not None
                to_call = max(state.current_bet - state.bets[seat], 0)
                want = state.current_bet + state.pot_total + to_call  # counted here
                got = pot_raise_to(state)
                assert got == min(max(want, raise_row.min), raise_row.max)
                if betting == "pot-limit":
                    assert got == raise_row.max
                checked += 1
            pick = rng.randrange(4)
            if pick == 0 and ActionKind.Fold in legal:
                state = state.apply(ActionKind.Fold)
            elif pick == 1 and raise_row is not None:
                state = state.apply(ActionKind.BetOrRaise, pot_raise_to(state))
            else:
                state = state.apply(ActionKind.CheckOrCall)
        with pytest.raises(InvalidArgumentError, match="no seat is to act"):
            pot_raise_to(state)
    assert checked > 50
