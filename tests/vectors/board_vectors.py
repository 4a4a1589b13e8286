"""board.json: board facts and hand money facts from the core, for generate.py.

Flop textures are checked here against a computation of their own (the ranks'
spread with the ace high or low, the number of suits and ranks); flop classes
against the orbits counted here by relabelling every flop of the deck; decks
against the ranks each game deals; each hand's money facts (VPIP, PFR, rounds,
the first-in raiser) against a reading of the replayed history of its own,
round by round. Refused inputs carry their status.
"""

from __future__ import annotations

import ctypes
import itertools
import random
from typing import Any

from phh_vectors import FIXTURES, HANDS

from xiapl import phh
from xiapl._native import lib
from xiapl.distributed.flops import flop_classes, flop_texture
from xiapl.errors import XiaplError
from xiapl.game import GameType
from xiapl.hand_facts import money_facts
from xiapl.table import ActionKind, State
from xiapl.utils import cards_to_mask


class BoardVectorError(Exception):
    """The library and the oracle disagree."""


def _expect(condition: bool, what: str) -> None:
    if not condition:
        raise BoardVectorError(what)


BOARD_GAMES = [GameType.Holdem, GameType.ShortDeck, GameType.Plo, GameType.PloHiLo]
NAMED_FLOPS = [
    ("Ah2c3d", GameType.Holdem),
    ("QhKcAd", GameType.Holdem),
    ("Ah6c9d", GameType.Holdem),
    ("Ah6c9d", GameType.ShortDeck),
    ("Ah5c4d", GameType.Holdem),
    ("KhKcKd", GameType.Holdem),
    ("2h7h9h", GameType.Holdem),
    ("2h7hKc", GameType.Holdem),
    ("9h7h5c", GameType.Plo),
    ("9h9c5c", GameType.PloHiLo),
    ("Th9h6h", GameType.ShortDeck),
    ("Ac6c7d", GameType.ShortDeck),
]
BAD_FLOPS = [
    ("AhKh", GameType.Holdem),
    ("AhKhQhJh", GameType.Holdem),
    ("2h7h9h", GameType.ShortDeck),
    ("2h7h9h", GameType.Stud),
    ("2h7h9h", GameType.Badugi),
]
# Money facts of hands written here: a straddle and a limp (no first-in
# raise), and a raise first in after folds.
EXTRA_HANDS = {
    "straddle and limp": """variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, 4, 0]
min_bet = 4
starting_stacks = [100, 100, 100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQh", "d dh p3 7c2d", "d dh p4 9h8h", "p4 cc", "p1 cbr 12", "p2 f", "p3 f",
  "p4 cc", "d db 2c7h9s", "p1 cc", "p4 cbr 20", "p1 cc", "d db Kh", "p1 cc", "p4 cc", "d db 3s", "p1 cc", "p4 cc"]
""",
    "raise first in": """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQh", "d dh p3 7c2d", "p3 f", "p1 cbr 6", "p2 cc", "d db 2c7d9h", "p1 cc",
  "p2 cbr 8", "p1 f"]
""",
}


def _texture_oracle(flop: int, game: GameType) -> dict[str, Any]:
    ids = [c for c in range(52) if flop >> c & 1]
    ranks = [c % 13 + 2 for c in ids]
    suits = len({c // 13 for c in ids})
    distinct = len(set(ranks))
    ace_low = 5 if game is GameType.ShortDeck else 1
    low = [ace_low if r == 14 else r for r in ranks]
    connected = distinct == 3 and (max(ranks) - min(ranks) <= 4 or max(low) - min(low) <= 4)
    suit_word = {1: "monotone", 2: "two-tone", 3: "rainbow"}[suits]
    pairing = {3: "unpaired", 2: "paired", 1: "trips"}[distinct]
    if suit_word == "monotone":
        label = "monotone"
    elif pairing != "unpaired":
        label = "paired"
    elif connected:
        label = "connected"
    else:
        label = suit_word
    return {"texture": label, "suits": suit_word, "pairing": pairing, "connected": connected}


def _deck(game: GameType) -> int:
    lowest = 6 if game is GameType.ShortDeck else 2
    return sum(1 << c for c in range(52) if c % 13 + 2 >= lowest)


def _text(flop: int) -> str:
    return "".join("23456789TJQKA"[c % 13] + "cdhs"[c // 13] for c in range(52) if flop >> c & 1)


def _textures() -> list[dict[str, Any]]:
    rng = random.Random(0xB0A2D)
    chosen = [(cards_to_mask(text), game) for text, game in NAMED_FLOPS]
    for game in BOARD_GAMES:
        cards = [c for c in range(52) if _deck(game) >> c & 1]
        chosen += [(sum(1 << c for c in rng.sample(cards, 3)), game) for _ in range(12)]
    rows = []
    for flop, game in chosen:
        got = flop_texture(flop, game=game)
        _expect(got == _texture_oracle(flop, game), f"{_text(flop)} in {game.name}: {got}")
        rows.append({"game": int(game), "flop": str(flop), "cards": _text(flop), **got})
    return rows


def _status(call: Any) -> str:
    try:
        call()
    except XiaplError as exc:
        return str(exc.status_name)
    raise BoardVectorError("a call that must fail succeeded")


def _permute(mask: int, p: tuple[int, ...]) -> int:
    out = 0
    for suit in range(4):
        out |= (mask >> (13 * suit) & 0x1FFF) << (13 * p[suit])
    return out


def _orbits(group: list[tuple[int, ...]], deck: int) -> list[tuple[int, int]]:
    classes: dict[int, int] = {}
    for chosen in itertools.combinations([c for c in range(52) if deck >> c & 1], 3):
        orbit = {_permute(sum(1 << c for c in chosen), p) for p in group}
        classes[min(orbit)] = len(orbit)
    return sorted(classes.items())


ALL = list(itertools.permutations(range(4)))
GROUPS = [
    (GameType.Holdem, ALL),
    (GameType.ShortDeck, ALL),
    (GameType.Holdem, [(0, 1, 2, 3)]),
    (GameType.Holdem, [p for p in ALL if p[2] == 2]),
    (GameType.Plo, [(0, 1, 2, 3), (1, 0, 3, 2), (2, 3, 0, 1), (3, 2, 1, 0)]),
    (GameType.ShortDeck, [(0, 1, 2, 3), (1, 0, 2, 3)]),
]
BAD_GROUPS = [
    (GameType.Holdem, [(1, 0, 2, 3)]),
    (GameType.Holdem, [(0, 1, 2, 3), (1, 2, 3, 0)]),
    (GameType.Holdem, [(0, 1, 2, 3), (0, 1, 2, 3)]),
    (GameType.Holdem, [(0, 1, 2, 3), (0, 0, 2, 3)]),
    (GameType.Razz, [(0, 1, 2, 3)]),
]
EDGE = 8  # the first and last classes each record keeps


def _classes() -> list[dict[str, Any]]:
    rows = []
    for game, group in GROUPS:
        got = [(c.flop, c.weight) for c in flop_classes(group, game=game)]
        _expect(got == _orbits(group, _deck(game)), f"{game.name} under {group}: other classes")
        rows.append(
            {
                "game": int(game),
                "relabellings": [list(p) for p in group],
                "count": len(got),
                "total": sum(w for _, w in got),
                "first": [[str(f), w] for f, w in got[:EDGE]],
                "last": [[str(f), w] for f, w in got[-EDGE:]],
            }
        )
    return rows


def _reference_money(state: State, opening_bet: int) -> tuple[list[int], list[int], int]:
    rounds: list[list[Any]] = [[]]
    for step in state.history():
        if step.seat is None or step.kind == ActionKind.Discard:
            if rounds[-1]:
                rounds.append([])
        else:
            rounds[-1].append(step)
    voluntary = [-1] * state.seat_count
    raised = [-1] * state.seat_count
    first_in = -1
    for number, steps in enumerate(rounds):
        top = opening_bet if number == 0 else 0
        money_in = False
        for step in steps:
            if step.kind not in (ActionKind.Call, ActionKind.BetOrRaise, ActionKind.AllIn):
                continue
            if voluntary[step.seat] < 0:
                voluntary[step.seat] = number
            if step.kind != ActionKind.Call and step.amount > top:
                if raised[step.seat] < 0:
                    raised[step.seat] = number
                if number == 0 and not money_in and first_in < 0:
                    first_in = step.seat
            top = max(top, step.amount)
            money_in = True
    return voluntary, raised, first_in


def _money() -> list[dict[str, Any]]:
    texts = {name: (FIXTURES / name).read_text(encoding="utf-8") for name in HANDS} | EXTRA_HANDS
    rows = []
    for name, text in texts.items():
        hand = phh.parse_phh(text)
        state = phh.replay(hand)
        blinds = hand.blinds_or_straddles
        opening = hand.chip_scale().to_chips(max(blinds)) if blinds else 0
        facts = money_facts(state)
        voluntary, raised, first_in = _reference_money(state, opening)
        got = (
            list(facts.voluntary_round),
            list(facts.raise_round),
            -1 if facts.first_in_raiser is None else facts.first_in_raiser,
        )
        _expect(got == (voluntary, raised, first_in), f"{name}: {got}, counted here {(voluntary, raised, first_in)}")
        rows.append(
            {
                "name": name,
                "text": text,
                "voluntary_round": voluntary,
                "raise_round": raised,
                "first_in_raiser": first_in,
            }
        )
    _expect(any(r["first_in_raiser"] < 0 for r in rows) and any(r["first_in_raiser"] >= 0 for r in rows), "both kinds")
    return rows


def build_board() -> dict[str, Any]:
    textures = _textures()
    texture_errors = [
        {
            "game": int(g),
            "flop": str(cards_to_mask(t)),
            "status": _status(lambda t=t, g=g: flop_texture(cards_to_mask(t), game=g)),
        }
        for t, g in BAD_FLOPS
    ]
    classes = _classes()
    class_errors = [
        {
            "game": int(g),
            "relabellings": [list(p) for p in group],
            "status": _status(lambda g=g, group=group: flop_classes(group, game=g)),
        }
        for g, group in BAD_GROUPS
    ]
    decks = []
    for game in GameType:  # the deck of every game, board or not
        out = ctypes.c_uint64()
        lib.xiapl_game_deck(int(game), ctypes.byref(out))
        _expect(out.value == _deck(game), f"{game.name}: deck {out.value:#x}")
        decks.append({"game": int(game), "deck": str(out.value), "cards": out.value.bit_count()})
    return {
        "format": 1,
        "textures": textures,
        "texture_errors": texture_errors,
        "classes": classes,
        "class_errors": class_errors,
        "decks": decks,
        "money": _money(),
    }


if __name__ == "__main__":  # pragma: no cover
    print(len(build_board()["money"]))
