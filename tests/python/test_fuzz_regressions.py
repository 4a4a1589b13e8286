"""Bugs the fuzzers found (tests/fuzz/, docs/hardening.md), kept fixed.

The Python harnesses' seed corpora and reproducers (tests/fuzz/corpus/{phh,cli},
tests/fuzz/regressions/{phh,cli}) are replayed through the harnesses' own
checks, and each bug has a direct test of the behaviour that was wrong.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.table import State

FUZZ = Path(__file__).resolve().parent.parent / "fuzz"
sys.path.insert(0, str(FUZZ / "python"))

import fuzz_cli  # noqa: E402
import fuzz_phh  # noqa: E402

HARNESSES: dict[str, Callable[[bytes], None]] = {"phh": fuzz_phh.check, "cli": fuzz_cli.check}
INPUTS = sorted(
    (target, path)
    for target in HARNESSES
    for kind in ("corpus", "regressions")
    for path in (FUZZ / kind / target).glob("*")
    if path.is_file()
)


@pytest.mark.parametrize(("target", "path"), INPUTS, ids=[f"{p.parent.parent.name}/{t}/{p.name}" for t, p in INPUTS])
def test_fuzz_input_passes_the_harness_checks(target: str, path: Path) -> None:
    HARNESSES[target](path.read_bytes())


def test_there_are_inputs_to_replay() -> None:
    assert {target for target, _ in INPUTS} == set(HARNESSES)
    assert any(path.parent.parent.name == "regressions" for _, path in INPUTS)


FIXTURE = (Path(__file__).resolve().parent.parent / "fixtures" / "phh" / "dwan-ivey-2009.phh").read_text()


@pytest.mark.parametrize(
    "extra",
    ['"\U0001f600 key" = 1', 'note = "a\\u007fb"', 'site = "\U0001f0a1 \\u0001"'],
    ids=["key-outside-the-bmp", "del-in-a-string", "control-and-non-bmp-in-a-string"],
)
def test_format_phh_writes_toml_its_reader_accepts(extra: str) -> None:
    # format_phh wrote keys with JSON's surrogate-pair escapes and strings with a literal DEL,
    # neither of which is TOML: the written hand did not parse back.
    hand = phh.parse_phh(FIXTURE + "\n" + extra + "\n")
    again = phh.parse_phh(phh.format_phh(hand))
    assert again.extra == hand.extra
    assert phh.format_phh(again) == phh.format_phh(hand)


def test_replay_of_a_hand_the_engine_cannot_seat_raises_replay_error() -> None:
    # A min_bet of 1e-24 would make the chip unit 1e-24 and every amount about 1e27 chips, beyond
    # what the engine takes: replay once let a bare ValueError from State.start escape.
    hand = phh.parse_phh(FIXTURE.replace("min_bet = 2000", "min_bet = 0.000000000000000000000001"))
    with pytest.raises(phh.ReplayError, match=r"1e-24 has more than 18 decimals"):
        phh.replay(hand)


@pytest.mark.parametrize(("game", "seats", "most"), [("plo6", 8, 7), ("plo5", 10, 9)])
def test_random_hole_cards_for_more_seats_than_one_deck_deals_are_refused(game: str, seats: int, most: int) -> None:
    # Dealing random hole cards to every seat ran out of cards and read past the end of the deck.
    with pytest.raises(ValueError, match=f"seat at most {most} players"):
        State.start([100] * seats, game=game, seed=1)
    dealt = State.start([100] * most, game=game, seed=1)
    holes = dealt.hole_masks
    cards = 6 if game == "plo6" else 5
    assert [bin(h).count("1") for h in holes] == [cards] * most
    union = 0
    for h in holes:
        assert not union & h, "a card was dealt twice"
        union |= h
