#include "convert.hpp"

#include <string>

#include "xiapl/error.hpp"

namespace xiapl::capi {

Game game_from(std::int32_t game) {
    if (game < XIAPL_GAME_HOLDEM || game > XIAPL_GAME_OMAHA6) {
        fail(ErrorKind::InvalidArgument, "game " + std::to_string(game) +
                                             " is unknown; use XIAPL_GAME_HOLDEM (0), XIAPL_GAME_OMAHA4 (1), "
                                             "XIAPL_GAME_OMAHA5 (2) or XIAPL_GAME_OMAHA6 (3)");
    }
    return static_cast<Game>(game);
}

EquityOptions equity_options_from(const xiapl_equity_options* in) {
    EquityOptions out;
    if (in == nullptr) return out;
    if (in->struct_size < sizeof(xiapl_equity_options)) {
        fail(ErrorKind::InvalidArgument,
             "options->struct_size is " + std::to_string(in->struct_size) + "; fill the options with "
             "xiapl_equity_options_init() (it sets struct_size to " + std::to_string(sizeof(xiapl_equity_options)) +
             ") before changing fields");
    }
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
    return out;
}

}  // namespace xiapl::capi
