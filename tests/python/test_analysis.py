"""xiapl.analysis against phevaluator: every next card of random Hold'em flops
and turns and PLO turns judged by an independent evaluator, the outs of
textbook spots, an equity histogram enumerated by brute force, its mean
against the aggregate equity, the refusals, and value semantics."""

from __future__ import annotations

import copy
import doctest
import pickle
import random
import re
from collections.abc import Callable
from itertools import combinations
from pathlib import Path

import pytest
from phevaluator import evaluate_cards, evaluate_omaha_cards

import xiapl
from xiapl.analysis import NextCard, Outs, Standing, equity_histogram, hit_table, outs
from xiapl.card import Card
from xiapl.errors import InvalidArgumentError, UnsupportedError
from xiapl.range import Range
from xiapl.simulation import SimulationOptions
from xiapl.utils import mask_to_cards

DECK = [Card.from_id(i) for i in range(52)]


def standing(hero_rank: int, other_ranks: list[int]) -> Standing:
    """phevaluator ranks: 1 is the best hand."""
    best_other = min(other_ranks)
    if hero_rank < best_other:
        return Standing.Ahead
    return Standing.Shares if hero_rank == best_other else Standing.Behind


def deal(rng: random.Random, counts: list[int]) -> list[list[Card]]:
    cards = rng.sample(DECK, sum(counts))
    out, at = [], 0
    for n in counts:
        out.append(cards[at : at + n])
        at += n
    return out


@pytest.mark.parametrize("board_cards", [3, 4])
def test_holdem_every_next_card_as_phevaluator_judges_it(board_cards: int) -> None:
    rng = random.Random(board_cards)
    for spot in range(40):
        players = 2 + spot % 3
        dead_count = 2 if spot % 4 == 0 else 0
        *hands, board, dead = deal(rng, [2] * players + [board_cards, dead_count])
        result = outs(hands[0], hands[1:], board, dead=dead or None)
        ranks = [evaluate_cards(*[str(c) for c in h + board]) for h in hands]
        assert result.now is standing(ranks[0], ranks[1:])
        assert int(result.value) == 7463 - ranks[0]
        taken = {c.id for c in [*board, *dead, *(c for h in hands for c in h)]}
        assert [c.card.id for c in result.cards] == [i for i in range(52) if i not in taken]
        for row in result.cards:
            ranks = [evaluate_cards(*[str(c) for c in [*h, *board, row.card]]) for h in hands]
            assert row.standing is standing(ranks[0], ranks[1:]), (hands, board, row.card)
            assert int(row.value) == 7463 - ranks[0]
            assert row.is_out == (row.standing > result.now)
        assert result.count == len(result.outs) == sum(r.is_out for r in result.cards)


def test_plo_turn_every_river_as_phevaluator_judges_it() -> None:
    rng = random.Random(7)
    for _ in range(25):
        hero, villain, board = deal(rng, [4, 4, 4])
        result = outs(hero, villain, board, game="plo")
        for row in result.cards:
            community = [str(c) for c in [*board, row.card]]
            ranks = [evaluate_omaha_cards(*community, *[str(c) for c in h]) for h in (hero, villain)]
            assert row.standing is standing(ranks[0], ranks[1:])
            assert int(row.value) == 7463 - ranks[0]


def test_a_flush_draw_and_overcards_against_kings() -> None:
    result = outs("AhJh", "KsKd", "2h7h9c")
    assert result.now is Standing.Behind
    assert result.game is xiapl.GameType.Holdem
    assert " ".join(str(c) for c in result.outs) == "Ac Ad 3h 4h 5h 6h 8h 9h Th Qh Kh As"
    assert result.count == 12
    assert len(result.cards) == 45
    assert result.by_standing(Standing.Ahead) == result.outs
    assert result.by_standing(Standing.Shares) == ()
    # A dead ace is one out fewer; the hero's hand now is ace high.
    assert outs("AhJh", ["KsKd"], "2h7h9c", dead="As").count == 11
    assert result.value.category == xiapl.HandCategory.HighCard


def test_a_player_ahead_has_no_outs_and_the_cards_that_cost_the_lead_are_listed() -> None:
    result = outs("KsKd", "AhJh", "2h7h9c")
    assert result.now is Standing.Ahead
    assert result.outs == ()
    assert len(result.by_standing(Standing.Behind)) == 12


def test_a_split_pot_improves_to_a_win() -> None:
    # Both play ace high on the turn; a deuce pairs the hero alone, a three the villain.
    result = outs("Ah2c", "Ad3c", "9hTdJsQh")
    assert result.now is Standing.Shares
    assert " ".join(str(c) for c in result.outs) == "2d 2h 2s"
    assert " ".join(str(c) for c in result.by_standing(Standing.Behind)) == "3d 3h 3s"
    assert len(result.by_standing(Standing.Shares)) == len(result.cards) - 6


def test_short_deck_uses_its_own_deck_and_ranking() -> None:
    result = outs("AhJh", "KsKd", "6h7h9c", game="shortdeck")
    assert len(result.cards) == 36 - 7
    assert all(c.card.rank >= 6 for c in result.cards)
    assert isinstance(result.value, xiapl.RankedValue)


@pytest.mark.parametrize(
    ("call", "error", "words"),
    [
        (lambda: outs("AhJh", [], "2h7h9c"), InvalidArgumentError, "at least one other"),
        (lambda: outs("AhJh", "KsKd", "2h7h9c4s5s"), InvalidArgumentError, "3 or 4"),
        (lambda: outs("AhJh", "KsKd", "2h7h"), InvalidArgumentError, "board"),
        (lambda: outs("AhJh", "KsKd", "2h7h9c", dead="Ks"), InvalidArgumentError, "dead"),
        (lambda: outs("AhJh", "AhKd", "2h7h9c"), InvalidArgumentError, "Ah"),
        (lambda: outs("AhJh", "KsKd", "2h7h9c", game="plo8"), UnsupportedError, "Hi/Lo"),
        (lambda: outs("AhJh", "KsKd", "2h7h9c", game="razz"), UnsupportedError, "Razz"),
        (lambda: outs("AhJh", "KsKd", "2h7h9c", game="nonsense"), ValueError, "nonsense"),
    ],
)
def test_refusals_name_the_problem(call: object, error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=words):
        call()  # type: ignore[operator]


def test_values_copy_and_pickle() -> None:
    for result in (outs("AhJh", "KsKd", "2h7h9c"), outs("AhJh", "KsKd", "6h7h9c", game="shortdeck")):
        assert pickle.loads(pickle.dumps(result)) == result
        assert copy.deepcopy(result) == result
        assert copy.copy(result) == result
        assert isinstance(result.cards[0], NextCard)
        assert isinstance(result, Outs)
    assert xiapl.outs is outs


def test_the_manual_page_examples_run() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "analysis.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for block in blocks:
        runner.run(parser.get_doctest(block, {}, "docs/analysis.md", None, 0))
    assert runner.summarize(verbose=False).failed == 0


# --- the equity histogram ---------------------------------------------------------------------


def brute_force_combo_equities(hero: Range, villain: Range, board: str) -> dict[int, tuple[float, float]]:
    """Each hero combo's equity and the weight of the villain combos it meets,
    by enumerating every river with phevaluator (a turn board)."""
    board_cards = [board[i : i + 2] for i in range(0, len(board), 2)]
    board_ids = {Card(c).id for c in board_cards}
    out = {}
    for h in hero.combos():
        h_cards = [str(c) for c in mask_to_cards(h.mask)]
        if {Card(c).id for c in h_cards} & board_ids:
            continue
        wins = total = 0.0
        for v in villain.combos():
            v_cards = [str(c) for c in mask_to_cards(v.mask)]
            taken = board_ids | {Card(c).id for c in h_cards + v_cards}
            if len(taken) < len(board_ids) + 4:
                continue
            for river in (str(c) for c in DECK if c.id not in taken):
                a = evaluate_cards(*h_cards, *board_cards, river)
                b = evaluate_cards(*v_cards, *board_cards, river)
                wins += v.weight * (1.0 if a < b else 0.5 if a == b else 0.0)
                total += v.weight
        if total:
            out[h.mask] = (wins / total, total / (52 - len(board_ids) - 4))
    return out


def test_histogram_matches_a_brute_force_on_a_turn() -> None:
    hero = Range.from_string("AA,KK:0.5,AKs")
    villain = Range.from_string("QQ,JTs:0.25")
    board = "Qh7c2d5s"
    expected = brute_force_combo_equities(hero, villain, board)
    histogram = equity_histogram(hero, villain, board, bins=4)
    got = {c.combo_mask: c for c in histogram.combos}
    assert set(got) == set(expected)
    for mask, (equity, met) in expected.items():
        assert got[mask].equity == pytest.approx(equity, abs=1e-12)
        assert got[mask].matchup_weight == pytest.approx(met, abs=1e-12)
    weights = {c.combo_mask: c.weight * expected[c.combo_mask][1] for c in histogram.combos}
    total = sum(weights.values())
    for bar in histogram.bins:
        inside = [m for m, (e, _) in expected.items() if bar.low <= e < bar.high or (bar.high == 1.0 and e == 1.0)]
        assert bar.combos == len(inside)
        assert bar.share == pytest.approx(sum(weights[m] for m in inside) / total, abs=1e-12)
    assert [c.equity for c in histogram.combos] == sorted((c.equity for c in histogram.combos), reverse=True)


@pytest.mark.parametrize("options", [None, SimulationOptions.mc_seeded(100_000, 5)])
def test_histogram_mean_is_the_aggregate_equity(options: SimulationOptions | None) -> None:
    histogram = equity_histogram("JJ+,AKs:0.3,KQo:0.5", "99+:0.7,AQs+", "Ks7d2c", bins=20, options=options)
    assert histogram.mean == pytest.approx(histogram.result.hero_aggregate_equity, abs=1e-9)
    assert sum(b.share for b in histogram.bins) == pytest.approx(1.0, abs=1e-12)
    assert sum(b.combos for b in histogram.bins) == len(histogram.combos)
    assert [b.low for b in histogram.bins] == [k / 20 for k in range(20)]
    back = pickle.loads(pickle.dumps(histogram))  # the result's rows hold NaN for dead combos: compare the rest
    assert (back.bins, back.combos, back.mean) == (histogram.bins, histogram.combos, histogram.mean)


def test_histogram_of_omaha_ranges_and_refusals() -> None:
    histogram = equity_histogram("AA**", "KK**", "Qh7c2d", game="plo", options=SimulationOptions.mc_seeded(20_000, 1))
    assert histogram.mean == pytest.approx(histogram.result.hero_aggregate_equity, abs=1e-9)
    with pytest.raises(ValueError, match="bins"):
        equity_histogram("AA", "KK", bins=0)
    with pytest.raises(TypeError, match="Range, range text"):
        equity_histogram(["AA"], "KK")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        equity_histogram("AA,ZZ", "KK")


def test_the_command_line_histogram_json_and_plot(tmp_path: Path) -> None:
    import json
    import os
    import subprocess
    import sys

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "xiapl", "histogram", *args],
            capture_output=True,
            text=True,
            env=dict(os.environ),
            timeout=120,
        )

    printed = run("JJ+,AKs:0.3", "99+:0.7,AQs+", "Ks7d2c", "--bins", "8", "--json")
    assert printed.returncode == 0, printed.stderr
    document = json.loads(printed.stdout)
    expected = equity_histogram("JJ+,AKs:0.3", "99+:0.7,AQs+", "Ks7d2c", bins=8)
    assert document["hero_equity"] == pytest.approx(expected.mean, abs=1e-12)
    assert [b["share"] for b in document["bins"]] == pytest.approx([b.share for b in expected.bins], abs=1e-12)
    assert len(document["combos"]) == len(expected.combos)
    refused = run("AA", "KK", "--bins", "0")
    assert refused.returncode == 2
    assert "--bins must be from 1 to 1000" in refused.stderr
    pytest.importorskip("matplotlib")
    picture = tmp_path / "bars.png"
    drawn = run("AA,KK", "QQ", "Ks7d2c", "--plot", str(picture))
    assert drawn.returncode == 0, drawn.stderr
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"plot: {picture}" in drawn.stdout


# --- the hit table ----------------------------------------------------------------------------

# phevaluator's rank bands, best first: its own categories, independent of ours.
_BANDS = [(10, "StraightFlush"), (166, "FourOfAKind"), (322, "FullHouse"), (1599, "Flush"), (1609, "Straight")]
_BANDS += [(2467, "ThreeOfAKind"), (3325, "TwoPair"), (6185, "OnePair"), (7462, "HighCard")]
_STRAIGHTS = [{14, 2, 3, 4, 5}] + [set(range(low, low + 5)) for low in range(2, 11)]


def _category(rank: int) -> str:
    return next(name for top, name in _BANDS if rank <= top)


def _best_straight(ranks: set[int]) -> int:
    """The highest straight (its index in _STRAIGHTS, 1-based) among 5-card rank sets, or 0."""
    return max((i + 1 for i, s in enumerate(_STRAIGHTS) if s <= ranks), default=0)


def _add_straight_draws(draws: set[str], completing: list[int]) -> None:
    """The straight draws of the ranks that complete a straight, and a combo draw with a flush draw."""
    if len(completing) >= 2:
        draws.add("open_ended")
    elif len(completing) == 1:
        draws.add("gutshot")
    if completing and "flush_draw" in draws:
        draws.add("combo_draw")


def _tally(
    hand_range: Range, board: list[Card], hits: Callable[[list[Card], list[Card]], tuple[str, set[str]]]
) -> tuple[int, dict[str, float], dict[str, float]]:
    """The combos left, and the weights by category and by draw, of ``hits(hole, board)`` over a range."""
    made: dict[str, float] = {}
    draws: dict[str, float] = {}
    combos = 0
    for combo in hand_range.combos():
        hole = mask_to_cards(combo.mask)
        if set(hole) & set(board):
            continue
        combos += 1
        category, found = hits(hole, board)
        made[category] = made.get(category, 0.0) + combo.weight
        for name in found:
            draws[name] = draws.get(name, 0.0) + combo.weight
    return combos, made, draws


def _holdem_hits(hole: list[Card], board: list[Card]) -> tuple[str, set[str]]:
    """A combo's category and draws, by enumeration: the next cards that make a
    flush or a straight with a hole card, as a player counts them."""
    cards = [str(c) for c in hole + board]
    category = _category(evaluate_cards(*cards))
    draws: set[str] = set()
    high = max(c.rank for c in board)
    if category == "HighCard" and sum(c.rank > high for c in hole) >= 2:
        draws.add("overcards")
    if len(board) == 5:
        return category, draws
    # A flush: five of a suit among hole + board with a hole card among them.
    suits = {s: [c for c in hole + board if c.suit == s] for s in "cdhs"}
    flush_now = any(len(v) >= 5 and any(c in hole for c in v) for v in suits.values())
    if not flush_now and any(len(v) == 4 and any(c in hole for c in v) for v in suits.values()):
        draws.add("flush_draw")
    ranks = {c.rank for c in hole + board}
    board_ranks = {c.rank for c in board}
    if _best_straight(ranks) == 0:
        completing = [r for r in range(2, 15) if _best_straight(ranks | {r}) > _best_straight(board_ranks | {r})]
        _add_straight_draws(draws, completing)
    return category, draws


@pytest.mark.parametrize("board", ["9h8h2c", "Ks7d2c", "Th9h2c4d", "AhKhQh", "5c4d3h", "6s7s8s9d", "QdJdTd9d2s"])
def test_holdem_hit_table_as_a_player_counts_it(board: str) -> None:
    hand_range = Range.from_string("22+,A2s+,K9s+,QTs+,J9s+,T8s+,97s+,86s+,75s+,64s+,54s,ATo+,KJo+,QJo,JTo,T9o")
    board_cards = [Card(board[i : i + 2]) for i in range(0, len(board), 2)]
    table = hit_table(hand_range, board)
    combos, made, draws = _tally(hand_range, board_cards, _holdem_hits)
    assert table.combos == combos
    assert {c.name: w for c, w in table.made.items() if w} == made
    assert {
        name: getattr(table, name)
        for name in ("flush_draw", "open_ended", "gutshot", "combo_draw", "overcards")
        if getattr(table, name)
    } == draws
    assert sum(table.made.values()) == table.weight


def test_hit_table_of_a_counted_spot_weights_and_dead_cards() -> None:
    table = hit_table("JTs,T7s,76s,AhKh,QhJh,AKo,65s", "9h8h2c")
    assert (table.combos, table.weight) == (30, 30.0)
    assert table.made[xiapl.HandCategory.HighCard] == 30.0
    assert (table.flush_draw, table.open_ended, table.gutshot, table.combo_draw, table.overcards) == (6, 12, 5, 5, 18)
    half = hit_table("JTs:0.5,AKo", "9h8h2c", dead="Jh")
    assert (half.combos, half.weight) == (15, 13.5)
    assert half.open_ended == 1.5 and half.share(half.open_ended) == pytest.approx(1.5 / 13.5)
    assert [name for name, _ in half.rows()][-5:] == ["flush_draw", "open_ended", "gutshot", "combo_draw", "overcards"]
    assert pickle.loads(pickle.dumps(half)) == half


def _omaha_hits(hole: list[Card], board: list[Card]) -> tuple[str, set[str]]:
    """An Omaha combo's category and draws by enumeration of two hole and three board cards."""
    category = _category(
        min(evaluate_cards(*[str(c) for c in (*h, *b)]) for h in combinations(hole, 2) for b in combinations(board, 3))
    )
    draws: set[str] = set()
    high = max(c.rank for c in board)
    if category == "HighCard" and sum(c.rank > high for c in hole) >= 2:
        draws.add("overcards")
    if len(board) == 5:
        return category, draws

    def straight(board_ranks: list[int]) -> bool:
        return any(
            len({*h, *b}) == 5 and {*h, *b} in _STRAIGHTS
            for h in combinations([c.rank for c in hole], 2)
            for b in combinations(board_ranks, 3)
        )

    def flush(board_suits: list[str]) -> bool:
        return any(
            len({*h, *b}) == 1 for h in combinations([c.suit for c in hole], 2) for b in combinations(board_suits, 3)
        )

    ranks, suits = [c.rank for c in board], [c.suit for c in board]
    if not flush(suits) and any(flush([*suits, s]) for s in "cdhs"):
        draws.add("flush_draw")
    if not straight(ranks):
        completing = [r for r in range(2, 15) if r not in ranks and straight([*ranks, r])]
        _add_straight_draws(draws, completing)
    return category, draws


@pytest.mark.parametrize("board", ["Qh7h2c", "9h8h2c4d", "JdTs9c", "Qh7h2c3h9s"])
def test_plo_hit_table_as_two_hole_and_three_board_cards_count_it(board: str) -> None:
    hand_range = Range.from_string("AAKK,KQJT,9876,AhKh5c4d,QJT9ds", game="plo")
    board_cards = [Card(board[i : i + 2]) for i in range(0, len(board), 2)]
    table = hit_table(hand_range, board)
    combos, made, draws = _tally(hand_range, board_cards, _omaha_hits)
    assert table.combos == combos
    assert table.game is xiapl.GameType.Plo
    assert {c.name: w for c, w in table.made.items() if w} == made
    names = ("flush_draw", "open_ended", "gutshot", "combo_draw", "overcards")
    assert {name: getattr(table, name) for name in names if getattr(table, name)} == draws


@pytest.mark.parametrize(
    ("board", "dead", "words"),
    [("9h8h", None, "3, 4 or 5"), ("9h8h2c", "2c", "dead"), ("9h8h2c3d4s5s", None, "3, 4 or 5")],
)
def test_hit_table_refusals(board: str, dead: str | None, words: str) -> None:
    with pytest.raises(InvalidArgumentError, match=words):
        hit_table("AA", board, dead=dead)


def test_the_command_line_hits_json_and_plot(tmp_path: Path) -> None:
    import json
    import os
    import subprocess
    import sys

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "xiapl", "hits", *args]
        return subprocess.run(command, capture_output=True, text=True, env=dict(os.environ), timeout=120)

    printed = run("AAKK,KQJT", "Qh7h2c", "--game", "plo", "--dead", "As", "--json")
    assert printed.returncode == 0, printed.stderr
    document = json.loads(printed.stdout)
    expected = hit_table("AAKK,KQJT", "Qh7h2c", game="plo", dead="As")
    assert document["combos"] == expected.combos
    assert document["made"] == {c.name: w for c, w in expected.made.items()}
    assert document["draws"]["flush_draw"] == expected.flush_draw
    refused = run("AA", "9h8h")
    assert refused.returncode == 2
    assert "3, 4 or 5" in refused.stderr
    pytest.importorskip("matplotlib")
    picture = tmp_path / "hits.svg"
    drawn = run("JTs,76s,AKo", "9h8h2c", "--plot", str(picture))
    assert drawn.returncode == 0, drawn.stderr
    assert picture.read_text().lstrip().startswith("<?xml")
