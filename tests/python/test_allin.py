"""All-in equity per street of replayed PHH hands, checked against boards
dealt out one by one and ranked by phevaluator (an independent evaluator)."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

from oracle import ph_rank_holdem, ph_rank_omaha
from xiapl import phh
from xiapl.allin import AllInReport, allin_equity
from xiapl.table import Phase, Street

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"
RANKS, SUITS = "23456789TJQKA", "cdhs"


def ids(text: str) -> list[int]:
    """Card ids (suit * 13 + rank - 2) of "AsKd...", read here without the library."""
    return [SUITS.index(text[i + 1]) * 13 + RANKS.index(text[i]) for i in range(0, len(text), 2)]


def hand_of(
    stacks: list[int],
    actions: list[str],
    variant: str = "NT",
    blinds: list[int] | None = None,
    finishing: list[int] | None = None,
) -> phh.PhhHand:
    lines = [
        f'variant = "{variant}"',
        f"antes = {[0] * len(stacks)}",
        f"blinds_or_straddles = {blinds or [1, 2] + [0] * (len(stacks) - 2)}",
        "min_bet = 2",
        f"starting_stacks = {stacks}",
        "actions = [" + ", ".join(json.dumps(a) for a in actions) + "]",
    ]
    if finishing is not None:
        lines.append(f"finishing_stacks = {finishing}")
    return phh.parse_phh("\n".join(lines) + "\n")


def brute_force_chips(
    holes: dict[int, str],
    board: str,
    pots: list[tuple[int, tuple[int, ...]]],
    dead: str = "",
    omaha: bool = False,
    sample: int | None = None,
) -> dict[int, float]:
    """Expected chips per seat: every run-out (or ``sample`` random ones) dealt,
    each pot split among its best eligible hands."""
    used = set(ids(board) + ids(dead) + [c for h in holes.values() for c in ids(h)])
    deck = [c for c in range(52) if c not in used]
    missing = 5 - len(ids(board))
    if sample is None:
        runouts = list(combinations(deck, missing))
    else:
        rng = random.Random(20240611)
        runouts = [tuple(rng.sample(deck, missing)) for _ in range(sample)]
    totals = {seat: 0.0 for seat in holes}
    for extra in runouts:
        full = ids(board) + list(extra)
        rank = {
            seat: ph_rank_omaha(full, ids(h)) if omaha else ph_rank_holdem(full + ids(h)) for seat, h in holes.items()
        }
        for amount, eligible in pots:
            best = min(rank[s] for s in eligible)
            winners = [s for s in eligible if rank[s] == best]
            for s in winners:
                totals[s] += amount / len(winners)
    return {seat: total / len(runouts) for seat, total in totals.items()}


def check_invariants(report: AllInReport) -> None:
    for spot in report.spots:
        assert spot.pots, "a run-out always has chips at stake"
        for pot in spot.pots:
            assert sum(e.equity for e in pot.shares) == pytest.approx(1.0, abs=1e-9)
            for e in pot.shares:
                assert 0.0 <= e.win <= e.equity + 1e-12 <= 1.0 + 1e-9
        assert sum(spot.expected) == pytest.approx(spot.pot_total, rel=1e-9)
        assert set(s for p in spot.pots for s in p.seats) <= set(spot.seats)
        assert all(spot.expected[s] == 0.0 for s in range(len(spot.expected)) if s not in spot.seats)
    if report.spots and report.won is not None:
        luck = report.luck()
        assert luck is not None
        assert sum(report.won) == report.spots[0].pot_total
        assert sum(luck) == pytest.approx(0.0, abs=1e-6 * max(1, report.spots[0].pot_total))


# -- hand-built hands -----------------------------------------------------------------

AA_KK = hand_of(
    [200, 200],
    ["d dh p1 AsAh", "d dh p2 KdKc", "p2 cbr 200", "p1 cc", "d db 7c8d2h", "d db Kh", "d db 3s"],
    blinds=[1, 2],
)


def test_preflop_aces_against_kings_every_street() -> None:
    report = allin_equity(AA_KK)
    assert report.skipped is None
    assert [s.street for s in report.spots] == [Street.Preflop, Street.Flop, Street.Turn]
    assert report.allin_street == Street.Preflop
    assert report.won == (0, 400)  # the king on the turn
    preflop, flop, turn = report.spots
    assert [p.amount for p in preflop.pots] == [400]
    # Preflop: 1.7 million boards are too many for a pure-Python oracle; 20,000
    # random ones give the equity to about 0.003 (one standard error).
    sampled = brute_force_chips({0: "AsAh", 1: "KdKc"}, "", [(400, (0, 1))], sample=20_000)
    assert preflop.equity_of(0) == pytest.approx(sampled[0] / 400, abs=0.015)
    assert 0.80 < preflop.equity_of(0) < 0.84
    # Flop and turn: every run-out, exactly.
    for spot, board in [(flop, "7c8d2h"), (turn, "7c8d2hKh")]:
        exact = brute_force_chips({0: "AsAh", 1: "KdKc"}, board, [(400, (0, 1))])
        assert spot.expected[0] == pytest.approx(exact[0], rel=1e-12)
        assert spot.expected[1] == pytest.approx(exact[1], rel=1e-12)
    # On the turn the kings have a set: only the last two aces (2 rivers of 44) save the aces.
    assert turn.equity_of(0) == pytest.approx(2 / 44)
    luck = report.luck()
    assert luck is not None and luck[1] == pytest.approx(400 - preflop.expected[1])
    check_invariants(report)


def test_flop_all_in_with_a_folded_hand_dead() -> None:
    # p3 folds 9c9d preflop; p1 and p2 get it in on the flop.
    hand = hand_of(
        [500, 500, 500],
        [
            "d dh p1 AhKh",
            "d dh p2 QsQc",
            "d dh p3 9c9d",
            "p3 cbr 6",
            "p1 cbr 20",
            "p2 cc",
            "p3 f",
            "d db Th5h2c",
            "p1 cbr 480",
            "p2 cc",
            "d db 9s",
            "d db 4d",
        ],
    )
    report = allin_equity(hand)
    assert [s.street for s in report.spots] == [Street.Flop, Street.Turn]
    flop = report.spots[0]
    assert flop.seats == (0, 1)
    assert flop.pot_total == 500 + 500 + 6
    exact = brute_force_chips({0: "AhKh", 1: "QsQc"}, "Th5h2c", [(1006, (0, 1))], dead="9c9d")
    assert flop.expected[0] == pytest.approx(exact[0], rel=1e-12)
    # The same spot with the folded cards back in the deck differs, and matches its own oracle.
    live = allin_equity(hand, count_folded_cards=False).spots[0]
    exact_live = brute_force_chips({0: "AhKh", 1: "QsQc"}, "Th5h2c", [(1006, (0, 1))])
    assert live.expected[0] == pytest.approx(exact_live[0], rel=1e-12)
    assert live.expected[0] != pytest.approx(flop.expected[0], rel=1e-6)
    assert report.won == (0, 1006, 0)
    check_invariants(report)


def test_three_way_all_in_with_a_side_pot() -> None:
    # p3 (300) shoves, p1 (100) and p2 (300) call: main pot 300, side pot 400.
    hand = hand_of(
        [100, 300, 300],
        [
            "d dh p1 AsAh",
            "d dh p2 KsKh",
            "d dh p3 QdQc",
            "p3 cbr 300",
            "p1 cc",
            "p2 cc",
            "d db Jc8d3h",
            "d db 2s",
            "d db 7c",
        ],
    )
    report = allin_equity(hand)
    preflop = report.spots[0]
    assert [(p.amount, p.seats) for p in preflop.pots] == [(300, (0, 1, 2)), (400, (1, 2))]
    assert report.won == (300, 400, 0)
    # Each pot is shared among its own players: p1 has no share of the side pot.
    assert preflop.pots[1].equity_of(0) == 0.0
    flop = report.spots[1]
    exact = brute_force_chips({0: "AsAh", 1: "KsKh", 2: "QdQc"}, "Jc8d3h", [(300, (0, 1, 2)), (400, (1, 2))])
    for seat in range(3):
        assert flop.expected[seat] == pytest.approx(exact[seat], rel=1e-12)
    # The side pot is KK against QQ alone; the main pot adds AA.
    assert flop.pots[1].equity_of(1) > flop.pots[0].equity_of(1)
    check_invariants(report)


def test_side_pot_of_folded_chips_goes_to_its_only_player() -> None:
    # p1 is all-in preflop; p2 and p3 bet on; p3 folds the turn, leaving a side
    # pot (the flop bets) that only p2 can win, and the turn run-out against p1.
    hand = hand_of(
        [100, 500, 500],
        [
            "d dh p1 8s8h",
            "d dh p2 AdKd",
            "d dh p3 QcJc",
            "p3 cbr 100",
            "p1 cc",
            "p2 cc",
            "d db 2h7s9d",
            "p2 cbr 50",
            "p3 cc",
            "d db 4c",
            "p2 cbr 200",
            "p3 f",
            "d db Ah",
        ],
    )
    report = allin_equity(hand)
    assert [s.street for s in report.spots] == [Street.Turn]
    turn = report.spots[0]
    assert [(p.amount, p.seats) for p in turn.pots] == [(300, (0, 1)), (100, (1,))]
    assert turn.pots[1].equity_of(1) == 1.0
    exact = brute_force_chips({0: "8s8h", 1: "AdKd"}, "2h7s9d4c", [(300, (0, 1)), (100, (1,))], dead="QcJc")
    assert turn.expected[0] == pytest.approx(exact[0], rel=1e-12)
    assert turn.expected[1] == pytest.approx(exact[1], rel=1e-12)
    assert report.won == (0, 400, 0)  # the ace on the river
    check_invariants(report)


def test_omaha_flop_all_in() -> None:
    hand = hand_of(
        [400, 400],
        [
            "d dh p1 AhAdKsQs",
            "d dh p2 JcTc9h8h",
            "p2 cbr 6",
            "p1 cc",
            "d db Jh7c2s",
            "p1 cbr 12",
            "p2 cbr 48",
            "p1 cbr 144",
            "p2 cbr 394",
            "p1 cc",
            "d db 5d",
            "d db Kc",
        ],
        variant="PO",
        blinds=[1, 2],
    )
    report = allin_equity(hand)
    assert [s.street for s in report.spots] == [Street.Flop, Street.Turn]
    exact = brute_force_chips({0: "AhAdKsQs", 1: "JcTc9h8h"}, "Jh7c2s", [(800, (0, 1))], omaha=True)
    assert report.spots[0].expected[0] == pytest.approx(exact[0], rel=1e-12)
    check_invariants(report)


def test_no_all_in_gives_no_spots() -> None:
    hand = hand_of(
        [200, 200, 200],
        [
            "d dh p1 AsAh",
            "d dh p2 KdKc",
            "d dh p3 7c2d",
            "p3 f",
            "p1 cbr 6",
            "p2 cc",
            "d db 7h8d2c",
            "p1 cc",
            "p2 cbr 10",
            "p1 cc",
            "d db Kh",
            "p1 cc",
            "p2 cc",
            "d db 3s",
            "p1 cc",
            "p2 cc",
        ],
    )
    report = allin_equity(hand)
    assert report.spots == () and report.skipped is None and report.allin_street is None
    assert report.luck() is None
    assert "no all-in" in str(report)


def test_river_all_in_has_no_cards_to_come() -> None:
    hand = hand_of(
        [200, 200],
        [
            "d dh p1 AsAh",
            "d dh p2 KdKc",
            "p2 cc",
            "p1 cc",
            "d db 7h8d2c",
            "p1 cc",
            "p2 cc",
            "d db Kh",
            "p1 cc",
            "p2 cc",
            "d db 3s",
            "p1 cbr 198",
            "p2 cc",
        ],
        blinds=[1, 2],
    )
    report = allin_equity(hand)
    assert report.spots == () and report.won == (0, 400)


def test_unknown_cards_of_a_live_player_skip_with_the_reason() -> None:
    hand = hand_of(
        [200, 200, 200],
        [
            "d dh p1 AsAh",
            "d dh p2 ????",
            "d dh p3 7c2d",
            "p3 f",
            "p1 cbr 200",
            "p2 cc",
            "d db 7h8d2c",
            "d db Kh",
            "d db 3s",
        ],
    )
    report = allin_equity(hand)
    assert report.spots == ()
    assert report.skipped is not None and "p2" in report.skipped and "cannot be computed" in report.skipped
    assert "skipped" in str(report)
    # Unknown cards of a player who folded do not matter.
    folded = hand_of(
        [200, 200, 200],
        [
            "d dh p1 AsAh",
            "d dh p2 KdKc",
            "d dh p3 ????",
            "p3 f",
            "p1 cbr 200",
            "p2 cc",
            "d db 7h8d2c",
            "d db Kh",
            "d db 3s",
        ],
    )
    assert allin_equity(folded).skipped is None and len(allin_equity(folded).spots) == 3


def test_report_formats_and_serialises() -> None:
    report = allin_equity(AA_KK)
    text = str(report)
    assert text.splitlines()[0].startswith("Preflop all-in, board -")
    assert "Flop run-out" in text and "Turn run-out" in text
    document = json.loads(json.dumps(report.to_dict()))
    assert document["allin_street"] == "preflop"
    players = document["spots"][0]["players"]
    assert [p["cards"] for p in players] == ["AhAs", "KcKd"]
    assert sum(p["expected"] for p in players) == pytest.approx(400)
    assert players[1]["won"] == 400 and players[1]["luck"] == pytest.approx(400 - players[1]["expected"])


# -- replay_states ------------------------------------------------------------------------


def test_replay_states_follow_the_actions() -> None:
    states = list(phh.replay_states(AA_KK))
    engine_actions = [a for a in AA_KK.actions if a.verb != "dh"]
    assert len(states) == 1 + len(engine_actions)
    assert states[0].pot_total == 3 and states[-1].is_finished
    assert states[-1].stacks == phh.replay(AA_KK).stacks
    assert [s.phase for s in states[2:]] == [Phase.Dealing] * 3 + [Phase.Finished]


def test_replay_states_are_the_cut_replays_on_every_fixture() -> None:
    # The definition: the state after step k is the hand replayed up to k, with the later
    # card reveals kept (they change no chips); the last state is replay's.
    # Stud and draw games deal hole cards as steps of the hand: only show/muck lines reveal.
    for path in supported_fixtures()[::10] + [p for p in supported_fixtures() if p.parent.name == "wsop-2023-43-5"]:
        hand = phh.read_phh(path)
        board_game = hand.game.board_cards > 0
        reveal = [(board_game and a.verb == "dh") or a.verb == "sm" for a in hand.actions]
        states = list(phh.replay_states(hand))
        cuts = [0] + [k + 1 for k in range(len(hand.actions)) if not reveal[k]]
        assert len(states) == len(cuts), path
        for state, cut in zip(states, cuts, strict=True):
            kept = hand.actions[:cut] + [a for a, r in zip(hand.actions[cut:], reveal[cut:], strict=True) if r]
            cut_hand = phh.PhhHand(
                hand.variant,
                hand.antes,
                hand.blinds_or_straddles,
                hand.min_bet,
                hand.starting_stacks,
                kept,
                hand.ante_trimming_status,
                hand.extra,
                bring_in=hand.bring_in,
                small_bet=hand.small_bet,
                big_bet=hand.big_bet,
            )
            expected = phh.replay(cut_hand)
            assert (state.stacks, state.bets, state.board_mask, state.phase, state.actor, state.deal_seat) == (
                expected.stacks,
                expected.bets,
                expected.board_mask,
                expected.phase,
                expected.actor,
                expected.deal_seat,
            ), (path, cut)
            if board_game:
                assert state.hole_masks == expected.hole_masks, (path, cut)
            else:
                # A stud or draw state knows a shown card from its deal on; the cut hand lacks the
                # later deals the shown cards fit in, so only the face-up cards compare.
                assert state.up_masks == expected.up_masks, (path, cut)
        assert states[-1].stacks == phh.replay(hand).stacks


# -- every fixture ---------------------------------------------------------------------------


def supported_fixtures() -> list[Path]:
    return [path for path in sorted(FIXTURES.rglob("*.phh")) if phh.read_phh(path).variant in phh.SUPPORTED_VARIANTS]


def runout_street(hand: phh.PhhHand) -> Street | None:
    """Read from the file alone: board cards dealt after the last bet, call or fold mean a run-out."""
    words = [str(a).split("#")[0].split() for a in hand.actions]
    betting = [i for i, w in enumerate(words) if w[0] != "d" and w[1] in ("cc", "cbr", "f")]
    last = betting[-1] if betting else -1
    if not any(w[:2] == ["d", "db"] for w in words[last + 1 :]):
        return None
    board = sum(len(w[2]) // 2 for w in words[: last + 1] if w[:2] == ["d", "db"])
    return {0: Street.Preflop, 3: Street.Flop, 4: Street.Turn}[board]


def test_every_fixture_hand() -> None:
    with_spots = stud_or_draw_all_in = 0
    for path in supported_fixtures():
        hand = phh.read_phh(path)
        report = allin_equity(hand)
        check_invariants(report)
        final = phh.replay(hand)
        assert report.won == tuple(final.won)
        if hand.game.max_players == 0:  # draw games: no spots; an all-in says why
            assert report.spots == () and (report.skipped is not None) == any(final.all_in_seats), path
            assert report.skipped is None or "what each player draws" in report.skipped
            stud_or_draw_all_in += report.skipped is not None
            continue
        if hand.game.board_cards == 0:  # stud: spots only where someone went all-in
            assert not report.spots or any(final.all_in_seats), path
            stud_or_draw_all_in += bool(report.spots)
            continue
        with_spots += bool(report.spots)
        for spot in report.spots:
            assert len(spot.seats) >= 2 and all(spot.holes)
        if report.skipped is None:
            assert report.allin_street == runout_street(hand), path
            if report.spots:
                assert len(report.spots) == 3 - report.spots[0].street  # every later street before the river
    assert with_spots > 0
    assert stud_or_draw_all_in > 0


def test_a_stud_all_in_matches_a_brute_force_with_pokerkit() -> None:
    """Razz, all-in on sixth street: each player's seventh card comes from the cards left, and
    pokerkit's own razz ranking judges every pair of them."""
    pokerkit = pytest.importorskip("pokerkit")
    hand = phh.read_phh(FIXTURES / "wsop-2023-43-5" / "85.phh")
    report = allin_equity(hand)
    assert report.stud and report.skipped is None and len(report.spots) == 1
    spot = report.spots[0]
    assert spot.street == Street.Sixth and spot.board == 0 and report.allin_street == Street.Sixth
    assert "Sixth street all-in" in report.spot_lines(0)[0]
    known = sum(spot.holes) | spot.dead
    left = [i for i in range(52) if not known >> i & 1]
    names = [cards_of(h) for h in spot.holes]
    first = 0.0
    for a in left:
        for b in left:
            if a == b:
                continue
            one = pokerkit.RegularLowHand.from_game(names[0] + card_name(a))
            two = pokerkit.RegularLowHand.from_game(names[1] + card_name(b))
            first += 1.0 if one > two else 0.5 if one == two else 0.0
    first /= len(left) * (len(left) - 1)
    (pot,) = spot.pots
    assert abs(pot.equity_of(spot.seats[0]) - first) < 1e-12
    assert abs(pot.equity_of(spot.seats[1]) - (1 - first)) < 1e-12


def card_name(card_id: int) -> str:
    return "23456789TJQKA"[card_id % 13] + "cdhs"[card_id // 13]


def cards_of(mask: int) -> str:
    return "".join(card_name(i) for i in range(52) if mask >> i & 1)


# -- the command line ---------------------------------------------------------------------------


def xiapl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, env=dict(os.environ))


def test_cli_replay_text() -> None:
    result = xiapl("replay", str(FIXTURES / "dwan-ivey-2009.phh"))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Phil Ivey" in out and "Tom Dwan" in out
    assert "no finishing stacks" in out  # the televised file does not give them
    assert "Turn all-in, board Jc3d5c4h" in out  # the board in the order it was dealt
    dwan = next(line for line in out.splitlines() if line.strip().startswith("Tom Dwan") and "%" in line)
    assert "100.00 %" in dwan  # Ivey's wheel cannot beat the seven-high straight with one card to come


def test_cli_replay_json_and_phhs(tmp_path: Path) -> None:
    path = tmp_path / "two.phhs"
    phh.write_phh_all([AA_KK, phh.read_phh(FIXTURES / "pluribus" / "31" / "28.phh")], path)
    result = xiapl("replay", str(path), "--json")
    assert result.returncode == 0, result.stderr
    hands = json.loads(result.stdout)["hands"]
    assert len(hands) == 2
    assert hands[0]["finishing_stacks_match"] is None  # AA_KK has no finishing_stacks
    assert hands[0]["finishing_stacks"] == [0, 400]
    assert hands[1]["finishing_stacks_match"] is True
    assert hands[1]["allin"]["allin_street"] == "preflop"
    shares = [p["equity"] for p in hands[1]["allin"]["spots"][0]["players"]]
    assert sum(shares) == pytest.approx(1.0)
    text = xiapl("replay", str(path))
    assert text.returncode == 0 and text.stdout.count("Hand ") == 2


def test_cli_replay_errors(tmp_path: Path) -> None:
    missing = xiapl("replay", str(tmp_path / "none.phh"))
    assert missing.returncode == 2 and "none.phh" in missing.stderr
    unknown = tmp_path / "unknown.phh"
    unknown.write_text(
        'variant = "XT"\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nstarting_stacks = [10, 10]\n'
        "actions = []\n"
    )
    unsupported = xiapl("replay", str(unknown))
    assert unsupported.returncode == 2 and "'XT' is not a PHH variant code" in unsupported.stderr
    bad = tmp_path / "bad.phh"
    phh.write_phh(hand_of([200, 200], ["d dh p1 AsAh", "d dh p2 KdKc", "p1 cbr 200"], blinds=[1, 2]), bad)
    refused = xiapl("replay", str(bad))
    assert refused.returncode == 2 and "p1 cbr 200" in refused.stderr


def test_the_docs_example_prints_what_the_docs_show(capsys: pytest.CaptureFixture[str]) -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "table.md").read_text()
    section = text[text.index("## All-in equity") :]
    blocks = section.split("```")
    code, shown = blocks[1].removeprefix("python\n"), blocks[3]
    exec(compile(code, "docs/table.md", "exec"), {})
    printed = capsys.readouterr().out.splitlines()
    for line in shown.strip("\n").splitlines():
        if line.strip() != "...":
            assert line in printed
