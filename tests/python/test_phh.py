"""PHH reading, writing and replaying, checked chip for chip on real hands."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from pathlib import Path

import pytest

import xiapl
from xiapl import phh
from xiapl.card import Card
from xiapl.game import GameType

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"
ALL_FILES = sorted(FIXTURES.rglob("*.phh"))
# The one Pluribus hand whose tie split an odd chip into halves: the file
# credits 0.5 to each winner, integer chips give the odd chip to the first
# winner clockwise from the button (docs/table.md).
FRACTIONAL_TIES = {"pluribus/32/23.phh"}
STUD_AND_DRAW = ("F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB")


def _supported() -> list[Path]:
    return [path for path in ALL_FILES if phh.read_phh(path).variant in phh.SUPPORTED_VARIANTS]


SUPPORTED = _supported()


def test_fixture_counts() -> None:
    assert len(ALL_FILES) == 576
    # Every variant replays: 500 NT, 8 PO, 1 NS, 7 FT, 14 FO/8 and 46 stud and draw hands.
    assert SUPPORTED == ALL_FILES
    variants = [phh.read_phh(path).variant for path in ALL_FILES]
    assert set(variants) == set(phh.VARIANTS)
    assert phh.SUPPORTED_VARIANTS == phh.VARIANTS + phh.EXTENSION_VARIANTS
    assert sum(v in STUD_AND_DRAW for v in variants) == 46


@pytest.mark.parametrize("path", ALL_FILES, ids=lambda p: str(p.relative_to(FIXTURES)))
def test_every_file_round_trips(path: Path) -> None:
    hand = phh.read_phh(path)
    assert hand.variant in phh.VARIANTS
    assert phh.parse_phh(phh.format_phh(hand)) == hand
    assert phh.read_phh(path) == hand
    # The replayed hand written back as PHH replays to the same state.
    state = phh.replay(hand)
    written = state.to_phh(hand.chip_scale())
    assert written.variant == hand.variant
    again = phh.replay(written, hand.chip_scale())
    assert (again.stacks, again.won, again.contributed, again.folded) == (
        state.stacks,
        state.won,
        state.contributed,
        state.folded,
    )
    assert (again.hole_masks, again.up_masks, again.board_mask) == (state.hole_masks, state.up_masks, state.board_mask)


def test_replay_reproduces_every_finishing_stack() -> None:
    checked = stud_or_draw = 0
    for path in SUPPORTED:
        hand = phh.read_phh(path)
        state = phh.replay(hand)
        state.check_invariants()
        assert state.is_finished, path
        if not hand.finishing_stacks:
            continue
        name = str(path.relative_to(FIXTURES))
        if name in FRACTIONAL_TIES:
            scale = hand.chip_scale()
            got = [scale.to_amount(s) for s in state.stacks]
            want = [Decimal(repr(x)) for x in hand.finishing_stacks]
            differences = sorted(abs(a - b) for a, b in zip(got, want, strict=True))
            assert differences == [0, 0, 0, 0, Decimal("0.5"), Decimal("0.5")]
            continue
        assert phh.finishing_stacks_match(hand, state), name
        checked += 1
        stud_or_draw += hand.variant in STUD_AND_DRAW
    # 571 hands have finishing_stacks: every one matches but the fractional tie.
    assert checked == 570
    # The stud and draw hands with finishing_stacks (44 of 46) all match.
    assert stud_or_draw == 44


def test_decimal_stacks_replay_in_chips() -> None:
    hand = phh.read_phh(FIXTURES / "antonius-blom-2009.phh")
    assert hand.game == GameType.Plo
    scale = hand.chip_scale()
    state = phh.replay(hand)
    assert [scale.to_amount(s) for s in state.stacks] == [Decimal("1937923.75"), Decimal(0)]


def test_masks_and_players() -> None:
    hand = phh.read_phh(FIXTURES / "dwan-ivey-2009.phh")
    assert hand.players == ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
    assert hand.hole_mask(1) == (1 << 12) | (1 << 13)  # Ac (12) and 2d (13)
    assert hand.hole_mask(2) == 0  # ????
    assert bin(hand.board_mask(max_cards=3)).count("1") == 3
    assert bin(hand.board_mask()).count("1") == 5
    state = phh.replay(hand)
    assert state.stacks == [572100, 1997500, 1109500]


def test_variant_fields() -> None:
    ft = phh.read_phh(FIXTURES / "wsop-2023-43-5" / "34.phh")
    assert (ft.variant, ft.small_bet, ft.big_bet, ft.min_bet, ft.bring_in) == ("FT", 200000, 400000, None, None)
    stud = phh.read_phh(FIXTURES / "wsop-2023-43-5" / "10.phh")
    assert (stud.bring_in, stud.small_bet, stud.blinds_or_straddles, stud.min_bet) == (50000, 200000, [], None)
    assert stud.parsed_actions()[5].kind == "bring_in"
    text = phh.format_phh(stud)
    assert "bring_in = 50000\nsmall_bet = 200000\nbig_bet = 400000\nstarting_stacks" in text
    assert "blinds_or_straddles" not in text and "min_bet" not in text
    draw = phh.read_phh(FIXTURES / "wsop-2023-43-5" / "55.phh")
    discard = next(a for a in draw.parsed_actions() if a.verb == "sd")
    assert (discard.kind, discard.actor, discard.cards_text) == ("stand_pat_or_discard", 1, "QdJc")
    assert [str(Card(i)) for i in discard.cards] == ["Qd", "Jc"]
    assert str(phh.PhhAction.stand_pat_or_discard(2)) == "p2 sd"
    assert str(phh.PhhAction.bring_in(3)) == "p3 pb"
    ns = phh.read_phh(FIXTURES / "phua-xuan-2019.phh")
    assert ns.game == GameType.ShortDeck


def test_unsupported_variants() -> None:
    with pytest.raises(phh.UnsupportedVariantError, match="'XT' is not a PHH variant code"):
        phh.parse_phh(phh.format_phh(phh.read_phh(FIXTURES / "dwan-ivey-2009.phh")).replace('"NT"', '"XT"'))
    # Every code the specification defines replays, razz included.
    razz = phh.read_phh(FIXTURES / "wsop-2023-43-5" / "20.phh")
    assert razz.variant == "FR" and razz.game == GameType.Razz
    assert phh.finishing_stacks_match(razz, phh.replay(razz))
    # A fixed-limit hand without its bet sizes names the key.
    with pytest.raises(phh.PhhParseError, match="the FT hand lacks the required key 'small_bet'"):
        phh.parse_phh(phh.format_phh(phh.read_phh(FIXTURES / "dwan-ivey-2009.phh")).replace('"NT"', '"FT"'))


BASE = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = [
  "d dh p1 AsKs",
  "d dh p2 QdQh",
  {action}
]
"""


@pytest.mark.parametrize(
    "action, message",
    [
        ('"p2 xx"', "'xx'"),
        ('"p2 cbr 1,000"', "'1,000'"),
        ('"d db AsKd2c"', "deals As again"),
        ('"p9 f"', "'p9'"),
        ('"d db Zz3c4c"', "'Zz3c4c'"),
    ],
)
def test_malformed_actions_name_line_and_token(action: str, message: str) -> None:
    with pytest.raises(phh.PhhParseError, match="line 9") as info:
        phh.parse_phh(BASE.format(action=action))
    assert message in str(info.value)


def test_malformed_files() -> None:
    with pytest.raises(phh.PhhParseError, match="TOML"):
        phh.parse_phh("variant = \n")
    with pytest.raises(phh.PhhParseError, match="negative"):
        phh.parse_phh(BASE.format(action='"p2 f"').replace("[100, 100]", "[100, -5]"))
    with pytest.raises(phh.PhhParseError, match="numbers"):
        phh.parse_phh(BASE.format(action='"p2 f"').replace("[100, 100]", '[100, "lots"]'))


def test_replay_rejects_an_illegal_action() -> None:
    hand = phh.parse_phh(BASE.format(action='"p2 cbr 3"'))
    with pytest.raises(phh.ReplayError, match="minimum"):
        phh.replay(hand)


def test_a_player_number_with_leading_zeros_is_that_player() -> None:
    # pokerkit reads p02 as p2; the document's checks and the replay agree.
    hand = phh.parse_phh(BASE.format(action='"p02 cbr 6", "p001 cc", "d db 2c3c4c"'))
    assert [a.player for a in hand.actions[2:4]] == [2, 1]
    assert [str(a) for a in hand.actions[2:4]] == ["p2 cbr 6", "p1 cc"]  # the canonical spelling
    state = phh.replay(hand)
    assert state.stacks == [94, 94] and state.board_mask != 0


def test_phhs_round_trip(tmp_path: Path) -> None:
    hands = [phh.read_phh(p) for p in SUPPORTED[:5]]
    path = tmp_path / "hands.phhs"
    phh.write_phh_all(hands, path)
    again = phh.read_phh_all(path)
    # The collection's tables are [1], [2], ...: each hand's collection_key.
    assert [h.collection_key for h in again] == ["1", "2", "3", "4", "5"]
    assert [dataclasses.replace(h, collection_key="") for h in again] == hands
    phh.write_phh(hands[0], tmp_path / "one.phh")
    assert phh.read_phh(tmp_path / "one.phh") == hands[0]


def test_a_fold_when_checking_was_free_is_kept_with_a_warning() -> None:
    text = BASE.format(action='"p2 cc", "p1 f"')  # the big blind folds although checking is free
    hand = phh.parse_phh(text)
    with pytest.warns(phh.PhhReplayWarning, match="p1 folds preflop when checking was free"):
        state = phh.replay(hand)
    assert state.is_finished and state.needless_folds == 1 and state.stacks == [98, 102]
    assert [s.needless for s in state.history()] == [False, True]
    with pytest.warns(phh.PhhReplayWarning):
        assert [s.stacks for s in phh.replay_all([text])] == [[98, 102]]
    with pytest.warns(phh.PhhReplayWarning):
        states = list(phh.replay_states(hand))
    assert states[-1].stacks == [98, 102]
    # The engine itself never offers that fold.
    with pytest.raises(xiapl.IllegalActionError, match="checking is free"):
        states[1].fold()


NEEDLESS_STUD = """variant = "F7S"
antes = [1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs2c", "d dh p2 QdQs3c", "p1 pb", "p2 cc", "d dh p1 4d", "d dh p2 Ah", "p2 f"]
"""
NEEDLESS_DRAW = """variant = "N2L1D"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 7c5d4h3s2c", "d dh p2 AsKsQsJs9h", "p2 cc", "p1 cc", "p1 sd", "p2 sd AsKs", "d dh p2 8d8h",
           "p1 f"]
"""


@pytest.mark.parametrize(
    ("text", "message", "stacks"),
    [
        # p2 shows the ace and acts first on fourth street, and folds although checking is free.
        (NEEDLESS_STUD, "p2 folds on fourth street when checking was free", [102, 98]),
        (NEEDLESS_DRAW, "p1 folds after the first draw when checking was free", [98, 102]),
    ],
)
def test_a_needless_fold_in_stud_and_draw_games_names_the_street(text: str, message: str, stacks: list[int]) -> None:
    hand = phh.parse_phh(text)
    with pytest.warns(phh.PhhReplayWarning, match=message):
        state = phh.replay(hand)
    assert state.is_finished and state.needless_folds == 1 and state.stacks == stacks
    assert [s.needless for s in state.history() if s.seat is not None and s.kind != xiapl.ActionKind.Discard][-1]
    with pytest.warns(phh.PhhReplayWarning, match=message):
        assert [s.stacks for s in phh.replay_all([text])] == [stacks]
