"""sites.json: site hand histories read into PHH and written as PokerStars text, for every
binding to replay (xiapl_sites_read, xiapl_sites_report, xiapl_sites_to_pokerstars).

Run it with the package installed (or on PYTHONPATH): ``python tests/vectors/sites_vectors.py``.
Before writing, each kept hand is checked independently of the importer's own proof: its replay's
pot is the site's winnings plus its rake and fees, every player's winnings are at most what the
replay awards them, and its PokerStars text reads back to the same hand (PokerStars' own) or the
same game, players, stacks, actions and winnings (another site's). If anything disagrees,
nothing is written.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

from xiapl import phh, sites
from xiapl.errors import XiaplError

HERE = Path(__file__).resolve().parent
FIXTURES = HERE.parent / "fixtures" / "sites"

# (fixture, site= given to read): one or two of each format, each for something it exercises,
# and texts that fail.
CASES: list[tuple[str, str | None]] = [
    ("PokerStars/CashGame/HandActionTests/AllInHandWithShowdown.txt", None),  # antes, rake
    ("PokerStars/CashGame/RunItTwiceTests/RunItTwice1.txt", "pokerstars"),  # run twice: not exported
    ("PokerStars/MultiTableTournament/Limits/Limit1.txt", None),  # a tournament
    ("PokerStars/CashGame/ValidHandTests/CancelledHand.txt", None),  # reported
    ("GGPoker/CashGame/GeneralHands/Straddle.txt", "ggpoker"),
    ("GGPoker/CashGame/GeneralHands/MultiplePosts.txt", None),  # the site's pot disagrees
    ("WinningPoker/CashGame/HandActionTests/PostingDead.txt", None),
    ("WinningPokerV2/CashGame/GeneralHands/GeneralHand.txt", None),
    ("Pacific/CashGame/HandActionTests/PostingDead.txt", None),
    ("IPoker/CashGame/HandActionTests/3BetHand.txt", None),
    ("PartyPoker/CashGame/HandActionTests/Posting.txt", None),
    ("Winamax/CashGame/HandActionTests/PostingDead.txt", None),
    ("FullTilt/CashGame/GameTypeTests/FixedLimitHoldem.txt", "fulltilt"),
    # Games under XiaPL's extension codes (docs/phh.md): PO/8, PT, NO, and PO/8 with five cards.
    ("PokerStars/CashGame/GameTypeTests/PotLimitOmahaHiLo.txt", None),
    ("PokerStars/CashGame/GameTypeTests/PotLimitHoldem.txt", None),
    ("Pacific/CashGame/GameTypeTests/NoLimitOmaha.txt", None),
    ("Winamax/CashGame/GameTypeTests/PotLimitFiveCardOmahaHiLo.txt", None),
]

EXTRA_TEXTS: list[tuple[str, str, str | None]] = [
    ("no hand", "hello\nworld\n", None),
    ("empty", "", None),
    ("unknown site name", "PokerStars Hand #1: ...", "nosuchsite"),
]


def expect(condition: bool, what: str) -> None:
    if not condition:
        raise SystemExit(f"sites_vectors: {what}")


def same_game(a: phh.PhhHand, b: phh.PhhHand) -> bool:
    keys = ("seats",)
    return (
        a.variant == b.variant
        and a.players == b.players
        and a.winnings == b.winnings
        and a.antes == b.antes
        and a.blinds_or_straddles == b.blinds_or_straddles
        and a.starting_stacks == b.starting_stacks
        and [str(x) for x in a.actions] == [str(x) for x in b.actions]
        and all(a.extra.get(k) == b.extra.get(k) for k in keys)
    )


def check_hand(hand: phh.PhhHand, name: str) -> str | None:
    state = phh.replay(hand)
    scale = hand.chip_scale()
    won = [scale.to_amount(w) for w in state.won]
    winnings = [Decimal(str(w)) for w in hand.winnings]
    fees = Decimal(str(hand.extra["_rake"])) + Decimal(str(hand.extra.get("_fees", 0)))
    expect(sum(won) == sum(winnings) + fees, f"{name}: the replay's pot is not the winnings and the rake")
    if "_runouts" not in hand.extra:
        expect(all(w <= a for w, a in zip(winnings, won, strict=True)), f"{name}: a player is paid more than awarded")
    try:
        text = sites.to_pokerstars(hand)
    except XiaplError:
        expect("_runouts" in hand.extra, f"{name}: a hand not run twice is not exported")
        return None
    (back,) = sites.read(text).hands
    if hand.extra["_site"] == "pokerstars":
        expect(back == hand, f"{name}: the PokerStars text does not read back to the hand")
    else:
        expect(same_game(back, hand), f"{name}: the PokerStars text does not read back to the game")
    return text


def record(name: str, text: str, site: str | None) -> dict[str, Any]:
    try:
        hands, report = sites.read(text, site=site)
    except XiaplError as exc:
        return {"name": name, "text": text, "site": site, "status": exc.status_name}
    return {
        "name": name,
        "text": text,
        "site": site,
        "status": "XIAPL_OK",
        "hands": report.hands,
        "kept": report.kept,
        "failures": [{"site": f.site, "hand": f.hand, "line": f.line, "reason": f.reason} for f in report.failures],
        "phh": phh.format_phh_all(hands) if hands else "",
        "pokerstars": [check_hand(h, name) for h in hands],
    }


def main() -> None:
    cases = [record(path, (FIXTURES / path).read_bytes().decode("utf-8"), site) for path, site in CASES]
    cases += [record(name, text, site) for name, text, site in EXTRA_TEXTS]
    out = HERE / "sites.json"
    out.write_text(json.dumps({"format": 1, "cases": cases}, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"sites_vectors: wrote {len(cases)} cases to {out}")


if __name__ == "__main__":
    main()
