// Benchmark of hand evaluation (docs/evaluation.md):
//   - random 7-card masks through the public C entry point
//     xiapl_eval_masks (which checks every mask, then evaluates) and
//     through the core's unchecked evaluate_many (independent hands, so the
//     CPU overlaps their loads), with the inputs in cache and streamed from
//     memory, and through a dependent chain of evaluate_mask calls;
//   - all 133,784,560 seven-card hands enumerated in order with HandState:
//     one card added per loop level; the last two cards from a list of card
//     pairs; and that list split by whether a pair can complete a flush;
//     then the public entry points xiapl_eval_completions (every strength)
//     and xiapl_eval_completions_histogram (by strength);
//   - random Omaha deals with 4, 5 and 6 hole cards through the C entry
//     point xiapl_eval_hands and the core's evaluate_omaha_many;
//   - the bytes of every table;
//   - "streamed": 10 M random 7-card masks generated beforehand and read
//     once per case, as a user streams them: xiapl_eval_masks in one call,
//     in calls of 4,096, and xiapl_eval_mask once per hand, in alternated
//     rounds (the median of each case and of each round's ratio to the first
//     case). `bench_eval streamed` runs this section alone. Built with the
//     meson option ompeval=<an OMPEval checkout>, the same rounds time
//     OMPEval's evaluate() on its pre-built 16-byte hands (the first case,
//     so the ratios are to it) and from 7 card ids a hand.
// Build: meson compile -C <build> bench_eval; run it without arguments,
// preferably pinned to one core (taskset -c 1). Single-threaded; each figure
// is reported as the best and the median of several repetitions, and every
// result feeds a checksum so the work cannot be optimised away. On POSIX
// systems the time is the thread's CPU time, which leaves out the time the
// thread waits for a core on a busy machine; elsewhere it is wall time.
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#include <time.h>
#endif

#include "xiapl/eval.hpp"
#include "xiapl/rng.hpp"
#include "xiapl/xiapl.h"

#if defined(XIAPL_BENCH_OMPEVAL)
#include "omp/HandEvaluator.h"
#endif

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

volatile std::uint64_t g_sink;

#if defined(CLOCK_THREAD_CPUTIME_ID)
constexpr const char* kClockName = "thread CPU time";
double now_ns() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}
#else
constexpr const char* kClockName = "wall time";
double now_ns() { return std::chrono::duration<double, std::nano>(Clock::now().time_since_epoch()).count(); }
#endif

#if defined(_MSC_VER)
#define XIAPL_BENCH_NOINLINE __declspec(noinline)
#else
#define XIAPL_BENCH_NOINLINE __attribute__((noinline))
#endif

std::uint64_t random_cards(Rng& rng, int count, std::uint64_t dead = 0) {
    std::uint64_t out = 0;
    while (std::popcount(out) < count) {
        const std::uint64_t card = std::uint64_t{1} << rng.below(52);
        if (!((out | dead) & card)) out |= card;
    }
    return out;
}

struct Timing {
    double best, median;  // ns per operation
};

// Runs f (which returns its checksum) `repeats` times; f performs `ops`
// operations per run.
template <class F>
Timing measure(int repeats, double ops, F f) {
    std::vector<double> ns;
    std::uint64_t sum = 0;
    for (int r = 0; r < repeats; ++r) {
        const double start = now_ns();
        sum += f();
        ns.push_back((now_ns() - start) / ops);
    }
    g_sink = g_sink + sum;
    std::sort(ns.begin(), ns.end());
    return {ns.front(), ns[ns.size() / 2]};
}

void report(const char* name, Timing t, const char* unit) {
    std::printf("  %-52s %7.2f ns/%s best  %7.2f median  (%6.1f M%s/s)\n", name, t.best, unit, t.median, 1e3 / t.best,
                unit);
}

std::uint64_t checksum(const std::vector<Strength>& v) {
    std::uint64_t s = 0;
    for (Strength x : v) s = s * 31 + x;
    return s;
}

// Stages of evaluate_mask's non-flush path, for the breakdown of where a
// batch spends its time: 0 = the loop, loads and stores alone; 1 = plus the
// four suit-key loads; 2 = plus the rank-offset load; 3 is the whole
// portable loop (detail::evaluate_many_portable).
template <int kStage>
XIAPL_BENCH_NOINLINE void partial_evaluate(const std::uint64_t* masks, Strength* out, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) {
        const std::uint64_t c = masks[i];
        std::uint32_t key = static_cast<std::uint32_t>(c ^ (c >> 26));
        if constexpr (kStage >= 1) {
            key = detail::kSuitRankKey[c & 0x1FFF] + detail::kSuitRankKey[(c >> 13) & 0x1FFF] +
                  detail::kSuitRankKey[(c >> 26) & 0x1FFF] + detail::kSuitRankKey[c >> 39];
        }
        if constexpr (kStage >= 2) key += detail::kRankOffset[(key & ~detail::kFlushFlag) >> detail::kRankRowShift];
        out[i] = static_cast<Strength>(key);
    }
}

// The public C entry point, as a binding calls it; a refused mask would be a
// bug in this program.
void c_entry_point(const std::uint64_t* masks, Strength* out, std::size_t n) {
    if (xiapl_eval_masks(masks, n, out) != XIAPL_OK) {
        std::fprintf(stderr, "xiapl_eval_masks: %s\n", xiapl_last_error_message());
        std::exit(1);
    }
}

// The C entry point's check pass alone; writes its result where the
// strengths would go so the run's checksum depends on it.
void check_only(const std::uint64_t* masks, Strength* out, std::size_t n) {
    out[0] = static_cast<Strength>(first_invalid_mask(masks, n));
}

void bench_random_seven() {
    std::printf("random 7-card hands\n");
    Rng rng(2024);
    {
        // Inputs that stay in cache: 4,096 hands (32 kB) evaluated 1,024
        // times a run, as a caller evaluating in blocks would see them.
        constexpr std::size_t kHands = 1 << 12;
        constexpr int kPasses = 1024;
        std::vector<std::uint64_t> masks(kHands);
        for (auto& m : masks) m = random_cards(rng, 7);
        std::vector<Strength> out(kHands);
        using Loop = void (*)(const std::uint64_t*, Strength*, std::size_t);
        auto run = [&](Loop loop) {
            return measure(15, double(kHands) * kPasses, [&] {
                std::uint64_t sum = 0;
                for (int p = 0; p < kPasses; ++p) {
                    loop(masks.data(), out.data(), kHands);
                    sum += out[static_cast<std::size_t>(p) % kHands];
                }
                return sum + checksum(out);
            });
        };
        report("xiapl_eval_masks (C entry), 4K hands in cache", run(c_entry_point), "hand");
        report("  its check alone (first_invalid_mask), same hands", run(check_only), "hand");
        report(detail::pext_kernel_available()  ? "  core evaluate_many (pext loop), same hands"
               : detail::bmi_kernel_available() ? "  core evaluate_many (BMI1 loop), same hands"
                                                : "  core evaluate_many (portable loop), same hands",
               run(evaluate_many), "hand");
        // Each form of the checked batch the C entry point chooses from.
        for (const auto& variant : detail::checked_batch_variants()) {
            const Timing t = measure(15, double(kHands) * kPasses, [&] {
                for (int p = 0; p < kPasses; ++p) variant.run(masks.data(), out.data(), kHands);
                return checksum(out);
            });
            report(("  checked batch, " + std::string(variant.name) + ", same hands").c_str(), t, "hand");
        }
        report("  the portable loop (shift and mask), same hands", run(detail::evaluate_many_portable), "hand");

        // The portable loop cut short after each stage (same inputs, same runs).
        const char* names[] = {"  stage: loop, loads and stores only", "  stage: + four suit-key loads",
                               "  stage: + the rank-offset load"};
        void (*stages[])(const std::uint64_t*, Strength*, std::size_t) = {partial_evaluate<0>, partial_evaluate<1>,
                                                                          partial_evaluate<2>};
        for (int k = 0; k < 3; ++k) {
            const Timing part = measure(15, double(kHands) * kPasses, [&] {
                for (int p = 0; p < kPasses; ++p) stages[k](masks.data(), out.data(), kHands);
                return checksum(out);
            });
            report(names[k], part, "hand");
        }
    }
    {
        // Inputs streamed from memory: 16M hands (128 MB of masks).
        constexpr std::size_t kHands = 1 << 24;
        std::vector<std::uint64_t> masks(kHands);
        for (auto& m : masks) m = random_cards(rng, 7);
        std::vector<Strength> out(kHands);
        const Timing c_entry = measure(5, double(kHands), [&] {
            c_entry_point(masks.data(), out.data(), kHands);
            return checksum(out);
        });
        report("xiapl_eval_masks (C entry), 16M hands streamed", c_entry, "hand");
        const Timing t = measure(5, double(kHands), [&] {
            evaluate_many(masks.data(), out.data(), kHands);
            return checksum(out);
        });
        report("  core evaluate_many, same hands", t, "hand");

        // A dependent chain: which hand comes next depends on the last result,
        // so no two evaluations overlap (latency, not throughput).
        constexpr std::size_t kChain = 1 << 22;
        const Timing chain = measure(5, double(kChain), [&] {
            std::uint64_t s = 0;
            std::size_t i = 0;
            for (std::size_t n = 0; n < kChain; ++n) {
                const Strength v = evaluate_mask(masks[i]);
                s += v;
                i = (i + 1 + (v & 1)) & (kHands - 1);
            }
            return s;
        });
        report("evaluate_mask, dependent chain", chain, "hand");
    }
}

// 10 M masks generated beforehand and read once per case, the cases
// alternated in rounds so that a change of load falls on all of them.
void bench_streamed() {
    std::printf("streamed: 10 M random 7-card hands, generated beforehand, read once per case\n");
    constexpr std::size_t kHands = 10'000'000;
    constexpr std::size_t kCall = 4096;
    constexpr int kRounds = 7;
    Rng rng(2026);
    std::vector<std::uint64_t> masks(kHands);
    for (auto& m : masks) m = random_cards(rng, 7);
    std::vector<Strength> out(kHands), want(kHands);
    evaluate_many(masks.data(), want.data(), kHands);
    auto one_call = [&] { c_entry_point(masks.data(), out.data(), kHands); };
    auto in_calls = [&] {
        for (std::size_t i = 0; i < kHands; i += kCall)
            c_entry_point(masks.data() + i, out.data() + i, std::min(kCall, kHands - i));
    };
    auto per_hand = [&] {
        // The pointers in locals: through the vectors, each call (which could
        // change them, for all the compiler knows) would cost two more loads.
        const std::uint64_t* const in = masks.data();
        Strength* const strengths = out.data();
        for (std::size_t i = 0; i < kHands; ++i) {
            std::int32_t s = 0;
            if (xiapl_eval_mask(in[i], &s) != XIAPL_OK) {
                std::fprintf(stderr, "xiapl_eval_mask: %s\n", xiapl_last_error_message());
                std::exit(1);
            }
            strengths[i] = static_cast<Strength>(s);
        }
    };
    struct Case {
        const char* name;
        std::function<void()> run;
        std::vector<double> ns, ratio;
        bool writes_out = true;  // fills out with XiaPL strengths, checked against want
    };
    std::vector<Case> cases;
#if defined(XIAPL_BENCH_OMPEVAL)
    // OMPEval numbers cards 4 * rank + suit (deuce 0); XiaPL 13 * suit + rank.
    // Its strengths are on its own scale, written to an array of their own as
    // XiaPL's are to out.
    const omp::HandEvaluator omp_evaluator;
    std::vector<omp::Hand> omp_hands;  // built in place: omp::Hand's assignment is deprecated
    omp_hands.reserve(kHands);
    std::vector<std::uint8_t> omp_ids(kHands * 8);
    for (std::size_t i = 0; i < kHands; ++i) {
        omp::Hand hand = omp::Hand::empty();
        int k = 0;
        for (std::uint64_t m = masks[i]; m; m &= m - 1) {
            const int id = std::countr_zero(m);
            const auto omp_id = static_cast<std::uint8_t>(id % 13 * 4 + id / 13);
            omp_ids[i * 8 + static_cast<std::size_t>(k++)] = omp_id;
            hand += omp::Hand(omp_id);
        }
        omp_hands.push_back(hand);
    }
    std::vector<std::uint16_t> omp_out(kHands);
    auto omp_pre_built = [&] {
        for (std::size_t i = 0; i < kHands; ++i) omp_out[i] = omp_evaluator.evaluate(omp_hands[i]);
        g_sink = omp_out[kHands / 2];
    };
    auto omp_from_ids = [&] {
        for (std::size_t i = 0; i < kHands; ++i) {
            const std::uint8_t* c = &omp_ids[i * 8];
            const omp::Hand hand = omp::Hand::empty() + omp::Hand(c[0]) + omp::Hand(c[1]) + omp::Hand(c[2]) +
                                   omp::Hand(c[3]) + omp::Hand(c[4]) + omp::Hand(c[5]) + omp::Hand(c[6]);
            omp_out[i] = omp_evaluator.evaluate(hand);
        }
        g_sink = omp_out[kHands / 2];
    };
    cases.push_back({"OMPEval evaluate(), hands pre-built", omp_pre_built, {}, {}, false});
    cases.push_back({"OMPEval evaluate(), from 7 card ids", omp_from_ids, {}, {}, false});
#endif
    cases.push_back({"xiapl_eval_masks, one call of 10 M", one_call, {}, {}});
    cases.push_back({"xiapl_eval_masks, calls of 4,096", in_calls, {}, {}});
    cases.push_back({"xiapl_eval_mask, one call a hand", per_hand, {}, {}});
    for (int r = 0; r < kRounds; ++r) {
        for (Case& c : cases) {
            std::fill(out.begin(), out.end(), Strength{0});
            const double start = now_ns();
            c.run();
            c.ns.push_back((now_ns() - start) / double(kHands));
            if (c.writes_out && out != want) {
                std::fprintf(stderr, "%s: strengths differ from evaluate_many\n", c.name);
                std::exit(1);
            }
        }
        for (Case& c : cases) c.ratio.push_back(c.ns.back() / cases[0].ns.back());
    }
    auto median = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v[v.size() / 2];
    };
    for (Case& c : cases) {
        std::printf("  %-52s %7.2f ns/hand median  %7.2f best  (x%.2f the first case, median of rounds)\n", c.name,
                    median(c.ns), *std::min_element(c.ns.begin(), c.ns.end()), median(c.ratio));
    }
}

// The loop nest on its own, out of line, so its registers are not shared
// with the timing code around it. Returns the sum of all strengths. Both
// enumerations write their loop nests out in full: a shared helper taking the
// inner loops as a lambda measured 15-25 % slower (the running sum left its
// register).
XIAPL_BENCH_NOINLINE std::uint64_t enumerate_all_sevens() {
    std::uint64_t sum = 0;
    const HandState empty;
    for (int a = 0; a < 52; ++a) {
        const HandState sa = empty.add(a);
        for (int b = a + 1; b < 52; ++b) {
            const HandState sb = sa.add(b);
            for (int c = b + 1; c < 52; ++c) {
                const HandState sc = sb.add(c);
                for (int d = c + 1; d < 52; ++d) {
                    const HandState sd = sc.add(d);
                    for (int e = d + 1; e < 52; ++e) {
                        const HandState se = sd.add(e);
                        for (int f = e + 1; f < 52; ++f) {
                            const HandState sf = se.add(f);
                            for (int g = f + 1; g < 52; ++g) sum += sf.add(g).evaluate();
                        }
                    }
                }
            }
        }
    }
    return sum;
}

// The same hands in the same order, the last two cards taken from a list of
// the card pairs (ascending by first card, so the pairs after card e are a
// suffix): one inner loop per five-card prefix instead of one per six, and
// the flush test made once per prefix when no two more cards can bring a
// flush (most prefixes), else per hand as above.
struct PairList {
    std::vector<HandState> pairs;
    std::array<std::size_t, 53> after{};  // pairs[after[e]..] start with a card above e

    PairList() {
        for (int f = 0; f < 52; ++f) {
            after[static_cast<std::size_t>(f)] = pairs.size();
            for (int g = f + 1; g < 52; ++g) pairs.push_back(HandState{}.add(f).add(g));
        }
        after[52] = pairs.size();
    }
};

XIAPL_BENCH_NOINLINE std::uint64_t enumerate_all_sevens_by_pairs(const PairList& list) {
    std::uint64_t sum = 0;
    const HandState empty;
    const HandState* pairs = list.pairs.data();
    const std::size_t n = list.pairs.size();
    for (int a = 0; a < 52; ++a) {
        const HandState sa = empty.add(a);
        for (int b = a + 1; b < 52; ++b) {
            const HandState sb = sa.add(b);
            for (int c = b + 1; c < 52; ++c) {
                const HandState sc = sb.add(c);
                for (int d = c + 1; d < 52; ++d) {
                    const HandState sd = sc.add(d);
                    for (int e = d + 1; e < 51; ++e) {
                        const HandState se = sd.add(e);
                        const std::size_t first = list.after[static_cast<std::size_t>(e + 1)];
                        if (se.flush_possible(2)) {
                            for (std::size_t p = first; p < n; ++p) sum += se.merge(pairs[p]).evaluate();
                        } else {
                            // Four hands per trip: the loop is a few instructions
                            // a hand, and its own overhead measured 8 % of it.
#pragma GCC unroll 4
                            for (std::size_t p = first; p < n; ++p) sum += se.merge(pairs[p]).evaluate_ranks();
                        }
                    }
                }
            }
        }
    }
    return sum;
}

// The pair list split, for each suit s, by whether a pair can complete a
// flush in s: with three cards of s in the five-card prefix only a pair of
// two s cards can, with four any pair holding an s card can. A prefix that
// can make a flush (one suit holds three or more of its five cards) then
// takes the rank lookup alone for the pairs that cannot complete it, and the
// full evaluation only for the pairs that can; each prefix's pairs are
// visited in two groups instead of in list order.
struct SuitSplitPairs {
    struct Part {
        std::vector<HandState> pairs;
        std::array<std::size_t, 53> after{};
    };
    Part ranks[2][4], flushes[2][4];  // [cards of s in the prefix - 3][s]

    SuitSplitPairs() {
        for (int held = 3; held <= 4; ++held) {
            for (int suit = 0; suit < 4; ++suit) {
                Part& r = ranks[held - 3][suit];
                Part& fl = flushes[held - 3][suit];
                for (int f = 0; f < 52; ++f) {
                    r.after[static_cast<std::size_t>(f)] = r.pairs.size();
                    fl.after[static_cast<std::size_t>(f)] = fl.pairs.size();
                    for (int g = f + 1; g < 52; ++g) {
                        const int in_suit = (f / 13 == suit) + (g / 13 == suit);
                        (held + in_suit >= 5 ? fl : r).pairs.push_back(HandState{}.add(f).add(g));
                    }
                }
                r.after[52] = r.pairs.size();
                fl.after[52] = fl.pairs.size();
            }
        }
    }
};

XIAPL_BENCH_NOINLINE std::uint64_t enumerate_all_sevens_by_split_pairs(const PairList& list,
                                                                       const SuitSplitPairs& split) {
    std::uint64_t sum = 0;
    const HandState empty;
    const HandState* pairs = list.pairs.data();
    const std::size_t n = list.pairs.size();
    for (int a = 0; a < 52; ++a) {
        const HandState sa = empty.add(a);
        for (int b = a + 1; b < 52; ++b) {
            const HandState sb = sa.add(b);
            for (int c = b + 1; c < 52; ++c) {
                const HandState sc = sb.add(c);
                for (int d = c + 1; d < 52; ++d) {
                    const HandState sd = sc.add(d);
                    for (int e = d + 1; e < 51; ++e) {
                        const HandState se = sd.add(e);
                        const std::size_t next = static_cast<std::size_t>(e + 1);
                        if (!se.flush_possible(2)) {
#pragma GCC unroll 4
                            for (std::size_t p = list.after[next]; p < n; ++p) {
                                sum += se.merge(pairs[p]).evaluate_ranks();
                            }
                            continue;
                        }
                        // The one suit holding three or more of the five cards.
                        int held[4];
                        for (int s = 0; s < 4; ++s) held[s] = std::popcount((se.mask >> (13 * s)) & 0x1FFF);
                        const int suit = (held[1] >= 3) + 2 * (held[2] >= 3) + 3 * (held[3] >= 3);
                        if (held[suit] == 5) {  // every hand is a flush
                            for (std::size_t p = list.after[next]; p < n; ++p) sum += se.merge(pairs[p]).evaluate();
                            continue;
                        }
                        const auto& r = split.ranks[held[suit] - 3][suit];
                        const auto& fl = split.flushes[held[suit] - 3][suit];
                        const HandState* rp = r.pairs.data();
                        const std::size_t rn = r.pairs.size();
#pragma GCC unroll 4
                        for (std::size_t p = r.after[next]; p < rn; ++p) sum += se.merge(rp[p]).evaluate_ranks();
                        const HandState* fp = fl.pairs.data();
                        const std::size_t fn = fl.pairs.size();
                        for (std::size_t p = fl.after[next]; p < fn; ++p) sum += se.merge(fp[p]).evaluate();
                    }
                }
            }
        }
    }
    return sum;
}

void bench_enumeration() {
    std::printf("all 133,784,560 seven-card hands in order (HandState)\n");
    const Timing t = measure(5, 133784560.0, [] { return enumerate_all_sevens(); });
    report("one card per loop level", t, "hand");
    const PairList list;
    const Timing by_pairs = measure(5, 133784560.0, [&] { return enumerate_all_sevens_by_pairs(list); });
    report("last two cards from a pair list, flush test hoisted", by_pairs, "hand");
    const SuitSplitPairs split;
    const Timing by_split = measure(5, 133784560.0, [&] { return enumerate_all_sevens_by_split_pairs(list, split); });
    report("  and the pairs split by whether they can make a flush", by_split, "hand");
    const std::uint64_t plain = enumerate_all_sevens();
    if (plain != enumerate_all_sevens_by_pairs(list) || plain != enumerate_all_sevens_by_split_pairs(list, split)) {
        std::printf("  the enumerations disagree\n");
        std::exit(1);
    }
    // The public entry points, as a binding calls them: every strength into
    // a buffer, and the histogram by strength.
    std::vector<Strength> strengths(133784560);
    std::uint64_t length = 0;
    const Timing c_strengths = measure(5, 133784560.0, [&] {
        if (xiapl_eval_completions(0, 0, 7, strengths.data(), strengths.size(), &length) != XIAPL_OK) std::exit(1);
        return std::uint64_t{strengths[length / 2]};
    });
    report("xiapl_eval_completions (C ABI), every strength", c_strengths, "hand");
    std::vector<std::uint64_t> counts(XIAPL_STRENGTH_MAX + 1);
    const Timing c_histogram = measure(5, 133784560.0, [&] {
        if (xiapl_eval_completions_histogram(0, 0, 7, XIAPL_HISTOGRAM_BY_STRENGTH, counts.data(), counts.size(),
                                             &length) != XIAPL_OK)
            std::exit(1);
        return counts[1];
    });
    report("xiapl_eval_completions_histogram (C ABI), by strength", c_histogram, "hand");
    std::uint64_t sum = 0;
    for (Strength x : strengths) sum += x;
    std::uint64_t weighted = 0;
    for (std::size_t v = 0; v < counts.size(); ++v) weighted += v * counts[v];
    if (sum != plain || weighted != plain) {
        std::printf("  the C entry points disagree with the loop nest\n");
        std::exit(1);
    }
}

void bench_omaha() {
    std::printf("random Omaha deals (xiapl_eval_hands, the C entry point; then the core's evaluate_omaha_many)\n");
    Rng rng(7);
    constexpr std::size_t kDeals = 1 << 18;
    struct Case {
        int hole, board;
    };
    for (Case c : {Case{4, 5}, Case{5, 5}, Case{6, 5}, Case{4, 4}, Case{4, 3}}) {
        std::vector<std::uint64_t> boards(kDeals), holes(kDeals);
        for (std::size_t i = 0; i < kDeals; ++i) {
            boards[i] = random_cards(rng, c.board);
            holes[i] = random_cards(rng, c.hole, boards[i]);
        }
        std::vector<Strength> out(kDeals);
        const std::int32_t game = c.hole == 4 ? XIAPL_GAME_OMAHA4 : c.hole == 5 ? XIAPL_GAME_OMAHA5 : XIAPL_GAME_OMAHA6;
        const Timing c_entry = measure(15, double(kDeals), [&] {
            if (xiapl_eval_hands(game, holes.data(), boards.data(), kDeals, out.data()) != XIAPL_OK) {
                std::fprintf(stderr, "xiapl_eval_hands: %s\n", xiapl_last_error_message());
                std::exit(1);
            }
            return checksum(out);
        });
        const Timing t = measure(15, double(kDeals), [&] {
            evaluate_omaha_many(boards.data(), holes.data(), out.data(), kDeals);
            return checksum(out);
        });
        char name[64];
        std::snprintf(name, sizeof name, "Omaha-%d, %d-card board (%d x %d two-plus-three)", c.hole, c.board,
                      c.hole * (c.hole - 1) / 2, c.board * (c.board - 1) * (c.board - 2) / 6);
        report(name, c_entry, "deal");
        report("  core evaluate_omaha_many, same deals", t, "deal");
    }
}

void report_tables() {
    const detail::TableBytes t = detail::table_bytes();
    std::printf("tables (bytes)\n");
    std::printf(
        "  Hold'em: suit rank keys %zu + flush %zu + rank offsets %zu + rank values %zu + card keys %zu = %zu\n",
        t.suit_rank_key, t.flush_value, t.rank_offset, t.rank_value, t.card_key, t.holdem());
    std::printf("  Omaha: %zu (+ the Hold'em flush table)\n", t.omaha);
    std::printf("  strength decoding: %zu\n", t.strength_code);
}

}  // namespace

int main(int argc, char** argv) {
    std::printf("bench_eval: single thread, %s, best and median of the repetitions\n", kClockName);
    if (argc > 1 && std::string_view(argv[1]) == "streamed") {
        bench_streamed();
        return 0;
    }
    report_tables();
    bench_random_seven();
    bench_enumeration();
    bench_omaha();
    bench_streamed();
    return 0;
}
