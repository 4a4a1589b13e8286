// The portable fallbacks of core/src/portable against the compiler's and the
// standard library's own versions, wherever this build has both (the
// -Dportable_fallbacks=true build of ci/test then runs the whole core suite
// on the fallbacks).
#include <gtest/gtest.h>

#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "portable/cpu.hpp"
#include "portable/float_text.hpp"
#include "portable/int128.hpp"

using namespace xiapl::detail;

namespace {

std::string to_text(double v, bool scientific) {
    char buffer[64];
    const auto r = scientific ? portable_to_chars_scientific(buffer, buffer + sizeof buffer, v)
                              : portable_to_chars(buffer, buffer + sizeof buffer, v);
    EXPECT_EQ(r.ec, std::errc());
    return std::string(buffer, r.ptr);
}

// Doubles of every magnitude: random bit patterns, powers of two and ten and
// their neighbours, the extremes.
std::vector<double> sample_doubles(int random_count) {
    std::vector<double> out = {0.0,
                               -0.0,
                               0.1,
                               0.2,
                               0.3,
                               1.0 / 3,
                               2.0 / 3,
                               0.5,
                               1.0,
                               1e-5,
                               1e21,
                               1e22,
                               1e23,
                               123456789012345680000.0,
                               9007199254740993.0,
                               5e-324,
                               std::numeric_limits<double>::min(),
                               std::numeric_limits<double>::max(),
                               std::numeric_limits<double>::denorm_min(),
                               std::numeric_limits<double>::epsilon()};
    for (int k = -1074; k <= 1023; ++k) {
        const double p = std::ldexp(1.0, k);
        out.push_back(p);
        out.push_back(std::nextafter(p, 0.0));
        out.push_back(std::nextafter(p, 2 * p));
    }
    for (int k = -323; k <= 308; ++k) {
        const double p = std::pow(10.0, k);
        out.push_back(p);
        out.push_back(std::nextafter(p, 0.0));
        out.push_back(std::nextafter(p, std::numeric_limits<double>::infinity()));
    }
    std::mt19937_64 rng(20261205);
    while (static_cast<int>(out.size()) < random_count) {
        const double v = std::bit_cast<double>(rng());
        if (std::isfinite(v)) out.push_back(v);
    }
    return out;
}

}  // namespace

TEST(PortableFloatText, KnownTexts) {
    EXPECT_EQ(to_text(0.1, false), "0.1");
    EXPECT_EQ(to_text(0.25, false), "0.25");
    EXPECT_EQ(to_text(1.0, false), "1");
    EXPECT_EQ(to_text(1e-5, false), "1e-05");
    EXPECT_EQ(to_text(0.0001, false), "1e-04");  // shorter than 0.0001
    EXPECT_EQ(to_text(0.001, false), "0.001");
    EXPECT_EQ(to_text(1.0 / 3, false), "0.3333333333333333");
    EXPECT_EQ(to_text(5e-324, false), "5e-324");
    EXPECT_EQ(to_text(1e22, false), "1e+22");
    EXPECT_EQ(to_text(-0.0, false), "-0");
    EXPECT_EQ(to_text(1500.0, true), "1.5e+03");
    EXPECT_EQ(to_text(0.0, true), "0e+00");
    EXPECT_EQ(to_text(std::numeric_limits<double>::infinity(), false), "inf");
    char small[3];
    EXPECT_EQ(portable_to_chars(small, small + sizeof small, 0.125).ec, std::errc::value_too_large);
}

TEST(PortableFloatText, ShortestTextReadsBackExactly) {
    for (const double v : sample_doubles(20000)) {
        for (const bool scientific : {false, true}) {
            const std::string text = to_text(v, scientific);
            double back = 1.0;
            const auto r = portable_from_chars(text.data(), text.data() + text.size(), back);
            ASSERT_EQ(r.ec, std::errc()) << text;
            ASSERT_EQ(r.ptr, text.data() + text.size()) << text;
            ASSERT_EQ(std::bit_cast<std::uint64_t>(back), std::bit_cast<std::uint64_t>(v)) << text;
        }
    }
}

#if defined(__cpp_lib_to_chars)
TEST(PortableFloatText, WritesWhatStdToCharsWrites) {
    for (const double v : sample_doubles(60000)) {
        char buffer[64];
        auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
        ASSERT_EQ(to_text(v, false), std::string(buffer, r.ptr)) << std::bit_cast<std::uint64_t>(v);
        r = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::scientific);
        ASSERT_EQ(to_text(v, true), std::string(buffer, r.ptr)) << std::bit_cast<std::uint64_t>(v);
    }
}

TEST(PortableFloatText, ReadsWhatStdFromCharsReads) {
    std::vector<std::string> texts = {"0",
                                      "-0",
                                      "1",
                                      "0.5",
                                      ".5",
                                      "5.",
                                      ".",
                                      "",
                                      "-",
                                      "+1",
                                      " 1",
                                      "1e",
                                      "1e+",
                                      "1e5",
                                      "1E-5",
                                      "1e400",
                                      "-1e400",
                                      "1e-400",
                                      "2e-324",
                                      "3e-324",
                                      "2.4703282292062328e-324",
                                      "2.4703282292062327e-324",
                                      "4.9406564584124654e-324",
                                      "1.7976931348623157e308",
                                      "1.7976931348623159e308",
                                      "inf",
                                      "-Infinity",
                                      "INFINITY",
                                      "infin",
                                      "nan",
                                      "NaN(abc_1)",
                                      "nan(",
                                      "nan()x",
                                      "0x10",
                                      "1.5x",
                                      "00012.50",
                                      "1..2",
                                      "e5",
                                      "0.000000000000000000000000000000000000000000001e40",
                                      "12345678901234567890123456789012345678901234567890e-30"};
    std::mt19937_64 rng(7);
    const std::string alphabet = "0123456789.e-+";
    for (int i = 0; i < 100000; ++i) {
        std::string t;
        const int length = 1 + static_cast<int>(rng() % 24);
        for (int k = 0; k < length; ++k) t += alphabet[rng() % (k < 18 ? 11 : alphabet.size())];
        texts.push_back(t);
    }
    for (int i = 0; i < 20000; ++i) {
        // digits.digits e exponent, near the ends of the double range
        const int exponent = static_cast<int>(rng() % 700) - 350;
        texts.push_back(std::to_string(rng() % 100000) + "." + std::to_string(rng()) + "e" + std::to_string(exponent));
    }
    for (const std::string& t : texts) {
        double expected = 42.0, actual = 42.0;
        const auto e = std::from_chars(t.data(), t.data() + t.size(), expected);
        const auto a = portable_from_chars(t.data(), t.data() + t.size(), actual);
        ASSERT_EQ(a.ec, e.ec) << t;
        ASSERT_EQ(a.ptr, e.ptr) << t;
        if (std::isnan(expected)) {
            ASSERT_TRUE(std::isnan(actual)) << t;
            ASSERT_EQ(std::signbit(actual), std::signbit(expected)) << t;
        } else {
            ASSERT_EQ(std::bit_cast<std::uint64_t>(actual), std::bit_cast<std::uint64_t>(expected)) << t;
        }
    }
}
#endif

#if defined(__SIZEOF_INT128__)
namespace {
__extension__ typedef unsigned __int128 Native;
__extension__ typedef __int128 NativeSigned;

Native native(const WideUInt& w) { return (Native{w.high()} << 64) | w.low(); }
WideUInt wide(Native n) { return WideUInt(static_cast<std::uint64_t>(n >> 64), static_cast<std::uint64_t>(n), 0); }
}  // namespace

TEST(PortableInt128, AgreesWithTheCompilersInt128) {
    std::mt19937_64 rng(128);
    std::vector<Native> values = {
        0, 1, 2, 9, 10, ~Native{0}, Native{1} << 64, (Native{1} << 64) - 1, Native{1} << 127, (Native{1} << 127) - 1};
    for (int i = 0; i < 4000; ++i) {
        const int shape = i % 4;
        Native v = (Native{rng()} << 64) | rng();
        if (shape == 1) v >>= rng() % 128;
        if (shape == 2) v = rng() >> (rng() % 64);
        if (shape == 3) v = Native{rng() % 1000};
        values.push_back(v);
    }
    for (std::size_t i = 0; i < values.size(); ++i) {
        const Native a = values[i], b = values[(i * 7919 + 13) % values.size()];
        const WideUInt wa = wide(a), wb = wide(b);
        ASSERT_EQ(native(wa + wb), a + b);
        ASSERT_EQ(native(wa - wb), a - b);
        ASSERT_EQ(native(wa * wb), a * b);
        ASSERT_EQ(native(~wa), ~a);
        ASSERT_EQ(wa < wb, a < b);
        ASSERT_EQ(wa == wb, a == b);
        const int s = static_cast<int>(i % 128);
        ASSERT_EQ(native(wa << s), a << s);
        ASSERT_EQ(native(wa >> s), a >> s);
        if (b != 0) {
            ASSERT_EQ(native(wa / wb), a / b);
            ASSERT_EQ(native(wa % wb), a % b);
        }
        ASSERT_EQ(static_cast<std::uint64_t>(wa), static_cast<std::uint64_t>(a));
        const auto sa = static_cast<NativeSigned>(a), sb = static_cast<NativeSigned>(b);
        const WideInt ia(wa), ib(wb);
        ASSERT_EQ(ia < ib, sa < sb);
        ASSERT_EQ(ia > 0, sa > 0);
        // Negation and products wrap: compared in unsigned arithmetic, where
        // the built-in signed ones would overflow (undefined) at the extremes.
        ASSERT_EQ(native((-ia).bits()), Native{0} - a);
        ASSERT_EQ(native((ia * ib).bits()), a * b);
        if (sb != 0 && !(sa == static_cast<NativeSigned>(Native{1} << 127) && sb == -1)) {
            ASSERT_EQ(native((ia / ib).bits()), static_cast<Native>(sa / sb));
            ASSERT_EQ(native((ia % ib).bits()), static_cast<Native>(sa % sb));
        }
        ASSERT_EQ(static_cast<std::int64_t>(ia), static_cast<std::int64_t>(sa));
    }
    const std::int64_t negative = -123456789012345;
    EXPECT_EQ(native(WideUInt(negative)), static_cast<Native>(negative));
    EXPECT_EQ(native(WideInt(negative).bits()), static_cast<Native>(static_cast<NativeSigned>(negative)));
}
#endif

TEST(PortableInt128, ExactDecimalArithmetic) {
    WideUInt p = 1;
    for (int i = 0; i < 38; ++i) p *= 10;
    EXPECT_EQ(p / 1000000000000000000u / 1000000000000000000u, WideUInt(100));
    EXPECT_EQ(p % 7, WideUInt(2));  // 10^38 mod 7 = 10^(38 mod 6) mod 7 = 100 mod 7
    EXPECT_TRUE(-WideInt(p) < WideInt(-1));
    EXPECT_EQ(static_cast<std::int64_t>(WideInt(-5) / 2), -2);
    EXPECT_EQ(static_cast<std::int64_t>(WideInt(-5) % 2), -1);
}

// The compound assignments are what the exact-amount code uses.
TEST(PortableInt128, CompoundAssignmentsMatchTheOperators) {
    WideInt x = -7;
    x += 10;
    EXPECT_EQ(static_cast<std::int64_t>(x), 3);
    x -= 5;
    EXPECT_EQ(static_cast<std::int64_t>(x), -2);
    x *= -21;
    EXPECT_EQ(static_cast<std::int64_t>(x), 42);
    x /= -4;
    EXPECT_EQ(static_cast<std::int64_t>(x), -10);
    x %= 3;
    EXPECT_EQ(static_cast<std::int64_t>(x), -1);
}

TEST(PortableCpu, FeaturesAreConsistent) {
    const CpuFeatures& f = cpu_features();
    if (f.fast_pdep) {
        EXPECT_TRUE(f.bmi2);
        EXPECT_TRUE(f.bmi1);
    }
#if !defined(__x86_64__) && !defined(_M_X64) && !defined(__i386__) && !defined(_M_IX86)
    EXPECT_FALSE(f.bmi1);
    EXPECT_FALSE(f.bmi2);
#endif
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__clang__) && defined(__linux__)
    // GCC's own CPU model agrees with cpuid.
    EXPECT_EQ(f.bmi1, __builtin_cpu_supports("bmi") != 0);
    EXPECT_EQ(f.bmi2, __builtin_cpu_supports("bmi2") != 0);
#endif
}
