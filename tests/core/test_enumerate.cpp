// Completions of a partial hand: the order and every strength against
// evaluate_mask over an independent loop, the published counts of the
// 133,784,560 seven-card hands by category, and the refusals.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/enumerate.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"

using namespace xiapl;

namespace {

// Every way to add `more` cards of `deck` (ascending ids) to `hand`, in
// lexicographic order, as masks.
void completions(CardMask hand, const std::vector<CardId>& deck, std::size_t from, int more,
                 std::vector<CardMask>& out) {
    if (more == 0) {
        out.push_back(hand);
        return;
    }
    for (std::size_t i = from; i < deck.size(); ++i) completions(hand | bit(deck[i]), deck, i + 1, more - 1, out);
}

}  // namespace

TEST(Enumerate, EveryCompletionInOrder) {
    struct Case {
        const char* cards;
        const char* dead;
        int size;
    };
    for (const Case& c : {Case{"AsKs Qs Js 2d", "", 7}, Case{"2c 7d", "Ah Kh", 5}, Case{"9h 9d 9c 5s", "8s", 6},
                          Case{"As Ks 2s", "3s 4s", 6}, Case{"Ah 2h 3h 4h 5h", "", 5}, Case{"", "", 5}}) {
        const CardMask hand = cards(c.cards), dead = cards(c.dead);
        std::vector<CardMask> want;
        completions(hand, ids_of(kFullDeck & ~hand & ~dead), 0, c.size - std::popcount(hand), want);
        ASSERT_EQ(count_completions(hand, dead, c.size), want.size()) << c.cards;
        std::vector<Strength> got(want.size());
        enumerate_strengths(hand, dead, c.size, got.data());
        std::vector<std::uint64_t> histogram(kStrengthMax + 1), tally(kStrengthMax + 1, 0);
        enumerate_histogram(hand, dead, c.size, histogram);
        for (std::size_t i = 0; i < want.size(); ++i) {
            ASSERT_EQ(got[i], evaluate_mask(want[i])) << c.cards << ": hand " << i;
            ++tally[got[i]];
        }
        EXPECT_EQ(histogram, tally) << c.cards;
    }
}

TEST(Enumerate, SevenCardHandsByCategory) {
    std::vector<std::uint64_t> histogram(kStrengthMax + 1);
    enumerate_histogram(0, 0, 7, histogram);
    std::uint64_t by_category[9] = {};
    for (Strength s = 1; s <= kStrengthMax; ++s) by_category[static_cast<int>(category_of(s))] += histogram[s];
    // The published counts of the 133,784,560 seven-card hands.
    const std::uint64_t published[9] = {23'294'460, 58'627'800, 31'433'400, 6'461'620, 6'180'020,
                                        4'047'644,  3'473'184,  224'848,    41'584};
    for (int c = 0; c < 9; ++c) EXPECT_EQ(by_category[c], published[c]) << "category " << c;
    EXPECT_EQ(histogram[0], 0u);
}

TEST(Enumerate, Refusals) {
    std::vector<std::uint64_t> histogram(kStrengthMax + 1);
    const auto refused = [](auto&& call) {
        try {
            call();
        } catch (const Error& e) {
            return e.kind() == ErrorKind::InvalidArgument;
        }
        return false;
    };
    EXPECT_TRUE(refused([] { count_completions(0, 0, 4); }));
    EXPECT_TRUE(refused([] { count_completions(0, 0, 8); }));
    EXPECT_TRUE(refused([] { count_completions(CardMask{1} << 52, 0, 7); }));
    EXPECT_TRUE(refused([] { count_completions(cards("As"), cards("As"), 7); }));
    EXPECT_TRUE(refused([] { count_completions(cards("As Ks Qs Js Ts 9s"), 0, 5); }));
    EXPECT_TRUE(refused([&] { enumerate_histogram(0, 0, 7, std::span<std::uint64_t>(histogram.data(), 9)); }));
    // A deck too small for the hand: no completion, not an error.
    EXPECT_EQ(count_completions(0, kFullDeck & ~cards("As Ks Qs"), 5), 0u);
}
