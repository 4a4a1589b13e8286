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

TEST(Deck, SetCardsReplacesTheCardsFrontFirstAndCopiesADeck) {
    Deck d;
    d.shuffle(5);
    d.burn(7);
    Deck copy;
    copy.set_cards(d.cards());
    EXPECT_EQ(copy.cards(), d.cards());
    d.shuffle(42);
    copy.shuffle(42);
    EXPECT_EQ(copy.deal(10), d.deal(10));  // the same future
    copy.set_cards({});
    EXPECT_TRUE(copy.cards().empty());
    copy.set_cards({51, 0, 13});
    EXPECT_EQ(copy.cards(), (std::vector<CardId>{51, 0, 13}));
}

TEST(Deck, SetCardsRefusesBadIdsAndRepeatsWithoutChangingTheDeck) {
    Deck d;
    d.shuffle(1);
    const auto before = d.cards();
    for (const std::vector<CardId>& bad : {std::vector<CardId>{0, 52}, {-1}, {3, 4, 3}}) {
        EXPECT_THROW(d.set_cards(bad), Error);
        EXPECT_EQ(d.cards(), before);
    }
    try {
        d.set_cards({7, 7});
        FAIL();
    } catch (const Error& e) {
        EXPECT_NE(std::string(e.what()).find("given twice"), std::string::npos) << e.what();
    }
}
