#include "convert.hpp"

#include <cstddef>
#include <cstring>
#include <string>

#include "guard.hpp"
#include "xiapl/error.hpp"
#include "xiapl/games.hpp"

namespace xiapl::capi {

Game game_from(std::int32_t game) {
    if (!is_game(game)) {
        fail(ErrorKind::InvalidArgument,
             "game " + std::to_string(game) + " is unknown; use XIAPL_GAME_HOLDEM (0) to XIAPL_GAME_BADUGI (11)");
    }
    return static_cast<Game>(game);
}

xiapl_equity_options equity_options_defaults() {
    const EquityOptions core;
    xiapl_equity_options options;
    std::memset(&options, 0, sizeof options);
    options.struct_size = sizeof options;
    options.mode = XIAPL_EQUITY_EXACT;
    options.iterations = core.iterations;
    options.seed = core.seed;
    options.deterministic = 1;
    options.threads = 0;
    options.progress = nullptr;
    options.progress_user = nullptr;
    options.breakdown = nullptr;
    return options;
}

EquityOptions equity_options_from(const xiapl_equity_options* given) {
    EquityOptions out;
    if (given == nullptr) return out;
    const xiapl_equity_options options =
        read_sized(given, equity_options_defaults(), kEquityOptionsFirstSize, "options", "xiapl_equity_options_init");
    const xiapl_equity_options* in = &options;
    if (in->mode < XIAPL_EQUITY_EXACT || in->mode > XIAPL_EQUITY_AUTO) {
        fail(ErrorKind::InvalidArgument, "options->mode " + std::to_string(in->mode) +
                                             " is unknown; use XIAPL_EQUITY_EXACT (0), XIAPL_EQUITY_MONTE_CARLO "
                                             "(1) or XIAPL_EQUITY_AUTO (2)");
    }
    out.mode = static_cast<EquityMode>(in->mode);
    out.iterations = in->iterations;
    out.seed = in->seed;
    out.deterministic = in->deterministic != 0;
    out.threads = in->threads;
    if (in->progress != nullptr) {
        const xiapl_progress_fn hook = in->progress;
        void* const user = in->progress_user;
        out.progress = [hook, user](std::uint64_t done, std::uint64_t total) { return hook(user, done, total) != 0; };
    }
    out.breakdown = in->breakdown != nullptr;
    return out;
}

xiapl_category_breakdown* breakdown_target(const xiapl_equity_options* given) {
    if (given == nullptr) return nullptr;
    return read_sized(given, equity_options_defaults(), kEquityOptionsFirstSize, "options", "xiapl_equity_options_init")
        .breakdown;
}

void write_breakdown(std::span<const PlayerEquity> players, xiapl_category_breakdown* to) {
    if (to == nullptr) return;
    for (std::size_t p = 0; p < players.size(); ++p) {
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            to[p].win[c] = players[p].win_by_category[c];
            to[p].tie[c] = players[p].tie_by_category[c];
        }
    }
}

}  // namespace xiapl::capi
