// Suit canonicalization: see xiapl/canon.hpp and docs/canonicalization.md.
#include "xiapl/canon.hpp"

#include <algorithm>
#include <bit>

#include "xiapl/error.hpp"

namespace xiapl {
namespace {

constexpr std::uint64_t kPatternMask = 0x1FFF;

constexpr std::uint64_t pattern(CardMask cards, int suit) { return (cards >> (13 * suit)) & kPatternMask; }

// Orbit size from the equalities between neighbouring sorted keys (bit s set
// when the keys of suits s and s + 1 are equal): 24 / prod(run length!).
constexpr std::uint32_t kOrbitByTies[8] = {
    24,  // 1+1+1+1
    12,  // 2+1+1
    12,  // 1+2+1
    4,   // 3+1
    12,  // 1+1+2
    6,   // 2+2
    4,   // 1+3
    1,   // 4
};

constexpr unsigned kAllTied = 7;

// Sorts four keys into non-increasing order: a five-comparator network whose
// exchanges are arithmetic, not branches (random inputs would mispredict).
inline void order(std::uint64_t& hi, std::uint64_t& lo) {
    const std::uint64_t swap = (hi ^ lo) & (std::uint64_t{0} - std::uint64_t{hi < lo});
    hi ^= swap;
    lo ^= swap;
}

inline void sort_descending(std::uint64_t& a, std::uint64_t& b, std::uint64_t& c, std::uint64_t& d) {
    order(a, b);
    order(c, d);
    order(a, c);
    order(b, d);
    order(b, c);
}

inline unsigned equal_neighbours(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
    return unsigned{a == b} | unsigned{b == c} << 1 | unsigned{c == d} << 2;
}

// Which neighbouring suits of a mask hold the same rank pattern.
inline unsigned tied_suits(CardMask cards) {
    return equal_neighbours(pattern(cards, 0), pattern(cards, 1), pattern(cards, 2), pattern(cards, 3));
}

// Is `cards` canonical relative to a context whose suits s, s + 1 are
// interchangeable for each bit s of `ties`: within each such run the patterns
// must not increase. Sets *equal to the ties the cards keep.
inline bool canonical_within(CardMask cards, unsigned ties, unsigned* equal) {
    unsigned eq = 0;
    for (int s = 0; s < 3; ++s) {
        if (!(ties >> s & 1u)) continue;
        const std::uint64_t upper = pattern(cards, s);
        const std::uint64_t lower = pattern(cards, s + 1);
        if (upper < lower) return false;
        eq |= unsigned{upper == lower} << s;
    }
    *equal = eq;
    return true;
}

std::string count_text(int count) { return std::to_string(count) + (count == 1 ? " card" : " cards"); }

void check_board_count(CardMask board) {
    const int n = std::popcount(board);
    if (n < 3 || n > 5) {
        fail(ErrorKind::InvalidArgument, "board " + (n ? mask_name(board) + " " : std::string()) + "has " +
                                             count_text(n) + "; a board has 3 (flop), 4 (turn) or 5 (river) cards");
    }
}

void check_hand_count(CardMask hand, std::string_view what) {
    const int n = std::popcount(hand);
    if (n != 2 && (n < 4 || n > 6)) {
        fail(ErrorKind::InvalidArgument, std::string(what) + " " + (n ? mask_name(hand) + " " : std::string()) +
                                             "has " + count_text(n) +
                                             "; hole cards are 2 (Hold'em) or 4, 5 or 6 (Omaha) cards");
    }
}

}  // namespace

const std::array<SuitPermutation, kSuitPermutationCount>& suit_permutations() {
    static const auto table = [] {
        std::array<SuitPermutation, kSuitPermutationCount> all{};
        SuitPermutation p{0, 1, 2, 3};
        for (auto& slot : all) {
            slot = p;
            std::next_permutation(p.begin(), p.end());
        }
        return all;
    }();
    return table;
}

CardMask relabel_suits(CardMask cards, const SuitPermutation& to) noexcept {
    CardMask out = 0;
    for (int s = 0; s < kSuitCount; ++s) out |= pattern(cards, s) << (13 * to[static_cast<std::size_t>(s)]);
    return out;
}

CanonicalCards canonical_cards(CardMask cards) noexcept {
    std::uint64_t k0 = pattern(cards, 0), k1 = pattern(cards, 1), k2 = pattern(cards, 2), k3 = pattern(cards, 3);
    sort_descending(k0, k1, k2, k3);
    return {k0 | k1 << 13 | k2 << 26 | k3 << 39, kOrbitByTies[equal_neighbours(k0, k1, k2, k3)]};
}

CanonicalSituation canonical_situation(CardMask hero, CardMask board) noexcept {
    auto key = [&](int s) { return pattern(board, s) << 13 | pattern(hero, s); };
    std::uint64_t k0 = key(0), k1 = key(1), k2 = key(2), k3 = key(3);
    sort_descending(k0, k1, k2, k3);
    const CardMask out_board = (k0 >> 13) | (k1 >> 13) << 13 | (k2 >> 13) << 26 | (k3 >> 13) << 39;
    const CardMask out_hero =
        (k0 & kPatternMask) | (k1 & kPatternMask) << 13 | (k2 & kPatternMask) << 26 | (k3 & kPatternMask) << 39;
    return {out_hero, out_board, kOrbitByTies[equal_neighbours(k0, k1, k2, k3)]};
}

CanonicalCards canonicalize_board(CardMask board) {
    check_mask(board, "board");
    check_board_count(board);
    return canonical_cards(board);
}

CanonicalCards canonicalize_hand(CardMask hand) {
    check_mask(hand, "hand");
    check_hand_count(hand, "hand");
    return canonical_cards(hand);
}

CanonicalSituation canonicalize_hero_and_board(CardMask hero, CardMask board) {
    check_mask(hero, "hero");
    check_mask(board, "board");
    check_hand_count(hero, "hero hand");
    check_board_count(board);
    if (hero & board) {
        fail(ErrorKind::InvalidArgument, "hero " + mask_name(hero) + " and board " + mask_name(board) + " share " +
                                             mask_name(hero & board) +
                                             "; a card is either in the hero's hand or on the board");
    }
    return canonical_situation(hero, board);
}

CanonicalSituation top_rank_hero_and_board(CardMask hero, CardMask board) {
    check_mask(hero, "hero");
    check_mask(board, "board");
    if (hero != 0) check_hand_count(hero, "hero hand");
    check_board_count(board);
    if (hero & board) {
        fail(ErrorKind::InvalidArgument, "hero " + mask_name(hero) + " and board " + mask_name(board) + " share " +
                                             mask_name(hero & board) +
                                             "; a card is either in the hero's hand or on the board");
    }
    // Suits take the labels 0, 1, 2, ... in the order they first appear along
    // the board's cards, then the hero's, each sorted by rank descending and
    // suit ascending; a suit in neither keeps its place after them.
    SuitPermutation to{};
    std::uint8_t next = 0;
    std::array<bool, kSuitCount> seen{};
    auto visit = [&](CardMask cards) {
        for (int rank = 14; rank >= 2; --rank) {
            for (int suit = 0; suit < kSuitCount; ++suit) {
                const auto s = static_cast<std::size_t>(suit);
                if (!seen[s] && (cards >> (13 * suit + rank - 2) & 1u)) {
                    seen[s] = true;
                    to[s] = next++;
                }
            }
        }
    };
    visit(board);
    visit(hero);
    for (std::size_t s = 0; s < seen.size(); ++s)
        if (!seen[s]) to[s] = next++;
    return {relabel_suits(hero, to), relabel_suits(board, to), canonical_situation(hero, board).orbit_size};
}

std::string holdem_hand_class(CardMask hand) {
    check_mask(hand, "hand");
    const int n = std::popcount(hand);
    if (n != 2) {
        fail(ErrorKind::InvalidArgument, "hand " + (n ? mask_name(hand) + " " : std::string()) + "has " +
                                             count_text(n) +
                                             "; the 169 starting-hand classes are for Hold'em hole cards "
                                             "(exactly 2 cards)");
    }
    static constexpr char kRanks[] = "23456789TJQKA";
    const CardId low = std::countr_zero(hand);
    const CardId high = 63 - std::countl_zero(hand);
    int r1 = rank_of(low), r2 = rank_of(high);
    if (r1 < r2) std::swap(r1, r2);
    std::string label{kRanks[r1 - 2], kRanks[r2 - 2]};
    if (r1 != r2) label += suit_of(low) == suit_of(high) ? 's' : 'o';
    return label;
}

void check_canonical_sizes(int hero_size, int board_size) {
    if (hero_size != 0 && hero_size != 2 && (hero_size < 4 || hero_size > 6)) {
        fail(ErrorKind::InvalidArgument, "hero_size " + std::to_string(hero_size) +
                                             " is not supported; use 2 (Hold'em), 4, 5 or 6 (Omaha), or 0 "
                                             "for boards alone");
    }
    if (board_size != 0 && (board_size < 3 || board_size > 5)) {
        fail(ErrorKind::InvalidArgument, "board_size " + std::to_string(board_size) +
                                             " is not supported; use 3 (flop), 4 (turn) or 5 (river), or 0 "
                                             "for hands alone");
    }
    if (hero_size == 0 && board_size == 0) {
        fail(ErrorKind::InvalidArgument,
             "hero_size and board_size are both 0; give a hand size (2, 4, 5, 6), a board size (3, 4, 5) or both");
    }
}

// Burnside: the number of orbits is the average over the 24 relabellings of
// the number of situations each one fixes. A relabelling with suit cycles of
// lengths l_1..l_m splits the four cards of every rank into cycles of the
// same lengths; a fixed situation takes each such card cycle whole into the
// hero's hand, onto the board or neither. So with
//     P(x, y) = prod_i (1 + x^l_i + y^l_i),
// it fixes [x^hero_size y^board_size] P(x, y)^13 situations.
std::uint64_t count_canonical(int hero_size, int board_size) {
    check_canonical_sizes(hero_size, board_size);
    struct CycleType {
        int lengths[4];
        int cycles;
        std::uint64_t how_many;  // relabellings of this type
    };
    static constexpr CycleType kTypes[] = {
        {{1, 1, 1, 1}, 4, 1}, {{2, 1, 1, 0}, 3, 6}, {{2, 2, 0, 0}, 2, 3}, {{3, 1, 0, 0}, 2, 8}, {{4, 0, 0, 0}, 1, 6},
    };
    constexpr int kMax = 7;  // degrees 0..6 in each variable
    using Poly = std::array<std::array<std::uint64_t, kMax>, kMax>;
    auto multiply = [&](const Poly& a, const Poly& b) {
        Poly c{};
        for (int i = 0; i <= hero_size; ++i)
            for (int j = 0; j <= board_size; ++j) {
                if (!a[i][j]) continue;
                for (int k = 0; i + k <= hero_size; ++k)
                    for (int l = 0; j + l <= board_size; ++l) c[i + k][j + l] += a[i][j] * b[k][l];
            }
        return c;
    };
    std::uint64_t fixed_total = 0;
    for (const auto& type : kTypes) {
        Poly per_rank{};
        per_rank[0][0] = 1;
        for (int c = 0; c < type.cycles; ++c) {
            Poly factor{};
            const int l = type.lengths[c];
            factor[0][0] = 1;
            if (l <= hero_size) factor[l][0] += 1;
            if (l <= board_size) factor[0][l] += 1;
            per_rank = multiply(per_rank, factor);
        }
        Poly all{};
        all[0][0] = 1;
        for (int rank = 0; rank < 13; ++rank) all = multiply(all, per_rank);
        fixed_total += type.how_many * all[hero_size][board_size];
    }
    return fixed_total / kSuitPermutationCount;
}

std::uint64_t count_raw(int hero_size, int board_size) {
    check_canonical_sizes(hero_size, board_size);
    return choose(kDeckSize, hero_size) * choose(kDeckSize - hero_size, board_size);
}

namespace {

// Every board of the size, ascending (Gosper's next-combination), kept when
// its suit patterns do not increase from clubs to spades.
std::vector<CardMask> build_canonical_boards(int board_size) {
    std::vector<CardMask> boards;
    boards.reserve(static_cast<std::size_t>(count_canonical(0, board_size)));
    CardMask x = (CardMask{1} << board_size) - 1;
    unsigned unused;
    while (x <= kFullDeck) {
        if (canonical_within(x, kAllTied, &unused)) boards.push_back(x);
        const CardMask lowest = x & (~x + 1);
        const CardMask ripple = x + lowest;
        x = (((ripple ^ x) >> 2) / lowest) | ripple;
    }
    return boards;
}

const std::vector<CardMask> kNoBoard{0};

}  // namespace

const std::vector<CardMask>& canonical_boards(int board_size) {
    switch (board_size) {
        case 3: {
            static const auto flops = build_canonical_boards(3);
            return flops;
        }
        case 4: {
            static const auto turns = build_canonical_boards(4);
            return turns;
        }
        case 5: {
            static const auto rivers = build_canonical_boards(5);
            return rivers;
        }
        default:
            fail(ErrorKind::InvalidArgument,
                 "board_size " + std::to_string(board_size) + " is not supported; use 3 (flop), 4 (turn) or 5 (river)");
    }
}

CanonicalEnumerator::CanonicalEnumerator(int hero_size, int board_size)
    : hero_size_(hero_size), board_size_(board_size) {
    check_canonical_sizes(hero_size, board_size);
    boards_ = board_size == 0 ? &kNoBoard : &canonical_boards(board_size);
    start_board();
}

void CanonicalEnumerator::start_board() {
    if (hero_size_ == 0) return;
    const CardMask board = (*boards_)[board_index_];
    ties_ = board_size_ == 0 ? kAllTied : tied_suits(board);
    avail_count_ = 0;
    for (CardId id = 0; id < kDeckSize; ++id) {
        if (!(board & bit(id))) avail_[static_cast<std::size_t>(avail_count_++)] = bit(id);
    }
    for (int k = 0; k < hero_size_; ++k) combo_[static_cast<std::size_t>(k)] = k;
    combo_done_ = false;
}

template <int K>
std::size_t CanonicalEnumerator::fill_heroes(CardMask* heroes, CardMask* boards, std::uint64_t* orbit_sizes,
                                             std::size_t capacity) {
    std::size_t written = 0;
    while (written < capacity && !finished_) {
        if (combo_done_) {
            if (++board_index_ == boards_->size()) {
                finished_ = true;
                break;
            }
            start_board();
        }
        const CardMask board = (*boards_)[board_index_];
        const unsigned ties = ties_;
        const int n = avail_count_;
        const std::array<CardMask, kDeckSize> avail = avail_;  // a local copy the stores cannot alias
        int c[K];
        for (int k = 0; k < K; ++k) c[k] = combo_[static_cast<std::size_t>(k)];
        // Moves c to the next combination in colex order (ascending hero
        // masks); false after the last one.
        auto step = [&]() -> bool {
            if constexpr (K == 2) {
                if (++c[0] == c[1]) {
                    c[0] = 0;
                    if (++c[1] == n) return false;
                }
                return true;
            } else {
                int i = 0;
                while (i < K - 1 && c[i] + 1 == c[i + 1]) {
                    c[i] = i;
                    ++i;
                }
                if (i == K - 1 && c[i] + 1 == n) return false;
                ++c[i];
                return true;
            }
        };
        auto hero_of = [&]() {
            CardMask hero = 0;
            for (int k = 0; k < K; ++k) hero |= avail[static_cast<std::size_t>(c[k])];
            return hero;
        };
        bool more = true;
        if (ties == 0) {
            // No two board suits alike: every hero is canonical, orbit 24.
            while (written < capacity && more) {
                if (heroes) heroes[written] = hero_of();
                if (boards) boards[written] = board;
                if (orbit_sizes) orbit_sizes[written] = kOrbitByTies[0];
                ++written;
                more = step();
            }
        } else {
            while (written < capacity && more) {
                const CardMask hero = hero_of();
                unsigned equal;
                if (canonical_within(hero, ties, &equal)) {
                    if (heroes) heroes[written] = hero;
                    if (boards) boards[written] = board;
                    if (orbit_sizes) orbit_sizes[written] = kOrbitByTies[equal];
                    ++written;
                }
                more = step();
            }
        }
        for (int k = 0; k < K; ++k) combo_[static_cast<std::size_t>(k)] = c[k];
        combo_done_ = !more;
        if (!more && board_index_ + 1 == boards_->size()) finished_ = true;
    }
    return written;
}

std::size_t CanonicalEnumerator::next(CardMask* heroes, CardMask* boards, std::uint64_t* orbit_sizes,
                                      std::size_t capacity) {
    if (hero_size_ == 0) {
        std::size_t written = 0;
        while (written < capacity && board_index_ < boards_->size()) {
            const CardMask board = (*boards_)[board_index_++];
            if (heroes) heroes[written] = 0;
            if (boards) boards[written] = board;
            if (orbit_sizes) orbit_sizes[written] = canonical_cards(board).orbit_size;
            ++written;
        }
        finished_ = board_index_ == boards_->size();
        return written;
    }
    switch (hero_size_) {
        case 2:
            return fill_heroes<2>(heroes, boards, orbit_sizes, capacity);
        case 4:
            return fill_heroes<4>(heroes, boards, orbit_sizes, capacity);
        case 5:
            return fill_heroes<5>(heroes, boards, orbit_sizes, capacity);
        default:
            return fill_heroes<6>(heroes, boards, orbit_sizes, capacity);
    }
}

}  // namespace xiapl
