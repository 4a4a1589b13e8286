"""The deck and its documented shuffle (docs/rng.md), checked against an
independent Python implementation of the same specification."""

import pytest

from xiapl.card import Card
from xiapl.deck import Deck

MASK64 = (1 << 64) - 1


def splitmix64(state):
    while True:
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        yield z ^ (z >> 31)


def rotl(x, k):
    return ((x << k) | (x >> (64 - k))) & MASK64


class Xoshiro256StarStar:
    def __init__(self, seed):
        sm = splitmix64(seed)
        self.s = [next(sm) for _ in range(4)]

    def next(self):
        s = self.s
        result = (rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def below(self, n):
        m = (self.next() >> 32) * n
        low = m & 0xFFFFFFFF
        if low < n:
            threshold = ((1 << 32) - n) % n
            while low < threshold:
                m = (self.next() >> 32) * n
                low = m & 0xFFFFFFFF
        return m >> 32


def reference_shuffle(cards, seed):
    cards = list(cards)
    rng = Xoshiro256StarStar(seed)
    for i in range(len(cards), 1, -1):
        j = rng.below(i)
        cards[i - 1], cards[j] = cards[j], cards[i - 1]
    return cards


def test_xoshiro_reference_matches_published_splitmix_output():
    assert next(splitmix64(0)) == 0xE220A8397B1DCDAF


@pytest.mark.parametrize("seed", [0, 1, 7, 42, 2**63, MASK64])
def test_shuffle_follows_the_specification_exactly(seed):
    deck = Deck()
    deck.shuffle(seed=seed)
    assert deck.card_ids == reference_shuffle(range(52), seed)


def test_shuffle_of_a_partial_deck_follows_the_specification():
    deck = Deck()
    deck.shuffle(seed=3)
    deck.deal(5)
    remaining = deck.card_ids
    deck.shuffle(seed=11)
    assert deck.card_ids == reference_shuffle(remaining, 11)


def test_same_seed_same_cards_different_seeds_differ():
    a, b, c = Deck(), Deck(), Deck()
    for deck, seed in ((a, 7), (b, 7), (c, 8)):
        deck.shuffle(seed=seed)
    assert a.card_ids == b.card_ids != c.card_ids
    unseeded_1, unseeded_2 = Deck(), Deck()
    unseeded_1.shuffle()
    unseeded_2.shuffle()
    assert unseeded_1.card_ids != unseeded_2.card_ids  # 1 in 52! chance of a false failure


def test_deal_burn_remove_reset():
    deck = Deck()
    assert deck.card_ids == list(range(52)) and len(deck) == 52
    deck.shuffle(seed=1)
    order = deck.card_ids
    assert [c.id for c in deck.deal(2)] == order[:2]
    deck.burn()
    assert deck.deal_one().id == order[3]
    deck.remove_cards([Card.from_id(order[10]), Card.from_id(order[11])])
    deck.remove_cards(1 << order[12])
    assert len(deck) == 45
    assert not {order[10], order[11], order[12]} & set(deck.card_ids)
    deck.reset()
    assert deck.cards == [Card.from_id(i) for i in range(52)]


def test_failures_leave_the_deck_unchanged():
    deck = Deck()
    deck.shuffle(seed=5)
    deck.deal(50)
    before = deck.card_ids
    with pytest.raises(ValueError, match="only 2 remain"):
        deck.deal(3)
    with pytest.raises(ValueError, match="only 2 remain"):
        deck.burn(3)
    with pytest.raises(ValueError):
        deck.deal(-1)
    gone = Deck()
    gone.shuffle(seed=5)
    dealt = gone.deal(1)[0]
    kept = gone.card_ids
    with pytest.raises(ValueError, match="not in the deck"):
        gone.remove_cards([dealt, Card.from_id(kept[0])])
    with pytest.raises(ValueError, match="bit 60"):
        gone.remove_cards(1 << 60)
    assert deck.card_ids == before and gone.card_ids == kept
    with pytest.raises(ValueError):
        deck.shuffle(seed=-1)
