#!/usr/bin/env python3
"""Table engine from Python: PHH replays/s beside pokerkit, and random self-play hands/s.

    python tests/bench/bench_table_python.py [--rounds 7] [--hands 2000]
    python tests/bench/bench_table_python.py --export-steps steps.txt   # input for bench_table
    python tests/bench/bench_table_python.py --c-bench build/tests/bench/bench_table
    python tests/bench/bench_table_python.py --by-variant [--rounds 5] [--variant-hands 500]

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

``--by-variant`` times each variant the engine replays and plays (NT, PO, FT,
FO/8, NS) on its own, in the same alternated rounds:

- replays: every .phh text under tests/fixtures/phh (all subfolders) whose
  ``variant`` field is the code, so NT is the Pluribus hands, the NT hands of
  the WSOP folder and one of the top folder, PO the WSOP folder's and one of
  the top folder, FT and FO/8 the WSOP folder's, NS the one hand of the top
  folder. A variant's texts are repeated until a round replays at least
  ``--min-hands`` hands (NS: one hand that many times). The cases are
  ``replay_all(texts, threads=1)``, ``replay(parse_phh(text))`` per hand and
  pokerkit's ``HandHistory.loads`` with every state iterated; before timing,
  each hand's final stacks are compared between the two.
- self-play: ``--variant-hands`` random hands a round from each side (2 to 9
  seats, stacks 20-400, blinds 1/2, fixed-limit bets 2/4). Ours picks
  uniformly among ``legal_actions()`` (a bet or raise of a uniform size), as
  above. pokerkit's random player (its game class for the variant, its own
  seeded shuffle dealing the cards, every other step automated) picks
  uniformly among fold (when facing a bet), check or call, a bet or raise of
  a uniform size, and all-in when the largest raise is the whole stack.
  pokerkit plays FO/8 as pot limit, so its player bets the fixed size and
  stops at four bets and raises a street. Before timing, both sides' hands
  are checked to keep the chips they started with.
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
from xiapl.game import GameType
from xiapl.table import ActionKind, Betting, Phase, State

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "phh"
DEAL_BOARD = 16  # XIAPL_STEP_DEAL_BOARD

# code: (game, betting), in the order --by-variant reports them
VARIANTS = {
    "NT": (GameType.Holdem, Betting.NoLimit),
    "PO": (GameType.Plo, Betting.PotLimit),
    "FT": (GameType.Holdem, Betting.FixedLimit),
    "FO/8": (GameType.PloHiLo, Betting.FixedLimit),
    "NS": (GameType.ShortDeck, Betting.NoLimit),
}
SMALL_BET, BIG_BET = 2, 4  # the fixed-limit bets of --by-variant self-play


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


def variant_texts() -> dict[str, list[str]]:
    """The fixture texts of each variant of VARIANTS, chosen by their variant field."""
    chosen: dict[str, list[str]] = {code: [] for code in VARIANTS}
    for text in read_texts(FIXTURES):
        code = phh.parse_phh(text).variant
        if code in chosen:
            chosen[code].append(text)
    return chosen


def variant_start(code: str, rng: random.Random) -> tuple[State, int]:
    """A random hand of the variant as self_play deals them; returns it and its chips."""
    game, betting = VARIANTS[code]
    fixed = betting == Betting.FixedLimit
    n = rng.randint(2, 9)
    stacks = [rng.randint(20, 400) for _ in range(n)]
    state = State.start(
        stacks,
        blinds=(1, 2),
        button=rng.randrange(n),
        game=game,
        betting=betting,
        small_bet=SMALL_BET if fixed else 0,
        big_bet=BIG_BET if fixed else 0,
        seed=rng.getrandbits(64),
    )
    return state, sum(stacks)


def variant_play(code: str, hands: int, seed: int, check: bool = False) -> tuple[int, int]:
    """Plays `hands` random hands of the variant as self_play does; returns (actions, deals)."""
    rng = random.Random(seed)
    actions = deals = 0
    for _ in range(hands):
        state, chips = variant_start(code, rng)
        while True:
            phase = state.phase
            if phase == Phase.Finished:
                break
            if phase == Phase.Dealing:
                deals += 1
                state = state.deal_random()
                continue
            actions += 1
            action = rng.choice(state.legal_actions())
            if action.kind == ActionKind.BetOrRaise:
                state = state.apply(action.kind, rng.randint(action.min, action.max))
            else:
                state = state.apply(action.kind)
        if check and sum(state.stacks) != chips:
            sys.exit(f"{code}: a self-play hand of ours ends with {sum(state.stacks)} chips of {chips}")
    return actions, deals


class PokerkitPlayer:
    """pokerkit playing random hands of one variant (see the module docstring)."""

    def __init__(self, code: str) -> None:
        import pokerkit

        automations = tuple(pokerkit.Automation)  # the dealing too, from pokerkit's own shuffle
        if code == "FT":
            self.game = pokerkit.FixedLimitTexasHoldem(automations, True, 0, (1, 2), SMALL_BET, BIG_BET)
        elif code == "FO/8":
            hilo = pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter
            self.game = hilo(automations, True, 0, (1, 2), SMALL_BET, BIG_BET)
        else:
            unfixed = {
                "NT": pokerkit.NoLimitTexasHoldem,
                "NS": pokerkit.NoLimitShortDeckHoldem,
                "PO": pokerkit.PotLimitOmahaHoldem,
            }
            self.game = unfixed[code](automations, True, 0, (1, 2), 2)
        self.capped = code == "FO/8"  # pokerkit plays it as pot limit: bet the fixed size, four a street

    def play(self, hands: int, seed: int, check: bool = False) -> int:
        """Plays `hands` random hands; returns the number of actions."""
        rng = random.Random(seed)
        random.seed(seed)  # pokerkit shuffles its decks with the module's generator
        actions = 0
        for _ in range(hands):
            n = rng.randint(2, 9)
            stacks = [rng.randint(20, 400) for _ in range(n)]
            state = self.game(stacks, n)
            while state.status:
                actions += 1
                choices = ["call"]
                if state.can_fold():
                    choices.append("fold")
                raise_to = None
                if not (self.capped and state.completion_betting_or_raising_count >= 4):
                    if state.can_complete_bet_or_raise_to():
                        low = state.min_completion_betting_or_raising_to_amount
                        high = low if self.capped else state.max_completion_betting_or_raising_to_amount
                        raise_to = (low, high)
                        choices.append("raise")
                        actor = state.actor_index
                        if high == state.stacks[actor] + state.bets[actor]:
                            choices.append("all-in")
                choice = rng.choice(choices)
                if choice == "fold":
                    state.fold()
                elif choice == "raise":
                    assert raise_to is not None
                    state.complete_bet_or_raise_to(rng.randint(*raise_to))
                elif choice == "all-in":
                    assert raise_to is not None
                    state.complete_bet_or_raise_to(raise_to[1])
                else:
                    state.check_or_call()
            if check and sum(state.stacks) != sum(stacks):
                sys.exit(f"a pokerkit self-play hand ends with {sum(state.stacks)} chips of {sum(stacks)}")
        return actions


def by_variant(args: argparse.Namespace) -> None:
    """--by-variant: replay and self-play of each variant, beside pokerkit."""
    HandHistory = None
    if not args.no_pokerkit:
        try:
            from pokerkit import HandHistory
        except ImportError:
            print("pokerkit not installed: skipped (pip install pokerkit)")
    chosen = variant_texts()

    # (code, fixture hands, repeats, texts, cases); the last case is pokerkit's
    replays: list[tuple[str, int, int, list[str], list[tuple[str, Callable[[], None], Median]]]] = []
    plays: list[tuple[str, Callable[[], None], Median, Callable[[], None] | None, Median]] = []
    counts: dict[str, tuple[int, int, int]] = {}  # code: (our actions, our deals, pokerkit's actions)
    for code in VARIANTS:
        fixtures = chosen[code]
        if not fixtures:
            sys.exit(f"no {code} hands under {FIXTURES}")
        finals = list(phh.replay_all(fixtures, threads=1))  # every replay must succeed before it is timed
        if not all(state.is_finished for state in finals):
            sys.exit(f"a {code} hand does not replay to the end")
        if HandHistory is not None:
            agree = 0
            for text, state in zip(fixtures, finals, strict=True):
                *_, last = HandHistory.loads(text)
                scale = phh.parse_phh(text).chip_scale()  # the unit replay_all counts this hand's chips in
                agree += list(last.stacks) == [scale.to_amount(chips) for chips in state.stacks]
            print(f"{code}: final stacks: xiapl and pokerkit agree on {agree} of {len(fixtures)} hands")
        repeats = -(-args.min_hands // len(fixtures))
        texts = fixtures * repeats

        def batch_one(texts: list[str] = texts) -> None:
            for _ in phh.replay_all(texts, threads=1):
                pass

        def per_hand(texts: list[str] = texts) -> None:
            for text in texts:
                phh.replay(phh.parse_phh(text))

        def kit_replay(texts: list[str] = texts) -> None:
            assert HandHistory is not None
            for text in texts:
                for _ in HandHistory.loads(text):
                    pass

        cases = [
            ("xiapl.phh.replay_all, threads=1", batch_one, Median()),
            ("xiapl.phh.replay(parse_phh(text)), per hand", per_hand, Median()),
        ]
        if HandHistory is not None:
            cases.append(("pokerkit HandHistory.loads + iterate states", kit_replay, Median()))
        replays.append((code, len(fixtures), repeats, texts, cases))

        if args.variant_hands:
            variant_play(code, min(args.variant_hands, 200), args.seed, check=True)

            def ours(code: str = code) -> None:
                actions, deals = variant_play(code, args.variant_hands, args.seed)
                counts[code] = (actions, deals, counts.get(code, (0, 0, 0))[2])

            theirs = None
            if HandHistory is not None:
                player = PokerkitPlayer(code)
                player.play(min(args.variant_hands, 200), args.seed, check=True)

                def theirs(code: str = code, player: PokerkitPlayer = player) -> None:
                    actions = player.play(args.variant_hands, args.seed)
                    counts[code] = (*counts.get(code, (0, 0, 0))[:2], actions)

            plays.append((code, ours, Median(), theirs, Median()))

    for _, _, _, _, cases in replays:
        for _, function, _ in cases:
            function()  # warm up
    for _ in range(args.rounds):
        for _, _, _, _, cases in replays:
            for _, function, timing in cases:
                timing.run(function)
        for _, ours, ours_timing, theirs, theirs_timing in plays:
            ours_timing.run(ours)
            if theirs is not None:
                theirs_timing.run(theirs)

    print(
        f"PHH replays from text (parse included), by variant: the fixture hands of {FIXTURES} "
        f"with that variant code, repeated to at least {args.min_hands} a round; "
        f"median of {args.rounds} rounds, the cases alternated"
    )
    summary: dict[str, list[str]] = {}
    for code, fixtures, repeats, texts, cases in replays:
        note = " (the only fixture hand of the variant)" if fixtures == 1 else ""
        print(f"{code}: {fixtures} fixture hands{note} x {repeats} = {len(texts)} hands a round")
        for name, _, timing in cases:
            report(f"  {name}", len(texts), timing)
        row = [f"{len(texts) / timing.median_wall:,.0f}" for _, _, timing in cases]
        if HandHistory is not None:
            kit = cases[-1][2]
            for name, _, timing in cases[:-1]:
                print(f"    {name} / pokerkit: {ratio(kit, timing):.1f}x (median of the rounds' wall-time ratios)")
            row += [f"{ratio(kit, timing):.1f}x" for _, _, timing in cases[:-1]]
        summary[code] = [f"{fixtures} x {repeats}", *row]

    if plays:
        print(
            f"self-play by variant: {args.variant_hands} random hands a round from each side (seed {args.seed}); "
            f"median of {args.rounds} rounds, alternated with the replays"
        )
    for code, _, ours_timing, theirs, theirs_timing in plays:
        actions, deals, kit_actions = counts[code]
        hands = args.variant_hands
        print(f"{code}: xiapl {actions / hands:.1f} actions and {deals / hands:.1f} deals a hand", end="")
        print(f", pokerkit {kit_actions / hands:.1f} actions a hand" if theirs is not None else "")
        report("  xiapl.table self-play (random legal actions)", hands, ours_timing)
        print(f"    {ours_timing.median_cpu / (actions + deals) * 1e9:,.0f} ns cpu per action or deal")
        row = [f"{hands / ours_timing.median_wall:,.0f}"]
        if theirs is not None:
            report("  pokerkit self-play (random actions)", hands, theirs_timing)
            r = ratio(theirs_timing, ours_timing)
            print(f"    xiapl / pokerkit: {r:.1f}x (median of the rounds' wall-time ratios)")
            row += [f"{hands / theirs_timing.median_wall:,.0f}", f"{r:.1f}x"]
        summary[code] += row

    print("summary, hands/s (wall, medians):")
    head = ["variant", "fixtures x repeats", "replay_all", "replay per hand"]
    if HandHistory is not None:
        head += ["pokerkit replay", "replay_all/pk", "per hand/pk"]
    if plays:
        head += ["self-play"] + (["pokerkit self-play", "self-play/pk"] if HandHistory is not None else [])
    print("| " + " | ".join(head) + " |")
    for code, row in summary.items():
        print(f"| {code} | " + " | ".join(row) + " |")


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
    parser.add_argument("--by-variant", action="store_true", help="replay and self-play of each variant code instead")
    parser.add_argument("--min-hands", type=int, default=500, help="--by-variant: least replays a round per variant")
    parser.add_argument(
        "--variant-hands", type=int, default=500, help="--by-variant: self-play hands a round per side (0: none)"
    )
    args = parser.parse_args()
    if args.by_variant:
        by_variant(args)
        return

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
