#include "cpu.hpp"

#include "config.hpp"

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#define XIAPL_CPUID_GNU 1
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <intrin.h>
#define XIAPL_CPUID_MSVC 1
#endif

namespace xiapl::detail {

namespace {

// cpuid(leaf, subleaf) into r[0..3] = eax, ebx, ecx, edx; false if the leaf
// is beyond the CPU's highest.
[[maybe_unused]] bool cpuid(unsigned leaf, unsigned subleaf, unsigned (&r)[4]) noexcept {
#if defined(XIAPL_CPUID_GNU)
    return __get_cpuid_count(leaf, subleaf, &r[0], &r[1], &r[2], &r[3]) != 0;
#elif defined(XIAPL_CPUID_MSVC)
    int info[4] = {};
    __cpuid(info, 0);
    if (static_cast<unsigned>(info[0]) < leaf) return false;
    __cpuidex(info, static_cast<int>(leaf), static_cast<int>(subleaf));
    for (int i = 0; i < 4; ++i) r[i] = static_cast<unsigned>(info[i]);
    return true;
#else
    (void)leaf, (void)subleaf, (void)r;
    return false;
#endif
}

// The low half of XCR0, the register states the operating system saves;
// 0 unless cpuid says xgetbv may be used (OSXSAVE).
[[maybe_unused]] unsigned saved_register_states() noexcept {
    unsigned r[4] = {};
    if (!cpuid(1, 0, r) || !(r[2] & (1u << 27))) return 0;
#if defined(XIAPL_CPUID_GNU)
    unsigned low = 0, high = 0;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    return low;
#elif defined(XIAPL_CPUID_MSVC)
    return static_cast<unsigned>(_xgetbv(0));
#else
    return 0;
#endif
}

CpuFeatures read_features() noexcept {
    CpuFeatures f;
    unsigned r[4] = {};
    if (!cpuid(7, 0, r)) return f;
    constexpr unsigned kBmi1 = 1u << 3, kBmi2 = 1u << 8, kAvx512F = 1u << 16;  // leaf 7, ebx
    constexpr unsigned kAvx512Popcount = 1u << 14;                             // leaf 7, ecx
    f.bmi1 = (r[1] & kBmi1) != 0;
    f.bmi2 = (r[1] & kBmi2) != 0;
    // XCR0: SSE, AVX, opmask, the upper halves of zmm0-15, zmm16-31.
    constexpr unsigned kZmmStates = 0xE6;
    f.avx512_popcount =
        (r[1] & kAvx512F) && (r[2] & kAvx512Popcount) && (saved_register_states() & kZmmStates) == kZmmStates;
    if (!(f.bmi1 && f.bmi2)) return f;
    unsigned vendor[4] = {};
    if (!cpuid(0, 0, vendor)) return f;
    // "AuthenticAMD" and "HygonGenuine" (ebx holds the first four letters).
    const bool amd = vendor[1] == 0x68747541u /* "Auth" */ || vendor[1] == 0x6F677948u /* "Hygo" */;
    if (!amd) {
        f.fast_pdep = true;
        return f;
    }
    if (!cpuid(1, 0, r)) return f;
    const unsigned base = (r[0] >> 8) & 0xF;
    const unsigned family = base + (base == 0xF ? (r[0] >> 20) & 0xFF : 0);
    f.fast_pdep = family >= 0x19;
    return f;
}

}  // namespace

const CpuFeatures& cpu_features() noexcept {
    static const CpuFeatures features = read_features();
    return features;
}

}  // namespace xiapl::detail
