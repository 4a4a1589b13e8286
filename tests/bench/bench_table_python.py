#!/usr/bin/env python3
"""Table engine from Python: PHH replays/s beside pokerkit, and random self-play hands/s.

    python tests/bench/bench_table_python.py [--repeats 5] [--hands 2000]
    python tests/bench/bench_table_python.py --export-steps steps.txt   # input for bench_table
    python tests/bench/bench_table_python.py --c-bench build/tests/bench/bench_table

Replays: every NT and PO hand of tests/fixtures/phh, parsed once, then
``xiapl.phh.replay`` over all of them per repetition; pokerkit (if installed)
loads the same files with ``HandHistory.load`` and iterates every state of
each hand, in the same run, its repetitions interleaved with xiapl's so both
see the same machine load. Self-play: random hands (2 to 9 seats, random
stacks, blinds 1/2, seeded hole cards and boards) where the seat to act picks
uniformly among its legal actions (a bet or raise of a uniform size) from a
seeded ``random.Random``. Each case prints the best of ``--repeats`` in wall
time and in CPU time (the machine may be shared; CPU time is the steadier).
``--export-steps`` writes the replays as plain steps for the C benchmark;
``--c-bench`` runs that program on them in the same session.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from xiapl import phh
from xiapl.table import ActionKind, Phase, State

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "phh"


def fixture_paths() -> list[Path]:
    """The fixture files xiapl replays (NT and PO), in a fixed order."""
    paths = []
    for path in sorted(FIXTURES.rglob("*.phh")):
        try:
            phh.read_phh(path)
        except phh.UnsupportedVariantError:
            continue
        paths.append(path)
    return paths


class Timing:
    """Best wall and CPU seconds over repetitions."""

    def __init__(self) -> None:
        self.wall = float("inf")
        self.cpu = float("inf")

    def run(self, function: Callable[[], object]) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        function()
        self.cpu = min(self.cpu, time.process_time() - cpu)
        self.wall = min(self.wall, time.perf_counter() - wall)


def report(name: str, count: int, timing: Timing, unit: str = "hands") -> None:
    print(
        f"{name:<44} {timing.wall / count * 1e9:>12,.0f} ns/op wall {count / timing.wall:>10,.0f} {unit}/s"
        f"   {timing.cpu / count * 1e9:>12,.0f} ns/op cpu {count / timing.cpu:>10,.0f} {unit}/s"
    )


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


def export_steps(hands: list[phh.PhhHand], path: Path) -> None:
    """The replays as plain steps (format in bench_table.cpp), from the replay's own plan."""
    lines = ["xiapl-table-steps 1", str(len(hands))]
    for hand in hands:
        plan = phh._plan(hand, None)
        lines.append(
            f"{int(plan.game)} {int(plan.pot_limit)} {len(plan.stacks)} {plan.button} {plan.min_bet} {len(plan.kinds)}"
        )
        lines.append(" ".join(map(str, plan.stacks)))
        lines.append(" ".join(map(str, plan.antes)))
        lines.append(" ".join(map(str, plan.blinds)))
        lines.append(" ".join(str(h or 0) for h in plan.hole_cards))
        steps = zip(plan.seats, plan.kinds, plan.amounts, strict=True)
        lines.append(" ".join(f"{s} {int(k)} {a}" for s, k, a in steps))
    path.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--hands", type=int, default=2000, help="self-play hands per repetition")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-pokerkit", action="store_true", help="skip pokerkit even if installed")
    parser.add_argument("--export-steps", type=Path, help="write the replays as steps for bench_table and stop")
    parser.add_argument("--c-bench", type=Path, help="run this bench_table binary on the exported steps too")
    args = parser.parse_args()

    paths = fixture_paths()
    hands = [phh.read_phh(path) for path in paths]
    if args.export_steps:
        export_steps(hands, args.export_steps)
        print(f"wrote {len(hands)} hands to {args.export_steps}")
        return
    for hand in hands:  # every replay must succeed before it is timed
        if not phh.replay(hand).is_finished:
            sys.exit(f"a fixture does not replay to the end: {hand}")

    pokerkit_histories = None
    if not args.no_pokerkit:
        try:
            from pokerkit import HandHistory
        except ImportError:
            print("pokerkit not installed: skipped (pip install pokerkit)")
        else:
            pokerkit_histories = []
            for path in paths:
                with path.open("rb") as file:
                    pokerkit_histories.append(HandHistory.load(file))

    def replay_xiapl() -> None:
        for hand in hands:
            phh.replay(hand)

    def replay_pokerkit() -> None:
        assert pokerkit_histories is not None
        for history in pokerkit_histories:
            for _ in history:
                pass

    xiapl_timing, pokerkit_timing, play_timing = Timing(), Timing(), Timing()
    steps = 0
    for _ in range(args.repeats):
        xiapl_timing.run(replay_xiapl)
        if pokerkit_histories is not None:
            pokerkit_timing.run(replay_pokerkit)
        steps = 0

        def play() -> None:
            nonlocal steps
            steps = self_play(args.hands, args.seed)

        play_timing.run(play)

    print(
        f"PHH replays: {len(hands)} NT/PO fixture hands; self-play: {args.hands} hands, "
        f"{steps} actions and deals (seed {args.seed}); best of {args.repeats}"
    )
    report("xiapl.phh.replay", len(hands), xiapl_timing, "replays")
    if pokerkit_histories is not None:
        report("pokerkit HandHistory (iterate states)", len(hands), pokerkit_timing, "replays")
        print(
            f"xiapl / pokerkit: {pokerkit_timing.wall / xiapl_timing.wall:.1f}x wall, "
            f"{pokerkit_timing.cpu / xiapl_timing.cpu:.1f}x cpu"
        )
    report("xiapl.table self-play (random legal actions)", args.hands, play_timing)
    print(f"  {play_timing.cpu / steps * 1e9:,.0f} ns cpu per action or deal")

    if args.c_bench:
        with tempfile.TemporaryDirectory() as folder:
            steps_file = Path(folder) / "steps.txt"
            export_steps(hands, steps_file)
            sys.stdout.flush()
            subprocess.run([str(args.c_bench), str(steps_file)], check=True)


if __name__ == "__main__":
    main()
