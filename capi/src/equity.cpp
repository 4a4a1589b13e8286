// C adapters for equity.
#include <algorithm>
#include <cstring>
#include <span>
#include <string>
#include <vector>

#include "convert.hpp"
#include "guard.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/range.hpp"

using namespace xiapl;
using xiapl::capi::guarded;
using xiapl::capi::require_capacity;
using xiapl::capi::require_pointer;

namespace {

void write_player(const PlayerEquity& from, xiapl_player_equity* to) {
    to->equity = from.equity;
    to->win = from.win;
    to->tie = from.tie;
    to->std_error = from.std_error;
}

void write_summary(const EquityResult& result, xiapl_equity_summary* out) {
    xiapl_equity_summary full{};
    full.exact = result.exact ? 1 : 0;
    full.trials = result.trials;
    full.chop_rate = result.chop_rate;
    full.seed = result.seed;
    full.evaluated = result.evaluated;
    capi::write_sized(full, out);
}

void check_summary(const xiapl_equity_summary* out) {
    capi::require_struct_size(out, "out_summary", "xiapl_equity_summary");
}

// xiapl_equity_calculate and _split after the capacity check; out_splits may
// be NULL.
void calculate(int32_t game, const uint64_t* holes, uint64_t player_count, uint64_t board, uint64_t dead,
               const xiapl_equity_options* options, xiapl_player_equity* out_players, xiapl_player_split* out_splits,
               xiapl_equity_summary* out_summary) {
    const Game g = capi::game_from(game);
    if (player_count) require_pointer(holes, "holes");
    if (player_count) require_pointer(out_players, "out_players");
    check_summary(out_summary);
    const EquityOptions opts = capi::equity_options_from(options);
    const auto limit = static_cast<uint64_t>(max_equity_players(g));
    if (limit > 0 && player_count > limit) {  // 0: a draw game, which the core refuses by name
        fail(ErrorKind::LimitExceeded, "at most " + std::to_string(limit) + " players for " +
                                           std::string(range_game_name(g)) + " (got " + std::to_string(player_count) +
                                           "): one deck deals no more hands of the game");
    }
    const EquityResult result = calculate_equity(
        std::span<const CardMask>(holes, static_cast<std::size_t>(player_count)), board, dead, g, opts);
    for (std::size_t i = 0; i < result.players.size(); ++i) write_player(result.players[i], out_players + i);
    capi::write_breakdown(result.players, capi::breakdown_target(options));
    if (out_splits) {
        for (std::size_t i = 0; i < result.players.size(); ++i) {
            out_splits[i] = {result.players[i].scoop, result.players[i].high_share, result.players[i].low_share};
        }
    }
    write_summary(result, out_summary);
}

}  // namespace

extern "C" {

XIAPL_API int32_t xiapl_equity_options_init(xiapl_equity_options* options, uint32_t struct_size) {
    return guarded([&] {
        capi::init_sized(capi::equity_options_defaults(), options, struct_size, capi::kEquityOptionsFirstSize,
                         "options", "xiapl_equity_options_init");
    });
}

XIAPL_API int32_t xiapl_equity_max_players(int32_t game, int32_t* out_max) {
    return guarded([&] {
        require_pointer(out_max, "out_max");
        *out_max = max_equity_players(capi::game_from(game));
    });
}

XIAPL_API int32_t xiapl_equity_calculate(int32_t game, const uint64_t* holes, uint64_t player_count, uint64_t board,
                                         uint64_t dead, const xiapl_equity_options* options,
                                         xiapl_player_equity* out_players, uint64_t capacity, uint64_t* out_len,
                                         xiapl_equity_summary* out_summary) {
    return guarded([&] {
        require_capacity(player_count, capacity, out_len);  // first: *out_len is always set
        calculate(game, holes, player_count, board, dead, options, out_players, nullptr, out_summary);
    });
}

XIAPL_API int32_t xiapl_equity_calculate_split(int32_t game, const uint64_t* holes, uint64_t player_count,
                                               uint64_t board, uint64_t dead, const xiapl_equity_options* options,
                                               xiapl_player_equity* out_players, xiapl_player_split* out_splits,
                                               uint64_t capacity, uint64_t* out_len,
                                               xiapl_equity_summary* out_summary) {
    return guarded([&] {
        require_capacity(player_count, capacity, out_len);  // first: *out_len is always set
        if (player_count) require_pointer(out_splits, "out_splits");
        calculate(game, holes, player_count, board, dead, options, out_players, out_splits, out_summary);
    });
}

XIAPL_API int32_t xiapl_equity_vs_random(int32_t game, uint64_t hole, uint64_t board, uint64_t dead, uint32_t opponents,
                                         const xiapl_equity_options* options, xiapl_player_equity* out_hero,
                                         xiapl_equity_summary* out_summary) {
    return guarded([&] {
        const Game g = capi::game_from(game);
        require_pointer(out_hero, "out_hero");
        check_summary(out_summary);
        const EquityOptions opts = capi::equity_options_from(options);
        const int n = opponents > 0x7FFFFFFFu ? 0x7FFFFFFF : static_cast<int>(opponents);  // the core checks the limit
        const EquityResult result = calculate_equity_vs_random(hole, board, dead, n, g, opts);
        write_player(result.players[0], out_hero);
        write_summary(result, out_summary);
    });
}
}
