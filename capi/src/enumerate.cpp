// C adapters for the completions of a partial hand (xiapl/enumerate.hpp).
#include <algorithm>
#include <vector>

#include "guard.hpp"
#include "xiapl/enumerate.hpp"
#include "xiapl/error.hpp"
#include "xiapl/eval.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

XIAPL_API int32_t xiapl_eval_count_completions(uint64_t cards, uint64_t dead, int32_t hand_size, uint64_t* out_count) {
    return guarded([&] {
        const std::uint64_t count = count_completions(cards, dead, hand_size);
        require_pointer(out_count, "out_count");
        *out_count = count;
    });
}

XIAPL_API int32_t xiapl_eval_completions(uint64_t cards, uint64_t dead, int32_t hand_size, uint16_t* out_strengths,
                                         uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        const std::uint64_t count = count_completions(cards, dead, hand_size);
        require_capacity(count, capacity, out_len);
        if (count == 0) return;
        require_pointer(out_strengths, "out_strengths");
        enumerate_strengths(cards, dead, hand_size, out_strengths);
    });
}

XIAPL_API int32_t xiapl_eval_completions_histogram(uint64_t cards, uint64_t dead, int32_t hand_size, int32_t by,
                                                   uint64_t* out_counts, uint64_t capacity, uint64_t* out_len) {
    return guarded([&] {
        check_completions(cards, dead, hand_size);
        if (by != XIAPL_HISTOGRAM_BY_STRENGTH && by != XIAPL_HISTOGRAM_BY_CATEGORY) {
            fail(ErrorKind::InvalidArgument, "histogram kind " + std::to_string(by) +
                                                 " is unknown; use XIAPL_HISTOGRAM_BY_STRENGTH (0) or "
                                                 "XIAPL_HISTOGRAM_BY_CATEGORY (1)");
        }
        const std::uint64_t counters = by == XIAPL_HISTOGRAM_BY_STRENGTH ? kStrengthMax + 1 : 9;
        require_capacity(counters, capacity, out_len);
        require_pointer(out_counts, "out_counts");
        std::vector<std::uint64_t> by_strength(kStrengthMax + 1);
        enumerate_histogram(cards, dead, hand_size, by_strength);
        if (by == XIAPL_HISTOGRAM_BY_STRENGTH) {
            std::copy(by_strength.begin(), by_strength.end(), out_counts);
            return;
        }
        std::fill(out_counts, out_counts + counters, 0);
        for (Strength s = 1; s <= kStrengthMax; ++s) out_counts[static_cast<int>(category_of(s))] += by_strength[s];
    });
}
