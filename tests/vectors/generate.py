#!/usr/bin/env python3
"""Writes the shared test vectors (cards.json, deck.json, eval.json, judge.json,
equity.json, range.json, canon.json, strength.json, table.json, games.json,
phh.json, icm.json, board.json).

Every expected value comes from the Python package ``xiapl`` (the library
under test, through its ctypes binding); every hand strength, best five and
judge result is checked against phevaluator (PyPI), an independent evaluator,
and every exact equity on the flop or later, and a sample of hand-strength
rows, against a brute force over the boards to come scored with phevaluator,
before anything is written. The Go, Node, Rust and Python suites replay the
files, so all four languages must give the same answers.

    python tests/vectors/generate.py            # rewrite the JSON files
    python tests/vectors/generate.py --check    # fail if they are out of date

Needs ``xiapl`` importable (``pip install .``, or ``PYTHONPATH=python`` with
``XIAPL_LIBRARY`` pointing at a built libxiapl) and ``phevaluator``.
The random choices come from a fixed ``random.Random`` seed, so a run on an
unchanged library rewrites byte-identical files.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import random
import sys
from collections.abc import Callable
from itertools import combinations, permutations
from pathlib import Path
from typing import Any

from phevaluator import evaluate_cards as ph_evaluate

import xiapl
from xiapl import _convert
from xiapl.canonicalize import (
    board_orbit_size,
    canonical_hand_mask,
    canonical_situation_masks,
    canonicalize_board_mask,
    count_canonical_boards,
    count_canonical_hands,
    count_canonical_situations,
    generate_canonical_boards,
    hand_orbit_size,
    hero_and_board_orbit_size,
    holdem_hand_class,
    stream_canonical_boards,
    stream_canonical_hands,
    stream_canonical_situations,
)
from xiapl.card import Card
from xiapl.deck import Deck
from xiapl.errors import XiaplError
from xiapl.eval import (
    HandValue,
    best_hand,
    evaluate_cards,
    evaluate_hand,
    evaluate_hands_many,
    evaluate_many,
    evaluate_mask,
    hand_name,
    judge,
)
from xiapl.phh import read_phh, replay
from xiapl.range import Range
from xiapl.simulation import SimulationOptions, calculate_equity, calculate_range_equity
from xiapl.strength import board_strengths
from xiapl.table import ActionKind, State
from xiapl.utils import cards_to_mask, mask_to_ids

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from board_vectors import BoardVectorError, build_board  # noqa: E402  (this folder's module)
from games_vectors import GamesVectorError, build_games  # noqa: E402  (this folder's module)
from icm_vectors import IcmVectorError, build_icm  # noqa: E402  (this folder's module)
from phh_vectors import PhhVectorError, build_phh  # noqa: E402  (this folder's module)

FORMAT = 1
STRENGTH_MAX = 7462
GAMES = {0: ("holdem", 2), 1: ("omaha4", 4), 2: ("omaha5", 5), 3: ("omaha6", 6)}
CATEGORY_NAMES = [
    "HIGH_CARD",
    "ONE_PAIR",
    "TWO_PAIR",
    "THREE_OF_A_KIND",
    "STRAIGHT",
    "FLUSH",
    "FULL_HOUSE",
    "FOUR_OF_A_KIND",
    "STRAIGHT_FLUSH",
]
# Where each category starts (lowest strength) among the 7,462 classes of five cards.
CATEGORY_SIZES = [1277, 2860, 858, 858, 10, 1277, 156, 156, 10]


class VectorError(Exception):
    """The library and the oracle disagree: nothing is written."""


# ----------------------------------------------------------------------------
# The independent oracle
# ----------------------------------------------------------------------------


def ph_id(card_id: int) -> int:
    """phevaluator numbers cards rank * 4 + suit; xiapl numbers them suit * 13 + rank - 2."""
    return (card_id % 13) * 4 + card_id // 13


def oracle_strength_ids(ids: list[int]) -> int:
    """phevaluator's rank (1 = royal flush, 7462 = worst) turned into a xiapl strength."""
    return STRENGTH_MAX + 1 - ph_evaluate(*(ph_id(i) for i in ids))


def oracle_hand(board: list[int], hole: list[int], game: int) -> int:
    if game == 0:
        return oracle_strength_ids(board + hole)
    return max(
        oracle_strength_ids(list(pair) + list(triple))
        for pair in combinations(hole, 2)
        for triple in combinations(board, 3)
    )


def oracle_category(strength: int) -> int:
    upper = 0
    for category, size in enumerate(CATEGORY_SIZES):
        upper += size
        if strength <= upper:
            return category
    raise VectorError(f"strength {strength} is out of range")


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise VectorError(what)


# ----------------------------------------------------------------------------
# Helpers
# ----------------------------------------------------------------------------


def names(ids: list[int]) -> str:
    return " ".join(str(Card.from_id(i)) for i in ids)


def mask_ids(mask: int) -> list[int]:
    return mask_to_ids(mask)


def mask_str(mask: int) -> str:
    """Masks and seeds are decimal strings: JSON numbers lose bits past 2**53."""
    return str(mask)


def status_of(call: Callable[[], Any]) -> str:
    """The status name of a call that must fail inside libxiapl."""
    try:
        call()
    except XiaplError as error:
        return error.status_name
    raise VectorError(f"{call} was expected to fail but succeeded")


def strength_record(strength: int) -> dict[str, Any]:
    value = HandValue(strength)
    category = int(value.category)
    expect(category == oracle_category(strength), f"category of strength {strength}")
    return {
        "strength": strength,
        "category": category,
        "category_name": CATEGORY_NAMES[category],
        "kickers": list(value.kickers),
        "describe": str(value),
        "hand_name": hand_name(value),
    }


# ----------------------------------------------------------------------------
# cards.json
# ----------------------------------------------------------------------------


def build_cards() -> dict[str, Any]:
    cards = []
    for card_id in range(52):
        card = Card.from_id(card_id)
        rank, suit = card.rank, card.suit
        expect(card_id == "cdhs".index(suit) * 13 + rank - 2, f"id of card {card}")
        cards.append({"id": card_id, "name": str(card), "rank": rank, "suit": suit})

    texts = [c["name"] for c in cards]
    texts += [c["name"].lower() for c in cards[::5]] + [c["name"].upper() for c in cards[1::5]]
    texts += ["10h", "10c", "10S", "10d", "tH", "aS", "2C"]
    parse = []
    for text in texts:
        card = Card.from_string(text)
        parse.append({"text": text, "id": card.id, "name": str(card)})

    bad_cards = ["", " ", "11h", "1h", "As ", " As", "AsKs", "A", "Ax", "Zs", "100h", "10", "h", "A s", "♠A"]
    parse_errors = [{"text": t, "status": status_of(lambda t=t: Card.from_string(t))} for t in bad_cards]

    lists = ["AsKsQd", "As Ks, 10h", "2c-3c-4c", "", "   ", "Td 9d 8d 7d 6d", "ac,KD,qh", "2c3c4c5c6c7c8c9cTcJcQcKcAc"]
    parse_list = []
    for text in lists:
        ids = _convert.parse_cards(text)
        parse_list.append({"text": text, "ids": ids})
    bad_lists = ["AsAs", "AsK", "As Kx", "As,,Ks?", "As 11c", "Ks ks"]
    parse_list_errors = [{"text": t, "status": status_of(lambda t=t: _convert.parse_cards(t))} for t in bad_lists]

    rng = random.Random(20240801)
    id_sets = [[], [0], [51], [12, 0, 51, 39], list(range(52)), list(range(51, -1, -1))]
    id_sets += [rng.sample(range(52), rng.randint(1, 9)) for _ in range(10)]
    masks = []
    for ids in id_sets:
        mask = _convert.mask_from_ids(ids)
        expect(mask == sum(1 << i for i in ids), f"mask of {ids}")
        expect(mask_ids(mask) == sorted(ids), f"ids of mask {mask}")
        masks.append({"ids": ids, "mask": mask_str(mask), "sorted_ids": sorted(ids)})
    mask_from_ids_errors = [
        {"ids": ids, "status": status_of(lambda ids=ids: _convert.mask_from_ids(ids))}
        for ids in ([52], [0, 52], [63], [7, 7], [1, 2, 3, 1])
    ]
    mask_to_ids_errors = [
        {"mask": mask_str(mask), "status": status_of(lambda mask=mask: mask_ids(mask))}
        for mask in (1 << 52, 1 << 63, (1 << 64) - 1, (1 << 52) | 1)
    ]
    return {
        "format": FORMAT,
        "abi_version": xiapl._native.ABI_VERSION,
        "cards": cards,
        "parse": parse,
        "parse_errors": parse_errors,
        "parse_list": parse_list,
        "parse_list_errors": parse_list_errors,
        "masks": masks,
        "mask_from_ids_errors": mask_from_ids_errors,
        "mask_to_ids_errors": mask_to_ids_errors,
    }


# ----------------------------------------------------------------------------
# deck.json
# ----------------------------------------------------------------------------


def build_deck() -> dict[str, Any]:
    seeds = [0, 1, 2, 7, 42, 1234567890123456789, 0x9E3779B97F4A7C15, (1 << 64) - 1]
    shuffles = []
    for seed in seeds:
        deck = Deck()
        deck.shuffle(seed)
        order = deck.card_ids
        expect(sorted(order) == list(range(52)), f"seed {seed} gives a permutation")
        shuffles.append({"seed": mask_str(seed), "order": order})

    def scenario(name: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        deck = Deck()
        recorded = []
        for step in steps:
            op = step["op"]
            step = dict(step)
            try:
                if op == "shuffle":
                    deck.shuffle(int(step["seed"]))
                elif op == "deal":
                    step["cards"] = [c.id for c in deck.deal(step["count"])]
                elif op == "burn":
                    deck.burn(step["count"])
                elif op == "remove":
                    deck.remove_cards(int(step["mask"]))
                elif op == "reset":
                    deck.reset()
                elif op == "cards":
                    step["cards"] = deck.card_ids
                else:
                    raise VectorError(f"unknown op {op}")
                if step.pop("fails", False):
                    raise VectorError(f"{name}: {op} was expected to fail")
            except XiaplError as error:
                expect(step.pop("fails", False), f"{name}: {op} failed: {error}")
                step["status"] = error.status_name
            recorded.append(step)
        return {"name": name, "steps": recorded}

    def mask_of(text: str) -> str:
        return mask_str(cards_to_mask(text))

    scenarios = [
        scenario("fresh deck in id order", [{"op": "cards"}, {"op": "deal", "count": 3}, {"op": "cards"}]),
        scenario(
            "deal a hold'em hand",
            [
                {"op": "shuffle", "seed": "7"},
                {"op": "deal", "count": 2},
                {"op": "deal", "count": 2},
                {"op": "burn", "count": 1},
                {"op": "deal", "count": 3},
                {"op": "burn", "count": 1},
                {"op": "deal", "count": 1},
                {"op": "burn", "count": 1},
                {"op": "deal", "count": 1},
                {"op": "cards"},
            ],
        ),
        scenario(
            "remove known cards then shuffle",
            [
                {"op": "remove", "mask": mask_of("AsKdQh")},
                {"op": "shuffle", "seed": "99"},
                {"op": "deal", "count": 5},
                {"op": "cards"},
            ],
        ),
        scenario(
            "shuffle twice, reset",
            [
                {"op": "shuffle", "seed": "1"},
                {"op": "shuffle", "seed": "2"},
                {"op": "deal", "count": 4},
                {"op": "reset"},
                {"op": "cards"},
                {"op": "shuffle", "seed": "18446744073709551615"},
                {"op": "deal", "count": 52},
                {"op": "cards"},
            ],
        ),
        scenario(
            "failures leave the deck unchanged",
            [
                {"op": "shuffle", "seed": "5"},
                {"op": "deal", "count": 50},
                {"op": "deal", "count": 3, "fails": True},
                {"op": "burn", "count": 3, "fails": True},
                {"op": "cards"},
                {"op": "reset"},
                {"op": "deal", "count": 1},
                {"op": "remove", "mask": mask_of("2c"), "fails": True},
                {"op": "remove", "mask": mask_str(1 << 52), "fails": True},
                {"op": "remove", "mask": mask_of("3c4c"), "fails": False},
                {"op": "remove", "mask": mask_of("5c 3c"), "fails": True},
                {"op": "deal", "count": 2},
            ],
        ),
    ]
    return {"format": FORMAT, "rng": "docs/rng.md", "shuffles": shuffles, "scenarios": scenarios}


# ----------------------------------------------------------------------------
# eval.json
# ----------------------------------------------------------------------------

NAMED_HANDS = [
    "As Ks Qs Js Ts",
    "5d 4d 3d 2d Ad",
    "9h 8h 7h 6h 5h",
    "Ac Ad Ah As Kc",
    "2c 2d 2h 2s 3c",
    "Kc Kd Kh 2s 2c",
    "2c 2d 2h As Ac",
    "Ah Jh 9h 5h 3h",
    "7c 5c 4c 3c 2c",
    "Ac Kd Qh Js Tc",
    "5c 4d 3h 2s Ac",
    "6c 5d 4h 3s 2c",
    "Qc Qd Qh 9s 4c",
    "Jc Jd 4h 4s Ac",
    "Tc Td 8h 6s 3c",
    "Ac Kd Qh Js 9c",
    "7c 5d 4h 3s 2c",
    "8c 6d 4h 3s 2c",
    "As Ks Qs Js Ts 9s",
    "2c 2d 2h 2s 3c 3d",
    "Ac Ad Kc Kd Qc Qd",
    "Ah Kh Qh Jh 9h 8h 7h",
    "As Ad Ah Ks Kd Kh Qs",
    "Ac 2d 3h 4s 5c 6d 7h",
    "2c 3d 4h 5s 7c 8d 9h",
    "Ac Kc Qc Jc 9c Ad Kd",
    "7c 7d 7h 5s 5c 5d 2h",
    "9s 8s 7s 6s 5s 4s 3s",
    "2c 4d 6h 8s Tc Qd Ah",
]


def hand_record(ids: list[int]) -> dict[str, Any]:
    mask = cards_to_mask(ids)
    value = evaluate_mask(mask)
    expect(value == evaluate_cards(ids), f"evaluate_ids and evaluate_mask of {names(ids)}")
    expect(value.strength == oracle_strength_ids(ids), f"strength of {names(ids)} ({value.strength})")
    record = {"cards": names(ids), "ids": ids, "mask": mask_str(mask)}
    record.update(strength_record(value.strength))
    return record


def game_record(game: int, board: list[int], hole: list[int]) -> dict[str, Any]:
    board_mask, hole_mask = cards_to_mask(board), cards_to_mask(hole)
    value = evaluate_hand(board_mask, hole_mask, game=game)
    expect(value.strength == oracle_hand(board, hole, game), f"{GAMES[game][0]} {names(hole)} on {names(board)}")
    best = best_hand(board_mask, hole_mask, game=game)
    five = cards_to_mask(best.cards)
    used = cards_to_mask(best.hole_used)
    expect(best.value == value, "best_hand strength")
    expect(len(best.cards) == 5 and five & ~(board_mask | hole_mask) == 0, "best five come from the hand")
    expect(oracle_strength_ids(mask_ids(five)) == value.strength, "best five have the hand's strength")
    expect(used == five & hole_mask, "hole_used = best five & hole")
    if game != 0:
        expect(len(best.hole_used) == 2, "Omaha uses exactly two hole cards")
    return {
        "game": game,
        "game_name": GAMES[game][0],
        "board": names(board),
        "hole": names(hole),
        "board_mask": mask_str(board_mask),
        "hole_mask": mask_str(hole_mask),
        "strength": value.strength,
        "best_five": mask_str(five),
        "best_five_cards": names(mask_ids(five)),
        "hole_used": mask_str(used),
    }


NAMED_GAMES = [
    (0, "2c 3d 4h 9s 9c", "Ah Kd"),
    (0, "As Ks Qs Js Ts", "2c 2d"),
    (0, "Kh 7d 2c", "Ac Ad"),
    (0, "5h 5d 5c 5s", "Ac 2d"),
    (0, "Jh Th 9h 2c", "Qh 8h"),
    (1, "Ah Kh Qh 2c 3d", "Jh 2s 3s 4s"),
    (1, "As Ad Ac 7h 2d", "Ah 3c 4d 5s"),
    (1, "2c 3c 4c 5c 6c", "Ac Kd Qh Js"),
    (1, "Kh Kd 7c", "Ks Kc 2d 3h"),
    (2, "Ts 9s 8d 2c", "Js Qs 3h 4h 5h"),
    (3, "7c 7d 7h 8s 9s", "7s 8c 8d 2h 3h 4h"),
]


def build_eval() -> dict[str, Any]:
    rng = random.Random(20240802)
    hands = [hand_record(_convert.parse_cards(text)) for text in NAMED_HANDS]
    for size in (5, 6, 7):
        for _ in range(70):
            hands.append(hand_record(rng.sample(range(52), size)))

    strengths_wanted = {1, 2, STRENGTH_MAX - 1, STRENGTH_MAX}
    start = 1
    for size in CATEGORY_SIZES:
        strengths_wanted |= {start, start + size - 1}
        start += size
    strengths_wanted |= set(rng.sample(range(1, STRENGTH_MAX + 1), 60))
    strengths = [strength_record(s) for s in sorted(strengths_wanted)]

    games = []
    for game, board_text, hole_text in NAMED_GAMES:
        games.append(game_record(game, _convert.parse_cards(board_text), _convert.parse_cards(hole_text)))
    for game, (_, hole_size) in GAMES.items():
        for board_size in (3, 4, 5):
            for _ in range(8):
                cards = rng.sample(range(52), board_size + hole_size)
                games.append(game_record(game, cards[:board_size], cards[board_size:]))

    masks = [int(h["mask"]) for h in hands]
    expect(evaluate_many(masks) == [h["strength"] for h in hands], "evaluate_many agrees with evaluate_mask")
    for game in GAMES:
        rows = [g for g in games if g["game"] == game]
        batch = evaluate_hands_many(
            [int(g["board_mask"]) for g in rows], [int(g["hole_mask"]) for g in rows], game=game
        )
        expect(batch == [g["strength"] for g in rows], f"evaluate_hands_many, game {game}")

    m = cards_to_mask
    lib = xiapl._native.lib
    errors: list[dict[str, Any]] = []

    def error(call: str, thunk: Callable[[], Any], **args: Any) -> None:
        errors.append({"call": call, **args, "status": status_of(thunk)})

    for text in ("As Ks Qs Js", "As Ks Qs Js Ts 9s 8s 7s", ""):
        error("evaluate_mask", lambda t=text: evaluate_mask(m(t)), mask=mask_str(m(text)))
    for bad in (1 << 52 | m("As Ks Qs Js"), 1 << 63 | m("2c 3c 4c 5c 7d")):
        error("evaluate_mask", lambda b=bad: evaluate_mask(b), mask=mask_str(bad))
    for ids in ([0, 1, 2, 3, 3], [0, 1, 2, 3], [0, 1, 2, 3, 52], list(range(8))):
        error(
            "evaluate_ids",
            lambda ids=ids: lib.xiapl_eval_ids((ctypes.c_int32 * len(ids))(*ids), len(ids), _out_i32()),
            ids=ids,
        )
    for game, board_text, hole_text in [
        (0, "2c 3c 4c", "As"),
        (0, "2c 3c", "As Ks"),
        (0, "2c 3c 4c 5c 6c 7c", "As Ks"),
        (0, "2c 3c 4c", "As Ks Qs"),
        (0, "2c 3c 4c", "2c Ks"),
        (1, "2c 3c 4c", "As Ks Qs"),
        (1, "2c 3c 4c 5c 6c", "As Ks Qs Js Ts"),
        (2, "2c 3c 4c", "As Ks Qs Js"),
        (3, "2c 3c 4c", "As Ks Qs Js Ts"),
        (4, "2c 3c 4c", "As Ks"),
        (-1, "2c 3c 4c", "As Ks"),
    ]:
        board, hole = m(board_text), m(hole_text)
        args = {"board": mask_str(board), "hole": mask_str(hole), "game": game}
        error("evaluate_hand", lambda b=board, h=hole, g=game: lib.xiapl_eval_hand(g, h, b, _out_i32()), **args)
        error(
            "best_hand",
            lambda b=board, h=hole, g=game: lib.xiapl_eval_best_five(g, h, b, _out_u64(), _out_u64(), _out_i32()),
            **args,
        )
    error(
        "evaluate_hand",
        lambda: evaluate_hand(1 << 52 | m("2c 3c"), m("As Ks")),
        board=mask_str(1 << 52 | m("2c 3c")),
        hole=mask_str(m("As Ks")),
        game=0,
    )
    for strength in (0, -1, STRENGTH_MAX + 1, 100000):
        for call in ("strength_category", "strength_kickers", "describe_strength", "hand_name"):
            error(call, lambda s=strength, c=call: _strength_call(c, s), strength=strength)
    batch_masks = [m("As Ks Qs Js Ts"), m("2c 3d 4h 5s 7c 8d"), m("2c 3d 4h 5s"), m("Ac Kc Qc Jc Tc")]
    error("evaluate_many", lambda: evaluate_many(batch_masks), masks=[mask_str(x) for x in batch_masks])
    boards = [m("2c 3d 4h"), m("2c 3d 4h 5s")]
    holes = [m("As Ks"), m("4h Kd")]
    for game in (0, 9):
        error(
            "evaluate_hands_many",
            lambda g=game: _hands_many(boards, holes, g),
            boards=[mask_str(x) for x in boards],
            holes=[mask_str(x) for x in holes],
            game=game,
        )

    return {
        "format": FORMAT,
        "strength_max": STRENGTH_MAX,
        "hands": hands,
        "strengths": strengths,
        "games": games,
        "errors": errors,
    }


def _out_i32() -> Any:
    return ctypes.byref(ctypes.c_int32())


def _out_u64() -> Any:
    return ctypes.byref(ctypes.c_uint64())


def _strength_call(call: str, strength: int) -> Any:
    lib = xiapl._native.lib
    length = ctypes.c_uint64()
    if call == "strength_category":
        return lib.xiapl_strength_category(strength, _out_i32())
    if call == "strength_kickers":
        return lib.xiapl_strength_kickers(strength, (ctypes.c_int32 * 5)(), 5, ctypes.byref(length))
    buffer = ctypes.create_string_buffer(128)
    function = lib.xiapl_strength_describe if call == "describe_strength" else lib.xiapl_strength_name
    return function(strength, buffer, 128, ctypes.byref(length))


def _hands_many(boards: list[int], holes: list[int], game: int) -> Any:
    lib = xiapl._native.lib
    count = len(boards)
    return lib.xiapl_eval_hands(
        game, (ctypes.c_uint64 * count)(*holes), (ctypes.c_uint64 * count)(*boards), count, (ctypes.c_uint16 * count)()
    )


# ----------------------------------------------------------------------------
# judge.json
# ----------------------------------------------------------------------------


def judge_record(game: int, board: list[int], holes: list[list[int]]) -> dict[str, Any]:
    board_mask = cards_to_mask(board)
    hole_masks = [cards_to_mask(h) for h in holes]
    winners = judge(hole_masks, board_mask, game=game)
    oracle = [oracle_hand(board, h, game) for h in holes]
    best = max(oracle)
    expect(
        winners == [i for i, s in enumerate(oracle) if s == best],
        f"judge {GAMES[game][0]} on {names(board)}: {winners} vs oracle {oracle}",
    )
    strengths = [evaluate_hand(board_mask, h, game=game).strength for h in hole_masks]
    expect(strengths == oracle, "judge strengths")
    return {
        "game": game,
        "game_name": GAMES[game][0],
        "board": names(board),
        "board_mask": mask_str(board_mask),
        "holes": [names(h) for h in holes],
        "hole_masks": [mask_str(x) for x in hole_masks],
        "strengths": strengths,
        "winners": winners,
    }


NAMED_JUDGES = [
    (0, "As Ks Qs Js Ts", ["2c 3c", "4d 5d", "7h 8h"]),  # the board plays: a three-way split
    (0, "2c 3d 4h 9s 9c", ["Ah Ad", "Ac As"]),  # identical pairs split
    (0, "Kh 7d 2c 5s 9h", ["Ac Kd", "As Kc", "Qd Qh"]),  # kicker ties
    (0, "Ah Kh Qh 2c 3d", ["Jh Th", "As Ad"]),  # royal beats trips
    (0, "5h 5d 5c 5s 2c", ["Ah 3d", "Kd Qd", "As 4h"]),  # quads on board, ace kicker splits
    (1, "Ah Kh Qh 2c 3d", ["Jh Th 2s 3s", "As Ad 4c 4d"]),  # Omaha: royal with two hole cards
    (1, "2c 3c 4c 5c 6c", ["Ac Kd Qh Js", "7c 8d 9h Ts"]),  # Omaha: the board flush does not play alone
    (1, "Ks Kd 7c 7h 2d", ["Kc 2s 3h 4h", "Kh 2c 3d 4d"]),  # Omaha: identical full houses split
    (2, "Ts 9s 8d 2c 3h", ["Js Qs 3d 4d 5d", "7s 6s Ad Kc Qh"]),
    (3, "7c 7d 7h 8s 9s", ["7s 8c 8d 2h 3h 4h", "Ts Js 2c 3c 4c 5c"]),
]


def build_judge() -> dict[str, Any]:
    rng = random.Random(20240803)
    cases = [
        judge_record(game, _convert.parse_cards(board), [_convert.parse_cards(h) for h in holes])
        for game, board, holes in NAMED_JUDGES
    ]
    for game, (_, hole_size) in GAMES.items():
        most = min(9, (52 - 5) // hole_size)
        for board_size in (3, 4, 5):
            for _ in range(10):
                players = rng.randint(1, most)
                cards = rng.sample(range(52), board_size + players * hole_size)
                board = cards[:board_size]
                holes = [cards[board_size + i * hole_size : board_size + (i + 1) * hole_size] for i in range(players)]
                cases.append(judge_record(game, board, holes))
    # Ties are rare at random: add deals whose board plays or nearly does.
    for _ in range(20):
        cards = rng.sample(range(52), 11)
        rank_board = cards[:5]
        cases.append(judge_record(0, rank_board, [cards[5:7], cards[7:9], cards[9:11]]))

    m = cards_to_mask
    errors = []
    for game, board_text, hole_texts in [
        (0, "2c 3c 4c 5c 6c", []),
        (0, "2c 3c 4c 5c 6c", ["As Ks", "As Qs"]),
        (0, "2c 3c 4c 5c 6c", ["2c Ks"]),
        (0, "2c 3c 4c 5c 6c", ["As Ks Qs"]),
        (0, "2c 3c", ["As Ks"]),
        (1, "2c 3c 4c", ["As Ks Qs Js", "Ah Kh"]),
        (7, "2c 3c 4c", ["As Ks"]),
    ]:
        board = m(board_text)
        holes = [m(h) for h in hole_texts]
        errors.append(
            {
                "board": mask_str(board),
                "hole_masks": [mask_str(h) for h in holes],
                "game": game,
                "status": status_of(lambda b=board, hs=holes, g=game: _judge_raw(hs, b, g)),
            }
        )
    bad_hole = 1 << 52 | m("As")
    errors.append(
        {
            "board": mask_str(m("2c 3c 4c")),
            "hole_masks": [mask_str(bad_hole)],
            "game": 0,
            "status": status_of(lambda: _judge_raw([bad_hole], m("2c 3c 4c"), 0)),
        }
    )
    return {"format": FORMAT, "cases": cases, "errors": errors}


def _judge_raw(holes: list[int], board: int, game: int) -> Any:
    lib = xiapl._native.lib
    count = len(holes)
    buffer = (ctypes.c_uint64 * max(count, 1))(*holes)
    winners = (ctypes.c_int32 * max(count, 1))()
    length = ctypes.c_uint64()
    return lib.xiapl_eval_showdown(game, buffer, count, board, winners, max(count, 1), ctypes.byref(length))


# ----------------------------------------------------------------------------
# equity.json
# ----------------------------------------------------------------------------

# (game, holes, board, dead): exact cases. Those with a board are also scored
# by a brute force over every board to come with phevaluator.
EXACT_EQUITY = [
    (0, ["As Ks", "Qd Qc"], "", ""),
    (0, ["Ah Kh", "Qs Qd"], "Qh 7h 2c", ""),
    (0, ["Ah Kh", "Qs Qd", "Jc Tc"], "Qh 7h 2c", ""),
    (0, ["As Ad", "Kc Kd"], "Ks 7h 2c 9d", "3s"),
    (0, ["7c 7d", "Ac Kd"], "Ah Kc 7s 2d 3h", ""),
    (1, ["As Ad Kh Qh", "Js Tc 9h 8c"], "Ah Th 2s", ""),
    (1, ["Ac Kc Qd Jd", "8s 8h 7s 6h"], "9c Tc 2d 5h", ""),
]

# (game, holes, board, dead, iterations, seed, threads): seeded Monte Carlo.
MC_EQUITY = [
    (0, ["As Ks", "Qd Qc"], "", "", 20000, "7", 1),
    (0, ["As Ks", "Qd Qc", "7h 6h"], "", "", 50000, "12345678901234567890", 2),
    (0, ["Ah Kh", "Qs Qd"], "", "2c 3d", 30000, "0", 1),
    (1, ["As Ad Kh Qh", "Js Tc 9h 8c"], "", "", 20000, "42", 2),
]


def oracle_equity(game: int, holes: list[list[int]], board: list[int], dead: list[int]) -> tuple[list[float], int]:
    """Each player's equity over every board to come, scored with phevaluator."""
    used = set(board) | set(dead) | {c for hole in holes for c in hole}
    rest = [c for c in range(52) if c not in used]
    shares = [0.0] * len(holes)
    count = 0
    for extra in combinations(rest, 5 - len(board)):
        full = board + list(extra)
        strengths = [oracle_hand(full, hole, game) for hole in holes]
        best = max(strengths)
        winners = [i for i, s in enumerate(strengths) if s == best]
        for i in winners:
            shares[i] += 1.0 / len(winners)
        count += 1
    return [s / count for s in shares], count


def equity_record(game: int, holes: list[str], board: str, dead: str, result: Any) -> dict[str, Any]:
    return {
        "game": game,
        "game_name": GAMES[game][0],
        "holes": holes,
        "hole_masks": [mask_str(cards_to_mask(h)) for h in holes],
        "board": board,
        "board_mask": mask_str(cards_to_mask(board) if board else 0),
        "dead": dead,
        "dead_mask": mask_str(cards_to_mask(dead) if dead else 0),
        "equity": [p.equity for p in result.players],
        "win": [p.win for p in result.players],
        "tie": [p.tie for p in result.players],
        "std_error": [p.std_error for p in result.players],
        "trials": result.trials,
        "exact": result.exact,
        "chop_rate": result.chop_rate,
    }


def build_equity() -> dict[str, Any]:
    exact = []
    for game, holes, board, dead in EXACT_EQUITY:
        board_mask = cards_to_mask(board) if board else 0
        dead_mask = cards_to_mask(dead) if dead else 0
        result = calculate_equity(holes, board_mask, SimulationOptions.exact(), game=game, dead=dead_mask)
        expect(result.exact, f"exact equity of {holes} on {board!r} was not exact")
        if board:
            oracle, count = oracle_equity(
                game,
                [_convert.parse_cards(h) for h in holes],
                _convert.parse_cards(board),
                _convert.parse_cards(dead) if dead else [],
            )
            expect(count == result.trials, f"{holes} on {board!r}: {result.trials} trials, brute force {count}")
            for player, value in zip(result.players, oracle, strict=True):
                expect(
                    abs(player.equity - value) < 1e-9,
                    f"{holes} on {board!r}: equity {player.equity}, brute force {value}",
                )
        expect(abs(sum(p.equity for p in result.players) - 1) < 1e-9, f"{holes}: equities do not sum to 1")
        exact.append(equity_record(game, holes, board, dead, result))

    seeded = []
    for game, holes, board, dead, iterations, seed, threads in MC_EQUITY:
        board_mask = cards_to_mask(board) if board else 0
        dead_mask = cards_to_mask(dead) if dead else 0
        options = SimulationOptions.mc_seeded(iterations, int(seed), threads=threads)
        result = calculate_equity(holes, board_mask, options, game=game, dead=dead_mask)
        other = calculate_equity(
            holes, board_mask, SimulationOptions.mc_seeded(iterations, int(seed), threads=3), game=game, dead=dead_mask
        )
        expect(result == other, f"seeded run {holes} differs between {threads} and 3 threads")
        expect(not result.exact and result.trials == iterations, f"seeded run {holes}: {result}")
        record = equity_record(game, holes, board, dead, result)
        record.update({"iterations": iterations, "seed": seed, "threads": threads})
        seeded.append(record)

    m = cards_to_mask
    errors = [
        {
            "game": 0,
            "hole_masks": [mask_str(m("As Ks")), mask_str(m("As Qc"))],
            "board_mask": "0",
            "dead_mask": "0",
            "status": status_of(lambda: calculate_equity([m("As Ks"), m("As Qc")])),
        },
        {
            "game": 0,
            "hole_masks": [],
            "board_mask": "0",
            "dead_mask": "0",
            "status": status_of(lambda: calculate_equity([])),
        },
        {
            "game": 0,
            "hole_masks": [mask_str(m("As Ks")), mask_str(m("Qd Qc"))],
            "board_mask": mask_str(m("2c 3c")),
            "dead_mask": "0",
            "status": status_of(lambda: calculate_equity([m("As Ks"), m("Qd Qc")], m("2c 3c"))),
        },
        {
            "game": 1,
            "hole_masks": [mask_str(m("As Ks")), mask_str(m("Qd Qc"))],
            "board_mask": "0",
            "dead_mask": "0",
            "status": status_of(lambda: calculate_equity([m("As Ks"), m("Qd Qc")], game=1)),
        },
        {
            "game": 0,
            "hole_masks": [mask_str(m("As Ks")), mask_str(m("Qd Qc"))],
            "board_mask": "0",
            "dead_mask": mask_str(m("Qd")),
            "status": status_of(lambda: calculate_equity([m("As Ks"), m("Qd Qc")], dead=m("Qd"))),
        },
    ]
    return {"format": FORMAT, "exact": exact, "seeded": seeded, "errors": errors}


# ----------------------------------------------------------------------------
# range.json
# ----------------------------------------------------------------------------

RANGE_TEXTS = [
    (0, "AA"),
    (0, "AKs"),
    (0, "AKo"),
    (0, "AK"),
    (0, "JJ+"),
    (0, "AQs+"),
    (0, "TT-88"),
    (0, "AJs-A8s"),
    (0, "76s-54s"),
    (0, "AdAh"),
    (0, "QQ+, AKs, AQo:0.5"),
    (0, "22+:0.25"),
    (0, ""),
    (0, "   "),
    (1, "AA**"),
    (1, "AA**ds"),
    (1, "AsKsQhJd"),
    (1, "JT98-8765"),
    (1, "KK**:0.5"),
    (2, "AA***"),
    (3, "AAKK**"),
]
RANGE_ERRORS = [
    (0, "AKx"),
    (0, "ZZ"),
    (0, "AA:1.5"),
    (0, "AA:0"),
    (0, "AA, AA:0.5"),
    (0, "AsAs"),
    (0, "AA,,KK"),
    (1, "AA*"),
    (1, "AAx*"),
    (7, "AA"),
    (-1, "AA"),
]


def build_range() -> dict[str, Any]:
    ranges = []
    for game, text in RANGE_TEXTS:
        r = Range.from_string(text, game)
        combos = r.combos()
        size, weight = r.size(), r.total_weight()
        expect(len(combos) == size, f"range {text!r}: {len(combos)} combos, size {size}")
        expect(abs(sum(c.weight for c in combos) - weight) < 1e-9, f"range {text!r}: weights")
        expect(all(bin(c.mask).count("1") == GAMES[game][1] for c in combos), f"range {text!r}: hole sizes")
        row = {"game": game, "game_name": GAMES[game][0], "text": text, "size": size, "total_weight": weight}
        if size <= 16:
            row["combo_masks"] = [mask_str(c.mask) for c in combos]
            row["combo_weights"] = [c.weight for c in combos]
        ranges.append(row)
    lib = xiapl._native.lib

    def parse_raw(text: str, game: int) -> None:
        # Straight to the C call, so that invalid game numbers reach the library.
        lib.xiapl_range_parse(game, text.encode(), ctypes.byref(ctypes.c_void_p()))

    errors = [
        {"game": game, "text": text, "status": status_of(lambda t=text, g=game: parse_raw(t, g))}
        for game, text in RANGE_ERRORS
    ]
    equity = []
    for hero, villain in [("AA", "KK"), ("AKs", "QQ"), ("QQ+, AKs", "JJ, AQs")]:
        hero_range, villain_range = Range.from_string(hero), Range.from_string(villain)
        r = calculate_range_equity(hero_range, villain_range, options=SimulationOptions.exact())
        # The aggregate is the weighted mean of the fixed-hand exact equity over
        # the pairs of combos that share no card: recompute it pair by pair.
        total = weight = 0.0
        for a in hero_range.combos():
            for b in villain_range.combos():
                if a.mask & b.mask:
                    continue
                pair = calculate_equity([a.mask, b.mask], 0, SimulationOptions.exact())
                total += a.weight * b.weight * pair.players[0].equity
                weight += a.weight * b.weight
        expect(
            abs(total / weight - r.hero_aggregate_equity) < 1e-9,
            f"{hero} vs {villain}: aggregate {r.hero_aggregate_equity}, pair by pair {total / weight}",
        )
        equity.append(
            {
                "hero": hero,
                "villain": villain,
                "game": 0,
                "hero_equity": r.hero_aggregate_equity,
                "villain_equity": r.villain_aggregate_equity,
                "trials": r.trials,
                "matchups": r.matchups,
                "exact": r.exact,
            }
        )
    return {"format": FORMAT, "ranges": ranges, "errors": errors, "equity": equity}


# ----------------------------------------------------------------------------
# canon.json
# ----------------------------------------------------------------------------
# The oracle relabels suits itself: all 24 permutations of c, d, h, s. A
# canonical form must lie in its input's orbit and be the same for every
# member of the orbit, and the orbit size is the number of distinct images.

SUIT_PERMUTATIONS = list(permutations(range(4)))
RANK_CHARS = "23456789TJQKA"
# Published counts of suit-isomorphic classes (hero + board counts for Hold'em).
PUBLISHED_COUNTS = {
    (0, 3): 1755,
    (0, 4): 16432,
    (0, 5): 134459,
    (2, 0): 169,
    (2, 3): 1286792,
    (2, 4): 13960050,
    (2, 5): 123156254,
}


SUIT_SHIFTS = [tuple(13 * to for to in perm) for perm in SUIT_PERMUTATIONS]


def suit_parts(mask: int) -> tuple[int, int, int, int]:
    return mask & 0x1FFF, (mask >> 13) & 0x1FFF, (mask >> 26) & 0x1FFF, mask >> 39


def relabel(mask: int, perm: tuple[int, ...]) -> int:
    """Suit s becomes suit perm[s]."""
    p = suit_parts(mask)
    return p[0] << 13 * perm[0] | p[1] << 13 * perm[1] | p[2] << 13 * perm[2] | p[3] << 13 * perm[3]


def check_canonical(masks: tuple[int, ...], canonical: tuple[int, ...], orbit: int, what: str) -> None:
    images = {tuple(relabel(m, perm) for m in masks) for perm in SUIT_PERMUTATIONS}
    expect(canonical in images, f"{what}: the canonical form is not a relabelling of the input")
    expect(orbit == len(images), f"{what}: orbit size {orbit}, the oracle counts {len(images)}")


def holdem_class_oracle(mask: int) -> str:
    a, b = mask_ids(mask)
    high, low = sorted((a % 13, b % 13), reverse=True)
    if high == low:
        return RANK_CHARS[high] * 2
    return RANK_CHARS[high] + RANK_CHARS[low] + ("s" if a // 13 == b // 13 else "o")


def stream_summary(
    chunks: Any, columns: int, raw_total: int | None, what: str, limit: int | None = None, keep_all: bool = False
) -> dict[str, Any]:
    """Length, orbit-size sum, first rows and an order-sensitive digest of a
    stream (of its first ``limit`` rows when given): for each row, each mask
    then the orbit size goes into digest = (digest * 1000003 + value) mod 2**64."""
    rows: list[tuple[int, ...]] = []
    count = weight_sum = digest = 0
    previous = None
    for chunk in chunks:
        for row in zip(*chunk, strict=True):
            if count == limit:
                break
            masks, weight = row[:columns], row[columns]
            key = tuple(reversed(masks))  # boards ascending, heroes ascending within a board
            expect(previous is None or key > previous, f"{what}: not in ascending order at row {count}")
            expect(all(canonical_of(m) == m for m in masks[-1:]), f"{what}: row {count} is not canonical")
            previous = key
            count += 1
            weight_sum += weight
            for value in (*masks, weight):
                digest = (digest * 1000003 + value) % (1 << 64)
            if keep_all or len(rows) < 8:
                rows.append(row)
    if raw_total is not None:
        expect(weight_sum == raw_total, f"{what}: orbit sizes add up to {weight_sum}, not {raw_total}")
    return {
        "rows_read": count,
        "weight_sum": weight_sum,
        "digest": mask_str(digest),
        "rows": [[mask_str(m) for m in row[:columns]] + [row[columns]] for row in rows],
    }


def canonical_of(mask: int) -> int:
    """The oracle's class label of a board or hand: the smallest relabelling."""
    a, b, c, d = suit_parts(mask)
    return min(a << s0 | b << s1 | c << s2 | d << s3 for s0, s1, s2, s3 in SUIT_SHIFTS)


def build_canon() -> dict[str, Any]:
    rng = random.Random(20261129)
    boards = []
    for size in (3, 3, 3, 4, 4, 4, 5, 5, 5, 5) * 3:
        board = cards_to_mask(rng.sample(range(52), size))
        canonical, orbit = canonicalize_board_mask(board), board_orbit_size(board)
        check_canonical((board,), (canonical,), orbit, f"board {names(mask_ids(board))}")
        boards.append({"board": mask_str(board), "canonical": mask_str(canonical), "orbit": orbit})
    # Boards with symmetries, so every orbit size (4, 6, 12, 24) appears.
    for text in ["2c3c4c", "2c3d4h", "AcAdAh", "AcAdKcKd", "2c2d2h2s", "2c3d4h5s6c"]:
        board = cards_to_mask(text)
        canonical, orbit = canonicalize_board_mask(board), board_orbit_size(board)
        check_canonical((board,), (canonical,), orbit, f"board {text}")
        boards.append({"board": mask_str(board), "canonical": mask_str(canonical), "orbit": orbit})
    hands = []
    for _, hole in GAMES.values():
        for _ in range(8):
            hand = cards_to_mask(rng.sample(range(52), hole))
            canonical, orbit = canonical_hand_mask(hand), hand_orbit_size(hand)
            check_canonical((hand,), (canonical,), orbit, f"hand {names(mask_ids(hand))}")
            row: dict[str, Any] = {"hand": mask_str(hand), "canonical": mask_str(canonical), "orbit": orbit}
            if hole == 2:
                row["class"] = holdem_hand_class(hand)
                expect(row["class"] == holdem_class_oracle(hand), f"class of {names(mask_ids(hand))}")
            hands.append(row)
    for text in ["AsAd", "AsKs", "AsKd", "7c2d", "TdTc"]:
        hand = cards_to_mask(text)
        canonical, orbit = canonical_hand_mask(hand), hand_orbit_size(hand)
        check_canonical((hand,), (canonical,), orbit, f"hand {text}")
        hands.append(
            {"hand": mask_str(hand), "canonical": mask_str(canonical), "orbit": orbit, "class": holdem_hand_class(hand)}
        )
        expect(hands[-1]["class"] == holdem_class_oracle(hand), f"class of {text}")
    situations = []
    for _, hole in GAMES.values():
        for board_size in (3, 4, 5):
            for _ in range(3):
                ids = rng.sample(range(52), hole + board_size)
                hero, board = cards_to_mask(ids[:hole]), cards_to_mask(ids[hole:])
                c_hero, c_board = canonical_situation_masks(hero, board)
                orbit = hero_and_board_orbit_size(hero, board)
                check_canonical((hero, board), (c_hero, c_board), orbit, f"situation {names(ids)}")
                situations.append(
                    {
                        "hero": mask_str(hero),
                        "board": mask_str(board),
                        "canonical_hero": mask_str(c_hero),
                        "canonical_board": mask_str(c_board),
                        "orbit": orbit,
                    }
                )
    counts = []
    for hero_size in (0, 2, 4, 5, 6):
        for board_size in (0, 3, 4, 5):
            if hero_size == board_size == 0:
                continue
            if board_size == 0:
                count = count_canonical_hands(game={2: 0, 4: 1, 5: 2, 6: 3}[hero_size])
            elif hero_size == 0:
                count = count_canonical_boards(board_size)
            else:
                count = count_canonical_situations(board_size, game={2: 0, 4: 1, 5: 2, 6: 3}[hero_size])
            if (hero_size, board_size) in PUBLISHED_COUNTS:
                expect(count == PUBLISHED_COUNTS[hero_size, board_size], f"count {hero_size}+{board_size}: {count}")
            counts.append({"hero_size": hero_size, "board_size": board_size, "count": count})
    # Brute force over every flop and every two-card hand: the classes the oracle finds.
    flop_classes = {canonical_of(1 << a | 1 << b | 1 << c) for a, b, c in combinations(range(52), 3)}
    expect(len(flop_classes) == count_canonical_boards(3), "flop classes by brute force")
    hand_classes = {canonical_of(1 << a | 1 << b) for a, b in combinations(range(52), 2)}
    expect(len(hand_classes) == count_canonical_hands(), "two-card classes by brute force")
    # Streams: read whole (limit null) or their first `limit` rows.
    streams = []
    for hero_size, board_size, raw, keep in [(0, 3, 22100, False), (2, 0, 1326, True), (4, 0, 270725, False)]:
        if hero_size == 0:
            chunks = stream_canonical_boards(board_size, chunk_size=1000)
        else:
            chunks = stream_canonical_hands(game={2: 0, 4: 1}[hero_size], chunk_size=1000)
        summary = stream_summary(chunks, 1, raw, f"stream {hero_size}+{board_size}", keep_all=keep)
        expect(
            summary["rows_read"]
            == next(c["count"] for c in counts if (c["hero_size"], c["board_size"]) == (hero_size, board_size)),
            f"stream {hero_size}+{board_size} length",
        )
        streams.append({"hero_size": hero_size, "board_size": board_size, "limit": None, **summary})
    for hero_size, game in [(2, 0), (4, 1)]:
        summary = stream_summary(
            stream_canonical_situations(3, chunk_size=4096, game=game), 2, None, f"stream {hero_size}+3", limit=5000
        )
        streams.append({"hero_size": hero_size, "board_size": 3, "limit": 5000, **summary})

    lib = xiapl._native.lib
    out = ctypes.c_uint64()

    def raw_board(mask: int) -> None:
        lib.xiapl_canon_board(mask, ctypes.byref(out), None)

    def raw_hand(mask: int) -> None:
        lib.xiapl_canon_hand(mask, ctypes.byref(out), None)

    def raw_situation(hero: int, board: int) -> None:
        lib.xiapl_canon_situation(hero, board, ctypes.byref(out), ctypes.byref(out), None)

    def raw_count(hero_size: int, board_size: int) -> None:
        lib.xiapl_canon_count(hero_size, board_size, ctypes.byref(out))

    m = cards_to_mask
    errors = [
        {"call": "board", "masks": [mask_str(m("AsKs"))], "status": status_of(lambda: raw_board(m("AsKs")))},
        {
            "call": "board",
            "masks": [mask_str(m("AsKsQsJsTs9s"))],
            "status": status_of(lambda: raw_board(m("AsKsQsJsTs9s"))),
        },
        {"call": "board", "masks": [mask_str(1 << 52 | 7)], "status": status_of(lambda: raw_board(1 << 52 | 7))},
        {"call": "hand", "masks": [mask_str(m("AsKsQs"))], "status": status_of(lambda: raw_hand(m("AsKsQs")))},
        {"call": "hand", "masks": [mask_str(m("As"))], "status": status_of(lambda: raw_hand(m("As")))},
        {
            "call": "situation",
            "masks": [mask_str(m("AsKs")), mask_str(m("AsQhJd"))],
            "status": status_of(lambda: raw_situation(m("AsKs"), m("AsQhJd"))),
        },
        {
            "call": "situation",
            "masks": [mask_str(m("AsKsQs")), mask_str(m("2h3h4h"))],
            "status": status_of(lambda: raw_situation(m("AsKsQs"), m("2h3h4h"))),
        },
        {"call": "count", "sizes": [3, 3], "status": status_of(lambda: raw_count(3, 3))},
        {"call": "count", "sizes": [0, 0], "status": status_of(lambda: raw_count(0, 0))},
        {"call": "count", "sizes": [2, 6], "status": status_of(lambda: raw_count(2, 6))},
    ]
    return {
        "format": FORMAT,
        "boards": boards,
        "hands": hands,
        "situations": situations,
        "counts": counts,
        "streams": streams,
        "errors": errors,
    }


# ----------------------------------------------------------------------------
# strength.json
# ----------------------------------------------------------------------------
# A few canonical boards with a sample of their hand-strength rows. Each
# sampled river row, and a few turn and flop rows, is recomputed by brute force
# over every run-out and every opponent hand, scored with phevaluator.

# (board size, bins) of each sampled board, in order.
STRENGTH_BOARDS = [(3, 10), (4, 5), (4, 10), (5, 0), (5, 5), (5, 10)]
STRENGTH_ROWS_PER_BOARD = 40
# Rows of each board checked by brute force: it costs about a thousand
# evaluations a run-out, and a flop row has 1081 run-outs.
STRENGTH_ORACLE_ROWS = {3: 2, 4: 3, 5: STRENGTH_ROWS_PER_BOARD}
STRENGTH_RUNOUTS = {3: 1081, 4: 46, 5: 1}


def oracle_strength_row(board: list[int], hero: list[int], bins: int) -> tuple[float, float, list[int], int]:
    """EHS, EHS^2, histogram and run-out count of a hero: every run-out, every opponent hand, scored with phevaluator.

    On one run-out the hero scores 2 a win and 1 a tie against each of the 990
    opponent hands; the river strength is the score over 1980.
    """
    rest = [c for c in range(52) if c not in board and c not in hero]
    hero_ph = [ph_id(c) for c in hero]
    total = total2 = runouts = 0
    histogram = [0] * bins
    for extra in combinations(rest, 5 - len(board)):
        full = [ph_id(c) for c in board + list(extra)]
        mine = ph_evaluate(*full, *hero_ph)  # phevaluator: a lower rank is a stronger hand
        left = [ph_id(c) for c in rest if c not in extra]
        score = 0
        for a, b in combinations(left, 2):
            theirs = ph_evaluate(*full, a, b)
            score += 2 if mine < theirs else 1 if mine == theirs else 0
        total += score
        total2 += score * score
        runouts += 1
        if bins:
            histogram[min(score * bins // 1980, bins - 1)] += 1
    return total / (1980 * runouts), total2 / (1980 * 1980 * runouts), histogram, runouts


def build_strength() -> dict[str, Any]:
    rng = random.Random(20261130)
    classes = {size: generate_canonical_boards(size) for size in (3, 4, 5)}
    boards: list[dict[str, Any]] = []
    rows: list[dict[str, Any]] = []
    for size, bins in STRENGTH_BOARDS:
        board = classes[size][rng.randrange(len(classes[size]))].board
        board_ids = mask_ids(board)
        what = f"board {names(board_ids)}"
        expect(canonicalize_board_mask(board) == board, f"{what}: not canonical")
        table = board_strengths(board, bins=bins)
        count = len(table.heroes)
        expect(count > 0 and table.board == board, f"{what}: {count} rows")
        expect(list(table.heroes) == sorted(set(table.heroes)), f"{what}: heroes not strictly ascending")
        off_board = all(h.bit_count() == 2 and not h & board for h in table.heroes)
        expect(off_board, f"{what}: a hero is not two cards off the board")
        # The rows stand for every hero off every board of the orbit.
        weight_sum = sum(table.orbit_sizes)
        expect(
            weight_sum == board_orbit_size(board) * (52 - size) * (51 - size) // 2,
            f"{what}: orbit sizes add up to {weight_sum}",
        )
        # On every run-out each pair of disjoint hands shares two points: the mean is 1/2.
        mean = sum(w * e for w, e in zip(table.orbit_sizes, table.ehs, strict=True)) / weight_sum
        expect(abs(mean - 0.5) < 1e-12, f"{what}: weighted mean EHS {mean}")
        runouts = STRENGTH_RUNOUTS[size]
        for i in range(count):
            expect(0 <= table.ehs[i] <= 1 and 0 <= table.ehs2[i] <= 1, f"{what} row {i}: out of [0, 1]")
            if size == 5:
                expect(abs(table.ehs2[i] - table.ehs[i] ** 2) < 1e-12, f"{what} row {i}: ehs2 is not ehs squared")
            if table.histogram is not None:
                expect(sum(table.histogram[i * bins : (i + 1) * bins]) == runouts, f"{what} row {i}: histogram sum")
        expect((table.histogram is None) == (bins == 0), f"{what}: histogram with bins {bins}")

        step = -(-count // STRENGTH_ROWS_PER_BOARD)
        sampled = list(range(0, count, step))
        checked = set(rng.sample(sampled, min(STRENGTH_ORACLE_ROWS[size], len(sampled))))
        for i in sampled:
            hero = table.heroes[i]
            histogram = list(table.histogram[i * bins : (i + 1) * bins]) if table.histogram is not None else None
            if i in checked:
                ehs, ehs2, oracle_histogram, oracle_runouts = oracle_strength_row(board_ids, mask_ids(hero), bins)
                where = f"{what} hero {names(mask_ids(hero))}"
                expect(oracle_runouts == runouts, f"{where}: {oracle_runouts} run-outs")
                expect(abs(table.ehs[i] - ehs) < 1e-12, f"{where}: ehs {table.ehs[i]}, brute force {ehs}")
                expect(abs(table.ehs2[i] - ehs2) < 1e-12, f"{where}: ehs2 {table.ehs2[i]}, brute force {ehs2}")
                expect(histogram in (None, oracle_histogram), f"{where}: histogram {histogram}, {oracle_histogram}")
            rows.append(
                {
                    "board_mask": mask_str(board),
                    "hero": mask_str(hero),
                    "hole": names(mask_ids(hero)),
                    "weight": table.orbit_sizes[i],
                    "ehs": table.ehs[i],
                    "ehs2": table.ehs2[i],
                    "histogram": histogram,
                }
            )
        boards.append(
            {
                "board_mask": mask_str(board),
                "board": names(board_ids),
                "bins": bins,
                "row_count": count,
                "mean_ehs": mean,
                "step": step,
                "sampled": len(sampled),
            }
        )
    return {"format": FORMAT, "boards": boards, "rows": rows}


# ----------------------------------------------------------------------------
# table.json
# ----------------------------------------------------------------------------
# Hands as the engine takes them (a config and its steps) with the state after
# every step. Real hands come from PHH files in tests/fixtures/phh (the files'
# finishing stacks must match); scripted ones cover side pots, split pots with
# an odd chip, a short all-in that does not reopen the betting, pot limit and
# seeded dealing. For every hand the chips won are recomputed independently:
# antes dead in the main pot, pots layered at each live seat's bet level, each
# to the best hand among its live contenders by phevaluator, ties split with
# odd chips clockwise from the button.

FIXTURES = HERE.parent / "fixtures" / "phh"
TABLE_PHH = [
    "dwan-ivey-2009.phh",
    "antonius-blom-2009.phh",
    "pluribus/34/9.phh",
    "pluribus/30/27.phh",
    "pluribus/33/30.phh",
    "wsop-2023-43-5/1.phh",
    "wsop-2023-43-5/30.phh",
    "wsop-2023-43-5/68.phh",
]
STEP_DEAL, STEP_DEAL_RANDOM = 16, 17  # 17: vectors only, xiapl_table_deal_board_random


def oracle_awards(state: State, config: dict[str, Any]) -> list[int]:
    """Antes are dead money in the main pot; bets form a pot at each live seat's
    level (a folded seat's chips above the top live level join the top pot)."""
    folded, holes, n = state.folded, state.hole_masks, config["seat_count"]
    antes = [min(a, stack) for a, stack in zip(config["antes"], config["stacks"], strict=True)]
    bets = [c - a for c, a in zip(state.contributed, antes, strict=True)]
    live = [s for s in range(n) if not folded[s]]
    strength = {}
    if len(live) > 1:
        for s in live:
            if holes[s]:
                strength[s] = oracle_hand(mask_ids(state.board_mask), mask_ids(holes[s]), config["game"])
    pots: list[tuple[int, list[int]]] = []
    previous = 0
    for level in sorted({bets[s] for s in live if bets[s] > 0}):
        amount = sum(min(b, level) - min(b, previous) for b in bets)
        pots.append((amount, [s for s in live if bets[s] >= level]))
        previous = level
    above = sum(max(b - previous, 0) for b in bets)
    if above:
        pots[-1:] = [(pots[-1][0] + above, pots[-1][1])] if pots else [(above, live)]
    if sum(antes):
        pots[:1] = [(pots[0][0] + sum(antes), pots[0][1])] if pots else [(sum(antes), live)]
    won = [0] * n
    for amount, contenders in pots:
        if len(live) > 1:
            known = [s for s in contenders if s in strength]
            best = max(strength[s] for s in known)
            contenders = [s for s in known if strength[s] == best]
        order = sorted(contenders, key=lambda s: (s - config["button"] - 1) % n)  # clockwise from the button
        for k, s in enumerate(order):
            won[s] += amount // len(order) + (1 if k < amount % len(order) else 0)
    return won


def table_snapshot(state: State) -> dict[str, Any]:
    info = state._info()
    return {
        "phase": info.phase,
        "street": info.street,
        "actor": info.actor,
        "cards_needed": info.cards_needed,
        "board": mask_str(info.board),
        "pot_total": info.pot_total,
        "current_bet": info.current_bet,
        "min_raise": info.min_raise,
        "total_chips": info.total_chips,
        "history_len": info.history_len,
        "stacks": state.stacks,
        "bets": state.bets,
        "folded": [int(f) for f in state.folded],
        "all_in": [int(a) for a in state.all_in_seats],
        "legal": [[int(a.kind), a.min, a.max] for a in state.legal_actions()],
    }


def table_start(config: dict[str, Any]) -> State:
    return State.start(
        config["stacks"],
        seat_blinds=config["blinds"],
        antes=config["antes"],
        button=config["button"],
        game=config["game"],
        pot_limit=bool(config["betting"]),
        min_bet=config["min_bet"],
        hole_cards=[int(h) or None for h in config["hole_cards"]],
        seed=None if config["seed"] is None else int(config["seed"]),
    )


def table_step(state: State, step: dict[str, Any]) -> State:
    if step["kind"] == STEP_DEAL:
        return state.deal(int(step["cards"]))
    if step["kind"] == STEP_DEAL_RANDOM:
        return state.deal_random()
    expect(step["seat"] == state.actor, f"step {step} is not by the seat to act ({state.actor})")
    return state.apply(step["kind"], step["amount"])


def table_hand(
    name: str, config: dict[str, Any], steps: list[dict[str, Any]], finishing: list[int] | None = None
) -> dict[str, Any]:
    state = table_start(config)
    states = [table_snapshot(state)]
    for step in steps:
        state = table_step(state, step)
        state.check_invariants()
        states.append(table_snapshot(state))
    expect(state.is_finished, f"{name}: the steps do not finish the hand")
    won = state.won
    expect(won == oracle_awards(state, config), f"{name}: awards {won}, the oracle says {oracle_awards(state, config)}")
    if finishing is not None:
        expect(state.stacks == finishing, f"{name}: final stacks {state.stacks}, the file says {finishing}")
    return {
        "name": name,
        "config": config,
        "steps": steps,
        "states": states,
        "final": {
            "stacks": state.stacks,
            "won": won,
            "contributed": state.contributed,
            "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in state.pots],
        },
    }


def table_config(
    stacks: list[int],
    blinds: list[int],
    *,
    antes: list[int] | None = None,
    button: int = 0,
    game: int = 0,
    pot_limit: bool = False,
    min_bet: int = 0,
    holes: list[str] | None = None,
    seed: int | None = None,
) -> dict[str, Any]:
    n = len(stacks)
    return {
        "game": game,
        "betting": int(pot_limit),
        "seat_count": n,
        "button": button,
        "min_bet": min_bet,
        "seed": None if seed is None else mask_str(seed),
        "stacks": stacks,
        "antes": antes or [0] * n,
        "blinds": blinds,
        "hole_cards": [mask_str(cards_to_mask(h) if h else 0) for h in (holes or [""] * n)],
    }


def act(seat: int, kind: ActionKind, amount: int = 0) -> dict[str, Any]:
    return {"seat": seat, "kind": int(kind), "amount": amount, "cards": "0"}


def deal(cards: str | None = None) -> dict[str, Any]:
    if cards is None:
        return {"seat": -1, "kind": STEP_DEAL_RANDOM, "amount": 0, "cards": "0"}
    return {"seat": -1, "kind": STEP_DEAL, "amount": 0, "cards": mask_str(cards_to_mask(cards))}


def scripted_hands() -> list[dict[str, Any]]:
    A = ActionKind
    hands = []
    # Four stacks all in preflop: a main pot and two side pots; the shortest stack wins the main.
    config = table_config([100, 250, 500, 1000], [0, 5, 10, 0], button=0, holes=["AsAd", "KsKd", "QsQd", "JsJd"])
    steps = [act(3, A.AllIn), act(0, A.AllIn), act(1, A.AllIn), act(2, A.AllIn), deal("2c7h9d"), deal("3c"), deal("4h")]
    hands.append(table_hand("side pots: four all-ins", config, steps))
    # The board plays for both live seats: a split pot of 29 chips (antes 1, 2, 2;
    # the small blind of 4 folds), the odd chip to seat 2, first clockwise from the button.
    config = table_config([200, 200, 200], [0, 4, 10], antes=[1, 2, 2], button=0, holes=["2c3d", "4c5c", "2h3s"])
    steps = [
        act(0, A.Call),
        act(1, A.Fold),
        act(2, A.Check),
        deal("AsKsQs"),
        act(2, A.Check),
        act(0, A.Check),
        deal("Js"),
        act(2, A.Check),
        act(0, A.Check),
        deal("Ts"),
        act(2, A.Check),
        act(0, A.Check),
    ]
    hands.append(table_hand("split pot with an odd chip", config, steps))
    # A short all-in raise does not reopen the betting for the seat that bet.
    config = table_config([1000, 150, 1000], [0, 5, 10], button=0, holes=["AhKh", "QcQd", "9s9c"])
    steps = [
        act(0, A.Call),
        act(1, A.Call),
        act(2, A.Check),
        deal("2d7c8h"),
        act(1, A.Check),
        act(2, A.BetOrRaise, 100),
        act(0, A.Call),
        act(1, A.AllIn),
        act(2, A.Call),
        act(0, A.Call),
        deal("Ks"),
        act(2, A.Check),
        act(0, A.Check),
        deal("3s"),
        act(2, A.BetOrRaise, 300),
        act(0, A.Fold),
    ]
    hands.append(table_hand("short all-in does not reopen", config, steps))
    # Pot-limit Omaha: pot-sized raises, an uncalled bet returned.
    config = table_config([2000, 700], [10, 20], button=0, game=1, pot_limit=True, holes=["AsAdKsKd", "QhQcJhTc"])
    steps = [
        act(0, A.BetOrRaise, 60),
        act(1, A.BetOrRaise, 180),
        act(0, A.BetOrRaise, 540),
        act(1, A.Call),
        deal("2s7d9h"),
        act(1, A.Check),
        act(0, A.BetOrRaise, 1080),
        act(1, A.AllIn),
        deal("Jd"),
        deal("4c"),
    ]
    hands.append(table_hand("pot-limit Omaha, uncalled chips returned", config, steps))
    # Seeded: unknown hole cards and every board card dealt from the hand's seed.
    config = table_config([500, 500, 500], [0, 5, 10], button=0, seed=20261129)
    steps = [
        act(0, A.Call),
        act(1, A.Call),
        act(2, A.Check),
        deal(),
        act(1, A.BetOrRaise, 20),
        act(2, A.Call),
        act(0, A.Call),
        deal(),
        act(1, A.Check),
        act(2, A.Check),
        act(0, A.Check),
        deal(),
        act(1, A.Check),
        act(2, A.Check),
        act(0, A.Check),
    ]
    hands.append(table_hand("seeded dealing", config, steps))
    return hands


def phh_hand(path: str) -> dict[str, Any]:
    """A fixture hand as table vectors: its start as the file gives it, and the
    steps the core's replay took (State.history)."""
    hand = read_phh(FIXTURES / path)
    scale = hand.chip_scale()
    final = replay(hand, scale)
    n = hand.player_count
    blinds = [scale.to_chips(b) for b in hand.blinds_or_straddles]
    if n == 2:
        blinds.reverse()  # heads-up PHH lists the big blind first
    config = {
        "game": int(final.game),
        "betting": int(final.pot_limit),
        "seat_count": n,
        "button": final.button,
        "min_bet": scale.to_chips(hand.min_bet),
        "seed": None,
        "stacks": [scale.to_chips(x) for x in hand.starting_stacks],
        "antes": [scale.to_chips(x) for x in hand.antes],
        "blinds": blinds,
        "hole_cards": [mask_str(h) for h in final.hole_masks],
    }
    steps = [
        {"seat": -1, "kind": STEP_DEAL, "amount": 0, "cards": mask_str(step.cards)}
        if step.kind is None
        else {
            "seat": step.seat,
            "kind": int(step.kind),
            "amount": step.amount if step.kind == ActionKind.BetOrRaise else 0,
            "cards": mask_str(0),
        }
        for step in final.history()
    ]
    finishing = [scale.to_chips(x) for x in hand.finishing_stacks] if hand.finishing_stacks else None
    return table_hand(path, config, steps, finishing)


def build_table() -> dict[str, Any]:
    hands = [phh_hand(path) for path in TABLE_PHH] + scripted_hands()
    index = {h["name"]: i for i, h in enumerate(hands)}
    A = ActionKind

    def refused(hand: str, after: int, step: dict[str, Any], phrase: str) -> dict[str, Any]:
        h = hands[index[hand]]
        state = table_start(h["config"])
        for previous in h["steps"][:after]:
            state = table_step(state, previous)
        lib, out = xiapl._native.lib, ctypes.c_void_p()
        try:  # the C calls themselves, as every binding makes them
            if step["kind"] == STEP_DEAL:
                lib.xiapl_table_deal_board(state._handle, int(step["cards"]), ctypes.byref(out))
            else:
                lib.xiapl_table_apply(state._handle, step["kind"], step["amount"], ctypes.byref(out))
        except XiaplError as error:
            expect(phrase in str(error), f"{hand}, step {after}: {error!s} does not say {phrase!r}")
            return {
                "hand": index[hand],
                "after": after,
                "step": step,
                "status": error.status_name,
                "message_contains": phrase,
            }
        raise VectorError(f"{hand}, step {after}: {step} was accepted")

    side, short, plo = (
        "side pots: four all-ins",
        "short all-in does not reopen",
        "pot-limit Omaha, uncalled chips returned",
    )
    errors = [
        refused(short, 0, act(0, A.BetOrRaise, 15), "below the minimum raise"),
        refused(short, 0, act(0, A.Check), "cannot check"),
        refused(short, 4, act(1, A.Fold), "folding is not offered"),
        refused(short, 9, act(0, A.BetOrRaise, 500), "did not reopen"),
        refused(short, 4, act(1, A.BetOrRaise, 5), "below the minimum bet"),
        refused(plo, 0, act(0, A.BetOrRaise, 61), "pot limit"),
        refused(side, 4, deal("2c7h"), "takes 3"),
        refused(side, 4, deal("AsKcQc"), "As is already dealt"),
        refused(side, 4, act(0, A.Check), "must be dealt"),
        refused(side, 7, act(0, A.Check), "hand is over"),
        refused(short, 0, {"seat": 0, "kind": 9, "amount": 0, "cards": "0"}, "action 9 is unknown"),
    ]
    # apply_many: the whole hand at once, then with one step spoiled.
    many = []
    for name, bad_index, bad_step in [
        (short, 5, act(2, A.BetOrRaise, 5)),
        (side, 2, act(1, A.Check)),
        (plo, 4, deal("2s7d")),
    ]:
        h = hands[index[name]]
        steps = [dict(s) for s in h["steps"]]
        steps[bad_index] = bad_step
        kinds = [s["kind"] for s in steps]
        amounts = [int(s["cards"]) if s["kind"] == STEP_DEAL else s["amount"] for s in steps]
        try:
            table_start(h["config"]).apply_many(kinds, amounts, [s["seat"] for s in steps])
        except XiaplError as error:
            expect(getattr(error, "index", None) == bad_index, f"{name}: apply_many failed at {error}")
            expect(str(error).startswith(f"step {bad_index}: "), f"{name}: apply_many message {error}")
            many.append({"hand": index[name], "steps": steps, "failed_index": bad_index, "status": error.status_name})
            continue
        raise VectorError(f"{name}: apply_many accepted a bad step")
    base = table_config([100, 100], [5, 10])
    config_errors = []
    for change, phrase in [
        ({"seat_count": 1, "stacks": [100], "antes": [0], "blinds": [5], "hole_cards": ["0"]}, "seat"),
        ({"button": 2}, "button"),
        ({"stacks": [100, 0]}, "stack"),
        ({"blinds": [5, -10]}, "blind"),
        ({"hole_cards": [mask_str(cards_to_mask("AsKs")), mask_str(cards_to_mask("AsQd"))]}, "As"),
        ({"hole_cards": [mask_str(cards_to_mask("AsKsQs")), "0"]}, "hole"),
    ]:
        config = {**base, **change}
        try:
            table_start(config)
        except (XiaplError, ValueError) as error:
            if not isinstance(error, XiaplError):
                # Refused in Python before the library: call the library directly.
                status, message = raw_table_create(config)
            else:
                status, message = error.status_name, str(error)
            expect(phrase in message, f"config {change}: {message!r} does not say {phrase!r}")
            config_errors.append({"config": config, "status": status, "message_contains": phrase})
            continue
        raise VectorError(f"config {change} was accepted")
    return {
        "format": FORMAT,
        "hands": hands,
        "errors": errors,
        "apply_many_errors": many,
        "config_errors": config_errors,
    }


def raw_table_create(config: dict[str, Any]) -> tuple[str, str]:
    """xiapl_table_create straight from a vector config, for values the Python layer refuses first."""
    from xiapl.table import _Config

    c = _Config()
    lib = xiapl._native.lib
    lib.xiapl_table_config_init(ctypes.byref(c), ctypes.sizeof(c))
    c.game, c.betting, c.seat_count, c.button, c.min_bet = (
        config["game"],
        config["betting"],
        config["seat_count"],
        config["button"],
        config["min_bet"],
    )
    n = max(0, min(config["seat_count"], 10))
    c.stacks[:n] = config["stacks"][:n]
    c.antes[:n] = config["antes"][:n]
    c.blinds[:n] = config["blinds"][:n]
    c.hole_cards[:n] = [int(h) for h in config["hole_cards"][:n]]
    try:
        lib.xiapl_table_create(ctypes.byref(c), ctypes.byref(ctypes.c_void_p()))
    except XiaplError as error:
        return error.status_name, str(error)
    raise VectorError(f"config {config} was accepted by the library")


# ----------------------------------------------------------------------------


def render(data: dict[str, Any]) -> str:
    """One record per line: diffs stay readable and the files stay small."""
    lines = ["{"]
    items = list(data.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(f"  {json.dumps(key)}: [")
            for row_index, row in enumerate(value):
                row_comma = "," if row_index < len(value) - 1 else ""
                lines.append(f"    {json.dumps(row, ensure_ascii=False)}{row_comma}")
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="compare with the committed files, write nothing")
    parser.add_argument("--out", type=Path, default=HERE, help="folder to write into (default: this one)")
    options = parser.parse_args()

    try:
        files = {
            "cards.json": build_cards(),
            "deck.json": build_deck(),
            "eval.json": build_eval(),
            "judge.json": build_judge(),
            "equity.json": build_equity(),
            "range.json": build_range(),
            "canon.json": build_canon(),
            "strength.json": build_strength(),
            "table.json": build_table(),
            "games.json": build_games(),
            "phh.json": build_phh(),
            "icm.json": build_icm(),
            "board.json": build_board(),
        }
    except (VectorError, GamesVectorError, PhhVectorError, IcmVectorError, BoardVectorError) as error:
        print(f"generate.py: the library and the oracle disagree: {error}; nothing written", file=sys.stderr)
        return 1

    stale = []
    for name, data in files.items():
        text = render(data)
        path = options.out / name
        if options.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path} ({sum(len(v) for v in data.values() if isinstance(v, list))} records)")
    if stale:
        print(f"generate.py: out of date: {', '.join(stale)}; run python tests/vectors/generate.py", file=sys.stderr)
        return 1
    if options.check:
        print("generate.py: vectors are up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
