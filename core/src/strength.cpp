// Hand-strength tables: see xiapl/strength.hpp and docs/strength.md.
#include "xiapl/strength.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <string>

#include "xiapl/canon.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {
namespace {

constexpr int kFullBoardSize = 5;
constexpr int kCardsLeft = kDeckSize - kFullBoardSize;         // 47
constexpr int kHandsLeft = kCardsLeft * (kCardsLeft - 1) / 2;  // 1081
constexpr int kHandIndexBits = 11;                             // 1081 < 2^11
constexpr std::uint32_t kHandIndexMask = (1u << kHandIndexBits) - 1;

// The hands of the cards left by a full board, numbered in colex order: the
// hand of its i-th and j-th cards (i < j, ascending ids) is j(j-1)/2 + i.
constexpr int hand_index(int i, int j) { return j * (j - 1) / 2 + i; }

struct HandCards {
    std::array<std::uint8_t, kHandsLeft> low{}, high{};
};

constexpr HandCards make_hand_cards() {
    HandCards t;
    for (int j = 1; j < kCardsLeft; ++j) {
        for (int i = 0; i < j; ++i) {
            t.low[static_cast<std::size_t>(hand_index(i, j))] = static_cast<std::uint8_t>(i);
            t.high[static_cast<std::size_t>(hand_index(i, j))] = static_cast<std::uint8_t>(j);
        }
    }
    return t;
}

constexpr HandCards kHandCards = make_hand_cards();

// The river scores of every hand of one full board. Reused from run-out to
// run-out: nothing is allocated per run-out.
class RiverScorer {
  public:
    // Fills local (a card's position among the cards left, ascending ids) and
    // scores (by hand_index of those positions) for the full board.
    void score(CardMask full) noexcept {
        int n = 0;
        for (CardId c = 0; c < kDeckSize; ++c) {
            if (!(full & bit(c))) {
                local[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(n);
                cards_[static_cast<std::size_t>(n++)] = c;
            }
        }
        const HandState base = HandState{}.add_mask(full);
        if (base.flush_possible(2)) {
            evaluate_hands<true>(base);
        } else {
            evaluate_hands<false>(base);
        }
        sort_by_strength();
        score_sorted();
    }

    std::array<std::uint8_t, kDeckSize> local{};
    std::array<std::uint16_t, kHandsLeft> scores{};

  private:
    // keys_[h] = strength << kHandIndexBits | h.
    template <bool kFlushPossible>
    void evaluate_hands(const HandState& base) noexcept {
        for (int j = 1; j < kCardsLeft; ++j) {
            const HandState with_high = base.add(cards_[static_cast<std::size_t>(j)]);
            const int first = hand_index(0, j);
            for (int i = 0; i < j; ++i) {
                const HandState hand = with_high.add(cards_[static_cast<std::size_t>(i)]);
                const std::uint32_t strength = kFlushPossible ? hand.evaluate() : hand.evaluate_ranks();
                keys_[static_cast<std::size_t>(first + i)] =
                    strength << kHandIndexBits | static_cast<std::uint32_t>(first + i);
            }
        }
    }

    // A two-pass radix sort on the 13 strength bits (7 low, then 6 high).
    void sort_by_strength() noexcept {
        constexpr int kLowBits = 7;
        std::array<std::uint32_t, (1u << kLowBits) + 1> low_start{};
        std::array<std::uint32_t, (1u << (13 - kLowBits)) + 1> high_start{};
        for (const std::uint32_t key : keys_) {
            ++low_start[((key >> kHandIndexBits) & ((1u << kLowBits) - 1)) + 1];
            ++high_start[(key >> (kHandIndexBits + kLowBits)) + 1];
        }
        for (std::size_t b = 1; b < low_start.size(); ++b) low_start[b] += low_start[b - 1];
        for (std::size_t b = 1; b < high_start.size(); ++b) high_start[b] += high_start[b - 1];
        for (const std::uint32_t key : keys_) {
            sorted_[low_start[(key >> kHandIndexBits) & ((1u << kLowBits) - 1)]++] = key;
        }
        for (const std::uint32_t key : sorted_) keys_[high_start[key >> (kHandIndexBits + kLowBits)]++] = key;
    }

    // Walks the hands weakest first, one group of equal strength at a time.
    // Of the hands below a group, those that share a card with hand {a, b}
    // are the ones holding a plus the ones holding b (no hand below holds
    // both: that is {a, b} itself), and likewise within the group, where
    // {a, b} is counted in both and added back.
    void score_sorted() noexcept {
        std::array<std::uint16_t, kCardsLeft> below{}, level{};
        int processed = 0;
        std::size_t lo = 0;
        while (lo < keys_.size()) {
            const std::uint32_t strength = keys_[lo] >> kHandIndexBits;
            std::size_t hi = lo;
            for (; hi < keys_.size() && keys_[hi] >> kHandIndexBits == strength; ++hi) {
                const std::uint32_t h = keys_[hi] & kHandIndexMask;
                ++level[kHandCards.low[h]];
                ++level[kHandCards.high[h]];
            }
            const int group = static_cast<int>(hi - lo);
            for (std::size_t k = lo; k < hi; ++k) {
                const std::uint32_t h = keys_[k] & kHandIndexMask;
                const int a = kHandCards.low[h], b = kHandCards.high[h];
                const int wins = processed - below[static_cast<std::size_t>(a)] - below[static_cast<std::size_t>(b)];
                const int ties = group - level[static_cast<std::size_t>(a)] - level[static_cast<std::size_t>(b)] + 1;
                scores[h] = static_cast<std::uint16_t>(2 * wins + ties);
            }
            for (std::size_t k = lo; k < hi; ++k) {
                const std::uint32_t h = keys_[k] & kHandIndexMask;
                ++below[kHandCards.low[h]];
                ++below[kHandCards.high[h]];
                level[kHandCards.low[h]] = 0;
                level[kHandCards.high[h]] = 0;
            }
            processed += group;
            lo = hi;
        }
    }

    std::array<CardId, kCardsLeft> cards_{};
    std::array<std::uint32_t, kHandsLeft> keys_{}, sorted_{};
};

// The canonical heroes of a canonical board, ascending by mask, as
// CanonicalEnumerator streams them: the canonical form decides.
template <class Row>
void for_each_row(CardMask board, Row&& row) {
    for (CardId j = 1; j < kDeckSize; ++j) {
        if (board & bit(j)) continue;
        for (CardId i = 0; i < j; ++i) {
            if (board & bit(i)) continue;
            const CardMask hero = bit(i) | bit(j);
            const CanonicalSituation c = canonical_situation(hero, board);
            if (c.hero == hero && c.board == board) row(hero, c.orbit_size);
        }
    }
}

std::string count_text(int count) { return std::to_string(count) + (count == 1 ? " card" : " cards"); }

}  // namespace

double BoardStrengths::ehs(std::size_t row) const noexcept {
    return static_cast<double>(score_sums[row]) / (double{kRiverScoreTotal} * runouts);
}

double BoardStrengths::ehs2(std::size_t row) const noexcept {
    return static_cast<double>(score_square_sums[row]) / (double{kRiverScoreTotal} * kRiverScoreTotal * runouts);
}

void check_strength_board(CardMask board) {
    check_mask(board, "board");
    const int n = std::popcount(board);
    if (n < 3 || n > kFullBoardSize) {
        fail(ErrorKind::InvalidArgument, "board " + (n ? mask_name(board) + " " : std::string()) + "has " +
                                             count_text(n) + "; a board has 3 (flop), 4 (turn) or 5 (river) cards");
    }
    const CardMask canonical = canonical_cards(board).cards;
    if (canonical != board) {
        fail(ErrorKind::InvalidArgument, "board " + mask_name(board) +
                                             " is not in canonical form; pass its canonical board " +
                                             mask_name(canonical) + " (canonicalize_board, xiapl_canon_board)");
    }
}

std::size_t count_strength_rows(CardMask board) {
    check_strength_board(board);
    std::size_t rows = 0;
    for_each_row(board, [&](CardMask, std::uint32_t) { ++rows; });
    return rows;
}

void check_strength_bins(std::uint32_t bins) {
    if (bins > kStrengthMaxBins) {
        fail(ErrorKind::InvalidArgument, "bins " + std::to_string(bins) + " is out of range; use 0 (no histogram) to " +
                                             std::to_string(kStrengthMaxBins));
    }
}

BoardStrengths strength_rows(CardMask board) {
    check_strength_board(board);
    BoardStrengths out;
    out.board = board;
    const int size = std::popcount(board);
    out.runouts = static_cast<std::uint32_t>(choose(kDeckSize - size - 2, kFullBoardSize - size));
    out.heroes.reserve(kStrengthMaxHeroes);
    out.orbit_sizes.reserve(kStrengthMaxHeroes);
    for_each_row(board, [&](CardMask hero, std::uint32_t orbit) {
        out.heroes.push_back(hero);
        out.orbit_sizes.push_back(orbit);
    });
    return out;
}

BoardStrengths board_strengths(CardMask board, std::uint32_t bins) {
    check_strength_bins(bins);
    BoardStrengths out = strength_rows(board);
    out.bins = bins;
    const int missing = kFullBoardSize - std::popcount(board);
    const std::size_t rows = out.heroes.size();
    out.score_sums.assign(rows, 0);
    out.score_square_sums.assign(rows, 0);
    out.histogram.assign(rows * bins, 0);

    // Each hero's two cards, and each score's bin.
    std::vector<std::size_t> low(rows), high(rows);
    for (std::size_t r = 0; r < rows; ++r) {
        low[r] = static_cast<std::size_t>(std::countr_zero(out.heroes[r]));
        high[r] = static_cast<std::size_t>(63 - std::countl_zero(out.heroes[r]));
    }
    std::array<std::uint16_t, kRiverScoreTotal + 1> bin_of{};
    for (std::uint32_t s = 0; s <= kRiverScoreTotal && bins > 0; ++s) {
        bin_of[s] = static_cast<std::uint16_t>(std::min(s * bins / kRiverScoreTotal, bins - 1));
    }

    const auto scorer = std::make_unique<RiverScorer>();
    // Raw column pointers: the stores into one column cannot then be taken
    // for changes to another's storage.
    const CardMask* const heroes = out.heroes.data();
    std::uint64_t* const sums = out.score_sums.data();
    std::uint64_t* const squares = out.score_square_sums.data();
    std::uint32_t* const histogram = out.histogram.data();
    auto add_runout = [&](CardMask full) {
        scorer->score(full);
        const std::uint8_t* const local = scorer->local.data();
        const std::uint16_t* const scores = scorer->scores.data();
        for (std::size_t r = 0; r < rows; ++r) {
            if (heroes[r] & full) continue;
            const std::uint64_t s = scores[hand_index(local[low[r]], local[high[r]])];
            sums[r] += s;
            squares[r] += s * s;
            if (bins > 0) ++histogram[r * bins + bin_of[s]];
        }
    };
    if (missing == 0) {
        add_runout(board);
    } else {
        for (CardId r = 0; r < kDeckSize; ++r) {
            if (board & bit(r)) continue;
            if (missing == 1) {
                add_runout(board | bit(r));
                continue;
            }
            for (CardId t = 0; t < r; ++t) {
                if (!(board & bit(t))) add_runout(board | bit(t) | bit(r));
            }
        }
    }
    return out;
}

}  // namespace xiapl
