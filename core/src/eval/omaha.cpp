// Omaha evaluation: the best of exactly two hole cards with exactly three
// board cards.
//
// Non-flush hands depend on ranks only. For a five-card board, every board
// triple lies in one of four four-card subsets (those leaving out board card
// 0, 1, 2 or 3: no triple holds all four of those), and kOmahaValue gives,
// for a hole rank pair and a board rank quad, the best pair-plus-three-of-
// the-quad. So a deal costs four loads per hole pair (6, 10 or 15 pairs)
// instead of ten. A four-card board is one quad; a three-card board is one
// triple, looked up through the Hold'em rank table (a pair plus a triple is a
// five-card rank multiset).
//
// Flushes need two hole cards and three board cards of one suit. Suit
// counters summed from the cards test that without a branch per suit; only
// deals that can make a flush try the suited combinations (kFlushValue by
// their 13-bit pattern). A suited combination also appears among the
// non-flush ones as a high card or straight, which the flush beats, so the
// maximum of both parts is right.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>

#include "tables.hpp"
#include "xiapl/eval.hpp"

namespace xiapl {
namespace {

constexpr int kRanks = 13;
constexpr std::uint32_t kPairs = detail::kOmahaPairs;

// Per card id: the rank index (0 = deuce .. 12 = ace) in bits 0..3 and a
// counter for its suit, 1 << (8 + 4 * suit).
constexpr std::array<std::uint32_t, 64> kCardInfo = [] {
    std::array<std::uint32_t, 64> t{};
    for (int id = 0; id < 52; ++id) {
        t[static_cast<std::size_t>(id)] =
            static_cast<std::uint32_t>(id % kRanks) | (std::uint32_t{1} << (8 + 4 * (id / kRanks)));
    }
    return t;
}();

// Rank indexes of the N cards of a mask (it holds exactly N); returns the
// number of cards of each suit s in bits 4 s .. 4 s + 3.
template <int N>
inline std::uint32_t read_cards(std::uint64_t cards, std::uint32_t (&rank)[N]) noexcept {
    std::uint32_t suits = 0;
    for (int i = 0; i < N; ++i) {
        const std::uint32_t info = kCardInfo[static_cast<std::size_t>(std::countr_zero(cards))];
        rank[i] = info & 0xF;
        suits += info;
        cards &= cards - 1;
    }
    return suits >> 8;
}

inline std::uint32_t pair_index(std::uint32_t a, std::uint32_t b) noexcept {
    return detail::kOmahaPairIndex[a * kRanks + b];
}

inline const std::uint16_t* quad_row(std::uint32_t pair1, std::uint32_t pair2) noexcept {
    return detail::kOmahaValue + kPairs * detail::kOmahaQuadIndex[pair1 * kPairs + pair2];
}

// The best flush of suit patterns hole (2+ cards) and board (3+ cards).
Strength best_flush(std::uint32_t hole, std::uint32_t board) noexcept {
    std::uint32_t h[6], b[5];
    int nh = 0, nb = 0;
    for (std::uint32_t p = hole; p && nh < 6; p &= p - 1) h[nh++] = p & (0u - p);
    for (std::uint32_t p = board; p && nb < 5; p &= p - 1) b[nb++] = p & (0u - p);
    Strength best = 0;
    for (int i = 0; i < nh; ++i) {
        for (int j = i + 1; j < nh; ++j) {
            const std::uint32_t pair = h[i] | h[j];
            for (int x = 0; x < nb; ++x) {
                for (int y = x + 1; y < nb; ++y) {
                    for (int z = y + 1; z < nb; ++z) {
                        best = std::max(best, detail::flush_strength(pair | b[x] | b[y] | b[z]));
                    }
                }
            }
        }
    }
    return best;
}

template <int NB, int NH>
Strength omaha_fixed(std::uint64_t board, std::uint64_t hole) noexcept {
    std::uint32_t br[NB], hr[NH];
    const std::uint32_t board_suits = read_cards(board, br);
    const std::uint32_t hole_suits = read_cards(hole, hr);

    std::uint32_t best = 0;
    if constexpr (NB == 5) {
        const std::uint32_t p01 = pair_index(br[0], br[1]), p34 = pair_index(br[3], br[4]);
        const std::uint16_t* q0 = quad_row(pair_index(br[1], br[2]), p34);  // without card 0
        const std::uint16_t* q1 = quad_row(pair_index(br[0], br[2]), p34);  // without card 1
        const std::uint16_t* q2 = quad_row(p01, p34);                       // without card 2
        const std::uint16_t* q3 = quad_row(p01, pair_index(br[2], br[4]));  // without card 3
        for (int i = 0; i < NH; ++i) {
            for (int j = i + 1; j < NH; ++j) {
                const std::uint32_t p = pair_index(hr[i], hr[j]);
                const std::uint32_t a = std::max<std::uint32_t>(q0[p], q1[p]);
                const std::uint32_t b = std::max<std::uint32_t>(q2[p], q3[p]);
                best = std::max(best, std::max(a, b));
            }
        }
    } else if constexpr (NB == 4) {
        const std::uint16_t* q = quad_row(pair_index(br[0], br[1]), pair_index(br[2], br[3]));
        for (int i = 0; i < NH; ++i) {
            for (int j = i + 1; j < NH; ++j) best = std::max<std::uint32_t>(best, q[pair_index(hr[i], hr[j])]);
        }
    } else {
        static_assert(NB == 3);
        const std::uint32_t triple = detail::kRankKey[br[0]] + detail::kRankKey[br[1]] + detail::kRankKey[br[2]];
        for (int i = 0; i < NH; ++i) {
            for (int j = i + 1; j < NH; ++j) {
                const std::uint32_t key = triple + detail::kRankKey[hr[i]] + detail::kRankKey[hr[j]];
                best = std::max<std::uint32_t>(best, detail::rank_strength(key));
            }
        }
    }

    // Bit 3 of nibble s: 3+ board cards of suit s (count + 5 >= 8) and 2+
    // hole cards of it (count + 6 >= 8). At most one suit qualifies.
    const std::uint32_t flush_suits = (board_suits + 0x5555) & (hole_suits + 0x6666) & 0x8888;
    if (flush_suits) [[unlikely]] {
        const int s = std::countr_zero(flush_suits) >> 2;
        best = std::max<std::uint32_t>(best, best_flush(static_cast<std::uint32_t>(hole >> (13 * s)) & 0x1FFF,
                                                        static_cast<std::uint32_t>(board >> (13 * s)) & 0x1FFF));
    }
    return static_cast<Strength>(best);
}

template <int NB>
Strength omaha_board(std::uint64_t board, std::uint64_t hole) noexcept {
    switch (std::popcount(hole)) {
        case 4:
            return omaha_fixed<NB, 4>(board, hole);
        case 5:
            return omaha_fixed<NB, 5>(board, hole);
        case 6:
            return omaha_fixed<NB, 6>(board, hole);
        case 2:
            return omaha_fixed<NB, 2>(board, hole);
        case 3:
            return omaha_fixed<NB, 3>(board, hole);
        default:
            return 0;  // outside the preconditions
    }
}

}  // namespace

Strength evaluate_omaha(std::uint64_t board, std::uint64_t hole) noexcept {
    switch (std::popcount(board)) {
        case 5:
            return omaha_board<5>(board, hole);
        case 4:
            return omaha_board<4>(board, hole);
        case 3:
            return omaha_board<3>(board, hole);
        default:
            return 0;  // outside the preconditions
    }
}

void evaluate_omaha_many(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out,
                         std::size_t n) noexcept {
    for (std::size_t i = 0; i < n; ++i) out[i] = evaluate_omaha(boards[i], holes[i]);
}

}  // namespace xiapl
