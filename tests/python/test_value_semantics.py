"""Every public object copies, deep-copies and pickles into an independent
value, a copy outlives its original, and objects cross a process pool.

Objects that own a C handle (Deck, Range, table.State) are the ones where a
shallow copy could share the handle and free it twice; each has tests here
that drop the original, collect garbage and keep using the copy.
"""

from __future__ import annotations

import copy
import gc
import pickle
from concurrent.futures import ProcessPoolExecutor

import pytest

from xiapl import phh
from xiapl.card import Card
from xiapl.deck import Deck
from xiapl.eval import best_hand, evaluate_cards
from xiapl.range import Combo, Range
from xiapl.simulation import (
    GameType,
    RangeEquityMode,
    SimulationOptions,
    calculate_equity,
    calculate_range_equity,
)
from xiapl.table import Phase, State
from xiapl.utils import cards_to_mask

COPIES = [
    pytest.param(copy.copy, id="copy"),
    pytest.param(copy.deepcopy, id="deepcopy"),
    pytest.param(lambda x: pickle.loads(pickle.dumps(x)), id="pickle"),
    pytest.param(lambda x: pickle.loads(pickle.dumps(x, protocol=0)), id="pickle-0"),
]


def shuffled_deck() -> Deck:
    deck = Deck()
    deck.shuffle(seed=11)
    deck.burn(3)
    deck.remove_cards("AsKd")
    return deck


def played_state() -> State:
    s = State.start([100, 80, 120], blinds=(1, 2), seed=17)
    s = s.call().call().check().deal_random()
    return s.check().bet(6).call()


def run_out(s: State) -> State:
    """Plays the hand to its end: every seat checks or calls, the board comes from the seeded stream."""
    while s.phase is not Phase.Finished:
        s = s.deal_random() if s.phase is Phase.Dealing else s.check_or_call()
    return s


# -- cards ------------------------------------------------------------------------


@pytest.mark.parametrize("duplicate", COPIES)
def test_card_copies_are_the_same_card(duplicate):
    card = Card.from_string("Td")
    again = duplicate(card)
    assert again == card and again is card and hash(again) == hash(card)


# -- decks ------------------------------------------------------------------------


@pytest.mark.parametrize("duplicate", COPIES)
def test_a_deck_copy_has_the_same_cards_and_future(duplicate):
    deck = shuffled_deck()
    again = duplicate(deck)
    assert again is not deck and again == deck and again.card_ids == deck.card_ids
    assert again.deal(5) == deck.deal(5)  # the same deals
    again.shuffle(seed=3)
    deck.shuffle(seed=3)
    assert again.cards == deck.cards  # the same seeded shuffles


@pytest.mark.parametrize("duplicate", COPIES)
def test_a_deck_copy_is_independent(duplicate):
    deck = shuffled_deck()
    again = duplicate(deck)
    again.deal(10)
    assert deck.size() == 47 and again.size() == 37
    deck.reset()
    assert again.size() == 37


@pytest.mark.parametrize("duplicate", COPIES)
def test_a_deck_copy_outlives_its_original(duplicate):
    deck = shuffled_deck()
    expected = deck.card_ids
    again = duplicate(deck)
    del deck
    gc.collect()
    assert again.card_ids == expected
    assert len(again.deal(47)) == 47 and again.empty()


def test_set_cards_checks_everything_before_changing_the_deck():
    deck = shuffled_deck()
    before = deck.card_ids
    for bad in (["As", "Kd", "As"], [0, 52], [-1], ["Xx"], [*list(range(52)), 0]):
        with pytest.raises(ValueError):
            deck.set_cards(bad)
        assert deck.card_ids == before
    deck.set_cards("2c 3c 4c")
    assert [str(c) for c in deck.cards] == ["2c", "3c", "4c"] and deck.size() == 3
    assert deck.has_cards(3) and not deck.has_cards(4)
    deck.set_cards([])
    assert deck.empty()


# -- ranges and combos --------------------------------------------------------------


@pytest.mark.parametrize("duplicate", COPIES)
@pytest.mark.parametrize(
    "text, game", [("AKs:0.25, QQ, 76s-54s:1e-9", GameType.Holdem), ("AAKKds:0.5, JT98-8765", GameType.Plo)]
)
def test_a_range_copy_keeps_combos_weights_and_game(duplicate, text, game):
    hand_range = Range.from_string(text, game)
    again = duplicate(hand_range)
    assert again == hand_range and again.game == game
    assert [(c.mask, c.weight) for c in again.combos()] == [(c.mask, c.weight) for c in hand_range.combos()]
    assert repr(again) == repr(hand_range)


@pytest.mark.parametrize("duplicate", COPIES)
def test_a_range_copy_outlives_its_original_and_still_computes(duplicate):
    hero = Range.from_string("AA,KK:0.5")
    villain = duplicate(Range.from_string("QQ,AKs"))
    hero_copy = duplicate(hero)
    del hero
    gc.collect()
    result = calculate_range_equity(hero_copy, villain, 0, SimulationOptions.exact())
    expected = calculate_range_equity(
        Range.from_string("AA,KK:0.5"), Range.from_string("QQ,AKs"), 0, SimulationOptions.exact()
    )
    assert result.hero_aggregate_equity == expected.hero_aggregate_equity


def test_a_range_from_algebra_pickles_its_exact_weights():
    # A difference leaves weights such as 0.3 - 0.2999999 that no short text holds.
    a = Range.from_string("AA:0.3,KK")
    b = Range.from_string("AA:0.2999999")
    tiny = a - b
    again = pickle.loads(pickle.dumps(tiny))
    assert [c.weight for c in again.combos()] == [c.weight for c in tiny.combos()]
    assert min(c.weight for c in again.combos()) == 0.3 - 0.2999999


@pytest.mark.parametrize("duplicate", COPIES)
def test_combos_copy_and_their_weight_can_be_set(duplicate):
    combo = Combo("AsKs", 0.5)
    again = duplicate(combo)
    assert again == combo and again is not combo
    again.weight = 0.25
    assert combo.weight == 0.5 and again.weight == 0.25 and str(again) == "AsKs:0.25"
    with pytest.raises(ValueError, match="outside"):
        again.weight = 0.0
    assert again.weight == 0.25


def test_setting_a_combo_weight_never_changes_its_range():
    hand_range = Range.from_string("AKs")
    combo = hand_range.combos()[0]
    combo.weight = 0.5
    assert hand_range.combos()[0].weight == 1.0
    reweighted = Range([combo, *hand_range.combos()[1:]])
    assert reweighted.total_weight() == 3.5


# -- table states ---------------------------------------------------------------------


@pytest.mark.parametrize("duplicate", COPIES)
def test_a_state_copy_continues_the_same_hand(duplicate):
    state = played_state()
    again = duplicate(state)
    assert again.to_text() == state.to_text()
    a, b = run_out(state), run_out(again)
    assert a.board == b.board and a.stacks == b.stacks and a.to_text() == b.to_text()


@pytest.mark.parametrize("duplicate", COPIES)
def test_a_state_copy_outlives_its_original(duplicate):
    state = played_state()
    text = state.to_text()
    again = duplicate(state)
    del state
    gc.collect()
    assert again.to_text() == text
    assert again.legal_actions() and run_out(again).phase is Phase.Finished


def test_a_saved_state_refuses_text_that_is_not_one():
    state = played_state()
    lines = state.to_text().splitlines(keepends=True)
    with pytest.raises(ValueError, match="first line"):
        State.from_text("")
    with pytest.raises(ValueError, match="line 7"):
        State.from_text("".join(lines[:6]) + "act 2 3 1\n")  # a raise to 1 chip, and not that seat's turn
    with pytest.raises(ValueError, match="draws other cards"):
        draw = next(i for i, line in enumerate(lines) if line.startswith("draw "))
        State.from_text("".join(lines[:draw]) + "draw 7\n")
    with pytest.raises(TypeError):
        State.from_text(b"xiapl-table-state 1")  # type: ignore[arg-type]


# -- plain values ----------------------------------------------------------------------


def plain_values() -> list[object]:
    aces, kings = cards_to_mask("AhAc"), cards_to_mask("KsKh")
    return [
        SimulationOptions.mc_seeded(1000, 7, threads=1),
        SimulationOptions.auto(),
        evaluate_cards("As Ks Qs Js Ts 2c 7h"),
        best_hand(cards_to_mask("2h7dJc4s9h"), cards_to_mask("AsKsQdJd"), game=GameType.Plo),
        calculate_equity([aces, kings], cards_to_mask("2c7d9h"), SimulationOptions.exact()),
        calculate_range_equity(
            Range.from_string("AA"), Range.from_string("KK"), cards_to_mask("2c7d9h"), SimulationOptions.exact()
        ),
        RangeEquityMode.AggregateOnly,
        GameType.Plo5,
        phh.parse_phh(PHH_TEXT),
    ]


PHH_TEXT = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 AsKs", "d dh p2 QdQc", "p2 cbr 6", "p1 cc", "d db 2c7d9h"]
players = ["Alice", "Bob"]
"""


@pytest.mark.parametrize("duplicate", COPIES)
def test_plain_values_copy_to_equal_values(duplicate):
    for value in plain_values():
        again = duplicate(value)
        assert again == value, type(value).__name__


def test_a_copied_phh_hand_is_independent():
    hand = phh.parse_phh(PHH_TEXT)
    again = copy.deepcopy(hand)
    again.actions.append("p2 cc")
    assert len(hand.actions) == 5 and phh.format_phh(pickle.loads(pickle.dumps(hand))) == phh.format_phh(hand)


# -- across processes ------------------------------------------------------------------


def _continue_in_child(state: State, deck: Deck, hand_range: Range) -> tuple[str, list[int], float]:
    return run_out(state).to_text(), [c.id for c in deck.deal(5)], hand_range.total_weight()


def test_objects_cross_a_process_pool():
    state, deck, hand_range = played_state(), shuffled_deck(), Range.from_string("AKs:0.25,QQ")
    with ProcessPoolExecutor(max_workers=1) as pool:
        text, dealt, weight = pool.submit(_continue_in_child, state, deck, hand_range).result()
    assert text == run_out(state).to_text()
    assert dealt == [c.id for c in deck.deal(5)]
    assert weight == hand_range.total_weight()
