// Benchmark of the games beyond Hold'em and Omaha high (docs/games.md;
// figures in docs/benchmarks.md):
//   - batch evaluation through the public C entry points xiapl_eval_hands
//     and xiapl_eval_lows, ns per hand for random hands of every game, beside
//     Hold'em (2 hole + 5 board) and Omaha high; a hi/lo deal is both batches
//     (and, for the cost of a one-hand call, xiapl_eval_hand and
//     xiapl_eval_low hand by hand);
//     then the core's unchecked loops on the same hands (evaluate_hands_many
//     and the low evaluators), the cost without the C entry points' checks;
//   - equity through xiapl_equity_calculate_split: exact heads-up and 3-way
//     Omaha hi/lo preflop, PLO5 hi/lo, short deck, on one thread; seeded
//     Monte Carlo of stud hi/lo on 1 and 2 threads.
// Build: meson compile -C <build> bench_games; run `bench_games [eval|equity]`
// (no argument: both), preferably pinned to one core for `eval`
// (taskset -c 1). Evaluation cases run in rounds, one repetition of every
// case a round, so a change in the machine's load falls on all of them
// alike; each figure is the median (and the best) over the rounds, and each
// ratio the median of the per-round ratios. Evaluation times are the
// thread's CPU time on POSIX systems, equity calls wall time (thread start-up
// included). Every result feeds a checksum so no work is optimised away.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <time.h>
#endif

#include "xiapl/cards.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/games.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/xiapl.h"

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

volatile std::uint64_t g_sink;

#if defined(CLOCK_THREAD_CPUTIME_ID)
constexpr const char* kClockName = "thread CPU time";
double cpu_ns() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}
#else
constexpr const char* kClockName = "wall time";
double cpu_ns() { return std::chrono::duration<double, std::nano>(Clock::now().time_since_epoch()).count(); }
#endif

// The CPU time of every thread of the process, where the system gives it (0 elsewhere).
double process_cpu_ms() {
#if defined(CLOCK_PROCESS_CPUTIME_ID)
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
#else
    return 0;
#endif
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

void fail_on(std::int32_t status, const char* what) {
    if (status != XIAPL_OK) {
        std::fprintf(stderr, "%s: %s\n", what, xiapl_last_error_message());
        std::exit(1);
    }
}

// `count` distinct random cards from `deck`, none in `dead`.
std::uint64_t random_cards(Rng& rng, int count, std::uint64_t deck, std::uint64_t dead = 0) {
    std::uint64_t out = 0;
    while (std::popcount(out) < count) {
        const std::uint64_t card = std::uint64_t{1} << rng.below(52);
        if ((card & deck) && !((out | dead) & card)) out |= card;
    }
    return out;
}

std::uint64_t checksum(const std::vector<std::uint16_t>& v) {
    std::uint64_t s = 0;
    for (std::uint16_t x : v) s = s * 31 + x;
    return s;
}

// ---------------------------------------------------------------------------
// Evaluation

constexpr std::size_t kHands = 1 << 16;  // 1 MiB of masks (holes and boards): in L3, not in L2
constexpr int kPasses = 8;               // passes over the hands per repetition
constexpr int kRounds = 15;

struct Hands {
    std::vector<std::uint64_t> holes, boards;
};

Hands deal(std::uint64_t seed, int hole, int board, std::uint64_t deck) {
    Rng rng(seed);
    Hands h{std::vector<std::uint64_t>(kHands), std::vector<std::uint64_t>(kHands)};
    for (std::size_t i = 0; i < kHands; ++i) {
        h.boards[i] = board ? random_cards(rng, board, deck) : 0;
        h.holes[i] = random_cards(rng, hole, deck, h.boards[i]);
    }
    return h;
}

struct Case {
    std::string name;
    std::function<std::uint64_t()> pass;  // one pass over kHands hands
    std::vector<double> ns;               // ns per hand, one entry per round
};

// The public batch call.
std::uint64_t c_batch(std::int32_t game, const Hands& h, std::vector<std::uint16_t>& out) {
    fail_on(xiapl_eval_hands(game, h.holes.data(), h.boards.data(), kHands, out.data()), "xiapl_eval_hands");
    return checksum(out);
}

// The main ranking through the public one-hand call, for the cost of a call.
std::uint64_t c_one_by_one(std::int32_t game, const Hands& h, std::vector<std::uint16_t>& out) {
    for (std::size_t i = 0; i < kHands; ++i) {
        std::int32_t s;
        fail_on(xiapl_eval_hand(game, h.holes[i], h.boards[i], &s), "xiapl_eval_hand");
        out[i] = static_cast<std::uint16_t>(s);
    }
    return checksum(out);
}

// The low half through the public batch call.
std::uint64_t c_lows(std::int32_t game, const Hands& h, std::vector<std::uint16_t>& out) {
    fail_on(xiapl_eval_lows(game, h.holes.data(), h.boards.data(), kHands, out.data()), "xiapl_eval_lows");
    return checksum(out);
}

// The low half through the public one-hand call, for the cost of a call.
std::uint64_t c_lows_one_by_one(std::int32_t game, const Hands& h, std::vector<std::uint16_t>& out) {
    for (std::size_t i = 0; i < kHands; ++i) {
        std::int32_t s;
        fail_on(xiapl_eval_low(game, h.holes[i], h.boards[i], &s), "xiapl_eval_low");
        out[i] = static_cast<std::uint16_t>(s);
    }
    return checksum(out);
}

std::uint64_t core_batch(Game g, const Hands& h, std::vector<std::uint16_t>& out) {
    evaluate_hands_many(h.boards.data(), h.holes.data(), out.data(), kHands, g);
    return checksum(out);
}

// The low half in the core, unchecked, one evaluator call per hand (what
// xiapl_eval_lows runs after its checks).
template <class Low>
std::uint64_t core_lows(const Hands& h, std::vector<std::uint16_t>& out, Low low) {
    for (std::size_t i = 0; i < kHands; ++i) out[i] = low(h.boards[i], h.holes[i]);
    return checksum(out);
}

void bench_eval() {
    std::printf("batch evaluation: %zu random hands a game, %d passes a repetition, %d rounds, %s\n", kHands, kPasses,
                kRounds, kClockName);
    const std::uint64_t full = kFullDeck;
    const std::uint64_t short_deck = game_deck(Game::ShortDeck);
    const Hands holdem = deal(1, 2, 5, full), sd = deal(2, 2, 5, short_deck), seven = deal(3, 7, 0, full),
                five = deal(4, 5, 0, full), four = deal(5, 4, 0, full), omaha = deal(6, 4, 5, full),
                omaha5 = deal(7, 5, 5, full);
    std::vector<std::uint64_t> holdem_masks(kHands);
    for (std::size_t i = 0; i < kHands; ++i) holdem_masks[i] = holdem.holes[i] | holdem.boards[i];

    std::vector<std::uint16_t> a(kHands), b(kHands);
    std::vector<Case> cases;
    auto add = [&](std::string name, std::function<std::uint64_t()> pass) {
        cases.push_back({std::move(name), std::move(pass), {}});
    };
    // Through the C entry points.
    add("Hold'em, 2 + 5 (xiapl_eval_hands)", [&] { return c_batch(XIAPL_GAME_HOLDEM, holdem, a); });
    add("Hold'em, the same 7 cards (xiapl_eval_masks)", [&] {
        fail_on(xiapl_eval_masks(holdem_masks.data(), kHands, a.data()), "xiapl_eval_masks");
        return checksum(a);
    });
    add("Hold'em, one xiapl_eval_hand a hand", [&] { return c_one_by_one(XIAPL_GAME_HOLDEM, holdem, a); });
    add("short deck, 2 + 5", [&] { return c_batch(XIAPL_GAME_SHORT_DECK, sd, a); });
    add("stud, 7 cards", [&] { return c_batch(XIAPL_GAME_STUD, seven, a); });
    add("razz, 7 cards (ace-to-five low)", [&] { return c_batch(XIAPL_GAME_RAZZ, seven, a); });
    add("stud hi/lo low half, 7 cards (xiapl_eval_lows)", [&] { return c_lows(XIAPL_GAME_STUD_HILO, seven, b); });
    add("stud hi/lo hand (batch high + batch low)",
        [&] { return c_batch(XIAPL_GAME_STUD_HILO, seven, a) + c_lows(XIAPL_GAME_STUD_HILO, seven, b); });
    add("2-7 lowball, 5 cards", [&] { return c_batch(XIAPL_GAME_LOWBALL27, five, a); });
    add("badugi, 4 cards", [&] { return c_batch(XIAPL_GAME_BADUGI, four, a); });
    add("Omaha high deal, 4 + 5", [&] { return c_batch(XIAPL_GAME_OMAHA4, omaha, a); });
    add("Omaha high, one xiapl_eval_hand a deal", [&] { return c_one_by_one(XIAPL_GAME_OMAHA4, omaha, a); });
    add("Omaha hi/lo high half (xiapl_eval_hands)", [&] { return c_batch(XIAPL_GAME_OMAHA4_HILO, omaha, a); });
    add("Omaha hi/lo low half (xiapl_eval_lows)", [&] { return c_lows(XIAPL_GAME_OMAHA4_HILO, omaha, b); });
    add("Omaha hi/lo low half, one xiapl_eval_low a deal",
        [&] { return c_lows_one_by_one(XIAPL_GAME_OMAHA4_HILO, omaha, b); });
    add("Omaha hi/lo deal, both halves",
        [&] { return c_batch(XIAPL_GAME_OMAHA4_HILO, omaha, a) + c_lows(XIAPL_GAME_OMAHA4_HILO, omaha, b); });
    add("PLO5 high deal, 5 + 5", [&] { return c_batch(XIAPL_GAME_OMAHA5, omaha5, a); });
    add("PLO5 hi/lo deal, both halves",
        [&] { return c_batch(XIAPL_GAME_OMAHA5_HILO, omaha5, a) + c_lows(XIAPL_GAME_OMAHA5_HILO, omaha5, b); });
    // The core's unchecked loops on the same hands.
    add("core: Hold'em, 2 + 5", [&] { return core_batch(Game::Holdem, holdem, a); });
    add("core: short deck, 2 + 5", [&] { return core_batch(Game::ShortDeck, sd, a); });
    add("core: stud, 7 cards", [&] { return core_batch(Game::Stud, seven, a); });
    add("core: razz, 7 cards", [&] { return core_batch(Game::Razz, seven, a); });
    add("core: eight-or-better low, 7 cards", [&] {
        return core_lows(seven, b, [](std::uint64_t, std::uint64_t h) { return evaluate_eight_or_better(h); });
    });
    add("core: 2-7 lowball, 5 cards", [&] { return core_batch(Game::Lowball27, five, a); });
    add("core: badugi, 4 cards", [&] { return core_batch(Game::Badugi, four, a); });
    add("core: Omaha high deal, 4 + 5", [&] { return core_batch(Game::Omaha4, omaha, a); });
    add("core: Omaha eight-or-better low, 4 + 5", [&] {
        return core_lows(omaha, b,
                         [](std::uint64_t bd, std::uint64_t h) { return evaluate_omaha_eight_or_better(bd, h); });
    });
    add("core: Omaha hi/lo deal, both halves", [&] {
        return core_batch(Game::OmahaHiLo4, omaha, a) + core_lows(omaha, b, [](std::uint64_t bd, std::uint64_t h) {
                   return evaluate_omaha_eight_or_better(bd, h);
               });
    });

    std::uint64_t sum = 0;
    for (int round = 0; round < kRounds; ++round) {
        for (Case& c : cases) {
            const double start = cpu_ns();
            for (int p = 0; p < kPasses; ++p) sum += c.pass();
            c.ns.push_back((cpu_ns() - start) / (double(kHands) * kPasses));
        }
    }
    g_sink = g_sink + sum;

    auto find = [&](const char* name) -> const Case& {
        for (const Case& c : cases) {
            if (c.name == name) return c;
        }
        std::fprintf(stderr, "no case %s\n", name);
        std::exit(1);
    };
    for (const Case& c : cases) {
        std::printf("  %-52s %7.2f ns/hand median %7.2f best\n", c.name.c_str(), median(c.ns),
                    *std::min_element(c.ns.begin(), c.ns.end()));
    }
    std::printf("ratios (median over the rounds of each round's ratio)\n");
    auto ratio = [&](const char* num, const char* den, const char* target) {
        const Case& n = find(num);
        const Case& d = find(den);
        std::vector<double> r;
        for (std::size_t i = 0; i < n.ns.size(); ++i) r.push_back(n.ns[i] / d.ns[i]);
        std::printf("  %-44s / %-36s %5.2fx  (%.2f-%.2f)%s\n", num, den, median(r),
                    *std::min_element(r.begin(), r.end()), *std::max_element(r.begin(), r.end()), target);
    };
    ratio("short deck, 2 + 5", "Hold'em, 2 + 5 (xiapl_eval_hands)", "  target <= 1.5x");
    ratio("razz, 7 cards (ace-to-five low)", "Hold'em, 2 + 5 (xiapl_eval_hands)", "  target <= 1.5x");
    ratio("stud hi/lo low half, 7 cards (xiapl_eval_lows)", "Hold'em, 2 + 5 (xiapl_eval_hands)", "  target <= 1.5x");
    ratio("stud, 7 cards", "Hold'em, 2 + 5 (xiapl_eval_hands)", "");
    ratio("2-7 lowball, 5 cards", "Hold'em, 2 + 5 (xiapl_eval_hands)", "");
    ratio("badugi, 4 cards", "Hold'em, 2 + 5 (xiapl_eval_hands)", "");
    ratio("Omaha hi/lo deal, both halves", "Omaha high deal, 4 + 5", "  target <= 2x");
    ratio("PLO5 hi/lo deal, both halves", "PLO5 high deal, 5 + 5", "");
    ratio("core: short deck, 2 + 5", "core: Hold'em, 2 + 5", "");
    ratio("core: razz, 7 cards", "core: Hold'em, 2 + 5", "");
    ratio("core: eight-or-better low, 7 cards", "core: Hold'em, 2 + 5", "");
    ratio("core: Omaha hi/lo deal, both halves", "core: Omaha high deal, 4 + 5", "");
}

// ---------------------------------------------------------------------------
// Equity

std::uint64_t mask_of(const char* text) {
    std::uint64_t m = 0;
    for (CardId id : parse_cards(text)) m |= bit(id);
    return m;
}

struct EquityRun {
    xiapl_player_equity players[8];
    xiapl_player_split splits[8];
    xiapl_equity_summary summary;
};

EquityRun equity_call(std::int32_t game, const std::vector<std::uint64_t>& holes, const xiapl_equity_options& o) {
    EquityRun r{};
    r.summary.struct_size = sizeof r.summary;
    std::uint64_t len = 0;
    fail_on(xiapl_equity_calculate_split(game, holes.data(), holes.size(), 0, 0, &o, r.players, r.splits, 8, &len,
                                         &r.summary),
            "xiapl_equity_calculate_split");
    return r;
}

xiapl_equity_options options(std::int32_t mode, std::uint64_t iterations, std::uint32_t threads) {
    xiapl_equity_options o;
    fail_on(xiapl_equity_options_init(&o, sizeof o), "xiapl_equity_options_init");
    o.mode = mode;
    o.iterations = iterations;
    o.seed = 1;
    o.threads = threads;
    return o;
}

// Times `repeats` calls; prints the median and best milliseconds.
double equity_case(const char* name, std::int32_t game, std::vector<const char*> hands, const xiapl_equity_options& o,
                   int repeats) {
    std::vector<std::uint64_t> holes;
    for (const char* h : hands) holes.push_back(mask_of(h));
    std::vector<double> ms;
    EquityRun last{};
    for (int i = 0; i < repeats; ++i) {
        const auto start = Clock::now();
        last = equity_call(game, holes, o);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    g_sink = g_sink + static_cast<std::uint64_t>(last.players[0].equity * 1e9);
    const double med = median(ms);
    std::string who;
    for (const char* h : hands) who += std::string(who.empty() ? "" : " vs ") + h;
    std::printf("  %-48s %9.3f ms median %9.3f best  %s, %llu deals%s, equity %.4f (scoop %.4f, low %.4f)\n", name, med,
                *std::min_element(ms.begin(), ms.end()), who.c_str(),
                static_cast<unsigned long long>(last.summary.trials), last.summary.exact ? " (exact)" : "",
                last.players[0].equity, last.splits[0].scoop, last.splits[0].low_share);
    return med;
}

void bench_equity() {
    std::printf("equity through xiapl_equity_calculate_split (wall time, median and best of the repetitions)\n");
    const xiapl_equity_options exact1 = options(XIAPL_EQUITY_EXACT, 0, 1);
    equity_case("Omaha hi/lo heads-up preflop, exact, 1 thread", XIAPL_GAME_OMAHA4_HILO, {"As2sKd3h", "QcQhJc9d"},
                exact1, 31);
    equity_case("Omaha high, same hands, exact, 1 thread", XIAPL_GAME_OMAHA4, {"As2sKd3h", "QcQhJc9d"}, exact1, 31);
    equity_case("PLO5 hi/lo heads-up preflop, exact, 1 thread", XIAPL_GAME_OMAHA5_HILO, {"As2sKd3h4c", "QcQhJc9d8d"},
                exact1, 21);
    equity_case("Omaha hi/lo 3-way preflop, exact, 1 thread", XIAPL_GAME_OMAHA4_HILO,
                {"As2sKd3h", "QcQhJc9d", "7s6s5d4d"}, exact1, 21);
    equity_case("short deck heads-up preflop, exact, 1 thread", XIAPL_GAME_SHORT_DECK, {"AsKs", "QdQc"}, exact1, 15);
    // Stud hi/lo Monte Carlo: one and two threads alternate, so both see the
    // same load; the ratio is the median of each pair's ratio. The CPU time of
    // all threads shows whether two threads did the work of one in half the
    // time or waited for a core.
    constexpr std::uint64_t kStudTrials = 1'000'000;
    const std::vector<std::uint64_t> stud{mask_of("As2s5h"), mask_of("KdKc9h")};
    std::vector<double> ms[2], cpu[2], pair_ratio;
    for (int round = 0; round < 9; ++round) {
        double t[2];
        for (std::uint32_t threads : {1u, 2u}) {
            const auto start = Clock::now();
            const double cpu_start = process_cpu_ms();
            g_sink = g_sink +
                     equity_call(XIAPL_GAME_STUD_HILO, stud, options(XIAPL_EQUITY_MONTE_CARLO, kStudTrials, threads))
                         .summary.trials;
            t[threads - 1] = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
            ms[threads - 1].push_back(t[threads - 1]);
            cpu[threads - 1].push_back(process_cpu_ms() - cpu_start);
        }
        pair_ratio.push_back(t[0] / t[1]);
    }
    for (int k = 0; k < 2; ++k) {
        std::printf(
            "  %-48s %9.3f ms median %9.3f best  As2s5h vs KdKc9h, %llu deals: %.2f M deals/s (median), CPU %.1f ms\n",
            k == 0 ? "stud hi/lo 3rd street heads-up, MC, 1 thread" : "stud hi/lo 3rd street heads-up, MC, 2 threads",
            median(ms[k]), *std::min_element(ms[k].begin(), ms[k].end()), static_cast<unsigned long long>(kStudTrials),
            double(kStudTrials) / median(ms[k]) / 1e3, median(cpu[k]));
    }
    std::printf("  %-48s %9.2fx (%.2f-%.2f)\n", "stud hi/lo Monte Carlo, 2 threads / 1 thread", median(pair_ratio),
                *std::min_element(pair_ratio.begin(), pair_ratio.end()),
                *std::max_element(pair_ratio.begin(), pair_ratio.end()));
    const xiapl_equity_options mc3 = options(XIAPL_EQUITY_MONTE_CARLO, kStudTrials, 1);
    const double ms3 = equity_case("stud hi/lo 3rd street 3-way, MC, 1 thread", XIAPL_GAME_STUD_HILO,
                                   {"As2s5h", "KdKc9h", "7c8c9c"}, mc3, 5);
    std::printf("  %-48s %9.2f M deals/s\n", "", double(kStudTrials) / ms3 / 1e3);
}

}  // namespace

int main(int argc, char** argv) {
    const bool eval = argc < 2 || std::strcmp(argv[1], "eval") == 0;
    const bool equity = argc < 2 || std::strcmp(argv[1], "equity") == 0;
    if (!eval && !equity) {
        std::fprintf(stderr, "usage: bench_games [eval|equity]\n");
        return 2;
    }
    if (eval) bench_eval();
    if (equity) bench_equity();
    return 0;
}
