"""Cards, hands and lists of hands are accepted in the same forms at every entry point.

A set of cards (a hand, a board, dead cards) is a string of cards, a list of
Cards, card strings or ids, one Card, a Combo, or an int mask (numpy integers
too); a list of hands is a list of those or an array of masks. The rules live
in ``xiapl._convert``; these tests hold every per-hand entry point to them.
"""

from __future__ import annotations

import itertools
from array import array

import numpy as np
import pytest

from xiapl.card import Card
from xiapl.errors import InvalidArgumentError, ParseError
from xiapl.eval import best_hand, evaluate_cards, evaluate_hand, evaluate_mask, judge
from xiapl.range import Combo, Range
from xiapl.simulation import (
    SimulationOptions,
    calculate_equity,
    calculate_equity_vs_random,
    calculate_range_equity,
)
from xiapl.utils import cards_to_mask


def forms(text: str) -> list[object]:
    """The same cards in every accepted form (iterators apart: a parameter is reused)."""
    cards = [Card(name) for name in text.split()]
    mask = cards_to_mask(text)
    shapes: list[object] = [
        text,
        text.replace(" ", ""),
        text.lower(),
        cards,
        tuple(cards),
        text.split(),
        [card.id for card in cards],
        np.array([card.id for card in cards]),
        mask,
        np.uint64(mask),
        np.int64(mask),
        [str(cards[0]), *cards[1:]],
    ]
    if len(cards) == 1:
        shapes.append(cards[0])
    if len(cards) == 2:
        shapes.append(Combo(mask))
    return shapes


def ids(value: object) -> str:
    return type(value).__name__


BOARD = "As Kd 2c 7h 9s"
ACES, KINGS = "Ah Ac", "Ks Kh"


# --- one hand, one board ---------------------------------------------------------------


@pytest.mark.parametrize("board", forms(BOARD), ids=ids)
@pytest.mark.parametrize("hole", forms(ACES), ids=ids)
def test_evaluate_hand_takes_every_form(board, hole):
    expected = evaluate_hand(cards_to_mask(BOARD), cards_to_mask(ACES))
    assert evaluate_hand(board, hole) == expected
    assert str(expected) == "Three of a Kind [14 13 9]"


@pytest.mark.parametrize("board", forms(BOARD), ids=ids)
@pytest.mark.parametrize("hole", forms(ACES), ids=ids)
def test_best_hand_takes_every_form(board, hole):
    expected = best_hand(cards_to_mask(BOARD), cards_to_mask(ACES))
    assert best_hand(board, hole) == expected


@pytest.mark.parametrize("cards", forms("As Ks Qs Js Ts 2c 7h"), ids=ids)
def test_evaluate_cards_and_evaluate_mask_take_every_form(cards):
    expected = evaluate_mask(cards_to_mask("As Ks Qs Js Ts 2c 7h"))
    assert evaluate_mask(cards) == expected
    assert evaluate_cards(cards) == expected


@pytest.mark.parametrize("board", forms(BOARD), ids=ids)
def test_judge_takes_every_form_of_board_and_hands(board):
    expected = judge([cards_to_mask(ACES), cards_to_mask(KINGS)], cards_to_mask(BOARD))
    assert expected == [0]
    for aces, kings in zip(forms(ACES), forms(KINGS), strict=True):
        assert judge([aces, kings], board) == expected
        assert judge((aces, kings), board) == expected


def test_iterators_of_cards_are_read_once():
    cards = [Card(name) for name in "As Ks Qs Js Ts 2c 7h".split()]
    assert evaluate_cards(iter(cards)) == evaluate_cards(cards)
    assert evaluate_hand((c for c in cards[2:]), iter(cards[:2])) == evaluate_cards(cards)
    assert best_hand(iter(cards)) == best_hand(cards)
    assert iter(cards[:2]) in Range.from_string("AKs")
    assert calculate_equity([iter(cards[:2]), "QdQc"]).equities == calculate_equity(["AsKs", "QdQc"]).equities


# --- lists of hands: lists, tuples, numpy arrays ----------------------------------------


HANDS = [cards_to_mask(ACES), cards_to_mask(KINGS), cards_to_mask("Qd Qc")]


@pytest.mark.parametrize(
    "hands",
    [
        np.array(HANDS, dtype=np.uint64),
        np.array(HANDS, dtype=np.int64),
        array("Q", HANDS),
        memoryview(array("Q", HANDS)),
        np.array([[Card(c).id for c in hand.split()] for hand in (ACES, KINGS, "Qd Qc")]),  # one row of ids a hand
        [ACES, [Card("Ks"), Card("Kh")], np.uint64(HANDS[2])],
        (hand for hand in HANDS),
    ],
    ids=["uint64", "int64", "array-Q", "memoryview", "ids-2d", "mixed-list", "generator"],
)
def test_judge_takes_arrays_and_any_list_of_hands(hands):
    assert judge(hands, BOARD) == [0]


@pytest.mark.parametrize(
    "hands",
    [
        np.array(HANDS, dtype=np.uint64),
        array("Q", HANDS),
        [ACES, [Card("Ks"), Card("Kh")], Combo("QdQc")],
        (ACES, KINGS, "QdQc"),
    ],
    ids=["uint64", "array-Q", "mixed-list", "tuple"],
)
def test_calculate_equity_takes_arrays_and_any_list_of_hands(hands):
    expected = calculate_equity(HANDS, cards_to_mask("2c 7d 9h"))
    got = calculate_equity(hands, "2c 7d 9h")
    assert got.equities == expected.equities and got.exact


@pytest.mark.parametrize("board", forms("2c 7d 9h"), ids=ids)
@pytest.mark.parametrize("dead", forms("Jh"), ids=ids)
def test_calculate_equity_board_and_dead_take_every_form(board, dead):
    expected = calculate_equity(HANDS, cards_to_mask("2c 7d 9h"), dead=cards_to_mask("Jh"))
    assert calculate_equity(HANDS, board, dead=dead).equities == expected.equities


@pytest.mark.parametrize("hole", forms(ACES), ids=ids)
def test_calculate_equity_vs_random_takes_every_form(hole):
    expected = calculate_equity_vs_random(cards_to_mask(ACES), cards_to_mask(BOARD), 1)
    assert calculate_equity_vs_random(hole, BOARD, 1).equities == expected.equities


def test_range_equity_board_takes_every_form():
    hero, villain = Range.from_string("JJ+"), Range.from_string("AKs")
    expected = calculate_range_equity(hero, villain, cards_to_mask("2c 7d 9h"), SimulationOptions.exact())
    for board in forms("2c 7d 9h"):
        got = calculate_range_equity(hero, villain, board, SimulationOptions.exact())
        assert got.hero_aggregate_equity == expected.hero_aggregate_equity


def test_equity_calls_take_numpy_arrays_of_card_ids():
    board, dead = np.array([Card(c).id for c in ("2c", "7d", "9h")]), np.array([Card("Jh").id])
    expected = calculate_equity(HANDS, "2c 7d 9h", dead="Jh")
    assert calculate_equity(HANDS, board, dead=dead).equities == expected.equities
    hole = np.array([Card("Ah").id, Card("Ac").id])
    assert calculate_equity_vs_random(hole, BOARD, 1) == calculate_equity_vs_random(ACES, BOARD, 1)
    hero, villain = Range.from_string("JJ+"), Range.from_string("AKs")
    assert calculate_range_equity(hero, villain, board) == calculate_range_equity(hero, villain, "2c 7d 9h")


# --- ranges: membership, combos, dead cards -------------------------------------------


def test_issue_example_membership_by_card_string():
    assert "AsAh" in Range.from_string("AA")
    assert "AsKh" not in Range.from_string("AA")


@pytest.mark.parametrize("hand", forms("As Ah"), ids=ids)
def test_membership_takes_every_form(hand):
    aces, kings = Range.from_string("AA"), Range.from_string("KK")
    assert hand in aces
    assert hand not in kings


def test_membership_of_a_weighted_combo_is_by_its_cards():
    weighted = Range.from_string("AA:0.5")
    assert Combo("AsAh") in weighted and Combo("AsAh", 0.25) in weighted
    assert "AsAh" in weighted


def test_omaha_membership():
    plo = Range.from_string("AA**", game="plo")
    assert "AsAhKdQc" in plo and [Card("As"), Card("Ad"), Card("2c"), Card("3c")] in plo
    assert "KsKhQdJc" not in plo


@pytest.mark.parametrize("bad", [None, 1.5, b"AsAh", object(), True, 2.0 + 1j], ids=ids)
def test_membership_of_anything_else_is_a_type_error(bad):
    with pytest.raises(TypeError, match="hand"):
        _ = bad in Range.from_string("AA")


@pytest.mark.parametrize(
    "bad, error, fragment",
    [
        ("AA", ParseError, '"AA"'),
        ("AsAx", ParseError, "x"),
        ("As", ValueError, "'As' is 1 card(s); a Hold'em hand is 2 cards, e.g. 'AsAh'"),
        ("AsAhAd", ValueError, "is 3 card(s)"),
        ((1 << 60) | 1, InvalidArgumentError, "bit 60"),
        (-1, ValueError, "hand must be between 0 and 2**64 - 1"),
        ("AsAs", InvalidArgumentError, "twice"),
    ],
)
def test_membership_of_a_bad_hand_is_an_error_not_false(bad, error, fragment):
    with pytest.raises(error) as info:
        _ = bad in Range.from_string("AA")
    assert fragment in str(info.value)


def test_membership_of_a_wrong_sized_omaha_hand_names_the_game():
    with pytest.raises(ValueError, match=r"a PLO hand is 4 cards, e.g. 'AsAhKdQc'"):
        _ = "AsAh" in Range.from_string("AA**", game="plo")


@pytest.mark.parametrize("hand", forms("As Ah"), ids=ids)
def test_combo_and_range_construction_take_every_form(hand):
    mask = cards_to_mask("As Ah")
    assert Combo(hand).mask == mask
    if not isinstance(hand, tuple):  # a tuple item of a range is a (hand, weight) pair
        assert Range([hand]) == Range([mask])
    assert Range([(hand, 0.5)]).combos() == [Combo(mask, 0.5)]


def test_range_takes_an_array_of_masks():
    masks = np.array([cards_to_mask("As Ah"), cards_to_mask("Ks Kh")], dtype=np.uint64)
    assert Range(masks) == Range.from_string("AsAh, KsKh")


@pytest.mark.parametrize("dead", forms("As Kd 2c"), ids=ids)
def test_valid_combos_takes_every_form_of_dead_cards(dead):
    aces = Range.from_string("AA")
    assert aces.valid_combos(dead) == aces.valid_combos(cards_to_mask("As Kd 2c"))
    assert len(aces.valid_combos(dead)) == 3


# --- best_hand of loose cards ------------------------------------------------------------


def test_best_hand_of_loose_cards():
    best = best_hand("As Ks Qs Js Ts 2c 7h")
    assert str(best.value) == "Straight Flush [14]"
    assert sorted(str(c) for c in best.cards) == ["As", "Js", "Ks", "Qs", "Ts"]
    assert best.hole_used == []


@pytest.mark.parametrize("size", [5, 6, 7])
def test_best_hand_of_loose_cards_agrees_with_every_split(size):
    rng = np.random.default_rng(23 + size)
    for _ in range(40):
        cards = [Card(int(i)) for i in rng.permutation(52)[:size]]
        loose = best_hand(cards)
        assert loose.value == evaluate_cards(cards)
        assert loose.hole_used == []
        for hole in itertools.combinations(cards, 2):
            board = [c for c in cards if c not in hole]
            split = best_hand(board, list(hole))
            assert (split.value, split.cards) == (loose.value, loose.cards)


@pytest.mark.parametrize("cards", forms("Ah Ac As Kd 2c 7h 9s"), ids=ids)
def test_best_hand_of_loose_cards_takes_every_form(cards):
    best = best_hand(cards)
    assert str(best.value) == "Three of a Kind [14 13 9]"
    assert sorted(str(c) for c in best.cards) == sorted(["Ac", "Ah", "As", "Kd", "9s"])


@pytest.mark.parametrize(
    "call, error, fragment",
    [
        (lambda: best_hand("As Ks Qs Js"), InvalidArgumentError, "4 cards given"),
        (lambda: best_hand("As Ks Qs Js Ts 9s 8s 7s"), InvalidArgumentError, "8 cards given"),
        (lambda: best_hand("As Ks Qs Js Ts", game="plo"), ValueError, "best_hand(board, hole, game=...)"),
        (lambda: best_hand("As As Qs Js Ts"), InvalidArgumentError, "twice"),
    ],
)
def test_best_hand_of_bad_loose_cards(call, error, fragment):
    with pytest.raises(error) as info:
        call()
    assert fragment in str(info.value)


def test_best_hand_with_board_and_hole_still_works():
    plo = best_hand(cards_to_mask("2h7dJc4s9h"), cards_to_mask("AsKsQdJd"), game="plo")
    assert str(plo.value) == "One Pair [11 14 9 7]" and [str(c) for c in plo.hole_used] == ["Jd", "As"]
    assert best_hand("2h7dJc4s9h", "AsKsQdJd", game="plo") == plo


# --- errors name the argument and the fix -----------------------------------------------


@pytest.mark.parametrize(
    "call, error, fragments",
    [
        (lambda: evaluate_hand("As Kd Xx", ACES), ParseError, ["board: ", "Xx"]),
        (lambda: evaluate_hand(BOARD, "Ah Zc"), ParseError, ["hole: ", "Zc"]),
        (lambda: evaluate_hand(None, ACES), TypeError, ["board must be cards", "not NoneType"]),
        (lambda: evaluate_hand(BOARD, 2.5), TypeError, ["hole must be cards", "not float"]),
        (lambda: evaluate_hand(BOARD, b"AhAc"), TypeError, ["hole", "decode the bytes"]),
        (lambda: evaluate_hand(BOARD, [51, 1.5]), TypeError, ["hole: ", "not float"]),
        (lambda: evaluate_hand(BOARD, -3), ValueError, ["hole must be between 0 and 2**64 - 1"]),
        (lambda: judge([ACES, "Ks Kx"], BOARD), ParseError, ["hole cards of player 1: ", "Kx"]),
        (lambda: judge([ACES, None], BOARD), TypeError, ["hole cards of player 1 must be cards"]),
        (lambda: judge("AhAc KsKh", BOARD), TypeError, ["hole_masks must be a list of hands, one per player"]),
        (lambda: judge(Card("As"), BOARD), TypeError, ["hole_masks must be a list of hands"]),
        (lambda: judge({ACES, KINGS}, BOARD), TypeError, ["hole_masks must be a list of hands"]),
        (lambda: judge(np.array([-1], dtype=np.int64), BOARD), ValueError, ["hole cards of player 0 must be"]),
        (lambda: evaluate_cards(None), TypeError, ["cards must be cards", "not NoneType"]),
        (lambda: Range.from_string("AA").valid_combos("As Qx"), ParseError, ["dead_mask: ", "Qx"]),
    ],
)
def test_bad_input_names_the_argument(call, error, fragments):
    with pytest.raises(error) as info:
        call()
    for fragment in fragments:
        assert fragment in str(info.value)


def test_a_renamed_error_keeps_its_class_and_status():
    with pytest.raises(ParseError) as info:
        evaluate_hand("As Kd Xx", ACES)
    assert info.value.status_name == "XIAPL_ERR_PARSE"
