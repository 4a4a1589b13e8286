"""Errors of the xiapl command line, through a real process: each names what
the user typed, says why it is refused and what to write instead, exits 2,
prints nothing on stdout and no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def xiapl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
        timeout=120,
    )


def refused(*args: str) -> str:
    """The message of a refused command (checked to be a clean refusal)."""
    out = xiapl(*args)
    assert out.returncode == 2, (args, out.stdout)
    assert out.stdout == "", "a refused command prints nothing on stdout"
    assert "Traceback" not in out.stderr
    return out.stderr


@pytest.mark.parametrize(
    "args, message",
    [
        # A hand with a bad card: the argument, that it is neither a hand nor a range, and the character.
        (
            ["equity", "AsKx", "QdQc"],
            'xiapl equity: "AsKx" is neither a hand nor a range: "x" is not a suit (c, d, h, s), in the card "Kx"',
        ),
        (["equity", "AsKs", "Qd1c"], '"Qd1c" is neither a hand nor a range: "1" is not a rank (2-9, T, J, Q, K, A)'),
        (["equity", "AsKs", "Q1Qc"], "'1' is not a rank; write ten as 'T'"),
        (["equity", "AsK", "QdQc"], '"AsK" is neither a hand nor a range: the card "K" has no suit: add c, d, h or s'),
        (
            ["equity", "AsKsQs", "QdQc"],
            '"AsKsQs" is neither a hand nor a range: it is 3 cards, and a Hold\'em hand is 2',
        ),
        (["equity", "AsKs", "2c2d", "--game", "plo"], "it is 2 cards, and a PLO hand is 4"),
        (["equity", "AsAs", "QdQc"], "card As appears twice"),
        # A card in two places: both named as typed, hands counted from 1.
        (["equity", "AsKs", "AsQd"], 'As of "AsQd" (hand 2) is also held by "AsKs" (hand 1); each card is dealt once'),
        (
            ["equity", "AsKs", "QdQc", "--dead", "AsQh"],
            'As of "AsKs" (hand 1) is also held by the dead cards (--dead "AsQh")',
        ),
        (
            ["equity", "AsKs", "QdQc", "--board", "2cQd3c"],
            'Qd of "QdQc" (hand 2) is also held by the board (--board "2cQd3c")',
        ),
        # Range-like text keeps the library's explanation of the grammar.
        (["equity", "JJ+", "AK**"], "'*' is Omaha pattern syntax"),
        (["equity", "AKx", "QQ"], '"AKx" is neither a hand nor a range: Hold\'em range item "AKx"'),
        # Board and dead cards name their option.
        (["equity", "AsKs", "QdQc", "--board", "2c7x9h"], '--board "2c7x9h": "x" is not a suit (c, d, h, s)'),
        (["equity", "AsKs", "QdQc", "--dead", "Zh"], '--dead "Zh": "Z" is not a rank (2-9, T, J, Q, K, A)'),
        (["eval", "--board", "2h7dJc", "--hole", "AsKq"], '--hole "AsKq": "q" is not a suit'),
        (["eval", "As", "Ks", "Qs", "Js", "Zz"], 'cards "Zz": "Z" is not a rank'),
        # --vs-random wants one exact hand.
        (
            ["equity", "AK", "--vs-random", "2"],
            '--vs-random takes one exact hand such as "AsKs", and "AK" is a range (16 combos): '
            "ranges are not accepted against random opponents; for a range against unknown hands, "
            'give one range "random" per opponent: xiapl equity AK random random',
        ),
        (["equity", "AA**", "--vs-random", "1", "--game", "plo"], 'such as "AsKsQdJd", and "AA**" is a range'),
        # Seeds belong to Monte Carlo.
        (["equity", "AsKs", "QdQc", "--exact", "--seed", "1"], "--seed is for Monte Carlo"),
    ],
)
def test_errors_point_at_the_users_words(args: list[str], message: str) -> None:
    assert message in refused(*args)


def test_non_ascii_input_is_shown_as_typed() -> None:
    for args in (["equity", "A♠K♠", "QdQc"], ["eval", "A♠", "Ks", "Qs", "Js", "Ts"], ["range", "A♠K♠"]):
        message = refused(*args)
        assert "♠" in message and "\\x" not in message, message
        assert '"A♠K♠"' in message or '"A♠"' in message
    assert 'write suits as the letters c, d, h, s: "AsKs"' in refused("equity", "A♠K♠", "QdQc")
    assert '"é" (the 3rd character) is not part of a card or a range' in refused("range", "AKé")


@pytest.mark.parametrize(
    "game, pattern, fixed",
    [("plo5", "AAKK", "AAKK*"), ("plo6", "AAKK", "AAKK**"), ("plo5", "AA", "AA***"), ("plo6", "AA**", "AA****")],
)
def test_omaha_5_and_6_pattern_errors_suggest_the_games_size(game: str, pattern: str, fixed: str) -> None:
    for command in (["range", pattern], ["equity", pattern, pattern]):
        message = refused(*command, "--game", game)
        assert f'(e.g. "{pattern}" -> "{fixed}")' in message, message


@pytest.mark.parametrize("command", ["eval", "equity", "range", "replay", "play"])
def test_unknown_flags_print_the_subcommands_usage(command: str) -> None:
    positional = {"eval": ["AsKsQsJsTs"], "equity": ["AsKs", "QdQc"], "range": ["AA"], "replay": ["x.phh"], "play": []}
    message = refused(command, *positional[command], "--bogus")
    assert message.startswith(f"usage: xiapl {command} ")
    assert message.rstrip().endswith(f"xiapl {command}: error: unrecognized arguments: --bogus")


def test_files_that_cannot_be_read_or_parsed_are_named(tmp_path: Path) -> None:
    missing = tmp_path / "missing.phh"
    assert refused("replay", str(missing)).strip() == f"xiapl replay: cannot read {missing}: No such file or directory"
    folder = tmp_path / "hands"
    folder.mkdir()
    assert f"{folder}: is a folder; name its files" in refused("replay", str(folder))
    binary = tmp_path / "binary.phh"
    binary.write_bytes(b"\xff\xfe\x00variant")
    assert f"{binary}: not a text file" in refused("replay", str(binary))
    broken = tmp_path / "broken.phh"
    broken.write_text('variant = "NT"\nantes = [0, 0\n')
    assert f"{broken}: line 3, column 1: not valid PHH/TOML" in refused("replay", str(broken))
    nothing = str(tmp_path / "*.phhs")
    assert f"{nothing}: no file matches this pattern" in refused("replay", nothing)
