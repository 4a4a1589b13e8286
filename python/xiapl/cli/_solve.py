"""``xiapl solve``: a heads-up postflop spot solved by Discounted CFR
(xiapl.solver), with the root strategy of out of position as a 13x13 grid."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from ._output import json_option, load_tqdm, print_json

__all__ = ["add_arguments", "cmd_solve", "read_spot_file"]

_GRID_RANKS = "AKQJT98765432"
_RANK_ORDER = {r: i for i, r in enumerate(_GRID_RANKS)}
_SPOT_KEYS = {
    "oop",
    "ip",
    "board",
    "pot",
    "stack",
    "bets",
    "raises",
    "rake",
    "rake_cap",
    "add_allin_threshold",
    "force_allin_threshold",
    "merging_threshold",
    "sizes",
    "edits",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``xiapl solve`` (registered by xiapl.cli)."""
    parser.add_argument("--spot", metavar="FILE", help="a TOML file with the spot (docs/cli.md); flags override it")
    parser.add_argument("--oop", metavar="RANGE", help="the out of position range (first to act)")
    parser.add_argument("--ip", metavar="RANGE", help="the in position range")
    parser.add_argument("--board", metavar="CARDS", help="3, 4 or 5 board cards, e.g. Td9d6hQc")
    parser.add_argument("--pot", type=float, metavar="N", help="the starting pot, chips")
    parser.add_argument("--stack", type=float, metavar="N", help="the effective stack behind, chips")
    parser.add_argument(
        "--bets", metavar="SIZES", help='bet sizes for both players on every street (default "60%%, e, a")'
    )
    parser.add_argument(
        "--raises", metavar="SIZES", help='raise sizes for both players on every street (default "2.5x")'
    )
    parser.add_argument("--rake", type=float, metavar="RATE", help="rake as a fraction of the pot (default 0)")
    parser.add_argument(
        "--rake-cap", type=float, metavar="N", help="the most rake a pot pays, chips (default 0: no cap)"
    )
    parser.add_argument(
        "--target", type=float, default=0.5, metavar="PERCENT", help="stop at this exploitability, %% of the pot (0.5)"
    )
    parser.add_argument("--max-iterations", type=int, default=1000, metavar="N", help="the most iterations (1000)")
    parser.add_argument(
        "--threads", type=int, default=1, metavar="N", help="worker threads (1; any count, same result)"
    )
    parser.add_argument("--compressed", action="store_true", help="16-bit storage: half the memory")
    json_option(parser, "the result")


def read_spot_file(path: str) -> dict[str, Any]:
    """The spot of a TOML file: the keys of ``_SPOT_KEYS``, ``[[sizes]]`` tables per player and street,
    ``[[edits]]`` tables of the tree."""
    import tomllib

    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise ValueError(f"--spot {path}: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"--spot {path}: not valid TOML: {exc}") from None
    unknown = sorted(set(data) - _SPOT_KEYS)
    if unknown:
        raise ValueError(
            f"--spot {path}: unknown key(s) {', '.join(unknown)}; the keys are {', '.join(sorted(_SPOT_KEYS))}"
        )
    return data


def _spot(args: argparse.Namespace) -> Any:
    from ..solver import SizeOverride, Spot, TreeEdit

    data = read_spot_file(args.spot) if args.spot else {}
    flags = {
        "oop": args.oop,
        "ip": args.ip,
        "board": args.board,
        "pot": args.pot,
        "stack": args.stack,
        "bets": args.bets,
        "raises": args.raises,
        "rake": args.rake,
        "rake_cap": args.rake_cap,
    }
    data.update({k: v for k, v in flags.items() if v is not None})
    missing = [f"--{k}" for k in ("oop", "ip", "board", "pot", "stack") if k not in data]
    if missing:
        raise ValueError(f"needs {', '.join(missing)} (as flags or in the --spot file)")
    sizes = []
    for i, item in enumerate(data.get("sizes", [])):
        if not isinstance(item, dict) or not set(item) <= {"player", "street", "bets", "raises", "donks"}:
            raise ValueError(f"sizes[{i}] must be a table with player, street, bets, raises or donks")
        sizes.append(SizeOverride(**item))
    edits = []
    for i, item in enumerate(data.get("edits", [])):
        if not isinstance(item, dict) or not set(item) <= {"line", "add", "remove"} or len(set(item) - {"line"}) != 1:
            raise ValueError(f"edits[{i}] must be a table with line and one of add or remove")
        edits.append(TreeEdit(**item))
    return Spot(
        oop=str(data["oop"]),
        ip=str(data["ip"]),
        board=str(data["board"]),
        pot=float(data["pot"]),
        stack=float(data["stack"]),
        bets=str(data.get("bets", "60%, e, a")),
        raises=str(data.get("raises", "2.5x")),
        sizes=tuple(sizes),
        edits=tuple(edits),
        rake_rate=float(data.get("rake", 0.0)),
        rake_cap=float(data.get("rake_cap", 0.0)),
        add_allin_threshold=float(data.get("add_allin_threshold", 1.5)),
        force_allin_threshold=float(data.get("force_allin_threshold", 0.15)),
        merging_threshold=float(data.get("merging_threshold", 0.1)),
    )


def _class_of(hand: str) -> str:
    """The starting-hand class of a two-card text: AKs, AKo, QQ."""
    (r1, s1), (r2, s2) = (hand[0], hand[1]), (hand[2], hand[3])
    if _RANK_ORDER[r1] > _RANK_ORDER[r2]:
        r1, r2 = r2, r1
    return r1 + r2 if r1 == r2 else r1 + r2 + ("s" if s1 == s2 else "o")


def class_strategy(node: Any) -> dict[str, list[float]]:
    """Each starting-hand class of the acting player: its action frequencies,
    weighted by the hands' weights at the node."""
    player = node.player
    totals: dict[str, list[float]] = {}
    for h, hand in enumerate(node.hands[player]):
        w = node.range[player][h]
        if w <= 0:
            continue
        row = totals.setdefault(_class_of(hand), [0.0] * (len(node.actions) + 1))
        row[-1] += w
        for a in range(len(node.actions)):
            row[a] += w * node.strategy[a][h]
    return {label: [f / row[-1] for f in row[:-1]] for label, row in totals.items()}


def _codes(actions: tuple[str, ...]) -> list[str]:
    codes, bets, raises = [], 0, 0
    for name in actions:
        kind = name.split()[0]
        if kind == "bet":
            bets += 1
            codes.append(f"B{bets}")
        elif kind == "raise":
            raises += 1
            codes.append(f"R{raises}")
        else:
            codes.append({"check": "X", "call": "C", "fold": "F", "allin": "A"}.get(kind, kind[:2].upper()))
    return codes


def grid_lines(strategy: dict[str, list[float]], actions: tuple[str, ...]) -> list[str]:
    """The 13x13 grid of the most frequent action of each class and its frequency (%)."""
    codes = _codes(actions)
    lines = []
    for i, high in enumerate(_GRID_RANKS):
        cells = []
        for j, low in enumerate(_GRID_RANKS):
            label = high + low if i == j else high + low + "s" if i < j else low + high + "o"
            freqs = strategy.get(label)
            if freqs is None:
                cells.append(f"{'.':<6}")
            else:
                best = max(range(len(freqs)), key=lambda a: freqs[a])
                cells.append(f"{codes[best]:<2}{round(freqs[best] * 100):>3} ")
        lines.append("".join(cells).rstrip())
    legend = ", ".join(f"{c} {a}" for c, a in zip(codes, actions, strict=True))
    return [
        *lines,
        "",
        "cell: the most frequent action and its share of the class's weight (%); .: not in the range",
        f"actions: {legend}",
    ]


class _Bar:
    """A tqdm bar of the exploitability on stderr when stderr is a terminal."""

    def __init__(self, target_chips: float, pot: float) -> None:
        self.enabled = sys.stderr.isatty()
        self.bar: Any = None
        self.pot = pot

    def __call__(self, iterations: int, exploitability: float) -> None:
        if not self.enabled:
            return
        if self.bar is None:
            tqdm = load_tqdm("solve")
            if tqdm is None:
                self.enabled = False
                return
            self.bar = tqdm(unit="it", file=sys.stderr, leave=False, dynamic_ncols=True)
        self.bar.update(iterations - self.bar.n)
        self.bar.set_postfix_str(f"exploitability {exploitability / self.pot * 100:.3f}% of the pot")

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def cmd_solve(args: argparse.Namespace) -> int:
    from ..solver import Solver

    spot = _spot(args)
    if args.target < 0:
        raise ValueError(f"--target is {args.target:g}; give a percentage of the pot >= 0 (0: run --max-iterations)")
    if args.max_iterations < 1:
        raise ValueError(f"--max-iterations is {args.max_iterations}; give at least 1")
    if not 1 <= args.threads <= 256:
        raise ValueError(f"--threads is {args.threads}; give 1 to 256")
    solver = Solver(spot)
    bar = _Bar(args.target * spot.pot / 100, spot.pot)
    start = time.perf_counter()
    try:
        result = solver.solve(
            target=args.target or None,
            max_iterations=args.max_iterations,
            threads=args.threads,
            compressed=args.compressed,
            progress=None if args.json else bar,
        )
    finally:
        bar.close()
    seconds = time.perf_counter() - start
    root = solver.node("")
    strategy = class_strategy(root) if root.kind == "player" else {}
    if args.json:
        print_json(
            {
                "board": root.board,
                "pot": spot.pot,
                "stack": spot.stack,
                "exploitability": result.exploitability,
                "exploitability_percent": result.exploitability_percent,
                "ev": list(result.ev),
                "iterations": result.iterations,
                "seconds": seconds,
                "memory_bytes": result.memory_bytes,
                "actions": list(root.actions),
                "strategy": [{"class": label, "frequencies": freqs} for label, freqs in strategy.items()],
            }
        )
        return 0
    streets = {3: "flop", 4: "turn", 5: "river"}
    print(f"{streets[len(root.board) // 2].capitalize()} spot {spot.board}, pot {spot.pot:g}, stack {spot.stack:g}")
    print(
        f"{result.iterations} iterations in {round(seconds * 1000)} ms, exploitability "
        f"{result.exploitability:.3f} chips ({result.exploitability_percent:.3f}% of the pot), "
        f"{result.memory_bytes / 1e6:.1f} MB"
    )
    print(f"EV at the root: out of position {result.ev[0]:.2f}, in position {result.ev[1]:.2f}")
    print()
    print(f"Out of position's strategy at the root ({', '.join(root.actions)}):")
    print()
    print("\n".join(grid_lines(strategy, root.actions)))
    return 0
