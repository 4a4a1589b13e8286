"""xiapl.distributed.corpus: per-player statistics over PHH files, checked against the files' own
stacks, hand-written hands with known answers, and the same report on one and two Dask workers."""

from __future__ import annotations

import glob
import json
import tomllib
from collections import defaultdict
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any, NamedTuple

import pytest

pytest.importorskip("distributed")
pytest.importorskip("pandas")

from xiapl.cli import main
from xiapl.distributed import CorpusPatternError, CorpusReport, corpus_report
from xiapl.phh import SUPPORTED_VARIANTS
from xiapl.simulation import calculate_equity

FIXTURES = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "phh"
# Real hand histories that all carry finishing_stacks: six-max cash games and a WSOP mixed-game day.
CORPUS = [FIXTURES / "pluribus", FIXTURES / "wsop-2023-43-5"]


def write_hand(path: Path, actions: list[str], *, stacks: list[Any], blinds: list[Any], **extra: Any) -> Path:
    """A no-limit hold'em hand as PHH text, written by hand (no library code involved)."""

    def value(v: Any) -> str:
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return repr(v) if isinstance(v, str) else str(v)

    fields = {
        "variant": "NT",
        "antes": [0] * len(stacks),
        "blinds_or_straddles": blinds,
        "min_bet": max(blinds),
        "starting_stacks": stacks,
        "actions": actions,
        **extra,
    }
    path.write_text("".join(f"{k} = {value(v)}\n" for k, v in fields.items()), encoding="utf-8")
    return path


# --- the totals, against the files' own stacks -----------------------------------------------


class Oracle(NamedTuple):
    """What the files say, read with tomllib alone (no library code)."""

    net: dict[str, Decimal]  #: per player, finishing minus starting stacks
    hands: dict[str, int]  #: per player, the hands played
    unplayed: set[str]  #: the files of a variant the engine does not play (none: it plays every one)
    odd_chips: dict[str, int]  #: per player, hands where the file splits an odd chip in halves


def file_oracle(paths: list[Path]) -> Oracle:
    """The files' own results, over the hands of a variant the engine plays."""
    oracle = Oracle(defaultdict(Decimal), defaultdict(int), set(), defaultdict(int))
    for path in paths:
        hand = tomllib.loads(path.read_text(encoding="utf-8"))
        if hand["variant"] not in SUPPORTED_VARIANTS:
            oracle.unplayed.add(str(path))
            continue
        whole = all(float(x).is_integer() for x in hand["starting_stacks"] + hand.get("blinds_or_straddles", []))
        # Real files written by a tool that shares a tied pot's odd chip out as halves (the rules
        # give it to one player): such a hand may differ by half a chip per player.
        halves = whole and not all(float(x).is_integer() for x in hand["finishing_stacks"])
        for name, start, finish in zip(hand["players"], hand["starting_stacks"], hand["finishing_stacks"], strict=True):
            oracle.net[name] += Decimal(str(finish)) - Decimal(str(start))
            oracle.hands[name] += 1
            oracle.odd_chips[name] += halves
    return Oracle(dict(oracle.net), dict(oracle.hands), oracle.unplayed, dict(oracle.odd_chips))


def assert_nets_match(report_net: dict[str, Decimal], oracle: Oracle) -> None:
    assert set(report_net) == set(oracle.net)
    for name, net in oracle.net.items():
        assert abs(report_net[name] - net) <= Decimal("0.5") * oracle.odd_chips[name], name


@pytest.fixture(scope="module")
def corpus_in_process() -> CorpusReport:
    return corpus_report(CORPUS)


def test_the_totals_are_the_files_finishing_minus_starting_stacks(corpus_in_process: CorpusReport) -> None:
    report = corpus_in_process
    files = sorted(p for folder in CORPUS for p in folder.rglob("*.phh"))
    oracle = file_oracle(files)
    net, hands, unplayed = oracle.net, oracle.hands, oracle.unplayed
    assert sorted(report.players.index) == list(report.players.index) == sorted(net)
    assert_nets_match({row.player: row.net for row in report.rows}, oracle)
    assert 0 < sum(oracle.odd_chips.values()) <= 6  # one hand of the files splits an odd chip
    assert report.players["hands"].to_dict() == hands
    assert report.net_total == sum(net.values()) == 0
    # Every variant plays: the stud and draw hands of the WSOP day count like the others.
    assert unplayed == set() and report.failures == ()
    assert report.files == len(files) and report.hands == len(files)


def test_the_all_in_adjustment_moves_chips_between_players_only(corpus_in_process: CorpusReport) -> None:
    adjusted = [float(row.allin_adjusted_net) for row in corpus_in_process.rows]
    assert abs(sum(adjusted)) < 1e-6 * max(map(abs, adjusted))
    assert corpus_in_process.allin_hands > 0
    frame = corpus_in_process.players
    assert (frame["pfr"] <= frame["vpip"]).all() and (frame["vpip"] <= frame["hands"]).all()
    assert (frame["vpip_rate"] == frame["vpip"] / frame["hands"]).all()


@pytest.mark.parametrize("client_fixture", ["local_client_1", "local_client_2"])
def test_a_cluster_gives_the_same_report(
    client_fixture: str, corpus_in_process: CorpusReport, request: pytest.FixtureRequest
) -> None:
    client = request.getfixturevalue(client_fixture)
    for files_per_task in (None, 37):
        report = corpus_report(CORPUS, client=client, files_per_task=files_per_task)
        assert report.as_dict() == corpus_in_process.as_dict()
        assert report.players.equals(corpus_in_process.players)


def test_patterns_folders_and_lists_name_the_same_files(corpus_in_process: CorpusReport) -> None:
    pattern = corpus_report(str(FIXTURES / "*" / "**" / "*.phh"), files_per_task=100)
    assert pattern.as_dict() == corpus_in_process.as_dict()
    one = corpus_report([FIXTURES / "pluribus" / "30" / "1.phh", str(FIXTURES / "pluribus" / "30" / "1.phh")])
    assert one.files == 1 and one.hands == 1
    with pytest.raises(CorpusPatternError, match=r"nowhere/\*\*/\*\.phh: no file matches"):
        corpus_report("nowhere/**/*.phh")
    with pytest.raises(ValueError, match="files_per_task"):
        corpus_report(CORPUS, files_per_task=0)


# --- failures are listed, never dropped -----------------------------------------------------------


def test_files_and_hands_that_cannot_be_used_are_listed_with_the_reason(tmp_path: Path) -> None:
    # Heads-up the button, p2, posts the small blind and acts first.
    deal = ["d dh p1 AsAh", "d dh p2 KdKc"]
    good = write_hand(tmp_path / "a-good.phh", [*deal, "p2 f"], stacks=[100, 100], blinds=[1, 2])
    (tmp_path / "b-broken.phh").write_text("variant = 'NT'\nantes = [0, 0\n", encoding="utf-8")
    (tmp_path / "c-binary.phh").write_bytes(b"\xff\xfe\x00garbage")
    (tmp_path / "d-unknown.phh").write_text(
        "variant = 'XT'\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n"
        "starting_stacks = [10, 10]\nactions = []\n",
        encoding="utf-8",
    )
    refused = write_hand(tmp_path / "e-refused.phh", [*deal, "p2 cbr 1"], stacks=[100, 100], blinds=[1, 2])
    write_hand(tmp_path / "f-unfinished.phh", [*deal, "p2 cc"], stacks=[100, 100], blinds=[1, 2])
    # A .phhs file: its second hand does not replay, its first and third count.
    (tmp_path / "g-several.phhs").write_text(
        "".join(f"[{i}]\n" + p.read_text(encoding="utf-8") + "\n" for i, p in enumerate([good, refused, good], 1)),
        encoding="utf-8",
    )
    missing = tmp_path / "h-missing.phh"
    report = corpus_report([tmp_path, missing])
    where = {(Path(f.path).name, f.hand): f.reason for f in report.failures}
    assert list(where) == [
        ("b-broken.phh", None),
        ("c-binary.phh", None),
        ("d-unknown.phh", None),
        ("e-refused.phh", 1),
        ("f-unfinished.phh", 1),
        ("g-several.phhs", 2),
        ("h-missing.phh", None),
    ]
    assert "the array is not closed" in where["b-broken.phh", None]
    assert "not UTF-8" in where["c-binary.phh", None]
    assert "'XT' is not a PHH variant code" in where["d-unknown.phh", None]
    assert "p2 cbr 1" in where["e-refused.phh", 1] and where["g-several.phhs", 2] == where["e-refused.phh", 1]
    assert "stop before the hand ends" in where["f-unfinished.phh", 1]
    assert "cannot read" in where["h-missing.phh", None]
    assert (report.files, report.hands, report.failed_files, report.failed_hands) == (8, 3, 4, 3)
    # p2 folds the small blind in each of the three hands counted.
    assert report.player("p1").net == 3 and report.player("p2").net == -3


# --- VPIP and PFR on hands with known answers ----------------------------------------------------------

# Three players: p1 small blind 1, p2 big blind 2, p3 the button.
VPIP_HANDS = {
    # p3 limps, p1 raises, p2 folds, p3 calls: p1 and p3 put chips in, p1 raised.
    "raise": (["p3 cc", "p1 cbr 6", "p2 f", "p3 cc", "d db 2c7dJh", "p1 cbr 10", "p3 f"], {"p1", "p3"}, {"p1"}),
    # Everyone folds to the big blind: nobody chose to play.
    "walk": (["p3 f", "p1 f"], set(), set()),
    # p3 limps, p1 completes, p2 checks its option, then bets the flop: a check preflop is free.
    "limped": (
        ["p3 cc", "p1 cc", "p2 cc", "d db 2c7dJh", "p1 cc", "p2 cbr 2", "p3 f", "p1 f"],
        {"p1", "p3"},
        set(),
    ),
    # p3 raises, p1 re-raises all-in, p2 calls all-in for less, p3 folds: a short all-in call is no raise.
    "allin": (
        ["p3 cbr 6", "p1 cbr 100", "p2 cc", "p3 f", "d db 2c7dJh", "d db 8s", "d db 9s"],
        {"p1", "p2", "p3"},
        {"p1", "p3"},
    ),
}


def test_vpip_and_pfr_count_the_voluntary_preflop_actions(tmp_path: Path) -> None:
    holes = ["d dh p1 AsAh", "d dh p2 KdKc", "d dh p3 QsQh"]
    for name, (actions, _, _) in VPIP_HANDS.items():
        write_hand(
            tmp_path / f"{name}.phh",
            holes + actions,
            stacks=[100, 50, 100],
            blinds=[1, 2, 0],
            players=["p1", "p2", "p3"],
        )
    report = corpus_report(tmp_path)
    assert report.failures == () and report.hands == len(VPIP_HANDS)
    for player in ("p1", "p2", "p3"):
        row = report.players.loc[player]
        assert row["vpip"] == sum(player in vpip for _, vpip, _ in VPIP_HANDS.values()), player
        assert row["pfr"] == sum(player in pfr for _, _, pfr in VPIP_HANDS.values()), player
        assert row["hands"] == len(VPIP_HANDS)


# A stud hand: antes 1, bring-in 1, small bet 2. p2 shows the lowest up card and brings it in (forced),
# p3 calls it, p1 completes, p2 folds, p3 calls; on fourth street p1 bets and p3 folds.
STUD_HAND = """variant = 'F7S'
antes = [1, 1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsAhKd', 'd dh p2 7c8c2c', 'd dh p3 QsQh9h', 'p2 pb', 'p3 cc', 'p1 cbr 2', 'p2 f', 'p3 cc',
           'd dh p1 5s', 'd dh p3 6s', 'p1 cbr 2', 'p3 f']
players = ['p1', 'p2', 'p3']
"""
# A 2-7 single draw hand: p3 raises, p1 folds its small blind, p2 calls; p2 draws one, p3 stands pat;
# after the draw p2 checks and folds to p3's bet.
DRAW_HAND = """variant = 'N2L1D'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ['d dh p1 AsAhKdKs2c', 'd dh p2 7c5c4d3h9s', 'd dh p3 8s6h5d4c2h', 'p3 cbr 6', 'p1 f', 'p2 cc',
           'p2 sd 9s', 'p3 sd', 'd dh p2 Qd', 'p2 cc', 'p3 cbr 10', 'p2 f']
players = ['p1', 'p2', 'p3']
"""


def test_vpip_and_pfr_in_stud_and_draw_games_count_the_first_betting_round(tmp_path: Path) -> None:
    (tmp_path / "stud.phh").write_text(STUD_HAND, encoding="utf-8")
    (tmp_path / "draw.phh").write_text(DRAW_HAND, encoding="utf-8")
    report = corpus_report(tmp_path)
    assert report.failures == () and report.hands == 2
    # stud: p1 and p3 chose to play (the bring-in is forced), p1 completed; draw: p2 and p3, p3 raised.
    assert report.players["vpip"].to_dict() == {"p1": 1, "p2": 1, "p3": 2}
    assert report.players["pfr"].to_dict() == {"p1": 1, "p2": 0, "p3": 1}
    # Stud: p1 takes the pot of 8 (antes 3, p2's bring-in 1, 2 each from p1 and p3; its fourth-street
    # bet comes back uncalled). Draw: p3 takes 13 (blinds 1 and 6 called by p2, its own 6).
    nets = {r.player: r.net for r in report.rows}
    assert nets == {"p1": Decimal(5 - 1), "p2": Decimal(-2 - 6), "p3": Decimal(-3 + 7)}


# --- the all-in adjusted net ---------------------------------------------------------------------


def test_a_preflop_all_in_counts_at_the_expected_chips(tmp_path: Path) -> None:
    # Heads-up, all-in preflop for 100 each; aces lose to a flush: the real result and the equity differ.
    # p1 posts the big blind, the button p2 the small one.
    write_hand(
        tmp_path / "allin.phh",
        ["d dh p1 AsAh", "d dh p2 7c6c", "p2 cbr 100", "p1 cc", "d db 2c8cKd", "d db 3h", "d db 9c"],
        stacks=[100, 100],
        blinds=[0.5, 1],
        players=["Alice", "Bob"],
    )
    # A small hand with decimal amounts, no all-in: counted at its real result in both columns.
    write_hand(
        tmp_path / "small.phh",
        ["d dh p1 AsAh", "d dh p2 7c6c", "p2 cbr 2.25", "p1 f"],
        stacks=[100, 100],
        blinds=[0.5, 1],
        players=["Alice", "Bob"],
    )
    report = corpus_report(tmp_path)
    assert report.failures == () and report.allin_hands == 1
    equity = calculate_equity(["AsAh", "7c6c"]).equities
    net = {name: report.player(name).net for name in ("Alice", "Bob")}
    assert net == {"Alice": Decimal("-101"), "Bob": Decimal("101")}  # the flush wins 100, the big blind folds 1
    for name, share in zip(("Alice", "Bob"), equity, strict=True):
        small = Decimal(1) if name == "Bob" else Decimal(-1)
        expected = Fraction(share) * 200 - 100 + Fraction(small)
        assert float(report.player(name).allin_adjusted_net) == pytest.approx(float(expected), abs=1e-9)
        assert report.players.loc[name, "allin_adjusted_net"] == pytest.approx(float(expected), abs=1e-9)
    assert report.net_total == 0 and isinstance(report.net_total, Decimal)


# --- the command line --------------------------------------------------------------------------------


def test_the_command_prints_the_report_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    pattern = str(FIXTURES / "wsop-2023-43-5" / "[1-3]*.phh")
    status = main(["corpus", pattern, "--json", "--no-progress"])
    captured = capsys.readouterr()
    document = json.loads(captured.out)
    assert document == corpus_report(pattern).as_dict()
    oracle = file_oracle(sorted(Path(p) for p in glob.glob(pattern)))
    unplayed = oracle.unplayed
    assert_nets_match({row["player"]: Decimal(row["net"]) for row in document["players"]}, oracle)
    assert {row["player"]: row["hands"] for row in document["players"]} == oracle.hands
    # Stud and razz hands are in the selection, and count: no failure, exit status 0.
    assert any(tomllib.loads(Path(p).read_text())["variant"] in ("F7S", "FR") for p in glob.glob(pattern))
    assert not unplayed and document["failures"] == [] and status == 0
    assert sum(row["hands"] for row in document["players"]) == 5 * len(glob.glob(pattern))


def test_the_command_refuses_a_pattern_that_matches_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["corpus", "nowhere/*.phh"]) == 2
    assert "nowhere/*.phh: no file matches this pattern" in capsys.readouterr().err
