// Benchmark of PHH reading and replaying (docs/benchmarks.md, "PHH"): the
// Pluribus hands of tests/fixtures/phh/pluribus (488 NT hands, texts read
// into memory first), single-threaded:
//   - parse: the text to a Hand (TOML, the checks);
//   - replay: a parsed hand through the rules engine to its final state;
//   - parse + replay: both, per text (what a batch replay of files does);
//   - the C ABI: xiapl_phh_replay_texts over all texts with threads = 1
//     (parse, replay and a state handle per text).
// Build: meson compile -C <build> tests/bench/bench_phh. Run:
//   bench_phh [FIXTURES_DIR] [--rounds N]
// Each figure is the best of 5 in wall and thread CPU time.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "xiapl/phh.hpp"
#define XIAPL_UNSTABLE_API /* the PHH functions */
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

void report(const char* what, Seconds s, double hands) {
    std::printf("%-34s %9.0f hands/s wall  %9.0f hands/s cpu  (%.2f us/hand)\n", what, hands / s.wall, hands / s.cpu,
                1e6 * s.cpu / hands);
}

}  // namespace

int main(int argc, char** argv) {
    std::filesystem::path dir = "tests/fixtures/phh/pluribus";
    int rounds = 20;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--rounds" && i + 1 < argc) {
            rounds = std::atoi(argv[++i]);
        } else {
            dir = a;
        }
    }
    std::vector<std::string> texts;
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) {
        if (!e.is_regular_file() || e.path().extension() != ".phh") continue;
        std::ifstream in(e.path(), std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        texts.push_back(s.str());
    }
    std::sort(texts.begin(), texts.end());
    if (texts.empty()) {
        std::fprintf(stderr, "no .phh files under %s (give the pluribus directory)\n", dir.string().c_str());
        return 1;
    }
    std::size_t bytes = 0;
    for (const auto& t : texts) bytes += t.size();
    std::printf("%zu hands, %zu bytes of PHH, %d rounds each, best of 5\n", texts.size(), bytes, rounds);
    const double hands = static_cast<double>(texts.size()) * rounds;

    using namespace xiapl;
    std::vector<phh::Hand> parsed;
    for (const auto& t : texts) parsed.push_back(phh::parse(t).at(0));
    std::uint64_t sink = 0;

    report("parse",
           best_of(5,
                   [&] {
                       for (int r = 0; r < rounds; ++r) {
                           for (const auto& t : texts) sink += phh::parse(t).size();
                       }
                   }),
           hands);
    report("replay (parsed hands)",
           best_of(5,
                   [&] {
                       for (int r = 0; r < rounds; ++r) {
                           for (const auto& h : parsed) sink += phh::replay(h, phh::chip_scale(h)).seats()[0].stack;
                       }
                   }),
           hands);
    report("parse + replay",
           best_of(5,
                   [&] {
                       for (int r = 0; r < rounds; ++r) {
                           for (const auto& t : texts) {
                               const phh::Hand h = std::move(phh::parse(t).at(0));
                               sink += phh::replay(h, phh::chip_scale(h)).seats()[0].stack;
                           }
                       }
                   }),
           hands);

    std::vector<const char*> pointers;
    std::vector<std::uint64_t> lengths;
    for (const auto& t : texts) {
        pointers.push_back(t.data());
        lengths.push_back(t.size());
    }
    std::vector<xiapl_table_state*> states(texts.size());
    std::vector<std::int32_t> statuses(texts.size());
    report("C ABI xiapl_phh_replay_texts, 1 thread",
           best_of(5,
                   [&] {
                       for (int r = 0; r < rounds; ++r) {
                           xiapl_phh_replay_texts(pointers.data(), lengths.data(), texts.size(), 1, states.data(),
                                                  statuses.data());
                           for (std::size_t i = 0; i < texts.size(); ++i) {
                               sink += static_cast<std::uint64_t>(statuses[i] == XIAPL_OK);
                               xiapl_table_destroy(states[i]);
                           }
                       }
                   }),
           hands);
    std::printf("(checksum %llu)\n", static_cast<unsigned long long>(sink));
    return 0;
}
