// Definitions of the evaluation tables, generated at build time by
// gen_tables.cpp (see docs/evaluation.md for their layout).
#include "tables.hpp"

namespace xiapl::detail {

#include "eval_tables.inc"

TableBytes table_bytes() noexcept {
    TableBytes t;
    t.suit_rank_key = kSuitRankKeyCount * sizeof(kSuitRankKey[0]);
    t.flush_value = kFlushValueCount * sizeof(kFlushValue[0]);
    t.rank_offset = kRankOffsetCount * sizeof(kRankOffset[0]);
    t.rank_value = kRankValueCount * sizeof(kRankValue[0]);
    t.card_key = sizeof(kCardKey);
    t.strength_code = kStrengthCodeCount * sizeof(kStrengthCode[0]);
    t.omaha = kOmahaPairIndexCount * sizeof(kOmahaPairIndex[0]) + kOmahaQuadIndexCount * sizeof(kOmahaQuadIndex[0]) +
              kOmahaValueCount * sizeof(kOmahaValue[0]);
    return t;
}

}  // namespace xiapl::detail
