"""``xiapl play`` for the stud games (antes, bring-in, completion, up cards) and the draw games
(the discard prompt): scripted sessions whose answers depend on the prompt shown, each
checked against the PHH history the session saves and against the rules."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.card import Card
from xiapl.eval import evaluate_hand, hand_name
from xiapl.play import QuitSession, main, parse_discard
from xiapl.utils import cards_to_mask

NAME = r"(?:You|Bot \d+ \(\w+\))"
CARD = r"[2-9TJQKA][cdhs]"
#: A stud showdown row: the name, the seven cards as dealt (down ones in brackets), the hand's name.
SHOWDOWN_ROW = rf"^    ({NAME})\s+(\[{CARD} {CARD}\](?: {CARD})+ \[{CARD}\])  (.+)$"


class Answers(io.StringIO):
    """Standard input that answers each prompt by what the session wrote before it."""

    def __init__(self, out: io.StringIO, answer: Callable[[str], str | None]) -> None:
        super().__init__()
        self.out = out
        self.answer = answer

    def readline(self, size: int | None = -1) -> str:
        line = self.answer(self.out.getvalue())
        return "" if line is None else line + "\n"


def play(args: list[str], answer: Callable[[str], str | None]) -> str:
    out = io.StringIO()
    assert main(args, stdin=Answers(out, answer), stdout=out) == 0
    return out.getvalue()


def calls(screen: str) -> str:
    return "c"


def summary_stacks(text: str) -> dict[str, int]:
    tail = text[text.index("Session over") :].splitlines()[1:]
    return {m.group(1): int(m.group(2)) for m in (re.match(rf"  ({NAME})\s+(\d+)$", line) for line in tail) if m}


def check_saved_hands(path: Path, text: str, variant: str, stack: int = 100) -> list[phh.PhhHand]:
    """Every saved hand replays to its finishing stacks, hand after hand to the stacks printed."""
    hands = phh.read_phh_all(path)
    assert hands and {h.variant for h in hands} == {variant}
    stacks = {name: stack for name in hands[0].players or []}
    for hand in hands:
        assert [stacks[p] for p in hand.players or []] == hand.starting_stacks
        end = phh.replay(hand)
        assert end.is_finished and phh.finishing_stacks_match(hand, end)
        stacks.update(zip(hand.players or [], end.stacks, strict=True))
    assert stacks == summary_stacks(text)
    return hands


def dealt_in_phh(hand: phh.PhhHand, player: str) -> list[str]:
    """The cards the hand history deals ``player``, in order (unknown ones as ??)."""
    seat = (hand.players or []).index(player) + 1
    cards: list[str] = []
    for action in hand.actions:
        match = re.fullmatch(rf"d dh p{seat} (\S+)", str(action))
        if match:
            cards += re.findall(r"\?\?|" + CARD, match.group(1))
    return cards


def hands_of(text: str) -> list[str]:
    return re.split(r"\n=== Hand \d+: ", text)[1:]


def stud_order(card: str, razz: bool) -> int:
    """The bring-in's order of an up card: rank (aces low in razz), then suit c, d, h, s."""
    c = Card(card)
    rank = 1 if razz and c.rank == 14 else c.rank
    return rank * 4 + "cdhs".index(card[1])


def check_stud_session(text: str, path: Path, game: str, variant: str) -> None:
    razz = game == "razz"
    hands = check_saved_hands(path, text, variant)
    played = hands_of(text)
    assert len(played) == len(hands)
    rows = showdowns = 0
    for story, hand in zip(played, hands, strict=True):
        third = re.search(r"  Third street: (.+(?:\n {16}\S.*)*)", story)
        assert third is not None, story
        seats = re.findall(rf"({NAME}) \[({CARD} {CARD}|\?\? \?\?)\] ({CARD})", third.group(1))
        assert [s[0] for s in seats] == sorted((s[0] for s in seats), key=lambda n: (n != "You", n))
        for name, down, up in seats:
            # Your down cards show, the others' stay hidden; the up cards are those the history deals.
            assert (down != "?? ??") == (name == "You"), third.group(0)
            dealt = dealt_in_phh(hand, name)
            assert dealt[2] == up and (name != "You" or sorted(down.split()) == sorted(dealt[:2]))
        # The lowest up card brings it in (razz: the highest), or completes.
        pick = max if razz else min
        opener = pick(seats, key=lambda s: stud_order(s[2], razz))[0]
        first = re.search(rf"  ({NAME}) (brings? in for 2|completes? to 4)\n", story)
        assert first is not None and first.group(1) == opener, story
        if opener == "You":
            assert "Your turn. b bring in 2 | r complete to 4 | q quit" in story
        # Every seat's up cards as the table shows them are the history's, in order.
        for row in re.finditer(
            rf"^    ({NAME})\s+\d+  .*?\[(?:\?\? \?\?|{CARD} {CARD})\] ((?:{CARD} ?)*)", story, re.M
        ):
            name, ups = row.group(1), row.group(2).split()
            assert ups == dealt_in_phh(hand, name)[2 : 2 + len(ups)], row.group(0)
            rows += 1
        # At the showdown every card shows, as dealt, and the hand named is the cards' best.
        for row in re.finditer(SHOWDOWN_ROW, story, re.M):
            name, cards = row.group(1), re.findall(CARD, row.group(2))
            dealt = dealt_in_phh(hand, name)
            assert sorted(cards[:2]) == sorted(dealt[:2]) and cards[2:] == dealt[2:], row.group(0)
            named = hand_name(evaluate_hand(0, cards_to_mask("".join(cards)), game=game))
            assert row.group(3).split(";")[0] == named, row.group(0)
            showdowns += 1
    assert rows > 0 and showdowns > 0


def find_seed(args: list[str], want: Callable[[str], bool], answer: Callable[[str], str | None] = calls) -> str:
    """The first session of seeds 1, 2, ... whose screen ``want`` accepts."""
    for seed in range(1, 60):
        text = play([*args, "--seed", str(seed)], answer)
        if want(text):
            return text
    raise AssertionError(f"no seed gives the session wanted for {args}")


def test_stud_shows_antes_up_cards_bring_in_and_completion(tmp_path: Path) -> None:
    path = tmp_path / "stud.phhs"
    args = ["--game", "stud", "--seats", "3", "--bots", "raise,call", "--hands", "3", "--save", str(path)]
    # A session where you bring it in (c posts it, as it is the passive choice), and where you
    # face another's bring-in.
    text = find_seed(args, lambda t: "You bring in for 2" in t and "| c call 2 | r complete to 4 |" in t)
    assert text.startswith("xiapl play: Fixed-Limit Seven-Card Stud, 3 seats, stacks 100, ante 1, bring-in 2, bets 4/8")
    assert "Cards in [ ] are face down" in text
    assert "  Antes: 1 from each seat" in text
    assert "Bot 1 (raise) completes to 4" in text
    assert re.search(r"Your turn\. f fold \| c call 2 \| r complete to 4 \| q quit", text)
    assert "button" not in text.split("===", 2)[2]  # stud has no button: the cards decide who acts
    assert re.search(rf"  Seventh street: .*You \[{CARD}\]", text)  # seventh street is dealt down
    check_stud_session(text, path, "stud", "F7S")


def test_razz_brings_in_the_highest_card_and_b_r_answer_the_bring_in(tmp_path: Path) -> None:
    path = tmp_path / "razz.phhs"
    args = ["--game", "razz", "--seats", "4", "--bots", "call,equity,raise", "--hands", "3", "--save", str(path)]

    def complete_then_call(screen: str) -> str:
        if screen.endswith("b bring in 2 | r complete to 4 | q quit\n> "):
            return "r"  # complete rather than bring it in
        return "c"

    text = find_seed(args, lambda t: "You complete to 4" in t, complete_then_call)
    assert "Fixed-Limit Razz" in text
    check_stud_session(text, path, "razz", "FR")
    lows = re.findall(SHOWDOWN_ROW, text, re.M)
    assert lows and all(name.endswith(" low") for _, _, name in lows)


def test_stud_hi_lo_names_both_halves_and_splits_the_pot_between_them(tmp_path: Path) -> None:
    path = tmp_path / "stud8.phhs"
    args = ["--game", "stud8", "--seats", "5", "--bots", "call", "--hands", "4", "--save", str(path)]
    text = find_seed(args, lambda t: "split high/low" in t)
    check_saved_hands(path, text, "F7S/8")
    for split in re.finditer(r"  \w[\w ]* of (\d+) split high/low: (.+)", text):
        shares = re.findall(r" (\d+) \((high|low)[^)]*\)", split.group(2))
        assert sum(int(chips) for chips, _ in shares) == int(split.group(1))
        assert {half for _, half in shares} == {"high", "low"}
    assert re.search(r"; \d-\d-\d-\d-[2-8A] low$", text, re.M) and re.search(r"; no low$", text, re.M)
    assert "Awarded:" not in text  # the shares shown are the engine's awards
    assert max(len(line) for line in text.splitlines()) <= 100


def test_eight_seat_stud_deals_a_community_card_when_the_deck_runs_short(tmp_path: Path) -> None:
    path = tmp_path / "stud8seats.phhs"
    args = ["--game", "stud", "--seats", "8", "--bots", "call", "--stack", "200", "--hands", "1", "--save", str(path)]
    text = find_seed(args, lambda t: "one community card for all" in t)
    card = re.search(rf"  Seventh street: not enough cards left, so one community card for all: ({CARD})\n", text)
    assert card is not None
    assert f"  Showdown, community card {card.group(1)}:" in text
    hand = check_saved_hands(path, text, "F7S", stack=200)[0]
    assert f"d db {card.group(1)}" in [str(a) for a in hand.actions]
    # Each hand named at the showdown is the best of the player's six cards and the community card.
    rows = re.findall(rf"^    ({NAME})\s+(\[{CARD} {CARD}\](?: {CARD}){{4}})  (.+)$", text, re.M)
    assert len(rows) >= 2
    for _, cards, named in rows:
        mask = cards_to_mask("".join(re.findall(CARD, cards)) + card.group(1))
        assert named == hand_name(evaluate_hand(0, mask, game="stud"))
    assert max(len(line) for line in text.splitlines()) <= 100


def test_triple_draw_asks_which_cards_to_discard(tmp_path: Path) -> None:
    path = tmp_path / "27td.phhs"
    args = ["--game", "2-7", "--draws", "3", "--seats", "3", "--bots", "call,raise", "--seed", "4", "--hands", "2"]
    draws: list[str] = []

    def answer(screen: str) -> str:
        if not screen.endswith("or Enter to stand pat; q quits.\n> ") and not screen.endswith("stand pat.\n> "):
            return "c"
        hand = re.findall(r"^    You .*?((?:[2-9TJQKA][cdhs] ?){5})$", screen, re.M)[-1].split()
        tries = screen[screen.rindex("Your draw:") :].count("Try again")
        # Wrong answers first: a bad card, a card not held, a betting key; then the two highest cards.
        wrong = ["Kx", next(str(Card(i)) for i in range(52) if str(Card(i)) not in hand), "c"]
        if len(draws) == 0 and tries < len(wrong):
            return wrong[tries]
        draws.append(" ".join(hand[:2]) if len(draws) % 2 == 0 else "")
        return draws[-1]

    text = play([*args, "--save", str(path)], answer)
    assert "xiapl play: Fixed-Limit 2-7 Triple Draw, 3 seats, stacks 100, blinds 1/2" in text
    assert "Draw 1 of 3:" in text and "Draw 3 of 3" in text
    assert 'discard "Kx": "x" is not a suit' not in text and '"Kx": "x" is not a suit (c, d, h, s)' in text
    assert re.search(rf"  {CARD} is not in your hand \((?:{CARD} ?){{5}}\)\.\n  Try again", text)
    assert "this is the draw: type the cards to throw away" in text
    assert draws and "You stand pat" in text
    hands = check_saved_hands(path, text, "F2L3D")
    # Each discard typed is the one the history records, and the cards drawn replace it.
    recorded = []
    for hand in hands:
        you = f"p{(hand.players or []).index('You') + 1} sd"
        recorded += [str(a).removeprefix(you).strip() for a in hand.actions if str(a).startswith(you)]
    typed = [d.replace(" ", "") for d in draws]
    assert [cards_to_mask(r) for r in recorded] == [cards_to_mask(t) for t in typed]
    discards = list(re.finditer(rf"  You discard ((?:{CARD} ?)+)\n", text))
    assert len(discards) == len([d for d in draws if d])
    for shown in discards:
        before = re.findall(rf"^    You .*?((?:{CARD} ?){{5}})$", text[: shown.start()], re.M)[-1]
        drawn = re.compile(rf"  You draw ((?:{CARD} ?)+): your cards (.+)").search(text, shown.end())
        assert drawn is not None
        after = cards_to_mask(before) & ~cards_to_mask(shown.group(1)) | cards_to_mask(drawn.group(1))
        assert after == cards_to_mask(drawn.group(2))
    named = re.findall(rf"^    {NAME}\s+((?:{CARD} ?){{5}}) (.+)$", text, re.M)
    assert named
    for cards, name in named:
        assert name.strip() == hand_name(evaluate_hand(0, cards_to_mask(cards), game="lowball27"))


@pytest.mark.parametrize(
    ("args", "title", "variant"),
    [
        (["--game", "2-7"], "No-Limit 2-7 Single Draw", "N2L1D"),
        (["--game", "badugi"], "Fixed-Limit Badugi", "FB"),
        (["--game", "lowball27", "--betting", "fixed-limit"], "Fixed-Limit 2-7 Triple Draw", "F2L3D"),
    ],
)
def test_draw_games_play_their_usual_betting_and_save_phh(
    tmp_path: Path, args: list[str], title: str, variant: str
) -> None:
    path = tmp_path / "draw.phhs"

    def answer(screen: str) -> str:
        return "" if screen.endswith("q quits.\n> ") else "c"  # stand pat, check or call

    text = play(
        [*args, "--seats", "3", "--bots", "equity,raise", "--seed", "6", "--hands", "4", "--save", str(path)], answer
    )
    assert f"xiapl play: {title}, 3 seats" in text
    assert text.count("Your draw: type the cards to discard") >= 1
    assert ("Draw 1 of 3:" in text) == ("Triple" in title or "Badugi" in title)
    check_saved_hands(path, text, variant)


def test_parse_discard() -> None:
    hand = cards_to_mask("Ks8c5h4h2s")
    assert parse_discard("", hand, 5) == 0
    assert parse_discard("  pat ", hand, 5) == 0
    assert parse_discard("Ks 8c", hand, 5) == cards_to_mask("Ks8c")
    assert parse_discard("d ks8C", hand, 5) == cards_to_mask("Ks8c")
    assert parse_discard("Ks Kd", hand, 5) == "Kd is not in your hand (Ks 8c 5h 4h 2s)"
    assert parse_discard("Ks 8c 5h", hand, 2) == "you may discard at most 2 cards, not 3"
    assert "appears twice" in str(parse_discard("Ks Ks", hand, 5))
    assert "is not a suit" in str(parse_discard("Kx", hand, 5))
    assert str(parse_discard("fold", hand, 5)).startswith("this is the draw")
    with pytest.raises(QuitSession):
        parse_discard("q", hand, 5)
