"""Play one complete hand with the table engine, every seat run by a strategy.

>>> from xiapl.strategies import AlwaysCall, AlwaysRaise
>>> end = play_hand([AlwaysRaise(), AlwaysCall()], [100, 100], seed=7)
>>> end.is_finished, sum(end.stacks)
(True, 200)

Every game plays: board games with blinds, stud games with antes and a
bring-in, draw games with blinds and draw rounds.

>>> end = play_hand([AlwaysCall()] * 3, [100] * 3, game="razz", antes=1, bring_in=1, small_bet=2, seed=7)
>>> end.is_finished, sum(end.stacks)
(True, 300)

Hole cards and board cards come from the engine's seeded stream
(``State.start(..., seed=seed)`` then ``deal_random``, which deals whatever is
due: the board, a stud street, a draw's replacements), so the same seed,
stacks, forced bets, button, game and strategies replay the same hand on every
platform.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..game import GameType, as_game
from ..table import ActionKind, Betting, IllegalActionError, Phase, State
from .strategies import Decision, Strategy

__all__ = ["Observer", "play_hand"]

#: Called after every step with (state before, the decision or None for a deal, state after).
Observer = Callable[[State, "Decision | None", State], None]


def play_hand(
    strategies: Sequence[Strategy],
    stacks: Sequence[int],
    blinds: tuple[int, int] | None = None,
    button: int = 0,
    game: GameType | str = GameType.Holdem,
    seed: int = 0,
    *,
    observer: Observer | None = None,
    betting: Betting | str | int | None = None,
    small_bet: int = 0,
    big_bet: int = 0,
    antes: int | Sequence[int] = 0,
    bring_in: int = 0,
    draws: int = 0,
    min_bet: int = 0,
) -> State:
    """Run one hand to the end and return the finished state.

    ``strategies[i]`` plays seat ``i`` with ``stacks[i]`` chips (every stack
    above 0; 2 to 10 seats, 8 in stud). ``blinds`` is ``(small, big)`` posted
    the usual way from ``button`` (default ``(1, 2)``; stud games have none);
    ``antes`` is one ante for every seat or one per seat. ``game`` is any game
    (``"holdem"``, ``"shortdeck"``, ``"plo"``, ``"plohilo"``, ``"stud"``,
    ``"studhilo"``, ``"razz"``, ``"lowball27"``, ``"badugi"``, ...) played
    with ``betting`` (``"no-limit"``, ``"pot-limit"``, ``"fixed-limit"`` with
    ``small_bet`` and ``big_bet``; by default the game's usual one,
    :func:`xiapl.table.usual_table`; ``min_bet``: the smallest bet under no and pot
    limit, 0 for the largest blind). Stud posts ``bring_in`` (below the small
    bet, which fixed-limit stud must be given); draw games play ``draws`` draws
    (0: one under no and pot limit, three under fixed limit). State.start
    describes each parameter.

    ``seed`` deals the hole cards, the board and the draws' replacements. Each
    strategy is asked only on its own turn, betting or drawing (a draw is
    ``Decision(ActionKind.Discard, cards)``); an illegal decision raises
    ``IllegalActionError``. ``observer``, if given, sees every action, draw and
    deal as it happens.
    """
    if len(strategies) != len(stacks):
        raise ValueError(f"{len(strategies)} strategies for {len(stacks)} stacks; give one strategy per seat")
    kind = as_game(game)
    if kind.board_cards:
        most = (kind.deck_cards - 5) // kind.hole_cards  # every seat's hole cards and a full board from one deck
        if len(stacks) > most:
            raise ValueError(
                f"{len(stacks)} seats of {kind.name} need more than {kind.deck_cards} cards; deal at most {most}"
            )
    state = State.start(
        list(stacks),
        blinds=blinds,
        antes=antes,
        button=button,
        game=kind,
        seed=seed,
        betting=betting,
        small_bet=small_bet,
        big_bet=big_bet,
        bring_in=bring_in,
        draws=draws,
        min_bet=min_bet,
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
            assert seat is not None  # the Betting and Drawing phases always have a seat to act
            strategy = strategies[seat]
            decision = strategy.decide(state, seat)
            drawing = phase == Phase.Drawing
            if drawing != (decision.kind == ActionKind.Discard):
                wanted = "a discard, Decision(ActionKind.Discard, cards)" if drawing else "a betting action"
                raise IllegalActionError(
                    f"seat {seat} must {'draw' if drawing else 'act'}: strategy "
                    f"{getattr(strategy, 'name', type(strategy).__name__)!r} gave {decision.kind.name}, not {wanted}"
                )
            state = decision.apply_to(state)
        if observer is not None:
            observer(before, decision, state)
