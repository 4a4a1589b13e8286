#include "convert.hpp"

#include <cstddef>
#include <string>

#include "guard.hpp"
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

namespace {

void default_options(xiapl_equity_options* options) { xiapl_equity_options_init(options); }

}  // namespace

EquityOptions equity_options_from(const xiapl_equity_options* given) {
    EquityOptions out;
    if (given == nullptr) return out;
    // The options as ABI 2.0 published them end with progress_user.
    constexpr std::size_t first_size = offsetof(xiapl_equity_options, progress_user) + sizeof(void*);
    const xiapl_equity_options options =
        read_sized(given, first_size, default_options, "options", "xiapl_equity_options_init");
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
    return out;
}

}  // namespace xiapl::capi
