"""Code written against the 0.1 API's structured PHH model runs unchanged:
PhhHand and PhhAction as dataclasses, cards in the order written, commentary,
collection keys, extra with TOML types, missing antes as zeros, and
parse_phh(format_phh(h)) == h for hands built from fields alone."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.card import Card
from xiapl.game import GameType

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "phh"
DWAN_IVEY = FIXTURES / "dwan-ivey-2009.phh"


def test_the_televised_hand_reads_into_fields():
    hand = phh.read_phh(DWAN_IVEY)
    assert dataclasses.is_dataclass(hand)
    assert hand.variant == "NT" and hand.game == GameType.Holdem
    assert hand.antes == [500.0, 500.0, 500.0]  # integral amounts compare equal to floats
    assert hand.blinds_or_straddles == [1000, 2000, 0] and hand.min_bet == 2000
    assert hand.starting_stacks == [1125600.0, 2000000.0, 553500.0]
    assert hand.players == ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
    assert hand.finishing_stacks == [] and hand.winnings == []
    assert hand.collection_key == ""
    assert hand.extra["year"] == 2009 and type(hand.extra["year"]) is int
    assert hand.extra["ante_trimming_status"] is True and hand.ante_trimming_status is True
    assert "players" not in hand.extra and "variant" not in hand.extra


def test_actions_are_structured_with_cards_in_the_order_written():
    actions = phh.read_phh(DWAN_IVEY).actions
    assert all(isinstance(a, phh.PhhAction) for a in actions)
    dwan = actions[2]
    assert (dwan.verb, dwan.player, dwan.cards, dwan.cards_text) == ("dh", 3, [31, 30], "7h6h")
    assert (dwan.unknown_count, dwan.has_cards, dwan.same_as_dealt) == (0, True, False)
    assert str(dwan) == "d dh p3 7h6h"
    antonius = actions[1]
    assert (antonius.cards, antonius.unknown_count, antonius.cards_text) == ([], 2, "????")
    flop = next(a for a in actions if a.verb == "db")
    assert (flop.player, flop.cards, str(flop)) == (0, [9, 14, 3], "d db Jc3d5c")
    assert [str(Card(i)) for i in flop.cards] == ["Jc", "3d", "5c"]
    raise_ = actions[3]
    assert (raise_.verb, raise_.player, raise_.amount, raise_.has_cards) == ("cbr", 3, 7000, False)
    fold = actions[5]
    assert (fold.verb, fold.player, str(fold)) == ("f", 2, "p2 f")


def test_commentary_inside_an_action_is_kept_and_written_back():
    action = phh.PhhAction.parse("p1 f # gets shown")
    assert (action.verb, action.player, action.commentary) == ("f", 1, "gets shown")
    assert str(action) == "p1 f # gets shown"
    hand = phh.read_phh(DWAN_IVEY)
    hand.actions[5] = phh.PhhAction(verb="f", player=2, commentary="Antonius gives up")
    again = phh.parse_phh(phh.format_phh(hand))
    assert again.actions[5].commentary == "Antonius gives up" and again == hand
    # A TOML comment outside the action string is not part of the action.
    assert all(a.commentary == "" for a in phh.read_phh(DWAN_IVEY).actions)


def test_an_action_of_commentary_alone_is_read_written_back_and_passed_over():
    note = phh.PhhAction.parse("#  the river bricks ")
    assert (note.verb, note.kind, note.actor, note.commentary) == ("", "", None, "the river bricks")
    assert str(note) == "# the river bricks"
    assert str(phh.PhhAction.parse("#")) == "#" and phh.PhhAction.parse("#").verb == ""
    hand = phh.read_phh(DWAN_IVEY)
    plain = phh.replay(hand)
    hand.actions.insert(0, phh.PhhAction(commentary="before the deal"))
    hand.actions.insert(7, phh.PhhAction.parse("# between actions"))
    again = phh.parse_phh(phh.format_phh(hand))
    assert again == hand and str(again.actions[7]) == "# between actions"
    noted = phh.replay(again)
    assert noted.stacks == plain.stacks and noted.board == plain.board
    assert len(noted.history()) == len(plain.history())


def test_a_hand_built_from_fields_alone_round_trips():
    hand = phh.PhhHand(
        variant="NT",
        antes=[0, 0],
        blinds_or_straddles=[1, 2],
        min_bet=2,
        starting_stacks=[200, 200],
        actions=[
            phh.PhhAction(verb="dh", player=1, cards=[51, 50]),
            phh.PhhAction(verb="dh", player=2, cards=[25, 12]),
            phh.PhhAction(verb="cbr", player=2, amount=6, commentary="opens"),
            phh.PhhAction(verb="cc", player=1),
            phh.PhhAction(verb="db", cards=[0, 26, 13]),
            phh.PhhAction(verb="cbr", player=1, amount=10.5),
            phh.PhhAction(verb="f", player=2),
        ],
        players=["Hero", "Villain"],
        extra={"event": "home game", "year": 2026},
    )
    text = phh.format_phh(hand)
    assert '"d dh p1 AsKs"' in text and '"d dh p2 AdAc"' in text and '"d db 2c2h2d"' in text
    assert '"p2 cbr 6 # opens"' in text and '"p1 cbr 10.5"' in text
    again = phh.parse_phh(text)
    assert again == hand
    assert again.game == GameType.Holdem and again.players == ["Hero", "Villain"]
    assert phh.replay(again).is_finished


def test_edited_cards_are_written_from_the_ids():
    action = phh.PhhAction.parse("d db Kd9h2c")
    assert str(action) == "d db Kd9h2c"
    action.cards = [2, 33, 24]
    assert str(action) == "d db 4c9hKd"


def test_stud_deals_keep_the_place_of_unknown_cards():
    action = phh.PhhAction.parse("d dh p1 7c2d????9h")
    assert (action.cards, action.unknown_count) == ([5, 13, 33], 2)
    assert str(action) == "d dh p1 7c2d????9h"


def test_a_show_of_the_dealt_cards_is_marked():
    action = phh.PhhAction.parse("p2 sm -")
    assert (action.verb, action.same_as_dealt, action.has_cards, action.cards) == ("sm", True, False, [])
    assert str(action) == "p2 sm -"
    assert str(phh.PhhAction(verb="sm", player=2, same_as_dealt=True)) == "p2 sm -"


def test_a_collection_gives_each_hand_its_table_name():
    one = phh.read_phh(DWAN_IVEY)
    text = phh.format_phh_all([one, one])
    hands = phh.parse_phh_all(text)
    assert [h.collection_key for h in hands] == ["1", "2"]
    assert [dataclasses.replace(h, collection_key="") for h in hands] == [one, one]
    named = text.replace("[1]", '["first"]').replace("[2]", '["second"]')
    assert [h.collection_key for h in phh.parse_phh_all(named)] == ["first", "second"]


def test_missing_antes_read_as_zeros():
    text = (
        'variant = "FB"\nblinds_or_straddles = [1, 2]\nsmall_bet = 2\nbig_bet = 4\n'
        'starting_stacks = [100, 100]\nactions = ["d dh p1 ????????", "d dh p2 ????????", "p2 f"]\n'
        "finishing_stacks = [101, 99]\n"
    )
    hand = phh.parse_phh(text)
    assert hand.antes == [0, 0] and hand.game == GameType.Badugi
    state = phh.replay(hand)
    assert phh.finishing_stacks_match(hand, state)


def test_values_copy_deep_copy_and_pickle():
    hand = phh.read_phh(DWAN_IVEY)
    for other in (copy.copy(hand), copy.deepcopy(hand), pickle.loads(pickle.dumps(hand))):
        assert other == hand and phh.format_phh(other) == phh.format_phh(hand)
    action = hand.actions[2]
    for other in (copy.deepcopy(action), pickle.loads(pickle.dumps(action))):
        assert other == action and str(other) == str(action)


def test_strings_are_still_accepted_and_read():
    hand = phh.read_phh(DWAN_IVEY)
    texts = [str(a) for a in hand.actions]
    rebuilt = dataclasses.replace(hand, actions=texts)
    assert rebuilt.actions == hand.actions
    assert [s.stacks for s in phh.replay_all([rebuilt, phh.format_phh(hand)])] == [phh.replay(hand).stacks] * 2


def test_bad_cards_in_fields_are_refused():
    with pytest.raises(ValueError, match="60 is out of range"):
        str(phh.PhhAction(verb="db", cards=[60, 1, 2]))
    with pytest.raises(phh.PhhParseError):
        phh.PhhAction(verb="db", cards_text="Xx")


def test_every_fixture_reads_as_pokerkit_reads_it():
    # pokerkit, an independent PHH reader: the same action strings (card order
    # included), the same cards in the same order, the same amounts and names.
    pokerkit = pytest.importorskip("pokerkit")
    count = 0
    for path in sorted(FIXTURES.rglob("*.phh")):
        text = path.read_text(encoding="utf-8")
        theirs = pokerkit.HandHistory.loads(text)
        ours = phh.parse_phh(text)
        assert [str(a) for a in ours.actions] == list(theirs.actions), path
        assert ours.antes == list(theirs.antes) and ours.starting_stacks == list(theirs.starting_stacks), path
        assert ours.players == list(theirs.players or []), path
        assert ours.finishing_stacks == list(theirs.finishing_stacks or []), path
        for action in ours.actions:
            if action.has_cards:
                cards = [repr(c) for c in pokerkit.Card.parse(action.cards_text)]
                assert [str(Card(i)) for i in action.cards] == [c for c in cards if c != "??"], (path, str(action))
                assert action.unknown_count == cards.count("??"), (path, str(action))
        count += 1
    assert count == 576
