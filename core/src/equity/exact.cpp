// Exact equity by rank multisets with a flush correction.
//
// Suits matter only through flushes. So the boards still to come are first
// grouped by the multiset of their ranks alone: every board with the same
// ranks gives every player the same non-flush hand, and the number of boards
// with given ranks is a product of binomials (the rank pass: at most 6,175
// classes for a full board, against 1.7 million boards).
//
// That count is wrong only for boards that give somebody a flush. A flush
// needs three or more board cards of one suit s, and a five-card board has at
// most one such suit; so those boards are enumerated separately (the flush
// pass): for each suit s, each set S of suit-s cards dealt (|S| large enough
// for somebody to flush), and each multiset of the other cards' ranks (their
// suits cannot matter: no other suit reaches three). For each such class the
// outcome with flushes is counted and the rank pass's outcome for the same
// boards is taken back. Counters are unsigned and wrap, so the take-backs
// cancel exactly.
//
// Hold'em: a seven-card hand with a flush is never better than its flush
// (the five suited cards leave two cards, too few for a full house or
// quads), so a flushing player's strength is the flush's, the same for every
// multiset of the other cards. Omaha: a player flushes with two suited hole
// cards and three suited board cards; the best hand is the better of that
// flush and the non-flush best, which can be a full house or quads.
//
// docs/equity.md works an example and gives the counts.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "internal.hpp"
#include "xiapl/games.hpp"

namespace xiapl::equity {
namespace {

constexpr int kRanks = 13;
constexpr std::uint32_t kPattern = 0x1FFF;

inline std::uint32_t suit_pattern(CardMask cards, int suit) {
    return static_cast<std::uint32_t>(cards >> (13 * suit)) & kPattern;
}

// The rank key of a 13-bit pattern (its ranks, one each).
inline std::uint32_t pattern_key(std::uint32_t pattern) { return detail::kSuitRankKey[pattern] & ~detail::kFlushFlag; }

std::uint32_t mask_rank_key(CardMask cards) {
    std::uint32_t key = 0;
    for (int s = 0; s < 4; ++s) key += pattern_key(suit_pattern(cards, s));
    return key;
}

// A class of dealt cards by rank: the rank key of the ranks, how many
// actual card sets have them, and the ranks (for Omaha).
struct RankClass {
    std::uint32_t key = 0;
    std::uint64_t weight = 0;
    std::array<std::uint8_t, 5> ranks{};
};

// C(n, m) for n <= 4 (cards of one rank), m <= 5.
constexpr std::uint8_t kSmallChoose[5][6] = {
    {1, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0}, {1, 2, 1, 0, 0, 0}, {1, 3, 3, 1, 0, 0}, {1, 4, 6, 4, 1, 0},
};

struct ClassWalk {
    const std::array<int, kRanks>& cap;
    std::vector<RankClass>& out;
    RankClass current;
    std::array<int, kRanks + 1> room{};  // room[r]: cards of ranks r..12

    void walk(int rank, int left, int depth) {
        if (left == 0) {
            out.push_back(current);
            return;
        }
        if (room[static_cast<std::size_t>(rank)] < left) return;
        const RankClass saved = current;
        const int most = std::min(left, cap[static_cast<std::size_t>(rank)]);
        for (int m = 0; m <= most; ++m) {
            current.weight = saved.weight * kSmallChoose[cap[static_cast<std::size_t>(rank)]][m];
            walk(rank + 1, left - m, depth + m);
            current.key += detail::kRankKey[static_cast<std::size_t>(rank)];
            current.ranks[static_cast<std::size_t>(std::min(depth + m, 4))] = static_cast<std::uint8_t>(rank);
        }
        current = saved;
    }
};

// Every multiset of `size` ranks with at most cap[r] of rank r, with its
// number of card sets.
void rank_classes(const std::array<int, kRanks>& cap, int size, std::vector<RankClass>& out) {
    out.clear();
    out.reserve(static_cast<std::size_t>(choose(size + kRanks - 1, size)));  // multisets of `size` ranks, at most
    ClassWalk walker{cap, out, RankClass{0, 1, {}}, {}};
    for (int r = kRanks - 1; r >= 0; --r) {
        walker.room[static_cast<std::size_t>(r)] =
            walker.room[static_cast<std::size_t>(r) + 1] + cap[static_cast<std::size_t>(r)];
    }
    walker.walk(0, size, 0);
}

// The ranks present in each rank slot of the deck: cap[r] cards of rank r.
std::array<int, kRanks> rank_caps(CardMask deck) {
    std::array<int, kRanks> cap{};
    for (int s = 0; s < 4; ++s) {
        const std::uint32_t p = suit_pattern(deck, s);
        for (int r = 0; r < kRanks; ++r) cap[static_cast<std::size_t>(r)] += (p >> r) & 1;
    }
    return cap;
}

// Outcome counters for N players known at compile time (N = 0: any number).
// A showdown's outcome is the set of players holding the best hand, so the
// counters are indexed by that set as a bit mask: one add per deal class, no
// unpredictable branches. correct(real, rank, w) moves w deals from the
// outcome of `rank` to the outcome of `real` (the flush pass), and does
// nothing when the two agree.
template <int N>
struct Counts {
    static_assert(N >= 2 && N <= 8);
    std::array<std::uint64_t, (1u << N)> by_winners{};

    Counts(int, bool) {}

    static unsigned winners(const Strength* s) {
        Strength best = s[0];
        for (int p = 1; p < N; ++p) best = std::max(best, s[p]);
        unsigned mask = 0;
        for (int p = 0; p < N; ++p) mask |= unsigned{s[p] == best} << p;
        return mask;
    }

    void record(const Strength* s, std::uint64_t weight) { by_winners[winners(s)] += weight; }

    void correct(const Strength* real, const Strength* rank, std::uint64_t weight) {
        const unsigned a = winners(real), b = winners(rank);
        by_winners[a] += weight;
        by_winners[b] -= weight;
    }

    void into(Tally& tally) const {
        for (unsigned mask = 1; mask < by_winners.size(); ++mask) {
            const std::uint64_t w = by_winners[mask];
            const int count = std::popcount(mask);
            tally.trials += w;
            if (count == 1) {
                tally.win[static_cast<std::size_t>(std::countr_zero(mask))] += w;
                continue;
            }
            tally.chop += w;
            for (int p = 0; p < N; ++p) {
                if (mask >> p & 1) tally.tie_at(p, count) += w;
            }
        }
    }
};

// Any number of players, and the breakdown by category.
template <>
struct Counts<0> {
    Tally tally;
    Counts(int players, bool breakdown) : tally(players, breakdown) {}
    void record(const Strength* s, std::uint64_t weight) { tally.record(s, weight); }
    void correct(const Strength* real, const Strength* rank, std::uint64_t weight) {
        tally.record(real, weight);
        tally.record(rank, 0 - weight);
    }
    void into(Tally& out) const { out.add(tally); }
};

// Hi/lo counters: a deal's outcome is the pair (players with the best high,
// players with the best qualifying low; none when no low qualifies), both as
// bit masks. Converted to Tally::split at the end.
template <int N>
struct SplitCounts {
    static_assert(N >= 2 && N <= 4);
    std::array<std::uint64_t, (1u << (2 * N))> by_outcome{};

    SplitCounts(int, bool) {}

    static unsigned outcome(const Strength* high, const Strength* low) {
        Strength best_high = high[0], best_low = low[0];
        for (int p = 1; p < N; ++p) {
            best_high = std::max(best_high, high[p]);
            best_low = std::max(best_low, low[p]);
        }
        unsigned high_mask = 0, low_mask = 0;
        for (int p = 0; p < N; ++p) {
            high_mask |= unsigned{high[p] == best_high} << p;
            low_mask |= unsigned{best_low != 0 && low[p] == best_low} << p;
        }
        return high_mask << N | low_mask;
    }

    void record(const Strength* high, const Strength* low, std::uint64_t weight) {
        by_outcome[outcome(high, low)] += weight;
    }

    void correct(const Strength* real, const Strength* rank, const Strength* low, std::uint64_t weight) {
        by_outcome[outcome(real, low)] += weight;
        by_outcome[outcome(rank, low)] -= weight;
    }

    void into(Tally& tally) const {
        tally.split.assign(split_index(N, N, 0, 0), 0);
        for (unsigned o = 0; o < by_outcome.size(); ++o) {
            const std::uint64_t w = by_outcome[o];
            if (w == 0) continue;
            const unsigned high_mask = o >> N, low_mask = o & ((1u << N) - 1);
            const int high_ways = std::popcount(high_mask), low_ways = std::popcount(low_mask);
            tally.trials += w;
            for (int p = 0; p < N; ++p) {
                const int h = (high_mask >> p & 1) ? high_ways : 0;
                const int l = low_mask == 0 ? N + 1 : ((low_mask >> p & 1) ? low_ways : 0);
                tally.split[split_index(N, p, h, l)] += w;
            }
        }
    }
};

// ---------------------------------------------------------------------------
// Hold'em.

template <int N>
Tally holdem_exact(const Deal& deal, bool breakdown) {
    const int n = N ? N : static_cast<int>(deal.holes.size());
    const int k = deal.to_come;
    Counts<N> counts(n, breakdown);
    std::array<std::uint32_t, 32> base{};
    const std::uint32_t board_key = mask_rank_key(deal.board);
    for (int p = 0; p < n; ++p)
        base[static_cast<std::size_t>(p)] = board_key + mask_rank_key(deal.holes[static_cast<std::size_t>(p)]);
    std::array<Strength, 32> rank{}, real{}, flush{};
    std::uint64_t classes = 0;

    // Rank pass.
    const std::array<int, kRanks> cap = rank_caps(deal.deck);
    std::vector<RankClass> list;
    rank_classes(cap, k, list);
    for (const RankClass& c : list) {
        for (int p = 0; p < n; ++p)
            rank[static_cast<std::size_t>(p)] = detail::rank_strength(base[static_cast<std::size_t>(p)] + c.key);
        counts.record(rank.data(), c.weight);
    }
    classes += list.size();

    // Flush pass.
    std::array<std::vector<RankClass>, 6> others;  // by the number of cards of other suits
    std::array<std::uint32_t, 32> hole_pattern{};
    std::array<int, 32> hole_count{};
    for (int s = 0; s < 4; ++s) {
        const std::uint32_t left = suit_pattern(deal.deck, s);
        const std::uint32_t known = suit_pattern(deal.board, s);
        const int on_board = std::popcount(known);
        int most = 0;
        for (int p = 0; p < n; ++p) {
            hole_pattern[static_cast<std::size_t>(p)] = suit_pattern(deal.holes[static_cast<std::size_t>(p)], s);
            hole_count[static_cast<std::size_t>(p)] = std::popcount(hole_pattern[static_cast<std::size_t>(p)]);
            most = std::max(most, hole_count[static_cast<std::size_t>(p)]);
        }
        const int j_min = std::max({0, 3 - on_board, 5 - on_board - most});
        const int j_max = std::min(k, std::popcount(left));
        if (j_min > j_max) continue;
        std::array<int, kRanks> other_cap = cap;
        for (int r = 0; r < kRanks; ++r) other_cap[static_cast<std::size_t>(r)] -= (left >> r) & 1;
        for (int j = j_min; j <= j_max; ++j) rank_classes(other_cap, k - j, others[static_cast<std::size_t>(k - j)]);

        // Every subset of the suit's cards left, keeping the sizes in range.
        for (std::uint32_t dealt = left;; dealt = (dealt - 1) & left) {
            const int j = std::popcount(dealt);
            if (j >= j_min && j <= j_max) {
                const std::uint32_t board_suit = known | dealt;
                const int board_count = on_board + j;
                const std::uint32_t dealt_key = pattern_key(dealt);
                for (int p = 0; p < n; ++p) {
                    flush[static_cast<std::size_t>(p)] =
                        board_count + hole_count[static_cast<std::size_t>(p)] >= 5
                            ? detail::flush_strength(board_suit | hole_pattern[static_cast<std::size_t>(p)])
                            : Strength{0};
                }
                const std::vector<RankClass>& rest = others[static_cast<std::size_t>(k - j)];
                for (const RankClass& c : rest) {
                    for (int p = 0; p < n; ++p) {
                        const auto i = static_cast<std::size_t>(p);
                        rank[i] = detail::rank_strength(base[i] + dealt_key + c.key);
                        real[i] = flush[i] ? flush[i] : rank[i];
                    }
                    counts.correct(real.data(), rank.data(), c.weight);
                }
                classes += rest.size();
            }
            if (dealt == 0) break;
        }
    }
    Tally tally(n, breakdown);
    counts.into(tally);
    tally.evaluated = classes;
    return tally;
}

// The breakdown takes the general counters (Counts<0>).
Tally holdem_exact(const Deal& deal, bool breakdown) {
    if (breakdown) return holdem_exact<0>(deal, true);
    switch (deal.holes.size()) {
        case 2:
            return holdem_exact<2>(deal, false);
        case 3:
            return holdem_exact<3>(deal, false);
        case 4:
            return holdem_exact<4>(deal, false);
        case 5:
            return holdem_exact<5>(deal, false);
        case 6:
            return holdem_exact<6>(deal, false);
        default:
            return holdem_exact<0>(deal, false);
    }
}

// ---------------------------------------------------------------------------
// Omaha.

// The best flush of two cards of hole pattern `hole` and three of board
// pattern `board` (one suit); 0 when there are too few of either.
Strength omaha_flush(std::uint32_t hole, std::uint32_t board) {
    if (std::popcount(hole) < 2 || std::popcount(board) < 3) return 0;
    std::uint32_t h[6], b[5];
    int nh = 0, nb = 0;
    for (std::uint32_t x = hole; x && nh < 6; x &= x - 1) h[nh++] = x & (0u - x);
    for (std::uint32_t x = board; x && nb < 5; x &= x - 1) b[nb++] = x & (0u - x);
    Strength best = 0;
    for (int i = 0; i < nh; ++i)
        for (int j = i + 1; j < nh; ++j)
            for (int x = 0; x < nb; ++x)
                for (int y = x + 1; y < nb; ++y)
                    for (int z = y + 1; z < nb; ++z)
                        best = std::max(best, detail::flush_strength(h[i] | h[j] | b[x] | b[y] | b[z]));
    return best;
}

// Open addressing: rank key of the dealt cards -> rank class index.
class ClassIndex {
  public:
    explicit ClassIndex(std::size_t count) {
        std::size_t size = 16;
        while (size < 2 * count) size *= 2;
        keys_.assign(size, kEmpty);
        values_.assign(size, 0);
    }
    void insert(std::uint32_t key, std::uint32_t value) {
        std::size_t i = slot(key);
        while (keys_[i] != kEmpty) i = (i + 1) & (keys_.size() - 1);
        keys_[i] = key;
        values_[i] = value;
    }
    std::uint32_t find(std::uint32_t key) const {
        std::size_t i = slot(key);
        while (keys_[i] != key) i = (i + 1) & (keys_.size() - 1);
        return values_[i];
    }

  private:
    static constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
    std::size_t slot(std::uint32_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B1u) >> 7) & (keys_.size() - 1);
    }
    std::vector<std::uint32_t> keys_;
    std::vector<std::uint32_t> values_;
};

// The ranks ace to eight as the eight-or-better low reads them: ace = bit 0,
// deuce = bit 1 .. eight = bit 7; other ranks none. Indexed by rank 0..12.
constexpr std::array<std::uint32_t, kRanks> kLowBit = {2, 4, 8, 16, 32, 64, 128, 0, 0, 0, 0, 0, 1};

// kHiLo: Omaha hi/lo. The low half depends on the ranks alone, so every board
// of a rank class has the same low for every player, and the flush pass only
// moves deals between high outcomes with that low held fixed.
template <int N, bool kHiLo = false>
Tally omaha_exact(const Deal& deal, bool breakdown) {
    const int n = N ? N : static_cast<int>(deal.holes.size());
    const int k = deal.to_come;
    std::conditional_t<kHiLo, SplitCounts<N>, Counts<N>> counts(n, breakdown);
    std::uint64_t classes = 0;
    std::vector<std::uint32_t> hole_low(static_cast<std::size_t>(n));
    if constexpr (kHiLo) {
        for (int p = 0; p < n; ++p) {
            for (CardId id : ids_of(deal.holes[static_cast<std::size_t>(p)])) {
                hole_low[static_cast<std::size_t>(p)] |= kLowBit[static_cast<std::size_t>(rank_of(id) - 2)];
            }
        }
    }

    // Each player's hole pairs as rank keys.
    std::vector<std::vector<std::uint32_t>> pairs(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
        const std::vector<CardId> ids = ids_of(deal.holes[static_cast<std::size_t>(p)]);
        for (std::size_t a = 0; a < ids.size(); ++a)
            for (std::size_t b = a + 1; b < ids.size(); ++b)
                pairs[static_cast<std::size_t>(p)].push_back(
                    detail::kRankKey[static_cast<std::size_t>(rank_of(ids[a]) - 2)] +
                    detail::kRankKey[static_cast<std::size_t>(rank_of(ids[b]) - 2)]);
    }
    std::array<std::uint8_t, 5> board_ranks{};
    int known = 0;
    for (CardId id : ids_of(deal.board))
        board_ranks[static_cast<std::size_t>(known++)] = static_cast<std::uint8_t>(rank_of(id) - 2);

    // Rank pass: every player's non-flush strength per class, kept for the
    // flush pass.
    const std::array<int, kRanks> cap = rank_caps(deal.deck);
    std::vector<RankClass> list;
    rank_classes(cap, k, list);
    ClassIndex index(list.size());
    std::vector<Strength> memo(list.size() * static_cast<std::size_t>(n));
    std::vector<Strength> low_memo(kHiLo ? memo.size() : 0);
    std::uint32_t triples[10];
    for (std::size_t c = 0; c < list.size(); ++c) {
        std::array<std::uint8_t, 5> ranks = board_ranks;
        for (int i = 0; i < k; ++i)
            ranks[static_cast<std::size_t>(known + i)] = list[c].ranks[static_cast<std::size_t>(i)];
        int t = 0;
        for (int a = 0; a < 5; ++a)
            for (int b = a + 1; b < 5; ++b)
                for (int d = b + 1; d < 5; ++d)
                    triples[t++] = detail::kRankKey[ranks[static_cast<std::size_t>(a)]] +
                                   detail::kRankKey[ranks[static_cast<std::size_t>(b)]] +
                                   detail::kRankKey[ranks[static_cast<std::size_t>(d)]];
        Strength* row = memo.data() + c * static_cast<std::size_t>(n);
        for (int p = 0; p < n; ++p) {
            std::uint32_t best = 0;
            for (std::uint32_t pair : pairs[static_cast<std::size_t>(p)])
                for (int i = 0; i < 10; ++i)
                    best = std::max<std::uint32_t>(best, detail::rank_strength(pair + triples[i]));
            row[p] = static_cast<Strength>(best);
        }
        index.insert(list[c].key, static_cast<std::uint32_t>(c));
        if constexpr (kHiLo) {
            std::uint32_t board_low = 0;
            for (int i = 0; i < 5; ++i) board_low |= kLowBit[ranks[static_cast<std::size_t>(i)]];
            Strength* low_row = low_memo.data() + c * static_cast<std::size_t>(n);
            for (int p = 0; p < n; ++p) {
                low_row[p] = omaha_eight_or_better_of_ranks(board_low, hole_low[static_cast<std::size_t>(p)]);
            }
            counts.record(row, low_row, list[c].weight);
        } else {
            counts.record(row, list[c].weight);
        }
    }
    classes += list.size();

    // Flush pass.
    std::array<std::vector<RankClass>, 6> others;
    std::vector<Strength> flush(static_cast<std::size_t>(n)), real(static_cast<std::size_t>(n));
    for (int s = 0; s < 4; ++s) {
        const std::uint32_t left = suit_pattern(deal.deck, s);
        const std::uint32_t on_board = suit_pattern(deal.board, s);
        bool someone = false;
        for (int p = 0; p < n; ++p)
            someone |= std::popcount(suit_pattern(deal.holes[static_cast<std::size_t>(p)], s)) >= 2;
        const int j_min = std::max(0, 3 - std::popcount(on_board));
        const int j_max = std::min(k, std::popcount(left));
        if (!someone || j_min > j_max) continue;
        std::array<int, kRanks> other_cap = cap;
        for (int r = 0; r < kRanks; ++r) other_cap[static_cast<std::size_t>(r)] -= (left >> r) & 1;
        for (int j = j_min; j <= j_max; ++j) rank_classes(other_cap, k - j, others[static_cast<std::size_t>(k - j)]);

        for (std::uint32_t dealt = left;; dealt = (dealt - 1) & left) {
            const int j = std::popcount(dealt);
            if (j >= j_min && j <= j_max) {
                const std::uint32_t board_suit = on_board | dealt;
                bool any = false;
                for (int p = 0; p < n; ++p) {
                    flush[static_cast<std::size_t>(p)] =
                        omaha_flush(suit_pattern(deal.holes[static_cast<std::size_t>(p)], s), board_suit);
                    any |= flush[static_cast<std::size_t>(p)] != 0;
                }
                if (any) {
                    const std::uint32_t dealt_key = pattern_key(dealt);
                    const std::vector<RankClass>& rest = others[static_cast<std::size_t>(k - j)];
                    for (const RankClass& c : rest) {
                        const std::size_t at =
                            static_cast<std::size_t>(index.find(dealt_key + c.key)) * static_cast<std::size_t>(n);
                        const Strength* row = memo.data() + at;
                        bool differs = false;
                        for (int p = 0; p < n; ++p) {
                            real[static_cast<std::size_t>(p)] = std::max(row[p], flush[static_cast<std::size_t>(p)]);
                            differs |= real[static_cast<std::size_t>(p)] != row[p];
                        }
                        if (!differs) continue;
                        if constexpr (kHiLo) {
                            counts.correct(real.data(), row, low_memo.data() + at, c.weight);
                        } else {
                            counts.correct(real.data(), row, c.weight);
                        }
                    }
                    classes += rest.size();
                }
            }
            if (dealt == 0) break;
        }
    }
    Tally tally(n, breakdown);
    counts.into(tally);
    tally.evaluated = classes;
    return tally;
}

Tally omaha_exact(const Deal& deal, bool breakdown) {
    if (breakdown) return omaha_exact<0>(deal, true);
    switch (deal.holes.size()) {
        case 2:
            return omaha_exact<2>(deal, false);
        case 3:
            return omaha_exact<3>(deal, false);
        case 4:
            return omaha_exact<4>(deal, false);
        default:
            return omaha_exact<0>(deal, false);
    }
}

}  // namespace

bool omaha_hilo_exact_covers(const Deal& deal) {
    return deal.to_come >= 2 && deal.holes.size() >= 2 && deal.holes.size() <= 4;
}

Tally omaha_hilo_exact_tally(const Deal& deal) {
    switch (deal.holes.size()) {
        case 2:
            return omaha_exact<2, true>(deal, false);
        case 3:
            return omaha_exact<3, true>(deal, false);
        default:
            return omaha_exact<4, true>(deal, false);
    }
}

Tally exact_tally(const Deal& deal, bool breakdown) {
    if (deal.to_come <= 1) return brute_force_tally(deal, breakdown);
    return deal.game == Game::Holdem ? holdem_exact(deal, breakdown) : omaha_exact(deal, breakdown);
}

}  // namespace xiapl::equity
