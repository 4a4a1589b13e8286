// C adapters for range equity and the exact preflop ranking.
#include <cstring>
#include <string>
#include <vector>

#include "convert.hpp"
#include "guard.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

// The handle type of capi/src/range.cpp (the same definition).
struct xiapl_range {
    xiapl::Range range;
};

static_assert(XIAPL_RANGE_EQUITY_MAX_EXACT_DEALS == kRangeEquityMaxExactMatchups);
static_assert(XIAPL_RANGE_EQUITY_MAX_EXACT_WORK == kRangeEquityMaxExactWork);

namespace {

const Range& range_of(const xiapl_range* handle, const char* name) {
    require_pointer(handle, name);
    return handle->range;
}

void write_rows(const std::vector<ComboEquity>& rows, xiapl_combo_equity* out) {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        out[i].mask = rows[i].mask;
        out[i].weight = rows[i].weight;
        out[i].equity = rows[i].equity;
        out[i].matchup_weight = rows[i].matchup_weight;
    }
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_range_equity_calculate(const xiapl_range* hero, const xiapl_range* villain, uint64_t board,
                                               uint64_t dead, int32_t mode, const xiapl_equity_options* options,
                                               xiapl_combo_equity* out_hero, uint64_t hero_capacity,
                                               uint64_t* out_hero_len, xiapl_combo_equity* out_villain,
                                               uint64_t villain_capacity, uint64_t* out_villain_len,
                                               xiapl_range_equity_summary* out_summary) {
    return guarded([&] {
        const Range& h = range_of(hero, "hero");
        const Range& v = range_of(villain, "villain");
        require_pointer(out_summary, "out_summary");
        capi::require_struct_size(out_summary, "out_summary", "xiapl_range_equity_summary");
        if (mode != XIAPL_RANGE_EQUITY_PER_COMBO && mode != XIAPL_RANGE_EQUITY_AGGREGATE_ONLY) {
            fail(ErrorKind::InvalidArgument, "mode " + std::to_string(mode) +
                                                 " is unknown; use XIAPL_RANGE_EQUITY_PER_COMBO (0) or "
                                                 "XIAPL_RANGE_EQUITY_AGGREGATE_ONLY (1)");
        }
        const bool rows = mode == XIAPL_RANGE_EQUITY_PER_COMBO;
        require_pointer(out_villain_len, "out_villain_len");
        *out_villain_len = rows ? v.size() : 0;  // both sizes are set even when the hero buffer is short
        require_capacity(rows ? h.size() : 0, hero_capacity, out_hero_len);
        require_capacity(rows ? v.size() : 0, villain_capacity, out_villain_len);
        if (rows && h.size()) require_pointer(out_hero, "out_hero");
        if (rows && v.size()) require_pointer(out_villain, "out_villain");
        const EquityOptions opts = capi::equity_options_from(options);
        const RangeEquityResult r = calculate_range_equity(
            h, v, board, dead, opts, rows ? RangeEquityMode::PerCombo : RangeEquityMode::AggregateOnly);
        if (rows) {
            write_rows(r.hero, out_hero);
            write_rows(r.villain, out_villain);
        }
        capi::write_breakdown(r.players, capi::breakdown_target(options));
        xiapl_range_equity_summary full{};
        full.exact = r.exact ? 1 : 0;
        full.trials = r.trials;
        full.matchups = r.matchups;
        full.seed = r.seed;
        full.hero_equity = r.hero_equity;
        full.villain_equity = r.villain_equity;
        full.std_error = r.std_error;
        capi::write_sized(full, out_summary);
    });
}

XIAPL_API int32_t xiapl_range_equity_multiway(const xiapl_range* const* ranges, uint64_t range_count, uint64_t board,
                                              uint64_t dead, const xiapl_equity_options* options,
                                              xiapl_player_equity* out_players, uint64_t capacity, uint64_t* out_len,
                                              xiapl_equity_summary* out_summary) {
    return guarded([&] {
        require_capacity(range_count, capacity, out_len);  // first: *out_len is always set
        if (range_count) require_pointer(ranges, "ranges");
        if (range_count) require_pointer(out_players, "out_players");
        capi::require_struct_size(out_summary, "out_summary", "xiapl_equity_summary");
        if (range_count > 64) {
            fail(ErrorKind::LimitExceeded,
                 std::to_string(range_count) + " ranges given; far more than one deck deals to");
        }
        // Pointers, not copies: a full Omaha-6 range is hundreds of megabytes.
        std::vector<const Range*> pointers;
        pointers.reserve(static_cast<std::size_t>(range_count));
        for (uint64_t i = 0; i < range_count; ++i) {
            pointers.push_back(&range_of(ranges[i], ("ranges[" + std::to_string(i) + "]").c_str()));
        }
        const EquityOptions opts = capi::equity_options_from(options);
        const MultiwayRangeEquityResult r =
            calculate_multiway_range_equity(std::span<const Range* const>(pointers), board, dead, opts);
        for (std::size_t i = 0; i < r.players.size(); ++i) {
            out_players[i].equity = r.players[i].equity;
            out_players[i].win = r.players[i].win;
            out_players[i].tie = r.players[i].tie;
            out_players[i].std_error = r.players[i].std_error;
        }
        capi::write_breakdown(r.players, capi::breakdown_target(options));
        xiapl_equity_summary full{};
        full.exact = r.exact ? 1 : 0;
        full.trials = r.trials;
        full.chop_rate = r.chop_rate;
        full.seed = r.seed;
        full.evaluated = r.matchups;
        capi::write_sized(full, out_summary);
    });
}

XIAPL_API int32_t xiapl_range_top_percent_classes(int32_t game, double top_percent, char* buf, uint64_t capacity,
                                                  uint64_t* out_len) {
    return guarded([&] {
        require_pointer(out_len, "out_len");
        const std::vector<std::string> labels = rank_starting_hands(top_percent, capi::game_from(game));
        std::string text;
        for (const std::string& label : labels) {
            if (!text.empty()) text += ',';
            text += label;
        }
        *out_len = text.size();
        if (capacity < text.size() + 1) {
            throw capi::BufferTooSmall("the labels need " + std::to_string(text.size() + 1) +
                                       " bytes with their NUL; the buffer holds " + std::to_string(capacity));
        }
        require_pointer(buf, "buf");
        std::memcpy(buf, text.c_str(), text.size() + 1);
    });
}

XIAPL_API int32_t xiapl_range_top_percent(int32_t game, double top_percent, xiapl_range** out_range) {
    return guarded([&] {
        require_pointer(out_range, "out_range");
        Range r = generate_top_percent_range(top_percent, capi::game_from(game));
        *out_range = new xiapl_range{std::move(r)};
    });
}

XIAPL_API int32_t xiapl_range_top_percent_by_combos(int32_t game, double top_percent, xiapl_range** out_range) {
    return guarded([&] {
        require_pointer(out_range, "out_range");
        Range r = generate_top_percent_range_by_combos(top_percent, capi::game_from(game));
        *out_range = new xiapl_range{std::move(r)};
    });
}
}
