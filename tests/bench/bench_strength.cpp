// Benchmark of the hand-strength tables (docs/strength.md): board_strengths
// on evenly spaced canonical boards of each street, reported per board, per
// full board scored (1,176 per flop, 48 per turn, 1 per river) and per
// (hero, run-out), with the whole street's single-core time extrapolated from
// the sample (1,755 flops, 16,432 turns, 134,459 rivers).
// Build: meson compile -C <build> tests/bench/bench_strength; run it without
// arguments, or with `--all flop|turn|river` to time every board of a street.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

#include "xiapl/canon.hpp"
#include "xiapl/strength.hpp"

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

volatile double g_sink;

struct Street {
    const char* name;
    int size;
    std::size_t sample;  // boards timed by default
    int full_boards;     // full boards scored per board
};

constexpr Street kStreets[] = {{"flop", 3, 24, 1176}, {"turn", 4, 400, 48}, {"river", 5, 8000, 1}};

void run(const Street& street, std::size_t sample, std::uint32_t bins) {
    const std::vector<CardMask>& boards = canonical_boards(street.size);
    if (sample > boards.size()) sample = boards.size();
    const std::size_t stride = boards.size() / sample;
    std::uint64_t rows = 0, hero_runouts = 0;
    double sum = 0;
    const auto start = Clock::now();
    for (std::size_t k = 0; k < sample; ++k) {
        const BoardStrengths s = board_strengths(boards[k * stride], bins);
        rows += s.heroes.size();
        hero_runouts += s.heroes.size() * s.runouts;
        for (std::size_t r = 0; r < s.heroes.size(); ++r) sum += s.ehs(r);
    }
    const double secs = std::chrono::duration<double>(Clock::now() - start).count();
    g_sink = sum;
    const double per_board = secs / static_cast<double>(sample);
    std::printf("  %-6s %5u %7zu %10llu %12.3f %12.2f %10.2f %12.1f\n", street.name, bins, sample,
                static_cast<unsigned long long>(rows), per_board * 1e3, per_board * 1e6 / street.full_boards,
                secs * 1e9 / static_cast<double>(hero_runouts), per_board * static_cast<double>(boards.size()));
}

void header() {
    std::printf("  %-6s %5s %7s %10s %12s %12s %10s %12s\n", "street", "bins", "boards", "rows", "ms/board", "us/full",
                "ns/row-ro", "street s");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "--all") == 0) {
        for (const Street& street : kStreets) {
            if (std::strcmp(argv[2], street.name) != 0) continue;
            header();
            run(street, canonical_boards(street.size).size(), 0);
            return 0;
        }
    }
    if (argc != 1) {
        std::fprintf(stderr, "usage: bench_strength [--all flop|turn|river]\n");
        return 2;
    }
    std::printf("hand-strength tables, one core (evenly spaced canonical boards; \"street s\" extrapolates)\n");
    header();
    for (const Street& street : kStreets) {
        run(street, street.sample, 0);
        run(street, street.sample, 10);
    }
    return 0;
}
