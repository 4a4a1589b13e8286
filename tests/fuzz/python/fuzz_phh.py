"""Fuzzes xiapl.phh, the Python layer over the core's PHH reader (xiapl_phh_*).

The core reads, checks and writes PHH (tests/fuzz/fuzz_phh.c fuzzes it through
the C entry points); this harness fuzzes what Python adds: hands crossing into
and out of the core as JSON (PhhHand values: Decimal, float, datetime, nested
tables), the error classes, actions read into PhhAction, and the replays one by
one and in batches (replay_all).

Only the documented errors may escape: PhhParseError from parsing
(UnsupportedVariantError is one) and ReplayError (also a PhhParseError) from a
hand the engine cannot play. Anything else, a TypeError, a KeyError, an
IndexError, a bare ValueError, is a bug. Properties: each error has a message;
parse_phh and parse_phh_all agree; a hand written by format_phh (which goes
through the Python values) is the core's own text for it, and parses back to a
hand that writes the same text; replay, the last of replay_states, and
replay_all of the text and of the hand on one and two threads end in the same
stacks or fail alike; an action line that parses writes a line that parses to
the same action.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz_runner import import_instrumented, main

if __name__ == "__main__":
    import_instrumented("xiapl.phh", "xiapl.table", "xiapl.errors")

import xiapl.phh as phh

MAX_HANDS = 3  # hands of one text checked one by one
MAX_LINES = 32  # lines read as actions


def outcome(state: object) -> object:
    """What two replays of one hand must agree on: the final stacks and board, or the error's class."""
    if isinstance(state, phh.PhhParseError):
        return type(state).__name__
    return (tuple(state.stacks), state.board_mask, state.is_finished)  # type: ignore[attr-defined]


def document_json(document: phh._Document, index: int) -> str:
    return phh._text_out(phh.lib.xiapl_phh_to_json, document._handle, index)


def respelled(core_json: str) -> bool:
    """Whether an action of the core's JSON (one hand or an array) is written otherwise by Python."""
    data = json.loads(core_json)
    hands = data if isinstance(data, list) else [data]
    return any(
        isinstance(a, str) and str(phh.PhhAction.parse(a)) != a
        for hand in hands
        if isinstance(hand, dict) and isinstance(hand.get("actions"), list)
        for a in hand["actions"]
    )


def values(hand: phh.PhhHand) -> str:
    """A hand's values as the JSON Python sends the core (datetimes in isoformat)."""
    return json.dumps(phh._to_json(hand))


def check_replays(text: str, hand: phh.PhhHand, single: bool) -> None:
    try:
        state: object = phh.replay(hand)
    except phh.PhhParseError as exc:  # ReplayError: the rules refuse an action, or amounts too fine
        assert str(exc), f"a {type(exc).__name__} without a message"
        state = exc
    try:
        states = list(phh.replay_states(hand))
        assert states, "replay_states gave no state"
        last: object = states[-1]
    except phh.PhhParseError as exc:
        last = exc
    assert outcome(last) == outcome(state), "replay_states does not end where replay does"
    # The batch call: the hand as text and as a PhhHand, on one and on two threads.
    batches = [list(phh.replay_all([hand], threads=t, errors="return")) for t in (1, 2)]
    if single:
        batches.append(list(phh.replay_all([text], threads=1, errors="return")))
    for batch in batches:
        assert len(batch) == 1, "replay_all gave another number of results"
        if isinstance(batch[0], phh.PhhParseError):
            assert str(batch[0]), "replay_all returned an error without a message"
        assert outcome(batch[0]) == outcome(state), "replay_all disagrees with replay"
    if not isinstance(state, phh.PhhParseError) and hand.finishing_stacks:
        phh.finishing_stacks_match(hand, state)  # type: ignore[arg-type]


def check_actions(text: str) -> None:
    """Each line, and the text between its first two quotes, as one action."""
    for line in text.splitlines()[:MAX_LINES]:
        candidates = [line]
        parts = line.split('"')
        if len(parts) >= 3:
            candidates.append(parts[1])
        for candidate in candidates:
            try:
                action = phh.PhhAction.parse(candidate)
            except phh.PhhParseError as exc:
                assert str(exc), "a PhhParseError without a message"
                continue
            assert action.kind or (not action.verb and str(action).startswith("#")), "an action without a kind"
            again = phh.PhhAction.parse(str(action))
            assert again == action, f"{candidate!r} writes {str(action)!r}, which reads as another action"


def check(data: bytes) -> None:
    text = data.decode("utf-8", errors="replace")
    hands: list[phh.PhhHand] | None = None
    single: phh.PhhHand | None = None
    try:
        hands = phh.parse_phh_all(text)
    except phh.PhhParseError as exc:
        assert str(exc), "a PhhParseError without a message"
    try:
        single = phh.parse_phh(text)
    except phh.PhhParseError as exc:
        assert str(exc), "a PhhParseError without a message"
    if single is not None:
        assert hands is not None and len(hands) == 1, "parse_phh accepted a text parse_phh_all refused"
        assert phh.format_phh(hands[0]) == phh.format_phh(single), "parse_phh and parse_phh_all disagree"
    if hands:
        # The core's own text of each hand: what format_phh must give after the trip through Python values.
        document = phh._Document.parse(text)
        for index, hand in enumerate(hands[:MAX_HANDS]):
            written = phh.format_phh(hand)
            if written != document.text(index):
                # Python holds a TOML date-time as a datetime, which writes "Z" as "+00:00", and
                # writes each action in its canonical spelling (single spaces, "p1 cbr 300"): the
                # text may differ there, the values may not.
                core = document_json(document, index)
                assert "$datetime" in core or respelled(core), "format_phh differs from the core's text"
                assert values(phh.parse_phh(written)) == values(hand), "format_phh changed a value"
            assert phh.format_phh(phh.parse_phh(written)) == written, "format_phh does not round-trip"
            check_replays(text, hand, single is not None)
        if len(hands) > 1:
            every = phh.format_phh_all(hands)
            whole = document_json(document, -1)
            same = every == document.text(-1) or "$datetime" in whole or respelled(whole)
            assert same, "format_phh_all differs from the core's text of the hands"
            assert phh.format_phh_all(phh.parse_phh_all(every)) == every, "format_phh_all does not round-trip"
    check_actions(text)


if __name__ == "__main__":
    main(check)
