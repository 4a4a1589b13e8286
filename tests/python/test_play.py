"""``xiapl play``: scripted sessions through play.main and the command line."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

from xiapl import phh
from xiapl.eval import evaluate_hand, hand_name
from xiapl.game import as_game
from xiapl.play import QuitSession, main, parse_choice
from xiapl.strategies import Decision
from xiapl.table import ActionKind, State
from xiapl.utils import cards_to_mask


def session(args: list[str], keys: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(args, stdin=io.StringIO(keys), stdout=out)
    return code, out.getvalue()


def summary_stacks(text: str) -> dict[str, int]:
    """The stacks listed after "Session over"."""
    tail = text[text.index("Session over") :].splitlines()[1:]
    stacks = {}
    for line in tail:
        match = re.match(r"  (You|Bot \d+ \(\w+\))\s+(\d+)$", line)
        if match:
            stacks[match.group(1)] = int(match.group(2))
    return stacks


def check_showdowns(text: str, game: str = "holdem") -> int:
    """Recompute every hand name shown at a showdown from its cards; returns how many were checked."""
    checked = 0
    board = 0
    for line in text.splitlines():
        if line.startswith("  Showdown, board "):
            board = cards_to_mask(line.removeprefix("  Showdown, board ").rstrip(":"))
            continue
        match = re.match(r"    (You|Bot \d+ \(\w+\))\s+((?:[2-9TJQKA][cdhs] ?)+?)  (.+)$", line)
        if match and board:
            hole = cards_to_mask(match.group(2).strip())
            assert match.group(3) == hand_name(evaluate_hand(board, hole, game=as_game(game))), line
            checked += 1
        elif not line.startswith("    "):
            board = 0
    return checked


def check_results_add_up(text: str, total: int) -> None:
    """Each hand's "Result:" line: the changes sum to zero and the stacks to the chips in play."""
    results = re.findall(r"  Result: (.+(?:\n {10}\S.*)*)", text)  # long lines go on under the first
    assert results
    for line in results:
        entries = re.findall(r"([+-]\d+) \((\d+)\)", line)
        assert sum(int(d) for d, _ in entries) == 0, line
        assert sum(int(s) for _, s in entries) == total, line


def test_heads_up_session_with_a_fixed_seed() -> None:
    args = ["--seats", "2", "--bots", "call", "--seed", "5", "--hands", "6"]
    code, text = session(args, "c\n" * 200)
    assert code == 0
    assert text.count("=== Hand ") == 6
    assert "Session over (6 hands played) after 6 hands." in text
    assert "Your cards: " in text and "Your turn." in text
    assert check_showdowns(text) >= 4  # checking and calling against a calling bot: showdowns
    check_results_add_up(text, 200)
    stacks = summary_stacks(text)
    assert sum(stacks.values()) == 200 and set(stacks) == {"You", "Bot 1 (call)"}
    net = int(re.search(r"Your result: ([+-]\d+) chips", text).group(1))  # type: ignore[union-attr]
    assert net == stacks["You"] - 100
    # The same seed and keys replay the same session.
    assert session(args, "c\n" * 200)[1] == text


def test_the_button_moves_every_hand() -> None:
    _, text = session(["--seats", "3", "--bots", "fold", "--seed", "2", "--hands", "6"], "f\n" * 100)
    buttons = re.findall(r"button (You|Bot \d)", " ".join(re.findall(r"=== Hand .* ===", text)))
    assert buttons == ["You", "Bot 1", "Bot 2", "You", "Bot 1", "Bot 2"]


def test_six_max_session_through_the_command_line() -> None:
    args = ["play", "--seats", "6", "--bots", "equity,call,raise,fold", "--seed", "11", "--hands", "8", "--stack", "60"]
    result = subprocess.run(
        [sys.executable, "-m", "xiapl", *args],
        input="c\n" * 300,
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    text = result.stdout
    assert "Traceback" not in result.stderr
    assert "6 seats" in text
    for name in ["Bot 1 (equity)", "Bot 2 (call)", "Bot 3 (raise)", "Bot 4 (fold)", "Bot 5 (equity)"]:
        assert name in text
    assert "Showdown" in text and check_showdowns(text) > 0
    check_results_add_up(text, 360)  # players who left hold 0 chips
    assert sum(summary_stacks(text).values()) == 360


def test_all_in_every_hand_until_someone_busts_and_leaves() -> None:
    code, text = session(["--seats", "6", "--bots", "call", "--seed", "3", "--stack", "40"], "a\n" * 500)
    assert code == 0
    assert "out of chips and leave" in text
    stacks = summary_stacks(text)
    assert sum(stacks.values()) == 240
    if "you are out of chips" not in text:
        assert "won every chip" in text
    # A player who left is not dealt in again: no table row for them after they leave.
    left = re.search(r"  (Bot \d \(call\)) is out of chips and leaves the table\.", text)
    if left:
        later = text[left.end() :]
        assert not re.search(rf"^    {re.escape(left.group(1))}\s", later, re.M)
    assert "Side pot" in text or "Main pot" in text or "Pot " in text


def test_invalid_input_re_prompts_and_q_quits_cleanly() -> None:
    code, text = session(["--seats", "2", "--bots", "call", "--seed", "1"], "xyz\nr\nr 1\nr 100000\nb ten\n\nc\nf\nq\n")
    assert code == 0
    assert "unknown action 'xyz'" in text
    assert "give the amount to raise to" in text
    assert "raise to between 4 and 100, not 1" in text
    assert "not 100000" in text
    assert "type one of the actions below" in text
    # Six bad answers to the first question; then the call, and on the flop a fold where checking is free.
    assert text.count("Try again:") == 7
    assert "no need to fold: checking is free" in text
    assert "You call 1" in text and "Flop: " in text
    assert "Session over (you left during hand 1, which does not count) after 0 hands." in text
    assert summary_stacks(text) == {"You": 100, "Bot 1 (call)": 100}


def test_end_of_input_quits_with_a_summary() -> None:
    code, text = session(["--seed", "9"], "")
    assert code == 0
    assert "Session over (you left during hand 1" in text
    assert summary_stacks(text) == {"You": 100, "Bot 1 (equity)": 100}
    assert "Your result: +0 chips" in text


def test_bad_options_exit_2_with_the_reason(capsys: object) -> None:
    for args, fragment in [
        (["--seats", "11"], "2 to 10 seats"),
        (["--blinds", "x"], "small/big"),
        (["--blinds", "3/2"], "at most the big blind"),
        (["--bots", "shark"], "unknown bot 'shark'"),
        (["--stack", "0"], "positive"),
        (["--game", "pinochle"], "unknown game"),
        (["--game", "stud", "--blinds", "1/2"], "Seven-card stud has no blinds; it opens with antes and the bring-in"),
        (["--bring-in", "1"], "only the stud games (stud, studhilo, razz) have a bring-in, not Hold'em"),
        (["--game", "razz", "--bring-in", "4"], "the bring-in (4) must be below the full bet it is completed to (4)"),
        (["--game", "stud", "--seats", "9"], "Seven-card stud seats 2 to 8 players, not 9"),
        (["--game", "plo", "--draws", "3"], "only the draw games (lowball27, badugi) have draws, not PLO"),
        (["--draws", "4", "--game", "badugi"], "invalid choice: 4"),
        (["--bets", "4/8"], "--bets: the bet sizes of fixed limit, and No-Limit Hold'em bets any amount"),
        (["--bets", "8/4", "--game", "razz"], "the small bet must be above 0 and at most the big bet"),
        (["--ante", "-1"], "--ante -1: give 0 or more chips"),
        (["--betting", "pot-limit", "--save", "x.phhs"], "--save: pot-limit Hold'em has no PHH variant code"),
        (["--game", "2-7", "--draws", "2", "--save", "x.phhs"], "with 2 draw(s) has no PHH variant code"),
        (["--betting", "spread-limit"], "invalid choice: 'spread-limit'"),
        (["--game", "plo6", "--seats", "8"], "at most 7 seats"),
    ]:
        result = subprocess.run(
            [sys.executable, "-m", "xiapl", "play", *args],
            input="",
            capture_output=True,
            text=True,
            env=dict(os.environ),
            timeout=60,
        )
        assert result.returncode == 2, (args, result.stdout)
        assert fragment in result.stderr, (args, result.stderr)
        assert "Traceback" not in result.stderr


def test_parse_choice() -> None:
    s = State.start([100, 100], blinds=(1, 2), seed=1)  # the button faces the big blind
    legal = s.legal_actions()
    assert parse_choice("f", s, legal) == Decision(ActionKind.Fold)
    assert parse_choice(" Call ", s, legal) == Decision(ActionKind.Call)
    assert parse_choice("r 10", s, legal) == Decision(ActionKind.BetOrRaise, 10)
    assert parse_choice("r10", s, legal) == Decision(ActionKind.BetOrRaise, 10)
    assert parse_choice("raise 100", s, legal) == Decision(ActionKind.BetOrRaise, 100)
    assert parse_choice("all-in", s, legal) == Decision(ActionKind.AllIn)
    assert isinstance(parse_choice("r 3", s, legal), str)
    assert isinstance(parse_choice("r 101", s, legal), str)
    checked = s.call()  # the big blind: checking is free
    assert parse_choice("c", checked, checked.legal_actions()) == Decision(ActionKind.Check)
    assert isinstance(parse_choice("f", checked, checked.legal_actions()), str)
    try:
        parse_choice("q", s, legal)
    except QuitSession:
        pass
    else:
        raise AssertionError("q must quit")


def test_omaha_session_shows_four_hole_cards_and_pot_limit_raises() -> None:
    _, text = session(["--game", "plo", "--bots", "call", "--seed", "4", "--hands", "3"], "c\n" * 100)
    cards = re.search(r"Your cards: (.+)", text).group(1).split()  # type: ignore[union-attr]
    assert len(cards) == 4
    assert "Pot-Limit Omaha" in text
    # Pot limit on the button's first action: raise to at most 6 with blinds 1/2.
    assert "r N raise to N (min 4, max 6)" in text
    assert check_showdowns(text, "plo") > 0


def test_fixed_limit_omaha_hi_lo_session_bets_the_fixed_sizes_and_saves_fo8(tmp_path: Path) -> None:
    path = tmp_path / "o8.phhs"
    args = ["--game", "plohilo", "--seats", "3", "--bots", "raise,call", "--seed", "5", "--hands", "4"]
    code, text = session([*args, "--save", str(path)], "r\nc\n" * 200)
    assert code == 0
    assert "Fixed-Limit Omaha Hi/Lo" in text
    assert "r raise to 4" in text or "b bet 2" in text  # one size a street, typed without an amount
    assert "r raise, a all-in" in text and "N raise to N" not in text
    hands = phh.read_phh_all(path)
    assert hands and [h.variant for h in hands] == ["FO/8"] * len(hands)
    for hand in hands:
        assert (hand.small_bet, hand.big_bet) == (2, 4)
        end = phh.replay(hand)
        assert end.is_finished and phh.finishing_stacks_match(hand, end)


def test_short_deck_session_deals_six_to_ace() -> None:
    _, text = session(["--game", "shortdeck", "--bots", "call", "--seed", "8", "--hands", "3"], "c\n" * 100)
    assert "No-Limit Short-deck Hold'em" in text
    for match in re.finditer(r"Your cards: (.+)", text):
        assert all(card[0] not in "2345" for card in match.group(1).split())


def test_side_pots_split_pots_and_odd_chips_are_shown() -> None:
    args = [
        "--seats",
        "6",
        "--bots",
        "call,raise,equity,call",
        "--seed",
        "2",
        "--stack",
        "50",
        "--blinds",
        "1/3",
        "--hands",
        "40",
    ]
    code, text = session(args, "f\nc\n" * 1500)  # fold when there is a bet, else check: the bots fight it out
    assert code == 0
    assert re.search(r"  Side pot 1 of \d+: .+ wins", text)
    splits = re.findall(r"  (?:Pot|Main pot|Side pot \d+) of (\d+) split: (.+)", text)
    assert splits
    for amount, shares in splits:
        chips = [int(c) for c in re.findall(r" (\d+)(?:,|$)", shares)]
        assert sum(chips) == int(amount) and max(chips) - min(chips) <= 1
    odd = re.findall(r"  \w[\w ]* of (\d+) split: (.+)\n    \(the odd chip goes to (.+?): first", text)
    assert odd
    for amount, shares, taker in odd:
        assert int(amount) % len(shares.split(", ")) != 0 and shares.startswith(taker)
    assert "Awarded:" not in text  # the shares shown agree with the engine's awards
    assert check_showdowns(text) > 0
    check_results_add_up(text, 300)
    assert sum(summary_stacks(text).values()) == 300


def test_an_all_bot_session_conserves_chips_and_seats_only_players_with_chips() -> None:
    from xiapl.game import GameType
    from xiapl.play import Session
    from xiapl.strategies import make_strategy

    out = io.StringIO()
    table = Session(blinds=(1, 2), game=GameType.Holdem, seed=8, stdin=io.StringIO(""), stdout=out, hands=80)
    for seat, kind in enumerate(["equity", "raise", "call", "equity", "fold", "call"]):
        table.add_player(f"Bot {seat} ({kind})", make_strategy(kind, seat), 30 + 10 * seat)
    total = sum(p.stack for p in table.players)
    hands = 0
    while table.hands_played < 80 and sum(p.stack > 0 for p in table.players) >= 2:
        with_chips = [i for i, p in enumerate(table.players) if p.stack > 0]
        table.play_one()
        hands += 1
        assert table.seats == with_chips  # a player without chips is not dealt in
        assert sum(p.stack for p in table.players) == total
        assert all(p.stack >= 0 for p in table.players)
    assert hands >= 5
    assert table.run(human=None) == 0
    text = out.getvalue()
    assert "Awarded:" not in text
    assert "Session over" in text and "Your result" not in text
    check_results_add_up(text, total)


def test_save_writes_every_hand_as_phh_that_replays_to_the_session(tmp_path: Path) -> None:
    path = tmp_path / "session.phhs"
    args = ["--seats", "4", "--bots", "call,raise,equity", "--seed", "3", "--hands", "5", "--save", str(path)]
    code, text = session(args, "c\n" * 400)
    assert code == 0
    hands = phh.read_phh_all(path)
    assert len(hands) == 5
    stacks = {name: 100 for name in hands[0].players or []}  # the default stack
    for hand in hands:
        assert hand.variant == "NT" and sorted(hand.players or []) == sorted(stacks)
        assert [stacks[p] for p in hand.players or []] == hand.starting_stacks
        end = phh.replay(hand)
        assert end.is_finished and phh.finishing_stacks_match(hand, end)
        stacks.update(zip(hand.players or [], end.stacks, strict=True))
    assert stacks == summary_stacks(text)
