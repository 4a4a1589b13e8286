"""Replays the shared vectors (tests/vectors/*.json) through the Python package.

The Go, Node and Rust suites replay the same files, so all four bindings give
the same answers: strengths, categories, descriptions, judge winners, best
fives, seeded deck orders, equities, ranges, suit canonicalization, hand-strength
rows, the table engine's states step by step, and the status of every error case.
"""

from __future__ import annotations

import ctypes
import json
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from xiapl import _convert, _native, icm
from xiapl import canonicalize as canon
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
from xiapl.game import GameFamily, GameType, Ranking, as_game, parse_game
from xiapl.range import Range
from xiapl.simulation import SimulationOptions, calculate_equity, calculate_range_equity
from xiapl.strength import board_strengths
from xiapl.table import Betting, IllegalStepError, State, usual_table
from xiapl.utils import cards_to_mask

VECTORS = Path(__file__).resolve().parent.parent / "vectors"
lib = _native.lib


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((VECTORS / name).read_text(encoding="utf-8"))
    assert data["format"] == 1, f"{name}: unknown vector format {data['format']}"
    return data


CARDS = load("cards.json")
DECK = load("deck.json")
EVAL = load("eval.json")
JUDGE = load("judge.json")
EQUITY = load("equity.json")
RANGE = load("range.json")
CANON = load("canon.json")
STRENGTH = load("strength.json")
TABLE = load("table.json")
PHH = load("phh.json")
ICM = load("icm.json")


def status_name(call: Any) -> str:
    with pytest.raises(XiaplError) as info:
        call()
    return info.value.status_name


def out_i32() -> Any:
    return ctypes.byref(ctypes.c_int32())


def out_u64() -> Any:
    return ctypes.byref(ctypes.c_uint64())


# --- cards -----------------------------------------------------------------


def test_vectors_match_this_abi() -> None:
    assert CARDS["abi_version"] == _native.ABI_VERSION


@pytest.mark.parametrize("row", CARDS["cards"], ids=lambda r: r["name"])
def test_card_names(row: dict[str, Any]) -> None:
    card = Card.from_id(row["id"])
    assert (str(card), card.rank, card.suit) == (row["name"], row["rank"], row["suit"])


@pytest.mark.parametrize("row", CARDS["parse"], ids=lambda r: r["text"])
def test_card_parse(row: dict[str, Any]) -> None:
    card = Card.from_string(row["text"])
    assert (card.id, str(card)) == (row["id"], row["name"])


@pytest.mark.parametrize("row", CARDS["parse_errors"], ids=lambda r: repr(r["text"]))
def test_card_parse_errors(row: dict[str, Any]) -> None:
    assert status_name(lambda: Card.from_string(row["text"])) == row["status"]


@pytest.mark.parametrize("row", CARDS["parse_list"], ids=lambda r: repr(r["text"]))
def test_cards_parse(row: dict[str, Any]) -> None:
    assert _convert.parse_cards(row["text"]) == row["ids"]


@pytest.mark.parametrize("row", CARDS["parse_list_errors"], ids=lambda r: repr(r["text"]))
def test_cards_parse_errors(row: dict[str, Any]) -> None:
    assert status_name(lambda: _convert.parse_cards(row["text"])) == row["status"]


@pytest.mark.parametrize("row", CARDS["masks"], ids=lambda r: r["mask"])
def test_masks(row: dict[str, Any]) -> None:
    assert _convert.mask_from_ids(row["ids"]) == int(row["mask"])
    assert _convert.ids_from_mask(int(row["mask"])) == row["sorted_ids"]


@pytest.mark.parametrize("row", CARDS["mask_from_ids_errors"], ids=lambda r: str(r["ids"]))
def test_mask_from_ids_errors(row: dict[str, Any]) -> None:
    assert status_name(lambda: _convert.mask_from_ids(row["ids"])) == row["status"]


@pytest.mark.parametrize("row", CARDS["mask_to_ids_errors"], ids=lambda r: r["mask"])
def test_mask_to_ids_errors(row: dict[str, Any]) -> None:
    assert status_name(lambda: _convert.ids_from_mask(int(row["mask"]))) == row["status"]


# --- deck ------------------------------------------------------------------


@pytest.mark.parametrize("row", DECK["shuffles"], ids=lambda r: r["seed"])
def test_seeded_shuffle(row: dict[str, Any]) -> None:
    deck = Deck()
    deck.shuffle(int(row["seed"]))
    assert deck.card_ids == row["order"]


@pytest.mark.parametrize("scenario", DECK["scenarios"], ids=lambda s: s["name"])
def test_deck_scenarios(scenario: dict[str, Any]) -> None:
    deck = Deck()
    actions: dict[str, Callable[[dict[str, Any]], Any]] = {
        "shuffle": lambda step: deck.shuffle(int(step["seed"])),
        "deal": lambda step: [c.id for c in deck.deal(step["count"])],
        "burn": lambda step: deck.burn(step["count"]),
        "remove": lambda step: deck.remove_cards(int(step["mask"])),
        "reset": lambda step: deck.reset(),
        "cards": lambda step: deck.card_ids,
    }
    for step in scenario["steps"]:
        op = step["op"]
        if "status" in step:
            assert status_name(partial(actions[op], step)) == step["status"], f"{op} {step}"
        else:
            result = actions[op](step)
            if "cards" in step:
                assert result == step["cards"], f"{op} {step}"


# --- evaluation --------------------------------------------------------------


@pytest.mark.parametrize("row", EVAL["hands"], ids=lambda r: r["cards"])
def test_hands(row: dict[str, Any]) -> None:
    value = evaluate_mask(int(row["mask"]))
    assert value.strength == row["strength"]
    assert evaluate_cards(row["ids"]).strength == row["strength"]
    assert int(value.category) == row["category"]
    assert value.category.name.upper() == row["category_name"].replace("_", "")
    assert list(value.kickers) == row["kickers"]
    assert str(value) == row["describe"]
    assert hand_name(value) == row["hand_name"]


@pytest.mark.parametrize("row", EVAL["strengths"], ids=lambda r: str(r["strength"]))
def test_strengths(row: dict[str, Any]) -> None:
    value = HandValue(row["strength"])
    assert int(value.category) == row["category"]
    assert list(value.kickers) == row["kickers"]
    assert str(value) == row["describe"]
    assert hand_name(value) == row["hand_name"]


def test_evaluate_many() -> None:
    masks = [int(row["mask"]) for row in EVAL["hands"]]
    assert evaluate_many(masks) == [row["strength"] for row in EVAL["hands"]]


@pytest.mark.parametrize("row", EVAL["games"], ids=lambda r: f"{r['game_name']}:{r['hole']}|{r['board']}")
def test_games(row: dict[str, Any]) -> None:
    board, hole, game = int(row["board_mask"]), int(row["hole_mask"]), row["game"]
    assert evaluate_hand(board, hole, game=game).strength == row["strength"]
    best = best_hand(board, hole, game=game)
    assert best.value.strength == row["strength"]
    assert cards_to_mask(best.cards) == int(row["best_five"])
    assert cards_to_mask(best.hole_used) == int(row["hole_used"])


@pytest.mark.parametrize("game", [0, 1, 2, 3])
def test_evaluate_hands_many(game: int) -> None:
    rows = [row for row in EVAL["games"] if row["game"] == game]
    assert rows
    boards = [int(row["board_mask"]) for row in rows]
    holes = [int(row["hole_mask"]) for row in rows]
    assert evaluate_hands_many(boards, holes, game=game) == [row["strength"] for row in rows]


def _eval_error_call(row: dict[str, Any]) -> Any:
    call = row["call"]
    if call == "evaluate_mask":
        return lambda: evaluate_mask(int(row["mask"]))
    if call == "evaluate_ids":
        ids = row["ids"]
        return lambda: lib.xiapl_eval_ids((ctypes.c_int32 * len(ids))(*ids), len(ids), out_i32())
    if call == "evaluate_hand":
        return lambda: lib.xiapl_eval_hand(row["game"], int(row["hole"]), int(row["board"]), out_i32())
    if call == "best_hand":
        return lambda: lib.xiapl_eval_best_five(
            row["game"], int(row["hole"]), int(row["board"]), out_u64(), out_u64(), out_i32()
        )
    if call in ("strength_category", "strength_kickers", "describe_strength", "hand_name"):
        strength = row["strength"]
        buffer = ctypes.create_string_buffer(128)
        kickers = (ctypes.c_int32 * 5)()
        return {
            "strength_category": lambda: lib.xiapl_strength_category(strength, out_i32()),
            "strength_kickers": lambda: lib.xiapl_strength_kickers(strength, kickers, 5, out_u64()),
            "describe_strength": lambda: lib.xiapl_strength_describe(strength, buffer, 128, out_u64()),
            "hand_name": lambda: lib.xiapl_strength_name(strength, buffer, 128, out_u64()),
        }[call]
    if call == "evaluate_many":
        return lambda: evaluate_many([int(m) for m in row["masks"]])
    if call == "evaluate_hands_many":
        boards = [int(m) for m in row["boards"]]
        holes = [int(m) for m in row["holes"]]
        count = len(boards)
        return lambda: lib.xiapl_eval_hands(
            row["game"],
            (ctypes.c_uint64 * count)(*holes),
            (ctypes.c_uint64 * count)(*boards),
            count,
            (ctypes.c_uint16 * count)(),
        )
    raise AssertionError(f"unknown call {call} in eval.json")


@pytest.mark.parametrize("row", EVAL["errors"], ids=lambda r: r["call"])
def test_eval_errors(row: dict[str, Any]) -> None:
    assert status_name(_eval_error_call(row)) == row["status"]


# --- judge -------------------------------------------------------------------


@pytest.mark.parametrize("row", JUDGE["cases"], ids=lambda r: f"{r['game_name']}:{r['board']}")
def test_judge(row: dict[str, Any]) -> None:
    holes = [int(m) for m in row["hole_masks"]]
    board = int(row["board_mask"])
    assert judge(holes, board, game=row["game"]) == row["winners"]
    assert [evaluate_hand(board, h, game=row["game"]).strength for h in holes] == row["strengths"]


@pytest.mark.parametrize("row", JUDGE["errors"], ids=lambda r: f"game{r['game']}:{len(r['hole_masks'])}")
def test_judge_errors(row: dict[str, Any]) -> None:
    holes = [int(m) for m in row["hole_masks"]]
    count = len(holes)
    buffer = (ctypes.c_uint64 * max(count, 1))(*holes)
    winners = (ctypes.c_int32 * max(count, 1))()

    def call() -> Any:
        return lib.xiapl_eval_showdown(row["game"], buffer, count, int(row["board"]), winners, max(count, 1), out_u64())

    assert status_name(call) == row["status"]


# --- equity ------------------------------------------------------------------


def _equity_matches(result: Any, row: dict[str, Any]) -> None:
    assert result.trials == row["trials"]
    assert result.exact == row["exact"]
    assert result.chop_rate == pytest.approx(row["chop_rate"], abs=1e-12)
    for key in ("equity", "win", "tie", "std_error"):
        assert [getattr(p, key) for p in result.players] == pytest.approx(row[key], abs=1e-12), key


@pytest.mark.parametrize("row", EQUITY["exact"], ids=lambda r: f"{r['game_name']}:{'/'.join(r['holes'])}:{r['board']}")
def test_equity_exact(row: dict[str, Any]) -> None:
    result = calculate_equity(
        [int(m) for m in row["hole_masks"]],
        int(row["board_mask"]),
        SimulationOptions.exact(),
        game=row["game"],
        dead=int(row["dead_mask"]),
    )
    _equity_matches(result, row)


@pytest.mark.parametrize("row", EQUITY["seeded"], ids=lambda r: f"{r['game_name']}:{'/'.join(r['holes'])}:{r['seed']}")
def test_equity_seeded(row: dict[str, Any]) -> None:
    for threads in (row["threads"], 1, 2):
        options = SimulationOptions.mc_seeded(row["iterations"], int(row["seed"]), threads=threads)
        result = calculate_equity(
            [int(m) for m in row["hole_masks"]],
            int(row["board_mask"]),
            options,
            game=row["game"],
            dead=int(row["dead_mask"]),
        )
        _equity_matches(result, row)
        assert result.seed == int(row["seed"])


@pytest.mark.parametrize("row", EQUITY["errors"], ids=lambda r: r["status"])
def test_equity_errors(row: dict[str, Any]) -> None:

    def call() -> Any:
        holes = [int(m) for m in row["hole_masks"]]
        return calculate_equity(holes, int(row["board_mask"]), game=row["game"], dead=int(row["dead_mask"]))

    assert status_name(call) == row["status"]


# --- ranges ------------------------------------------------------------------


@pytest.mark.parametrize("row", RANGE["ranges"], ids=lambda r: f"{r['game_name']}:{r['text']}")
def test_ranges(row: dict[str, Any]) -> None:
    r = Range.from_string(row["text"], row["game"])
    assert r.size() == row["size"]
    assert r.total_weight() == pytest.approx(row["total_weight"], abs=1e-9)
    if "combo_masks" in row:
        combos = r.combos()
        assert [str(c.mask) for c in combos] == row["combo_masks"]
        assert [c.weight for c in combos] == row["combo_weights"]


@pytest.mark.parametrize("row", RANGE["errors"], ids=lambda r: f"{r['game']}:{r['text']}")
def test_range_errors(row: dict[str, Any]) -> None:

    def call() -> Any:
        return lib.xiapl_range_parse(row["game"], row["text"].encode(), ctypes.byref(ctypes.c_void_p()))

    assert status_name(call) == row["status"]


@pytest.mark.parametrize("row", RANGE["equity"], ids=lambda r: f"{r['hero']}-vs-{r['villain']}")
def test_range_equity(row: dict[str, Any]) -> None:
    result = calculate_range_equity(
        Range.from_string(row["hero"], row["game"]),
        Range.from_string(row["villain"], row["game"]),
        options=SimulationOptions.exact(),
    )
    assert result.hero_aggregate_equity == pytest.approx(row["hero_equity"], abs=1e-12)
    assert result.villain_aggregate_equity == pytest.approx(row["villain_equity"], abs=1e-12)
    assert (result.trials, result.matchups, result.exact) == (row["trials"], row["matchups"], row["exact"])


# --- canonicalization ----------------------------------------------------------


@pytest.mark.parametrize("row", CANON["boards"], ids=lambda r: r["board"])
def test_canon_boards(row: dict[str, Any]) -> None:
    board = int(row["board"])
    assert canon.canonicalize_board_mask(board) == int(row["canonical"])
    assert canon.board_orbit_size(board) == row["orbit"]


@pytest.mark.parametrize("row", CANON["hands"], ids=lambda r: r["hand"])
def test_canon_hands(row: dict[str, Any]) -> None:
    hand = int(row["hand"])
    assert canon.canonical_hand_mask(hand) == int(row["canonical"])
    assert canon.hand_orbit_size(hand) == row["orbit"]
    if "class" in row:
        assert canon.holdem_hand_class(hand) == row["class"]


@pytest.mark.parametrize("row", CANON["situations"], ids=lambda r: f"{r['hero']}-{r['board']}")
def test_canon_situations(row: dict[str, Any]) -> None:
    hero, board = int(row["hero"]), int(row["board"])
    assert canon.canonical_situation_masks(hero, board) == (int(row["canonical_hero"]), int(row["canonical_board"]))
    assert canon.hero_and_board_orbit_size(hero, board) == row["orbit"]


def test_canon_counts() -> None:
    for row in CANON["counts"]:
        out = ctypes.c_uint64()
        lib.xiapl_canon_count(row["hero_size"], row["board_size"], ctypes.byref(out))
        assert out.value == row["count"], row


@pytest.mark.parametrize("row", CANON["streams"], ids=lambda r: f"{r['hero_size']}+{r['board_size']}")
def test_canon_streams(row: dict[str, Any]) -> None:
    games = {2: "holdem", 4: "plo"}
    if row["board_size"] == 0:
        chunks: Any = canon.stream_canonical_hands(game=games[row["hero_size"]], chunk_size=777)
    elif row["hero_size"] == 0:
        chunks = canon.stream_canonical_boards(row["board_size"], chunk_size=777)
    else:
        chunks = canon.stream_canonical_situations(row["board_size"], game=games[row["hero_size"]], chunk_size=777)
    read = weight_sum = digest = 0
    rows: list[list[Any]] = []
    for chunk in chunks:
        for entry in zip(*chunk, strict=True):
            if read == row["limit"]:
                break
            read += 1
            weight_sum += entry[-1]
            for value in entry:
                digest = (digest * 1000003 + value) % (1 << 64)
            if len(rows) < len(row["rows"]):
                rows.append([str(m) for m in entry[:-1]] + [entry[-1]])
    assert (read, weight_sum, str(digest)) == (row["rows_read"], row["weight_sum"], row["digest"])
    assert rows == row["rows"]


@pytest.mark.parametrize("row", CANON["errors"], ids=lambda r: f"{r['call']}-{r.get('masks', r.get('sizes'))}")
def test_canon_errors(row: dict[str, Any]) -> None:
    masks = [int(m) for m in row.get("masks", [])]
    calls = {
        "board": lambda: canon.canonicalize_board_mask(masks[0]),
        "hand": lambda: canon.canonical_hand_mask(masks[0]),
        "situation": lambda: canon.canonical_situation_masks(masks[0], masks[1]),
        "count": lambda: lib.xiapl_canon_count(*row.get("sizes", [0, 0]), ctypes.byref(ctypes.c_uint64())),
    }
    assert status_name(calls[row["call"]]) == row["status"]


# --- hand strength -------------------------------------------------------------


@pytest.mark.parametrize("board", STRENGTH["boards"], ids=lambda b: b["board"])
def test_strength_boards(board: dict[str, Any]) -> None:
    table = board_strengths(int(board["board_mask"]), bins=board["bins"])
    bins = board["bins"]
    assert len(table.heroes) == board["row_count"]
    mean = sum(w * e for w, e in zip(table.orbit_sizes, table.ehs, strict=True)) / sum(table.orbit_sizes)
    assert mean == pytest.approx(board["mean_ehs"], abs=1e-12)
    index = {hero: i for i, hero in enumerate(table.heroes)}
    rows = [row for row in STRENGTH["rows"] if row["board_mask"] == board["board_mask"]]
    assert len(rows) == board["sampled"]
    for row in rows:
        i = index[int(row["hero"])]
        assert table.orbit_sizes[i] == row["weight"], row["hole"]
        assert table.ehs[i] == pytest.approx(row["ehs"], abs=1e-12), row["hole"]
        assert table.ehs2[i] == pytest.approx(row["ehs2"], abs=1e-12), row["hole"]
        histogram = None if table.histogram is None else list(table.histogram[i * bins : (i + 1) * bins])
        assert histogram == row["histogram"], row["hole"]


# --- table engine --------------------------------------------------------------

DEAL_BOARD, DEAL_RANDOM = 16, 17


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
    if step["kind"] == DEAL_BOARD:
        return state.deal(int(step["cards"]))
    if step["kind"] == DEAL_RANDOM:
        return state.deal_random()
    assert state.actor == step["seat"]
    return state.apply(step["kind"], step["amount"])


def snapshot(state: State) -> dict[str, Any]:
    info = state._info()
    return {
        "phase": info.phase,
        "street": info.street,
        "actor": info.actor,
        "cards_needed": info.cards_needed,
        "board": str(info.board),
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


def final(state: State) -> dict[str, Any]:
    return {
        "stacks": state.stacks,
        "won": state.won,
        "contributed": state.contributed,
        "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in state.pots],
    }


@pytest.mark.parametrize("hand", TABLE["hands"], ids=lambda h: h["name"])
def test_table_hands_step_by_step(hand: dict[str, Any]) -> None:
    state = table_start(hand["config"])
    assert snapshot(state) == hand["states"][0]
    for index, step in enumerate(hand["steps"], 1):
        state = table_step(state, step)
        assert snapshot(state) == hand["states"][index], f"after step {index}: {step}"
    assert final(state) == hand["final"]


@pytest.mark.parametrize(
    "hand", [h for h in TABLE["hands"] if all(s["kind"] != DEAL_RANDOM for s in h["steps"])], ids=lambda h: h["name"]
)
def test_table_hands_in_one_call(hand: dict[str, Any]) -> None:
    steps = hand["steps"]
    state = table_start(hand["config"]).apply_many(
        [s["kind"] for s in steps],
        [int(s["cards"]) if s["kind"] == DEAL_BOARD else s["amount"] for s in steps],
        [s["seat"] for s in steps],
    )
    assert snapshot(state) == hand["states"][-1]
    assert final(state) == hand["final"]


@pytest.mark.parametrize("row", TABLE["errors"], ids=lambda r: r["message_contains"])
def test_table_refused_steps(row: dict[str, Any]) -> None:
    hand = TABLE["hands"][row["hand"]]
    state = table_start(hand["config"])
    for step in hand["steps"][: row["after"]]:
        state = table_step(state, step)
    step = row["step"]
    call = (
        (lambda: state.deal(int(step["cards"])))
        if step["kind"] == DEAL_BOARD
        else (lambda: state.apply(step["kind"], step["amount"]))
    )
    with pytest.raises(XiaplError) as info:
        call()
    assert info.value.status_name == row["status"]
    assert row["message_contains"] in str(info.value)
    assert snapshot(state) == hand["states"][row["after"]]  # the state is unchanged


@pytest.mark.parametrize("row", TABLE["apply_many_errors"], ids=lambda r: str(r["failed_index"]))
def test_table_apply_many_errors(row: dict[str, Any]) -> None:
    hand, steps = TABLE["hands"][row["hand"]], row["steps"]
    with pytest.raises(IllegalStepError) as info:
        table_start(hand["config"]).apply_many(
            [s["kind"] for s in steps],
            [int(s["cards"]) if s["kind"] == DEAL_BOARD else s["amount"] for s in steps],
            [s["seat"] for s in steps],
        )
    assert (info.value.index, info.value.status_name) == (row["failed_index"], row["status"])


@pytest.mark.parametrize("row", TABLE["config_errors"], ids=lambda r: r["message_contains"])
def test_table_config_errors(row: dict[str, Any]) -> None:
    # Python refuses some configs before the library (ValueError); the library's own status is checked in C.
    with pytest.raises((XiaplError, ValueError)) as info:
        table_start(row["config"])
    if isinstance(info.value, XiaplError):
        assert info.value.status_name == row["status"]
        assert row["message_contains"] in str(info.value)


# --- phh ----------------------------------------------------------------------


@pytest.mark.parametrize("row", PHH["hands"], ids=lambda r: r["name"])
def test_phh_hand_vectors(row: dict[str, Any]) -> None:
    from xiapl import phh
    from xiapl.allin import allin_spots

    hand = phh.parse_phh(row["text"])
    assert str(hand.chip_scale().unit) == row["chip_unit"]
    assert (int(hand.game), hand.player_count) == (row["game"], row["players"])
    state = phh.replay(hand)
    assert (state.stacks, state.won, len(state.history())) == (row["final_stacks"], row["won"], row["history_len"])
    results = [
        {
            "amount": r.amount,
            "winners": _bits(r.winners),
            "won": list(r.won),
            "high_winners": _bits(r.high_winners),
            "low_winners": _bits(r.low_winners),
            "odd_chips": r.odd_chips,
            "odd_chip_seats": _bits(r.odd_chip_seats),
            "order": list(r.order),
        }
        for r in state.pot_results()
    ]
    assert results == row["pot_results"]
    assert [[s.street, s.draw] for s in state.history()] == row["streets"]
    assert phh.format_phh(hand) == row["written"]
    assert phh.format_phh(phh.parse_phh(row["written"])) == row["written"]
    spots = allin_spots(state)
    assert len(spots) == len(row["allin"])
    for spot, want in zip(spots, row["allin"], strict=True):
        assert (int(spot.street), spot.board, spot.dead) == (want["street"], int(want["board"]), int(want["dead"]))
        assert spot.expected == pytest.approx(want["expected"], abs=1e-9)
        assert [p.amount for p in spot.pots] == [p["amount"] for p in want["pots"]]
        for pot, pot_want in zip(spot.pots, want["pots"], strict=True):
            assert sum(1 << s for s in pot.seats) == pot_want["eligible"]
            assert [pot.equity_of(s) for s in range(state.seat_count)] == pytest.approx(pot_want["equity"], abs=1e-9)


def _bits(seats: tuple[int, ...]) -> int:
    return sum(1 << s for s in seats)


@pytest.mark.parametrize("row", PHH["warnings"], ids=lambda r: r["name"])
def test_phh_warning_vectors(row: dict[str, Any]) -> None:
    from xiapl import phh

    with pytest.warns(phh.PhhReplayWarning) as caught:
        state = phh.replay(phh.parse_phh(row["text"]))
    assert [str(w.message) for w in caught] == [w["text"] for w in row["warnings"]]
    records = [
        {"kind": w.kind, "step": w.step, "seat": w.seat, "player": w.player, "street": w.street, "text": w.text}
        for w in state.replay_warnings()
    ]
    assert records == row["warnings"]
    assert [[s.street, s.draw] for s in state.history()] == row["streets"]


def test_phh_batch_and_refusal_vectors() -> None:
    from xiapl import phh

    finals = list(phh.replay_all([row["text"] for row in PHH["hands"]], threads=2))
    assert [s.stacks for s in finals if isinstance(s, State)] == [row["final_stacks"] for row in PHH["hands"]]
    for row in PHH["unsupported"]:
        assert status_name(lambda row=row: phh.parse_phh(row["text"])) == row["status"]
    for row in PHH["errors"]:
        with pytest.raises(XiaplError) as info:
            hand = phh.parse_phh(row["text"])
            assert row["replay"], "the text was read"
            phh.replay(hand)
        assert info.value.status_name == row["status"]
        assert row["message_contains"] in str(info.value)


# --- icm ---------------------------------------------------------------------


def close_all(got: Any, want: Any) -> bool:
    return len(got) == len(want) and all(abs(a - b) <= 1e-12 * max(1.0, abs(b)) for a, b in zip(got, want, strict=True))


def test_icm_vectors() -> None:
    for row in ICM["exact"]:
        assert close_all(icm.prize_equity(row["stacks"], row["payouts"]), row["equity"])
    for row in ICM["monte_carlo"]:
        for threads in (row["threads"], 1, 2):
            est = icm.prize_equity_monte_carlo(
                row["stacks"], row["payouts"], row["iterations"], seed=int(row["seed"]), threads=threads
            )
            assert list(est.equity) == row["equity"] and list(est.std_error) == row["std_error"]
    for row in ICM["bubble"]:
        bf = icm.bubble_factor(row["stacks"], row["payouts"], row["player"], row["opponent"])
        names = ("equity", "equity_win", "equity_lose", "factor", "break_even", "risk_premium")
        assert close_all([getattr(bf, k) for k in names], [row[k] for k in names])
    for row in ICM["shove_call"]:
        sc = icm.shove_call(
            row["stacks"], row["payouts"], row["shover"], row["caller"], row["win"], row["tie"], posted=row["posted"]
        )
        for key in ("fold", "call_win", "call_lose", "call_split", "call"):
            assert close_all(getattr(sc, key), row[key]), key
        assert close_all([sc.break_even], [row["break_even"]])
    calls: dict[str, Callable[[dict[str, Any]], Any]] = {
        "exact": lambda r: icm.prize_equity(r["stacks"], r["payouts"]),
        "monte_carlo": lambda r: icm.prize_equity_monte_carlo(
            r["stacks"], r["payouts"], r["iterations"], seed=int(r["seed"]), threads=r["threads"]
        ),
        "bubble_factor": lambda r: icm.bubble_factor(r["stacks"], r["payouts"], r["player"], r["opponent"]),
        "shove_call": lambda r: icm.shove_call(
            r["stacks"], r["payouts"], r["shover"], r["caller"], r["win"], r["tie"], posted=r["posted"]
        ),
    }
    for row in ICM["errors"]:
        assert status_name(partial(calls[row["call"]], row)) == row["status"]


def test_vectors_are_current() -> None:
    """The committed JSON is what generate.py writes for this library (and it re-checks the oracle)."""
    import subprocess
    import sys

    pytest.importorskip("phevaluator")
    result = subprocess.run(
        [sys.executable, str(VECTORS / "generate.py"), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr + result.stdout


# -- game_table.json: the table of games (names, families, figures, usual tables) -------------


def test_game_table_names_families_and_figures() -> None:
    data = load("game_table.json")
    assert [row["game"] for row in data["games"]] == [int(g) for g in GameType]
    for row in data["games"]:
        game = GameType(row["game"])
        assert game.key == row["key"]
        assert list(game.names) == row["names"]
        assert game.family is GameFamily(row["family"])
        assert (game.deck_cards, game.hole_cards, game.board_cards) == (
            row["deck_cards"],
            row["hole_cards"],
            row["board_cards"],
        )
        assert (game.ranking, game.low_ranking) == (Ranking(row["high_ranking"]), Ranking(row["low_ranking"]))
        for name in (*row["names"], game.display_name):
            assert parse_game(name) is game and as_game(name) is game, name
    for row in data["parse"]:
        assert parse_game(row["name"]) is GameType(row["game"]), row
    for row in data["parse_errors"]:
        with pytest.raises(ValueError) as caught:
            as_game(row["name"])
        assert isinstance(caught.value, XiaplError) and caught.value.status_name == row["status"], row
        for part in row["message_has"]:
            assert part in str(caught.value), (part, str(caught.value))


def test_game_table_usual_tables() -> None:
    data = load("game_table.json")
    for row in data["defaults"]:
        betting = None if row["betting"] is None else Betting(row["betting"])
        got = usual_table(row["game"], betting, row["draws"])
        want = row["expect"]
        assert got.betting is Betting(want["betting"]), row
        assert (got.draws, got.small_blind, got.big_blind, got.ante, got.bring_in, got.small_bet, got.big_bet) == (
            want["draws"],
            want["small_blind"],
            want["big_blind"],
            want["ante"],
            want["bring_in"],
            want["small_bet"],
            want["big_bet"],
        ), row
    for row in data["default_errors"]:
        with pytest.raises(ValueError):
            usual_table(row["game"], row["betting"], row["draws"])


# --- board.json: board facts and hand money facts ------------------------------


def test_board_vectors() -> None:
    from xiapl.distributed.flops import flop_classes, flop_texture
    from xiapl.hand_facts import money_facts
    from xiapl.phh import parse_phh, replay

    data = load("board.json")
    for row in data["textures"]:
        got = flop_texture(int(row["flop"]), game=GameType(row["game"]))
        assert got == {k: row[k] for k in ("texture", "suits", "pairing", "connected")}, row
    for row in data["texture_errors"]:
        with pytest.raises(XiaplError) as caught:
            flop_texture(int(row["flop"]), game=GameType(row["game"]))
        assert caught.value.status_name == row["status"], row
    for row in data["classes"]:
        got = flop_classes([tuple(p) for p in row["relabellings"]], game=GameType(row["game"]))
        pairs = [[str(c.flop), c.weight] for c in got]
        assert (len(got), sum(c.weight for c in got)) == (row["count"], row["total"]), row["relabellings"]
        assert pairs[: len(row["first"])] == row["first"] and pairs[-len(row["last"]) :] == row["last"]
    for row in data["class_errors"]:
        with pytest.raises(XiaplError) as caught:
            flop_classes([tuple(p) for p in row["relabellings"]], game=GameType(row["game"]))
        assert caught.value.status_name == row["status"], row
    for row in data["decks"]:
        deck = ctypes.c_uint64()
        lib.xiapl_game_deck(row["game"], ctypes.byref(deck))
        assert (deck.value, deck.value.bit_count()) == (int(row["deck"]), row["cards"]), row
    for row in data["money"]:
        facts = money_facts(replay(parse_phh(row["text"])))
        first_in = -1 if facts.first_in_raiser is None else facts.first_in_raiser
        assert (list(facts.voluntary_round), list(facts.raise_round), first_in) == (
            row["voluntary_round"],
            row["raise_round"],
            row["first_in_raiser"],
        ), row["name"]
