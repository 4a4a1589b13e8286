// calculate_equity: the known hands of every player, exact or Monte Carlo.
#include <algorithm>
#include <bit>
#include <string>

#include "internal.hpp"
#include "xiapl/error.hpp"

namespace xiapl {

EquityResult calculate_equity(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g,
                              const EquityOptions& options) {
    using namespace equity;
    if (!is_holdem_or_omaha(g)) {
        if (options.breakdown) fail_breakdown_unsupported(g);
        return variant_equity(holes, board, dead, g, 0, options);
    }
    check_options(options);
    const Deal deal = make_deal(holes, board, dead, g);
    const int players = static_cast<int>(deal.holes.size());
    const std::uint64_t boards = choose(std::popcount(deal.deck), deal.to_come);

    // Exact, Auto, and Monte Carlo asking for at least as many deals as exist.
    if (options.mode != EquityMode::MonteCarlo || options.iterations >= boards) {
        const Tally tally = exact_tally(deal, options.breakdown);
        if (options.progress && options.progress(boards, boards)) {
            fail(ErrorKind::Cancelled, "cancelled by the progress hook; nothing was returned");
        }
        return finish(tally, true);
    }

    const std::uint64_t seed = run_seed(options);
    const auto plan = plan_monte_carlo(deal, 0);
    const std::uint64_t iterations = options.iterations;
    ChunkJob job;
    job.breakdown = options.breakdown;
    job.chunks = (iterations - 1) / kEquityChunkTrials + 1;
    job.total_units = iterations;
    job.units = [iterations](std::uint64_t c) {
        return std::min(kEquityChunkTrials, iterations - c * kEquityChunkTrials);
    };
    job.body = [&, seed](std::uint64_t c, Tally& into) {
        run_monte_carlo_chunk(*plan, equity_chunk_seed(seed, c), job.units(c), into);
    };
    const Tally tally = run_chunks(job, players, resolve_workers(options.threads, job.chunks), options.progress);
    EquityResult result = finish(tally, false);
    result.seed = seed;
    return result;
}

namespace detail {

EquityResult calculate_equity_brute_force(std::span<const CardMask> holes, CardMask board, CardMask dead, Game g) {
    const equity::Deal deal = equity::make_deal(holes, board, dead, g);
    return equity::finish(equity::brute_force_tally(deal), true);
}

}  // namespace detail

}  // namespace xiapl
