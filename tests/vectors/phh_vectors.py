"""phh.json: PHH files read, written and replayed by the core, for generate.py.

Each record is a fixture file's text with what every binding must get from
it: the chip unit, the game, the final stacks (checked here against the
file's finishing_stacks where it has them, and against pokerkit's own replay
of the file, an independent implementation of PHH), the pot results, the
canonical text the writer gives, and the all-in equity of each run-out
street (each pot's shares checked against calculate_equity on that spot,
the expected chips against the pots). Refused texts carry their status.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from pokerkit import HandHistory

from xiapl import phh
from xiapl.allin import allin_spots
from xiapl.errors import XiaplError
from xiapl.simulation import SimulationOptions, calculate_equity

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"

# Hands with run-outs (preflop, flop and turn all-ins, Omaha, decimal chips),
# heads-up, a fractional odd-chip tie, plain hands, fixed-limit hold'em,
# fixed-limit Omaha hi/lo and short-deck hands, and stud and draw hands (a
# completed bring-in, razz, unseen cards
# shown at the end, unseen discards, badugi).
HANDS = [
    "dwan-ivey-2009.phh",
    "antonius-blom-2009.phh",
    "pluribus/31/24.phh",
    "pluribus/31/28.phh",
    "pluribus/32/23.phh",
    "pluribus/32/38.phh",
    "pluribus/30/0.phh",
    "pluribus/35/1.phh",
    "wsop-2023-43-5/68.phh",
    "wsop-2023-43-5/1.phh",
    "wsop-2023-43-5/27.phh",
    "wsop-2023-43-5/34.phh",
    "wsop-2023-43-5/12.phh",
    "wsop-2023-43-5/13.phh",
    "phua-xuan-2019.phh",
    "wsop-2023-43-5/10.phh",
    "wsop-2023-43-5/24.phh",
    "wsop-2023-43-5/20.phh",
    "wsop-2023-43-5/50.phh",
    "wsop-2023-43-5/42.phh",
    "wsop-2023-43-5/55.phh",
    "wsop-2023-43-5/60.phh",
    "alice-carol-wikipedia.phh",
]
# Real files under a variant code the PHH specification does not define.
UNSUPPORTED = [("phua-xuan-2019.phh", "NS", "XS"), ("wsop-2023-43-5/10.phh", "F7S", "X7S")]
STUD = """variant = "F7S"
antes = [1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs2d", "d dh p2 AhKh9c", {action}]
"""
# Replayed in units of 0.1, the fractional tie matches its file.
ODD_CHIP_TIE = "pluribus/32/23.phh"

BASE = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQh", {action}]
"""

ERRORS = [
    ("variant = \n", "XIAPL_ERR_PARSE", "line 1"),
    (BASE.format(action='"p2 xx"'), "XIAPL_ERR_PARSE", "'xx'"),
    (BASE.format(action='"d db AsKd2c"'), "XIAPL_ERR_PARSE", "deals As again"),
    (BASE.format(action='"p2 cbr 1,000"'), "XIAPL_ERR_PARSE", "'1,000'"),
    (BASE.replace('"NT"', '"XT"').format(action='"p2 f"'), "XIAPL_ERR_UNSUPPORTED", "'XT'"),
    (BASE.replace('"NT"', '"FT"').format(action='"p2 f"'), "XIAPL_ERR_PARSE", "'small_bet'"),
]
# Parse, then replay: the rules refuse the action.
REPLAY_ERRORS = [
    (BASE.format(action='"p2 cbr 3"'), "XIAPL_ERR_INVALID_ARGUMENT", "action 2 'p2 cbr 3'"),
    (BASE.format(action='"p1 f"'), "XIAPL_ERR_INVALID_ARGUMENT", "action 2 'p1 f'"),
    (STUD.format(action='"p1 f"'), "XIAPL_ERR_INVALID_ARGUMENT", "the bring-in is due"),
    (STUD.format(action='"p2 pb"'), "XIAPL_ERR_INVALID_ARGUMENT", "the engine expects p1 to act"),
    (STUD.format(action='"p1 sd 2d"'), "XIAPL_ERR_INVALID_ARGUMENT", "F7S has no draw"),
]


class PhhVectorError(Exception):
    """A vector that its independent check does not confirm."""


def _expect(condition: bool, what: str) -> None:
    if not condition:
        raise PhhVectorError(what)


def _pokerkit_stacks(text: str) -> list[Decimal]:
    """The final stacks pokerkit's own PHH replay reaches."""
    *_, state = HandHistory.loads(text)
    return [Decimal(str(s)) for s in state.stacks]


def _hand(name: str) -> dict[str, Any]:
    text = (FIXTURES / name).read_text(encoding="utf-8")
    hand = phh.parse_phh(text)
    scale = hand.chip_scale()
    state = phh.replay(hand)
    amounts = [scale.to_amount(s) for s in state.stacks]
    if name != ODD_CHIP_TIE:
        _expect(amounts == _pokerkit_stacks(text), f"{name}: pokerkit ends with other stacks")
        if hand.finishing_stacks:
            _expect(phh.finishing_stacks_match(hand, state), f"{name}: not the file's finishing_stacks")
    written = phh.format_phh(hand)
    _expect(phh.parse_phh(written) == hand, f"{name}: the written text reads back differently")
    spots = []
    for spot in allin_spots(state):
        pots = []
        for pot in spot.pots:
            if len(pot.seats) > 1:
                outsiders = 0
                for seat, hole in zip(spot.seats, spot.holes, strict=True):
                    if seat not in pot.seats:
                        outsiders |= hole
                holes = [state.hole_masks[s] for s in pot.seats]
                check = calculate_equity(
                    holes, spot.board, SimulationOptions.exact(), game=hand.game, dead=spot.dead | outsiders
                )
                for share, player in zip(pot.shares, check.players, strict=True):
                    _expect(abs(share.equity - player.equity) < 1e-12, f"{name}: a pot's equity")
            pots.append(
                {
                    "amount": pot.amount,
                    "eligible": sum(1 << s for s in pot.seats),
                    "equity": [pot.equity_of(s) for s in range(state.seat_count)],
                }
            )
        _expect(abs(sum(spot.expected) - spot.pot_total) < 1e-6, f"{name}: expected chips are not the pots")
        spots.append(
            {
                "street": int(spot.street),
                "board": str(spot.board),
                "dead": str(spot.dead),
                "expected": list(spot.expected),
                "pots": pots,
            }
        )
    return {
        "name": name,
        "text": text,
        "chip_unit": str(scale.unit),
        "game": int(state.game),
        "players": hand.player_count,
        "final_stacks": state.stacks,
        "won": state.won,
        "pot_results": [
            {"amount": r.amount, "winners": sum(1 << s for s in r.winners), "won": list(r.won)}
            for r in state.pot_results()
        ],
        "history_len": len(state.history()),
        "written": written,
        "allin": spots,
    }


def _status(text: str, replay: bool) -> tuple[str, str]:
    try:
        hand = phh.parse_phh(text)
        if replay:
            phh.replay(hand)
    except XiaplError as exc:
        return exc.status_name, str(exc)
    raise PhhVectorError(f"{text!r} was accepted")


def build_phh() -> dict[str, Any]:
    hands = [_hand(name) for name in HANDS]
    unsupported = []
    for name, code, undefined in UNSUPPORTED:
        text = (FIXTURES / name).read_text(encoding="utf-8").replace(f"'{code}'", f"'{undefined}'")
        text = text.replace(f'"{code}"', f'"{undefined}"')
        status, _ = _status(text, False)
        _expect(status == "XIAPL_ERR_UNSUPPORTED", f"{name}: {status}")
        unsupported.append({"name": f"{name} as {undefined}", "text": text, "status": status})
    errors = []
    for cases, replay in ((ERRORS, False), (REPLAY_ERRORS, True)):
        for text, want, fragment in cases:
            status, message = _status(text, replay)
            _expect(status == want and fragment in message, f"{text!r}: {status} {message}")
            errors.append({"text": text, "replay": replay, "status": status, "message_contains": fragment})
    return {"format": 1, "hands": hands, "unsupported": unsupported, "errors": errors}
