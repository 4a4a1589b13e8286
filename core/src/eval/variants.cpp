// The evaluators of the rankings other than Hold'em's (xiapl/games.hpp).
//
// Short deck and ace-to-five read rank tables through the same rank keys as
// Hold'em (one lookup per hand). Eight-or-better lows need only the set of
// ranks up to eight, so they are bit operations on an 8-bit mask (ace = bit
// 0): among five-rank sets, the numerically smallest mask is the best low,
// because comparing masks compares the highest ranks first. Deuce-to-seven
// maps a five-card Hold'em strength through a table. Badugi tries the 15
// subsets of four cards.
#include <algorithm>
#include <array>
#include <bit>

#include "tables.hpp"
#include "xiapl/games.hpp"

namespace xiapl {
namespace {

inline std::uint32_t suit_pattern(std::uint64_t cards, int suit) noexcept {
    return static_cast<std::uint32_t>(cards >> (13 * suit)) & 0x1FFF;
}

// The rank key of any 5 to 7 cards, without the flush flag.
inline std::uint32_t rank_key_of(std::uint64_t cards) noexcept {
    const std::uint32_t key =
        detail::kSuitRankKey[suit_pattern(cards, 0)] + detail::kSuitRankKey[suit_pattern(cards, 1)] +
        detail::kSuitRankKey[suit_pattern(cards, 2)] + detail::kSuitRankKey[suit_pattern(cards, 3)];
    return key & ~detail::kFlushFlag;  // at most one suit sets the flag, so the sum carries nothing into it
}

// The ranks ace to eight present in a 13-bit suit pattern, ace = bit 0.
inline std::uint32_t low_ranks_of_pattern(std::uint32_t p) noexcept { return ((p & 0x7F) << 1) | ((p >> 12) & 1); }

inline std::uint32_t low_ranks(std::uint64_t cards) noexcept {
    const std::uint64_t any_suit = cards | (cards >> 13) | (cards >> 26) | (cards >> 39);
    return low_ranks_of_pattern(static_cast<std::uint32_t>(any_suit) & 0x1FFF);
}

// The lowest k set bits of x (x holds at least k).
constexpr std::uint32_t lowest_bits(std::uint32_t x, int k) noexcept {
    std::uint32_t out = 0;
    for (int i = 0; i < k; ++i) {
        const std::uint32_t b = x & (0u - x);
        out |= b;
        x ^= b;
    }
    return out;
}

// An eight-or-better low of five ranks as a strength: larger is better.
constexpr Strength eight_low_strength(std::uint32_t five_ranks) noexcept {
    return static_cast<Strength>(256 - five_ranks);
}

// The eight-or-better strength of every set of the ranks ace to eight (the
// five lowest of them), 0 for fewer than five.
constexpr std::array<Strength, 256> kEightLowOfRanks = [] {
    std::array<Strength, 256> t{};
    for (std::uint32_t ranks = 0; ranks < 256; ++ranks) {
        if (std::popcount(ranks) >= 5) t[ranks] = eight_low_strength(lowest_bits(ranks, 5));
    }
    return t;
}();

}  // namespace

Strength evaluate_short_deck(std::uint64_t cards) noexcept {
    const std::uint32_t p0 = suit_pattern(cards, 0), p1 = suit_pattern(cards, 1), p2 = suit_pattern(cards, 2),
                        p3 = suit_pattern(cards, 3);
    const std::uint32_t key =
        detail::kSuitRankKey[p0] + detail::kSuitRankKey[p1] + detail::kSuitRankKey[p2] + detail::kSuitRankKey[p3];
    if (key & detail::kFlushFlag) {
        // Seven cards with a flush cannot also hold a full house or quads, so
        // the flush is the best hand, as in Hold'em.
        const std::uint32_t p = std::popcount(p0) >= 5   ? p0
                                : std::popcount(p1) >= 5 ? p1
                                : std::popcount(p2) >= 5 ? p2
                                                         : p3;
        return detail::kShortDeckFlushValue[p];
    }
    return detail::kShortDeckRankValue[key + detail::kShortDeckRankOffset[key >> detail::kRankRowShift]];
}

Strength evaluate_ace_to_five(std::uint64_t cards) noexcept {
    const std::uint32_t key = rank_key_of(cards);
    return detail::kAceToFiveRankValue[key + detail::kAceToFiveRankOffset[key >> detail::kRankRowShift]];
}

Strength evaluate_eight_or_better(std::uint64_t cards) noexcept { return kEightLowOfRanks[low_ranks(cards)]; }

Strength omaha_eight_or_better_of_ranks(std::uint32_t board_ranks, std::uint32_t hole_ranks) noexcept {
    if (std::popcount(board_ranks) < 3 || std::popcount(hole_ranks) < 2) return 0;
    // For a fixed pair of hole ranks the best board triple is its three
    // lowest other ranks; the best low is the smallest over the pairs.
    std::uint32_t best = 0x100;  // above every five-rank mask
    for (std::uint32_t a = hole_ranks; a; a &= a - 1) {
        const std::uint32_t first = a & (0u - a);
        for (std::uint32_t b = a & (a - 1); b; b &= b - 1) {
            const std::uint32_t pair = first | (b & (0u - b));
            const std::uint32_t rest = board_ranks & ~pair;
            if (std::popcount(rest) >= 3) best = std::min(best, pair | lowest_bits(rest, 3));
        }
    }
    return best == 0x100 ? 0 : eight_low_strength(best);
}

Strength evaluate_omaha_eight_or_better(std::uint64_t board, std::uint64_t hole) noexcept {
    return omaha_eight_or_better_of_ranks(low_ranks(board), low_ranks(hole));
}

Strength evaluate_deuce_to_seven(std::uint64_t five) noexcept {
    return detail::kDeuceToSevenFromHigh[evaluate_mask(five)];
}

namespace {

// Badugi: each of the 15 subsets of the (up to four) cards is a badugi when
// its cards' ranks and suits are all different; its score is card count << 13
// | (8191 - its ranks with the ace as bit 0), so more cards win, then lower
// ranks. The best subset, and its score.
std::pair<Strength, std::uint64_t> best_badugi(std::uint64_t cards) noexcept {
    std::uint64_t single[4] = {};
    std::uint32_t rank_bit[4] = {}, suit_bit[4] = {};
    int n = 0;
    for (std::uint64_t c = cards; c && n < 4; c &= c - 1, ++n) {
        const int id = std::countr_zero(c);
        single[n] = c & (0 - c);
        rank_bit[n] = 1u << ((id % 13 + 1) % 13);  // ace = bit 0 .. king = bit 12
        suit_bit[n] = 1u << (id / 13);
    }
    Strength best = 0;
    std::uint64_t chosen = 0;
    for (unsigned subset = 1; subset < (1u << n); ++subset) {
        std::uint32_t ranks = 0, suits = 0;
        std::uint64_t mask = 0;
        for (int i = 0; i < n; ++i) {
            if (!(subset >> i & 1)) continue;
            ranks |= rank_bit[i];
            suits |= suit_bit[i];
            mask |= single[i];
        }
        const int k = std::popcount(subset);
        if (std::popcount(ranks) != k || std::popcount(suits) != k) continue;
        const auto s = static_cast<Strength>((static_cast<std::uint32_t>(k) << 13) | (8191u - ranks));
        if (s > best || (s == best && mask > chosen)) {
            best = s;
            chosen = mask;
        }
    }
    return {best, chosen};
}

}  // namespace

Strength evaluate_badugi(std::uint64_t cards) noexcept { return best_badugi(cards).first; }

std::uint64_t badugi_cards(std::uint64_t cards) noexcept { return best_badugi(cards).second; }

Strength evaluate_five(Ranking r, std::uint64_t five) noexcept {
    switch (r) {
        case Ranking::High:
            return evaluate_mask(five);
        case Ranking::ShortDeck:
            return evaluate_short_deck(five);
        case Ranking::EightOrBetter:
            return evaluate_eight_or_better(five);
        case Ranking::AceToFive:
            return evaluate_ace_to_five(five);
        case Ranking::DeuceToSeven:
            return evaluate_deuce_to_seven(five);
        case Ranking::Badugi:
            return evaluate_badugi(five);
        case Ranking::None:
            break;
    }
    return 0;
}

Strength evaluate_game(std::uint64_t board, std::uint64_t hole, Game g) noexcept {
    switch (g) {
        case Game::Holdem:
        case Game::Stud:
        case Game::StudHiLo:
            return evaluate_mask(board | hole);
        case Game::Omaha4:
        case Game::Omaha5:
        case Game::Omaha6:
        case Game::OmahaHiLo4:
        case Game::OmahaHiLo5:
            return evaluate_omaha(board, hole);
        case Game::ShortDeck:
            return evaluate_short_deck(board | hole);
        case Game::Razz:
            return evaluate_ace_to_five(hole);
        case Game::Lowball27:
            return evaluate_deuce_to_seven(hole);
        case Game::Badugi:
            return evaluate_badugi(hole);
    }
    return 0;
}

namespace {

template <class Evaluate>
void each_hand(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out, std::size_t n,
               Evaluate evaluate) noexcept {
    for (std::size_t i = 0; i < n; ++i) out[i] = evaluate(boards[i], holes[i]);
}

}  // namespace

void evaluate_hands_many(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out, std::size_t n,
                         Game g) noexcept {
    // One loop per ranking, so that each evaluator is inlined into its loop.
    switch (game_rules(g).high) {
        case Ranking::High:
            if (game_rules(g).hole_used == 2) {
                evaluate_omaha_many(boards, holes, out, n);
            } else {
                // The cards of each hand in one mask, a block at a time, for
                // evaluate_many's faster loop.
                std::uint64_t block[256];
                for (std::size_t i = 0; i < n; i += 256) {
                    const std::size_t m = std::min<std::size_t>(256, n - i);
                    for (std::size_t k = 0; k < m; ++k) block[k] = boards[i + k] | holes[i + k];
                    evaluate_many(block, out + i, m);
                }
            }
            return;
        case Ranking::ShortDeck:
            each_hand(boards, holes, out, n,
                      [](std::uint64_t b, std::uint64_t h) { return evaluate_short_deck(b | h); });
            return;
        case Ranking::AceToFive:
            each_hand(boards, holes, out, n, [](std::uint64_t, std::uint64_t h) { return evaluate_ace_to_five(h); });
            return;
        default:
            each_hand(boards, holes, out, n, [g](std::uint64_t b, std::uint64_t h) { return evaluate_game(b, h, g); });
            return;
    }
}

void evaluate_lows_many(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out, std::size_t n,
                        Game g) noexcept {
    if (game_rules(g).hole_used == 2) {
        each_hand(boards, holes, out, n,
                  [](std::uint64_t b, std::uint64_t h) { return evaluate_omaha_eight_or_better(b, h); });
    } else {
        each_hand(boards, holes, out, n, [g](std::uint64_t b, std::uint64_t h) { return evaluate_game_low(b, h, g); });
    }
}

Strength evaluate_game_low(std::uint64_t board, std::uint64_t hole, Game g) noexcept {
    switch (g) {
        case Game::OmahaHiLo4:
        case Game::OmahaHiLo5:
            return evaluate_omaha_eight_or_better(board, hole);
        case Game::StudHiLo:
            return evaluate_eight_or_better(hole);
        default:
            return 0;
    }
}

}  // namespace xiapl
