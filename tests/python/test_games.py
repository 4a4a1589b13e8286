"""The games beyond Hold'em and Omaha high, proven against pokerkit (PyPI), an
independent implementation of every PHH game.

- Exhaustive: every five-card hand of the short deck and of the full deck in
  the deuce-to-seven, ace-to-five and eight-or-better rankings, and every
  four-card badugi hand, is ordered by our strengths exactly as pokerkit's hand
  classes order it.
- Random deals: 100,000 deals of each game are judged (both halves) as
  pokerkit's hand classes judge them, the best hand of each player taken over
  every choice of cards the game allows.
- The shared vectors (tests/vectors/games.json) replay here as in Go, Node and
  Rust.
"""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from collections.abc import Callable
from functools import cache
from itertools import combinations, combinations_with_replacement, permutations
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pokerkit import (
    BadugiHand,
    EightOrBetterLowHand,
    RegularLowHand,
    ShortDeckHoldemHand,
    StandardHighHand,
    StandardLowHand,
)

import xiapl
from xiapl import GameType, InvalidArgumentError, RankedValue, Ranking
from xiapl.card import Card

VECTORS = Path(__file__).resolve().parents[1] / "vectors" / "games.json"
SHORT_IDS = [i for i in range(52) if i % 13 >= 4]  # six to ace
ALL_IDS = list(range(52))


def text(ids: Any) -> str:
    return "".join(str(Card.from_id(int(i))) for i in ids)


def masks_of(ids: np.ndarray) -> np.ndarray:
    """One uint64 card mask per row of card ids."""
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), ids.astype(np.uint64)), axis=1)


def all_hands(deck: list[int], size: int) -> np.ndarray:
    return np.array(list(combinations(deck, size)), dtype=np.int64)


# --- pokerkit's order of five-card classes, as dense tables ------------------------
#
# A five-card class is its sorted ranks (a base-13 number) and whether it is
# one suit; the table holds pokerkit's strength of each class (higher wins,
# its lows negated), or a very low number where the class is not a hand of
# that ranking (an eight-or-better hand that does not qualify).

NO_HAND = -(10**9)


def class_keys(ids: np.ndarray) -> np.ndarray:
    ranks = np.sort(ids % 13, axis=-1)
    key = np.zeros(ranks.shape[:-1], dtype=np.int64)
    for k in range(ranks.shape[-1]):
        key = key * 13 + ranks[..., k]
    suits = ids // 13
    suited = np.all(suits == suits[..., :1], axis=-1)
    return key * 2 + suited


@cache
def pokerkit_table(hand_type: type, short: bool = False) -> np.ndarray:
    deck = SHORT_IDS if short else ALL_IDS
    hands = all_hands(deck, 5)
    keys, first = np.unique(class_keys(hands), return_index=True)
    table = np.full(13**5 * 2, NO_HAND, dtype=np.int64)
    for key, row in zip(keys, first, strict=True):
        entry = hand_type.lookup.get_entry_or_none(text(hands[row]))
        if entry is not None:
            table[key] = -entry.index if hand_type.low else entry.index
    return table


def same_order(ours: np.ndarray, theirs: np.ndarray) -> None:
    """ours is a strictly increasing function of theirs: equal classes tie, better ones win."""
    pairs = np.unique(np.stack([theirs, ours.astype(np.int64)], axis=1), axis=0)
    assert len(np.unique(pairs[:, 0])) == len(pairs), "one pokerkit class has two strengths"
    assert np.all(np.diff(pairs[:, 1]) > 0), "the strengths do not rise with pokerkit's order"


# --- exhaustive ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "hand_type", "short"),
    [
        (GameType.ShortDeck, ShortDeckHoldemHand, True),
        (GameType.Lowball27, StandardLowHand, False),
        (GameType.Razz, RegularLowHand, False),
    ],
)
def test_every_five_card_hand_orders_as_pokerkit(game: GameType, hand_type: type, short: bool) -> None:
    hands = all_hands(SHORT_IDS if short else ALL_IDS, 5)
    masks = masks_of(hands)
    if game.board_cards:  # short deck: two hole cards and a flop
        holes = masks_of(hands[:, :2])
        ours = xiapl.evaluate_hands_many(masks & ~holes, holes, game=game)
    else:
        ours = xiapl.evaluate_hands_many(np.zeros_like(masks), masks, game=game)
    theirs = pokerkit_table(hand_type, short)[class_keys(hands)]
    assert np.all(theirs != NO_HAND)
    same_order(ours, theirs)
    assert len(np.unique(ours)) == game.ranking.max_strength


def test_every_eight_or_better_low_orders_as_pokerkit() -> None:
    # The low depends on the ranks alone: one hand for every multiset of five ranks.
    ours, theirs, qualified = [], [], 0
    for ranks in combinations_with_replacement(range(13), 5):
        if max(ranks.count(r) for r in ranks) > 4:
            continue
        ids = [r + 13 * ranks[:i].count(r) for i, r in enumerate(ranks)]  # a repeated rank takes the next suit
        low = xiapl.evaluate_low(0, sum(1 << i for i in ids), game=GameType.StudHiLo)
        entry = EightOrBetterLowHand.lookup.get_entry_or_none(text(ids))
        assert (low is None) == (entry is None), text(ids)
        if low is not None and entry is not None:
            qualified += 1
            ours.append(int(low))
            theirs.append(-entry.index)
    same_order(np.array(ours), np.array(theirs))
    assert qualified == 56  # the five-rank sets of ace to eight


def canonical_four(hands: np.ndarray) -> np.ndarray:
    """Each four-card hand's smallest image under the 24 suit relabellings, as one number."""
    best = None
    ranks, suits = hands % 13, hands // 13
    for perm in permutations(range(4)):
        relabelled = np.sort(np.array(perm)[suits] * 13 + ranks, axis=1)
        code = ((relabelled[:, 0] * 52 + relabelled[:, 1]) * 52 + relabelled[:, 2]) * 52 + relabelled[:, 3]
        best = code if best is None else np.minimum(best, code)
    assert best is not None
    return best


def test_every_badugi_hand_orders_as_pokerkit() -> None:
    hands = all_hands(ALL_IDS, 4)
    masks = masks_of(hands)
    ours = xiapl.evaluate_hands_many(np.zeros_like(masks), masks, game=GameType.Badugi)
    classes, first, where = np.unique(canonical_four(hands), return_index=True, return_inverse=True)
    # A badugi's value is the same for every suit relabelling: pokerkit judges one hand per class.
    pk = np.array([-BadugiHand.from_game(text(hands[row])).entry.index for row in first], dtype=np.int64)
    same_order(ours, pk[where.ravel()])
    assert len(classes) < len(hands)


# --- random deals -------------------------------------------------------------------

DEALS = 100_000
CHUNK = 20_000


def best_over(ids: np.ndarray, choices: list[tuple[int, ...]], table: np.ndarray) -> np.ndarray:
    """Per row, the best pokerkit value over the five-card choices (column index tuples)."""
    picked = ids[:, np.array(choices)]  # rows x choices x 5
    return table[class_keys(picked)].max(axis=1)


def omaha_choices(hole: int) -> list[tuple[int, ...]]:
    return [
        (*pair, *triple) for pair in combinations(range(hole), 2) for triple in combinations(range(hole, hole + 5), 3)
    ]


def winners_of(values: np.ndarray) -> list[list[int]]:
    best = values.max(axis=1, keepdims=True)
    return [list(np.flatnonzero(row)) for row in values == best]


def low_winners_of(values: np.ndarray) -> list[list[int]]:
    best = values.max(axis=1, keepdims=True)
    return [
        [] if b == NO_HAND else list(np.flatnonzero(row)) for row, b in zip(values == best, best[:, 0], strict=True)
    ]


GAMES: dict[GameType, tuple[int, Callable[[int], list[tuple[int, ...]]], type, type | None]] = {
    # game: (players, the five-card choices of one hand from its hole + board, high class, low class)
    GameType.ShortDeck: (3, lambda hole: list(combinations(range(hole + 5), 5)), ShortDeckHoldemHand, None),
    GameType.PloHiLo: (2, omaha_choices, StandardHighHand, EightOrBetterLowHand),
    GameType.Plo5HiLo: (2, omaha_choices, StandardHighHand, EightOrBetterLowHand),
    GameType.Stud: (3, lambda hole: list(combinations(range(hole), 5)), StandardHighHand, None),
    GameType.StudHiLo: (3, lambda hole: list(combinations(range(hole), 5)), StandardHighHand, EightOrBetterLowHand),
    GameType.Razz: (3, lambda hole: list(combinations(range(hole), 5)), RegularLowHand, None),
    GameType.Lowball27: (4, lambda hole: [tuple(range(5))], StandardLowHand, None),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_random_deals_are_judged_as_pokerkit_judges_them(game: GameType) -> None:
    players, choose, high_type, low_type = GAMES[game]
    rng = np.random.default_rng(int(game))
    deck = np.array(SHORT_IDS if game is GameType.ShortDeck else ALL_IDS)
    hole, board = game.hole_cards, game.board_cards
    choices = choose(hole)
    high_table = pokerkit_table(high_type, game is GameType.ShortDeck)
    low_table = pokerkit_table(low_type) if low_type else None
    for start in range(0, DEALS, CHUNK):
        cards = np.argsort(rng.random((CHUNK, len(deck))), axis=1)[:, : players * hole + board]
        cards = deck[cards]
        boards = cards[:, players * hole :]
        highs, lows = [], []
        for p in range(players):
            own = np.concatenate([cards[:, p * hole : (p + 1) * hole], boards], axis=1)
            highs.append(best_over(own, choices, high_table))
            if low_table is not None:
                lows.append(best_over(own, choices, low_table))
        high_winners = winners_of(np.stack(highs, axis=1))
        low_winners = low_winners_of(np.stack(lows, axis=1)) if lows else None
        board_masks = (masks_of(boards) if board else np.zeros(CHUNK, dtype=np.uint64)).tolist()
        hole_masks = masks_of(cards[:, : players * hole].reshape(-1, hole)).reshape(CHUNK, players).tolist()
        for d in range(CHUNK):
            holes = hole_masks[d]
            assert xiapl.judge(holes, board_masks[d], game=game) == high_winners[d], (start + d, holes)
            if low_winners is not None:
                assert xiapl.judge_low(holes, board_masks[d], game=game) == low_winners[d], (start + d, holes)


def test_random_badugi_deals_are_judged_as_pokerkit_judges_them() -> None:
    rng = np.random.default_rng(11)
    cards = np.argsort(rng.random((DEALS, 52)), axis=1)[:, :12].reshape(DEALS, 3, 4)
    hands = np.sort(cards.reshape(-1, 4), axis=1)
    everything = all_hands(ALL_IDS, 4)
    classes, first = np.unique(canonical_four(everything), return_index=True)
    pk = np.array([-BadugiHand.from_game(text(everything[row])).entry.index for row in first], dtype=np.int64)
    values = pk[np.searchsorted(classes, canonical_four(hands))].reshape(DEALS, 3)
    expected = winners_of(values)
    hole_masks = masks_of(cards.reshape(-1, 4)).reshape(DEALS, 3).tolist()
    for d in range(DEALS):
        holes = hole_masks[d]
        assert xiapl.judge(holes, 0, game=GameType.Badugi) == expected[d], (d, holes)


# --- the shared vectors ---------------------------------------------------------------

with VECTORS.open(encoding="utf-8") as _file:
    VECTOR_DATA = json.load(_file)


@pytest.mark.parametrize("row", VECTOR_DATA["info"], ids=lambda r: r["name"])
def test_vector_game_facts(row: dict[str, Any]) -> None:
    game = GameType(row["game"])
    assert (
        game.display_name,
        game.hole_cards,
        game.min_hole_cards,
        game.board_cards,
        game.hole_used,
        game.deck_cards,
        int(game.ranking),
        int(game.low_ranking),
        xiapl.max_players(game),
    ) == (
        row["name"],
        row["hole_cards"],
        row["min_hole_cards"],
        row["board_cards"],
        row["hole_used"],
        row["deck_cards"],
        row["high_ranking"],
        row["low_ranking"],
        row["max_players"],
    )


def test_vector_hands() -> None:
    for row in VECTOR_DATA["hands"]:
        game, board, hole = GameType(row["game"]), int(row["board_mask"]), int(row["hole_mask"])
        value = xiapl.evaluate_hand(board, hole, game=game)
        assert (int(value), int(value.category), list(value.kickers)) == (
            row["strength"],
            row["category"],
            row["kickers"],
        ), row
        assert (xiapl.describe_hand(value), xiapl.hand_name(value)) == (row["describe"], row["hand_name"]), row
        assert xiapl.hand_name(int(value), game=game) == row["hand_name"]
        best = xiapl.best_hand(board, hole, game=game)
        assert sum(c.mask for c in best.cards) == int(row["best_five"]), row
        assert sum(c.mask for c in best.hole_used) == int(row["hole_used"]), row
        strengths = xiapl.evaluate_hands_many([board], [hole], game=game)
        assert list(strengths) == [row["strength"]]
        if game.is_hilo:
            low = xiapl.evaluate_low(board, hole, game=game)
            assert (int(low) if low is not None else 0) == row["low"], row
            assert (xiapl.hand_name(low) if low is not None else "") == row["low_hand_name"]
            best_low = xiapl.best_low_hand(board, hole, game=game)
            assert (sum(c.mask for c in best_low.cards) if best_low else 0) == int(row["low_five"]), row


def test_vector_showdowns() -> None:
    for row in VECTOR_DATA["showdowns"]:
        game, board, holes = GameType(row["game"]), int(row["board_mask"]), [int(m) for m in row["hole_masks"]]
        assert xiapl.judge(holes, board, game=game) == row["winners"], row
        if game.is_hilo:
            assert xiapl.judge_low(holes, board, game=game) == row["low_winners"], row


@pytest.mark.parametrize("row", VECTOR_DATA["equity"], ids=lambda r: f"{r['game']}:{r['board']}")
def test_vector_equity(row: dict[str, Any]) -> None:
    game = GameType(row["game"])
    result = xiapl.calculate_equity(
        [int(m) for m in row["hole_masks"]], int(row["board_mask"]), game=game, dead=int(row["dead_mask"])
    )
    assert result.exact and result.trials == row["trials"]
    assert result.chop_rate == pytest.approx(row["chop_rate"], abs=1e-12)
    for field in ("equity", "win", "tie"):
        assert [getattr(p, field) for p in result.players] == pytest.approx(row[field], abs=1e-12)
    for field in ("scoop", "high_share", "low_share"):
        assert [getattr(s, field) for s in result.splits] == pytest.approx(row[field], abs=1e-12)


def test_vector_errors() -> None:
    calls = {
        "eval_hand": lambda g, b, h: xiapl.evaluate_hand(b, h[0], game=g),
        "eval_low": lambda g, b, h: xiapl.evaluate_low(b, h[0], game=g),
        "equity": lambda g, b, h: xiapl.calculate_equity(h, b, game=g),
    }
    for row in VECTOR_DATA["errors"]:
        with pytest.raises(xiapl.XiaplError) as caught:
            calls[row["call"]](GameType(row["game"]), int(row["board_mask"]), [int(m) for m in row["hole_masks"]])
        assert caught.value.status_name == row["status"], row


# --- the Python surface -----------------------------------------------------------------


def test_names_players_use() -> None:
    assert xiapl.hand_name(xiapl.evaluate_hand(0, "7c5d4h3s2c", game="2-7")) == "7-5-4-3-2 low (number one)"
    assert xiapl.hand_name(xiapl.evaluate_hand(0, "Ac2d3h5s6c8dKh", game="razz")) == "6-5-3-2-A low"
    assert xiapl.hand_name(xiapl.evaluate_hand(0, "Ac2d3h4s", game="badugi")) == "four-card badugi 4-3-2-A (number one)"
    assert xiapl.hand_name(xiapl.evaluate_hand(0, "5c3d2hKh", game="badugi")) == "three-card badugi 5-3-2"
    flush = xiapl.evaluate_hand("6s8sTs", "QsAs", game="shortdeck")
    full_house = xiapl.evaluate_hand("AcAdKh", "AsKs", game="shortdeck")
    assert flush > full_house
    assert xiapl.hand_name(flush) == "flush, ace-high (beats a full house)"
    low = xiapl.evaluate_low("2c5d8h9sKd", "As3h4c7d", game="plo8")
    assert low is not None and xiapl.hand_name(low) == "8-5-3-2-A low"
    assert xiapl.describe_hand(low) == "Low [8 5 3 2 1]" and low.kickers == (8, 5, 3, 2, 1)
    wheel = xiapl.evaluate_low("2c3d5h9sKd", "As4hQcJd", game="plo8")
    assert wheel is not None and xiapl.hand_name(wheel) == "5-4-3-2-A low (wheel)"
    assert wheel == Ranking.EightOrBetter.max_strength
    assert xiapl.evaluate_low("9c9dThJsKd", "As2h3c4d", game="plo8") is None


def test_a_ranked_value_copies_pickles_and_compares_within_its_ranking() -> None:
    value = xiapl.evaluate_hand(0, "Ac2d3h4s5c6d7h", game="razz")
    assert isinstance(value, RankedValue) and value.ranking is Ranking.AceToFive
    assert value == value.ranking.max_strength
    copy = pickle.loads(pickle.dumps(value))
    assert copy == value and copy.ranking is value.ranking and str(copy) == str(value)
    with pytest.raises(ValueError, match="not a strength"):
        RankedValue(300, Ranking.EightOrBetter)


def test_games_refuse_what_they_cannot_take() -> None:
    with pytest.raises(InvalidArgumentError, match="has no board"):
        xiapl.evaluate_hand("2c3d4h", "AsKsQsJsTs", game="stud")
    with pytest.raises(InvalidArgumentError, match="not in the deck of Short-deck"):
        xiapl.evaluate_hand("6c7d8h", "As5s", game="shortdeck")
    with pytest.raises(InvalidArgumentError, match="has no low half"):
        xiapl.judge_low(["AsKs", "QdQc"], "2c3d4h", game="holdem")
    with pytest.raises(InvalidArgumentError, match="draw game"):
        xiapl.calculate_equity(["7c5d4h3s2c", "8c6d4d3c2h"], game="lowball27")
    with pytest.raises(ValueError, match="has no ranges"):
        xiapl.Range.from_string("AA", game="razz")


def test_hi_lo_equity_counts_split_and_quartered_pots() -> None:
    # River, Omaha hi/lo: both players make the wheel for the low; the second
    # also makes a seven-high straight for the high. The high half goes to one
    # player, the low half is split: 3/4 of the pot and 1/4 ("quartered").
    result = xiapl.calculate_equity(["As2sKsQs", "Ad2d6c7c"], "3s4h5c9dTs", game="plohilo")
    assert [p.equity for p in result.players] == pytest.approx([0.25, 0.75])
    assert [s.high_share for s in result.splits] == pytest.approx([0.0, 0.5])
    assert [s.low_share for s in result.splits] == pytest.approx([0.25, 0.25])
    assert [s.scoop for s in result.splits] == [0.0, 0.0] and result.chop_rate == 1.0
    # No low on the board: the high hand (a king-high straight) scoops.
    result = xiapl.calculate_equity(["As2sKsQs", "Ad2d6c7c"], "9s9hTcJdKd", game="plohilo")
    assert [s.scoop for s in result.splits] == [1.0, 0.0]


def test_seeded_monte_carlo_is_the_same_at_every_thread_count() -> None:
    runs = [
        xiapl.calculate_equity(
            ["As2d3c", "KhKdQc"], options=xiapl.SimulationOptions.mc_seeded(200_000, 5, threads=t), game="studhilo"
        )
        for t in (1, 2, 3)
    ]
    assert runs[0] == runs[1] == runs[2]
    assert not runs[0].exact and runs[0].trials == 200_000
    assert sum(p.equity for p in runs[0].players) == pytest.approx(1.0)


# --- the command line -------------------------------------------------------------------


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, check=False)


def test_cli_equity_of_a_hi_lo_game_shows_the_halves() -> None:
    result = cli("equity", "As2sKsQs", "Ad2d6c7c", "--game", "plo8", "--board", "3s4h5c9dTs", "--json")
    assert result.returncode == 0, result.stderr
    players = json.loads(result.stdout)["players"]
    assert [p["equity"] for p in players] == pytest.approx([0.25, 0.75])
    assert [p["low_share"] for p in players] == pytest.approx([0.25, 0.25])
    table = cli("equity", "As2sKsQs", "Ad2d6c7c", "--game", "plo8", "--board", "3s4h5c9dTs").stdout
    assert "scoop" in table and "high" in table and "low" in table


def test_cli_takes_stud_hands_so_far_and_refuses_draw_equity() -> None:
    result = cli("equity", "As2d3c", "KhKdQc", "--game", "razz", "--iterations", "20000", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["players"][0]["equity"] > 0.6
    refused = cli("equity", "7c5d4h3s2c", "8c6d4d3c2h", "--game", "2-7")
    assert refused.returncode == 2 and "draw game" in refused.stderr and "Traceback" not in refused.stderr
    too_many = cli("equity", "As2d3c4h5s6d7c8h", "KhKdQc", "--game", "stud")
    assert too_many.returncode == 2 and "1 to 7 cards" in too_many.stderr


def test_cli_eval_names_a_razz_hand() -> None:
    result = cli("eval", "--game", "razz", "As2d3c4h6s7d8c")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "6-4-3-2-A low"


# --- ranges of short deck and the Omaha hi/lo games ----------------------------------------


def test_short_deck_ranges_hold_only_short_deck_hands() -> None:
    short = xiapl.Range.from_string("22+, A2s+", game="shortdeck")
    assert short.size() == 9 * 6 + 8 * 4 and str(short) == "66+, A6s+"
    assert all(Card.from_id(i).rank >= 6 for combo in short.combos() for i in range(52) if combo.mask >> i & 1)
    assert xiapl.Range.from_string("XX", game="shortdeck").size() == 630
    with pytest.raises(ValueError, match="none of its hands is dealt in short deck"):
        xiapl.Range.from_string("32o", game="shortdeck")
    with pytest.raises(ValueError, match="has no ranges"):
        xiapl.Range.from_string("AA", game="razz")


def test_range_equity_of_the_new_board_games_is_the_weighted_mean_of_fixed_hands() -> None:
    for game, hero_text, villain_text, board in [
        ("shortdeck", "AA:0.5, KK, AKs", "QQ, T9s", "Ts9h6c"),
        ("plo8", "AA23, AA24ds", "KKQQ:0.5", "3s4h9d"),
    ]:
        hero = xiapl.Range.from_string(hero_text, game=game)
        villain = xiapl.Range.from_string(villain_text, game=game)
        board_mask = sum(1 << Card(board[i : i + 2]).id for i in range(0, len(board), 2))
        result = xiapl.calculate_range_equity(hero, villain, board_mask)
        total = weight = 0.0
        for h in hero.combos():
            for v in villain.combos():
                if h.mask & v.mask or (h.mask | v.mask) & board_mask:
                    continue
                equity = xiapl.calculate_equity([h.mask, v.mask], board_mask, game=game).players[0].equity
                total += h.weight * v.weight * equity
                weight += h.weight * v.weight
        assert result.exact and result.hero_aggregate_equity == pytest.approx(total / weight, abs=1e-12)


def test_the_batch_low_call_equals_the_one_hand_call() -> None:
    rows = [r for r in VECTOR_DATA["hands"] if GameType(r["game"]).is_hilo]
    for game in (GameType.PloHiLo, GameType.Plo5HiLo, GameType.StudHiLo):
        mine = [r for r in rows if r["game"] == game]
        boards = np.array([int(r["board_mask"]) for r in mine], dtype=np.uint64)
        holes = np.array([int(r["hole_mask"]) for r in mine], dtype=np.uint64)
        assert list(xiapl.evaluate_lows_many(boards, holes, game=game)) == [r["low"] for r in mine]
    with pytest.raises(InvalidArgumentError, match="has no low half"):
        xiapl.evaluate_lows_many([0], [0], game="holdem")
    with pytest.raises(InvalidArgumentError, match="item 1"):
        five, two = (sum(Card(text[i : i + 2]).mask for i in range(0, len(text), 2)) for text in ("As2d3c4h5s", "As2d"))
        xiapl.evaluate_lows_many([0, 0], [five, two], game="studhilo")


# -- the library's table of games -----------------------------------------------------------


def test_unknown_game_names_are_the_librarys_parse_error() -> None:
    for bad in ("pinochle", "", "plo 4 5"):
        with pytest.raises(xiapl.errors.ParseError) as caught:
            xiapl.as_game(bad)
        assert isinstance(caught.value, ValueError)
        assert f'unknown game "{bad}"' in str(caught.value)
        assert "holdem, plo, plo5, plo6, shortdeck, plohilo" in str(caught.value)
    with pytest.raises(TypeError):
        xiapl.parse_game(5)  # type: ignore[arg-type]


def test_table_defaults_copy_and_pickle_and_start_hands() -> None:
    import copy

    usual = xiapl.usual_table("plo8")
    assert usual == copy.copy(usual) == copy.deepcopy(usual) == pickle.loads(pickle.dumps(usual))
    assert pickle.loads(pickle.dumps(xiapl.GameFamily.Stud)) is xiapl.GameFamily.Stud
    # A hand started without a betting plays the game's usual one, in every language.
    for game in GameType:
        want = xiapl.usual_table(game)
        if game.family is xiapl.GameFamily.Stud:
            state = xiapl.State.start(
                [50, 50],
                game=game,
                antes=want.ante,
                bring_in=want.bring_in,
                small_bet=want.small_bet,
                big_bet=want.big_bet,
            )
        else:
            state = xiapl.State.start([50, 50], game=game)
        assert state.betting is want.betting, game
    assert xiapl.State.start([50, 50], game="2-7", draws=3).betting is xiapl.Betting.FixedLimit
    assert xiapl.State.start([50, 50], game="2-7").betting is xiapl.Betting.NoLimit
