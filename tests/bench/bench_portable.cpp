// The portable fallbacks beside the fast paths, in one run (figures in
// docs/benchmarks.md; the fallbacks in docs/portability.md): what a
// platform without BMI1/BMI2, without __int128 or without floating-point
// std::to_chars / from_chars costs.
//   - batch evaluation: the BMI1 loop against the portable loop;
//   - Monte Carlo equity and range equity: the BMI2 (pdep) card picker
//     against the portable one;
//   - float text: std::to_chars / from_chars against the portable versions,
//     on range weights (0.001 .. 1) and on random doubles;
//   - 128-bit decimals: the decimal digits of 38-digit numbers with the
//     compiler's unsigned __int128 and with WideUInt.
// Each pair runs alternately, 7 rounds; the best and the median per item.
// Build: meson compile -C <build> bench_portable; run it without arguments.
#include <algorithm>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "../../core/src/equity/internal.hpp"
#include "../../core/src/portable/cpu.hpp"
#include "../../core/src/portable/float_text.hpp"
#include "../../core/src/portable/int128.hpp"
#include "xiapl/cards.hpp"
#include "xiapl/equity.hpp"
#include "xiapl/eval.hpp"
#include "xiapl/range.hpp"
#include "xiapl/range_equity.hpp"

using namespace xiapl;
using Clock = std::chrono::steady_clock;

namespace {

volatile std::uint64_t g_sink;
constexpr int kRounds = 7;

// The thread's CPU time where there is one (every case runs on this thread:
// the equity calls are given one thread), else wall time.
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

struct Stats {
    double best = 0, median = 0;  // ns per item
};

Stats stats(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return {v.front(), v[v.size() / 2]};
}

// Times fast() and portable() alternately; each returns a checksum; `items`
// per call.
void pair(const char* name, const char* unit, double items, const std::function<std::uint64_t()>& fast,
          const std::function<std::uint64_t()>& portable) {
    std::vector<double> f, p;
    for (int r = 0; r < kRounds; ++r) {
        for (int which = 0; which < 2; ++which) {
            const double start = now_ns();
            g_sink = g_sink + (which == 0 ? fast() : portable());
            const double ns = (now_ns() - start) / items;
            (which == 0 ? f : p).push_back(ns);
        }
    }
    const Stats a = stats(f), b = stats(p);
    std::printf("%-46s %9.2f %9.2f | %9.2f %9.2f | %5.2fx  (%s)\n", name, a.best, a.median, b.best, b.median,
                b.median / a.median, unit);
}

CardMask cards(const char* text) {
    CardMask m = 0;
    for (CardId id : parse_cards(text)) m |= bit(id);
    return m;
}

EquityOptions monte_carlo(std::uint64_t n) {
    EquityOptions o;
    o.mode = EquityMode::MonteCarlo;
    o.iterations = n;
    o.seed = 1;
    o.threads = 1;
    return o;
}

}  // namespace

int main() {
    const auto& cpu = detail::cpu_features();
    std::printf("portable fallbacks beside the fast paths (%s); CPU: bmi1 %d, bmi2 %d, fast pdep %d\n", kClockName,
                cpu.bmi1, cpu.bmi2, cpu.fast_pdep);
    std::printf("%-46s %19s | %19s | %s\n", "", "fast: best  median", "portable: best median", "portable/fast");

    // Batch evaluation, 1,000,000 random 7-card hands (in cache: 8 MB of masks
    // is not, so this is the cost per hand as a batch streams).
    std::mt19937_64 rng(1);
    std::vector<std::uint64_t> masks(1'000'000);
    for (auto& m : masks) {
        m = 0;
        while (std::popcount(m) < 7) m |= std::uint64_t{1} << (rng() % 52);
    }
    std::vector<Strength> out(masks.size());
    auto sum = [&] {
        std::uint64_t s = 0;
        for (std::size_t i = 0; i < out.size(); i += 97) s += out[i];
        return s;
    };
    if (detail::bmi_kernel_available()) {
        pair(
            "evaluate_many, 1,000,000 random 7-card hands", "ns/hand", 1e6,
            [&] { return detail::evaluate_many_bmi(masks.data(), out.data(), masks.size()), sum(); },
            [&] { return detail::evaluate_many_portable(masks.data(), out.data(), masks.size()), sum(); });
    } else {
        std::printf("evaluate_many: no BMI1 on this CPU or build; only the portable loop runs\n");
    }

    // Monte Carlo equity and range equity with either card picker.
    const bool pdep = equity::monte_carlo_uses_pdep();
    auto with_picker = [&](bool portable, const std::function<double()>& f) {
        equity::force_portable_kernels(portable);
        const double e = f();
        equity::force_portable_kernels(false);
        return static_cast<std::uint64_t>(e * 1e9);
    };
    if (pdep) {
        const std::vector<CardMask> holes{cards("AsKs"), cards("QdQc")};
        auto heads_up = [&] {
            return calculate_equity(holes, 0, 0, Game::Holdem, monte_carlo(400'000)).players[0].equity;
        };
        pair(
            "equity AsKs vs QdQc preflop, Monte Carlo", "ns/trial", 4e5, [&] { return with_picker(false, heads_up); },
            [&] { return with_picker(true, heads_up); });
        const std::vector<CardMask> three{cards("AsKs"), cards("QdQc"), cards("7h6h")};
        auto three_way = [&] {
            return calculate_equity(three, 0, 0, Game::Holdem, monte_carlo(300'000)).players[0].equity;
        };
        pair(
            "equity 3-way preflop, Monte Carlo", "ns/trial", 3e5, [&] { return with_picker(false, three_way); },
            [&] { return with_picker(true, three_way); });
        const Range hero = Range::parse("QQ+,AKs", Game::Holdem),
                    villain = Range::parse("22+,A2s+,KTs+,AJo+", Game::Holdem);
        auto ranges = [&] { return calculate_range_equity(hero, villain, 0, 0, monte_carlo(400'000)).hero_equity; };
        pair(
            "range equity QQ+,AKs vs a wide range, MC", "ns/deal", 4e5, [&] { return with_picker(false, ranges); },
            [&] { return with_picker(true, ranges); });
    } else {
        std::printf("Monte Carlo: no fast pdep on this CPU or build; only the portable picker runs\n");
    }

    // Float text.
    std::vector<double> weights, randoms;
    for (int i = 1; i <= 1000; ++i) weights.push_back(i / 1000.0);
    while (randoms.size() < 1000) {
        const double v = std::bit_cast<double>(rng());
        if (std::isfinite(v)) randoms.push_back(v);
    }
    for (const auto& [name, values] :
         {std::pair<const char*, const std::vector<double>*>{"double -> shortest text, weights 0.001..1", &weights},
          {"double -> shortest text, random doubles", &randoms}}) {
        auto run = [&, v = values](bool portable) {
            std::uint64_t s = 0;
            char buffer[64];
            for (int rep = 0; rep < 20; ++rep) {
                for (double d : *v) {
                    const auto r = portable ? detail::portable_to_chars(buffer, buffer + sizeof buffer, d)
                                            : std::to_chars(buffer, buffer + sizeof buffer, d);
                    s += static_cast<std::uint64_t>(r.ptr - buffer);
                }
            }
            return s;
        };
        pair(
            name, "ns/number", 20.0 * static_cast<double>(values->size()), [&] { return run(false); },
            [&] { return run(true); });
    }
    std::vector<std::string> texts;
    for (double d : weights) {
        char buffer[64];
        texts.emplace_back(buffer, std::to_chars(buffer, buffer + sizeof buffer, d).ptr);
    }
    auto parse = [&](bool portable) {
        std::uint64_t s = 0;
        for (int rep = 0; rep < 20; ++rep) {
            for (const std::string& t : texts) {
                double d = 0;
                if (portable) {
                    detail::portable_from_chars(t.data(), t.data() + t.size(), d);
                } else {
                    std::from_chars(t.data(), t.data() + t.size(), d);
                }
                s += std::bit_cast<std::uint64_t>(d);
            }
        }
        return s;
    };
    pair(
        "text -> double, weights 0.001..1", "ns/number", 20.0 * static_cast<double>(texts.size()),
        [&] { return parse(false); }, [&] { return parse(true); });

    // 128-bit decimals: the digits of 10,000 numbers of up to 38 digits.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> halves;
    for (int i = 0; i < 10000; ++i) halves.emplace_back(rng() >> 1, rng());
#if defined(__SIZEOF_INT128__)
    __extension__ typedef unsigned __int128 Native;
    auto digits = [&](auto zero) {
        using T = decltype(zero);
        std::uint64_t s = 0;
        for (const auto& [hi, lo] : halves) {
            T v = (T(hi) << 64) + T(lo);
            v = v % (T(1) << 126);
            while (v != T(0)) {
                s += static_cast<std::uint64_t>(v % T(10));
                v /= T(10);
            }
        }
        return s;
    };
    pair(
        "decimal digits of 10,000 38-digit numbers", "ns/number", 1e4, [&] { return digits(Native{0}); },
        [&] { return digits(detail::WideUInt{0}); });
#endif
    return 0;
}
