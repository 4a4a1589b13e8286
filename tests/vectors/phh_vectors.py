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

import warnings
from decimal import Decimal
from pathlib import Path
from typing import Any

from pokerkit import HandHistory

from xiapl import phh
from xiapl.allin import allin_spots
from xiapl.errors import XiaplError
from xiapl.simulation import SimulationOptions, calculate_equity
from xiapl.table import ActionKind

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
        "pot_results": [_pot_facts(r) for r in state.pot_results()],
        "history_len": len(state.history()),
        "streets": _streets(state),
        "written": written,
        "allin": spots,
    }


def _bits(seats: tuple[int, ...]) -> int:
    return sum(1 << s for s in seats)


def _pot_facts(r: Any) -> dict[str, Any]:
    """A pot as awarded: its winners, each half's, the odd chips and who took them, and the
    winners in odd-chip order."""
    return {
        "amount": r.amount,
        "winners": _bits(r.winners),
        "won": list(r.won),
        "high_winners": _bits(r.high_winners),
        "low_winners": _bits(r.low_winners),
        "odd_chips": r.odd_chips,
        "odd_chip_seats": _bits(r.odd_chip_seats),
        "order": list(r.order),
    }


def _streets(state: Any) -> list[list[int]]:
    """Each history step's [street, draw], checked against the steps themselves: an action's
    street counts the deals and draws since the betting began (the first deals of a stud or draw
    hand open street 0); a deal's or a draw's is the next action's; a draw and its replacements
    name the draw (the street after it)."""
    history = state.history()
    out = [[step.street, step.draw] for step in history]
    street, acted, dealt, drew = 0, False, False, False
    for i, step in enumerate(history):
        action = step.seat is not None and step.kind != ActionKind.Discard
        if not action:
            dealt = True
            drew = drew or step.kind == ActionKind.Discard
            later = [h.street for h in history[i + 1 :] if h.seat is not None and h.kind != ActionKind.Discard]
            _expect(not later or step.street == later[0], f"step {i}: street {step.street}, not the next action's")
            _expect(step.draw == (step.street if (step.kind == ActionKind.Discard or drew) else 0), f"step {i}: draw")
            continue
        if dealt and acted:
            street += 1
        acted, dealt = True, False
        _expect((step.street, step.draw) == (street, 0), f"step {i}: street {step.street}, not {street}")
    return out


# Hands holding a fold when checking was free: the replay keeps it and warns, with these texts.
WARNINGS = [
    (
        "needless-holdem",
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [100, 100]\n'
        'actions = ["d dh p1 AsKs", "d dh p2 QdQs", "p2 cc", "p1 f"]\n',
        ["p1 folds preflop when checking was free; the replay keeps the fold"],
    ),
    (
        "needless-holdem-flop",
        'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
        "starting_stacks = [100, 100, 100]\n"
        'actions = ["d dh p1 AsKs", "d dh p2 QdQs", "d dh p3 7c2d", "p3 cc", "p1 cc", "p2 cc",'
        ' "d db 2h3h4h", "p1 cc", "p2 f", "p3 cc", "d db 9c", "p1 f"]\n',
        [
            "p2 folds on the flop when checking was free; the replay keeps the fold",
            "p1 folds on the turn when checking was free; the replay keeps the fold",
        ],
    ),
    (
        "needless-stud",
        'variant = "F7S"\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [100, 100]\n'
        'actions = ["d dh p1 AsKs2c", "d dh p2 QdQs3c", "p1 pb", "p2 cc", "d dh p1 4d", "d dh p2 Ah", "p2 f"]\n',
        ["p2 folds on fourth street when checking was free; the replay keeps the fold"],
    ),
    (
        "needless-draw",
        'variant = "N2L1D"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        "starting_stacks = [100, 100]\n"
        'actions = ["d dh p1 7c5d4h3s2c", "d dh p2 AsKsQsJs9h", "p2 cc", "p1 cc", "p1 sd", "p2 sd AsKs",'
        ' "d dh p2 8d8h", "p1 f"]\n',
        ["p1 folds after the first draw when checking was free; the replay keeps the fold"],
    ),
]


def _warnings() -> list[dict[str, Any]]:
    out = []
    for name, text, texts in WARNINGS:
        hand = phh.parse_phh(text)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            state = phh.replay(hand)
        _expect([str(w.message) for w in caught] == texts, f"{name}: warned {[str(w.message) for w in caught]}")
        records = state.replay_warnings()
        _expect([w.text for w in records] == texts, f"{name}: the warnings' texts")
        history = state.history()
        for w in records:
            step = history[w.step]
            _expect(step.needless and step.seat == w.seat and step.street == w.street, f"{name}: step {w.step}")
            _expect(w.player == (w.seat - state.button - 1) % state.seat_count + 1, f"{name}: the player")
        out.append(
            {
                "name": name,
                "text": text,
                "streets": _streets(state),
                "warnings": [
                    {
                        "kind": w.kind,
                        "step": w.step,
                        "seat": w.seat,
                        "player": w.player,
                        "street": w.street,
                        "text": w.text,
                    }
                    for w in records
                ],
            }
        )
    return out


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
    return {"format": 1, "hands": hands, "unsupported": unsupported, "errors": errors, "warnings": _warnings()}
