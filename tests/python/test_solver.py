"""xiapl.solver: a small river spot solved to a target (strategies summing to
one, EVs adding up to the pot, the range after an action), navigation by
names, per-player sizes, determinism at any thread count, value semantics of
the results and the solver, progress and cancellation, and bad input."""

from __future__ import annotations

import copy
import math
import pickle

import pytest

from xiapl.errors import CancelledError, InvalidArgumentError, ParseError
from xiapl.solver import Node, SizeOverride, Solver, SolveResult, Spot, TreeEdit, solve

RIVER = Spot(
    oop="AA,QQ,AKs,87s,T9s",
    ip="KK,JJ,AQs,T9s:0.5,65s",
    board="Td9d6hQc2s",
    pot=100,
    stack=200,
    bets="50%, a",
    raises="2.5x",
)


@pytest.fixture(scope="module")
def solved() -> Solver:
    return solve(RIVER, target=0.5)


def test_result(solved: Solver) -> None:
    r = solved.result
    assert isinstance(r, SolveResult)
    assert 0 < r.iterations <= 1000
    assert r.exploitability_percent <= 0.5
    assert math.isclose(r.exploitability_percent, r.exploitability * 100 / RIVER.pot)
    assert math.isclose(sum(r.ev), RIVER.pot, rel_tol=1e-6)  # no rake
    assert r.memory_bytes > 0 and r.seconds >= 0
    assert solved.memory() > solved.memory(compressed=True) > 0


def test_root(solved: Solver) -> None:
    root = solved.node("")
    assert root.kind == "player" and root.player == 0 and root.street == "river"
    assert root.actions == ("check", "bet 50", "allin 200")
    assert root.pot == 100 and root.board == "Td9d6hQc2s"  # as the spot gives it
    # AA 6, QQ 3, AKs 4, 87s 4, T9s 3 (not diamonds) out of position.
    assert len(root.hands[0]) == 20 and "AsAh" in root.hands[0]
    assert len(root.strategy) == 3
    for h in range(len(root.hands[0])):
        column = [root.strategy[a][h] for a in range(3)]
        assert all(f >= 0 for f in column)
        assert math.isclose(sum(column), 1, abs_tol=1e-5)
    for p in (0, 1):
        assert all(0 <= e <= 1 for e in root.equity[p])
        assert all(-150 <= v <= 250 for v in root.ev[p])  # at most the stack lost or won, plus half the pot


def test_navigation_and_range(solved: Solver) -> None:
    root = solved.node()
    bet = solved.node("  Bet 50 ")
    assert bet.path == "bet 50" and bet.player == 1 and bet.contrib == (100.0, 50.0)
    for h in range(len(root.hands[0])):
        assert math.isclose(bet.range[0][h], root.range[0][h] * root.strategy[1][h], abs_tol=1e-6)
    fold = solved.node("check, bet 50, fold")
    assert fold.kind == "fold" and fold.player == 0 and fold.actions == () and fold.strategy == ()
    nodes = list(solved.walk("", depth=1))
    assert [n.path for n in nodes] == ["", "check", "bet 50", "allin 200"]
    with pytest.raises(InvalidArgumentError, match=r"no action \"raise 300\" at the root.*check, bet 50"):
        solved.node("raise 300")
    with pytest.raises(InvalidArgumentError, match="ends"):
        solved.node("check, check, check")


def test_node_value_semantics(solved: Solver) -> None:
    node = solved.node("check")
    assert isinstance(node, Node)
    assert copy.copy(node) == node and copy.deepcopy(node) == node
    assert pickle.loads(pickle.dumps(node)) == node
    r = solved.result
    assert pickle.loads(pickle.dumps(r)) == r and copy.deepcopy(r) == r


def test_solver_copies_and_pickles_by_solving_again(solved: Solver) -> None:
    again = pickle.loads(pickle.dumps(solved))
    assert isinstance(again, Solver) and again.spot == solved.spot
    assert again.result is not None and solved.result is not None
    assert again.result.iterations == solved.result.iterations
    assert again.node("bet 50").strategy == solved.node("bet 50").strategy
    assert copy.deepcopy(solved).node().strategy == solved.node().strategy


def test_deterministic_across_threads() -> None:
    turn = Spot(oop="AA,QQ,87s", ip="KK,JJ,T9s", board="Td9d6hQc", pot=100, stack=300, bets="75%", raises="")
    one = solve(turn, target=None, max_iterations=20, threads=1)
    two = solve(turn, target=None, max_iterations=20, threads=2)
    assert one.result is not None and two.result is not None
    assert one.result.ev == two.result.ev and one.result.exploitability == two.result.exploitability
    assert one.node("check, check, deal 2c").strategy == two.node("check, check, deal 2c").strategy


def test_sizes_per_player_and_street() -> None:
    spot = Spot(
        oop=RIVER.oop,
        ip=RIVER.ip,
        board=RIVER.board,
        pot=100,
        stack=200,
        bets="50%",
        raises="",
        sizes=(SizeOverride(player="ip", street="river", bets="33%"),),
    )
    solver = Solver(spot)
    assert solver.node("").actions == ("check", "bet 50")
    assert solver.node("check").actions == ("check", "bet 33")


def test_tree_edits() -> None:
    edits = (
        TreeEdit("", add="bet 75"),
        TreeEdit("", remove="allin"),
        TreeEdit("check", add="bet 30"),
        TreeEdit("bet 50", remove="raise 125"),
    )
    spot = Spot(**{**RIVER.__dict__, "edits": edits})  # type: ignore[arg-type]
    solver = solve(spot, target=1.0)
    assert solver.node("").actions == ("check", "bet 50", "bet 75")
    assert solver.node("check").actions == ("check", "bet 30", "bet 50", "allin 200")
    assert solver.node("bet 50").actions == ("fold", "call", "allin 200")
    # The added bet's subtree follows the usual sizes: 2.5x of 75 is 188,
    # which would leave 12 behind, so it is all-in.
    assert solver.node("bet 75").actions == ("fold", "call", "allin 200")
    strategy = solver.node("bet 75").strategy
    assert all(abs(sum(column) - 1) < 1e-5 for column in zip(*strategy, strict=True))
    # The spot with its edits copies and pickles; so does the solver.
    assert pickle.loads(pickle.dumps(spot)) == spot
    again = pickle.loads(pickle.dumps(solver))
    assert again.node("").actions == solver.node("").actions


@pytest.mark.parametrize(
    ("edit", "error", "pattern"),
    [
        (TreeEdit("", add="jam 50"), ParseError, '"jam 50" is not an action name'),
        (TreeEdit("deal Kh", add="bet 50"), ParseError, "deals are left out"),
        (TreeEdit("", add="bet 500"), InvalidArgumentError, r"above all-in \(200 chips\)"),
        (TreeEdit("bet 60", add="raise 150"), InvalidArgumentError, "no decision follows that line"),
        (TreeEdit("", remove="bet 70"), InvalidArgumentError, r"no such size \(the sizes there: bet 50, allin 200\)"),
        (TreeEdit("", add="bet 50"), InvalidArgumentError, "already has that size"),
        (TreeEdit("bet 50", add="bet 150"), InvalidArgumentError, "write raise N"),
        (TreeEdit(""), ValueError, "exactly one of add and remove"),
        (TreeEdit("", add="bet 60", remove="bet 50"), ValueError, "exactly one of add and remove"),
        (TreeEdit(1, add="bet 60"), TypeError, "TreeEdit.line must be text"),  # type: ignore[arg-type]
        ("bet 60", TypeError, "edits must hold TreeEdit items"),
    ],
)
def test_bad_tree_edits(edit: object, error: type[Exception], pattern: str) -> None:
    spot = Spot(**{**RIVER.__dict__, "edits": (edit,)})  # type: ignore[arg-type]
    with pytest.raises(error, match=pattern):
        Solver(spot)


def test_progress_and_cancel() -> None:
    seen: list[tuple[int, float]] = []
    solver = solve(RIVER, target=None, max_iterations=30, progress=lambda i, e: seen.append((i, e)))
    assert [i for i, _ in seen] == [10, 20, 30] and all(e >= 0 for _, e in seen)
    solver = Solver(RIVER)
    with pytest.raises(CancelledError):
        solver.solve(target=None, max_iterations=30, progress=lambda i, e: True)

    def boom(i: int, e: float) -> None:
        raise RuntimeError("stop here")

    with pytest.raises(RuntimeError, match="stop here"):
        Solver(RIVER).solve(progress=boom)


def test_compressed() -> None:
    solver = solve(RIVER, compressed=True)
    assert solver.result is not None and solver.result.exploitability_percent <= 0.5


@pytest.mark.parametrize(
    ("changes", "error", "pattern"),
    [
        ({"oop": "AA,KQx"}, ParseError, "out of position range.*KQx"),
        ({"board": "Td9d6hTd"}, InvalidArgumentError, "Td"),
        ({"board": "Td9d"}, InvalidArgumentError, "3, 4 or 5"),
        ({"pot": -5}, InvalidArgumentError, "pot is -5; give a positive"),
        ({"stack": 0}, InvalidArgumentError, "stack is 0"),
        ({"bets": "50%, 3x"}, ParseError, "3x"),
        ({"raises": "2.5y"}, ParseError, "2.5y"),
        ({"rake_rate": 2}, InvalidArgumentError, "rake_rate"),
        ({"oop": "Td9d", "board": "TdTh9d6h"}, InvalidArgumentError, 'range "Td9d" has no hand'),
        ({"sizes": (SizeOverride(player="hero"),)}, ValueError, "player is 'hero'"),
        ({"sizes": (SizeOverride(street="river", bets="zz"),)}, ParseError, "zz"),
    ],
)
def test_bad_input(changes: dict[str, object], error: type[Exception], pattern: str) -> None:
    spot = Spot(**{**RIVER.__dict__, **changes})  # type: ignore[arg-type]
    with pytest.raises(error, match=pattern):
        Solver(spot)


def test_bad_solve_options() -> None:
    solver = Solver(RIVER)
    with pytest.raises(ValueError, match="threads is 0"):
        solver.solve(threads=0)
    with pytest.raises(ValueError, match="target is -1"):
        solver.solve(target=-1)
    with pytest.raises(TypeError, match="path must be text"):
        solver.node(3)  # type: ignore[arg-type]


def test_a_node_board_keeps_the_order_given_then_dealt() -> None:
    spot = Spot(oop="AA,QQ,AKs,87s", ip="KK,JJ,AQs,65s", board="Td9d6h", pot=100, stack=200)
    solver = Solver(spot)
    assert solver.node("").board == "Td9d6h"
    assert solver.node("check, check, deal Kh").board == "Td9d6hKh"
    assert solver.node("check, check, deal Kh, check, check, deal 2c").board == "Td9d6hKh2c"
