"""Independent evaluators for cross-checks: phevaluator (PyPI) and a tiny
pure-Python classifier. Neither shares code or tables with libxiapl."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from phevaluator import evaluate_cards as ph_evaluate
from phevaluator import evaluate_omaha_cards as ph_evaluate_omaha


def ph_id(card_id: int) -> int:
    """phevaluator numbers cards rank * 4 + suit; xiapl numbers them suit * 13 + rank."""
    return (card_id % 13) * 4 + card_id // 13


def ph_rank_holdem(ids: list[int]) -> int:
    """phevaluator's rank (1 = royal flush, 7462 = worst) of 5-7 cards."""
    return ph_evaluate(*(ph_id(i) for i in ids))


def ph_rank_omaha(board: list[int], hole: list[int]) -> int:
    """Best rank using exactly two of hole and three of board.

    Four hole cards and five board cards go straight to phevaluator's Omaha
    evaluator; otherwise every (pair, triple) goes through its 5-card one.
    """
    if len(hole) == 4 and len(board) == 5:
        return ph_evaluate_omaha(*(ph_id(i) for i in board), *(ph_id(i) for i in hole))
    return min(
        ph_evaluate(*(ph_id(i) for i in pair + triple))
        for pair in combinations(hole, 2)
        for triple in combinations(board, 3)
    )


def classify_five(ids: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """(category 0..8, tie-break ranks) of exactly five cards, straight from the rules."""
    ranks = sorted((i % 13 + 2 for i in ids), reverse=True)
    flush = len({i // 13 for i in ids}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_top = 0
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight_top = distinct[0]
    elif distinct == [14, 5, 4, 3, 2]:
        straight_top = 5
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [c for _, c in groups]
    ordered = tuple(r for r, _ in groups)
    if straight_top and flush:
        return 8, (straight_top,)
    if shape == [4, 1]:
        return 7, ordered
    if shape == [3, 2]:
        return 6, ordered
    if flush:
        return 5, tuple(ranks)
    if straight_top:
        return 4, (straight_top,)
    if shape == [3, 1, 1]:
        return 3, ordered
    if shape == [2, 2, 1]:
        return 2, ordered
    if shape == [2, 1, 1, 1]:
        return 1, ordered
    return 0, tuple(ranks)


def classify_best(ids: list[int]) -> tuple[int, tuple[int, ...]]:
    return max(classify_five(five) for five in combinations(ids, 5))
