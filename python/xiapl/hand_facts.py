"""Facts of a table state from the core: the money facts hand statistics count, and the
pot-sized raise.

``money_facts(state)`` reads a table state's history
(``xiapl_table_money_facts``): per seat, the first betting round in which it
put chips in voluntarily (VPIP counts round 0) and the first in which it
raised (PFR counts round 0), and the seat that raised first in. Rounds are
numbered as the streets are: board games 0 preflop, stud 0 third street, draw
games 0 before the first draw. A call, bet, raise or all-in is voluntary;
blinds, straddles, antes, the bring-in and checks are not. A raise goes to
more than the round's highest bet so far (from the largest blind or straddle
in round 0, from 0 later; a completion of the bring-in is a raise). A
first-in raise is round 0's first raise made before anyone put chips in
voluntarily.

    >>> from xiapl.table import ActionKind, State
    >>> state = State.start([100, 100, 100], blinds=(1, 2))
    >>> state = state.apply(ActionKind.BetOrRaise, 6).apply(ActionKind.Call)
    >>> money_facts(state)
    MoneyFacts(voluntary_round=(0, 0, -1), raise_round=(0, -1, -1), first_in_raiser=0)

``pot_raise_to(state)`` is the street total a pot-sized bet or raise of the
seat to act reaches (``xiapl_table_pot_raise_to``): it calls, then raises by
the whole pot including the call, kept within the legal range; under pot limit
it is the largest legal raise. With blinds 1 and 2 the first seat raises the
pot to 7:

    >>> pot_raise_to(State.start([100, 100, 100], blinds=(1, 2)))
    7
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, NamedTuple

from ._native import lib

if TYPE_CHECKING:
    from .table import State

__all__ = ["MoneyFacts", "money_facts", "pot_raise_to"]

_MAX_SEATS = 10


class MoneyFacts(NamedTuple):
    """What a hand's history says about each seat's money (see the module)."""

    voluntary_round: tuple[int, ...]  #: per seat: the first round it put chips in voluntarily, or -1
    raise_round: tuple[int, ...]  #: per seat: the first round it raised, or -1
    first_in_raiser: int | None  #: the seat that raised first in, or None

    def vpip(self, seat: int) -> bool:
        """Whether the seat put chips in voluntarily in the first round."""
        return self.voluntary_round[seat] == 0

    def pfr(self, seat: int) -> bool:
        """Whether the seat raised in the first round."""
        return self.raise_round[seat] == 0


def money_facts(state: State) -> MoneyFacts:
    """The money facts of a table state's history so far (a finished hand: the whole hand)."""
    from .table import State

    if not isinstance(state, State):
        raise TypeError(f"money_facts takes a xiapl.table.State, not {type(state).__name__}")
    voluntary = (ctypes.c_int32 * _MAX_SEATS)()
    raised = (ctypes.c_int32 * _MAX_SEATS)()
    seats = ctypes.c_uint64()
    first_in = ctypes.c_int32()
    lib.xiapl_table_money_facts(
        state._handle, voluntary, raised, _MAX_SEATS, ctypes.byref(seats), ctypes.byref(first_in)
    )
    n = seats.value
    return MoneyFacts(tuple(voluntary[:n]), tuple(raised[:n]), first_in.value if first_in.value >= 0 else None)


def pot_raise_to(state: State) -> int:
    """The street total of a pot-sized bet or raise of the seat to act (see the module).

    Raises ``InvalidArgumentError`` when nobody may bet or raise in the state."""
    from .table import State

    if not isinstance(state, State):
        raise TypeError(f"pot_raise_to takes a xiapl.table.State, not {type(state).__name__}")
    to = ctypes.c_int64()
    lib.xiapl_table_pot_raise_to(state._handle, ctypes.byref(to))
    return to.value
