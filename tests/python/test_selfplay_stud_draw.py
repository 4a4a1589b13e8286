"""Self-play of stud and draw games: every hand finishes, keeps the engine's invariants and the chips,
every bot's decision is legal at every turn, the hand written as PHH replays to the same stacks, and
a seed gives the same hand every time. The default draw is checked on hands with known answers."""

from __future__ import annotations

from typing import Any

import pytest

from checked_bots import CheckEveryone
from xiapl import phh
from xiapl.card import Card
from xiapl.selfplay import play_hand
from xiapl.strategies import (
    AlwaysCall,
    AlwaysFold,
    AlwaysRaise,
    Decision,
    EquityBot,
    Strategy,
    default_discard,
)
from xiapl.table import ActionKind, IllegalActionError, Phase, State

# The six stud and draw variants of PHH, as self-play parameters.
VARIANTS: dict[str, dict[str, Any]] = {
    "F7S": {"game": "stud", "antes": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
    "F7S/8": {"game": "studhilo", "antes": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
    "FR": {"game": "razz", "antes": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4},
    "N2L1D": {"game": "lowball27", "blinds": (1, 2)},
    "F2L3D": {"game": "lowball27", "blinds": (1, 2), "betting": "fixed-limit"},
    "FB": {"game": "badugi", "blinds": (1, 2), "betting": "fixed-limit"},
}
STUD = ("F7S", "F7S/8", "FR")


def cards(mask: int) -> list[Card]:
    return [Card.from_id(i) for i in range(52) if mask >> i & 1]


def mask(text: str) -> int:
    return sum(Card.from_string(text[i : i + 2]).mask for i in range(0, len(text), 2))


def rotated(values: list[int], button: int) -> list[int]:
    """Seat values in PHH's player order: the seat after the button is p1, the button the last."""
    return values[button + 1 :] + values[: button + 1]


def self_play(variant: str, seats: int, seed: int, seen: dict[str, int]) -> State:
    everyone: list[Strategy] = [AlwaysCall(), AlwaysRaise(), AlwaysFold(), EquityBot(seed, trials=200)]
    players = [CheckEveryone(everyone[(seed + i) % 4], everyone, seen) for i in range(seats)]

    def observe(before: State, decision: Decision | None, after: State) -> None:
        after.check_invariants()
        assert after.total_chips == before.total_chips
        if decision is None:
            assert before.phase == Phase.Dealing and after.history()[-1].is_deal

    stacks = [60 + 20 * ((seed + i) % 5) for i in range(seats)]
    end = play_hand(players, stacks, button=seed % seats, seed=seed, observer=observe, **VARIANTS[variant])
    assert end.phase == Phase.Finished
    assert sum(end.stacks) == sum(stacks) and sum(end.won) == sum(end.contributed)
    return end


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_seeded_self_play_finishes_keeps_the_chips_and_replays_as_phh(variant: str) -> None:
    seen: dict[str, int] = {}
    most = 7 if variant in STUD else 10
    for seed in range(12):
        seats = 2 + seed % (most - 1)
        end = self_play(variant, seats, seed, seen)
        hand = end.to_phh()
        assert hand.variant == variant and hand.player_count == seats
        replayed = phh.replay(hand)
        assert replayed.is_finished
        assert replayed.stacks == rotated(end.stacks, end.button)
        assert replayed.won == rotated(end.won, end.button)
        assert phh.parse_phh(phh.format_phh(hand)) == hand
    # Over the hands the bots met every kind of decision the variant has.
    wanted = {"Fold", "Call", "BetOrRaise"} | ({"BringIn"} if variant in STUD else {"Discard", "Check"})
    assert wanted <= set(seen), seen


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_same_seed_plays_the_same_hand(variant: str) -> None:
    def hand(seed: int) -> State:
        bots: list[Strategy] = [EquityBot(1, trials=200), AlwaysCall(), AlwaysRaise(), AlwaysCall()]
        return play_hand(bots, [100] * 4, seed=seed, **VARIANTS[variant])

    first, again = hand(5), hand(5)
    assert first.to_text() == again.to_text() and first.history() == again.history()
    assert first.stacks == again.stacks and first.hole_masks == again.hole_masks
    assert len({hand(seed).to_text() for seed in range(4)}) == 4  # another seed deals another hand


def test_the_observer_sees_every_draw_as_a_discard_decision() -> None:
    draws: list[tuple[int, int]] = []

    def observe(before: State, decision: Decision | None, after: State) -> None:
        if decision is not None and decision.kind == ActionKind.Discard:
            assert before.phase == Phase.Drawing
            step = after.history()[-1]
            assert (step.seat, step.kind, step.cards) == (before.actor, ActionKind.Discard, decision.amount)
            draws.append((before.actor or 0, decision.amount))

    end = play_hand([AlwaysCall()] * 3, [100] * 3, game="badugi", betting="fixed-limit", seed=2, observer=observe)
    assert len(draws) == 9  # three live seats draw three times
    assert [(t.seat, t.cards) for t in end.history() if t.kind == ActionKind.Discard] == draws


def test_a_strategy_that_bets_when_it_must_draw_is_named() -> None:
    class Checker:
        name = "checker"

        def decide(self, state: State, seat: int) -> Decision:
            return Decision(ActionKind.Check) if state.phase == Phase.Drawing else AlwaysCall().decide(state, seat)

    with pytest.raises(IllegalActionError, match=r"seat \d must draw: strategy 'checker' gave Check"):
        play_hand([Checker(), Checker()], [100, 100], game="lowball27", seed=1)


def test_play_hand_takes_eight_stud_seats_and_refuses_nine() -> None:
    with pytest.raises(ValueError, match="2 to 8"):
        play_hand([AlwaysCall()] * 9, [100] * 9, **VARIANTS["F7S"])


def test_stud_needs_its_small_bet_under_fixed_limit() -> None:
    with pytest.raises(ValueError, match="small_bet"):
        play_hand([AlwaysCall()] * 2, [100] * 2, game="stud", antes=1, bring_in=1)


# -- the default draw -----------------------------------------------------------------------------------


def drawing_state(game: str, hand: str) -> State:
    """Heads-up, seat 1 (first to draw) holding ``hand`` and seat 0 a hand of other cards."""
    other = "KhQhJhTh8h" if game == "lowball27" else "KhQhJhTh"
    size = len(hand) // 2
    s = State.start([100, 100], game=game, hole_cards=[other[: 2 * size], hand])
    s = s.call().check()
    assert s.phase == Phase.Drawing and s.actor == 1
    return s


@pytest.mark.parametrize(
    ("game", "hand", "discards"),
    [
        ("lowball27", "7c5d4h3s2c", ""),  # seven-five: stand pat
        ("lowball27", "AsKs7c5d2c", "AsKs"),  # aces are high in 2-7
        ("lowball27", "8c8d5h3s2c", "8d"),  # one of a pair
        ("lowball27", "6c5d4h3s2c", "6c"),  # a straight is broken by its top card
        ("lowball27", "7c5c4c3c2c", "7c"),  # so is a flush
        ("lowball27", "9c9d9hTsJs", "9d9hTsJs9c"),  # nothing under nine: five new cards
        ("badugi", "As2d3h4c", ""),  # a four-card badugi
        ("badugi", "As2s3h4c", "2s"),  # two spades: the higher goes
        ("badugi", "KcKd2h3s", "Kd"),  # a pair of kings: one goes
        ("badugi", "2c3c4c5c", "3c4c5c"),  # one suit: keep the deuce
    ],
)
def test_the_default_draw(game: str, hand: str, discards: str) -> None:
    s = drawing_state(game, hand)
    chosen = default_discard(s, 1)
    assert chosen == (mask(discards) if discards else 0)
    for bot in (AlwaysCall(), AlwaysRaise(), AlwaysFold(), EquityBot()):
        assert bot.decide(s, 1) == Decision(ActionKind.Discard, chosen)
    after = Decision(ActionKind.Discard, chosen).apply_to(s)
    assert after.hole_masks[1] == s.hole_masks[1] & ~chosen


def test_the_default_draw_is_asked_only_of_the_seat_to_draw() -> None:
    s = drawing_state("badugi", "As2d3h4c")
    with pytest.raises(ValueError, match="no draw is due"):
        default_discard(s, 0)
    with pytest.raises(ValueError, match="no draw is due"):
        default_discard(s.stand_pat().stand_pat(), 1)  # cards are being dealt


def test_the_equity_bot_in_stud_and_draw_games() -> None:
    bot = EquityBot(3, trials=400)
    stud = State.start([100] * 7, game="stud", seed=9, antes=1, bring_in=1, small_bet=2)
    values = [bot.equity(stud, seat) for seat in range(7)]
    assert all(0.0 < v < 1.0 for v in values) and len(set(values)) > 1  # each seat's own estimate
    assert values == [EquityBot(3, trials=400).equity(stud, seat) for seat in range(7)]  # by the seed
    draw = State.start([100] * 3, game="lowball27", seed=9)
    assert bot.equity(draw, 0) == pytest.approx(1 / 3)  # no equity before the draws: a fair share
