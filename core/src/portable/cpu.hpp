// What the x86-64 CPU we run on can do, read with cpuid (GCC, Clang and MSVC
// alike; __builtin_cpu_supports is not used: its CPU model comes from the
// compiler's runtime library, which some toolchains do not initialize).
// False everywhere else.
#pragma once

namespace xiapl::detail {

struct CpuFeatures {
    bool bmi1 = false;
    bool bmi2 = false;
    bool fast_pdep = false;  // BMI2 pdep in hardware: not AMD before family 19h (microcoded there)
    // AVX-512 F and VPOPCNTDQ, with the operating system saving the zmm and
    // mask registers (XCR0).
    bool avx512_popcount = false;
};

// Read once, on first use.
const CpuFeatures& cpu_features() noexcept;

}  // namespace xiapl::detail
