#!/usr/bin/env python3
"""The games beyond Hold'em from Python: xiapl beside pokerkit, same hands, same run.

    python tests/bench/bench_games_python.py [--hands 20000] [--repeats 5]
                                             [--budget 0.3] [--pokerkit-samples 300]

For short deck, Omaha hi/lo (both halves), stud, stud hi/lo, razz, 2-7 and
badugi: hands/s of one ``xiapl.eval.evaluate_hand`` call a hand (plus
``evaluate_low`` for the hi/lo games) against pokerkit's ``from_game`` (plus
the low hand type's ``from_game_or_none``), and of a heads-up showdown,
``xiapl.eval.judge`` (plus ``judge_low``) against pokerkit's two ``from_game``
and a comparison; pokerkit takes a prefix of the same deals, sized to about
``--budget`` seconds a repetition. The winners of every timed showdown are
checked to agree. The repetitions of xiapl and pokerkit alternate; each figure
is the median over them. ``evaluate_hands_many`` (one call for all hands, the
main ranking only) is shown for scale.

Then equity: pokerkit's ``calculate_equities`` (Monte Carlo only, unseeded,
one process) beside xiapl's ``calculate_equity`` (exact where xiapl enumerates,
seeded Monte Carlo for stud hi/lo), one thread, for Omaha hi/lo, short deck
and stud hi/lo heads-up. Needs pokerkit (pip install pokerkit).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from pokerkit import (
    BadugiHand,
    Deck,
    EightOrBetterLowHand,
    OmahaEightOrBetterLowHand,
    OmahaHoldemHand,
    RegularLowHand,
    ShortDeckHoldemHand,
    StandardHighHand,
    StandardLowHand,
    calculate_equities,
)
from pokerkit import Card as PkCard

from xiapl.card import Card
from xiapl.eval import evaluate_hand, evaluate_hands_many, evaluate_low, judge, judge_low
from xiapl.game import GameType
from xiapl.simulation import SimulationOptions, calculate_equity
from xiapl.utils import cards_to_mask

# pokerkit's hand types for each game's main ranking and low half (as
# tests/vectors/games_vectors.py checks them).
HIGH = {
    GameType.ShortDeck: ShortDeckHoldemHand,
    GameType.PloHiLo: OmahaHoldemHand,
    GameType.Stud: StandardHighHand,
    GameType.StudHiLo: StandardHighHand,
    GameType.Razz: RegularLowHand,
    GameType.Lowball27: StandardLowHand,
    GameType.Badugi: BadugiHand,
}
LOW = {GameType.PloHiLo: OmahaEightOrBetterLowHand, GameType.StudHiLo: EightOrBetterLowHand}
PK_CARD = [next(iter(PkCard.parse(str(Card.from_id(i))))) for i in range(52)]


def deck_ids(game: GameType) -> np.ndarray:
    ids = np.arange(52)
    return ids[ids % 13 >= 4] if game.deck_cards == 36 else ids  # short deck: six to ace


def heads_up_deals(game: GameType, count: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """count deals of two hands (and a board when the game has one): ids [deal, player, card], ids [deal, card]."""
    rng = np.random.default_rng(seed)
    deck = deck_ids(game)
    hole, board = game.hole_cards, game.board_cards
    order = np.argsort(rng.random((count, len(deck))), axis=1)[:, : 2 * hole + board]
    cards = deck[order]
    return cards[:, : 2 * hole].reshape(count, 2, hole), cards[:, 2 * hole :]


def masks(ids: np.ndarray) -> np.ndarray:
    return np.bitwise_or.reduce(np.left_shift(np.uint64(1), ids.astype(np.uint64)), axis=-1)


def winners(hands: list[Any]) -> list[int]:
    """The indices of the best of pokerkit's hands (None: no qualifying hand)."""
    present = [x for x in hands if x is not None]
    if not present:
        return []
    best = max(present)
    return [i for i, x in enumerate(hands) if x is not None and x == best]


def median_rate(repeats: int, calls: list[tuple[Callable[[], object], int]]) -> list[float]:
    """Items/s of each (call, items) pair: the calls alternate, the median over the repetitions."""
    seconds: list[list[float]] = [[] for _ in calls]
    for _ in range(repeats):
        for times, (call, items) in zip(seconds, calls, strict=True):
            start = time.perf_counter()
            call()
            times.append((time.perf_counter() - start) / items)
    return [1 / statistics.median(times) for times in seconds]


def bench_game(game: GameType, args: argparse.Namespace) -> None:
    n = args.hands
    holes_ids, board_ids = heads_up_deals(game, n, seed=int(game))
    hole_masks = [[int(m) for m in row] for row in masks(holes_ids)]
    board_masks = [int(m) for m in masks(board_ids)] if game.board_cards else [0] * n
    high, low = HIGH[game], LOW.get(game)
    pk_holes = [[[PK_CARD[c] for c in hand] for hand in deal] for deal in holes_ids.tolist()]
    pk_boards = [[PK_CARD[c] for c in board] for board in board_ids.tolist()]

    def xiapl_hands(count: int) -> None:
        for h, b in zip(hole_masks[:count], board_masks[:count], strict=True):
            evaluate_hand(b, h[0], game=game)
            if low:
                evaluate_low(b, h[0], game=game)

    def pokerkit_hands(count: int) -> None:
        for h, b in zip(pk_holes[:count], pk_boards[:count], strict=True):
            high.from_game(h[0], b)
            if low:
                low.from_game_or_none(h[0], b)

    def xiapl_showdowns(count: int) -> list[tuple[list[int], list[int]]]:
        return [
            (judge(h, b, game=game), judge_low(h, b, game=game) if low else [])
            for h, b in zip(hole_masks[:count], board_masks[:count], strict=True)
        ]

    def pokerkit_showdowns(count: int) -> list[tuple[list[int], list[int]]]:
        out = []
        for h, b in zip(pk_holes[:count], pk_boards[:count], strict=True):
            highs = [high.from_game(hand, b) for hand in h]
            lows = [low.from_game_or_none(hand, b) for hand in h] if low else []
            out.append((winners(highs), winners(lows)))
        return out

    # pokerkit's share of the deals: about `budget` seconds a repetition.
    start = time.perf_counter()
    pokerkit_showdowns(20)
    pk_n = max(50, min(n, int(args.budget / ((time.perf_counter() - start) / 20))))
    if xiapl_showdowns(pk_n) != pokerkit_showdowns(pk_n):
        raise SystemExit(f"{game.display_name}: xiapl and pokerkit disagree on a showdown")

    halves = " (both halves)" if low else ""
    for name, x_call, p_call in [
        ("one hand" + halves, xiapl_hands, pokerkit_hands),
        ("heads-up showdown" + halves, xiapl_showdowns, pokerkit_showdowns),
    ]:
        x_rate, p_rate = median_rate(
            args.repeats, [(lambda x_call=x_call: x_call(n), n), (lambda p_call=p_call: p_call(pk_n), pk_n)]
        )
        print(f"  {game.display_name:<22} {name:<34} {x_rate:12,.0f} {p_rate:12,.0f} {x_rate / p_rate:8.1f}x")
    flat_holes = masks(holes_ids[:, 0, :])
    flat_boards = masks(board_ids) if game.board_cards else np.zeros(n, dtype=np.uint64)
    (batch,) = median_rate(args.repeats, [(lambda: evaluate_hands_many(flat_boards, flat_holes, game=game), n)])
    print(
        f"  {game.display_name:<22} {'evaluate_hands_many (main ranking)':<34} {batch:12,.0f}"
        f"  ({pk_n:,} deals for pokerkit; the showdowns agree)"
    )


def bench_equity(args: argparse.Namespace) -> None:
    samples = args.pokerkit_samples
    print(f"equity, one thread: xiapl calculate_equity beside pokerkit calculate_equities ({samples} samples)")
    exact = SimulationOptions.exact(threads=1)
    cases: list[tuple[str, GameType, list[str], tuple[Any, ...], int, int, Any, SimulationOptions]] = [
        (
            "Omaha hi/lo HU preflop",
            GameType.PloHiLo,
            ["As2sKd3h", "QcQhJc9d"],
            (OmahaHoldemHand, OmahaEightOrBetterLowHand),
            4,
            5,
            Deck.STANDARD,
            exact,
        ),
        (
            "short deck HU preflop",
            GameType.ShortDeck,
            ["AsKs", "QdQc"],
            (ShortDeckHoldemHand,),
            2,
            5,
            Deck.SHORT_DECK_HOLDEM,
            exact,
        ),
        (
            "stud hi/lo 3rd street HU",
            GameType.StudHiLo,
            ["As2s5h", "KdKc9h"],
            (StandardHighHand, EightOrBetterLowHand),
            7,
            0,
            Deck.STANDARD,
            SimulationOptions.mc_seeded(1_000_000, 1, threads=1),
        ),
    ]
    for case in cases:
        equity_case(*case, samples=samples, repeats=max(3, args.repeats // 2))


def equity_case(
    name: str,
    game: GameType,
    hands: list[str],
    types: tuple[Any, ...],
    hole_n: int,
    board_n: int,
    deck: Any,
    options: SimulationOptions,
    *,
    samples: int,
    repeats: int,
) -> None:
    holes = [cards_to_mask(h) for h in hands]
    ranges = [[list(PkCard.parse(h))] for h in hands]
    results: list[Any] = [None, None]

    def ours() -> None:
        results[0] = calculate_equity(holes, 0, options, game=game)

    def theirs() -> None:
        results[1] = calculate_equities(ranges, (), hole_n, board_n, deck, types, sample_count=samples)

    x_rate, p_rate = median_rate(repeats, [(ours, 1), (theirs, 1)])
    result, pk = results
    ours_ms, theirs_ms = 1e3 / x_rate, 1e3 / p_rate
    if result.exact:
        ours_text = f"exact, every one of {result.trials:,} deals"
        compare = f"pokerkit's estimate takes {theirs_ms / ours_ms:,.0f}x xiapl's exact answer"
    else:
        ours_text = f"Monte Carlo, {result.trials:,} deals, {result.trials * x_rate / 1e6:.2f} M deals/s"
        compare = f"xiapl deals {result.trials * x_rate / (samples * p_rate):,.0f}x as many a second"
    print(f"  {name:<26} xiapl    {ours_ms:9.2f} ms ({ours_text}), equity {result.players[0].equity:.4f}")
    print(
        f"  {'':<26} pokerkit {theirs_ms:9.1f} ms ({samples} sampled deals, {samples * p_rate:,.0f} deals/s), "
        f"equity {pk[0]:.4f}; {compare}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="deals for xiapl's one-call-per-hand cases")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--budget", type=float, default=0.3, help="seconds of pokerkit work per repetition")
    parser.add_argument("--pokerkit-samples", type=int, default=300, help="pokerkit equity samples")
    args = parser.parse_args()

    print(f"evaluation: hands/s, median of {args.repeats} alternating repetitions (wall time)")
    print(f"  {'game':<22} {'case':<34} {'xiapl':>12} {'pokerkit':>12} {'xiapl/pk':>9}")
    for game in HIGH:
        bench_game(game, args)
    bench_equity(args)


if __name__ == "__main__":
    main()
