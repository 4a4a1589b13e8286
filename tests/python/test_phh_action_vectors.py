"""Replays tests/vectors/phh_actions.json: PHH action lines read into their parts
(xiapl_phh_action_parse), as the Go, Node and Rust suites replay them.

Each row gives the line and, written by hand, what it holds: the actor (null for
the dealer and commentary alone), the verb, the player dealt to, the cards, the
amount and the comment as written (null when absent), the known cards' ids in the
order written and the number written "??". Refused lines give their status and a
part of the message.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from xiapl.errors import XiaplError
from xiapl.phh import PhhAction

VECTORS = json.loads(
    (Path(__file__).resolve().parent.parent / "vectors" / "phh_actions.json").read_text(encoding="utf-8")
)
assert VECTORS["format"] == 1


def test_the_vectors_cover_every_verb_and_refusal() -> None:
    assert {row["verb"] for row in VECTORS["actions"]} == {"dh", "db", "f", "cc", "cbr", "sm", "pb", "sd", ""}
    assert max(len(row["card_ids"]) for row in VECTORS["actions"]) == 52
    assert len(VECTORS["errors"]) >= 5


@pytest.mark.parametrize("row", VECTORS["actions"], ids=lambda row: repr(row["line"]))
def test_action_line(row: dict[str, Any]) -> None:
    action = PhhAction.parse(row["line"])
    assert action.verb == row["verb"]
    assert action.actor == row["actor"]
    assert action.player == (row["actor"] or row["player"] or 0)
    assert action.cards_text == (row["cards"] or "")
    assert action.same_as_dealt == (row["cards"] == "-")
    assert action.cards == row["card_ids"]
    assert action.unknown_count == row["unknown_count"]
    assert action.commentary == (row["comment"] or "")
    if row["amount"] is None:
        assert action.amount == 0
    else:
        assert Decimal(str(action.amount)) == Decimal(row["amount"])


@pytest.mark.parametrize("row", VECTORS["errors"], ids=lambda row: repr(row["line"]))
def test_refused_action_line(row: dict[str, Any]) -> None:
    with pytest.raises(XiaplError) as info:
        PhhAction.parse(row["line"])
    assert info.value.status_name == row["status"]
    assert row["message_contains"] in str(info.value)
