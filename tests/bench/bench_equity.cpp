// Benchmark of equity (docs/equity.md, figures in docs/benchmarks.md):
//   - exact enumeration: AsKs vs QdQc preflop, the 3-way case, AK vs QQ on a
//     flop, Omaha heads-up preflop and from the flop, and the board-by-board
//     enumeration the rank decomposition replaces (for scale);
//   - Monte Carlo: heads-up Hold'em showdowns per second on 1 and 2 threads
//     (with the BMI2 card picker this CPU selects, and the portable one),
//     Omaha-4 heads-up preflop, a hand against 3 random opponents;
//   - range Monte Carlo: AKs vs QQ, two wider ranges, three ranges, a flop
//     with a dead card, weighted ranges, and PLO ranges, on 1 and 2 threads;
//   - against random opponents: AA vs one hand, exact preflop.
// Build: meson compile -C <build> bench_equity; run it without arguments on
// an otherwise idle machine. Each figure is the best and the median of
// several repetitions of one public call (as a caller would make it).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

#include "../../core/src/equity/internal.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

volatile double g_sink;

CardMask cards(const char* text) {
    CardMask m = 0;
    for (CardId id : parse_cards(text)) m |= bit(id);
    return m;
}

struct Timing {
    double best, median;  // milliseconds per call
};

template <class F>
Timing measure(int repeats, F f) {
    std::vector<double> ms;
    double sum = 0;
    for (int r = 0; r < repeats; ++r) {
        const auto start = Clock::now();
        sum += f();
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    g_sink = g_sink + sum;
    std::sort(ms.begin(), ms.end());
    return {ms.front(), ms[ms.size() / 2]};
}

EquityOptions exact_options() {
    EquityOptions o;
    o.threads = 1;
    return o;
}

EquityOptions monte_carlo(std::uint64_t n, unsigned threads) {
    EquityOptions o;
    o.mode = EquityMode::MonteCarlo;
    o.iterations = n;
    o.seed = 1;
    o.threads = threads;
    return o;
}

void exact_case(const char* name, std::vector<CardMask> holes, CardMask board, Game g, int repeats) {
    EquityResult last;
    const Timing t = measure(repeats, [&] {
        last = calculate_equity(holes, board, 0, g, exact_options());
        return last.players[0].equity;
    });
    std::printf("  %-44s %9.3f ms best %9.3f median  (%9llu deals, %7llu classes evaluated, equity %.4f)\n", name,
                t.best, t.median, static_cast<unsigned long long>(last.trials),
                static_cast<unsigned long long>(last.evaluated), last.players[0].equity);
}

void monte_carlo_case(const char* name, std::vector<CardMask> holes, CardMask board, Game g, std::uint64_t n,
                      unsigned threads, int repeats, double* rate = nullptr) {
    EquityResult last;
    const Timing t = measure(repeats, [&] {
        last = calculate_equity(holes, board, 0, g, monte_carlo(n, threads));
        return last.players[0].equity;
    });
    const double per_second = static_cast<double>(n) / t.best * 1e3;
    if (rate) *rate = per_second;
    std::printf("  %-44s %9.3f ms best %9.3f median  (%5.1f M showdowns/s, %u thread%s%s)\n", name, t.best, t.median,
                per_second / 1e6, threads, threads == 1 ? "" : "s", last.exact ? ", EXACT?" : "");
}

void range_case(const char* name, const std::vector<const char*>& texts, Game g, const char* board, const char* dead,
                std::uint64_t n) {
    std::vector<Range> ranges;
    for (const char* text : texts) ranges.push_back(Range::parse(text, g));
    double rate[2] = {};
    for (unsigned threads : {1u, 2u}) {
        MultiwayRangeEquityResult last;
        const Timing t = measure(5, [&] {
            last = calculate_multiway_range_equity(ranges, cards(board), cards(dead), monte_carlo(n, threads));
            return last.players[0].equity;
        });
        rate[threads - 1] = static_cast<double>(n) / t.best * 1e3;
        std::printf("  %-44s %9.3f ms best %9.3f median  (%5.1f M deals/s, %u thread%s, equity %.4f)\n", name, t.best,
                    t.median, rate[threads - 1] / 1e6, threads, threads == 1 ? "" : "s", last.players[0].equity);
    }
    std::printf("  %-44s %9.2fx\n", "2 threads / 1 thread", rate[1] / rate[0]);
}

}  // namespace

int main() {
    std::printf("equity benchmark: %u hardware threads; Monte Carlo card picker: %s\n",
                std::thread::hardware_concurrency(),
                equity::monte_carlo_uses_pdep() ? "BMI2 pdep (run-time dispatch)" : "portable");

    const CardMask ak = cards("AsKs"), qq = cards("QdQc"), sc = cards("7h6h");
    const CardMask plo_a = cards("AsKsQdJd"), plo_b = cards("2c7cJh9d");

    std::printf("exact enumeration (one thread)\n");
    exact_case("AsKs vs QdQc, preflop", {ak, qq}, 0, Game::Holdem, 201);
    exact_case("AsKs vs QdQc vs 7h6h, preflop", {ak, qq, sc}, 0, Game::Holdem, 101);
    exact_case("AsKs vs QdQc, flop 2c7d9h", {ak, qq}, cards("2c7d9h"), Game::Holdem, 2001);
    exact_case("AsKs vs QdQc vs 7h6h, flop 2c7d9h", {ak, qq, sc}, cards("2c7d9h"), Game::Holdem, 2001);
    exact_case("Omaha-4 AsKsQdJd vs 2c7cJh9d, preflop", {plo_a, plo_b}, 0, Game::Omaha4, 31);
    exact_case("Omaha-4 AsKsQdJd vs 2c7cJh9d, flop 2h7dJc", {plo_a, plo_b}, cards("2h7dJc"), Game::Omaha4, 2001);
    {
        const std::vector<CardMask> holes{ak, qq};
        const Timing t = measure(
            5, [&] { return detail::calculate_equity_brute_force(holes, 0, 0, Game::Holdem).players[0].equity; });
        std::printf("  %-44s %9.3f ms best %9.3f median  (every board, for scale)\n",
                    "AsKs vs QdQc, preflop, board by board", t.best, t.median);
    }

    std::printf("Monte Carlo (seeded; fewer trials than boards, so it samples)\n");
    double one = 0, two = 0;
    monte_carlo_case("AsKs vs QdQc, preflop, 1,700,000 trials", {ak, qq}, 0, Game::Holdem, 1'700'000, 1, 15, &one);
    monte_carlo_case("AsKs vs QdQc, preflop, 1,700,000 trials", {ak, qq}, 0, Game::Holdem, 1'700'000, 2, 15, &two);
    std::printf("  %-44s %9.2fx\n", "2 threads / 1 thread", two / one);
    {
        // The portable card picker, chunk by chunk on one thread (what a CPU
        // without fast pdep runs).
        const std::vector<CardMask> holes{ak, qq};
        const equity::Deal deal = equity::make_deal(holes, 0, 0, Game::Holdem);
        const auto plan = equity::plan_monte_carlo(deal, 0);
        const Timing t = measure(15, [&] {
            equity::Tally tally(2);
            for (std::uint64_t c = 0; c < 26; ++c) {
                equity::run_monte_carlo_chunk_portable(*plan, equity_chunk_seed(1, c), kEquityChunkTrials, tally);
            }
            return static_cast<double>(tally.win[0]);
        });
        std::printf("  %-44s %9.3f ms best %9.3f median  (%5.1f M showdowns/s, 1 thread)\n",
                    "same, portable picker, 26 chunks", t.best, t.median, 26.0 * kEquityChunkTrials / t.best / 1e3);
    }
    monte_carlo_case("AsKs vs QdQc, flop 2c7d9h, 900 trials", {ak, qq}, cards("2c7d9h"), Game::Holdem, 900, 1, 201);
    monte_carlo_case("AsKs vs QdQc vs 7h6h, preflop, 1,300,000", {ak, qq, sc}, 0, Game::Holdem, 1'300'000, 1, 9);
    monte_carlo_case("Omaha-4 heads-up, preflop, 1,000,000 trials", {plo_a, plo_b}, 0, Game::Omaha4, 1'000'000, 1, 7);
    monte_carlo_case("Omaha-4 heads-up, preflop, 1,000,000 trials", {plo_a, plo_b}, 0, Game::Omaha4, 1'000'000, 2, 7);

    std::printf("range Monte Carlo (seeded; deals of one combo per range and a board)\n");
    range_case("AKs vs QQ, preflop", {"AKs", "QQ"}, Game::Holdem, "", "", 10'000'000);
    range_case("TT+,AQs+,AKo vs 22+,A2s+,KTs+,QJs,AJo+", {"TT+,AQs+,AKo", "22+,A2s+,KTs+,QJs,AJo+"}, Game::Holdem, "",
               "", 10'000'000);
    range_case("the same on Ks7d2c, 3h dead", {"TT+,AQs+,AKo", "22+,A2s+,KTs+,QJs,AJo+"}, Game::Holdem, "Ks7d2c", "3h",
               10'000'000);
    range_case("JJ+,AKs vs TT-77 vs AQs-ATs,KQs", {"JJ+,AKs", "TT-77", "AQs-ATs,KQs"}, Game::Holdem, "", "",
               10'000'000);
    range_case("weighted: QQ+,AK:0.5 vs 22+:0.3,A2s+", {"QQ+,AK:0.5", "22+:0.3,A2s+"}, Game::Holdem, "", "",
               10'000'000);
    range_case("PLO: AA** vs KK**ds", {"AA**", "KK**ds"}, Game::Omaha4, "", "", 2'000'000);

    std::printf("against random opponents\n");
    {
        EquityResult last;
        const Timing t = measure(5, [&] {
            EquityOptions o;
            o.threads = 1;
            last = calculate_equity_vs_random(cards("AsAh"), 0, 0, 1, Game::Holdem, o);
            return last.players[0].equity;
        });
        std::printf("  %-44s %9.3f ms best %9.3f median  (%llu deals, equity %.5f)\n",
                    "AsAh vs 1 hand, preflop, exact, 1 thread", t.best, t.median,
                    static_cast<unsigned long long>(last.trials), last.players[0].equity);
        const Timing flop = measure(21, [&] {
            EquityOptions o;
            o.threads = 1;
            return calculate_equity_vs_random(cards("AsAh"), cards("Kd7c2s"), 0, 1, Game::Holdem, o).players[0].equity;
        });
        std::printf("  %-44s %9.3f ms best %9.3f median\n", "AsAh vs 1 hand, flop Kd7c2s, exact, 1 thread", flop.best,
                    flop.median);
        const std::uint64_t n = 1'000'000;
        for (unsigned threads : {1u, 2u}) {
            const Timing mc = measure(7, [&] {
                return calculate_equity_vs_random(cards("AsAh"), 0, 0, 3, Game::Holdem, monte_carlo(n, threads))
                    .players[0]
                    .equity;
            });
            std::printf("  %-44s %9.3f ms best %9.3f median  (%5.1f M deals/s, %u thread%s)\n",
                        "AsAh vs 3 hands, preflop, 1,000,000 trials", mc.best, mc.median,
                        static_cast<double>(n) / mc.best / 1e3, threads, threads == 1 ? "" : "s");
        }
    }
    return 0;
}
