// Decoding a strength: category, kickers, "Three of a Kind [14 13 9]" and
// "three of a kind, sevens".
#include <string>

#include "tables.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {
namespace detail {

void check_strength(Strength s) {
    if (s < 1 || s > kStrengthMax) {
        fail(ErrorKind::InvalidArgument, "strength " + std::to_string(s) +
                                             " is not a hand strength; strengths run from 1 (7-5-4-3-2) to "
                                             "7462 (a royal flush)");
    }
}

}  // namespace detail

namespace {

const char* const kCategoryNames[] = {
    "High Card", "One Pair",   "Two Pair",       "Three of a Kind", "Straight",
    "Flush",     "Full House", "Four of a Kind", "Straight Flush",
};

// Indexed by rank 1..14: an ace counts as 1 in the low rankings.
const char* const kRankSingular[] = {"",      "ace",  "two", "three", "four",  "five", "six", "seven",
                                     "eight", "nine", "ten", "jack",  "queen", "king", "ace"};
const char* const kRankPlural[] = {"",       "aces",  "twos", "threes", "fours",  "fives", "sixes", "sevens",
                                   "eights", "nines", "tens", "jacks",  "queens", "kings", "aces"};

}  // namespace

Category category_of(Strength s) {
    detail::check_strength(s);
    return static_cast<Category>(detail::kStrengthCode[s] >> 20);
}

int kickers_of(Strength s, int out_ranks[5]) {
    detail::check_strength(s);
    const std::uint32_t code = detail::kStrengthCode[s];
    int n = 0;
    for (int shift = 16; shift >= 0; shift -= 4) {
        const int rank = static_cast<int>((code >> shift) & 0xF);
        if (rank == 0) break;
        out_ranks[n++] = rank;
    }
    return n;
}

std::string describe_strength(Strength s) {
    int ranks[5];
    const int n = kickers_of(s, ranks);
    std::string out = kCategoryNames[static_cast<int>(category_of(s))];
    out += " [";
    for (int i = 0; i < n; ++i) {
        if (i) out += ' ';
        out += std::to_string(ranks[i]);
    }
    out += ']';
    return out;
}

std::string hand_name(Strength s) {
    int r[5];
    kickers_of(s, r);
    return detail::category_hand_name(category_of(s), r);
}

namespace detail {

const char* category_title(Category c) { return kCategoryNames[static_cast<int>(c)]; }

std::string category_hand_name(Category c, const int* r) {
    const std::string top = kRankSingular[r[0]];
    switch (c) {
        case Category::HighCard:
            return "high card, " + top;
        case Category::OnePair:
            return std::string("pair of ") + kRankPlural[r[0]];
        case Category::TwoPair:
            return std::string("two pair, ") + kRankPlural[r[0]] + " and " + kRankPlural[r[1]];
        case Category::ThreeOfAKind:
            return std::string("three of a kind, ") + kRankPlural[r[0]];
        case Category::Straight:
            return "straight, " + top + "-high";
        case Category::Flush:
            return "flush, " + top + "-high";
        case Category::FullHouse:
            return std::string("full house, ") + kRankPlural[r[0]] + " over " + kRankPlural[r[1]];
        case Category::FourOfAKind:
            return std::string("four of a kind, ") + kRankPlural[r[0]];
        case Category::StraightFlush:
            return r[0] == 14 ? std::string("royal flush") : "straight flush, " + top + "-high";
    }
    return {};
}

}  // namespace detail

}  // namespace xiapl
