// Benchmark of suit canonicalization (docs/canonicalization.md):
//   - canonicalizations per second of random boards, hands and (hero, board)
//     situations, in a batch (independent calls) over a pre-drawn input set;
//   - canonical situations enumerated per second (flop, turn, river; boards
//     and Omaha hands), streamed in chunks of 65,536;
//   - the Burnside counts' cost.
// Build: meson compile -C <build> tests/bench/bench_canon; run it without
// arguments. Single-threaded; every figure is the best of a few repetitions.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <vector>

#include "xiapl/canon.hpp"
#include "xiapl/rng.hpp"

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

// Keeps results alive so the compiler cannot drop the work.
volatile std::uint64_t g_sink;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

CardMask random_cards(Rng& rng, int count, CardMask dead = 0) {
    CardMask out = 0;
    while (std::popcount(out) < count) {
        const CardMask card = CardMask{1} << rng.below(52);
        if (!(card & dead)) out |= card;
    }
    return out;
}

template <class F>
double best_of(int repeats, F f) {
    double best = 1e30;
    for (int r = 0; r < repeats; ++r) {
        const auto start = Clock::now();
        f();
        best = std::min(best, seconds_since(start));
    }
    return best;
}

void bench_canonicalize() {
    constexpr std::size_t kInputs = 1 << 20;
    Rng rng(12345);
    std::vector<CardMask> boards(kInputs), heroes(kInputs), hands(kInputs);
    for (std::size_t i = 0; i < kInputs; ++i) {
        boards[i] = random_cards(rng, 3 + static_cast<int>(rng.below(3)));
        heroes[i] = random_cards(rng, 2, boards[i]);
        hands[i] = random_cards(rng, 4);
    }
    std::printf("canonicalization (%zu random inputs, best of 5)\n", kInputs);
    std::printf("  %-44s %10s %14s\n", "call", "ns/call", "calls/s");
    auto report = [&](const char* name, double secs) {
        std::printf("  %-44s %10.2f %14.3e\n", name, secs * 1e9 / kInputs, kInputs / secs);
    };
    report("canonical_cards (board, 3-5 cards)", best_of(5, [&] {
               std::uint64_t acc = 0;
               for (std::size_t i = 0; i < kInputs; ++i) acc += canonical_cards(boards[i]).cards;
               g_sink = acc;
           }));
    report("canonical_cards (Omaha hand, 4 cards)", best_of(5, [&] {
               std::uint64_t acc = 0;
               for (std::size_t i = 0; i < kInputs; ++i) acc += canonical_cards(hands[i]).cards;
               g_sink = acc;
           }));
    report("canonical_situation (2 + 3-5 cards)", best_of(5, [&] {
               std::uint64_t acc = 0;
               for (std::size_t i = 0; i < kInputs; ++i) {
                   const auto c = canonical_situation(heroes[i], boards[i]);
                   acc += c.hero ^ c.board ^ c.orbit_size;
               }
               g_sink = acc;
           }));
    report("canonicalize_hero_and_board (checked)", best_of(5, [&] {
               std::uint64_t acc = 0;
               for (std::size_t i = 0; i < kInputs; ++i) {
                   const auto c = canonicalize_hero_and_board(heroes[i], boards[i]);
                   acc += c.hero ^ c.board ^ c.orbit_size;
               }
               g_sink = acc;
           }));
}

void bench_enumerate(const char* name, int hero_size, int board_size, int repeats) {
    constexpr std::size_t kChunk = 1 << 16;
    std::vector<CardMask> heroes(kChunk), boards(kChunk);
    std::vector<std::uint64_t> orbits(kChunk);
    std::uint64_t items = 0, weight = 0;
    const double secs = best_of(repeats, [&] {
        CanonicalEnumerator it(hero_size, board_size);
        items = weight = 0;
        while (std::size_t n = it.next(heroes.data(), boards.data(), orbits.data(), kChunk)) {
            items += n;
            for (std::size_t k = 0; k < n; ++k) weight += orbits[k];
        }
    });
    std::printf("  %-26s %14llu %16llu %9.3f %14.3e\n", name, static_cast<unsigned long long>(items),
                static_cast<unsigned long long>(weight), secs, static_cast<double>(items) / secs);
}

void bench_counts() {
    const double secs = best_of(5, [&] {
        std::uint64_t acc = 0;
        for (int board : {3, 4, 5}) acc += count_canonical(2, board) + count_canonical(0, board);
        for (int hero : {4, 5, 6}) acc += count_canonical(hero, 0);
        g_sink = acc;
    });
    std::printf("\nBurnside counts: 9 counts (boards, Hold'em situations, Omaha hands) in %.1f us\n", secs * 1e6);
}

}  // namespace

int main() {
    bench_canonicalize();
    std::printf("\nenumeration (chunks of 65,536, orbit weights summed, best of a few runs)\n");
    std::printf("  %-26s %14s %16s %9s %14s\n", "set", "items", "sum of weights", "seconds", "items/s");
    bench_enumerate("boards: flop", 0, 3, 5);
    bench_enumerate("boards: turn", 0, 4, 5);
    bench_enumerate("boards: river", 0, 5, 3);
    bench_enumerate("Omaha-4 hands", 4, 0, 3);
    bench_enumerate("Omaha-6 hands", 6, 0, 2);
    bench_enumerate("Hold'em hero + flop", 2, 3, 5);
    bench_enumerate("Hold'em hero + turn", 2, 4, 3);
    bench_enumerate("Hold'em hero + river", 2, 5, 2);
    bench_counts();
    return 0;
}
