"""Bugs the fuzzers found (tests/fuzz/, docs/hardening.md), kept fixed.

The Python harnesses' seed corpora and reproducers (tests/fuzz/corpus/{phh,cli},
tests/fuzz/regressions/{phh,cli}) are replayed through the harnesses' own
checks, and each bug has a direct test of the behaviour that was wrong.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from decimal import Decimal
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


THREE = (
    'variant = "NT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n'
    "starting_stacks = [200, 200, 200]\n"
)
RUNOUT = (
    '"p3 f", "p1 cc", "p2 cc", "d db 2c3c4c", "p1 cc", "p2 cc", "d db 5h", "p1 cc", "p2 cc", '
    '"d db 8s", "p1 cc", "p2 cc"'
)


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (
            '"d dh p1 AcKc", "d dh p2 Qh9c", "d dh p2 7d5s", "p3 f", "p1 cc", "p2 cc"',
            r"action 2 'd dh p2 7d5s': p2 is dealt 4 hole cards but NT deals 2 to a player: "
            r"action 1 'd dh p2 Qh9c' dealt it already",
        ),
        ('"d dh p1 AcKc", "d dh p2 Qh9c", "p3 f"', r"p3 is never dealt hole cards but 2 of the 3 players are"),
        (
            '"d dh p1 AcKc", "d dh p2 Qh9c", "p3 f", "d dh p3 2c2d"',
            r"action 3 'd dh p3 2c2d': NT deals the hole cards before the first action",
        ),
        (
            f'"d dh p1 AcKc", "d dh p2 Qh9c", "d dh p3 7d5s", {RUNOUT}, "p1 sm QdQs"',
            r"action 15 'p1 sm QdQs': p1 shows cards it was not dealt: action 0 'd dh p1 AcKc'",
        ),
        (
            f'"d dh p1 Ac??", "d dh p2 ????", "d dh p3 ????", {RUNOUT}, "p1 sm KdKc"',
            r"action 15 'p1 sm KdKc': p1 shows cards it was not dealt",
        ),
        (
            f'"d dh p1 AcKc", "d dh p2 Qh9c", "d dh p3 7d5s", {RUNOUT}, "p3 sm 7d5s"',
            r"action 15 'p3 sm 7d5s': p3 folded at action 3 'p3 f' and has no hand to show or muck",
        ),
    ],
    ids=[
        "dealt-twice",
        "never-dealt",
        "dealt-after-the-first-action",
        "shows-other-cards",
        "shows-past-an-unseen-card",
        "folded-shows",
    ],
)
def test_a_history_that_contradicts_its_deals_is_refused(actions: str, message: str) -> None:
    # The fuzzers found a seat dealt twice silently re-read (its first cards gone, another seat given
    # unknown cards the file never dealt); deals and shows are now checked against the rules.
    hand = phh.parse_phh(f"{THREE}actions = [{actions}]\n")
    with pytest.raises(phh.ReplayError, match=message):
        phh.replay(hand)


def test_a_stud_deal_beyond_the_street_names_the_deal_before() -> None:
    text = (
        'variant = "F7S"\nantes = [1, 1]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n'
        'starting_stacks = [100, 100]\nactions = ["d dh p1 5d2sAd", "d dh p1 7h3s4h"]\n'
    )
    with pytest.raises(phh.ReplayError, match=r"p1 was last dealt by action 0 'd dh p1 5d2sAd'"):
        phh.replay(phh.parse_phh(text))


@pytest.mark.parametrize(
    "text", ["92233720385407780.00", "9223372038540778.00", "9007199254740993.5", "123456789012345678.5"]
)
def test_an_action_amount_stays_exact(text: str) -> None:
    # A huge amount once became a float (9.223372038540778e+16), whose text read back as another action.
    action = phh.PhhAction.parse(f"p1 cbr {text}")
    assert not isinstance(action.amount, float)
    assert action.amount == Decimal(text)
    assert phh.PhhAction.parse(str(action)) == action


@pytest.mark.parametrize("text", ["12.5", "0.1", "900719925474099.5"])
def test_an_action_amount_a_float_holds_exactly_stays_a_float(text: str) -> None:
    action = phh.PhhAction.parse(f"p1 cbr {text}")
    assert action.amount == float(text)
    assert str(action) == f"p1 cbr {text}"


def test_a_decimal_amount_a_toml_float_cannot_hold_is_refused_not_rounded() -> None:
    hand = phh.parse_phh(FIXTURE)
    hand.starting_stacks = [Decimal("92233720385407780.25"), *hand.starting_stacks[1:]]
    with pytest.raises(ValueError, match=r"the amount 92233720385407780.25 cannot be written to PHH exactly"):
        phh.format_phh(hand)
    hand.starting_stacks[0] = Decimal("1000000.25")
    assert phh.parse_phh(phh.format_phh(hand)).starting_stacks[0] == 1000000.25
