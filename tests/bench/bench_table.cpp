// Benchmark of the table rules engine through the C ABI (docs/benchmarks.md,
// its dated "table engine" sections):
//   - random self-play: 2 to 9 seats, random stacks, blinds 1/2, seeded hole
//     cards and boards; the seat to act picks uniformly among its legal
//     actions (a bet or raise of a uniform size), one C call per query;
//   - PHH replays: hands exported by tests/bench/bench_table_python.py
//     --export-steps (the tests/fixtures/phh NT and PO hands as steps), each
//     replayed as create + xiapl_table_apply_many, and as create + one
//     xiapl_table_apply / xiapl_table_deal_board call per step.
// Build: meson compile -C <build> tests/bench/bench_table. Run:
//   bench_table [STEPS_FILE] [--hands N]
// (without a steps file only self-play runs). Single-threaded; each figure is
// the best of 5 in wall and in thread CPU time.
//
// Steps file: "xiapl-table-steps 1", the hand count, then per hand the line
// "game pot_limit seats button min_bet step_count", the lines of stacks,
// antes, blinds and hole masks (one value per seat), and one line of
// "seat kind amount" triples (kind: XIAPL_ACTION_* or XIAPL_STEP_DEAL_BOARD).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#define XIAPL_UNSTABLE_API /* the table engine */
#include "xiapl/xiapl.h"

using Clock = std::chrono::steady_clock;

namespace {

struct Seconds {
    double wall = 1e30;
    double cpu = 1e30;
};

double thread_cpu_now() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

template <class F>
Seconds best_of(int repeats, F f) {
    Seconds best;
    for (int r = 0; r < repeats; ++r) {
        const auto wall = Clock::now();
        const double cpu = thread_cpu_now();
        f();
        best.cpu = std::min(best.cpu, thread_cpu_now() - cpu);
        best.wall = std::min(best.wall, std::chrono::duration<double>(Clock::now() - wall).count());
    }
    return best;
}

void report(const char* name, double count, Seconds s, const char* unit) {
    std::printf("%-46s %10.0f ns/op wall %10.0f %s/s   %10.0f ns/op cpu %10.0f %s/s\n", name, s.wall / count * 1e9,
                count / s.wall, unit, s.cpu / count * 1e9, count / s.cpu, unit);
}

void must(int32_t status, const char* what) {
    if (status != XIAPL_OK) {
        std::fprintf(stderr, "%s failed: %s: %s\n", what, xiapl_status_name(status), xiapl_last_error_message());
        std::exit(1);
    }
}

// SplitMix64 and a bounded draw by rejection (the bench's own RNG).
struct SplitMix {
    uint64_t state;
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    uint64_t below(uint64_t n) {
        const uint64_t limit = UINT64_MAX - UINT64_MAX % n;
        uint64_t x;
        do x = next();
        while (x >= limit);
        return x % n;
    }
};

// Plays `hands` random hands; returns the number of actions and deals.
uint64_t self_play(int hands, uint64_t seed) {
    SplitMix rng{seed};
    uint64_t steps = 0;
    for (int h = 0; h < hands; ++h) {
        xiapl_table_config c;
        must(xiapl_table_config_init(&c, sizeof c), "config_init");
        c.seat_count = 2 + static_cast<int32_t>(rng.below(8));
        c.button = static_cast<int32_t>(rng.below(static_cast<uint64_t>(c.seat_count)));
        for (int i = 0; i < c.seat_count; ++i) c.stacks[i] = 20 + static_cast<int64_t>(rng.below(381));
        uint64_t len = 0;
        must(xiapl_table_standard_blinds(c.seat_count, c.button, 1, 2, c.blinds, XIAPL_TABLE_MAX_SEATS, &len),
             "standard_blinds");
        c.random_holes = 1;
        c.seed = rng.next();
        xiapl_table_state* s = nullptr;
        must(xiapl_table_create(&c, &s), "create");
        for (;;) {
            xiapl_table_info info;
            std::memset(&info, 0, sizeof info);
            info.struct_size = sizeof info;
            must(xiapl_table_info_get(s, &info), "info_get");
            if (info.phase == XIAPL_PHASE_FINISHED) break;
            ++steps;
            xiapl_table_state* next = nullptr;
            if (info.phase == XIAPL_PHASE_DEALING) {
                must(xiapl_table_deal_board_random(s, &next), "deal_board_random");
            } else {
                int32_t kinds[5];
                int64_t lo[5], hi[5];
                must(xiapl_table_legal_actions(s, kinds, lo, hi, 5, &len), "legal_actions");
                const uint64_t pick = rng.below(len);
                int64_t amount = 0;
                if (kinds[pick] == XIAPL_ACTION_BET_OR_RAISE) {
                    amount = lo[pick] + static_cast<int64_t>(rng.below(static_cast<uint64_t>(hi[pick] - lo[pick] + 1)));
                }
                must(xiapl_table_apply(s, kinds[pick], amount, &next), "apply");
            }
            xiapl_table_destroy(s);
            s = next;
        }
        xiapl_table_destroy(s);
    }
    return steps;
}

struct Hand {
    xiapl_table_config config;
    std::vector<int32_t> seats, kinds;
    std::vector<int64_t> amounts;
};

std::vector<Hand> read_steps(const char* path) {
    std::ifstream in(path);
    std::string magic;
    int version = 0;
    std::size_t count = 0;
    if (!(in >> magic >> version >> count) || magic != "xiapl-table-steps" || version != 1) {
        std::fprintf(stderr, "%s is not a steps file; write one with bench_table_python.py --export-steps\n", path);
        std::exit(1);
    }
    std::vector<Hand> hands(count);
    for (Hand& h : hands) {
        xiapl_table_config& c = h.config;
        must(xiapl_table_config_init(&c, sizeof c), "config_init");
        int32_t pot_limit = 0;
        std::size_t steps = 0;
        in >> c.game >> pot_limit >> c.seat_count >> c.button >> c.min_bet >> steps;
        c.betting = pot_limit ? XIAPL_BETTING_POT_LIMIT : XIAPL_BETTING_NO_LIMIT;
        for (int i = 0; i < c.seat_count; ++i) in >> c.stacks[i];
        for (int i = 0; i < c.seat_count; ++i) in >> c.antes[i];
        for (int i = 0; i < c.seat_count; ++i) in >> c.blinds[i];
        for (int i = 0; i < c.seat_count; ++i) in >> c.hole_cards[i];
        h.seats.resize(steps);
        h.kinds.resize(steps);
        h.amounts.resize(steps);
        for (std::size_t k = 0; k < steps; ++k) in >> h.seats[k] >> h.kinds[k] >> h.amounts[k];
        if (!in) {
            std::fprintf(stderr, "%s is truncated or malformed\n", path);
            std::exit(1);
        }
    }
    return hands;
}

void replay_at_once(const std::vector<Hand>& hands) {
    for (const Hand& h : hands) {
        xiapl_table_state* s = nullptr;
        xiapl_table_state* end = nullptr;
        uint64_t failed = 0;
        must(xiapl_table_create(&h.config, &s), "create");
        must(xiapl_table_apply_many(s, h.seats.data(), h.kinds.data(), h.amounts.data(), h.kinds.size(), &end, &failed),
             "apply_many");
        xiapl_table_destroy(s);
        xiapl_table_destroy(end);
    }
}

void replay_step_by_step(const std::vector<Hand>& hands) {
    for (const Hand& h : hands) {
        xiapl_table_state* s = nullptr;
        must(xiapl_table_create(&h.config, &s), "create");
        for (std::size_t k = 0; k < h.kinds.size(); ++k) {
            xiapl_table_state* next = nullptr;
            if (h.kinds[k] == XIAPL_STEP_DEAL_BOARD) {
                must(xiapl_table_deal_board(s, static_cast<uint64_t>(h.amounts[k]), &next), "deal_board");
            } else {
                must(xiapl_table_apply(s, h.kinds[k], h.amounts[k], &next), "apply");
            }
            xiapl_table_destroy(s);
            s = next;
        }
        xiapl_table_destroy(s);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const char* steps_path = nullptr;
    int hands = 20000;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--hands") == 0 && i + 1 < argc) {
            hands = std::atoi(argv[++i]);
        } else {
            steps_path = argv[i];
        }
    }
    uint64_t steps = 0;
    const Seconds play = best_of(5, [&] { steps = self_play(hands, 1); });
    std::printf("C ABI: self-play %d hands, %llu actions and deals (seed 1); best of 5\n", hands,
                static_cast<unsigned long long>(steps));
    report("self-play (random legal actions)", hands, play, "hands");
    std::printf("  %.0f ns cpu per action or deal\n", play.cpu / static_cast<double>(steps) * 1e9);
    if (steps_path == nullptr) return 0;

    const std::vector<Hand> replays = read_steps(steps_path);
    std::size_t total = 0;
    for (const Hand& h : replays) total += h.kinds.size();
    std::printf("C ABI: %zu PHH replays, %zu steps\n", replays.size(), total);
    const double n = static_cast<double>(replays.size());
    report("replay: create + apply_many", n, best_of(5, [&] { replay_at_once(replays); }), "replays");
    report("replay: create + one call per step", n, best_of(5, [&] { replay_step_by_step(replays); }), "replays");
    return 0;
}
