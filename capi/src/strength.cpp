// C adapter for the hand-strength tables of one board.
#include <algorithm>
#include <string>

#include "guard.hpp"
#include "xiapl/strength.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_pointer;

static_assert(XIAPL_STRENGTH_MAX_HEROES == kStrengthMaxHeroes);
static_assert(XIAPL_STRENGTH_MAX_BINS == kStrengthMaxBins);

extern "C" {

XIAPL_API int32_t xiapl_strength_board(uint64_t board, uint32_t bins, uint64_t* out_heroes, uint64_t* out_orbit_sizes,
                                       double* out_ehs, double* out_ehs2, uint32_t* out_histogram, uint64_t capacity,
                                       uint64_t* out_count) {
    return guarded([&] {
        require_pointer(out_count, "out_count");
        // Every check before the work, and the work before any write.
        const std::size_t rows = count_strength_rows(board);
        check_strength_bins(bins);
        *out_count = rows;
        if (capacity < rows) {
            throw capi::BufferTooSmall("board " + mask_name(board) + " has " + std::to_string(rows) +
                                       " rows but the columns hold " + std::to_string(capacity) +
                                       "; call again with capacity >= " + std::to_string(rows) +
                                       " (XIAPL_STRENGTH_MAX_HEROES always suffices)");
        }
        // The scores only when a score column is asked for.
        const BoardStrengths s = out_ehs || out_ehs2 || out_histogram ? board_strengths(board, out_histogram ? bins : 0)
                                                                      : strength_rows(board);
        for (std::size_t r = 0; r < rows; ++r) {
            if (out_heroes) out_heroes[r] = s.heroes[r];
            if (out_orbit_sizes) out_orbit_sizes[r] = s.orbit_sizes[r];
            if (out_ehs) out_ehs[r] = s.ehs(r);
            if (out_ehs2) out_ehs2[r] = s.ehs2(r);
        }
        if (out_histogram) std::copy(s.histogram.begin(), s.histogram.end(), out_histogram);
    });
}

}  // extern "C"
