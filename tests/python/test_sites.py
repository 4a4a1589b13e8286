"""xiapl.sites: site hand histories imported as PHH, proved by replay, bad input reported."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import pickle
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xiapl import phh, sites
from xiapl.errors import InvalidArgumentError, UnsupportedError
from xiapl.game import GameType
from xiapl.table import Betting

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sites"
ALLIN = FIXTURES / "PokerStars" / "CashGame" / "HandActionTests" / "AllInHandWithShowdown.txt"

# The share of the hands of each site's sample folder that import and replay to the site's
# collections (a folder may hold a hand another site's format reads: it counts for the folder).
# The test fails when a change lowers one; docs/benchmarks.md gives the figures.
COVERAGE_FLOOR = {
    "pokerstars": (120, 123),
    "ggpoker": (12, 13),
    "winningpoker": (22, 25),
    "pacific": (25, 25),
    "ipoker": (49, 51),
    "partypoker": (39, 42),
    "winamax": (21, 21),
    "fulltilt": (29, 30),
}
FOLDERS = {
    "pokerstars": ("PokerStars",),
    "ggpoker": ("GGPoker",),
    "winningpoker": ("WinningPoker", "WinningPokerV2"),
    "pacific": ("Pacific",),
    "ipoker": ("IPoker",),
    "partypoker": ("PartyPoker",),
    "winamax": ("Winamax",),
    "fulltilt": ("FullTilt",),
}


def _site_files(folders: tuple[str, ...]) -> list[Path]:
    return sorted(p for folder in folders for p in (FIXTURES / folder).rglob("*") if p.is_file())


def test_a_pokerstars_hand_is_imported_and_replays_to_the_collections() -> None:
    hands, report = sites.read(ALLIN)
    assert report == sites.SiteReport(1, 1, (), {"pokerstars": (1, 1)})
    (hand,) = hands
    assert hand.variant == "NT"
    assert hand.players == ["numbush", "DonKingKong", "Gaben13", "Captain2323", "matze1987"]
    assert hand.extra["seats"] == [4, 5, 6, 2, 3]
    assert hand.extra["hand"] == 109688230087
    assert hand.extra["table"] == "Skat III 100-250 bb, Ante"
    assert hand.extra["_site"] == "pokerstars"
    assert hand.winnings == [23.57, 0, 0, 0, 0]
    assert hand.extra["_rake"] == 1.11
    assert hand.starting_stacks == [38.74, 21.06, 10.21, 15, 12.26]
    state = phh.replay(hand)
    scale = hand.chip_scale()
    won = [scale.to_amount(w) for w in state.won]
    # The replay awards the pot; the site paid it less the rake.
    assert won == [Decimal("24.68"), 0, 0, 0, 0]
    assert phh.parse_phh(phh.format_phh(hand)) == hand


# The games the PHH specification has no code for, kept under XiaPL's extension codes.
EXTENSION_GAMES = [
    ("PokerStars/CashGame/GameTypeTests/PotLimitHoldem.txt", "PT", GameType.Holdem, Betting.PotLimit),
    ("PokerStars/CashGame/HandActionTests/OmahaHiLo.txt", "PO/8", GameType.PloHiLo, Betting.PotLimit),
    ("FullTilt/CashGame/HandActionTests/OmahaHiLo.txt", "PO/8", GameType.PloHiLo, Betting.PotLimit),
    ("Pacific/CashGame/GameTypeTests/NoLimitOmaha.txt", "NO", GameType.Plo, Betting.NoLimit),
    ("PartyPoker/CashGame/GameTypeTests/PotLimitHoldem.txt", "PT", GameType.Holdem, Betting.PotLimit),
    ("PartyPoker/CashGame/PlayerTests/OmahaHiLoShowdown.txt", "PO/8", GameType.PloHiLo, Betting.PotLimit),
    ("Winamax/CashGame/GameTypeTests/PotLimitFiveCardOmahaHiLo.txt", "PO/8", GameType.Plo5HiLo, Betting.PotLimit),
]


@pytest.mark.parametrize(("name", "code", "game", "betting"), EXTENSION_GAMES, ids=[e[0] for e in EXTENSION_GAMES])
def test_games_without_a_spec_code_import_under_extension_codes(
    name: str, code: str, game: GameType, betting: Betting
) -> None:
    hands, report = sites.read(FIXTURES / name)
    assert report.kept == report.hands == 1, [str(f) for f in report.failures]
    (hand,) = hands
    assert hand.variant == code and code in phh.EXTENSION_VARIANTS and code not in phh.VARIANTS
    assert hand.game == game
    state = phh.replay(hand)
    assert state.game == game and state.betting == betting
    # The site's collections plus the rake are the pot the replay awards.
    scale = hand.chip_scale()
    fees = Decimal(str(hand.extra["_rake"])) + Decimal(str(hand.extra.get("_fees", 0)))
    assert sum(scale.to_amount(w) for w in state.won) == sum(Decimal(str(w)) for w in hand.winnings) + fees
    text = phh.format_phh(hand)
    assert f'variant = "{code}"' in text
    assert phh.parse_phh(text) == hand
    back = sites.read(sites.to_pokerstars(hand)).hands
    assert len(back) == 1 and back[0].variant == code and back[0].actions == hand.actions
    if hand.extra["_site"] == "pokerstars":
        assert back == hands


def test_an_extension_code_hand_splits_hi_lo() -> None:
    (hand,) = sites.read(FIXTURES / "PartyPoker" / "CashGame" / "PlayerTests" / "OmahaHiLoShowdown.txt").hands
    assert sorted(hand.winnings) == [0.09, 0.1]
    assert copy.deepcopy(hand) == hand == pickle.loads(pickle.dumps(hand))


def test_text_bytes_and_paths_read_alike() -> None:
    by_path = sites.read(ALLIN).hands
    assert sites.read(str(ALLIN)).hands == by_path
    assert sites.read(ALLIN.read_bytes()).hands == by_path
    assert sites.read(ALLIN.read_text(encoding="utf-8-sig")).hands == by_path
    assert sites.read(ALLIN, site="pokerstars").hands == by_path


def test_bad_hands_are_reported_and_the_others_kept() -> None:
    good = ALLIN.read_text(encoding="utf-8-sig")
    cut = good[: good.index("*** TURN")]
    hands, report = sites.read(cut + "\n\x01 garbage \ufffd\n" + good)
    assert len(hands) == 1
    assert report.hands == 2 and report.kept == 1
    (failure,) = report.failures
    assert (failure.source, failure.site, failure.hand, failure.line) == ("<text>", "pokerstars", "109688230087", 1)
    assert "stops before it is over" in failure.reason
    assert str(failure).startswith("<text>:1: hand 109688230087 (pokerstars): ")

    wrong = good.replace("numbush collected $23.57", "matze1987 collected $23.57")
    (failure,) = sites.read(wrong).report.failures
    assert "the replay gives" in failure.reason

    hands, report = sites.read("nothing to see\n")
    assert hands == [] and report.hands == 0
    assert "no hand of a known site" in report.failures[0].reason
    assert sites.read("").report == sites.SiteReport(0, 0)


def test_an_unknown_site_is_refused() -> None:
    with pytest.raises(InvalidArgumentError, match="'nosuchsite' is not a format the importer reads"):
        sites.read(ALLIN, site="nosuchsite")
    with pytest.raises(TypeError):
        sites.read(12)  # type: ignore[arg-type]


def test_reports_copy_and_pickle() -> None:
    report = sites.read(FIXTURES / "PokerStars" / "CashGame" / "ValidHandTests" / "CancelledHand.txt").report
    assert report.failures and report.failures[0].reason == "the site cancelled the hand"
    for clone in (copy.copy(report), copy.deepcopy(report), pickle.loads(pickle.dumps(report))):
        assert clone == report


@pytest.mark.filterwarnings("ignore:.*when checking was free")  # real histories hold such folds
@pytest.mark.parametrize("site", sorted(COVERAGE_FLOOR))
def test_coverage_does_not_drop(site: str) -> None:
    total = sites.SiteReport(0, 0)
    for path in _site_files(FOLDERS[site]):
        hands, report = sites.read(path)
        total = total + report
        for hand in hands:
            # Every kept hand replays to a finished state whose pot is the site's winnings plus
            # the rake and fees (the core checked each player; this checks the hand the caller
            # receives).
            state = phh.replay(hand)
            scale = hand.chip_scale()
            won = sum(scale.to_amount(w) for w in state.won)
            fees = Decimal(str(hand.extra["_rake"])) + Decimal(str(hand.extra.get("_fees", 0)))
            paid = sum(Decimal(str(w)) for w in hand.winnings) + fees
            assert won == paid, path
    kept, found = COVERAGE_FLOOR[site]
    assert total.hands == found
    assert total.kept >= kept, [str(f) for f in total.failures]
    for failure in total.failures:
        assert failure.line >= 1 and failure.reason


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_mangled_texts_never_crash(data: st.DataObject) -> None:
    lines = ALLIN.read_bytes().split(b"\n")
    kept = data.draw(st.lists(st.sampled_from(range(len(lines))), max_size=len(lines)))
    junk = data.draw(st.binary(max_size=40))
    text = b"\n".join(lines[i] for i in sorted(set(kept))) + junk
    hands, report = sites.read(text)
    assert report.kept == len(hands) <= report.hands
    assert report.hands - report.kept <= len(report.failures)


def test_every_listed_site_is_one_the_core_reads() -> None:
    for site in sites.SITES:
        assert sites.read("", site=site).report == sites.SiteReport(0, 0)
    with pytest.raises(InvalidArgumentError) as info:
        sites.read("", site="x")
    assert ", ".join(sites.SITES) in str(info.value)


# --- the command line -----------------------------------------------------------------------------


def _xiapl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", *args], capture_output=True, text=True, env=dict(os.environ), timeout=300
    )


def test_convert_writes_a_phhs_per_file_and_tells_what_it_left_out(tmp_path: Path) -> None:
    result = _xiapl("convert", str(FIXTURES / "PokerStars" / "CashGame" / "ValidHandTests"), "--out", str(tmp_path))
    assert result.returncode == 1  # the cancelled hand
    assert "hand 110222853693 (pokerstars): the site cancelled the hand" in result.stderr
    assert "1 of 2 hands converted from 2 files" in result.stderr
    (written,) = sorted(tmp_path.glob("*.phhs"))
    assert written.name == "ValidHand_1.phhs"
    (hand,) = phh.read_phh_all(written)
    assert hand.extra["_site"] == "pokerstars"
    converted = _xiapl("convert", str(ALLIN))
    assert converted.returncode == 0, converted.stderr
    # The same hands as text (a .phhs names its hands "1", "2", ... and writes ante_trimming_status).
    read_back = phh.parse_phh_all(converted.stdout)
    assert [phh.format_phh(h) for h in read_back] == [phh.format_phh(h) for h in sites.read(ALLIN).hands]
    assert [h.actions for h in read_back] == [h.actions for h in sites.read(ALLIN).hands]
    missing = _xiapl("convert", "no/such/*.txt")
    assert missing.returncode == 2 and "no file matches" in missing.stderr


def test_replay_and_corpus_take_site_files() -> None:
    replayed = _xiapl("replay", str(ALLIN), "--json")
    assert replayed.returncode == 0, replayed.stderr
    corpus = _xiapl("corpus", str(FIXTURES / "GGPoker"), "--json")
    assert corpus.returncode == 1  # one hand's figures disagree
    report = json.loads(corpus.stdout)
    assert report["hands"] == 12
    assert "the site's total pot is 13.3" in corpus.stderr
    assert report["net_total"] == 0


def test_pokerstars_text_reads_back_to_the_same_hand() -> None:
    for path in _site_files(("PokerStars",))[:25]:
        for hand in sites.read(path).hands:
            text = sites.to_pokerstars(hand)
            assert sites.read(text).hands == [hand], path
    with pytest.raises(TypeError):
        sites.to_pokerstars("hand")  # type: ignore[arg-type]


def test_a_hand_number_holding_a_colon_is_refused_by_the_readers_and_the_writer() -> None:
    # A garbled Winamax header: its hand number, up to " - ", would swallow a colon,
    # and PokerStars text (which ends the number at the first ':') could not hold it.
    path = next(p for p in _site_files(("Winamax",)) if "HandId: #" in p.read_text(encoding="utf-8-sig"))
    good = path.read_text(encoding="utf-8-sig")
    start = good.index("HandId: #") + len("HandId: #")
    failure = sites.read(good[:start] + "12: x" + good[start:], site="winamax").report.failures[0]
    assert "holds ':'" in failure.reason and failure.hand.startswith("12: x")

    hand = sites.read(ALLIN).hands[0]
    with pytest.raises(InvalidArgumentError, match="holds ':' or a line break"):
        sites.to_pokerstars(dataclasses.replace(hand, extra={**hand.extra, "hand": "7: 8"}))


def test_convert_to_pokerstars(tmp_path: Path) -> None:
    result = _xiapl(
        "convert", str(FIXTURES / "Winamax" / "CashGame" / "Seats"), "--to", "pokerstars", "--out", str(tmp_path)
    )
    assert result.returncode == 0, result.stderr
    written = sorted(tmp_path.glob("*.txt"))
    assert [p.name for p in written] == ["6 Max.txt", "HeadsUp.txt"]
    for path in written:
        (hand,) = sites.read(path).hands
        assert hand.extra["_site"] == "pokerstars"


VECTORS = Path(__file__).resolve().parents[1] / "vectors" / "sites.json"


def test_the_shared_vectors() -> None:
    """tests/vectors/sites.json (sites_vectors.py), replayed here as in Go, Node and Rust."""
    for case in json.loads(VECTORS.read_text(encoding="utf-8"))["cases"]:
        if case["status"] != "XIAPL_OK":
            with pytest.raises(InvalidArgumentError):
                sites.read(case["text"], site=case["site"])
            continue
        hands, report = sites.read(case["text"], site=case["site"])
        assert (report.hands, report.kept) == (case["hands"], case["kept"]), case["name"]
        got = [{"site": f.site, "hand": f.hand, "line": f.line, "reason": f.reason} for f in report.failures]
        assert got == case["failures"], case["name"]
        assert (phh.format_phh_all(hands) if hands else "") == case["phh"], case["name"]
        for hand, text in zip(hands, case["pokerstars"], strict=True):
            if text is None:
                with pytest.raises(UnsupportedError):
                    sites.to_pokerstars(hand)
            else:
                assert sites.to_pokerstars(hand) == text, case["name"]
