"""``xiapl replay`` through a real process: several files, globs and .phhs in
one run, the action-by-action narrative of --verbose, the board in dealt
order, and the exit status when a replay misses the file's finishing stacks;
every stud and draw fixture to its finishing stacks, the stud streets (bring-in,
completion, up cards, a community card) and the draws, and hands that
``xiapl play --save`` wrote."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from xiapl import phh

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"
DWAN_IVEY = FIXTURES / "dwan-ivey-2009.phh"
PLURIBUS = FIXTURES / "pluribus" / "31"


def xiapl(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "xiapl", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        cwd=cwd,
        timeout=300,
    )


def hand(stacks: list[int], actions: list[str], finishing: list[int] | None = None) -> phh.PhhHand:
    text = "\n".join(
        [
            'variant = "NT"',
            f"antes = {[0] * len(stacks)}",
            f"blinds_or_straddles = {[1, 2] + [0] * (len(stacks) - 2)}",
            "min_bet = 2",
            f"starting_stacks = {stacks}",
            "actions = [" + ", ".join(json.dumps(a) for a in actions) + "]",
        ]
        + ([] if finishing is None else [f"finishing_stacks = {finishing}"])
    )
    return phh.parse_phh(text)


# A heads-up all-in: p2 shoves 100, p1 has 60 and calls; 40 go back to p2, who wins with the kings.
SHOVE = ["d dh p1 QsQh", "d dh p2 KdKc", "p2 cbr 100", "p1 cc", "d db 7c8d2h", "d db 4s", "d db 3s"]


def test_several_files_globs_and_phhs_in_one_run(tmp_path: Path) -> None:
    for name in ("0.phh", "1.phh", "10.phh"):
        shutil.copy(PLURIBUS / name, tmp_path / name)
    phh.write_phh_all([hand([60, 100], SHOVE, [0, 160]), hand([60, 100], SHOVE, [0, 160])], tmp_path / "two.phhs")
    result = xiapl("replay", str(tmp_path / "*.phh"), str(tmp_path / "two.phhs"), str(DWAN_IVEY))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    headers = [line for line in out.splitlines() if ": Hand " in line]
    assert [h.split(": Hand ")[0] for h in headers] == [
        str(tmp_path / "0.phh"),
        str(tmp_path / "1.phh"),
        str(tmp_path / "10.phh"),
        str(tmp_path / "two.phhs"),
        str(tmp_path / "two.phhs"),
        str(DWAN_IVEY),
    ]
    assert out.rstrip().endswith("6 hands replayed from 5 files")
    doc = json.loads(xiapl("replay", str(tmp_path / "*.ph*"), "--json").stdout)
    assert [f["file"] for f in doc["files"]] == [str(tmp_path / n) for n in ("0.phh", "1.phh", "10.phh", "two.phhs")]
    assert [(h["file"].rsplit("/", 1)[-1], h["hand"]) for h in doc["hands"]] == [
        ("0.phh", 1),
        ("1.phh", 1),
        ("10.phh", 1),
        ("two.phhs", 1),
        ("two.phhs", 2),
    ]
    assert doc["errors"] == [] and doc["mismatches"] == 0
    assert all(h["finishing_stacks_match"] for h in doc["hands"])


def test_verbose_tells_the_hand_action_by_action(tmp_path: Path) -> None:
    path = tmp_path / "shove.phh"
    phh.write_phh(hand([60, 100], SHOVE, [0, 160]), path)
    result = xiapl("replay", str(path), "--verbose")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    story = lines[1 : next(i for i, line in enumerate(lines) if line.startswith("  player "))]
    assert story == [
        "  Forced bets: p1 2, p2 1",
        "  p1 is dealt Qs Qh",
        "  p2 is dealt Kd Kc",
        "  p2 raises to 100 and is all-in",
        "  p1 calls 58 and is all-in",
        "  Uncalled 40 returned to p2",
        "  Flop: 7c 8d 2h",
        "  Turn: 7c 8d 2h [4s]",
        "  River: 7c 8d 2h 4s [3s]",
        "  p1 has pair of queens (Qs Qh)",
        "  p2 has pair of kings (Kd Kc)",
        "  p2 wins 120",
    ]
    actions = json.loads(xiapl("replay", str(path), "--verbose", "--json").stdout)["hands"][0]["actions"]
    assert [a["kind"] for a in actions][:6] == ["forced_bets", "deal_hole", "deal_hole", "raise", "call", "returned"]
    assert actions[3] == {
        "kind": "raise",
        "player": "p2",
        "cards": None,
        "up": None,
        "amount": 100,
        "all_in": True,
        "text": "p2 raises to 100 and is all-in",
    }
    assert json.loads(xiapl("replay", str(path), "--json").stdout)["hands"][0]["actions"] is None


def test_the_board_shows_in_dealt_order() -> None:
    out = xiapl("replay", str(DWAN_IVEY), "--verbose").stdout
    assert "  Flop: Jc 3d 5c" in out and "  Turn: Jc 3d 5c [4h]" in out
    assert "Turn all-in, board Jc3d5c4h: main pot 1,109,500" in out
    spots = json.loads(xiapl("replay", str(DWAN_IVEY), "--json").stdout)["hands"][0]["allin"]["spots"]
    assert spots[0]["board"] == "Jc3d5c4h"


def test_a_replay_that_misses_the_finishing_stacks_exits_1(tmp_path: Path) -> None:
    good, wrong = tmp_path / "good.phh", tmp_path / "wrong.phh"
    phh.write_phh(hand([60, 100], SHOVE, [0, 160]), good)
    phh.write_phh(hand([60, 100], SHOVE, [60, 100]), wrong)
    assert xiapl("replay", str(good)).returncode == 0
    result = xiapl("replay", str(good), str(wrong))
    assert result.returncode == 1, result.stderr
    assert "finishing stacks differ from the file" in result.stdout
    # Each seat off the file says by how much.
    assert "differs by -60" in result.stdout and "differs by +60" in result.stdout
    assert result.stdout.rstrip().endswith(
        f"2 hands replayed from 2 files; 1 do not reach the file's finishing stacks: {wrong} hand 1"
    )
    doc = json.loads(xiapl("replay", str(wrong), "--json").stdout)
    assert doc["mismatches"] == 1 and doc["hands"][0]["finishing_stacks_match"] is False
    assert doc["hands"][0]["finishing_stacks_difference"] == [-60, 60] and not doc["hands"][0]["odd_chip_split"]
    # A hand that stops early cannot reach the finishing stacks either.
    early = tmp_path / "early.phh"
    phh.write_phh(hand([60, 100], SHOVE[:4], [0, 160]), early)
    result = xiapl("replay", str(early))
    assert result.returncode == 1
    assert "the hand stops before the end, so it does not reach the file's finishing stacks" in result.stdout


def test_a_bad_file_among_good_ones_is_named_and_the_others_still_run(tmp_path: Path) -> None:
    good, bad = tmp_path / "good.phh", tmp_path / "bad.phh"
    phh.write_phh(hand([60, 100], SHOVE, [0, 160]), good)
    phh.write_phh(hand([200, 200], ["d dh p1 AsAh", "d dh p2 KdKc", "p1 cbr 200"]), bad)
    result = xiapl("replay", str(bad), str(good))
    assert result.returncode == 2
    assert f"xiapl replay: {bad}: action 2 'p1 cbr 200'" in result.stderr
    assert f"{good}: Hand 1" in result.stdout
    assert "1 could not be replayed (see above)" in result.stdout
    both = xiapl("replay", str(bad), str(good), "--json")
    doc = json.loads(both.stdout)
    assert [e["file"] for e in doc["errors"]] == [str(bad)] and len(doc["hands"]) == 1
    assert both.returncode == 2 and both.stderr == f"xiapl replay: {doc['errors'][0]['error']}\n"


# -- stud and draw games ------------------------------------------------------------------------

STUD_DRAW = {"F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB"}
ACTION_KINDS = {
    "deal_hole",
    "deal_board",
    "bring_in",
    "complete",
    "fold",
    "check",
    "call",
    "bet",
    "raise",
    "discard",
    "stand_pat",
    "show",
    "muck",
}


def stud_and_draw_fixtures() -> list[Path]:
    return sorted(p for p in FIXTURES.rglob("*.phh") if phh.read_phh(p).variant in STUD_DRAW)


def story(out: str) -> list[str]:
    """The --verbose lines of a one-hand replay (after the title, before the stacks table), a line
    wrapped to the screen joined again."""
    lines = out.splitlines()
    told: list[str] = []
    for line in lines[1 : next(i for i, line in enumerate(lines) if line.startswith("  player "))]:
        if line.startswith("    "):
            told[-1] += " " + line.strip()
        else:
            told.append(line.strip())
    return told


def test_every_stud_and_draw_fixture_replays_to_its_finishing_stacks() -> None:
    paths = stud_and_draw_fixtures()
    hands = [phh.read_phh(p) for p in paths]
    assert {h.variant for h in hands} == STUD_DRAW and len(paths) >= 46
    result = xiapl("replay", *map(str, paths), "--verbose", "--json")
    assert result.returncode == 0, result.stderr
    doc = json.loads(result.stdout)
    assert doc["errors"] == [] and doc["mismatches"] == 0
    assert [h["file"] for h in doc["hands"]] == [str(p) for p in paths]
    with_stacks = 0
    for hand, replayed in zip(hands, doc["hands"], strict=True):
        where = replayed["file"]
        assert replayed["variant"] == hand.variant and replayed["finished"], where
        if hand.finishing_stacks:
            with_stacks += 1
            assert replayed["finishing_stacks"] == hand.finishing_stacks, where
            assert replayed["finishing_stacks_match"] is True, where
        assert sum(replayed["finishing_stacks"]) == sum(hand.starting_stacks), where
        # Every line of the file is told once, in the file's order.
        told = [a for a in replayed["actions"] if a["kind"] in ACTION_KINDS]
        assert len(told) == len(hand.actions), where
        for action, event in zip(hand.parsed_actions(), told, strict=True):
            assert event["kind"] == {
                "dh": "deal_hole",
                "db": "deal_board",
                "pb": "bring_in",
                "f": "fold",
                "sd": "stand_pat" if not action.cards_text else "discard",
                "sm": "muck" if action.cards_text in ("", "-") else "show",
            }.get(action.verb, event["kind"]), (where, str(action))
            if action.verb == "cc":
                assert event["kind"] in ("check", "call"), (where, str(action))
            if action.verb == "cbr":
                assert event["kind"] in ("bet", "raise", "complete"), (where, str(action))
                assert event["amount"] == action.amount, (where, str(action))
        # The stud games open with the bring-in or a completion; the draw games draw.
        kinds = [a["kind"] for a in replayed["actions"]]
        if hand.variant in ("F7S", "F7S/8", "FR"):
            opening = next(k for k in kinds if k in ("bring_in", "complete", "bet", "raise", "call", "fold"))
            assert opening in ("bring_in", "complete"), where
    assert with_stacks >= 44
    # Without --json: one line per hand says the stacks match, and the summary counts every hand.
    text = xiapl("replay", *map(str, paths))
    assert text.returncode == 0, text.stderr
    assert text.stdout.count("finishing stacks match the file") == with_stacks
    assert text.stdout.rstrip().endswith(f"{len(paths)} hands replayed from {len(paths)} files")
    assert "amount None" not in text.stdout + text.stderr


def test_a_stud_hand_tells_the_bring_in_the_completion_and_the_up_cards() -> None:
    from xiapl.eval import evaluate_hand, evaluate_low, hand_name

    path = FIXTURES / "wsop-2023-43-5" / "48.phh"  # stud hi/lo, to the showdown, the pot split high/low
    hand = phh.read_phh(path)
    assert hand.variant == "F7S/8"
    names = hand.players
    assert names is not None
    result = xiapl("replay", str(path), "--verbose")
    assert result.returncode == 0, result.stderr
    lines = story(result.stdout)
    assert lines[0].startswith("Forced bets: ") and lines[1] == "Third street"
    actions = hand.parsed_actions()
    # Third street: two cards down (in brackets), the third up, in the file's order.
    third = [a for a in actions[: len(names)] if a.verb == "dh"]
    for a in third:
        down, up = a.cards_text[:4], a.cards_text[4:]
        assert f"{names[a.player - 1]} is dealt [{down[:2]} {down[2:]}] {up}" in lines
    bring_in = next(a for a in actions if a.verb == "pb")
    complete = next(a for a in actions if a.verb == "cbr")
    assert complete.amount == hand.small_bet  # fixed-limit stud completes to the small bet
    at = lines.index(f"{names[bring_in.actor - 1]} brings in for {hand.bring_in:,}")
    assert lines.index(f"{names[complete.actor - 1]} completes to {hand.small_bet:,}") > at
    # The next raise on third street is a raise, not a completion.
    assert any(line.endswith(f"raises to {2 * hand.small_bet:,}") for line in lines)
    # Fourth to sixth street deal one card up, seventh one down.
    later = [a for a in actions if a.verb == "dh" and len(a.cards_text) == 2]
    for i, a in enumerate(later):
        street = i // 2  # two players left
        shown = a.cards_text if street < 3 else f"[{a.cards_text}]"
        assert f"{names[a.player - 1]} is dealt {shown}" in lines, a
    headings = [line for line in lines if line.endswith(" street")]
    assert headings == ["Third street", "Fourth street", "Fifth street", "Sixth street", "Seventh street"]
    # The showdown names both halves of each hand, each from the cards the file shows.
    for a in (a for a in actions if a.verb == "sm"):
        high = hand_name(evaluate_hand("", a.cards_text, game="studhilo"))
        low = evaluate_low("", a.cards_text, game="studhilo")
        halves = f"{high}; {hand_name(low, game='studhilo', low=True) if low is not None else 'no low'}"
        assert any(line.startswith(f"{names[a.actor - 1]} has {halves} ([") for line in lines), halves
    winners = [line for line in lines if " wins " in line]
    gained = [f - s for f, s in zip(hand.finishing_stacks or [], hand.starting_stacks, strict=True)]
    assert len(winners) == sum(1 for g in gained if g > 0) == 2  # high and low halves
    # --json: the up card of each deal, the bring-in's and the completion's amounts.
    events = json.loads(xiapl("replay", str(path), "--verbose", "--json").stdout)["hands"][0]["actions"]
    deals = [e for e in events if e["kind"] == "deal_hole"]
    assert [e["up"] for e in deals[: len(third)]] == [a.cards_text[4:] for a in third]
    assert [e["amount"] for e in events if e["kind"] in ("bring_in", "complete")] == [hand.bring_in, hand.small_bet]


def test_a_draw_hand_tells_the_discards_and_the_stand_pats() -> None:
    from xiapl.eval import evaluate_hand, hand_name

    path = FIXTURES / "arieh-yockey-2019.phh"  # 2-7 triple draw: Yockey pat, Arieh draws to a seven
    hand = phh.read_phh(path)
    names = hand.players
    assert names is not None
    result = xiapl("replay", str(path), "--verbose")
    assert result.returncode == 0, result.stderr
    assert "Fixed-Limit 2-7 Triple Draw" in result.stdout.splitlines()[0]
    lines = story(result.stdout)
    expected = []
    for a in hand.parsed_actions():
        if a.verb == "sd" and not a.cards_text:
            expected.append(f"{names[a.actor - 1]} stands pat")
        elif a.verb == "sd":
            cards = " ".join(a.cards_text[i : i + 2] for i in range(0, len(a.cards_text), 2))
            expected.append(f"{names[a.actor - 1]} discards {cards} and draws {len(a.cards_text) // 2}")
    assert len(expected) == 6 and expected.count("Bryce Yockey stands pat") == 3
    draws = [line for line in lines if "stands pat" in line or " discards " in line]
    assert draws == expected
    assert [line for line in lines if line.endswith(" draw")] == ["First draw", "Second draw", "Third draw"]
    assert "Josh Arieh is dealt 2h Qh" in lines  # the cards drawn
    # The showdown names 2-7 lows from the hands shown.
    for a in (a for a in hand.parsed_actions() if a.verb == "sm"):
        name = hand_name(evaluate_hand("", a.cards_text, game="2-7"))
        assert any(line.startswith(f"{names[a.actor - 1]} has {name} (") for line in lines), name
    # Yockey, all-in on the last bet, lost every chip (the file gives no finishing stacks).
    doc = json.loads(xiapl("replay", str(path), "--json").stdout)["hands"][0]
    assert doc["finishing_stacks"][0] == 0 and doc["finishing_stacks_match"] is None
    # All-in equity belongs to the board games: said once, and the report has no spots.
    assert result.stdout.count("all-in equity") == 1 and doc["allin"]["spots"] == []
    # Badugi whose cards the file does not show: the counts discarded and drawn.
    badugi = story(xiapl("replay", str(FIXTURES / "alice-carol-wikipedia.phh"), "--verbose").stdout)
    assert "Bob discards 2 cards and draws 2" in badugi and "Carol stands pat" in badugi


def test_stud_and_draw_hands_saved_by_xiapl_play_replay(tmp_path: Path) -> None:
    import io

    from xiapl.play import main as play

    for game, seats in (("stud", 3), ("razz", 2), ("2-7", 3), ("badugi", 2)):
        saved = tmp_path / f"{game}.phhs"
        out = io.StringIO()
        # "c" checks, calls or brings in; the empty line stands pat at a draw (and is refused at a bet).
        status = play(
            [
                "--game",
                game,
                "--seats",
                str(seats),
                "--bots",
                "call",
                "--seed",
                "11",
                "--hands",
                "3",
                "--save",
                str(saved),
            ],
            stdin=io.StringIO("c\n\n" * 400),
            stdout=out,
        )
        assert status == 0 and "3 hands played" in out.getvalue()
        hands = phh.read_phh_all(saved)
        assert len(hands) == 3 and all(h.finishing_stacks for h in hands)
        result = xiapl("replay", str(saved), "--verbose")
        assert result.returncode == 0, result.stderr
        assert result.stdout.count("finishing stacks match the file") == 3
        if game in ("stud", "razz"):
            assert "Third street" in result.stdout and "Seventh street" in result.stdout
            assert " brings in for " in result.stdout or " completes to " in result.stdout
        else:
            assert " stands pat" in result.stdout or " discards " in result.stdout


def test_a_stud_hand_short_of_cards_deals_one_community_card(tmp_path: Path) -> None:
    from xiapl.selfplay import play_hand
    from xiapl.strategies import make_strategy

    # Eight seats that all call to the end need 56 cards: seventh street is one card for all.
    end = play_hand(
        [make_strategy("call")] * 8, [100] * 8, game="razz", seed=5, antes=1, bring_in=2, small_bet=4, big_bet=8
    )
    assert end.board_mask.bit_count() == 1
    path = tmp_path / "eight.phh"
    phh.write_phh(end.to_phh(), path)
    result = xiapl("replay", str(path), "--verbose")
    assert result.returncode == 0, result.stderr
    lines = story(result.stdout)
    card = str(end.board[0])
    assert f"Not enough cards left: one community card for all, {card}" in lines
    assert lines.index("Seventh street") < lines.index(f"Not enough cards left: one community card for all, {card}")
    shows = [line for line in lines if " has " in line]
    assert len(shows) == 8 and all(line.endswith(f", community card {card})") for line in shows)
    assert "finishing stacks match the file" in result.stdout
