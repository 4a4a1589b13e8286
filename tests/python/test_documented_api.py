"""Code written for the documented XiaPL Python API runs on this package.

Each test uses the documented names, signatures and behaviours: the quick
start's modules, the API overview's names, the options' four fields, the
deprecated spellings kept until 1.0, the canonicalization compatibility
forms and the PHH data model. Figures that depend only on the rules (exact
equities, counts) are compared exactly; seeded Monte Carlo figures, whose
stream is this library's own (docs/rng.md), within their standard error.
"""

from __future__ import annotations

import importlib
import importlib.metadata
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.canonicalize import (
    canonical_hand_mask,
    canonical_situation_masks,
    canonicalize_board,
    canonicalize_board_mask,
    canonicalize_hand,
    canonicalize_hand_mask,
    canonicalize_hero_and_board,
    canonicalize_hero_and_board_masks,
    count_canonical_situations,
    generate_canonical_boards,
    generate_canonical_hands,
    generate_canonical_situations,
    hero_and_board_orbit_size,
)
from xiapl.card import Card
from xiapl.deck import Deck
from xiapl.errors import LimitExceededError
from xiapl.eval import HandCategory, HandValue, describe_hand, evaluate_cards, evaluate_hand, evaluate_mask, judge
from xiapl.range import Combo, Range, generate_top_percent_range, rank_starting_hands, try_parse_range
from xiapl.simulation import (
    EquityResult,
    GameType,
    PlayerEquity,
    RangeEquityMode,
    RangeEquityResult,
    SimulationMode,
    SimulationOptions,
    calculate_equity,
    calculate_range_equity,
)
from xiapl.utils import card_to_mask, cards_to_mask, mask_to_cards, mask_to_ids

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "phh"

OVERVIEW = {
    "xiapl.card": ["Card"],
    "xiapl.deck": ["Deck"],
    "xiapl.eval": [
        "HandCategory",
        "HandValue",
        "describe_hand",
        "evaluate_cards",
        "evaluate_mask",
        "evaluate_hand",
        "judge",
    ],
    "xiapl.simulation": [
        "GameType",
        "SimulationMode",
        "SimulationOptions",
        "EquityResult",
        "PlayerEquity",
        "RangeEquityMode",
        "RangeEquityResult",
        "calculate_equity",
        "calculate_range_equity",
    ],
    "xiapl.range": ["Range", "Combo", "try_parse_range", "rank_starting_hands", "generate_top_percent_range"],
    "xiapl.canonicalize": [
        "canonicalize_hero_and_board",
        "canonicalize_hero_and_board_masks",
        "canonicalize_board",
        "canonicalize_board_mask",
        "canonicalize_hand",
        "canonicalize_hand_mask",
        "generate_canonical_situations",
    ],
    "xiapl.utils": ["card_to_mask", "cards_to_mask", "mask_to_cards", "mask_to_ids"],
    "xiapl.phh": [
        "PhhHand",
        "parse_phh",
        "parse_phh_all",
        "read_phh",
        "read_phh_all",
        "format_phh",
        "format_phh_all",
        "write_phh",
        "write_phh_all",
        "UnsupportedVariantError",
    ],
}


@pytest.mark.parametrize("module", sorted(OVERVIEW))
def test_every_name_of_the_api_overview_exists(module):
    loaded = importlib.import_module(module)
    missing = [name for name in OVERVIEW[module] if not hasattr(loaded, name)]
    assert not missing


def test_members_and_methods_of_the_overview():
    for name in ("from_string", "from_id", "rank", "suit", "id", "to_string"):
        assert hasattr(Card, name)
    for name in (
        "shuffle",
        "deal",
        "deal_one",
        "burn",
        "remove_cards",
        "reset",
        "cards",
        "card_ids",
        "size",
        "empty",
        "has_cards",
        "set_cards",
    ):
        assert hasattr(Deck, name)
    for name in (
        "from_string",
        "all",
        "combos",
        "valid_combos",
        "total_weight",
        "size",
        "empty",
        "union",
        "intersection",
        "difference",
        "game",
    ):
        assert hasattr(Range, name)
    assert [m.name for m in RangeEquityMode] == ["PerCombo", "AggregateOnly"]
    assert {m.name for m in SimulationMode} >= {"Exact", "MonteCarlo"}


# -- cards and decks ------------------------------------------------------------------


def test_cards_as_documented():
    ace = Card.from_string("As")
    assert (ace.rank, ace.suit, ace.id) == (14, "s", 51) and str(ace) == "As" == ace.to_string()
    assert Card(14, "s") == ace and Card(2, "c").id == 0 and Card(10, "h") == Card.from_string("Th")
    assert sorted([Card("Kd"), Card("2c"), Card("As")]) == [Card("2c"), Card("Kd"), Card("As")]
    assert Card("2c") < Card("As") <= Card("As") and Card("As") > Card("2c")
    assert len({Card(51), Card("As"), Card(14, "s")}) == 1
    for bad in (
        lambda: Card.from_id(52).rank,
        lambda: Card.from_id(-1).suit,
        lambda: Card(1, "s"),
        lambda: Card(14, "x"),
    ):
        with pytest.raises(ValueError):
            bad()


def test_deck_as_documented():
    deck = Deck()
    assert deck.size() == 52 and not deck.empty() and deck.has_cards(52) and not deck.has_cards(53)
    deck.shuffle(seed=7)
    again = Deck()
    again.shuffle(seed=7)
    hole, flop = deck.deal(2), deck.deal(3)
    assert hole + flop == again.cards[:5]  # reproducible: the same seed, the same order
    deck.burn(1)
    one = deck.deal_one()
    assert isinstance(one, Card) and deck.size() == 45
    deck.remove_cards([c for c in deck.cards[:2]])
    assert deck.size() == 43 and len(deck.card_ids) == 43
    deck.set_cards(["As", "Kd"])
    assert deck.cards == [Card("As"), Card("Kd")]
    with pytest.raises(ValueError):
        deck.set_cards(["As", "As"])
    deck.reset()
    assert deck.card_ids == list(range(52))


# -- evaluation ------------------------------------------------------------------------


def test_evaluation_as_documented():
    cards = [Card.from_string(s) for s in ("As", "Ks", "Qs", "Js", "Ts", "2c", "7h")]
    assert describe_hand(evaluate_cards(cards)) == "Straight Flush [14]"
    board = cards_to_mask([Card.from_string(s) for s in ("As", "Kd", "2c", "7h", "9s")])
    hole_a = cards_to_mask([Card.from_string("Ah"), Card.from_string("Ac")])
    hole_b = cards_to_mask([Card.from_string("Ks"), Card.from_string("Kh")])
    value = evaluate_hand(board, hole_a)
    assert isinstance(value, HandValue) and value.category == HandCategory.ThreeOfAKind
    assert describe_hand(value) == "Three of a Kind [14 13 9]"
    assert judge([hole_a, hole_b], board) == [0]
    plo = evaluate_hand(cards_to_mask("2h7dJc4s9h"), cards_to_mask("AsKsQdJd"), game=GameType.Plo)
    assert describe_hand(plo) == "One Pair [11 14 9 7]"
    assert evaluate_mask(board | hole_a) == value
    assert mask_to_ids(card_to_mask(Card("As"))) == [51] and mask_to_cards(hole_a) == [Card("Ac"), Card("Ah")]


# -- options and equity ------------------------------------------------------------------


def test_simulation_options_have_the_four_documented_fields():
    options = SimulationOptions(100_000, 5, True, 2)  # positional, in the documented order
    assert (options.iterations, options.seed, options.deterministic, options.threads) == (100_000, 5, True, 2)
    assert options.effective_mode is SimulationMode.MonteCarlo
    assert SimulationOptions().effective_mode is SimulationMode.Exact
    assert SimulationOptions.exact().iterations == 0
    assert SimulationOptions.mc_seeded(20_000, 42) == SimulationOptions(20_000, 42, True, 0)
    assert SimulationOptions.mc_random(1000).deterministic is False


def test_iterations_above_zero_mean_monte_carlo_whatever_else_is_set():
    aces, queens = cards_to_mask("AsKs"), cards_to_mask("QdQc")
    result = calculate_equity([aces, queens], 0, SimulationOptions(iterations=100_000, seed=5))
    assert not result.exact and result.trials == 100_000
    again = calculate_equity([aces, queens], 0, SimulationOptions(iterations=100_000, seed=5, threads=1))
    assert again.players == result.players  # seeded: bit-identical at any thread count


def test_equity_as_documented():
    hole_a, hole_b = cards_to_mask("AsKs"), cards_to_mask("QdQc")
    r = calculate_equity([hole_a, hole_b], 0, SimulationOptions.exact())
    assert isinstance(r, EquityResult) and isinstance(r.players[0], PlayerEquity)
    assert (r.exact, r.trials, [round(p.equity, 4) for p in r.players]) == (True, 1712304, [0.4621, 0.5379])
    mc = SimulationOptions.mc_seeded(iterations=20_000, seed=42)
    assert (
        calculate_equity([hole_a, hole_b], 0, mc).players[0].equity
        == calculate_equity([hole_a, hole_b], 0, mc).players[0].equity
    )
    r3 = calculate_equity([hole_a, hole_b, cards_to_mask("7h6h")], 0, SimulationOptions.exact())
    assert [round(p.equity, 4) for p in r3.players] == [0.3779, 0.3957, 0.2263] and round(r3.chop_rate, 4) == 0.0015
    plo = calculate_equity(
        [cards_to_mask("AsKsQdJd"), cards_to_mask("2c7cJh9d")],
        0,
        SimulationOptions.mc_seeded(50_000, 7),
        game=GameType.Plo,
    )
    assert abs(plo.players[0].equity - 0.6371) < 5 * plo.players[0].std_error + 0.002


def test_too_many_players_is_refused_before_any_work_with_the_cap_named():
    hands = [3 << 2 * i for i in range(24)]
    with pytest.raises(LimitExceededError, match=r"calculate_equity: at most 23 players for Hold'em \(got 24\)"):
        calculate_equity(hands, 0, SimulationOptions.mc_seeded(10**12, 1))
    with pytest.raises(RuntimeError):  # callers written for the 0.1 API catch caps as RuntimeError
        calculate_equity(hands, 0)


# -- ranges ---------------------------------------------------------------------------------


def test_ranges_as_documented():
    hero = Range.from_string("JJ+, AKs, AKo")
    assert (hero.size(), hero.total_weight()) == (40, 40.0)
    assert Range.all(game=GameType.Holdem).size() == 1326 and Range.all(game=GameType.Plo).size() == 270725
    res = calculate_range_equity(Range.from_string("AA"), Range.from_string("KK"), 0, SimulationOptions.exact())
    assert isinstance(res, RangeEquityResult)
    assert (round(res.hero_aggregate_equity, 4), round(res.villain_aggregate_equity, 4)) == (0.8195, 0.1805)
    assert res.hero[0].combo_mask in Range.from_string("AA")
    a, b = Range.from_string("AA, KK"), Range.from_string("KK, QQ")
    assert ((a | b).size(), (a & b).size(), (a - b).size()) == (18, 6, 6)
    assert (a | b).size() == a.union(b).size() and (a & b) == a.intersection(b) and (a - b) == a.difference(b)
    assert try_parse_range("AKs")[1] is None and try_parse_range("AKx")[0] is None


def test_deprecated_range_equity_modes_are_the_same_members():
    assert RangeEquityMode.PER_COMBO is RangeEquityMode.PerCombo
    assert RangeEquityMode.AGGREGATE_ONLY is RangeEquityMode.AggregateOnly
    hero = Range.from_string("AAKKds", game=GameType.Plo)
    villain = Range.from_string("QQJJds,JT98ds", game=GameType.Plo)
    agg = calculate_range_equity(
        hero, villain, 0, SimulationOptions.mc_seeded(200_000, 7), RangeEquityMode.AGGREGATE_ONLY
    )
    assert (hero.size(), villain.size(), len(agg.hero)) == (6, 42, 0)
    assert abs(agg.hero_aggregate_equity - 0.6442) < 5 * agg.aggregate_std_error + 0.002


def test_ranking_as_documented():
    assert rank_starting_hands(0.10) == [
        "AA",
        "KK",
        "QQ",
        "JJ",
        "TT",
        "99",
        "88",
        "AKs",
        "77",
        "AQs",
        "AJs",
        "AKo",
        "ATs",
        "AQo",
        "AJo",
        "KQs",
    ]
    top10 = generate_top_percent_range(0.10)
    assert (top10.size(), top10.total_weight()) == (104, 104.0)
    assert len(rank_starting_hands()) == 169  # top_percent defaults to the whole ranking


def test_plo_grammar_as_documented():
    counts = {
        "****": 270725,
        "AA**": 6961,
        "AK**": 17316,
        "AAKKds": 6,
        "AAKKss": 24,
        "AAKKr": 6,
        "AsKsQhJd": 1,
        "JJ**+": 27628,
        "JT98-8765": 1024,
    }
    for text, size in counts.items():
        assert Range.from_string(text, game=GameType.Plo).size() == size, text
    empty = Range.from_string("AAAKds", game=GameType.Plo)
    assert (empty.size(), empty.empty()) == (0, True)
    with pytest.raises(ValueError, match=r'"AA\*\*"'):
        Range.from_string("AA", game=GameType.Plo)


def test_combos_as_documented():
    combo = Combo(cards_to_mask("AsKs"), 0.5)
    assert (combo.mask, combo.weight) == (cards_to_mask("AsKs"), 0.5)
    combo.weight = 0.25
    assert combo.weight == 0.25
    with pytest.raises(ValueError, match="combo AsKd has 2 cards, expected 4"):  # a mask: named highest first
        Range([cards_to_mask("KdAs")], game=GameType.Plo)
    with pytest.raises(ValueError, match=r"combo #\d+ has bit 60"):
        Range([(1 << 60) | 3], game=GameType.Holdem)


# -- canonicalization ---------------------------------------------------------------------


def test_canonicalize_hand_of_holdem_gives_the_class_label():
    assert canonicalize_hand("AsKs") == "AKs" and canonicalize_hand("KcAd") == "AKo"
    assert canonicalize_hand_mask(cards_to_mask("ThTs")) == "TT"
    omaha = canonicalize_hand("AsKsQdJd")
    assert isinstance(omaha, list) and len(omaha) == 4
    assert canonicalize_hand_mask(cards_to_mask("AsKsQdJd")) == canonical_hand_mask(cards_to_mask("AsKsQdJd"))


def test_canonicalize_hero_and_board_keeps_the_top_rank_rule():
    # The suits ordered by their top board card (ace of spades, king of diamonds,
    # two of clubs, then hearts with none) become clubs, diamonds, hearts, spades.
    hero, board = canonicalize_hero_and_board_masks(cards_to_mask("7h8h"), cards_to_mask("As Kd 2c"))
    assert (hero, board) == (cards_to_mask("7s8s"), cards_to_mask("Ac Kd 2h"))
    cards_hero, cards_board = canonicalize_hero_and_board("7h8h", "As Kd 2c")
    assert (cards_to_mask(cards_hero), cards_to_mask(cards_board)) == (hero, board)
    # Equal top cards keep their suit order: these two relabellings of one
    # situation give two forms, which the strict canonical form merges.
    one = canonicalize_hero_and_board_masks(cards_to_mask("2c3c"), cards_to_mask("Ah Kh Ad"))
    two = canonicalize_hero_and_board_masks(cards_to_mask("2c3c"), cards_to_mask("Ad Kd Ah"))
    assert one != two
    strict = {canonical_situation_masks(cards_to_mask("2c3c"), cards_to_mask(b)) for b in ("Ah Kh Ad", "Ad Kd Ah")}
    assert len(strict) == 1
    assert hero_and_board_orbit_size("2c3c", "Ah Kh Ad") == hero_and_board_orbit_size("2c3c", "Ad Kd Ah")


def test_generated_classes_have_a_length_and_indexing():
    flops = generate_canonical_situations(3)
    assert len(flops) == 1_286_792 == count_canonical_situations(3)
    first, last = flops[0], flops[-1]
    assert first.board == canonicalize_board_mask(first.board) and last.weight >= 1
    assert sum(row.weight for row in flops[:5]) == sum(flops.weights[:5])
    boards = generate_canonical_boards(3)
    assert len(boards) == 1755 and sum(row.weight for row in boards) == 22100
    assert canonicalize_board(mask_to_cards(boards[10].board)) == mask_to_cards(boards[10].board)
    hands = generate_canonical_hands()
    assert len(hands) == 169 and sum(hands.weights) == 1326
    with pytest.raises(IndexError):
        hands[169]


# -- PHH --------------------------------------------------------------------------------------


def test_phh_as_documented():
    hand = phh.read_phh(FIXTURES / "dwan-ivey-2009.phh")
    assert (hand.variant, hand.players) == ("NT", ["Phil Ivey", "Patrik Antonius", "Tom Dwan"])
    flop = hand.board_mask(max_cards=3)
    r = calculate_equity([hand.hole_mask(1), hand.hole_mask(3)], flop, SimulationOptions.exact())
    assert [round(p.equity, 4) for p in r.players] == [0.6283, 0.3717]
    assert phh.parse_phh(phh.format_phh(hand)) == hand
    with pytest.raises(phh.UnsupportedVariantError):
        phh.parse_phh(phh.format_phh(hand).replace('variant = "NT"', 'variant = "XR"'))


def test_phh_hands_are_built_and_read_action_by_action():
    hand = phh.PhhHand(
        variant="NT", antes=[0, 0], blinds_or_straddles=[1, 2], min_bet=2, starting_stacks=[100, 100], actions=[]
    )
    hand.actions += [
        phh.PhhAction.deal_hole(1, "AsKs"),
        phh.PhhAction.deal_hole(2, "QdQc"),
        phh.PhhAction.bet_or_raise(2, 6),
        phh.PhhAction.check_or_call(1),
        phh.PhhAction.deal_board("2c7d9h"),
        "p1 cc",
        phh.PhhAction.bet_or_raise(2, 10),
        phh.PhhAction.fold(1),
    ]
    again = phh.parse_phh(phh.format_phh(hand))
    assert [str(a) for a in again.actions] == [str(a) for a in hand.actions]
    kinds = [a.kind for a in again.parsed_actions()]
    assert kinds == [
        "deal_hole",
        "deal_hole",
        "bet_or_raise",
        "check_or_call",
        "deal_board",
        "check_or_call",
        "bet_or_raise",
        "fold",
    ]
    bet = again.parsed_actions()[2]
    assert (bet.actor, bet.verb, bet.amount) == (2, "cbr", 6)
    assert phh.replay(again).phase.name == "Finished"
    with pytest.raises(phh.PhhParseError, match="not a player"):
        phh.PhhAction.parse("x1 cc")


# -- package metadata -----------------------------------------------------------------------


def test_the_installed_package_says_who_where_and_under_what_licence(
    installed_distribution: importlib.metadata.Distribution,
) -> None:
    meta = installed_distribution.metadata
    assert meta["License-Expression"] == "MIT" or meta["License"] == "MIT"
    assert meta.get_all("Project-URL") and meta["Author"]
    classifiers = meta.get_all("Classifier") or []
    assert "Typing :: Typed" in classifiers and "Programming Language :: Python :: 3.11" in classifiers
