"""Hand evaluation through the Python package, checked against independent evaluators."""

from __future__ import annotations

import pickle
from array import array

import numpy as np
import pytest

from oracle import classify_best, ph_rank_holdem, ph_rank_omaha
from xiapl import _abi
from xiapl.card import Card
from xiapl.errors import InvalidArgumentError, ParseError
from xiapl.eval import (
    HandCategory,
    HandValue,
    best_hand,
    describe_hand,
    evaluate_cards,
    evaluate_hand,
    evaluate_hands_many,
    evaluate_many,
    evaluate_mask,
    hand_name,
    judge,
)
from xiapl.simulation import GameType
from xiapl.utils import cards_to_mask, mask_to_cards, mask_to_ids

OMAHA_GAMES = [(GameType.Plo, 4), (GameType.Plo5, 5), (GameType.Plo6, 6)]


def random_deals(rng: np.random.Generator, count: int, size: int) -> np.ndarray:
    """count rows of `size` distinct card ids."""
    keys = rng.random((count, 52))
    return np.argsort(keys, axis=1)[:, :size]


def masks_of(rows: np.ndarray) -> np.ndarray:
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), rows.astype(np.uint64)), axis=1)


def assert_same_order(ours: np.ndarray, theirs: np.ndarray) -> None:
    """ours (larger wins) and theirs (smaller wins) order every hand identically:
    equal theirs <=> equal ours, and a better theirs is a better ours."""
    pairs = np.unique(np.stack([theirs, ours], axis=1), axis=0)
    assert len(np.unique(pairs[:, 0])) == len(pairs), "one oracle class maps to several strengths"
    assert len(np.unique(pairs[:, 1])) == len(pairs), "one strength maps to several oracle classes"
    assert np.all(np.diff(pairs[:, 1].astype(np.int64)) < 0), "orderings disagree"


# --- seed examples -------------------------------------------------------------------


def test_seed_examples():
    cards = [Card.from_string(s) for s in ("As", "Ks", "Qs", "Js", "Ts", "2c", "7h")]
    assert describe_hand(evaluate_cards(cards)) == "Straight Flush [14]"
    board = cards_to_mask("As Kd 2c 7h 9s")
    hole_a, hole_b = cards_to_mask("Ah Ac"), cards_to_mask("Ks Kh")
    assert describe_hand(evaluate_hand(board, hole_a)) == "Three of a Kind [14 13 9]"
    assert judge([hole_a, hole_b], board) == [0]
    plo = evaluate_hand(cards_to_mask("2h7dJc4s9h"), cards_to_mask("AsKsQdJd"), game=GameType.Plo)
    assert describe_hand(plo) == "One Pair [11 14 9 7]"


@pytest.mark.parametrize(
    "cards, category, name",
    [
        ("AsKsQsJsTs", HandCategory.StraightFlush, "royal flush"),
        ("9h8h7h6h5h", HandCategory.StraightFlush, "straight flush, nine-high"),
        ("AdAcAhAs2c", HandCategory.FourOfAKind, "four of a kind, aces"),
        ("3c3d3h2s2c", HandCategory.FullHouse, "full house, threes over twos"),
        ("Ah9h7h4h2h", HandCategory.Flush, "flush, ace-high"),
        ("As2d3h4c5s", HandCategory.Straight, "straight, five-high"),
        ("7c7d7h Kc2d", HandCategory.ThreeOfAKind, "three of a kind, sevens"),
        ("AcAdKhKs2c", HandCategory.TwoPair, "two pair, aces and kings"),
        ("6c6d Ah Kd 2s", HandCategory.OnePair, "pair of sixes"),
        ("Ac Jd 9h 5s 3c", HandCategory.HighCard, "high card, ace"),
    ],
)
def test_categories_and_names(cards, category, name):
    value = evaluate_cards(cards)
    assert value.category is category
    assert hand_name(value) == name
    assert str(value) == describe_hand(value)


def test_hand_value_is_comparable_hashable_and_picklable():
    quads, boat = evaluate_cards("AdAcAhAs2c"), evaluate_cards("KdKcKhAsAc")
    assert quads > boat and boat < quads and quads != boat
    assert evaluate_cards("AdAcAhAs2c") == quads and len({quads, evaluate_cards("AdAcAhAs2h")}) == 1
    assert pickle.loads(pickle.dumps(quads)) == quads
    assert HandValue(quads.strength) == quads
    assert quads.kickers == (14, 2) and boat.kickers == (13, 14)
    assert HandValue(7462).category is HandCategory.StraightFlush
    assert HandValue(1).kickers == (7, 5, 4, 3, 2)
    for bad in (0, 7463, -1):
        with pytest.raises(ValueError, match=r"1\.\.7462"):
            HandValue(bad)
    with pytest.raises(TypeError):
        HandValue(12.0)  # type: ignore[arg-type]
    assert isinstance(quads, int) and quads.strength == int(quads)
    assert sorted([quads, boat, evaluate_cards("2c3d4h5s7c")])[0].category is HandCategory.HighCard


# --- the seed's edge cases --------------------------------------------------------------


def test_edge_cases():
    two_trips = evaluate_cards("KcKdKh 9c9d9h 2s")
    assert (two_trips.category, two_trips.kickers) == (HandCategory.FullHouse, (13, 9))
    hidden_sf = evaluate_cards("2h 3h 4h 5h 6h 9h Ah")
    assert (hidden_sf.category, hidden_sf.kickers) == (HandCategory.StraightFlush, (6,))
    wheel = evaluate_cards("Ac 2d 3h 4s 5c Kd Qh")
    assert (wheel.category, wheel.kickers) == (HandCategory.Straight, (5,))
    broadway = evaluate_cards("Ac Kd Qh Js Tc 2d 3h")
    assert (broadway.category, broadway.kickers) == (HandCategory.Straight, (14,))
    flush_over_straight = evaluate_cards("9h 8h 7c 6h 5d 2h Kh")
    assert flush_over_straight.category is HandCategory.Flush
    four_suited_board = cards_to_mask("2h 5h 9h Kh 3c")
    one_suited_hole = cards_to_mask("Ah Ac Ad 7s")
    omaha = evaluate_hand(four_suited_board, one_suited_hole, game=GameType.Plo)
    assert omaha.category is not HandCategory.Flush
    four_aces = evaluate_hand(cards_to_mask("2c 7d 9h Jc Kd"), cards_to_mask("AcAdAhAs"), game=GameType.Plo)
    assert (four_aces.category, four_aces.kickers) == (HandCategory.OnePair, (14, 13, 11, 9))


def test_every_shape_of_card_list_gives_the_mask_result():
    # Lists and tuples of Cards or two-letter names take a shortcut to the
    # mask; everything else takes the checked path. Both must agree.
    rows = random_deals(np.random.default_rng(11), 300, 7)
    for row in rows.tolist():
        expected = evaluate_mask(sum(1 << i for i in row))
        cards = [Card(i) for i in row]
        names = [str(c) for c in cards]
        shapes = [
            cards,
            tuple(cards),
            names,
            tuple(names),
            [n.lower() for n in names],
            iter(cards),
            (c for c in names),
            row,
            names[:3] + cards[3:],
            cards[:3] + names[3:],
            [n.replace("T", "10") for n in names],
        ]
        for shape in shapes:
            assert evaluate_cards(shape) == expected


@pytest.mark.parametrize(
    "cards",
    [
        [Card("As"), Card("As"), Card("Ks"), Card("Qs"), Card("Js")],
        ("As", "Ks", "As", "Qs", "Js"),
        # As twice and Ks once sum to the bits of As, Ks and the next-higher bit:
        # the repeat must still be caught, not read as another card.
        ["As", "As", "Ks", "Qs", "Js", "Ts", "9s"],
    ],
)
def test_a_repeated_card_is_named_on_every_path(cards):
    with pytest.raises(InvalidArgumentError, match="twice"):
        evaluate_cards(cards)


@pytest.mark.parametrize(
    "cards, error",
    [
        ([True, 2, 3, 4, 5], TypeError),
        (["As", "Ks", "Qs", "Js", ["Ts"]], TypeError),
        (["As", "Ks", "Qs", "Js", "Xx"], ParseError),
        ([Card("As"), Card("Ks"), Card("Qs"), Card("Js")], InvalidArgumentError),
    ],
)
def test_a_list_the_shortcut_refuses_gets_the_checked_message(cards, error):
    with pytest.raises(error):
        evaluate_cards(cards)


# --- bad input ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "call, fragment",
    [
        (lambda: evaluate_cards("AsKsQsJs"), "5"),
        (lambda: evaluate_cards("AsKsQsJsTs9s8s7s"), "7"),
        (lambda: evaluate_cards(["As", "As", "Ks", "Qs", "Js"]), "twice"),
        (lambda: evaluate_mask(1 << 52 | 31), "bit 52"),
        (lambda: evaluate_mask(-1), "2**64"),
        (lambda: evaluate_hand(cards_to_mask("AsKsQs"), cards_to_mask("AsKd")), "As"),
        (lambda: evaluate_hand(cards_to_mask("AsKsQs"), cards_to_mask("2c3c4c")), "2"),
        (lambda: evaluate_hand(cards_to_mask("AsKs"), cards_to_mask("2c3c")), "board"),
        (lambda: evaluate_hand(cards_to_mask("AsKsQs"), cards_to_mask("2c3c"), game=GameType.Plo), "4"),
        (lambda: evaluate_hand(cards_to_mask("AsKsQs"), cards_to_mask("2c3c"), game="stud"), "stud"),
        (lambda: judge([cards_to_mask("AsKd"), cards_to_mask("AsQd")], cards_to_mask("2c3c4c")), "As"),
        (lambda: judge([], cards_to_mask("2c3c4c")), "player"),
        (lambda: evaluate_many(array("Q", [31, 1 << 60])), "item 1"),
        (lambda: evaluate_many(array("Q", [31, 15])), "item 1"),
        (lambda: evaluate_hands_many([31 << 10], [3], game=GameType.Plo), "item 0"),
        (lambda: evaluate_hands_many([31 << 10, 7], [3]), "holes"),
    ],
)
def test_bad_input_is_a_clear_value_error(call, fragment):
    with pytest.raises(ValueError) as info:
        call()
    assert fragment in str(info.value)


def test_bad_batch_types_are_type_errors():
    with pytest.raises(TypeError, match="64-bit"):
        evaluate_many(np.zeros(3, dtype=np.uint32))
    with pytest.raises(TypeError):
        evaluate_many("AsKs")


# --- judge and best_hand ------------------------------------------------------------------


def test_judge_finds_every_winner():
    board = cards_to_mask("As Ks Qs Js Ts")  # royal on board: everyone chops
    assert judge([cards_to_mask("2c3c"), cards_to_mask("4d5d"), cards_to_mask("6h7h")], board) == [0, 1, 2]
    board = cards_to_mask("2c 7d 9h Jc Kd")
    holes = [cards_to_mask("AcAd"), cards_to_mask("AhAs"), cards_to_mask("KcKh")]
    assert judge(holes, board) == [2]
    holes = [cards_to_mask("AcAd"), cards_to_mask("AhAs"), cards_to_mask("QcQh")]
    assert judge(holes, board) == [0, 1]


def test_best_hand_respects_the_rules_and_the_tie_rule():
    board, hole = cards_to_mask("2h 5h 9h Kh 3c"), cards_to_mask("Ah Ac Ad 7s")
    best = best_hand(board, hole, game=GameType.Plo)
    assert len(best.cards) == 5 and len(best.hole_used) == 2
    assert set(best.hole_used) <= set(best.cards) and set(best.hole_used) <= set(mask_to_cards(hole))
    assert evaluate_cards(best.cards) == best.value == evaluate_hand(board, hole, game=GameType.Plo)
    # Royal flush on the board: the hole cards play no part in Hold'em.
    best = best_hand(cards_to_mask("As Ks Qs Js Ts"), cards_to_mask("2c 3c"))
    assert sorted(str(c) for c in best.cards) == sorted(["As", "Ks", "Qs", "Js", "Ts"])
    assert best.hole_used == []
    # Equal fives: the numerically largest mask wins (Ac over Ad, the higher id).
    best = best_hand(cards_to_mask("Kc Qd Jh Ts 2c"), cards_to_mask("Ac Ad"))
    assert Card.from_string("Ad") in best.cards and Card.from_string("Ac") not in best.cards


def test_best_hand_agrees_with_evaluation_on_random_deals():
    rng = np.random.default_rng(11)
    for game, holes in [(GameType.Holdem, 2), *OMAHA_GAMES]:
        for row in random_deals(rng, 300, holes + 5):
            hole, board = int(masks_of(row[None, :holes])[0]), int(masks_of(row[None, holes:])[0])
            best = best_hand(board, hole, game=game)
            five = cards_to_mask(best.cards)
            used = cards_to_mask(best.hole_used)
            assert evaluate_mask(five) == best.value == evaluate_hand(board, hole, game=game)
            assert five & ~(board | hole) == 0 and used == five & hole
            if game is not GameType.Holdem:
                assert bin(used).count("1") == 2


# --- batches --------------------------------------------------------------------------


def test_batches_return_the_kind_they_were_given():
    masks = [cards_to_mask("AsKsQsJsTs2c7h"), cards_to_mask("2c3d4h5s7c")]
    singles = [evaluate_mask(m).strength for m in masks]
    np_out = evaluate_many(np.array(masks, dtype=np.uint64))
    assert isinstance(np_out, np.ndarray) and np_out.dtype == np.uint16 and list(np_out) == singles
    array_out = evaluate_many(array("Q", masks))
    assert isinstance(array_out, array) and array_out.typecode == "H" and list(array_out) == singles
    assert evaluate_many(masks) == singles
    assert evaluate_many(memoryview(array("Q", masks))).tolist() == singles
    assert evaluate_many(np.array(masks, dtype=np.int64)).tolist() == singles
    assert list(evaluate_many(np.array([], dtype=np.uint64))) == []
    read_only = np.array(masks, dtype=np.uint64)
    read_only.flags.writeable = False
    assert evaluate_many(read_only).tolist() == singles


def test_a_long_batch_goes_in_one_pass_calls_and_names_the_bad_index_of_the_whole():
    # Longer than EVAL_MASKS_ONE_PASS, so the wrapper calls the library per part.
    step = _abi.EVAL_MASKS_ONE_PASS
    rng = np.random.default_rng(43)
    masks = masks_of(random_deals(rng, 2 * step + 5, 7))
    out = evaluate_many(masks)
    assert len(out) == len(masks)
    for i in (0, step - 1, step, 2 * step, 2 * step + 4):
        assert out[i] == evaluate_mask(int(masks[i])).strength
    for bad_at in (3, step + 7, 2 * step + 4):
        broken = masks.copy()
        broken[bad_at] = 0xF
        broken[-1] = 1 << 60  # a later bad mask is not the one reported
        if bad_at == len(broken) - 1:
            broken[-1] = 0xF
        with pytest.raises(InvalidArgumentError, match=rf"^item {bad_at}: "):
            evaluate_many(broken)


# --- independent oracles ------------------------------------------------------------------


def test_seven_card_hands_agree_with_phevaluator():
    rng = np.random.default_rng(2026)
    rows = random_deals(rng, 1_000_000, 7)
    ours = evaluate_many(masks_of(rows))
    theirs = np.fromiter((ph_rank_holdem(r) for r in rows.tolist()), dtype=np.int64, count=len(rows))
    assert_same_order(ours, theirs)


@pytest.mark.parametrize("size", [5, 6])
def test_five_and_six_card_hands_agree_with_phevaluator(size):
    rows = random_deals(np.random.default_rng(size), 200_000, size)
    ours = evaluate_many(masks_of(rows))
    theirs = np.fromiter((ph_rank_holdem(r) for r in rows.tolist()), dtype=np.int64, count=len(rows))
    assert_same_order(ours, theirs)


@pytest.mark.parametrize("game, holes", OMAHA_GAMES)
def test_omaha_agrees_with_phevaluator(game, holes):
    rng = np.random.default_rng(100 + holes)
    rows = random_deals(rng, 200_000, holes + 5)
    hole_masks, board_masks = masks_of(rows[:, :holes]), masks_of(rows[:, holes:])
    ours = evaluate_hands_many(board_masks, hole_masks, game=game)
    if holes == 4:
        theirs = [ph_rank_omaha(r[holes:], r[:holes]) for r in rows.tolist()]
    else:  # best over the Omaha-4 sub-hands: every hole pair lies in one of them
        from itertools import combinations

        theirs = [min(ph_rank_omaha(r[holes:], list(sub)) for sub in combinations(r[:holes], 4)) for r in rows.tolist()]
    assert_same_order(ours, np.array(theirs, dtype=np.int64))


@pytest.mark.parametrize("board_size", [3, 4])
@pytest.mark.parametrize("game, holes", OMAHA_GAMES)
def test_omaha_on_flop_and_turn_agrees_with_brute_force(game, holes, board_size):
    rows = random_deals(np.random.default_rng(board_size * 10 + holes), 3_000, holes + board_size)
    ours = evaluate_hands_many(masks_of(rows[:, holes:]), masks_of(rows[:, :holes]), game=game)
    theirs = np.array([ph_rank_omaha(r[holes:], r[:holes]) for r in rows.tolist()], dtype=np.int64)
    assert_same_order(ours, theirs)


def test_categories_and_kickers_agree_with_a_direct_classifier():
    rows = random_deals(np.random.default_rng(5), 20_000, 7)
    for row, strength in zip(rows.tolist(), evaluate_many(masks_of(rows)).tolist(), strict=True):
        value = HandValue(strength)
        category, kickers = classify_best(row)
        assert (int(value.category), value.kickers) == (category, kickers)


def test_mask_and_ids_and_strings_agree():
    rows = random_deals(np.random.default_rng(9), 2_000, 7)
    for row in rows.tolist():
        mask = sum(1 << i for i in row)
        by_mask = evaluate_mask(mask)
        assert evaluate_cards(row) == by_mask
        assert evaluate_cards("".join(str(c) for c in mask_to_cards(mask))) == by_mask
        assert mask_to_ids(mask) == sorted(row)
