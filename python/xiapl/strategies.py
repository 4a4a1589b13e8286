"""Player strategies for the table engine: simple bots for self-play and ``xiapl play``.

A strategy looks at a :class:`~xiapl.table.State` and the seat it plays and
returns a :class:`Decision` that is always one of the state's legal actions:

>>> from xiapl.table import State
>>> s = State.start([100, 100], blinds=(1, 2), seed=1)
>>> AlwaysRaise().decide(s, s.actor)
Decision(kind=<ActionKind.BetOrRaise: 3>, amount=4)

``AlwaysCall`` checks or calls, ``AlwaysRaise`` makes the smallest raise (or
goes all-in when it cannot), ``AlwaysFold`` folds to a bet but checks when
checking is free, and ``EquityBot`` weighs its equity against the live
opponents (seeded Monte Carlo, so it decides the same way every time) with the
price of a call. docs/table.md ("Playing") describes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol, runtime_checkable

from .rng import Rng
from .simulation import SimulationOptions, calculate_equity_vs_random
from .table import ActionKind, LegalAction, State

__all__ = [
    "STRATEGIES",
    "AlwaysCall",
    "AlwaysFold",
    "AlwaysRaise",
    "Decision",
    "EquityBot",
    "Strategy",
    "find_action",
    "is_legal",
    "make_strategy",
]


class Decision(NamedTuple):
    """An action for the seat to act; ``amount`` is the street total of a bet or raise (else 0).

    It unpacks as ``(kind, amount)``, the arguments of ``State.apply``.
    """

    kind: ActionKind
    amount: int = 0

    def apply_to(self, state: State) -> State:
        return state.apply(self.kind, self.amount)


@runtime_checkable
class Strategy(Protocol):
    """Anything with a ``name`` and ``decide(state, seat) -> Decision``.

    ``decide`` is only asked when ``seat`` is ``state.actor``, and must return
    one of ``state.legal_actions()`` (a BetOrRaise amount within its min..max).
    """

    name: str

    def decide(self, state: State, seat: int) -> Decision: ...


def is_legal(decision: Decision, legal: Sequence[LegalAction]) -> bool:
    """Whether ``decision`` is one of the legal actions (amount in range for a bet or raise)."""
    for action in legal:
        if action.kind != decision.kind:
            continue
        if action.kind == ActionKind.BetOrRaise:
            return action.min <= decision.amount <= action.max
        return True
    return False


def find_action(legal: Sequence[LegalAction], kind: ActionKind) -> LegalAction | None:
    """The row of ``legal`` for ``kind`` (its amounts), or None when that kind is not offered."""
    return next((a for a in legal if a.kind == kind), None)


def _check_or_call(legal: Sequence[LegalAction]) -> Decision:
    """Check when free, else call; a seat whose whole stack is short of the call goes all-in."""
    for kind in (ActionKind.Check, ActionKind.Call, ActionKind.AllIn, ActionKind.Fold):
        if find_action(legal, kind) is not None:
            return Decision(kind)
    raise ValueError("no seat is to act in this state; ask a strategy only when state.actor is its seat")


class AlwaysCall:
    """Checks when it can, otherwise calls (all-in when the call takes the whole stack)."""

    name = "call"

    def decide(self, state: State, seat: int) -> Decision:
        return _check_or_call(state.legal_actions())


class AlwaysRaise:
    """Makes the smallest legal bet or raise; goes all-in when it cannot; else checks or calls."""

    name = "raise"

    def decide(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        raise_action = find_action(legal, ActionKind.BetOrRaise)
        if raise_action is not None:
            return Decision(ActionKind.BetOrRaise, raise_action.min)
        if find_action(legal, ActionKind.AllIn) is not None:
            return Decision(ActionKind.AllIn)
        return _check_or_call(legal)


class AlwaysFold:
    """Folds when facing a bet, checks otherwise (never folds when checking is free)."""

    name = "fold"

    def decide(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        if find_action(legal, ActionKind.Check) is not None:
            return Decision(ActionKind.Check)
        if find_action(legal, ActionKind.Fold) is not None:
            return Decision(ActionKind.Fold)
        return _check_or_call(legal)


class EquityBot:
    """Plays by equity against the live opponents' unknown cards and the price of a call.

    Each decision estimates the seat's share of the pot against as many random
    hands as there are opponents still in (``calculate_equity_vs_random``,
    ``trials`` seeded Monte Carlo deals on one thread: about 1 ms). Then:

    - it raises when clearly ahead: equity at least the fair share ``1/players``
      plus ``raise_edge`` of the rest (heads-up with the default 0.3: 65 %).
      The raise is pot-sized (the maximum under pot limit), kept within the
      legal minimum and maximum; all-in when only that is left;
    - otherwise it checks when free, calls when equity >= the price
      ``to_call / (pot + to_call)``, and folds.

    The Monte Carlo seed mixes ``seed`` with the seat, its cards, the board and
    the pot, so one bot decides the same way in the same spot, every run.
    """

    name = "equity"

    def __init__(self, seed: int = 0, *, trials: int = 2000, raise_edge: float = 0.3) -> None:
        if trials < 1:
            raise ValueError(f"trials must be at least 1, got {trials}")
        if not 0.0 <= raise_edge <= 1.0:
            raise ValueError(f"raise_edge is a fraction between 0 and 1, got {raise_edge}")
        self.seed = seed & (1 << 64) - 1
        self.trials = trials
        self.raise_edge = raise_edge

    def equity(self, state: State, seat: int) -> float:
        """The seat's estimated share of the pot against the opponents still in the hand."""
        folded = state.folded
        opponents = sum(1 for s, out in enumerate(folded) if not out and s != seat)
        hole = state.hole_masks[seat]
        game = state.game
        if opponents == 0:
            return 1.0
        if hole.bit_count() != game.hole_cards:  # cards unknown to the engine: assume an average hand
            return 1.0 / (opponents + 1)
        board = state.board_mask
        seed = Rng.derive(self.seed, seat << 56 | state.pot_total, board, hole)
        options = SimulationOptions.mc_seeded(self.trials, seed, threads=1)
        result = calculate_equity_vs_random(hole, board, opponents, options, game=game)
        return result.players[0].equity

    def decide(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no seat is to act in this state; ask a strategy only when state.actor is its seat")
        players = sum(1 for out in state.folded if not out)
        equity = self.equity(state, seat)
        fair_share = 1.0 / players
        call = find_action(legal, ActionKind.Call)
        to_call = call.min if call is not None else 0
        if equity >= fair_share + self.raise_edge * (1.0 - fair_share):
            raise_action = find_action(legal, ActionKind.BetOrRaise)
            if raise_action is not None:
                pot_sized = state.current_bet + state.pot_total + to_call
                return Decision(ActionKind.BetOrRaise, min(max(pot_sized, raise_action.min), raise_action.max))
            if find_action(legal, ActionKind.AllIn) is not None:
                return Decision(ActionKind.AllIn)
        if find_action(legal, ActionKind.Check) is not None:
            return Decision(ActionKind.Check)
        if call is not None:
            price = to_call / (state.pot_total + to_call)
            return Decision(ActionKind.Call) if equity >= price else Decision(ActionKind.Fold)
        # The call would take the whole stack: only fold and all-in are offered.
        all_in = find_action(legal, ActionKind.AllIn)
        if all_in is not None:
            to_call = state.stacks[seat]
            price = to_call / (state.pot_total + to_call)
            if equity >= price:
                return Decision(ActionKind.AllIn)
        return Decision(ActionKind.Fold)


#: The bot names ``xiapl play --bots`` accepts.
STRATEGIES = ("call", "raise", "fold", "equity")


def make_strategy(name: str, seed: int = 0) -> Strategy:
    """A bot by name: ``call``, ``raise``, ``fold`` or ``equity`` (seeded with ``seed``)."""
    key = name.strip().lower()
    if key == "call":
        return AlwaysCall()
    if key == "raise":
        return AlwaysRaise()
    if key == "fold":
        return AlwaysFold()
    if key == "equity":
        return EquityBot(seed)
    raise ValueError(f"unknown bot {name!r}; use one of {', '.join(STRATEGIES)}")
