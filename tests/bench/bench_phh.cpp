// Benchmark of PHH reading and replaying (docs/benchmarks.md, "PHH in the
// core"): the Pluribus hands of tests/fixtures/phh/pluribus (488 NT hands,
// texts read into memory first):
//   - parse: the text to a Hand (TOML, the checks);
//   - replay: a parsed hand through the rules engine to its final state;
//   - parse + replay: both, per text (what a batch replay of files does);
//   - the C ABI: xiapl_phh_replay_texts over all texts (parse, replay and a
//     state handle per text, the handles destroyed after the call) with
//     threads = 1 and 2.
// Build: meson compile -C <build> tests/bench/bench_phh. Run:
//   bench_phh [FIXTURES_DIR] [--rounds N] [--repeats R] [--case NAME]
// A measurement is N passes over the texts (default 4); each case is
// measured R times (default 15), the cases alternated so that a change of
// load falls on all of them; the figures are the best and the median, in
// wall time and in the thread's CPU time (the two-thread case in wall time
// only: its work is on two threads). --case runs N passes of one case, for a
// profiler (parse, replay, parse+replay, capi1, capi2).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "xiapl/phh.hpp"
#define XIAPL_UNSTABLE_API /* the PHH functions */
#include "xiapl/xiapl.h"

using Clock = std::chrono::steady_clock;

namespace {

double thread_cpu_now() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Every measurement of one case, in seconds.
struct Samples {
    std::vector<double> wall, cpu;

    template <class F>
    void run(F f) {
        const auto wall0 = Clock::now();
        const double cpu0 = thread_cpu_now();
        f();
        cpu.push_back(thread_cpu_now() - cpu0);
        wall.push_back(std::chrono::duration<double>(Clock::now() - wall0).count());
    }
};

double best(std::vector<double> v) { return *std::min_element(v.begin(), v.end()); }

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

void report(const char* what, const Samples& s, double hands, bool cpu) {
    std::printf("%-40s best %8.0f hands/s (%5.2f us)  median %8.0f hands/s wall", what, hands / best(s.wall),
                1e6 * best(s.wall) / hands, hands / median(s.wall));
    if (cpu) {
        std::printf("   cpu: best %8.0f, median %8.0f hands/s", hands / best(s.cpu), hands / median(s.cpu));
    }
    std::printf("\n");
}

}  // namespace

int main(int argc, char** argv) {
    std::filesystem::path dir = "tests/fixtures/phh/pluribus";
    int rounds = 4;
    int repeats = 15;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--rounds" && i + 1 < argc) {
            rounds = std::atoi(argv[++i]);
        } else if (a == "--repeats" && i + 1 < argc) {
            repeats = std::max(1, std::atoi(argv[++i]));
        } else if (a == "--case" && i + 1 < argc) {
            only = argv[++i];
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

    using namespace xiapl;
    std::vector<phh::Hand> parsed;  // for the replay case (not parsed for another case alone: a profile sees one)
    if (only.empty() || only == "replay") {
        for (const auto& t : texts) parsed.push_back(phh::parse(t).at(0));
    }
    std::uint64_t sink = 0;
    std::vector<const char*> pointers;
    std::vector<std::uint64_t> lengths;
    for (const auto& t : texts) {
        pointers.push_back(t.data());
        lengths.push_back(t.size());
    }
    std::vector<xiapl_table_state*> states(texts.size());
    std::vector<std::int32_t> statuses(texts.size());

    auto parse = [&] {
        for (const auto& t : texts) sink += phh::parse(t).size();
    };
    auto replay = [&] {
        for (const auto& h : parsed) sink += phh::replay(h, phh::chip_scale(h)).seats()[0].stack;
    };
    auto parse_replay = [&] {
        for (const auto& t : texts) {
            const phh::Hand h = std::move(phh::parse(t).at(0));
            sink += phh::replay(h, phh::chip_scale(h)).seats()[0].stack;
        }
    };
    auto capi = [&](int threads) {
        if (xiapl_phh_replay_texts(pointers.data(), lengths.data(), texts.size(), threads, states.data(),
                                   statuses.data()) != XIAPL_OK) {
            std::fprintf(stderr, "xiapl_phh_replay_texts: %s\n", xiapl_last_error_message());
            std::exit(1);
        }
        for (std::size_t i = 0; i < texts.size(); ++i) {
            sink += static_cast<std::uint64_t>(statuses[i] == XIAPL_OK);
            xiapl_table_destroy(states[i]);
        }
    };
    if (!only.empty()) {
        // One pass of one case, for a profiler (callgrind: instructions per hand = total / hands).
        for (int r = 0; r < rounds; ++r) {
            if (only == "parse") {
                parse();
            } else if (only == "replay") {
                replay();
            } else if (only == "parse+replay") {
                parse_replay();
            } else if (only == "capi1" || only == "capi2") {
                capi(only == "capi1" ? 1 : 2);
            } else {
                std::fprintf(stderr, "--case is parse, replay, parse+replay, capi1 or capi2\n");
                return 1;
            }
        }
        std::printf("%s: %zu hands x %d rounds (checksum %llu)\n", only.c_str(), texts.size(), rounds,
                    static_cast<unsigned long long>(sink));
        return 0;
    }

    std::printf("%zu hands, %zu bytes of PHH; a measurement is %d passes, %d measurements a case, alternated\n",
                texts.size(), bytes, rounds, repeats);
    const double hands = static_cast<double>(texts.size()) * rounds;
    struct Case {
        const char* name;
        std::function<void()> pass;
        bool cpu;
        Samples samples;
    };
    std::vector<Case> cases;
    cases.push_back({"parse", parse, true, {}});
    cases.push_back({"replay (parsed hands)", replay, true, {}});
    cases.push_back({"parse + replay", parse_replay, true, {}});
    cases.push_back({"C ABI xiapl_phh_replay_texts, 1 thread", [&] { capi(1); }, true, {}});
    cases.push_back({"C ABI xiapl_phh_replay_texts, 2 threads", [&] { capi(2); }, false, {}});
    for (Case& c : cases) c.pass();  // warm up
    for (int k = 0; k < repeats; ++k) {
        for (Case& c : cases) {
            c.samples.run([&] {
                for (int r = 0; r < rounds; ++r) c.pass();
            });
        }
    }
    for (const Case& c : cases) report(c.name, c.samples, hands, c.cpu);
    std::printf("(checksum %llu)\n", static_cast<unsigned long long>(sink));
    return 0;
}
