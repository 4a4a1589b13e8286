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

They play every game. In stud, a seat that must bring it in posts the
bring-in unless it raises (completes). In a draw game's Drawing phase a
strategy is asked like on any turn and answers with a discard,
``Decision(ActionKind.Discard, cards)``; the bots here all draw by
:func:`default_discard`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, Protocol, runtime_checkable

from ..card import Card
from ..game import GameFamily, GameType
from ..hand_facts import pot_raise_to
from ..rng import Rng
from ..simulation import SimulationOptions, calculate_equity_vs_random
from ..table import ActionKind, LegalAction, State

__all__ = [
    "STRATEGIES",
    "AlwaysCall",
    "AlwaysFold",
    "AlwaysRaise",
    "Decision",
    "EquityBot",
    "Strategy",
    "default_discard",
    "find_action",
    "is_legal",
    "make_strategy",
]


class Decision(NamedTuple):
    """An action for the seat to act; ``amount`` is the street total of a bet or raise (else 0).

    It unpacks as ``(kind, amount)``, the arguments of ``State.apply``. A draw
    is ``Decision(ActionKind.Discard, cards)``: ``amount`` is then the mask of
    the cards discarded (0: stand pat), which :meth:`apply_to` passes to
    ``State.discard``.
    """

    kind: ActionKind
    amount: int = 0

    def apply_to(self, state: State) -> State:
        if self.kind == ActionKind.Discard:
            return state.discard(self.amount)
        return state.apply(self.kind, self.amount)


@runtime_checkable
class Strategy(Protocol):
    """Anything with a ``name`` and ``decide(state, seat) -> Decision``.

    ``decide`` is only asked when ``seat`` is ``state.actor``, and must return
    one of ``state.legal_actions()`` (a BetOrRaise amount within its min..max).
    In a draw game's Drawing phase the only row is Discard: return
    ``Decision(ActionKind.Discard, cards)`` with the mask of some of the seat's
    cards, at most the row's ``max`` of them (0: stand pat);
    :func:`default_discard` is a simple choice.
    """

    name: str

    def decide(self, state: State, seat: int) -> Decision: ...


def is_legal(decision: Decision, legal: Sequence[LegalAction]) -> bool:
    """Whether ``decision`` is one of the legal actions (amount in range for a bet or raise; for a
    discard, at most the row's ``max`` cards; whether the seat holds them, the engine checks)."""
    for action in legal:
        if action.kind != decision.kind:
            continue
        if action.kind == ActionKind.BetOrRaise:
            return action.min <= decision.amount <= action.max
        if action.kind == ActionKind.Discard:
            return decision.amount >= 0 and action.min <= decision.amount.bit_count() <= action.max
        return True
    return False


def find_action(legal: Sequence[LegalAction], kind: ActionKind) -> LegalAction | None:
    """The row of ``legal`` for ``kind`` (its amounts), or None when that kind is not offered."""
    return next((a for a in legal if a.kind == kind), None)


def _check_or_call(legal: Sequence[LegalAction]) -> Decision:
    """Check when free, else call; a seat whose whole stack is short of the call goes all-in; a
    seat that must bring it in (stud) posts the bring-in."""
    for kind in (ActionKind.Check, ActionKind.Call, ActionKind.BringIn, ActionKind.AllIn, ActionKind.Fold):
        if find_action(legal, kind) is not None:
            return Decision(kind)
    raise ValueError("no seat is to act in this state; ask a strategy only when state.actor is its seat")


def _lowball27_discards(cards: list[Card]) -> list[Card]:
    """2-7: keep one card of each rank from 2 to 8; a kept five-card straight or flush drops its top card."""
    keep: dict[int, Card] = {}
    for card in sorted(cards, key=lambda c: (c.rank, c.id)):
        if card.rank <= 8 and card.rank not in keep:
            keep[card.rank] = card
    kept = list(keep.values())
    ranks = sorted(keep)
    if len(kept) == 5 and (ranks[-1] - ranks[0] == 4 or len({c.suit for c in kept}) == 1):
        kept.remove(keep[ranks[-1]])
    return [c for c in cards if c not in kept]


def _badugi_discards(cards: list[Card]) -> list[Card]:
    """Badugi: keep cards from the lowest (ace low) up, each of a rank and a suit not kept yet."""
    kept: list[Card] = []
    for card in sorted(cards, key=lambda c: (c.rank % 14, c.id)):  # the ace (14) ranks lowest
        if all(card.rank != k.rank and card.suit != k.suit for k in kept):
            kept.append(card)
    return [c for c in cards if c not in kept]


def default_discard(state: State, seat: int) -> int:
    """A simple draw for ``seat`` in a Drawing phase: the mask of the cards to discard (0: stand pat).

    2-7 lowball keeps one card of each rank from deuce to eight and discards
    the rest (pairs, nines and above, aces: aces are high); a pat hand that is
    a straight or a flush breaks it by discarding its highest card. Badugi
    keeps, from the lowest card up (aces low), every card whose rank and suit
    differ from the cards kept, and discards the others. Cards the seat holds
    unseen are kept, and when the rules allow fewer discards than the rule
    wants, the highest cards go first (2-7: aces highest; badugi: kings). The
    choice depends on the cards alone, so it is the same every time.
    """
    row = find_action(state.legal_actions(), ActionKind.Discard)
    if row is None or state.actor != seat:
        raise ValueError("no draw is due from this seat; ask for a discard only in its Drawing turn")
    cards = [Card.from_id(i) for i in range(52) if state.hole_masks[seat] >> i & 1]
    if state.game == GameType.Badugi:
        out = _badugi_discards(cards)
        out.sort(key=lambda c: (-(c.rank % 14), c.id))
    else:
        out = _lowball27_discards(cards)
        out.sort(key=lambda c: (-c.rank, c.id))
    mask = 0
    for card in out[: row.max]:
        mask |= card.mask
    return mask


_STUD_GAMES = tuple(game for game in GameType if game.family is GameFamily.Stud)  # the library's families
_DRAW_GAMES = tuple(game for game in GameType if game.family is GameFamily.Draw)


def _draw(state: State, seat: int) -> Decision:
    return Decision(ActionKind.Discard, default_discard(state, seat))


class AlwaysCall:
    """Checks when it can, otherwise calls (all-in when the call takes the whole stack)."""

    name = "call"

    def decide(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        if find_action(legal, ActionKind.Discard) is not None:
            return _draw(state, seat)
        return _check_or_call(legal)


class AlwaysRaise:
    """Makes the smallest legal bet or raise; goes all-in when it cannot; else checks or calls."""

    name = "raise"

    def decide(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        if find_action(legal, ActionKind.Discard) is not None:
            return _draw(state, seat)
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
        if find_action(legal, ActionKind.Discard) is not None:
            return _draw(state, seat)
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

    In stud the estimate deals the seat's cards to come with the face-up cards
    of the other seats out of the deck, against as many random hands as the
    rest of the deck deals (up to the opponents still in); the seat that must bring it in
    posts the bring-in unless it raises. Draw games have no equity without the
    draws, so there the bot counts its hand as an average one (the fair share:
    it checks and calls at a fair price, and never raises); it draws by
    :func:`default_discard`.
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
        dead = 0
        if game in _STUD_GAMES:
            known = hole != 0 and state.unknown_counts[seat] == 0
            dead = sum(up for s, up in enumerate(state.up_masks) if s != seat)
            # As many random seven-card hands as the deck deals beside the seat's and the dead cards.
            opponents = min(opponents, (game.deck_cards - dead.bit_count() - game.hole_cards) // game.hole_cards)
            if opponents < 1:
                known = False
        else:  # board games hold all their hole cards; draw games have no equity before the draws
            known = hole.bit_count() == game.hole_cards and game not in _DRAW_GAMES
        if not known:  # cards unknown to the engine, or a draw game: assume an average hand
            return 1.0 / (opponents + 1)
        board = state.board_mask
        if game in _STUD_GAMES:  # stud's rare community card is a card of every hand, the seat's too
            hole, board = hole | board, 0
        seed = Rng.derive(self.seed, seat << 56 | state.pot_total, board, hole)
        options = SimulationOptions.mc_seeded(self.trials, seed, threads=1)
        result = calculate_equity_vs_random(hole, board, opponents, options, game=game, dead=dead)
        return result.players[0].equity

    def decide(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no seat is to act in this state; ask a strategy only when state.actor is its seat")
        if find_action(legal, ActionKind.Discard) is not None:
            return _draw(state, seat)
        players = sum(1 for out in state.folded if not out)
        equity = self.equity(state, seat)
        fair_share = 1.0 / players
        call = find_action(legal, ActionKind.Call)
        to_call = call.min if call is not None else 0
        if equity >= fair_share + self.raise_edge * (1.0 - fair_share):
            raise_action = find_action(legal, ActionKind.BetOrRaise)
            if raise_action is not None:
                return Decision(ActionKind.BetOrRaise, pot_raise_to(state))
            if find_action(legal, ActionKind.AllIn) is not None:
                return Decision(ActionKind.AllIn)
        if find_action(legal, ActionKind.Check) is not None:
            return Decision(ActionKind.Check)
        if call is not None:
            price = to_call / (state.pot_total + to_call)
            return Decision(ActionKind.Call) if equity >= price else Decision(ActionKind.Fold)
        if find_action(legal, ActionKind.BringIn) is not None:  # stud: neither fold nor call is offered
            return Decision(ActionKind.BringIn)
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
