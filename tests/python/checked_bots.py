"""A strategy wrapper for the self-play tests: at every turn it asks every bot,
checks each answer against the legal actions (by hand and by is_legal) and
has the engine take it, then plays as its own bot."""

from __future__ import annotations

from xiapl.strategies import Decision, Strategy, is_legal
from xiapl.table import ActionKind, LegalAction, State


def legal_by_hand(decision: Decision, legal: list[LegalAction]) -> bool:
    """Written out here rather than taken from xiapl.strategies.is_legal."""
    rows = [a for a in legal if a.kind == decision.kind]
    if not rows:
        return False
    if decision.kind == ActionKind.BetOrRaise:
        return rows[0].min <= decision.amount <= rows[0].max
    if decision.kind == ActionKind.Discard:  # a mask of at most max cards
        return bin(decision.amount).count("1") <= rows[0].max
    return decision.amount == 0


class CheckEveryone:
    """Plays as ``inner`` but first asks every strategy for a decision and checks each one."""

    def __init__(self, inner: Strategy, everyone: list[Strategy], seen: dict[str, int]) -> None:
        self.inner, self.everyone, self.seen = inner, everyone, seen
        self.name = inner.name

    def decide(self, state: State, seat: int) -> Decision:
        assert state.actor == seat
        legal = state.legal_actions()
        for strategy in self.everyone:
            decision = strategy.decide(state, seat)
            assert legal_by_hand(decision, legal), (strategy.name, decision, legal)
            assert is_legal(decision, legal)
            if decision.kind == ActionKind.Discard:
                assert decision.amount & ~state.hole_masks[seat] == 0  # its own cards
            decision.apply_to(state).check_invariants()  # the engine agrees
            if any(a.kind == ActionKind.Check for a in legal):
                assert not (strategy.name == "fold" and decision.kind == ActionKind.Fold)
            self.seen[decision.kind.name] = self.seen.get(decision.kind.name, 0) + 1
        return self.inner.decide(state, seat)
