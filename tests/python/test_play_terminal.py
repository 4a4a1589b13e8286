"""``xiapl play`` driven in a pseudo-terminal, as a player meets it: each
answer is typed when the prompt shows."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal is POSIX")


def play(args: list[str], answers: Iterator[str]) -> str:
    """The session's screen, typing the next answer at each "> " prompt."""
    import fcntl
    import pty
    import select
    import struct
    import termios

    main, child = pty.openpty()
    fcntl.ioctl(child, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    process = subprocess.Popen(
        [sys.executable, "-m", "xiapl", "play", *args], stdin=child, stdout=child, stderr=child, env=dict(os.environ)
    )
    os.close(child)
    screen = b""
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 5)
            if not ready:
                continue
            try:
                data = os.read(main, 4096)
            except OSError:  # the terminal closes when the session ends
                break
            if not data:
                break
            screen += data
            if screen.endswith(b"> "):
                os.write(main, (next(answers) + "\n").encode())
    finally:
        process.kill() if process.poll() is None else None
        process.wait(timeout=30)
        os.close(main)
    assert process.returncode == 0, screen.decode(errors="replace")[-2000:]
    return screen.decode("utf-8", "replace").replace("\r\n", "\n")


def test_a_negative_amount_is_refused_not_read_as_positive() -> None:
    screen = play(["--seats", "2", "--bots", "call", "--seed", "1", "--hands", "1"], iter(["r -5", "r-5", "q"]))
    refusal = "-5 is not an amount: give the chips to raise to without a sign, e.g. `r 4`."
    assert screen.count(refusal) == 2, screen
    assert "You raise" not in screen
    assert "Session over (you left during hand 1, which does not count)" in screen


def test_the_uncalled_part_of_an_all_in_is_shown_returned() -> None:
    # You shove into a shorter stack: what nobody called comes back before the next card.
    for seed in range(1, 80):
        args = ["--seats", "4", "--bots", "call,raise,equity", "--seed", str(seed), "--stack", "40", "--hands", "2"]
        lines = [line.strip() for line in play(args, itertools.repeat("a")).splitlines()]
        for at, line in enumerate(lines[:-3]):
            shove = re.fullmatch(r"You go all-in \((\d+)\)", line)
            called = re.fullmatch(r".+ calls \d+ and is all-in", lines[at + 1])
            back = re.fullmatch(r"Uncalled (\d+) returned to You", lines[at + 2])
            if shove and called and back:
                assert 0 < int(back.group(1)) < int(shove.group(1))
                assert lines[at + 3].startswith("Flop: ")
                return
    raise AssertionError("no seed gave an uncalled all-in")


def test_an_open_bet_is_not_a_side_pot_until_the_street_ends() -> None:
    # Both bots all-in preflop while you still have to act: their bets are open, not a side pot yet.
    screen = play(
        ["--seats", "3", "--bots", "raise", "--seed", "1", "--stack", "20", "--hands", "1"], itertools.repeat("c")
    )
    tables = re.findall(r"  Board: .*", screen)
    assert tables[-1].split() == ["Board:", "-", "Pot", "58"]
    assert "side pot" not in screen.lower()
    # Once a street closes with a short all-in, its side pot shows, and the next street's bets beside it.
    args = ["--seats", "6", "--bots", "call,raise,equity,call", "--seed", "143", "--stack", "50"]  # such a session
    screen = play([*args, "--blinds", "1/3", "--hands", "6"], itertools.cycle(["f", "c"]))
    settled = re.search(r"  Board: (\S+ \S+ \S+)   Pot (\d+) \(main (\d+), side pot 1 (\d+)\)\n", screen)
    assert settled is not None
    board, pot, main, side = settled.groups()
    later = re.search(
        rf"  Board: {board}   Pot (\d+) \(main {main}, side pot 1 {side}, bets this street (\d+)\)\n",
        screen[settled.end() :],
    )
    assert later is not None
    assert int(pot) == int(main) + int(side)
    assert int(later.group(1)) == int(pot) + int(later.group(2))


def test_game_lists_every_game_and_titles_use_players_names() -> None:
    help_text = subprocess.run(
        [sys.executable, "-m", "xiapl", "play", "--help"], capture_output=True, text=True, env=dict(os.environ)
    ).stdout
    flat = " ".join(help_text.split())
    for name in ("holdem (Hold'em, default)", "plo (PLO)", "plo5 (PLO5)", "plo6 (PLO6)", "omaha6"):
        assert name in flat, flat
    screen = play(["--game", "plo5", "--seed", "2", "--hands", "1"], iter(["q"]))
    assert "xiapl play: Pot-Limit Omaha, 5 cards (PLO5), 2 seats" in screen
    assert len(re.search(r"Your cards: (.+)", screen).group(1).split()) == 5  # type: ignore[union-attr]


def test_every_line_fits_100_columns() -> None:
    args = ["--seats", "10", "--bots", "equity,call,fold", "--seed", "4", "--stack", "100000", "--hands", "3"]
    screen = play(args, itertools.cycle(["c", "f"]))
    assert max(len(line) for line in screen.splitlines()) <= 100
