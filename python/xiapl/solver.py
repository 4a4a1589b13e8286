"""A postflop solver: heads-up No-Limit Hold'em spots from the flop, turn or
river, solved by Discounted CFR (docs/solver.md).

>>> spot = Spot(oop="AA,QQ,AKs,87s", ip="KK,JJ,AQs,65s", board="Td9d6hQc2s", pot=100, stack=200,
...             bets="50%, a", raises="")
>>> solver = solve(spot, target=0.5)
>>> solver.result.exploitability_percent <= 0.5
True
>>> solver.node("").actions
('check', 'bet 50', 'allin 200')

Out of position (``"oop"``, player 0) acts first on every street; in
position is ``"ip"`` (player 1). Ranges are text in the range grammar
(docs/ranges.md), sizes lists such as ``"60%, e, a"`` (bets) or ``"2.5x"``
(raises). A :class:`Solver` holds the live solve; its :meth:`Solver.node`
and :attr:`Solver.result` are plain values (they copy and pickle); a
Solver pickles as its spot and its iteration count, and unpickling solves
again to the same bits (the solve is deterministic at any thread count).
"""

from __future__ import annotations

import ctypes
import math
import operator
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from . import _abi, _convert
from ._extras import missing_extra
from ._native import lib
from .errors import InvalidArgumentError
from .simulation import _Call, _Guard

__all__ = ["Node", "SizeOverride", "SolveResult", "Solver", "Spot", "TreeEdit", "solve"]

#: Called after each exploitability check with the iterations done and the
#: exploitability in chips; returning True (or raising) cancels the solve.
SolverProgress = Callable[[int, float], object]

_PLAYERS = {"oop": 0, "ip": 1, "both": -1}
_STREETS = {"flop": 0, "turn": 1, "river": 2, "all": -1}
_KINDS = ("player", "chance", "fold", "showdown")
_RANKS = "23456789TJQKA"
_SUITS = "cdhs"
_MAX_THREADS = 256


def _combo_text(mask: int) -> str:
    """The cards of a mask, higher rank first, then higher suit: ``AsAh``, ``KdQc``."""
    ids = sorted((i for i in range(52) if mask >> i & 1), key=lambda i: (-(i % 13), -(i // 13)))
    return "".join(_RANKS[i % 13] + _SUITS[i // 13] for i in ids)


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{what} must be a number, not {type(value).__name__}")
    return float(value)


def _count(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} must be an int, not {type(value).__name__}")
    n = operator.index(value)
    if not low <= n <= high:
        raise ValueError(f"{what} is {n}; give {low} .. {high}")
    return n


@dataclass(frozen=True)
class SizeOverride:
    """Sizes for one player (``"oop"``, ``"ip"`` or ``"both"``) on one street
    (``"flop"``, ``"turn"``, ``"river"`` or ``"all"``); None keeps the spot's.
    ``donks`` (out of position's first bet of a turn or river after calling a
    bet on the street before) applies to out of position only; ``"-"`` means none."""

    player: str = "both"
    street: str = "all"
    bets: str | None = None
    raises: str | None = None
    donks: str | None = None


@dataclass(frozen=True)
class TreeEdit:
    """An edit of the bet tree: after the betting ``line`` (the action names
    from the root as :attr:`Node.actions` lists them, comma separated, deals
    left out: ``""`` is the root, ``"check, bet 120"`` the node after those;
    the edit applies after every card dealt on the way), ``add`` or ``remove``
    one bet, raise or all-in (``"bet 50"``, ``"raise 300"``, ``"allin"``;
    amounts are the actor's total on the street). Give exactly one of the two.

    >>> TreeEdit("check", add="bet 30")
    TreeEdit(line='check', add='bet 30', remove=None)"""

    line: str = ""
    add: str | None = None
    remove: str | None = None


@dataclass(frozen=True)
class Spot:
    """A heads-up spot: ranges, board, pot, effective stack, rake and the bet tree.

    ``bets`` and ``raises`` apply to both players on every street;
    ``sizes`` refines them per player and street, in order; ``edits`` then
    add or remove single actions of the tree, in order."""

    oop: str
    ip: str
    board: str | int
    pot: float
    stack: float
    bets: str = "60%, e, a"
    raises: str = "2.5x"
    sizes: tuple[SizeOverride, ...] = ()
    rake_rate: float = 0.0
    rake_cap: float = 0.0
    add_allin_threshold: float = 1.5
    force_allin_threshold: float = 0.15
    merging_threshold: float = 0.1
    suit_isomorphism: bool = True
    edits: tuple[TreeEdit, ...] = ()


@dataclass(frozen=True)
class SolveResult:
    """What a solve reached (plain data)."""

    exploitability: float  #: chips: the mean of the two players' best-response gains
    exploitability_percent: float  #: the same, percent of the starting pot
    ev: tuple[float, float]  #: each player's expected share of the pot at the root, chips [oop, ip]
    iterations: int  #: iterations done in all
    seconds: float  #: the wall time of the solve call
    memory_bytes: int  #: bytes the game and the solver hold


@dataclass(frozen=True)
class Node:
    """A node of a solved tree (plain data: it copies and pickles).

    Per-hand values are in the order of ``hands[p]`` (p 0 out of position,
    1 in position): ``strategy[a][h]`` is action a's frequency for the acting
    player's hand h; ``ev``, ``equity`` and ``range`` per player."""

    path: str  #: the action names from the root, comma separated ("" for the root)
    kind: str  #: "player", "chance", "fold" or "showdown"
    player: int | None  #: who acts (player node) or folded (fold node), else None
    street: str  #: "flop", "turn" or "river"
    board: str  #: the board at the node: the spot's cards as given, then the cards dealt on the way
    contrib: tuple[float, float]  #: chips each player has put in (the starting pot split equally)
    actions: tuple[str, ...]  #: the actions' names, as Solver.node reads them
    hands: tuple[tuple[str, ...], tuple[str, ...]]  #: each player's hands
    range: tuple[tuple[float, ...], tuple[float, ...]]  #: each player's weights at the node
    ev: tuple[tuple[float, ...], tuple[float, ...]]  #: each hand's expected value, chips
    equity: tuple[tuple[float, ...], tuple[float, ...]]  #: each hand's equity, 0 .. 1
    strategy: tuple[tuple[float, ...], ...] = field(default=())  #: [action][hand] (player nodes)

    @property
    def pot(self) -> float:
        """The chips in the pot at the node."""
        return self.contrib[0] + self.contrib[1]

    def to_numpy(self) -> dict[str, Any]:
        """The node's arrays as numpy arrays: ``strategy`` (actions x hands of
        the acting player), ``ev0``, ``ev1``, ``equity0``, ``equity1``,
        ``range0``, ``range1``. Needs numpy."""
        try:
            import numpy as np
        except ImportError as exc:
            raise missing_extra("numpy", "Node.to_numpy", "distributed") from exc
        out: dict[str, Any] = {"strategy": np.array(self.strategy, dtype=float).reshape(len(self.strategy), -1)}
        for p in (0, 1):
            out[f"ev{p}"] = np.array(self.ev[p], dtype=float)
            out[f"equity{p}"] = np.array(self.equity[p], dtype=float)
            out[f"range{p}"] = np.array(self.range[p], dtype=float)
        return out

    def frame(self, player: int | None = None) -> Any:
        """A pandas DataFrame with one row per hand of ``player`` (the acting
        player by default, else out of position): hand, weight at the node,
        EV, equity and (for the acting player) one column per action. Needs pandas."""
        try:
            import pandas as pd
        except ImportError as exc:
            raise missing_extra("pandas", "Node.frame", "distributed") from exc
        p = (self.player if self.player is not None and self.kind == "player" else 0) if player is None else player
        if p not in (0, 1):
            raise ValueError(f"player is {p!r}; give 0 (out of position) or 1 (in position)")
        data: dict[str, Any] = {
            "hand": list(self.hands[p]),
            "weight": list(self.range[p]),
            "ev": list(self.ev[p]),
            "equity": list(self.equity[p]),
        }
        if self.kind == "player" and self.player == p:
            for name, row in zip(self.actions, self.strategy, strict=True):
                data[name] = list(row)
        return pd.DataFrame(data)


# --- progress and cancel -------------------------------------------------------------

_progress: dict[int, tuple[_Call, SolverProgress | None]] = {}


def _hook(user: int | None, iterations: int, exploitability: float) -> int:
    entry = _progress.get(user or 0)
    if entry is None:
        return 0
    call, callback = entry
    if call.interrupted or call.error is not None:
        return 1
    if callback is not None:
        try:
            if callback(iterations, exploitability):
                return 1
        except BaseException as exc:
            call.error = exc
            return 1
    return 0


_ProgressFunction = _abi.xiapl_solver_progress_fn
_SpotStruct = _abi.xiapl_solver_spot
_OptionsStruct = _abi.xiapl_solver_options
_ResultStruct = _abi.xiapl_solver_result
_FactsStruct = _abi.xiapl_solver_node_facts
_HOOK = _ProgressFunction(_hook)


class Solver:
    """A live solve of a :class:`Spot` (one thread at a time)."""

    def __init__(self, spot: Spot) -> None:
        if not isinstance(spot, Spot):
            raise TypeError(f"spot must be a Spot, not {type(spot).__name__}")
        self._spot = spot
        self._compressed: bool | None = None
        self._result: SolveResult | None = None
        board = _convert.cards_mask(spot.board, "board")
        #: the spot's board in the order given: a node's board lists these, then the cards dealt
        self._board_ids = tuple(_convert.card_ids(spot.board, "board"))
        c = _SpotStruct()
        lib.xiapl_solver_spot_init(ctypes.byref(c), ctypes.sizeof(c))
        c.pot = _number(spot.pot, "pot")
        c.stack = _number(spot.stack, "stack")
        for name, value in (("pot", c.pot), ("stack", c.stack)):
            if not (value > 0 and math.isfinite(value)):
                raise InvalidArgumentError(f"{name} is {value:g}; give a positive number of chips")
        c.rake_rate = _number(spot.rake_rate, "rake_rate")
        c.rake_cap = _number(spot.rake_cap, "rake_cap")
        c.add_allin_threshold = _number(spot.add_allin_threshold, "add_allin_threshold")
        c.force_allin_threshold = _number(spot.force_allin_threshold, "force_allin_threshold")
        c.merging_threshold = _number(spot.merging_threshold, "merging_threshold")
        c.suit_isomorphism = 1 if spot.suit_isomorphism else 0
        for name in ("oop", "ip", "bets", "raises"):
            if not isinstance(getattr(spot, name), str):
                raise TypeError(f"{name} must be text, not {type(getattr(spot, name)).__name__}")
        handle = ctypes.c_void_p()
        lib.xiapl_solver_create(
            spot.oop.encode(),
            spot.ip.encode(),
            board,
            ctypes.byref(c),
            spot.bets.encode(),
            spot.raises.encode(),
            ctypes.byref(handle),
        )
        self._handle = handle
        try:
            for override in spot.sizes:
                self._override(override)
            for edit in spot.edits:
                self._edit(edit)
        except BaseException:
            lib.xiapl_solver_destroy(handle)
            self._handle = ctypes.c_void_p()
            raise

    def _override(self, o: SizeOverride) -> None:
        if not isinstance(o, SizeOverride):
            raise TypeError(f"sizes must hold SizeOverride items, not {type(o).__name__}")
        if o.player not in _PLAYERS:
            raise ValueError(f"SizeOverride.player is {o.player!r}; give one of {', '.join(_PLAYERS)}")
        if o.street not in _STREETS:
            raise ValueError(f"SizeOverride.street is {o.street!r}; give one of {', '.join(_STREETS)}")

        def text(value: str | None) -> bytes | None:
            return None if value is None else value.encode()

        lib.xiapl_solver_set_sizes(
            self._handle, _PLAYERS[o.player], _STREETS[o.street], text(o.bets), text(o.raises), text(o.donks)
        )

    def _edit(self, e: TreeEdit) -> None:
        if not isinstance(e, TreeEdit):
            raise TypeError(f"edits must hold TreeEdit items, not {type(e).__name__}")
        if (e.add is None) == (e.remove is None):
            raise ValueError(f"{e!r} must give exactly one of add and remove")
        action = e.add if e.add is not None else e.remove
        for name, value in (("line", e.line), ("add" if e.add is not None else "remove", action)):
            if not isinstance(value, str):
                raise TypeError(f"TreeEdit.{name} must be text, not {type(value).__name__}")
        fn = lib.xiapl_solver_add_action if e.add is not None else lib.xiapl_solver_remove_action
        fn(self._handle, e.line.encode(), str(action).encode())

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            lib.xiapl_solver_destroy(handle)
            self._handle = ctypes.c_void_p()

    # Value semantics: a solver copies and pickles as its spot and iterations,
    # solved again to the same bits.
    def __reduce__(self) -> tuple[Any, tuple[Spot, int, bool]]:
        iterations = self._result.iterations if self._result is not None else 0
        return (_restore, (self._spot, iterations, bool(self._compressed)))

    def __copy__(self) -> Solver:
        return _restore(*self.__reduce__()[1])

    def __deepcopy__(self, memo: dict[int, Any]) -> Solver:
        return self.__copy__()

    def __repr__(self) -> str:
        r = self._result
        state = "not solved" if r is None else f"{r.iterations} iterations, {r.exploitability_percent:.3f}% of the pot"
        return f"Solver({self._spot.board!r}, pot {self._spot.pot}, stack {self._spot.stack}, {state})"

    @property
    def spot(self) -> Spot:
        """The spot solved."""
        return self._spot

    @property
    def result(self) -> SolveResult | None:
        """The last solve's result (None before any)."""
        return self._result

    def memory(self, compressed: bool = False) -> int:
        """Bytes a solve needs (the game plus the storage), known before it allocates."""
        game = ctypes.c_uint64()
        total = ctypes.c_uint64()
        lib.xiapl_solver_memory(self._handle, 1 if compressed else 0, ctypes.byref(game), ctypes.byref(total))
        return total.value

    def solve(
        self,
        *,
        target: float | None = 0.5,
        target_chips: float | None = None,
        max_iterations: int = 1000,
        threads: int = 1,
        compressed: bool = False,
        check_every: int = 10,
        progress: SolverProgress | None = None,
    ) -> SolveResult:
        """Runs Discounted CFR until the exploitability is at most ``target``
        percent of the pot (or ``target_chips`` chips when given), or
        ``max_iterations`` iterations in all; again continues. ``progress``
        gets (iterations, exploitability in chips) after each check and
        cancels by returning True (``CancelledError``); Ctrl-C cancels too."""
        o = _OptionsStruct()
        lib.xiapl_solver_options_init(ctypes.byref(o), ctypes.sizeof(o))
        o.max_iterations = _count(max_iterations, "max_iterations", 1, 2**32 - 1)
        o.threads = _count(threads, "threads", 1, _MAX_THREADS)
        o.check_every = _count(check_every, "check_every", 1, 2**32 - 1)
        o.target_percent = 0.0 if target is None else _number(target, "target")
        o.target_chips = 0.0 if target_chips is None else _number(target_chips, "target_chips")
        for name, value in (("target", o.target_percent), ("target_chips", o.target_chips)):
            if not (value >= 0 and math.isfinite(value)):
                raise ValueError(f"{name} is {value!r}; give None or a positive number")
        o.compressed = 1 if compressed else 0
        call = _Call(None)
        guard = _Guard(call)
        o.progress = _HOOK
        o.progress_user = guard.number
        r = _ResultStruct()
        r.struct_size = ctypes.sizeof(r)
        _progress[guard.number] = (call, progress)
        try:
            with guard:
                lib.xiapl_solver_solve(self._handle, ctypes.byref(o), ctypes.byref(r))
        finally:
            del _progress[guard.number]
        self._compressed = bool(compressed)
        self._result = SolveResult(
            exploitability=r.exploitability,
            exploitability_percent=r.exploitability_percent,
            ev=(r.ev[0], r.ev[1]),
            iterations=r.iterations,
            seconds=r.seconds,
            memory_bytes=r.memory_bytes,
        )
        return self._result

    def _doubles(self, fn: Any, *args: Any) -> tuple[float, ...]:
        length = ctypes.c_uint64()
        try:
            fn(self._handle, *args, None, 0, ctypes.byref(length))
        except Exception as exc:
            if getattr(exc, "status", None) != _abi.ERR_BUFFER_TOO_SMALL:
                raise
        out = (ctypes.c_double * max(1, length.value))()
        fn(self._handle, *args, out, length.value, ctypes.byref(length))
        return tuple(out[: length.value])

    def hands(self, player: int) -> tuple[str, ...]:
        """Player ``player``'s hands (0 out of position, 1 in position), the order of every per-hand value."""
        length = ctypes.c_uint64()
        try:
            lib.xiapl_solver_hands(self._handle, player, None, None, 0, ctypes.byref(length))
        except Exception as exc:
            if getattr(exc, "status", None) != _abi.ERR_BUFFER_TOO_SMALL:
                raise
        masks = (ctypes.c_uint64 * max(1, length.value))()
        lib.xiapl_solver_hands(self._handle, player, masks, None, length.value, ctypes.byref(length))
        return tuple(_combo_text(m) for m in masks[: length.value])

    def node(self, path: str = "") -> Node:
        """The node reached by a path of action names (``"check, bet 120, deal Kh"``;
        case and spaces around commas do not matter; ``""`` is the root), with
        its actions, ranges, each hand's EV and equity and the acting player's strategy."""
        if not isinstance(path, str):
            raise TypeError(f"path must be text such as 'check, bet 120', not {type(path).__name__}")
        index = ctypes.c_uint32()
        lib.xiapl_solver_node(self._handle, path.encode(), ctypes.byref(index))
        n = index.value
        facts = _FactsStruct()
        facts.struct_size = ctypes.sizeof(facts)
        lib.xiapl_solver_node_info(self._handle, n, ctypes.byref(facts))
        length = ctypes.c_uint64()
        try:
            lib.xiapl_solver_actions(self._handle, n, None, 0, ctypes.byref(length))
        except Exception as exc:
            if getattr(exc, "status", None) != _abi.ERR_BUFFER_TOO_SMALL:
                raise
        buf = ctypes.create_string_buffer(length.value + 1)
        lib.xiapl_solver_actions(self._handle, n, buf, length.value + 1, ctypes.byref(length))
        actions = tuple(buf.value.decode().split(",")) if length.value else ()
        hands = (self.hands(0), self.hands(1))
        strategy: tuple[tuple[float, ...], ...] = ()
        kind = _KINDS[facts.kind]
        if kind == "player":
            flat = self._doubles(lib.xiapl_solver_strategy, n)
            count = len(hands[facts.player])
            strategy = tuple(flat[a * count : (a + 1) * count] for a in range(len(actions)))
        ranges = (self._doubles(lib.xiapl_solver_range, n, 0), self._doubles(lib.xiapl_solver_range, n, 1))
        evs = (self._doubles(lib.xiapl_solver_ev, n, 0), self._doubles(lib.xiapl_solver_ev, n, 1))
        equities = (self._doubles(lib.xiapl_solver_equity, n, 0), self._doubles(lib.xiapl_solver_equity, n, 1))
        names = [name.strip().lower() for name in path.split(",")] if path.strip() else []
        return Node(
            path=", ".join(names),
            kind=kind,
            player=facts.player if facts.player >= 0 else None,
            street=("flop", "turn", "river")[facts.street],
            board=self._board_text(facts.board, names),
            contrib=(facts.contrib[0], facts.contrib[1]),
            actions=actions,
            hands=hands,
            range=ranges,
            ev=evs,
            equity=equities,
            strategy=strategy,
        )

    def _board_text(self, mask: int, path: list[str]) -> str:
        """A node's board: the spot's cards as given, then the cards dealt on the way, in order."""
        ids = list(self._board_ids)
        for name in path:
            if name.startswith("deal "):
                ids += [i for i in _convert.card_ids(name.removeprefix("deal ").strip()) if i not in ids]
        ids = [i for i in ids if mask >> i & 1]
        rest = mask & ~sum(1 << i for i in ids)  # a card the path did not name (none today)
        return "".join(_RANKS[i % 13] + _SUITS[i // 13] for i in ids) + _combo_text(rest)

    def walk(self, path: str = "", depth: int = 1) -> Iterator[Node]:
        """The node at ``path`` and the nodes below it, ``depth`` actions deep, depth first."""
        node = self.node(path)
        yield node
        if depth > 0:
            for action in node.actions:
                yield from self.walk(f"{path}, {action}" if path.strip() else action, depth - 1)


def _restore(spot: Spot, iterations: int, compressed: bool) -> Solver:
    """Unpickles a Solver (see Solver.__reduce__): the same spot solved the same iterations."""
    solver = Solver(spot)
    if iterations:
        solver.solve(target=None, max_iterations=iterations, compressed=compressed)
    return solver


def solve(
    spot: Spot,
    *,
    target: float | None = 0.5,
    target_chips: float | None = None,
    max_iterations: int = 1000,
    threads: int = 1,
    compressed: bool = False,
    check_every: int = 10,
    progress: SolverProgress | None = None,
) -> Solver:
    """A :class:`Solver` for ``spot``, solved (see :meth:`Solver.solve`); its result is ``.result``."""
    solver = Solver(spot)
    solver.solve(
        target=target,
        target_chips=target_chips,
        max_iterations=max_iterations,
        threads=threads,
        compressed=compressed,
        check_every=check_every,
        progress=progress,
    )
    return solver
