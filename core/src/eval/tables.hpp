// Tables of the evaluator that only its own sources read. The hot-path
// tables are declared in xiapl/eval.hpp (namespace detail) because the
// inline fast paths need them; all are defined in tables.cpp from the
// generated eval_tables.inc (gen_tables.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

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

// Entry counts of the generated tables.
extern const std::size_t kSuitRankKeyCount;
extern const std::size_t kFlushValueCount;
extern const std::size_t kRankOffsetCount;
extern const std::size_t kRankValueCount;
extern const std::size_t kStrengthCodeCount;
extern const std::size_t kOmahaPairIndexCount;
extern const std::size_t kOmahaQuadIndexCount;
extern const std::size_t kOmahaValueCount;

// Throws Error(InvalidArgument) unless 1 <= s <= 7462.
void check_strength(Strength s);

}  // namespace xiapl::detail
