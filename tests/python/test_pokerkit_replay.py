"""Random hands of every variant the engine plays, replayed through pokerkit's engine and back.

One direction: the engine plays a seeded random hand, writes it as PHH, and
pokerkit replays the text to the same final stacks. The other: pokerkit plays
a random hand (its own rules choose who deals, draws and acts; the seed picks
the cards and the actions), writes it, and the engine replays it to
pokerkit's stacks. XIAPL_SLOW_TESTS=1 plays twenty-five times as many hands.

Every variant of the PHH specification is played: the board games (FT, NT,
NS, PO, FO/8) with 2 to 9 seats, stud (F7S, F7S/8, FR) with 2 to 8 and the
draw games (N2L1D, F2L3D, FB) with 2 to 9, with mixed short and deep stacks,
folds, calls, bets, raises and all-ins; in stud bring-ins, completions and
stacks all-in on their ante or bring-in; in the draw games draws of random
subsets and stands pat, with the discards and folded cards dealt again when
the deck runs out.

Rules that differ between the engines, and docs/table.md ("Beside pokerkit")
says why ours are the ones it has: the hands that meet them are counted and
kept to a small share instead of compared (DOCUMENTED):

- a blind posted short (a stack below its blind): others call the nominal
  blind here, the posted amount in pokerkit. Both directions deal every stack
  more than its blind and ante, so this never happens.
- "short all-ins": short all-ins that add up to a full raise and then one
  more short all-in: here the seats that acted before them may raise again;
  pokerkit refuses.
- "low half": a hi/lo side pot none of whose hands makes a low while another
  pot has one (FO/8, F7S/8): here its high hand scoops it; pokerkit splits a
  low half among its hands as if they tied for low.
- "reopened by a short raise": pokerkit counts a street's raise increment from
  0 (the blinds do not set it) and from the small bet less the bring-in after
  a completion, so a short all-in raise can count as a full one and reopen the
  betting for seats that acted; here it does not.

Every other difference fails the test; these two are named in its message
when a hand meets them, and must not happen:

- "short fixed raise": a fixed-limit raise short of the full raise (the
  engine offers the full raise only).
- "bring-in completion": a stud seat whose stack is no more than the
  bring-in bets it as a short completion (the engine offers it, as pokerkit
  does).

pokerkit plays FO/8 as pot limit; its random FO/8 hands bet the fixed-limit
sizes, at most four bets and raises a street, so they are FO/8 hands.
"""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

from xiapl import phh
from xiapl.eval import evaluate_low
from xiapl.game import GameType
from xiapl.table import ActionKind, Betting, Phase, State

pokerkit = pytest.importorskip("pokerkit")
# pokerkit warns when a hand deals a card its own shuffle would not have.
pytestmark = pytest.mark.filterwarnings("ignore::UserWarning")

HANDS = 60 * (25 if os.environ.get("XIAPL_SLOW_TESTS") else 1)

# code: (game, betting)
BOARD = {
    "FT": (GameType.Holdem, Betting.FixedLimit),
    "NT": (GameType.Holdem, Betting.NoLimit),
    "NS": (GameType.ShortDeck, Betting.NoLimit),
    "PO": (GameType.Plo, Betting.PotLimit),
    "FO/8": (GameType.PloHiLo, Betting.FixedLimit),
}
STUD = {
    "F7S": (GameType.Stud, Betting.FixedLimit),
    "F7S/8": (GameType.StudHiLo, Betting.FixedLimit),
    "FR": (GameType.Razz, Betting.FixedLimit),
}
# code: (game, betting, draws)
DRAW = {
    "N2L1D": (GameType.Lowball27, Betting.NoLimit, 1),
    "F2L3D": (GameType.Lowball27, Betting.FixedLimit, 3),
    "FB": (GameType.Badugi, Betting.FixedLimit, 3),
}
VARIANTS = [*BOARD, *STUD, *DRAW]
HI_LO = {"FO/8": GameType.PloHiLo, "F7S/8": GameType.StudHiLo}

SHORT_ALL_IN = "cannot raise in face of a non-full all-in wager"
DOCUMENTED = {"short all-ins", "low half", "reopened by a short raise"}


def _seats(code: str, seed: int) -> int:
    return 2 + seed % (7 if code in STUD else 8)


def _stacks(rng: random.Random, n: int, least: int = 4) -> list[int]:
    """Short and deep stacks, each at least ``least``."""
    return [rng.choice([rng.randint(least, 40), rng.randint(20, 400)]) for _ in range(n)]


def _stud_sizes(rng: random.Random) -> tuple[int, int, int]:
    """(ante, bring-in, small bet): a bring-in below the small bet, now and then
    none (then an ante: pokerkit wants some forced bet)."""
    small = rng.choice([2, 4])
    ante = rng.choice([0, 1, 2])
    bring_in = 0 if ante and rng.random() < 0.1 else rng.randint(1, small - 1)
    return ante, bring_in, small


def _stud_stacks(rng: random.Random, n: int) -> list[int]:
    """Stud stacks: some too short for the ante or the bring-in."""
    return [rng.choice([rng.randint(1, 12), rng.randint(4, 60), rng.randint(20, 400)]) for _ in range(n)]


# -- the engine's hands through pokerkit ------------------------------------------


def _start_ours(code: str, seed: int, rng: random.Random) -> State:
    n = _seats(code, seed)
    if code in STUD:
        game, betting = STUD[code]
        ante, bring_in, small = _stud_sizes(rng)
        return State.start(
            _stud_stacks(rng, n),
            antes=ante,
            button=rng.randrange(n),
            game=game,
            betting=betting,
            bring_in=bring_in,
            small_bet=small,
            big_bet=2 * small,
            seed=seed,
        )
    if code in DRAW:
        game, betting, draws = DRAW[code]
        ante = rng.choice([0, 1, 2])
        return State.start(
            _stacks(rng, n, least=3 + ante),
            blinds=(1, 2),
            antes=ante,
            button=rng.randrange(n),
            game=game,
            betting=betting,
            small_bet=2 if betting == Betting.FixedLimit else 0,
            big_bet=4 if betting == Betting.FixedLimit else 0,
            draws=draws,
            seed=seed,
        )
    game, betting = BOARD[code]
    return State.start(
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


def _discard(state: State, rng: random.Random) -> State:
    """A random subset of the drawer's cards, often none (standing pat)."""
    mask = state.hole_masks[state.actor]  # type: ignore[index]
    cards = [1 << i for i in range(64) if mask >> i & 1]
    if rng.random() < 0.3:
        return state.stand_pat()
    return state.discard(sum(rng.sample(cards, rng.randint(0, len(cards)))))


def _play_ours(code: str, seed: int) -> tuple[State, list[str]]:
    """A seeded random hand, and each fixed-limit raise it made short of the
    full raise (the engine offers one when no opponent can put in more)."""
    rng = random.Random(seed)
    state = _start_ours(code, seed, rng)
    fixed = state.betting == Betting.FixedLimit
    short_raises: list[str] = []
    while state.phase != Phase.Finished:
        if state.phase == Phase.Dealing:
            state = state.deal_random()
            continue
        if state.phase == Phase.Drawing:
            state = _discard(state, rng)
            continue
        legal = {a.kind: a for a in state.legal_actions()}
        r = rng.random()
        if ActionKind.BringIn in legal and r >= 0.5:
            state = state.bring_in()
        elif r < 0.15 and ActionKind.Fold in legal:
            state = state.fold()
        elif r < 0.5 and ActionKind.BetOrRaise in legal:
            a = legal[ActionKind.BetOrRaise]
            to = rng.randint(a.min, a.max)
            if fixed and to < a.max:
                short_raises.append(f"seat {state.actor} raises to {to} on street {state.street}, short of {a.max}")
            state = state.bet_or_raise_to(to)
        elif r < 0.55 and ActionKind.AllIn in legal:
            state = state.all_in()
        elif ActionKind.BringIn in legal:
            state = state.bring_in()
        else:
            state = state.check_or_call()
    return state, short_raises


def _pokerkit_final(text: str) -> list[int]:
    """The stacks after pokerkit applies each action of the text in turn."""
    history = pokerkit.HandHistory.loads(text)
    state = history.create_state()
    for action in history.actions:
        if state.can_burn_card():  # histories leave the burn cards out
            state.burn_card("??")
        verb = action.split()[1]
        if verb in ("db", "dh", "sd"):
            can = {"db": state.can_deal_board, "dh": state.can_deal_hole, "sd": state.can_stand_pat_or_discard}[verb]
            # After an all-in, pokerkit shows the hands before the run-out.
            while not can() and state.can_show_or_muck_hole_cards():
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
    if hand.variant not in HI_LO:
        return False
    state = phh.replay(hand)
    if not state.is_finished:
        return False
    game = HI_LO[hand.variant]
    # Stud's community card joins each hand: stud hands have no board.
    board = 0 if game == GameType.StudHiLo else state.board_mask
    shared = state.board_mask if game == GameType.StudHiLo else 0
    has_low = {
        seat
        for seat, hole in enumerate(state.hole_masks)
        if hole and not state.folded[seat] and evaluate_low(board, hole | shared, game=game) is not None
    }
    pots = state.pot_results()
    with_low = [bool(set(p.eligible) & has_low) for p in pots]
    return any(with_low) and not all(with_low)


@pytest.mark.parametrize("code", VARIANTS)
def test_our_hands_replay_through_pokerkit(code: str) -> None:
    compared = skipped = 0
    for seed in range(HANDS):
        state, short_raises = _play_ours(code, seed)
        hand = state.to_phh()
        assert hand.variant == code
        assert hand.finishing_stacks == [
            state.stacks[(state.button + 1 + p) % state.seat_count] for p in range(len(state.stacks))
        ]
        text = phh.format_phh(hand)
        try:
            theirs = _pokerkit_final(text)
        except ValueError as exc:
            why = str(exc)
            if SHORT_ALL_IN in why:
                why = "short all-ins"
            elif short_raises and "below the minimum allowed" in why:
                why = f"short fixed raise ({short_raises[0]})"
            assert why in DOCUMENTED, (code, seed, why, text)
            skipped += 1
            continue
        if theirs != hand.finishing_stacks:
            why = "low half" if _split_low_half(hand) else "stacks"
            assert why in DOCUMENTED, (code, seed, why, theirs, text)
            skipped += 1
            continue
        compared += 1
    assert skipped <= HANDS // 20, (compared, skipped)


# -- pokerkit's hands through our engine -----------------------------------------

_AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
    pokerkit.Automation.RUNOUT_COUNT_SELECTION,
)


def _pokerkit_game(code: str, rng: random.Random) -> Any:
    if code in STUD:
        stud = {
            "F7S": pokerkit.FixedLimitSevenCardStud,
            "F7S/8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
            "FR": pokerkit.FixedLimitRazz,
        }
        ante, bring_in, small = _stud_sizes(rng)
        return stud[code](_AUTOMATIONS, False, ante, bring_in, small, 2 * small)
    if code == "N2L1D":
        return pokerkit.NoLimitDeuceToSevenLowballSingleDraw(_AUTOMATIONS, False, rng.choice([0, 1, 2]), (1, 2), 2)
    if code in DRAW:
        draw = {"F2L3D": pokerkit.FixedLimitDeuceToSevenLowballTripleDraw, "FB": pokerkit.FixedLimitBadugi}
        return draw[code](_AUTOMATIONS, False, rng.choice([0, 1, 2]), (1, 2), 2, 4)
    automations = (*_AUTOMATIONS, pokerkit.Automation.CARD_BURNING)
    ante = rng.choice([0, 1])
    fixed = {"FT": pokerkit.FixedLimitTexasHoldem, "FO/8": pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter}
    if code in fixed:
        return fixed[code](automations, True, ante, (1, 2), 2, 4)
    unfixed = {
        "NT": pokerkit.NoLimitTexasHoldem,
        "NS": pokerkit.NoLimitShortDeckHoldem,
        "PO": pokerkit.PotLimitOmahaHoldem,
    }
    return unfixed[code](automations, True, ante, (1, 2), 2)


def _pick(state: Any, rng: random.Random) -> Any:
    """One card pokerkit would deal next: from its deck, or once that is out,
    from the burnt, folded and discarded cards it shuffles back."""
    return rng.choice(sorted(state.deck_cards, key=repr) or sorted(state.reserved_cards, key=repr))


def _act_pokerkit(code: str, state: Any, rng: random.Random, tags: set[str]) -> None:
    """One random betting action (a bring-in, a completion, a fold, a call, a
    bet or a raise); ``tags`` gathers the pokerkit rules it met that differ
    from the engine's (see the top of this file)."""
    fixed = code not in ("NT", "NS", "PO", "N2L1D")
    r = rng.random()
    if state.can_post_bring_in():
        if r < 0.5 and state.can_complete_bet_or_raise_to():
            if state.stacks[state.actor_index] <= state.bring_in:
                tags.add("bring-in completion")
            state.complete_bet_or_raise_to()
        else:
            state.post_bring_in()
        return
    # pokerkit plays FO/8 as pot limit: keep to the fixed-limit cap itself.
    capped = code == "FO/8" and state.completion_betting_or_raising_count >= 4
    if r < 0.15 and state.can_fold():
        state.fold()
    elif r < 0.55 and not capped and state.can_complete_bet_or_raise_to():
        if 0 < state.completion_betting_or_raising_amount < state.street.min_completion_betting_or_raising_amount:
            tags.add("reopened by a short raise")
        low = state.min_completion_betting_or_raising_to_amount
        high = low if fixed else state.max_completion_betting_or_raising_to_amount
        state.complete_bet_or_raise_to(rng.randint(low, high))
    else:
        state.check_or_call()


def _play_pokerkit(code: str, seed: int) -> tuple[Any, Any, set[str]]:
    rng = random.Random(seed)
    n = _seats(code, seed)
    game = _pokerkit_game(code, rng)
    if code in STUD:
        stacks = _stud_stacks(rng, n)
    else:
        stacks = _stacks(rng, n, least=5 if code in DRAW else 4)
    state = game(stacks, n)
    tags: set[str] = set()
    if code in BOARD:
        deck = list(state.deck_cards)
        rng.shuffle(deck)
        while state.status:
            if state.can_deal_hole():
                state.deal_hole([deck.pop()])
            elif state.can_deal_board():
                state.deal_board([deck.pop() for _ in range(1 if state.board_cards else 3)])
            else:
                _act_pokerkit(code, state, rng, tags)
        return game, state, tags
    while state.status:
        if state.can_burn_card():
            state.burn_card(_pick(state, rng))
        elif state.can_deal_hole():
            state.deal_hole([_pick(state, rng)])
        elif state.can_deal_board():  # stud's community seventh card
            state.deal_board([_pick(state, rng)])
        elif state.can_stand_pat_or_discard():
            held = list(state.hole_cards[state.stand_patter_or_discarder_index])
            count = 0 if rng.random() < 0.3 else rng.randint(0, len(held))
            state.stand_pat_or_discard(rng.sample(held, count))
        else:
            _act_pokerkit(code, state, rng, tags)
    return game, state, tags


@pytest.mark.parametrize("code", VARIANTS)
def test_pokerkit_hands_replay_through_ours(code: str) -> None:
    compared = skipped = 0
    for seed in range(HANDS):
        game, theirs, tags = _play_pokerkit(code, seed)
        text = pokerkit.HandHistory.from_game_state(game, theirs).dumps()
        hand = phh.parse_phh(text)
        try:
            ours = phh.replay(hand)
        except phh.ReplayError as exc:
            # Which of pokerkit's rules the refused action follows.
            why = str(exc)
            if "did not reopen" in why and "reopened by a short raise" in tags:
                why = "reopened by a short raise"
            elif "bring-in completion" in tags:
                why = "bring-in completion"
            assert why in DOCUMENTED, (code, seed, why, str(exc), text)
            skipped += 1
            continue
        assert ours.is_finished, (code, seed)
        stacks = [ours.stacks[(ours.button + 1 + p) % ours.seat_count] for p in range(ours.seat_count)]
        if stacks != list(theirs.stacks):
            why = "low half" if _split_low_half(hand) else "stacks"
            assert why in DOCUMENTED, (code, seed, why, stacks, text)
            skipped += 1
            continue
        compared += 1
    assert skipped <= HANDS // 20, (compared, skipped)
