"""xiapl.distributed.flop_report: range-against-range equity on every flop."""

from __future__ import annotations

import itertools
import json
import math
import re
from pathlib import Path
from typing import Any

import pytest

pandas = pytest.importorskip("pandas")
pytest.importorskip("distributed")

from xiapl.canonicalize import generate_canonical_boards  # noqa: E402
from xiapl.cli import main  # noqa: E402
from xiapl.distributed import flop_classes, flop_report, flop_texture, suit_symmetries  # noqa: E402
from xiapl.distributed.flops import _PERMUTATIONS, live_pair_weight  # noqa: E402
from xiapl.errors import InvalidArgumentError, UnsupportedError  # noqa: E402
from xiapl.range import Range  # noqa: E402
from xiapl.simulation import SimulationOptions, calculate_range_equity  # noqa: E402
from xiapl.utils import cards_to_mask, mask_to_cards  # noqa: E402

SYMMETRIC = ("AA,KK", "QQ,AKs")
# Both name hearts: the relabellings that keep hearts (six) leave them alike.
ASYMMETRIC = ("AhKh,QQ", "JJ,AhQh")


def _permute(mask: int, permutation: Any) -> int:
    """The mask with suit s relabelled permutation[s] (a suit is 13 consecutive bits), counted here."""
    return sum(((mask >> (13 * s)) & 0x1FFF) << (13 * permutation[s]) for s in range(4))


def _weighted_mean(report: Any, column: str) -> float:
    live = report[report["frequency"] > 0]
    return math.fsum(live["frequency"] * live[column]) / math.fsum(live["frequency"])


@pytest.fixture(scope="module")
def symmetric_report() -> Any:
    return flop_report(*SYMMETRIC)


@pytest.fixture(scope="module")
def asymmetric_report() -> Any:
    return flop_report(*ASYMMETRIC)


@pytest.mark.parametrize("which", ["symmetric", "asymmetric"])
def test_the_frequency_weighted_flop_equity_is_the_preflop_equity(
    which: str, symmetric_report: Any, asymmetric_report: Any
) -> None:
    hero, villain = SYMMETRIC if which == "symmetric" else ASYMMETRIC
    report = symmetric_report if which == "symmetric" else asymmetric_report
    preflop = calculate_range_equity(Range.from_string(hero), Range.from_string(villain), 0, SimulationOptions.exact())
    assert _weighted_mean(report, "hero_equity") == pytest.approx(preflop.hero_aggregate_equity, abs=1e-9)
    assert _weighted_mean(report, "villain_equity") == pytest.approx(preflop.villain_aggregate_equity, abs=1e-9)
    assert report.attrs["hero_equity"] == pytest.approx(preflop.hero_aggregate_equity, abs=1e-9)


def test_symmetric_ranges_get_the_canonical_flops(symmetric_report: Any) -> None:
    canonical = list(generate_canonical_boards(3))
    assert len(symmetric_report) == 1755
    assert list(symmetric_report["flop_mask"]) == [c.board for c in canonical]
    assert list(symmetric_report["weight"]) == [c.weight for c in canonical]
    assert int(symmetric_report["weight"].sum()) == math.comb(52, 3)
    assert symmetric_report.attrs["symmetries"] == 24


def test_asymmetric_ranges_get_the_classes_of_their_own_symmetry(asymmetric_report: Any) -> None:
    report = asymmetric_report
    assert int(report["weight"].sum()) == math.comb(52, 3)
    assert 1755 < len(report) < math.comb(52, 3)
    assert report.attrs["symmetries"] == 6
    assert list(report["flop_mask"]) == sorted(report["flop_mask"])
    # Every flop of a class is the image of the representative under a relabelling keeping hearts.
    keeps_hearts = [p for p in _PERMUTATIONS if p[2] == 2]
    for flop, weight in zip(report["flop_mask"][:200], report["weight"][:200], strict=True):
        orbit = {_permute(int(flop), p) for p in keeps_hearts}
        assert len(orbit) == weight and min(orbit) == flop


def test_suit_symmetries_follow_the_suits_a_range_names() -> None:
    assert len(suit_symmetries(Range.from_string("QQ,AKs"), Range.from_string("JJ+"))) == 24
    assert suit_symmetries(Range.from_string("AhKh"), Range.from_string("AsQs,AdQd")) == ((0, 1, 2, 3), (0, 3, 2, 1))
    # Weights count: the same hands with other weights per suit break the symmetry.
    assert len(suit_symmetries(Range([("AhKh", 0.5), ("AsKs", 0.5)]))) == 4
    assert len(suit_symmetries(Range([("AhKh", 1.0), ("AsKs", 0.5)]))) == 2
    assert len(suit_symmetries()) == 24


@pytest.mark.parametrize(
    "texts", [("AhKh:0.5,QQ", "JJ,AhQh"), ("AsKs,AdKd", "QQ"), ("AhKh,AsKs:0.25", "AKs"), ("22+", "AhAs")]
)
def test_the_core_suit_symmetries_keep_every_range_counted_here(texts: tuple[str, str]) -> None:
    ranges = [Range.from_string(t) for t in texts]
    tables = [{c.mask: c.weight for c in r.combos()} for r in ranges]
    want = tuple(
        p for p in _PERMUTATIONS if all(t.get(_permute(mask, p)) == w for t in tables for mask, w in t.items())
    )
    assert suit_symmetries(*ranges) == want
    with pytest.raises(TypeError, match="Range"):
        suit_symmetries("AhKh")  # type: ignore[arg-type]


def _orbits(symmetries: Any, deck: int) -> list[tuple[int, int]]:
    """The orbits of the deck's flops, counted here: each as its smallest mask and its size."""
    cards = [c for c in range(52) if deck >> c & 1]
    classes: dict[int, int] = {}
    for chosen in itertools.combinations(cards, 3):
        orbit = {_permute(sum(1 << c for c in chosen), p) for p in symmetries}
        classes[min(orbit)] = len(orbit)
    return sorted(classes.items())


def test_the_flop_classes_cover_every_flop_once() -> None:
    alone = flop_classes([(0, 1, 2, 3)])
    assert len(alone) == math.comb(52, 3) and all(c.weight == 1 for c in alone)
    # The orbits of all 24 relabellings, counted here, are the core's canonical flops.
    canonical = [(c.board, c.weight) for c in generate_canonical_boards(3)]
    full_deck = (1 << 52) - 1
    assert _orbits(_PERMUTATIONS, full_deck) == canonical
    assert [tuple(c) for c in flop_classes(_PERMUTATIONS)] == canonical
    short = flop_classes(_PERMUTATIONS, game="shortdeck")
    assert sum(c.weight for c in short) == math.comb(36, 3)
    assert all(card.rank >= 6 for c in short for card in mask_to_cards(c.flop))


@pytest.mark.parametrize("game", ["holdem", "shortdeck"])
def test_the_core_flop_classes_are_the_orbits_counted_here(game: str) -> None:
    keeps_hearts = [p for p in _PERMUTATIONS if p[2] == 2]
    deck = sum(1 << c for c in range(52) if game == "holdem" or c % 13 >= 4)
    assert [tuple(c) for c in flop_classes(keeps_hearts, game=game)] == _orbits(keeps_hearts, deck)


def test_flop_classes_and_textures_refuse_what_is_no_group_or_flop() -> None:
    with pytest.raises(InvalidArgumentError, match="identity"):
        flop_classes([(1, 0, 2, 3)])
    with pytest.raises(InvalidArgumentError, match="not a group"):
        flop_classes([(0, 1, 2, 3), (1, 2, 3, 0)])
    with pytest.raises(InvalidArgumentError, match="4 suits"):
        flop_classes([(0, 1, 2)])
    with pytest.raises(InvalidArgumentError, match="no board"):
        flop_classes([(0, 1, 2, 3)], game="razz")
    with pytest.raises(InvalidArgumentError, match="exactly 3 cards"):
        flop_texture(cards_to_mask("AhKh"))
    with pytest.raises(InvalidArgumentError, match="not in the deck"):
        flop_texture(cards_to_mask("2h7h9h"), game="shortdeck")


def _brute_force_pairs(hero: Range, villain: Range, flop: int) -> float:
    return math.fsum(
        h.weight * v.weight
        for h in hero.combos()
        for v in villain.combos()
        if not (h.mask & v.mask or h.mask & flop or v.mask & flop)
    )


@pytest.mark.parametrize(
    ("hero", "villain", "game", "flop"),
    [
        ("AhKh:0.5,QQ,AKo:0.25", "JJ+,AhQh:0.75,KQs", "holdem", "AsKdQc"),
        ("AhKh:0.5,QQ,AKo:0.25", "JJ+,AhQh:0.75,KQs", "holdem", "7h2c2d"),
        ("AAKK,QJT9ds", "KKQQ:0.5,AhAsKdQd,JJ**ss", "plo", "AdKh9c"),
    ],
)
def test_live_pair_weight_is_the_brute_force_count(hero: str, villain: str, game: str, flop: str) -> None:
    h, v = Range.from_string(hero, game=game), Range.from_string(villain, game=game)
    mask = cards_to_mask(flop)
    assert live_pair_weight(h, v, mask) == pytest.approx(_brute_force_pairs(h, v, mask), rel=1e-12)


def test_a_rows_frequency_and_equity_hold_for_every_flop_of_its_class(asymmetric_report: Any) -> None:
    hero, villain = (Range.from_string(text) for text in ASYMMETRIC)
    row = asymmetric_report[asymmetric_report["weight"] == 6].iloc[40]
    flop = int(row["flop_mask"])
    assert row["frequency"] == pytest.approx(6 * _brute_force_pairs(hero, villain, flop), rel=1e-12)
    # Another flop of the class: Ah fixed, the other suits relabelled.
    other = _permute(flop, (1, 3, 2, 0))
    assert other != flop
    result = calculate_range_equity(hero, villain, other, SimulationOptions.exact())
    assert row["hero_equity"] == pytest.approx(result.hero_aggregate_equity, abs=1e-12)


def test_a_flop_without_a_live_pair_has_frequency_0_and_no_equity() -> None:
    report = flop_report("AhAd", "AsAc", board_filter="paired")
    dead = report[report["flop"].str.contains("A")]
    assert len(dead) > 0 and (dead["frequency"] == 0).all() and dead["hero_equity"].isna().all()
    hero_dead = report["flop_mask"] & cards_to_mask("AhAd") != 0
    assert report[hero_dead]["hit_one_pair"].isna().all() and report[~hero_dead]["hit_one_pair"].notna().all()
    assert (report[~report["flop"].str.contains("A")]["frequency"] > 0).all()


def _is_connected(ranks: list[int]) -> bool:
    straights = [set(range(low, low + 5)) for low in range(2, 11)] + [{14, 2, 3, 4, 5}]
    return len(set(ranks)) == 3 and any(set(ranks) <= s for s in straights)


def test_the_textures_of_every_flop() -> None:
    counts: dict[str, int] = {}
    for cards in itertools.combinations(range(52), 3):
        mask = sum(1 << c for c in cards)
        texture = flop_texture(mask)
        ranks = [c % 13 + 2 for c in cards]
        suits = {c // 13 for c in cards}
        assert texture["connected"] == _is_connected(ranks)
        assert texture["suits"] == {1: "monotone", 2: "two-tone", 3: "rainbow"}[len(suits)]
        counts[texture["texture"]] = counts.get(texture["texture"], 0) + 1
    assert counts["monotone"] == 4 * math.comb(13, 3)
    assert counts["paired"] == 13 * math.comb(4, 2) * 48 + 13 * 4
    assert sum(counts.values()) == math.comb(52, 3)
    assert flop_texture(cards_to_mask("Ah6d7c"), game="shortdeck")["connected"]  # A-6-7-8-9
    assert not flop_texture(cards_to_mask("Ah6d7c"))["connected"]


def test_the_textures_of_every_short_deck_flop() -> None:
    straights = [set(range(low, low + 5)) for low in range(6, 11)] + [{14, 6, 7, 8, 9}]
    deck = [c for c in range(52) if c % 13 >= 4]
    for cards in itertools.combinations(deck, 3):
        texture = flop_texture(sum(1 << c for c in cards), game="shortdeck")
        ranks = {c % 13 + 2 for c in cards}
        assert texture["connected"] == (len(ranks) == 3 and any(ranks <= s for s in straights))
        assert texture["pairing"] == {3: "unpaired", 2: "paired", 1: "trips"}[len(ranks)]


def test_board_filter_keeps_the_rows_that_meet_every_word(symmetric_report: Any) -> None:
    filtered = flop_report(*SYMMETRIC, board_filter="two-tone, connected")
    expected = symmetric_report[(symmetric_report["suits"] == "two-tone") & symmetric_report["connected"]]
    pandas.testing.assert_frame_equal(filtered, expected.reset_index(drop=True), check_exact=True)
    with pytest.raises(InvalidArgumentError, match="monotone, two-tone, rainbow"):
        flop_report(*SYMMETRIC, board_filter="wet")


def test_games_without_a_hit_table_are_refused() -> None:
    with pytest.raises(UnsupportedError, match="PLO Hi/Lo"):
        flop_report("AAKK", "QQJJ", game="plohilo")


@pytest.mark.parametrize("exact", [True, False])
def test_the_same_report_with_no_client_and_on_local_clusters(
    exact: bool, local_client_1: Any, local_client_2: Any
) -> None:
    def report(client: Any) -> Any:
        return flop_report(
            *ASYMMETRIC, client=client, exact=exact, iterations=500, seed=7, board_filter="monotone", flops_per_task=9
        )

    here = report(None)
    assert here["hero_equity"].notna().all()
    pandas.testing.assert_frame_equal(here, report(local_client_1), check_exact=True)
    pandas.testing.assert_frame_equal(here, report(local_client_2), check_exact=True)


def test_monte_carlo_flops_are_close_to_exact_and_follow_the_seed(symmetric_report: Any) -> None:
    sampled = flop_report(*SYMMETRIC, exact=False, iterations=2000, seed=3, board_filter="rainbow")
    exact = symmetric_report[symmetric_report["suits"] == "rainbow"].reset_index(drop=True)
    assert (sampled["hero_equity"] - exact["hero_equity"]).abs().max() < 0.06
    pandas.testing.assert_series_equal(sampled["frequency"], exact["frequency"], check_exact=True)
    other = flop_report(*SYMMETRIC, exact=False, iterations=2000, seed=4, board_filter="rainbow")
    assert not other["hero_equity"].equals(sampled["hero_equity"])


def _documented_keys() -> set[str]:
    text = (Path(__file__).resolve().parents[2] / "docs" / "cli.md").read_text()
    section = text[text.index("### `xiapl flops --json`") :]
    section = section[: section.index("\n### ", 1)]
    return set(re.findall(r"^\| `([^`]+)` \|", section, re.M))


def _printed_keys(value: Any, prefix: str = "") -> set[str]:
    keys: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else key
            keys |= {path} | _printed_keys(item, path)
    elif isinstance(value, list):
        for item in value:
            keys |= _printed_keys(item, f"{prefix}[]")
    return keys


def test_cli_json_and_parquet(tmp_path: Path, capsys: pytest.CaptureFixture[str], symmetric_report: Any) -> None:
    out = tmp_path / "report.parquet"
    assert main(["flops", *SYMMETRIC, "--json", "--out", str(out), "--no-progress"]) == 0
    document = json.loads(capsys.readouterr().out)
    written = pandas.read_parquet(out)
    pandas.testing.assert_frame_equal(written, symmetric_report, check_exact=True)
    assert document["classes"] == 1755 and document["flops"] == 22100
    assert _printed_keys(document) == _documented_keys()
    assert [r["flop"] for r in document["rows"]] == list(written["flop"])
    assert [r["frequency"] for r in document["rows"]] == list(written["frequency"])
    assert document["hero_equity"] == pytest.approx(_weighted_mean(written, "hero_equity"), abs=1e-12)
    assert math.fsum(t["share"] for t in document["textures"]) == pytest.approx(1.0)
    assert sum(t["flops"] for t in document["textures"]) == 22100


def test_cli_summary_csv_and_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "report.csv"
    assert main(["flops", *SYMMETRIC, "--board-filter", "monotone", "--out", str(out)]) == 0
    text = capsys.readouterr().out
    assert "286 flop classes standing for 1,144 flops" in text
    assert len(pandas.read_csv(out)) == 286
    assert main(["flops", *SYMMETRIC, "--board-filter", "soaked"]) == 2
    assert "soaked" in capsys.readouterr().err
    assert main(["flops", *SYMMETRIC, "--out", str(tmp_path / "report.txt")]) == 2
    assert ".parquet or a .csv" in capsys.readouterr().err


def test_cli_plot_writes_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    picture = tmp_path / "report.png"
    assert main(["flops", *SYMMETRIC, "--board-filter", "paired", "--plot", str(picture)]) == 0
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"plot: {picture}" in capsys.readouterr().out
