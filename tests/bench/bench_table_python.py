#!/usr/bin/env python3
"""Table engine from Python: PHH replays/s beside pokerkit, and random self-play hands/s.

    python tests/bench/bench_table_python.py [--rounds 7] [--hands 2000]
    python tests/bench/bench_table_python.py --export-steps steps.txt   # input for bench_table
    python tests/bench/bench_table_python.py --c-bench build/tests/bench/bench_table

Replays: the PHH texts of tests/fixtures/phh/pluribus (488 NT hands; ``--dir``
for another folder), read into memory once; every case starts from the text,
so parsing is part of each figure:

- ``xiapl.phh.replay_all(texts, threads=1)`` and with ``--threads`` (default
  0, one per CPU): the core parses and replays the batch;
- ``xiapl.phh.replay(xiapl.phh.parse_phh(text))`` per hand;
- pokerkit (if installed): ``HandHistory.loads(text)`` and every state of the
  hand iterated.

The cases run in rounds, one run of each a round in turn, so that a change of
load falls on all of them; each figure is the median over ``--rounds`` rounds
of wall time (and of the process's CPU time, which counts every thread), and
each ratio is the median of the rounds' ratios. Before timing, every hand is
replayed once by each side and the final stacks compared.

Self-play: random hands (2 to 9 seats, random stacks, blinds 1/2, seeded hole
cards and boards) where the seat to act picks uniformly among its legal
actions (a bet or raise of a uniform size) from a seeded ``random.Random``.
``--export-steps`` writes the replays as plain steps (the replayed states'
saved text) for the C benchmark; ``--c-bench`` runs that program on them in
the same session.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from xiapl import phh
from xiapl.table import ActionKind, Phase, State

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "phh"
DEAL_BOARD = 16  # XIAPL_STEP_DEAL_BOARD


def read_texts(folder: Path) -> list[str]:
    """The .phh texts under folder, in a fixed order."""
    return [path.read_text(encoding="utf-8") for path in sorted(folder.rglob("*.phh"))]


class Median:
    """Wall and CPU seconds of each round."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def run(self, function: Callable[[], object]) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        function()
        self.cpu.append(time.process_time() - cpu)
        self.wall.append(time.perf_counter() - wall)

    @property
    def median_wall(self) -> float:
        return statistics.median(self.wall)

    @property
    def median_cpu(self) -> float:
        return statistics.median(self.cpu)


def report(name: str, count: int, timing: Median, unit: str = "hands") -> None:
    print(
        f"{name:<46} {timing.median_wall / count * 1e6:>9.2f} us wall {count / timing.median_wall:>10,.0f} {unit}/s"
        f"   {timing.median_cpu / count * 1e6:>9.2f} us cpu {count / timing.median_cpu:>10,.0f} {unit}/s"
    )


def ratio(slow: Median, fast: Median) -> float:
    """The median over rounds of slow's wall time over fast's."""
    return statistics.median(s / f for s, f in zip(slow.wall, fast.wall, strict=True))


def self_play(hands: int, seed: int) -> int:
    """Plays `hands` random hands; returns the number of actions and deals."""
    rng = random.Random(seed)
    steps = 0
    for _ in range(hands):
        n = rng.randint(2, 9)
        stacks = [rng.randint(20, 400) for _ in range(n)]
        state = State.start(stacks, blinds=(1, 2), button=rng.randrange(n), seed=rng.getrandbits(64))
        while True:
            phase = state.phase
            if phase == Phase.Finished:
                break
            steps += 1
            if phase == Phase.Dealing:
                state = state.deal_random()
                continue
            action = rng.choice(state.legal_actions())
            if action.kind == ActionKind.BetOrRaise:
                state = state.apply(action.kind, rng.randint(action.min, action.max))
            else:
                state = state.apply(action.kind)
    return steps


def export_steps(states: list[State], path: Path) -> None:
    """The replays as plain steps (format in bench_table.cpp), from each final state's saved text."""
    lines = ["xiapl-table-steps 1", str(len(states))]
    for state in states:
        config: list[str] = []
        rows: dict[str, list[str]] = {}
        steps: list[str] = []
        for line in state.to_text().splitlines():
            word, *rest = line.split()
            if word == "config":
                config = rest  # game betting button min_bet random_holes seed
            elif word == "act":
                steps.append(" ".join(rest))
            elif word == "deal":
                steps.append(f"-1 {DEAL_BOARD} {rest[0]}")
            elif word in ("stacks", "antes", "blinds", "holes"):
                rows[word] = rest
        game, betting, button, min_bet = config[:4]
        seats = len(rows["stacks"])
        lines.append(f"{game} {betting} {seats} {button} {min_bet} {len(steps)}")
        lines += [" ".join(rows[key]) for key in ("stacks", "antes", "blinds", "holes")]
        lines.append(" ".join(steps))
    path.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="rounds of every case; figures are medians")
    parser.add_argument("--dir", type=Path, default=FIXTURES / "pluribus", help="the PHH texts to replay")
    parser.add_argument("--threads", type=int, default=0, help="the second replay_all case (0 = one per CPU)")
    parser.add_argument("--hands", type=int, default=2000, help="self-play hands per round (0: no self-play)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-pokerkit", action="store_true", help="skip pokerkit even if installed")
    parser.add_argument("--export-steps", type=Path, help="write the replays as steps for bench_table and stop")
    parser.add_argument("--c-bench", type=Path, help="run this bench_table binary on the exported steps too")
    args = parser.parse_args()

    texts = read_texts(args.dir)
    if not texts:
        sys.exit(f"no .phh files under {args.dir}")
    finals = list(phh.replay_all(texts, threads=1))  # every replay must succeed before it is timed
    if not all(state.is_finished for state in finals):
        sys.exit("a hand does not replay to the end")
    if args.export_steps:
        export_steps(finals, args.export_steps)
        print(f"wrote {len(finals)} hands to {args.export_steps}")
        return

    HandHistory = None
    if not args.no_pokerkit:
        try:
            from pokerkit import HandHistory
        except ImportError:
            print("pokerkit not installed: skipped (pip install pokerkit)")
    if HandHistory is not None:
        agree = 0
        for text, state in zip(texts, finals, strict=True):
            *_, last = HandHistory.loads(text)
            agree += [int(s) for s in last.stacks] == state.stacks
        print(f"final stacks: xiapl and pokerkit agree on {agree} of {len(texts)} hands")

    threads = args.threads or os.cpu_count() or 1

    def batch_one() -> None:
        for _ in phh.replay_all(texts, threads=1):
            pass

    def batch_many() -> None:
        for _ in phh.replay_all(texts, threads=args.threads):
            pass

    def per_hand() -> None:
        for text in texts:
            phh.replay(phh.parse_phh(text))

    def pokerkit() -> None:
        assert HandHistory is not None
        for text in texts:
            for _ in HandHistory.loads(text):
                pass

    cases: list[tuple[str, Callable[[], None], Median]] = [
        ("xiapl.phh.replay_all, threads=1", batch_one, Median()),
        (f"xiapl.phh.replay_all, threads={args.threads} ({threads})", batch_many, Median()),
        ("xiapl.phh.replay(parse_phh(text)), per hand", per_hand, Median()),
    ]
    if HandHistory is not None:
        cases.append(("pokerkit HandHistory.loads + iterate states", pokerkit, Median()))
    play_timing = Median()
    steps = 0

    def play() -> None:
        nonlocal steps
        steps = self_play(args.hands, args.seed)

    for _, function, _ in cases:
        function()  # warm up: imports, caches, the first thread pool
    for _ in range(args.rounds):
        for _, function, timing in cases:
            timing.run(function)
        if args.hands:
            play_timing.run(play)

    print(
        f"PHH replays from text (parse included): {len(texts)} hands of {args.dir}; "
        f"median of {args.rounds} rounds, the cases alternated"
    )
    for name, _, timing in cases:
        report(name, len(texts), timing)
    if HandHistory is not None:
        kit = cases[-1][2]
        for name, _, timing in cases[:-1]:
            print(f"  {name} / pokerkit: {ratio(kit, timing):.1f}x (median of the rounds' wall-time ratios)")
    if args.hands:
        print(f"self-play: {args.hands} hands, {steps} actions and deals (seed {args.seed})")
        report("xiapl.table self-play (random legal actions)", args.hands, play_timing)
        print(f"  {play_timing.median_cpu / steps * 1e9:,.0f} ns cpu per action or deal")

    if args.c_bench:
        with tempfile.TemporaryDirectory() as folder:
            steps_file = Path(folder) / "steps.txt"
            export_steps(finals, steps_file)
            sys.stdout.flush()
            subprocess.run([str(args.c_bench), str(steps_file)], check=True)


if __name__ == "__main__":
    main()
