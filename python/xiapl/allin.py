"""All-in equity per street for a replayed PHH hand: who was ahead when the
money went in, by how much, and how far the cards that came moved the chips.

    >>> from xiapl.phh import read_phh
    >>> report = allin_equity(read_phh("dwan-ivey-2009.phh"))   # doctest: +SKIP
    >>> print(report)                                            # doctest: +SKIP

A *spot* is a state where the betting is over but board cards are still to
come: the engine is dealing a run-out because at most one live player has
chips left. The core (xiapl_table_allin_equity, the same in every language)
walks the hand's history; the first spot is the street the hand went all-in
on, and every later street of the run-out is a spot too. At each spot each
pot (main and side pots) is shared by exact enumeration among the live
players eligible for it, so a player's expected chips are the sum over pots
of equity x pot. A river all-in has no cards to come and so no spot: its
showdown is the result.

Cards of folded players that the file reveals are dead (they cannot come on
the board), and so, for a side pot, are the cards of the live players who
cannot win it. A live player whose cards the file does not show (``????``, or a
muck) makes equity impossible: the report is then skipped with the reason.

Stud hands have spots too: the end of each street's betting once at most one
live player has chips, each player's own cards to come dealt by the equity
engine, the up cards of folded players dead (everyone saw them); a seventh
street that needs the community card is no spot. A stud spot too large to
enumerate (before fifth street) is shared by a seeded Monte Carlo run of 2^21
deals instead. Draw games have no
card-only equity (it depends on what each player draws): a draw hand with a
player all-in is reported as skipped, with that reason.
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Any

from . import _abi
from ._native import lib
from .card import Card
from .errors import InvalidArgumentError
from .phh import PhhHand, replay
from .simulation import PlayerEquity
from .table import MAX_SEATS, ChipScale, State, Street
from .utils import mask_to_cards

__all__ = ["AllInReport", "AllInSpot", "PotEquity", "allin_equity", "allin_spots", "cards_text"]


def cards_text(mask: int) -> str:
    """Cards of a mask, highest rank first: ``AcKd``; ``-`` for none."""
    cards = sorted(mask_to_cards(mask), key=lambda c: (-c.rank, c.suit))
    return "".join(str(c) for c in cards) or "-"


@dataclass(frozen=True)
class PotEquity:
    """One pot at stake and each eligible seat's share of it."""

    amount: int  #: chips in the pot
    seats: tuple[int, ...]  #: the live seats that can win it
    shares: tuple[PlayerEquity, ...]  #: one per seat of ``seats``, in that order

    def equity_of(self, seat: int) -> float:
        """The seat's share of this pot (0 when it cannot win it)."""
        return self.shares[self.seats.index(seat)].equity if seat in self.seats else 0.0


@dataclass(frozen=True)
class AllInSpot:
    """One street of a run-out: the board so far and what each live seat can expect."""

    street: Street  #: the last street bet on (Preflop: no board yet)
    board: int  #: board mask
    seats: tuple[int, ...]  #: live seats (all with known cards)
    holes: tuple[int, ...]  #: each live seat's hole cards, in ``seats`` order
    dead: int  #: known cards of folded seats, out of the deck
    pots: tuple[PotEquity, ...]  #: main pot first
    expected: tuple[float, ...]  #: expected chips per seat of the table (0 for folded seats)

    @property
    def pot_total(self) -> int:
        return sum(p.amount for p in self.pots)

    def equity_of(self, seat: int) -> float:
        """The seat's share of every chip at stake (expected chips / all pots)."""
        return self.expected[seat] / self.pot_total if self.pot_total else 0.0


@dataclass(frozen=True)
class AllInReport:
    """All-in equity of one hand; ``spots`` is empty when the hand had no run-out."""

    names: tuple[str, ...]  #: one per seat (the file's players, else p1, p2, ...)
    scale: ChipScale  #: converts chips to the file's amounts
    spots: tuple[AllInSpot, ...]  #: the all-in street, then each later street of the run-out
    won: tuple[int, ...] | None  #: chips each seat was awarded (None: the hand did not finish)
    skipped: str | None = None  #: why the equity could not be computed, if so
    board_order: tuple[int, ...] = ()  #: the board's card ids as dealt (boards are shown in this order)
    stud: bool = False  #: a stud hand: streets are third to seventh, and there is no board

    def street_name(self, street: Street) -> str:
        """The street's name in this hand's game: "flop", or in stud "fifth street"."""
        if self.stud:
            return ("third", "fourth", "fifth", "sixth", "seventh")[int(street)] + " street"
        return street.name.lower()

    def board_text(self, mask: int) -> str:
        """A board's cards in the order they were dealt (highest first for cards not in ``board_order``)."""
        dealt = "".join(str(Card.from_id(i)) for i in self.board_order if mask >> i & 1)
        rest = mask & ~sum(1 << i for i in self.board_order)
        return dealt + (cards_text(rest) if rest else "") or "-"

    @property
    def allin_street(self) -> Street | None:
        """The street the money went in on (None without a run-out)."""
        return self.spots[0].street if self.spots else None

    def luck(self, spot: int = 0) -> tuple[float, ...] | None:
        """Chips won minus chips expected at ``spot`` (default: when the money went in), per seat."""
        if not self.spots or self.won is None:
            return None
        return tuple(w - e for w, e in zip(self.won, self.spots[spot].expected, strict=True))

    def amount(self, chips: float) -> float:
        """Chips in the file's units."""
        return chips * float(self.scale.unit)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready description (amounts in the file's units)."""
        return {
            "skipped": self.skipped,
            "allin_street": None if self.allin_street is None else self.street_name(self.allin_street),
            "spots": [self._spot_dict(i, s) for i, s in enumerate(self.spots)],
        }

    def _spot_dict(self, index: int, spot: AllInSpot) -> dict[str, Any]:
        luck = self.luck(index)
        return {
            "street": self.street_name(spot.street),
            "board": self.board_text(spot.board),
            "dead": cards_text(spot.dead),
            "pot": self.amount(spot.pot_total),
            "pots": [
                {
                    "amount": self.amount(p.amount),
                    "players": [self.names[s] for s in p.seats],
                    "equity": [e.equity for e in p.shares],
                    "win": [e.win for e in p.shares],
                    "tie": [e.tie for e in p.shares],
                }
                for p in spot.pots
            ],
            "players": [
                {
                    "player": self.names[seat],
                    "cards": cards_text(hole),
                    "equity": spot.equity_of(seat),
                    "expected": self.amount(spot.expected[seat]),
                    "won": None if self.won is None else self.amount(self.won[seat]),
                    "luck": None if luck is None else self.amount(luck[seat]),
                }
                for seat, hole in zip(spot.seats, spot.holes, strict=True)
            ],
        }

    def __str__(self) -> str:
        if self.skipped:
            return f"all-in equity skipped: {self.skipped}"
        if not self.spots:
            return "no all-in before seventh street" if self.stud else "no all-in before the river"
        return "\n".join("\n".join(self.spot_lines(i)) for i in range(len(self.spots)))

    def spot_lines(self, index: int) -> list[str]:
        """One street of the run-out as a table: a title line, a header and a row per live player."""
        spot = self.spots[index]

        def money(chips: float, sign: bool = False) -> str:
            value = self.amount(chips)
            return f"{value:+,.2f}" if sign else f"{value:,.2f}"

        def exact(chips: int) -> str:
            return f"{self.scale.to_amount(chips):,}"

        title = "all-in" if index == 0 else "run-out"
        pots = ", ".join(
            f"{'main pot' if k == 0 else f'side pot {k}'} {exact(p.amount)}"
            + (f" ({' '.join(self.names[s] for s in p.seats)})" if len(spot.pots) > 1 else "")
            for k, p in enumerate(spot.pots)
        )
        street = self.street_name(spot.street)
        lines = [
            f"{street[0].upper()}{street[1:]} {title}"
            + ("" if self.stud else f", board {self.board_text(spot.board)}")
            + (f", dead {cards_text(spot.dead)}" if spot.dead else "")
            + f": {pots}"
        ]
        pot_heads = ["equity"] if len(spot.pots) == 1 else ["main"] + [f"side {k}" for k in range(1, len(spot.pots))]
        name_width = max(len("player"), *(len(self.names[s]) for s in spot.seats))
        card_width = max(len("cards"), *(len(cards_text(h)) for h in spot.holes))
        head = f"  {'player':<{name_width}}  {'cards':<{card_width}}" + "".join(f"  {h:>8}" for h in pot_heads)
        head += f"  {'expected':>14}"
        luck = self.luck(index)
        if self.won is not None and luck is not None:
            head += f"  {'won':>14}  {'luck':>14}"
        lines.append(head)
        for seat, hole in zip(spot.seats, spot.holes, strict=True):
            row = f"  {self.names[seat]:<{name_width}}  {cards_text(hole):<{card_width}}"
            for pot in spot.pots:
                row += f"  {100 * pot.equity_of(seat):6.2f} %" if seat in pot.seats else f"  {'-':>8}"
            row += f"  {money(spot.expected[seat]):>14}"
            if self.won is not None and luck is not None:
                row += f"  {exact(self.won[seat]):>14}  {money(luck[seat], sign=True):>14}"
            lines.append(row)
        return lines


def _names(hand: PhhHand) -> tuple[str, ...]:
    players = hand.players
    if players is not None and len(players) == hand.player_count:
        return tuple(str(p) for p in players)
    return tuple(f"p{i}" for i in range(1, hand.player_count + 1))


_MAX_SPOTS = 4  # preflop, flop and turn spots (stud: third to sixth street)
_MAX_POTS = _MAX_SPOTS * MAX_SEATS


def allin_spots(state: State, *, count_folded_cards: bool = True, threads: int = 0) -> tuple[AllInSpot, ...]:
    """The all-in spots of a hand (xiapl_table_allin_equity): every state of its
    history where the betting is over with board cards to come, each pot shared
    by exact enumeration. InvalidArgumentError names a live seat whose cards are
    unknown. A draw hand has none (its equity depends on the draws): the result
    is empty."""
    spots = (_abi.xiapl_allin_spot * _MAX_SPOTS)()
    pots = (_abi.xiapl_allin_pot * _MAX_POTS)()
    spot_count, pot_count = ctypes.c_uint64(), ctypes.c_uint64()
    lib.xiapl_table_allin_equity(
        state._handle,
        int(bool(count_folded_cards)),
        threads,
        spots,
        _MAX_SPOTS,
        ctypes.byref(spot_count),
        pots,
        _MAX_POTS,
        ctypes.byref(pot_count),
    )
    n = state.seat_count
    out = []
    for index, spot in enumerate(spots[: spot_count.value]):
        seats = tuple(s for s in range(n) if spot.live >> s & 1)
        spot_pots = []
        for pot in pots[: pot_count.value]:
            if pot.spot != index:
                continue
            contenders = tuple(s for s in range(n) if pot.eligible >> s & 1)
            shares = tuple(PlayerEquity(pot.equity[s], pot.win[s], pot.tie[s], 0.0) for s in contenders)
            spot_pots.append(PotEquity(int(pot.amount), contenders, shares))
        out.append(
            AllInSpot(
                Street(spot.street),
                int(spot.board),
                seats,
                tuple(int(spot.holes[s]) for s in seats),
                int(spot.dead),
                tuple(spot_pots),
                tuple(float(x) for x in spot.expected[:n]),
            )
        )
    return tuple(out)


def allin_equity(hand: PhhHand, *, count_folded_cards: bool = True, threads: int = 0) -> AllInReport:
    """Replay ``hand`` and compute the exact all-in equity on every street of its run-out.

    ``count_folded_cards``: treat the revealed cards of folded players as dead
    (the default, the exact odds given what the file shows); False gives the
    odds the players at the table could compute. ``threads`` is passed to
    the equity engine (0 = one per CPU). Raises ``ReplayError`` when the
    engine refuses an action of the hand, like ``phh.replay``. A draw hand has
    no spots (skipped, with the reason, when a player went all-in).
    """
    names = _names(hand)
    scale = hand.chip_scale()
    state = replay(hand, scale)
    order = tuple(c.id for c in hand.board_cards())
    won = tuple(state.won) if state.is_finished else None
    if state.game.max_players == 0:
        reason = None
        if any(state.all_in_seats):
            reason = (
                f"all-in equity is not defined by the cards in {state.game.display_name}: "
                "it depends on what each player draws"
            )
        return AllInReport(names, scale, (), won, reason, order)
    stud = state.game.board_cards == 0
    try:
        spots = allin_spots(state, count_folded_cards=count_folded_cards, threads=threads)
    except InvalidArgumentError:
        # Betting is over at a run-out, so the seats live there are live at the end.
        unknown = [
            s
            for s, (out, hole, unseen) in enumerate(
                zip(state.folded, state.hole_masks, state.unknown_counts, strict=True)
            )
            if not out and (not hole or unseen)
        ]
        if not unknown:
            raise
        who = ", ".join(f"p{s + 1}" + (f" ({names[s]})" if names[s] != f"p{s + 1}" else "") for s in unknown)
        return AllInReport(
            names,
            scale,
            (),
            won,
            f"{who} is all-in or called with hole cards the file does not show (???? or mucked), "
            "so the all-in equity cannot be computed",
            order,
            stud,
        )
    return AllInReport(names, scale, spots, won, None, order, stud)
