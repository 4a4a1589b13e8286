"""games.json: the games beyond Hold'em and Omaha high (short deck, Omaha hi/lo,
stud, stud hi/lo, razz, 2-7 lowball, badugi), for generate.py.

Every hand's ranking against the other hands of its record, every showdown's
winners (both halves) and every exact equity are checked against pokerkit
(PyPI), an independent implementation of every PHH game: its hand classes
judge each hand from the game's cards (``from_game``), and the equities come
from a brute force over every deal to come judged with those classes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations
from typing import Any

from pokerkit import (
    BadugiHand,
    EightOrBetterLowHand,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    RegularLowHand,
    ShortDeckHoldemHand,
    StandardHighHand,
    StandardLowHand,
)

import xiapl
from xiapl import GameType
from xiapl.card import Card
from xiapl.errors import XiaplError
from xiapl.simulation import SimulationOptions, calculate_equity
from xiapl.utils import cards_to_mask, mask_to_ids

OTHER_GAMES = [g for g in GameType if g > GameType.Plo6]
SHORT_RANKS = "6789TJQKA"


class GamesVectorError(Exception):
    """The library and pokerkit disagree."""


def _text(ids: list[int]) -> str:
    return "".join(str(Card.from_id(i)) for i in ids)


def _ids(mask: int) -> list[int]:
    return mask_to_ids(mask)


def _pk_high(game: GameType, hole: str, board: str) -> Any:
    if game is GameType.ShortDeck:
        return ShortDeckHoldemHand.from_game(hole, board)
    if game in (GameType.PloHiLo, GameType.Plo5HiLo):
        return OmahaHoldemHand.from_game(hole, board)
    if game in (GameType.Stud, GameType.StudHiLo):
        return StandardHighHand.from_game(hole)
    if game is GameType.Razz:
        return RegularLowHand.from_game(hole)
    if game is GameType.Lowball27:
        return StandardLowHand.from_game(hole)
    return BadugiHand.from_game(hole)


def _pk_low(game: GameType, hole: str, board: str) -> Any:
    try:
        if game is GameType.StudHiLo:
            return EightOrBetterLowHand.from_game(hole)
        return OmahaEightOrBetterLowHand.from_game(hole, board)
    except ValueError:
        return None  # no qualifying low


def _order(values: list[Any]) -> list[list[int]]:
    """For each i and j: -1, 0, 1 as value i is below, equal to or above value j."""
    return [[(a > b) - (a < b) for b in values] for a in values]


def _expect(condition: bool, what: str) -> None:
    if not condition:
        raise GamesVectorError(what)


def _deal(rng: random.Random, game: GameType, players: int, board_size: int) -> tuple[list[int], list[list[int]]]:
    deck = [i for i in range(52) if game is not GameType.ShortDeck or str(Card.from_id(i))[0] in SHORT_RANKS]
    size = game.hole_cards
    cards = rng.sample(deck, players * size + board_size)
    return cards[players * size :], [cards[p * size : (p + 1) * size] for p in range(players)]


def _hand_record(game: GameType, board: list[int], hole: list[int]) -> dict[str, Any]:
    board_mask, hole_mask = cards_to_mask(board), cards_to_mask(hole)
    value = xiapl.evaluate_hand(board_mask, hole_mask, game=game)
    best = xiapl.best_hand(board_mask, hole_mask, game=game)
    record: dict[str, Any] = {
        "game": int(game),
        "board": _text(board),
        "hole": _text(hole),
        "board_mask": str(board_mask),
        "hole_mask": str(hole_mask),
        "ranking": int(game.ranking),
        "strength": int(value),
        "category": int(value.category),
        "kickers": list(value.kickers),
        "describe": xiapl.describe_hand(value),
        "hand_name": xiapl.hand_name(value),
        "best_five": str(sum(c.mask for c in best.cards)),
        "hole_used": str(sum(c.mask for c in best.hole_used)),
    }
    if game.is_hilo:
        low = xiapl.evaluate_low(board_mask, hole_mask, game=game)
        best_low = xiapl.best_low_hand(board_mask, hole_mask, game=game)
        record["low"] = int(low) if low is not None else 0
        record["low_hand_name"] = xiapl.hand_name(low) if low is not None else ""
        record["low_five"] = str(sum(c.mask for c in best_low.cards)) if best_low is not None else "0"
    return record


# The pokerkit class of exactly the cards a hand uses, per game (Omaha high: the five as a plain high hand).
_FIVE_CLASS: dict[GameType, Any] = {
    GameType.ShortDeck: ShortDeckHoldemHand,
    GameType.PloHiLo: StandardHighHand,
    GameType.Plo5HiLo: StandardHighHand,
    GameType.Stud: StandardHighHand,
    GameType.StudHiLo: StandardHighHand,
    GameType.Razz: RegularLowHand,
    GameType.Lowball27: StandardLowHand,
    GameType.Badugi: BadugiHand,
}


def _check_hands(game: GameType, records: list[dict[str, Any]]) -> None:
    """Our strengths order the records' hands as pokerkit orders them, both halves,
    and the cards we say make each hand are, for pokerkit, a hand that good."""
    pk = [_pk_high(game, r["hole"], r["board"]) for r in records]
    _expect(_order([r["strength"] for r in records]) == _order(pk), f"{game.name}: the order of {len(records)} hands")
    for r, hand in zip(records, pk, strict=True):
        five = _text(_ids(int(r["best_five"])))
        _expect(_FIVE_CLASS[game](five).entry.index == hand.entry.index, f"{game.name}: best cards {five} of {r}")
        if game.hole_used:
            _expect(len(_ids(int(r["hole_used"]))) == game.hole_used, f"{game.name}: hole cards used in {r}")
    if game.is_hilo:
        lows = [_pk_low(game, r["hole"], r["board"]) for r in records]
        for r, low in zip(records, lows, strict=True):
            _expect((r["low"] == 0) == (low is None), f"{game.name}: low qualifies for {r['hole']} {r['board']}")
            if low is not None:
                five = _text(_ids(int(r["low_five"])))
                _expect(EightOrBetterLowHand(five).entry.index == low.entry.index, f"{game.name}: low cards of {r}")
        qualified = [(r["low"], low) for r, low in zip(records, lows, strict=True) if low is not None]
        _expect(
            _order([a for a, _ in qualified]) == _order([b for _, b in qualified]), f"{game.name}: the order of lows"
        )


def _split(text: str) -> list[str]:
    cards = text[text.find("(") + 1 : text.rfind(")")] if "(" in text else text
    return [cards[i : i + 2] for i in range(0, len(cards), 2)]


def _showdown_record(game: GameType, board: list[int], holes: list[list[int]]) -> dict[str, Any]:
    board_mask = cards_to_mask(board)
    masks = [cards_to_mask(h) for h in holes]
    winners = xiapl.judge(masks, board_mask, game=game)
    pk = [_pk_high(game, _text(h), _text(board)) for h in holes]
    best = max(pk)
    _expect(winners == [i for i, h in enumerate(pk) if not h < best], f"{game.name}: winners of {holes}")
    record: dict[str, Any] = {
        "game": int(game),
        "board": _text(board),
        "holes": [_text(h) for h in holes],
        "board_mask": str(board_mask),
        "hole_masks": [str(m) for m in masks],
        "winners": winners,
    }
    if game.is_hilo:
        low_winners = xiapl.judge_low(masks, board_mask, game=game)
        lows = [_pk_low(game, _text(h), _text(board)) for h in holes]
        qualified = [low for low in lows if low is not None]
        expected = (
            [i for i, low in enumerate(lows) if low is not None and not low < max(qualified)] if qualified else []
        )
        _expect(low_winners == expected, f"{game.name}: low winners of {holes}")
        record["low_winners"] = low_winners
    return record


def _brute_force_equity(game: GameType, holes: list[list[int]], board: list[int], dead: list[int]) -> list[list[float]]:
    """Per player [equity, scoop, high_share, low_share] over every deal to come, judged by pokerkit."""
    used = set(board) | set(dead) | {c for h in holes for c in h}
    deck = [
        i
        for i in range(52)
        if i not in used and (game is not GameType.ShortDeck or str(Card.from_id(i))[0] in SHORT_RANKS)
    ]
    n = len(holes)
    totals = [[0.0, 0.0, 0.0, 0.0] for _ in range(n)]
    deals = 0

    def judge(final_holes: list[list[int]], final_board: list[int]) -> None:
        nonlocal deals
        deals += 1
        highs = [_pk_high(game, _text(h), _text(final_board)) for h in final_holes]
        lows = [_pk_low(game, _text(h), _text(final_board)) if game.is_hilo else None for h in final_holes]
        top = max(highs)
        high_winners = [i for i, h in enumerate(highs) if not h < top]
        qualified = [low for low in lows if low is not None]
        low_winners = (
            [i for i, low in enumerate(lows) if low is not None and not low < max(qualified)] if qualified else []
        )
        pot_high = 0.5 if low_winners else 1.0
        for p in range(n):
            high = pot_high / len(high_winners) if p in high_winners else 0.0
            low = 0.5 / len(low_winners) if p in low_winners else 0.0
            totals[p][0] += high + low
            totals[p][1] += 1.0 if high + low == 1.0 else 0.0
            totals[p][2] += high
            totals[p][3] += low

    if game.board_cards:
        for extra in combinations(deck, 5 - len(board)):
            judge(holes, board + list(extra))
    else:
        needs = [game.hole_cards - len(h) for h in holes]

        def deal_to(p: int, left: list[int], dealt: list[list[int]]) -> None:
            if p == n:
                judge(dealt, [])
                return
            for extra in combinations(left, needs[p]):
                rest = [c for c in left if c not in extra]
                deal_to(p + 1, rest, [*dealt, holes[p] + list(extra)])

        deal_to(0, deck, [])
    return [[v / deals for v in row] for row in totals]


def _equity_record(game: GameType, holes: list[str], board: str, dead: str) -> dict[str, Any]:
    hole_ids = [[Card(t).id for t in _split(h)] for h in holes]
    board_ids = [Card(t).id for t in _split(board)]
    dead_ids = [Card(t).id for t in _split(dead)]
    result = calculate_equity(
        [cards_to_mask(h) for h in hole_ids],
        cards_to_mask(board_ids),
        SimulationOptions.exact(),
        game=game,
        dead=cards_to_mask(dead_ids),
    )
    oracle = _brute_force_equity(game, hole_ids, board_ids, dead_ids)
    for p, (player, split) in enumerate(zip(result.players, result.splits, strict=True)):
        ours = [player.equity, split.scoop, split.high_share, split.low_share]
        _expect(
            all(abs(a - b) < 1e-12 for a, b in zip(ours, oracle[p], strict=True)),
            f"{game.name}: equity of player {p} in {holes} {board}: {ours} vs {oracle[p]}",
        )
    return {
        "game": int(game),
        "holes": holes,
        "hole_masks": [str(cards_to_mask(h)) for h in hole_ids],
        "board": board,
        "board_mask": str(cards_to_mask(board_ids)),
        "dead": dead,
        "dead_mask": str(cards_to_mask(dead_ids)),
        "equity": [p.equity for p in result.players],
        "win": [p.win for p in result.players],
        "tie": [p.tie for p in result.players],
        "scoop": [s.scoop for s in result.splits],
        "high_share": [s.high_share for s in result.splits],
        "low_share": [s.low_share for s in result.splits],
        "trials": result.trials,
        "chop_rate": result.chop_rate,
    }


def _error_record(call: str, game: int, board: int, holes: list[int], action: Callable[[], Any]) -> dict[str, Any]:
    try:
        action()
    except XiaplError as error:
        return {
            "call": call,
            "game": game,
            "board_mask": str(board),
            "hole_masks": [str(h) for h in holes],
            "status": error.status_name,
        }
    raise GamesVectorError(f"{call} for game {game} was expected to fail")


def build_games() -> dict[str, Any]:
    rng = random.Random(20261201)
    info = []
    for game in GameType:
        info.append(
            {
                "game": int(game),
                "name": game.display_name,
                "hole_cards": game.hole_cards,
                "min_hole_cards": game.min_hole_cards,
                "board_cards": game.board_cards,
                "hole_used": game.hole_used,
                "deck_cards": game.deck_cards,
                "high_ranking": int(game.ranking),
                "low_ranking": int(game.low_ranking),
                "max_players": xiapl.max_players(game),
            }
        )
    hands: list[dict[str, Any]] = []
    showdowns: list[dict[str, Any]] = []
    for game in OTHER_GAMES:
        records = []
        for _ in range(24):
            board, (hole,) = _deal(rng, game, 1, game.board_cards)
            records.append(_hand_record(game, board, hole))
        _check_hands(game, records)
        hands += records
        for players in (2, 3, 4):
            for _ in range(4):
                board, holes = _deal(rng, game, players, game.board_cards)
                showdowns.append(_showdown_record(game, board, holes))
    equity = [
        _equity_record(GameType.ShortDeck, ["AsKs", "QdQc"], "Ts9s6h", ""),
        _equity_record(GameType.ShortDeck, ["AhKh", "7c7d", "JsTs"], "9h8h6c7s", ""),
        _equity_record(GameType.PloHiLo, ["As2s3d4d", "KhKdQcJc"], "5h6c9s", "2c"),
        _equity_record(GameType.PloHiLo, ["As2h3d8c", "Ad2c4s5h", "KhQhJhTh"], "6c7d9s8d", ""),
        _equity_record(GameType.Plo5HiLo, ["As2s3d4dKc", "KhKdQcJc5s"], "5h6c9s7d", ""),
        _equity_record(GameType.Stud, ["AsAdKc5h3s7c", "QhQdJs9c2d4h"], "", "8s"),
        _equity_record(GameType.StudHiLo, ["As2d3c9h4sKd", "Kh7d8c5d6sQc"], "", ""),
        _equity_record(GameType.Razz, ["As2d3c9h4sKd", "Kh7d8c5d6sQc"], "", "Tc"),
    ]
    errors = [
        _error_record(
            "eval_hand",
            int(GameType.Razz),
            cards_to_mask([0, 1, 2]),
            [cards_to_mask([3, 4, 5, 6, 7])],
            lambda: xiapl.evaluate_hand(cards_to_mask([0, 1, 2]), cards_to_mask([3, 4, 5, 6, 7]), game="razz"),
        ),
        _error_record(
            "eval_hand",
            int(GameType.ShortDeck),
            cards_to_mask([8, 9, 10]),
            [cards_to_mask([0, 12])],
            lambda: xiapl.evaluate_hand(cards_to_mask([8, 9, 10]), cards_to_mask([0, 12]), game="shortdeck"),
        ),
        _error_record(
            "eval_low",
            int(GameType.Plo),
            cards_to_mask([0, 1, 2]),
            [cards_to_mask([3, 4, 5, 6])],
            lambda: xiapl.evaluate_low(cards_to_mask([0, 1, 2]), cards_to_mask([3, 4, 5, 6]), game="plo"),
        ),
        _error_record(
            "equity",
            int(GameType.Badugi),
            0,
            [cards_to_mask([0, 14, 28, 42]), cards_to_mask([1, 15, 29, 43])],
            lambda: calculate_equity([cards_to_mask([0, 14, 28, 42]), cards_to_mask([1, 15, 29, 43])], game="badugi"),
        ),
        _error_record(
            "equity",
            int(GameType.Stud),
            cards_to_mask([20, 21, 22]),
            [cards_to_mask([0, 1, 2]), cards_to_mask([3, 4, 5])],
            lambda: calculate_equity(
                [cards_to_mask([0, 1, 2]), cards_to_mask([3, 4, 5])], cards_to_mask([20, 21, 22]), game="stud"
            ),
        ),
    ]
    return {"format": 1, "info": info, "hands": hands, "showdowns": showdowns, "equity": equity, "errors": errors}
