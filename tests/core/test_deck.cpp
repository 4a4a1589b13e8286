#include <gtest/gtest.h>

#include <algorithm>

#include "xiapl/deck.hpp"
#include "xiapl/error.hpp"

using namespace xiapl;

TEST(Deck, StartsFullInIdOrder) {
    Deck d;
    ASSERT_EQ(d.cards().size(), 52u);
    for (int i = 0; i < 52; ++i) EXPECT_EQ(d.cards()[static_cast<std::size_t>(i)], i);
    EXPECT_EQ(d.mask(), kFullDeck);
}

TEST(Deck, ShuffleIsAPermutationFixedBySeedIncludingZero) {
    for (std::uint64_t seed : {0ULL, 1ULL, 7ULL, ~0ULL}) {
        Deck a, b;
        a.shuffle(seed);
        b.shuffle(seed);
        EXPECT_EQ(a.cards(), b.cards());
        EXPECT_EQ(a.mask(), kFullDeck);
        EXPECT_NE(a.cards(), Deck().cards());
    }
    Deck a, b;
    a.shuffle(1);
    b.shuffle(2);
    EXPECT_NE(a.cards(), b.cards());
}

TEST(Deck, DealBurnRemoveReset) {
    Deck d;
    d.shuffle(3);
    auto front = d.cards();
    auto dealt = d.deal(2);
    EXPECT_EQ(dealt, std::vector<CardId>(front.begin(), front.begin() + 2));
    d.burn(1);
    EXPECT_EQ(d.cards().size(), 49u);
    EXPECT_EQ(d.cards().front(), front[3]);
    d.remove(bit(front[10]) | bit(front[20]));
    EXPECT_EQ(d.cards().size(), 47u);
    EXPECT_FALSE(d.mask() & bit(front[10]));
    d.reset();
    EXPECT_EQ(d.cards(), Deck().cards());
}

TEST(Deck, FailuresLeaveTheDeckUnchanged) {
    Deck d;
    d.shuffle(9);
    d.deal(50);
    auto before = d.cards();
    EXPECT_THROW(d.deal(3), Error);
    EXPECT_THROW(d.burn(3), Error);
    EXPECT_EQ(d.cards(), before);

    Deck e;
    auto gone = e.deal(1)[0];
    auto kept = e.cards();
    EXPECT_THROW(e.remove(bit(gone) | bit(kept[0])), Error);  // one of them is already dealt
    EXPECT_THROW(e.remove(CardMask{1} << 60), Error);
    EXPECT_EQ(e.cards(), kept);
}
