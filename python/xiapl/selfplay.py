"""Play one complete hand with the table engine, every seat run by a strategy.

>>> from xiapl.strategies import AlwaysCall, AlwaysRaise
>>> end = play_hand([AlwaysRaise(), AlwaysCall()], [100, 100], seed=7)
>>> end.is_finished, sum(end.stacks)
(True, 200)

Hole cards and board cards come from the engine's seeded stream
(``State.start(..., seed=seed)`` then ``deal_random``), so the same seed, stacks,
blinds, button, game and strategies replay the same hand on every platform.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .game import GameType, as_game
from .strategies import Decision, Strategy
from .table import Betting, Phase, State

__all__ = ["Observer", "play_hand"]

#: Called after every step with (state before, the decision or None for a deal, state after).
Observer = Callable[[State, "Decision | None", State], None]


def play_hand(
    strategies: Sequence[Strategy],
    stacks: Sequence[int],
    blinds: tuple[int, int] = (1, 2),
    button: int = 0,
    game: GameType | str = GameType.Holdem,
    seed: int = 0,
    *,
    observer: Observer | None = None,
    betting: Betting | str | int | None = None,
    small_bet: int = 0,
    big_bet: int = 0,
) -> State:
    """Run one hand to the end and return the finished state.

    ``strategies[i]`` plays seat ``i`` with ``stacks[i]`` chips (every stack
    above 0; 2 to 10 seats). ``blinds`` is ``(small, big)`` posted the usual way
    from ``button``; ``game`` is a board game (``"holdem"``, ``"shortdeck"``,
    ``"plo"``, ``"plohilo"``, ...) played with ``betting`` (``"no-limit"``,
    ``"pot-limit"``, ``"fixed-limit"`` with ``small_bet`` and ``big_bet``; by
    default Omaha pot limit and the others no limit). ``seed`` deals the hole
    cards and the board. Each strategy is asked
    only on its own turn; an illegal decision raises ``IllegalActionError``.
    ``observer``, if given, sees every action and deal as it happens.
    """
    if len(strategies) != len(stacks):
        raise ValueError(f"{len(strategies)} strategies for {len(stacks)} stacks; give one strategy per seat")
    kind = as_game(game)
    most = (kind.deck_cards - 5) // kind.hole_cards  # every seat's hole cards and a full board from one deck
    if len(stacks) > most:
        raise ValueError(
            f"{len(stacks)} seats of {kind.name} need more than {kind.deck_cards} cards; deal at most {most}"
        )
    state = State.start(
        list(stacks),
        blinds=blinds,
        button=button,
        game=kind,
        seed=seed,
        betting=betting,
        small_bet=small_bet,
        big_bet=big_bet,
    )
    while True:
        phase = state.phase
        if phase == Phase.Finished:
            return state
        before = state
        decision: Decision | None
        if phase == Phase.Dealing:
            decision = None
            state = state.deal_random()
        else:
            seat = state.actor
            assert seat is not None  # the Betting phase always has a seat to act
            decision = strategies[seat].decide(state, seat)
            state = state.apply(decision.kind, decision.amount)
        if observer is not None:
            observer(before, decision, state)
