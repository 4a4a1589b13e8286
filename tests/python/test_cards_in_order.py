"""Cards keep the order in which they were dealt, shown and written: the table
engine's board, hole cards and history, State.to_phh, and every PHH file of the
corpus replayed and written back."""

from __future__ import annotations

import copy
import dataclasses
import os
import pickle
import warnings
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.card import Card
from xiapl.game import GameType
from xiapl.table import ActionKind, IllegalActionError, State

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "phh"


def cards(text: str) -> list[Card]:
    return [Card(text[i : i + 2]) for i in range(0, len(text), 2)]


def test_the_televised_hand_keeps_its_order():
    hand = phh.read_phh(FIXTURES / "dwan-ivey-2009.phh")
    state = phh.replay(hand)
    assert state.board == cards("Jc3d5c4hJh")
    assert state.board_mask == sum(c.mask for c in cards("Jc3d5c4hJh"))
    assert state.holes == [cards("Ac2d"), [], cards("7h6h")]
    written = [str(a) for a in state.to_phh(hand.chip_scale()).actions]
    assert "d dh p3 7h6h" in written and "d db Jc3d5c" in written and "p3 sm 7h6h" in written
    deals = [s for s in state.history() if s.is_deal]
    assert [s.card_ids for s in deals] == [(9, 14, 3), (28,), (35,)]


def played() -> State:
    s = State.start([100, 100], blinds=(1, 2), hole_cards=["Kd9h", "7h6h"])
    return s.call().check().deal("Ks9s2c")


def test_a_hand_played_keeps_the_order_given():
    s = played()
    assert s.holes == [cards("Kd9h"), cards("7h6h")]
    assert s.board == cards("Ks9s2c")
    assert s.history()[-1].card_ids == tuple(c.id for c in cards("Ks9s2c"))
    # The state copies, deep-copies and pickles with its order.
    for other in (copy.copy(s), copy.deepcopy(s), pickle.loads(pickle.dumps(s))):
        assert other.board == s.board and other.holes == s.holes
    written = [str(a) for a in s.to_phh().actions]
    assert written[:2] == ["d dh p1 7h6h", "d dh p2 Kd9h"] and written[-1] == "d db Ks9s2c"
    # A mask deals in card-id order; a card given twice is refused.
    t = State.start([100, 100], blinds=(1, 2)).call().check()
    mask = sum(c.mask for c in cards("Ks9s2c"))
    assert t.deal(mask).board == cards("2c9sKs")
    with pytest.raises(IllegalActionError, match="given twice"):
        t.deal([Card("Ks"), Card("9s"), Card("Ks")])


def test_stud_and_draw_deals_keep_their_order():
    s = State.start([100, 100, 100], game=GameType.Lowball27, betting="no-limit")
    dealt = {}
    for text in ("7c2d9h4s3c", "Kh8d5s6cTd", "2h3h4h5h7s"):
        seat = s.deal_seat
        assert seat is not None
        s = s.deal_hole(seat, text)
        dealt[seat] = cards(text)
    assert s.holes == [dealt[0], dealt[1], dealt[2]]
    while s.phase.name == "Betting":
        s = s.apply(ActionKind.CheckOrCall)
    drawer = s.actor
    held = s.holes[drawer]
    thrown = held[2:4][::-1]
    s = s.discard(thrown)
    assert s.history()[-1].card_ids == tuple(c.id for c in thrown)
    assert s.holes[drawer] == [c for c in held if c not in thrown]
    assert str(s.to_phh().actions[-1]).endswith("sd " + "".join(str(c) for c in thrown))


def differences(file_lines: list[str], written: list[str]) -> list[str]:
    """Where a written hand differs from its file: the lines in their
    canonical spelling (single spaces, commentary after '# ') are the same."""
    if len(file_lines) != len(written):
        return [f"{len(file_lines)} lines, written {len(written)}"]
    return [f"{x!r} written {y!r}" for x, y in zip(file_lines, written, strict=True) if x != y]


def check_corpus(paths: list[Path]) -> int:
    """Every hand replayed and written back: its lines as written, card for
    card and amount for amount, commentary included, and its finishing stacks.
    Returns the number of hands."""
    for path in paths:
        hand = phh.read_phh(path)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", phh.PhhReplayWarning)
            state = phh.replay(hand)
        scale = hand.chip_scale()
        back = state.to_phh(scale)
        file_lines = [str(a) for a in hand.actions]
        written = [str(a) for a in back.actions]
        assert differences(file_lines, written) == [], path
        # The state's copies write the same lines.
        assert [str(a) for a in pickle.loads(pickle.dumps(state)).to_phh(scale).actions] == written, path
        if hand.finishing_stacks and path.name != "23.phh":
            assert phh.finishing_stacks_match(hand, state), path
    return len(paths)


def test_every_fixture_is_written_back_line_for_line():
    paths = sorted(FIXTURES.rglob("*.phh"))
    assert len(paths) == 576
    assert check_corpus(paths) == 576


def test_what_the_engine_does_not_play_is_written_back_as_written():
    # A fixed-limit raise recorded short, a draw's "??" the showdown reveals and commentary
    # (after an action, and alone) were rewritten by the engine; the history's lines stand.
    short = phh.read_phh(FIXTURES / "wsop-2023-43-5" / "85.phh")
    revealed = phh.read_phh(FIXTURES / "alice-carol-wikipedia.phh")
    for hand in (short, revealed):
        assert [str(a) for a in phh.replay(hand).to_phh(hand.chip_scale()).actions] == [str(a) for a in hand.actions]
    noted = phh.parse_phh(
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
        'starting_stacks = [100, 100]\nactions = ["d dh p1 AsKs # hero", "d dh p2 QdQc", "# a note", '
        '"p2 cbr 6 #  a raise", "p1 f"]\n'
    )
    state = phh.replay(noted)
    written = ["d dh p1 AsKs # hero", "d dh p2 QdQc", "# a note", "p2 cbr 6 # a raise", "p1 f"]
    assert [str(a) for a in state.to_phh().actions][:5] == written
    for other in (copy.copy(state), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert [str(a) for a in other.to_phh().actions][:5] == written
    # Written in another chip unit, a recorded bet is in that unit like everything else.
    cents = phh.parse_phh(
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [0.5, 1]\nmin_bet = 1\n'
        'starting_stacks = [100, 100]\nactions = ["d dh p1 AsKs", "d dh p2 QdQc", "p2 cbr 3.5 # open", "p1 f"]\n'
    )
    in_chips = phh.replay(cents, cents.chip_scale()).to_phh()
    assert [str(a) for a in in_chips.actions][2] == "p2 cbr 35 # open"  # the hand's unit is 0.1
    assert in_chips.blinds_or_straddles == [5, 10]
    # A hand replayed part of the way and played on: the new steps are written as the engine has them.
    unfinished = dataclasses.replace(noted, actions=noted.actions[:4])
    played_on = phh.replay(unfinished).call()
    assert [str(a) for a in played_on.to_phh().actions][3:5] == ["p2 cbr 6 # a raise", "p1 cc"]


@pytest.mark.skipif(not os.environ.get("XIAPL_PHH_CORPUS"), reason="set XIAPL_PHH_CORPUS to a folder of .phh files")
def test_an_outside_corpus_is_written_back_card_for_card():
    paths = sorted(Path(os.environ["XIAPL_PHH_CORPUS"]).rglob("*.phh"))
    hands = check_corpus(paths)
    print(f"{hands} hands, every one written back line for line")
    assert hands > 0
