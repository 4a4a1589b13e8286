// Hand-strength tables: every score against a direct loop over run-outs and
// opponents with the plain evaluator, the orbit-weighted mean of one half in
// integers, the rows against the canonical situation stream, the refusals.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <vector>

#include "card_masks.hpp"
#include "xiapl/canon.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/strength.hpp"

using namespace xiapl;

namespace {

CardMask canonical_board(const char* text) { return canonicalize_board(cards(text)).cards; }

// One hero's counts by brute force: every full board containing `board` and
// missing the hero, every opponent hand off both, compared with
// evaluate_mask.
struct Brute {
    std::uint64_t runouts = 0, sum = 0, square_sum = 0;
    std::vector<std::uint32_t> histogram;
};

Brute brute_force(CardMask board, CardMask hero, std::uint32_t bins) {
    Brute b;
    b.histogram.assign(bins, 0);
    std::vector<CardMask> fulls;
    const int missing = 5 - std::popcount(board);
    const CardMask used = board | hero;
    if (missing == 0) fulls.push_back(board);
    for (CardId x = 0; x < kDeckSize && missing > 0; ++x) {
        if (used & bit(x)) continue;
        if (missing == 1) fulls.push_back(board | bit(x));
        for (CardId y = x + 1; y < kDeckSize && missing == 2; ++y) {
            if (!(used & bit(y))) fulls.push_back(board | bit(x) | bit(y));
        }
    }
    for (const CardMask full : fulls) {
        const Strength mine = evaluate_mask(full | hero);
        std::uint64_t wins = 0, ties = 0, opponents = 0;
        for (CardId x = 0; x < kDeckSize; ++x) {
            for (CardId y = x + 1; y < kDeckSize; ++y) {
                const CardMask opp = bit(x) | bit(y);
                if (opp & (full | hero)) continue;
                ++opponents;
                const Strength theirs = evaluate_mask(full | opp);
                wins += mine > theirs;
                ties += mine == theirs;
            }
        }
        EXPECT_EQ(opponents, 990u);
        const std::uint64_t score = 2 * wins + ties;
        ++b.runouts;
        b.sum += score;
        b.square_sum += score * score;
        if (bins > 0) {
            // The largest k with k / bins <= score / 1980, the last bin closed.
            std::uint32_t k = 0;
            while (k + 1 < bins && std::uint64_t{k + 1} * kRiverScoreTotal <= score * bins) ++k;
            ++b.histogram[k];
        }
    }
    return b;
}

void expect_brute_force(const char* text, std::uint32_t bins, std::size_t stride) {
    SCOPED_TRACE(text);
    const CardMask board = canonical_board(text);
    const BoardStrengths s = board_strengths(board, bins);
    ASSERT_EQ(s.heroes.size(), count_strength_rows(board));
    ASSERT_EQ(s.histogram.size(), s.heroes.size() * bins);
    for (std::size_t r = 0; r < s.heroes.size(); r += stride) {
        SCOPED_TRACE(mask_name(s.heroes[r]));
        const Brute b = brute_force(board, s.heroes[r], bins);
        EXPECT_EQ(s.runouts, b.runouts);
        EXPECT_EQ(s.score_sums[r], b.sum);
        EXPECT_EQ(s.score_square_sums[r], b.square_sum);
        for (std::uint32_t k = 0; k < bins; ++k) EXPECT_EQ(s.histogram[r * bins + k], b.histogram[k]) << "bin " << k;
        EXPECT_DOUBLE_EQ(s.ehs(r), static_cast<double>(b.sum) / (1980.0 * static_cast<double>(b.runouts)));
        EXPECT_DOUBLE_EQ(s.ehs2(r),
                         static_cast<double>(b.square_sum) / (1980.0 * 1980.0 * static_cast<double>(b.runouts)));
    }
}

}  // namespace

TEST(Strength, RiverMatchesBruteForce) {
    expect_brute_force("AsKsQsJsTs", 10, 1);  // a straight flush on board: everyone ties
    expect_brute_force("9h9d4c4s2h", 7, 1);
    expect_brute_force("Ac7d2h5s9c", 1, 3);
    expect_brute_force("2c3c4c8d8h", 0, 2);
}

TEST(Strength, TurnMatchesBruteForce) {
    expect_brute_force("Kh8h3d2c", 5, 17);
    expect_brute_force("7s7d7c7h", 3, 23);
    expect_brute_force("AcQcTc4c", 0, 29);
}

TEST(Strength, FlopMatchesBruteForce) {
    expect_brute_force("Ts9s8s", 4, 211);
    expect_brute_force("Ad7c2h", 9, 307);
}

TEST(Strength, TheOrbitWeightedMeanIsOneHalf) {
    // Every hero meets every opponent once per run-out and the pair shares 2
    // points, so over the raw heroes of a board the mean score is 990; a
    // canonical row stands for orbit_size / orbit(board) raw heroes.
    for (const char* text :
         {"Ts9s8s", "2c2d2h", "Ad7c2h", "Kh8h3d2c", "QsQd5c5h", "9h9d4c4s2h", "AsKsQsJsTs", "Ac7d2h5s9c"}) {
        SCOPED_TRACE(text);
        const BoardStrengths s = board_strengths(canonical_board(text), 0);
        std::uint64_t weighted = 0, weights = 0;
        for (std::size_t r = 0; r < s.heroes.size(); ++r) {
            weighted += s.orbit_sizes[r] * s.score_sums[r];
            weights += s.orbit_sizes[r];
        }
        EXPECT_EQ(weighted * 2, std::uint64_t{kRiverScoreTotal} * s.runouts * weights);
        // The weights count every raw (hero, board) pair of the board's orbit.
        EXPECT_EQ(weights, canonical_cards(s.board).orbit_size * choose(52 - std::popcount(s.board), 2));
    }
}

TEST(Strength, RowsAreTheCanonicalStream) {
    for (const int size : {3, 4, 5}) {
        SCOPED_TRACE(size);
        const std::vector<CardMask>& boards = canonical_boards(size);
        // Full rows for a few boards early in the stream, and the row count of
        // every board the stream reaches before its budget runs out.
        const std::size_t full_rows = 6;
        const std::size_t counted = size == 5 ? 300 : boards.size();
        CanonicalEnumerator stream(2, size);
        std::vector<CardMask> heroes(4096), stream_boards(4096);
        std::vector<std::uint64_t> orbits(4096);
        std::size_t have = 0, at = 0;
        for (std::size_t b = 0; b < counted; ++b) {
            std::vector<CardMask> row_heroes;
            std::vector<std::uint64_t> row_orbits;
            while (true) {
                if (at == have) {
                    have = stream.next(heroes.data(), stream_boards.data(), orbits.data(), heroes.size());
                    at = 0;
                    if (have == 0) break;
                }
                if (stream_boards[at] != boards[b]) break;
                row_heroes.push_back(heroes[at]);
                row_orbits.push_back(orbits[at]);
                ++at;
            }
            ASSERT_EQ(count_strength_rows(boards[b]), row_heroes.size()) << mask_name(boards[b]);
            if (b < full_rows) {
                const BoardStrengths s = board_strengths(boards[b], 0);
                EXPECT_EQ(s.heroes, row_heroes);
                EXPECT_EQ(std::vector<std::uint64_t>(s.orbit_sizes.begin(), s.orbit_sizes.end()), row_orbits);
            }
        }
    }
}

TEST(Strength, Refusals) {
    auto refused = [](CardMask board, std::uint32_t bins, const char* fragment) {
        try {
            (void)board_strengths(board, bins);
            ADD_FAILURE() << "accepted " << board;
        } catch (const Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
            EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
        }
    };
    refused(cards("2s3h4d"), 0, "pass its canonical board 4c3d2h");
    refused(cards("AsKs"), 0, "has 2 cards");
    refused(cards("AsKsQsJsTs9s"), 0, "has 6 cards");
    refused(0, 0, "has 0 cards");
    refused(bit(52) | 7, 0, "bit 52");
    refused(canonical_board("Ad7c2h"), kStrengthMaxBins + 1, "bins 1001 is out of range");
    EXPECT_THROW((void)count_strength_rows(cards("2s3h4d")), Error);
    // The largest row count is every hero off a board with no two suits alike.
    EXPECT_EQ(count_strength_rows(canonical_board("Ac7d2h")), kStrengthMaxHeroes);
}
