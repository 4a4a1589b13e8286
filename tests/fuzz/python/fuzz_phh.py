"""Fuzzes the PHH reader: parse_phh, parse_phh_all, format_phh and replay.

Only the documented errors may escape: PhhParseError from parsing
(UnsupportedVariantError is one) and ReplayError (also a PhhParseError) from a
hand replay cannot play. Anything else, a TypeError, a KeyError, an
IndexError, a bare ValueError, is a bug. Properties: each error has a
message; parse_phh and parse_phh_all agree; format_phh's text parses back to a
hand that formats to the same text.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from fuzz_runner import import_instrumented, main

if __name__ == "__main__":
    import_instrumented("tomllib", "xiapl.phh", "xiapl.table")

import xiapl.phh as phh


def allowed_replay_error(exc: BaseException) -> bool:
    """replay reports every hand it cannot play as a ReplayError (a PhhParseError)."""
    return isinstance(exc, phh.PhhParseError)


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
    for hand in (hands or [])[:3]:
        written = phh.format_phh(hand)
        assert phh.format_phh(phh.parse_phh(written)) == written, "format_phh does not round-trip"
        try:
            state = phh.replay(hand)
        except BaseException as exc:
            if not allowed_replay_error(exc):
                raise
            assert str(exc), f"a {type(exc).__name__} without a message"
            continue
        if hand.finishing_stacks is not None:
            phh.finishing_stacks_match(hand, state)


if __name__ == "__main__":
    main(check)
