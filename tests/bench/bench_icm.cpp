// Benchmark of tournament prize equity (docs/icm.md): the exact form on
// fields of 10 to 25 players with every place paid and on big fields with few
// places, and the Monte Carlo form on 1,000 and 5,000 players at 1 and 2
// threads (bit-identical, checked here), with the largest standard error.
// Build: meson compile -C <build> bench_icm; run it without arguments.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <vector>

#include "xiapl/icm.hpp"
#include "xiapl/rng.hpp"

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

volatile double g_sink;

std::vector<double> field(std::size_t n, std::uint64_t seed) {
    Rng rng(seed);
    std::vector<double> stacks(n);
    for (auto& s : stacks) s = 1000 + rng.below(60000);
    return stacks;
}

// A payout table falling by 10% a place from 100, paid places given.
std::vector<double> payouts(std::size_t m) {
    std::vector<double> out(m);
    double p = 100;
    for (auto& x : out) {
        x = p;
        p *= 0.9;
    }
    return out;
}

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void exact(std::size_t n, std::size_t m) {
    const auto stacks = field(n, n);
    const auto pay = payouts(m);
    const auto cost = icm::exact_cost(n, m);
    // Best of three.
    double best = 1e99, best_cpu = 1e99;
    for (int r = 0; r < 3; ++r) {
        const auto start = Clock::now();
        const std::clock_t cpu = std::clock();
        const auto eq = icm::exact(stacks, pay);
        best_cpu = std::min(best_cpu, static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC);
        best = std::min(best, seconds_since(start));
        g_sink = eq[0];
    }
    std::printf("exact  %5zu players %3zu paid  %12llu terms  %9llu-set layer  %10.4f s wall  %10.4f s cpu\n", n, m,
                static_cast<unsigned long long>(cost.terms), static_cast<unsigned long long>(cost.largest_layer), best,
                best_cpu);
}

void monte_carlo(std::size_t n, std::size_t m, std::uint64_t iterations) {
    const auto stacks = field(n, n + 1);
    const auto pay = payouts(m);
    std::vector<double> first;
    for (unsigned threads : {1u, 2u}) {
        const auto start = Clock::now();
        const std::clock_t cpu0 = std::clock();
        const auto r = icm::monte_carlo(stacks, pay, iterations, 42, threads);
        const double t = seconds_since(start);
        const double cpu = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
        const double worst = *std::max_element(r.std_error.begin(), r.std_error.end());
        const bool same = first.empty() || first == r.equity;
        if (first.empty()) first = r.equity;
        std::printf(
            "mc     %5zu players %3zu paid  %9llu orders  %u thread(s)  %8.3f s wall  %8.3f s cpu  "
            "max std error %.4f  %s\n",
            n, m, static_cast<unsigned long long>(iterations), threads, t, cpu, worst,
            same ? "identical" : "DIFFERENT");
    }
}

}  // namespace

int main() {
    for (std::size_t n : {10u, 15u, 20u, 22u, 25u}) exact(n, n);
    exact(25, 9);
    exact(25, 12);
    exact(64, 5);
    monte_carlo(1000, 150, 100000);
    monte_carlo(5000, 750, 100000);
    monte_carlo(5000, 50, 1000000);
    return 0;
}
