#!/usr/bin/env python3
"""Writes the shared test vectors (cards.json, deck.json, eval.json, judge.json,
equity.json, range.json).

Every expected value comes from the Python package ``xiapl`` (the library
under test, through its ctypes binding); every hand strength, best five and
judge result is checked against phevaluator (PyPI), an independent evaluator,
and every exact equity on the flop or later against a brute force over the
boards to come scored with phevaluator, before anything is written. The Go, Node, Rust and Python suites replay the
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
from itertools import combinations
from pathlib import Path
from typing import Any

from phevaluator import evaluate_cards as ph_evaluate

import xiapl
from xiapl import _convert
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
from xiapl.range import Range
from xiapl.simulation import SimulationOptions, calculate_equity, calculate_range_equity
from xiapl.utils import cards_to_mask, mask_to_ids

HERE = Path(__file__).resolve().parent
FORMAT = 1
STRENGTH_MAX = 7462
GAMES = {0: ("holdem", 2), 1: ("omaha4", 4), 2: ("omaha5", 5), 3: ("omaha6", 6)}
CATEGORY_NAMES = [
    "HIGH_CARD", "ONE_PAIR", "TWO_PAIR", "THREE_OF_A_KIND", "STRAIGHT",
    "FLUSH", "FULL_HOUSE", "FOUR_OF_A_KIND", "STRAIGHT_FLUSH",
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

    lists = ["AsKsQd", "As Ks, 10h", "2c-3c-4c", "", "   ", "Td 9d 8d 7d 6d", "ac,KD,qh",
             "2c3c4c5c6c7c8c9cTcJcQcKcAc"]
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
        scenario("deal a hold'em hand", [
            {"op": "shuffle", "seed": "7"}, {"op": "deal", "count": 2}, {"op": "deal", "count": 2},
            {"op": "burn", "count": 1}, {"op": "deal", "count": 3}, {"op": "burn", "count": 1},
            {"op": "deal", "count": 1}, {"op": "burn", "count": 1}, {"op": "deal", "count": 1},
            {"op": "cards"},
        ]),
        scenario("remove known cards then shuffle", [
            {"op": "remove", "mask": mask_of("AsKdQh")}, {"op": "shuffle", "seed": "99"},
            {"op": "deal", "count": 5}, {"op": "cards"},
        ]),
        scenario("shuffle twice, reset", [
            {"op": "shuffle", "seed": "1"}, {"op": "shuffle", "seed": "2"}, {"op": "deal", "count": 4},
            {"op": "reset"}, {"op": "cards"}, {"op": "shuffle", "seed": "18446744073709551615"},
            {"op": "deal", "count": 52}, {"op": "cards"},
        ]),
        scenario("failures leave the deck unchanged", [
            {"op": "shuffle", "seed": "5"}, {"op": "deal", "count": 50},
            {"op": "deal", "count": 3, "fails": True}, {"op": "burn", "count": 3, "fails": True},
            {"op": "cards"}, {"op": "reset"}, {"op": "deal", "count": 1},
            {"op": "remove", "mask": mask_of("2c"), "fails": True},
            {"op": "remove", "mask": mask_str(1 << 52), "fails": True},
            {"op": "remove", "mask": mask_of("3c4c"), "fails": False},
            {"op": "remove", "mask": mask_of("5c 3c"), "fails": True},
            {"op": "deal", "count": 2},
        ]),
    ]
    return {"format": FORMAT, "rng": "docs/rng.md", "shuffles": shuffles, "scenarios": scenarios}


# ----------------------------------------------------------------------------
# eval.json
# ----------------------------------------------------------------------------

NAMED_HANDS = [
    "As Ks Qs Js Ts", "5d 4d 3d 2d Ad", "9h 8h 7h 6h 5h", "Ac Ad Ah As Kc", "2c 2d 2h 2s 3c",
    "Kc Kd Kh 2s 2c", "2c 2d 2h As Ac", "Ah Jh 9h 5h 3h", "7c 5c 4c 3c 2c", "Ac Kd Qh Js Tc",
    "5c 4d 3h 2s Ac", "6c 5d 4h 3s 2c", "Qc Qd Qh 9s 4c", "Jc Jd 4h 4s Ac", "Tc Td 8h 6s 3c",
    "Ac Kd Qh Js 9c", "7c 5d 4h 3s 2c", "8c 6d 4h 3s 2c",
    "As Ks Qs Js Ts 9s", "2c 2d 2h 2s 3c 3d", "Ac Ad Kc Kd Qc Qd", "Ah Kh Qh Jh 9h 8h 7h",
    "As Ad Ah Ks Kd Kh Qs", "Ac 2d 3h 4s 5c 6d 7h", "2c 3d 4h 5s 7c 8d 9h", "Ac Kc Qc Jc 9c Ad Kd",
    "7c 7d 7h 5s 5c 5d 2h", "9s 8s 7s 6s 5s 4s 3s", "2c 4d 6h 8s Tc Qd Ah",
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
    (0, "2c 3d 4h 9s 9c", "Ah Kd"), (0, "As Ks Qs Js Ts", "2c 2d"), (0, "Kh 7d 2c", "Ac Ad"),
    (0, "5h 5d 5c 5s", "Ac 2d"), (0, "Jh Th 9h 2c", "Qh 8h"),
    (1, "Ah Kh Qh 2c 3d", "Jh 2s 3s 4s"), (1, "As Ad Ac 7h 2d", "Ah 3c 4d 5s"),
    (1, "2c 3c 4c 5c 6c", "Ac Kd Qh Js"), (1, "Kh Kd 7c", "Ks Kc 2d 3h"),
    (2, "Ts 9s 8d 2c", "Js Qs 3h 4h 5h"), (3, "7c 7d 7h 8s 9s", "7s 8c 8d 2h 3h 4h"),
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
        batch = evaluate_hands_many([int(g["board_mask"]) for g in rows], [int(g["hole_mask"]) for g in rows],
                                    game=game)
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
        error("evaluate_ids", lambda ids=ids: lib.xiapl_evaluate_ids((ctypes.c_int32 * len(ids))(*ids), len(ids),
                                                                     _out_i32()), ids=ids)
    for game, board_text, hole_text in [
        (0, "2c 3c 4c", "As"), (0, "2c 3c", "As Ks"), (0, "2c 3c 4c 5c 6c 7c", "As Ks"),
        (0, "2c 3c 4c", "As Ks Qs"), (0, "2c 3c 4c", "2c Ks"), (1, "2c 3c 4c", "As Ks Qs"),
        (1, "2c 3c 4c 5c 6c", "As Ks Qs Js Ts"), (2, "2c 3c 4c", "As Ks Qs Js"),
        (3, "2c 3c 4c", "As Ks Qs Js Ts"), (4, "2c 3c 4c", "As Ks"), (-1, "2c 3c 4c", "As Ks"),
    ]:
        board, hole = m(board_text), m(hole_text)
        args = {"board": mask_str(board), "hole": mask_str(hole), "game": game}
        error("evaluate_hand",
              lambda b=board, h=hole, g=game: lib.xiapl_evaluate_hand(b, h, g, _out_i32()), **args)
        error("best_hand",
              lambda b=board, h=hole, g=game: lib.xiapl_best_hand(b, h, g, _out_u64(), _out_u64(), _out_i32()),
              **args)
    error("evaluate_hand", lambda: evaluate_hand(1 << 52 | m("2c 3c"), m("As Ks")),
          board=mask_str(1 << 52 | m("2c 3c")), hole=mask_str(m("As Ks")), game=0)
    for strength in (0, -1, STRENGTH_MAX + 1, 100000):
        for call in ("strength_category", "strength_kickers", "describe_strength", "hand_name"):
            error(call, lambda s=strength, c=call: _strength_call(c, s), strength=strength)
    batch_masks = [m("As Ks Qs Js Ts"), m("2c 3d 4h 5s 7c 8d"), m("2c 3d 4h 5s"), m("Ac Kc Qc Jc Tc")]
    error("evaluate_many", lambda: evaluate_many(batch_masks), masks=[mask_str(x) for x in batch_masks])
    boards = [m("2c 3d 4h"), m("2c 3d 4h 5s")]
    holes = [m("As Ks"), m("4h Kd")]
    for game in (0, 9):
        error("evaluate_hands_many", lambda g=game: _hands_many(boards, holes, g),
              boards=[mask_str(x) for x in boards], holes=[mask_str(x) for x in holes], game=game)

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
    function = lib.xiapl_describe_strength if call == "describe_strength" else lib.xiapl_hand_name
    return function(strength, buffer, 128, ctypes.byref(length))


def _hands_many(boards: list[int], holes: list[int], game: int) -> Any:
    lib = xiapl._native.lib
    count = len(boards)
    return lib.xiapl_evaluate_hands_many((ctypes.c_uint64 * count)(*boards), (ctypes.c_uint64 * count)(*holes),
                                         count, game, (ctypes.c_uint16 * count)())


# ----------------------------------------------------------------------------
# judge.json
# ----------------------------------------------------------------------------

def judge_record(game: int, board: list[int], holes: list[list[int]]) -> dict[str, Any]:
    board_mask = cards_to_mask(board)
    hole_masks = [cards_to_mask(h) for h in holes]
    winners = judge(hole_masks, board_mask, game=game)
    oracle = [oracle_hand(board, h, game) for h in holes]
    best = max(oracle)
    expect(winners == [i for i, s in enumerate(oracle) if s == best],
           f"judge {GAMES[game][0]} on {names(board)}: {winners} vs oracle {oracle}")
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
    (0, "As Ks Qs Js Ts", ["2c 3c", "4d 5d", "7h 8h"]),     # the board plays: a three-way split
    (0, "2c 3d 4h 9s 9c", ["Ah Ad", "Ac As"]),               # identical pairs split
    (0, "Kh 7d 2c 5s 9h", ["Ac Kd", "As Kc", "Qd Qh"]),       # kicker ties
    (0, "Ah Kh Qh 2c 3d", ["Jh Th", "As Ad"]),                 # royal beats trips
    (0, "5h 5d 5c 5s 2c", ["Ah 3d", "Kd Qd", "As 4h"]),       # quads on board, ace kicker splits
    (1, "Ah Kh Qh 2c 3d", ["Jh Th 2s 3s", "As Ad 4c 4d"]),   # Omaha: royal with two hole cards
    (1, "2c 3c 4c 5c 6c", ["Ac Kd Qh Js", "7c 8d 9h Ts"]),   # Omaha: the board flush does not play alone
    (1, "Ks Kd 7c 7h 2d", ["Kc 2s 3h 4h", "Kh 2c 3d 4d"]),   # Omaha: identical full houses split
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
                holes = [cards[board_size + i * hole_size: board_size + (i + 1) * hole_size]
                         for i in range(players)]
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
        errors.append({
            "board": mask_str(board), "hole_masks": [mask_str(h) for h in holes], "game": game,
            "status": status_of(lambda b=board, hs=holes, g=game: _judge_raw(hs, b, g)),
        })
    bad_hole = 1 << 52 | m("As")
    errors.append({
        "board": mask_str(m("2c 3c 4c")), "hole_masks": [mask_str(bad_hole)], "game": 0,
        "status": status_of(lambda: _judge_raw([bad_hole], m("2c 3c 4c"), 0)),
    })
    return {"format": FORMAT, "cases": cases, "errors": errors}


def _judge_raw(holes: list[int], board: int, game: int) -> Any:
    lib = xiapl._native.lib
    count = len(holes)
    buffer = (ctypes.c_uint64 * max(count, 1))(*holes)
    winners = (ctypes.c_int32 * max(count, 1))()
    length = ctypes.c_uint64()
    return lib.xiapl_judge(buffer, count, board, game, winners, max(count, 1), ctypes.byref(length))


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
            oracle, count = oracle_equity(game, [_convert.parse_cards(h) for h in holes],
                                          _convert.parse_cards(board), _convert.parse_cards(dead) if dead else [])
            expect(count == result.trials, f"{holes} on {board!r}: {result.trials} trials, brute force {count}")
            for player, value in zip(result.players, oracle):
                expect(abs(player.equity - value) < 1e-9, f"{holes} on {board!r}: equity {player.equity}, "
                       f"brute force {value}")
        expect(abs(sum(p.equity for p in result.players) - 1) < 1e-9, f"{holes}: equities do not sum to 1")
        exact.append(equity_record(game, holes, board, dead, result))

    seeded = []
    for game, holes, board, dead, iterations, seed, threads in MC_EQUITY:
        board_mask = cards_to_mask(board) if board else 0
        dead_mask = cards_to_mask(dead) if dead else 0
        options = SimulationOptions.mc_seeded(iterations, int(seed), threads=threads)
        result = calculate_equity(holes, board_mask, options, game=game, dead=dead_mask)
        other = calculate_equity(holes, board_mask, SimulationOptions.mc_seeded(iterations, int(seed), threads=3),
                                 game=game, dead=dead_mask)
        expect(result == other, f"seeded run {holes} differs between {threads} and 3 threads")
        expect(not result.exact and result.trials == iterations, f"seeded run {holes}: {result}")
        record = equity_record(game, holes, board, dead, result)
        record.update({"iterations": iterations, "seed": seed, "threads": threads})
        seeded.append(record)

    m = cards_to_mask
    errors = [
        {"game": 0, "hole_masks": [mask_str(m("As Ks")), mask_str(m("As Qc"))], "board_mask": "0", "dead_mask": "0",
         "status": status_of(lambda: calculate_equity([m("As Ks"), m("As Qc")]))},
        {"game": 0, "hole_masks": [], "board_mask": "0", "dead_mask": "0",
         "status": status_of(lambda: calculate_equity([]))},
        {"game": 0, "hole_masks": [mask_str(m("As Ks")), mask_str(m("Qd Qc"))], "board_mask": mask_str(m("2c 3c")),
         "dead_mask": "0", "status": status_of(lambda: calculate_equity([m("As Ks"), m("Qd Qc")], m("2c 3c")))},
        {"game": 1, "hole_masks": [mask_str(m("As Ks")), mask_str(m("Qd Qc"))], "board_mask": "0", "dead_mask": "0",
         "status": status_of(lambda: calculate_equity([m("As Ks"), m("Qd Qc")], game=1))},
        {"game": 0, "hole_masks": [mask_str(m("As Ks")), mask_str(m("Qd Qc"))], "board_mask": "0",
         "dead_mask": mask_str(m("Qd")),
         "status": status_of(lambda: calculate_equity([m("As Ks"), m("Qd Qc")], dead=m("Qd")))},
    ]
    return {"format": FORMAT, "exact": exact, "seeded": seeded, "errors": errors}


# ----------------------------------------------------------------------------
# range.json
# ----------------------------------------------------------------------------

RANGE_TEXTS = [
    (0, "AA"), (0, "AKs"), (0, "AKo"), (0, "AK"), (0, "JJ+"), (0, "AQs+"), (0, "TT-88"), (0, "AJs-A8s"),
    (0, "76s-54s"), (0, "AdAh"), (0, "QQ+, AKs, AQo:0.5"), (0, "22+:0.25"), (0, ""), (0, "   "),
    (1, "AA**"), (1, "AA**ds"), (1, "AsKsQhJd"), (1, "JT98-8765"), (1, "KK**:0.5"), (2, "AA***"), (3, "AAKK**"),
]
RANGE_ERRORS = [
    (0, "AKx"), (0, "ZZ"), (0, "AA:1.5"), (0, "AA:0"), (0, "AA, AA:0.5"), (0, "AsAs"), (0, "AA,,KK"),
    (1, "AA*"), (1, "AAx*"), (7, "AA"), (-1, "AA"),
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
        lib.xiapl_range_parse(text.encode(), game, ctypes.byref(ctypes.c_void_p()))

    errors = [{"game": game, "text": text, "status": status_of(lambda t=text, g=game: parse_raw(t, g))}
              for game, text in RANGE_ERRORS]
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
        expect(abs(total / weight - r.hero_aggregate_equity) < 1e-9,
               f"{hero} vs {villain}: aggregate {r.hero_aggregate_equity}, pair by pair {total / weight}")
        equity.append({"hero": hero, "villain": villain, "game": 0, "hero_equity": r.hero_aggregate_equity,
                       "villain_equity": r.villain_aggregate_equity, "trials": r.trials, "matchups": r.matchups,
                       "exact": r.exact})
    return {"format": FORMAT, "ranges": ranges, "errors": errors, "equity": equity}


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
        }
    except VectorError as error:
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
        print(f"generate.py: out of date: {', '.join(stale)}; run python tests/vectors/generate.py",
              file=sys.stderr)
        return 1
    if options.check:
        print("generate.py: vectors are up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
