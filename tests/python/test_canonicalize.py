"""xiapl.canonicalize: checked against a brute force over the 24 suit
relabellings written here, exhaustive counts, and a Burnside count written
here independently of the library's."""

from __future__ import annotations

import random
from itertools import combinations, pairwise, permutations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xiapl.canonicalize import (
    board_orbit_size,
    canonical_hand,
    canonical_hand_mask,
    canonical_situation,
    canonical_situation_masks,
    canonicalize_board,
    canonicalize_board_mask,
    count_canonical_boards,
    count_canonical_hands,
    count_canonical_situations,
    hand_orbit_size,
    hero_and_board_orbit_size,
    holdem_hand_class,
    stream_canonical_boards,
    stream_canonical_hands,
    stream_canonical_situations,
)
from xiapl.card import Card
from xiapl.errors import XiaplError
from xiapl.game import GameType
from xiapl.utils import cards_to_mask

PERMUTATIONS = list(permutations(range(4)))


def relabel(mask: int, perm: tuple[int, ...]) -> int:
    out = 0
    for suit in range(4):
        out |= ((mask >> (13 * suit)) & 0x1FFF) << (13 * perm[suit])
    return out


def brute_force(hero: int, board: int) -> tuple[int, int, int]:
    """(hero, board, orbit): the relabelling with the smallest (board, hero)."""
    images = {(relabel(board, p), relabel(hero, p)) for p in PERMUTATIONS}
    best_board, best_hero = min(images)
    return best_hero, best_board, len(images)


def burnside(hero_size: int, board_size: int) -> int:
    """Orbits = average number of fixed situations; a fixed situation is made of
    whole card cycles of the relabelling. Counted by a DP over the 13 ranks."""
    fixed = 0
    for perm in PERMUTATIONS:
        lengths, seen = [], set()
        for start in range(4):
            length, suit = 0, start
            while suit not in seen:
                seen.add(suit)
                suit = perm[suit]
                length += 1
            if length:
                lengths.append(length)
        ways = {(0, 0): 1}
        for _rank in range(13):
            for length in lengths:
                grown: dict[tuple[int, int], int] = {}
                for (h, b), n in ways.items():
                    for key in ((h, b), (h + length, b), (h, b + length)):
                        if key[0] <= hero_size and key[1] <= board_size:
                            grown[key] = grown.get(key, 0) + n
                ways = grown
        fixed += ways.get((hero_size, board_size), 0)
    assert fixed % 24 == 0
    return fixed // 24


def mask_of(*names: str) -> int:
    return cards_to_mask(list(names))


def random_mask(rng: random.Random, count: int, dead: int = 0) -> int:
    ids = rng.sample([i for i in range(52) if not dead >> i & 1], count)
    return sum(1 << i for i in ids)


# --- the seed's examples and the documented representative -----------------


def test_relabelled_boards_share_one_representative():
    # Same board up to relabelling; a rule ordering suits by top rank alone split them.
    a = canonicalize_board(["Ah", "Kh", "Ad"])
    b = canonicalize_board("Ad Kd Ah")
    assert a == b == [Card("Kc"), Card("Ac"), Card("Ad")]
    assert board_orbit_size("AhKhAd") == 12


def test_the_board_half_of_a_situation_is_the_canonical_board():
    hero, board = canonical_situation("AsKs", "Qs Jh 2c")
    assert board == canonicalize_board("Qs Jh 2c") == [Card("Qc"), Card("Jd"), Card("2h")]
    assert hero == [Card("Kc"), Card("Ac")]
    assert hero_and_board_orbit_size("AsKs", "QsJh2c") == 24


def test_symmetric_inputs():
    assert canonicalize_board("7h 7d 7s") == [Card("7c"), Card("7d"), Card("7h")]
    assert board_orbit_size("7h7d7s") == 4
    assert canonical_hand("2c2d2h2s") == [Card("2c"), Card("2d"), Card("2h"), Card("2s")]
    assert hand_orbit_size(mask_of("2c", "2d", "2h", "2s")) == 1
    assert board_orbit_size("AsKsQs") == 4
    # Monotone board, hero's two cards of two other suits: they may swap.
    assert hero_and_board_orbit_size("2c2d", "AsKsQs") == 12


@pytest.mark.parametrize(
    "hand, label, orbit",
    [("AsKs", "AKs", 4), ("KcAd", "AKo", 12), ("Th Tc", "TT", 6), ("2c7d", "72o", 12), ("3h2h", "32s", 4)],
)
def test_holdem_classes(hand, label, orbit):
    assert holdem_hand_class(hand) == label
    assert hand_orbit_size(hand) == orbit


def test_all_1326_holdem_hands_fall_into_169_classes():
    classes: dict[str, list[int]] = {}
    representatives: dict[str, set[int]] = {}
    for a, b in combinations(range(52), 2):
        mask = (1 << a) | (1 << b)
        label = holdem_hand_class(mask)
        classes.setdefault(label, []).append(mask)
        representatives.setdefault(label, set()).add(canonical_hand_mask(mask))
    assert len(classes) == 169 == count_canonical_hands()
    for label, masks in classes.items():
        assert len(representatives[label]) == 1  # one class, one representative
        assert hand_orbit_size(masks[0]) == len(masks) == (6 if len(label) == 2 else 4 if label[2] == "s" else 12)


# --- brute force over the 24 relabellings ----------------------------------


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from([3, 4, 5]))
def test_boards_match_brute_force(seed, size):
    board = random_mask(random.Random(seed), size)
    _, expected, orbit = brute_force(0, board)
    assert canonicalize_board_mask(board) == expected
    assert board_orbit_size(board) == orbit
    assert canonicalize_board_mask(expected) == expected  # idempotent
    for perm in PERMUTATIONS:
        assert canonicalize_board_mask(relabel(board, perm)) == expected


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from([2, 4, 5, 6]))
def test_hands_match_brute_force(seed, size):
    hand = random_mask(random.Random(seed), size)
    _, expected, orbit = brute_force(0, hand)
    assert canonical_hand_mask(hand) == expected
    assert hand_orbit_size(hand) == orbit
    for perm in PERMUTATIONS:
        assert canonical_hand_mask(relabel(hand, perm)) == expected


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1), st.sampled_from([2, 2, 4, 5, 6]), st.sampled_from([3, 4, 5]))
def test_situations_match_brute_force(seed, hero_size, board_size):
    rng = random.Random(seed)
    board = random_mask(rng, board_size)
    hero = random_mask(rng, hero_size, board)
    expected_hero, expected_board, orbit = brute_force(hero, board)
    assert canonical_situation_masks(hero, board) == (expected_hero, expected_board)
    assert hero_and_board_orbit_size(hero, board) == orbit
    assert canonical_situation_masks(expected_hero, expected_board) == (expected_hero, expected_board)
    for perm in PERMUTATIONS:
        image = canonical_situation_masks(relabel(hero, perm), relabel(board, perm))
        assert image == (expected_hero, expected_board)


def test_card_and_mask_forms_agree():
    rng = random.Random(9)
    for _ in range(200):
        board = random_mask(rng, 5)
        hero = random_mask(rng, 2, board)
        board_cards = [Card.from_id(i) for i in range(52) if board >> i & 1]
        hero_cards = [Card.from_id(i) for i in range(52) if hero >> i & 1]
        rng.shuffle(board_cards)  # the order of the cards given does not matter
        out_hero, out_board = canonical_situation(hero_cards, board_cards)
        assert (cards_to_mask(out_hero), cards_to_mask(out_board)) == canonical_situation_masks(hero, board)
        assert cards_to_mask(canonicalize_board(board_cards)) == canonicalize_board_mask(board)
        assert cards_to_mask(canonical_hand([c.id for c in hero_cards])) == canonical_hand_mask(hero)
        assert out_board == sorted(out_board)


# --- counts -----------------------------------------------------------------


def test_counts():
    assert [count_canonical_boards(n) for n in (3, 4, 5)] == [1755, 16432, 134459]
    assert [count_canonical_situations(n) for n in (3, 4, 5)] == [1286792, 13960050, 123156254]
    assert count_canonical_situations(3, game="plo") == burnside(4, 3)


@pytest.mark.parametrize(
    "game, hole_cards, expected",
    [(GameType.Holdem, 2, 169), (GameType.Plo, 4, 16432), (GameType.Plo5, 5, 134459), (GameType.Plo6, 6, 962988)],
)
def test_canonical_hands_match_an_independent_burnside_count(game, hole_cards, expected):
    assert burnside(hole_cards, 0) == expected
    assert count_canonical_hands(game=game) == expected
    if hole_cards <= 4:
        listed = weight = 0
        for chunk in stream_canonical_hands(game=game, chunk_size=5000):
            assert len(chunk.hands) == len(chunk.weights)
            listed += len(chunk.hands)
            weight += sum(chunk.weights)
        assert (listed, weight) == (expected, comb(52, hole_cards))


def test_canonical_boards_are_exactly_the_brute_force_classes():
    classes: dict[int, int] = {}
    for ids in combinations(range(52), 3):
        board = sum(1 << i for i in ids)
        rep = min(relabel(board, p) for p in PERMUTATIONS)
        classes[rep] = classes.get(rep, 0) + 1
    listed: dict[int, int] = {}
    for chunk in stream_canonical_boards(3, chunk_size=1000):
        for board, weight in zip(chunk.boards, chunk.weights, strict=True):
            assert board not in listed
            listed[board] = weight
    assert listed == classes
    assert list(listed) == sorted(listed)  # ascending masks


@pytest.mark.parametrize("board_size, raw", [(4, 270725), (5, 2598960)])
def test_turn_and_river_boards(board_size, raw):
    chunks = list(stream_canonical_boards(board_size))
    assert sum(len(c.boards) for c in chunks) == count_canonical_boards(board_size)
    assert sum(sum(c.weights) for c in chunks) == raw


# --- streaming situations ----------------------------------------------------


def test_flop_situations_streamed_in_chunks():
    heroes, boards, weights = [], [], []
    sizes = []
    for chunk in stream_canonical_situations(3, chunk_size=100_000):
        assert len(chunk.heroes) == len(chunk.boards) == len(chunk.weights) <= 100_000
        sizes.append(len(chunk.heroes))
        heroes.extend(chunk.heroes)
        boards.extend(chunk.boards)
        weights.extend(chunk.weights)
    assert len(heroes) == 1_286_792 == count_canonical_situations(3)
    assert sum(weights) == comb(52, 2) * comb(50, 3) == 25_989_600
    assert all(size == 100_000 for size in sizes[:-1])
    # Boards ascending, heroes ascending within a board: every item once.
    pairs = list(zip(boards, heroes, strict=True))
    assert all(a < b for a, b in pairwise(pairs))
    # The board halves are exactly the canonical flops.
    flops = {board for chunk in stream_canonical_boards(3) for board in chunk.boards}
    assert set(boards) == flops
    # Every item is its own canonical form, with the library's orbit size,
    # and matches the brute force (checked on a sample).
    rng = random.Random(3)
    for index in rng.sample(range(len(heroes)), 2000):
        hero, board, weight = heroes[index], boards[index], weights[index]
        assert canonical_situation_masks(hero, board) == (hero, board)
        assert brute_force(hero, board) == (hero, board, weight)


def test_the_chunk_size_does_not_change_the_stream():
    def stream(chunk_size):
        out = []
        for chunk in stream_canonical_situations(3, chunk_size=chunk_size):
            out.extend(zip(chunk.heroes, chunk.boards, chunk.weights, strict=True))
            if len(out) >= 30_000:
                break
        return out[:30_000]

    assert stream(1) == stream(7) == stream(65536)


def test_raw_situations_all_map_into_the_stream():
    # 3,000 raw hero + flop situations: each one's canonical form is listed
    # in the stream with the right weight.
    listed = {}
    for chunk in stream_canonical_situations(3):
        listed.update(zip(zip(chunk.heroes, chunk.boards, strict=True), chunk.weights, strict=True))
    rng = random.Random(11)
    for _ in range(3000):
        board = random_mask(rng, 3)
        hero = random_mask(rng, 2, board)
        rep = canonical_situation_masks(hero, board)
        assert listed[rep] == hero_and_board_orbit_size(hero, board)


@pytest.mark.parametrize(
    "board_size, expected, raw",
    [(4, 13_960_050, comb(52, 2) * comb(50, 4)), (5, 123_156_254, comb(52, 2) * comb(50, 5))],
)
def test_turn_and_river_situations_streamed_in_full(board_size, expected, raw):
    numpy = pytest.importorskip("numpy")
    items = weight = 0
    last = (-1, -1)
    for chunk in stream_canonical_situations(board_size, chunk_size=1 << 20):
        boards = numpy.asarray(chunk.boards)
        heroes = numpy.asarray(chunk.heroes)
        items += len(boards)
        weight += int(numpy.asarray(chunk.weights).sum())
        assert (int(boards[0]), int(heroes[0])) > last
        last = (int(boards[-1]), int(heroes[-1]))
    assert items == expected == count_canonical_situations(board_size)
    assert weight == raw


def test_chunks_are_numpy_friendly_without_copies():
    numpy = pytest.importorskip("numpy")
    chunk = next(stream_canonical_situations(5, chunk_size=1000))
    heroes = numpy.asarray(chunk.heroes)
    assert heroes.dtype == numpy.uint64 and heroes.shape == (1000,)
    heroes_view = numpy.frombuffer(chunk.heroes, dtype=numpy.uint64)
    chunk.heroes[0] ^= 1  # a view, not a copy
    assert heroes_view[0] == chunk.heroes[0]


def test_numpy_is_not_needed():
    # The module never imports numpy itself.
    import xiapl.canonicalize as module

    assert "numpy" not in module.__dict__
    assert all(type(column).__name__ == "array" for column in next(stream_canonical_situations(3)))


def test_streams_are_independent_and_can_be_abandoned():
    a = stream_canonical_situations(4, chunk_size=500)
    b = stream_canonical_situations(4, chunk_size=500)
    first_a = next(a)
    abandoned = [stream_canonical_situations(5, chunk_size=10) for _ in range(20)]
    for stream in abandoned:
        next(stream)
        stream.close()  # frees the library's iterator
    first_b, second_b = next(b), next(b)
    assert first_a == first_b
    assert next(a) == second_b


def test_the_c_iterator_rejects_an_empty_buffer():
    import ctypes

    from xiapl._native import ERR_BUFFER_TOO_SMALL, lib

    handle = ctypes.c_void_p()
    lib.xiapl_canon_iter_create(2, 3, ctypes.byref(handle))
    try:
        length = ctypes.c_uint64(99)
        with pytest.raises(XiaplError) as failure:
            lib.xiapl_canon_iter_next(handle, None, None, None, 0, ctypes.byref(length))
        assert failure.value.status == ERR_BUFFER_TOO_SMALL and length.value == 1
        assert "capacity 0" in str(failure.value)
        # All columns may be skipped: the stream still advances and finishes.
        total = 0
        while True:
            lib.xiapl_canon_iter_next(handle, None, None, None, 1 << 20, ctypes.byref(length))
            if length.value == 0:
                break
            total += length.value
        assert total == 1_286_792
    finally:
        lib.xiapl_canon_iter_destroy(handle)


# --- bad input -----------------------------------------------------------------


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: canonicalize_board("AsKs"), "has 2 cards; a board has 3 \\(flop\\), 4 \\(turn\\) or 5 \\(river\\)"),
        (lambda: canonicalize_board("AsKsQsJsTs9s"), "has 6 cards"),
        (lambda: canonicalize_board_mask(0b111 | 1 << 60), "bit 60"),
        (lambda: canonicalize_board_mask(0), "has 0 cards"),
        (lambda: canonical_hand("AsKsQs"), "has 3 cards; hole cards are 2 \\(Hold'em\\) or 4, 5 or 6 \\(Omaha\\)"),
        (lambda: canonical_hand_mask(1 << 52 | 3), "bit 52"),
        (lambda: canonical_situation("AsKs", "AsQd2c"), "share As"),
        (lambda: canonical_situation_masks(1, 0b1110), "hero hand 2c has 1 card"),
        (lambda: canonical_situation("AsKs", "Qd2c"), "board .* has 2 cards"),
        (lambda: holdem_hand_class("AsKsQsJs"), "Hold'em hole cards \\(exactly 2 cards\\)"),
        (lambda: count_canonical_boards(6), "board_size 6 is not supported; use 3 \\(flop\\), 4 \\(turn\\) or 5"),
        (lambda: count_canonical_situations(0), "board_size 0 is not supported"),
        (lambda: stream_canonical_situations(2), "board_size 2 is not supported"),
        (lambda: stream_canonical_situations(3, chunk_size=0), "chunk_size 0 is out of range"),
        (lambda: count_canonical_hands(game="bridge"), "unknown game"),
        (lambda: canonicalize_board("Ax Ks Qs"), "not a suit"),
        (lambda: canonicalize_board_mask(-1), "between 0 and 2\\*\\*64 - 1"),
    ],
)
def test_bad_input_raises_value_error_with_a_clear_message(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_wrong_types_raise_type_error():
    with pytest.raises(TypeError):
        count_canonical_boards("3")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        board_orbit_size(3.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        stream_canonical_boards(3, chunk_size=True)
