// Hand evaluation: the strength of the best five cards of a Hold'em hand
// (5, 6 or 7 cards) or of an Omaha hand (exactly two hole cards with exactly
// three board cards), decoding of strengths into categories, kickers and
// names, and the checked entry points the C ABI calls.
//
// docs/evaluation.md explains the method: the rank keys, the tables and
// their sizes, and why the fast paths are correct.
//
// Cards follow xiapl/cards.hpp: id = suit * 13 + (rank - 2), suits c d h s =
// 0..3, ranks 2..14, and a set of cards is a uint64_t with bit `id` set.
//
// Two kinds of entry points:
//   - fast, unchecked: evaluate_mask, evaluate_many, evaluate_omaha,
//     evaluate_omaha_many and HandState. They trust their preconditions
//     (written at each function); breaking one gives a meaningless strength
//     or reads outside a table. Use them in loops over inputs known to be
//     valid.
//   - checked: validate_mask, validate_hand, evaluate_cards_checked,
//     evaluate_hand_checked, judge and best_hand check everything and throw
//     xiapl::Error(ErrorKind::InvalidArgument) with a message that names the
//     argument, the problem and the fix. They change nothing on failure.
//
// Every function is thread-safe: the tables are constant data built with
// the library, and nothing is initialised at run time.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace xiapl {

// The rank of the best five cards among the 7,462 distinct five-card poker
// hands: 1 (7-5-4-3-2 of mixed suits) .. 7462 (a royal flush). Larger wins,
// equal ties. A valid evaluation never returns 0.
using Strength = std::uint16_t;

inline constexpr Strength kStrengthMax = 7462;

// Hand categories, weakest first.
enum class Category : std::uint8_t {
    HighCard = 0,
    OnePair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
};

// Games: Hold'em takes the best five of its 2 hole cards and the board;
// Omaha takes exactly two of its 4, 5 or 6 hole cards and exactly three
// board cards. The other games (short deck, Omaha hi/lo, stud, razz, 2-7
// lowball, badugi) and their rankings are described in xiapl/games.hpp;
// values match XIAPL_GAME_*.
enum class Game : std::uint8_t {
    Holdem = 0,
    Omaha4 = 1,
    Omaha5 = 2,
    Omaha6 = 3,
    ShortDeck = 4,
    OmahaHiLo4 = 5,
    OmahaHiLo5 = 6,
    Stud = 7,
    StudHiLo = 8,
    Razz = 9,
    Lowball27 = 10,
    Badugi = 11,
};

// The number of cards a player of game g holds at showdown: 2, 4, 5 or 6
// for Hold'em and Omaha, 7 for stud games, 5 for 2-7 lowball, 4 for badugi.
int hole_cards_for(Game g);

// Whether g is Hold'em or Omaha high (4, 5 or 6 cards): the games the range,
// range equity, canonicalization and table functions take.
constexpr bool is_holdem_or_omaha(Game g) { return static_cast<unsigned>(g) <= 3; }

// ---------------------------------------------------------------------------
// Decoding a strength. Each function requires 1 <= s <= 7462 and throws
// Error(InvalidArgument) otherwise.

// The category of the hand. Strengths of one category form one interval:
// high card 1..1277, one pair ..4137, two pair ..4995, three of a kind
// ..5853, straight ..5863, flush ..7140, full house ..7296, four of a kind
// ..7452, straight flush ..7462.
Category category_of(Strength s);

// The ranks (2..14) that order hands within the category, most significant
// first; returns how many were written to out_ranks (1 to 5):
//   high card, flush:         the five ranks, descending
//   one pair:                 the pair, then three kickers descending
//   two pair:                 the high pair, the low pair, the kicker
//   three of a kind:          the trips, then two kickers descending
//   straight, straight flush: the top card only (5 for A-2-3-4-5)
//   full house:               the trips, then the pair
//   four of a kind:           the quads, then the kicker
// Two strengths of one category compare like their rank lists.
int kickers_of(Strength s, int out_ranks[5]);

// The category's name and the kickers: "Three of a Kind [14 13 9]",
// "Straight Flush [14]", "One Pair [11 14 9 7]".
std::string describe_strength(Strength s);

// A readable lower-case name: "high card, ace", "pair of aces", "two pair,
// aces and kings", "three of a kind, sevens", "straight, five-high",
// "flush, ace-high", "full house, threes over twos", "four of a kind, aces",
// "straight flush, nine-high", "royal flush".
std::string hand_name(Strength s);

// ---------------------------------------------------------------------------
// Layout shared by the inline fast paths and the table generator. Not part
// of the API: it may change with any release.
namespace detail {

// The rank keys: rank r (0 = deuce .. 12 = ace) adds kRankKey[r] to a
// hand's rank key. Any two multisets of at most 7 ranks (at most 4 of each)
// have different sums, so the sum identifies the ranks of a hand.
inline constexpr std::array<std::uint32_t, 13> kRankKey = {
    1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520,
};

// The rank table is reached through a row displacement: a key k sits at
// kRankValue[k + kRankOffset[k >> kRankRowShift]] (32-bit arithmetic).
inline constexpr int kRankRowShift = 10;

// Set in kSuitRankKey[pattern] when the pattern has 5 or more cards: a flush.
// 5 to 7 cards hold at most one such suit, so the flag survives the sum.
inline constexpr std::uint32_t kFlushFlag = std::uint32_t{1} << 31;

// HandState::key: bits 0..31 the rank key, bits 32 + 4 s .. 35 + 4 s the
// number of cards of suit s plus 3. Bit 35 + 4 s is set exactly when suit s
// holds 5 or more cards.
inline constexpr int kSuitCounterShift = 32;
inline constexpr std::uint64_t kEmptyKey = std::uint64_t{0x3333} << kSuitCounterShift;
inline constexpr std::uint64_t kFlushCheck = std::uint64_t{0x8888} << kSuitCounterShift;

constexpr std::array<std::uint64_t, 52> make_card_keys() {
    std::array<std::uint64_t, 52> keys{};
    for (int id = 0; id < 52; ++id) {
        keys[static_cast<std::size_t>(id)] =
            kRankKey[static_cast<std::size_t>(id % 13)] + (std::uint64_t{1} << (kSuitCounterShift + 4 * (id / 13)));
    }
    return keys;
}

// What one card adds to HandState::key.
inline constexpr std::array<std::uint64_t, 52> kCardKey = make_card_keys();

// Generated with the library (core/src/eval/gen_tables.cpp). Hidden: they
// never leave libxiapl, and code built position-independent then reaches
// them directly instead of through the global offset table.
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif
extern const std::uint32_t kSuitRankKey[8192];  // rank key of a 13-bit pattern | kFlushFlag
extern const std::uint16_t kFlushValue[8192];   // best straight flush / flush of a pattern
extern const std::uint32_t kRankOffset[];       // row displacement of the rank table
extern const std::uint16_t kRankValue[];        // strength of a rank multiset (no flush)
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

// Bytes of each table (for benchmarks and docs/evaluation.md). Hold'em
// evaluation reads suit_rank_key, flush_value, rank_offset, rank_value and
// card_key; Omaha reads omaha and flush_value; decoding reads strength_code.
struct TableBytes {
    std::size_t suit_rank_key, flush_value, rank_offset, rank_value, card_key, strength_code, omaha;
    std::size_t holdem() const noexcept { return suit_rank_key + flush_value + rank_offset + rank_value + card_key; }
};
TableBytes table_bytes() noexcept;

// The best flush of a 13-bit pattern of 5 or more ranks (0 for fewer).
inline Strength flush_strength(std::uint32_t pattern) noexcept { return kFlushValue[pattern]; }

// The best non-flush strength of the ranks whose keys sum to rank_key; only
// for sums of 5, 6 or 7 ranks (other sums may read outside the table).
inline Strength rank_strength(std::uint32_t rank_key) noexcept {
    return kRankValue[rank_key + kRankOffset[rank_key >> kRankRowShift]];
}

}  // namespace detail

// ---------------------------------------------------------------------------
// Fast, unchecked evaluation.

namespace detail {

// evaluate_mask from the four suits' 13-bit rank patterns (clubs first), so
// that a caller may take them out of the mask with other instructions.
inline Strength evaluate_suit_patterns(std::uint64_t p0, std::uint64_t p1, std::uint64_t p2,
                                       std::uint64_t p3) noexcept {
    const std::uint32_t key = kSuitRankKey[p0] + kSuitRankKey[p1] + kSuitRankKey[p2] + kSuitRankKey[p3];
    if (key & kFlushFlag) [[unlikely]] {
        const std::uint64_t p = std::popcount(p0) >= 5   ? p0
                                : std::popcount(p1) >= 5 ? p1
                                : std::popcount(p2) >= 5 ? p2
                                                         : p3;
        return flush_strength(static_cast<std::uint32_t>(p));
    }
    return rank_strength(key);
}

}  // namespace detail

// The strength of the best five of `cards`.
// Preconditions: 5, 6 or 7 bits set, all below 52.
inline Strength evaluate_mask(std::uint64_t cards) noexcept {
    return detail::evaluate_suit_patterns(cards & 0x1FFF, (cards >> 13) & 0x1FFF, (cards >> 26) & 0x1FFF, cards >> 39);
}

// out[i] = evaluate_mask(masks[i]) for i < n. The iterations are
// independent, so the CPU overlaps their table loads: several times the
// throughput of a chain of dependent calls. Same preconditions per mask.
// On x86-64 (GCC and Clang) it runs a copy of the loop that takes the middle
// suits out of the mask with one instruction each: pext where the CPU has a
// fast one, else bextr (BMI1); the library itself is built for x86-64-v2,
// which has neither.
void evaluate_many(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept;

namespace detail {
// The loops evaluate_many chooses between, for tests and benchmarks.
// evaluate_many_bmi may only be called when bmi_kernel_available(),
// evaluate_many_pext when pext_kernel_available().
void evaluate_many_portable(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept;
void evaluate_many_bmi(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept;
void evaluate_many_pext(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept;
bool bmi_kernel_available() noexcept;
bool pext_kernel_available() noexcept;
}  // namespace detail

// Omaha: the best hand made of exactly two cards of `hole` and exactly
// three cards of `board`.
// Preconditions: board has 3, 4 or 5 cards, hole has 2 to 6, they do not
// overlap, all bits below 52.
Strength evaluate_omaha(std::uint64_t board, std::uint64_t hole) noexcept;

// out[i] = evaluate_omaha(boards[i], holes[i]) for i < n.
void evaluate_omaha_many(const std::uint64_t* boards, const std::uint64_t* holes, Strength* out,
                         std::size_t n) noexcept;

// A hand built card by card, for enumerations: adding a card is one add and
// one or, so a loop nest that adds one card per level evaluates each new
// hand with a few instructions. A default-constructed state holds no cards.
//
//   HandState board = HandState{}.add(c0).add(c1).add(c2);  // shared prefix
//   for (int c = ...) total += board.add(c).add(d).evaluate();
//
// Preconditions: cards added to one state are distinct ids 0..51 (use
// merge() only for disjoint states); evaluate() needs 5, 6 or 7 cards.
struct HandState {
    std::uint64_t key = detail::kEmptyKey;  // rank key + suit counters
    std::uint64_t mask = 0;                 // the cards held

    HandState add(int card_id) const noexcept {
        return {key + detail::kCardKey[static_cast<std::size_t>(card_id)], mask | (std::uint64_t{1} << card_id)};
    }

    HandState add_mask(std::uint64_t cards) const noexcept {
        std::uint64_t k = key;
        for (int s = 0; s < 4; ++s) {
            const std::uint32_t p = static_cast<std::uint32_t>(cards >> (13 * s)) & 0x1FFF;
            k += (detail::kSuitRankKey[p] & ~detail::kFlushFlag) +
                 (static_cast<std::uint64_t>(std::popcount(p)) << (detail::kSuitCounterShift + 4 * s));
        }
        return {k, mask | cards};
    }

    // The union of two states holding different cards.
    HandState merge(const HandState& other) const noexcept {
        return {key + other.key - detail::kEmptyKey, mask | other.mask};
    }

    int size() const noexcept { return std::popcount(mask); }

    // Whether this state plus `more` further cards (0, 1 or 2) can hold five
    // cards of one suit. When it cannot, every such hand is evaluated by
    // evaluate_ranks(), and an enumeration can test once per prefix instead
    // of once per hand.
    bool flush_possible(int more = 0) const noexcept {
        // A suit counter holds count + 3; count + more >= 5 sets its bit 3.
        const std::uint64_t raised =
            key + (static_cast<std::uint64_t>(0x1111u * static_cast<unsigned>(more)) << detail::kSuitCounterShift);
        return (raised & detail::kFlushCheck) != 0;
    }

    // evaluate() for a state holding no five cards of one suit
    // (flush_possible() is false): the rank lookup alone.
    Strength evaluate_ranks() const noexcept { return detail::rank_strength(static_cast<std::uint32_t>(key)); }

    // Always inlined: enumeration and sampling loops call it in several places.
    [[gnu::always_inline]] Strength evaluate() const noexcept {
        if (key & detail::kFlushCheck) [[unlikely]] {
            // Written apart from the test above so the test stays a single
            // instruction in the hot path.
            const auto counters = static_cast<std::uint32_t>(key >> detail::kSuitCounterShift);
            const int suit = std::countr_zero(counters & 0x8888u) >> 2;
            return detail::flush_strength(static_cast<std::uint32_t>(mask >> (13 * suit)) & 0x1FFF);
        }
        return detail::rank_strength(static_cast<std::uint32_t>(key));
    }
};

// ---------------------------------------------------------------------------
// Checked evaluation. Each throws Error(InvalidArgument) with a message that
// names the argument and says how to fix it.

// Throws if `cards` has a bit >= 52; `what` names the argument ("board").
void validate_mask(std::uint64_t cards, const char* what);

// Throws unless (board, hole) is a valid hand of game g: bits below 52; a
// board of 3, 4 or 5 cards; exactly hole_cards_for(g) hole cards; no card in
// both.
void validate_hand(std::uint64_t board, std::uint64_t hole, Game g);

// evaluate_mask after checking 5 to 7 cards, bits below 52.
Strength evaluate_cards_checked(std::uint64_t cards);

// The index of the first of masks[0..n) that evaluate_cards_checked would
// refuse (a bit >= 52, fewer than 5 or more than 7 cards), or n if none:
// the check a batch makes before it evaluates anything. Does not throw.
std::size_t first_invalid_mask(const std::uint64_t* masks, std::size_t n) noexcept;

// The checked batch: when every mask is valid, out[i] = evaluate_mask(masks[i])
// for i < n and the result is n; otherwise the result is
// first_invalid_mask(masks, n) and out is left untouched. A batch of up to
// 65,536 masks is checked and evaluated in one pass, its strengths staged
// (on the stack up to 4,096); a longer one is checked whole, then evaluated.
// Does not throw.
std::size_t evaluate_many_checked(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept;

// The longest batch evaluate_many_checked checks and evaluates in one pass.
inline constexpr std::size_t kOnePassBatch = 65536;

namespace detail {
// The forms of evaluate_many_checked this CPU can run, the one it uses first
// (x86-64: pext or bextr suits, an AVX-512 check), for tests and benchmarks.
using CheckedBatch = std::size_t (*)(const std::uint64_t* masks, Strength* out, std::size_t n) noexcept;
struct CheckedBatchVariant {
    const char* name;
    CheckedBatch run;
};
std::span<const CheckedBatchVariant> checked_batch_variants() noexcept;
}  // namespace detail

// The index of the first (boards[i], holes[i]) that validate_hand would
// refuse for game g, or n if none: the check a batch makes before it
// evaluates anything. Throws only for an unknown game.
std::size_t first_invalid_hand(const std::uint64_t* boards, const std::uint64_t* holes, std::size_t n, Game g);

// The strength of hole + board in game g after validate_hand: Hold'em, the
// best five of the 5 to 7 cards; Omaha, the best two-plus-three.
Strength evaluate_hand_checked(std::uint64_t board, std::uint64_t hole, Game g);

// Showdown: the indices (ascending) of all players whose strength is the
// best; more than one is a split pot. Each (board, holes[i]) is checked as in
// validate_hand; two players holding one card, or no players, is an error.
std::vector<int> judge(const std::uint64_t* holes, std::size_t n_players, std::uint64_t board, Game g);

struct BestHand {
    Strength strength;
    std::uint64_t five;       // the five cards that make the hand
    std::uint64_t hole_used;  // the hole cards among them (Omaha: always two)
};

// The five cards behind evaluate_hand_checked(board, hole, g). When several
// choices are equally strong, the one whose five-card mask is numerically
// largest is returned (for Omaha the five is the two hole cards plus the three
// board cards, so this also fixes which pair and which triple). Checked like
// evaluate_hand_checked; not for hot loops (it tries every combination).
BestHand best_hand(std::uint64_t board, std::uint64_t hole, Game g);

}  // namespace xiapl
