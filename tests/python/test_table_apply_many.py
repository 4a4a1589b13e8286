"""State.apply_many, and the core's PHH replay checked against a replay written here: one
State call per action, read with PhhAction."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.table import DEAL_BOARD, ActionKind, Betting, ChipScale, IllegalStepError, Phase, State, Step

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"


def _supported() -> list[phh.PhhHand]:
    hands = [phh.read_phh(path) for path in sorted(FIXTURES.rglob("*.phh"))]
    return [hand for hand in hands if hand.variant in phh.SUPPORTED_VARIANTS]


HANDS = _supported()
FIXTURE_COUNT = sum(1 for _ in FIXTURES.rglob("*.phh"))
STUD_VARIANTS = ("F7S", "F7S/8", "FR")
DRAW_VARIANTS = ("N2L1D", "F2L3D", "FB")


def _summary(state: State) -> tuple[object, ...]:
    return (
        state.phase,
        state.stacks,
        state.won,
        state.contributed,
        state.folded,
        state.board_mask,
        state.hole_masks,
        state.up_masks,
        state.unknown_counts,
        [(p.amount, p.eligible) for p in state.pots],
    )


def _cards(text: str | None) -> tuple[list[str], int]:
    """A PHH card string as its known cards and its count of unseen ones ("??")."""
    tokens = [] if text in (None, "-") else [text[i : i + 2] for i in range(0, len(text or ""), 2)]
    return [t for t in tokens if t != "??"], tokens.count("??")


def _reveals(hand: phh.PhhHand) -> bool:
    """Whether a stud or draw hand's showdown shows cards its deals left unseen, or mucks
    known ones: the core's replay then knows more (or less) than the deals, which the
    one-call-per-action reference below does not work out."""
    known: dict[int, set[str]] = {}
    for a in hand.parsed_actions():
        if a.verb == "dh" and a.player is not None:
            known.setdefault(a.player, set()).update(_cards(a.cards_text)[0])
        elif a.verb == "sm" and a.actor is not None:
            shown, unseen = _cards(a.cards_text)
            if a.cards_text in ("", "-") or unseen or not set(shown) <= known.get(a.actor, set()):
                return True
    return False


def _reference_stud_or_draw(hand: phh.PhhHand, scale: ChipScale) -> State:
    """A stud or draw hand one State call at a time: every deal with deal_hole (stud:
    third street deals two down and one up, then up, up, up and down), pb with
    bring_in, sd with discard, show/muck lines ignored."""
    n = hand.player_count
    stud = hand.variant in STUD_VARIANTS
    blinds = [scale.to_chips(b) for b in hand.blinds_or_straddles]
    if n == 2:
        blinds.reverse()
    fixed = hand.variant.startswith("F")
    state = State.start(
        [scale.to_chips(s) for s in hand.starting_stacks],
        seat_blinds=None if stud else blinds,
        antes=[scale.to_chips(a) for a in hand.antes],
        button=n - 1,
        game=hand.game,
        betting="fixed-limit" if fixed else "no-limit",
        min_bet=0 if hand.min_bet is None else scale.to_chips(hand.min_bet),
        small_bet=scale.to_chips(hand.small_bet) if hand.small_bet is not None else 0,
        big_bet=scale.to_chips(hand.big_bet) if hand.big_bet is not None else 0,
        bring_in=scale.to_chips(hand.bring_in) if hand.bring_in is not None else 0,
    )
    dealt = [0] * n
    for index, a in enumerate(hand.parsed_actions()):
        if a.verb == "dh":
            assert a.player is not None and a.cards_text
            seat = a.player - 1
            tokens = [a.cards_text[i : i + 2] for i in range(0, len(a.cards_text), 2)]
            known, unseen = _cards(a.cards_text)
            up: list[str] = []
            if stud:  # the last of third street's three, and fourth to sixth street's one, are up
                ups = [i for i in range(len(tokens)) if dealt[seat] + i in (2, 3, 4, 5)]
                up = [tokens[i] for i in ups if tokens[i] != "??"]
            dealt[seat] += len(tokens)
            state = state.deal_hole(seat, known, up=up, unknown=unseen)
        elif a.verb == "db":
            state = state.deal(a.cards_text or "")
        elif a.verb in ("f", "cc", "cbr", "pb", "sd"):
            if state.actor != (a.actor or 0) - 1:
                raise phh.ReplayError(f"action {index}: p{a.actor} acts out of turn")
            if a.verb == "f":
                state = state.fold()
            elif a.verb == "cc":
                state = state.check_or_call()
            elif a.verb == "pb":
                state = state.bring_in()
            elif a.verb == "sd":
                known, unseen = _cards(a.cards_text)
                state = state.discard(known, unknown=unseen)
            else:
                assert a.amount is not None
                state = _raise_as_recorded(state, scale.to_chips(a.amount))
    return state


def _raise_as_recorded(state: State, to: int) -> State:
    """A fixed-limit raise that a history records only up to what the deepest
    opponent can put in is the fixed raise (docs/table.md): its part nobody
    can call comes back."""
    raises = [a for a in state.legal_actions() if a.kind == ActionKind.BetOrRaise]
    if state.betting == Betting.FixedLimit and raises and state.current_bet < to < raises[0].min:
        seat = state.actor
        seats = zip(state.bets, state.stacks, state.folded, strict=True)
        deepest = max(b + s for i, (b, s, out) in enumerate(seats) if i != seat and not out)
        if to >= deepest:
            to = raises[0].min
    return state.bet_or_raise_to(to)


def _reference(hand: phh.PhhHand, scale: ChipScale | None = None) -> State:
    """The hand one State call at a time: p1 is seat 0, the button is the last
    player, heads-up blinds are listed big blind first, cards come from the
    deals else the showdown, and a muck leaves a seat's cards unknown."""
    scale = scale or hand.chip_scale()
    if hand.variant in STUD_VARIANTS + DRAW_VARIANTS:
        return _reference_stud_or_draw(hand, scale)
    actions = hand.parsed_actions()
    n = hand.player_count
    holes: dict[int, str] = {}
    mucked: set[int] = set()
    for a in actions:
        if a.verb == "dh" and a.player is not None and a.cards_text and "?" not in a.cards_text:
            holes[a.player - 1] = a.cards_text
        elif a.verb == "sm" and a.actor is not None:
            if a.cards_text in ("", "-"):
                mucked.add(a.actor - 1)
            elif "?" not in a.cards_text:
                holes.setdefault(a.actor - 1, a.cards_text)
    blinds = [scale.to_chips(b) for b in hand.blinds_or_straddles]
    if n == 2:
        blinds.reverse()
    fixed = hand.variant in ("FT", "FO/8")
    state = State.start(
        [scale.to_chips(s) for s in hand.starting_stacks],
        seat_blinds=blinds,
        antes=[scale.to_chips(a) for a in hand.antes],
        button=n - 1,
        game=hand.game,
        betting="fixed-limit" if fixed else "pot-limit" if hand.variant == "PO" else "no-limit",
        min_bet=0 if hand.min_bet is None else scale.to_chips(hand.min_bet),
        small_bet=scale.to_chips(hand.small_bet) if fixed and hand.small_bet is not None else 0,
        big_bet=scale.to_chips(hand.big_bet) if fixed and hand.big_bet is not None else 0,
        hole_cards=[None if s in mucked else holes.get(s) for s in range(n)],
    )
    for index, a in enumerate(actions):
        if a.verb == "db":
            state = state.deal(a.cards_text or "")
        elif a.verb in ("f", "cc", "cbr"):
            if state.actor != (a.actor or 0) - 1:
                raise phh.ReplayError(f"action {index}: p{a.actor} acts out of turn")
            if a.verb == "f":
                state = state.fold()
            elif a.verb == "cc":
                state = state.check_or_call()
            else:
                assert a.amount is not None
                state = _raise_as_recorded(state, scale.to_chips(a.amount))
    return state


def test_every_fixture_replays_as_one_call_per_action() -> None:
    assert len(HANDS) == FIXTURE_COUNT > 500  # every variant replays
    assert {hand.variant for hand in HANDS} == set(phh.VARIANTS)
    compared = 0
    for hand in HANDS:
        if hand.variant in STUD_VARIANTS + DRAW_VARIANTS and _reveals(hand):
            continue
        assert _summary(phh.replay(hand)) == _summary(_reference(hand)), hand.actions
        compared += hand.variant in STUD_VARIANTS + DRAW_VARIANTS
    stud_or_draw = sum(1 for hand in HANDS if hand.variant in STUD_VARIANTS + DRAW_VARIANTS)
    assert compared >= 0.8 * stud_or_draw, (compared, stud_or_draw)  # only a few reveal unseen cards


def test_replay_states_are_the_states_one_call_per_action_passes() -> None:
    stud_or_draw = [h for h in HANDS if h.variant in STUD_VARIANTS + DRAW_VARIANTS]
    for hand in HANDS[:40] + stud_or_draw:
        states = list(phh.replay_states(hand))
        # Board games: a state per board deal and action. Stud and draw games: their hole-card deals,
        # bring-ins and draws are steps too. Show/muck lines only reveal cards.
        board_game = hand.variant not in STUD_VARIANTS + DRAW_VARIANTS
        verbs = ("db", "f", "cc", "cbr") if board_game else ("db", "f", "cc", "cbr", "dh", "pb", "sd")
        steps = sum(1 for a in hand.parsed_actions() if a.verb in verbs)
        assert len(states) == steps + 1
        if board_game or not _reveals(hand):
            assert _summary(states[-1]) == _summary(_reference(hand))


def test_an_explicit_scale_gives_the_same_chips() -> None:
    hand = next(h for h in HANDS if h.variant == "NT" and h.finishing_stacks)
    cents = ChipScale("0.01")
    state = phh.replay(hand, cents)
    assert _summary(state) == _summary(_reference(hand, cents))
    assert [cents.to_amount(s) for s in state.stacks] == [Decimal(repr(x)) for x in hand.finishing_stacks or []]


def _broken_copies(seed: int, count: int) -> list[tuple[phh.PhhHand, int]]:
    """Fixture hands with one action made illegal: a raise cut below the minimum, or a wrong actor."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        hand = rng.choice(HANDS)
        actions = [str(a) for a in hand.actions]
        bets = [i for i, a in enumerate(actions) if " cbr " in a]
        plays = [i for i, a in enumerate(actions) if a.split()[1] in ("f", "cc", "cbr")]
        if bets and rng.random() < 0.5:
            index = rng.choice(bets)
            who = actions[index].split()[0]
            actions[index] = f"{who} cbr 1"
        else:
            index = rng.choice(plays)
            who, *rest = actions[index].split()
            other = f"p{int(who[1:]) % hand.player_count + 1}"
            actions[index] = " ".join([other, *rest])
        copy = phh.PhhHand(
            hand.variant,
            hand.antes,
            hand.blinds_or_straddles,
            hand.min_bet,
            hand.starting_stacks,
            actions,
            hand.ante_trimming_status,
            dict(hand.extra),
            bring_in=hand.bring_in,
            small_bet=hand.small_bet,
            big_bet=hand.big_bet,
        )
        out.append((copy, index))
    return out


@pytest.mark.parametrize("hand, index", _broken_copies(7, 60))
def test_an_illegal_action_is_named(hand: phh.PhhHand, index: int) -> None:
    with pytest.raises((phh.ReplayError, ValueError)):
        _reference(hand)
    with pytest.raises(phh.ReplayError) as info:
        phh.replay(hand)
    assert str(info.value).startswith(f"action {index} {str(hand.actions[index])!r}: ")  # the action made illegal


def test_a_mucked_hand_replays() -> None:
    hand = phh.parse_phh("""variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQh", "p2 cc", "p1 cc", "d db 2c7d9h", "p1 cc", "p2 cc",
           "d db Jc", "p1 cc", "p2 cc", "d db 3s", "p1 cc", "p2 cc", "p1 sm -", "p2 sm QdQh"]
""")
    state = phh.replay(hand)
    assert state.phase == Phase.Finished
    assert state.stacks == [98, 102]  # p1 mucked: p2 takes the pot unopposed
    assert _summary(state) == _summary(_reference(hand))


def _heads_up() -> State:
    return State.start([100, 100], blinds=(1, 2), hole_cards=["AsKs", "QdQh"])


def test_apply_many_equals_one_step_at_a_time() -> None:
    flop = (1 << 0) | (1 << 18) | (1 << 33)  # 2c 7d 9h
    kinds = [ActionKind.BetOrRaise, ActionKind.Call, DEAL_BOARD, ActionKind.Check, ActionKind.BetOrRaise]
    amounts = [6, 0, flop, 0, 10]
    seats = [0, 1, -1, 1, 0]
    start = _heads_up()
    many = start.apply_many(kinds, amounts, seats)
    one = start.raise_to(6).call().deal(flop).check().bet(10)
    assert _summary(many) == _summary(one)
    assert many.actor == 1 and many.pot_total == 22
    assert start.actor == 0 and start.pot_total == 3  # the old state is untouched
    assert _summary(start.apply_many([], [])) == _summary(start)
    assert _summary(start.apply_many(kinds, amounts)) == _summary(one)  # seats are optional


def test_apply_many_names_the_refused_step() -> None:
    start = _heads_up()
    with pytest.raises(IllegalStepError, match=r"step 1: .*minimum raise to 10") as info:
        start.apply_many([ActionKind.BetOrRaise, ActionKind.BetOrRaise], [6, 7], [0, 1])
    assert info.value.index == 1
    with pytest.raises(IllegalStepError, match="seat 0 is to act") as info:
        start.apply_many([ActionKind.Call], [0], [1])
    assert info.value.index == 0
    with pytest.raises(IllegalStepError, match="step kind 9"):
        start.apply_many([9], [0])
    with pytest.raises(ValueError, match="one amount"):
        start.apply_many([ActionKind.Call], [])
    with pytest.raises(ValueError, match="32 bits"):
        start.apply_many([1 << 40], [0])
    with pytest.raises(ValueError, match="64"):
        start.apply_many([ActionKind.BetOrRaise], [1 << 70])
    assert start.actor == 0 and start.stacks == [99, 98]


def _apply_amount(step: Step) -> tuple[int, int, int]:
    """A history step as apply_many takes it: (kind, seat, amount); hole deals and draws pack
    their cards as the C ABI's XIAPL_APPLY_UNKNOWN_SHIFT says (known cards, unseen count << 52,
    the face-up card's id + 1 << 56)."""
    if step.is_hole_deal:
        assert step.to is not None
        up = (step.up.bit_length()) << 56 if step.up else 0  # id + 1 of the one face-up card
        return 17, step.to, step.cards | step.unknown << 52 | up
    if step.seat is None:
        return DEAL_BOARD, -1, step.cards
    assert step.kind is not None
    if step.kind == ActionKind.Discard:
        return int(step.kind), step.seat, step.cards | step.unknown << 52
    return int(step.kind), step.seat, step.amount


@pytest.mark.parametrize("variant", STUD_VARIANTS + DRAW_VARIANTS + ("NT", "FO/8"))
def test_every_fixture_history_replays_in_one_apply_many(variant: str) -> None:
    hands = [hand for hand in HANDS if hand.variant == variant]
    assert hands
    for hand in hands:
        states = list(phh.replay_states(hand))
        end = states[-1]
        history = end.history()
        kinds, seats, amounts = zip(*map(_apply_amount, history), strict=True) if history else ((), (), ())
        again = states[0].apply_many(list(kinds), list(amounts), list(seats))
        assert _summary(again) == _summary(end)
        assert again.history() == history
        assert [(s.street, s.draw) for s in again.history()] == [(s.street, s.draw) for s in history]
