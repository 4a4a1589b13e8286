"""The table engine's stud and draw games through xiapl.table: dealing hole cards street by street,
the bring-in, draws, the per-seat up cards and unseen counts, the history's new fields, the errors,
and value semantics. Hands built call by call are checked against the same hands written as PHH by
hand and replayed."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable

import pytest

from xiapl import phh
from xiapl.card import Card
from xiapl.game import GameType
from xiapl.table import ActionKind, IllegalActionError, LegalAction, Phase, State, Step, Street

STUD = dict(antes=1, bring_in=1, small_bet=2, big_bet=4)
SUITS = "cdhs"


def cards(mask: int) -> list[Card]:
    return [Card.from_id(i) for i in range(52) if mask >> i & 1]


def mask(text: str) -> int:
    return sum(Card.from_string(text[i : i + 2]).mask for i in range(0, len(text), 2))


def summary(state: State) -> tuple[object, ...]:
    return (
        state.phase,
        state.street,
        state.actor,
        state.deal_seat,
        state.stacks,
        state.won,
        state.contributed,
        state.folded,
        state.hole_masks,
        state.up_masks,
        state.unknown_counts,
        state.board_mask,
    )


def unchanged(state: State, attempt: Callable[[], object]) -> None:
    """``attempt`` (a call) raises IllegalActionError and leaves the state as it was."""
    before = (summary(state), state.to_text())
    with pytest.raises(IllegalActionError):
        attempt()
    assert (summary(state), state.to_text()) == before


# -- stud -------------------------------------------------------------------------------------------------


def bring_in_seat(state: State) -> int:
    """Written out from the rules: the lowest up card brings it in (razz: the highest, aces low);
    equal ranks go by suit, clubs lowest."""

    def order(card: Card) -> tuple[int, int]:
        rank = 1 if state.game == GameType.Razz and card.rank == 14 else card.rank
        return (rank, SUITS.index(card.suit))

    ups = {seat: order(cards(up)[0]) for seat, up in enumerate(state.up_masks)}
    pick = max if state.game == GameType.Razz else min
    return pick(ups, key=lambda seat: ups[seat])


@pytest.mark.parametrize("game", ["stud", "studhilo", "razz"])
@pytest.mark.parametrize("seed", range(6))
def test_a_seeded_stud_hand_deals_third_street_and_the_right_seat_brings_it_in(game: str, seed: int) -> None:
    seats = 2 + seed % 6
    s = State.start([100] * seats, game=game, seed=seed, button=seed % seats, **STUD)
    assert s.phase == Phase.Betting and s.street == Street.Third == Street.Preflop
    assert s.last_street == 4 and s.deal_seat is None and s.hole_cards_due == 0
    assert [len(cards(h)) for h in s.hole_masks] == [3] * seats
    assert [len(cards(u)) for u in s.up_masks] == [1] * seats
    assert all(u & ~h == 0 for u, h in zip(s.up_masks, s.hole_masks, strict=True))  # up cards are held
    assert s.unknown_counts == [0] * seats
    assert len({c for h in s.hole_masks for c in cards(h)}) == 3 * seats  # no card twice
    assert s.stacks == [99] * seats and s.pot_total == seats  # the antes
    assert s.actor == bring_in_seat(s)
    assert s.legal_actions() == [LegalAction(ActionKind.BetOrRaise, 2, 2), LegalAction(ActionKind.BringIn, 1, 1)]
    # The start's deals are the history's first steps: one per seat, from the seeded stream.
    steps = s.history()
    assert [t.to for t in steps] == [(s.button + k) % seats for k in range(1, seats + 1)]
    for t in steps:
        assert t.is_deal and t.is_hole_deal and t.random and t.kind is None and t.seat is None
        assert (t.cards, t.up, t.unknown) == (s.hole_masks[t.to or 0], s.up_masks[t.to or 0], 0)


def test_the_bring_in_refuses_fold_check_and_call_and_posts_or_completes() -> None:
    s = State.start([100, 100, 100], game="stud", seed=3, **STUD)
    seat = s.actor
    assert seat is not None
    for attempt in (s.fold, s.check, s.call, s.check_or_call, s.stand_pat):
        unchanged(s, attempt)
    with pytest.raises(IllegalActionError, match="bring-in"):
        s.fold()
    posted = s.bring_in()
    assert posted.bets[seat] == 1 and posted.stacks[seat] == 98 and posted.current_bet == 1
    assert posted.history()[-1] == Step(seat, ActionKind.BringIn, 1, 0, False)
    completed = s.bet_or_raise_to(2)
    assert completed.bets[seat] == 2 and completed.history()[-1].kind == ActionKind.BetOrRaise
    # After the bring-in the next seat may fold, call it or complete.
    assert {a.kind for a in posted.legal_actions()} == {ActionKind.Fold, ActionKind.Call, ActionKind.BetOrRaise}


def test_stud_without_a_seed_is_dealt_by_hand_and_refuses_bad_deals() -> None:
    s = State.start([100, 100, 100], game="stud", **STUD)
    assert s.phase == Phase.Dealing and s.legal_actions() == []
    assert (s.deal_seat, s.hole_cards_due, s.cards_needed) == (1, 3, 0)
    unchanged(s, lambda: s.deal_hole(1, "AsKs2c3c", up="2c"))  # 4 cards, 3 due
    unchanged(s, lambda: s.deal_hole(1, "AsKs2c", up="Ks2c"))  # 2 up, 1 due
    unchanged(s, lambda: s.deal_hole(1, "AsKs2c", up="3c"))  # an up card not dealt
    unchanged(s, lambda: s.deal("AsKs2c"))  # no board card is due
    unchanged(s, s.fold)
    unchanged(s, s.bring_in)
    with pytest.raises(ValueError, match="seat"):
        s.deal_hole(12, "AsKs2c", up="2c")
    a = s.deal_hole(1, "AsKs2c", up="2c")
    assert a.deal_seat == 2 and a.hole_masks[1] == mask("AsKs2c") and a.up_masks[1] == mask("2c")
    unchanged(a, lambda: a.deal_hole(2, "AsQs3c", up="3c"))  # As is dealt already
    # Any seat due cards may be dealt first.
    b = a.deal_hole(0, "JdJs4c", up="4c").deal_hole(2, "QdQs3c", up="3c")
    assert b.phase == Phase.Betting and b.actor == 1  # the deuce brings it in
    step = b.history()[0]
    assert (step.to, step.cards, step.up, step.unknown, step.random) == (1, mask("AsKs2c"), mask("2c"), 0, False)
    # Unseen cards: a seat dealt "??" holds them as a count.
    c = s.deal_hole(1, unknown=2, up="2c", cards="2c")
    assert c.unknown_counts[1] == 2 and c.hole_masks[1] == c.up_masks[1] == mask("2c")
    assert c.history()[0].unknown == 2


def test_fourth_street_opens_with_the_best_showing_hand() -> None:
    s = State.start([100, 100, 100], game="stud", **STUD)
    s = s.deal_hole(1, "AsKs2c", up="2c").deal_hole(2, "QdQs3c", up="3c").deal_hole(0, "JdJs9c", up="9c")
    s = s.bring_in().call().call()  # seat 1 brings it in, seats 2 and 0 call
    # Fourth street's cards are due (the street number moves on once they are dealt).
    assert s.phase == Phase.Dealing and s.street == Street.Third and s.deal_seat == 1 and s.hole_cards_due == 1
    s = s.deal_hole(1, "2d", up="2d").deal_hole(2, "Ah", up="Ah").deal_hole(0, "9d", up="9d")
    # Seat 0 shows a pair of nines, seat 1 a pair of deuces, seat 2 ace-trey: the nines open.
    assert s.phase == Phase.Betting and s.street == Street.Fourth and s.actor == 0
    assert [len(cards(u)) for u in s.up_masks] == [2, 2, 2]


def stud_hand_by_calls() -> State:
    """A three-seat stud hand to showdown, one call at a time (the button is seat 2, as PHH places it)."""
    s = State.start([100, 100, 100], game="stud", button=2, **STUD)
    s = s.deal_hole(0, "AsKs2c", up="2c").deal_hole(1, "QdQs3c", up="3c").deal_hole(2, "JdJs9c", up="9c")
    s = s.bring_in().call().bet_or_raise_to(2).call().call()
    for street in ("2d Ah 9d", "7h 4d Tc", "8s 5h 6c"):
        for seat, card in enumerate(street.split()):
            s = s.deal_hole(seat, card, up=card)
        while s.phase == Phase.Betting:
            s = s.check_or_call()
    for seat, card in enumerate(("3d", "Kh", "Qh")):
        s = s.deal_hole(seat, card)
    while s.phase == Phase.Betting:
        s = s.check_or_call()
    return s


STUD_PHH = """variant = "F7S"
antes = [1, 1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 AsKs2c", "d dh p2 QdQs3c", "d dh p3 JdJs9c",
  "p1 pb", "p2 cc", "p3 cbr 2", "p1 cc", "p2 cc",
  "d dh p1 2d", "d dh p2 Ah", "d dh p3 9d", "p3 cc", "p1 cc", "p2 cc",
  "d dh p1 7h", "d dh p2 4d", "d dh p3 Tc", "p3 cc", "p1 cc", "p2 cc",
  "d dh p1 8s", "d dh p2 5h", "d dh p3 6c", "p3 cc", "p1 cc", "p2 cc",
  "d dh p1 3d", "d dh p2 Kh", "d dh p3 Qh", "p3 cc", "p1 cc", "p2 cc",
  "p1 sm AsKs2c2d7h8s3d", "p2 sm QdQs3cAh4d5hKh", "p3 sm JdJs9c9dTc6cQh",
]
"""


def test_a_stud_hand_by_calls_is_the_hand_history_written_by_hand() -> None:
    s = stud_hand_by_calls()
    assert s.phase == Phase.Finished and s.street == Street.Seventh and s.last_street == 4
    s.check_invariants()
    replayed = phh.replay(phh.parse_phh(STUD_PHH))
    assert summary(replayed) == summary(s)
    # Jacks and nines beat the queens and the deuces: seat 2 takes the antes and the two completed bets.
    assert s.stacks == [97, 97, 106]
    # The state written as PHH replays to the same state.
    assert summary(phh.replay(s.to_phh())) == summary(s)


# -- draw games --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "held"), [("lowball27", 5), ("badugi", 4)])
def test_a_seeded_draw_hand_bets_draws_and_deals_the_replacements(game: str, held: int) -> None:
    s = State.start([100, 100, 100], game=game, betting="fixed-limit", seed=11)
    assert s.phase == Phase.Betting and s.last_street == 3  # fixed limit: triple draw
    assert [len(cards(h)) for h in s.hole_masks] == [held] * 3 and s.up_masks == [0, 0, 0]
    s = s.call().call().check()
    assert s.phase == Phase.Drawing and s.actor == 1  # the first live seat left of the button draws first
    assert s.legal_actions() == [LegalAction(ActionKind.Discard, 0, held)]
    unchanged(s, lambda: s.apply(ActionKind.Discard))
    unchanged(s, s.check)
    unchanged(s, s.fold)
    unchanged(s, lambda: s.discard(cards(s.hole_masks[2])[:1]))  # not its card
    unchanged(s, lambda: s.discard(unknown=1))  # it holds no unseen card
    with pytest.raises(IllegalActionError, match=r"use State\.discard"):
        s.apply(ActionKind.Discard)
    two = cards(s.hole_masks[1])[:2]
    s = s.discard(two)
    assert s.history()[-1] == Step(1, ActionKind.Discard, 0, two[0].mask | two[1].mask, False)
    s = s.stand_pat()
    assert s.history()[-1] == Step(2, ActionKind.Discard, 0, 0, False)
    s = s.discard(cards(s.hole_masks[0])[-1:])
    assert s.phase == Phase.Dealing and (s.deal_seat, s.hole_cards_due) == (1, 2)
    before = s.hole_masks
    s = s.deal_random()
    step = s.history()[-1]
    assert step.is_hole_deal and step.to == 1 and step.random and len(cards(step.cards)) == 2
    assert s.hole_masks[1] == before[1] & ~(two[0].mask | two[1].mask) | step.cards
    assert step.cards & (before[0] | before[1] | before[2]) == 0  # fresh cards from the stub
    assert (s.deal_seat, s.hole_cards_due) == (0, 1)
    s = s.deal_random()
    assert s.phase == Phase.Betting and s.street == Street.Flop  # the round after the first draw
    s.check_invariants()


def test_a_draw_hand_with_unseen_cards() -> None:
    s = State.start([100, 100, 100], game="lowball27")
    assert (s.phase, s.deal_seat, s.hole_cards_due, s.last_street) == (Phase.Dealing, 1, 5, 1)
    s = s.deal_hole(1, unknown=5).deal_hole(2, "7c5d4h3s2c").deal_hole(0, "AsKsQsJs9h")
    assert s.unknown_counts == [0, 5, 0] and s.hole_masks[1] == 0
    s = s.call().call().check()
    unchanged(s, lambda: s.discard(unknown=6))
    s = s.discard(unknown=2)
    assert s.unknown_counts == [0, 3, 0] and s.history()[-1].unknown == 2
    s = s.stand_pat().discard("AsKs")
    s = s.deal_random()  # seat 1's two replacements are drawn from the stub: known
    assert s.unknown_counts == [0, 3, 0] and len(cards(s.hole_masks[1])) == 2
    s = s.deal_random()
    assert s.phase == Phase.Betting and s.street == Street.Flop == s.last_street


# -- value semantics ------------------------------------------------------------------------------------


def runout(state: State) -> State:
    while not state.is_finished:
        if state.phase == Phase.Dealing:
            state = state.deal_random()
        elif state.phase == Phase.Drawing:
            state = state.discard(cards(state.hole_masks[state.actor or 0])[:1])
        elif any(a.kind == ActionKind.BringIn for a in state.legal_actions()):
            state = state.bring_in()
        else:
            state = state.check_or_call()
    return state


@pytest.mark.parametrize("duplicate", [copy.copy, copy.deepcopy, lambda s: pickle.loads(pickle.dumps(s))])
@pytest.mark.parametrize(
    "start",
    [
        lambda: State.start([100, 100, 100], game="razz", seed=4, **STUD),
        lambda: State.start([100, 100, 100], game="studhilo", **STUD).deal_random(),
        lambda: State.start([100, 100, 100, 100], game="badugi", betting="fixed-limit", seed=4),
        lambda: State.start([100, 100], game="lowball27", seed=4).call().check().discard(),
    ],
)
def test_a_stud_or_draw_state_copy_continues_the_same_hand(
    duplicate: Callable[[State], State], start: Callable[[], State]
) -> None:
    state = start()
    twin = duplicate(state)
    assert twin.to_text() == state.to_text() and summary(twin) == summary(state)
    assert twin.history() == state.history()
    a, b = runout(state), runout(twin)
    assert summary(a) == summary(b) and a.to_text() == b.to_text()
    assert summary(State.from_text(a.to_text())) == summary(a)


def test_the_state_says_while_a_bet_completes_the_bring_in() -> None:
    s = State.start([100, 100, 100], game="stud", **STUD)
    assert not s.completing  # nothing dealt yet
    s = s.deal_hole(1, "AsKs2c", up="2c").deal_hole(2, "QdQs3c", up="3c").deal_hole(0, "JdJs9c", up="9c")
    assert s.completing and s.actor == 1  # the bring-in is due: a bet completes instead
    posted = s.bring_in()
    assert posted.completing  # the bring-in stands
    called = posted.call()
    assert called.completing  # a call of the bring-in completes nothing
    completed = called.raise_to(2)
    assert not completed.completing and completed.current_bet == 2
    assert not completed.call().call().completing
    # Without a bring-in the low card opens freely: nothing to complete.
    free = State.start([100, 100], game="stud", antes=1, small_bet=2, big_bet=4)
    free = free.deal_hole(1, "AsKs2c", up="2c").deal_hole(0, "JdJs9c", up="9c")
    assert free.phase == Phase.Betting and not free.completing
    # Hold'em never completes.
    assert not State.start([100, 100]).completing
