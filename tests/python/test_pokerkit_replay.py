"""Random hands of every variant the engine plays, replayed through pokerkit's engine and back.

One direction: the engine plays a seeded random hand, writes it as PHH, and
pokerkit replays the text to the same final stacks. The other: pokerkit plays
a random hand, writes it, and the engine replays it to pokerkit's stacks.
XIAPL_SLOW_TESTS=1 plays twenty times as many hands.

Three rules differ between the engines, and docs/table.md says why ours are
the ones it has; the hands that meet them are counted and kept to a small
share instead of compared:

- a blind posted short (a stack below its blind): others call the nominal
  blind here, the posted amount in pokerkit. Both directions deal every stack
  more than its blind and ante, so this never happens.
- short all-ins that add up to a full raise and then one more short all-in:
  here the seats that acted before them may raise again; pokerkit refuses.
- a hi/lo side pot none of whose hands makes a low while another pot has
  one: here its high hand scoops it; pokerkit splits a low half among its
  hands as if they tied for low.

pokerkit plays FO/8 as pot limit; its random FO/8 hands bet the fixed-limit
sizes, at most four bets and raises a street, so they are FO/8 hands.
"""

from __future__ import annotations

import os
import random

import pytest

from xiapl import phh
from xiapl.eval import evaluate_low
from xiapl.game import GameType
from xiapl.table import Betting, Phase, State

pokerkit = pytest.importorskip("pokerkit")
# pokerkit warns when a hand deals a card its own shuffle would not have.
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

HANDS = 60 * (25 if os.environ.get("XIAPL_SLOW_TESTS") else 1)

# code: (game, betting)
VARIANTS = {
    "FT": (GameType.Holdem, Betting.FixedLimit),
    "NT": (GameType.Holdem, Betting.NoLimit),
    "NS": (GameType.ShortDeck, Betting.NoLimit),
    "PO": (GameType.Plo, Betting.PotLimit),
    "FO/8": (GameType.PloHiLo, Betting.FixedLimit),
}

SHORT_ALL_IN = "cannot raise in face of a non-full all-in wager"


def _stacks(rng: random.Random, n: int) -> list[int]:
    """Short and deep stacks, each above a blind and an ante."""
    return [rng.choice([rng.randint(4, 40), rng.randint(20, 400)]) for _ in range(n)]


def _play_ours(code: str, seed: int) -> State:
    rng = random.Random(seed)
    game, betting = VARIANTS[code]
    n = 2 + seed % 8
    state = State.start(
        _stacks(rng, n),
        blinds=(1, 2),
        antes=rng.choice([0, 1]),
        button=rng.randrange(n),
        game=game,
        betting=betting,
        small_bet=2,
        big_bet=4,
        seed=seed,
    )
    while state.phase != Phase.Finished:
        if state.phase == Phase.Dealing:
            state = state.deal_random()
            continue
        legal = {a.kind.name: a for a in state.legal_actions()}
        r = rng.random()
        if r < 0.15 and "Fold" in legal:
            state = state.fold()
        elif r < 0.5 and "BetOrRaise" in legal:
            a = legal["BetOrRaise"]
            state = state.bet_or_raise_to(rng.randint(a.min, a.max))
        elif r < 0.55 and "AllIn" in legal:
            state = state.all_in()
        else:
            state = state.check_or_call()
    return state


def _pokerkit_final(text: str) -> list[int]:
    """The stacks after pokerkit applies each action of the text in turn."""
    history = pokerkit.HandHistory.loads(text)
    state = history.create_state()
    for action in history.actions:
        if state.can_burn_card():  # histories leave the burn cards out
            state.burn_card("??")
        verb = action.split()[1]
        if verb == "db":
            # After an all-in, pokerkit shows the hands before the run-out.
            while not state.can_deal_board() and state.can_show_or_muck_hole_cards():
                state.show_or_muck_hole_cards(True)
            if state.can_burn_card():
                state.burn_card("??")
        elif verb == "sm" and not state.can_show_or_muck_hole_cards():
            continue  # shown already, before the run-out
        pokerkit.notation.parse_action(state, action, history.parse_value)
    assert not state.status
    return list(state.stacks)


def _split_low_half(hand: phh.PhhHand) -> bool:
    """Whether pokerkit would split a low half among hands without a low: a
    hi/lo hand where some pot's contenders make no low while another's do."""
    if hand.variant != "FO/8":
        return False
    state = phh.replay(hand)
    if not state.is_finished:
        return False
    board = state.board_mask
    has_low = {
        seat
        for seat, hole in enumerate(state.hole_masks)
        if hole and not state.folded[seat] and evaluate_low(board, hole, game=GameType.PloHiLo) is not None
    }
    pots = state.pot_results()
    with_low = [bool(set(p.eligible) & has_low) for p in pots]
    return any(with_low) and not all(with_low)


@pytest.mark.parametrize("code", list(VARIANTS))
def test_our_hands_replay_through_pokerkit(code: str) -> None:
    compared = skipped = 0
    for seed in range(HANDS):
        state = _play_ours(code, seed)
        hand = state.to_phh()
        assert hand.variant == code
        assert hand.finishing_stacks == [
            state.stacks[(state.button + 1 + p) % state.seat_count] for p in range(len(state.stacks))
        ]
        try:
            theirs = _pokerkit_final(phh.format_phh(hand))
        except ValueError as exc:
            assert SHORT_ALL_IN in str(exc), (seed, exc)
            skipped += 1
            continue
        if theirs != hand.finishing_stacks and _split_low_half(hand):
            skipped += 1
            continue
        assert theirs == hand.finishing_stacks, (code, seed, phh.format_phh(hand))
        compared += 1
    assert skipped <= HANDS // 20, (compared, skipped)


# -- pokerkit's hands through our engine -----------------------------------------

_AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
    pokerkit.Automation.RUNOUT_COUNT_SELECTION,
)


def _pokerkit_game(code: str, ante: int) -> object:
    fixed = {"FT": pokerkit.FixedLimitTexasHoldem, "FO/8": pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter}
    if code in fixed:
        return fixed[code](_AUTOMATIONS, True, ante, (1, 2), 2, 4)
    unfixed = {
        "NT": pokerkit.NoLimitTexasHoldem,
        "NS": pokerkit.NoLimitShortDeckHoldem,
        "PO": pokerkit.PotLimitOmahaHoldem,
    }
    return unfixed[code](_AUTOMATIONS, True, ante, (1, 2), 2)


def _play_pokerkit(code: str, seed: int) -> tuple[object, object]:
    rng = random.Random(seed)
    n = 2 + seed % 8
    stacks = _stacks(rng, n)
    game = _pokerkit_game(code, rng.choice([0, 1]))
    state = game(stacks, n)  # type: ignore[operator]
    deck = list(state.deck_cards)
    rng.shuffle(deck)
    while state.status:
        if state.can_deal_hole():
            state.deal_hole([deck.pop()])
        elif state.can_deal_board():
            state.deal_board([deck.pop() for _ in range(1 if state.board_cards else 3)])
        else:
            r = rng.random()
            capped = code == "FO/8" and state.completion_betting_or_raising_count >= 4
            if r < 0.15 and state.can_fold():
                state.fold()
            elif r < 0.55 and not capped and state.can_complete_bet_or_raise_to():
                low = state.min_completion_betting_or_raising_to_amount
                high = low if code == "FO/8" else state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.randint(low, high))
            else:
                state.check_or_call()
    return game, state


@pytest.mark.parametrize("code", list(VARIANTS))
def test_pokerkit_hands_replay_through_ours(code: str) -> None:
    skipped = 0
    for seed in range(HANDS):
        game, theirs = _play_pokerkit(code, seed)
        text = pokerkit.HandHistory.from_game_state(game, theirs).dumps()
        hand = phh.parse_phh(text)
        ours = phh.replay(hand)
        assert ours.is_finished, (code, seed)
        stacks = [ours.stacks[(ours.button + 1 + p) % ours.seat_count] for p in range(ours.seat_count)]
        if stacks != list(theirs.stacks) and _split_low_half(hand):  # type: ignore[attr-defined]
            skipped += 1
            continue
        assert stacks == list(theirs.stacks), (code, seed, text)  # type: ignore[attr-defined]
    assert skipped <= HANDS // 20
