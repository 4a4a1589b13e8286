"""Code written against the 0.1 API's cards, decks, combos, options and frozen
canonical rule runs unchanged (docs/compatibility.md, "The shapes of the 0.1 API")."""

from __future__ import annotations

import copy
import itertools
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xiapl.canonicalize import (
    canonical_situation_masks,
    canonicalize_hero_and_board,
    canonicalize_hero_and_board_masks,
    generate_canonical_situations,
)
from xiapl.card import Card
from xiapl.deck import Deck
from xiapl.eval import evaluate_cards
from xiapl.range import Combo, Range
from xiapl.simulation import SimulationMode, SimulationOptions
from xiapl.utils import cards_to_mask


def test_card_repr_names_the_card():
    assert repr(Card("Kh")) == "<Card Kh>"
    assert repr(Card.from_string("As")) == "<Card As>" and str(Card("As")) == "As"
    assert all(repr(c) == f"<Card {c}>" for c in Deck().cards)


def test_deck_has_cards_defaults_to_one():
    deck = Deck()
    assert deck.has_cards() and deck.has_cards(n=52) and not deck.has_cards(n=53)
    deck.deal(52)
    assert not deck.has_cards() and deck.has_cards(0)


def test_empty_combo_is_refused_by_a_range_with_its_cards_spelled():
    empty = Combo()
    assert empty.mask == 0 and empty.weight == 1.0 and empty.card_ids == []
    assert copy.deepcopy(empty) == empty == pickle.loads(pickle.dumps(empty))
    with pytest.raises(ValueError, match="no cards"):
        Range([empty])


@pytest.mark.parametrize("card_id", [52, 63, 64, -1, 1000])
def test_an_out_of_deck_id_gives_an_invalid_card_that_consumers_refuse(card_id):
    bad = Card.from_id(card_id)  # the constructor does not raise
    assert not bad.is_valid and bad.id == card_id
    assert repr(bad) == f"<Card invalid id {card_id}>"
    assert bad == Card.from_id(card_id) and bad != Card.from_id(0)
    assert pickle.loads(pickle.dumps(bad)) == bad == copy.deepcopy(bad)
    uses = [
        lambda: bad.rank,
        lambda: bad.suit,
        lambda: bad.mask,
        lambda: cards_to_mask([bad]),
        lambda: cards_to_mask([Card("As"), bad]),
        lambda: Deck().remove_cards([bad]),
        lambda: Deck([bad]),
        lambda: Combo([Card("As"), bad]),
        lambda: evaluate_cards([Card("As"), Card("Ks"), Card("Qs"), Card("Js"), bad]),
    ]
    for use in uses:
        with pytest.raises(ValueError, match=f"invalid id {card_id}"):
            use()
    assert all(Card.from_id(i).is_valid for i in range(52))
    with pytest.raises(ValueError):
        Card(card_id)


def test_effective_mode_is_an_attribute_and_a_call():
    for options, mode in [
        (SimulationOptions.exact(), SimulationMode.Exact),
        (SimulationOptions.mc_seeded(1000, 7), SimulationMode.MonteCarlo),
        (SimulationOptions.mc_random(1000), SimulationMode.MonteCarlo),
        (SimulationOptions.auto(), SimulationMode.Auto),
    ]:
        assert options.effective_mode == mode
        assert options.effective_mode() == mode
        assert options.effective_mode() is options.effective_mode


# -- the frozen (hero, board) rule ------------------------------------------------


def _frozen(hero: list[int], board: list[int]) -> tuple[int, int]:
    """The rule as the 0.1 API states it, card lists in and masks out."""

    def ordered(ids: list[int]) -> list[int]:
        return sorted(ids, key=lambda i: (-(i % 13), i // 13))

    labels: dict[int, int] = {}
    for card in ordered(board) + ordered(hero):
        labels.setdefault(card // 13, len(labels))

    def relabel(ids: list[int]) -> int:
        return sum(1 << (labels[i // 13] * 13 + i % 13) for i in ids)

    return relabel(hero), relabel(board)


def _suit_order(hero: list[int], board: list[int]) -> list[int]:
    order: list[int] = []
    for ids in (board, hero):
        for card in sorted(ids, key=lambda i: (-(i % 13), i // 13)):
            if card // 13 not in order:
                order.append(card // 13)
    return order


def _apply(perm: tuple[int, ...], ids: list[int]) -> list[int]:
    return [perm[i // 13] * 13 + i % 13 for i in ids]


def test_frozen_rule_examples():
    # Hero hearts on a diamond flop and hero spades on a club flop: one answer.
    one = canonicalize_hero_and_board_masks(cards_to_mask("Ah5h"), cards_to_mask("Kd9d2d"))
    two = canonicalize_hero_and_board_masks(cards_to_mask("As5s"), cards_to_mask("Kc9c2c"))
    assert one == two == (cards_to_mask("Ad5d"), cards_to_mask("Kc9c2c"))
    # A hero suit the board lacks is numbered by the hero's own order: As before Kc.
    assert canonicalize_hero_and_board_masks(cards_to_mask("AsKc"), cards_to_mask("Kd9d2d")) == (
        cards_to_mask("AdKh"),
        cards_to_mask("Kc9c2c"),
    )
    # The board alone.
    assert canonicalize_hero_and_board_masks(0, cards_to_mask("As Kd 2c")) == (0, cards_to_mask("Ac Kd 2h"))
    hero, board = canonicalize_hero_and_board([], "As Kd 2c")
    assert hero == [] and sorted(str(c) for c in board) == ["2h", "Ac", "Kd"]


situations = st.integers(3, 5).flatmap(
    lambda n: st.lists(st.integers(0, 51), min_size=n + 2, max_size=n + 2, unique=True).map(
        lambda ids: (ids[n:], ids[:n])
    )
)


@given(situations, st.booleans())
def test_frozen_rule_matches_its_statement_and_keeps_relabellings_it_orders_alike(situation, empty_hero):
    hero, board = situation
    if empty_hero:
        hero = []
    got = canonicalize_hero_and_board_masks(cards_to_mask(hero), cards_to_mask(board))
    assert got == _frozen(hero, board)
    before = _suit_order(hero, board)
    for perm in itertools.permutations(range(4)):
        h, b = _apply(perm, hero), _apply(perm, board)
        if _suit_order(h, b) == [perm[s] for s in before]:
            assert canonicalize_hero_and_board_masks(cards_to_mask(h), cards_to_mask(b)) == got
    # The strict form never depends on the relabelling.
    strict = canonical_situation_masks(cards_to_mask(hero), cards_to_mask(board)) if hero else None
    if strict is not None:
        perm = (3, 2, 1, 0)
        assert (
            canonical_situation_masks(cards_to_mask(_apply(perm, hero)), cards_to_mask(_apply(perm, board))) == strict
        )


def test_canonical_situations_are_hero_board_pairs():
    flops = generate_canonical_situations(3)
    assert len(flops) == 1_286_792
    first = flops[0]
    hero, board = first
    assert (hero, board) == (first.hero, first.board) and first.weight >= 1
    assert pickle.loads(pickle.dumps(first)).weight == first.weight
    count = 0
    for hero, board in itertools.islice(generate_canonical_situations(3), 1000):
        assert hero.bit_count() == 2 and board.bit_count() == 3 and hero & board == 0
        count += 1
    assert count == 1000


def test_aggregate_only_results_have_empty_row_lists():
    from xiapl.simulation import RangeEquityMode, calculate_range_equity

    hero, villain = Range.from_string("AA"), Range.from_string("KK")
    agg = calculate_range_equity(
        hero, villain, 0, SimulationOptions.mc_seeded(20_000, 1), RangeEquityMode.AggregateOnly
    )
    assert agg.hero == [] and agg.villain == [] and len(agg.hero) == 0 and agg.hero == ()
    rows = calculate_range_equity(hero, villain, "2c3d4h")
    assert rows.hero == list(rows.hero) and rows.hero != [] and len(rows.hero) == 6
    again = pickle.loads(pickle.dumps(rows))
    assert again == rows and hash(again) == hash(rows) and again.hero == list(rows.hero)
