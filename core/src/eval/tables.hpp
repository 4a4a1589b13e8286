// Tables of the evaluator that only its own sources read. The hot-path
// tables are declared in xiapl/eval.hpp (namespace detail) because the
// inline fast paths need them; all are defined in tables.cpp from the
// generated eval_tables.inc (gen_tables.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "xiapl/eval.hpp"

namespace xiapl::detail {

// Per strength 1..7462: category << 20 | up to five ranks (2..14) in 4-bit
// fields from bits 16..19 down, most significant first; unused fields 0.
extern const std::uint32_t kStrengthCode[];

// Omaha non-flush lookup (rank indexes 0 = deuce .. 12 = ace, any order):
// with P(a, b) = kOmahaPairIndex[13 * a + b], the best strength of hole
// ranks a, b with any three of board ranks c, d, e, f is
// kOmahaValue[91 * kOmahaQuadIndex[91 * P(c, d) + P(e, f)] + P(a, b)].
inline constexpr std::uint32_t kOmahaPairs = 91;
extern const std::uint8_t kOmahaPairIndex[];
extern const std::uint16_t kOmahaQuadIndex[];
extern const std::uint16_t kOmahaValue[];

// The other games' rankings (xiapl/games.hpp). Short deck and ace-to-five
// are read like Hold'em's rank table, each through its own row displacement
// of the same rank keys; codes are laid out as kStrengthCode (ace-to-five
// ranks run 1 = ace .. 13 = king).
extern const std::uint16_t kShortDeckFlushValue[];
extern const std::uint32_t kShortDeckRankOffset[];
extern const std::uint16_t kShortDeckRankValue[];
extern const std::uint32_t kShortDeckCode[];
extern const std::uint32_t kAceToFiveRankOffset[];
extern const std::uint16_t kAceToFiveRankValue[];
extern const std::uint32_t kAceToFiveCode[];
// Deuce-to-seven strength of a five-card hand by its Hold'em strength.
extern const std::uint16_t kDeuceToSevenFromHigh[];
extern const std::uint32_t kDeuceToSevenCode[];

// Entry counts of the generated tables.
extern const std::size_t kSuitRankKeyCount;
extern const std::size_t kFlushValueCount;
extern const std::size_t kRankOffsetCount;
extern const std::size_t kRankValueCount;
extern const std::size_t kStrengthCodeCount;
extern const std::size_t kOmahaPairIndexCount;
extern const std::size_t kOmahaQuadIndexCount;
extern const std::size_t kOmahaValueCount;
extern const std::size_t kShortDeckCodeCount;
extern const std::size_t kAceToFiveCodeCount;
extern const std::size_t kDeuceToSevenCodeCount;

// Throws Error(InvalidArgument) unless 1 <= s <= 7462.
void check_strength(Strength s);

// "Three of a Kind", "Flush", ...: the category's title.
const char* category_title(Category c);

// The readable name of a hand from its category and ranks (1 or 14 = ace),
// as hand_name gives it: "pair of aces", "flush, ace-high".
std::string category_hand_name(Category c, const int* ranks);

}  // namespace xiapl::detail
