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
FO/8, NS, then the stud games F7S, F7S/8, FR and the draw games N2L1D, F2L3D,
FB) on its own, in the same alternated rounds:

- replays: every .phh text under tests/fixtures/phh (all subfolders) whose
  ``variant`` field is the code, so NT is the Pluribus hands, the NT hands of
  the WSOP folder and one of the top folder, PO the WSOP folder's and one of
  the top folder, F2L3D the same, NS and FB the one hand of each in the top
  folder, and FT, FO/8, F7S, F7S/8, FR and N2L1D the WSOP folder's (7 to 14
  hands each). A variant's texts are repeated until a round replays at least
  ``--min-hands`` hands (NS, FB: one hand that many times). The cases are
  ``replay_all(texts, threads=1)``, ``replay(parse_phh(text))`` per hand and
  pokerkit's ``HandHistory.loads`` with every state iterated; before timing,
  each hand's final stacks are compared between the two, and the hands that
  differ are named. A hand pokerkit cannot replay (FR's
  wsop-2023-43-5/85.phh: "Unable to repair the hand history") is named and
  left out of pokerkit's case, whose texts are then the others, repeated to
  at least ``--min-hands``; its ratios are then per hand, each side over its
  own hands.
- self-play: ``--variant-hands`` random hands a round from each side (2 to 9
  seats, stud 2 to 8; stacks 20-400; blinds 1/2, stud antes 1 and bring-in 1
  instead; fixed-limit bets 2/4; N2L1D draws once, F2L3D and FB three
  times). Ours picks uniformly among ``legal_actions()`` (a bet or raise of a
  uniform size; stud's bring-in and complete rows are among them, as above);
  in the Drawing phase it discards a uniformly random subset of its hand
  (standing pat included; a subset larger than the Discard row's max is
  drawn again). pokerkit's random player (its game class for the variant,
  its own seeded shuffle dealing the cards, every other step automated)
  picks uniformly among fold (when facing a bet), check or call, a bet or
  raise of a uniform size, and all-in when the largest raise is the whole
  stack; the first stud actor picks between the bring-in and the complete,
  and a draw discards a uniformly random subset of the hand (pokerkit
  shuffles the discards back when its deck runs out; its warning saying so
  is silenced). pokerkit plays FO/8 as pot limit, so its player bets the
  fixed size and stops at four bets and raises a street. Draws count as
  actions on both sides. Before timing, both sides' hands are checked to
  keep the chips they started with.
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
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

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
    "F7S": (GameType.Stud, Betting.FixedLimit),
    "F7S/8": (GameType.StudHiLo, Betting.FixedLimit),
    "FR": (GameType.Razz, Betting.FixedLimit),
    "N2L1D": (GameType.Lowball27, Betting.NoLimit),
    "F2L3D": (GameType.Lowball27, Betting.FixedLimit),
    "FB": (GameType.Badugi, Betting.FixedLimit),
}
STUD = frozenset({"F7S", "F7S/8", "FR"})  # no blinds, antes and a bring-in, at most 8 seats
DRAWS = {"N2L1D": 1, "F2L3D": 3, "FB": 3}  # the draw games and their draws
# pokerkit's game class of each variant
POKERKIT_GAMES = {
    "NT": "NoLimitTexasHoldem",
    "PO": "PotLimitOmahaHoldem",
    "FT": "FixedLimitTexasHoldem",
    "FO/8": "FixedLimitOmahaHoldemHighLowSplitEightOrBetter",
    "NS": "NoLimitShortDeckHoldem",
    "F7S": "FixedLimitSevenCardStud",
    "F7S/8": "FixedLimitSevenCardStudHighLowSplitEightOrBetter",
    "FR": "FixedLimitRazz",
    "N2L1D": "NoLimitDeuceToSevenLowballSingleDraw",
    "F2L3D": "FixedLimitDeuceToSevenLowballTripleDraw",
    "FB": "FixedLimitBadugi",
}
SMALL_BET, BIG_BET = 2, 4  # the fixed-limit bets of --by-variant self-play
ANTE, BRING_IN = 1, 1  # stud's forced bets in --by-variant self-play

T = TypeVar("T")


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


def ratio(slow: Median, fast: Median, slow_count: int = 1, fast_count: int = 1) -> float:
    """The median over rounds of slow's wall time over fast's (per hand, when each ran `count` hands)."""
    return statistics.median((s / slow_count) / (f / fast_count) for s, f in zip(slow.wall, fast.wall, strict=True))


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


def variant_texts() -> dict[str, list[tuple[str, str]]]:
    """The fixture (name, text) pairs of each variant of VARIANTS, chosen by their variant field."""
    chosen: dict[str, list[tuple[str, str]]] = {code: [] for code in VARIANTS}
    for path in sorted(FIXTURES.rglob("*.phh")):
        text = path.read_text(encoding="utf-8")
        code = phh.parse_phh(text).variant
        if code in chosen:
            chosen[code].append((path.relative_to(FIXTURES).as_posix(), text))
    return chosen


def random_subset(rng: random.Random, items: Sequence[T], most: int) -> list[T]:
    """A subset of items drawn uniformly among those of at most `most` items (the empty one included)."""
    while True:
        chosen = [item for item in items if rng.getrandbits(1)]
        if len(chosen) <= most:
            return chosen


def card_bits(mask: int) -> list[int]:
    """The one-card masks of a mask of cards."""
    bits = []
    while mask:
        low = mask & -mask
        bits.append(low)
        mask ^= low
    return bits


def variant_start(code: str, rng: random.Random) -> tuple[State, int]:
    """A random hand of the variant as self_play deals them; returns it and its chips."""
    game, betting = VARIANTS[code]
    fixed = betting == Betting.FixedLimit
    stud = code in STUD
    n = rng.randint(2, 8 if stud else 9)
    stacks = [rng.randint(20, 400) for _ in range(n)]
    state = State.start(
        stacks,
        blinds=None if stud else (1, 2),
        antes=ANTE if stud else 0,
        bring_in=BRING_IN if stud else 0,
        draws=DRAWS.get(code, 0),
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
            if phase == Phase.Drawing:
                seat = state.actor
                assert seat is not None
                (draw,) = state.legal_actions()  # the Discard row: max is the most cards it may discard
                state = state.discard(sum(random_subset(rng, card_bits(state.hole_masks[seat]), draw.max)))
                continue
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
        kind = getattr(pokerkit, POKERKIT_GAMES[code])
        self.stud = code in STUD
        self.draw = code in DRAWS
        self.most = 8 if self.stud else 9  # seats
        if self.stud:
            self.game = kind(automations, True, ANTE, BRING_IN, SMALL_BET, BIG_BET)
        elif VARIANTS[code][1] == Betting.FixedLimit:
            self.game = kind(automations, True, 0, (1, 2), SMALL_BET, BIG_BET)
        else:
            self.game = kind(automations, True, 0, (1, 2), 2)
        self.capped = code == "FO/8"  # pokerkit plays it as pot limit: bet the fixed size, four a street

    def play(self, hands: int, seed: int, check: bool = False) -> int:
        """Plays `hands` random hands; returns the number of actions."""
        rng = random.Random(seed)
        random.seed(seed)  # pokerkit shuffles its decks with the module's generator
        actions = 0
        with warnings.catch_warnings():
            # a draw game's deck that runs out takes the discards back, with a warning each time
            warnings.filterwarnings("ignore", "Returning reserved", UserWarning)
            for _ in range(hands):
                actions += self.hand(rng, check)
        return actions

    def hand(self, rng: random.Random, check: bool) -> int:
        """Plays one random hand; returns its number of actions."""
        actions = 0
        n = rng.randint(2, self.most)
        stacks = [rng.randint(20, 400) for _ in range(n)]
        state = self.game(stacks, n)
        while state.status:
            actions += 1
            if self.draw and state.can_stand_pat_or_discard():
                hand = state.hole_cards[state.stand_patter_or_discarder_index]
                state.stand_pat_or_discard(random_subset(rng, hand, len(hand)))
                continue
            if self.stud and state.can_post_bring_in():
                choices = ["bring-in"]  # or complete, below; no fold, check or call
            else:
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
            elif choice == "bring-in":
                state.post_bring_in()
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

    # (code, fixture hands, repeats, texts, cases, pokerkit's note); a case is (name, function, timing,
    # hands a round), the third pokerkit's
    Case = tuple[str, Callable[[], None], Median, int]
    replays: list[tuple[str, int, int, list[str], list[Case], str]] = []
    plays: list[tuple[str, Callable[[], None], Median, Callable[[], None] | None, Median]] = []
    counts: dict[str, tuple[int, int, int]] = {}  # code: (our actions, our deals, pokerkit's actions)
    for code in VARIANTS:
        named = chosen[code]
        if not named:
            sys.exit(f"no {code} hands under {FIXTURES}")
        fixtures = [text for _, text in named]
        finals = list(phh.replay_all(fixtures, threads=1))  # every replay must succeed before it is timed
        if not all(state.is_finished for state in finals):
            sys.exit(f"a {code} hand does not replay to the end")
        kit_fixtures: list[str] = []  # the hands pokerkit replays
        kit_note = ""
        if HandHistory is not None:
            differ: list[str] = []
            refused: list[str] = []
            for (name, text), state in zip(named, finals, strict=True):
                try:
                    *_, last = HandHistory.loads(text)
                except ValueError as error:
                    refused.append(f'{name} ("{error}")')
                    continue
                kit_fixtures.append(text)
                scale = phh.parse_phh(text).chip_scale()  # the unit replay_all counts this hand's chips in
                if list(last.stacks) != [scale.to_amount(chips) for chips in state.stacks]:
                    differ.append(name)
            agree = len(kit_fixtures) - len(differ)
            line = f"{code}: final stacks: xiapl and pokerkit agree on {agree} of {len(fixtures)} hands"
            if differ:
                line += f"; they differ on {', '.join(differ)}"
            if refused:
                line += f"; pokerkit cannot replay {', '.join(refused)}: left out of its timing"
                kit_note = f"pokerkit cannot replay {len(refused)} of them"
            print(line)
        repeats = -(-args.min_hands // len(fixtures))
        texts = fixtures * repeats

        def batch_one(texts: list[str] = texts) -> None:
            for _ in phh.replay_all(texts, threads=1):
                pass

        def per_hand(texts: list[str] = texts) -> None:
            for text in texts:
                phh.replay(phh.parse_phh(text))

        cases: list[Case] = [
            ("xiapl.phh.replay_all, threads=1", batch_one, Median(), len(texts)),
            ("xiapl.phh.replay(parse_phh(text)), per hand", per_hand, Median(), len(texts)),
        ]
        if kit_fixtures:
            kit_repeats = -(-args.min_hands // len(kit_fixtures))
            kit_texts = kit_fixtures * kit_repeats
            if kit_note:
                kit_note += f": the other {len(kit_fixtures)} x {kit_repeats} = {len(kit_texts)} hands a round for it"

            def kit_replay(texts: list[str] = kit_texts) -> None:
                assert HandHistory is not None
                for text in texts:
                    for _ in HandHistory.loads(text):
                        pass

            cases.append(("pokerkit HandHistory.loads + iterate states", kit_replay, Median(), len(kit_texts)))
        replays.append((code, len(fixtures), repeats, texts, cases, kit_note))

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

    for *_, cases, _ in replays:
        for _, function, _, _ in cases:
            function()  # warm up
    for _ in range(args.rounds):
        for *_, cases, _ in replays:
            for _, function, timing, _ in cases:
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
    for code, fixtures, repeats, texts, cases, kit_note in replays:
        note = " (the only fixture hand of the variant)" if fixtures == 1 else ""
        note += f"; {kit_note}" if kit_note else ""
        print(f"{code}: {fixtures} fixture hands x {repeats} = {len(texts)} hands a round{note}")
        for name, _, timing, count in cases:
            report(f"  {name}", count, timing)
        row = [f"{count / timing.median_wall:,.0f}" for _, _, timing, count in cases]
        if len(cases) == 3:  # pokerkit's is the last
            _, _, kit, kit_count = cases[-1]
            what = "per-hand wall-time ratios, each side's own hands" if kit_count != len(texts) else "wall-time ratios"
            ratios = [ratio(kit, timing, kit_count, count) for _, _, timing, count in cases[:-1]]
            for (name, *_), r in zip(cases[:-1], ratios, strict=True):
                print(f"    {name} / pokerkit: {r:.1f}x (median of the rounds' {what})")
            row += [f"{r:.1f}x" for r in ratios]
        elif HandHistory is not None:
            row += ["-", "-", "-"]  # pokerkit replays none of the variant's hands
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
