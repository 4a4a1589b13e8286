"""What the core now owns for Python: a state's history, pot results, forced
bets with straddles, a played hand written as PHH, the batch replay, the
library's generator and exact decimal chips."""

from __future__ import annotations

import copy
import pickle
import random
from decimal import Decimal
from pathlib import Path

import pytest

from xiapl import phh
from xiapl.eval import evaluate_hand
from xiapl.rng import Rng
from xiapl.table import ActionKind, ChipScale, IllegalActionError, Phase, State, chip_scale, forced_bets

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "phh"
MASK64 = (1 << 64) - 1


def _random_hand(rng: random.Random) -> State:
    """A seeded self-played hand with random legal actions, straddles and antes."""
    seats = rng.randint(2, 6)
    stacks = [rng.choice([30, 80, 200, 1000]) for _ in range(seats)]
    straddles = [8] if seats > 3 and rng.random() < 0.5 else []
    game = rng.choice(["holdem", "plo"])
    state = State.start(
        stacks,
        blinds=(1, 2),
        straddles=straddles,
        antes=rng.choice([0, 1]),
        button=rng.randrange(seats),
        game=game,
        seed=rng.getrandbits(64),
    )
    while not state.is_finished:
        if state.phase == Phase.Dealing:
            state = state.deal_random()
            continue
        action = rng.choice(state.legal_actions())
        amount = rng.randint(action.min, action.max) if action.kind == ActionKind.BetOrRaise else 0
        state = state.apply(action.kind, amount)
    return state


def test_history_replays_to_the_same_state() -> None:
    rng = random.Random(17)
    for _ in range(60):
        end = _random_hand(rng)
        steps = end.history()
        assert len(steps) == end._info().history_len
        assert all(s.kind != ActionKind.CheckOrCall for s in steps)
        again = phh.replay(end.to_phh())
        n = end.seat_count
        rotate = [(s - end.button - 1) % n for s in range(n)]  # PHH puts the button last
        assert [again.stacks[rotate[s]] for s in range(n)] == end.stacks


def test_pot_results_sum_to_the_awards_and_go_to_the_best_hands() -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(200):
        end = _random_hand(rng)
        results = end.pot_results()
        won = [0] * end.seat_count
        for pot in results:
            assert sum(pot.won) == pot.amount
            assert set(pot.winners) <= set(pot.eligible)
            for seat, chips in enumerate(pot.won):
                won[seat] += chips
            live = [s for s in pot.eligible if not end.folded[s]]
            if len(live) > 1 and end.board_mask.bit_count() == 5:
                strengths = {s: evaluate_hand(end.board_mask, end.hole_masks[s], game=end.game) for s in live}
                best = max(strengths.values())
                assert set(pot.winners) == {s for s in live if strengths[s] == best}
                checked += 1
        assert won == end.won
    assert checked > 20
    with pytest.raises(ValueError, match="finished"):
        State.start([100, 100]).pot_results()


def test_forced_bets_place_straddles_and_the_big_blind_ante() -> None:
    # Button 2: seats 3 and 4 post the blinds, 5 and 0 straddle, the big blind adds its ante.
    blinds, antes = forced_bets(6, 2, 1, 2, straddles=[4, 8], ante=1, big_blind_ante=2)
    assert blinds == [8, 0, 0, 1, 2, 4] and antes == [1, 1, 1, 1, 3, 1]
    assert forced_bets(2, 0, 1, 2) == ([1, 2], [0, 0])  # heads-up: the button posts the small blind
    with pytest.raises(ValueError, match="straddle"):
        forced_bets(2, 0, 1, 2, straddles=[4])
    with pytest.raises(ValueError, match="straddle"):
        forced_bets(4, 0, 1, 2, straddles=[4, 8, 16])
    state = State.start([100] * 4, blinds=(1, 2), straddles=[4], button=0)
    assert state.bets == [0, 1, 2, 4]
    assert state.actor == 0  # after the straddle
    with pytest.raises(ValueError, match="not both"):
        State.start([100] * 4, seat_blinds=[0, 1, 2, 4], straddles=[4])


def test_a_played_hand_writes_as_phh_with_extra_fields() -> None:
    end = State.start([100, 100], blinds=(1, 2), hole_cards=["AsKs", "QdQh"]).raise_to(100).call()
    for cards in ("2c7d9h", "Jc", "3s"):
        end = end.deal(cards)
    assert end.is_finished
    hand = end.to_phh(ChipScale("0.5"), players=["Hero", "Villain"])
    assert hand.variant == "NT" and hand.players == ["Hero", "Villain"]
    assert hand.starting_stacks == [50.0, 50.0]
    text = phh.format_phh(hand)
    again = phh.replay(phh.parse_phh(text), ChipScale("0.5"))
    assert sorted(again.stacks) == sorted(end.stacks)


def test_replay_all_yields_every_final_state_and_the_errors_in_place() -> None:
    texts = [p.read_text(encoding="utf-8") for p in sorted((FIXTURES / "pluribus" / "30").glob("*.phh"))[:40]]
    alone = [phh.replay(phh.parse_phh(t)).stacks for t in texts]
    for threads in (1, 2, 0):
        assert [s.stacks for s in phh.replay_all(texts, threads=threads)] == alone
    hands = [phh.parse_phh(t) for t in texts[:5]]
    assert [s.stacks for s in phh.replay_all(hands)] == alone[:5]
    bad_action = texts[0].replace("'p3 f'", "'p3 xx'", 1)
    stud = (FIXTURES / "wsop-2023-43-5" / "10.phh").read_text(encoding="utf-8")
    unsupported = texts[0].replace("'NT'", "'XT'", 1)  # not a PHH variant code
    two = phh.format_phh_all(hands[:2])
    mixed = [texts[0], bad_action, unsupported, two, texts[1], stud]
    out = list(phh.replay_all(mixed, errors="return"))
    assert isinstance(out[0], State) and isinstance(out[4], State)
    assert isinstance(out[1], phh.PhhParseError) and "'xx'" in str(out[1])
    assert isinstance(out[2], phh.UnsupportedVariantError) and "'XT'" in str(out[2])
    assert isinstance(out[3], phh.ReplayError) and "2 hands" in str(out[3])
    # A stud hand replays in a batch as alone.
    assert isinstance(out[5], State) and out[5].stacks == phh.replay(phh.parse_phh(stud)).stacks
    with pytest.raises(phh.PhhParseError, match="'xx'"):
        list(phh.replay_all(mixed))
    with pytest.raises(ValueError, match="errors"):
        list(phh.replay_all(texts, errors="skip"))


def _xoshiro(seed: int) -> list[int]:
    """docs/rng.md written out: SplitMix64 fills the state, xoshiro256** draws."""
    s, state = [], seed
    for _ in range(4):
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        s.append(z ^ (z >> 31))

    def rotl(x: int, k: int) -> int:
        return ((x << k) | (x >> (64 - k))) & MASK64

    out = []
    for _ in range(50):
        out.append((rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64)
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
    return out


@pytest.mark.parametrize("seed", [0, 1, 42, MASK64])
def test_rng_is_the_specified_generator(seed: int) -> None:
    rng = Rng(seed)
    assert [rng.next() for _ in range(50)] == _xoshiro(seed)
    words = _xoshiro(seed)
    rng = Rng(seed)
    assert rng.uniform() == (words[0] >> 11) * 2.0**-53
    assert Rng(seed).below(1 << 32) == words[0] >> 32
    draws = [Rng((seed + k) & MASK64).below(52) for k in range(200)]
    assert min(draws) >= 0 and max(draws) < 52 and len(set(draws)) > 30


def test_rng_copies_and_pickles_its_position() -> None:
    rng = Rng(9)
    rng.next()
    twin, deep, loaded = copy.copy(rng), copy.deepcopy(rng), pickle.loads(pickle.dumps(rng))
    assert twin == rng == deep == loaded
    assert [twin.next() for _ in range(3)] == [rng.next() for _ in range(3)] == [loaded.next() for _ in range(3)]
    assert deep != rng  # it stayed behind
    with pytest.raises(ValueError, match="bound"):
        Rng(1).below(0)
    with pytest.raises(ValueError, match="bound"):
        Rng(1).below((1 << 32) + 1)
    assert Rng.derive(1, 2) == Rng(Rng(1).next() ^ 2).next()


def test_chips_are_exact_decimals() -> None:
    scale = chip_scale(["0.25", 12.5, Decimal("3"), 7])
    assert scale == ChipScale("0.01") and repr(scale) == "ChipScale('0.01')"
    assert scale.to_chips("1259450.25") == 125945025
    assert ChipScale("0.25").to_chips(12.5) == 50
    assert ChipScale("0.25").to_amount(5037801) == Decimal("1259450.25")
    assert ChipScale(1).to_chips("1e3") == 1000
    assert pickle.loads(pickle.dumps(scale)) == scale
    with pytest.raises(ValueError, match="whole number"):
        ChipScale("0.25").to_chips("0.1")
    with pytest.raises(ValueError, match="positive"):
        ChipScale("-1")
    with pytest.raises(ValueError, match="finite"):
        ChipScale(1).to_chips(float("inf"))
    with pytest.raises(TypeError):
        ChipScale(1).to_chips(True)


def test_illegal_actions_still_name_the_rule() -> None:
    with pytest.raises(IllegalActionError, match="minimum raise"):
        State.start([100, 100], blinds=(1, 2)).raise_to(3)


def test_known_hole_cards_and_board_order_come_from_the_core() -> None:
    hand = phh.read_phh(FIXTURES / "dwan-ivey-2009.phh")
    board = hand.board_cards()
    assert [str(c) for c in board[:3]] == ["Jc", "3d", "5c"]
    assert hand.board_mask(max_cards=3) == sum(c.mask for c in board[:3])
    assert hand.hole_mask(2) == 0 and hand.hole_mask(3).bit_count() == 2
    assert hand.game.name == "Holdem"
